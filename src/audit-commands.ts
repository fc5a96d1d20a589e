/**
 * The audit commands' work, shared by the scripts (own database) and the local control routes (a
 * running embedded service): verify the trail, export it whole, take a checkpoint.
 */
import type { App } from "./app";
import {
  checkpointSignatureValid,
  verifyTrail,
  type CheckpointRecord,
  type Receipt,
  type VerifyFinding,
} from "./core/audit/checkpoints";
import { receiptSignatureValid, type SignedReceipt } from "./core/audit/seals";
import type { Principal } from "./core/types";
import type { EventLink } from "./core/audit/events";

const CLI: Principal = { keyId: null, name: "audit CLI", role: "ADMIN", groups: [] };

export interface VerifyOptions {
  /** checkpoints kept outside the database (JSONL of audit:checkpoint) */
  checkpoints: readonly Omit<CheckpointRecord, "id">[];
  /** receipts kept by callers: {answerId, hash, hashVersion} or signed receipts */
  receipts: readonly (Receipt | SignedReceipt)[];
  trustedPublicKey: string;
  maxAgeHours: number;
  now: Date;
}

export interface VerifyOutcome {
  ok: boolean;
  lines: string[];
}

/**
 * Everything audit:verify checks: every link and seal of both chains, every served row against its
 * events, the checkpoints (there must be one signed by the trusted key, no older than maxAgeHours),
 * every row after the newest checkpoint sealed, and the receipts (signature and stored hash).
 */
export async function verifyAuditTrail(app: App, o: VerifyOptions): Promise<VerifyOutcome> {
  const integrity = await app.services.auditIntegrity({ ...CLI, name: "audit:verify CLI" });
  const trail = await verifyTrail(app.auditLog, {
    checkpoints: o.checkpoints,
    receipts: o.receipts,
    trustedPublicKey: o.trustedPublicKey,
  });
  const findings: VerifyFinding[] = [...trail.findings];
  const lines = [
    `answers: ${integrity.checked} checked, ${integrity.brokenCount} broken${integrity.brokenIds.length ? ` (${integrity.brokenIds.slice(0, 5).join(", ")}${integrity.brokenIds.length > 5 ? ", …" : ""})` : ""}`,
    `audit events: ${integrity.eventsChecked} checked, ${integrity.brokenEventIds.length} broken${integrity.brokenEventIds.length ? ` (${integrity.brokenEventIds.slice(0, 5).join(", ")})` : ""}`,
    `served records: ${integrity.recordsChecked} checked, ${integrity.brokenRecords.length} broken`,
    ...integrity.brokenRecords.slice(0, 20).map((r) => `${r.kind} ${r.id}: ${r.reason}`),
    `checkpoints: ${trail.checkpoints} checked; receipts: ${trail.receipts} checked`,
  ];
  findings.push(...(await freshnessFindings(app, o)));
  for (const r of o.receipts)
    if ("signature" in r && r.signature && !receiptSignatureValid(r, o.trustedPublicKey))
      findings.push({
        kind: "RECEIPT_SIGNATURE",
        detail: `the receipt of answer ${r.answerId} is not signed by the trusted key`,
      });
  for (const f of findings) lines.push(`${f.kind}: ${f.detail}`);
  const ok = integrity.ok && findings.length === 0;
  lines.push(ok ? "audit trail verifies" : "AUDIT TRAIL DOES NOT VERIFY");
  return { ok, lines };
}

