//! Work on every core (or as many threads as asked), results handed on in the order of the input,
//! in memory that does not grow with the input: `check` and `generate` over millions of
//! riddles both run through [`map_ordered`].

use std::collections::BTreeMap;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::sync_channel;

use rayon::prelude::*;

/// Items taken from the input and not yet handed on, per thread of the pool: enough that a
/// riddle slower than the others does not leave the other threads idle at once, few enough that
/// the results waiting behind it stay small (a check report is a few kilobytes).
const WINDOW_PER_THREAD: usize = 64;

/// Runs `work` on each item of `items` on `threads` threads (0: one per core) and gives the
/// results to `emit` in the order of `items`, each as soon as it and those before it are done.
/// Once `emit` breaks (nobody reads the output any more), no further item is taken.
///
/// Memory is bounded whatever the length of `items`: an item is taken only with one of a fixed
/// number of tickets, and its ticket comes back only once its result is emitted. So at most
/// that many items are in work or waiting to be emitted behind a slower one (the reorder
/// window), and nothing else is kept.
pub fn map_ordered<T: Send, U: Send>(
    threads: usize,
    items: impl Iterator<Item = T> + Send,
    work: impl Fn(T) -> U + Sync,
    mut emit: impl FnMut(U) -> ControlFlow<()>,
) {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("threads can be started");
    let window = WINDOW_PER_THREAD * pool.current_num_threads();
    let (tickets, ticket) = sync_channel(window);
    for _ in 0..window {
        tickets.send(()).expect("the receiver is alive");
    }
    let stop = AtomicBool::new(false);
    // Never full: no more results than tickets exist at once.
    let (results, received) = sync_channel(window);
    std::thread::scope(|scope| {
        // Owned here, so that returning early drops it: the taker waiting for a ticket then
        // sees the end instead of waiting forever.
        let tickets = tickets;
        let (stop, pool, work) = (&stop, &pool, &work);
        scope.spawn(move || {
            pool.install(move || {
                std::iter::from_fn(move || ticket.recv().ok())
                    .zip(items)
                    .map(|((), item)| item)
                    .take_while(|_| !stop.load(Ordering::Relaxed))
                    .enumerate()
                    .par_bridge()
                    .for_each_with(results, |results, (n, item)| {
                        // Fails only once `emit` broke off and nobody waits for the rest.
                        let _ = results.send((n, work(item)));
                    })
            });
        });
        // Results come in the order they finish; they go out in the order of the input.
        let mut early = BTreeMap::new();
        let mut next = 0;
        for (n, result) in received {
            early.insert(n, result);
            while let Some(result) = early.remove(&next) {
                next += 1;
                if emit(result).is_break() {
                    stop.store(true, Ordering::Relaxed);
                    return;
                }
                // Cannot fail: the taker holds the receiver until the input ends.
                let _ = tickets.send(());
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_input_order_even_when_early_items_are_slowest() {
        let mut seen = Vec::new();
        map_ordered(
            2,
            0..1000u64,
            |n| {
                // The first items take longest, so later ones finish first.
                if n < 4 {
                    std::thread::sleep(std::time::Duration::from_millis(50 * (4 - n)));
                }
                n * 2
            },
            |doubled| {
                seen.push(doubled);
                ControlFlow::Continue(())
            },
        );
        assert_eq!(seen, (0..1000).map(|n| n * 2).collect::<Vec<_>>());
    }

    #[test]
    fn no_more_than_the_window_is_taken_ahead_of_the_output() {
        let taken = std::sync::atomic::AtomicUsize::new(0);
        let window = WINDOW_PER_THREAD * 2;
        let mut emitted = 0;
        map_ordered(
            2,
            (0..10 * window).inspect(|_| {
                taken.fetch_add(1, Ordering::SeqCst);
            }),
            |n| n,
            |_| {
                emitted += 1;
                assert!(taken.load(Ordering::SeqCst) <= emitted - 1 + window);
                ControlFlow::Continue(())
            },
        );
        assert_eq!(emitted, 10 * window);
    }

    #[test]
    fn a_break_stops_taking_items() {
        let taken = std::sync::atomic::AtomicUsize::new(0);
        let window = WINDOW_PER_THREAD * 2;
        map_ordered(
            2,
            (0..).inspect(|_| {
                taken.fetch_add(1, Ordering::SeqCst);
            }),
            |n: u64| n,
            |n| {
                if n == 10 {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            },
        );
        assert!(taken.load(Ordering::SeqCst) <= 11 + window);
    }
}
