/**
 * Issue 57 item 4: inputs that made a regular expression hold the CPU for seconds (super-linear
 * backtracking) now take milliseconds, and what each function returns on ordinary input is what it
 * returned before the rewrite (the expected values below were produced by the old expressions).
 * Time is the process's CPU time, so a busy machine does not fail the test; 100 ms is a ceiling.
 */
import { describe, expect, it } from "@jest/globals";
import { identifierWords, identifierWordsFor } from "../../src/core/ask/term-match";
import { parseCitations, stripMarkers, titleKeysFor } from "../../src/core/ask/parse-citations";
import { renderSiteMarkup } from "../../src/ingest/site-markup";
import { MarkdownChunker } from "../../src/adapters/markdown/markdown-chunker";

const CEILING_MS = 100;

function cpuMs(f: () => unknown): number {
  const before = process.cpuUsage();
  f();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const ctx = { root: "/nonexistent", file: "/nonexistent/v2/2.19/a.md", params: { version: "1.2" } };

describe("pathological inputs finish quickly", () => {
  it("identifierWords on 'AA-' x 666 (was 3 s)", () => {
    const question = "AA-".repeat(666);
    expect(cpuMs(() => identifierWords(question))).toBeLessThan(CEILING_MS);
    expect(cpuMs(() => identifierWordsFor(question, [["aa"]]))).toBeLessThan(CEILING_MS);
  });

  it("a 928-byte page of '{{%', tabs, '/', dashes, tabs at ingest (was 6.25 s)", () => {
    const page = `{{%${"\t".repeat(300)}/${"-".repeat(300)}${"\t".repeat(300)}`;
    expect(cpuMs(() => renderSiteMarkup(page, ctx))).toBeLessThan(CEILING_MS);
  });

  it("a model reply with 40 markers of spaces around 'part 0' (was 9 s)", () => {
    const marker = `[${" ".repeat(140)}part 0${" ".repeat(140)}–part 0x]`;
    const reply = marker.repeat(40);
    expect(cpuMs(() => parseCitations(reply))).toBeLessThan(CEILING_MS);
  });

  it("a 3 KB heading of '$' and '=' runs (was 6.3 s here; 1 s in the issue)", () => {
    const heading = `# ${"$".repeat(1000)}(${"=".repeat(2000)}\n\ntext\n`;
    const mixed = `# ${"$".repeat(500)}${"(=)=".repeat(600)}\n\ntext\n`;
    const chunker = new MarkdownChunker(1500);
    expect(cpuMs(() => chunker.chunk("T", heading))).toBeLessThan(CEILING_MS);
    expect(cpuMs(() => chunker.chunk("T", mixed))).toBeLessThan(CEILING_MS);
  });
});

describe("ordinary inputs give what they gave before", () => {
  it("identifier words", () => {
    expect(identifierWords("Set --collector.zipkin.host-port and QUERY_BASE_PATH.")).toBe(
      "--collector zipkin host-port QUERY BASE PATH",
    );
    expect(identifierWords("use braceExpandMax or scalePercentBy100")).toBe(
      " brace expand max scale percent by100 scale percent by 100",
    );
    expect(identifierWords("a_b c.d..e f_ _g v1.2.3")).toBe("a b c d v1 2 3");
    expect(
      identifierWordsFor("maxBatchSize and maximumBatchingWindow, foo.bar_baz", [
        ["batch", "size"],
      ]),
    ).toBe(" max batch size foo bar baz");
  });

  it("citation title keys, pieces and stripped text", () => {
    expect(titleKeysFor("Release process (part 2)")).toEqual([
      "release process (part 2)",
      "release process",
    ]);
    expect(titleKeysFor("Deploy guide – Part IV")).toEqual([
      "deploy guide – part iv",
      "deploy guide",
    ]);
    expect(titleKeysFor("Ops › Runbooks / Backups")).toEqual([
      "ops › runbooks / backups",
      "ops › runbooks",
      "ops",
    ]);
    expect(titleKeysFor("CI/CD checklist, part 3")).toEqual([
      "ci/cd checklist, part 3",
      "ci/cd checklist",
      "ci",
    ]);
    const reply =
      "Use the flag [Config guide; Ops › Backups] and [Deploy, part 2]. See [^1] and [x].";
    const cites = parseCitations(reply);
    expect(cites.map((c) => [c.written, c.start, c.end])).toEqual([
      ["Config guide; Ops › Backups", 13, 42],
      ["Deploy, part 2", 47, 63],
    ]);
    expect(cites[0]!.pieces.map((p) => p.keys)).toEqual([
      ["config guide"],
      ["ops › backups", "ops"],
    ]);
    expect(cites[1]!.commaPieces.map((p) => p.keys)).toEqual([["deploy"], ["part 2"]]);
    expect(stripMarkers(reply, cites)).toBe("Use the flag and. See [^1] and [x].");
  });

  it("Hugo shortcodes", () => {
    const page =
      'Intro {{< param "version" >}} and {{% notice tip %}}Keep it{{% /notice %}}.\n\n' +
      '{{< figure src="a.png" caption="A diagram" >}}\n\n{{< version >}}';
    expect(renderSiteMarkup(page, ctx).text).toBe("Intro 1.2 and Keep it.\n\nA diagram\n\n2.19");
  });

  it("a heading that declares defaults", () => {
    const md =
      "## .lighten(amount = 0.1, options?)\n\nLightens the colour.\n\n## parse(text)\n\nParses.\n";
    expect(new MarkdownChunker(1500).chunk("Colord", md).map((c) => c.text)).toEqual([
      "`.lighten(amount = 0.1, options?)`\n\nLightens the colour.",
      "Parses.",
    ]);
  });
});
