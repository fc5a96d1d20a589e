/**
 * No page is lost to a title (decision 0003 needs distinct titles; a versioned site repeats them).
 * Within one ingest run, every member of a group of colliding titles is qualified with the title
 * of the section it is in, when those tell the group apart — the site's own name for it, as its
 * breadcrumb shows ("Exporters (JavaScript)", "Exporters (Python)" for languages/js and
 * languages/python, whose section pages are titled so) — or else with the shortest leading part of
 * its folder path (relative to the ingested root) that does: "Getting Started (v1/1.76)",
 * "Getting Started (v2/2.19)" (both versions' sections are titled "Introduction"). Members in the same folder are
 * told apart by file name: "The Rust Programming Language (SUMMARY)". The rule is a pure function
 * of the run's files, so the same folder gives the same titles on every ingest.
 */
import { normalizeTitle } from "../text/normalize-title";
import { titleSkeleton } from "../text/title-skeleton";

export interface TitledFile {
  /** stable identity of the file (its source key) */
  key: string;
  title: string;
  /** folder segments relative to the ingested root */
  folder: readonly string[];
  /** file name without extension */
  file: string;
  /** the title of the section page (`_index.md`, `index.md`, `README.md`) of the folder it is in */
  section?: string;
}

export interface Qualification {
  key: string;
  title: string;
  /** the qualifier added, e.g. "v2/2.19"; null when the title is the source's own */
  qualifier: string | null;
}

function distinct(labels: readonly string[]): boolean {
  return new Set(labels.map(normalizeTitle)).size === labels.length;
}

/** Qualifiers for one group of files sharing a title. */
function qualifiersFor(group: readonly TitledFile[]): string[] {
  const sections = group.map((f) => f.section?.trim() ?? "");
  if (sections.every(Boolean) && distinct(sections)) return sections;
  const depth = Math.max(...group.map((f) => f.folder.length));
  const sameFolder = (f: TitledFile) =>
    group.filter((g) => g.folder.join("/") === f.folder.join("/")).length > 1;
  for (let k = 1; k <= Math.max(depth, 1); k++) {
    const prefix = (f: TitledFile) => f.folder.slice(0, k).join("/");
    // members sharing a folder are told apart by file name alone where that suffices
    for (const withFolder of [false, true]) {
      const labels = group.map((f) =>
        sameFolder(f)
          ? withFolder
            ? [prefix(f), f.file].filter(Boolean).join("/")
            : f.file
          : prefix(f) || f.file,
      );
      if (distinct(labels)) return labels;
    }
  }
  // same folders all the way down: the whole folder path and the file name
  const labels = group.map((f) => [...f.folder, f.file].join("/"));
  return distinct(labels) ? labels : labels.map((l, i) => `${l} #${i + 1}`);
}

/** Groups files whose titles collide (same normalised title, or the same confusable skeleton). */
export function qualifyTitles(files: readonly TitledFile[]): Qualification[] {
  const groups = new Map<string, TitledFile[]>();
  for (const f of files) {
    const k = titleSkeleton(f.title);
    groups.set(k, [...(groups.get(k) ?? []), f]);
  }
  const out = new Map<string, Qualification>();
  for (const group of groups.values()) {
    if (group.length === 1) {
      out.set(group[0]!.key, { key: group[0]!.key, title: group[0]!.title, qualifier: null });
      continue;
    }
    const labels = qualifiersFor(group);
    group.forEach((f, i) =>
      out.set(f.key, { key: f.key, title: `${f.title} (${labels[i]})`, qualifier: labels[i]! }),
    );
  }
  return files.map((f) => out.get(f.key)!);
}
