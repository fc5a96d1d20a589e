/**
 * The demo knowledge base (prisma/demo-knowledge-base) is loaded into an empty embedded database so
 * a first start has something to ask. `npm run demo:remove` archives it: its documents stop being
 * evidence and leave every listing a non-admin sees; their revisions, the answers that cited them
 * and the audit trail stay (archiving is an audited change, never a deletion). The demo is not
 * loaded again: it is loaded only into a database with no documents at all.
 */
import type { IngestTarget } from "./ingest-folder";

/** The demo's root name in source keys (defaultRootName of prisma/demo-knowledge-base). */
export const DEMO_ROOT_NAME = "demo-knowledge-base";

/** Archives every active demo document; returns their source keys (empty: nothing to remove). */
export async function removeDemoKnowledgeBase(
  target: Pick<IngestTarget, "listBySourcePrefix" | "archive">,
): Promise<string[]> {
  const docs = await target.listBySourcePrefix(`${DEMO_ROOT_NAME}/`);
  for (const doc of docs) await target.archive(doc.id);
  return docs.map((d) => d.sourcePath ?? d.id);
}
