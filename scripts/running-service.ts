/**
 * The client side of the running service's local control (src/http/local-control.ts): the CLIs that
 * would otherwise open the embedded database the service holds send their work to it instead.
 */
import fs from "node:fs";
import { parseDatabaseUrl } from "../src/adapters/prisma/database-url";
import { lockHolder } from "../src/adapters/prisma/dir-lock";
import { controlFileFor } from "../src/http/local-control";

/** The running service's control file, when the embedded database at this URL is held by one. */
export function runningControl(databaseUrl: string): { base: string; token: string } | null {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.kind !== "pglite" || !target.dataDir || !lockHolder(target.dataDir)) return null;
  const file = controlFileFor(target.dataDir);
  if (!fs.existsSync(file))
    throw new Error(
      `the service (pid ${lockHolder(target.dataDir)}) holds ${target.dataDir} but has no control file; stop it and retry`,
    );
  const control = JSON.parse(fs.readFileSync(file, "utf8")) as { url: string; token: string };
  return { base: control.url.replace(/\/local\/api-keys$/, ""), token: control.token };
}

/** POSTs to a route of the running service's local control. */
export function callControl(
  control: { base: string; token: string },
  route: string,
  body: unknown,
): Promise<Response> {
  return fetch(`${control.base}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-fieldnote-control": control.token },
    body: JSON.stringify(body),
  });
}
