import { describe, expect, it } from "@jest/globals";
import { MarkdownChunker } from "../../src/adapters/markdown/markdown-chunker";
import { ConfigError, loadConfig } from "../../src/config";
import { extractQuantities } from "../../src/core/text/quantities";
import { excerpt } from "../../src/core/text/sentences";

describe("MarkdownChunker", () => {
  it("follows headings and keeps a breadcrumb, skipping a leading title heading", () => {
    const chunks = new MarkdownChunker(1200).chunk(
      "Release process",
      "# Release process\n\nIntro.\n\n## Approval\n\nTwo reviewers.\n\n### Exceptions\n\nNone.\n\n## Deployment\n\nStaging first.",
    );
    expect(chunks.map((c) => [c.breadcrumb, c.text])).toEqual([
      ["Release process", "Intro."],
      ["Release process › Approval", "Two reviewers."],
      ["Release process › Approval › Exceptions", "None."],
      ["Release process › Deployment", "Staging first."],
    ]);
  });
  it("bounds long sections, cutting at sentences and marking parts", () => {
    const body = `## Long\n\n${Array.from({ length: 40 }, (_, i) => `Sentence number ${i} is here.`).join(" ")}`;
    const chunks = new MarkdownChunker(200).chunk("Doc", body);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(200);
    expect(chunks[1]!.breadcrumb).toBe("Doc › Long (part 2)");
    expect(chunks.map((c) => c.text).join(" ")).toContain("Sentence number 39 is here.");
  });
  it("does not treat # inside code blocks as headings", () => {
    const chunks = new MarkdownChunker(1200).chunk("Doc", "## A\n\n```\n# not a heading\n```\n");
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.breadcrumb).toBe("Doc › A");
  });
});

describe("quantities", () => {
  it("reads numbers with units, hyphenated and spelled out", () => {
    expect(
      extractQuantities("30 days, a 30-day window, six months, 2 percent, 1,000 users").map((q) => [
        q.value,
        q.unit,
      ]),
    ).toEqual([
      [30, "day"],
      [30, "day"],
      [2, "percent"],
      [1000, "user"],
      [6, "month"],
    ]);
  });
  it("does not read identifiers as quantities", () => {
    expect(extractQuantities("the AX-4 unit")).toEqual([]);
  });
});

describe("excerpt", () => {
  it("cuts at sentence boundaries", () => {
    expect(excerpt("One two three. Four five six. Seven eight nine.", 30)).toBe(
      "One two three. Four five six.",
    );
  });
});

describe("loadConfig", () => {
  it("defaults to the embedded database and the extractive model", () => {
    const c = loadConfig({});
    expect(c.database.url).toBe("pglite:./data/pglite");
    expect(c.model.kind).toBe("extractive");
    expect(c.http.port).toBe(4000);
  });
  it("turns on the generative model when an OpenAI key or base URL is set", () => {
    expect(loadConfig({ OPENAI_BASE_URL: "http://127.0.0.1:8000/v1" }).model.kind).toBe("openai");
  });
  it("refuses an admin key with spaces: it could never be sent as a bearer token", () => {
    expect(() => loadConfig({ FIELDNOTE_ADMIN_KEY: "an admin key with spaces in it!!" })).toThrow(
      /must not contain spaces/,
    );
  });
  it("reports every problem at once", () => {
    try {
      loadConfig({ PORT: "-1", DATABASE_URL: "mysql://x", RELEVANCE_MIN_COVERAGE: "2" });
      throw new Error("expected ConfigError");
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems).toHaveLength(3);
    }
  });
});

describe("a source location is not a port", () => {
  it("'src/main.rs:19:19' and 'app.js:120' give no port; 'collector:14268' and '[::1]:8080' do", () => {
    const ports = (t: string) =>
      extractQuantities(t)
        .filter((q) => q.unit === "port")
        .map((q) => q.value);
    expect(ports("thread 'main' panicked at src/main.rs:19:19:")).toEqual([]);
    expect(ports("at app.js:120")).toEqual([]);
    expect(ports("jaeger-collector:14268")).toEqual([14268]);
    expect(ports("jaeger.example.com:4317")).toEqual([4317]);
    expect(ports("[::1]:8080")).toEqual([8080]);
  });
});
