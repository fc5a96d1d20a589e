import { scoreRows, type Prediction, type Question } from "../../eval/corpus-score";

const q = (over: Partial<Question>): Question => ({
  id: "q1",
  type: "direct",
  question: "?",
  gold_paths: ["a.md"],
  key_facts: [],
  ...over,
});
const p = (over: Partial<Prediction>): Prediction => ({
  id: "q1",
  status: "SUPPORTED",
  answer: "",
  citations: [],
  claims: 1,
  ...over,
});

describe("eval scorer: the new question types", () => {
  it("multi_doc with parts needs every part's key facts and a gold path of every part", () => {
    const md = q({
      type: "multi_doc",
      gold_paths: ["a.md", "b.md"],
      key_facts: [],
      parts: [
        { gold_paths: ["a.md"], key_facts: ["port 8080"] },
        { gold_paths: ["b.md"], key_facts: ["`--verbose`"] },
      ],
    });
    const both = "It listens on port 8080; pass --verbose for more.";
    expect(scoreRows([md], [p({ answer: both, citations: ["a.md", "b.md"] })])[0]).toMatchObject({
      correct: true,
    });
    // one part's page not cited: wrong, though a gold path of the question is
    expect(scoreRows([md], [p({ answer: both, citations: ["a.md"] })])[0]).toMatchObject({
      correct: false,
      why: "no gold citation for part 2",
    });
    // one part's fact missing
    expect(
      scoreRows([md], [p({ answer: "port 8080", citations: ["a.md", "b.md"] })])[0],
    ).toMatchObject({ correct: false, why: "missing key facts: `--verbose`" });
  });

  it("multi_doc without parts keeps the shared rule (any gold path)", () => {
    const md = q({ type: "multi_doc", gold_paths: ["a.md", "b.md"], key_facts: ["x"] });
    expect(scoreRows([md], [p({ answer: "x", citations: ["b.md"] })])[0]!.correct).toBe(true);
  });

  it("yes_no, how_to, why, version, error are answerable: status, every key fact, a gold path", () => {
    for (const type of ["yes_no", "how_to", "why", "version", "error"]) {
      const yn = q({ type, key_facts: ["not supported", "because it is synchronous"] });
      expect(
        scoreRows(
          [yn],
          [p({ answer: "This is not supported because it is synchronous.", citations: ["a.md"] })],
        )[0]!.correct,
      ).toBe(true);
      const half = scoreRows([yn], [p({ answer: "This is not supported.", citations: ["a.md"] })]);
      expect(half[0]).toMatchObject({
        correct: false,
        why: "missing key facts: because it is synchronous",
      });
      expect(scoreRows([yn], [p({ status: "NOT_IN_KNOWLEDGE_BASE", claims: 0 })])[0]!.correct).toBe(
        false,
      );
    }
  });
});
