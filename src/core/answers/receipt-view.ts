/** The receipt a caller keeps: what the answer's seal signs, and the signature (README, "Receipts"). */
import type { StoredAnswer } from "../audit/stored-answer";

export interface ReceiptView {
  answerId: string;
  hash: string;
  hashVersion: number;
  createdAt: Date;
  /** the chain position, encrypted: opaque to the caller */
  chainRef: string | null;
  /** null for answers recorded without AUDIT_SIGNING_KEY */
  signature: string | null;
}

export function receiptOf(a: StoredAnswer): ReceiptView {
  return {
    answerId: a.id,
    hash: a.hash,
    hashVersion: a.hashVersion,
    createdAt: new Date(a.createdAt),
    chainRef: a.chainRef ?? null,
    signature: a.signature ?? null,
  };
}
