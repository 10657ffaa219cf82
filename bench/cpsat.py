#!/usr/bin/env python3
"""Our solver beside Google's CP-SAT (OR-Tools), on the same riddles, from one run.

CP-SAT gets the riddles as `riddle parse --format json` prints them and builds the same one-hot
0/1 program `src/compile.rs` builds (plain, without our propagation): one binary per (value,
seat) and per (anonymous guest, seat), each value and each anonymous guest in exactly one seat,
at most one value of a category per seat (exactly one when the category names every guest), and
the clues as the same rows. Our medians are read from criterion's files under
`target/criterion/`; run through `bench/cpsat.sh`, which builds, runs our benchmarks and then
this script.

Modes:
  cpsat.py [options]            the comparison table (printed, and written to
                                target/cpsat-comparison.md)
  cpsat.py --verify             CP-SAT's model against every known answer in corpus/game,
                                corpus/novel and corpus/bench, the game's 7 solutions read
                                "somewhere", and every corpus riddle's counts against
                                `riddle check`
  cpsat.py --solve-one F.json   one riddle's parse JSON: build, solve, prove unique, print the
                                seating (exit 0 unique, 3 none, 4 more than one)
"""

import argparse
import json
import multiprocessing
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import ortools
from ortools.sat.python import cp_model

ROOT = Path(__file__).resolve().parent.parent
IMMEDIATE, SOMEWHERE = "immediate", "somewhere"
# `riddle check` counts up to this many solutions per reading (its default `--max`).
COUNT_LIMIT = 1000


class Infeasible(Exception):
    """A row over no variable that fails: the program has no point (as `Program::infeasible`)."""


