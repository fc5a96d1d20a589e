/** One page size rule for every connection (answers, documents, conflicts). */
import { AppError } from "./errors";

const MAX_PAGE = 100;

export function pageSize(first: number | null | undefined): number {
  const n = first ?? 20;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE) {
    throw new AppError("BAD_USER_INPUT", `first must be between 1 and ${MAX_PAGE}`, {
      field: "first",
      max: MAX_PAGE,
    });
  }
  return n;
}
