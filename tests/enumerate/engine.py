"""Enumeration of the solutions of a zebra riddle modelled as Python predicates.

Standard library only; shares no code with the Rust reader. The search (written by a third
author for the drafts in tests/enumerate/pending, replacing a plain backtracking over whole
categories that took minutes on 7 and 8 places), so that 8 places x 8 categories finish in
seconds:

  * every value of every category (guests included) is a variable whose domain is the places
    1..n; the values of one category take different places;
  * the values a clue reads are found by running it on random complete assignments (its scope);
  * search: the unplaced value with the fewest places left is placed next (each of its places in
    turn); after each placement, every clue with at most one unplaced value in its scope filters
    that value's places (forward checking), and a clue with none is checked;
  * a complete assignment is checked against every clue again before it is counted, so a scope
    found too small can only cost speed, never a wrong count.

Place relations are on place numbers, "left" being the smaller number:
  next_to(a, b)          |a - b| = 1
  left_of(a, b)          a = b - 1   (immediately left of)
  right_of(a, b)         a = b + 1
  somewhere_left(a, b)   a < b;  somewhere_right(a, b): a > b
  apart(a, b, k)         |a - b| = k   ("one house between" is apart(a, b, 2))
  at_end(s, a)           a is 1 or n
  seats_left(a, b, k)    a = b - k;  seats_right(a, b, k): a = b + k
  between(c, a, b)       c next to both a and b, who differ
  opposite_ends(s, a, b) one at each end
"""

import random


class Unknown(Exception):
    """A clue read a value that is not placed yet."""


class ModelError(Exception):
    """A model names a value its riddle does not have."""


class State:
    def __init__(self, n, categories):
        self.n = n
        self.categories = categories
        self.category_of = {}
        for c, values in categories.items():
            for v in values:
                if v in self.category_of:
                    raise ModelError(f"{v!r} is in two categories")
                self.category_of[v] = c
        self.place = {}  # value -> place
        self.reading = None  # a set while finding scopes

    def get(self, value):
        if value not in self.category_of:
            raise ModelError(f"unknown value {value!r}")
        if self.reading is not None:
            self.reading.add(value)
        p = self.place.get(value)
        if p is None:
            raise Unknown(value)
        return p


def g(s, value):
    """The place of the guest holding `value`."""
    return s.get(value)


def middle(s):
    assert s.n % 2 == 1, "a middle place needs an odd number of places"
    return (s.n + 1) // 2


def from_right(s, k):
    """The k-th place counted from the right: 1 is the far right."""
    return s.n + 1 - k


def next_to(a, b):
    return abs(a - b) == 1


def left_of(a, b):
    return a == b - 1


def right_of(a, b):
    return a == b + 1


def somewhere_left(a, b):
    return a < b


def somewhere_right(a, b):
    return a > b


def apart(a, b, k):
    return abs(a - b) == k


def at_end(s, a):
    return a == 1 or a == s.n


def seats_left(a, b, k):
    return a == b - k


def seats_right(a, b, k):
    return a == b + k


def between(c, a, b):
    return a != b and next_to(c, a) and next_to(c, b)


def opposite_ends(s, a, b):
    return {a, b} == {1, s.n}


def _scopes(s, clues, tries=300):
    rng = random.Random(7)
    cats = list(s.categories.values())
    scopes = []
    for clue in clues:
        seen = set()
        quiet = 0
        for _ in range(tries):
            if quiet >= 20:
                break
            before = len(seen)
            s.place = {}
            for values in cats:
                places = list(range(1, s.n + 1))
                rng.shuffle(places)
                for v, p in zip(values, places):
                    s.place[v] = p
            s.reading = seen
            try:
                clue(s)
            finally:
                s.reading = None
            quiet = quiet + 1 if len(seen) == before else 0
        scopes.append(sorted(seen))
    s.place = {}
    return scopes


def solve(names, categories, clues, limit=None):
    """All solutions, as {category: [value at place 1, ...]} ("name" for the guests)."""
    cats = {"name": list(names)}
    for c, values in categories.items():
        assert len(values) == len(names), f"{c}: {len(values)} values for {len(names)} guests"
        assert len(set(values)) == len(values), f"{c}: a value twice"
        cats[c] = list(values)
    n = len(names)
    s = State(n, cats)
    scopes = _scopes(s, clues)
    for clue, scope in zip(clues, scopes):
        if not scope:
            raise AssertionError("a clue that reads no value")
    values = [v for c in cats for v in cats[c]]
    by_value = {v: [] for v in values}
    for i, scope in enumerate(scopes):
        for v in scope:
            by_value[v].append(i)
    domain = {v: set(range(1, n + 1)) for v in values}
    # unary clues once
    for i, scope in enumerate(scopes):
        if len(scope) == 1:
            v = scope[0]
            keep = set()
            for p in domain[v]:
                s.place = {v: p}
                try:
                    if clues[i](s):
                        keep.add(p)
                except Unknown:
                    keep.add(p)
            domain[v] = keep
    s.place = {}
    solutions = []

    def check_all():
        for clue in clues:
            if not clue(s):
                return False
        return True

    def rec(domain):
        if limit is not None and len(solutions) >= limit:
            return
        free = [v for v in values if v not in s.place]
        if not free:
            if check_all():
                solutions.append({c: [None] * n for c in cats})
                for c in cats:
                    for v in cats[c]:
                        solutions[-1][c][s.place[v] - 1] = v
            return
        v = min(free, key=lambda x: len(domain[x]))
        cat = s.category_of[v]
        for p in sorted(domain[v]):
            s.place[v] = p
            new = dict(domain)
            new[v] = {p}
            ok = True
            for w in cats[cat]:
                if w not in s.place and p in new[w]:
                    new[w] = new[w] - {p}
                    if not new[w]:
                        ok = False
                        break
            if ok:
                for i in by_value[v]:
                    unplaced = [w for w in scopes[i] if w not in s.place]
                    if not unplaced:
                        try:
                            if not clues[i](s):
                                ok = False
                                break
                        except Unknown:
                            pass
                    elif len(unplaced) == 1:
                        w = unplaced[0]
                        keep = set()
                        for q in new[w]:
                            s.place[w] = q
                            try:
                                if clues[i](s):
                                    keep.add(q)
                            except Unknown:
                                keep.add(q)
                            del s.place[w]
                        if not keep:
                            ok = False
                            break
                        new[w] = keep
            if ok:
                # a category whose free values cannot cover its free places fails
                for c in cats:
                    free_c = [w for w in cats[c] if w not in s.place]
                    if free_c:
                        union = set()
                        for w in free_c:
                            union |= new[w]
                        if len(union) < len(free_c):
                            ok = False
                            break
            if ok:
                rec(new)
            del s.place[v]

    rec(domain)
    return solutions
