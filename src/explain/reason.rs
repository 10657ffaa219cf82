//! The reasoning that finds steps: each clue (or group of clues read together, `Unit`) narrows
//! the places of the values it names exactly, on its own, and so does each pair of them that
//! names a value in common; under a supposition, all of them narrow in turn, with the rule that
//! the values of one category take different places, until one breaks. This finds steps only:
//! every step it finds is checked by `check`, which shares none of it.

use std::cell::RefCell;
use std::collections::HashMap;

use super::grid::{Grid, Var, each};
use crate::clue::{ClueKind, Guest, Reading};
use crate::propagate::Seats;
use crate::riddle::Riddle;

/// Clues that can only be read together: those that share an anonymous guest ("someone else
/// carried a Ring, and the visitor from Karnaca next to her ..."). A clue naming no anonymous
/// guest is a unit of its own.
#[derive(Clone, Debug)]
pub struct Unit {
    /// Indices into `riddle.clues`, in order.
    pub clues: Vec<usize>,
    /// The named values the clues name, in order.
    pub vars: Vec<Var>,
    /// How many anonymous guests the clues name; they follow `vars` as local guests.
    anonymous: usize,
    /// What each clue allows, over local guests (`vars` then the anonymous ones).
    allows: Vec<Allow>,
    /// For each pair of local values, whether they belong to one category (different places).
    distinct: Vec<(usize, usize)>,
}

/// What one clue allows, over the local guests of its unit.
#[derive(Clone, Debug)]
enum Allow {
    /// The guest takes one of these places.
    One(usize, Seats),
    /// When guest `a` takes place `s`, guest `b` takes one of `allowed[s]`.
    Two {
        a: usize,
        b: usize,
        allowed: Vec<Seats>,
    },
    /// All of at least one side hold ("either ... or"), judged once local guest `last`, the
    /// latest it names, has a place.
    Any { last: usize, sides: Vec<Vec<Allow>> },
}

impl Allow {
    /// The latest local guest this names.
    fn last(&self) -> usize {
        match self {
            Allow::One(g, _) => *g,
            Allow::Two { a, b, .. } => *a.max(b),
            Allow::Any { last, .. } => *last,
        }
    }

    /// Whether this holds with local guests at `placed`, every one it names placed.
    fn holds(&self, placed: &[usize]) -> bool {
        match self {
            Allow::One(g, seats) => seats & (1 << placed[*g]) != 0,
            Allow::Two { a, b, allowed } => allowed[placed[*a]] & (1 << placed[*b]) != 0,
            Allow::Any { sides, .. } => sides
                .iter()
                .any(|side| side.iter().all(|allow| allow.holds(placed))),
        }
    }
}

/// Why narrowing failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The unit's clues cannot all hold.
    Unit(usize),
    /// The values of this category (index into `Grid::categories`) cannot take different places.
    Category(usize),
}

/// The riddle's clues as units, and the reasoning over them.
pub struct Reasoner {
    pub units: Vec<Unit>,
    /// Each two units naming a value in common, `(a, b, both as one unit)`: reading two clues
    /// at once concludes more than reading each in turn.
    pub pairs: Vec<(usize, usize, Unit)>,
    guests: usize,
    /// What each unit (then each pair, numbered after the units) leaves of the places of its
    /// values, by the places they had.
    memo: RefCell<HashMap<(usize, Vec<Seats>), Narrowed>>,
}

/// The places a unit leaves its values, or `None` when its clues cannot hold.
type Narrowed = Option<Vec<Seats>>;

