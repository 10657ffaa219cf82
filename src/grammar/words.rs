//! Word-level parsers over a sentence's cleaned text, and the context that remembers the
//! furthest point any parser reached and what it expected there: that is where a sentence
//! "stops being understood", and what the diagnostic and the typo correction work from.

use foldhash::{HashMap, HashMapExt, HashSet, HashSetExt};
use std::cell::{Cell, OnceCell, RefCell};
use std::sync::LazyLock;

use nom::error::{Error, ErrorKind};
use nom::{IResult, Parser};

use super::lexicon;
use super::syntax::{Np, Term};
use crate::clue::Seat;
use crate::vocabulary::Category;

pub type R<'a, T> = IResult<&'a str, T>;

/// A guest from the guest list, split into words for matching mentions.
#[derive(Clone, Debug)]
pub struct GuestName {
    pub words: Vec<String>,
}

/// What the riddle has said before the sentence being read: its guests, and the values its
/// sentences named, each with its category.
#[derive(Clone, Debug, Default)]
pub struct Known {
    pub guests: Vec<GuestName>,
    pub values: HashSet<(Category, String)>,
    /// The values written with a capital where they were named ("Legal", "Sales"), in lower
    /// case: names of groups of people, which may stand for their members.
    pub capitalised: HashSet<(Category, String)>,
    /// The categories the riddle declared of its own ("book genre"), numbered after the kinds
    /// the reader knows, in the order declared.
    pub declared: Vec<String>,
    /// Whether the guests are things in a row ("five vehicles: ..."), whose order words rank
    /// them ("older than", "the cheapest").
    pub things: bool,
    /// The values of one word named so far, in lower case: a grammar word the riddle listed as
    /// a value ("the Mug", "the nurse") is that value in a value slot.
    pub words: HashSet<String>,
    /// Each value named, by its letters and digits in lower case (`folded`), with its spelling:
    /// "Ford F-150" finds `ford f150`.
    folded: HashMap<(Category, String), String>,
    /// The categories (one bit each) that named each value, and each folded value: what
    /// `elsewhere` asks at every value slot, looked up rather than searched.
    categories_of: HashMap<String, u64>,
    folded_categories_of: HashMap<String, u64>,
    /// `folded_key` of every value named, with its category's index, sorted: `listed_as` asks
    /// at every value slot, and most words it is asked about are no value of the category,
    /// which this tells without building a string.
    folded_keys: Vec<(u64, usize)>,
    /// The values of several words named, with their category.
    multi_word: Vec<(Category, String)>,
    /// The values named in several words with a number or a joiner among them ("tesla model 3",
    /// "dolce and gabbana"), read whole where they stand (`phrase_match::listed_at`): few
    /// riddles have any.
    pub numbered: Vec<(Category, String)>,
    /// How many places the row has, where a sentence counted them ("There are 7 people ... in
    /// a row").
    pub places: Option<u8>,
    /// The landmarks the riddle named at places of the row ("Bed 1 is by the door"), each in
    /// lower case with the seat it marks (`landmark.rs`).
    pub landmarks: Vec<(String, crate::clue::Seat)>,
    /// The rows the user taught for this reading (`taught.rs`), read before the table's.
    pub(crate) taught: std::sync::Arc<super::taught::Rows>,
}

impl Known {
    /// Remember the values a sentence named.
    pub fn learn(&mut self, sentence: &super::syntax::Sentence) {
        if let super::syntax::Sentence::Places(n, _) = sentence {
            self.places = Some(*n);
        }
        if let super::syntax::Sentence::Landmarks(marks) = sentence {
            self.landmarks.extend(marks.iter().cloned());
        }
        for (category, term) in sentence.terms() {
            let lower = term.text.to_lowercase();
            if !lower.contains(' ') {
                self.words.insert(lower.clone());
            }
            let key = folded(&lower);
            let keyed = (folded_key(&lower), category.index());
            if let Err(at) = self.folded_keys.binary_search(&keyed) {
                self.folded_keys.insert(at, keyed);
            }
            let bit = 1u64 << category.index();
            *self.categories_of.entry(lower.clone()).or_default() |= bit;
            if key.len() > 2 {
                *self.folded_categories_of.entry(key.clone()).or_default() |= bit;
                self.folded
                    .entry((category, key))
                    .or_insert_with(|| lower.clone());
            }
            if lower.contains(' ') && !self.values.contains(&(category, lower.clone())) {
                self.multi_word.push((category, lower.clone()));
            }
            if lower.contains(' ')
                && (lower.bytes().any(|b| b.is_ascii_digit())
                    || lower.split(' ').any(|w| w == "and" || w == "or"))
            {
                self.numbered.push((category, term.text.clone()));
            }
            if term.text.starts_with(char::is_uppercase) {
                self.capitalised.insert((category, lower.clone()));
            }
            self.values.insert((category, lower));
        }
    }

    /// The key of `category`, a known kind's or one the riddle declared ("book genre").
    pub fn key(&self, category: Category) -> String {
        match category.kind() {
            Some(kind) => kind.key.to_string(),
            None => self
                .declared
                .get(category.index() - crate::vocabulary::KINDS.len())
                .cloned()
                .unwrap_or_else(|| category.to_string()),
        }
    }

    /// The category whose key is `key`: a known kind, one declared before, or a new one. New
    /// ones are numbered in the order declared: after those of earlier sentences, then after
    /// `pending`, the new keys of this sentence before this one.
    pub fn category(&self, key: &str, pending: &[String]) -> Category {
        if let Some(kind) = Category::by_key(key) {
            return kind;
        }
        let at = match self.declared.iter().position(|k| k == key) {
            Some(at) => at,
            None => {
                let mut new: Vec<&str> = Vec::new();
                for k in pending {
                    if Category::by_key(k).is_none()
                        && !self.declared.contains(k)
                        && !new.contains(&k.as_str())
                    {
                        new.push(k);
                    }
                }
                self.declared.len() + new.iter().position(|k| *k == key).unwrap_or(new.len())
            }
        };
        Category::from_index(crate::vocabulary::KINDS.len() + at)
    }

