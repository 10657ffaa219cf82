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

    pub fn of(&self, category: Category) -> &[String] {
        self.lists.get(category.index()).map_or(&[], Vec::as_slice)
    }

    /// A user's words: lines `category: word, word, ...` (`name`, `color`, `drink`, `city`,
    /// `heirloom`, `pet`); categories not given keep the built-in words; `#` starts a comment.
    pub fn parse(text: &str) -> Result<WordLists, Diagnostic> {
        let mut lists = WordLists::builtin();
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
