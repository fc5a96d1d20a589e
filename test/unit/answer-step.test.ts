/**
 * The extractive answer step on small, literal cases: whole blocks chosen for the question, claims
 * as data with offsets, SUPPORTED only when the question is answered, the entity the question
 * names never swapped for a neighbour, conflicts only within one version, limitations in the
 * user's own words.
 */
import { describe, expect, it } from "@jest/globals";
import { askQuestion } from "../../src/core/ask/ask-question";
import { analyzeQuestion } from "../../src/core/ask/question";
import { askedKinds } from "../../src/core/ask/asked-kinds";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { detectConflicts } from "../../src/core/ask/detect-conflicts";
import { coverageOf } from "../../src/core/ask/decide-status";
import { composeSources } from "../../src/core/ask/compose-sources";
import { leansBack, windowsOf } from "../../src/core/ask/quote-windows";
import { kindsShown, newLiterals, statedText, unmetKinds } from "../../src/core/ask/answer-kinds";
import { measureShown } from "../../src/core/ask/measures";
import { ASKS_DEFAULT_STATE, statesDefault } from "../../src/core/ask/stated-default";
import { renderSiteMarkup } from "../../src/ingest/site-markup";
import { askedCellBlank } from "../../src/core/ask/table-cells";
import { entryFit } from "../../src/core/ask/entry-fit";
import { subjectTerms, topicHeadingTerms } from "../../src/core/ask/section-subject";
import { settingsCalled } from "../../src/core/ask/question-clauses";
import { statedDefault } from "../../src/core/ask/section-fit";
import { countedWords, countsAsked } from "../../src/core/ask/counted";
import { identifierWordsFor } from "../../src/core/ask/term-match";
import { contentTerms } from "../../src/core/text/terms";
import {
  identifierWords,
  literalsHeld,
  passageTerms,
  termIn,
  withPrefixes,
} from "../../src/core/ask/term-match";
import { ExtractiveModel } from "../../src/adapters/extractive/extractive-model";
import { MarkdownChunker } from "../../src/adapters/markdown/markdown-chunker";
import type { AnswerDraft, ClaimResult, Passage, Principal } from "../../src/core/types";
import { chunkedDoc, passage, statsIn, statsOf } from "../fixtures/passages";
import { askDepsOver, RecordingAnswerStore } from "../fakes/ask-fakes";

const reader: Principal = { keyId: "k", name: "reader", role: "READER", groups: [] };

/** Passages of a Markdown document, chunked and marked as ingest does. */
const doc = chunkedDoc;

async function ask(passages: Passage[], question: string): Promise<AnswerDraft> {
  const store = new RecordingAnswerStore();
  const deps = askDepsOver(passages, { model: new ExtractiveModel(), store });
  await askQuestion(deps, reader, question);
  return store.drafts[0]!;
}

/** What an answer's claims say, joined. */
const saidIn = (a: AnswerDraft) => a.claims.map((c) => c.text).join(" ");

/** A claim the checks passed, quoting from `chunkId` (with the quote's lead-in, when it has one). */
function supportedClaim(text: string, chunkId: string, context?: string | null): ClaimResult {
  return {
    text,
    quote: context === undefined ? null : { chunkId, start: 0, end: text.length, context },
    verdict: "SUPPORTED",
    citations: [],
    checks: [],
    chunkId,
  };
}

/** An API reference's entry as pino writes one: the name alone as its heading, its default first. */
const entry = (name: string, type: string, byDefault: string, ...lines: string[]) => [
  `### \`${name}\` (${type})`,
  "",
  `Default: ${byDefault}`,
  "",
  ...lines,
  "",
];

const filler = [
  doc(
    "Glossary",
    "A span is one unit of work. A trace is a tree of spans. Sampling decides which traces are kept.",
  ),
  doc(
    "Deployment notes",
    "Deploy the collector next to your services. Keep its configuration in version control.",
  ),
];

describe("the extractive answer quotes whole blocks chosen for the question", () => {
  it("a table row is quoted with its header row (and the sentence that introduces the table)", async () => {
    const ports = doc(
      "Ports",
      "At default settings the collector listens on these ports:\n\n| Port | Protocol | Function |\n| --- | --- | --- |\n| 4317 | gRPC | OTLP receiver |\n| 14269 | HTTP | admin port |\n",
    );
    const a = await ask(
      [...ports, ...filler.flat()],
      "Which port does the collector admin listen on?",
    );
    // the row alone (with its header as context), or the table with the sentence introducing it
    const claim = a.claims.find((c) => c.text.includes("| 14269 | HTTP | admin port |"))!;
    expect(claim.verdict).toBe("SUPPORTED");
    expect(`${claim.quote!.context ?? ""}\n${claim.text}`).toContain(
      "| Port | Protocol | Function |",
    );
    expect(a.text).toMatch(
      /\| Port \| Protocol \| Function \|\n(?:\| --- \| --- \| --- \|\n\| 4317 .*\n)?\| 14269 \| HTTP \| admin port \|/,
    );
  });

  it("the sentence that carries the asked value wins over the definition next to it", async () => {
    const queue = doc(
      "Collector settings",
      "The queue size is the number of spans the collector holds in memory before it drops them. The default is 2000.",
    );
    const a = await ask(
      [...queue, ...filler.flat()],
      "What is the default queue size of the collector?",
    );
    expect(a.text).toContain("The default is 2000.");
    expect(a.status).toBe("SUPPORTED");
  });

  it("a quote ending with a colon continues into the list it introduces", async () => {
    const unsafe = doc(
      "Unsafe code",
      "You can take five actions in unsafe code which we call superpowers. Those superpowers include the ability to:\n\n1. Dereference a raw pointer.\n1. Call an unsafe function.\n1. Access a mutable static variable.\n",
    );
    const a = await ask([...unsafe, ...filler.flat()], "What are the five unsafe superpowers?");
    expect(a.text).toMatch(/raw pointer[^]*unsafe function[^]*mutable static variable/);
  });

  it("inside a blockquote too: '… add this:' is quoted with the code block it introduces", async () => {
    const panics = doc(
      "Unrecoverable errors",
      "> By default a panic unwinds the stack. You can switch from unwinding to aborting upon a panic.\n> For example, if you want to abort on panic in release mode, add this:\n>\n> ```toml\n> [profile.release]\n> panic = 'abort'\n> ```\n\nLet us try calling panic in a program.",
    );
    const a = await ask(
      [...panics, ...filler.flat()],
      "How do I make my program abort instead of unwinding on panic in release mode?",
    );
    expect(a.text).toMatch(/add this:[^]*\[profile\.release\][^]*panic = 'abort'/);
    const chunk = panics[0]!;
    for (const c of a.claims.filter((x) => x.quote))
      expect(chunk.text.slice(c.quote!.start, c.quote!.end)).toBe(c.text);
  });

  it("'Default: `false`.' leans on the sentence before it, as 'It …' does; 'The default is 10.' stands alone", () => {
    for (const t of [
      "Default: `false`.",
      "Type: string",
      "Example: `--flag`",
      "It is kept for 7 days.",
      "However it is different in the case where any load fails.",
      "But, this only applies to v2.",
    ])
      expect(leansBack(t)).toBe(true);
    expect(leansBack("The default is 10.")).toBe(false);
    expect(leansBack("However, the default is 10.")).toBe(false);
  });

  it("a quote longer than the excerpt bound is still the source's excerpt (it once threw)", async () => {
    const long = `The vendor archive retention rule keeps ${Array.from({ length: 60 }, (_, i) => `ledger${i} entries`).join(" and ")} for seven years`;
    const p = passage({
      title: "Archive rules",
      text: `${long}.`,
      chunkId: "c-archive",
      documentId: "d-archive",
      revisionId: "r-archive",
    });
    const claim = {
      text: long,
      quote: { chunkId: p.chunkId, start: 0, end: long.length, context: null },
      verdict: "SUPPORTED" as const,
      citations: [
        {
          written: p.title,
          resolution: "RESOLVED" as const,
          documentId: p.documentId,
          title: p.title,
        },
      ],
      checks: [],
      chunkId: p.chunkId,
    };
    expect(long.length).toBeGreaterThan(900);
    const [source] = composeSources(
      [claim],
      [p],
      [{ passage: p, coverage: 1, decision: "RELEVANT" }],
    );
    expect(source!.excerpt).toBe(long);
    expect(source!.quotes).toEqual([{ text: long, start: 0, end: long.length }]);
  });

  it("claims are exact substrings at their offsets: 'vs.', versions and lines without a full stop are not re-split", async () => {
    const title = "Client libraries";
    const p = doc(
      title,
      "Prometheus client libraries vs. OpenTelemetry differ in version 2.19 and config.yaml handling\n\nThe OpenTelemetry SDK is recommended for new services.",
    );
    const a = await ask(
      [...p, ...filler.flat()],
      "How do Prometheus client libraries differ from OpenTelemetry?",
    );
    const claim = a.claims.find((c) => c.text.startsWith("Prometheus"))!;
    expect(claim.text).toBe(
      "Prometheus client libraries vs. OpenTelemetry differ in version 2.19 and config.yaml handling",
    );
    const chunk = p.find((x) => x.chunkId === claim.quote!.chunkId)!;
    expect(chunk.text.slice(claim.quote!.start, claim.quote!.end)).toBe(claim.text);
    expect(claim.checks.map((c) => [c.name, c.passed])).toEqual([
      ["CITATION", true],
      ["EXACT_EXCERPT", true],
    ]);
  });

  it("the same question gives the same answer every time (ties broken by position, not by chance)", async () => {
    const twin = [
      ...doc("Copy A", "The retention is 7 days."),
      ...doc("Copy B", "The retention is 7 days."),
    ];
    const first = await ask([...twin, ...filler.flat()], "What is the retention?");
    for (let i = 0; i < 5; i++)
      expect((await ask([...twin, ...filler.flat()], "What is the retention?")).text).toBe(
        first.text,
      );
  });
});

describe("SUPPORTED means the answer answers the question", () => {
  const ax4 = doc(
    "AX-4 maintenance schedule",
    "## Filters\n\nThe AX-4 intake filter is replaced every 90 days.\n\n## Inspection\n\nThe AX-4 inspection interval is 30 days.",
  );
  const incidents = doc(
    "Incident response",
    "A severity 1 incident is acknowledged within 5 minutes.\nA severity 2 incident is acknowledged within 30 minutes.",
  );
  const kb = [...ax4, ...incidents, ...filler.flat()];

  it("an entity the question names that the evidence lacks (BX-9, severity 3) is never swapped for a neighbour", async () => {
    for (const q of [
      "How often are BX-9 intake filters replaced?",
      "How quickly is a severity 3 incident acknowledged?",
    ]) {
      const a = await ask(kb, q);
      expect(a.status).not.toBe("SUPPORTED");
      expect(a.text).not.toMatch(/AX-4 intake filter is replaced|severity [12] incident/);
    }
  });

  it("a number of another measure is no answer: a port does not give a message size, a count not a duration", async () => {
    const collector = doc(
      "Collector",
      [
        "## Ports",
        "",
        "At default settings the collector exposes the following ports:",
        "",
        "| Port | Protocol | Function |",
        "| ---- | -------- | -------- |",
        "| 4317 | gRPC | Accepts OTLP messages from clients |",
        "",
        "Clients send OTLP messages to the collector over gRPC, and the collector accepts them up to its maximum.",
        "",
        "## Retention",
        "",
        "The collector keeps spans in memory for 72 hours before deleting them.",
      ].join("\n"),
    );
    const base = [...collector, ...filler.flat()];
    const size = await ask(
      base,
      "What is the maximum OTLP gRPC message size the collector accepts?",
    );
    expect(size.claims).toEqual([]);
    expect(size.status).toBe("INSUFFICIENT_EVIDENCE");
    expect(size.limitations[0]!.message).toContain(
      "no passage in them states the number asked for",
    );
    const port = await ask(base, "Which port accepts OTLP gRPC messages?");
    expect(port.text).toContain("4317");
    const kept = await ask(base, "How long does the collector keep spans before deleting them?");
    expect(kept.text).toContain("72 hours");
  });

  it("a flag answers 'which flag', and a hyphenated word said apart is said ('Zipkin-compatible' / 'Zipkin compatible')", async () => {
    const zipkin = doc(
      "Getting Started",
      "## Zipkin\n\nThe collector exposes a Zipkin compatible REST API at `/api/v1/spans`. It is disabled by default. It can be enabled with `--collector.zipkin.host-port=:9411`.\n",
    );
    const flags = doc("Flags", "Every flag can also be set in the configuration file.");
    const base = [...zipkin, ...flags, ...filler.flat()];
    const flag = await ask(base, "Which flag enables the Zipkin API of the collector?");
    expect(flag.text).toContain("--collector.zipkin.host-port");
    expect(flag.status).toBe("SUPPORTED");
    const compatible = await ask(
      base,
      "Where does the collector expose its Zipkin-compatible API?",
    );
    expect(compatible.text).toContain("/api/v1/spans");
    expect(compatible.status).toBe("SUPPORTED");
  });

  it("a neighbouring fact is PARTIAL with the missing part named in the user's words, never stems", async () => {
    const a = await ask(kb, "What is the price of AX-4 intake filters?");
    expect(a.status).toBe("PARTIAL");
    const message = a.limitations.find((l) => l.kind === "MISSING_EVIDENCE")!.message;
    expect(message).toContain('"price"');
    expect(message).toContain('"AX-4 intake filters"');
  });

  it("a limitation names a hyphenated word once, and never the knowledge base's everyday words", async () => {
    const sampling = doc(
      "Sampling",
      "## Sampling method\n\nThe sampling method is controlled by the environment variable `SAMPLING_CONFIG_TYPE`, which can be set to either `file` (default) or `adaptive`.\n",
    );
    // "collector" is in nearly every document of this knowledge base, as "Jaeger" is in Jaeger's
    const everywhere = Array.from({ length: 12 }, (_, i) =>
      doc(`Collector note ${i}`, `The collector handles batch ${i} of spans.`),
    ).flat();
    const a = await ask(
      [...sampling, ...everywhere, ...filler.flat()],
      "Which environment variable of the collector chooses between file-based and adaptive sampling?",
    );
    expect(a.text).toContain("SAMPLING_CONFIG_TYPE");
    const message = a.limitations.map((l) => l.message).join(" ");
    expect(message).toContain("chooses");
    expect(message).not.toMatch(/based based|file-based based/);
    expect(message).not.toMatch(/none about "[^"]*\bcollector\b/);
  });

  it("two parts: one answered, the other named as missing", async () => {
    const a = await ask(
      kb,
      "How quickly is a severity 1 incident acknowledged, and who pays the overtime?",
    );
    expect(a.status).toBe("PARTIAL");
    expect(a.text).toContain("within 5 minutes");
    expect(a.limitations.map((l) => l.message).join(" ")).toContain('"who pays the overtime"');
  });

  it("an answer whose quotes say the question's words only in their headings is PARTIAL, and says which words", async () => {
    const archive = doc(
      "Archive",
      "## Retention of archived traces\n\nA cleaner job runs every night.\n\nThe cleaner deletes them after 30 days.\n",
    );
    const a = await ask(
      [...archive, ...filler.flat()],
      "How long is the retention of archived traces?",
    );
    expect(a.text).toContain("30 days");
    expect(a.status).toBe("PARTIAL");
    const message = a.limitations.map((l) => l.message).join(" ");
    // ("traces" is in most of this small knowledge base: an everyday word here, not named)
    expect(message).toContain('does not say "retention archived"');
    expect(message).not.toMatch(/none about\s+in/);
  });

  it("a path is named by its last segment: 'std::sync::mpsc' is answered by a passage on `mpsc` that never writes std or sync", async () => {
    const channels = doc(
      "Message passing",
      "## Channels\n\nWe create a new channel using the `mpsc::channel` function; `mpsc` stands for _multiple producer, single consumer_.",
    );
    // std and sync are words this knowledge base uses elsewhere, as a real one does
    const std = [
      "locks",
      "atomics",
      "barriers",
      "condition variables",
      "once cells",
      "rwlocks",
    ].flatMap((topic) =>
      doc(`Sync ${topic}`, `The \`std\` crate's \`sync\` module provides ${topic}.`),
    );
    const a = await ask(
      [...channels, ...std, ...filler.flat()],
      "What does mpsc stand for in std::sync::mpsc?",
    );
    expect(a.text).toContain("multiple producer, single consumer");
  });

  it("an identifier the question names is held as written: std::env::args is not std::env::args_os", async () => {
    const args = doc(
      "Command line arguments",
      "## Reading arguments\n\nWe read the arguments with the iterator that `std::env::args` returns.\n\n## Unicode\n\nIf your program needs arguments with invalid Unicode, use `std::env::args_os` instead of the usual iterator. Note that `std::env::args` will panic if any argument contains invalid Unicode.",
    );
    const a = await ask(
      [...args, ...filler.flat()],
      "What happens with invalid Unicode in std::env::args?",
    );
    expect(a.text).toContain("`std::env::args` will panic");
    const only = await ask(
      [
        ...doc("Args os", "Use `std::env::args_os` for arguments with invalid Unicode."),
        ...filler.flat(),
      ],
      "What happens with invalid Unicode in std::env::args?",
    );
    expect(only.status).not.toBe("SUPPORTED");
  });

  it("'which trait' asks for a name the question does not give: 'one of the Fn traits' does not answer it", async () => {
    expect(
      analyzeQuestion("Which Fn trait does every closure implement?", statsOf([])).wants,
    ).toContain("literal");
    const closures = doc(
      "Closures",
      "A closure can be passed wherever something implements one of the `Fn` traits.",
    );
    const a = await ask(
      [...closures, ...filler.flat()],
      "Which Fn trait does every closure implement?",
    );
    expect(a.status).toBe("PARTIAL");
    expect(a.limitations.map((l) => l.message).join(" ")).toContain("the name or value asked for");
  });

  it("'what does X need' asks for what is required: the sentence that says it, not the one that describes X", async () => {
    const q =
      "What does a struct need if one of its fields holds a reference instead of an owned value?";
    const wants = (question: string) => analyzeQuestion(question, statsOf([])).wants;
    expect(wants(q)).toEqual(["requirement"]);
    // the need in a clause is not what the question asks for; "fields" describes the subject
    expect(wants("What do I reach for when I need to mutate a value?")).not.toContain(
      "requirement",
    );
    const structs =
      "So far, the structs we defined all hold owned values. A struct can hold references instead, but then we would need to add a lifetime annotation on every reference in its definition. Listing 4 has a struct named `Excerpt` that holds a string slice.\n\n" +
      "This struct has the single field `part` that holds a string slice, which is a reference.";
    const a = await ask([...doc("Lifetimes", structs), ...filler.flat()], q);
    expect(a.text).toContain("would need to add a lifetime annotation");
    expect(a.claims[0]!.text).toContain("lifetime annotation");
    const without = await ask(
      [...doc("Lifetimes", structs.replace(/, but then[^.]*/, "")), ...filler.flat()],
      q,
    );
    expect(without.status).toBe("PARTIAL");
    expect(without.limitations.map((l) => l.message).join(" ")).toContain("what is required");
  });

  it("a link target is not a value: 'which setting' is not answered by a sentence whose only path is a link", async () => {
    const ui = doc(
      "UI configuration",
      "The [monitor tab](../../architecture/spm/) setting controls the monitor view of the UI.",
    );
    const a = await ask(
      [...ui, ...filler.flat()],
      "Which setting controls the monitor view of the UI?",
    );
    expect(a.status).not.toBe("SUPPORTED");
  });

  it("an answer that covers the question is SUPPORTED", async () => {
    const a = await ask(kb, "What is the AX-4 inspection interval?");
    expect(a.status).toBe("SUPPORTED");
    expect(a.text).toBe("The AX-4 inspection interval is 30 days. [AX-4 maintenance schedule]");
  });

  it("an everyday word the knowledge base never uses ('affect') is the asker's word, not a missing name ('fuzz' is)", async () => {
    const api = doc(
      "Timestamps",
      "Caution: attempting to format time in-process will significantly impact logging performance.",
    );
    const kbT = [...api, ...filler.flat()];
    const must = (question: string) =>
      analyzeQuestion(question, statsOf(kbT))
        .terms.filter((t) => t.must)
        .map((t) => t.word);
    expect(must("Does formatting time in-process affect logging performance?")).toEqual([]);
    expect(must("How do I fuzz the logging performance?")).toEqual(["fuzz"]);
    const a = await ask(kbT, "Does formatting time in-process affect logging performance?");
    expect(a.status).not.toBe("NOT_IN_KNOWLEDGE_BASE");
    expect(a.claims[0]!.text).toContain("significantly impact logging performance");
  });

  it("a name the question gives is not found inside a compound's prefix: 'support YAML' is not 'supported'", async () => {
    const support = doc(
      "Support",
      "The current version of the CLI is fully supported on Node.js 20 and reads its configuration from files.",
    );
    const a = await ask([...support, ...filler.flat()], "Does the CLI support YAML config files?");
    expect(a.status).toBe("NOT_IN_KNOWLEDGE_BASE");
  });

  it("two common words shared with the question never qualify a passage: NOT_IN_KNOWLEDGE_BASE, no model call", async () => {
    const a = await ask(kb, "How do I configure the Kafka consumer group for the AX-4?");
    expect(a.status).toBe("NOT_IN_KNOWLEDGE_BASE");
    expect(a.model).toBeNull();
  });
});

describe("conflicts only when they are conflicts", () => {
  const q = (question: string, passages: Passage[]) => analyzeQuestion(question, statsOf(passages));

  it("the same quantity about the same subject in two documents of one version conflicts", () => {
    const a = doc("Schedule", "The AX-4 inspection interval is 30 days.", "kb/v2/schedule.md");
    const b = doc("Bulletin", "The AX-4 inspection interval is 21 days.", "kb/v2/bulletin.md");
    const all = [...a, ...b, ...filler.flat()];
    const found = detectConflicts(q("What is the AX-4 inspection interval?", all), [...a, ...b]);
    expect(found).toHaveLength(1);
    expect(found[0]!.sides.map((s) => s.values)).toEqual(
      expect.arrayContaining([["30 days"], ["21 days"]]),
    );
  });

  it("pages of different version folders describe different versions: no conflict", () => {
    const a = doc(
      "Config (v1/1.76)",
      "The default queue size is 2000 spans.",
      "site/v1/1.76/config.md",
    );
    const b = doc(
      "Config (v2/2.19)",
      "The default queue size is 1000 spans.",
      "site/v2/2.19/config.md",
    );
    expect(
      detectConflicts(q("What is the default queue size?", [...a, ...b]), [...a, ...b]),
    ).toEqual([]);
  });

  it("two statements naming different things in code are not a conflict, however alike their words", () => {
    const send = doc(
      "Input Streams",
      "## Important notes\n\n- Maximum payload size per `.send()` call is **1MB**",
      "kb/trigger-dev/realtime/input-streams.mdx",
    );
    const env = doc(
      "Webapp",
      [
        "| Name | Required | Default | Description |",
        "| :--- | :--- | :--- | :--- |",
        "| `TASK_PAYLOAD_MAXIMUM_SIZE` | No | 3145728 (3MB) | Max task payload size. |",
      ].join("\n"),
      "kb/trigger-dev/self-hosting/env/webapp.mdx",
    );
    const asked = "What is the maximum payload size?";
    expect(detectConflicts(q(asked, [...send, ...env]), [...send, ...env])).toEqual([]);
    // the same name given two values still conflicts
    const guide = doc(
      "Self-hosting guide",
      "The default `TASK_PAYLOAD_MAXIMUM_SIZE` payload size is 10MB.",
      "kb/trigger-dev/self-hosting/guide.mdx",
    );
    expect(detectConflicts(q(asked, [...guide, ...env]), [...guide, ...env])).toHaveLength(1);
  });

  it("different quantities of different things are not a conflict", () => {
    const a = doc("Logs", "Application logs are kept for 30 days.", "kb/logs.md");
    const b = doc("Backups", "Database backups are kept for 90 days.", "kb/backups.md");
    expect(
      detectConflicts(q("How long are application logs kept?", [...a, ...b]), [...a, ...b]),
    ).toEqual([]);
  });
});

