//! The phrase table's interpreter: each row's pattern is compiled once into tokens, rows are
//! found by the word they can start with, and a row reads with the grammar's own word and slot
//! parsers. What a row means becomes syntax here, in one place for every row.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex, OnceLock};

use super::lexicon::{cmp_lower, word_count, word_id};
use super::noun_phrase::{np, ordinal};
use super::passed_over::{ASIDES, BEFORE_A_VERB_WORDS};
use super::phrases::{
    ARTICLES, GARMENTS, Means, NUMBERS, OWN, PERSON_NOUNS, PHRASES, PLACES, PLACES_PLURAL, Phrase,
    Place, SYNONYMS, VERBS,
};
use super::predicate::{seat_after_a_preposition, seat_phrase};
use super::syntax::{Head, Modifier, Np, PredicateKind, Pronoun, Relation, Term};
use super::words::{
    Cx, R, Slot, phrase, possessive, punct, starts_with_word, unread, value as slot,
};
use crate::clue::Seat;
use crate::vocabulary::Category;

/// One word of a verb's form, and how the form negates ("did-not", "was-not", "never",
/// "had-not"), if it does.
#[derive(Debug)]
pub struct Form {
    pub words: Vec<&'static str>,
    pub negation: Option<&'static str>,
}

/// A compiled piece of a row's pattern; the generator writes rows from these too. Cloned
/// into the rows a user teaches (`taught.rs`), which keep the known row's slots.
#[derive(Clone, Debug)]
pub(crate) enum Token {
    Words(Vec<&'static str>),
    /// A word of a phrase a user taught (`taught.rs`): owned, since it lives for one reading.
    Taught(Box<str>),
    /// Optional runs of tokens: at most one of them is read.
    Optional(Vec<Vec<Token>>),
    /// A verb's forms, grouped by their first word (sorted), in the order tried; shared by every
    /// row naming the same verbs (`verb_token`).
    Verb(Arc<VerbForms>),
    /// A value slot, and a suffix its word carries ("crimson-clad").
    Value(Category, Option<&'static str>),
    /// A value slot that only takes a value the riddle named before as one of its category, or a
    /// well-known one (`Kind::known`, `Kind::also`).
    Known(Category),
    /// A value of any category, named before or well known: its word tells its category ("the
    /// person who likes milk").
    AnyKnown,
    /// As `AnyKnown`, of a category this says yes to: what a verb may take ("drank" a drink).
    AnyKnownIf(fn(Category) -> bool),
    /// A verb whose gerund is a value the riddle listed: "paints" for `painting`.
    Done,
    /// Things of a category's kind, in the plural, standing for what a sentence spoke of and
    /// naming no value of anyone's: "rings" after "bragged about her Ring" (`kind_plural`).
    Plural(Category),
    Guest,
    /// "her" alone, as a guest: the one mentioned last ("the woman on her left").
    Her,
    Seat,
    /// A seat of more than one word ("at the far left", "in the first seat", "second from the
    /// left"), never a bare rank: "first" after a name is as likely a time ("Lady Ash first
    /// drank wine").
    PlacedSeat,
    Relation,
    Count,
    Ordinal,
    Comma,
    Possessive,
}

struct Compiled {
    phrase: &'static Phrase,
    tokens: Vec<Token>,
}

/// Rows by the first word they may start with, for one place; rows that may start anywhere
/// (with a slot) are in every list, in table order.
#[derive(Default)]
struct Index {
    /// Sorted by word: the words that could have started a row, said in that order when none
    /// did.
    by_word: Vec<(&'static str, Vec<usize>)>,
    any: Vec<usize>,
}

/// For each place of `TABLE.places`, by `lexicon::word_id`: 1 + where the word is in the
/// place's `by_word`, 0 where no row starts with it. A sentence's words are numbered once, so
/// finding the rows that start with one is one look-up. Built after `TABLE`, whose words the
/// lexicon numbers.
static BY_ID: LazyLock<Vec<Vec<u16>>> = LazyLock::new(|| {
    TABLE
        .places
        .iter()
        .map(|(_, index)| {
            let mut by_id = vec![0; word_count()];
            for (at, (word, _)) in index.by_word.iter().enumerate() {
                let id = word_id(word).expect("the lexicon numbers every word a row starts with");
                by_id[usize::from(id)] = u16::try_from(at + 1).expect("fewer first words");
            }
            by_id
        })
        .collect()
});

/// Groups of `lexicon::word_id`s, of each of which a sentence must have one.
type Needs = Box<[Box<[u16]>]>;

/// For each row of `TABLE`, the words it cannot read without (`needed_words`), found when the
/// row is first tried: a row is tried only in a sentence that has one of each group. Built
/// after `TABLE`, whose words the lexicon numbers; and one row at a time, since numbering every
/// row's words costs a riddle's reading and most riddles try a fraction of the rows.
static NEEDS: LazyLock<Vec<OnceLock<Needs>>> =
    LazyLock::new(|| TABLE.rows.iter().map(|_| OnceLock::new()).collect());

/// The first words of each verb's forms (`Token::Verb`), numbered once: rows naming the same
/// verbs share their forms (`verb_token`), and a verb has dozens of first words. By the
/// address of the forms, which live as long as the table.
static VERB_FIRSTS: LazyLock<Mutex<HashMap<usize, Box<[u16]>>>> = LazyLock::new(Default::default);

/// `NEEDS` of row `n`.
fn needs(n: usize) -> &'static Needs {
    NEEDS[n].get_or_init(|| {
        let mut verbs = VERB_FIRSTS
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        needed_words(&TABLE.rows[n].tokens, &mut verbs)
    })
}

struct Table {
    rows: Vec<Compiled>,
    places: Vec<(Place, Index)>,
}

static TABLE: LazyLock<Table> = LazyLock::new(|| {
    let rows: Vec<Compiled> = PHRASES
        .iter()
        .map(|phrase| Compiled {
            phrase,
            tokens: compile(phrase.pattern),
        })
        .collect();
    let mut places: Vec<(Place, Index)> = Vec::new();
    // Where each place's word is in its `by_word`: a verb's row starts with dozens of words,
    // and searching the list for each was most of what every process paid to build this.
    let mut at_word: Vec<foldhash::HashMap<&'static str, usize>> = Vec::new();
    for (n, row) in rows.iter().enumerate() {
        let at = match places.iter().position(|(p, _)| *p == row.phrase.place) {
            Some(at) => at,
            None => {
                places.push((row.phrase.place, Index::default()));
                at_word.push(foldhash::HashMap::default());
                places.len() - 1
            }
        };
        let index = &mut places[at].1;
        match first_words(&row.tokens) {
            Some(words) => {
                for word in words {
                    match at_word[at].get(word) {
                        Some(&k) if index.by_word[k].1.last() == Some(&n) => {}
                        Some(&k) => index.by_word[k].1.push(n),
                        None => {
                            at_word[at].insert(word, index.by_word.len());
                            index.by_word.push((word, vec![n]));
                        }
                    }
                }
            }
            None => index.any.push(n),
        }
    }
    // Each word's rows, and the rows that may start anywhere, in table order.
    for (_, index) in &mut places {
        index.by_word.sort_unstable_by_key(|(word, _)| *word);
        for (_, list) in &mut index.by_word {
            list.extend(&index.any);
            list.sort_unstable();
            list.dedup();
        }
    }
    Table { rows, places }
});

/// Row `n` of `PHRASES`, compiled: what the generator writes it from, so that it writes only
/// the words and verb forms the reader reads.
pub(crate) fn tokens(n: usize) -> &'static [Token] {
    &TABLE.rows[n].tokens
}

/// Every word the rows use, lower case: the grammar's keywords, which end a value slot.
pub static WORDS: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    let mut words = Vec::new();
    fn collect(tokens: &[Token], words: &mut Vec<&'static str>) {
        for token in tokens {
            match token {
                Token::Words(ws) => words.extend(ws.iter().copied()),
                Token::Optional(runs) => runs.iter().for_each(|run| collect(run, words)),
                // Verb forms are made of the words added below.
                _ => {}
            }
        }
    }
    for row in &TABLE.rows {
        collect(&row.tokens, &mut words);
    }
    // Every verb form is made of these words (see `verb_forms` and `be_forms`).
    words.extend(AUXILIARIES);
    words.extend(PERCEIVED);
    for verb in VERBS {
        words.extend([verb.past, verb.present, verb.ing, verb.perfect]);
        words.extend(verb.stative.iter().copied());
        if !verb.base_is_a_value {
            words.push(verb.base);
        }
    }
    // Most words are in many rows: the duplicates go before the sort, which compares strings.
    let mut seen: foldhash::HashSet<&str> =
        foldhash::HashSet::with_capacity_and_hasher(words.len(), Default::default());
    words.retain(|word| seen.insert(*word));
    words.sort_unstable();
    words
});

fn compile(pattern: &'static str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut rest = pattern;
    while let Some(start) = rest.find(|c: char| c != ' ') {
        rest = &rest[start..];
        if let Some(inside) = rest.strip_prefix('[') {
            let end = inside.find(']').expect("a closing ] in a phrase pattern");
            let runs = inside[..end]
                .split('|')
                .map(|run| {
                    let run = compile(run);
                    assert!(
                        run.iter()
                            .all(|t| !matches!(t, Token::Optional(_) | Token::Verb(_))),
                        "an optional run holds plain words and slots: {pattern}"
                    );
                    run
                })
                .collect();
            tokens.push(Token::Optional(runs));
            rest = &inside[end + 1..];
            continue;
        }
        let end = rest.find(' ').unwrap_or(rest.len());
        tokens.push(token(&rest[..end], pattern));
        rest = &rest[end..];
    }
    tokens
}

fn token(word: &'static str, pattern: &str) -> Token {
    if word == "," {
        return Token::Comma;
    }
    if word == "'s" {
        return Token::Possessive;
    }
    if let Some(inner) = word.strip_prefix('<') {
        let names = inner
            .strip_suffix('>')
            .expect("a closing > in a phrase pattern");
        for name in names.split('|') {
            assert!(
                FORMS.iter().any(|(base, _)| *base == name),
                "<{name}> is not in VERBS: {pattern}"
            );
        }
        return verb_token(names);
    }
    if let Some(inner) = word.strip_prefix('{') {
        let close = inner.find('}').expect("a closing } in a phrase pattern");
        let suffix = (close + 1 < inner.len()).then(|| &inner[close + 1..]);
        let name = &inner[..close];
        match name {
            "seat:placed" => return Token::PlacedSeat,
            "known:drunk" => return Token::AnyKnownIf(super::phrases::drunk),
            "known:worn" => return Token::AnyKnownIf(super::phrases::worn),
            "known:own" => return Token::AnyKnownIf(super::phrases::own),
            "known:done" => return Token::Done,
            "heirloom:plural" => return Token::Plural(Category::HEIRLOOM),
            _ => {}
        }
        let (name, known) = match name.strip_suffix(":known") {
            Some(name) => (name, true),
            None => (name, false),
        };
        // A value slot is named by its kind's key; a guest is `{guest}`, never `{name}`.
        let category = Category::by_key(name).filter(|c| *c != Category::NAME);
        if let Some(category) = category {
            if known {
                assert!(suffix.is_none(), "a known value takes no suffix: {pattern}");
                return Token::Known(category);
            }
            return Token::Value(category, suffix);
        }
        assert!(!known, "only a value slot may be known: {pattern}");
        assert!(
            suffix.is_none(),
            "only a value slot takes a suffix: {pattern}"
        );
        return match name {
            "guest" => Token::Guest,
            "known" => Token::AnyKnown,
            "her" => Token::Her,
            "seat" => Token::Seat,
            "relation" => Token::Relation,
            "count" => Token::Count,
            "ordinal" => Token::Ordinal,
            "person" => Token::Words(PERSON_NOUNS.to_vec()),
            "garment" => Token::Words(GARMENTS.to_vec()),
            "article" => Token::Words(ARTICLES.to_vec()),
            "place" => Token::Words(PLACES.to_vec()),
            "places" => Token::Words(PLACES_PLURAL.to_vec()),
            _ => panic!("unknown slot {{{name}}} in {pattern}"),
        };
    }
    let words: Vec<&'static str> = word.split('|').collect();
    assert!(
        words
            .iter()
            .all(|w| !w.is_empty() && w.chars().all(|c| !c.is_uppercase())),
        "pattern words are lower case: {pattern}"
    );
    Token::Words(words)
}

/// The forms of the verbs `names` ("sit|stand|be", by base form; "be" too), grouped by their
/// first word: a `<verb>` of a pattern, or the verb a taught phrase starts with.
/// The forms of a `Token::Verb`, grouped by their first word.
pub(crate) type VerbForms = Vec<(&'static str, Vec<&'static Form>)>;

/// The forms of the verbs `names` ("sit|be"), built once for every row that names them: many
/// rows name the same verbs, and building them is most of the cost of compiling the table,
/// which every process pays once before its first sentence.
pub(super) fn verb_token(names: &str) -> Token {
    static BUILT: LazyLock<Mutex<HashMap<String, Arc<VerbForms>>>> = LazyLock::new(Mutex::default);
    // A poisoned lock only means another thread panicked while building: build again.
    let mut built = BUILT
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(forms) = built.get(names) {
        return Token::Verb(Arc::clone(forms));
    }
    let forms = Arc::new(verb_forms_of(names));
    built.insert(names.to_string(), Arc::clone(&forms));
    Token::Verb(forms)
}

fn verb_forms_of(names: &str) -> VerbForms {
    let mut groups: Vec<&'static (&'static str, Vec<&'static Form>)> = Vec::new();
    // A row naming a synonym too ("<live|reside>") reads each verb's forms once: a verb taken
    // for one name is not taken again (by its base: every process builds these at its start,
    // and comparing form with form was most of it).
    let mut taken: Vec<&str> = Vec::new();
    for name in names.split('|') {
        let synonyms = SYNONYMS.iter().filter(|(base, _)| *base == name);
        let bases: Vec<&str> = std::iter::once(name)
            .chain(synonyms.flat_map(|(_, others)| others.iter().copied()))
            .filter(|base| !taken.contains(base))
            .collect();
        for (grouped, _) in
            (GROUPED.iter().zip(FORMS.iter())).filter(|(_, (base, _))| bases.contains(base))
        {
            groups.extend(grouped.iter());
        }
        taken.extend(bases);
    }
    // Grouped by first word, each group in the order tried: each verb's forms come grouped
    // (`GROUPED`), so only the groups are sorted, stably, and those of one word joined.
    groups.sort_by_key(|(first, _)| *first);
    groups
        .chunk_by(|a, b| a.0 == b.0)
        .map(|run| {
            (
                run[0].0,
                run.iter()
                    .flat_map(|(_, forms)| forms.iter().copied())
                    .collect(),
            )
        })
        .collect()
}

