//! The structure around descriptions and predicates: coordinated guests, relations said of a
//! pair, quantifiers, clefts, negation and pronouns. Each sentence (in words of our own) is read
//! in a riddle of four guests and four colors, and the seatings the reader allows are compared
//! with those a plain statement of its meaning allows, counted over every seating: a reading
//! that says less, or more, or something else, fails.

mod four_guests;

use four_guests::*;

fn end(seat: usize) -> bool {
    seat == 0 || seat == 3
}

#[test]
fn coordinated_subjects_are_each_said_of() {
    check(vec![
        (
            "Both Lady Ash and the lady in red sat further right than Lady Bell.",
            Box::new(|w| w.at("Ash") > w.at("Bell") && w.at("red") > w.at("Bell")),
        ),
        (
            "Lady Cole and the woman in blue each sat at an end.",
            Box::new(|w| end(w.at("Cole")) && end(w.at("blue"))),
        ),
        (
            "Lady Cole and Lady Dale both wore neither red nor white.",
            Box::new(|w| {
                ["Cole", "Dale"]
                    .iter()
                    .all(|n| w.at(n) != w.at("red") && w.at(n) != w.at("white"))
            }),
        ),
        (
            "Lady Bell and the lady in green were seated somewhere to the left of Lady Ash.",
            Box::new(|w| w.at("Bell") < w.at("Ash") && w.at("green") < w.at("Ash")),
        ),
    ]);
}

#[test]
fn a_relation_said_of_a_pair_holds_between_them() {
    check(vec![
        (
            "Lady Ash and the lady in white were two seats apart.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("white")) == 2),
        ),
        (
            "Lady Ash and Lady Dale were separated by exactly one other guest.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("Dale")) == 2),
        ),
        (
            "Lady Bell and the woman in green had two guests between them.",
            Box::new(|w| w.at("Bell").abs_diff(w.at("green")) == 3),
        ),
        (
            "Lady Bell and Lady Cole were not neighbours.",
            Box::new(|w| w.at("Bell").abs_diff(w.at("Cole")) != 1),
        ),
        (
            "The lady in red and Lady Dale are next-door neighbours.",
            Box::new(|w| w.at("red").abs_diff(w.at("Dale")) == 1),
        ),
        (
            "Lady Cole and the woman in blue occupied the two end seats.",
            Box::new(|w| w.at("Cole").abs_diff(w.at("blue")) == 3),
        ),
        (
            "Lady Ash and Lady Bell sat as far apart as the table allowed.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("Bell")) == 3),
        ),
        (
            "Lady Dale and the woman in white live at opposite ends of the row.",
            Box::new(|w| w.at("Dale").abs_diff(w.at("white")) == 3),
        ),
    ]);
}

#[test]
fn a_quantifier_fixes_the_seats_it_counts() {
    check(vec![
        (
            "Nobody sat further right than Lady Ash.",
            Box::new(|w| w.at("Ash") == 3),
        ),
        (
            "No one was seated to the left of the woman in green.",
            Box::new(|w| w.at("green") == 0),
        ),
        (
            "No one sat between Lady Bell and the lady in white.",
            Box::new(|w| w.at("Bell").abs_diff(w.at("white")) == 1),
        ),
        (
            "Only Lady Cole sat next to the lady in red.",
            Box::new(|w| end(w.at("red")) && w.at("Cole").abs_diff(w.at("red")) == 1),
        ),
        (
            "Only the lady in blue sat further left than Lady Dale.",
            Box::new(|w| w.at("blue") == 0 && w.at("Dale") == 1),
        ),
        (
            "Of the four women, Lady Ash alone sat further right than Lady Bell.",
            Box::new(|w| w.at("Ash") == 3 && w.at("Bell") == 2),
        ),
        (
            "No one but Lady Cole sat somewhere to the right of the woman in white.",
            Box::new(|w| w.at("Cole") == 3 && w.at("white") == 2),
        ),
        (
            "Everyone else sat somewhere to the left of Lady Bell.",
            Box::new(|w| w.at("Bell") == 3),
        ),
        (
            "All three of the other guests sat further right than the woman in red.",
            Box::new(|w| w.at("red") == 0),
        ),
        (
            "Exactly two guests sat further left than Lady Dale.",
            Box::new(|w| w.at("Dale") == 2),
        ),
        (
            "One of the women sat further right than the lady in green.",
            Box::new(|w| w.at("green") == 2),
        ),
    ]);
}

