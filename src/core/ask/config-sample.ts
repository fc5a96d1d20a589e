/**
 * Whether a code block is a configuration sample, which states the defaults it shows, or a program
 * passing the values it chose, which states none.
 */
import { escapeRegExp } from "../text/regexp";

/** A fenced code block. */
export const CODE_BLOCKS = /(`{3,}|~{3,})[\s\S]*?(?:\1|$)/g;

const MARKUP_LANGUAGES = /^(?:jsx|tsx|html?|xml|vue|svelte|astro|hbs|handlebars|ejs)$/i;
const CONFIG_LANGUAGES = /^(?:toml|ya?ml|ini|json5?|jsonc|conf|cfg|properties|env|dotenv|hcl)$/i;
/** `opt-level = 3`, `follow: 20,`, `"port": 9411` — not `const timer = setTimeout(…)` */
const KEY_VALUE = /^\s*["']?[\w.-]+["']?\s*[:=]\s*\S/;
/**
 * A statement of a program: a declaration, an import, a call on an object, or a call given a
 * string first (`fetch('https://flaky.site.com', {` passes the options it chose; a config's
 * `defineConfig({` wraps settings). A setting whose value is computed, `minReconnectionDelay: 1000 +
 * Math.random() * 4000,`, is still a setting's line.
 */
const PROGRAM_LINE =
  /^\s*(?:const|let|var|import|export|function|class|await)\b|\brequire\(|^(?!\s*["']?[\w$]+["']?\s*:\s).*\w\.\w+\(|^\s*[A-Za-z_$][\w$]*\(\s*['"`]/;

/**
 * A lead-in that sets something: "using the `x` option:", "To enable it, set …", "for example:",
 * "You can limit the depth … with the `nestingLimit` option:", "This rule takes one optional object
 * argument …:" (an ESLint rule's sample configuration, its options set as the reader may), "You can
 * increase the TTL to reduce the number of revalidations …:", "However, this behavior can easily be
 * adjusted:" (over serve-handler's `{ "symlinks": true }`).
 */
const SETS_A_VALUE =
  /\b(?:using|use|set|setting|enforce|configure|enabled?|disabled?|pass|change|override|limit|restrict|specify|increase|decrease|raise|lower|extend|shorten|adjust(?:ed)?|for example|for instance|e\.g\.)\b|\bwith the `[^`]+` (?:option|setting|flag|parameter)\b|\btakes (?:an|one) optional\b/i;

/** "Allows you to set a handful of default values for the library. Ex:": the reader's defaults. */
const SETS_DEFAULTS =
  /\b(?:sets?|setting|changes?|changing|overrides?|overriding|configures?|customi[sz]es?)\b[^.:?\n]{0,40}\bdefaults?\b/i;

/**
 * A code block led in as a value being set, and saying nothing of a default itself — or led in as
 * the defaults being set: `fontPath: "some-random-place/fonts", // default font path location`
 * under "Allows you to set a handful of default values" is a value of the reader's choosing, unless
 * the question asks how defaults are set ("Which option sets default values for the meta type?").
 */
export function setsAValue(intro: string, block: string, question: string): boolean {
  return (
    (SETS_DEFAULTS.test(intro) && !SETS_DEFAULTS.test(question)) ||
    (!/\bdefault/i.test(`${intro} ${block}`) && SETS_A_VALUE.test(intro))
  );
}

/** A program's lines (a declaration, an import, a call), its comments aside: the values it passes are its own. */
export function passesValues(lines: readonly string[]): boolean {
  return lines.some((l) => PROGRAM_LINE.test(l.replace(/\s\/\/.*$/, "")));
}

/** `interface IndexStats {`, `export type Options = {`: a declaration of types. */
const TYPE_DECLARATION =
  /^\s*(?:export\s+)?(?:declare\s+)?(?:interface|type)\s+[A-Z][\w$]*(?:<[^>\n]*>)?\s*(?:=\s*)?\{/m;

const FIELD_INITIALISER = /^\s*[\w$]+\??\s*(?::[^=\n]+)?=(?![=>])/m;

/**
 * Whether a sample's code sets the setting asked, its comments aside: "All options with their
 * defaults:" over `awaitWriteFinish: false, // or true, or { stabilityThreshold: 2000, … }` gives
 * no default of `stabilityThreshold`, which only a comment names as a value one may set.
 */
export function setsSetting(block: string, subject: string, commentedOut = true): boolean {
  // (spelled as the sample spells it: the flag `--max-age` is the key `maxAge` or `max_age`)
  const plain = (s: string) => s.replace(/[-_]/g, "").toLowerCase();
  const name = escapeRegExp(plain(subject));
  const set = new RegExp(String.raw`(?<![\w$.])["']?${name}["']?\s*[:=]`);
  // (a line commented out whole, `# retryDelay: 100`, shows the value; a comment after a line's
  // code only says what else it could be)
  const code = (line: string) =>
    /^\s*(?:\/\/|#)/.test(line)
      ? commentedOut
        ? line.replace(/^\s*(?:\/\/|#)\s*/, "")
        : ""
      : line.replace(/\s(?:\/\/|#).*$/, "");
  return block.split("\n").some((line) => set.test(plain(code(line))));
}

/** A comment of its own that heads a sample of defaults: "// Actual default values", "# Defaults". */
const DEFAULTS_HEADING =
  /^\s*(?:\/\/|#|\/\*+)\s*(?:[\w-]+\s+){0,2}defaults?\b(?:\s+(?:values?|settings?|options?|config(?:uration)?))?\s*(?:\*\/)?:?\s*$/i;

/** Whether a sample's first line is such a comment. */
function headedAsDefaults(body: readonly string[]): boolean {
  return DEFAULTS_HEADING.test(body.find((l) => l.trim()) ?? "");
}

/**
 * A comment after a line's code that says "default": `timeout: 30000, // … (defaults to 30 seconds)`
 * (not a comment on a line of its own, "// Actual default values", which heads a sample of them).
 */
const DEFAULT_COMMENT = /^[ \t]*[^\s/#*][^\n]*?[ \t](?:\/\/|#|\/\*)[^\n]*\bdefault/im;

/**
 * A configuration sample shows settings with their values (a `toml` or `yaml` block, an options
 * object); a program that happens to pass a value (`setTimeout(abort, 150)`) states no default.
 * Asked a setting's default by its name, the sample must set that setting.
 */
export function configSample(text: string, question: string, subject?: string): boolean {
  const block = text.match(CODE_BLOCKS)?.[0];
  if (!block) return false;
  // (a line commented out shows a default only in a sample said to be of defaults: among the
  // options i18next-fs-backend sets, "you can optionally set an expiration time" over
  // `// expirationTime: 60 * 60 * 1000` leaves it unset)
  const ofDefaults = INTRO_TO_DEFAULTS_ONE.test(text.slice(0, text.indexOf(block)));
  if (
    subject &&
    !setsSetting(block, subject, ofDefaults || headedAsDefaults(block.split("\n").slice(1)))
  )
    return false;
  // "You can also enforce a limit … using the `maxNumberOfTopLevelDescribes` option:" leads in a
  // sample that sets the option to a value of the reader's choosing, not its default
  if (setsAValue(text.slice(0, text.indexOf(block)), block, question)) return false;
  // a type's declaration gives its fields' types (`dimension: number;`), no values — unless its
  // fields are initialised (`abortEarly: boolean = true;`)
  if (TYPE_DECLARATION.test(block) && !FIELD_INITIALISER.test(block.replace(TYPE_DECLARATION, "")))
    return false;
  // (a sample whose lines' comments mark the defaults, `timeout: 30000, // … (defaults to 30
  // seconds)`, marks them all: its other values, socks' `port: 1080`, are examples; the marked
  // lines are read one by one)
  if (DEFAULT_COMMENT.test(block)) return false;
  const [fence, ...body] = block.split("\n");
  const language = fence!.replace(/^[`~]+/, "").trim();
  if (CONFIG_LANGUAGES.test(language)) return true;
  // markup's attributes are no settings: `<div role="button" tabIndex={0} />` states no default
  if (MARKUP_LANGUAGES.test(language)) return false;
  const lines = body.filter((l) => /[\w"']/.test(l) && !/^\s*(?:\/\/|#)/.test(l));
  // (a program that passes options shows the values it chose: `pollingInterval: 2000` in a
  // gateway's `server.register(…)` states no default — unless its first line says they are the
  // defaults, remarkable's "// Actual default values" over `new Remarkable({ html: false, … })`)
  if (passesValues(lines) && !headedAsDefaults(body)) return false;
  return lines.length > 0 && lines.filter((l) => KEY_VALUE.test(l)).length >= lines.length * 0.6;
}

/**
 * A sample headed as the defaults ("// Actual default values") that sets a key the question names to
 * a yes or a no states that setting's starting state: `html: false` answers "Is HTML enabled in
 * remarkable by default?".
 */
export function defaultsSampleState(text: string, question: string): boolean {
  const block = text.match(CODE_BLOCKS)?.[0];
  const body = block?.split("\n").slice(1) ?? [];
  if (!headedAsDefaults(body)) return false;
  const asked = new Set(question.toLowerCase().match(/[a-z][\w$]*/g) ?? []);
  return body.some((l) => {
    const m = /^\s*["']?([\w$]+)["']?\s*[:=]\s*(?:true|false)\b/.exec(l);
    return m !== null && asked.has(m[1]!.toLowerCase());
  });
}

/** "All options with their defaults:", "The defaults are:": a sentence introducing the sample after it. */
const INTRO_TO_DEFAULTS = /^[^\n`\d]*\bdefaults?\b[^\n`\d]*:[ \t]*$/gim;
const INTRO_TO_DEFAULTS_ONE = new RegExp(INTRO_TO_DEFAULTS.source, "im");

/**
 * The sentence introducing a sample of defaults speaks for the settings the sample sets: asked
 * `stabilityThreshold`'s default, "All options with their defaults:" over a sample that does not set
 * it states none.
 */
export function withoutOthersSampleIntro(said: string, text: string, subject?: string): string {
  const block = text.match(CODE_BLOCKS)?.[0];
  if (!subject || !block || setsSetting(block, subject)) return said;
  return said.replace(INTRO_TO_DEFAULTS, " ");
}