/// Each of `FORMS`' verbs' forms grouped by their first word (sorted), in the order tried:
/// grouped once per verb rather than once per row's set of verbs ("be" is in most of them).
static GROUPED: LazyLock<Vec<VerbForms>> = LazyLock::new(|| {
    FORMS
        .iter()
        .map(|(_, forms)| {
            let mut forms: Vec<&'static Form> = forms.iter().collect();
            // A stable sort keeps each group in the order tried.
            forms.sort_by_key(|form| form.words[0]);
            forms
                .chunk_by(|a, b| a.words[0] == b.words[0])
                .map(|group| (group[0].words[0], group.to_vec()))
                .collect()
        })
        .collect()
});

/// Every row of `PHRASES`, compiled: what a taught phrase is matched against (`taught.rs`).
pub(super) fn rows() -> impl Iterator<Item = (&'static Phrase, &'static [Token])> {
    TABLE
        .rows
        .iter()
        .map(|row| (row.phrase, row.tokens.as_slice()))
}

fn form(words: &[&'static str], negation: Option<&'static str>) -> Form {
    Form {
        words: words.to_vec(),
        negation,
    }
}

/// Every verb's forms, by base form, built once: "be" and each of `VERBS`.
static FORMS: LazyLock<Vec<(&'static str, Vec<Form>)>> = LazyLock::new(|| {
    let mut all = vec![("be", be_forms())];
    all.extend(VERBS.iter().map(|v| (v.base, verb_forms(v))));
    all
});

/// The words verb forms are made of besides the verb's own.
const AUXILIARIES: &[&str] = &[
    "was", "is", "were", "are", "not", "never", "did", "does", "didn't", "doesn't", "had", "has",
    "hadn't", "wasn't", "isn't", "weren't", "aren't", "do", "don't", "have", "will", "won't",
    "going", "to", "could", "can", "be", "been", "hasn't", "haven't", "shall", "shan't", "once",
    "must", "mustn't",
];

/// Participles of being perceived: "was seen sitting next to ...", "was spotted at the far
/// left" say where she was, as a witness saw her. Only affirmative: "was never seen next to
/// her" says what nobody saw, not where she was, so it stays unread.
const PERCEIVED: &[&str] = &["seen", "observed", "noticed", "spotted"];

/// Verbs of where one is, which a perception verb may carry in its passive ("was seen
/// sitting", "was observed seated", "could be found living ...").
const POSITIONAL: &[&str] = &["sit", "stand", "live", "reside"];

/// The passive of perception before a verb of where one is, or before "be" ("was spotted at
/// the far left", "could be found in house 3"): `[be, seen]` and `[could, be, found]`, to be
/// followed by the verb's own participle, or by nothing.
fn perceived_forms() -> Vec<Vec<&'static str>> {
    let mut forms = Vec::new();
    for be in ["was", "is", "were", "are"] {
        for seen in PERCEIVED {
            forms.push(vec![be, *seen]);
        }
    }
    for may in ["could", "can"] {
        for seen in PERCEIVED.iter().chain(&["found"]) {
            forms.push(vec![may, "be", *seen]);
        }
    }
    forms
}

/// "was", "is", and their negations. "be" takes no "did".
fn be_forms() -> Vec<Form> {
    // First, before "was" alone, which would stop at "seen".
    let mut forms: Vec<Form> = (perceived_forms().iter())
        .map(|words| form(words, None))
        .collect();
    for (past, present) in [("was", "is"), ("were", "are")] {
        for finite in [past, present] {
            forms.push(form(&[finite, "not"], Some("was-not")));
            forms.push(form(&[finite, "never"], Some("never")));
            forms.push(form(&["never", finite], Some("never")));
            forms.push(form(&[finite], None));
        }
    }
    forms.extend([
        form(&["wasn't"], Some("was-not")),
        form(&["isn't"], Some("was-not")),
        form(&["weren't"], Some("was-not")),
        form(&["aren't"], Some("was-not")),
    ]);
    // The future, as rules say what is so: "The green house shall be at one end", "will not be
    // next to", "must be".
    for will in ["will", "shall", "must"] {
        forms.push(form(&[will, "not", "be"], Some("was-not")));
        forms.push(form(&[will, "never", "be"], Some("never")));
        forms.push(form(&[will, "be"], None));
    }
    for will in ["won't", "shan't", "mustn't"] {
        forms.push(form(&[will, "be"], Some("was-not")));
    }
    // The perfect, as a teller of what had happened says it: "The gin had been drunk by the
    // lady in white", "had not been in red", "hadn't been at the far left".
    for have in ["had", "has", "have"] {
        forms.push(form(&[have, "not", "been"], Some("had-not")));
        forms.push(form(&[have, "never", "been"], Some("never")));
        forms.push(form(&[have, "been"], None));
    }
    for have in ["hadn't", "hasn't", "haven't"] {
        forms.push(form(&[have, "been"], Some("had-not")));
    }
    forms
}

/// Every tense and negation of a verb other than "be", longest first so that "was not
/// sitting" is tried before "was". Present and past tense read alike.
fn verb_forms(v: &super::phrases::Verb) -> Vec<Form> {
    let mut forms = Vec::new();
    // The plural forms ("do not", "were seated", "have chosen") too, for two guests said of
    // at once: "Lady Ash and Lady Bell were seated left of Lady Cole".
    for do_not in [["did", "not"], ["does", "not"], ["do", "not"]] {
        forms.push(form(&[do_not[0], do_not[1], v.base], Some("did-not")));
    }
    forms.push(form(&["didn't", v.base], Some("did-not")));
    forms.push(form(&["doesn't", v.base], Some("did-not")));
    forms.push(form(&["don't", v.base], Some("did-not")));
    forms.push(form(&["had", "not", v.perfect], Some("had-not")));
    forms.push(form(&["hadn't", v.perfect], Some("had-not")));
    forms.push(form(&["had", "never", v.perfect], Some("never")));
    // The perfect of the progressive: "had been drinking rum", "hadn't been sitting".
    for have in ["had", "has", "have"] {
        forms.push(form(&[have, "not", "been", v.ing], Some("had-not")));
        forms.push(form(&[have, "never", "been", v.ing], Some("never")));
    }
    for have in ["hadn't", "hasn't"] {
        forms.push(form(&[have, "been", v.ing], Some("had-not")));
        for stative in v.stative {
            forms.push(form(&[have, "been", stative], Some("had-not")));
        }
    }
    for be in ["was", "is", "were", "are"] {
        forms.push(form(&[be, "not", v.ing], Some("was-not")));
        for stative in v.stative {
            forms.push(form(&[be, "not", stative], Some("was-not")));
            forms.push(form(&[be, "never", stative], Some("never")));
        }
    }
    for be in ["wasn't", "isn't", "weren't", "aren't"] {
        forms.push(form(&[be, v.ing], Some("was-not")));
        for stative in v.stative {
            forms.push(form(&[be, stative], Some("was-not")));
        }
    }
    forms.push(form(&["never", v.past], Some("never")));
    forms.push(form(&["never", v.present], Some("never")));
    // "never once sat", "had never once sat": "once" stresses the denial.
    forms.push(form(&["never", "once", v.past], Some("never")));
    forms.push(form(&["had", "never", "once", v.perfect], Some("never")));
    // "had not a yellow coat", "has not the dog": "have" denied without "do", as older English
    // and some learners say it. A participle after it ("had not worn") is no object, so the
    // rows of having read nothing there and the perfect is read as before.
    if v.base == "have" {
        for have in ["had", "has", "have"] {
            forms.push(form(&[have, "not"], Some("did-not")));
        }
    }
    if POSITIONAL.contains(&v.base) {
        for seen in perceived_forms() {
            forms.push(form(&[&seen[..], &[v.ing]].concat(), None));
            for stative in v.stative {
                forms.push(form(&[&seen[..], &[stative]].concat(), None));
            }
        }
    }
    for be in ["was", "is", "were", "are"] {
        forms.push(form(&[be, v.ing], None));
        for stative in v.stative {
            forms.push(form(&[be, stative], None));
        }
    }
    // The future, as puzzles of plans say what each one does: "is going to eat Cookies",
    // "will order tea", "won't drive".
    for be in ["is", "are"] {
        forms.push(form(&[be, "not", "going", "to", v.base], Some("did-not")));
        forms.push(form(&[be, "going", "to", v.base], None));
    }
    for be in ["isn't", "aren't"] {
        forms.push(form(&[be, "going", "to", v.base], Some("did-not")));
    }
    // "shall", as rules and old-fashioned tellers say what will be: "shall reside in ...".
    // "must", as a rule says what is so: "The Englishman must live in the red house".
    for will in ["will", "shall", "must"] {
        forms.push(form(&[will, "not", v.base], Some("did-not")));
        forms.push(form(&[will, "never", v.base], Some("never")));
    }
    forms.push(form(&["won't", v.base], Some("did-not")));
    forms.push(form(&["shan't", v.base], Some("did-not")));
    forms.push(form(&["mustn't", v.base], Some("did-not")));
    forms.push(form(&["will", v.base], None));
    forms.push(form(&["shall", v.base], None));
    forms.push(form(&["must", v.base], None));
    // "shall be seated", "will be sitting": the future of the passive and the progressive.
    for will in ["will", "shall", "must"] {
        forms.push(form(&[will, "not", "be", v.ing], Some("was-not")));
        forms.push(form(&[will, "be", v.ing], None));
        for stative in v.stative {
            forms.push(form(&[will, "not", "be", stative], Some("was-not")));
            forms.push(form(&[will, "be", stative], None));
        }
    }
    for have in ["had", "has", "have"] {
        forms.push(form(&[have, "been", v.ing], None));
        for stative in v.stative {
            forms.push(form(&[have, "been", stative], None));
        }
    }
    forms.push(form(&["had", v.perfect], None));
    forms.push(form(&["has", v.perfect], None));
    forms.push(form(&["have", v.perfect], None));
    // The emphatic affirmative, after a denial: "did not have the first seat, but she did sit
    // left of ...". "did" with no "not" after it denies nothing.
    for emphatic in ["did", "does", "do"] {
        forms.push(form(&[emphatic, v.base], None));
    }
    forms.push(form(&[v.past], None));
    forms.push(form(&[v.present], None));
    // The plural present: "The Lapis Beads belong to ...".
    forms.push(form(&[v.base], None));
    forms
}

/// The words a row reads in every reading of it, as groups of which one must be in the
/// sentence (a verb's first words, alternatives such as "left|right"), by `lexicon::word_id`.
/// Only the row's own tokens count, not those of its optional runs or its slots. Most rows are
/// tried at every word of every sentence, and most need a word the sentence does not have.
fn needed_words(tokens: &[Token], verbs: &mut HashMap<usize, Box<[u16]>>) -> Needs {
    // A word the lexicon does not number cannot be looked for: its group says nothing.
    fn ids<'w>(words: impl IntoIterator<Item = &'w str>) -> Option<Box<[u16]>> {
        words.into_iter().map(word_id).collect()
    }
    (tokens.iter())
        .filter_map(|token| match token {
            Token::Words(words) => ids(words.iter().copied()),
            Token::Verb(groups) => {
                let firsts = verbs
                    .entry(Arc::as_ptr(groups) as usize)
                    .or_insert_with(|| {
                        ids(groups.iter().map(|(first, _)| *first)).unwrap_or_default()
                    });
                (!firsts.is_empty()).then(|| firsts.clone())
            }
            _ => None,
        })
        .collect()
}

/// The words a row can start with, or `None` when it starts with a slot.
fn first_words(tokens: &[Token]) -> Option<Vec<&'static str>> {
    let (first, rest) = tokens.split_first()?;
    match first {
        Token::Words(words) => Some(words.clone()),
        Token::Verb(groups) => Some(groups.iter().map(|(first, _)| *first).collect()),
        Token::Optional(runs) => {
            let mut words = first_words(rest)?;
            for run in runs {
                words.extend(first_words(run)?);
            }
            Some(words)
        }
        _ => None,
    }
}

/// What a row's slots were filled with.
#[derive(Default)]
struct Got {
    values: Vec<(Category, Term)>,
    guests: Vec<Np>,
    seat: Option<Seat>,
    relation: Option<Relation>,
    count: Option<u8>,
    ordinal: Option<u8>,
    negation: Option<&'static str>,
    /// The rule of the `{relation}` row read, which says more than the row around it.
    relation_rule: Option<&'static str>,
    /// The value slot read a choice of values ("neither A nor B", "A or B"): all of them are
    /// in `values`.
    choice: Option<Choice>,
    /// The `{seat}` slot read a choice of two seats ("in house 2 or house 3", "neither in the
    /// middle nor at an end"): the first is in `seat`, this is the other.
    seat_choice: Option<(Choice, Seat)>,
    /// The choice of seats is a run from one end ("in one of the first three houses"): every
    /// seat from `seat` to the other, counted from the same side.
    seat_run: bool,
    /// "either"/"neither" said before a row's words that lead to a slot ("is drunk either in
    /// house 1 or in house 4"): the choice, and where the words it stands before start, which
    /// the second alternative may say again. The slot after them reads the choice.
    floated: Option<(Choice, usize)>,
    /// The guest slot read "someone other than ...": a denial of who she is, which only a row
    /// saying who she is (`Means::Same`) reads ("lives next to someone other than the Dane"
    /// says she has a neighbour, not which).
    other_than: bool,
}

/// What `Got` held before a way of reading was tried, to put back if it fails.
#[derive(Clone, Copy)]
struct Mark {
    values: usize,
    guests: usize,
    seat: Option<Seat>,
    relation: Option<Relation>,
    relation_rule: Option<&'static str>,
    count: Option<u8>,
    ordinal: Option<u8>,
    negation: Option<&'static str>,
    choice: Option<Choice>,
    seat_choice: Option<(Choice, Seat)>,
    seat_run: bool,
    floated: Option<(Choice, usize)>,
    other_than: bool,
}

impl Got {
    fn mark(&self) -> Mark {
        Mark {
            values: self.values.len(),
            guests: self.guests.len(),
            seat: self.seat,
            relation: self.relation,
            relation_rule: self.relation_rule,
            count: self.count,
            ordinal: self.ordinal,
            negation: self.negation,
            choice: self.choice,
            seat_choice: self.seat_choice,
            seat_run: self.seat_run,
            floated: self.floated,
            other_than: self.other_than,
        }
    }

    fn reset(&mut self, mark: Mark) {
        self.values.truncate(mark.values);
        self.guests.truncate(mark.guests);
        self.seat = mark.seat;
        self.relation = mark.relation;
        self.relation_rule = mark.relation_rule;
        self.count = mark.count;
        self.negation = mark.negation;
        self.ordinal = mark.ordinal;
        self.choice = mark.choice;
        self.seat_choice = mark.seat_choice;
        self.seat_run = mark.seat_run;
        self.floated = mark.floated;
        self.other_than = mark.other_than;
    }
}

