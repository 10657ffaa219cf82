//! Clues to a 0/1 program: one binary per (value, seat) and per (anonymous guest, seat) that
//! propagation left open, and linear constraints saying what the clues say. A cell propagation
//! settled is a constant, and a constraint over constants alone is decided here: dropped when
//! it holds, making the program infeasible when it does not. Built once per riddle and reading;
//! `solve` turns it into as many microlp models as it needs, adding only its own cuts to each.

use good_lp::solvers::microlp::MicroLpProblem;
use good_lp::{Constraint, Expression, ProblemVariables, SolverModel, Variable, microlp, variable};

use crate::clue::{ClueKind, Guest, Reading};
use crate::propagate::Domains;
use crate::riddle::Riddle;
use crate::vocabulary::Category;

/// One (guest, seat) cell of the program.
#[derive(Clone, Copy, Debug)]
pub enum Cell {
    /// Propagation proved the guest does not sit there.
    Zero,
    /// Propagation proved the guest sits there.
    One,
    Open(Variable),
}

/// The compiled riddle: its variables, where each one sits, and the constraints over them.
pub struct Program {
    guests: usize,
    variables: ProblemVariables,
    /// `named[category.index()][value][seat]`: whether that seat holds that value.
    named: Vec<Vec<Vec<Cell>>>,
    /// `anonymous[guest][seat]`: whether anonymous guest `guest` sits there.
    anonymous: Vec<Vec<Cell>>,
    constraints: Vec<Constraint>,
    /// A constraint over settled cells alone fails: no point is feasible.
    infeasible: bool,
}

/// A linear constraint over cells, once the settled ones are counted in.
pub enum Row {
    Constraint(Constraint),
    /// The settled cells alone satisfy it.
    Holds,
    /// The settled cells alone break it.
    Fails,
}

/// How a row compares its sum with its bound.
#[derive(Clone, Copy)]
enum Compare {
    AtMost,
    Exactly,
}

/// Compiles `riddle` under `reading` (which only matters for plain "left of") over the seats
/// `domains` leaves each guest: `Domains::full` for the plain one-hot program.
///
/// # Panics
///
/// When a clue names a value its category does not have in the vocabulary, or an anonymous
/// guest numbered `riddle.anonymous` or above: the grammar never builds such a clue.
pub fn compile(riddle: &Riddle, reading: Reading, domains: &Domains) -> Program {
    let guests = riddle.guests;
    let mut variables = ProblemVariables::new();
    let mut cells = |guest: Guest| -> Vec<Cell> {
        let seats = domains.seats(guest);
        (0..guests)
            .map(|seat| match seats {
                _ if seats & (1 << seat) == 0 => Cell::Zero,
                _ if seats == 1 << seat => Cell::One,
                _ => Cell::Open(variables.add(variable().binary())),
            })
            .collect()
    };
    let named = riddle
        .vocabulary
        .all()
        .map(|category| {
            (0..riddle.vocabulary.values(category).len())
                .map(|value| cells(Guest::Value(category, value as u8)))
                .collect()
        })
        .collect();
    let anonymous = (0..riddle.anonymous)
        .map(|n| cells(Guest::Anonymous(n)))
        .collect();
    let mut program = Program {
        guests,
        variables,
        named,
        anonymous,
        constraints: Vec::new(),
        infeasible: false,
    };
    program.placement();
    for clue in &riddle.clues {
        program.clue(&clue.kind, true, reading, None);
    }
    program
}

impl Program {
    /// Number of seats, as in the riddle.
    pub fn guests(&self) -> usize {
        self.guests
    }

    /// Number of categories, as in the riddle's vocabulary.
    pub fn categories(&self) -> usize {
        self.named.len()
    }

    /// Whether a constraint over settled cells failed, so that no seating exists.
    pub fn infeasible(&self) -> bool {
        self.infeasible
    }

