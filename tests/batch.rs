//! Many riddles at once, as a batch job runs them: `generate` gives the same bytes on any number
//! of threads, `check` shows results in the order of its input whatever order they finish in,
//! and a folder is walked once however its links loop.

mod run;

use run::{path_arg, riddle, scratch, text};

/// Every file of a folder, by name, with its bytes.
fn files(folder: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(folder)
        .expect("a folder")
        .map(|entry| {
            let path = entry.expect("an entry").path();
            let name = path.file_name().expect("a name").to_string_lossy().into();
            (name, std::fs::read(&path).expect("readable"))
        })
        .collect();
    files.sort();
    files
}

#[test]
fn the_same_seed_gives_the_same_bytes_on_one_thread_and_on_two() {
    for style in ["novel", "game"] {
        let args = [
            "generate", "--style", style, "--seed", "11", "--count", "40",
        ];
        let one = riddle(&[&args[..], &["-j", "1"]].concat(), b"");
        let two = riddle(&[&args[..], &["--threads", "2"]].concat(), b"");
        assert_eq!(one.status.code(), Some(0), "{}", text(&one.stderr));
        assert_eq!(text(&one.stdout).matches("\n---\n").count(), 39);
        assert_eq!(one.stdout, two.stdout, "{style}");

        let folder = scratch(&format!("batch-threads-{style}"));
        for threads in ["1", "2"] {
            let out = path_arg(&folder.join(threads));
            let args = [&args[..], &["-j", threads, "--out", &out]].concat();
            assert_eq!(riddle(&args, b"").status.code(), Some(0));
        }
        let (one, two) = (files(&folder.join("1")), files(&folder.join("2")));
        std::fs::remove_dir_all(&folder).expect("removable");
        assert_eq!(one.len(), 80);
        assert_eq!(one, two, "{style} --out");
    }
}

#[test]
fn the_first_riddle_of_a_seed_is_the_one_it_always_was() {
    // Each riddle has its own stream of the seed; the first is the seed's plain generator, so
    // riddles made one at a time before (corpus/bench) are made again the same.
    let alone = riddle(&["generate", "--seed", "3"], b"");
    let many = riddle(&["generate", "--seed", "3", "--count", "5"], b"");
    let first = text(&many.stdout)
        .split("\n---\n\n")
        .next()
        .map(String::from);
    assert_eq!(Some(text(&alone.stdout)), first);
}

#[test]
fn check_shows_results_in_the_order_of_its_input() {
    // Game riddles (quick) between ambiguous ones (slower: every solution is counted), so that
    // on two threads later riddles finish before earlier ones.
    let quick = riddle(&["generate", "--style", "game", "--count", "60"], b"");
    let slow = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/corpus/ambiguous/game-without-left-of.txt"
    ))
    .expect("an ambiguous riddle");
    let mut stream = String::new();
    for (n, riddle) in text(&quick.stdout).split("\n---\n\n").enumerate() {
        if n % 10 == 0 {
            stream.push_str(&slow);
            stream.push_str("\n---\n\n");
        }
        stream.push_str(riddle);
        stream.push_str("\n---\n\n");
    }
    for threads in ["1", "2"] {
        let out = riddle(&["check", "-j", threads], stream.as_bytes());
        assert_eq!(out.status.code(), Some(4), "{}", text(&out.stderr));
        let headers: Vec<String> = text(&out.stdout)
            .lines()
            .filter(|l| l.starts_with("== "))
            .map(String::from)
            .collect();
        let expected: Vec<String> = (1..=66).map(|n| format!("== <stdin>#{n} ==")).collect();
        assert_eq!(headers, expected, "-j {threads}");
        let verdicts: Vec<bool> = text(&out.stdout)
            .lines()
            .filter(|l| l.starts_with("unique:") || l.starts_with("ambiguous:"))
            .map(|l| l.starts_with("ambiguous:"))
            .collect();
        let expected: Vec<bool> = (0..66).map(|n| n % 11 == 0).collect();
        assert_eq!(verdicts, expected, "-j {threads}");
    }

    // Folders too: files in name order, below them included.
    let folder = scratch("batch-order");
    let riddles: Vec<&str> = text(&quick.stdout).leak().split("\n---\n\n").collect();
    for (n, riddle) in riddles.iter().enumerate().take(12) {
        let sub = folder.join(format!("part-{}", n / 4));
        std::fs::create_dir_all(&sub).expect("a folder");
        std::fs::write(sub.join(format!("r{n:02}.txt")), riddle).expect("written");
    }
    std::fs::write(folder.join("part-1").join("slow.TXT"), &slow).expect("written");
    let out = riddle(&["check", "-j", "2", &path_arg(&folder)], b"");
    std::fs::remove_dir_all(&folder).expect("removable");
    let names: Vec<String> = text(&out.stdout)
        .lines()
        .filter_map(|l| l.strip_prefix("== "))
        .map(|l| {
            l.rsplit('/')
                .next()
                .expect("a name")
                .trim_end_matches(" ==")
                .into()
        })
        .collect();
    let mut expected: Vec<String> = (0..12).map(|n| format!("r{n:02}.txt")).collect();
    expected.insert(8, "slow.TXT".into());
    assert_eq!(names, expected);
}

