#!/usr/bin/env bash
# The reliability campaign: everything hostile the browser and `waterfall dump` can meet, in one
# run, with figures at the end. Exits 1 if any part failed (and says which), 0 otherwise.
#
#   1. soak     random keys and resizes (down to 1x1) over a flaky network: Scripts/soak.sh
#   2. signals  every signal 1-64 (but 32 and 33, glibc's own) sent to the browser in tmux: the
#               exit status (128 + signal, or 0 after q for signals that stop it or that it
#               ignores), the normal screen, the shell's terminal modes unchanged
#   3. fuzz     mutated catalogs (JSON Lines and JSON arrays) through `dump`: the exit status,
#               the time, good items lost (each good item sits next to mutated lines and must
#               show), raw control bytes, bidi controls or invalid UTF-8 on stdout and stderr,
#               and any sign of the data's content (a marker planted in it) in the messages
#   4. pictures hostile picture files (truncated, random, text, HTML, empty, huge headers, a
#               FIFO, devices, a directory, a symlink loop, control characters in the name)
#               through `dump --images symbols`: status, time, safe output, every one reported
#   5. special  FIFOs, devices and a socket as catalogs and as a page file: refused within a
#               second, by name
#
# Usage: Scripts/campaign.sh [--quick] [seed]
#   --quick  a short run (3,000 keys, 400 catalogs) for trying the script out
#   seed     seeds the soak, the mutations and the pictures (default 1)
# Environment:
#   WATERFALL_BIN     the binary (default: .build/debug/waterfall, built if missing)
#   CAMPAIGN_KEYS     keys for the soak (default 40000)
#   CAMPAIGN_CATALOGS mutated catalogs for the fuzz (default 3000)
#   CAMPAIGN_PARTS    which parts to run, e.g. "fuzz special" (default: all five)
#
# Needs bash, tmux, python3 (standard library only). The results are in docs/reliability.md.
set -u
export LC_ALL=C.UTF-8

quick=0
if [[ ${1:-} == --quick ]]; then quick=1; shift; fi
seed=${1:-1}
root=$(cd "$(dirname "$0")/.." && pwd)
if ((quick)); then default_keys=3000 default_catalogs=400; else default_keys=40000 default_catalogs=3000; fi
keys=${CAMPAIGN_KEYS:-$default_keys}
catalogs=${CAMPAIGN_CATALOGS:-$default_catalogs}
parts=${CAMPAIGN_PARTS:-"soak signals fuzz pictures special"}
if ! [[ $seed =~ ^[0-9]+$ && $keys =~ ^[0-9]+$ && $catalogs =~ ^[0-9]+$ ]]; then
    echo "usage: $0 [--quick] [seed] (whole numbers in seed, CAMPAIGN_KEYS, CAMPAIGN_CATALOGS)" >&2
    exit 2
fi
command -v tmux > /dev/null || { echo "campaign: tmux is not installed (apt-get install -y tmux)" >&2; exit 2; }
command -v python3 > /dev/null || { echo "campaign: python3 is not installed" >&2; exit 2; }

binary=${WATERFALL_BIN:-$root/.build/debug/waterfall}
if [[ ! -x $binary ]]; then
    if [[ -n ${WATERFALL_BIN:-} ]]; then echo "campaign: WATERFALL_BIN=$binary is not an executable" >&2; exit 2; fi
    echo "campaign: building waterfall (swift build --product waterfall)…"
    (cd "$root" && swift build --product waterfall) || exit 2
fi
export WATERFALL_BIN=$binary

work=$(mktemp -d "${TMPDIR:-/tmp}/waterfall-campaign.XXXXXX")
# Each signal run gets a tmux server of its own (a new socket name), so that a server still
# shutting down never meets the next run's.
socket_base="waterfall-campaign-$$"
socket=$socket_base
tmux_() { tmux -u -f /dev/null -L "$socket" "$@"; }
cleanup() {
    tmux_ kill-server 2> /dev/null
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket_base"*
    rm -rf "$work"
}
trap cleanup EXIT

failed_parts=()
summary=()
started=$SECONDS

# ---------------------------------------------------------------------------------------------
# 1. Soak
run_soak() {
    echo "== soak: $keys keys, seed $seed"
    local log="$work/soak.log"
    "$root/Scripts/soak.sh" "$keys" "$seed" 2>&1 | tee "$log" | grep -E 'PASSED|FAILED|^soak: [0-9]+ keys' | tail -3
    if grep -q 'soak: PASSED' "$log"; then
        summary+=("soak: $(grep 'soak: PASSED' "$log" | sed 's/^soak: PASSED: //')")
    else
        failed_parts+=(soak)
        summary+=("soak: FAILED (see above)")
    fi
}

