//! The words the grammar itself uses. A value slot ends at the first of these, which is how
//! "the lady from Baleton scoffed" yields the city "Baleton" without a list of cities. The
//! built-in word lists only break ties when two spellings of one value are merged.

use crate::vocabulary::Category;
use foldhash::HashSet;
use std::sync::LazyLock;

/// Every keyword of the grammar, lower case, sorted (checked by a test).
const RESERVED: &[&str] = &[
    "2",
    "a",
    "about",
    "accompanied",
    "across",
    "additionally",
    "adjacent",
    "after",
    "all",
    "allowed",
    "allows",
    "almost",
    "alone",
    "alongside",
    "also",
    "although",
    "always",
    "among",
    "an",
    "and",
    "another",
    "any",
    "anybody",
    "anyone",
    "anywhere",
    "apart",
    "are",
    "aren't",
    "as",
    "at",
    "attribute",
    "back",
    "banquet",
    "because",
    "beginning",
    "believe",
    "beside",
    "besides",
    "between",
    "blouse",
    "boasted",
    "born",
    "both",
    "bottom",
    "bottommost",
    "bragged",
    "brought",
    "bus",
    "but",
    "by",
    "came",
    "captivated",
    "cardigan",
    "carried",
    "carry",
    "center",
    "central",
    "centre",
    "chair",
    "chairs",
    "characteristics",
    "childhood",
    "cities",
    "clad",
    "clearly",
    "closest",
    "collect",
    "collected",
    "collecting",
    "collects",
    "colors",
    "colours",
    "come",
    "completely",
    "counted",
    "counting",
    "course",
    "dad",
    "dads",
    "dashing",
    "dazzling",
    "did",
    "didn't",
    "different",
    "diner",
    "diners",
    "dining",
    "dinner",
    "directly",
    "do",
    "does",
    "doing",
    "don't",
    "door",
    "down",
    "drank",
    "dress",
    "dressed",
    "drink",
    "drinker",
    "drinking",
    "drinks",
    "each",
    "eight",
    "eighth",
    "either",
    "elegant",
    "else",
    "end",
    "ends",
    "entertained",
    "entirely",
    "even",
    "even-numbered",
    "evening",
    "everybody",
    "everyone",
    "exactly",
    "except",
    "extreme",
    "fact",
    "falling",
    "family",
    "far",
    "farther",
    "father",
    "fathers",
    "favorite",
    "favourite",
    "feast",
    "fifth",
    "finally",
    "finer",
    "first",
    "five",
    "flanking",
    "following",
    "for",
    "four",
    "fourth",
    "friends",
    "from",
    "front",
    "full",
    "further",
    "garment",
    "girl",
    "glamorous",
    "grew",
    "ground",
    "guest",
    "guests",
    "had",
    "hailed",
    "happened",
    "happens",
    "has",
    "hat",
    "have",
    "he",
    "headset",
    "heirlooms",
    "her",
    "herself",
    "him",
    "his",
    "house",
    "houses",
    "i",
    "immediate",
    "immediately",
    "in",
    "indeed",
    "inner",
    "interior",
    "is",
    "it",
    "items",
    "jacket",
    "jaunty",
    "jumped",
    "just",
    "kept",
    "ladies",
    "lady",
    "last",
    "later",
    "left",
    "left-hand",
    "left-most",
    "leftmost",
    "line",
    "live",
    "lived",
    "lives",
    "lol",
    "lovely",
    "lowermost",
    "match",
    "meanwhile",
    "men",
    "middle",
    "mom",
    "moms",
    "morning",
    "most",
    "mother",
    "mothers",
    "name",
    "naturally",
    "near",
    "nearest",
    "neighbor",
    "neighboring",
    "neighbors",
    "neighbour",
    "neighbouring",
    "neighbours",
    "neither",
    "never",
    "next",
    "next-door",
    "ngl",
    "night",
    "nine",
    "ninth",
    "no",
    "noblewoman",
    "nobody",
    "none",
    "nor",
    "not",
    "now",
    "number",
    "numbered",
    "numbering",
    "obviously",
    "occupant",
    "occupied",
    "occupy",
    "odd",
    "odd-numbered",
    "of",
    "off",
    "old",
    "on",
    "one",
    "only",
    "onto",
    "opposite",
    "or",
    "other",
    "others",
    "outfit",
    "over",
    "own",
    "owned",
    "owner",
    "party",
    "people",
    "permits",
    "permitted",
    "person",
    "pets",
    "place",
    "placed",
    "places",
    "poor",
    "position",
    "positions",
    "possible",
    "practice",
    "practiced",
    "practices",
    "practicing",
    "practise",
    "practised",
    "practises",
    "practising",
    "present",
    "prized",
    "proudly",
    "put",
    "queue",
    "radiant",
    "raised",
    "regaled",
    "remember",
    "resident",
    "residents",
    "resplendent",
    "right",
    "right-hand",
    "right-most",
    "rightmost",
    "row",
    "said",
    "same",
    "sat",
    "saw",
    "saying",
    "scoffed",
    "seat",
    "seated",
    "seats",
    "second",
    "seen",
    "separate",
    "separated",
    "separates",
    "served",
    "set",
    "setting",
    "settings",
    "seven",
    "seventh",
    "she",
    "showed",
    "side",
    "single",
    "sipped",
    "sit",
    "sits",
    "sitting",
    "six",
    "sixth",
    "so",
    "somebody",
    "someone",
    "somewhere",
    "spaces",
    "spilled",
    "spilling",
    "spilt",
    "splendid",
    "spot",
    "stands",
    "start",
    "stood",
    "story",
    "straight",
    "street",
    "striking",
    "studied",
    "studies",
    "study",
    "studying",
    "stunning",
    "stylish",
    "table",
    "take",
    "tbh",
    "tenth",
    "than",
    "that",
    "the",
    "their",
    "them",
    "then",
    "there",
    "they",
    "third",
    "this",
    "though",
    "three",
    "to",
    "toast",
    "together",
    "too",
    "took",
    "top",
    "topmost",
    "towns",
    "traveler",
    "traveller",
    "treasures",
    "true",
    "turned",
    "turns",
    "two",
    "under",
    "unique",
    "up",
    "uppermost",
    "valuable",
    "very",
    "visitor",
    "was",
    "wasn't",
    "way",
    "wear",
    "wearer",
    "wearing",
    "were",
    "weren't",
    "when",
    "where",
    "whereas",
    "whereupon",
    "which",
    "while",
    "whilst",
    "who",
    "whoever",
    "whose",
    "wild",
    "with",
    "woman",
    "women",
    "wore",
    "young",
    "youth",
];

