#!/usr/bin/env bash
# Soaks the waterfall browser in tmux: the bundled catalog over a flaky simulated network
# (--fail-rate 0.3 --latency 5), many random keys in batches, random window sizes down to 1x1,
# checkpoints that wait for the browser to catch up and check its screen, then q. Exits non-zero
# on the first failure (a checkpoint that never shows, a missing header, crash text, a wrong exit
# status, or a shell that does not get its terminal back), printing the screen.
#
# At the end, before q, it checks that failures heal: 20 times, G asks for the next page, and with
# no key more that page must be shown within 90 s — a page that failed is retried by itself.
#
# Usage: Scripts/soak.sh [keys] [seed]
#   keys  random keys to send (default 160000); about one resize per 200 keys
#   seed  seeds the key and size sequence (bash's RANDOM) and the simulated network (default 1)
# Environment:
#   WATERFALL_BIN         the binary to soak (default: .build/debug/waterfall, built if missing)
#   SOAK_CHECKPOINT_KEYS  keys between checkpoints (default 2000)
#   SOAK_INFINITE=1       soak the endless catalog (--infinite) instead of the bundled one's pages
#
# The same keys and seed always send the same keys and sizes; the browser's timing (when pages
# arrive, how keys interleave with them) varies from run to run.
set -u
export LC_ALL=C.UTF-8

keys=${1:-160000}
seed=${2:-1}
checkpoint_keys=${SOAK_CHECKPOINT_KEYS:-2000}
root=$(cd "$(dirname "$0")/.." && pwd)
catalog="$root/Data/catalog"

