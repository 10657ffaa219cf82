//! Orders by number: a place's number (counted from 1 at the far left) as a direction, its
//! parity, numbers that differ by so many, places named by number or counted from a side. Each
//! sentence (in words of our own) is read in a riddle of four guests and four colors, and the
//! seatings the reader allows are compared with those a plain statement of its meaning allows,
//! counted over every seating: a reading that says less, or more, or something else, fails.

mod four_guests;

use four_guests::*;

/// A seat's number, counted from 1 at the far left.
fn number(seat: usize) -> usize {
    seat + 1
}

#[test]
fn parity_names_every_odd_or_even_place() {
    check(vec![
        (
            "Lady Ash sat in an odd-numbered seat.",
            Box::new(|w| number(w.at("Ash")) % 2 == 1),
        ),
        (
            "The lady in red sat in an even numbered chair.",
            Box::new(|w| number(w.at("red")).is_multiple_of(2)),
        ),
        (
            "Lady Bell did not sit in an even-numbered seat.",
            Box::new(|w| number(w.at("Bell")) % 2 == 1),
        ),
        (
            "Lady Cole took an even-numbered seat.",
            Box::new(|w| number(w.at("Cole")).is_multiple_of(2)),
        ),
        (
            "Lady Dale's seat has an odd number.",
            Box::new(|w| number(w.at("Dale")) % 2 == 1),
        ),
        (
            "Lady Ash's seat number is even.",
            Box::new(|w| number(w.at("Ash")).is_multiple_of(2)),
        ),
        (
            "The woman in an odd-numbered chair wore blue.",
            Box::new(|w| number(w.at("blue")) % 2 == 1),
        ),
    ]);
}

#[test]
fn a_higher_number_is_further_right_however_far() {
    check(vec![
        (
            "Lady Ash's seat number was greater than Lady Bell's.",
            Box::new(|w| w.at("Ash") > w.at("Bell")),
        ),
        (
            "Lady Ash's seat number was smaller than the lady in red's.",
            Box::new(|w| w.at("Ash") < w.at("red")),
        ),
        (
            "Lady Cole's chair number was higher than Lady Ash's but lower than Lady Dale's.",
            Box::new(|w| w.at("Ash") < w.at("Cole") && w.at("Cole") < w.at("Dale")),
        ),
        (
            "Lady Bell sat in a chair with a higher number than Lady Dale.",
            Box::new(|w| w.at("Bell") > w.at("Dale")),
        ),
        (
            "The woman in green sat in a lower-numbered seat than Lady Cole.",
            Box::new(|w| w.at("green") < w.at("Cole")),
        ),
        (
            "Lady Dale had a lower number than the woman in white.",
            Box::new(|w| w.at("Dale") < w.at("white")),
        ),
        (
            "Lady Bell's seat precedes Lady Cole's.",
            Box::new(|w| w.at("Bell") < w.at("Cole")),
        ),
        (
            "Lady Bell's seat directly precedes the lady in blue's.",
            Box::new(|w| w.at("Bell") + 1 == w.at("blue")),
        ),
    ]);
}

#[test]
fn numbers_that_differ_by_so_many_are_so_many_places_apart() {
    check(vec![
        (
            "Lady Ash's seat number is two more than Lady Dale's.",
            Box::new(|w| w.at("Ash") == w.at("Dale") + 2),
        ),
        (
            "Lady Ash's seat number is one less than the lady in red's.",
            Box::new(|w| w.at("Ash") + 1 == w.at("red")),
        ),
        (
            "Lady Bell's seat number and Lady Cole's differ by three.",
            Box::new(|w| w.at("Bell").abs_diff(w.at("Cole")) == 3),
        ),
        (
            "Lady Bell's and Lady Dale's seat numbers differ by two.",
            Box::new(|w| w.at("Bell").abs_diff(w.at("Dale")) == 2),
        ),
    ]);
}