# ---------------------------------------------------------------------------------------------
# 2. Signals
screen() { tmux_ capture-pane -p -t sig; }
# shellcheck source=lib/screen-wait.sh
source "$root/Scripts/lib/screen-wait.sh"

# One run: start the browser as a job of bash in a fresh tmux session, send signal $1, and check
# what follows. Prints "ok" or the reason it failed.
signal_run() {
    local number=$1 expect=$2
    tmux_ kill-server 2> /dev/null
    socket="$socket_base-$number"
    tmux_ new-session -d -s sig -x 100 -y 30 -e TERM=xterm-256color -e LANG=C.UTF-8 -e "PS1=sig\$ " \
        -e HISTFILE=/dev/null bash --norc --noprofile || { echo "tmux did not start"; return; }
    wait_for 'sig\$' 10 || { echo "no shell"; return; }
    tmux_ send-keys -t sig -l "stty -g > '$work/modes'; ulimit -c 0; clear"
    tmux_ send-keys -t sig Enter
    rm -f "$work/pid"
    tmux_ send-keys -t sig -l "sh -c 'echo \$\$ > \"\$0\"; exec \"\$@\"' '$work/pid' '$binary' --latency 5 --images off; echo exit=\$?"
    tmux_ send-keys -t sig Enter
    wait_for '^ waterfall ·' 20 || { echo "the browser did not start"; return; }
    local pid
    pid=$(cat "$work/pid")
    kill -"$number" "$pid" 2> /dev/null || { echo "kill -$number failed"; return; }
    case $expect in
        status | crash)
            wait_for '^exit=' 10 || { echo "no exit after the signal"; return; }
            local status
            status=$(screen | sed -n 's/^exit=\([0-9]*\)$/\1/p' | head -1)
            ((status == 128 + number)) || { echo "exit status $status, expected $((128 + number))"; return; }
            ;;
        stop)
            local deadline=$((SECONDS + 10))
            until [[ $(awk '{print $3}' "/proc/$pid/stat" 2> /dev/null) == T ]]; do
                ((SECONDS > deadline)) && { echo "not stopped"; return; }
                sleep 0.05
            done
            # bash ran the rest of the line (`echo exit=…`) when the job stopped; fg reports now.
            wait_for 'Stopped' 10 || { echo "the shell did not report the stopped job"; return; }
            tmux_ send-keys -t sig -l "fg; echo resumed=\$?"
            tmux_ send-keys -t sig Enter
            wait_for '^ waterfall ·' 10 || { echo "no repaint after fg"; return; }
            tmux_ send-keys -t sig q
            wait_for '^resumed=0$' 10 || { echo "no exit 0 after fg and q"; return; }
            ;;
        ignore)
            sleep 0.3
            kill -0 "$pid" 2> /dev/null || { echo "the browser ended"; return; }
            tmux_ send-keys -t sig q
            wait_for '^exit=0$' 10 || { echo "no exit 0 after q"; return; }
            ;;
    esac
    if [[ $expect != crash ]] && screen | grep -Eq 'Fatal error|Backtrace|Segmentation fault|Aborted'; then echo "crash text"; return; fi
    [[ $(tmux_ display-message -p -t sig '#{alternate_on}') == 0 ]] || { echo "the alternate screen is still on"; return; }
    tmux_ send-keys -t sig -l "clear; stty -g | cmp -s - '$work/modes' && echo modes-\$((6*7))-same || echo modes-\$((6*7))-differ"
    tmux_ send-keys -t sig Enter
    wait_for 'modes-42-' 10 || { echo "the shell did not answer"; return; }
    screen | grep -q 'modes-42-same' || { echo "terminal modes differ"; return; }
    echo ok
}

