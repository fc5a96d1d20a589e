import fs from "node:fs";

export default async function globalTeardown(): Promise<void> {
  if (process.env.PGLITE_TEMPLATE) fs.rmSync(process.env.PGLITE_TEMPLATE, { force: true });
}
