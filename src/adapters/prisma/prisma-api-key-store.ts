import { randomUUID } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import type { ApiKeyRecord, ApiKeyStore } from "../../core/auth/api-keys";
import { guarded } from "./prisma-errors";

const select = { id: true, name: true, role: true, groups: true, createdAt: true, revokedAt: true } as const;

export class PrismaApiKeyStore implements ApiKeyStore {
  constructor(private readonly prisma: PrismaClient) {}

  create(key: { name: string; role: ApiKeyRecord["role"]; groups: string[]; secretHash: string }): Promise<ApiKeyRecord> {
    return guarded(() => this.prisma.apiKey.create({ data: { id: randomUUID(), ...key }, select }));
  }

  findActiveBySecretHash(secretHash: string): Promise<ApiKeyRecord | null> {
    return guarded(() => this.prisma.apiKey.findFirst({ where: { secretHash, revokedAt: null }, select }));
  }

  async ensure(key: { name: string; role: ApiKeyRecord["role"]; groups: string[]; secretHash: string }): Promise<ApiKeyRecord> {
    return guarded(() =>
      this.prisma.apiKey.upsert({ where: { secretHash: key.secretHash }, create: { id: randomUUID(), ...key }, update: {}, select }),
    );
  }

  async revoke(id: string): Promise<ApiKeyRecord | null> {
    return guarded(async () => {
      const found = await this.prisma.apiKey.findUnique({ where: { id }, select });
      if (!found) return null;
      if (found.revokedAt) return found;
      return this.prisma.apiKey.update({ where: { id }, data: { revokedAt: new Date() }, select });
    });
  }
}
