//! `riddle explain` and `riddle hint`: a reviewed explanation of every unique corpus riddle,
//! every step of each re-checked by the exhaustive search, the refusal of the others,
//! explanations of generated riddles reaching the generator's seating, and hints that are the
//! first step of the explanation from the facts given.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{GAME, options};
use proptest::prelude::*;
use riddle::clue::Reading;
use riddle::explain::{self, Given, Grid, Origin, Step, check, given};
use riddle::generate::{Style, generate};
use riddle::read::{load, read};
use riddle::render::explain::{Words, render_explanation, render_hint};
use riddle::riddle::Riddle;
use riddle::source::Source;

fn riddle_at(path: &Path) -> (Source, Riddle) {
    let mut source = load(path).expect("corpus files are readable");
    source.name = path
        .strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
        .display()
        .to_string();
    let riddle = read(&source).expect("corpus riddles are read");
    (source, riddle)
}

fn explained(path: &Path) -> String {
    let (source, riddle) = riddle_at(path);
    let explanation = explain::explain(&riddle, Reading::Immediate, &[]).expect("explained");
    let grid = Grid::empty(&riddle);
    let words = Words {
        source: &source,
        riddle: &riddle,
        grid: &grid,
    };
    render_explanation(&words, Reading::Immediate, &explanation)
}

/// The folders of `corpus/` whose riddles each have one answer (`tests/corpus.rs` checks it):
/// each riddle explained in a reviewed snapshot, every step re-checked.
const UNIQUE: &[&str] = &["game", "phrased", "novel", "zebra", "bench", "generated"];

/// The folders of riddles with no one answer, or none that can be read: never explained.
const NOT_UNIQUE: &[&str] = &["ambiguous", "contradictory", "invalid"];

/// The folders of other puzzles than riddles (`riddle grid`, tests/grid.rs).
const NOT_RIDDLES: &[&str] = &["grid"];

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// The riddles of a folder of `corpus/` and its subfolders, sorted; a folder that is missing
/// or holds no riddle fails the test, so that a moved folder is not silently left unchecked.
fn riddles_in(folder: &str) -> Vec<PathBuf> {
    let dir = corpus().join(folder);
    let mut paths: Vec<PathBuf> = walkdir::WalkDir::new(&dir)
        .into_iter()
        .map(|e| e.unwrap_or_else(|e| panic!("{}: {e}", dir.display())))
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no riddle in {}", dir.display());
    paths
}

#[test]
fn every_corpus_folder_is_either_explained_or_refused() {
    let mut folders: Vec<String> = std::fs::read_dir(corpus())
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().unwrap().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    let mut known: Vec<&str> = UNIQUE
        .iter()
        .chain(NOT_UNIQUE)
        .chain(NOT_RIDDLES)
        .copied()
        .collect();
    known.sort();
    assert_eq!(folders, known);
}

#[test]
fn snapshots_of_every_unique_riddle() {
    // The folder names the snapshots, its riddles' paths below it the suffix. A glob fails on
    // a folder with no riddle, and on any snapshot that differs: every folder is compared
    // before the test fails, so that one run shows (and `INSTA_UPDATE=new` writes) them all.
    let failed: Vec<&str> = UNIQUE
        .iter()
        .copied()
        .filter(|folder| {
            std::panic::catch_unwind(|| {
                insta::glob!("../corpus", &format!("{folder}/**/*.txt"), |path| {
                    insta::assert_snapshot!(*folder, explained(path));
                });
            })
            .is_err()
        })
        .collect();
    assert!(failed.is_empty(), "snapshots differ in {failed:?}");
}

#[test]
fn riddles_without_one_answer_are_refused() {
    for folder in ["ambiguous", "contradictory"] {
        for path in riddles_in(folder) {
            let (_, riddle) = riddle_at(&path);
            let refused = explain::explain(&riddle, Reading::Immediate, &[]);
            assert!(
                matches!(refused, Err(explain::ExplainError::NotUnique(_))),
                "{}",
                path.display()
            );
        }
    }
    for path in riddles_in("invalid") {
        let unread = load(&path).map_or(true, |source| read(&source).is_err());
        assert!(unread, "{}", path.display());
    }
    let refusals: Vec<String> = [
        "corpus/ambiguous/game-without-toast.txt",
        "corpus/contradictory/game-two-at-far-left.txt",
    ]
    .iter()
    .map(|path| {
        let (code, out, err) = riddle_cmd(&["explain", path]);
        assert_eq!(out, "", "{path}");
        format!("$ riddle explain {path}\nexit status {code}\n{err}")
    })
    .collect();
    insta::assert_snapshot!("refusals", refusals.join("\n"));
}

