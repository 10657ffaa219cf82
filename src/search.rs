//! An exact solver that needs no LP: depth-first search over seatings, straight on the clue
//! AST. It shares no code with `compile`, `solve` or `verify` beyond the definition of what a
//! seat and a seat relation mean (`Seat::holds`, `SeatRelation::holds`, tested on their own),
//! so it is the second opinion that catches a bug in any of them, and it is fast enough to
//! count answers by the thousand.
//!
//! The unknowns ("variables") are the named values ("items"), each sitting in one seat, the
//! values of one category in different seats; and the anonymous guests, each in some seat
//! that makes her clues true. Every variable keeps the set of seats still open to it as a
//! bitmask. Clues become seat sets: a clue about one guest (`InSeat`, or two mentions of the
//! same guest) narrows her seats once and for all; a clue between two guests becomes a table,
//! for each seat of one, the seats the other may take (negations complemented, all clues
//! between the same two merged).
//!
//! The search seats one item at a time and after each placement narrows every variable until
//! each open seat of each variable has a partner among the open seats of every variable a clue
//! ties it to, and no seat is open to a value whose category has already seated another value
//! there (arc consistency, kept at every node). Before the search, every seat of every
//! constrained variable is tried alone and dropped if that empties some variable, so that a
//! contradiction is found once at the top instead of under every placement searched before
//! it. The item placed next is the clue-constrained one with the fewest open seats (ties to
//! the most linked); items no clue names come last, in turn, since they can no longer fail.
//!
//! Anonymous guests are existential and not part of an answer: two answers differ exactly when
//! some named value sits elsewhere, and each is produced once. Narrowing through an anonymous
//! guest is sound (she must sit somewhere), and exact once her items are seated, unless clues
//! tie anonymous guests to one another: such a group (as `verify` groups them) is decided by
//! backtracking over its anonymous guests as soon as every item its clues name is seated.
//!
//! An "either ... or" (`ClueKind::Either`, over named values only) is no table: at every node
//! each is judged on the seats still open, a branch where no side can hold is dropped, and a
//! choice with one side left makes that side's facts narrow the seats as any clue does.

use std::collections::BTreeMap;

use crate::clue::{ClueKind, Guest, Reading};
use crate::riddle::{Riddle, Seating};
use crate::vocabulary::Category;

/// How an enumeration ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Enumeration {
    /// Seatings visited.
    pub count: usize,
    /// True when every seating was visited: the search space was exhausted before `limit`.
    /// False when it stopped at the limit, with more possibly left (always so for a limit of
    /// zero); so `complete` is exactly `count < limit`.
    pub complete: bool,
}

/// Calls `visit` for each seating satisfying every clue of `riddle` under `reading`, in a
/// deterministic order, stopping after `limit` seatings. Seatings differing only in where
/// anonymous guests sit are the same seating, visited once.
///
/// # Panics
///
/// When the riddle has more than 32 guests, when a clue names a value its category does not
/// have in the vocabulary, or an anonymous guest numbered `riddle.anonymous` or above: the
/// grammar never builds such a riddle.
pub fn enumerate(
    riddle: &Riddle,
    reading: Reading,
    limit: usize,
    mut visit: impl FnMut(&Seating),
) -> Enumeration {
    if limit == 0 {
        return Enumeration {
            count: 0,
            complete: false,
        };
    }
    let problem = Problem::new(riddle, reading);
    let mut search = Search::new(&problem, limit, &mut visit);
    let complete = search.run();
    Enumeration {
        count: search.count,
        complete,
    }
}

/// The first `limit` seatings [`enumerate`] visits.
pub fn search(riddle: &Riddle, reading: Reading, limit: usize) -> Vec<Seating> {
    let mut seatings = Vec::new();
    enumerate(riddle, reading, limit, |seating| {
        seatings.push(seating.clone())
    });
    seatings
}

/// A set of seats, bit `s` for seat `s`.
type Seats = u32;

/// Marks an item without a seat yet.
const UNPLACED: u8 = u8::MAX;

/// A clue with its negations pushed in, as seat sets.
enum Fact {
    /// Always true (a declaration).
    True,
    /// Never true (a denied declaration).
    False,
    /// The guest (a variable of `Problem`) sits in one of these seats.
    Unary(usize, Seats),
    /// With the first guest at seat `s`, the second sits in one of `table[s]`.
    Binary(usize, usize, Vec<Seats>),
    /// The facts of at least one side hold ("either ... or"): dropped from the search as soon
    /// as no side can hold within the seats still open.
    Any(Vec<Vec<Fact>>),
}

impl Fact {
    /// Appends the variables the fact names.
    fn vars(&self, out: &mut Vec<usize>) {
        match self {
            Fact::True | Fact::False => {}
            Fact::Unary(v, _) => out.push(*v),
            Fact::Binary(a, b, _) => out.extend([*a, *b]),
            Fact::Any(sides) => sides.iter().flatten().for_each(|fact| fact.vars(out)),
        }
    }

    /// Whether the fact can still hold with each variable in one of its `open` seats, each fact
    /// of a side judged on its own: never false while some seating within `open` satisfies
    /// it, and exactly whether it holds once every variable it names has one seat.
    fn possible(&self, open: &[Seats]) -> bool {
        match self {
            Fact::True => true,
            Fact::False => false,
            Fact::Unary(v, seats) => open[*v] & seats != 0,
            Fact::Binary(a, b, table) => image(table, open[*a]) & open[*b] != 0,
            Fact::Any(sides) => sides
                .iter()
                .any(|side| side.iter().all(|f| f.possible(open))),
        }
    }
}

/// The seats in `seats`, lowest first.
fn each_seat(mut seats: Seats) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (seats != 0).then(|| {
            let s = seats.trailing_zeros() as usize;
            seats &= seats - 1;
            s
        })
    })
}

