/**
 * Splits a Markdown body into chunks that follow its headings, each with a breadcrumb
 * "Title › Section › Subsection". Structure comes from markdown-it's block tokens (never regexes
 * over Markdown); the chunk text is the source lines of the section, so excerpts and exact-quote
 * checks see what the author wrote. Long sections are cut at block, then sentence, boundaries.
 */
import MarkdownIt from "markdown-it";
import type { Chunker } from "../../core/documents/document-ports";
import type { ChunkDraft } from "../../core/documents/document-types";
import { normalizeTitle } from "../../core/text/normalize-title";

const md = new MarkdownIt("commonmark");
const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });

interface Section {
  path: string[];
  blocks: string[];
}

function splitLong(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const out: string[] = [];
  let current = "";
  for (const { segment } of sentenceSegmenter.segment(text)) {
    if (current && current.length + segment.length > max) {
      out.push(current.trim());
      current = "";
    }
    current += segment;
  }
  if (current.trim()) out.push(current.trim());
  // a single sentence longer than max is cut at words: the size bound always holds
  return out.flatMap((piece) => {
    if (piece.length <= max) return [piece];
    const words: string[] = [];
    let line = "";
    for (const w of piece.split(/\s+/)) {
      if (line && line.length + w.length + 1 > max) {
        words.push(line);
        line = "";
      }
      line = line ? `${line} ${w}` : w.slice(0, max);
    }
    if (line) words.push(line);
    return words;
  });
}

export class MarkdownChunker implements Chunker {
  constructor(private readonly maxChars: number) {}

  chunk(title: string, markdown: string): ChunkDraft[] {
    const lines = markdown.split("\n");
    const tokens = md.parse(markdown, {});
    const sections: Section[] = [{ path: [], blocks: [] }];
    const headings: string[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const tok = tokens[i]!;
      if (tok.level !== 0 || !tok.map) continue;
      if (tok.type === "heading_open") {
        const depth = Number(tok.tag.slice(1));
        const text = tokens[i + 1]?.content.trim() ?? "";
        headings.length = Math.max(0, depth - 1);
        headings[depth - 1] = text;
        // a leading "# Title" heading repeats the document title: not a section of its own
        const path = headings.filter((h, d) => h && !(d === 0 && normalizeTitle(h) === normalizeTitle(title)));
        sections.push({ path, blocks: [] });
        continue;
      }
      if (tok.nesting === -1) continue;
      const [start, end] = tok.map;
      const block = lines.slice(start, end).join("\n").trim();
      if (block) sections[sections.length - 1]!.blocks.push(block);
    }
    const chunks: ChunkDraft[] = [];
    for (const section of sections) {
      if (section.blocks.length === 0) continue;
      const crumb = [title, ...section.path].join(" › ");
      const pieces: string[] = [];
      let current = "";
      for (const block of section.blocks.flatMap((b) => splitLong(b, this.maxChars))) {
        if (current && current.length + block.length + 2 > this.maxChars) {
          pieces.push(current);
          current = "";
        }
        current = current ? `${current}\n\n${block}` : block;
      }
      if (current) pieces.push(current);
      pieces.forEach((text, i) => chunks.push({ breadcrumb: pieces.length > 1 ? `${crumb} (part ${i + 1})` : crumb, text }));
    }
    return chunks;
  }
}
