//! `riddle explain` in process, release build: every step found and checked by the exhaustive
//! search, from a riddle already parsed. The riddles: the game's seed-000 as `game-5x5` (the
//! issue's bound: under 100 ms), and every riddle of `corpus/bench` under its file name (8x6:
//! under 1 s). `cargo bench --bench explain`.

mod common;

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use riddle::clue::Reading;
use riddle::explain::explain;
use riddle::read::read;
use riddle::source::Source;

fn benchmarks(c: &mut Criterion) {
    let mut group = c.benchmark_group("explain");
    for (id, path) in common::riddles() {
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
        let riddle = read(&Source::new(path.display().to_string(), text)).expect("readable");
        group.bench_function(&id, |b| {
            b.iter(|| {
                explain(black_box(&riddle), Reading::Immediate, &[])
                    .expect("explained")
                    .steps
                    .len()
            })
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(3));
    targets = benchmarks
}
criterion_main!(benches);
