#!/bin/sh
# Writes fuzz/pipeline.dict: every lower-case word or phrase the grammar quotes in its source,
# every word of the phrase table's patterns and verbs (src/grammar/phrases.rs), the well-known
# colors, drinks and pets, and sentence punctuation, so the fuzzer splices real grammar words
# and values into riddles.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
{
    {
        grep -ohE '"[a-z][a-z'"'"' -]{1,30}"' "$here"/../src/grammar/*.rs \
            "$here"/../src/vocabulary/kind.rs
        grep -ohE '"[^"]*"' "$here"/../src/grammar/phrases.rs | grep -oE "[a-z][a-z']*" |
            sed 's/.*/"&"/'
    } | sort -u
    printf '%s\n' '". "' '", "' '"? "' '": "' '"\x0a\x0a"' '"\xe2\x80\x99"' '"\xe2\x80\x9c"' '"> "'
} > "$here/pipeline.dict"
echo "wrote $(wc -l < "$here/pipeline.dict") entries to $here/pipeline.dict"
