//! The exact search behind every count of a tiling puzzle (the cake, the sigils): cover each cell
//! of a board exactly once with placements, using each kind of piece exactly as often as the
//! puzzle gives it. Knuth's Algorithm X, with two choices that make dancing links unnecessary:
//! the column covered next is always the first empty cell (so the rows that can cover it are a
//! fixed list, made once), and the board is one bit set, so covering is an `or`, not unlinking.
//! Counting remembers the count of each state (cells covered, pieces left), and gives up on a
//! state at once when its empty cells fall into regions no set of pieces can fill.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::ops::ControlFlow;

use super::board::Board;

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

/// The pieces still to place: 8 bits per kind, and the same as one number in mixed radix
/// (`index`), which is what a remembered state keeps.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Left {
    lanes: u64,
    index: u64,
}

/// A tiling puzzle made ready for the search: its placements listed by their first cell.
#[derive(Clone, Debug)]
pub struct Tiling {
    board: Board,
    /// The cells that are not on the board, set, so that a full board is all ones.
    outside: Cells,
    counts: Vec<usize>,
    /// What one more piece of each kind weighs in `Left::index`.
    weights: Vec<u64>,
    by_first: Vec<Vec<Placement>>,
    /// The cells of every piece, when all have as many: every region of empty cells must then
    /// hold a multiple of it.
    piece_size: Option<u32>,
    /// The cells at the start and the end of each line of the board.
    line_ends: (Cells, Cells),
    /// How far past its first cell a placement reaches, at most, plus one: no cell further than
    /// this past the first empty cell is ever covered.
    reach: u32,
}

impl Tiling {
    /// `counts[k]` pieces of kind `k` to lay on `board`, in one of `placements` each. The caller
    /// keeps `board.cells() <= MAX_CELLS`, at most `MAX_KINDS` kinds and `MAX_OF_A_KIND` of
    /// each; a placement of an unknown kind or off the board is a bug.
    pub fn new(board: Board, counts: Vec<usize>, placements: &[Placement]) -> Tiling {
        let cells = board.cells();
        assert!((1..=MAX_CELLS).contains(&cells) && counts.len() <= MAX_KINDS);
        assert!(counts.iter().all(|&n| n <= MAX_OF_A_KIND));
        let on_board = Cells::MAX >> (MAX_CELLS - cells);
        let mut by_first = vec![Vec::new(); cells];
        for p in placements {
            assert!(p.kind < counts.len() && p.cells != 0 && p.cells & !on_board == 0);
            by_first[p.first()].push(*p);
        }
        let mut weights = Vec::new();
        let mut weight = 1u64;
        for &n in &counts {
            weights.push(weight);
            weight = weight.saturating_mul(n as u64 + 1);
        }
        let sizes: Vec<u32> = placements.iter().map(|p| p.cells.count_ones()).collect();
        let piece_size = sizes
            .first()
            .copied()
            .filter(|&s| sizes.iter().all(|&t| t == s));
        Tiling {
            board,
            outside: !on_board,
            counts,
            weights,
            by_first,
            piece_size,
            line_ends: board.line_ends(),
            reach: placements
                .iter()
                .map(|p| 128 - p.cells.leading_zeros() - p.cells.trailing_zeros())
                .max()
                .unwrap_or(1),
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
        Left {
            lanes: self
                .counts
                .iter()
                .enumerate()
                .map(|(kind, &n)| (n as u64) << (8 * kind))
                .sum(),
            index: self
                .counts
                .iter()
                .zip(&self.weights)
                .map(|(&n, &w)| n as u64 * w)
                .sum(),
        }
    }

    fn has(left: Left, kind: usize) -> bool {
        (left.lanes >> (8 * kind)) & 0xff != 0
    }

    fn take(&self, left: Left, kind: usize) -> Left {
        Left {
            lanes: left.lanes - (1 << (8 * kind)),
            index: left.index - self.weights[kind],
        }
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
    /// when some cell is covered by a different placement. Each state is counted once and
    /// remembered: the 8 x 8 frame's 4.4 million tilings pass through far fewer states. A state
    /// is kept in 64 bits when it fits (the cells from the first empty one up to `reach` past
    /// it, that cell, the pieces left), which halves the memory the table walks through.
    pub fn count(&self) -> u64 {
        let left_bits = 64
            - self
                .weights
                .iter()
                .zip(&self.counts)
                .map(|(&w, &n)| w * n as u64)
                .sum::<u64>()
                .leading_zeros();
        if self.reach + 7 + left_bits <= 64 {
            let reach = self.reach;
            let window = (1u128 << reach) - 1;
            self.count_with(&mut Memo::default(), |covered, left| {
                let first = (!covered).trailing_zeros();
                ((covered >> first) & window) as u64
                    | u64::from(first) << reach
                    | left.index << (reach + 7)
            })
        } else {
            self.count_with(&mut Memo::default(), |covered, left| (covered, left.index))
        }
    }

    fn count_with<K: Hash + Eq>(
        &self,
        memo: &mut Memo<K>,
        key: impl Fn(Cells, Left) -> K + Copy,
    ) -> u64 {
        self.count_from(self.outside, self.start(), memo, key)
    }

    fn count_from<K: Hash + Eq>(
        &self,
        covered: Cells,
        left: Left,
        memo: &mut Memo<K>,
        key: impl Fn(Cells, Left) -> K + Copy,
    ) -> u64 {
        if covered == Cells::MAX {
            return u64::from(left.lanes == 0);
        }
        let state = key(covered, left);
        if let Some(&n) = memo.get(&state) {
            return n;
        }
        let mut n = 0;
        if !self.hopeless(covered) {
            let first = (!covered).trailing_zeros() as usize;
            for p in &self.by_first[first] {
                if p.cells & covered == 0 && Self::has(left, p.kind) {
                    n += self.count_from(covered | p.cells, self.take(left, p.kind), memo, key);
                }
            }
        }
        memo.insert(state, n);
        n
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
            return if left.lanes == 0 {
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
                let flow = self.each_from(covered | p.cells, self.take(left, p.kind), laid, visit);
                laid.pop();
                flow?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// Counts by state. The keys are bit sets, well mixed already by a multiply: the standard
/// library's SipHash would take most of the counting time.
type Memo<K> = HashMap<K, u64, BuildHasherDefault<Mix>>;

#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(26) ^ n).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }

    fn write_u128(&mut self, n: u128) {
        self.write_u64(n as u64);
        self.write_u64((n >> 64) as u64);
    }

    /// A multiply mixes bits upwards only, and the table picks a bucket by the low bits: the
    /// well mixed high half goes there.
    fn finish(&self) -> u64 {
        self.0.rotate_left(32)
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
