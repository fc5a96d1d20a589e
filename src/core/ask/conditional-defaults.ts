/** Defaults that hold in one case only, which the question does not ask about. */
import { contentTerms } from "../text/terms";
import { withoutCondition } from "./question-clauses";

/**
 * "If you use a string …, otherwise milliseconds unit is used by default": a default in one case only.
 * (A table cell's "<br/>" ends a sentence, and so does a full stop its tags were read out of: "If
 * 'any' is used, … match.<br/><br/>Defaults to 'any'." is a case, then the default.)
 */
const CONDITIONAL_SENTENCE =
  /(?:^|(?<=[.!?]\s|<br\s*\/?>))\W*(?:if|when|unless)\b([^,\n]*),(?:[^\n.!?]|[.!?](?!\s|<br\b))*?\bdefault(?:[^\n.!?]|[.!?](?!\s|<br\b))*(?:[.!?](?=\s|$|<br\b)|$)/gim;
/** A case the reader chooses: "If you use a string", "When you pass a function" ("If you're unsure" is none). */
const CHOICE =
  /\b(?:use[sd]?|using|pass(?:es|ed)?|provid(?:e|es|ed)|specif(?:y|ies|ied)|set|sets|enabl(?:e|es|ed)|disabl(?:e|es|ed)|call(?:s|ed)?|choos(?:e|es)|chosen|select(?:s|ed)?|configur(?:e|es|ed))\b/i;
/**
 * A condition that the setting is left out is the default's own: "If not set, …", "When omitted,
 * …", "If you don't specify this option, …".
 */
const OMITTED =
  /\b(?:not|no|none|never|omit(?:s|ted)?|unset|unspecified|missing|absent|empty|without)\b|\b[a-z]+n['’]t\b/i;

/**
 * A default that holds in a case the question does not ask about states none of the setting's:
 * asked "the default expiresIn", "If you use a string be sure you provide the time units …,
 * otherwise milliseconds unit is used by default" is the unit a string without one is read in.
 */
export function withoutConditionalDefaults(text: string, question: string): string {
  const asked = new Set(contentTerms(question));
  // (a question with a case of its own asks about that case: "… when excerpt is true?")
  const ownCase = withoutCondition(question) !== question;
  return text
    .replace(/([a-z][.!?])(?=[A-Z])/g, "$1 ")
    .replace(CONDITIONAL_SENTENCE, (sentence, condition: string) =>
      !CHOICE.test(condition) ||
      OMITTED.test(condition) ||
      (contentTerms(condition).some((t) => asked.has(t)) &&
        (ownCase || !setsAsked(condition, asked)))
        ? sentence
        : " ",
    );
}

/** A setting given a value in code: `excerpt: true`, `strict = false`. */
const ASSIGNED = /`([\w$.-]+)\s*[:=]\s*[^`\s][^`]*`/g;

/**
 * A case that sets the setting asked about states what happens once it is set, not its default:
 * asked "the default value of gray-matter's excerpt option", "If set to `excerpt: true`, it will
 * look for the frontmatter delimiter, `---` by default" is the delimiter an excerpt is cut at.
 */
function setsAsked(condition: string, asked: ReadonlySet<string>): boolean {
  return [...condition.matchAll(ASSIGNED)].some((m) =>
    contentTerms(m[1]!.split(".").at(-1)!).some((t) => asked.has(t)),
  );
}
