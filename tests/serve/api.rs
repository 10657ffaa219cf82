//! The API's answers are the bytes `riddle solve|check|explain --format json` print for the same
//! riddle on standard input, and the binary serves the page.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use riddle::serve::Limits;

use super::{SEED_004, get, post_text, read_corpus, start};

/// The command line's standard output for `input` on standard input.
fn cli(command: &str, left_of: &str, input: &[u8]) -> Vec<u8> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_riddle"))
        .args([command, "--format", "json", "--left-of", left_of])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input)
        .expect("written");
    child.wait_with_output().expect("it ends").stdout
}

#[test]
fn each_endpoint_answers_what_its_command_prints() {
    let addr = start(Limits::default());
    let mut stream = read_corpus(SEED_004);
    stream.extend_from_slice(b"\n---\n");
    stream.extend(read_corpus("corpus/contradictory/game-two-at-far-left.txt"));
    let inputs: Vec<(&str, Vec<u8>)> = [
        SEED_004,
        "corpus/zebra/zebra-4h-01-fish.txt",
        "corpus/ambiguous/game-without-toast.txt",
        "corpus/contradictory/game-two-at-far-left.txt",
        "corpus/invalid/unknown-sentence.txt",
        "corpus/invalid/empty.txt",
    ]
    .into_iter()
    .map(|path| (path, read_corpus(path)))
    .chain([("a stream of two riddles", stream)])
    .collect();
    for (name, input) in &inputs {
        for command in ["solve", "check", "explain"] {
            for left_of in ["immediate", "somewhere"] {
                let reply = post_text(addr, &format!("/api/{command}?left_of={left_of}"), input);
                assert_eq!(
                    reply.status,
                    200,
                    "{command} {left_of} {name}: {}",
                    reply.text()
                );
                assert!(
                    reply.headers.contains("content-type: application/x-ndjson"),
                    "{}",
                    reply.headers
                );
                assert_eq!(
                    reply.text(),
                    String::from_utf8_lossy(&cli(command, left_of, input)),
                    "{command} --left-of {left_of} on {name}"
                );
            }
        }
    }
}

#[test]
fn the_reading_is_immediate_unless_asked() {
    let addr = start(Limits::default());
    let reply = post_text(addr, "/api/solve", &read_corpus(SEED_004));
    assert_eq!(reply.status, 200);
    assert_eq!(
        reply.text(),
        String::from_utf8_lossy(&cli("solve", "immediate", &read_corpus(SEED_004)))
    );
}

/// The errors of a riddle not understood carry the bytes of the word the reader stopped at,
/// for the page to underline; explained clues carry their words' bytes.
#[test]
fn errors_and_clues_carry_byte_spans_of_the_text() {
    let addr = start(Limits::default());
    let input = read_corpus("corpus/invalid/unknown-sentence.txt");
    let reply = post_text(addr, "/api/solve", &input);
    let object: serde_json::Value = serde_json::from_slice(&reply.body).expect("JSON");
    let span = &object["errors"][0]["span"];
    let (start, end) = (
        span["start"].as_u64().unwrap(),
        span["end"].as_u64().unwrap(),
    );
    assert_eq!(&input[start as usize..end as usize], b"performed");

    let input = read_corpus(SEED_004);
    let reply = post_text(addr, "/api/explain", &input);
    let object: serde_json::Value = serde_json::from_slice(&reply.body).expect("JSON");
    let clue = &object["steps"][0]["clues"][0];
    let (start, end) = (
        clue["span"]["start"].as_u64().unwrap() as usize,
        clue["span"]["end"].as_u64().unwrap() as usize,
    );
    assert_eq!(
        String::from_utf8_lossy(&input[start..end]),
        clue["text"].as_str().unwrap()
    );
    assert_eq!(clue["text"], "Madam Natsiou was at the far left");
}

/// A body that names a file is a riddle's text like any other: nothing is read from disk.
#[test]
fn a_path_in_the_body_is_text_not_a_file() {
    let addr = start(Limits::default());
    let reply = post_text(addr, "/api/solve", SEED_004.as_bytes());
    assert_eq!(reply.status, 200);
    let object: serde_json::Value = serde_json::from_slice(&reply.body).expect("JSON");
    assert_eq!(object["status"], "unreadable", "{object}");
}

#[test]
fn the_page_and_its_files_are_built_in_and_load_nothing_from_elsewhere() {
    let addr = start(Limits::default());
    let page = get(addr, "/");
    assert_eq!(page.status, 200);
    assert!(page.headers.contains("content-type: text/html"));
    assert!(
        page.headers
            .contains("content-security-policy: default-src 'self'"),
        "{}",
        page.headers
    );
    let html = page.text();
    assert!(html.contains("<title>riddle"), "{html}");
    assert!(
        !html.contains("http://") && !html.contains("https://"),
        "{html}"
    );
    for (path, kind) in [
        ("/riddle.css", "text/css"),
        ("/riddle.js", "text/javascript"),
        ("/examples.json", "application/json"),
    ] {
        let reply = get(addr, path);
        assert_eq!(reply.status, 200, "{path}");
        assert!(reply.headers.contains(kind), "{path}: {}", reply.headers);
        assert!(!reply.text().contains("https://"), "{path}");
    }
    let examples: serde_json::Value =
        serde_json::from_slice(&get(addr, "/examples.json").body).expect("JSON");
    assert_eq!(examples[0]["title"], "The Jindosh lock (Dishonored 2)");
    assert_eq!(
        examples[0]["text"].as_str().unwrap().as_bytes(),
        read_corpus(SEED_004)
    );
}

/// `riddle serve` itself: it says where the page is, and serves it there.
#[test]
fn the_binary_says_where_it_serves_and_serves_there() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_riddle"))
        .args(["serve", "--addr", "127.0.0.1:0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("a line");
    let addr = line
        .strip_prefix("riddle serve: the page is at http://")
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("{line:?}"))
        .parse()
        .expect("an address");
    let page = get(addr, "/");
    child.kill().expect("killed");
    let _ = child.wait();
    assert_eq!(page.status, 200);
    assert!(page.text().contains("<title>riddle"));
}

#[test]
fn an_address_in_use_is_refused_with_status_1() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let addr = taken.local_addr().expect("its address");
    let out = Command::new(env!("CARGO_BIN_EXE_riddle"))
        .args(["serve", "--addr", &addr.to_string()])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with(&format!("error: cannot listen on {addr}: ")),
        "{stderr}"
    );
}
