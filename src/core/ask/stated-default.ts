/**
 * Whether a text states a default: a default with its value in prose, a program's line that
 * states one beside its value, or a configuration sample; and, for "is it enabled by default?", the
 * state a setting starts in.
 */
import { contentTerms, stem } from "../text/terms";
import { identifierWords } from "./term-match";
import { specificity } from "../text/english-frequency";
import { declaresDefaultOf, namedIn, signatureDefaults } from "./signature-defaults";
import { withoutOtherDefaults } from "./other-defaults";
import { anotherThingsDefault, askedDefaultNoun, QUOTED } from "./asked-default-noun";
import {
  anotherClassLine,
  anotherKeysComment,
  KEY_LINE,
  spelledKey,
  siblingKeyLine,
  withDocCommentsJoined,
  withoutOthersCodeStates,
} from "./line-owners";
import { withoutConditionalDefaults } from "./conditional-defaults";
import { statesRowsDefaultState } from "./table-cells";
import { withoutDefaultsInPassing } from "./defaults-in-passing";
import { anotherEntrys, namesSetting } from "./another-entrys-default";
import {
  CODE_BLOCKS,
  configSample,
  defaultsSampleState,
  passesValues,
  withoutOthersSampleIntro,
} from "./config-sample";

/** "This defaults to `true`.", "Default: `false`": a default that is a yes or a no. */
// (and "`false`&nbsp;**(default)**", a choice marked in an options table's list)
const BOOLEAN_DEFAULT =
  /\b(?:defaults?\s+(?:to|is)|default\s+value\s+is|default(?:\s+value)?\s*:)\s*[`'"*]*(?:true|false)\b|\b(?:true|false)\b[`'"*]*(?:\s|&nbsp;)*[*_]*\((?:the\s+)?default\)[*_]*/gi;

/**
 * Whether every default the text states is a yes or a no: "This error has a `.timeout` property as
 * well as `.status == 503`. This defaults to `true`." gives no timeout by default, though it holds a
 * number and a default — the number is not the default's.
 */
export function onlyBooleanDefaults(text: string, question: string): boolean {
  BOOLEAN_DEFAULT.lastIndex = 0;
  return BOOLEAN_DEFAULT.test(text) && !statesDefault(text.replace(BOOLEAN_DEFAULT, " "), question);
}

/** "[default false]", "false (the default)", "***DISABLED*** by default", "enabled by default". */
const YES_OR_NO_DEFAULT =
  /\bdefault(?:s\s+to|\s+is|\s+value\s+is)?\s*:?\s*[`'"*]*(?:true|false)\b|\b(?:true|false)\b[`'"*]*(?:\s|&nbsp;)*[*_]*\((?:the\s+)?default\)[*_]*|\b(?:enabled|disabled)\b[*_]*\s+by\s+default\b/gi;

/**
 * Whether every default the text states is a yes, a no or a state: none is the thing of a kind
 * asked ("What heading style does showdown use by default?"). A question about a state ("Which
 * syntax extensions are enabled by default?") is answered by one.
 */
export function onlyYesOrNoDefaults(text: string, question: string): boolean {
  if (/\b(?:enabled|disabled|turned on|turned off|active)\b/i.test(question)) return false;
  const rest = text.replace(YES_OR_NO_DEFAULT, " ");
  return rest !== text && !statesDefault(rest, question);
}

/** "Is X enabled by default?": a yes-or-no question on the state a setting starts in. */
// ("Is there a limit on the request body size by default?", "Does express-http-proxy impose a timeout
// on proxied requests by default?": "on" before what it is on is a preposition, no state)
export const ASKS_DEFAULT_STATE =
  /^\W*(?:is|are|does|do)\b.*\b(?:enabled|disabled|on(?=\s+(?:by|for|when|if|unless|in)\b|\s*[?,])|off|active|required|optional|turned on)\b.*\bby default\b/i;
/**
 * "It is **disabled by default**", "By default it's disabled", "_(false by default)_", "Default: `true`", "`includeSearch`
 * (default `true`)", `decompress: true, // default`, "boolean - Default false", "default is `false`", "If this
 * is false (the default)", "`false`&nbsp;**(default)**", "by default this is set to `false`", "available as
 * an opt-in feature" (off until asked for).
 */
const STATED_DEFAULT_STATE =
  /\ban?\s+opt-(?:in|out)\b|\b(?:enabled|disabled|on|off|true|false|active|inactive|required|optional|opt-in|opt-out)\b\W+(?:\w+\W+){0,2}?by default\b|\bby default\b\W+(?:\w+\W+){0,4}?(?:enabled|disabled|on|off|active|inactive|required|optional)\b|\bby default\b,?\s+(?:\w+\s+){0,3}?(?:is|are|set to|to)\s+[`'"*]*(?:true|false)\b|\bdefault\W*:\W*(?:true|false|on|off|enabled|disabled)\b|\(default\s+`(?:true|false)`\)|\bdefault(?:s\s+to|\s+is)?\s+[`'"]?(?:true|false)\b|\b(?:true|false)\b[`'"]?(?:\s|&nbsp;)*[*_]*\((?:the\s+)?default\)|\b(?:true|false)\b[,;]?[ \t]*(?:\/\/|#)[ \t]*(?:the[ \t]+)?default\b/i;

/** Whether a text states the state a setting starts in, of the thing asked when a program says it. */
function statesDefaultState(text: string, question: string): boolean {
  if (statesRowsDefaultState(text, question) || defaultsSampleState(text, question)) return true;
  return STATED_DEFAULT_STATE.test(withoutOthersCodeStates(text, question, STATED_DEFAULT_STATE));
}

/**
 * "_OPTIONAL_ `default: 'GET'`": a code span that opens with the word states a default as much as
 * "default: `'GET'`" does (other code spans are names and values: `{ namespace: 'default' }`).
 */
function withDefaultSpansOpened(text: string): string {
  return text.replace(/`(defaults?\s*[:=]\s*[^`\n]+)`/gi, "$1");
}

/** "__Default__: `0`", "**Default:** 10": emphasis is how a word is shown, not part of it. */
function withoutEmphasis(text: string): string {
  return text.replace(/(\*\*|__)(?=[^\s*_])([^*_\n]*?[^\s*_])\1/g, "$2");
}

export function statesDefault(text: string, question: string): boolean {
  // the state a setting starts in answers "is it enabled by default?"; "when enabled, … (default
  // 100ms)" describes it once enabled
  if (ASKS_DEFAULT_STATE.test(question)) return statesDefaultState(text, question);
  const subject = DEFAULT_SUBJECT.exec(question)?.[1]?.toLowerCase();
  const noun = askedDefaultNoun(question);
  const said = withDefaultSpansOpened(withoutEmphasis(text)).replace(CODE_BLOCKS, (block) => {
    const own = subject ?? keyOfBlock(block, noun) ?? keyAsked(block, question);
    return withDocCommentsJoined(block, question, (line) => defaultLine(line))
      .split("\n")
      .filter(
        (line) =>
          defaultLine(line, own) &&
          !anotherClassLine(line, question) &&
          !siblingKeyLine(line, question, noun),
      )
      .join("\n");
  });
  return (
    withoutDefaultsInPassing(
      withoutOtherDefaults(
        withoutOthersSampleIntro(withoutConditionalDefaults(said, question), text, subject),
        question,
      ),
    )
      .split("\n")
      .some(
        (line) =>
          // ("middleware: defaultSettingsMiddleware({" names a function, "the `default` cache
          // profile" a profile, and "{ namespace: 'default' }" a value: none says the word)
          /\bdefault(?:s|ed|ing)?(?![A-Za-z0-9])/i.test(line.replace(QUOTED, " ")) &&
          // (a program cut where its fence is not in the window: its comment still says example)
          !EXAMPLE_CODE_COMMENT.test(line) &&
          !NEGATED_DEFAULT_VALUE.test(line) &&
          !anotherEntrys(line, subject) &&
          !objectDefaultOmits(line, noun) &&
          !anotherThingsDefault(line, question) &&
          !anotherSettingsDefault(line, question),
      ) ||
    configSample(text, question, subject) ||
    declaresDefaultOf(text, question) ||
    BRACKETED_DEFAULT.test(text)
  );
}

/**
 * An option's item that ends with its value in escaped brackets, as koa-ratelimit's list writes its
 * defaults: "* `duration` of limit in milliseconds \\[3600000]" (escaped, so no link's text).
 */
const BRACKETED_DEFAULT = /^\s*[-*+]\s+`[^`\n]+`[^\n]*\\\[[^\]\n]+\]\s*$/m;

/** A default written as an object: "Default: `{ port: 4111, host: localhost, cors: { … } }`". */
const OBJECT_DEFAULT = /\bdefault(?:\s+value)?\W*\{([^\n]*)\}/i;

/**
 * An object given as a default states the defaults of the keys it lists: the `server` entry's
 * "Server configuration including port, host, timeout, … Default: `{ port: 4111, host: localhost,
 * cors: … }`" says the server's timeout is configured there, not what it defaults to.
 */
function objectDefaultOmits(line: string, noun: string | undefined): boolean {
  const object = OBJECT_DEFAULT.exec(line)?.[1];
  if (!noun || !object) return false;
  const keys = [...object.matchAll(/([A-Za-z_$][\w$]*)\s*:/g)].map((m) => m[1]!);
  const words = new Set(
    keys.flatMap((k) => [k.toLowerCase(), ...contentTerms(identifierWords(k))]),
  );
  const entry = /^\W*([\w$.-]+)/.exec(line)?.[1]?.toLowerCase();
  return !words.has(noun) && !words.has(stem(noun)) && entry !== noun;
}

/**
 * A setting in code with the default it takes, in one clause: "If `pruneAgedBuckets` is `false`
 * (default)". ("The default `memorySize` is 256 and the default timeout is `60s`": the second
 * clause's default is the timeout's.)
 */
const SETTING_THEN_DEFAULTS =
  /`([a-z_$][\w$]*(?:[a-z][A-Z]|[a-z]_[a-z])[\w$]*)`(?:(?!\b(?:and|but|while|whereas)\b)[^.;:\n]){0,40}?\bdefault/g;

/** "`ttl` (default Infinity)": a setting in code with its default right after it (not a value: "`false` (default)"). */
// (a flag too, and "defaults to": "directories specified with `--src` (defaults to `cwd`)")
// (not a value marked as the default among others: "Options are `auto`, `digest` or `basic` (default).")
// (nor the unit a value is given in: "for notty output in `ms` (default: 2000ms)")
const CODED_SETTINGS_DEFAULTS =
  /(?<!\bin\s+)`(?!(?:true|false|null|undefined|none|on|off|yes|no)`)(--?[a-z][\w-]*|[a-z_$][\w$]*)`(\s*)\((?:the\s+)?default(?:s\s+to)?\b(?!\s*\))/g;

/** A setting named bare in a list of options: "getKey, schema, gcTime, autoIndex (default off), …" is `autoIndex`'s. */
const BARE_SETTING_DEFAULTS =
  /(?<![`\w$])([a-z_$][\w$]*(?:[a-z][A-Z]|[a-z]_[a-z])[\w$]*)(\s*)\((?:the\s+)?default\b/g;

/** A setting written with the value it takes by default: "`mode: \"mask\"` (default) replaces …" is `mode`'s. */
const KEYED_VALUE_DEFAULTS = /`([a-z_$][\w$]*)\s*[:=]\s*[^`\n]+`(\s*)\((?:the\s+)?default\)/gi;

/** "The cookie name is controlled by the `key` option, which defaults to "koa.sess"": `key`'s. */
const WHICH_DEFAULTS =
  /`([a-z_$][\w$]*)`(\s+(?:option|setting|flag|parameter|property|key))?,?\s+(?:which|that)\s+defaults\b/gi;

const OWNED_DEFAULTS = [
  SETTING_THEN_DEFAULTS,
  KEYED_VALUE_DEFAULTS,
  BARE_SETTING_DEFAULTS,
  WHICH_DEFAULTS,
];

/** What may open an entry's line before its name: a bullet, a number, emphasis. */
const ENTRY_START = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)?$/;

/**
 * A default stated for a setting the question does not name: "If `pruneAgedBuckets` is `false`
 * (default), …" answers no "What are the default percentiles of a Summary?", though it says
 * "percentile" too.
 */
function anotherSettingsDefault(line: string, question: string): boolean {
  // (each default on the line has its owner: "`maxSize` (default 100), `ttl` (default Infinity)"
  // states the ttl's too)
  // (a setting in code alone before its default is an entry's own, "- `passes` (default: `1`) --
  // The maximum number of times to run compress", whatever words the question says it in)
  // (but one in the middle of a sentence is not the line's entry: "… specified with `--src`
  // (defaults to `cwd`) …")
  const coded = [...line.matchAll(CODED_SETTINGS_DEFAULTS)];
  const inSentence = coded.filter((m) => !ENTRY_START.test(line.slice(0, m.index)));
  const owned = [
    ...OWNED_DEFAULTS.flatMap((re) => [...line.matchAll(re)]),
    ...(coded.length > 1 ? coded : inSentence),
  ];
  return owned.length > 0 && owned.every((m) => ownedByAnother(m, question));
}

function ownedByAnother(m: RegExpMatchArray, question: string): boolean {
  const owner = m[1]!;
  if (question.toLowerCase().includes(owner.toLowerCase())) return false;
  const asked = new Set(contentTerms(question));
  // (a value set before the setting it is: "uses the `o200k_base` encoding by default" states the
  // encoding's default, which the question asks)
  const between = contentTerms(m[0].slice(owner.length + 2).replace(/`[^`]*`/g, " "));
  if (between.some((w) => w !== "default" && asked.has(w) && specificity(w) > 0.6)) return false;
  // (a question may say the setting in words: "Does chokidar follow symlinks by default?" asks
  // `followSymlinks`'s, "How many brace patterns does glob expand …?" `braceExpandMax`'s)
  // (and may spell out what the name shortens: `maxParamLength` is "the maximum parameter length")
  const said = (w: string) =>
    asked.has(w) || (w.length >= 3 && [...asked].some((a) => a.startsWith(w)));
  const words = contentTerms(identifierWords(owner) || owner);
  return words.filter(said).length * 2 < words.length;
}

