/**
 * An answers filter as one SQL condition over "Answer" a. Every relation test is an EXISTS
 * subquery, so no filter loads a list of ids into memory (or past PostgreSQL's 65,535 bind
 * parameters) however many answers match. Enum columns are compared as enums (a value cast to
 * the type), never cast to text: the cast hid the column's statistics and cost 200 ms a page at
 * 100,000 answers (bench:explain).
 */
import { Prisma } from "../../generated/prisma/client";
import type { AnswerFilter } from "../../core/answers/answer-ports";
import { escapeLike } from "./cursor";

const exists = (sql: Prisma.Sql) => Prisma.sql`EXISTS (${sql})`;
const either = (yes: boolean | null | undefined, sql: Prisma.Sql) =>
  yes ? exists(sql) : Prisma.sql`NOT ${exists(sql)}`;

/** A cited revision that is no longer its document's current one. */
const STALE_SOURCE = Prisma.sql`SELECT 1 FROM "AnswerSource" s JOIN "Document" d ON d.id = s."documentId"
  WHERE s."answerId" = a.id AND d."currentRevisionId" IS DISTINCT FROM s."revisionId"`;

export function answerFilterSql(filter: AnswerFilter, beforeSeq: bigint | null): Prisma.Sql {
  const and: Prisma.Sql[] = [];
  if (filter.status?.length)
    // one parameter per value: an array parameter does not survive every driver adapter (PGlite
    // read a one-element array as the bare value)
    and.push(
      Prisma.sql`a.status IN (${Prisma.join(filter.status.map((s) => Prisma.sql`${s}::"AnswerStatus"`))})`,
    );
  const verdicts = filter.claimVerdictIn ?? (filter.claimVerdict ? [filter.claimVerdict] : []);
  if (verdicts.length)
    and.push(
      exists(
        Prisma.sql`SELECT 1 FROM "Claim" c WHERE c."answerId" = a.id AND c.verdict IN (${Prisma.join(verdicts.map((v) => Prisma.sql`${v}::"ClaimVerdict"`))})`,
      ),
    );
  if (filter.callerKeyId)
    and.push(Prisma.sql`a."callerKeyId" = ${filter.callerKeyId.toLowerCase()}::uuid`);
  if (filter.since) and.push(Prisma.sql`a."createdAt" >= ${filter.since}`);
  if (filter.until) and.push(Prisma.sql`a."createdAt" <= ${filter.until}`);
  if (filter.citedDocumentId)
    // driven from the document's sources (its index), not by walking every answer: a document is
    // cited by few answers, and when none of them passes the other filters a walk reads them all
    and.push(
      Prisma.sql`a.id = ANY(ARRAY(SELECT s."answerId" FROM "AnswerSource" s WHERE s."documentId" = ${filter.citedDocumentId.toLowerCase()}::uuid))`,
    );
  if (filter.hasConflicts != null)
    and.push(
      either(filter.hasConflicts, Prisma.sql`SELECT 1 FROM "Conflict" k WHERE k."answerId" = a.id`),
    );
  if (filter.reviewed != null)
    and.push(
      either(filter.reviewed, Prisma.sql`SELECT 1 FROM "Review" r WHERE r."answerId" = a.id`),
    );
  if (filter.questionContains)
    and.push(Prisma.sql`a.question ILIKE ${`%${escapeLike(filter.questionContains)}%`}`);
  if (filter.hasStaleSources != null) and.push(either(filter.hasStaleSources, STALE_SOURCE));
  if (filter.reviewVerdict)
    and.push(
      Prisma.sql`(SELECT r.verdict FROM "Review" r WHERE r."answerId" = a.id
        ORDER BY r."createdAt" DESC, r.id DESC LIMIT 1) = ${filter.reviewVerdict}::"ReviewVerdict"`,
    );
  if (beforeSeq !== null) and.push(Prisma.sql`a.seq < ${beforeSeq}`);
  return and.length ? Prisma.join(and, " AND ") : Prisma.sql`TRUE`;
}