#[test]
fn places_named_by_number_or_counted_from_a_side() {
    check(vec![
        (
            "Lady Ash took seat 3.",
            Box::new(|w| number(w.at("Ash")) == 3),
        ),
        (
            "Lady Bell has chair number one.",
            Box::new(|w| number(w.at("Bell")) == 1),
        ),
        (
            "Lady Cole occupied the third of the four chairs, counting from the right.",
            Box::new(|w| number(w.at("Cole")) == 2),
        ),
        (
            "Lady Dale sat in the second seat, counting from the left.",
            Box::new(|w| number(w.at("Dale")) == 2),
        ),
        (
            "Seat 4 is Lady Ash's, and chair 1 is the lady in red's.",
            Box::new(|w| number(w.at("Ash")) == 4 && number(w.at("red")) == 1),
        ),
        (
            "Lady Bell's seat came directly after Lady Ash's, counting from the right.",
            Box::new(|w| w.at("Bell") + 1 == w.at("Ash")),
        ),
        (
            "Lady Bell's seat came just before Lady Ash's, counting from the left.",
            Box::new(|w| w.at("Bell") + 1 == w.at("Ash")),
        ),
        (
            "Lady Ash sat in the chair on the far right.",
            Box::new(|w| number(w.at("Ash")) == 4),
        ),
        (
            "The lady in red was at the seat on the far left.",
            Box::new(|w| number(w.at("red")) == 1),
        ),
        (
            "Lady Bell sat at the very beginning of the row.",
            Box::new(|w| number(w.at("Bell")) == 1),
        ),
        (
            "The lady in blue was at the start of the line.",
            Box::new(|w| number(w.at("blue")) == 1),
        ),
        (
            "Lady Cole sat at one of the two ends.",
            Box::new(|w| [1, 4].contains(&number(w.at("Cole")))),
        ),
        (
            "The lady in green sat right at the far right.",
            Box::new(|w| number(w.at("green")) == 4),
        ),
        (
            "Lady Ash sat exactly two seats from Lady Dale.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("Dale")) == 2),
        ),
        (
            "Two seats separate Lady Ash and Lady Bell.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("Bell")) == 3),
        ),
        (
            "Exactly one chair separated the lady in red from Lady Cole.",
            Box::new(|w| w.at("red").abs_diff(w.at("Cole")) == 2),
        ),
        (
            "Of the four, Lady Dale sat furthest right.",
            Box::new(|w| number(w.at("Dale")) == 4),
        ),
        (
            "Lady Bell had nobody on her left.",
            Box::new(|w| number(w.at("Bell")) == 1),
        ),
        (
            "The lady in white had no one to her right.",
            Box::new(|w| number(w.at("white")) == 4),
        ),
    ]);
}

#[test]
fn near_misses_of_numbers_are_refused() {
    refused(&[
        // A count of places that is not the row's.
        "Lady Cole occupied the third of the five chairs, counting from the right.",
        // "bigger" of a guest, not of her number, is her size.
        "Lady Ash was bigger than Lady Bell.",
        // A place named by number alone after a comma starts a clause of its own.
        "Lady Ash sat at the far left, seat 3.",
        // "odd" of a guest is no place.
        "Lady Ash was odd.",
        // The start of a time, not of the row.
        "Lady Ash sat at the beginning of the evening.",
        // A count that is not the guests': whom "Of the five" counts is unknown.
        "Of the five, Lady Dale sat furthest right.",
        // A double denial, which people say meaning either.
        "Lady Ash did not have nobody on her left.",
        "Lady Bell didn't have no one to her right.",
    ]);
}

#[test]
fn further_one_way_than_everyone_else_is_at_that_end() {
    check(vec![
        (
            "Lady Ash sat further left than everyone else.",
            Box::new(|w| w.at("Ash") == 0),
        ),
        (
            "The lady in red sat farther to the right than all the others.",
            Box::new(|w| w.at("red") == 3),
        ),
        (
            "Lady Bell lives higher up than anybody else.",
            Box::new(|w| w.at("Bell") == 3),
        ),
        (
            "Lady Cole lived lower than the rest.",
            Box::new(|w| w.at("Cole") == 0),
        ),
        (
            "Lady Dale did not live below everybody else.",
            Box::new(|w| w.at("Dale") != 0),
        ),
        (
            "The woman in blue finished ahead of everyone else.",
            Box::new(|w| w.at("blue") == 0),
        ),
        (
            "Lady Ash lives higher up than Lady Bell.",
            Box::new(|w| w.at("Ash") > w.at("Bell")),
        ),
    ]);
}

#[test]
fn two_guests_said_to_be_adjacent_sit_side_by_side() {
    check(vec![
        (
            "Lady Ash and the lady in red were adjacent.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("red")) == 1),
        ),
        (
            "Lady Bell and Lady Cole are not adjacent.",
            Box::new(|w| w.at("Bell").abs_diff(w.at("Cole")) != 1),
        ),
    ]);
}

#[test]
fn near_misses_of_everyone_else_are_refused() {
    refused(&[
        // "everyone" without "else" counts her too: no one sits left of herself.
        "Lady Ash sat further left than everyone.",
        // Next to every other guest: not a place in a row of four.
        "Lady Ash sat next to everyone else.",
    ]);
}

