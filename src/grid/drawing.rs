//! A solution drawn as its puzzle is: a letter per piece (A, B, ... in reading order of each
//! piece's first cell) or an arrow per fan. This is what is printed, and what `check.rs`
//! checks, so that what the user reads is what was checked.

use super::board::Board;
use super::exact_cover::Placement;
use super::fans::{Direction, Fans};

/// The letters pieces are drawn with, in order; a puzzle has at most this many pieces.
pub const LABELS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawing {
    pub rows: Vec<String>,
    /// For sigils, each piece's letter and its tetromino (`A` is a `J`); empty otherwise.
    pub pieces: Vec<(char, char)>,
}

impl Drawing {
    /// A tiling of `board`; `names`, when given, names each kind of piece. A cell no piece
    /// covers is drawn `?` (the check then refuses it).
    pub fn of_tiling(board: Board, laid: &[Placement], names: Option<&[char]>) -> Drawing {
        // Which of `laid` covers each cell, row by row.
        let grid: Vec<Vec<Option<usize>>> = (0..board.height)
            .map(|r| {
                (0..board.width)
                    .map(|c| {
                        let index = board.index(r, c);
                        laid.iter().position(|p| p.cells >> index & 1 == 1)
                    })
                    .collect()
            })
            .collect();
        // Letters in reading order of each piece's first cell, whatever the search's order.
        let mut order: Vec<usize> = Vec::new();
        for &p in grid.iter().flatten().flatten() {
            if !order.contains(&p) {
                order.push(p);
            }
        }
        let label = |p: usize| {
            order
                .iter()
                .position(|&q| q == p)
                .and_then(|i| LABELS.chars().nth(i))
                .unwrap_or('?')
        };
        let pieces = match names {
            Some(names) => order
                .iter()
                .map(|&p| (label(p), names[laid[p].kind]))
                .collect(),
            None => Vec::new(),
        };
        Drawing {
            rows: grid
                .iter()
                .map(|row| row.iter().map(|p| p.map_or('?', label)).collect())
                .collect(),
            pieces,
        }
    }

    /// The fans facing `directions` (one per fan, in reading order).
    pub fn of_fans(fans: &Fans, directions: &[Direction]) -> Drawing {
        let mut grid: Vec<char> = fans.cells.iter().map(|c| c.letter()).collect();
        for (fan, d) in fans.fans().into_iter().zip(directions) {
            grid[fan] = d.arrow();
        }
        Drawing {
            rows: grid
                .chunks(fans.width)
                .map(|row| row.iter().collect())
                .collect(),
            pieces: Vec::new(),
        }
    }
}