if ! [[ $keys =~ ^[0-9]+$ && $seed =~ ^[0-9]+$ && $checkpoint_keys =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: $0 [keys] [seed] (whole numbers; SOAK_CHECKPOINT_KEYS at least 1)" >&2
    exit 2
fi
command -v tmux > /dev/null || { echo "soak: tmux is not installed (apt-get install -y tmux)" >&2; exit 2; }

binary=${WATERFALL_BIN:-$root/.build/debug/waterfall}
if [[ ! -x $binary ]]; then
    if [[ -n ${WATERFALL_BIN:-} ]]; then
        echo "soak: WATERFALL_BIN=$binary is not an executable" >&2
        exit 2
    fi
    echo "soak: building waterfall (swift build --product waterfall)…"
    (cd "$root" && swift build --product waterfall) || exit 2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/waterfall-soak.XXXXXX")
socket="waterfall-soak-$$"
tmux_() { tmux -u -f /dev/null -L "$socket" "$@"; }
socket_path=""
cleanup() {
    tmux_ kill-server 2> /dev/null
    # tmux leaves the socket file behind.
    [[ -n $socket_path && $socket_path == *"$socket" ]] && rm -f "$socket_path"
    if [[ -s $work/pid ]] && kill -0 "$(cat "$work/pid")" 2> /dev/null; then kill -KILL "$(cat "$work/pid")"; fi
    rm -rf "$work"
}
trap cleanup EXIT

started=$SECONDS
sent=0
batches=0
resizes=0
tiny_resizes=0
checkpoints=0
rss_first=""
rss_last=""

fail() {
    echo "soak: FAILED: $*" >&2
    echo "soak: after $sent keys, $resizes resizes ($tiny_resizes tiny), $checkpoints checkpoints, $((SECONDS - started)) s (keys $keys, seed $seed)" >&2
    echo "--- screen and the 200 lines above it ($(tmux_ display-message -p -t soak '#{pane_width}x#{pane_height}' 2> /dev/null)) ---" >&2
    tmux_ capture-pane -p -S -200 -t soak >&2 2> /dev/null
    echo "--------------" >&2
    exit 1
}

screen() { tmux_ capture-pane -p -t soak; }

# shellcheck source=lib/screen-wait.sh
source "$root/Scripts/lib/screen-wait.sh"

# The browser's resident memory in kB.
rss() { awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status" 2> /dev/null; }

# Whether the screen is a frame of $1 x $2 cells showing /$3 on the status line: the marker on
# the last row and the header's right end at column $1 - 1 (capture-pane trims trailing spaces).
frame_caught_up() {
    local shown
    shown=$(screen)
    [[ $(sed -n "${2}p" <<< "$shown") == *"/$3"* ]] || return 1
    local header
    header=$(head -1 <<< "$shown")
    ((${#header} == $1 - 1))
}

# Resizes to a size where the browser draws, leaves any overlay or search, types /cp<n>x and
# waits until a frame of the new size shows it: every key before it has been handled and the
# resize too (tmux may pass a resize on to the program after keys sent later, so a frame of the
# old size can show the marker first). The header must be there and nothing may look like a
# crash.
checkpoint() {
    local width=$1 height=$2
    checkpoints=$((checkpoints + 1))
    local marker="cp${checkpoints}x"
    tmux_ resize-window -t soak -x "$width" -y "$height" || fail "resize to ${width}x${height}"
    tmux_ send-keys -t soak Escape
    tmux_ send-keys -t soak / c p $(echo "$checkpoints" | sed 's/./& /g') x
    local deadline=$((SECONDS + 30))
    until frame_caught_up "$width" "$height" "$marker"; do
        ((SECONDS > deadline)) && fail "checkpoint $checkpoints: no ${width}x${height} frame with /$marker on its last row within 30 s"
        kill -0 "$pid" 2> /dev/null || fail "the browser is gone at checkpoint $checkpoints"
        sleep 0.05
    done
    local header
    header=$(screen | head -1)
    [[ $header == *"waterfall ·"* && $header == *" items"* ]] || fail "checkpoint $checkpoints at ${width}x${height}: no header"
    if screen | grep -Eq 'Fatal error|crashed|Backtrace|Segmentation fault|Aborted'; then
        fail "checkpoint $checkpoints: crash text on screen"
    fi
    rss_last=$(rss)
    [[ -z $rss_first ]] && rss_first=$rss_last
    tmux_ send-keys -t soak Escape
}

key_names=(j k J K h l g G Space b C-d C-u C-f C-b Tab BTab + - = / n N r R y '?' Escape Enter BSpace C-l
    Up Down Left Right PageUp PageDown Home End)
letters=(a b c d e f g h i j k l m n o p r s t u v w x y z)

RANDOM=$seed
tmux_ new-session -d -s soak -x 100 -y 30 -e TERM=xterm-256color -e LANG=C.UTF-8 \
    -e "PS1=soak\$ " -e HISTFILE=/dev/null bash --norc --noprofile || { echo "soak: tmux did not start" >&2; exit 2; }
socket_path=$(tmux_ display-message -p '#{socket_path}')
wait_for 'soak\$' 10 || fail "the shell did not start"
tmux_ send-keys -t soak -l "stty -g > '$work/modes'; ulimit -c 0; clear; echo ready-\$((6*7))"
tmux_ send-keys -t soak Enter
wait_for 'ready-42' 10 || fail "the shell did not answer"
tmux_ send-keys -t soak -l "sh -c 'echo \$\$ > \"\$0\"; exec \"\$@\"' '$work/pid' '$binary' --data '$catalog' --fail-rate 0.3 --latency 5 --seed $seed ${SOAK_INFINITE:+--infinite}; echo exit=\$?"
tmux_ send-keys -t soak Enter
wait_for '^ waterfall ·|^exit=' 20 && ! screen | grep -q '^exit=' || fail "the browser did not start"
pid=$(cat "$work/pid")

echo "soak: $keys keys, seed $seed, pid $pid, binary $binary"
since_checkpoint=0
while ((sent < keys)); do
    # A resize before about one batch in 24 (a batch is 8.5 keys on average), a third of them tiny.
    if ((RANDOM % 24 == 0)); then
        if ((RANDOM % 3 == 0)); then
            tmux_ resize-window -t soak -x $((RANDOM % 12 + 1)) -y $((RANDOM % 6 + 1))
            tiny_resizes=$((tiny_resizes + 1))
        else
            tmux_ resize-window -t soak -x $((RANDOM % 171 + 10)) -y $((RANDOM % 45 + 6))
        fi
        resizes=$((resizes + 1))
    fi
    count=$((RANDOM % 16 + 1))
    ((count > keys - sent)) && count=$((keys - sent))
    batch=()
    for ((i = 0; i < count; i++)); do
        if ((RANDOM % 4 == 0)); then
            batch+=("${letters[RANDOM % ${#letters[@]}]}")
        else
            batch+=("${key_names[RANDOM % ${#key_names[@]}]}")
        fi
    done
    tmux_ send-keys -t soak "${batch[@]}" || fail "send-keys failed"
    sent=$((sent + count))
    batches=$((batches + 1))
    since_checkpoint=$((since_checkpoint + count))
    if ((since_checkpoint >= checkpoint_keys)); then
        since_checkpoint=0
        checkpoint $((RANDOM % 81 + 60)) $((RANDOM % 30 + 16))
        echo "soak: $sent keys, $resizes resizes, checkpoint $checkpoints, $((SECONDS - started)) s, rss ${rss_last} kB"
    fi
done

checkpoint 100 30

# The number of items the header counts now (0 when it shows none).
header_items() { screen | head -1 | grep -Eo '[0-9,]+ items' | tr -d ', items' | head -1; }

# Failures heal: G shows the footer, which asks for the next page; with no key more, that page
# must arrive within 90 s, retried by itself if it failed (a failure shows as `failed:` in the
# footer with the countdown on the status line).
failed_seen=0
for round in $(seq 1 20); do
    before=$(header_items)
    tmux_ send-keys -t soak G
    deadline=$((SECONDS + 90))
    seen=0
    while true; do
        now=$(header_items)
        if screen | grep -q 'failed'; then seen=1; fi
        if [[ -n $now && -n $before && $now -gt $before ]] && ! screen | grep -q 'loading page'; then break; fi
        if screen | grep -q 'end of catalog'; then break; fi
        ((SECONDS > deadline)) && fail "healing round $round: no new page within 90 s without a key (items ${before:-?} -> ${now:-?})"
        sleep 0.2
    done
    failed_seen=$((failed_seen + seen))
    screen | grep -q 'end of catalog' && break
done
echo "soak: failures heal: $round rounds of G, $failed_seen with a failed page seen, every page shown without a key"
tmux_ send-keys -t soak q
wait_for '^exit=' 20 || fail "the browser did not exit after q"
status=$(screen | sed -n 's/^exit=\([0-9]*\)$/\1/p' | head -1)
[[ $status == 0 ]] || fail "exit status $status after q (expected 0)"
if screen | grep -Eq 'Fatal error|crashed|Backtrace|Segmentation fault|Aborted'; then fail "crash text after exit"; fi
[[ $(tmux_ display-message -p -t soak '#{alternate_on}') == 0 ]] || fail "the alternate screen is still on"
tmux_ send-keys -t soak -l "stty -g | cmp -s - '$work/modes' && echo modes-\$((6*7))-same || echo modes-\$((6*7))-differ; stty -a | tr ' ;' '\n\n' | grep -xc 'icanon\|echo' | sed \"s/^/cooked-\$((6*7))-/\""
tmux_ send-keys -t soak Enter
wait_for 'cooked-42-' 10 || fail "the shell did not answer after the browser exited"
screen | grep -q 'modes-42-same' || fail "the shell's terminal modes differ from before"
screen | grep -q 'cooked-42-2' || fail "icanon and echo are not both on"

echo "soak: PASSED: $sent keys in $batches batches, $resizes resizes ($tiny_resizes tiny, down to 1x1), $checkpoints checkpoints, exit 0, shell restored; $failed_seen failed pages healed without a key; $((SECONDS - started)) s; rss ${rss_first} kB at the first checkpoint, ${rss_last} kB at the last (keys $keys, seed $seed)"