class Program:
    """The one-hot program of one riddle under one reading of plain "left of"."""

    def __init__(self, riddle, reading):
        self.model = cp_model.CpModel()
        self.guests = guests = riddle["guests"]
        self.categories = {c: v for c, v in riddle["categories"].items() if v}
        # (category, value) -> one Boolean per seat; anonymous guest n -> one per seat.
        self.named = {}
        for category, values in self.categories.items():
            for value in values:
                self.named[(category, value)] = [self.model.new_bool_var("") for _ in range(guests)]
        self.anonymous = [
            [self.model.new_bool_var("") for _ in range(guests)] for _ in range(riddle["anonymous"])
        ]
        self.infeasible = False
        self._placement()
        for clue in riddle["clues"]:
            self._clue(clue["clue"], True, reading)

    def _placement(self):
        for seats in list(self.named.values()) + self.anonymous:
            self._row([(1, x) for x in seats], "==", 1)
        for category, values in self.categories.items():
            compare = "==" if len(values) == self.guests else "<="
            for seat in range(self.guests):
                self._row([(1, self.named[(category, v)][seat]) for v in values], compare, 1)

    def _indicator(self, guest):
        if "anonymous" in guest:
            return self.anonymous[guest["anonymous"]]
        return self.named[(guest["category"], guest["value"])]

    def _clue(self, clue, holds, reading):
        ((kind, data),) = clue.items()
        if kind == "same":
            a, b = data
            if holds:
                # Equal indicators, as compile.rs does for a positive "same".
                for x, y in zip(self._indicator(a), self._indicator(b)):
                    self._row([(1, x), (-1, y)], "==", 0)
            else:
                self._relation(a, b, holds, lambda s, t: s == t)
        elif kind == "next_to":
            a, b = data
            self._relation(a, b, holds, lambda s, t: abs(s - t) == 1)
        elif kind == "left_of":
            reach = data["reach"]
            immediate = reach == "immediate" or (reach == "as-read" and reading == IMMEDIATE)
            if reach not in ("immediate", "somewhere", "as-read"):
                raise ValueError(f"unknown reach {reach!r}")
            related = (lambda s, t: t == s + 1) if immediate else (lambda s, t: s < t)
            self._relation(data["left"], data["right"], holds, related)
        elif kind == "left_by":
            k = data["seats"]
            self._relation(data["left"], data["right"], holds, lambda s, t: t - s == k)
        elif kind == "apart":
            a, b = data["guests"]
            k = data["seats"]
            self._relation(a, b, holds, lambda s, t: abs(s - t) == k)
        elif kind == "seat" and data.get("end"):
            # Either end of the row: a seat set, as Seat::holds says.
            ends = [0, self.guests - 1]
            self._relation_to_seats(data["guest"], holds, ends)
        elif kind == "seat":
            seat = seat_index(data, self.guests)
            if seat is not None:
                self._row([(1, self._indicator(data["guest"])[seat])], "==", int(holds))
            elif holds:
                # A seat the row does not have: nobody sits there.
                self.infeasible = True
        elif kind == "not":
            self._clue(data, not holds, reading)
        elif kind == "declare":
            # Naming values states nothing about seats: true, and its negation false.
            if not holds:
                self.infeasible = True
        else:
            raise ValueError(f"unknown clue kind {kind!r}")

    def _relation(self, a, b, holds, related):
        """`related(seat of a, seat of b)` holds (or not): one row per seat of `a`."""
        ys = self._indicator(b)
        for s, x in enumerate(self._indicator(a)):
            partners = [y for t, y in enumerate(ys) if related(s, t)]
            if holds:
                self._row([(1, x)] + [(-1, y) for y in partners], "<=", 0)
            else:
                self._row([(1, x)] + [(1, y) for y in partners], "<=", 1)

    def _relation_to_seats(self, guest, holds, seats):
        """The guest sits in one of `seats` (or in none of them)."""
        xs = self._indicator(guest)
        inside = [xs[s] for s in set(seats)]
        if holds:
            self._row([(1, x) for x in inside], "==", 1)
        else:
            self._row([(1, x) for x in inside], "==", 0)

    def _row(self, terms, compare, bound):
        """`sum of coefficient * variable` compared with `bound`; a variable named twice has its
        coefficients added (as good_lp's expressions do), and a row left with no variable is
        decided on the spot."""
        if len({id(x) for _, x in terms}) < len(terms):
            merged = {}
            for coefficient, x in terms:
                c, _ = merged.get(id(x), (0, x))
                merged[id(x)] = (c + coefficient, x)
            terms = [(c, x) for c, x in merged.values() if c != 0]
        if not terms:
            if not (0 <= bound if compare == "<=" else 0 == bound):
                self.infeasible = True
            return
        expression = cp_model.LinearExpr.weighted_sum([x for _, x in terms], [c for c, _ in terms])
        low = cp_model.INT_MIN if compare == "<=" else bound
        self.model.add_linear_constraint(expression, low, bound)

    def cells(self):
        """Every named cell: ((category, value), seat, variable)."""
        for key, seats in self.named.items():
            for seat, x in enumerate(seats):
                yield key, seat, x

    def seating(self, value_of):
        """{category: [value or None, per seat]} from a function reading a Boolean."""
        out = {c: [None] * self.guests for c in self.categories}
        for (category, value), seat, x in self.cells():
            if value_of(x):
                out[category][seat] = value
        return out


def seat_index(data, guests):
    """0-based seat of a `seat` clue naming one seat, or None when the row has no such seat."""
    if "from_left" in data:
        n = data["from_left"]
        return n - 1 if 1 <= n <= guests else None
    if "from_right" in data:
        n = data["from_right"]
        return guests - n if 1 <= n <= guests else None
    if data.get("center"):
        return guests // 2 if guests % 2 == 1 else None
    raise ValueError(f"unknown seat {data!r}")


def new_solver():
    solver = cp_model.CpSolver()
    # One thread, as ours runs on one.
    solver.parameters.num_workers = 1
    return solver


