//! The 7th Guest's cake: cut a grid of iced cells into pieces of equal size, each with the same
//! share of skulls, tombstones and plain icing, each piece's cells joined by their sides (or,
//! with `join: corners`, by their corners too). Pieces are alike: two cuttings differ by where
//! the cuts run, not by who gets which piece.
//!
//! ```text
//! cake
//! pieces: 6
//! join: sides              optional: sides (the game's rule) or corners
//! STTSTS                   S skull, T tombstone, P plain
//! ```

use super::board::Board;
use super::exact_cover::{Cells, MAX_CELLS, Placement, Tiling};
use super::layout::Layout;
use crate::diagnostic::Diagnostic;

/// The largest piece: every connected piece of a board is listed, and pieces of more cells are
/// too many to list (the shapes of 8 cells touching on a side are 2,725; touching at corners
/// too, 147,941, each in every place on the board).
pub const MAX_PIECE_CELLS: usize = 8;
pub const MAX_PIECE_CELLS_BY_CORNERS: usize = 7;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icing {
    Skull,
    Tombstone,
    Plain,
}

impl Icing {
    pub const ALL: [Icing; 3] = [Icing::Skull, Icing::Tombstone, Icing::Plain];

    pub fn letter(self) -> char {
        match self {
            Icing::Skull => 'S',
            Icing::Tombstone => 'T',
            Icing::Plain => 'P',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Icing::Skull => "skull",
            Icing::Tombstone => "tombstone",
            Icing::Plain => "plain",
        }
    }
}

/// Which cells of a piece count as touching.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Join {
    Sides,
    Corners,
}

