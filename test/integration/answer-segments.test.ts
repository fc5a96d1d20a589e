/** Issue 58: Answer.segments over the API, beside an unchanged Answer.text (extractive model). */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ transport: "in-process" });
  await addDocument(t, {
    title: "Release process",
    body: "Every production release needs approval from at least two reviewers.",
  });
});
afterAll(async () => t?.close());

describe("Answer.segments", () => {
  it("a cited answer: text and citation runs that join to `text`, citations resolved", async () => {
    const r = await t.gql(
      `mutation { ask(input: { question: "How many reviewers must approve a production release?" }) {
        status text sources { title document { id } }
        segments { kind text documentId title }
      } }`,
    );
    expect(r.errors).toBeUndefined();
    const a = r.data.ask;
    expect(a.status).toBe("SUPPORTED");
    expect(a.segments.map((s: any) => s.text).join("")).toBe(a.text);
    const cites = a.segments.filter((s: any) => s.kind === "CITATION");
    expect(cites.length).toBeGreaterThan(0);
    for (const c of cites) {
      expect(c.documentId).toBe(a.sources[0].document.id);
      expect(c.title).toBe("Release process");
    }
    for (const s of a.segments.filter((x: any) => x.kind === "TEXT"))
      expect(s.text).not.toContain("[Release process]");
  });
});
