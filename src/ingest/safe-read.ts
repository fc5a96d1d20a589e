/**
 * How ingest reads a file it did not write: only inside the ingested root's real path (a symlink,
 * or an include through a symlinked folder, that leads outside is refused), never more than a size
 * cap (checked before reading, on the open file), and only text (a binary file named `.md` is
 * refused rather than stored as replacement characters).
 */
import fs from "node:fs";
import path from "node:path";

/** INGEST_MAX_FILE_BYTES's default: far above any documentation page, far below what hurts the service. */
export const DEFAULT_MAX_FILE_BYTES = 2_000_000;

/** A file ingest will not read; `reason` is the line the ingest report prints. */
export class RefusedFile extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "RefusedFile";
  }
}

export interface ReadLimits {
  /** fs.realpath of the ingested root */
  realRoot: string;
  maxFileBytes: number;
}

export function readLimitsFor(root: string, maxFileBytes?: number): ReadLimits {
  return {
    realRoot: fs.realpathSync(path.resolve(root)),
    maxFileBytes: maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
  };
}

function isInside(file: string, root: string): boolean {
  return file === root || file.startsWith(root.endsWith(path.sep) ? root : `${root}${path.sep}`);
}

/**
 * More than 1 in 100 characters undecodable (not counting U+FFFD written on purpose) is not a
 * Markdown page in another encoding with a few stray bytes: it is not text.
 */
const MAX_UNDECODABLE_SHARE = 0.01;

function literalReplacementChars(buf: Buffer): number {
  let n = 0;
  for (let i = buf.indexOf("\uFFFD", 0, "utf8"); i >= 0; i = buf.indexOf("\uFFFD", i + 3, "utf8"))
    n++;
  return n;
}

/** The file's text, or RefusedFile saying why not (outside the root, too large, not text). */
export function readTextInside(file: string, limits: ReadLimits): string {
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    throw new RefusedFile("not found (a broken symbolic link?)");
  }
  if (!isInside(real, limits.realRoot))
    throw new RefusedFile(
      `outside the ingested folder: it resolves to ${real} (a symbolic link leading out is not followed)`,
    );
  const fd = fs.openSync(real, "r");
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) throw new RefusedFile("not a regular file");
    if (stat.size > limits.maxFileBytes)
      throw new RefusedFile(
        `too large: ${stat.size} bytes, over the ${limits.maxFileBytes}-byte limit (INGEST_MAX_FILE_BYTES, --max-file-bytes); not read`,
      );
    // read at most one byte past the limit, whatever the size said (the file may be growing)
    const buf = Buffer.alloc(Math.min(stat.size, limits.maxFileBytes) + 1);
    let length = 0;
    for (
      let n;
      length < buf.length && (n = fs.readSync(fd, buf, length, buf.length - length, null)) > 0;
    )
      length += n;
    if (length > limits.maxFileBytes)
      throw new RefusedFile(
        `too large: over the ${limits.maxFileBytes}-byte limit (INGEST_MAX_FILE_BYTES, --max-file-bytes); not read`,
      );
    return decodeText(buf.subarray(0, length));
  } finally {
    fs.closeSync(fd);
  }
}

/** UTF-8 text, or RefusedFile("not text: …") for NUL bytes or mostly undecodable bytes. */
export function decodeText(buf: Buffer): string {
  if (buf.includes(0))
    throw new RefusedFile("not text: it contains NUL bytes (a binary file with a text extension?)");
  const text = buf.toString("utf8");
  let replacements = 0;
  for (const ch of text) if (ch === "\uFFFD") replacements++;
  const undecodable = replacements - literalReplacementChars(buf);
  if (undecodable > 0 && undecodable > MAX_UNDECODABLE_SHARE * text.length)
    throw new RefusedFile(
      `not text: ${undecodable} of ${text.length} characters are not valid UTF-8 (a binary file, or text in another encoding: convert it to UTF-8)`,
    );
  return text;
}
