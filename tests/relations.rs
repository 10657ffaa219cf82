//! Relations along a path and counting quantifiers: where someone would be found, a walk past a
//! house, so many doors along, what one comes to first reading the row, guests counted on each
//! side, guests said to be different people, and a guest placed from another's side ("had Lady
//! Bell to the left of her"). Each sentence (in words of our own) is read in a riddle of four
//! guests and four colors, and the seatings the reader allows are compared with those a plain
//! statement of its meaning allows, counted over every seating, under both readings of "left of".

mod four_guests;

use four_guests::*;

#[test]
fn where_one_would_find_her_is_where_she_is() {
    check(vec![
        (
            "Anyone looking for the lady in red would have found her at the far left.",
            Box::new(|w| w.at("red") == 0),
        ),
        (
            "Whoever looked for Lady Bell would find her somewhere to the right of Lady Ash.",
            Box::new(|w| w.at("Bell") > w.at("Ash")),
        ),
        (
            "Anybody searching for Lady Cole would have found her sitting directly left of the lady in blue.",
            Box::new(|w| w.at("Cole") + 1 == w.at("blue")),
        ),
    ]);
}

/// Plain "right of" is read as the command line says: the next seat, or anywhere that way.
#[test]
fn a_plain_side_where_she_would_be_found_is_read_either_way() {
    use riddle::clue::Reading;
    let sentence = "Anyone looking for Lady Dale would have found her to the right of Lady Ash.";
    let immediate = read_worlds(sentence, Reading::Immediate).expect("read");
    assert!(immediate.iter().all(|w| w.at("Dale") == w.at("Ash") + 1));
    assert_eq!(immediate.len(), 6 * 24);
    let somewhere = read_worlds(sentence, Reading::Somewhere).expect("read");
    assert!(somewhere.iter().all(|w| w.at("Ash") < w.at("Dale")));
    assert_eq!(somewhere.len(), 12 * 24);
}

#[test]
fn so_many_doors_along_is_so_many_places_that_way() {
    check(vec![
        (
            "Go two seats left from Lady Cole and you'll find the lady in green.",
            Box::new(|w| w.at("green") + 2 == w.at("Cole")),
        ),
        (
            "Walk one place to the right of Lady Ash, and you will come to Lady Bell.",
            Box::new(|w| w.at("Bell") == w.at("Ash") + 1),
        ),
        (
            "Go three chairs right from the lady in white and you reach Lady Dale.",
            Box::new(|w| w.at("Dale") == w.at("white") + 3),
        ),
        // No side: so many places either way.
        (
            "Go two seats from Lady Ash and you'll find Lady Bell.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("Bell")) == 2),
        ),
    ]);
}

#[test]
fn who_is_passed_on_a_walk_is_strictly_between() {
    let between = |x: usize, a: usize, b: usize| a.min(b) < x && x < a.max(b);
    check(vec![
        (
            "Walking from Lady Ash's seat to Lady Bell's, you would pass the lady in red on the way.",
            Box::new(move |w| between(w.at("red"), w.at("Ash"), w.at("Bell"))),
        ),
        (
            "Going from the lady in blue to Lady Cole, you'd pass Lady Dale.",
            Box::new(move |w| between(w.at("Dale"), w.at("blue"), w.at("Cole"))),
        ),
    ]);
}

#[test]
fn what_one_comes_to_first_is_further_that_way() {
    check(vec![
        (
            "Reading from left to right, you would come to Lady Ash before Lady Bell, and to Lady Bell before the lady in red.",
            Box::new(|w| w.at("Ash") < w.at("Bell") && w.at("Bell") < w.at("red")),
        ),
        (
            "Going from right to left, you come to Lady Cole before Lady Dale.",
            Box::new(|w| w.at("Cole") > w.at("Dale")),
        ),
        (
            "From left to right, you'd come to the lady in white after Lady Ash.",
            Box::new(|w| w.at("white") > w.at("Ash")),
        ),
    ]);
}

#[test]
fn guests_counted_on_each_side_fix_her_seat() {
    check(vec![
        (
            "Two of the women sat further right than Lady Ash, and one further left.",
            Box::new(|w| w.at("Ash") == 1),
        ),
        (
            "Exactly one guest sat further left than the lady in red, and two farther to the right.",
            Box::new(|w| w.at("red") == 1),
        ),
        // Counts that do not add up to the row contradict each other.
        (
            "Two of the women sat further right than Lady Ash, and two further left.",
            Box::new(|_| false),
        ),
    ]);
}

