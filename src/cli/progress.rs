//! The progress bar of `check` and `generate`, and the time their summary names. The bar is
//! drawn on standard error only when that is a terminal: never in tests, pipes or logs.

use std::io::IsTerminal;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressState, ProgressStyle};

/// A bar counting riddles, or nothing when standard error is not a terminal.
#[derive(Clone)]
pub struct Progress {
    bar: Option<ProgressBar>,
    started: Instant,
}

impl Progress {
    /// A bar for `total` riddles; a bare count with the rate while the total is unknown (a
    /// stream on standard input, folders still being counted).
    pub fn new(total: Option<u64>) -> Progress {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::no_length();
            bar.set_style(style("{spinner} {pos} riddles, {rate}"));
            bar
        });
        let progress = Progress {
            bar,
            started: Instant::now(),
        };
        if let Some(total) = total {
            progress.set_total(total);
        }
        progress
    }

    /// Whether a bar is drawn: only then is counting the total worth its walk.
    pub fn shown(&self) -> bool {
        self.bar.is_some()
    }

    /// The total, once known; nothing once the bar is gone (a count that came too late).
    pub fn set_total(&self, total: u64) {
        if let Some(bar) = self.bar.as_ref().filter(|bar| !bar.is_finished()) {
            bar.set_style(style("{bar:40} {pos}/{len} riddles, {rate}, {eta} left"));
            bar.set_length(total.max(bar.position()));
        }
    }

    pub fn inc(&self) {
        if let Some(bar) = &self.bar {
            bar.inc(1);
            // A file holding a stream has more riddles than files were counted.
            if bar.length().is_some_and(|length| bar.position() > length) {
                bar.set_length(bar.position());
            }
        }
    }

    /// Runs `f` with the bar out of the way, so that lines written meanwhile stay whole.
    pub fn suspend<R>(&self, f: impl FnOnce() -> R) -> R {
        match &self.bar {
            Some(bar) => bar.suspend(f),
            None => f(),
        }
    }

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }

    /// The time since the bar was made, for a summary line read on a terminal (` in 12.3 s`);
    /// nothing when `terminal` is false, so that output kept in a file or compared in a test
    /// is the same from run to run.
    pub fn elapsed(&self, terminal: bool) -> String {
        if terminal {
            format!(" in {:.1} s", self.started.elapsed().as_secs_f64())
        } else {
            String::new()
        }
    }
}

fn style(template: &str) -> ProgressStyle {
    ProgressStyle::with_template(template)
        .expect("a valid template")
        .with_key(
            "rate",
            |state: &ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = write!(w, "{:.0} riddles/s", state.per_sec());
            },
        )
}