    /// Every named cell: category, value, seat and its cell.
    pub fn cells(&self) -> impl Iterator<Item = (Category, u8, usize, Cell)> + '_ {
        self.named
            .iter()
            .enumerate()
            .flat_map(move |(category, values)| {
                let category = Category::from_index(category);
                values.iter().enumerate().flat_map(move |(value, seats)| {
                    seats
                        .iter()
                        .enumerate()
                        .map(move |(seat, cell)| (category, value as u8, seat, *cell))
                })
            })
    }

    /// A fresh microlp model holding every constraint of the riddle, ready for more cuts.
    /// The objective is zero: any feasible seating will do.
    pub fn model(&self) -> MicroLpProblem {
        let mut model = self.variables.clone().minimise(0).using(microlp);
        for constraint in &self.constraints {
            model.add_constraint(constraint.clone());
        }
        model
    }

    /// The constraint `sum of cells <= bound`.
    pub fn at_most(cells: &[Cell], bound: i32) -> Row {
        row(cells.iter().map(|cell| (1, *cell)), Compare::AtMost, bound)
    }

    /// Each value in exactly one seat, each anonymous guest in exactly one seat, each seat with
    /// at most one value per category (exactly one when the category names every guest).
    fn placement(&mut self) {
        let mut rows: Vec<(Vec<Cell>, Compare)> = self
            .named
            .iter()
            .flatten()
            .chain(&self.anonymous)
            .map(|seats| (seats.clone(), Compare::Exactly))
            .collect();
        for values in self.named.iter().filter(|values| !values.is_empty()) {
            let compare = if values.len() == self.guests {
                Compare::Exactly
            } else {
                Compare::AtMost
            };
            for seat in 0..self.guests {
                rows.push((values.iter().map(|seats| seats[seat]).collect(), compare));
            }
        }
        for (cells, compare) in rows {
            self.push(row(cells.into_iter().map(|cell| (1, cell)), compare, 1));
        }
    }

    /// Adds the constraints making `kind` true, or false when `holds` is false; under a
    /// `guard`, only when that binary is 1 (one side of an "either ... or").
    fn clue(&mut self, kind: &ClueKind, holds: bool, reading: Reading, guard: Option<Variable>) {
        match kind {
            // Equal indicators rather than the implication rows of `relation`: the same points,
            // and microlp gets through them faster.
            ClueKind::Same(a, b) if holds && guard.is_none() => {
                let (a, b) = (self.indicator(*a).to_vec(), self.indicator(*b).to_vec());
                for (x, y) in a.into_iter().zip(b) {
                    self.push(row([(1, x), (-1, y)], Compare::Exactly, 0));
                }
            }
            ClueKind::Same(a, b) => self.relation(*a, *b, holds, guard, |s, t| s == t),
            ClueKind::Seats { a, relation, b } => {
                self.relation(*a, *b, holds, guard, |s, t| relation.holds(s, t, reading))
            }
            // The guest sits in exactly one seat, so she is in (or out of) the seats named
            // when she is in none of the others: one row, and no seat at all means no seating.
            ClueKind::InSeat(guest, seat) => {
                let guests = self.guests;
                let elsewhere: Vec<_> = (self.indicator(*guest).iter().enumerate())
                    .filter(|&(s, _)| seat.holds(s, guests) != holds)
                    .map(|(_, x)| (1, *x))
                    .collect();
                self.push(guarded(elsewhere, 0, guard));
            }
            ClueKind::Not(inner) => self.clue(inner, !holds, reading, guard),
            // One binary per side, at least one of them 1 (when the guard is), each side made
            // true when its binary is: the sides may hold together, as "either ... or" allows.
            ClueKind::Either(sides) if holds => {
                let chosen: Vec<Variable> = (sides.iter())
                    .map(|_| self.variables.add(variable().binary()))
                    .collect();
                let guard = guard.map_or(Cell::One, Cell::Open);
                let at_least_one =
                    std::iter::once((1, guard)).chain(chosen.iter().map(|z| (-1, Cell::Open(*z))));
                self.push(row(at_least_one, Compare::AtMost, 0));
                for (side, z) in sides.iter().zip(chosen) {
                    for clue in side {
                        self.clue(clue, true, reading, Some(z));
                    }
                }
            }
            ClueKind::Either(sides) => {
                for side in sides {
                    self.clue(&ClueKind::not_all(side), true, reading, guard);
                }
            }
            // Naming values states nothing about seats, so it is true and its negation false.
            ClueKind::Declare { .. } if holds => {}
            ClueKind::Declare { .. } => match guard {
                Some(z) => self.push(row([(1, Cell::Open(z))], Compare::AtMost, 0)),
                None => self.infeasible = true,
            },
        }
    }

    /// `related(seat of a, seat of b)` must hold (or must not). Both guests sit in exactly one
    /// seat, so "a at s implies b at one of the related seats" is the whole clue, and "a at s
    /// excludes b at every related seat" its negation, each a single row per seat. When `a` and
    /// `b` are the same guest the same rows still say the right thing.
    fn relation(
        &mut self,
        a: Guest,
        b: Guest,
        holds: bool,
        guard: Option<Variable>,
        related: impl Fn(usize, usize) -> bool,
    ) {
        let b = self.indicator(b).to_vec();
        let a = self.indicator(a).to_vec();
        for (s, x) in a.into_iter().enumerate() {
            let partners = (b.iter().enumerate())
                .filter(|(t, _)| related(s, *t))
                .map(|(_, y)| *y);
            let (sign, bound) = if holds { (-1, 0) } else { (1, 1) };
            let terms = std::iter::once((1, x))
                .chain(partners.map(|y| (sign, y)))
                .collect();
            self.push(guarded(terms, bound, guard));
        }
    }

    fn push(&mut self, row: Row) {
        match row {
            Row::Constraint(constraint) => self.constraints.push(constraint),
            Row::Holds => {}
            Row::Fails => self.infeasible = true,
        }
    }

    /// The guest's cells, one per seat.
    fn indicator(&self, guest: Guest) -> &[Cell] {
        match guest {
            Guest::Value(category, value) => &self.named[category.index()][value as usize],
            Guest::Anonymous(n) => &self.anonymous[n as usize],
        }
    }
}

