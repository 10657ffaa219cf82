#!/usr/bin/env python3
"""The Talos Principle frames the way the seed document solved them (Norbert Preining, 2015:
SMT-LIB for z3, one Boolean per cell and sigil), timed beside `riddle grid` on the same files.

For each frame: x_{c,n} is true when sigil n covers cell c; each sigil takes exactly one of its
placements (p_{n,k}), x_{c,n} is the disjunction of the placements of n covering c (the
"defining equations"), and every cell is covered at least once and at most once (pairwise).
z3 finds one tiling; counting them all this way would mean blocking each of count x (the
product of the factorials of the repeated pieces) labelled models, so only one is timed.

Usage: python3 bench/grid_z3.py [--runs N] FILE.grid...   (z3 on the PATH; target/release/riddle
built). Prints a Markdown table of median wall times of whole processes.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Every fixed orientation, as (row, column) cells, written out as Preining's script did.
ORIENTATIONS = {
    "I": ["XXXX", "X/X/X/X"],
    "O": ["XX/XX"],
    "T": ["XXX/.X.", "X./XX/X.", ".X./XXX", ".X/XX/.X"],
    "J": ["XXX/..X", "XX/X./X.", "X../XXX", ".X/.X/XX"],
    "L": ["XXX/X..", "XX/.X/.X", "..X/XXX", "X./X./XX"],
    "S": [".XX/XX.", "X./XX/.X"],
    "Z": ["XX./.XX", ".X/XX/X."],
}


def frame(path):
    """(width, height, pieces) of a sigils file of corpus/grid."""
    fields = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if ":" in line and not line.startswith("#"):
                key, value = line.split(":", 1)
                fields[key.strip()] = value.strip()
    width, height = (int(v) for v in fields["size"].split("x"))
    return width, height, fields["pieces"].replace(" ", "")


def smtlib(width, height, pieces):
    lines = ["(set-logic QF_UF)"]
    covers = {}  # cell -> [x variables]
    for n, letter in enumerate(pieces):
        choices = []
        by_cell = {}
        for drawing in ORIENTATIONS[letter]:
            shape = [(r, c) for r, row in enumerate(drawing.split("/")) for c, x in enumerate(row) if x == "X"]
            tall = max(r for r, _ in shape) + 1
            wide = max(c for _, c in shape) + 1
            for top in range(height - tall + 1):
                for left in range(width - wide + 1):
                    p = f"p_{n}_{len(choices)}"
                    choices.append(p)
                    lines.append(f"(declare-const {p} Bool)")
                    for r, c in shape:
                        by_cell.setdefault((top + r, left + c), []).append(p)
        lines.append(f"(assert (or {' '.join(choices)}))")
        for i in range(len(choices)):
            for j in range(i + 1, len(choices)):
                lines.append(f"(assert (not (and {choices[i]} {choices[j]})))")
        for (r, c), ps in by_cell.items():
            x = f"x_{r}_{c}_{n}"
            lines.append(f"(declare-const {x} Bool)")
            lines.append(f"(assert (= {x} (or false {' '.join(ps)})))")
            covers.setdefault((r, c), []).append(x)
    for r in range(height):
        for c in range(width):
            xs = covers.get((r, c), [])
            lines.append(f"(assert (or false {' '.join(xs)}))")
            for i in range(len(xs)):
                for j in range(i + 1, len(xs)):
                    lines.append(f"(assert (not (and {xs[i]} {xs[j]})))")
    lines += ["(check-sat)", "(exit)"]
    return "\n".join(lines) + "\n"


def median_run(command, runs):
    times = []
    out = ""
    for _ in range(runs):
        start = time.perf_counter()
        out = subprocess.run(command, capture_output=True, text=True, check=False).stdout
        times.append(time.perf_counter() - start)
    return statistics.median(times), out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    riddle = os.path.join(ROOT, "target", "release", "riddle")
    out_dir = os.path.join(ROOT, "target", "grid-z3")
    os.makedirs(out_dir, exist_ok=True)
    version = subprocess.run(["z3", "--version"], capture_output=True, text=True).stdout.strip()
    print(f"{version}; medians of {args.runs} runs of each whole process\n")
    print("| frame | pieces | z3: one tiling | `riddle grid` (one tiling by microlp, checked, and the exact count) | count |")
    print("|---|---|---|---|---|")
    for path in args.files:
        width, height, pieces = frame(path)
        smt = os.path.join(out_dir, os.path.basename(path) + ".smt2")
        with open(smt, "w", encoding="utf-8") as f:
            f.write(smtlib(width, height, pieces))
        z3_time, z3_out = median_run(["z3", smt], args.runs)
        if z3_out.strip() != "sat":
            sys.exit(f"{path}: z3 says {z3_out.strip()!r}")
        ours, out = median_run([riddle, "grid", path], args.runs)
        count = next(l for l in out.splitlines() if l.startswith("solutions:")).split()[1]
        print(f"| {os.path.basename(path)} ({width} x {height}) | {pieces} | {z3_time * 1000:.0f} ms "
              f"| {ours * 1000:.0f} ms | {count} |")


if __name__ == "__main__":
    main()
