/** The answers filter a caller may send: ids that are ids, a time range that is a range, bounded text. */
import { AppError } from "../errors";
import type { AnswerFilter } from "./answer-ports";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkFilter(filter: AnswerFilter): void {
  for (const field of ["callerKeyId", "citedDocumentId"] as const) {
    const v = filter[field];
    if (v != null && !UUID.test(v))
      throw new AppError("BAD_USER_INPUT", `filter.${field} must be an id`, {
        field: `filter.${field}`,
      });
  }
  if (filter.since && filter.until && filter.since > filter.until) {
    throw new AppError("BAD_USER_INPUT", "filter.since must not be after filter.until", {
      field: "filter.since",
    });
  }
  if (filter.questionContains != null && filter.questionContains.length > 500) {
    throw new AppError("BAD_USER_INPUT", "filter.questionContains must be at most 500 characters", {
      field: "filter.questionContains",
    });
  }
}
