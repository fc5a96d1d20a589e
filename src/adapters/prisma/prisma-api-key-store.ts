/** API keys; every creation and revocation is an audit event written in the same transaction. */
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import type { ApiKeyRecord, ApiKeyStore } from "../../core/auth/api-keys";
import type { AuditActor } from "../../core/types";
import { appendEvent } from "./prisma-audit-log";
import type { Sealer } from "../../core/audit/seals";
import { guarded } from "./prisma-errors";

const select = {
  id: true,
  name: true,
  role: true,
  groups: true,
  createdAt: true,
  revokedAt: true,
} as const;

type NewKey = { name: string; role: ApiKeyRecord["role"]; groups: string[]; secretHash: string };

export class PrismaApiKeyStore implements ApiKeyStore {
  constructor(
    private readonly prisma: PrismaClient,
    /** seals every answer and audit event with AUDIT_SIGNING_KEY (null: unsealed) */
    private readonly sealer: Sealer | null = null,
  ) {}

  create(key: NewKey, actor: AuditActor): Promise<ApiKeyRecord> {
    return guarded(() =>
      this.prisma.$transaction(async (tx) => {
        const created = await tx.apiKey.create({ data: { id: randomUUID(), ...key }, select });
        await appendEvent(
          tx,
          actor,
          {
            type: "API_KEY_CREATED",
            apiKeyId: created.id,
            name: created.name,
            role: created.role,
            groups: created.groups,
          },
          this.sealer,
        );
        return created;
      }),
    );
  }

  findActiveBySecretHash(secretHash: string): Promise<ApiKeyRecord | null> {
    return guarded(() =>
      this.prisma.apiKey.findFirst({ where: { secretHash, revokedAt: null }, select }),
    );
  }

  async ensure(key: NewKey, actor: AuditActor): Promise<ApiKeyRecord> {
    const existing = await guarded(() =>
      this.prisma.apiKey.findUnique({ where: { secretHash: key.secretHash }, select }),
    );
    return existing ?? this.create(key, actor);
  }

  list(options: { includeRevoked: boolean }): Promise<ApiKeyRecord[]> {
    return guarded(() =>
      this.prisma.apiKey.findMany({
        where: options.includeRevoked ? {} : { revokedAt: null },
        select,
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      }),
    );
  }

  async revoke(id: string, actor: AuditActor): Promise<ApiKeyRecord | null> {
    return guarded(() =>
      this.prisma.$transaction(async (tx) => {
        const found = await tx.apiKey.findUnique({ where: { id }, select });
        if (!found || found.revokedAt) return found;
        const revoked = await tx.apiKey.update({
          where: { id },
          data: { revokedAt: new Date() },
          select,
        });
        await appendEvent(tx, actor, { type: "API_KEY_REVOKED", apiKeyId: id }, this.sealer);
        return revoked;
      }),
    );
  }
}
