#!/usr/bin/env bash
# Measures the resident memory of the real `waterfall` browser (release build) in its own process:
# it runs `waterfall --infinite --latency 0` in a private tmux server on a 200 × 60 screen, drives
# it with the End key (`G`, which scrolls to the bottom, so the browser asks for the next page) and
# reads VmRSS from /proc/<pid>/status. The item count is read from the browser's header line.
#
#   Scripts/measure-app-memory.sh grow [items…]            default: 10000 100000
#   Scripts/measure-app-memory.sh reload [cycles] [items]  default: 50 3000
#
# `grow` prints, for each checkpoint, the items loaded, VmRSS and the growth per item since the
# first page (bytes per item, the item record included). `reload` loads `items` items, then
# `cycles` times presses `r` (reload from page 1) and loads `items` items again, printing VmRSS
# after each cycle. Build first: `swift build -c release`. WATERFALL_BINARY picks another binary;
# WATERFALL_ARGS adds arguments (for example `--data Data/examples/…`).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
binary="${WATERFALL_BINARY:-$root/.build/release/waterfall}"
if [ ! -x "$binary" ]; then
    echo "no executable $binary: run \`swift build -c release\` first" >&2
    exit 1
fi

mode="${1:-grow}"
[ "$#" -gt 0 ] && shift

socket="waterfall-memory-$$"
run_tmux() { tmux -L "$socket" -f /dev/null "$@"; }
cleanup() { run_tmux kill-server 2>/dev/null || true; }
trap cleanup EXIT

# shellcheck disable=SC2086 # WATERFALL_ARGS is a list of words on purpose.
run_tmux new-session -d -x 200 -y 60 \
    "cd '$root' && exec env TERM=tmux-256color '$binary' --infinite --latency 0 ${WATERFALL_ARGS:-}"
pid="$(run_tmux list-panes -F '#{pane_pid}')"

# The item count in the header line ("… 1234 items · 6 cols …"), 0 before the first frame.
items() {
    run_tmux capture-pane -p | head -n 1 | grep -o '[0-9]\+ items' | grep -o '[0-9]\+' || echo 0
}

# Resident memory of the browser in kB.
rss_kb() {
    awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status"
}

# Waits until the item count has not changed for `$1` polls 0.2 s apart; prints it.
settle() {
    local polls="$1" last current stable=0
    last="$(items)"
    while [ "$stable" -lt "$polls" ]; do
        sleep 0.2
        current="$(items)"
        if [ "$current" = "$last" ]; then stable=$((stable + 1)); else stable=0; last="$current"; fi
    done
    echo "$last"
}

# Presses End until at least `$1` items are loaded (a page is about 30 items; each batch of
# presses is let through before the next, so the count overshoots by a batch at most), then waits
# for the browser to settle.
drive_to() {
    local target="$1" count batch keys
    count="$(items)"
    while [ "$count" -lt "$target" ]; do
        batch=$(( (target - count) / 60 + 1 ))
        [ "$batch" -gt 40 ] && batch=40
        keys=()
        for _ in $(seq "$batch"); do keys+=(G); done
        run_tmux send-keys "${keys[@]}"
        count="$(settle 1)"
    done
    settle 5 >/dev/null
}

# Waits for the first page, so the baseline holds the started browser.
first_page() {
    local waited=0
    while [ "$(items)" -eq 0 ]; do
        sleep 0.1
        waited=$((waited + 1))
        if [ "$waited" -gt 300 ]; then
            echo "the browser showed no items within 30 s:" >&2
            run_tmux capture-pane -p >&2
            exit 1
        fi
    done
    settle 5
}

case "$mode" in
grow)
    checkpoints=("$@")
    [ "${#checkpoints[@]}" -eq 0 ] && checkpoints=(10000 100000)
    start_items="$(first_page)"
    start_rss="$(rss_kb)"
    echo "first page: $start_items items, VmRSS $start_rss kB (pid $pid)"
    for checkpoint in "${checkpoints[@]}"; do
        drive_to "$checkpoint"
        count="$(items)"
        rss="$(rss_kb)"
        per_item=$(( (rss - start_rss) * 1024 / (count - start_items) ))
        echo "$count items: VmRSS $rss kB, growth $(( rss - start_rss )) kB, $per_item B per item"
    done
    ;;
reload)
    cycles="${1:-50}"
    target="${2:-3000}"
    first_page >/dev/null
    drive_to "$target"
    echo "cycle 0: $(items) items, VmRSS $(rss_kb) kB (pid $pid)"
    for cycle in $(seq "$cycles"); do
        run_tmux send-keys r
        while [ "$(items)" -ge "$target" ]; do sleep 0.05; done
        drive_to "$target"
        echo "cycle $cycle: $(items) items, VmRSS $(rss_kb) kB"
    done
    ;;
*)
    echo "unknown mode $mode: use grow or reload" >&2
    exit 2
    ;;
esac
run_tmux send-keys q
# Let the browser quit on its own (restoring the terminal, running its exit handlers).
for _ in $(seq 100); do
    [ -e "/proc/$pid" ] || break
    sleep 0.1
done
