/** How well a quote carries the kind of thing the question asks for (a value, a name, a step, a time). */
import type { QuoteBlock } from "../types";
import { unmetKinds } from "./answer-kinds";
import type { AnswerKind } from "./asked-kinds";

/** A quote that lacks the kind of thing asked for (a number, a name, a step) does not answer: it scores less. */
export function kindFactor(
  wants: readonly AnswerKind[],
  text: string,
  question: string,
  kind: QuoteBlock["kind"],
): number {
  let f = 1;
  const factor: Record<string, number> = {
    number: 0.7,
    who: 0.6,
    where: 0.75,
    literal: 0.85,
    procedure: 0.85,
    time: 0.85,
    list: 1,
    requirement: 0.85,
  };
  for (const k of unmetKinds(wants, text, question, kind === "code" || kind === "item"))
    f *= factor[k] ?? 1;
  return f;
}

export function kindBonus(
  wants: readonly AnswerKind[],
  w: { kind: QuoteBlock["kind"] },
  text: string,
  fresh: { numbers: boolean; identifiers: boolean },
): number {
  let bonus = 0;
  // the answer brings something the question does not already say: a value, a name
  if (wants.includes("number") && fresh.numbers) bonus += 0.1;
  if (
    (wants.includes("literal") || wants.includes("procedure")) &&
    (fresh.identifiers || fresh.numbers)
  )
    bonus += 0.08;
  if (wants.includes("procedure"))
    bonus +=
      w.kind === "item" ||
      w.kind === "code" ||
      /^\s*(run|set|use|add|pass|start|stop|create|call|open|enable|disable|configure)\b/i.test(
        text,
      )
        ? 0.08
        : 0;
  if (wants.includes("time"))
    bonus += /\d|\b(before|after|within|since|until|version)\b/i.test(text) ? 0.06 : 0;
  if (wants.includes("list"))
    bonus += w.kind === "item" || w.kind === "row" || /,.*,|\band\b/.test(text) ? 0.05 : 0;
  return bonus;
}