/// `sum of coefficient * cell <= bound`, or under a guard, that row only when the guard is 1:
/// the guard enters with the slack the row can need at most (its positive coefficients over
/// open cells), so that at 0 the row allows every point.
fn guarded(terms: Vec<(i32, Cell)>, bound: i32, guard: Option<Variable>) -> Row {
    let Some(z) = guard else {
        return row(terms, Compare::AtMost, bound);
    };
    let settled: i32 = (terms.iter())
        .filter(|(_, cell)| matches!(cell, Cell::One))
        .map(|(c, _)| c)
        .sum();
    let most: i32 = (terms.iter())
        .filter(|(c, cell)| *c > 0 && matches!(cell, Cell::Open(_)))
        .map(|(c, _)| c)
        .sum();
    let slack = most - (bound - settled);
    if slack <= 0 {
        return Row::Holds;
    }
    let terms = terms.into_iter().chain([(slack, Cell::Open(z))]);
    row(terms, Compare::AtMost, bound + slack)
}

/// `sum of coefficient * cell` compared with `bound`, settled cells moved to the bound.
fn row(terms: impl IntoIterator<Item = (i32, Cell)>, compare: Compare, bound: i32) -> Row {
    let mut sum = Expression::default();
    let mut open = false;
    let mut bound = bound;
    for (coefficient, cell) in terms {
        match cell {
            Cell::Zero => {}
            Cell::One => bound -= coefficient,
            Cell::Open(x) => {
                sum += f64::from(coefficient) * x;
                open = true;
            }
        }
    }
    let holds = match compare {
        Compare::AtMost => 0 <= bound,
        Compare::Exactly => 0 == bound,
    };
    match (open, compare) {
        (false, _) if holds => Row::Holds,
        (false, _) => Row::Fails,
        (true, Compare::AtMost) => Row::Constraint(sum.leq(f64::from(bound))),
        (true, Compare::Exactly) => Row::Constraint(sum.eq(f64::from(bound))),
    }
}

#[cfg(test)]
mod tests {
    use good_lp::{ResolutionError, Solution};

    use super::*;
    use crate::clue::{Reach, Seat, SeatRelation};
    use crate::vocabulary::Vocabulary;

    const A: Guest = Guest::Value(Category::NAME, 0);
    const B: Guest = Guest::Value(Category::NAME, 1);
    const C: Guest = Guest::Value(Category::NAME, 2);
    const X: Guest = Guest::Anonymous(0);

