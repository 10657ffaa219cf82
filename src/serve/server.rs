//! The listening socket, the routes, and one hyper connection per client, each under the
//! deadline of `Limits::read` for its request headers.

use std::io;
use std::net::{SocketAddr, TcpListener};
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::routing::{get, post};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::sync::Semaphore;

use super::api::{self, Work};
use super::limits::Limits;
use super::page;

/// A server bound to its address, not yet serving: the caller learns the address first (port
/// 0 picks a free one, as tests do).
pub struct Server {
    listener: TcpListener,
    limits: Limits,
}

impl Server {
    pub fn bind(addr: SocketAddr, limits: Limits) -> io::Result<Server> {
        let listener = TcpListener::bind(addr)?;
        listener.set_nonblocking(true)?;
        Ok(Server { listener, limits })
    }

    pub fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Serves until the process ends. Two threads answer requests, whatever the machine: the
    /// riddles are worked on by threads of their own (`Limits::at_once`).
    pub fn run(self) -> io::Result<()> {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .max_blocking_threads(self.limits.at_once.max(1))
            .enable_io()
            .enable_time()
            .build()?
            .block_on(self.serve())
    }

    async fn serve(self) -> io::Result<()> {
        let limits = self.limits;
        let listener = tokio::net::TcpListener::from_std(self.listener)?;
        let app = routes(Work::new(limits));
        let connections = Arc::new(Semaphore::new(limits.connections));
        loop {
            let open = Arc::clone(&connections)
                .acquire_owned()
                .await
                .expect("the semaphore is never closed");
            let stream = match listener.accept().await {
                Ok((stream, _)) => stream,
                // Out of file descriptors, or a connection reset before it was accepted: the
                // next one may do; a short pause keeps an exhausted process from spinning.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            };
            let service = TowerToHyperService::new(app.clone());
            tokio::spawn(async move {
                let _open = open;
                let mut http = hyper::server::conn::http1::Builder::new();
                http.timer(TokioTimer::new())
                    .header_read_timeout(limits.read);
                // A connection that fails (a client gone, headers too slow) concerns that
                // client only.
                let _ = http.serve_connection(TokioIo::new(stream), service).await;
            });
        }
    }
}

fn routes(work: Work) -> Router {
    Router::new()
        .route("/", get(page::index))
        .route("/riddle.css", get(page::css))
        .route("/riddle.js", get(page::js))
        .route("/examples.json", get(page::examples))
        .route("/api/solve", post(api::solve))
        .route("/api/check", post(api::check))
        .route("/api/explain", post(api::explain))
        .fallback(api::not_found)
        .method_not_allowed_fallback(api::method_not_allowed)
        .with_state(work)
}