/// Read `tokens` and then `then` from `i`, trying each way the verb and the optional words
/// can be read until the whole run reads.
fn sequence<'a>(
    cx: &Cx<'a>,
    tokens: &[Token],
    then: &[Token],
    i: &'a str,
    got: &mut Got,
) -> Option<&'a str> {
    let Some((first, rest)) = tokens.split_first() else {
        if then.is_empty() {
            // An "either" said before words that no slot took up ("either next to"): the
            // choice it promised was never read.
            return got.floated.is_none().then_some(i);
        }
        return sequence(cx, then, &[], i, got);
    };
    match first {
        Token::Verb(groups) => {
            let found = cx.word(i).and_then(|(w, after_first)| {
                let found = groups
                    .binary_search_by(|(first, _)| cmp_lower(first, w))
                    .ok()?;
                Some((found, after_first))
            });
            let Some((found, after_first)) = found else {
                if cx.is_recording() {
                    for (first, _) in groups.iter() {
                        let _ = cx.fail::<()>(i, first);
                    }
                }
                return None;
            };
            // Every form of the group starts with the word found, and most differ in the next
            // ("is not", "is sitting", "is seated"): that word is looked up once for them all.
            // A form failing after its first word records nothing.
            // "did not, in fact, sit": the teller's aside between the words of a verb.
            let second = cx.word(past_aside(cx, after_first));
            // "had already taken", "was also seated": a word that says when or that another did
            // it too, between the words of a verb (`BEFORE_A_VERB`).
            let past_adverb = second
                .filter(|(w, _)| {
                    BEFORE_A_VERB_WORDS
                        .iter()
                        .any(|a| w.eq_ignore_ascii_case(a))
                })
                .and_then(|(_, after)| cx.word(after));
            for form in &groups[found].1 {
                let after = match &form.words[1..] {
                    [] => after_first,
                    [next, more @ ..] => match second
                        .filter(|(w, _)| w.eq_ignore_ascii_case(next))
                        .or(past_adverb.filter(|(w, _)| w.eq_ignore_ascii_case(next)))
                    {
                        Some((_, after_second)) => {
                            match more.iter().try_fold(after_second, |i, word| {
                                cx.word(past_aside(cx, i))
                                    .filter(|(w, _)| w.eq_ignore_ascii_case(word))
                                    .map(|(_, rest)| rest)
                            }) {
                                Some(after) => after,
                                None => continue,
                            }
                        }
                        _ => continue,
                    },
                };
                let mark = got.mark();
                // A row of two verbs ("was what she drank") keeps a denial of either one; a
                // denial of both is not read.
                if got.negation.is_some() && form.negation.is_some() {
                    continue;
                }
                got.negation = got.negation.or(form.negation);
                if let Some(end) = sequence(cx, rest, then, after, got) {
                    return Some(end);
                }
                got.reset(mark);
            }
            None
        }
        Token::Optional(runs) => {
            for run in runs {
                let mark = got.mark();
                if let Some(after) = sequence(cx, run, &[], i, got)
                    && let Some(end) = sequence(cx, rest, then, after, got)
                {
                    return Some(end);
                }
                got.reset(mark);
            }
            sequence(cx, rest, then, i, got)
        }
        // "between the red and yellow houses": two guests sharing one noun fill `{guest} and
        // {guest}`, tried before one guest, which would read "the red" and stop.
        Token::Guest => {
            if let [Token::Words(and), Token::Guest, after_pair @ ..] = rest
                && and[..] == ["and"]
                && let Ok((after, (first, second))) = super::sentence::two_sharing_a_noun(cx, i)
            {
                let mark = got.mark();
                got.guests.extend([first, second]);
                if let Some(end) = sequence(cx, after_pair, then, after, got) {
                    return Some(end);
                }
                got.reset(mark);
            }
            let after = one(cx, first, i, got)?;
            // "further left than Lady Bell did": the verb said again after the guest compared.
            if let Some(past) = repeated_verb(cx, i, after) {
                let mark = got.mark();
                if let Some(end) = sequence(cx, rest, then, past, got) {
                    return Some(end);
                }
                got.reset(mark);
            }
            sequence(cx, rest, then, after, got)
        }
        _ => {
            let after = one(cx, first, i, got)?;
            sequence(cx, rest, then, after, got)
        }
    }
}

/// Past the verb said again after a guest compared ("than Lady Bell did", "than she was"),
/// where the guest read from `i` to `after` follows "than" and the clause ends after the verb.
fn repeated_verb<'a>(cx: &Cx<'a>, i: &'a str, after: &'a str) -> Option<&'a str> {
    let before = cx.text[..cx.at(i)].trim_end();
    let than = before.rsplit(' ').next()?;
    if !than.eq_ignore_ascii_case("than") {
        return None;
    }
    let (verb, past) = cx.word(after)?;
    let repeated = ["did", "does", "do", "was", "is", "were", "are"];
    let ends = super::sentence::at_end(past) || past.trim_start().starts_with([',', ';']);
    (ends && repeated.iter().any(|r| verb.eq_ignore_ascii_case(r))).then_some(past)
}

/// Past the teller's aside between commas (`ASIDES`: ", in fact,"), where there is one; the
/// words around it are read as if it were not there.
pub fn past_aside<'a>(cx: &Cx<'a>, i: &'a str) -> &'a str {
    if !i.trim_start().starts_with(',') {
        return i;
    }
    (ASIDES.iter())
        .find_map(|(words, _)| {
            let (after, ()) = punct(cx, ',')(i).ok()?;
            let (after, ()) = phrase(cx, words)(after).ok()?;
            let (after, ()) = punct(cx, ',')(after).ok()?;
            Some(after)
        })
        .unwrap_or(i)
}

/// A verb form's words, in turn. Only its first word is reported as expected: "was" rather
/// than "was not seated".
fn words_in_turn<'a>(cx: &Cx<'a>, words: &[&'static str], mut i: &'a str) -> Option<&'a str> {
    for (n, word) in words.iter().enumerate() {
        match cx.word(i) {
            Some((w, rest)) if w.eq_ignore_ascii_case(word) => i = rest,
            _ => {
                if n == 0 {
                    let _ = cx.fail::<()>(i, word);
                }
                return None;
            }
        }
    }
    Some(i)
}

fn one<'a>(cx: &Cx<'a>, token: &Token, i: &'a str, got: &mut Got) -> Option<&'a str> {
    match token {
        // Owned words record nothing: what was expected is named by `&'static str`.
        Token::Taught(word) => match cx.word(i) {
            Some((w, rest)) if w.eq_ignore_ascii_case(word) => Some(rest),
            _ => None,
        },
        Token::Words(words) => match cx.word(i) {
            Some((w, rest)) if words.iter().any(|k| w.eq_ignore_ascii_case(k)) => Some(rest),
            // "is drunk either in house 1 or in house 4": the choice stands before the row's
            // words, and the slot after them reads it.
            Some((w, after))
                if got.floated.is_none()
                    && got.choice.is_none()
                    && let Some(kind) = choice_word(w)
                    && let Some((next, rest)) = cx.word(after)
                    && words.iter().any(|k| next.eq_ignore_ascii_case(k)) =>
            {
                got.floated = Some((kind, cx.at(next)));
                Some(rest)
            }
            _ => {
                for word in words {
                    let _ = cx.fail::<()>(i, word);
                }
                None
            }
        },
        Token::Value(category, None) => {
            if let Some(rest) = choice(cx, *category, i, got) {
                return Some(rest);
            }
            // "The gentleman from Spain" where the riddle lists a Spaniard: the country of a
            // nationality it names stands for its people.
            if *category == Category::CITY
                && let Some((w, rest)) = cx.word(i)
                && let Some(people) = super::words::people_of_country(cx, w)
            {
                let start = cx.at(w);
                let term = Term {
                    text: people.to_string(),
                    at: start..start + w.len(),
                };
                got.values.push((Category::NATIONALITY, term));
                return Some(rest);
            }
            let (rest, term) = slot(cx, *category)(i).ok()?;
            // A value the riddle named in another category is that one ("owns a Tesla" where
            // the cars were listed is no heirloom): a row of that category reads it.
            let known_as_other = || {
                !cx.known.names(*category, &term.text)
                    && Category::known().any(|c| c != *category && c.is_known(&term.text))
            };
            // "owns a Tesla Model 3" where `tesla model 3` is listed as a car: not an heirloom
            // "Tesla Model" with a number left over; "owns a Dolce and Gabbana" where the
            // handbag is listed: not an heirloom "Dolce"; "is wearing running shoes": no color
            // "running".
            if cx.known.elsewhere(*category, &term.text)
                || known_as_other()
                || super::words::longer_named_value(cx, *category, i, rest)
            {
                let _ = cx.fail_expecting::<()>(i, super::lexicon::slot_name(*category));
                return None;
            }
            got.values.push((*category, term));
            Some(rest)
        }
        Token::Known(category) => {
            let read =
                |i| known_value(cx, *category, i).map(|(rest, term)| (rest, *category, term));
            if let Some(rest) = known_choice(cx, i, got, read) {
                return Some(rest);
            }
            let Some((rest, term)) = known_value(cx, *category, i) else {
                let _ = cx.fail_expecting::<()>(i, super::lexicon::slot_name(*category));
                return None;
            };
            // "had the bird pendant": the heirloom, for a row that takes it, never the pet
            // "bird" with "pendant" left over.
            if super::words::longer_named_value(cx, *category, i, rest) {
                let _ = cx.fail_expecting::<()>(i, super::lexicon::slot_name(*category));
                return None;
            }
            got.values.push((*category, term));
            Some(rest)
        }
        Token::AnyKnown => {
            if let Some(rest) = known_choice(cx, i, got, |i| any_known(cx, i)) {
                return Some(rest);
            }
            let (rest, category, term) = any_known(cx, i)?;
            got.values.push((category, term));
            Some(rest)
        }
        Token::Done => {
            let (w, rest) = cx.word(i)?;
            let found = (cx.known.values.iter())
                .filter(|(c, _)| *c != Category::NAME)
                .find(|(_, v)| gerund_of(w, v));
            let Some((category, value)) = found else {
                let _ = cx
                    .fail_expecting::<()>(i, "a verb of a value listed (\"paints\" for painting)");
                return None;
            };
            let start = cx.at(w);
            got.values.push((
                *category,
                Term {
                    text: value.clone(),
                    at: start..start + w.len(),
                },
            ));
            Some(rest)
        }
        Token::Plural(category) => {
            let (w, rest) = cx.word(i)?;
            if !kind_plural(cx, *category, w) {
                let _ = cx.fail_expecting::<()>(i, "things of a kind, as \"rings\"");
                return None;
            }
            Some(rest)
        }
        Token::AnyKnownIf(fits) => {
            let read = |i| any_known(cx, i).filter(|(_, category, _)| fits(*category));
            if let Some(rest) = known_choice(cx, i, got, read) {
                return Some(rest);
            }
            let (rest, category, term) = any_known(cx, i)?;
            if !fits(category) {
                let _ = cx.fail_expecting::<()>(i, "a value this verb can take");
                return None;
            }
            got.values.push((category, term));
            Some(rest)
        }
        Token::Value(category, Some(suffix)) => {
            let (rest, term) = suffixed(cx, *category, suffix, i).ok()?;
            got.values.push((*category, term));
            Some(rest)
        }
        Token::Guest => {
            if let Some(rest) = guest_choice(cx, i, got) {
                return Some(rest);
            }
            let (rest, guest) = np(cx, i).ok()?;
            got.guests.push(guest);
            Some(rest)
        }
        Token::Her => {
            let (w, rest) = cx.word(i)?;
            if !w.eq_ignore_ascii_case("her") && !w.eq_ignore_ascii_case("his") {
                let _ = cx.fail::<()>(i, "her");
                return None;
            }
            let start = cx.at(w);
            got.guests.push(Np {
                at: start..start + w.len(),
                rules: vec!["her"],
                head: Head::Pronoun(Pronoun::Object),
                modifiers: vec![],
            });
            Some(rest)
        }
        Token::PlacedSeat => {
            // A seat of one word is a bare rank ("first", "last", "leftmost").
            let rest = one(cx, &Token::Seat, i, got)?;
            let said = &i[..i.len() - rest.len()];
            if said.split_whitespace().count() < 2 {
                got.seat = None;
                let _ = cx.fail::<()>(i, "at");
                return None;
            }
            Some(rest)
        }
        Token::Seat => {
            // Rows that start with a seat are tried at every word, and most words start none.
            if cx.failed_before(i, Slot::Seat) {
                return None;
            }
            if let Some(rest) = seat_choice(cx, i, got) {
                return Some(rest);
            }
            let Ok((rest, seat)) = seat_phrase(cx, i) else {
                cx.remember_failure(i, Slot::Seat);
                return None;
            };
            got.seat = Some(seat);
            Some(rest)
        }
        Token::Relation => {
            let (rest, (rule, relation)) = relation_row(cx, i).ok()?;
            got.relation = Some(relation);
            got.relation_rule = Some(rule);
            Some(rest)
        }
        Token::Count => {
            let (rest, n) = count(cx, i).ok()?;
            got.count = Some(n);
            Some(rest)
        }
        Token::Ordinal => {
            let (rest, n) = ordinal(cx, i).ok()?;
            got.ordinal = Some(n);
            Some(rest)
        }
        Token::Comma => punct(cx, ',')(i).ok().map(|(rest, ())| rest),
        Token::Possessive => possessive(cx)(i).ok().map(|(rest, ())| rest),
        Token::Optional(_) | Token::Verb(_) => unreachable!("read by `sequence`"),
    }
}

/// A choice of values in a value slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    /// "neither wine nor cider": none of them.
    Neither,
    /// "green or blue", "either green or blue": one of them.
    Either,
    /// "both Lady Ash and Lady Bell", of guests only: each of them.
    Both,
}

/// The choice a word opens: "either" one of what follows, "neither" none of it.
fn choice_word(w: &str) -> Option<Choice> {
    if w.eq_ignore_ascii_case("either") {
        Some(Choice::Either)
    } else if w.eq_ignore_ascii_case("neither") {
        Some(Choice::Neither)
    } else {
        None
    }
}

/// The word that joins the alternatives of a choice: "or" after "either", "nor" after
/// "neither".
fn joiner_of(kind: Choice) -> &'static str {
    match kind {
        Choice::Neither => "nor",
        Choice::Either => "or",
        Choice::Both => "and",
    }
}

/// The choice a slot at `i` reads: one floated before the row's words leading to it (taken up
/// here), or one opened at `i` by "either"/"neither", or, where `bare` allows, a plain "or"
/// ahead. With where the first alternative starts.
fn opened<'a>(cx: &Cx<'a>, i: &'a str, got: &mut Got, bare: bool) -> Option<(Choice, &'a str)> {
    if let Some((kind, _)) = got.floated {
        return Some((kind, i));
    }
    match cx.word(i) {
        Some((w, after)) => match choice_word(w) {
            Some(kind) => Some((kind, after)),
            None => bare.then_some((Choice::Either, i)),
        },
        None => None,
    }
}

