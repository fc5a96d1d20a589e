/**
 * A sample of several settings, each under the comment that says what it does, is also quoted a
 * paragraph at a time: "// keep an element's content when the element is removed (default is true)"
 * over `DOMPurify.sanitize(dirty, { KEEP_CONTENT: false })` is that setting's, and the block quoted
 * whole answers with whichever of its twenty comments scored first. Only paragraphs led by a comment
 * that states a default are segments of their own: others are captions of the sample as a whole.
 */
import type { Passage, QuoteBlock } from "../types";

const COMMENT_LINE = /^[ \t]*(?:\/\/|#(?![!#])|\/\*|\*|--\s|<!--)/;
const FENCE_LINE = /^[ \t]*(?:`{3,}|~{3,})/;

interface Segment {
  passage: Passage;
  start: number;
  end: number;
  kind: "code";
  context: string | null;
}

/** The paragraphs of a code block led by a comment stating a default, when it has two or more led by comments. */
export function commentLedSegments(passage: Passage, block: QuoteBlock): Segment[] {
  if (block.kind !== "code") return [];
  const out: Segment[] = [];
  let led = 0;
  const body = passage.text.slice(block.start, block.end);
  const paragraph = /(?:^|\n)((?:[ \t]*\S[^\n]*(?:\n|$))+)/g;
  for (const m of body.matchAll(paragraph)) {
    const lines = m[1]!.replace(/\n$/, "").split("\n");
    let from = block.start + m.index + m[0].indexOf(m[1]!);
    // (the fence lines are the block's, not a paragraph's)
    if (FENCE_LINE.test(lines[0]!)) from += lines.shift()!.length + 1;
    if (lines.length && FENCE_LINE.test(lines.at(-1)!)) lines.pop();
    // (comment lines first, then code)
    const firstCode = lines.findIndex((l) => !COMMENT_LINE.test(l));
    if (firstCode < 1) continue;
    led++;
    // (only a comment that states a default: "// AFTER (v5)" over a whole sample is a caption)
    if (!lines.slice(0, firstCode).some((l) => /\bdefault/i.test(l))) continue;
    const end = from + lines.join("\n").length;
    out.push({ passage, start: from, end, kind: "code", context: block.context ?? null });
  }
  return led >= 2 ? out : [];
}
