/**
 * Image, QR-code and barcode READMEs (probe set 52): option tables whose keys link to their
 * documentation, option items headed by their key ("- ###### `rendererOpts.quality`"), keys that
 * begin with the one asked (`fontOptions` beside `font`), a product named "image-size", a yes/no
 * question about "percentage values", and defaults asked of a thing no block speaks of.
 */
import { describe, expect, it } from "@jest/globals";
import { entryKeyOf, keyedBeyondAsked } from "../../src/core/ask/entry-keys";
import { measureShown } from "../../src/core/ask/measures";
import { askedKinds } from "../../src/core/ask/asked-kinds";
import { aboutAskedDefault } from "../../src/core/ask/default-of-asked";
import { analyzeQuestion } from "../../src/core/ask/question";
import { rankedWindows } from "../../src/core/ask/select-quotes";
import { chunkedDoc, quotedText, statsIn } from "../fixtures/passages";

const df = { default: 60, use: 400, font: 20, margin: 25, qualiti: 20, imag: 60, valu: 70 };

const jsbarcode = chunkedDoc(
  "jsbarcode",
  '# jsbarcode\n\n## Options:\n\n| Option | Default value | Type |\n|--------|---------------|------|\n| [`format`](https://github.com/lindell/JsBarcode/wiki/Options#format) | `"auto" (CODE128)` | `String` |\n| [`fontOptions`](https://github.com/lindell/JsBarcode/wiki/Options#font-options) | `""` | `String` |\n| [`font`](https://github.com/lindell/JsBarcode/wiki/Options#font) | `"monospace"` | `String` |\n| [`fontSize`](https://github.com/lindell/JsBarcode/wiki/Options#font-size) | `20` | `Number` |\n| [`margin`](https://github.com/lindell/JsBarcode/wiki/Options#margins) | `10` | `Number` |\n| [`marginTop`](https://github.com/lindell/JsBarcode/wiki/Options#margins) | `undefined` | `Number` |\n',
  "kb/jsbarcode/README.md",
);

describe("an entry's key, however it is written (probe set 52)", () => {
  it("reads a key linked to its documentation and a key heading its item", () => {
    expect(entryKeyOf('| [`font`](https://x/Options#font) | `"monospace"` | `String` |')).toBe(
      "font",
    );
    expect(
      entryKeyOf("- ###### `rendererOpts.quality`\n  Type: `Number`<br>\n  Default: `0.92`"),
    ).toBe("quality");
    expect(
      entryKeyOf("- ###### `rendererOpts.deflateLevel` **(png only)**\n  Type: `Number`"),
    ).toBe("deflateLevel");
    // a heading inside a list is no key, nor is a sentence
    expect(entryKeyOf("- ### Usage notes\n")).toBeNull();
    expect(entryKeyOf("Reading from files has a default concurrency limit of 100")).toBeNull();
  });

  it("where an entry is keyed by the setting asked, a longer key saying more is another setting", () => {
    const q = "What font does JsBarcode use by default?";
    expect(keyedBeyondAsked('| [`fontOptions`](https://x) | `""` |', ["font"], q)).toBe(true);
    expect(keyedBeyondAsked('| [`font`](https://x) | `"monospace"` |', ["font"], q)).toBe(false);
    // the key asked in full, or with a word cut short, is no other setting
    expect(
      keyedBeyondAsked(
        "| `fontSize` | `20` |",
        ["font"],
        "What is the default font size of JsBarcode?",
      ),
    ).toBe(false);
    expect(
      keyedBeyondAsked(
        "- `maxBackoff`: Maximum total backoff time in ms. Default `200`.",
        ["backoff"],
        "What is rimraf's default maximum total backoff time?",
      ),
    ).toBe(false);
    // nor an entry that speaks of the setting without being keyed by it
    expect(
      keyedBeyondAsked(
        "- `passes` (default: `1`) -- The maximum number of times to run compress.",
        ["compress"],
        "How many times does terser run compress by default?",
      ),
    ).toBe(false);
  });

  it("asked the default font, quotes the `font` row, not `fontOptions`; the margin, not `marginTop`", () => {
    const font = quotedText("What font does JsBarcode use by default?", jsbarcode, df);
    expect(font).toContain("monospace");
    expect(font).not.toContain("fontOptions");
    const margin = quotedText("What is the default margin of JsBarcode?", jsbarcode, df);
    expect(margin).toContain("`10`");
    expect(margin).not.toContain("marginTop");
  });

  it("asked the image quality of data URIs, quotes the quality item, not the data URI format beside it", () => {
    const qrcode = chunkedDoc(
      "node-qrcode",
      "# node-qrcode\n\n## API\n\n#### `toDataURL(text, [options], [cb(error, url)])`\n\n##### `options`\n\n- ###### `type`\n  Type: `String`<br>\n  Default: `image/png`\n\n  Data URI format.<br>\n  Possible values are: `image/png`, `image/jpeg`, `image/webp`.<br>\n\n- ###### `rendererOpts.quality`\n  Type: `Number`<br>\n  Default: `0.92`\n\n  A Number between `0` and `1` indicating image quality if the requested type is `image/jpeg` or `image/webp`.\n",
      "kb/qrcode/README.md",
    );
    const text = quotedText(
      "What image quality does qrcode use by default for image/jpeg data URIs?",
      qrcode,
      { ...df, uri: 5, data: 40, jpeg: 10 },
    );
    expect(text).toContain("0.92");
    expect(text).not.toContain("Data URI format");
  });
});