/// After the joiner of a floated choice, the row's words it stood before said again ("either
/// in house 1 or in house 4"), which may be left out ("either in house 1 or house 4").
fn said_again<'a>(cx: &Cx<'a>, got: &Got, slot: &'a str, rest: &'a str) -> &'a str {
    let Some((_, from)) = got.floated else {
        return rest;
    };
    let words = &cx.text[from..cx.at(slot)];
    words
        .split_whitespace()
        .try_fold(rest, |i, word| {
            cx.word(i)
                .filter(|(w, _)| w.eq_ignore_ascii_case(word))
                .map(|(_, after)| after)
        })
        .unwrap_or(rest)
}

/// "either in house 1 or in house 4", "neither in the middle nor at an end", "in house 2 or
/// house 3" in a seat slot: one of two seats, or neither. The second may leave out the
/// preposition of the first ("in house 2 or house 3").
fn seat_choice<'a>(cx: &Cx<'a>, i: &'a str, got: &mut Got) -> Option<&'a str> {
    if got.floated.is_none()
        && let Some((rest, first, last)) = seat_run(cx, i)
    {
        got.seat = Some(first);
        got.seat_choice = Some((Choice::Either, last));
        got.seat_run = true;
        return Some(rest);
    }
    let (kind, start) = opened(cx, i, got, true)?;
    let (rest, first) = seat_phrase(cx, start).ok()?;
    let (word, rest) = cx.word(rest)?;
    if !word.eq_ignore_ascii_case(joiner_of(kind)) {
        return None;
    }
    let rest = said_again(cx, got, i, rest);
    let (rest, second) = seat_phrase(cx, rest)
        .or_else(|_| seat_after_a_preposition(cx, rest))
        .ok()?;
    if first == second {
        return None;
    }
    got.seat = Some(first);
    got.seat_choice = Some((kind, second));
    got.floated = None;
    Some(rest)
}

/// "in one of the first three houses", "at one of the last two seats": a run of places from
/// one end, as its first and its last seat, counted from that end. A run of one place is no
/// choice, and is left to the seat rows.
fn seat_run<'a>(cx: &Cx<'a>, i: &'a str) -> Option<(&'a str, Seat, Seat)> {
    let i = match cx.word(i) {
        Some((w, after)) if ["in", "at", "on"].iter().any(|p| w.eq_ignore_ascii_case(p)) => after,
        _ => i,
    };
    let (i, _) = phrase(cx, "one of the")(i).ok()?;
    let (side, i) = cx.word(i)?;
    let seat: fn(u8) -> Seat = if side.eq_ignore_ascii_case("first") {
        Seat::FromLeft
    } else if side.eq_ignore_ascii_case("last") {
        Seat::FromRight
    } else {
        return None;
    };
    let (i, n) = count(cx, i).ok()?;
    let (places, rest) = cx.word(i)?;
    if n < 2 || !PLACES_PLURAL.iter().any(|p| places.eq_ignore_ascii_case(p)) {
        return None;
    }
    Some((rest, seat(1), seat(n)))
}

/// "neither wine nor cider", "either green or blue", "green or blue" in a value slot.
fn choice<'a>(cx: &Cx<'a>, category: Category, i: &'a str, got: &mut Got) -> Option<&'a str> {
    if let Some(rest) = other_than(cx, i, got, |i| {
        slot(cx, category)(i)
            .ok()
            .map(|(rest, t)| (rest, category, t))
    }) {
        return Some(rest);
    }
    let (kind, rest) = opened(cx, i, got, true)?;
    let (rest, first) = slot(cx, category)(rest).ok()?;
    let (word, rest) = cx.word(rest)?;
    if !word.eq_ignore_ascii_case(joiner_of(kind)) {
        return None;
    }
    let rest = said_again(cx, got, i, rest);
    let (rest, second) = slot(cx, category)(rest).ok()?;
    chose_values(got, kind, category, [first, second]);
    Some(rest)
}

/// A choice of two values of one category read: kept for the row, and any "either" floated
/// before it used up.
fn chose_values(got: &mut Got, kind: Choice, category: Category, values: [Term; 2]) {
    got.values.extend(values.map(|v| (category, v)));
    got.choice = Some(kind);
    got.floated = None;
}

/// "neither the dog nor the zebra", "either a cat or a bird" in a slot of a value named before
/// (`read`): two values of one category, each perhaps with its article. Only after "neither" or
/// "either": a bare "or" after a slot of any category ("the Japanese or the Englishman") would
/// take a choice of guests for a choice of values. After a denial a bare "or" is read too
/// ("does not own the dog or the fox"): denied, a choice of guests and one of their values
/// deny the same two things.
fn known_choice<'a>(
    cx: &Cx<'a>,
    i: &'a str,
    got: &mut Got,
    read: impl Fn(&'a str) -> Option<(&'a str, Category, Term)>,
) -> Option<&'a str> {
    if let Some(rest) = other_than(cx, i, got, &read) {
        return Some(rest);
    }
    let (kind, rest) = opened(cx, i, got, got.negation.is_some())?;
    let item = |i: &'a str| {
        let i = match cx.word(i) {
            Some((w, after)) if ["the", "a", "an"].iter().any(|a| w.eq_ignore_ascii_case(a)) => {
                after
            }
            _ => i,
        };
        read(i)
    };
    let (rest, category, first) = item(rest)?;
    let (word, rest) = cx.word(rest)?;
    if !word.eq_ignore_ascii_case(joiner_of(kind)) {
        return None;
    }
    let rest = said_again(cx, got, i, rest);
    let (rest, other, second) = item(rest)?;
    if other != category {
        return None;
    }
    chose_values(got, kind, category, [first, second]);
    Some(rest)
}

/// "something other than wine", "some pet other than the zebra", "a drink other than gin" in a
/// value slot (`read`): not that value, read as a choice of none of one value. Only after
/// "something", "anything", or "some"/"a"/"an" and one noun, so that the words say a value of
/// hers that is not the one named.
fn other_than<'a>(
    cx: &Cx<'a>,
    i: &'a str,
    got: &mut Got,
    read: impl Fn(&'a str) -> Option<(&'a str, Category, Term)>,
) -> Option<&'a str> {
    if got.floated.is_some() {
        return None;
    }
    let (w, mut rest) = cx.word(i)?;
    let lower = w.to_ascii_lowercase();
    if ["some", "a", "an"].contains(&lower.as_str()) {
        let (noun, after) = cx.word(rest)?;
        if !noun.chars().all(|c| c.is_ascii_lowercase()) {
            return None;
        }
        rest = after;
    } else if !["something", "anything"].contains(&lower.as_str()) {
        return None;
    }
    let (w, rest) = cx.word(rest)?;
    let (than, rest) = cx.word(rest)?;
    if !w.eq_ignore_ascii_case("other") || !than.eq_ignore_ascii_case("than") {
        return None;
    }
    let rest = match cx.word(rest) {
        Some((the, after)) if the.eq_ignore_ascii_case("the") => after,
        _ => rest,
    };
    let (rest, category, term) = read(rest)?;
    got.values.push((category, term));
    got.choice = Some(Choice::Neither);
    Some(rest)
}

/// "either the Dane or the German", "neither the Dane nor the German" in a guest slot.
fn guest_choice<'a>(cx: &Cx<'a>, i: &'a str, got: &mut Got) -> Option<&'a str> {
    if let Some(rest) = guests_other_than(cx, i, got) {
        return Some(rest);
    }
    let (kind, rest) = match opened(cx, i, got, false) {
        Some(opened) => opened,
        None => match cx.word(i)? {
            (w, rest) if w.eq_ignore_ascii_case("both") => (Choice::Both, rest),
            _ => return repeated_choice(cx, i, got),
        },
    };
    let (rest, first) = np(cx, rest).ok()?;
    let (word, rest) = cx.word(rest)?;
    if !word.eq_ignore_ascii_case(joiner_of(kind)) {
        return None;
    }
    let rest = said_again(cx, got, i, rest);
    let (rest, second) = np(cx, rest).ok()?;
    got.guests.extend([first, second]);
    got.choice = Some(kind);
    got.floated = None;
    Some(rest)
}

/// "someone other than Lady Ash", "people other than the Dane and the Swede" in a guest slot:
/// not her, or neither of them. Read only unnegated, so that no denial is doubled.
fn guests_other_than<'a>(cx: &Cx<'a>, i: &'a str, got: &mut Got) -> Option<&'a str> {
    const ANYONE: &[&str] = &[
        "someone",
        "somebody",
        "people",
        "persons",
        "guests",
        "residents",
        "women",
        "men",
    ];
    let (w, rest) = cx.word(i)?;
    if !ANYONE.iter().any(|a| w.eq_ignore_ascii_case(a)) || got.floated.is_some() {
        return None;
    }
    let (other, rest) = cx.word(rest)?;
    let (than, rest) = cx.word(rest)?;
    if !other.eq_ignore_ascii_case("other") || !than.eq_ignore_ascii_case("than") {
        return None;
    }
    if got.negation.is_some() {
        let _ = cx.fail_expecting::<()>(i, "someone other than her, said without \"not\"");
        return None;
    }
    let (rest, first) = np(cx, rest).ok()?;
    match cx.word(rest) {
        Some((and, after)) if and.eq_ignore_ascii_case("and") => {
            if let Ok((rest, second)) = np(cx, after) {
                got.guests.extend([first, second]);
                got.choice = Some(Choice::Neither);
                got.other_than = true;
                return Some(rest);
            }
        }
        _ => {}
    }
    got.guests.push(first);
    got.negation = Some("nobody");
    got.other_than = true;
    Some(rest)
}

/// "by Lady Ash or by Lady Bell", "next to the Dane or next to the Swede": two guests joined
/// by a bare "or" where the words before the slot (one to three) are said again after it,
/// which no clause after "or" starts with: one of them.
fn repeated_choice<'a>(cx: &Cx<'a>, i: &'a str, got: &mut Got) -> Option<&'a str> {
    // Looked for in the sentence's words before any guest is read, which would read every
    // nested description twice ("next to the lady next to the lady ...").
    let before: Vec<&str> = cx.text[..cx.at(i)].split_whitespace().collect();
    let sentence = i
        .split(['.', ';', '?', '!'])
        .next()
        .unwrap_or(i)
        .to_ascii_lowercase();
    // After a denial, "nor" as well: "are not of the Englishman nor of the Spaniard" denies
    // both, as "... or of the Spaniard" does.
    let joiners: &[&str] = if got.negation.is_some() {
        &["or", "nor"]
    } else {
        &["or"]
    };
    let said_again = (1..=before.len().min(3)).any(|n| {
        let again = before[before.len() - n].to_ascii_lowercase();
        (joiners.iter()).any(|j| sentence.contains(&format!(" {j} {again} ")))
    });
    if !said_again {
        return None;
    }
    let (rest, first) = np(cx, i).ok()?;
    let (word, rest) = cx.word(rest)?;
    if !joiners.iter().any(|j| word.eq_ignore_ascii_case(j)) {
        return None;
    }
    let rest = (1..=before.len().min(3)).rev().find_map(|n| {
        before[before.len() - n..].iter().try_fold(rest, |i, word| {
            cx.word(i)
                .filter(|(w, _)| w.eq_ignore_ascii_case(word))
                .map(|(_, after)| after)
        })
    })?;
    let (rest, second) = np(cx, rest).ok()?;
    got.guests.extend([first, second]);
    got.choice = Some(Choice::Either);
    Some(rest)
}

/// A value of any category the riddle named before, or a well-known one, and the noun after it
/// that says what it is ("loves fantasy books", "likes jazz music"), which is no value itself.
pub fn any_known<'a>(cx: &Cx<'a>, i: &'a str) -> Option<(&'a str, Category, Term)> {
    cx.value_at(i, || read_any_known(cx, i))
}