run_signals() {
    echo "== signals: 1-64 but 9 (KILL), 32 and 33"
    local passed=0 total=0 failures=()
    for number in $(seq 1 64); do
        local expect
        case $number in
            9 | 32 | 33) continue ;;
            17 | 18 | 23 | 28) expect=ignore ;;   # CHLD, CONT, URG, WINCH
            19 | 20 | 21 | 22) expect=stop ;;     # STOP, TSTP, TTIN, TTOU
            4 | 5 | 6 | 7 | 8 | 11 | 31) expect=crash ;; # ILL, TRAP, ABRT, BUS, FPE, SEGV, SYS: default action, bash says so
            *) expect=status ;;
        esac
        total=$((total + 1))
        local result
        result=$(signal_run "$number" "$expect")
        if [[ $result == ok ]]; then
            passed=$((passed + 1))
        else
            failures+=("$number ($(kill -l "$number" 2> /dev/null)): $result")
        fi
    done
    tmux_ kill-server 2> /dev/null
    summary+=("signals: $passed of $total runs passed (every signal 1-64 but KILL, 32 and 33)")
    if ((${#failures[@]})); then
        failed_parts+=(signals)
        printf '  signal %s\n' "${failures[@]}"
        summary+=("signals: failed: ${failures[*]}")
    fi
    echo "  $passed of $total passed"
}

# ---------------------------------------------------------------------------------------------
# 3-5. Mutated catalogs, hostile pictures and special files (Python: byte-level checks)
run_python_part() {
    local part=$1
    echo "== $part"
    local output
    output=$(python3 - "$part" "$binary" "$root" "$work" "$seed" "$catalogs" <<'PYTHON'
import json, os, random, shutil, socket, subprocess, sys, time, zlib

part, binary, root, work, seed, catalogs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]), int(sys.argv[6])
MARKER = "PWNED"
FORBIDDEN = set(range(0x00, 0x20)) - {0x0A} | {0x7F} | set(range(0x80, 0xA0)) \
    | set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0x200E, 0x200F, 0x061C, 0x2028, 0x2029}
HOSTILE = "\x1b]2;" + MARKER + "\x07\x1b[31m" + "".join(map(chr, range(1, 32))) + "\x7f" \
    + "".join(map(chr, range(0x80, 0xA0))) + "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
problems = []

def unsafe(data):
    """Why `data` (bytes) must not reach a terminal, or None."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        return f"invalid UTF-8 at byte {error.start}"
    for offset, char in enumerate(text):
        if ord(char) in FORBIDDEN:
            return f"U+{ord(char):04X} at character {offset}"
    return None

def run(arguments, timeout=20):
    """(status, stdout, stderr, seconds) of the binary with `arguments`; status None on timeout."""
    start = time.monotonic()
    try:
        done = subprocess.run([binary] + arguments, stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
        return done.returncode, done.stdout, done.stderr, time.monotonic() - start
    except subprocess.TimeoutExpired:
        return None, b"", b"", time.monotonic() - start

def check_streams(context, stdout, stderr, marker_allowed_on_stdout=False):
    for name, data in (("stdout", stdout), ("stderr", stderr)):
        reason = unsafe(data)
        if reason:
            problems.append(f"{context}: {name}: {reason}")
    if MARKER.encode() in stderr or (not marker_allowed_on_stdout and MARKER.encode() in stdout):
        problems.append(f"{context}: the data's marker was printed")

def good_item(number):
    return {"id": f"g{number}", "title": f"G{number}ok", "price": {"amount": 100 + number}, "width": 100, "height": 20, "shop": "shop"}

def mutate(line, rng):
    """`line` (text) changed in one of many hostile ways; the result may even still be valid."""
    kind = rng.randrange(14)
    data = bytearray(line.encode())
    position = rng.randrange(len(data) + 1)
    if kind == 0:
        for _ in range(rng.randrange(1, 6)):
            if data:
                data[rng.randrange(len(data))] = rng.randrange(256)
    elif kind == 1:
        data[position:position] = HOSTILE.encode()
    elif kind == 2:
        data[position:position] = bytes([0x9B, 0x90, 0x85, 0x1B, 0x00, 0x07])
    elif kind == 3:
        del data[position:position + rng.randrange(1, 20)]
    elif kind == 4:
        data = data[:position]
    elif kind == 5:
        data = b"[" + data
    elif kind == 6:
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200))).replace(b"\n", b"")
    elif kind == 7:
        data = data.replace(b'"price"', b'"price": ' + rng.choice([b"[]", b"null", b'"x"', b"1e999", b"-0"]) + b', "_"', 1)
    elif kind == 8:
        data = data.replace(b"100", b"9" * rng.randrange(20, 4000), 1)
    elif kind == 9:
        data = ("{" + json.dumps(MARKER + HOSTILE) + " 1}").encode()
    elif kind == 10:
        data = b"<!DOCTYPE html><html><body>" + MARKER.encode() + b"</body></html>"
    elif kind == 11:
        data = data.replace(b'"title": "', b'"title": "' + json.dumps(HOSTILE)[1:-1].encode(), 1)
    elif kind == 12:
        data = b"root:" + MARKER.encode() + b":20228:0:99999:7:::"
    else:
        data = data.replace(b'"width": 100', b'"width": ' + rng.choice([b"0", b"-1", b"NaN", b"1.5", b'"100"', b"1e9"]), 1)
    return bytes(data).replace(b"\n", b" ")

def fuzz():
    rng = random.Random(seed)
    directory = os.path.join(work, "fuzz")
    os.makedirs(directory, exist_ok=True)
    times, lost, runs, crashes, statuses = [], 0, 0, 0, {}
    for index in range(catalogs):
        goods = rng.randrange(1, 12)
        records = []
        for number in range(goods):
            records.append(json.dumps(good_item(number), ensure_ascii=False).encode())
            for _ in range(rng.randrange(0, 3)):
                base = dict(good_item(number), id=f"m{index}-{len(records)}", title=f"M{len(records)}")
                records.append(mutate(json.dumps(base, ensure_ascii=False), rng))
        as_array = rng.randrange(5) == 0
        if as_array:
            path = os.path.join(directory, f"c{index}.json")
            body = b"[" + b",\n".join(records) + b"]"
            if rng.randrange(2):
                body = mutate(body.decode("utf-8", "replace"), rng)
        else:
            path = os.path.join(directory, f"c{index}.jsonl")
            body = b"\n".join(records) + b"\n"
        with open(path, "wb") as file:
            file.write(body)
        status, stdout, stderr, seconds = run(["dump", "--data", path, "--width", "200", "--height", "400", "--columns", "4",
                                               "--images", "off", "--page-size", "100"])
        runs += 1
        times.append(seconds)
        statuses[status] = statuses.get(status, 0) + 1
        context = f"catalog {index} ({os.path.basename(path)})"
        if status is None or status >= 128 or status not in (0, 65):
            crashes += 1
            problems.append(f"{context}: exit status {status}")
            shutil.copy(path, os.path.join(work, f"failing-{index}"))
            continue
        check_streams(context, stdout, stderr, marker_allowed_on_stdout=True)
        if not as_array:
            shown = stdout.decode("utf-8", "replace")
            missing = [number for number in range(goods) if f"G{number}ok" not in shown]
            if missing:
                lost += len(missing)
                problems.append(f"{context}: good items lost: {missing}")
        os.remove(path)
    times.sort()
    print(f"fuzz: {runs} mutated catalogs ({catalogs} asked), exit statuses {dict(sorted((str(k), v) for k, v in statuses.items()))}, "
          f"dump time median {times[len(times) // 2]:.2f} s, max {times[-1]:.2f} s; {lost} good items lost; "
          f"{crashes} crashes or hangs; {len([p for p in problems if 'stdout' in p or 'stderr' in p or 'marker' in p])} unsafe outputs")

def huge_png(png):
    """`png` with its header claiming 100,000 × 100,000 pixels (the header's CRC made right)."""
    header = (100000).to_bytes(4, "big") * 2 + png[24:29]
    return png[:16] + header + zlib.crc32(b"IHDR" + header).to_bytes(4, "big") + png[33:]

def pictures():
    directory = os.path.join(work, "pictures", "x" + HOSTILE.replace(MARKER, "named") + "dir")
    os.makedirs(directory, exist_ok=True)
    rng = random.Random(seed)
    photo = open(os.path.join(root, "Data", "photos", "adult-cat-food.jpg"), "rb").read()
    png = open(os.path.join(root, "Data", "photos", "tennis-balls-can.png"), "rb").read()
    files = {
        "truncated.jpg": photo[: len(photo) // 3],
        "header-only.jpg": photo[:200],
        "random.jpg": bytes(rng.randrange(256) for _ in range(5000)),
        "text.png": ("root:" + MARKER + ":20228:0:99999:7:::\n").encode(),
        "page.jpg": ("<!DOCTYPE html><html>" + MARKER + "</html>").encode(),
        "empty.jpg": b"",
        "flipped.jpg": bytes(b ^ 0xFF if i % 97 == 0 and i > 600 else b for i, b in enumerate(photo)),
        "huge.png": huge_png(png),
        "truncated.png": png[: len(png) // 2],
        "key.jpg": ("-----BEGIN " + MARKER + " PRIVATE KEY-----\nMIIEvQIBADANBg\n").encode(),
        "name" + HOSTILE.replace(MARKER, "named") + ".jpg": b"\x00\x01" + MARKER.encode(),
    }
    references = []
    for name, data in files.items():
        with open(os.path.join(directory, name), "wb") as file:
            file.write(data)
        references.append(name)
    os.mkfifo(os.path.join(directory, "fifo.jpg"))
    os.mkdir(os.path.join(directory, "directory.jpg"))
    os.symlink("loop-b.jpg", os.path.join(directory, "loop-a.jpg"))
    os.symlink("loop-a.jpg", os.path.join(directory, "loop-b.jpg"))
    references += ["fifo.jpg", "directory.jpg", "loop-a.jpg", "missing.jpg", "/dev/zero", "/dev/urandom", "/dev/null"]
    lines = [json.dumps(dict(good_item(number), image=reference), ensure_ascii=False) for number, reference in enumerate(references)]
    catalog = os.path.join(directory, "items.jsonl")
    with open(catalog, "w") as file:
        file.write("\n".join(lines) + "\n")
    status, stdout, stderr, seconds = run(["dump", "--data", catalog, "--width", "200", "--height", "300", "--columns", "4", "--images", "symbols"], timeout=60)
    if status != 0:
        problems.append(f"pictures: exit status {status}")
    check_streams("pictures", stdout, stderr)
    report = stderr.decode("utf-8", "replace")
    # The reference with control characters is refused by the catalog (a skipped item); the
    # JPEG with flipped bytes decodes (libjpeg conceals the damage); every other one fails.
    failing = len(references) - 2
    if f"could not show {failing} pictures" not in report or "skipped 1 bad item" not in report:
        problems.append(f"pictures: expected {failing} pictures and 1 item reported: {report[:400]}")
    print(f"pictures: {len(references)} hostile picture references in one catalog: exit {status}, {seconds:.2f} s, "
          f"{failing} reported as not shown and 1 refused by the catalog, output {'safe' if not unsafe(stdout) and not unsafe(stderr) else 'UNSAFE'}"
          f"{', the data quoted' if MARKER.encode() in stderr else ''}")

def special():
    directory = os.path.join(work, "special")
    os.makedirs(os.path.join(directory, "catalog"), exist_ok=True)
    fifo = os.path.join(directory, "items.jsonl")
    os.mkfifo(fifo)
    server = socket.socket(socket.AF_UNIX)
    server.bind(os.path.join(directory, "socket.jsonl"))
    with open(os.path.join(directory, "catalog", "catalog.json"), "w") as file:
        json.dump({"format": "waterfall-catalog", "version": 1, "name": "n", "pageSize": 30, "pages": ["page-01.json"]}, file)
    os.mkfifo(os.path.join(directory, "catalog", "page-01.json"))
    cases = [
        (fifo, 65, "named pipe"), ("/dev/zero", 65, "character device"), ("/dev/urandom", 65, "character device"),
        ("/dev/null", 65, "character device"), (os.path.join(directory, "socket.jsonl"), 65, "socket"),
        (os.path.join(directory, "catalog"), 0, "named pipe"),
    ]
    worst = 0.0
    for path, expected, kind in cases:
        for command in ("dump", "layout") if expected == 65 else ("dump",):
            arguments = ["dump", "--data", path] if command == "dump" else ["layout", "--width", "10", "--columns", "2", path]
            status, stdout, stderr, seconds = run(arguments, timeout=10)
            worst = max(worst, seconds)
            context = f"special {command} {path}"
            if status != expected:
                problems.append(f"{context}: exit status {status}, expected {expected}")
            if seconds >= 1:
                problems.append(f"{context}: took {seconds:.2f} s")
            if kind.encode() not in stderr:
                problems.append(f"{context}: the message does not say {kind}: {stderr[:200]}")
            check_streams(context, stdout, stderr)
    server.close()
    print(f"special: {len(cases)} special files as catalogs or page files (and as `layout` input): all refused by kind, slowest {worst:.2f} s")

{"fuzz": fuzz, "pictures": pictures, "special": special}[part]()
for problem in problems[:30]:
    print("  PROBLEM " + problem)
if len(problems) > 30:
    print(f"  … and {len(problems) - 30} more problems")
sys.exit(1 if problems else 0)
PYTHON
    )
    local status=$?
    echo "$output"
    summary+=("$(echo "$output" | grep -v '^  ' | head -1)")
    if ((status != 0)); then failed_parts+=("$part"); fi
}

for part in $parts; do
    case $part in
        soak) run_soak ;;
        signals) run_signals ;;
        fuzz | pictures | special) run_python_part "$part" ;;
        *) echo "campaign: unknown part $part (soak, signals, fuzz, pictures, special)" >&2; exit 2 ;;
    esac
done

echo
echo "== campaign summary (seed $seed, binary $binary, $((SECONDS - started)) s)"
printf '  %s\n' "${summary[@]}"
if ((${#failed_parts[@]})); then
    echo "campaign: FAILED: ${failed_parts[*]}"
    exit 1
fi
echo "campaign: PASSED"