    /// Every category: the known kinds, then those the riddle declared.
    pub fn categories(&self) -> impl Iterator<Item = Category> + '_ {
        (0..crate::vocabulary::KINDS.len() + self.declared.len()).map(Category::from_index)
    }

    /// Whether `words` were named before as a value of a category other than `category`, and
    /// never of `category` itself; or, unless they are a proper name (every word capitalised:
    /// "Silver Locket" where silver is a color), any one of them was, in the singular or the
    /// plural ("a lovely Carnation bouquet" where the flowers are "Carnations" is no heirloom).
    pub fn elsewhere(&self, category: Category, words: &str) -> bool {
        let lower = words.to_lowercase();
        if self.values.contains(&(category, lower.clone())) {
            return false;
        }
        let others = !(1u64 << category.index());
        let other = |w: &str| {
            self.categories_of
                .get(w)
                .is_some_and(|bits| bits & others != 0)
                || self
                    .folded_categories_of
                    .get(&folded(w))
                    .is_some_and(|bits| bits & others != 0)
        };
        let proper = words.split(' ').all(|w| w.starts_with(char::is_uppercase));
        // "a high school diploma" where "high school" was named: that value, and a noun.
        let starts_with_other = self.multi_word.iter().any(|(c, v)| {
            *c != category && lower.starts_with(v.as_str()) && lower[v.len()..].starts_with(' ')
        });
        starts_with_other
            || other(&lower)
            || (!proper
                && lower.split(' ').any(|w| {
                    other(w) || other(&format!("{w}s")) || w.strip_suffix('s').is_some_and(other)
                }))
    }

    /// The categories (one bit each by index) that may have named `word` as a value: every
    /// one of which `listed_as` finds it, and perhaps others (those whose folded key is the
    /// same).
    pub fn may_list(&self, word: &str) -> u64 {
        let key = folded_key(word);
        let from = self.folded_keys.partition_point(|(k, _)| *k < key);
        (self.folded_keys[from..].iter())
            .take_while(|(k, _)| *k == key)
            .fold(0, |found, (_, index)| found | 1 << index)
    }

    /// Whether `word` was named before as a value of `category`, written the same but for
    /// case, spaces and hyphens ("Ford F-150" where the list says `ford f150`).
    pub fn names(&self, category: Category, word: &str) -> bool {
        self.listed_as(category, word).is_some()
    }

    /// The spelling the riddle named `word` with as a value of `category`, the same but for
    /// case, spaces and hyphens.
    pub fn listed_as(&self, category: Category, word: &str) -> Option<&str> {
        // A value's spelling, whatever its case, spaces and hyphens, has its folded key.
        (self.folded_keys)
            .binary_search(&(folded_key(word), category.index()))
            .ok()?;
        let key = (category, word.to_lowercase());
        if let Some((_, listed)) = self.values.get(&key) {
            return Some(listed.as_str());
        }
        self.folded
            .get(&(category, folded(&key.1)))
            .map(String::as_str)
    }
}

/// A hash of `folded(value)` (FNV-1a), computed without building it.
fn folded_key(value: &str) -> u64 {
    let step = |hash: u64, b: u8| (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    let seed = 0xcbf2_9ce4_8422_2325;
    // Nearly every word is ASCII, whose letters fold without Unicode's tables: the same hash.
    if value.is_ascii() {
        return (value.bytes())
            .filter(u8::is_ascii_alphanumeric)
            .fold(seed, |hash, b| step(hash, b.to_ascii_lowercase()));
    }
    folded(value).bytes().fold(seed, step)
}

/// A value's letters and digits, lower case: how two spellings of one value compare ("Ford
/// F-150", "ford f150", "hip-hop", "hip hop").
fn folded(value: &str) -> String {
    if value.is_ascii() {
        // The same as below, without Unicode's tables.
        return (value.bytes())
            .filter(u8::is_ascii_alphanumeric)
            .map(|b| char::from(b.to_ascii_lowercase()))
            .collect();
    }
    value
        .chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

pub struct Cx<'a> {
    /// The sentence's text: offsets are measured from its start.
    pub text: &'a str,
    /// The guests, and the values named before this sentence.
    pub known: &'a Known,
    /// Whether failures record what was expected. Only a sentence that does not read needs
    /// that, and every failed alternative of every sentence would pay for it: a sentence is
    /// read without, and read again with it only when it fails.
    recording: bool,
    furthest: Cell<usize>,
    expected: RefCell<Vec<Expected>>,
    /// How deeply noun phrases are nested right now ("next to the woman next to her ...").
    depth: Cell<usize>,
    /// What was found out at each offset of the text, in one allocation: alternatives try
    /// keyword after keyword and slot after slot at the same places.
    offsets: Vec<Cell<AtOffset<'a>>>,
    /// What `known` named, gathered once for the sentence: value slots ask at every word.
    named: OnceCell<Named<'a>>,
    /// The value read at each place a slot for any value asked (`phrase_match::any_known`), by
    /// offset and length of the text asked about: row after row asks at the same places.
    /// Not kept while recording, where each failure must record what it expected.
    values_at: RefCell<HashMap<(usize, usize), Option<ValueAt>>>,
    /// The noun phrase read at each place (`noun_phrase::np`): frame after frame reads the
    /// same subject, and a relation the same object.
    nps: Remembered<'a, Np>,
    /// The seat read at each place (`predicate::seat_phrase`): a choice of seats reads the
    /// first one, and row after row with a seat slot tries the same place.
    seats: Remembered<'a, Seat>,
    /// The `lexicon::word_id` of every word that starts anywhere in the text, one bit each,
    /// gathered when first asked (`has_words`).
    present: OnceCell<Vec<u64>>,
    /// Whether a value alone may stand for its holder ("Beer is never next to wine"): only in
    /// the clause form tried after every other (`sentence::bare_values`), so that a value
    /// named as the subject is the thing's own sentence first ("Dunwall was home to ...").
    bare: Cell<bool>,
}

/// What a reader of the grammar gave at each place of a sentence, by offset and length of the
/// text asked about and by nesting depth (the one thing besides the text it may depend on).
/// Not kept while recording, as `values_at`: there each failure must record what it expected.
type Remembered<'a, T> = RefCell<HashMap<(usize, usize, usize), R<'a, T>>>;

/// A value read at a place (`Cx::value_at`): how many bytes it took, its category, the term.
type ValueAt = (usize, Category, Term);

/// The values named before a sentence, as value slots ask about them.
struct Named<'a> {
    /// The categories with a value named (one bit each, by index).
    categories: u64,
    /// The values of several words, with their category and the folded hash of their first
    /// word, in `Known::values`' order.
    phrases: Vec<(Category, u64, &'a str)>,
    /// `head_bit` of each of `phrases`' first words.
    heads: u64,
}

/// What `Cx` remembers of one offset of its text.
#[derive(Clone, Copy)]
struct AtOffset<'a> {
    /// `word` there, once asked.
    word: Word<'a>,
    /// `facts` of the word starting there, once asked (`FACTS_KNOWN` set).
    facts: u8,
    /// `lexicon::word_id` of the word starting there, once asked (`ID_NOT_ASKED` before,
    /// `NO_ID` for a word the lexicon does not have).
    id: u16,
    /// The slots (`Slot::bit`) that were read there and failed.
    failed_slots: u64,
}

