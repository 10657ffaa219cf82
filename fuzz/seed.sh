#!/bin/sh
# Seeds the fuzzer with every riddle of the corpus (valid and invalid), copied into the
# working corpus folder fuzz/corpus/pipeline/, which is not committed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$here/corpus/pipeline"
find "$here/../corpus" -name '*.txt' | while read -r file; do
    # One flat folder: name each seed after its path in the corpus.
    name=$(printf '%s' "${file#"$here/../corpus/"}" | tr '/' '_')
    cp "$file" "$here/corpus/pipeline/seed_$name"
done
echo "seeded $(find "$here/corpus/pipeline" -name 'seed_*' | wc -l) files into $here/corpus/pipeline"
