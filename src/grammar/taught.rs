//! Phrases a user teaches the reader (issue 22): "clinked glasses with" read as "sat next to"
//! is. A taught phrase says what a phrase the reader knows says, in other words: the known
//! phrase is matched against the table's patterns with their slots left out, and each row it
//! reads gives a row of its own, with the taught words where the known ones were and the row's
//! slots, place and meaning kept. The rows live in a [`Teaching`] handed to the reader
//! (`read::read_with_phrases`), never in the table, so what is taught for one riddle is read in
//! no other.

use std::fmt;
use std::sync::Arc;

use super::phrase_match::{Token, rows, verb_token};
use super::phrases::{Means, Phrase, Place, VERBS};
use super::words::word_end;

/// Phrases taught to the reader, each read as the phrase of the reader's it means the same as.
///
/// ```
/// use riddle::grammar::Teaching;
/// use riddle::read::{ReadOptions, read_with_phrases};
/// use riddle::source::Source;
///
/// let riddle = "At the dinner party were Lady Ash, Lady Bell and Lady Cole.\n\
///               Lady Ash sat at the far left. Lady Cole clinked glasses with Lady Ash.\n\
///               But who sat where?";
/// let source = Source::new("riddle.txt", riddle);
/// let mut teaching = Teaching::new();
/// teaching.teach("clinked glasses with", "sat next to")?;
/// let read = read_with_phrases(&source, ReadOptions::default(), &teaching);
/// assert!(read.is_ok());
/// // Taught for that reading only: without it, the sentence is not understood.
/// assert!(riddle::read::read(&source).is_err());
/// # Ok::<(), riddle::grammar::TeachError>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct Teaching {
    taught: Vec<Taught>,
    /// Every row taught, shared with the reading contexts of a riddle read with them.
    rows: Arc<Rows>,
    /// Where the phrases came from ("riddle.toml"), for the note saying they were used.
    origin: Option<String>,
}

/// One phrase taught: the new words, and the phrase of the reader's they mean the same as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taught {
    pub said: String,
    pub known: String,
    /// The rules of the rows it reads as ("relation", "wore"), in table order.
    pub rules: Vec<&'static str>,
}

/// Why a phrase could not be taught.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeachError {
    /// One side is empty or blank.
    Empty(Side),
    /// A word of one side is no word the reader would see ("next,", "{guest}").
    NotAWord(Side, String),
    /// The known side reads as no row of the table.
    Unknown(String),
    /// The new side is read already, by this row (its rule and pattern).
    AlreadyRead {
        said: String,
        rule: &'static str,
        pattern: &'static str,
    },
    /// The new side was taught before.
    Twice(String),
    /// The known side is a noun after a possessive ("dress"), which is one word, and the new
    /// side is several.
    OneWord(String),
}

/// A side of a teaching: the new phrase, or the known one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Said,
    Known,
}

impl TeachError {
    /// The side the error is about, for a message pointing at it.
    pub fn side(&self) -> Side {
        match self {
            TeachError::Empty(side) | TeachError::NotAWord(side, _) => *side,
            TeachError::Unknown(_) | TeachError::OneWord(_) => Side::Known,
            TeachError::AlreadyRead { .. } | TeachError::Twice(_) => Side::Said,
        }
    }
}

impl fmt::Display for TeachError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TeachError::Empty(Side::Said) => f.write_str("the new phrase is empty"),
            TeachError::Empty(Side::Known) => {
                f.write_str("the phrase it means the same as is empty")
            }
            TeachError::NotAWord(_, word) => write!(
                f,
                "`{word}` is not a word as the reader reads them (letters and digits, joined by \
                 hyphens and apostrophes)"
            ),
            TeachError::Unknown(known) => {
                let first = known.split_whitespace().next().unwrap_or(known);
                write!(
                    f,
                    "`{known}` is no phrase the reader knows; see `riddle phrases {first}`"
                )
            }
            TeachError::AlreadyRead {
                said,
                rule,
                pattern,
            } => write!(
                f,
                "`{said}` is already a phrase the reader knows (row `{rule}`: `{pattern}`): it \
                 needs no teaching"
            ),
            TeachError::Twice(said) => write!(f, "`{said}` is taught twice"),
            TeachError::OneWord(known) => write!(
                f,
                "`{known}` names a thing of hers after a possessive (\"Lady Ash's dress\"), \
                 which is one word: teach one word for it"
            ),
        }
    }
}

