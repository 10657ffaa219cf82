//! The riddle's categories and the values in each, spelled as the riddle spells them.
//! Words are learned from the slot they stand in; near-duplicate spellings are merged later.

use std::collections::HashMap;
use std::fmt;
use std::sync::LazyLock;

mod kind;
pub mod learn;
pub use kind::{DEMONYMS, KINDS, Kind, MONTHS};
pub use learn::learn;

/// A category of a riddle: one of the kinds the reader knows (`KINDS`, at the same index in
/// every riddle) or one the riddle declared itself (`Vocabulary::add_category`). The order of
/// categories is the order of rows in every table.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Category(u8);

impl Category {
    pub const NAME: Category = Category(0);
    pub const COLOR: Category = Category(1);
    pub const DRINK: Category = Category(2);
    pub const CITY: Category = Category(3);
    pub const HEIRLOOM: Category = Category(4);
    pub const PET: Category = Category(5);
    pub const NATIONALITY: Category = Category(6);
    pub const SMOKE: Category = Category(7);
    pub const JOB: Category = Category(8);

    /// At most this many categories in one riddle, known kinds included: the solvers keep
    /// per-category arrays of this length.
    pub const MAX: usize = 32;

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The category at `index` of a vocabulary; past `Category::MAX`, the one category no
    /// vocabulary has (a riddle declaring too many is refused when its vocabulary is learned).
    pub fn from_index(index: usize) -> Category {
        Category(index.min(Category::MAX) as u8)
    }

    /// The kind this category is, unless the riddle declared it.
    pub fn kind(self) -> Option<&'static Kind> {
        KINDS.get(self.index())
    }

    /// Every kind the reader knows, in table order.
    pub fn known() -> impl Iterator<Item = Category> {
        (0..KINDS.len()).map(|i| Category(i as u8))
    }

    /// The kind whose key is `key` ("color").
    pub fn by_key(key: &str) -> Option<Category> {
        Category::known().find(|c| KINDS[c.index()].key == key)
    }

    /// The well-known values of a known kind; none for a declared category.
    pub fn known_words(self) -> &'static [&'static str] {
        self.kind().map_or(&[], |kind| kind.known)
    }

    /// The known kinds (one bit each by index) of which `word` is a well-known value: those
    /// whose `is_known` holds of it, found by one look-up.
    pub fn knowing(word: &str) -> u64 {
        static BY_WORD: LazyLock<HashMap<String, u64>> = LazyLock::new(|| {
            let mut by_word: HashMap<String, u64> = HashMap::new();
            for (index, kind) in KINDS.iter().enumerate() {
                for word in kind.known.iter().chain(kind.also) {
                    *by_word.entry(word.to_ascii_lowercase()).or_default() |= 1 << index;
                }
            }
            by_word
        });
        BY_WORD
            .get(&word.to_ascii_lowercase())
            .copied()
            .unwrap_or(0)
    }

    /// Whether `word` is a well-known value of this category (`Kind::known` or `Kind::also`),
    /// ignoring case.
    pub fn is_known(self, word: &str) -> bool {
        self.kind().is_some_and(|kind| {
            kind.known
                .iter()
                .chain(kind.also)
                .any(|w| w.eq_ignore_ascii_case(word))
        })
    }
}

/// A known kind by its key ("color"); a declared category by its number, since only the
/// riddle's vocabulary knows its word (`Vocabulary::key`).
impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            Some(kind) => f.write_str(kind.key),
            None => write!(f, "category #{}", self.0),
        }
    }
}

impl fmt::Debug for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A category the riddle declared, beyond the known kinds.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Declared {
    key: String,
    plural: String,
}

/// The riddle's categories and their values, indexed by `u8` in the clue AST.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vocabulary {
    /// One list per category: the known kinds, then the declared ones.
    values: Vec<Vec<String>>,
    declared: Vec<Declared>,
    /// What the guests are, where they are things rather than people ("bird").
    names_are: Option<String>,
}

impl Default for Vocabulary {
    fn default() -> Vocabulary {
        Vocabulary {
            values: vec![Vec::new(); KINDS.len()],
            declared: Vec::new(),
            names_are: None,
        }
    }
}

/// Why a category cannot be added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddCategory {
    /// A category of that key exists already.
    Exists(Category),
    /// The riddle has `Category::MAX` categories.
    Full,
}

