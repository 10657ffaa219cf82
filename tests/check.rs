//! `riddle check`: the facts of the game's riddle, the reports for riddles that are ambiguous or
//! contradictory on purpose, and the command line.

use std::path::Path;
use std::process::{Command, Output};

use riddle::check::{Options, Verdict, check};
use riddle::clue::{ClueKind, Guest, Reading, SeatRelation};
use riddle::engine::Solver;
use riddle::explain::explain;
use riddle::read::ReadOptions;
use riddle::read::read;
use riddle::render::{describe_clue, render_report};
use riddle::riddle::Riddle;
use riddle::source::Source;
use riddle::vocabulary::Category;

fn load(relative: &str) -> (Source, Riddle) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(relative);
    let source = Source::new(
        relative,
        std::fs::read_to_string(path).expect("corpus file"),
    );
    let riddle = read(&source).expect("readable");
    (source, riddle)
}

fn options(reading: Reading, redundant: bool) -> Options {
    Options {
        reading,
        max: 1000,
        redundant,
        solver: Solver::Search,
        read: ReadOptions::default(),
        difficulty: false,
    }
}

#[test]
fn game_riddles_have_one_solution_immediately_and_seven_somewhere_with_four_answers() {
    for file in [
        "corpus/game/seed-000.txt",
        "corpus/game/seed-004.txt",
        "corpus/game/game-017-one-line.txt",
    ] {
        let (_, riddle) = load(file);
        let report = check(&riddle, &options(Reading::Immediate, false)).expect("checked");
        assert_eq!(report.verdict, Verdict::Unique, "{file}");
        assert_eq!(
            (report.immediate.solutions, report.immediate.capped),
            (1, false),
            "{file}"
        );
        assert_eq!(
            (report.somewhere.solutions, report.somewhere.capped),
            (7, false),
            "{file}"
        );
        assert_eq!(report.answers.len(), 1, "{file}");

        let report = check(&riddle, &options(Reading::Somewhere, false)).expect("checked");
        assert_eq!(report.verdict, Verdict::Ambiguous, "{file}");
        assert_eq!(
            report.answers.len(),
            4,
            "{file}: distinct name-to-heirloom answers read somewhere"
        );
        assert_eq!(
            report.answers.iter().map(|(_, n)| n).sum::<usize>(),
            7,
            "{file}"
        );
        assert_eq!(report.examples.len(), 2);
        assert_ne!(report.examples[0], report.examples[1]);
    }
}

#[test]
fn the_neighbors_drink_clue_is_redundant_in_the_game() {
    for file in ["corpus/game/seed-000.txt", "corpus/game/seed-004.txt"] {
        let (_, riddle) = load(file);
        let report = check(&riddle, &options(Reading::Immediate, true)).expect("checked");
        let redundancy = report.redundancy.expect("asked for");
        let neighbors_drink = redundancy.each.iter().any(|i| {
            matches!(
                riddle.clues[*i].kind,
                ClueKind::Seats {
                    a: Guest::Value(Category::DRINK, _),
                    relation: SeatRelation::NextTo,
                    b: Guest::Value(Category::CITY, _)
                }
            )
        });
        assert!(
            neighbors_drink,
            "{file}: redundant clues were {:?}",
            redundancy.each
        );
        // The smallest set found still pins the answer down, and no clue of it can go.
        let kept = &redundancy.smallest;
        assert!(kept.len() < riddle.clues.len());
        let mut pinned = riddle.clone();
        pinned.clues.retain(|c| {
            matches!(c.kind, ClueKind::Declare { .. })
                || kept.iter().any(|k| riddle.clues[*k] == *c)
        });
        assert_eq!(
            riddle::search::search(&pinned, Reading::Immediate, 2).len(),
            1,
            "{file}"
        );
    }
}

