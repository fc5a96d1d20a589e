/**
 * The quantities of a claim, read finely enough to catch what a model changes without making a
 * sentence less plausible: "30" -> "300 days", "10-24" -> "10-25", "1970s", "mid-1970s",
 * "seven million", "tens of thousands", "fourth" -> "second", "per hour" -> "per day",
 * "-5", "$2.5 billion", "88%". Each quantity keeps the words around it (up to the next number),
 * so a value is compared with the evidence value that quantifies the same thing.
 *
 * Hand-written rather than `compromise`: measured here, compromise took 2.3 ms per sentence
 * (the whole check budget is 1 ms per claim) and read "tens of thousands" as 0 and "10-24" as 10.
 */
import { contentTerms, stem } from "./terms";

export type QuantityKind = "number" | "ordinal" | "year" | "decade";

export interface ClaimQuantity {
  kind: QuantityKind;
  value: number;
  /** upper end of a range ("10-24", "between 3 and 5", "2009-2010"); equals value otherwise */
  high: number;
  /** canonical unit ("day", "percent", "usd", a stemmed noun such as "student"); "" when bare */
  unit: string;
  /** "per hour", "per day": the rate's denominator, "" when none */
  rate: string;
  /** an approximate count ("tens of thousands", "hundreds") matches only an approximate count */
  approximate: boolean;
  /** "early", "mid", "late" for decades */
  qualifier: string;
  raw: string;
  /** content terms near the number (not crossing another number) */
  context: string[];
}

const SMALL: Record<string, number> = {
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
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
  bn: 1e9,
};
const APPROX: Record<string, number> = {
  dozens: 12,
  hundreds: 100,
  thousands: 1e3,
  millions: 1e6,
  billions: 1e9,
};
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  twentieth: 20,
  hundredth: 100,
};
const UNITS: Record<string, string> = {
  d: "day",
  day: "day",
  days: "day",
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
  "per cent": "percent",
  "°c": "celsius",
  celsius: "celsius",
  "°f": "fahrenheit",
  fahrenheit: "fahrenheit",
  kg: "kilogram",
  g: "gram",
  km: "kilometre",
  kilometers: "kilometre",
  kilometres: "kilometre",
  m: "metre",
  meters: "metre",
  metres: "metre",
  mm: "millimetre",
  cm: "centimetre",
  ft: "foot",
  feet: "foot",
  foot: "foot",
  mi: "mile",
  miles: "mile",
  mile: "mile",
  lb: "pound",
  lbs: "pound",
  gb: "gigabyte",
  mb: "megabyte",
  kb: "kilobyte",
  tb: "terabyte",
  ppm: "ppm",
  dollars: "usd",
  dollar: "usd",
  usd: "usd",
  euros: "eur",
  euro: "eur",
  eur: "eur",
  pounds: "gbp",
  gbp: "gbp",
  daily: "day",
  hourly: "hour",
  weekly: "week",
  monthly: "month",
  yearly: "year",
  annually: "year",
};
const CURRENCY: Record<string, string> = {
  $: "usd",
  us$: "usd",
  "£": "gbp",
  "€": "eur",
  "¥": "jpy",
};
const RATE_WORDS: Record<string, string> = {
  daily: "day",
  hourly: "hour",
  weekly: "week",
  monthly: "month",
  yearly: "year",
  annually: "year",
};
const MONTHS = new Set(
  "january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec".split(
    " ",
  ),
);
/** words after a number that are not what it counts */
const NOT_UNITS = new Set(
  "a an the and or but of to in on at by for with from as is are was were be been it its this that these those than then so if when while which who after before during since until about over under into per each every".split(
    " ",
  ),
);

interface Token {
  text: string;
  lower: string;
  /** a numeric token's value */
  num?: number;
}

const TOKEN =
  /(?:us\$|[$£€¥])|(?<![\p{L}\p{N}])-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\p{L}\p{N}])-?\d+(?:\.\d+)?(?:st|nd|rd|th|s|'s)?|°[cf]\b|%|[\p{L}][\p{L}'’]*|[–—-]|[^\s\p{L}\p{N}]/giu;

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.normalize("NFKC").matchAll(TOKEN)) {
    const t = m[0];
    out.push({ text: t, lower: t.toLowerCase() });
  }
  return out;
}