/// English words that are never a value: pronouns, determiners, prepositions, conjunctions,
/// common adverbs, auxiliary verbs and the people a guest may bring, lower case and sorted. A
/// value slot refuses them, so "drank nothing" or "brought her grandmother along" names no drink
/// or heirloom.
const NEVER_VALUES: &[&str] = &[
    "above",
    "across",
    "again",
    "against",
    "along",
    "already",
    "although",
    "always",
    "am",
    "among",
    "any",
    "anybody",
    "anyone",
    "anything",
    "aunt",
    "be",
    "been",
    "before",
    "behind",
    "being",
    "below",
    "both",
    "brother",
    "came",
    "can",
    "could",
    "cousin",
    "daughter",
    "during",
    "each",
    "either",
    "even",
    "ever",
    "every",
    "everybody",
    "everything",
    "father",
    "few",
    "friend",
    "gave",
    "get",
    "got",
    "grandfather",
    "grandmother",
    "he",
    "here",
    "hers",
    "him",
    "his",
    "how",
    "husband",
    "if",
    "into",
    "its",
    "itself",
    "least",
    "less",
    "maid",
    "many",
    "may",
    "me",
    "might",
    "mine",
    "more",
    "most",
    "mother",
    "much",
    "must",
    "my",
    "myself",
    "nephew",
    "niece",
    "nothing",
    "nowhere",
    "often",
    "our",
    "ours",
    "perhaps",
    "quite",
    "rather",
    "really",
    "servant",
    "should",
    "since",
    "sister",
    "some",
    "somehow",
    "something",
    "son",
    "still",
    "such",
    "these",
    "they",
    "those",
    "though",
    "through",
    "too",
    "toward",
    "towards",
    "uncle",
    "until",
    "upon",
    "us",
    "we",
    "what",
    "whom",
    "whose",
    "why",
    "wife",
    "will",
    "within",
    "without",
    "would",
    "yet",
    "you",
    "your",
];

/// Whether `word` is an English word that is never a value (see `NEVER_VALUES`), or plainly a
/// verb's past form: a lower-case word of five letters or more ending in "ed" ("had journeyed
/// from Tyvia" names no heirloom), which a value slot refuses too.
pub fn never_a_value(word: &str) -> bool {
    FOLDED.flags(word) & NEVER != 0
        || (word.starts_with(|c: char| c.is_ascii_lowercase())
            && word.len() >= 5
            && word.ends_with("ed"))
}

/// Whether `word` is a grammar word: one the code's rules use, or one of the phrase table's.
pub fn is_reserved(word: &str) -> bool {
    FOLDED.flags(word) & RESERVED_WORD != 0
}

