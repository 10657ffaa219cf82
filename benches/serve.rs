//! `riddle serve` under load on loopback: 8 clients, each on a kept-alive connection, send the
//! game's riddle to `POST /api/solve` one request after another, 4,000 requests in all (at most
//! 60 s), and the throughput and latency percentiles are printed. Every answer must be the
//! command line's (200 and the same bytes); a busy (503) or any other answer is counted as an
//! error and fails the run. `cargo bench --bench serve`; `SERVE_BENCH_REQUESTS` and
//! `SERVE_BENCH_PATH` (`/api/check`, `/api/explain`) change what is sent.
//!
//! The server runs in this process with its default limits, on its own threads; the clients
//! share one more thread. Only 127.0.0.1 is ever connected to.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper::header::CONTENT_TYPE;
use hyper::{Method, Request, StatusCode, Uri};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use riddle::serve::{Limits, Server};

const CLIENTS: usize = 8;
const DEADLINE: Duration = Duration::from_secs(60);

/// One request on the client's kept-alive connections: the status and the whole body.
async fn send(
    client: &Client<HttpConnector, Full<Bytes>>,
    uri: &Uri,
    body: &Bytes,
) -> (StatusCode, Bytes) {
    let request = Request::builder()
        .method(Method::POST)
        .uri(uri.clone())
        .header(CONTENT_TYPE, "text/plain; charset=utf-8")
        .body(Full::new(body.clone()))
        .expect("a request");
    let response = client.request(request).await.expect("an answer");
    let status = response.status();
    let answer = response.into_body().collect().await.expect("a body");
    (status, answer.to_bytes())
}

fn main() {
    let requests: usize = std::env::var("SERVE_BENCH_REQUESTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(4_000);
    let path = std::env::var("SERVE_BENCH_PATH").unwrap_or_else(|_| "/api/solve".into());
    let riddle = std::fs::read("corpus/game/seed-004.txt").expect("the game's riddle");

    let server = Server::bind("127.0.0.1:0".parse().expect("loopback"), Limits::default())
        .expect("a free port");
    let addr = server.local_addr().expect("its address");
    std::thread::spawn(move || server.run());

    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let (latencies, errors, elapsed) = runtime.block_on(async {
        let client: Client<HttpConnector, Full<Bytes>> =
            Client::builder(TokioExecutor::new()).build_http();
        let uri: Uri = format!("http://{addr}{path}").parse().expect("a URI");
        let body = Bytes::from(riddle);
        // The answer every request must get, and a warm-up.
        let (status, expected) = send(&client, &uri, &body).await;
        assert_eq!(status, 200, "{}", String::from_utf8_lossy(&expected));

        let next = Arc::new(AtomicUsize::new(0));
        let started = Instant::now();
        let mut tasks = Vec::new();
        for _ in 0..CLIENTS {
            let (client, next, expected) = (client.clone(), Arc::clone(&next), expected.clone());
            let (uri, body) = (uri.clone(), body.clone());
            tasks.push(tokio::spawn(async move {
                let mut latencies = Vec::new();
                let mut errors = 0;
                while next.fetch_add(1, Ordering::Relaxed) < requests
                    && started.elapsed() < DEADLINE
                {
                    let sent = Instant::now();
                    let (status, answer) = send(&client, &uri, &body).await;
                    latencies.push(sent.elapsed());
                    if status != 200 || answer != expected {
                        errors += 1;
                    }
                }
                (latencies, errors)
            }));
        }
        let mut latencies = Vec::new();
        let mut errors = 0;
        for task in tasks {
            let (some, failed) = task.await.expect("a client ends");
            latencies.extend(some);
            errors += failed;
        }
        (latencies, errors, started.elapsed())
    });

    let mut sorted = latencies;
    sorted.sort();
    let at =
        |q: f64| sorted[((sorted.len() as f64 * q).ceil() as usize).clamp(1, sorted.len()) - 1];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "serve {path}: {} requests from {CLIENTS} clients in {:.2} s: {:.0} requests/s, \
         latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms, {errors} errors",
        sorted.len(),
        elapsed.as_secs_f64(),
        sorted.len() as f64 / elapsed.as_secs_f64(),
        ms(at(0.50)),
        ms(at(0.99)),
        ms(at(1.0)),
    );
    assert_eq!(errors, 0, "answers that were not the command line's");
    assert!(
        sorted.len() >= requests || elapsed >= DEADLINE,
        "{} of {requests} sent",
        sorted.len()
    );
}
