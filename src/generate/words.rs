//! The words generated riddles draw from: the well-known ones, or a user's own list.

use crate::diagnostic::Diagnostic;
use crate::vocabulary::{Category, known_words};

/// Words per category to draw values from.
#[derive(Clone, Debug)]
pub struct WordLists {
    /// "Title Surname"; surnames are what mentions use, so they are all different.
    pub names: Vec<String>,
    pub colors: Vec<String>,
    pub drinks: Vec<String>,
    pub cities: Vec<String>,
    pub heirlooms: Vec<String>,
    pub pets: Vec<String>,
}

impl WordLists {
    pub fn builtin() -> WordLists {
        let own = |category| {
            known_words(category)
                .iter()
                .map(|w| w.to_string())
                .collect()
        };
        WordLists {
            names: own(Category::Name),
            colors: own(Category::Color),
            drinks: own(Category::Drink),
            cities: own(Category::City),
            heirlooms: own(Category::Heirloom),
            pets: own(Category::Pet),
        }
    }

    pub fn of(&self, category: Category) -> &[String] {
        match category {
            Category::Name => &self.names,
            Category::Color => &self.colors,
            Category::Drink => &self.drinks,
            Category::City => &self.cities,
            Category::Heirloom => &self.heirlooms,
            Category::Pet => &self.pets,
        }
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
            let list = match key.trim().to_ascii_lowercase().as_str() {
                "name" | "names" => &mut lists.names,
                "color" | "colors" | "colour" | "colours" => &mut lists.colors,
                "drink" | "drinks" => &mut lists.drinks,
                "city" | "cities" => &mut lists.cities,
                "heirloom" | "heirlooms" => &mut lists.heirlooms,
                "pet" | "pets" => &mut lists.pets,
                other => {
                    return Err(Diagnostic::error(format!(
                        "line {}: unknown category \"{other}\"",
                        n + 1
                    )));
                }
            };
            *list = words;
        }
        Ok(lists)
    }
}