describe("the same endpoint on two ports", () => {
  // a site-sized vocabulary: "service" and "query" are everywhere, "port" and "sampling" are not
  const q = (question: string, passages: Passage[]) =>
    analyzeQuestion(
      question,
      statsIn(passages, { port: 40, sampl: 30, strategi: 20, servic: 200, queri: 80, metric: 60 }),
    );
  // the jaeger v2 pages, as written: the APIs page's sampling row and the troubleshooting page's curl
  const apis = (version: string) =>
    doc(
      `APIs (${version})`,
      [
        "## Default Ports",
        "",
        "### Remote Sampling APIs",
        "",
        "| Port  | Protocol | Endpoint        | Format",
        "| ----- | -------  | --------------- | ----",
        "| 5778  | HTTP     | `/sampling`     | [sampling.proto] via Protobuf-to-JSON mapping",
        "| 5779  | gRPC     | `jaeger.api_v2.SamplingManager` | Protobuf",
        "",
      ].join("\n"),
      `jaeger/${version}/architecture/apis.md`,
    );
  const troubleshooting = (version: string) =>
    doc(
      `Troubleshooting (${version})`,
      [
        "## Verify the sampling strategy",
        "",
        "### Remote Sampling",
        "",
        "Verify that the server is returning the appropriate sampling strategy for your service:",
        "```console",
        '$ curl "jaeger-collector:14268/api/sampling?service=foobar"',
        '{"strategyType":"PROBABILISTIC","probabilisticSampling":{"samplingRate":0.001}}',
        "```",
        "",
      ].join("\n"),
      `jaeger/${version}/operations/troubleshooting.md`,
    );
  const QUESTION = "On which port can I query the sampling strategy for a service?";

  it("v2: the APIs page's 5778 `/sampling` and troubleshooting's collector:14268/api/sampling disagree", () => {
    const all = [...apis("v2/2.19"), ...troubleshooting("v2/2.19")];
    const found = detectConflicts(q(QUESTION, all), all);
    expect(found).toHaveLength(1);
    expect(found[0]!.fact).toMatch(/\(port\)$/);
    expect(found[0]!.sides.map((s) => s.values)).toEqual(
      expect.arrayContaining([["port 5778"], ["port 14268"]]),
    );
  });

  it("pages of different versions never conflict, even on the same endpoint", () => {
    const all = [...apis("v2/2.19"), ...troubleshooting("v1/1.76")];
    expect(detectConflicts(q(QUESTION, all), all)).toEqual([]);
  });

  it("`/metrics` on two ports in sections about two components is two endpoints", () => {
    const table = (title: string, section: string, port: string, func: string) =>
      doc(
        title,
        [
          `## ${section}`,
          "",
          "| Port | Protocol | Endpoint | Function",
          "| ---- | -------- | -------- | ----",
          `| ${port} | HTTP | \`/metrics\` | ${func}`,
          "",
        ].join("\n"),
        `jaeger/v2/2.19/${title.toLowerCase()}.md`,
      );
    const all = [
      ...table(
        "Deployment",
        "Management Ports",
        "8888",
        "metrics port for exposing metrics which can be scraped with Prometheus compatible systems",
      ),
      ...table(
        "Tools",
        "Remote Storage component",
        "17270",
        "admin port: health check and metrics",
      ),
    ];
    expect(detectConflicts(q("Which port serves the metrics endpoint?", all), all)).toEqual([]);
  });
});

describe("quote selection is driven by the question", () => {
  it("a number question is not answered by quotes without a number", () => {
    const p = doc(
      "Threads",
      "Threads are spawned with thread::spawn and joined with join. A spawned thread runs a closure.",
    );
    expect(
      selectQuotes(
        analyzeQuestion("What is the default stack size of a spawned thread?", statsOf(p)),
        p,
      ),
    ).toEqual([]);
  });

  it("a page's folder says what every block of it is about: the Python page's endpoint sentence, not its sentence that names Python", () => {
    const python = doc(
      "Exporters (languages/python)",
      "## OTLP\n\nThe default endpoint is `localhost:4317` for gRPC.\n\nThe Python batch span processor exports at most 256 spans per batch by default.\n",
      "otel/languages/python/exporters.md",
    );
    const go = doc(
      "Exporters (languages/go)",
      "## OTLP\n\nThe default endpoint is `localhost:4318` for HTTP.\n",
      "otel/languages/go/exporters.md",
    );
    const p = [...python, ...go];
    const quotes = selectQuotes(
      analyzeQuestion(
        "What is the default OTLP endpoint for the Python exporter?",
        statsIn(p, { python: 3, go: 3, default: 40, endpoint: 20, otlp: 40, export: 60 }),
      ),
      p,
    );
    expect(quotes.map((q) => q.text)).toEqual([
      "The default endpoint is `localhost:4317` for gRPC.",
    ]);
  });
});