#[test]
fn a_minimal_conflict_is_found_for_two_guests_at_the_far_left() {
    let (_, riddle) = load("corpus/contradictory/game-two-at-far-left.txt");
    let report = check(&riddle, &options(Reading::Immediate, false)).expect("checked");
    assert_eq!(report.verdict, Verdict::Contradictory);
    assert_eq!(report.immediate.solutions, 0);
    let said: Vec<String> = report
        .conflict
        .iter()
        .map(|i| describe_clue(&riddle.clues[*i].kind, &riddle.vocabulary).1)
        .collect();
    assert_eq!(
        said,
        [
            "name=Lady Winslow in the far-left seat",
            "name=Madam Natsiou in the far-left seat"
        ]
    );
}

#[test]
fn conflicts_are_minimal_and_really_conflict() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/contradictory");
    for entry in std::fs::read_dir(dir).expect("folder") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "txt") {
            continue;
        }
        let relative = format!(
            "corpus/contradictory/{}",
            path.file_name().expect("name").to_string_lossy()
        );
        let (_, riddle) = load(&relative);
        let report = check(&riddle, &options(Reading::Immediate, false)).expect("checked");
        assert_eq!(report.verdict, Verdict::Contradictory, "{relative}");
        let only = |keep: &[usize]| {
            let mut r = riddle.clone();
            r.clues = keep.iter().map(|i| riddle.clues[*i].clone()).collect();
            riddle::search::search(&r, Reading::Immediate, 1).len()
        };
        assert_eq!(
            only(&report.conflict),
            0,
            "{relative}: the conflict set alone has no solution"
        );
        for drop in &report.conflict {
            let rest: Vec<usize> = report
                .conflict
                .iter()
                .copied()
                .filter(|c| c != drop)
                .collect();
            assert_eq!(
                only(&rest),
                1,
                "{relative}: without clue {drop} the rest can hold"
            );
        }
    }
}

#[test]
fn reports() {
    insta::glob!("../corpus", "{ambiguous,contradictory}/*.txt", |path| {
        let relative = path
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .expect("inside")
            .to_string_lossy()
            .into_owned();
        let (source, riddle) = load(&relative);
        // With the difficulty asked for, too: it is measured for unique riddles only, so these
        // reports must not change.
        let options = Options {
            difficulty: true,
            ..options(Reading::Immediate, true)
        };
        let report = check(&riddle, &options).expect("checked");
        assert_eq!(report.difficulty, None, "{relative}");
        insta::assert_snapshot!(render_report(&source, &riddle, &report));
    });
}

#[test]
fn the_ilp_and_the_search_give_the_same_reports() {
    for file in [
        "corpus/ambiguous/game-without-toast.txt",
        "corpus/contradictory/game-two-at-far-left.txt",
        "corpus/game/seed-004.txt",
    ] {
        let (source, riddle) = load(file);
        let text = |solver| {
            let options = Options {
                reading: Reading::Immediate,
                max: 50,
                redundant: true,
                solver,
                read: ReadOptions::default(),
                difficulty: true,
            };
            render_report(
                &source,
                &riddle,
                &check(&riddle, &options).expect("checked"),
            )
        };
        assert_eq!(text(Solver::Ilp), text(Solver::Search), "{file}");
    }
}