/// A slot whose reading is a matter of the text alone, from where it starts: once it failed
/// at an offset, it fails there again.
#[derive(Clone, Copy)]
pub enum Slot {
    Value(Category),
    Seat,
    Relation,
}

impl Slot {
    fn bit(self) -> u64 {
        const _: () = assert!(Category::MAX < 62, "a bit for each category, and two more");
        match self {
            Slot::Value(category) => 1 << category.index(),
            Slot::Seat => 1 << 62,
            Slot::Relation => 1 << 63,
        }
    }
}

/// `Cx::word` at an offset.
#[derive(Clone, Copy)]
enum Word<'a> {
    NotAsked,
    None,
    /// The word and the text after it.
    Found(&'a str, &'a str),
}

/// What `Cx::facts` knows of a word: that it was asked, and what it is.
const FACTS_KNOWN: u8 = 1;
const RESERVED: u8 = 2;
const NEVER_A_VALUE: u8 = 4;
const GUEST: u8 = 8;
/// A grammar word the riddle named as a value.
const NAMED_VALUE: u8 = 16;

const ID_NOT_ASKED: u16 = u16::MAX;
const NO_ID: u16 = u16::MAX - 1;

/// Deeper nesting than this is no riddle, and would only exhaust the stack.
const MAX_DEPTH: usize = 12;

