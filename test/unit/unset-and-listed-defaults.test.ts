/**
 * Defaults as the AWS CDK construct library READMEs write them (probe set 34): a value in a sample
 * with a bare `// default` comment, a list of parameters whose items state other items' defaults, a
 * question that asks for a default without the word ("… when none is specified?"), a code sample
 * whose paragraph above says what it sets.
 */
import { describe, expect, it } from "@jest/globals";
import { analyzeQuestion } from "../../src/core/ask/question";
import { readAsAsked, askedKinds } from "../../src/core/ask/asked-kinds";
import { measureShown } from "../../src/core/ask/measures";
import { newLiterals } from "../../src/core/ask/answer-kinds";
import { statesDefault } from "../../src/core/ask/stated-default";
import { coverageOf } from "../../src/core/ask/decide-status";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { chunkedDoc, statsIn, supportedClaim } from "../fixtures/passages";

const fence = "```";

describe("a setting's name says what it measures (probe set 34)", () => {
  it("`batchSize: 10, // default` gives a size", () => {
    expect(measureShown("What is the default batch size?", "batchSize: 10, // default")).toBe(true);
  });

  it("a number beside another measure's name still gives no size", () => {
    expect(measureShown("What is the default batch size?", "maxConcurrency: 10, // default")).toBe(
      false,
    );
  });

  it("a formula's `/ poolSize` sets nothing, and gives no size (pg-pool's maxUses formula)", () => {
    expect(
      measureShown(
        "What is the default max pool size in pg-pool?",
        "maxUses = rebalanceWindowSeconds * totalRequestsPerSecond / numAppInstances / poolSize\n7200 = 1800 * 1000 / 10 / 25",
      ),
    ).toBe(false);
  });

  it("'In what unit is the delay given?' asks for a unit, not a number", () => {
    expect(askedKinds("In what unit is the delay in nodemon.json given?")).not.toContain("number");
  });

  it("a duration, a period, a delay or a retention asks for a number", () => {
    for (const q of [
      "What is the default slow start duration of a target group?",
      "What is the default retention period of a stream?",
      "What is the default delay of a queue?",
    ])
      expect(askedKinds(q)).toContain("number");
  });
});

describe("a list with the sentence that introduces it states only what one item states (probe set 34)", () => {
  const sqs = chunkedDoc(
    "AWS Lambda Event Sources",
    [
      "# AWS Lambda Event Sources",
      "",
      "## SQS",
      "",
      "The following parameters will impact Amazon SQS's polling behavior:",
      "",
      "* __visibilityTimeout__: May impact the period between retries.",
      "* __batchSize__: Determines how many records are buffered before invoking your lambda function.",
      "* __provisionedPollerConfig__: Controls the number of pollers. Valid ranges: `minimumPollers` 2–200 (default: 2), `maximumPollers` 2–2000 (default: 200).",
      "* __enabled__: If the SQS event source mapping should be enabled. The default is true.",
      "",
      `${fence}ts`,
      "fn.addEventSource(new SqsEventSource(queue, {",
      "  batchSize: 10, // default",
      "  maxBatchingWindow: Duration.minutes(5),",
      "}));",
      fence,
      "",
    ].join("\n"),
    "kb/aws-cdk/aws-lambda-event-sources/README.md",
  );
  const stats = statsIn(sqs, { batch: 3, size: 40, sqs: 5, event: 60, sourc: 60, default: 60 });

  it("'the default batch size' is the sample's `batchSize: 10, // default`, not the list", () => {
    const q = analyzeQuestion("What is the default batch size of an SQS event source?", stats);
    const quotes = selectQuotes(q, sqs).map((quote) => quote.text);
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toContain("batchSize: 10, // default");
  });

  it("the item that states its own default still answers: the default maximum pollers", () => {
    const q = analyzeQuestion(
      "What is the default maximumPollers of the provisioned poller config?",
      stats,
    );
    expect(
      selectQuotes(q, sqs)
        .map((quote) => quote.text)
        .join("\n"),
    ).toContain("`maximumPollers` 2–2000 (default: 200)");
  });
});

