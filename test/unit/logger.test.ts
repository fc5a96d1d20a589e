/** Logs are JSON lines for collectors and readable lines on a terminal (LOG_FORMAT). */
import { PassThrough } from "node:stream";
import { describe, expect, it } from "@jest/globals";
import { createLogger } from "../../src/logger";

function capture(format: "auto" | "json" | "pretty", isTTY: boolean): string {
  const out = Object.assign(new PassThrough(), { isTTY });
  let text = "";
  out.on("data", (d) => (text += d));
  const logger = createLogger({ level: "info", format }, out);
  logger.info({ documents: 12 }, "12 active document(s)");
  logger.flush();
  return text;
}

describe("createLogger", () => {
  it("auto: JSON when stdout is not a terminal (a collector, a pipe, CI)", () => {
    const line = JSON.parse(capture("auto", false).trim());
    expect(line).toMatchObject({ level: 30, documents: 12, msg: "12 active document(s)" });
  });
  it("auto: readable lines on a terminal", () => {
    const text = capture("auto", true);
    expect(text).toMatch(/INFO.*12 active document\(s\)/);
    expect(() => JSON.parse(text)).toThrow();
  });
  it("pretty and json force the format either way", () => {
    expect(capture("pretty", false)).toMatch(
      /^\[[\d:.]+\] INFO: 12 active document\(s\)\n\s+documents: 12/,
    );
    expect(JSON.parse(capture("json", true).trim()).msg).toBe("12 active document(s)");
  });
});
