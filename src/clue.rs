//! The clue AST: what the grammar reads out of a riddle's sentences, and what the compiler,
//! the checker and the tests all speak. Small and typed on purpose; every clue keeps the span
//! of original text it came from so any message can point back at it.

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
    /// The two guests sit in adjacent seats.
    /// "Countess Contee was at the far left, next to the guest wearing a blue jacket."
    NextTo(Guest, Guest),
    /// `left` sits to the left of `right`, immediately or somewhere.
    /// "The lady in green sat left of someone in red."
    LeftOf {
        left: Guest,
        right: Guest,
        reach: Reach,
    },
    /// The guest sits in a given seat.
    /// "Countess Contee was at the far left."
    InSeat(Guest, Seat),
    /// The inner clue is false. "Madam Natsiou did not sit next to the lady in red."
    Not(Box<ClueKind>),
    /// Values of a category are named without a fact about who holds them: the guest list,
    /// "four heirlooms under the table: the Snuff Tin, ...", "They all wore different colors".
    Declare { category: Category, values: Vec<u8> },
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

/// How far to the left "left of" reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reach {
    /// Plain "left of": the reading chosen on the command line decides.
    AsRead,
    /// "immediately left of", "directly to the left of".
    Immediate,
    /// "somewhere to the left of", "further left than".
    Somewhere,
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
}

impl Seat {
    /// The 0-based seat index for `guests` seats, or `None` when the seat does not exist
    /// (the center of an even row, the sixth seat of five).
    pub fn index(self, guests: usize) -> Option<usize> {
        match self {
            Seat::FromLeft(n) => (1..=guests).contains(&(n as usize)).then(|| n as usize - 1),
            Seat::FromRight(n) => (1..=guests)
                .contains(&(n as usize))
                .then(|| guests - n as usize),
            Seat::Center => (guests % 2 == 1).then_some(guests / 2),
        }
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
    /// Whether the reading of plain "left of" can change what this clue says: only a plain
    /// "left of" (`Reach::AsRead`) can. A riddle without one has the same solutions both ways.
    pub fn depends_on_reading(&self) -> bool {
        match self {
            ClueKind::LeftOf { reach, .. } => *reach == Reach::AsRead,
            ClueKind::Not(inner) => inner.depends_on_reading(),
            ClueKind::Same(..)
            | ClueKind::NextTo(..)
            | ClueKind::InSeat(..)
            | ClueKind::Declare { .. } => false,
        }
    }
}

impl Reach {
    /// Whether this "left of" means the very next seat under `reading`.
    pub fn is_immediate(self, reading: Reading) -> bool {
        match self {
            Reach::Immediate => true,
            Reach::Somewhere => false,
            Reach::AsRead => reading == Reading::Immediate,
        }
    }
}
