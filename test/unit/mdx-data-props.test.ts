/**
 * MDX pages as their built site shows them: a component given its entries as data is a list of
 * entries, an icon standing for a value is that value, and a type in code is no tag.
 */
import { describe, expect, it } from "@jest/globals";
import { renderSiteMarkup } from "../../src/ingest/site-markup";

const render = (body: string) =>
  renderSiteMarkup(body, { file: "/kb/ai/generate-text.mdx", root: "/kb", params: {} }).text;

const propertiesTable = [
  "### Parameters",
  "",
  "<PropertiesTable",
  "  content={[",
  "    {",
  "      name: 'maxRetries',",
  "      type: 'number',",
  "      isOptional: true,",
  "      description:",
  "        'Maximum number of retries. Set to 0 to disable retries. ' + 'Default: 2.',",
  "    },",
  "",
  "    {",
  "      name: 'messages',",
  "      type: 'Array<ModelMessage>',",
  "      description: `A list of messages.`,",
  "      properties: [",
  "        {",
  "          type: 'UserModelMessage',",
  "          parameters: [",
  "            { name: 'role', type: \"'user'\", description: 'The role for the user message.' },",
  "          ],",
  "        },",
  "      ],",
  "    },",
  "  ]}",
  "/>",
  "",
  "## Returns",
].join("\n");

describe("a component given its entries as data (<PropertiesTable content={[…]} />)", () => {
  it("is a list with an item per entry, nested entries one level in", () => {
    const text = render(propertiesTable);
    expect(text).toContain(
      "- `maxRetries` (`number`, optional): Maximum number of retries. Set to 0 to disable retries. Default: 2.",
    );
    expect(text).toContain("- `messages` (`Array<ModelMessage>`): A list of messages.");
    expect(text).toContain(
      "  - `UserModelMessage`\n    - `role` (`'user'`): The role for the user message.",
    );
    // no line of the object literal is left to be quoted as prose
    expect(text).not.toMatch(/name: '|description:|PropertiesTable/);
    expect(text).toContain("## Returns");
  });

  it("is left alone inside fenced code, and a value it cannot read without running code is not guessed", () => {
    const fenced = [
      "```mdx",
      "<PropertiesTable",
      "  content={[{ name: 'a', description: 'b' }]}",
      "/>",
      "```",
    ].join("\n");
    expect(render(fenced)).toContain("content={[{ name: 'a', description: 'b' }]}");
    const computed = [
      "<PropertiesTable",
      "  content={[{ name: 'a', description: describe('a') }]}",
      "/>",
      "",
      "After.",
    ].join("\n");
    const text = render(computed);
    expect(text).not.toContain("- `a`");
    expect(text).toContain("After.");
  });
});

describe("MDX markup a reader sees as text", () => {
  it("an icon standing for a value in a table cell is that value", () => {
    const table = [
      "| Environment | AI SDK Core | AI SDK RSC |",
      "| --- | --- | --- |",
      "| Vue / Nuxt | <Check size={18} /> | <Cross size={18} /> |",
    ].join("\n");
    expect(render(table)).toContain("| Vue / Nuxt | yes | no |");
  });

  it("a type written in code keeps its angle brackets; a component's tag outside code goes", () => {
    const text = render(
      "The `content` is a `string | Array<TextPart | ImagePart>`. <Note>Read this.</Note>",
    );
    expect(text).toContain("`string | Array<TextPart | ImagePart>`");
    expect(text).toContain("Read this.");
    expect(text).not.toContain("<Note>");
  });

  it("a custom element's tags go and its text stays, alone on a line or around a sentence; code keeps them", () => {
    const text = render(
      [
        "<docs-warning>If you are not using a `createBrowserRouter` you can skip this</docs-warning>",
        "",
        "<docs-info>",
        "Opting in requires React 19.",
        "</docs-info>",
        "",
        "```sh",
        "npx create-react-router --template <template-name>",
        "```",
      ].join("\n"),
    );
    expect(text).not.toMatch(/<\/?docs-/);
    expect(text).toContain("If you are not using a `createBrowserRouter` you can skip this");
    expect(text).toContain("Opting in requires React 19.");
    expect(text).toContain("--template <template-name>");
  });

  it("a tag written over several lines goes whole, as a one-line tag does", () => {
    const text = render(
      [
        "<Snippet",
        '  text={`import { embed } from "ai"`}',
        "  prompt={false}",
        "/>",
        "",
        "Text.",
      ].join("\n"),
    );
    expect(text).not.toContain("prompt={false}");
    expect(text).toContain("Text.");
  });
});
