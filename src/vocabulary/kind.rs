//! The kinds of value the reader knows, as data: one row each, in the order of rows in every
//! table. A riddle's categories are these (always, at the same index) and any it learns
//! (`Vocabulary::add_category`). A new kind is one row here, and rows of the phrase table that
//! name it by its key (`{color}`).
//!
//! The well-known values, in the game's spirit, are the words generated riddles draw from and
//! what decides which spelling wins when two spellings of one value are merged. No such word is a
//! grammar word or one typing slip from another word of its kind (a test in `grammar/lexicon.rs`
//! holds them to it).

/// One kind of value a guest has.
#[derive(Debug)]
pub struct Kind {
    /// Lower-case key: JSON output, tables, and the phrase table's slots (`{color}`).
    pub key: &'static str,
    /// Lower-case plural, as messages count values ("7 drinks were named for 6 guests").
    pub plural: &'static str,
    /// How a message names one value of it ("expected a color").
    pub one: &'static str,
    /// Whether a value is a thing whose name may run over several words, capitalised or not
    /// ("Bird Pendant", "snuff tin"); other values join words only as proper names ("Fort Frost").
    pub things: bool,
    /// Well-known values ("Title Surname" for names, all surnames different): what generated
    /// riddles draw from.
    pub known: &'static [&'static str],
    /// More words known as values of the kind, which the generator does not draw: the values of
    /// the zebra family ("the Spaniard owns the dog"). A lower-case one is read as this kind's
    /// value where the word alone must tell the kind (`{pet:known}`); one of several words is
    /// read whole ("orange juice").
    pub also: &'static [&'static str],
}

/// Months and the short forms lists give them ("Each person has a unique birthday month: jan,
/// sept, ..." then "whose birthday is in January"): a value listed short is the same value
/// written out.
pub static MONTHS: [(&str, &[&str]); 12] = [
    ("january", &["jan"]),
    ("february", &["feb"]),
    ("march", &["mar"]),
    ("april", &["apr"]),
    ("may", &[]),
    ("june", &["jun"]),
    ("july", &["jul"]),
    ("august", &["aug"]),
    ("september", &["sep", "sept"]),
    ("october", &["oct"]),
    ("november", &["nov"]),
    ("december", &["dec"]),
];

/// Every kind, by index: `Category(i)` is `KINDS[i]`.
pub static KINDS: [Kind; 8] = [
    Kind {
        key: "name",
        plural: "names",
        one: "a guest's name",
        things: false,
        known: &[
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
        also: &[],
    },
    Kind {
        key: "color",
        plural: "colors",
        one: "a color",
        things: false,
        known: &[
            "red", "white", "purple", "blue", "green", "black", "gold", "grey", "silver", "yellow",
            "orange", "crimson", "violet", "teal",
        ],
        also: &[],
    },
    Kind {
        key: "drink",
        plural: "drinks",
        one: "a drink",
        things: false,
        known: &[
            "wine", "beer", "whiskey", "rum", "absinthe", "brandy", "cider", "mead", "port", "gin",
            "sherry",
        ],
        also: &[
            "water",
            "tea",
            "milk",
            "coffee",
            "orange juice",
            "apple juice",
            "hot chocolate",
            "lemonade",
            "root beer",
            "soda",
        ],
    },
    Kind {
        key: "city",
        plural: "cities",
        one: "a city",
        things: false,
        known: &[
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
        also: &[],
    },
    Kind {
        key: "heirloom",
        plural: "heirlooms",
        one: "an heirloom",
        things: true,
        known: &[
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
        also: &[],
    },
    Kind {
        key: "pet",
        plural: "pets",
        one: "a pet",
        things: false,
        known: &[
            "cat", "dog", "parrot", "ferret", "owl", "tortoise", "monkey", "raven", "terrier",
            "falcon", "canary", "lizard",
        ],
        also: &[
            "fox", "horse", "zebra", "snails", "fish", "bird", "hamster", "rabbit", "turtle",
            "snake", "goldfish",
        ],
    },
    Kind {
        key: "nationality",
        plural: "nationalities",
        one: "a nationality",
        things: false,
        known: &[],
        also: &[
            "Englishman",
            "Spaniard",
            "Ukrainian",
            "Norwegian",
            "Japanese",
            "German",
            "Swede",
            "Dane",
            "Brit",
            "Italian",
            "Frenchman",
            "American",
            "Chinese",
            "Russian",
            "Canadian",
            "Mexican",
            "Brazilian",
            "Australian",
            "Irishman",
            "Scot",
            "Dutchman",
            "Greek",
            "Turk",
            "Pole",
            "Indian",
            "Egyptian",
        ],
    },
    Kind {
        key: "smoke",
        plural: "smokes",
        one: "a brand of cigarettes",
        things: false,
        known: &[],
        also: &[
            "Old Gold",
            "Kools",
            "Chesterfield",
            "Lucky Strike",
            "Parliament",
            "Dunhill",
            "Blends",
            "Pall Mall",
            "Prince",
            "Blue Master",
            "Marlboro",
            "Camel",
        ],
    },
];