/// Something a parser wanted to see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Expected {
    /// Words the grammar uses, such as "left of": candidates for typo correction.
    Words(&'static str),
    /// A kind of thing, such as "a color".
    Description(&'static str),
}

impl<'a> Cx<'a> {
    /// A context that does not record what was expected: for reading a sentence that reads.
    pub fn new(text: &'a str, known: &'a Known) -> Cx<'a> {
        Cx {
            text,
            known,
            recording: false,
            furthest: Cell::new(0),
            expected: RefCell::new(Vec::new()),
            depth: Cell::new(0),
            offsets: vec![
                Cell::new(AtOffset {
                    word: Word::NotAsked,
                    facts: 0,
                    id: ID_NOT_ASKED,
                    failed_slots: 0,
                });
                text.len() + 1
            ],
            named: OnceCell::new(),
            values_at: RefCell::new(HashMap::new()),
            nps: RefCell::new(HashMap::new()),
            seats: RefCell::new(HashMap::new()),
            present: OnceCell::new(),
            bare: Cell::new(false),
        }
    }

    /// Whether the text has a word of each of `groups` (`lexicon::word_id`s). A word is looked
    /// for wherever one may start, as `word_end` reads it from there: every word any reader
    /// takes from the text is one of these.
    pub fn has_words(&self, groups: &[Box<[u16]>]) -> bool {
        if groups.is_empty() {
            return true;
        }
        let present = self.present.get_or_init(|| {
            let mut present = vec![0u64; lexicon::word_count().div_ceil(64)];
            for start in 0..self.text.len() {
                if !self.text.is_char_boundary(start) {
                    continue;
                }
                let end = word_end(self.text, start);
                if end > start
                    && let Some(id) = lexicon::word_id(&self.text[start..end])
                {
                    present[usize::from(id) / 64] |= 1 << (id % 64);
                }
            }
            present
        });
        let has = |id: u16| present[usize::from(id) / 64] & (1 << (id % 64)) != 0;
        groups.iter().all(|group| group.iter().any(|&id| has(id)))
    }

    /// What `read` (the noun phrase reader) gives at `i`, remembered for the sentence (see
    /// `nps`).
    pub fn np_at(&self, i: &'a str, read: impl FnOnce(&'a str) -> R<'a, Np>) -> R<'a, Np> {
        self.remembered(&self.nps, i, read)
    }

    /// What `read` (the seat reader) gives at `i`, remembered for the sentence (see `seats`).
    pub fn seat_at(&self, i: &'a str, read: impl FnOnce(&'a str) -> R<'a, Seat>) -> R<'a, Seat> {
        self.remembered(&self.seats, i, read)
    }

    fn remembered<T: Clone>(
        &self,
        memo: &Remembered<'a, T>,
        i: &'a str,
        read: impl FnOnce(&'a str) -> R<'a, T>,
    ) -> R<'a, T> {
        if self.recording {
            return read(i);
        }
        // What was read with values alone standing for guests is another reading.
        let key = (
            self.at(i),
            i.len(),
            self.depth.get() | usize::from(self.bare.get()) << 16,
        );
        if let Some(found) = memo.borrow().get(&key) {
            return found.clone();
        }
        let found = read(i);
        memo.borrow_mut().insert(key, found.clone());
        found
    }

    /// What `read` gives at `i`, remembered for the sentence (see `values_at`): `read` must
    /// depend on nothing but this context and `i`. The term is cloned out: it owns its text.
    pub fn value_at(
        &self,
        i: &'a str,
        read: impl FnOnce() -> Option<(&'a str, Category, Term)>,
    ) -> Option<(&'a str, Category, Term)> {
        if self.recording {
            return read();
        }
        let key = (self.at(i), i.len());
        if let Some(found) = self.values_at.borrow().get(&key) {
            return found
                .as_ref()
                .map(|(used, category, term)| (&i[*used..], *category, term.clone()));
        }
        let found = read();
        let kept = (found.as_ref())
            .map(|(rest, category, term)| (i.len() - rest.len(), *category, term.clone()));
        self.values_at.borrow_mut().insert(key, kept);
        found
    }

    /// A context that records, at the furthest point reached, what was expected there.
    pub fn recording(text: &'a str, known: &'a Known) -> Cx<'a> {
        Cx {
            recording: true,
            ..Cx::new(text, known)
        }
    }

    /// Whether `word`, a word of this sentence (as `word` gives it), followed by `after`, may
    /// stand in a value slot: not a grammar word, nor part of a guest's name ("had Baroness
    /// Crowe on her right" names no heirloom). A capitalised grammar word may still start a
    /// proper name when another capitalised word follows ("the Glass Eye", "Old Gold").
    pub fn may_be_value(&self, word: &'a str, after: &'a str) -> bool {
        let Some(first) = word.chars().next() else {
            return false;
        };
        // A number is a value only where a list named it: "Age: 30, 35, 40", and so is a word
        // that starts with one ("7up").
        // `words` holds every value of one word, so a lookup answers it (a riddle's numbers
        // are asked about at every slot: "Clue 12:").
        if first.is_ascii_digit() {
            return word.bytes().all(|b| b.is_ascii_alphanumeric())
                && if word.bytes().any(|b| b.is_ascii_uppercase()) {
                    self.known.words.contains(&word.to_ascii_lowercase())
                } else {
                    self.known.words.contains(word)
                };
        }
        let facts = self.facts(word);
        // A function word the riddle listed as a value ("may" among the months) is that value.
        if !first.is_alphabetic()
            || facts & GUEST != 0
            || (facts & NEVER_A_VALUE != 0 && facts & NAMED_VALUE == 0)
        {
            return false;
        }
        if facts & (RESERVED | NAMED_VALUE) != RESERVED {
            return true;
        }
        first.is_uppercase()
            && self.at(word) > 0
            && self.word(after).is_some_and(|(next, _)| {
                next.chars().next().is_some_and(char::is_uppercase)
                    && self.facts(next) & (RESERVED | GUEST) == 0
            })
    }

    /// Whether `word`, a grammar word of this sentence, still continues a proper name whose
    /// words so far are all capitalised: "the Pewter Cup" (where "cup" is a grammar word of
    /// "cup of tea"). Short function words and guests' names never do, nor the nouns for who
    /// has a value, which follow it: "The Blend Smoker", "the Coffee Drinker" capitalised as a
    /// title is the smoker of Blend (a value the riddle listed is read whole before this).
    pub fn continues_a_name(&self, word: &'a str) -> bool {
        const NEVER: &[&str] = &[
            "a", "an", "and", "at", "but", "by", "for", "had", "has", "her", "in", "is", "nor",
            "of", "on", "or", "she", "the", "to", "was", "who", "smoker",
        ];
        word.starts_with(char::is_uppercase)
            && !NEVER.iter().any(|n| word.eq_ignore_ascii_case(n))
            && !super::phrases::AGENTS
                .iter()
                .any(|n| word.eq_ignore_ascii_case(n))
            && self.facts(word) & (GUEST | NEVER_A_VALUE) == 0
    }

    /// What the lexicon and the guest list say of `word`, a word of this sentence: asked once
    /// per word and remembered, since value slots ask it of the same words alternative after
    /// alternative.
    fn facts(&self, word: &'a str) -> u8 {
        let cell = &self.offsets[self.at(word)];
        let mut at = cell.get();
        if at.facts & FACTS_KNOWN != 0 {
            return at.facts;
        }
        let mut facts = FACTS_KNOWN;
        // A taught phrase's words are grammar words for this reading, as the table's are.
        if lexicon::is_reserved(word) || self.known.taught.has_word(word) {
            facts |= RESERVED;
        }
        if lexicon::never_a_value(word) {
            facts |= NEVER_A_VALUE;
        }
        // A grammar or function word the riddle listed as a value ("the Mug", "may" among the
        // months) is that value in a value slot. Most words are lower case already: no copy.
        if facts & (RESERVED | NEVER_A_VALUE) != 0 {
            let named = if word.chars().any(char::is_uppercase) {
                self.known.words.contains(&word.to_lowercase())
            } else {
                self.known.words.contains(word)
            };
            if named {
                facts |= NAMED_VALUE;
            }
        }
        if self.is_guest_word(word) {
            facts |= GUEST;
        }
        at.facts = facts;
        cell.set(at);
        facts
    }

    /// `lexicon::word_id` of `word`, a word of this sentence, asked once per word: rows are
    /// found by it at every place a row may start.
    pub fn word_id(&self, word: &'a str) -> Option<u16> {
        let cell = &self.offsets[self.at(word)];
        let mut at = cell.get();
        if at.id == ID_NOT_ASKED {
            at.id = lexicon::word_id(word).unwrap_or(NO_ID);
            cell.set(at);
        }
        (at.id != NO_ID).then_some(at.id)
    }

    fn named(&self) -> &Named<'a> {
        self.named.get_or_init(|| {
            let mut categories = 0;
            let mut phrases = Vec::new();
            let mut heads = 0;
            for (category, value) in &self.known.values {
                categories |= 1 << category.index();
                if let Some(space) = value.bytes().position(|b| b == b' ') {
                    let hash = lexicon::folded_hash(&value.as_bytes()[..space]);
                    heads |= head_bit(hash);
                    phrases.push((*category, hash, value.as_str()));
                }
            }
            Named {
                categories,
                phrases,
                heads,
            }
        })
    }

    /// Whether a value of `category` was named before this sentence.
    pub fn named_any(&self, category: Category) -> bool {
        self.named().categories & (1 << category.index()) != 0
    }

    /// Whether `slot` was read at `i` before and failed. Only a context that does not record
    /// skips it: one that records reads it again, to record again what it expected.
    pub fn failed_before(&self, i: &'a str, slot: Slot) -> bool {
        !self.recording && self.offsets[self.at(i)].get().failed_slots & slot.bit() != 0
    }

    pub fn remember_failure(&self, i: &'a str, slot: Slot) {
        let cell = &self.offsets[self.at(i)];
        let mut at = cell.get();
        at.failed_slots |= slot.bit();
        cell.set(at);
    }

    /// Whether `word` is a title or name of a guest on the guest list.
    fn is_guest_word(&self, word: &str) -> bool {
        self.known
            .guests
            .iter()
            .any(|g| g.words.iter().any(|w| w.eq_ignore_ascii_case(word)))
    }

    /// Whether failures record what was expected.
    pub fn is_recording(&self) -> bool {
        self.recording
    }

    /// `next_word` on `i`, a suffix of this sentence's text, remembered for the next call.
    pub fn word(&self, i: &'a str) -> Option<(&'a str, &'a str)> {
        let cell = &self.offsets[self.at(i)];
        let mut at = cell.get();
        match at.word {
            Word::Found(word, rest) => Some((word, rest)),
            Word::None => None,
            Word::NotAsked => {
                let found = next_word(i);
                at.word = found.map_or(Word::None, |(word, rest)| Word::Found(word, rest));
                cell.set(at);
                found
            }
        }
    }

    pub fn at(&self, i: &str) -> usize {
        i.as_ptr() as usize - self.text.as_ptr() as usize
    }

    /// Record that the keyword(s) `words` were expected at `i`, and fail.
    pub fn fail<T>(&self, i: &'a str, words: &'static str) -> R<'a, T> {
        self.record(i, Expected::Words(words))
    }

    /// Record that a kind of thing (`what`, such as "a color") was expected at `i`, and fail.
    pub fn fail_expecting<T>(&self, i: &'a str, what: &'static str) -> R<'a, T> {
        self.record(i, Expected::Description(what))
    }

    /// Inlined for the common case, a context that does not record: every failed alternative
    /// passes here.
    #[inline]
    fn record<T>(&self, i: &'a str, what: Expected) -> R<'a, T> {
        if !self.recording {
            return unread(i);
        }
        self.record_expected(i, what)
    }

    #[cold]
    fn record_expected<T>(&self, i: &'a str, what: Expected) -> R<'a, T> {
        let i = skip(i);
        let at = self.at(i);
        if at > self.furthest.get() {
            self.furthest.set(at);
            self.expected.borrow_mut().clear();
        }
        // Duplicates are dropped once, in `furthest`: this runs on every failed alternative.
        if at == self.furthest.get() {
            let mut expected = self.expected.borrow_mut();
            // The same alternative fails over and over at one place: keep one of a run.
            if expected.last() != Some(&what) {
                expected.push(what);
            }
        }
        Err(nom::Err::Error(Error::new(i, ErrorKind::Tag)))
    }

    /// Run `parser` one level deeper, failing instead when nesting is already too deep.
    /// Whether the word at `i` is the first word of a value named before.
    pub fn opens_a_value(&self, i: &'a str) -> bool {
        self.word(i).is_some_and(|(first, _)| {
            (self.known.values.iter()).any(|(_, v)| {
                v.split(' ')
                    .next()
                    .is_some_and(|w| w.eq_ignore_ascii_case(first))
            })
        })
    }

    /// Whether a value alone may stand for its holder here (see `bare`).
    pub fn bare(&self) -> bool {
        self.bare.get()
    }

    /// What `parser` reads with values alone standing for their holders.
    pub fn with_bare<T>(&self, parser: impl FnOnce() -> T) -> T {
        let before = self.bare.replace(true);
        let result = parser();
        self.bare.set(before);
        result
    }

    pub fn nested<T>(&self, i: &'a str, parser: impl FnOnce(&'a str) -> R<'a, T>) -> R<'a, T> {
        if self.depth.get() >= MAX_DEPTH {
            return self.fail_expecting(i, "a shorter description (descriptions nest too deeply)");
        }
        self.depth.set(self.depth.get() + 1);
        let result = parser(i);
        self.depth.set(self.depth.get() - 1);
        result
    }

    /// Where parsing got furthest, and what it expected there, in the order tried (a context
    /// made by `recording`).
    pub fn furthest(&self) -> (usize, Vec<Expected>) {
        // Every failed alternative at the furthest point recorded its expectation: hundreds,
        // most of them repeats.
        let mut seen = HashSet::new();
        let expected = (self.expected.borrow().iter().copied())
            .filter(|what| seen.insert(*what))
            .collect();
        (self.furthest.get(), expected)
    }
}

/// `parser` as many times as it reads, as nom's `many0` (a reading that consumes nothing
/// fails), but with no vector allocated until something is read: most noun phrases have no
/// modifier, most clauses one predicate.
pub fn repeated<'a, T>(
    mut parser: impl FnMut(&'a str) -> R<'a, T>,
) -> impl FnMut(&'a str) -> R<'a, Vec<T>> {
    move |mut i| {
        let mut found = Vec::new();
        loop {
            match parser(i) {
                Err(nom::Err::Error(_)) => return Ok((i, found)),
                Err(other) => return Err(other),
                Ok((rest, _)) if rest.len() == i.len() => {
                    return Err(nom::Err::Error(Error::new(i, ErrorKind::Many0)));
                }
                Ok((rest, item)) => {
                    found.push(item);
                    i = rest;
                }
            }
        }
    }
}

/// A failure that records nothing: what was expected was recorded where it was known.
pub fn unread<T>(i: &str) -> R<'_, T> {
    Err(nom::Err::Error(Error::new(i, ErrorKind::Tag)))
}

pub fn skip(i: &str) -> &str {
    // Bytes, not chars: this runs on every keyword tried.
    &i[i.bytes().take_while(|&b| b == b' ').count()..]
}

/// The next word (letters, digits, inner hyphens and apostrophes; a final "'s" is left for
/// `possessive`) and the rest.
pub fn next_word(i: &str) -> Option<(&str, &str)> {
    let i = skip(i);
    let end = word_end(i, 0);
    (end > 0).then(|| (&i[..end], &i[end..]))
}

/// The bytes that make up words: ASCII letters and digits, and every byte of a non-ASCII
/// character. Looked up rather than tested, since every word of every sentence is measured by it.
const WORD_BYTES: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = (b as u8).is_ascii_alphanumeric() || b >= 0x80;
        b += 1;
    }
    table
};

