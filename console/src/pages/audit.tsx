/**
 * Audit (REVIEWER/ADMIN): the chains' integrity (and which ids are broken), a signed checkpoint,
 * a JSON download of both, and a pasted receipt checked against the recorded answer. Tolerant of
 * receipts carrying more fields than `answerId` and `hash` (they are shown as not checked here).
 */
import { useState } from "preact/hooks";
import { request } from "../api";
import type { ConsoleCheckpointQuery, ConsoleIntegrityQuery } from "../__generated__/graphql";
import { CheckpointDocument, IntegrityDocument, ReceiptAnswerDocument } from "../operations";
import { ErrorBox, Show, useAction, useAsync, when } from "../ui";

type Integrity = ConsoleIntegrityQuery["auditIntegrity"];
type Checkpoint = ConsoleCheckpointQuery["auditCheckpoint"];

function IntegrityView({ i }: { i: Integrity }) {
  return (
    <div class={i.ok ? "ok card" : "bad card"} data-testid="integrity">
      <p>
        <strong>
          {i.ok
            ? "Every link holds."
            : "Links are broken: the records were changed outside the service."}
        </strong>
      </p>
      <p>
        {i.checked} answer(s) and {i.eventsChecked} audit event(s) checked; {i.brokenCount} answer
        link(s) and {i.brokenEventIds.length} event link(s) broken.
      </p>
      {i.brokenIds.length > 0 && (
        <p>
          Broken answers:{" "}
          {i.brokenIds.slice(0, 50).map((id, n) => (
            <span key={id}>
              {n > 0 && ", "}
              <a href={`#/answers/${encodeURIComponent(id)}`}>{id}</a>
            </span>
          ))}
        </p>
      )}
      {i.brokenEventIds.length > 0 && (
        <p>Broken events: {i.brokenEventIds.slice(0, 50).join(", ")}</p>
      )}
    </div>
  );
}

interface Verdict {
  ok: boolean;
  lines: string[];
}

async function verifyReceipt(text: string): Promise<Verdict> {
  let receipt: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    receipt = (
      parsed && typeof parsed === "object" && "receipt" in parsed
        ? (parsed as { receipt: unknown }).receipt
        : parsed
    ) as Record<string, unknown>;
  } catch {
    return {
      ok: false,
      lines: [
        'This is not JSON: paste the receipt as the API gave it, e.g. {"answerId": …, "hash": …}.',
      ],
    };
  }
  const answerId = typeof receipt?.answerId === "string" ? receipt.answerId : null;
  const hash = typeof receipt?.hash === "string" ? receipt.hash : null;
  if (!answerId || !hash) return { ok: false, lines: ["A receipt needs an answerId and a hash."] };
  const [{ answer }, { auditIntegrity }] = await Promise.all([
    request(ReceiptAnswerDocument, { id: answerId }),
    request(IntegrityDocument),
  ]);
  const extra = Object.keys(receipt).filter(
    (k) => !["answerId", "hash", "hashVersion"].includes(k),
  );
  const note = extra.length ? [`Not checked here: ${extra.join(", ")}.`] : [];
  if (!answer)
    return {
      ok: false,
      lines: [
        "No such answer is recorded (or your key may not open it): it may have been removed.",
        ...note,
      ],
    };
  const stored = answer.receipt?.hash ?? answer.hash;
  if (stored !== hash)
    return {
      ok: false,
      lines: [
        `The recorded answer's hash differs from the receipt's: it was rewritten after ${when(answer.createdAt)}.`,
        ...note,
      ],
    };
  if (auditIntegrity.brokenIds.includes(answerId))
    return {
      ok: false,
      lines: ["The hash matches, but this answer's chain link is broken.", ...note],
    };
  return {
    ok: true,
    lines: [
      `Verifies: the answer asked ${when(answer.createdAt)} is recorded as received and its chain link holds.`,
      ...note,
    ],
  };
}

function download(integrity: Integrity | null, checkpoint: Checkpoint | null) {
  const blob = new Blob(
    [JSON.stringify({ exportedAt: new Date().toISOString(), integrity, checkpoint }, null, 2)],
    {
      type: "application/json",
    },
  );
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = `fieldnote-audit-${new Date().toISOString().slice(0, 10)}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

export function AuditPage() {
  const [integrity, reload] = useAsync(() => request(IntegrityDocument), []);
  const [checkpoint, setCheckpoint] = useState<Checkpoint | null>(null);
  const take = useAction(async () =>
    setCheckpoint((await request(CheckpointDocument)).auditCheckpoint),
  );
  const [receipt, setReceipt] = useState("");
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const check = useAction(async () => setVerdict(await verifyReceipt(receipt)));
  return (
    <>
      <h1>Audit</h1>
      <section aria-labelledby="integrity">
        <h2 id="integrity">Integrity of the records</h2>
        <Show
          result={integrity}
          what="the integrity check (every link of both chains)"
          retry={reload}
        >
          {(data) => <IntegrityView i={data.auditIntegrity} />}
        </Show>
        <button type="button" onClick={reload}>
          Check again
        </button>
      </section>
      <section aria-labelledby="checkpoint">
        <h2 id="checkpoint">Signed checkpoint</h2>
        <p>
          Signs the heads of both chains with the deployment's key. Keep the download outside the
          database host.
        </p>
        <button type="button" disabled={take.pending} onClick={() => void take.act()}>
          {take.pending ? "Signing…" : "Take a checkpoint"}
        </button>
        {take.error && <ErrorBox error={take.error} />}
        {checkpoint && (
          <dl class="facts">
            <dt>Taken</dt>
            <dd>
              {when(checkpoint.createdAt)} by {checkpoint.takenBy}
            </dd>
            <dt>Answers</dt>
            <dd>
              up to #{checkpoint.answerSequence},{" "}
              <code class="hash">{checkpoint.answerHeadHash}</code>
            </dd>
            <dt>Events</dt>
            <dd>
              up to #{checkpoint.eventSequence},{" "}
              <code class="hash">{checkpoint.eventHeadHash}</code>
            </dd>
          </dl>
        )}
        <p>
          <button
            type="button"
            onClick={() =>
              download(
                integrity.state === "done" ? integrity.data.auditIntegrity : null,
                checkpoint,
              )
            }
          >
            Download integrity report and checkpoint (JSON)
          </button>
        </p>
      </section>
      <section aria-labelledby="receipt">
        <h2 id="receipt">Verify a receipt</h2>
        <form onSubmit={(e) => (e.preventDefault(), void check.act())}>
          <label for="receipt-text">Receipt (JSON, as the answer gave it)</label>
          <textarea
            id="receipt-text"
            rows={4}
            required
            value={receipt}
            onInput={(e) => setReceipt(e.currentTarget.value)}
          />
          <button type="submit" disabled={check.pending}>
            {check.pending ? "Checking…" : "Verify"}
          </button>
        </form>
        {check.error && <ErrorBox error={check.error} />}
        {verdict && (
          <div
            class={verdict.ok ? "ok card" : "bad card"}
            role="status"
            data-testid="receipt-verdict"
          >
            {verdict.lines.map((l) => (
              <p key={l}>{l}</p>
            ))}
          </div>
        )}
      </section>
    </>
  );
}