def solve_unique(riddle, reading=IMMEDIATE):
    """Up to two seatings, as `riddle solve` asks for: solve, then cut the first seating's named
    cells away (no-good cut) and solve again; one back means the answer is unique."""
    program = Program(riddle, reading)
    if program.infeasible:
        return []
    solver = new_solver()
    status = solver.solve(program.model)
    if status == cp_model.INFEASIBLE:
        return []
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        raise RuntimeError(f"CP-SAT: {solver.status_name(status)}")
    first = program.seating(solver.boolean_value)
    held = [x for _, _, x in program.cells() if solver.boolean_value(x)]
    program.model.add(cp_model.LinearExpr.sum(held) <= len(held) - 1)
    status = solver.solve(program.model)
    if status == cp_model.INFEASIBLE:
        return [first]
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        raise RuntimeError(f"CP-SAT: {solver.status_name(status)}")
    return [first, program.seating(solver.boolean_value)]


class _Collector(cp_model.CpSolverSolutionCallback):
    def __init__(self, cells, limit, keep):
        super().__init__()
        self.cells = cells
        self.limit = limit
        self.keep = keep
        self.seen = set()
        self.capped = False

    def on_solution_callback(self):
        # Seatings differing only in where anonymous guests sit are the same seating.
        key = tuple(i for i, x in enumerate(self.cells) if self.boolean_value(x))
        self.seen.add(key)
        if len(self.seen) >= self.limit:
            self.capped = True
            self.stop_search()


def count(riddle, reading, limit=COUNT_LIMIT, keep=False):
    """(distinct seatings up to `limit`, capped, seatings if `keep`): CP-SAT's own enumeration of
    every solution, projected on the named cells."""
    program = Program(riddle, reading)
    if program.infeasible:
        return 0, False, []
    solver = new_solver()
    solver.parameters.enumerate_all_solutions = True
    cells = [x for _, _, x in program.cells()]
    collector = _Collector(cells, limit, keep)
    status = solver.solve(program.model, collector)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE, cp_model.INFEASIBLE):
        raise RuntimeError(f"CP-SAT: {solver.status_name(status)}")
    seatings = []
    if keep:
        index = list(program.cells())
        for key in sorted(collector.seen):
            out = {c: [None] * program.guests for c in program.categories}
            for i in key:
                (category, value), seat, _ = index[i]
                out[category][seat] = value
            seatings.append(out)
    return len(collector.seen), collector.capped, seatings


# ---------------------------------------------------------------------------------------------
# Files


def riddle_bin():
    return ROOT / "target" / "release" / "riddle"


def parse_files(files):
    """`riddle parse --format json` over `files` (in batches), as {path string: riddle}."""
    out = {}
    files = [str(f) for f in files]
    for i in range(0, len(files), 500):
        batch = files[i : i + 500]
        run = subprocess.run(
            [str(riddle_bin()), "parse", "--format", "json", *batch],
            capture_output=True,
            text=True,
            cwd=ROOT,
        )
        for line in run.stdout.splitlines():
            if line.strip():
                riddle = json.loads(line)
                out[riddle["file"]] = riddle
        missing = [f for f in batch if f not in out]
        if missing:
            raise SystemExit(
                f"riddle parse did not read {missing[:3]} (exit {run.returncode}):\n"
                + run.stderr[-2000:]
            )
    return out


# What the first column of an `.answer` calls the places (as tests/corpus.rs reads them).
PLACE_COLUMNS = ("seat", "house", "chair", "floor", "position")


def read_answer(path):
    """`NAME.answer`: `# seat | cat | ...` (or `# house | ...`) then `seat | value | ...`, `-`
    for none; later `#` lines are comments (a zebra riddle's `# question: ... -> 8`)."""
    lines = [line.strip() for line in Path(path).read_text().splitlines() if line.strip()]
    header = [c.strip() for c in lines[0].lstrip("#").split("|")]
    assert header[0] in PLACE_COLUMNS, f"{path}: header {lines[0]!r}"
    categories = header[1:]
    out = {c: [] for c in categories}
    for line in lines[1:]:
        if line.startswith("#"):
            continue
        cells = [c.strip() for c in line.split("|")]
        for category, value in zip(categories, cells[1:]):
            out[category].append(None if value == "-" else value)
    return out


