//! The built binary as users run it: stdout, stderr and exit status.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn riddle(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_riddle"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // The child may exit before reading everything (a usage error): that is not a failure here.
    let _ = child.stdin.take().expect("piped").write_all(stdin);
    child.wait_with_output().expect("the binary finishes")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

const SEED_000: &str = "corpus/game/seed-000.txt";
const SEED_004: &str = "corpus/game/seed-004.txt";

#[test]
fn solves_seed_000_with_the_known_answer() {
    let out = riddle(&["solve", SEED_000], b"");
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("Reading: \"left of\" means immediately left (--left-of immediate)")
    );
    for (name, heirloom) in [
        ("Lady Winslow", "Diamond"),
        ("Doctor Marcolla", "War Medal"),
        ("Countess Contee", "Ring"),
        ("Madam Natsiou", "Snuff Tin"),
        ("Baroness Finch", "Bird Pendant"),
    ] {
        let line = stdout
            .lines()
            .find(|l| l.trim_start().starts_with(name) && !l.contains('|'));
        let line = line.unwrap_or_else(|| panic!("no answer line for {name} in:\n{stdout}"));
        assert!(
            line.trim_end().ends_with(heirloom),
            "{name} should have the {heirloom}: {line}"
        );
    }
    // The warnings about the repeated phrase and the blog text after the riddle go to stderr.
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("ignored the repeated words \"in the center\""),
        "{stderr}"
    );
    assert!(
        stderr.contains("ignored the text after the closing question"),
        "{stderr}"
    );
}

#[test]
fn json_follows_the_contract() {
    let out = riddle(&["solve", "--format", "json", SEED_004], b"");
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(json["status"], "unique");
    assert_eq!(json["reading"]["left_of"], "immediate");
    assert_eq!(json["warnings"], serde_json::json!([]));
    let solutions = json["solutions"].as_array().expect("an array");
    assert_eq!(solutions.len(), 1);
    let first = &solutions[0][0];
    assert_eq!(
        first,
        &serde_json::json!({"seat": 1, "name": "Madam Natsiou", "color": "white", "drink": "absinthe", "city": "Dabokva", "heirloom": "Snuff Tin"})
    );
    let keys: Vec<&String> = first.as_object().expect("an object").keys().collect();
    assert_eq!(
        keys,
        ["seat", "name", "color", "drink", "city", "heirloom"],
        "keys in table order"
    );
    assert_eq!(solutions[0][4]["name"], "Lady Winslow");
    assert_eq!(solutions[0][4]["heirloom"], "Ring");
}

#[test]
fn somewhere_reading_gives_two_different_solutions_and_exit_4() {
    let out = riddle(
        &[
            "solve",
            "--left-of",
            "somewhere",
            "--format",
            "json",
            SEED_000,
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(4));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["status"], "multiple");
    assert_eq!(json["reading"]["left_of"], "somewhere");
    let solutions = json["solutions"].as_array().expect("an array");
    assert_eq!(solutions.len(), 2);
    assert_ne!(solutions[0], solutions[1]);

    let out = riddle(&["solve", "--left-of", "somewhere", SEED_000], b"");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("(--left-of somewhere)"));
    assert!(stdout.contains("More than one seating satisfies every clue"));
    assert!(
        stdout.contains(" *"),
        "differing cells are marked:\n{stdout}"
    );
}

#[test]
fn reads_standard_input_when_no_file_or_dash_is_given() {
    let riddle_text = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/corpus/game/seed-004.txt"
    ))
    .expect("seed");
    for args in [&["solve"][..], &["solve", "-"][..]] {
        let out = riddle(args, &riddle_text);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert!(text(&out.stdout).contains("Madam Natsiou"));
    }
}

#[test]
fn contradictory_clues_exit_3() {
    let seed = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/corpus/game/seed-004.txt"
    ))
    .expect("seed");
    // Two guests cannot both sit at the far left.
    let broken = seed.replace(
        "The women sat in a row.",
        "The women sat in a row. Lady Winslow was at the far left.",
    );
    let out = riddle(&["solve", "--format", "json"], broken.as_bytes());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["status"], "none", "{json}");
    assert_eq!(json["solutions"], serde_json::json!([]));
    assert_eq!(out.status.code(), Some(3));
}

#[test]
fn a_sentence_not_understood_is_shown_with_position_caret_and_expectation() {
    let seed = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/corpus/game/seed-004.txt"
    ))
    .expect("seed");
    let bad = seed
        .replace(
            "The lady in green sat left of",
            "The lady in green sqqzt left of",
        )
        .replace(
            "Baroness Finch raised her wine in toast.",
            "Baroness Finch juggled her wine.",
        );
    let out = riddle(&["solve", "-"], bad.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty(), "no answer is printed");
    let stderr = text(&out.stderr);
    assert_eq!(
        stderr.matches("error: sentence not understood").count(),
        2,
        "both sentences are reported:\n{stderr}"
    );
    assert!(stderr.contains("--> <stdin>:3:"), "{stderr}");
    assert!(stderr.contains("--> <stdin>:5:"), "{stderr}");
    assert!(stderr.contains("^^^^^ expected a verb such as"), "{stderr}");
}

