/**
 * The shell: sign-in, the viewer (name, role, groups), navigation fitted to the role, and a hash
 * router (#/ask, #/answers, #/answers/<id>, …). Only `#/…` hashes are routes, so `#a-src-1`
 * links jump to a source without leaving the page.
 */
import { useEffect, useState } from "preact/hooks";
import { request } from "./api";
import type { ViewerQuery } from "./__generated__/graphql";
import { ViewerDocument } from "./operations";
import { hasSession, signOut } from "./session";
import { ErrorBox, Loading, useAsync } from "./ui";
import { SignIn } from "./pages/sign-in";
import { AskPage } from "./pages/ask";
import { AnswersPage } from "./pages/answers";
import { AnswerDetailPage } from "./pages/answer-detail";
import { ConflictsPage } from "./pages/conflicts";
import { DocumentsPage } from "./pages/documents";
import { TitlesPage } from "./pages/titles";
import { AuditPage } from "./pages/audit";

export type Viewer = ViewerQuery["viewer"];
type Role = Viewer["role"];

const PAGES: { path: string; label: string; roles: Role[] }[] = [
  { path: "ask", label: "Ask", roles: ["READER", "REVIEWER", "ADMIN"] },
  { path: "answers", label: "Answers", roles: ["REVIEWER", "ADMIN"] },
  { path: "conflicts", label: "Conflicts", roles: ["REVIEWER", "ADMIN"] },
  { path: "documents", label: "Documents", roles: ["ADMIN"] },
  { path: "titles", label: "Titles", roles: ["ADMIN"] },
  { path: "audit", label: "Audit", roles: ["REVIEWER", "ADMIN"] },
];

function routeOf(hash: string, previous: string[]): string[] {
  if (!hash.startsWith("#/")) return previous;
  return hash.slice(2).split("/").filter(Boolean).map(decodeURIComponent);
}

function useRoute(): string[] {
  const [route, setRoute] = useState(() => routeOf(location.hash || "#/ask", ["ask"]));
  useEffect(() => {
    const on = () => setRoute((prev) => routeOf(location.hash, prev));
    addEventListener("hashchange", on);
    return () => removeEventListener("hashchange", on);
  }, []);
  return route;
}

function Page({ route, viewer }: { route: string[]; viewer: Viewer }) {
  const [name = "ask", id] = route;
  const page = PAGES.find((p) => p.path === name);
  if (!page) return <NotAPage text="There is no such page." />;
  if (!page.roles.includes(viewer.role))
    return (
      <NotAPage
        text={`The ${page.label} page is for ${page.roles.join(" and ")} keys; yours is ${viewer.role}.`}
      />
    );
  if (name === "answers" && id) return <AnswerDetailPage id={id} viewer={viewer} />;
  switch (name) {
    case "answers":
      return <AnswersPage />;
    case "conflicts":
      return <ConflictsPage />;
    case "documents":
      return <DocumentsPage />;
    case "titles":
      return <TitlesPage />;
    case "audit":
      return <AuditPage />;
    default:
      return <AskPage />;
  }
}

function NotAPage({ text }: { text: string }) {
  return (
    <>
      <h1>Not available</h1>
      <p>
        {text} <a href="#/ask">Go to Ask</a>.
      </p>
    </>
  );
}

function Shell({ viewer, onSignOut }: { viewer: Viewer; onSignOut: () => void }) {
  const route = useRoute();
  const here = route[0] ?? "ask";
  useEffect(() => {
    document.title = `${PAGES.find((p) => p.path === here)?.label ?? "Fieldnote"} — Fieldnote console`;
  }, [here]);
  return (
    <>
      <a
        class="skip"
        href="#main"
        onClick={(e) => (e.preventDefault(), document.getElementById("main")?.focus())}
      >
        Skip to content
      </a>
      <header class="top">
        <span class="brand">Fieldnote</span>
        <nav aria-label="Pages">
          <ul>
            {PAGES.filter((p) => p.roles.includes(viewer.role)).map((p) => (
              <li key={p.path}>
                <a href={`#/${p.path}`} aria-current={here === p.path ? "page" : undefined}>
                  {p.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p class="who" data-testid="viewer">
          <span>{viewer.name}</span> · <strong>{viewer.role}</strong>
          {viewer.groups.length > 0 && <> · groups: {viewer.groups.join(", ")}</>}
          <button type="button" class="link" onClick={onSignOut}>
            Sign out
          </button>
        </p>
      </header>
      <main id="main" tabIndex={-1}>
        <Page route={route} viewer={viewer} />
      </main>
    </>
  );
}

export function App() {
  const [session, setSession] = useState(hasSession());
  const [viewer, reload] = useAsync(
    () => (session ? request(ViewerDocument) : Promise.resolve(null)),
    [session],
  );
  if (!session) return <SignIn onSignedIn={() => setSession(true)} />;
  const out = () => {
    signOut();
    setSession(false);
  };
  if (viewer.state === "loading")
    return (
      <main id="main">
        <Loading what="your key" />
      </main>
    );
  if (viewer.state === "error")
    return (
      <main id="main">
        <h1>Fieldnote console</h1>
        <ErrorBox error={viewer.error} retry={reload} />
        <button type="button" onClick={out}>
          Sign out
        </button>
      </main>
    );
  return viewer.data ? <Shell viewer={viewer.data.viewer} onSignOut={out} /> : null;
}
