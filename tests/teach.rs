//! Teaching the reader a phrase (issue 22, item 5): a riddle that says "clinked glasses with"
//! is not understood, the message names the phrase and the guests and says how to teach it,
//! and with a phrase file (`--phrases FILE`, or `riddle.toml` beside the riddle) or a
//! `Teaching` built in code it reads and solves; every problem of a phrase file is shown, each
//! where it is; `riddle phrases` lists the table's rows.

use std::path::Path;
use std::process::{Command, Output, Stdio};

use riddle::clue::Reading;
use riddle::engine::Solver;
use riddle::grammar::{TeachError, Teaching};
use riddle::read::{ReadOptions, read, read_with_phrases};
use riddle::source::Source;

/// `corpus/novel/novel-5g-02-four-colors.txt` with its "sat next to" said another way: unique
/// once "clinked glasses with" reads as "sat next to".
const GLASSES: &str = "\
At the dinner party were Lady Brisby, Doctor Hallam, Mistress Tolland, Duchess Fenwick, and \
Countess Aubel.

The women sat in a row. They all wore different colors and Countess Aubel wore a jaunty yellow \
hat. Duchess Fenwick was at the far left. The lady in teal clinked glasses with the woman from \
Caulkenny. Countess Aubel sat in the center seat. Doctor Hallam sat between the guest in the \
center seat and the woman in pink. The visitor from Morley was dressed entirely in brown. \
Mistress Tolland was from Potterstead. Someone in teal was from Wynnedown. Countess Aubel did \
not sit next to the lady in teal. The traveler from Tyvia sat somewhere to the left of Doctor \
Hallam.
";

const TAUGHT: &str = "[phrases]\n\"clinked glasses with\" = \"sat next to\"\n";

