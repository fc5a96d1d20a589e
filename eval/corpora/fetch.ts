/**
 * The documentation of every question set, pinned and cached as data.
 *
 * A set is a folder eval/sets/<slug>/ with manifest.json and questions.jsonl. The manifest names each
 * npm package with its exact version, the registry's integrity hash of its tarball (`npm view
 * name@ver dist.integrity`) and its licence, and the files taken from it:
 *
 *   {"set": "<slug>", "kind": "...", "description": "...", "packages": [{"name": "pkg",
 *    "version": "1.2.3", "integrity": "sha512-…", "license": "MIT", "folder": "pkg",
 *    "include": ["README.md", "docs/**\/*.md"], "exclude": [], "from": "docs", "rename": {}}]}
 *
 * The tarball is fetched once with `npm pack` into eval/.cache/tarballs/ (git-ignored) and its hash
 * is verified on every run, so a run with a filled cache needs no network. Files of the tarball's
 * root folder (package/) that match `include` (globs relative to the package root, or to `from`
 * when given; `*` stays within a folder, `**` spans folders, dotfiles match, `{a,b}` alternates) and
 * no `exclude` are written to <docs root>/<folder>/<path> (`from` is cut off the path; `rename` maps
 * a path to another name). A package may be listed twice with other selections; it is fetched once.
 *
 *   npx tsx eval/corpora/fetch.ts eval/sets/<slug> [more sets]   materialise into eval/.cache/docs/<slug>/, print the path
 *   npx tsx eval/corpora/fetch.ts --pin <name@version>          fetch, print {name, version, integrity, license}
 *   npx tsx eval/corpora/fetch.ts --files <name@version>        fetch, list the tarball's files
 */
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export interface PackageEntry {
  name: string;
  version: string;
  integrity: string;
  license: string;
  folder: string;
  include: string[];
  exclude?: string[];
  /** a folder of the package whose contents are taken (cut off the written paths) */
  from?: string;
  /** path (relative to `from`) → the name it is written under */
  rename?: Record<string, string>;
}

export interface Manifest {
  set: string;
  kind: string;
  description: string;
  /** the ingest root name (titles shared by documents are qualified with it); default: the slug */
  root?: string;
  packages: PackageEntry[];
}

export const EVAL_DIR = path.resolve(__dirname, "..");
export const CACHE_DIR = path.join(EVAL_DIR, ".cache");

export function readManifest(setDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(setDir, "manifest.json"), "utf8")) as Manifest;
}

