#!/usr/bin/env bash
# Our solver beside CP-SAT (Google OR-Tools), from one run:
#   1. bench/.venv with bench/requirements.txt (made when missing);
#   2. cargo build --release, then our criterion benchmarks (skipped with --no-bench):
#        cargo bench --bench solve -- solve/    in process, per riddle
#        cargo bench --bench process            the whole `riddle solve FILE` process
#        cargo bench --bench check              `riddle check` over 10,000 generated riddles
#                                               and 1,000 generated zebra riddles of 8 x 8
#   3. bench/cpsat.py: the same riddles with CP-SAT, and the table of both, printed and written
#      to target/cpsat-comparison.md.
#
# Usage: bash bench/cpsat.sh [--no-bench] [--verify] [-- CPSAT_PY_OPTIONS...]
#   --no-bench  use the criterion results already under target/criterion
#   --verify    also check CP-SAT's model on every corpus riddle with a known answer first
#   anything after -- goes to bench/cpsat.py (--reps, --seconds, --process-runs,
#   --check-count, --zebra-check-count, --workers; see bench/.venv/bin/python bench/cpsat.py
#   --help)
set -euo pipefail
cd "$(dirname "$0")/.."

bench=1
verify=0
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --no-bench) bench=0 ;;
        --verify) verify=1 ;;
        --) shift; extra=("$@"); break ;;
        -h|--help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) echo "cpsat.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
    esac
    shift
done

say() { printf '\n== %s\n' "$*" >&2; }

# 1. The virtual environment.
venv=bench/.venv
if [ ! -x "$venv/bin/python" ]; then
    say "creating $venv"
    python3 -m venv "$venv" || {
        echo "cpsat.sh: python3 -m venv failed (on Debian: apt-get install python3-venv)" >&2
        exit 1
    }
fi
say "installing bench/requirements.txt into $venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r bench/requirements.txt
"$venv/bin/python" -c 'import ortools, platform; print("ortools", ortools.__version__, "on Python", platform.python_version())' >&2

# 2. Our side.
say "cargo build --release"
cargo build --release

since=()
missing=()
if [ "$bench" = 1 ]; then
    # Only results written from here on count as this run's.
    since=(--since "$(date +%s)")
    run_bench() {
        local name="$1"; shift
        if [ ! -f "benches/$name.rs" ]; then
            echo "cpsat.sh: benches/$name.rs does not exist: no '$name' results from us" >&2
            missing+=("$name")
            return
        fi
        say "cargo bench --bench $name $*"
        if ! cargo bench --bench "$name" "$@"; then
            echo "cpsat.sh: cargo bench --bench $name failed: its rows will be missing" >&2
            missing+=("$name")
        fi
    }
    run_bench solve -- solve/
    run_bench process
    run_bench check
else
    say "--no-bench: using the criterion results already in target/criterion"
fi

# 3. CP-SAT's side and the table.
if [ "$verify" = 1 ]; then
    say "verifying CP-SAT's model on the corpus"
    "$venv/bin/python" bench/cpsat.py --verify
fi
say "CP-SAT"
"$venv/bin/python" bench/cpsat.py ${since[@]+"${since[@]}"} ${extra[@]+"${extra[@]}"}
if [ ${#missing[@]} -gt 0 ]; then
    echo "cpsat.sh: our benchmarks that did not run: ${missing[*]}" >&2
fi
