/* npm run key:create -- --role ADMIN --groups a,b --name "ops": prints a new API key secret once.
 * On the embedded database while the service runs, it goes through the running service's local
 * control endpoint (PGlite allows one process per data directory); otherwise it opens the database. */
import fs from "node:fs";
import { Command, Option } from "commander";
import pino from "pino";
import { loadConfig } from "../src/config";
import { createApp } from "../src/app";
import { createApiKey } from "../src/core/auth/api-keys";
import { parseDatabaseUrl } from "../src/adapters/prisma/database-url";
import { lockHolder } from "../src/adapters/prisma/dir-lock";
import { controlFileFor } from "../src/http/local-control";
import type { Role } from "../src/core/types";

const opts = new Command()
  .name("key:create")
  .addOption(
    new Option("--role <role>", "READER, REVIEWER or ADMIN")
      .choices(["READER", "REVIEWER", "ADMIN"])
      .default("READER"),
  )
  .option("--groups <groups>", "comma-separated access groups", "")
  .option("--name <name>", "a label for the key", "cli key")
  .parse()
  .opts<{ role: Role; groups: string; name: string }>();
const input = {
  name: opts.name,
  role: opts.role,
  groups: opts.groups
    .split(",")
    .map((g) => g.trim())
    .filter(Boolean),
};

(async () => {
  const config = loadConfig();
  const target = parseDatabaseUrl(config.database.url);
  let result: { secret: string; apiKey: { id: string; role: string; groups: string[] } };
  if (target.kind === "pglite" && target.dataDir && lockHolder(target.dataDir)) {
    const file = controlFileFor(target.dataDir);
    if (!fs.existsSync(file))
      throw new Error(
        `the service (pid ${lockHolder(target.dataDir)}) holds ${target.dataDir} but has no control file; stop it and retry`,
      );
    const control = JSON.parse(fs.readFileSync(file, "utf8")) as { url: string; token: string };
    const res = await fetch(control.url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-fieldnote-control": control.token },
      body: JSON.stringify(input),
    });
    const body = (await res.json()) as typeof result & { message?: string };
    if (!res.ok) throw new Error(body.message ?? `the running service refused (${res.status})`);
    result = body;
  } else {
    const app = await createApp(
      { ...config, database: { ...config.database, demoData: "off" } },
      { logger: pino({ level: "warn" }, pino.destination(2)) },
    );
    try {
      result = await createApiKey(
        app.apiKeys,
        { keyId: null, name: "key:create CLI", role: "ADMIN", groups: [] },
        input,
      );
    } finally {
      await app.close();
    }
  }
  console.log(
    `created ${result.apiKey.role} key ${result.apiKey.id} (groups: ${result.apiKey.groups.join(",") || "none"})`,
  );
  console.log(`secret (shown once): ${result.secret}`);
})().catch((err: unknown) => {
  console.error(`key:create: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
