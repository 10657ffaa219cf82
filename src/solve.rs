//! Finds seatings: propagates, splits the domains while too many cells stay open, solves the
//! compiled program over what is left open with microlp, reads a seating off it, cuts that
//! seating away and solves again, up to a limit.
//! Every seating passes `verify` before it is returned, so an encoding bug surfaces as an
//! error, never as a wrong answer.

use std::fmt;

use good_lp::{Constraint, ResolutionError, Solution, SolverModel};

use crate::clue::Reading;
use crate::compile::{Cell, Program, Row, compile};
use crate::propagate::{Domains, Propagator};
use crate::riddle::{Riddle, Seating};
use crate::verify::{Malformation, Violation, verify};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// The solver's seating breaks clue `clue` (an index into `riddle.clues`) when checked
    /// independently: a bug in the encoding, reported instead of a wrong answer.
    Unverified { clue: usize },
    /// The solver's seating does not even fit the riddle.
    Malformed(Malformation),
    /// microlp failed for another reason than there being no (further) seating.
    Solver(String),
}

/// Worded to follow "the solver failed: ", as the command line prints it.
impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Unverified { clue } => write!(
                f,
                "its seating breaks clue {} of the riddle when checked again (an internal error)",
                clue + 1
            ),
            SolveError::Malformed(malformation) => {
                write!(
                    f,
                    "its seating is malformed: {malformation} (an internal error)"
                )
            }
            SolveError::Solver(message) => write!(f, "microlp: {message}"),
        }
    }
}

impl std::error::Error for SolveError {}

/// Up to `limit` distinct seatings satisfying every clue of `riddle` under `reading`.
/// Fewer means there are no more: none for a contradictory riddle, one for a unique answer.
/// Seatings differing only in where anonymous guests sit are the same seating.
///
/// Propagation runs first. When it proves there is no seating, microlp is not asked; when it
/// leaves each named value one seat and that seating verifies, that is the only seating, and
/// microlp is not asked either. When it leaves at most [`MICROLP_CELLS`] cells open, microlp
/// solves the program over them; more, and the domains are split on one value's seats, each part
/// propagated and solved the same way.
pub fn solve(riddle: &Riddle, reading: Reading, limit: usize) -> Result<Vec<Seating>, SolveError> {
    solve_splitting(riddle, reading, limit, MICROLP_CELLS)
}

/// `solve`, giving microlp at most `cells` open cells at once (0: splitting down to single
/// seatings, microlp only deciding where anonymous guests can sit). The tests try several.
pub fn solve_splitting(
    riddle: &Riddle,
    reading: Reading,
    limit: usize,
    cells: usize,
) -> Result<Vec<Seating>, SolveError> {
    let mut seatings = Vec::new();
    if limit == 0 {
        return Ok(seatings);
    }
    let propagator = Propagator::new(riddle, reading);
    if let Some(domains) = propagator.propagate() {
        let solver = Splitting {
            riddle,
            reading,
            propagator,
            cells,
            limit,
        };
        solver.within(&domains, &mut seatings)?;
    }
    Ok(seatings)
}

/// The most open cells microlp is given at once. Its branch and bound is quick on a program
/// this small, but on a large one with few clues it can wander: a 9-guest riddle the fuzzer
/// wrote, with 351 cells left open, took it 26 s to find a first seating. Splitting the
/// domains first answers that riddle in milliseconds.
pub const MICROLP_CELLS: usize = 100;

/// The most seatings one program is asked for before its domains are split instead: finding
/// one and the proof there is no second, the usual question, takes two.
pub const PER_PROGRAM: usize = 4;

/// What `solve_splitting` works with.
struct Splitting<'r> {
    riddle: &'r Riddle,
    reading: Reading,
    propagator: Propagator,
    /// The most open cells microlp is given at once.
    cells: usize,
    limit: usize,
}