describe("a reference page of settings: 'Default value:' states the default, 'Example:' shows an example", () => {
  const general = doc(
    "General SDK Configuration",
    [
      "## `OTEL_TRACES_SAMPLER`",
      "",
      "Specifies the Sampler used to sample traces by the SDK.",
      "",
      '**Default value:** `"parentbased_always_on"`',
      "",
      "**Example:**",
      "",
      '`export OTEL_TRACES_SAMPLER="traceidratio"`',
      "",
      "## `OTEL_BSP_SCHEDULE_DELAY`",
      "",
      "Delay interval (in milliseconds) between two consecutive exports.",
      "",
      "**Default value:** `5000`",
      "",
    ].join("\n"),
  );
  const kb = [...general, ...filler.flat()];

  it("the default under the setting's heading, not the example line that names the setting", async () => {
    const a = await ask(kb, "Which sampler does the SDK use by default?");
    expect(a.text).toContain("parentbased_always_on");
    expect(a.text).not.toContain("traceidratio");
    expect(a.text).not.toMatch(/Example:\*\*\s*\[/);
  });

  it("the description with the default value that follows it", async () => {
    const a = await ask(kb, "What is the default delay between two consecutive exports?");
    // one quote: the default leans on the description it follows
    expect(a.text).toMatch(/consecutive exports\.\s+\*\*Default value:\*\* `5000`/);
    expect(a.status).toBe("SUPPORTED");
  });
});

describe("an API reference: each entry is headed by the name alone, its default first", () => {
  const api = doc(
    "API",
    [
      "## Options",
      "",
      ...entry(
        "level",
        "String",
        "`'info'`",
        "The minimum level to log: messages of a lower level are dropped.",
      ),
      "### `formatters` (Object)",
      "",
      "#### `level`",
      "",
      "Changes the shape of the log level. The default shape is `{ level: number }`.",
      "",
      ...entry(
        "edgeLimit",
        "Number",
        "`100`",
        "Maximum number of properties per object used by the fallback serializer.",
      ),
      ...entry(
        "crlf",
        "Boolean",
        "`false`",
        "Set to `true` to write each log line ending with `\\r\\n` instead of `\\n`.",
      ),
    ].join("\n"),
  );
  const kb = [...api, ...filler.flat()];

  it("the entry's stated default, not a default said in passing under another heading", async () => {
    const a = await ask(kb, "What is the default log level?");
    expect(a.claims[0]!.text).toContain("Default: `'info'`");
    expect(a.text).not.toContain("default shape");
  });

  it("a default opening its entry is whole, and is quoted with the description after it", async () => {
    const a = await ask(
      kb,
      "What is the maximum number of properties per object used by the fallback serializer?",
    );
    expect(a.claims[0]!.text).toMatch(/^Default: `100`\s+Maximum number of properties/);
    expect(a.status).toBe("SUPPORTED");
  });

  it("a sentence of the entry says the entry's name: 'Set to `true` …' under `crlf`", async () => {
    const a = await ask(kb, "How do I write logs with CRLF line endings?");
    expect(a.claims[0]!.text).toMatch(/^Set to `true` to write each log line/);
    // and is shown under the entry's name, or a reader cannot tell what to set
    expect(a.text).toMatch(/^`crlf`\nSet to `true`/);
  });
});

describe("an API reference's entries are about their own names (pino's docs, probe set 7)", () => {
  const api = doc(
    "API",
    [
      "## Options",
      "",
      ...entry(
        "level",
        "String",
        "`'info'`",
        "The minimum level the logger logs: messages of a lower level are dropped.",
      ),
      ...entry(
        "useOnlyCustomLevels",
        "Boolean",
        "`false`",
        "Use this option to only use defined `customLevels` and omit the built-in levels.",
        "Logger's default `level` must be changed to a value in `customLevels` to use `useOnlyCustomLevels`",
        "Warning: this option may not be supported by downstream transports.",
      ),
      ...entry(
        "timestamp",
        "Boolean | Function",
        "`true`",
        "Enables or disables the inclusion of a timestamp in the log message.",
      ),
      ...entry(
        "nestedKey",
        "String",
        "`null`",
        "If there's a chance that objects being logged have properties that conflict with those from the logger itself (`level`, `timestamp`, `pid`, etc), the logger can be configured with a `nestedKey` option that places every logged object under a key whose name is the value of `nestedKey`.",
      ),
      ...entry(
        "crlf",
        "Boolean",
        "`false`",
        "Set to `true` to write newline delimited JSON with `\\r\\n` instead of `\\n`.",
      ),
    ].join("\n"),
  );
  const kb = [...api, ...filler.flat()];

  it("'the default value of the timestamp option' is `timestamp`'s default, not that of an entry whose description names it", async () => {
    const a = await ask(kb, "What is the default value of the timestamp option?");
    expect(a.claims[0]!.text).toContain("Default: `true`");
    expect(a.text).not.toContain("`null`");
  });

  it("'the default level' is the `level` entry's, not a note under another entry that says 'default `level`'", async () => {
    const a = await ask(kb, "What is the default level of a logger?");
    expect(a.claims[0]!.text).toContain("Default: `'info'`");
    expect(a.text).not.toContain("must be changed");
  });

  it("'what does the crlf option do' is answered by what it does, not by its default alone", async () => {
    const a = await ask(kb, "What does the crlf option do?");
    expect(saidIn(a)).toContain("newline delimited JSON");
  });

  it("'the moduleName option' calls moduleName an option: a block saying 'options' is not thereby about it", async () => {
    const readme = doc(
      "cosmiconfig",
      [
        "## cosmiconfig()",
        "",
        "### moduleName",
        "",
        "Type: `string`. **Required.**",
        "",
        "Your module name. This is used to create the default searchPlaces and packageProp.",
        "",
        "**[`cosmiconfigOptions`] are documented below.**",
        "",
      ].join("\n"),
    );
    const a = await ask([...readme, ...filler.flat()], "What does the moduleName option do?");
    expect(a.claims[0]!.text).toContain("Your module name");
    expect(a.text).not.toContain("documented below");
  });

  it("'the numeric value of the warn level' asks for a number: the level table written across answers, not a sample that says 'numerical value'", async () => {
    const levels = doc(
      "API",
      [
        "## `logger.level` (String)",
        "",
        "Set this property to the desired logging level.",
        "",
        "The core levels and their values are as follows:",
        "",
        "|            |       |       |      |      |       |       |          |",
        "|:-----------|-------|-------|------|------|-------|-------|---------:|",
        "| **Level:** | trace | debug | info | warn | error | fatal | silent   |",
        "| **Value:** | 10    | 20    | 30   | 40   | 50    | 60    | Infinity |",
        "",
      ].join("\n"),
    );
    const browser = doc(
      "Browser API",
      [
        "## `transmit` (Object)",
        "",
        "```js",
        "const pino = require('pino')({",
        "  browser: {",
        "    transmit: {",
        "      level: 'warn',",
        "      send: function (level, logEvent) {",
        "        // the `logEvent.level.value` property gives the numeric value of the level",
        "        if (level === 'warn') { }",
        "      }",
        "    }",
        "  }",
        "})",
        "```",
        "",
      ].join("\n"),
    );
    const a = await ask(
      [...levels, ...browser, ...filler.flat()],
      "What is the numeric value of the warn level?",
    );
    expect(a.claims[0]!.text).toContain("| **Value:** | 10");
    expect(askedKinds("What is the numeric value of the warn level?")).toContain("number");
  });

  it("the settings a question calls by name", () => {
    expect(settingsCalled("What is the default value of pino's timestamp option?")).toEqual([
      "timestamp",
    ]);
    expect(settingsCalled("What is the default level of a pino logger?")).toEqual(["level"]);
    expect(settingsCalled("What does the crlf option do?")).toEqual(["crlf"]);
    // the kind of its value may follow the name
    expect(settingsCalled("What is the default registry URL of npm?")).toEqual(["registri"]);
    // a two-word name is not its first word
    expect(settingsCalled("What is the default connect timeout of the connector?")).toEqual([]);
    // a measure after 'default' is what is asked, not a setting
    expect(settingsCalled("What is the default number of retries?")).toEqual([]);
    expect(settingsCalled("How do I log to a file?")).toEqual([]);
  });
});

describe("a question asking advice gets the advice", () => {
  it("'Should I …?' quotes the recommendation with the facts behind it (pino's 'AWS Lambda' section)", async () => {
    const page = doc(
      "Asynchronous Logging",
      [
        "# Asynchronous Logging",
        "",
        "Asynchronous logging enables the minimum overhead of Pino.",
        "",
        "### AWS Lambda",
        "",
        "Asynchronous logging in AWS Lambda functions will tend to cause delayed",
        "or lost log messages, as logs may not be written to the destination",
        "before the runtime is frozen.",
        "",
        "For Lambda deployments, it's recommended to always use a destination",
        "with `sync: true`.",
        "",
      ].join("\n"),
    );
    const a = await ask(
      [...page, ...filler.flat()],
      "Should I enable asynchronous logging in AWS Lambda?",
    );
    expect(saidIn(a)).toContain("lost log messages");
    expect(saidIn(a)).toContain("`sync: true`");
  });
});

describe("a page's opening says what the page's subject is", () => {
  it("'What does npm prune do?' is the summary atop the npm-prune page, not a later sentence naming the command", async () => {
    // (ingest puts a page's front-matter description at the head of its text)
    const page = doc(
      "npm-prune",
      [
        "Remove extraneous packages",
        "",
        "### Synopsis",
        "",
        "```bash",
        "npm prune [[<@scope>/]<pkg>...]",
        "```",
        "",
        "### Description",
        "",
        'This command removes "extraneous" packages.',
        "",
        "If the `--json` flag is used, then the changes `npm prune` made (or would have made with `--dry-run`) are printed as a JSON object.",
        "",
      ].join("\n"),
      "npm/commands/npm-prune.md",
    );
    const other = doc(
      "npm-ls",
      "List installed packages\n\n### Description\n\nThis command will print to stdout all the versions of packages that are installed, as well as their dependencies. Extraneous packages are marked; run `npm prune` to remove them.",
      "npm/commands/npm-ls.md",
    );
    const a = await ask([...page, ...other, ...filler.flat()], "What does npm prune do?");
    expect(a.claims[0]!.text).toBe("Remove extraneous packages");
    expect(a.text).not.toContain("--json");
  });
});

describe("a bold name heads the list under it (npm's lifecycle scripts)", () => {
  const scripts = doc(
    "scripts",
    [
      "### Life Cycle Operation Order",
      "",
      "**prepare** (since `npm@4.0.0`)",
      "* Runs BEFORE the package is packed, i.e. during `npm publish` and `npm pack`",
      "* Runs on local `npm install` without any arguments",
      "* Runs AFTER `prepublish`, but BEFORE `prepublishOnly`",
      "",
      "**prepublishOnly**",
      "* Runs BEFORE the package is prepared and packed, ONLY on `npm publish`.",
      "",
      "**prepack**",
      "* Runs BEFORE a tarball is packed (on `npm pack`, `npm publish`, and when installing a git dependency).",
      "",
    ].join("\n"),
  );

  it("its items carry the name as their lead-in", () => {
    const item = scripts[0]!.blocks!.find((b) =>
      scripts[0]!.text.slice(b.start, b.end).includes("ONLY on"),
    );
    expect(item?.context).toBe("**prepublishOnly**");
  });

  it("'When does the prepublishOnly script run?' is the item under **prepublishOnly**, not prepare's item that names it", async () => {
    const a = await ask([...scripts, ...filler.flat()], "When does the prepublishOnly script run?");
    expect(a.claims[0]!.text).toContain("ONLY on `npm publish`");
    expect(a.text).not.toContain("Runs AFTER `prepublish`");
  });
});

describe("a value of the kind the question names (npm's config reference)", () => {
  const config = doc(
    "config",
    [
      "## Config Settings",
      "",
      "#### `registry`",
      "",
      '* Default: "https://registry.npmjs.org/"',
      "* Type: URL",
      "",
      "The base URL of the npm registry.",
      "",
    ].join("\n"),
    "npm/using-npm/config.md",
  );
  const publish = doc(
    "npm-publish",
    [
      "Publish a package",
      "",
      "### Description",
      "",
      "By default npm will publish to the public registry. This can be overridden by specifying a different default registry or using a `scope` in the name, combined with a scope-configured registry.",
      "",
    ].join("\n"),
    "npm/commands/npm-publish.md",
  );

  it("'the default registry URL' is the entry's stated URL, SUPPORTED; a sentence about the default registry that writes no URL does not say it", async () => {
    const a = await ask(
      [...publish, ...config, ...filler.flat()],
      "What is the default registry URL of npm?",
    );
    expect(a.claims[0]!.text).toContain('"https://registry.npmjs.org/"');
    expect(a.status).toBe("SUPPORTED");
  });

  it("a URL written as a value is a literal; a URL in running text is not", () => {
    const q = "What is the default registry URL of npm?";
    expect(unmetKinds(["literal"], '* Default: "https://registry.npmjs.org/"', q)).toEqual([]);
    expect(
      unmetKinds(
        ["literal"],
        "By default it uses the registry at https://registry.npmjs.org/ .",
        q,
      ),
    ).toEqual(["literal"]);
  });
});

describe("a product's member is named by the member alone", () => {
  const semver = doc(
    "semver",
    [
      "## Usage",
      "",
      "As a node module:",
      "",
      "```js",
      "const semver = require('semver')",
      "semver.valid('1.2.3') // '1.2.3'",
      "semver.valid(semver.coerce('v2')) // '2.0.0'",
      "```",
      "",
      "## Functions",
      "",
      "* `valid(v)`: Return the parsed version, or null if it's not valid.",
      "* `coerce(version, options)`: Coerces a string to semver if possible",
      "",
    ].join("\n"),
    "readmes/semver/README.md",
  );
  const glob = doc(
    "glob",
    "## Usage\n\nMatch files using the patterns the shell uses. Read `package.json` for the version.",
    "readmes/glob/README.md",
  );
  const kb = [...semver, ...glob];

  it("'What does semver.coerce do?' is semver's `coerce(version, options)` entry, not a sample that calls semver.coerce", async () => {
    const a = await ask(kb, "What does semver.coerce do?");
    expect(a.claims[0]!.text).toContain("Coerces a string to semver");
  });

  it("only under a product the knowledge base files: package.json is not 'json'", () => {
    const stats = statsOf(kb);
    const member = (q: string) => analyzeQuestion(q, stats).terms.find((t) => t.member)?.member;
    expect(member("What does semver.coerce do?")).toBe("coerc");
    expect(member("Which field of package.json sets the version?")).toBeUndefined();
  });
});

describe("a measure's word names the subject unless it is what is asked", () => {
  it("'the default flags of the version option' asks for flags, not a version number; the stated default answers", async () => {
    const q = "What are the default flags of the version option?";
    expect(analyzeQuestion(q, statsOf([])).wants).toEqual(["literal"]);
    expect(analyzeQuestion("What version of Node.js is required?", statsOf([])).wants).toContain(
      "number",
    );
    const cli = doc(
      "CLI",
      [
        "## Version option",
        "",
        "The optional `.version()` method adds handling for displaying the command version. The default option flags are `-V` and `--version`.",
        "",
        "## Exit handling",
        "",
        "By default, the program calls `process.exit()` when it detects errors, or after displaying the help or version 2 banner.",
        "",
      ].join("\n"),
    );
    const a = await ask([...cli, ...filler.flat()], q);
    expect(a.claims[0]!.text).toContain("The default option flags are `-V` and `--version`.");
  });
});

describe("a stated default", () => {
  it("'the default flags are `-V` …' states the default; 'the default flags `-V` … print less' says something else of it", () => {
    const p = [
      ...doc("Exit", "## Flags\n\nThe default flags `-V` and `--version` print less.\n"),
      ...doc("Version", "## Flags\n\nThe default flags are `-V` and `--version`.\n"),
    ];
    const stats = statsIn(p, { default: 60, flag: 30 });
    const [first] = selectQuotes(analyzeQuestion("Which default flags does it have?", stats), p);
    // without the rule the two tie and the first document's sentence wins
    expect(first?.title).toBe("Version");
  });
});

describe("a default said in passing", () => {
  const passing = doc(
    "Profiles",
    "## Profiles\n\nDevelopment builds use the `dev` profile. Because we set `opt-level` to `1`, Cargo will apply more optimizations than the default, but not as many as in a release build.\n",
  );

  it("'more optimizations than the default' states no default: nothing is presented as the answer", async () => {
    const a = await ask(
      [...passing, ...filler.flat()],
      "What optimization level does a release build use by default?",
    );
    expect(a.status).toBe("INSUFFICIENT_EVIDENCE");
    expect(a.limitations[0]?.message).toContain("no passage in them states the default asked for");
  });

  it("'the default `opt-level` for the `release` profile is `3`' is quoted instead", async () => {
    const stated = doc(
      "Release",
      "## Release builds\n\nRelease builds use the `release` profile. Release mode trades longer compile time for code that runs faster. That is why the default `opt-level` for the `release` profile is `3`.\n",
    );
    const a = await ask(
      [...passing, ...stated, ...filler.flat()],
      "What optimization level does a release build use by default?",
    );
    expect(a.status).toBe("SUPPORTED");
    expect(a.claims.map((c) => c.text).join(" ")).toContain("is `3`");
  });
});

describe("a setting's name shortens its words", () => {
  it("`opt-level` says 'optimization level'; 'opt' alone does not say 'optimization'", () => {
    const p = [
      ...doc("Tuning", "## Tuning\n\nEvery build can be tuned with its `opt-level` key.\n"),
      ...doc("Levels", "## Levels\n\nEvery build has a level of its own.\n"),
      ...doc("Opt", "## Opt\n\nEvery build can opt in to a higher level.\n"),
    ];
    const stats = statsIn(p, { optim: 5, level: 20, build: 40 });
    const windows = selectQuotes(
      analyzeQuestion("Which optimization level does a build get?", stats),
      p,
    );
    expect(windows[0]?.title).toBe("Tuning");
  });
});

describe("what a section is about", () => {
  it("'For example, …' is about what follows, not about examples", async () => {
    const async = doc(
      "Async",
      [
        "## Runtimes",
        "",
        "For example, a web server has very different needs than a microcontroller, so the crates that provide async runtimes differ.",
        "",
        "To keep the focus on async itself, the book uses the `trpl` crate throughout.",
        "",
      ].join("\n"),
    );
    const a = await ask(
      [...async, ...filler.flat()],
      "Which crate does the book use for its async examples?",
    );
    expect(a.claims[0]!.text).toContain("`trpl` crate");
  });

  it("a section headed by the question's rarest word is about it", () => {
    const line =
      "Install `pino-http` and add it to the app to log every request with Pino in Express.";
    const p = [
      ...doc("Ecosystem", `## Frameworks\n\n${line}\n`),
      ...doc("Web frameworks", `## Pino with Express\n\n${line}\n`),
    ];
    const stats = statsIn(p, { pino: 300, express: 20, log: 200, use: 400 });
    const [first] = selectQuotes(analyzeQuestion("How do I use Pino with Express?", stats), p);
    // without the rule the two tie and the first document's sentence wins
    expect(first?.title).toBe("Web frameworks");
  });
});

describe("what a count is of", () => {
  const api = doc(
    "API",
    [
      "## Options",
      "",
      ...entry(
        "depthLimit",
        "Number",
        "`5`",
        "Maximum nesting depth used by the fallback serializer.",
      ),
      ...entry(
        "edgeLimit",
        "Number",
        "`100`",
        "Maximum number of properties per object used by Pino's fallback serializer.",
      ),
    ].join("\n"),
  );

  it("'the maximum number of child objects per object' is not answered by the maximum number of properties per object", async () => {
    // "child" is an everyday word of this knowledge base, so its absence alone weighs little
    const children = ["Bindings", "Levels", "Cost", "Caveats"].flatMap((t) =>
      doc(
        `Child ${t}`,
        `A child logger has its own ${t.toLowerCase()}; each child inherits from its parent.`,
      ),
    );
    const a = await ask(
      [...api, ...children, ...filler.flat()],
      "What is the maximum number of child objects per object used by Pino's fallback serializer?",
    );
    expect(a.status).not.toBe("SUPPORTED");
    const b = await ask(
      [...api, ...filler.flat()],
      "What is the maximum number of properties per object used by the fallback serializer?",
    );
    expect([b.status, b.limitations]).toEqual(["SUPPORTED", []]);
  });

  it("an entry's type ('(Number)') is not a word of its subject", () => {
    const entry = api.find((p) => p.breadcrumb.endsWith("`depthLimit` (Number)"))!;
    const terms = subjectTerms(entry, 0, "Default: `5`", "What is the default depth limit?");
    expect(terms).toContain("depthlimit");
    expect(terms).not.toContain("number");
  });
});

describe("a table row is shown with its header", () => {
  it("what the header says is said: no further quote for the word 'default' from another page", async () => {
    const config = doc(
      "Configure the SDK",
      [
        "## System properties",
        "",
        "| System property | Description | Default |",
        "| --- | --- | --- |",
        "| `otel.service.name` | Specify logical service name. | `unknown_service:java` |",
        "",
      ].join("\n"),
      "otel/languages/java/configuration.md",
    );
    const exporters = doc(
      "Exporters",
      "## OTLP\n\nSet `otel.exporter.otlp.protocol` to `grpc` to use gRPC.\n\n**Default value:** `http/protobuf`\n",
      "otel/languages/java/exporters.md",
    );
    const a = await ask(
      [...config, ...exporters, ...filler.flat()],
      "What is the default service name in Java?",
    );
    expect(a.text).toContain("unknown_service:java");
    expect(a.text).not.toContain("http/protobuf");
  });
});

describe("a how-to with 'For example:' before its command", () => {
  it("quotes the instruction with its own command once, not the neighbouring command", async () => {
    const config = doc(
      "Collector configuration",
      [
        "## Location",
        "",
        "You can provide one or more configurations using the `--config` option. For example:",
        "",
        "```shell",
        "otelcol --config=customconfig.yaml",
        "```",
        "",
        "To validate a configuration file, use the `validate` command. For example:",
        "",
        "```shell",
        "otelcol validate --config=customconfig.yaml",
        "```",
        "",
      ].join("\n"),
    );
    const a = await ask([...config, ...filler.flat()], "How do I validate a configuration file?");
    expect(a.text).toContain("use the `validate` command");
    expect(a.text).toContain("otelcol validate --config=customconfig.yaml");
    expect(a.text).not.toContain("otelcol --config=customconfig.yaml");
    expect(a.text.split("otelcol validate").length).toBe(2);
  });
});

describe("a glossary: the entry under the term's heading defines it", () => {
  const glossary = doc(
    "Glossary",
    [
      "This glossary defines terms that are new to the project.",
      "",
      "### Aggregation",
      "",
      "The process of combining multiple measurements into exact or estimated statistics.",
      "",
      "### Span",
      "",
      "Represents a single operation within a trace.",
      "",
    ].join("\n"),
  );
  const batch = doc(
    "Batch span processor",
    "The batch span processor batches finished spans before sending them to the exporter.",
  );
  const kb = [...glossary, ...batch, ...filler.flat()];

  it("'What is a span?' is answered by the entry, not by a sentence that uses the word", async () => {
    const a = await ask(kb, "What is a span?");
    expect(a.text).toContain("Represents a single operation within a trace.");
    expect(a.text).not.toContain("batches finished spans");
    expect(a.status).toBe("SUPPORTED");
  });

  const sampling = doc(
    "Sampling",
    [
      "## Head Sampling",
      "",
      "Head sampling is a sampling technique used to make a sampling decision as early as possible.",
      "",
      "The most common form of head sampling is [Consistent Probability Sampling](/docs/specs/#consistent). This is also referred to as Deterministic Sampling.",
      "",
      "### Downsides",
      "",
      "The primary downside to head sampling is that it is not possible to make a sampling decision based on data in the entire trace.",
      "",
      "## Tail Sampling",
      "",
      "Tail sampling is where the decision to sample a trace takes place by considering all or most of the spans within the trace.",
      "",
      "### Downsides",
      "",
      "Tail sampling can be difficult to implement.",
      "",
    ].join("\n"),
  );

  it("'What is head sampling?' is answered by the sentence that says what it is", async () => {
    const a = await ask([...sampling, ...kb], "What is head sampling?");
    expect(a.text).toContain("Head sampling is a sampling technique");
    expect(a.text).not.toContain("The most common form");
  });

  it("a further quote adds more than the section the first is shown under: tail sampling's downsides, not head sampling's", async () => {
    const a = await ask([...sampling, ...kb], "What are the downsides of tail sampling?");
    expect(a.text).toContain("Tail sampling can be difficult to implement.");
    expect(a.text).not.toContain("The primary downside to head sampling");
  });

  it("an entry that never repeats its term still answers 'What is aggregation?'", async () => {
    const a = await ask(kb, "What is aggregation?");
    expect(a.text).toContain("The process of combining multiple measurements");
    expect(a.status).toBe("SUPPORTED");
  });
});

describe("a quote states the rule, not the example beside it", () => {
  it("'the `u32` seen here … a good default choice' loses to 'Integer types default to `i32`'", () => {
    const p = [
      ...doc(
        "Guessing Game",
        "## Comparing\n\nRust has a few built-in number types; the `u32` seen here is an unsigned, 32-bit integer. It’s a good default choice for a small positive number.\n",
      ),
      ...doc(
        "Data Types",
        "## Integer Types\n\nSo how do you know which type of integer to use? If you’re unsure, Rust’s defaults are generally good places to start: Integer types default to `i32`.\n",
      ),
    ];
    // a book-sized vocabulary: "rust", "use" and "type" are everywhere, "integer" and "default" are not
    const stats = statsIn(p, { rust: 600, use: 700, type: 300, integ: 20, default: 30 });
    const [first] = selectQuotes(
      analyzeQuestion("What integer type does Rust use by default?", stats),
      p,
    );
    expect(first?.text).toContain("default to `i32`");
  });
});

describe("a word a quote only points back at is not what it says", () => {
  it("'helpful for these exercises!' does not answer 'what exercises', the list does", () => {
    const p = doc(
      "Hash Maps",
      [
        "## Summary",
        "",
        "Vectors, strings, and hash maps will provide a large amount of functionality. Here are some exercises you should now be equipped to solve:",
        "",
        "1. Given a list of integers, use a vector and return the median of the list.",
        "1. Convert strings to Pig Latin.",
        "",
        "The standard library API documentation describes methods that vectors, strings, and hash maps have that will be helpful for these exercises!",
        "",
      ].join("\n"),
    );
    const stats = statsIn(p, {
      exercis: 3,
      practic: 5,
      suggest: 4,
      vector: 60,
      string: 150,
      hash: 40,
      map: 60,
      book: 80,
    });
    const quotes = selectQuotes(
      analyzeQuestion(
        "What practice exercises does the book suggest after covering vectors, strings and hash maps?",
        stats,
      ),
      p,
    );
    expect(quotes.map((q) => q.text).join(" ")).toContain("Pig Latin");
  });
});

describe("an example the user adds is not a name the answer must contain", () => {
  it("'(e.g. /jaeger)' does not make the flag's sentence off-topic for lacking 'jaeger'", () => {
    const p = doc(
      "Deployment",
      [
        "## UI Base Path",
        "",
        "The base path for all **jaeger-query** HTTP routes can be set to a non-root value, e.g. `/jaeger` would cause all UI URLs to start with `/jaeger`.",
        "",
        "The base path can be configured via the `--query.base-path` command line parameter or the `QUERY_BASE_PATH` environment variable.",
        "",
      ].join("\n"),
    );
    const question = "Which command line flag sets the UI base path (e.g. /jaeger)?";
    const stats = statsIn(p, {
      flag: 40,
      command: 60,
      line: 60,
      set: 200,
      base: 50,
      path: 60,
      ui: 80,
      jaeger: 700,
    });
    const a = analyzeQuestion(question, stats);
    expect(a.literals).toEqual([]);
    expect(a.terms.filter((t) => t.must).map((t) => t.word)).not.toContain("jaeger");
    expect(
      selectQuotes(a, p)
        .map((q) => q.text)
        .join(" "),
    ).toContain("--query.base-path");
  });
});

describe("what a quote names inside an identifier, and what a compound names", () => {
  it("'Zipkin-compatible' names Zipkin, and `--collector.zipkin.host-port` says 'zipkin'", () => {
    const p = doc(
      "Getting Started",
      [
        "## Ports",
        "",
        "The collector also serves the admin port with metrics and health checks.",
        "",
        "## Migrating from Zipkin",
        "",
        "The query service shows traces.",
        "",
        "By default it's disabled. It can be enabled with `--collector.zipkin.host-port=:9411`.",
        "",
      ].join("\n"),
    );
    const stats = statsIn(p, { zipkin: 20, compat: 60, collector: 200, enabl: 100, default: 150 });
    const a = analyzeQuestion("Is the Zipkin-compatible collector enabled by default?", stats);
    expect(a.terms.filter((t) => t.must).map((t) => t.word)).toEqual(["zipkin"]);
    expect(selectQuotes(a, p)[0]?.text).toContain("--collector.zipkin.host-port");
  });
});

describe("a flag says the words it is made of", () => {
  it("`--collector.zipkin.host-port` answers 'which flag enables the zipkin host port', not the admin port's flag", () => {
    const p = doc(
      "Flags",
      [
        "## Ports",
        "",
        "The admin host port can be enabled with `--admin.http.host-port=:14269`.",
        "",
        "The other receiver can be enabled with `--collector.zipkin.host-port=:9411`.",
        "",
      ].join("\n"),
    );
    const stats = statsIn(p, { zipkin: 20, host: 60, port: 200, enabl: 100, flag: 80 });
    const a = analyzeQuestion("Which flag enables the zipkin host port?", stats);
    expect(selectQuotes(a, p)[0]?.text).toContain("--collector.zipkin.host-port");
  });
});

describe("a literal shows what kind of thing it is", () => {
  it("'which flag turns it on' is answered by the sentence with the Zipkin flag, not by one that says 'flag' about another", () => {
    const p = [
      ...doc(
        "Getting Started",
        [
          "## Migrating from Zipkin",
          "",
          "The **jaeger-collector** service exposes a Zipkin compatible REST API `/api/v1/spans`.",
          "By default it's disabled. It can be enabled with `--collector.zipkin.host-port=:9411`.",
          "",
        ].join("\n"),
      ),
      ...doc(
        "Deployment",
        "## Elasticsearch\n\nThe version can be explicitly provided via `--es.version=` flag.\n",
      ),
    ];
    const stats = statsIn(p, {
      zipkin: 20,
      compat: 60,
      endpoint: 80,
      collector: 200,
      enabl: 100,
      default: 150,
      flag: 40,
      turn: 30,
    });
    const a = analyzeQuestion(
      "Is the Zipkin-compatible endpoint of the collector enabled by default, and which flag turns it on?",
      stats,
    );
    const said = selectQuotes(a, p)
      .map((q) => q.text)
      .join(" ");
    expect(said).toContain("--collector.zipkin.host-port");
    expect(said).not.toContain("--es.version");
  });

  it("flags, paths and host ports are recognised by their shape; list bullets, negative numbers, links and times are not", () => {
    expect(kindsShown("It can be enabled with `--collector.zipkin.host-port=:9411`.")).toEqual([
      "flag",
      "port",
    ]);
    expect(kindsShown("Run `cargo run -p adder` to pick the package.")).toEqual([]);
    expect(kindsShown("Pass `-p` to pick the package.")).toEqual(["flag"]);
    expect(kindsShown("The health check is served at `/status`.")).toEqual(["path", "endpoint"]);
    expect(kindsShown("- one item\n- another, with -5 degrees")).toEqual([]);
    expect(kindsShown("See [the docs](/docs/deployment) and https://x.io/a/b.")).toEqual([]);
    expect(kindsShown("It listens at `127.0.0.1:7878`.")).toEqual(["port"]);
    expect(kindsShown("curl jaeger-collector:14268 answers")).toEqual(["port"]);
    expect(kindsShown("The meeting starts at 10:30 and ends at 11:45.")).toEqual([]);
  });
});

describe("a sentence bound to its example", () => {
  it("'… set, in this case, with `--log-level`' ranks below the same words stated as the rule", () => {
    const p = [
      ...doc(
        "Operator",
        "## Flags\n\nThe log level is set, in this case, with the `--log-level` flag.\n",
      ),
      ...doc(
        "Monitoring",
        "## Flags\n\nThe log level is set, in most setups, with the `--log-level` flag.\n",
      ),
    ];
    const stats = statsIn(p, { log: 40, level: 50, flag: 40, set: 300 });
    const [first] = selectQuotes(analyzeQuestion("Which flag sets the log level?", stats), p);
    // without the rule the two tie and the first document's sentence wins
    expect(first?.title).toBe("Monitoring");
  });
});

describe("markup is not a statement", () => {
  it("a block of tags alone (mdBook's <Listing …>) stays in the chunk but is never a quotable block", () => {
    const markdown =
      '## Rc\n\nWe use `Rc` to share a list.\n\n<Listing number="15-18" file-name="src/main.rs" caption="Using `Rc<RefCell<i32>>` to share a `List`">\n\n```rust\nfn main() {}\n```\n\n</Listing>\n';
    const [chunk] = new MarkdownChunker(1200).chunk("Rc", markdown);
    expect(chunk!.text).toContain("<Listing");
    const blocks = chunk!.blocks!.map((b) => chunk!.text.slice(b.start, b.end));
    expect(blocks).toEqual(["We use `Rc` to share a list.", "```rust\nfn main() {}\n```"]);
  });
});

describe("the parts of a question", () => {
  it("'…, and when should I use each?' asks a question of its own; '…, and what is its default?' leans on the part before", () => {
    const stats = { total: 100, df: new Map<string, number>() };
    const parts = (q: string) => analyzeQuestion(q, stats).parts.map((p) => p.text);
    expect(
      parts("What is the difference between Rc<T> and Arc<T>, and when should I use each?"),
    ).toEqual(["What is the difference between Rc<T> and Arc<T>", "when should I use each"]);
    expect(
      parts("How do I enable the theme toggle in the Jaeger UI, and what is its default?"),
    ).toHaveLength(1);
  });
});

describe("a hyphenated word is one idea", () => {
  it("'final-project' the knowledge base never writes is said by 'final' and 'project', not counted a third time", () => {
    const words = (df: Record<string, number>) =>
      analyzeQuestion("Which port does the final-project server use?", {
        total: 100,
        df: new Map(Object.entries({ final: 5, project: 5, port: 5, server: 5, ...df })),
      }).terms.map((t) => t.term);
    expect(words({})).not.toContain("final-project");
    expect(words({})).toEqual(expect.arrayContaining(["final", "project"]));
    // written as a compound somewhere, it names that thing
    expect(words({ "final-project": 2 })).toContain("final-project");
  });
});

describe("'which address' is answered by an address", () => {
  it("the sentence that gives `127.0.0.1:7878`, not the one about 'the address' that never gives it", () => {
    const p = doc(
      "Single-threaded server",
      [
        "## Listening to the TCP connection",
        "",
        "This code will listen at the local address `127.0.0.1:7878` for incoming TCP streams.",
        "",
        "In the address, the section before the colon is an IP address representing your computer, and `7878` is the port. The web server listens on this port because HTTP is not normally accepted on it.",
        "",
      ].join("\n"),
    );
    const stats = statsIn(p, { address: 5, port: 5, web: 10, server: 10, listen: 10 });
    const [first] = selectQuotes(
      analyzeQuestion("Which address and port does the web server listen on?", stats),
      p,
    );
    expect(first?.text).toContain("127.0.0.1:7878");
  });
});

describe("'which address' without a port", () => {
  it("a sentence about 'the address' that never gives one does not answer: PARTIAL", async () => {
    const connect = doc(
      "Connect",
      "## Connect to Redis\n\nThe client connects to the Redis address that the application gives it when it starts.\n",
    );
    const a = await ask(
      [...connect, ...filler.flat()],
      "Which Redis address does the client connect to?",
    );
    expect(a.status).toBe("PARTIAL");
    const given = doc(
      "Defaults",
      "## Connect to Redis\n\nWithout arguments the client connects to the Redis address `127.0.0.1:6379`.\n",
    );
    const b = await ask(
      [...connect, ...given, ...filler.flat()],
      "Which Redis address does the client connect to?",
    );
    expect([b.status, b.limitations]).toEqual(["SUPPORTED", []]);
    expect(b.text).toContain("127.0.0.1:6379");
  });
});

describe("'is it enabled by default?'", () => {
  // ioredis's README (MIT), its "Blocking Command Timeout" section, shortened
  const intro = [
    "### Blocking Command Timeout",
    "",
    "ioredis can apply a client-side timeout to blocking commands (such as `blpop`, `brpop`, `xread`, etc.).",
    "",
  ];
  const state = [
    "This feature is **opt-in**. It is **disabled by default** and is only enabled",
    "when `blockingTimeout` is set to a positive number of milliseconds. If",
    "`blockingTimeout` is omitted, `0`, or negative, ioredis",
    "does not arm any client-side timeouts for blocking commands.",
    "",
  ];
  const whenEnabled = [
    "When enabled:",
    "",
    '- For commands with a finite timeout (e.g., `blpop("key", 5)`), ioredis sets a client-side deadline based on the command\'s timeout plus a small grace period (`blockingTimeoutGrace`, default 100ms).',
    "",
  ];
  const q = "Is the blocking command timeout enabled by default in ioredis?";

  it("what happens once it is enabled ('…, default 100ms') does not say whether it is: not answered", async () => {
    const a = await ask(
      [...doc("ioredis", [...intro, ...whenEnabled].join("\n")), ...filler.flat()],
      q,
    );
    expect(a.status).toBe("INSUFFICIENT_EVIDENCE");
    expect(a.limitations[0]?.message).toContain("whether it is on or off by default");
  });

  it("the state it starts in answers", async () => {
    const a = await ask(
      [...doc("ioredis", [...intro, ...state, ...whenEnabled].join("\n")), ...filler.flat()],
      q,
    );
    expect(a.status).toBe("SUPPORTED");
    expect(a.claims[0]?.text).toContain("disabled by default");
  });
});

describe("a library named with its language's suffix", () => {
  it("'Postgres.js' is said by the `postgres` folder its README is filed under", async () => {
    const readme = doc(
      "Getting started",
      "## Transactions\n\nUse `sql.begin` to start a new transaction. If anything fails `ROLLBACK` is called.\n",
      "kb/postgres/README.md",
    );
    const a = await ask(
      [...readme, ...filler.flat()],
      "How do I start a transaction in Postgres.js?",
    );
    expect(a.status).toBe("SUPPORTED");
    expect(a.text).toContain("sql.begin");
  });
});

describe("a word and its derivations, not every word with the same first letters", () => {
  it("'transformation' does not say 'transaction'; 'searchable' says 'search'", () => {
    const p = [
      ...doc(
        "Data",
        "## Data\n\nThe library allows for transformation of the data passed to a query by using the `transform` option.\n",
      ),
      ...doc("Transactions", "## Begin\n\nUse `sql.begin` to start a new transaction.\n"),
    ];
    const stats = statsIn(p, { transact: 3, transform: 3, start: 40, librari: 40 });
    const [first] = selectQuotes(analyzeQuestion("How do I start a transaction?", stats), p);
    expect(first?.text).toContain("sql.begin");
    expect(
      termIn(withPrefixes(["searchabl"]), {
        term: "search",
        word: "search",
        weight: 1,
        must: false,
      }),
    ).toBe(true);
    expect(
      termIn(withPrefixes(["transform"]), {
        term: "transact",
        word: "transaction",
        weight: 1,
        must: false,
      }),
    ).toBe(false);
  });
});

describe("a procedure: the step itself, not a neighbouring one", () => {
  const publishing = doc(
    "Publishing a Crate",
    [
      "## Publishing a Crate",
      "",
      "### Setting Up an Account",
      "",
      "Before you can publish any crates, you need to create an account on the registry and get an API token.",
      "",
      "### Adding Metadata",
      "",
      "Even if you have chosen a unique name, when you run `cargo publish` at this point, you will get a warning and then an error:",
      "",
      "```console",
      "$ cargo publish",
      "    Updating crates.io index",
      "error: failed to publish to registry: missing metadata fields: description, license",
      "```",
      "",
      "### Uploading",
      "",
      "Run the `cargo publish` command again. It should succeed now:",
      "",
      "```console",
      "$ cargo publish",
      "    Uploaded guessing_game v0.1.0 to registry",
      "note: the crate should be available shortly.",
      "```",
      "",
      "### Deprecating Versions",
      "",
      "For example, if we have published a crate named `guessing_game` version 1.0.1 and we want to yank it, then we run the following:",
      "",
      "```console",
      "$ cargo yank --vers 1.0.1",
      "```",
      "",
    ].join("\n"),
  );
  const installing = doc(
    "Installing Binaries",
    "## Installing Binaries\n\nThe `cargo install` command allows you to install a binary crate locally: a tool that others have shared, like `ripgrep`, is one `cargo install ripgrep` away.\n",
  );

  it("'how would I publish' is answered by the command named `publish` that succeeds, not by `cargo yank` or a failing run", () => {
    const p = [...publishing, ...filler.flat()];
    const stats = statsIn(p, { publish: 4, crate: 8, cargo: 10, run: 20 });
    const quotes = selectQuotes(analyzeQuestion("How would I publish my crate?", stats), p);
    expect(quotes[0]?.text).toContain("Uploaded guessing_game");
    expect(quotes.map((x) => x.text).join(" ")).not.toContain("cargo yank");
  });

  it("'… so others can install it': the purpose is not what the part asks, the publishing page answers it", async () => {
    const question =
      "How do I install a tool like ripgrep with Cargo, and how would I publish my own crate so others can install it the same way?";
    const asked = analyzeQuestion(question, statsOf([...publishing, ...installing]));
    expect(asked.parts[1]?.terms.map((t) => t.word)).toEqual(["publish", "crate"]);
    const a = await ask([...installing, ...publishing, ...filler.flat()], question);
    expect(a.text).toContain("cargo install");
    expect(a.text).toContain("$ cargo publish");
  });
});

describe("a table of contents says where things are, not what they are", () => {
  it("the section answers, not the list of links to it that holds every heading's words", () => {
    const readme = doc(
      "node-fetch",
      [
        "- [Options](#options)",
        "  - [Default Headers](#default-headers)",
        "  - [Custom highWaterMark](#custom-highwatermark)",
        // long enough to be split past the chunk bound, inside a line
        ...Array.from(
          { length: 40 },
          (_, i) => `  - [Default option number ${i}](#default-option-${i})`,
        ),
        "",
        "## Custom highWaterMark",
        "",
        "Streams on Node.js have a smaller internal buffer size (16kB, aka `highWaterMark`) than browsers; the default `highWaterMark` is 16kB.",
        "",
      ].join("\n"),
      "kb/node-fetch/README.md",
    );
    const p = [...readme, ...filler.flat()];
    const stats = statsIn(p, { highwatermark: 3, custom: 30, default: 60 });
    const quotes = selectQuotes(
      analyzeQuestion(
        "What are the default headers and the highWaterMark of node-fetch streams?",
        stats,
      ),
      p,
    );
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) expect(q.text).not.toContain("](#");
    expect(quotes[0]?.text).toContain("16kB");
  });
});

describe("a name is written, not only stemmed alike", () => {
  it("'Commander' is not said by a page that says 'command': the other product's page is no evidence", async () => {
    const autocannon = doc(
      "autocannon",
      "## Command Line\n\n--on-port: Start the command listed after -- on the command line. When the request rate cannot be met, many request latencies might be missing and an error is printed.\n",
      "kb/autocannon/README.md",
    );
    const commander = doc(
      "Commander.js",
      "## Required option\n\nYou may specify a required (mandatory) option using `.requiredOption()`.\n\n```console\n$ pizza\nerror: required option '-c, --cheese <type>' not specified\n```\n",
      "kb/commander/README.md",
    );
    const a = await ask(
      [...autocannon, ...commander, ...filler.flat()],
      "What error does Commander print when a required option is missing?",
    );
    expect(a.text).toContain("[Commander.js]");
    expect(a.text).not.toContain("latencies");
    expect(a.text).not.toContain("[autocannon]");
  });
});