describe("a thing asked for when it is left unset is asked for its default (probe set 34)", () => {
  it("reads 'if visibility is not set', 'when none is specified', 'when no code is given' as 'by default'", () => {
    expect(
      readAsAsked("What visibility does an AppSync GraphQL API get if visibility is not set?"),
    ).toBe("What visibility does an AppSync GraphQL API get by default?");
    expect(
      readAsAsked("Which query language does a state machine use when none is specified?"),
    ).toBe("Which query language does a state machine use by default?");
    expect(readAsAsked("What status code does reply.redirect use when no code is given?")).toBe(
      "What status code does reply.redirect use by default?",
    );
    expect(readAsAsked("What batchSize does a RabbitMQ event use if it is not specified?")).toBe(
      "What batchSize does a RabbitMQ event use by default?",
    );
  });

  it("a condition on another setting stays a condition", () => {
    for (const q of [
      "Which lru-cache options must be set when max is not specified?",
      "Which file does pino-pretty read its options from when --config is not given?",
      "What does the server do if it is set?",
    ])
      expect(readAsAsked(q)).toBe(q);
  });

  it("an ECS capacity provider's 'Defaults to `ON_DEMAND` when not specified.' answers, its description does not", () => {
    const ecs = chunkedDoc(
      "Amazon ECS Construct Library",
      [
        "# Amazon ECS Construct Library",
        "",
        "## Managed Instances Capacity Providers",
        "",
        "Capacity Option Type provides the purchasing option for the EC2 instances used in the capacity provider. Determines whether to use On-Demand or Spot instances. Valid values are `ON_DEMAND` and `SPOT`. Defaults to `ON_DEMAND` when not specified.",
        "",
      ].join("\n"),
      "kb/aws-cdk/aws-ecs/README.md",
    );
    const q = analyzeQuestion(
      "What purchasing option does a managed instances capacity provider use when none is specified?",
      statsIn(ecs, { purchas: 2, capac: 10, provid: 20, instanc: 40, default: 60 }),
    );
    expect(selectQuotes(q, ecs).map((quote) => quote.text)).toEqual([
      "Defaults to `ON_DEMAND` when not specified.",
    ]);
  });
});

describe("the paragraph over a code sample says what it sets (probe set 34)", () => {
  const kms = chunkedDoc(
    "AWS Key Management Service Construct Library",
    [
      "# AWS Key Management Service Construct Library",
      "",
      "Define a KMS key:",
      "",
      `${fence}ts`,
      "new kms.Key(this, 'MyKey', {",
      "  enableKeyRotation: true,",
      "  rotationPeriod: Duration.days(180), // Default is 365 days",
      "});",
      fence,
      "",
      "Define a KMS key with waiting period:",
      "",
      "Specifies the number of days in the waiting period before AWS KMS deletes a CMK that has been removed from a CloudFormation stack.",
      "",
      `${fence}ts`,
      "const key = new kms.Key(this, 'MyKey', {",
      "  pendingWindow: Duration.days(10), // Default to 30 Days",
      "});",
      fence,
      "",
    ].join("\n"),
    "kb/aws-cdk/aws-kms/README.md",
  );
  const stats = statsIn(kms, {
    kms: 5,
    wait: 20,
    period: 20,
    delet: 20,
    remov: 20,
    stack: 30,
    key: 80,
    default: 60,
    day: 40,
  });

  it("'the default waiting period before KMS deletes a key' is the `pendingWindow` sample's", () => {
    const q = analyzeQuestion(
      "How many days is the default waiting period before KMS deletes a key removed from the stack?",
      stats,
    );
    const quotes = selectQuotes(q, kms).map((quote) => quote.text);
    expect(quotes[0]).toContain("pendingWindow: Duration.days(10), // Default to 30 Days");
    expect(quotes.join("\n")).not.toContain("rotationPeriod");
  });
});

