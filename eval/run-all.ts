/**
 * npm run eval:all [-- --sets a,b] [--slice ci] [--check | --update] [--jobs N] [--out file] [--failures]
 *
 * Every question set through the real pipeline (extractive model, as eval:corpus): the sets of
 * eval/sets/<slug>/ (manifest.json + questions.jsonl; docs fetched and verified by
 * eval/corpora/fetch.ts from eval/.cache/) and the corpora of eval/corpora/<name>/ (docs/ +
 * questions.jsonl). Each set is ingested into its own in-memory PGlite database by one of N worker
 * processes (default: the number of CPUs), every question is asked as an anonymous reader, and one
 * line per question is written to the predictions file (default eval/out/predictions.jsonl): set, id,
 * type, status, grounded, cited source paths, quotes, the answer, right/wrong and the reason.
 * Printed: per set and pooled, right per question type, SUPPORTED precision, abstention recall and
 * precision, and the time.
 *
 * --check compares the predictions with eval/baseline.jsonl and prints every question whose
 * prediction changed (right→wrong, wrong→right, same verdict/other text); exit 1 when any did.
 * --update writes them to the baseline (with --sets or --slice: only those questions' lines).
 * --slice ci: the fixed stratified slice CI runs (eval/sets/slices.json or computed: see sliceIds).
 */
import { fork } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Command } from "commander";
import pino from "pino";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { ingestFolder } from "../src/ingest/ingest-folder";
import type { AnswerView } from "../src/core/answers/answer-view";
import { EVAL_DIR, materialise, readManifest, tarball } from "./corpora/fetch";
import { scoreRows, summarize, type Prediction, type Question, type Summary } from "./corpus-score";

export interface EvalSet {
  slug: string;
  /** the ingest root name */
  root: string;
  /** eval/sets/<slug> (docs fetched) or eval/corpora/<name> (docs/ in the repository) */
  dir: string;
  fetched: boolean;
}

export interface PredictionLine {
  set: string;
  id: string;
  type: string;
  status: string;
  grounded: boolean;
  claims: number;
  citations: string[];
  quotes: string[];
  answer: string;
  correct: boolean;
  reason: string;
}

const SETS_DIR = path.join(EVAL_DIR, "sets");
const CORPORA_DIR = path.join(EVAL_DIR, "corpora");
const BASELINE = path.join(EVAL_DIR, "baseline.jsonl");

export function discoverSets(): EvalSet[] {
  const sets: EvalSet[] = [];
  for (const d of fs.readdirSync(SETS_DIR).sort()) {
    const dir = path.join(SETS_DIR, d);
    if (!fs.existsSync(path.join(dir, "manifest.json"))) continue;
    const m = readManifest(dir);
    sets.push({ slug: m.set, root: m.root ?? m.set, dir, fetched: true });
  }
  for (const d of fs.readdirSync(CORPORA_DIR).sort()) {
    const dir = path.join(CORPORA_DIR, d);
    if (fs.existsSync(path.join(dir, "questions.jsonl")) && fs.existsSync(path.join(dir, "docs")))
      sets.push({ slug: d, root: d, dir, fetched: false });
  }
  return sets.sort((a, b) => (a.slug < b.slug ? -1 : 1));
}

