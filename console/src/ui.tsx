/** Shared pieces: async state, loading/empty/error states, words for the API's enums. */
import type { ComponentChildren } from "preact";
import { useCallback, useEffect, useState } from "preact/hooks";
import { ApiError } from "./api";

export type Async<T> =
  { state: "loading" } | { state: "error"; error: ApiError } | { state: "done"; data: T };

function asApiError(e: unknown): ApiError {
  return e instanceof ApiError ? e : new ApiError("INTERNAL_SERVER_ERROR", String(e));
}

/** Runs `load` now and whenever `deps` change; `reload` runs it again. */
export function useAsync<T>(load: () => Promise<T>, deps: unknown[]): [Async<T>, () => void] {
  const [result, setResult] = useState<Async<T>>({ state: "loading" });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setResult({ state: "loading" });
    load().then(
      (data) => live && setResult({ state: "done", data }),
      (e: unknown) => live && setResult({ state: "error", error: asApiError(e) }),
    );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  return [result, useCallback(() => setTick((t) => t + 1), [])];
}

/** A form action: pending flag, the error as a sentence, the last result. */
export function useAction<A extends unknown[], T>(run: (...args: A) => Promise<T>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const act = async (...args: A): Promise<T | undefined> => {
    setPending(true);
    setError(null);
    try {
      return await run(...args);
    } catch (e) {
      setError(asApiError(e));
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { act, pending, error };
}

export function Loading({ what }: { what: string }) {
  return (
    <p class="state" role="status">
      Loading {what}…
    </p>
  );
}

export function ErrorBox({ error, retry }: { error: ApiError; retry?: () => void }) {
  return (
    <div class="error" role="alert" data-code={error.code}>
      <p>{error.message}</p>
      {retry && (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <p class="state empty">{children}</p>;
}

/** Loading / error / the page's content. */
export function Show<T>(props: {
  result: Async<T>;
  what: string;
  retry?: () => void;
  children: (data: T) => ComponentChildren;
}) {
  const r = props.result;
  if (r.state === "loading") return <Loading what={props.what} />;
  if (r.state === "error") return <ErrorBox error={r.error} retry={props.retry} />;
  return <>{props.children(r.data)}</>;
}

export const STATUS_WORDS: Record<string, string> = {
  SUPPORTED: "Answered: every claim is supported by the documents it cites",
  PARTIAL: "Partly answered: part of the question has no supporting evidence",
  INSUFFICIENT_EVIDENCE: "Not answered: evidence was found but none of it states what was asked",
  CONFLICTING: "Sources disagree: both sides are shown below, none is picked",
  NOT_IN_KNOWLEDGE_BASE: "Not in the knowledge base: nothing you may read answers this",
  MODEL_UNAVAILABLE:
    "No answer: the model could not be reached; what was found is shown, not an answer",
};

export const STATUS_SHORT: Record<string, string> = {
  SUPPORTED: "Supported",
  PARTIAL: "Partial",
  INSUFFICIENT_EVIDENCE: "Insufficient evidence",
  CONFLICTING: "Conflicting",
  NOT_IN_KNOWLEDGE_BASE: "Not in knowledge base",
  MODEL_UNAVAILABLE: "Model unavailable",
};

export const VERDICT_WORDS: Record<string, string> = {
  SUPPORTED: "Supported by its source",
  UNSUPPORTED: "Not supported by the evidence it cites",
  UNKNOWN_CITATION: "Cites something that is not among the evidence",
  RESTRICTED_CITATION: "Cites a document outside the asker's groups",
  UNCITED: "Cites nothing",
};

export const REVIEW_VERDICTS = [
  "CORRECT",
  "PARTIALLY_CORRECT",
  "INCORRECT",
  "NEEDS_FOLLOW_UP",
] as const;
export const REVIEW_WORDS: Record<string, string> = {
  CORRECT: "Correct",
  PARTIALLY_CORRECT: "Partly correct",
  INCORRECT: "Incorrect",
  NEEDS_FOLLOW_UP: "Needs follow-up",
};

export function StatusBadge({ status }: { status: string }) {
  return <span class={`badge s-${status.toLowerCase()}`}>{STATUS_SHORT[status] ?? status}</span>;
}

export function when(iso: string | null | undefined): string {
  if (!iso) return "no date";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toISOString().replace("T", " ").slice(0, 16) + " UTC";
}

export function day(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 10) : "no date";
}

/** A wide table, scrollable on its own at 375 px, reachable by keyboard. */
export function TableBox({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="tablebox" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