/// Quantified sentences whose reading is not one set of seats, or not exact, stay unread.
#[test]
fn a_quantifier_over_an_inexact_relation_is_refused() {
    refused(&[
        // Plain "left of" may mean the next seat only: every other guest there cannot be.
        "Everyone else sat to the left of Lady Bell.",
        "Only Lady Ash sat to the right of Lady Bell.",
        // Denies one seat only, not read as "side by side".
        "No one sat directly between Lady Ash and Lady Bell.",
        // Nobody next to her: no seating.
        "Nobody sat next to Lady Ash.",
        // Four of the other guests, of four guests.
        "All four of the other guests sat further right than Lady Ash.",
        // Every guest is no count of those on one side.
        "Exactly four guests sat further right than Lady Ash.",
        "Only Lady Ash did not sit next to Lady Bell.",
    ]);
}

#[test]
fn a_cleft_says_who_did_it_and_who_did_not() {
    check(vec![
        (
            "It was Lady Ash who wore green.",
            Box::new(|w| w.at("Ash") == w.at("green")),
        ),
        (
            "It wasn't Lady Bell who wore white.",
            Box::new(|w| w.at("Bell") != w.at("white")),
        ),
        (
            "It was not the woman in red who sat at the far left.",
            Box::new(|w| w.at("red") != 0),
        ),
        (
            "It was the lady in blue, not Lady Cole, who sat next to Lady Dale.",
            Box::new(|w| {
                w.at("blue").abs_diff(w.at("Dale")) == 1 && w.at("Cole").abs_diff(w.at("Dale")) != 1
            }),
        ),
        (
            "Lady Dale sat at the far right, and it wasn't Lady Ash who wore red.",
            Box::new(|w| w.at("Dale") == 3 && w.at("Ash") != w.at("red")),
        ),
    ]);
}

#[test]
fn a_clause_may_be_denied_whole() {
    check(vec![
        (
            "Lady Ash wore red, and it is not true that she sat next to Lady Bell.",
            Box::new(|w| w.at("Ash") == w.at("red") && w.at("Ash").abs_diff(w.at("Bell")) != 1),
        ),
        (
            "It is not true that the woman in green sat further right than Lady Cole.",
            Box::new(|w| w.at("green") <= w.at("Cole")),
        ),
    ]);
}

#[test]
fn he_him_his_and_it_refer_back() {
    check(vec![
        (
            "Lady Ash did not wear red, and he did not wear blue either.",
            Box::new(|w| w.at("Ash") != w.at("red") && w.at("Ash") != w.at("blue")),
        ),
        (
            "Lady Bell sat at the far left, and his neighbour wore white.",
            Box::new(|w| w.at("Bell") == 0 && w.at("white") == 1),
        ),
        (
            "Lady Cole wore green, and the woman in red sat next to him.",
            Box::new(|w| w.at("Cole") == w.at("green") && w.at("red").abs_diff(w.at("Cole")) == 1),
        ),
        (
            "The lady in blue sat at the far right, and Lady Dale did not sit beside it.",
            Box::new(|w| w.at("blue") == 3 && w.at("Dale") != 2),
        ),
        (
            "Lady Ash sat at the far left, and his dress was white.",
            Box::new(|w| w.at("Ash") == 0 && w.at("white") == 0),
        ),
    ]);
}