fn read_any_known<'a>(cx: &Cx<'a>, i: &'a str) -> Option<(&'a str, Category, Term)> {
    // A category that named the word before comes first: its well-known kind may be another
    // ("cat" listed among the riddle's "animals").
    // Guests are read by their names, not here.
    let categories = || cx.known.categories().filter(|c| *c != Category::NAME);
    // The longest value read wins: "orange juice" the drink, not "orange" the color with a
    // noun after it; of two as long, one named as written ("oranges" the fruit, not the color
    // "orange" in the plural); then the first found.
    let mut found: Option<(Category, (&'a str, Term))> = None;
    let rank = |rest: &str, term: &Term| {
        let written = cx.text.get(term.at.clone()).unwrap_or("");
        (rest.len(), !written.eq_ignore_ascii_case(&term.text))
    };
    // Only the categories the word may start a value of are tried: `known_value` reads none
    // of the others. A context that records what was expected records, for each of them, what
    // `known_value` would have: its slot's name, where no word a slot reads starts here.
    let candidates = candidates(cx, i);
    let unread_here = cx.is_recording() && super::words::plain_value_text(cx, i).is_none();
    for category in categories()
        .filter(|c| cx.named_any(*c))
        .chain(categories().filter(|c| !cx.named_any(*c)))
    {
        if candidates & (1 << category.index()) == 0 {
            if unread_here {
                let _ = cx.fail_expecting::<()>(i, super::lexicon::slot_name(category));
            }
            continue;
        }
        if let Some((rest, term)) = known_value(cx, category, i)
            && found
                .as_ref()
                .is_none_or(|(_, (r, t))| rank(rest, &term) < rank(r, t))
        {
            // Named as written, and no longer value named starts here: no other can win, and
            // this runs at every value slot.
            let settled =
                !rank(rest, &term).1 && !super::words::longer_named_value(cx, category, i, rest);
            found = Some((category, (rest, term)));
            if settled {
                break;
            }
        }
    }
    let Some((mut category, (mut rest, mut term))) = found else {
        let _ = cx.fail_expecting::<()>(i, "a value named before");
        return None;
    };
    // A value listed in two categories ("red" among the hair colors and the favorite colors):
    // the noun after it names the one meant, by a word of its key ("red hair"). Without one,
    // the first found stands: a category named with a narrowing word ("hair color") is said
    // with that word.
    if let Some((noun, after)) = cx.word(rest)
        && noun.starts_with(char::is_lowercase)
        && let Some((other, (_, found))) = categories()
            .filter(|c| *c != category)
            .filter(|c| {
                let key = cx.known.key(*c);
                let head = key.rsplit(' ').next().unwrap_or("");
                key.split(' ')
                    .any(|k| k != head && k.eq_ignore_ascii_case(noun))
            })
            .find_map(|c| Some((c, known_value(cx, c, i)?)))
    {
        category = other;
        term = found;
        rest = after;
    }
    // "a master's degree": the value is "master" (but "Theo's Dad" is whoever's child Theo is).
    if let Some(after) = rest.strip_prefix("'s")
        && cx.word(after).is_some_and(|(w, _)| {
            ["degree", "diploma"]
                .iter()
                .any(|d| d.eq_ignore_ascii_case(w))
        })
    {
        rest = after;
    }
    for _ in 0..2 {
        // "red wine", "absinthe green": a second value is no noun saying what the first is,
        // and the phrase is not read rather than read by its first value.
        if let Some((w, _)) = cx.word(rest)
            && is_any_value(cx, w)
        {
            let _ = cx.fail_expecting::<()>(rest, "one value, not two");
            return None;
        }
        match cx.word(rest) {
            Some((w, after))
                // "the silver one": "one" stands for the thing, and is left for the row.
                if w.starts_with(char::is_lowercase)
                    && !w.eq_ignore_ascii_case("one")
                    && (cx.may_be_value(w, after)
                        || GARMENTS.iter().any(|g| g.eq_ignore_ascii_case(w))
                        || VALUE_NOUNS.iter().any(|g| g.eq_ignore_ascii_case(w))) =>
            {
                rest = after
            }
            _ => break,
        }
    }
    Some((rest, category, term))
}

/// Whether `verb` ("paints", "knits", "bakes", "painted") is a form of the verb whose gerund is
/// `value` ("painting", "knitting", "baking"); lower-case words of letters only.
fn gerund_of(verb: &str, value: &str) -> bool {
    let Some(stem) = value.strip_suffix("ing") else {
        return false;
    };
    if stem.len() < 2 || value.contains(' ') || !verb.bytes().all(|b| b.is_ascii_lowercase()) {
        return false;
    }
    // "knitting": "knit"; "baking": "bake".
    let bytes = stem.as_bytes();
    let undoubled = (bytes.len() > 2 && bytes[bytes.len() - 1] == bytes[bytes.len() - 2])
        .then(|| &stem[..stem.len() - 1]);
    let stems = [
        Some(stem.to_string()),
        undoubled.map(str::to_string),
        Some(format!("{stem}e")),
    ];
    let forms = |s: &str| {
        [
            format!("{s}s"),
            format!("{s}es"),
            format!("{s}ed"),
            format!("{s}d"),
        ]
    };
    stems
        .iter()
        .flatten()
        .any(|s| forms(s).iter().any(|f| f == verb) || (verb.len() > 3 && s == verb))
}

/// Whether `word` is a value the riddle named, of any category.
fn is_any_value(cx: &Cx<'_>, word: &str) -> bool {
    cx.known
        .values
        .iter()
        .any(|(_, v)| v.len() == word.len() && v.eq_ignore_ascii_case(word))
}

/// A value of `category` listed in several words, one a number or a joiner ("Tesla Model 3",
/// "BMW 3 Series", "Dolce and Gabbana"), read whole where its words stand (any case): a number
/// alone would be read as a count, "and" as two values.
fn listed_at<'a>(cx: &Cx<'a>, category: Category, i: &'a str) -> Option<(&'a str, Term)> {
    if cx.known.numbered.is_empty() {
        return None;
    }
    let (first, _) = cx.word(i)?;
    let mut best: Option<(&'a str, Term)> = None;
    // Only values starting with this word are walked: this runs at every value slot.
    for (_, value) in
        (cx.known.numbered.iter()).filter(|(c, v)| *c == category && starts_with_word(v, first))
    {
        let mut rest = i;
        let mut span: Option<(usize, usize)> = None;
        let mut matched = true;
        for want in value.split(' ') {
            match cx.word(rest) {
                Some((w, after)) if w.eq_ignore_ascii_case(want) => {
                    let start = cx.at(w);
                    span = Some((span.map_or(start, |(s, _)| s), start + w.len()));
                    rest = after;
                }
                _ => {
                    matched = false;
                    break;
                }
            }
        }
        if let (true, Some((start, end))) = (matched, span)
            && best.as_ref().is_none_or(|(b, _)| rest.len() < b.len())
        {
            let term = Term {
                text: value.clone(),
                at: start..end,
            };
            best = Some((rest, term));
        }
    }
    best
}

/// Nouns after a value that say what holds it, and name no other value: "a carnations
/// arrangement", "the rose bouquet". (Who has it, "the cat lover", is a head row's.)
pub const VALUE_NOUNS: &[&str] = &["arrangement", "bouquet", "boquet", "bunch", "vase"];

/// The categories (one bit each by index) that `known_value` may read a value of at `i`: at
/// least every one it reads one of, found without trying each. A value slot asks at every
/// word it tries, of each of up to 20 categories, and most words are no value of any.
///
/// `known_value` reads a value listed with a number or a joiner (`listed_at`), one of several
/// words known to the category (`words::phrase_categories`), an heirloom's words, or else the
/// words any slot reads there (`words::plain_value_text`) where they, or the forms it tries of
/// them (a "-style" stem, a singular, a plural, a month's short names, a demonym's noun, a
/// city's name), are named or well known as a value of the category; a city's adjective is
/// only tried for the city.
fn candidates<'a>(cx: &Cx<'a>, i: &'a str) -> u64 {
    let Some((first, _)) = cx.word(i) else {
        return 0;
    };
    let bit = |c: Category| 1u64 << c.index();
    let mut found = bit(Category::HEIRLOOM) | bit(Category::CITY);
    for (category, value) in &cx.known.numbered {
        if starts_with_word(value, first) {
            found |= bit(*category);
        }
    }
    found |= super::words::phrase_categories(cx, i);
    let Some(text) = super::words::plain_value_text(cx, i) else {
        return found;
    };
    let named = |text: &str| cx.known.may_list(text) | Category::knowing(text);
    found |= named(text);
    if let Some(stem) = text.strip_suffix("-style") {
        found |= named(stem);
    }
    if let Some(singular) = text.strip_suffix('s') {
        found |= named(singular);
    }
    found |= named(&format!("{text}s"));
    if let Some((_, short)) =
        (crate::vocabulary::MONTHS.iter()).find(|(full, _)| full.eq_ignore_ascii_case(text))
    {
        for s in short.iter() {
            found |= named(s);
        }
    }
    if let Some((_, noun)) = (crate::vocabulary::DEMONYMS.iter())
        .find(|(adjective, _)| adjective.eq_ignore_ascii_case(text))
    {
        found |= named(noun);
    }
    found
}

/// Whether `text` is a value of `category` as `{category:known}` takes one: named as one
/// before, or well known and named as nothing else (a word the riddle named as a value of
/// another category is that one, well known or not).
pub fn names_known(cx: &Cx<'_>, category: Category, text: &str) -> bool {
    cx.known.names(category, text)
        || (category.is_known(text) && !cx.known.elsewhere(category, text))
}

/// A value of `category` the riddle named before, or a well-known one; a plural names one too
/// ("keeps horses": the horse), read as its singular.
fn known_value<'a>(cx: &Cx<'a>, category: Category, i: &'a str) -> Option<(&'a str, Term)> {
    if let Some(found) = listed_at(cx, category, i) {
        return Some(found);
    }
    let (rest, mut term) = slot(cx, category)(i).ok()?;
    let named = |text: &str| names_known(cx, category, text);
    if named(&term.text) {
        // The list's spelling: "Ford F-150" is the `ford f150` listed.
        if let Some(listed) = cx.known.listed_as(category, &term.text)
            && !listed.eq_ignore_ascii_case(&term.text)
        {
            term.text = listed.to_string();
        }
        return Some((rest, term));
    }
    // "keeps horses" where the horse was named, "a Carnation bouquet" where the Carnations were,
    // "January" where "jan" was, "the British person" where "brit" was, "a colonial-style
    // house" where "colonial" was. Tried in turn, each only when the one before did not read:
    // this runs for every category at every value slot, and most words are none of these.
    let text = term.text.as_str();
    let styled = || text.strip_suffix("-style").filter(|stem| named(stem));
    let singular = || text.strip_suffix('s').filter(|singular| named(singular));
    let plural = || Some(format!("{text}s")).filter(|plural| named(plural));
    let month = || {
        (crate::vocabulary::MONTHS.iter())
            .find(|(full, _)| full.eq_ignore_ascii_case(text))
            .and_then(|(_, short)| short.iter().find(|s| named(s)))
            .copied()
    };
    let demonym = || {
        (crate::vocabulary::DEMONYMS.iter())
            .find(|(adjective, _)| adjective.eq_ignore_ascii_case(text))
            .map(|(_, noun)| *noun)
            .filter(|noun| named(noun))
    };
    // "the Tyvian guest" where Tyvia was named: a city's own adjective, made the regular way;
    // never a word named as a value of its own ("Porter" beside a city "Port").
    let city_demonym = || {
        (category == Category::CITY && !cx.known.elsewhere(category, text))
            .then(|| city_of_demonym(text, named))
            .flatten()
    };
    let other = (styled().or_else(singular).map(str::to_string))
        .or_else(plural)
        .or_else(|| month().or_else(demonym).map(str::to_string))
        .or_else(city_demonym);
    let other = other?;
    term.text = other;
    Some((rest, term))
}

/// Whether `word` is the plural of the last word of a value of `category` the riddle named, or
/// a well-known one, or of a capitalised word (a thing's name) the sentence said before it: "rings" of the Ring, "pendants" of the Bird
/// Pendant. It stands for things of that kind and names no one's.
fn kind_plural(cx: &Cx<'_>, category: Category, word: &str) -> bool {
    let lower = word.to_ascii_lowercase();
    let ies = lower.strip_suffix("ies").map(|stem| format!("{stem}y"));
    let singulars = [
        lower.strip_suffix('s'),
        lower.strip_suffix("es"),
        ies.as_deref(),
    ];
    let noun = |value: &str| {
        let last = value
            .rsplit(' ')
            .next()
            .unwrap_or(value)
            .to_ascii_lowercase();
        singulars.contains(&Some(last.as_str()))
    };
    let before = &cx.text[..cx.at(word)];
    let named_here = || {
        before
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| w.starts_with(char::is_uppercase) && noun(w))
    };
    (cx.known.values.iter()).any(|(c, v)| *c == category && noun(v))
        || category.known_words().iter().any(|v| noun(v))
        || named_here()
}

/// The endings that make a place's adjective or its people's noun, with what each leaves of
/// the place's name: "Tyvian" of Tyvia, "Baletonian" of Baleton, "Londoner" of London,
/// "Milanese" of Milan, "Brooklynite" of Brooklyn.
const DEMONYM_ENDINGS: &[(&str, &str)] = &[
    ("n", "a"),
    ("ian", ""),
    ("er", ""),
    ("ese", ""),
    ("ite", ""),
];

/// The city the riddle named whose adjective `word` is, by one of `DEMONYM_ENDINGS`; none when
/// no named city, or more than one, makes it.
fn city_of_demonym(word: &str, named: impl Fn(&str) -> bool) -> Option<String> {
    let mut cities = DEMONYM_ENDINGS.iter().filter_map(|(ending, kept)| {
        let stem = word.len().checked_sub(ending.len())?;
        if !word.is_char_boundary(stem) || !word[stem..].eq_ignore_ascii_case(ending) {
            return None;
        }
        let stem = &word[..stem];
        // The ending "n" keeps the place's last "a": "Tyvia" + "n".
        if !kept.is_empty() && !stem.to_ascii_lowercase().ends_with(kept) {
            return None;
        }
        (stem.len() >= 3 && named(stem)).then(|| stem.to_string())
    });
    let city = cities.next()?;
    cities.next().is_none().then_some(city)
}

fn suffixed<'a>(cx: &Cx<'a>, category: Category, suffix: &str, i: &'a str) -> R<'a, Term> {
    if let Some((w, rest)) = cx.word(i)
        && w.len() > suffix.len()
        && w.is_char_boundary(w.len() - suffix.len())
        && w[w.len() - suffix.len()..].eq_ignore_ascii_case(suffix)
    {
        let value = &w[..w.len() - suffix.len()];
        if value.chars().all(char::is_alphabetic) && !super::lexicon::is_reserved(value) {
            let start = cx.at(w);
            return Ok((
                rest,
                Term {
                    text: value.to_string(),
                    at: start..start + value.len(),
                },
            ));
        }
    }
    cx.fail_expecting(i, super::lexicon::slot_name(category))
}

/// Numbers as words or digits: "two", "3".
pub fn count<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, u8> {
    if let Some((w, rest)) = cx.word(i) {
        if let Some(n) = NUMBERS.iter().position(|n| w.eq_ignore_ascii_case(n)) {
            return Ok((rest, n as u8 + 1));
        }
        if let Ok(n) = w.parse::<u8>()
            && (1..=99).contains(&n)
        {
            return Ok((rest, n));
        }
    }
    cx.fail_expecting(i, "a number")
}

/// The rows of `place` that can start with the word at `i`, or `None` when no row starts
/// with that word (only rows that start with a slot might read there).
fn rows_starting<'a>(cx: &Cx<'a>, place: usize, i: &'a str) -> Option<&'static Vec<usize>> {
    let (w, _) = cx.word(i)?;
    let id = cx.word_id(w)?;
    match BY_ID[place][usize::from(id)] {
        0 => None,
        at => Some(&TABLE.places[place].1.by_word[usize::from(at) - 1].1),
    }
}