/// Where the word starting at byte `start` of `text` ends: `start` itself when no word starts
/// there.
pub fn word_end(text: &str, start: usize) -> usize {
    let bytes = text.as_bytes();
    // A word starts with a letter or digit: hyphens and apostrophes only join.
    if !bytes
        .get(start)
        .is_some_and(|&b| WORD_BYTES[usize::from(b)])
    {
        return start;
    }
    let mut end = start + 1;
    loop {
        while end < bytes.len() && WORD_BYTES[usize::from(bytes[end])] {
            end += 1;
        }
        let Some(&b) = bytes.get(end) else {
            break;
        };
        let joins = matches!(b, b'-' | b'\'')
            && bytes
                .get(end + 1)
                .is_some_and(|n| n.is_ascii_alphanumeric());
        let is_possessive = b == b'\''
            && matches!(bytes.get(end + 1), Some(b's' | b'S'))
            && !bytes
                .get(end + 2)
                .is_some_and(|n| n.is_ascii_alphanumeric());
        if !joins || is_possessive {
            break;
        }
        end += 1;
    }
    // Non-ASCII bytes count as letters, but never split a character.
    while end < text.len() && !text.is_char_boundary(end) {
        end += 1;
    }
    end
}

/// One keyword, ignoring case.
pub fn kw<'a, 'c>(cx: &'c Cx<'a>, word: &'static str) -> impl Fn(&'a str) -> R<'a, &'a str> + 'c {
    debug_assert!(
        lexicon::is_reserved(word),
        "keyword {word:?} missing from the lexicon"
    );
    move |i| match cx.word(i) {
        Some((w, rest)) if w.eq_ignore_ascii_case(word) => Ok((rest, w)),
        _ => cx.fail(i, word),
    }
}

