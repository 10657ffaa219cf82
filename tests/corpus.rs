//! The corpus under `corpus/`: a reviewed snapshot of what the tool makes of every file, the
//! known answers, and the grammar rules the corpus exercises.

use std::collections::BTreeSet;
use std::path::Path;

use riddle::answer::Agreement;
use riddle::clue::Reading;
use riddle::read::{read, source_from_bytes};
use riddle::render::{render_clues, render_diagnostic, render_solutions};
use riddle::riddle::Riddle;
use riddle::solve::solve;
use riddle::source::Source;

fn load(path: &Path) -> Result<Source, String> {
    let name = path
        .strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
        .display()
        .to_string();
    let bytes = std::fs::read(path).expect("corpus files are readable");
    source_from_bytes(&name, bytes)
        .map_err(|d| render_diagnostic(&Source::new(name, ""), &d, false))
}

/// Everything a user would be shown for this file, without colour.
fn report(path: &Path) -> String {
    let source = match load(path) {
        Ok(source) => source,
        Err(rendered) => return format!("== errors ==\n{rendered}\n"),
    };
    match read(&source) {
        Err(errors) => {
            let rendered: Vec<String> = errors
                .iter()
                .map(|e| render_diagnostic(&source, e, false))
                .collect();
            format!("== errors ==\n{}\n", rendered.join("\n\n"))
        }
        Ok(riddle) => {
            let mut out = format!("== clues ==\n{}", render_clues(&source, &riddle));
            if !riddle.warnings.is_empty() {
                let rendered: Vec<String> = riddle
                    .warnings
                    .iter()
                    .map(|w| render_diagnostic(&source, w, false))
                    .collect();
                out.push_str(&format!("\n== warnings ==\n{}\n", rendered.join("\n\n")));
            }
            let seatings = solve(&riddle, Reading::Immediate, 2)
                .expect("the solver does not fail on the corpus");
            // As `riddle solve` answers a riddle's questions over all of its seatings.
            let agreement = (seatings.len() > 1 && Agreement::asks(&riddle)).then(|| {
                Agreement::count(&riddle, Reading::Immediate, 1000)
                    .expect("the search does not fail on the corpus")
            });
            out.push_str(&format!(
                "\n== solve ==\n{}",
                render_solutions(&riddle, Reading::Immediate, &seatings, agreement.as_ref())
            ));
            out
        }
    }
}

#[test]
fn snapshots() {
    insta::glob!("../corpus", "**/*.txt", |path| {
        insta::assert_snapshot!(report(path));
    });
}

/// What the first column of an `.answer` may call the places.
const PLACE_COLUMNS: &[&str] = &["seat", "house", "chair", "floor", "position"];

/// The `.answer` beside a riddle: comments, a header naming the columns (`# house | name | ...`),
/// then one row per place.
fn expected_answer(path: &Path) -> Option<(Vec<String>, Vec<Vec<String>>)> {
    let text = std::fs::read_to_string(path.with_extension("answer")).ok()?;
    let lines = text.lines().filter(|l| !l.trim().is_empty());
    let split = |l: &str| {
        l.trim_start_matches('#')
            .split('|')
            .map(|c| c.trim().to_string())
            .collect::<Vec<_>>()
    };
    let header = lines
        .clone()
        .filter(|l| l.starts_with('#'))
        .map(split)
        .find(|cells| PLACE_COLUMNS.contains(&cells[0].as_str()))?;
    let rows = lines.filter(|l| !l.starts_with('#')).map(split).collect();
    Some((header, rows))
}

/// The answers to its questions an `.answer` gives: `# question: TEXT -> 3 (words)` is the
/// place of the answer, `# question: options -> (D) ...` the choice that holds.
fn expected_questions(path: &Path) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(path.with_extension("answer")).unwrap_or_default();
    text.lines()
        .filter_map(|l| l.strip_prefix("# question:"))
        .filter_map(|l| l.rsplit_once("->"))
        .map(|(question, answer)| {
            let first = answer.split_whitespace().next().unwrap_or("");
            (question.trim().to_string(), first.to_string())
        })
        .collect()
}

/// The riddle's key for each column of an `.answer`: the column's own name where the riddle
/// names values of that key, else the one category whose values are the column's (the riddle named it
/// after the words it was listed with: "their son or daughter (Eli, Fay, ...)").
fn keys_of(riddle: &Riddle, columns: &[String], rows: &[Vec<String>], path: &Path) -> Vec<String> {
    columns
        .iter()
        .enumerate()
        .map(|(at, column)| {
            let named = riddle.vocabulary.by_key(column);
            if PLACE_COLUMNS.contains(&column.as_str())
                || named.is_some_and(|c| !riddle.vocabulary.values(c).is_empty())
            {
                return column.clone();
            }
            let mut wanted: Vec<String> = rows.iter().map(|r| r[at].to_lowercase()).collect();
            wanted.sort();
            let matching: Vec<_> = riddle
                .vocabulary
                .categories()
                .filter(|&c| {
                    let mut values: Vec<String> = (riddle.vocabulary.values(c).iter())
                        .map(|v| v.to_lowercase())
                        .collect();
                    values.sort();
                    values == wanted
                })
                .collect();
            match matching[..] {
                [one] => riddle.vocabulary.key(one).to_string(),
                _ => panic!("{}: {column:?} is no column of the riddle", path.display()),
            }
        })
        .collect()
}