def same_seating(seating, answer):
    """Whether a seating equals an answer file (over the answer's categories; a category the
    answer leaves out must be empty in the seating)."""
    for category, values in answer.items():
        if seating.get(category, [None] * len(values)) != values:
            return False
    return all(category in answer for category in seating)


def show(seating):
    categories = list(seating)
    guests = len(next(iter(seating.values()))) if seating else 0
    lines = ["# seat | " + " | ".join(categories)]
    for seat in range(guests):
        cells = [seating[c][seat] or "-" for c in categories]
        lines.append(f"{seat + 1} | " + " | ".join(cells))
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# --solve-one


def solve_one(path):
    text = Path(path).read_text()
    riddle = json.loads(text.strip().splitlines()[0])
    seatings = solve_unique(riddle, IMMEDIATE)
    if not seatings:
        print("no solution")
        return 3
    print(show(seatings[0]))
    if len(seatings) > 1:
        print("more than one solution")
        return 4
    print("unique")
    return 0


# ---------------------------------------------------------------------------------------------
# --verify


def verify():
    corpus = ROOT / "corpus"
    known = sorted(
        f
        for folder in ("game", "novel", "bench")
        for f in (corpus / folder).glob("*.txt")
        if f.with_suffix(".answer").exists()
    )
    everything = sorted(f for f in corpus.rglob("*.txt") if "invalid" not in f.parts)
    rel = lambda f: str(f.relative_to(ROOT))
    parsed = parse_files([rel(f) for f in everything])
    failures = []

    for f in known:
        riddle = parsed[rel(f)]
        answer = read_answer(f.with_suffix(".answer"))
        seatings = solve_unique(riddle, IMMEDIATE)
        n, capped, enumerated = count(riddle, IMMEDIATE, keep=True)
        if len(seatings) != 1:
            failures.append(f"{rel(f)}: {len(seatings)} seatings from solve + cut, expected 1")
        elif not same_seating(seatings[0], answer):
            failures.append(f"{rel(f)}: seating differs from the answer file:\n{show(seatings[0])}")
        if n != 1 or not same_seating(enumerated[0], answer):
            failures.append(f"{rel(f)}: enumeration found {n} seatings, expected the answer alone")
        if f.parent.name == "game":
            n, capped, _ = count(riddle, SOMEWHERE)
            if (n, capped) != (7, False):
                failures.append(f"{rel(f)}: {n} solutions read somewhere, expected 7")
    print(f"known answers: {len(known)} riddles (game {sum(f.parent.name == 'game' for f in known)}, "
          f"read somewhere too)")

    # Every readable corpus riddle: CP-SAT's counts under both readings against `riddle check`.
    run = subprocess.run(
        [str(riddle_bin()), "check", "--format", "json", *[rel(f) for f in everything]],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    checked = {}
    for line in run.stdout.splitlines():
        report = json.loads(line)
        checked[report["file"]] = report["counts"]
    compared = 0
    for f in everything:
        counts = checked.get(rel(f))
        if counts is None or counts["immediate"] is None:
            failures.append(f"{rel(f)}: riddle check gave no counts")
            continue
        for reading in (IMMEDIATE, SOMEWHERE):
            n, capped, _ = count(parsed[rel(f)], reading)
            ours = counts[reading]
            if (n, capped) != (ours["solutions"], ours["capped"]):
                failures.append(
                    f"{rel(f)} read {reading}: CP-SAT counts {n} (capped {capped}), "
                    f"riddle check {ours['solutions']} (capped {ours['capped']})"
                )
        compared += 1
    print(f"counts against riddle check: {compared} riddles, both readings")

    if failures:
        print(f"{len(failures)} failures:")
        for failure in failures:
            print("  " + failure)
        return 1
    print("CP-SAT model verified: every known answer, exactly one solution each; the game read "
          "somewhere: 7; every corpus count equals riddle check's")
    return 0


# ---------------------------------------------------------------------------------------------
# Timing


def median_in_process(riddle, answer, min_reps, seconds):
    """Median seconds of build + solve + prove unique, after checking the answer."""
    seatings = solve_unique(riddle, IMMEDIATE)
    assert len(seatings) == 1, f"{riddle['file']}: {len(seatings)} seatings, expected 1"
    if answer is not None:
        assert same_seating(seatings[0], answer), f"{riddle['file']}: not the known answer"
    for _ in range(3):
        solve_unique(riddle, IMMEDIATE)
    times = []
    start = time.perf_counter()
    while len(times) < min_reps or time.perf_counter() - start < seconds:
        t = time.perf_counter()
        solve_unique(riddle, IMMEDIATE)
        times.append(time.perf_counter() - t)
        if len(times) >= 100_000:
            break
    return statistics.median(times), len(times)


def median_process(json_file, runs):
    command = [sys.executable, str(Path(__file__).resolve()), "--solve-one", str(json_file)]
    times = []
    for i in range(runs + 1):
        t = time.perf_counter()
        run = subprocess.run(command, capture_output=True, text=True)
        elapsed = time.perf_counter() - t
        if run.returncode != 0:
            raise SystemExit(f"{' '.join(command)}: exit {run.returncode}\n{run.stdout}{run.stderr}")
        if i > 0:  # the first run warms the file cache
            times.append(elapsed)
    return statistics.median(times), len(times)


_riddles = None


def _init_worker(path, barrier):
    global _riddles
    with open(path) as f:
        _riddles = [json.loads(line) for line in f]
    barrier.wait()


def _check_one(i):
    riddle = _riddles[i]
    immediate = count(riddle, IMMEDIATE)[:2]
    somewhere = count(riddle, SOMEWHERE)[:2]
    return i, immediate, somewhere


def check_pass(jsonl, n, workers):
    """Seconds for one pass counting every riddle under both readings on `workers` processes.
    Workers are started, have imported OR-Tools and loaded the parsed riddles before the clock
    starts."""
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(workers + 1)
    with context.Pool(workers, initializer=_init_worker, initargs=(str(jsonl), barrier)) as pool:
        barrier.wait()
        start = time.perf_counter()
        results = list(pool.imap_unordered(_check_one, range(n), chunksize=20))
        elapsed = time.perf_counter() - start
    not_unique = [i for i, immediate, _ in results if immediate != (1, False)]
    assert len(results) == n
    assert not not_unique, f"{len(not_unique)} riddles not unique read immediately"
    return elapsed, results


def criterion_median(group, bench_id, since):
    """Our median in seconds and None, or None and why there is none."""
    rel = f"target/criterion/{group}/{bench_id}/new/estimates.json"
    path = ROOT / rel
    if not path.exists():
        return None, f"no `{rel}`"
    if since is not None and path.stat().st_mtime < since:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
        return None, f"`{rel}` is from an earlier run ({when}), none from this one"
    estimates = json.loads(path.read_text())
    return estimates["median"]["point_estimate"] / 1e9, None


def fmt_time(seconds):
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.1f} µs"


