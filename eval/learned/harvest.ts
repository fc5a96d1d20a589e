/**
 * npm run harvest:answer -- [set...]
 *
 * The training data of the learned answer step (issue 55): every question of a set is asked through
 * the service as an anonymous reader with the extractive model wrapped so that what it is handed
 * (the question's analysis and its relevant evidence: `ModelInput`) is recorded beside today's
 * answer and its verdict under the shared scoring rules. Written to eval/out/learned/<set>.json
 * (git-ignored); `npm run train:answer` reads it.
 *
 * Sets: the two shared corpora (../shared/corpora/<name>: docs/ + questions.jsonl) and probe sets
 * given as `<questions.jsonl>=<docs root>=<root name>` (a root holds the set's folders). The new
 * question sets (eval/sets of h/sets-a, h/sets-b) are not harvested: they have not had a first run.
 */
import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { createApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { ingestFolder } from "../../src/ingest/ingest-folder";
import { ExtractiveModel } from "../../src/adapters/extractive/extractive-model";
import type { AnswerModel, ModelInput, ModelOutput } from "../../src/core/ask/ask-ports";
import { abstained, scoreRows, type Prediction, type Question } from "../corpus-score";

const ANONYMOUS = { keyId: null, name: "eval", role: "REVIEWER" as const, groups: [] };

export interface HarvestedQuestion {
  set: string;
  id: string;
  type: string;
  question: string;
  gold_paths: string[];
  key_facts: string[];
  parts?: { gold_paths: string[]; key_facts: string[] }[];
  rules: {
    status: string;
    answer: string;
    citations: string[];
    correct: boolean;
    abstained: boolean;
  };
  /** what the answer step was handed (null: no model call, e.g. no evidence) */
  input: ModelInput | null;
}

class Recording implements AnswerModel {
  readonly mode = "extractive" as const;
  last: ModelInput | null = null;
  private readonly inner = new ExtractiveModel();
  generate(input: ModelInput): Promise<ModelOutput> {
    if (!this.last) this.last = input;
    return this.inner.generate(input);
  }
}

async function harvest(set: string, questionsFile: string, docs: string, rootName: string) {
  const questions = fs
    .readFileSync(questionsFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Question & { parts?: HarvestedQuestion["parts"] });
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: "pglite:memory",
    FIELDNOTE_DEMO_DATA: "off",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "0",
  });
  const model = new Recording();
  const app = await createApp(config, { logger: pino({ level: "silent" }), model });
  try {
    await ingestFolder(app.ingestTarget, docs, { rootName });
    const docRows = await app.db.prisma.document.findMany({
      select: { id: true, sourcePath: true },
    });
    const pathOf = new Map(
      docRows.map((d) => [d.id, (d.sourcePath ?? "").replace(`${rootName}/`, "")]),
    );
    const out: HarvestedQuestion[] = [];
    const preds: Prediction[] = [];
    for (const q of questions) {
      model.last = null;
      const view = await app.services.ask(ANONYMOUS, q.question);
      const pred: Prediction = {
        id: q.id,
        status: view.status,
        answer: view.text,
        citations: view.sources.map((s) => pathOf.get(s.documentId) ?? s.title),
        claims: view.claims.filter((c) => c.verdict === "SUPPORTED").length,
      };
      preds.push(pred);
      const input = model.last as ModelInput | null;
      if (input)
        for (const p of input.evidence)
          (p as { sourcePath: string | null }).sourcePath = p.sourcePath
            ? p.sourcePath.replace(`${rootName}/`, "")
            : null;
      out.push({
        set,
        id: q.id,
        type: q.type,
        question: q.question,
        gold_paths: q.gold_paths,
        key_facts: q.key_facts,
        parts: q.parts,
        rules: {
          status: pred.status,
          answer: pred.answer,
          citations: pred.citations,
          correct: false,
          abstained: abstained(pred),
        },
        input,
      });
    }
    const rows = scoreRows(questions, preds);
    rows.forEach((r, i) => (out[i]!.rules.correct = r.correct));
    const dir = path.resolve("eval/out/learned");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${set}.json`), JSON.stringify(out));
    console.log(
      `${set}: ${out.length} questions, rules right ${rows.filter((r) => r.correct).length}`,
    );
  } finally {
    await app.close();
  }
}

(async () => {
  for (const arg of process.argv.slice(2)) {
    if (arg.includes("=")) {
      const [questions, docs, root] = arg.split("=");
      const set = path.basename(path.dirname(questions!));
      await harvest(set, questions!, docs!, root!);
    } else {
      const dir = path.resolve(arg);
      const name = path.basename(dir);
      await harvest(name, path.join(dir, "questions.jsonl"), path.join(dir, "docs"), name);
    }
  }
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
