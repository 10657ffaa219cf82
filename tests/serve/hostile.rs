//! Requests nobody meant for the API, or meant to hurt it: each is refused with a 4xx or 503 and
//! a line saying why, in bounded time, and the server answers the next request as before.

use std::io::Write;
use std::net::{SocketAddr, TcpStream};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use riddle::read::MAX_INPUT_BYTES;
use riddle::serve::Limits;

use super::{SEED_004, exchange, get, post, post_text, read_corpus, read_reply, start};

/// The server still solves the game's riddle.
fn still_serves(addr: SocketAddr) {
    let reply = post_text(addr, "/api/solve", &read_corpus(SEED_004));
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert!(reply.text().contains("\"status\":\"unique\""));
}

#[test]
fn a_body_over_the_input_limit_is_413_whether_its_length_is_declared_or_not() {
    let addr = start(Limits::default());
    let huge = vec![b'a'; MAX_INPUT_BYTES + 1];
    let reply = post_text(addr, "/api/solve", &huge);
    assert_eq!(reply.status, 413, "{}", reply.text());
    assert_eq!(
        reply.text(),
        format!(
            "the body is over the limit of {MAX_INPUT_BYTES} bytes, the limit of riddle solve's input\n"
        )
    );
    // Declared far larger than it is: refused on the header alone, no body read.
    let reply = exchange(
        addr,
        format!(
            "POST /api/check HTTP/1.1\r\nHost: {addr}\r\nContent-Type: text/plain\r\n\
             Content-Length: 10000000000\r\nConnection: close\r\n\r\n"
        )
        .as_bytes(),
    );
    assert_eq!(reply.status, 413);
    // Sent in chunks, with no length said: counted as it comes.
    let mut raw = format!(
        "POST /api/explain HTTP/1.1\r\nHost: {addr}\r\nContent-Type: text/plain\r\n\
         Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    )
    .into_bytes();
    for _ in 0..(MAX_INPUT_BYTES / 4096 + 1) {
        raw.extend_from_slice(b"1000\r\n");
        raw.extend_from_slice(&[b'a'; 4096]);
        raw.extend_from_slice(b"\r\n");
    }
    raw.extend_from_slice(b"0\r\n\r\n");
    assert_eq!(exchange(addr, &raw).status, 413);
    // The limit itself is taken, and read as the command line reads it.
    let at_limit = post_text(addr, "/api/solve", &vec![b'a'; MAX_INPUT_BYTES]);
    assert_eq!(at_limit.status, 200, "{}", at_limit.text());
    still_serves(addr);
}

#[test]
fn binary_and_non_utf8_bodies_are_400_with_the_command_lines_words() {
    let addr = start(Limits::default());
    let reply = post_text(addr, "/api/solve", b"At the\0 party");
    assert_eq!(reply.status, 400);
    assert_eq!(
        reply.text(),
        "input is binary, not text (a NUL byte at offset 6)\n"
    );
    let reply = post_text(addr, "/api/check", b"At the \xff\xfe party");
    assert_eq!(reply.status, 400);
    assert_eq!(
        reply.text(),
        "input is not UTF-8 text (invalid byte at offset 7)\n"
    );
    // Random bytes, the same every run.
    let mut x: u32 = 2_463_534_242;
    let noise: Vec<u8> = (0..10_000)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x as u8
        })
        .collect();
    let reply = post_text(addr, "/api/explain", &noise);
    assert_eq!(reply.status, 400, "{}", reply.text());
    still_serves(addr);
}

#[test]
fn a_body_that_is_not_plain_text_is_415() {
    let addr = start(Limits::default());
    let riddle = read_corpus(SEED_004);
    for content_type in [
        "application/json",
        "application/x-www-form-urlencoded",
        "text/plain; charset=latin1",
        "text/html",
    ] {
        let reply = post(addr, "/api/solve", content_type, &riddle);
        assert_eq!(reply.status, 415, "{content_type}");
        assert!(
            reply
                .text()
                .ends_with("send the riddle as the body, with Content-Type: text/plain\n"),
            "{content_type}: {}",
            reply.text()
        );
    }
    let reply = exchange(
        addr,
        format!(
            "POST /api/solve HTTP/1.1\r\nHost: {addr}\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc"
        )
        .as_bytes(),
    );
    assert_eq!(reply.status, 415);
    assert!(
        reply.text().starts_with("no Content-Type"),
        "{}",
        reply.text()
    );
}

