//! Clues to a 0/1 program: one binary per (value, seat) and per (anonymous guest, seat), and
//! linear constraints saying what the clues say. Built once per riddle and reading; `solve`
//! turns it into as many microlp models as it needs, adding only its own cuts to each.

use good_lp::solvers::microlp::MicroLpProblem;
use good_lp::{Constraint, Expression, ProblemVariables, SolverModel, Variable, microlp, variable};

use crate::clue::{ClueKind, Guest, Reading};
use crate::riddle::Riddle;
use crate::vocabulary::Category;

/// The compiled riddle: its variables, where each one sits, and the constraints over them.
pub struct Program {
    guests: usize,
    variables: ProblemVariables,
    /// `named[category.index()][value][seat]` is 1 when that seat holds that value.
    named: [Vec<Vec<Variable>>; 5],
    /// `anonymous[guest][seat]` is 1 when anonymous guest `guest` sits there.
    anonymous: Vec<Vec<Variable>>,
    constraints: Vec<Constraint>,
}

/// Compiles `riddle` under `reading` (which only matters for plain "left of").
///
/// # Panics
///
/// When a clue names a value its category does not have in the vocabulary, or an anonymous
/// guest numbered `riddle.anonymous` or above: the grammar never builds such a clue.
pub fn compile(riddle: &Riddle, reading: Reading) -> Program {
    let guests = riddle.guests;
    let mut variables = ProblemVariables::new();
    let named = Category::ALL.map(|category| {
        let values = riddle.vocabulary.values(category).len();
        (0..values)
            .map(|_| variables.add_vector(variable().binary(), guests))
            .collect()
    });
    let anonymous = (0..riddle.anonymous)
        .map(|_| variables.add_vector(variable().binary(), guests))
        .collect();
    let mut program = Program {
        guests,
        variables,
        named,
        anonymous,
        constraints: Vec::new(),
    };
    program.placement();
    for clue in &riddle.clues {
        program.clue(&clue.kind, true, reading);
    }
    program
}

impl Program {
    /// Number of seats, as in the riddle.
    pub fn guests(&self) -> usize {
        self.guests
    }

