/**
 * Compiles the WebAssembly text kernels (src/adapters/vectors/*.wat) into TypeScript modules that
 * hold the binary as base64, so the service loads them without a build step or a file lookup and
 * the shipped bytes are reproducible from the reviewed source (generate:check compares them).
 */
import fs from "node:fs";
import path from "node:path";
import wabtInit from "wabt";

async function main(): Promise<void> {
  const wabt = await wabtInit();
  const dir = path.join(__dirname, "..", "src", "adapters", "vectors");
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".wat"))
    .sort()) {
    const source = fs.readFileSync(path.join(dir, file), "utf8");
    const parsed = wabt.parseWat(file, source, { simd: true });
    parsed.validate();
    const { buffer } = parsed.toBinary({});
    parsed.destroy();
    const name = file.replace(/\.wat$/, "");
    const out = [
      `// Generated from ${file} by scripts/build-wasm.ts (npm run generate). Do not edit.`,
      `export const WASM_BASE64 =`,
      `  "${Buffer.from(buffer).toString("base64")}";`,
      ``,
    ].join("\n");
    fs.writeFileSync(path.join(dir, `${name}.wasm.ts`), out);
  }
}

void main();
