/**
 * A setting named only as an example among others is not what the text speaks of: "it maps every
 * removed v4 setting (`stylePrettyLogs`, `prettyLogTemplate`, `maskValuesOfKeys`, …) to its v5
 * replacement" says where the replacement of `prettyLogTemplate` is given, not what it is, while the
 * mapping table's row "| `prettyLogTemplate` | `pretty.template` |" gives it.
 */
import type { QuestionAnalysis } from "./question";
import type { Window } from "./quote-windows";
import { escapeRegExp } from "../text/regexp";
import { ASKS_DEFAULT } from "./asked-kinds";

/**
 * Three code spans or more given as examples: in an aside ("(`a`, `b`, `c`, …)"), after "like",
 * "such as", "e.g.", or as what something else is done by ("reconnect delays follow an exponential
 * backoff …, controlled by `initialDelay`, `maxDelay`, `factor` and `jitter`" states the default of
 * the delays, not of `maxDelay`). A list the sentence states something of ("There are no default
 * values for `expiresIn`, `notBefore`, `audience`") speaks of each of its names.
 */
const CODE_LIST =
  /(?:\(\s*|\b(?:like|such as|e\.g\.,?|for example,?|for instance,?|including|by|via|through)\s+)`[^`\n]+`(?:(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)`[^`\n]+`){2,}/gi;

function namedOnlyInList(name: string, text: string): boolean {
  const said = new RegExp(`(?<![\\w$.])${escapeRegExp(name)}(?![\\w$])`, "i");
  return said.test(text) && !said.test(text.replace(CODE_LIST, " "));
}

export function notOnlyListed(q: QuestionAnalysis, eligible: Window[]): Window[] {
  if (q.parts.length > 1 || q.wants.includes("list")) return eligible;
  const names = q.terms.filter((t) => t.must && t.exact).map((t) => t.word);
  if (!names.length) return eligible;
  const listed = (w: Window) => {
    const text = w.passage.text.slice(w.start, w.end);
    return names.some((n) => namedOnlyInList(n, text));
  };
  const kept = eligible.filter((w) => !listed(w));
  // (asked its default, a setting only listed has none stated: nothing is better than another's)
  return kept.length || ASKS_DEFAULT.test(q.question) ? kept : eligible;
}
