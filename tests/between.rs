//! Between, flanking, sides and neighbours: each sentence (in words of our own) is read in a
//! riddle of four guests and four colors, and the seatings the reader allows are compared with
//! those a plain statement of its meaning allows, counted over every seating (`four_guests`).

mod four_guests;

use four_guests::*;
use riddle::clue::Reading;

/// Whether `sentence` reads, under each reading of plain "left of", to exactly the seatings
/// its meaning under that reading allows.
#[track_caller]
fn reads_each_way(
    sentence: &str,
    immediate: impl Fn(&World) -> bool,
    somewhere: impl Fn(&World) -> bool,
) {
    let all = permutations();
    let worlds = || {
        all.iter().flat_map(|name| {
            all.iter().map(|color| World {
                name: *name,
                color: *color,
            })
        })
    };
    for (reading, means) in [
        (Reading::Immediate, &immediate as &dyn Fn(&World) -> bool),
        (Reading::Somewhere, &somewhere),
    ] {
        let read = read_worlds(sentence, reading).expect("read");
        assert!(
            read.iter().all(means),
            "{sentence}: {reading:?} allows too much"
        );
        let meant = worlds().filter(|w| means(w)).count();
        assert_eq!(read.len(), meant, "{sentence}: {reading:?}");
    }
}

/// Next to both, two guests: directly between them.
fn directly_between(x: usize, a: usize, b: usize) -> bool {
    a != b && x.abs_diff(a) == 1 && x.abs_diff(b) == 1
}

/// Anywhere between them, on whichever sides they are.
fn somewhere_between(x: usize, a: usize, b: usize) -> bool {
    a.min(b) < x && x < a.max(b)
}

#[test]
fn two_guests_may_share_one_plural_noun() {
    check(vec![
        (
            "Lady Ash sat directly between the women in red and white.",
            Box::new(|w| directly_between(w.at("Ash"), w.at("red"), w.at("white"))),
        ),
        (
            "Lady Bell sat somewhere between the women in blue and green.",
            Box::new(|w| somewhere_between(w.at("Bell"), w.at("blue"), w.at("green"))),
        ),
        (
            "The women in blue and green sat side by side.",
            Box::new(|w| w.at("blue").abs_diff(w.at("green")) == 1),
        ),
        (
            "The ladies in red and white were two seats apart.",
            Box::new(|w| w.at("red").abs_diff(w.at("white")) == 2),
        ),
        (
            "Between the women in blue and white sat Lady Dale.",
            Box::new(|w| directly_between(w.at("Dale"), w.at("blue"), w.at("white"))),
        ),
    ]);
}

#[test]
fn flanked_and_sandwiched_are_next_to_both() {
    check(vec![
        (
            "Lady Ash sat between Lady Bell and the woman in red, with no one else in between.",
            Box::new(|w| directly_between(w.at("Ash"), w.at("Bell"), w.at("red"))),
        ),
        (
            "Lady Ash was flanked by the women in red and white.",
            Box::new(|w| directly_between(w.at("Ash"), w.at("red"), w.at("white"))),
        ),
        (
            "Lady Cole, flanked by Lady Ash and the woman in blue, took the second seat from the left.",
            Box::new(|w| {
                w.at("Cole") == 1 && directly_between(w.at("Cole"), w.at("Ash"), w.at("blue"))
            }),
        ),
        (
            "Lady Bell, next to Lady Dale, sat at the far right.",
            Box::new(|w| w.at("Bell") == 3 && w.at("Dale") == 2),
        ),
    ]);
}

#[test]
fn houses_lie_and_people_live_between_as_guests_sit() {
    check(vec![
        (
            "Lady Ash lives right between Lady Bell and the woman in green.",
            Box::new(|w| directly_between(w.at("Ash"), w.at("Bell"), w.at("green"))),
        ),
        (
            "Lady Ash lies somewhere between Lady Bell and Lady Cole.",
            Box::new(|w| somewhere_between(w.at("Ash"), w.at("Bell"), w.at("Cole"))),
        ),
    ]);
}

#[test]
fn a_word_that_stresses_next_to_changes_nothing() {
    check(vec![
        (
            "Lady Ash sat immediately next to the woman in red.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("red")) == 1),
        ),
        (
            "Lady Ash sat directly adjacent to Lady Bell.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("Bell")) == 1),
        ),
    ]);
}

