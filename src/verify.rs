//! The independent re-check of an answer: is the seating a seating of this riddle, and does
//! every clue hold in it? Plain Rust over seat numbers, sharing nothing with `compile` but the
//! small predicates saying what a seat and a seat relation mean (`Seat::holds`,
//! `SeatRelation::holds`), so a bug in the 0/1 encoding shows up as a refused answer instead
//! of a wrong one.

use std::fmt;

use crate::clue::{ClueKind, Guest, Reading};
use crate::riddle::{Riddle, Seating};
use crate::vocabulary::Category;

/// Why a seating is not an answer to a riddle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Violation {
    /// The seating does not fit the riddle at all.
    Malformed(Malformation),
    /// Index into `riddle.clues` of the first clue at which the clues so far cannot all hold:
    /// the clue itself is false, or (with anonymous guests) no placement of them makes it true
    /// together with the earlier clues about the same anonymous guests.
    Clue(usize),
}

/// How a seating fails to fit its riddle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Malformation {
    /// The seating does not have one row per category of the riddle.
    Rows { rows: usize },
    /// The row of `category` does not have one cell per guest.
    RowLength { category: Category, cells: usize },
    /// A cell holds a value the vocabulary does not have.
    UnknownValue { category: Category, value: u8 },
    /// A named value sits in `seats` seats instead of exactly one.
    Misplaced {
        category: Category,
        value: u8,
        seats: usize,
    },
}

impl fmt::Display for Malformation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Malformation::Rows { rows } => {
                write!(f, "the seating has {rows} rows, not one per category")
            }
            Malformation::RowLength { category, cells } => {
                write!(f, "the {category} row has {cells} cells, not one per guest")
            }
            Malformation::UnknownValue { category, value } => {
                write!(f, "{category} value #{value} is not in the riddle")
            }
            Malformation::Misplaced {
                category,
                value,
                seats,
            } => {
                write!(
                    f,
                    "{category} value #{value} sits in {seats} seats, not one"
                )
            }
        }
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::Malformed(malformation) => write!(f, "malformed seating: {malformation}"),
            Violation::Clue(index) => write!(f, "clue #{} does not hold", index + 1),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks that `seating` answers `riddle` under `reading`.
///
/// Anonymous guests are existential: the clues hold if some seat for each of them makes them
/// all true at once. Anonymous guests linked by no clue are searched separately, so the search
/// costs `guests^k` only for the largest group of `k` guests that clues tie together.
///
/// # Panics
///
/// When a clue names a value its category does not have in the vocabulary, or an anonymous
/// guest numbered `riddle.anonymous` or above: the grammar never builds such a clue.
pub fn verify(riddle: &Riddle, seating: &Seating, reading: Reading) -> Result<(), Violation> {
    Verifier::new(riddle, reading).check(seating)
}

/// `verify` for many seatings of one riddle (a count re-checks every seating it finds): what
/// depends on the clues alone, which clues name no anonymous guest and which anonymous guests
/// the clues tie together, is worked out once.
pub struct Verifier<'r> {
    riddle: &'r Riddle,
    reading: Reading,
    /// Clues naming no anonymous guest, in clue order.
    plain: Vec<usize>,
    /// Clues tied together by anonymous guests, each group in clue order.
    groups: Vec<Vec<usize>>,
    /// Where each category's values start in a flat list of value seats.
    offsets: Vec<usize>,
}

