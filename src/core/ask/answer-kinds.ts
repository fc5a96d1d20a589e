/**
 * Whether a text carries the kind of thing a question asks for: a question asking "which port"
 * is not answered by a sentence without a number, "which flag" not without a name, "how do I"
 * not without something to do, "who" not without a name. Used to choose quotes and to decide
 * whether an answer answers (SUPPORTED) or only bears on the question (PARTIAL).
 */
import { ADDRESS, ASKS_ADDRESS, ASKS_STATUS_CODE, measureShown, STATUS_CODE } from "./measures";
import { ASKS_DEFAULT_STATE, statesDefault } from "./stated-default";
import { ASKS_DEFAULT, ASKS_FLAG, type AnswerKind } from "./asked-kinds";
import { isEnglishWord } from "../text/english-frequency";
import { boundlessValue } from "./counted";

/** Numbers that point at something rather than state a value: "Listing 16-3", "Chapter 2". */
const REFERENCE_NUMBER =
  /\b(?:listing|chapter|ch|figure|fig|table|section|step|example|part|page)s?\.?\s+\d+(?:[-.]\d+)*/gi;
/** Digits, and numbers written as words ("two reviewers", "twice a day", "an unlimited amount"). */
// "one" is left out: "one of the…", "all-in-one" state no value, except as a rate or a bound ("one
// path at a time", "exactly one"); "once" counts only as "once a day", "once per run" ("Once you are
// done, …" is a time, not a number)
const NUMBER =
  /(?<![A-Za-z_])\d+(?:\.\d+)*|(?<![\w-])(?:zero|(?<=\b(?:exactly|only|just|least|most|than)\s)one|one(?=(?:\s+[a-z][\w-]*)?\s+(?:at a time|per|each)\b)|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|million|billion|once(?=\s+(?:a|an|per|every|each|or|more|daily|weekly|monthly|hourly)\b)|(?<=\b(?:exactly|only|just|least|most|than)\s)once|twice|dozen|unlimited|infinite|unbounded)(?![\w-])/gi;
/**
 * A value or name a reader could set or type. An all-capitals word is one when it has a digit or an
 * underscore (`OTEL_BSP_SCHEDULE_DELAY`, `H2C`); a bare acronym ("HTTPS", "ALPN", "JSON") is a word
 * of the prose, and "which option enables HTTP/2?" is not answered by "… enables both HTTPS and HTTP/2".
 * A value in emphasis or quotes after "is", "are", "to" or ":" is one (`xsrfCookieName: 'XSRF-TOKEN'`),
 * and so is an all-capitals word that ends a sentence after "is", "be" or "to" ("The default log level
 * will be INFO.": an enumerated value, where "… uses HTTPS by default" names a protocol), and a
 * quoted name before what it names ('a "prod" [Stage]').
 */
const IDENTIFIER =
  /`[^`]+`|(?<=\b(?:is|are|to)\s+|:\s+)(?:\*\*|__|"|')[\w.-]+(?:\*\*|__|"|')|(?<=\b(?:a|an|the)\s+)"[\w.-]+"(?=\s+\[?[A-Za-z])|(?<=\b(?:is|are|be|to)\s+)[A-Z]{2,}\b(?=\.(?:\s|$))|\b[a-z][\w+.-]*:\/\/[^\s"'`<>)]+|--[a-z][\w.-]*|\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z]\w*\b|\b[A-Z][A-Z0-9]*(?:_[A-Z0-9_]*|\d[A-Z0-9_]*)\b|\b\w+\/[\w./-]+/g;
const IMPERATIVE =
  /(?:^|\n|[.:]\s+)(?:[-*]\s+|\d+[.)]\s+)?(?:run|use|set|add|pass|start|stop|create|call|open|enable|disable|configure|install|remove|edit|write|specify|change|update|type|enter|select|click|define|declare|put|import)\b/i;
/** A sentence that opens with a verb and its object ("Redeploy the previous tag", "Open an incident"): an instruction. */
const VERB_THEN_OBJECT =
  /(?:^|\n|[.:]\s+)(?:[-*]\s+|\d+[.)]\s+)?(?!(?:the|a|an|this|that|it|if|when|every|each|all|some|there|here|you|we|they|our|your|its|no|not|as|after|before|once|while|by|in|on|for|to|with)\b)[A-Z][a-z]+(?:\s+(?:back|up|down|out|off|on|in))?\s+(?:the|a|an|your|this|that|it|them|all|each|every|its)\b/;
/** A person's or organisation's name: "Tony Hoare", "Graydon Hoare", "CNCF" (one capitalised word is usually a product). */
const NAME = /(?<![.!?]\s|^)\b(?:[A-Z][a-z]+(?:\s+[A-Z][a-z.]+)+|[A-Z]{2,}[a-z]?)\b/g;
/**
 * A place: a path or file ("target/release", "Cargo.toml"), or a definite one ("in the operations
 * calendar", "under your home directory") — not "as in a release build".
 */
