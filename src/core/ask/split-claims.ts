/**
 * Splits an answer into claims: sentences, and each list item whole. A claim owns the citation
 * markers inside it; markers that open a sentence belong to the claim before it, because models
 * put the citation after the period ("… 30 days. [AX-4 maintenance schedule] Next …").
 */
import { blocks, collapseSpace } from "../text/sentences";
import { parseCitations, stripMarkers, type CitationMarker } from "./parse-citations";

export interface RawClaim {
  /** the claim with its markers removed */
  text: string;
  markers: CitationMarker[];
}

const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });
const LEADING_MARKERS = /^(?:\s*\[[^[\]\n]{1,300}\](?!\())+/;

function pieces(text: string): string[] {
  const out: string[] = [];
  for (const block of blocks(text)) {
    if (block.listItem) out.push(block.text);
    else for (const { segment } of segmenter.segment(block.text)) out.push(segment);
  }
  return out;
}

export function splitClaims(answer: string): RawClaim[] {
  const claims: RawClaim[] = [];
  for (const piece of pieces(answer)) {
    let rest = piece;
    const lead = LEADING_MARKERS.exec(rest);
    if (lead && claims.length > 0) {
      const markers = parseCitations(lead[0]);
      if (markers.length) {
        claims[claims.length - 1]!.markers.push(...markers);
        rest = rest.slice(lead[0].length);
      }
    }
    const markers = parseCitations(rest);
    const text = stripMarkers(rest, markers);
    if (!/[\p{L}\p{N}]/u.test(text.replace(/\[[^[\]\n]*\]/g, ""))) {
      // a piece that is only markers, footnotes or punctuation belongs to the claim before it
      if (claims.length > 0) claims[claims.length - 1]!.markers.push(...markers);
      continue;
    }
    claims.push({ text: collapseSpace(text), markers });
  }
  return claims;
}