/// `table` read the other way round: with the second guest at `t`, the seats of the first.
fn transpose(table: &[Seats]) -> Vec<Seats> {
    let mut out = vec![0; table.len()];
    for (s, &row) in table.iter().enumerate() {
        for (t, cell) in out.iter_mut().enumerate() {
            if row >> t & 1 == 1 {
                *cell |= 1 << s;
            }
        }
    }
    out
}

/// The union of `table[s]` over the seats `s` in `seats`.
fn image(table: &[Seats], mut seats: Seats) -> Seats {
    let mut out = 0;
    while seats != 0 {
        out |= table[seats.trailing_zeros() as usize];
        seats &= seats - 1;
    }
    out
}

/// Anonymous guests that clues tie to one another (at least two), to be placed together once
/// every item the group's clues name has a seat.
struct Tie {
    /// The group's anonymous guests, as variables, in increasing order.
    anonymous: Vec<usize>,
    /// Per anonymous guest of the group (numbered as in `anonymous`): `(later, table)` for each
    /// clue tying her to a later one, `table[s]` being the later one's seats when she sits at
    /// `s`.
    later: Vec<Vec<(usize, Vec<Seats>)>>,
    /// Distinct items the group's clues name.
    items: usize,
}

/// The riddle as the search sees it: a variable per item (named value), then one per
/// anonymous guest, each with the seats its own clues allow and tables for the clues between
/// two of them.
struct Problem {
    guests: usize,
    /// How many categories the riddle has (rows of a seating).
    categories: usize,
    /// Every named value: `(category, value)`. Variable `i < items.len()` is item `i`; variable
    /// `items.len() + n` is anonymous guest `n`.
    items: Vec<(Category, u8)>,
    vars: usize,
    /// Per item: the other items of its category.
    siblings: Vec<Vec<usize>>,
    /// Per item: the index of its category among the modelled ones.
    group: Vec<usize>,
    /// Per modelled category: how many values it has.
    group_size: Vec<u32>,
    /// Per variable: `(other, table)` for the clues between the two, merged, with `table[s]`
    /// the other's seats when this one sits at `s`.
    links: Vec<Vec<(usize, Vec<Seats>)>>,
    /// Per variable: the seats open to it before the search starts.
    start: Vec<Seats>,
    /// Variables some clue names.
    mentioned: Vec<bool>,
    ties: Vec<Tie>,
    /// Per item: the ties naming it.
    ties_of: Vec<Vec<usize>>,
    /// The "either ... or" clues, as facts over items.
    choices: Vec<Fact>,
    /// Items some clue constrains, most linked first: the search places these before the rest.
    constrained: Vec<usize>,
    /// Items no clue names: any seats their categories leave will do.
    free: Vec<usize>,
    /// Some clue can never hold.
    impossible: bool,
}

impl Problem {
    fn new(riddle: &Riddle, reading: Reading) -> Problem {
        let guests = riddle.guests;
        assert!(guests <= 32, "the search handles at most 32 guests");
        let all: Seats = if guests == 32 {
            Seats::MAX
        } else {
            (1 << guests) - 1
        };
        let mut items = Vec::new();
        let mut first = [0usize; Category::MAX];
        let mut group = Vec::new();
        let mut group_size = Vec::new();
        let mut siblings = Vec::new();
        for (g, category) in riddle.vocabulary.categories().enumerate() {
            first[category.index()] = items.len();
            let values = riddle.vocabulary.values(category).len();
            group_size.push(values as u32);
            let members: Vec<usize> = (items.len()..items.len() + values).collect();
            for (value, &item) in members.iter().enumerate() {
                items.push((category, value as u8));
                group.push(g);
                siblings.push(members.iter().copied().filter(|&o| o != item).collect());
            }
        }
        let named = items.len();
        let vars = named + riddle.anonymous as usize;
        let who = |guest: Guest| match guest {
            Guest::Value(category, value) => {
                let values = riddle.vocabulary.values(category).len();
                assert!(
                    (value as usize) < values,
                    "clue names {category} value #{value}, not in the vocabulary"
                );
                first[category.index()] + value as usize
            }
            Guest::Anonymous(n) => {
                assert!(
                    n < riddle.anonymous,
                    "clue names anonymous guest #{n} of {}",
                    riddle.anonymous
                );
                named + n as usize
            }
        };

        let mut start = vec![all; vars];
        let mut mentioned = vec![false; vars];
        let mut impossible = false;
        let mut pairs: BTreeMap<(usize, usize), Vec<Seats>> = BTreeMap::new();
        let mut facts = Vec::new();
        for clue in &riddle.clues {
            fact(&clue.kind, true, guests, reading, &who, &mut facts);
        }
        let mut choices = Vec::new();
        let mut choices_of = vec![Vec::new(); named];
        for fact in facts {
            match fact {
                Fact::Any(_) => {
                    let mut named_in = Vec::new();
                    fact.vars(&mut named_in);
                    named_in.sort_unstable();
                    named_in.dedup();
                    // Naming nobody, it holds or fails whatever the seating.
                    if named_in.is_empty() {
                        impossible |= !fact.possible(&[]);
                        continue;
                    }
                    assert!(
                        named_in.iter().all(|&v| v < named),
                        "an \"either ... or\" names only named values"
                    );
                    for &v in &named_in {
                        mentioned[v] = true;
                        choices_of[v].push(choices.len());
                    }
                    choices.push(fact);
                }
                Fact::True => {}
                Fact::False => impossible = true,
                Fact::Unary(v, seats) => {
                    start[v] &= seats;
                    mentioned[v] = true;
                }
                Fact::Binary(a, b, table) => {
                    let (key, table) = if a < b {
                        ((a, b), table)
                    } else {
                        ((b, a), transpose(&table))
                    };
                    merge(
                        pairs.entry(key).or_insert_with(|| vec![all; guests]),
                        &table,
                    );
                    mentioned[a] = true;
                    mentioned[b] = true;
                }
            }
        }

        // Two values of one category never share a seat: said in their table too, so that
        // "the lady from Dunwall is the lady from Karnaca" fails before either has a seat.
        let mut links = vec![Vec::new(); vars];
        let mut parent: Vec<usize> = (0..vars).collect();
        for ((a, b), mut table) in pairs {
            if b < named && group[a] == group[b] {
                for (s, row) in table.iter_mut().enumerate() {
                    *row &= !(1 << s);
                }
            }
            if a >= named {
                let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
                parent[ra] = rb;
            }
            links[b].push((a, transpose(&table)));
            links[a].push((b, table));
        }

        // Anonymous guests tied to one another: decided together, once their items sit.
        let mut groups: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        for v in named..vars {
            groups.entry(root(&mut parent, v)).or_default().push(v);
        }
        let mut ties = Vec::new();
        let mut ties_of = vec![Vec::new(); named];
        for anonymous in groups.into_values().filter(|group| group.len() > 1) {
            let local = |v: usize| anonymous.iter().position(|&a| a == v);
            let mut later = vec![Vec::new(); anonymous.len()];
            let mut tied_items = Vec::new();
            for (k, &v) in anonymous.iter().enumerate() {
                for (w, table) in &links[v] {
                    match local(*w) {
                        Some(l) if l > k => later[k].push((l, table.clone())),
                        Some(_) => {}
                        None => tied_items.push(*w),
                    }
                }
            }
            tied_items.sort_unstable();
            tied_items.dedup();
            for &item in &tied_items {
                ties_of[item].push(ties.len());
            }
            ties.push(Tie {
                anonymous,
                later,
                items: tied_items.len(),
            });
        }

        let (mut constrained, free): (Vec<usize>, Vec<usize>) = (0..named)
            .partition(|&i| !links[i].is_empty() || start[i] != all || !choices_of[i].is_empty());
        constrained.sort_by_key(|&i| std::cmp::Reverse(links[i].len()));
        Problem {
            guests,
            categories: riddle.vocabulary.count(),
            items,
            vars,
            siblings,
            group,
            group_size,
            links,
            start,
            mentioned,
            ties,
            ties_of,
            choices,
            constrained,
            free,
            impossible,
        }
    }
}

