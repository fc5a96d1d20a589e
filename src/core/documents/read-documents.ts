/**
 * Who may see which document, one rule wherever a document is reached: `document(id)`,
 * `documents`, and the documents behind sources, citations and conflicts. Groups grant reading
 * (ADMIN reads everything); archived documents are shown to ADMIN only.
 */
import { hasRole } from "../auth/require-role";
import { connectionOf, EMPTY_PAGE, pageSize, type Connection } from "../paging";
import { canRead, type Principal } from "../types";
import type { DocumentReader } from "./document-ports";
import type { DocumentFilter, DocumentRecord, TitleChange } from "./document-types";
import { cleanId } from "./validate-document";

export function canView(caller: Principal, d: Pick<DocumentRecord, "groups" | "status">): boolean {
  return canRead(caller, d.groups) && (d.status === "ACTIVE" || hasRole(caller, "ADMIN"));
}

/** null when it does not exist or the caller may not see it (never which of the two). */
export async function getDocument(
  reader: DocumentReader,
  caller: Principal,
  id: string,
): Promise<DocumentRecord | null> {
  let clean: string;
  try {
    clean = cleanId(id);
  } catch {
    return null;
  }
  const d = await reader.findById(clean);
  return d && canView(caller, d) ? d : null;
}

/** The documents among `ids` the caller may see (the others are simply absent). */
export async function documentsById(
  reader: DocumentReader,
  caller: Principal,
  ids: readonly string[],
): Promise<Map<string, DocumentRecord>> {
  const found = await reader.findByIds(ids);
  return new Map(found.filter((d) => canView(caller, d)).map((d) => [d.id, d]));
}

export async function listDocuments(
  reader: DocumentReader,
  caller: Principal,
  filter: DocumentFilter,
  first: number | null | undefined,
  after: string | null | undefined,
): Promise<Connection<DocumentRecord>> {
  const n = pageSize(first);
  const admin = hasRole(caller, "ADMIN");
  if (!admin && filter.status === "ARCHIVED") return EMPTY_PAGE;
  const page = await reader.list(
    admin ? filter : { ...filter, status: "ACTIVE" },
    n,
    after ?? null,
    admin ? null : caller.groups,
  );
  return connectionOf(page.items, page.cursors, page.hasNextPage);
}

/** A server file path (file:) is for admins; everyone else gets public URLs only. */
export function visibleSourceUrl(
  caller: Principal,
  d: Pick<DocumentRecord, "sourceUrl">,
): string | null {
  return d.sourceUrl?.startsWith("file:") && !hasRole(caller, "ADMIN") ? null : d.sourceUrl;
}

/** ADMIN only; null for everyone else. */
export async function titleHistoryOf(
  reader: DocumentReader,
  caller: Principal,
  id: string,
): Promise<TitleChange[] | null> {
  return hasRole(caller, "ADMIN") ? reader.titleHistory(id) : null;
}
