/**
 * npm run eval: runs the labelled set (eval/cases.ts) through the real pipeline — PGlite with the
 * demo knowledge base, the Prisma retriever and recorder — and prints claim-verdict accuracy,
 * false sources (must be 0), abstention precision/recall and status accuracy. Then sweeps the
 * relevance filter over the extractive cases, which is how its defaults were chosen.
 * Exit code 1 when a false source appears (the one number that must never move).
 */
import pino from "pino";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { askQuestion } from "../src/core/ask/ask-question";
import { ModelUnavailableError } from "../src/core/errors";
import type { AnswerModel, ModelInput } from "../src/core/ask/ask-ports";
import type { AnswerDraft, Principal } from "../src/core/types";
import { ExtractiveModel } from "../src/adapters/extractive/extractive-model";
import { PrismaRetriever } from "../src/adapters/prisma/prisma-retriever";
import { ABSTAINING, CASES, type EvalCase, type EvalCaller } from "./cases";

const CALLERS: Record<EvalCaller, Principal> = {
  anonymous: { keyId: null, name: "anonymous", role: "READER", groups: [] },
  procurement: { keyId: null, name: "buyer", role: "READER", groups: ["procurement"] },
  security: { keyId: null, name: "security", role: "READER", groups: ["security"] },
};

/** Plays the case's script: the extractive model, a fixed reply, or an outage. */
class CaseModel implements AnswerModel {
  current: EvalCase["model"] = "extractive";
  calls = 0;
  private readonly extractive = new ExtractiveModel();
  get mode() {
    return this.current === "extractive" ? ("extractive" as const) : ("generative" as const);
  }
  async generate(input: ModelInput) {
    this.calls++;
    if (this.current === "extractive") return this.extractive.generate(input);
    if (this.current === "down") throw new ModelUnavailableError("eval: model down");
    return { text: this.current.reply, model: "scripted", promptVersion: "eval" };
  }
}

interface Outcome {
  c: EvalCase;
  draft: AnswerDraft;
  falseSources: string[];
  verdictHits: number;
  verdictTotal: number;
}

/**
 * A source is false when no supported claim cites it, when the case names its sources and this is
 * not one of them, or — for every case, labelled or not — when the case expects no answer at all
 * (an abstaining status) yet a source is shown.
 */
function judge(c: EvalCase, draft: AnswerDraft): Outcome {
  const supportedCited = new Set(
    draft.claims
      .filter((x) => x.verdict === "SUPPORTED")
      .flatMap((x) => x.citations.map((y) => y.title)),
  );
  const expectsNone = ABSTAINING.has(c.status);
  const falseSources = draft.sources
    .filter(
      (s) =>
        !supportedCited.has(s.title) || (c.sources ? !c.sources.includes(s.title) : expectsNone),
    )
    .map((s) => s.title);
  let hits = 0;
  let total = 0;
  if (c.verdicts) {
    total = Math.max(c.verdicts.length, draft.claims.length);
    c.verdicts.forEach((v, i) => (hits += draft.claims[i]?.verdict === v ? 1 : 0));
  } else if (typeof c.model === "string" && c.model === "extractive") {
    // the extractive model quotes evidence: every claim it makes must be SUPPORTED
    total = draft.claims.length;
    hits = draft.claims.filter((x) => x.verdict === "SUPPORTED").length;
  }
  return { c, draft, falseSources, verdictHits: hits, verdictTotal: total };
}

function abstention(outcomes: { expected: boolean; actual: boolean }[]) {
  const tp = outcomes.filter((o) => o.expected && o.actual).length;
  const fp = outcomes.filter((o) => !o.expected && o.actual).length;
  const fn = outcomes.filter((o) => o.expected && !o.actual).length;
  return { precision: tp + fp ? tp / (tp + fp) : 1, recall: tp + fn ? tp / (tp + fn) : 1 };
}

