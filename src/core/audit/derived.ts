/**
 * What the API serves beside answers must equal what the event chain says: every Review and
 * ConflictResolution row is the row of its chained event (and every such event still has its row);
 * a document's title, groups, status and current revision are those of its latest chained events;
 * a revision's body hashes to the bodyHash its event records, and its chunks (text, breadcrumb,
 * blocks, order, document and search visibility) to the chunksHash its event records. A row the
 * database owner edited, inserted or deleted with the triggers off is reported by its id.
 */
import { createHash } from "node:crypto";
import { jcs } from "./answer-hash";
import { chunksHash, type AuditPayload, type EventLink } from "./events";

export type AuditRecordKind = "REVIEW" | "CONFLICT_RESOLUTION" | "DOCUMENT" | "REVISION";

export interface BrokenRecord {
  kind: AuditRecordKind;
  id: string;
  reason: string;
}

import type {
  AuditedRows,
  DocumentRow,
  ResolutionRow,
  ReviewRow,
  RevisionRow,
} from "./derived-rows";

export type { AuditedRows, DocumentRow, ResolutionRow, ReviewRow, RevisionRow };

type Actor = { actorKeyId: string | null; actorName: string; createdAt: string };
type Of<T extends AuditPayload["type"]> = Extract<AuditPayload, { type: T }> & Actor;

/**
 * Rows written before events carried the row's own time (reviews, resolutions) have a row time a
 * few milliseconds before their event's; rows written since have the same time.
 */
const LEGACY_TIME_SLACK_MS = 2_000;

/** What the chained events say the served tables must hold; fed each event in chain order. */
export class DerivedState {
  private readonly reviews = new Map<string, Of<"REVIEW_APPENDED">>();
  private readonly resolutions = new Map<string, Of<"CONFLICT_RESOLVED">>();
  private readonly documents = new Map<
    string,
    { title: string; groups: string[]; status: string; currentRevisionId: string }
  >();
  private readonly revisions = new Map<
    string,
    { documentId: string; bodyHash: string; chunksHash?: string }
  >();

  /** Events whose own link is broken are still applied: their breakage is already reported. */
  add(e: EventLink): void {
    const p = e.content.payload;
    const actor = {
      actorKeyId: e.content.actorKeyId,
      actorName: e.content.actorName,
      createdAt: e.content.createdAt,
    };
    switch (p.type) {
      case "REVIEW_APPENDED":
        this.reviews.set(p.reviewId, { ...p, ...actor });
        break;
      case "CONFLICT_RESOLVED":
        this.resolutions.set(p.resolutionId, { ...p, ...actor });
        break;
      default:
        this.addDocumentEvent(p);
    }
  }

  private addDocumentEvent(p: AuditPayload): void {
    if (p.type === "DOCUMENT_CREATED") {
      this.documents.set(p.documentId, {
        title: p.title,
        groups: p.groups,
        status: "ACTIVE",
        currentRevisionId: p.revisionId,
      });
      this.revisions.set(p.revisionId, { ...p });
    } else if (p.type === "DOCUMENT_REVISED") {
      this.doc(p.documentId, (d) => (d.currentRevisionId = p.revisionId));
      this.revisions.set(p.revisionId, { ...p });
    } else if (p.type === "DOCUMENT_RENAMED") this.doc(p.documentId, (d) => (d.title = p.to));
    else if (p.type === "DOCUMENT_ACCESS_CHANGED") this.doc(p.documentId, (d) => (d.groups = p.to));
    else if (p.type === "DOCUMENT_ARCHIVED") this.doc(p.documentId, (d) => (d.status = "ARCHIVED"));
    else if (p.type === "DOCUMENT_RESTORED") this.doc(p.documentId, (d) => (d.status = "ACTIVE"));
  }

  private doc(
    id: string,
    change: (d: {
      title: string;
      groups: string[];
      status: string;
      currentRevisionId: string;
    }) => void,
  ): void {
    const d = this.documents.get(id);
    if (d) change(d);
  }

  /** Every served row checked against the events, and every event's row looked for. */
  async check(rows: AuditedRows): Promise<{ checked: number; broken: BrokenRecord[] }> {
    const out = { checked: 0, broken: [] as BrokenRecord[] };
    await matchAll(out, "REVIEW", rows.reviewRows(), this.reviews, reviewDiffers);
    await matchAll(
      out,
      "CONFLICT_RESOLUTION",
      rows.resolutionRows(),
      this.resolutions,
      resolutionDiffers,
    );
    const current = new Map<string, { active: boolean; revisionId: string | null }>();
    await matchAll(out, "DOCUMENT", rows.documentRows(), this.documents, (d, e) => {
      current.set(d.id, { active: d.status === "ACTIVE", revisionId: d.currentRevisionId });
      return documentDiffers(d, e);
    });
    await matchAll(out, "REVISION", rows.revisionRows(), this.revisions, (r, e) =>
      revisionDiffers(r, e, current.get(r.documentId)),
    );
    return out;
  }
}