// (a path has a name after its slash: the "//" of a code comment is no place)
const PLACE =
  /[\w.~$-]*\/(?=[\w./~$-]*\w)[\w./~$-]+|\b[\w-]+\.(?:toml|rs|md|ya?ml|json|lock|conf|ini|txt|env)\b|\b(?:in|under|at|inside|into|on|from) (?:the|your|their|its|our) [\w-]+/i;

/**
 * Items named one after another: "ASCII, UTF8, BASE64", "`format` and `parse`", "gRPC or HTTP" —
 * not "An enum representing the supported encoding types", which says there are some.
 */
const NAMED_ITEM = String.raw`(?:\b[\w.-]*[A-Z0-9][\w.-]*|\x60[^\x60\n]+\x60)`;
const ENUMERATION = new RegExp(
  String.raw`[^,\n]+,[^,\n]+,|,\s*(?:and|or)\s|${NAMED_ITEM},?\s+(?:and|or)\s+${NAMED_ITEM}|(?:\x60[^\x60\n]+\x60[^\x60\n]*){2}`,
);

/** A text that states a requirement: "we would need to add a lifetime annotation", "must be unique". */
const REQUIREMENT =
  /\b(?:needs?|needed|requires?|required|requirements?|must|ha(?:ve|s) to|necessary|mandatory)\b/i;

/** An ordered list's item number at a line's start ("2. Inside the `run` function, …"): it counts no thing. */
const ITEM_NUMBER = /^[ \t]*\d+[.)](?=[ \t])/gm;

/**
 * A quote as read for the values it states: after what leads it in, without its item number. (The
 * two are joined by a space, so an item number would no longer open a line.)
 */
export function statedText(context: string | null | undefined, text: string): string {
  return `${context ?? ""} ${text.replace(ITEM_NUMBER, " ")}`;
}

/**
 * A literal shows what kind of thing it is: `--collector.zipkin.host-port` is a flag and
 * `/api/traces` a path, `127.0.0.1:7878` a port, whether or not the sentence also says the word. "Which flag turns it on?"
 * is answered by "It can be enabled with `--collector.zipkin.host-port=:9411`".
 */
const KIND_SHAPES: { stems: string[]; shape: RegExp }[] = [
  { stems: ["flag"], shape: /(?<![\w-])--[a-z][\w.-]*|`-[a-z][\w.-]*[=`\s]/i },
  { stems: ["path", "endpoint"], shape: /`(?:[A-Z]+ )?\/[\w{}.:/-]*`/ },
  // "127.0.0.1:7878", "jaeger-collector:14268", "host-port=:9411" (not a time, "10:30")
  {
    stems: ["port"],
    shape: /(?:\b(?:[a-z][\w-]*|\d{1,3}(?:\.\d{1,3}){3})|=):\d{2,5}\b/i,
  },
  // "By default nock assumes HTTP." names the protocol "Which protocol does nock assume?" asks for
  {
    stems: ["protocol"],
    shape:
      /\b(?:HTTPS?|HTTP\/[123](?:\.\d)?|TCP|UDP|gRPC|WebSockets?|TLS|QUIC|SMTP|FTP|SSH|MQTT|AMQP)\b/,
  },
];

/** The stems of the kinds whose literals a text shows. */
export function kindsShown(text: string): string[] {
  return KIND_SHAPES.filter((k) => k.shape.test(text)).flatMap((k) => k.stems);
}

export interface Literals {
  numbers: boolean;
  identifiers: boolean;
}

/**
 * "the default/starting value", "and/or": two everyday words joined by a slash in prose are
 * alternatives, not a path (a path is written as code or emphasis, `target/release`, or has more
 * than words: "src/main.rs", "/api/traces").
 */
function alternativesRead(text: string): string {
  return text.replace(
    /(?<![\w`_*/.~$-])([A-Za-z]+)\/([A-Za-z]+)(?![\w`_*/.-])/g,
    (all, a: string, b: string) => (isEnglishWord(a) && isEnglishWord(b) ? `${a} ${b}` : all),
  );
}

/**
 * Whether the question writes the literal whole: "MD012" does not write the default `1`, nor does
 * the name "centrifuge-js" write the client name `js` (a hyphen between two words joins them; a
 * flag's dashes, "--max-size", open one).
 */
function saysWhole(question: string, literal: string): boolean {
  if (!literal) return true;
  const word = /\w/;
  const joined = (hyphen?: string, beyond?: string) => hyphen === "-" && word.test(beyond ?? " ");
  for (let i = question.indexOf(literal); i >= 0; i = question.indexOf(literal, i + 1)) {
    const opens =
      !word.test(literal[0] ?? "") ||
      (!word.test(question[i - 1] ?? " ") && !joined(question[i - 1], question[i - 2]));
    const after = i + literal.length;
    const closes =
      !word.test(literal[literal.length - 1] ?? "") ||
      (!word.test(question[after] ?? " ") && !joined(question[after], question[after + 1]));
    if (opens && closes) return true;
  }
  return false;
}

