#!/usr/bin/env bash
# Builds the DocC documentation of Waterfall's library modules with the toolchain's docc.
#
#   Scripts/build-docs.sh [module…]
#       default: Geometry WaterfallLayout WaterfallViews ShopCatalog WaterfallTUI WaterfallPictures Pixels
#
# For each module with a catalog, Sources/<module>/<module>.docc, it builds the module with symbol
# graphs (in a scratch directory of its own, .build/docs, so the ordinary build is left alone),
# converts the catalog with `docc convert` and prints where the archive is. A module without a
# catalog is skipped with a message. Every module is tried; the script then fails (exit 1) if docc
# reported any warning or error — an unresolved symbol or article link above all — if a public
# symbol declared in the module's sources has no doc comment, if the landing page leaves a public
# symbol of the module out of its Topics groups (docc would file it under a generated group such
# as "Structures"), or if a module does not exist or does not build. Set
# DOCC to use another docc than the one next to `swift`. Needs python3 (standard library) to read
# symbol graphs and the landing page docc wrote.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

scratch="$root/.build/docs"
graphs="$scratch/symbol-graphs"
archives="$scratch/archives"

if [ "$#" -gt 0 ]; then
    modules=("$@")
else
    modules=(Geometry WaterfallLayout WaterfallViews ShopCatalog WaterfallTUI WaterfallPictures Pixels)
fi

docc="${DOCC:-}"
if [ -z "$docc" ]; then
    docc="$(command -v docc || true)"
fi
if [ -z "$docc" ]; then
    swift="$(command -v swift || true)"
    if [ -n "$swift" ]; then
        docc="$(dirname "$(readlink -f "$swift")")/docc"
    fi
fi
if [ -z "$docc" ] || [ ! -x "$docc" ]; then
    echo "error: docc not found: put the Swift toolchain's bin directory on PATH or set DOCC" >&2
    exit 1
fi
if ! command -v python3 >/dev/null; then
    echo "error: python3 not found: it reads the symbol graphs and the landing pages docc writes" >&2
    exit 1
fi

# Prints the lines of $1 indented on standard error, then "error: <their count> $2".
report() {
    echo "$1" | sed 's/^/  /' >&2
    echo "error: $(echo "$1" | wc -l) $2" >&2
}

# The public symbols declared under Sources/ in the symbol graphs of directory $1 that have no doc
# comment, one a line, as "<file>:<line>: <symbol>"; nothing when every one has a comment.
undocumented() {
    python3 - "$1" <<'PYTHON'
import glob, json, sys
for path in sorted(glob.glob(f"{sys.argv[1]}/*.symbols.json")):
    for symbol in json.load(open(path, encoding="utf-8"))["symbols"]:
        location = symbol.get("location", {})
        uri = location.get("uri", "")
        if "/Sources/" in uri and symbol.get("accessLevel") in ("public", "open") and not symbol.get("docComment"):
            line = location.get("position", {}).get("line", 0) + 1
            print(f"Sources/{uri.split('/Sources/', 1)[1]}:{line}: {'.'.join(symbol['pathComponents'])}")
PYTHON
}

# The symbols of the archive's landing page that its Topics groups leave out, one a line, as
# "<generated group>: <symbol>"; nothing when every symbol is placed.
uncurated() {
    python3 - "$1" <<'PYTHON'
import json, sys
page = json.load(open(sys.argv[1], encoding="utf-8"))
for section in page.get("topicSections", []):
    if section.get("generated"):
        for identifier in section.get("identifiers", []):
            print(f"{section.get('title')}: {identifier.rsplit('/', 1)[-1]}")
PYTHON
}

failed=()
built=()
for module in "${modules[@]}"; do
    if [ ! -d "Sources/$module" ]; then
        echo "error: no module named '$module' (no directory Sources/$module)" >&2
        failed+=("$module")
        continue
    fi
    catalog="Sources/$module/$module.docc"
    if [ ! -d "$catalog" ]; then
        echo "$module: skipped, it has no documentation catalog yet ($catalog)"
        continue
    fi

    echo "$module: building symbol graphs"
    all_graphs="$graphs/all"
    module_graphs="$graphs/$module"
    rm -rf "$module_graphs"
    mkdir -p "$all_graphs" "$module_graphs"
    if ! swift build --scratch-path "$scratch/build" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$all_graphs" >"$scratch/$module-build.log" 2>&1; then
        cat "$scratch/$module-build.log" >&2
        echo "error: $module does not build" >&2
        failed+=("$module")
        continue
    fi
    # The build writes the graphs of the module's dependencies too; docc gets the module's own
    # graph and its extension graphs (<module>@<other>.symbols.json) only.
    cp "$all_graphs/$module.symbols.json" "$module_graphs/"
    find "$all_graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$module_graphs/" \;

    missing_docs="$(undocumented "$module_graphs")"
    if [ -n "$missing_docs" ]; then
        report "$missing_docs" "public symbol(s) of $module have no doc comment (above)"
        failed+=("$module")
        continue
    fi

    echo "$module: converting $catalog"
    output="$archives/$module.doccarchive"
    log="$scratch/$module-docc.log"
    rm -rf "$output"
    mkdir -p "$archives"
    status=0
    "$docc" convert "$catalog" \
        --additional-symbol-graph-dir "$module_graphs" \
        --output-path "$output" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "waterfall.$module" >"$log" 2>&1 || status=$?
    problems="$(grep -cE '^(warning|error):' "$log" || true)"
    if [ "$status" -ne 0 ]; then
        cat "$log" >&2
        echo "error: docc failed on $catalog (exit status $status)" >&2
        failed+=("$module")
        continue
    fi
    if [ "$problems" -gt 0 ]; then
        cat "$log" >&2
        echo "error: docc reported $problems warning(s) or error(s) for $catalog" >&2
        failed+=("$module")
        continue
    fi
    landing="$output/data/documentation/$(echo "$module" | tr '[:upper:]' '[:lower:]').json"
    if [ ! -f "$landing" ]; then
        echo "error: docc wrote no landing page for $module ($landing)" >&2
        failed+=("$module")
        continue
    fi
    left_out="$(uncurated "$landing")"
    if [ -n "$left_out" ]; then
        report "$left_out" "public symbol(s) left out of the Topics groups of $catalog/$module.md (above)"
        failed+=("$module")
        continue
    fi
    built+=("$module")
    echo "$module: documentation in $output"
done

if [ "${#built[@]}" -gt 0 ]; then
    echo "Open an archive with Xcode, or serve it: python3 -m http.server --directory <archive> and"
    echo "browse http://localhost:8000/documentation/<module in lower case>"
fi
if [ "${#failed[@]}" -gt 0 ]; then
    echo "failed: ${failed[*]}" >&2
    exit 1
fi
