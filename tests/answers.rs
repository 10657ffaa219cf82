//! A riddle's questions answered although its seating is not unique: an answer the same in
//! every seating is determined (exit 5), one that differs is not (exit 4), and a count stopped
//! at `--max` determines nothing.

use std::process::Output;

mod run;

use run::{riddle, text};

/// Four houses; the Brit and her fish are pinned down, the rest is open (24 seatings).
const FISH_PINNED: &str = "\
There are 4 houses.
Each person has a unique nationality: Brit, Dane, Swede, German.
Each person has a unique pet: fish, cat, dog, bird.
The Brit lives in house 2.
The Brit keeps the fish.
The Dane lives next to the Brit.

Who keeps the fish?
";

/// The same without the fish's owner: the question has a different answer in some seatings.
const FISH_OPEN: &str = "\
There are 4 houses.
Each person has a unique nationality: Brit, Dane, Swede, German.
Each person has a unique pet: fish, cat, dog, bird.
The Brit lives in house 2.
The Dane lives next to the Brit.
The German keeps the cat.

Who keeps the fish?
";

/// Five houses, the Brit and her fish pinned down: 576 seatings, more than a count takes
/// before it proves instead.
const FISH_PINNED_5: &str = "\
There are 5 houses.
Each person has a unique nationality: Brit, Dane, Swede, German, Pole.
Each person has a unique pet: fish, cat, dog, bird, horse.
The Brit lives in house 2.
The Brit keeps the fish.

Who keeps the fish?
";

/// Four houses of 144 seatings where the Swede's house is fixed but not who she is.
const HOUSE_PINNED_4: &str = "\
There are 4 houses.
Each person has a unique name: Ann, Bea, Cy, Di.
Each person has a unique nationality: Swede, Dane, Brit, Pole.
The Swede lives in house 3.

Who is the Swede?
";

/// The Swede's house is fixed in every seating, but not who she is by name.
const HOUSE_PINNED: &str = "\
There are 3 houses.
Each person has a unique name: Ann, Bea, Cy.
Each person has a unique nationality: Swede, Dane, Brit.
The Swede lives in house 3.

Who is the Swede?
";

/// Red and yellow may trade places; which of the options holds does not depend on it.
const SHELF: &str = "\
On a shelf, there are five books: a red book, a purple book, a blue book, a black book, and a yellow book. \
The black book is the second from the right. The purple book is to the right of the black book. \
The blue book is the leftmost.
Options:
(A) The purple book is the rightmost
(B) The black book is the leftmost
(C) The blue book is the second from the right
";

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not one JSON object ({e}): {}", text(&out.stdout)))
}

#[test]
fn a_question_answered_alike_by_every_seating_is_determined() {
    let out = riddle(&["solve"], FISH_PINNED.as_bytes());
    assert_eq!(out.status.code(), Some(5), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("More than one seating satisfies every clue."),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "Answer (determined: the same in all 24 seatings):\n  Who keeps the fish?  The Brit (house 2)\n"
        ),
        "{stdout}"
    );
    // The two seatings' answers are not repeated: the one answer stands for all of them.
    assert!(!stdout.contains("Answer of the first"), "{stdout}");

    let out = riddle(&["solve", "--format", "json"], FISH_PINNED.as_bytes());
    assert_eq!(out.status.code(), Some(5));
    let js = json(&out);
    assert_eq!(js["status"], "multiple");
    assert_eq!(js["solutions"].as_array().map(Vec::len), Some(2));
    assert_eq!(
        js["counted"],
        serde_json::json!({"solutions": 24, "capped": false})
    );
    assert_eq!(
        js["answers"],
        serde_json::json!([{"question": "Who keeps the fish?", "who": "The Brit",
            "answer": "The Brit", "seat": 2, "determined": true}])
    );
}

