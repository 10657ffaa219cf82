//! The phrase table as people read it, for `riddle phrases`: each row's pattern with its verbs
//! in the past tense, where it stands, what it means and its example, all made from the table
//! itself (`PHRASES`, `VERBS`), so that the binary carries its own grammar guide and it is never
//! out of step with what is read.

use super::phrases::{Means, PHRASES, Phrase, Place, VERBS};
use super::syntax::Relation;
use crate::clue::{Reach, Seat};
use crate::vocabulary::Category;

/// One row of the table, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuideRow {
    /// The rule `riddle parse` names.
    pub rule: &'static str,
    /// Where it stands: `predicate`, `modifier`, `head`, `thing`, `relation`, `attribute`.
    pub place: &'static str,
    /// Where that is, in words: "after a guest, what she did".
    pub stands: String,
    /// The pattern as the table writes it: `<come|hail|travel> from {city}`.
    pub pattern: &'static str,
    /// The pattern as a riddle would say it: `came|hailed|travelled from {city}`.
    pub reads: String,
    /// What it says: "her city is the {city}".
    pub means: String,
    /// A sentence that uses it, which a test reads with it.
    pub example: &'static str,
}

/// Every row of the table, in table order.
pub fn guide() -> Vec<GuideRow> {
    PHRASES.iter().map(row).collect()
}

/// The rows with `words` (in any case, as whole words, in turn): first those whose pattern or
/// rule has them (a verb's forms count as its pattern's: "sits" finds `<sit>`), then those
/// whose example alone has them.
pub fn guide_for(words: &str) -> (Vec<GuideRow>, Vec<GuideRow>) {
    let wanted = split(words);
    let has = |text: &str| {
        let said = split(text);
        !wanted.is_empty() && said.windows(wanted.len()).any(|w| w == wanted.as_slice())
    };
    let mut said = Vec::new();
    let mut in_examples = Vec::new();
    for phrase in PHRASES {
        if has(&searched(phrase)) {
            said.push(row(phrase));
        } else if has(phrase.example) {
            in_examples.push(row(phrase));
        }
    }
    (said, in_examples)
}

fn row(phrase: &Phrase) -> GuideRow {
    let (place, stands) = place(phrase.place);
    GuideRow {
        rule: phrase.rule,
        place,
        stands,
        pattern: phrase.pattern,
        reads: reads(phrase.pattern),
        means: means(phrase),
        example: phrase.example,
    }
}

/// A row's words as searched: its rule, its pattern as written and as read, and every form of
/// its verbs.
fn searched(phrase: &Phrase) -> String {
    let mut text = format!(
        "{} {} {}",
        phrase.rule,
        phrase.pattern,
        reads(phrase.pattern)
    );
    for base in verbs(phrase.pattern) {
        for verb in VERBS.iter().filter(|v| v.base == base) {
            for form in [verb.base, verb.past, verb.present, verb.ing, verb.perfect] {
                text.push(' ');
                text.push_str(form);
            }
            for stative in verb.stative {
                text.push(' ');
                text.push_str(stative);
            }
        }
        if base == "be" {
            text.push_str(" was is were are");
        }
    }
    text
}

/// The words of `text`, lower case: letters, digits, inner hyphens and apostrophes.
fn split(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '\''))
        .map(|w| w.trim_matches(['-', '\'']).to_lowercase())
        .filter(|w| !w.is_empty())
        .collect()
}

/// The bases of the verbs of a pattern's `<...>`.
fn verbs(pattern: &str) -> Vec<&str> {
    pattern
        .split('<')
        .skip(1)
        .filter_map(|s| s.split('>').next())
        .flat_map(|names| names.split('|'))
        .collect()
}