/// The grid after each step, the empty one first, re-checking each step on its way.
fn follow(riddle: &Riddle, start: &Grid, steps: &[Step]) -> Vec<Grid> {
    let mut grids = vec![start.clone()];
    for (n, step) in steps.iter().enumerate() {
        let before = grids.last().unwrap();
        assert_eq!(
            check(riddle, Reading::Immediate, before, step),
            Ok(()),
            "step {} fails its check",
            n + 1
        );
        let mut after = before.clone();
        for &(var, seat) in &step.ruled_out {
            assert!(
                after.remove(var, seat, Origin::Step(n)),
                "step {} empties a value",
                n + 1
            );
        }
        assert_ne!(&after, before, "step {} concludes nothing new", n + 1);
        grids.push(after);
    }
    grids
}

#[test]
fn every_step_of_every_unique_corpus_riddle_passes_the_independent_check() {
    for folder in UNIQUE {
        for path in riddles_in(folder) {
            let (_, riddle) = riddle_at(&path);
            let explanation = explain::explain(&riddle, Reading::Immediate, &[])
                .unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
            let grids = follow(&riddle, &Grid::empty(&riddle), &explanation.steps);
            let last = grids.last().unwrap();
            assert_eq!(last.seating(&riddle).as_ref(), Some(&explanation.answer));
        }
    }
}

#[test]
fn the_check_refuses_a_step_its_clues_do_not_prove() {
    let (_, riddle) = riddle_at(&seed_path());
    let explanation = explain::explain(&riddle, Reading::Immediate, &[]).unwrap();
    let grid = Grid::empty(&riddle);
    let first = &explanation.steps[0];
    assert_eq!(check(&riddle, Reading::Immediate, &grid, first), Ok(()));
    // Without its clue, the first step (Countess Contee at the far left) proves nothing.
    let unfounded = Step {
        clues: Vec::new(),
        ..first.clone()
    };
    assert!(check(&riddle, Reading::Immediate, &grid, &unfounded).is_err());
    // Nor does it rule out where the answer puts a value.
    let (var, seat) = first.placed[0];
    let mut wrong = first.clone();
    wrong.ruled_out = vec![(var, seat)];
    assert!(check(&riddle, Reading::Immediate, &grid, &wrong).is_err());
}

#[test]
fn facts_are_read_by_value_word_and_place() {
    let (_, riddle) = riddle_at(&seed_path());
    let grid = Grid::empty(&riddle);
    let facts = given::parse(&riddle, &grid, "Contee=seat 1; green != 2\ncolor:red=5").unwrap();
    let names: Vec<(String, usize, bool)> = facts
        .iter()
        .map(|g| {
            let (category, value) = grid.vars[g.var];
            (
                riddle.vocabulary.value(category, value).to_string(),
                g.seat,
                g.is,
            )
        })
        .collect();
    assert_eq!(
        names,
        [
            ("Countess Contee".to_string(), 0, true),
            ("green".to_string(), 1, false),
            ("red".to_string(), 4, true)
        ]
    );
    for (bad, says) in [
        ("Contee", "expected VALUE=PLACE"),
        ("Contee=seat 6", "no seat of this riddle"),
        ("Contee=house 1", "no seat of this riddle"),
        ("Nobody=1", "no value of this riddle"),
        ("planet:red=1", "no category"),
    ] {
        let error = given::parse(&riddle, &grid, bad).unwrap_err();
        assert!(error.contains(says), "{bad}: {error}");
    }
}

#[test]
fn facts_that_contradict_the_clues_are_refused() {
    let (_, riddle) = riddle_at(&seed_path());
    let grid = Grid::empty(&riddle);
    for facts in ["Contee=2", "Contee=1, Natsiou=1", "Contee!=1"] {
        let given = given::parse(&riddle, &grid, facts).unwrap();
        assert!(
            matches!(
                explain::hint(&riddle, Reading::Immediate, &given),
                Err(explain::ExplainError::Contradicts)
            ),
            "{facts}"
        );
    }
}

