//! What a sentence says, as parsed and before pronouns are resolved. Positions are byte
//! ranges in the sentence's cleaned text; `discourse` turns this into clues.

use std::ops::Range;

use crate::clue::{Reach, Seat};
use crate::vocabulary::Category;

/// A word (or a few) standing in a value slot: its category comes from the slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Term {
    pub text: String,
    pub at: Range<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sentence {
    /// "At the dinner party were Lady Winslow, ..., and Baroness Finch."
    GuestList(Vec<Term>),
    /// "In the morning, there were four heirlooms under the table: the Snuff Tin, ..."
    Heirlooms(Vec<Term>),
    /// "But who owned each?": the riddle's closing question.
    Question,
    /// Everything else: clauses joined by commas and conjunctions.
    Clauses(Vec<Clause>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Clause {
    /// "The women sat in a row", "They all wore different colors".
    Group(Group),
    /// A guest and what she did: "The lady in green sat left of someone in red".
    About {
        subject: Np,
        predicates: Vec<Predicate>,
    },
    /// A guest brought up without a predicate: "I remember that green outfit".
    Mention(Np),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// They sat in a row: the seating the whole model assumes.
    Row,
    /// Each guest has a different value of this category.
    Different(Category),
}

/// A noun phrase denoting one guest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Np {
    pub at: Range<usize>,
    pub head: Head,
    pub modifiers: Vec<Modifier>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Head {
    /// A guest from the guest list; `fuzzy` when the spelling was off ("Contea").
    Name {
        guest: u8,
        fuzzy: bool,
    },
    Pronoun(Pronoun),
    /// "the woman", "the poor woman", "that ... outfit": refers back when nothing in the
    /// phrase identifies someone new.
    Definite,
    /// "someone", "someone else" (`other`), "one of the dinner guests".
    Someone {
        other: bool,
    },
    /// "her neighbor": someone seated next to the possessor.
    NeighborOf(Box<Np>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pronoun {
    /// "she": the last guest mentioned.
    Subject,
    /// "her" after a verb or preposition: the last guest mentioned other than the subject.
    Object,
    /// "her" before a noun: the subject of the clause.
    Possessive,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Modifier {
    /// "in green", "from Dabokva", "wearing a blue jacket", ", full of beer,".
    Has(Category, Term),
    /// "in the center seat".
    Seat(Seat),
    /// "next to her".
    Relation(Relation, Box<Np>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    NextTo,
    LeftOf(Reach),
    RightOf(Reach),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Predicate {
    pub at: Range<usize>,
    pub negated: bool,
    pub kind: PredicateKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PredicateKind {
    /// "wore a jaunty white hat", "raised her wine in toast", "was from Dunwall".
    Has(Category, Term),
    /// "was at the far left".
    Seat(Seat),
    /// "sat next to the lady in red".
    Relation(Relation, Np),
    /// "sat between Contee and the lady in red".
    Between(Np, Np),
    /// "spilling the poor woman's whiskey": the other guest holds the value.
    Possessor(Np, Category, Term),
    /// "falling onto the guest in the center seat": another guest, not the subject.
    Meets(Np),
    /// Words that state nothing about the seating: "jumped up onto the table".
    Nothing,
}
