//! One riddle at a time, in process, release build: `parse` (text to clues), `solve` (parse +
//! propagate + solve + prove unique, as `riddle solve` does), `solve-parsed` (the same from
//! clues already parsed) and `solve-plain` (parse + the plain one-hot program without
//! propagation, what propagation is measured against). The riddles: the game's seed-000 as
//! `game-5x5`, and every riddle of `corpus/bench` under its file name (`novel-8x5` has 8 guests
//! and 5 categories, the name included; `zebra-8x8-1` to `-3` have 8 houses and 8 categories,
//! the scale, whose bound is 1 ms for `solve`), and `refuse` (each riddle with one
//! sentence among its clues that the reader does not know, refused with its message, whose bound
//! is 1 ms). `cargo bench --bench solve`;
//! `bench/cpsat.sh` sets the `solve` medians beside CP-SAT's.

mod common;

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use riddle::clue::Reading;
use riddle::read::read;
use riddle::riddle::Riddle;
use riddle::solve::{SolveError, solve, solve_plain};
use riddle::source::Source;
use riddle::verify::verify;

type Solver = fn(&Riddle, Reading, usize) -> Result<Vec<riddle::riddle::Seating>, SolveError>;

/// Benchmark id and text of every riddle timed.
fn riddles() -> Vec<(String, Source)> {
    common::riddles()
        .into_iter()
        .map(|(id, path)| {
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
            (id, Source::new(path.display().to_string(), text))
        })
        .collect()
}

/// `source` with one sentence among its clues that the reader does not know ("frobnicated"),
/// after the sentence that ends nearest the middle of the text: a riddle to refuse, with its
/// message. Also where the verb is.
fn with_unread_sentence(source: &Source) -> (Source, usize) {
    let text = source.text.trim_end();
    let last = text[..text.len() / 2].rfind(". ").expect("two sentences") + 1;
    let mut text = text.to_string();
    let sentence = " The guest in the middle frobnicated twice.";
    text.insert_str(last, sentence);
    let verb = last + sentence.find("frobnicated").expect("the verb");
    let name = format!("{} (one sentence unread)", source.name);
    (Source::new(name, text), verb)
}

/// Parse, then ask for two seatings: one back proves the answer unique.
fn parse_and_solve(source: &Source, solver: Solver) -> usize {
    let riddle = read(source).expect("a readable riddle");
    solver(&riddle, Reading::Immediate, 2)
        .expect("solvable")
        .len()
}

fn benchmarks(c: &mut Criterion) {
    let sources = riddles();
    for (id, source) in &sources {
        let riddle = read(source).expect("a readable riddle");
        let seatings = solve(&riddle, Reading::Immediate, 2).expect("solvable");
        assert_eq!(seatings.len(), 1, "{id} must have one answer");
        assert!(verify(&riddle, &seatings[0], Reading::Immediate).is_ok());
        assert_eq!(parse_and_solve(source, solve_plain), 1);
    }
    for (group, solver) in [("solve", solve as Solver), ("solve-plain", solve_plain)] {
        let mut group = c.benchmark_group(group);
        for (id, source) in &sources {
            group.bench_function(id, |b| {
                b.iter(|| parse_and_solve(black_box(source), solver))
            });
        }
        group.finish();
    }
    let mut group = c.benchmark_group("solve-parsed");
    for (id, source) in &sources {
        let riddle = read(source).expect("a readable riddle");
        group.bench_function(id, |b| {
            b.iter(|| solve(black_box(&riddle), Reading::Immediate, 2).expect("solvable"))
        });
    }
    group.finish();
    let mut group = c.benchmark_group("refuse");
    for (id, source) in &sources {
        let (unread, verb) = with_unread_sentence(source);
        let refused = read(&unread).expect_err("refused");
        let at = refused.iter().filter_map(|d| d.span).map(|span| span.start);
        assert_eq!(at.collect::<Vec<_>>(), [verb], "{id}: {refused:?}");
        group.bench_function(id, |b| b.iter(|| read(black_box(&unread)).is_err()));
    }
    group.finish();
    let mut group = c.benchmark_group("parse");
    for (id, source) in &sources {
        group.bench_function(id, |b| {
            b.iter(|| read(black_box(source)).expect("readable"))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(40).measurement_time(Duration::from_secs(3));
    targets = benchmarks
}
criterion_main!(benches);
