/**
 * An answer packet rendered as a reader should see it — the reference a frontend copies: status in
 * words, the text with each `[Title]` citation linked to its source, each claim with its verdict,
 * each source's supporting quotes highlighted in its excerpt (Source.quotes offsets), limitations,
 * and conflicts with both sides' dates and excerpts.
 */
import type { PacketFieldsFragment } from "./__generated__/graphql";
import { day, STATUS_WORDS, StatusBadge, VERDICT_WORDS, when } from "./ui";

type Packet = PacketFieldsFragment;
type Source = Packet["sources"][number];

/** The same folding as the service's title key, near enough to match a citation to a source. */
const fold = (s: string) => s.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

/** `[Release process › Rollback]` → the index of the source it cites, or -1. */
export function sourceIndexFor(citation: string, sources: readonly Source[]): number {
  const c = fold(citation);
  const exact = sources.findIndex((s) => fold(s.title) === c);
  if (exact >= 0) return exact;
  return sources.findIndex((s) => {
    const t = fold(s.title);
    return c.startsWith(t) && /^\s*(›|>|\/|\(part)/.test(c.slice(t.length));
  });
}

/** The answer text, each `[Title]` a link to its source below. */
function LinkedText({
  text,
  sources,
  anchor,
}: {
  text: string;
  sources: readonly Source[];
  anchor: string;
}) {
  const parts = text.split(/(\[[^\]\n]+\])/g);
  return (
    <p class="answer-text">
      {parts.map((part, i) => {
        const m = /^\[([^\]]+)\]$/.exec(part);
        const at = m ? sourceIndexFor(m[1]!, sources) : -1;
        if (!m || at < 0) return part;
        return (
          <a
            key={i}
            class="cite"
            href={`#${anchor}-src-${at + 1}`}
            title={`Source ${at + 1}: ${sources[at]!.title}`}
          >
            {part}
            <sup>{at + 1}</sup>
          </a>
        );
      })}
    </p>
  );
}

/** The excerpt with every quote marked, by the offsets the API gives. */
export function Highlighted({ excerpt, quotes }: { excerpt: string; quotes: Source["quotes"] }) {
  const sorted = [...quotes].filter(
    (q) => q.start >= 0 && q.end <= excerpt.length && q.start < q.end,
  );
  sorted.sort((a, b) => a.start - b.start);
  const out = [];
  let at = 0;
  for (const [i, q] of sorted.entries()) {
    if (q.start < at) continue; // overlapping quotes: the first wins
    if (q.start > at) out.push(excerpt.slice(at, q.start));
    out.push(<mark key={i}>{excerpt.slice(q.start, q.end)}</mark>);
    at = q.end;
  }
  out.push(excerpt.slice(at));
  return <blockquote class="excerpt">{out}</blockquote>;
}