fn row(
    riddle: &Riddle,
    seating: &riddle::riddle::Seating,
    seat: usize,
    columns: &[String],
) -> Vec<String> {
    columns
        .iter()
        .map(|column| {
            if PLACE_COLUMNS.contains(&column.as_str()) {
                return (seat + 1).to_string();
            }
            let category = riddle
                .vocabulary
                .by_key(column)
                .unwrap_or_else(|| panic!("{column:?} is no column of the riddle"));
            seating.get(category, seat).map_or("-".to_string(), |v| {
                riddle.vocabulary.value(category, v).to_string()
            })
        })
        .collect()
}

#[test]
fn known_answers_are_found_and_unique() {
    let mut checked = 0;
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut folders: Vec<_> = ["game", "novel", "generated", "phrased", "zebra"]
        .iter()
        .map(|f| corpus.join(f))
        .collect();
    while let Some(dir) = folders.pop() {
        for entry in std::fs::read_dir(&dir).expect("readable folder") {
            let path = entry.expect("readable folder").path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "txt") {
                continue;
            }
            let Some((columns, rows)) = expected_answer(&path) else {
                continue;
            };
            let source = load(&path).expect("answerable riddles are text");
            let riddle =
                read(&source).unwrap_or_else(|e| panic!("{}: not read: {e:?}", path.display()));
            let seatings = solve(&riddle, Reading::Immediate, 2).expect("solvable");
            assert_eq!(
                seatings.len(),
                1,
                "{}: expected exactly one answer",
                path.display()
            );
            // A value seen only at the start of a sentence ("Negus was ...") keeps its capital:
            // which spelling is shown is no part of the answer.
            let lower = |rows: Vec<Vec<String>>| -> Vec<Vec<String>> {
                rows.into_iter()
                    .map(|row| row.into_iter().map(|cell| cell.to_lowercase()).collect())
                    .collect()
            };
            let columns = keys_of(&riddle, &columns, &rows, &path);
            let got: Vec<Vec<String>> = (0..riddle.guests)
                .map(|s| row(&riddle, &seatings[0], s, &columns))
                .collect();
            assert_eq!(lower(got), lower(rows), "{}: wrong answer", path.display());
            for (question, answer) in expected_questions(&path) {
                let seating = &seatings[0];
                if question == "options" {
                    let holding: Vec<&str> = riddle
                        .choices
                        .iter()
                        .filter(|c| c.claim.holds(&riddle, seating, Reading::Immediate))
                        .map(|c| c.label.as_str())
                        .collect();
                    assert_eq!(holding, [answer.as_str()], "{}: options", path.display());
                } else if let Ok(place) = answer.parse::<usize>() {
                    let asked = riddle
                        .questions
                        .iter()
                        .find(|q| q.text == question)
                        .unwrap_or_else(|| panic!("{}: {question:?} not asked", path.display()));
                    assert_eq!(
                        asked.answer(&riddle, seating, Reading::Immediate),
                        [place - 1],
                        "{}: {question}",
                        path.display()
                    );
                }
            }
            checked += 1;
        }
    }
    assert!(
        checked >= 110,
        "only {checked} riddles with answers were checked"
    );
}

/// Rule names documented in `grammar/README.md`: the `rule-name` in each "### `rule-name`"
/// heading.
fn documented_rules() -> BTreeSet<String> {
    let doc =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("grammar/README.md"))
            .expect("grammar/README.md");
    doc.lines()
        .filter_map(|l| l.strip_prefix("### `"))
        .map(|l| l.split('`').next().expect("a closing backtick").to_string())
        .collect()
}

#[test]
fn every_documented_rule_is_exercised_by_the_corpus_and_every_rule_used_is_documented() {
    let mut used = BTreeSet::new();
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut stack = vec![corpus];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("readable corpus") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "txt")
                && let Ok(source) = load(&path)
                && let Ok(document) = parse(&source)
            {
                for sentence in &document.sentences {
                    used.extend(sentence.syntax.rules().into_iter().map(str::to_string));
                }
            }
        }
    }
    let documented = documented_rules();
    let unexercised: Vec<_> = documented.difference(&used).collect();
    let undocumented: Vec<_> = used.difference(&documented).collect();
    assert!(
        unexercised.is_empty(),
        "rules in grammar/README.md that no corpus file uses: {unexercised:?}"
    );
    assert!(
        undocumented.is_empty(),
        "rules the parser used that grammar/README.md does not document: {undocumented:?}"
    );
}

/// The reference facts of the game's riddle: read "somewhere left", each seed riddle has 7
/// full solutions (and exactly 1 read "immediately left", checked with the answers above).
#[test]
fn seed_riddles_have_seven_solutions_read_somewhere() {
    for name in ["seed-000", "seed-004"] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("corpus/game/{name}.txt"));
        let riddle = read(&load(&path).expect("text")).expect("readable");
        let seatings = solve(&riddle, Reading::Somewhere, 20).expect("solvable");
        assert_eq!(seatings.len(), 7, "{name}");
        let distinct: BTreeSet<_> = seatings.iter().map(|s| s.cells.clone()).collect();
        assert_eq!(distinct.len(), 7, "{name}: solutions are distinct");
    }
}

/// The sentences of `source` as the grammar reads them.
fn parse(
    source: &Source,
) -> Result<riddle::grammar::Document, Vec<riddle::diagnostic::Diagnostic>> {
    let cleaned = riddle::text::Cleaned::new(&source.text);
    riddle::grammar::parse(&cleaned, &riddle::text::split_sentences(&cleaned.text))
}