/// A fresh folder holding the riddle as `glasses.txt`, and `files` beside it.
fn folder(test: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
    let folder = std::env::temp_dir().join(format!("riddle-teach-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a scratch folder");
    std::fs::write(folder.join("glasses.txt"), GLASSES).expect("the riddle written");
    for (name, text) in files {
        std::fs::write(folder.join(name), text).expect("a file written");
    }
    folder
}

/// `riddle ARGS` in `folder`, so that the paths it prints are as short as the ones given.
fn riddle_in(folder: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_riddle"))
        .args(args)
        .current_dir(folder)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The answer the riddle has, read with the phrase taught.
const ANSWER: &[(&str, &str)] = &[
    ("Duchess Fenwick", "seat 1"),
    ("Lady Brisby", "seat 2"),
    ("Countess Aubel", "seat 3"),
    ("Doctor Hallam", "seat 4"),
    ("Mistress Tolland", "seat 5"),
];

fn assert_solved(out: &Output) {
    let stdout = text(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "stdout: {stdout}\nstderr: {}",
        text(&out.stderr)
    );
    assert!(stdout.contains("Answer (unique):"), "{stdout}");
    for (name, seat) in ANSWER {
        assert!(
            stdout
                .lines()
                .any(|l| l.trim_start().starts_with(name) && l.trim_end().ends_with(seat)),
            "{name} in {seat}: {stdout}"
        );
    }
}

#[test]
fn without_the_phrase_the_message_names_it_and_says_how_to_teach_it() {
    let folder = folder("untaught", &[]);
    let out = riddle_in(&folder, &["solve", "glasses.txt"]);
    assert_eq!(out.status.code(), Some(1));
    insta::assert_snapshot!("untaught", text(&out.stderr));
    let _ = std::fs::remove_dir_all(folder);
}

#[test]
fn a_phrase_file_given_teaches_it() {
    let folder = folder("given", &[("taught.toml", TAUGHT)]);
    let out = riddle_in(
        &folder,
        &["solve", "--phrases", "taught.toml", "glasses.txt"],
    );
    assert_solved(&out);
    // Said, since the riddle reads only with it.
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with(
            "warning: read with the phrase taught in taught.toml\n --> glasses.txt\n  = help: \
             taught: \"clinked glasses with\" as \"sat next to\"\n\n"
        ),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(folder);
}

#[test]
fn riddle_toml_beside_the_riddle_teaches_it_unless_told_not_to() {
    let folder = folder("beside", &[("riddle.toml", TAUGHT)]);
    assert_solved(&riddle_in(&folder, &["solve", "glasses.txt"]));
    let parsed = riddle_in(&folder, &["parse", "glasses.txt"]);
    assert_eq!(parsed.status.code(), Some(0));
    assert!(
        text(&parsed.stdout).contains(
            "next-to          color=teal next to city=Caulkenny\n                        \
             \"The lady in teal clinked glasses with the woman from Caulkenny\"\n"
        ),
        "{}",
        text(&parsed.stdout)
    );
    // `check` reads riddles on threads of its own: the file is found there too.
    let checked = riddle_in(&folder, &["check", "."]);
    assert_eq!(checked.status.code(), Some(0), "{}", text(&checked.stdout));
    assert!(text(&checked.stdout).contains("1 unique"));
    let ignored = riddle_in(&folder, &["solve", "--no-phrases", "glasses.txt"]);
    assert_eq!(ignored.status.code(), Some(1));
    assert!(text(&ignored.stderr).contains("\"clinked glasses with\" is not a phrase"));
    // Only read: the file is as it was.
    assert_eq!(
        std::fs::read_to_string(folder.join("riddle.toml")).expect("still there"),
        TAUGHT
    );
    let _ = std::fs::remove_dir_all(folder);
}

#[test]
fn the_library_takes_a_teaching_built_in_code() {
    let source = Source::new("glasses.txt", GLASSES);
    let errors = read(&source).expect_err("not read untaught");
    assert_eq!(errors.len(), 1);
    let help = errors[0].help.as_deref().unwrap_or_default();
    assert!(
        help.starts_with(
            "\"clinked glasses with\" is not a phrase the reader knows (between the lady in teal \
             and the woman from Caulkenny)"
        ),
        "{help}"
    );
    let mut teaching = Teaching::new();
    let taught = teaching
        .teach("clinked glasses with", "sat next to")
        .expect("taught");
    assert_eq!(taught.rules, ["relation"]);
    let riddle = read_with_phrases(&source, ReadOptions::default(), &teaching).expect("read");
    let seatings = Solver::Ilp
        .seatings(&riddle, Reading::Immediate, 2)
        .expect("solved");
    assert_eq!(seatings.len(), 1, "unique");
    // Taught for that reading only: the next riddle read without it does not know the phrase.
    assert!(read(&source).is_err());
    // The library's errors are values.
    assert_eq!(
        teaching.teach("hailed from", "came from").map(|_| ()),
        Err(TeachError::AlreadyRead {
            said: "hailed from".into(),
            rule: "came-from",
            pattern: "<come|hail|travel> from {city}",
        })
    );
}

#[test]
fn a_taught_verb_reads_in_every_tense_and_negated() {
    let riddle = "At the dinner party were Lady Ash, Lady Bell and Lady Cole.\n\
                  Lady Ash was swathed in red. Lady Bell is swathed in blue. Lady Cole was not \
                  swathed in blue.\nBut who wore what?";
    let source = Source::new("swathed.txt", riddle);
    assert!(read(&source).is_err());
    let mut teaching = Teaching::new();
    teaching.teach("was swathed in", "wore").expect("taught");
    let read = read_with_phrases(&source, ReadOptions::default(), &teaching).expect("read");
    let clues: Vec<String> = read.clues.iter().map(|c| format!("{:?}", c.kind)).collect();
    assert_eq!(
        clues.iter().filter(|c| c.starts_with("Not(")).count(),
        1,
        "{clues:?}"
    );
}

/// Each problem of a phrase file, shown where it is: a known phrase the reader does not
/// know, an empty side, a new phrase read already, a value not in quotes, a table that is no
/// phrase file's, and TOML that does not parse.
#[test]
fn every_problem_of_a_phrase_file_is_shown_at_once() {
    let bad = "[phrases]\n\
               \"clinked glasses with\" = \"sat besides\"\n\
               \"\" = \"wore\"\n\
               \"lounged\" = \"\"\n\
               \"hailed from\" = \"came from\"\n\
               \"was swathed in\" = 3\n\
               [phrase]\n";
    let folder = folder(
        "problems",
        &[
            ("bad.toml", bad),
            (
                "syntax.toml",
                "[phrases]\n\"clinked glasses with\" = sat next to\n\"lounged\" = \"sat besides\"\n",
            ),
        ],
    );
    let out = riddle_in(&folder, &["solve", "--phrases", "bad.toml", "glasses.txt"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "");
    insta::assert_snapshot!("problems", text(&out.stderr));
    let out = riddle_in(
        &folder,
        &["solve", "--phrases", "syntax.toml", "glasses.txt"],
    );
    assert_eq!(out.status.code(), Some(1));
    insta::assert_snapshot!("syntax", text(&out.stderr));
    // In JSON, the file is an input that gave no riddle, its errors each where it is.
    let out = riddle_in(
        &folder,
        &[
            "solve",
            "--format",
            "json",
            "--phrases",
            "bad.toml",
            "glasses.txt",
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one object");
    assert_eq!(json["file"], "bad.toml");
    assert_eq!(json["status"], "unreadable");
    let lines: Vec<(u64, u64)> = json["errors"]
        .as_array()
        .expect("errors")
        .iter()
        .map(|e| (e["line"].as_u64().unwrap(), e["column"].as_u64().unwrap()))
        .collect();
    assert_eq!(lines, [(2, 26), (3, 1), (4, 13), (5, 1), (6, 20), (7, 2)]);
    let missing = riddle_in(
        &folder,
        &["solve", "--phrases", "missing.toml", "glasses.txt"],
    );
    assert_eq!(missing.status.code(), Some(1));
    assert!(
        text(&missing.stderr).starts_with("error: cannot read missing.toml: no such file"),
        "{}",
        text(&missing.stderr)
    );
    let _ = std::fs::remove_dir_all(folder);
}

/// A `riddle.toml` that does not read: its errors are shown once, and each riddle beside it
/// is unreadable with an error naming it (in JSON, with its errors).
#[test]
fn a_broken_riddle_toml_makes_its_riddles_unreadable() {
    let broken = "[phrases]\n\"clinked glasses with\" = \"sat besides\"\n";
    let folder = folder("broken", &[("riddle.toml", broken)]);
    let out = riddle_in(&folder, &["solve", "glasses.txt"]);
    assert_eq!(out.status.code(), Some(1));
    insta::assert_snapshot!("broken", text(&out.stderr));
    let out = riddle_in(&folder, &["check", "--format", "json", "glasses.txt"]);
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one object");
    assert_eq!(json["file"], "glasses.txt");
    assert_eq!(json["verdict"], "unreadable");
    assert_eq!(
        json["errors"][0]["help"],
        "riddle.toml:2:26: `sat besides` is no phrase the reader knows; see `riddle phrases \
         sat`\nfix it, or read without it: --no-phrases"
    );
    let _ = std::fs::remove_dir_all(folder);
}

#[test]
fn riddle_phrases_lists_the_rows_with_a_word() {
    let out = riddle_in(Path::new(env!("CARGO_MANIFEST_DIR")), &["phrases", "wore"]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    let (said, in_examples) = riddle::grammar::guide::guide_for("wore");
    assert!(
        stdout.starts_with(&format!("{} rows say \"wore\":\n\n", said.len())),
        "{stdout}"
    );
    // The row of "wore", with its pattern read aloud, what it means and its example.
    assert!(stdout.contains(
        "wore: wore {article} [jaunty] {color} [{garment}]\n    predicate (after a guest, what \
         she did): her color is {color}\n    e.g. Countess Contee wore a jaunty white hat.\n"
    ));
    // The rows that say it, then those whose example alone has it.
    for row in &said {
        assert!(row.reads.contains("wore"), "{row:?}");
        assert!(stdout.contains(&format!("    e.g. {}\n", row.example)));
    }
    let more = match in_examples.len() {
        1 => "1 more row has \"wore\" in its example:\n\n".to_string(),
        n => format!("{n} more rows have \"wore\" in their example:\n\n"),
    };
    assert!(stdout.contains(&more), "{stdout}");
    for row in &in_examples {
        assert!(row.example.contains("wore"), "{row:?}");
        assert!(stdout.contains(&format!("    e.g. {}\n", row.example)));
    }
    assert!(stdout.contains("\"clinked glasses with\" = \"sat next to\""));
    // As JSON, one row a line.
    let json = riddle_in(
        Path::new(env!("CARGO_MANIFEST_DIR")),
        &["phrases", "--format", "json", "wore"],
    );
    let lines: Vec<serde_json::Value> = text(&json.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(lines.len(), said.len() + in_examples.len());
    assert_eq!(lines[0]["rule"], "wore");
    assert_eq!(lines[0]["found_in"], "pattern");
    assert_eq!(lines[lines.len() - 1]["found_in"], "example");
    assert_eq!(
        lines[0]["pattern"],
        "<wear> {article} [jaunty] {color} [{garment}]"
    );
    // A word no row has.
    let none = riddle_in(Path::new(env!("CARGO_MANIFEST_DIR")), &["phrases", "zzyzx"]);
    assert_eq!(none.status.code(), Some(1));
    assert_eq!(text(&none.stdout), "");
    assert!(
        text(&none.stderr).starts_with("error: no row of the phrase table has \"zzyzx\""),
        "{}",
        text(&none.stderr)
    );
}
