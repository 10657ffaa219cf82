#!/usr/bin/env bash
# The seed document's approach to the Talos Principle sigils (SMT-LIB for z3) beside `riddle
# grid`, on three frames of corpus/grid: 4 x 4, Preining's own 8 x 6, and the 8 x 8 of 16 pieces.
# Needs z3 on the PATH (Debian: apt-get install z3). Then `cargo bench --bench grid` for our
# in-process medians (skipped with --no-bench).
#
# Usage: bash bench/grid_z3.sh [--no-bench] [--runs N]
set -euo pipefail
cd "$(dirname "$0")/.."

bench=1
runs=5
while [ $# -gt 0 ]; do
    case "$1" in
        --no-bench) bench=0 ;;
        --runs) shift; runs="$1" ;;
        -h|--help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) echo "grid_z3.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
    esac
    shift
done

command -v z3 >/dev/null || { echo "grid_z3.sh: z3 is not on the PATH (apt-get install z3)" >&2; exit 1; }
cargo build --release
python3 bench/grid_z3.py --runs "$runs" \
    corpus/grid/elohim-a-cyan-1.grid \
    corpus/grid/talos-preining-8x6-1.grid \
    corpus/grid/talos-37-mporsch-readme-example-w-8-h-8-t-4-j-4-l-1-o-3-z-1-s-1-i-2.grid
if [ "$bench" = 1 ]; then
    cargo bench --bench grid
fi