#[test]
fn wrong_methods_paths_queries_and_garbage_are_4xx_with_a_message() {
    let addr = start(Limits::default());
    let reply = get(addr, "/api/solve");
    assert_eq!(reply.status, 405);
    assert!(
        reply.text().starts_with("method not allowed"),
        "{}",
        reply.text()
    );
    let reply = post_text(addr, "/", b"riddle");
    assert_eq!(reply.status, 405);
    let reply = get(addr, "/etc/passwd");
    assert_eq!(reply.status, 404);
    assert!(reply.text().starts_with("no such page"), "{}", reply.text());
    for query in [
        "left_of=sideways",
        "color=red",
        "left_of=immediate&left_of=somewhere",
    ] {
        let reply = post_text(addr, &format!("/api/solve?{query}"), b"riddle");
        assert_eq!(reply.status, 400, "{query}: {}", reply.text());
        assert!(!reply.body.is_empty(), "{query}");
    }
    // Not HTTP at all: hyper answers 400 and closes.
    let reply = exchange(
        addr,
        b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03 not http\r\n\r\n",
    );
    assert_eq!(reply.status, 400);
    still_serves(addr);
}

/// A client that sends a few bytes of its body and stops is cut off once `Limits::read` is
/// over, and others are served meanwhile; one that stops inside its headers, or sends nothing,
/// is cut off too.
#[test]
fn a_slow_client_is_cut_off_and_does_not_hold_up_others() {
    let read = Duration::from_secs(1);
    let addr = start(Limits {
        read,
        ..Limits::default()
    });
    let started = Instant::now();
    let mut slow_body = TcpStream::connect(addr).expect("connects");
    slow_body
        .write_all(
            format!(
                "POST /api/solve HTTP/1.1\r\nHost: {addr}\r\nContent-Type: text/plain\r\n\
                 Content-Length: 1000\r\nConnection: close\r\n\r\nAt the dinner"
            )
            .as_bytes(),
        )
        .expect("written");
    let mut silent = TcpStream::connect(addr).expect("connects");
    let mut slow_head = TcpStream::connect(addr).expect("connects");
    slow_head
        .write_all(b"POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Ty")
        .expect("written");
    still_serves(addr);
    slow_body
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("a timeout");
    let reply = read_reply(&mut slow_body);
    assert_eq!(reply.status, 408, "{}", reply.text());
    assert_eq!(reply.text(), "the body took more than 1 s to arrive\n");
    slow_head
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("a timeout");
    let mut rest = Vec::new();
    // The end of the connection, not the 30 s of this side's own timeout.
    let closed = std::io::Read::read_to_end(&mut slow_head, &mut rest);
    assert!(closed.is_ok(), "{closed:?}");
    // hyper closes the connection, answering 408 or nothing at all.
    assert!(
        rest.is_empty() || rest.starts_with(b"HTTP/1.1 408"),
        "{:?}",
        String::from_utf8_lossy(&rest)
    );
    // One that says nothing at all is closed the same way, and would be when kept alive idle.
    silent
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("a timeout");
    let mut nothing = Vec::new();
    let closed = std::io::Read::read_to_end(&mut silent, &mut nothing);
    assert!(closed.is_ok(), "{closed:?}");
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );
    still_serves(addr);
}

/// A hundred requests at once: each is answered in full, or refused at once as busy; none is
/// lost, and the server goes on.
#[test]
fn a_hundred_requests_at_once_are_answered_or_refused_as_busy() {
    let addr = start(Limits::default());
    let riddle = Arc::new(read_corpus(SEED_004));
    let expected = post_text(addr, "/api/solve", &riddle).body;
    let barrier = Arc::new(Barrier::new(100));
    let clients: Vec<_> = (0..100)
        .map(|_| {
            let (riddle, barrier) = (Arc::clone(&riddle), Arc::clone(&barrier));
            std::thread::spawn(move || {
                barrier.wait();
                post_text(addr, "/api/solve", &riddle)
            })
        })
        .collect();
    let mut answered = 0;
    for client in clients {
        let reply = client.join().expect("the client thread ends");
        match reply.status {
            200 => {
                assert_eq!(reply.body, expected);
                answered += 1;
            }
            503 => assert!(reply.text().starts_with("busy: "), "{}", reply.text()),
            other => panic!("status {other}: {}", reply.text()),
        }
    }
    assert!(answered >= 1, "none of 100 answered");
    still_serves(addr);
}

#[test]
fn a_full_server_answers_503_at_once_with_retry_after() {
    let addr = start(Limits {
        at_once: 0,
        ..Limits::default()
    });
    let reply = post_text(addr, "/api/solve", &read_corpus(SEED_004));
    assert_eq!(reply.status, 503);
    assert!(
        reply.headers.contains("retry-after: 1"),
        "{}",
        reply.headers
    );
    assert_eq!(
        reply.text(),
        "busy: 0 riddles are being worked on, the most at once; try again in a moment\n"
    );
}

#[test]
fn work_over_its_time_is_answered_503() {
    let addr = start(Limits {
        work: Duration::from_millis(1),
        ..Limits::default()
    });
    let reply = post_text(
        addr,
        "/api/explain",
        &read_corpus("corpus/bench/zebra-8x8-1.txt"),
    );
    assert_eq!(reply.status, 503, "{}", reply.text());
    assert_eq!(
        reply.text(),
        "the riddle took more than 0.001 s to work on\n"
    );
}
