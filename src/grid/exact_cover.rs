//! The exact search behind every count of a tiling puzzle (the cake, the sigils): cover each cell
//! of a board exactly once with placements, using each kind of piece exactly as often as the
//! puzzle gives it. Knuth's Algorithm X, with two choices that make dancing links unnecessary:
//! the column covered next is always the first empty cell (so the rows that can cover it are a
//! fixed list, made once), and the board is one bit set, so covering is an `or`, not unlinking.
//! Listing the tilings follows that search; counting them goes through the boards it passes
//! (the cells covered), each once, with the ways to reach it for each hand of pieces left. Both
//! give up on a board at once when its empty cells fall into regions no set of pieces can fill.

use std::ops::ControlFlow;

use super::board::Board;
use super::hands::Hands;

/// A set of cells of a board of at most 128, bit `i` for the cell the search numbers `i`.
pub type Cells = u128;

/// The most cells a board may have: one bit each in [`Cells`].
pub const MAX_CELLS: usize = 128;

/// The most kinds of piece, and the most pieces of one kind: the pieces still to place are
/// counted in 8 lanes of 8 bits (see [`Left`]).
pub const MAX_KINDS: usize = 8;
pub const MAX_OF_A_KIND: usize = 255;

/// One way to lay one piece: the cells it covers and its kind (an index into the counts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    pub cells: Cells,
    pub kind: usize,
}

impl Placement {
    /// The first cell it covers in the search's order: where the search lays it.
    pub fn first(&self) -> usize {
        self.cells.trailing_zeros() as usize
    }
}

/// The pieces still to place while the tilings are listed: 8 bits per kind.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Left(u64);

/// A step of the count: from the board it numbers `from`, a piece of `kind` laid, into `to`.
#[derive(Clone, Copy)]
struct Step {
    to: Cells,
    from: u32,
    kind: u32,
}

/// A tiling puzzle made ready for the search: its placements listed by their first cell.
#[derive(Clone, Debug)]
pub struct Tiling {
    board: Board,
    /// The cells that are not on the board, set, so that a full board is all ones.
    outside: Cells,
    counts: Vec<usize>,
    /// The cells of a piece of each kind; 0 for a kind with no placement.
    sizes: Vec<usize>,
    by_first: Vec<Vec<Placement>>,
    /// The cells of every piece, when all have as many: every region of empty cells must then
    /// hold a multiple of it.
    piece_size: Option<u32>,
    /// The cells at the start and the end of each line of the board.
    line_ends: (Cells, Cells),
}

impl Tiling {
    /// `counts[k]` pieces of kind `k` to lay on `board`, in one of `placements` each. The caller
    /// keeps `board.cells() <= MAX_CELLS`, at most `MAX_KINDS` kinds and `MAX_OF_A_KIND` of
    /// each, at most `MAX_HANDS` hands of them (the product of the `counts[k] + 1`), and every
    /// placement of a kind the same number of cells; a placement of an unknown kind or off the
    /// board is a bug.
    pub fn new(board: Board, counts: Vec<usize>, placements: &[Placement]) -> Tiling {
        let cells = board.cells();
        assert!((1..=MAX_CELLS).contains(&cells) && counts.len() <= MAX_KINDS);
        assert!(counts.iter().all(|&n| n <= MAX_OF_A_KIND));
        let on_board = Cells::MAX >> (MAX_CELLS - cells);
        let mut by_first = vec![Vec::new(); cells];
        let mut sizes = vec![0; counts.len()];
        for p in placements {
            assert!(p.kind < counts.len() && p.cells != 0 && p.cells & !on_board == 0);
            let size = p.cells.count_ones() as usize;
            assert!(
                sizes[p.kind] == 0 || sizes[p.kind] == size,
                "a kind of two sizes"
            );
            sizes[p.kind] = size;
            by_first[p.first()].push(*p);
        }
        let piece_size = placements
            .first()
            .map(|p| p.cells.count_ones())
            .filter(|&s| placements.iter().all(|p| p.cells.count_ones() == s));
        Tiling {
            board,
            outside: !on_board,
            counts,
            sizes,
            by_first,
            piece_size,
            line_ends: board.line_ends(),
        }
    }

    /// Every placement, for the 0/1 program.
    pub fn placements(&self) -> impl Iterator<Item = &Placement> {
        self.by_first.iter().flatten()
    }

    pub fn counts(&self) -> &[usize] {
        &self.counts
    }

    pub fn board(&self) -> Board {
        self.board
    }

    fn start(&self) -> Left {
        Left(
            self.counts
                .iter()
                .enumerate()
                .map(|(kind, &n)| (n as u64) << (8 * kind))
                .sum(),
        )
    }

