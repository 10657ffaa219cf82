//! The built binary as users run it: stdout, stderr and exit status.

use std::io::Write;
use std::process::{Command, Output, Stdio};

mod run;

use run::{path_arg, riddle, scratch, text};

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

/// Every line of stdout as a JSON object.
fn json_lines(out: &Output) -> Vec<serde_json::Value> {
    text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: not JSON: {l}")))
        .collect()
}

#[test]
fn generate_out_refuses_to_overwrite_and_writes_nothing() {
    let folder = scratch("overwrite");
    let out_arg = path_arg(&folder);
    let mine = folder.join("novel-1-0002.answer");
    std::fs::write(&mine, "my own notes\n").expect("written");
    let out = riddle(&["generate", "--count", "3", "--out", &out_arg], b"");
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with("error: 1 file would be overwritten; nothing was written"),
        "{stderr}"
    );
    assert!(
        stderr.contains("novel-1-0002.answer"),
        "the file is named:\n{stderr}"
    );
    assert!(stderr.contains("--force"), "{stderr}");
    assert_eq!(
        std::fs::read_to_string(&mine).expect("still there"),
        "my own notes\n"
    );
    let names: Vec<_> = std::fs::read_dir(&folder)
        .expect("listable")
        .map(|e| e.expect("an entry").file_name())
        .collect();
    assert_eq!(names, ["novel-1-0002.answer"], "nothing else was written");

    // With --force the regular file is replaced, and the rest written.
    let out = riddle(
        &["generate", "--count", "3", "--out", &out_arg, "--force"],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let answer = std::fs::read_to_string(&mine).expect("rewritten");
    assert!(answer.starts_with("# seat | name"), "{answer}");
    assert_eq!(std::fs::read_dir(&folder).expect("listable").count(), 6);
    std::fs::remove_dir_all(&folder).expect("removable");
}

#[test]
#[cfg(unix)]
fn generate_out_never_writes_through_a_symbolic_link() {
    let folder = scratch("symlink");
    let target = folder.join("elsewhere.txt");
    std::fs::write(&target, "precious\n").expect("written");
    let riddles = folder.join("riddles");
    std::fs::create_dir(&riddles).expect("made");
    let link = riddles.join("novel-1-0001.txt");
    std::os::unix::fs::symlink(&target, &link).expect("a link");
    let dangling = riddles.join("novel-1-0002.txt");
    std::os::unix::fs::symlink(folder.join("not-yet.txt"), &dangling).expect("a link");
    let out_arg = path_arg(&riddles);
    for force in [&[][..], &["--force"][..]] {
        let args = [&["generate", "--count", "2", "--out", &out_arg][..], force].concat();
        let out = riddle(&args, b"");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let stderr = text(&out.stderr);
        assert!(
            stderr.starts_with(
                "error: 2 files would be written through a symbolic link; nothing was written"
            ),
            "{args:?}: {stderr}"
        );
        assert!(stderr.contains("novel-1-0001.txt"), "{stderr}");
        assert_eq!(
            std::fs::read_to_string(&target).expect("the target"),
            "precious\n"
        );
        assert!(!folder.join("not-yet.txt").exists(), "{args:?}");
        assert!(std::fs::symlink_metadata(&link).is_ok_and(|m| m.file_type().is_symlink()));
        assert!(
            !riddles.join("novel-1-0001.answer").exists(),
            "nothing was written"
        );
    }
    std::fs::remove_dir_all(&folder).expect("removable");
}

