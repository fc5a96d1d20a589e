/** Input rules for documents: every rejection names the field and says what would be accepted. */
import { AppError } from "../errors";
import { normalizeTitle } from "../text/normalize-title";
import { hasBidiControls } from "../text/title-skeleton";
import { countControlCharacters } from "../text/control-characters";

export interface DocumentLimits {
  maxTitleLength: number;
  maxDocumentBytes: number;
  /** bounds the work one document can cause (a 1 MB body of 92,000 headings would be 92,000 chunks) */
  maxChunksPerDocument?: number;
}

function bad(field: string, message: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError("BAD_USER_INPUT", message, { field, ...extra });
}

/** Control characters (other than tab/newline in bodies) are never meaningful in titles. */
export function cleanTitle(
  raw: string,
  limits: DocumentLimits,
): { title: string; titleKey: string } {
  if (/\p{Cc}/u.test(raw))
    throw bad("title", "title must not contain control characters (line breaks, tabs, NUL)");
  const title = raw.normalize("NFC").replace(/\s+/gu, " ").trim();
  const titleKey = normalizeTitle(title);
  if (titleKey.length === 0) throw bad("title", "title must not be empty");
  if (title.length > limits.maxTitleLength) {
    throw bad(
      "title",
      `title is ${title.length} characters long; the limit is ${limits.maxTitleLength}`,
      { max: limits.maxTitleLength },
    );
  }
  if (/[[\]]/.test(title))
    throw bad("title", "title must not contain square brackets: citations are written as [Title]");
  if (hasBidiControls(title)) {
    throw bad(
      "title",
      "title must not contain bidirectional control characters (they can make one title render as another)",
    );
  }
  return { title, titleKey };
}

export function cleanBody(raw: string, limits: DocumentLimits): string {
  if (countControlCharacters(raw) > 0) {
    throw bad("body", "body must not contain control characters other than tab and line breaks");
  }
  const body = raw.replace(/\r\n?/g, "\n");
  if (body.trim().length === 0) throw bad("body", "body must not be empty");
  const bytes = Buffer.byteLength(body, "utf8");
  if (bytes > limits.maxDocumentBytes) {
    throw bad("body", `body is ${bytes} bytes; the limit is ${limits.maxDocumentBytes}`, {
      max: limits.maxDocumentBytes,
    });
  }
  return body;
}

export function cleanSourceUrl(raw: string | null | undefined): string | null {
  if (raw == null || raw.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw bad("sourceUrl", "sourceUrl must be an absolute URL (https://…, http://… or file:…)");
  }
  if (!["http:", "https:", "file:"].includes(url.protocol))
    throw bad("sourceUrl", "sourceUrl must use https, http or file");
  if (url.href.length > 2000) throw bad("sourceUrl", "sourceUrl must be at most 2000 characters");
  return url.href;
}

export function cleanId(raw: string, field = "id"): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) {
    throw new AppError("NOT_FOUND", `no document with ${field} "${raw.slice(0, 64)}"`, { field });
  }
  return raw.toLowerCase();
}
