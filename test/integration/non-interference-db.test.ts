/**
 * Non-interference on a real database (issue 11 §4): a reader's answers are identical whether or not
 * the knowledge base also holds documents they may not read. Corpus statistics (term rarity,
 * misspelling reads), full-text candidates and vector neighbours (hybrid retrieval, through the
 * embeddings stub) are all exercised: two services get the same public documents, one of them also
 * restricted documents built from the same words, and the same questions are asked of both.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";
import { startEmbeddingsStub, type EmbeddingsStub } from "../helpers/embeddings-stub";

const STEPS = Number(process.env.FIELDNOTE_NONINTERFERENCE_STEPS ?? 12);
const WORDS =
  "rollback release deploy canary quota lantern depot sampler collector retention archive vault ledger beacon turbine".split(
    " ",
  );

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

let stub: EmbeddingsStub;
let clean: TestApp;
let mixed: TestApp;
const ASK = `mutation($q: String!) { ask(input: { question: $q }) { status text claims { text verdict } sources { title excerpt } limitations { kind message } } }`;

beforeAll(async () => {
  stub = await startEmbeddingsStub();
  const env = {
    EMBEDDINGS_MODEL: "stub-embed",
    EMBEDDINGS_BASE_URL: stub.url,
    EMBEDDINGS_MIN_SIMILARITY: "0.45",
  };
  clean = await startTestApp({ env, transport: "in-process" });
  mixed = await startTestApp({ env, transport: "in-process" });
});
afterAll(async () => {
  await clean?.close();
  await mixed?.close();
  await stub?.close();
});

describe("non-interference on a real database", () => {
  it(`${STEPS} seeded steps: an anonymous reader's answers are the same with and without restricted documents`, async () => {
    const next = rng(20261130);
    const pick = () => WORDS[Math.floor(next() * WORDS.length)]!;
    const sentence = () =>
      `The ${pick()} ${pick()} keeps ${Math.floor(next() * 90) + 10} days of ${pick()} data for the ${pick()}.`;
    for (let step = 0; step < STEPS; step++) {
      const pub = { title: `Public note ${step}`, body: `${sentence()} ${sentence()}` };
      for (const t of [clean, mixed]) await addDocument(t, pub);
      await addDocument(mixed, {
        title: `Restricted note ${step}`,
        body: `${sentence()} ${sentence()} ${pick()}x${pick()}`,
        groups: ["finance"],
      });
      await Promise.all([clean.app.embedPending(), mixed.app.embedPending()]);
      const questions = [
        `How many days of ${pick()} data does the ${pick()} keep?`,
        `What does the ${pick()} ${pick()} keep?`,
        `How long is ${pick()} retenton for the ${pick()}?`, // a misspelling: read with public words only
      ];
      for (const q of questions) {
        const [a, b] = await Promise.all([
          clean.gql(ASK, { q }, null),
          mixed.gql(ASK, { q }, null),
        ]);
        expect(a.errors).toBeUndefined();
        expect([step, q, b.data.ask]).toEqual([step, q, a.data.ask]);
      }
    }
  }, 240_000);
});
