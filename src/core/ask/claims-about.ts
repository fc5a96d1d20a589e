import type { ClaimResult } from "../types";
import { kindsShown, statedText } from "./answer-kinds";
import type { QuestionPart } from "./question";
import { termIn, withPrefixes } from "./term-match";
import { contentTerms } from "../text/terms";

/**
 * The claims that speak to a part: its words in theirs, in their identifiers' (one keyed
 * `options.nsecs` speaks of nsecs), or a flag shown for "which flag …", as answeredTerms reads it.
 */
export function claimsAbout(
  part: QuestionPart,
  supported: readonly ClaimResult[],
  identifierWordsOf: (text: string) => string,
): ClaimResult[] {
  return supported.filter((c) => {
    const text = statedText(c.quote?.context, c.text);
    const have = withPrefixes([
      ...contentTerms(`${text} ${identifierWordsOf(text)}`),
      ...kindsShown(text),
    ]);
    return part.terms.some((t) => termIn(have, t));
  });
}