#[test]
fn generate_piped_into_check_checks_every_riddle() {
    let count = 12;
    let mut generate = Command::new(env!("CARGO_BIN_EXE_riddle"))
        .args(["generate", "--count", &count.to_string(), "--seed", "5"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("generate runs");
    let pipe = generate.stdout.take().expect("piped");
    let check = Command::new(env!("CARGO_BIN_EXE_riddle"))
        .args(["check"])
        .env("NO_COLOR", "1")
        .stdin(Stdio::from(pipe))
        .output()
        .expect("check runs");
    assert!(generate.wait().expect("generate ends").success());
    let stdout = text(&check.stdout);
    assert_eq!(
        check.status.code(),
        Some(0),
        "{stdout}{}",
        text(&check.stderr)
    );
    assert!(
        stdout.ends_with(&format!(
            "{count} riddles checked: {count} unique, 0 ambiguous, 0 contradictory, 0 unreadable\n"
        )),
        "{stdout}"
    );
    for n in 1..=count {
        assert!(stdout.contains(&format!("== <stdin>#{n} ==\n")), "{stdout}");
    }
    assert!(
        text(&check.stderr).is_empty(),
        "no warning that text was ignored: {}",
        text(&check.stderr)
    );
}

/// Three riddles as `riddle generate` prints them, the second with a clue broken at `line`
/// (counted in the whole stream).
fn stream_with_a_broken_second_riddle() -> (String, usize) {
    let out = riddle(&["generate", "--style", "game", "--count", "3"], b"");
    assert_eq!(out.status.code(), Some(0));
    let stream = text(&out.stdout);
    let second = stream.find("\n---\n").expect("a separator") + 5;
    // A clue that names someone: "The women sat in a row" names no one, and would be left out
    // with a warning.
    let at = second
        + stream[second..]
            .match_indices(" sat ")
            .map(|(k, _)| k)
            .find(|&k| !stream[second + k..].starts_with(" sat in a row"))
            .expect("a clue with sat");
    let line = stream[..at].matches('\n').count() + 1;
    let broken = format!("{} sqzt {}", &stream[..at], &stream[at + 5..]);
    (broken, line)
}

#[test]
fn a_stream_names_each_riddle_and_counts_lines_in_the_whole_input() {
    let (stream, line) = stream_with_a_broken_second_riddle();
    let out = riddle(&["solve"], stream.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert_eq!(stdout.matches("Answer (unique):").count(), 2, "{stdout}");
    assert!(stdout.starts_with("== <stdin>#1 ==\n"), "{stdout}");
    assert!(stdout.contains("\n== <stdin>#2 ==\n"), "{stdout}");
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains(&format!("--> <stdin>#2:{line}:")),
        "line {line} of the stream:\n{stderr}"
    );
    assert!(
        stderr.contains(&format!("{line} | ")),
        "the source line is numbered in the stream:\n{stderr}"
    );

    let folder = scratch("stream");
    let file = folder.join("three.txt");
    std::fs::write(&file, &stream).expect("written");
    let out = riddle(&["parse", "--format", "json", &path_arg(&file)], b"");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3);
    let name = |n| format!("{}#{n}", file.display());
    assert_eq!(lines[0]["file"], name(1));
    assert_eq!(lines[0]["status"], "read");
    assert_eq!(lines[1]["file"], name(2));
    assert_eq!(lines[1]["status"], "unreadable");
    assert_eq!(lines[1]["errors"][0]["line"], line);
    assert_eq!(lines[2]["file"], name(3));
    // A clue of the third riddle is on a line past both others.
    let third_line = lines[2]["clues"][1]["line"].as_u64().expect("a line");
    assert!(third_line as usize > line, "{third_line}");
    std::fs::remove_dir_all(&folder).expect("removable");
}

#[test]
fn check_of_a_folder_without_riddles_fails_and_txt_matches_in_any_case() {
    let folder = scratch("folders");
    let empty = folder.join("empty");
    std::fs::create_dir(&empty).expect("made");
    std::fs::write(empty.join("notes.md"), "not a riddle").expect("written");
    let out = riddle(&["check", &path_arg(&empty)], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).starts_with(&format!("error: no riddles found in {}", empty.display())),
        "{}",
        text(&out.stderr)
    );

    let upper = folder.join("upper");
    std::fs::create_dir(&upper).expect("made");
    std::fs::copy(SEED_004, upper.join("SEED.TXT")).expect("copied");
    let out = riddle(&["check", &path_arg(&upper)], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("SEED.TXT ==\nunique"),
        "{}",
        text(&out.stdout)
    );
    std::fs::remove_dir_all(&folder).expect("removable");
}

