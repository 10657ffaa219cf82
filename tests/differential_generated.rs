//! The 0/1 program (with and without propagation) and the search solver agree on generated riddles, under both readings of
//! "left of": unique ones from `riddle generate` (game, novel and zebra) and, for riddles with
//! several solutions, random true clues that are not minimised. `cargo test` tries a few hundred; set `RIDDLE_LONG=1` for
//! the full run of 16,000 generated riddles.

mod common;

use common::*;
use std::collections::BTreeSet;

use riddle::clue::Reading;
use riddle::generate::{Style, generate, unminimised};
use riddle::riddle::{Riddle, Seating};
use riddle::search::search;
use riddle::solve::{solve, solve_plain, solve_splitting};
use riddle::verify::verify;
use riddle::vocabulary::Category;

/// How many riddles of each kind: the long run reaches 16,000 in all.
fn scale(quick: usize, long: usize) -> usize {
    if std::env::var_os("RIDDLE_LONG").is_some() {
        long
    } else {
        quick
    }
}

/// Above this many solutions the 0/1 program is too slow to list them all (each no-good cut
/// slows it down), so beyond it both solvers only have to agree that there are more.
const LISTED: usize = 12;

fn agree(riddle: &Riddle, text: &str) {
    for reading in [Reading::Immediate, Reading::Somewhere] {
        let by_search = search(riddle, reading, LISTED + 1);
        let a: BTreeSet<&Seating> = by_search.iter().collect();
        for (how, by_ilp) in [
            ("solve", solve(riddle, reading, LISTED + 1)),
            ("solve_plain", solve_plain(riddle, reading, LISTED + 1)),
            (
                "split to seatings",
                solve_splitting(riddle, reading, LISTED + 1, 0),
            ),
        ] {
            let by_ilp = by_ilp.unwrap_or_else(|error| panic!("{how} failed: {error}\n{text}"));
            assert_eq!(
                by_search.len(),
                by_ilp.len(),
                "{reading:?}: counts differ between search and {how}\n{text}"
            );
            if by_search.len() <= LISTED {
                let b: BTreeSet<&Seating> = by_ilp.iter().collect();
                assert_eq!(a, b, "{reading:?}: {how} finds different solutions\n{text}");
            }
            for seating in by_search.iter().chain(&by_ilp) {
                assert!(
                    verify(riddle, seating, reading).is_ok(),
                    "{reading:?}: a solution breaks a clue\n{text}"
                );
            }
        }
    }
}

#[test]
fn solvers_agree_on_generated_unique_riddles() {
    let shapes: [(Style, usize, &[Category]); 8] = [
        (Style::Game, 5, &GAME),
        (Style::Zebra, 4, &EINSTEIN),
        (Style::Zebra, 5, &ZEBRA),
        (
            Style::Zebra,
            7,
            &[Category::NATIONALITY, Category::PET, Category::JOB],
        ),
        (Style::Novel, 4, &[Category::COLOR, Category::DRINK]),
        (Style::Novel, 5, &GAME),
        (
            Style::Novel,
            6,
            &[
                Category::CITY,
                Category::HEIRLOOM,
                Category::COLOR,
                Category::PET,
            ],
        ),
        (Style::Novel, 7, &[Category::DRINK, Category::CITY]),
    ];
    for (i, (style, guests, categories)) in shapes.iter().enumerate() {
        for generated in generate(&options(
            *style,
            1000 + i as u64,
            scale(40, 1000),
            *guests,
            categories,
        ))
        .expect("generated")
        {
            agree(&generated.riddle(), &generated.text);
        }
    }
}

#[test]
fn solvers_agree_on_random_true_clues_with_many_solutions() {
    let shapes: [(usize, &[Category]); 4] = [
        (3, &[Category::COLOR]),
        (4, &[Category::COLOR, Category::CITY]),
        (5, &GAME),
        (6, &[Category::DRINK, Category::HEIRLOOM, Category::PET]),
    ];
    for (i, (guests, categories)) in shapes.iter().enumerate() {
        for seed in 0..scale(40, 1250) as u64 {
            let clues = 2 + (seed as usize % (3 * guests));
            let generated = unminimised(
                &options(Style::Novel, seed * 7 + i as u64, 1, *guests, categories),
                clues,
            )
            .expect("valid");
            agree(&generated.riddle(), &generated.text);
        }
    }
}

#[test]
fn solvers_agree_on_random_true_zebra_clues_with_many_solutions() {
    let shapes: [(usize, &[Category]); 3] = [
        (3, &[Category::COLOR, Category::PET]),
        (5, &EINSTEIN),
        (6, &[Category::NATIONALITY, Category::DRINK, Category::JOB]),
    ];
    for (i, (houses, categories)) in shapes.iter().enumerate() {
        for seed in 0..scale(30, 1000) as u64 {
            let clues = 2 + (seed as usize % (3 * houses));
            let generated = unminimised(
                &options(Style::Zebra, seed * 5 + i as u64, 1, *houses, categories),
                clues,
            )
            .expect("valid");
            agree(&generated.riddle(), &generated.text);
        }
    }
}
