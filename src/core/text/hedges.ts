/**
 * Hearsay and belief in the evidence: "he was rumoured to be the son of …", "the pain is believed to
 * be part of the survival instinct". A claim that states the same thing as fact says more than its
 * source; one that keeps any hedge ("reportedly", "some say", "may") does not.
 */
import { contentTerms, tokenize } from "./terms";

const EVIDENCE_HEDGE =
  /\b(?:(?:is|are|was|were|been|being) (?:widely |commonly |often |generally )?(?:believed|thought|said|rumou?red|reported|alleged|claimed|suspected|speculated|presumed|purported) (?:to|that)\b|it (?:is|was|has been) (?:widely |commonly |often |generally )?(?:believed|thought|said|rumou?red|reported|alleged|claimed|suspected|speculated) that\b|rumou?red|allegedly|reportedly|supposedly|purportedly|no (?:confirming|conclusive) evidence)/i;

const CLAIM_HEDGE =
  /\b(?:believ\w*|thought|think|said|say|says|rumou?r\w*|report\w*|alleg\w*|suppos\w*|purport\w*|claim\w*|suspect\w*|speculat\w*|presum\w*|may|might|could|possibly|probably|perhaps|maybe|apparently|seem\w*|legend|according|evidence)\b/i;

/** Tokens after a hedge that it governs ("supposedly unscripted", not the rest of the sentence). */
const SCOPE = 12;

/** The evidence's hedge the claim drops, or null. Only a hedge over something the claim says counts. */
export function droppedHedge(claim: string, evidenceSentence: string): string | null {
  const m = EVIDENCE_HEDGE.exec(evidenceSentence);
  if (!m || CLAIM_HEDGE.test(claim)) return null;
  // the hedge governs its own clause: "supposedly unscripted situations, and features a cast"
  const clause = evidenceSentence
    .slice(m.index + m[0].length)
    .split(/[,;:]|\b(?:and|but|although|though|while|whereas)\b/i)[0]!;
  const governed = tokenize(clause)
    .slice(0, SCOPE)
    .flatMap((t) => contentTerms(t));
  const said = new Set(contentTerms(claim));
  return governed.some((t) => said.has(t)) ? m[0] : null;
}
