import { AppError } from "../errors";
import type { Principal, Role } from "../types";

const RANK: Record<Role, number> = { READER: 0, REVIEWER: 1, ADMIN: 2 };

/** Roles are ordered: an ADMIN may do what a REVIEWER may, a REVIEWER what a READER may. */
export function hasRole(caller: Principal, role: Role): boolean {
  return RANK[caller.role] >= RANK[role];
}

export function requireRole(caller: Principal, role: Role): void {
  if (hasRole(caller, role)) return;
  if (caller.keyId === null) {
    throw new AppError(
      "UNAUTHENTICATED",
      `this operation needs an API key with the ${role} role: send Authorization: Bearer <key>`,
    );
  }
  throw new AppError(
    "FORBIDDEN",
    `this operation needs the ${role} role; your key has ${caller.role}`,
  );
}
