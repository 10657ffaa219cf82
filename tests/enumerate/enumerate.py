#!/usr/bin/env python3
"""Proves the answers of corpus/phrased and corpus/zebra by enumeration, independently of the Rust reader.

    python3 tests/enumerate/enumerate.py            # every riddle
    python3 tests/enumerate/enumerate.py NAME ...   # some riddles
    python3 tests/enumerate/enumerate.py --show NAME   # solutions found, and where they differ
    python3 tests/enumerate/enumerate.py --self-test   # the search against naive enumeration

For each riddle modelled in models.py (by hand, from its prose) it checks that:
  1. the clues have exactly one solution, "left of" being the very next seat;
  2. that solution is the one in corpus/FOLDER/NAME.answer;
  3. every guest's name and every value of the model occurs in NAME.txt (so the model's
     categories are those the text names), and every NAME.txt has a model.
It prints one line per riddle and exits 1 on any failure.
"""

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from engine import solve  # noqa: E402
from models import RIDDLES  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
FOLDERS = ["phrased", "zebra"]
# What the first column of an .answer may call the places.
PLACE_COLUMNS = ("seat", "house", "chair", "floor", "position")


def folder(riddle):
    return os.path.join(ROOT, "corpus", riddle.get("folder", "phrased"))


def read_answer(path):
    """The .answer file: comment lines, a header '# seat | name | ...' (or '# house | ...', any of
    PLACE_COLUMNS), then one row per place from the left."""
    with open(path, encoding="utf-8") as f:
        lines = [l.strip() for l in f if l.strip()]
    cells = lambda l: [c.strip() for c in l.lstrip("#").split("|")]  # noqa: E731
    header = next(cells(l) for l in lines if l.startswith("#") and cells(l)[0] in PLACE_COLUMNS)
    rows = [cells(l) for l in lines if not l.startswith("#")]
    return header, rows


def as_rows(solution, header, name_column):
    n = len(solution["name"])
    rows = []
    for k in range(n):
        row = []
        for column in header:
            if column in PLACE_COLUMNS:
                row.append(str(k + 1))
            else:
                row.append(solution["name" if column == name_column else column][k])
        rows.append(row)
    return rows


def check(riddle):
    name = riddle["name"]
    problems = []
    txt_path = os.path.join(folder(riddle), name + ".txt")
    answer_path = os.path.join(folder(riddle), name + ".answer")
    # A riddle of houses may name no one: its model's "guests" are then the values of another
    # category (the nationalities), and its answer names that column.
    name_column = riddle.get("name_column", "name")
    with open(txt_path, encoding="utf-8") as f:
        text = f.read()
    for value in list(riddle["guests"]) + [v for vs in riddle["categories"].values() for v in vs]:
        if value not in text and value[:1].upper() + value[1:] not in text:
            problems.append(f"{value!r} does not occur in the text")
    start = time.time()
    solutions = solve(riddle["guests"], riddle["categories"], riddle["clues"], limit=2)
    elapsed = time.time() - start
    count = "1" if len(solutions) == 1 else ("0" if not solutions else ">=2")
    if len(solutions) != 1:
        problems.append(f"{count} solutions")
    else:
        header, rows = read_answer(answer_path)
        expected_columns = [header[0], name_column] + list(riddle["categories"])
        if header[0] not in PLACE_COLUMNS or sorted(header) != sorted(expected_columns):
            problems.append(f"answer columns {header} but the model has {expected_columns}")
        else:
            got = as_rows(solutions[0], header, name_column)
            if got != rows:
                problems.append(
                    "the solution differs from the .answer:\n"
                    + "\n".join("    " + " | ".join(r) for r in got)
                )
    size = f"{len(riddle['guests'])} guests x {1 + len(riddle['categories'])} categories"
    status = "ok  " if not problems else "FAIL"
    print(f"{status} {name}: {count} solution(s), {size}, {elapsed:.2f}s")
    for p in problems:
        print(f"     {p}")
    return not problems


def show(riddle, limit=200):
    """For authoring: how many solutions (up to `limit`), the cells they disagree on, and a few."""
    solutions = solve(riddle["guests"], riddle["categories"], riddle["clues"], limit=limit)
    more = "+" if len(solutions) == limit else ""
    print(f"{riddle['name']}: {len(solutions)}{more} solution(s)")
    cats = ["name"] + list(riddle["categories"])
    n = len(riddle["guests"])
    for c in cats:
        for k in range(n):
            seen = sorted({sol[c][k] for sol in solutions})
            if len(seen) > 1:
                print(f"   seat {k + 1} {c}: {', '.join(seen)}")
    for i, sol in enumerate(solutions[:3]):
        print(f"-- {i + 1}")
        for k in range(n):
            print("   " + " | ".join([str(k + 1)] + [sol[c][k] for c in cats]))


def naive_count(riddle, clues):
    """Every seating tried, no pruning: a check of the search in engine.py on small riddles."""
    import itertools

    from engine import State

    cats = {"name": list(riddle["guests"])}
    cats.update({c: list(v) for c, v in riddle["categories"].items()})
    n = len(riddle["guests"])
    s = State(n, cats)
    names = list(cats)
    count = 0
    for perms in itertools.product(*(itertools.permutations(cats[c]) for c in names)):
        for c, perm in zip(names, perms):
            s.at[c] = [None] + list(perm)
            s.pos[c] = {v: k + 1 for k, v in enumerate(perm)}
        if all(clue(s) for clue in clues):
            count += 1
    return count


def self_test():
    """The search against naive enumeration, on the small riddles, with all their clues and
    with random halves of them (which have several solutions)."""
    import math
    import random

    rng = random.Random(7)
    ok = True
    for riddle in RIDDLES:
        n = len(riddle["guests"])
        if math.factorial(n) ** (1 + len(riddle["categories"])) > 400_000:
            continue
        subsets = [riddle["clues"]] + [
            rng.sample(riddle["clues"], len(riddle["clues"]) // 2) for _ in range(3)
        ]
        for clues in subsets:
            fast = len(solve(riddle["guests"], riddle["categories"], clues))
            slow = naive_count(riddle, clues)
            same = "ok  " if fast == slow else "FAIL"
            ok = ok and fast == slow
            print(f"{same} {riddle['name']} with {len(clues)} clues: search {fast}, naive {slow}")
    return 0 if ok else 1


def main(argv):
    if argv and argv[0] == "--self-test":
        return self_test()
    by_name = {r["name"]: r for r in RIDDLES}
    assert len(by_name) == len(RIDDLES), "two models with one name"
    if argv and argv[0] == "--show":
        for n in argv[1:]:
            show(by_name[n])
        return 0
    ok = True
    if argv:
        chosen = [by_name[n] for n in argv]
    else:
        chosen = RIDDLES
        on_disk = sorted(
            f[:-4]
            for d in FOLDERS
            for f in os.listdir(os.path.join(ROOT, "corpus", d))
            if f.endswith(".txt")
        )
        for n in on_disk:
            if n not in by_name:
                print(f"FAIL {n}: no model in models.py")
                ok = False
    passed = 0
    for riddle in chosen:
        if check(riddle):
            passed += 1
        else:
            ok = False
    print(f"{passed} of {len(chosen)} riddles: exactly one solution, equal to the .answer")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
