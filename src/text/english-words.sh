#!/usr/bin/env bash
# Makes english-words.txt: the lower-case words (letters and inner hyphens) of SCOWL's small
# American and British lists, as Debian packages them (wamerican-small, wbritish-small),
# sorted by byte so that `english::is_word` can search the file as it is. Run from this folder.
set -euo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && apt-get download wamerican-small wbritish-small >/dev/null)
for deb in "$tmp"/*.deb; do dpkg-deb -x "$deb" "$tmp/x"; done
{
  sed 's/^/# /' <<'NOTICE'
English words, from SCOWL (Spell Checker Oriented Word Lists), sizes up to 35, American and
British, as Debian's wamerican-small and wbritish-small 2020.12.07 ship them. Made by
english-words.sh. Copyright 2000-2011 by Kevin Atkinson. Permission to use, copy, modify,
distribute and sell these word lists, the associated scripts, the output created from the
scripts, and its documentation for any purpose is hereby granted without fee, provided that
the above copyright notice appears in all copies and that both that copyright notice and this
permission notice appear in supporting documentation. Kevin Atkinson makes no representations
about the suitability of this array for any purpose. It is provided "as is" without express or
implied warranty. (Parts are copyright Alan Beale, J. Ross Beresford and others, and the Moby
word lists are in the public domain; see /usr/share/doc/wamerican-small/copyright.)
NOTICE
  cat "$tmp"/x/usr/share/dict/*-english-small | grep -E '^[a-z]+(-[a-z]+)*$' | LC_ALL=C sort -u
} > english-words.txt
