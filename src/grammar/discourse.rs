//! From syntax to clues. Within a sentence, noun phrases introduce guests ("referents") or
//! point back at earlier ones ("she", "the poor woman"); clauses state facts about them. A
//! referent known by one of its values becomes that value in the clue AST; one known by none
//! stays an anonymous guest, so nothing is guessed about who she is.

use std::collections::HashMap;
use std::ops::Range;

use super::Parsed;
use super::syntax::{
    Clause, Group, Head, Modifier, Np, Predicate, PredicateKind, Pronoun, Relation, Sentence, Term,
};
use crate::clue::{Clue, ClueKind, Guest, Reach, Seat, SeatRelation, Sense, Senses};
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
    /// The clues read each way a word listed in several categories may be taken.
    pub senses: Vec<Senses>,
    /// Words listed in several categories that the words around them settled, as read ("has a
    /// cat": the pet), once each.
    pub settled: Vec<(String, Category)>,
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
        senses: Vec::new(),
        settled: Vec::new(),
    };
    let mut errors = Vec::new();
    // The words listed in more than one category ("Honda", a car and a motorbike), found once:
    // most riddles have none, and then no sentence looks for them.
    let mut categories_of: HashMap<&str, Vec<Category>> = HashMap::new();
    for (category, word) in aliases.keys() {
        if *category != Category::NAME {
            let of = categories_of.entry(word.as_str()).or_default();
            if !of.contains(category) {
                of.push(*category);
            }
        }
    }
    categories_of.retain(|_, of| of.len() > 1);
    // In table order, whatever order the aliases came in: the warning names them so.
    categories_of.values_mut().for_each(|of| of.sort());
    let declared = if categories_of.is_empty() {
        HashMap::new()
    } else {
        declarations(sentences)
    };
    // The one guest the sentence before spoke of, whom a pronoun with no one before it in its
    // own sentence names: "Mia has a cat. Her house is green."
    let mut before: Option<Guest> = None;
    for sentence in sentences {
        let mut discourse = Discourse {
            sentence,
            aliases,
            shared: &categories_of,
            declared: &declared,
            vocabulary,
            referents: Vec::new(),
            mentions: Vec::new(),
            facts: Vec::new(),
            warnings: Vec::new(),
            senses: Vec::new(),
            settled: Vec::new(),
            clause_words: None,
            last_seat: None,
            before,
        };
        let read = discourse.read();
        before = discourse.only_guest();
        match read {
            Ok(()) => {
                out.warnings.append(&mut discourse.warnings);
                for settled in discourse.settled.drain(..) {
                    if !out.settled.contains(&settled) {
                        out.settled.push(settled);
                    }
                }
                if let Err(e) = discourse.fold(&mut out) {
                    errors.push(e);
                }
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

/// The lemmas of the words that declared each list of the riddle: the words before the colon
/// ("The people keep unique animals: ..."), or the key of a list in parentheses.
fn declarations(sentences: &[Parsed]) -> HashMap<Category, Vec<String>> {
    let mut out = HashMap::new();
    for sentence in sentences {
        let text = &sentence.text.text;
        match &sentence.syntax {
            Sentence::Values { category, .. } | Sentence::Declared { category, .. } => {
                let head = text.split(':').next().unwrap_or("");
                out.insert(*category, super::governed::declaration(head));
            }
            Sentence::Lists(lists) => {
                for (key, category, _) in lists {
                    out.insert(*category, super::governed::declaration(key));
                }
            }
            _ => {}
        }
    }
    out
}

type Ref = usize;

/// Where a value listed in several categories stands in a sentence, with the categories it may
/// be read as there, the one read first.
type Shared = (Range<usize>, Vec<Category>);

#[derive(Default)]
struct Referent {
    /// Values that identify her, in the order the sentence gave them.
    values: Vec<Guest>,
}

enum Fact {
    /// At least one of the alternatives holds, each the facts of one clause.
    Either(Vec<Vec<(Fact, Span)>>),
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
    /// The words listed in more than one category, with those categories.
    shared: &'s HashMap<&'s str, Vec<Category>>,
    /// The lemmas of the words each list was declared with (`governed::declaration`), for the
    /// riddles that list a word in more than one category.
    declared: &'s HashMap<Category, Vec<String>>,
    vocabulary: &'s Vocabulary,
    referents: Vec<Referent>,
    /// Referents in the order they were last mentioned, most recent last.
    mentions: Vec<Ref>,
    facts: Vec<(Fact, Span)>,
    warnings: Vec<Diagnostic>,
    /// For a fact read each way its shared words may be taken (by index in `facts`): how each
    /// side reads them.
    senses: Vec<(usize, Vec<Vec<Sense>>)>,
    /// Words listed in several categories that the words around them settled, as read.
    settled: Vec<(String, Category)>,
    /// The words of the clause being read, quoted for a place named by its number ("house
    /// 2"), which says nothing alone.
    clause_words: Option<Span>,
    /// The place the sentence named last, which "there" names again.
    last_seat: Option<Seat>,
    /// The one guest the sentence before spoke of, by a value of hers (`only_guest`).
    before: Option<Guest>,
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
            | Sentence::Landmarks(_)
            | Sentence::Frame => {}
            Sentence::Clauses(clauses) => {
                let (shared, mut settled) = self.shared_values();
                self.settled.append(&mut settled);
                if shared.is_empty() {
                    for clause in clauses {
                        self.clause(clause)?;
                    }
                } else {
                    self.either_reading(clauses, &shared)?;
                }
            }
        }
        Ok(())
    }

    /// The values of the sentence that the riddle listed in more than one category, with each
    /// category they may be of ("the Honda": a car and a motorbike), where no noun beside the
    /// word says which ("the Honda motorbike"; "red hair", read as a hair color already;
    /// "whose favorite color is red").
    /// Also the words the words around them settled, each with the one category read.
    fn shared_values(&self) -> (Vec<Shared>, Vec<(String, Category)>) {
        let text = &self.sentence.text.text;
        let mut out: Vec<(Range<usize>, Vec<Category>)> = Vec::new();
        let mut settled = Vec::new();
        if self.shared.is_empty() {
            return (out, settled);
        }
        for (category, term) in self.sentence.syntax.terms() {
            let Some(all) = self.shared.get(term.text.to_lowercase().as_str()) else {
                continue;
            };
            if category == Category::NAME || !all.contains(&category) {
                continue;
            }
            // The words around the value name the list by the words that declared it ("the
            // bird keeper", "keeps a pet bird"): read as the lists they name.
            let declared = |c: Category| self.declared.get(&c).map(Vec::as_slice);
            if let Some(named) = super::governed::named(text, term.at.clone(), all, &declared) {
                if let [one] = named[..] {
                    settled.push((term.text.to_lowercase(), one));
                }
                if named != [category] && !out.iter().any(|(at, _)| *at == term.at) {
                    let mut named = named;
                    if let Some(n) = named.iter().position(|c| *c == category) {
                        named.swap(0, n);
                    }
                    out.push((term.at.clone(), named));
                }
                continue;
            }
            let next = text[term.at.end.min(text.len())..]
                .split(|c: char| !c.is_alphanumeric())
                .find(|w| !w.is_empty())
                .unwrap_or("");
            let key = self.vocabulary.key(category).to_string();
            // "whose favorite color is red": the category's noun just before says which too.
            let before: Vec<&str> = text[..term.at.start.min(text.len())]
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .rev()
                .take(3)
                .collect();
            let named = key.split(' ').any(|k| {
                k.eq_ignore_ascii_case(next) || before.iter().any(|w| k.eq_ignore_ascii_case(w))
            });
            if named {
                settled.push((term.text.to_lowercase(), category));
            }
            if named || out.iter().any(|(at, _)| *at == term.at) {
                continue;
            }
            // The category read first, then the others.
            let mut all = all.clone();
            all.retain(|c| *c != category);
            all.insert(0, category);
            out.push((term.at.clone(), all));
        }
        (out, settled)
    }

    /// A sentence naming values listed in several categories, read as "one of the readings
    /// holds": each way of taking each such value is read, and its facts are one side of an
    /// "either". The riddle's own answer holds under it; it says less than the author meant,
    /// never something else, so an answer found under it is the author's too.
    fn either_reading(
        &mut self,
        clauses: &[Clause],
        shared: &[(Range<usize>, Vec<Category>)],
    ) -> Result<(), Diagnostic> {
        const MAX_READINGS: usize = 16;
        let mut readings: Vec<Vec<Clause>> = vec![clauses.to_vec()];
        // How each reading takes each word, in the same order as `readings`.
        let mut senses: Vec<Vec<Sense>> = vec![Vec::new()];
        for (at, categories) in shared {
            readings = readings
                .iter()
                .flat_map(|reading| {
                    categories
                        .iter()
                        .map(|c| super::syntax::recategorized(reading, at, *c))
                        .collect::<Vec<_>>()
                })
                .collect();
            let word = self.sentence.text.text[at.clone()].to_lowercase();
            let mut among = categories.clone();
            among.sort();
            senses = senses
                .iter()
                .flat_map(|taken| {
                    categories.iter().map(|c| {
                        let mut taken = taken.clone();
                        taken.push(Sense {
                            word: word.clone(),
                            among: among.clone(),
                            category: *c,
                            span: self.sentence.span(at),
                        });
                        taken
                    })
                })
                .collect();
            if readings.len() > MAX_READINGS {
                return Err(Diagnostic::error(
                    "too many values here are listed in several categories to read each way",
                )
                .at(self.sentence.whole()));
            }
        }
        let mut sides = Vec::new();
        for reading in &readings {
            let before = self.facts.len();
            for clause in reading {
                self.clause(clause)?;
            }
            sides.push(self.facts.split_off(before));
        }
        if let [one] = &mut sides[..] {
            // Each word was read as the one list the words around it named: no choice left.
            self.facts.append(one);
            return Ok(());
        }
        for (at, categories) in shared.iter().filter(|(_, c)| c.len() > 1) {
            let keys: Vec<String> = (categories.iter())
                .map(|c| crate::text::english::with_article(self.vocabulary.key(*c)))
                .collect();
            self.warnings.push(
                Diagnostic::warning(format!(
                    "\"{}\" is listed as {}: read as any of them",
                    &self.sentence.text.text[at.clone()],
                    keys.join(" and as ")
                ))
                .at(self.sentence.span(at)),
            );
        }
        self.senses.push((self.facts.len(), senses));
        self.facts
            .push((Fact::Either(sides), self.sentence.whole()));
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
                self.push((Fact::Seat(a, Seat::End, false), span));
                self.push((Fact::Seat(b, Seat::End, false), span));
                self.facts.push((Fact::Differ(a, b), span));
            }
            Clause::Both(at, subjects, predicates) => {
                let from = self.facts.len();
                for subject in subjects {
                    self.about(subject, predicates, Some(at))?;
                }
                self.two_neighbours_differ(from);
            }
            Clause::About {
                subject,
                predicates,
            } => self.about(subject, predicates, None)?,
            Clause::All(clauses) => {
                for clause in clauses {
                    self.clause(clause)?;
                }
            }
            Clause::Either(at, alternatives) => {
                let mut sides = Vec::new();
                for clause in alternatives {
                    let side = match clause {
                        // Who the subject is holds whichever side does: "the Englishman who
                        // keeps a dog" keeps it either way. Not so for a subject known by
                        // nothing but where she is ("house 1").
                        Clause::About {
                            subject,
                            predicates,
                        } if matches!(subject.head, Head::Name { .. })
                            || (subject.modifiers.iter())
                                .any(|m| matches!(m, Modifier::Has(..))) =>
                        {
                            let s = self.resolve(subject, None)?;
                            self.alternative(|this| this.said(s, subject, predicates, Some(at)))?
                        }
                        clause => self.alternative(|this| this.clause(clause))?,
                    };
                    sides.push(side);
                }
                let span = self.sentence.span(at);
                self.facts.push((Fact::Either(sides), span));
            }
        }
        Ok(())
    }

    /// "next to both the gin drinker and Lady Bell", "Both Lady Ash and the lady in red sat
    /// next to her": two neighbours of one guest, said together, are her two neighbours, never
    /// one guest twice (as "between" says). Read of the facts from `from` on, when they are two
    /// "next to" sharing one side.
    fn two_neighbours_differ(&mut self, from: usize) {
        let pairs: Vec<(Ref, Ref)> = (self.facts[from..].iter())
            .filter_map(|(fact, _)| match fact {
                Fact::Relation(a, Relation::NextTo, b, false) => Some((*a, *b)),
                _ => None,
            })
            .collect();
        let [(a, b), (c, d)] = pairs[..] else {
            return;
        };
        let span = self.facts[from].1;
        if a == c && b != d {
            self.facts.push((Fact::Differ(b, d), span));
        } else if b == d && a != c {
            self.facts.push((Fact::Differ(a, c), span));
        }
    }

    /// Records a fact; a seat it names is the one a later "there" names.
    fn push(&mut self, fact: (Fact, Span)) {
        if let (Fact::Seat(_, seat, false), _) = &fact {
            self.last_seat = Some(*seat);
        }
        self.facts.push(fact);
    }

    /// The facts `read` states, kept apart from the sentence's other facts.
    fn alternative(
        &mut self,
        read: impl FnOnce(&mut Self) -> Result<(), Diagnostic>,
    ) -> Result<Vec<(Fact, Span)>, Diagnostic> {
        let before = self.facts.len();
        read(self)?;
        Ok(self.facts.split_off(before))
    }

    /// What the predicates say of the subject; `whole`, the clause's words when they say it of
    /// several guests at once.
    fn about(
        &mut self,
        subject: &Np,
        predicates: &[Predicate],
        whole: Option<&std::ops::Range<usize>>,
    ) -> Result<(), Diagnostic> {
        let end = predicates.iter().map(|p| p.at.end).max();
        let start = predicates.iter().map(|p| p.at.start).min();
        let words = whole.cloned().unwrap_or(
            subject.at.start.min(start.unwrap_or(usize::MAX))..subject.at.end.max(end.unwrap_or(0)),
        );
        self.clause_words = Some(self.sentence.span(&words));
        let s = self.resolve(subject, None);
        let said = s.and_then(|s| self.said(s, subject, predicates, whole));
        self.clause_words = None;
        said
    }

    /// What the predicates say of `s`, the referent of `subject`.
    fn said(
        &mut self,
        s: Ref,
        subject: &Np,
        predicates: &[Predicate],
        whole: Option<&std::ops::Range<usize>>,
    ) -> Result<(), Diagnostic> {
        for predicate in predicates {
            // A subject may follow what is said of her ("Between A and B sat C").
            let start = subject.at.start.min(predicate.at.start);
            let end = subject.at.end.max(predicate.at.end);
            let span = self.sentence.span(whole.unwrap_or(&(start..end)));
            let negated = predicate.negation.is_some();
            self.predicate(s, &predicate.kind, negated, &predicate.at, span)?;
            self.mention(s);
        }
        Ok(())
    }

    /// What one predicate (`kind`, read at `at`) says of `s`; `span`, the words to quote.
    fn predicate(
        &mut self,
        s: Ref,
        kind: &PredicateKind,
        negated: bool,
        at: &std::ops::Range<usize>,
        span: Span,
    ) -> Result<(), Diagnostic> {
        match kind {
            PredicateKind::Has(category, term) => {
                let value = Guest::Value(*category, self.value(*category, term));
                self.facts.push((Fact::Has(s, value, negated), span));
            }
            PredicateKind::OneOf(category, terms) => {
                // One of these is hers. When every value of the category is named, that is
                // none of the others, which every solver reads fastest.
                let named = self.vocabulary.values(*category).len();
                let guests = self.vocabulary.values(Category::NAME).len();
                let chosen: Vec<u8> = terms.iter().map(|t| self.value(*category, t)).collect();
                if named < guests || negated {
                    let kinds = (terms.iter())
                        .map(|t| PredicateKind::Has(*category, t.clone()))
                        .collect();
                    self.predicate(s, &PredicateKind::AnyOf(kinds), negated, at, span)?;
                } else {
                    for v in (0..named as u8).filter(|v| !chosen.contains(v)) {
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
            PredicateKind::Seat(seat) => self.push((Fact::Seat(s, *seat, negated), span)),
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
                    .at(self.sentence.span(at)));
                }
                // Plain "between" has two readings: directly between (next to both, as the
                // game's riddles mean it) and anywhere between. The first is read, and said,
                // unless the words said so ("directly", "one on each side", "her neighbours").
                let words = self.sentence.text.text[at.clone()].to_ascii_lowercase();
                let plain = ![
                    "directly",
                    "right",
                    "exactly",
                    "immediately",
                    "side",
                    "neighbours",
                    "neighbors",
                    // Flanked, sandwiched: a guest pressed on each side.
                    "flanked",
                    "flanking",
                    "sandwiched",
                    // "the two women beside her": two next to her.
                    "beside",
                    "two",
                ]
                .iter()
                .any(|w| words.split(' ').any(|x| x == *w))
                    // ", with no one else in between" (`predicate::no_one_between`).
                    && !words.contains(" with no");
                let guests = self.vocabulary.values(Category::NAME).len();
                if plain && guests != 3 {
                    self.warnings.push(
                        Diagnostic::warning(
                            "read \"between\" as directly between, next to both; write \
                             \"somewhere between\" if others may sit between them",
                        )
                        .at(span),
                    );
                }
                let a = self.resolve(a, Some(s))?;
                let b = self.resolve_second(b, s, a)?;
                self.facts
                    .push((Fact::Relation(s, Relation::NextTo, a, false), span));
                self.facts
                    .push((Fact::Relation(s, Relation::NextTo, b, false), span));
                self.facts.push((Fact::Differ(a, b), span));
            }
            // Between them, on whichever sides they are: an "either ... or" of the two orders;
            // denied, on one side of both.
            PredicateKind::SomewhereBetween(a, b) => {
                let a = self.resolve(a, Some(s))?;
                let b = self.resolve_second(b, s, a)?;
                let left = Relation::LeftOf(Reach::Somewhere);
                let before = |x, y| (Fact::Relation(x, left, y, false), span);
                let sides = if negated {
                    vec![
                        vec![before(s, a), before(s, b)],
                        vec![before(a, s), before(b, s)],
                    ]
                } else {
                    vec![
                        vec![before(a, s), before(s, b)],
                        vec![before(b, s), before(s, a)],
                    ]
                };
                self.facts.push((Fact::Either(sides), span));
            }
            // Right of the first, left of the second; denied, left of the first or right of
            // the second.
            PredicateKind::BetweenInOrder(a, b) => {
                let a = self.resolve(a, Some(s))?;
                let b = self.resolve_second(b, s, a)?;
                let left = Relation::LeftOf(Reach::Somewhere);
                let before = |x, y| (Fact::Relation(x, left, y, false), span);
                if negated {
                    let sides = vec![vec![before(s, a)], vec![before(b, s)]];
                    self.facts.push((Fact::Either(sides), span));
                } else {
                    self.facts.push(before(a, s));
                    self.facts.push(before(s, b));
                }
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
            PredicateKind::There => {
                let seat = self.last_seat.ok_or_else(|| {
                    Diagnostic::error("\"there\" refers to no place named earlier in the sentence")
                        .at(self.sentence.span(at))
                        .help("name the place (\"in house 2\")")
                })?;
                self.push((Fact::Seat(s, seat, negated), span));
            }
            PredicateKind::AllOf(kinds) => {
                if negated {
                    return Err(Diagnostic::error("\"not ... both\" is not read: say which")
                        .at(self.sentence.span(at)));
                }
                let from = self.facts.len();
                for kind in kinds {
                    self.predicate(s, kind, false, at, span)?;
                }
                self.two_neighbours_differ(from);
            }
            // Denied, none of them holds; said, at least one does.
            PredicateKind::AnyOf(kinds) if negated => {
                for kind in kinds {
                    self.predicate(s, kind, true, at, span)?;
                }
            }
            PredicateKind::AnyOf(kinds) => {
                // What is said of a named guest beside her name ("next to either Lady Ash, who
                // wore red, or ...") holds whichever side does: it is read outside them.
                for kind in kinds {
                    if let PredicateKind::Relation(_, other) | PredicateKind::Same(other) = kind
                        && matches!(other.head, Head::Name { .. })
                        && !other.modifiers.is_empty()
                    {
                        self.resolve(other, Some(s))?;
                    }
                }
                let mut sides = Vec::new();
                for kind in kinds {
                    sides.push(self.alternative(|this| this.predicate(s, kind, false, at, span))?);
                }
                self.facts.push((Fact::Either(sides), span));
            }
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
                    // The whole name as written ("Doctor Marcola"), up to any comma after it.
                    let written = &self.sentence.text.text[np.at.clone()];
                    let written = written.split(',').next().unwrap_or(written).trim();
                    self.warnings.push(
                        Diagnostic::warning(format!(
                            "read \"{}\" as \"{}\"",
                            written,
                            self.vocabulary.value(Category::NAME, *guest)
                        ))
                        .at(span)
                        .correcting(),
                    );
                }
                self.by_value(Guest::Value(Category::NAME, *guest))
            }
            Head::Pronoun(Pronoun::Possessive) => match owner {
                Some(o) => o,
                None => self.earlier(&[], np, "her")?,
            },
            // "Lady Bell and she were neighbours": read as said of Lady Bell, with "she" as
            // her object, who is then not Lady Bell.
            Head::Pronoun(Pronoun::Subject) => self.earlier(owner.as_slice(), np, "she")?,
            Head::Pronoun(Pronoun::Object) => self.earlier(owner.as_slice(), np, "her")?,
            Head::Definite if np.modifiers.is_empty() => {
                let words = self.sentence.text.text[np.at.clone()].to_string();
                self.earlier(owner.as_slice(), np, &words)?
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
                Modifier::HasNot(category, term) => {
                    let value = Guest::Value(*category, self.value(*category, term));
                    self.facts.push((Fact::Has(r, value, true), span));
                }
                Modifier::Seat(seat) => {
                    // Only words that are a place and no more ("house 2", "In the middle
                    // house"): "the guest in the center seat" in a long sentence is quoted
                    // alone, as it says who she is.
                    let span = match np.rules.first() {
                        Some(&("numbered-place" | "place-first")) => {
                            self.clause_words.unwrap_or(span)
                        }
                        _ => span,
                    };
                    // "the woman at the end": either end has one, and which is meant is not
                    // said. Read as one of them (whatever is said of her holds at some end),
                    // and said, since "each woman at an end" is the other reading.
                    let words = self.sentence.text.text[np.at.clone()].to_ascii_lowercase();
                    if *seat == Seat::End && words.contains("the end") {
                        self.warnings.push(
                            Diagnostic::warning(
                                "read \"at the end\" as at one end or the other; write \
                                 \"at either end\" or \"at the left end\" to say which",
                            )
                            .at(span),
                        );
                    }
                    self.push((Fact::Seat(r, *seat, false), span));
                }
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

    /// The one guest this sentence spoke of, known by a value of hers (her name first): none
    /// when it spoke of two or more, or of someone unnamed, since then a pronoun in the next
    /// sentence could mean either.
    fn only_guest(&self) -> Option<Guest> {
        let [only] = &self.referents[..] else {
            return None;
        };
        let name = only
            .values
            .iter()
            .find(|v| matches!(v, Guest::Value(Category::NAME, _)));
        name.or(only.values.first()).copied()
    }

    /// The most recently mentioned referent other than `not`, for a word that refers back; for
    /// a pronoun with no one before it here, the one guest of the sentence before ("Mia has a
    /// cat. Her house is green.").
    fn earlier(&mut self, not: &[Ref], np: &Np, words: &str) -> Result<Ref, Diagnostic> {
        let here = self
            .mentions
            .iter()
            .rev()
            .copied()
            .find(|r| !not.contains(r));
        if here.is_none()
            && matches!(np.head, Head::Pronoun(_))
            && let Some(guest) = self.before
        {
            let r = self.by_value(guest);
            if !not.contains(&r) {
                return Ok(r);
            }
        }
        here.ok_or_else(|| {
            Diagnostic::error(format!(
                "\"{words}\" refers to no one mentioned earlier in the sentence"
            ))
            .at(self.sentence.span(&np.at))
            .label("who is this?")
            .help("each sentence must name or describe a guest before referring back to her")
        })
    }

    /// The second of two guests named together ("between Lady Cole and her"): an object
    /// pronoun there means neither the subject (`owner`) nor the first, named beside it.
    fn resolve_second(&mut self, np: &Np, owner: Ref, first: Ref) -> Result<Ref, Diagnostic> {
        if np.head != Head::Pronoun(Pronoun::Object) || !np.modifiers.is_empty() {
            return self.resolve(np, Some(owner));
        }
        let r = self.earlier(&[owner, first], np, "her")?;
        self.mention(r);
        Ok(r)
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
    fn fold(self, out: &mut Interpretation) -> Result<(), Diagnostic> {
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
        // Within one side of an "either ... or", so is a guest no fact outside that side
        // names: "Either the white house or the Italian's is house 2" (whoever lives in house 2
        // is the one in the white house, on that side).
        let mut outside = vec![0usize; self.referents.len()];
        for (fact, _) in &self.facts {
            fact.refs(&mut |r| outside[r] += 1);
        }
        // Known on one side only by a value it holds there: "Either coffee is drunk in house 1
        // or ..." (whoever lives in house 1 is the coffee drinker, on that side).
        for (fact, _) in &self.facts {
            if let Fact::Either(sides) = fact {
                for (fact, _) in sides.iter().flatten() {
                    if let Fact::Has(r, value, false) = fact
                        && outside[*r] == 0
                        && known[*r].is_none()
                    {
                        known[*r] = Some(*value);
                    }
                }
            }
        }
        // Each identity, with whether it holds on one side only: then only a guest no fact
        // outside the side names may take the other's name there ("House 1 was taken by
        // either Lady Ash or Lady Bell" does not make whoever is in house 1 Lady Ash).
        let mut identities: Vec<(Ref, Ref, bool)> = Vec::new();
        for (fact, _) in &self.facts {
            match fact {
                Fact::Same(a, b, false) => identities.push((*a, *b, false)),
                Fact::Either(sides) => {
                    for (fact, _) in sides.iter().flatten() {
                        if let Fact::Same(a, b, false) = fact {
                            let within = |r: &Ref| outside[*r] == 0;
                            if within(a) || within(b) {
                                identities.push((*a, *b, true));
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        let may_take = |r: Ref, one_side: bool| !one_side || outside[r] == 0;
        let mut changed = true;
        while changed {
            changed = false;
            for &(a, b, one_side) in &identities {
                match (known[a], known[b]) {
                    (None, Some(g)) if may_take(a, one_side) => known[a] = Some(g),
                    (Some(g), None) if may_take(b, one_side) => known[b] = Some(g),
                    _ => continue,
                }
                changed = true;
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
        let mut senses = self.senses.into_iter().peekable();
        for (at, (fact, span)) in self.facts.into_iter().enumerate() {
            let sides = senses.next_if(|(of, _)| *of == at).map(|(_, sides)| sides);
            if let Some(kind) = clue_of(fact, span, &guests)? {
                if let (Some(sides), ClueKind::Either(read)) = (sides, &kind)
                    && read.len() == sides.len()
                {
                    out.senses.push(Senses {
                        clue: out.clues.len(),
                        sides,
                    });
                }
                out.clues.push(Clue { span, kind });
            }
        }
        Ok(())
    }
}

/// The clue a fact states, with each referent as `guests` names her; `None` for a fact that
/// holds of every seating ("the lady in red wore red").
fn clue_of(fact: Fact, span: Span, guests: &[Guest]) -> Result<Option<ClueKind>, Diagnostic> {
    Ok(Some(match fact {
        Fact::Either(alternatives) => {
            let mut sides = Vec::new();
            for alternative in alternatives {
                let mut clues = Vec::new();
                for (fact, span) in alternative {
                    clues.extend(clue_of(fact, span, guests)?);
                }
                let mut named = Vec::new();
                clues.iter().for_each(|clue| clue.guests(&mut named));
                if named.iter().any(|g| matches!(g, Guest::Anonymous(_))) {
                    return Err(Diagnostic::error(
                        "\"either ... or\" is read only of guests known by a value",
                    )
                    .at(span)
                    .help("say who each side is about (\"the Dane\", \"the tea drinker\")"));
                }
                // A side that always holds: so does the whole.
                if clues.is_empty() {
                    return Ok(None);
                }
                sides.push(clues);
            }
            ClueKind::Either(sides)
        }
        Fact::Has(r, value, negated) => {
            if guests[r] == value && !negated {
                return Ok(None);
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
                return Ok(None);
            }
            negate(ClueKind::Same(a, b), negated)
        }
        Fact::Differ(a, b) => {
            let (a, b) = (guests[a], guests[b]);
            let plainly_different =
                matches!((a, b), (Guest::Value(c, x), Guest::Value(d, y)) if c == d && x != y);
            if plainly_different {
                return Ok(None);
            }
            ClueKind::Not(Box::new(ClueKind::Same(a, b)))
        }
        Fact::Declare(category, values) => ClueKind::Declare { category, values },
    }))
}

impl Fact {
    /// Calls `see` with each referent the fact names, outside any "either ... or" it holds.
    fn refs(&self, see: &mut impl FnMut(Ref)) {
        match *self {
            Fact::Has(r, ..) | Fact::Seat(r, ..) => see(r),
            Fact::Relation(a, _, b, _) | Fact::Differ(a, b) | Fact::Same(a, b, _) => {
                see(a);
                see(b);
            }
            Fact::Either(_) | Fact::Declare(..) => {}
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
