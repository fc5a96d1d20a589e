/**
 * Testing libraries' READMEs (probe set 72): a product's member named alone ("restore" of
 * "mock.restore") names it only where the product is named too, by the page's folder or its words
 * (proxyquire's "allows you to restore the behavior" says nothing of mock-fs's `mock.restore()`); a
 * file's extension is no member ("mock.json"); and "bound to an ephemeral port" answers "which
 * port", though no number names it.
 */
import { describe, expect, it } from "@jest/globals";
import { analyzeQuestion } from "../../src/core/ask/question";
import { passageTerms, termIn } from "../../src/core/ask/term-match";
import { boundlessValue } from "../../src/core/ask/counted";
import { measureShown } from "../../src/core/ask/measures";
import { chunkedDoc, statsOf } from "../fixtures/passages";

describe("a product's member named alone (mock-fs's mock.restore())", () => {
  const mockFs = chunkedDoc(
    "mock-fs",
    "# mock-fs\n\nWhen you are ready to restore the `fs` module, call `restore()`.",
    "kb/mock-fs/README.md",
  );
  const proxyquire = chunkedDoc(
    "proxyquire",
    "# proxyquire\n\n`proxyquire.preserveCache` allows you to restore the behavior to match `require`.",
    "kb/proxyquire/README.md",
  );
  const q = analyzeQuestion(
    "Is calling mock.restore() required?",
    statsOf([...mockFs, ...proxyquire]),
  );
  const member = q.terms.find((t) => t.word === "mock.restore")!;
  const said = (p: (typeof mockFs)[number]) => passageTerms(p.text, p.breadcrumb, p.sourcePath);

  it("is the member in the product's own pages", () => {
    expect(member.member).toBe("restor");
    expect(termIn(said(mockFs[0]!), member)).toBe(true);
  });

  it("is not the member in another product's pages", () => {
    expect(termIn(said(proxyquire[0]!), member)).toBe(false);
  });

  it("is no literal written whole: its term holds it in the product's pages", () => {
    expect(q.literals).toEqual([]);
  });

  it("is no file's extension: 'mock.json' is a file, written whole", () => {
    const file = analyzeQuestion("What does mock.json hold?", statsOf([...mockFs, ...proxyquire]));
    expect(file.terms.find((t) => t.word === "mock.json")?.member).toBeUndefined();
    expect(file.literals).toEqual(["mock.json"]);
  });
});

describe("a port the system picks (supertest)", () => {
  const q = "Which port does supertest bind an app to when its server is not already listening?";
  const said =
    "If the server is not already listening for connections then it is bound to an ephemeral port for you.";

  it("is the port asked, though no number names it", () => {
    expect(boundlessValue(said, q)).toBe(true);
    expect(measureShown(q, said)).toBe(true);
    expect(measureShown(q, "The server is bound for you.")).toBe(false);
    expect(boundlessValue(said, "How many connections does supertest open?")).toBe(false);
  });
});
