/**
 * An answer's text as a frontend renders it: runs of text and citations, in order, so no client has
 * to find and strip `[Title]` markers itself. The text is `Answer.text` (as the viewer sees it) cut
 * at its citation markers: joined back, the segments' `text` gives exactly `Answer.text`. A marker
 * is a citation only when one of the answer's claims cites with it; other brackets (Markdown
 * reference links such as `[npx][]`, footnotes) stay text.
 */
import { parseCitations } from "../ask/parse-citations";
import type { AnswerView } from "./answer-view";

export interface AnswerSegmentView {
  kind: "TEXT" | "CITATION";
  /** the run of text, or the marker as written, brackets included */
  text: string;
  /** CITATION: the cited document when the citation resolved for this viewer, else null */
  documentId: string | null;
  /** CITATION: the cited document's title (as the source lists it), else the marker's content */
  title: string | null;
}

export function answerSegments(
  a: Pick<AnswerView, "text" | "claims" | "sources">,
): AnswerSegmentView[] {
  const cited = new Map<string, string | null>();
  for (const c of a.claims)
    for (const x of c.citations)
      if (!cited.has(x.written) || (x.resolution === "RESOLVED" && x.documentId))
        cited.set(x.written, x.resolution === "RESOLVED" ? x.documentId : null);
  const titles = new Map(a.sources.map((s) => [s.documentId, s.title]));
  const out: AnswerSegmentView[] = [];
  const text = (t: string) => {
    if (!t) return;
    const last = out[out.length - 1];
    if (last?.kind === "TEXT") last.text += t;
    else out.push({ kind: "TEXT", text: t, documentId: null, title: null });
  };
  let at = 0;
  for (const m of parseCitations(a.text)) {
    if (!cited.has(m.written)) continue;
    text(a.text.slice(at, m.start));
    const documentId = cited.get(m.written) ?? null;
    out.push({
      kind: "CITATION",
      text: a.text.slice(m.start, m.end),
      documentId,
      title: (documentId && titles.get(documentId)) || m.written,
    });
    at = m.end;
  }
  text(a.text.slice(at));
  return out;
}
