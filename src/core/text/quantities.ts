/**
 * Numbers with their units ("30 days", "30-day", "six months", "12.5 %"): the facts most easily
 * changed by a model without changing how plausible a sentence reads (30 -> 300 days).
 */
import { SCALES, SMALL, UNITS } from "./quantity-words";

export interface Quantity {
  value: number;
  /** singular, lower-case; "" for a bare number */
  unit: string;
  raw: string;
}

/** Number words and units are the claim checks' tables (quantity-words.ts): one list to keep. */
const NUMBER_WORDS: Record<string, number> = {
  ...SMALL,
  hundred: SCALES.hundred!,
  thousand: SCALES.thousand!,
};

/** The units, and the things a document gives a number of ("3 approvers", "2 releases"). */
const UNIT_ALIASES: Record<string, string> = {
  ...UNITS,
  c: "celsius",
  cycle: "cycle",
  cycles: "cycle",
  times: "time",
  time: "time",
  credit: "credit",
  credits: "credit",
  user: "user",
  users: "user",
  request: "request",
  requests: "request",
  version: "version",
  release: "release",
  releases: "release",
  step: "step",
  steps: "step",
  approver: "approver",
  approvers: "approver",
  reviewer: "reviewer",
  reviewers: "reviewer",
  people: "person",
  person: "person",
  engineer: "engineer",
  engineers: "engineer",
};

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const WORD_NUM = `(${Object.keys(NUMBER_WORDS).join("|")})`;
const UNIT = String.raw`(%|°[cf]\b|[a-z]+)`;
// not inside an identifier that mixes digits and letters: "1d8oz4" is a name, not "1 day"
const DIGIT_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.\-])${NUM}(?:\s*(?:-\s*)?${UNIT})?(?![\p{L}\p{N}])`,
  "giu",
);
const WORD_RE = new RegExp(String.raw`\b${WORD_NUM}(?:\s*(?:-\s*)?${UNIT})?`, "giu");

function unitOf(word: string | undefined): string {
  if (!word) return "";
  return UNIT_ALIASES[word.toLowerCase()] ?? "";
}

// "port 5778", "ports 4317", "host:14268": a number that names a network port — not the line of
// a source location ("src/main.rs:19:19", "app.js:120")
const PORT_RE =
  /(?:\bports?\s*(?::\s*)?|[\p{L}\]](?<!\.(?:rs|js|mjs|cjs|ts|tsx|jsx|py|go|java|kt|rb|php|cs|c|h|cc|cpp|hpp|swift|scala|ex|exs|erl|hs|lua|sh|md|txt|json|ya?ml|toml)):)(\d{2,5})\b(?!:\d)/giu;

export function extractQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(PORT_RE))
    // "collector:14268" is shown as "port 14268", not as the host's last letter and the number
    out.push({
      value: Number(m[1]),
      unit: "port",
      raw: /^ports?/i.test(m[0]) ? m[0].trim() : `port ${m[1]}`,
    });
  for (const m of text.matchAll(DIGIT_RE)) {
    out.push({ value: Number(m[1]!.replace(/,/g, "")), unit: unitOf(m[2]), raw: m[0].trim() });
  }
  for (const m of text.matchAll(WORD_RE)) {
    const unit = unitOf(m[2]);
    // "one of the steps" is not a quantity; "six months" is.
    if (!unit) continue;
    out.push({ value: NUMBER_WORDS[m[1]!.toLowerCase()]!, unit, raw: m[0].trim() });
  }
  return out;
}

/** A claim quantity is backed when the evidence has the same value with the same (or no) unit. */
export function quantityBacked(q: Quantity, evidence: readonly Quantity[]): boolean {
  return evidence.some(
    (e) => e.value === q.value && (e.unit === q.unit || e.unit === "" || q.unit === ""),
  );
}
