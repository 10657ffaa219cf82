//! The seating as a table (seats far left to far right as columns, categories as rows) and
//! the answer the lock needs: each guest with her heirloom.

use comfy_table::{Cell, Table, presets};

use crate::riddle::{Riddle, Seating};
use crate::vocabulary::Category;

/// The seating; with `other`, cells that differ from it are marked with `*`.
pub fn render_table(riddle: &Riddle, seating: &Seating, other: Option<&Seating>) -> String {
    let mut table = Table::new();
    table.load_style(presets::ASCII_FULL_CONDENSED);
    let n = riddle.guests;
    let mut header = vec![Cell::new("seat")];
    header.extend((0..n).map(|s| {
        Cell::new(match s {
            0 => format!("{} (far left)", s + 1),
            _ if s == n - 1 => format!("{} (far right)", s + 1),
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

fn cell_text(riddle: &Riddle, category: Category, value: Option<u8>) -> String {
    match value {
        Some(v) => riddle.vocabulary.value(category, v).to_string(),
        None => format!("(an unnamed {})", riddle.vocabulary.key(category)),
    }
}

/// "Lady Winslow: Diamond" per guest in guest-list order; the seat when the riddle has no
/// heirlooms.
pub fn render_answer(riddle: &Riddle, seating: &Seating) -> String {
    let names = riddle.vocabulary.values(Category::NAME);
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    let has_heirlooms = !riddle.vocabulary.values(Category::HEIRLOOM).is_empty();
    let mut out = String::new();
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
            format!("seat {}", seat + 1)
        };
        out.push_str(&format!("  {name:<width$}  {what}\n"));
    }
    out
}