describe("words that measure nothing (probe set 52)", () => {
  it("a product's name holding 'size' asks no size", () => {
    const text = "Note: Reading from files has a default concurrency limit of **100**";
    expect(
      measureShown("What is image-size's default concurrency limit when reading files?", text),
    ).toBe(true);
    expect(measureShown("What is the default cache size?", text)).toBe(false);
  });

  it("'percentage values' as a notation asks no number; 'what percentage' still does", () => {
    expect(askedKinds("Does image-size support percentage values in SVG?")).not.toContain("number");
    expect(askedKinds("What percentage of the symbol may be damaged?")).toContain("number");
  });
});

describe("a default asked of a thing no block speaks of (probe set 52)", () => {
  const bwip = chunkedDoc(
    "bwip-js",
    "# bwip-js\n\n> A recent release added the `guarddescent` option, which changed final image height. To achieve the old image height, decrease `height` by 1.75mm or set `height` to 23.6mm if using the default.\n\n## Options\n\n- `scaleX` : The x-axis scaling factor. Must be an integer > 0. Default is 2.\n- `rotate` : Allows rotating the image. `'N'` : Normal (not rotated). The default.\n",
    "kb/bwip-js/README.md",
  );
  const stats = { ...df, width: 30, height: 30, barcod: 50, scale: 30 };

  it("quotes nothing for the default barcode width, where only the height's default is said", () => {
    expect(quotedText("What is the default barcode width in bwip-js?", bwip, stats)).toBe("");
  });

  it("still quotes the default of a thing a block speaks of", () => {
    expect(
      quotedText("What is the default x-axis scaling factor of bwip-js?", bwip, stats),
    ).toContain("Default is 2.");
  });

  it("reads an entry's label item with its entry, and a sentence with the paragraph before it", () => {
    const npm = chunkedDoc(
      "config",
      "# config\n\n## Config Settings\n\n#### `maxsockets`\n\n* Default: 15\n* Type: Number\n\nThe maximum number of connections to use per origin (protocol/host/port combination).\n",
      "kb/npm/config.md",
    );
    expect(
      quotedText("What is the default maximum number of connections npm uses per origin?", npm, {
        ...stats,
        connect: 20,
        origin: 10,
        maximum: 30,
        number: 60,
      }),
    ).toContain("15");
    const elb = chunkedDoc(
      "elbv2",
      "# elbv2\n\n## Slow start mode\n\nAfter you enable slow start for a target group, its targets exit slow start mode when the configured slow start duration elapses.\n\nThe allowed range is 30-900 seconds (15 minutes). The default is 0 seconds (disabled).\n",
      "kb/aws-cdk/elbv2/README.md",
    );
    expect(
      quotedText("What is the default slow start duration of a target group?", elb, {
        ...stats,
        slow: 5,
        start: 40,
        durat: 20,
        target: 30,
        group: 40,
      }),
    ).toContain("0 seconds");
  });

  it("takes an entry named by the last word asked as speaking of it: ky's `timeout` for the request timeout", () => {
    const ky = chunkedDoc(
      "ky",
      "# ky\n\n## API\n\n##### timeout\n\nType: `number | false`\\\nDefault: `10000`\n\nPer-attempt timeout in milliseconds for getting a response, applied independently to each retry.\n",
      "kb/ky/README.md",
    );
    expect(
      quotedText("What is ky's default request timeout?", ky, {
        ...stats,
        request: 10,
        timeout: 30,
      }),
    ).toContain("10000");
  });
});

describe("a default asked of a thing a method's section speaks of elsewhere (probe set 53)", () => {
  it("reads only a label item with its entry: a method's other default is not the one asked", () => {
    const rrule = chunkedDoc(
      "rrule.js",
      "# rrule.js\n\n## API\n\n##### `RRule.prototype.toText([gettext, [language]])`\n\nReturns a textual representation of `rule`. The optional `language` argument is a language definition to be used (defaults to `rrule/nlp.js:ENGLISH`).\n\nWith `count` set, the text ends with the number of occurrences.\n",
      "kb/rrule/README.md",
    );
    expect(
      quotedText("What is the default count of an RRule?", rrule, { ...df, count: 20, rrule: 10 }),
    ).toBe("");
  });
});

describe("a default asked of a thing stated where the other steps did not look (probe set 53)", () => {
  const chat = chunkedDoc(
    "Chat Experience",
    "# Chat Experience\n\n## Queueing\n\nBy default, a `sendMessage` call that arrives while a stream is in flight is **queued** and sent once the run settles.\n\n- **`drain`** — `'fifo'` (default) sends queued items one at a time in order.\n",
    "kb/chat/SKILL.md",
  );
  const q = analyzeQuestion(
    "What is the default drain mode of the chat queue?",
    statsIn(chat, { ...df, drain: 5, mode: 30, queue: 20, chat: 40 }),
  );
  const windows = rankedWindows(q, chat);
  const queued = windows.filter((w) =>
    w.passage.text.slice(w.start, w.end).startsWith("By default"),
  );

  it("keeps the blocks left when another block speaks of the thing and states its default", () => {
    expect(queued.length).toBeGreaterThan(0);
    expect(aboutAskedDefault(q, windows, queued)).toEqual(queued);
  });

  it("keeps none when no block speaks of the thing", () => {
    const withoutDrain = windows.filter((w) => !/drain/.test(w.passage.text.slice(w.start, w.end)));
    expect(aboutAskedDefault(q, withoutDrain, queued)).toEqual([]);
  });
});