/// A denial of what a sentence brings in, or of more than one thing, stays unread; "it" is
/// never a guest's identity.
#[test]
fn a_denial_of_someone_unnamed_is_refused() {
    refused(&[
        "It was not Lady Ash who sat next to someone in red.",
        "It is not true that Lady Ash sat next to someone.",
        "It is not true that Lady Ash wore red and sat at the far left.",
        "It wasn't Lady Ash who wore red and sat at the far left.",
        "Lady Bell wore red, and it was Lady Ash.",
    ]);
}

#[test]
fn coordinated_objects_are_each_related() {
    check(vec![
        (
            "Lady Ash sat further left than both Lady Bell and the woman in red.",
            Box::new(|w| w.at("Ash") < w.at("Bell") && w.at("Ash") < w.at("red")),
        ),
        (
            "The woman in green sat next to both Lady Cole and Lady Dale.",
            Box::new(|w| {
                w.at("green").abs_diff(w.at("Cole")) == 1
                    && w.at("green").abs_diff(w.at("Dale")) == 1
            }),
        ),
        (
            "Lady Bell sat somewhere to the left of both Lady Ash and the lady in white.",
            Box::new(|w| w.at("Bell") < w.at("Ash") && w.at("Bell") < w.at("white")),
        ),
    ]);
}

/// "not ... both" may deny one of them or each: not read.
#[test]
fn a_denial_of_both_is_refused() {
    refused(&[
        "Lady Ash did not sit next to both Lady Bell and Lady Cole.",
        "Lady Ash was both Lady Bell and Lady Cole.",
    ]);
}

#[test]
fn nor_did_she_denies_and_so_did_she_repeats() {
    check(vec![
        (
            "Lady Ash did not wear red, nor did she sit at the far left.",
            Box::new(|w| w.at("Ash") != w.at("red") && w.at("Ash") != 0),
        ),
        (
            "The woman in blue sat at neither end, and nor did Lady Bell.",
            Box::new(|w| !end(w.at("blue")) && !end(w.at("Bell"))),
        ),
        (
            "Lady Cole sat further right than Lady Dale, and so did the woman in green.",
            Box::new(|w| w.at("Cole") > w.at("Dale") && w.at("green") > w.at("Dale")),
        ),
    ]);
}

/// "nor" after a statement, "so" after a denial, or a pronoun said again of another: unread.
#[test]
fn so_did_she_after_the_wrong_clause_is_refused() {
    refused(&[
        "Lady Ash wore red, and nor did Lady Bell.",
        "Lady Ash did not wear red, and so did Lady Bell.",
        "Lady Ash wore red, and Lady Cole sat next to her, and so did Lady Bell.",
        "Nor did Lady Bell.",
    ]);
}

#[test]
fn a_second_predicate_after_but_is_said_of_the_subject_too() {
    check(vec![
        (
            "Lady Ash sat somewhere to the right of Lady Bell but somewhere to the left of the \
             lady in red.",
            Box::new(|w| w.at("Bell") < w.at("Ash") && w.at("Ash") < w.at("red")),
        ),
        (
            "Lady Ash sat somewhere to the right of Lady Bell but not at the far right.",
            Box::new(|w| w.at("Bell") < w.at("Ash") && w.at("Ash") != 3),
        ),
        (
            "The lady in green sat at an end, but not next to Lady Cole.",
            Box::new(|w| end(w.at("green")) && w.at("green").abs_diff(w.at("Cole")) != 1),
        ),
    ]);
    // One denial is all that reads after "but not".
    refused(&["Lady Ash sat at an end but not never next to Lady Cole."]);
}

#[test]
fn what_comes_next_along_the_row_is_the_next_seat() {
    check(vec![
        (
            "Lady Ash was immediately followed by the lady in red.",
            Box::new(|w| w.at("Ash") + 1 == w.at("red")),
        ),
        (
            "Lady Ash's seat came right after Lady Bell's.",
            Box::new(|w| w.at("Bell") + 1 == w.at("Ash")),
        ),
    ]);
    // Without a word that says "next", "followed by" may mean anywhere later: not read.
    refused(&["Lady Ash was followed by the lady in red."]);
}

