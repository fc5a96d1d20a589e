/** Answer detail (REVIEWER/ADMIN): the packet as asked, diagnosis and trace, reviews, the review form. */
import { useState } from "preact/hooks";
import { request } from "../api";
import type { Viewer } from "../app";
import type { ConsoleAnswerQuery, ReviewVerdict } from "../__generated__/graphql";
import { AnswerDetailDocument, ReviewDocument } from "../operations";
import { AnswerPacket } from "../packet";
import {
  Empty,
  ErrorBox,
  REVIEW_VERDICTS,
  REVIEW_WORDS,
  Show,
  TableBox,
  useAction,
  useAsync,
  when,
} from "../ui";

type Answer = NonNullable<ConsoleAnswerQuery["answer"]>;

function Trace({ a }: { a: Answer }) {
  const r = a.retrieval;
  return (
    <section aria-labelledby="trace">
      <h2 id="trace">Diagnosis and trace</h2>
      <dl class="facts">
        <dt>Diagnosis</dt>
        <dd>{a.diagnosis?.length ? a.diagnosis.join(", ") : "none"}</dd>
        <dt>Asked by</dt>
        <dd>
          {a.caller
            ? `${a.caller.name} (${a.caller.role}${a.caller.groups.length ? `; groups ${a.caller.groups.join(", ")}` : ""})`
            : "—"}
        </dd>
        <dt>Asked</dt>
        <dd>{when(a.createdAt)}</dd>
        <dt>Model</dt>
        <dd>{a.model ? `${a.model}, prompt ${a.promptVersion ?? "—"}` : "no model was called"}</dd>
        <dt>Timings (ms)</dt>
        <dd>
          <code>{r ? JSON.stringify(r.timingsMs) : "—"}</code>
        </dd>
        {r?.modelError && (
          <>
            <dt>Model error</dt>
            <dd>{r.modelError}</dd>
          </>
        )}
        <dt>Hash</dt>
        <dd>
          <code class="hash">{a.hash ?? "—"}</code>
        </dd>
      </dl>
      {r && (
        <>
          <h3>
            Retrieval candidates{r.withheldCount > 0 && ` (${r.withheldCount} withheld from you)`}
          </h3>
          {r.candidates.length === 0 ? (
            <Empty>No candidate was retrieved.</Empty>
          ) : (
            <TableBox label="Retrieval candidates">
              <table class="rows">
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">Document › section</th>
                    <th scope="col">Score</th>
                    <th scope="col">Coverage</th>
                    <th scope="col">Decision</th>
                  </tr>
                </thead>
                <tbody>
                  {r.candidates.map((c) => (
                    <tr key={c.rank}>
                      <td>{c.rank}</td>
                      <td>
                        <strong>{c.title}</strong> {c.breadcrumb !== c.title && c.breadcrumb}
                        <div class="meta clip">{c.excerpt}</div>
                      </td>
                      <td>{c.score.toFixed(3)}</td>
                      <td>{c.coverage.toFixed(2)}</td>
                      <td>{c.decision.toLowerCase().replace(/_/g, " ")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
          )}
          <details>
            <summary>Settings and how the status was decided</summary>
            <pre>{JSON.stringify({ settings: r.settings, answered: r.answered }, null, 2)}</pre>
          </details>
        </>
      )}
      {a.modelText && (
        <details>
          <summary>What the model wrote</summary>
          <pre>{a.modelText}</pre>
        </details>
      )}
      <h3>Claim checks</h3>
      {a.claims.length === 0 ? (
        <Empty>No claim.</Empty>
      ) : (
        <ol class="checks">
          {a.claims.map((c) => (
            <li key={c.id}>
              <span class="meta">{c.id}</span> {c.verdict.toLowerCase().replace(/_/g, " ")}:{" "}
              {c.checks.map((k) => `${k.name} ${k.passed ? "passed" : "failed"}`).join(", ") ||
                "no check"}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function History({ reviews }: { reviews: Answer["reviews"] }) {
  return (
    <section aria-labelledby="history">
      <h2 id="history">Review history</h2>
      {reviews.length === 0 ? (
        <Empty>Not reviewed yet.</Empty>
      ) : (
        <ol class="reviews" data-testid="reviews">
          {reviews.map((r) => (
            <li key={r.id}>
              <strong>{REVIEW_WORDS[r.verdict]}</strong> by {r.reviewer}, {when(r.createdAt)}:{" "}
              {r.note}
              {r.claimMarks.length > 0 && (
                <span class="meta">
                  {" "}
                  (claims:{" "}
                  {r.claimMarks.map((m) => `${m.claimId} ${REVIEW_WORDS[m.verdict]}`).join("; ")})
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ReviewForm({ a, done }: { a: Answer; done: () => void }) {
  const [verdict, setVerdict] = useState<ReviewVerdict>("CORRECT");
  const [note, setNote] = useState("");
  const [marks, setMarks] = useState<Record<string, string>>({});
  const send = useAction(async () => {
    const claimMarks = Object.entries(marks)
      .filter(([, v]) => v)
      .map(([claimId, v]) => ({ claimId, verdict: v as ReviewVerdict }));
    await request(ReviewDocument, { input: { answerId: a.id, verdict, note, claimMarks } });
    setNote("");
    setMarks({});
    done();
  });
  return (
    <form class="review" onSubmit={(e) => (e.preventDefault(), void send.act())}>
      <h2>Record a review</h2>
      <fieldset>
        <legend>Verdict on the whole answer</legend>
        {REVIEW_VERDICTS.map((v) => (
          <label key={v} class="check">
            <input
              type="radio"
              name="verdict"
              value={v}
              checked={verdict === v}
              onChange={() => setVerdict(v)}
            />
            {REVIEW_WORDS[v]}
          </label>
        ))}
      </fieldset>
      <label for="note">Note (why)</label>
      <textarea
        id="note"
        rows={3}
        required
        value={note}
        onInput={(e) => setNote(e.currentTarget.value)}
      />
      {a.claims
        .filter((c) => !c.withheld)
        .map((c, i) => (
          <div key={c.id} class="field">
            <label for={`mark-${i}`}>
              Claim {i + 1}: {c.text.length > 90 ? `${c.text.slice(0, 90)}…` : c.text}
            </label>
            <select
              id={`mark-${i}`}
              value={marks[c.id] ?? ""}
              onChange={(e) => setMarks({ ...marks, [c.id]: e.currentTarget.value })}
            >
              <option value="">no mark</option>
              {REVIEW_VERDICTS.map((v) => (
                <option key={v} value={v}>
                  {REVIEW_WORDS[v]}
                </option>
              ))}
            </select>
          </div>
        ))}
      <button type="submit" disabled={send.pending}>
        {send.pending ? "Recording…" : "Record review"}
      </button>
      {send.error && <ErrorBox error={send.error} />}
    </form>
  );
}

export function AnswerDetailPage({ id }: { id: string; viewer: Viewer }) {
  const [result, reload] = useAsync(() => request(AnswerDetailDocument, { id }), [id]);
  return (
    <>
      <p>
        <a href="#/answers">← Answers</a>
      </p>
      <Show result={result} what="the answer" retry={reload}>
        {(data) =>
          !data.answer ? (
            <>
              <h1>Answer not found</h1>
              <Empty>No answer with this id, or none your key may open.</Empty>
            </>
          ) : (
            <>
              <h1 class="question">{data.answer.question}</h1>
              <AnswerPacket answer={data.answer} />
              <Trace a={data.answer} />
              <History reviews={data.answer.reviews} />
              <ReviewForm a={data.answer} done={reload} />
            </>
          )
        }
      </Show>
    </>
  );
}
