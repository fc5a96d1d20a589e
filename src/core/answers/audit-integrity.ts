/**
 * auditIntegrity: every link of the answer chain and of the audit event log, verified page by page
 * so memory stays flat, with every broken link reported (up to a bound).
 */
import { requireRole } from "../auth/require-role";
import type { AnswerReader } from "./answer-ports";
import type { Principal } from "../types";
import { verifyChain, type ChainLink } from "../audit/answer-hash";
import { verifyEvents, type EventLink } from "../audit/events";

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
}

const MAX_REPORTED_BROKEN = 1_000;

/** Verifies the whole chain, page by page so memory stays flat, and reports every broken answer. */
export async function auditIntegrity(
  reader: AnswerReader,
  caller: Principal,
  events?: () => AsyncIterable<EventLink>,
): Promise<IntegrityReport> {
  requireRole(caller, "REVIEWER");
  const links: ChainLink[] = [];
  const broken: string[] = [];
  let brokenCount = 0;
  let checked = 0;
  let prev: string | undefined;
  const verifyPage = () => {
    const r = verifyChain(links, prev);
    checked += r.checked;
    brokenCount += r.brokenIds.length;
    broken.push(...r.brokenIds.slice(0, Math.max(0, MAX_REPORTED_BROKEN - broken.length)));
    prev = r.lastHash;
    links.length = 0;
  };
  for await (const link of reader.chain()) {
    links.push(link);
    if (links.length >= 500) verifyPage();
  }
  verifyPage();
  const ev = events ? await verifyEventLog(events()) : { checked: 0, brokenIds: [] as string[] };
  return {
    ok: brokenCount === 0 && ev.brokenIds.length === 0,
    checked,
    firstBrokenAnswerId: broken[0] ?? null,
    brokenIds: broken,
    brokenCount,
    eventsChecked: ev.checked,
    brokenEventIds: ev.brokenIds.slice(0, MAX_REPORTED_BROKEN),
  };
}

async function verifyEventLog(
  events: AsyncIterable<EventLink>,
): Promise<{ checked: number; brokenIds: string[] }> {
  const page: EventLink[] = [];
  const brokenIds: string[] = [];
  let checked = 0;
  let prev: string | undefined;
  const flush = () => {
    const r = verifyEvents(page, prev);
    checked += r.checked;
    brokenIds.push(...r.brokenIds);
    prev = r.lastHash;
    page.length = 0;
  };
  for await (const e of events) {
    page.push(e);
    if (page.length >= 500) flush();
  }
  flush();
  return { checked, brokenIds };
}
