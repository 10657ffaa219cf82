//! `riddle serve`: a page for players and an API that answers what `riddle solve|check|explain
//! --format json` print, from a local web server with its page built in. It is made to be left
//! running: loopback unless told otherwise, every request bounded in size, time and number, and
//! nothing read from or written to disk because of a request.

mod api;
mod limits;
mod page;
mod server;

pub use limits::Limits;
pub use server::Server;
