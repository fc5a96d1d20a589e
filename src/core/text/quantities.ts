/**
 * Numbers with their units ("30 days", "30-day", "six months", "12.5 %"): the facts most easily
 * changed by a model without changing how plausible a sentence reads (30 -> 300 days).
 */
export interface Quantity {
  value: number;
  /** singular, lower-case; "" for a bare number */
  unit: string;
  raw: string;
}

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  hundred: 100,
  thousand: 1000,
};

const UNIT_ALIASES: Record<string, string> = {
  d: "day",
  day: "day",
  days: "day",
  daily: "day",
  wk: "week",
  wks: "week",
  week: "week",
  weeks: "week",
  mo: "month",
  month: "month",
  months: "month",
  yr: "year",
  yrs: "year",
  year: "year",
  years: "year",
  h: "hour",
  hr: "hour",
  hrs: "hour",
  hour: "hour",
  hours: "hour",
  min: "minute",
  mins: "minute",
  minute: "minute",
  minutes: "minute",
  s: "second",
  sec: "second",
  secs: "second",
  second: "second",
  seconds: "second",
  ms: "millisecond",
  millisecond: "millisecond",
  milliseconds: "millisecond",
  "%": "percent",
  percent: "percent",
  pct: "percent",
  "°c": "celsius",
  c: "celsius",
  celsius: "celsius",
  "°f": "fahrenheit",
  fahrenheit: "fahrenheit",
  credit: "credit",
  credits: "credit",
  kg: "kilogram",
  g: "gram",
  km: "kilometre",
  m: "metre",
  mm: "millimetre",
  cycle: "cycle",
  cycles: "cycle",
  hourly: "hour",
  times: "time",
  time: "time",
  gb: "gigabyte",
  mb: "megabyte",
  kb: "kilobyte",
  tb: "terabyte",
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
const DIGIT_RE = new RegExp(String.raw`(?<![\p{L}\p{N}.\-])${NUM}(?:\s*-?\s*${UNIT})?`, "giu");
const WORD_RE = new RegExp(String.raw`\b${WORD_NUM}(?:\s*-?\s*${UNIT})?`, "giu");

function unitOf(word: string | undefined): string {
  if (!word) return "";
  return UNIT_ALIASES[word.toLowerCase()] ?? "";
}

// "port 5778", "ports 4317", "host:14268": a number that names a network port
const PORT_RE = /(?:\bports?\s*:?\s*|[\p{L}\]]:)(\d{2,5})\b/giu;

export function extractQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(PORT_RE))
    out.push({ value: Number(m[1]), unit: "port", raw: m[0].trim() });
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
