/**
 * Mentions of a default that state none: "more optimizations than the default" measures against
 * it, "You can override the default region" says there is one, "See the reference for defaults"
 * points to them, "The default mode is highly optimized" describes it. "What is the default …?" is
 * not answered by them.
 */
// (unless the value follows: "will use `build` instead of the default `.next` folder" names it)
// ("It is recommended you leave this as the default.", "keep the default" point to it, and "falls
// back to default index internally" says what happens, not what the default is)
const DEFAULT_IN_PASSING =
  /\b(?:(?:than|from|over|of|keep|use) the|leave (?:this|it|them|these) as(?: the)?|falls? back to(?: the| its)?) defaults?\b(?!\s+(?:`[^`\n]+`|\d))/gi;
/**
 * "You can override the default region when you trigger a run:" says there is one, not what it is;
 * "Override the default port (9789) used for …" says it; "// You can set the default search
 * options upon initialization" over a sample sets the reader's own.
 */
const OVERRIDDEN_DEFAULT =
  /\b(?:overrid(?:e|es|ing)|overwrit(?:e|es|ing)|chang(?:e|es|ing)|replac(?:e|es|ing)|set(?:s|ting)?)\s+(?:the|its|your)\s+defaults?\b(?![^.:\n]*[`\d])/gi;
/**
 * "Click the name for additional info and default values.", "See the reference for defaults": a
 * pointer to where the defaults are, stating none (unless a value follows: "see below: `5`").
 */
const POINTER_TO_DEFAULTS =
  /\b(?:click|see|refer to|visit|consult)\b[^.]{0,60}?\bdefaults?(?:\s+values?)?\b(?![^.\n]*[`\d])/gi;
/**
 * "an object mapping string argument names to default values", "An object of default values for
 * options", "provide default values for keys": what a setting holds, defaults of the reader's,
 * states none. ("here are the default values for the `opt-level` setting:" introduces them, and
 * "no default values" says there are none.)
 */
const DEFAULTS_HELD =
  /(?<=\b(?:to|of|provides?|providing)\s)default\s+values\b(?!\s*(?:are|is|:|=|`))(?![^.\n]*:\s*$)/gim;
/**
 * "`fuzzy` accepts a subset of these options … with the same defaults": the defaults of another
 * entry, by reference.
 */
const SAME_DEFAULTS = /\b(?:the\s+)?same\s+defaults?\b(?![^.\n]*[`\d])/gi;
/**
 * A change log's "Added default `threshold` and `limit`", "Changed the default encoder": a default
 * was given or changed, to what it does not say (unless "to" follows: "changed the default to 5").
 */
const DEFAULT_CHANGED =
  /\b(?:added|adds|introduced|removed|changed|updated)\s+(?:a\s+|the\s+)?defaults?\b(?![^.\n]*\bto\b)/gi;
/**
 * "The default mode is highly optimized for search performance", "The default resolution still
 * matters when …": what the default is like or does, not what it is ("The default mode is
 * `strict`" and "The default is set to 5" say it).
 */
const DESCRIBED_DEFAULT =
  /\bthe\s+default(?:\s+[a-z-]+){1,2}\s+(?:(?:still|also|only|now)\s+)?(?:(?:is|are)\s+(?:(?:highly|very|quite|much|more|less|also|always|usually|often|fully|well)\s+)+[a-z]+\b|(?:matters|works|depends|varies|differs|suffices)\b)(?![^.\n]*[`\d])/gi;

const IN_PASSING = [
  DEFAULT_IN_PASSING,
  OVERRIDDEN_DEFAULT,
  POINTER_TO_DEFAULTS,
  DEFAULTS_HELD,
  SAME_DEFAULTS,
  DEFAULT_CHANGED,
  DESCRIBED_DEFAULT,
];

/** The text without its mentions of a default that state none. */
export function withoutDefaultsInPassing(text: string): string {
  return IN_PASSING.reduce((t, re) => t.replace(re, " "), text);
}
