//! The words the grammar itself uses. A value slot ends at the first of these, which is how
//! "the lady from Baleton scoffed" yields the city "Baleton" without a list of cities. The
//! built-in word lists only break ties when two spellings of one value are merged.

use crate::vocabulary::Category;

/// Every keyword of the grammar, lower case, sorted (checked by a test).
const RESERVED: &[&str] = &[
    "a",
    "about",
    "accompanied",
    "adjacent",
    "after",
    "all",
    "almost",
    "alongside",
    "also",
    "an",
    "and",
    "another",
    "anywhere",
    "as",
    "at",
    "banquet",
    "because",
    "beside",
    "between",
    "boasted",
    "born",
    "bragged",
    "brought",
    "but",
    "by",
    "came",
    "captivated",
    "carried",
    "carry",
    "center",
    "centre",
    "chair",
    "childhood",
    "cities",
    "clad",
    "colors",
    "colours",
    "come",
    "completely",
    "did",
    "didn't",
    "different",
    "diner",
    "dinner",
    "directly",
    "down",
    "drank",
    "dress",
    "dressed",
    "drink",
    "drinker",
    "drinking",
    "drinks",
    "eight",
    "eighth",
    "else",
    "end",
    "entertained",
    "entirely",
    "everyone",
    "falling",
    "far",
    "farther",
    "feast",
    "fifth",
    "finally",
    "finer",
    "first",
    "five",
    "for",
    "four",
    "fourth",
    "from",
    "full",
    "further",
    "girl",
    "grew",
    "guest",
    "guests",
    "had",
    "hailed",
    "hat",
    "have",
    "heirlooms",
    "her",
    "herself",
    "i",
    "immediate",
    "immediately",
    "in",
    "it",
    "items",
    "jacket",
    "jaunty",
    "jumped",
    "just",
    "ladies",
    "lady",
    "last",
    "later",
    "left",
    "leftmost",
    "line",
    "lived",
    "match",
    "meanwhile",
    "middle",
    "morning",
    "neighbor",
    "neighbour",
    "never",
    "next",
    "nine",
    "ninth",
    "no",
    "noblewoman",
    "not",
    "now",
    "of",
    "off",
    "old",
    "on",
    "one",
    "onto",
    "other",
    "outfit",
    "over",
    "own",
    "owned",
    "owner",
    "party",
    "person",
    "pets",
    "place",
    "poor",
    "present",
    "prized",
    "proudly",
    "raised",
    "regaled",
    "remember",
    "right",
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
    "second",
    "seven",
    "seventh",
    "she",
    "showed",
    "side",
    "sipped",
    "sit",
    "sitting",
    "six",
    "sixth",
    "so",
    "somebody",
    "someone",
    "somewhere",
    "spilled",
    "spilling",
    "spilt",
    "stood",
    "story",
    "table",
    "tenth",
    "than",
    "that",
    "the",
    "them",
    "then",
    "there",
    "they",
    "third",
    "this",
    "three",
    "to",
    "toast",
    "towns",
    "traveler",
    "traveller",
    "treasures",
    "two",
    "under",
    "up",
    "valuable",
    "very",
    "visitor",
    "was",
    "wasn't",
    "wear",
    "wearing",
    "were",
    "when",
    "where",
    "whereupon",
    "which",
    "while",
    "who",
    "wild",
    "with",
    "woman",
    "women",
    "wore",
    "young",
    "youth",
];

pub fn is_reserved(word: &str) -> bool {
    // `RESERVED` is sorted lower case: compare as lower case without making a copy.
    RESERVED
        .binary_search_by(|reserved| {
            reserved
                .bytes()
                .cmp(word.bytes().map(|b| b.to_ascii_lowercase()))
        })
        .is_ok()
}

/// The grammar word `word` is one typing slip away from, when exactly one is.
pub fn nearest_reserved(word: &str) -> Option<&'static str> {
    let mut near = RESERVED
        .iter()
        .filter(|r| r.len() >= 4 && super::close_enough(word, r));
    match (near.next(), near.next()) {
        (Some(only), None) => Some(only),
        _ => None,
    }
}

/// Whether a grammar word (or phrase) starts with a verb a clause can have.
pub fn is_verb(words: &str) -> bool {
    const VERBS: &[&str] = &[
        "was",
        "sat",
        "stood",
        "wore",
        "drank",
        "sipped",
        "raised",
        "spilled",
        "bragged",
        "showed",
        "carried",
        "owned",
        "had",
        "came",
        "hailed",
        "grew",
        "lived",
        "said",
        "captivated",
        "scoffed",
        "did",
        "never",
    ];
    let first = words.split(' ').next().unwrap_or(words);
    VERBS.iter().any(|v| v.eq_ignore_ascii_case(first))
}

/// How a diagnostic names an empty value slot.
pub fn slot_name(category: Category) -> &'static str {
    match category {
        Category::Name => "a guest's name",
        Category::Color => "a color",
        Category::Drink => "a drink",
        Category::City => "a city",
        Category::Heirloom => "an heirloom",
        Category::Pet => "a pet",
    }
}

/// Nouns for a guest: "the lady", "the traveler", ...
pub const PERSON_NOUNS: &[&str] = &[
    "lady",
    "woman",
    "guest",
    "traveler",
    "traveller",
    "visitor",
    "one",
    "person",
    "girl",
    "diner",
    "noblewoman",
    "owner",
    "drinker",
];

/// Nouns for clothes, after a color: "a blue jacket", "that green outfit".
pub const GARMENTS: &[&str] = &["hat", "jacket", "outfit", "dress"];

/// Ordinal words and their numbers.
pub const ORDINALS: &[(&str, u8)] = &[
    ("first", 1),
    ("second", 2),
    ("third", 3),
    ("fourth", 4),
    ("fifth", 5),
    ("sixth", 6),
    ("seventh", 7),
    ("eighth", 8),
    ("ninth", 9),
    ("tenth", 10),
];

#[cfg(test)]
mod tests {
    use super::*;

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

    /// What `vocabulary/known.rs` promises: a well-known value never ends a value slot early,
    /// and is never merged into another value of its category as a misspelling of it.
    #[test]
    fn well_known_values_are_no_grammar_words_nor_one_slip_apart() {
        use crate::vocabulary::known_words;
        for category in Category::ALL {
            // A guest is read whole or by her surname, never in a value slot, so her title
            // ("Lady") may be a grammar word; surnames are what must differ.
            let words: Vec<&str> = known_words(category)
                .iter()
                .map(|w| match category {
                    Category::Name => w.rsplit(' ').next().unwrap_or(w),
                    _ => w,
                })
                .collect();
            for word in &words {
                for part in word.split(' ') {
                    assert!(
                        !is_reserved(part),
                        "{part:?} ({category:?}) is a grammar word"
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
        let listed = PERSON_NOUNS
            .iter()
            .chain(GARMENTS)
            .chain(ORDINALS.iter().map(|(w, _)| w));
        for word in listed {
            assert!(is_reserved(word), "{word} is not reserved");
        }
    }
}