/// The pattern with each `<verb|verb>` in the past tense: `sat|stood|was {seat}`.
fn reads(pattern: &str) -> String {
    let mut out = String::new();
    let mut rest = pattern;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('>') else {
            break;
        };
        let mut pasts: Vec<&str> = Vec::new();
        for base in rest[open + 1..open + close].split('|') {
            if base == "be" {
                pasts.push("was");
            }
            for verb in VERBS.iter().filter(|v| v.base == base) {
                if !pasts.contains(&verb.past) {
                    pasts.push(verb.past);
                }
            }
        }
        out.push_str(&pasts.join("|"));
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

/// Where a row stands, as a word and in words.
fn place(place: Place) -> (&'static str, String) {
    match place {
        Place::Predicate => ("predicate", "after a guest, what she did".into()),
        Place::Modifier => (
            "modifier",
            "after a guest's noun, which guest she is".into(),
        ),
        Place::Head => ("head", "after \"the\", the guest".into()),
        Place::Thing(category) => (
            "thing",
            format!("after a {category} named first, whose it is"),
        ),
        Place::RelationPhrase => (
            "relation",
            "in a {relation} slot, a seat beside another".into(),
        ),
        Place::Attribute(category) => (
            "attribute",
            format!("after a guest's possessive, her {category}"),
        ),
        Place::Pair => ("pair", "after two guests, what holds between them".into()),
    }
}

/// What a row says, in words.
fn means(phrase: &Phrase) -> String {
    let relation = |r: Relation| match r {
        Relation::NextTo => "next to".to_string(),
        Relation::LeftOf(reach) => format!("{}left of", reach_words(reach)),
        Relation::RightOf(reach) => format!("{}right of", reach_words(reach)),
        Relation::LeftBy(n) => format!("{n} seats left of"),
        Relation::RightBy(n) => format!("{n} seats right of"),
        Relation::Apart(n) => format!("{n} seats from"),
    };
    match (phrase.place, phrase.means) {
        (Place::Attribute(category), _) => format!("names her {category}"),
        (Place::Thing(category), _) => format!("the {category} is {{guest}}'s"),
        (Place::RelationPhrase, Means::Related(r)) => format!("the seat {}", relation(r)),
        (Place::RelationPhrase, Means::SeatsAway { left }) => format!(
            "{{count}} seats to the {} of",
            if left { "left" } else { "right" }
        ),
        (Place::RelationPhrase, Means::SeatsApart) => "{count} seats from, either side".into(),
        (Place::Pair, Means::Related(r)) => format!("the first sits {} the second", relation(r)),
        (Place::Pair, Means::SeatsApart) => "{count} seats apart, either side".into(),
        (_, Means::Has) => match value_slot(phrase.pattern) {
            (Some(category), slot) => format!("her {category} is {slot}"),
            (None, slot) => format!("she has {slot}, a value the riddle listed"),
        },
        (_, Means::Seat) => "she sits in the {seat}".into(),
        (_, Means::Ordinal { from_right }) => format!(
            "she sits in the {{ordinal}} seat from the {}",
            if from_right { "right" } else { "left" }
        ),
        (_, Means::Related(r)) => format!("she sits {} {{guest}}", relation(r)),
        (_, Means::RelationSlot) => "she sits {relation} {guest}".into(),
        (_, Means::ConverseSlot) => "{guest} sits {relation} her".into(),
        (_, Means::SeatsAway { left }) => format!(
            "she sits {{count}} seats to the {} of {{guest}}",
            if left { "left" } else { "right" }
        ),
        (_, Means::SeatsApart) => "she sits {count} seats from {guest}".into(),
        (_, Means::At(seat)) => format!("she sits {}", seat_words(seat)),
        (_, Means::Between) => "she sits between {guest} and {guest}, next to each".into(),
        (_, Means::SomewhereBetween) => "she sits somewhere between {guest} and {guest}".into(),
        (_, Means::BetweenInOrder) => {
            "she sits right of the first {guest} and left of the second, however far".into()
        }
        (_, Means::Sides { reach, first_left }) => format!(
            "she has the first {{guest}} {}to her {}, the second on her other side",
            reach_words(reach),
            if first_left { "left" } else { "right" }
        ),
        (_, Means::EndBeside) => "she sits at an end, next to {guest}".into(),
        (_, Means::AtAnd(seat, r)) => {
            format!(
                "she sits {}, and {} {{guest}}",
                seat_words(seat),
                relation(r)
            )
        }
        (_, Means::OrdinalAnd(r)) => {
            format!(
                "she sits in the {{ordinal}} place, and {} {{guest}}",
                relation(r)
            )
        }
        (_, Means::Within(n)) => format!("she sits in one of the first {n} places"),
        (_, Means::Same) => "she is {guest}".into(),
        (_, Means::SameHolding) => "she is {guest}, and holds the value".into(),
        (_, Means::NotAt(seat)) => format!("she does not sit {}", seat_words(seat)),
        (_, Means::Nothing) => "nothing about the seating".into(),
        (_, Means::There) => "she sits in the place named last".into(),
    }
}

fn reach_words(reach: Reach) -> &'static str {
    match reach {
        Reach::AsRead => "",
        Reach::Immediate => "immediately ",
        Reach::Somewhere => "somewhere ",
    }
}

fn seat_words(seat: Seat) -> String {
    match seat {
        Seat::FromLeft(1) => "at the far left".into(),
        Seat::FromRight(1) => "at the far right".into(),
        Seat::Center => "in the center".into(),
        Seat::End => "at an end".into(),
        Seat::Odd => "in an odd-numbered seat".into(),
        Seat::Even => "in an even-numbered seat".into(),
        Seat::FromLeft(n) => format!("in seat {n} from the left"),
        Seat::FromRight(n) => format!("in seat {n} from the right"),
    }
}

/// The first value slot of a pattern, as written (`{city}`), and its category when it names
/// one (`{known}` names none: its word tells).
fn value_slot(pattern: &str) -> (Option<Category>, String) {
    for slot in pattern.split('{').skip(1) {
        let Some(name) = slot.split('}').next() else {
            continue;
        };
        let key = name.split(':').next().unwrap_or(name);
        if let Some(category) = Category::by_key(key) {
            return (Some(category), format!("{{{name}}}"));
        }
        if key == "known" {
            return (None, format!("{{{name}}}"));
        }
    }
    (None, "a value".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verbs_read_in_the_past_and_slots_as_written() {
        assert_eq!(
            reads("<come|hail|travel> from {city}"),
            "came|hailed|travelled|traveled from {city}"
        );
        assert_eq!(reads("<sit|stand|be> {seat}"), "sat|stood|was {seat}");
    }

    #[test]
    fn every_row_is_in_the_guide() {
        let guide = guide();
        assert_eq!(guide.len(), PHRASES.len());
        let came = guide
            .iter()
            .find(|r| r.pattern == "<come|hail|travel> from {city}")
            .expect("came-from");
        assert_eq!(came.means, "her city is {city}");
        assert_eq!(came.place, "predicate");
    }

    #[test]
    fn rows_are_found_by_their_words_and_their_verbs_forms() {
        let (said, in_examples) = guide_for("wore");
        assert!(said.iter().any(|r| r.rule == "wore"));
        assert!(said.iter().all(|r| r.reads.contains("wore")));
        assert!(in_examples.iter().all(|r| r.example.contains("wore")));
        // "sits" is a form of `<sit>`.
        assert!(guide_for("sits").0.iter().any(|r| r.rule == "seat"));
        // Whole words, in turn: "next to" is not found in "next door to".
        let (said, _) = guide_for("next to");
        assert!(said.iter().any(|r| r.reads == "next to"));
        assert!(said.iter().all(|r| r.reads.contains("next to")));
        assert_eq!(guide_for("zzzz"), (vec![], vec![]));
    }
}
