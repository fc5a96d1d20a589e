/**
 * SSH, SFTP, FTP and SOCKS client READMEs (probe set 65): a state said as "by default this is set to
 * `false`", a sample whose comments mark the one default it gives, an option asked of the method
 * written as a call ("Which port does access() connect to by default?"), and method headings that
 * say what they return ("### createWriteStream(remotePath, options) ==> stream object").
 */
import { describe, expect, it } from "@jest/globals";
import { statesDefault } from "../../src/core/ask/stated-default";
import { isEntryHeading } from "../../src/core/ask/section-subject";
import { whichNounAsked } from "../../src/core/ask/asked-default-noun";
import { analyzeQuestion } from "../../src/core/ask/question";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { judgeRelevance } from "../../src/core/ask/relevance";
import { chunkedDoc, statsIn } from "../fixtures/passages";

describe("a state a setting starts in (probe set 65)", () => {
  const asked = "Is allowSeparateTransferHost enabled by default in basic-ftp?";

  it("is stated by 'by default this is set to `false`'", () => {
    expect(
      statesDefault(
        "This is a potential vector for FTP bounce attacks, so by default this is set to `false` and the library will throw an error if a server tries to redirect transfers to a different host.",
        asked,
      ),
    ).toBe(true);
    // (and by a choice marked in an options table's list, express-fileupload's)
    expect(
      statesDefault(
        "abortOnLimit | <ul><li>false&nbsp;**(default)**</li><li>true</ul> | Returns a HTTP 413 when the file is bigger than the size limit if true.",
        "Does express-fileupload abort on limit by default?",
      ),
    ).toBe(true);
    // (what happens by default is no state)
    expect(
      statesDefault(
        "By default the library will throw an error if a server tries to redirect transfers.",
        asked,
      ),
    ).toBe(false);
  });
});

describe("a sample whose comments mark a default (probe set 65)", () => {
  const sample = [
    "```typescript",
    "{",
    "  proxy: {",
    "    host: '159.203.75.200', // ipv4, ipv6, or hostname",
    "    port: 1080,",
    "    type: 5,",
    "  },",
    "  // Optional fields",
    "  timeout: 30000, // How long to wait to establish a proxy connection. (defaults to 30 seconds)",
    "}",
    "```",
  ].join("\n");

  it("gives the marked default and no other: its other values are examples", () => {
    expect(statesDefault(sample, "What is the default proxy port of the socks package?")).toBe(
      false,
    );
    expect(statesDefault(sample, "What is the default timeout of the socks package?")).toBe(true);
  });

  it("is read so also when a chunk boundary cut its fence", () => {
    // (a long sample: ingest cuts it in parts, the last without the opening fence)
    const handlers = Array.from(
      { length: 24 },
      (_, i) =>
        `    custom_auth_handler_${i}: async (data) => data[${i}] === 0x00, // called on reply ${i}`,
    );
    const long = sample.replace("    port: 1080,", [...handlers, "    port: 1080,"].join("\n"));
    const doc = chunkedDoc(
      "socks",
      ["# socks", "", "### SocksClientOptions", "", long, ""].join("\n"),
      "kb/socks/README.md",
    );
    const last = doc.filter((p) => p.text.includes("defaults to 30 seconds"));
    expect(last).toHaveLength(1);
    expect(last[0]!.text).not.toContain("```typescript");
    expect(last[0]!.text).toContain("port: 1080");
    const df = { proxy: 5, port: 8, default: 20, socks: 3, timeout: 6 };
    const quoted = (question: string) =>
      selectQuotes(analyzeQuestion(question, statsIn(doc, df)), last).map((q) => q.text);
    expect(quoted("What is the default proxy port of the socks package?")).toEqual([]);
    expect(quoted("What is the default timeout of the socks package?").join(" ")).toContain(
      "defaults to 30 seconds",
    );
  });
});