#[test]
fn check_says_the_same_and_counts_it_apart() {
    let out = riddle(&["check"], FISH_PINNED.as_bytes());
    assert_eq!(out.status.code(), Some(5), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("ambiguous: 24 solutions"), "{stdout}");
    assert!(
        stdout.contains(
            "Answer (determined: the same in all 24 solutions):\n  Who keeps the fish?  The Brit (house 2)\n"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains("1 riddle checked: 0 unique, 1 ambiguous (1 with every question determined), 0 contradictory, 0 unreadable"),
        "{stdout}"
    );

    let out = riddle(&["check", "--format", "json"], FISH_PINNED.as_bytes());
    assert_eq!(out.status.code(), Some(5));
    let js = json(&out);
    assert_eq!(js["verdict"], "ambiguous");
    assert_eq!(js["questions"][0]["seat"], 2);
    assert_eq!(js["questions"][0]["determined"], true);
}

#[test]
fn a_question_the_seatings_answer_differently_is_not_determined() {
    let out = riddle(&["solve"], FISH_OPEN.as_bytes());
    assert_eq!(out.status.code(), Some(4), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("(not all of it is determined):\n  Who keeps the fish?  not determined: the seatings differ\n"),
        "{stdout}"
    );
    let out = riddle(&["solve", "--format", "json"], FISH_OPEN.as_bytes());
    assert_eq!(out.status.code(), Some(4));
    let answer = &json(&out)["answers"][0];
    assert_eq!(answer["determined"], false);
    for part in ["who", "answer", "seat"] {
        assert!(answer[part].is_null(), "{part} should be null: {answer}");
    }

    let out = riddle(&["check", "--format", "json"], FISH_OPEN.as_bytes());
    assert_eq!(out.status.code(), Some(4));
    assert_eq!(json(&out)["questions"][0]["determined"], false);
}

#[test]
fn the_place_may_be_determined_when_who_is_there_is_not() {
    let out = riddle(&["solve", "--format", "json"], HOUSE_PINNED.as_bytes());
    assert_eq!(out.status.code(), Some(4), "{}", text(&out.stderr));
    let answer = &json(&out)["answers"][0];
    assert_eq!(answer["seat"], 3, "{answer}");
    assert!(answer["who"].is_null(), "{answer}");
    assert_eq!(answer["determined"], false);
    let out = riddle(&["solve"], HOUSE_PINNED.as_bytes());
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("Who is the Swede?  house 3; who is there differs between seatings"),
        "{stdout}"
    );
}

#[test]
fn a_count_stopped_at_max_is_proven_by_the_solver() {
    // Past the cap, each answer of the first seating is proven: no seating answers otherwise.
    let out = riddle(&["solve", "--max", "5"], FISH_PINNED.as_bytes());
    assert_eq!(out.status.code(), Some(5), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains(
            "Answer (determined: proven the same in every one of more than 5 seatings):\n  \
             Who keeps the fish?  The Brit (house 2)"
        ),
        "{stdout}"
    );
    let out = riddle(
        &["solve", "--max", "5", "--format", "json"],
        FISH_PINNED.as_bytes(),
    );
    let js = json(&out);
    assert_eq!(
        js["counted"],
        serde_json::json!({"solutions": 5, "capped": true})
    );
    assert_eq!(js["answers"][0]["determined"], true);
    assert_eq!(js["answers"][0]["seat"], 2);
}

#[test]
fn past_a_hundred_seatings_that_agree_the_answer_is_proven_instead_of_counted_on() {
    let out = riddle(&["solve", "--format", "json"], FISH_PINNED_5.as_bytes());
    assert_eq!(out.status.code(), Some(5), "{}", text(&out.stderr));
    let js = json(&out);
    assert_eq!(
        js["counted"],
        serde_json::json!({"solutions": 100, "capped": true})
    );
    assert_eq!(js["answers"][0]["determined"], true);
    assert_eq!(js["answers"][0]["seat"], 2);
    // Asked to count no further than 50, it stops there as before.
    let out = riddle(
        &["solve", "--max", "50", "--format", "json"],
        FISH_PINNED_5.as_bytes(),
    );
    assert_eq!(
        json(&out)["counted"],
        serde_json::json!({"solutions": 50, "capped": true})
    );
}

