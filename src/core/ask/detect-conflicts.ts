/**
 * Seed 003: "If two allowed, current-looking sources conflict, return their dates and excerpts for
 * review instead of selecting the answer that sounds more confident." A conflict is the same
 * quantity about the same subject, stated differently by two current documents: each document's
 * passage that answers the question best is compared with the others'; they disagree when they
 * give different values in the same unit for the same subject (the words around the number). Pages
 * of different versions of a versioned site (different version folders), and a site's parallel
 * pages for its sections ("Exporters (Go)", "Exporters (Python)"), describe different things and
 * never conflict.
 */
import { contentTerms, tokenize } from "../text/terms";
import { splitQualifier } from "../text/normalize-title";
import { extractQuantities, type Quantity } from "../text/quantities";
import type { ConflictFinding, Passage } from "../types";
import { selectQuotes, type Quote } from "./select-quotes";
import type { QuestionAnalysis } from "./question";
import { isEntryHeading, quoteEntryKey, sectionHeading } from "./section-subject";
import { codeNameWords } from "./term-match";

/** Share of subject words two statements must share to be about the same thing. */
const SAME_SUBJECT = 0.5;

const VERSION_SEGMENT =
  /^(?:v?\d+(?:\.\d+)*|_?dev|next|latest|main|master|current|unreleased|nightly|stable|preview)$/i;

/** The version folders in a source path ("jaeger/v2/2.19/…" -> "v2/2.19"); "" when it names none. */
export function versionScope(sourcePath: string | null): string {
  return (sourcePath ?? "")
    .split("/")
    .slice(1, -1)
    .filter((s) => VERSION_SEGMENT.test(s))
    .join("/");
}

/**
 * Pages whose titles were qualified apart ("Exporters (Go)", "Exporters (Python)"): one page per
 * section of a site (a language, a product, a version) describing that section. The Go exporter's
 * port is not a disagreement with the Python exporter's.
 */
function parallelPages(a: Passage, b: Passage): boolean {
  const [x, y] = [splitQualifier(a.title), splitQualifier(b.title)];
  return a.title !== b.title && x.qualifier !== null && x.base === y.base;
}

interface Statement {
  passage: Passage;
  quote: Quote;
  quantities: Quantity[];
  subject: Set<string>;
  /** the endpoints its ports serve, by last path segment ("…:14268/api/sampling" -> "sampling") */
  endpoints: Set<string>;
  /** the setting a reference entry states ("maxtimeout" for "- **maxTimeout** `number` …"), if it is one */
  entry: string | null;
  /** the words of the names it writes in code (`.send()` -> "send", `TASK_PAYLOAD_MAXIMUM_SIZE`) */
  named: Set<string>;
}

/**
 * The key of the reference entry a quote is: an options-list item's or a table row's own name, or
 * the section heading that is a setting's name ("### `bodyLimit`").
 */
function entryOf(passage: Passage, quote: Quote): string | null {
  const raw = quoteEntryKey(quote.text).join(" ");
  if (raw) return raw;
  const { heading } = sectionHeading(passage);
  return heading && isEntryHeading(heading) ? contentTerms(heading).join(" ") || null : null;
}

/** The words near each number: what the number quantifies. */
function subjectOf(text: string): Set<string> {
  const tokens = tokenize(text);
  const out = new Set<string>();
  tokens.forEach((t, i) => {
    if (!/\d/.test(t)) return;
    for (const near of tokens.slice(Math.max(0, i - 6), i + 5))
      if (!/\d/.test(near)) for (const term of contentTerms(near)) out.add(term);
  });
  return out;
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let hit = 0;
  for (const t of a) if (b.has(t)) hit++;
  return hit / Math.min(a.size, b.size);
}

const lastLine = (text: string | null) => (text ?? "").split("\n").pop() ?? "";
const cellsOf = (line: string) =>
  line
    .replace(/^\s*\||\|\s*$/g, "")
    .split("|")
    .map((c) => c.trim());