#[test]
fn the_difficulty_is_the_explanations_and_only_when_asked() {
    let (_, riddle) = load("corpus/game/seed-004.txt");
    let plain = check(&riddle, &options(Reading::Immediate, false)).expect("checked");
    assert_eq!(plain.difficulty, None);
    let measured = Options {
        difficulty: true,
        ..options(Reading::Immediate, false)
    };
    let report = check(&riddle, &measured).expect("checked");
    let explained = explain(&riddle, Reading::Immediate, &[]).expect("explained");
    assert_eq!(report.difficulty, Some(explained.difficulty()));

    let out = riddle_cli(&["check", "--difficulty", "corpus/game/seed-004.txt"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success()
            && stdout.contains(
                "(read somewhere: 7 solutions)\ndifficulty: 33 steps, hardest step cost 6, no case split\n"
            ),
        "the line right after the verdict: {stdout}"
    );
    let out = riddle_cli(&[
        "check",
        "--difficulty",
        "--format",
        "json",
        "corpus/game/seed-004.txt",
        "corpus/ambiguous/game-without-toast.txt",
    ]);
    let lines = json_lines(&out.stdout);
    assert_eq!(
        lines[0]["difficulty"],
        serde_json::json!({"steps": 33, "hardest": 6, "case_split": false})
    );
    assert_eq!(lines[1]["verdict"], "ambiguous");
    assert!(lines[1].get("difficulty").is_none(), "{}", lines[1]);
    let out = riddle_cli(&["check", "--format", "json", "corpus/game/seed-004.txt"]);
    let line: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON line");
    assert!(line.get("difficulty").is_none(), "not asked for: {line}");
}

/// Standard output of `check --format json`: one object a line.
fn json_lines(stdout: &[u8]) -> Vec<serde_json::Value> {
    String::from_utf8_lossy(stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect()
}

fn riddle_cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_riddle"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .output()
        .expect("the binary runs")
}

#[test]
fn check_json_lines_summary_and_exit_status() {
    let out = riddle_cli(&[
        "check",
        "--format",
        "json",
        "--redundant",
        "corpus/game/seed-000.txt",
        "corpus/ambiguous",
        "corpus/contradictory/game-two-at-far-left.txt",
    ]);
    assert_eq!(
        out.status.code(),
        Some(3),
        "contradictory outranks ambiguous"
    );
    let lines = json_lines(&out.stdout);
    assert_eq!(
        lines.len(),
        7,
        "one line per riddle: the seed, five ambiguous, one contradictory"
    );
    let seed = &lines[0];
    assert_eq!(seed["file"], "corpus/game/seed-000.txt");
    assert_eq!(seed["verdict"], "unique");
    assert_eq!(seed["reading"]["left_of"], "immediate");
    assert_eq!(
        seed["counts"]["immediate"],
        serde_json::json!({"solutions": 1, "capped": false})
    );
    assert_eq!(
        seed["counts"]["somewhere"],
        serde_json::json!({"solutions": 7, "capped": false})
    );
    assert_eq!(seed["answers"], 1);
    assert_eq!(seed["conflict"], serde_json::json!([]));
    let redundant = seed["redundant"].as_array().expect("redundant clues");
    assert!(
        redundant.iter().any(|c| c["text"]
            .as_str()
            .is_some_and(|t| t.contains("spilled her neighbor"))),
        "{redundant:?}"
    );
    assert!(lines[1..6].iter().all(|l| l["verdict"] == "ambiguous"));
    let conflict = &lines[6];
    assert_eq!(conflict["verdict"], "contradictory");
    assert_eq!(conflict["conflict"].as_array().expect("clues").len(), 2);
    assert_eq!(conflict["conflict"][0]["line"], 3);
    let stderr = String::from_utf8(out.stderr).expect("utf-8");
    assert!(
        stderr.contains("7 riddles checked: 1 unique, 5 ambiguous, 1 contradictory, 0 unreadable"),
        "{stderr}"
    );

    let out = riddle_cli(&["check", "corpus/game/seed-004.txt"]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8(out.stdout).expect("utf-8");
    assert!(
        stdout.contains(
            "unique: 1 solution with \"left of\" read immediately (read somewhere: 7 solutions)"
        ),
        "{stdout}"
    );
    assert!(
        stdout
            .ends_with("1 riddle checked: 1 unique, 0 ambiguous, 0 contradictory, 0 unreadable\n"),
        "{stdout}"
    );

    let out = riddle_cli(&[
        "check",
        "corpus/invalid/unknown-guest.txt",
        "corpus/game/seed-004.txt",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8(out.stdout)
            .expect("utf-8")
            .contains("1 unique, 0 ambiguous, 0 contradictory, 1 unreadable")
    );
}
