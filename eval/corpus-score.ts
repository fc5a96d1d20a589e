/**
 * The shared scoring rules of ../shared/corpora/score.mjs (README "Scoring"), ported so the eval can
 * score in process; citations are scored by the cited document's source path only (the question
 * files' gold_titles follow an older title rule). Halves: dev = first byte of sha256(id) even.
 */
import { createHash } from "node:crypto";

export interface Question {
  id: string;
  type: string;
  question: string;
  gold_paths: string[];
  key_facts: string[];
  /** multi_doc: each part's key facts must be present and a gold path of each part cited */
  parts?: { gold_paths: string[]; key_facts: string[] }[];
}

export interface Prediction {
  id: string;
  status: string;
  answer: string;
  citations: string[];
  claims: number;
  latencyMs?: number;
}

export function normScore(s: string): string {
  return String(s ?? "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/"/g, "'")
    .replace(/`/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function hasKeyFact(answer: string, fact: string): boolean {
  const a = normScore(answer);
  const f = normScore(fact);
  if (/^[0-9][0-9.]*$/.test(f))
    return new RegExp(`(?<![0-9]|[0-9]\\.)${esc(f)}(?![0-9]|\\.[0-9])`).test(a);
  return a.includes(f);
}

export const abstained = (p: Prediction | undefined) =>
  !p || p.status === "NOT_IN_KNOWLEDGE_BASE" || p.claims === 0;

export function isDev(id: string): boolean {
  return createHash("sha256").update(id).digest()[0]! % 2 === 0;
}

export interface Row {
  id: string;
  type: string;
  status: string;
  abstained: boolean;
  correct: boolean;
  why: string;
}

export function scoreRows(questions: Question[], preds: Prediction[]): Row[] {
  const byId = new Map(preds.map((p) => [p.id, p]));
  return questions.map((q) => {
    const p = byId.get(q.id);
    const abst = p ? abstained(p) : false;
    if (q.type === "unanswerable") {
      return {
        id: q.id,
        type: q.type,
        status: p?.status ?? "MISSING",
        abstained: abst,
        correct: abst,
        why: abst ? "" : `answered with status ${p?.status ?? "MISSING"}`,
      };
    }
    if (!p)
      return {
        id: q.id,
        type: q.type,
        status: "MISSING",
        abstained: false,
        correct: false,
        why: "missing prediction",
      };
    const okStatus = p.status === "SUPPORTED" || p.status === "PARTIAL";
    // every answerable type (direct, how_to, why, yes_no — its key facts are the yes/no fact and
    // its reason —, version, error, paraphrase, shared_title, multi_doc): every key fact, a gold path
    const parts = q.type === "multi_doc" && q.parts?.length ? q.parts : [];
    const facts = [
      ...q.key_facts,
      ...parts.flatMap((x) => x.key_facts).filter((k) => !q.key_facts.includes(k)),
    ];
    const missing = facts.filter((k) => !hasKeyFact(p.answer, k));
    const uncited = parts
      .map((x, i) => (p.citations.some((c) => x.gold_paths.includes(c)) ? -1 : i + 1))
      .filter((i) => i > 0);
    const okCite = parts.length
      ? !uncited.length
      : p.citations.some((c) => q.gold_paths.includes(c));
    const why = !okStatus
      ? `status ${p.status}`
      : missing.length
        ? `missing key facts: ${missing.join(" | ")}`
        : !okCite
          ? parts.length
            ? `no gold citation for part ${uncited.join(", ")}`
            : "no gold citation"
          : "";
    return {
      id: q.id,
      type: q.type,
      status: p.status,
      abstained: abst,
      correct: okStatus && !missing.length && okCite,
      why,
    };
  });
}

export interface Summary {
  n: number;
  overall: number | null;
  answerable: number | null;
  answerableNoParaphrase: number | null;
  supportedPrecision: number | null;
  supported: number;
  abstentionPrecision: number | null;
  /** the same without the paraphrased questions (which need retrieval by meaning to be found at all) */
  abstentionPrecisionNoParaphrase: number | null;
  abstentionRecall: number | null;
  byType: Record<string, { n: number; correct: number }>;
}

const ratio = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 1000 : null);

export function summarize(rows: Row[]): Summary {
  const answerable = rows.filter((r) => r.type !== "unanswerable");
  const direct = answerable.filter((r) => r.type !== "paraphrase");
  const supported = rows.filter((r) => r.status === "SUPPORTED");
  const abst = rows.filter((r) => r.abstained);
  const unans = rows.filter((r) => r.type === "unanswerable");
  const byType: Summary["byType"] = {};
  for (const r of rows) {
    byType[r.type] ??= { n: 0, correct: 0 };
    byType[r.type]!.n++;
    if (r.correct) byType[r.type]!.correct++;
  }
  return {
    n: rows.length,
    overall: ratio(rows.filter((r) => r.correct).length, rows.length),
    answerable: ratio(answerable.filter((r) => r.correct).length, answerable.length),
    answerableNoParaphrase: ratio(direct.filter((r) => r.correct).length, direct.length),
    supportedPrecision: ratio(supported.filter((r) => r.correct).length, supported.length),
    supported: supported.length,
    abstentionPrecision: ratio(abst.filter((r) => r.type === "unanswerable").length, abst.length),
    abstentionPrecisionNoParaphrase: ratio(
      abst.filter((r) => r.type === "unanswerable").length,
      abst.filter((r) => r.type !== "paraphrase").length,
    ),
    abstentionRecall: ratio(unans.filter((r) => r.abstained).length, unans.length),
    byType,
  };
}