#[cfg(unix)]
#[test]
fn a_folder_holding_a_link_to_its_parent_checks_each_riddle_once() {
    let folder = scratch("batch-loop");
    let sub = folder.join("sub");
    std::fs::create_dir_all(&sub).expect("a folder");
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/corpus/game/seed-004.txt"),
        sub.join("seed-004.txt"),
    )
    .expect("copied");
    std::os::unix::fs::symlink("..", sub.join("up")).expect("a link");
    std::os::unix::fs::symlink("seed-004.txt", sub.join("again.txt")).expect("a link");

    let once = "1 riddle checked: 1 unique, 0 ambiguous, 0 contradictory, 0 unreadable\n";
    // Links inside the folder are not followed: neither the loop nor the file behind a link.
    let out = riddle(&["check", &path_arg(&folder)], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).ends_with(once), "{}", text(&out.stdout));

    // Followed, the loop is named and skipped; the link to a file is a second input.
    let out = riddle(&["check", "--follow-links", &path_arg(&folder)], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout
            .ends_with("2 riddles checked: 2 unique, 0 ambiguous, 0 contradictory, 0 unreadable\n"),
        "{stdout}"
    );
    assert!(stdout.contains("sub/again.txt =="), "{stdout}");
    let stderr = text(&out.stderr);
    assert!(stderr.contains("a link back to"), "{stderr}");

    // The same walk for solve and parse.
    for command in ["solve", "parse"] {
        let out = riddle(&[command, &path_arg(&folder)], b"");
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert_eq!(text(&out.stdout).matches("== ").count(), 1, "{command}");
    }
    std::fs::remove_dir_all(&folder).expect("removable");
}

#[cfg(unix)]
#[test]
fn more_than_ten_thousand_riddles_go_into_subfolders_of_ten_thousand() {
    let folder = scratch("batch-subfolders");
    // Game riddles: made in microseconds.
    let generate = |out: &str, force: &[&str]| {
        let args = [
            "generate", "--style", "game", "--count", "10001", "--out", out,
        ];
        riddle(&[&args[..], force].concat(), b"")
    };
    let made = generate(&path_arg(&folder.join("out")), &[]);
    assert_eq!(made.status.code(), Some(0), "{}", text(&made.stderr));
    let first = files(&folder.join("out/001"));
    let second = files(&folder.join("out/002"));
    assert_eq!(first.len(), 20_000);
    assert_eq!(first[0].0, "game-1-00001.answer");
    let names: Vec<&str> = second.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["game-1-10001.answer", "game-1-10001.txt"]);

    // A link where a subfolder goes is refused, as a link where a file goes is.
    std::fs::create_dir_all(folder.join("again")).expect("a folder");
    std::os::unix::fs::symlink(folder.join("out/001"), folder.join("again/002")).expect("a link");
    let refused = generate(&path_arg(&folder.join("again")), &["--force"]);
    std::fs::remove_dir_all(&folder).expect("removable");
    assert_eq!(refused.status.code(), Some(1));
    assert!(text(&refused.stderr).contains("1 file would be written through a symbolic link"));
}
