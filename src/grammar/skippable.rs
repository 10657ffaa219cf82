//! Which sentences that do not read may be left out with a warning. A riddle's text often
//! carries notes around its clues ("There are 24 billion possible solutions.", "Good luck!");
//! dropping one costs nothing. Dropping a clue costs the answer: a riddle missing a clue may
//! still come out "unique", with a wrong seating. So a sentence that does not read is left out
//! only when nothing in it could be a clue: it names no guest, no value, no place, no
//! relation between places, lists nothing and names no one the riddle may not know yet.

use super::phrases::{NUMBERS, ORDINALS, PLACES, PLACES_PLURAL};
use super::words::Known;
use super::{names_anything, word_ranges};
use crate::text::Cleaned;

/// Words that place someone or relate two places: a sentence with one of them may be a clue
/// the grammar did not read ("Pascal finished two places behind Naren"). Each is a word of
/// the clues of the zebra family or the game, never of their notes.
const PLACE_WORDS: &[&str] = &[
    "above",
    "adjacent",
    "after",
    "ahead",
    "apart",
    "away",
    "beaten",
    "before",
    "behind",
    "below",
    "beside",
    "between",
    "bottom",
    "center",
    "centre",
    "end",
    "ends",
    "finished",
    "last",
    "left",
    "middle",
    "neighbor",
    "neighbors",
    "neighbour",
    "neighbours",
    "next",
    "right",
    "separated",
    "top",
];

/// Whether `piece`, a sentence that did not read, may say something the seating is held to,
/// so that leaving it out could change the answer.
pub fn may_be_a_clue(piece: &Cleaned, known: &Known) -> bool {
    if names_anything(piece, known) || lists_something(&piece.text) {
        return true;
    }
    let text = &piece.text;
    let frames = frames_the_row(text);
    let words = word_ranges(text);
    words.iter().enumerate().any(|(n, r)| {
        let word = &text[r.clone()];
        let lower = word.to_ascii_lowercase();
        let lower = lower.as_str();
        (names_a_place(word) && !frames)
            // A name the riddle has not met: a capital inside the sentence, not after a
            // sentence's end within it ("I" is a pronoun, never a name).
            || (n > 0
                && !frames
                && word.starts_with(char::is_uppercase)
                && word != "I"
                && !text[..r.start].trim_end().ends_with([':', '.', '!', '?', '"']))
            || (NUMBERS.contains(&lower) && n > 0 && !frames && follows_a_name(text, &words, n))
    })
}

/// Words of sentences that frame the row rather than seat anyone in it: how its places are
/// numbered and seen ("The seats are numbered 1 to 5 from left to right", "the first being the
/// furthest to the left (from our perspective)"), what a word of the clues means ("when it says
/// there is \"one chair\" between two people, it means ..."), and that everyone differs ("each
/// of the five houses is painted a different color"). Such a sentence may name places and still
/// be left out, with its warning.
const FRAME_MARKERS: &[&str] = &[
    "numbered",
    "perspective",
    "as we face",
    "as we look",
    // "Left and right are as you look at the shelf.": the reader's own view, which is how
    // left and right are read anyway.
    "as you look",
    "as you face",
    "as seen",
    "we say",
    "it says",
    " means ",
    "different",
    "the same",
    "unique",
    "use the clues",
    // How to use the clues: "Using the clues provided below, answer the question at the end.",
    // "Some of the clues provided might be irrelevant to the puzzle."
    "using the clues",
    "clues provided",
    "answer the question",
];

/// Whether `text` frames the row (`FRAME_MARKERS`) or is a note ("Note that ...").
fn frames_the_row(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    lower.starts_with("note") || FRAME_MARKERS.iter().any(|m| lower.contains(m))
}

/// Whether `text` names a place or a relation between places: a place noun, an ordinal, or a
/// word of `PLACE_WORDS`.
pub fn names_a_place(text: &str) -> bool {
    word_ranges(text).into_iter().any(|r| {
        let lower = text[r].to_ascii_lowercase();
        let lower = lower.as_str();
        PLACE_WORDS.contains(&lower)
            || PLACES.contains(&lower)
            || PLACES_PLURAL.contains(&lower)
            || ORDINALS.iter().any(|(o, _)| *o == lower)
    })
}

/// "`Alpha`, `beta` and `gamma`", "daffodils: ..., ...": a colon followed by a list of three
/// or more, or words in code marks. A list is a category of the riddle; dropping it drops a
/// column of the answer.
fn lists_something(text: &str) -> bool {
    if text.matches('`').count() >= 2 {
        return true;
    }
    // Two or more short items after a colon: "Flowers: daffodils, tulips and roses".
    text.split_once(':').is_some_and(|(_, after)| {
        let items: Vec<&str> = after
            .trim_end_matches(['.', ';', '!', ' '])
            .split([',', ';'])
            .flat_map(|item| item.split(" and ").flat_map(|i| i.split(" or ")))
            .map(str::trim)
            .filter(|item| !item.is_empty())
            .collect();
        items.len() >= 2 && items.iter().all(|item| item.split(' ').count() <= 3)
    })
}

/// Whether the number at word `n` comes after a capitalised word ("Pascal beat Naren by three"):
/// a count said of someone, not of the riddle's solutions.
fn follows_a_name(text: &str, words: &[std::ops::Range<usize>], n: usize) -> bool {
    words[..n]
        .iter()
        .skip(1)
        .any(|r| text[r.clone()].starts_with(char::is_uppercase))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clue_like(text: &str) -> bool {
        may_be_a_clue(&Cleaned::new(text), &Known::default())
    }

    #[test]
    fn notes_may_be_left_out() {
        for note in [
            "There are 24 billion possible solutions, so be patient.",
            "Good luck!",
            "Use the hints to fill in the grid.",
            "The chairs stand in a single row, numbered from the left as we face them.",
            "The floors are numbered 1 to 6 from the bottom, floor 1 being the ground floor.",
            "Note that when we say there is \"one chair\" between two people, one sits in the \
             first chair and the other in the third.",
            "One other thing: in statement 5, right means your right.",
            "Using the clues provided below, answer the question at the end.",
            "Some of clues provided might be irrelevant to the puzzle.",
        ] {
            assert!(!clue_like(note), "{note}");
        }
    }

    #[test]
    fn what_may_be_a_clue_is_never_left_out() {
        for clue in [
            "The person who loves a bouquet of daffodils is in the first house.",
            "They all have a unique favorite flower: `carnations`, `daffodils`",
            "Naren finished ahead of Olga.",
            "Olga was not last.",
            "Pascal has beaten Naren by three positions.",
            "Flowers: daffodils, tulips, roses.",
            "The baker lives two floors above the cook.",
            "The dog's house borders on the cat's.",
            // A frame's word does not make a clue of it.
            "The person who drinks tea is in the first house, unlike the others.",
        ] {
            assert!(clue_like(clue), "{clue}");
        }
    }
}
