// Validates one question set against its materialised docs root. Plain Node, no dependencies.
//
//   node eval/sets/validate-set.mjs eval/sets/<slug> <docs-root>
//
// <docs-root> holds the set's docs as the manifest files them: <folder>/<path inside package/>.
// Checks (each failure is an ERROR, exit 1):
//   - manifest.json names the set, a kind, and every package with version, sha512 integrity, licence,
//     folder and include globs;
//   - ids unique and of the form <slug>-<type>-NN, question texts unique, known types only;
//   - type counts: >= 4 of each answerable type, >= 5 unanswerable, >= 40 questions in all;
//     at most 25% of the questions ask for a default (the question text contains "default");
//   - answerable: every gold path exists; every key fact occurs verbatim (whitespace-normalised,
//     blockquote markers dropped) in EVERY gold doc (multi_doc: every fact of a part in every doc of
//     that part; parts cover the gold paths; >= 2 parts); every key fact occurs in the reference
//     answer (lower-cased, backticks and curly quotes normalised); the evidence quote (several quotes
//     separated by " ||| " allowed) occurs in a gold doc (multi_doc: every part's docs are covered);
//     yes_no has >= 2 key facts (the yes/no phrase and the reason);
//   - paraphrase: at most half of the question's content words (stop words dropped, simple suffix
//     stemmer) occur in the gold doc (max over gold docs);
//   - unanswerable: no gold paths, a why_absent text, and every regex in absent_patterns matches no
//     file of the docs root (grep -rilE, case-insensitive).
// Notes (not errors): non-gold docs that contain every key fact of a question, to review as gold.
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";

const [setDir, docsRoot] = process.argv.slice(2);
if (!setDir || !docsRoot) {
  console.error("usage: node validate-set.mjs <set-folder> <docs-root>");
  process.exit(2);
}