impl Reasoner {
    pub fn new(riddle: &Riddle, reading: Reading, grid: &Grid) -> Reasoner {
        // Clues are joined when they share an anonymous guest, or the very words they were
        // read from ("Dame Foxley sat between Captain Greaves and Lady Thorley" is two clues,
        // and one thought).
        let mut root: Vec<usize> = (0..riddle.clues.len()).collect();
        fn find(root: &mut [usize], mut i: usize) -> usize {
            while root[i] != i {
                root[i] = root[root[i]];
                i = root[i];
            }
            i
        }
        let mut first_with: HashMap<Guest, usize> = HashMap::new();
        let mut first_read: HashMap<(usize, usize), usize> = HashMap::new();
        let mut reasoned = Vec::new();
        for (index, clue) in riddle.clues.iter().enumerate() {
            let mut guests = Vec::new();
            clue.kind.guests(&mut guests);
            // A declaration names nobody and holds of every seating: nothing to reason from.
            if guests.is_empty() {
                continue;
            }
            reasoned.push(index);
            let anonymous = guests.iter().filter(|g| matches!(g, Guest::Anonymous(_)));
            let span = clue.span;
            let words = (span.start < span.end).then_some((span.start, span.end));
            let mut joined: Vec<usize> = anonymous
                .map(|&g| *first_with.entry(g).or_insert(index))
                .collect();
            joined.extend(words.map(|w| *first_read.entry(w).or_insert(index)));
            for other in joined {
                let (a, b) = (find(&mut root, index), find(&mut root, other));
                root[a.max(b)] = a.min(b);
            }
        }
        let mut groups: Vec<Vec<usize>> = vec![Vec::new(); riddle.clues.len()];
        for index in reasoned {
            let group = find(&mut root, index);
            groups[group].push(index);
        }
        let mut units: Vec<Unit> = groups
            .into_iter()
            .filter(|clues| !clues.is_empty())
            .map(|mut clues| {
                clues.sort();
                Unit::new(riddle, reading, grid, clues)
            })
            .collect();
        units.sort_by_key(|unit| unit.clues[0]);
        let mut pairs = Vec::new();
        for a in 0..units.len() {
            for b in a + 1..units.len() {
                if units[a].vars.iter().any(|v| units[b].vars.contains(v)) {
                    let mut clues = units[a].clues.clone();
                    clues.extend(&units[b].clues);
                    clues.sort();
                    pairs.push((a, b, Unit::new(riddle, reading, grid, clues)));
                }
            }
        }
        Reasoner {
            units,
            pairs,
            guests: riddle.guests,
            memo: RefCell::new(HashMap::new()),
        }
    }

    /// The places `unit` leaves its values, from those in `seats`; `None` when its clues
    /// cannot hold there.
    pub fn filter(&self, unit: usize, seats: &[Seats]) -> Option<Vec<Seats>> {
        self.narrow(unit, &self.units[unit], seats)
    }

    /// `filter` for pair `pair` of `pairs`.
    pub fn filter_pair(&self, pair: usize, seats: &[Seats]) -> Option<Vec<Seats>> {
        self.narrow(self.units.len() + pair, &self.pairs[pair].2, seats)
    }

    /// What `unit`, numbered `id` in the memo, leaves of `seats`.
    fn narrow(&self, id: usize, unit: &Unit, seats: &[Seats]) -> Option<Vec<Seats>> {
        let key: Vec<Seats> = unit.vars.iter().map(|&v| seats[v]).collect();
        if let Some(known) = self.memo.borrow().get(&(id, key.clone())) {
            return known.clone();
        }
        let result = unit.narrow(self.guests, &key);
        self.memo.borrow_mut().insert((id, key), result.clone());
        result
    }

    /// Narrows `seats` with `units` and the rule of different places per category, until
    /// nothing changes.
    pub fn propagate(
        &self,
        grid: &Grid,
        seats: &mut [Seats],
        units: &[usize],
    ) -> Result<(), Failure> {
        self.propagate_noting(grid, seats, units, &mut Vec::new())
    }