describe("an option asked of a method (probe set 65)", () => {
  it("is the noun a 'which' question asks for", () => {
    expect(whichNounAsked("Which port does basic-ftp's access() connect to by default?")).toBe(
      "port",
    );
    expect(whichNounAsked("What flag does createWriteStream use by default?")).toBe("flag");
    expect(whichNounAsked("What value does json2csv use for missing fields?")).toBeUndefined();
    expect(whichNounAsked("What is the default port?")).toBeUndefined();
  });

  // (basic-ftp's Client API as its README writes it)
  const ftp = chunkedDoc(
    "basic-ftp",
    [
      "# Basic FTP",
      "",
      "## Client API",
      "",
      "`new Client(timeout, options)`",
      "",
      "Create a client instance. Configure it with a timeout in milliseconds that will be used for any connection made. Use 0 to disable timeouts, default is 30 seconds.",
      "",
      "The timeout applies to the server: a transfer fails if the server stops making progress for that long. It doesn't limit how long your own streams may take. A download piped into a slow destination, or an upload fed by a slow source, can hold up a transfer for as long as it needs to without running into a timeout. If you want to limit that as well, do it in your own code.",
      "",
      "Options are:",
      "",
      "- `allowSeparateTransferHost (boolean)`, the FTP spec makes it possible for a server to tell the client to use a different IP address for file transfers than for the initial control connection. This is a potential vector for FTP bounce attacks, so by default this is set to `false` and the library will throw an error if a server tries to redirect transfers to a different host. Set this to `true` only if you are connecting to a server that legitimately requires it.",
      "",
      "`close()`",
      "",
      "Close the client and any open connection. The client can’t be used anymore after calling this method, you'll have to reconnect with `access` to continue any work. A client is also closed automatically if any timeout or connection error occurs. See the section on [Error Handling](#error-handling) below.",
      "",
      "`closed`",
      "",
      "True if the client is not connected to a server. You can reconnect with `access`.",
      "",
      "`access(options): Promise<FTPResponse>`",
      "",
      "Get access to an FTP server. This method will connect to a server, optionally secure the connection with TLS, login a user and apply some default settings (TYPE I, STRU F, PBSZ 0, PROT P). It returns the response of the initial connect command. This is an instance method and thus can be called multiple times during the lifecycle of a `Client` instance. Whenever you do, the client is reset with a new connection. This also implies that you can reopen a `Client` instance that has been closed due to an error when reconnecting with this method. The available options are:",
      "",
      "- `host (string)` Server host, default: localhost",
      "- `port (number)` Server port, default: 21",
      "- `user (string)` Username, default: anonymous",
      "- `password (string)` Password, default: guest",
      '- `secure (boolean | "implicit")` Explicit FTPS over TLS, default: false. Use "implicit" if you need support for legacy implicit FTPS.',
      "- `secureOptions` Options for TLS, same as for [tls.connect()](https://nodejs.org/api/tls.html#tls_tls_connect_options_callback) in Node.js.",
      "",
      "",
    ].join("\n"),
    "kb/basic-ftp/README.md",
  );

  it("is answered by the option's item, the method written as a call being whose it is", () => {
    const df = { access: 6, port: 30, default: 60, connect: 8, basic: 10, ftp: 10 };
    const asked = "Which port does basic-ftp's access() connect to by default?";
    const quoted = selectQuotes(analyzeQuestion(asked, statsIn(ftp, df)), ftp).map((q) => q.text);
    expect(quoted.join(" ")).toContain("default: 21");
  });
});

describe("a method heading that says what it returns (probe set 65)", () => {
  it("is a reference entry's heading", () => {
    expect(isEntryHeading("createWriteStream(remotePath, options) ==> stream object")).toBe(true);
    expect(isEntryHeading("rmdir(path, recursive) ==> string")).toBe(true);
    expect(isEntryHeading("Creating a stream ==> see below")).toBe(false);
  });

  // (ssh2-sftp-client's README, an Org-mode export, as it writes them)
  const sftp = chunkedDoc(
    "ssh2-sftp-client",
    [
      "# ssh2-sftp-client",
      "",
      "### append(input, remotePath, options) ==> string",
      "",
      "Append the `input` data to an existing remote file. There is no integrity checking performed apart from normal writeStream checks. This function simply opens a writeStream on the remote file in append mode and writes the data passed in to the file.",
      "",
      "-   **input:** buffer | readStream. Data to append to remote file",
      "-   **remotePath:** string. Path to remote file",
      "-   **options:** object. Options to pass to writeStream (see below)",
      "",
      "1.  Options",
      "",
      "    The following options are supported;",
      "",
      "    ```javascript",
      "    {",
      "      flags: 'a',  // w - write and a - append",
      "      encoding: null, // use null for binary files",
      "      mode: 0o666, // mode to use for created file (rwx)",
      "      autoClose: true // automatically close the write stream when finished",
      "    }",
      "    ```",
      "",
      "    The most common options to use are mode and encoding. The values shown above are the defaults. You do not have to set encoding to utf-8 for text files, null is fine for all file types. Generally, I would not attempt to append binary files.",
      "",
      "### createWriteStream(remotePath, options) ==> stream object",
      "",
      "Returns a write stream object which is attached to the remote file specified in the `remotePath` argument. This is a low level function which just returns the stream object. Client code is fully responsible for managing that object, including closing any file descriptors and removing listeners etc.",
      "",
      "-   **remotePath:** Path to the remote file specified as a string",
      "-   **options:** An object containing stream options. Supported properties include",
      "    -   **flags:** default 'w'",
      "    -   **encoding:** default null",
      "    -   **mode:** 0o666",
      "    -   **autoClose:** true",
      "    -   **start:** Byte position to start writing from (inclusive). May require changing flag to 'r+'.",
      "",
      "",
      '<a id="org8da7dd9"></a>',
      "",
    ].join("\n"),
    "kb/ssh2-sftp-client/README.md",
  );

  it("keeps another method's defaults out of the answer about this one", () => {
    const df = { createwritestream: 2, flag: 6, default: 12, writestream: 3, append: 4 };
    const asked = "What flag does ssh2-sftp-client's createWriteStream use by default?";
    const quoted = selectQuotes(analyzeQuestion(asked, statsIn(sftp, df)), sftp).map((q) => q.text);
    expect(quoted.join(" ")).toContain("default 'w'");
    expect(quoted.join(" ")).not.toContain("flags: 'a'");
  });
});

