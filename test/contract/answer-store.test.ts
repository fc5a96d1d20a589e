/** The answer ports contract against the in-memory fake and the Prisma store (PGlite, or PostgreSQL in the second pass). */
import { afterAll, beforeAll } from "@jest/globals";
import { InMemoryAnswerStore } from "../fakes/in-memory-answer-store";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { answerStoreContract } from "./answer-store.contract";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const fake = new InMemoryAnswerStore();
answerStoreContract("InMemoryAnswerStore", () => fake);
answerStoreContract("PrismaAnswerStore", () => t.app.answers);
