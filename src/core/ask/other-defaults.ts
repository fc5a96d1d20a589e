/** Defaults of another time than now (one to come, one given up), and a module's default export. */

/** "We expect to enable it by default in Turborepo 3.0": a default to come states none today. */
const FUTURE_DEFAULT =
  /\b(?:expect|plan|intend|hope)s?\s+to\b[^.\n]*\bdefault\b|\bdefault\s+in\s+(?:a\s+)?(?:future|upcoming|later|the next)\b/gi;

/**
 * "This was the default array merging algorithm pre-version-2.0.0.", "This was the default behavior
 * before version 2.x.": a default given up states none today, unless the question asks the old one.
 */
const FORMER_DEFAULT =
  /\b(?:was|were|used\s+to\s+be)\s+the\s+default\b[^.\n]*?\b(?:before|prior\s+to|pre|until|up\s+to)\b[-\s]*(?:v(?:ersion)?[-\s]*)?\d/gi;
const NOTHING = /(?!)/g;
const ASKS_FORMER = /\b(?:was|were|used\s+to|before|prior\s+to|previously|formerly|pre)\b/i;

/**
 * "pLimit(concurrency) <sup>default export</sup>": a module's default export is how it is imported,
 * no setting's default, unless the question asks it ("What is the default export of remark-parse?").
 */
const MODULE_DEFAULT = /\bdefault\s+(?:export|import)s?\b/gi;
const ASKS_MODULE_DEFAULT = /\bdefault\s+(?:export|import)/i;

/**
 * The text without the defaults it states of another time than the one the question asks, and
 * without a module's default export unless that is asked.
 */
export function withoutOtherDefaults(text: string, question: string): string {
  return text
    .replace(FUTURE_DEFAULT, " ")
    .replace(ASKS_FORMER.test(question) ? NOTHING : FORMER_DEFAULT, " ")
    .replace(ASKS_MODULE_DEFAULT.test(question) ? NOTHING : MODULE_DEFAULT, " ");
}
