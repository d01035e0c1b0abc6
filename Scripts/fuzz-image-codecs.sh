#!/usr/bin/env bash
# Fuzzes the C decoders and header reader (Sources/CImageCodecs) with libFuzzer,
# AddressSanitizer (with leak checks) and UndefinedBehaviorSanitizer, starting from a seed
# corpus of small valid JPEGs, PNGs, WebPs and GIFs written by the test encoders.
#
#   Scripts/fuzz-image-codecs.sh [SECONDS]   fuzz for SECONDS (default 300)
#   Scripts/fuzz-image-codecs.sh --runs N    fuzz N inputs, then stop (the test suite's short run)
#   Scripts/fuzz-image-codecs.sh --check     exit 0 if a clang with libFuzzer is present, else 3
#
# Environment: CLANG (a clang to try first), FUZZ_WORK_DIR (default .build/fuzz: binaries,
# seeds, the growing corpus, and crash-* files for any input that failed).
# Exit status: 0 clean, 1 the fuzzer found a failure (its input is in $FUZZ_WORK_DIR/crashes),
# 2 usage or build error, 3 no clang with libFuzzer.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=${FUZZ_WORK_DIR:-$root/.build/fuzz}
sanitizers=(-fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined)

usage() {
  sed -n '6,8p' "${BASH_SOURCE[0]}" | sed 's/^# *//' >&2
  exit 2
}

mode=time
limit=300
case "${1:-}" in
  "") ;;
  --check) mode=check ;;
  --runs)
    [[ "${2:-}" =~ ^[0-9]+$ ]] || usage
    mode=runs
    limit=$2
    ;;
  *)
    [[ "$1" =~ ^[0-9]+$ ]] || usage
    limit=$1
    ;;
esac

# The first clang that compiles and links a fuzz target with the sanitizers. The Swift
# toolchain's clang (/opt/swift/usr/bin/clang) ships the libFuzzer runtime; Debian's clang
# package does too.
find_clang() {
  local probe candidate
  probe=$(mktemp -d)
  printf '%s\n' '#include <stddef.h>' '#include <stdint.h>' \
    'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t s) { (void)d; (void)s; return 0; }' \
    >"$probe/probe.c"
  for candidate in ${CLANG:-} /opt/swift/usr/bin/clang clang clang-16 clang-15 clang-14; do
    if command -v "$candidate" >/dev/null 2>&1 &&
      "$candidate" "${sanitizers[@]}" "$probe/probe.c" -o "$probe/probe" >/dev/null 2>&1; then
      rm -rf "$probe"
      command -v "$candidate"
      return 0
    fi
  done
  rm -rf "$probe"
  return 1
}

if ! cc=$(find_clang); then
  echo "fuzz-image-codecs: no clang with libFuzzer found (tried \$CLANG, /opt/swift/usr/bin/clang, clang, clang-16, clang-15, clang-14)." >&2
  echo "  Install Debian's: apt-get install -y clang   (or set CLANG=/path/to/clang)" >&2
  exit 3
fi
[ "$mode" = check ] && { echo "$cc"; exit 0; }

libraries=(libjpeg libpng zlib libwebp libwebpdemux libwebpmux libheif libavif)
if ! pkg-config --exists "${libraries[@]}" || [ ! -f /usr/include/gif_lib.h ]; then
  echo "fuzz-image-codecs: the libjpeg, libpng, libwebp, giflib, libheif or libavif headers are missing; run .ci/setup" >&2
  exit 2
fi
read -r -a codec_cflags <<<"$(pkg-config --cflags "${libraries[@]}")"
read -r -a codec_libs <<<"$(pkg-config --libs "${libraries[@]}") -lgif"

mkdir -p "$work/seeds" "$work/corpus" "$work/crashes"
echo "fuzz-image-codecs: building with $cc into $work" >&2
"$cc" -g -O1 -fno-omit-frame-pointer "${sanitizers[@]}" \
  -I"$root/Sources/CImageCodecs/include" "${codec_cflags[@]}" \
  "$root"/Sources/CImageCodecs/*.c "$root/Fuzz/image_codecs_fuzzer.c" \
  "${codec_libs[@]}" -o "$work/image_codecs_fuzzer"
"$cc" -O1 -I"$root/Tests/CImageTestEncoders/include" "${codec_cflags[@]}" \
  "$root"/Tests/CImageTestEncoders/*.c "$root/Fuzz/make_seed_corpus.c" \
  "${codec_libs[@]}" -o "$work/make_seed_corpus"
"$work/make_seed_corpus" "$work/seeds" >&2

if [ "$mode" = runs ]; then
  stop=(-runs="$limit")
else
  stop=(-max_total_time="$limit")
fi
status=0
LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
"$work/image_codecs_fuzzer" "${stop[@]}" \
  -dict="$root/Fuzz/image_codecs.dict" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$work/crashes/" -print_final_stats=1 \
  "$work/corpus" "$work/seeds" || status=$?
if [ "$status" -ne 0 ]; then
  echo "fuzz-image-codecs: the fuzzer stopped on a failure (status $status); inputs in $work/crashes" >&2
  exit 1
fi
echo "fuzz-image-codecs: no failures" >&2
