//! Riddles other people wrote, in words no one here chose: every riddle in
//! `../shared/corpus-dev/novel`, `newuser` and `zebra` must read and solve to its published
//! answer. They live beside the project and are not copied into `corpus/`; where the
//! folder is missing, the test says so and checks nothing.

mod corpus_dev;

use corpus_dev::{folded, riddles};
use riddle::clue::Reading;
use std::path::Path;

use riddle::read::read;
use riddle::riddle::{Riddle, Seating};
use riddle::solve::solve;
use riddle::source::Source;
use riddle::vocabulary::Category;

/// Whether `value` stands in `text` as whole words (so "tea" is not found in "teal").
fn names(text: &str, value: &str) -> bool {
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let wanted: Vec<&str> = value.split(' ').collect();
    words.windows(wanted.len()).any(|w| w == wanted.as_slice())
}

fn category(column: &str) -> Category {
    match column {
        "name" => Category::NAME,
        "color" => Category::COLOR,
        "drink" => Category::DRINK,
        "city" => Category::CITY,
        "heirloom" => Category::HEIRLOOM,
        "pet" => Category::PET,
        other => panic!("a column this reader has no category for: {other}"),
    }
}

/// A riddle of corpus-dev read and solved to its one answer, with its published answer.
struct Solved {
    name: String,
    text: String,
    riddle: Riddle,
    seating: Seating,
    answer: String,
}

fn solved(path: &Path) -> Solved {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).expect("a text file");
    let riddle =
        read(&Source::new(&name, text.clone())).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    let mut seatings = solve(&riddle, Reading::Immediate, 2).expect("solvable");
    assert_eq!(seatings.len(), 1, "{name}: exactly one answer");
    let answer = std::fs::read_to_string(path.with_extension("answer")).expect(".answer");
    Solved {
        name,
        text,
        riddle,
        seating: seatings.remove(0),
        answer,
    }
}

fn check_folder(folder: &str) {
    let Some(paths) = riddles(folder) else {
        return;
    };
    for path in paths {
        let Solved {
            name,
            text,
            riddle,
            seating,
            answer,
        } = solved(&path);
        // "# seat | name | color | ...": which column is which.
        let header = answer
            .lines()
            .rfind(|l| l.starts_with('#') && l.contains('|'))
            .expect("a header naming the columns");
        let columns: Vec<Category> = header
            .trim_start_matches('#')
            .split('|')
            .skip(1)
            .map(|c| category(c.trim()))
            .collect();
        let rows = answer
            .lines()
            .filter(|l| !l.starts_with('#') && l.contains('|'));
        for (seat, row) in rows.enumerate() {
            for (column, want) in columns.iter().zip(row.split('|').skip(1)) {
                let want = folded(want);
                let got = seating
                    .get(*column, seat)
                    .map(|v| folded(riddle.vocabulary.value(*column, v)));
                match got {
                    Some(got) => assert_eq!(got, want, "{name}: seat {}", seat + 1),
                    // A value the riddle never names cannot be known, only that it is unnamed.
                    None => assert!(
                        !names(&text, &want),
                        "{name}: seat {} has no {want:?}",
                        seat + 1
                    ),
                }
            }
        }
    }
}

#[test]
fn riddles_in_other_words_read_and_solve_to_their_answers() {
    check_folder("novel");
}

#[test]
fn a_new_users_riddles_read_and_solve_to_their_answers() {
    check_folder("newuser");
}

/// The zebra family's answers name their columns in their own words ("mom", "flowers", or none
/// at all), so each place is compared by its values: every value we seat there is one the answer
/// gives that place, and every value of the answer the riddle names is seated there.
#[test]
fn zebra_puzzles_read_and_solve_to_their_answers() {
    let Some(paths) = riddles("zebra") else {
        return;
    };
    for path in paths {
        let Solved {
            name,
            text,
            riddle,
            seating,
            answer,
        } = solved(&path);
        let rows = answer
            .lines()
            .filter(|l| !l.starts_with('#') && l.contains('|'));
        for (seat, row) in rows.enumerate() {
            let published: Vec<String> = row.split('|').skip(1).map(folded).collect();
            let seated: Vec<String> = riddle
                .vocabulary
                .categories()
                .filter_map(|c| seating.get(c, seat).map(|v| riddle.vocabulary.value(c, v)))
                .map(folded)
                .collect();
            for value in &seated {
                assert!(
                    published.contains(value),
                    "{name}: {value:?} is not in place {}",
                    seat + 1
                );
            }
            for value in published.iter().filter(|v| names(&text, v)) {
                assert!(
                    seated.contains(value),
                    "{name}: place {} has no {value:?}",
                    seat + 1
                );
            }
        }
    }
}
