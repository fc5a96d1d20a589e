/** Answers (REVIEWER/ADMIN): recorded answers newest first, the API's filters, cursor paging, counts. */
import { useState } from "preact/hooks";
import { request } from "../api";
import type { AnswerFilter, ConsoleAnswersQuery } from "../__generated__/graphql";
import { AnswersDocument } from "../operations";
import {
  Empty,
  ErrorBox,
  Loading,
  REVIEW_VERDICTS,
  REVIEW_WORDS,
  STATUS_SHORT,
  StatusBadge,
  TableBox,
  useAsync,
  useAction,
  when,
} from "../ui";

type Edge = ConsoleAnswersQuery["answers"]["edges"][number];
const STATUSES = Object.keys(STATUS_SHORT) as NonNullable<AnswerFilter["status"]>[number][];
const CLAIM_VERDICTS = [
  "SUPPORTED",
  "UNSUPPORTED",
  "UNKNOWN_CITATION",
  "RESTRICTED_CITATION",
  "UNCITED",
] as const;
const PAGE = 50;

interface Form {
  status: string[];
  reviewed: string;
  reviewVerdict: string;
  claimVerdict: string;
  hasConflicts: string;
  since: string;
  until: string;
  callerKeyId: string;
  questionContains: string;
}
const EMPTY: Form = {
  status: [],
  reviewed: "",
  reviewVerdict: "",
  claimVerdict: "",
  hasConflicts: "",
  since: "",
  until: "",
  callerKeyId: "",
  questionContains: "",
};

function toFilter(f: Form): AnswerFilter {
  const filter: AnswerFilter = {};
  if (f.status.length) filter.status = f.status as AnswerFilter["status"];
  if (f.reviewed) filter.reviewed = f.reviewed === "yes";
  if (f.reviewVerdict) filter.reviewVerdict = f.reviewVerdict as AnswerFilter["reviewVerdict"];
  if (f.claimVerdict) filter.claimVerdict = f.claimVerdict as AnswerFilter["claimVerdict"];
  if (f.hasConflicts) filter.hasConflicts = f.hasConflicts === "yes";
  if (f.since) filter.since = new Date(`${f.since}T00:00:00Z`).toISOString();
  if (f.until) filter.until = new Date(`${f.until}T23:59:59.999Z`).toISOString();
  if (f.callerKeyId.trim()) filter.callerKeyId = f.callerKeyId.trim();
  if (f.questionContains.trim()) filter.questionContains = f.questionContains.trim();
  return filter;
}