const DIGITS = /^(-?)(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(st|nd|rd|th|s|'s)?$/i;

interface Read {
  value: number;
  kind: QuantityKind;
  approximate: boolean;
  qualifier: string;
  /** index after the number */
  next: number;
}

/** Reads a number (digits, words, "tens of thousands", "1970s", "4th") starting at token i. */
function readNumber(ts: readonly Token[], i: number): Read | null {
  const t = ts[i]!;
  const d = DIGITS.exec(t.text);
  if (d) {
    // "-5" only when the minus is not a hyphen glued to a word before it
    let value = Number(d[2]!.replace(/,/g, "")) * (d[1] ? -1 : 1);
    const suffix = (d[3] ?? "").toLowerCase();
    let j = i + 1;
    if (suffix === "s" || suffix === "'s") {
      const qualifier =
        i > 0 && /^(early|mid|late)$/.test(ts[i - 1]!.lower)
          ? ts[i - 1]!.lower
          : i > 1 && ts[i - 1]!.lower === "-" && /^(early|mid|late)$/.test(ts[i - 2]!.lower)
            ? ts[i - 2]!.lower
            : "";
      return { value, kind: "decade", approximate: false, qualifier, next: j };
    }
    if (suffix) return { value, kind: "ordinal", approximate: false, qualifier: "", next: j };
    while (j < ts.length && SCALES[ts[j]!.lower] !== undefined) value *= SCALES[ts[j++]!.lower]!;
    const kind: QuantityKind =
      j === i + 1 && !d[1] && /^\d{4}$/.test(d[2]!) && value >= 1000 && value <= 2100
        ? "year"
        : "number";
    return { value, kind, approximate: false, qualifier: "", next: j };
  }
  if (t.lower === "once" || t.lower === "twice" || t.lower === "thrice") {
    return {
      value: t.lower === "once" ? 1 : t.lower === "twice" ? 2 : 3,
      kind: "number",
      approximate: false,
      qualifier: "times",
      next: i + 1,
    };
  }
  if (ORDINALS[t.lower] !== undefined)
    return {
      value: ORDINALS[t.lower]!,
      kind: "ordinal",
      approximate: false,
      qualifier: "",
      next: i + 1,
    };
  if (t.lower === "tens" || t.lower === "dozens" || APPROX[t.lower] !== undefined) {
    // "tens of thousands", "hundreds of millions", "dozens"
    let value = t.lower === "tens" ? 10 : APPROX[t.lower]!;
    let j = i + 1;
    if (ts[j]?.lower === "of" && APPROX[ts[j + 1]?.lower ?? ""] !== undefined) {
      value *= APPROX[ts[j + 1]!.lower]!;
      j += 2;
    } else if (t.lower === "tens") return null;
    return { value, kind: "number", approximate: true, qualifier: "", next: j };
  }
  const start = t.lower === "a" && SCALES[ts[i + 1]?.lower ?? ""] !== undefined ? i + 1 : i;
  let total = 0;
  let current = start === i + 1 ? 1 : 0;
  let j = start;
  let read = false;
  for (; j < ts.length; j++) {
    const w = ts[j]!.lower;
    if (SMALL[w] !== undefined) {
      current += SMALL[w]!;
      read = true;
    } else if (SCALES[w] !== undefined && (read || j === start)) {
      current = (current || 1) * SCALES[w]!;
      if (SCALES[w]! >= 1000) {
        total += current;
        current = 0;
      }
      read = true;
    } else if ((w === "-" || w === "and") && read && SMALL[ts[j + 1]?.lower ?? ""] !== undefined) {
      continue;
    } else break;
  }
  if (!read) return null;
  const value = total + current;
  // "one of the steps", "one day he" are not counts; "one" counts only before a unit
  if (value === 1 && j === i + 1 && t.lower === "one")
    return { value, kind: "number", approximate: false, qualifier: "weak", next: j };
  return { value, kind: "number", approximate: false, qualifier: "", next: j };
}

function unitAt(ts: readonly Token[], j: number): { unit: string; next: number } {
  const w = ts[j]?.lower;
  if (!w) return { unit: "", next: j };
  if (w === "-" && ts[j + 1] && /^\p{L}/u.test(ts[j + 1]!.text)) return unitAt(ts, j + 1); // "30-day"
  if (w === "per" && ts[j + 1]?.lower === "cent") return { unit: "percent", next: j + 2 };
  if (UNITS[w]) return { unit: UNITS[w]!, next: j + 1 };
  if (MONTHS.has(w) || NOT_UNITS.has(w) || !/^\p{L}/u.test(w)) return { unit: "", next: j };
  return { unit: stem(w.replace(/['’]s$/, "")), next: j + 1 };
}

function rateAt(ts: readonly Token[], j: number, unitWord: string | undefined): string {
  if (unitWord && RATE_WORDS[unitWord]) return RATE_WORDS[unitWord]!;
  const w = ts[j]?.lower;
  const n = ts[j + 1]?.lower ?? "";
  if ((w === "per" || w === "a" || w === "an" || w === "each" || w === "every" || w === "/") && n) {
    if (UNITS[n]) return UNITS[n]!;
    if (w === "per" || w === "/") return stem(n);
  }
  if (w && RATE_WORDS[w]) return RATE_WORDS[w]!;
  return "";
}

function contextAround(
  ts: readonly Token[],
  from: number,
  to: number,
  isNumber: (k: number) => boolean,
): string[] {
  const words: string[] = [];
  const stop = (k: number) => isNumber(k) || /^[,;:()]$/.test(ts[k]!.text);
  for (let k = from - 1; k >= Math.max(0, from - 4) && !stop(k); k--) words.push(ts[k]!.text);
  for (let k = to; k < Math.min(ts.length, to + 4) && !stop(k); k++) words.push(ts[k]!.text);
  return contentTerms(words.join(" ")).filter((t) => !/^\d/.test(t));
}

export function claimQuantities(text: string): ClaimQuantity[] {
  const ts = tokens(text);
  const found: { start: number; end: number; q: Omit<ClaimQuantity, "context"> }[] = [];
  for (let i = 0; i < ts.length; i++) {
    const currency = CURRENCY[ts[i]!.lower];
    const at = currency ? i + 1 : i;
    if (at >= ts.length) break;
    const r = readNumber(ts, at);
    if (!r) continue;
    let high = r.value;
    const u: { unit: string; next: number } = currency
      ? { unit: currency, next: r.next }
      : r.qualifier === "times"
        ? { unit: "time", next: r.next }
        : r.kind === "decade" || r.kind === "year"
          ? { unit: "", next: r.next }
          : unitAt(ts, r.next);
    // "the one featured", "one of them": "one" counts only a known unit ("one day", "one hour")
    if (r.qualifier === "weak" && !Object.values(UNITS).includes(u.unit)) continue;
    // a range: "10-24", "10 to 24 days", "between 2.0°C and 4.5°C", "2009–2010"
    for (const j of u.unit ? [r.next, u.next] : [r.next]) {
      const sep = ts[j]?.lower;
      if (
        !(
          sep === "-" ||
          sep === "–" ||
          sep === "—" ||
          sep === "to" ||
          (sep === "and" && ts[at - 1]?.lower === "between")
        ) ||
        !ts[j + 1]
      )
        continue;
      const other = readNumber(ts, CURRENCY[ts[j + 1]!.lower] ? j + 2 : j + 1);
      if (!other || other.kind !== r.kind || other.value < r.value) continue;
      high = other.value;
      const after =
        r.kind === "number" && !currency ? unitAt(ts, other.next) : { unit: "", next: other.next };
      if (!u.unit) u.unit = after.unit;
      u.next = after.unit === u.unit || !after.unit ? after.next : other.next;
      break;
    }
    const rate = rateAt(ts, u.next, ts[u.next - 1]?.lower);
    found.push({
      start: currency ? i : at,
      end: u.next,
      q: {
        kind: r.kind,
        value: r.value,
        high,
        unit: u.unit,
        rate,
        approximate: r.approximate,
        qualifier: r.qualifier === "weak" || r.qualifier === "times" ? "" : r.qualifier,
        raw: ts
          .slice(currency ? i : at, u.next)
          .map((t) => t.text)
          .join(" "),
      },
    });
    i = Math.max(i, u.next - 1);
  }
  const spans = found.map((f) => [f.start, f.end] as const);
  const inNumber = (k: number) => spans.some(([s, e]) => k >= s && k < e);
  return found.map((f) => ({ ...f.q, context: contextAround(ts, f.start, f.end, inNumber) }));
}

function sameAmount(a: ClaimQuantity, b: ClaimQuantity): boolean {
  if (a.value !== b.value || a.high !== b.high || a.approximate !== b.approximate) return false;
  const kinds = new Set([a.kind, b.kind]);
  // a year and a bare number of the same value are one reading ("in 2016" / "2016")
  if (a.kind !== b.kind && !(kinds.has("year") && kinds.has("number"))) return false;
  return a.kind !== "decade" || a.qualifier === b.qualifier || b.qualifier === "";
}

const KNOWN_UNITS = new Set(Object.values(UNITS).concat(Object.values(CURRENCY)));

/**
 * Units agree when equal. A bare number agrees with a unit only when the unit's word is right beside
 * it on the other side; two different nouns agree when the claim's noun is beside the evidence value
 * ("the first match of American football" / "the first American football match"). Two different
 * known units (metres and feet, per hour and per day) never agree.
 */
function sameUnit(claim: ClaimQuantity, evidence: ClaimQuantity): boolean {
  if (claim.rate !== evidence.rate && claim.rate !== "") return false;
  if (claim.unit === evidence.unit) return true;
  if (claim.unit === "")
    return !KNOWN_UNITS.has(evidence.unit) || claim.context.includes(evidence.unit);
  if (KNOWN_UNITS.has(claim.unit) && KNOWN_UNITS.has(evidence.unit)) return false;
  return (
    evidence.context.includes(claim.unit) ||
    (evidence.unit !== "" && claim.context.includes(evidence.unit))
  );
}

function shared(a: readonly string[], b: readonly string[]): number {
  const set = new Set(b);
  return a.filter((t) => set.has(t)).length;
}

export interface QuantityVerdict {
  quantity: ClaimQuantity;
  backed: boolean;
  /** the evidence value said of the same thing, when the claim's value is not it */
  instead?: ClaimQuantity;
}

/**
 * A claim quantity is backed by an evidence quantity of the same amount and unit — unless another
 * evidence value of that unit is said of the same thing more closely ("best estimate 3.0°C" when the
 * claim gives the best estimate as 2.0°C, which the evidence has as the low end of a range).
 */
export function sameQuantity(claim: ClaimQuantity, evidence: ClaimQuantity): boolean {
  return sameAmount(claim, evidence) && sameUnit(claim, evidence);
}

export function checkQuantity(
  q: ClaimQuantity,
  evidence: readonly ClaimQuantity[],
): QuantityVerdict {
  const matches = evidence.filter((e) => sameQuantity(q, e));
  if (matches.length === 0) {
    const instead = evidence
      .filter((e) => e.unit === q.unit && e.kind === q.kind)
      .sort((a, b) => shared(q.context, b.context) - shared(q.context, a.context))[0];
    return { quantity: q, backed: false, instead };
  }
  if (q.context.length === 0) return { quantity: q, backed: true };
  const best = Math.max(...matches.map((m) => shared(q.context, m.context)));
  const rival = evidence.find(
    (e) =>
      !matches.includes(e) &&
      e.unit === q.unit &&
      e.kind === q.kind &&
      e.unit !== "" &&
      shared(q.context, e.context) > best &&
      best === 0,
  );
  return rival ? { quantity: q, backed: false, instead: rival } : { quantity: q, backed: true };
}
