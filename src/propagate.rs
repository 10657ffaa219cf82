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

const CATEGORIES: usize = Category::ALL.len();

/// The seats each guest can still take: the named values of each category, then the anonymous
/// guests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Domains {
    guests: usize,
    /// Where each category's values start in `seats`; the anonymous guests start at the last.
    start: [usize; CATEGORIES + 1],
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
    /// No seating satisfies the clue.
    Never,
}

/// The domains of `riddle` under `reading`, narrowed as far as propagation and probing go; `None`
/// when they prove that no seating exists.
pub fn propagate(riddle: &Riddle, reading: Reading) -> Option<Domains> {
    let mut domains = Domains::full(riddle);
    let rules = rules(riddle, reading, &domains);
    (domains.settle(&rules) && domains.probe(&rules)).then_some(domains)
}

impl Domains {
    /// Every guest free to sit anywhere: the domains of the plain 0/1 program.
    pub fn full(riddle: &Riddle) -> Domains {
        let mut start = [0; CATEGORIES + 1];
        for category in Category::ALL {
            let values = riddle.vocabulary.values(category).len();
            start[category.index() + 1] = start[category.index()] + values;
        }
        let slots = start[CATEGORIES] + riddle.anonymous as usize;
        Domains {
            guests: riddle.guests,
            start,
            seats: vec![all(riddle.guests); slots],
        }
    }

    /// The seats `guest` can still take.
    pub fn seats(&self, guest: Guest) -> Seats {
        self.seats[self.slot(guest)]
    }

    /// Whether `guest` can still sit in `seat`.
    pub fn allows(&self, guest: Guest, seat: usize) -> bool {
        self.seats(guest) & (1 << seat) != 0
    }

    /// The one seating left when every named value has a single seat; whether it satisfies the
    /// clues is for `verify` to say.
    pub fn seating(&self) -> Option<Seating> {
        let mut seating = Seating::empty(self.guests);
        for category in Category::ALL {
            let slots = self.start[category.index()]..self.start[category.index() + 1];
            for (value, slot) in slots.enumerate() {
                let seats = self.seats[slot];
                if seats.count_ones() != 1 {
                    return None;
                }
                seating.cells[category.index()][seats.trailing_zeros() as usize] =
                    Some(value as u8);
            }
        }
        Some(seating)
    }

    fn slot(&self, guest: Guest) -> usize {
        match guest {
            Guest::Value(category, value) => self.start[category.index()] + value as usize,
            Guest::Anonymous(n) => self.start[CATEGORIES] + n as usize,
        }
    }

    /// Applies every rule and all-different until nothing changes; false on a contradiction.
    fn settle(&mut self, rules: &[Rule]) -> bool {
        loop {
            let mut changed = false;
            for rule in rules {
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
                            return false;
                        }
                        changed |= kept != from || to_kept != to;
                        self.seats[*a] = kept;
                        self.seats[*b] = to_kept;
                    }
                    Rule::Only(a, seats) => {
                        let kept = self.seats[*a] & seats;
                        if kept == 0 {
                            return false;
                        }
                        changed |= kept != self.seats[*a];
                        self.seats[*a] = kept;
                    }
                    Rule::Never => return false,
                }
            }
            for category in 0..CATEGORIES {
                match self.all_different(self.start[category]..self.start[category + 1]) {
                    Some(narrowed) => changed |= narrowed,
                    None => return false,
                }
            }
            if !changed {
                return true;
            }
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
    fn probe(&mut self, rules: &[Rule]) -> bool {
        let mut trial = self.clone();
        loop {
            let mut removed = false;
            for slot in 0..self.start[CATEGORIES] {
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
                    if !trial.settle(rules) {
                        self.seats[slot] &= !bit;
                        removed = true;
                        if !self.settle(rules) {
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
        let allowed = |s: usize| -> Seats {
            (0..n)
                .filter(|&t| related(s, t) == holds)
                .fold(0, |set, t| set | 1 << t)
        };
        let (a, b) = (domains.slot(a), domains.slot(b));
        out.push(if a == b {
            // One guest on both sides: her seat must be related to itself.
            Rule::Only(
                a,
                (0..n)
                    .filter(|&s| allowed(s) & 1 << s != 0)
                    .fold(0, |set, s| set | 1 << s),
            )
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
        ClueKind::NextTo(a, b) => pair(*a, *b, &|s, t| s.abs_diff(t) == 1),
        ClueKind::LeftOf { left, right, reach } => {
            if reach.is_immediate(reading) {
                pair(*left, *right, &|s, t| t == s + 1)
            } else {
                pair(*left, *right, &|s, t| s < t)
            }
        }
        ClueKind::InSeat(guest, seat) => {
            let slot = domains.slot(*guest);
            match (seat.index(n), holds) {
                (Some(seat), true) => out.push(Rule::Only(slot, 1 << seat)),
                (Some(seat), false) => out.push(Rule::Only(slot, all(n) & !(1 << seat))),
                // A seat the row does not have: nobody sits there, so only the negation holds.
                (None, true) => out.push(Rule::Never),
                (None, false) => {}
            }
        }
        ClueKind::Not(inner) => rule(inner, !holds, reading, domains, out),
        ClueKind::Declare { .. } if holds => {}
        ClueKind::Declare { .. } => out.push(Rule::Never),
    }
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
