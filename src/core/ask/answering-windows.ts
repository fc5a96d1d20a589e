/**
 * The windows that can be the answer itself: a one-part question asking for a number is not
 * answered by quotes without one, nor one asking for a default by quotes that state none (a sample
 * that passes a value is not the default).
 */
import { measureShown, newLiterals } from "./answer-kinds";
import { ASKS_DEFAULT } from "./asked-kinds";
import { countedWords, countsAsked } from "./counted";
import type { QuestionAnalysis } from "./question";
import type { Window } from "./quote-windows";
import { sectionHeading } from "./section-subject";
import { setsAValue, statesDefault } from "./stated-default";

/** The paragraph just before a window: what leads it in ("… using the `x` option:"). */
function leadInOf(w: Window): string {
  return (
    w.passage.text
      .slice(Math.max(0, w.start - 300), w.start)
      .split(/\n\s*\n/)
      .filter((p) => p.trim())
      .at(-1) ?? ""
  );
}

export function answeringWindows(q: QuestionAnalysis, windows: Window[]): Window[] {
  const single = q.parts.length <= 1;
  const needsNumber = single && q.wants.includes("number");
  const needsDefault = single && q.wants.includes("literal") && ASKS_DEFAULT.test(q.question);
  if (!needsNumber && !needsDefault) return windows;
  const counted = countedWords(q.question);
  return windows.filter((w) => {
    const text = `${w.context ?? ""} ${w.passage.text.slice(w.start, w.end)}`;
    // (under a heading that says so, "Default Headers", every block states a default; a sample
    // led in by "… using the `x` option:" sets a value of the reader's choosing)
    const headed = `${sectionHeading(w.passage).heading}\n${text}`;
    return (
      (!needsNumber ||
        (newLiterals(text, q.question).numbers &&
          measureShown(q.question, text) &&
          countsAsked(counted, text))) &&
      (!needsDefault ||
        (statesDefault(headed, q.question) &&
          !(w.kind === "code" && setsAValue(leadInOf(w), text))))
    );
  });
}
