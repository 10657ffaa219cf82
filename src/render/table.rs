//! The seating as a table (seats far left to far right as columns, categories as rows) and
//! the answer: the riddle's questions answered, and each guest with her heirloom (what the
//! game's lock needs) or her place.

use comfy_table::{Cell, Table, presets};

use super::place;
use crate::answer::Agreement;
use crate::clue::Reading;
use crate::grammar::phrases::ends;
use crate::riddle::{Question, Riddle, Seating};
use crate::vocabulary::Category;

/// The seating; with `other`, cells that differ from it are marked with `*`.
pub fn render_table(riddle: &Riddle, seating: &Seating, other: Option<&Seating>) -> String {
    let mut table = Table::new();
    table.load_style(presets::ASCII_FULL_CONDENSED);
    let n = riddle.guests;
    let mut header = vec![Cell::new(riddle.place)];
    let (first, last) = ends(riddle.place);
    header.extend((0..n).map(|s| {
        Cell::new(match s {
            0 => format!("{} ({first})", s + 1),
            _ if s == n - 1 => format!("{} ({last})", s + 1),
            _ => (s + 1).to_string(),
        })
    }));
    table.set_header(header);
    for category in riddle.vocabulary.categories() {
        let mut row = vec![Cell::new(riddle.vocabulary.key(category))];
        for seat in 0..n {
            let value = cell_text(riddle, category, seating.get(category, seat));
            let differs =
                other.is_some_and(|o| o.get(category, seat) != seating.get(category, seat));
            row.push(Cell::new(if differs {
                format!("{value} *")
            } else {
                value
            }));
        }
        table.add_row(row);
    }
    table.to_string()
}

/// Whoever sits in `seat`, as the riddle names people: her name, else her nationality ("The
/// Japanese"), else her place.
pub fn who(riddle: &Riddle, seating: &Seating, seat: usize) -> String {
    if let Some(name) = seating.get(Category::NAME, seat) {
        return riddle.vocabulary.value(Category::NAME, name).to_string();
    }
    match seating.get(Category::NATIONALITY, seat) {
        Some(nationality) => format!(
            "The {}",
            riddle.vocabulary.value(Category::NATIONALITY, nationality)
        ),
        None => format!("The one {}", place::at(riddle.place, [seat])),
    }
}

fn cell_text(riddle: &Riddle, category: Category, value: Option<u8>) -> String {
    match value {
        Some(v) => riddle.vocabulary.value(category, v).to_string(),
        None => format!("(an unnamed {})", riddle.vocabulary.key(category)),
    }
}

/// What answers `question` at `seat`: whoever is there, or her value of the category it asks
/// for ("What does the Norwegian drink?": water).
pub fn what(riddle: &Riddle, seating: &Seating, question: &Question, seat: usize) -> String {
    match question.wants {
        Some(category) => cell_text(riddle, category, seating.get(category, seat)),
        None => who(riddle, seating, seat),
    }
}

/// Each question with whoever holds what it asks about ("Who owns the zebra?  the Japanese
/// (house 5)"); then "Lady Winslow: Diamond" per guest in guest-list order, or her place when
/// the riddle has no heirlooms.
pub fn render_answer(riddle: &Riddle, seating: &Seating, reading: Reading) -> String {
    let names = riddle.vocabulary.values(Category::NAME);
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    let has_heirlooms = !riddle.vocabulary.values(Category::HEIRLOOM).is_empty();
    let mut out = String::new();
    for question in &riddle.questions {
        let holders: Vec<String> = question
            .answer(riddle, seating, reading)
            .into_iter()
            .map(|seat| {
                let place = format!("{} {}", riddle.place, seat + 1);
                // Asked where, the place is the answer.
                if question.asks_place {
                    place
                } else {
                    format!("{} ({place})", what(riddle, seating, question, seat))
                }
            })
            .collect();
        let holders = if holders.is_empty() {
            "no one".to_string()
        } else {
            holders.join(", ")
        };
        out.push_str(&format!("  {}  {holders}\n", question.text));
    }
    let holding: Vec<String> = riddle
        .choices
        .iter()
        .filter(|choice| choice.claim.holds(riddle, seating, reading))
        .map(|choice| format!("{} {}", choice.label, choice.text))
        .collect();
    if !riddle.choices.is_empty() {
        let which = if holding.is_empty() {
            "none of them".to_string()
        } else {
            holding.join("; ")
        };
        out.push_str(&format!("  The choice that holds:  {which}\n"));
    }
    for (index, name) in names.iter().enumerate() {
        let seat = seating
            .seat_of(Category::NAME, index as u8)
            .expect("every guest has a seat");
        let what = if has_heirlooms {
            cell_text(
                riddle,
                Category::HEIRLOOM,
                seating.get(Category::HEIRLOOM, seat),
            )
        } else {
            format!("{} {}", riddle.place, seat + 1)
        };
        out.push_str(&format!("  {name:<width$}  {what}\n"));
    }
    out
}