#[test]
fn bad_input_gets_one_clear_line_and_exit_1() {
    let cases: [(&[&str], &[u8], &str); 5] = [
        (&["solve"], b"", "error: input is empty"),
        (&["solve"], b"  \n\t \n", "error: input is empty"),
        (
            &["solve"],
            b"At the dinner party were \xff\xfe Ada.",
            "error: input is not UTF-8 text (invalid byte at offset 25)",
        ),
        (
            &["solve"],
            b"Boil the pasta.\0\x01",
            "error: input is binary, not text (a NUL byte at offset 15)",
        ),
        (
            &["solve", "no/such/file.txt"],
            b"",
            "error: cannot read no/such/file.txt: no such file",
        ),
    ];
    for (args, stdin, message) in cases {
        let out = riddle(args, stdin);
        assert_eq!(out.status.code(), Some(1), "{message}");
        assert!(
            text(&out.stderr).starts_with(message),
            "expected {message:?}, got {:?}",
            text(&out.stderr)
        );
        assert!(out.stdout.is_empty());
    }
    let out = riddle(
        &["solve"],
        b"Boil the pasta for ten minutes. Add salt to taste.",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).starts_with("error: no riddle found: no guest list"));
}

#[test]
fn usage_errors_exit_2_and_help_documents_exit_codes() {
    let out = riddle(&["solve", "--left-of", "nearby"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("invalid value 'nearby'"));

    let out = riddle(&["solve", "--help"], b"");
    assert_eq!(out.status.code(), Some(0));
    let help = text(&out.stdout);
    for needle in [
        "--left-of",
        "immediate",
        "somewhere",
        "--format",
        "Exit status:",
        "3  some riddle has no answer",
        "riddle solve corpus/game/seed-000.txt",
    ] {
        assert!(help.contains(needle), "help lacks {needle:?}:\n{help}");
    }
}

#[test]
fn parse_prints_each_clue_with_its_words() {
    let out = riddle(&["parse", SEED_004], b"");
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("5 guests, 19 clues, 0 anonymous\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("left-of          color=green left of color=red\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("\"The lady in green sat left of someone in red\""),
        "{stdout}"
    );

    let out = riddle(&["parse", "--format", "json", SEED_004], b"");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["guests"], 5);
    assert_eq!(
        json["categories"]["city"],
        serde_json::json!(["Dabokva", "Baleton", "Fraeport", "Karnaca", "Dunwall"])
    );
    let left = json["clues"]
        .as_array()
        .expect("clues")
        .iter()
        .find(|c| c["kind"] == "left-of")
        .expect("a left-of clue");
    assert_eq!(left["line"], 3);
    assert_eq!(left["text"], "The lady in green sat left of someone in red");
    assert_eq!(
        left["clue"],
        serde_json::json!({"left_of": {
            "left": {"category": "color", "value": "green"},
            "right": {"category": "color", "value": "red"},
            "reach": "as-read"
        }})
    );
    assert_eq!(json["anonymous"], 0);
}

#[test]
fn several_files_are_solved_in_turn_and_the_worst_status_wins() {
    let out = riddle(&["solve", SEED_000, "no/such/file.txt", SEED_004], b"");
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("== corpus/game/seed-000.txt =="));
    assert!(stdout.contains("== corpus/game/seed-004.txt =="));
    assert_eq!(stdout.matches("Answer (unique):").count(), 2);
}

#[test]
fn pets_are_a_json_key_and_an_answer_column_and_the_bench_riddle_regenerates() {
    let out = riddle(
        &["solve", "--format", "json", "corpus/bench/novel-6x6.txt"],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let first = &json["solutions"][0][0];
    let keys: Vec<&String> = first.as_object().expect("an object").keys().collect();
    assert_eq!(
        keys,
        ["seat", "name", "color", "drink", "city", "heirloom", "pet"],
        "keys in table order"
    );
    assert_eq!(first["pet"], "ferret");

    // The benchmark riddle is what its README says made it, text and answer.
    let folder = std::env::temp_dir().join(format!("riddle-cli-pets-{}", std::process::id()));
    let args = [
        "generate",
        "--guests",
        "6",
        "--categories",
        "color,drink,city,heirloom,pet",
        "--seed",
        "1",
    ];
    let out = riddle(&args, b"");
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let bench = |ext| {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(format!("corpus/bench/novel-6x6.{ext}"));
        std::fs::read_to_string(path).expect("the bench riddle")
    };
    assert_eq!(text(&out.stdout), bench("txt"));
    let folder_arg = folder.display().to_string();
    let out = riddle(&[&args[..], &["--out", &folder_arg]].concat(), b"");
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let answer = std::fs::read_to_string(folder.join("novel-1-0001.answer")).expect("written");
    std::fs::remove_dir_all(&folder).expect("removable");
    assert_eq!(answer, bench("answer"));
}
