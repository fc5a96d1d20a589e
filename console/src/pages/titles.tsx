/** Titles (ADMIN): the title report's findings, each proposal applied in one click, then refreshed. */
import { request } from "../api";
import type { FindingFragment } from "../__generated__/graphql";
import { RenameDocument, TitleReportDocument } from "../operations";
import { Empty, ErrorBox, Show, useAction, useAsync } from "../ui";

const KINDS = [
  ["collisions", "Collisions"],
  ["lookalikes", "Look-alike titles"],
  ["nearDuplicates", "Near duplicates"],
  ["indistinct", "Indistinct titles"],
  ["qualified", "Qualified at ingest"],
] as const;

function Finding({ f, done }: { f: FindingFragment; done: () => void }) {
  const apply = useAction(async (id: string, title: string) => {
    await request(RenameDocument, { id, title });
    done();
  });
  return (
    <li class="finding card">
      <p>
        <strong>{f.titles.map((t) => `“${t}”`).join(" · ")}</strong>
      </p>
      <p>{f.reason}</p>
      <p class="meta">Suggested: {f.suggestedAction}</p>
      {f.proposals.length > 0 && (
        <ul class="proposals">
          {f.proposals.map((p) => {
            const current = f.titles[f.documentIds.indexOf(p.documentId)] ?? "this document";
            return (
              <li key={p.documentId + p.title}>
                <button
                  type="button"
                  disabled={apply.pending}
                  onClick={() => void apply.act(p.documentId, p.title)}
                >
                  Rename “{current}” to “{p.title}”
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {apply.error && <ErrorBox error={apply.error} />}
    </li>
  );
}

export function TitlesPage() {
  const [result, reload] = useAsync(() => request(TitleReportDocument), []);
  return (
    <>
      <h1>Titles</h1>
      <p>Titles that make [Title] citations ambiguous, and what would fix them.</p>
      <Show result={result} what="the title report" retry={reload}>
        {(data) => {
          const total = KINDS.reduce((n, [k]) => n + data.titleReport[k].length, 0);
          if (total === 0) return <Empty>No finding: every title is distinct.</Empty>;
          return (
            <>
              {KINDS.map(([k, label]) => {
                const list = data.titleReport[k];
                if (list.length === 0) return null;
                return (
                  <section key={k} aria-labelledby={`t-${k}`}>
                    <h2 id={`t-${k}`}>
                      {label} ({list.length})
                    </h2>
                    <ul class="findings">
                      {list.map((f, i) => (
                        <Finding key={f.documentIds.join() + i} f={f} done={reload} />
                      ))}
                    </ul>
                  </section>
                );
              })}
            </>
          );
        }}
      </Show>
    </>
  );
}
