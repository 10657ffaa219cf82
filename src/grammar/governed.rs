//! Which category a word listed in several is, said by the words that govern it in a clue
//! and the words that declared each list. ZebraLogic's "The people keep unique animals: bird,
//! fish, ..." beside "Each person has a unique type of pet: bird, fish, ...": "the bird keeper"
//! and "keeps horses" are the animals kept, "has a cat", "owns a dog", "with an aquarium of
//! fish" the pet the person has, and "keeps a pet bird" the pet, named by its noun, which
//! comes before the verb further back.

use crate::vocabulary::Category;

/// Words that say nothing of which list: skipped when looking back from the value.
const SKIPPED: &[&str] = &[
    "a",
    "an",
    "the",
    "of",
    "some",
    "many",
    "unique",
    "different",
];

/// How many words back from the value may govern it.
const LOOK_BACK: usize = 3;

/// Words that end what governs a value, looking back from it: a verb of being, a relative
/// pronoun, a conjunction or a word of place begins another phrase ("The person who owns a dog
/// is the cat lover": "owns" governs "dog", not "cat").
const BOUNDARY: &[&str] = &[
    "is", "are", "was", "were", "be", "been", "being", "who", "whom", "whose", "that", "which",
    "and", "or", "but", "nor", "than", "to", "from", "left", "right", "next", "between", "in",
    "at", "on", "by", "beside",
];

/// Words that mean the same for this purpose, each as its lemma: the forms of a verb, its
/// agent noun, and the prepositions and nouns that say the same relation. Not "owner": in
/// ZebraLogic's riddles "the dog owner" is of the animals kept while "owns a dog" is the pet,
/// so the noun says nothing of which list.
const LEMMAS: &[(&str, &[&str])] = &[
    (
        "keep",
        &["keep", "keeps", "kept", "keeping", "keeper", "keepers"],
    ),
    (
        "have",
        &[
            "have", "has", "had", "having", "with", "own", "owns", "owned", "owning",
        ],
    ),
    (
        "favorite",
        &[
            "favorite",
            "favourite",
            "love",
            "loves",
            "loved",
            "lover",
            "lovers",
            "like",
            "likes",
            "liked",
            "enthusiast",
            "fan",
        ],
    ),
    ("drive", &["drive", "drives", "drove", "driven", "driver"]),
    ("play", &["play", "plays", "played", "player"]),
    ("eat", &["eat", "eats", "ate", "eaten", "eater"]),
    ("drink", &["drink", "drinks", "drank", "drunk", "drinker"]),
];

/// The lemma of `word` (lower case): its row of `LEMMAS`, or the word in the singular.
pub fn lemma(word: &str) -> String {
    if let Some((lemma, _)) = LEMMAS.iter().find(|(_, forms)| forms.contains(&word)) {
        return (*lemma).to_string();
    }
    match word.strip_suffix('s') {
        Some(stem) if stem.len() > 2 && !stem.ends_with('s') => stem.to_string(),
        _ => word.to_string(),
    }
}

/// Words of a list's declaration that every list may have ("Each person has ...").
const DECLARING: &[&str] = &[
    "each",
    "every",
    "everyone",
    "everybody",
    "person",
    "people",
    "type",
    "kind",
    "has",
    "have",
];

/// The lemmas of the words that declared a list ("The people keep unique animals": keep,
/// animal), the words that say nothing of which list left out. "has" is left out too, for
/// most lists are declared with it; a list is had when no other verb declared it (`had`).
pub fn declaration(words: &str) -> Vec<String> {
    let words: Vec<String> = words
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let verb = LEMMAS.iter().any(|(lemma, forms)| {
        *lemma != "have" && words.iter().any(|w| forms.contains(&w.as_str()))
    });
    let mut lemmas: Vec<String> = words
        .iter()
        .filter(|w| !SKIPPED.contains(&w.as_str()) && !DECLARING.contains(&w.as_str()))
        .map(|w| lemma(w))
        .collect();
    if !verb {
        lemmas.push("have".to_string());
    }
    lemmas
}

