//! The 0/1 program of a grid puzzle, solved by microlp (through good_lp) for one solution: a
//! binary per option (a placement of a piece, a direction of a fan) and rows over them, each
//! "exactly n" (a cell covered once, a kind of piece used as often as given, a fan facing one
//! way) or "at least n" (a turbine reached).

use good_lp::constraint::{eq, geq};
use good_lp::{
    Expression, ProblemVariables, ResolutionError, Solution, SolverModel, microlp, variable,
};

use super::covering::Covering;
use super::exact_cover::{MAX_CELLS, Tiling};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sense {
    Exactly,
    AtLeast,
}

/// `sum of the options in members (sense) bound`.
#[derive(Clone, Debug)]
pub struct Row {
    pub members: Vec<usize>,
    pub sense: Sense,
    pub bound: u32,
}

#[derive(Clone, Debug)]
pub struct Program {
    options: usize,
    rows: Vec<Row>,
}

impl Program {
    /// Options are the tiling's placements in the order `Tiling::placements` gives them.
    pub fn of_tiling(tiling: &Tiling) -> Program {
        let cells = tiling.board().cells();
        let mut rows: Vec<Row> = (0..cells)
            .map(|_| Row::new(Sense::Exactly, 1))
            .chain(
                tiling
                    .counts()
                    .iter()
                    .map(|&n| Row::new(Sense::Exactly, n as u32)),
            )
            .collect();
        let mut options = 0;
        for p in tiling.placements() {
            for (cell, row) in rows.iter_mut().enumerate().take(cells) {
                if p.cells >> cell & 1 == 1 {
                    row.members.push(options);
                }
            }
            rows[cells + p.kind].members.push(options);
            options += 1;
        }
        Program { options, rows }
    }

    /// Options are each group's choices, group after group.
    pub fn of_covering(covering: &Covering) -> Program {
        let mut rows = Vec::new();
        let mut targets: Vec<(usize, Row)> = (0..MAX_CELLS)
            .filter(|&cell| covering.targets() >> cell & 1 == 1)
            .map(|cell| (cell, Row::new(Sense::AtLeast, 1)))
            .collect();
        let mut options = 0;
        for choices in covering.choices() {
            let mut group = Row::new(Sense::Exactly, 1);
            for &cells in choices {
                group.members.push(options);
                for (cell, row) in &mut targets {
                    if cells >> *cell & 1 == 1 {
                        row.members.push(options);
                    }
                }
                options += 1;
            }
            rows.push(group);
        }
        rows.extend(targets.into_iter().map(|(_, row)| row));
        Program { options, rows }
    }

    /// The options set to 1 in one solution microlp finds, in increasing order; `None` when
    /// there is none. The objective is zero: any solution will do.
    pub fn solve(&self) -> Result<Option<Vec<usize>>, String> {
        let mut variables = ProblemVariables::new();
        let x = variables.add_vector(variable().binary(), self.options);
        let mut model = variables.minimise(0).using(microlp);
        for row in &self.rows {
            let sum: Expression = row.members.iter().map(|&i| x[i]).sum();
            let bound = f64::from(row.bound);
            model.add_constraint(match row.sense {
                Sense::Exactly => eq(sum, bound),
                Sense::AtLeast => geq(sum, bound),
            });
        }
        match model.solve() {
            Ok(solution) => Ok(Some(
                (0..self.options)
                    .filter(|&i| solution.value(x[i]) > 0.5)
                    .collect(),
            )),
            Err(ResolutionError::Infeasible) => Ok(None),
            Err(error) => Err(error.to_string()),
        }
    }
}

impl Row {
    fn new(sense: Sense, bound: u32) -> Row {
        Row {
            members: Vec::new(),
            sense,
            bound,
        }
    }
}
