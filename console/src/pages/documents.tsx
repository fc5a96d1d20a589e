/** Documents (ADMIN): search by title, group and status; archive with a confirmation. */
import { useState } from "preact/hooks";
import { request } from "../api";
import type { ConsoleDocumentsQuery, DocumentFilter } from "../__generated__/graphql";
import { ArchiveDocument, DocumentsDocument } from "../operations";
import { day, Empty, ErrorBox, Show, TableBox, useAction, useAsync } from "../ui";

type Doc = ConsoleDocumentsQuery["documents"]["edges"][number]["node"];

function Archive({ doc, done }: { doc: Doc; done: () => void }) {
  const [asking, setAsking] = useState(false);
  const run = useAction(async () => {
    await request(ArchiveDocument, { id: doc.id });
    done();
  });
  if (doc.status === "ARCHIVED") return <span class="meta">archived</span>;
  if (!asking)
    return (
      <button type="button" onClick={() => setAsking(true)} aria-label={`Archive ${doc.title}`}>
        Archive
      </button>
    );
  return (
    <div role="group" aria-label={`Confirm archiving ${doc.title}`} class="confirm">
      <span>Archive “{doc.title}”? It stops being searchable; its revisions stay.</span>
      <button type="button" class="danger" disabled={run.pending} onClick={() => void run.act()}>
        Yes, archive
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Cancel
      </button>
      {run.error && <ErrorBox error={run.error} />}
    </div>
  );
}

export function DocumentsPage() {
  const [form, setForm] = useState({ title: "", group: "", status: "ACTIVE" });
  const [applied, setApplied] = useState(form);
  const [pages, setPages] = useState(1);
  const [result, reload] = useAsync(() => {
    const filter: DocumentFilter = {};
    if (applied.title.trim()) filter.title = applied.title.trim();
    if (applied.group.trim()) filter.group = applied.group.trim();
    if (applied.status) filter.status = applied.status as DocumentFilter["status"];
    return request(DocumentsDocument, { filter, first: Math.min(100, 50 * pages) });
  }, [applied, pages]);
  return (
    <>
      <h1>Documents</h1>
      <form class="filters" onSubmit={(e) => (e.preventDefault(), setPages(1), setApplied(form))}>
        <div class="field">
          <label for="d-title">Title contains</label>
          <input
            id="d-title"
            type="search"
            value={form.title}
            onInput={(e) => setForm({ ...form, title: e.currentTarget.value })}
          />
        </div>
        <div class="field">
          <label for="d-group">Restricted to group</label>
          <input
            id="d-group"
            value={form.group}
            onInput={(e) => setForm({ ...form, group: e.currentTarget.value })}
          />
        </div>
        <div class="field">
          <label for="d-status">Status</label>
          <select
            id="d-status"
            value={form.status}
            onChange={(e) => setForm({ ...form, status: e.currentTarget.value })}
          >
            <option value="ACTIVE">active</option>
            <option value="ARCHIVED">archived</option>
            <option value="">any</option>
          </select>
        </div>
        <div class="actions">
          <button type="submit">Search</button>
        </div>
      </form>
      <Show result={result} what="documents" retry={reload}>
        {(data) =>
          data.documents.edges.length === 0 ? (
            <Empty>No document matches.</Empty>
          ) : (
            <>
              <p class="counts" role="status">
                {data.documents.edges.length} document(s)
                {data.documents.pageInfo.hasNextPage ? ", more after these" : ""}
              </p>
              <TableBox label="Documents">
                <table class="rows">
                  <thead>
                    <tr>
                      <th scope="col">Title</th>
                      <th scope="col">Groups</th>
                      <th scope="col">Revision</th>
                      <th scope="col">Applies from</th>
                      <th scope="col">Action</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.documents.edges.map(({ node: d }) => (
                      <tr key={d.id}>
                        <td>
                          {d.title}
                          {d.sourcePath && <div class="meta">{d.sourcePath}</div>}
                        </td>
                        <td>{d.groups.length ? d.groups.join(", ") : "everyone"}</td>
                        <td>{d.revision ?? "—"}</td>
                        <td class="nowrap">{day(d.effectiveDate)}</td>
                        <td>
                          <Archive doc={d} done={reload} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableBox>
              {data.documents.pageInfo.hasNextPage && pages < 2 && (
                <button type="button" onClick={() => setPages(2)}>
                  Show more
                </button>
              )}
            </>
          )
        }
      </Show>
    </>
  );
}