describe("what a value question needs to see", () => {
  const timeoutQ = "What is the default request timeout in node-fetch?";
  it("a configuration sample states defaults; a program that passes a value does not", () => {
    const program =
      "```js\nconst controller = new AbortController();\nconst timeout = setTimeout(() => {\n\tcontroller.abort();\n}, 150);\n```";
    const options =
      "```js\n{\n\tmethod: 'GET',\n\tfollow: 20,         // maximum redirect count\n\ttimeout: 0,         // req/res timeout in ms\n}\n```";
    const toml = '```toml\n[client]\nrequest_timeout = "30s"\n```';
    expect(unmetKinds(["number", "literal"], program, timeoutQ)).toContain("literal");
    expect(unmetKinds(["number", "literal"], options, timeoutQ)).toEqual([]);
    expect(unmetKinds(["number", "literal"], toml, timeoutQ)).toEqual([]);
  });

  it("a port is a number of two to five digits said with the word, not any number near 'a port'", () => {
    const q = "Which port does autocannon listen on by default?";
    const usage =
      "  use -c and -d sub args e.g. `--warmup [ -c 1 -d 3 ]`\n  --on-port\n        When it starts listening on a port, start sending requests to that port.\n        The hostname can be omitted, `localhost` will be used by default.\n  -t/--timeout NUM\n        The number of seconds before timing out and resetting a connection. default: 10";
    expect(unmetKinds(["number"], usage, q)).toEqual(["number"]);
    expect(
      unmetKinds(["number"], "The query service listens on port 16686 by default.", q),
    ).toEqual([]);
    expect(unmetKinds(["number"], "Set `--http.host-port=:14268`.", q)).toEqual([]);
  });
});

describe("a flag is written with its dashes; a table row is its first cell's entry", () => {
  it("'which flag' is not answered by an option's name; the part that asks a default is not asked for a flag", () => {
    const q = "Which autocannon flag sets the number of pipelined requests?";
    expect(unmetKinds(["literal"], "* `pipelining`: The number of pipelined requests.", q)).toEqual(
      ["literal"],
    );
    expect(
      unmetKinds(["literal"], "-p/--pipelining NUM: The number of pipelined requests.", q),
    ).toEqual([]);
    const two = "Is the endpoint enabled by default, and which flag turns it on?";
    expect(
      unmetKinds(
        ["literal"],
        "`collector.zipkin` is disabled by default.",
        two,
        false,
        "Is the endpoint enabled by default",
      ),
    ).toEqual([]);
  });

  it("the row keyed by `maxBatchSize`, not the row whose description mentions it", () => {
    const p = [
      ...doc(
        "DataLoader",
        [
          "## Options",
          "",
          "| Option Key | Type | Default | Description |",
          "| --- | --- | --- | --- |",
          "| `batch` | Boolean | `true` | Set to `false` to disable batching. This is equivalent to setting `maxBatchSize` to `1`. |",
          "| `maxBatchSize` | Number | `Infinity` | Limits the number of items that get passed in to the `batchLoadFn`. |",
          "",
        ].join("\n"),
      ),
      ...filler.flat(),
    ];
    const stats = statsIn(p, { maxbatchs: 2, dataload: 10, default: 60 });
    const [first] = selectQuotes(
      analyzeQuestion("What is the default maxBatchSize of a DataLoader?", stats),
      p,
    );
    expect(first?.text).toContain("`Infinity`");
  });
});

describe("a claim that shows a flag speaks to 'which flag'", () => {
  it("'… and which flag changes it?' is answered by '`--log-level` command line switch' beside a sentence about flags", () => {
    const claim = (text: string, chunkId: string) => supportedClaim(text, chunkId);
    const evidence = [
      ...doc("Monitoring", "## Logging\n\nComponents only log to standard out.\n"),
      ...doc("CLI flags", "## Notes\n\nSome flags change with the storage type.\n"),
    ];
    const q = analyzeQuestion(
      "What is the default log level of the components, and which flag changes it?",
      statsOf(evidence),
    );
    const cov = coverageOf(
      q,
      [
        claim(
          "The log level can be adjusted via `--log-level` command line switch; default level is `info`.",
          evidence[0]!.chunkId,
        ),
        claim(
          "CLI flags for some binaries change depending on the `SPAN_STORAGE_TYPE` environment variable.",
          evidence[1]!.chunkId,
        ),
      ],
      evidence,
    );
    expect(cov.missingKind).toBeNull();
  });
});

describe("a product the knowledge base is filed by, written in lower case", () => {
  it("'glob patterns against an S3 bucket' is not answered from dotenv's page that names an S3 bucket", async () => {
    const dotenv = doc(
      "dotenv",
      '## Advanced\n\nCreate a `.env` file in the root of your project:\n\n```ini\nS3_BUCKET="YOURS3BUCKET"\nSECRET_KEY="YOURSECRETKEYGOESHERE"\n```\n',
      "kb/dotenv/README.md",
    );
    // glob's own words are in every one of its sections: only "S3" and "bucket" are rare
    const glob = doc(
      "Glob",
      ["Usage", "Options", "Primer", "Dots", "Windows", "Comparisons", "Race Conditions", "CLI"]
        .map(
          (h) =>
            `## ${h}\n\nRun glob patterns the way the shell does; ${h.toLowerCase()} of glob patterns are described here.\n`,
        )
        .join("\n"),
      "kb/glob/README.md",
    );
    const a = await ask(
      [...dotenv, ...glob, ...filler.flat()],
      "How do I run glob patterns against an S3 bucket?",
    );
    expect(a.text).not.toContain("S3_BUCKET");
    expect(a.status).not.toBe("SUPPORTED");
  });
});

describe("an options list whose entries are headed by their bare names", () => {
  const options = doc(
    "dotenv",
    [
      "## Options",
      "",
      "##### encoding",
      "",
      "Default: `utf8`",
      "",
      "Specify the encoding of your file containing environment variables.",
      "",
      "##### processEnv",
      "",
      "Default: `process.env`",
      "",
      "Specify an object to write your environment variables to.",
      "",
      "## Installation",
      "",
      "Install it with npm; the README's defaults suit most projects.",
      "",
    ].join("\n"),
    "kb/dotenv/README.md",
  );

  it("'processEnv' heads its entry: the quote is shown under the name it does not write", () => {
    const p = [...options, ...filler.flat()];
    const stats = statsIn(p, { processenv: 2, object: 20, write: 30, variabl: 30, dotenv: 40 });
    const [first] = selectQuotes(
      analyzeQuestion(
        "How do I make dotenv write the variables to my own object instead of process.env?",
        stats,
      ),
      p,
    );
    expect(first?.text).toContain("Specify an object");
    expect(first?.context).toBe("processEnv");
  });
});

describe("two words joined by a slash in prose are alternatives, not a path", () => {
  it("'the default/starting value' names nothing; `target/release`, _target/debug_ and src/main.rs are paths", () => {
    const q = "How do I specify a default value for an option?";
    expect(newLiterals("You can specify the default/starting value for the option.", q)).toEqual({
      numbers: false,
      identifiers: false,
    });
    expect(newLiterals("It is written to `target/release`.", q).identifiers).toBe(true);
    expect(newLiterals("Cargo stores it in the _target/debug_ directory.", q).identifiers).toBe(
      true,
    );
    expect(newLiterals("Open src/main.rs and add it.", q).identifiers).toBe(true);
  });
});

describe("'what is the default …?' needs a passage that states one", () => {
  const fetchDoc = (extra: string) =>
    doc(
      "node-fetch",
      [
        "## Request cancellation",
        "",
        "An example of timing out a request after 150ms could be achieved as the following:",
        "",
        "```js",
        "const controller = new AbortController();",
        "const timeout = setTimeout(() => {",
        "\tcontroller.abort();",
        "}, 150);",
        "```",
        "",
        extra,
      ].join("\n"),
      "kb/node-fetch/README.md",
    );

  it("a sample that times a request out is no default timeout: nothing is quoted as the answer", () => {
    const p = [...fetchDoc(""), ...filler.flat()];
    const stats = statsIn(p, { default: 60, request: 30, timeout: 8, "node-fetch": 50 });
    const asked = analyzeQuestion("What is the default request timeout in node-fetch?", stats);
    expect(selectQuotes(asked, p)).toEqual([]);
    // the same sample answers a question that asks for no default
    expect(
      selectQuotes(analyzeQuestion("How do I time out a request in node-fetch?", stats), p).length,
    ).toBeGreaterThan(0);
  });

  it("under a heading that says 'Default', a table row states the default", async () => {
    const a = await ask(
      [
        ...fetchDoc(
          "## Default Headers\n\nIf no values are set, the following request headers will be sent automatically:\n\n| Header | Value |\n| --- | --- |\n| `User-Agent` | `node-fetch` |\n",
        ),
        ...filler.flat(),
      ],
      "Which User-Agent header does node-fetch send by default?",
    );
    expect(a.text).toContain("| `User-Agent` | `node-fetch` |");
  });

  it("a camelCase name speaks of its words: `braceExpandMax` of braces", () => {
    expect(identifierWords("- `braceExpandMax` number, defaults to `10_000`.")).toContain(
      "brace expand max",
    );
  });
});

describe("a claim's identifiers say their words when the status is decided", () => {
  it("'How many brace patterns does glob expand by default?' is answered by the `braceExpandMax` item alone", () => {
    const evidence = doc(
      "Glob",
      "## Options\n\n- `braceExpandMax` number, defaults to `10_000`. This is the maximum number of `{x,y,...}` patterns to expand.\n",
      "kb/glob/README.md",
    );
    const stats = statsIn([...evidence, ...filler.flat()], {
      brace: 3,
      pattern: 30,
      expand: 6,
      default: 80,
      glob: 60,
    });
    const q = analyzeQuestion(
      "How many brace patterns does glob expand at most by default?",
      stats,
    );
    const text = evidence[0]!.text.slice(evidence[0]!.text.indexOf("- `brace"));
    const cov = coverageOf(q, [supportedClaim(text, evidence[0]!.chunkId)], evidence);
    expect(cov.missing).toEqual([]);
  });
});

describe("'the autocannon README' names the page asked, not a word its chunks write", () => {
  it("README is not a term of the question; autocannon and the rest are", () => {
    const asked = analyzeQuestion(
      "Which tool does the autocannon README recommend when autocannon saturates the CPU?",
      statsOf(filler.flat()),
    );
    expect(asked.terms.map((t) => t.word)).not.toContain("readme");
    expect(asked.terms.map((t) => t.word)).toEqual(
      expect.arrayContaining(["tool", "autocannon", "recommend", "saturates", "cpu"]),
    );
  });
});

describe("README reference entries (probe set 3)", () => {
  const bodyParser = () =>
    doc(
      "body-parser",
      [
        "# body-parser",
        "",
        "## API",
        "",
        "### bodyParser.json([options])",
        "",
        "Returns middleware that only parses `json`.",
        "",
        "#### Options",
        "",
        "##### limit",
        "",
        "Controls the maximum request body size. If this is a number, then the value",
        "specifies the number of bytes; if it is a string, the value is passed to the",
        "[bytes](https://www.npmjs.com/package/bytes) library for parsing. Defaults",
        "to `'100kb'`.",
        "",
        "### bodyParser.raw([options])",
        "",
        "Returns middleware that parses all bodies as a `Buffer`.",
        "",
        "#### Options",
        "",
        "##### limit",
        "",
        "Controls the maximum request body size. If this is a number, then the value",
        "specifies the number of bytes; if it is a string, the value is passed to the",
        "[bytes](https://www.npmjs.com/package/bytes) library for parsing. Defaults",
        "to `'1mb'`.",
        "",
      ].join("\n"),
      "body-parser/README.md",
    );

  it("a section headed `bodyParser.json([options])` is about JSON: its `limit` answers the JSON parser's default", async () => {
    const a = await ask(
      [...bodyParser(), ...filler.flat()],
      "What is the default size limit of body-parser's JSON parser?",
    );
    // (its quote says the value; "JSON" only its heading does, so SUPPORTED or PARTIAL)
    expect(["SUPPORTED", "PARTIAL"]).toContain(a.status);
    expect(a.claims.map((c) => c.text).join(" ")).toContain("'100kb'");
    expect(a.claims.map((c) => c.text).join(" ")).not.toContain("'1mb'");
  });

  it("the options-list item keyed `usePolling` answers 'which environment variable makes it use polling'", () => {
    const p = [
      ...doc(
        "Chokidar",
        [
          "#### Performance",
          "",
          "- `usePolling` (default: `false`).",
          "  Whether to use fs.watchFile (backed by polling), or fs.watch. If polling",
          "  leads to high CPU utilization, consider setting this to `false`. It is",
          "  typically necessary to **set this to `true` to successfully watch files over",
          "  a network**, and it may be necessary to successfully watch files in other",
          "  non-standard situations. Setting to `true` explicitly on MacOS overrides the",
          "  `useFsEvents` default. You may also set the CHOKIDAR_USEPOLLING env variable",
          "  to true (1) or false (0) in order to override this option.",
          "- _Polling-specific settings_ (effective when `usePolling: true`)",
          "  - `interval` (default: `100`). Interval of file system polling, in milliseconds. You may also",
          "    set the CHOKIDAR_INTERVAL env variable to override this option.",
          "  - `binaryInterval` (default: `300`). Interval of file system",
          "    polling for binary files.",
          "    ([see list of binary extensions](https://github.com/sindresorhus/binary-extensions/blob/master/binary-extensions.json))",
          "- `alwaysStat` (default: `false`). If relying upon the",
          "  [`fs.Stats`](https://nodejs.org/api/fs.html#fs_class_fs_stats)",
          "  object that may get passed with `add`, `addDir`, and `change` events, set",
          "  this to `true` to ensure it is provided even in cases where it wasn't",
          "",
        ].join("\n"),
        "chokidar/README.md",
      ),
      ...filler.flat(),
    ];
    const [first] = selectQuotes(
      analyzeQuestion("Which environment variable makes chokidar use polling?", statsOf(p)),
      p,
    );
    expect(first?.text).toContain("CHOKIDAR_USEPOLLING");
  });

  it("a comment 'by default the pool uses …' above `max: 20` states no default max pool size", async () => {
    const pool = doc(
      "pg-pool",
      [
        "# pg-pool",
        "",
        "## use",
        "",
        "to use pg-pool you must first create an instance of a pool",
        "",
        "```js",
        "const Pool = require('pg-pool')",
        "",
        "// by default the pool uses the same",
        "// configuration as whatever `pg` version you have installed",
        "const pool = new Pool()",
        "",
        "const pool2 = new Pool({",
        "  database: 'postgres',",
        "  max: 20, // set pool max size to 20",
        "  idleTimeoutMillis: 1000, // close idle clients after 1 second",
        "})",
        "const nativePool = new Pool({ Client: NativeClient })",
        "```",
        "",
      ].join("\n"),
      "pg-pool/README.md",
    );
    const a = await ask(
      [...pool, ...filler.flat()],
      "What is the default max pool size in pg-pool?",
    );
    expect(a.status).toBe("INSUFFICIENT_EVIDENCE");
    // a value said beside "default" in a program still states one
    expect(
      statesDefault(
        "```js\nconst pool = new Pool({\n  max: 10, // the default\n})\n```",
        "What is the default max?",
      ),
    ).toBe(true);
  });
});

/** Another product of a knowledge base filed by product (kb/<product>/README.md). */
const debug = doc(
  "debug",
  "# debug\n\nA tiny JavaScript debugging utility. Set the DEBUG environment variable to enable namespaces; the date is hidden with DEBUG_HIDE_DATE.",
  "kb/debug/README.md",
);

describe("what a question asks, apart from its condition (probe set 3)", () => {
  const bodyParser = () =>
    doc(
      "body-parser",
      [
        "# body-parser",
        "",
        "### bodyParser.urlencoded([options])",
        "",
        "#### Options",
        "",
        "##### parameterLimit",
        "",
        "The `parameterLimit` option controls the maximum number of parameters that",
        "are allowed in the URL-encoded data. If a request contains more parameters",
        "than this value, a 413 will be returned to the client. Defaults to `1000`.",
        "",
        "## Errors",
        "",
        "### too many parameters",
        "",
        "This error will occur when the content of the request exceeds the configured",
        "`parameterLimit` for the `urlencoded` parser. The `status` property is set to",
        "`413` and the `type` property is set to `'parameters.too.many'`.",
        "",
      ].join("\n"),
      "kb/body-parser/README.md",
    );
  const question =
    "What does body-parser return when a urlencoded request has more parameters than parameterLimit?";

  it("'what does it return when …' is asked by 'return'; the condition's words are not what it asks", () => {
    const q = analyzeQuestion(question, statsOf([...bodyParser(), ...debug]));
    expect(q.parts[0]!.asked!.map((t) => t.word)).toEqual(["return"]);
    expect(
      analyzeQuestion("What happens if a key is missing?", statsOf(bodyParser())).parts[0]!.asked,
    ).toEqual([]);
  });

  it("a sentence that only restates the condition is not the answer, nor SUPPORTED on its own", async () => {
    const evidence = [...bodyParser(), ...debug, ...filler.flat()];
    // (as common as in a README collection: "return" is everywhere, "parameterLimit" in one section)
    const q = analyzeQuestion(question, statsIn(evidence, { return: 100, request: 100 }));
    const [first] = selectQuotes(q, evidence);
    expect(first?.text).toContain("a 413 will be returned");
    const restated = supportedClaim(
      "This error will occur when the content of the request exceeds the configured\n`parameterLimit` for the `urlencoded` parser.",
      evidence.find((p) => p.breadcrumb.includes("too many"))!.chunkId,
    );
    expect(coverageOf(q, [restated], evidence).missing).toHaveLength(1);
  });
});

describe("options lists of links and bold labels (probe set 4)", () => {
  const limiter = () =>
    doc(
      "rate-limiter-flexible",
      [
        "# rate-limiter-flexible",
        "",
        "## Basic Options",
        "",
        "* **points**",
        "",
        "    `Required`",
        "",
        "    Maximum number of points that can be consumed over duration",
        "",
        "* **duration**",
        "",
        "    `Required`",
        "",
        "    Number of seconds before consumed points are reset.",
        "",
        "    Points are never reset if `duration` is set to 0.",
        "",
        "* **storeClient**",
        "",
        "    `Required for store limiters`",
        "",
        "    Must be pool or connection created with store client packages, e.g. `ioredis`, `redis`, `memcached`, `mongodb`, `pg`, `mysql2`, etc.",
        "",
        "### Other options on Wiki:",
        "* [keyPrefix](https://github.com/animir/node-rate-limiter-flexible/wiki/Options#keyprefix) Make keys unique among different limiters.",
        "* [blockDuration](https://github.com/animir/node-rate-limiter-flexible/wiki/Options#blockduration) Block for N seconds, if consumed more than points.",
        "* [blockOnConsumed](https://github.com/animir/node-rate-limiter-flexible/wiki/Options#blockonconsumed) Block if consumed points exceed a certain threshold.",
        "* [inMemoryBlockOnConsumed](https://github.com/animir/node-rate-limiter-flexible/wiki/Options#inmemoryblockonconsumed) Avoid extra requests to store.",
        "",
      ].join("\n"),
      "kb/rate-limiter-flexible/README.md",
    );
  const evidence = () => [...limiter(), ...debug, ...filler.flat()];

  it("'the blockDuration option' names its subject: no literal is asked for, and `block` of `blockOnConsumed` is not it", () => {
    expect(askedKinds("What does the blockDuration option of rate-limiter-flexible do?")).toEqual(
      [],
    );
    expect(askedKinds("Which option of rate-limiter-flexible blocks a key?")).toContain("literal");
    // "rate-limiter-flexible" asks for no rate
    expect(askedKinds("Which Redis command does rate-limiter-flexible use?")).not.toContain(
      "number",
    );
    const e = evidence();
    const q = analyzeQuestion(
      "What does the blockDuration option of rate-limiter-flexible do?",
      statsOf(e),
    );
    const blockDuration = q.terms.find((t) => t.word === "blockduration")!;
    expect(termIn(withPrefixes(["blockonconsum", "block", "consum"]), blockDuration)).toBe(false);
    // ("Your module name." still says `moduleName`: all its words)
    expect(termIn(withPrefixes(["block", "durat"]), blockDuration)).toBe(true);
    const [first] = selectQuotes(q, e);
    expect(first?.text).toContain("Block for N seconds");
  });

  it("an entry that is a link answers by its label and text: [keyPrefix](…) for 'which option makes keys unique'", () => {
    const e = evidence();
    const q = analyzeQuestion(
      "Which rate-limiter-flexible option makes keys unique among limiters?",
      statsOf(e),
    );
    const [first] = selectQuotes(q, e);
    expect(first?.text).toContain("keyPrefix");
  });

  it("'the points option' is the entry keyed **points**, not one whose text mentions points, nor one whose link target says 'rate-limiter-flexible … Options'", () => {
    const e = evidence();
    const [first] = selectQuotes(
      analyzeQuestion(
        "What is the points option of rate-limiter-flexible?",
        statsIn(e, { point: 30 }),
      ),
      e,
    );
    expect(first?.text).toContain("Maximum number of points");
  });

  it("'which Redis command' is not answered by a list of Redis client packages", () => {
    const e = evidence();
    // (words a README collection uses often: the question's rarest word, Redis, is what they quote)
    const q = analyzeQuestion(
      "Which Redis command does rate-limiter-flexible use to consume points?",
      statsIn(e, { command: 80, consum: 60, point: 60, use: 400 }),
    );
    const claim = (text: string) => supportedClaim(text, e[0]!.chunkId);
    const packages = claim(
      "Must be pool or connection created with store client packages, e.g. `ioredis`, `redis`, `memcached`, `mongodb`, `pg`, `mysql2`, etc. Number of seconds before consumed points are reset.",
    );
    expect(coverageOf(q, [packages], e).missing).toHaveLength(1);
    const command = claim("Points are consumed with the Redis command `INCRBY` on the key.");
    expect(coverageOf(q, [command], e).missing).toHaveLength(0);
  });
});

describe("a special case is not the general answer", () => {
  const faq = () =>
    doc(
      "ws",
      [
        "## FAQ",
        "",
        "### How to get the IP address of the client?",
        "",
        "The remote IP address can be obtained from the raw socket.",
        "",
        "```js",
        "import { WebSocketServer } from 'ws';",
        "",
        "const wss = new WebSocketServer({ port: 8080 });",
        "",
        "wss.on('connection', function connection(ws, req) {",
        "  const ip = req.socket.remoteAddress;",
        "",
        "  ws.on('error', console.error);",
        "});",
        "```",
        "",
        "When the server runs behind a proxy like NGINX, the de-facto standard is to use",
        "the `X-Forwarded-For` header.",
        "",
        "```js",
        "wss.on('connection', function connection(ws, req) {",
        "  const ip = req.headers['x-forwarded-for'].split(',')[0].trim();",
        "",
        "  ws.on('error', console.error);",
        "});",
        "```",
        "",
      ].join("\n"),
      "ws/README.md",
    );

  it("'How do I get the IP address of the client?' quotes `req.socket.remoteAddress`, not the proxy case", () => {
    const p = [...faq(), ...filler.flat()];
    const [first] = selectQuotes(
      analyzeQuestion("How do I get the IP address of the client in ws?", statsOf(p)),
      p,
    );
    expect(first?.text).toContain("remoteAddress");
  });

  it("a question that names the case ('behind a proxy') is answered by it", () => {
    const p = [...faq(), ...filler.flat()];
    const [first] = selectQuotes(
      analyzeQuestion(
        "How do I get the IP address of the client when the server runs behind a proxy?",
        statsOf(p),
      ),
      p,
    );
    expect(first?.text).toContain("x-forwarded-for");
  });
});

