/**
 * The markup documentation generators add on top of Markdown, turned into the text a reader of the
 * built site sees: Hugo shortcodes (`{{< … >}}`, `{{% … %}}`), Hugo and mdBook includes, MkDocs
 * admonitions, Docusaurus/MDX imports, JSX tags and `:::` fences, and HTML comments. Shortcodes and
 * includes are template syntax processed before Markdown (as the generators do, inside code blocks
 * too); everything else is removed only outside fenced code, whose extent comes from markdown-it.
 */
import fs from "node:fs";
import path from "node:path";
import MarkdownIt from "markdown-it";
import { headingText } from "../core/text/heading-text";
import { renderJsxDataProps } from "./jsx-data-props";
import { readLimitsFor, readTextInside, RefusedFile, type ReadLimits } from "./safe-read";
import { replaceShortcodes } from "./shortcode-scan";
import { docusaurusFence, isMdxImportOrExport, trimNewlines, withoutJsxTags } from "./markup-lines";
import { replacePairedShortcodes } from "./paired-shortcodes";

const md = new MarkdownIt("commonmark");

export interface MarkupReport {
  /** shortcode names this module does not know (their tags were removed, inner text kept) */
  unknownShortcodes: string[];
  /** includes that could not be resolved inside the ingested root (removed) */
  unresolvedIncludes: string[];
}

export interface MarkupContext {
  /** absolute path of the file being read */
  file: string;
  /** absolute path of the ingested root: includes outside it are never read */
  root: string;
  /** front matter of the page, for `{{< param "x" >}}` */
  params: Record<string, unknown>;
  /** the root's real path and the size cap includes are read with (default: computed from root) */
  limits?: ReadLimits;
}

/** Shortcodes that stand for a value: the word a reader sees. */
const VALUE_SHORTCODES: Record<string, string> = {
  check_yes: "yes",
  check_no: "no",
  yes: "yes",
  no: "no",
  check: "yes",
  cross: "no",
  tick: "yes",
};

/** Paired shortcodes whose inner text is shown as is (callouts, tabs, details, HTML wrappers). */
const CONTAINER_SHORTCODES = new Set([
  "info",
  "warning",
  "danger",
  "note",
  "tip",
  "alert",
  "caution",
  "notice",
  "important",
  "callout",
  "tabs",
  "tab",
  "tabpane",
  "details",
  "expand",
  "collapse",
  "columns",
  "column",
  "card",
  "cardpane",
  "blocks/section",
  "blocks/feature",
  "blocks/lead",
  "pageinfo",
  "rawhtml",
  "html",
  "center",
  "hint",
  "admonition",
  "panel",
  "box",
]);

/** Paired shortcodes whose inner text is code. */
const CODE_SHORTCODES = new Set(["mermaid", "highlight", "code", "plantuml", "katex", "math"]);

const VERSION_SHORTCODES = new Set([
  "currentversion",
  "version",
  "latestversion",
  "current_version",
]);

function attr(args: string, name: string): string | null {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(args);
  return m ? (m[1] ?? m[2] ?? m[3] ?? "") : null;
}

function firstPositional(args: string): string | null {
  const m = /^\s*(?:"([^"]*)"|'([^']*)'|([^\s=]+)(?=\s|$))/.exec(args);
  return m ? (m[1] ?? m[2] ?? m[3] ?? null) : null;
}

/** The version a versioned docs folder stands for ("v2/2.19/…" -> "2.19"), if the path names one. */
function versionFromPath(ctx: MarkupContext): string | null {
  const rel = path.relative(ctx.root, ctx.file).split(path.sep);
  const v = [...rel].reverse().find((seg) => /^v?\d+(?:\.\d+)+$/.test(seg));
  return v ? v.replace(/^v/, "") : null;
}

