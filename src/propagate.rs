//! Propagation in front of the 0/1 program. Each guest starts able to sit anywhere; every clue
//! removes the seats that no seat of the other guest it names can go with (arc consistency),
//! and the values of one category, which sit in different seats, remove each other's seats
//! (all-different), until nothing changes. Then each seat still open to a named value is tried
//! on its own, and dropped when propagating from it fails (probing).
//!
//! Only seats that no seating can use are ever removed, so the seatings within the domains left
//! are exactly the seatings of the riddle: `solve` compiles the 0/1 program over them alone, and
//! when every named value is left with one seat and that seating verifies, it is the only one.

use crate::clue::{ClueKind, Guest, Reading};
use crate::riddle::{Riddle, Seating};
use crate::vocabulary::Category;

/// A set of seats, seat `s` as bit `s` (a riddle has at most `read::MAX_GUESTS` = 12 guests).
pub type Seats = u16;

/// The seats each guest can still take: the named values of each category, then the anonymous
/// guests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Domains {
    guests: usize,
    /// How many categories the riddle has.
    categories: usize,
    /// Where each category's values start in `seats`; the anonymous guests start at
    /// `start[categories]`. An array rather than a vector: domains are cloned at every probe.
    start: [usize; Category::MAX + 1],
    seats: Vec<Seats>,
}

/// What one clue allows, over the slots of `Domains::seats`.
#[derive(Clone, Debug)]
enum Rule {
    /// When guest `a` sits in seat `s`, guest `b` sits in one of `allowed[s]`.
    Pair {
        a: usize,
        b: usize,
        allowed: Vec<Seats>,
    },
    /// The guest sits in one of these seats.
    Only(usize, Seats),
    /// The rules of at least one side hold: "either ... or". Each side narrows a copy of the
    /// domains on its own; a seat stays open only where some side that can still hold keeps it.
    Any(Vec<Vec<Rule>>),
    /// No seating satisfies the clue.
    Never,
}

/// The domains of `riddle` under `reading`, narrowed as far as propagation and probing go; `None`
/// when they prove that no seating exists.
pub fn propagate(riddle: &Riddle, reading: Reading) -> Option<Domains> {
    Propagator::new(riddle, reading).propagate()
}

/// The clues of one riddle under one reading, as rules that narrow domains.
pub struct Propagator {
    full: Domains,
    rules: Vec<Rule>,
    watch: Watch,
}

/// Which slots each narrowing reads, and which narrowings read each slot: propagation revisits
/// only what a change can affect. Narrowings are numbered: the rules, then each category's
/// all-different.
struct Watch {
    slots_of: Vec<Vec<usize>>,
    readers: Vec<Vec<usize>>,
}

impl Watch {
    fn new(rules: &[Rule], domains: &Domains) -> Watch {
        let mut slots_of: Vec<Vec<usize>> = (rules.iter())
            .map(|rule| {
                let mut slots = Vec::new();
                rule.slots(&mut slots);
                slots.sort_unstable();
                slots.dedup();
                slots
            })
            .collect();
        for category in 0..domains.categories {
            slots_of.push((domains.start[category]..domains.start[category + 1]).collect());
        }
        let mut readers = vec![Vec::new(); domains.seats.len()];
        for (narrowing, slots) in slots_of.iter().enumerate() {
            for &slot in slots {
                readers[slot].push(narrowing);
            }
        }
        Watch { slots_of, readers }
    }
}

impl Propagator {
    pub fn new(riddle: &Riddle, reading: Reading) -> Propagator {
        let full = Domains::full(riddle);
        let rules = rules(riddle, reading, &full);
        let watch = Watch::new(&rules, &full);
        Propagator { full, rules, watch }
    }

    /// The riddle's domains, narrowed as far as propagation and probing go; `None` when they
    /// prove that no seating exists.
    pub fn propagate(&self) -> Option<Domains> {
        self.narrow(self.full.clone(), None)
    }

