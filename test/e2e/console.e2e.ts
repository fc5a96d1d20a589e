/**
 * The web console end to end, in Debian's chromium (playwright-core, no browser download), against
 * one service on in-memory PGlite with the demo knowledge base: every role signs in, each page is
 * screenshotted (test/e2e/screenshots/, git-ignored) and checked by axe-core (no serious or
 * critical violation), and no page breaks its Content-Security-Policy.
 * CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import axe from "axe-core";
import { chromium, type Browser, type Page } from "playwright-core";
import { ingestFolder } from "../../src/ingest/ingest-folder";
import { ADMIN_KEY, startTestApp, type TestApp } from "../helpers/test-app";

const SHOTS = path.join(__dirname, "screenshots");
const README_QUESTION = "How do I roll back a release?";
const RESTRICTED_QUESTION = "What is the supplier price for AX-4 intake filters?";

let t: TestApp;
let browser: Browser;
let base: string;
const keys: Record<"reader" | "reviewer" | "procurement", string> = {
  reader: "",
  reviewer: "",
  procurement: "",
};
const cspViolations: string[] = [];
const axeFindings: string[] = [];

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  t = await startTestApp({ env: { FIELDNOTE_DEMO_DATA: "on" } });
  base = t.url.replace(/\/graphql$/, "");
  keys.reader = (await t.createKey("READER", [], "reader on the web")).secret;
  keys.reviewer = (await t.createKey("REVIEWER", [], "reviewer Rae")).secret;
  keys.procurement = (await t.createKey("READER", ["procurement"], "buyer Bo")).secret;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}, 180_000); // a loaded machine: startup (demo ingest, chromium) can take a minute

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function open(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on("console", (m) => {
    if (/Content.Security.Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  page.on("pageerror", (e) => cspViolations.push(`page error: ${e.message}`));
  await page.goto(`${base}/console/`);
  return page;
}

async function signIn(page: Page, key: string): Promise<void> {
  await page.getByLabel("API key").fill(key);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("viewer").waitFor();
}

async function go(page: Page, hash: string, heading: string): Promise<void> {
  await page.evaluate((h) => (location.hash = h), hash);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await page.locator(".state[role=status]").waitFor({ state: "detached" });
}

/** axe-core on the page as it is: serious and critical violations are collected with the page's name. */
async function checkAxe(page: Page, name: string): Promise<void> {
  // evaluated through the DevTools protocol: the page's CSP (no inline script) does not apply
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const r = await (window as unknown as { axe: { run(): Promise<any> } }).axe.run();
    return (r.violations as any[])
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n: any) => n.target.join(" ")).join(", ")}`,
      );
  });
  axeFindings.push(...violations.map((v) => `${name}: ${v}`));
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  await checkAxe(page, name);
}

async function ask(page: Page, question: string): Promise<void> {
  await go(page, "#/ask", "Ask");
  await page.getByLabel("Your question").fill(question);
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await page.locator("article.packet").waitFor();
}

/** A GraphQL call from inside the page, with the key the tab signed in with. */
function apiFromPage(page: Page, query: string): Promise<{ data?: any; errors?: any[] }> {
  return page.evaluate(async (q) => {
    const key = sessionStorage.getItem("fieldnote.console.key");
    const res = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: q }),
    });
    return res.json();
  }, query);
}

describe("the web console", () => {
  it("is served at /console with a strict CSP and signs in each role, fitting the pages to it", async () => {
    const res = await fetch(`${base}/console/`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(await res.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    const page = await open();
    await shoot(page, "sign-in");
    const navFor = async () =>
      (
        await page.getByRole("navigation", { name: "Pages" }).getByRole("link").allTextContents()
      ).join(",");
    // keyboard only: the key field is reachable and Enter submits
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("key");
    await page.keyboard.type(ADMIN_KEY);
    await page.keyboard.press("Enter");
    await page.getByTestId("viewer").waitFor();
    expect(await page.getByTestId("viewer").textContent()).toContain("ADMIN");
    expect(await navFor()).toBe("Ask,Answers,Conflicts,Documents,Titles,Audit");
    expect(page.url()).not.toContain(ADMIN_KEY);

    await page.getByRole("button", { name: "Sign out" }).click();
    await signIn(page, keys.reviewer);
    expect(await page.getByTestId("viewer").textContent()).toContain("REVIEWER");
    expect(await navFor()).toBe("Ask,Answers,Conflicts,Audit");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByLabel("API key").fill("not-a-key-0123456789");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.getByRole("alert").textContent()).toContain("unknown, revoked");
    await signIn(page, keys.procurement);
    expect(await page.getByTestId("viewer").textContent()).toContain("groups: procurement");
    await page.context().close();
  });

  it("a READER sees no review pages, and the API refuses them anyway", async () => {
    const page = await open();
    await signIn(page, keys.reader);
    expect(await page.getByTestId("viewer").textContent()).toContain("READER");
    const nav = await page
      .getByRole("navigation", { name: "Pages" })
      .getByRole("link")
      .allTextContents();
    expect(nav).toEqual(["Ask"]);
    const refused: [string, string][] = [
      ["#/answers", "Answers"],
      ["#/conflicts", "Conflicts"],
      ["#/audit", "Audit"],
      ["#/titles", "Titles"],
    ];
    for (const [hash, label] of refused) {
      await page.evaluate((h) => (location.hash = h), hash);
      await page.getByRole("heading", { name: "Not available" }).waitFor();
      expect(await page.locator("main").textContent()).toContain(`The ${label} page is for`);
    }
    for (const q of [
      "{ answers { edges { node { id } } } }",
      "{ conflicts { edges { node { id } } } }",
      "{ auditIntegrity { ok } }",
    ]) {
      const r = await apiFromPage(page, q);
      expect(r.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    await page.context().close();
  });

  it("asks the README's question and highlights the quote inside its source, its citation linked", async () => {
    const page = await open();
    await signIn(page, keys.reader);
    await ask(page, README_QUESTION);
    expect(await page.locator("[data-status]").getAttribute("data-status")).toBe("SUPPORTED");
    expect(await page.locator(".packet .status").textContent()).toContain(
      "every claim is supported",
    );
    const mark = page.locator(".source mark").first();
    expect(await mark.textContent()).toContain("Redeploy the previous release tag");
    const cite = page.locator("a.cite").first();
    expect(await cite.textContent()).toContain("[Rollback]");
    await cite.click();
    expect(await page.evaluate(() => location.hash)).toBe("#a-src-1");
    expect(await page.locator(".source:target .source-head").textContent()).toContain("Rollback");
    // the route survives the in-page jump
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Ask");
    await shoot(page, "ask");
    await page.context().close();

    const narrow = await open(375);
    await signIn(narrow, keys.reader);
    await ask(narrow, README_QUESTION);
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await shoot(narrow, "ask-375px");
    await narrow.context().close();
  });

  it("a restricted document never appears for a key outside its group: asked, listed, in answers", async () => {
    const buyer = await open();
    await signIn(buyer, keys.procurement);
    await ask(buyer, RESTRICTED_QUESTION);
    expect(await buyer.locator("article.packet").textContent()).toContain("90 credits");
    await buyer.context().close();

    const reader = await open();
    await signIn(reader, keys.reader);
    await ask(reader, RESTRICTED_QUESTION);
    const asked = (await reader.locator("main").textContent()) ?? "";
    expect(asked).not.toMatch(/90 credits|Supplier pricing/);
    const listed = await apiFromPage(
      reader,
      '{ documents(filter: { title: "supplier" }) { edges { node { title } } } }',
    );
    expect(listed.data.documents.edges).toEqual([]);
    await reader.context().close();

    const reviewer = await open();
    await signIn(reviewer, keys.reviewer);
    await go(reviewer, "#/answers", "Answers");
    await reviewer.getByLabel("Question contains").fill("supplier price");
    await reviewer.getByRole("button", { name: "Apply filters" }).click();
    await reviewer.getByTestId("answer-count").filter({ hasText: "2 answers" }).waitFor();
    await reviewer.getByRole("link", { name: RESTRICTED_QUESTION }).last().click(); // the buyer's: oldest
    await reviewer.getByRole("heading", { name: "Review history" }).waitFor();
    const detail = (await reviewer.locator("main").textContent()) ?? "";
    expect(detail).toContain("buyer Bo");
    expect(detail).not.toMatch(/90 credits|Supplier pricing/);
    expect(detail).toMatch(/withheld/);
    await reviewer.context().close();
  });

  it("a reviewer filters, opens an answer and records a review that shows in its history", async () => {
    const page = await open();
    await signIn(page, keys.reviewer);
    await go(page, "#/answers", "Answers");
    await page.getByLabel("Supported").check();
    await page.getByLabel("Reviewed").selectOption("no");
    await page.getByLabel("Question contains").fill("roll back");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page
      .getByTestId("answer-count")
      .filter({ hasText: /^2 answers shown: 0 reviewed, 2 supported$/ })
      .waitFor();
    await shoot(page, "answers");
    await page.getByRole("link", { name: README_QUESTION }).first().click();
    await page.getByRole("heading", { name: "Review history" }).waitFor();
    expect(await page.locator("main").textContent()).toContain("Retrieval candidates");
    await page.getByLabel("Partly correct").check();
    await page.getByLabel("Note (why)").fill("Right steps; the dashboard link is missing.");
    await page.getByLabel(/^Claim 1:/).selectOption("CORRECT");
    await page.getByRole("button", { name: "Record review" }).click();
    await page.getByTestId("reviews").waitFor();
    const history = (await page.getByTestId("reviews").textContent()) ?? "";
    expect(history).toContain("Partly correct by reviewer Rae");
    expect(history).toContain("the dashboard link is missing");
    expect(history).toMatch(/:0 Correct/);
    await shoot(page, "answer-detail");
    // the filter now leaves it out
    await go(page, "#/answers", "Answers");
    await page.getByLabel("Reviewed").selectOption("yes");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page
      .getByTestId("answer-count")
      .filter({ hasText: /^1 answer shown: 1 reviewed/ })
      .waitFor();
    await page.context().close();
  });

  it("a conflict is resolved in the queue and the next answer shows the resolution", async () => {
    const page = await open();
    await signIn(page, keys.reviewer);
    await ask(page, "What is the AX-4 inspection interval?");
    expect(await page.locator("[data-status]").getAttribute("data-status")).toBe("CONFLICTING");
    expect(await page.locator("article.packet").textContent()).toMatch(/2026-10-15[\s\S]*21 days/);
    await go(page, "#/conflicts", "Conflicts");
    await shoot(page, "conflicts");
    await page.getByLabel("AX-4 field bulletin 7 holds").check();
    await page
      .getByRole("textbox", { name: "Note" })
      .fill("The bulletin replaces the schedule for every site.");
    await page.getByRole("button", { name: "Record resolution" }).click();
    await page.getByText("No unresolved disagreement between sources.").waitFor();
    await ask(page, "What is the AX-4 inspection interval?");
    const packet = (await page.locator("article.packet").textContent()) ?? "";
    expect(await page.locator("[data-status]").getAttribute("data-status")).not.toBe("CONFLICTING");
    expect(packet).toContain("21 days");
    expect(packet).toContain("The bulletin replaces the schedule");
    await page.context().close();
  });

  it("an admin lists documents, archives one after confirming, and applies a title proposal", async () => {
    const page = await open();
    await signIn(page, ADMIN_KEY);
    await go(page, "#/documents", "Documents");
    expect(await page.locator("main").textContent()).toContain("procurement");
    await shoot(page, "documents");
    // an imported handbook whose "Release processes" is a near-duplicate of the demo's "Release
    // process": the proposal names it by its section (the folder's README), not "(2)" (issue 58)
    const handbook = fs.mkdtempSync(path.join(os.tmpdir(), "handbook-"));
    fs.mkdirSync(path.join(handbook, "runbooks"));
    fs.writeFileSync(path.join(handbook, "runbooks", "README.md"), "# Runbooks\n\nHow we run.\n");
    fs.writeFileSync(
      path.join(handbook, "runbooks", "release.md"),
      "# Release processes\n\nReleases ship on Tuesdays.\n",
    );
    await ingestFolder(t.app.ingestTarget, handbook, { rootName: "handbook" });
    fs.rmSync(handbook, { recursive: true, force: true });
    await go(page, "#/titles", "Titles");
    await shoot(page, "titles");
    const apply = page.getByRole("button", {
      name: "Rename “Release processes” to “Release processes (Runbooks)”",
    });
    await page.getByRole("heading", { name: "Near duplicates (1)" }).waitFor();
    await apply.click();
    await page.getByRole("heading", { name: /^Near duplicates/ }).waitFor({ state: "detached" });
    expect(await page.locator("main").textContent()).not.toContain("“Release processes”");
    await go(page, "#/documents", "Documents");
    await page.getByRole("button", { name: "Archive Onboarding" }).click();
    await page.getByRole("group", { name: "Confirm archiving Onboarding" }).waitFor();
    await page.getByRole("button", { name: "Yes, archive" }).click();
    await page.getByRole("button", { name: "Archive Onboarding" }).waitFor({ state: "detached" });
    await page.getByLabel("Status").selectOption("ARCHIVED");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("cell", { name: "Onboarding" }).waitFor();
    await page.context().close();
  });

  it("the audit page checks integrity, explains a missing signing key, and verifies a pasted receipt", async () => {
    const page = await open();
    await signIn(page, ADMIN_KEY);
    await ask(page, README_QUESTION);
    const receipt = (await page.locator(".receipt pre").textContent()) ?? "";
    await go(page, "#/audit", "Audit");
    expect(await page.getByTestId("integrity").textContent()).toContain("Every link holds.");
    await page.getByRole("button", { name: "Take a checkpoint" }).click();
    expect(await page.getByRole("alert").textContent()).toContain("AUDIT_SIGNING_KEY");
    const withSignature = JSON.stringify({ ...JSON.parse(receipt), signature: "later" });
    await page.getByLabel("Receipt (JSON, as the answer gave it)").fill(withSignature);
    await page.getByRole("button", { name: "Verify" }).click();
    const verdict = (await page.getByTestId("receipt-verdict").textContent()) ?? "";
    expect(verdict).toContain("Verifies");
    expect(verdict).toContain("Not checked here: signature");
    await shoot(page, "audit");
    await page
      .getByLabel("Receipt (JSON, as the answer gave it)")
      .fill(JSON.stringify({ ...JSON.parse(receipt), hash: "0".repeat(64) }));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByTestId("receipt-verdict").filter({ hasText: "differs" }).waitFor();
    await page.context().close();
  });

  it("no page broke its Content-Security-Policy, and axe-core found no serious or critical violation", () => {
    expect(cspViolations).toEqual([]);
    expect(axeFindings).toEqual([]);
  });
});