# The folders `riddle check` is timed on (benches/check.rs): criterion id, what they are, and the
# `riddle generate` arguments that make them; CP-SAT counts the first N of the same riddles.
NOVEL_CHECK = ("novel-5x5-10000", "generated riddles (5 guests x 5)",
               ["--style", "novel", "--guests", "5", "--seed", "1"])
ZEBRA_CHECK = ("zebra-8x8-1000", "generated zebra riddles (8 houses x 8 categories)",
               ["--style", "zebra", "--guests", "8", "--categories",
                "color,nationality,drink,pet,smoke,job,sport,hobby", "--seed", "1"])
# How many riddles each of our criterion check rows checks per iteration.
CHECKED_BY_US = {"novel-5x5-10000": 10000, "zebra-8x8-1000": 1000}


def cpsat_check_rate(generate_args, n, workers):
    """Riddles per second of CP-SAT counting the first `n` riddles `riddle generate
    GENERATE_ARGS` makes under both readings, after checking that it counts what `riddle check`
    counts."""
    with tempfile.TemporaryDirectory(prefix="riddle-cpsat-check-") as tmp:
        out = Path(tmp) / "riddles"
        subprocess.run(
            [str(riddle_bin()), "generate", *generate_args, "--count", str(n), "--out", str(out)],
            check=True, capture_output=True, cwd=ROOT,
        )
        files = sorted(out.glob("*.txt"))
        assert len(files) == n, f"generated {len(files)} riddles, expected {n}"
        checked = parse_files(files)
        jsonl = Path(tmp) / "riddles.jsonl"
        with open(jsonl, "w") as f:
            for file in files:
                f.write(json.dumps(checked[str(file)]) + "\n")
        print(f"check: {n} riddles generated and parsed ({' '.join(generate_args)}); counting on "
              f"{workers} processes...", file=sys.stderr)
        elapsed, results = check_pass(jsonl, n, workers)
        # Untimed: both sides did the same work, the same counts under both readings.
        run = subprocess.run([str(riddle_bin()), "check", "--format", "json", str(out)],
                             capture_output=True, text=True, cwd=ROOT)
        ours_counts = {}
        for line in run.stdout.splitlines():
            report = json.loads(line)
            ours_counts[report["file"]] = report["counts"]
        differ = 0
        for i, immediate, somewhere in results:
            counts = ours_counts.get(str(files[i]))
            if counts is None or counts["immediate"] is None or any(
                (counts[r]["solutions"], counts[r]["capped"]) != got
                for r, got in ((IMMEDIATE, immediate), (SOMEWHERE, somewhere))
            ):
                differ += 1
        assert differ == 0, f"{differ} riddles counted differently by CP-SAT and riddle check"
    rate = n / elapsed
    print(f"check: CP-SAT {elapsed:.2f} s, {rate:.0f} riddles/s", file=sys.stderr)
    return rate