function Sources({ sources, anchor }: { sources: readonly Source[]; anchor: string }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby={`${anchor}-sources`}>
      <h3 id={`${anchor}-sources`}>Sources</h3>
      <ol class="sources">
        {sources.map((s, i) => (
          <li key={s.id} id={`${anchor}-src-${i + 1}`} tabIndex={-1} class="source">
            <p class="source-head">
              <strong>{s.title}</strong>
              {s.breadcrumb && s.breadcrumb !== s.title && (
                <span class="crumb"> — {s.breadcrumb}</span>
              )}
            </p>
            <p class="meta">
              Revision {s.revision}
              {s.effectiveDate && `, applies from ${day(s.effectiveDate)}`}
              {s.stale && (
                <strong class="warn">
                  {" "}
                  — no longer current
                  {s.currentRevision ? ` (now revision ${s.currentRevision})` : ""}
                </strong>
              )}
              {s.document?.sourceUrl && /^https?:/.test(s.document.sourceUrl) && (
                <>
                  {" "}
                  —{" "}
                  <a href={s.document.sourceUrl} rel="noreferrer noopener">
                    original page
                  </a>
                </>
              )}
            </p>
            <Highlighted excerpt={s.excerpt} quotes={s.quotes} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Claims({ claims }: { claims: Packet["claims"] }) {
  if (claims.length === 0) return null;
  return (
    <section aria-label="Claims">
      <h3>Claims</h3>
      <ul class="claims">
        {claims.map((c) => (
          <li key={c.id} class={`claim v-${c.verdict.toLowerCase()}`}>
            <span class="verdict">
              {c.withheld ? "Withheld" : (VERDICT_WORDS[c.verdict] ?? c.verdict)}
            </span>
            <span class="claim-text">{c.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ConflictSides({
  sides,
  winner,
}: {
  sides: Packet["conflicts"][number]["sides"];
  winner?: string | null;
}) {
  return (
    <div class="sides">
      {sides.map((s, i) => (
        <div key={i} class={`side${winner === s.documentId ? " winner" : ""}`}>
          <p class="source-head">
            <strong>{s.title}</strong> (revision {s.revision}, applies from {day(s.effectiveDate)})
            {winner === s.documentId && <span class="tag"> — holds</span>}
          </p>
          <p class="meta">Gives: {s.values.join(", ")}</p>
          <blockquote class="excerpt">{s.excerpt}</blockquote>
        </div>
      ))}
    </div>
  );
}

function Conflicts({ conflicts }: { conflicts: Packet["conflicts"] }) {
  if (conflicts.length === 0) return null;
  return (
    <section aria-label="Conflicts">
      <h3>Sources that disagree</h3>
      {conflicts.map((c) => (
        <div key={c.id} class="conflict">
          <p>
            <strong>
              {c.withheld ? "A disagreement involving a document you may not read" : c.fact}
            </strong>
          </p>
          <ConflictSides sides={c.sides} winner={c.resolution?.winningDocumentId} />
          {c.resolution && (
            <p class="resolution">
              Settled by {c.resolution.reviewer} on {when(c.resolution.createdAt)}:{" "}
              {c.resolution.decision === "BOTH_VALID" ? "both are valid" : "one source holds"} — “
              {c.resolution.note}”
            </p>
          )}
        </div>
      ))}
    </section>
  );
}

export function AnswerPacket({ answer, anchor = "a" }: { answer: Packet; anchor?: string }) {
  return (
    <article class="packet" aria-label="Answer">
      <p class={`status s-${answer.status.toLowerCase()}`} data-status={answer.status}>
        <StatusBadge status={answer.status} /> {STATUS_WORDS[answer.status] ?? answer.status}
      </p>
      <LinkedText text={answer.text} sources={answer.sources} anchor={anchor} />
      {answer.limitations.length > 0 && (
        <section aria-label="Limitations">
          <h3>What this answer does not cover</h3>
          <ul class="limitations">
            {answer.limitations.map((l, i) => (
              <li key={i}>{l.message}</li>
            ))}
          </ul>
        </section>
      )}
      <Conflicts conflicts={answer.conflicts} />
      <Claims claims={answer.claims} />
      <Sources sources={answer.sources} anchor={anchor} />
      {answer.evidence.length > 0 && (
        <section aria-label="Evidence">
          <h3>What was found (not an answer)</h3>
          <ul>
            {answer.evidence.map((e, i) => (
              <li key={i}>
                <strong>{e.title}</strong>
                <blockquote class="excerpt">{e.excerpt}</blockquote>
              </li>
            ))}
          </ul>
        </section>
      )}
      {answer.withheldParts > 0 && (
        <p class="meta">
          {answer.withheldParts} part(s) rest on documents outside your groups and are withheld.
        </p>
      )}
      {answer.receipt && (
        <details class="receipt">
          <summary>Receipt (keep it to prove later what was answered)</summary>
          <pre>{JSON.stringify(answer.receipt, null, 2)}</pre>
        </details>
      )}
    </article>
  );
}
