#!/usr/bin/env bash
# Typechecks one front-end package with only tsconfig.base.json, shared/ and its own folder
# present: proof that it reads no other remote's source. Dependencies come from
# the installed node_modules; the package's own links (e.g. @meridian/shared -> ../../shared)
# are relative, so they resolve to the copies here.
# Usage: scripts/typecheck-alone.sh <package-dir>...   e.g. remote-contacts remote-pipeline
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
(($#)) || { echo "usage: $0 <package-dir>..." >&2; exit 2; }
status=0
for dir in "$@"; do
  dir="${dir%/}"
  [[ -f "$root/$dir/tsconfig.json" ]] || { echo "$dir: no tsconfig.json" >&2; exit 2; }
  tmp="$(mktemp -d)"
  cp "$root/tsconfig.base.json" "$tmp/"
  ln -s "$root/node_modules" "$tmp/node_modules"
  # Sources copied (not linked): TypeScript follows links to their real place, next to the others.
  cp -a "$root/shared" "$tmp/shared"
  mkdir -p "$tmp/$dir"
  cp -a "$root/$dir/." "$tmp/$dir/"
  rm -rf "$tmp/$dir/dist"
  if (cd "$tmp/$dir" && "$root/node_modules/.bin/tsc" -p tsconfig.json); then
    echo "$dir: typechecks alone"
  else
    echo "$dir: does not typecheck with only shared/ and its own folder" >&2
    status=1
  fi
  rm -rf "$tmp"
done
exit $status
