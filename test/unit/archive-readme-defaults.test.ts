/** Archive and compression libraries' READMEs (probe set 48): a yes-or-no question about an amount. */
import { describe, expect, it } from "@jest/globals";
import { askedKinds } from "../../src/core/ask/asked-kinds";

describe("a yes-or-no question about an amount (probe set 48)", () => {
  it("'Does … limit how much memory it uses?' asks no number; a default asked still does", () => {
    expect(
      askedKinds("Does decompress's filter option limit how much memory it uses?"),
    ).not.toContain("number");
    expect(askedKinds("How much memory does decompress use?")).toContain("number");
    // whether there is a limit asks the limit
    expect(
      askedKinds("Is there a limit on how many traces the in-memory storage keeps?"),
    ).toContain("number");
    expect(askedKinds("Does the pool limit how many connections it opens by default?")).toContain(
      "number",
    );
  });
});