impl Vocabulary {
    pub fn values(&self, category: Category) -> &[String] {
        &self.values[category.index()]
    }

    pub fn value(&self, category: Category, index: u8) -> &str {
        &self.values[category.index()][index as usize]
    }

    /// How many categories the riddle has, empty ones included: the known kinds and the
    /// declared ones.
    pub fn count(&self) -> usize {
        self.values.len()
    }

    /// Every category, empty ones included, in table order.
    pub fn all(&self) -> impl Iterator<Item = Category> + use<> {
        (0..self.values.len()).map(|i| Category(i as u8))
    }

    /// Categories that name at least one value, in table order.
    pub fn categories(&self) -> impl Iterator<Item = Category> + '_ {
        self.all().filter(|c| !self.values(*c).is_empty())
    }

    /// Lower-case key, as in JSON output ("color", or a declared category's own word).
    pub fn key(&self, category: Category) -> &str {
        if category == Category::NAME
            && let Some(noun) = &self.names_are
        {
            return noun;
        }
        match category.kind() {
            Some(kind) => kind.key,
            None => &self.declared[category.index() - KINDS.len()].key,
        }
    }

    /// Lower-case plural, as messages count values ("7 drinks were named for 6 guests").
    pub fn plural(&self, category: Category) -> &str {
        match category.kind() {
            Some(kind) => kind.plural,
            None => &self.declared[category.index() - KINDS.len()].plural,
        }
    }

    /// Calls the guests by `noun`: they are things in a row ("bird"), and `key(NAME)` says so.
    pub fn call_names(&mut self, noun: &str) {
        self.names_are = Some(noun.to_string());
    }

    /// Whether the guests are things in a row ("five birds: a quail, ..."), not people.
    pub fn names_things(&self) -> bool {
        self.names_are.is_some()
    }

    /// The category whose key is `key`, known or declared.
    pub fn by_key(&self, key: &str) -> Option<Category> {
        self.all().find(|c| self.key(*c).eq_ignore_ascii_case(key))
    }

    /// A new category with no values yet ("Each person has a favorite sport: ..."), after
    /// every other.
    pub fn add_category(&mut self, key: &str, plural: &str) -> Result<Category, AddCategory> {
        if let Some(existing) = self.by_key(key) {
            return Err(AddCategory::Exists(existing));
        }
        if self.values.len() == Category::MAX {
            return Err(AddCategory::Full);
        }
        self.values.push(Vec::new());
        self.declared.push(Declared {
            key: key.to_lowercase(),
            plural: plural.to_lowercase(),
        });
        Ok(Category((self.values.len() - 1) as u8))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_kinds_keep_their_index_and_key() {
        let vocabulary = Vocabulary::default();
        for (category, kind) in Category::known().zip(&KINDS) {
            assert_eq!(vocabulary.key(category), kind.key);
            assert_eq!(Category::by_key(kind.key), Some(category));
        }
        assert_eq!(vocabulary.key(Category::HEIRLOOM), "heirloom");
        assert_eq!(vocabulary.count(), KINDS.len());
        assert_eq!(vocabulary.categories().count(), 0);
    }

    #[test]
    fn a_declared_category_comes_after_the_known_kinds() {
        let mut vocabulary = Vocabulary::default();
        let sport = vocabulary.add_category("Sport", "sports").unwrap();
        assert_eq!(sport.index(), KINDS.len());
        assert_eq!(sport.kind().map(|k| k.key), None);
        assert_eq!(vocabulary.key(sport), "sport");
        assert_eq!(vocabulary.plural(sport), "sports");
        assert_eq!(vocabulary.by_key("SPORT"), Some(sport));
        assert_eq!(
            vocabulary.add_category("sport", "sports"),
            Err(AddCategory::Exists(sport))
        );
        assert_eq!(
            vocabulary.add_category("color", "colors"),
            Err(AddCategory::Exists(Category::COLOR))
        );
        vocabulary.intern(sport, "tennis");
        assert_eq!(vocabulary.categories().collect::<Vec<_>>(), [sport]);
        while vocabulary.count() < Category::MAX {
            let key = format!("c{}", vocabulary.count());
            vocabulary.add_category(&key, &key).unwrap();
        }
        assert_eq!(
            vocabulary.add_category("one-more", "one-more"),
            Err(AddCategory::Full)
        );
    }
}
