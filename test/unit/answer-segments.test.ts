/** Issue 58: Answer.segments, the answer as runs of text and citations a frontend renders directly. */
import { describe, expect, it } from "@jest/globals";
import { answerSegments } from "../../src/core/answers/answer-segments";

const claim = (written: string, documentId: string | null) => ({
  id: "a:0",
  text: "",
  verdict: "SUPPORTED" as const,
  citations: [
    { written, resolution: documentId ? ("RESOLVED" as const) : ("UNKNOWN" as const), documentId },
  ],
  checks: [],
  withheld: false,
});

describe("answerSegments", () => {
  it("cuts the text at its citations; joined, the segments are the text", () => {
    const text =
      "Run [`npx`][] first. The interval is 30 days [AX-4 maintenance schedule].\nSee [Nowhere] too.";
    const segs = answerSegments({
      text,
      claims: [claim("AX-4 maintenance schedule", "d1"), claim("Nowhere", null)],
      sources: [{ documentId: "d1", title: "AX-4 maintenance schedule" } as any],
    });
    expect(segs.map((s) => s.text).join("")).toBe(text);
    expect(segs.filter((s) => s.kind === "CITATION")).toEqual([
      {
        kind: "CITATION",
        text: "[AX-4 maintenance schedule]",
        documentId: "d1",
        title: "AX-4 maintenance schedule",
      },
      { kind: "CITATION", text: "[Nowhere]", documentId: null, title: "Nowhere" },
    ]);
    // a Markdown reference link no claim cites with stays prose
    expect(segs[0]).toEqual({
      kind: "TEXT",
      text: "Run [`npx`][] first. The interval is 30 days ",
      documentId: null,
      title: null,
    });
  });

  it("a fixed message is one text segment", () => {
    expect(answerSegments({ text: "Nothing found.", claims: [], sources: [] })).toEqual([
      { kind: "TEXT", text: "Nothing found.", documentId: null, title: null },
    ]);
  });
});
