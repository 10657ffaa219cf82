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
    /// "At the dinner party were Lady Winslow, ..., and Baroness Finch.", and what their places
    /// are called where the list says ("Baker, Cooper and Smith live on different floors").
    GuestList(Vec<Term>, ListedAs),
    /// Values named up front: "In the morning, there were four heirlooms under the table: the
    /// Snuff Tin, ...", "Between them there were 5 cities: Alba, ...". `rule` names the frame.
    Values {
        rule: &'static str,
        category: Category,
        values: Vec<Term>,
    },
    /// "People have unique favorite book genres: fantasy, romance, mystery": the values of a
    /// category the riddle declares itself, with its key ("book genre").
    Declared {
        key: String,
        category: Category,
        values: Vec<Term>,
    },
    /// "Each Mom will be served by their son or daughter (Bella, Fred, Meredith), who will
    /// place a bouquet of flowers (Carnations, Daffodils, Lilies) ...": lists of values in
    /// parentheses, each with the key of its category (a known kind's, or the word before it).
    Lists(Vec<(String, Category, Vec<Term>)>),
    /// "There are five houses.": how many places the row has, and what they are called (one of
    /// `phrases::PLACES`), for a riddle that may name no guests.
    Places(u8, &'static str),
    /// "Bed 1 is by the door and bed 5 is by the window.": things at places of the row, each
    /// in lower case with its place, which the clues may name a place by ("nearest the door").
    Landmarks(Vec<(String, crate::clue::Seat)>),
    /// What holds of every riddle of the family and states no clue: "Each house is occupied by
    /// a different person."
    Frame,
    /// "But who owned each?": the riddle's closing question, with the values it names ("Who
    /// owns the Gold Thimble?"), which may be named nowhere else, and what it asks of whom it
    /// asks about where that reads ("Who lives on the top floor?": someone lives there), and
    /// the category it asks for of them ("What does the Norwegian drink?": the drink).
    Question(Vec<(Category, Term)>, Option<Clause>, Option<Category>),
    /// "(A) The quail is the rightmost": one answer of a multiple-choice question, labelled.
    /// It states no clue; the answer says which choices hold.
    Choice(String, Vec<Clause>),
    /// Everything else: clauses joined by commas and conjunctions.
    Clauses(Vec<Clause>),
}