#[test]
fn seatings_that_disagree_early_are_still_counted_to_max() {
    // Who the Swede is differs from the first seatings on: no proof is tried, and all 144 are
    // counted, as `--max` asks.
    let out = riddle(&["solve", "--format", "json"], HOUSE_PINNED_4.as_bytes());
    assert_eq!(out.status.code(), Some(4), "{}", text(&out.stderr));
    let js = json(&out);
    assert_eq!(
        js["counted"],
        serde_json::json!({"solutions": 144, "capped": false})
    );
    assert_eq!(js["answers"][0]["determined"], false);
    assert_eq!(js["answers"][0]["seat"], 3);
}

#[test]
fn a_count_stopped_at_max_with_an_open_question_determines_nothing() {
    let out = riddle(&["solve", "--max", "5"], FISH_OPEN.as_bytes());
    assert_eq!(out.status.code(), Some(4), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("Answer over more than 5 seatings (not all of it is determined"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Who keeps the fish?  not determined"),
        "{stdout}"
    );
}

#[test]
fn a_multiple_choice_answered_alike_by_every_seating_is_determined() {
    let out = riddle(&["solve"], SHELF.as_bytes());
    assert_eq!(out.status.code(), Some(5), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("Answer (determined: the same in all 2 seatings):\n  The choice that holds:  (A) The purple book is the rightmost\n"),
        "{stdout}"
    );
    let out = riddle(&["solve", "--format", "json"], SHELF.as_bytes());
    let choices = json(&out)["choices"].clone();
    assert_eq!(choices[0]["holds"], true);
    assert_eq!(choices[1]["holds"], false);
    assert!(
        choices
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["determined"] == true)
    );
}

#[test]
fn a_choice_that_holds_in_some_seatings_only_is_not_determined() {
    let riddle_text = format!("{SHELF}(D) The red book is the second from the left\n");
    let out = riddle(&["solve"], riddle_text.as_bytes());
    assert_eq!(out.status.code(), Some(4), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("  The choice that holds:  (A) The purple book is the rightmost; not determined (holds in some seatings, not in others): (D) The red book is the second from the left\n"),
        "{stdout}"
    );
    let out = riddle(&["solve", "--format", "json"], riddle_text.as_bytes());
    let choice = json(&out)["choices"][3].clone();
    assert!(choice["holds"].is_null(), "{choice}");
    assert_eq!(choice["determined"], false);
}

#[test]
fn a_unique_riddle_answers_as_before_and_determined() {
    let out = riddle(
        &[
            "solve",
            "--format",
            "json",
            "corpus/zebra/zebra-4h-01-fish.txt",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let js = json(&out);
    assert_eq!(js["status"], "unique");
    assert!(js.get("counted").is_none());
    assert_eq!(js["answers"][0]["who"], "The Brit");
    assert_eq!(js["answers"][0]["seat"], 4);
    assert_eq!(js["answers"][0]["determined"], true);
}

#[test]
fn a_question_set_as_a_task_is_asked_and_answered() {
    for task in [
        "Determine who keeps the fish.",
        "Work out who keeps the fish, and show your reasoning.",
        "Find out which person keeps the fish",
    ] {
        let riddle_text = FISH_PINNED.replace("Who keeps the fish?", task);
        let out = riddle(&["solve"], riddle_text.as_bytes());
        assert_eq!(out.status.code(), Some(5), "{task}: {}", text(&out.stderr));
        let stdout = text(&out.stdout);
        assert!(
            stdout.contains("keeps the fish") && stdout.contains("The Brit (house 2)"),
            "{task}: {stdout}"
        );
    }
}
