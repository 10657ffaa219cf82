//! Clues in words, for `riddle parse`: what kind of clue, and which guests it is about.

use crate::clue::{ClueKind, Guest, Reach, Seat};
use crate::vocabulary::Vocabulary;

/// How a guest is shown: `name=Countess Contee`, `color=blue`, `someone#1`.
pub fn guest_label(guest: Guest, vocabulary: &Vocabulary) -> String {
    match guest {
        Guest::Value(category, index) => {
            format!("{}={}", category.key(), vocabulary.value(category, index))
        }
        Guest::Anonymous(n) => format!("someone#{}", n + 1),
    }
}

/// The clue's kind (`same-person`, `next-to`, ...) and what it says.
pub fn describe_clue(kind: &ClueKind, vocabulary: &Vocabulary) -> (String, String) {
    let g = |guest: &Guest| guest_label(*guest, vocabulary);
    match kind {
        ClueKind::Same(a, b) => ("same-person".into(), format!("{} is {}", g(a), g(b))),
        ClueKind::NextTo(a, b) => ("next-to".into(), format!("{} next to {}", g(a), g(b))),
        ClueKind::LeftOf { left, right, reach } => {
            let how = match reach {
                Reach::AsRead => "left of",
                Reach::Immediate => "immediately left of",
                Reach::Somewhere => "somewhere left of",
            };
            ("left-of".into(), format!("{} {how} {}", g(left), g(right)))
        }
        ClueKind::InSeat(a, seat) => ("seat".into(), format!("{} in {}", g(a), seat_words(*seat))),
        ClueKind::Not(inner) => {
            let (kind, words) = describe_clue(inner, vocabulary);
            (format!("not-{kind}"), format!("not: {words}"))
        }
        ClueKind::Declare { category, values } => {
            let listed: Vec<&str> = values
                .iter()
                .map(|v| vocabulary.value(*category, *v))
                .collect();
            let words = if listed.is_empty() {
                format!("{}: one each", category.key())
            } else {
                format!("{}: {}", category.key(), listed.join(", "))
            };
            ("declare".into(), words)
        }
    }
}

fn seat_words(seat: Seat) -> String {
    match seat {
        Seat::FromLeft(1) => "the far-left seat".into(),
        Seat::FromRight(1) => "the far-right seat".into(),
        Seat::Center => "the center seat".into(),
        Seat::FromLeft(n) => format!("seat {n} from the left"),
        Seat::FromRight(n) => format!("seat {n} from the right"),
    }
}
