//! `riddle check` throughput: riddles checked per second over a folder of 1,050 riddles, on all
//! cores, the way the command line does it. The folder is made fresh in a temporary directory:
//! every game riddle of `corpus/game` relabelled 25 ways (colors and drinks rotated), which
//! keeps each riddle's single answer. `cargo bench --bench check`.

use std::path::{Path, PathBuf};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use riddle::check::{Options, Verdict};
use riddle::clue::Reading;
use riddle::engine::Solver;

const COLORS: [&str; 5] = ["red", "white", "purple", "blue", "green"];
const DRINKS: [&str; 5] = ["wine", "beer", "whiskey", "rum", "absinthe"];

/// `text` with every word of `words` replaced by the word `by` places further on.
fn rotate(text: &str, words: &[&str], by: usize) -> String {
    let mut out = text.to_string();
    for (i, word) in words.iter().enumerate() {
        out = out.replace(word, &format!("\u{1}{i}\u{1}"));
    }
    for i in 0..words.len() {
        out = out.replace(&format!("\u{1}{i}\u{1}"), words[(i + by) % words.len()]);
    }
    out
}

fn folder() -> PathBuf {
    let dir = std::env::temp_dir().join("riddle-bench-check");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let game = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/game");
    let mut n = 0;
    for entry in std::fs::read_dir(game).expect("corpus/game") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "txt") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("text");
        for shift in 0..25 {
            let relabelled = rotate(&rotate(&text, &COLORS, shift % 5), &DRINKS, shift / 5);
            std::fs::write(dir.join(format!("riddle-{n:04}.txt")), relabelled).expect("written");
            n += 1;
        }
    }
    dir
}

fn throughput(c: &mut Criterion) {
    let dir = folder();
    let files = riddle::check::expand(&[dir]);
    assert!(files.len() >= 1000, "{} riddles", files.len());
    let options = Options {
        reading: Reading::Immediate,
        max: 1000,
        redundant: false,
        solver: Solver::Search,
    };
    let checked = riddle::check::check_files(&files, &options, || {});
    let unique = checked
        .iter()
        .filter(
            |c| matches!(c, riddle::check::Checked::Done(_, _, r) if r.verdict == Verdict::Unique),
        )
        .count();
    assert_eq!(unique, files.len(), "every relabelled riddle stays unique");

    let mut group = c.benchmark_group("check");
    group.throughput(Throughput::Elements(files.len() as u64));
    group.sample_size(10);
    group.bench_function(format!("{} riddles, all cores", files.len()), |b| {
        b.iter(|| riddle::check::check_files(&files, &options, || {}).len())
    });
    group.finish();
}

criterion_group!(benches, throughput);
criterion_main!(benches);
