//! Riddles other people wrote, in words no one here chose: every riddle in
//! `../shared/corpus-dev` must read and solve to its published answer, but those on
//! `tests/corpus_dev/pending.txt`, which must get no verdict;
//! none may get a wrong one. They live beside the project and are not copied into `corpus/`;
//! where the folder is missing, the test says so and checks nothing.

mod corpus_dev;

use corpus_dev::{Compare, folded, listed, names, ratchet, riddles};

use riddle::riddle::{Riddle, Seating};
use riddle::vocabulary::Category;

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

/// Every riddle of the folder is answered as published, but those pending
/// (`tests/corpus_dev/pending.txt`, each line `folder/NN.txt  why`), which get no verdict; none
/// is ever answered wrongly. A pending riddle that now reads must leave the list.
fn check_folder(folder: &str, compare: Compare) {
    let Some(paths) = riddles(folder) else {
        return;
    };
    let pending = listed(include_str!("corpus_dev/pending.txt"));
    let problems = ratchet(
        &paths,
        &format!("{folder}/"),
        &pending,
        "tests/corpus_dev/pending.txt",
        compare,
    );
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
