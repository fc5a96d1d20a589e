/**
 * A call that returns a default, shown with its result: under "Get the default extension for a
 * content-type.", `mime.extension('application/octet-stream') // 'bin'` gives the default extension
 * of the type the question names, though the sample never writes the word.
 */
import { askedDefaultNoun } from "./asked-default-noun";

/** A result written after a call: "// 'bin'", "//=> 'x'", "# ⇨ 3". */
const RESULT_COMMENT = /(?:\/\/|#)\s*(?:=>|⇨|->)?\s*\S/;

/** The values a question writes as code writes them: "application/octet-stream", "text/html". */
function writtenValues(question: string, products: readonly string[]): string[] {
  const own = new Set(products.map((p) => p.toLowerCase()));
  return (question.match(/[A-Za-z][\w+-]*[/.][\w+.-]*[A-Za-z0-9]/g) ?? []).filter(
    (v) => !own.has(v.toLowerCase()),
  );
}

/**
 * Whether a code block led in by a sentence saying it gets "the default <thing asked>" calls with a
 * value the question names and shows what the call returns.
 */
export function showsDefaultReturned(
  question: string,
  products: readonly string[],
  leadIn: string,
  code: string,
): boolean {
  const noun = askedDefaultNoun(question);
  if (!noun || !new RegExp(`\\bdefault\\s+${noun}`, "i").test(leadIn)) return false;
  const values = writtenValues(question, products).map((v) => v.toLowerCase());
  return code
    .split("\n")
    .some(
      (line) => RESULT_COMMENT.test(line) && values.some((v) => line.toLowerCase().includes(v)),
    );
}
