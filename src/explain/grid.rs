//! What the player knows: for every named value, the places it can still take, and for each
//! place ruled out, where that came from (a fact the player gave, or a step). The grid always
//! keeps one rule of the puzzle applied: a value known to be in a place takes that place from
//! the other values of its category, since no two of them share a place.

use crate::clue::Guest;
use crate::propagate::Seats;
use crate::riddle::{Riddle, Seating};
use crate::vocabulary::Category;

/// A named value: index into `Grid::vars`.
pub type Var = usize;

/// Where a fact comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Origin {
    /// The player said so (`riddle hint --given`).
    Given,
    /// Step `n` of the explanation (0-based).
    Step(usize),
}

/// The named values of a riddle and the places each can still take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    pub guests: usize,
    /// Each value as (category, index), categories in table order.
    pub vars: Vec<(Category, u8)>,
    /// `categories[i]`: the range of `vars` holding one category's values, with whether the
    /// category names every guest (then each place holds exactly one of its values).
    pub categories: Vec<(std::ops::Range<Var>, bool)>,
    /// The places each value can still take.
    pub seats: Vec<Seats>,
    /// `origins[var][seat]`: where the fact "not in `seat`" came from, once ruled out.
    pub origins: Vec<Vec<Option<Origin>>>,
}

impl Grid {
    /// Every value free to take every place.
    pub fn empty(riddle: &Riddle) -> Grid {
        let mut vars = Vec::new();
        let mut categories = Vec::new();
        for category in riddle.vocabulary.categories() {
            let values = riddle.vocabulary.values(category).len();
            let start = vars.len();
            vars.extend((0..values).map(|v| (category, v as u8)));
            categories.push((start..vars.len(), values == riddle.guests));
        }
        let all = ((1u32 << riddle.guests) - 1) as Seats;
        Grid {
            guests: riddle.guests,
            seats: vec![all; vars.len()],
            origins: vec![vec![None; riddle.guests]; vars.len()],
            vars,
            categories,
        }
    }

    pub fn var(&self, category: Category, value: u8) -> Option<Var> {
        self.vars.iter().position(|&v| v == (category, value))
    }

    pub fn guest(&self, var: Var) -> Guest {
        let (category, value) = self.vars[var];
        Guest::Value(category, value)
    }

    /// The range of values of `var`'s category, and whether it names every guest.
    pub fn category_of(&self, var: Var) -> (std::ops::Range<Var>, bool) {
        self.categories
            .iter()
            .find(|(range, _)| range.contains(&var))
            .cloned()
            .expect("every value is in its category")
    }

    /// The one place left to `var`, if just one is.
    pub fn place(&self, var: Var) -> Option<usize> {
        (self.seats[var].count_ones() == 1).then(|| self.seats[var].trailing_zeros() as usize)
    }

    /// Whether every value has one place left.
    pub fn solved(&self) -> bool {
        (0..self.vars.len()).all(|var| self.place(var).is_some())
    }

    /// Rules `seat` out for `var`, because of `origin`; then, while a value is left with one
    /// place, rules that place out for the other values of its category. Returns false when
    /// some value is left with no place at all.
    pub fn remove(&mut self, var: Var, seat: usize, origin: Origin) -> bool {
        let mut work = vec![(var, seat)];
        while let Some((var, seat)) = work.pop() {
            if self.seats[var] & (1 << seat) == 0 {
                continue;
            }
            self.seats[var] &= !(1 << seat);
            self.origins[var][seat] = Some(origin);
            match self.seats[var].count_ones() {
                0 => return false,
                1 => {
                    let place = self.seats[var].trailing_zeros() as usize;
                    let (mates, _) = self.category_of(var);
                    work.extend(mates.filter(|&m| m != var).map(|m| (m, place)));
                }
                _ => {}
            }
        }
        true
    }

    /// Keeps `var` to `seat` only; false on a contradiction.
    pub fn fix(&mut self, var: Var, seat: usize, origin: Origin) -> bool {
        (0..self.guests)
            .filter(|&s| s != seat)
            .all(|s| self.remove(var, s, origin))
    }

    /// The cells open here and ruled out in `after`, by value then place.
    pub fn ruled_out(&self, after: &Grid) -> Vec<(Var, usize)> {
        (0..self.vars.len())
            .flat_map(|var| (0..self.guests).map(move |seat| (var, seat)))
            .filter(|&(var, seat)| {
                self.seats[var] & (1 << seat) != 0 && after.seats[var] & (1 << seat) == 0
            })
            .collect()
    }

    /// Where the facts about `var` came from, each once, in order.
    pub fn origins_of(&self, var: Var) -> Vec<Origin> {
        let mut origins: Vec<Origin> = self.origins[var].iter().flatten().copied().collect();
        origins.sort();
        origins.dedup();
        origins
    }

    /// Whether `var` has been narrowed at all.
    pub fn known(&self, var: Var) -> bool {
        self.seats[var].count_ones() < self.guests as u32
    }

    /// The seating a solved grid describes.
    pub fn seating(&self, riddle: &Riddle) -> Option<Seating> {
        let mut seating = Seating::empty(riddle.vocabulary.count(), self.guests);
        for (var, &(category, value)) in self.vars.iter().enumerate() {
            seating.cells[category.index()][self.place(var)?] = Some(value);
        }
        Some(seating)
    }
}

/// The places in `seats`, lowest first.
pub fn each(seats: Seats) -> impl Iterator<Item = usize> {
    (0..16).filter(move |s| seats & (1 << s) != 0)
}
