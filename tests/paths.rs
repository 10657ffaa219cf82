//! Orders said as paths and numbering, and in the teller's voice: a frame of reading before an
//! order ("In the numbering, ...", "Reading from left to right, ..."), an order said by what
//! comes before or after. Each sentence (in words of our own) is read in a riddle of four
//! guests and four colors, and the seatings the reader allows are compared with those a plain
//! statement of its meaning allows, counted over every seating.

mod four_guests;

use four_guests::*;

#[test]
fn what_comes_before_is_further_left_however_far() {
    check(vec![
        (
            "Lady Ash's seat comes before Lady Bell's.",
            Box::new(|w| w.at("Ash") < w.at("Bell")),
        ),
        (
            "The lady in red came after Lady Cole.",
            Box::new(|w| w.at("red") > w.at("Cole")),
        ),
        (
            "Lady Dale's chair did not come before the chair of the lady in blue.",
            Box::new(|w| w.at("Dale") >= w.at("blue")),
        ),
    ]);
}

#[test]
fn a_frame_from_the_left_says_nothing_more() {
    check(vec![
        (
            "In the numbering, Lady Ash's seat comes before Lady Bell's.",
            Box::new(|w| w.at("Ash") < w.at("Bell")),
        ),
        (
            "Numbered from the left, the lady in red's seat precedes Lady Cole's.",
            Box::new(|w| w.at("red") < w.at("Cole")),
        ),
        (
            "Reading from left to right, Lady Dale came after the lady in white.",
            Box::new(|w| w.at("Dale") > w.at("white")),
        ),
        (
            "Counting from the left, Lady Ash sat in the second seat.",
            Box::new(|w| w.at("Ash") == 1),
        ),
        (
            "From left to right, Lady Bell sat somewhere to the left of Lady Cole.",
            Box::new(|w| w.at("Bell") < w.at("Cole")),
        ),
        // A list in that order still takes its direction from the frame.
        (
            "Reading from left to right, Lady Ash, Lady Bell and Lady Cole sat in that order.",
            Box::new(|w| w.at("Ash") < w.at("Bell") && w.at("Bell") < w.at("Cole")),
        ),
    ]);
}

#[test]
fn a_frame_from_the_right_is_not_passed_over() {
    refused(&[
        "Counting from the right, Lady Ash's seat comes before Lady Bell's.",
        "Reading from right to left, Lady Ash came before Lady Bell.",
        "Numbered from the right, Lady Ash's seat precedes Lady Bell's.",
        // A direction said again after the frame, against it.
        "From left to right, Lady Ash and Lady Bell sat in that order from right to left.",
        "In the numbering, Lady Ash's seat came second from the right.",
        // Not set off by its comma: the frame is not a clause's opening.
        "In the numbering Lady Ash's seat comes before Lady Bell's.",
    ]);
}

#[test]
fn whose_place_is_where_she_is() {
    check(vec![
        (
            "Lady Bell, whose seat was somewhere to the left of Lady Cole's, wore red.",
            Box::new(|w| w.at("Bell") < w.at("Cole") && w.at("Bell") == w.at("red")),
        ),
        (
            "Red was the colour of the lady whose chair was at the far right.",
            Box::new(|w| w.at("red") == 3),
        ),
        (
            "The lady in blue, whose seat was immediately to the right of Lady Ash's, was Lady Dale.",
            Box::new(|w| w.at("blue") == w.at("Ash") + 1 && w.at("blue") == w.at("Dale")),
        ),
    ]);
}

#[test]
fn an_aside_between_the_words_of_a_verb_says_nothing_more() {
    check(vec![
        (
            "Lady Dale did not, in fact, sit immediately to the right of Lady Ash.",
            Box::new(|w| w.at("Dale") != w.at("Ash") + 1),
        ),
        (
            "Lady Ash was, of course, seated at the far left.",
            Box::new(|w| w.at("Ash") == 0),
        ),
    ]);
    refused(&[
        // Not an aside: it takes back what is said.
        "Lady Dale did not, or so she said, sit next to Lady Ash.",
        // An aside needs both its commas.
        "Lady Dale did not, in fact sit next to Lady Ash.",
    ]);
}

#[test]
fn hers_is_her_place() {
    check(vec![
        (
            "Lady Ash wore red, and Lady Bell's seat was somewhere to the left of hers.",
            Box::new(|w| w.at("Ash") == w.at("red") && w.at("Bell") < w.at("Ash")),
        ),
        (
            "Lady Cole wore blue, and Lady Dale's chair was immediately to the right of hers.",
            Box::new(|w| w.at("Cole") == w.at("blue") && w.at("Dale") == w.at("Cole") + 1),
        ),
    ]);
    // "her seat", "his seat": her place, standing for her, as "hers" does.
    check(vec![(
        "Lady Ash wore red, and Lady Bell sat next to her seat.",
        Box::new(|w| w.at("Ash") == w.at("red") && w.at("Bell").abs_diff(w.at("Ash")) == 1),
    )]);
    refused(&[
        // A seat "of" something may be another place than hers.
        "Lady Ash wore red, and Lady Bell sat next to her seat of honour.",
    ]);
}