/// What `Folded` knows of a word: a grammar word (`RESERVED` or the phrase table's), and a word
/// that is never a value (`NEVER_VALUES`). A word with neither is there for its number alone.
const RESERVED_WORD: u8 = 1;
const NEVER: u8 = 2;

/// The number of `word`, in any case, among the lexicon's words: the grammar's, those never a
/// value, and the verbs' bases that are values, so that every word a phrase table row can
/// start with has one. A sentence's words are looked up once, and rows found by number.
pub fn word_id(word: &str) -> Option<u16> {
    FOLDED.find(word)
}

/// How many words `word_id` numbers.
pub fn word_count() -> usize {
    FOLDED.words.len()
}

/// The grammar's word lists as one hash table of lower-case words: these are asked of every
/// word a value slot looks at, several times over as alternatives are tried, so each question
/// is one hash of the word folded to lower case (ASCII only, as `cmp_lower` compares) rather
/// than binary searches of several lists.
struct Folded {
    /// Index + 1 into `words`, 0 where empty; open addressing, its length a power of two.
    slots: Vec<u16>,
    words: Vec<(&'static str, u8)>,
}

/// No listed word is longer than this (checked when the table is built): a longer word is in
/// none of the lists, and the others fold into a buffer on the stack.
const LONGEST: usize = 32;

static FOLDED: std::sync::LazyLock<Folded> = std::sync::LazyLock::new(|| {
    // A verb whose base is a value ("wear" no more than "drink") still starts rows.
    let value_bases: Vec<&'static str> = super::phrases::VERBS
        .iter()
        .filter(|verb| verb.base_is_a_value)
        .map(|verb| verb.base)
        .collect();
    let lists: [(&[&'static str], u8); 4] = [
        (RESERVED, RESERVED_WORD),
        (&super::phrase_match::WORDS, RESERVED_WORD),
        (NEVER_VALUES, NEVER),
        (&value_bases, 0),
    ];
    let total = lists.iter().map(|(list, _)| list.len()).sum::<usize>();
    let mut slots = vec![0u16; (total * 2).next_power_of_two()];
    let mask = slots.len() - 1;
    let mut words: Vec<(&'static str, u8)> = Vec::with_capacity(total);
    for (list, flag) in lists {
        for &word in list {
            assert!(
                word.len() <= LONGEST,
                "{word:?} is longer than {LONGEST} bytes"
            );
            // A word in several lists is kept once, with all its flags.
            let mut at = folded_hash(word.as_bytes()) as usize & mask;
            loop {
                match slots[at] {
                    0 => {
                        words.push((word, flag));
                        slots[at] = u16::try_from(words.len()).expect("fewer than 65,535 words");
                        break;
                    }
                    n if words[n as usize - 1].0 == word => {
                        words[n as usize - 1].1 |= flag;
                        break;
                    }
                    _ => at = (at + 1) & mask,
                }
            }
        }
    }
    Folded { slots, words }
});

impl Folded {
    /// The flags of `word` in any case; 0 for a word in no list.
    fn flags(&self, word: &str) -> u8 {
        self.find(word).map_or(0, |n| self.words[usize::from(n)].1)
    }

    /// Where `word`, in any case, is in `words`.
    fn find(&self, word: &str) -> Option<u16> {
        if word.len() > LONGEST {
            return None;
        }
        let mut buffer = [0u8; LONGEST];
        let folded = &mut buffer[..word.len()];
        folded.copy_from_slice(word.as_bytes());
        folded.make_ascii_lowercase();
        let mask = self.slots.len() - 1;
        let mut at = folded_hash(folded) as usize & mask;
        loop {
            match self.slots[at] {
                0 => return None,
                n => {
                    if self.words[n as usize - 1].0.as_bytes() == folded {
                        return Some(n - 1);
                    }
                }
            }
            at = (at + 1) & mask;
        }
    }
}

/// A hash of `bytes` in ASCII lower case (FNV-1a): words equal but for case hash alike.
pub fn folded_hash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b.to_ascii_lowercase())).wrapping_mul(0x0100_0000_01b3)
    })
}

/// `lower`, a lower-case word, against `word` in any case.
pub fn cmp_lower(lower: &str, word: &str) -> std::cmp::Ordering {
    lower
        .bytes()
        .cmp(word.bytes().map(|b| b.to_ascii_lowercase()))
}