impl<'r> Verifier<'r> {
    pub fn new(riddle: &'r Riddle, reading: Reading) -> Verifier<'r> {
        let mut links = Links::new(riddle.anonymous);
        let mut heads = Vec::new();
        let mut plain = Vec::new();
        let mut anonymous = Vec::new();
        for (index, clue) in riddle.clues.iter().enumerate() {
            anonymous.clear();
            anonymous_in(&clue.kind, &mut anonymous);
            if let Some((&head, rest)) = anonymous.split_first() {
                for &other in rest {
                    links.join(head, other);
                }
                heads.push((index, head));
            } else {
                plain.push(index);
            }
        }
        let mut groups: Vec<Vec<usize>> = vec![Vec::new(); riddle.anonymous as usize];
        for (index, head) in heads {
            groups[links.root(head) as usize].push(index);
        }
        groups.retain(|group| !group.is_empty());
        let mut offsets = Vec::with_capacity(riddle.vocabulary.count() + 1);
        let mut next = 0;
        for category in riddle.vocabulary.all() {
            offsets.push(next);
            next += riddle.vocabulary.values(category).len();
        }
        offsets.push(next);
        Verifier {
            riddle,
            reading,
            plain,
            groups,
            offsets,
        }
    }

    /// Checks that `seating` answers the riddle: the first clue that fails, as `verify`.
    pub fn check(&self, seating: &Seating) -> Result<(), Violation> {
        let riddle = self.riddle;
        let check = Check {
            guests: riddle.guests,
            reading: self.reading,
            values: self.value_seats(seating).map_err(Violation::Malformed)?,
            offsets: &self.offsets,
        };
        let first_plain = (self.plain.iter().copied())
            .find(|&index| !check.holds(&riddle.clues[index].kind, &[]));
        let first_grouped =
            (self.groups.iter()).filter_map(|group| check.first_failure(riddle, group));
        match first_grouped.chain(first_plain).min() {
            Some(index) => Err(Violation::Clue(index)),
            None => Ok(()),
        }
    }

    /// The seat of each named value, category after category (`offsets`), once the seating is
    /// known to be well formed.
    fn value_seats(&self, seating: &Seating) -> Result<Vec<usize>, Malformation> {
        let riddle = self.riddle;
        if seating.cells.len() != riddle.vocabulary.count() {
            return Err(Malformation::Rows {
                rows: seating.cells.len(),
            });
        }
        const NOWHERE: usize = usize::MAX;
        let mut seats = vec![NOWHERE; self.offsets[self.offsets.len() - 1]];
        // How many seats hold each value of the category being read: a value must hold one.
        let mut held: Vec<usize> = Vec::new();
        for ((category, row), &offset) in riddle
            .vocabulary
            .all()
            .zip(&seating.cells)
            .zip(&self.offsets)
        {
            if row.len() != riddle.guests {
                return Err(Malformation::RowLength {
                    category,
                    cells: row.len(),
                });
            }
            let named = riddle.vocabulary.values(category).len();
            held.clear();
            held.resize(named, 0);
            for (seat, cell) in row.iter().enumerate() {
                if let Some(value) = *cell {
                    *held
                        .get_mut(value as usize)
                        .ok_or(Malformation::UnknownValue { category, value })? += 1;
                    seats[offset + value as usize] = seat;
                }
            }
            if let Some(value) = held.iter().position(|&n| n != 1) {
                return Err(Malformation::Misplaced {
                    category,
                    value: value as u8,
                    seats: held[value],
                });
            }
        }
        Ok(seats)
    }
}

/// Appends the anonymous guests `kind` mentions, each once, in order of first mention.
fn anonymous_in(kind: &ClueKind, out: &mut Vec<u16>) {
    let mut add = |guest: &Guest| {
        if let Guest::Anonymous(n) = *guest
            && !out.contains(&n)
        {
            out.push(n);
        }
    };
    match kind {
        ClueKind::Same(a, b) | ClueKind::Seats { a, b, .. } => {
            add(a);
            add(b);
        }
        ClueKind::InSeat(guest, _) => add(guest),
        ClueKind::Not(inner) => anonymous_in(inner, out),
        ClueKind::Either(sides) => {
            (sides.iter().flatten()).for_each(|clue| anonymous_in(clue, out))
        }
        ClueKind::Declare { .. } => {}
    }
}

/// Union-find over anonymous guests: two guests are linked when some clue names both.
struct Links {
    parent: Vec<u16>,
}

impl Links {
    fn new(anonymous: u16) -> Links {
        Links {
            parent: (0..anonymous).collect(),
        }
    }

    fn root(&mut self, mut guest: u16) -> u16 {
        while self.parent[guest as usize] != guest {
            let grandparent = self.parent[self.parent[guest as usize] as usize];
            self.parent[guest as usize] = grandparent;
            guest = grandparent;
        }
        guest
    }