export function readQuestions(set: EvalSet): Question[] {
  return fs
    .readFileSync(path.join(set.dir, "questions.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Question);
}

const hashOf = (s: string) => createHash("sha256").update(s).digest("hex");

/**
 * The CI slice: in every set and every question type of it, the questions whose sha256(set/id)
 * sorts first, a quarter of them rounded up (at least one): fixed by the ids alone, so a question
 * added to a set changes only its own set's slice.
 */
export function sliceIds(set: EvalSet, questions: Question[]): Set<string> {
  const byType = new Map<string, Question[]>();
  for (const q of questions) byType.set(q.type, [...(byType.get(q.type) ?? []), q]);
  const ids = new Set<string>();
  for (const qs of byType.values()) {
    const sorted = [...qs].sort((a, b) =>
      hashOf(`${set.slug}/${a.id}`) < hashOf(`${set.slug}/${b.id}`) ? -1 : 1,
    );
    for (const q of sorted.slice(0, Math.max(1, Math.ceil(qs.length / 4)))) ids.add(q.id);
  }
  return ids;
}

// a reviewer without groups reads exactly what an anonymous reader may, and also sees the trace
const ANONYMOUS = { keyId: null, name: "eval", role: "REVIEWER" as const, groups: [] };

function lineOf(set: string, q: Question, view: AnswerView, pathOf: Map<string, string>) {
  const citations = view.sources.map((s) => pathOf.get(s.documentId) ?? s.title);
  return {
    pred: {
      id: q.id,
      status: view.status,
      answer: view.text,
      citations,
      claims: view.claims.filter((c) => c.verdict === "SUPPORTED").length,
    } satisfies Prediction,
    line: {
      set,
      id: q.id,
      type: q.type,
      status: view.status,
      grounded: view.grounded,
      claims: view.claims.filter((c) => c.verdict === "SUPPORTED").length,
      citations,
      quotes: view.sources.flatMap((s) => s.quotes.map((x) => x.text)),
      answer: view.text,
      correct: false,
      reason: "",
    } satisfies PredictionLine,
    // the status model's inputs (calibrate-status.ts), for npm run train:status
    features: (view.retrieval?.confidence as { features?: Record<string, number> } | null)
      ?.features,
  };
}

/** One set in a fresh in-memory database: ingest, ask every (selected) question, score. */
export async function runSet(
  set: EvalSet,
  only: Set<string> | null,
): Promise<{
  lines: PredictionLine[];
  features: (Record<string, number> | null)[];
  ingestMs: number;
  askMs: number;
}> {
  const docs = set.fetched ? materialise(set.dir) : path.join(set.dir, "docs");
  const questions = readQuestions(set).filter((q) => !only || only.has(q.id));
  const config = loadConfig({
    DATABASE_URL: "pglite:memory",
    FIELDNOTE_DEMO_DATA: "off",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "0",
  });
  const app = await createApp(config, { logger: pino({ level: "silent" }) });
  try {
    const t0 = performance.now();
    const report = await ingestFolder(app.ingestTarget, docs, { rootName: set.root });
    if (report.failed.length)
      throw new Error(
        `${set.slug}: ${report.failed.map((f) => `${f.file}: ${f.error}`).join("; ")}`,
      );
    const ingestMs = performance.now() - t0;
    const rows = await app.db.prisma.document.findMany({ select: { id: true, sourcePath: true } });
    const pathOf = new Map(
      rows.map((d) => [d.id, (d.sourcePath ?? "").replace(`${set.root}/`, "")]),
    );
    const t1 = performance.now();
    const made = [];
    for (const q of questions)
      made.push(lineOf(set.slug, q, await app.services.ask(ANONYMOUS, q.question), pathOf));
    const askMs = performance.now() - t1;
    const scored = scoreRows(
      questions,
      made.map((m) => m.pred),
    );
    const lines = made.map((m, i) => ({
      ...m.line,
      correct: scored[i]!.correct,
      reason: scored[i]!.why,
    }));
    return { lines, features: made.map((m) => m.features ?? null), ingestMs, askMs };
  } finally {
    await app.close();
  }
}

// ---- the parent: workers, summary, baseline ----

const fmt = (v: number | null) => (v === null ? "-" : v.toFixed(3));
const frac = (s: Summary, t: string) =>
  s.byType[t] ? `${s.byType[t]!.correct}/${s.byType[t]!.n}` : "-";

export const TYPES = [
  "direct",
  "how_to",
  "why",
  "yes_no",
  "version",
  "error",
  "multi_doc",
  "paraphrase",
  "shared_title",
  "unanswerable",
];

function summaryOf(lines: PredictionLine[]): Summary {
  return summarize(
    lines.map((l) => ({
      id: `${l.set}/${l.id}`,
      type: l.type,
      status: l.status,
      abstained: l.status === "NOT_IN_KNOWLEDGE_BASE" || l.claims === 0,
      correct: l.correct,
      why: l.reason,
    })),
  );
}

function printTable(lines: PredictionLine[], sets: string[]): void {
  const types = TYPES.filter((t) => lines.some((l) => l.type === t)).concat(
    [...new Set(lines.map((l) => l.type))].filter((t) => !TYPES.includes(t)).sort(),
  );
  const head = ["set", "n", ...types, "SUP.prec (n)", "abst.rec", "abst.prec"];
  const rows: string[][] = [];
  const row = (name: string, s: Summary) => [
    name,
    String(s.n),
    ...types.map((t) => frac(s, t)),
    `${fmt(s.supportedPrecision)} (${s.supported})`,
    fmt(s.abstentionRecall),
    fmt(s.abstentionPrecision),
  ];
  for (const set of sets) rows.push(row(set, summaryOf(lines.filter((l) => l.set === set))));
  rows.push(row("POOLED", summaryOf(lines)));
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmtRow = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(width[i]!) : c.padStart(width[i]!))).join("  ");
  console.log(fmtRow(head));
  for (const r of rows) console.log(fmtRow(r));
  const s = summaryOf(lines);
  console.log(
    `\npooled by type (right/n, share): ${types.map((t) => `${t} ${frac(s, t)} ${fmt(s.byType[t] ? s.byType[t]!.correct / s.byType[t]!.n : null)}`).join("; ")}`,
  );
}

