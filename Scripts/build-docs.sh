#!/usr/bin/env bash
# Builds the DocC documentation of Waterfall's library modules with the toolchain's docc.
#
#   Scripts/build-docs.sh [module…]        default: WaterfallLayout WaterfallViews
#
# For each module with a catalog, Sources/<module>/<module>.docc, it builds the module with symbol
# graphs (in a scratch directory of its own, .build/docs, so the ordinary build is left alone),
# converts the catalog with `docc convert` and prints where the archive is. A module without a
# catalog is skipped with a message. Every module is tried; the script then fails (exit 1) if docc
# reported any warning or error — an unresolved symbol or article link above all — or if a module
# does not exist or does not build. Set DOCC to use another docc than the one next to `swift`.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

scratch="$root/.build/docs"
graphs="$scratch/symbol-graphs"
archives="$scratch/archives"

if [ "$#" -gt 0 ]; then
    modules=("$@")
else
    modules=(WaterfallLayout WaterfallViews)
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
