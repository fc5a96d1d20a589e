/**
 * npm run eval:corpus -- <corpus dir> [--twice] [--only <id,id>] [--out <predictions.jsonl>]
 *
 * A corpus folder holds `docs/` and `questions.jsonl` (the format of ../shared/corpora). The docs are
 * ingested into a scratch database (in-memory PGlite, or EVAL_DATABASE_URL), every question is
 * asked through the service as an anonymous reader, and the answers are scored with the shared
 * rules (eval/corpus-score.ts; citations by source path). Printed: accuracy per type, SUPPORTED
 * precision, abstention precision/recall, latency, on the dev half, the test half and the whole
 * set, then every failure with its reason. --twice asks every question again and reports answers
 * that differ (determinism). Retrieval on its own is scored too: recall@5 and MRR of the gold page
 * per retriever (eval/retrieval-ranks.ts). Predictions are written as JSONL for ../shared/corpora/score.mjs.
 */
import fs from "node:fs";
import path from "node:path";
import { Command } from "commander";
import pino from "pino";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { ingestFolder } from "../src/ingest/ingest-folder";
import type { AnswerView } from "../src/core/answers/answer-view";
import { retrievalRanks } from "./retrieval-ranks";
import {
  isDev,
  scoreRows,
  summarize,
  type Prediction,
  type Question,
  type Row,
  type Summary,
} from "./corpus-score";

const program = new Command()
  .name("eval:corpus")
  .argument("<corpus>", "folder with docs/ and questions.jsonl")
  .option("--twice", "ask every question twice and report answers that differ")
  .option("--only <ids>", "comma-separated question ids")
  .option("--out <file>", "where to write predictions (JSONL)")
  .option("--quiet", "totals only, no failure list")
  .option("--docs <dir>", "the docs folder, instead of <corpus>/docs (a set's fetched docs root)")
  .option(
    "--questions <file>",
    "questions to ask instead of <corpus>/questions.jsonl (e.g. eval/typos/jaeger.jsonl)",
  )
  .parse();
const opts = program.opts<{
  twice?: boolean;
  only?: string;
  out?: string;
  quiet?: boolean;
  questions?: string;
  docs?: string;
}>();
const corpus = path.resolve(program.args[0]!);
const name = path.basename(corpus);
// a set's ingest root name is its manifest's `root` (titles shared by documents are qualified with it)
const manifestFile = path.join(corpus, "manifest.json");
const rootName = fs.existsSync(manifestFile)
  ? ((JSON.parse(fs.readFileSync(manifestFile, "utf8")) as { root?: string }).root ?? name)
  : name;

// a reviewer without groups reads exactly what an anonymous reader may, and also sees the trace
const ANONYMOUS = { keyId: null, name: "eval", role: "REVIEWER" as const, groups: [] };

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : 0;
}

const fmt = (v: number | null) => (v === null ? "  -  " : v.toFixed(3));

function table(halves: Record<string, Summary>): void {
  const cols = Object.keys(halves);
  const line = (label: string, f: (s: Summary) => string) =>
    console.log(`${label.padEnd(34)}${cols.map((c) => f(halves[c]!).padStart(14)).join("")}`);
  line("", () => "");
  console.log(`${"".padEnd(34)}${cols.map((c) => c.padStart(14)).join("")}`);
  line("questions", (s) => String(s.n));
  const types = [...new Set(cols.flatMap((c) => Object.keys(halves[c]!.byType)))].sort();
  for (const t of types)
    line(`  ${t}`, (s) => (s.byType[t] ? `${s.byType[t]!.correct}/${s.byType[t]!.n}` : "-"));
  line("answerable accuracy", (s) => fmt(s.answerable));
  line("answerable w/o paraphrase", (s) => fmt(s.answerableNoParaphrase));
  line("overall accuracy", (s) => fmt(s.overall));
  line("SUPPORTED precision (n)", (s) => `${fmt(s.supportedPrecision)} (${s.supported})`);
  line("abstention precision", (s) => fmt(s.abstentionPrecision));
  line("abstention precision w/o paraphrase", (s) => fmt(s.abstentionPrecisionNoParaphrase));
  line("abstention recall", (s) => fmt(s.abstentionRecall));
}

function predictionOf(
  id: string,
  view: AnswerView,
  pathOf: Map<string, string>,
  latencyMs: number,
): Prediction {
  return {
    id,
    status: view.status,
    answer: view.text,
    citations: view.sources.map((s) => pathOf.get(s.documentId) ?? s.title),
    claims: view.claims.filter((c) => c.verdict === "SUPPORTED").length,
    latencyMs: Math.round(latencyMs * 10) / 10,
  };
}