    /// `domains` split on the named value with the fewest seats left (of two or more): one
    /// part per seat, each narrowed again, those proved empty left out. Every seating within
    /// `domains` is within exactly one part. No parts when every named value has one seat.
    pub fn split(&self, domains: &Domains) -> Vec<Domains> {
        let narrowest = (0..domains.named())
            .filter(|&slot| domains.seats[slot].count_ones() > 1)
            .min_by_key(|&slot| domains.seats[slot].count_ones());
        let Some(slot) = narrowest else {
            return Vec::new();
        };
        each(domains.seats[slot])
            .filter_map(|seat| {
                let mut part = domains.clone();
                part.seats[slot] = 1 << seat;
                self.narrow(part, Some(slot))
            })
            .collect()
    }

    /// `domains` after propagation and probing; `None` when no seating is left in them.
    /// `changed`: the one slot narrowed since `domains` were last settled, or `None` when they
    /// never were.
    fn narrow(&self, mut domains: Domains, changed: Option<usize>) -> Option<Domains> {
        let (rules, watch) = (&self.rules, &self.watch);
        (domains.settle(rules, watch, changed) && domains.probe(rules, watch)).then_some(domains)
    }
}

impl Domains {
    /// Every guest free to sit anywhere: the domains of the plain 0/1 program.
    pub fn full(riddle: &Riddle) -> Domains {
        let categories = riddle.vocabulary.count();
        let mut start = [0; Category::MAX + 1];
        for category in riddle.vocabulary.all() {
            let values = riddle.vocabulary.values(category).len();
            start[category.index() + 1] = start[category.index()] + values;
        }
        let slots = start[categories] + riddle.anonymous as usize;
        Domains {
            guests: riddle.guests,
            categories,
            start,
            seats: vec![all(riddle.guests); slots],
        }
    }

    /// The seats `guest` can still take.
    pub fn seats(&self, guest: Guest) -> Seats {
        self.seats[self.slot(guest)]
    }

    /// How many (named value, seat) cells are still open: the binaries of the 0/1 program over
    /// these domains, anonymous guests aside.
    pub fn open(&self) -> usize {
        self.seats[..self.named()]
            .iter()
            .map(|seats| seats.count_ones() as usize)
            .filter(|&count| count > 1)
            .sum()
    }

    /// Whether `guest` can still sit in `seat`.
    pub fn allows(&self, guest: Guest, seat: usize) -> bool {
        self.seats(guest) & (1 << seat) != 0
    }

    /// The one seating left when every named value has a single seat; whether it satisfies the
    /// clues is for `verify` to say.
    pub fn seating(&self) -> Option<Seating> {
        let mut seating = Seating::empty(self.categories, self.guests);
        for (category, row) in seating.cells.iter_mut().enumerate() {
            let slots = self.start[category]..self.start[category + 1];
            for (value, slot) in slots.enumerate() {
                let seats = self.seats[slot];
                if seats.count_ones() != 1 {
                    return None;
                }
                row[seats.trailing_zeros() as usize] = Some(value as u8);
            }
        }
        Some(seating)
    }

    /// How many slots hold named values; the anonymous guests' slots follow.
    fn named(&self) -> usize {
        self.start[self.categories]
    }

    fn slot(&self, guest: Guest) -> usize {
        match guest {
            Guest::Value(category, value) => self.start[category.index()] + value as usize,
            Guest::Anonymous(n) => self.named() + n as usize,
        }
    }

    /// Applies the rules and all-different until nothing changes; false on a contradiction.
    /// Only the narrowings that read a slot which changed are applied again: all of them at
    /// first, or, when only `changed` narrowed since the domains were last settled, those that
    /// read it. Each narrowing depends on its own slots alone, so the end is the same fixpoint.
    fn settle(&mut self, rules: &[Rule], watch: &Watch, changed: Option<usize>) -> bool {
        let count = watch.slots_of.len();
        let mut queue: Vec<usize> = match changed {
            None => (0..count).rev().collect(),
            Some(slot) => watch.readers[slot].clone(),
        };
        let mut queued = vec![false; count];
        for &narrowing in &queue {
            queued[narrowing] = true;
        }
        let mut before: Vec<Seats> = Vec::new();
        while let Some(narrowing) = queue.pop() {
            queued[narrowing] = false;
            let slots = &watch.slots_of[narrowing];
            before.clear();
            before.extend(slots.iter().map(|&slot| self.seats[slot]));
            let narrowed = match rules.get(narrowing) {
                Some(rule) => self.apply(rule),
                None => {
                    let category = narrowing - rules.len();
                    self.all_different(self.start[category]..self.start[category + 1])
                }
            };
            match narrowed {
                None => return false,
                Some(false) => continue,
                Some(true) => {}
            }
            for (&slot, &was) in slots.iter().zip(&before) {
                if self.seats[slot] == was {
                    continue;
                }
                for &reader in &watch.readers[slot] {
                    if !queued[reader] {
                        queued[reader] = true;
                        queue.push(reader);
                    }
                }
            }
        }
        true
    }

