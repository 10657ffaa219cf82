//! `riddle grid`'s work per kind of puzzle, in process from the text: the exact count by the
//! search, and one solution by microlp (checked). The puzzles: the 7th Guest cake
//! (`corpus/grid/cake.grid`, 67 cuttings; `cake-corners.grid`, 85,925), Preining's 8 x 6 Talos
//! Principle frame (`talos-preining-8x6-1.grid`, 18,730 tilings), the 8 x 8 frame of 16 pieces
//! (`talos-37-...`, 4,426,636), the fans (`fans.grid`, 1) and every file of `corpus/grid`
//! counted in turn (`all`). `bash bench/grid_z3.sh` times z3 on the same frames beside ours.
//! `cargo bench --bench grid`.

use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use riddle::grid::read;
use riddle::source::Source;

fn load(name: &str) -> Source {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus/grid")
        .join(name);
    Source::new(
        name,
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display())),
    )
}

/// Reads, counts and returns the count: what `riddle grid --count` does for one file.
fn count(source: &Source) -> u64 {
    read(source).expect("a corpus puzzle").compile().count()
}

/// Reads and finds one solution with microlp, checked: the drawing `riddle grid` prints.
fn solve(source: &Source) -> bool {
    let puzzle = read(source).expect("a corpus puzzle");
    let found = puzzle.compile().solve().expect("microlp");
    found.is_some()
}

const EIGHT_BY_EIGHT: &str =
    "talos-37-mporsch-readme-example-w-8-h-8-t-4-j-4-l-1-o-3-z-1-s-1-i-2.grid";

fn kinds(c: &mut Criterion) {
    let mut group = c.benchmark_group("grid");
    for (name, file) in [
        ("cake", "cake.grid"),
        ("cake-corners", "cake-corners.grid"),
        ("sigils-8x6", "talos-preining-8x6-1.grid"),
        ("fans", "fans.grid"),
    ] {
        let source = load(file);
        group.bench_function(format!("{name}/count"), |b| b.iter(|| count(&source)));
        group.bench_function(format!("{name}/solve"), |b| b.iter(|| solve(&source)));
    }
    group.finish();
}

fn large(c: &mut Criterion) {
    let mut group = c.benchmark_group("grid");
    group.sample_size(10);
    let source = load(EIGHT_BY_EIGHT);
    group.bench_function("sigils-8x8/count", |b| b.iter(|| count(&source)));
    group.bench_function("sigils-8x8/solve", |b| b.iter(|| solve(&source)));
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/grid");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("corpus/grid")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".grid"))
        .collect();
    names.sort();
    let all: Vec<Source> = names.iter().map(|n| load(n)).collect();
    group.bench_function("all/count", |b| {
        b.iter(|| all.iter().map(count).sum::<u64>())
    });
    let without: Vec<&Source> = all.iter().filter(|s| s.name != EIGHT_BY_EIGHT).collect();
    group.bench_function("all-but-8x8/count", |b| {
        b.iter(|| without.iter().map(|s| count(s)).sum::<u64>())
    });
    group.finish();
}

criterion_group!(benches, kinds, large);
criterion_main!(benches);
