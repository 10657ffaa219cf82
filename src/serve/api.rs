//! `POST /api/solve`, `/api/check` and `/api/explain`: the riddle as a `text/plain` body, the
//! answer what `riddle solve|check|explain --format json` print for it on standard input (see
//! `cli::json`). A request that is not such a body is refused with a 4xx and a line saying why,
//! before any work; the work runs on a thread of its own, under `Limits`.

use std::error::Error as _;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Query, State};
use axum::http::header::{CONTENT_LENGTH, CONTENT_TYPE, RETRY_AFTER};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use http_body_util::LengthLimitError;
use serde::Deserialize;
use tokio::sync::Semaphore;
use tokio::time::timeout;

use super::limits::Limits;
use crate::cli::json::{JsonCommand, json_of};
use crate::clue::Reading;
use crate::read::source_from_bytes;

/// What every request shares: the limits, and the slots for riddles worked on at once.
#[derive(Clone)]
pub struct Work {
    limits: Limits,
    slots: Arc<Semaphore>,
}

impl Work {
    pub fn new(limits: Limits) -> Work {
        Work {
            limits,
            slots: Arc::new(Semaphore::new(limits.at_once)),
        }
    }
}

/// The query string: `?left_of=somewhere`, as `--left-of` says it; nothing else is taken.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Params {
    #[serde(default)]
    left_of: LeftOf,
}

#[derive(Clone, Copy, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
enum LeftOf {
    #[default]
    Immediate,
    Somewhere,
}

pub async fn solve(
    State(work): State<Work>,
    Query(params): Query<Params>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    work.answer(JsonCommand::Solve, params, &headers, body)
        .await
}

pub async fn check(
    State(work): State<Work>,
    Query(params): Query<Params>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    work.answer(JsonCommand::Check, params, &headers, body)
        .await
}

pub async fn explain(
    State(work): State<Work>,
    Query(params): Query<Params>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    work.answer(JsonCommand::Explain, params, &headers, body)
        .await
}

impl Work {
    async fn answer(
        &self,
        command: JsonCommand,
        params: Params,
        headers: &HeaderMap,
        body: Body,
    ) -> Response {
        let limits = self.limits;
        if let Err(why) = plain_text(headers) {
            return refuse(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                format!("{why}: send the riddle as the body, with Content-Type: text/plain"),
            );
        }
        let too_large = || {
            refuse(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!(
                    "the body is over the limit of {} bytes, the limit of riddle solve's input",
                    limits.max_body
                ),
            )
        };
        let declared = headers
            .get(CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<u64>().ok());
        if declared.is_some_and(|length| length > limits.max_body as u64) {
            return too_large();
        }
        let bytes = match timeout(limits.read, axum::body::to_bytes(body, limits.max_body)).await {
            Ok(Ok(bytes)) => bytes,
            Ok(Err(e)) if e.source().is_some_and(|s| s.is::<LengthLimitError>()) => {
                return too_large();
            }
            Ok(Err(e)) => {
                return refuse(
                    StatusCode::BAD_REQUEST,
                    format!("cannot read the body: {e}"),
                );
            }
            Err(_) => {
                return refuse(
                    StatusCode::REQUEST_TIMEOUT,
                    format!(
                        "the body took more than {} s to arrive",
                        limits.read.as_secs_f64()
                    ),
                );
            }
        };
        let input = Vec::from(bytes);
        // Binary and non-UTF-8 bodies are no text/plain: refused as the request they are, with
        // the words the command line uses for such input.
        if let Err(error) = source_from_bytes("<stdin>", input.clone()) {
            return refuse(StatusCode::BAD_REQUEST, error.message);
        }
        let Ok(slot) = Arc::clone(&self.slots).try_acquire_owned() else {
            let mut busy = refuse(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "busy: {} riddles are being worked on, the most at once; try again in a moment",
                    limits.at_once
                ),
            );
            busy.headers_mut()
                .insert(RETRY_AFTER, "1".parse().expect("a valid header"));
            return busy;
        };
        let reading = match params.left_of {
            LeftOf::Immediate => Reading::Immediate,
            LeftOf::Somewhere => Reading::Somewhere,
        };
        // The slot goes with the work: a riddle that outlives its request still holds it.
        let job = tokio::task::spawn_blocking(move || {
            let _slot = slot;
            json_of(command, input, reading)
        });
        match timeout(limits.work, job).await {
            Ok(Ok(printed)) => (
                StatusCode::OK,
                [(CONTENT_TYPE, "application/x-ndjson")],
                printed.stdout,
            )
                .into_response(),
            Ok(Err(_)) => refuse(
                StatusCode::INTERNAL_SERVER_ERROR,
                "internal error: the work on this riddle failed (please report the riddle)",
            ),
            Err(_) => refuse(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "the riddle took more than {} s to work on",
                    limits.work.as_secs_f64()
                ),
            ),
        }
    }
}

/// The body must say it is text: `text/plain`, in UTF-8 if it names a charset; else what it
/// says instead.
fn plain_text(headers: &HeaderMap) -> Result<(), String> {
    let Some(value) = headers.get(CONTENT_TYPE) else {
        return Err("no Content-Type".into());
    };
    let value = value.to_str().unwrap_or_default().to_ascii_lowercase();
    let mut parts = value.split(';').map(str::trim);
    if parts.next() != Some("text/plain") {
        return Err(format!("Content-Type {value:?}"));
    }
    for part in parts {
        if let Some(charset) = part.strip_prefix("charset=")
            && !matches!(charset.trim_matches('"'), "utf-8" | "utf8" | "us-ascii")
        {
            return Err(format!("charset {charset:?}, not UTF-8"));
        }
    }
    Ok(())
}

/// A refusal: its status and one line saying why, as plain text.
pub fn refuse(status: StatusCode, message: impl Into<String>) -> Response {
    let mut line = message.into();
    line.push('\n');
    (status, [(CONTENT_TYPE, "text/plain; charset=utf-8")], line).into_response()
}

pub async fn not_found() -> Response {
    refuse(
        StatusCode::NOT_FOUND,
        "no such page: the page is at /, the API at POST /api/solve, /api/check and /api/explain",
    )
}

pub async fn method_not_allowed() -> Response {
    refuse(
        StatusCode::METHOD_NOT_ALLOWED,
        "method not allowed: the page and its files are read with GET, the API takes POST",
    )
}