/// The British "was sat", "were sat" and "was stood" are "was seated"; "one of the middle
/// seats" of four is one of the two between the ends.
#[test]
fn was_sat_and_the_middle_seats_of_four() {
    check(vec![
        (
            "Lady Ash was sat next to Lady Bell.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("Bell")) == 1),
        ),
        (
            "Lady Cole and Lady Dale were sat together.",
            Box::new(|w| w.at("Cole").abs_diff(w.at("Dale")) == 1),
        ),
        (
            "Lady Bell wasn't sat at the far left.",
            Box::new(|w| w.at("Bell") != 0),
        ),
        (
            "The lady in red was stood at the far right.",
            Box::new(|w| w.at("red") == 3),
        ),
        (
            "Lady Ash sat in one of the middle seats.",
            Box::new(|w| w.at("Ash") == 1 || w.at("Ash") == 2),
        ),
    ]);
    refused(&[
        // "sat" after "did not sit" is no participle.
        "Lady Cole and Lady Dale did not sit sat together.",
    ]);
}

#[test]
fn a_table_of_standings_is_read_from_the_top() {
    check(vec![
        (
            "Lady Ash finished two places above Lady Bell.",
            Box::new(|w| w.at("Ash") + 2 == w.at("Bell")),
        ),
        (
            "Lady Bell finished directly below Lady Cole.",
            Box::new(|w| w.at("Bell") == w.at("Cole") + 1),
        ),
        (
            "Lady Cole finished at the bottom of the table.",
            Box::new(|w| w.at("Cole") == 3),
        ),
        (
            "Lady Dale came top of the league.",
            Box::new(|w| w.at("Dale") == 0),
        ),
        (
            "Lady Dale did not finish at the bottom.",
            Box::new(|w| w.at("Dale") != 3),
        ),
        (
            "The lady in red placed third.",
            Box::new(|w| w.at("red") == 2),
        ),
        (
            "Lady Ash won the championship.",
            Box::new(|w| w.at("Ash") == 0),
        ),
        (
            "Lady Bell was the runner-up.",
            Box::new(|w| w.at("Bell") == 1),
        ),
        (
            "Lady Cole ranked higher than the lady in blue.",
            Box::new(|w| w.at("Cole") < w.at("blue")),
        ),
        (
            "Lady Ash finished one position below Lady Bell.",
            Box::new(|w| w.at("Ash") == w.at("Bell") + 1),
        ),
        (
            "Lady Dale placed three places below Lady Ash.",
            Box::new(|w| w.at("Dale") == w.at("Ash") + 3),
        ),
    ]);
}

#[test]
fn near_misses_of_standings_are_refused() {
    refused(&[
        // A floor above, after finishing: standings have no floors.
        "Lady Ash finished on the floor directly above Lady Bell.",
        // Won what? A game at the table is no place in the order.
        "Lady Ash won the argument.",
        // A runner-up of what is said, but not where she stood.
        "Lady Bell was runner-up to nobody.",
    ]);
}

#[test]
fn a_judges_placing_is_read_from_the_first() {
    check(vec![
        (
            "Lady Ash was placed directly above Lady Bell.",
            Box::new(|w| w.at("Ash") + 1 == w.at("Bell")),
        ),
        (
            "The lady in red was ranked just below Lady Cole.",
            Box::new(|w| w.at("red") == w.at("Cole") + 1),
        ),
        (
            "Lady Dale was placed higher than Lady Ash.",
            Box::new(|w| w.at("Dale") < w.at("Ash")),
        ),
        (
            "Lady Bell was placed somewhere below the lady in blue.",
            Box::new(|w| w.at("Bell") > w.at("blue")),
        ),
        (
            "Lady Cole wasn't placed above Lady Dale.",
            Box::new(|w| w.at("Cole") > w.at("Dale")),
        ),
    ]);
}

#[test]
fn near_misses_of_placings_are_refused() {
    refused(&[
        // Placed on a floor: a building's, whose "above" runs the other way.
        "Lady Ash was placed on the floor directly above Lady Bell.",
        // Placed above in space, by whoever placed her: no placing of a judge's, and no floor.
        "Lady Ash was placed right above Lady Bell's head.",
    ]);
}

