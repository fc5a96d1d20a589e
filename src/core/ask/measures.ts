/**
 * What a number question measures ("the maximum message size", "how long", "which port"), and
 * whether a text shows that measure: by naming it, by the unit of its kind, or by the name of the
 * setting it sets.
 */
/**
 * "Which address" is answered by one ("127.0.0.1:7878", a URL, "0x7ffd…", "ops@example.com"), not by
 * a sentence about "the address" that never gives it.
 */
export const ASKS_ADDRESS = /\b(?:which|what)\b(?:\s+[\w'’-]+){0,3}?\s+address(?:es)?\b/i;
export const ADDRESS =
  /\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[a-z][\w.-]*:\d{2,5}\b|\b[a-z][\w+.-]*:\/\/|\b0x[\da-f]+\b|\b[\w.+-]+@[\w-]+\.[\w.]+|\[::1?\]/i;

/** A port the operating system picks, which no number names: "bound to an ephemeral port for you". */
export const PICKED_PORT = /\b(?:ephemeral|random|randomly chosen|free|unused|arbitrary)\s+port\b/i;

/** "Which status codes does ky retry on …?" is answered by codes ("408", "429"), not by "status code checks". */
export const ASKS_STATUS_CODE =
  /\b(?:which|what)\b(?:\s+[\w'’-]+){0,2}?\s+(?:HTTP\s+)?status(?:\s+codes?)?\b/i;
export const STATUS_CODE = /(?<![\w.])[1-5]\d\d(?![\w.])/;

/** A time shown by its unit ("30s", "1000 milliseconds") or by one of `words`. */
function timeShown(words: string): RegExp {
  return new RegExp(
    String.raw`\d\s*(?:ns|us|µs|ms|s|m|h|d|w|y)\b|\b(?:nanoseconds?|microseconds?|milliseconds?|seconds?|minutes?|hours?|days?|weeks?|months?|years?|${words})\b`,
    "i",
  );
}

/**
 * What a number question measures, and how a text shows it measures that: "the maximum message
 * size" is not answered by a port number, "how long … keep traces" not by a count. A text shows the
 * measure by naming it or by the unit of its kind. Questions that name no measure ask for any number.
 */
const MEASURES: { asked: RegExp; shown: RegExp }[] = [
  // (a name's piece measures nothing: "image-size's default concurrency limit" asks no size)
  {
    asked: /(?<![\w-])size\b(?!-)|\bhow (?:big|large)\b/i,
    shown:
      /\bsize|\d\s*(?:[kmgt]i?b|bytes?)\b|\b(?:[kmgt]i?b|bytes?|kilobytes?|megabytes?|gigabytes?)\b/i,
  },
  {
    asked:
      /\bhow long\b(?![^?]*\bbe\s*\?*\s*$)(?!\s+(?:is|are)\b)|\b(?:timeout|interval|duration|ttl|retention|period|max(?:imum)? age)\b/i,
    shown: timeShown("timeout|interval|duration|delays?|ttl|retention|period|forever|indefinitely"),
  },
  // "How long must a custom file header be?" and "How long are the session ids …?" ask a length as
  // well as they may a time: "exactly 15 characters long", "8-character long session ids" answer them
  {
    asked: /\bhow long\b[^?]*\bbe\s*\?*\s*$|\bhow long\s+(?:is|are)\b/i,
    shown:
      /\b(?:characters?|chars?|bytes?|letters?|digits?|words?|lines?|long|length)\b|\d\s*(?:ns|us|µs|ms|s|m|h|d|w|y)\b|\b(?:milliseconds?|seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b/i,
  },
  // "How often does the client send pings?" asks a rate or the time between: "Number of milliseconds
  // between client-sent pings" answers it, "Max number of pings … allow unanswered" counts others
  {
    asked: /\bhow often\b/i,
    shown: timeShown("interval|period|every|per|hourly|daily|weekly|monthly|yearly|once|twice"),
  },
  // "How deep does it traverse directories?" is answered by a depth ("Default: `Infinity`" under
  // `deep`), not by "Default: `true`" of whether it traverses symbolic links
  {
    asked: /\bhow deep\b/i,
    shown: /\b(?:depth|deep|levels?|infinity|unlimited|unbounded)\b/i,
  },
  // a port is a number of two to five digits said with the word ("-c 1 -d 3" beside "listening on
  // a port" gives none, nor a "default: 10" four lines further), or one the system picks
  {
    asked: /\bports?\b/i,
    shown: new RegExp(
      String.raw`\bports?\b[\s\S]{0,80}?(?<![\w.-])\d{2,5}\b|(?<![\w.-])\d{2,5}\b[\s\S]{0,80}?\bports?\b|:\d{2,5}\b|${PICKED_PORT.source}`,
      "i",
    ),
  },
  { asked: ASKS_ADDRESS, shown: ADDRESS },
  { asked: ASKS_STATUS_CODE, shown: STATUS_CODE },
  // "How many times does it retry …?" counts repetitions: "32-byte keys by default" gives a size
  {
    asked: /\bhow many times\b/i,
    shown: /\b(?:times?|once|twice|thrice|retr(?:y|ies|ied)|attempts?|tries|repeat(?:s|ed)?)\b/i,
  },
  // "How many plugins can a processor use at most?" asks a bound: "// Two plugins, …" in a sample
  // counts an example's, `braceExpandMax` … "the maximum number of patterns" states one
  {
    asked: /\bat most\b|\bup to how many\b/i,
    shown:
      /\b(?:at most|max(?:imum|imal)?|up to|limit(?:s|ed)?|no more than|unlimited|infinit[ey]|or (?:less|fewer))\b|[a-z]Max\b|\bmax[A-Z_]/i,
  },
  // a version is written as one ("3.12", "v18", "8+", "Node 18", ">= 20") or named by its tag
  // ("latest"): "PEP 517" names a document
  {
    asked: /\b(?:which|what)(?:\s+[\w.-]+){0,2}?\s+versions?\b|\bminimum\s+versions?\b/i,
    shown:
      /\b(?:latest|newest|greatest|lts|canary|nightly)\b|\bv?\d+\.(?:\d+|x)\b|\bv\d+\b|\b\d+\+|\b(?:versions?|releases?|node(?:\.js)?|python|go|java|ruby|php|rust|ubuntu|debian|alpine|chrome|firefox|safari|edge|ie|es)\s*v?\d+\b|\b\d+\s+or\s+(?:later|higher|newer|above)\b|(?:>=?|≥|\^|~)\s*v?\d+\b|\b(?:older|newer|earlier|later|lower|higher) than v?\d+\b/i,
  },
];

/** "defaults to `heartbeatIntervalInSeconds`", "defaults to the value of `max_retries`": another setting's value. */
export const DEFAULT_OF_ANOTHER_SETTING =
  /\bdefaults?\s+to\s+(?:the\s+(?:value\s+of\s+)?)?`([a-z_$][\w$]*(?:[a-z][A-Z]|[a-z]_[a-z])[\w$.]*)`/;

/** A setting set to a number: `batchSize: 10`, `"maxRetries": 3`, `maxRetries: Infinity`. */
const NUMBER_SETTING = /\b([a-z]+(?:[A-Z][a-z]*)+)["']?\s*[:=]\s*(?:\d|Infinity\b)/g;

/** "the maximum size of a pool", "the queue size": a collection's size is how many it holds. */
const COLLECTION = String.raw`(?:pool|queue|batch|cache|collection|cluster|group)s?`;
const COLLECTION_SIZE = new RegExp(
  String.raw`\b${COLLECTION}\s+size\b|\bsize\s+of\s+(?:(?:a|an|the|each|its)\s+)?(?:[\w-]+\s+)?${COLLECTION}\b`,
  "i",
);
const COUNT_SAID = /\b(?:number|amount|count) of\b/i;

/** Whether a text shows the measure the question asks a number of. */
export function measureShown(question: string, text: string): boolean {
  // ("maximum number of resources to create … (default=1)" gives a pool's size)
  if (COLLECTION_SIZE.test(question) && COUNT_SAID.test(text))
    return measureShown(question.replace(/\bsize\b/gi, "number"), text);
  // (a setting set to a number says its measure by its name: `batchSize: 10` gives a size, a
  // formula's `/ poolSize` none; so does the setting a default is taken from, "defaults to
  // `heartbeatIntervalInSeconds`")
  const keys = [...text.matchAll(NUMBER_SETTING)].map((m) => m[1]!);
  const referred = DEFAULT_OF_ANOTHER_SETTING.exec(text)?.[1];
  const said = `${text} ${[...keys, referred ?? ""].map((k) => k.replace(/([a-z])([A-Z])|_/g, "$1 $2")).join(" ")} ${measuredKey(question, text)}`;
  return MEASURES.every((m) => !m.asked.test(question) || m.shown.test(said));
}

/** "the default cache size": the thing measured, and the measure ("cache", "size"). */
const MEASURED_THING = /\b([a-z][\w-]*)\s+(size|timeout|interval|duration|ttl|period)\b/i;

/**
 * The thing measured set to a number says the measure: asked "the default cache size", `cache:
 * 10000, // default 5000` sets the cache's size, as `cacheSize: 10000` would.
 */
function measuredKey(question: string, text: string): string {
  const [, thing, measure] = MEASURED_THING.exec(question) ?? [];
  // ("the default timeout" measures no thing called "default": "(default: 0)" is no timeout)
  if (!thing || !measure || /^(?:default|the|an?|its|their|your|this|that)$/i.test(thing))
    return "";
  const set = new RegExp(`(?<![\\w$.-])${thing}["']?\\s*[:=]\\s*\\d`, "i");
  return set.test(text) ? measure : "";
}