/// What a guest list says of the row besides the names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ListedAs {
    /// What the places are called, where the list says ("live on different floors").
    pub place: Option<&'static str>,
    /// The noun for things listed rather than people ("On a branch, there are five birds: a
    /// quail, an owl, ..."): their row's heading, in the singular ("bird").
    pub things: Option<String>,
    /// Whether the names were read from the clues, a riddle naming its people's names as a
    /// category only (`open.rs`): fewer than the places, the others' names never said.
    pub open: bool,
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
    /// "Duchess Merrow and Madam Quince sat at opposite ends of the table."
    OppositeEnds(Np, Np),
    /// "Lady Ash and Lady Bell did not drink gin", "Neither Lady Ash nor Lady Bell drank gin":
    /// the predicates are said of each guest.
    Both(Range<usize>, Vec<Np>, Vec<Predicate>),
    /// "Either the milk drinker or the Swede lives in house 2", "Either coffee is drunk in
    /// house 1 or the Dane lives there", "The Dane either keeps a cat or drinks tea": at least
    /// one of the clauses holds.
    Either(Range<usize>, Vec<Clause>),
    /// "It was the lady in red, not Lady Ash, who drank gin": every clause holds.
    All(Vec<Clause>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Group {
    /// They sat in a row: the seating the whole model assumes.
    Row,
    /// Each guest has a different value of this category, perhaps with the values listed:
    /// "They all wore different colors: red, white and blue.", "they drank beer, wine and
    /// gin". `rule` names the form.
    Different(&'static str, Category, Vec<Term>),
}

/// A noun phrase denoting one guest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Np {
    pub at: Range<usize>,
    /// The grammar rules that read it (its head, then its modifiers), as named in `grammar/`.
    pub rules: Vec<&'static str>,
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
    /// "the youngest boy" of ages partly named: not the one holding this value (an older age
    /// named).
    HasNot(Category, Term),
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
    /// "two seats to the left of": exactly this many seats to the left.
    LeftBy(u8),
    RightBy(u8),
    /// "two places from", "one seat between them": this many seats apart, either side.
    Apart(u8),
}

impl Relation {
    /// The relation the second guest stands in to the first: "Lady Bell is left of Lady Ash"
    /// is "Lady Ash is right of Lady Bell", as far either way.
    pub fn converse(self) -> Relation {
        match self {
            Relation::NextTo => Relation::NextTo,
            Relation::LeftOf(reach) => Relation::RightOf(reach),
            Relation::RightOf(reach) => Relation::LeftOf(reach),
            Relation::LeftBy(n) => Relation::RightBy(n),
            Relation::RightBy(n) => Relation::LeftBy(n),
            Relation::Apart(n) => Relation::Apart(n),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Predicate {
    pub at: Range<usize>,
    /// How it was negated ("was-not", "did-not", "never"), if it was.
    pub negation: Option<&'static str>,
    /// The grammar rule that read it, as named in `grammar/`.
    pub rule: &'static str,
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
    /// "lives somewhere between Ruth and the 55-year-old": on the far side of one of them
    /// from the other, however far.
    SomewhereBetween(Np, Np),
    /// "is somewhere in between Ruth and the 55-year-old in that order": right of the first,
    /// left of the second, however far.
    BetweenInOrder(Np, Np),
    /// "The lady in ochre was Captain Boyle": the subject is this guest.
    Same(Np),
    /// "drank neither wine nor cider": none of these values is hers.
    NoneOf(Category, Vec<Term>),
    /// "wore green or blue": one of these values is hers.
    OneOf(Category, Vec<Term>),
    /// "is either the Dane or the German", "lives next to either the cat owner or the Swede":
    /// at least one of these holds (none, when negated).
    AnyOf(Vec<PredicateKind>),
    /// "sat left of both Lady Ash and Lady Bell": each of these holds (never negated).
    AllOf(Vec<PredicateKind>),
    /// "spilling the poor woman's whiskey": the other guest holds the value.
    Possessor(Np, Category, Term),
    /// "falling onto the guest in the center seat": another guest, not the subject.
    Meets(Np),
    /// Words that state nothing about the seating: "jumped up onto the table".
    Nothing,
    /// "lives there": in the place the sentence named last.
    There,
}

impl Sentence {
    /// The names of the grammar rules this sentence was read with, as `grammar/` documents
    /// them, so tests can tell which rules a corpus exercises.
    pub fn rules(&self) -> Vec<&'static str> {
        let mut out = Vec::new();
        match self {
            Sentence::GuestList(..) => out.push("guest-list"),
            Sentence::Values { rule, .. } => out.push(rule),
            Sentence::Declared { .. } => out.push("each-unique"),
            Sentence::Lists(_) => out.push("values-in-parentheses"),
            Sentence::Question(..) => out.push("question"),
            Sentence::Choice(..) => out.push("choice"),
            Sentence::Places(..) => out.push("places"),
            Sentence::Landmarks(_) => out.push("landmarks"),
            Sentence::Frame => out.push("frame"),
            Sentence::Clauses(clauses) => {
                for clause in clauses {
                    clause.collect_rules(&mut out);
                }
            }
        }
        out
    }
}

impl Clause {
    fn collect_rules(&self, out: &mut Vec<&'static str>) {
        match self {
            Clause::Group(Group::Row) => out.push("group-row"),
            Clause::Group(Group::Different(rule, ..)) => out.push(rule),
            Clause::OppositeEnds(a, b) => {
                out.push("opposite-ends");
                a.collect_rules(out);
                b.collect_rules(out);
            }
            Clause::Both(_, subjects, predicates) => {
                out.push("both");
                for subject in subjects {
                    subject.collect_rules(out);
                }
                for predicate in predicates {
                    predicate.collect_rules(out);
                }
            }
            Clause::Mention(np) => {
                out.push("i-remember");
                np.collect_rules(out);
            }
            Clause::About {
                subject,
                predicates,
            } => {
                subject.collect_rules(out);
                for predicate in predicates {
                    predicate.collect_rules(out);
                }
            }
            Clause::Either(_, alternatives) => {
                out.push("either");
                for clause in alternatives {
                    clause.collect_rules(out);
                }
            }
            Clause::All(clauses) => {
                for clause in clauses {
                    clause.collect_rules(out);
                }
            }
        }
    }
}

impl Np {
    /// Whether it names nobody but whoever is in one place: "house 1", "an end house", "the
    /// middle house".
    pub fn names_only_a_place(&self) -> bool {
        matches!(self.head, Head::Definite) && matches!(self.modifiers[..], [Modifier::Seat(_)])
    }

    fn collect_rules(&self, out: &mut Vec<&'static str>) {
        out.extend(&self.rules);
        if let Head::NeighborOf(owner) = &self.head {
            owner.collect_rules(out);
        }
        for modifier in &self.modifiers {
            if let Modifier::Relation(_, other) = modifier {
                other.collect_rules(out);
            }
        }
    }
}

impl Predicate {
    fn collect_rules(&self, out: &mut Vec<&'static str>) {
        out.extend(self.negation);
        out.push(self.rule);
        match &self.kind {
            PredicateKind::Relation(_, np)
            | PredicateKind::Same(np)
            | PredicateKind::Meets(np)
            | PredicateKind::Possessor(np, ..) => np.collect_rules(out),
            PredicateKind::Between(a, b)
            | PredicateKind::SomewhereBetween(a, b)
            | PredicateKind::BetweenInOrder(a, b) => {
                a.collect_rules(out);
                b.collect_rules(out);
            }
            PredicateKind::AnyOf(kinds) | PredicateKind::AllOf(kinds) => {
                for kind in kinds {
                    if let PredicateKind::Relation(_, np) | PredicateKind::Same(np) = kind {
                        np.collect_rules(out);
                    }
                }
            }
            PredicateKind::Has(..)
            | PredicateKind::NoneOf(..)
            | PredicateKind::OneOf(..)
            | PredicateKind::Seat(_)
            | PredicateKind::There
            | PredicateKind::Nothing => {}
        }
    }
}

impl Clause {
    fn terms<'s>(&'s self, out: &mut Vec<(Category, &'s Term)>) {
        match self {
            Clause::Group(Group::Different(_, category, listed)) => {
                out.extend(listed.iter().map(|t| (*category, t)))
            }
            Clause::Group(Group::Row) => {}
            Clause::Mention(n) => n.terms(out),
            Clause::OppositeEnds(a, b) => {
                a.terms(out);
                b.terms(out);
            }
            Clause::Both(_, subjects, predicates) => {
                for subject in subjects {
                    subject.terms(out);
                }
                for p in predicates {
                    p.terms(out);
                }
            }
            Clause::About {
                subject,
                predicates,
            } => {
                subject.terms(out);
                for p in predicates {
                    p.terms(out);
                }
            }
            Clause::Either(_, alternatives) | Clause::All(alternatives) => {
                for clause in alternatives {
                    clause.terms(out);
                }
            }
        }
    }
}

impl Sentence {
    /// Every word standing in a value slot of the sentence, with its category: what the
    /// vocabulary is learned from.
    pub fn terms(&self) -> Vec<(Category, &Term)> {
        let mut out = Vec::new();
        match self {
            Sentence::GuestList(..)
            | Sentence::Places(..)
            | Sentence::Landmarks(_)
            | Sentence::Frame => {}
            Sentence::Question(named, asked, _) => {
                out.extend(named.iter().map(|(c, t)| (*c, t)));
                if let Some(clause) = asked {
                    clause.terms(&mut out);
                }
            }
            Sentence::Values {
                category, values, ..
            }
            | Sentence::Declared {
                category, values, ..
            } => out.extend(values.iter().map(|t| (*category, t))),
            Sentence::Lists(lists) => {
                for (_, category, values) in lists {
                    out.extend(values.iter().map(|t| (*category, t)));
                }
            }
            Sentence::Clauses(clauses) | Sentence::Choice(_, clauses) => {
                for clause in clauses {
                    clause.terms(&mut out);
                }
            }
        }
        out
    }
}

impl Predicate {
    fn terms<'s>(&'s self, out: &mut Vec<(Category, &'s Term)>) {
        self.kind.terms(out);
    }
}

impl PredicateKind {
    fn terms<'s>(&'s self, out: &mut Vec<(Category, &'s Term)>) {
        match self {
            PredicateKind::AnyOf(kinds) | PredicateKind::AllOf(kinds) => {
                kinds.iter().for_each(|kind| kind.terms(out))
            }
            PredicateKind::Has(c, t) => out.push((*c, t)),
            PredicateKind::NoneOf(c, ts) | PredicateKind::OneOf(c, ts) => {
                out.extend(ts.iter().map(|t| (*c, t)))
            }
            PredicateKind::Relation(_, n) | PredicateKind::Meets(n) | PredicateKind::Same(n) => {
                n.terms(out)
            }
            PredicateKind::Between(a, b)
            | PredicateKind::SomewhereBetween(a, b)
            | PredicateKind::BetweenInOrder(a, b) => {
                a.terms(out);
                b.terms(out);
            }
            PredicateKind::Possessor(n, c, t) => {
                n.terms(out);
                out.push((*c, t));
            }
            PredicateKind::Seat(_) | PredicateKind::There | PredicateKind::Nothing => {}
        }
    }
}

impl Np {
    fn terms<'s>(&'s self, out: &mut Vec<(Category, &'s Term)>) {
        if let Head::NeighborOf(owner) = &self.head {
            owner.terms(out);
        }
        for m in &self.modifiers {
            match m {
                Modifier::Has(c, t) | Modifier::HasNot(c, t) => out.push((*c, t)),
                Modifier::Relation(_, other) => other.terms(out),
                Modifier::Seat(_) => {}
            }
        }
    }
}

/// Every value slot of a clause, mutably: `recategorized` reads one word as a value of
/// another category.
trait SlotsMut {
    fn slots_mut(&mut self, visit: &mut dyn FnMut(&mut Category, &mut Term));
}

impl SlotsMut for Clause {
    fn slots_mut(&mut self, visit: &mut dyn FnMut(&mut Category, &mut Term)) {
        match self {
            Clause::Group(Group::Different(_, category, listed)) => {
                listed.iter_mut().for_each(|t| visit(category, t))
            }
            Clause::Group(Group::Row) => {}
            Clause::Mention(n) => n.slots_mut(visit),
            Clause::OppositeEnds(a, b) => {
                a.slots_mut(visit);
                b.slots_mut(visit);
            }
            Clause::Both(_, subjects, predicates) => {
                subjects.iter_mut().for_each(|s| s.slots_mut(visit));
                predicates.iter_mut().for_each(|p| p.kind.slots_mut(visit));
            }
            Clause::About {
                subject,
                predicates,
            } => {
                subject.slots_mut(visit);
                predicates.iter_mut().for_each(|p| p.kind.slots_mut(visit));
            }
            Clause::Either(_, alternatives) | Clause::All(alternatives) => {
                alternatives.iter_mut().for_each(|c| c.slots_mut(visit))
            }
        }
    }
}

impl SlotsMut for PredicateKind {
    fn slots_mut(&mut self, visit: &mut dyn FnMut(&mut Category, &mut Term)) {
        match self {
            PredicateKind::AnyOf(kinds) | PredicateKind::AllOf(kinds) => {
                kinds.iter_mut().for_each(|k| k.slots_mut(visit))
            }
            PredicateKind::Has(c, t) => visit(c, t),
            PredicateKind::NoneOf(c, ts) | PredicateKind::OneOf(c, ts) => {
                ts.iter_mut().for_each(|t| visit(c, t))
            }
            PredicateKind::Relation(_, n) | PredicateKind::Meets(n) | PredicateKind::Same(n) => {
                n.slots_mut(visit)
            }
            PredicateKind::Between(a, b)
            | PredicateKind::SomewhereBetween(a, b)
            | PredicateKind::BetweenInOrder(a, b) => {
                a.slots_mut(visit);
                b.slots_mut(visit);
            }
            PredicateKind::Possessor(n, c, t) => {
                n.slots_mut(visit);
                visit(c, t);
            }
            PredicateKind::Seat(_) | PredicateKind::There | PredicateKind::Nothing => {}
        }
    }
}

impl SlotsMut for Np {
    fn slots_mut(&mut self, visit: &mut dyn FnMut(&mut Category, &mut Term)) {
        if let Head::NeighborOf(owner) = &mut self.head {
            owner.slots_mut(visit);
        }
        for m in &mut self.modifiers {
            match m {
                Modifier::Has(c, t) | Modifier::HasNot(c, t) => visit(c, t),
                Modifier::Relation(_, other) => other.slots_mut(visit),
                Modifier::Seat(_) => {}
            }
        }
    }
}

/// `clauses` with the value read at `at` taken as one of `to` instead: "drives the Honda"
/// where a car and a motorbike are both called Honda.
pub fn recategorized(clauses: &[Clause], at: &Range<usize>, to: Category) -> Vec<Clause> {
    let mut out = clauses.to_vec();
    for clause in &mut out {
        clause.slots_mut(&mut |category, term| {
            if term.at == *at {
                *category = to;
            }
        });
    }
    out
}