(async () => {
  const questions = fs
    .readFileSync(
      opts.questions ? path.resolve(opts.questions) : path.join(corpus, "questions.jsonl"),
      "utf8",
    )
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Question)
    .filter((q) => !opts.only || opts.only.split(",").includes(q.id));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: process.env.EVAL_DATABASE_URL ?? "pglite:memory",
    FIELDNOTE_DEMO_DATA: "off",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "0",
  });
  const app = await createApp(config, { logger: pino({ level: "silent" }) });
  try {
    const t0 = performance.now();
    const report = await ingestFolder(app.ingestTarget, opts.docs ?? path.join(corpus, "docs"), {
      rootName,
    });
    await app.embedPending(); // with EMBEDDINGS_MODEL: every chunk has its vector before the first question
    console.log(
      `${name}: ingested ${report.created} documents in ${((performance.now() - t0) / 1000).toFixed(1)} s (${report.qualified.length} titles qualified, ${report.failed.length} failed${config.embeddings ? `, vectors from ${config.embeddings.model}` : ""})`,
    );
    for (const f of report.failed) console.log(`  failed: ${f.file}: ${f.error}`);
    const docs = await app.db.prisma.document.findMany({ select: { id: true, sourcePath: true } });
    const pathOf = new Map(
      docs.map((d) => [d.id, (d.sourcePath ?? "").replace(`${rootName}/`, "")]),
    );

    const preds: Prediction[] = [];
    const views = new Map<string, AnswerView>();
    for (const q of questions) {
      const t = performance.now();
      const view = await app.services.ask(ANONYMOUS, q.question);
      preds.push(predictionOf(q.id, view, pathOf, performance.now() - t));
      views.set(q.id, view);
    }
    const rows = scoreRows(questions, preds);
    const pick = (f: (r: Row) => boolean) => summarize(rows.filter(f));
    table({
      dev: pick((r) => isDev(r.id)),
      test: pick((r) => !isDev(r.id)),
      all: pick(() => true),
    });
    const lat = preds.map((p) => p.latencyMs ?? 0);
    console.log(
      `latency ms                         p50 ${pct(lat, 50).toFixed(1)}   p95 ${pct(lat, 95).toFixed(1)}   max ${Math.max(...lat).toFixed(1)}`,
    );
    // how the SUPPORTED decisions split: the coverage figures of right and wrong ones (tuning aid)
    const decided = rows
      .filter((r) => r.status === "SUPPORTED" || r.status === "PARTIAL")
      .map((r) => ({
        r,
        a: views.get(r.id)!.retrieval?.answered as
          { own: number; withContext: number } | null | undefined,
      }))
      .filter((x) => x.a);
    if (!opts.quiet)
      for (const x of decided)
        console.log(
          `  ${x.r.correct ? "right" : "WRONG"} ${x.r.status.padEnd(9)} own ${x.a!.own.toFixed(2)} ctx ${x.a!.withContext.toFixed(2)} ${x.r.id}`,
        );
    const timings = new Map<string, number[]>();
    for (const v of views.values())
      for (const [k, ms] of Object.entries(
        (v.retrieval?.timingsMs ?? {}) as Record<string, number>,
      ))
        timings.set(k, [...(timings.get(k) ?? []), ms]);
    console.log(
      `step p50 ms                        ${[...timings].map(([k, xs]) => `${k.replace(/Ms$/, "")} ${pct(xs, 50).toFixed(1)}`).join("  ")}`,
    );
    const conflicting = preds.filter(
      (p) => p.status === "CONFLICTING" || views.get(p.id)!.conflicts.length > 0,
    );
    console.log(`answers with conflicts             ${conflicting.length}`);

    await retrievalRanks(app, config, questions, pathOf);

    if (opts.twice) {
      let differ = 0;
      for (const q of questions) {
        const again = predictionOf(q.id, await app.services.ask(ANONYMOUS, q.question), pathOf, 0);
        const first = preds.find((p) => p.id === q.id)!;
        if (
          again.status !== first.status ||
          again.answer !== first.answer ||
          again.citations.join() !== first.citations.join()
        ) {
          differ++;
          console.log(`  NOT DETERMINISTIC ${q.id}: ${first.status} -> ${again.status}`);
        }
      }
      console.log(
        `determinism: ${questions.length - differ}/${questions.length} identical on a second ask`,
      );
    }

    if (!opts.quiet) {
      console.log("\nfailures:");
      for (const r of rows.filter((x) => !x.correct)) {
        const p = preds.find((x) => x.id === r.id)!;
        const q = questions.find((x) => x.id === r.id)!;
        const a = views.get(r.id)!.retrieval?.answered as
          { own: number; withContext: number } | null | undefined;
        const answered = a ? ` own ${a.own} ctx ${a.withContext}` : "";
        console.log(
          `BAD ${r.id} [${r.status}]${answered} ${r.why}\n    Q: ${q.question}\n    A: ${p.answer.replace(/\s+/g, " ").slice(0, 400)}\n    cited: ${p.citations.join(", ") || "-"}  gold: ${q.gold_paths.slice(0, 3).join(", ")}${q.gold_paths.length > 3 ? ", …" : ""}`,
        );
      }
      for (const p of conflicting) {
        const v = views.get(p.id)!;
        for (const c of v.conflicts)
          console.log(
            `CONFLICT ${p.id}: ${c.fact} :: ${c.sides.map((s) => `${pathOf.get(s.documentId)} "${s.excerpt.slice(0, 120)}" [${s.values.join(", ")}]`).join("  VS  ")}`,
          );
      }
    }
    const out = opts.out ?? path.join("eval", "out", `${name}-predictions.jsonl`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, preds.map((p) => JSON.stringify(p)).join("\n") + "\n");
    console.log(
      `\npredictions: ${out} (node ../shared/corpora/score.mjs ${path.join(corpus, "questions.jsonl")} ${out})`,
    );
  } finally {
    await app.close();
  }
})().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
