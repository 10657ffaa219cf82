//! Riddles other people wrote, in words no one here chose: every riddle in
//! `../shared/corpus-dev` must read and solve to its published answer, but those on
//! `tests/corpus_dev/pending.txt`, which must get no verdict;
//! none may get a wrong one. They live beside the project and are not copied into `corpus/`;
//! where the folder is missing, the test says so and checks nothing.

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

/// What became of one riddle of corpus-dev.
enum Outcome {
    /// Read, one answer, the published one.
    Right,
    /// Not read, or read to no single answer: no verdict, which is allowed while the riddle
    /// is on the pending list.
    NoVerdict(String),
    /// One answer, not the published one: never allowed.
    Wrong(String),
}

/// A riddle of corpus-dev read and solved, compared with its published answer by `compare`.
fn outcome(
    path: &Path,
    compare: fn(&Riddle, &Seating, &str, &str) -> Result<(), String>,
) -> Outcome {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).expect("a text file");
    let riddle = match read(&Source::new(&name, text.clone())) {
        Ok(riddle) => riddle,
        Err(errors) => {
            let first = errors.first().map_or("", |e| e.message.as_str());
            return Outcome::NoVerdict(format!("not read: {first}"));
        }
    };
    let mut seatings = match solve(&riddle, Reading::Immediate, 2) {
        Ok(seatings) => seatings,
        Err(e) => return Outcome::NoVerdict(format!("not solved: {e:?}")),
    };
    if seatings.len() != 1 {
        return Outcome::NoVerdict(format!("{} answers", seatings.len()));
    }
    let answer = std::fs::read_to_string(path.with_extension("answer")).expect(".answer");
    match compare(&riddle, &seatings.remove(0), &text, &answer) {
        Ok(()) => Outcome::Right,
        Err(why) => Outcome::Wrong(why),
    }
}

/// The riddles of a folder that do not read yet, from `tests/corpus_dev/pending.txt`: each
/// line `folder/NN.txt  why`.
fn pending(folder: &str) -> Vec<String> {
    include_str!("corpus_dev/pending.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .filter_map(|f| f.strip_prefix(&format!("{folder}/")).map(str::to_string))
        .collect()
}

/// Every riddle of the folder is answered as published, but those pending, which get no
/// verdict; none is ever answered wrongly. A pending riddle that now reads must leave the list.
fn check_folder(folder: &str, compare: fn(&Riddle, &Seating, &str, &str) -> Result<(), String>) {
    let Some(paths) = riddles(folder) else {
        return;
    };
    let pending = pending(folder);
    let mut problems = Vec::new();
    for path in paths {
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let listed = pending.contains(&file);
        match outcome(&path, compare) {
            Outcome::Wrong(why) => problems.push(format!("{folder}/{file}: a WRONG answer: {why}")),
            Outcome::Right if listed => problems.push(format!(
                "{folder}/{file} now reads right: take it off tests/corpus_dev/pending.txt"
            )),
            Outcome::NoVerdict(why) if !listed => {
                problems.push(format!("{folder}/{file}: no longer read right ({why})"))
            }
            _ => {}
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The answer's table names its columns: each seat's value in each column is ours.
fn by_columns(riddle: &Riddle, seating: &Seating, text: &str, answer: &str) -> Result<(), String> {
    // "seat | name | color | ...", perhaps after "#": which column is which.
    let header = answer
        .lines()
        .find(|l| l.trim_start_matches(['#', ' ']).starts_with("seat |"))
        .expect("a header naming the columns");
    let columns: Vec<Category> = header
        .trim_start_matches('#')
        .split('|')
        .skip(1)
        .map(|c| category(c.trim()))
        .collect();
    let rows = answer
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()) && l.contains('|'));
    for (seat, row) in rows.enumerate() {
        for (column, want) in columns.iter().zip(row.split('|').skip(1)) {
            let want = folded(want);
            let got = seating
                .get(*column, seat)
                .map(|v| folded(riddle.vocabulary.value(*column, v)));
            match got {
                Some(got) if got != want => {
                    return Err(format!("seat {}: {got:?}, published {want:?}", seat + 1));
                }
                // A value the riddle never names cannot be known, only that it is unnamed.
                None if names(text, &want) => {
                    return Err(format!("seat {} has no {want:?}", seat + 1));
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// The zebra family's answers name their columns in their own words ("mom", "flowers", or none
/// at all), so each place is compared by its values: every value we seat there is one the answer
/// gives that place, and every value of the answer the riddle names is seated there.
fn by_values(riddle: &Riddle, seating: &Seating, text: &str, answer: &str) -> Result<(), String> {
    let seated_at = |seat: usize| -> Vec<String> {
        riddle
            .vocabulary
            .categories()
            .filter_map(|c| seating.get(c, seat).map(|v| riddle.vocabulary.value(c, v)))
            .map(folded)
            .collect()
    };
    // "Baker 3 | Cooper 2 | ...": each value with its place, on one line.
    for line in answer.lines().filter(|l| !l.starts_with('#')) {
        let pairs: Option<Vec<(String, usize)>> = line
            .split('|')
            .map(|cell| {
                let (value, place) = cell.trim().rsplit_once(' ')?;
                Some((folded(value), place.parse().ok()?))
            })
            .collect();
        for (value, place) in pairs.unwrap_or_default() {
            if names(text, &value) && !seated_at(place - 1).contains(&value) {
                return Err(format!("{value:?} is not in place {place}"));
            }
        }
    }
    let rows = answer.lines().filter(|l| {
        !l.starts_with('#') && l.contains('|') && !l.split('|').next().unwrap().contains(' ')
            || l.starts_with("House ")
    });
    for (seat, row) in rows.enumerate() {
        let published: Vec<String> = row.split('|').skip(1).map(folded).collect();
        let seated = seated_at(seat);
        if let Some(value) = seated.iter().find(|v| !published.contains(v)) {
            return Err(format!("{value:?} is not in place {}", seat + 1));
        }
        if let Some(value) = published
            .iter()
            .find(|v| names(text, v) && !seated.contains(v))
        {
            return Err(format!("place {} has no {value:?}", seat + 1));
        }
    }
    Ok(())
}

#[test]
fn riddles_in_other_words_read_and_solve_to_their_answers() {
    check_folder("novel", by_columns);
}

#[test]
fn a_new_users_riddles_read_and_solve_to_their_answers() {
    check_folder("newuser", by_columns);
}

#[test]
fn zebra_puzzles_read_and_solve_to_their_answers() {
    check_folder("zebra", by_values);
}
