//! The check every step passes before it is shown: for each cell the step rules out, the
//! riddle made of only the step's clues and facts, plus "the value is in that place", has no
//! seating. The seatings are looked for by the depth-first search of `search`, which shares no
//! code with the reasoning that found the step (`reason`) nor with the 0/1 program that finds
//! case splits no propagation refutes.

use super::grid::Grid;
use super::step::{Step, restricted};
use crate::clue::Reading;
use crate::riddle::Riddle;
use crate::search;

/// A step whose clues and facts do not rule out a cell it claims to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unjustified {
    /// The value and place left possible.
    pub cell: (usize, usize),
}

/// Whether the clues and facts of `step`, taken from `grid` (the grid before the step), rule
/// out every cell the step rules out.
pub fn check(
    riddle: &Riddle,
    reading: Reading,
    grid: &Grid,
    step: &Step,
) -> Result<(), Unjustified> {
    let facts: Vec<usize> = step.facts.iter().map(|f| f.var).collect();
    for &cell in &step.ruled_out {
        let riddle = restricted(riddle, grid, &step.clues, &facts, cell);
        if search::enumerate(&riddle, reading, 1, |_| {}).count > 0 {
            return Err(Unjustified { cell });
        }
    }
    Ok(())
}
