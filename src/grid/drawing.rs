//! A solution drawn as its puzzle is: a letter per piece (A, B, ... in reading order of each
//! piece's first cell) or an arrow per fan. This is what is printed, and what `check.rs`
//! checks, so that what the user reads is what was checked.

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
    /// A tiling of a board `width` wide; `names`, when given, names each kind of piece.
    pub fn of_tiling(width: usize, cells: usize, laid: &[Placement], names: Option<&[char]>) -> Drawing {
        let mut laid = laid.to_vec();
        laid.sort_by_key(Placement::first);
        let mut grid = vec!['?'; cells];
        let mut pieces = Vec::new();
        for (p, label) in laid.iter().zip(LABELS.chars()) {
            for (cell, slot) in grid.iter_mut().enumerate() {
                if p.cells >> cell & 1 == 1 {
                    *slot = label;
                }
            }
            if let Some(names) = names {
                pieces.push((label, names[p.kind]));
            }
        }
        Drawing {
            rows: grid.chunks(width).map(|row| row.iter().collect()).collect(),
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
            rows: grid.chunks(fans.width).map(|row| row.iter().collect()).collect(),
            pieces: Vec::new(),
        }
    }
}