    fn has(left: Left, kind: usize) -> bool {
        (left.0 >> (8 * kind)) & 0xff != 0
    }

    fn take(left: Left, kind: usize) -> Left {
        Left(left.0 - (1 << (8 * kind)))
    }

    /// Whether the empty cells fall into a region that no set of pieces can fill: one whose
    /// size is not a multiple of the pieces' (a pocket of 3 cells among tetrominoes).
    fn hopeless(&self, covered: Cells) -> bool {
        let Some(size) = self.piece_size else {
            return false;
        };
        let (starts, ends) = self.line_ends;
        let line = self.board.line();
        let spread = |r: Cells| {
            let along = r | (r << 1 & !starts) | (r >> 1 & !ends);
            let across = if self.board.corners { along } else { r };
            along | across << line | across >> line
        };
        let mut empty = !covered;
        while empty != 0 {
            let mut region = empty & empty.wrapping_neg();
            loop {
                let grown = spread(region) & empty;
                if grown == region {
                    break;
                }
                region = grown;
            }
            if !region.count_ones().is_multiple_of(size) {
                return true;
            }
            empty &= !region;
        }
        false
    }

    /// The exact number of tilings. Identical pieces are interchangeable: two tilings differ
    /// when some cell is covered by a different placement.
    ///
    /// The tilings are not gone through one by one: they pass through far fewer boards (the
    /// 8 x 8 frame's 4.4 million through 116,000 boards with a way to reach them, each a prefix
    /// of the board and a ragged edge below it, with 3.5 million hands of pieces left between
    /// them). A step into a board comes from one whose first empty cell is earlier, so in order
    /// of their first empty cell, a board's turn comes when every step into it is known: the
    /// ways to reach it with each hand left are summed over them, carried on along each step out
    /// of it, and dropped once the last is taken. The count is the ways to reach the full board
    /// with no piece left. (Remembering the count of each board and hand in the search instead
    /// kept 6 million of them in a hash table, most never reaching the full board: ten times the
    /// time and four times the memory.)
    pub fn count(&self) -> u64 {
        let cells = self.board.cells();
        let placed: usize = self
            .counts
            .iter()
            .zip(&self.sizes)
            .map(|(n, s)| n * s)
            .sum();
        let unplaceable = (0..self.counts.len()).any(|k| self.counts[k] > 0 && self.sizes[k] == 0);
        if placed != cells || unplaceable {
            return 0;
        }
        let hands = Hands::new(&self.counts, &self.sizes, cells);
        // The steps into the boards not yet gone through, by their first empty cell.
        let mut steps = vec![Vec::new(); MAX_CELLS + 1];
        // For each board gone through, numbered, the ways to reach it: (hand left, ways), the
        // hands with none left out; and how many steps out of it are still ahead.
        let mut ways: Vec<Vec<(u32, u64)>> = vec![vec![(0, 1)]];
        let mut ahead = vec![self.step_out(self.outside, 0, &mut steps)];
        let mut spare = Vec::new();
        let mut sum = Vec::new();
        for first in 0..=MAX_CELLS {
            let mut arriving = std::mem::take(&mut steps[first]);
            arriving.sort_unstable_by_key(|s: &Step| s.to);
            for into in arriving.chunk_by(|a, b| a.to == b.to) {
                let board = into[0].to;
                let empty = (!board).count_ones() as usize;
                let open = !self.hopeless(board);
                // A slot past the hands, for the ways that had no piece of the kind laid.
                sum.clear();
                sum.resize(hands.of(empty) + 1, 0);
                for step in into {
                    let (from, kind) = (step.from as usize, step.kind as usize);
                    if open {
                        let less = hands.less(empty + self.sizes[kind], kind);
                        for &(hand, n) in &ways[from] {
                            sum[less[hand as usize] as usize] += n;
                        }
                    }
                    ahead[from] -= 1;
                    if ahead[from] == 0 {
                        spare.push(std::mem::take(&mut ways[from]));
                    }
                }
                if board == Cells::MAX {
                    return sum[0];
                }
                let mut reached: Vec<(u32, u64)> = spare.pop().unwrap_or_default();
                reached.clear();
                let hands_left = sum[..sum.len() - 1].iter().enumerate();
                reached.extend(
                    hands_left
                        .filter(|(_, n)| **n > 0)
                        .map(|(h, &n)| (h as u32, n)),
                );
                let out = if reached.is_empty() {
                    0
                } else {
                    self.step_out(board, ways.len() as u32, &mut steps)
                };
                if out == 0 {
                    spare.push(reached);
                } else {
                    ways.push(reached);
                    ahead.push(out);
                }
            }
        }
        0
    }