    /// `names` guests named by letter, in `guests` seats, with one anonymous guest.
    fn riddle(guests: usize, names: usize, clues: Vec<ClueKind>) -> Riddle {
        let mut vocabulary = Vocabulary::default();
        for name in ["A", "B", "C", "D", "E"].into_iter().take(names) {
            vocabulary.intern(Category::NAME, name);
        }
        Riddle::from_clues(guests, vocabulary, clues, 1)
    }

    fn program(riddle: &Riddle) -> Program {
        compile(riddle, Reading::Immediate, &Domains::full(riddle))
    }

    fn feasible(riddle: &Riddle, reading: Reading) -> bool {
        let program = compile(riddle, reading, &Domains::full(riddle));
        if program.infeasible() {
            return false;
        }
        match program.model().solve() {
            Ok(_) => true,
            Err(ResolutionError::Infeasible) => false,
            Err(error) => panic!("microlp failed: {error}"),
        }
    }

    fn not(kind: ClueKind) -> ClueKind {
        ClueKind::Not(Box::new(kind))
    }

    #[test]
    fn lays_out_one_cell_per_value_and_seat() {
        let mut riddle = riddle(3, 3, Vec::new());
        riddle.vocabulary.intern(Category::DRINK, "rum");
        let program = program(&riddle);
        let cells: Vec<_> = program.cells().map(|(c, v, s, _)| (c, v, s)).collect();
        let mut expected: Vec<_> = (0..3)
            .flat_map(|v| (0..3).map(move |s| (Category::NAME, v, s)))
            .chain((0..3).map(|s| (Category::DRINK, 0, s)))
            .collect();
        expected.sort();
        assert_eq!(cells, expected);
        assert_eq!(program.guests(), 3);
    }

    #[test]
    fn puts_a_guest_in_her_seat() {
        let riddle = riddle(3, 3, vec![ClueKind::InSeat(A, Seat::FromRight(1))]);
        let program = program(&riddle);
        let solution = program.model().solve().unwrap();
        let seat_of_a: Vec<_> = program
            .cells()
            .filter(|&(c, v, _, cell)| {
                (c, v) == (Category::NAME, 0)
                    && matches!(cell, Cell::Open(x) if solution.value(x) > 0.5)
            })
            .map(|(_, _, s, _)| s)
            .collect();
        assert_eq!(seat_of_a, [2]);
    }

    #[test]
    fn a_guest_related_to_herself() {
        let cases = [
            (ClueKind::Same(A, A), true),
            (not(ClueKind::Same(X, X)), false),
            (ClueKind::next_to(X, X), false),
            (not(ClueKind::next_to(A, A)), true),
            (ClueKind::left_of(A, A, Reach::Immediate), false),
            (ClueKind::left_of(A, A, Reach::Somewhere), false),
            (not(ClueKind::left_of(X, X, Reach::Somewhere)), true),
        ];
        for (clue, expected) in cases {
            let riddle = riddle(3, 3, vec![clue.clone()]);
            assert_eq!(feasible(&riddle, Reading::Immediate), expected, "{clue:?}");
        }
    }

    #[test]
    fn a_seat_the_row_lacks_is_nobody_s() {
        let cases = [
            (ClueKind::InSeat(A, Seat::Center), false),
            (not(ClueKind::InSeat(X, Seat::Center)), true),
            (ClueKind::InSeat(X, Seat::FromLeft(5)), false),
            (not(ClueKind::InSeat(A, Seat::FromRight(0))), true),
        ];
        for (clue, expected) in cases {
            let riddle = riddle(4, 4, vec![clue.clone()]);
            assert_eq!(feasible(&riddle, Reading::Immediate), expected, "{clue:?}");
        }
    }

    #[test]
    fn the_ends_seat_two_guests() {
        let at_an_end = |guest| ClueKind::InSeat(guest, Seat::End);
        let two = riddle(4, 4, vec![at_an_end(A), at_an_end(B)]);
        assert!(feasible(&two, Reading::Immediate));
        let three = riddle(4, 4, vec![at_an_end(A), at_an_end(B), at_an_end(C)]);
        assert!(!feasible(&three, Reading::Immediate));
        let apart = ClueKind::Seats {
            a: A,
            relation: SeatRelation::Apart(3),
            b: C,
        };
        let ends_apart = riddle(4, 4, vec![not(at_an_end(A)), apart]);
        assert!(!feasible(&ends_apart, Reading::Immediate));
    }