#[test]
fn guests_said_to_be_different_people_are_no_two_the_same() {
    check(vec![
        (
            "The lady in red, the lady in blue and Lady Ash were three different people.",
            Box::new(|w| w.at("red") != w.at("Ash") && w.at("blue") != w.at("Ash")),
        ),
        (
            "Lady Bell and the lady in green are different people.",
            Box::new(|w| w.at("Bell") != w.at("green")),
        ),
        (
            "Lady Cole and the lady in white were two distinct women.",
            Box::new(|w| w.at("Cole") != w.at("white")),
        ),
    ]);
}

#[test]
fn the_guest_she_had_beside_her_is_placed_from_her() {
    check(vec![
        (
            "Lady Ash had Lady Bell sitting somewhere to the right of her.",
            Box::new(|w| w.at("Bell") > w.at("Ash")),
        ),
        (
            "The lady in red had Lady Cole seated immediately to the left of her.",
            Box::new(|w| w.at("Cole") + 1 == w.at("red")),
        ),
        (
            "Lady Dale had the lady in blue two seats to the right of her.",
            Box::new(|w| w.at("blue") == w.at("Dale") + 2),
        ),
        (
            "Lady Bell had Lady Ash next to her.",
            Box::new(|w| w.at("Bell").abs_diff(w.at("Ash")) == 1),
        ),
    ]);
}

#[test]
fn a_plain_side_she_had_someone_on_is_read_either_way() {
    use riddle::clue::Reading;
    let sentence = "Lady Ash had Lady Bell sitting to the left of her.";
    let immediate = read_worlds(sentence, Reading::Immediate).expect("read");
    assert!(immediate.iter().all(|w| w.at("Bell") + 1 == w.at("Ash")));
    assert_eq!(immediate.len(), 6 * 24);
    let somewhere = read_worlds(sentence, Reading::Somewhere).expect("read");
    assert!(somewhere.iter().all(|w| w.at("Bell") < w.at("Ash")));
    assert_eq!(somewhere.len(), 12 * 24);
}

#[test]
fn the_two_with_all_the_others_between_them_are_at_the_ends() {
    let ends = |a: usize, b: usize| a.min(b) == 0 && a.max(b) == 3;
    check(vec![
        (
            "Between Lady Ash and Lady Bell sat the other two women.",
            Box::new(move |w| ends(w.at("Ash"), w.at("Bell"))),
        ),
        (
            "Between Lady Cole on the far left and the lady in red on the far right sat the other two.",
            Box::new(|w| w.at("Cole") == 0 && w.at("red") == 3),
        ),
        (
            "Between the lady in blue and Lady Dale sat everyone else.",
            Box::new(move |w| ends(w.at("blue"), w.at("Dale"))),
        ),
    ]);
}

#[test]
fn it_after_a_place_of_the_row_is_the_row() {
    check(vec![
        (
            "Lady Ash sat either at the very beginning of the row or at the end of it.",
            Box::new(|w| w.at("Ash") == 0 || w.at("Ash") == 3),
        ),
        (
            "The lady in red sat neither at the left end of the table nor at the right end of it.",
            Box::new(|w| w.at("red") != 0 && w.at("red") != 3),
        ),
    ]);
}

#[test]
fn near_misses_of_paths_and_counts_are_not_read() {
    refused(&[
        // "before" with no direction says no side.
        "You would come to Lady Ash before Lady Bell.",
        // A count not the list's own.
        "Lady Ash, Lady Bell and the lady in red were two different people.",
        // "not different people" says only that some two are one.
        "Lady Ash and the lady in red were not different people.",
        // A choice of guests is no list of different people.
        "Lady Ash or the lady in red were different people.",
        // "at least" is no exact count.
        "At least two of the women sat further right than Lady Ash, and one further left.",
        // A plain side on the other count is not a whole side.
        "Two of the women sat further right than Lady Ash, and one left.",
        // Someone other than the subject after the relation.
        "Lady Ash had Lady Bell sitting to the left of Lady Cole.",
        // Not found: a denial of where, which this frame does not read.
        "Anyone looking for Lady Ash would not have found her at the far left.",
        // "it" with no row said before it.
        "Lady Ash sat at the end of it.",
        // A count of the others that is not the row's less two.
        "Between Lady Ash and Lady Bell sat the other three women.",
        "Between Lady Ash and Lady Bell sat the other one.",
        // Every guest on one side leaves none for the other count.
        "Two of the women sat further right than Lady Ash, and four further left.",
    ]);
}

