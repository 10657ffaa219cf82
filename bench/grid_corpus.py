#!/usr/bin/env python3
"""Writes corpus/grid/ from the seed documents' reference data (../shared/reference/grid-puzzles
beside the project, or the folder given): the 7th Guest cake (sides, and corners as the
reference counts it), the Breath of the Wild fans, Preining's four 8x6 Talos Principle frames,
the 38 Talos Principle arrangements and the 96 Sigils of Elohim puzzles, each in the text format
of `riddle grid` (README, "Game puzzles"), its first line `# solutions: N` from the reference.

Each sigils file also carries the solution its source lists, as comment lines with the tetromino
of each piece, found here by turning the seven shapes (not by the Rust code it is checked
against): tests/grid.rs checks that listed solution with the project's checker.

Usage: python3 bench/grid_corpus.py [REFERENCE_FOLDER]
"""

import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "corpus", "grid")

SHAPES = {
    "I": ["XXXX"],
    "O": ["XX", "XX"],
    "T": [".X.", "XXX"],
    "J": ["X..", "XXX"],
    "L": ["..X", "XXX"],
    "S": [".XX", "XX."],
    "Z": ["XX.", ".XX"],
}


def normal(cells):
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return sorted((r - top, c - left) for r, c in cells)


def tetromino(cells):
    """The letter of the one-sided tetromino `cells` is, turned but not mirrored."""
    piece = normal(cells)
    for letter, rows in SHAPES.items():
        shape = [(r, c) for r, row in enumerate(rows) for c, x in enumerate(row) if x == "X"]
        for _ in range(4):
            if normal(shape) == piece:
                return letter
            shape = [(c, -r) for r, c in shape]
    raise ValueError(f"not a tetromino: {cells}")


def listed(rows):
    """The comment lines of a listed solution: each piece's tetromino, then the drawing."""
    cells = {}
    for r, row in enumerate(rows):
        for c, label in enumerate(row):
            cells.setdefault(label, []).append((r, c))
    names = " ".join(f"{label}={tetromino(cells[label])}" for label in sorted(cells))
    return [f"# listed solution: {names}"] + [f"#   {row}" for row in rows]


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def write(name, lines):
    with open(os.path.join(OUT, name + ".grid"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def sigils(count, about, width, height, pieces, solution):
    return (
        [f"# solutions: {count}", f"# {about}"]
        + (listed(solution) if solution else [])
        + ["sigils", f"size: {width}x{height}", f"pieces: {pieces}"]
    )


def main():
    ref = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "..", "shared", "reference", "grid-puzzles")
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        if old.endswith(".grid") or old.endswith(".solutions"):
            os.remove(os.path.join(OUT, old))
    with open(os.path.join(ref, "seedpuzzles.json"), encoding="utf-8") as f:
        seeds = json.load(f)

    cake = seeds["seventh_guest_cake"]
    icing = {0: "P", 1: "S", 2: "T"}
    rows = ["".join(icing[v] for v in row) for row in cake["grid_rows_top_to_bottom"]]
    counts = cake["num_solutions"]
    about = [
        "# The 7th Guest (Trilobyte, 1993), the cake in the dining room (seedpuzzles.json):",
        "# S skull, T tombstone, P plain; 6 pieces of 5 cells, 2 skulls, 2 tombstones and 1 plain",
    ]
    faq = ["# rec.puzzles FAQ's solution (1995):"] + [f"#   {r}" for r in cake["solution_rec_puzzles_faq_1995"]]
    write("cake", [f"# solutions: {counts['orthogonal_connected']}"] + about
          + ["# each; a piece's cells touch on a side (the game's rule)."] + faq
          + ["cake", "pieces: 6", "join: sides"] + rows)
    write("cake-corners", [f"# solutions: {counts['king_move_8_connected']}"] + about
          + ["# each; a piece's cells may touch at a corner only (the reference's second count)."]
          + ["cake", "pieces: 6", "join: corners"] + rows)
    # Every solution joined by sides, as drawn by `riddle grid --all`: pieces lettered A, B, ...
    # in reading order of their first cells, as the reference numbers them 1, 2, ...
    with open(os.path.join(ref, "cake_solutions_orthogonal.json"), encoding="utf-8") as f:
        solutions = json.load(f)
    with open(os.path.join(OUT, "cake.solutions"), "w", encoding="utf-8") as f:
        f.write(f"# The {len(solutions)} solutions of cake.grid, from the reference "
                "(cake_solutions_orthogonal.json)\n")
        for grid in solutions:
            f.write("\n" + "".join("".join(chr(64 + v) for v in row) + "\n" for row in grid))

    zelda = seeds["zelda_botw_fans_turbines"]
    drawn = [row.replace(".", "T") for row in zelda["diagram_rows_top_to_bottom"]]
    arrows = {"N": "↑", "E": "→", "S": "↓", "W": "←"}
    solved = [list(row) for row in drawn]
    for at, way in zelda["solution"].items():
        x, y = map(int, at.strip("()").split(","))
        solved[y][x] = arrows[way[0]]
    write("fans", [
        f"# solutions: {zelda['num_solutions']['exactly_one_direction']}",
        "# Zelda: Breath of the Wild, fans and turbines (cstorey's blog, 2018; seedpuzzles.json):",
        "# every cell that is not a fan holds a turbine. The blog's solution:",
    ] + [f"#   {''.join(row)}" for row in solved] + ["fans"] + drawn)

    for i, variant in enumerate(seeds["talos_principle_sigils"]["preining"]["8x6_variants"], 1):
        pieces = "".join(p[0] * int(p[1:]) for p in variant["pieces"].split())
        write(f"talos-preining-8x6-{i}", sigils(
            variant["num_solutions"],
            f"Preining's 8x6 Talos Principle frame, reading {i} of his piece codes ({variant['same_as']})",
            8, 6, pieces, None))

    with open(os.path.join(ref, "talos_instances.json"), encoding="utf-8") as f:
        talos = json.load(f)
    for i, t in enumerate(talos, 1):
        write(f"talos-{i:02}-{slug(t['source'])}-{slug(t['name'])}", sigils(
            t["num_solutions"], f"The Talos Principle: {t['name']} ({t['source']}; talos_instances.json)",
            t["width"], t["height"], t["pieces"], t["example_solution"]))

    with open(os.path.join(ref, "soe_instances.json"), encoding="utf-8") as f:
        elohim = json.load(f)
    for e in elohim:
        write(f"elohim-{e['section'].lower()}-{e['color']}-{e['number']}", sigils(
            e["num_solutions"],
            f"Sigils of Elohim, section {e['section']}, {e['color']} {e['number']} (soe_instances.json)",
            e["cols"], e["rows"], e["pieces"], e["listed_solution"]))


if __name__ == "__main__":
    main()
