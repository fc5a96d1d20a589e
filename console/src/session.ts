/**
 * The sign-in, for this tab only: sessionStorage (cleared when the tab closes), never a cookie,
 * localStorage or URL.
 */
const KEY = "fieldnote.console.key";
const ANONYMOUS = "fieldnote.console.anonymous";

export function currentKey(): string | null {
  return sessionStorage.getItem(KEY);
}

export function hasSession(): boolean {
  return sessionStorage.getItem(KEY) !== null || sessionStorage.getItem(ANONYMOUS) === "1";
}

export function signIn(key: string | null): void {
  sessionStorage.removeItem(KEY);
  sessionStorage.removeItem(ANONYMOUS);
  if (key) sessionStorage.setItem(KEY, key);
  else sessionStorage.setItem(ANONYMOUS, "1");
}

export function signOut(): void {
  sessionStorage.removeItem(KEY);
  sessionStorage.removeItem(ANONYMOUS);
}
