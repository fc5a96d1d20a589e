import path from "node:path";
import { defineConfig } from "prisma/config";

// Offline: the Prisma 7 CLI downloads its native schema-engine binary before generate/validate/
// format/migrate, and that download is unreachable here. generate/validate/format never execute
// it, so point the CLI at a stub; migrations go through scripts/db.ts (Prisma's WASM engine).
if (!process.env.PRISMA_USE_NATIVE_SCHEMA_ENGINE) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(
    __dirname,
    "scripts",
    "no-schema-engine.sh",
  );
}

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // Only read by native-engine CLI commands; the app picks its adapter from DATABASE_URL itself.
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