void (async () => {
  const config = loadConfig({
    DATABASE_URL: "pglite:memory",
    FIELDNOTE_DEMO_DATA: "on",
    LOG_LEVEL: "silent",
  });
  const model = new CaseModel();
  const app = await createApp(config, { model, logger: pino({ level: "silent" }) });
  const retriever = new PrismaRetriever(app.db.prisma);
  const depsFor = (minScore: number, minCoverage: number, store = app.answers) => ({
    retriever,
    model,
    documents: app.documents,
    store,
    clock: { now: () => new Date() },
    settings: { limit: config.retrieval.limit, minScore, minCoverage, maxQuestionLength: 2000 },
  });
  try {
    const outcomes: Outcome[] = [];
    for (const c of CASES) {
      model.current = c.model;
      const { draft } = await askQuestion(
        depsFor(config.retrieval.minScore, config.retrieval.minCoverage),
        CALLERS[c.caller ?? "anonymous"],
        c.question,
      );
      outcomes.push(judge(c, draft));
    }
    const wrongStatus = outcomes.filter((o) => o.draft.status !== o.c.status);
    const hits = outcomes.reduce((n, o) => n + o.verdictHits, 0);
    const total = outcomes.reduce((n, o) => n + o.verdictTotal, 0);
    const byMode = (extractive: boolean) => {
      const xs = outcomes.filter((o) => (o.c.model === "extractive") === extractive);
      const h = xs.reduce((n, o) => n + o.verdictHits, 0);
      const t = xs.reduce((n, o) => n + o.verdictTotal, 0);
      return `${t ? (h / t).toFixed(3) : "  -  "} (${h}/${t} claims, ${xs.length} cases)`;
    };
    const falseSources = outcomes.flatMap((o) => o.falseSources.map((s) => `${o.c.id}: ${s}`));
    const abst = abstention(
      outcomes.map((o) => ({
        expected: ABSTAINING.has(o.c.status),
        actual: ABSTAINING.has(o.draft.status),
      })),
    );
    const statuses = [...new Set(CASES.map((c) => c.status))].sort();
    const verdicts = [...new Set(CASES.flatMap((c) => c.verdicts ?? []))].sort();

    console.log(
      `Fieldnote eval: ${CASES.length} cases over the demo knowledge base (statuses: ${statuses.join(", ")}; labelled verdicts: ${verdicts.join(", ")})`,
    );
    console.log(`claim-verdict accuracy   ${(hits / total).toFixed(3)} (${hits}/${total} claims)`);
    console.log(`  extractive             ${byMode(true)}`);
    console.log(`  generative             ${byMode(false)}`);
    console.log(
      `false sources            ${falseSources.length} (checked on all ${CASES.length} cases)${falseSources.length ? `  ${falseSources.join("; ")}` : ""}`,
    );
    console.log(`abstention precision     ${abst.precision.toFixed(3)}`);
    console.log(`abstention recall        ${abst.recall.toFixed(3)}`);
    console.log(
      `status accuracy          ${((CASES.length - wrongStatus.length) / CASES.length).toFixed(3)} (${CASES.length - wrongStatus.length}/${CASES.length})`,
    );
    for (const o of wrongStatus)
      console.log(
        `  status miss ${o.c.id}: expected ${o.c.status}, got ${o.draft.status} [${o.draft.claims.map((x) => x.verdict).join(", ")}]`,
      );
    for (const o of outcomes.filter((x) => x.verdictHits < x.verdictTotal)) {
      console.log(
        `  verdict miss ${o.c.id}: expected [${(o.c.verdicts ?? ["SUPPORTED…"]).join(", ")}], got [${o.draft.claims.map((x) => x.verdict).join(", ")}]`,
      );
    }

    // relevance sweep over the extractive cases (answer vs abstain is decided by the filter there)
    const extractive = CASES.filter((c) => c.model === "extractive");
    const discard = { record: async () => ({ id: "sweep", createdAt: new Date(), hash: "" }) };
    console.log(
      `\nrelevance sweep over ${extractive.length} extractive cases (minScore x minCoverage -> status accuracy, abstention P/R)`,
    );
    for (const minScore of [0, 0.01, 0.05, 0.1, 0.2]) {
      const row: string[] = [];
      for (const minCoverage of [0.25, 0.34, 0.5, 0.67, 0.75]) {
        const rows: { expected: boolean; actual: boolean }[] = [];
        let right = 0;
        for (const c of extractive) {
          model.current = "extractive";
          const { draft } = await askQuestion(
            depsFor(minScore, minCoverage, discard as never),
            CALLERS[c.caller ?? "anonymous"],
            c.question,
          );
          right += draft.status === c.status ? 1 : 0;
          rows.push({ expected: ABSTAINING.has(c.status), actual: ABSTAINING.has(draft.status) });
        }
        const a = abstention(rows);
        row.push(
          `${minCoverage.toFixed(2)}: ${right}/${extractive.length} P${a.precision.toFixed(2)} R${a.recall.toFixed(2)}`,
        );
      }
      console.log(`  minScore ${minScore.toFixed(2)} | ${row.join(" | ")}`);
    }
    console.log(
      `(defaults: minScore ${config.retrieval.minScore}, minCoverage ${config.retrieval.minCoverage})`,
    );
    process.exitCode = falseSources.length ? 1 : 0;
  } finally {
    await app.close();
  }
})();
