/**
 * A line stating the default of another entry than the setting the question names by its
 * identifier: "- `subscription.wsDefaultSubprotocol`: Set the default subprotocol …" states no
 * default of `keepAlive`.
 */
import { GENERIC_NOUN } from "./asked-default-noun";
import { shareOfSetting } from "./line-owners";
import { escapeRegExp } from "../text/regexp";

/** An identifier in a code span: `subscription.wsDefaultSubprotocol`, `useSecureParse`. */
const NAMED_IDENTIFIER = /`([\w$-]*(?:[a-z][A-Z]|[a-z]_[a-z]|\w\.\w)[\w.$-]*)`/g;

/**
 * A line about another named setting: "- `subscription.wsDefaultSubprotocol`: Set the default
 * subprotocol …" states no default of `keepAlive`, the setting the question names.
 */
export function anotherEntrys(line: string, subject?: string): boolean {
  if (!subject) return false;
  if (shareOfSetting(line, subject)) return true;
  const lower = line.toLowerCase();
  // ("- Default message: \"… {maxCharacters} characters\"" is the message's default, though it
  // writes the setting asked)
  const labelled = LABELLED_DEFAULT.exec(line)?.[1]?.toLowerCase();
  if (labelled && !GENERIC_NOUN.test(labelled) && !subject.includes(labelled)) return true;
  if (namesSetting(lower, subject)) return false;
  // "The default percentiles are: 0.01, …" states the percentiles' default, not `maxAgeSeconds`'s
  const noun = DEFAULT_OF.exec(line)?.[1]?.toLowerCase();
  return (
    [...line.replace(DEFAULT_LABEL_VALUE, " ").matchAll(NAMED_IDENTIFIER)].length > 0 ||
    // ("The default size is 2MB." under `maxFieldsSize` is its size's)
    (!!noun &&
      !GENERIC_NOUN.test(noun) &&
      !noun.includes(subject) &&
      !subject.endsWith(noun.split(" ").at(-1)!))
  );
}

/**
 * The value a default is given as: "Default: `Number.MAX_SAFE_INTEGER`" under `maxRowBytes` names
 * a constant as its value, not another entry.
 */
const DEFAULT_LABEL_VALUE = /\bdefault(?:s\s+to|\s+is|\s+value(?:\s+is)?)?\s*[:=]?\s*`[^`\n]*`/gi;

/** "Default message: …", "Default replacement: `[censored]`": the default of the noun labelled. */
const LABELLED_DEFAULT = /^\W*default ([a-z][\w-]*):/i;

/** "The default value is `16`" under `maxRedirections` states its default; "the default percentiles are" another thing's. */
const DEFAULT_OF = /\bthe default ([a-z][\w-]*(?: [a-z][\w-]*)?) (?:is|are)\b/i;

/**
 * Whether a line names the setting itself, not one whose name only begins with it: asked "the
 * default value of defaultPreload", `defaultPreloadDelay: 50, // ms, default is 50` is another's.
 */
export function namesSetting(line: string, subject: string): boolean {
  return new RegExp(`(?<![\\w$])${escapeRegExp(subject)}(?![\\w$])`).test(line);
}
