//! The two exact solvers behind one interface: the 0/1 program through microlp (the default
//! for `solve`) and the depth-first search over seatings (the default for `check`, which counts
//! up to a thousand solutions: each no-good cut slows microlp down, while the search does not
//! care). Both are checked against each other by the differential tests.

use clap::ValueEnum;

use crate::clue::Reading;
use crate::riddle::{Riddle, Seating};
use crate::search;
use crate::solve::{SolveError, solve};
use crate::verify::Verifier;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Solver {
    /// The one-hot 0/1 program, solved by microlp.
    Ilp,
    /// Depth-first search over seatings, on the clues directly.
    Search,
}

/// How many seatings were found, and whether that is all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    pub solutions: usize,
    /// The count stopped at the cap: there may be more.
    pub capped: bool,
}

impl Solver {
    /// Calls `visit` for up to `limit` seatings, each re-checked against the clues first.
    pub fn enumerate(
        self,
        riddle: &Riddle,
        reading: Reading,
        limit: usize,
        mut visit: impl FnMut(&Seating),
    ) -> Result<Count, SolveError> {
        match self {
            Solver::Ilp => {
                let seatings = solve(riddle, reading, limit)?;
                seatings.iter().for_each(&mut visit);
                Ok(Count {
                    solutions: seatings.len(),
                    capped: seatings.len() >= limit && limit > 0,
                })
            }
            Solver::Search => {
                let mut unverified = None;
                let verifier = Verifier::new(riddle, reading);
                let found = search::enumerate(riddle, reading, limit, |seating| {
                    if let Err(violation) = verifier.check(seating) {
                        unverified.get_or_insert(violation);
                    }
                    visit(seating);
                });
                match unverified {
                    Some(crate::verify::Violation::Clue(clue)) => {
                        Err(SolveError::Unverified { clue })
                    }
                    Some(crate::verify::Violation::Malformed(m)) => Err(SolveError::Malformed(m)),
                    None => Ok(Count {
                        solutions: found.count,
                        capped: !found.complete,
                    }),
                }
            }
        }
    }

    /// The first `limit` seatings.
    pub fn seatings(
        self,
        riddle: &Riddle,
        reading: Reading,
        limit: usize,
    ) -> Result<Vec<Seating>, SolveError> {
        let mut out = Vec::new();
        self.enumerate(riddle, reading, limit, |s| out.push(s.clone()))?;
        Ok(out)
    }
}
