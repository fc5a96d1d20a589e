/**
 * Signed checkpoints: the heads of the answer chain and the event chain at a moment, signed with an
 * Ed25519 key held outside the database (AUDIT_SIGNING_KEY). The database owner can rewrite rows and
 * recompute every later hash, or delete the newest rows; a saved checkpoint shows both — the answer
 * at its position is gone or has another hash. What happened after the newest checkpoint is only as
 * safe as the receipts callers keep.
 */
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";
import { canonicalJson } from "./answer-hash";

export interface ChainHeads {
  answerSeq: number;
  answerHead: string;
  eventSeq: number;
  eventHead: string;
}

export interface CheckpointRecord extends ChainHeads {
  id: string;
  createdAt: string;
  /** the signer's public key (SPKI, base64) */
  publicKey: string;
  /** Ed25519 signature (base64) over the canonical JSON of the heads and createdAt */
  signature: string;
  takenBy: string;
}

/** Reads a private key given as PEM or as base64 of its PKCS#8 DER form. */
export function readSigningKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith("-----BEGIN")
    ? createPrivateKey(trimmed.replace(/\\n/g, "\n"))
    : createPrivateKey({ key: Buffer.from(trimmed, "base64"), format: "der", type: "pkcs8" });
  if (key.asymmetricKeyType !== "ed25519")
    throw new Error(`AUDIT_SIGNING_KEY must be an Ed25519 key, not ${key.asymmetricKeyType}`);
  return key;
}

export function publicKeyOf(key: KeyObject): string {
  return createPublicKey(key).export({ format: "der", type: "spki" }).toString("base64");
}

function signedBytes(c: ChainHeads & { createdAt: string }): Buffer {
  return Buffer.from(
    canonicalJson({
      answerSeq: c.answerSeq,
      answerHead: c.answerHead,
      eventSeq: c.eventSeq,
      eventHead: c.eventHead,
      createdAt: c.createdAt,
    }),
  );
}

export function signCheckpoint(
  heads: ChainHeads,
  key: KeyObject,
  takenBy: string,
  now: Date,
): Omit<CheckpointRecord, "id"> {
  const createdAt = now.toISOString();
  return {
    ...heads,
    createdAt,
    publicKey: publicKeyOf(key),
    signature: sign(null, signedBytes({ ...heads, createdAt }), key).toString("base64"),
    takenBy,
  };
}

/** The signature is valid AND made by the trusted key (a checkpoint signed with any other key proves nothing). */
export function checkpointSignatureValid(
  c: CheckpointRecord | Omit<CheckpointRecord, "id">,
  trustedPublicKey: string,
): boolean {
  if (c.publicKey !== trustedPublicKey) return false;
  try {
    const pub = createPublicKey({
      key: Buffer.from(c.publicKey, "base64"),
      format: "der",
      type: "spki",
    });
    return verify(null, signedBytes(c), pub, Buffer.from(c.signature, "base64"));
  } catch {
    return false;
  }
}

export interface Receipt {
  answerId: string;
  hash: string;
  hashVersion: number;
}

export interface VerifyFinding {
  kind:
    | "CHECKPOINT_SIGNATURE"
    | "CHECKPOINT_MISSING_ROW"
    | "CHECKPOINT_HASH_DIFFERS"
    | "RECEIPT_MISSING"
    | "RECEIPT_HASH_DIFFERS"
    | "CHAIN_BROKEN"
    | "NO_CHECKPOINT"
    | "CHECKPOINT_TOO_OLD"
    | "UNSEALED_AFTER_CHECKPOINT"
    | "RECEIPT_SIGNATURE";
  detail: string;
}

/**
 * Verifies stored chains against saved checkpoints and receipts: every checkpoint must be signed by
 * the trusted key, and the row at its position must still carry the signed hash (truncation and
 * rehashing both fail this); every receipt's answer must still exist with the hash its caller got.
 */