/** Each row against its expected state; then every expected row that never came. */
async function matchAll<R extends { id: string }, E>(
  out: { checked: number; broken: BrokenRecord[] },
  kind: AuditRecordKind,
  rows: AsyncIterable<R>,
  expected: ReadonlyMap<string, E>,
  differs: (row: R, e: E | undefined) => string | null,
): Promise<void> {
  const seen = new Set<string>();
  for await (const r of rows) {
    out.checked++;
    seen.add(r.id);
    const why = differs(r, expected.get(r.id));
    if (why) out.broken.push({ kind, id: r.id, reason: why });
  }
  for (const id of expected.keys())
    if (!seen.has(id)) out.broken.push({ kind, id, reason: "its event exists, its row is gone" });
}

const NO_EVENT = "no audit event records this row (inserted outside the service?)";

function actorDiffers(
  row: { reviewerKeyId: string | null; reviewerName: string; createdAt: string },
  e: Actor,
): string | null {
  if (row.reviewerKeyId !== e.actorKeyId || row.reviewerName !== e.actorName)
    return "its reviewer differs from its event's";
  const drift = Date.parse(e.createdAt) - Date.parse(row.createdAt);
  if (!(drift >= 0 && drift <= LEGACY_TIME_SLACK_MS)) return "its time differs from its event's";
  return null;
}

function reviewDiffers(r: ReviewRow, e: Of<"REVIEW_APPENDED"> | undefined): string | null {
  if (!e) return NO_EVENT;
  if (r.answerId !== e.answerId) return "its answer differs from its event's";
  if (r.verdict !== e.verdict)
    return `its verdict ${r.verdict} differs from its event's ${e.verdict}`;
  if (r.note !== e.note) return "its note differs from its event's";
  if (!sameJson(r.claimMarks, e.claimMarks)) return "its claim marks differ from its event's";
  return actorDiffers(r, e);
}

function resolutionDiffers(
  r: ResolutionRow,
  e: Of<"CONFLICT_RESOLVED"> | undefined,
): string | null {
  if (!e) return NO_EVENT;
  if (r.conflictKey !== e.conflictKey) return "its conflict key differs from its event's";
  if (r.decision !== e.decision || r.winningDocumentId !== e.winningDocumentId)
    return `its decision ${r.decision} (${r.winningDocumentId ?? "no winner"}) differs from its event's ${e.decision} (${e.winningDocumentId ?? "no winner"})`;
  if (r.note !== e.note) return "its note differs from its event's";
  return actorDiffers(r, e);
}

function documentDiffers(
  d: DocumentRow,
  e: { title: string; groups: string[]; status: string; currentRevisionId: string } | undefined,
): string | null {
  if (!e) return NO_EVENT;
  if (!sameJson(d.groups, e.groups))
    return `its groups [${d.groups.join(", ")}] differ from its latest access event's [${e.groups.join(", ")}]`;
  if (d.title !== e.title) return "its title differs from its latest title event's";
  if (d.status !== e.status) return `its status ${d.status} differs from its events' ${e.status}`;
  if (d.currentRevisionId !== e.currentRevisionId)
    return "its current revision differs from its latest revision event's";
  return null;
}

function revisionDiffers(
  r: RevisionRow,
  e: { documentId: string; bodyHash: string; chunksHash?: string } | undefined,
  doc: { active: boolean; revisionId: string | null } | undefined,
): string | null {
  if (!e) return NO_EVENT;
  if (r.documentId !== e.documentId) return "its document differs from its event's";
  const body = createHash("sha256").update(r.body).digest("hex");
  if (body !== r.bodyHash || r.bodyHash !== e.bodyHash)
    return "its body does not hash to the bodyHash its event records";
  if (r.chunks.some((c) => c.documentId !== r.documentId))
    return "a chunk of it names another document";
  const served = !!doc && doc.active && doc.revisionId === r.id;
  if (r.chunks.some((c) => c.searchable !== served))
    return served
      ? "a chunk of the current revision is hidden from search"
      : "a chunk of a past or archived revision is searchable";
  // revisions recorded before events carried chunksHash are covered by their body hash only
  if (e.chunksHash !== undefined && chunksHash(r.chunks) !== e.chunksHash)
    return "its chunks (text, breadcrumbs, blocks or order) do not hash to the chunksHash its event records";
  return null;
}

function sameJson(a: unknown, b: unknown): boolean {
  try {
    return jcs(a ?? null) === jcs(b ?? null);
  } catch {
    return false;
  }
}
