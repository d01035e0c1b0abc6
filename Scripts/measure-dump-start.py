#!/usr/bin/env python3
"""Start to all photos drawn, side by side: times `waterfall dump` (which makes every photo the
first screen's cards want before it prints, then exits) for two configurations, interleaved, and
prints the medians and their ratio as a Markdown table row.

    Scripts/measure-dump-start.py [--runs N] [--size 200x60]
        --binary PATH [--data DIR] [--args "..."]
        --baseline-binary PATH [--baseline-data DIR] [--baseline-args "..."]

Each configuration is `BINARY dump --width W --height H --latency 0 [--data DIR] ARGS`; the
output must be non-empty and the exit status 0 (else the script stops and says which). One
warm-up run of each, then N rounds (default 15) of one run each, alternating, so that the load
of a shared machine falls on both alike.
"""
import argparse
import shlex
import statistics
import subprocess
import sys
import time


def command(binary, data, extra, width, height):
    line = [binary, "dump", "--width", str(width), "--height", str(height), "--latency", "0"]
    if data:
        line += ["--data", data]
    return line + shlex.split(extra or "")


def timed(line):
    start = time.perf_counter()
    done = subprocess.run(line, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if done.returncode != 0 or not done.stdout:
        sys.exit(f"measure-dump-start: {shlex.join(line)} failed (exit {done.returncode})")
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--size", default="200x60")
    parser.add_argument("--binary", required=True)
    parser.add_argument("--data")
    parser.add_argument("--args")
    parser.add_argument("--baseline-binary", required=True)
    parser.add_argument("--baseline-data")
    parser.add_argument("--baseline-args")
    options = parser.parse_args()
    width, height = (int(part) for part in options.size.split("x"))
    ours = command(options.binary, options.data, options.args, width, height)
    baseline = command(options.baseline_binary, options.baseline_data, options.baseline_args, width, height)
    timed(ours)
    timed(baseline)
    ours_times, baseline_times = [], []
    for _ in range(options.runs):
        ours_times.append(timed(ours))
        baseline_times.append(timed(baseline))
    ours_median = statistics.median(ours_times) * 1000
    baseline_median = statistics.median(baseline_times) * 1000
    print(f"ours:     {shlex.join(ours)}")
    print(f"baseline: {shlex.join(baseline)}")
    print(f"| {ours_median:.1f} ms | {baseline_median:.1f} ms | {ours_median / baseline_median:.2f}× |")


if __name__ == "__main__":
    main()