    /// Narrows the domains by one rule: `Some(whether anything narrowed)`, or `None` on a
    /// contradiction.
    fn apply(&mut self, rule: &Rule) -> Option<bool> {
        match rule {
            Rule::Pair { a, b, allowed } => {
                let (from, to) = (self.seats[*a], self.seats[*b]);
                let (mut kept, mut reached) = (0, 0);
                for s in each(from) {
                    if allowed[s] & to != 0 {
                        kept |= 1 << s;
                        reached |= allowed[s];
                    }
                }
                let to_kept = to & reached;
                if kept == 0 || to_kept == 0 {
                    return None;
                }
                let changed = kept != from || to_kept != to;
                self.seats[*a] = kept;
                self.seats[*b] = to_kept;
                Some(changed)
            }
            Rule::Only(a, seats) => {
                let kept = self.seats[*a] & seats;
                if kept == 0 {
                    return None;
                }
                let changed = kept != self.seats[*a];
                self.seats[*a] = kept;
                Some(changed)
            }
            Rule::Any(sides) => {
                // Each side alone, to its own fixpoint; all-different is left to `settle`.
                let mut union: Option<Vec<Seats>> = None;
                for side in sides {
                    let mut trial = self.clone();
                    let holds = loop {
                        let mut narrowed = false;
                        match side.iter().try_for_each(|rule| {
                            narrowed |= trial.apply(rule)?;
                            Some(())
                        }) {
                            None => break false,
                            Some(()) if !narrowed => break true,
                            Some(()) => {}
                        }
                    };
                    if holds {
                        match &mut union {
                            None => union = Some(trial.seats),
                            Some(seats) => {
                                for (seat, kept) in seats.iter_mut().zip(&trial.seats) {
                                    *seat |= kept;
                                }
                            }
                        }
                    }
                }
                let union = union?;
                let changed = union != self.seats;
                self.seats = union;
                Some(changed)
            }
            Rule::Never => None,
        }
    }

    /// The values in `slots` sit in different seats: a value with one seat left takes it from
    /// the others, and when the category names every guest, a seat only one value can take is
    /// that value's. `Some(whether anything narrowed)`, or `None` on a contradiction.
    fn all_different(&mut self, slots: std::ops::Range<usize>) -> Option<bool> {
        let mut changed = false;
        for fixed in slots.clone() {
            let seat = self.seats[fixed];
            if seat.count_ones() != 1 {
                continue;
            }
            for other in slots.clone().filter(|&other| other != fixed) {
                if self.seats[other] & seat != 0 {
                    self.seats[other] &= !seat;
                    if self.seats[other] == 0 {
                        return None;
                    }
                    changed = true;
                }
            }
        }
        let taken = slots
            .clone()
            .fold(0, |union, slot| union | self.seats[slot]);
        if (taken.count_ones() as usize) < slots.len() {
            return None;
        }
        if slots.len() == self.guests {
            for seat in 0..self.guests {
                let bit = 1 << seat;
                let mut holders = slots.clone().filter(|&slot| self.seats[slot] & bit != 0);
                if let (Some(only), None) = (holders.next(), holders.next())
                    && self.seats[only] != bit
                {
                    self.seats[only] = bit;
                    changed = true;
                }
            }
        }
        Some(changed)
    }

