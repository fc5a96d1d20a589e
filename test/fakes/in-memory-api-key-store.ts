/**
 * An in-memory ApiKeyStore with the Prisma store's semantics (test/contract/api-key-store.contract.ts):
 * a secret hash is unique, `ensure` never re-activates a revoked key, revoking twice changes
 * nothing, lists are newest first and never carry the hash.
 */
import { randomUUID } from "node:crypto";
import type { ApiKeyRecord, ApiKeyStore } from "../../src/core/auth/api-keys";
import type { AuditActor, Role } from "../../src/core/types";

type NewKey = { name: string; role: Role; groups: string[]; secretHash: string };

export class InMemoryApiKeyStore implements ApiKeyStore {
  private readonly keys: (ApiKeyRecord & { secretHash: string })[] = [];
  readonly events: { type: string; apiKeyId: string; actor: string }[] = [];

  async create(key: NewKey, actor: AuditActor): Promise<ApiKeyRecord> {
    if (this.keys.some((k) => k.secretHash === key.secretHash))
      throw new Error("secret hash is taken");
    const stored = {
      ...key,
      groups: [...key.groups],
      id: randomUUID(),
      createdAt: new Date(),
      revokedAt: null,
    };
    this.keys.push(stored);
    this.events.push({ type: "API_KEY_CREATED", apiKeyId: stored.id, actor: actor.name });
    return this.view(stored);
  }

  async findActiveBySecretHash(secretHash: string): Promise<ApiKeyRecord | null> {
    const k = this.keys.find((x) => x.secretHash === secretHash && !x.revokedAt);
    return k ? this.view(k) : null;
  }

  async ensure(key: NewKey, actor: AuditActor): Promise<ApiKeyRecord> {
    const k = this.keys.find((x) => x.secretHash === key.secretHash);
    return k ? this.view(k) : this.create(key, actor);
  }

  async list(options: { includeRevoked: boolean }): Promise<ApiKeyRecord[]> {
    return this.keys
      .filter((k) => options.includeRevoked || !k.revokedAt)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((k) => this.view(k));
  }

  async revoke(id: string, actor: AuditActor): Promise<ApiKeyRecord | null> {
    const k = this.keys.find((x) => x.id === id);
    if (!k || k.revokedAt) return k ? this.view(k) : null;
    k.revokedAt = new Date();
    this.events.push({ type: "API_KEY_REVOKED", apiKeyId: id, actor: actor.name });
    return this.view(k);
  }

  private view({ secretHash: _hash, ...k }: ApiKeyRecord & { secretHash: string }): ApiKeyRecord {
    return { ...k, groups: [...k.groups] };
  }
}
