/**
 * Messaging and real-time clients' READMEs (probe set 49): "how often" asks a time between, "if
 * true (the default)" states a default, a client name inside the product's name is still new, a
 * setting named only among the instruments of another default has none stated, a "Default values"
 * sample with a computed value, "__Default__:" in emphasis, "If you don't specify …" as the
 * default's own condition, a default taken from another setting, an opt-in feature, and an agent
 * noun for a verb.
 */
import { describe, expect, it } from "@jest/globals";
import { analyzeQuestion } from "../../src/core/ask/question";
import { statesDefault } from "../../src/core/ask/stated-default";
import { signatureDefaults } from "../../src/core/ask/signature-defaults";
import { chunkedDoc, quotedText, statsIn } from "../fixtures/passages";

const df = { default: 60, client: 80, connect: 90, option: 90, reconnect: 30, set: 70 };

describe("what a number or default question is answered by (probe set 49)", () => {
  it("'How often … send pings?' is the time between pings, not how many may go unanswered", () => {
    const nats = chunkedDoc(
      "nats",
      "# nats\n\n## Connection Options\n\n| Option | Default | Description |\n| --- | --- | --- |\n" +
        "| `maxPingOut` | `2` | Max number of pings the client will allow unanswered before raising a stale connection error. |\n" +
        "| `pingInterval` | `120000` | Number of milliseconds between client-sent pings. |\n",
      "kb/nats/README.md",
    );
    const text = quotedText("How often does the nats client send pings by default?", nats, df);
    expect(text).toContain("120000");
    expect(text).not.toContain("maxPingOut");
  });

  it("'if true (the default), the library will … reconnect' answers whether it reconnects by default", () => {
    const rhea = chunkedDoc(
      "rhea",
      "# rhea\n\n## connect(options)\n\n" +
        "  * reconnect\n    * if true (the default), the library will automatically attempt to\n      reconnect if disconnected\n    * if false, automatic reconnect will be disabled\n" +
        "  * credit_window - A 'prefetch' window controlling the flow of\n    messages over this receiver. Defaults to 500 if not specified. A\n    value of 0 can be used to turn of automatic flow control.\n",
      "kb/rhea/README.md",
    );
    const text = quotedText("Does rhea reconnect automatically by default?", rhea, df);
    expect(text).toContain("if true (the default)");
    expect(text).not.toContain("credit_window");
  });

  it("the client name `js` is new to a question about 'centrifuge-js'", () => {
    const centrifuge = chunkedDoc(
      "centrifuge",
      "# centrifuge\n\n## Client options\n\n#### name\n\nSet custom client name. By default, it's set to `js`. This is useful for analytics.\n\n" +
        "#### websocket\n\n`websocket` option allows to explicitly provide custom WebSocket client to use. By default centrifuge-js will try to use global WebSocket object.\n",
      "kb/centrifuge/README.md",
    );
    const text = quotedText("What client name does centrifuge-js send by default?", centrifuge, df);
    expect(text).toContain("it's set to `js`");
    expect(text).not.toContain("global WebSocket object");
  });

  it("a setting named only among what another default is controlled by has no default stated", () => {
    const amqplib = chunkedDoc(
      "amqplib",
      "# amqplib\n\n## Custom delay strategy\n\nBy default, reconnect delays follow an exponential backoff with jitter,\ncontrolled by `initialDelay`, `maxDelay` and `jitter`. To use a\ndifferent strategy entirely, provide a `calculateDelay` function instead.\n",
      "kb/amqplib/README.md",
    );
    const question = "What is the default maxDelay of amqplib's connection recovery?";
    expect(quotedText(question, amqplib, df)).toBe("");
    // said of each name, a default is stated for each
    const each = chunkedDoc(
      "amqplib",
      "# amqplib\n\n## Recovery\n\nThe settings `initialDelay`, `maxDelay`, `factor` and `jitter` default to 100, 5000, 2 and 0.\n",
      "kb/amqplib/README.md",
    );
    expect(quotedText(question, each, df)).toContain("5000");
  });

  it("an object passed to a call holds no parameter defaults; a destructured parameter does", () => {
    expect(
      signatureDefaults(
        "const connection = await amqplib.connect('amqp://localhost', {\n  recovery: {\n    maxDelay: 5000, // ms\n    async setup(model) {\n      const ch = await model.createChannel();\n    },\n  },\n});",
      ),
    ).toEqual([]);
    expect(signatureDefaults("function connect({ retries = 3 } = {}) {}")).toContain("retries");
  });
});