// --- normalisation (as shared/corpora/tools/build_and_validate.mjs) --------------------------
function normSource(s) {
  return s
    .replace(/\r/g, "")
    .split("\n")
    .map((l) => l.replace(/^\s*(>\s?)+/, ""))
    .join("\n")
    .replace(/\s+/g, " ")
    .trim();
}
function normScore(s) {
  return s
    .toLowerCase()
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/"/g, "'")
    .replace(/`/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
const STOP = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves get got use using want need let make way there's what's i'm don't won't can't didn't isn't it's i've also even though although still yet anything something everything nothing really like`.split(
    /\s+/,
  ),
);
function stem(w) {
  for (const suf of ["ing", "ed", "es", "s"]) {
    if (w.endsWith(suf) && w.length - suf.length >= 3) return w.slice(0, -suf.length);
  }
  return w;
}
function contentWords(s) {
  const toks =
    s
      .toLowerCase()
      .replace(/[\u2019']/g, "'")
      .match(/[a-z0-9][a-z0-9']*/g) || [];
  return [
    ...new Set(toks.filter((t) => t.length >= 3 && !STOP.has(t)).map((t) => t.replace(/'s$/, ""))),
  ];
}
function docStems(text) {
  const toks = text.toLowerCase().match(/[a-z0-9]+/g) || [];
  return new Set(toks.map(stem));
}
function walk(dir, base = dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, base, out);
    else out.push(path.relative(base, p));
  }
  return out.sort();
}
function grepFiles(pattern, root) {
  try {
    const out = execFileSync("grep", ["-rilE", "--", pattern, "."], {
      cwd: root,
      encoding: "utf8",
    });
    return out.split("\n").filter(Boolean);
  } catch (e) {
    if (e.status === 1) return [];
    throw e;
  }
}

const TYPES = [
  "direct",
  "how_to",
  "why",
  "yes_no",
  "version",
  "error",
  "multi_doc",
  "paraphrase",
  "unanswerable",
];
const MIN = { unanswerable: 5 };
const errors = [];
const notes = [];
const overlaps = [];
const E = (m) => errors.push(m);

// --- manifest ----------------------------------------------------------------------------------
const manifest = JSON.parse(fs.readFileSync(path.join(setDir, "manifest.json"), "utf8"));
const slug = manifest.set;
if (!slug || slug !== path.basename(path.resolve(setDir)))
  E(`manifest.set "${slug}" differs from folder name`);
if (!manifest.kind) E("manifest.kind missing");
if (!manifest.description) E("manifest.description missing");
for (const p of manifest.packages || []) {
  for (const k of ["name", "version", "integrity", "license", "folder"])
    if (!p[k]) E(`package ${p.name}: ${k} missing`);
  if (!/^sha512-[A-Za-z0-9+/=]+$/.test(p.integrity || ""))
    E(`package ${p.name}: integrity is not sha512-…`);
  if (!/^\d+\.\d+\.\d+/.test(p.version || "")) E(`package ${p.name}: version not exact`);
  if (!Array.isArray(p.include) || !p.include.length) E(`package ${p.name}: include globs missing`);
}
if (!manifest.packages?.length) E("manifest.packages empty");

// --- docs root -----------------------------------------------------------------------------------
const files = walk(docsRoot);
if (!files.length) E(`docs root ${docsRoot} is empty`);
const raw = Object.fromEntries(
  files.map((f) => [f, fs.readFileSync(path.join(docsRoot, f), "utf8")]),
);
const src = Object.fromEntries(files.map((f) => [f, normSource(raw[f])]));
const has = (f, s) => src[f].includes(normSource(s));

// --- questions -----------------------------------------------------------------------------------
const lines = fs
  .readFileSync(path.join(setDir, "questions.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim());
const qs = lines
  .map((l, i) => {
    try {
      return JSON.parse(l);
    } catch (e) {
      E(`line ${i + 1}: not JSON (${e.message})`);
      return null;
    }
  })
  .filter(Boolean);
const counts = {};
const ids = new Set();
const texts = new Set();
let defaults = 0;
for (const q of qs) {
  const id = q.id;
  const QE = (m) => E(`${id}: ${m}`);
  counts[q.type] = (counts[q.type] || 0) + 1;
  if (!TYPES.includes(q.type)) QE(`unknown type ${q.type}`);
  if (ids.has(id)) QE("duplicate id");
  ids.add(id);
  if (!new RegExp(`^${slug}-${q.type}-\\d{2,}$`).test(id || ""))
    QE(`id not of the form ${slug}-${q.type}-NN`);
  if (!q.question?.trim()) QE("no question");
  if (texts.has(q.question?.toLowerCase())) QE("duplicate question text");
  texts.add(q.question?.toLowerCase());
  if (/\bdefault/i.test(q.question || "")) defaults++;

  if (q.type === "unanswerable") {
    if (q.gold_paths?.length) QE("unanswerable with gold paths");
    if (!q.why_absent) QE("why_absent missing");
    if (!q.absent_patterns?.length) QE("absent_patterns missing");
    for (const p of q.absent_patterns || []) {
      const hits = grepFiles(p, docsRoot);
      if (hits.length) QE(`absent pattern /${p}/ found in ${hits.slice(0, 5).join(", ")}`);
    }
    continue;
  }

  const gold = q.gold_paths || [];
  if (!gold.length) QE("no gold_paths");
  if (new Set(gold).size !== gold.length) QE("duplicate gold path");
  for (const g of gold) if (!(g in raw)) QE(`gold path missing: ${g}`);
  const present = gold.filter((g) => g in raw);
  if (!q.key_facts?.length) QE("no key_facts");
  if (!q.answer) QE("no answer");
  if (!q.evidence_quote) QE("no evidence_quote");
  for (const kf of q.key_facts || []) {
    if (!normScore(q.answer || "").includes(normScore(kf)))
      QE(`key fact "${kf}" not in reference answer`);
  }
  if (q.type === "multi_doc") {
    const parts = q.parts || [];
    if (parts.length < 2) QE("multi_doc needs >= 2 parts");
    const partPaths = new Set(parts.flatMap((p) => p.gold_paths || []));
    for (const g of gold) if (!partPaths.has(g)) QE(`gold path ${g} in no part`);
    for (const g of partPaths) if (!gold.includes(g)) QE(`part path ${g} not in gold_paths`);
    const allPartFacts = new Set(parts.flatMap((p) => p.key_facts || []));
    for (const kf of q.key_facts || [])
      if (!allPartFacts.has(kf)) QE(`key fact "${kf}" in no part`);
    for (const kf of allPartFacts)
      if (!(q.key_facts || []).includes(kf)) QE(`part fact "${kf}" not in key_facts`);
    for (const [i, p] of parts.entries()) {
      if (!p.gold_paths?.length || !p.key_facts?.length)
        QE(`part ${i} lacks gold_paths or key_facts`);
      for (const g of p.gold_paths || []) {
        if (!(g in raw)) continue;
        for (const kf of p.key_facts || [])
          if (!has(g, kf)) QE(`part ${i}: key fact "${kf}" not in ${g}`);
      }
      const others = files.filter(
        (f) => !(p.gold_paths || []).includes(f) && (p.key_facts || []).every((kf) => has(f, kf)),
      );
      if (others.length)
        notes.push(
          `${id} part ${i}: other docs containing all its key facts: ${others.join(", ")}`,
        );
    }
  } else {
    for (const kf of q.key_facts || []) {
      const lacking = present.filter((g) => !has(g, kf));
      if (lacking.length) QE(`key fact "${kf}" missing from gold doc(s): ${lacking.join(", ")}`);
    }
    const others = files.filter(
      (f) => !gold.includes(f) && (q.key_facts || []).every((kf) => has(f, kf)),
    );
    if (others.length)
      notes.push(`${id}: other docs containing all key facts: ${others.join(", ")}`);
  }
  const quotes = (q.evidence_quote || "").split(" ||| ");
  for (const part of quotes) {
    if (!present.some((g) => has(g, part)))
      QE(`evidence quote not verbatim in any gold doc: "${part.slice(0, 80)}"`);
  }
  if (q.type === "multi_doc") {
    for (const [i, p] of (q.parts || []).entries()) {
      if (!(p.gold_paths || []).some((g) => g in raw && quotes.some((x) => has(g, x))))
        QE(`evidence quote covers no doc of part ${i}`);
    }
  }
  if (q.type === "yes_no" && (q.key_facts || []).length < 2)
    QE("yes_no needs the yes/no fact and the reason as key facts");
  if (q.type === "paraphrase") {
    const cw = contentWords(q.question);
    let worst = 0;
    let worstDoc = "";
    let worstHits = [];
    for (const g of present) {
      const ds = docStems(raw[g]);
      const hits = cw.filter((w) => ds.has(stem(w)) || ds.has(w));
      const frac = cw.length ? hits.length / cw.length : 1;
      if (frac >= worst) {
        worst = frac;
        worstDoc = g;
        worstHits = hits;
      }
    }
    overlaps.push(
      `${id}: ${worstHits.length}/${cw.length} = ${worst.toFixed(2)} in ${worstDoc} [${worstHits.join(", ")}]`,
    );
    if (worst > 0.5) QE(`paraphrase overlap ${worst.toFixed(2)} > 0.5 (${worstHits.join(", ")})`);
  }
}
for (const t of TYPES)
  if ((counts[t] || 0) < (MIN[t] || 4))
    E(`type ${t}: ${counts[t] || 0} questions, need >= ${MIN[t] || 4}`);
if (qs.length < 40) E(`${qs.length} questions, need >= 40`);
const defaultShare = qs.length ? defaults / qs.length : 0;
if (defaultShare > 0.25) E(`${defaults}/${qs.length} questions ask for a default (> 25%)`);

console.log(`===== ${slug} (${manifest.kind}): ${qs.length} questions ${JSON.stringify(counts)}`);
console.log(
  `docs root ${docsRoot}: ${files.length} files; default share ${defaults}/${qs.length} = ${(defaultShare * 100).toFixed(0)}%`,
);
console.log("--- paraphrase overlap (max over gold docs, must be <= 0.50)");
for (const l of overlaps) console.log("  " + l);
console.log(`--- notes (${notes.length})`);
for (const n of notes) console.log("  " + n);
console.log(`--- ERRORS (${errors.length})`);
for (const e of errors) console.log("  " + e);
process.exit(errors.length ? 1 : 0);