    /// `propagate`, noting in `active` the units that narrowed something or failed: the others
    /// could be left out and the outcome would be the same, which saves trying to leave each
    /// of them out when looking for the units a conclusion needs.
    pub fn propagate_noting(
        &self,
        grid: &Grid,
        seats: &mut [Seats],
        units: &[usize],
        active: &mut Vec<usize>,
    ) -> Result<(), Failure> {
        // A unit is filtered again only when one of its values narrowed since: each value
        // knows the units of `units` that name it.
        let mut watchers: Vec<Vec<usize>> = vec![Vec::new(); seats.len()];
        for &unit in units {
            for &var in &self.units[unit].vars {
                watchers[var].push(unit);
            }
        }
        let mut queued = vec![false; self.units.len()];
        let mut queue: std::collections::VecDeque<usize> = units.iter().copied().collect();
        for &unit in units {
            queued[unit] = true;
        }
        let mut dirty = vec![true; grid.categories.len()];
        let category_of: Vec<usize> = (0..seats.len())
            .map(|var| {
                grid.categories
                    .iter()
                    .position(|(range, _)| range.contains(&var))
                    .expect("every value is in its category")
            })
            .collect();
        let narrowed_var = |var: Var,
                            queue: &mut std::collections::VecDeque<usize>,
                            queued: &mut Vec<bool>,
                            dirty: &mut Vec<bool>| {
            dirty[category_of[var]] = true;
            for &unit in &watchers[var] {
                if !queued[unit] {
                    queued[unit] = true;
                    queue.push_back(unit);
                }
            }
        };
        loop {
            while let Some(unit) = queue.pop_front() {
                queued[unit] = false;
                let Some(narrowed) = self.filter(unit, seats) else {
                    active.push(unit);
                    return Err(Failure::Unit(unit));
                };
                for (&var, kept) in self.units[unit].vars.iter().zip(narrowed) {
                    if seats[var] != kept {
                        seats[var] = kept;
                        active.push(unit);
                        narrowed_var(var, &mut queue, &mut queued, &mut dirty);
                    }
                }
            }
            let mut changed = false;
            for (index, (range, full)) in grid.categories.iter().enumerate() {
                if !std::mem::take(&mut dirty[index]) {
                    continue;
                }
                let before: Vec<Seats> = seats[range.clone()].to_vec();
                different(seats, range.clone(), *full, self.guests)
                    .ok_or(Failure::Category(index))?;
                for (var, was) in range.clone().zip(before) {
                    if seats[var] != was {
                        changed = true;
                        narrowed_var(var, &mut queue, &mut queued, &mut dirty);
                    }
                }
            }
            if !changed {
                return Ok(());
            }
        }
    }
}

/// The values in `range` take different places: a value with one place left takes it from
/// the others, and in a category naming every guest, a place only one value can take is hers.
/// `Some(whether anything narrowed)`, `None` when they cannot.
fn different(
    seats: &mut [Seats],
    range: std::ops::Range<Var>,
    full: bool,
    guests: usize,
) -> Option<bool> {
    let mut changed = false;
    for var in range.clone() {
        if seats[var].count_ones() == 1 {
            for other in range.clone().filter(|&o| o != var) {
                if seats[other] & seats[var] != 0 {
                    seats[other] &= !seats[var];
                    changed = true;
                }
            }
        }
    }
    if range.clone().any(|var| seats[var] == 0) {
        return None;
    }
    let union = range.clone().fold(0, |u, var| u | seats[var]);
    if (union.count_ones() as usize) < range.len() {
        return None;
    }
    if full {
        for seat in 0..guests {
            let mut holders = range.clone().filter(|&var| seats[var] & (1 << seat) != 0);
            if let (Some(only), None) = (holders.next(), holders.next())
                && seats[only] != 1 << seat
            {
                seats[only] = 1 << seat;
                changed = true;
            }
        }
    }
    Some(changed)
}

impl Unit {
    fn new(riddle: &Riddle, reading: Reading, grid: &Grid, clues: Vec<usize>) -> Unit {
        let mut guests: Vec<Guest> = Vec::new();
        for &index in &clues {
            riddle.clues[index].kind.guests(&mut guests);
        }
        guests.sort();
        guests.dedup();
        // `Guest` orders named values before anonymous guests.
        let vars: Vec<Var> = guests
            .iter()
            .filter_map(|g| match *g {
                Guest::Value(category, value) => grid.var(category, value),
                Guest::Anonymous(_) => None,
            })
            .collect();
        let anonymous = guests.len() - vars.len();
        let local = |g: Guest| guests.iter().position(|&x| x == g).expect("listed above");
        let mut allows = Vec::new();
        for &index in &clues {
            allow(
                &riddle.clues[index].kind,
                true,
                reading,
                riddle.guests,
                &local,
                &mut allows,
            );
        }
        let mut distinct = Vec::new();
        for i in 0..vars.len() {
            for j in i + 1..vars.len() {
                if grid.vars[vars[i]].0 == grid.vars[vars[j]].0 {
                    distinct.push((i, j));
                }
            }
        }
        Unit {
            clues,
            vars,
            anonymous,
            allows,
            distinct,
        }
    }