describe("an entry named for the same measure of another thing (probe sets 62 and 63)", () => {
  // (formidable's options as its README writes them)
  const formidable = chunkedDoc(
    "formidable",
    [
      "# formidable",
      "",
      "### Options",
      "",
      "- `options.minFileSize` **{number}** - default `1` (1byte); the minium size of",
      "  uploaded file.",
      "- `options.maxFiles` **{number}** - default `Infinity`;",
      "  limit the amount of uploaded files, set Infinity for unlimited",
      "- `options.maxFileSize` **{number}** - default `200 * 1024 * 1024` (200mb);",
      "  limit the size of each uploaded file.",
      "- `options.maxTotalFileSize` **{number}** - default `options.maxFileSize`;",
      "  limit the size of the batch of uploaded files.",
      "- `options.maxFields` **{number}** - default `1000`; limit the number of fields, set Infinity for unlimited",
      "- `options.maxFieldsSize` **{number}** - default `20 * 1024 * 1024` (20mb);",
      "  limit the amount of memory all fields together (except files) can allocate in",
      "  bytes.",
      "",
    ].join("\n"),
    "kb/formidable/README.md",
  );
  const df = { maximum: 20, max: 30, header: 300, size: 40, default: 60, formidable: 4, file: 50 };
  const quoted = (question: string) =>
    selectQuotes(analyzeQuestion(question, statsIn(formidable, df)), formidable).map((q) => q.text);

  it("is not the answer where no entry spells the setting asked", () => {
    // (`maxFileSize` says "file" where the question says "header")
    expect(quoted("What is formidable's default maximum header size?")).toEqual([]);
    // (the phrase asked ends at its noun: "… size of formidable uploads")
    expect(quoted("What is the default maximum header size of formidable uploads?")).toEqual([]);
  });

  it("is named by its own words, not by what it belongs to (set 31's `options.model`)", () => {
    const deepgram = chunkedDoc(
      "Voice Providers",
      [
        "# Reference: voice.listen()",
        "",
        "## Deepgram",
        "",
        "- `options.model` (`string`, optional): Deepgram model to use for transcription Default: `'nova-2'`.",
        "- `options.language` (`string`, optional): Language code for transcription Default: `'en'`.",
        "",
      ].join("\n"),
      "kb/voice/deepgram.md",
    );
    const asked = "What is the default listening model of the Deepgram voice provider?";
    const stats = statsIn(deepgram, { listen: 30, model: 80, deepgram: 5, voice: 40, default: 60 });
    const quoted = selectQuotes(analyzeQuestion(asked, stats), deepgram).map((q) => q.text);
    expect(quoted.join(" ")).toContain("nova-2");
  });

  it("leaves the entry that spells it", () => {
    expect(quoted("What is formidable's default maximum file size?").join(" ")).toContain(
      "200 * 1024 * 1024",
    );
  });
});

