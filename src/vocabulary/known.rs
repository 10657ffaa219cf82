//! Well-known values of each category, in the game's spirit: the words generated riddles draw
//! from, and what decides which spelling wins when two spellings of one value are merged. No
//! word here is a grammar word or one typing slip from another word of its category.

use super::Category;

/// The well-known words of `category` ("Title Surname" for names, all surnames different).
pub fn known_words(category: Category) -> &'static [&'static str] {
    match category {
        Category::Name => &[
            "Lady Winslow",
            "Doctor Marcolla",
            "Countess Contee",
            "Madam Natsiou",
            "Baroness Finch",
            "Duchess Ravel",
            "Lady Orsini",
            "Countess Vasque",
            "Madam Quell",
            "Lady Harrow",
            "Duchess Vell",
            "Madam Oakes",
            "Baroness Sable",
            "Doctor Quint",
            "Countess Dupree",
            "Mistress Tolland",
            "Dame Hallam",
            "Lady Kerrow",
        ],
        Category::Color => &[
            "red", "white", "purple", "blue", "green", "black", "gold", "grey", "silver", "yellow",
            "orange", "crimson", "violet", "teal",
        ],
        Category::Drink => &[
            "wine", "beer", "whiskey", "rum", "absinthe", "brandy", "cider", "mead", "port", "gin",
            "sherry",
        ],
        Category::City => &[
            "Dabokva",
            "Fraeport",
            "Karnaca",
            "Baleton",
            "Dunwall",
            "Tyvia",
            "Serkonos",
            "Morley",
            "Pandyssia",
            "Potterstead",
            "Cullero",
            "Driscol",
            "Gristol",
            "Wynnedown",
        ],
        Category::Heirloom => &[
            "Snuff Tin",
            "Bird Pendant",
            "War Medal",
            "Ring",
            "Diamond",
            "Silver Locket",
            "Music Box",
            "Brass Compass",
            "Jade Fan",
            "Opal Brooch",
            "Glass Eye",
            "Signet Ring",
        ],
        Category::Pet => &[
            "cat", "dog", "parrot", "ferret", "owl", "tortoise", "monkey", "raven", "terrier",
            "falcon", "canary", "lizard",
        ],
    }
}

/// Whether `word` is a well-known value of `category`, ignoring case.
pub fn is_known(category: Category, word: &str) -> bool {
    known_words(category)
        .iter()
        .any(|w| w.eq_ignore_ascii_case(word))
}