    /// Tries each seat still open to a named value on its own and removes those from which
    /// propagation fails, until every one left survives its trial; false on a contradiction.
    fn probe(&mut self, rules: &[Rule], watch: &Watch) -> bool {
        let mut trial = self.clone();
        loop {
            let mut removed = false;
            for slot in 0..self.named() {
                if self.seats[slot].count_ones() < 2 {
                    continue;
                }
                for seat in each(self.seats[slot]) {
                    let bit = 1 << seat;
                    if self.seats[slot] & bit == 0 {
                        continue;
                    }
                    trial.seats.copy_from_slice(&self.seats);
                    trial.seats[slot] = bit;
                    if !trial.settle(rules, watch, Some(slot)) {
                        self.seats[slot] &= !bit;
                        removed = true;
                        if !self.settle(rules, watch, Some(slot)) {
                            return false;
                        }
                    }
                }
            }
            if !removed {
                return true;
            }
        }
    }
}

impl Rule {
    /// The slots the rule reads and narrows, perhaps more than once.
    fn slots(&self, out: &mut Vec<usize>) {
        match self {
            Rule::Pair { a, b, .. } => out.extend([*a, *b]),
            Rule::Only(a, _) => out.push(*a),
            Rule::Any(sides) => sides.iter().flatten().for_each(|rule| rule.slots(out)),
            Rule::Never => {}
        }
    }
}

/// Every clue as rules over the slots of `domains`.
fn rules(riddle: &Riddle, reading: Reading, domains: &Domains) -> Vec<Rule> {
    let mut rules = Vec::new();
    for clue in &riddle.clues {
        rule(&clue.kind, true, reading, domains, &mut rules);
    }
    rules
}

/// The rule making `kind` true, or false when `holds` is false.
fn rule(kind: &ClueKind, holds: bool, reading: Reading, domains: &Domains, out: &mut Vec<Rule>) {
    let n = domains.guests;
    let mut pair = |a: Guest, b: Guest, related: &dyn Fn(usize, usize) -> bool| {
        let allowed = |s: usize| seats_where(n, |t| related(s, t) == holds);
        let (a, b) = (domains.slot(a), domains.slot(b));
        out.push(if a == b {
            // One guest on both sides: her seat must be related to itself.
            Rule::Only(a, seats_where(n, |s| allowed(s) & 1 << s != 0))
        } else {
            Rule::Pair {
                a,
                b,
                allowed: (0..n).map(allowed).collect(),
            }
        });
    };
    match kind {
        ClueKind::Same(a, b) => pair(*a, *b, &|s, t| s == t),
        ClueKind::Seats { a, relation, b } => pair(*a, *b, &|s, t| relation.holds(s, t, reading)),
        // No seat left (one the row does not have) fails the rule: nobody sits there.
        ClueKind::InSeat(guest, seat) => out.push(Rule::Only(
            domains.slot(*guest),
            seats_where(n, |s| seat.holds(s, n) == holds),
        )),
        ClueKind::Not(inner) => rule(inner, !holds, reading, domains, out),
        ClueKind::Either(sides) if holds => out.push(Rule::Any(
            (sides.iter())
                .map(|side| {
                    let mut rules = Vec::new();
                    for clue in side {
                        rule(clue, true, reading, domains, &mut rules);
                    }
                    rules
                })
                .collect(),
        )),
        ClueKind::Either(sides) => {
            for side in sides {
                rule(&ClueKind::not_all(side), true, reading, domains, out);
            }
        }
        ClueKind::Declare { .. } if holds => {}
        ClueKind::Declare { .. } => out.push(Rule::Never),
    }
}

/// The seats `s` of a row of `guests` for which `test(s)` holds.
fn seats_where(guests: usize, test: impl Fn(usize) -> bool) -> Seats {
    (0..guests)
        .filter(|&s| test(s))
        .fold(0, |set, s| set | 1 << s)
}

/// All `guests` seats.
fn all(guests: usize) -> Seats {
    ((1u32 << guests) - 1) as Seats
}

