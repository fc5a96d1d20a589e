/** Ask: a question box and the answer packet as a reader should see it. */
import { useState } from "preact/hooks";
import { request } from "../api";
import { AskDocument } from "../operations";
import { AnswerPacket } from "../packet";
import type { PacketFieldsFragment } from "../__generated__/graphql";
import { ErrorBox, useAction } from "../ui";

export function AskPage() {
  const [question, setQuestion] = useState("");
  const [answer, setAnswer] = useState<PacketFieldsFragment | null>(null);
  const ask = useAction(async (q: string) => {
    const data = await request(AskDocument, { question: q });
    setAnswer(data.ask);
  });
  return (
    <>
      <h1>Ask</h1>
      <form
        class="ask"
        onSubmit={(e) => {
          e.preventDefault();
          void ask.act(question);
        }}
      >
        <label for="question">Your question</label>
        <textarea
          id="question"
          rows={2}
          required
          value={question}
          onInput={(e) => setQuestion(e.currentTarget.value)}
        />
        <button type="submit" disabled={ask.pending || !question.trim()}>
          {ask.pending ? "Asking…" : "Ask"}
        </button>
      </form>
      <div aria-live="polite">
        {ask.pending && (
          <p class="state" role="status">
            Searching the knowledge base…
          </p>
        )}
        {ask.error && <ErrorBox error={ask.error} />}
        {!ask.pending && !ask.error && !answer && (
          <p class="state empty">
            Answers come only from the documents your key may read, each claim with its source.
          </p>
        )}
        {answer && !ask.pending && <AnswerPacket answer={answer} />}
      </div>
    </>
  );
}
