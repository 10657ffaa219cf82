//! Quantifiers, ends and plural descriptions: "only", "whereas", the guests at the ends, a
//! guest with someone on each side, "at least one seat between". Each sentence (in words of
//! our own) is read in a riddle of four guests and four colors, and the seatings the reader
//! allows are compared with those a plain statement of its meaning allows.

mod four_guests;

use four_guests::*;

#[test]
fn only_one_guest_holds_what_is_one_guests_anyway() {
    check(vec![
        (
            "Only Lady Dale wore white.",
            Box::new(|w| w.at("Dale") == w.at("white")),
        ),
        (
            "Lady Bell alone was dressed in blue.",
            Box::new(|w| w.at("Bell") == w.at("blue")),
        ),
        (
            "No one but the woman in green sat at the far left.",
            Box::new(|w| w.at("green") == 0),
        ),
        (
            "Only Lady Cole sat in the second seat from the right.",
            Box::new(|w| w.at("Cole") == 2),
        ),
    ]);
}

#[test]
fn whereas_and_whilst_join_two_facts() {
    check(vec![
        (
            "Lady Ash wore red, whereas Lady Bell sat at the far right.",
            Box::new(|w| w.at("Ash") == w.at("red") && w.at("Bell") == 3),
        ),
        (
            "Whereas Lady Cole sat at the far left, Lady Dale wore green.",
            Box::new(|w| w.at("Cole") == 0 && w.at("Dale") == w.at("green")),
        ),
        (
            "Lady Ash sat next to Lady Bell whilst Lady Cole wore blue.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("Bell")) == 1 && w.at("Cole") == w.at("blue")),
        ),
    ]);
}

/// "Only" with what more than one guest may do, or said with "not", is not read.
#[test]
fn only_with_what_several_may_do_is_refused() {
    refused(&[
        "Only Lady Ash sat at an end.",
        "Only Lady Ash did not wear red.",
    ]);
}

/// "they're" is "they are": the thing of the clause before, said whose it is.
#[test]
fn theyre_is_they_are() {
    let riddle = "There are four houses in a row, numbered 1 to 4 from left to right.\n\
                  Each house is painted a different color: red, green, white, and blue.\n\
                  The residents are of different nationalities: Dane, Swede, Finn, and Pole.\n\
                  Each resident keeps a different pet: dog, snails, fox, and zebra.\n\
                  The snails aren't the Dane's; they're the Swede's.\n";
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_riddle"))
        .args(["parse", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(riddle.as_bytes())?;
            child.wait_with_output()
        })
        .expect("riddle runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains("nationality=Swede is pet=snails"),
        "{stdout}"
    );
}

#[test]
fn at_least_so_many_between_is_every_distance_from_there_on() {
    check(vec![
        (
            "At least one seat stood between Lady Ash and Lady Bell.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("Bell")) >= 2),
        ),
        (
            "There were at least two seats between the woman in red and Lady Cole.",
            Box::new(|w| w.at("red").abs_diff(w.at("Cole")) == 3),
        ),
        (
            "At least one guest sat between Lady Dale and the woman in blue.",
            Box::new(|w| w.at("Dale").abs_diff(w.at("blue")) >= 2 && w.at("Dale") != w.at("blue")),
        ),
    ]);
}

#[test]
fn the_one_of_the_two_is_on_that_side_of_the_other() {
    check(vec![
        (
            "At least one seat stood between Lady Ash and Lady Bell, and Lady Bell was the one nearer the left end.",
            Box::new(|w| w.at("Bell") + 2 <= w.at("Ash")),
        ),
        (
            "Lady Cole sat next to the woman in green, and the woman in green was the one further right.",
            Box::new(|w| w.at("green") == w.at("Cole") + 1),
        ),
        (
            "Lady Ash and Lady Dale sat two seats apart, and Lady Ash is the one on the left.",
            Box::new(|w| w.at("Dale") == w.at("Ash") + 2),
        ),
    ]);
}

/// A side the row cannot give, "the one" with no pair before it or of a guest the pair did
/// not name, and "at least" with a side, are not read.
#[test]
fn the_one_of_two_needs_the_two_before_it() {
    refused(&[
        "At least three seats stood between Lady Ash and Lady Bell.",
        "Lady Ash was the one further left.",
        "Lady Ash sat next to Lady Bell, and Lady Cole was the one further left.",
        "Lady Ash sat next to Lady Bell, and she was the one further left.",
        "There was at least one seat between Lady Ash and Lady Bell on the right.",
    ]);
}

