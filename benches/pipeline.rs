//! Parse + solve + prove unique (a second solve that must fail), in process, release build.
//! `cargo bench --bench pipeline`; the corpus benchmark reports time per pass over the whole
//! folder, with throughput in riddles per second.

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use riddle::clue::Reading;
use riddle::read::read;
use riddle::solve::solve;
use riddle::source::Source;

fn corpus(folder: &str) -> Vec<Source> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus")
        .join(folder);
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .map(|d| {
            d.map(|e| e.expect("entry").path())
                .filter(|p| p.extension().is_some_and(|e| e == "txt"))
                .collect()
        })
        .unwrap_or_default();
    paths.sort();
    paths
        .iter()
        .map(|p| {
            Source::new(
                p.display().to_string(),
                std::fs::read_to_string(p).expect("text"),
            )
        })
        .collect()
}

fn solve_unique(source: &Source) -> usize {
    let riddle = read(source).expect("a readable riddle");
    solve(&riddle, Reading::Immediate, 2)
        .expect("solvable")
        .len()
}

fn pipeline(c: &mut Criterion) {
    let game = corpus("game");
    for name in ["seed-000", "seed-004"] {
        let source = game
            .iter()
            .find(|s| s.name.ends_with(&format!("{name}.txt")))
            .expect("seed riddle");
        assert_eq!(solve_unique(source), 1);
        c.bench_function(&format!("parse+solve+prove-unique/{name}"), |b| {
            b.iter(|| solve_unique(black_box(source)))
        });
        c.bench_function(&format!("parse/{name}"), |b| {
            b.iter(|| read(black_box(source)).expect("readable"))
        });
    }
    for folder in ["game", "novel"] {
        let sources: Vec<Source> = corpus(folder)
            .into_iter()
            .filter(|s| read(s).is_ok())
            .collect();
        if sources.is_empty() {
            continue;
        }
        let mut group = c.benchmark_group(format!("corpus/{folder}"));
        group.throughput(Throughput::Elements(sources.len() as u64));
        group.bench_function(
            format!("{} riddles, parse+solve+prove-unique", sources.len()),
            |b| {
                b.iter(|| {
                    sources
                        .iter()
                        .map(|s| solve_unique(black_box(s)))
                        .sum::<usize>()
                })
            },
        );
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(std::time::Duration::from_secs(4));
    targets = pipeline
}
criterion_main!(benches);
