/** A sentence that names what it speaks of by pointing at the code block before it. */
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
