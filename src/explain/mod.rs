//! `riddle explain` and `riddle hint`: the deduction from the clues to the answer as numbered
//! steps, each naming the clues and earlier facts it uses and what it concludes, the easiest
//! step first (`step`), and each checked by an independent exact search before it is shown
//! (`check`). What is known between steps is a grid of the places each value can still take
//! (`grid`); a hint starts from the facts the player gives (`given`).

mod check;
pub mod given;
pub mod grid;
mod reason;
pub mod step;

use crate::clue::Reading;
use crate::engine::Solver;
use crate::riddle::{Riddle, Seating};
use crate::solve::SolveError;
pub use check::{Unjustified, check};
pub use given::Given;
pub use grid::{Grid, Origin, Var};
pub use step::{Broken, Fact, Level, Step};

/// The steps from the facts given (none: the empty grid) to the answer.
#[derive(Clone, Debug)]
pub struct Explanation {
    pub steps: Vec<Step>,
    pub answer: Seating,
}

/// How hard an explanation says its riddle is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Difficulty {
    pub steps: usize,
    /// The cost of the hardest step (`Step::cost`).
    pub hardest: usize,
    /// Whether some step needs a case split.
    pub case_split: bool,
}

/// Why there is no explanation.
#[derive(Clone, Debug)]
pub enum ExplainError {
    /// The riddle has no answer, or several (how many were found, at most 2).
    NotUnique(usize),
    /// The facts given contradict each other or the clues.
    Contradicts,
    /// A step did not pass its check: a bug, reported rather than shown.
    Unjustified {
        step: usize,
        cell: (Var, usize),
    },
    /// No step was found before the answer: a bug.
    Stuck {
        step: usize,
    },
    Solver(SolveError),
}

impl Explanation {
    pub fn difficulty(&self) -> Difficulty {
        Difficulty {
            steps: self.steps.len(),
            hardest: self.steps.iter().map(|s| s.cost).max().unwrap_or(0),
            case_split: self.steps.iter().any(|s| s.level >= Level::Split),
        }
    }
}

/// The riddle's one answer, and the grid `given` leaves; an error when there is no one
/// answer or the facts given rule it out.
pub fn start(
    riddle: &Riddle,
    reading: Reading,
    given: &[Given],
) -> Result<(Seating, Grid), ExplainError> {
    let seatings = Solver::Search
        .seatings(riddle, reading, 2)
        .map_err(ExplainError::Solver)?;
    let [answer] = seatings.as_slice() else {
        return Err(ExplainError::NotUnique(seatings.len()));
    };
    let grid = given::apply(&Grid::empty(riddle), given).ok_or(ExplainError::Contradicts)?;
    // The answer is the only seating: facts that leave it out contradict the clues.
    let keeps_answer = (0..grid.vars.len()).all(|var| {
        let (category, value) = grid.vars[var];
        answer
            .seat_of(category, value)
            .is_some_and(|seat| grid.seats[var] & (1 << seat) != 0)
    });
    if !keeps_answer {
        return Err(ExplainError::Contradicts);
    }
    Ok((answer.clone(), grid))
}

/// Every step from the facts `given` to the answer, each checked.
pub fn explain(
    riddle: &Riddle,
    reading: Reading,
    given: &[Given],
) -> Result<Explanation, ExplainError> {
    let (answer, mut grid) = start(riddle, reading, given)?;
    let finder = step::Finder::new(riddle, reading, &grid);
    let mut steps = Vec::new();
    while !grid.solved() {
        let number = steps.len();
        let step = finder
            .next(&grid, number)
            .ok_or(ExplainError::Stuck { step: number })?;
        grid = checked(riddle, reading, &grid, &step, number)?;
        steps.push(step);
    }
    if grid.seating(riddle).as_ref() != Some(&answer) {
        return Err(ExplainError::Stuck { step: steps.len() });
    }
    Ok(Explanation { steps, answer })
}

/// The easiest next step from the facts `given`, checked; `None` when they already place
/// every value.
pub fn hint(
    riddle: &Riddle,
    reading: Reading,
    given: &[Given],
) -> Result<Option<Step>, ExplainError> {
    let (_, grid) = start(riddle, reading, given)?;
    if grid.solved() {
        return Ok(None);
    }
    let finder = step::Finder::new(riddle, reading, &grid);
    let step = finder
        .next(&grid, 0)
        .ok_or(ExplainError::Stuck { step: 0 })?;
    checked(riddle, reading, &grid, &step, 0)?;
    Ok(Some(step))
}

/// `grid` after `step`, once the step passed its check.
fn checked(
    riddle: &Riddle,
    reading: Reading,
    grid: &Grid,
    step: &Step,
    number: usize,
) -> Result<Grid, ExplainError> {
    check(riddle, reading, grid, step)
        .map_err(|Unjustified { cell }| ExplainError::Unjustified { step: number, cell })?;
    let mut after = grid.clone();
    for &(var, seat) in &step.ruled_out {
        after.remove(var, seat, Origin::Step(number));
    }
    Ok(after)
}
