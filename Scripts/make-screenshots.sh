#!/usr/bin/env bash
# Makes the README's pictures of the browser, as a person sees it, from the bundled catalog:
#
#   docs/screenshots/kitty.png  the browser in kitty (photos in real pixels, kitty graphics)
#   docs/screenshots/tmux.png   the browser inside tmux inside xterm (photos in 24-bit colour
#                               half blocks: tmux passes no pixel graphics by default)
#
# Each terminal runs headless under Xvfb at a fixed size and font; the script waits until the
# photos are drawn (the screen stops changing), then crops the terminal's window from a
# screenshot. Run it again whenever the look changes:
#
#   swift build && Scripts/make-screenshots.sh
#
# Needs what .ci/setup installs for the real-terminal tests (xvfb, kitty, xterm, tmux,
# imagemagick, xdotool, fonts-dejavu-core). WATERFALL_BINARY picks another binary.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
binary="${WATERFALL_BINARY:-$root/.build/debug/waterfall}"
out="$root/docs/screenshots"
[ -x "$binary" ] || { echo "no executable $binary: run \`swift build\` first" >&2; exit 1; }
mkdir -p "$out"

# A free display number: the first without a lock file.
display=90
while [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1400x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
tmux_socket="waterfall-screenshots-$$"
cleanup() {
    tmux -L "$tmux_socket" kill-server 2>/dev/null || true
    pkill -P $$ 2>/dev/null || true
    kill "$xvfb" 2>/dev/null || true
}
trap cleanup EXIT
export DISPLAY=":$display"
for _ in $(seq 50); do [ -S "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done

# Waits until the window of class $1 shows and then three screenshots a second apart are the
# same (the first page and its photos are in: the spinner no longer turns), at most 40 s.
wait_until_still() {
    local previous="" current same=0
    xdotool search --sync --class "$1" >/dev/null
    sleep 2
    for _ in $(seq 40); do
        sleep 1
        current="$(import -window root rgb:- | md5sum)"
        if [ "$current" = "$previous" ]; then same=$((same + 1)); else same=0; fi
        [ "$same" -ge 2 ] && return 0
        previous="$current"
    done
}

# Crops the window of class $1 from a screenshot into $2.
capture() {
    local window geometry
    window="$(xdotool search --sync --class "$1" | head -n 1)"
    geometry="$(xdotool getwindowgeometry --shell "$window")"
    eval "$geometry"
    import -window root -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage "$2"
}

# kitty: pixels.
kitty --config NONE -o font_size=10 -o remember_window_size=no \
    -o initial_window_width=150c -o initial_window_height=42c -o window_padding_width=0 \
    -o placement_strategy=top-left --class waterfall-kitty \
    env LIBGL_ALWAYS_SOFTWARE=1 "$binary" --data "$root/Data/catalog" --latency 0 >/dev/null 2>&1 &
kitty_pid=$!
wait_until_still waterfall-kitty
capture waterfall-kitty "$out/kitty.png"
kill "$kitty_pid" 2>/dev/null || true
sleep 1

# tmux inside xterm: symbols in 24-bit colour.
xterm -fa "DejaVu Sans Mono" -fs 10 -geometry 150x42+0+0 -class WaterfallXterm \
    -xrm "XTerm*allowWindowOps: true" \
    -e env TERM=xterm-256color COLORTERM=truecolor tmux -L "$tmux_socket" -f /dev/null \
        new-session "$binary --data '$root/Data/catalog' --latency 0" >/dev/null 2>&1 &
wait_until_still WaterfallXterm
capture WaterfallXterm "$out/tmux.png"

echo "wrote $out/kitty.png and $out/tmux.png"
