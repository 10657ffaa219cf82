//! Places as subjects and objects, and the teller's voice around them: "there" for the place
//! named last, a place pointed at first ("Out in seat four, ..."), with an aside that says the
//! same place again, and the teller vouching for what follows a colon. Each sentence (in words
//! of our own) is read in a riddle of four guests and four colors, and the seatings the reader
//! allows are compared with those a plain statement of its meaning allows, counted over every
//! seating.

mod four_guests;

use four_guests::*;

#[test]
fn there_is_the_place_named_last_said_or_denied() {
    check(vec![
        (
            "Lady Ash sat at the far left, and the lady in blue sat there.",
            Box::new(|w| w.at("Ash") == 0 && w.at("blue") == 0),
        ),
        (
            "The red house stood at the far right, and Lady Bell did not live there.",
            Box::new(|w| w.at("red") == 3 && w.at("Bell") != 3),
        ),
        (
            "Lady Cole took the second seat, and the lady in white was not there.",
            Box::new(|w| w.at("Cole") == 1 && w.at("white") != 1),
        ),
        (
            "The green house is in the third place, but Lady Dale doesn't live there.",
            Box::new(|w| w.at("green") == 2 && w.at("Dale") != 2),
        ),
    ]);
}

#[test]
fn there_before_any_place_is_refused() {
    refused(&[
        "Lady Bell did not live there.",
        "Lady Ash sat next to Lady Bell, and Lady Cole sat there.",
    ]);
}

#[test]
fn the_teller_vouching_before_a_colon_says_nothing_more() {
    check(vec![
        (
            "One thing was certain: the red house stood at the far right, and Lady Bell did not live there.",
            Box::new(|w| w.at("red") == 3 && w.at("Bell") != 3),
        ),
        (
            "One thing is clear: Lady Ash sat at the far left.",
            Box::new(|w| w.at("Ash") == 0),
        ),
        (
            "This much was known: Lady Cole wore green.",
            Box::new(|w| w.at("Cole") == w.at("green")),
        ),
    ]);
    refused(&[
        // Doubt is no framing.
        "One thing was unclear: Lady Ash sat at the far left.",
        "One thing was certain Lady Ash sat at the far left.",
    ]);
}

#[test]
fn a_place_pointed_at_first_with_the_same_place_again() {
    check(vec![
        (
            "Out in seat four, at the far right end, they wore red.",
            Box::new(|w| w.at("red") == 3),
        ),
        (
            "Over in the second seat, she wore blue.",
            Box::new(|w| w.at("blue") == 1),
        ),
        (
            "Down in seat one, at one end, she wore white.",
            Box::new(|w| w.at("white") == 0),
        ),
        // A place named by its value: the aside says where it stands.
        (
            "Out in the green house, at the far left, they wore green.",
            Box::new(|w| w.at("green") == 0),
        ),
    ]);
}

#[test]
fn an_aside_that_names_another_place_is_refused() {
    refused(&[
        "Out in seat three, at the far right end, they wore red.",
        "Down in seat two, at one end, she wore white.",
        "The lady in seat three, at the far left, wore red.",
    ]);
}

#[test]
fn a_place_is_where_a_guest_lives() {
    check(vec![
        (
            "The first seat is where Lady Ash lives.",
            Box::new(|w| w.at("Ash") == 0),
        ),
        (
            "The house immediately to the left of the red house is where Lady Bell lives.",
            Box::new(|w| w.at("Bell") + 1 == w.at("red")),
        ),
        (
            "The green house is not where Lady Cole lived.",
            Box::new(|w| w.at("Cole") != w.at("green")),
        ),
    ]);
}

#[test]
fn the_teller_points_out_where_a_guest_is_found() {
    check(vec![
        (
            "You will find Lady Ash in the red house.",
            Box::new(|w| w.at("Ash") == w.at("red")),
        ),
        (
            "You won't find Lady Bell in the green house.",
            Box::new(|w| w.at("Bell") != w.at("green")),
        ),
        (
            "You won't find Lady Cole in seat 2.",
            Box::new(|w| w.at("Cole") != 1),
        ),
    ]);
}