/// Keeps in `into` only what `table` allows too.
fn merge(into: &mut [Seats], table: &[Seats]) {
    for (cell, row) in into.iter_mut().zip(table) {
        *cell &= row;
    }
}

fn root(parent: &mut [usize], mut a: usize) -> usize {
    while parent[a] != a {
        parent[a] = parent[parent[a]];
        a = parent[a];
    }
    a
}

/// `kind` (or its negation, when `holds` is false) as seat sets, appended to `out`.
fn fact(
    kind: &ClueKind,
    holds: bool,
    guests: usize,
    reading: Reading,
    who: &impl Fn(Guest) -> usize,
    out: &mut Vec<Fact>,
) {
    let seats = |test: &dyn Fn(usize) -> bool| -> Seats {
        (0..guests)
            .filter(|&s| test(s))
            .fold(0, |acc, s| acc | 1 << s)
    };
    let pair = |a: Guest, b: Guest, related: &dyn Fn(usize, usize) -> bool| {
        let (a, b) = (who(a), who(b));
        if a == b {
            return Fact::Unary(a, seats(&|s| related(s, s) == holds));
        }
        let table = (0..guests)
            .map(|s| seats(&|t| related(s, t) == holds))
            .collect();
        Fact::Binary(a, b, table)
    };
    out.push(match kind {
        ClueKind::Same(a, b) => pair(*a, *b, &|s, t| s == t),
        ClueKind::Seats { a, relation, b } => pair(*a, *b, &|s, t| relation.holds(s, t, reading)),
        ClueKind::InSeat(guest, seat) => {
            Fact::Unary(who(*guest), seats(&|s| seat.holds(s, guests) == holds))
        }
        ClueKind::Not(inner) => return fact(inner, !holds, guests, reading, who, out),
        ClueKind::Either(sides) if holds => Fact::Any(
            (sides.iter())
                .map(|side| {
                    let mut facts = Vec::new();
                    for clue in side {
                        fact(clue, true, guests, reading, who, &mut facts);
                    }
                    facts
                })
                .collect(),
        ),
        // No side holds: each of them denied.
        ClueKind::Either(sides) => {
            for side in sides {
                let denied = ClueKind::not_all(side);
                fact(&denied, true, guests, reading, who, out);
            }
            return;
        }
        ClueKind::Declare { .. } if holds => Fact::True,
        ClueKind::Declare { .. } => Fact::False,
    });
}

/// One enumeration in progress.
struct Search<'a, F: FnMut(&Seating)> {
    problem: &'a Problem,
    /// Open seats per variable, one row of `vars` cells per depth.
    open: Vec<Seats>,
    /// Per item: its seat, or `UNPLACED`.
    seat: Vec<u8>,
    /// Per tie: how many of its items have no seat yet.
    pending: Vec<usize>,
    /// Variables whose open seats changed and whose clues are still to be looked at.
    queue: Vec<usize>,
    queued: Vec<bool>,
    /// Rows of open seats for the anonymous guests of a tie.
    scratch: Vec<Seats>,
    seating: Seating,
    count: usize,
    limit: usize,
    visit: &'a mut F,
}

impl<'a, F: FnMut(&Seating)> Search<'a, F> {
    fn new(problem: &'a Problem, limit: usize, visit: &'a mut F) -> Self {
        let vars = problem.vars;
        let widest = problem
            .ties
            .iter()
            .map(|tie| tie.anonymous.len())
            .max()
            .unwrap_or(0);
        let mut open = vec![0; vars * (problem.items.len() + 1)];
        open[..vars].copy_from_slice(&problem.start);
        Search {
            problem,
            open,
            seat: vec![UNPLACED; problem.items.len()],
            pending: problem.ties.iter().map(|tie| tie.items).collect(),
            queue: Vec::with_capacity(vars),
            queued: vec![false; vars],
            scratch: vec![0; widest * (widest + 1)],
            seating: Seating::empty(problem.categories, problem.guests),
            count: 0,
            limit,
            visit,
        }
    }