#[test]
fn a_guest_on_each_side_is_on_that_side() {
    // Plain "to her left": next to her, or anywhere that way, as the reading says.
    reads_each_way(
        "Lady Ash had Lady Bell to her left and the woman in red to her right.",
        |w| w.at("Bell") + 1 == w.at("Ash") && w.at("Ash") + 1 == w.at("red"),
        |w| w.at("Bell") < w.at("Ash") && w.at("Ash") < w.at("red"),
    );
    reads_each_way(
        "Lady Cole has the woman in blue to her right and Lady Dale to her left.",
        |w| w.at("Dale") + 1 == w.at("Cole") && w.at("Cole") + 1 == w.at("blue"),
        |w| w.at("Dale") < w.at("Cole") && w.at("Cole") < w.at("blue"),
    );
    let next_each_way =
        |w: &World| w.at("Bell") + 1 == w.at("Ash") && w.at("Ash") + 1 == w.at("red");
    check(vec![
        (
            "Lady Ash had Lady Bell on her left and the woman in red on her right.",
            Box::new(next_each_way),
        ),
        (
            "Lady Ash had the woman in red immediately to her right and Lady Bell immediately to her left.",
            Box::new(next_each_way),
        ),
    ]);
}

#[test]
fn with_a_guest_and_her_place_is_a_clause_of_its_own() {
    check(vec![
        (
            "Lady Ash sat at the far right, with Lady Bell directly beside her.",
            Box::new(|w| w.at("Ash") == 3 && w.at("Bell") == 2),
        ),
        (
            "Lady Ash sat at the far left, with the woman in red in the third seat.",
            Box::new(|w| w.at("Ash") == 0 && w.at("red") == 2),
        ),
        (
            "Lady Ash and Lady Bell were neighbours, with Lady Ash in the lower-numbered seat.",
            Box::new(|w| w.at("Ash") + 1 == w.at("Bell")),
        ),
        (
            "Lady Cole and the woman in blue were two seats apart, with the woman in blue in the higher-numbered seat.",
            Box::new(|w| w.at("Cole") + 2 == w.at("blue")),
        ),
    ]);
}

#[test]
fn sides_and_ends_said_of_a_third_guest() {
    check(vec![
        (
            "Lady Ash sat at the opposite end of the row from the woman in red.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("red")) == 3),
        ),
        (
            "Lady Bell and Lady Cole sat on opposite sides of Lady Dale.",
            Box::new(|w| somewhere_between(w.at("Dale"), w.at("Bell"), w.at("Cole"))),
        ),
        (
            "Lady Bell and the woman in blue sat on opposite sides of Lady Dale, though not necessarily right next to her.",
            Box::new(|w| somewhere_between(w.at("Dale"), w.at("Bell"), w.at("blue"))),
        ),
        (
            "On either side of Lady Ash sat Lady Bell and the woman in red.",
            Box::new(|w| directly_between(w.at("Ash"), w.at("Bell"), w.at("red"))),
        ),
        (
            "Only a shared wall separates Lady Ash from the woman in green.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("green")) == 1),
        ),
    ]);
}

#[test]
fn one_neighbour_is_an_end_seat() {
    let end = |seat: usize| seat == 0 || seat == 3;
    check(vec![
        (
            "Lady Ash had just one neighbour.",
            Box::new(move |w| end(w.at("Ash"))),
        ),
        (
            "Lady Ash had just one neighbour, and that neighbour was the woman in red.",
            Box::new(move |w| end(w.at("Ash")) && w.at("Ash").abs_diff(w.at("red")) == 1),
        ),
        (
            "Lady Bell has only one neighbor, Lady Cole.",
            Box::new(move |w| end(w.at("Bell")) && w.at("Bell").abs_diff(w.at("Cole")) == 1),
        ),
    ]);
}

#[test]
fn what_is_not_a_pair_or_not_said_whole_is_refused() {
    refused(&[
        // Three values are no two guests.
        "Lady Ash sat between the women in red, blue and white.",
        // A denial between commas is not read as the supplement.
        "Lady Ash, not flanked by Lady Bell and Lady Cole, sat at the far left.",
        "Lady Ash, never next to Lady Bell, sat at the far left.",
        // Denied, it would not say which side fails.
        "Lady Ash did not have Lady Bell to her left and Lady Cole to her right.",
        // "with" a guest and no place; a denied place; a side of neither of the pair.
        "Lady Ash sat at the far right, with Lady Bell.",
        "Lady Ash sat at the far right, with Lady Bell not beside her.",
        "Lady Ash and Lady Bell were neighbours, with Lady Cole in the lower-numbered seat.",
        // "not right next to her" is a denial the opposite sides do not read; no end named.
        "Lady Bell and Lady Cole sat on opposite sides of Lady Dale, though not right next to her.",
        "Lady Ash sat at the opposite end of the row.",
        "Lady Ash did not sit at the opposite end of the row from Lady Bell.",
        // Her one neighbour denied says nothing of the end.
        "Lady Ash had just one neighbour, and that neighbour was not Lady Bell.",
        // One side said "on", the other "to": no row reads the mixture.
        "Lady Ash had Lady Bell on her left and Lady Cole to her right.",
    ]);
}
