#!/usr/bin/env bash
# Measures the peak resident memory and the time of `waterfall dump` (release build) on a JSON
# Lines catalog of N bad lines, next to the same command on a clean file of N good lines, in one
# run: the goal is a flat peak, at most 2 MB above the clean file's, whatever N.
#
#   Scripts/measure-bad-lines-memory.sh [lines]      default: 5000000
#
# Both files are N lines of about 110 bytes, written to a temporary directory (about 1 GB for the
# default). Each bad line is a well-formed item with a negative price, so every line is decoded
# and reported; `dump` reads the whole bad file (no page has an item, so it asks for page after
# page), and only its first page of the clean one. The peak is the kernel's maximum resident set
# size for the process (`ru_maxrss` of the child, through Python's `resource`). Build first:
# `swift build -c release`. WATERFALL_BINARY picks another binary.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
binary="${WATERFALL_BINARY:-$root/.build/release/waterfall}"
lines="${1:-5000000}"
if [ ! -x "$binary" ]; then
    echo "no executable $binary: run \`swift build -c release\` first" >&2
    exit 1
fi
if ! [[ $lines =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: $0 [lines] (a positive whole number)" >&2
    exit 2
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/waterfall-bad-lines.XXXXXX")"
trap 'rm -rf "$work"' EXIT

python3 - "$binary" "$lines" "$work" <<'PYTHON'
import resource, subprocess, sys, time

binary, lines, work = sys.argv[1], int(sys.argv[2]), sys.argv[3]
item = '{{"id": "{kind}{number}", "title": "an item", "price": {{"amount": {amount}}}, "width": 300, "height": 200, "shop": "a shop"}}\n'

def write(name, kind, amount):
    path = f"{work}/{name}.jsonl"
    with open(path, "w") as file:
        for start in range(0, lines, 100_000):
            file.write("".join(item.format(kind=kind, number=number, amount=amount) for number in range(start, min(lines, start + 100_000))))
    return path

def measure(path):
    """(peak resident memory in kB, seconds, the report's first line) of one dump in a child."""
    script = (
        "import resource, subprocess, sys, time\n"
        "start = time.monotonic()\n"
        "done = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)\n"
        "seconds = time.monotonic() - start\n"
        "first = (done.stderr.decode(errors='replace').splitlines() or ['(nothing on stderr)'])[0]\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, round(seconds, 1), done.returncode, first, sep='\\t')\n"
    )
    command = [binary, "dump", "--data", path, "--width", "100", "--height", "40"]
    output = subprocess.run([sys.executable, "-c", script] + command, capture_output=True, text=True, check=True).stdout
    peak, seconds, status, first = output.rstrip("\n").split("\t")
    return int(peak), float(seconds), int(status), first

clean = write("clean", "good-", 1999)
bad = write("bad", "bad-", -5)
rows = []
for label, path in (("clean file (baseline)", clean), ("bad lines", bad)):
    peak, seconds, status, first = measure(path)
    rows.append((label, peak, seconds, status, first))
print(f"waterfall dump on {lines:,} JSON Lines lines, {binary}")
print(f"{'file':<24}{'peak RSS':>12}{'time':>10}  exit  first line of the report")
for label, peak, seconds, status, first in rows:
    print(f"{label:<24}{peak / 1024:>9.1f} MB{seconds:>8.1f} s  {status:>4}  {first}")
difference = (rows[1][1] - rows[0][1]) / 1024
print(f"bad minus clean: {difference:+.1f} MB (ratio {rows[1][1] / rows[0][1]:.2f}); goal: at most +2 MB: {'met' if difference <= 2 else 'NOT met'}")
PYTHON
