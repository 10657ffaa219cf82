//! Finding the easiest next step from what is known. In order of preference: a place only one
//! value is left for (no clue needed); one clue on its own; two clues read together; a case
//! split ("suppose ... then a contradiction") that the clues, each read on its own in turn,
//! refute; and last a case split that only an exhaustive search refutes. Within one kind, the
//! step using the fewest clues and facts wins, then the one whose first clue comes first.
//!
//! There is no kind for a chain of clues read one after the other: each link of it is a step of
//! one clue, and the grid keeps what each step concluded.

use super::grid::{Grid, Origin, Var, each};
use super::reason::{Failure, Reasoner};
use crate::clue::{ClueKind, Reading, Seat};
use crate::propagate::Seats;
use crate::riddle::Riddle;
use crate::solve::solve;

/// How much reasoning a step takes, easiest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// No clue: only one value of a category is left for a place.
    Rule,
    /// One clue (or clues sharing an anonymous guest), on its own.
    Clue,
    /// Two clues read together, where neither says anything new on its own.
    Pair,
    /// Suppose a value in a place: the clues then contradict each other.
    Split,
    /// Suppose a value in a place: no seating is left, which only trying them all shows.
    Search,
}

impl Level {
    /// What the kind of step adds to its cost: two clues at once are harder to see than one
    /// after the other, and a case split harder still.
    fn extra(self) -> usize {
        match self {
            Level::Rule | Level::Clue => 0,
            Level::Pair => 1,
            Level::Split => 3,
            Level::Search => 6,
        }
    }
}

/// A fact a step starts from: the places a value was known to be left with, and where that
/// was learned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fact {
    pub var: Var,
    pub seats: Seats,
    pub origins: Vec<Origin>,
}

/// Where the clues break under a supposition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Broken {
    /// This clue (index into `riddle.clues`, the first of its unit) can no longer hold.
    Clue(usize),
    /// The values of this category (index into `Grid::categories`) have no different places
    /// left to take.
    Category(usize),
}

/// One step of an explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub level: Level,
    /// The clues used, as indices into `riddle.clues`.
    pub clues: Vec<usize>,
    /// The facts used.
    pub facts: Vec<Fact>,
    /// For a case split: the value and place supposed.
    pub supposed: Option<(Var, usize)>,
    /// For a case split refuted by the clues: where they broke.
    pub broken: Option<Broken>,
    /// For a step of the rule alone: the place only one value was left for.
    pub seat: Option<usize>,
    /// Every cell ruled out, by value then place.
    pub ruled_out: Vec<(Var, usize)>,
    /// The values this step leaves with one place.
    pub placed: Vec<(Var, usize)>,
    /// Clues plus facts used, plus what the kind of step adds (`Level::extra`).
    pub cost: usize,
}

/// A step found, before its consequences are worked out.
struct Found {
    level: Level,
    units: Vec<usize>,
    facts: Vec<Var>,
    ruled_out: Vec<(Var, usize)>,
    supposed: Option<(Var, usize)>,
    failure: Option<Failure>,
    seat: Option<usize>,
}

/// The search for steps over one riddle.
pub struct Finder<'r> {
    riddle: &'r Riddle,
    reading: Reading,
    pub reasoner: Reasoner,
}