#[test]
fn the_forms_of_exam_reasoning_puzzles_count_places_from_a_guest() {
    check(vec![
        (
            "Lady Ash sits second to the left of Lady Bell.",
            Box::new(|w| w.at("Ash") + 2 == w.at("Bell")),
        ),
        (
            "Lady Bell sits third to the right of the lady in red.",
            Box::new(|w| w.at("Bell") == w.at("red") + 3),
        ),
        (
            "Lady Cole sits immediate left of Lady Dale.",
            Box::new(|w| w.at("Cole") + 1 == w.at("Dale")),
        ),
        (
            "The lady in blue does not sit immediate right of Lady Ash.",
            Box::new(|w| w.at("blue") != w.at("Ash") + 1),
        ),
        (
            "Lady Dale is an immediate neighbour of Lady Ash.",
            Box::new(|w| w.at("Dale").abs_diff(w.at("Ash")) == 1),
        ),
        (
            "Lady Ash sits at one of the extreme ends of the row.",
            Box::new(|w| w.at("Ash") == 0 || w.at("Ash") == 3),
        ),
        (
            "Lady Bell sat two seats along from Lady Cole.",
            Box::new(|w| w.at("Bell").abs_diff(w.at("Cole")) == 2),
        ),
        (
            "Lady Cole was three places down from the lady in green.",
            Box::new(|w| w.at("Cole").abs_diff(w.at("green")) == 3),
        ),
    ]);
}

#[test]
fn near_misses_of_the_exam_forms_are_refused() {
    refused(&[
        // Second to the left of whom? No guest to count from.
        "Lady Ash sits second to the left.",
        // Seats along, from no one.
        "Lady Bell sat two seats along.",
        // A neighbour, but not said to be the next one: no reading.
        "Lady Cole is an old neighbour of Lady Dale.",
    ]);
}

/// "her" after "to", with her side: the guest mentioned last, on whose side she sits, the next
/// seat over, as "on Lady Bell's left" is.
#[test]
fn to_her_side_is_the_next_seat_on_that_side_of_the_guest_named_before() {
    check(vec![
        (
            "Lady Bell wore green, and Lady Ash sat immediately to her left.",
            Box::new(|w| w.at("Bell") == w.at("green") && w.at("Ash") + 1 == w.at("Bell")),
        ),
        (
            "Lady Cole was in white, and Lady Dale sat directly on her right.",
            Box::new(|w| w.at("Cole") == w.at("white") && w.at("Dale") == w.at("Cole") + 1),
        ),
        (
            "Lady Dale sat immediately to Lady Ash's right.",
            Box::new(|w| w.at("Dale") == w.at("Ash") + 1),
        ),
        (
            "Lady Bell wore red, and Lady Cole did not sit directly to her left.",
            Box::new(|w| w.at("Bell") == w.at("red") && w.at("Cole") + 1 != w.at("Bell")),
        ),
    ]);
}

/// "the woman to Lady Bell's right": the guest in the next seat on that side, as "on Lady
/// Bell's right" says; her "far right" is no side of hers.
#[test]
fn a_guest_to_anothers_side_is_in_the_next_seat() {
    check(vec![
        (
            "The woman to Lady Bell's right wore red.",
            Box::new(|w| w.at("red") == w.at("Bell") + 1),
        ),
        (
            "The lady directly to Lady Cole's left wore blue.",
            Box::new(|w| w.at("blue") + 1 == w.at("Cole")),
        ),
        (
            "The woman to Lady Ash's immediate right did not wear green.",
            Box::new(|w| w.at("Ash") != 3 && w.at("green") != w.at("Ash") + 1),
        ),
    ]);
    refused(&["The woman to Lady Bell's far right wore red."]);
}