describe("whose default a sample states, and what names a thing (probe set 34)", () => {
  const q = "What master username do RDS database instances get by default?";

  it("a sample that sets `username` states only its own line's default, not `secretName`'s", () => {
    const sample = [
      "```ts",
      "const myUserSecret = new rds.DatabaseSecret(this, 'MyUserSecret', {",
      "  username: 'myuser',",
      "  secretName: 'my-user-secret', // optional, defaults to a CloudFormation-generated name",
      "});",
      "```",
    ].join("\n");
    expect(statesDefault(sample, q)).toBe(false);
    expect(statesDefault(sample.replace("'myuser',", "'admin', // the default"), q)).toBe(true);
  });

  it("a default said on a line of its own is still the sample's: '// use argon2 (default)' over `algorithm:`", () => {
    const hashing = [
      "```ts",
      "// use argon2 (default)",
      "const argonHash = await Bun.password.hash(password, {",
      '  algorithm: "argon2id", // "argon2id" | "argon2i" | "argon2d"',
      "});",
      "```",
    ].join("\n");
    expect(statesDefault(hashing, "Which algorithm does Bun.password.hash use by default?")).toBe(
      true,
    );
  });

  it("a setting of a default configuration is not asked 'by default': Fastify's baseline Ajv options", () => {
    const baseline = [
      "Fastify's [baseline ajv configuration](https://github.com/fastify/ajv-compiler#ajv-configuration) is:",
      "",
      "```js",
      "{",
      "  coerceTypes: 'array', // change data type of data to match type keyword",
      "  useDefaults: true, // replace missing properties and items with the values from corresponding default keyword",
      "  uriResolver: require('fast-uri'),",
      "}",
      "```",
    ].join("\n");
    expect(
      statesDefault(
        baseline,
        "Which coerceTypes setting does Fastify's default Ajv configuration use?",
      ),
    ).toBe(true);
  });

  it("a quoted name before what it names is a literal: 'a \"prod\" [Stage]'", () => {
    const created =
      'By default, the `RestApi` construct will automatically create an API Gateway [Deployment] and a "prod" [Stage] which represent the API configuration.';
    expect(
      newLiterals(created, "Which stage does a RestApi provision by default?").identifiers,
    ).toBe(true);
    expect(newLiterals('He said "hello" to the team.', "Which stage is used?").identifiers).toBe(
      false,
    );
  });
});

describe("the default of another thing than the one asked (probe set 35, API clients)", () => {
  it("'Which class should be used …?' asks for a name", () => {
    expect(
      askedKinds("Which class should be used with the Vercel SDK's standalone functions?"),
    ).toContain("literal");
  });

  it("'in the default HTTP client' states no default log level; 'The default log level is' does", () => {
    const q = "What is the default log level of twilio-node?";
    expect(
      statesDefault(
        "There are two ways to enable debug logging in the default HTTP client. You can create an environment variable called `TWILIO_LOG_LEVEL`.",
        q,
      ),
    ).toBe(false);
    expect(statesDefault("The default log level is `info`.", q)).toBe(true);
  });

  it("a setting's shortened name is the question's words spelled out: `maxParamLength`", () => {
    expect(
      statesDefault(
        "You can set a custom length for parameters by using `maxParamLength` option, the default value is 100 characters.",
        "What is the default maximum parameter length in find-my-way?",
      ),
    ).toBe(true);
  });

  it("a default named by a word of the question, or by its value, is still the one asked", () => {
    expect(
      statesDefault(
        "The default target specification is 2.0.",
        "What is the default target specification version in swagger-jsdoc?",
      ),
    ).toBe(true);
    expect(
      statesDefault(
        "`max` Enforces a maximum depth for nested `describe()`. This has a default value of `5`.",
        "What is the default maximum depth of nested describe calls?",
      ),
    ).toBe(true);
  });

  it('a name said as the owner of another thing names no option: "`console`\'s interface"', () => {
    const q = "Which option passes a logger to the Vercel SDK to emit debug logs?";
    expect(
      newLiterals("You can pass a logger that matches `console`'s interface as an SDK option.", q)
        .identifiers,
    ).toBe(false);
    expect(newLiterals("const sdk = new Vercel({ debugLogger: console });", q).identifiers).toBe(
      true,
    );
  });

  it("`apiKey`'s '// This is the default' states no default API version, and does state the key's", () => {
    const sample = [
      "```ts",
      "const client = new OpenAI({",
      "  apiKey: process.env['OPENAI_API_KEY'], // This is the default and can be omitted",
      "});",
      "```",
    ].join("\n");
    expect(statesDefault(sample, "What is the default API version of the OpenAI client?")).toBe(
      false,
    );
    expect(statesDefault(sample, "What is the default apiKey of the OpenAI client?")).toBe(true);
  });

  it("a name in the asked phrase is not what is asked: 'the default API version' needs a version", () => {
    const readme = chunkedDoc(
      "OpenAI API Library",
      [
        "# OpenAI API Library",
        "",
        "## Retries",
        "",
        "The OpenAI API client retries a request 2 times by default.",
        "",
      ].join("\n"),
      "kb/openai/README.md",
    );
    const text = "The OpenAI API client retries a request 2 times by default.";
    const claim = supportedClaim(readme[0]!.chunkId, text);
    const stats = statsIn(readme, { openai: 3, api: 40, version: 30, default: 60, retri: 10 });
    const q = analyzeQuestion("What is the default API version of the OpenAI client?", stats);
    expect(coverageOf(q, [claim], readme).missing.length).toBe(1);
  });
});
