#!/usr/bin/env python3
"""Generates WaterfallTUI's Unicode width tables from the C library's wcwidth().

    python3 Scripts/generate-unicode-widths.py                  # rewrites the Swift file
    python3 Scripts/generate-unicode-widths.py --check          # exits 1 if it is out of date
    python3 Scripts/generate-unicode-widths.py --output PATH    # another file (relative to the
                                                                # repository root, or absolute)

Terminals and multiplexers that follow the C library (xterm's default, tmux, ncurses itself)
measure each code point with wcwidth(); Waterfall must measure text the same way or lines
overflow and card borders shift. This script asks glibc's wcwidth() (through ctypes, in the
C.UTF-8 locale) for every Unicode scalar and writes three sorted lists of inclusive ranges that
`DisplayWidth` searches:

- `zeroWidth`: scalars wcwidth() gives 0 cells (nonspacing and enclosing marks, format
  characters such as ZWJ and the variation selectors, Hangul medial and final jamo), without the
  C0 and C1 controls (the terminal front end draws every control as a one-cell picture once
  `TerminalSafeText` has replaced it). Spacing marks (Mc, such as Devanagari vowel signs) are
  not in it: wcwidth() gives them one cell, and tmux draws them in a cell of their own;
- `wide`: scalars wcwidth() gives 2 cells (East Asian Wide and Fullwidth, emoji presentation,
  the emoji modifiers U+1F3FB–U+1F3FF);
- `unprintable`: scalars wcwidth() has no width for (-1: unassigned in the C library's Unicode
  version, noncharacters), without the controls. tmux drops such a character; Waterfall draws
  U+FFFD in its place, so what it measures is what the terminal shows.

The committed file was made on Debian 12 (glibc 2.36, Unicode 14.0 character data). The output
depends only on the C library and this script; its header names the C library's version. With
--check nothing is written: the script says which tables differ and exits 1, or exits 0 when the
file is up to date.
"""

import argparse
import ctypes
import ctypes.util
import difflib
import locale
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join("Sources", "WaterfallTUI", "Text", "UnicodeWidthTables.swift")
COMMAND = "python3 Scripts/generate-unicode-widths.py"

# Scalars the tables must not describe: the C0 controls and DEL with the C1 controls.
CONTROLS = [(0x00, 0x1F), (0x7F, 0x9F)]
SURROGATES = (0xD800, 0xDFFF)
VALUES_PER_LINE = 10

TABLES = [
    (
        "zeroWidth",
        "Scalars that occupy no cell: nonspacing/enclosing marks, format characters, Hangul medial and final jamo.",
    ),
    (
        "wide",
        "Scalars that occupy two cells: East Asian Wide and Fullwidth, emoji presentation, emoji modifiers.",
    ),
    (
        "unprintable",
        "Scalars the C library gives no width (unassigned in its Unicode version, noncharacters): drawn as U+FFFD.",
    ),
]

CONTAINS = """\
    /// Whether `value` lies in one of the ranges of `table`, by binary search: O(log n).
    static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
        var low = 0
        var high = table.count / 2 - 1
        while low <= high {
            let mid = (low + high) / 2
            if value < table[mid * 2] {
                high = mid - 1
            } else if value > table[mid * 2 + 1] {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
"""


def c_library():
    """glibc through ctypes, in the C.UTF-8 locale, and its version string."""
    try:
        locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
    except locale.Error:
        sys.exit("error: the C.UTF-8 locale is not available")
    libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    libc.wcwidth.argtypes = [ctypes.c_wchar]
    libc.wcwidth.restype = ctypes.c_int
    try:
        libc.gnu_get_libc_version.restype = ctypes.c_char_p
        version = "glibc " + libc.gnu_get_libc_version().decode()
    except AttributeError:
        sys.exit("error: this script reads glibc's wcwidth(); the C library here is not glibc")
    return libc, version


def is_control(value):
    return any(low <= value <= high for low, high in CONTROLS)


def ranges_of(values):
    """Sorted inclusive ranges covering the sorted list `values`."""
    ranges = []
    for value in values:
        if ranges and ranges[-1][1] == value - 1:
            ranges[-1][1] = value
        else:
            ranges.append([value, value])
    return [(low, high) for low, high in ranges]


def source_tables():
    """(C library version, {table name: ranges}) from wcwidth() of every scalar."""
    libc, version = c_library()
    members = {"zeroWidth": [], "wide": [], "unprintable": []}
    for value in range(0x110000):
        if SURROGATES[0] <= value <= SURROGATES[1] or is_control(value):
            continue
        width = libc.wcwidth(chr(value))
        if width == 0:
            members["zeroWidth"].append(value)
        elif width == 2:
            members["wide"].append(value)
        elif width < 0:
            members["unprintable"].append(value)
        elif width != 1:
            sys.exit(f"error: wcwidth(U+{value:04X}) is {width}")
    return version, {name: ranges_of(values) for name, values in members.items()}


def header(version):
    """The comment at the top of the Swift file: source, version and the command."""
    return [
        f"// Generated from {version}'s wcwidth() in the C.UTF-8 locale, for every Unicode scalar,",
        f"// by `{COMMAND}` (add `--check` to compare instead of writing).",
        "// Each table is a flat list of inclusive scalar ranges: lower, upper, lower, upper, …",
    ]