/// The questions and choices answered over every seating counted, after a header saying
/// whether all of them are determined: "Who owns the fish?  The Brit (house 4)" where every
/// seating agrees, else what they agree on and what differs between them. Nothing when the
/// count stopped at its cap, since then nothing is determined.
pub fn render_agreed(riddle: &Riddle, agreement: &Agreement, seatings: &str) -> String {
    let Some(first) = &agreement.first else {
        return String::new();
    };
    let n = agreement.count.solutions;
    if agreement.count.capped && !agreement.proven {
        return format!(
            "Answer: not determined; counting stopped at {n} {seatings} (--max), and one not \
             seen may answer otherwise.\n"
        );
    }
    // Past the cap, each answer was proven by the solver: no seating answers otherwise.
    let mut out = match (agreement.all_determined(), agreement.count.capped) {
        (true, false) => format!("Answer (determined: the same in all {n} {seatings}):\n"),
        (true, true) => format!(
            "Answer (determined: proven the same in every one of more than {n} {seatings}):\n"
        ),
        (false, false) => {
            format!("Answer over all {n} {seatings} (not all of it is determined):\n")
        }
        (false, true) => format!(
            "Answer over more than {n} {seatings} (not all of it is determined; the rest was \
             proven):\n"
        ),
    };
    let place = riddle.place;
    for (question, held) in riddle.questions.iter().zip(&agreement.questions) {
        let said = match held {
            None => "not determined: the seatings differ".to_string(),
            Some(held) if held.is_empty() => "no one".to_string(),
            Some(held) => held
                .iter()
                .map(|h| {
                    let what = what(riddle, first, question, h.seat);
                    let at = h.seat + 1;
                    match (h.same_seat, h.same_who && h.same_answer) {
                        // Asked where, the place is the answer: who is there may differ.
                        (true, _) if question.asks_place => format!("{place} {at}"),
                        (true, true) => format!("{what} ({place} {at})"),
                        (true, false) => {
                            format!("{place} {at}; who is there differs between seatings")
                        }
                        (false, true) => format!("{what}; the {place} differs between seatings"),
                        (false, false) => "not determined: the seatings differ".to_string(),
                    }
                })
                .collect::<Vec<_>>()
                .join(", "),
        };
        out.push_str(&format!("  {}  {said}\n", question.text));
    }
    if !riddle.choices.is_empty() {
        let labelled = |keep: &dyn Fn(bool, bool) -> bool| -> Vec<String> {
            (riddle.choices.iter().zip(&agreement.choices))
                .filter(|(_, (holds, same))| keep(*holds, *same))
                .map(|(choice, _)| format!("{} {}", choice.label, choice.text))
                .collect()
        };
        let holding = labelled(&|holds, same| holds && same);
        let open = labelled(&|_, same| !same);
        let mut which = if holding.is_empty() {
            "none of them".to_string()
        } else {
            holding.join("; ")
        };
        if !open.is_empty() {
            which.push_str(&format!(
                "; not determined (holds in some seatings, not in others): {}",
                open.join("; ")
            ));
        }
        out.push_str(&format!("  The choice that holds:  {which}\n"));
    }
    out
}