#[test]
fn json_gives_one_object_per_input_also_unreadable_and_missing_ones() {
    let unreadable = "corpus/invalid/no-guest-list.txt";
    let missing = "no/such/file.txt";
    for command in ["solve", "parse", "check"] {
        let out = riddle(
            &[command, "--format", "json", SEED_004, unreadable, missing],
            b"",
        );
        assert_eq!(out.status.code(), Some(1), "{command}");
        let lines = json_lines(&out);
        assert_eq!(lines.len(), 3, "{command}: one object per input");
        assert_eq!(lines[0]["file"], SEED_004, "{command}");
        assert_ne!(lines[0]["status"], "unreadable", "{command}");
        for (object, file) in [(&lines[1], unreadable), (&lines[2], missing)] {
            assert_eq!(object["file"], file, "{command}");
            assert_eq!(object["status"], "unreadable", "{command}: {object}");
            let errors = object["errors"].as_array().expect("errors");
            assert!(!errors.is_empty(), "{command}: {object}");
            for error in errors {
                for key in ["line", "column", "message"] {
                    assert!(error.get(key).is_some(), "{command}: {key} in {error}");
                }
                assert!(error["message"].is_string(), "{command}: {error}");
            }
        }
        assert_eq!(
            lines[2]["errors"][0]["message"],
            "cannot read no/such/file.txt: no such file"
        );
        assert_eq!(lines[2]["errors"][0]["line"], serde_json::Value::Null);
        // In JSON, standard error carries nothing the objects say (check adds its summary).
        let stderr = text(&out.stderr);
        assert!(!stderr.contains("error"), "{command}: {stderr}");
    }
}

#[test]
fn json_mode_prints_no_warnings_on_stderr() {
    // seed-000 reads with warnings (a repeated phrase, text after the question).
    for command in ["solve", "parse", "check"] {
        let out = riddle(&[command, "--format", "json", SEED_000], b"");
        assert_eq!(out.status.code(), Some(0), "{command}");
        let lines = json_lines(&out);
        let warnings = lines[0]["warnings"].as_array().expect("warnings");
        assert!(
            warnings.iter().any(|w| w
                .as_str()
                .is_some_and(|w| w.contains("ignored the repeated words"))),
            "{command}: {warnings:?}"
        );
        let stderr = text(&out.stderr);
        assert!(!stderr.contains("warning"), "{command}: {stderr}");
        if command != "check" {
            assert!(stderr.is_empty(), "{command}: {stderr}");
        }
    }
}

/// Spawns the binary with stdout piped, feeding it `stdin` over and over (forever, unless it
/// stops reading), reads one line, closes the pipe, and returns how it ended within a deadline.
fn stops_when_stdout_closes(args: &[&str], stdin: Option<String>) -> (Option<i32>, String) {
    use std::io::{BufRead, BufReader, Read};
    use std::time::{Duration, Instant};
    let mut child = Command::new(env!("CARGO_BIN_EXE_riddle"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    if let Some(riddle) = stdin {
        let mut input = child.stdin.take().expect("piped");
        std::thread::spawn(move || while input.write_all(riddle.as_bytes()).is_ok() {});
    }
    let mut err = child.stderr.take().expect("piped");
    let stderr = std::thread::spawn(move || {
        let mut buffer = String::new();
        let _ = err.read_to_string(&mut buffer);
        buffer
    });
    let mut stdout = BufReader::new(child.stdout.take().expect("piped"));
    let mut first = String::new();
    stdout.read_line(&mut first).expect("a first line");
    assert!(!first.is_empty(), "{args:?} printed something");
    drop(stdout);
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("waiting works") {
            break status;
        }
        if started.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{args:?} still ran 10 s after its stdout closed");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    (status.code(), stderr.join().expect("stderr read"))
}

#[test]
fn a_closed_stdout_stops_the_work_quietly() {
    let seed = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/corpus/game/seed-004.txt"
    ))
    .expect("seed");
    let endless = format!("{seed}\n---\n\n");
    for (args, stdin) in [
        (&["generate", "--count", "1000000"][..], None),
        (&["check"][..], Some(endless.clone())),
        (&["check", "--format", "json"][..], Some(endless.clone())),
        (&["solve"][..], Some(endless.clone())),
        (&["parse", "--format", "json"][..], Some(endless)),
    ] {
        let (status, stderr) = stops_when_stdout_closes(args, stdin);
        assert_eq!(status, Some(0), "{args:?}: {stderr}");
        assert!(
            stderr.is_empty(),
            "{args:?}: nothing on stderr, got {stderr}"
        );
    }
}

