//! `riddle serve`: the API answers what the commands print (`api`), hostile requests are refused
//! without harm (`hostile`), and the page works in a real browser (`browser`). Each test starts
//! a server of its own in this process, on a free loopback port, with the limits it needs.

mod api;
mod browser;
mod hostile;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

use riddle::serve::{Limits, Server};

pub const SEED_004: &str = "corpus/game/seed-004.txt";

/// A server on a free port of 127.0.0.1, serving on a thread of its own until the tests end.
pub fn start(limits: Limits) -> SocketAddr {
    let server = Server::bind("127.0.0.1:0".parse().expect("an address"), limits)
        .expect("a free port on loopback");
    let addr = server.local_addr().expect("a bound address");
    std::thread::spawn(move || server.run());
    addr
}

/// A response as read off the socket.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    /// The header lines, lower case, for `contains` checks.
    pub headers: String,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// Sends `raw` as it is (it should ask for `Connection: close`) and reads the response to the
/// end of the connection. Written by hand so that a test can send what no client would.
pub fn exchange(addr: SocketAddr, raw: &[u8]) -> Reply {
    let mut stream = TcpStream::connect(addr).expect("the server accepts");
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .expect("a timeout");
    // The server may answer (413) before it has read all of a large body, then close.
    let _ = stream.write_all(raw);
    read_reply(&mut stream)
}

pub fn read_reply(stream: &mut TcpStream) -> Reply {
    let mut bytes = Vec::new();
    let _ = stream.read_to_end(&mut bytes);
    parse_reply(&bytes)
}

pub fn parse_reply(bytes: &[u8]) -> Reply {
    let split = bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no end of headers in {:?}", String::from_utf8_lossy(bytes)));
    let head = String::from_utf8_lossy(&bytes[..split]).to_ascii_lowercase();
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("no status in {head:?}"));
    Reply {
        status,
        headers: head,
        body: bytes[split + 4..].to_vec(),
    }
}

/// A POST with this content type and body.
pub fn post(addr: SocketAddr, path: &str, content_type: &str, body: &[u8]) -> Reply {
    let mut raw = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: {content_type}\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    )
    .into_bytes();
    raw.extend_from_slice(body);
    exchange(addr, &raw)
}

/// A riddle sent as the API asks.
pub fn post_text(addr: SocketAddr, path: &str, body: &[u8]) -> Reply {
    post(addr, path, "text/plain; charset=utf-8", body)
}

pub fn get(addr: SocketAddr, path: &str) -> Reply {
    exchange(
        addr,
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").as_bytes(),
    )
}

pub fn read_corpus(path: &str) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}