/** npm's tarball name: @scope/name@1.0.0 → scope-name-1.0.0.tgz */
export function tarballName(name: string, version: string): string {
  return `${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;
}

export function integrityOf(file: string): string {
  return `sha512-${createHash("sha512").update(fs.readFileSync(file)).digest("base64")}`;
}

/** `npm pack` of several specs in one npm process (each npm start is seconds on a busy machine). */
function npmPack(specs: string[], dir: string): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const out = execFileSync("npm", ["pack", ...specs, "--pack-destination", dir, "--json"], {
    cwd: dir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 256 * 1024 * 1024,
  });
  return (JSON.parse(out) as { filename: string }[]).map((i) => path.join(dir, i.filename));
}

const TARBALLS = path.join(CACHE_DIR, "tarballs");

/** Fetches every missing tarball of the list with one `npm pack` per 40 (then verified by tarball()). */
export function prefetch(pkgs: { name: string; version: string; integrity?: string }[]): void {
  const missing = [
    ...new Set(
      pkgs
        .filter((p) => !fs.existsSync(path.join(TARBALLS, tarballName(p.name, p.version))))
        .map((p) => `${p.name}@${p.version}`),
    ),
  ];
  for (let i = 0; i < missing.length; i += 40) npmPack(missing.slice(i, i + 40), TARBALLS);
  for (const p of pkgs) tarball(p.name, p.version, p.integrity);
}

/**
 * The tarball of name@version from the cache, fetched with `npm pack` when missing; its sha512 must
 * equal `integrity` (a cached file that does not is fetched again once; a fetched one that does not
 * is an error). Without `integrity` (pinning a new package) the hash is not checked.
 */
export function tarball(name: string, version: string, integrity?: string): string {
  const file = path.join(TARBALLS, tarballName(name, version));
  if (fs.existsSync(file) && (!integrity || integrityOf(file) === integrity)) return file;
  if (fs.existsSync(file)) fs.rmSync(file);
  const [fetched] = npmPack([`${name}@${version}`], TARBALLS);
  if (fetched! !== file) fs.renameSync(fetched!, file);
  const got = integrityOf(file);
  if (integrity && got !== integrity) {
    fs.rmSync(file);
    throw new Error(`${name}@${version}: tarball integrity ${got} is not the pinned ${integrity}`);
  }
  return file;
}

/** Every regular file of a .tgz (path without its root folder, usually package/) → contents. */
export function readTarball(file: string, want: (p: string) => boolean): Map<string, Buffer> {
  const data = zlib.gunzipSync(fs.readFileSync(file), { maxOutputLength: 2 ** 31 - 1 });
  const files = new Map<string, Buffer>();
  const str = (b: Buffer) => b.toString("utf8").replace(/\0.*$/s, "");
  let longName: string | null = null;
  let off = 0;
  while (off + 512 <= data.length) {
    const h = data.subarray(off, off + 512);
    if (h.every((b) => b === 0)) break;
    const sizeField = h.subarray(124, 136);
    const size =
      sizeField[0]! & 0x80
        ? Number(sizeField.subarray(1).readBigUInt64BE(3))
        : parseInt(str(sizeField).trim() || "0", 8);
    const type = String.fromCharCode(h[156]!);
    const body = data.subarray(off + 512, off + 512 + size);
    off += 512 + Math.ceil(size / 512) * 512;
    if (type === "x" || type === "L") {
      longName =
        type === "L"
          ? str(body)
          : (/(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString("utf8"))?.[1] ?? null);
      continue;
    }
    if (type === "g") continue;
    const prefix = str(h.subarray(257, 263)).startsWith("ustar") ? str(h.subarray(345, 500)) : "";
    const full =
      longName ?? (prefix ? `${prefix}/${str(h.subarray(0, 100))}` : str(h.subarray(0, 100)));
    longName = null;
    if (type !== "0" && type !== "\0" && type !== "7") continue;
    const rel = full.replace(/^\.\//, "").split("/").slice(1).join("/");
    if (rel && want(rel)) files.set(rel, Buffer.from(body));
  }
  return files;
}

/** A glob (`*`, `**`, `?`, `{a,b}`) as a regular expression over a whole path. */
export function globRegExp(glob: string): RegExp {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === "*" && glob[i + 1] === "*") {
      i++;
      if (glob[i + 1] === "/") {
        i++;
        re += "(?:.*/)?";
      } else re += ".*";
    } else if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else if (c === "{") re += "(?:";
    else if (c === "}") re += ")";
    else if (c === ",") re += "|";
    else re += c.replace(/[.+^$()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

/** The files one package entry contributes: docs-root path → contents. */
export function entryFiles(entry: PackageEntry): Map<string, Buffer> {
  const from = entry.from && entry.from !== "." ? entry.from.replace(/\/$/, "") + "/" : "";
  const inc = entry.include.map(globRegExp);
  const exc = (entry.exclude ?? []).map(globRegExp);
  const wanted = (p: string) =>
    p.startsWith(from) &&
    inc.some((r) => r.test(p.slice(from.length))) &&
    !exc.some((r) => r.test(p.slice(from.length)));
  const files = readTarball(tarball(entry.name, entry.version, entry.integrity), wanted);
  if (!files.size)
    throw new Error(
      `${entry.name}@${entry.version}: no file matches ${from ? `${from} + ` : ""}${entry.include.join(", ")}`,
    );
  const out = new Map<string, Buffer>();
  for (const [p, body] of files) {
    const rel = p.slice(from.length);
    out.set(`${entry.folder}/${entry.rename?.[rel] ?? rel}`, body);
  }
  return out;
}

/**
 * Writes the set's docs root (default eval/.cache/docs/<slug>/, emptied first) and returns its path.
 * Two entries writing the same path with different contents is an error.
 */
export function materialise(setDir: string, outDir?: string): string {
  const manifest = readManifest(setDir);
  const dest = outDir ?? path.join(CACHE_DIR, "docs", manifest.set);
  const all = new Map<string, Buffer>();
  for (const entry of manifest.packages)
    for (const [p, body] of entryFiles(entry)) {
      const had = all.get(p);
      if (had && !had.equals(body)) throw new Error(`${manifest.set}: two files for ${p}`);
      all.set(p, body);
    }
  fs.rmSync(dest, { recursive: true, force: true });
  for (const [p, body] of [...all].sort(([a], [b]) => (a < b ? -1 : 1))) {
    fs.mkdirSync(path.dirname(path.join(dest, p)), { recursive: true });
    fs.writeFileSync(path.join(dest, p), body);
  }
  return dest;
}

interface PackageJson {
  license?: string | { type?: string };
  licenses?: ({ type?: string } | string)[];
}

/** The licence a package.json declares (`license`, or the old `licenses` list). */
export function licenseOf(pkg: PackageJson): string {
  if (typeof pkg.license === "string") return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  const list = (pkg.licenses ?? []).map((l) => (typeof l === "string" ? l : (l.type ?? "")));
  return list.filter(Boolean).join(" OR ") || "UNKNOWN";
}

function splitSpec(spec: string): [string, string] {
  const at = spec.lastIndexOf("@");
  if (at <= 0) throw new Error(`expected name@version, got ${spec}`);
  return [spec.slice(0, at), spec.slice(at + 1)];
}

if (require.main === module) {
  const args = process.argv.slice(2);
  try {
    if (args[0] === "--pin" || args[0] === "--files") {
      prefetch(
        args
          .slice(1)
          .map(splitSpec)
          .map(([name, version]) => ({ name, version })),
      );
      for (const spec of args.slice(1)) {
        const [name, version] = splitSpec(spec);
        const file = tarball(name, version);
        if (args[0] === "--files")
          for (const p of [...readTarball(file, () => true).keys()].sort()) console.log(p);
        else {
          const pkg = JSON.parse(
            readTarball(file, (p) => p === "package.json")
              .get("package.json")!
              .toString("utf8"),
          ) as PackageJson;
          console.log(
            JSON.stringify({
              name,
              version,
              integrity: integrityOf(file),
              license: licenseOf(pkg),
            }),
          );
        }
      }
    } else if (args.length) {
      prefetch(args.flatMap((dir) => readManifest(path.resolve(dir)).packages));
      for (const dir of args) console.log(materialise(path.resolve(dir)));
    } else {
      console.error(
        "usage: npx tsx eval/corpora/fetch.ts <eval/sets/slug>... | --pin <name@version>... | --files <name@version>",
      );
      process.exit(2);
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
