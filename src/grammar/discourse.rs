//! From syntax to clues. Within a sentence, noun phrases introduce guests ("referents") or
//! point back at earlier ones ("she", "the poor woman"); clauses state facts about them. A
//! referent known by one of its values becomes that value in the clue AST; one known by none
//! stays an anonymous guest, so nothing is guessed about who she is.

use std::collections::HashMap;

use super::Parsed;
use super::syntax::{
    Clause, Group, Head, Modifier, Np, Predicate, PredicateKind, Pronoun, Relation, Sentence, Term,
};
use crate::clue::{Clue, ClueKind, Guest, Seat, SeatRelation};
use crate::diagnostic::Diagnostic;
use crate::source::Span;
use crate::vocabulary::{Category, Vocabulary};

/// Maps a spelling in a category to its value, after near-duplicates were merged.
pub type Aliases = HashMap<(Category, String), u8>;

/// The clues of all sentences, how many anonymous guests they introduce, and warnings.
pub struct Interpretation {
    pub clues: Vec<Clue>,
    pub anonymous: u16,
    pub warnings: Vec<Diagnostic>,
}

pub fn interpret(
    sentences: &[Parsed],
    vocabulary: &Vocabulary,
    aliases: &Aliases,
) -> Result<Interpretation, Vec<Diagnostic>> {
    let mut out = Interpretation {
        clues: Vec::new(),
        anonymous: 0,
        warnings: Vec::new(),
    };
    let mut errors = Vec::new();
    for sentence in sentences {
        let mut discourse = Discourse {
            sentence,
            aliases,
            vocabulary,
            referents: Vec::new(),
            mentions: Vec::new(),
            facts: Vec::new(),
            warnings: Vec::new(),
        };
        match discourse.read() {
            Ok(()) => {
                out.warnings.append(&mut discourse.warnings);
                discourse.fold(&mut out);
            }
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

type Ref = usize;

#[derive(Default)]
struct Referent {
    /// Values that identify her, in the order the sentence gave them.
    values: Vec<Guest>,
}

enum Fact {
    Has(Ref, Guest, bool),
    Seat(Ref, Seat, bool),
    Relation(Ref, Relation, Ref, bool),
    Differ(Ref, Ref),
    Same(Ref, Ref, bool),
    Declare(Category, Vec<u8>),
}

struct Discourse<'s> {
    sentence: &'s Parsed,
    aliases: &'s Aliases,
    vocabulary: &'s Vocabulary,
    referents: Vec<Referent>,
    /// Referents in the order they were last mentioned, most recent last.
    mentions: Vec<Ref>,
    facts: Vec<(Fact, Span)>,
    warnings: Vec<Diagnostic>,
}

impl Discourse<'_> {
    fn read(&mut self) -> Result<(), Diagnostic> {
        let whole = self.sentence.whole();
        match &self.sentence.syntax {
            Sentence::GuestList(names, _) => {
                let values = names
                    .iter()
                    .map(|n| self.value(Category::NAME, n))
                    .collect();
                self.facts
                    .push((Fact::Declare(Category::NAME, values), whole));
            }
            Sentence::Values {
                category, values, ..
            }
            | Sentence::Declared {
                category, values, ..
            } => {
                let values = values.iter().map(|n| self.value(*category, n)).collect();
                self.facts.push((Fact::Declare(*category, values), whole));
            }
            Sentence::Lists(lists) => {
                for (_, category, values) in lists {
                    let values = values.iter().map(|n| self.value(*category, n)).collect();
                    self.facts.push((Fact::Declare(*category, values), whole));
                }
            }
            Sentence::Question(..)
            | Sentence::Choice(..)
            | Sentence::Places(..)
            | Sentence::Frame => {}
            Sentence::Clauses(clauses) => {
                for clause in clauses {
                    self.clause(clause)?;
                }
            }
        }
        Ok(())
    }

    fn clause(&mut self, clause: &Clause) -> Result<(), Diagnostic> {
        match clause {
            Clause::Group(Group::Row) => {}
            Clause::Group(Group::Different(_, category, listed)) => {
                let values = listed.iter().map(|t| self.value(*category, t)).collect();
                self.facts
                    .push((Fact::Declare(*category, values), self.sentence.whole()));
            }
            Clause::Mention(np) => {
                self.resolve(np, None)?;
            }
            Clause::OppositeEnds(a, b) => {
                let span = self.sentence.whole();
                let a = self.resolve(a, None)?;
                let b = self.resolve(b, None)?;
                self.facts.push((Fact::Seat(a, Seat::End, false), span));
                self.facts.push((Fact::Seat(b, Seat::End, false), span));
                self.facts.push((Fact::Differ(a, b), span));
            }
            Clause::Both(at, subjects, predicates) => {
                for subject in subjects {
                    self.about(subject, predicates, Some(at))?;
                }
            }
            Clause::About {
                subject,
                predicates,
            } => self.about(subject, predicates, None)?,
        }
        Ok(())
    }

    /// What the predicates say of the subject; `whole`, the clause's words when they say it of
    /// several guests at once.
    fn about(
        &mut self,
        subject: &Np,
        predicates: &[Predicate],
        whole: Option<&std::ops::Range<usize>>,
    ) -> Result<(), Diagnostic> {
        let s = self.resolve(subject, None)?;
        for predicate in predicates {
            // A subject may follow what is said of her ("Between A and B sat C").
            let start = subject.at.start.min(predicate.at.start);
            let end = subject.at.end.max(predicate.at.end);
            let span = self.sentence.span(whole.unwrap_or(&(start..end)));
            let negated = predicate.negation.is_some();
            match &predicate.kind {
                PredicateKind::Has(category, term) => {
                    let value = Guest::Value(*category, self.value(*category, term));
                    self.facts.push((Fact::Has(s, value, negated), span));
                }
                PredicateKind::OneOf(category, terms) => {
                    // One of these is hers: none of the others is. That says all only
                    // when every value of the category is named.
                    let named = self.vocabulary.values(*category).len();
                    let guests = self.vocabulary.values(Category::NAME).len();
                    if named < guests {
                        return Err(Diagnostic::error(format!(
                            "a choice of {} is read only when the riddle names all {guests} of them",
                            self.vocabulary.plural(*category)
                        ))
                        .at(span)
                        .help(format!(
                            "list them (\"Between them there were {guests} {}: ...\"), or say what she did not have",
                            self.vocabulary.plural(*category)
                        )));
                    }
                    let chosen: Vec<u8> = terms.iter().map(|t| self.value(*category, t)).collect();
                    for v in 0..named as u8 {
                        if !chosen.contains(&v) {
                            let value = Guest::Value(*category, v);
                            self.facts.push((Fact::Has(s, value, true), span));
                        }
                    }
                }
                PredicateKind::NoneOf(category, terms) => {
                    for term in terms {
                        let value = Guest::Value(*category, self.value(*category, term));
                        self.facts.push((Fact::Has(s, value, true), span));
                    }
                }
                PredicateKind::Seat(seat) => self.facts.push((Fact::Seat(s, *seat, negated), span)),
                PredicateKind::Relation(relation, other) => {
                    let o = self.resolve(other, Some(s))?;
                    self.facts
                        .push((Fact::Relation(s, *relation, o, negated), span));
                }
                PredicateKind::Between(a, b) => {
                    if negated {
                        return Err(Diagnostic::error(
                            "\"not between\" is not supported: say which side instead",
                        )
                        .at(self.sentence.span(&predicate.at)));
                    }
                    let a = self.resolve(a, Some(s))?;
                    let b = self.resolve(b, Some(s))?;
                    self.facts
                        .push((Fact::Relation(s, Relation::NextTo, a, false), span));
                    self.facts
                        .push((Fact::Relation(s, Relation::NextTo, b, false), span));
                    self.facts.push((Fact::Differ(a, b), span));
                }
                PredicateKind::Possessor(owner, category, term) => {
                    let o = self.resolve_within(owner, Some(s), Some(span))?;
                    let value = Guest::Value(*category, self.value(*category, term));
                    self.facts.push((Fact::Has(o, value, negated), span));
                }
                PredicateKind::Same(other) => {
                    let o = self.resolve(other, Some(s))?;
                    self.facts.push((Fact::Same(s, o, negated), span));
                }
                PredicateKind::Meets(other) => {
                    let o = self.resolve(other, Some(s))?;
                    self.facts.push((Fact::Differ(s, o), span));
                }
                PredicateKind::Nothing => {}
            }
            self.mention(s);
        }
        Ok(())
    }

    /// The referent a noun phrase denotes, introducing her if she is new. `owner` is the
    /// clause's subject, which possessive "her" means and object "her" does not.
    fn resolve(&mut self, np: &Np, owner: Option<Ref>) -> Result<Ref, Diagnostic> {
        self.resolve_within(np, owner, None)
    }

    /// As `resolve`, for a noun phrase inside a predicate: "her neighbor" there is quoted with
    /// the whole clause (`clause`), since the two words alone say nothing.
    fn resolve_within(
        &mut self,
        np: &Np,
        owner: Option<Ref>,
        clause: Option<Span>,
    ) -> Result<Ref, Diagnostic> {
        let span = self.sentence.span(&np.at);
        let r = match &np.head {
            Head::Name { guest, fuzzy } => {
                if *fuzzy {
                    let written = &self.sentence.text.text[np.at.clone()];
                    let written = written
                        .split([',', ' '])
                        .find(|w| !w.is_empty())
                        .unwrap_or(written);
                    self.warnings.push(
                        Diagnostic::warning(format!(
                            "read \"{}\" as \"{}\"",
                            written,
                            self.vocabulary.value(Category::NAME, *guest)
                        ))
                        .at(span),
                    );
                }
                self.by_value(Guest::Value(Category::NAME, *guest))
            }
            Head::Pronoun(Pronoun::Possessive) => match owner {
                Some(o) => o,
                None => self.earlier(None, np, "her")?,
            },
            Head::Pronoun(Pronoun::Subject) => self.earlier(None, np, "she")?,
            Head::Pronoun(Pronoun::Object) => self.earlier(owner, np, "her")?,
            Head::Definite if np.modifiers.is_empty() => {
                let words = self.sentence.text.text[np.at.clone()].to_string();
                self.earlier(owner, np, &words)?
            }
            Head::Definite => {
                // Known by a value she holds: the same guest as anyone else holding it here.
                let value = np.modifiers.iter().find_map(|m| match m {
                    Modifier::Has(category, term) => {
                        Some(Guest::Value(*category, self.value(*category, term)))
                    }
                    _ => None,
                });
                match value {
                    Some(v) => self.by_value(v),
                    None => self.fresh(),
                }
            }
            Head::Someone { other } => {
                let r = self.fresh();
                if *other {
                    for earlier in 0..r {
                        self.facts.push((Fact::Differ(r, earlier), span));
                    }
                }
                r
            }
            Head::NeighborOf(possessor) => {
                let p = self.resolve(possessor, owner)?;
                let r = self.fresh();
                let span = clause.unwrap_or(span);
                self.facts
                    .push((Fact::Relation(r, Relation::NextTo, p, false), span));
                r
            }
        };
        for modifier in &np.modifiers {
            match modifier {
                Modifier::Has(category, term) => {
                    let value = Guest::Value(*category, self.value(*category, term));
                    self.identify(r, value);
                    self.facts.push((Fact::Has(r, value, false), span));
                }
                Modifier::Seat(seat) => self.facts.push((Fact::Seat(r, *seat, false), span)),
                Modifier::Relation(relation, other) => {
                    let o = self.resolve(other, Some(r))?;
                    self.facts
                        .push((Fact::Relation(r, *relation, o, false), span));
                }
            }
        }
        self.mention(r);
        Ok(r)
    }

    /// The most recently mentioned referent other than `not`, for a word that refers back.
    fn earlier(&self, not: Option<Ref>, np: &Np, words: &str) -> Result<Ref, Diagnostic> {
        self.mentions
            .iter()
            .rev()
            .copied()
            .find(|r| Some(*r) != not)
            .ok_or_else(|| {
                Diagnostic::error(format!(
                    "\"{words}\" refers to no one mentioned earlier in the sentence"
                ))
                .at(self.sentence.span(&np.at))
                .label("who is this?")
                .help("each sentence must name or describe a guest before referring back to her")
            })
    }

    fn fresh(&mut self) -> Ref {
        self.referents.push(Referent::default());
        self.referents.len() - 1
    }

    fn by_value(&mut self, value: Guest) -> Ref {
        match self
            .referents
            .iter()
            .position(|r| r.values.contains(&value))
        {
            Some(r) => r,
            None => {
                let r = self.fresh();
                self.referents[r].values.push(value);
                r
            }
        }
    }

    fn identify(&mut self, r: Ref, value: Guest) {
        if !self.referents[r].values.contains(&value) {
            self.referents[r].values.push(value);
        }
    }

    fn mention(&mut self, r: Ref) {
        self.mentions.retain(|m| *m != r);
        self.mentions.push(r);
    }

    fn value(&self, category: Category, term: &Term) -> u8 {
        *self
            .aliases
            .get(&(category, term.text.to_lowercase()))
            .expect("every term was learned into the vocabulary before interpretation")
    }

    /// Each referent becomes her first value, or a new anonymous guest; facts become clues.
    fn fold(self, out: &mut Interpretation) {
        let mut known: Vec<Option<Guest>> = self
            .referents
            .iter()
            .enumerate()
            .map(|(r, referent)| {
                let positive = self.facts.iter().find_map(|(f, _)| match f {
                    Fact::Has(x, v, false) if *x == r => Some(*v),
                    _ => None,
                });
                referent.values.first().copied().or(positive)
            })
            .collect();
        // "The woman in the very middle was Countess Maddox": a guest known by nothing is the
        // guest she is said to be, rather than an anonymous guest of her own; followed through
        // chains of such identities until nothing changes.
        let mut changed = true;
        while changed {
            changed = false;
            for (fact, _) in &self.facts {
                if let Fact::Same(a, b, false) = fact {
                    match (known[*a], known[*b]) {
                        (None, Some(g)) => known[*a] = Some(g),
                        (Some(g), None) => known[*b] = Some(g),
                        _ => continue,
                    }
                    changed = true;
                }
            }
        }
        let guests: Vec<Guest> = known
            .into_iter()
            .map(|g| {
                g.unwrap_or_else(|| {
                    out.anonymous += 1;
                    Guest::Anonymous(out.anonymous - 1)
                })
            })
            .collect();
        for (fact, span) in self.facts {
            let kind = match fact {
                Fact::Has(r, value, negated) => {
                    if guests[r] == value && !negated {
                        continue;
                    }
                    negate(ClueKind::Same(guests[r], value), negated)
                }
                Fact::Seat(r, seat, negated) => negate(ClueKind::InSeat(guests[r], seat), negated),
                Fact::Relation(a, relation, b, negated) => {
                    let (a, b) = (guests[a], guests[b]);
                    let kind = match relation {
                        Relation::NextTo => ClueKind::next_to(a, b),
                        Relation::LeftOf(reach) => ClueKind::left_of(a, b, reach),
                        Relation::RightOf(reach) => ClueKind::left_of(b, a, reach),
                        Relation::LeftBy(k) => ClueKind::Seats {
                            a,
                            relation: SeatRelation::LeftBy(k),
                            b,
                        },
                        Relation::RightBy(k) => ClueKind::Seats {
                            a: b,
                            relation: SeatRelation::LeftBy(k),
                            b: a,
                        },
                        Relation::Apart(k) => ClueKind::Seats {
                            a,
                            relation: SeatRelation::Apart(k),
                            b,
                        },
                    };
                    negate(kind, negated)
                }
                Fact::Same(a, b, negated) => {
                    let (a, b) = (guests[a], guests[b]);
                    if a == b && !negated {
                        continue;
                    }
                    negate(ClueKind::Same(a, b), negated)
                }
                Fact::Differ(a, b) => {
                    let (a, b) = (guests[a], guests[b]);
                    let plainly_different = matches!((a, b), (Guest::Value(c, x), Guest::Value(d, y)) if c == d && x != y);
                    if plainly_different {
                        continue;
                    }
                    ClueKind::Not(Box::new(ClueKind::Same(a, b)))
                }
                Fact::Declare(category, values) => ClueKind::Declare { category, values },
            };
            out.clues.push(Clue { span, kind });
        }
    }
}

fn negate(kind: ClueKind, negated: bool) -> ClueKind {
    if negated {
        ClueKind::Not(Box::new(kind))
    } else {
        kind
    }
}
