/* npm run audit:keygen: prints a new AUDIT_SIGNING_KEY (an Ed25519 private key, base64 of its
 * PKCS#8 DER, the form config reads) on stdout and its public key on stderr.
 * npm run audit:keygen -- --public: prints the public key (base64 SPKI DER) of the configured
 * AUDIT_SIGNING_KEY, the key receipts and checkpoints are verified with. */
import { generateKeyPairSync } from "node:crypto";
import { Command } from "commander";
import { loadConfig } from "../src/config";
import { publicKeyOf, readSigningKey } from "../src/core/audit/checkpoints";

const opts = new Command()
  .name("audit:keygen")
  .option("--public", "print the public key of the configured AUDIT_SIGNING_KEY instead")
  .parse()
  .opts<{ public?: boolean }>();

try {
  if (opts.public) {
    const key = loadConfig().audit.signingKey;
    if (!key) throw new Error("AUDIT_SIGNING_KEY is not set");
    console.log(publicKeyOf(readSigningKey(key)));
  } else {
    const { privateKey } = generateKeyPairSync("ed25519");
    const secret = privateKey.export({ format: "der", type: "pkcs8" }).toString("base64");
    console.log(`AUDIT_SIGNING_KEY=${secret}`);
    console.error(
      `public key (publish it; receipts and checkpoints verify against it): ${publicKeyOf(readSigningKey(secret))}`,
    );
  }
} catch (err) {
  console.error(`audit:keygen: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
