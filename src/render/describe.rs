//! Clues in words, for `riddle parse`: what kind of clue, and which guests it is about.

use crate::clue::{ClueKind, Guest, Reach, Seat, SeatRelation};
use crate::vocabulary::Vocabulary;

/// How a guest is shown: `name=Countess Contee`, `color=blue`, `someone#1`.
pub fn guest_label(guest: Guest, vocabulary: &Vocabulary) -> String {
    match guest {
        Guest::Value(category, index) => {
            format!(
                "{}={}",
                vocabulary.key(category),
                vocabulary.value(category, index)
            )
        }
        Guest::Anonymous(n) => format!("someone#{}", n + 1),
    }
}

/// The clue's kind (`same-person`, `next-to`, ...) and what it says.
pub fn describe_clue(kind: &ClueKind, vocabulary: &Vocabulary) -> (String, String) {
    let g = |guest: &Guest| guest_label(*guest, vocabulary);
    match kind {
        ClueKind::Same(a, b) => ("same-person".into(), format!("{} is {}", g(a), g(b))),
        ClueKind::Seats { a, relation, b } => {
            let (kind, how) = match relation {
                SeatRelation::NextTo => ("next-to", "next to".into()),
                SeatRelation::LeftOf(Reach::AsRead) => ("left-of", "left of".into()),
                SeatRelation::LeftOf(Reach::Immediate) => ("left-of", "immediately left of".into()),
                SeatRelation::LeftOf(Reach::Somewhere) => ("left-of", "somewhere left of".into()),
                SeatRelation::LeftBy(k) => ("left-by", format!("{} left of", seats(*k))),
                SeatRelation::Apart(k) => ("apart", format!("{} from", seats(*k))),
            };
            (kind.into(), format!("{} {how} {}", g(a), g(b)))
        }
        ClueKind::InSeat(a, seat) => ("seat".into(), format!("{} {}", g(a), seat_words(*seat))),
        ClueKind::Not(inner) => {
            let (kind, words) = describe_clue(inner, vocabulary);
            (format!("not-{kind}"), format!("not: {words}"))
        }
        ClueKind::Either(sides) => {
            let sides: Vec<String> = (sides.iter())
                .map(|side| {
                    let clues: Vec<String> = (side.iter())
                        .map(|clue| describe_clue(clue, vocabulary).1)
                        .collect();
                    format!("({})", clues.join(" and "))
                })
                .collect();
            ("either".into(), format!("either {}", sides.join(" or ")))
        }
        ClueKind::Declare { category, values } => {
            let listed: Vec<&str> = values
                .iter()
                .map(|v| vocabulary.value(*category, *v))
                .collect();
            let words = if listed.is_empty() {
                format!("{}: one each", vocabulary.key(*category))
            } else {
                format!("{}: {}", vocabulary.key(*category), listed.join(", "))
            };
            ("declare".into(), words)
        }
    }
}

/// Where a seat is, after the guest: "in the far-left seat", "at an end".
fn seat_words(seat: Seat) -> String {
    match seat {
        Seat::FromLeft(1) => "in the far-left seat".into(),
        Seat::FromRight(1) => "in the far-right seat".into(),
        Seat::Center => "in the center seat".into(),
        Seat::FromLeft(n) => format!("in seat {n} from the left"),
        Seat::FromRight(n) => format!("in seat {n} from the right"),
        Seat::End => "at an end".into(),
        Seat::Odd => "in an odd-numbered seat".into(),
        Seat::Even => "in an even-numbered seat".into(),
    }
}

/// "1 seat", "2 seats".
fn seats(k: u8) -> String {
    if k == 1 {
        "1 seat".into()
    } else {
        format!("{k} seats")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocabulary::Category;

    #[test]
    fn every_seat_relation_and_seat_reads_as_words() {
        let mut vocabulary = Vocabulary::default();
        vocabulary.intern(Category::NAME, "A");
        vocabulary.intern(Category::COLOR, "red");
        let (a, red) = (
            Guest::Value(Category::NAME, 0),
            Guest::Value(Category::COLOR, 0),
        );
        let seats = |relation| ClueKind::Seats {
            a,
            relation,
            b: red,
        };
        let cases = [
            (
                ClueKind::next_to(a, red),
                "next-to",
                "name=A next to color=red",
            ),
            (
                ClueKind::left_of(a, red, Reach::AsRead),
                "left-of",
                "name=A left of color=red",
            ),
            (
                ClueKind::left_of(a, red, Reach::Somewhere),
                "left-of",
                "name=A somewhere left of color=red",
            ),
            (
                seats(SeatRelation::LeftBy(1)),
                "left-by",
                "name=A 1 seat left of color=red",
            ),
            (
                seats(SeatRelation::LeftBy(2)),
                "left-by",
                "name=A 2 seats left of color=red",
            ),
            (
                seats(SeatRelation::Apart(2)),
                "apart",
                "name=A 2 seats from color=red",
            ),
            (
                ClueKind::InSeat(a, Seat::FromLeft(1)),
                "seat",
                "name=A in the far-left seat",
            ),
            (
                ClueKind::InSeat(a, Seat::FromRight(2)),
                "seat",
                "name=A in seat 2 from the right",
            ),
            (ClueKind::InSeat(a, Seat::End), "seat", "name=A at an end"),
            (
                ClueKind::Not(Box::new(ClueKind::InSeat(a, Seat::End))),
                "not-seat",
                "not: name=A at an end",
            ),
        ];
        for (clue, kind, words) in cases {
            assert_eq!(
                describe_clue(&clue, &vocabulary),
                (kind.to_string(), words.to_string())
            );
        }
    }
}
