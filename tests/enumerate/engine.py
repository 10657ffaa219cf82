"""Brute-force enumeration of seatings for the hand-written riddles of corpus/phrased.

Standard library only, and no code shared with the Rust reader: each riddle's clues are modelled
by hand in models.py as Python predicates over a (possibly partial) seating.

A seating gives every guest a seat 1..n (1 = far left) and, for every category, a value. The
search places one value at a time (the one the most pending clues wait for), trying each free
seat, and after every placement checks each clue that is not yet known to hold. A clue that reads a value not yet placed raises
Unknown and is checked again deeper down; once it has returned True it stays true below (it
only read placed values), so it is dropped from the pending list.

Seat relations are on seat numbers, "left" being the smaller number:
  next_to(a, b)          |a - b| = 1
  left_of(a, b)          a sits immediately left of b (a = b - 1)
  right_of(a, b)         a = b + 1
  seats_left(a, b, k)    a sits exactly k seats left of b (a = b - k)
  seats_right(a, b, k)   a = b + k
  somewhere_left(a, b)   a < b;  somewhere_right(a, b): a > b
  between(c, a, b)       c next to a and next to b, a and b two guests
  at_end(s, a)           a is 1 or n
  opposite_ends(s, a, b) {a, b} = {1, n}
"""


class Unknown(Exception):
    """A clue read a value that is not placed yet."""


class ModelError(Exception):
    """A model names a value its riddle does not have."""


class State:
    def __init__(self, n, categories):
        self.n = n
        self.categories = categories  # {category: [values]}
        self.pos = {c: {} for c in categories}  # value -> seat (1-based)
        self.at = {c: [None] * (n + 1) for c in categories}  # seat -> value
        self.category_of = {}
        for c, values in categories.items():
            for v in values:
                if v in self.category_of:
                    raise ModelError(f"{v!r} is in two categories")
                self.category_of[v] = c


def g(s, value):
    """The seat of the guest holding `value` (a name, color, drink, city, heirloom or pet)."""
    c = s.category_of.get(value)
    if c is None:
        raise ModelError(f"unknown value {value!r}")
    p = s.pos[c].get(value)
    if p is None:
        raise Unknown(value)
    return p


def middle(s):
    assert s.n % 2 == 1, "a middle seat needs an odd number of guests"
    return (s.n + 1) // 2


def from_right(s, k):
    """The k-th seat counted from the right: 1 is the far right."""
    return s.n + 1 - k


def next_to(a, b):
    return abs(a - b) == 1


def left_of(a, b):
    return a == b - 1


def right_of(a, b):
    return a == b + 1


def seats_left(a, b, k):
    return a == b - k


def seats_right(a, b, k):
    return a == b + k


def somewhere_left(a, b):
    return a < b


def somewhere_right(a, b):
    return a > b


def apart(a, b, k):
    return abs(a - b) == k


def between(c, a, b):
    return a != b and next_to(c, a) and next_to(c, b)


def at_end(s, a):
    return a == 1 or a == s.n


def opposite_ends(s, a, b):
    return {a, b} == {1, s.n}


def solve(names, categories, clues, limit=None):
    """All seatings satisfying every clue, as {category: [value at seat 1, ...]}.

    Values are placed one at a time (each value of each category gets a free seat of its
    category); the next value placed is the one most of the pending clues are waiting for.
    """
    cats = {"name": list(names)}
    for c, values in categories.items():
        assert len(values) == len(names), f"{c}: {len(values)} values for {len(names)} guests"
        assert len(set(values)) == len(values), f"{c}: a value twice"
        cats[c] = list(values)
    n = len(names)
    s = State(n, cats)
    order = [(c, v) for c in cats for v in cats[c]]
    solutions = []

    def rec(placed, pending, waiting):
        if limit is not None and len(solutions) >= limit:
            return
        if placed == len(order):
            assert not pending, "every clue is decided once all is placed"
            solutions.append({c: s.at[c][1:] for c in cats})
            return
        # The value most pending clues wait for; else the first value not placed.
        best = None
        if waiting:
            counts = {}
            for v in waiting:
                counts[v] = counts.get(v, 0) + 1
            best = max(counts, key=counts.get)
            c = s.category_of[best]
        else:
            c, best = next((c, v) for c, v in order if v not in s.pos[c])
        v = best
        for k in range(1, n + 1):
            if s.at[c][k] is not None:
                continue
            s.at[c][k] = v
            s.pos[c][v] = k
            still = []
            still_waiting = []
            ok = True
            for clue in pending:
                try:
                    holds = clue(s)
                except Unknown as e:
                    still.append(clue)
                    still_waiting.append(e.args[0])
                    continue
                if not holds:
                    ok = False
                    break
            if ok:
                rec(placed + 1, still, still_waiting)
            del s.pos[c][v]
            s.at[c][k] = None

    pending = []
    waiting = []
    for clue in clues:
        try:
            clue(s)
            raise AssertionError("a clue that reads no value")
        except Unknown as e:
            pending.append(clue)
            waiting.append(e.args[0])
    rec(0, pending, waiting)
    return solutions