/**
 * The setting whose default is asked, when the question names it as an identifier: "the default
 * memoryCost of argon2" asks `memoryCost`'s, which a program's "// use argon2 (default)" line does
 * not state.
 */
const DEFAULT_SUBJECT =
  /\bdefault\s+(?:values?\s+(?:of|for)\s+)?(?:the\s+)?`?((?:[a-z]+[A-Z]|[a-z]+_[a-z]|--?[a-z])[\w-]*)/;
/**
 * In a program a default is stated beside its value (`retries: 3, // the default`); a comment
 * "by default the pool uses the same configuration as `pg`" above `max: 20` states none for `max`.
 */
// (or names it in words: "// component defaults to Outlet — no need to declare it")
// ("default is 'GET,HEAD'" and "default is false" give one; "defaults to current time" describes it)
const DEFAULT_WITH_VALUE =
  /\bdefaults?\s+(?:to|is)\s+(?:[`'"]|(?:true|false|null|none|undefined)\b)|\bdefault.*(?:[:=]\s*\S|\d)|(?:[:=]\s*\S|\d).*\bdefault|[\w"'`]\s*\((?:the )?default\)|\b[a-z]\w*\s+defaults\s+to\s+[`'"]?[A-Za-z]/i;
/**
 * A program says "default" in its comments (a doc comment's own lines too: " *  - {Boolean}
 * credentials …, default is false."); `const { default: x } = require('./foo')` is syntax.
 */
const COMMENTED_DEFAULT = /(?:\/\/|#|\/\*|<!--|--\s|;|^\s*\*(?!\/)\s).*\bdefault(?:s|ed)?\b/i;

/**
 * A comment calling its value an example (`maxOutputTokens: 100000, // example default setting`) or
 * one set over the default (`maxImagesPerCall: 5, // Override the default batch size`).
 */
const EXAMPLE_WORDS = String.raw`\b(?:example|e\.g\.|for instance|sample|overrides?|instead of)\b`;
const EXAMPLE_COMMENT = new RegExp(
  String.raw`(?:^|\s)(?:\/\/|#|\/\*|<!--|--\s|;).*` + EXAMPLE_WORDS,
  "i",
);

/**
 * "Temperature is no longer set to `0` by default." (or to "method.request.header.Authorization")
 * says what the default is not, and no value it is; nor does "loaders will no longer revalidate by
 * default after an action throws" say when they do. "This header is not set by default." says the
 * state it starts in, which is an answer.
 */
const NEGATED_DEFAULT_VALUE =
  /\b(?:no longer|not|never)\s+(?:[a-z]+\s+){0,3}?(?:`[^`]+`|"[^"\n]+"|\d[\w.]*)\s+(?:[a-z]+\s+){0,2}?by default\b|\bno longer\s+(?:[a-z]+\s+){0,3}?by default\b/i;
// (a link's "https://…/Using_nav#Example" is no comment)
const EXAMPLE_CODE_COMMENT = new RegExp(String.raw`(?:^|\s)(?:\/\/|\/\*).*` + EXAMPLE_WORDS, "i");

/**
 * A comment giving what the line above produced ("//=> ADDS default: abc -> 123 (number)"): the
 * sample's result, not the library's default.
 */
const RESULT_COMMENT = /(?:^|\s)(?:\/\/|#)\s*(?:=>|->|→)/;

/** A program's line that states a default beside its value in a comment, of `subject` when one is named. */
function defaultLine(line: string, subject?: string): boolean {
  return (
    DEFAULT_WITH_VALUE.test(line) &&
    COMMENTED_DEFAULT.test(line) &&
    !EXAMPLE_COMMENT.test(line) &&
    !RESULT_COMMENT.test(line) &&
    (!subject || (namesSetting(line.toLowerCase(), subject) && !anotherKeysComment(line, subject)))
  );
}

/**
 * The setting asked, when a program writes it as one of its keys: asked "the default wait of
 * throttleStrategy", `wait: number, // minimum ms between commits` is its line, and the
 * `leading?: boolean, // defaults true …` beside it another key's.
 */
function keyOfBlock(block: string, noun: string | undefined): string | undefined {
  if (!noun || !new RegExp(`^\\s*["']?${noun}["']?\\??\\s*[:=]`, "im").test(block))
    return undefined;
  return noun;
}

/**
 * A key of the program the question says in words: asked "What master username do RDS database
 * instances get by default?", `username: 'myuser',` is its line, and `secretName: 'my-user-secret',
 * // optional, defaults to a CloudFormation-generated name` beside it another key's default.
 */
// (only when each of its defaults is a key's: "// use argon2 (default)" over `algorithm: "argon2id",`
// states the algorithm's; and only for the default of what is asked, not "Which coerceTypes setting
// does Fastify's default Ajv configuration use?", where the whole object is the default)
// (or "the default secure setting", the key right after "default"; a comment on a line of its own,
// `/** maxAge in ms (default is 1 days) */`, is the next key's)
function keyAsked(block: string, question: string): string | undefined {
  const lines = block.split("\n");
  const written = lines.map((l) => KEY_LINE.exec(l)?.[1]);
  const keys = written.map((k) => k?.toLowerCase());
  const keysComment = (l: string) =>
    /^\s*(?:\/\*|\*|\/\/)/.test(l) && keys.some((k) => k && l.toLowerCase().includes(k));
  const stated = lines.filter((l) => defaultLine(l) && !keysComment(l));
  if (!stated.every((l) => KEY_LINE.test(l))) return undefined;
  const after = /\bdefault\s+([a-z]{4,})\b/i.exec(question)?.[1]?.toLowerCase();
  // (or says a key's words, "the default maximum concurrency" `maxConcurrency`'s)
  const spelled = spelledKey(written, question);
  if (!/\bby default\b/i.test(question)) return after && keys.includes(after) ? after : spelled;
  const words = new Set(question.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  return keys.find((key) => key !== undefined && key !== "default" && words.has(key)) ?? spelled;
}

/**
 * A program whose own line states a default beside its value ("// use argon2 (default)",
 * `retries: 3, // the default`): the sample says what the default is.
 */
export function codeStatesDefault(text: string, question?: string): boolean {
  return (text.match(CODE_BLOCKS) ?? []).some(
    (block) =>
      block.split("\n").some((line) => defaultLine(line)) ||
      (question !== undefined && signatureDefaults(block).some((p) => namedIn(question, p))),
  );
}

/**
 * Under a heading that says "Default" ("Default Headers") a block states defaults without saying
 * the word — not one saying a default is no value ("Temperature is no longer set to `0` by default."
 * under "Temperature Default Removal"), nor a program passing the values it chose
 * (`defaultSettingsMiddleware({ settings: { maxOutputTokens: 800 } })` under "Default Settings").
 */
export function headingSpeaksFor(text: string): boolean {
  if (NEGATED_DEFAULT_VALUE.test(text)) return false;
  return !(text.match(CODE_BLOCKS) ?? []).some((block) => passesValues(block.split("\n")));
}
