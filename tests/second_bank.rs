//! A second bank of one-clue sentences, in voices of our own: a witness who saw where a guest
//! sat, a teller who joins two clauses with a dash. Each sentence is read in a riddle of four
//! guests and four colors, and the seatings the reader allows are compared with those a plain
//! statement of its meaning allows, counted over every seating, under both readings of "left of".

mod four_guests;

use four_guests::*;

#[test]
fn what_a_witness_saw_is_where_she_was() {
    check(vec![
        (
            "Lady Ash was seen sitting at the far left.",
            Box::new(|w| w.at("Ash") == 0),
        ),
        (
            "The lady in red was observed seated between Lady Bell and Lady Cole.",
            Box::new(|w| {
                let (r, b, c) = (w.at("red"), w.at("Bell"), w.at("Cole"));
                r.abs_diff(b) == 1 && r.abs_diff(c) == 1 && b != c
            }),
        ),
        (
            "Lady Dale could be found directly to the right of the lady in blue.",
            Box::new(|w| w.at("Dale") == w.at("blue") + 1),
        ),
        (
            "Lady Bell was spotted next to the lady in white.",
            Box::new(|w| w.at("Bell").abs_diff(w.at("white")) == 1),
        ),
    ]);
}

/// What nobody saw may still be so: a denied perception says nothing of the seats.
#[test]
fn what_was_not_seen_is_refused() {
    refused(&[
        "Lady Ash was never seen sitting next to Lady Bell.",
        "Lady Ash wasn't seen next to the lady in red.",
    ]);
}

#[test]
fn a_dash_joins_two_clauses_as_a_semicolon_does() {
    check(vec![(
        "Lady Ash sat at the far right - she wore green.",
        Box::new(|w| w.at("Ash") == 3 && w.at("green") == 3),
    )]);
}
