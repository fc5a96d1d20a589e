/**
 * The shapes of the JSON (and free-string) columns, checked on read instead of cast. Objects are
 * loose: a key the schema does not know is kept, because the hash chain must see exactly what is
 * stored; a missing or mistyped key fails loudly, naming the row and the column.
 */
import { z } from "zod";
import type { ReviewVerdict } from "../../core/answers/answer-ports";
import type { StoredConflict } from "../../core/audit/stored-answer";
import type {
  CandidateDecision,
  CheckName,
  CheckResult,
  CitationRef,
  ClaimQuote,
  Diagnosis,
  LimitationKind,
  SourceRef,
} from "../../core/types";

/** A stored row that does not have the shape its column promises: corruption or tampering. */
export class StoredDataError extends Error {
  constructor(where: string, issues: string) {
    super(`stored ${where} is malformed: ${issues}`);
    this.name = "StoredDataError";
  }
}

const CHECK_NAMES = [
  "CITATION",
  "EXACT_EXCERPT",
  "STATEMENT",
  "NUMBERS",
  "NEGATION",
  "POLARITY",
  "CONDITIONS",
  "IDENTIFIERS",
  "OVERLAP",
  "JUDGE",
  "RESOLUTION",
] as const satisfies readonly CheckName[];

export const CitationsSchema = z.array(
  z.looseObject({
    written: z.string(),
    resolution: z.enum(["RESOLVED", "UNKNOWN", "RESTRICTED"]),
    documentId: z.string().nullable(),
    title: z.string().nullable(),
  }),
) satisfies z.ZodType<CitationRef[]>;

export const ChecksSchema = z.array(
  z.looseObject({ name: z.enum(CHECK_NAMES), passed: z.boolean(), detail: z.string() }),
) satisfies z.ZodType<CheckResult[]>;

export const ClaimQuoteSchema = z
  .looseObject({
    chunkId: z.string(),
    start: z.number().int(),
    end: z.number().int(),
    context: z.string().nullable(),
  })
  .nullable() satisfies z.ZodType<ClaimQuote | null>;

export const SourceQuotesSchema = z.array(
  z.looseObject({ text: z.string(), start: z.number().int(), end: z.number().int() }),
) satisfies z.ZodType<SourceRef["quotes"]>;

export const ConflictSidesSchema = z.array(
  z.looseObject({
    documentId: z.string(),
    title: z.string(),
    revisionId: z.string(),
    revision: z.number().int(),
    effectiveDate: z.string().nullable(),
    excerpt: z.string(),
    values: z.array(z.string()),
  }),
) satisfies z.ZodType<StoredConflict["sides"]>;

export const ClaimMarksSchema = z.array(
  z.looseObject({
    claimId: z.string(),
    verdict: z.enum(["CORRECT", "INCORRECT", "PARTIALLY_CORRECT", "NEEDS_FOLLOW_UP"]),
  }),
) satisfies z.ZodType<{ claimId: string; verdict: ReviewVerdict }[]>;

export const DiagnosisSchema = z.array(
  z.enum([
    "EMPTY_CORPUS",
    "NO_MATCH",
    "RESTRICTED_ONLY",
    "STALE_REVISION",
    "CONFLICT",
    "MODEL_ERROR",
  ]),
) satisfies z.ZodType<Diagnosis[]>;

export const DecisionSchema = z.enum([
  "RELEVANT",
  "BELOW_SCORE",
  "LOW_COVERAGE",
  "MISSING_ENTITY",
]) satisfies z.ZodType<CandidateDecision>;

export const LimitationKindSchema = z.enum([
  "NOT_IN_KNOWLEDGE_BASE",
  "MISSING_EVIDENCE",
  "UNSUPPORTED_CLAIMS_REMOVED",
  "NO_CITATIONS",
  "CONFLICTING_SOURCES",
  "CONFLICT_RESOLVED",
  "MODEL_UNAVAILABLE",
  "STALE_SOURCE",
  "REVIEW_OVERDUE",
  "SECTION_DEPENDENT",
  "LOW_CONFIDENCE",
]) satisfies z.ZodType<LimitationKind>;

/** Compile-time: each schema's values are exactly the core union, none missing and none extra. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SCHEMAS_MATCH_CORE: [
  Same<(typeof CHECK_NAMES)[number], CheckName>,
  Same<z.output<typeof DecisionSchema>, CandidateDecision>,
  Same<z.output<typeof LimitationKindSchema>, LimitationKind>,
  Same<z.output<typeof DiagnosisSchema>[number], Diagnosis>,
  Same<z.output<typeof ClaimMarksSchema>[number]["verdict"], ReviewVerdict>,
] = [true, true, true, true, true];

/** How a row's columns are read: checked (every reader) or as stored (the chain check, which must hash exactly what is there). */
export type ColumnReader = <T>(schema: z.ZodType<T>, value: unknown, where: string) => T;

/** Hands back the stored value untouched; a malformed row then fails its hash, not the whole check. */
export const asStored: ColumnReader = <T>(_schema: z.ZodType<T>, value: unknown) => value as T;

/** The column's value as its schema's type, or a StoredDataError naming where it was read. */
export const readStored: ColumnReader = <T>(
  schema: z.ZodType<T>,
  value: unknown,
  where: string,
): T => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new StoredDataError(
    where,
    parsed.error.issues.map((i) => `${i.path.join(".") || "(value)"}: ${i.message}`).join("; "),
  );
};