/** Numbers in the cells of a table row whose column header names a port ("| Port | Protocol |" / "| 5778 | HTTP |"). */
function portCells(context: string | null, row: string): Quantity[] {
  const header = lastLine(context);
  if (!header.includes("|") || !row.includes("|")) return [];
  const names = cellsOf(header);
  return cellsOf(row).flatMap((cell, i) =>
    /\bports?\b/i.test(names[i] ?? "") && /^\d{2,5}$/.test(cell)
      ? [{ value: Number(cell), unit: "port", raw: `port ${cell}` }]
      : [],
  );
}

/** "/api/sampling?service=x" -> "sampling"; the root ("/") names no endpoint. */
function endpointKey(path: string): string | null {
  const segment = path.split(/[?#]/)[0]!.split("/").filter(Boolean).pop();
  return segment && /^[a-z][\w.-]*$/i.test(segment) ? segment.toLowerCase() : null;
}

/** Endpoints served on a port: in an address ("collector:14268/api/sampling") or a ports table's row. */
function endpointsOf(context: string | null, text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b[a-z][\w.-]*:\d{2,5}(\/[\w/.-]+)/gi)) {
    const key = endpointKey(m[1]!);
    if (key) out.add(key);
  }
  const header = lastLine(context);
  if (!header.includes("|") || !/\bports?\b/i.test(header)) return out;
  const names = cellsOf(header);
  cellsOf(text).forEach((cell, i) => {
    const key = /\b(?:endpoint|path)\b/i.test(names[i] ?? "")
      ? endpointKey(cell.replace(/`/g, ""))
      : null;
    if (key) out.add(key);
  });
  return out;
}

/** A table row: its subject is its own cells, not the header every row of every such table shares. */
function isRow(quote: Quote): boolean {
  return quote.text.includes("|") && lastLine(quote.context).includes("|");
}

/** The section words of a passage, without its page title: "Default Ports › Remote Sampling APIs". */
function sectionTerms(p: Passage): Set<string> {
  return new Set(contentTerms(p.breadcrumb.split(" › ").slice(1).join(" ")));
}

/**
 * Two statements are about the same thing when the words around their numbers mostly agree, or
 * when they give a port for the same endpoint ("…:14268/api/sampling" and a row "5778 | `/sampling`").
 */
function sameSubject(a: Statement, b: Statement): boolean {
  // two reference entries are about their keys: `maxTimeout`'s 30 seconds and `keepAliveTimeout`'s
  // 4 seconds are two settings' defaults, however alike the words around them
  if (a.entry && b.entry && a.entry !== b.entry) return false;
  if ([...a.endpoints].some((e) => b.endpoints.has(e))) return true;
  // two statements naming things in code are about those things: "per `.send()` call is 1MB" and
  // "| `TASK_PAYLOAD_MAXIMUM_SIZE` | 3145728 (3MB) | Max task payload size" share the words
  // "maximum payload size" but name nothing alike
  if (a.named.size && b.named.size && ![...a.named].some((t) => b.named.has(t))) return false;
  return overlap(a.subject, b.subject) >= SAME_SUBJECT;
}

/**
 * Ports belong to components, and sections name them: two ports disagree only in sections on the
 * same topic ("Remote Sampling APIs" / "Remote Sampling"); `/metrics` on 8888 under "Management
 * Ports" and on 17270 under "Remote Storage component" are two components' endpoints.
 */
function sameTopic(a: Statement, b: Statement): boolean {
  const sa = sectionTerms(a.passage);
  return [...sectionTerms(b.passage)].some((t) => sa.has(t));
}

/** The statement of each document that answers the question best (one per document). */
function statements(q: QuestionAnalysis, evidence: readonly Passage[]): Statement[] {
  const byDoc = new Map<string, Passage[]>();
  for (const p of evidence) byDoc.set(p.documentId, [...(byDoc.get(p.documentId) ?? []), p]);
  const out: Statement[] = [];
  for (const passages of byDoc.values()) {
    const [quote] = selectQuotes(q, passages, 1);
    if (!quote) continue;
    // values in code samples and program output (timings, sizes) are not statements of fact; the
    // addresses a sample connects to ("collector:14268") are
    const whole = `${quote.context ?? ""} ${quote.text}`;
    const code = whole.match(/```[^]*?(?:```|$)/g) ?? [];
    const text = whole.replace(/```[^]*?(?:```|$)/g, " ");
    const quantities = [
      ...extractQuantities(text),
      ...code.flatMap((c) => extractQuantities(c).filter((x) => x.unit === "port")),
      ...portCells(quote.context, quote.text),
    ].filter((x) => x.unit !== "");
    if (quantities.length)
      out.push({
        passage: passages.find((p) => p.chunkId === quote.chunkId)!,
        quote,
        quantities,
        subject: subjectOf(isRow(quote) ? quote.text : whole),
        endpoints: endpointsOf(quote.context, quote.text),
        entry: entryOf(
          passages.find((p) => p.chunkId === quote.chunkId)!,
          quote,
        ),
        named: codeNameWords(text),
      });
  }
  return out;
}

function disputedUnit(a: Statement, b: Statement): string | null {
  for (const qa of a.quantities) {
    const sameUnit = b.quantities.filter((qb) => qb.unit === qa.unit);
    const aValues = a.quantities.filter((x) => x.unit === qa.unit).map((x) => x.value);
    if (sameUnit.length && !sameUnit.some((qb) => aValues.includes(qb.value))) return qa.unit;
  }
  return null;
}

export function detectConflicts(
  q: QuestionAnalysis,
  evidence: readonly Passage[],
): ConflictFinding[] {
  return disagreementsOf(q, evidence).conflicts;
}

/** Two statements' disagreement on `unit`, keyed by the two revisions (the same pair is one finding). */
function findingOf(a: Statement, b: Statement, unit: string): ConflictFinding {
  const sides = [a, b].sort((x, y) => x.passage.revisionId.localeCompare(y.passage.revisionId));
  const shared = [...a.subject].filter((t) => b.subject.has(t));
  const words = tokenize(a.quote.text).filter((w) => shared.some((t) => contentTerms(w)[0] === t));
  return {
    key: `${sides.map((s) => s.passage.revisionId).join("+")}:${unit}`,
    fact: `${[...new Set(words)].slice(0, 6).join(" ") || "the value"} (${unit})`,
    sides: sides.map((s) => ({
      documentId: s.passage.documentId,
      title: s.passage.title,
      revisionId: s.passage.revisionId,
      revision: s.passage.revision,
      effectiveDate: s.passage.effectiveDate,
      excerpt: s.quote.text,
      values: s.quantities.filter((x) => x.unit === unit).map((x) => x.raw),
    })),
  };
}

/**
 * Conflicts, and the sections whose parallel pages say different things ("Exporters (Go)" 4318,
 * "Exporters (Python)" 4317) when the question names none of them: then no single answer is the
 * answer, and the reader is told so.
 */
export function disagreementsOf(
  q: QuestionAnalysis,
  evidence: readonly Passage[],
): { conflicts: ConflictFinding[]; sections: string[] } {
  const found = new Map<string, ConflictFinding>();
  const sections = new Set<string>();
  const asked = new Set(q.terms.map((t) => t.term));
  const names = (p: Passage) =>
    contentTerms(splitQualifier(p.title).qualifier ?? "").some((t) => asked.has(t));
  const list = statements(q, evidence);
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i]!;
      const b = list[j]!;
      if (versionScope(a.passage.sourcePath) !== versionScope(b.passage.sourcePath)) continue;
      if (!sameSubject(a, b)) continue;
      const unit = disputedUnit(a, b);
      if (!unit || (unit === "port" && !sameTopic(a, b))) continue;
      if (parallelPages(a.passage, b.passage)) {
        if (!names(a.passage) && !names(b.passage))
          [a, b].forEach((s) => sections.add(s.passage.title));
        continue;
      }
      const finding = findingOf(a, b, unit);
      if (!found.has(finding.key)) found.set(finding.key, finding);
    }
  }
  return { conflicts: [...found.values()], sections: [...sections].sort() };
}
