/**
 * API keys: a random secret shown once, stored only as its SHA-256 (a 192-bit random secret needs no
 * slow hash: there is nothing to brute-force). Roles READER < REVIEWER < ADMIN; groups grant
 * access to restricted documents.
 */
import { createHash, randomBytes } from "node:crypto";
import { AppError } from "../errors";
import type { Principal, Role } from "../types";
import { requireRole } from "./require-role";
import { cleanGroups } from "./groups";
import type { AuditActor } from "../types";

export interface ApiKeyRecord {
  id: string;
  name: string;
  role: Role;
  groups: string[];
  createdAt: Date;
  revokedAt: Date | null;
}

export interface ApiKeyStore {
  /** creates the key and its API_KEY_CREATED audit event in one transaction */
  create(
    key: { name: string; role: Role; groups: string[]; secretHash: string },
    actor: AuditActor,
  ): Promise<ApiKeyRecord>;
  findActiveBySecretHash(secretHash: string): Promise<ApiKeyRecord | null>;
  /** Creates the key with this hash unless it exists; re-activates nothing (a revoked key stays revoked). */
  ensure(
    key: { name: string; role: Role; groups: string[]; secretHash: string },
    actor: AuditActor,
  ): Promise<ApiKeyRecord>;
  /** every key, newest first (no secret or hash is ever returned) */
  list(options: { includeRevoked: boolean }): Promise<ApiKeyRecord[]>;
  /** revokes and writes API_KEY_REVOKED in one transaction (once: revoking again changes nothing) */
  revoke(id: string, actor: AuditActor): Promise<ApiKeyRecord | null>;
}

export const ANONYMOUS: Principal = Object.freeze({
  keyId: null,
  name: "anonymous",
  role: "READER",
  groups: [],
});

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

export function newSecret(): string {
  return `fn_${randomBytes(24).toString("base64url")}`;
}

export function toPrincipal(key: ApiKeyRecord): Principal {
  return { keyId: key.id, name: key.name, role: key.role, groups: key.groups };
}

export interface ApiKeyInput {
  name: string;
  role: Role;
  groups?: readonly string[] | null;
}

export function cleanKeyInput(input: ApiKeyInput): { name: string; role: Role; groups: string[] } {
  if (!["READER", "REVIEWER", "ADMIN"].includes(input.role)) {
    throw new AppError("BAD_USER_INPUT", "role must be READER, REVIEWER or ADMIN", {
      field: "role",
    });
  }
  const name = input.name.replace(/\p{Cc}/gu, "").trim();
  if (name.length === 0 || name.length > 100) {
    throw new AppError("BAD_USER_INPUT", "name must be 1-100 characters", { field: "name" });
  }
  return { name, role: input.role, groups: cleanGroups(input.groups) };
}

export async function createApiKey(
  store: ApiKeyStore,
  caller: Principal,
  input: ApiKeyInput,
): Promise<{ secret: string; apiKey: ApiKeyRecord }> {
  requireRole(caller, "ADMIN");
  const clean = cleanKeyInput(input);
  const secret = newSecret();
  const apiKey = await store.create(
    { ...clean, secretHash: hashSecret(secret) },
    { keyId: caller.keyId, name: caller.name },
  );
  return { secret, apiKey };
}

export async function listApiKeys(
  store: ApiKeyStore,
  caller: Principal,
  includeRevoked: boolean,
): Promise<ApiKeyRecord[]> {
  requireRole(caller, "ADMIN");
  return store.list({ includeRevoked });
}

export async function revokeApiKey(
  store: ApiKeyStore,
  caller: Principal,
  id: string,
): Promise<ApiKeyRecord> {
  requireRole(caller, "ADMIN");
  const key = /^[0-9a-f-]{36}$/i.test(id)
    ? await store.revoke(id.toLowerCase(), { keyId: caller.keyId, name: caller.name })
    : null;
  if (!key)
    throw new AppError("NOT_FOUND", `no API key with id "${id.slice(0, 64)}"`, { field: "id" });
  return key;
}

/** Authorization header -> caller. Missing header: anonymous (when allowed). Wrong/revoked key: UNAUTHENTICATED. */
export async function authenticate(
  store: ApiKeyStore,
  header: string | undefined,
  anonymousAccess: boolean,
): Promise<Principal> {
  if (!header || header.trim() === "") {
    if (anonymousAccess) return ANONYMOUS;
    throw new AppError(
      "UNAUTHENTICATED",
      "an API key is required: send Authorization: Bearer <key>",
    );
  }
  const m = /^Bearer\s+(\S{1,512})\s*$/i.exec(header);
  if (!m)
    throw new AppError("UNAUTHENTICATED", 'malformed Authorization header: use "Bearer <key>"');
  const key = await store.findActiveBySecretHash(hashSecret(m[1]!));
  if (!key) throw new AppError("UNAUTHENTICATED", "this API key is unknown or has been revoked");
  return toPrincipal(key);
}