/// Try the rows of `place` that can start at `i`, in table order; the first that reads wins.
/// Rows the user taught for this reading come first: none reads what a row of the table reads
/// (`taught.rs` refuses such a phrase), and they are what the riddle was written with.
fn read_row<'a>(cx: &Cx<'a>, place: Place, i: &'a str) -> Option<(&'a str, Phrase, Got)> {
    for row in cx.known.taught.rows(place) {
        if row.phrase.of_things && !cx.known.things {
            continue;
        }
        let mut got = Got::default();
        if let Some(rest) = sequence(cx, &row.tokens, &[], i, &mut got) {
            return Some((rest, row.phrase, got));
        }
    }
    let table = &*TABLE;
    let at = table.places.iter().position(|(p, _)| *p == place)?;
    let index = &table.places[at].1;
    let rows = rows_starting(cx, at, i);
    let rows = rows.unwrap_or_else(|| {
        // No row starts with this word: say which words could have, for the message and for
        // typo correction.
        if cx.is_recording() {
            for (word, _) in &index.by_word {
                let _ = cx.fail::<()>(i, word);
            }
        }
        &index.any
    });
    // The first row that reads, in table order; but a description of a guest that stops before
    // a noun for her is read on to it: "the Swedish person" by `{known} {person}`, not "the
    // Swedish" by `{known}` with "person" left over.
    let mut best: Option<(&'a str, Phrase, Got)> = None;
    for &n in rows {
        let row = &table.rows[n];
        if row.phrase.of_things && !cx.known.things {
            continue;
        }
        // Skipped only where no failure is recorded: one that records names what each row
        // expected, for the message and the typo correction.
        if !cx.is_recording() && !cx.has_words(needs(n)) {
            continue;
        }
        let mut got = Got::default();
        if let Some(rest) = sequence(cx, &row.tokens, &[], i, &mut got)
            && (row.phrase.means != Means::ConverseSlot || placed_by_her(cx, &mut got))
            && !floors_after_finishing(row.phrase, &got)
            && !particle_before_her(cx, row.phrase, rest)
        {
            let noun_left = place == Place::Head
                && cx.word(rest).is_some_and(|(w, _)| {
                    PERSON_NOUNS.iter().any(|p| w.eq_ignore_ascii_case(p))
                        || PLACES.iter().any(|p| w.eq_ignore_ascii_case(p))
                });
            match &best {
                None if !noun_left => return Some((rest, *row.phrase, got)),
                None => best = Some((rest, *row.phrase, got)),
                Some((b, _, _)) if rest.len() < b.len() => best = Some((rest, *row.phrase, got)),
                Some(_) => {}
            }
        }
    }
    best
}

/// Whether a row that ends in a particle ("had the Ring on") stopped before "her": the particle
/// is then the start of what follows ("had the woman who had her Ring on her immediate left"),
/// so the row is no reading and a shorter one is tried.
fn particle_before_her<'a>(cx: &Cx<'a>, phrase: &Phrase, rest: &'a str) -> bool {
    phrase.pattern.ends_with(" on")
        && cx.word(rest).is_some_and(|(w, _)| {
            ["her", "his", "their"]
                .iter()
                .any(|p| w.eq_ignore_ascii_case(p))
        })
}

/// Whether a row of finishing reads a relation of floors ("finished two places above"): a
/// race's or a table's places run from the first, so its "above" is nearer the first, where a
/// floor above is further along. The rows of standings say those; any other is no reading.
/// "was placed above" is a judge's placing as often as a floor: the row of being placed
/// somewhere reads no floors either, and the rows of standings read it as a placing.
fn floors_after_finishing(phrase: &Phrase, got: &Got) -> bool {
    (phrase.pattern.starts_with("<finish") || phrase.pattern.starts_with("<be> placed"))
        && got.relation_rule == Some("floors")
}

/// For a row of `Means::ConverseSlot` without its own `{relation}` ("had {guest}"): whether its
/// guest was read with where
/// she is from "her" as her last words ("Lady Bell sitting to the left of her"), the pronoun
/// being the subject's; those words are taken off her as the row's `{relation}`.
fn placed_by_her(cx: &Cx<'_>, got: &mut Got) -> bool {
    // The row's own `{relation}` read them.
    if got.relation.is_some() {
        return true;
    }
    let Some(guest) = got.guests.last_mut() else {
        return false;
    };
    let Some(Modifier::Relation(relation, other)) = guest.modifiers.last() else {
        return false;
    };
    let her = matches!(other.head, Head::Pronoun(Pronoun::Object)) && other.modifiers.is_empty();
    let said = cx.text[other.at.clone()].to_ascii_lowercase();
    if !her || !["her", "him", "them"].contains(&said.as_str()) {
        return false;
    }
    got.relation = Some(*relation);
    guest.modifiers.pop();
    guest.rules.pop();
    true
}

/// A predicate row: its negation, its rule and what it says.
pub fn predicate<'a>(
    cx: &Cx<'a>,
    i: &'a str,
) -> R<'a, (Option<&'static str>, &'static str, PredicateKind)> {
    // What could have started a row was recorded by `read_row`.
    let Some((rest, phrase, got)) = read_row(cx, Place::Predicate, i) else {
        return unread(i);
    };
    predicate_of(cx, i, rest, phrase, got)
}

/// A predicate row read with its verb left out, the verb being `verb`, a form of one word said
/// in the clause before: "House 2 is the Dane's and house 5 [is] the Swede's". Only a row whose
/// verb has that very form, unnegated, reads: the verb left out is the one said.
pub fn predicate_without_verb<'a>(
    cx: &Cx<'a>,
    verb: &str,
    i: &'a str,
) -> R<'a, (Option<&'static str>, &'static str, PredicateKind)> {
    let rows = (TABLE.rows.iter())
        .filter(|row| row.phrase.place == Place::Predicate)
        .filter(|row| !row.phrase.of_things || cx.known.things);
    for (row, tokens) in rows_said_with(rows, verb) {
        let mut got = Got::default();
        if let Some(rest) = sequence(cx, tokens, &[], i, &mut got) {
            return predicate_of(cx, i, rest, *row.phrase, got);
        }
    }
    cx.fail_expecting(i, "what the verb before says of her too")
}

/// Of `rows`, those whose verb has `verb` as a form of one word, unnegated, with the tokens
/// after the verb: the rows a clause that left out that verb may continue.
fn rows_said_with<'r>(
    rows: impl Iterator<Item = &'r Compiled>,
    verb: &str,
) -> impl Iterator<Item = (&'r Compiled, &'r [Token])> {
    rows.filter_map(move |row| {
        let Some((Token::Verb(groups), tokens)) = row.tokens.split_first() else {
            return None;
        };
        let said = (groups.iter().flat_map(|(_, forms)| forms)).any(|form| {
            form.negation.is_none()
                && matches!(&form.words[..], [w] if w.eq_ignore_ascii_case(verb))
        });
        said.then_some((row, tokens))
    })
}

/// "..., and the Bird Pendant to the lady from Baleton" after "The War Medal belonged to ...":
/// the words of a thing row of `category` after its verb, which is `verb` (one word, unnegated,
/// as the clause before said it), and the one guest they name.
pub fn thing_without_verb<'a>(
    cx: &Cx<'a>,
    category: Category,
    verb: &str,
    i: &'a str,
) -> R<'a, (&'static str, Np)> {
    let rows = (TABLE.rows.iter()).filter(|row| row.phrase.place == Place::Thing(category));
    for (row, tokens) in rows_said_with(rows, verb) {
        let mut got = Got::default();
        if let Some(rest) = sequence(cx, tokens, &[], i, &mut got)
            && got.choice.is_none()
            && let [_] = got.guests[..]
        {
            let guest = got.guests.pop().expect("one guest");
            return Ok((rest, (row.phrase.rule, guest)));
        }
    }
    cx.fail_expecting(i, "whose it was too, the verb before left out")
}

/// A predicate row read after the first word of its verb, said once before a choice of two
/// things ("was neither at the far left nor drinking beer": "was" + "drinking beer"): a row
/// with an unnegated form starting with `verb`, the rest of the form's words read from `i`.
/// The first row in table order whose reading `ends` accepts where it stops.
pub fn predicate_after_verb<'a>(
    cx: &Cx<'a>,
    verb: &str,
    i: &'a str,
    ends: impl Fn(&'a str) -> bool,
) -> R<'a, (Option<&'static str>, &'static str, PredicateKind)> {
    for row in &TABLE.rows {
        if row.phrase.place != Place::Predicate || (row.phrase.of_things && !cx.known.things) {
            continue;
        }
        let Some((Token::Verb(groups), tokens)) = row.tokens.split_first() else {
            continue;
        };
        for form in groups.iter().flat_map(|(_, forms)| forms) {
            let Some((first, more)) = form.words.split_first() else {
                continue;
            };
            if form.negation.is_some() || !first.eq_ignore_ascii_case(verb) {
                continue;
            }
            let Some(after) = more.iter().try_fold(i, |i, word| {
                cx.word(i)
                    .filter(|(w, _)| w.eq_ignore_ascii_case(word))
                    .map(|(_, rest)| rest)
            }) else {
                continue;
            };
            let mut got = Got::default();
            if let Some(rest) = sequence(cx, tokens, &[], after, &mut got)
                && ends(rest)
                && let Ok(read) = predicate_of(cx, i, rest, *row.phrase, got)
            {
                return Ok(read);
            }
        }
    }
    cx.fail_expecting(i, "what the verb before says of her")
}

/// Whether a row's own words deny ("had nobody on her left"): denied again, it is not read.
fn denies(phrase: &Phrase) -> bool {
    (phrase.pattern.split([' ', '|']))
        .any(|w| ["nobody", "noone", "no", "none", "nothing"].contains(&w))
}

/// What a predicate row read from `i` to `rest` says.
fn predicate_of<'a>(
    cx: &Cx<'a>,
    i: &'a str,
    rest: &'a str,
    phrase: Phrase,
    mut got: Got,
) -> R<'a, (Option<&'static str>, &'static str, PredicateKind)> {
    if let Some((choice, second)) = got.seat_choice {
        return seated_in_one_of(cx, i, rest, phrase, &got, choice, second);
    }
    if got.other_than && phrase.means != Means::Same {
        return cx.fail_expecting(i, "who she is (\"someone other than\" names no one)");
    }
    if let Some(choice) = got.choice
        && phrase.means != Means::Has
    {
        // A choice of guests: what the row says of one of them, or of neither.
        let rule = rule_of(&phrase, &got);
        let negation = match (choice, got.negation) {
            (Choice::Neither, Some(_)) => {
                return cx.fail_expecting(i, "one guest (\"neither\" is already a negation)");
            }
            (Choice::Neither, None) => Some("nobody"),
            (Choice::Either, negation) => negation,
            // "did not sit next to both A and B" may deny one or both: not read.
            (Choice::Both, Some(_)) => {
                return cx.fail_expecting(i, "\"both\" said without \"not\"");
            }
            (Choice::Both, None) => None,
        };
        let second = got.guests.pop().expect("a choice of two guests");
        let first = got.guests.pop().expect("a choice of two guests");
        let mut kinds = Vec::new();
        for guest in [first, second] {
            kinds.push(match phrase.means {
                Means::Same => PredicateKind::Same(guest),
                Means::Related(_)
                | Means::RelationSlot
                | Means::ConverseSlot
                | Means::SeatsAway { .. }
                | Means::SeatsApart => {
                    PredicateKind::Relation(relation_of(phrase.means, &got), guest)
                }
                _ => return cx.fail_expecting(i, "one guest"),
            });
        }
        let kind = if choice == Choice::Both {
            if phrase.means == Means::Same {
                return cx.fail_expecting(i, "one guest");
            }
            PredicateKind::AllOf(kinds)
        } else {
            PredicateKind::AnyOf(kinds)
        };
        return Ok((rest, (negation, rule, kind)));
    }
    if let Some(choice) = got.choice {
        if phrase.means != Means::Has || (choice == Choice::Neither && got.negation.is_some()) {
            return cx.fail_expecting(i, "one value (\"neither\" is already a negation)");
        }
        let category = got.values[0].0;
        let terms = got.values.drain(..).map(|(_, t)| t).collect();
        // "did not wear green or blue" denies both, as "neither ... nor" does.
        let kind = match (choice, got.negation) {
            (Choice::Either, None) => PredicateKind::OneOf(category, terms),
            _ => PredicateKind::NoneOf(category, terms),
        };
        return Ok((rest, (None, phrase.rule, kind)));
    }
    // "did not have nobody on her left": a double denial, which people say meaning either.
    if got.negation.is_some() && denies(&phrase) {
        return cx.fail_expecting(i, "one denial, not two");
    }
    let kind = match phrase.means {
        Means::Between => {
            let second = got.guests.pop().expect("two guests");
            let first = got.guests.pop().expect("two guests");
            PredicateKind::Between(first, second)
        }
        Means::SomewhereBetween => {
            let second = got.guests.pop().expect("two guests");
            let first = got.guests.pop().expect("two guests");
            PredicateKind::SomewhereBetween(first, second)
        }
        Means::BetweenInOrder => {
            let second = got.guests.pop().expect("two guests");
            let first = got.guests.pop().expect("two guests");
            PredicateKind::BetweenInOrder(first, second)
        }
        Means::Same => PredicateKind::Same(got.guests.pop().expect("a guest")),
        Means::SameHolding => {
            let (category, term) = got.values.pop().expect("a value slot");
            PredicateKind::AllOf(vec![
                PredicateKind::Same(got.guests.pop().expect("a guest")),
                PredicateKind::Has(category, term),
            ])
        }
        // "her one neighbour is not Lady Bell" does not say whether she is at an end.
        Means::EndBeside if got.negation.is_some() => {
            return cx.fail_expecting(i, "her one neighbour, unnegated");
        }
        Means::EndBeside => PredicateKind::AllOf(vec![
            PredicateKind::Seat(Seat::End),
            PredicateKind::Relation(Relation::NextTo, got.guests.pop().expect("a guest")),
        ]),
        // "was not beaten only by Lady Bell" does not say which of the two is denied.
        Means::AtAnd(..) | Means::OrdinalAnd(_) if got.negation.is_some() => {
            return cx.fail_expecting(i, "a place and a guest beside it, unnegated");
        }
        Means::AtAnd(seat, relation) => PredicateKind::AllOf(vec![
            PredicateKind::Seat(seat),
            PredicateKind::Relation(relation, got.guests.pop().expect("a guest")),
        ]),
        Means::OrdinalAnd(relation) => PredicateKind::AllOf(vec![
            PredicateKind::Seat(Seat::FromLeft(got.ordinal.expect("an {ordinal} slot"))),
            PredicateKind::Relation(relation, got.guests.pop().expect("a guest")),
        ]),
        // "did not make the podium": in none of them, as a denied choice of places is.
        Means::Within(n) => PredicateKind::AnyOf(
            (1..=n)
                .map(|k| PredicateKind::Seat(Seat::FromLeft(k)))
                .collect(),
        ),
        // "does not have Lady Bell to her left and ... to her right" does not say which.
        Means::Sides { .. } if got.negation.is_some() => {
            return cx.fail_expecting(i, "a guest on each side, unnegated");
        }
        Means::Sides { reach, first_left } => {
            let second = got.guests.pop().expect("two guests");
            let first = got.guests.pop().expect("two guests");
            let (left, right) = if first_left {
                (first, second)
            } else {
                (second, first)
            };
            PredicateKind::AllOf(vec![
                PredicateKind::Relation(Relation::RightOf(reach), left),
                PredicateKind::Relation(Relation::LeftOf(reach), right),
            ])
        }
        Means::Nothing if got.negation.is_some() => {
            return cx.fail_expecting(i, "something a guest did (a negation must state a fact)");
        }
        Means::Nothing => PredicateKind::Nothing,
        Means::There => PredicateKind::There,
        // "was not hemmed in on both sides" says she was at an end; read only unnegated, so
        // that a negation is never lost.
        Means::NotAt(_) if got.negation.is_some() => {
            return cx.fail_expecting(i, "a seat she was not in, unnegated");
        }
        Means::NotAt(seat) => {
            return Ok((
                rest,
                (Some("not-at"), phrase.rule, PredicateKind::Seat(seat)),
            ));
        }
        _ => match describing(phrase.means, &mut got) {
            Modifier::Has(category, term) => PredicateKind::Has(category, term),
            Modifier::Seat(seat) => PredicateKind::Seat(seat),
            Modifier::Relation(relation, other) => PredicateKind::Relation(relation, *other),
            Modifier::HasNot(..) => unreachable!("a phrase row describes by a value held"),
        },
    };
    Ok((rest, (got.negation, rule_of(&phrase, &got), kind)))
}