/// Any one of several keywords.
pub fn any_kw<'a, 'c>(
    cx: &'c Cx<'a>,
    words: &'static [&'static str],
) -> impl Fn(&'a str) -> R<'a, &'a str> + 'c {
    move |i| match cx.word(i) {
        Some((w, rest)) if words.iter().any(|k| w.eq_ignore_ascii_case(k)) => Ok((rest, w)),
        _ => {
            if cx.recording {
                for word in words {
                    let _ = cx.fail::<()>(i, word);
                }
            }
            unread(i)
        }
    }
}

/// A fixed phrase of keywords separated by spaces ("next to", "at the far left").
pub fn phrase<'a, 'c>(cx: &'c Cx<'a>, words: &'static str) -> impl Fn(&'a str) -> R<'a, ()> + 'c {
    move |mut i| {
        // Word by word, by hand: this runs for every phrase tried, and most fail at once.
        let mut left = words;
        loop {
            let (word, after) = match left.bytes().position(|b| b == b' ') {
                Some(space) => (&left[..space], Some(&left[space + 1..])),
                None => (left, None),
            };
            match cx.word(i) {
                Some((w, rest)) if w.eq_ignore_ascii_case(word) => i = rest,
                // Report the rest of the phrase from the word that failed, so the message reads
                // "expected `left of`" rather than "expected `left`".
                _ => return cx.fail(i, left),
            }
            match after {
                Some(after) => left = after,
                None => return Ok((i, ())),
            }
        }
    }
}

/// Whether the phrase `words` (words separated by single spaces) starts with the word `w`, in
/// any case: asked of a table's rows before one is tried, without searching the phrase.
fn opens_with_word(words: &str, w: &str) -> bool {
    let (phrase, w) = (words.as_bytes(), w.as_bytes());
    phrase.len() >= w.len()
        && phrase[..w.len()].eq_ignore_ascii_case(w)
        && phrase.get(w.len()).is_none_or(|b| *b == b' ')
}

/// Past the first row of `rows` (the words passed over, each with why) that reads at `i` and
/// is followed by what `then` reads: where that ends. Only the rows that start with the word
/// at `i` are tried, since this is asked at the start of every clause or name.
pub fn passed_row<'a>(
    cx: &Cx<'a>,
    i: &'a str,
    rows: &[(&'static str, &'static str)],
    then: impl Fn(&'a str) -> Option<&'a str>,
) -> Option<&'a str> {
    let (first, _) = cx.word(i)?;
    (rows.iter())
        .filter(|(words, _)| opens_with_word(words, first))
        .find_map(|(words, _)| then(phrase(cx, words)(i).ok()?.0))
}

/// A punctuation mark.
pub fn punct<'a, 'c>(cx: &'c Cx<'a>, mark: char) -> impl Fn(&'a str) -> R<'a, ()> + 'c {
    move |i| {
        let s = skip(i);
        match s.strip_prefix(mark) {
            Some(rest) => Ok((rest, ())),
            None => cx.fail_expecting(
                i,
                match mark {
                    ',' => "`,`",
                    ':' => "`:`",
                    _ => "punctuation",
                },
            ),
        }
    }
}