impl Join {
    /// The (row, column) steps to the cells that touch a cell.
    pub fn steps(self) -> &'static [(isize, isize)] {
        match self {
            Join::Sides => &[(-1, 0), (0, -1), (0, 1), (1, 0)],
            Join::Corners => &[
                (-1, -1),
                (-1, 0),
                (-1, 1),
                (0, -1),
                (0, 1),
                (1, -1),
                (1, 0),
                (1, 1),
            ],
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Join::Sides => "sides",
            Join::Corners => "corners",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cake {
    pub width: usize,
    pub height: usize,
    /// In reading order.
    pub icing: Vec<Icing>,
    pub pieces: usize,
    pub join: Join,
}

impl Cake {
    pub fn parse(layout: &Layout) -> Result<Cake, Vec<Diagnostic>> {
        let mut errors = layout.unknown_fields(&["pieces", "join"]);
        let pieces = layout
            .required("pieces", "pieces: 6")
            .and_then(|word| {
                word.text
                    .parse::<usize>()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| {
                        Diagnostic::error(format!(
                            "cannot read the number of pieces `{}`",
                            word.text
                        ))
                        .at(word.span)
                        .label("expected a whole number, at least 1")
                    })
            })
            .map_err(|e| errors.push(e))
            .ok();
        let join = match layout.field("join") {
            Ok(None) => Some(Join::Sides),
            Ok(Some(word)) => match word.text.to_ascii_lowercase().as_str() {
                "sides" => Some(Join::Sides),
                "corners" => Some(Join::Corners),
                _ => {
                    errors.push(
                        Diagnostic::error(format!("cannot read how pieces join: `{}`", word.text))
                            .at(word.span)
                            .label("expected sides or corners"),
                    );
                    None
                }
            },
            Err(e) => {
                errors.push(e);
                None
            }
        };
        let size = layout.size(MAX_CELLS).map_err(|e| errors.push(e)).ok();
        let mut icing = Vec::new();
        for (c, span) in layout.cells() {
            match Icing::ALL
                .iter()
                .find(|i| i.letter() == c.to_ascii_uppercase())
            {
                Some(&i) => icing.push(i),
                None => errors.push(
                    Diagnostic::error(format!("`{c}` is not an icing"))
                        .at(span)
                        .label("expected S (skull), T (tombstone) or P (plain)"),
                ),
            }
        }
        let (Some(pieces), Some(join), Some((width, height))) = (pieces, join, size) else {
            return Err(errors);
        };
        if !errors.is_empty() {
            return Err(errors);
        }
        let word = layout.required("pieces", "").map_err(|e| vec![e])?;
        let cells = width * height;
        let share = |what: String| {
            Err(vec![
                Diagnostic::error(format!(
                    "{what} cannot be shared equally among {pieces} pieces"
                ))
                .at(word.span)
                .label("expected a number of pieces that divides it"),
            ])
        };
        if cells % pieces != 0 {
            return share(format!("{cells} cells"));
        }
        for kind in Icing::ALL {
            let n = icing.iter().filter(|&&i| i == kind).count();
            if n % pieces != 0 {
                return share(format!(
                    "{n} {}{}",
                    kind.name(),
                    if n == 1 { "" } else { "s" }
                ));
            }
        }
        let most = match join {
            Join::Sides => MAX_PIECE_CELLS,
            Join::Corners => MAX_PIECE_CELLS_BY_CORNERS,
        };
        if cells / pieces > most {
            return Err(vec![
                Diagnostic::error(format!(
                    "pieces of {} cells: at most {most} cells a piece joined by their {}",
                    cells / pieces,
                    join.name()
                ))
                .at(word.span)
                .label("expected more pieces"),
            ]);
        }
        Ok(Cake {
            width,
            height,
            icing,
            pieces,
            join,
        })
    }

    /// How many cells of each icing (in the order of `Icing::ALL`) a piece has.
    pub fn share(&self) -> [usize; 3] {
        Icing::ALL.map(|kind| self.icing.iter().filter(|&&i| i == kind).count() / self.pieces)
    }

    pub fn board(&self) -> Board {
        Board::new(self.width, self.height, self.join == Join::Corners)
    }

    /// The cells touching each cell, as bit sets, both in the search's numbering.
    fn touching(&self, board: Board) -> Vec<Cells> {
        (0..self.icing.len())
            .map(|index| {
                let (r, c) = board.position(index);
                self.join
                    .steps()
                    .iter()
                    .filter_map(|&(dr, dc)| {
                        let r = r.checked_add_signed(dr).filter(|&r| r < self.height)?;
                        let c = c.checked_add_signed(dc).filter(|&c| c < self.width)?;
                        Some(1 << board.index(r, c))
                    })
                    .fold(0, |all, bit| all | bit)
            })
            .collect()
    }

    /// Every piece that may be cut: connected, of the right size and share of icing. One kind,
    /// used `pieces` times.
    pub fn tiling(&self) -> Tiling {
        let board = self.board();
        let touching = self.touching(board);
        // The icing of each cell in the search's numbering.
        let icing: Vec<Icing> = (0..self.icing.len())
            .map(|index| {
                let (r, c) = board.position(index);
                self.icing[r * self.width + c]
            })
            .collect();
        let size = self.icing.len() / self.pieces;
        let share = self.share();
        let mut placements = Vec::new();
        for first in 0..self.icing.len() {
            let mut lister = Lister {
                icing: &icing,
                touching: &touching,
                size,
                share,
                first,
                found: &mut placements,
            };
            let mut have = [0; 3];
            have[icing[first] as usize] += 1;
            if have.iter().zip(share).all(|(h, s)| *h <= s) {
                lister.extend(1 << first, touching[first] & !up_to(first), have);
            }
        }
        Tiling::new(board, vec![self.pieces], &placements)
    }
}

/// Lists each connected set of cells whose first cell is `first` exactly once (Wernicke's
/// ESU: a set grows only by cells after `first` that touch its last cell and nothing it held
/// before, or were already candidates), stopping a set as soon as it has too much of an icing.
struct Lister<'a> {
    icing: &'a [Icing],
    touching: &'a [Cells],
    size: usize,
    share: [usize; 3],
    first: usize,
    found: &'a mut Vec<Placement>,
}

impl Lister<'_> {
    fn extend(&mut self, piece: Cells, mut candidates: Cells, have: [usize; 3]) {
        if piece.count_ones() as usize == self.size {
            self.found.push(Placement {
                cells: piece,
                kind: 0,
            });
            return;
        }
        let beside = (0..self.icing.len())
            .filter(|&c| piece >> c & 1 == 1)
            .fold(piece, |all, c| all | self.touching[c]);
        while candidates != 0 {
            let next = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let mut more = have;
            more[self.icing[next] as usize] += 1;
            if more.iter().zip(self.share).any(|(h, s)| *h > s) {
                continue;
            }
            let fresh = self.touching[next] & !beside & !up_to(self.first);
            self.extend(piece | 1 << next, candidates | fresh, more);
        }
    }
}

/// The cells up to `cell`, itself included.
fn up_to(cell: usize) -> Cells {
    Cells::MAX >> (127 - cell)
}
