/**
 * Audit-trail scale (part of npm run bench): BENCH_ANSWERS (default 100,000) answers generated
 * directly into the database with a valid hash chain, then p50/p95 of a filtered `answers` page of
 * 50 and of `auditIntegrity` over the whole chain, through real HTTP.
 */
import { randomUUID } from "node:crypto";
import { scratchDatabase } from "./scratch-database";
import { pct, repeated, timed } from "./figures";
import pino from "pino";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { answerHash, CURRENT_HASH_VERSION, GENESIS_HASH } from "../src/core/audit/answer-hash";
import { Prisma } from "../src/generated/prisma/client";
import { draftToContent } from "../src/core/audit/draft-to-content";
import type { AnswerDraft, AnswerStatus, Passage } from "../src/core/types";
import { hashSecret } from "../src/core/auth/api-keys";

const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 100_000);
const STATUSES: AnswerStatus[] = [
  "SUPPORTED",
  "SUPPORTED",
  "SUPPORTED",
  "PARTIAL",
  "NOT_IN_KNOWLEDGE_BASE",
  "INSUFFICIENT_EVIDENCE",
  "CONFLICTING",
];

export async function auditBench(
  label: string,
  baseUrl: string,
  options: { measure?: boolean } = {},
): Promise<Record<string, string>> {
  const scratch = await scratchDatabase(
    baseUrl,
    `fieldnote_audit_bench_${process.pid}`,
    Boolean(process.env.BENCH_KEEP_DB),
  );
  const url = scratch.url;
  const secret = "bench-reviewer-secret-0123456789";
  const config = loadConfig({
    DATABASE_URL: url,
    PORT: "0",
    FIELDNOTE_DEMO_DATA: "off",
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_LEVEL: "silent",
  });
  const app = await createApp(config, { logger: pino({ level: "silent" }) });
  const out: Record<string, string> = {};
  try {
    const p = app.db.prisma;
    await p.apiKey.create({
      data: {
        id: randomUUID(),
        name: "bench reviewer",
        role: "REVIEWER",
        groups: [],
        secretHash: hashSecret(secret),
      },
    });
    // real documents, so that the stale-source filter has current revisions to compare with
    const admin = { keyId: null, name: "bench admin", role: "ADMIN" as const, groups: [] };
    const docs = [];
    for (let d = 0; d < 50; d++)
      docs.push(
        await app.services.upsertDocument(admin, {
          title: `Document ${d}`,
          body: `Fact number ${d} holds for ${d} days.`,
        }),
      );
    const docIds = docs.map((d) => d.id);
    const revIds = docs.map((d) => d.revision!.id);
    const chunkIds = docIds.map(() => randomUUID());
    const callers = Array.from({ length: 20 }, () => randomUUID());
    let prev = GENESIS_HASH;
    const t0 = performance.now();
    const BATCH = 2_000;
    for (let start = 0; start < ANSWERS; start += BATCH) {
      const answers = [];
      const claims = [];
      const sources = [];
      const candidates = [];
      for (let i = start; i < Math.min(ANSWERS, start + BATCH); i++) {
        const d = i % docIds.length;
        const passage: Passage = {
          chunkId: chunkIds[d]!,
          documentId: docIds[d]!,
          revisionId: revIds[d]!,
          revision: 1,
          sourcePath: null,
          title: `Document ${d}`,
          titleKey: `document ${d}`,
          breadcrumb: `Document ${d} › Part`,
          text: `Fact number ${i % 97} holds for ${d} days.`,
          effectiveDate: null,
          reviewBy: null,
          groups: [],
          score: 0.4,
        };
        const status = STATUSES[i % STATUSES.length]!;
        const answered = status !== "NOT_IN_KNOWLEDGE_BASE";
        const draft: AnswerDraft = {
          question: `What about fact ${i % 97} of document ${d}?`,
          caller: {
            keyId: callers[i % callers.length]!,
            name: `caller ${i % callers.length}`,
            role: "READER",
            groups: [],
          },
          status,
          grounded: answered,
          text: answered
            ? `Fact number ${i % 97} holds for ${d} days. [Document ${d}]`
            : "not found",
          modelText: null,
          claims: answered
            ? [
                {
                  text: passage.text,
                  quote: null,
                  verdict: status === "INSUFFICIENT_EVIDENCE" ? "UNSUPPORTED" : "SUPPORTED",
                  citations: [
                    {
                      written: passage.title,
                      resolution: "RESOLVED",
                      documentId: passage.documentId,
                      title: passage.title,
                    },
                  ],
                  checks: [],
                  chunkId: passage.chunkId,
                },
              ]
            : [],
          sources: answered
            ? [
                {
                  documentId: passage.documentId,
                  revisionId: passage.revisionId,
                  revision: 1,
                  chunkId: passage.chunkId,
                  title: passage.title,
                  breadcrumb: passage.breadcrumb,
                  excerpt: passage.text,
                  quotes: [],
                  rank: 1,
                  score: 0.4,
                  effectiveDate: null,
                },
              ]
            : [],
          evidence: [],
          limitations: [],
          conflicts: [],
          diagnosis: [],
          model: "extractive",
          promptVersion: "extractive-1",
          candidates: [{ passage, coverage: 1, decision: "RELEVANT" }],
          trace: {
            settings: { limit: 8, minScore: 0.05, minCoverage: 0.5, validation: "extractive" },
            withheldCount: 0,
            timingsMs: {},
          },
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        };
        const id = randomUUID();
        const c = draftToContent(id, draft);
        const hash = answerHash(prev, c);
        answers.push({
          id,
          question: c.question,
          callerKeyId: c.callerKeyId,
          callerName: c.callerName,
          callerRole: c.callerRole,
          callerGroups: c.callerGroups,
          status: c.status,
          grounded: c.grounded,
          text: c.text,
          modelText: c.modelText,
          diagnosis: c.diagnosis,
          model: c.model,
          promptVersion: c.promptVersion,
          trace: c.trace as object,
          createdAt: new Date(c.createdAt),
          prevHash: prev,
          hash,
          hashVersion: CURRENT_HASH_VERSION,
        });
        prev = hash;
        for (const x of c.claims)
          claims.push({
            id: randomUUID(),
            answerId: id,
            ...x,
            quote: Prisma.DbNull,
            citations: x.citations as object[],
            checks: x.checks as object[],
          });
        for (const x of c.sources)
          sources.push({ id: randomUUID(), answerId: id, ...x, quotes: [], effectiveDate: null });
        for (const x of c.candidates) candidates.push({ id: randomUUID(), answerId: id, ...x });
      }
      await p.answer.createMany({ data: answers });
      await p.claim.createMany({ data: claims });
      await p.answerSource.createMany({ data: sources });
      await p.retrievalCandidate.createMany({ data: candidates });
      // one answer in ten reviewed, some twice: the newest review's verdict is what filters see
      const reviews = answers
        .filter((_, k) => k % 10 === 0)
        .flatMap((a, k) =>
          (k % 3 === 0 ? ["CORRECT", "INCORRECT"] : ["CORRECT"]).map((verdict, n) => ({
            id: randomUUID(),
            answerId: a.id,
            verdict: verdict as "CORRECT" | "INCORRECT",
            note: "bench",
            claimMarks: [],
            reviewerName: "bench reviewer",
            createdAt: new Date(a.createdAt.getTime() + 1_000 * (n + 1)),
          })),
        );
      await p.review.createMany({ data: reviews });
    }
    // a new revision of one document in five: the answers citing them (a fifth) are now stale
    for (let d = 0; d < docs.length; d += 5)
      await app.services.upsertDocument(admin, {
        id: docIds[d],
        title: `Document ${d}`,
        body: `Fact number ${d} now holds for ${d + 1} days.`,
      });
    out["answers stored"] = String(await p.answer.count());
    out["generate+insert s"] = ((performance.now() - t0) / 1000).toFixed(1);
    if (url.startsWith("postgres")) await p.$executeRawUnsafe("ANALYZE");

    if (options.measure === false) return out;
    const http = await app.listen();
    const gql = async (query: string) => {
      const res = await fetch(http.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
        body: JSON.stringify({ query }),
      });
      const body = (await res.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body;
    };
    const filters = [
      `{ status: [SUPPORTED], claimVerdict: SUPPORTED }`,
      `{ callerKeyId: "${callers[3]}", since: "2026-01-15" }`,
      `{ citedDocumentId: "${docIds[7]}", reviewed: false }`,
      `{ questionContains: "fact 42 of" }`,
    ];
    const pages = await repeated(async () => {
      const page: number[] = [];
      for (let i = 0; i < 40; i++)
        page.push(
          await timed(() =>
            gql(
              `{ answers(filter: ${filters[i % filters.length]}, first: 50) { edges { node { id status claims { verdict } sources { title stale } } } pageInfo { endCursor } } }`,
            ),
          ),
        );
      return {
        "answers page50 p50 ms": pct(page.slice(4), 50),
        "answers page50 p95 ms": pct(page.slice(4), 95),
      };
    }, 1);
    Object.assign(out, pages.text);
    // the filters that once loaded every matching id into memory
    const subqueryFilters = {
      stale: `{ hasStaleSources: true }`,
      "not stale": `{ hasStaleSources: false, status: [PARTIAL] }`,
      "reviewed ✗": `{ reviewVerdict: INCORRECT }`,
    };
    for (const [name, filter] of Object.entries(subqueryFilters)) {
      const filtered = await repeated(async () => {
        const times: number[] = [];
        for (let i = 0; i < 9; i++)
          times.push(
            await timed(() =>
              gql(`{ answers(filter: ${filter}, first: 50) { edges { node { id } } } }`),
            ),
          );
        return { [`${name} page50 p50 ms`]: pct(times.slice(1), 50) };
      }, 1);
      Object.assign(out, filtered.text);
    }
    const integrity = await repeated(async () => {
      const t = performance.now();
      const r = (await gql(`{ auditIntegrity { ok checked } }`)) as {
        data: { auditIntegrity: { ok: boolean; checked: number } };
      };
      if (!r.data.auditIntegrity.ok || r.data.auditIntegrity.checked !== ANSWERS)
        throw new Error(`chain check failed: ${JSON.stringify(r.data)}`);
      return { "auditIntegrity s": (performance.now() - t) / 1000 };
    });
    Object.assign(out, integrity.text);
    out["rss MB"] = (process.memoryUsage().rss / 2 ** 20).toFixed(0);
  } finally {
    await app.close();
    await scratch.drop();
  }
  console.error(`[${label}] audit bench done`);
  return out;
}