impl Splitting<'_> {
    /// Adds to `seatings` those within `domains`, until there are `limit`.
    fn within(&self, domains: &Domains, seatings: &mut Vec<Seating>) -> Result<(), SolveError> {
        let (riddle, reading) = (self.riddle, self.reading);
        if let Some(seating) = domains.seating()
            && verify(riddle, &seating, reading).is_ok()
        {
            seatings.push(seating);
            return Ok(());
        }
        if domains.open() > self.cells {
            for part in self.propagator.split(domains) {
                if seatings.len() == self.limit {
                    break;
                }
                self.within(&part, seatings)?;
            }
            return Ok(());
        }
        // Few cells open, or every named value seated but the seating not verified (where the
        // anonymous guests can sit is for the program to say).
        let program = compile(riddle, reading, domains);
        let left = self.limit - seatings.len();
        let found = enumerate(riddle, reading, &program, left.min(PER_PROGRAM + 1))?;
        // Many seatings here: each one found adds a cut, and a program with many cuts is slow
        // to solve (counting a thousand seatings of 8 guests this way took minutes). Splitting
        // instead keeps every program small; the seatings found are found again in the parts.
        if found.len() > PER_PROGRAM && domains.open() > 0 {
            for part in self.propagator.split(domains) {
                if seatings.len() == self.limit {
                    break;
                }
                self.within(&part, seatings)?;
            }
            return Ok(());
        }
        seatings.extend(found);
        Ok(())
    }
}

/// `solve` on the plain one-hot program, without propagation: what the propagation is measured
/// against, and a check on the encoding that does not depend on it.
pub fn solve_plain(
    riddle: &Riddle,
    reading: Reading,
    limit: usize,
) -> Result<Vec<Seating>, SolveError> {
    let program = compile(riddle, reading, &Domains::full(riddle));
    enumerate(riddle, reading, &program, limit)
}

/// Solves `program` with microlp, cutting each seating found away, until `limit` seatings or
/// no more.
fn enumerate(
    riddle: &Riddle,
    reading: Reading,
    program: &Program,
    limit: usize,
) -> Result<Vec<Seating>, SolveError> {
    let mut seatings = Vec::new();
    if program.infeasible() {
        return Ok(seatings);
    }
    let mut cuts: Vec<Constraint> = Vec::new();
    while seatings.len() < limit {
        let mut model = program.model();
        for cut in &cuts {
            model.add_constraint(cut.clone());
        }
        let solution = match model.solve() {
            Ok(solution) => solution,
            Err(ResolutionError::Infeasible) => break,
            Err(error) => return Err(SolveError::Solver(error.to_string())),
        };
        let seating = read(program, &solution);
        verify(riddle, &seating, reading).map_err(|violation| match violation {
            Violation::Clue(clue) => SolveError::Unverified { clue },
            Violation::Malformed(malformation) => SolveError::Malformed(malformation),
        })?;
        seatings.push(seating);
        match exclude(program, seatings.last().expect("just pushed")) {
            Row::Constraint(cut) => cuts.push(cut),
            // Every named cell is settled (the cut is then `0 <= -1`): no other seating exists.
            Row::Fails | Row::Holds => break,
        }
    }
    Ok(seatings)
}

/// The named values of a solution; anonymous guests are not part of the answer.
fn read(program: &Program, solution: &impl Solution) -> Seating {
    let mut seating = Seating::empty(program.categories(), program.guests());
    for (category, value, seat, cell) in program.cells() {
        let sits = match cell {
            Cell::Zero => false,
            Cell::One => true,
            Cell::Open(x) => solution.value(x) > 0.5,
        };
        if sits {
            seating.cells[category.index()][seat] = Some(value);
        }
    }
    seating
}

