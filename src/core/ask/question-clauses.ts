/**
 * The clauses of a question that are not what it asks: the asker's purpose ("… so others can
 * install it") and a condition ("… when a request has more parameters than parameterLimit").
 */
import { contentWords } from "../text/terms";
import type { QuestionTerm } from "./question";

/**
 * "… so others can install it the same way", "… in order to save space": the purpose the asker
 * has in mind, not what they ask — the page that answers "how do I publish a crate" need not talk
 * about installing it. The words still count for the whole question, not for the part.
 */
export const PURPOSE_CLAUSE =
  /\b(?:so(?: that)?\s+(?:[a-z]+\s+){1,2}?(?:can|could|will|would|may|might)|in order (?:to|that))\b.*$/i;

const CONDITION = /\s+(?:when|whenever|if|unless)\s+\S.*$/i;

export function askedBeforeCondition(
  text: string,
  byTerm: Map<string, QuestionTerm>,
): QuestionTerm[] {
  const main = text.replace(CONDITION, "");
  // "What happens if …" asks for the consequence of its condition, which says no "happen"
  if (
    main === text ||
    /^\W*what\s+(?:(?:will|would|could)\s+)?(?:happens?|occurs?)\W*$/i.test(main)
  )
    return [];
  const terms = contentWords(main.replace(PURPOSE_CLAUSE, ""))
    .map(({ term }) => byTerm.get(term))
    .filter((t): t is QuestionTerm => t !== undefined);
  // (nor the pieces of a name: "body" of "body-parser")
  const named = new Set(terms.filter((t) => t.must).flatMap((t) => t.word.split("-")));
  return terms.filter((t) => !t.must && !named.has(t.word));
}