    /// Exactly the places of `seats` (one entry per value of the unit) that some placing of
    /// the unit's guests satisfying all its clues uses; `None` when there is none.
    fn narrow(&self, guests: usize, seats: &[Seats]) -> Option<Vec<Seats>> {
        let all = ((1u32 << guests) - 1) as Seats;
        let mut domains: Vec<Seats> = seats.to_vec();
        domains.extend(std::iter::repeat_n(all, self.anonymous));
        let mut placed = vec![usize::MAX; domains.len()];
        let mut supported = vec![0 as Seats; self.vars.len()];
        self.place(0, &domains, &mut placed, &mut supported);
        supported.iter().all(|&s| s != 0).then_some(supported)
    }

    /// Tries every place for local guest `at` and on, recording the places of the values of
    /// each placing that satisfies every clue.
    fn place(&self, at: usize, domains: &[Seats], placed: &mut [usize], supported: &mut [Seats]) {
        if at == domains.len() {
            for (value, &seat) in placed.iter().take(self.vars.len()).enumerate() {
                supported[value] |= 1 << seat;
            }
            return;
        }
        // Once every place of every value is known to be used, nothing more is to be learned.
        if at >= self.vars.len()
            && placed
                .iter()
                .zip(supported.iter())
                .all(|(&seat, &s)| s & (1 << seat) != 0)
        {
            return;
        }
        for seat in each(domains[at]) {
            placed[at] = seat;
            if self.consistent(at, placed) {
                self.place(at + 1, domains, placed, supported);
            }
        }
        placed[at] = usize::MAX;
    }

    /// Whether the clues and different places hold among local guests `0..=at`, all placed.
    fn consistent(&self, at: usize, placed: &[usize]) -> bool {
        let distinct = self
            .distinct
            .iter()
            .filter(|&&(i, j)| i.max(j) == at)
            .all(|&(i, j)| placed[i] != placed[j]);
        distinct && (self.allows.iter()).all(|allow| allow.last() != at || allow.holds(placed))
    }
}

/// What `kind` allows (or, when `holds` is false, what its negation allows), appended to
/// `out`. Alike in shape to `search`'s own reading of a clue, and kept apart from it on
/// purpose: `search` checks every step this reasoning finds.
fn allow(
    kind: &ClueKind,
    holds: bool,
    reading: Reading,
    guests: usize,
    local: &dyn Fn(Guest) -> usize,
    out: &mut Vec<Allow>,
) {
    let seats_where = |test: &dyn Fn(usize) -> bool| -> Seats {
        (0..guests)
            .filter(|&s| test(s))
            .fold(0, |set, s| set | 1 << s)
    };
    let pair = |a: Guest, b: Guest, related: &dyn Fn(usize, usize) -> bool| {
        let (a, b) = (local(a), local(b));
        if a == b {
            Allow::One(a, seats_where(&|s| related(s, s) == holds))
        } else {
            Allow::Two {
                a,
                b,
                allowed: (0..guests)
                    .map(|s| seats_where(&|t| related(s, t) == holds))
                    .collect(),
            }
        }
    };
    out.push(match kind {
        ClueKind::Same(a, b) => pair(*a, *b, &|s, t| s == t),
        ClueKind::Seats { a, relation, b } => pair(*a, *b, &|s, t| relation.holds(s, t, reading)),
        ClueKind::InSeat(guest, seat) => Allow::One(
            local(*guest),
            seats_where(&|s| seat.holds(s, guests) == holds),
        ),
        ClueKind::Not(inner) => return allow(inner, !holds, reading, guests, local, out),
        ClueKind::Either(sides) if holds => {
            let sides: Vec<Vec<Allow>> = (sides.iter())
                .map(|side| {
                    let mut allows = Vec::new();
                    for clue in side {
                        allow(clue, true, reading, guests, local, &mut allows);
                    }
                    allows
                })
                .collect();
            let last = sides.iter().flatten().map(Allow::last).max();
            Allow::Any {
                last: last.expect("an \"either ... or\" names guests"),
                sides,
            }
        }
        // No side holds: each of them denied.
        ClueKind::Either(sides) => {
            for side in sides {
                allow(&ClueKind::not_all(side), true, reading, guests, local, out);
            }
            return;
        }
        ClueKind::Declare { .. } => unreachable!("units hold no declarations"),
    })
}
