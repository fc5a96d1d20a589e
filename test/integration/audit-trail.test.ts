/**
 * An audit trail a database owner cannot quietly rewrite: every change is an event in a chain,
 * written in the transaction of the change; signed checkpoints (a key held outside the database)
 * show deleted newest answers and a chain rewritten with recomputed hashes; receipts let a caller
 * prove their answer.
 */
import { generateKeyPairSync } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import type { AnswerModel } from "../../src/core/ask/ask-ports";
import { answerHash } from "../../src/core/audit/answer-hash";
import { rowToContent } from "../../src/adapters/prisma/prisma-answer-store";
import {
  publicKeyOf,
  readSigningKey,
  verifyTrail,
  type CheckpointRecord,
} from "../../src/core/audit/checkpoints";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

const { privateKey } = generateKeyPairSync("ed25519");
const PEM = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
const TRUSTED = publicKeyOf(readSigningKey(PEM));

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

let t: TestApp;
let reviewer: string;
const sql = (q: string) => t.app.db.prisma.$executeRawUnsafe(q);
const ASK = `mutation { ask(input: { question: "What is the audit retention?" }) { id receipt { answerId hash hashVersion } } }`;
const CHECKPOINT = `{ auditCheckpoint { answerSequence answerHeadHash eventSequence eventHeadHash createdAt publicKey signature takenBy } }`;

/** An app with the signing key, the audit policy and an auditor's key. */
async function freshTrail(): Promise<{ t: TestApp; reviewer: string }> {
  const app = await startTestApp({ model: new Fixed(), env: { AUDIT_SIGNING_KEY: PEM } });
  await addDocument(app, { title: "Audit policy", body: "The audit retention is 7 years." });
  return { t: app, reviewer: (await app.createKey("REVIEWER", [], "auditor")).secret };
}

beforeAll(async () => {
  ({ t, reviewer } = await freshTrail());
});
afterAll(async () => {
  await t?.close();
});

const asCheckpoint = (c: Record<string, unknown>): Omit<CheckpointRecord, "id"> => ({
  answerSeq: c.answerSequence as number,
  answerHead: c.answerHeadHash as string,
  eventSeq: c.eventSequence as number,
  eventHead: c.eventHeadHash as string,
  createdAt: c.createdAt as string,
  publicKey: c.publicKey as string,
  signature: c.signature as string,
  takenBy: c.takenBy as string,
});

describe("every change is an audit event, in the transaction of the change", () => {
  it("document creation and changes, API keys, reviews and conflict resolutions are chained events", async () => {
    const doc = await addDocument(t, {
      title: `Event doc ${Date.now()}`,
      body: "One.",
      groups: ["ops"],
    });
    await addDocument(t, { id: doc.id, title: "Event doc renamed", body: "Two.", groups: [] });
    await t.gql(`mutation($id: ID!) { archiveDocument(id: $id) { id } }`, { id: doc.id });
    const answer = (await t.gql(ASK)).data.ask;
    await t.gql(
      `mutation($i: ReviewInput!) { reviewAnswer(input: $i) { id } }`,
      { i: { answerId: answer.id, verdict: "CORRECT", note: "checked" } },
      reviewer,
    );
    const types = (await t.app.db.prisma.auditEvent.findMany({ orderBy: { seq: "asc" } })).map(
      (e) => e.type,
    );
    for (const type of [
      "API_KEY_CREATED",
      "DOCUMENT_CREATED",
      "DOCUMENT_RENAMED",
      "DOCUMENT_ACCESS_CHANGED",
      "DOCUMENT_REVISED",
      "DOCUMENT_ARCHIVED",
      "REVIEW_APPENDED",
    ]) {
      expect(types).toContain(type);
    }
    const r = (await t.gql(`{ auditIntegrity { ok eventsChecked brokenEventIds } }`, {}, reviewer))
      .data.auditIntegrity;
    expect(r).toEqual({ ok: true, eventsChecked: types.length, brokenEventIds: [] });
  });

  it("the event log is append-only, and an edited event is reported", async () => {
    await expect(sql(`DELETE FROM "AuditEvent"`)).rejects.toThrow(/append-only/);
    // a review of its own, so there is a REVIEW_APPENDED event to edit whatever ran before
    const answerId = (await t.gql(ASK)).data.ask.id;
    await t.gql(
      `mutation { reviewAnswer(input: { answerId: "${answerId}", verdict: CORRECT, note: "ok" }) { id } }`,
      {},
      reviewer,
    );
    const target = await t.app.db.prisma.auditEvent.findFirst({
      where: { type: "REVIEW_APPENDED", payload: { path: ["answerId"], equals: answerId } },
    });
    await sql(`ALTER TABLE "AuditEvent" DISABLE TRIGGER USER`);
    try {
      await sql(
        `UPDATE "AuditEvent" SET payload = jsonb_set(payload, '{verdict}', '"INCORRECT"') WHERE id = '${target!.id}'`,
      );
      const r = (await t.gql(`{ auditIntegrity { ok brokenEventIds } }`, {}, reviewer)).data
        .auditIntegrity;
      expect(r).toEqual({ ok: false, brokenEventIds: [target!.id] });
    } finally {
      await sql(
        `UPDATE "AuditEvent" SET payload = jsonb_set(payload, '{verdict}', '"CORRECT"') WHERE id = '${target!.id}'`,
      );
      await sql(`ALTER TABLE "AuditEvent" ENABLE TRIGGER USER`);
    }
  });
});

