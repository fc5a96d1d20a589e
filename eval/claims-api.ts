/**
 * The claim checks through the API (npm run eval:claims -- --api): every row's evidence is stored as
 * a document of its own (chunked at ingest like any page), the claim is asked as the question, and a
 * model that answers with exactly "<claim> [<title of the row's document>]" stands in for the LLM.
 * The verdict is the recorded claim's. Unlike the direct call, only the chunks retrieval finds and
 * the relevance filter keeps are evidence: a claim whose evidence is not found is not supported
 * (NOT_IN_KNOWLEDGE_BASE counts as a rejection, and is counted apart).
 */
import pino from "pino";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { AnswerModel, ModelInput, ModelOutput } from "../src/core/ask/ask-ports";
import { upsertDocument } from "../src/core/documents/manage-documents";
import { MarkdownChunker } from "../src/adapters/markdown/markdown-chunker";
import { validateQuestion } from "../src/core/ask/validate-question";

export interface ClaimRow {
  id: string;
  evidence: string;
  claim: string;
}

export interface ApiVerdict {
  predicted: boolean;
  /** the answer's status when no claim was checked (NOT_IN_KNOWLEDGE_BASE, …) */
  status: string;
}

/** Answers every question (a claim) with the claim itself, citing the row's own document. */
class ClaimEchoModel implements AnswerModel {
  readonly mode = "generative" as const;
  constructor(private readonly titleOf: Map<string, string>) {}
  async generate(input: ModelInput): Promise<ModelOutput> {
    const title = this.titleOf.get(input.question) ?? "unknown";
    return { text: `${input.question} [${title}]`, model: "claim-echo", promptVersion: "echo-1" };
  }
}

const titleFor = (row: ClaimRow) => `Evidence ${row.id}`;
const ADMIN = { keyId: null, name: "eval", role: "ADMIN" as const, groups: [] };
const READER = { keyId: null, name: "eval reader", role: "READER" as const, groups: [] };

export async function verdictsThroughApi(
  rows: readonly ClaimRow[],
): Promise<Map<string, ApiVerdict>> {
  // keyed by the question as the pipeline receives it (validated: NFC, no control characters)
  const key = (claim: string) => validateQuestion(claim, 4000);
  const titleOf = new Map(rows.map((r) => [key(r.claim), titleFor(r)]));
  const config = loadConfig({
    DATABASE_URL: "pglite:memory",
    FIELDNOTE_DEMO_DATA: "off",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "0",
    MAX_QUESTION_LENGTH: "4000",
  });
  const app = await createApp(config, {
    logger: pino({ level: "silent" }),
    model: new ClaimEchoModel(titleOf),
  });
  const out = new Map<string, ApiVerdict>();
  try {
    const deps = {
      store: app.documents,
      chunker: new MarkdownChunker(config.limits.chunkMaxChars),
      limits: config.limits,
    };
    for (const r of rows)
      await upsertDocument(deps, ADMIN, {
        title: titleFor(r),
        body: r.evidence,
        // as ingest writes it: ingest-made titles are unique by construction, so the per-write
        // lookalike scan over every title (an API write's) is skipped
        source: {
          sourcePath: `claims/${r.id}.md`,
          sourceTitle: titleFor(r),
          titleOrigin: "SOURCE",
          aliases: [],
          titleNotes: [],
        },
      }).catch(
        () => undefined, // a body the service refuses (empty, too large) leaves the claim unfound
      );
    for (const r of rows) {
      const view = await app.services.ask(READER, r.claim);
      const claim = view.claims[0];
      out.set(r.id, {
        predicted: view.claims.length > 0 && view.claims.every((c) => c.verdict === "SUPPORTED"),
        status: claim ? claim.verdict : view.status,
      });
    }
  } finally {
    await app.close();
  }
  return out;
}