def compare(args):
    bench_riddles = [("game-5x5", ROOT / "corpus" / "game" / "seed-000.txt")] + [
        (f.stem, f) for f in sorted((ROOT / "corpus" / "bench").glob("*.txt"))
    ]
    rel = lambda f: str(f.relative_to(ROOT))
    if not riddle_bin().exists():
        raise SystemExit(f"{riddle_bin()} is missing: run cargo build --release first")
    parsed = parse_files([rel(f) for _, f in bench_riddles])
    work = ROOT / "target" / "cpsat"
    work.mkdir(parents=True, exist_ok=True)

    load = os.getloadavg()[0]
    rows = []  # (row, ours seconds or None, why, CP-SAT seconds, note)
    for bench_id, f in bench_riddles:
        riddle = parsed[rel(f)]
        answer_file = f.with_suffix(".answer")
        answer = read_answer(answer_file) if answer_file.exists() else None
        cp, reps = median_in_process(riddle, answer, args.reps, args.seconds)
        ours, why = criterion_median("solve", bench_id, args.since)
        rows.append((f"solve/{bench_id}: in process, solve + prove unique (ours from prose, "
                     "CP-SAT from parsed JSON)", ours, why, cp,
                     f"{reps} runs"))
        print(f"in process {bench_id}: CP-SAT {fmt_time(cp)} ({reps} runs)", file=sys.stderr)
    for bench_id, f in bench_riddles:
        json_file = work / f"{bench_id}.json"
        json_file.write_text(json.dumps(parsed[rel(f)]) + "\n")
        cp, runs = median_process(json_file, args.process_runs)
        ours, why = criterion_median("process", bench_id, args.since)
        rows.append((f"process/{bench_id}: whole process, `riddle solve FILE`", ours, why, cp,
                     f"{runs} runs"))
        print(f"process {bench_id}: CP-SAT {fmt_time(cp)} ({runs} runs)", file=sys.stderr)

    checks = []  # (check id, riddles CP-SAT counted, its rate, what they are)
    for check_id, what, generate_args, n in (
        (*NOVEL_CHECK, args.check_count),
        (*ZEBRA_CHECK, args.zebra_check_count),
    ):
        if n > 0:
            checks.append((check_id, n, cpsat_check_rate(generate_args, n, args.workers), what))

    py = platform.python_version()
    source = ("criterion, this run" if args.since is not None
              else "criterion results already under target/criterion")
    title = (f"Our solver and CP-SAT (OR-Tools {ortools.__version__}, Python {py}, "
             f"num_workers=1); ours: {source}; {time.strftime('%Y-%m-%d')}, "
             f"{os.cpu_count()} cores, load average {load:.1f} when CP-SAT's runs started")
    lines = [f"### {title}", "",
             f"| row | ours (median) | CP-SAT, ortools {ortools.__version__} / Python {py} "
             f"(median) | ratio (CP-SAT / ours) |",
             "|---|---|---|---|"]
    missing = []
    for row, ours, why, cp, note in rows:
        if ours is None:
            missing.append(f"{row.split(':')[0]} ({why})")
            ours_text, ratio = "not measured", "-"
        else:
            ours_text, ratio = fmt_time(ours), f"{cp / ours:.1f}"
        lines.append(f"| {row} | {ours_text} | {fmt_time(cp)} ({note}) | {ratio} |")
    for check_id, n, cp_rate, what in checks:
        ours_check, why_check = criterion_median("check", check_id, args.since)
        row = (f"check/{check_id}: {what}, counted under both readings, {args.workers} "
               f"processes")
        if ours_check is None:
            missing.append(f"check/{check_id} ({why_check})")
            ours_text, ratio = "not measured", "-"
        else:
            ours_rate = CHECKED_BY_US[check_id] / ours_check
            ours_text = f"{fmt_time(ours_check)} ({ours_rate:,.0f} riddles/s)"
            ratio = f"{ours_rate / cp_rate:.1f}"
        lines.append(f"| {row} | {ours_text} | {fmt_time(n / cp_rate)} for {n:,} "
                     f"({cp_rate:,.0f} riddles/s, one pass) | {ratio} |")
    lines += [
        "",
        "Ratio above 1: ours is faster. CP-SAT builds the same one-hot program as `src/compile.rs` "
        "(without our propagation) from `riddle parse --format json`, so its in-process and "
        "check times leave out reading the prose, which ours include; its whole-process time is "
        "`python bench/cpsat.py --solve-one FILE.json` (interpreter start and OR-Tools import "
        "included). Its check pass counts distinct seatings (up to 1000) with CP-SAT's own "
        "enumeration, on worker processes started, with OR-Tools imported and the riddles "
        "parsed, before the clock starts; ours is one pass of `riddle check` (reading, "
        "parsing, counting) over the files, on both cores. Ours are criterion medians from "
        "`target/criterion/<group>/<id>/new/estimates.json`.",
    ]
    if missing:
        lines += ["", "Not measured on our side:"] + [f"- {m}" for m in missing]
    table = "\n".join(lines)
    print(table)
    (ROOT / "target" / "cpsat-comparison.md").write_text(table + "\n")
    if missing:
        print(f"\n{len(missing)} of our rows not measured (see above)", file=sys.stderr)
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--solve-one", metavar="FILE.json")
    parser.add_argument("--verify", action="store_true")
    parser.add_argument("--reps", type=int, default=50,
                        help="at least this many in-process runs per riddle (default 50)")
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="and at least this long per riddle (default 3)")
    parser.add_argument("--process-runs", type=int, default=20,
                        help="whole-process runs per riddle (default 20)")
    parser.add_argument("--check-count", type=int, default=10000,
                        help="generated riddles for the check pass (default 10000; 0 skips it)")
    parser.add_argument("--zebra-check-count", type=int, default=1000,
                        help="generated 8x8 zebra riddles for the second check pass (default "
                             "1000, as many as ours; 0 skips it)")
    parser.add_argument("--workers", type=int, default=2,
                        help="worker processes for the check pass (default 2)")
    parser.add_argument("--since", type=float,
                        help="ignore criterion results older than this Unix time")
    args = parser.parse_args()
    if args.solve_one:
        return solve_one(args.solve_one)
    if args.verify:
        return verify()
    return compare(args)


if __name__ == "__main__":
    sys.exit(main())