const compared = (l: PredictionLine) =>
  JSON.stringify([
    l.status,
    l.grounded,
    l.claims,
    l.citations,
    l.quotes,
    l.answer,
    l.correct,
    l.reason,
  ]);

/** Lines of the run that differ from the baseline's (only questions the run asked), grouped. */
export function diffBaseline(
  run: PredictionLine[],
  base: PredictionLine[],
  expected: Set<string>,
): { groups: Record<string, string[]>; changed: number } {
  const key = (l: PredictionLine) => `${l.set}/${l.id}`;
  const before = new Map(base.filter((l) => expected.has(key(l))).map((l) => [key(l), l]));
  const groups: Record<string, string[]> = {
    "right→wrong": [],
    "wrong→right": [],
    "same verdict, other text": [],
    "new (not in the baseline)": [],
    "gone (in the baseline, not asked)": [],
  };
  const show = (l: PredictionLine) =>
    `[${l.status}${l.correct ? ", right" : `, wrong: ${l.reason}`}] ${l.answer.replace(/\s+/g, " ").slice(0, 160)} {${l.citations.join(", ")}}`;
  for (const l of run) {
    const b = before.get(key(l));
    before.delete(key(l));
    if (!b) groups["new (not in the baseline)"]!.push(`${key(l)} ${show(l)}`);
    else if (compared(b) === compared(l)) continue;
    else {
      const g =
        b.correct && !l.correct
          ? "right→wrong"
          : !b.correct && l.correct
            ? "wrong→right"
            : "same verdict, other text";
      groups[g]!.push(`${key(l)}\n    was ${show(b)}\n    now ${show(l)}`);
    }
  }
  for (const b of before.values()) groups["gone (in the baseline, not asked)"]!.push(key(b));
  return { groups, changed: Object.values(groups).reduce((n, g) => n + g.length, 0) };
}

const readLines = (file: string) =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as PredictionLine)
    : [];

const toJsonl = (lines: PredictionLine[]) => lines.map((l) => JSON.stringify(l)).join("\n") + "\n";

interface Job {
  set: EvalSet;
  only: string[] | null;
}