/// Of `categories`, the ones the words governing the value at `at` of `text` name, by the
/// lemmas each was declared with (`declared`): the noun just after the value ("the bird
/// keeper"), then the words before it, nearest first ("keeps a pet bird": "pet" before
/// "keeps"), up to a punctuation mark. Each word that names some of the categories but not
/// all narrows them to those. `None` when some category has no declaration to go by, or no
/// word narrows them.
pub fn named<'d>(
    text: &str,
    at: std::ops::Range<usize>,
    categories: &[Category],
    declared: &dyn Fn(Category) -> Option<&'d [String]>,
) -> Option<Vec<Category>> {
    let lemmas: Vec<&[String]> = categories
        .iter()
        .map(|c| declared(*c))
        .collect::<Option<_>>()?;
    let after = text.get(at.end..).unwrap_or("");
    let next = after
        .trim_start_matches([' ', '-'])
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .filter(|w| !w.is_empty() && !after.starts_with([',', '.', ';', ':']));
    let before = text.get(..at.start).unwrap_or("");
    // Back to the last punctuation mark, nearest word first.
    let clause = before
        .rsplit([',', '.', ';', ':', '('])
        .next()
        .unwrap_or("");
    let back = clause
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .rev()
        .map(str::to_lowercase)
        .take_while(|w| !BOUNDARY.contains(&w.as_str()))
        .filter(|w| !SKIPPED.contains(&w.as_str()))
        .take(LOOK_BACK);
    let mut left: Vec<usize> = (0..categories.len()).collect();
    for word in next.map(str::to_lowercase).into_iter().chain(back) {
        let lemma = lemma(&word);
        let hits: Vec<usize> = (left.iter().copied())
            .filter(|&n| lemmas[n].contains(&lemma))
            .collect();
        if !hits.is_empty() && hits.len() < left.len() {
            left = hits;
            if left.len() == 1 {
                break;
            }
        }
    }
    (left.len() < categories.len()).then(|| left.iter().map(|&n| categories[n]).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const ANIMAL: Category = Category::PET;

    fn other() -> Category {
        Category::from_index(crate::vocabulary::KINDS.len())
    }

    fn read(text: &str, value: &str) -> Option<Vec<Category>> {
        let start = text.find(value).expect("the value");
        let animals = declaration("The people keep unique animals");
        let pets = declaration("Each person has a unique type of pet");
        let declared = |c: Category| {
            Some(if c == ANIMAL {
                animals.as_slice()
            } else {
                pets.as_slice()
            })
        };
        named(
            text,
            start..start + value.len(),
            &[ANIMAL, other()],
            &declared,
        )
    }

    #[test]
    fn the_words_around_a_shared_value_say_which_list() {
        assert_eq!(
            read("Lady Ash is the bird keeper.", "bird"),
            Some(vec![ANIMAL])
        );
        assert_eq!(
            read("The one who keeps birds sings.", "birds"),
            Some(vec![ANIMAL])
        );
        assert_eq!(
            read("The one who has a cat sings.", "cat"),
            Some(vec![other()])
        );
        assert_eq!(
            read("The one who owns a cat sings.", "cat"),
            Some(vec![other()])
        );
        assert_eq!(
            read("Lady Ash is the one with an aquarium of fish.", "fish"),
            Some(vec![other()])
        );
        // The noun nearest the value is read before the verb further back.
        assert_eq!(
            read("The one who keeps a pet bird sings.", "bird"),
            Some(vec![other()])
        );
    }

    #[test]
    fn words_that_name_no_list_leave_every_reading() {
        assert_eq!(read("Lady Ash is the cat lover.", "cat"), None);
        // A verb of another phrase does not reach past "is".
        assert_eq!(
            read("The one who owns a dog is the cat lover.", "cat"),
            None
        );
        assert_eq!(
            read("Lady Ash sat left of the fish enthusiast.", "fish"),
            None
        );
        // A comma ends what governs the value.
        assert_eq!(read("She keeps nothing, the cat sings.", "cat"), None);
    }

    #[test]
    fn a_list_without_its_declaration_is_never_chosen_by_elimination() {
        let animals = declaration("The people keep unique animals");
        let declared = |c: Category| (c == ANIMAL).then_some(animals.as_slice());
        let text = "The one who keeps a cat sings.";
        let start = text.find("cat").expect("cat");
        assert_eq!(
            named(text, start..start + 3, &[ANIMAL, other()], &declared),
            None
        );
    }
}
