//! Categories a zebra riddle declares itself, beyond the kinds the reader knows, in the voice of
//! ZebraLogic's puzzles: "Each person has a unique favorite sport: golf, tennis, ...". The reader
//! learns such a category from its list (`grammar/sentence.rs`, `introduced_values`) and reads its
//! values wherever a clue names them ("likes golf", "whose favorite sport is golf"), so a riddle
//! can have more categories than the six kinds the family's sentences say (`zebra::CATEGORIES`).

/// A category a zebra riddle declares, and the words that say it.
#[derive(Debug, PartialEq, Eq)]
pub struct Declared {
    /// The category's key as the reader takes it from `intro`: the noun before the colon, with
    /// the word before it when that is no filler ("music genre"). Answers and JSON name it so.
    pub key: &'static str,
    pub plural: &'static str,
    /// The sentence before the values, up to its colon.
    pub intro: &'static str,
    /// What of a person's it is, after "whose" and before "is": "the person whose favorite sport
    /// is golf".
    pub whose: &'static str,
    /// Values to draw from, at least as many as a riddle has houses: each reads after "likes"
    /// ("likes golf", "likes gardening"), none is a word of another category, and no two are one
    /// typing slip apart (the test below).
    pub words: &'static [&'static str],
}

/// Every category a zebra riddle may declare, in the order their lists are written.
pub const DECLARED: [Declared; 4] = [
    Declared {
        key: "sport",
        plural: "sports",
        intro: "Each person has a unique favorite sport",
        whose: "favorite sport",
        words: &[
            "golf", "tennis", "rugby", "hockey", "cricket", "boxing", "rowing", "skiing",
        ],
    },
    Declared {
        key: "hobby",
        plural: "hobbies",
        intro: "Everyone has a different hobby",
        whose: "hobby",
        words: &[
            "chess",
            "knitting",
            "gardening",
            "hiking",
            "pottery",
            "origami",
            "sewing",
            "juggling",
        ],
    },
    Declared {
        key: "music genre",
        plural: "music genres",
        intro: "People have unique favorite music genres",
        whose: "favorite music genre",
        words: &[
            "jazz", "rock", "pop", "folk", "reggae", "punk", "opera", "techno",
        ],
    },
    Declared {
        key: "food",
        plural: "foods",
        intro: "Everyone has a different favorite food",
        whose: "favorite food",
        words: &[
            "pizza", "sushi", "pasta", "curry", "ramen", "stew", "salad", "risotto",
        ],
    },
];

impl Declared {
    /// The declared category whose key is `key` ("music genre").
    pub fn by_key(key: &str) -> Option<&'static Declared> {
        DECLARED.iter().find(|d| d.key == key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::WordLists;
    use crate::grammar::close_enough;
    use crate::vocabulary::Category;

    /// A declared value that is a known kind's word, or one slip from another value a zebra
    /// riddle may list, could be read as that one (the reader merges near spellings and prefers
    /// a known kind's reading); and a riddle of eight houses needs eight values.
    #[test]
    fn declared_words_are_enough_unknown_and_far_apart() {
        let zebra = WordLists::zebra();
        let listed: Vec<&str> = super::super::zebra::CATEGORIES
            .iter()
            .flat_map(|c| zebra.of(*c).iter().map(String::as_str))
            .chain(DECLARED.iter().flat_map(|d| d.words.iter().copied()))
            .collect();
        for declared in &DECLARED {
            assert!(declared.words.len() >= 8, "{}: too few words", declared.key);
            for word in declared.words {
                if let Some(kind) = Category::known().find(|c| c.is_known(word)) {
                    panic!("{word:?} is a known {kind}");
                }
                for other in listed.iter().filter(|o| *o != word) {
                    assert!(
                        !close_enough(word, other) && !close_enough(other, word),
                        "{word:?} and {other:?} are one slip apart"
                    );
                }
            }
            assert_eq!(Declared::by_key(declared.key), Some(declared));
        }
    }
}