    /// Every named cell: category, value, seat and its variable.
    pub fn cells(&self) -> impl Iterator<Item = (Category, u8, usize, Variable)> + '_ {
        Category::ALL.into_iter().flat_map(move |category| {
            self.named[category.index()]
                .iter()
                .enumerate()
                .flat_map(move |(value, seats)| {
                    seats
                        .iter()
                        .enumerate()
                        .map(move |(seat, x)| (category, value as u8, seat, *x))
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

    /// Each value in exactly one seat, each anonymous guest in exactly one seat, each seat with
    /// at most one value per category (exactly one when the category names every guest).
    fn placement(&mut self) {
        let one_seat = |seats: &Vec<Variable>| seats.iter().sum::<Expression>().eq(1);
        let mut constraints: Vec<Constraint> = self
            .named
            .iter()
            .flatten()
            .chain(&self.anonymous)
            .map(one_seat)
            .collect();
        for values in self.named.iter().filter(|values| !values.is_empty()) {
            for seat in 0..self.guests {
                let held: Expression = values.iter().map(|seats| seats[seat]).sum();
                constraints.push(if values.len() == self.guests {
                    held.eq(1)
                } else {
                    held.leq(1)
                });
            }
        }
        self.constraints.extend(constraints);
    }

    /// Adds the constraints making `kind` true, or false when `holds` is false.
    fn clue(&mut self, kind: &ClueKind, holds: bool, reading: Reading) {
        match kind {
            // Equal indicators rather than the implication rows of `relation`: the same points,
            // and microlp gets through them faster.
            ClueKind::Same(a, b) if holds => {
                let rows: Vec<Constraint> = (self.indicator(*a).iter().zip(self.indicator(*b)))
                    .map(|(x, y)| (*x - *y).eq(0))
                    .collect();
                self.constraints.extend(rows);
            }
            ClueKind::Same(a, b) => self.relation(*a, *b, holds, |s, t| s == t),
            ClueKind::NextTo(a, b) => self.relation(*a, *b, holds, |s, t| s.abs_diff(t) == 1),
            ClueKind::LeftOf { left, right, reach } => {
                if reach.is_immediate(reading) {
                    self.relation(*left, *right, holds, |s, t| t == s + 1)
                } else {
                    self.relation(*left, *right, holds, |s, t| s < t)
                }
            }
            ClueKind::InSeat(guest, seat) => match seat.index(self.guests) {
                Some(seat) => {
                    let x = self.indicator(*guest)[seat];
                    self.constraints
                        .push(Expression::from(x).eq(if holds { 1 } else { 0 }));
                }
                // A seat the row does not have: nobody sits there, so only the negation holds.
                None if holds => self.contradiction(),
                None => {}
            },
            ClueKind::Not(inner) => self.clue(inner, !holds, reading),
            // Naming values states nothing about seats, so it is true and its negation false.
            ClueKind::Declare { .. } if holds => {}
            ClueKind::Declare { .. } => self.contradiction(),
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
        related: impl Fn(usize, usize) -> bool,
    ) {
        let b = self.indicator(b);
        let rows: Vec<Constraint> = (self.indicator(a).iter().enumerate())
            .map(|(s, x)| {
                let partners: Expression = b
                    .iter()
                    .enumerate()
                    .filter(|(t, _)| related(s, *t))
                    .map(|(_, y)| *y)
                    .sum();
                if holds {
                    (*x - partners).leq(0)
                } else {
                    (*x + partners).leq(1)
                }
            })
            .collect();
        self.constraints.extend(rows);
    }

    /// A constraint no point satisfies: microlp reports the model infeasible, as it should.
    fn contradiction(&mut self) {
        self.constraints.push(Expression::from(0).leq(-1));
    }

    /// The guest's seat indicators, one variable per seat.
    fn indicator(&self, guest: Guest) -> &[Variable] {
        match guest {
            Guest::Value(category, value) => &self.named[category.index()][value as usize],
            Guest::Anonymous(n) => &self.anonymous[n as usize],
        }
    }
}

#[cfg(test)]
mod tests {
    use good_lp::{ResolutionError, Solution};

    use super::*;
    use crate::clue::{Reach, Seat};
    use crate::vocabulary::Vocabulary;

    const A: Guest = Guest::Value(Category::Name, 0);
    const B: Guest = Guest::Value(Category::Name, 1);
    const X: Guest = Guest::Anonymous(0);

    /// `names` guests named by letter, in `guests` seats, with one anonymous guest.
    fn riddle(guests: usize, names: usize, clues: Vec<ClueKind>) -> Riddle {
        let mut vocabulary = Vocabulary::default();
        for name in ["A", "B", "C", "D", "E"].into_iter().take(names) {
            vocabulary.intern(Category::Name, name);
        }
        Riddle::from_clues(guests, vocabulary, clues, 1)
    }

    fn feasible(riddle: &Riddle, reading: Reading) -> bool {
        match compile(riddle, reading).model().solve() {
            Ok(_) => true,
            Err(ResolutionError::Infeasible) => false,
            Err(error) => panic!("microlp failed: {error}"),
        }
    }

    fn not(kind: ClueKind) -> ClueKind {
        ClueKind::Not(Box::new(kind))
    }

    fn left_of(left: Guest, right: Guest, reach: Reach) -> ClueKind {
        ClueKind::LeftOf { left, right, reach }
    }

    #[test]
    fn lays_out_one_cell_per_value_and_seat() {
        let mut riddle = riddle(3, 3, Vec::new());
        riddle.vocabulary.intern(Category::Drink, "rum");
        let program = compile(&riddle, Reading::Immediate);
        let cells: Vec<_> = program.cells().map(|(c, v, s, _)| (c, v, s)).collect();
        let mut expected: Vec<_> = (0..3)
            .flat_map(|v| (0..3).map(move |s| (Category::Name, v, s)))
            .chain((0..3).map(|s| (Category::Drink, 0, s)))
            .collect();
        expected.sort();
        assert_eq!(cells, expected);
        assert_eq!(program.guests(), 3);
    }

    #[test]
    fn puts_a_guest_in_her_seat() {
        let riddle = riddle(3, 3, vec![ClueKind::InSeat(A, Seat::FromRight(1))]);
        let program = compile(&riddle, Reading::Immediate);
        let solution = program.model().solve().unwrap();
        let seat_of_a: Vec<_> = program
            .cells()
            .filter(|&(c, v, _, x)| (c, v) == (Category::Name, 0) && solution.value(x) > 0.5)
            .map(|(_, _, s, _)| s)
            .collect();
        assert_eq!(seat_of_a, [2]);
    }

    #[test]
    fn a_guest_related_to_herself() {
        let cases = [
            (ClueKind::Same(A, A), true),
            (not(ClueKind::Same(X, X)), false),
            (ClueKind::NextTo(X, X), false),
            (not(ClueKind::NextTo(A, A)), true),
            (left_of(A, A, Reach::Immediate), false),
            (left_of(A, A, Reach::Somewhere), false),
            (not(left_of(X, X, Reach::Somewhere)), true),
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
    fn declarations_are_true_and_their_negation_false() {
        let declare = ClueKind::Declare {
            category: Category::Name,
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
            left_of(A, B, Reach::AsRead),
        ];
        let riddle = riddle(3, 3, clues);
        assert!(!feasible(&riddle, Reading::Immediate));
        assert!(feasible(&riddle, Reading::Somewhere));
    }

    #[test]
    fn each_model_starts_from_the_clues_alone() {
        let riddle = riddle(3, 3, vec![ClueKind::InSeat(A, Seat::FromLeft(1))]);
        let program = compile(&riddle, Reading::Immediate);
        let (_, _, _, a_left) = program.cells().next().unwrap();
        let mut cut = program.model();
        cut.add_constraint(Expression::from(a_left).leq(0));
        assert!(matches!(cut.solve(), Err(ResolutionError::Infeasible)));
        assert!(program.model().solve().is_ok());
    }
}
