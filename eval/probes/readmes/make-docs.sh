#!/usr/bin/env bash
# A second kind of knowledge base for eval:corpus: seven READMEs of packages already in node_modules,
# each filed under its package's folder (a knowledge base filed by product, with badges, HTML
# banners, tables of contents and option lists, as real READMEs have). The questions beside this
# script were written from these files; the rules fixed on them are in the git log (so this is a
# development set, not an unseen one).
#   bash eval/probes/readmes/make-docs.sh [target dir]   (default: eval/out/probe-readmes)
#   npm run eval:corpus -- eval/out/probe-readmes
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
target="${1:-$repo/eval/out/probe-readmes}"
rm -rf "$target" && mkdir -p "$target/docs"
cp "$here/questions.jsonl" "$target/questions.jsonl"
for pkg in autocannon qs dotenv dataloader node-fetch commander glob; do
  src="$(ls "$repo/node_modules/$pkg"/[Rr][Ee][Aa][Dd][Mm][Ee].md | head -1)"
  mkdir -p "$target/docs/$pkg"
  cp "$src" "$target/docs/$pkg/README.md"
  echo "$pkg $(node -p "require('$repo/node_modules/$pkg/package.json').version")"
done
echo "knowledge base in $target"