/** A trusted checkpoint must exist, be recent, and every row after it must be sealed. */
async function freshnessFindings(app: App, o: VerifyOptions): Promise<VerifyFinding[]> {
  const findings: VerifyFinding[] = [];
  const trusted = (await trustedCheckpoints(app, o)).sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : 1,
  );
  const newest = trusted[trusted.length - 1];
  if (!newest)
    findings.push({
      kind: "NO_CHECKPOINT",
      detail:
        "no checkpoint signed by the trusted key: nothing proves the trail was not truncated or rewritten (take one with npm run audit:checkpoint, keep its file, pass it with --checkpoints)",
    });
  else {
    const ageHours = (o.now.getTime() - Date.parse(newest.createdAt)) / 3_600_000;
    if (ageHours > o.maxAgeHours)
      findings.push({
        kind: "CHECKPOINT_TOO_OLD",
        detail: `the newest trusted checkpoint (${newest.createdAt}) is ${ageHours.toFixed(1)} h old, over AUDIT_CHECKPOINT_MAX_AGE_HOURS=${o.maxAgeHours}: take checkpoints more often`,
      });
    const unsealed = await app.auditLog.unsealedAfter(newest.answerSeq, newest.eventSeq);
    for (const [chain, id] of unsealed)
      findings.push({
        kind: "UNSEALED_AFTER_CHECKPOINT",
        detail: `${chain} ${id}, written after the newest checkpoint, carries no seal of the deployment key`,
      });
  }
  return findings;
}

/** Saved and given checkpoints whose signature the trusted key made. */
async function trustedCheckpoints(
  app: App,
  o: VerifyOptions,
): Promise<Omit<CheckpointRecord, "id">[]> {
  return [...(await app.auditLog.checkpoints()), ...o.checkpoints].filter((c) =>
    checkpointSignatureValid(c, o.trustedPublicKey),
  );
}

/** Signs the chains' heads now (ADMIN, as the CLI). */
export function takeAuditCheckpoint(app: App, takenBy: string): Promise<CheckpointRecord> {
  return app.services.auditCheckpoint({ ...CLI, name: takenBy });
}

/** An exported event: its hashed content apart from its chain fields and seal. */
function eventRecord(e: EventLink): Record<string, unknown> {
  return {
    record: "event",
    seq: e.seq,
    id: e.id,
    prevHash: e.prevHash,
    hash: e.hash,
    hashVersion: e.hashVersion,
    signature: e.signature ?? null,
    content: e.content,
  };
}

export interface ExportOptions {
  since?: Date;
  until?: Date;
}

/**
 * The whole trail as JSON lines, oldest first, a page at a time: a header, every answer (its hashed
 * content, position, prevHash, hash, hashVersion and seal), every audit event (hashed content, seq,
 * prevHash, hash, hashVersion, seal), every review and conflict resolution row (checked against its
 * event), and every checkpoint. Each record carries what its verification needs (README, "The audit
 * trail": which fields each hash covers).
 */
export async function exportAuditTrail(
  app: App,
  o: ExportOptions,
  write: (line: string) => Promise<void>,
  progress: (n: number) => void = () => undefined,
): Promise<number> {
  let n = 0;
  const inRange = (at: string | Date) => {
    const t = new Date(at).getTime();
    return (!o.since || t >= o.since.getTime()) && (!o.until || t <= o.until.getTime());
  };
  const put = async (record: Record<string, unknown>) => {
    await write(
      `${JSON.stringify(record, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v))}\n`,
    );
    if (++n % 1000 === 0) progress(n);
  };
  await put({
    record: "header",
    exportedAt: new Date().toISOString(),
    publicKey: app.sealer?.publicKey ?? null,
    complete: !o.since && !o.until,
  });
  for await (const a of app.answers.stream({ since: o.since, until: o.until }))
    await put({ record: "answer", ...a });
  for await (const e of app.auditLog.chain())
    if (inRange(e.content.createdAt)) await put(eventRecord(e));
  for await (const r of app.auditLog.reviewRows())
    if (inRange(r.createdAt)) await put({ record: "review", ...r });
  for await (const r of app.auditLog.resolutionRows())
    if (inRange(r.createdAt)) await put({ record: "conflictResolution", ...r });
  for (const c of await app.auditLog.checkpoints())
    if (inRange(c.createdAt)) await put({ record: "checkpoint", ...c });
  return n;
}
