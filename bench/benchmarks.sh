#!/bin/sh
# The public benchmarks of the zebra family (../shared/benchmarks, never copied here) through the
# release binary, as the table of README "Public benchmarks": items, right, WRONG, more than one,
# unreadable, batch time. Scored by the shared scorer (../shared/tools/bench-score), so that this
# table and the team's figures are the same count.
# Usage, from the project root: bench/benchmarks.sh [DATASET ...]
set -eu
cd "$(dirname "$0")/.."
bench=../shared/benchmarks
scorer=../shared/tools/bench-score
if [ ! -d "$bench" ] || [ ! -x "$scorer" ]; then
    echo "benchmarks.sh: $bench or $scorer is not here; nothing measured."
    exit 0
fi
cargo build --release --quiet
"$scorer" target/release/riddle "$@" | awk '
BEGIN {
    print "| benchmark | items | right | WRONG | more than one | unreadable | batch time |"
    print "|---|---:|---:|---:|---:|---:|---:|"
}
/^[a-z_]+: / {
    name = $1; sub(":", "", name)
    split($2, r, "/")
    line = $0
    match(line, /[0-9]+ WRONG/); wrong = substr(line, RSTART, RLENGTH - 6)
    match(line, /[0-9]+ more than one/); multiple = substr(line, RSTART, RLENGTH - 14)
    match(line, /[0-9]+ unreadable/); unreadable = substr(line, RSTART, RLENGTH - 11)
    match(line, /[0-9.]+ s for the batch/); secs = substr(line, RSTART, RLENGTH - 16)
    printf "| %s | %s | %s | %s | %s | %s | %s s |\n", name, r[2], r[1], wrong, multiple, unreadable, secs
}'