    /// Searches everything; false when it stopped at the limit.
    fn run(&mut self) -> bool {
        let problem = self.problem;
        let vars = problem.vars;
        let empty = (0..vars)
            .any(|v| problem.start[v] == 0 && (v < problem.items.len() || problem.mentioned[v]));
        if problem.impossible || empty || !self.propagate(0, 0..vars) {
            return true;
        }
        for t in 0..problem.ties.len() {
            if self.pending[t] == 0 && !self.tie_at(t, 0) {
                return true;
            }
        }
        if !self.choices_possible(0) || !self.probe() {
            return true;
        }
        self.descend(0)
    }

    /// Before the search: takes from each constrained item and anonymous guest every seat
    /// that, tried alone, leaves some variable without a seat; until no such seat is left.
    /// Contradictions that only show once a value is seated are found here once, instead of
    /// under every placement of the values searched before it. False when nothing is left.
    fn probe(&mut self) -> bool {
        let problem = self.problem;
        let vars = problem.vars;
        if problem.items.is_empty() {
            return true;
        }
        let probed: Vec<usize> = (problem.constrained.iter().copied())
            .chain((problem.items.len()..vars).filter(|&v| problem.mentioned[v]))
            .collect();
        loop {
            let mut narrowed = false;
            for &v in &probed {
                let mut seats = self.open[v];
                while seats != 0 {
                    let s = seats.trailing_zeros() as usize;
                    seats &= seats - 1;
                    self.open.copy_within(0..vars, vars);
                    self.open[vars + v] = 1 << s;
                    if !self.propagate(vars, [v]) || !self.choices_possible(vars) {
                        self.open[v] &= !(1 << s);
                        narrowed = true;
                        if !self.propagate(0, [v]) {
                            return false;
                        }
                    }
                }
            }
            if !narrowed {
                return true;
            }
        }
    }

    /// Explores below the current placements (`depth` of them); false to stop.
    fn descend(&mut self, depth: usize) -> bool {
        let problem = self.problem;
        if depth == problem.items.len() {
            return self.emit();
        }
        let row = depth * problem.vars;
        // No category may have fewer open seats than values.
        let mut union = [0 as Seats; Category::MAX];
        for (i, &g) in problem.group.iter().enumerate() {
            union[g] |= self.open[row + i];
        }
        if (0..problem.group_size.len()).any(|g| union[g].count_ones() < problem.group_size[g]) {
            return true;
        }
        // The unplaced constrained item with the fewest open seats (they all come first);
        // then the free ones in turn.
        let best = if depth < problem.constrained.len() {
            let mut best = usize::MAX;
            let mut fewest = u32::MAX;
            for &i in &problem.constrained {
                let n = self.open[row + i].count_ones();
                if self.seat[i] == UNPLACED && n < fewest {
                    fewest = n;
                    best = i;
                    if n <= 1 {
                        break;
                    }
                }
            }
            best
        } else {
            problem.free[depth - problem.constrained.len()]
        };
        let mut seats = self.open[row + best];
        let next = row + problem.vars;
        while seats != 0 {
            let s = seats.trailing_zeros() as usize;
            seats &= seats - 1;
            self.open.copy_within(row..next, next);
            self.seat[best] = s as u8;
            let go_on = !self.place(best, s, depth + 1) || self.descend(depth + 1);
            for &t in &problem.ties_of[best] {
                self.pending[t] += 1;
            }
            self.seat[best] = UNPLACED;
            if !go_on {
                return false;
            }
        }
        true
    }

    /// Seats `item` at `s` in the row of `depth` and narrows the other variables to match;
    /// false on a dead end. Always counts the item as placed in its ties and choices, dead end
    /// or not.
    fn place(&mut self, item: usize, s: usize, depth: usize) -> bool {
        let problem = self.problem;
        let row = depth * problem.vars;
        self.open[row + item] = 1 << s;
        let ok = self.propagate(row, [item]);
        for &t in &problem.ties_of[item] {
            self.pending[t] -= 1;
        }
        ok && problem.ties_of[item]
            .iter()
            .all(|&t| self.pending[t] > 0 || self.tie_at(t, row))
            && self.choices_possible(row)
    }

    /// Narrows open seats in the row at `row` until every clue between two variables has, for
    /// each open seat of one, an open seat of the other (and no seat is open to two values of
    /// one category when one of them has no other); starts from the variables in `from`.
    /// False when some variable has no seat left.
    fn propagate(&mut self, row: usize, from: impl IntoIterator<Item = usize>) -> bool {
        let problem = self.problem;
        for v in from {
            if !self.queued[v] {
                self.queued[v] = true;
                self.queue.push(v);
            }
        }
        while let Some(v) = self.queue.pop() {
            self.queued[v] = false;
            let seats = self.open[row + v];
            if v < problem.items.len() && seats.is_power_of_two() {
                for &w in &problem.siblings[v] {
                    if !self.narrow(row, w, !seats) {
                        return false;
                    }
                }
            }
            for (w, table) in &problem.links[v] {
                if !self.narrow(row, *w, image(table, seats)) {
                    return false;
                }
            }
        }
        true
    }

    /// Keeps only `allowed` of the seats open to `w` in the row at `row`, queueing `w` when
    /// that can narrow others; false (with the queue emptied) when no seat is left.
    #[inline]
    fn narrow(&mut self, row: usize, w: usize, allowed: Seats) -> bool {
        let cell = self.open[row + w];
        let narrowed = cell & allowed;
        if narrowed == cell {
            return true;
        }
        if narrowed == 0 {
            for v in self.queue.drain(..) {
                self.queued[v] = false;
            }
            return false;
        }
        self.open[row + w] = narrowed;
        let problem = self.problem;
        let telling =
            !problem.links[w].is_empty() || (w < problem.items.len() && narrowed.is_power_of_two());
        if telling && !self.queued[w] {
            self.queued[w] = true;
            self.queue.push(w);
        }
        true
    }