/// The no-good cut: at least one named cell of `seating` must change. Anonymous cells are left
/// out, or the same seating would come back once per placement of the anonymous guests.
fn exclude(program: &Program, seating: &Seating) -> Row {
    let held: Vec<Cell> = program
        .cells()
        .filter(|&(category, value, seat, _)| seating.get(category, seat) == Some(value))
        .map(|(_, _, _, cell)| cell)
        .collect();
    Program::at_most(&held, held.len() as i32 - 1)
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::clue::{Clue, ClueKind, Guest, Reach, Seat, SeatRelation};
    use crate::source::Span;
    use crate::vocabulary::{Category, KINDS, Vocabulary};

    const A: Guest = Guest::Value(Category::NAME, 0);
    const B: Guest = Guest::Value(Category::NAME, 1);
    const C: Guest = Guest::Value(Category::NAME, 2);
    const RED: Guest = Guest::Value(Category::COLOR, 0);
    const GREEN: Guest = Guest::Value(Category::COLOR, 1);
    const X: Guest = Guest::Anonymous(0);

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

    /// Three guests A, B, C wearing red, green and blue.
    fn three(anonymous: u16, clues: Vec<ClueKind>) -> Riddle {
        let words: [(Category, &[&str]); 2] = [
            (Category::NAME, &["A", "B", "C"]),
            (Category::COLOR, &["red", "green", "blue"]),
        ];
        riddle(3, &words, anonymous, clues)
    }

    fn not(kind: ClueKind) -> ClueKind {
        ClueKind::Not(Box::new(kind))
    }

    fn count(riddle: &Riddle, reading: Reading) -> usize {
        solve(riddle, reading, 1000).unwrap().len()
    }

    #[test]
    fn solves_a_riddle_with_one_answer() {
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
        assert_eq!(solve(&riddle, Reading::Immediate, 2), Ok(vec![expected]));
    }

    #[test]
    fn stops_at_the_limit_of_an_ambiguous_riddle() {
        let riddle = three(
            0,
            vec![
                ClueKind::InSeat(A, Seat::FromLeft(1)),
                ClueKind::Same(A, RED),
            ],
        );
        let two = solve(&riddle, Reading::Immediate, 2).unwrap();
        assert_eq!(two.len(), 2);
        assert_ne!(two[0], two[1]);
        assert_eq!(count(&riddle, Reading::Immediate), 2 * 2);
        assert_eq!(solve(&riddle, Reading::Immediate, 0), Ok(Vec::new()));
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
        assert_eq!(solve(&riddle, Reading::Immediate, 2), Ok(Vec::new()));
    }

    #[test]
    fn seats_someone_between_two_guests() {
        // "Someone sat next to both A and B": only the middle guest can, so C sits there.
        let riddle = three(1, vec![ClueKind::next_to(X, A), ClueKind::next_to(X, B)]);
        let seatings = solve(&riddle, Reading::Immediate, 1000).unwrap();
        assert_eq!(seatings.len(), 2 * 6);
        assert!(
            seatings
                .iter()
                .all(|s| s.seat_of(Category::NAME, 2) == Some(1))
        );
    }

    #[test]
    fn counts_a_seating_once_whatever_anonymous_guests_do() {
        // Two named guests in three seats, and someone next to A: always true, and often
        // true in two ways, but the six seatings of A and B are all there is.
        let words: [(Category, &[&str]); 1] = [(Category::NAME, &["A", "B"])];
        let riddle = riddle(3, &words, 1, vec![ClueKind::next_to(X, A)]);
        assert_eq!(count(&riddle, Reading::Immediate), 6);
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
        let colors = 2;
        assert_eq!(count(&riddle, Reading::Immediate), 2 * colors);
        assert_eq!(count(&riddle, Reading::Somewhere), 3 * colors);
    }

    #[test]
    fn leaves_unnamed_values_empty() {
        // Three guests, two named colors: one guest's color goes unnamed.
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
        let seatings = solve(&riddle(3, &words, 0, clues), Reading::Immediate, 2).unwrap();
        let mut expected = Seating::empty(KINDS.len(), 3);
        expected.cells[Category::NAME.index()] = vec![Some(0), Some(1), Some(2)];
        expected.cells[Category::COLOR.index()] = vec![None, Some(0), Some(1)];
        assert_eq!(seatings, [expected]);
    }

    #[test]
    fn honours_negations() {
        let apart = three(0, vec![not(ClueKind::next_to(A, B))]);
        assert_eq!(count(&apart, Reading::Immediate), 2 * 6);
        let twice = three(0, vec![not(not(ClueKind::InSeat(A, Seat::Center)))]);
        assert_eq!(count(&twice, Reading::Immediate), 2 * 6);
    }

    /// One of Dishonored 2's Jindosh riddles, clue by clue as its sentences read; checked by
    /// brute force apart from this crate: one answer read immediately, five read somewhere.
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
        let seatings = solve(&riddle, Reading::Immediate, 2).unwrap();
        assert_eq!(seatings.len(), 1);
        let names = &seatings[0].cells[Category::NAME.index()];
        assert_eq!(names, &[Some(1), Some(4), Some(0), Some(3), Some(2)]);
        assert_eq!(count(&riddle, Reading::Somewhere), 5);
    }

    /// A small deterministic generator, so the cross-check below needs no crate.
    struct Dice(u64);

    impl Dice {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((self.0 >> 33) % n as u64) as usize
        }
    }

    fn random_clue(dice: &mut Dice, riddle: &Riddle) -> ClueKind {
        let guest = |dice: &mut Dice| {
            let categories: Vec<Category> = riddle.vocabulary.categories().collect();
            let anonymous = riddle.anonymous as usize;
            let pick = dice.below(categories.len() + anonymous);
            match categories.get(pick) {
                Some(&category) => {
                    let values = riddle.vocabulary.values(category).len();
                    Guest::Value(category, dice.below(values) as u8)
                }
                None => Guest::Anonymous((pick - categories.len()) as u16),
            }
        };
        let (a, b) = (guest(dice), guest(dice));
        let rank = dice.below(riddle.guests + 1) as u8 + 1;
        let distance = rank.min(riddle.guests as u8);
        let kind = match dice.below(10) {
            0 | 1 => ClueKind::Same(a, b),
            2 => ClueKind::next_to(a, b),
            3 => ClueKind::InSeat(
                a,
                [
                    Seat::FromLeft(rank),
                    Seat::FromRight(rank),
                    Seat::Center,
                    Seat::End,
                ][dice.below(4)],
            ),
            4 => ClueKind::Declare {
                category: Category::NAME,
                values: vec![0],
            },
            5 => ClueKind::Seats {
                a,
                relation: SeatRelation::LeftBy(distance),
                b,
            },
            6 => ClueKind::Seats {
                a,
                relation: SeatRelation::Apart(distance),
                b,
            },
            _ => ClueKind::left_of(
                a,
                b,
                [Reach::AsRead, Reach::Immediate, Reach::Somewhere][dice.below(3)],
            ),
        };
        match dice.below(4) {
            0 => not(kind),
            _ => kind,
        }
    }

    /// Every way to put `values` distinct values into `guests` seats.
    fn rows(guests: usize, values: usize) -> Vec<Vec<Option<u8>>> {
        let mut rows = vec![vec![None; guests]];
        for value in 0..values as u8 {
            let mut longer = Vec::new();
            for row in &rows {
                for seat in (0..guests).filter(|&seat| row[seat].is_none()) {
                    let mut row = row.clone();
                    row[seat] = Some(value);
                    longer.push(row);
                }
            }
            rows = longer;
        }
        rows
    }

    fn every_seating(riddle: &Riddle) -> Vec<Seating> {
        let mut seatings = vec![Seating::empty(riddle.vocabulary.count(), riddle.guests)];
        for category in riddle.vocabulary.categories() {
            let rows = rows(riddle.guests, riddle.vocabulary.values(category).len());
            seatings = seatings
                .into_iter()
                .flat_map(|seating| {
                    rows.iter().map(move |row| {
                        let mut seating = seating.clone();
                        seating.cells[category.index()] = row.clone();
                        seating
                    })
                })
                .collect();
        }
        seatings
    }

    /// The solver and the checker share no code but what each seat and seat relation means;
    /// on small random riddles they must agree on exactly which seatings are answers.
    #[test]
    fn agrees_with_checking_every_seating() {
        let mut dice = Dice(7);
        for _ in 0..300 {
            let guests = 2 + dice.below(3);
            let colors: Vec<String> = (0..guests - dice.below(2))
                .map(|c| format!("c{c}"))
                .collect();
            let names: Vec<String> = (0..guests).map(|n| format!("n{n}")).collect();
            let mut riddle = riddle(guests, &[], dice.below(3) as u16, Vec::new());
            for (category, words) in [(Category::NAME, &names), (Category::COLOR, &colors)] {
                for word in words {
                    riddle.vocabulary.intern(category, word);
                }
            }
            for _ in 0..1 + dice.below(4) {
                let kind = random_clue(&mut dice, &riddle);
                riddle.clues.push(Clue {
                    span: Span::default(),
                    kind,
                });
            }
            let reading = [Reading::Immediate, Reading::Somewhere][dice.below(2)];
            let answers: HashSet<Seating> = every_seating(&riddle)
                .into_iter()
                .filter(|seating| verify(&riddle, seating, reading).is_ok())
                .collect();
            // Past a dozen answers, check a dozen: each no-good cut makes the next solve slower.
            let limit = answers.len().min(12) + 1;
            let found = solve(&riddle, reading, limit).unwrap();
            let distinct: HashSet<Seating> = found.iter().cloned().collect();
            assert_eq!(distinct.len(), found.len(), "{riddle:?}");
            assert_eq!(
                found.len(),
                answers.len().min(limit),
                "{riddle:?} under {reading:?}"
            );
            assert!(distinct.is_subset(&answers), "{riddle:?} under {reading:?}");
        }
    }
}