/// The seats in `seats`, lowest first.
fn each(seats: Seats) -> impl Iterator<Item = usize> {
    let mut left = seats;
    std::iter::from_fn(move || {
        (left != 0).then(|| {
            let seat = left.trailing_zeros() as usize;
            left &= left - 1;
            seat
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clue::{Reach, Seat, SeatRelation};
    use crate::source::Source;
    use crate::vocabulary::Vocabulary;

    const A: Guest = Guest::Value(Category::NAME, 0);
    const B: Guest = Guest::Value(Category::NAME, 1);
    const C: Guest = Guest::Value(Category::NAME, 2);
    const RED: Guest = Guest::Value(Category::COLOR, 0);
    const X: Guest = Guest::Anonymous(0);

    /// `guests` guests named A, B, C, ... and as many colors, with one anonymous guest.
    fn riddle(guests: usize, colors: usize, clues: Vec<ClueKind>) -> Riddle {
        let mut vocabulary = Vocabulary::default();
        for name in ["A", "B", "C", "D", "E"].into_iter().take(guests) {
            vocabulary.intern(Category::NAME, name);
        }
        for color in ["red", "green", "blue", "grey", "pink"]
            .into_iter()
            .take(colors)
        {
            vocabulary.intern(Category::COLOR, color);
        }
        Riddle::from_clues(guests, vocabulary, clues, 1)
    }

    fn not(kind: ClueKind) -> ClueKind {
        ClueKind::Not(Box::new(kind))
    }

    fn domains(riddle: &Riddle) -> Option<Domains> {
        propagate(riddle, Reading::Immediate)
    }

    #[test]
    fn a_seat_and_a_neighbor_settle_a_row_of_three() {
        let riddle = riddle(
            3,
            0,
            vec![
                ClueKind::InSeat(A, Seat::FromLeft(1)),
                ClueKind::next_to(B, A),
            ],
        );
        let domains = domains(&riddle).unwrap();
        assert_eq!([A, B, C].map(|g| domains.seats(g)), [0b001, 0b010, 0b100]);
        assert!(domains.seating().is_some());
    }

    #[test]
    fn a_seat_only_one_value_can_take_is_hers() {
        // Nobody but C can sit at the far right: A and B are kept out of it.
        let clues = vec![
            not(ClueKind::InSeat(A, Seat::FromRight(1))),
            not(ClueKind::InSeat(B, Seat::FromRight(1))),
        ];
        let domains = domains(&riddle(3, 0, clues)).unwrap();
        assert_eq!(domains.seats(C), 0b100);
        assert_eq!(domains.seats(A), 0b011);
    }

    #[test]
    fn values_forced_into_one_seat_contradict() {
        let clues = vec![
            ClueKind::Same(A, RED),
            ClueKind::Same(B, RED),
            ClueKind::InSeat(RED, Seat::Center),
        ];
        assert_eq!(domains(&riddle(3, 1, clues)), None);
    }

    #[test]
    fn too_few_seats_for_the_values_contradict() {
        // A and B both kept to the far left: two values, one seat.
        let clues = vec![
            ClueKind::InSeat(A, Seat::FromLeft(1)),
            left_of(B, C),
            left_of(C, A),
        ];
        assert_eq!(domains(&riddle(3, 0, clues)), None);
    }

    fn left_of(left: Guest, right: Guest) -> ClueKind {
        ClueKind::left_of(left, right, Reach::Somewhere)
    }

    #[test]
    fn a_guest_related_to_herself() {
        // "Someone sat next to herself" has no seat; "someone did not sit left of herself" any.
        assert_eq!(domains(&riddle(3, 0, vec![ClueKind::next_to(X, X)])), None);
        let free = domains(&riddle(3, 0, vec![not(left_of(X, X))])).unwrap();
        assert_eq!(free.seats(X), 0b111);
    }

    #[test]
    fn ends_and_distances_settle_a_row_of_four() {
        // A and B at the ends, A three seats left of B, C next to A: D is left in seat 3.
        let clues = vec![
            ClueKind::InSeat(A, Seat::End),
            ClueKind::InSeat(B, Seat::End),
            ClueKind::Seats {
                a: A,
                relation: SeatRelation::LeftBy(3),
                b: B,
            },
            ClueKind::Seats {
                a: C,
                relation: SeatRelation::Apart(1),
                b: A,
            },
        ];
        let domains = domains(&riddle(4, 0, clues)).unwrap();
        let d = Guest::Value(Category::NAME, 3);
        assert_eq!(
            [A, B, C, d].map(|g| domains.seats(g)),
            [0b0001, 0b1000, 0b0010, 0b0100]
        );
    }

    #[test]
    fn a_missing_seat_holds_only_negated() {
        // Four guests have no center seat.
        assert_eq!(
            domains(&riddle(4, 0, vec![ClueKind::InSeat(A, Seat::Center)])),
            None
        );
        let free = domains(&riddle(4, 0, vec![not(ClueKind::InSeat(A, Seat::Center))]));
        assert_eq!(free.unwrap().seats(A), 0b1111);
    }

    #[test]
    fn probing_removes_what_single_clues_cannot() {
        // B and C are kept to the two left seats of four, so A cannot sit in either; no clue
        // about A says so, and no value is alone in a seat: only trying A there shows it.
        let clues = vec![
            not(ClueKind::InSeat(B, Seat::FromRight(1))),
            not(ClueKind::InSeat(B, Seat::FromRight(2))),
            not(ClueKind::InSeat(C, Seat::FromRight(1))),
            not(ClueKind::InSeat(C, Seat::FromRight(2))),
        ];
        let riddle = riddle(4, 0, clues);
        let mut plain = Domains::full(&riddle);
        let rules = rules(&riddle, Reading::Immediate, &plain);
        let watch = Watch::new(&rules, &plain);
        assert!(plain.settle(&rules, &watch, None));
        assert_eq!(plain.seats(A), 0b1111);
        let probed = domains(&riddle).unwrap();
        assert_eq!(probed.seats(A), 0b1100);
        assert_eq!(probed.seats(Guest::Value(Category::NAME, 3)), 0b1100);
    }

    /// Every rule and all-different applied in turn until nothing changes: what `settle`
    /// computed before it revisited only what a change affects.
    fn settle_every_rule(domains: &mut Domains, rules: &[Rule]) -> bool {
        loop {
            let mut changed = false;
            for rule in rules {
                match domains.apply(rule) {
                    Some(narrowed) => changed |= narrowed,
                    None => return false,
                }
            }
            for category in 0..domains.categories {
                let slots = domains.start[category]..domains.start[category + 1];
                match domains.all_different(slots) {
                    Some(narrowed) => changed |= narrowed,
                    None => return false,
                }
            }
            if !changed {
                return true;
            }
        }
    }

    #[test]
    fn settling_what_a_change_affects_reaches_the_fixpoint_of_every_rule() {
        let corpus = concat!(env!("CARGO_MANIFEST_DIR"), "/corpus");
        // The last two say "either ... or": rules of sides.
        let paths = [
            "game/seed-000.txt",
            "zebra/zebra-5h-03-declared.txt",
            "bench/zebra-8x8-1.txt",
            "zebra/zebra-4h-21-either-or.txt",
            "phrased/phrased-5g-30-sides-and-flanks.txt",
        ];
        for path in paths {
            let path = format!("{corpus}/{path}");
            let source = Source::new(&path, std::fs::read_to_string(&path).unwrap());
            let riddle = crate::read::read(&source).unwrap();
            for reading in [Reading::Immediate, Reading::Somewhere] {
                let full = Domains::full(&riddle);
                let rules = rules(&riddle, reading, &full);
                let watch = Watch::new(&rules, &full);
                let (mut every, mut affected) = (full.clone(), full.clone());
                let settled = settle_every_rule(&mut every, &rules);
                assert_eq!(affected.settle(&rules, &watch, None), settled, "{path}");
                assert_eq!(every, affected, "{path}");
                // Each seat of each value tried alone, as probing and splitting do.
                for slot in 0..every.named() {
                    for seat in each(every.seats[slot]) {
                        let (mut every, mut affected) = (every.clone(), every.clone());
                        every.seats[slot] = 1 << seat;
                        affected.seats[slot] = 1 << seat;
                        let settled = settle_every_rule(&mut every, &rules);
                        assert_eq!(affected.settle(&rules, &watch, Some(slot)), settled);
                        if settled {
                            assert_eq!(every, affected, "{path}: slot {slot} in seat {seat}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn propagation_alone_seats_the_game_riddle() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/corpus/game/seed-000.txt");
        let source = Source::new(path, std::fs::read_to_string(path).unwrap());
        let riddle = crate::read::read(&source).unwrap();
        let domains = domains(&riddle).unwrap();
        let seating = domains.seating().expect("every value settled");
        assert!(crate::verify::verify(&riddle, &seating, Reading::Immediate).is_ok());
        let somewhere = propagate(&riddle, Reading::Somewhere).unwrap();
        assert_eq!(somewhere.seating(), None, "seven answers read somewhere");
    }
}
