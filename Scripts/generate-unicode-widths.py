#!/usr/bin/env python3
"""Generates WaterfallTUI's Unicode width tables from the tables of the Python `wcwidth` package.

    python3 Scripts/generate-unicode-widths.py                  # rewrites the Swift file
    python3 Scripts/generate-unicode-widths.py --check          # exits 1 if it is out of date
    python3 Scripts/generate-unicode-widths.py --output PATH    # another file (relative to the
                                                                # repository root, or absolute)

The default output is Sources/WaterfallTUI/Text/UnicodeWidthTables.swift. The Swift file holds
three sorted lists of inclusive scalar ranges that `DisplayWidth` searches:

- `zeroWidth`: wcwidth's ZERO_WIDTH table for its latest Unicode version, without the C0 and C1
  controls (wcwidth lists U+0000 as zero width; the terminal front end draws every control as a
  one-cell picture once `TerminalSafeText` has replaced it);
- `wide`: wcwidth's WIDE_EASTASIAN table (East Asian Wide and Fullwidth) for that version;
- `emojiVariationWide`: wcwidth's VS16_NARROW_TO_WIDE table (narrow scalars that become wide when
  followed by VARIATION SELECTOR-16).

The output depends only on the installed wcwidth (`pip install wcwidth==0.7.0` for the committed
file) and on this script. With --check nothing is written: the script says which header lines and
which table ranges differ and exits 1, or exits 0 when the file is up to date.
"""

import argparse
import difflib
import os
import sys

try:
    import wcwidth
    from wcwidth import table_vs16, table_wide, table_zero
except ImportError:
    sys.exit("error: the Python package wcwidth is not installed (pip install wcwidth==0.7.0)")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join("Sources", "WaterfallTUI", "Text", "UnicodeWidthTables.swift")
COMMAND = "python3 Scripts/generate-unicode-widths.py"

# Scalars the tables must not describe: the C0 controls and DEL with the C1 controls.
CONTROLS = [(0x00, 0x1F), (0x7F, 0x9F)]
VALUES_PER_LINE = 10

TABLES = [
    (
        "zeroWidth",
        "Scalars that occupy no cell: nonspacing/enclosing marks, format characters, Hangul medial and final jamo.",
    ),
    (
        "wide",
        "Scalars whose East Asian Width is Wide or Fullwidth (CJK, Hangul, kana, fullwidth forms, emoji presentation).",
    ),
    (
        "emojiVariationWide",
        "Narrow scalars that become two cells wide when followed by VARIATION SELECTOR-16 (U+FE0F).",
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


def short_version(version):
    """'17.0.0' -> '17.0': the Unicode version as the header names it."""
    return ".".join(version.split(".")[:2])


def without_controls(ranges):
    """The ranges with every control scalar (CONTROLS) cut out."""
    result = []
    for low, high in ranges:
        pieces = [(low, high)]
        for control_low, control_high in CONTROLS:
            cut = []
            for piece_low, piece_high in pieces:
                if piece_high < control_low or piece_low > control_high:
                    cut.append((piece_low, piece_high))
                    continue
                if piece_low < control_low:
                    cut.append((piece_low, control_low - 1))
                if piece_high > control_high:
                    cut.append((control_high + 1, piece_high))
            pieces = cut
        result.extend(pieces)
    return result


def checked(name, ranges):
    """The ranges as a list, after checking that they are sorted, disjoint and valid scalars."""
    ranges = [(int(low), int(high)) for low, high in ranges]
    previous_high = -1
    for low, high in ranges:
        if not 0 <= low <= high <= 0x10FFFF:
            sys.exit(f"error: wcwidth table for {name} has an invalid range {low:#x}-{high:#x}")
        if low <= previous_high:
            sys.exit(f"error: wcwidth table for {name} is not sorted and disjoint at {low:#x}")
        previous_high = high
    return ranges


def source_tables():
    """(Unicode version, emoji variation version, {table name: ranges}) from the installed wcwidth."""
    version = wcwidth.list_versions()[-1]
    vs16_version = sorted(table_vs16.VS16_NARROW_TO_WIDE, key=lambda v: [int(p) for p in v.split(".")])[-1]
    tables = {
        "zeroWidth": checked("zeroWidth", without_controls(table_zero.ZERO_WIDTH[version])),
        "wide": checked("wide", table_wide.WIDE_EASTASIAN[version]),
        "emojiVariationWide": checked("emojiVariationWide", table_vs16.VS16_NARROW_TO_WIDE[vs16_version]),
    }
    return version, vs16_version, tables


def header(version, vs16_version):
    """The comment at the top of the Swift file: source, versions and the command."""
    return [
        f"// Generated from the Unicode {short_version(version)} data tables (DerivedGeneralCategory, EastAsianWidth,",
        f"// emoji-variation-sequences {short_version(vs16_version)}) as packaged by the Python `wcwidth` "
        f"{wcwidth.__version__} project,",
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


def render(version, vs16_version, tables):
    """The whole Swift file."""
    lines = header(version, vs16_version)
    lines += ["", "/// Sorted Unicode scalar range tables used by `DisplayWidth`.", "enum UnicodeWidthTables {"]
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
        report.append("the header comment differs")
    if not report:
        report.append("the tables and the header agree; the layout of the file differs")
    diff = difflib.unified_diff(committed_lines, fresh_lines, f"{path} (committed)", f"{path} (generated)", lineterm="", n=1)
    report.append("first differing lines:")
    report.extend("    " + line for line in list(diff)[:40])
    return report


def main():
    parser = argparse.ArgumentParser(description="Generates WaterfallTUI's Unicode width tables from wcwidth.")
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
    version, vs16_version, tables = source_tables()
    fresh = render(version, vs16_version, tables)

    if arguments.check:
        if not os.path.exists(path):
            print(f"{shown}: no such file (pass --output if the tables live elsewhere)", file=sys.stderr)
            return 1
        with open(path, encoding="utf-8", errors="replace", newline="") as file:
            committed = file.read()
        if committed == fresh:
            print(f"{shown} is up to date (wcwidth {wcwidth.__version__})")
            return 0
        print(f"{shown} is out of date with wcwidth {wcwidth.__version__}:", file=sys.stderr)
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
    print(f"wrote {shown} (Unicode {version}, wcwidth {wcwidth.__version__})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
