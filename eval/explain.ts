/**
 * npm run eval:explain -- <corpus dir> <question id|question text>: why an answer came out as it did —
 * the retrieved candidates with their relevance decisions, and the best-scoring quotable windows.
 * A development aid for reading failures one by one. EXPLAIN_SECTION=<text> shows only the windows
 * of chunks whose breadcrumb contains that text (why a block of that section lost); EXPLAIN_WINDOWS=<n>
 * how many (8 unless set).
 */
import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { ingestFolder } from "../src/ingest/ingest-folder";
import { PrismaRetriever } from "../src/adapters/prisma/prisma-retriever";
import { analyzeQuestion } from "../src/core/ask/question";
import { judgeRelevance } from "../src/core/ask/relevance";
import { rankedWindows, selectQuotes } from "../src/core/ask/select-quotes";
import { retrieve } from "../src/core/ask/retrieve";

void (async () => {
  const [corpusArg, ...rest] = process.argv.slice(2);
  const corpus = path.resolve(corpusArg!);
  const wanted = rest.join(" ");
  const questions = fs
    .readFileSync(path.join(corpus, "questions.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: string; question: string });
  const ids = wanted.split(",").map((s) => s.trim());
  const qs = questions.filter((q) => ids.includes(q.id));
  if (qs.length === 0) qs.push({ id: "adhoc", question: wanted });
  const config = loadConfig({
    DATABASE_URL: "pglite:memory",
    FIELDNOTE_DEMO_DATA: "off",
    LOG_LEVEL: "silent",
  });
  const app = await createApp(config, { logger: pino({ level: "silent" }) });
  try {
    await ingestFolder(app.ingestTarget, path.join(corpus, "docs"), {
      rootName: path.basename(corpus),
    });
    const retriever = new PrismaRetriever(app.db.prisma);
    const reader = { keyId: null, name: "x", role: "READER" as const, groups: [] };
    for (const q of qs) {
      const stats = await retriever.termStats();
      const a = analyzeQuestion(q.question, stats);
      console.log(`\n== ${q.id}: ${q.question}`);
      console.log(
        `terms: ${a.terms.map((t) => `${t.word}/${t.term}:${t.weight.toFixed(2)}${t.must ? "!" : ""}`).join(" ")}  parts: ${a.parts.map((p) => `"${p.text}"`).join(" | ")}  wants: ${a.wants.join(",")}`,
      );
      console.log(`lexemes queried: ${(await retriever.queryLexemes(q.question)).join(" ")}`);
      // the pipeline's own retrieval step (the names the question must match, misspellings), so
      // the candidates here are the ones the answer was built from
      const { readable: found } = await retrieve(
        { retriever, settings: { limit: config.retrieval.limit } },
        reader,
        a,
      );
      const judged = judgeRelevance(a, found, config.retrieval);
      for (const c of judged)
        console.log(
          `  ${c.decision.padEnd(14)} cov ${c.coverage.toFixed(2)} score ${c.passage.score.toFixed(3)} ${c.passage.sourcePath} :: ${c.passage.breadcrumb}`,
        );
      const evidence = judged.filter((c) => c.decision === "RELEVANT").map((c) => c.passage);
      for (const quote of selectQuotes(a, evidence, 6))
        console.log(
          `  QUOTE ${quote.score} [${quote.title}] ${quote.context ? `(${quote.context}) ` : ""}${quote.text.replace(/\s+/g, " ").slice(0, 200)}`,
        );
      // the answer the service gives, with the reasons for its status
      const view = await app.services.ask(reader, q.question);
      console.log(`  STATUS ${view.status}: ${JSON.stringify(view.limitations)}`);
      // the windows the quotes were chosen from, so a better one ranked lower shows why
      for (const w of rankedWindows(a, evidence)
        .filter((w) => w.passage.breadcrumb.includes(process.env.EXPLAIN_SECTION ?? ""))
        .slice(0, Number(process.env.EXPLAIN_WINDOWS ?? 8)))
        console.log(
          `    window ${w.score.toFixed(3)} ${w.kind} ${w.passage.sourcePath}@${w.start}: ${w.passage.text.slice(w.start, w.end).replace(/\s+/g, " ").slice(0, 160)}`,
        );
    }
  } finally {
    await app.close();
  }
})();
