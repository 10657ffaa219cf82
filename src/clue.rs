//! The clue AST: what the grammar reads out of a riddle's sentences, and what the compiler,
//! the checker and the tests all speak. Small and typed on purpose; every clue keeps the span
//! of original text it came from so any message can point back at it.

pub use crate::seat_relation::{Reach, SeatRelation};
use crate::source::Span;
use crate::vocabulary::Category;

/// One fact the riddle states, with the text it was read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clue {
    /// Byte range in the original text (not the cleaned text).
    pub span: Span,
    pub kind: ClueKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClueKind {
    /// Two descriptions belong to one guest.
    /// "The traveler from Dabokva was dressed entirely in purple."
    Same(Guest, Guest),
    /// How two guests' seats relate. "The lady in green sat left of someone in red."
    Seats {
        a: Guest,
        relation: SeatRelation,
        b: Guest,
    },
    /// The guest sits in a given seat.
    /// "Countess Contee was at the far left."
    InSeat(Guest, Seat),
    /// The inner clue is false. "Madam Natsiou did not sit next to the lady in red."
    Not(Box<ClueKind>),
    /// Every clue of at least one side is true (two sides or more, naming only guests known
    /// by a value). "Either the milk drinker or the Swede lives in house 2."
    Either(Vec<Vec<ClueKind>>),
    /// Values of a category are named without a fact about who holds them: the guest list,
    /// "four heirlooms under the table: the Snuff Tin, ...", "They all wore different colors".
    Declare { category: Category, values: Vec<u8> },
}

/// A clue read each way that its words listed in several categories may be taken, one side of
/// its `ClueKind::Either` per way: "Peter sat left of the fish enthusiast", where `fish` is both
/// a pet and an animal of the riddle. The checker may settle such a word by the clues
/// (`senses::settle`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Senses {
    /// Index of the clue in the riddle's clues: a `ClueKind::Either`.
    pub clue: usize,
    /// For each side of that clue, in order, how each such word is read there.
    pub sides: Vec<Vec<Sense>>,
}

/// One reading of a word listed in several categories, in one clue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sense {
    /// The word as listed, in lower case: the same word means the same thing throughout.
    pub word: String,
    /// The categories it may be read as there.
    pub among: Vec<Category>,
    /// The one this side reads it as.
    pub category: Category,
    /// Where it is in the text.
    pub span: Span,
}

/// A guest as a clue names her: by one of her values, or as an anonymous guest the sentence
/// introduced without naming any value ("her neighbor", "someone next to her").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Guest {
    /// The guest holding value `index` of `category` (index into the riddle's vocabulary).
    Value(Category, u8),
    /// Anonymous guest number `n` (numbered across the whole riddle, from 0).
    Anonymous(u16),
}

/// A seat as prose names it. Counting is 1-based, as people say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// "far left" is `FromLeft(1)`, "second from the left" is `FromLeft(2)`.
    FromLeft(u8),
    /// "far right" is `FromRight(1)`.
    FromRight(u8),
    /// "the center seat": only defined for an odd number of guests.
    Center,
    /// Either end of the row: "Dame Sorrel sat at one end", "was not at either end".
    End,
    /// A place whose number, counted from 1 at the far left (a floor's from the bottom), is
    /// odd: "The tea drinker lives in an odd-numbered house".
    Odd,
    /// A place whose number is even: "The snails' house has an even number".
    Even,
}

impl Seat {
    /// Whether `seat` (0-based from the far left) is this seat in a row of `guests`. A seat
    /// the row does not have (the center of an even row, the sixth seat of five) is no seat.
    #[inline]
    pub fn holds(self, seat: usize, guests: usize) -> bool {
        seat < guests
            && match self {
                Seat::FromLeft(n) => seat + 1 == usize::from(n),
                Seat::FromRight(n) => guests - seat == usize::from(n),
                Seat::Center => guests % 2 == 1 && seat == guests / 2,
                Seat::End => seat == 0 || seat + 1 == guests,
                Seat::Odd => seat.is_multiple_of(2),
                Seat::Even => seat % 2 == 1,
            }
    }

    /// Whether a row of `guests` has this seat at all.
    pub fn exists(self, guests: usize) -> bool {
        (0..guests).any(|seat| self.holds(seat, guests))
    }
}

/// How plain "left of" is read. The game means immediately left; "somewhere left" is the
/// other legitimate English reading.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Reading {
    #[default]
    Immediate,
    Somewhere,
}

impl Reading {
    pub fn name(self) -> &'static str {
        match self {
            Reading::Immediate => "immediate",
            Reading::Somewhere => "somewhere",
        }
    }
}

impl ClueKind {
    /// "`a` sat next to `b`".
    pub fn next_to(a: Guest, b: Guest) -> ClueKind {
        ClueKind::Seats {
            a,
            relation: SeatRelation::NextTo,
            b,
        }
    }

