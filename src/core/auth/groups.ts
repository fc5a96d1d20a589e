/** Access groups: the names documents and API keys share, and how a list of them is cleaned. */
import { AppError } from "../errors";

const GROUP = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const MAX_GROUPS = 50;

/** Trimmed, lower-cased, unique and sorted; BAD_USER_INPUT (field "groups") for a bad name. */
export function cleanGroups(raw: readonly string[] | null | undefined): string[] {
  const groups = [...new Set((raw ?? []).map((g) => g.trim().toLowerCase()))];
  if (groups.length > MAX_GROUPS)
    throw new AppError("BAD_USER_INPUT", `at most ${MAX_GROUPS} groups`, { field: "groups" });
  const invalid = groups.filter((g) => !GROUP.test(g));
  if (invalid.length) {
    throw new AppError(
      "BAD_USER_INPUT",
      `invalid group name(s) ${invalid.map((g) => JSON.stringify(g)).join(", ")}: use 1-64 of a-z, 0-9, ".", "_", "-", starting with a letter or digit`,
      { field: "groups" },
    );
  }
  return groups.sort();
}
