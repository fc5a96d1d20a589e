/** The ApiKeyStore contract against the in-memory fake and the Prisma store (PGlite, or PostgreSQL in the second pass). */
import { afterAll, beforeAll } from "@jest/globals";
import { InMemoryApiKeyStore } from "../fakes/in-memory-api-key-store";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { apiKeyStoreContract } from "./api-key-store.contract";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const fake = new InMemoryApiKeyStore();
apiKeyStoreContract("InMemoryApiKeyStore", () => fake);
apiKeyStoreContract("PrismaApiKeyStore", () => t.app.apiKeys);