/// A predicate row whose `{seat}` read a choice of two seats: in one of them ("lives in house 2
/// or house 3"), or in neither ("was neither in the middle nor at an end"). A denial of a choice
/// denies both, as with values ("did not live in house 2 or house 3").
fn seated_in_one_of<'a>(
    cx: &Cx<'a>,
    i: &'a str,
    rest: &'a str,
    phrase: Phrase,
    got: &Got,
    choice: Choice,
    second: Seat,
) -> R<'a, (Option<&'static str>, &'static str, PredicateKind)> {
    if phrase.means != Means::Seat {
        return cx.fail_expecting(i, "one seat");
    }
    let Some((negation, kind)) = one_of_the_seats(got, choice, second) else {
        return cx.fail_expecting(i, "one seat (\"neither\" is already a negation)");
    };
    Ok((rest, (negation, phrase.rule, kind)))
}

/// What a choice of two seats says, with its negation: in one of them, or (denied, or after
/// "neither") in none. `None` for "neither" denied, which is not read.
fn one_of_the_seats(
    got: &Got,
    choice: Choice,
    second: Seat,
) -> Option<(Option<&'static str>, PredicateKind)> {
    let first = got
        .seat
        .expect("a choice of seats reads the first into `seat`");
    let negation = match (choice, got.negation) {
        (Choice::Neither, Some(_)) => return None,
        (Choice::Neither, None) => Some("neither"),
        (_, negation) => negation,
    };
    if got.seat_run {
        let run = match (first, second) {
            (Seat::FromLeft(_), Seat::FromLeft(n)) => (1..=n).map(Seat::FromLeft).collect(),
            (Seat::FromRight(_), Seat::FromRight(n)) => (1..=n).map(Seat::FromRight).collect(),
            _ => Vec::new(),
        };
        let seats = run.into_iter().map(PredicateKind::Seat).collect();
        return Some((negation, PredicateKind::AnyOf(seats)));
    }
    // "on the top or the bottom floor", "neither at the far left nor at the far right": the
    // two ends are an end.
    let ends = [Seat::FromLeft(1), Seat::FromRight(1)];
    if ends.contains(&first) && ends.contains(&second) {
        return Some((negation, PredicateKind::Seat(Seat::End)));
    }
    let seats = vec![PredicateKind::Seat(first), PredicateKind::Seat(second)];
    Some((negation, PredicateKind::AnyOf(seats)))
}

/// A modifier row after a guest's noun.
pub fn modifier<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (&'static str, Modifier)> {
    let Some((rest, phrase, mut got)) = read_row(cx, Place::Modifier, i) else {
        return unread(i);
    };
    if got.choice.is_some() || got.seat_choice.is_some() || got.other_than {
        // "the lady in red or blue" says no one guest.
        return cx.fail_expecting(i, "one value that says who she is");
    }
    Ok((
        rest,
        (rule_of(&phrase, &got), describing(phrase.means, &mut got)),
    ))
}

/// A head row after "the": the description that says who she is.
pub fn head<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (&'static str, Modifier)> {
    let Some((rest, phrase, mut got)) = read_row(cx, Place::Head, i) else {
        return cx.fail_expecting(i, "a description of a guest");
    };
    if got.choice.is_some() || got.seat_choice.is_some() || got.other_than {
        return cx.fail_expecting(i, "one value that says who she is");
    }
    Ok((rest, (phrase.rule, describing(phrase.means, &mut got))))
}

/// What a row that describes a guest says of her: the one mapping from meaning to syntax for
/// predicates, modifiers and heads alike.
fn describing(means: Means, got: &mut Got) -> Modifier {
    match means {
        Means::Has => {
            let (category, term) = got.values.pop().expect("a Has row has a value slot");
            Modifier::Has(category, term)
        }
        Means::Seat => Modifier::Seat(got.seat.expect("a Seat row has a seat")),
        Means::Ordinal { from_right } => {
            let n = got.ordinal.expect("an {ordinal} slot");
            Modifier::Seat(if from_right {
                Seat::FromRight(n)
            } else {
                Seat::FromLeft(n)
            })
        }
        Means::At(seat) => Modifier::Seat(seat),
        Means::Related(_)
        | Means::RelationSlot
        | Means::ConverseSlot
        | Means::SeatsAway { .. }
        | Means::SeatsApart => {
            let relation = relation_of(means, got);
            Modifier::Relation(relation, Box::new(got.guests.pop().expect("a guest")))
        }
        Means::Between
        | Means::SomewhereBetween
        | Means::BetweenInOrder
        | Means::Sides { .. }
        | Means::EndBeside
        | Means::AtAnd(..)
        | Means::OrdinalAnd(_)
        | Means::Within(_)
        | Means::Same
        | Means::SameHolding
        | Means::NotAt(_)
        | Means::Nothing
        | Means::There => {
            unreachable!("{means:?} describes no one guest: only predicate rows say it")
        }
    }
}

/// A seat relation row: "immediately left of", "two seats to the right of".
pub(super) fn relation_row<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (&'static str, Relation)> {
    // Rows that start with a relation are tried at every word, and most words start none.
    if cx.failed_before(i, Slot::Relation) {
        return unread(i);
    }
    let Some((rest, phrase, got)) = read_row(cx, Place::RelationPhrase, i) else {
        cx.remember_failure(i, Slot::Relation);
        return cx.fail_expecting(i, "a place such as \"next to\"");
    };
    Ok((rest, (phrase.rule, relation_of(phrase.means, &got))))
}

/// A row after two guests ("sat two seats apart", "were not neighbours"): its negation, its
/// rule and the relation of the first guest to the second.
pub fn pair<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (Option<&'static str>, &'static str, Relation)> {
    let Some((rest, phrase, got)) = read_row(cx, Place::Pair, i) else {
        return cx.fail_expecting(i, "what holds between them, such as \"two seats apart\"");
    };
    Ok((
        rest,
        (got.negation, phrase.rule, relation_of(phrase.means, &got)),
    ))
}

/// The rule to report for a row: for one with a `{relation}` slot, the relation's own rule
/// when it has one of its own ("seats-away"), since the row around it only says "relation".
fn rule_of(phrase: &Phrase, got: &Got) -> &'static str {
    match got.relation_rule {
        Some(rule)
            if matches!(phrase.means, Means::RelationSlot | Means::ConverseSlot)
                && rule != "relation" =>
        {
            rule
        }
        _ => phrase.rule,
    }
}

/// A row after a value named as the subject ("The Ring belonged to ..."): the value's
/// category, the negation, the rule and the guest it belonged to.
pub fn thing<'a>(
    cx: &Cx<'a>,
    i: &'a str,
    category: Category,
) -> R<'a, (Option<&'static str>, &'static str, Whose)> {
    let Some((rest, phrase, mut got)) = read_row(cx, Place::Thing(category), i) else {
        return cx.fail_expecting(i, "whose it was, such as belonged to");
    };
    // "The horse was not kept there": its holder sits in the place named last, or not.
    if phrase.means == Means::There {
        return Ok((
            rest,
            (got.negation, phrase.rule, Whose::At(PredicateKind::There)),
        ));
    }
    // "The milk is drunk at one of the ends": its holder sits there.
    if phrase.means == Means::Seat {
        let (negation, kind) = match got.seat_choice {
            Some((choice, second)) => match one_of_the_seats(&got, choice, second) {
                Some(read) => read,
                None => {
                    return cx.fail_expecting(i, "one seat (\"neither\" is already a negation)");
                }
            },
            None => (
                got.negation,
                PredicateKind::Seat(got.seat.expect("a Seat row has a seat")),
            ),
        };
        return Ok((rest, (negation, phrase.rule, Whose::At(kind))));
    }
    let whose = match got.choice {
        // "was not kept by the Dane or by the Swede": by neither of them, not one of them.
        Some(Choice::Either) if got.negation.is_some() => {
            Whose::Neither(std::mem::take(&mut got.guests))
        }
        Some(Choice::Either) => Whose::Either(std::mem::take(&mut got.guests)),
        Some(Choice::Neither) if got.negation.is_none() => {
            Whose::Neither(std::mem::take(&mut got.guests))
        }
        Some(Choice::Neither) => {
            return cx.fail_expecting(i, "one guest (\"neither\" is already a negation)");
        }
        Some(Choice::Both) => return cx.fail_expecting(i, "one guest"),
        None => Whose::One(got.guests.pop().expect("a thing row names a guest")),
    };
    Ok((rest, (got.negation, phrase.rule, whose)))
}

/// Whose a thing is, as a thing row says: one guest's, one of several ("kept by either the
/// Japanese or the Englishman"), or none of them ("kept by neither ... nor ...").
pub enum Whose {
    One(Np),
    Either(Vec<Np>),
    Neither(Vec<Np>),
    /// Whoever holds it sits there: "is drunk at one of the ends" (a `Seat`, or an `AnyOf`
    /// seats).
    At(PredicateKind),
}

/// The categories whose values a verb takes, by the predicate rows that have it: "drink" and
/// "drinks" take a drink, "keep" a pet or an heirloom. In table order; none for a verb no row
/// with a value slot has.
pub fn categories_of_verb(word: &str) -> Vec<Category> {
    let forms = |base: &str| -> Vec<&'static str> {
        VERBS
            .iter()
            .filter(|v| v.base == base)
            .flat_map(|v| [v.base, v.past, v.present, v.ing, v.perfect])
            .collect()
    };
    let mut out = Vec::new();
    for phrase in PHRASES {
        if phrase.place != Place::Predicate || phrase.means != Means::Has {
            continue;
        }
        let Some(verbs) = phrase
            .pattern
            .strip_prefix('<')
            .and_then(|p| p.split('>').next())
        else {
            continue;
        };
        if !verbs
            .split('|')
            .any(|base| forms(base).iter().any(|f| f.eq_ignore_ascii_case(word)))
        {
            continue;
        }
        let slot = phrase.pattern.split('{').skip(1).find_map(|slot| {
            let key = slot.split(['}', ':']).next()?;
            Category::by_key(key)
        });
        if let Some(category) = slot
            && !out.contains(&category)
        {
            out.push(category);
        }
    }
    out
}

/// The known kinds that can be named as a subject ("The Ring belonged to ..."), each once, in
/// table order; the riddle's own categories are read by the rows of `Thing(OWN)`.
pub fn thing_categories() -> impl Iterator<Item = Category> {
    static KINDS: LazyLock<Vec<Category>> = LazyLock::new(|| {
        let mut kinds = Vec::new();
        for phrase in PHRASES {
            if let Place::Thing(category) = phrase.place
                && category != OWN
                && !kinds.contains(&category)
            {
                kinds.push(category);
            }
        }
        kinds
    });
    KINDS.iter().copied()
}

/// A noun for a category after a possessive: "dress" in "Countess Ashby's dress was blue";
/// plurals too ("Their dresses were ...").
pub fn attribute<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (&'static str, Category)> {
    if let Some((w, rest)) = cx.word(i) {
        let lower = w.to_ascii_lowercase();
        let ies = lower.strip_suffix("ies").map(|stem| format!("{stem}y"));
        let singular = [
            lower.as_str(),
            lower.strip_suffix("es").unwrap_or(""),
            lower.strip_suffix('s').unwrap_or(""),
            ies.as_deref().unwrap_or(""),
        ];
        for phrase in PHRASES {
            if let Place::Attribute(category) = phrase.place
                && phrase
                    .pattern
                    .split('|')
                    .any(|noun| singular.contains(&noun))
            {
                return Ok((rest, (phrase.rule, category)));
            }
        }
        // A noun the user taught for one of these ("frock" for "dress"): one word each.
        for row in cx.known.taught.attributes() {
            if let (Place::Attribute(category), [Token::Taught(noun)]) =
                (row.phrase.place, &row.tokens[..])
                && singular.contains(&&**noun)
            {
                return Ok((rest, (row.phrase.rule, category)));
            }
        }
    }
    cx.fail_expecting(i, "what of hers, such as dress, drink, home")
}

/// "be" in any tense, and its negation if negated: for frames that are code.
pub fn be<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Option<&'static str>> {
    static BE: LazyLock<Vec<Form>> = LazyLock::new(be_forms);
    for form in BE.iter() {
        if let Some(rest) = words_in_turn(cx, &form.words, i) {
            return Ok((rest, form.negation));
        }
    }
    cx.fail_expecting(i, "was")
}

