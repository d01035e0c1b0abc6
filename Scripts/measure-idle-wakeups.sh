#!/usr/bin/env bash
# Counts how often an idle `waterfall` browser wakes up: it starts the browser on the bundled
# catalog (zero latency) in a private tmux server on a 200 × 60 screen, waits until the first
# page and its photos are in, then reads voluntary context switches (every sleep that ended, in
# /proc/<pid>/task/*/status) before and after `seconds` seconds without a key, and prints the
# wake-ups of the event loop's thread (the one asleep in poll(2) or select(2) when the count starts) and of
# the whole process (libdispatch's own manager thread wakes a few times a second on its timers).
# With a second binary it measures that one the same way right after, for a side-by-side figure
# in one run.
#
#   Scripts/measure-idle-wakeups.sh [seconds] [baseline-binary]     default: 10, none
#
# The binary measured first is WATERFALL_BINARY (default .build/release/waterfall; build it
# first with `swift build -c release`).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
binary="${WATERFALL_BINARY:-$root/.build/release/waterfall}"
seconds="${1:-10}"
baseline="${2:-}"

# The voluntary context switches of every thread of process $1.
switches() {
    local total=0 count
    for status in /proc/"$1"/task/*/status; do
        count="$(awk '/^voluntary_ctxt_switches/ { print $2 }' "$status" 2>/dev/null || echo 0)"
        total=$((total + ${count:-0}))
    done
    echo "$total"
}

# The thread of process $1 asleep in poll(2) (the event loop's wait), empty when none is.
loop_thread() {
    for task in /proc/"$1"/task/*; do
        if grep -qE 'poll_schedule|do_select' "$task/wchan" 2>/dev/null; then
            basename "$task"
            return
        fi
    done
}

# The voluntary context switches of thread $2 of process $1.
thread_switches() {
    awk '/^voluntary_ctxt_switches/ { print $2 }' /proc/"$1"/task/"$2"/status
}

# Prints the wake-ups of binary $1 while idle: of its event loop's thread, and of the process.
measure() {
    local program="$1" socket="waterfall-idle-$$-$RANDOM" pid loop before after loop_before loop_after
    tmux -L "$socket" -f /dev/null new-session -d -x 200 -y 60 \
        "cd '$root' && exec env TERM=tmux-256color '$program' --latency 0"
    pid="$(tmux -L "$socket" list-panes -F '#{pane_pid}')"
    # Settled: the first page and the photos on screen are in (they arrive within a second or two).
    sleep 5
    loop="$(loop_thread "$pid")"
    if [ -z "$loop" ]; then
        echo "$program: no thread asleep in poll(2); is the browser idle?" >&2
        loop="$pid"
    fi
    before="$(switches "$pid")"
    loop_before="$(thread_switches "$pid" "$loop")"
    sleep "$seconds"
    loop_after="$(thread_switches "$pid" "$loop")"
    after="$(switches "$pid")"
    tmux -L "$socket" send-keys q
    sleep 0.5
    tmux -L "$socket" kill-server 2>/dev/null || true
    awk -v name="$program" -v n="$((after - before))" -v m="$((loop_after - loop_before))" -v s="$seconds" \
        'BEGIN { printf "%s: event loop %d wake-ups in %d s (%.1f per second); whole process %d (%.1f per second)\n", name, m, s, m / s, n, n / s }'
}

for program in "$binary" $baseline; do
    if [ ! -x "$program" ]; then
        echo "no executable $program (build it first)" >&2
        exit 1
    fi
    measure "$program"
done