/// Every fact of `grid` as the player would give it: each place ruled out.
fn as_given(grid: &Grid) -> Vec<Given> {
    (0..grid.vars.len())
        .flat_map(|var| (0..grid.guests).map(move |seat| (var, seat)))
        .filter(|&(var, seat)| grid.seats[var] & (1 << seat) == 0)
        .map(|(var, seat)| Given {
            var,
            seat,
            is: false,
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// On generated riddles, the explanation from the empty grid reaches exactly the seating
    /// the riddle was made from, and from the facts after any number of its steps, the hint is
    /// the explanation's next step, and so is the first step explained from those facts.
    #[test]
    fn explanations_reach_the_answer_and_hints_are_their_next_steps(
        seed in 0u64..1_000_000,
        guests in 3usize..=6,
        at in 0.0f64..1.0,
    ) {
        let made = generate(&options(Style::Novel, seed, 1, guests, &GAME)).unwrap();
        let riddle = made[0].riddle();
        let explanation = explain::explain(&riddle, Reading::Immediate, &[]).unwrap();
        prop_assert_eq!(&explanation.answer, &made[0].seating);
        let grids = follow(&riddle, &Grid::empty(&riddle), &explanation.steps);
        let reached = grids.last().unwrap().seating(&riddle);
        prop_assert_eq!(reached.as_ref(), Some(&made[0].seating));
        let k = ((explanation.steps.len() as f64) * at) as usize;
        let given = as_given(&grids[k]);
        let hint = explain::hint(&riddle, Reading::Immediate, &given).unwrap();
        let from_there = explain::explain(&riddle, Reading::Immediate, &given).unwrap();
        let next = &explanation.steps[k];
        let hint = hint.expect("a step is left");
        prop_assert_eq!((&hint.clues, &hint.ruled_out, hint.level), (&next.clues, &next.ruled_out, next.level));
        prop_assert_eq!(&from_there.steps[0], &hint);
        prop_assert!(hint.facts.iter().all(|f| f.origins == [Origin::Given]));
    }
}

fn riddle_cmd(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_riddle"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn hint_from_the_command_line() {
    let seed = "corpus/game/seed-000.txt";
    let (code, out, _) = riddle_cmd(&["hint", seed]);
    assert_eq!(code, 0);
    let (source, riddle) = riddle_at(&Path::new(env!("CARGO_MANIFEST_DIR")).join(seed));
    let grid = Grid::empty(&riddle);
    let words = Words {
        source: &source,
        riddle: &riddle,
        grid: &grid,
    };
    let first = explain::hint(&riddle, Reading::Immediate, &[]).unwrap();
    assert_eq!(out, render_hint(&words, first.as_ref()));
    insta::assert_snapshot!(
        "hint_after_contee",
        riddle_cmd(&["hint", "--given", "Contee=1", seed]).1
    );

    let (code, _, err) = riddle_cmd(&["hint", "--given", "Contee=2", seed]);
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains("the facts given contradict the clues"),
        "{err}"
    );
    let (code, _, err) = riddle_cmd(&["hint", "--given", "Contee=seat 9", seed]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("cannot read the facts given"), "{err}");
    let (code, out, _) = riddle_cmd(&["hint", "--format", "json", seed]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["status"], "hint");
    assert_eq!(json["step"]["concludes"][0]["value"], "Countess Contee");
}

fn seed_path() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/game/seed-000.txt")
}

#[test]
fn help_gives_explain_and_hint_their_exit_codes_and_the_facts_format() {
    for (command, needles) in [
        (&[][..], &["explain   0", "hint      0"][..]),
        (
            &["explain"][..],
            &["Exit status:", "3  some riddle has no answer", "case split"][..],
        ),
        (
            &["hint"][..],
            &[
                "Exit status:",
                "3  the facts given contradict",
                "VALUE!=PLACE",
            ][..],
        ),
    ] {
        let (code, help, _) = riddle_cmd(&[command, &["--help"]].concat());
        assert_eq!(code, 0);
        for needle in needles {
            assert!(
                help.contains(needle),
                "{command:?} --help lacks {needle:?}:\n{help}"
            );
        }
    }
}
