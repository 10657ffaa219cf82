//! One riddle at a time, in process, release build: `parse` (text to clues), `solve` (parse +
//! propagate + solve + prove unique, as `riddle solve` does), `solve-parsed` (the same from
//! clues already parsed) and `solve-plain` (parse + the plain one-hot program without
//! propagation, what propagation is measured against), for a game riddle and novel riddles of
//! growing size. `cargo bench --bench solve`; `bench/cpsat.sh`
//! reads the `solve` medians to set them beside CP-SAT's.

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use riddle::clue::Reading;
use riddle::read::read;
use riddle::riddle::Riddle;
use riddle::solve::{SolveError, solve, solve_plain};
use riddle::source::Source;
use riddle::verify::verify;

/// Benchmark id (guests x categories, names included) and file, as `bench/cpsat.py` lists them.
const RIDDLES: [(&str, &str); 2] = [
    ("game-5x5", "corpus/game/seed-000.txt"),
    ("novel-5x5", "corpus/bench/novel-5x5.txt"),
];

type Solver = fn(&Riddle, Reading, usize) -> Result<Vec<riddle::riddle::Seating>, SolveError>;

/// Parse, then ask for two seatings: one back proves the answer unique.
fn parse_and_solve(source: &Source, solver: Solver) -> usize {
    let riddle = read(source).expect("a readable riddle");
    solver(&riddle, Reading::Immediate, 2)
        .expect("solvable")
        .len()
}

fn riddles(c: &mut Criterion) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let sources: Vec<(&str, Source)> = RIDDLES
        .iter()
        .map(|(id, file)| {
            let text = std::fs::read_to_string(root.join(file))
                .unwrap_or_else(|error| panic!("{file}: {error}"));
            (*id, Source::new(file.to_string(), text))
        })
        .collect();
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
            group.bench_function(*id, |b| {
                b.iter(|| parse_and_solve(black_box(source), solver))
            });
        }
        group.finish();
    }
    let mut group = c.benchmark_group("solve-parsed");
    for (id, source) in &sources {
        let riddle = read(source).expect("a readable riddle");
        group.bench_function(*id, |b| {
            b.iter(|| solve(black_box(&riddle), Reading::Immediate, 2).expect("solvable"))
        });
    }
    group.finish();
    let mut group = c.benchmark_group("parse");
    for (id, source) in &sources {
        group.bench_function(*id, |b| {
            b.iter(|| read(black_box(source)).expect("readable"))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(40).measurement_time(Duration::from_secs(3));
    targets = riddles
}
criterion_main!(benches);