    #[test]
    fn declarations_are_true_and_their_negation_false() {
        let declare = ClueKind::Declare {
            category: Category::NAME,
            values: vec![0, 1],
        };
        assert!(feasible(
            &riddle(3, 3, vec![declare.clone()]),
            Reading::Immediate
        ));
        assert!(!feasible(
            &riddle(3, 3, vec![not(declare)]),
            Reading::Immediate
        ));
    }

    #[test]
    fn more_values_than_seats_cannot_be_seated() {
        assert!(feasible(&riddle(3, 2, Vec::new()), Reading::Immediate));
        assert!(!feasible(&riddle(3, 4, Vec::new()), Reading::Immediate));
    }

    #[test]
    fn plain_left_of_follows_the_reading() {
        // A at the far left, B at the far right, A left of B: only "somewhere" allows it.
        let clues = vec![
            ClueKind::InSeat(A, Seat::FromLeft(1)),
            ClueKind::InSeat(B, Seat::FromRight(1)),
            ClueKind::left_of(A, B, Reach::AsRead),
        ];
        let riddle = riddle(3, 3, clues);
        assert!(!feasible(&riddle, Reading::Immediate));
        assert!(feasible(&riddle, Reading::Somewhere));
    }

    #[test]
    fn each_model_starts_from_the_clues_alone() {
        let riddle = riddle(3, 3, vec![ClueKind::InSeat(A, Seat::FromLeft(1))]);
        let program = program(&riddle);
        let Some((_, _, _, Cell::Open(a_left))) = program.cells().next() else {
            panic!("an open cell for A in the far-left seat");
        };
        let mut cut = program.model();
        cut.add_constraint(Expression::from(a_left).leq(0));
        assert!(matches!(cut.solve(), Err(ResolutionError::Infeasible)));
        assert!(program.model().solve().is_ok());
    }

    #[test]
    fn cells_propagation_settled_are_constants() {
        // A at the far left and B next to A: propagation seats everyone; nothing is left open.
        let clues = vec![
            ClueKind::InSeat(A, Seat::FromLeft(1)),
            ClueKind::next_to(B, A),
        ];
        let riddle = riddle(3, 3, clues);
        let domains = crate::propagate::propagate(&riddle, Reading::Immediate).unwrap();
        let program = compile(&riddle, Reading::Immediate, &domains);
        assert!(!program.infeasible());
        assert!(
            program
                .cells()
                .all(|(_, _, _, cell)| !matches!(cell, Cell::Open(_)))
        );
        let seated: Vec<_> = (program.cells())
            .filter(|(_, _, _, cell)| matches!(cell, Cell::One))
            .map(|(_, value, seat, _)| (value, seat))
            .collect();
        assert_eq!(seated, [(0, 0), (1, 1), (2, 2)]);
    }

    #[test]
    fn a_settled_row_that_fails_makes_the_program_infeasible() {
        // Domains that seat A at the far left, compiled with a clue that puts A elsewhere.
        let settled = riddle(3, 3, vec![ClueKind::InSeat(A, Seat::FromLeft(1))]);
        let domains = crate::propagate::propagate(&settled, Reading::Immediate).unwrap();
        let moved = riddle(3, 3, vec![ClueKind::InSeat(A, Seat::FromLeft(2))]);
        assert!(compile(&moved, Reading::Immediate, &domains).infeasible());
        assert!(!compile(&settled, Reading::Immediate, &domains).infeasible());
    }

    #[test]
    fn an_open_cell_keeps_its_rows() {
        let riddle = riddle(3, 3, vec![ClueKind::next_to(A, B)]);
        let domains = crate::propagate::propagate(&riddle, Reading::Immediate).unwrap();
        let program = compile(&riddle, Reading::Immediate, &domains);
        assert!(
            program
                .cells()
                .any(|(_, _, _, cell)| matches!(cell, Cell::Open(_)))
        );
        assert!(program.model().solve().is_ok());
    }
}