export function verifyAgainst(
  checkpoints: readonly (CheckpointRecord | Omit<CheckpointRecord, "id">)[],
  receipts: readonly Receipt[],
  trustedPublicKey: string,
  hashAt: (chain: "answer" | "event", seq: number) => string | null,
  answerHash: (answerId: string) => string | null,
): VerifyFinding[] {
  return [
    ...checkpoints.flatMap((c) => checkpointFindings(c, trustedPublicKey, hashAt)),
    ...receipts.flatMap((r) => receiptFindings(r, answerHash(r.answerId))),
  ];
}

/** A checkpoint must be signed by the trusted key, and both chains must still hold its heads. */
function checkpointFindings(
  c: Omit<CheckpointRecord, "id">,
  trustedPublicKey: string,
  hashAt: (chain: "answer" | "event", seq: number) => string | null,
): VerifyFinding[] {
  if (!checkpointSignatureValid(c, trustedPublicKey))
    return [
      {
        kind: "CHECKPOINT_SIGNATURE",
        detail: `checkpoint of ${c.createdAt} is not signed by the trusted key`,
      },
    ];
  const findings: VerifyFinding[] = [];
  for (const [chain, seq, head] of [
    ["answer", c.answerSeq, c.answerHead],
    ["event", c.eventSeq, c.eventHead],
  ] as const) {
    const stored = hashAt(chain, seq);
    if (stored === null)
      findings.push({
        kind: "CHECKPOINT_MISSING_ROW",
        detail: `${chain} #${seq} signed on ${c.createdAt} is gone (truncated)`,
      });
    else if (stored !== head)
      findings.push({
        kind: "CHECKPOINT_HASH_DIFFERS",
        detail: `${chain} #${seq} signed on ${c.createdAt} now has another hash (rewritten)`,
      });
  }
  return findings;
}

/** A receipt's answer must still exist with the hash its caller was given. */
function receiptFindings(r: Receipt, stored: string | null): VerifyFinding[] {
  if (stored === null)
    return [{ kind: "RECEIPT_MISSING", detail: `answer ${r.answerId} of a receipt is gone` }];
  if (stored !== r.hash)
    return [
      {
        kind: "RECEIPT_HASH_DIFFERS",
        detail: `answer ${r.answerId} no longer has the hash its receipt gives`,
      },
    ];
  return [];
}

/** Where checkpoints come from and go: the chains' heads, saved checkpoints, hashes by position. */
export interface CheckpointLog {
  heads(): Promise<ChainHeads>;
  saveCheckpoint(c: Omit<CheckpointRecord, "id">): Promise<CheckpointRecord>;
  checkpoints(): Promise<CheckpointRecord[]>;
  hashAt(chain: "answer" | "event", seq: number): Promise<string | null>;
  answerHash(answerId: string): Promise<string | null>;
}

/**
 * Verifies the stored chains against checkpoints (saved ones and any given) and receipts. Hashes
 * are looked up once per position named, so the cost follows the number of checkpoints, not the
 * length of the chains (auditIntegrity walks the chains themselves).
 */
export async function verifyTrail(
  log: CheckpointLog,
  given: {
    checkpoints: readonly Omit<CheckpointRecord, "id">[];
    receipts: readonly Receipt[];
    trustedPublicKey: string;
  },
): Promise<{ checkpoints: number; receipts: number; findings: VerifyFinding[] }> {
  // saved checkpoints and given ones, each once (a checkpoint is identified by its signature)
  const all = [
    ...new Map(
      [...(await log.checkpoints()), ...given.checkpoints].map((c) => [c.signature, c]),
    ).values(),
  ];
  const hashes = new Map<string, string | null>();
  for (const c of all) {
    for (const [chain, seq] of [
      ["answer", c.answerSeq],
      ["event", c.eventSeq],
    ] as const)
      hashes.set(`${chain}:${seq}`, await log.hashAt(chain, seq));
  }
  const answers = new Map<string, string | null>();
  for (const r of given.receipts) answers.set(r.answerId, await log.answerHash(r.answerId));
  const findings = verifyAgainst(
    all,
    given.receipts,
    given.trustedPublicKey,
    (chain, seq) => hashes.get(`${chain}:${seq}`) ?? null,
    (id) => answers.get(id) ?? null,
  );
  return { checkpoints: all.length, receipts: given.receipts.length, findings };
}
