/** Whose default a program's line states: its own key's, or what the line makes. */
import { escapeRegExp } from "../text/regexp";
import { contentTerms } from "../text/terms";
import { CODE_BLOCKS } from "./config-sample";
import { identifierWords } from "./term-match";

/** A line that sets a key: `username: 'myuser',`, `"port" = 9411`. */
export const KEY_LINE = /^\s*["']?([a-z][\w$]*)["']?\??\s*[:=]/i;

/**
 * A program's key of two words or more that the question says in words right after "default", each
 * in full or begun ("the default maximum concurrency" of `maxConcurrency`), lowercased; not one
 * said later ("the default maximum number of requests per time window" asks no `timeWindow`).
 */
export function spelledKey(keys: readonly (string | undefined)[], question: string) {
  const asked = /\bdefault\s+(.*)$/i.exec(question)?.[1]?.toLowerCase() ?? "";
  const phrase: string[] = asked.match(/[a-z]+/g) ?? [];
  return keys
    .find((k) => {
      // ("default" is the question's own word: `defaultMeta` is not "default values for the meta type")
      const words = k
        ? identifierWords(k)
            .split(" ")
            .filter((w) => w && w !== "default")
        : [];
      const said = phrase.slice(0, words.length + 1);
      const says = (w: string) => said.some((s) => s === w || (w.length >= 3 && s.startsWith(w)));
      return words.length > 1 && words.every(says);
    })
    ?.toLowerCase();
}

/**
 * A key named like the thing asked but for its noun is a sibling setting: asked "the default API
 * version of the OpenAI client", `apiKey: …, // This is the default and can be omitted`
 * states the key's default, not the version's.
 */
export function siblingKeyLine(line: string, question: string, noun: string | undefined): boolean {
  const key = KEY_LINE.exec(line)?.[1];
  if (!key || !noun || key.toLowerCase() === noun) return false;
  const words = (identifierWords(key) || key).toLowerCase().split(/\s+/);
  const asked = new Set(question.toLowerCase().match(/[a-z]+/g) ?? []);
  // (`cache: 10000, // default 5000` is the cache whose size is asked: it names nothing else)
  return (
    !words.includes(noun) && words.some((w) => asked.has(w)) && words.some((w) => !asked.has(w))
  );
}

/** A class's name: `TokenChunker`, `PgVector` (a capital inside; "Agent" alone may be a word). */
const CLASS_NAME = /\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b/g;

/**
 * A program's comment states the default of what its line makes: `const base = new TokenChunker();
 * // uses tiktoken by default` is the TokenChunker's default, not one of the LateChunker the
 * question names.
 */
export function anotherClassLine(line: string, question: string): boolean {
  const asked = new Set(question.match(CLASS_NAME) ?? []);
  const made = line.replace(/\s(?:\/\/|#).*$/, "").match(CLASS_NAME) ?? [];
  return asked.size > 0 && made.length > 0 && !made.some((c) => asked.has(c));
}

/** A key a program's line sets: `maxAge: 1000`, `"preFetch": true` (not the `https:` of a URL). */
const SET_KEY = /(?<![\w$.])["']?([a-z_$][\w$]*)["']?\s*:\s*(?!\/)[^\s,{}]/gi;

/**
 * A comment states the default of the last key its line sets: `memoize(fn, { maxAge: 1000,
 * preFetch: true }); // Defaults to 0.33` is preFetch's default, not maxAge's, though the line
 * names both.
 */
export function anotherKeysComment(line: string, subject: string): boolean {
  const code = line.split(/\s(?:\/\/|#)/)[0]!;
  const keys = [...code.matchAll(SET_KEY)].map((m) => m[1]!.toLowerCase());
  return keys.length > 1 && keys.at(-1) !== subject.toLowerCase();
}

/** Emphasis around a word (`_maxAge_`, `**ttl**`), not the underscore inside `max_age`. */
const EMPHASIS = /(?<![\w$])[_*`]+|[_*`]+(?![\w$])/g;

/**
 * A default measured against the setting asked is another thing's: "By default it needs to be
 * within at least 33% of _maxAge_ timespan" gives the pre-fetch window, not maxAge's default.
 */
export function shareOfSetting(line: string, subject: string | undefined): boolean {
  if (!subject) return false;
  const name = escapeRegExp(subject);
  return new RegExp(
    String.raw`(?:\d+(?:\.\d+)?\s*%|\bpercent|\bhalf|\bfraction|\btwice|\btimes)\s+(?:of\s+)?(?:the\s+|its\s+)?${name}(?![\w$])`,
    "i",
  ).test(line.replace(EMPHASIS, ""));
}

/** "Is HTML enabled …?", "Is the typographer enabled …?": what the state is asked of. */
const STATE_SUBJECT =
  /^\W*(?:is|are|does|do)\s+(?:(?:the|an?|its)\s+)?(.+?)\s+(?:enabled|disabled|on|off|active|required|optional|turned on)\b/i;

/**
 * In a program, a comment stating a state speaks for the lines it leads, to the next blank line:
 * "// Manually enable rules, disabled by default:" over `md.core.ruler.enable(['abbr'])` says
 * nothing of `html`, which a line above it sets; "// If this is false (the default) then …" over
 * `propagateCreateError: false` is that setting's. Such a comment whose lines do not name the thing
 * asked is left out.
 */
export function withoutOthersCodeStates(text: string, question: string, state: RegExp): string {
  const subject = STATE_SUBJECT.exec(question)?.[1];
  const asked = subject ? contentTerms(subject) : [];
  if (!asked.length) return text;
  return text.replace(CODE_BLOCKS, (block) => {
    const lines = block.split("\n");
    return lines
      .filter((line, i) => {
        if (!state.test(line)) return true;
        const end = lines.findIndex((l, j) => j > i && !l.trim());
        const led = new Set(contentTerms(lines.slice(i, end < 0 ? undefined : end).join(" ")));
        return asked.some((t) => led.has(t));
      })
      .join("\n");
  });
}

/** A line of a program's comment: `/**`, ` * …`, `// …`. */
const COMMENT_LINE = /^\s*(?:\/\*\*?|\*|\/\/)/;
/**
 * Whether a table's row is of what the state is asked of: its key, when in code, is named ("Is
 * alphaHex enabled …?" of "`alphaHex` | `false` | …", not "Is hex enabled …?"); otherwise its words
 * say the thing the question asks of.
 */
export function ofStateAsked(row: string, question: string): boolean {
  const key = /^\s*`([^`]+)`\s*(?:\||$)/.exec(row)?.[1];
  const words: string[] = question.toLowerCase().match(/[\w$.-]+/g) ?? [];
  if (key) return words.includes(key.toLowerCase());
  const subject = STATE_SUBJECT.exec(question)?.[1];
  const asked = subject ? contentTerms(subject) : [];
  const said = new Set(contentTerms(`${row} ${identifierWords(row)}`));
  return !asked.length || asked.some((t) => said.has(t));
}

/**
 * What the key starts as, said in words ("Disabled by default", "Default is …"); "These are defaults
 * for this cookie." calls a sample's own values defaults.
 */
const SAYS_DEFAULT_STATE = /\bby default\b|\bdefault(?:s)?\s+(?:is|to)\b|\bdefault\s*:/i;
/** A doc comment's own default tag: `@default false` (over `enabled: boolean;`, a type, not a value). */
const JSDOC_DEFAULT = /@default\b/;
/** A key given a value: `whitespace : false ,` (not `platform ,`). */
const VALUED_KEY = /^\s*["']?[a-z][\w$]*["']?\??\s*[:=]\s*[^\s,;]/i;

/**
 * A doc comment says what the key below it starts as: "Whether to insert spaces before & after `=`
 * … Disabled by default to have better compatibility with old picky parsers." over `whitespace :
 * false ,`. Such a comment, when it speaks of what the question asks, is read as one line with its
 * key, unless one of its lines states a default beside its value already (`@default 3`).
 */
export function withDocCommentsJoined(
  block: string,
  question: string,
  statesOwn: (line: string) => boolean,
): string {
  // (only a comment about what is asked: the `whitespace` key's "Disabled by default" is no answer
  // to whether array keys get brackets)
  const asked = new Set(contentTerms(question.replace(/\bdefault\b/gi, " ")));
  const about = (text: string) => contentTerms(text).some((t) => asked.has(t));
  const out: string[] = [];
  let run: string[] = [];
  for (const line of block.split("\n")) {
    // (a blank line may stand between a comment and its key)
    if (COMMENT_LINE.test(line) || (run.length > 0 && !line.trim())) {
      run.push(line);
      continue;
    }
    const said = run.join(" ").replace(/\s+/g, " ").trim();
    if (
      run.length &&
      VALUED_KEY.test(line) &&
      SAYS_DEFAULT_STATE.test(said) &&
      !run.some((l) => statesOwn(l) || JSDOC_DEFAULT.test(l)) &&
      about(`${said} ${line}`)
    )
      out.push(`${said} ${line.trim()}`);
    else out.push(...run, line);
    run = [];
  }
  return [...out, ...run].join("\n");
}