async function runParallel(
  jobs: Job[],
  workers: number,
  log: (s: string) => void,
  partial: string,
) {
  const results = new Map<string, Awaited<ReturnType<typeof runSet>>>();
  const queue = [...jobs].sort(
    (a, b) => weight(b) - weight(a), // the largest sets first, so no worker ends long after the others
  );
  await Promise.all(
    Array.from({ length: Math.min(workers, queue.length) }, async () => {
      const child = fork(__filename, ["--worker"], {
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      try {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const j = job;
          const res = await new Promise<Awaited<ReturnType<typeof runSet>>>((resolve, reject) => {
            const onMsg = (m: {
              ok: boolean;
              result?: Awaited<ReturnType<typeof runSet>>;
              error?: string;
            }) => {
              child.off("exit", onExit);
              if (m.ok) resolve(m.result!);
              else reject(new Error(m.error));
            };
            const onExit = (code: number | null) =>
              reject(new Error(`worker exited (${code}) on ${j.set.slug}`));
            child.once("message", onMsg);
            child.once("exit", onExit);
            child.send(j);
          });
          results.set(j.set.slug, res);
          fs.appendFileSync(partial, toJsonl(res.lines)); // a set's lines as soon as it is done
          log(
            `  ${j.set.slug.padEnd(24)} ${String(res.lines.length).padStart(4)} questions  ingest ${(res.ingestMs / 1000).toFixed(1)} s  ask ${(res.askMs / 1000).toFixed(1)} s`,
          );
        }
      } finally {
        child.disconnect();
      }
    }),
  );
  return results;
}

function weight(j: Job): number {
  const docs = j.set.fetched ? readManifest(j.set.dir).packages.length * 20 : 100;
  return (j.only?.length ?? readQuestions(j.set).length) + docs;
}

async function main(): Promise<void> {
  const program = new Command()
    .name("eval:all")
    .option("--sets <slugs>", "comma-separated sets (default: all)")
    .option("--slice <name>", "ci: the fixed stratified slice")
    .option("--check", "compare with eval/baseline.jsonl; exit 1 when a prediction changed")
    .option("--update", "write the predictions to eval/baseline.jsonl")
    .option("--jobs <n>", "worker processes", String(os.availableParallelism()))
    .option("--out <file>", "predictions file", path.join("eval", "out", "predictions.jsonl"))
    .option("--failures", "print every wrong answer")
    .parse();
  const opts = program.opts<{
    sets?: string;
    slice?: string;
    check?: boolean;
    update?: boolean;
    jobs: string;
    out: string;
    failures?: boolean;
  }>();
  const t0 = performance.now();
  let sets = discoverSets();
  if (opts.sets) {
    const want = opts.sets.split(",").map((s) => s.trim());
    const unknown = want.filter((w) => !sets.some((s) => s.slug === w));
    if (unknown.length)
      throw new Error(`no set ${unknown.join(", ")} (eval/sets/*, eval/corpora/*)`);
    sets = sets.filter((s) => want.includes(s.slug));
  }
  if (opts.slice && opts.slice !== "ci") throw new Error(`no slice ${opts.slice} (ci)`);
  const jobs: Job[] = sets.map((set) => ({
    set,
    only: opts.slice ? [...sliceIds(set, readQuestions(set))] : null,
  }));
  // every tarball into the cache first (one npm pack each, in this process), so workers only read it
  for (const s of sets.filter((x) => x.fetched))
    for (const p of readManifest(s.dir).packages) tarball(p.name, p.version, p.integrity);
  const fetchedMs = performance.now() - t0;
  const workers = Math.max(1, Number(opts.jobs));
  console.log(
    `eval:all: ${sets.length} sets, ${jobs.reduce((n, j) => n + (j.only?.length ?? readQuestions(j.set).length), 0)} questions${opts.slice ? ` (slice ${opts.slice})` : ""}, ${workers} workers (tarballs checked in ${(fetchedMs / 1000).toFixed(1)} s)`,
  );
  fs.mkdirSync(path.dirname(path.resolve(opts.out)), { recursive: true });
  const partial = `${opts.out}.partial`;
  fs.writeFileSync(partial, "");
  const results = await runParallel(jobs, workers, (s) => console.log(s), partial);
  const lines = sets.flatMap((s) => results.get(s.slug)!.lines);
  fs.mkdirSync(path.dirname(path.resolve(opts.out)), { recursive: true });
  fs.writeFileSync(opts.out, toJsonl(lines));
  const features = sets.flatMap((s) => {
    const r = results.get(s.slug)!;
    return r.lines.map((l, i) => ({
      set: l.set,
      id: l.id,
      type: l.type,
      status: l.status,
      correct: l.correct,
      features: r.features[i],
    }));
  });
  fs.writeFileSync(
    `${opts.out.replace(/\.jsonl$/, "")}.features.jsonl`,
    features.map((f) => `${JSON.stringify(f)}\n`).join(""),
  );
  console.log("");
  printTable(
    lines,
    sets.map((s) => s.slug),
  );
  if (opts.failures)
    for (const l of lines.filter((x) => !x.correct))
      console.log(`BAD ${l.set}/${l.id} [${l.status}] ${l.reason}`);
  const total = (performance.now() - t0) / 1000;
  const ingest = [...results.values()].reduce((n, r) => n + r.ingestMs, 0) / 1000;
  const ask = [...results.values()].reduce((n, r) => n + r.askMs, 0) / 1000;
  console.log(
    `\n${"metric".padEnd(34)}${"value".padStart(14)}\n${"wall time s".padEnd(34)}${total.toFixed(1).padStart(14)}\n${"ingest s (sum over workers)".padEnd(34)}${ingest.toFixed(1).padStart(14)}\n${"ask s (sum over workers)".padEnd(34)}${ask.toFixed(1).padStart(14)}\n${"ask ms per question".padEnd(34)}${((ask * 1000) / Math.max(1, lines.length)).toFixed(1).padStart(14)}\n${"workers".padEnd(34)}${String(workers).padStart(14)}`,
  );
  console.log(`predictions: ${opts.out}`);

  const asked = new Set(lines.map((l) => `${l.set}/${l.id}`));
  if (opts.update) {
    const keep = readLines(BASELINE).filter(
      (l) => !asked.has(`${l.set}/${l.id}`) && (opts.sets || opts.slice),
    );
    const order = new Map(discoverSets().map((s, i) => [s.slug, i]));
    const merged = [...keep, ...lines].sort(
      (a, b) => (order.get(a.set) ?? 1e9) - (order.get(b.set) ?? 1e9),
    );
    // within a set: question-file order
    const pos = new Map<string, number>();
    for (const s of discoverSets())
      readQuestions(s).forEach((q, i) => pos.set(`${s.slug}/${q.id}`, i));
    merged.sort(
      (a, b) =>
        (order.get(a.set) ?? 1e9) - (order.get(b.set) ?? 1e9) ||
        (pos.get(`${a.set}/${a.id}`) ?? 0) - (pos.get(`${b.set}/${b.id}`) ?? 0),
    );
    fs.writeFileSync(BASELINE, toJsonl(merged));
    console.log(`baseline: ${path.relative(process.cwd(), BASELINE)} (${merged.length} questions)`);
  }
  if (opts.check) {
    const expected = new Set<string>();
    const wanted = new Set(sets.map((s) => s.slug));
    for (const j of jobs)
      for (const q of readQuestions(j.set))
        if (!j.only || j.only.includes(q.id)) expected.add(`${j.set.slug}/${q.id}`);
    const base = readLines(BASELINE).filter((l) => wanted.has(l.set));
    const { groups, changed } = diffBaseline(lines, base, expected);
    for (const [g, xs] of Object.entries(groups)) {
      if (!xs.length) continue;
      console.log(`\n${g}: ${xs.length}`);
      for (const x of xs) console.log(`  ${x}`);
    }
    console.log(
      changed
        ? `\n--check: ${changed} predictions differ from eval/baseline.jsonl (a change to the answer step is committed with its baseline: npm run eval:all -- --update)`
        : `\n--check: all ${lines.length} predictions equal eval/baseline.jsonl`,
    );
    if (changed) process.exitCode = 1;
  }
}

if (process.argv.includes("--worker")) {
  process.on("message", (job: Job) => {
    runSet(job.set, job.only ? new Set(job.only) : null).then(
      (result) => process.send!({ ok: true, result }),
      (err: unknown) =>
        process.send!({ ok: false, error: err instanceof Error ? err.stack : String(err) }),
    );
  });
} else if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
