/**
 * Dotted, underscored and camelCase identifiers found by one linear pass (issue 57: the regular
 * expression `/[\w-]+(?:[._][\w-]+)+/g` this replaces backtracks over every start position of a
 * long run with no separator, 3 s on 2,000 characters of "AA-AA-…"). The matches are exactly
 * that expression's, and with `camel` those of `/[\w-]+(?:[._][\w-]+)+|\b[a-z]+(?:[A-Z][a-z0-9]+)+\b/g`.
 *
 * No match crosses a character outside `[\w.-]`, so each such run is read on its own. Within a
 * run, a dotted match starting at a word character extends to the end of its chain (pieces joined
 * by single dots) when another piece follows; otherwise it needs an underscore with a word
 * character either side of it in its piece, and then ends with the piece.
 */
const RUN = /[\w.-]+/g;
const CAMEL_WORD = /^[a-z]+(?:[A-Z][a-z0-9]+)+$/;

const isWordChar = (c: string | undefined) => c !== undefined && /\w/.test(c);

/** Per position of a run: where its piece ends, where its chain ends, its piece's last interior `_`. */
function runShape(run: string): {
  pieceEnd: number[];
  chainEnd: number[];
  lastUnderscore: number[];
} {
  const n = run.length;
  const pieceEnd = new Array<number>(n).fill(n);
  const chainEnd = new Array<number>(n).fill(n);
  const lastUnderscore = new Array<number>(n).fill(-1);
  for (let i = n - 1; i >= 0; i--) {
    if (run[i] === ".") continue;
    const end = i + 1 < n && run[i + 1] !== "." ? pieceEnd[i + 1]! : i + 1;
    pieceEnd[i] = end;
    const joined = end + 1 < n && run[end] === "." && run[end + 1] !== ".";
    chainEnd[i] = joined ? chainEnd[end + 1]! : end;
    // an underscore at i counts for a start before it when a word character follows it in the piece
    const later = i + 1 < end ? lastUnderscore[i + 1]! : -1;
    lastUnderscore[i] = later >= 0 ? later : run[i] === "_" && i <= end - 2 ? i : -1;
  }
  return { pieceEnd, chainEnd, lastUnderscore };
}

function runMatches(run: string, camel: boolean, out: string[]): void {
  const { pieceEnd, chainEnd, lastUnderscore } = runShape(run);
  let p = 0;
  while (p < run.length) {
    if (run[p] !== ".") {
      const e = pieceEnd[p]!;
      const end = chainEnd[p]! > e ? chainEnd[p]! : lastUnderscore[p]! >= p + 1 ? e : -1;
      if (end > p) {
        out.push(run.slice(p, end));
        p = end;
        continue;
      }
    }
    if (camel && isWordChar(run[p]) && !isWordChar(run[p - 1])) {
      let q = p;
      while (isWordChar(run[q])) q++;
      if (CAMEL_WORD.test(run.slice(p, q))) {
        out.push(run.slice(p, q));
        p = q;
        continue;
      }
    }
    p++;
  }
}

/** `text.match(/[\w-]+(?:[._][\w-]+)+/g)`, with `camel` also camelCase words, in linear time. */
export function dottedIdentifiers(text: string, camel = false): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(RUN)) runMatches(m[0], camel, out);
  return out;
}
