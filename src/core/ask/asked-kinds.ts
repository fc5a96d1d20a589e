/**
 * What kind of answer a question asks for, read from its wording: "which port" asks for a number,
 * "which flag" for a literal, "how do I" for steps, "what does X need" for a requirement.
 */
/**
 * number: the answer is a number (a port, a size, a count, a version); literal: a name or value
 * written as code or a word (a flag, a default, a setting); procedure: steps; time; list; where: a
 * place; who: a name; requirement: what something needs.
 */
export type AnswerKind =
  "number" | "literal" | "procedure" | "time" | "list" | "where" | "who" | "requirement";

export function askedKinds(question: string): AnswerKind[] {
  const q = question.toLowerCase();
  const out: AnswerKind[] = [];
  if (
    /\b(how (many|much|long|often|large|big|fast|quickly|soon|far|old)|ports?|limit|maximum|minimum|max|min|size|timeout|versions?|ttl|interval|number of|percent(age)?|rate)\b/.test(
      q,
    )
  )
    out.push("number");
  if (
    /\b(default|name[ds]?|called)\b/.test(q) ||
    // a setting's word asks for its value when it is what the question asks for ("which flag…", "is
    // there an option…"), not when it only describes the subject ("…if one of its fields holds a
    // reference": that question asks what the struct needs)
    /\b(?:which|what(?:'s| is| are)?|is there|are there)\s+(?:(?:the|a|an|any|\w+)\s+){0,3}?(?:flags?|options?|variables?|env|propert(?:y|ies)|parameters?|settings?|fields?|commands?|keys?|paths?|endpoints?|values?)\b/.test(
      q,
    ) ||
    // "which Fn trait", "what crate": a named thing of that sort, which the question does not name
    /\b(which|what) (\w+ )?(type|trait|crate|function|method|macro|keyword|module|attribute|struct|enum|file|library|package|operator|syntax|annotation)\b/.test(
      q,
    )
  )
    out.push("literal");
  if (/^\s*(how (do|can|should|to|would|could|might)|what steps|steps to)\b/.test(q))
    out.push("procedure");
  if (/^\s*when\b|\bsince (which|what)\b|\bbefore\b.*\?$|\bhow soon\b/.test(q)) out.push("time");
  if (
    /\b(which|what) (\w+ )?(versions|ports|backends|formats|options|types|kinds|values|strategies)\b|\blist\b/.test(
      q,
    )
  )
    out.push("list");
  if (/^\s*where\b/.test(q)) out.push("where");
  // "what does a struct need if…", "what is required to publish": the answer is what is needed. The
  // need is the question's own verb, not one in a clause ("what do I use when I need to…")
  if (
    /^\s*what (?:do|does|did|would|will) (?:(?!when|if|to|for|that|while)[\w'’-]+\s+){1,4}(?:need|require)s?\b|^\s*what (?:is|are) (?:required|needed|necessary)\b/.test(
      q,
    )
  )
    out.push("requirement");
  if (/^\s*who\b|\bwho (called|wrote|created|invented|said)\b/.test(q)) out.push("who");
  return out;
}
