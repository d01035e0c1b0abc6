#!/usr/bin/env bash
# Regenerates the manual pages in docs/man from the commands (Sources/WaterfallCLI), with the
# `generate-manual` tool of swift-argument-parser (the tool its GenerateManual plugin runs), built
# from the checkout of the version Package.resolved pins. The tool reads
# `waterfall --experimental-dump-help`:
#
#   docs/man/waterfall.1         the whole program: every command, option and flag (`man waterfall`)
#   docs/man/waterfall.NAME.1    one page for each subcommand (`man waterfall.dump`), as the
#                                tool's --multi-page writes them
#
# The tool keeps ASCII only (it would turn "1×2 pixels" into "12 pixels"), so the help it reads
# has every other character as the roff escape \[uXXXX], put back after the tool's own escaping.
#
# The tool writes options, not keys, examples or real exit statuses: those sections (KEYS, EXIT
# STATUS, EXAMPLES) come from the program itself, `waterfall manual-sections PAGE` (hidden; see
# Sources/WaterfallCLI/ManualSections.swift, KEYS drawn from the keymaps the browser reads), and
# take the place of the tool's generic EXIT STATUS (`.Ex -std`) in waterfall.1 and each page
# `waterfall manual-sections` names, before any trailing section (SEE ALSO, AUTHORS, …).
#
# Run it after changing a command, an option, a flag or their help, a key or its help; the tests
# (Tests/WaterfallEndToEndTests/Manual, Tests/WaterfallCLITests/ManualSectionsTests.swift) fail
# until the pages match the commands and the keymaps again. A page whose text did not change
# keeps its date, so running it again changes nothing; a new or changed page is dated today (or
# SOURCE_DATE_EPOCH's day, when set).
#
#   Scripts/make-manual.sh
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/docs/man"
cd "$root"
fail() {
  echo "make-manual.sh: $*" >&2
  exit 1
}
command -v swift >/dev/null 2>&1 || fail "swift is not on PATH"
command -v perl >/dev/null 2>&1 || fail "perl is not on PATH"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

echo "make-manual.sh: building waterfall (swift build --product waterfall)…" >&2
swift build --product waterfall >"$scratch/build.log" 2>&1 || {
  cat "$scratch/build.log" >&2
  fail "swift build --product waterfall failed (above)"
}
waterfall="$(swift build --show-bin-path)/waterfall"

# The argument parser as resolved for this package (its checkout), built on its own.
parser="$root/.build/checkouts/swift-argument-parser"
if [ ! -f "$parser/Tools/generate-manual/GenerateManual.swift" ]; then
  swift package resolve >/dev/null 2>&1 || true
  [ -f "$parser/Tools/generate-manual/GenerateManual.swift" ] ||
    fail "no swift-argument-parser checkout with Tools/generate-manual at $parser"
fi
echo "make-manual.sh: building generate-manual of swift-argument-parser $(git -C "$parser" describe --tags 2>/dev/null || true)…" >&2
tool_build=(swift build --package-path "$parser" --scratch-path "$root/.build/generate-manual" --product generate-manual)
"${tool_build[@]}" >"$scratch/tool.log" 2>&1 || {
  cat "$scratch/tool.log" >&2
  fail "${tool_build[*]} failed (above)"
}
tool="$("${tool_build[@]}" --show-bin-path)/generate-manual"

# What the tool runs instead of waterfall: the same help, each non-ASCII character as \[uXXXX]
# (\\[uXXXX] inside the JSON's strings).
{
  echo '#!/usr/bin/env bash'
  echo 'set -euo pipefail'
  printf '"%s" "$@" | perl -CS -pe %s\n' "$waterfall" "'s/([^\\x00-\\x7F])/sprintf(\"\\\\\\\\[u%04X]\", ord(\$1))/ge'"
} >"$scratch/waterfall"
chmod +x "$scratch/waterfall"

# The pages, with generate-manual's options "$@", into directory $1. The tool wrote each
# \[uXXXX] as \e[uXXXX] (its escape of a backslash); that is undone here.
generate() {
  local into="$1"
  shift
  mkdir -p "$into"
  "$tool" "$scratch/waterfall" --output-directory "$into" "$@" >"$scratch/generate.log" 2>&1 || {
    cat "$scratch/generate.log" >&2
    fail "generate-manual $* failed (above)"
  }
  perl -pi -e 's/\\e\[u([0-9A-F]{4,6})\]/\\[u$1]/g' "$into"/*.1
}

if [ -n "${SOURCE_DATE_EPOCH:-}" ]; then
  today="$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)"
else
  today="$(date -u +%F)"
fi

# The single page of the whole program as waterfall.1, the --multi-page pages of the
# subcommands beside it.
generate "$scratch/single" --date "$today"
generate "$scratch/multi" --date "$today" --multi-page
fresh="$scratch/fresh"
mkdir -p "$fresh"
cp "$scratch/multi"/waterfall.*.1 "$fresh/"
cp "$scratch/single/waterfall.1" "$fresh/waterfall.1"

# The program's own sections into its pages: in place of `.Sh "EXIT STATUS"` / `.Ex -std`, else
# before the first trailing section, else at the end.
"$waterfall" manual-sections >"$scratch/sectioned" || fail "waterfall manual-sections failed"
while read -r name; do
  if [ "$name" = waterfall ]; then file=waterfall.1; else file="waterfall.$name.1"; fi
  [ -f "$fresh/$file" ] || fail "no page $file for the sections of $name"
  "$waterfall" manual-sections "$name" >"$scratch/sections" || fail "waterfall manual-sections $name failed"
  SECTIONS="$scratch/sections" perl -0777 -pi -e '
    BEGIN { open my $in, "<", $ENV{SECTIONS} or die "$ENV{SECTIONS}: $!"; local $/; $sections = <$in>; }
    unless (s/^\.Sh "EXIT STATUS"
\.Ex -std
?/$sections/m
      || s/^(?=\.Sh "?(?:SEE ALSO|STANDARDS|HISTORY|AUTHORS|CAVEATS|BUGS)"?
)/$sections/m) {
      $_ .= "
" unless /
\z/;
      $_ .= $sections;
    }' "$fresh/$file"
done <"$scratch/sectioned"

# A page is the same when it differs at most in its date (`.Dd`): then the kept one stays.
undated() { grep -v '^\.Dd ' "$1"; }
mkdir -p "$out"
for page in "$out"/*.1; do
  [ -e "$page" ] || continue
  [ -e "$fresh/$(basename "$page")" ] || { rm "$page" && echo "removed  docs/man/$(basename "$page")"; }
done
for page in "$fresh"/*.1; do
  name="$(basename "$page")"
  if [ -f "$out/$name" ] && cmp -s <(undated "$page") <(undated "$out/$name"); then
    echo "same     docs/man/$name"
  else
    cp "$page" "$out/$name"
    echo "written  docs/man/$name"
  fi
done