#[test]
fn the_ends_of_the_row_said_with_emphasis() {
    check(vec![
        (
            "Lady Ash sat all the way on the left.",
            Box::new(|w| w.at("Ash") == 0),
        ),
        (
            "The lady in red sat in the very last seat.",
            Box::new(|w| w.at("red") == 3),
        ),
        (
            "Lady Bell sat in the very first chair.",
            Box::new(|w| w.at("Bell") == 0),
        ),
    ]);
}

#[test]
fn the_tellers_framings_state_nothing_more() {
    check(vec![
        (
            "Resplendent in red, Lady Ash sat at the far left.",
            Box::new(|w| w.at("Ash") == w.at("red") && w.at("Ash") == 0),
        ),
        (
            "Dressed in blue, Lady Cole sat next to Lady Dale.",
            Box::new(|w| w.at("Cole") == w.at("blue") && w.at("Cole").abs_diff(w.at("Dale")) == 1),
        ),
        (
            "Red is what Lady Bell wore, believe it or not.",
            Box::new(|w| w.at("Bell") == w.at("red")),
        ),
        (
            "Green was not what Lady Bell wore.",
            Box::new(|w| w.at("Bell") != w.at("green")),
        ),
        (
            "Naturally, the seat directly to the right of Lady Ash's was taken by Lady Bell.",
            Box::new(|w| w.at("Bell") == w.at("Ash") + 1),
        ),
        (
            "Blue was the colour of Lady Cole.",
            Box::new(|w| w.at("Cole") == w.at("blue")),
        ),
        (
            "Lady Dale, as it happens, sat somewhere in the stretch between Lady Ash and Lady Bell.",
            Box::new(|w| {
                let (a, b) = (w.at("Ash"), w.at("Bell"));
                a.min(b) < w.at("Dale") && w.at("Dale") < a.max(b)
            }),
        ),
        (
            "Lady Ash did not have the last seat, but she did sit somewhere to the right of Lady \
             Bell.",
            Box::new(|w| w.at("Ash") != 3 && w.at("Ash") > w.at("Bell")),
        ),
        (
            "Of all the women, Lady Cole sat farthest to the right.",
            Box::new(|w| w.at("Cole") == 3),
        ),
        (
            "You'll find Lady Ash sitting immediately to the left of the woman in green.",
            Box::new(|w| w.at("Ash") + 1 == w.at("green")),
        ),
        (
            "You won't find Lady Ash sitting next to Lady Bell.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("Bell")) != 1),
        ),
        (
            "Lady Bell, who was herself somewhere to the right of Lady Ash, wore white.",
            Box::new(|w| w.at("Bell") > w.at("Ash") && w.at("Bell") == w.at("white")),
        ),
        (
            "The lady in red sat somewhere to the left of Lady Bell, though not next to her.",
            Box::new(|w| w.at("red") < w.at("Bell") && w.at("Bell") - w.at("red") != 1),
        ),
        (
            "Lady Ash sat at the far left, in fact.",
            Box::new(|w| w.at("Ash") == 0),
        ),
        (
            "Green was what Lady Dale wore that evening.",
            Box::new(|w| w.at("Dale") == w.at("green")),
        ),
    ]);
}

/// A framing that would say something else, or deny twice, stays unread.
#[test]
fn framings_that_say_more_are_refused() {
    refused(&[
        // The verb does not fit the value: a color is not drunk.
        "Red is what Lady Ash drank.",
        // Two denials in one cleft.
        "Red was not what Lady Ash didn't wear.",
        // A relation set before the subject may point at whom she is.
        "Next to Lady Bell, Lady Ash wore red.",
        // Nothing said of whom the teller points at.
        "You'll find Lady Ash.",
        // "Of all the women" with no superlative after it.
        "Of all the women, Lady Ash wore red.",
    ]);
}

