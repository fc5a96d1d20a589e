/**
 * auditIntegrity: every link of the answer chain and of the audit event log, verified page by page
 * so memory stays flat, with every broken link reported (up to a bound).
 */
import { requireRole } from "../auth/require-role";
import type { AnswerReader } from "./answer-ports";
import type { Principal } from "../types";
import { verifyChain, type ChainLink } from "../audit/answer-hash";
import { verifyEvents, type EventLink } from "../audit/events";
import { DerivedState, type AuditedRows, type BrokenRecord } from "../audit/derived";
import { eventSealValid, receiptSignatureValid, type Sealer } from "../audit/seals";

export interface IntegrityReport {
  ok: boolean;
  checked: number;
  firstBrokenAnswerId: string | null;
  /** every answer whose link does not hold (at most MAX_REPORTED_BROKEN; brokenCount has them all) */
  brokenIds: string[];
  brokenCount: number;
  /** the audit event log (reviews, resolutions, document and key changes): events checked and every broken one */
  eventsChecked: number;
  brokenEventIds: string[];
  /** served rows (reviews, resolutions, documents, revisions and their chunks) checked against the events */
  recordsChecked: number;
  /** every served row that differs from its chained events, or an event whose row is gone */
  brokenRecords: BrokenRecord[];
}

/** What else is checked when the deployment has its key: seals, and the served rows. */
export interface IntegrityOptions {
  /** the served tables (reviews, resolutions, documents, revisions) */
  rows?: AuditedRows;
  /** seals are checked against this key (null: no seals are checked) */
  trustedPublicKey?: string | null;
  /** with the private key, an answer's encrypted position is also checked against its row */
  sealer?: Sealer | null;
}

/**
 * Seals: a row sealed with a signature that does not verify is broken, and so is an unsealed row
 * after a sealed one (the service with a key seals every row; an appended forgery cannot).
 */
class SealCheck {
  private sealedAnswerSeen = false;
  private sealedEventSeen = false;
  constructor(
    private readonly key: string,
    private readonly sealer: Sealer | null,
  ) {}

  answerHolds(l: ChainLink): boolean {
    if (!l.signature || !l.chainRef) return !this.sealedAnswerSeen;
    this.sealedAnswerSeen = true;
    const fields = {
      answerId: l.id,
      hash: l.hash,
      hashVersion: l.hashVersion,
      createdAt: l.content.createdAt,
      chainRef: l.chainRef,
    };
    if (
      !receiptSignatureValid({ ...fields, signature: l.signature, publicKey: this.key }, this.key)
    )
      return false;
    return (
      !this.sealer || l.seq === undefined || this.sealer.openChainRef(l.id, l.chainRef) === l.seq
    );
  }

  eventHolds(e: EventLink): boolean {
    if (!e.signature) return !this.sealedEventSeen;
    this.sealedEventSeen = true;
    return eventSealValid(e.id, e.hash, e.signature, this.key);
  }
}

const MAX_REPORTED_BROKEN = 1_000;

/** Verifies the whole chain, page by page so memory stays flat, and reports every broken answer. */
export async function auditIntegrity(
  reader: AnswerReader,
  caller: Principal,
  events?: () => AsyncIterable<EventLink>,
  options: IntegrityOptions = {},
): Promise<IntegrityReport> {
  requireRole(caller, "REVIEWER");
  const seals = options.trustedPublicKey
    ? new SealCheck(options.trustedPublicKey, options.sealer ?? null)
    : null;
  const { checked, broken, brokenCount } = await verifyAnswers(reader.chain(), seals);
  const derived = new DerivedState();
  const ev = events
    ? await verifyEventLog(events(), seals, derived)
    : { checked: 0, brokenIds: [] as string[] };
  const records =
    options.rows && events ? await derived.check(options.rows) : { checked: 0, broken: [] };
  return {
    ok: brokenCount === 0 && ev.brokenIds.length === 0 && records.broken.length === 0,
    checked,
    firstBrokenAnswerId: broken[0] ?? null,
    brokenIds: broken,
    brokenCount,
    eventsChecked: ev.checked,
    brokenEventIds: ev.brokenIds.slice(0, MAX_REPORTED_BROKEN),
    recordsChecked: records.checked,
    brokenRecords: records.broken.slice(0, MAX_REPORTED_BROKEN),
  };
}

/** Every answer's link and seal, a page at a time so memory stays flat. */
async function verifyAnswers(
  chain: AsyncIterable<ChainLink>,
  seals: SealCheck | null,
): Promise<{ checked: number; broken: string[]; brokenCount: number }> {
  const links: ChainLink[] = [];
  const broken: string[] = [];
  let brokenCount = 0;
  let checked = 0;
  let prev: string | undefined;
  const verifyPage = () => {
    const r = verifyChain(links, prev);
    const chainBroken = new Set(r.brokenIds);
    const brokenIds = links
      .filter((l) => chainBroken.has(l.id) || (seals && !seals.answerHolds(l)))
      .map((l) => l.id);
    checked += r.checked;
    brokenCount += brokenIds.length;
    broken.push(...brokenIds.slice(0, Math.max(0, MAX_REPORTED_BROKEN - broken.length)));
    prev = r.lastHash;
    links.length = 0;
  };
  for await (const link of chain) {
    links.push(link);
    if (links.length >= 500) verifyPage();
  }
  verifyPage();
  return { checked, broken, brokenCount };
}

async function verifyEventLog(
  events: AsyncIterable<EventLink>,
  seals: SealCheck | null,
  derived: DerivedState,
): Promise<{ checked: number; brokenIds: string[] }> {
  const page: EventLink[] = [];
  const brokenIds: string[] = [];
  let checked = 0;
  let prev: string | undefined;
  const flush = () => {
    const r = verifyEvents(page, prev);
    const chainBroken = new Set(r.brokenIds);
    checked += r.checked;
    brokenIds.push(
      ...page
        .filter((e) => chainBroken.has(e.id) || (seals && !seals.eventHolds(e)))
        .map((e) => e.id),
    );
    prev = r.lastHash;
    page.length = 0;
  };
  for await (const e of events) {
    derived.add(e);
    page.push(e);
    if (page.length >= 500) flush();
  }
  flush();
  return { checked, brokenIds };
}
