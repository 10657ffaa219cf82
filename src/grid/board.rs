//! A rectangle of cells as the exact search numbers them: along the shorter side first. The
//! search always covers the first empty cell next, so the covered cells are a prefix plus a
//! ragged edge a few lines deep; the shorter the lines, the fewer such edges, and the fewer
//! states to count (an 8 x 6 frame read down its columns of 6).

use super::exact_cover::Cells;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub width: usize,
    pub height: usize,
    /// Whether pieces may join at a corner, so that empty cells touching only at a corner can
    /// still be filled by one piece.
    pub corners: bool,
}

impl Board {
    pub fn new(width: usize, height: usize, corners: bool) -> Board {
        Board {
            width,
            height,
            corners,
        }
    }

    pub fn cells(&self) -> usize {
        self.width * self.height
    }

    /// Whether the search goes down the columns.
    fn by_columns(&self) -> bool {
        self.height < self.width
    }

    /// The cells of one line in the search's order.
    pub fn line(&self) -> usize {
        if self.by_columns() {
            self.height
        } else {
            self.width
        }
    }

    /// The search's number of the cell at `row`, `column`.
    pub fn index(&self, row: usize, column: usize) -> usize {
        if self.by_columns() {
            column * self.height + row
        } else {
            row * self.width + column
        }
    }

    /// The row and column of the cell the search numbers `index`.
    pub fn position(&self, index: usize) -> (usize, usize) {
        if self.by_columns() {
            (index % self.height, index / self.height)
        } else {
            (index / self.width, index % self.width)
        }
    }

    /// The cells at the start and at the end of a line, which have no neighbour before or after
    /// them in the line.
    pub fn line_ends(&self) -> (Cells, Cells) {
        let line = self.line();
        (0..self.cells()).fold((0, 0), |(starts, ends), i| {
            (
                starts | Cells::from(i % line == 0) << i,
                ends | Cells::from(i % line == line - 1) << i,
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_and_position_are_inverse_either_way_round() {
        for (width, height) in [(8, 6), (6, 8), (5, 5), (1, 7), (7, 1)] {
            let board = Board::new(width, height, false);
            let mut seen = vec![false; board.cells()];
            for r in 0..height {
                for c in 0..width {
                    let i = board.index(r, c);
                    assert!(!seen[i]);
                    seen[i] = true;
                    assert_eq!(board.position(i), (r, c));
                }
            }
            assert_eq!(board.line(), width.min(height));
        }
    }
}
