/** The question as the pipeline takes it: well-formed Unicode, NFC, no control characters, within the limit. */
import { AppError } from "../errors";
import { isWellFormed } from "../text/well-formed";

export function validateQuestion(question: string, max: number): string {
  if (!isWellFormed(question)) {
    throw new AppError(
      "BAD_USER_INPUT",
      "question contains ill-formed Unicode (a lone UTF-16 surrogate): send valid text",
      { field: "question" },
    );
  }
  const q = question
    .normalize("NFC")
    .replace(/\p{Cc}/gu, (c) => (c === "\n" || c === "\t" ? " " : ""))
    .trim();
  if (q.length === 0)
    throw new AppError("BAD_USER_INPUT", "question must not be empty", { field: "question" });
  if (q.length > max) {
    throw new AppError(
      "BAD_USER_INPUT",
      `question is ${q.length} characters long; the limit is ${max}`,
      { field: "question", max },
    );
  }
  return q;
}
