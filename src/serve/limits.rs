//! What one request may cost the server, and how many may cost it at once.

use std::time::Duration;

use crate::read::MAX_INPUT_BYTES;

#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// A larger body is refused (413): the command line's input limit, so the server takes what
    /// `riddle solve` takes.
    pub max_body: usize,
    /// Reading a request's headers, and then its body, may each take this long; a client that
    /// sends slower is cut off (its body answered 408), so a trickle cannot hold a connection.
    pub read: Duration,
    /// Working on a riddle may take this long before the request is answered 503. The work
    /// itself cannot be interrupted (the solvers do not poll a clock), so it keeps its slot
    /// among `at_once` until it ends: slow riddles fill the slots, and the server refuses more
    /// rather than take on more than its cores can do.
    pub work: Duration,
    /// Riddles worked on at once, each on a thread of its own; one more is answered 503 at once
    /// rather than queued, so that a burst cannot pile up work nobody waits for any more.
    pub at_once: usize,
    /// Connections open at once; the next waits in the kernel's queue until one closes.
    pub connections: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_body: MAX_INPUT_BYTES,
            read: Duration::from_secs(10),
            // The slowest of the corpus (`riddle explain` of an 8-house zebra puzzle) took
            // under half a second in a release build.
            work: Duration::from_secs(10),
            // Enough for a handful of players clicking at once on a small machine; a
            // riddle's work is all CPU, so more at once would only share the same cores.
            at_once: 16,
            connections: 256,
        }
    }
}
