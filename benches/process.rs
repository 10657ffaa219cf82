//! The whole process, as a player runs it: `riddle solve FILE` from start to exit (loading,
//! reading, solving, proving the answer unique, printing), wall time, release build. The same
//! riddles as `benches/solve.rs`. `cargo bench --bench process`; `bench/cpsat.sh` sets these
//! medians beside a Python process running CP-SAT.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};

/// Runs `riddle solve FILE`, which must find the one answer (exit status 0).
fn solve(file: &Path) {
    let status = Command::new(env!("CARGO_BIN_EXE_riddle"))
        .arg("solve")
        .arg(file)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("riddle runs");
    assert!(status.success(), "{}: {status}", file.display());
}

fn benchmarks(c: &mut Criterion) {
    let mut group = c.benchmark_group("process");
    for (id, file) in common::riddles() {
        solve(&file);
        group.bench_function(&id, |b| b.iter(|| solve(&file)));
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(50).measurement_time(Duration::from_secs(4));
    targets = benchmarks
}
criterion_main!(benches);
