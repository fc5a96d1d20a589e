/** Conflicts (REVIEWER/ADMIN): the review queue; resolve with SOURCE_WINS (a side) or BOTH_VALID and a note. */
import { useState } from "preact/hooks";
import { request } from "../api";
import type { ConsoleConflictsQuery } from "../__generated__/graphql";
import { ConflictsDocument, ResolveDocument } from "../operations";
import { ConflictSides } from "../packet";
import { Empty, ErrorBox, Show, useAction, useAsync, when } from "../ui";

type Conflict = ConsoleConflictsQuery["conflicts"]["edges"][number]["node"];

function Resolve({ c, done }: { c: Conflict; done: () => void }) {
  const [choice, setChoice] = useState("");
  const [note, setNote] = useState("");
  const send = useAction(async () => {
    const both = choice === "BOTH_VALID";
    await request(ResolveDocument, {
      input: {
        conflictId: c.id,
        decision: both ? "BOTH_VALID" : "SOURCE_WINS",
        winningDocumentId: both ? null : choice,
        note,
      },
    });
    done();
  });
  const name = `decision-${c.id}`;
  return (
    <form class="resolve" onSubmit={(e) => (e.preventDefault(), void send.act())}>
      <fieldset>
        <legend>Settle it</legend>
        {c.sides.map((s) => (
          <label key={s.documentId} class="check">
            <input
              type="radio"
              name={name}
              value={s.documentId}
              checked={choice === s.documentId}
              onChange={() => setChoice(s.documentId)}
              required
            />
            {s.title} holds
          </label>
        ))}
        <label class="check">
          <input
            type="radio"
            name={name}
            value="BOTH_VALID"
            checked={choice === "BOTH_VALID"}
            onChange={() => setChoice("BOTH_VALID")}
          />
          Both are valid (say when in the note)
        </label>
      </fieldset>
      <label for={`note-${c.id}`}>Note</label>
      <textarea
        id={`note-${c.id}`}
        rows={2}
        required
        value={note}
        onInput={(e) => setNote(e.currentTarget.value)}
      />
      <button type="submit" disabled={send.pending || !choice}>
        {send.pending ? "Recording…" : "Record resolution"}
      </button>
      {send.error && <ErrorBox error={send.error} />}
    </form>
  );
}

export function ConflictsPage() {
  const [resolved, setResolved] = useState("false");
  const [result, reload] = useAsync(
    () =>
      request(ConflictsDocument, {
        filter: resolved === "" ? {} : { resolved: resolved === "true" },
        first: 50,
      }),
    [resolved],
  );
  return (
    <>
      <h1>Conflicts</h1>
      <div class="field inline">
        <label for="c-resolved">Show</label>
        <select
          id="c-resolved"
          value={resolved}
          onChange={(e) => setResolved(e.currentTarget.value)}
        >
          <option value="false">unresolved</option>
          <option value="true">resolved</option>
          <option value="">all</option>
        </select>
      </div>
      <Show result={result} what="conflicts" retry={reload}>
        {(data) =>
          data.conflicts.edges.length === 0 ? (
            <Empty>
              No {resolved === "false" ? "unresolved " : resolved === "true" ? "resolved " : ""}
              disagreement between sources.
            </Empty>
          ) : (
            <>
              <p class="counts" role="status">
                {data.conflicts.edges.length} disagreement(s)
                {data.conflicts.pageInfo.hasNextPage ? ", more after these 50" : ""}
              </p>
              {data.conflicts.edges.map(({ node: c }) => (
                <section key={c.conflictKey} class="conflict card" aria-label={c.fact}>
                  <h2>
                    {c.withheld ? "A disagreement involving a document you may not read" : c.fact}
                  </h2>
                  <p class="meta">
                    Found {when(c.createdAt)}; {c.hits} answer(s) hit it:{" "}
                    {(c.answerIds ?? []).slice(0, 5).map((id, i) => (
                      <span key={id}>
                        {i > 0 && ", "}
                        <a href={`#/answers/${encodeURIComponent(id)}`}>answer {i + 1}</a>
                      </span>
                    ))}
                  </p>
                  <ConflictSides sides={c.sides} winner={c.resolution?.winningDocumentId} />
                  {c.resolution ? (
                    <p class="resolution">
                      Settled by {c.resolution.reviewer} on {when(c.resolution.createdAt)}:{" "}
                      {c.resolution.decision === "BOTH_VALID"
                        ? "both are valid"
                        : "one source holds"}{" "}
                      — “{c.resolution.note}”
                    </p>
                  ) : (
                    !c.withheld && <Resolve c={c} done={reload} />
                  )}
                </section>
              ))}
            </>
          )
        }
      </Show>
    </>
  );
}
