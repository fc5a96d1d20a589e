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
import { CURRENCY, MONTH_NAMES, MONTHS, NOT_UNITS, RATE_WORDS, UNITS } from "./quantity-words";
import { readNumber, tokens, type Read, type Token } from "./read-number";

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
  // "Aug. 10" and "August 10" name one date
  return contentTerms(
    words.map((w) => MONTH_NAMES[w.toLowerCase().replace(/\.$/, "")] ?? w).join(" "),
  ).filter((t) => !/^\d/.test(t));
}

/** Whether a quantity's context says nothing of what it counts ("since 2019", "around 300"). */
export function onlyHedged(q: ClaimQuantity): boolean {
  return q.context.every((t) => HEDGES.has(t));
}

const HEDGES = new Set(
  contentTerms("since circa around approximately roughly nearly almost some about"),
);

/** The unit a number counts: the currency before it, "times", none for years and decades, or the word after it. */
function unitOf(ts: readonly Token[], r: Read, currency: string | undefined) {
  if (currency) return { unit: currency, next: r.next };
  if (r.qualifier === "times") return { unit: "time", next: r.next };
  if (r.kind === "decade" || r.kind === "year") return { unit: "", next: r.next };
  return unitAt(ts, r.next);
}

const RANGE_SEPARATORS = new Set(["-", "–", "—", "to"]);

/**
 * A range: "10-24", "10 to 24 days", "between 2.0°C and 4.5°C", "2009–2010". Returns the upper
 * value, and updates the unit (and where the quantity ends) from the range's end.
 */
function rangeEnd(
  ts: readonly Token[],
  at: number,
  r: Read,
  u: { unit: string; next: number },
  currency: string | undefined,
): number {
  for (const j of u.unit ? [r.next, u.next] : [r.next]) {
    const sep = ts[j]?.lower ?? "";
    const between = sep === "and" && ts[at - 1]?.lower === "between";
    if (!(RANGE_SEPARATORS.has(sep) || between) || !ts[j + 1]) continue;
    // "from January 1984 to September 1990": the end's month belongs to the end
    const skip =
      CURRENCY[ts[j + 1]!.lower] || MONTHS.has(ts[j + 1]!.lower.replace(/\.$/, "")) ? 2 : 1;
    if (!ts[j + skip]) continue;
    const other = readNumber(ts, j + skip);
    if (!other || other.kind !== r.kind || other.value < r.value) continue;
    if (skip === 2 && !CURRENCY[ts[j + 1]!.lower] && other.kind !== "year") continue; // "May 3 to June 5": dates
    const after =
      r.kind === "number" && !currency ? unitAt(ts, other.next) : { unit: "", next: other.next };
    if (!u.unit) u.unit = after.unit;
    u.next = after.unit === u.unit || !after.unit ? after.next : other.next;
    return other.value;
  }
  return r.value;
}

/** "the one featured", "one of them" are no count: "one" counts a known unit ("one day") or ranks ("a number one hit"). */
function oneCounts(ts: readonly Token[], at: number, unit: string): boolean {
  return Object.values(UNITS).includes(unit) || ts[at - 1]?.lower === "number";
}

export function claimQuantities(text: string): ClaimQuantity[] {
  // "24/7" says "always", not a number 7 of something
  const ts = tokens(text.replace(/\b24\s*[/x×]\s*7\b/gi, "round-the-clock"));
  const found: { start: number; end: number; q: Omit<ClaimQuantity, "context"> }[] = [];
  for (let i = 0; i < ts.length; i++) {
    const currency = CURRENCY[ts[i]!.lower];
    const at = currency ? i + 1 : i;
    if (at >= ts.length) break;
    const r = readNumber(ts, at);
    if (!r) continue;
    const u = unitOf(ts, r, currency);
    if (r.qualifier === "weak" && !oneCounts(ts, at, u.unit)) continue;
    const high = rangeEnd(ts, at, r, u, currency);
    const start = currency ? i : at;
    found.push({
      start,
      end: u.next,
      q: {
        kind: r.kind,
        value: r.value,
        high,
        unit: u.unit,
        rate: rateAt(ts, u.next, ts[u.next - 1]?.lower),
        approximate: r.approximate,
        qualifier: r.qualifier === "weak" || r.qualifier === "times" ? "" : r.qualifier,
        raw: ts
          .slice(start, u.next)
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