#[test]
fn guests_listed_in_that_order_stand_in_turn() {
    check(vec![
        (
            "Lady Dale, the lady in blue and Lady Ash sat in that order from left to right.",
            Box::new(|w| w.at("Dale") < w.at("blue") && w.at("blue") < w.at("Ash")),
        ),
        (
            "Lady Cole, Lady Bell and the woman in white were seated in that order, from right \
             to left.",
            Box::new(|w| w.at("Cole") > w.at("Bell") && w.at("Bell") > w.at("white")),
        ),
        (
            "Lady Bell, Lady Ash and the lady in green sat in that order, each immediately to \
             the left of the next.",
            Box::new(|w| w.at("Bell") + 1 == w.at("Ash") && w.at("Ash") + 1 == w.at("green")),
        ),
        // A direction and "beside": each the next seat along.
        (
            "The ladies in green, red and white sat in that order from left to right, each \
             beside the next.",
            Box::new(|w| w.at("green") + 1 == w.at("red") && w.at("red") + 1 == w.at("white")),
        ),
        // "beside" alone: side by side, either way along the row.
        (
            "Lady Ash, Lady Bell and Lady Cole sat in that order, each beside the next one.",
            Box::new(|w| {
                w.at("Ash").abs_diff(w.at("Bell")) == 1 && w.at("Bell").abs_diff(w.at("Cole")) == 1
            }),
        ),
        (
            "Going from left to right, the white, blue and red chairs stand in that order, \
             though not necessarily side by side.",
            Box::new(|w| w.at("white") < w.at("blue") && w.at("blue") < w.at("red")),
        ),
    ]);
    refused(&[
        // No side to start from: the order runs either way.
        "Lady Ash, Lady Bell and Lady Cole sat in that order.",
        // One of them, or all: "or" lists no order.
        "Lady Ash, Lady Bell or Lady Cole sat in that order from left to right.",
        // Side by side and not necessarily so.
        "Lady Ash, Lady Bell and Lady Cole sat in that order, each beside the next, though \
         not necessarily side by side.",
        "From left to right, Lady Ash and Lady Bell sat in that order from right to left.",
    ]);
}

#[test]
fn one_on_each_side_is_between_them() {
    check(vec![
        (
            "Lady Cole had Lady Dale on one side of her and the lady in red on the other.",
            Box::new(|w| {
                w.at("Cole").abs_diff(w.at("Dale")) == 1
                    && w.at("Cole").abs_diff(w.at("red")) == 1
                    && w.at("Dale") != w.at("red")
            }),
        ),
        (
            "Lady Bell sat directly beside the woman in green.",
            Box::new(|w| w.at("Bell").abs_diff(w.at("green")) == 1),
        ),
    ]);
    // The other side unsaid: "on one side" alone says no more than next to her, not read.
    refused(&["Lady Cole had Lady Dale on one side of her and the lady in red."]);
}

#[test]
fn a_pair_with_one_named_again_takes_a_side() {
    check(vec![
        (
            "Lady Ash and the lady in red sat side by side, with Lady Ash on the right.",
            Box::new(|w| w.at("red") + 1 == w.at("Ash")),
        ),
        (
            "Lady Bell and the woman in white were two seats apart, with the woman in white to \
             the left.",
            Box::new(|w| w.at("white") + 2 == w.at("Bell")),
        ),
        (
            "Lady Cole and Lady Dale had one guest between them, Lady Cole being the one \
             further right.",
            Box::new(|w| w.at("Dale") + 2 == w.at("Cole")),
        ),
    ]);
    refused(&[
        // Neither of the two: no side of the pair.
        "Lady Ash and Lady Bell sat side by side, with Lady Cole on the left.",
        // A denial takes no side.
        "Lady Ash and Lady Bell were not neighbours, with Lady Ash on the left.",
    ]);
}