    /// Whether every "either ... or" can still hold within the seats open in the row at `row`;
    /// one with a single side left that can hold makes that side's facts true there, and the
    /// narrowing goes on, until nothing changes.
    fn choices_possible(&mut self, row: usize) -> bool {
        let problem = self.problem;
        let vars = problem.vars;
        let open_seats =
            |open: &[Seats]| -> u32 { open[row..row + vars].iter().map(|s| s.count_ones()).sum() };
        loop {
            let before = open_seats(&self.open);
            for choice in &problem.choices {
                let Fact::Any(sides) = choice else {
                    unreachable!("a choice is an \"either ... or\"");
                };
                let open = &self.open[row..row + vars];
                let mut left = sides
                    .iter()
                    .filter(|side| side.iter().all(|f| f.possible(open)));
                let Some(side) = left.next() else {
                    return false;
                };
                if left.next().is_some() {
                    continue;
                }
                for fact in side {
                    let kept = match fact {
                        Fact::Unary(v, seats) => self.narrow(row, *v, *seats),
                        Fact::Binary(a, b, table) => {
                            let (from, to) = (self.open[row + a], self.open[row + b]);
                            let supported = each_seat(from)
                                .filter(|&s| table[s] & to != 0)
                                .fold(0, |set, s| set | 1 << s);
                            self.narrow(row, *a, supported)
                                && self.narrow(row, *b, image(table, supported))
                        }
                        // A choice within a side is left to be judged as it is.
                        _ => true,
                    };
                    if !kept {
                        return false;
                    }
                }
                if !self.propagate(row, std::iter::empty()) {
                    return false;
                }
            }
            if open_seats(&self.open) == before {
                return true;
            }
        }
    }

    /// Whether the anonymous guests of tie `t` have seats among those open in the row at
    /// `row` satisfying the clues between them.
    fn tie_at(&mut self, t: usize, row: usize) -> bool {
        let tie = &self.problem.ties[t];
        for (k, &v) in tie.anonymous.iter().enumerate() {
            self.scratch[k] = self.open[row + v];
        }
        self.tie(t, 0)
    }

    /// Whether the anonymous guests of tie `t` from `k` on have seats within their open seats
    /// (scratch row `k`) satisfying the clues between them.
    fn tie(&mut self, t: usize, k: usize) -> bool {
        let problem = self.problem;
        let tie = &problem.ties[t];
        let width = tie.anonymous.len();
        if k == width {
            return true;
        }
        let row = k * width;
        let mut seats = self.scratch[row + k];
        while seats != 0 {
            let s = seats.trailing_zeros() as usize;
            seats &= seats - 1;
            let next = row + width;
            self.scratch.copy_within(row..next, next);
            let fits = tie.later[k].iter().all(|(other, table)| {
                let open = &mut self.scratch[next + other];
                *open &= table[s];
                *open != 0
            });
            if fits && self.tie(t, k + 1) {
                return true;
            }
        }
        false
    }

