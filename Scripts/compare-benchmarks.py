#!/usr/bin/env python3
"""Runs one benchmark group of two builds turn about and compares chosen rows side by side.

    Scripts/compare-benchmarks.py --baseline OLD/.build/release/waterfall-benchmarks \\
        --candidate .build/release/waterfall-benchmarks --group frame \\
        --row "frame after a one-line scroll: scroll" --rounds 5

Each round runs the baseline's group, then the candidate's (the order alternates every round, so
a machine that slows down or speeds up during the run weighs on both alike), and reads the
"Waterfall" column of every table row whose name starts with one of the --row prefixes. It prints
one Markdown table: the medians of both builds and their ratio (candidate / baseline: above 1 is
slower). Times are read in ns, µs, ms or s.
"""
import argparse
import statistics
import subprocess
import sys

UNITS = {"ns": 1.0, "µs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}


def seconds_text(nanoseconds):
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if nanoseconds >= scale:
            return f"{nanoseconds / scale:.3g} {unit}"
    return f"{nanoseconds:.3g} ns"


def parse_time(text):
    """The first time in `text` ("413 µs", "28.6 ms / 30 ms") in ns, or None."""
    parts = text.replace("/", " ").split()
    for value, unit in zip(parts, parts[1:]):
        try:
            number = float(value)
        except ValueError:
            continue
        if unit in UNITS:
            return number * UNITS[unit]
    return None


def run(binary, group, rows):
    """The first time of each row of `rows` (name prefixes) in one run of `group`."""
    output = subprocess.run([binary, group], capture_output=True, text=True, check=True).stdout
    found = {}
    for line in output.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 2:
            continue
        for prefix in rows:
            if cells[0].startswith(prefix) and prefix not in found:
                time = parse_time(cells[1])
                if time is not None:
                    found[prefix] = time
    missing = [prefix for prefix in rows if prefix not in found]
    if missing:
        sys.exit(f"{binary} {group}: no row starting with {missing} (or no time in it)")
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--baseline", required=True, help="the baseline build's waterfall-benchmarks")
    parser.add_argument("--candidate", required=True, help="the candidate build's waterfall-benchmarks")
    parser.add_argument("--group", required=True, help="the benchmark group to run")
    parser.add_argument("--row", action="append", required=True, help="the start of a row's name (repeatable)")
    parser.add_argument("--rounds", type=int, default=5)
    options = parser.parse_args()
    samples = {"baseline": {row: [] for row in options.row}, "candidate": {row: [] for row in options.row}}
    for round_number in range(options.rounds):
        order = ["baseline", "candidate"] if round_number % 2 == 0 else ["candidate", "baseline"]
        for build in order:
            binary = options.baseline if build == "baseline" else options.candidate
            for row, time in run(binary, options.group, options.row).items():
                samples[build][row].append(time)
    print(f"| `{options.group}`: measurement (median of {options.rounds} rounds, turn about) | candidate | baseline | candidate / baseline |")
    print("| --- | ---: | ---: | ---: |")
    for row in options.row:
        candidate = statistics.median(samples["candidate"][row])
        baseline = statistics.median(samples["baseline"][row])
        print(f"| {row} | {seconds_text(candidate)} | {seconds_text(baseline)} | {candidate / baseline:.2f}× |")


if __name__ == "__main__":
    main()
