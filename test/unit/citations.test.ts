import { describe, expect, it } from "@jest/globals";
import { parseCitations } from "../../src/core/ask/parse-citations";
import { resolveMarker, type EvidenceTitle } from "../../src/core/ask/resolve-citations";
import { splitClaims } from "../../src/core/ask/split-claims";
import { normalizeTitle } from "../../src/core/text/normalize-title";
import type { TitleInfo } from "../../src/core/ask/ask-ports";
import type { Principal } from "../../src/core/types";

const reader: Principal = { keyId: "k", name: "r", role: "READER", groups: [] };
const titles = ["Release process", "Release", "Onboarding", "FAQ", "Rollback", "CI/CD checklist"];
const evidence = new Map<string, EvidenceTitle>(
  titles.map((t, i) => [normalizeTitle(t), { documentId: `d${i}`, title: t }]),
);
const catalog = new Map<string, TitleInfo>([
  [
    "supplier pricing",
    { titleKey: "supplier pricing", documentId: "secret", groups: ["procurement"] },
  ],
]);

/** Titles a text cites, resolved against the evidence titles above. */
function cited(text: string): string[] {
  return parseCitations(text).flatMap((m) =>
    resolveMarker(m, evidence, catalog, reader)
      .filter((c) => c.resolution === "RESOLVED")
      .map((c) => c.title!),
  );
}

describe("decision 0003 amendment: only bracket markers with an exact title cite", () => {
  it.each([
    ["Follow the release process before you deploy.", []],
    ["Onboarding takes a week; see the FAQ for details.", []],
    ["Our release process and onboarding are documented.", []],
    ["The FAQ answers it (Release process section).", []],
  ])("plain prose never cites: %s", (text, expected) => {
    expect(cited(text)).toEqual(expected);
  });

  it("a bracket with the exact title cites it", () => {
    expect(cited("Deploy after approval [Release process].")).toEqual(["Release process"]);
  });

  it("case, spacing and Unicode form are normalised", () => {
    expect(cited("x [  release   PROCESS ] y [ＦＡＱ] z [on\u200Bboarding]")).toEqual([
      "Release process",
      "FAQ",
      "Onboarding",
    ]);
  });

  it("a title that is a prefix of another resolves to the exact one", () => {
    expect(cited("[Release process]")).toEqual(["Release process"]);
    expect(cited("[Release]")).toEqual(["Release"]);
    expect(cited("[Release processes]")).toEqual([]);
  });

  it.each([
    ["[Release process › Rollback]", "Release process"],
    ["[Release process > Approval]", "Release process"],
    ["[Release process / Approval]", "Release process"],
    ["[Release process (part 2)]", "Release process"],
    ["[Release process, part 3]", "Release process"],
    ["[CI/CD checklist]", "CI/CD checklist"],
    ["[CI/CD checklist › Step 2]", "CI/CD checklist"],
  ])("breadcrumb and part suffixes are accepted: %s", (text, title) => {
    expect(cited(text)).toEqual([title]);
  });

  it("markdown links, footnotes, task boxes and images are not citations", () => {
    expect(
      parseCitations("see [Release process](https://x) [1] [^2] [ ] [x] ![FAQ](f.png)"),
    ).toHaveLength(0);
  });

  it("nested brackets cite the innermost title once; unclosed brackets cite nothing", () => {
    expect(cited("[[Release process]]")).toEqual(["Release process"]);
    expect(cited("text [Release process and more")).toEqual([]);
    expect(cited("text Release process] more")).toEqual([]);
  });

  it("two documents in one bracket, with ; or a comma", () => {
    expect(cited("[Release process; Rollback]")).toEqual(["Release process", "Rollback"]);
    expect(cited("[Release process, Rollback]")).toEqual(["Release process", "Rollback"]);
  });

  it("a title cited twice is one document cited twice (sources dedupe later)", () => {
    expect(cited("A [Rollback]. B [rollback].")).toEqual(["Rollback", "Rollback"]);
  });

  it("unknown and restricted citations do not resolve, and restricted is told apart internally", () => {
    const [unknown] = parseCitations("[Invented procedure]").flatMap((m) =>
      resolveMarker(m, evidence, catalog, reader),
    );
    const [restricted] = parseCitations("[Supplier pricing]").flatMap((m) =>
      resolveMarker(m, evidence, catalog, reader),
    );
    expect(unknown!.resolution).toBe("UNKNOWN");
    expect(restricted!.resolution).toBe("RESTRICTED");
    expect(restricted!.title).toBeNull();
    const allowed = parseCitations("[Supplier pricing]").flatMap((m) =>
      resolveMarker(m, evidence, catalog, { ...reader, groups: ["procurement"] }),
    );
    expect(allowed[0]!.resolution).toBe("UNKNOWN"); // readable, but not among the evidence
  });
});

describe("citations reveal nothing about restricted titles, and bracket uses in quotes are not citations", () => {
  it("a comma marker is read the same whether its second piece is a restricted title or not", () => {
    const read = (m: string) =>
      parseCitations(m)
        .flatMap((x) => resolveMarker(x, evidence, catalog, reader))
        .map((c) => c.resolution);
    expect(read("[Rollback, Supplier pricing]")).toEqual(read("[Rollback, Supplier pricingz]"));
    expect(read("[Rollback, Supplier pricing]")).toHaveLength(1);
  });

  it.each(["[...]", "[…]", "[sic]", "[sic!]", "[emphasis added]", "[1]", "[^2]", "[x]"])(
    "%s inside quoted text is not a citation",
    (m) => {
      expect(parseCitations(`He said "the release ${m} was late".`)).toEqual([]);
    },
  );

  it("an editorial insertion inside a quotation is not a citation; a marker after the closing quote is", () => {
    expect(parseCitations(`He said "[the company] will grow".`)).toEqual([]);
    expect(parseCitations(`He said “[the company] will grow”.`)).toEqual([]);
    expect(
      parseCitations(`The policy says "roll back first". [Rollback]`).map((m) => m.written),
    ).toEqual(["Rollback"]);
  });
});

describe("splitClaims", () => {
  it("splits sentences and list items, and attaches trailing markers to the claim before", () => {
    const claims = splitClaims(
      "The interval is 30 days. [AX-4] Filters are replaced.\n- Item one [FAQ]\n- Item two",
    );
    expect(claims.map((c) => [c.text, c.markers.map((m) => m.written)])).toEqual([
      ["The interval is 30 days.", ["AX-4"]],
      ["Filters are replaced.", []],
      ["Item one", ["FAQ"]],
      ["Item two", []],
    ]);
  });
});

describe("splitClaims footnotes", () => {
  it("a footnote after the period is not a claim of its own", () => {
    expect(splitClaims("A rollback starts within 15 minutes. [1]").map((c) => c.text)).toEqual([
      "A rollback starts within 15 minutes.",
    ]);
  });
});

describe("normalizeTitle", () => {
  it("folds case, width, invisible characters and spacing", () => {
    expect(normalizeTitle("  Release\u00A0 PROCESS\u200B ")).toBe("release process");
    expect(normalizeTitle("ＦＡＱ")).toBe("faq");
  });
});