describe("a documentation site's names (probe set 5, Fastify's docs)", () => {
  const site = () => [
    ...doc(
      "HTTP/2",
      [
        "## HTTP/2",
        "",
        "_Fastify_ supports HTTP/2 over HTTPS (h2) or plaintext (h2c).",
        "",
        "[ALPN negotiation](https://datatracker.ietf.org/doc/html/rfc7301) enables both HTTPS and",
        "HTTP/2 over the same socket.",
        "",
      ].join("\n"),
      "fastify/Reference/HTTP2.md",
    ),
    ...doc(
      "Recommendations",
      [
        "## Nginx",
        "",
        "Modern browsers support TLSv1.3, so the configuration enables only that protocol.",
        "",
      ].join("\n"),
      "fastify/Guides/Recommendations.md",
    ),
    ...doc(
      "Running Multiple Instances",
      [
        "## Running Multiple Instances",
        "",
        "Run one Fastify server per service on a system with several cores, behind a reverse proxy.",
        "",
      ].join("\n"),
      "fastify/Guides/Recommendations.md",
    ),
    ...filler.flat(),
  ];

  it("'HTTP/3' is one name: 'HTTP/2' beside 'TLSv1.3' does not hold it", async () => {
    const q = analyzeQuestion("Does Fastify support HTTP/3?", statsOf(site()));
    expect(q.literals).toContain("HTTP/3");
    expect((await ask(site(), "Does Fastify support HTTP/3?")).status).toBe(
      "NOT_IN_KNOWLEDGE_BASE",
    );
    const http2 = await ask(site(), "Does Fastify support HTTP/2?");
    expect(saidIn(http2)).toContain("supports HTTP/2");
  });

  it("'HTTP/2' is also written 'HTTP2'", () => {
    expect(literalsHeld(["HTTP/2"], "The HTTP2 module is used")).toBe(true);
    expect(literalsHeld(["HTTP/2"], "HTTP/2.1 is not HTTP/2")).toBe(true);
    expect(literalsHeld(["HTTP/2"], "HTTP/1.1 only, over TLSv1.2")).toBe(false);
  });

  it("a bare acronym is a word of the prose, not a name or value that answers 'which option'", () => {
    const q = "Which option enables HTTP/2 in Fastify?";
    expect(newLiterals("ALPN negotiation enables both HTTPS and HTTP/2.", q).identifiers).toBe(
      false,
    );
    expect(newLiterals("Set OTEL_SDK_DISABLED or `http2: true`.", q).identifiers).toBe(true);
  });

  it("'systemd' is a name the evidence must write: 'system' and 'service' do not answer it", async () => {
    const a = await ask(site(), "How do I run a Fastify server as a systemd service?");
    expect(a.status).toBe("NOT_IN_KNOWLEDGE_BASE");
    // an English word is still held by its derivation
    const q = analyzeQuestion("Which handler runs first?", statsOf(site()));
    const handler = q.terms.find((t) => t.word === "handler")!;
    expect(termIn(withPrefixes(["handl"]), handler)).toBe(true);
  });
});

describe("a reference entry whose default is a one-item list (Fastify's '+ Default: …')", () => {
  it("'+ Default: `1048576` (1MiB)' is quoted with the description under it", async () => {
    // (the docs as ingest reads them, anchors dropped: Server.md's entry and the custom parser's
    // option of the same name)
    const server = doc(
      "Factory",
      [
        "## Factory",
        "",
        "### `bodyLimit`",
        "",
        "+ Default: `1048576` (1MiB)",
        "",
        "Defines the maximum payload, in bytes, the server is allowed to accept.",
        "The default body reader sends [`FST_ERR_CTP_BODY_TOO_LARGE`](./Errors.md#fst_err_ctp_body_too_large)",
        "reply, if the size of the body exceeds this limit.",
        "If [`preParsing` hook](./Hooks.md#preparsing) is provided, this limit is applied",
        'to the size of the stream the hook returns (i.e. the size of "decoded" body).',
        "",
      ].join("\n"),
      "kb/fastify/Reference/Server.md",
    );
    const parser = doc(
      "Content-Type Parser",
      [
        "## Content-Type Parser",
        "",
        "##### Custom Parser Options",
        "+ `parseAs` (string): `'string'` or `'buffer'` to designate how the incoming",
        "  data should be collected. Default: `'buffer'`.",
        "+ `bodyLimit` (number): The maximum payload size, in bytes, that the custom",
        "  parser will accept. Defaults to the global body limit passed to the [`Fastify",
        "  factory function`](./Server.md#bodylimit).",
      ].join("\n"),
      "kb/fastify/Reference/ContentTypeParser.md",
    );
    const a = await ask(
      [...server, ...parser, ...filler.flat()],
      "What is the default bodyLimit of a Fastify server?",
    );
    expect(saidIn(a)).toContain("`1048576`");
  });
});

describe("a paragraph that ends by introducing a list", () => {
  it("'Which options … are ignored …?' quotes the paragraph with the list it introduces", async () => {
    // (Fastify's Plugins.md as ingest reads it, anchors dropped)
    const plugins = doc(
      "Plugins",
      [
        "## Plugins",
        "",
        "### Plugin Options",
        "",
        "The optional `options` parameter for `fastify.register` supports a predefined",
        "set of options that Fastify itself will use, except when the plugin has been",
        "wrapped with [fastify-plugin](https://github.com/fastify/fastify-plugin). This",
        "options object will also be passed to the plugin upon invocation, regardless of",
        "whether or not the plugin has been wrapped. The currently supported list of",
        "Fastify specific options is:",
        "",
        "+ [`logLevel`](./Routes.md#custom-log-level)",
        "+ [`logSerializers`](./Routes.md#custom-log-serializer)",
        "+ [`prefix`](#route-prefixing-option)",
        "",
        "These options will be ignored when used with fastify-plugin.",
        "",
        "To avoid collisions, a plugin should consider namespacing its options. For",
        "example, a plugin `foo` might be registered like so:",
        "",
      ].join("\n"),
      "kb/fastify/Reference/Plugins.md",
    );
    const a = await ask(
      [...plugins, ...filler.flat()],
      "Which options of fastify.register are ignored when a plugin is wrapped with fastify-plugin?",
    );
    const said = saidIn(a);
    expect(said).toContain("logLevel");
    expect(said).toContain("prefix");
  });
});

describe("two reference entries are about their keys (probe set 6, undici's API reference)", () => {
  const q = (question: string, passages: Passage[]) => analyzeQuestion(question, statsOf(passages));
  const entry = (title: string, item: string, path: string) =>
    doc(title, `## Options\n\n${item}\n`, path);
  const question = "What is the default timeout of the undici connector in milliseconds?";

  it("`maxTimeout`'s 30 seconds and `keepAliveTimeout`'s 4 seconds are two settings, not a conflict", () => {
    const a = entry(
      "Class: RetryAgent",
      "- **maxTimeout** `number` (optional) - Maximum number of milliseconds to wait before retrying. Default: `30000` (30 seconds)",
      "kb/undici/api/RetryAgent.md",
    );
    const b = entry(
      "Class: Client",
      "* **keepAliveTimeout** `number | null` (optional) - Default: `4e3` - The timeout, in milliseconds, after which a socket without active requests will time out. Defaults to 4 seconds.",
      "kb/undici/api/Client.md",
    );
    expect(detectConflicts(q(question, [...a, ...b]), [...a, ...b])).toEqual([]);
  });

  it("the same setting given two values in two documents is still a conflict", () => {
    const a = entry(
      "Class: RetryAgent",
      "- **maxTimeout** `number` (optional) - Maximum number of milliseconds to wait before retrying. Default: `30000` (30 seconds)",
      "kb/undici/api/RetryAgent.md",
    );
    const b = entry(
      "Class: RetryHandler",
      "- **maxTimeout** `number` (optional) - Maximum number of milliseconds to wait before retrying. Default: `60000` (60 seconds)",
      "kb/undici/api/RetryHandler.md",
    );
    expect(
      detectConflicts(q("What is the default maxTimeout before retrying?", [...a, ...b]), [
        ...a,
        ...b,
      ]),
    ).toHaveLength(1);
  });
});

describe("an identifier keys only its own entry (probe set 6)", () => {
  it("'the default keepAliveTimeout' is the `keepAliveTimeout` item, not `keepAliveMaxTimeout`, which holds its words", async () => {
    const client = doc(
      "Class: Client",
      [
        "### Parameter: `ClientOptions`",
        "",
        "* **headersTimeout** `number | null` (optional) - Default: `300e3` - The amount of time, in milliseconds, the parser will wait to receive the complete HTTP headers while not sending the request. Defaults to 300 seconds.",
        "* **keepAliveMaxTimeout** `number | null` (optional) - Default: `600e3` - The maximum allowed `keepAliveTimeout`, in milliseconds, when overridden by *keep-alive* hints from the server. Defaults to 10 minutes.",
        "* **keepAliveTimeout** `number | null` (optional) - Default: `4e3` - The timeout, in milliseconds, after which a socket without active requests will time out. Monitors time between activity on a connected socket. This value may be overridden by *keep-alive* hints from the server. Defaults to 4 seconds.",
        "",
      ].join("\n"),
      "kb/undici/api/Client.md",
    );
    const a = await ask(
      [...client, ...filler.flat()],
      "What is the default keepAliveTimeout of an undici Client?",
    );
    expect(a.claims[0]?.text).toContain("`4e3`");
  });
});

describe("a reference entry's default is its key's (probe set 6)", () => {
  it("'Is pipelining enabled by default?' is not answered by `idempotent`'s and `allowH2`'s defaults", async () => {
    const dispatcher = doc(
      "Dispatcher",
      [
        "### Parameter: `DispatchOptions`",
        "",
        "* **idempotent** `boolean` (optional) - Default: `true` if `method` is `'HEAD'` or `'GET'` - Whether the requests can be safely retried or not. If `false` the request won't be sent until all preceding requests in the pipeline has completed.",
        "",
      ].join("\n"),
      "kb/undici/api/Dispatcher.md",
    );
    const client = doc(
      "Class: Client",
      [
        "### Parameter: `ClientOptions`",
        "",
        "* **allowH2**: `boolean` - Default: `false`. Enables support for H2 if the server has assigned bigger priority to it through ALPN negotiation.",
        "* **useH2c**: `boolean` - Default: `false`. Enforces h2c for non-https connections.",
        "",
      ].join("\n"),
      "kb/undici/api/Client.md",
    );
    const a = await ask(
      [...dispatcher, ...client, ...filler.flat()],
      "Is pipelining enabled by default in an undici Client?",
    );
    expect(a.status).not.toBe("SUPPORTED");
  });

  it("an entry whose first sentence says what the question asks still answers it ('- `nocase` Perform a case-insensitive match.')", async () => {
    const glob = doc(
      "Glob",
      [
        "## Options",
        "",
        "- `nocase` Perform a case-insensitive match. This defaults to",
        "  `true` on macOS and Windows systems, and `false` on all others.",
        '- `noext` Do not match "extglob" patterns such as `+(a|b)`.',
        "",
      ].join("\n"),
      "kb/glob/README.md",
    );
    const a = await ask(
      [...glob, ...filler.flat()],
      "Does glob match case-insensitively by default on macOS?",
    );
    expect(a.status).toBe("SUPPORTED");
  });
});

describe("'how many' is answered by 'unlimited' too (probe set 6)", () => {
  it("'How many Client instances does a Pool create when connections is null?' quotes the `connections` entry", async () => {
    const pool = doc(
      "Class: Pool",
      [
        "### Parameter: `PoolOptions`",
        "",
        "* **connections** `number | null` (optional) - Default: `null` - The number of `Client` instances to create. When set to `null`, the `Pool` instance will create an unlimited amount of `Client` instances.",
        "",
      ].join("\n"),
      "kb/undici/api/Pool.md",
    );
    const mock = doc(
      "Class: MockAgent",
      [
        "### `MockAgent.get(origin)`",
        "",
        "This method creates and retrieves MockPool or MockClient instances which can then be used to intercept HTTP requests. If the number of connections on the mock agent is set to 1, a MockClient instance is returned.",
        "",
      ].join("\n"),
      "kb/undici/api/MockAgent.md",
    );
    const a = await ask(
      [...pool, ...mock, ...filler.flat()],
      "How many Client instances does an undici Pool create when connections is null?",
    );
    expect(saidIn(a)).toContain("unlimited amount");
  });
});

describe("'which flag' is answered by a flag shown about what is asked", () => {
  it("an options entry beside a usage text whose flags do other things does not answer 'which flag sets the number of pipelined requests'", () => {
    const e = doc(
      "autocannon",
      "## API\n\n* `pipelining`: The number of pipelined requests for each connection. _OPTIONAL_ default: `1`.\n",
      "kb/autocannon/README.md",
    );
    // (words a README collection uses often: the question's rarest word is "pipelined")
    const q = analyzeQuestion(
      "Which autocannon flag sets the number of pipelined requests?",
      statsIn([...e, ...filler.flat()], { set: 60, number: 50, request: 40, flag: 30 }),
    );
    const claim = (text: string) => supportedClaim(text, e[0]!.chunkId);
    const entry = claim(
      "* `pipelining`: The number of pipelined requests for each connection. _OPTIONAL_ default: `1`.",
    );
    const usage = claim(
      "use -c and -d sub args e.g. `--warmup [ -c 1 -d 3 ]` --on-port Start the command listed after -- on the command line.",
    );
    expect(coverageOf(q, [entry, usage], e).missingKind).not.toBeNull();
    const flag = claim("-p/--pipelining NUM The number of pipelined requests to use. default: 1");
    expect(coverageOf(q, [flag, usage], e).missingKind).toBeNull();
  });
});

describe("a count counts what the question asks", () => {
  const workflow = () =>
    doc(
      "Release Workflow configuration",
      [
        "A branch can be defined as one of three types:",
        "",
        "- release: to make releases on top of the last version released",
        "- maintenance: to make releases on top of an old release",
        "- pre-release: to make pre-releases",
        "",
        "## Release branches",
        "",
        "A project must define a minimum of 1 release branch and can have a maximum of 3.",
        "",
      ].join("\n"),
      "kb/semantic-release/usage/workflow-configuration.md",
    );

  it("'How many maintenance branches …?' is not answered by the three types a branch can be of, nor by the release branches' maximum", async () => {
    const a = await ask(
      [...workflow(), ...filler.flat()],
      "How many maintenance branches can a project define at most?",
    );
    expect(saidIn(a)).not.toContain("three types");
    expect(a.status).not.toBe("SUPPORTED");
  });

  it("'How many release branches …?' is answered by their maximum", async () => {
    const a = await ask(
      [...workflow(), ...filler.flat()],
      "How many release branches can a project have at most?",
    );
    expect(saidIn(a)).toContain("maximum of 3");
    expect(a.status).toBe("SUPPORTED");
  });
});

describe("'what error' asks for the error's name", () => {
  it("the note naming the error outranks a sentence on another error that shares the question's words", async () => {
    const config = doc(
      "Configuration",
      [
        "### branches",
        "",
        "The branches on which releases should happen.",
        "",
        "**Note**: If your repository does not have a release branch, then **semantic-release** will fail with an `ERELEASEBRANCHES` error message.",
        "",
      ].join("\n"),
      "kb/semantic-release/usage/configuration.md",
    );
    const trouble = doc(
      "Troubleshooting",
      [
        "## `reference already exists` error when pushing tag",
        "",
        "If a tag with the name already in your repository, Git will throw and error as tags must be unique across the repository. This situation happens when you have a version tag identical to the new one **semantic-release** is trying to create that is not in the history of the current release branch.",
        "",
      ].join("\n"),
      "kb/semantic-release/support/troubleshooting.md",
    );
    expect(askedKinds("What error do I get if my repository has no release branch?")).toContain(
      "literal",
    );
    const a = await ask(
      [...trouble, ...config, ...filler.flat()],
      "What error do I get if my repository has no release branch?",
    );
    expect(saidIn(a)).toContain("ERELEASEBRANCHES");
  });
});

describe("an FAQ's answer opens the section whose heading asks the question", () => {
  const faq = () =>
    doc(
      "Frequently Asked Questions",
      [
        "## Can I set the initial release version of my package to `0.0.1`?",
        "",
        "This is not supported by semantic-release. Semantic Versioning rules apply differently to major version zero and supporting those differences is out of scope.",
        "",
        "If your project is under heavy development, with frequent breaking changes, we recommend publishing pre-releases.",
        "",
        "See the introduction to SemVer for more details on Semantic Versioning and the recommendation to start at version `1.0.0` for the initial release of a package.",
        "",
        "## Can I use semantic-release with GitLab?",
        "",
        "Yes, with the `@semantic-release/gitlab-config` shareable configuration.",
        "",
      ].join("\n"),
      "kb/semantic-release/support/FAQ.md",
    );

  it("'Can I set the initial release version of my package to 0.0.1?' quotes 'This is not supported' as the answer", async () => {
    const a = await ask(
      [...faq(), ...filler.flat()],
      "Can I set the initial release version of my package to 0.0.1?",
    );
    expect(saidIn(a)).toContain("This is not supported by semantic-release.");
    expect(a.status).toBe("SUPPORTED");
  });

  it("a question the heading does not ask gets no such answer", async () => {
    const a = await ask(
      [...faq(), ...filler.flat()],
      "Can I publish to PyPI with semantic-release?",
    );
    expect(a.status).not.toBe("SUPPORTED");
  });
});

describe("probe set 10 (markdownlint's rule pages)", () => {
  const rule = (id: string, title: string, alias: string, params: string, body: string) =>
    doc(
      `${id} - ${title}`,
      [
        `# \`${id}\` - ${title}`,
        "",
        "Tags: `whitespace`",
        "",
        `Aliases: \`${alias}\``,
        "",
        "Parameters:",
        "",
        params,
        "",
        body,
        "",
      ].join("\n"),
      `kb/markdownlint/${id.toLowerCase()}.md`,
    );
  const rules = () => [
    ...rule(
      "MD009",
      "Trailing spaces",
      "no-trailing-spaces",
      "- `br_spaces`: Spaces for line break (`integer`, default `2`)",
      "This rule is triggered on any lines that end with unexpected whitespace.",
    ),
    ...rule(
      "MD012",
      "Multiple consecutive blank lines",
      "no-multiple-blanks",
      "- `maximum`: Consecutive blank lines (`integer`, default `1`)",
      "This rule is triggered when there are multiple consecutive blank lines in the document.",
    ),
    ...rule(
      "MD048",
      "Code fence style",
      "code-fence-style",
      "- `style`: Code fence style (`string`, default `consistent`, values `backtick` / `consistent` / `tilde`)",
      "This rule is triggered when the symbols used in the document for fenced code blocks do not match the configured code fence style.",
    ),
    ...filler.flat(),
  ];

  it("'the alias' meets 'Aliases:' though the stemmer reads the two apart ('alia', 'alias')", async () => {
    const a = await ask(rules(), "What is the alias of rule MD009?");
    expect(a.status).toBe("SUPPORTED");
    expect(saidIn(a)).toContain("no-trailing-spaces");
  });

  it("the default `1` is a number the question does not write, though 'MD012' holds the digit", async () => {
    expect(newLiterals("default `1`", "How many blank lines does MD012 allow?").numbers).toBe(true);
    expect(newLiterals("default `1`", "Is 1 blank line allowed?").numbers).toBe(false);
    const a = await ask(rules(), "How many consecutive blank lines does MD012 allow by default?");
    expect(saidIn(a)).toContain("default `1`");
  });

  it("'Which code fence styles …' asks for a list: the parameter's values, not the alias that restates the title", async () => {
    expect(askedKinds("Which code fence styles can MD048 be set to?")).toContain("list");
    const a = await ask(rules(), "Which code fence styles can MD048 be set to?");
    expect(saidIn(a)).toContain("`tilde`");
  });
});

describe("probe set 11 (Bun's Mintlify pages)", () => {
  it("a flag the question writes ('--max-concurrency') is a literal the answer must write: not another setting's 'maximum number of concurrent' default", async () => {
    const env = doc(
      "Environment Variables",
      [
        "## Configuring Bun",
        "",
        "| Name | Description |",
        "| --- | --- |",
        "| `BUN_CONFIG_MAX_HTTP_REQUESTS` | Sets the maximum number of concurrent HTTP requests sent by `fetch` and `bun install`. `fetch` defaults to `256`. |",
        "",
      ].join("\n"),
      "kb/bun/runtime/environment-variables.mdx",
    );
    const parallel = doc(
      "Parallel & isolated test runs",
      [
        "## Concurrency",
        "",
        "- `--concurrent` runs async tests of a file at the same time.",
        "- `--max-concurrency=N` caps how many run at once (default 20).",
        "",
      ].join("\n"),
      "kb/bun/test/parallel.mdx",
    );
    expect(
      analyzeQuestion("What is the default value of --max-concurrency in bun test?", statsOf(env))
        .literals,
    ).toEqual(["--max-concurrency"]);
    const a = await ask(
      [...env, ...parallel, ...filler.flat()],
      "What is the default value of --max-concurrency in bun test?",
    );
    expect(saidIn(a)).toContain("default 20");
    expect(saidIn(a)).not.toContain("256");
  });

  it("a module specifier ('bun:sqlite') is a literal too", () => {
    const q = analyzeQuestion("How do I enable WAL mode in bun:sqlite?", statsOf(filler.flat()));
    expect(q.literals).toEqual(["bun:sqlite"]);
  });

  it("a section headed by the task asked ('Disabling automatic `.env` loading') opens with its answer", async () => {
    const env = doc(
      "Environment Variables",
      [
        "## Disabling automatic `.env` loading",
        "",
        "Use `--no-env-file` to disable Bun's automatic `.env` file loading, for example in production or CI/CD pipelines where you want to rely solely on system environment variables.",
        "",
        "```sh",
        "bun run --no-env-file index.ts",
        "```",
        "",
      ].join("\n"),
      "kb/bun/runtime/environment-variables.mdx",
    );
    const bunfig = doc(
      "bunfig.toml",
      [
        "### `env`",
        "",
        "Bun loads `.env` files automatically. To disable this behavior:",
        "",
        "```toml",
        "# Disable automatic .env file loading",
        "env = false",
        "```",
        "",
      ].join("\n"),
      "kb/bun/runtime/bunfig.mdx",
    );
    const a = await ask(
      [...bunfig, ...env, ...filler.flat()],
      "How do I disable automatic .env loading?",
    );
    expect(saidIn(a)).toContain("--no-env-file");
  });
});

describe("a program's comment that states a default", () => {
  it("'Which algorithm does Bun.password.hash use by default?' is answered by '// use argon2 (default)', not by another library's default", async () => {
    const hashing = doc(
      "Hashing",
      [
        "## `Bun.password`",
        "",
        "`Bun.password` is a collection of utility functions for hashing and verifying passwords with various cryptographically secure algorithms.",
        "",
        "The second argument to `Bun.password.hash` is a params object that selects and configures the hashing algorithm.",
        "",
        "```ts",
        'const password = "super-secure-pa$$word";',
        "",
        "// use argon2 (default)",
        "const argonHash = await Bun.password.hash(password, {",
        '  algorithm: "argon2id", // "argon2id" | "argon2i" | "argon2d"',
        "  memoryCost: 8, // memory usage in kibibytes (minimum 8)",
        "});",
        "",
        "// use bcrypt",
        "const bcryptHash = await Bun.password.hash(password, {",
        '  algorithm: "bcrypt",',
        "  cost: 4, // number between 4-31",
        "});",
        "```",
        "",
        "### bcrypt - Modular Crypt Format",
        "",
        "By default, the bcrypt library truncates passwords longer than 72 bytes. Instead of silently truncating, `Bun.password.hash` with the `bcrypt` algorithm hashes any password longer than 72 bytes with SHA-512 before passing it to bcrypt.",
        "",
        "```ts",
        'await Bun.password.hash("hello".repeat(100), {',
        '  algorithm: "bcrypt",',
        "});",
        "```",
        "",
      ].join("\n"),
      "kb/bun/runtime/hashing.mdx",
    );
    // (as often as in Bun's docs: "use" and "default" are everywhere, "algorithm" is not)
    const q = analyzeQuestion(
      "Which algorithm does Bun.password.hash use by default?",
      statsIn(hashing, { use: 500, default: 170, algorithm: 16 }),
    );
    expect(selectQuotes(q, hashing)[0]?.text).toContain("use argon2 (default)");
  });

  it("a default asked of a setting the question names ('the default memoryCost') is not stated by another line's '(default)'", () => {
    const code = [
      "```ts",
      "// use argon2 (default)",
      "const argonHash = await Bun.password.hash(password, {",
      "  memoryCost: 8, // memory usage in kibibytes (minimum 8)",
      "});",
      "```",
    ].join("\n");
    expect(
      statesDefault(code, "What is the default memoryCost of argon2 in Bun.password.hash?"),
    ).toBe(false);
    expect(statesDefault(code, "Which algorithm does Bun.password.hash use by default?")).toBe(
      true,
    );
    expect(
      statesDefault(
        "```toml\ncoverageSkipTestFiles = false  # default true\n```",
        "What is the default value of coverageSkipTestFiles?",
      ),
    ).toBe(true);
  });
});