impl std::error::Error for TeachError {}

impl Teaching {
    pub fn new() -> Teaching {
        Teaching::default()
    }

    /// No phrases, from `origin` (a file's name), which the note saying they were used names.
    pub fn from_origin(origin: impl Into<String>) -> Teaching {
        Teaching {
            origin: Some(origin.into()),
            ..Teaching::default()
        }
    }

    /// Teach the reader to read `said` as it reads `known`, a phrase it knows ("sat next to"):
    /// its slots left out, `known` must read a row of the table (`riddle phrases` lists them),
    /// and `said` must be read by none. `said` then reads wherever `known` does, with the
    /// same slots after it ("clinked glasses with the lady in red"); when it starts with a verb
    /// the reader knows ("was swathed in"), in every tense and negated too.
    pub fn teach(&mut self, said: &str, known: &str) -> Result<&Taught, TeachError> {
        let said_words = words(said, Side::Said)?;
        let known_words = words(known, Side::Known)?;
        let said = said_words.join(" ");
        let known = known_words.join(" ");
        if self
            .taught
            .iter()
            .any(|t| t.said.eq_ignore_ascii_case(&said))
        {
            return Err(TeachError::Twice(said));
        }
        if let Some((phrase, _)) =
            rows().find(|(_, tokens)| !readings(tokens, &said_words).is_empty())
        {
            return Err(TeachError::AlreadyRead {
                said,
                rule: phrase.rule,
                pattern: phrase.pattern,
            });
        }
        let new = new_tokens(&said_words);
        let mut taught_rows = Vec::new();
        let mut one_word_only = false;
        for (phrase, tokens) in rows() {
            let Some(reading) = readings(tokens, &known_words).into_iter().next() else {
                continue;
            };
            if matches!(phrase.place, Place::Attribute(_)) && said_words.len() > 1 {
                one_word_only = true;
                continue;
            }
            let mut row_tokens = tokens[..reading.start].to_vec();
            row_tokens.extend(new.iter().cloned());
            row_tokens.extend(tokens[reading.end..].iter().cloned());
            let phrase = match reading.relation {
                // "sat next to": the row of `{relation} {guest}` with its relation read, so
                // the new words say which relation.
                Some(relation) => Phrase {
                    means: relation.means,
                    rule: if relation.rule == "relation" {
                        phrase.rule
                    } else {
                        relation.rule
                    },
                    ..*phrase
                },
                None => *phrase,
            };
            taught_rows.push(Row {
                phrase,
                tokens: row_tokens,
                words: said_words.len(),
            });
        }
        if taught_rows.is_empty() {
            return Err(if one_word_only {
                TeachError::OneWord(known)
            } else {
                TeachError::Unknown(known)
            });
        }
        let rows = Arc::make_mut(&mut self.rows);
        for word in &said_words {
            if !rows.words.contains(word) {
                rows.words.push(word.clone());
            }
        }
        let rules = taught_rows.iter().fold(Vec::new(), |mut rules, row| {
            if !rules.contains(&row.phrase.rule) {
                rules.push(row.phrase.rule);
            }
            rules
        });
        rows.rows.extend(taught_rows);
        // The first row that reads wins: a longer phrase is tried before one it starts with
        // ("clinked glasses with" before "clinked glasses"), as the table orders its own.
        rows.rows.sort_by_key(|row| std::cmp::Reverse(row.words));
        self.taught.push(Taught { said, known, rules });
        Ok(self.taught.last().expect("just taught"))
    }