    /// Hands the seating of the current placements to the visitor; false to stop.
    fn emit(&mut self) -> bool {
        for row in &mut self.seating.cells {
            row.fill(None);
        }
        for (i, &(category, value)) in self.problem.items.iter().enumerate() {
            self.seating.cells[category.index()][self.seat[i] as usize] = Some(value);
        }
        (self.visit)(&self.seating);
        self.count += 1;
        self.count < self.limit
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::clue::{Reach, Seat, SeatRelation};
    use crate::verify::verify;
    use crate::vocabulary::{KINDS, Vocabulary};

    const A: Guest = Guest::Value(Category::NAME, 0);
    const B: Guest = Guest::Value(Category::NAME, 1);
    const C: Guest = Guest::Value(Category::NAME, 2);
    const RED: Guest = Guest::Value(Category::COLOR, 0);
    const GREEN: Guest = Guest::Value(Category::COLOR, 1);
    const X: Guest = Guest::Anonymous(0);
    const Y: Guest = Guest::Anonymous(1);

    fn riddle(
        guests: usize,
        words: &[(Category, &[&str])],
        anonymous: u16,
        clues: Vec<ClueKind>,
    ) -> Riddle {
        let mut vocabulary = Vocabulary::default();
        for (category, values) in words {
            for value in *values {
                vocabulary.intern(*category, value);
            }
        }
        Riddle::from_clues(guests, vocabulary, clues, anonymous)
    }

    /// Three guests A, B, C wearing red, green and blue: 36 seatings in all.
    fn three(anonymous: u16, clues: Vec<ClueKind>) -> Riddle {
        let words: [(Category, &[&str]); 2] = [
            (Category::NAME, &["A", "B", "C"]),
            (Category::COLOR, &["red", "green", "blue"]),
        ];
        riddle(3, &words, anonymous, clues)
    }

    /// Three guests A, B, C and nothing else: 6 seatings in all.
    fn names(anonymous: u16, clues: Vec<ClueKind>) -> Riddle {
        riddle(3, &[(Category::NAME, &["A", "B", "C"])], anonymous, clues)
    }

    fn not(kind: ClueKind) -> ClueKind {
        ClueKind::Not(Box::new(kind))
    }

    fn seats(a: Guest, relation: SeatRelation, b: Guest) -> ClueKind {
        ClueKind::Seats { a, relation, b }
    }

    /// Every seating, checked to be distinct and to pass `verify`, with the count.
    fn all(riddle: &Riddle, reading: Reading) -> Vec<Seating> {
        let mut seatings = Vec::new();
        let done = enumerate(riddle, reading, usize::MAX, |s| seatings.push(s.clone()));
        assert_eq!(
            done,
            Enumeration {
                count: seatings.len(),
                complete: true
            }
        );
        let distinct: HashSet<&Seating> = seatings.iter().collect();
        assert_eq!(distinct.len(), seatings.len(), "{riddle:?}");
        for seating in &seatings {
            assert_eq!(verify(riddle, seating, reading), Ok(()), "{seating:?}");
        }
        seatings
    }

    fn count(riddle: &Riddle, reading: Reading) -> usize {
        all(riddle, reading).len()
    }

    #[test]
    fn finds_the_one_answer() {
        let riddle = three(
            0,
            vec![
                ClueKind::InSeat(A, Seat::FromLeft(1)),
                ClueKind::left_of(B, C, Reach::Immediate),
                ClueKind::Same(A, RED),
                ClueKind::next_to(GREEN, RED),
            ],
        );
        let mut expected = Seating::empty(KINDS.len(), 3);
        expected.cells[Category::NAME.index()] = vec![Some(0), Some(1), Some(2)];
        expected.cells[Category::COLOR.index()] = vec![Some(0), Some(1), Some(2)];
        assert_eq!(all(&riddle, Reading::Immediate), [expected.clone()]);
        assert_eq!(search(&riddle, Reading::Immediate, 1), [expected]);
    }

    #[test]
    fn counts_every_answer_of_an_ambiguous_riddle() {
        // A at the far left in red: B and C either way, green and blue either way.
        let riddle = three(
            0,
            vec![
                ClueKind::InSeat(A, Seat::FromLeft(1)),
                ClueKind::Same(A, RED),
            ],
        );
        assert_eq!(count(&riddle, Reading::Immediate), 2 * 2);
    }

    #[test]
    fn finds_nothing_for_a_contradiction() {
        let riddle = three(
            0,
            vec![
                ClueKind::InSeat(A, Seat::FromLeft(1)),
                ClueKind::InSeat(A, Seat::FromRight(1)),
            ],
        );
        assert_eq!(count(&riddle, Reading::Immediate), 0);
        let chain = three(
            0,
            vec![
                ClueKind::left_of(A, B, Reach::Somewhere),
                ClueKind::left_of(B, C, Reach::Somewhere),
                ClueKind::left_of(C, A, Reach::Somewhere),
            ],
        );
        assert_eq!(count(&chain, Reading::Immediate), 0);
        let same_two = three(0, vec![ClueKind::Same(RED, GREEN)]);
        assert_eq!(count(&same_two, Reading::Immediate), 0);
    }

    #[test]
    fn seats_someone_next_to_two_guests() {
        // "Someone sat next to both A and B": only the middle guest can, so C sits at the end
        // and A, B, C give 2 rows of names (C at the center), times 6 rows of colors.
        let riddle = three(1, vec![ClueKind::next_to(X, A), ClueKind::next_to(X, B)]);
        let seatings = all(&riddle, Reading::Immediate);
        assert_eq!(seatings.len(), 2 * 6);
        assert!(
            seatings
                .iter()
                .all(|s| s.seat_of(Category::NAME, 2) == Some(1))
        );
    }

    #[test]
    fn counts_a_seating_once_whatever_anonymous_guests_do() {
        let riddle = riddle(
            3,
            &[(Category::NAME, &["A", "B"])],
            1,
            vec![ClueKind::next_to(X, A)],
        );
        assert_eq!(count(&riddle, Reading::Immediate), 6);
    }

    #[test]
    fn an_anonymous_guest_satisfies_all_her_clues_at_once() {
        // X is next to C and is not B. C at an end: the center must be A (2 rows);
        // C at the center: one end is A (2 rows).
        let riddle = names(1, vec![ClueKind::next_to(X, C), not(ClueKind::Same(X, B))]);
        assert_eq!(count(&riddle, Reading::Immediate), 4);
        // Separately each clue has a seat for X in every row.
        let apart = names(2, vec![ClueKind::next_to(X, C), not(ClueKind::Same(Y, B))]);
        assert_eq!(count(&apart, Reading::Immediate), 6);
    }

    #[test]
    fn anonymous_guests_tied_together_are_placed_together() {
        // X left of Y and Y left of X: never both.
        let clues = vec![
            ClueKind::next_to(X, A),
            ClueKind::left_of(X, Y, Reach::Somewhere),
            ClueKind::left_of(Y, X, Reach::Somewhere),
        ];
        assert_eq!(count(&names(2, clues), Reading::Immediate), 0);
        // X immediately left of Y, Y at the center, X is A: A at the far left.
        let clues = vec![
            ClueKind::left_of(X, Y, Reach::Immediate),
            ClueKind::InSeat(Y, Seat::Center),
            ClueKind::Same(X, A),
        ];
        let seatings = all(&names(2, clues), Reading::Immediate);
        assert_eq!(seatings.len(), 2);
        assert!(seatings.iter().all(|s| s.get(Category::NAME, 0) == Some(0)));
        // X in the center seat, Y the same guest as X, and Y not in the center seat.
        let clues = vec![
            ClueKind::InSeat(X, Seat::Center),
            ClueKind::Same(X, Y),
            not(ClueKind::InSeat(Y, Seat::Center)),
        ];
        assert_eq!(count(&names(2, clues), Reading::Immediate), 0);
    }

    #[test]
    fn anonymous_clues_without_named_guests_are_decided_once() {
        let possible = names(1, vec![ClueKind::InSeat(X, Seat::Center)]);
        assert_eq!(count(&possible, Reading::Immediate), 6);
        let impossible = names(1, vec![ClueKind::next_to(X, X)]);
        assert_eq!(count(&impossible, Reading::Immediate), 0);
        let even = riddle(4, &[], 1, vec![ClueKind::InSeat(X, Seat::Center)]);
        assert_eq!(count(&even, Reading::Immediate), 0);
        // Two anonymous guests tied only to each other.
        let tied = names(2, vec![ClueKind::left_of(X, Y, Reach::Somewhere)]);
        assert_eq!(count(&tied, Reading::Immediate), 6);
        let crossed = names(
            2,
            vec![
                ClueKind::left_of(X, Y, Reach::Somewhere),
                ClueKind::left_of(Y, X, Reach::Somewhere),
            ],
        );
        assert_eq!(count(&crossed, Reading::Immediate), 0);
    }

    #[test]
    fn the_reading_of_left_of_changes_the_count() {
        let riddle = three(
            0,
            vec![
                ClueKind::left_of(A, B, Reach::AsRead),
                ClueKind::Same(A, RED),
            ],
        );
        // A immediately left of B: AB at seats 0-1 or 1-2; somewhere: 3 orders of names.
        assert_eq!(count(&riddle, Reading::Immediate), 2 * 2);
        assert_eq!(count(&riddle, Reading::Somewhere), 3 * 2);
        let fixed = three(0, vec![ClueKind::left_of(A, B, Reach::Immediate)]);
        assert_eq!(count(&fixed, Reading::Somewhere), 2 * 6);
        let loose = three(0, vec![ClueKind::left_of(A, B, Reach::Somewhere)]);
        assert_eq!(count(&loose, Reading::Immediate), 3 * 6);
    }

    #[test]
    fn leaves_unnamed_values_empty() {
        let words: [(Category, &[&str]); 2] = [
            (Category::NAME, &["A", "B", "C"]),
            (Category::COLOR, &["red", "green"]),
        ];
        let clues = vec![
            ClueKind::InSeat(A, Seat::FromLeft(1)),
            ClueKind::left_of(B, C, Reach::Immediate),
            ClueKind::Same(B, RED),
            not(ClueKind::Same(A, GREEN)),
        ];
        let mut expected = Seating::empty(KINDS.len(), 3);
        expected.cells[Category::NAME.index()] = vec![Some(0), Some(1), Some(2)];
        expected.cells[Category::COLOR.index()] = vec![None, Some(0), Some(1)];
        assert_eq!(
            all(&riddle(3, &words, 0, clues), Reading::Immediate),
            [expected]
        );
        // Two colors in three seats: 3 * 2 ways, times 6 rows of names.
        assert_eq!(
            count(&riddle(3, &words, 0, Vec::new()), Reading::Immediate),
            6 * 6
        );
        // More values than seats: none.
        let crowded = riddle(2, &words, 0, Vec::new());
        assert_eq!(count(&crowded, Reading::Immediate), 0);
    }

    #[test]
    fn honours_negation_of_every_kind() {
        let declare = ClueKind::Declare {
            category: Category::NAME,
            values: vec![0, 1],
        };
        let cases = [
            // A wears red in a third of the 36 seatings.
            (not(ClueKind::Same(A, RED)), Reading::Immediate, 24),
            (not(ClueKind::Same(A, A)), Reading::Immediate, 0),
            (not(ClueKind::Same(A, B)), Reading::Immediate, 36),
            // A and B at the two ends.
            (not(ClueKind::next_to(A, B)), Reading::Immediate, 2 * 6),
            (not(ClueKind::next_to(A, A)), Reading::Immediate, 36),
            // A immediately left of B in 2 rows of 6; somewhere in 3.
            (
                not(ClueKind::left_of(A, B, Reach::AsRead)),
                Reading::Immediate,
                4 * 6,
            ),
            (
                not(ClueKind::left_of(A, B, Reach::AsRead)),
                Reading::Somewhere,
                3 * 6,
            ),
            (
                not(ClueKind::left_of(A, B, Reach::Immediate)),
                Reading::Somewhere,
                4 * 6,
            ),
            (
                not(ClueKind::left_of(RED, A, Reach::Somewhere)),
                Reading::Immediate,
                24,
            ),
            (
                not(ClueKind::InSeat(A, Seat::Center)),
                Reading::Immediate,
                24,
            ),
            (
                not(ClueKind::InSeat(A, Seat::FromLeft(4))),
                Reading::Immediate,
                36,
            ),
            (
                not(not(ClueKind::InSeat(A, Seat::Center))),
                Reading::Immediate,
                12,
            ),
            (declare.clone(), Reading::Immediate, 36),
            (not(declare), Reading::Immediate, 0),
            // A at either end of three seats, in two thirds of them.
            (ClueKind::InSeat(A, Seat::End), Reading::Immediate, 24),
            (not(ClueKind::InSeat(A, Seat::End)), Reading::Immediate, 12),
            // A at the far left and B at the far right: one row of names.
            (seats(A, SeatRelation::LeftBy(2), B), Reading::Immediate, 6),
            (
                seats(A, SeatRelation::LeftBy(1), B),
                Reading::Somewhere,
                2 * 6,
            ),
            // A and B at the two ends, either way round; never three seats apart.
            (
                not(seats(A, SeatRelation::Apart(2), B)),
                Reading::Immediate,
                4 * 6,
            ),
            (seats(A, SeatRelation::Apart(3), B), Reading::Immediate, 0),
            // Someone not next to A: A herself, at least.
            (not(ClueKind::next_to(X, A)), Reading::Immediate, 36),
            // Someone who is not A: anyone else.
            (not(ClueKind::Same(X, A)), Reading::Immediate, 36),
        ];
        for (clue, reading, expected) in cases {
            let riddle = three(1, vec![clue.clone()]);
            assert_eq!(count(&riddle, reading), expected, "{clue:?} {reading:?}");
        }
        // Someone neither A nor next to A: only with A at an end.
        let lonely = three(
            1,
            vec![not(ClueKind::Same(X, A)), not(ClueKind::next_to(X, A))],
        );
        assert_eq!(count(&lonely, Reading::Immediate), 4 * 6);
    }

    #[test]
    fn stops_at_the_limit() {
        let words: [(Category, &[&str]); 2] = [
            (Category::NAME, &["A", "B", "C", "D"]),
            (Category::COLOR, &["red", "green", "blue", "white"]),
        ];
        let free = riddle(4, &words, 0, Vec::new());
        assert_eq!(count(&free, Reading::Immediate), 24 * 24);
        let mut visited = 0;
        let ten = enumerate(&free, Reading::Immediate, 10, |_| visited += 1);
        assert_eq!(
            ten,
            Enumeration {
                count: 10,
                complete: false
            }
        );
        assert_eq!(visited, 10);
        assert_eq!(search(&free, Reading::Immediate, 10).len(), 10);
        let exact = enumerate(&free, Reading::Immediate, 576, |_| {});
        assert_eq!((exact.count, exact.complete), (576, false));
        let over = enumerate(&free, Reading::Immediate, 577, |_| {});
        assert_eq!((over.count, over.complete), (576, true));
        let none = enumerate(&free, Reading::Immediate, 0, |_| panic!("limit 0"));
        assert_eq!((none.count, none.complete), (0, false));
        // The order is deterministic.
        assert_eq!(
            search(&free, Reading::Immediate, 50),
            search(&free, Reading::Immediate, 50)
        );
    }

    /// Eight guests, six categories of eight values: 8!^6 seatings.
    fn eight(clues: Vec<ClueKind>) -> Riddle {
        let mut vocabulary = Vocabulary::default();
        for category in Category::known() {
            for value in 0..8 {
                vocabulary.intern(category, &format!("{category}{value}"));
            }
        }
        Riddle::from_clues(8, vocabulary, clues, 0)
    }

    #[test]
    fn finds_a_hidden_contradiction_without_searching_everything() {
        // The owner of heirloom 0 holds drinks 7 and 0: seen only once she has a seat. An
        // early version took 15 s (release) to learn that again under every placement of the
        // values searched before her.
        let value = Guest::Value;
        let (name, color, drink) = (Category::NAME, Category::COLOR, Category::DRINK);
        let (city, heirloom) = (Category::CITY, Category::HEIRLOOM);
        let riddle = eight(vec![
            ClueKind::Same(value(city, 5), value(color, 7)),
            not(ClueKind::InSeat(value(heirloom, 6), Seat::FromLeft(7))),
            ClueKind::left_of(value(name, 6), value(drink, 4), Reach::Somewhere),
            ClueKind::Same(value(city, 6), value(drink, 2)),
            ClueKind::Same(value(color, 4), value(city, 0)),
            ClueKind::Same(value(heirloom, 0), value(drink, 7)),
            not(ClueKind::InSeat(value(heirloom, 2), Seat::FromLeft(6))),
            ClueKind::left_of(value(name, 0), value(color, 2), Reach::Somewhere),
            ClueKind::left_of(value(name, 6), value(city, 7), Reach::AsRead),
            ClueKind::Same(value(heirloom, 0), value(drink, 0)),
            ClueKind::left_of(value(name, 1), value(heirloom, 1), Reach::AsRead),
        ]);
        assert_eq!(count(&riddle, Reading::Immediate), 0);
    }

    #[test]
    fn counts_quickly_where_few_clues_bind() {
        let riddle = eight(vec![
            ClueKind::InSeat(A, Seat::FromLeft(1)),
            ClueKind::next_to(RED, Guest::Value(Category::DRINK, 3)),
        ]);
        let done = enumerate(&riddle, Reading::Immediate, 1000, |_| {});
        assert_eq!((done.count, done.complete), (1000, false));
        for seating in search(&riddle, Reading::Immediate, 1000) {
            assert_eq!(verify(&riddle, &seating, Reading::Immediate), Ok(()));
        }
    }

    /// One of Dishonored 2's Jindosh riddles, as in `solve`'s tests.
    fn jindosh() -> Riddle {
        let words: [(Category, &[&str]); 5] = [
            (
                Category::NAME,
                &["Winslow", "Marcolla", "Contee", "Natsiou", "Finch"],
            ),
            (
                Category::COLOR,
                &["purple", "blue", "red", "green", "white"],
            ),
            (
                Category::DRINK,
                &["whiskey", "beer", "absinthe", "rum", "wine"],
            ),
            (
                Category::CITY,
                &["Dabokva", "Fraeport", "Dunwall", "Karnaca", "Baleton"],
            ),
            (
                Category::HEIRLOOM,
                &["Snuff Tin", "War Medal", "Ring", "Bird Pendant", "Diamond"],
            ),
        ];
        let name = |v| Guest::Value(Category::NAME, v);
        let color = |v| Guest::Value(Category::COLOR, v);
        let drink = |v| Guest::Value(Category::DRINK, v);
        let city = |v| Guest::Value(Category::CITY, v);
        let heirloom = |v| Guest::Value(Category::HEIRLOOM, v);
        let clues = vec![
            ClueKind::Same(name(0), color(0)),
            ClueKind::InSeat(name(1), Seat::FromLeft(1)),
            ClueKind::next_to(name(1), color(1)),
            ClueKind::left_of(color(2), color(3), Reach::AsRead),
            ClueKind::Same(color(2), drink(0)),
            ClueKind::Same(city(0), color(4)),
            ClueKind::next_to(heirloom(0), city(0)),
            ClueKind::Same(name(2), heirloom(1)),
            ClueKind::Same(city(1), heirloom(2)),
            ClueKind::next_to(heirloom(3), city(2)),
            ClueKind::Same(heirloom(3), drink(2)),
            ClueKind::Same(name(4), drink(3)),
            ClueKind::Same(city(3), drink(4)),
            ClueKind::InSeat(X, Seat::Center),
            ClueKind::Same(X, drink(1)),
            ClueKind::Same(name(3), city(4)),
        ];
        riddle(5, &words, 1, clues)
    }

    #[test]
    fn solves_a_jindosh_riddle() {
        let riddle = jindosh();
        let seatings = all(&riddle, Reading::Immediate);
        assert_eq!(seatings.len(), 1);
        let names = &seatings[0].cells[Category::NAME.index()];
        assert_eq!(names, &[Some(1), Some(4), Some(0), Some(3), Some(2)]);
        assert_eq!(count(&riddle, Reading::Somewhere), 5);
    }
}
