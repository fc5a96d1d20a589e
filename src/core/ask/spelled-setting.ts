/**
 * A setting the question spells out in words is that setting: "the default maximum number of
 * sockets per host" asks `maxSockets`'s default, every word of its name said ("max" shortening
 * "maximum"), and `maxFreeSockets` beside it, whose "free" the question never says, is another
 * setting however many of the question's words its description holds. Of two names the question
 * spells, the one that says more of it: "the default maximum delay" is `maxDelayMs`'s, not
 * `delayMs`'s. A name said wholly in the question's condition is its occasion, not what it asks:
 * "What does a mysql pool do by default when no connections are available and the limit has been
 * reached?" is not about `connectionLimit`, nor "Does cache-manager update all stores by default
 * when the refresh threshold is met?" about `refreshThreshold` (`refreshAllStores` answers it).
 */
import { ASKS_DEFAULT } from "./asked-kinds";
import { keyOf } from "./entry-fit";
import type { QuestionAnalysis } from "./question";
import type { Window } from "./quote-windows";
import { stem } from "../text/terms";
import { withoutCondition } from "./question-clauses";
import { askedDefaultHead, askedDefaultWords } from "./asked-default-noun";

/** A unit a name ends with ("Ms", "Secs"): it says how the value is given, not what it is of. */
const UNIT_WORD = /^(?:ms|msecs?|secs?|seconds?|millis|bytes?|kb|mb)$/;

/** Whether one of `terms` says a name's word: as itself, or begun ("max" of "maximum"). */
const saidBy = (terms: readonly string[]) => (word: string) =>
  terms.some((a) => a === word || (word.length >= 3 && a.startsWith(word)));

export function aboutSpelledSetting(q: QuestionAnalysis, eligible: Window[]): Window[] {
  if (q.parts.length > 1 || !ASKS_DEFAULT.test(q.question)) return eligible;
  // (not the product's own name: "normalize-url's default protocol" spells `defaultProtocol`, and
  // `normalizeProtocol` only shares a word with the product)
  const products = new Set((q.products ?? []).map((p) => p.toLowerCase()));
  const ofProduct = (t: QuestionAnalysis["terms"][number]) =>
    t.productPiece || products.has(t.word.toLowerCase());
  // (a word the question says besides the product's name still counts: "url-join's default url")
  const besides = [...products].reduce(
    (text, p) => text.split(p).join(" "),
    q.question.toLowerCase(),
  );
  const said = saidBy([
    ...q.terms.filter((t) => !ofProduct(t)).map((t) => t.term),
    ...(besides.match(/[a-z0-9]+/g) ?? []).map(stem),
  ]);
  // (the product's own function, `normalizeUrl`, is the product, not one of its settings)
  const product = saidBy(q.terms.filter(ofProduct).map((t) => t.term));
  const main = (
    withoutCondition(q.question)
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  ).map(stem);
  const inMain = saidBy(main);
  // (per window: how many words of the question its name spells, 0 when it has no name, -1 when
  // its name holds a word not asked)
  const spelled = new Map<Window, number>();
  for (const w of eligible) {
    const { words } = keyOf(w, w.passage.text.slice(w.start, w.end));
    const named = words.filter((x) => !UNIT_WORD.test(x));
    // (a name of two words or more, its unit aside: one word, "timeout" or `delayMs`'s "delay", is
    // as often a topic as a setting)
    spelled.set(
      w,
      words.length === 0 || named.every(product)
        ? 0
        : named.length >= 2 && named.every(said) && named.some(inMain)
          ? named.length
          : -1,
    );
  }
  const best = Math.max(...spelled.values(), -1);
  if (best < 1) return eligible.filter((w) => !siblingOfAsked(q.question, w));
  return eligible.filter((w) => spelled.get(w) === 0 || spelled.get(w) === best);
}

/** What a key belongs to, written before it: `options.model`, `config.timeout`, `opts.retries`. */
const OWNER_WORD = /^(?:option|opt|config|conf|setting|param|prop)s?$/;

/** Words that measure rather than name: "the default maximum number of retries" is `maxRetryCount`'s. */
const MEASURE_WORD = /^(?:number|count|amount|total|valu|time|quantiti|limit|size)$/;

/**
 * Where no entry spells the setting asked, an entry named for the same measure of another thing is a
 * sibling, not the answer: asked "formidable's default maximum header size", `maxFileSize` says
 * "max" and "size" but "file" where the question says "header"; asked "the default maximum file
 * size of koa-body uploads", `maxFieldsSize` ("all fields together (except files)") is the fields'.
 */
function siblingOfAsked(question: string, w: Window): boolean {
  // (the words up to the noun asked: "maximum file size" of "… default maximum file size of koa-body")
  const words = askedDefaultWords(question);
  const noun = askedDefaultHead(question);
  const phrase = words.slice(0, noun ? words.indexOf(noun) + 1 : 0).map(stem);
  const head = phrase.at(-1);
  if (phrase.length < 2 || !head) return false;
  // (its own words, not those of what it belongs to: `model` of "- `options.model` (`string`) …")
  const named = keyOf(w, w.passage.text.slice(w.start, w.end)).words.filter(
    (x) => !UNIT_WORD.test(x) && !OWNER_WORD.test(x),
  );
  const other = (x: string) => x.length >= 3 && !MEASURE_WORD.test(x);
  return (
    named.length >= 2 &&
    named.some(saidBy([head])) &&
    named.some((n) => other(n) && !saidBy(phrase)(n)) &&
    phrase.some((a) => other(a) && !named.some(saidBy([a])))
  );
}
