//! Riddles other people wrote, kept beside the project in `../shared/corpus-dev` and never
//! copied into `corpus/`, and riddles written in other voices (`tests/voices/`): how each is
//! read and solved, compared with its answer, against a list of those not read yet.
#![allow(dead_code)] // Each test file uses only some of these.

use std::path::{Path, PathBuf};

use riddle::clue::Reading;
use riddle::read::read;
use riddle::riddle::{Riddle, Seating};
use riddle::solve::solve;
use riddle::source::Source;

/// The riddles of one folder of `../shared/corpus-dev`, sorted; `None` (said on stderr) when
/// the folder is not there.
pub fn riddles(folder: &str) -> Option<Vec<PathBuf>> {
    riddles_in(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../shared/corpus-dev")
            .join(folder),
    )
}

/// The riddles (`*.txt`) of a folder, sorted; `None` (said on stderr) when it is not there.
pub fn riddles_in(dir: &Path) -> Option<Vec<PathBuf>> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        eprintln!("{} is not here: no riddle checked", dir.display());
        return None;
    };
    let mut paths: Vec<PathBuf> = entries
        .map(|e| e.expect("readable folder").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "{} has no riddle", dir.display());
    Some(paths)
}

/// A value as the answer tables and the riddles may write it: case and line breaks aside.
pub fn folded(value: &str) -> String {
    value
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// The words of a text or a value, lower case, punctuation aside ("#24" is "24", "Pimm's" is
/// "pimm s"), so that a value and the text that names it are cut alike.
pub fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Whether `value` stands in `text` as whole words (so "tea" is not found in "teal").
pub fn names(text: &str, value: &str) -> bool {
    let wanted = words(value);
    !wanted.is_empty()
        && words(text)
            .windows(wanted.len())
            .any(|w| w == wanted.as_slice())
}

/// What became of one riddle.
pub enum Outcome {
    /// Read, one answer, the published one.
    Right,
    /// Not read, or read to no single answer: no verdict, which is allowed while the riddle
    /// is on its pending list.
    NoVerdict(String),
    /// One answer, not the published one: never allowed.
    Wrong(String),
}

/// How a seating is compared with the `.answer` beside a riddle: `(riddle, seating, text,
/// answer)`, an error saying where they differ.
pub type Compare = fn(&Riddle, &Seating, &str, &str) -> Result<(), String>;

/// A riddle read and solved ("left of" as the very next seat, the convention of the answers),
/// compared with its `.answer` by `compare`.
pub fn outcome(path: &Path, compare: Compare) -> Outcome {
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

/// The files a pending list names: each line `file  why`, `#` lines and blank ones aside.
pub fn listed(list: &str) -> Vec<String> {
    list.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

/// The ratchet: every riddle of `paths` is answered as its `.answer` says, but those whose
/// name (after `prefix`) is `pending`, which get no verdict; none is ever answered wrongly, and a
/// pending riddle that now reads right must leave `list` (the pending file). What is amiss, one
/// line each.
pub fn ratchet(
    paths: &[PathBuf],
    prefix: &str,
    pending: &[String],
    list: &str,
    compare: Compare,
) -> Vec<String> {
    let mut problems = Vec::new();
    for path in paths {
        let file = format!("{prefix}{}", path.file_name().unwrap().to_string_lossy());
        let listed = pending.contains(&file);
        match outcome(path, compare) {
            Outcome::Wrong(why) => problems.push(format!("{file}: a WRONG answer: {why}")),
            Outcome::Right if listed => {
                problems.push(format!("{file} now reads right: take it off {list}"))
            }
            Outcome::NoVerdict(why) if !listed => {
                problems.push(format!("{file}: no longer read right ({why})"))
            }
            _ => {}
        }
    }
    problems
}

/// The answer's table has one row per place (`1 | value | value ...`), its columns named in
/// any words: every value of a row that the riddle names is seated at that place, whatever
/// category the reader filed it under. (A value the riddle never names cannot be known, only
/// that it is unnamed; one the reader spells otherwise than the answer is reported, not
/// passed.)
pub fn by_places(
    riddle: &Riddle,
    seating: &Seating,
    text: &str,
    answer: &str,
) -> Result<(), String> {
    let rows = answer
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()) && l.contains('|'));
    for (seat, row) in rows.enumerate() {
        let seated: Vec<Vec<String>> = riddle
            .vocabulary
            .categories()
            .filter_map(|c| seating.get(c, seat).map(|v| riddle.vocabulary.value(c, v)))
            .map(words)
            .collect();
        for want in row.split('|').skip(1).map(str::trim) {
            if names(text, want) && !seated.contains(&words(want)) {
                return Err(format!("place {} has no {want:?}", seat + 1));
            }
        }
    }
    Ok(())
}