/// The two guests on either side of one, said in the plural, by name or by a value of each.
#[test]
fn the_guests_flanking_one_are_her_two_neighbours() {
    let between = |w: &World, x: &str, a: &str, b: &str| {
        let (x, a, b) = (w.at(x), w.at(a), w.at(b));
        a.abs_diff(x) == 1 && b.abs_diff(x) == 1 && a != b
    };
    check(vec![
        (
            "Red and blue were the colors of the two women flanking Lady Ash.",
            Box::new(move |w| between(w, "Ash", "red", "blue")),
        ),
        (
            "The ladies either side of Lady Bell were Lady Cole and the woman in white.",
            Box::new(move |w| between(w, "Bell", "Cole", "white")),
        ),
        (
            "Lady Cole and the woman in red were the women on each side of Lady Dale.",
            Box::new(move |w| between(w, "Dale", "Cole", "red")),
        ),
        (
            "The two women beside Lady Ash were Lady Bell and Lady Cole.",
            Box::new(move |w| between(w, "Ash", "Bell", "Cole")),
        ),
        (
            "Green and white are the colors of both neighbours of Lady Dale.",
            Box::new(move |w| between(w, "Dale", "green", "white")),
        ),
        (
            "Lady Cole sat between two women.",
            Box::new(|w| w.at("Cole") != 0 && w.at("Cole") != 3),
        ),
    ]);
}

/// "next to" or "beside" without "two" may be one guest, at an end; a noun of another kind
/// than the values says nothing the reader knows.
#[test]
fn the_guests_next_to_one_without_two_are_refused() {
    refused(&[
        "The women next to Lady Ash were Lady Bell and Lady Cole.",
        "The women beside Lady Ash wore red and blue.",
        "Red and blue were the drinks of the two women flanking Lady Ash.",
        "Red and Lady Bell were the colors of the women flanking Lady Ash.",
    ]);
}

/// "Nobody next to Lady Cole wore white": the holder of white, one guest, is not there; a
/// place beside a guest is two seats, as the ends are, and the denial holds of both.
#[test]
fn nobody_placed_by_a_guest_denies_the_value_there() {
    let apart = |w: &World, a: &str, b: &str| w.at(a).abs_diff(w.at(b));
    check(vec![
        (
            "Nobody next to Lady Cole wore white.",
            Box::new(move |w| apart(w, "white", "Cole") != 1),
        ),
        (
            "Nobody sitting beside Lady Ash was wearing blue.",
            Box::new(move |w| apart(w, "blue", "Ash") != 1),
        ),
        (
            "No one immediately to the right of the woman in red was Lady Dale.",
            Box::new(|w| w.at("Dale") != w.at("red") + 1),
        ),
        (
            "Nobody who sat next to Lady Bell wore green.",
            Box::new(move |w| apart(w, "green", "Bell") != 1),
        ),
    ]);
}

/// "anyone wearing blue" is the one guest in blue, denied or not; "anyone" alone, or known by
/// a place, is no one guest and is refused.
#[test]
fn anyone_known_by_a_value_is_its_holder() {
    let apart = |w: &World, a: &str, b: &str| w.at(a).abs_diff(w.at(b));
    check(vec![
        (
            "Lady Ash didn't sit next to anyone wearing blue.",
            Box::new(move |w| apart(w, "Ash", "blue") != 1),
        ),
        (
            "Lady Bell never sat beside anybody in green.",
            Box::new(move |w| apart(w, "Bell", "green") != 1),
        ),
        (
            "Lady Cole did not sit directly left of any woman in red.",
            Box::new(|w| w.at("Cole") + 1 != w.at("red")),
        ),
    ]);
    refused(&[
        "Lady Ash didn't sit next to anyone.",
        "Lady Ash didn't sit next to anyone next to Lady Bell.",
        "Lady Ash sat next to anybody.",
    ]);
}

#[test]
fn someone_on_each_side_is_no_end() {
    check(vec![
        (
            "Lady Ash had someone on each side.",
            Box::new(|w| w.at("Ash") != 0 && w.at("Ash") != 3),
        ),
        (
            "The woman in red had a lady on either side of her.",
            Box::new(|w| w.at("red") != 0 && w.at("red") != 3),
        ),
    ]);
}

/// The guest furthest one way, or last on one side, is at that end.
#[test]
fn the_guest_furthest_one_way_is_at_that_end() {
    check(vec![
        (
            "The woman furthest to the right wore red.",
            Box::new(|w| w.at("red") == 3),
        ),
        (
            "The last lady on the left was Lady Bell.",
            Box::new(|w| w.at("Bell") == 0),
        ),
        (
            "Lady Cole sat next to the guest farthest to the left.",
            Box::new(|w| w.at("Cole") == 1),
        ),
        (
            "The last woman on the right did not wear green.",
            Box::new(|w| w.at("green") != 3),
        ),
    ]);
}

/// "one of the first three seats": any of the run of seats from that end.
#[test]
fn one_of_a_run_of_seats_from_an_end() {
    check(vec![
        (
            "Lady Ash sat in one of the first three seats.",
            Box::new(|w| w.at("Ash") < 3),
        ),
        (
            "The woman in red sat at one of the last two chairs.",
            Box::new(|w| w.at("red") >= 2),
        ),
        (
            "Lady Dale did not sit in one of the first two seats.",
            Box::new(|w| w.at("Dale") >= 2),
        ),
    ]);
    refused(&["Lady Ash sat in one of the first one seats."]);
}