describe("probe set 12 (eslint-plugin-import's rule pages)", () => {
  const page = (rule: string, lines: string[]) =>
    doc(`import/${rule}`, [`# import/${rule}`, "", ...lines].join("\n"), `kb/epi/${rule}.md`);

  it("'When should I not use max-dependencies?' is answered under 'When Not To Use It' on its page", async () => {
    const rule = page("max-dependencies", [
      "Forbid modules to have too many dependencies (`import` or `require` statements).",
      "",
      "## Options",
      "",
      "This rule has the following options, with these defaults:",
      "",
      "```js",
      '"import/max-dependencies": ["error", {',
      '  "max": 10,',
      "}]",
      "```",
      "",
      "## When Not To Use It",
      "",
      "If you don't care how many dependencies a module has.",
      "",
    ]);
    // (as often as on the plugin's 46 rule pages: every page says "use", "import" and "rule")
    const q = analyzeQuestion(
      "When should I not use max-dependencies?",
      statsIn(rule, { use: 300, max: 20, depend: 25, "max-depend": 6 }),
    );
    expect(selectQuotes(q, rule)[0]?.text).toBe(
      "If you don't care how many dependencies a module has.",
    );
  });

  it("a sentence with the code it introduces is no bare code sample: 'What does the maxDepth option … do?' quotes 'There is a `maxDepth` option available to …:'", async () => {
    const rule = page("no-cycle", [
      "Ensures that there is no resolvable path back to this module via its dependencies.",
      "",
      "#### `maxDepth`",
      "",
      "There is a `maxDepth` option available to prevent full expansion of very deep dependency trees:",
      "",
      "```js",
      "/*eslint import/no-cycle: [2, { maxDepth: 1 }]*/",
      "import './dep-a.js'",
      "```",
      "",
      "```js",
      "import { b } from './dep-b.js' // not reported as the cycle is at depth 2",
      "```",
      "",
      "This is not necessarily recommended, but available as a cost/benefit tradeoff mechanism for reducing total project lint time, if needed.",
      "",
    ]);
    const a = await ask(
      [...rule, ...filler.flat()],
      "What does the maxDepth option of no-cycle do?",
    );
    expect(saidIn(a)).toContain("very deep dependency trees");
  });

  it("a program's `{ default: x }` states no default: 'default' is said in its comments", () => {
    const code = [
      "```js",
      "/*eslint import/no-unresolved: [2, { commonjs: true }]*/",
      "const { default: x } = require('./foo') // reported if './foo' is not found",
      "```",
    ].join("\n");
    expect(statesDefault(code, "Which resolver does no-unresolved use by default?")).toBe(false);
    expect(
      statesDefault(
        "```js\nconst pool = new Pool({ max: 20 }) // default 10\n```",
        "What is the default pool size?",
      ),
    ).toBe(true);
  });
});

describe("probe sets 13 and 14 (Mercurius's docs, the Sails.js documentation)", () => {
  it("a default asked of a named setting is not stated by a neighbouring entry's 'the default subprotocol'", () => {
    const items = [
      "- `subscription.keepAlive`: `Integer` Optional interval in ms to send the `GQL_CONNECTION_KEEP_ALIVE` message.",
      "- `subscription.fullWsTransport`: `Boolean` Enable sending every operation via WS.",
      "- `subscription.wsDefaultSubprotocol`: `String` Set the default subprotocol in case the client does not specify one.",
    ].join("\n");
    expect(statesDefault(items, "What is the default keepAlive interval for subscriptions?")).toBe(
      false,
    );
    expect(
      statesDefault(
        `${items}\n- \`subscription.keepAlive\` defaults to 30000.`,
        "What is the default keepAlive interval for subscriptions?",
      ),
    ).toBe(true);
  });

  it("a program that passes an option shows the value it chose, not the default; an options object does", () => {
    const program = [
      "```js",
      "const server = Fastify()",
      "server.register(mercuriusWithGateway, {",
      "  gateway: {",
      "    services: [{ name: 'user', url: 'http://localhost:3000/graphql' }]",
      "  },",
      "  pollingInterval: 2000",
      "})",
      "```",
    ].join("\n");
    expect(statesDefault(program, "What is the default pollingInterval of the gateway?")).toBe(
      false,
    );
    const options = [
      "```js",
      "{",
      "  follow: 20,         // maximum redirect count",
      "  compress: true,",
      "  highWaterMark: 16384",
      "}",
      "```",
    ].join("\n");
    expect(statesDefault(options, "What is the default highWaterMark in node-fetch?")).toBe(true);
  });

  it("'What is the default log level?' quotes the line that says 'the default log level is', not the default log function's level", async () => {
    const logging = doc(
      "Logging",
      [
        "# Logging",
        "",
        "## Log levels",
        "",
        "Sails writes output for log calls at or above the currently-configured log level.",
        "",
        "#### Notes",
        "",
        ' + The [default log level](https://sailsjs.com/documentation/reference/configuration/sails-config-log) is **info**.  When your app\'s log level is set to "info", Sails logs limited information.',
        " + When running automated tests for your app, it is often helpful to set the log level to **error**.",
      ].join("\n"),
      "kb/sails/Logging.md",
    );
    const custom = doc(
      "Custom log messages",
      [
        "# Custom log messages",
        "",
        "### sails.log()",
        "",
        'The default log function, which writes console output to `stderr` at the "debug" log level.',
      ].join("\n"),
      "kb/sails/Custom log messages.md",
    );
    const asked = "What is the default log level in Sails?";
    expect(
      statedDefault(asked, "The [default log level](https://sailsjs.com/x) is **info**."),
    ).toBeGreaterThan(statedDefault(asked, "The default value is `3`."));
    const a = await ask([...custom, ...logging, ...filler.flat()], asked);
    expect(saidIn(a)).toContain("is **info**");
    expect(saidIn(a)).not.toContain("default log function");
  });

  it("a section headed by what the question is about answers it without naming it ('Batched Queries')", async () => {
    // (every page of the site is headed "# mercurius": ingest titles this one by its file)
    const batched = doc(
      "mercurius (batched-queries)",
      [
        "# mercurius",
        "",
        "## Batched Queries",
        "",
        "Batched queries, like those sent by `apollo-link-batch-http` are supported by enabling the `allowBatchedQueries` option.",
        "",
        "Instead a single query object, an array of queries is accepted. Errors are returned on a per query basis. Note that the response will not be returned until the slowest query has been executed.",
      ].join("\n"),
      "kb/mercurius/batched-queries.md",
    );
    const options = doc(
      "mercurius",
      [
        "# mercurius",
        "",
        "## Plugin options",
        "",
        "- `errorFormatter`: `Function`. Change the default error formatter. This can be used to format errors for batched queries, which return a successful response overall but individual errors. The first argument is the `ExecutionResult` object, while the second one is the context object.",
        "- `queryDepth`: `Integer`. The maximum depth allowed for a single query.",
      ].join("\n"),
      "kb/mercurius/api/options.md",
    );
    const q = analyzeQuestion(
      "When is the response to a batched query returned?",
      statsIn([...options, ...batched], { batch: 4, respons: 20, queri: 60, return: 40 }),
    );
    expect(selectQuotes(q, [...batched, ...options])[0]?.text).toContain("slowest query");
    expect(topicHeadingTerms(batched[0]!, q.question)).toContain("batch");
    // (a one-word heading, ".sent", is a word the question may use for something else)
    const sent = doc(
      "Reply",
      "# Reply\n\n## .sent\n\nA boolean you can use to check whether the response has been sent.",
    );
    expect(topicHeadingTerms(sent[0]!, "Which hook runs after a response has been sent?")).toEqual(
      [],
    );
  });

  it("a hyphenated word is also the closed compound another page writes ('sub-protocol', 'subprotocol')", async () => {
    const ws = doc(
      "GraphQL over WebSocket",
      [
        "# GraphQL over WebSocket",
        "",
        "## Supported subprotocols",
        "",
        "The GraphQL over WebSocket Protocol (i.e. the WebSocket sub-protocol) used by default is called `graphql-transport-ws`.",
        "",
        "Mercurius supports the `graphql-transport-ws` and `graphql-ws` subprotocols. If the client doesn't specify one, the connection will be closed by default. To allow a fallback, set a default using the `wsDefaultSubprotocol` option.",
      ].join("\n"),
      "kb/mercurius/graphql-over-websocket.md",
    );
    const a = await ask(
      [...ws, ...filler.flat()],
      "Which WebSocket subprotocol does Mercurius use by default?",
    );
    expect(saidIn(a)).toContain("used by default is called `graphql-transport-ws`");
    expect(contentTerms("the WebSocket sub-protocol")).toContain("subprotocol");
    // (the question's own hyphenated word is its parts: no term the pages never write)
    const q = analyzeQuestion("Which Content-Type lets you POST a raw query?", statsOf(ws));
    expect(q.terms.map((t) => t.term)).not.toContain("contenttyp");
  });

  it("'Which coverage reporters are available?' asks for all of them: every row of the table", async () => {
    expect(askedKinds("Which coverage reporters are available?")).toContain("list");
    const coverage = doc(
      "Code coverage",
      [
        "# Code coverage",
        "",
        "## Coverage Reporters",
        "",
        "By default, Bun prints coverage reports to the console.",
        "",
        "### Available Reporters",
        "",
        "| Reporter | Description |",
        "| -------- | ----------- |",
        "| `text`   | Prints a text summary of the coverage to the console |",
        "| `lcov`   | Save coverage in lcov format |",
      ].join("\n"),
      "kb/bun/code-coverage.mdx",
    );
    const a = await ask([...coverage, ...filler.flat()], "Which coverage reporters are available?");
    expect(saidIn(a)).toContain("`text`");
    expect(saidIn(a)).toContain("`lcov`");
  });

  it("a setting called with a qualifier ('the pluralize blueprint setting') is called by its name", () => {
    expect(settingsCalled("What does the pluralize blueprint setting do?")).toContain("plural");
    expect(settingsCalled("What is the default connect timeout option?")).not.toContain("default");
  });
});

describe("probe set 15 (NAN's C++ API reference, GYP's docs, date-fns's guides)", () => {
  it("'Once you are done, …' is a time, not a number: 'Which command …' is answered by the command", async () => {
    const q = "Which command generates the locale snapshots in date-fns?";
    expect(
      newLiterals("Once you are done with the locale, generate the snapshot.", q).numbers,
    ).toBe(false);
    expect(newLiterals("The cache is cleared once a day.", q).numbers).toBe(true);
    const guide = doc(
      "I18n Contribution Guide",
      [
        "# I18n Contribution Guide",
        "",
        "### Tests",
        "",
        "To test locales we use snapshots. See the `en-US` snapshot for an example.",
        "",
        "To generate snapshots, run `pnpm run locale-snapshots`. The snapshot for the locale you're working on will appear in the root locale directory.",
        "",
        "Once you are done with the locale, generate the snapshot and review the output values.",
      ].join("\n"),
      "kb/date-fns/i18nContributionGuide.md",
    );
    const a = await ask([...guide, ...filler.flat()], q);
    expect(saidIn(a)).toContain("pnpm run locale-snapshots");
  });

  it("'a percent sign suffix' names a character, not a share", () => {
    expect(
      askedKinds("What does a percent sign suffix on a key in a GYP variables section mean?"),
    ).not.toContain("number");
    expect(askedKinds("What percentage of traces is sampled?")).toContain("number");
    expect(askedKinds("What percent of requests are retried?")).toContain("number");
  });

  it("a declaration's signature states its parameter's default; a call passing a value does not", async () => {
    const worker = doc(
      "Asynchronous work helpers",
      [
        "## Asynchronous work helpers",
        "",
        "### Nan::AsyncWorker",
        "",
        "`Nan::AsyncWorker` is an _abstract_ class that you can subclass. To be able to identify the async resources created by this class in async-hooks, provide a `resource_name` to the constructor.",
        "",
        "Definition:",
        "",
        "```c++",
        "class AsyncWorker {",
        " public:",
        '  explicit AsyncWorker(Callback *callback_, const char* resource_name = "nan:AsyncWorker");',
        "  virtual ~AsyncWorker();",
        "};",
        "```",
      ].join("\n"),
      "kb/nan/asyncworker.md",
    );
    // (another page says "default": the knowledge base knows the word)
    const scopes = doc(
      "Scopes",
      "## Scopes\n\nA handle scope is a container for handles. By default a JavaScript-accessible method gets an implicit scope.",
      "kb/nan/scopes.md",
    );
    const a = await ask(
      [...worker, ...scopes, ...filler.flat()],
      "What is the default resource_name of Nan::AsyncWorker?",
    );
    expect(a.status).toBe("SUPPORTED");
    expect(saidIn(a)).toContain('resource_name = "nan:AsyncWorker"');
    const encode = [
      "```c++",
      "v8::Local<v8::Value> Nan::Encode(const void *buf,",
      "                                 size_t len,",
      "                                 enum Nan::Encoding encoding = BINARY);",
      "```",
    ].join("\n");
    expect(statesDefault(encode, "What is the default encoding of Nan::Encode()?")).toBe(true);
    expect(statesDefault(encode, "What is the default length of Nan::Encode()?")).toBe(false);
    // a call chose its value by name; a Python def declares one
    const py = "```python\nrequests.get(url, timeout=30)\n```";
    expect(statesDefault(py, "What is the default timeout?")).toBe(false);
    expect(
      statesDefault("```python\ndef get(url, timeout=30):\n```", "What is the default timeout?"),
    ).toBe(true);
  });

  it("'Which encoding types …?' is not answered by a sentence that says there are some", async () => {
    const q = "Which encoding types does Nan::Encoding represent?";
    expect(unmetKinds(["list"], "An enum representing the supported encoding types.", q)).toEqual([
      "list",
    ]);
    expect(unmetKinds(["list"], "It supports `ASCII`, `UTF8` and `HEX`.", q)).toEqual([]);
    expect(unmetKinds(["list"], "Jaeger accepts spans over gRPC or HTTP.", q)).toEqual([]);
    const bytes = doc(
      "Strings & Bytes",
      [
        "## Strings & Bytes",
        "",
        "### Nan::Encoding",
        "",
        "An enum representing the supported encoding types. A copy of `node::encoding` that is consistent across versions of Node.",
      ].join("\n"),
      "kb/nan/string_bytes.md",
    );
    const a = await ask([...bytes, ...filler.flat()], q);
    expect(a.status).not.toBe("SUPPORTED");
  });

  it("an identifier is not held by a longer one it begins: `TZDateMini` says nothing of `TZDate`", async () => {
    const zones = doc(
      "Time zones",
      [
        "# Time zones",
        "",
        "Starting from v4, date-fns has first-class support for time zones.",
        "",
        "Just like with everything else in date-fns, the time zones support has a minimal bundle size footprint with `UTCDateMini` and `TZDateMini` being `239 B` and `761 B`, respectively.",
      ].join("\n"),
      "kb/date-fns/timeZones.md",
    );
    const q = analyzeQuestion("What is the bundle size of the full TZDate class?", statsOf(zones));
    const tz = q.terms.find((t) => t.term === "tzdate")!;
    expect(termIn(withPrefixes(contentTerms("`TZDateMini` being `761 B`")), tz)).toBe(false);
    expect(termIn(withPrefixes(contentTerms("`TZDate` being 1 kB")), tz)).toBe(true);
    const a = await ask([...zones, ...filler.flat()], q.question);
    expect(a.status).not.toBe("SUPPORTED");
  });

  it("the number asked for is given by a quote about what is asked, not beside a quote about it", async () => {
    const webpack = doc(
      "webpack",
      [
        "# webpack",
        "",
        "## Removing unused languages from dynamic import",
        "",
        "If a locale is imported dynamically, then all locales from date-fns are loaded by webpack into a bundle (~160kb) or split across the chunks. This prolongs the build process and increases the amount of space taken. However, it is possible to use webpack to trim down languages using [ContextReplacementPlugin].",
        "",
        "In order to exclude unused languages we can use webpacks [ContextReplacementPlugin].",
      ].join("\n"),
      "kb/date-fns/webpack.md",
    );
    // (as on the real site, other pages speak of languages and bundles: trimming is what is telling)
    const cdn = doc(
      "CDN",
      "# CDN\n\nThe CDN versions bundle all languages. Keep in mind that the bundle includes every language and locale.",
      "kb/date-fns/cdn.md",
    );
    const i18n = doc(
      "Internationalization",
      "# Internationalization\n\nTo use a language, import its locale. Unused locales stay out of your bundle.",
      "kb/date-fns/i18n.md",
    );
    const a = await ask(
      [...webpack, ...cdn, ...i18n, ...filler.flat()],
      "How big is the language bundle after trimming unused locales with ContextReplacementPlugin?",
    );
    expect(a.status).not.toBe("SUPPORTED");
  });
});

describe("probe set 16 (eslint-plugin-jest's rule pages)", () => {
  it("'In which order …?' asks for the items in their order, which a sentence saying there is one does not give", async () => {
    expect(askedKinds("In which order does Jest always call the hooks?")).toContain("list");
    const onTop = doc(
      "jest/prefer-hooks-on-top",
      "# jest/prefer-hooks-on-top\n\n📝 Suggest having hooks before any test cases.\n\nWhile hooks can be setup anywhere in a test file, they are always called in a specific order, which means it can be confusing if they're intermixed with test cases.",
      "kb/eslint-plugin-jest/prefer-hooks-on-top.md",
    );
    const inOrder = doc(
      "jest/prefer-hooks-in-order",
      "# jest/prefer-hooks-in-order\n\n📝 Prefer having hooks in a consistent order.\n\nWhile hooks can be setup in any order, they're always called by `jest` in this specific order:\n\n1. `beforeAll`\n1. `beforeEach`\n1. `afterEach`\n1. `afterAll`\n\nThis rule aims to make that more obvious.",
      "kb/eslint-plugin-jest/prefer-hooks-in-order.md",
    );
    const a = await ask(
      [...onTop, ...inOrder, ...filler.flat()],
      "In which order does Jest always call the hooks?",
    );
    expect(saidIn(a)).toContain("`beforeAll`");
    expect(saidIn(a)).toContain("`afterAll`");
  });

  it("a sample led in as a value being set ('… using the `x` option:') states no default", async () => {
    const sample = [
      "You can also enforce a limit on the number of describes allowed at the top-level using the `maxNumberOfTopLevelDescribes` option:",
      "",
      "```json",
      "{",
      '  "jest/require-top-level-describe": [',
      '    "error",',
      '    { "maxNumberOfTopLevelDescribes": 2 }',
      "  ]",
      "}",
      "```",
    ].join("\n");
    const q = "What does the maxNumberOfTopLevelDescribes option default to?";
    expect(statesDefault(sample, q)).toBe(false);
    // a configuration shown as the defaults still states them
    expect(statesDefault(`The default configuration:\n\n${sample.split("\n\n")[1]}`, q)).toBe(true);
    const page = doc(
      "jest/require-top-level-describe",
      [
        "# jest/require-top-level-describe",
        "",
        "## Options",
        "",
        sample,
        "",
        "Examples of **incorrect** code with the above config:",
        "",
        "```js",
        "describe('test suite', () => {});",
        "describe('test suite', () => {});",
        "```",
        "",
        "This option defaults to `Infinity`, allowing any number of top-level describes.",
      ].join("\n"),
      "kb/eslint-plugin-jest/require-top-level-describe.md",
    );
    const a = await ask([...page, ...filler.flat()], q);
    expect(saidIn(a)).toContain("defaults to `Infinity`");
    expect(saidIn(a)).not.toContain('"maxNumberOfTopLevelDescribes": 2');
  });
});

describe("probe set 17 (the Turborepo docs: MDX, an HTML table, 'Default: `30`' entries)", () => {
  const envTable = [
    "# System environment variables",
    "",
    '<table id="system-environment-variables-table">',
    "  <thead>",
    "    <tr>",
    "      <th>Variable</th>",
    "      <th>Description</th>",
    "    </tr>",
    "  </thead>",
    "  <tbody>",
    '    <tr id="turbo_token">',
    "      <td>",
    "        <code>TURBO_TOKEN</code>",
    "      </td>",
    "      <td>",
    "        The Bearer token for authentication to access the Remote Cache.",
    "      </td>",
    "    </tr>",
    '    <tr id="turbo_tui_scrollback_length">',
    "      <td>",
    "        <code>TURBO_TUI_SCROLLBACK_LENGTH</code>",
    "      </td>",
    "      <td>",
    "        Number of lines to keep in scrollback for each task in the terminal",
    "        UI. Defaults to <code>2048</code>.",
    "      </td>",
    "    </tr>",
    "  </tbody>",
    "</table>",
  ].join("\n");

  it("an HTML table is quoted by the sentences of its cells, each named by its row, never across cells", async () => {
    // (as ingest reads it: inline tags a reader does not see are gone)
    const seen = renderSiteMarkup(envTable, { file: "/kb/env.mdx", root: "/kb", params: {} }).text;
    const page = doc("System environment variables", seen, "kb/turbo/env.mdx");
    const cells = page.flatMap((p) =>
      (p.blocks ?? []).map((b) => [p.text.slice(b.start, b.end), b.context ?? ""]),
    );
    expect(cells).toContainEqual([
      "Number of lines to keep in scrollback for each task in the terminal\n        UI.",
      "TURBO_TUI_SCROLLBACK_LENGTH",
    ]);
    // (as on the real site, other pages state defaults too)
    const config = doc(
      "Configuring turbo.json",
      "# Configuring turbo.json\n\n### `timeout`\n\nDefault: `30`\n\nSets a timeout for remote cache operations.",
      "kb/turbo/configuration.mdx",
    );
    const a = await ask(
      [...page, ...config, ...filler.flat()],
      "How many lines of scrollback does the terminal UI keep for each task by default?",
    );
    expect(saidIn(a)).toContain("2048");
    expect(saidIn(a)).not.toContain("</td>");
    // no window joins two cells' sentences over the tags between them
    for (const p of page)
      for (const w of windowsOf(p)) expect(p.text.slice(w.start, w.end)).not.toContain("</td>");
    // a line of tags alone inside the table goes whole: left blank, it would end the HTML block
    const withDiv = renderSiteMarkup(
      envTable.replace("        UI.", "        <div></div>\n        UI."),
      { file: "/kb/env.mdx", root: "/kb", params: {} },
    ).text;
    expect(withDiv).not.toMatch(/\n\s*\n\s+UI\./);
  });

  it("the default of a named flag is its entry's 'Default:' line, not a case the question does not name", async () => {
    const q = "What does the --continue flag default to?";
    expect(unmetKinds(["literal"], "Default: `never`", q)).toEqual([]);
    expect(
      unmetKinds(["literal"], "Set it to `true` to continue.", "Which flag continues?"),
    ).toEqual(["literal"]);
    const run = doc(
      "run",
      [
        "# run",
        "",
        "### `--continue[=<option>]`",
        "",
        "Default: `never`",
        "",
        "Specify how `turbo` should handle current and pending tasks in the presence of an error.",
        "",
        "- When `--continue=never` and an error occurs, `turbo` will cancel all tasks.",
        "- When `--continue=always` and an error occurs, `turbo` will continue running all tasks.",
        "- When `--continue` is specified without a value, it will default to `always`.",
        "",
        "### `--cwd <path>`",
        "",
        "Default: Directory of root `turbo.json`",
      ].join("\n"),
      "kb/turbo/reference/run.mdx",
    );
    const a = await ask([...run, ...filler.flat()], q);
    expect(a.claims[0]?.text).toContain("Default: `never`");
    // the special case ranks below a plain item of the same entry
    const asked = analyzeQuestion(q, statsOf(run));
    const item = { kind: "item" as const, passage: run[0]!, context: null };
    const fit = (text: string) => entryFit(asked, item, text, new Set<string>(), "");
    expect(
      fit("- When `--continue` is specified without a value, it will default to `always`."),
    ).toBeLessThan(fit("- When `--continue=never` and an error occurs, it will cancel all tasks."));
  });

  it("a default to come ('We expect to enable it by default in Turborepo 3.0') states none today", () => {
    const q = "What is the default cacheMaxAge?";
    expect(statesDefault("We expect to enable it by default in Turborepo 3.0.", q)).toBe(false);
    expect(
      statesDefault("It will change in a future version; today it is off by default.", q),
    ).toBe(true);
  });

  it("'Which Python version …?' is answered by a version, not by the number of 'PEP 517'", () => {
    const q = "Which Python version does the guide require?";
    expect(
      unmetKinds(["number"], "Other PEP 517 build backends default to `cache: false`.", q),
    ).toEqual(["number"]);
    expect(unmetKinds(["number"], "It requires Python 3.12 or later.", q)).toEqual([]);
    // "For how long are major versions supported?" asks a time, not a version
    expect(
      unmetKinds(
        ["number"],
        "For two years from the next major release.",
        "For how long are major versions supported? How many?",
      ),
    ).toEqual([]);
  });
});