/// "'s" or a bare "'" after a plural.
pub fn possessive<'a, 'c>(cx: &'c Cx<'a>) -> impl Fn(&'a str) -> R<'a, ()> + 'c {
    move |i| {
        let s = skip(i);
        if let Some(rest) = s.strip_prefix("'s").or_else(|| s.strip_prefix("'S")) {
            return Ok((rest, ()));
        }
        // "the snails' house": a bare apostrophe, right after a word ending in "s" and before
        // no letter (which would make it a quotation's opening mark).
        if let Some(rest) = s.strip_prefix('\'')
            && s.len() == i.len()
            && cx.text[..cx.at(s)].ends_with(['s', 'S'])
            && !rest.starts_with(|c: char| c.is_alphanumeric())
        {
            return Ok((rest, ()));
        }
        cx.fail_expecting(i, "`'s`")
    }
}

/// The words of a value slot: up to three words none of which the grammar uses, so the
/// slot ends where the sentence's own words resume ("her absinthe all over it").
pub fn value<'a, 'c>(cx: &'c Cx<'a>, category: Category) -> impl Fn(&'a str) -> R<'a, Term> + 'c {
    move |i| {
        // The same slot is tried at the same place by alternative after alternative, and most
        // fail: a failure is remembered.
        if cx.failed_before(i, Slot::Value(category)) {
            return unread(i);
        }
        if let Some(known) = known_phrase(cx, category, i) {
            return Ok(known);
        }
        let Some((rest, start, end)) = plain_value(cx, category == Category::HEIRLOOM, i) else {
            cx.remember_failure(i, Slot::Value(category));
            return cx.fail_expecting(i, lexicon::slot_name(category));
        };
        // "The gentleman from Spain" where the riddle lists the Spaniard: the country of a
        // nationality it names, which is no city of its own.
        if category == Category::CITY && people_of_country(cx, &cx.text[start..end]).is_some() {
            cx.remember_failure(i, Slot::Value(category));
            return cx.fail_expecting(i, "the nationality, not the country");
        }
        // Cleaned text has one space between words, and only spaces part these.
        Ok((
            rest,
            Term {
                text: cx.text[start..end].to_string(),
                at: start..end,
            },
        ))
    }
}

/// The nationality the riddle lists whose country `word` is (`phrases::COUNTRIES`): "Spain"
/// for the Spaniard.
pub fn people_of_country(cx: &Cx, word: &str) -> Option<&'static str> {
    let (_, people) = (super::phrases::COUNTRIES.iter())
        .find(|(country, _)| country.eq_ignore_ascii_case(word))?;
    (cx.known.values)
        .contains(&(Category::NATIONALITY, people.to_ascii_lowercase()))
        .then_some(*people)
}

/// The words a value slot reads at `i` when no value of several words known to its category
/// starts there: what is left, and where they start and end. `joins_lower_case`: an heirloom's
/// words ("silver snuff tin"); of other categories, only a proper name has several.
fn plain_value<'a>(
    cx: &Cx<'a>,
    joins_lower_case: bool,
    i: &'a str,
) -> Option<(&'a str, usize, usize)> {
    let mut rest = i;
    // Where the words read so far start and end, and how many there are.
    let mut span: Option<(usize, usize)> = None;
    let mut count = 0;
    let mut all_capitalised = true;
    while count < 3 {
        match cx.word(rest) {
            Some((w, after))
                if cx.may_be_value(w, after)
                    || (count > 0 && all_capitalised && cx.continues_a_name(w)) =>
            {
                // Several words make one value only as a proper name ("Snuff Tin", "Fort
                // Frost") or an heirloom; otherwise a misspelt verb after a color would be
                // swallowed into it ("the lady in green sqzt").
                let capitalised = w.chars().next().is_some_and(char::is_uppercase);
                let joins = joins_lower_case || (capitalised && all_capitalised);
                if count > 0 && !joins {
                    break;
                }
                all_capitalised &= capitalised;
                let start = cx.at(w);
                span = Some((span.map_or(start, |(first, _)| first), start + w.len()));
                count += 1;
                rest = after;
            }
            _ => break,
        }
    }
    let (start, end) = span?;
    Some((rest, start, end))
}

/// The text a value slot of any category but the heirloom reads at `i` when no value of
/// several words starts there (`plain_value`): what `phrase_match::candidates` looks up.
pub fn plain_value_text<'a>(cx: &Cx<'a>, i: &'a str) -> Option<&'a str> {
    let (_, start, end) = plain_value(cx, false, i)?;
    Some(&cx.text[start..end])
}

/// The categories (one bit each by index) having a value of several words, well known or named
/// before this sentence, whose first word starts at `i`: the only ones `known_phrase` may read
/// there.
pub fn phrase_categories<'a>(cx: &Cx<'a>, i: &'a str) -> u64 {
    let Some((first, _)) = cx.word(i) else {
        return 0;
    };
    let hash = lexicon::folded_hash(first.as_bytes());
    let bit = head_bit(hash);
    let named = cx.named();
    let mut found = 0;
    if named.heads & bit != 0 {
        for (category, head, _) in &named.phrases {
            if *head == hash {
                found |= 1 << category.index();
            }
        }
    }
    for (index, known) in WELL_KNOWN_PHRASES.iter().enumerate() {
        if known.heads & bit != 0 && known.phrases.iter().any(|(head, _)| *head == hash) {
            found |= 1 << index;
        }
    }
    found
}