/// The grammar words `word` may be a slip of: one slip away, or two for a longer word or a
/// short one.
pub fn close_reserved(word: &str) -> Vec<(&'static str, usize)> {
    let lower = word.to_lowercase();
    // A word may be in both lists: count it once.
    let mut near: Vec<(&'static str, usize)> = RESERVED
        .iter()
        .chain(super::phrase_match::WORDS.iter())
        .copied()
        .filter_map(|r| {
            if word.len() <= 3 || r.len() <= 3 {
                // Short words are near many others: any of them counts as two slips, which is
                // kept only when it alone makes the sentence read ("crt which": "at which").
                return (word.len() == 3 && r.len() <= 3 && strsim::osa_distance(&lower, r) <= 2)
                    .then_some((r, 2));
            }
            if super::close_enough(word, r) {
                return Some((r, 1));
            }
            (word.len() >= 5
                && r.len().abs_diff(word.len()) <= 2
                && super::letters_apart(word, r) <= 2
                && strsim::osa_distance(&lower, r) == 2)
                .then_some((r, 2))
        })
        .collect();
    near.sort_unstable();
    near.dedup();
    near
}

/// Whether a grammar word (or phrase) starts with a verb a clause can have.
pub fn is_verb(words: &str) -> bool {
    let first = words.split(' ').next().unwrap_or(words);
    VERB_WORDS.contains(first.to_ascii_lowercase().as_str())
}

/// The verbs of the phrase table in both tenses, and others a clause can start with, in lower
/// case: a message about a sentence that did not read asks about every word it expected.
static VERB_WORDS: LazyLock<HashSet<String>> = LazyLock::new(|| {
    const OTHERS: &[&str] = &[
        "raised",
        "spilled",
        "bragged",
        "said",
        "captivated",
        "scoffed",
        "did",
        "never",
        "stood",
    ];
    (super::phrases::VERBS.iter())
        .flat_map(|v| [v.past, v.present])
        .chain(OTHERS.iter().copied())
        .map(str::to_ascii_lowercase)
        .collect()
});

/// How a diagnostic names an empty value slot.
pub fn slot_name(category: Category) -> &'static str {
    category.kind().map_or("a value", |kind| kind.one)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_never_values_are_sorted_and_refused() {
        for pair in NEVER_VALUES.windows(2) {
            assert!(pair[0] < pair[1], "{:?} before {:?}", pair[0], pair[1]);
        }
        for word in ["nothing", "Nothing", "journeyed", "travelled", "anything"] {
            assert!(never_a_value(word), "{word}");
        }
        for word in ["red", "Tyvia", "Signet Ring", "gin", "Faded", "wine"] {
            assert!(!never_a_value(word), "{word}");
        }
    }

    #[test]
    fn reserved_words_are_sorted_lower_case_and_unique() {
        for pair in RESERVED.windows(2) {
            assert!(
                pair[0] < pair[1],
                "{:?} must come before {:?}",
                pair[0],
                pair[1]
            );
        }
        assert!(
            RESERVED
                .iter()
                .all(|w| w.chars().all(|c| !c.is_uppercase()))
        );
    }

    /// What `vocabulary/kind.rs` promises: a well-known value never ends a value slot early,
    /// and is never merged into another value of its category as a misspelling of it.
    #[test]
    fn well_known_values_are_no_grammar_words_nor_one_slip_apart() {
        for category in Category::known() {
            // A guest is read whole or by her surname, never in a value slot, so her title
            // ("Lady") may be a grammar word; surnames are what must differ.
            let words: Vec<&str> = category
                .known_words()
                .iter()
                .map(|w| match category {
                    Category::NAME => w.rsplit(' ').next().unwrap_or(w),
                    _ => w,
                })
                .collect();
            for word in &words {
                // The first word of a capitalised name of several words may be a grammar
                // word ("Glass Eye"): a value slot reads it when a capitalised word follows.
                let parts: Vec<&str> = word.split(' ').collect();
                for (n, part) in parts.iter().enumerate() {
                    let starts_a_name = n == 0
                        && parts.len() > 1
                        && part.starts_with(char::is_uppercase)
                        && parts[1].starts_with(char::is_uppercase);
                    assert!(
                        !is_reserved(part) || starts_a_name,
                        "{part:?} ({category:?}) is a grammar word"
                    );
                    assert!(
                        !never_a_value(part),
                        "{part:?} ({category:?}) is never a value"
                    );
                }
            }
            for (i, a) in words.iter().enumerate() {
                for b in &words[i + 1..] {
                    assert!(
                        !super::super::close_enough(a, b) && !super::super::close_enough(b, a),
                        "{a:?} and {b:?} ({category:?}) are one slip apart"
                    );
                }
            }
        }
    }

    #[test]
    fn every_listed_noun_is_reserved() {
        use super::super::phrases::{GARMENTS, ORDINALS, PERSON_NOUNS};
        let listed = PERSON_NOUNS
            .iter()
            .chain(GARMENTS)
            .chain(ORDINALS.iter().map(|(w, _)| w));
        for word in listed {
            assert!(is_reserved(word), "{word} is not reserved");
        }
    }
}