    /// The phrases taught, in the order taught.
    pub fn phrases(&self) -> &[Taught] {
        &self.taught
    }

    pub fn is_empty(&self) -> bool {
        self.taught.is_empty()
    }

    pub fn len(&self) -> usize {
        self.taught.len()
    }

    /// Where the phrases came from, if they were read from a file.
    pub fn origin(&self) -> Option<&str> {
        self.origin.as_deref()
    }

    /// The rows taught, for the reading contexts of one riddle.
    pub(crate) fn rows(&self) -> Arc<Rows> {
        Arc::clone(&self.rows)
    }
}

/// The words of one side, lower case, each a word as the reader splits text into words (a
/// curly apostrophe straightened, as the reader straightens the riddle's).
fn words(side: &str, which: Side) -> Result<Vec<String>, TeachError> {
    let straight = side.replace(['\u{2019}', '\u{2018}'], "'");
    let words: Vec<String> = straight.split_whitespace().map(str::to_lowercase).collect();
    if words.is_empty() {
        return Err(TeachError::Empty(which));
    }
    if let Some(bad) = words.iter().find(|w| word_end(w, 0) != w.len()) {
        return Err(TeachError::NotAWord(which, bad.clone()));
    }
    Ok(words)
}

/// The tokens of a new phrase: its words, the first read as a verb in every tense and negated
/// when it is a form of one the reader knows ("was swathed in": "is swathed in", "was not swathed
/// in"). A verb the reader does not know is read as written: its other forms are not guessed.
fn new_tokens(words: &[String]) -> Vec<Token> {
    let first = words[0].as_str();
    let base = if ["was", "is", "were", "are"].contains(&first) {
        Some("be")
    } else {
        VERBS
            .iter()
            .find(|v| v.past == first || v.present == first)
            .map(|v| v.base)
    };
    let mut tokens = Vec::new();
    let rest = match base {
        Some(base) if words.len() > 1 => {
            tokens.push(verb_token(base));
            &words[1..]
        }
        _ => words,
    };
    tokens.extend(rest.iter().map(|w| Token::Taught(w.as_str().into())));
    tokens
}

/// The rows taught for one reading, and their words, which are grammar words while it lasts.
#[derive(Clone, Debug, Default)]
pub(crate) struct Rows {
    rows: Vec<Row>,
    words: Vec<String>,
}

/// A taught row: the known row's place and meaning, its tokens with the new words in.
#[derive(Clone, Debug)]
pub(crate) struct Row {
    pub phrase: Phrase,
    pub tokens: Vec<Token>,
    /// How many words the taught phrase has.
    words: usize,
}

impl Rows {
    /// The taught rows of `place`, in the order taught.
    pub(crate) fn rows(&self, place: Place) -> impl Iterator<Item = &Row> {
        self.rows
            .iter()
            .filter(move |row| row.phrase.place == place)
    }

    /// The taught nouns for a thing of hers after a possessive ("frock" for "dress").
    pub(crate) fn attributes(&self) -> impl Iterator<Item = &Row> {
        (self.rows.iter()).filter(|row| matches!(row.phrase.place, Place::Attribute(_)))
    }

    /// Whether `word` is a word of a taught phrase (in any case).
    pub(crate) fn has_word(&self, word: &str) -> bool {
        !self.words.is_empty() && self.words.iter().any(|w| w.eq_ignore_ascii_case(word))
    }
}

/// How the words of a known phrase read a row's tokens: `start..end` are theirs (every plain
/// word of the row is among them; what lies outside is slots and optional words), and a
/// `{relation}` among them was read by the words of `relation`.
struct Reading {
    start: usize,
    end: usize,
    relation: Option<&'static Phrase>,
}

