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

/** A page of a cursor connection (Relay): items with their opaque cursors. */
export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export function connectionOf<T>(
  items: readonly T[],
  cursors: readonly string[],
  hasNextPage: boolean,
): Connection<T> {
  return {
    edges: items.map((node, i) => ({ cursor: cursors[i]!, node })),
    pageInfo: { hasNextPage, endCursor: cursors[cursors.length - 1] ?? null },
  };
}

export const EMPTY_PAGE: Connection<never> = {
  edges: [],
  pageInfo: { hasNextPage: false, endCursor: null },
};
