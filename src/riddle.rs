//! A riddle as the grammar understood it: how many guests, the words of each category, and the
//! clues. This is the input of every solver and of the checker.

use crate::clue::{Clue, ClueKind, Senses};
use crate::diagnostic::Diagnostic;
use crate::source::Span;
use crate::vocabulary::{Category, Vocabulary};

#[derive(Clone, Debug)]
pub struct Riddle {
    /// Number of guests, which is also the number of seats.
    pub guests: usize,
    pub vocabulary: Vocabulary,
    pub clues: Vec<Clue>,
    /// How many anonymous guests the clues introduce (`Guest::Anonymous(0..anonymous)`).
    pub anonymous: u16,
    /// Things read with a correction ("Karanca" read as "Karnaca"), text skipped, and so on.
    pub warnings: Vec<Diagnostic>,
    /// How many sentences were read by a guess (each is also among `warnings`).
    pub guesses: usize,
    /// What the places of the row are called: "seat", or "house" where the riddle says "There
    /// are five houses".
    pub place: &'static str,
    /// The questions the riddle asks about values ("Who owns the zebra?"), to be answered.
    pub questions: Vec<Question>,
    /// The choices of a multiple-choice question ("(A) The quail is the rightmost").
    pub choices: Vec<Choice>,
    /// The clues read each way that a word listed in several categories may be taken.
    pub senses: Vec<Senses>,
    /// Words listed in several categories that the words around them settled, as read ("has a
    /// cat": the pet): a word the riddle then says otherwise ("the cat lover") may mean the
    /// other list (`senses::settle`).
    pub settled: Vec<(String, crate::vocabulary::Category)>,
}

/// A question the riddle asks: its words, and the values whose holder it asks for, or what it
/// asks of whom it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub text: String,
    pub asks: Vec<(Category, u8)>,
    /// "Who lives on the top floor?" said of each place in turn, from the first: "the one in
    /// floor 1 lives on the top floor", ... The answer is the places where it holds. Empty when
    /// the question is only about the holders of `asks`.
    pub of_place: Vec<Claim>,
    /// "What does the Norwegian drink?": the category asked for at the places that answer;
    /// `None` when the question asks who.
    pub wants: Option<Category>,
    /// "What position is the Chinese at?": the place is asked, not who is there.
    pub asks_place: bool,
}

/// Clues the riddle asks about rather than states: a choice, or a question said of one place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    pub clues: Vec<ClueKind>,
    /// How many anonymous guests the clues introduce, numbered from 0.
    pub anonymous: u16,
}

/// One answer of a multiple-choice question: its label ("(A)"), words, and what it claims.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub label: String,
    pub text: String,
    pub claim: Claim,
}

impl Riddle {
    /// A riddle made from clues rather than read from prose (by a generator or a test): the
    /// clues carry no source text.
    pub fn from_clues(
        guests: usize,
        vocabulary: Vocabulary,
        clues: Vec<ClueKind>,
        anonymous: u16,
    ) -> Riddle {
        let clues = clues
            .into_iter()
            .map(|kind| Clue {
                span: Span::default(),
                kind,
            })
            .collect();
        Riddle {
            guests,
            vocabulary,
            clues,
            anonymous,
            warnings: Vec::new(),
            guesses: 0,
            place: "seat",
            questions: Vec::new(),
            choices: Vec::new(),
            senses: Vec::new(),
            settled: Vec::new(),
        }
    }
}

/// One value per seat and category; `None` where the category has no word for that guest
/// ("an unnamed color"). Seats are 0-based from the far left.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seating {
    /// `cells[category.index()][seat]`: one row per category of the riddle's vocabulary.
    pub cells: Vec<Vec<Option<u8>>>,
}

impl Seating {
    /// No values yet, for a riddle of `categories` categories (`Vocabulary::count`) and `guests`.
    pub fn empty(categories: usize, guests: usize) -> Seating {
        Seating {
            cells: vec![vec![None; guests]; categories],
        }
    }

    /// The value of `category` in `seat`; `None` also for a category the seating has no row for.
    pub fn get(&self, category: Category, seat: usize) -> Option<u8> {
        self.cells.get(category.index()).and_then(|row| row[seat])
    }

    /// The seat holding `value` of `category`, if any.
    pub fn seat_of(&self, category: Category, value: u8) -> Option<usize> {
        self.cells
            .get(category.index())?
            .iter()
            .position(|v| *v == Some(value))
    }
}
