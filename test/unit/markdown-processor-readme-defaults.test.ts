/**
 * Markdown and HTML processors' READMEs (probe set 46): a program's comment stating a state, which
 * speaks for the lines it leads; a sample of many settings quoted a commented paragraph at a time; a
 * thing of a kind asked ("What heading style …?"), which a yes or a no is not; a product the
 * knowledge base files that the evidence has no page of.
 */
import { describe, expect, it } from "@jest/globals";
import { onlyYesOrNoDefaults, statesDefault } from "../../src/core/ask/stated-default";
import { analyzeQuestion } from "../../src/core/ask/question";
import { commentLedSegments } from "../../src/core/ask/code-segments";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { chunkedDoc, quotedText, statsIn } from "../fixtures/passages";

const fence = "```";

describe("a program's comment states the state of the lines it leads (probe set 46)", () => {
  const rules = `${fence}js\nvar md = new Remarkable();\n\n// Enable everything\nmd = new Remarkable('full', {\n  html: true,\n  typographer: true,\n});\n\n//\n// Manually enable rules, disabled by default:\n//\nvar md = new Remarkable();\nmd.core.ruler.enable([\n  'abbr'\n]);\n${fence}`;

  it("'// Manually enable rules, disabled by default:' says nothing of `html` set above it", () => {
    expect(statesDefault(rules, "Is HTML enabled in remarkable by default?")).toBe(false);
    expect(statesDefault(rules, "Is the abbr rule enabled in remarkable by default?")).toBe(true);
  });

  it("a comment over the key it describes states that key's default", () => {
    const pool = `${fence}js\nconst pool = new Pool({\n  // If true, when a create fails, the first pending acquire is\n  // rejected with the error. If this is false (the default) then\n  // create is retried until acquireTimeoutMillis milliseconds has\n  // passed.\n  propagateCreateError: false\n});\n${fence}`;
    expect(statesDefault(pool, "Is propagateCreateError enabled by default in tarn?")).toBe(true);
  });
});

describe("a sample of many settings, each under its comment (probe set 46)", () => {
  it("'// keep an element's content … (default is true)' is quoted with its own line, not the sample's first", () => {
    const lines = [
      "// return entire document including <html> tags (default is false)",
      "const clean = DOMPurify.sanitize(dirty, { WHOLE_DOCUMENT: true });",
      "",
      "// extend the default FORBID_CONTENTS list to also remove <a> elements under <p> elements",
      "const clean = DOMPurify.sanitize(dirty, { ADD_FORBID_CONTENTS: ['a'], FORBID_TAGS: ['p'] });",
      "",
      "// keep an element's content when the element is removed (default is true)",
      "const clean = DOMPurify.sanitize(dirty, { KEEP_CONTENT: false });",
      "",
      "// glue elements like style, script or others to document.body (default is false)",
      "const clean = DOMPurify.sanitize(dirty, { FORCE_BODY: true });",
    ];
    const purify = chunkedDoc(
      "DOMPurify",
      `# DOMPurify\n\n## Can I configure DOMPurify?\n\n${fence}js\n${lines.join("\n")}\n${fence}\n`,
      "kb/dompurify/README.md",
    );
    const text = quotedText(
      "Does DOMPurify keep an element's content when the element is removed, by default?",
      purify,
      { element: 30, content: 30, keep: 40, remov: 30, default: 60 },
    );
    expect(text).toBe(`${lines[6]}\n${lines[7]}`);
  });
});

