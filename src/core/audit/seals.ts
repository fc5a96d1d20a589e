/**
 * Seals: every answer and every audit event is signed, in the transaction that writes it, with the
 * deployment's Ed25519 key (AUDIT_SIGNING_KEY, held outside the database). The database owner can
 * recompute hashes but cannot sign, so an appended or rewritten row carries no valid seal. An
 * answer's seal is also its caller's receipt: the signature over the answer id, its hash, hash
 * version, time and an opaque chain reference (the answer's position, encrypted with a key derived
 * from the signing key, so a READER learns nothing about how much others asked, while the operator
 * can read it back and check it against the row's position).
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createPublicKey,
  hkdfSync,
  sign,
  verify,
  type KeyObject,
} from "node:crypto";
import { jcs } from "./answer-hash";
import { publicKeyOf } from "./checkpoints";

/** What a caller keeps: everything the signature covers, the signature and the signer's public key. */
export interface SignedReceipt {
  answerId: string;
  hash: string;
  hashVersion: number;
  createdAt: string;
  /** the answer's chain position, encrypted (opaque to the caller; the operator can open it) */
  chainRef: string;
  /** Ed25519 signature (base64) over receiptBytes(...) */
  signature: string;
  /** the signer's public key (SPKI DER, base64) */
  publicKey: string;
}

export type ReceiptFields = Omit<SignedReceipt, "signature" | "publicKey">;

/** The exact bytes a receipt's signature covers: RFC 8785 JSON of the five fields and a type tag. */
export function receiptBytes(r: ReceiptFields): Buffer {
  return Buffer.from(
    jcs({
      type: "fieldnote-receipt-v1",
      answerId: r.answerId,
      hash: r.hash,
      hashVersion: r.hashVersion,
      createdAt: r.createdAt,
      chainRef: r.chainRef,
    }),
  );
}

/** The exact bytes an audit event's seal covers (its hash already covers its id, content and prevHash). */
export function eventSealBytes(id: string, hash: string): Buffer {
  return Buffer.from(jcs({ type: "fieldnote-event-seal-v1", id, hash }));
}

export interface Sealer {
  publicKey: string;
  sealAnswer(
    fields: Omit<ReceiptFields, "chainRef">,
    seq: bigint,
  ): { chainRef: string; signature: string };
  sealEvent(id: string, hash: string): string;
  /** the position an answer's chainRef holds, or null when it was not made with this key */
  openChainRef(answerId: string, chainRef: string): bigint | null;
}

export function createSealer(key: KeyObject): Sealer {
  const der = key.export({ format: "der", type: "pkcs8" });
  const refKey = Buffer.from(
    hkdfSync("sha256", der, Buffer.alloc(0), "fieldnote chain ref v1", 32),
  );
  const ivOf = (answerId: string) =>
    createHmac("sha256", refKey).update(answerId).digest().subarray(0, 12);
  const publicKey = publicKeyOf(key);
  return {
    publicKey,
    sealAnswer(fields, seq) {
      // deterministic (the iv comes from the answer id): the same answer always gets the same reference
      const iv = ivOf(fields.answerId);
      const cipher = createCipheriv("aes-256-gcm", refKey, iv);
      const body = Buffer.concat([cipher.update(seq.toString(), "utf8"), cipher.final()]);
      const chainRef = Buffer.concat([body, cipher.getAuthTag()]).toString("base64url");
      const signature = sign(null, receiptBytes({ ...fields, chainRef }), key).toString("base64");
      return { chainRef, signature };
    },
    sealEvent(id, hash) {
      return sign(null, eventSealBytes(id, hash), key).toString("base64");
    },
    openChainRef(answerId, chainRef) {
      try {
        const raw = Buffer.from(chainRef, "base64url");
        const decipher = createDecipheriv("aes-256-gcm", refKey, ivOf(answerId));
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        const text = Buffer.concat([
          decipher.update(raw.subarray(0, raw.length - 16)),
          decipher.final(),
        ]).toString("utf8");
        return /^\d{1,19}$/.test(text) ? BigInt(text) : null;
      } catch {
        return null;
      }
    },
  };
}

function publicKeyObject(spki: string): KeyObject | null {
  try {
    return createPublicKey({ key: Buffer.from(spki, "base64"), format: "der", type: "spki" });
  } catch {
    return null;
  }
}

function verifies(bytes: Buffer, signature: string, spki: string): boolean {
  const pub = publicKeyObject(spki);
  if (!pub) return false;
  try {
    return verify(null, bytes, pub, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}

/**
 * A receipt is valid when it is signed by the trusted key (not merely by the key it names). This is
 * all a client needs to prove later what it was given: the receipt and the deployment's public key.
 */
export function receiptSignatureValid(r: SignedReceipt, trustedPublicKey: string): boolean {
  return (
    r.publicKey === trustedPublicKey && verifies(receiptBytes(r), r.signature, trustedPublicKey)
  );
}

export function eventSealValid(
  id: string,
  hash: string,
  seal: string,
  trustedPublicKey: string,
): boolean {
  return verifies(eventSealBytes(id, hash), seal, trustedPublicKey);
}