function Select(props: {
  id: string;
  label: string;
  value: string;
  options: [string, string][];
  set: (v: string) => void;
}) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.set(e.currentTarget.value)}>
        <option value="">any</option>
        {props.options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

function Filters({ applied, apply }: { applied: Form; apply: (f: Form) => void }) {
  const [f, setF] = useState(applied);
  const set = (k: keyof Form) => (v: string) => setF({ ...f, [k]: v });
  return (
    <form class="filters" onSubmit={(e) => (e.preventDefault(), apply(f))}>
      <fieldset class="statuses">
        <legend>Status</legend>
        {STATUSES.map((s) => (
          <label key={s} class="check">
            <input
              type="checkbox"
              checked={f.status.includes(s)}
              onChange={(e) =>
                setF({
                  ...f,
                  status: e.currentTarget.checked
                    ? [...f.status, s]
                    : f.status.filter((x) => x !== s),
                })
              }
            />
            {STATUS_SHORT[s]}
          </label>
        ))}
      </fieldset>
      <Select
        id="f-reviewed"
        label="Reviewed"
        value={f.reviewed}
        set={set("reviewed")}
        options={[
          ["yes", "reviewed"],
          ["no", "not reviewed"],
        ]}
      />
      <Select
        id="f-rv"
        label="Newest review"
        value={f.reviewVerdict}
        set={set("reviewVerdict")}
        options={REVIEW_VERDICTS.map((v) => [v, REVIEW_WORDS[v]!])}
      />
      <Select
        id="f-cv"
        label="Has a claim"
        value={f.claimVerdict}
        set={set("claimVerdict")}
        options={CLAIM_VERDICTS.map((v) => [v, v.toLowerCase().replace(/_/g, " ")])}
      />
      <Select
        id="f-conf"
        label="Conflicts"
        value={f.hasConflicts}
        set={set("hasConflicts")}
        options={[
          ["yes", "reported a conflict"],
          ["no", "no conflict"],
        ]}
      />
      <div class="field">
        <label for="f-since">Asked from</label>
        <input
          id="f-since"
          type="date"
          value={f.since}
          onInput={(e) => set("since")(e.currentTarget.value)}
        />
      </div>
      <div class="field">
        <label for="f-until">Asked until</label>
        <input
          id="f-until"
          type="date"
          value={f.until}
          onInput={(e) => set("until")(e.currentTarget.value)}
        />
      </div>
      <div class="field">
        <label for="f-caller">Caller key id</label>
        <input
          id="f-caller"
          value={f.callerKeyId}
          onInput={(e) => set("callerKeyId")(e.currentTarget.value)}
        />
      </div>
      <div class="field">
        <label for="f-q">Question contains</label>
        <input
          id="f-q"
          type="search"
          value={f.questionContains}
          onInput={(e) => set("questionContains")(e.currentTarget.value)}
        />
      </div>
      <div class="actions">
        <button type="submit">Apply filters</button>
        <button type="button" onClick={() => (setF(EMPTY), apply(EMPTY))}>
          Clear
        </button>
      </div>
    </form>
  );
}

function Counts({ edges, more }: { edges: Edge[]; more: boolean }) {
  const by = new Map<string, number>();
  for (const e of edges) by.set(e.node.status, (by.get(e.node.status) ?? 0) + 1);
  const reviewed = edges.filter((e) => e.node.reviews.length > 0).length;
  return (
    <p class="counts" role="status" data-testid="answer-count">
      {edges.length} answer{edges.length === 1 ? "" : "s"} shown{more ? " (more below)" : ""}:{" "}
      {reviewed} reviewed
      {[...by].map(([s, n]) => `, ${n} ${STATUS_SHORT[s]?.toLowerCase() ?? s}`).join("")}
    </p>
  );
}

function Rows({ edges }: { edges: Edge[] }) {
  return (
    <TableBox label="Recorded answers">
      <table class="rows">
        <thead>
          <tr>
            <th scope="col">Asked</th>
            <th scope="col">Question</th>
            <th scope="col">Status</th>
            <th scope="col">Caller</th>
            <th scope="col">Reviews</th>
          </tr>
        </thead>
        <tbody>
          {edges.map(({ node: a }) => (
            <tr key={a.id}>
              <td class="nowrap">{when(a.createdAt)}</td>
              <td>
                <a href={`#/answers/${encodeURIComponent(a.id)}`}>{a.question}</a>
              </td>
              <td>
                <StatusBadge status={a.status} />
                {!a.grounded && <span class="meta"> not grounded</span>}
              </td>
              <td>{a.caller ? `${a.caller.name} (${a.caller.role.toLowerCase()})` : "—"}</td>
              <td>
                {a.reviews.length
                  ? `${a.reviews.length}: ${REVIEW_WORDS[a.reviews[a.reviews.length - 1]!.verdict]}`
                  : "none"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

export function AnswersPage() {
  const [form, setForm] = useState(EMPTY);
  const [extra, setExtra] = useState<{ edges: Edge[]; end: string | null; more: boolean } | null>(
    null,
  );
  const [first, reload] = useAsync(
    () => (setExtra(null), request(AnswersDocument, { filter: toFilter(form), first: PAGE })),
    [form],
  );
  const next = useAction(async (after: string) => {
    const data = await request(AnswersDocument, { filter: toFilter(form), first: PAGE, after });
    setExtra((prev) => ({
      edges: [...(prev?.edges ?? []), ...data.answers.edges],
      end: data.answers.pageInfo.endCursor ?? null,
      more: data.answers.pageInfo.hasNextPage,
    }));
  });
  const edges =
    first.state === "done" ? [...first.data.answers.edges, ...(extra?.edges ?? [])] : [];
  const more = extra
    ? extra.more
    : first.state === "done" && first.data.answers.pageInfo.hasNextPage;
  const end = extra
    ? extra.end
    : first.state === "done"
      ? first.data.answers.pageInfo.endCursor
      : null;
  return (
    <>
      <h1>Answers</h1>
      <Filters applied={form} apply={setForm} />
      {first.state === "loading" && <Loading what="answers" />}
      {first.state === "error" && <ErrorBox error={first.error} retry={reload} />}
      {first.state === "done" && edges.length === 0 && (
        <Empty>No recorded answer matches these filters.</Empty>
      )}
      {edges.length > 0 && (
        <>
          <Counts edges={edges} more={Boolean(more)} />
          <Rows edges={edges} />
          {more && end && (
            <button type="button" disabled={next.pending} onClick={() => void next.act(end)}>
              {next.pending ? "Loading…" : `Show the next ${PAGE}`}
            </button>
          )}
          {next.error && <ErrorBox error={next.error} />}
        </>
      )}
    </>
  );
}
