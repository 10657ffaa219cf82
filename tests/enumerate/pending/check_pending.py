#!/usr/bin/env python3
"""The checks of tests/enumerate/enumerate.py over the drafts in tests/enumerate/pending:
  1. each modelled riddle has exactly one solution;
  2. it equals NAME.answer (first column house, seat, floor or position);
  3. every guest and value of the model occurs in NAME.txt, and every NAME.txt has a model;
plus, for the drafts:
  4. every quoted clue comment in models_drafts.py occurs in NAME.txt (whitespace-normalized);
  5. every '# question: TEXT -> X' line of NAME.answer has TEXT in NAME.txt and X equal to the
     answer computed from the solution by QUESTIONS in models_drafts.py.

    python3 check_drafts.py [NAME ...]     python3 check_drafts.py --show NAME
"""

import os
import re
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)

from engine import solve  # noqa: E402
from models_pending import QUESTIONS, RIDDLES  # noqa: E402

PLACES = ("seat", "house", "chair", "floor", "position")


def norm(t):
    return " ".join(t.split())


def read_answer(path):
    with open(path, encoding="utf-8") as f:
        lines = [l.strip() for l in f if l.strip()]
    qs = []
    for l in lines:
        m = re.match(r"#\s*question:\s*(.*?)\s*->\s*(\S+)", l)
        if m:
            qs.append((m.group(1), m.group(2)))
    body = [l for l in lines if not (l.startswith("#") and not re.match(r"#\s*(" + "|".join(PLACES) + r")\s*\|", l))]
    header = [c.strip() for c in body[0].lstrip("#").split("|")]
    rows = [[c.strip() for c in l.split("|")] for l in body[1:]]
    return header, rows, qs


def quoted_comments():
    """{riddle name: [quoted sentence, ...]} from the comments of models_drafts.py."""
    out = {}
    current = None
    group = None
    with open(os.path.join(HERE, "models_pending.py"), encoding="utf-8") as f:
        lines = f.read().split("\n")
    for i, line in enumerate(lines):
        if line.strip() == "riddle(" and i + 1 < len(lines):
            m = re.match(r'\s*"([^"]+)",', lines[i + 1])
            current = m.group(1) if m else None
            out.setdefault(current, [])
        s = line.strip()
        if line.startswith("        #") and current and not s.startswith("# note:"):
            text = s[1:].strip()
            if line.startswith("        #   "):
                out[current][-1] += " " + text
            else:
                out[current].append(text)
        if line.startswith(")"):
            current = None
    return out


def as_rows(solution, header, name_column):
    n = len(solution["name"])
    rows = []
    for k in range(n):
        row = []
        for column in header:
            if column in PLACES:
                row.append(str(k + 1))
            else:
                row.append(solution["name" if column == name_column else column][k])
        rows.append(row)
    return rows


def check(riddle, quotes):
    name = riddle["name"]
    problems = []
    txt_path = os.path.join(HERE, name + ".txt")
    answer_path = os.path.join(HERE, name + ".answer")
    name_column = riddle.get("name_column", "name")
    with open(txt_path, encoding="utf-8") as f:
        text = f.read()
    for value in list(riddle["guests"]) + [v for vs in riddle["categories"].values() for v in vs]:
        if value not in text and value[:1].upper() + value[1:] not in text:
            problems.append(f"{value!r} does not occur in the text")
    for q in quotes.get(name, []):
        q = re.sub(r"\s*\(no constraint\)$", "", q)
        if norm(q) not in norm(text):
            problems.append(f"quoted comment not in the text: {q!r}")
    if not quotes.get(name):
        problems.append("no quoted clue comments found")
    start = time.time()
    solutions = solve(riddle["guests"], riddle["categories"], riddle["clues"], limit=2)
    elapsed = time.time() - start
    count = "1" if len(solutions) == 1 else ("0" if not solutions else ">=2")
    header, rows, qs = read_answer(answer_path)
    if len(solutions) != 1:
        problems.append(f"{count} solutions")
    else:
        sol = solutions[0]
        expected_columns = [header[0], name_column] + list(riddle["categories"])
        if header[0] not in PLACES or sorted(header) != sorted(expected_columns):
            problems.append(f"answer columns {header} but the model has {expected_columns}")
        else:
            got = as_rows(sol, header, name_column)
            if got != rows:
                problems.append(
                    "the solution differs from the .answer:\n"
                    + "\n".join("    " + " | ".join(r) for r in got)
                )
        place = {}
        for c, vs in sol.items():
            for k, v in enumerate(vs):
                place[v] = k + 1
        model_qs = dict(QUESTIONS.get(name, []))
        if not qs and "no question" not in open(answer_path).read():
            problems.append("no '# question:' line in the .answer (nor a '# no question' note)")
        for qtext, ans in qs:
            if norm(qtext).lower() not in norm(text).lower():
                problems.append(f"question not in the text: {qtext!r}")
            if qtext not in model_qs:
                problems.append(f"question not modelled: {qtext!r}")
                continue
            want = str(model_qs[qtext](place.__getitem__))
            if want != ans:
                problems.append(f"question {qtext!r}: .answer says {ans}, the solution gives {want}")
        for qtext in model_qs:
            if qtext not in [q for q, _ in qs]:
                problems.append(f"modelled question missing from the .answer: {qtext!r}")
    size = f"{len(riddle['guests'])} places x {1 + len(riddle['categories'])} categories"
    status = "ok  " if not problems else "FAIL"
    print(f"{status} {name}: {count} solution(s), {size}, {elapsed:.2f}s")
    for p in problems:
        print(f"     {p}")
    return not problems


def show(riddle, limit=50):
    solutions = solve(riddle["guests"], riddle["categories"], riddle["clues"], limit=limit)
    print(f"{riddle['name']}: {len(solutions)} solution(s)")
    cats = ["name"] + list(riddle["categories"])
    for i, sol in enumerate(solutions[:3]):
        print(f"-- {i + 1}")
        for k in range(len(riddle["guests"])):
            print("   " + " | ".join([str(k + 1)] + [sol[c][k] for c in cats]))


def main(argv):
    by_name = {r["name"]: r for r in RIDDLES}
    assert len(by_name) == len(RIDDLES), "two models with one name"
    if argv and argv[0] == "--show":
        for n in argv[1:]:
            show(by_name[n])
        return 0
    quotes = quoted_comments()
    ok = True
    if argv:
        chosen = [by_name[n] for n in argv]
    else:
        chosen = RIDDLES
        for f in sorted(os.listdir(HERE)):
            if f.startswith("zebra-") and f.endswith(".txt") and f[:-4] not in by_name:
                print(f"FAIL {f[:-4]}: no model in models_drafts.py")
                ok = False
    passed = sum(1 for r in chosen if check(r, quotes))
    ok = ok and passed == len(chosen)
    print(f"{passed} of {len(chosen)} riddles: exactly one solution, equal to the .answer")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