def swift_table(name, comment, ranges):
    """The Swift declaration of one table, VALUES_PER_LINE values a line."""
    values = [f"0x{value:05X}" for pair in ranges for value in pair]
    lines = [f"    /// {comment}", f"    static let {name}: [UInt32] = ["]
    for start in range(0, len(values), VALUES_PER_LINE):
        lines.append("        " + ", ".join(values[start:start + VALUES_PER_LINE]) + ",")
    lines.append("    ]")
    return lines


def render(version, tables):
    """The whole Swift file."""
    lines = header(version)
    lines += [
        "",
        "/// Sorted Unicode scalar range tables used by `DisplayWidth`, as the C library measures scalars.",
        "enum UnicodeWidthTables {",
        "    /// The C library the tables were read from.",
        f"    static let source = \"{version}\"",
        "",
    ]
    for name, comment in TABLES:
        lines += swift_table(name, comment, tables[name])
        lines.append("")
    return "\n".join(lines) + "\n" + CONTAINS + "}\n"


def parse_tables(text):
    """{table name: ranges, or None when unreadable} read back from a Swift file in this layout."""
    tables = {}
    current = None
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("static let ") and stripped.endswith("= ["):
            current = stripped[len("static let "):].split(":")[0]
            tables[current] = []
        elif current is not None and stripped == "]":
            current = None
        elif current is not None:
            try:
                tables[current].extend(int(value, 16) for value in stripped.rstrip(",").split(", ") if value)
            except ValueError:
                tables[current] = None
                current = None
    return {name: None if values is None else list(zip(values[::2], values[1::2])) for name, values in tables.items()}


def leading_comment(lines):
    """The lines before the first blank line: the header comment."""
    return lines[:lines.index("")] if "" in lines else lines


def describe_differences(path, committed, fresh):
    """Lines that say what differs between the committed file and a fresh run."""
    report = []
    committed_lines = committed.splitlines()
    fresh_lines = fresh.splitlines()
    committed_tables = parse_tables(committed)
    fresh_tables = parse_tables(fresh)
    for name, _ in TABLES:
        if name not in committed_tables:
            report.append(f"table {name}: missing from {path}")
            continue
        old = committed_tables[name]
        new = fresh_tables[name]
        if old is None:
            report.append(f"table {name}: a line of it is not a list of hexadecimal values")
            continue
        old_set, new_set = set(old), set(new)
        removed = [r for r in old if r not in new_set]
        added = [r for r in new if r not in old_set]
        if removed or added:
            report.append(f"table {name}: {len(added)} range(s) to add, {len(removed)} to remove")
            for label, ranges in (("add", added), ("remove", removed)):
                for low, high in ranges[:10]:
                    report.append(f"    {label} U+{low:04X}..U+{high:04X}")
                if len(ranges) > 10:
                    report.append(f"    … and {len(ranges) - 10} more to {label}")
    if leading_comment(committed_lines) != leading_comment(fresh_lines):
        report.append("the header comment differs (another C library version?)")
    if not report:
        report.append("the tables and the header agree; the layout of the file differs")
    diff = difflib.unified_diff(committed_lines, fresh_lines, f"{path} (committed)", f"{path} (generated)", lineterm="", n=1)
    report.append("first differing lines:")
    report.extend("    " + line for line in list(diff)[:40])
    return report


def main():
    parser = argparse.ArgumentParser(description="Generates WaterfallTUI's Unicode width tables from glibc's wcwidth().")
    parser.add_argument(
        "--output", default=DEFAULT_OUTPUT,
        help=f"the Swift file, relative to the repository root or absolute (default: {DEFAULT_OUTPUT})",
    )
    parser.add_argument(
        "--check", action="store_true",
        help="write nothing; exit 1 and say what differs if the file is not what this script generates",
    )
    arguments = parser.parse_args()
    path = arguments.output if os.path.isabs(arguments.output) else os.path.join(ROOT, arguments.output)
    shown = os.path.relpath(path, ROOT)
    if shown.startswith(".."):
        shown = path
    version, tables = source_tables()
    fresh = render(version, tables)

    if arguments.check:
        if not os.path.exists(path):
            print(f"{shown}: no such file (pass --output if the tables live elsewhere)", file=sys.stderr)
            return 1
        with open(path, encoding="utf-8", errors="replace", newline="") as file:
            committed = file.read()
        if committed == fresh:
            print(f"{shown} is up to date ({version})")
            return 0
        print(f"{shown} is out of date with {version}:", file=sys.stderr)
        for line in describe_differences(shown, committed, fresh):
            print(line, file=sys.stderr)
        print(f"run `{COMMAND}" + ("" if arguments.output == DEFAULT_OUTPUT else f" --output {arguments.output}")
              + "` to regenerate it", file=sys.stderr)
        return 1

    directory = os.path.dirname(path)
    if not os.path.isdir(directory):
        print(f"{os.path.dirname(shown)}: no such directory (pass --output)", file=sys.stderr)
        return 1
    with open(path, "w", encoding="utf-8", newline="") as file:
        file.write(fresh)
    print(f"wrote {shown} ({version})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