    /// "`left` sat left of `right`", as far as `reach` says.
    pub fn left_of(left: Guest, right: Guest, reach: Reach) -> ClueKind {
        ClueKind::Seats {
            a: left,
            relation: SeatRelation::LeftOf(reach),
            b: right,
        }
    }

    /// Settles a plain "left of" (`Reach::AsRead`) as `reach`, where the text says which it means.
    pub fn read_left_of_as(&mut self, reach: Reach) {
        match self {
            ClueKind::Seats {
                relation: SeatRelation::LeftOf(r),
                ..
            } if *r == Reach::AsRead => *r = reach,
            ClueKind::Not(inner) => inner.read_left_of_as(reach),
            ClueKind::Either(sides) => {
                (sides.iter_mut().flatten()).for_each(|s| s.read_left_of_as(reach))
            }
            ClueKind::Seats { .. }
            | ClueKind::Same(..)
            | ClueKind::InSeat(..)
            | ClueKind::Declare { .. } => {}
        }
    }

    /// That not every clue of `side` is true: the negation of one side of an "either ... or",
    /// so that denying the whole denies each side.
    pub fn not_all(side: &[ClueKind]) -> ClueKind {
        match side {
            [one] => ClueKind::Not(Box::new(one.clone())),
            _ => ClueKind::Either(
                (side.iter())
                    .map(|clue| vec![ClueKind::Not(Box::new(clue.clone()))])
                    .collect(),
            ),
        }
    }

    /// The guests the clue names, in order of mention, each as often as named.
    pub fn guests(&self, out: &mut Vec<Guest>) {
        match self {
            ClueKind::Same(a, b) | ClueKind::Seats { a, b, .. } => out.extend([*a, *b]),
            ClueKind::InSeat(guest, _) => out.push(*guest),
            ClueKind::Not(inner) => inner.guests(out),
            ClueKind::Either(sides) => sides.iter().flatten().for_each(|clue| clue.guests(out)),
            ClueKind::Declare { .. } => {}
        }
    }

    /// Whether the reading of plain "left of" can change what this clue says: only a plain
    /// "left of" (`Reach::AsRead`) can. A riddle without one has the same solutions both ways.
    pub fn depends_on_reading(&self) -> bool {
        match self {
            ClueKind::Seats { relation, .. } => relation.depends_on_reading(),
            ClueKind::Not(inner) => inner.depends_on_reading(),
            ClueKind::Either(sides) => sides.iter().flatten().any(ClueKind::depends_on_reading),
            ClueKind::Same(..) | ClueKind::InSeat(..) | ClueKind::Declare { .. } => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The seats of a row of `guests` that `seat` names.
    fn seats(seat: Seat, guests: usize) -> Vec<usize> {
        (0..guests).filter(|&s| seat.holds(s, guests)).collect()
    }

    #[test]
    fn each_seat_names_its_seats() {
        let cases: [(Seat, usize, &[usize]); 17] = [
            (Seat::FromLeft(1), 4, &[0]),
            (Seat::FromLeft(4), 4, &[3]),
            (Seat::FromLeft(5), 4, &[]),
            (Seat::FromLeft(0), 4, &[]),
            (Seat::FromRight(1), 4, &[3]),
            (Seat::FromRight(4), 4, &[0]),
            (Seat::FromRight(5), 4, &[]),
            (Seat::FromRight(0), 4, &[]),
            (Seat::Center, 5, &[2]),
            (Seat::Center, 4, &[]),
            (Seat::End, 5, &[0, 4]),
            (Seat::End, 2, &[0, 1]),
            (Seat::End, 1, &[0]),
            (Seat::Odd, 5, &[0, 2, 4]),
            (Seat::Odd, 4, &[0, 2]),
            (Seat::Even, 5, &[1, 3]),
            (Seat::Even, 1, &[]),
        ];
        for (seat, guests, expected) in cases {
            assert_eq!(seats(seat, guests), expected, "{seat:?} of {guests}");
            assert!(!seat.holds(guests, guests), "{seat:?}: a seat past the row");
            assert_eq!(
                seat.exists(guests),
                !expected.is_empty(),
                "{seat:?} of {guests}"
            );
        }
    }

    #[test]
    fn only_plain_left_of_depends_on_the_reading() {
        let (a, b) = (Guest::Anonymous(0), Guest::Anonymous(1));
        let plain = ClueKind::left_of(a, b, Reach::AsRead);
        assert!(plain.depends_on_reading());
        assert!(ClueKind::Not(Box::new(plain)).depends_on_reading());
        assert!(!ClueKind::left_of(a, b, Reach::Immediate).depends_on_reading());
        assert!(!ClueKind::next_to(a, b).depends_on_reading());
        assert!(!ClueKind::InSeat(a, Seat::End).depends_on_reading());
    }
}
