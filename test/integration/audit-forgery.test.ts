/**
 * Issue 57 items 2 and 8: the database owner, with triggers off (session_replication_role =
 * replica), forges what the API serves from the audit trail — a review's verdict, a deleted or
 * inserted review, a conflict resolution, a document's groups, a chunk's text, an appended answer.
 * Each must show in auditIntegrity (by id) and make audit:verify fail. audit:verify also fails with
 * no trusted checkpoint or a stale one; receipts are signed and verify with the published key.
 */
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { AnswerModel } from "../../src/core/ask/ask-ports";
import { answerHash, CURRENT_HASH_VERSION } from "../../src/core/audit/answer-hash";
import { eventHash, CURRENT_EVENT_HASH_VERSION } from "../../src/core/audit/events";
import { rowToContent } from "../../src/adapters/prisma/prisma-answer-store";
import { PrismaConflictStore } from "../../src/adapters/prisma/prisma-conflict-store";
import { publicKeyOf, readSigningKey } from "../../src/core/audit/checkpoints";
import { receiptSignatureValid, type SignedReceipt } from "../../src/core/audit/seals";
import { exportAuditTrail, verifyAuditTrail } from "../../src/audit-commands";
import type { Prisma } from "../../src/generated/prisma/client";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

const { privateKey } = generateKeyPairSync("ed25519");
const KEY = privateKey.export({ format: "der", type: "pkcs8" }).toString("base64");
const TRUSTED = publicKeyOf(readSigningKey(KEY));

class Fixed implements AnswerModel {
  readonly mode = "generative" as const;
  async generate() {
    return {
      text: "The audit retention is 7 years. [Audit policy]",
      model: "fixed",
      promptVersion: "t",
    };
  }
}

const ASK = `mutation { ask(input: { question: "What is the audit retention?" }) { id receipt { answerId hash hashVersion createdAt chainRef signature } } }`;
const INTEGRITY = `{ auditIntegrity { ok brokenIds brokenEventIds recordsChecked brokenRecords { kind id reason } } }`;

let t: TestApp;
let reviewer: string;
let policy: { id: string; revisionId: string };
let memo: { id: string; revisionId: string };
let answerId: string;
const reviewIds: string[] = [];
let resolutionId: string;