impl<'r> Finder<'r> {
    pub fn new(riddle: &'r Riddle, reading: Reading, grid: &Grid) -> Finder<'r> {
        Finder {
            riddle,
            reading,
            reasoner: Reasoner::new(riddle, reading, grid),
        }
    }

    /// The easiest step from `grid`, numbered `number`; `None` when the grid is solved or no
    /// step is left (the clues leave more than one seating).
    pub fn next(&self, grid: &Grid, number: usize) -> Option<Step> {
        if grid.solved() {
            return None;
        }
        let found = self
            .rule(grid)
            .or_else(|| self.single(grid))
            .or_else(|| self.pair(grid))
            .or_else(|| self.split(grid))
            .or_else(|| self.search(grid))?;
        Some(self.finish(grid, found, number))
    }

    /// The step's consequences: the cells it rules out, and the values it leaves with one
    /// place, whose other places then go to nobody else of their category; the facts that
    /// needs are cited too.
    fn finish(&self, grid: &Grid, found: Found, number: usize) -> Step {
        let mut after = grid.clone();
        for &(var, seat) in &found.ruled_out {
            let consistent = after.remove(var, seat, Origin::Step(number));
            debug_assert!(consistent, "a step leaves every value a place");
        }
        let ruled_out = grid.ruled_out(&after);
        let placed: Vec<(Var, usize)> = (0..grid.vars.len())
            .filter(|&var| grid.place(var).is_none())
            .filter_map(|var| after.place(var).map(|seat| (var, seat)))
            .collect();
        let mut vars = found.facts.clone();
        // A value left with one place is there because of what was known of her before too.
        vars.extend(
            placed
                .iter()
                .map(|&(var, _)| var)
                .filter(|&var| grid.known(var)),
        );
        vars.sort();
        vars.dedup();
        let facts: Vec<Fact> = vars
            .into_iter()
            .map(|var| Fact {
                var,
                seats: grid.seats[var],
                origins: grid.origins_of(var),
            })
            .collect();
        let mut clues: Vec<usize> = found
            .units
            .iter()
            .flat_map(|&u| self.reasoner.units[u].clues.iter().copied())
            .collect();
        clues.sort();
        Step {
            cost: clues.len() + facts.len() + found.level.extra(),
            level: found.level,
            clues,
            facts,
            supposed: found.supposed,
            broken: found.failure.map(|failure| match failure {
                Failure::Unit(unit) => Broken::Clue(self.reasoner.units[unit].clues[0]),
                Failure::Category(index) => Broken::Category(index),
            }),
            seat: found.seat,
            ruled_out,
            placed,
        }
    }

    /// A place that only one value of a category naming every guest can still take.
    fn rule(&self, grid: &Grid) -> Option<Found> {
        let mut best: Option<Found> = None;
        for (range, full) in &grid.categories {
            if !full {
                continue;
            }
            for seat in 0..grid.guests {
                let mut holders = range.clone().filter(|&v| grid.seats[v] & (1 << seat) != 0);
                let (Some(only), None) = (holders.next(), holders.next()) else {
                    continue;
                };
                if grid.seats[only] == 1 << seat {
                    continue;
                }
                let facts: Vec<Var> = range.clone().filter(|&v| v != only).collect();
                if best.as_ref().is_none_or(|b| facts.len() < b.facts.len()) {
                    best = Some(Found {
                        level: Level::Rule,
                        units: Vec::new(),
                        ruled_out: each(grid.seats[only] & !(1 << seat))
                            .map(|s| (only, s))
                            .collect(),
                        facts,
                        supposed: None,
                        failure: None,
                        seat: Some(seat),
                    });
                }
            }
        }
        best
    }

    /// One unit on its own, with what is known of its values.
    fn single(&self, grid: &Grid) -> Option<Found> {
        let units = &self.reasoner.units;
        (0..units.len())
            .filter_map(|u| {
                self.exact(grid, Level::Clue, vec![u], &units[u].vars, &|seats| {
                    self.reasoner.filter(u, seats)
                })
            })
            .min_by_key(|found| self.cost(found))
    }

    /// Two units read together.
    fn pair(&self, grid: &Grid) -> Option<Found> {
        let pairs = &self.reasoner.pairs;
        (0..pairs.len())
            .filter_map(|p| {
                let (a, b, unit) = &pairs[p];
                self.exact(grid, Level::Pair, vec![*a, *b], &unit.vars, &|seats| {
                    self.reasoner.filter_pair(p, seats)
                })
            })
            .min_by_key(|found| self.cost(found))
    }

    /// What `filter` (exact reasoning over `units`, whose values are `vars`) rules out of
    /// `grid`, with the facts about those values it cannot do without; `None` when nothing.
    fn exact(
        &self,
        grid: &Grid,
        level: Level,
        units: Vec<usize>,
        vars: &[Var],
        filter: &dyn Fn(&[Seats]) -> Option<Vec<Seats>>,
    ) -> Option<Found> {
        let narrowed = filter(&grid.seats)?;
        let ruled_out: Vec<(Var, usize)> = vars
            .iter()
            .zip(&narrowed)
            .flat_map(|(&var, &kept)| each(grid.seats[var] & !kept).map(move |s| (var, s)))
            .collect();
        if ruled_out.is_empty() {
            return None;
        }
        let known: Vec<Var> = vars.iter().copied().filter(|&v| grid.known(v)).collect();
        let facts = self.fewest_facts(grid, known, |seats| {
            filter(seats).is_some_and(|narrowed| rules_out(vars, &narrowed, &ruled_out))
        });
        Some(Found {
            level,
            units,
            facts,
            ruled_out,
            supposed: None,
            failure: None,
            seat: None,
        })
    }

    /// Case splits refuted by propagation: of the few that the fewest clues take part in
    /// refuting (`SPLITS_WEIGHED`), the one with the fewest clues and facts once those it can do
    /// without are left out. Weighing every split that way costs seconds on eight guests.
    fn split(&self, grid: &Grid) -> Option<Found> {
        const SPLITS_WEIGHED: usize = 4;
        let all: Vec<usize> = (0..self.reasoner.units.len()).collect();
        let mut refuted: Vec<(usize, Var, usize, Vec<usize>)> = Vec::new();
        for var in 0..grid.vars.len() {
            if grid.place(var).is_some() {
                continue;
            }
            for seat in each(grid.seats[var]) {
                let mut units = Vec::new();
                let mut seats = grid.seats.clone();
                seats[var] = 1 << seat;
                if self
                    .reasoner
                    .propagate_noting(grid, &mut seats, &all, &mut units)
                    .is_ok()
                {
                    continue;
                }
                units.sort();
                units.dedup();
                let clues = units
                    .iter()
                    .map(|&u| self.reasoner.units[u].clues.len())
                    .sum();
                refuted.push((clues, var, seat, units));
            }
        }
        refuted.sort_by_key(|&(clues, var, seat, _)| (clues, var, seat));
        refuted
            .into_iter()
            .take(SPLITS_WEIGHED)
            .map(|(_, var, seat, units)| self.weigh_split(grid, var, seat, units))
            .min_by_key(|found| self.cost(found))
    }

    /// The split supposing `var` in `seat`, refuted with `units`, with the units and facts it
    /// cannot do without.
    fn weigh_split(&self, grid: &Grid, var: Var, seat: usize, mut units: Vec<usize>) -> Found {
        let fails = |seats: &mut Vec<Seats>, units: &[usize]| {
            seats[var] = 1 << seat;
            self.reasoner.propagate(grid, seats, units).is_err()
        };
        for u in (0..units.len()).rev() {
            let without: Vec<usize> = units.iter().copied().filter(|&x| x != units[u]).collect();
            if fails(&mut grid.seats.clone(), &without) {
                units = without;
            }
        }
        let known: Vec<Var> = (0..grid.vars.len())
            .filter(|&v| v != var && grid.known(v))
            .collect();
        let facts = self.fewest_facts(grid, known, |seats| fails(seats, &units));
        let mut seats = relaxed(grid, &facts);
        seats[var] = 1 << seat;
        let failure = self.reasoner.propagate(grid, &mut seats, &units).err();
        Found {
            level: Level::Split,
            units,
            facts,
            ruled_out: vec![(var, seat)],
            supposed: Some((var, seat)),
            failure,
            seat: None,
        }
    }

    /// A case split only an exhaustive search refutes: the 0/1 program over the clues, the
    /// facts and the supposition has no solution. The clues and facts it needs are found by
    /// leaving out each in turn.
    fn search(&self, grid: &Grid) -> Option<Found> {
        let all: Vec<usize> = (0..self.reasoner.units.len()).collect();
        let known: Vec<Var> = (0..grid.vars.len()).filter(|&v| grid.known(v)).collect();
        let none = |units: &[usize], facts: &[Var], var: Var, seat: usize| {
            let clues: Vec<usize> = units
                .iter()
                .flat_map(|&u| self.reasoner.units[u].clues.iter().copied())
                .collect();
            let riddle = restricted(self.riddle, grid, &clues, facts, (var, seat));
            solve(&riddle, self.reading, 1).is_ok_and(|seatings| seatings.is_empty())
        };
        for var in 0..grid.vars.len() {
            if grid.place(var).is_some() {
                continue;
            }
            for seat in each(grid.seats[var]) {
                let known: Vec<Var> = known.iter().copied().filter(|&v| v != var).collect();
                if !none(&all, &known, var, seat) {
                    continue;
                }
                let mut units = all.clone();
                for u in (0..units.len()).rev() {
                    let without: Vec<usize> =
                        units.iter().copied().filter(|&x| x != units[u]).collect();
                    if none(&without, &known, var, seat) {
                        units = without;
                    }
                }
                let mut facts = known;
                for f in (0..facts.len()).rev() {
                    let without: Vec<Var> =
                        facts.iter().copied().filter(|&x| x != facts[f]).collect();
                    if none(&units, &without, var, seat) {
                        facts = without;
                    }
                }
                return Some(Found {
                    level: Level::Search,
                    units,
                    facts,
                    ruled_out: vec![(var, seat)],
                    supposed: Some((var, seat)),
                    failure: None,
                    seat: None,
                });
            }
        }
        None
    }

    fn cost(&self, found: &Found) -> usize {
        let clues: usize = found
            .units
            .iter()
            .map(|&u| self.reasoner.units[u].clues.len())
            .sum();
        clues + found.facts.len() + found.level.extra()
    }

    /// The fewest of the facts about `known` values (dropping each in turn, last first) with
    /// which `holds` still holds of the places they leave.
    fn fewest_facts(
        &self,
        grid: &Grid,
        mut known: Vec<Var>,
        holds: impl Fn(&mut Vec<Seats>) -> bool,
    ) -> Vec<Var> {
        for f in (0..known.len()).rev() {
            let without: Vec<Var> = known.iter().copied().filter(|&x| x != known[f]).collect();
            if holds(&mut relaxed(grid, &without)) {
                known = without;
            }
        }
        known
    }
}

/// Whether `narrowed` (places of `vars`) rules out every cell of `cells`.
fn rules_out(vars: &[Var], narrowed: &[Seats], cells: &[(Var, usize)]) -> bool {
    cells.iter().all(|&(var, seat)| {
        let at = vars
            .iter()
            .position(|&v| v == var)
            .expect("a value of the unit");
        narrowed[at] & (1 << seat) == 0
    })
}

/// The places of `grid` for the values `keep`, every place for the others.
fn relaxed(grid: &Grid, keep: &[Var]) -> Vec<Seats> {
    let all = ((1u32 << grid.guests) - 1) as Seats;
    (0..grid.vars.len())
        .map(|v| {
            if keep.contains(&v) {
                grid.seats[v]
            } else {
                all
            }
        })
        .collect()
}

/// `riddle` with only the clues `clues`, the facts `grid` holds about the values `facts` as
/// clues, and the clue that `value` is in `seat`: the riddle that has no seating when the
/// clues and facts rule that cell out.
pub fn restricted(
    riddle: &Riddle,
    grid: &Grid,
    clues: &[usize],
    facts: &[Var],
    (value, seat): (Var, usize),
) -> Riddle {
    let at =
        |var: Var, seat: usize| ClueKind::InSeat(grid.guest(var), Seat::FromLeft(seat as u8 + 1));
    let mut kinds: Vec<ClueKind> = clues
        .iter()
        .map(|&c| riddle.clues[c].kind.clone())
        .collect();
    for &var in facts {
        for seat in 0..grid.guests {
            if grid.seats[var] & (1 << seat) == 0 {
                kinds.push(ClueKind::Not(Box::new(at(var, seat))));
            }
        }
    }
    kinds.push(at(value, seat));
    let mut restricted = Riddle::from_clues(
        riddle.guests,
        riddle.vocabulary.clone(),
        kinds,
        riddle.anonymous,
    );
    restricted.place = riddle.place;
    restricted
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::check;
    use crate::source::Source;

    fn seed() -> Riddle {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/corpus/game/seed-000.txt");
        let source = Source::new(path, std::fs::read_to_string(path).unwrap());
        crate::read::read(&source).unwrap()
    }

    /// The step `find` finds from the empty grid of the game's riddle, finished, with the
    /// riddle and the grid.
    fn first(find: impl Fn(&Finder, &Grid) -> Option<Found>) -> (Riddle, Grid, Step) {
        let riddle = seed();
        let grid = Grid::empty(&riddle);
        let finder = Finder::new(&riddle, Reading::Immediate, &grid);
        let found = find(&finder, &grid).expect("some cell is refuted");
        let step = finder.finish(&grid, found, 0);
        (riddle, grid, step)
    }

    /// The corpus never needs the last resort (propagation refutes some case split in each),
    /// so it is asked directly here: from the empty grid of the game's riddle, its case split
    /// must pass the check, and need both fewer clues than the riddle has and one at least.
    #[test]
    fn the_exhaustive_case_split_is_a_step_the_check_accepts() {
        let (riddle, grid, step) = first(|finder, grid| finder.search(grid));
        assert_eq!(step.level, Level::Search);
        assert!(!step.clues.is_empty() && step.clues.len() < riddle.clues.len());
        assert_eq!(check(&riddle, Reading::Immediate, &grid, &step), Ok(()));
        // Every clue it keeps is needed: without any one, the supposition stands.
        let (var, seat) = step.supposed.unwrap();
        for left_out in 0..step.clues.len() {
            let mut clues = step.clues.clone();
            clues.remove(left_out);
            let riddle = restricted(&riddle, &grid, &clues, &[], (var, seat));
            assert!(!solve(&riddle, Reading::Immediate, 1).unwrap().is_empty());
        }
    }

    /// A case split refuted by propagation passes the check too.
    #[test]
    fn a_case_split_refuted_by_propagation_passes_the_check() {
        let (riddle, grid, step) = first(|finder, grid| finder.split(grid));
        assert_eq!(step.level, Level::Split);
        assert_eq!(check(&riddle, Reading::Immediate, &grid, &step), Ok(()));
    }
}
