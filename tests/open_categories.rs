//! Categories named without their values (`grammar/open.rs`): an opening that names its
//! categories only ("Attributes: shirts, names, ..."), each value first named in a clue,
//! gathered before the clues are read and said in a warning; values never named are anonymous.

use riddle::read::{ReadOptions, read, read_with};
use riddle::source::Source;

fn source(text: &str) -> Source {
    Source::new("open.txt", text.to_string())
}

/// A four-child riddle in the generator's voice, its clues given.
fn opening(categories: &str, clues: &[&str]) -> String {
    let mut text =
        format!("Attributes: {categories}\\\nKids: `Kid 1`, `Kid 2`, `Kid 3`, `Kid 4`\\\nClues:\n");
    for clue in clues {
        text.push_str("- ");
        text.push_str(clue);
        text.push('\n');
    }
    text
}

const CLUES: &[&str] = &[
    "Pia is at one of the ends.",
    "The kid wearing the Orange scarf likes Jazz songs.",
    "Tom likes Folk songs.",
    "The kid wearing the Grey scarf is exactly to the right of Pia.",
    "Tom is at the third position.",
    "The kid who likes Jazz songs is at one of the ends.",
    "Una is exactly to the left of Tom.",
    "Tom is exactly to the left of the kid who likes Jazz songs.",
    "The kid wearing the Grey scarf likes Rock songs.",
];

#[test]
fn values_named_only_in_the_clues_are_gathered_and_said() {
    let text = opening("`scarves`, `names`, `songs`", CLUES);
    let riddle = read(&source(&text)).unwrap_or_else(|e| panic!("not read: {e:?}"));
    let warnings: Vec<&str> = riddle.warnings.iter().map(|w| w.message.as_str()).collect();
    assert!(
        warnings.contains(
            &"the scarves were never listed; read from the clues: Orange, Grey; 2 are never named"
        ),
        "{warnings:?}"
    );
    assert!(
        warnings.contains(
            &"the names were never listed; read from the clues: Pia, Tom, Una; one is never named"
        ),
        "{warnings:?}"
    );
    assert!(
        warnings.contains(&"the songs were never listed; read from the clues: Jazz, Folk, Rock; one is never named"),
        "{warnings:?}"
    );
}

#[test]
fn a_value_never_named_is_null_and_the_rest_unique() {
    let text = opening("`scarves`, `names`, `songs`", CLUES);
    let src = source(&text);
    let riddle = read(&src).unwrap_or_else(|e| panic!("not read: {e:?}"));
    let seatings =
        riddle::solve::solve(&riddle, riddle::clue::Reading::Immediate, 2).expect("solvable");
    assert_eq!(seatings.len(), 1);
}

#[test]
fn more_values_in_the_clues_than_places_is_refused() {
    let mut clues = CLUES.to_vec();
    clues.push("Vic likes Blues songs.");
    clues.push("Wes likes Soul songs.");
    let text = opening("`scarves`, `names`, `songs`", &clues);
    let errors = read(&source(&text)).expect_err("five names for four places");
    assert!(
        errors.iter().any(|e| e
            .message
            .starts_with("the names were never listed, and the clues name 5")),
        "{errors:?}"
    );
}

#[test]
fn the_youngest_of_ages_partly_named_is_whoever_is_not_older() {
    let text = opening(
        "`names`, `ages`",
        &[
            "The 8-year-old kid is at the first position.",
            "The 9-year-old kid is at the second position.",
            "The youngest kid is exactly to the right of Ann.",
            "Ann is at the third position.",
        ],
    );
    let riddle = read(&source(&text)).unwrap_or_else(|e| panic!("not read: {e:?}"));
    assert!(
        riddle
            .warnings
            .iter()
            .any(|w| w.message.starts_with("only some ages are named")),
        "{:?}",
        riddle.warnings
    );
    // Strict: the reading is exact, no guess.
    read_with(&source(&text), ReadOptions { strict: true }).expect("exact, read under --strict");
}

#[test]
fn two_words_ordering_ages_partly_named_are_refused() {
    let text = opening(
        "`names`, `ages`",
        &[
            "The 8-year-old kid is at the first position.",
            "The youngest kid is exactly to the right of Ann.",
            "The oldest kid is exactly to the left of Ann.",
            "Ann is at the third position.",
        ],
    );
    let errors = read(&source(&text)).expect_err("youngest and oldest of ages partly named");
    assert!(
        errors.iter().any(|e| e
            .message
            .starts_with("only some ages are named, and more than one")),
        "{errors:?}"
    );
}

#[test]
fn a_riddle_that_lists_its_values_learns_no_new_one_from_a_clue() {
    // "Jaz" is a slip for "Jazz" in an ordinary riddle: never a fifth song.
    let text = "There are four houses. The songs are Jazz, Folk, Rock and Soul. \
                The person who likes Jaz songs lives in the first house.";
    if let Ok(riddle) = read(&source(text)) {
        let songs: Vec<String> = riddle
            .vocabulary
            .all()
            .filter(|c| riddle.vocabulary.key(*c) == "song")
            .flat_map(|c| riddle.vocabulary.values(c).to_vec())
            .collect();
        assert!(!songs.iter().any(|s| s == "Jaz"), "{songs:?}");
    }
}

#[test]
fn an_attributes_line_without_numbered_places_is_no_opening() {
    // The places must be the noun and its numbers in order.
    let text = "Attributes: `names`, `songs`\\\nKids: `Kid 1`, `Kid 3`\\\nClues:\n- Pia likes Jazz songs.\n";
    assert!(read(&source(text)).is_err());
}
