//! `riddle check`'s report for people: the verdict with both counts, then what explains it.

use comfy_table::{Cell, Table, presets};

use super::describe::describe_clue;
use super::json::flatten;
use super::table::{render_agreed, render_table};
use crate::check::{Possible, Report, Verdict};
use crate::clue::Reading;
use crate::engine::Count;
use crate::riddle::Riddle;
use crate::source::Source;
use crate::vocabulary::Category;

pub fn render_report(source: &Source, riddle: &Riddle, report: &Report) -> String {
    let other = match report.reading {
        Reading::Immediate => ("somewhere", report.somewhere),
        Reading::Somewhere => ("immediately", report.immediate),
    };
    let read = match report.reading {
        Reading::Immediate => "immediately",
        Reading::Somewhere => "somewhere",
    };
    // A verdict that rests on a guessed reading says so.
    let guessed = match riddle.guesses {
        0 => String::new(),
        1 => ", read with 1 guess".to_string(),
        n => format!(", read with {n} guesses"),
    };
    let mut out = format!(
        "{}{guessed}: {} with \"left of\" read {read} (read {}: {})\n",
        report.verdict.name(),
        solutions(report.chosen()),
        other.0,
        solutions(other.1)
    );
    if let Some(difficulty) = report.difficulty {
        out.push_str(&format!(
            "difficulty: {}\n",
            super::explain::render_difficulty(difficulty)
        ));
    }
    match report.verdict {
        Verdict::Unique => {
            if let Some(redundancy) = &report.redundancy {
                if redundancy.each.is_empty() {
                    out.push_str("\nEvery clue is needed: without any one of them the answer is no longer unique.\n");
                } else {
                    out.push_str("\nThe answer stays unique without any one of these clues:\n");
                    out.push_str(&clue_lines(source, riddle, &redundancy.each));
                }
                let stating = riddle
                    .clues
                    .iter()
                    .filter(|c| !matches!(c.kind, crate::clue::ClueKind::Declare { .. }))
                    .count();
                let droppable: Vec<usize> = (0..riddle.clues.len())
                    .filter(|i| {
                        !matches!(riddle.clues[*i].kind, crate::clue::ClueKind::Declare { .. })
                    })
                    .filter(|i| !redundancy.smallest.contains(i))
                    .collect();
                if !droppable.is_empty() {
                    out.push_str(&format!(
                        "\nThe smallest set found that still pins the answer down keeps {} of {} clues; these can all go together:\n",
                        redundancy.smallest.len(),
                        stating
                    ));
                    out.push_str(&clue_lines(source, riddle, &droppable));
                }
            }
        }
        Verdict::Ambiguous => {
            let [first, second, ..] = report.examples.as_slice() else {
                unreachable!("ambiguous means two examples")
            };
            out.push_str("\nTwo of them (* marks where they differ):\n");
            out.push_str(&render_table(riddle, first, Some(second)));
            out.push_str("\n\n");
            out.push_str(&render_table(riddle, second, Some(first)));
            out.push('\n');
            match &report.possible {
                Some(possible) => {
                    out.push_str("\nWhat every solution agrees on (a cell with ? stays open: it is one of the values listed):\n");
                    out.push_str(&agreement_table(riddle, possible));
                    out.push('\n');
                }
                None => out.push_str("\nCounting stopped at the cap, so what every solution agrees on is not known.\n"),
            }
            if let Some(agreement) = &report.agreement {
                out.push('\n');
                out.push_str(&render_agreed(riddle, agreement, "solutions"));
            }
            let distinct = report.answers.len();
            let capped = if report.chosen().capped {
                "at least "
            } else {
                ""
            };
            let plural = if distinct == 1 { "" } else { "s" };
            out.push_str(&format!(
                "\n{capped}{distinct} different answer{plural} for the lock:\n"
            ));
            for (answer, times) in report.answers.iter().take(10) {
                let solutions = if *times == 1 {
                    "solution: "
                } else {
                    "solutions:"
                };
                out.push_str(&format!(
                    "  {times:>4} {solutions} {}\n",
                    answer_words(riddle, answer)
                ));
            }
            if distinct > 10 {
                out.push_str(&format!("  ... and {} more\n", distinct - 10));
            }
        }
        Verdict::Contradictory => {
            out.push_str(&format!(
                "\nThese {} clues cannot all hold together (without any one of them, the others can):\n",
                report.conflict.len()
            ));
            out.push_str(&clue_lines(source, riddle, &report.conflict));
        }
    }
    out
}

fn solutions(count: Count) -> String {
    match (count.solutions, count.capped) {
        (n, true) => format!("at least {n} solutions"),
        (0, false) => "no solution".into(),
        (1, false) => "1 solution".into(),
        (n, false) => format!("{n} solutions"),
    }
}

/// `file:line:column  kind  what it says  "the words"` per clue.
pub fn clue_lines(source: &Source, riddle: &Riddle, clues: &[usize]) -> String {
    let rows: Vec<(String, String)> = clues
        .iter()
        .map(|i| {
            let clue = &riddle.clues[*i];
            let (line, column) = source.line_column(clue.span.start);
            let (_, says) = describe_clue(&clue.kind, &riddle.vocabulary);
            (
                format!("{}:{line}:{column}", source.label()),
                format!("{says}  \"{}\"", flatten(source.slice(clue.span))),
            )
        })
        .collect();
    let width = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    rows.into_iter()
        .map(|(at, says)| format!("  {at:<width$}  {says}\n"))
        .collect()
}

fn agreement_table(riddle: &Riddle, possible: &Possible) -> String {
    let mut table = Table::new();
    table.load_style(presets::ASCII_FULL_CONDENSED);
    let mut header = vec![Cell::new("seat")];
    header.extend((1..=riddle.guests).map(|s| Cell::new(s.to_string())));
    table.set_header(header);
    for (category, seats) in possible {
        let mut row = vec![Cell::new(riddle.vocabulary.key(*category))];
        for values in seats {
            let words: Vec<String> = values
                .iter()
                .map(|v| match v {
                    Some(v) => riddle.vocabulary.value(*category, *v).to_string(),
                    None => format!("(an unnamed {})", riddle.vocabulary.key(*category)),
                })
                .collect();
            row.push(Cell::new(if words.len() == 1 {
                words[0].clone()
            } else {
                format!("? {}", words.join(" / "))
            }));
        }
        table.add_row(row);
    }
    table.to_string()
}

/// "Lady Winslow: Diamond, Doctor Marcolla: War Medal, ..."
pub fn answer_words(riddle: &Riddle, answer: &[Option<u8>]) -> String {
    let has_heirlooms = !riddle.vocabulary.values(Category::HEIRLOOM).is_empty();
    answer
        .iter()
        .enumerate()
        .map(|(guest, what)| {
            let name = riddle.vocabulary.value(Category::NAME, guest as u8);
            let what = match what {
                Some(v) if has_heirlooms => {
                    riddle.vocabulary.value(Category::HEIRLOOM, *v).to_string()
                }
                Some(seat) => format!("seat {}", seat + 1),
                None => "(an unnamed heirloom)".to_string(),
            };
            format!("{name}: {what}")
        })
        .collect::<Vec<_>>()
        .join(", ")
}
