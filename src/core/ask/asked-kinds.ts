/**
 * What kind of answer a question asks for, read from its wording: "which port" asks for a number,
 * "which flag" for a literal, "how do I" for steps, "what does X need" for a requirement.
 *
 * number: the answer is a number (a port, a size, a count, a version); literal: a name or value
 * written as code or a word (a flag, a default, a setting); procedure: steps; time; list; where: a
 * place; who: a name; requirement: what something needs.
 */
export type AnswerKind =
  "number" | "literal" | "procedure" | "time" | "list" | "where" | "who" | "requirement";

/**
 * Each kind with the wordings that ask for it, in the order kinds are reported. A measure's or a
 * setting's word asks for its value only in the asked phrase ("which port…", "what is the default
 * queue size", "is there an option…"), not when it names the subject ("the flags of the version
 * option", "…if one of its fields holds a reference").
 */
// ("a percent sign suffix" names a character, not a share, and "percentage values in SVG" a notation; "Which mode does Croner use to interpret
// the number of fields?" asks for a mode: a number the purpose clause speaks of is not asked)
const ASKED: ReadonlyArray<[AnswerKind, RegExp[]]> = [
  [
    "number",
    [
      /\b(how (many|much|long|often|large|big|fast|quickly|soon|far|old|deep)|(?<!\bto\s+[a-z]+\s+(?:the\s+)?)number of|percent(age)?(?![\w-]|\s+(?:signs?|symbols?|characters?|chars?|encod\w*|escap\w*|values?|units?|notation))|numeric(al)? values?)\b/,
      // (a product named with its possessive too: "What is tarn's default minimum pool size?")
      /\b(?:which|what(?:'s| is| are)?)\s+(?!(?:units?|formats?|types?|kinds?)\b)(?:[\w.-]+(?:['’]s)?\s+){0,4}?\(?(?:ports?|limit|maximum|minimum|max|min|size|timeout|versions?|ttl|interval|rate|duration|period|delay|retention)\b(?!-|\s+(?:option|flag|command|setting|field)s?\b)/,
    ],
  ],
  [
    "literal",
    [
      /\b(default|name[ds]?|called)\b/,
      // "What does Helmet set the X-XSS-Protection header to?": the value it is set to
      /^\s*what\b.*\bset\b.*\bto\s*\?*\s*$/,
      /\b(?:which|what(?:'s| is| are)?|is there|are there)\s+(?:(?:the|a|an|any|\w+)\s+){0,3}?(?:flags?|options?|variables?|env|propert(?:y|ies)|parameters?|settings?|fields?|commands?|keys?|paths?|endpoints?|values?|address(?:es)?|urls?|hosts?|hostnames?)\b/,
      // "which Fn trait", "what crate", "what error": a named thing of that sort, which the question
      // does not name
      /\b(which|what) (\w+ )?(type|trait|crate|class|function|method|macro|keyword|module|attribute|struct|enum|file|library|package|operator|syntax|annotation|error|exception)\b/,
    ],
  ],
  ["procedure", [/^\s*(how (do|can|should|to|would|could|might)|what steps|steps to)\b/]],
  ["time", [/^\s*when\b|\bsince (which|what)\b|\bbefore\b.*\?$|\bhow soon\b/]],
  [
    "list",
    [
      /\b(which|what) (\w+ ){0,2}(versions|ports|backends|formats|options|types|kinds|values|strategies|styles|modes|levels|order)\b|\blist\b/,
      // "Which coverage reporters are available?": whatever the things are called, all of them
      /\b(which|what) (\w+ ){0,2}\w+s (are|can be) (available|supported|offered|provided)\b/,
    ],
  ],
  ["where", [/^\s*where\b/]],
  // "what does a struct need if…", "what is required to publish": the need is the question's own
  // verb, not one in a clause ("what do I use when I need to…")
  [
    "requirement",
    [
      /^\s*what (?:do|does|did|would|will) (?:(?!when|if|to|for|that|while)[\w'’-]+\s+){1,4}(?:need|require)s?\b/,
      /^\s*what (?:is|are) (?:required|needed|necessary)\b/,
    ],
  ],
  ["who", [/^\s*who\b|\bwho (called|wrote|created|invented|said)\b/]],
];

/** Whether the question asks for a default ("What is the default …?", "… by default?"). */
export const ASKS_DEFAULT = /\bdefault\b/i;

/**
 * "What heading style does showdown use …?", "Which timezone does it assume …?": a thing of a kind
 * asked by its kind, a value that a yes or a no is not.
 */
export const ASKS_A_THING =
  /^\W*(?:what|which)\s+(?!(?:is|are|was|were|does|do|did|will|would|should|can|could|has|have|happens?|kind|type|sort)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}\s+(?:does|do|is|are|will|would|should|can)\b/i;

/** "… if visibility is not set?", "… when none is specified?", "… when no code is given?" */
const LEFT_UNSET =
  /,?\s+(?:if|when|unless)\s+(?:(none|nothing|it|one)|no\s+([a-z][\w-]*)|(?:the\s+|its\s+)?`?([\w.$-]+)`?)\s+(?:is|are|has been|have been|was)\s+(not\s+)?(?:set|specified|provided|given|passed|configured|supplied|defined)(?=\W*$)/i;
/** "What visibility …", "Which HTTP method …": the words naming what is asked for. */
const ASKED_THING =
  /^\W*(?:what|which)\s+((?:[\w.$-]+\s+){0,2}?[\w.$-]+)\s+(?:does|do|is|are|will|would|gets?)\b/i;

/**
 * What a thing is when it is left unset is its default, asked without the word: "What visibility
 * does an AppSync GraphQL API get if visibility is not set?" reads as "… get by default?", and so
 * does "Which HTTP method does axios use when method is not set?". A condition on another setting
 * ("Which options must be set when max is not specified?") is a condition, not a default.
 */
export function readAsAsked(question: string): string {
  if (ASKS_DEFAULT.test(question)) return question;
  const m = LEFT_UNSET.exec(question);
  if (!m) return question;
  const [, pronoun, noneOf, named, not] = m;
  const thing = (ASKED_THING.exec(question)?.[1] ?? "").toLowerCase().split(/\s+/);
  // (the setting as the asked thing's name, "cookie.priority" of "What priority …", or its word
  // begun, "no time" of "What timeout …")
  const isThing = (w: string) =>
    thing.some((t) => t === w || t === w.split(".").at(-1) || (w.length >= 4 && t.startsWith(w)));
  const unset = pronoun
    ? pronoun.toLowerCase() !== "it" || !!not
    : noneOf
      ? isThing(noneOf.toLowerCase())
      : !!not && isThing(named!.toLowerCase());
  return unset && thing[0]
    ? `${question.slice(0, m.index)} by default${question.slice(m.index + m[0].length)}`
    : question;
}

/**
 * "What does the blockDuration option do?", "the `--depth` flag": a setting the question names by
 * its identifier is its subject, not a literal it asks for (the answer describes it).
 */
const NAMED_SETTING =
  /\b((?:the|a|an|its|this)\s+(?:`[^`]+`|[a-z]+[A-Z]\w*|\w+[_.]\w+|--?[a-z][\w-]*))\s+(?:flags?|options?|settings?|variables?|parameters?|propert(?:y|ies)|fields?|keys?|commands?)\b/g;

/**
 * "Does decompress's filter option limit how much memory it uses?" asks a yes or a no: its "how
 * much" is a clause of what it asks about, not a number asked (a default asked still wants one, and
 * so does "Is there a limit on how many traces …?").
 */
const YES_OR_NO_ABOUT_AMOUNT =
  /^\W*(?:does|do|did|can|could|will|would|should)\b(?!.*\bdefault\b).*\bhow (?:much|many)\b/;

export function askedKinds(question: string): AnswerKind[] {
  const q = question.replace(NAMED_SETTING, "$1").toLowerCase();
  const kinds = ASKED.filter(([, patterns]) => patterns.some((p) => p.test(q))).map(
    ([kind]) => kind,
  );
  return YES_OR_NO_ABOUT_AMOUNT.test(q) ? kinds.filter((k) => k !== "number") : kinds;
}

/** The kinds of value a question may name after a setting: "the default registry URL", "… cache directory". */
export const VALUE_KIND = String.raw`urls?|uris?|paths?|locations?|director(?:y|ies)|folders?|ports?`;

/** "Which flag sets …": a flag is written with its dashes (`-p`, `--pipelining`), not as an option's name. */
// (not "What does the --continue flag default to?": the flag is named, its default is asked)
export const ASKS_FLAG = /\b(?:which|what)\b(?:\s+(?!--)[\w'’-]+){0,3}?\s+flags?\b/i;
