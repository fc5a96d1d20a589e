/** What a sample quoted for "what does X do?" does, said in the sentence after it. */
import { sentenceSpans } from "../text/segment";
import { blocksOf, MAX_SPAN, windowText, type Window } from "./quote-windows";

/** "What does class-validator's whitelist option do?": the effect of the setting asked. */
const ASKS_EFFECT = /^\W*what (?:does|do|will|would) .+ do\W*$/i;
/** "This will strip all properties …", "It makes …": what the sample before it does. */
const STATES_EFFECT =
  /^\W*(?:this|it|that|doing so)\s+(?:will|would|makes?|causes?|means?|lets?|allows?|strips?|removes?|adds?|turns?)\b/i;

/**
 * Asked what a setting does, a quote that ends in the sample setting it ("… pass special flag to
 * `validate` method: ```validate(post, { whitelist: true });```") takes the sentence after it that
 * says what the sample does ("This will strip all properties that don't have any decorators.").
 */
export function withStatedEffect(w: Window, question: string): Window {
  if (!ASKS_EFFECT.test(question) || !/(?:`{3,}|~{3,})\s*$/.test(windowText(w))) return w;
  const next = blocksOf(w.passage).find((b) => b.start >= w.end);
  if (!next || next.kind !== "sentence" || next.end - w.start > MAX_SPAN) return w;
  if (w.passage.text.slice(w.end, next.start).trim()) return w;
  const first = sentenceSpans(w.passage.text.slice(next.start, next.end))[0];
  const sentence = w.passage.text.slice(next.start, next.start + (first?.end ?? 0));
  return STATES_EFFECT.test(sentence) ? { ...w, end: next.start + first!.end } : w;
}
