/**
 * Upload-parser and config-store READMEs (probe set 63): an entry's "The default size is 2MB." is
 * the size its name speaks of (`maxFieldsSize`), and an options table's "`false`&nbsp;**(default)**"
 * is a yes or a no, no measure.
 */
import { describe, expect, it } from "@jest/globals";
import { onlyBooleanDefaults, statesDefault } from "../../src/core/ask/stated-default";

describe("an entry's default named by the last word of its name (probe set 63)", () => {
  const item =
    " * `maxFieldsSize` - Limits the amount of memory all fields (not files) can\n   allocate in bytes.\n   The default size is 2MB.";

  it("is the default of the setting asked", () => {
    expect(statesDefault(item, "What is multiparty's default maxFieldsSize?")).toBe(true);
  });

  it("is not another setting's", () => {
    expect(statesDefault(item, "What is multiparty's default maxHeaderCount?")).toBe(false);
  });
});

describe("a choice marked as the default in an options table (probe set 63)", () => {
  const row =
    "abortOnLimit | <ul><li>false&nbsp;**(default)**</li><li>true</ul> | Returns a HTTP 413 when the file is bigger than the size limit if true.";

  it("is a yes or a no, which gives no default size", () => {
    expect(
      onlyBooleanDefaults(row, "What is express-fileupload's default maximum file size?"),
    ).toBe(true);
    expect(
      onlyBooleanDefaults("tempFilePermissions | 644&nbsp;**(default)**", "What permissions?"),
    ).toBe(false);
  });
});
