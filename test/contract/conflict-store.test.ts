/** The ConflictStore contract against the in-memory fake and the Prisma store (PGlite, or PostgreSQL in the second pass). */
import { afterAll, beforeAll } from "@jest/globals";
import { PrismaConflictStore } from "../../src/adapters/prisma/prisma-conflict-store";
import { InMemoryAnswerStore } from "../fakes/in-memory-answer-store";
import { InMemoryConflictStore } from "../fakes/in-memory-conflict-store";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { conflictStoreContract } from "./conflict-store.contract";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const answers = new InMemoryAnswerStore();
const fake = { answers, conflicts: new InMemoryConflictStore(answers) };
conflictStoreContract("InMemoryConflictStore", () => fake);
conflictStoreContract("PrismaConflictStore", () => ({
  answers: t.app.answers,
  conflicts: new PrismaConflictStore(t.app.db.prisma),
}));