/// Every way `words` read `tokens` with the slots left out: a run of the tokens from one that
/// takes the first word to one that takes the last, outside which no word of the row is
/// required. A slot inside the run cannot be left out, since the new phrase replaces the run
/// whole; a `{relation}` inside it may be read by a relation row's words ("sat next to").
fn readings(tokens: &[Token], words: &[String]) -> Vec<Reading> {
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let required = |t: &Token| matches!(t, Token::Words(_) | Token::Verb(_) | Token::Taught(_));
    let mut out = Vec::new();
    for start in 0..tokens.len() {
        if tokens[..start].iter().any(required) {
            break;
        }
        let mut ends = Vec::new();
        take(tokens, start, &words, None, true, &mut ends);
        for (end, relation) in ends {
            if !tokens[end..].iter().any(required) {
                out.push(Reading {
                    start,
                    end,
                    relation,
                });
            }
        }
    }
    out
}

/// Read `words` from token `at` on, to where the last word is read: each end found, with the
/// relation row read on the way. `first`: the token at `at` must take a word.
fn take(
    tokens: &[Token],
    at: usize,
    words: &[&str],
    relation: Option<&'static Phrase>,
    first: bool,
    out: &mut Vec<(usize, Option<&'static Phrase>)>,
) {
    if words.is_empty() {
        out.push((at, relation));
        return;
    }
    let Some(token) = tokens.get(at) else {
        return;
    };
    match token {
        Token::Optional(runs) => {
            for run in runs {
                for n in whole(run, words) {
                    if n > 0 {
                        take(tokens, at + 1, &words[n..], relation, false, out);
                    }
                }
            }
            if !first {
                take(tokens, at + 1, words, relation, false, out);
            }
        }
        Token::Relation if relation.is_none() => {
            for (phrase, row) in rows() {
                if phrase.place != Place::RelationPhrase
                    || !matches!(phrase.means, Means::Related(_))
                {
                    continue;
                }
                for n in whole(row, words) {
                    if n > 0 {
                        take(tokens, at + 1, &words[n..], Some(phrase), false, out);
                    }
                }
            }
        }
        _ => {
            for n in one(token, words) {
                take(tokens, at + 1, &words[n..], relation, false, out);
            }
        }
    }
}

/// How many of `words` each reading of the whole run `tokens` takes: plain words and
/// optional words only (a slot fails it).
fn whole(tokens: &[Token], words: &[&str]) -> Vec<usize> {
    let Some((token, rest)) = tokens.split_first() else {
        return vec![0];
    };
    let mut out = Vec::new();
    let firsts: Vec<usize> = match token {
        Token::Optional(runs) => {
            let mut firsts = vec![0];
            for run in runs {
                firsts.extend(whole(run, words));
            }
            firsts
        }
        _ => one(token, words),
    };
    for n in firsts {
        out.extend(whole(rest, &words[n..]).into_iter().map(|m| n + m));
    }
    out
}

/// How many of `words` one token takes, each way it can: one word of a word token, a verb's
/// positive forms (a taught phrase is taught unnegated; its negations come with the verb).
fn one(token: &Token, words: &[&str]) -> Vec<usize> {
    match token {
        Token::Words(list) => match words.first() {
            Some(w) if list.iter().any(|k| k.eq_ignore_ascii_case(w)) => vec![1],
            _ => vec![],
        },
        Token::Taught(word) => match words.first() {
            Some(w) if word.eq_ignore_ascii_case(w) => vec![1],
            _ => vec![],
        },
        Token::Verb(groups) => {
            let mut out: Vec<usize> = groups
                .iter()
                .flat_map(|(_, forms)| forms.iter())
                .filter(|form| form.negation.is_none())
                .filter(|form| {
                    form.words.len() <= words.len()
                        && (form.words.iter().zip(words)).all(|(f, w)| f.eq_ignore_ascii_case(w))
                })
                .map(|form| form.words.len())
                .collect();
            out.sort_unstable();
            out.dedup();
            out
        }
        _ => vec![],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn taught(said: &str, known: &str) -> Result<Taught, TeachError> {
        Teaching::new().teach(said, known).cloned()
    }

    #[test]
    fn a_relation_phrase_is_taught_with_its_relation() {
        let t = taught("clinked glasses with", "sat next to").expect("taught");
        assert_eq!(t.rules, ["relation"]);
        let mut teaching = Teaching::new();
        teaching
            .teach("clinked glasses with", "sat next to")
            .expect("taught");
        let rows = teaching.rows();
        let row = rows.rows(Place::Predicate).next().expect("a predicate row");
        assert_eq!(
            row.phrase.means,
            Means::Related(super::super::syntax::Relation::NextTo)
        );
        assert!(matches!(row.tokens.last(), Some(Token::Guest)));
    }

    #[test]
    fn a_verb_keeps_the_value_slots_of_every_row_it_reads() {
        let t = taught("was swathed in", "wore").expect("taught");
        assert!(t.rules.contains(&"wore"), "{:?}", t.rules);
        let mut teaching = Teaching::new();
        teaching.teach("was swathed in", "wore").expect("taught");
        let rows = teaching.rows();
        // "was" is the verb "be", in every tense and negated.
        assert!(
            rows.rows(Place::Predicate)
                .all(|row| matches!(row.tokens[0], Token::Verb(_)))
        );
    }

    #[test]
    fn a_phrase_read_already_is_refused() {
        assert!(matches!(
            taught("hailed from", "came from"),
            Err(TeachError::AlreadyRead {
                rule: "came-from",
                ..
            })
        ));
        assert!(matches!(
            taught("sat beside", "sat next to"),
            Err(TeachError::AlreadyRead { .. })
        ));
    }

    #[test]
    fn an_unknown_or_empty_side_is_refused() {
        assert_eq!(
            taught("clinked glasses with", "sat besides"),
            Err(TeachError::Unknown("sat besides".into()))
        );
        assert_eq!(
            taught("clinked glasses with", "sat besides")
                .unwrap_err()
                .to_string(),
            "`sat besides` is no phrase the reader knows; see `riddle phrases sat`"
        );
        assert_eq!(
            taught("  ", "sat next to"),
            Err(TeachError::Empty(Side::Said))
        );
        assert_eq!(taught("lounged", ""), Err(TeachError::Empty(Side::Known)));
        assert_eq!(
            taught("lounged {guest}", "sat"),
            Err(TeachError::NotAWord(Side::Said, "{guest}".into()))
        );
        // A phrase whose plain words the known one leaves out is not that phrase.
        assert!(matches!(
            taught("orated fondly of", "spoke fondly of"),
            Err(TeachError::Unknown(_))
        ));
    }

    #[test]
    fn a_phrase_is_taught_once() {
        let mut teaching = Teaching::new();
        teaching
            .teach("clinked glasses with", "sat next to")
            .expect("taught");
        assert_eq!(
            teaching.teach("Clinked  glasses with", "sat beside"),
            Err(TeachError::Twice("clinked glasses with".into()))
        );
        assert_eq!(teaching.len(), 1);
    }

    #[test]
    fn a_head_keeps_the_slot_before_its_words() {
        let mut teaching = Teaching::new();
        teaching.teach("tippler", "drinker").expect("taught");
        let rows = teaching.rows();
        let row = rows.rows(Place::Head).next().expect("a head row");
        assert!(
            matches!(&row.tokens[..], [Token::Value(..), Token::Taught(w)] if &**w == "tippler")
        );
    }

    #[test]
    fn a_longer_phrase_is_tried_before_one_it_starts_with() {
        let mut teaching = Teaching::new();
        teaching.teach("clinked", "sat").expect("taught");
        teaching
            .teach("clinked glasses with", "sat next to")
            .expect("taught");
        let rows = teaching.rows();
        let first = rows.rows(Place::Predicate).next().expect("a row");
        assert!(matches!(&first.tokens[..], [Token::Taught(w), ..] if &**w == "clinked"));
        assert_eq!(first.words, 3);
    }

    #[test]
    fn a_noun_after_a_possessive_is_one_word() {
        assert!(taught("frock", "dress").is_ok());
        assert_eq!(
            taught("evening frock", "dress"),
            Err(TeachError::OneWord("dress".into()))
        );
    }
}