fn relation_of(means: Means, got: &Got) -> Relation {
    match means {
        Means::Related(relation) => relation,
        Means::RelationSlot => got.relation.expect("a {relation} slot"),
        Means::ConverseSlot => got.relation.expect("a {relation} slot").converse(),
        Means::SeatsAway { left } => {
            // "second to the left of" counts the places as "two seats to the left of" does.
            let n = got
                .count
                .or(got.ordinal)
                .expect("a {count} or {ordinal} slot");
            if left {
                Relation::LeftBy(n)
            } else {
                Relation::RightBy(n)
            }
        }
        Means::SeatsApart => Relation::Apart(got.count.expect("a {count} slot")),
        _ => unreachable!("not a relation: {means:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A row is passed over only where the sentence lacks a word it must read: its own words
    /// and a verb's first words count, its optional runs and slots do not, and a word is found
    /// wherever a word may start (`word_end` from there), as every reader finds words.
    #[test]
    fn a_row_is_tried_only_where_the_sentence_has_its_words() {
        let id = |w: &str| word_id(w).expect("a word of the table");
        let row = compile("[exactly] {count} seats to the left|right of {guest}");
        let needs = needed_words(&row, &mut HashMap::new());
        let groups: Vec<Vec<u16>> = needs.iter().map(|g| g.to_vec()).collect();
        assert_eq!(
            groups,
            [
                vec![id("seats")],
                vec![id("to")],
                vec![id("the")],
                vec![id("left"), id("right")],
                vec![id("of")]
            ]
        );
        let known = crate::grammar::words::Known::default();
        let has = |text: &str| Cx::new(text, &known).has_words(&needs);
        assert!(has("Ann sat two seats to the right of Bea."));
        assert!(!has("Ann sat two seats to the right from Bea."));
        assert!(!has("Ann sat two chairs to the right of Bea."));
        // Found where it ends a word a hyphen joins: a reader may start a word there. "to" of
        // "to-the" is no word anywhere, since a word read from "t" takes in what the hyphen
        // joins.
        assert!(has("Ann sat two seats to the far-left of Bea."));
        assert!(!has("Ann sat two seats to-the left of Bea."));
        assert!(Cx::new("", &known).has_words(&[]));
        let verb = needed_words(&compile("<sit> beside {guest}"), &mut HashMap::new());
        assert_eq!(verb.len(), 2, "the verb's first words, and \"beside\"");
        assert!(Cx::new("Ann was seated beside Bea.", &known).has_words(&verb));
        assert!(!Cx::new("Ann was seated near Bea.", &known).has_words(&verb));
    }

    /// Every row compiles, its slots fit what it means, and its example reads with it.
    #[test]
    fn every_row_compiles_and_its_slots_fit_its_meaning() {
        for row in &TABLE.rows {
            let phrase = row.phrase;
            let mut slots = Vec::new();
            fn collect(tokens: &[Token], out: &mut Vec<&'static str>) {
                for t in tokens {
                    match t {
                        Token::Value(..)
                        | Token::Known(_)
                        | Token::AnyKnown
                        | Token::AnyKnownIf(_)
                        | Token::Done => out.push("value"),
                        Token::Guest | Token::Her => out.push("guest"),
                        Token::Seat | Token::PlacedSeat => out.push("seat"),
                        Token::Relation => out.push("relation"),
                        Token::Count => out.push("count"),
                        Token::Ordinal => out.push("ordinal"),
                        Token::Optional(runs) => runs.iter().for_each(|r| collect(r, out)),
                        _ => {}
                    }
                }
            }
            collect(&row.tokens, &mut slots);
            // An ordinal counts places away as a count does: "second to the left of".
            if matches!(phrase.means, Means::SeatsAway { .. }) {
                slots
                    .iter_mut()
                    .filter(|s| **s == "ordinal")
                    .for_each(|s| *s = "count");
            }
            slots.sort_unstable();
            let want: &[&str] = match (phrase.place, phrase.means) {
                (Place::Attribute(_), _) => &[],
                // "is drunk at one of the ends": whoever holds it sits there.
                (Place::Thing(_), Means::Seat) => &["seat"],
                (Place::Thing(_), Means::There) => &[],
                (Place::Thing(_), _) => &["guest"],
                (_, Means::Has) => &["value"],
                (_, Means::Seat) => &["seat"],
                (_, Means::Ordinal { .. }) => &["ordinal"],
                (_, Means::Related(_))
                    if matches!(phrase.place, Place::RelationPhrase | Place::Pair) =>
                {
                    &[]
                }
                (_, Means::Related(_) | Means::Same | Means::EndBeside | Means::AtAnd(..)) => {
                    &["guest"]
                }
                (_, Means::OrdinalAnd(_)) => &["guest", "ordinal"],
                (_, Means::Within(_)) => &[],
                (_, Means::SameHolding) => &["guest", "value"],
                (_, Means::RelationSlot) => &["guest", "relation"],
                (_, Means::ConverseSlot) if phrase.pattern.contains("{relation}") => {
                    &["guest", "relation"]
                }
                // The relation is read by the guest's description (`placed_by_her`).
                (_, Means::ConverseSlot) => &["guest"],
                // A predicate row names the other guest itself: "number is two more than {guest}".
                (Place::Predicate, Means::SeatsAway { .. } | Means::SeatsApart) => {
                    &["count", "guest"]
                }
                (_, Means::SeatsAway { .. }) | (_, Means::SeatsApart) => &["count"],
                (_, Means::At(_) | Means::NotAt(_)) => &[],
                (
                    _,
                    Means::Between
                    | Means::SomewhereBetween
                    | Means::BetweenInOrder
                    | Means::Sides { .. },
                ) => &["guest", "guest"],
                (_, Means::Nothing | Means::There) => &[],
            };
            assert_eq!(slots, want, "row {} \"{}\"", phrase.rule, phrase.pattern);
        }
    }

    use crate::clue::ClueKind;

    const TITLES: &[&str] = &[
        "Lady", "Countess", "Doctor", "Madam", "Baroness", "Duchess", "Dame", "Captain", "Mistress",
    ];

    /// A riddle around one sentence: a guest list of the guests it names, padded to five.
    fn riddle_around(sentence: &str) -> String {
        // The rows read only of things in a row have examples about these.
        if ["bus", "truck", "apples", "pears"]
            .iter()
            .any(|thing| sentence.contains(thing))
        {
            return format!(
                "In a show, there are five things: a bus, a truck, a van, apples, and pears.\n\
                 {sentence}\n"
            );
        }
        // The rows of a category of the riddle's own have examples about cakes.
        let own = ["scone", "tart", "flan"]
            .iter()
            .any(|cake| sentence.contains(cake));
        let cakes = if own {
            "Each brought a cake: a scone, a tart, a flan, a trifle and a sponge.\n"
        } else {
            ""
        };
        let words: Vec<&str> = sentence.split([' ', ',', '.']).collect();
        let mut guests: Vec<String> = Vec::new();
        for pair in words.windows(2) {
            if TITLES.contains(&pair[0]) {
                let surname = pair[1].trim_end_matches("'s");
                let name = format!("{} {surname}", pair[0]);
                if !guests.contains(&name) {
                    guests.push(name);
                }
            }
        }
        for filler in [
            "Lady Aster",
            "Lady Bramble",
            "Lady Cobble",
            "Lady Dimity",
            "Lady Ember",
        ] {
            if guests.len() < 5 {
                guests.push(filler.to_string());
            }
        }
        format!(
            "At the dinner party were {}.\n{cakes}{sentence}\n",
            guests.join(", ")
        )
    }

    fn rules_of(text: &str) -> Vec<&'static str> {
        let source = crate::source::Source::new("example", text.to_string());
        let cleaned = crate::text::Cleaned::new(&source.text);
        let sentences = crate::text::split_sentences(&cleaned.text);
        let document = match crate::grammar::parse(&cleaned, &sentences) {
            Ok(document) => document,
            Err(errors) => panic!("{text:?} does not read: {errors:?}"),
        };
        document.sentences[1..]
            .iter()
            .flat_map(|s| s.syntax.rules())
            .collect()
    }

    fn clues_of(text: &str) -> Vec<ClueKind> {
        let source = crate::source::Source::new("example", text.to_string());
        match crate::read::read(&source) {
            Ok(riddle) => riddle
                .clues
                .into_iter()
                .map(|c| c.kind)
                .filter(|k| !matches!(k, ClueKind::Declare { .. }))
                .collect(),
            Err(errors) => panic!("{text:?} does not read: {errors:?}"),
        }
    }

    /// The test beside every row: its example reads, with that row.
    #[test]
    fn every_example_reads_with_its_row() {
        for phrase in PHRASES {
            let text = riddle_around(phrase.example);
            let rules = rules_of(&text);
            assert!(
                rules.contains(&phrase.rule),
                "{:?} read with {rules:?}, not with {}",
                phrase.example,
                phrase.rule
            );
        }
    }

    /// Negated forms and the present tense come from the same rows: each example that starts
    /// its row with a verb reads negated as the negation of what it says, and in the present
    /// tense as the same clues.
    #[test]
    fn every_verb_row_reads_negated_and_in_the_present() {
        let mut checked = 0;
        for row in &TABLE.rows {
            let phrase = row.phrase;
            if phrase.means == Means::Nothing {
                continue;
            }
            // "was not hemmed in on both sides" is not read (see `predicate`).
            let negates = !matches!(phrase.means, Means::NotAt(_));
            let Some(Token::Verb(groups)) = row.tokens.first() else {
                continue;
            };
            let forms: Vec<&Form> = groups.iter().flat_map(|(_, g)| g.iter().copied()).collect();
            // The positive form the example uses, and its negated and present twins.
            let words: Vec<&str> = phrase.example.split(' ').collect();
            let found = forms.iter().filter(|f| f.negation.is_none()).find_map(|f| {
                let n = f.words.len();
                (0..words.len().saturating_sub(n - 1))
                    .find(|&at| (0..n).all(|k| words[at + k].eq_ignore_ascii_case(f.words[k])))
                    .map(|at| (at, f))
            });
            let Some((at, form)) = found else {
                panic!("{:?} uses no form of its row's verb", phrase.example);
            };
            let n = form.words.len();
            let twin = |replacement: &[&str]| {
                let mut out: Vec<&str> = words[..at].to_vec();
                out.extend(replacement);
                out.extend(&words[at + n..]);
                out.join(" ")
            };
            let verb = VERBS.iter().find(|v| {
                form.words.contains(&v.past)
                    || form.words.contains(&v.perfect)
                    || form.words.iter().any(|w| v.stative.contains(w))
                    || form.words.contains(&v.ing)
            });
            // An example in the present tense (the zebra family's) has its past twin instead.
            let verb = verb.or_else(|| VERBS.iter().find(|v| form.words.contains(&v.present)));
            let (negated, present): (Vec<&str>, Vec<&str>) = match (verb, &form.words[..]) {
                (_, ["was"]) => (vec!["was", "not"], vec!["is"]),
                (_, ["was", rest]) => (vec!["was", "not", rest], vec!["is", rest]),
                (_, ["is"]) => (vec!["is", "not"], vec!["was"]),
                (_, ["is", rest]) => (vec!["is", "not", rest], vec!["was", rest]),
                (_, ["are"]) => (vec!["are", "not"], vec!["were"]),
                (_, ["were"]) => (vec!["were", "not"], vec!["are"]),
                (_, ["are", rest]) => (vec!["are", "not", rest], vec!["were", rest]),
                (Some(_), ["had", perfect]) => (vec!["had", "not", perfect], vec!["has", perfect]),
                (Some(v), [past]) if *past == v.past => {
                    (vec!["did", "not", v.base], vec![v.present])
                }
                (Some(v), [present]) if *present == v.present => {
                    (vec!["does", "not", v.base], vec![v.past])
                }
                other => panic!("no twin for {other:?} in {:?}", phrase.example),
            };
            let original = clues_of(&riddle_around(phrase.example));
            let present_clues = clues_of(&riddle_around(&twin(&present)));
            assert_eq!(
                present_clues, original,
                "{:?} in the present",
                phrase.example
            );
            checked += 1;
            if !negates
                || matches!(
                    phrase.means,
                    Means::Between
                        | Means::SomewhereBetween
                        | Means::BetweenInOrder
                        | Means::Sides { .. }
                        | Means::EndBeside
                        | Means::AtAnd(..)
                        | Means::OrdinalAnd(_)
                        // "did not make the podium" is in none of the places, each denied
                        // (tests/races.rs).
                        | Means::Within(_)
                        // "is not where ... keeps ..." does not say which is denied.
                        | Means::SameHolding
                        // "there" names a place said before it, in a clause of its own.
                        | Means::There
                )
                || denies(phrase)
            {
                // "not between" is no negated clue: it is an "either ... or" of the sides
                // (see grammar/README.md), or not read at all; "did not have nobody" is a
                // double denial, not read (tests/orders.rs).
                continue;
            }
            let negated_clues = clues_of(&riddle_around(&twin(&negated)));
            // A row with `{her}` says who she is in a clause before it, and a row read after
            // a clause that names its pronoun's thing ("...; they are the Dane's") has that
            // clause before it: the twin keeps it, and only the row's own clue, the last, is
            // denied.
            let kept = if phrase.pattern.contains("{her}") || phrase.example.contains("; they ") {
                original.len() - 1
            } else {
                0
            };
            let want: Vec<ClueKind> = (original[..kept].iter().cloned())
                .chain((original[kept..].iter()).map(|k| ClueKind::Not(Box::new(k.clone()))))
                .collect();
            assert_eq!(negated_clues, want, "{:?} negated", twin(&negated));
        }
        assert!(checked > 30, "only {checked} rows were checked");
    }

    /// `grammar/README.md`, the grammar written for people, has a heading for every row's rule.
    #[test]
    fn every_row_is_documented() {
        let doc = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("grammar/README.md"),
        )
        .expect("grammar/README.md");
        for phrase in PHRASES {
            assert!(
                doc.contains(&format!("### `{}`", phrase.rule)),
                "grammar/README.md has no heading for {}",
                phrase.rule
            );
        }
    }

    #[test]
    fn every_word_of_every_verb_form_is_a_grammar_word() {
        let values: Vec<&str> = VERBS
            .iter()
            .filter(|v| v.base_is_a_value)
            .map(|v| v.base)
            .collect();
        for (_, forms) in FORMS.iter() {
            for form in forms {
                for word in &form.words {
                    assert!(
                        WORDS.binary_search(word).is_ok() || values.contains(word),
                        "{word} is not in WORDS"
                    );
                }
            }
        }
        for base in values {
            assert!(WORDS.binary_search(&base).is_err(), "{base} is a value too");
        }
    }

    #[test]
    fn verbs_of_place_read_in_the_passive_of_perception_never_negated() {
        let forms_of = |base: &str| -> Vec<(String, Option<&str>)> {
            let found = (FORMS.iter()).find(|(b, _)| *b == base).expect(base);
            (found.1.iter())
                .map(|f| (f.words.join(" "), f.negation))
                .collect()
        };
        let (sit, be, wear) = (forms_of("sit"), forms_of("be"), forms_of("wear"));
        for words in [
            "was seen sitting",
            "was observed seated",
            "could be found sitting",
        ] {
            assert!(sit.contains(&(words.to_string(), None)), "{words}");
        }
        for words in ["was spotted", "can be found", "were noticed"] {
            assert!(be.contains(&(words.to_string(), None)), "{words}");
        }
        // Only verbs of place: "was seen wearing red" is no form of "wear".
        assert!(!wear.iter().any(|(w, _)| w.contains("seen")));
        // Nothing denied: what was not seen may still be so.
        for (words, negation) in sit.iter().chain(&be) {
            if PERCEIVED.iter().any(|p| words.contains(p)) {
                assert_eq!(*negation, None, "{words}");
                let denied = |w: &str| ["not", "never"].contains(&w) || w.ends_with("n't");
                assert!(!words.split(' ').any(denied), "{words}");
            }
        }
    }

    #[test]
    fn verbs_read_in_both_tenses_and_negated() {
        let sit = VERBS.iter().find(|v| v.base == "sit").expect("sit");
        let forms: Vec<(String, Option<&str>)> = verb_forms(sit)
            .into_iter()
            .map(|f| (f.words.join(" "), f.negation))
            .collect();
        for (words, negation) in [
            ("sat", None),
            ("sits", None),
            ("was seated", None),
            ("is sitting", None),
            ("did not sit", Some("did-not")),
            ("doesn't sit", Some("did-not")),
            ("never sat", Some("never")),
            ("wasn't seated", Some("was-not")),
            ("was not sitting", Some("was-not")),
            ("did sit", None),
            ("does sit", None),
        ] {
            assert!(
                forms.contains(&(words.to_string(), negation)),
                "{words} is not a form of sit"
            );
        }
    }
}