    /// Files the steps out of `board` (numbered `from`) by the first empty cell they leave;
    /// how many.
    fn step_out(&self, board: Cells, from: u32, steps: &mut [Vec<Step>]) -> u32 {
        let mut out = 0;
        for p in &self.by_first[(!board).trailing_zeros() as usize] {
            if p.cells & board == 0 && self.counts[p.kind] > 0 {
                let to = board | p.cells;
                steps[(!to).trailing_zeros() as usize].push(Step {
                    to,
                    from,
                    kind: p.kind as u32,
                });
                out += 1;
            }
        }
        out
    }

    /// Calls `visit` with each tiling in turn (its placements in the order of their first
    /// cells) until it breaks; each tiling once.
    pub fn each(&self, mut visit: impl FnMut(&[Placement]) -> ControlFlow<()>) {
        let mut laid = Vec::new();
        let _ = self.each_from(self.outside, self.start(), &mut laid, &mut visit);
    }

    fn each_from(
        &self,
        covered: Cells,
        left: Left,
        laid: &mut Vec<Placement>,
        visit: &mut impl FnMut(&[Placement]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if covered == Cells::MAX {
            return if left.0 == 0 {
                visit(laid)
            } else {
                ControlFlow::Continue(())
            };
        }
        if self.hopeless(covered) {
            return ControlFlow::Continue(());
        }
        let first = (!covered).trailing_zeros() as usize;
        for p in &self.by_first[first] {
            if p.cells & covered == 0 && Self::has(left, p.kind) {
                laid.push(*p);
                let flow = self.each_from(covered | p.cells, Self::take(left, p.kind), laid, visit);
                laid.pop();
                flow?;
            }
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dominoes on a 2 x n strip: the Fibonacci numbers, counted and enumerated.
    fn strip(n: usize) -> Tiling {
        let board = Board::new(n, 2, false);
        let domino = |a: (usize, usize), b: (usize, usize)| Placement {
            cells: 1 << board.index(a.0, a.1) | 1 << board.index(b.0, b.1),
            kind: 0,
        };
        let mut placements = Vec::new();
        for c in 0..n {
            placements.push(domino((0, c), (1, c)));
            if c + 1 < n {
                placements.push(domino((0, c), (0, c + 1)));
                placements.push(domino((1, c), (1, c + 1)));
            }
        }
        Tiling::new(board, vec![n], &placements)
    }

    #[test]
    fn dominoes_on_a_strip_are_counted_and_enumerated_alike() {
        let fibonacci = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89];
        for (n, &expected) in (1..=10).zip(&fibonacci) {
            let tiling = strip(n);
            assert_eq!(tiling.count(), expected, "2 x {n}");
            let mut seen = Vec::new();
            tiling.each(|laid| {
                assert_eq!(laid.len(), n);
                let union = laid.iter().fold(0, |u, p| {
                    assert_eq!(u & p.cells, 0, "overlap");
                    u | p.cells
                });
                assert_eq!(union, (1 << (2 * n)) - 1);
                seen.push(laid.to_vec());
                ControlFlow::Continue(())
            });
            assert_eq!(seen.len() as u64, expected);
            seen.sort_by_key(|laid| laid.iter().map(|p| p.cells).collect::<Vec<_>>());
            seen.dedup();
            assert_eq!(seen.len() as u64, expected, "a tiling came twice");
        }
    }

    #[test]
    fn pieces_of_a_kind_must_all_be_used_and_no_more() {
        // A 1 x 4 strip with monominoes (kind 0) and dominoes (kind 1).
        let mut placements = Vec::new();
        for c in 0..4 {
            placements.push(Placement {
                cells: 1 << c,
                kind: 0,
            });
            if c < 3 {
                placements.push(Placement {
                    cells: 0b11 << c,
                    kind: 1,
                });
            }
        }
        // Two monominoes and a domino: the domino in any of its 3 places.
        assert_eq!(
            Tiling::new(Board::new(4, 1, false), vec![2, 1], &placements).count(),
            3
        );
        assert_eq!(
            Tiling::new(Board::new(4, 1, false), vec![0, 2], &placements).count(),
            1
        );
        assert_eq!(
            Tiling::new(Board::new(4, 1, false), vec![4, 0], &placements).count(),
            1
        );
        assert_eq!(
            Tiling::new(Board::new(4, 1, false), vec![2, 2], &placements).count(),
            0
        );
        assert_eq!(
            Tiling::new(Board::new(4, 1, false), vec![1, 1], &placements).count(),
            0
        );
    }

    #[test]
    fn stopping_early_stops() {
        let mut seen = 0;
        strip(10).each(|_| {
            seen += 1;
            if seen == 3 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!(seen, 3);
    }
}
