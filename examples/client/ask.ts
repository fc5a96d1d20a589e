/**
 * Usage: npx tsx examples/client/ask.ts "How do I roll back a release?"
 * Against a running `npm start` (FIELDNOTE_URL, FIELDNOTE_API_KEY to change the target or the caller).
 */
import { createClient, FieldnoteError } from "./fieldnote-client";
import { AskDocument } from "./operations";

async function main(question: string): Promise<void> {
  const request = createClient({
    url: process.env.FIELDNOTE_URL ?? "http://127.0.0.1:4000/graphql",
    apiKey: process.env.FIELDNOTE_API_KEY,
  });
  const { ask } = await request(AskDocument, { question });
  console.log(`${ask.status}: ${ask.text}`);
  for (const source of ask.sources)
    for (const quote of source.quotes) console.log(`  [${source.title}] "${quote.text}"`);
  for (const limitation of ask.limitations)
    console.log(`  ${limitation.kind}: ${limitation.message}`);
}

main(process.argv.slice(2).join(" ") || "How do I roll back a release?").catch((err: unknown) => {
  console.error(err instanceof FieldnoteError ? `${err.code}: ${err.message}` : err);
  process.exitCode = 1;
});