/** Reads an include target when it lies inside the ingested root; line ranges and mdBook anchors honoured. */
function readInclude(target: string, ctx: MarkupContext, report: MarkupReport): string | null {
  const [rawPath, ...selector] = target.trim().split(":");
  if (!rawPath) return null;
  const resolved = path.resolve(path.dirname(ctx.file), rawPath);
  const inside = resolved === ctx.root || resolved.startsWith(`${ctx.root}${path.sep}`);
  const unresolved = (why: string) => {
    report.unresolvedIncludes.push(
      `${path.relative(ctx.root, ctx.file)}: ${target.trim()} (${why})`,
    );
    return null;
  };
  if (!inside) return unresolved("outside the ingested folder");
  if (!fs.existsSync(resolved) || !fs.statSync(resolved).isFile()) return unresolved("not found");
  let content: string;
  try {
    // the real path decides: an include through a symbolic link leading out is not read
    content = readTextInside(resolved, (ctx.limits ??= readLimitsFor(ctx.root)));
  } catch (err) {
    if (err instanceof RefusedFile) return unresolved(err.reason);
    throw err;
  }
  let lines = content.replace(/\r\n?/g, "\n").split("\n");
  const sel = selector.join(":");
  if (/^\d*(:\d*)?$/.test(sel) && sel !== "") {
    const [from, to] = sel.split(":").map((n) => (n ? Number(n) : undefined));
    lines = lines.slice((from ?? 1) - 1, selector.length > 1 ? (to ?? lines.length) : from);
  } else if (sel && sel !== "all") {
    const start = lines.findIndex((l) => l.includes(`ANCHOR: ${sel}`));
    const end = lines.findIndex((l) => l.includes(`ANCHOR_END: ${sel}`));
    if (start >= 0) lines = lines.slice(start + 1, end > start ? end : undefined);
  }
  return lines.filter((l) => !/ANCHOR(?:_END)?:/.test(l)).join("\n");
}

/** One Hugo shortcode as the built page shows it: a value, a caption, an include, or nothing. */
function renderShortcode(
  rawName: string,
  args: string,
  ctx: MarkupContext,
  report: MarkupReport,
): string {
  const name = rawName.toLowerCase();
  if (name in VALUE_SHORTCODES) return VALUE_SHORTCODES[name]!;
  if (VERSION_SHORTCODES.has(name)) {
    const v = versionFromPath(ctx);
    if (!v) report.unknownShortcodes.push(rawName);
    return v ?? "";
  }
  if (name === "param") {
    const key = firstPositional(args) ?? attr(args, "name");
    const value = key ? ctx.params[key] : undefined;
    return value == null ? "" : String(value);
  }
  if (name === "figure" || name === "img" || name === "image")
    return attr(args, "caption") ?? attr(args, "title") ?? attr(args, "alt") ?? "";
  if (name === "ref" || name === "relref") return firstPositional(args) ?? "";
  if (["include", "readfile", "include-file", "import"].includes(name)) {
    const target = attr(args, "file") ?? attr(args, "path") ?? firstPositional(args);
    return target ? (readInclude(target, ctx, report) ?? "") : "";
  }
  if (!CONTAINER_SHORTCODES.has(name)) report.unknownShortcodes.push(rawName);
  return "";
}

