/**
 * Maps citation markers to documents. A part resolves when one of its keys is the title of a
 * document among the evidence the model was given; otherwise it is RESTRICTED when it names a
 * document the caller may not read, and UNKNOWN in every other case (including a readable
 * document that was not part of the evidence: it cannot support this answer).
 */
import type { CitationMarker, CitationPart } from "./parse-citations";
import type { TitleInfo } from "./ask-ports";
import type { CitationRef, Principal } from "../types";
import { canRead } from "../types";

export interface EvidenceTitle {
  documentId: string;
  title: string;
}

function partsOf(m: CitationMarker): CitationPart[] {
  return [m.whole, ...m.pieces, ...m.commaPieces];
}

/** Keys to look up in the catalog: those of parts the evidence does not explain. */
export function unresolvedKeys(
  markers: readonly CitationMarker[],
  evidence: ReadonlyMap<string, EvidenceTitle>,
): string[] {
  const keys = new Set<string>();
  for (const m of markers) {
    for (const p of partsOf(m))
      if (!p.keys.some((k) => evidence.has(k))) p.keys.forEach((k) => keys.add(k));
  }
  return [...keys];
}

function resolvePart(
  part: CitationPart,
  evidence: ReadonlyMap<string, EvidenceTitle>,
  catalog: ReadonlyMap<string, TitleInfo>,
  caller: Principal,
): CitationRef {
  for (const key of part.keys) {
    const hit = evidence.get(key);
    if (hit)
      return {
        written: part.written,
        resolution: "RESOLVED",
        documentId: hit.documentId,
        title: hit.title,
      };
  }
  for (const key of part.keys) {
    const doc = catalog.get(key);
    if (doc && !canRead(caller, doc.groups)) {
      return {
        written: part.written,
        resolution: "RESTRICTED",
        documentId: doc.documentId,
        title: null,
      };
    }
  }
  return { written: part.written, resolution: "UNKNOWN", documentId: null, title: null };
}

export function resolveMarker(
  marker: CitationMarker,
  evidence: ReadonlyMap<string, EvidenceTitle>,
  catalog: ReadonlyMap<string, TitleInfo>,
  caller: Principal,
): CitationRef[] {
  const resolve = (p: CitationPart) => resolvePart(p, evidence, catalog, caller);
  const whole = resolve(marker.whole);
  if (whole.resolution === "RESOLVED") return [whole];
  if (marker.pieces.length) return marker.pieces.map(resolve);
  // "[A, B]" is read as two citations only when both are titles in the evidence: whether a piece
  // names a restricted document must not change how the marker is read (that would reveal it)
  if (marker.commaPieces.length) {
    const pieces = marker.commaPieces.map(resolve);
    if (pieces.every((c) => c.resolution === "RESOLVED")) return pieces;
  }
  return [whole];
}
