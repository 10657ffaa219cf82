#!/usr/bin/env bash
# The spread of difficulty over generated riddles, as the README's table shows it: COUNT novel
# riddles (default 1,000) at seed 1 with each guest count given (default 5), measured by
# `riddle check --difficulty`; one Markdown row per guest count: the quartiles of the number of
# steps, the median cost of the hardest step, the share needing a case split, and the share in
# each band of `riddle generate --difficulty`.
#
# Usage: bash bench/difficulty.sh [COUNT] [GUESTS...]   (needs jq)
set -euo pipefail
cd "$(dirname "$0")/.."

count=${1:-1000}
shift || true
guests=("$@")
[ ${#guests[@]} -gt 0 ] || guests=(5)

cargo build --release --quiet
riddle=$PWD/target/release/riddle

echo "| guests | riddles | steps: lower quartile, median, upper quartile | hardest step: median | case split | easy / medium / hard |"
echo "|---|---|---|---|---|---|"
for g in "${guests[@]}"; do
  "$riddle" generate --count "$count" --seed 1 --guests "$g" |
    "$riddle" check --difficulty --format json 2>/dev/null |
    jq -rs --argjson g "$g" '
      map(.difficulty) as $d | ($d | length) as $n
      | ($d | map(.steps) | sort) as $s
      | ($d | map(.hardest) | sort) as $h
      # Band::hard_above for 5 categories, the name among them.
      | (2 * $g * $g) as $above
      | def share(f): (($d | map(select(f)) | length) * 100 / $n | round | tostring) + "%";
      "| \($g) | \($n) | \($s[($n / 4 | floor)]), \($s[($n / 2 | floor)]), \($s[($n * 3 / 4 | floor)]) | \($h[($n / 2 | floor)]) | \(share(.case_split)) | \(share(.case_split | not)) / \(share(.case_split and .steps <= $above)) / \(share(.case_split and .steps > $above)) |"'
done
