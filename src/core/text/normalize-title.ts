/**
 * The single normalisation behind both unique titles (Document.titleKey) and citation matching:
 * two titles that normalise alike are the same title, so a citation can never be ambiguous.
 * Unicode NFKC (full-width and compatibility forms fold), invisible format characters removed
 * (zero-width space, BOM), case-folded, whitespace collapsed, trimmed.
 */
export function normalizeTitle(title: string): string {
  return title
    .normalize("NFKC")
    .replace(/\p{Cf}/gu, "")
    .toLowerCase()
    .normalize("NFKC")
    .replace(/\s+/gu, " ")
    .trim();
}

/** A title and its ingest qualifier: "Exporters (Go)" -> { base: "Exporters", qualifier: "Go" }. */
export function splitQualifier(title: string): { base: string; qualifier: string | null } {
  const m = /\s*\(([^()]*)\)\s*$/.exec(title);
  return m ? { base: title.slice(0, m.index), qualifier: m[1]! } : { base: title, qualifier: null };
}