function renderShortcodes(text: string, ctx: MarkupContext, report: MarkupReport): string {
  // paired code shortcodes first: their inner text must stay verbatim
  let out = replacePairedShortcodes(text, (whole, name, args, inner) => {
    if (!CODE_SHORTCODES.has(name.toLowerCase())) return whole;
    const lang =
      name.toLowerCase() === "highlight" ? (firstPositional(args) ?? "") : name.toLowerCase();
    return `\n\`\`\`${lang}\n${trimNewlines(inner)}\n\`\`\`\n`;
  });
  // {{< name args >}} and {{% name args %}}; "/name" closes a paired shortcode
  out = replaceShortcodes(out, (closing, rawName, args) =>
    closing ? "" : renderShortcode(rawName, args, ctx, report),
  );
  // mdBook: {{#include file}}, {{#rustdoc_include file:anchor}}, {{#playground file}}
  out = out.replace(
    /\{\{#(include|rustdoc_include|playground)(\s[^}]+)\}\}/g,
    (_w, _kind: string, spaced: string) => {
      // what `\s+([^}]+?)\s*\}\}` captured: the target without the whitespace around it (of
      // whitespace alone, its last character)
      const target = spaced.trim() || spaced.slice(-1);
      return readInclude(target, ctx, report) ?? "";
    },
  );
  return out.replace(/\{\{#title\s[^}]*\}\}/g, "");
}

/** Line ranges [start, end) of fenced and indented code blocks; `empty` marks fences with no content left. */
function codeRanges(text: string): { range: [number, number]; empty: boolean }[] {
  return md
    .parse(text, {})
    .filter((t) => (t.type === "fence" || t.type === "code_block") && t.map)
    .map((t) => ({ range: t.map as [number, number], empty: t.content.trim() === "" }));
}

/** Everything outside code: HTML comments, MDX imports and JSX tags, MkDocs/Docusaurus admonitions. */
function stripOutsideCode(text: string): string {
  const lines = text.split("\n");
  const inCode = new Array<boolean>(lines.length).fill(false);
  const drop = new Array<boolean>(lines.length).fill(false);
  for (const {
    range: [s, e],
    empty,
  } of codeRanges(text)) {
    // a code block whose only content was an include that could not be resolved says nothing
    for (let i = s; i < e; i++) (empty ? drop : inCode)[i] = true;
  }
  const out: string[] = [];
  let segment: string[] = [];
  const flush = () => {
    if (segment.length) out.push(...cleanProse(segment.join("\n")).split("\n"));
    segment = [];
  };
  lines.forEach((line, i) => {
    if (drop[i]) return;
    if (inCode[i]) {
      flush();
      out.push(line);
    } else segment.push(line);
  });
  flush();
  return out.join("\n");
}

/**
 * A code span shows its HTML as text (html-minifier's "wrap them `<!-- htmlmin:ignore -->`"), so the
 * HTML removal below must not reach inside one: spans are set aside and put back afterwards.
 */
function outsideCodeSpans(text: string, strip: (t: string) => string): string {
  const spans: string[] = [];
  const masked = text.replace(/(``?)(?!`)((?:(?!\1)[^\n])+?)\1(?!`)/g, (span) => {
    spans.push(span);
    return `\u0000${spans.length - 1}\u0000`;
  });
  return strip(masked).replace(/\u0000(\d+)\u0000/g, (m, i: string) => spans[Number(i)] ?? m);
}

/** HTML comments, inline HTML a reader sees as its text, and MDX import/export lines removed. */
function withoutHtml(text: string): string[] {
  return (
    outsideCodeSpans(text, (t) => t.replace(/<!--[^]*?-->/g, ""))
      .split("\n")
      // inline HTML a reader sees as its text: <span class="filename">Filename: x</span>, <a id="x"></a>;
      // a line of such tags alone goes whole (`<div></div>` inside an HTML table): left blank, it
      // would end the HTML block and make the indented lines after it a code block
      .flatMap((l) => {
        const seen = outsideCodeSpans(l, (t) => t.replace(INLINE_HTML, ""));
        return l.trim() && !seen.trim() ? [] : [seen];
      })
      .filter((l) => !isMdxImportOrExport(l))
  );
}

const INLINE_HTML =
  /<\/?(?:span|a|div|p|sup|sub|small|em|strong|b|i|u|kbd|code|br|img|abbr|mark|center|font)\b[^<>]*\/?>/gi;

function cleanProse(text: string): string {
  const out: string[] = [];
  let admonitionIndent: string | null = null;
  for (const line of withoutHtml(text)) {
    const adm = /^(\s*)(?:!!!|\?\?\?\+?)\s+\w+(?:\s+"([^"]*)")?\s*$/.exec(line);
    if (adm) {
      admonitionIndent = `${adm[1]}    `;
      if (adm[2]) out.push(`${adm[1]}${adm[2]}`, "");
      continue;
    }
    if (admonitionIndent !== null) {
      // MkDocs admonition bodies are indented: the content stays, one level out
      if (line.startsWith(admonitionIndent) || line.trim() === "") {
        out.push(line.startsWith(admonitionIndent) ? line.slice(4) : "");
        continue;
      }
      admonitionIndent = null;
    }
    // Docusaurus ":::note Title" / ":::" fences: the content stays, the fence lines go
    const docusaurus = docusaurusFence(line);
    if (docusaurus !== null) {
      if (docusaurus.trim()) out.push(docusaurus.trim(), "");
      continue;
    }
    // a component's or custom element's tags go, their text stays; a type in code (`Array<TextPart | ImagePart>`) is no tag and stays
    out.push(
      withoutJsxTags(
        line.replace(JSX_VALUE_ICON, (_m, name: string) => VALUE_SHORTCODES[name.toLowerCase()]!),
      ),
    );
  }
  return out.join("\n");
}

// an icon standing for a value, in a table cell of an MDX page (`<Check size={18} />`), as the Hugo
// shortcodes above are
const JSX_VALUE_ICON = /<(Check|Cross|Tick|Yes|No)\b[^<>]*\/>/g;
// (a custom element, `<docs-warning>`, is a wrapper too: its name has a hyphen, no HTML tag's does:
// see withoutJsxTags)

const DETAILS_OPEN = /^\s*<details\b[^>]*>\s*(?:<summary\b[^>]*>(.*?)<\/summary>\s*)?$/i;
const SUMMARY = /^\s*<summary\b[^>]*>(.*?)<\/summary>\s*$/i;
const DETAILS_CLOSE = /^\s*<\/details>\s*$/i;
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*\S/;

/**
 * A reference written as collapsible blocks (Helmet's headers: `<details><summary>Cross-Origin-
 * Embedder-Policy</summary>` … `</details>`, one after another) is sectioned by its summaries: the
 * summary is what a reader sees as the block's heading, and "This header is not set by default."
 * inside is about the header it names. The summary becomes a heading one level below the section it
 * sits in — only when the block ends where a heading, another such block or the page does, so no
 * text after it falls under its summary.
 */
function summariesAsHeadings(text: string): string {
  const lines = text.split("\n");
  const block = collapsibleBlocks(lines, proseMask(text, lines.length));
  let level = 1;
  for (let i = 0; i < lines.length; i++) {
    const heading = block.prose(i) && /^(#{1,6})\s/.exec(lines[i]!);
    if (heading) level = heading[1]!.length;
    const found = block.at(i);
    if (!found) continue;
    lines[i] = "";
    lines[found.summaryAt] = `${"#".repeat(Math.min(6, level + 1))} ${found.summary}`;
    lines[found.close] = "";
    i = found.summaryAt;
  }
  return lines.join("\n");
}

/** Which lines are prose (outside fenced and indented code). */
function proseMask(text: string, count: number): boolean[] {
  const prose = new Array<boolean>(count).fill(true);
  for (const {
    range: [s, e],
  } of codeRanges(text)) {
    for (let i = s; i < e; i++) prose[i] = false;
  }
  return prose;
}

/** The `<details>` block opening at a line, with its summary and closing line, when it can be a section. */
function collapsibleBlocks(lines: readonly string[], mask: readonly boolean[]) {
  const prose = (i: number) => mask[i] ?? true;
  const closeOf = (from: number) => {
    for (let j = from; j < lines.length; j++) {
      if (!prose(j)) continue;
      if (/^\s*<details\b/i.test(lines[j]!)) return -1;
      if (DETAILS_CLOSE.test(lines[j]!)) return j;
    }
    return -1;
  };
  const endsSection = (from: number) => {
    // (link reference definitions are not shown: "[XSS]: https://…" after the last block ends nothing)
    const j = lines.findIndex((l, k) => k > from && l.trim() !== "" && !LINK_DEFINITION.test(l));
    return (
      j < 0 || (prose(j) && (/^#{1,6}\s/.test(lines[j]!) || /^\s*<details\b/i.test(lines[j]!)))
    );
  };
  const at = (i: number) => {
    const open = prose(i) ? DETAILS_OPEN.exec(lines[i]!) : null;
    if (!open) return null;
    const summaryAt = open[1] !== undefined ? i : i + 1;
    const summary = (open[1] ?? SUMMARY.exec(lines[i + 1] ?? "")?.[1])
      ?.replace(/<[^<>]*>/g, "")
      .trim();
    const close = closeOf(summaryAt + 1);
    return summary && close >= 0 && endsSection(close) ? { summaryAt, summary, close } : null;
  };
  return { prose, at };
}

/** The page's Markdown as the built site shows it, and what could not be rendered. */
export function renderSiteMarkup(
  body: string,
  ctx: MarkupContext,
): { text: string; report: MarkupReport } {
  const report: MarkupReport = { unknownShortcodes: [], unresolvedIncludes: [] };
  const rendered = renderJsxDataProps(renderShortcodes(body.replace(/\r\n?/g, "\n"), ctx, report));
  const text = summariesAsHeadings(stripOutsideCode(rendered))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return {
    text,
    report: {
      unknownShortcodes: [...new Set(report.unknownShortcodes)],
      unresolvedIncludes: report.unresolvedIncludes,
    },
  };
}

/**
 * The page's title heading: the first `#` heading, else the first heading of any level (outside
 * code) — except on a folder's README or index page, whose first `##` is a section ("Motivation"),
 * and whose `#` headings, when there are several after some opening text, are sections too
 * ("# Features", "# Usage"): with `sectionsOnly`, the `#` heading must be the only one or open the page.
 */
export function titleHeading(text: string, opts: { sectionsOnly?: boolean } = {}): string | null {
  const tokens = md.parse(text, {});
  let first: string | null = null;
  const h1: string[] = [];
  let opening = true;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type === "paragraph_open" && !h1.length) opening = false;
    if (t.type !== "heading_open") continue;
    const content = headingText(tokens[i + 1], { markup: false });
    if (!content) continue;
    if (t.tag === "h1") h1.push(content);
    first ??= content;
  }
  // a README that heads its sections with # after its opening text ("# Features", "# Usage", …)
  // has no title heading; "# DataLoader" on its first line is one, a later "# Contributing" is not
  if (opts.sectionsOnly) return h1.length === 1 || (h1.length && opening) ? h1[0]! : null;
  return h1[0] ?? first;
}
