/**
 * The progress bar of `npm run ingest` (cli-progress): one bar per phase, reading the files then
 * writing the documents, on a terminal only. Piped output and CI (`CI` set) stay quiet: the report
 * lines and the summary are what a log should hold.
 */
import { Presets, SingleBar } from "cli-progress";
import type { IngestOptions } from "./ingest-folder";

export interface IngestProgress {
  onProgress: NonNullable<IngestOptions["onProgress"]>;
  stop(): void;
}

type Stream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

export function ingestProgress(
  stream: Stream,
  env: Record<string, string | undefined>,
): IngestProgress {
  const quiet = !stream.isTTY || Boolean(env.CI);
  if (quiet) return { onProgress: () => undefined, stop: () => undefined };
  const bar = new SingleBar(
    {
      format: "ingest {phase} [{bar}] {value}/{total} {file}",
      stream,
      hideCursor: false,
    },
    Presets.shades_classic,
  );
  let phase: string | null = null;
  return {
    onProgress(done, total, file, step) {
      const label = step === "read" ? "reading" : "writing";
      if (phase !== label) {
        if (phase) bar.stop();
        bar.start(total, 0, { phase: label, file });
        phase = label;
      }
      bar.update(done, { phase: label, file });
    },
    stop() {
      if (phase) bar.stop();
      phase = null;
    },
  };
}
