//! The words generated riddles draw from: the well-known ones, or a user's own list.

use crate::diagnostic::Diagnostic;
use crate::vocabulary::{Category, KINDS};

/// Words per known kind to draw values from, indexed by category.
#[derive(Clone, Debug)]
pub struct WordLists {
    /// One list per kind of `KINDS`. Names are "Title Surname"; surnames are what mentions
    /// use, so they are all different.
    lists: Vec<Vec<String>>,
}

impl WordLists {
    pub fn builtin() -> WordLists {
        WordLists {
            lists: Category::known()
                .map(|category| {
                    category
                        .known_words()
                        .iter()
                        .map(|w| w.to_string())
                        .collect()
                })
                .collect(),
        }
    }

    /// The zebra family's words: well-known values of each kind (`Kind::known` and
    /// `Kind::also`, so that the reader knows them) that read as the family writes them: a
    /// nationality as a person ("the Dane"), a pet counted ("the dog owner"), a job after "a"
    /// ("is a baker"), a drink bare ("likes tea"), no two of a kind one typing slip apart
    /// ("tailor", "sailor"), and none another kind's word ("orange juice" beside an orange
    /// house).
    pub fn zebra() -> WordLists {
        let mut lists = WordLists::builtin();
        for (category, words) in ZEBRA {
            lists.lists[category.index()] = words.iter().map(|w| w.to_string()).collect();
        }
        lists
    }

    pub fn of(&self, category: Category) -> &[String] {
        self.lists.get(category.index()).map_or(&[], Vec::as_slice)
    }

    /// A user's words: lines `category: word, word, ...` (`name`, `color`, `drink`, `city`,
    /// `heirloom`, `pet`, `nationality`, `smoke`, `job`); categories not given keep the words of
    /// `base`; `#` starts a comment.
    pub fn parse(text: &str, base: &WordLists) -> Result<WordLists, Diagnostic> {
        let mut lists = base.clone();
        for (n, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let Some((key, words)) = line.split_once(':') else {
                return Err(Diagnostic::error(format!(
                    "line {}: expected `category: word, word, ...`",
                    n + 1
                )));
            };
            let words: Vec<String> = words
                .split(',')
                .map(|w| w.trim().to_string())
                .filter(|w| !w.is_empty())
                .collect();
            // The key or its plural, in either spelling of "colour".
            let key = key.trim().to_ascii_lowercase().replace("colour", "color");
            let Some(category) = Category::known().find(|c| {
                let kind = &KINDS[c.index()];
                key == kind.key || key == kind.plural
            }) else {
                return Err(Diagnostic::error(format!(
                    "line {}: unknown category \"{key}\"",
                    n + 1
                )));
            };
            lists.lists[category.index()] = words;
        }
        Ok(lists)
    }
}

/// The zebra family's words by kind (see [`WordLists::zebra`]); kinds not here keep the
/// built-in words.
const ZEBRA: [(Category, &[&str]); 6] = [
    (
        Category::COLOR,
        &[
            "red", "green", "white", "yellow", "blue", "purple", "grey", "silver",
        ],
    ),
    (
        Category::DRINK,
        &[
            "tea", "coffee", "milk", "water", "lemonade", "beer", "wine", "cider",
        ],
    ),
    (
        Category::PET,
        &[
            "dog", "cat", "horse", "zebra", "fox", "bird", "fish", "rabbit",
        ],
    ),
    (
        Category::NATIONALITY,
        &[
            "Englishman",
            "Spaniard",
            "Ukrainian",
            "Norwegian",
            "Japanese",
            "German",
            "Swede",
            "Dane",
        ],
    ),
    (
        Category::SMOKE,
        &[
            "Old Gold",
            "Kools",
            "Chesterfield",
            "Lucky Strike",
            "Parliament",
            "Dunhill",
            "Pall Mall",
            "Prince",
        ],
    ),
    (
        Category::JOB,
        &[
            "baker", "teacher", "farmer", "painter", "pilot", "dancer", "lawyer", "plumber",
        ],
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammar::close_enough;

    /// The reader knows every zebra word as its kind's, and no two of a kind are one typing
    /// slip apart (the reader would warn that they might be one).
    #[test]
    fn zebra_words_are_known_values_and_far_apart() {
        for (category, words) in ZEBRA {
            for (i, a) in words.iter().enumerate() {
                assert!(category.is_known(a), "{a:?} is no known {category}");
                for b in &words[i + 1..] {
                    assert!(
                        !close_enough(a, b) && !close_enough(b, a),
                        "{a:?} and {b:?} are one slip apart"
                    );
                }
            }
        }
    }
}