/** Literals (numbers, `code`, flags, identifiers, paths) of a text that the question does not already contain. */
export function newLiterals(text: string, question: string): Literals {
  const q = question.toLowerCase();
  // (a sentence's full stop is not part of the path it ends with: "… and HTTP/2.")
  const fresh = (xs: string[]) =>
    xs.some(
      (x) =>
        !saysWhole(
          q,
          x
            .toLowerCase()
            .replace(/`/g, "")
            .replace(/[.,;:]+$/, ""),
        ),
    );
  // link targets and URLs hold digits and paths that state nothing ("v1.76.0/internal/…",
  // "../../architecture/spm/"): the answer is the text a reader sees — unless the URL is a value
  // written as one ('Default: "https://registry.npmjs.org/"', `http://localhost:16686`)
  // (a link to another entry of the page, "accessible using the [`logger.level`](#logger-level)
  // key", points to where a value is given and gives none)
  // (nor is a name said as the owner of something else: "a logger that matches `console`'s
  // interface" names no option)
  const seen = alternativesRead(
    text.replace(
      /\[[^\]\n]*\]\(#[^)]*\)|\]\([^)]*\)|(?<!["'`])https?:\/\/\S+|`[^`\n]+`['’]s\b/g,
      " ",
    ),
  );
  return {
    numbers: fresh(seen.replace(REFERENCE_NUMBER, " ").match(NUMBER) ?? []),
    identifiers: fresh(seen.match(IDENTIFIER) ?? []),
  };
}

function freshName(text: string, question: string): boolean {
  const q = question.toLowerCase();
  // code spans name types and functions, not people
  return (text.replace(/`[^`]*`/g, " ").match(NAME) ?? []).some(
    (n) => !q.includes(n.toLowerCase()),
  );
}

/**
 * A default described in words and declared so: "If the list key is undecorated, the policy is for
 * the source list contents to be appended … This is the default list merge policy.", "if true (the
 * default), the library will automatically attempt to reconnect".
 */
const DECLARED_DEFAULT = /\b(?:this|that|which|it)\s+is\s+the\s+default\b|\((?:the\s+)?default\)/i;
/** "true/false, Default: false - …": the word after "Default:" is the value, code span or not. */
const DEFAULT_LABELLED = /\bdefault(?:\s+value)?:[ \t]*[\w.-]+/i;

/** A name or value, of the sort asked for: a default stated, a flag with its dashes, an address. */
function literalUnmet(lit: Literals, text: string, question: string, part: string): boolean {
  return (
    (!lit.numbers &&
      !lit.identifiers &&
      !(
        ASKS_DEFAULT.test(question) &&
        (DECLARED_DEFAULT.test(text) || DEFAULT_LABELLED.test(text))
      )) ||
    (ASKS_DEFAULT.test(question) && !statesDefault(text, question)) ||
    (ASKS_FLAG.test(part) && !kindsShown(text).includes("flag")) ||
    (ASKS_ADDRESS.test(question) && !ADDRESS.test(text)) ||
    (ASKS_STATUS_CODE.test(part) && !STATUS_CODE.test(text))
  );
}

/** The kinds the text fails to carry, of those the question (or the part of it, `part`) asks for. */
export function unmetKinds(
  wants: readonly AnswerKind[],
  text: string,
  question: string,
  hasCodeOrSteps = false,
  part = question,
): AnswerKind[] {
  const lit = newLiterals(text, question);
  return wants.filter((k) => {
    switch (k) {
      case "number":
        return !(lit.numbers || boundlessValue(text, question)) || !measureShown(question, text);
      case "literal":
        return literalUnmet(lit, text, question, part);
      case "procedure":
        return (
          !hasCodeOrSteps &&
          !lit.identifiers &&
          !IMPERATIVE.test(text) &&
          !VERB_THEN_OBJECT.test(text)
        );
      case "where":
        return !PLACE.test(text);
      case "who":
        return !freshName(text, question);
      case "time":
        return (
          !lit.numbers &&
          !/\b(?:before|after|within|since|until|once|when|while|during)\b/i.test(text)
        );
      case "requirement":
        return !REQUIREMENT.test(text);
      case "list":
        return !hasCodeOrSteps && !ENUMERATION.test(text);
      default:
        return false;
    }
  });
}

/** What a limitation says is missing, in terms of the question ("whether it is on by default"). */
export function kindWords(kind: AnswerKind, question: string): string {
  if (kind === "literal" && ASKS_DEFAULT_STATE.test(question))
    return "whether it is on or off by default";
  if (kind === "literal" && ASKS_DEFAULT.test(question)) return "the default asked for";
  return KIND_WORDS[kind];
}

const KIND_WORDS: Record<AnswerKind, string> = {
  number: "the number asked for",
  literal: "the name or value asked for",
  procedure: "the steps asked for",
  where: "the location asked for",
  who: "the name asked for",
  time: "the time asked for",
  list: "the items asked for",
  requirement: "what is required",
};
