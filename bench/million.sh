#!/usr/bin/env bash
# Generates and checks COUNT riddles (default 1,000,000) with a release build, the way a batch
# job does, and prints wall time and peak memory (GNU time's maximum resident set size) of each
# step, one line each:
#   throughput  `riddle generate --count SAMPLE > /dev/null` on 1 thread, then on 2: the median
#               of RUNS runs each, riddles/s, and the ratio of the two;
#   folder      `riddle generate --count COUNT --out DIR`, then `riddle check DIR`;
#   pipe        `riddle generate --count COUNT | riddle check`, each side measured.
# Every check must say all COUNT riddles are unique, or the script fails.
#
# Usage: bash bench/million.sh [COUNT] [STEP...]
#   STEP: throughput, folder, pipe (all three when none is named)
# Environment: SAMPLE (10000) and RUNS (3) for throughput; WORK (a folder under /tmp) for the
# generated riddles and the outputs, removed at the end unless KEEP=1.
# A million takes long on a shared 2-core machine: run it under `nice`, in the background.
set -euo pipefail
cd "$(dirname "$0")/.."

count=${1:-1000000}
shift || true
steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(throughput folder pipe)
sample=${SAMPLE:-10000}
runs=${RUNS:-3}
work=${WORK:-$(mktemp -d /tmp/riddle-million.XXXXXX)}
mkdir -p "$work"
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT

cargo build --release --quiet
riddle=$PWD/target/release/riddle
timed() { /usr/bin/time -f '%e %M' -o "$work/time" "$@"; }
# Wall seconds and peak memory in MB of the last `timed` command.
measured() { awk '{ printf "%s s, %.1f MB", $1, $2 / 1024 }' "$work/time"; }
# The summary line of a check must count every riddle as unique.
all_unique() {
    local summary
    summary=$(tail -n 1 "$1")
    [ "$summary" = "$count riddles checked: $count unique, 0 ambiguous, 0 contradictory, 0 unreadable" ] ||
        { echo "million.sh: unexpected check summary: $summary" >&2; exit 1; }
}

for step in "${steps[@]}"; do
    case "$step" in
    throughput)
        declare -A rate
        for threads in 1 2; do
            seconds=()
            for _ in $(seq "$runs"); do
                timed "$riddle" generate --count "$sample" -j "$threads" >/dev/null
                seconds+=("$(cut -d' ' -f1 "$work/time")")
            done
            median=$(printf '%s\n' "${seconds[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
            rate[$threads]=$(awk -v n="$sample" -v s="$median" 'BEGIN { printf "%.0f", n / s }')
            echo "generate $sample riddles, $threads thread(s): median ${median} s of $runs (${seconds[*]}), ${rate[$threads]} riddles/s"
        done
        awk -v a="${rate[1]}" -v b="${rate[2]}" 'BEGIN { printf "generate, 2 threads / 1 thread: %.2fx\n", b / a }'
        ;;
    folder)
        rm -rf "$work/riddles"
        timed "$riddle" generate --count "$count" --out "$work/riddles" >/dev/null
        echo "generate --count $count --out DIR: $(measured)"
        timed "$riddle" check "$work/riddles" >"$work/check-folder.txt"
        all_unique "$work/check-folder.txt"
        echo "check DIR ($count riddles): $(measured)"
        rm -rf "$work/riddles"
        ;;
    pipe)
        /usr/bin/time -f '%e %M' -o "$work/time-generate" "$riddle" generate --count "$count" |
            timed "$riddle" check >"$work/check-pipe.txt"
        all_unique "$work/check-pipe.txt"
        echo "generate --count $count | check: check $(measured); generate $(awk '{ printf "%s s, %.1f MB", $1, $2 / 1024 }' "$work/time-generate")"
        ;;
    *)
        echo "million.sh: unknown step $step (throughput, folder, pipe)" >&2
        exit 2
        ;;
    esac
done