/** As the database owner: triggers off for this transaction only, then the statements. */
async function asOwner(work: (tx: Prisma.TransactionClient) => Promise<unknown>): Promise<void> {
  await t.app.db.prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SET LOCAL session_replication_role = replica`);
    await work(tx);
  });
}

async function integrity() {
  const r = await t.gql(INTEGRITY, {}, reviewer);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.auditIntegrity as {
    ok: boolean;
    brokenIds: string[];
    brokenEventIds: string[];
    recordsChecked: number;
    brokenRecords: { kind: string; id: string; reason: string }[];
  };
}

const verify = (now = new Date()) =>
  verifyAuditTrail(t.app, {
    checkpoints: [],
    receipts: [],
    trustedPublicKey: TRUSTED,
    maxAgeHours: 24,
    now,
  });

async function review(verdict: string): Promise<string> {
  const r = await t.gql(
    `mutation($i: ReviewInput!) { reviewAnswer(input: $i) { id } }`,
    { i: { answerId, verdict, note: "checked" } },
    reviewer,
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.reviewAnswer.id as string;
}

beforeAll(async () => {
  t = await startTestApp({ model: new Fixed(), env: { AUDIT_SIGNING_KEY: KEY } });
  policy = await addDocument(t, { title: "Audit policy", body: "The audit retention is 7 years." });
  memo = await addDocument(t, {
    title: "Retention memo",
    body: "The audit retention is 5 years.",
    groups: ["hr"],
  });
  reviewer = (await t.createKey("REVIEWER", ["hr"], "auditor")).secret;
  answerId = (await t.gql(ASK)).data.ask.id;
  reviewIds.push(await review("CORRECT"), await review("NEEDS_FOLLOW_UP"));
  resolutionId = (
    await new PrismaConflictStore(t.app.db.prisma, t.app.sealer).appendResolution(
      {
        conflictKey: "retention",
        decision: "SOURCE_WINS",
        winningDocumentId: policy.id,
        note: "policy wins",
        reviewer: "auditor",
      },
      null,
    )
  ).id;
  await t.gql(`{ auditCheckpoint { id } }`, {}, reviewer);
});
afterAll(async () => {
  await t?.close();
});

describe("before any forgery", () => {
  it("the trail verifies, served rows included", async () => {
    const r = await integrity();
    expect(r).toMatchObject({ ok: true, brokenIds: [], brokenEventIds: [], brokenRecords: [] });
    // 2 reviews, 1 resolution, 2 documents, 2 revisions
    expect(r.recordsChecked).toBe(7);
    const v = await verify();
    expect(v.lines.at(-1)).toBe("audit trail verifies");
    expect(v.ok).toBe(true);
  });

  it("a receipt is signed over the answer id, hash, version, time and an opaque position", async () => {
    const receipt = (await t.gql(ASK)).data.ask.receipt as Omit<SignedReceipt, "publicKey">;
    const published = (await t.gql(`{ auditPublicKey }`, {}, null)).data.auditPublicKey as string;
    expect(published).toBe(TRUSTED);
    const signed = { ...receipt, publicKey: published };
    expect(receiptSignatureValid(signed, TRUSTED)).toBe(true);
    expect(receiptSignatureValid({ ...signed, hash: "0".repeat(64) }, TRUSTED)).toBe(false);
    expect(
      receiptSignatureValid({ ...signed, createdAt: new Date(0).toISOString() }, TRUSTED),
    ).toBe(false);
    // the position is not readable by the caller, but the operator (with the key) reads it back
    expect(receipt.chainRef).not.toMatch(/^\d+$/);
    const row = await t.app.db.prisma.answer.findUniqueOrThrow({ where: { id: receipt.answerId } });
    expect(t.app.sealer!.openChainRef(receipt.answerId, receipt.chainRef)).toBe(row.seq);
    // a later read hands out the same receipt
    const again = await t.gql(
      `query($id: ID!) { answer(id: $id) { receipt { signature chainRef } } }`,
      { id: receipt.answerId },
      reviewer,
    );
    expect(again.data.answer.receipt).toEqual({
      signature: receipt.signature,
      chainRef: receipt.chainRef,
    });
  });

  it("audit:export holds every answer, event, review, resolution and checkpoint", async () => {
    const lines: string[] = [];
    await exportAuditTrail(t.app, {}, async (l) => void lines.push(l));
    const records = lines.map((l) => JSON.parse(l) as { record: string; [k: string]: unknown });
    const count = (kind: string) => records.filter((r) => r.record === kind).length;
    const prisma = t.app.db.prisma;
    expect(count("header")).toBe(1);
    expect(count("answer")).toBe(await prisma.answer.count());
    expect(count("event")).toBe(await prisma.auditEvent.count());
    expect(count("review")).toBe(2);
    expect(count("conflictResolution")).toBe(1);
    expect(count("checkpoint")).toBe(await prisma.auditCheckpoint.count());
    // each record carries what verifying it needs
    const answer = records.find((r) => r.record === "answer")!;
    expect(answer).toEqual(
      expect.objectContaining({ prevHash: expect.any(String), hash: expect.any(String) }),
    );
    const {
      record: _r,
      seq: _s,
      prevHash,
      hash,
      hashVersion,
      chainRef: _c,
      signature: _g,
      ...content
    } = answer;
    expect(answerHash(prevHash as string, content as never, hashVersion as number)).toBe(hash);
    const event = records.find((r) => r.record === "event")!;
    expect(
      eventHash(event.prevHash as string, event.content as never, event.hashVersion as number),
    ).toBe(event.hash);
    expect(event.signature).toEqual(expect.any(String));
  });
});

describe("forgeries by the database owner, triggers off", () => {
  /** auditIntegrity names the id, and audit:verify fails naming it too. */
  async function expectCaught(id: string, where: "records" | "answers" | "events") {
    const r = await integrity();
    expect(r.ok).toBe(false);
    if (where === "records") expect(r.brokenRecords.map((b) => b.id)).toContain(id);
    if (where === "answers") expect(r.brokenIds).toContain(id);
    if (where === "events") expect(r.brokenEventIds).toContain(id);
    const v = await verify();
    expect(v.ok).toBe(false);
    expect(v.lines.join("\n")).toContain(id);
    expect(v.lines.at(-1)).toBe("AUDIT TRAIL DOES NOT VERIFY");
  }

  it("a review's verdict updated", async () => {
    await asOwner((tx) =>
      tx.$executeRawUnsafe(
        `UPDATE "Review" SET verdict = 'INCORRECT' WHERE id = '${reviewIds[0]}'`,
      ),
    );
    await expectCaught(reviewIds[0]!, "records");
  });

  it("a review deleted", async () => {
    await asOwner((tx) =>
      tx.$executeRawUnsafe(`DELETE FROM "Review" WHERE id = '${reviewIds[1]}'`),
    );
    await expectCaught(reviewIds[1]!, "records");
  });

  it("a review inserted, alone or with a forged event chained after the last one", async () => {
    const alone = randomUUID();
    await asOwner((tx) =>
      tx.review.create({
        data: {
          id: alone,
          answerId,
          verdict: "CORRECT",
          note: "forged",
          claimMarks: [],
          reviewerName: "auditor",
          createdAt: new Date(),
        },
      }),
    );
    await expectCaught(alone, "records");
    // with an event recomputed onto the chain's head: the chain holds, the seal is missing
    const withEvent = randomUUID();
    const eventId = randomUUID();
    await asOwner(async (tx) => {
      const at = new Date();
      await tx.review.create({
        data: {
          id: withEvent,
          answerId,
          verdict: "CORRECT",
          note: "forged",
          claimMarks: [],
          reviewerName: "auditor",
          createdAt: at,
        },
      });
      const last = await tx.auditEvent.findFirstOrThrow({ orderBy: { seq: "desc" } });
      const content = {
        id: eventId,
        actorKeyId: null,
        actorName: "auditor",
        payload: {
          type: "REVIEW_APPENDED" as const,
          reviewId: withEvent,
          answerId,
          verdict: "CORRECT",
          note: "forged",
          claimMarks: [],
        },
        createdAt: at.toISOString(),
      };
      await tx.auditEvent.create({
        data: {
          ...content,
          type: "REVIEW_APPENDED",
          createdAt: at,
          prevHash: last.hash,
          hash: eventHash(last.hash, content),
          hashVersion: CURRENT_EVENT_HASH_VERSION,
        },
      });
    });
    await expectCaught(eventId, "events");
  });

  it("a conflict resolution turned to the other side", async () => {
    await asOwner((tx) =>
      tx.$executeRawUnsafe(
        `UPDATE "ConflictResolution" SET "winningDocumentId" = '${memo.id}' WHERE id = '${resolutionId}'`,
      ),
    );
    await expectCaught(resolutionId, "records");
  });

  it("a restricted document's groups emptied", async () => {
    await asOwner((tx) =>
      tx.$executeRawUnsafe(`UPDATE "Document" SET groups = '{}' WHERE id = '${memo.id}'`),
    );
    await expectCaught(memo.id, "records");
  });

  it("a chunk's text rewritten", async () => {
    await asOwner((tx) =>
      tx.$executeRawUnsafe(
        `UPDATE "Chunk" SET text = replace(text, '7 years', '1 year') WHERE "revisionId" = '${policy.revisionId}'`,
      ),
    );
    await expectCaught(policy.revisionId, "records");
  });

  it("a forged answer appended with a correct hash", async () => {
    const id = randomUUID();
    await asOwner(async (tx) => {
      const last = await tx.answer.findFirstOrThrow({
        orderBy: { seq: "desc" },
        include: {
          candidates: true,
          sources: true,
          claims: true,
          limitations: true,
          conflicts: true,
        },
      });
      const content = {
        ...rowToContent({
          ...last,
          candidates: [],
          sources: [],
          claims: [],
          limitations: [],
          conflicts: [],
        }),
        id,
        text: "The audit retention is 1 year.",
      };
      const hash = answerHash(last.hash, content, CURRENT_HASH_VERSION);
      await tx.answer.create({
        data: {
          id,
          seq: last.seq + 1n,
          question: content.question,
          callerKeyId: content.callerKeyId,
          callerName: content.callerName,
          callerRole: content.callerRole,
          callerGroups: content.callerGroups,
          status: content.status,
          grounded: content.grounded,
          text: content.text,
          modelText: content.modelText,
          diagnosis: content.diagnosis,
          model: content.model,
          promptVersion: content.promptVersion,
          trace: content.trace as Prisma.InputJsonValue,
          createdAt: new Date(content.createdAt),
          prevHash: last.hash,
          hash,
          hashVersion: CURRENT_HASH_VERSION,
        },
      });
    });
    await expectCaught(id, "answers");
  });
});

describe("audit:verify with nothing to trust", () => {
  it("fails with no checkpoint signed by the trusted key, and with one older than the maximum age", async () => {
    const empty = await startTestApp({ env: { AUDIT_SIGNING_KEY: KEY } });
    try {
      const run = (now: Date) =>
        verifyAuditTrail(empty.app, {
          checkpoints: [],
          receipts: [],
          trustedPublicKey: TRUSTED,
          maxAgeHours: 24,
          now,
        });
      const none = await run(new Date());
      expect(none.ok).toBe(false);
      expect(none.lines.join("\n")).toMatch(
        /NO_CHECKPOINT: no checkpoint signed by the trusted key/,
      );
      await empty.gql(`{ auditCheckpoint { id } }`);
      expect((await run(new Date())).ok).toBe(true);
      const stale = await run(new Date(Date.now() + 25 * 3_600_000));
      expect(stale.ok).toBe(false);
      expect(stale.lines.join("\n")).toMatch(
        /CHECKPOINT_TOO_OLD: .*AUDIT_CHECKPOINT_MAX_AGE_HOURS=24/,
      );
    } finally {
      await empty.close();
    }
  });
});
