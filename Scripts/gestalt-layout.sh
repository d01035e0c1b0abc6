#!/bin/sh
# Runs the multi-column layout of gestalt's Masonry (Pinterest's, github.com/pinterest/gestalt) on
# the cases of a JSON file under node, for `waterfall-benchmarks gestalt`, and prints what it placed
# as JSON. gestalt is never part of this repository: the caller fetches a snapshot of it (its git
# directory, e.g. with the search tool's fetch, github:pinterest/gestalt), this script takes its
# Masonry sources from it into a scratch directory, strips their types with esbuild (Debian's
# `esbuild` package) and bundles them with Scripts/gestalt-harness.mjs for node.
#
# Usage: Scripts/gestalt-layout.sh GESTALT_GIT_DIR CASES_JSON
set -eu
if [ $# -ne 2 ]; then
    echo "usage: $0 GESTALT_GIT_DIR CASES_JSON" >&2
    exit 2
fi
git_dir=$1
cases=$2
for tool in git esbuild node; do
    command -v "$tool" >/dev/null || { echo "$0: $tool is needed (apt-get install $tool)" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
git --git-dir="$git_dir" archive HEAD packages/gestalt/src/Masonry | tar -x -C "$work"
cp "$(dirname "$0")/gestalt-harness.mjs" "$work/harness.mjs"
esbuild "$work/harness.mjs" --bundle --platform=node --format=cjs --log-level=warning --outfile="$work/harness.cjs"
node "$work/harness.cjs" "$cases"