/// The well-known values of several words of one known kind: a value slot asks at every word
/// it tries whether one starts there, and most words start none.
struct WellKnown {
    /// `head_bit` of all their first words.
    heads: u64,
    /// `Kind::known`, then `Kind::also`, in that order, each with the folded hash of its first
    /// word.
    phrases: Vec<(u64, &'static str)>,
}

/// `WellKnown` of each known kind, by index.
static WELL_KNOWN_PHRASES: LazyLock<Vec<WellKnown>> = LazyLock::new(|| {
    crate::vocabulary::KINDS
        .iter()
        .map(|kind| {
            let phrases: Vec<(u64, &'static str)> = kind
                .known
                .iter()
                .chain(kind.also)
                .filter_map(|&value| {
                    let (head, _) = value.split_once(' ')?;
                    Some((lexicon::folded_hash(head.as_bytes()), value))
                })
                .collect();
            let heads = phrases
                .iter()
                .fold(0, |heads, (hash, _)| heads | head_bit(*hash));
            WellKnown { heads, phrases }
        })
        .collect()
});

/// One of 64 bits for a first word's folded hash: a set of them tells at once that most words
/// start no value of several words.
fn head_bit(hash: u64) -> u64 {
    1 << (hash >> 58)
}

/// Whether `value`'s first word, up to its first space, is `first` in any case.
pub fn starts_with_word(value: &str, first: &str) -> bool {
    let n = first.len();
    value.as_bytes().get(n) == Some(&b' ')
        && value.as_bytes()[..n].eq_ignore_ascii_case(first.as_bytes())
}

/// Whether a value of several words the riddle named, or a well-known one, of a category other
/// than `category` starts at `i` and runs past `rest`: "running shoes" listed as shoes is no
/// color "running" with "shoes" after it, and "the bird pendant" no pet "bird".
pub fn longer_named_value<'a>(cx: &Cx<'a>, category: Category, i: &'a str, rest: &'a str) -> bool {
    let Some((first, _)) = cx.word(i) else {
        return false;
    };
    let start = cx.at(first);
    let hash = lexicon::folded_hash(first.as_bytes());
    // Written here, and longer than what was read.
    let longer = |value: &str| {
        starts_with_word(value, first)
            && start + value.len() > cx.at(rest)
            && cx
                .text
                .get(start..start + value.len())
                .is_some_and(|text| text.eq_ignore_ascii_case(value))
    };
    let named = cx.named();
    let named_longer = named.heads & head_bit(hash) != 0
        && (named.phrases.iter())
            .any(|(c, head, value)| *c != category && *head == hash && longer(value));
    named_longer
        || cx.known.categories().filter(|c| *c != category).any(|c| {
            WELL_KNOWN_PHRASES.get(c.index()).is_some_and(|known| {
                known.heads & head_bit(hash) != 0
                    && (known.phrases.iter()).any(|(head, value)| *head == hash && longer(value))
            })
        })
}

/// A value of several words at `i`, read whole even where its words alone would not join or
/// one is a grammar word: a well-known one ("orange juice"), or one the riddle listed before
/// ("grilled cheese", "science fiction").
fn known_phrase<'a>(cx: &Cx<'a>, category: Category, i: &'a str) -> Option<(&'a str, Term)> {
    let (first, _) = cx.word(i)?;
    let start = cx.at(first);
    let hash = lexicon::folded_hash(first.as_bytes());
    let (well_known_heads, well_known) = WELL_KNOWN_PHRASES
        .get(category.index())
        .map_or((0, &[][..]), |known| (known.heads, &known.phrases[..]));
    let named = cx.named();
    if (well_known_heads | named.heads) & head_bit(hash) == 0 {
        return None;
    }
    let well_known = well_known
        .iter()
        .filter(|(head, _)| *head == hash)
        .map(|(_, value)| *value);
    let named = named
        .phrases
        .iter()
        .filter(|(c, head, _)| *c == category && *head == hash)
        .map(|(_, _, value)| *value);
    well_known
        .chain(named)
        .filter(|value| starts_with_word(value, first))
        .find_map(|value| {
            let end = start + value.len();
            let text = cx.text.get(start..end)?;
            let at_boundary = cx.text[end..]
                .chars()
                .next()
                .is_none_or(|c| !c.is_alphanumeric() && c != '-' && c != '\'');
            (text.eq_ignore_ascii_case(value) && at_boundary).then(|| {
                (
                    &cx.text[end..],
                    Term {
                        text: text.to_string(),
                        at: start..end,
                    },
                )
            })
        })
}

/// Run `parser`, returning what it produced and the byte range it covered (from its first
/// non-space byte).
pub fn spanned<'a, 'c, T>(
    cx: &'c Cx<'a>,
    mut parser: impl Parser<&'a str, Output = T, Error = Error<&'a str>> + 'c,
) -> impl FnMut(&'a str) -> R<'a, (T, std::ops::Range<usize>)> + 'c {
    move |i| {
        let start = cx.at(skip(i));
        let (rest, out) = parser.parse(i)?;
        let end = cx.at(rest).max(start);
        Ok((rest, (out, start..end)))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_folded_key_is_the_hash_of_the_folded_value() {
        let hash = |s: &str| {
            (s.bytes()).fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
            })
        };
        for value in [
            "Ford F-150",
            "hip hop",
            "7up",
            "Crème Brûlée",
            "ÉCLAIR",
            "x",
        ] {
            assert_eq!(
                super::folded_key(value),
                hash(&super::folded(value)),
                "{value}"
            );
        }
        assert_eq!(super::folded("Ford F-150"), "fordf150");
        assert_eq!(super::folded("Crème Brûlée"), "crèmebrûlée");
    }

    use proptest::prelude::*;

    use super::word_end;

    /// `word_end` as defined, a byte at a time.
    fn by_definition(text: &str, start: usize) -> usize {
        let bytes = text.as_bytes();
        let is_letter = |b: u8| b.is_ascii_alphanumeric() || b >= 0x80;
        if !bytes.get(start).is_some_and(|&b| is_letter(b)) {
            return start;
        }
        let mut end = start;
        while end < bytes.len() {
            let b = bytes[end];
            let next_is = |k: usize| {
                bytes
                    .get(end + k)
                    .is_some_and(|n| n.is_ascii_alphanumeric())
            };
            let joins = matches!(b, b'-' | b'\'') && end > start && next_is(1);
            let is_possessive =
                b == b'\'' && matches!(bytes.get(end + 1), Some(b's' | b'S')) && !next_is(2);
            if is_letter(b) || (joins && !is_possessive) {
                end += 1;
            } else {
                break;
            }
        }
        end
    }

    proptest! {
        #[test]
        fn word_end_is_as_defined(text in "[aZ1sS'\\- ,.éø]{0,14}") {
            for start in (0..=text.len()).filter(|&k| text.is_char_boundary(k)) {
                prop_assert_eq!(word_end(&text, start), by_definition(&text, start));
            }
        }
    }
}
