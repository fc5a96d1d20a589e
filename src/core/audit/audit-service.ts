/** Checkpoints on request: REVIEWER/ADMIN sign the chains' current heads with the deployment's key. */
import type { KeyObject } from "node:crypto";
import { AppError } from "../errors";
import { requireRole } from "../auth/require-role";
import type { Principal } from "../types";
import { signCheckpoint, type CheckpointLog, type CheckpointRecord } from "./checkpoints";

export async function takeCheckpoint(
  log: CheckpointLog,
  key: KeyObject | null,
  caller: Principal,
  now: Date,
): Promise<CheckpointRecord> {
  requireRole(caller, "REVIEWER");
  if (!key) {
    throw new AppError(
      "NOT_CONFIGURED",
      "checkpoints need a signing key: set AUDIT_SIGNING_KEY (an Ed25519 private key, PEM or base64 PKCS#8) and restart",
    );
  }
  return log.saveCheckpoint(signCheckpoint(await log.heads(), key, caller.name, now));
}
