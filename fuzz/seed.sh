#!/bin/sh
# Seeds a fuzz target (`pipeline` unless named) with every riddle of the corpus (valid and
# invalid), copied into its working corpus folder fuzz/corpus/TARGET/, which is not committed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
target=${1:-pipeline}
mkdir -p "$here/corpus/$target"
find "$here/../corpus" -name '*.txt' | while read -r file; do
    # One flat folder: name each seed after its path in the corpus.
    name=$(printf '%s' "${file#"$here/../corpus/"}" | tr '/' '_')
    cp "$file" "$here/corpus/$target/seed_$name"
done
echo "seeded $(find "$here/corpus/$target" -name 'seed_*' | wc -l) files into $here/corpus/$target"