describe("probe set 17, tables and versions", () => {
  it("a row whose cell under the asked column is empty ('| 2.x | Jun. 4, 2024 | - |') does not answer", async () => {
    const header = "| Major version | Release date | End-of-life date |";
    const q = "What is the end-of-life date of Turborepo 2.x?";
    expect(askedCellBlank(q, header, "| 2.x | Jun. 4, 2024 | - |")).toBe(true);
    expect(askedCellBlank(q, header, "| 1.x | Dec. 9, 2021 | Jun. 4, 2026 |")).toBe(false);
    // (the release date is asked of a row whose end-of-life cell is empty: it is there)
    expect(
      askedCellBlank("What is the release date of 2.x?", header, "| 2.x | Jun. 4, 2024 | - |"),
    ).toBe(false);
    const policy = doc(
      "Support policy",
      [
        "# Support policy",
        "",
        "## LTS policy",
        "",
        "Major versions of Turborepo will be supported for two years from the release date of the next major version.",
        "",
        "| Major version | Release date | End-of-life date |",
        "| ------------- | ------------ | ---------------- |",
        "| 2.x           | Jun. 4, 2024 | -                |",
        "| 1.x           | Dec. 9, 2021 | Jun. 4, 2026     |",
      ].join("\n"),
      "kb/turbo/support-policy.mdx",
    );
    const a = await ask([...policy, ...filler.flat()], q);
    expect(a.status).not.toBe("SUPPORTED");
  });
});

describe("probe set 18 (the skills pages @trpc/server ships)", () => {
  it("a program's comment 'defaults to' states the default beside its value", () => {
    const server = [
      "```ts",
      "createHTTPServer({",
      "  router: appRouter,",
      "  // basePath: '/trpc/', // optional, defaults to '/'",
      "}).listen(2022);",
      "```",
    ].join("\n");
    expect(statesDefault(server, "What does basePath default to in the standalone adapter?")).toBe(
      true,
    );
  });

  it("'Is there a limit on the request body size by default?' asks no on/off state ('on the' is a preposition)", () => {
    expect(ASKS_DEFAULT_STATE.test("Is there a limit on the request body size by default?")).toBe(
      false,
    );
    expect(ASKS_DEFAULT_STATE.test("Is compression on by default?")).toBe(true);
    expect(ASKS_DEFAULT_STATE.test("Is the cache turned on by default?")).toBe(true);
  });
});

describe("probe set 19 (a versioned site beside READMEs: help output, nested option lists, a versions table)", () => {
  const usage = doc(
    "Using documentation on the command line",
    [
      "# Using documentation on the command line",
      "",
      "```",
      "$ documentation --help build",
      "",
      "Options:",
      "  --version                  Show version number                       [boolean]",
      "  --markdown-toc-max-depth   specifies the max depth of the table of contents in markdown output",
      "                                                           [number] [default: 6]",
      "  --shallow                  shallow mode turns off dependency resolution, only",
      "                             processing the specified files (or the main script",
      "                             specified in package.json)",
      "                                                      [boolean] [default: false]",
      "```",
    ].join("\n"),
    "kb/documentation/USAGE.md",
  );
  const nodemon = doc(
    "nodemon",
    "# nodemon\n\nnodemon restarts your application when files change. Use the `--watch` option to add paths.",
    "kb/nodemon/README.md",
  );

  it("a product written in lower case with its language's suffix ('documentation.js') is named by the folder it is filed under", async () => {
    const a = await ask(
      [...usage, ...nodemon, ...filler.flat()],
      "Which option turns off dependency resolution in documentation.js?",
    );
    expect(a.status).toBe("SUPPORTED");
    expect(saidIn(a)).toContain("--shallow");
    expect(saidIn(a)).not.toContain("--markdown-toc-max-depth");
    // a file name is no product: nothing is filed under "index"
    const q = analyzeQuestion("What does index.js export?", statsOf([...usage, ...nodemon]));
    expect(q.literals).toContain("index.js");
  });

  it("a value listed under its setting is that setting's default; a default described in words and declared so is one", () => {
    const claim = (text: string, context: string | null) => supportedClaim(text, "c-1", context);
    const sjson = doc(
      "secure-json-parse",
      "# secure-json-parse\n\nThe default for each option is given with it. A `__proto__` key is removed or refused.",
      "kb/secure-json-parse/README.md",
    );
    const q = analyzeQuestion(
      "What does secure-json-parse do by default when it finds a __proto__ key?",
      statsOf([...sjson, ...filler.flat()]),
    );
    const value =
      "- `'error'` - throw a `SyntaxError` when a `__proto__` key is found. This is the default value.";
    const under = coverageOf(
      q,
      [claim(value, "`protoAction` - optional string with one of:")],
      sjson,
    );
    expect(under.missingKind).toBeNull();
    const unrelated = coverageOf(
      q,
      [claim(value, "`reviver` - optional function, one of:")],
      sjson,
    );
    expect(unrelated.missingKind).toBe("the default asked for");
    const gyp = doc(
      "Input Format Reference",
      "# Input Format Reference\n\nLists merge by a policy. The default may be changed per key.",
      "kb/gyp/InputFormatReference.md",
    );
    const policy = analyzeQuestion(
      "What is the default list merge policy in GYP?",
      statsOf([...gyp, ...filler.flat()]),
    );
    const declared =
      "* If the list key is undecorated, the policy is for the source list contents to be appended to the destination list.  This is the\n      default list merge policy.";
    expect(coverageOf(policy, [claim(declared, null)], gyp).missingKind).toBeNull();
    expect(
      coverageOf(policy, [claim("* The merge policy can be set per list.", null)], gyp).missingKind,
    ).toBe("the default asked for");
  });

  it("a release line ('6.x.x') says its major version, and '>= 20' is a version", async () => {
    const versions = doc(
      "ioredis",
      [
        "# ioredis",
        "",
        "## Versions",
        "",
        "| Version        | Branch | Node.js Version | Redis Version   |",
        "| -------------- | ------ | --------------- | --------------- |",
        "| 6.x.x (latest) | main   | >= 20           | 6.2    ~ latest |",
        "| 5.x.x          | v5     | >= 12           | 2.6.12 ~ latest |",
        "",
        "## Connect",
        "",
        "ioredis requires a running Redis server and connects on startup.",
      ].join("\n"),
      "kb/ioredis/README.md",
    );
    const a = await ask(
      [...versions, ...nodemon, ...filler.flat()],
      "Which Node.js version does ioredis 6 require?",
    );
    expect(saidIn(a)).toContain(">= 20");
    expect(saidIn(a)).not.toContain(">= 12");
    const asked = "Which Node.js version does ioredis 6 require?";
    expect(unmetKinds(["number"], "| main | >= 20 | latest |", asked)).toEqual([]);
    expect(unmetKinds(["number"], "Maintained on the main branch since 2022.", asked)).toEqual([
      "number",
    ]);
  });
});

describe("probe set 20 (axios, terser and highlight.js: a commented config sample, upgrade guides)", () => {
  it("a release written as one ('v11.0') says its major version; a bare '6.2' says none", () => {
    const v11 = passageTerms(
      "- The option `ignoreIllegals` is now `true` by default.",
      "Upgrading to Highlight.js v11.0",
      "kb/highlight.js/VERSION_11_UPGRADE.md",
    );
    expect(v11.has("11")).toBe(true);
    const redis = passageTerms("| 6.2 ~ latest |", "ioredis › Versions", "kb/ioredis/README.md");
    expect(redis.has("6")).toBe(false);
  });

  it("a program's line 'value, // default' states the default, and the on/off state when the value is true or false", () => {
    const sample =
      "  // `decompress` indicates whether or not the response body should be decompressed\n  decompress: true, // default";
    expect(statesDefault(sample, "Is decompression enabled by default in axios?")).toBe(true);
    expect(
      statedDefault(
        "What is the default method of an axios request?",
        "  method: 'get', // default",
      ),
    ).toBeGreaterThan(0);
    // a setting's value in single quotes is the literal asked for
    const cookie =
      "  // `xsrfCookieName` is the name of the cookie to use as a value for the xsrf token\n  xsrfCookieName: 'XSRF-TOKEN', // default";
    expect(unmetKinds(["literal"], cookie, "What is the default xsrfCookieName?")).toEqual([]);
    // (a value with no comment saying it is the default states none)
    expect(
      statesDefault("  decompress: true,", "Is decompression enabled by default in axios?"),
    ).toBe(false);
  });
});

