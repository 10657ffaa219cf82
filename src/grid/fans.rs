//! Breath of the Wild's fans and turbines: each fan blows one way, north, east, south or west,
//! and its wind reaches every cell from it to the edge of the grid, through turbines and other
//! fans alike; every turbine must be reached. Two solutions differ in some fan's direction.
//!
//! ```text
//! fans
//! F..F.                    F fan, T turbine, . a cell with neither
//! ```

use super::covering::Covering;
use super::exact_cover::{Cells, MAX_CELLS};
use super::layout::Layout;
use crate::diagnostic::Diagnostic;

/// The most fans: their directions are counted in 64 bits, and 4^31 < 2^64.
pub const MAX_FANS: usize = 31;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Fan,
    Turbine,
    Empty,
}

impl Cell {
    pub fn letter(self) -> char {
        match self {
            Cell::Fan => 'F',
            Cell::Turbine => 'T',
            Cell::Empty => '.',
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    North,
    East,
    South,
    West,
}

impl Direction {
    /// In the order of each fan's choices.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// How a solution draws a fan facing this way.
    pub fn arrow(self) -> char {
        match self {
            Direction::North => '↑',
            Direction::East => '→',
            Direction::South => '↓',
            Direction::West => '←',
        }
    }

    /// The (row, column) step of the wind.
    pub fn step(self) -> (isize, isize) {
        match self {
            Direction::North => (-1, 0),
            Direction::East => (0, 1),
            Direction::South => (1, 0),
            Direction::West => (0, -1),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fans {
    pub width: usize,
    pub height: usize,
    /// In reading order.
    pub cells: Vec<Cell>,
}

impl Fans {
    pub fn parse(layout: &Layout) -> Result<Fans, Vec<Diagnostic>> {
        let mut errors = layout.unknown_fields(&[]);
        let size = layout.size(MAX_CELLS).map_err(|e| errors.push(e)).ok();
        let mut cells = Vec::new();
        for (c, span) in layout.cells() {
            match [Cell::Fan, Cell::Turbine, Cell::Empty]
                .into_iter()
                .find(|cell| cell.letter() == c.to_ascii_uppercase())
            {
                Some(cell) => cells.push(cell),
                None => errors.push(
                    Diagnostic::error(format!("`{c}` is not a cell of a fan puzzle"))
                        .at(span)
                        .label("expected F (fan), T (turbine) or . (neither)"),
                ),
            }
        }
        let fans: Vec<_> = layout
            .cells()
            .filter(|(c, _)| c.eq_ignore_ascii_case(&'F'))
            .collect();
        if fans.is_empty() && errors.is_empty() && size.is_some() {
            errors.push(
                Diagnostic::error("no fan in the grid")
                    .at(layout.rows[0]
                        .span
                        .to(layout.rows[layout.rows.len() - 1].span))
                    .label("expected at least one F"),
            );
        }
        if fans.len() > MAX_FANS {
            errors.push(
                Diagnostic::error(format!("{} fans: at most {MAX_FANS}", fans.len()))
                    .at(fans[MAX_FANS].1)
                    .label("one fan too many"),
            );
        }
        match size {
            Some((width, height)) if errors.is_empty() => Ok(Fans {
                width,
                height,
                cells,
            }),
            _ => Err(errors),
        }
    }

    /// The fans' cells, in reading order: the order of the groups of the covering.
    pub fn fans(&self) -> Vec<usize> {
        (0..self.cells.len())
            .filter(|&i| self.cells[i] == Cell::Fan)
            .collect()
    }

    /// The cells the wind of a fan at `cell` facing `direction` reaches.
    pub fn wind(&self, cell: usize, direction: Direction) -> Cells {
        let (dr, dc) = direction.step();
        let (mut r, mut c) = (cell / self.width, cell % self.width);
        let mut reached = 0;
        loop {
            let (Some(next_r), Some(next_c)) = (r.checked_add_signed(dr), c.checked_add_signed(dc))
            else {
                return reached;
            };
            if next_r >= self.height || next_c >= self.width {
                return reached;
            }
            (r, c) = (next_r, next_c);
            reached |= 1 << (r * self.width + c);
        }
    }

    /// One group per fan (its four directions in the order of `Direction::ALL`), the turbines
    /// as targets.
    pub fn covering(&self) -> Covering {
        let choices = self
            .fans()
            .into_iter()
            .map(|fan| Direction::ALL.map(|d| self.wind(fan, d)).to_vec())
            .collect();
        let targets = (0..self.cells.len())
            .filter(|&i| self.cells[i] == Cell::Turbine)
            .fold(0, |all, i| all | 1 << i);
        Covering::new(choices, targets)
    }
}
