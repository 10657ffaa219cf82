//! The Talos Principle's sigils (and Sigils of Elohim): fill a frame of a given size with the
//! given one-sided tetrominoes, turned but never mirrored; identical pieces are interchangeable.
//!
//! ```text
//! sigils
//! size: 8x6                width x height
//! pieces: IJJJLLOOSSTT     one letter per piece: I, O, T, J, L, S, Z
//! ```

use super::board::Board;
use super::exact_cover::{Cells, MAX_CELLS, MAX_OF_A_KIND, Placement, Tiling};
use super::layout::Layout;
use crate::diagnostic::Diagnostic;

/// The seven tetrominoes, in the order of their counts.
pub const LETTERS: [char; 7] = ['I', 'O', 'T', 'J', 'L', 'S', 'Z'];

/// Every fixed orientation of each tetromino as drawn, rows separated by `/`: the placements
/// come from this table, while the checker turns the pieces itself (`check.rs`), so that a
/// slip in either shows up as a disagreement. J is `X../XXX`, L is `..X/XXX`, S is `.XX/XX.`.
const ORIENTATIONS: [&[&str]; 7] = [
    &["XXXX", "X/X/X/X"],
    &["XX/XX"],
    &["XXX/.X.", "X./XX/X.", ".X./XXX", ".X/XX/.X"],
    &["XXX/..X", "XX/X./X.", "X../XXX", ".X/.X/XX"],
    &["XXX/X..", "XX/.X/.X", "..X/XXX", "X./X./XX"],
    &[".XX/XX.", "X./XX/.X"],
    &["XX./.XX", ".X/XX/X."],
];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sigils {
    pub width: usize,
    pub height: usize,
    /// How many of each tetromino, in the order of [`LETTERS`].
    pub pieces: [usize; 7],
}

impl Sigils {
    pub fn parse(layout: &Layout) -> Result<Sigils, Vec<Diagnostic>> {
        let mut errors = layout.unknown_fields(&["size", "pieces"]);
        if let Some(row) = layout.rows.first() {
            errors.push(
                Diagnostic::error("a sigil frame is given by its size, not drawn")
                    .at(row.span)
                    .label("expected no rows: the frame is `size: WIDTHxHEIGHT`"),
            );
        }
        let size = layout
            .required("size", "size: 8x6")
            .and_then(|word| {
                let bad = || {
                    Diagnostic::error(format!("cannot read the size `{}`", word.text))
                        .at(word.span)
                        .label("expected WIDTHxHEIGHT, such as 8x6")
                };
                let (w, h) = word.text.split_once(['x', 'X', '×']).ok_or_else(bad)?;
                let w: usize = w.trim().parse().map_err(|_| bad())?;
                let h: usize = h.trim().parse().map_err(|_| bad())?;
                if w == 0 || h == 0 || w * h > MAX_CELLS {
                    return Err(Diagnostic::error(format!(
                        "a frame of {w} x {h} cells: at least 1 and at most {MAX_CELLS} cells"
                    ))
                    .at(word.span));
                }
                Ok((w, h))
            })
            .map_err(|e| errors.push(e))
            .ok();
        let mut pieces = [0; 7];
        let word = layout.required("pieces", "pieces: IJLZ");
        if let Err(e) = &word {
            errors.push(e.clone());
        }
        if let Ok(word) = word {
            for (c, span) in word.chars() {
                match LETTERS.iter().position(|&l| l == c.to_ascii_uppercase()) {
                    Some(k) => pieces[k] += 1,
                    None => errors.push(
                        Diagnostic::error(format!("`{c}` is not a tetromino"))
                            .at(span)
                            .label("expected I, O, T, J, L, S or Z"),
                    ),
                }
            }
            if let Some(k) = (0..7).find(|&k| pieces[k] > MAX_OF_A_KIND) {
                errors.push(
                    Diagnostic::error(format!(
                        "{} pieces {}: at most {MAX_OF_A_KIND} of a kind",
                        pieces[k], LETTERS[k]
                    ))
                    .at(word.span),
                );
            }
            if let Some((w, h)) = size
                && errors.is_empty()
                && 4 * pieces.iter().sum::<usize>() != w * h
            {
                let n: usize = pieces.iter().sum();
                errors.push(
                    Diagnostic::error(format!(
                        "{n} pieces cover {} cells, the {w} x {h} frame has {}",
                        4 * n,
                        w * h
                    ))
                    .at(word.span)
                    .label(format!("expected {} cells' worth of pieces", w * h)),
                );
            }
        }
        match size {
            Some((width, height)) if errors.is_empty() => Ok(Sigils {
                width,
                height,
                pieces,
            }),
            _ => Err(errors),
        }
    }

    /// Every placement of every tetromino the frame holds, kind `k` for `LETTERS[k]`.
    pub fn tiling(&self) -> Tiling {
        let board = Board::new(self.width, self.height, false);
        let mut placements = Vec::new();
        for (kind, orientations) in ORIENTATIONS.iter().enumerate() {
            if self.pieces[kind] == 0 {
                continue;
            }
            for drawing in *orientations {
                let shape = cells_of(drawing);
                let tall = shape.iter().map(|&(r, _)| r).max().unwrap_or(0) + 1;
                let wide = shape.iter().map(|&(_, c)| c).max().unwrap_or(0) + 1;
                for top in 0..=self.height.saturating_sub(tall) {
                    for left in 0..=self.width.saturating_sub(wide) {
                        if top + tall > self.height || left + wide > self.width {
                            continue;
                        }
                        let cells: Cells = shape
                            .iter()
                            .map(|&(r, c)| 1 << board.index(top + r, left + c))
                            .fold(0, |all, bit| all | bit);
                        placements.push(Placement { cells, kind });
                    }
                }
            }
        }
        Tiling::new(board, self.pieces.to_vec(), &placements)
    }

    /// The pieces as letters, as the `pieces` field gives them.
    pub fn letters(&self) -> String {
        (0..7)
            .flat_map(|k| std::iter::repeat_n(LETTERS[k], self.pieces[k]))
            .collect()
    }
}

/// The (row, column) of each `X` of a drawing whose rows are separated by `/`.
fn cells_of(drawing: &str) -> Vec<(usize, usize)> {
    drawing
        .split('/')
        .enumerate()
        .flat_map(|(r, row)| {
            row.char_indices()
                .filter(|&(_, c)| c == 'X')
                .map(move |(c, _)| (r, c))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_nineteen_orientations_of_four_cells_each_once() {
        let mut all = Vec::new();
        for orientations in ORIENTATIONS {
            for drawing in orientations {
                let mut cells = cells_of(drawing);
                assert_eq!(cells.len(), 4, "{drawing}");
                cells.sort();
                all.push(cells);
            }
        }
        assert_eq!(all.len(), 19);
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 19, "an orientation is listed twice");
    }
}
