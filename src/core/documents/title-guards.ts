/**
 * Titles stay unique after normalisation and never look like another (decision 0003): the errors an
 * admin gets, with the id of the document that holds the title.
 */
import { titleSkeleton } from "../text/title-skeleton";
import { AppError } from "../errors";
import type { Principal } from "../types";
import { TitleTakenError, type DocumentStore } from "./document-ports";
import type { DocumentRecord } from "./document-types";

export function titleConflict(
  caller: Principal,
  existing: DocumentRecord | null,
  title: string,
): AppError {
  // Only admins reach here; the id lets them find (or rename) the other document.
  return new AppError(
    "TITLE_CONFLICT",
    existing
      ? `the title "${title}" collides with the existing document "${existing.title}" (id ${existing.id}): titles must differ after ignoring case, spacing and Unicode form`
      : `the title "${title}" is already taken`,
    existing && caller.role === "ADMIN"
      ? { existingDocumentId: existing.id, existingTitle: existing.title }
      : {},
  );
}

export /**
 * A title that looks like another ("Suррliеr рricing" in Cyrillic letters) is refused like an equal
 * one. Ingest qualifies lookalikes itself, so only API writes pay for this scan.
 */
async function refuseLookalike(
  store: DocumentStore,
  caller: Principal,
  title: string,
  selfId: string | null,
): Promise<void> {
  const skeleton = titleSkeleton(title);
  const twin = (await store.allTitles()).find(
    (d) => d.id !== selfId && d.status === "ACTIVE" && titleSkeleton(d.title) === skeleton,
  );
  if (twin) throw titleConflict(caller, await store.findById(twin.id), title);
}

export async function guardTitle<T>(
  caller: Principal,
  store: DocumentStore,
  title: string,
  titleKey: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof TitleTakenError)
      throw titleConflict(caller, await store.findByTitleKey(titleKey), title);
    throw err;
  }
}
