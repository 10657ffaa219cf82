//! The page and its files, built into the binary so that the server needs nothing beside it,
//! and the riddles a player can pick instead of pasting one.

use axum::http::HeaderValue;
use axum::http::header::{CACHE_CONTROL, CONTENT_SECURITY_POLICY, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};

const INDEX: &str = include_str!("assets/index.html");
const CSS: &str = include_str!("assets/riddle.css");
const JS: &str = include_str!("assets/riddle.js");

/// Riddles to pick from, by what each shows: the game's own first.
const EXAMPLES: &[(&str, &str)] = &[
    (
        "The Jindosh lock (Dishonored 2)",
        include_str!("../../corpus/game/seed-004.txt"),
    ),
    (
        "Einstein's riddle, four houses",
        include_str!("../../corpus/zebra/zebra-4h-01-fish.txt"),
    ),
    (
        "Dinesman's floors",
        include_str!("../../corpus/zebra/zebra-5f-10-dinesman.txt"),
    ),
    (
        "The game's riddle with a typo, read with a warning",
        include_str!("../../corpus/game/game-020-typo-womman.txt"),
    ),
    (
        "A clue missing: two answers",
        include_str!("../../corpus/ambiguous/game-without-toast.txt"),
    ),
    (
        "Clues in conflict",
        include_str!("../../corpus/contradictory/game-two-at-far-left.txt"),
    ),
    (
        "A sentence not understood",
        include_str!("../../corpus/invalid/unknown-sentence.txt"),
    ),
];

/// Nothing but the server's own files may load or run: no font, script or request elsewhere.
const POLICY: &str = "default-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

fn asset(kind: &'static str, body: impl IntoResponse) -> Response {
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(CONTENT_TYPE, HeaderValue::from_static(kind));
    headers.insert(CONTENT_SECURITY_POLICY, HeaderValue::from_static(POLICY));
    // A new binary may serve a new page at the same address.
    headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}

pub async fn index() -> Response {
    asset("text/html; charset=utf-8", INDEX)
}

pub async fn css() -> Response {
    asset("text/css; charset=utf-8", CSS)
}

pub async fn js() -> Response {
    asset("text/javascript; charset=utf-8", JS)
}

/// `[{"title", "text"}]`, in the order of `EXAMPLES`.
pub async fn examples() -> Response {
    let list: Vec<serde_json::Value> = EXAMPLES
        .iter()
        .map(|(title, text)| serde_json::json!({ "title": title, "text": text }))
        .collect();
    asset(
        "application/json",
        serde_json::Value::from(list).to_string(),
    )
}
