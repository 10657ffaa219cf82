//! Choices, exclusions and sets of places: "either ... or" and "neither ... nor" over seats and
//! over mixed predicates, "neither end", "one of the two inner seats", "other than", "everyone
//! except". Each sentence (in words of our own) is read in a riddle of four guests and four
//! colors, and the seatings the reader allows are compared with those a plain statement of its
//! meaning allows, counted over every seating.

mod four_guests;

use four_guests::*;

fn end(seat: usize) -> bool {
    seat == 0 || seat == 3
}

#[test]
fn a_choice_of_two_seats_is_one_or_the_other_or_neither() {
    check(vec![
        (
            "Lady Ash sat in seat 2 or seat 3.",
            Box::new(|w| [1, 2].contains(&w.at("Ash"))),
        ),
        (
            "Lady Ash sat either at the far left or in seat 3.",
            Box::new(|w| [0, 2].contains(&w.at("Ash"))),
        ),
        (
            "Lady Bell sat neither at the far right nor in seat 2.",
            Box::new(|w| ![3, 1].contains(&w.at("Bell"))),
        ),
        (
            "Lady Bell did not sit in seat 1 or seat 2.",
            Box::new(|w| w.at("Bell") >= 2),
        ),
        (
            "Lady Cole sat neither at the far left nor at the far right.",
            Box::new(|w| !end(w.at("Cole"))),
        ),
    ]);
}

#[test]
fn a_choice_before_the_words_of_a_row_is_read_at_its_slot() {
    check(vec![
        (
            "Lady Ash sat either next to Lady Bell or next to Lady Cole.",
            Box::new(|w| {
                w.at("Ash").abs_diff(w.at("Bell")) == 1 || w.at("Ash").abs_diff(w.at("Cole")) == 1
            }),
        ),
        (
            "Lady Ash sat next to Lady Bell or next to Lady Cole.",
            Box::new(|w| {
                w.at("Ash").abs_diff(w.at("Bell")) == 1 || w.at("Ash").abs_diff(w.at("Cole")) == 1
            }),
        ),
        (
            "Lady Ash sat neither next to Lady Bell nor next to Lady Cole.",
            Box::new(|w| {
                w.at("Ash").abs_diff(w.at("Bell")) != 1 && w.at("Ash").abs_diff(w.at("Cole")) != 1
            }),
        ),
        (
            "Seat 1 was taken by either Lady Ash or Lady Bell.",
            Box::new(|w| w.at("Ash") == 0 || w.at("Bell") == 0),
        ),
    ]);
}

#[test]
fn a_verb_said_once_before_two_things_says_each() {
    check(vec![
        (
            "Lady Dale was neither at the far left nor wearing blue.",
            Box::new(|w| w.at("Dale") != 0 && w.at("Dale") != w.at("blue")),
        ),
        (
            "Lady Dale was either at the far right or wearing green.",
            Box::new(|w| w.at("Dale") == 3 || w.at("Dale") == w.at("green")),
        ),
        (
            "Lady Cole sat neither next to Lady Ash nor at an end.",
            Box::new(|w| w.at("Cole").abs_diff(w.at("Ash")) != 1 && !end(w.at("Cole"))),
        ),
    ]);
}

#[test]
fn ends_and_inner_seats_as_sets() {
    check(vec![
        (
            "Neither end of the row was taken by Lady Ash or by Lady Bell.",
            Box::new(|w| !end(w.at("Ash")) && !end(w.at("Bell"))),
        ),
        (
            "Neither end seat was taken by the woman in red.",
            Box::new(|w| !end(w.at("red"))),
        ),
        (
            "Lady Cole sat in one of the two inner seats.",
            Box::new(|w| !end(w.at("Cole"))),
        ),
        (
            "The woman in white sat in one of the two middle seats.",
            Box::new(|w| !end(w.at("white"))),
        ),
        (
            "Red was the colour of one of the two end seats.",
            Box::new(|w| end(w.at("red"))),
        ),
    ]);
}

#[test]
fn two_guests_named_before_are_them() {
    check(vec![
        (
            "Lady Ash did not sit next to Lady Bell, and neither of them sat at an end.",
            Box::new(|w| {
                w.at("Ash").abs_diff(w.at("Bell")) != 1 && !end(w.at("Ash")) && !end(w.at("Bell"))
            }),
        ),
        (
            "Lady Ash and Lady Bell sat side by side, and both of them sat somewhere to the left of Lady Cole.",
            Box::new(|w| {
                w.at("Ash").abs_diff(w.at("Bell")) == 1
                    && w.at("Ash") < w.at("Cole")
                    && w.at("Bell") < w.at("Cole")
            }),
        ),
    ]);
}

#[test]
fn other_than_and_everyone_except_deny_or_place_a_value() {
    check(vec![
        (
            "Lady Ash and Lady Bell wore something other than green.",
            Box::new(|w| w.at("Ash") != w.at("green") && w.at("Bell") != w.at("green")),
        ),
        (
            "Everyone except Lady Dale wore some colour other than white.",
            Box::new(|w| w.at("Dale") == w.at("white")),
        ),
    ]);
}

#[test]
fn nor_and_but_not_deny_another_thing_its_verb_left_out() {
    check(vec![
        (
            "Lady Ash did not sit at the far left, nor in the blue one.",
            Box::new(|w| w.at("Ash") != 0 && w.at("Ash") != w.at("blue")),
        ),
        (
            "Lady Bell sat at one end, but not in the green one.",
            Box::new(|w| end(w.at("Bell")) && w.at("Bell") != w.at("green")),
        ),
        (
            "The lady in white had Lady Cole on her immediate left.",
            Box::new(|w| w.at("Cole") + 1 == w.at("white")),
        ),
    ]);
    refused(&[
        // "nor" after no denial denies nothing said.
        "Lady Ash sat at the far left, nor in the blue one.",
        // One denial after "nor" is all that reads.
        "Lady Ash did not sit at the far left, nor did not wear blue.",
    ]);
}