describe("probe set 21 (option-heavy READMEs: a header reference in <details>, option lists, parameter tables)", () => {
  const helmet = [
    "# Helmet",
    "",
    "## HTTP header reference",
    "",
    '<details id="cross-origin-embedder-policy">',
    "<summary><code>Cross-Origin-Embedder-Policy</code></summary>",
    "",
    "This header is not set by default.",
    "",
    "The `Cross-Origin-Embedder-Policy` header helps control what resources can be loaded cross-origin.",
    "",
    "</details>",
    "",
    '<details id="cross-origin-opener-policy">',
    "<summary><code>Cross-Origin-Opener-Policy</code></summary>",
    "",
    "Default:",
    "",
    "```http",
    "Cross-Origin-Opener-Policy: same-origin",
    "```",
    "",
    "The `Cross-Origin-Opener-Policy` header helps process-isolate your page.",
    "",
    "</details>",
    "",
    "[XSS]: https://developer.mozilla.org/en-US/docs/Glossary/Cross-site_scripting",
  ].join("\n");
  const seen = (md: string) =>
    renderSiteMarkup(md, { file: "/kb/helmet/README.md", root: "/kb", params: {} }).text;

  it("a collapsible block's summary heads its section, one level below the section it sits in", async () => {
    const page = seen(helmet);
    expect(page).toContain(
      "### Cross-Origin-Embedder-Policy\n\nThis header is not set by default.",
    );
    expect(page).toContain("### Cross-Origin-Opener-Policy");
    expect(page).not.toContain("<details");
    const a = await ask(
      doc("Helmet", page, "kb/helmet/README.md"),
      "Does Helmet set the Cross-Origin-Embedder-Policy header by default?",
    );
    expect(a.text).toContain("This header is not set by default.");
    expect(a.text).not.toContain("same-origin");
  });

  it("a block followed by text of its parent section keeps its summary as text (no heading would end it)", () => {
    const page = seen(
      "## Usage\n\n<details>\n<summary>See asciinema video</summary>\n\n[video](https://a.b/c)\n\n</details>\n\n> [!Tip]\n> Run it before each commit.\n",
    );
    expect(page).not.toMatch(/^#+ See asciinema video/m);
  });

  const options = doc(
    "http-proxy-middleware",
    [
      "# http-proxy-middleware",
      "",
      "## `http-proxy` options",
      "",
      "- **option.proxyTimeout**: timeout (in millis) when proxy receives no response from target",
      "- **option.timeout**: timeout (in millis) for incoming requests",
      "- **option.followRedirects**: true/false, Default: false - specify whether you want to follow redirects",
    ].join("\n"),
    "kb/http-proxy-middleware/README.md",
  );

  it("the default of a setting the question names is never another setting's default from the same list", async () => {
    const a = await ask(options, "What is the default proxyTimeout in http-proxy-middleware?");
    expect(a.text).not.toContain("followRedirects");
    expect(["INSUFFICIENT_EVIDENCE", "NOT_IN_KNOWLEDGE_BASE"]).toContain(a.status);
    // (the setting whose default the list states is still answered)
    const b = await ask(options, "What is the default followRedirects in http-proxy-middleware?");
    expect([b.status, b.limitations]).toEqual(["SUPPORTED", []]);
    expect(b.text).toContain("Default: false");
  });

  it("nor a sentence about another setting in code, while a block naming no setting may answer", async () => {
    const redis = doc(
      "ioredis",
      [
        "# ioredis",
        "",
        "## Timeouts",
        "",
        "Pass `connectTimeout` to bound how long the client waits for a connection.",
        "",
        "Blocking commands may wait forever. This feature is **opt-in**. It is **disabled by default** and is only enabled",
        "when `blockingTimeout` is set to a positive number of milliseconds.",
      ].join("\n"),
      "kb/ioredis/README.md",
    );
    const a = await ask(redis, "What is the default connectTimeout in ioredis?");
    expect([a.status, a.text]).toEqual([
      "INSUFFICIENT_EVIDENCE",
      expect.not.stringContaining("blockingTimeout"),
    ]);
    const pretty = doc(
      "pino-pretty",
      [
        "# pino-pretty",
        "",
        "## CLI Arguments",
        "",
        "- `--translateTime` (`-t`): Translate the epoch time value into a human-readable",
        "  date and time string. This flag also can set the format string to apply when",
        "  translating the date to a human-readable format. For a list of available pattern",
        "  letters, see the [`dateformat` documentation](https://www.npmjs.com/package/dateformat).",
        "  - The default format is `HH:MM:ss.l` in the local timezone.",
        "- `--ignore` (`-i`): Ignore one or several keys. Default: `hostname`.",
      ].join("\n"),
      "kb/pino-pretty/README.md",
    );
    const b = await ask(pretty, "What is the default time format of pino-pretty's translateTime?");
    expect(b.text).toContain("HH:MM:ss.l");
  });

  it("a row under a Default column states the default of the entry the question names, not of its neighbour", () => {
    const header = "| Name | Default | Description |\n| --- | --- | --- |";
    const q = "What is the default value of exitOnError in winston?";
    expect(
      statedDefault(
        q,
        "| `exitOnError` | `true` | If false, handled exceptions will not cause `process.exit` |",
        header,
      ),
    ).toBeGreaterThan(0);
    expect(
      statedDefault(
        "What is the default level of a winston logger?",
        "| `levels` | `winston.config.npm.levels` | Levels (and colors) representing log priorities |",
        header,
      ),
    ).toBe(0);
    expect(
      statedDefault(q, "| `exitOnError` | `true` | … |", "| Name | Type | Description |"),
    ).toBe(0);
  });

  it("'What does X set the header to?' asks for the value it is set to", () => {
    expect(askedKinds("What does Helmet set the X-XSS-Protection header to?")).toContain("literal");
    expect(askedKinds("Why does Helmet set the X-XSS-Protection header?")).not.toContain("literal");
  });
});

describe("probe set 22 (seven READMEs: defaults shown only by example, no default stated, coined names)", () => {
  it("a sample led in by 'with the `x` option:' sets a value of the reader's choosing, not the default", () => {
    const page = doc(
      "sanitize-html",
      [
        "# sanitize-html",
        "",
        "### Restricting deep nesting",
        "",
        "You can limit the depth of HTML tags in the document with the `nestingLimit` option:",
        "",
        "```javascript",
        "nestingLimit: 6",
        "```",
        "",
        "This will prevent the user from nesting tags more than 6 levels deep.",
      ].join("\n"),
      "kb/sanitize-html/README.md",
    );
    const q = analyzeQuestion("What is the default nestingLimit in sanitize-html?", statsOf(page));
    expect(selectQuotes(q, page)).toEqual([]);
  });

  it("'There are no default values for `expiresIn`' answers whether there is a default, over a default in passing", () => {
    const q = "Is there a default expiresIn for jwt.sign in jsonwebtoken?";
    const none = statedDefault(
      q,
      "> There are no default values for `expiresIn`, `notBefore`, `audience`, `subject`, `issuer`.",
    );
    const passing = statedDefault(
      q,
      "* `expiresIn`: expressed in seconds. If you use a string, milliseconds unit is used by default.",
    );
    expect(none).toBeGreaterThan(passing);
    // (about something the question does not name, "no default" answers nothing)
    expect(statedDefault(q, "There are no default values for `audience`.")).toBeLessThan(none);
  });

  it("a default stated for another setting, or the default of another thing, is not the one asked", () => {
    const pruned =
      "If `pruneAgedBuckets` is `false` (default), the metric value will always be present, even when empty (its percentile values will be `0`).";
    expect(
      statesDefault(pruned, "What are the default percentiles of a prom-client Summary?"),
    ).toBe(false);
    expect(statesDefault(pruned, "What is the default of pruneAgedBuckets in prom-client?")).toBe(
      true,
    );
    // (a question may name the setting in words: `followSymlinks` is "follow symlinks")
    const symlinks =
      "- `followSymlinks` (default: `true`). When `false`, only the symlinks are watched.";
    expect(statesDefault(symlinks, "Which events does chokidar emit by default?")).toBe(false);
    expect(statesDefault(symlinks, "Does chokidar follow symlinks by default?")).toBe(true);
    // ("the default value is" under the setting asked states its default)
    expect(
      statesDefault("The default value is `16`.", "What is the default value of maxRedirections?"),
    ).toBe(true);
    const percentiles = "The default percentiles are: 0.01, 0.05, 0.5, 0.9, 0.95, 0.99, 0.999.";
    expect(
      statesDefault(percentiles, "What is the default maxAgeSeconds of a prom-client Summary?"),
    ).toBe(false);
    expect(
      statesDefault(percentiles, "What are the default percentiles of a prom-client Summary?"),
    ).toBe(true);
  });

  it("a coined name ('EdDSA') is not read as a slip for a word the knowledge base has ('ECDSA')", () => {
    const table = doc(
      "jsonwebtoken",
      "# jsonwebtoken\n\n## Algorithms supported\n\n| alg | Algorithm |\n| --- | --- |\n| ES256 | ECDSA using P-256 curve |\n| ES512 | ECDSA using P-521 curve |\n",
      "kb/jsonwebtoken/README.md",
    );
    const q = analyzeQuestion("Does jsonwebtoken support the EdDSA algorithm?", statsOf(table));
    expect(q.terms.find((t) => t.word === "eddsa")?.term).toBe("eddsa");
    const typo = analyzeQuestion("Does jsonwebtoken support the ecdssa algorithm?", statsOf(table));
    expect(typo.terms.find((t) => t.word === "ecdssa")?.term).toBe("ecdsa");
  });

  it("'exactly once' counts times, and 'HTTP' names a protocol", () => {
    expect(
      unmetKinds(
        ["number"],
        "By default every mocked request is expected to be made exactly once.",
        "How many times is each mocked request expected to be made by default in nock?",
      ),
    ).toEqual([]);
    const times = countedWords(
      "How many times is each mocked request expected to be made by default in nock?",
    );
    expect(countsAsked(times, "every mocked request is expected to be made exactly once")).toBe(
      true,
    );
    expect(countsAsked(times, "the request waits 5 seconds")).toBe(false);
    expect(kindsShown("By default nock assumes HTTP.")).toContain("protocol");
    expect(kindsShown("By default nock prints using console.log.")).not.toContain("protocol");
  });
});

describe("probe set 23 (the unified collective: options entries, the same options in two packages)", () => {
  it("'How many … at most?' asks a bound: an example's count in a sample is none, 'the maximum number' is", () => {
    const q = "How many plugins can a unified processor use at most?";
    expect(
      unmetKinds(
        ["number"],
        "unified()\n  // Two plugins, the second with options:\n  .use([pluginD, [pluginE, {}]])",
        q,
      ),
    ).toEqual(["number"]);
    expect(
      unmetKinds(
        ["number"],
        "- `braceExpandMax` number, defaults to `10_000`. This is the maximum number of `{x,y}` patterns to expand.",
        "How many brace patterns does glob expand at most by default?",
      ),
    ).toEqual([]);
  });
});

describe("probe set 24 (eslint-plugin-jsx-a11y: rule pages that share sentences, sample configurations)", () => {
  const rule = (name: string, body: string) =>
    doc(
      `jsx-a11y/${name}`,
      `# jsx-a11y/${name}\n\n${body}`,
      `kb/eslint-plugin-jsx-a11y/${name}.md`,
    );
  const depth =
    "## Rule options\n\n- `depth` (default 2, max 25) is an integer that determines how deep within a `JSXElement` the rule should look for text content.";

  it("a question naming a page by its hyphenated name is answered from that page, not from one sharing its sentence", () => {
    const pages = [
      ...rule(
        "control-has-associated-label",
        `Enforce that a control has a text label.\n\n${depth}`,
      ),
      ...rule(
        "label-has-associated-control",
        `Enforce that a label tag has a text label.\n\n${depth}`,
      ),
    ];
    const q = analyzeQuestion(
      "What is the default depth of the label-has-associated-control rule?",
      statsOf(pages),
    );
    const quotes = selectQuotes(q, pages);
    expect(quotes.map((x) => x.title)).toEqual(["jsx-a11y/label-has-associated-control"]);
  });

  it("a rule's sample configuration ('This rule takes one optional object argument …:') and markup state no default", () => {
    const sample =
      'This rule takes one optional object argument of type object:\n\n```json\n{\n    "rules": {\n        "jsx-a11y/no-autofocus": [ 2, {\n            "ignoreNonDOM": true\n        }],\n    }\n}\n```';
    const page = rule(
      "no-autofocus",
      `Enforce that autoFocus prop is not used on elements.\n\n## Rule options\n\n${sample}`,
    );
    const q = analyzeQuestion(
      "What does the ignoreNonDOM option of no-autofocus default to?",
      statsOf(page),
    );
    expect(selectQuotes(q, page)).toEqual([]);
    expect(
      statesDefault(sample, "What does the ignoreNonDOM option of no-autofocus default to?"),
    ).toBe(false);
    expect(
      statesDefault(
        '```jsx\n<div\n  role="button"\n  tabIndex={0} />\n```',
        "What is the default value of the tabbable option?",
      ),
    ).toBe(false);
    // (a configuration file's sample still shows its values)
    expect(
      statesDefault("```yaml\nport: 8080\nhost: localhost\n```", "What is the default port?"),
    ).toBe(true);
  });
});

describe("probe set 25 (guidance pages for coding agents, an upgrade guide)", () => {
  it("a sample labelled 'Wrong:' and a line naming the page's source are never the answer", () => {
    const page = doc(
      "Adopt RTK Query",
      [
        "# Adopt RTK Query",
        "",
        "### MEDIUM Persisting browser API cache by default",
        "",
        "Wrong:",
        "",
        "```ts",
        "const persistConfig = { key: 'root', storage: window.localStorage }",
        "```",
        "",
        "Persisting RTK Query cache in browsers often keeps stale data around longer than users expect; treat persistence as a special case, not the default.",
        "",
        "Source: reduxjs/redux-toolkit:docs/rtk-query/usage/persistence-and-rehydration.mdx",
      ].join("\n"),
      "kb/redux-toolkit/adopt-rtk-query/SKILL.md",
    );
    const q = analyzeQuestion(
      "Should the RTK Query cache be persisted in browsers by default?",
      statsOf(page),
    );
    const quotes = selectQuotes(q, page);
    expect(quotes[0]?.text).toContain("special case");
  });

  it("a default stated beside another setting in a later clause is still the default asked", () => {
    const page = doc(
      "Slices",
      [
        "# Slices",
        "",
        "### HIGH Assuming `entity.id` exists for every collection",
        "",
        "Correct:",
        "",
        "```ts",
        "const booksAdapter = createEntityAdapter<Book>({",
        "  selectId: (book) => book.bookId,",
        "})",
        "```",
        "",
        "Adapters default to `entity.id`; collections keyed by another field must provide `selectId`.",
      ].join("\n"),
      "kb/redux-toolkit/slices/SKILL.md",
    );
    const q = analyzeQuestion(
      "What does createEntityAdapter use as an entity's ID by default?",
      statsOf(page),
    );
    expect(selectQuotes(q, page).map((x) => x.text)).toContainEqual(
      expect.stringContaining("`entity.id`"),
    );
  });

  it("'Node.js older than 12' states a version; 'SQLite' is the knowledge base's `sqlite3`", () => {
    expect(
      unmetKinds(
        ["number"],
        "- Node.js older than 12 is no longer supported, make sure to update your environment;",
        "Which Node.js versions did knex 1.0.0 stop supporting?",
      ),
    ).toEqual([]);
    const upgrading = doc(
      "Upgrading",
      "# Upgrading\n\n### Upgrading to version 2.0.0+\n\n- Since `sqlite3` is maintained again, we switched back to it.\n",
      "kb/knex/UPGRADING.md",
    );
    const q = analyzeQuestion("Which SQLite driver did knex switch back to?", statsOf(upgrading));
    expect(q.terms.find((t) => t.word === "sqlite")?.term).toBe("sqlite3");
  });
});

describe("a question asking how two things differ", () => {
  it("is not answered by a line that names both and sets neither against the other", () => {
    const claim = (text: string, chunkId: string) => supportedClaim(text, chunkId);
    const evidence = doc(
      "Watch Mode",
      "# Watch Mode\n\nThe difference between --watch and --hot mode: automatic reloading in Bun.\n",
      "kb/bun/runtime/watch-mode.mdx",
    );
    const q = analyzeQuestion(
      "What is the difference between --watch and --hot mode?",
      statsOf(evidence),
    );
    const named = coverageOf(
      q,
      [
        claim(
          "The difference between --watch and --hot mode: automatic reloading in Bun.",
          evidence[0]!.chunkId,
        ),
      ],
      evidence,
    );
    // (the word "difference" is there; no side is set against the other)
    expect(named.missingKind).toContain("how they differ");
    const contrasted = coverageOf(
      q,
      [
        claim(
          "The difference between --watch and --hot mode: --watch hard restarts the process, while --hot reloads code in place.",
          evidence[0]!.chunkId,
        ),
      ],
      evidence,
    );
    expect(contrasted.missingKind ?? "").not.toContain("how they differ");
  });
});

describe("probe set 26 (the Vercel AI SDK's MDX site: parameters as data, migration guides)", () => {
  const reference = (title: string, entries: [string, string][]) =>
    doc(
      title,
      renderSiteMarkup(
        [
          `# \`${title}()\``,
          "",
          "### Parameters",
          "",
          "<PropertiesTable",
          "  content={[",
          ...entries.map(
            ([name, description]) =>
              `    { name: '${name}', type: 'number', isOptional: true, description: '${description}' },`,
          ),
          "  ]}",
          "/>",
        ].join("\n"),
        { file: `/kb/ai-sdk/${title}.mdx`, root: "/kb", params: {} },
      ).text,
      `kb/ai-sdk/reference/${title}.mdx`,
    );

  it("an entry of a parameters component is quoted whole, and answers for its own function only", async () => {
    const embedMany = reference("embedMany", [
      ["maxRetries", "Maximum number of retries. Set to 0 to disable retries. Default: 2."],
      [
        "maxParallelCalls",
        "Maximum number of concurrent requests to the provider. Default: Infinity.",
      ],
    ]);
    const rerank = reference("rerank", [
      ["maxRetries", "Maximum number of retries. Set to 0 to disable retries. Default: 2."],
      ["topN", "Number of top documents to return."],
    ]);
    const kb = [...embedMany, ...rerank, ...filler.flat()];
    const asked = await ask(kb, "What is the default maxParallelCalls of embedMany?");
    expect(asked.status).toBe("SUPPORTED");
    expect(saidIn(asked)).toBe(
      "- `maxParallelCalls` (`number`, optional): Maximum number of concurrent requests to the provider. Default: Infinity.",
    );
    // rerank's page has no maxParallelCalls: embedMany's entry is another function's setting
    expect(
      analyzeQuestion("What is the default maxParallelCalls of rerank?", statsOf(kb)).terms,
    ).toContainEqual(expect.objectContaining({ word: "rerank", must: true }));
    const other = await ask(kb, "What is the default maxParallelCalls of rerank?");
    expect(other.status).not.toBe("SUPPORTED");
  });

  it("under a heading that says 'Default', a program passing its values and a default said to be no value state none", async () => {
    const middleware = doc(
      "Language Model Middleware",
      [
        "# Language Model Middleware",
        "",
        "### Default Settings",
        "",
        "The `defaultSettingsMiddleware` function can be used to apply default settings to a language model.",
        "",
        "```ts",
        "import { wrapLanguageModel, defaultSettingsMiddleware } from 'ai';",
        "",
        "const model = wrapLanguageModel({",
        "  model: yourModel,",
        "  middleware: defaultSettingsMiddleware({",
        "    settings: {",
        "      temperature: 0.5,",
        "      maxOutputTokens: 800,",
        "    },",
        "  }),",
        "});",
        "```",
        "",
        "### Temperature Default Removal",
        "",
        "Temperature is no longer set to `0` by default.",
      ].join("\n"),
      "kb/ai-sdk/middleware.mdx",
    );
    const kb = [...middleware, ...filler.flat()];
    const tokens = await ask(kb, "What is the default maxOutputTokens?");
    expect(saidIn(tokens)).not.toContain("800");
    const temperature = await ask(kb, "What is the default temperature?");
    expect(saidIn(temperature)).not.toContain("no longer set to `0`");
    // (a table under such a heading still states them: see "Default Headers" above)
  });

  it("the numbers of an aside's examples, and a value set over the default, answer no 'how many by default'", () => {
    const page = doc(
      "Image Generation",
      [
        "# Image Generation",
        "",
        "`generateImage` batches requests. By default, the SDK uses provider-documented limits (for example, DALL-E 3 can only generate 1 image per call, while DALL-E 2 supports up to 10).",
      ].join("\n"),
      "kb/ai-sdk/image-generation.mdx",
    );
    // (in a knowledge base where "generate" and "default" are everyday words)
    const q = analyzeQuestion(
      "How many images does generateImage generate by default?",
      statsIn(page, { generate: 300, default: 200, images: 40 }),
    );
    expect(selectQuotes(q, page)).toEqual([]);
    expect(
      statesDefault(
        "```ts\nconst { images } = await generateImage({\n  maxImagesPerCall: 5, // Override the default batch size\n});\n```",
        "What is the default maxImagesPerCall?",
      ),
    ).toBe(false);
  });

  it("a value a program's comment calls an example, a function named default…, and a default said not to be a value state no default", () => {
    const q = "What is the default maxOutputTokens?";
    // (a program cut where its fence is outside the window)
    expect(statesDefault("  maxOutputTokens: 100000, // example default setting", q)).toBe(false);
    expect(statesDefault("  maxOutputTokens: 100000, // the default", q)).toBe(true);
    expect(statesDefault("  middleware: defaultSettingsMiddleware({", q)).toBe(false);
    const temperature = "What is the default temperature in AI SDK 5.0?";
    expect(statesDefault("Temperature is no longer set to `0` by default.", temperature)).toBe(
      false,
    );
    expect(statesDefault("Temperature defaults to `0`.", temperature)).toBe(true);
    // a link's "https://…#Example" is no comment
    expect(
      statesDefault(
        "The default options for this rule allow an implicit role of `navigation` on a `nav` element as [advised](https://www.w3.org/WAI/GL/wiki/Using_HTML5_nav_element#Example:The_nav_element).",
        "Which implicit role do the default options of no-redundant-roles allow on a nav element?",
      ),
    ).toBe(true);
  });
});

describe("probe set 27 (the Next.js docs: App and Pages Router references, nested defaults)", () => {
  it("'instead of the default `.next` folder' names the default; 'than the default' alone does not", () => {
    const q = "Which folder does next build write to by default?";
    expect(
      statesDefault(
        "Now if you run `next build` Next.js will use `build` instead of the default `.next` folder.",
        q,
      ),
    ).toBe(true);
    expect(statesDefault("It applies more optimizations than the default.", q)).toBe(false);
    // a code span named `default` is a name, not the word
    expect(
      statesDefault(
        "Updating `staleTimes.static` also updates the `stale` value of the `default` cache profile.",
        "What is the default staleTimes value for static pages?",
      ),
    ).toBe(false);
  });

  it("a sample led in by 'You can increase the TTL …:' sets a value and states no default; the configuration shown by default does", () => {
    const image = doc(
      "Image Component",
      [
        "# Image Component",
        "",
        "#### `minimumCacheTTL`",
        "",
        "`minimumCacheTTL` allows you to configure the Time to Live (TTL) in seconds for cached optimized images.",
        "",
        "If no configuration is provided, the default below is used.",
        "",
        "```js",
        "module.exports = {",
        "  images: {",
        "    minimumCacheTTL: 14400, // 4 hours",
        "  },",
        "}",
        "```",
        "",
        "You can increase the TTL to reduce the number of revalidations and potentially lower cost:",
        "",
        "```js",
        "module.exports = {",
        "  images: {",
        "    minimumCacheTTL: 2678400, // 31 days",
        "  },",
        "}",
        "```",
      ].join("\n"),
      "kb/next/image.md",
    );
    const q = analyzeQuestion(
      "What is the default minimumCacheTTL of optimized images?",
      statsIn(image, { default: 200, optimized: 30, images: 60 }),
    );
    const said = selectQuotes(q, image)
      .map((x) => x.text)
      .join("\n");
    expect(said).toContain("14400");
    expect(said).not.toContain("2678400");
  });

  it("'how many times' counts repetitions: a size stated by default ('32-byte keys') is no answer", () => {
    const q = "How many times does Next.js retry a failed page generation by default?";
    expect(measureShown(q, "Next.js generates 32-byte keys by default.")).toBe(false);
    expect(measureShown(q, "A failed page generation is retried twice by default.")).toBe(true);
    expect(
      measureShown(q, "- `staticGenerationRetryCount`: the number of retries. Default: 1."),
    ).toBe(true);
  });

  it("a nested 'Default: …' item is quoted with the item it belongs to", () => {
    const page = doc(
      "staleTimes",
      [
        "# staleTimes",
        "",
        "The `static` and `dynamic` properties correspond with the time period (in seconds).",
        "",
        "- The `dynamic` property is used when the page is neither statically generated nor fully prefetched.",
        "  - Default: 0 seconds (not cached)",
        "- The `static` property is used for statically generated pages, or when the `prefetch` prop on `Link` is set to `true`.",
        "  - Default: 5 minutes",
      ].join("\n"),
      "kb/next/staleTimes.md",
    );
    const windows = windowsOf(page[0]!).map((w) => page[0]!.text.slice(w.start, w.end));
    expect(windows).toContainEqual(
      expect.stringMatching(/The `static` property is used[^]*\n {2}- Default: 5 minutes$/),
    );
  });
});

describe("probe set 28 (the React Router documentation)", () => {
  it("a behaviour that 'no longer' happens by default says when it does not, not when it does", () => {
    const q = "When is a route loader revalidated by default?";
    expect(
      statesDefault(
        "When this flag is enabled, loaders will no longer revalidate by default after an action throws.",
        q,
      ),
    ).toBe(false);
    expect(statesDefault("Loaders revalidate by default after every action.", q)).toBe(true);
    expect(statesDefault("This header is not set by default.", "What is the default header?")).toBe(
      true,
    );
  });

  it("a link to another entry of the page gives no value: '[`logger.level`](#logger-level)'", () => {
    const q = "What is the default level of a pino logger?";
    const inherited =
      "By default, the parent log level is inherited. It is also accessible using the [`logger.level`](#logger-level) key.";
    expect(newLiterals(inherited, q).identifiers).toBe(false);
    expect(newLiterals("Default: `'info'`", q).identifiers).toBe(true);
    // (a value written as a link elsewhere still is one)
    expect(
      newLiterals("Default: [`pino.stdTimeFunctions.epochTime`](./api.md)", q).identifiers,
    ).toBe(true);
  });

  it("'one' counts as a rate or a bound ('one path at a time', 'at most one'), not as a pronoun", async () => {
    const q = "How many paths are pre-rendered at a time by default?";
    const rate = "By default, pages are pre-rendered one path at a time.";
    expect(newLiterals(rate, q).numbers).toBe(true);
    expect(countsAsked(countedWords(q), rate)).toBe(true);
    expect(newLiterals("A worker takes at most one job.", q).numbers).toBe(true);
    expect(newLiterals("Pick one of the modes.", q).numbers).toBe(false);
    expect(newLiterals("An all-in-one setup.", q).numbers).toBe(false);
    const guide = doc(
      "Pre-Rendering",
      [
        "# Pre-Rendering",
        "",
        "### SPA Fallback",
        "",
        "You can configure your deployment server to serve this file for any path that otherwise would 404. Some hosts do this by default, but others don't.",
        "",
        "### Concurrency",
        "",
        "By default, pages are pre-rendered one path at a time. You can enable concurrency to pre-render multiple paths in parallel.",
      ].join("\n"),
      "kb/react-router/how-to/pre-rendering.md",
    );
    const a = await ask([...guide, ...filler.flat()], q);
    expect([a.status, saidIn(a)]).toEqual([
      "SUPPORTED",
      expect.stringContaining("one path at a time"),
    ]);
  });
});

describe("probe set 29 (the Trigger.dev documentation)", () => {
  it("an ordered list's item number counts no thing: '2. Inside the `run` function' does not say how many tags", async () => {
    const q = "How many tags can a run have?";
    const item = statedText(
      "There are two ways to add tags to a run:",
      "2. Inside the `run` function, using `tags.add()`.",
    );
    expect(countsAsked(countedWords(q), item)).toBe(false);
    expect(newLiterals(statedText(null, "2. Inside the `run` function."), q).numbers).toBe(false);
    expect(newLiterals(statedText(null, "Retries happen 2 times."), q).numbers).toBe(true);
    const tags = doc(
      "Tags",
      [
        "## Adding tags",
        "",
        "There are two ways to add tags to a run:",
        "",
        "1. When triggering the run.",
        "2. Inside the `run` function, using `tags.add()`.",
        "",
        "If you call `tags.add()` and the total number of tags will be more than 10 we log an error and ignore the new tags.",
      ].join("\n"),
      "kb/trigger-dev/tags.mdx",
    );
    const a = await ask([...tags, ...filler.flat()], q);
    expect(saidIn(a)).toContain("more than 10");
  });

  it("'maximum' is held by the words a bound is stated with ('Must not exceed 3MB', `maxDepth`), and a question may say 'constructor'", () => {
    const q = analyzeQuestion("What is the maximum size of a single trigger payload?", statsOf([]));
    const maximum = q.terms.find((t) => t.word === "maximum")!;
    expect(
      termIn(
        passageTerms("| Single trigger payload | Must not exceed 3MB |", "Limits", null),
        maximum,
      ),
    ).toBe(true);
    expect(
      termIn(passageTerms("The payload is stored in object storage.", "Storage", null), maximum),
    ).toBe(false);
    expect(() =>
      analyzeQuestion("What does the constructor of a task return?", statsOf([])),
    ).not.toThrow();
  });

  it("a row whose Default cell is '—' gives no default: nothing is presented as the answer", async () => {
    const table = doc(
      "Webapp",
      [
        "## Run engine",
        "",
        "| Name | Required | Default | Description |",
        "| :--- | :--- | :--- | :--- |",
        '| `RUN_ENGINE_DEFAULT_MAX_TTL` | No | — | Maximum TTL for all runs (e.g. "14d"). Runs without a TTL use this as default. |',
        "| `RUN_ENGINE_WORKER_COUNT` | No | 4 | Worker count. |",
      ].join("\n"),
      "kb/trigger-dev/self-hosting/env/webapp.mdx",
    );
    const a = await ask(
      [...table, ...filler.flat()],
      "What is the default value of RUN_ENGINE_DEFAULT_MAX_TTL?",
    );
    expect(["INSUFFICIENT_EVIDENCE", "NOT_IN_KNOWLEDGE_BASE"]).toContain(a.status);
  });

  it("a sample led in by 'You can override the default region …:' is not the default region", async () => {
    const page = doc(
      "Triggering",
      [
        "### `region`",
        "",
        "You can override the default region when you trigger a run:",
        "",
        "```ts",
        'await yourTask.trigger(payload, { region: "eu-central-1" });',
        "```",
      ].join("\n"),
      "kb/trigger-dev/triggering.mdx",
    );
    const a = await ask([...page, ...filler.flat()], "Which region do runs use by default?");
    expect(saidIn(a)).not.toContain("eu-central-1");
    expect(a.status).not.toBe("SUPPORTED");
    // the value given with it is the default
    const port = "Which port does the SSO login callback server use by default?";
    expect(
      statesDefault(
        "Override the default port (9789) used for the SSO login callback server",
        port,
      ),
    ).toBe(true);
  });

  it("a list is quoted with its introduction only when the introduction is about the question", async () => {
    const changes = doc(
      "Docker compose",
      [
        "## What's new?",
        "",
        "Goodbye v3, hello v4! We made quite a few changes:",
        "",
        "- **Much simpler setup.** The provider and coordinator are now combined. No more startup scripts, just `docker compose up`.",
        "- **Automatic container cleanup.** The supervisor cleans up containers that are no longer needed.",
        "- **Resource limits enforced by default.** Tasks are limited to the total CPU and RAM of the machine preset.",
      ].join("\n"),
      "kb/trigger-dev/self-hosting/docker.mdx",
    );
    const a = await ask(
      [...changes, ...filler.flat()],
      "What is the default machine preset for tasks?",
    );
    // one item's words and another's `docker compose up` made up an answer no item gives
    expect(a.status).not.toBe("SUPPORTED");
    expect(saidIn(a)).not.toContain("docker compose up");
    const plugin = doc(
      "Framework Adoption",
      [
        "## Prerequisites",
        "",
        "To use the Vite plugin, your project requires:",
        "",
        "- Node.js 20+ (if using Node as your runtime)",
        "- Vite 5+",
      ].join("\n"),
      "kb/react-router/upgrading/component-routes.md",
    );
    const b = await ask(
      [...plugin, ...filler.flat()],
      "Which Vite version does the Vite plugin require?",
    );
    expect(saidIn(b)).toContain("Vite 5+");
  });
});

describe("probe set 30 (the Serverless Framework docs: a serverless.yml reference written as commented YAML)", () => {
  it("a number on a sample's line counts what that line names, and a name's digits count nothing", () => {
    const layers = countedWords("How many layers can a function use?");
    expect(countsAsked(layers, "    maximumRetryAttempts: 1")).toBe(false);
    expect(
      countsAsked(
        layers,
        "    # Maximum retry attempts when an asynchronous invocation fails (between 0 and 2; default: 2)",
      ),
    ).toBe(false);
    expect(countsAsked(layers, "      - 111111111111 # a specific account ID")).toBe(false);
    expect(
      countsAsked(
        layers,
        "      arn: arn:aws:elasticfilesystem:us-east-1:11111111:access-point/fsap",
      ),
    ).toBe(false);
    expect(countsAsked(layers, "    maxLayers: 5")).toBe(true);
    expect(
      countsAsked(layers, "You can add up to 5 layers as you want within this property."),
    ).toBe(true);
    // a generic key or a list bullet leaves the entry's value a count, as before
    const sockets = countedWords("What is the default maximum number of connections per origin?");
    expect(countsAsked(sockets, "`maxsockets`\n* Default: 15")).toBe(true);
    expect(countsAsked(sockets, "It allows a maximum of 3.")).toBe(true);
  });

  it("a default said to be no longer a quoted value states none", () => {
    const q = "What is the default type of a request authorizer in API Gateway?";
    expect(
      statesDefault(
        'Starting with v3.0.0, `functions[].events[].http.authorizer.identitySource` will no longer be set to "method.request.header.Authorization" by default for authorizers of "request" type.',
        q,
      ),
    ).toBe(false);
    expect(statesDefault("The default `type` is 'token'.", q)).toBe(true);
  });
});

describe("another setting's identifier does not say the question's words about the setting it names (probe set 30)", () => {
  const evidence = doc(
    "ActiveMQ",
    "## Specifying batch size and batch window\n\nThe default is 0, but **if you set `batchSize` to more than 10, you must set `maximumBatchingWindow` to at least 1**.\n",
    "kb/serverless/events/activemq.md",
  );
  const stats = statsIn([...evidence, ...filler.flat()], {
    maximum: 4,
    batchsize: 3,
    activemq: 2,
    event: 40,
  });
  const sentence = evidence[0]!.text.slice(evidence[0]!.text.indexOf("The default"));

  it("'the maximum batchSize' is not answered by `maximumBatchingWindow`'s 'maximum'", () => {
    const q = analyzeQuestion("What is the maximum batchSize for an ActiveMQ event?", stats);
    const cov = coverageOf(q, [supportedClaim(sentence, evidence[0]!.chunkId)], evidence);
    expect(cov.unsaid).toContain("maximum");
  });

  it("a question naming no identifier still reads the words inside one ('batching window')", () => {
    const q = analyzeQuestion("What is the maximum batching window for an ActiveMQ event?", stats);
    const cov = coverageOf(q, [supportedClaim(sentence, evidence[0]!.chunkId)], evidence);
    expect(cov.unsaid).not.toContain("maximum");
  });
});

describe("an identifier sharing no word with the one asked is no rival", () => {
  it("`onKeyUp` beside 'onClick' still says 'key'", () => {
    expect(identifierWordsFor("`onKeyUp`, `onKeyDown`", [["click"]])).toContain("key");
    expect(identifierWordsFor("`maximumBatchingWindow`", [["batch", "size"]])).not.toContain(
      "maximum",
    );
    expect(identifierWordsFor("`maxBatchSize`", [["batch", "size"]])).toContain("max");
  });
});

describe("a multi-word name is named by its own words, not its everyday ones (probe set 30)", () => {
  const stats = statsIn(filler.flat(), {
    googl: 40,
    cloud: 30,
    function: 300,
    memorysiz: 5,
    hot: 20,
    spot: 20,
  });
  const named = (question: string) =>
    analyzeQuestion(question, stats)
      .terms.filter((t) => t.name)
      .map((t) => t.word);

  it("'Google Cloud Function' must be named by 'Google'; a page titled 'Google - Functions' may omit 'Cloud'", () => {
    expect(named("What is the default memorySize of a Google Cloud Function?")).toEqual(["google"]);
  });

  it("a run of everyday words keeps each, and a lone capitalised word stays a name", () => {
    expect(named("Which port does Hot Spot use?")).toEqual(["hot", "spot"]);
    expect(named("Which region does Cloud use by default?")).toEqual(["cloud"]);
  });
});

describe("a clause joined by 'and' states its own default (probe set 30)", () => {
  it("'The default `memorySize` is 256 and the default timeout is `60s`' states the timeout's default", () => {
    const line =
      "The default `memorySize` is 256 and the default timeout is `60s` if not specified.";
    expect(statesDefault(line, "What is the default timeout of a Google Cloud Function?")).toBe(
      true,
    );
    expect(
      statesDefault(
        "If `pruneAgedBuckets` is `false` (default), the buckets are kept.",
        "What are the default percentiles of a Summary?",
      ),
    ).toBe(false);
  });
});

describe("a commented reference speaks by its best entry, and a sentence's enumerated value is a literal (probe set 30)", () => {
  const reference = doc(
    "Serverless.yml Reference",
    [
      "## Logs",
      "",
      "```yml",
      "provider:",
      "  logs:",
      "    restApi:",
      "      # Existing IAM role to use for API Gateway when writing CloudWatch Logs (default: automatically created)",
      "      role: arn:aws:iam::123456:role",
      "      # Whether the API Gateway CloudWatch Logs role setting is not managed by Serverless (default: false)",
      "      roleManagedExternally: false",
      "      # Enables HTTP access logs (default: true)",
      "      accessLogging: true",
      "      # Log level to use for execution logging: INFO or ERROR",
      "      level: ERROR",
      "      # Log full requests/responses for execution logging (default: true)",
      "      fullExecutionData: true",
      "```",
      "",
    ].join("\n"),
    "kb/serverless/guide/serverless.yml.md",
  );
  const events = doc(
    "REST API (API Gateway v1)",
    "## Logs\n\nThe default API Gateway log level will be INFO. You can change this to error with the following:\n",
    "kb/serverless/events/apigateway.md",
  );

  it("'The default API Gateway log level will be INFO.' outranks a block whose entries spread the question's words", () => {
    const p = [...reference, ...events];
    const quotes = selectQuotes(
      analyzeQuestion(
        "What log level does API Gateway logging use by default?",
        statsIn(p, { log: 30, level: 10, api: 40, gateway: 40, use: 300, default: 80 }),
      ),
      p,
    );
    expect(quotes[0]?.text).toBe("The default API Gateway log level will be INFO.");
  });

  it("an all-capitals word ending a sentence after 'be' is a value; an acronym in passing is not", () => {
    const q = "What log level does API Gateway logging use by default?";
    expect(newLiterals("The default API Gateway log level will be INFO.", q).identifiers).toBe(
      true,
    );
    expect(newLiterals("The gateway uses HTTPS by default.", q).identifiers).toBe(false);
    expect(newLiterals("The gateway logs in JSON by default.", q).identifiers).toBe(false);
  });
});
