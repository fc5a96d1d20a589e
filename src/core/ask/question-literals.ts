/**
 * The identifiers a question writes that a quote must write as they are: "send_batch_size",
 * "std::env::args", "HTTP/2", "--max-concurrency", "bun:sqlite".
 */
import { productNames } from "./term-spellings";

/** A long flag ("--max-concurrency") or a module specifier ("bun:sqlite", "node:http"), as written. */
export const FLAG_OR_MODULE = /^--[a-z][\w-]*$|^[a-z]+:[a-z][\w/-]*$/i;

/** Identifiers whose pieces are words too ("send_batch_size" is not "send", "batch" and "size" anywhere). */
export function literalIdentifiers(question: string): string[] {
  const products = new Set(productNames(question).map((p) => p.written));
  return (
    question
      .split(/\s+/)
      // (a flag keeps its dashes: "--max-concurrency")
      .map((w) =>
        w
          .replace(/[^\w]+$/, "")
          .replace(/^[^\w-]+/, "")
          .replace(/^-(?!-\w)-*/, ""),
      )
      .filter(
        (w) =>
          (/[a-z0-9]_[a-z0-9]|\w::\w|[a-z]\.[a-z]/i.test(w) ||
            VERSIONED_NAME.test(w) ||
            FLAG_OR_MODULE.test(w)) &&
          !/^\d/.test(w) &&
          !products.has(w),
      )
  );
}

/**
 * A name with its version after a slash ("HTTP/3", "HTTP/1.1"): one thing, not the name and a
 * number anywhere — "HTTP/2" beside "TLSv1.3" says nothing of HTTP/3.
 */
export const VERSIONED_NAME = /^[a-z][a-z-]*\/\d+(?:\.\d+)*$/i;