describe("defaults that set 65's rules must still read (sets 1, 46 and 53)", () => {
  it("are stated in a code span that opens with the word", () => {
    const asked = "What HTTP method does autocannon use by default?";
    expect(
      statesDefault("* `method`: The HTTP method to use. _OPTIONAL_ `default: 'GET'`.", asked),
    ).toBe(true);
    expect(statesDefault("* `namespace`: set it to `{ namespace: 'default' }`.", asked)).toBe(
      false,
    );
  });

  const remarkable = [
    "```js",
    "// Actual default values",
    "var md = new Remarkable({",
    "  html:         false,        // Enable HTML tags in source",
    "  langPrefix:   'language-',  // CSS language prefix for fenced blocks",
    "  typographer:  false,",
    "});",
    "```",
  ].join("\n");

  it("are the values of a sample its first comment calls the defaults", () => {
    expect(
      statesDefault(
        remarkable,
        "What CSS language prefix does remarkable use for fenced blocks by default?",
      ),
    ).toBe(true);
    expect(statesDefault(remarkable, "Is HTML enabled in remarkable by default?")).toBe(true);
    // (a program using the defaults sets none: "// Search with default options")
    const search =
      "```js\n// Search with default options\nlet results = miniSearch.search('zen art')\n```";
    expect(statesDefault(search, "What is the default boost of MiniSearch's title field?")).toBe(
      false,
    );
  });

  // (rrule's options table is HTML indented as code is: ingest reads it as an indented code block,
  // long enough to be cut in parts)
  const rows = Array.from({ length: 14 }, (_, i) =>
    [
      "    <tr>",
      `        <td><code>byoption${i}</code></td>`,
      `        <td>If given, it must be either an integer, or a sequence of integers,`,
      `            meaning the positions ${i} to apply the rule to.</td>`,
      "    </tr>",
    ].join("\n"),
  );
  const rrule = chunkedDoc(
    "rrule.js",
    [
      "# rrule.js",
      "",
      "#### `RRule` Constructor",
      "",
      ...rows,
      "    <tr>",
      "        <td><code>interval</code></td>",
      "        <td>The interval between each freq iteration.",
      "            The default interval is <code>1</code>.",
      "        </td>",
      "    </tr>",
      "",
    ].join("\n"),
    "kb/rrule/README.md",
  );

  it("are read in an indented block as prose, which a fence would make code", () => {
    const df = { default: 60, interval: 20, rrule: 5 };
    const asked = "What is the default interval of an RRule?";
    const quoted = selectQuotes(analyzeQuestion(asked, statsIn(rrule, df)), rrule).map(
      (q) => q.text,
    );
    const part = rrule.find((p) => p.text.includes("The default interval"))!;
    expect(part.text.startsWith("    ")).toBe(true);
    expect(part.text).not.toContain("#### `RRule` Constructor");
    expect(quoted.join(" ")).toContain("The default interval is");
  });
});

describe("words said only inside identifiers (probe sets 63 and 64)", () => {
  const piscina = chunkedDoc(
    "piscina",
    [
      "# piscina",
      "",
      "## Constructor: `new Piscina([options])`",
      "",
      "The following optional configuration is supported:",
      "",
      "  - `trackUnmanagedFds`: (`boolean`) An optional setting that, when `true`, will cause Workers to track file descriptors managed using `fs.open()` and `fs.close()`, and will close them automatically when the Worker exits. Defaults to `true`.",
      "  - `closeTimeout`: (`number`) An optional time (in milliseconds) to wait for the pool to complete all in-flight tasks when `close()` is called.",
      "",
    ].join("\n"),
    "kb/piscina/README.md",
  );
  const settings = { minScore: 0, minCoverage: 0.5 };

  it("are the passage's words, as the search index reads them", () => {
    // ("unmanaged" is no word of the knowledge base's prose: its statistics, as the index's, count
    // the words of its prose only)
    const stats = statsIn(piscina, {
      piscina: 300,
      track: 40,
      file: 200,
      descriptor: 30,
      default: 400,
    });
    const q = analyzeQuestion("Does piscina track unmanaged file descriptors by default?", stats);
    expect(q.terms.find((t) => t.word === "unmanaged")?.must).toBe(true);
    const judged = judgeRelevance(q, piscina, settings);
    expect(judged.map((c) => c.decision)).toContain("RELEVANT");
    // (a word no identifier holds is still missing)
    const other = analyzeQuestion(
      "Does piscina track unmonitored file descriptors by default?",
      stats,
    );
    expect(judgeRelevance(other, piscina, settings).map((c) => c.decision)).not.toContain(
      "RELEVANT",
    );
  });
});