describe("signed checkpoints and receipts", () => {
  // these cases delete answers and rewrite the chain: each runs on a trail of its own
  let shared: { t: TestApp; reviewer: string };
  beforeEach(async () => {
    shared = { t, reviewer };
    ({ t, reviewer } = await freshTrail());
  });
  afterEach(async () => {
    await t.close();
    ({ t, reviewer } = shared);
  });

  it("a checkpoint is signed by the configured key; readers may not take one", async () => {
    await t.gql(ASK); // a chain with an answer, so a zeroed head is a forgery
    const c = (await t.gql(CHECKPOINT, {}, reviewer)).data.auditCheckpoint;
    expect(c.publicKey).toBe(TRUSTED);
    expect(c.takenBy).toBe("auditor");
    expect((await t.gql(CHECKPOINT, {}, null)).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
    const ok = await verifyTrail(t.app.auditLog, {
      checkpoints: [asCheckpoint(c)],
      receipts: [],
      trustedPublicKey: TRUSTED,
    });
    expect(ok.findings).toEqual([]);
    const forged = await verifyTrail(t.app.auditLog, {
      checkpoints: [{ ...asCheckpoint(c), answerHead: "0".repeat(64) }],
      receipts: [],
      trustedPublicKey: TRUSTED,
    });
    expect(forged.findings.map((f) => f.kind)).toEqual(["CHECKPOINT_SIGNATURE"]);
  });

  it("deleting the newest answers verifies ok by the chain alone, but not against a checkpoint or a receipt", async () => {
    const receipts = [];
    for (let i = 0; i < 2; i++) receipts.push((await t.gql(ASK)).data.ask.receipt);
    const checkpoint = asCheckpoint((await t.gql(CHECKPOINT, {}, reviewer)).data.auditCheckpoint);
    const newest = receipts[1]!.answerId;
    const tables = [
      "Answer",
      "Claim",
      "AnswerSource",
      "RetrievalCandidate",
      "Limitation",
      "Conflict",
    ];
    for (const table of tables) await sql(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
    try {
      for (const table of tables.slice(1))
        await sql(`DELETE FROM "${table}" WHERE "answerId" = '${newest}'`);
      await sql(`DELETE FROM "Answer" WHERE id = '${newest}'`);
      expect((await t.gql(`{ auditIntegrity { ok } }`, {}, reviewer)).data.auditIntegrity.ok).toBe(
        true,
      ); // the chain alone cannot tell
      const r = await verifyTrail(t.app.auditLog, {
        checkpoints: [checkpoint],
        receipts,
        trustedPublicKey: TRUSTED,
      });
      expect(r.findings.map((f) => f.kind).sort()).toEqual([
        "CHECKPOINT_MISSING_ROW",
        "RECEIPT_MISSING",
      ]);
    } finally {
      for (const table of tables) await sql(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
    }
  });

  it("rewriting an answer and recomputing every later hash verifies ok by the chain alone, but not against a checkpoint", async () => {
    const receipt = (await t.gql(ASK)).data.ask.receipt;
    await t.gql(ASK);
    const checkpoint = asCheckpoint((await t.gql(CHECKPOINT, {}, reviewer)).data.auditCheckpoint);
    await sql(`ALTER TABLE "Answer" DISABLE TRIGGER USER`);
    try {
      await sql(
        `UPDATE "Answer" SET text = replace(text, '7 years', '1 year') WHERE id = '${receipt.answerId}'`,
      );
      // the owner recomputes the rewritten answer's hash and every later one
      const target = await t.app.db.prisma.answer.findUniqueOrThrow({
        where: { id: receipt.answerId },
      });
      const later = await t.app.db.prisma.answer.findMany({
        where: { seq: { gte: target.seq } },
        orderBy: { seq: "asc" },
        include: {
          candidates: true,
          sources: true,
          claims: true,
          limitations: true,
          conflicts: true,
        },
      });
      let prev = target.prevHash;
      for (const row of later) {
        const hash = answerHash(prev, rowToContent(row as never), row.hashVersion);
        await sql(
          `UPDATE "Answer" SET "prevHash" = '${prev}', hash = '${hash}' WHERE id = '${row.id}'`,
        );
        prev = hash;
      }
      // the chain alone cannot tell; the rows' seals (signed with the key the owner lacks) can
      const integrity = (await t.gql(`{ auditIntegrity { ok brokenIds } }`, {}, reviewer)).data
        .auditIntegrity;
      expect(integrity.ok).toBe(false);
      expect(integrity.brokenIds).toContain(receipt.answerId);
      const r = await verifyTrail(t.app.auditLog, {
        checkpoints: [checkpoint],
        receipts: [receipt],
        trustedPublicKey: TRUSTED,
      });
      expect(r.findings).toEqual(
        expect.arrayContaining([
          {
            kind: "CHECKPOINT_HASH_DIFFERS",
            detail: expect.stringContaining(`answer #${checkpoint.answerSeq} `),
          },
          { kind: "RECEIPT_HASH_DIFFERS", detail: expect.stringContaining(receipt.answerId) },
        ]),
      );
    } finally {
      await sql(`ALTER TABLE "Answer" ENABLE TRIGGER USER`);
    }
  });
});

describe("without a signing key", () => {
  it("auditCheckpoint is NOT_CONFIGURED, and the service still runs", async () => {
    const plain = await startTestApp({ transport: "in-process" });
    try {
      expect((await plain.gql(CHECKPOINT)).errors?.[0]?.extensions?.code).toBe("NOT_CONFIGURED");
    } finally {
      await plain.close();
    }
  });
});