    fn join(&mut self, a: u16, b: u16) {
        let (a, b) = (self.root(a), self.root(b));
        self.parent[a as usize] = b;
    }
}

/// What clues are judged against: the row's length, the reading and where named values sit.
struct Check<'v> {
    guests: usize,
    reading: Reading,
    /// `values[offsets[category.index()] + value]`: the seat of each named value.
    values: Vec<usize>,
    offsets: &'v [usize],
}

impl Check<'_> {
    /// For clues tying some anonymous guests together (`group`, in clue order) that no
    /// placement satisfies all at once: the clue at which the prefix stops being satisfiable.
    fn first_failure(&self, riddle: &Riddle, group: &[usize]) -> Option<usize> {
        let clues: Vec<&ClueKind> = group
            .iter()
            .map(|&index| &riddle.clues[index].kind)
            .collect();
        let mut placement = vec![0; riddle.anonymous as usize];
        if self.satisfiable(&clues, &mut placement) {
            return None;
        }
        // Only reached on failure, so the extra searches cost nothing on a good answer.
        (1..=clues.len())
            .find(|&len| !self.satisfiable(&clues[..len], &mut placement))
            .map(|len| group[len - 1])
    }

    /// Whether some seats for the anonymous guests of `clues` make all of them hold.
    fn satisfiable(&self, clues: &[&ClueKind], placement: &mut [usize]) -> bool {
        let mut order = Vec::new();
        let mut decided_at: Vec<Vec<&ClueKind>> = Vec::new();
        for clue in clues {
            let mut own = Vec::new();
            anonymous_in(clue, &mut own);
            for guest in &own {
                if !order.contains(guest) {
                    order.push(*guest);
                }
            }
            decided_at.resize_with(order.len(), Vec::new);
            // A clue can be judged as soon as its last anonymous guest has a seat.
            let last = own
                .iter()
                .filter_map(|guest| order.iter().position(|o| o == guest))
                .max();
            decided_at[last.expect("grouped clues name an anonymous guest")].push(*clue);
        }
        self.place(&order, &decided_at, placement)
    }

    /// Backtracks over seats for `order[0]`, then the rest, judging each clue once it can be.
    fn place(&self, order: &[u16], decided_at: &[Vec<&ClueKind>], placement: &mut [usize]) -> bool {
        let Some((&guest, later)) = order.split_first() else {
            return true;
        };
        (0..self.guests).any(|seat| {
            placement[guest as usize] = seat;
            decided_at[0].iter().all(|clue| self.holds(clue, placement))
                && self.place(later, &decided_at[1..], placement)
        })
    }

    /// Whether `kind` holds with anonymous guests at the seats `placement` gives them.
    fn holds(&self, kind: &ClueKind, placement: &[usize]) -> bool {
        let seat = |guest: &Guest| match *guest {
            Guest::Value(category, value) => {
                let at = self.offsets[category.index()] + value as usize;
                // A value past its category's own would read the next category's seats.
                assert!(
                    at < self.offsets[category.index() + 1],
                    "{category} has no value #{value}"
                );
                self.values[at]
            }
            Guest::Anonymous(n) => placement[n as usize],
        };
        match kind {
            ClueKind::Same(a, b) => seat(a) == seat(b),
            ClueKind::Seats { a, relation, b } => relation.holds(seat(a), seat(b), self.reading),
            ClueKind::InSeat(guest, place) => place.holds(seat(guest), self.guests),
            ClueKind::Not(inner) => !self.holds(inner, placement),
            ClueKind::Either(sides) => {
                (sides.iter()).any(|side| side.iter().all(|clue| self.holds(clue, placement)))
            }
            // Naming values says nothing about seats.
            ClueKind::Declare { .. } => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clue::{Clue, Reach, Seat, SeatRelation};
    use crate::source::Span;
    use crate::vocabulary::{KINDS, Vocabulary};

    const A: Guest = Guest::Value(Category::NAME, 0);
    const B: Guest = Guest::Value(Category::NAME, 1);
    const C: Guest = Guest::Value(Category::NAME, 2);
    const RED: Guest = Guest::Value(Category::COLOR, 0);
    const X: Guest = Guest::Anonymous(0);
    const Y: Guest = Guest::Anonymous(1);

    /// Names A, B, C and colors red, green: fewer colors than guests.
    fn riddle(anonymous: u16, clues: Vec<ClueKind>) -> Riddle {
        let mut vocabulary = Vocabulary::default();
        for name in ["A", "B", "C"] {
            vocabulary.intern(Category::NAME, name);
        }
        for color in ["red", "green"] {
            vocabulary.intern(Category::COLOR, color);
        }
        Riddle::from_clues(3, vocabulary, clues, anonymous)
    }

    fn seating(names: [Option<u8>; 3], colors: [Option<u8>; 3]) -> Seating {
        let mut seating = Seating::empty(KINDS.len(), 3);
        seating.cells[Category::NAME.index()] = names.to_vec();
        seating.cells[Category::COLOR.index()] = colors.to_vec();
        seating
    }

    /// A B C from the left; red on A, green on C, B in an unnamed color.
    fn abc() -> Seating {
        seating([Some(0), Some(1), Some(2)], [Some(0), None, Some(1)])
    }

    #[test]
    fn accepts_a_seating_where_every_clue_holds() {
        let riddle = riddle(
            0,
            vec![
                ClueKind::Same(A, RED),
                ClueKind::next_to(B, A),
                ClueKind::left_of(A, B, Reach::Immediate),
                ClueKind::left_of(A, C, Reach::Somewhere),
                ClueKind::InSeat(C, Seat::FromRight(1)),
                ClueKind::InSeat(B, Seat::Center),
                ClueKind::Not(Box::new(ClueKind::next_to(A, C))),
                ClueKind::InSeat(A, Seat::End),
                ClueKind::Not(Box::new(ClueKind::InSeat(B, Seat::End))),
                ClueKind::Seats {
                    a: A,
                    relation: SeatRelation::LeftBy(2),
                    b: C,
                },
                ClueKind::Seats {
                    a: C,
                    relation: SeatRelation::Apart(2),
                    b: A,
                },
                ClueKind::Declare {
                    category: Category::NAME,
                    values: vec![0, 1, 2],
                },
            ],
        );
        assert_eq!(verify(&riddle, &abc(), Reading::Immediate), Ok(()));
    }

    #[test]
    fn names_the_first_false_clue() {
        let riddle = riddle(
            0,
            vec![
                ClueKind::next_to(A, B),
                ClueKind::InSeat(A, Seat::FromRight(1)),
                ClueKind::Same(B, RED),
            ],
        );
        assert_eq!(
            verify(&riddle, &abc(), Reading::Immediate),
            Err(Violation::Clue(1))
        );
    }

    #[test]
    fn reads_plain_left_of_as_asked() {
        let riddle = riddle(0, vec![ClueKind::left_of(A, C, Reach::AsRead)]);
        assert_eq!(
            verify(&riddle, &abc(), Reading::Immediate),
            Err(Violation::Clue(0))
        );
        assert_eq!(verify(&riddle, &abc(), Reading::Somewhere), Ok(()));
    }

    #[test]
    fn seats_outside_the_row_are_never_taken() {
        let fourth = riddle(0, vec![ClueKind::InSeat(A, Seat::FromLeft(4))]);
        assert_eq!(
            verify(&fourth, &abc(), Reading::Immediate),
            Err(Violation::Clue(0))
        );
        let negated = ClueKind::Not(Box::new(ClueKind::InSeat(A, Seat::FromLeft(4))));
        assert_eq!(
            verify(&riddle(0, vec![negated]), &abc(), Reading::Immediate),
            Ok(())
        );
    }

    #[test]
    fn negated_declaration_is_false() {
        let declare = ClueKind::Declare {
            category: Category::COLOR,
            values: vec![0],
        };
        let riddle = riddle(0, vec![ClueKind::Not(Box::new(declare))]);
        assert_eq!(
            verify(&riddle, &abc(), Reading::Immediate),
            Err(Violation::Clue(0))
        );
    }

    #[test]
    fn finds_a_seat_for_someone_between_two_guests() {
        // "Someone sat immediately right of A and immediately left of C."
        let clues = vec![
            ClueKind::left_of(A, X, Reach::Immediate),
            ClueKind::left_of(X, C, Reach::Immediate),
        ];
        let riddle = riddle(1, clues);
        assert_eq!(verify(&riddle, &abc(), Reading::Immediate), Ok(()));
        let apart = seating([Some(0), Some(2), Some(1)], [Some(0), None, Some(1)]);
        // Each clue alone has a seat for X; it is the second that leaves none.
        assert_eq!(
            verify(&riddle, &apart, Reading::Immediate),
            Err(Violation::Clue(1))
        );
    }

    #[test]
    fn an_anonymous_guest_must_satisfy_all_her_clues_at_once() {
        // X is next to C and is not B: with A B C, X can only be B.
        let clues = vec![
            ClueKind::next_to(X, C),
            ClueKind::Not(Box::new(ClueKind::Same(X, B))),
        ];
        let riddle = riddle(1, clues);
        assert_eq!(
            verify(&riddle, &abc(), Reading::Immediate),
            Err(Violation::Clue(1))
        );
    }

    #[test]
    fn anonymous_guests_linked_through_a_clue_are_placed_together() {
        // X left of Y and Y left of X: either is possible, not both.
        let clues = vec![
            ClueKind::next_to(X, A),
            ClueKind::left_of(X, Y, Reach::Somewhere),
            ClueKind::left_of(Y, X, Reach::Somewhere),
        ];
        let riddle = riddle(2, clues);
        assert_eq!(
            verify(&riddle, &abc(), Reading::Immediate),
            Err(Violation::Clue(2))
        );
    }

    #[test]
    fn the_earliest_failure_wins_across_groups() {
        let clues = vec![
            ClueKind::Same(Y, A),
            ClueKind::InSeat(X, Seat::Center),
            ClueKind::Same(X, C),
            ClueKind::Same(A, C),
            ClueKind::next_to(Y, C),
        ];
        let riddle = riddle(2, clues);
        assert_eq!(
            verify(&riddle, &abc(), Reading::Immediate),
            Err(Violation::Clue(2))
        );
    }

    #[test]
    fn independent_anonymous_guests_are_searched_apart() {
        // Searched jointly this would be 3^40 placements; apart it is 40 times 3.
        let clues = (0..40)
            .map(|n| ClueKind::Same(Guest::Anonymous(n), C))
            .collect();
        let mut riddle = riddle(40, clues);
        assert_eq!(verify(&riddle, &abc(), Reading::Immediate), Ok(()));
        riddle.clues.push(Clue {
            span: Span::default(),
            kind: ClueKind::InSeat(X, Seat::FromLeft(1)),
        });
        assert_eq!(
            verify(&riddle, &abc(), Reading::Immediate),
            Err(Violation::Clue(40))
        );
    }

    #[test]
    fn rejects_malformed_seatings() {
        let riddle = riddle(0, Vec::new());
        let mut short = abc();
        short.cells[Category::DRINK.index()].pop();
        let malformed = |m| Err(Violation::Malformed(m));
        assert_eq!(
            verify(&riddle, &short, Reading::Immediate),
            malformed(Malformation::RowLength {
                category: Category::DRINK,
                cells: 2
            })
        );
        let twice = seating([Some(0), Some(0), Some(2)], [None; 3]);
        assert_eq!(
            verify(&riddle, &twice, Reading::Immediate),
            malformed(Malformation::Misplaced {
                category: Category::NAME,
                value: 0,
                seats: 2
            })
        );
        let missing = seating([Some(0), Some(1), Some(2)], [Some(0), None, None]);
        assert_eq!(
            verify(&riddle, &missing, Reading::Immediate),
            malformed(Malformation::Misplaced {
                category: Category::COLOR,
                value: 1,
                seats: 0
            })
        );
        let unknown = seating([Some(0), Some(1), Some(2)], [Some(0), Some(1), Some(2)]);
        assert_eq!(
            verify(&riddle, &unknown, Reading::Immediate),
            malformed(Malformation::UnknownValue {
                category: Category::COLOR,
                value: 2
            })
        );
    }
}
