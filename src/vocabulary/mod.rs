//! The riddle's categories and the values in each, spelled as the riddle spells them.
//! Words are learned from the slot they stand in; near-duplicate spellings are merged later.

use serde::Serialize;

/// What a value says about a guest. The order is the order of rows in every table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Category {
    Name,
    Color,
    Drink,
    City,
    Heirloom,
    Pet,
}

impl Category {
    /// How many categories there are: the length of every per-category array.
    pub const COUNT: usize = 6;

    pub const ALL: [Category; Category::COUNT] = [
        Category::Name,
        Category::Color,
        Category::Drink,
        Category::City,
        Category::Heirloom,
        Category::Pet,
    ];

    /// Lower-case key, as in JSON output.
    pub fn key(self) -> &'static str {
        match self {
            Category::Name => "name",
            Category::Color => "color",
            Category::Drink => "drink",
            Category::City => "city",
            Category::Heirloom => "heirloom",
            Category::Pet => "pet",
        }
    }

    /// Lower-case plural, as messages count values ("7 drinks were named for 6 guests").
    pub fn plural(self) -> &'static str {
        match self {
            Category::Name => "names",
            Category::Color => "colors",
            Category::Drink => "drinks",
            Category::City => "cities",
            Category::Heirloom => "heirlooms",
            Category::Pet => "pets",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Values per category, indexed by `u8` in the clue AST.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Vocabulary {
    values: [Vec<String>; Category::COUNT],
}

impl Vocabulary {
    pub fn values(&self, category: Category) -> &[String] {
        &self.values[category.index()]
    }

    pub fn value(&self, category: Category, index: u8) -> &str {
        &self.values[category.index()][index as usize]
    }

    /// Categories that name at least one value, in table order.
    pub fn categories(&self) -> impl Iterator<Item = Category> + '_ {
        Category::ALL
            .into_iter()
            .filter(|c| !self.values(*c).is_empty())
    }

    /// The index of `word` in `category`, adding it when new. Matching ignores case.
    pub fn intern(&mut self, category: Category, word: &str) -> u8 {
        let list = &mut self.values[category.index()];
        if let Some(i) = list.iter().position(|v| v.eq_ignore_ascii_case(word)) {
            return i as u8;
        }
        list.push(word.to_string());
        (list.len() - 1) as u8
    }

    pub fn find(&self, category: Category, word: &str) -> Option<u8> {
        self.values(category)
            .iter()
            .position(|v| v.eq_ignore_ascii_case(word))
            .map(|i| i as u8)
    }
}

mod known;
pub mod learn;
pub use known::{is_known, known_words};
pub use learn::learn;
