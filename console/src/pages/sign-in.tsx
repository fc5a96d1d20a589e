/** Sign in with an API key (checked with `viewer`, kept in sessionStorage), or as the anonymous reader. */
import { useState } from "preact/hooks";
import { request } from "../api";
import { ViewerDocument } from "../operations";
import { signIn } from "../session";
import { ErrorBox, useAction } from "../ui";

export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [key, setKey] = useState("");
  const check = useAction(async (k: string | null) => {
    await request(ViewerDocument, {}, k);
    signIn(k);
    onSignedIn();
  });
  return (
    <main id="main" class="signin">
      <h1>Fieldnote console</h1>
      <p>
        Sign in with your API key. It is kept for this tab only and sent in a request header, never
        in a link.
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void check.act(key.trim());
        }}
      >
        <label for="key">API key</label>
        <input
          id="key"
          name="key"
          type="password"
          autoComplete="off"
          required
          value={key}
          onInput={(e) => setKey(e.currentTarget.value)}
        />
        <button type="submit" disabled={check.pending}>
          {check.pending ? "Checking…" : "Sign in"}
        </button>
      </form>
      <p>
        <button type="button" class="link" onClick={() => void check.act(null)}>
          Continue without a key (anonymous reader, where the service allows it)
        </button>
      </p>
      {check.error && <ErrorBox error={check.error} />}
    </main>
  );
}
