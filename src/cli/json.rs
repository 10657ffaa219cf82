//! What `riddle solve|check|explain --format json` print for an input given on standard input,
//! written into memory by the same functions that print it: `riddle serve` answers with these
//! bytes, so its API cannot drift from the command line's.

use std::ops::ControlFlow;

use crate::check::{Options, check_riddles};
use crate::clue::Reading;
use crate::engine::Solver;
use crate::read::{ReadOptions, riddles_in};

use super::{
    Format, Out, Outcome, Phrasebook, Show, checked_outcome, each_of, explain_one, show_checked,
    solve_one,
};

/// The commands whose JSON can be asked for this way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonCommand {
    Solve,
    Check,
    Explain,
}

/// What a command printed: its standard output (one JSON object per riddle, one per line) and
/// the exit status it would have ended with.
#[derive(Debug)]
pub struct Printed {
    pub stdout: Vec<u8>,
    pub status: u8,
}

/// `riddle COMMAND --format json --left-of READING` with `input` on standard input, every other
/// option at its default; `check` works on one thread (`-j 1`), which changes nothing it prints.
pub fn json_of(command: JsonCommand, input: Vec<u8>, reading: Reading) -> Printed {
    let mut stdout = Vec::new();
    let mut out = Out {
        stdout: Box::new(&mut stdout),
        closed: None,
    };
    let read = ReadOptions::default();
    // Nothing is read from disk for a request: no phrase file either.
    let none = Phrasebook::none();
    let show = Show {
        format: Format::Json,
        color: false,
        read,
        phrases: &none,
    };
    let riddles = riddles_in(input);
    let worst = match command {
        JsonCommand::Solve => each_of(riddles, false, show, &mut out, |source, out| {
            solve_one(source, reading, (Solver::Ilp, 1000), show, out)
        }),
        JsonCommand::Explain => each_of(riddles, false, show, &mut out, |source, out| {
            explain_one(source, reading, show, out)
        }),
        JsonCommand::Check => {
            let options = Options {
                reading,
                max: 1000,
                redundant: false,
                solver: Solver::Search,
                read,
                difficulty: false,
            };
            let mut worst = Outcome::Unique;
            let mut first = true;
            check_riddles(
                riddles,
                &options,
                1,
                || {},
                |result| {
                    show_checked(&result, first, show, &mut out);
                    first = false;
                    worst = worst.max(checked_outcome(&result).0);
                    ControlFlow::Continue(())
                },
            );
            worst
        }
    };
    drop(out);
    Printed {
        stdout,
        status: worst.code(),
    }
}