#[test]
fn help_gives_each_command_its_exit_codes_and_where_to_look() {
    for (command, codes) in [
        (&[][..], &["solve", "check", "parse", "generate"][..]),
        (
            &["solve"][..],
            &["3  some riddle has no answer", "4  some riddle has more"][..],
        ),
        (
            &["check"][..],
            &[
                "3  some riddle is contradictory",
                "4  some riddle is ambiguous",
            ][..],
        ),
        (
            &["parse"][..],
            &["0  every riddle was read", "parse does not solve"][..],
        ),
        (&["generate"][..], &["--force", "symbolic links"][..]),
    ] {
        let out = riddle(&[command, &["--help"]].concat(), b"");
        assert_eq!(out.status.code(), Some(0));
        let help = text(&out.stdout);
        for needle in [
            &["Exit status:", "riddle parse FILE", "riddle phrases [WORD]"][..],
            codes,
        ]
        .concat()
        {
            assert!(
                help.contains(needle),
                "{command:?} --help lacks {needle:?}:\n{help}"
            );
        }
    }
    let parse = text(&riddle(&["parse", "--help"], b"").stdout);
    assert!(!parse.contains("  3  "), "parse has no status 3:\n{parse}");
}

#[test]
fn errors_end_with_where_to_look_and_a_contradiction_points_to_check() {
    let out = riddle(&["solve", "corpus/invalid/unknown-guest.txt"], b"");
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    let last = stderr.trim_end().lines().last().expect("a last line");
    assert_eq!(
        last,
        "note: `riddle phrases` lists the phrases understood, and `riddle parse \
         corpus/invalid/unknown-guest.txt` shows how each sentence was read"
    );
    assert_eq!(
        stderr.matches("`riddle phrases`").count(),
        1,
        "once per riddle"
    );
    // A user of the binary has no grammar/README.md: no message sends her there.
    assert!(!stderr.contains("grammar/README.md"), "{stderr}");

    let out = riddle(
        &["solve", "corpus/contradictory/game-two-at-far-left.txt"],
        b"",
    );
    assert_eq!(out.status.code(), Some(3));
    assert!(
        text(&out.stdout).contains(
            "To see which clues conflict, run `riddle check \
             corpus/contradictory/game-two-at-far-left.txt`."
        ),
        "{}",
        text(&out.stdout)
    );
    let contradictory =
        std::fs::read("corpus/contradictory/game-two-at-far-left.txt").expect("the riddle");
    let out = riddle(&["solve"], &contradictory);
    assert!(
        text(&out.stdout).contains("run `riddle check` on the same input"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn a_failing_stdout_is_an_error() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return;
    };
    let out = Command::new(env!("CARGO_BIN_EXE_riddle"))
        .args(["solve", SEED_004])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .stdout(full)
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr).trim_end(),
        "error: cannot write to standard output: No space left on device (os error 28)"
    );
}