#[test]
fn a_place_painted_by_someone_has_that_color() {
    check(vec![
        (
            "Someone has painted house number 2 white.",
            Box::new(|w| w.at("white") == 1),
        ),
        (
            "They had painted the last house red.",
            Box::new(|w| w.at("red") == 3),
        ),
        (
            "Somebody painted Lady Dale's house blue.",
            Box::new(|w| w.at("Dale") == w.at("blue")),
        ),
    ]);
    refused(&[
        // A guest is not painted, and nobody painting is no color.
        "Someone painted Lady Ash blue.",
        "Nobody painted house number 2 white.",
    ]);
}

#[test]
fn a_place_said_by_who_lives_in_it() {
    check(vec![
        (
            "Lady Ash sat right after the second seat, which the lady in blue lives in.",
            Box::new(|w| w.at("Ash") == 2 && w.at("blue") == 1),
        ),
        (
            "Right after the first seat, where the lady in red lives, came Lady Bell's seat.",
            Box::new(|w| w.at("red") == 0 && w.at("Bell") == 1),
        ),
    ]);
    refused(&[
        // A guest named by her name is no value of the place's.
        "Right after the green house, where Lady Ash lives, came the red house.",
        "Lady Bell sat left of the red house, which Lady Ash lives in.",
    ]);
}

#[test]
fn the_next_place_is_beside_the_one_named_last() {
    check(vec![
        (
            "Lady Ash sat in the second seat, and the very next seat to the right is Lady Bell's.",
            Box::new(|w| w.at("Ash") == 1 && w.at("Bell") == 2),
        ),
        (
            "Lady Cole wore red, and the next seat on the left was taken by Lady Dale.",
            Box::new(|w| w.at("Cole") == w.at("red") && w.at("Dale") + 1 == w.at("Cole")),
        ),
    ]);
    refused(&[
        // No place named before it.
        "The next seat to the right was taken by Lady Dale.",
    ]);
}

/// Our own landmarks, placed at the ends before the clue: the door by seat 1, the window by 4.
const DOOR_WINDOW: &str = "Seat 1 is by the door and seat 4 is by the window.";

#[test]
fn a_landmark_the_riddle_placed_names_its_end() {
    let with = |clue: &str| format!("{DOOR_WINDOW} {clue}");
    check(vec![
        (
            with("Lady Ash sat nearest the window.").leak() as &str,
            Box::new(|w| w.at("Ash") == 3),
        ),
        (
            with("The lady in red sat by the door.").leak(),
            Box::new(|w| w.at("red") == 0),
        ),
        (
            with("Lady Bell took the window seat.").leak(),
            Box::new(|w| w.at("Bell") == 3),
        ),
        (
            with("Lady Cole was right up against the door.").leak(),
            Box::new(|w| w.at("Cole") == 0),
        ),
        (
            with("Lady Dale sat at the door end of the row.").leak(),
            Box::new(|w| w.at("Dale") == 0),
        ),
        (
            with("Lady Ash had the seat furthest from the door.").leak(),
            Box::new(|w| w.at("Ash") == 3),
        ),
        (
            with("Lady Bell did not sit in the seat by the window.").leak(),
            Box::new(|w| w.at("Bell") != 3),
        ),
        (
            with("Lady Cole sat closer to the window than Lady Dale did.").leak(),
            Box::new(|w| w.at("Cole") > w.at("Dale")),
        ),
        (
            with("Lady Ash sat further from the window than the lady in blue.").leak(),
            Box::new(|w| w.at("Ash") < w.at("blue")),
        ),
    ]);
}

#[test]
fn a_landmark_never_placed_or_not_at_an_end_names_nothing() {
    refused(&[
        // No sentence said where the door is.
        "Lady Ash sat nearest the door.",
        "Lady Ash sat by the window.",
        // The window is by seat 2, which is no end: "nearest" it says no side.
        "Seat 2 is by the window. Lady Ash sat closer to the window than Lady Bell.",
        // Near a landmark may be a seat or two away.
        "Seat 1 is by the door and seat 4 is by the window. Lady Ash sat near the door.",
        // A landmark placed is no guest.
        "Seat 1 is by the door and seat 4 is by the window. Lady Ash sat next to the door's neighbour.",
    ]);
}
