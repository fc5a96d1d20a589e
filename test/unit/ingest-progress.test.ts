/**
 * Issue 58: folder ingest shows a progress bar on a terminal (reading, then writing), and stays
 * quiet when its output is piped or CI is set.
 */
import { Writable } from "node:stream";
import { describe, expect, it } from "@jest/globals";
import { ingestProgress } from "../../src/ingest/ingest-progress";

function fakeStream(
  isTTY: boolean,
): Writable & { isTTY: boolean; columns: number; text(): string } {
  const chunks: string[] = [];
  const s = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  }) as Writable & { isTTY: boolean; columns: number; text(): string };
  s.isTTY = isTTY;
  s.columns = 120;
  s.text = () => chunks.join("");
  // cli-progress moves the cursor on a terminal
  Object.assign(s, { cursorTo: () => true, clearLine: () => true, moveCursor: () => true });
  return s;
}

function run(stream: ReturnType<typeof fakeStream>, env: Record<string, string>): void {
  const p = ingestProgress(stream, env);
  p.onProgress(1, 2, "a.md", "read");
  p.onProgress(2, 2, "b.md", "read");
  p.onProgress(1, 2, "a.md", "write");
  p.onProgress(2, 2, "b.md", "write");
  p.stop();
}

describe("ingest progress bar", () => {
  it("draws reading and writing on a terminal", () => {
    const s = fakeStream(true);
    run(s, {});
    expect(s.text()).toMatch(/ingest reading \[.*\] 2\/2 b\.md/);
    expect(s.text()).toMatch(/ingest writing \[.*\] 2\/2 b\.md/);
  });

  it("writes nothing when the output is not a terminal, or in CI", () => {
    const piped = fakeStream(false);
    run(piped, {});
    expect(piped.text()).toBe("");
    const ci = fakeStream(true);
    run(ci, { CI: "true" });
    expect(ci.text()).toBe("");
  });
});