#[test]
fn a_queue_runs_from_the_front() {
    check(vec![
        (
            "Lady Ash stood directly behind Lady Bell.",
            Box::new(|w| w.at("Ash") == w.at("Bell") + 1),
        ),
        (
            "The lady in red waited just in front of Lady Cole.",
            Box::new(|w| w.at("red") + 1 == w.at("Cole")),
        ),
        (
            "Lady Dale stood somewhere behind the lady in blue.",
            Box::new(|w| w.at("Dale") > w.at("blue")),
        ),
        (
            "Lady Bell was two places in front of Lady Dale.",
            Box::new(|w| w.at("Bell") + 2 == w.at("Dale")),
        ),
        (
            "Lady Cole was the first of the queue.",
            Box::new(|w| w.at("Cole") == 0),
        ),
        (
            "Lady Ash was second in the queue.",
            Box::new(|w| w.at("Ash") == 1),
        ),
        (
            "Lady Bell stood at the back of the queue.",
            Box::new(|w| w.at("Bell") == 3),
        ),
        (
            "The lady in green sat right at the very front.",
            Box::new(|w| w.at("green") == 0),
        ),
        (
            "Lady Dale sat in the back row.",
            Box::new(|w| w.at("Dale") == 3),
        ),
        ("Lady Ash was the last one.", Box::new(|w| w.at("Ash") == 3)),
        (
            "Lady Cole was not at the back.",
            Box::new(|w| w.at("Cole") != 3),
        ),
    ]);
}

/// Plain "behind" is read as plain "left of" is: the next place, or anywhere further back.
#[test]
fn a_plain_behind_is_read_either_way() {
    use riddle::clue::Reading;
    let sentence = "Lady Bell stood behind Lady Ash.";
    let immediate = read_worlds(sentence, Reading::Immediate).expect("read");
    assert!(immediate.iter().all(|w| w.at("Bell") == w.at("Ash") + 1));
    assert_eq!(immediate.len(), 6 * 24);
    let somewhere = read_worlds(sentence, Reading::Somewhere).expect("read");
    assert!(somewhere.iter().all(|w| w.at("Ash") < w.at("Bell")));
    assert_eq!(somewhere.len(), 12 * 24);
    let sentence = "Lady Bell stood in front of Lady Ash.";
    let somewhere = read_worlds(sentence, Reading::Somewhere).expect("read");
    assert!(somewhere.iter().all(|w| w.at("Bell") < w.at("Ash")));
    assert_eq!(somewhere.len(), 12 * 24);
}

#[test]
fn near_misses_of_queues_are_refused() {
    refused(&[
        // Behind what? Something behind her says nothing of her place.
        "Lady Ash stood behind the curtain.",
        // The back of a room or of a chair is no place in the row.
        "Lady Bell sat at the back of her chair.",
        // The first of whom: a count not the guests'.
        "Lady Cole was the first of the three queues.",
    ]);
}

#[test]
fn floors_said_as_an_aptitude_test_or_a_lift_attendant_says_them() {
    // Floors count from the bottom, as the seats count from the left.
    check(vec![
        (
            "Lady Ash lives on the topmost floor.",
            Box::new(|w| w.at("Ash") == 3),
        ),
        (
            "The lady in red lives on the lowermost floor.",
            Box::new(|w| w.at("red") == 0),
        ),
        (
            "Lady Bell is on the floor above Lady Cole.",
            Box::new(|w| w.at("Bell") == w.at("Cole") + 1),
        ),
        (
            "Lady Dale lives on the floor below the lady in blue.",
            Box::new(|w| w.at("Dale") + 1 == w.at("blue")),
        ),
        (
            "Lady Ash lives on a floor above Lady Bell but below Lady Cole.",
            Box::new(|w| w.at("Bell") < w.at("Ash") && w.at("Ash") < w.at("Cole")),
        ),
        (
            "Lady Cole isn't on an even floor.",
            Box::new(|w| number(w.at("Cole")) % 2 == 1),
        ),
        (
            "Lady Bell is staying two floors above Lady Dale.",
            Box::new(|w| w.at("Bell") == w.at("Dale") + 2),
        ),
        (
            "Lady Dale went all the way up to the top floor.",
            Box::new(|w| w.at("Dale") == 3),
        ),
        (
            "The lady in green got out on the second floor.",
            Box::new(|w| w.at("green") == 1),
        ),
        (
            "Lady Ash got out one floor below Lady Bell.",
            Box::new(|w| w.at("Ash") + 1 == w.at("Bell")),
        ),
    ]);
}

#[test]
fn near_misses_of_floors_reached_are_refused() {
    refused(&[
        // Going to a place that is no floor may be a visit.
        "Lady Ash went to the first seat.",
        // Going up to the floor to do something there: the errand is not read.
        "Lady Ash went to the top floor to see Lady Bell.",
        // Out of the lift somewhere else: what is got out of is no place in the row.
        "Lady Bell got out of the lift next to Lady Cole.",
    ]);
}
