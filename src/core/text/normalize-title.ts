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
  // what /\s*\(([^()]*)\)\s*$/ matched, found from the end: that expression rescanned every run
  // of whitespace from each of its characters (issue 57 item 4)
  const end = title.trimEnd();
  const open = end.lastIndexOf("(");
  const qualifier = open >= 0 && end.endsWith(")") ? end.slice(open + 1, -1) : null;
  if (qualifier === null || qualifier.includes(")")) return { base: title, qualifier: null };
  return { base: title.slice(0, open).trimEnd(), qualifier };
}
