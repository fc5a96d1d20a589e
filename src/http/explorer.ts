/**
 * GET /graphql in a browser: a small schema explorer that works offline (Apollo's Sandbox loads its
 * scripts from the internet). One self-contained page, no third-party code: a query editor with
 * variables and an API key field, the response, and the schema's SDL with a filter. Its
 * Content-Security-Policy forbids loading anything from elsewhere. GET /schema.graphql serves the
 * schema file itself. Both follow INTROSPECTION: where introspection is off they are 404.
 */
import type express from "express";

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fieldnote GraphQL explorer</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
*{box-sizing:border-box}body{margin:0;font:14px system-ui,sans-serif;display:grid;grid-template-columns:1fr 1fr 1fr;height:100vh}
section{display:flex;flex-direction:column;padding:8px;gap:6px;min-height:0;border-right:1px solid #ddd}
h2{font-size:13px;margin:4px 0;color:#555;text-transform:uppercase}
textarea,pre{font:13px ui-monospace,monospace;border:1px solid #ccc;padding:6px;margin:0;overflow:auto;white-space:pre}
#query{flex:3}#variables{flex:1}#result,#schema{flex:1;background:#fafafa}
input{font:13px ui-monospace,monospace;padding:4px}button{padding:6px 12px}
.row{display:flex;gap:6px;align-items:center}.row input{flex:1}
</style></head><body>
<section>
<h2>Operation <small>(Ctrl+Enter runs it)</small></h2>
<textarea id="query" spellcheck="false">query Documents {
  documents(first: 5) {
    nodes { id title }
  }
}</textarea>
<h2>Variables (JSON)</h2>
<textarea id="variables" spellcheck="false">{}</textarea>
<div class="row"><input id="key" type="password" placeholder="API key (sent as Authorization: Bearer …; kept in this tab only)" autocomplete="off"><button id="run">Run</button></div>
</section>
<section><h2>Response <span id="status"></span></h2><pre id="result"></pre></section>
<section><h2>Schema (<a href="schema.graphql">schema.graphql</a>)</h2>
<input id="filter" placeholder="filter: a type or field name">
<pre id="schema">loading…</pre></section>
<script>
const $ = (id) => document.getElementById(id);
const endpoint = location.pathname;
$("key").value = sessionStorage.getItem("fieldnote-key") || "";
async function run() {
  let variables;
  try { variables = JSON.parse($("variables").value || "{}"); }
  catch (e) { $("result").textContent = "Variables are not JSON: " + e.message; return; }
  const key = $("key").value.trim();
  sessionStorage.setItem("fieldnote-key", key);
  const headers = { "content-type": "application/json" };
  if (key) headers.authorization = "Bearer " + key;
  $("status").textContent = "…";
  try {
    const res = await fetch(endpoint, { method: "POST", headers, body: JSON.stringify({ query: $("query").value, variables }) });
    $("status").textContent = "HTTP " + res.status;
    const text = await res.text();
    try { $("result").textContent = JSON.stringify(JSON.parse(text), null, 2); }
    catch { $("result").textContent = text; }
  } catch (e) { $("status").textContent = ""; $("result").textContent = "The request failed: " + e.message; }
}
$("run").onclick = run;
document.addEventListener("keydown", (e) => { if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); run(); } });
let blocks = [];
function show() {
  const f = $("filter").value.trim().toLowerCase();
  $("schema").textContent = (f ? blocks.filter((b) => b.toLowerCase().includes(f)) : blocks).join("\\n\\n");
}
$("filter").oninput = show;
fetch(endpoint.replace(/graphql$/, "schema.graphql")).then((r) => r.ok ? r.text() : Promise.reject(new Error("HTTP " + r.status)))
  .then((sdl) => { blocks = sdl.split(/\\n(?=\\S)/).map((b) => b.trimEnd()).filter(Boolean); show(); })
  .catch((e) => { $("schema").textContent = "schema.graphql could not be read: " + e.message; });
</script></body></html>`;

/** nothing but this page's own inline script and style; requests only to this origin */
const CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A browser's GET /graphql (HTML accepted, no query) gets the explorer; GET /schema.graphql the SDL. */
export function mountExplorer(app: express.Express, typeDefs: string, enabled: boolean): void {
  app.get("/schema.graphql", (_req, res) => {
    if (!enabled) {
      res
        .status(404)
        .type("text/plain")
        .send("the schema is not published here (INTROSPECTION is off)\n");
      return;
    }
    res.type("text/plain; charset=utf-8").send(typeDefs);
  });
  app.get("/graphql", (req, res, next) => {
    if (!enabled || req.query.query !== undefined || !req.accepts("html")) return next();
    if (req.accepts(["json", "html"]) !== "html") return next();
    res.setHeader("content-security-policy", CSP);
    res.type("html").send(PAGE);
  });
}
