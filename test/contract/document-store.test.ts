/** The DocumentStore contract against the in-memory fake and the Prisma store (PGlite, or PostgreSQL in the second pass). */
import { afterAll, beforeAll } from "@jest/globals";
import { InMemoryDocumentStore } from "../fakes/in-memory-document-store";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { documentStoreContract } from "./document-store.contract";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const fake = new InMemoryDocumentStore();
documentStoreContract("InMemoryDocumentStore", () => fake);
documentStoreContract("PrismaDocumentStore", () => t.app.documents);
