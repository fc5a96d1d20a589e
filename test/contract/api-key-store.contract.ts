/** The ApiKeyStore contract, against the in-memory fake and the Prisma store on PGlite and PostgreSQL. */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import { hashSecret, newSecret, type ApiKeyStore } from "../../src/core/auth/api-keys";

const actor = { keyId: null, name: "contract admin" };

function newKey(name: string) {
  return { name, role: "REVIEWER" as const, groups: ["ops"], secretHash: hashSecret(newSecret()) };
}

export function apiKeyStoreContract(name: string, store: () => ApiKeyStore): void {
  describe(`api key store contract: ${name}`, () => {
    it("a key is found by its secret's hash until it is revoked; revoking twice changes nothing", async () => {
      const s = store();
      const key = newKey(`key ${randomUUID()}`);
      const made = await s.create(key, actor);
      expect(made).toMatchObject({
        name: key.name,
        role: "REVIEWER",
        groups: ["ops"],
        revokedAt: null,
      });
      expect(made).not.toHaveProperty("secretHash");
      expect((await s.findActiveBySecretHash(key.secretHash))?.id).toBe(made.id);
      const revoked = await s.revoke(made.id, actor);
      expect(revoked?.revokedAt).toBeInstanceOf(Date);
      expect(await s.findActiveBySecretHash(key.secretHash)).toBeNull();
      expect((await s.revoke(made.id, actor))?.revokedAt?.getTime()).toBe(
        revoked!.revokedAt!.getTime(),
      );
      expect(await s.revoke(randomUUID(), actor)).toBeNull();
    });

    it("ensure creates once and never re-activates a revoked key", async () => {
      const s = store();
      const key = newKey(`ensured ${randomUUID()}`);
      const first = await s.ensure(key, actor);
      expect((await s.ensure(key, actor)).id).toBe(first.id);
      await s.revoke(first.id, actor);
      const again = await s.ensure(key, actor);
      expect(again.id).toBe(first.id);
      expect(again.revokedAt).not.toBeNull();
      expect(await s.findActiveBySecretHash(key.secretHash)).toBeNull();
    });

    it("lists newest first; revoked keys only when asked for", async () => {
      const s = store();
      const a = await s.create(newKey(`listed a ${randomUUID()}`), actor);
      await new Promise((r) => setTimeout(r, 5));
      const b = await s.create(newKey(`listed b ${randomUUID()}`), actor);
      await s.revoke(a.id, actor);
      const active = (await s.list({ includeRevoked: false })).map((k) => k.id);
      const all = (await s.list({ includeRevoked: true })).map((k) => k.id);
      expect(active).toContain(b.id);
      expect(active).not.toContain(a.id);
      expect(all.indexOf(b.id)).toBeLessThan(all.indexOf(a.id));
      expect(all.indexOf(a.id)).toBeGreaterThanOrEqual(0);
    });
  });
}
