#!/usr/bin/env bash
# Installs waterfall under PREFIX (default /usr/local):
#
#   PREFIX/bin/waterfall                                the program, built in release
#   PREFIX/share/man/man1/waterfall*.1                  the manual pages kept in docs/man
#   PREFIX/share/bash-completion/completions/waterfall  bash completion   } written by the
#   PREFIX/share/zsh/site-functions/_waterfall          zsh completion    } built program
#   PREFIX/share/fish/vendor_completions.d/waterfall.fish  fish completion }
#   PREFIX/share/waterfall/catalog, …/photos            the bundled catalog and its photos, which
#                                                       PREFIX/bin/waterfall finds by itself
#
# Usage:
#
#   Scripts/install.sh [PREFIX]                  e.g. sudo Scripts/install.sh, or Scripts/install.sh ~/.local
#   DESTDIR=/tmp/stage Scripts/install.sh /usr   stage the files under /tmp/stage/usr (for packages)
#
# WATERFALL_BINARY=PATH installs that already-built executable instead of building one (the
# tests do this with the build they run from). Nothing is removed except an earlier install's
# PREFIX/share/waterfall/catalog and …/photos, which are replaced whole.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
fail() {
  echo "install.sh: $*" >&2
  exit 1
}

[ $# -le 1 ] || fail "usage: Scripts/install.sh [PREFIX]   (one argument at most, got $#)"
prefix="${1:-/usr/local}"
case "$prefix" in
  /*) prefix="${prefix%/}" ;; # "/" becomes "", so files go to /bin, /share…
  *) fail "PREFIX must be an absolute path, got '$prefix' (try \"\$PWD/$prefix\")" ;;
esac
destdir="${DESTDIR:-}"
destdir="${destdir%/}"
target="$destdir$prefix"

# The program: given, or built in release.
if [ -n "${WATERFALL_BINARY:-}" ]; then
  binary="$WATERFALL_BINARY"
  [ -f "$binary" ] && [ -x "$binary" ] || fail "WATERFALL_BINARY=$binary is not an executable file"
else
  command -v swift >/dev/null 2>&1 || fail "swift is not on PATH: install Swift 6 (and run .ci/setup for the Debian packages)"
  echo "install.sh: building waterfall in release (swift build -c release --product waterfall)…" >&2
  (cd "$root" && swift build -c release --product waterfall) || fail "the release build failed (see above); .ci/setup installs the packages it needs"
  binary="$(cd "$root" && swift build -c release --product waterfall --show-bin-path)/waterfall"
  [ -x "$binary" ] || fail "the build finished but $binary is missing"
fi

shopt -s nullglob
manuals=("$root"/docs/man/*.1)
shopt -u nullglob
[ ${#manuals[@]} -gt 0 ] || fail "no manual pages in $root/docs/man (run Scripts/make-manual.sh)"
[ -f "$root/Data/catalog/catalog.json" ] || fail "no bundled catalog at $root/Data/catalog"

# Completions come from the program itself, before anything is written.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for shell in bash zsh fish; do
  "$binary" --generate-completion-script "$shell" >"$scratch/$shell" ||
    fail "$binary --generate-completion-script $shell failed"
  [ -s "$scratch/$shell" ] || fail "$binary wrote an empty $shell completion script"
done

bin="$target/bin"
man1="$target/share/man/man1"
bash_dir="$target/share/bash-completion/completions"
zsh_dir="$target/share/zsh/site-functions"
fish_dir="$target/share/fish/vendor_completions.d"
share="$target/share/waterfall"
for directory in "$bin" "$man1" "$bash_dir" "$zsh_dir" "$fish_dir" "$share"; do
  mkdir -p "$directory" 2>/dev/null && [ -w "$directory" ] ||
    fail "cannot write to $directory: run as root (sudo Scripts/install.sh) or choose a PREFIX you own (Scripts/install.sh ~/.local)"
done

install -m 755 "$binary" "$bin/waterfall"
install -m 644 "${manuals[@]}" "$man1/"
install -m 644 "$scratch/bash" "$bash_dir/waterfall"
install -m 644 "$scratch/zsh" "$zsh_dir/_waterfall"
install -m 644 "$scratch/fish" "$fish_dir/waterfall.fish"
# The catalog's items name their photos as ../photos/NAME, so both directories go side by side.
for part in catalog photos; do
  rm -rf "${share:?}/$part"
  mkdir -p "$share/$part"
  find "$root/Data/$part" -maxdepth 1 -type f -exec install -m 644 {} "$share/$part/" \;
done

echo "install.sh: installed under $target:" >&2
echo "  $bin/waterfall" >&2
for manual in "${manuals[@]}"; do echo "  $man1/$(basename "$manual")" >&2; done
echo "  $bash_dir/waterfall" >&2
echo "  $zsh_dir/_waterfall" >&2
echo "  $fish_dir/waterfall.fish" >&2
echo "  $share/catalog, $share/photos" >&2
if [ -z "$destdir" ]; then
  "$bin/waterfall" --version >/dev/null || fail "the installed $bin/waterfall does not run"
  case ":$PATH:" in
    *":$bin:"*) ;;
    *) echo "install.sh: note: $bin is not on PATH" >&2 ;;
  esac
fi