describe("which paragraphs of a sample are quoted on their own (probe set 46)", () => {
  const segments = (code: string) => {
    const [p] = chunkedDoc("kb", `# kb\n\n${fence}js\n${code}\n${fence}\n`);
    const block = p!.blocks!.find((b) => b.kind === "code")!;
    return commentLedSegments(p!, block).map((s) => p!.text.slice(s.start, s.end));
  };

  it("a comment stating a default leads its own paragraph; a caption ('// AFTER (v5)') does not", () => {
    expect(
      segments("// BEFORE (v4)\nconst a = flat();\n\n// AFTER (v5)\nconst b = grouped();"),
    ).toEqual([]);
    expect(
      segments(
        "// keep content (default is true)\nsanitize({ KEEP_CONTENT: false });\n\n// AFTER (v5)\nconst b = grouped();",
      ),
    ).toEqual(["// keep content (default is true)\nsanitize({ KEEP_CONTENT: false });"]);
    // one commented paragraph is the block itself
    expect(
      segments("// keep content (default is true)\nsanitize({ KEEP_CONTENT: false });"),
    ).toEqual([]);
  });
});

describe("a thing of a kind asked, and a product without a page in the evidence (probe set 46)", () => {
  const showdown = chunkedDoc(
    "showdown",
    "# showdown\n\n## Valid Options\n\n * **ghCompatibleHeaderId**: (boolean) [default false] Generate header ids compatible with github style (spaces are replaced with dashes)\n * **tables**: (boolean) [default false] Enable support for tables syntax.\n",
    "kb/showdown/README.md",
  );
  const df = { head: 20, style: 20, default: 60, level: 20, start: 20 };

  it("'What heading style …?' is not answered by a yes or a no of another setting", () => {
    expect(quotedText("What heading style does showdown use by default?", showdown, df)).toBe("");
    // asked by the setting's own name, a yes or a no is its value
    expect(
      quotedText("What is the default of ghCompatibleHeaderId in showdown?", showdown, df),
    ).toContain("[default false]");
  });

  it("a yes, a no or a state is no thing of a kind; a question about a state is answered by one", () => {
    const style = "What heading style does showdown use by default?";
    expect(
      onlyYesOrNoDefaults(
        "* **ghCompatibleHeaderId**: (boolean) [default false] Generate header ids",
        style,
      ),
    ).toBe(true);
    expect(
      onlyYesOrNoDefaults(
        "all of these options are ***DISABLED*** by default in the cli tool.",
        style,
      ),
    ).toBe(true);
    expect(
      onlyYesOrNoDefaults(
        "* **headerLevelStart**: (integer) [default 1] Set the header starting level.",
        style,
      ),
    ).toBe(false);
    // "by default, run on …" states no state, and the state asked is what the answer lists
    expect(
      onlyYesOrNoDefaults(
        "Lambda functions, by default, run on compute systems that have the 64 bit x86 architecture.",
        "What processor architecture do Lambda functions run on by default?",
      ),
    ).toBe(false);
    expect(
      onlyYesOrNoDefaults(
        "Enabled by default:\n\n- Footnotes\n- Tables",
        "Which syntax extensions are enabled by default in remarkable?",
      ),
    ).toBe(false);
  });

  it("'marked's default for the gfm option' is not answered from remarkable's '==marked text=='", () => {
    const kb = [
      ...chunkedDoc(
        "remarkable",
        "# remarkable\n\n## Syntax extensions\n\nDisabled by default:\n\n- __<mark>__ - `==marked text==` (experimental)\n- gfm tables are enabled by default in the `full` preset.\n",
        "kb/remarkable/README.md",
      ),
      ...chunkedDoc(
        "marked",
        "# marked\n\nA markdown parser built for speed.",
        "kb/marked/README.md",
      ),
    ];
    const q = "What is marked's default for the gfm option?";
    // (the question is read with the whole knowledge base's folders; the evidence is remarkable's page)
    const asked = analyzeQuestion(q, statsIn(kb, { mark: 3, default: 60 }));
    expect(asked.products).toEqual(["marked"]);
    const remarkable = kb.filter((p) => p.title === "remarkable");
    expect(selectQuotes(asked, remarkable)).toEqual([]);
    // with marked's page in the evidence, its windows are the ones left (it states no default)
    expect(selectQuotes(asked, kb).map((x) => x.title)).not.toContain("remarkable");
  });
});