#[test]
fn a_second_subject_takes_the_verb_of_the_clause_before() {
    check(vec![
        (
            "Lady Dale wore green and Lady Ash white.",
            Box::new(|w| w.at("Dale") == w.at("green") && w.at("Ash") == w.at("white")),
        ),
        (
            "Lady Ash sat at the far left, and Lady Bell in the third seat.",
            Box::new(|w| w.at("Ash") == 0 && w.at("Bell") == 2),
        ),
        (
            "Lady Cole sat at one end of the row and the lady in blue at the other.",
            Box::new(|w| w.at("Cole").abs_diff(w.at("blue")) == 3),
        ),
        (
            "Lady Bell had the seat at the far right and Lady Dale the seat next to her.",
            Box::new(|w| w.at("Bell") == 3 && w.at("Dale") == 2),
        ),
    ]);
    refused(&[
        // A denial's verb is not left out: "and Lady Bell white" says nothing read.
        "Lady Ash did not wear green and Lady Bell white.",
        // "the other" end of no end.
        "Lady Ash sat next to Lady Bell and Lady Cole at the other.",
    ]);
}

#[test]
fn her_two_neighbours_sit_one_on_each_side() {
    let between = |w: &World, a: &str, b: &str, c: &str| {
        w.at(a).abs_diff(w.at(b)) == 1 && w.at(a).abs_diff(w.at(c)) == 1 && w.at(b) != w.at(c)
    };
    check(vec![
        (
            "Lady Bell's neighbours were Lady Dale and the woman in white.",
            Box::new(move |w| between(w, "Bell", "Dale", "white")),
        ),
        (
            "Lady Ash and the lady in green are the two next-door neighbors of Lady Cole.",
            Box::new(move |w| between(w, "Cole", "Ash", "green")),
        ),
    ]);
    // One neighbour named of two: not read as both.
    refused(&["Lady Bell's neighbours were Lady Dale."]);
}

/// Forms a new user writes that say no more than the plain clause: a value and then where,
/// with one verb ("wore red beside ..."), a rule's "must" and "shall be", a subject said again
/// by a pronoun, sitting said as perching, and a value without "the" for its holder.
#[test]
fn a_plain_clause_said_otherwise_means_the_same() {
    check(vec![
        (
            "Lady Ash wore red beside Lady Bell.",
            Box::new(|w| w.at("Ash") == w.at("red") && w.at("Ash").abs_diff(w.at("Bell")) == 1),
        ),
        (
            "Lady Ash wore green at the far right.",
            Box::new(|w| w.at("Ash") == w.at("green") && w.at("Ash") == 3),
        ),
        (
            "The lady in red must sit next to Lady Bell.",
            Box::new(|w| w.at("red").abs_diff(w.at("Bell")) == 1),
        ),
        (
            "Lady Cole shall be seated at the far left.",
            Box::new(|w| w.at("Cole") == 0),
        ),
        (
            "Lady Cole will not be at either end.",
            Box::new(|w| !end(w.at("Cole"))),
        ),
        (
            "Lady Dale, she sat directly between Lady Ash and Lady Bell.",
            Box::new(|w| {
                w.at("Dale").abs_diff(w.at("Ash")) == 1 && w.at("Dale").abs_diff(w.at("Bell")) == 1
            }),
        ),
        (
            "The lady in blue she sat at the far right.",
            Box::new(|w| w.at("blue") == 3),
        ),
        (
            "Lady Bell was perched at the far left.",
            Box::new(|w| w.at("Bell") == 0),
        ),
        (
            "Lady Bell perched at one end.",
            Box::new(|w| end(w.at("Bell"))),
        ),
        (
            "Green sat next to Lady Ash.",
            Box::new(|w| w.at("green").abs_diff(w.at("Ash")) == 1),
        ),
        (
            "White is not at either end.",
            Box::new(|w| !end(w.at("white"))),
        ),
        (
            "Oh, and Lady Ash sat next to dear Lady Cole.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("Cole")) == 1),
        ),
        (
            "Please note that Lady Dale sat at the far right, folks.",
            Box::new(|w| w.at("Dale") == 3),
        ),
    ]);
    refused(&[
        // A denial of a value and a place at once may deny either.
        "Lady Ash did not wear red beside Lady Bell.",
        // A pronoun that ends the clause is no subject said again.
        "Lady Ash, she.",
    ]);
}
