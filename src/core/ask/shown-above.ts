/** A sentence quoted with the code block it points at, or that shows what it says. */
import { blocksOf, type Window } from "./quote-windows";

/**
 * "The items shown above are excluded from the directory listing by default." names its items by
 * pointing at the code block before it: quoted with that block, or the answer names none.
 */
export function withWhatItShows(w: Window): Window {
  const text = w.passage.text;
  if (
    w.kind !== "sentence" ||
    !/\b(?:shown|listed|given) above\b/i.test(text.slice(w.start, w.end))
  )
    return w;
  const prev = [...blocksOf(w.passage)].reverse().find((b) => b.end <= w.start);
  return prev?.kind === "code" &&
    prev.end - prev.start < 400 &&
    !text.slice(prev.end, w.start).trim()
    ? { ...w, start: prev.start }
    : w;
}

/** "What happens when …?", "What does `x.toNumber()` return?": a question asking an outcome. */
const ASKS_OUTCOME =
  /^\W*what\s+(?:happens|is\s+(?:returned|thrown|printed)|does\s+(?:\S+\s+){1,4}(?:return|throw|print|output|log))\b/i;

/**
 * "In Big strict mode, creating a Big number from a primitive number is disallowed." says that it
 * fails; the code block right after it shows how (`// TypeError: [big.js] Invalid number`). Asked
 * what happens, a paragraph is quoted with the short example that follows it.
 */
export function withOutcomeShown(w: Window, question: string): Window {
  if (w.kind !== "sentence" || !ASKS_OUTCOME.test(question)) return w;
  const text = w.passage.text;
  const next = blocksOf(w.passage).find((b) => b.start >= w.end);
  return next?.kind === "code" &&
    next.end - next.start < 400 &&
    /^\s*\n\s*\n\s*$/.test(text.slice(w.end, next.start))
    ? { ...w, end: next.end }
    : w;
}