describe("how a default is written (probe set 49)", () => {
  it("a 'Default values' sample gives its keys' defaults, a computed value among them", () => {
    const rws = chunkedDoc(
      "Reconnecting WebSocket",
      "# Reconnecting WebSocket\n\n## Options\n\n#### Default values\n\n```javascript\nWebSocket: undefined,\nmaxReconnectionDelay: 10000,\nminReconnectionDelay: 1000 + Math.random() * 4000,\nreconnectionDelayGrowFactor: 1.3,\nconnectionTimeout: 4000,\nmaxRetries: Infinity,\n```\n",
      "kb/reconnecting-websocket/README.md",
    );
    expect(
      quotedText("What is the default connectionTimeout of reconnecting-websocket?", rws, df),
    ).toContain("connectionTimeout: 4000");
    // (`maxRetries: Infinity` counts retries by its key's name)
    expect(
      quotedText("How many times does reconnecting-websocket retry by default?", rws, df),
    ).toContain("maxRetries: Infinity");
  });

  it("'__Default__: `0`' states a default as '**Default:** `0`' would", () => {
    const mq = chunkedDoc(
      "MQEmitter",
      "# MQEmitter\n\n## new MQEmitter ([options])\n\n- options `<object>`\n  - `concurrency` `<number>` maximum number of concurrent messages that can be on concurrent delivery. __Default__: `0`\n  - `separator` `<string>` a separator character to use for separating words. __Default__: `/`\n",
      "kb/mqemitter/README.md",
    );
    const text = quotedText("What is the default concurrency of MQEmitter?", mq, df);
    expect(text).toContain("__Default__: `0`");
    expect(text).not.toContain("separator");
  });

  it("'If you don't specify this option, the default is …' is the default's own condition", () => {
    const sockjs = chunkedDoc(
      "SockJS-client",
      "# SockJS-client\n\n## SockJS class\n\n * **sessionId (number OR function)**\n\n    Both client and server use session identifiers to distinguish connections.\n    If you don't specify this option, the default is to use the default random\n    string generator to generate 8-character long session ids.\n",
      "kb/sockjs-client/README.md",
    );
    expect(
      quotedText("How long are the session ids SockJS generates by default?", sockjs, df),
    ).toContain("8-character long");
  });

  it("a default taken from another setting answers how long", () => {
    const acm = chunkedDoc(
      "amqp-connection-manager",
      "# amqp-connection-manager\n\n## connect(urls, options)\n\nOptions:\n\n- `options.heartbeatIntervalInSeconds` - Interval to send heartbeats to broker. Defaults to 5 seconds.\n- `options.reconnectTimeInSeconds` - The time to wait before trying to reconnect. If not specified,\n  defaults to `heartbeatIntervalInSeconds`.\n",
      "kb/amqp-connection-manager/README.md",
    );
    expect(
      quotedText(
        "How long does amqp-connection-manager wait before trying to reconnect if reconnectTimeInSeconds is not specified?",
        acm,
        df,
      ),
    ).toContain("defaults to `heartbeatIntervalInSeconds`");
  });

  it("an opt-in feature is off by default", () => {
    const question = "Is automatic connection recovery enabled by default in amqplib?";
    expect(
      statesDefault(
        "Automatic recovery is available as an opt-in feature through `connect` options:",
        question,
      ),
    ).toBe(true);
    expect(
      statesDefault("Automatic recovery is available through `connect` options:", question),
    ).toBe(false);
  });
});

describe("how a question's words meet the page's (probe set 49)", () => {
  const mqtt = chunkedDoc(
    "mqtt",
    "# mqtt\n\n## mqtt.Client#connect()\n\nBy default client connects when constructor is called. To prevent this you can set `manualConnect` option to `true` and call `client.connect()` manually.\n",
    "kb/mqtt/README.md",
  );
  const stats = statsIn(mqtt, df);

  it("'constructed' is read as the page's 'constructor' when the knowledge base never says 'construct'", () => {
    const q = analyzeQuestion(
      "How do I stop an MQTT.js client from connecting as soon as it is constructed?",
      stats,
    );
    expect(q.terms.find((t) => t.word === "constructed")?.term).toBe("constructor");
  });
});
