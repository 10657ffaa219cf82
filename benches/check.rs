//! `riddle check` throughput: riddles checked per second over a folder, on all cores, the way
//! the command line does it (both readings of "left of" counted up to 1,000 solutions). Three
//! folders, made fresh in a temporary directory: `novel-5x5-10000`, the 10,000 riddles of
//! `riddle generate --style novel --guests 5 --seed 1 --count 10000` (5 guests x 5
//! categories; `bench/cpsat.sh` times CP-SAT on the same ones), `zebra-8x8-1000`, 1,000 zebra
//! riddles of 8 houses x 8 categories (`riddle generate --style zebra --guests 8 --categories
//! color,nationality,drink,pet,smoke,job,sport,hobby --seed 1 --count 1000`, the scale;
//! CP-SAT is timed on them too), and `game-N`, every game riddle of `corpus/game` relabelled
//! 25 ways (colors and drinks rotated), which keeps each riddle's single answer (N counts them:
//! 1,050 when the corpus had 42 game riddles, 1,225 with 49). `cargo bench --bench check`.

use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::process::Command;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use riddle::check::{Checked, Options, Verdict, check_riddles};
use riddle::clue::Reading;
use riddle::engine::Solver;
use riddle::read::ReadOptions;

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

/// The relabelled game riddles, and how many: the corpus grows.
fn game_folder() -> (PathBuf, usize) {
    let dir = std::env::temp_dir().join("riddle-bench-check-game");
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
    (dir, n)
}

/// `count` riddles generated into a fresh folder `name` by the built binary, exactly as a user
/// would make them with `riddle generate ARGS`.
fn generated_folder(name: &str, args: &[&str], count: usize) -> PathBuf {
    let dir = std::env::temp_dir().join(name);
    let _ = std::fs::remove_dir_all(&dir);
    let status = Command::new(env!("CARGO_BIN_EXE_riddle"))
        .arg("generate")
        .args(args)
        .args(["--count", &count.to_string(), "--out"])
        .arg(&dir)
        .status()
        .expect("riddle generate runs");
    assert!(status.success(), "riddle generate: {status}");
    dir
}

fn throughput(c: &mut Criterion) {
    let options = Options {
        reading: Reading::Immediate,
        max: 1000,
        redundant: false,
        solver: Solver::Search,
        read: ReadOptions::default(),
        difficulty: false,
    };
    let mut group = c.benchmark_group("check");
    group.sample_size(10);
    let novel = ["--style", "novel", "--guests", "5", "--seed", "1"];
    let zebra = [
        "--style",
        "zebra",
        "--guests",
        "8",
        "--categories",
        "color,nationality,drink,pet,smoke,job,sport,hobby",
        "--seed",
        "1",
    ];
    let (game, games) = game_folder();
    let game_id = format!("game-{games}");
    for (id, dir, count) in [
        (
            "novel-5x5-10000",
            generated_folder("riddle-bench-check-novel", &novel, 10_000),
            10_000,
        ),
        (
            "zebra-8x8-1000",
            generated_folder("riddle-bench-check-zebra", &zebra, 1_000),
            1_000,
        ),
        (game_id.as_str(), game, games),
    ] {
        let folder = [dir];
        // Verdicts counted as they come, as `riddle check` keeps them.
        let check = || {
            let mut unique = 0;
            let mut total = 0;
            let riddles = riddle::walk::riddles_of(&folder, false, &|_| {});
            check_riddles(
                riddles,
                &options,
                0,
                || {},
                |checked| {
                    total += 1;
                    if matches!(checked, Checked::Done(_, _, r) if r.verdict == Verdict::Unique) {
                        unique += 1;
                    }
                    ControlFlow::Continue(())
                },
            );
            (unique, total)
        };
        assert_eq!(check(), (count, count), "{id}: every riddle is unique");
        group.throughput(Throughput::Elements(count as u64));
        group.bench_function(id, |b| b.iter(check));
    }
    group.finish();
}

criterion_group!(benches, throughput);
criterion_main!(benches);
