//! The exact search behind every count of a tiling puzzle (the cake, the sigils): cover each cell
//! of a board exactly once with placements, using each kind of piece exactly as often as the
//! puzzle gives it. Knuth's Algorithm X, with two choices that make dancing links unnecessary:
//! the column covered next is always the first empty cell (so the rows that can cover it are a
//! fixed list, made once), and the board is one bit set, so covering is an `or`, not unlinking.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::ops::ControlFlow;

/// A set of cells of a board of at most 128, bit `i` for the cell `i` in reading order.
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
    /// The first cell it covers in reading order: where the search lays it.
    pub fn first(&self) -> usize {
        self.cells.trailing_zeros() as usize
    }
}

/// The pieces still to place, 8 bits per kind, so that a whole state of the search is two
/// integers and can key the table of counts.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Left(u64);

impl Left {
    fn has(self, kind: usize) -> bool {
        (self.0 >> (8 * kind)) & 0xff != 0
    }

    fn take(self, kind: usize) -> Left {
        Left(self.0 - (1 << (8 * kind)))
    }
}

/// A tiling puzzle made ready for the search: its placements listed by their first cell.
#[derive(Clone, Debug)]
pub struct Tiling {
    /// The cells that are not on the board, set, so that a full board is all ones.
    outside: Cells,
    counts: Vec<usize>,
    by_first: Vec<Vec<Placement>>,
}

impl Tiling {
    /// A board of `cells` cells, `counts[k]` pieces of kind `k` to lay, in one of `placements`
    /// each. The caller keeps `cells <= MAX_CELLS`, at most `MAX_KINDS` kinds and
    /// `MAX_OF_A_KIND` of each; a placement of an unknown kind or off the board is a bug.
    pub fn new(cells: usize, counts: Vec<usize>, placements: &[Placement]) -> Tiling {
        assert!(cells <= MAX_CELLS && counts.len() <= MAX_KINDS);
        assert!(counts.iter().all(|&n| n <= MAX_OF_A_KIND));
        let board = if cells == MAX_CELLS {
            Cells::MAX
        } else {
            (1 << cells) - 1
        };
        let mut by_first = vec![Vec::new(); cells];
        for p in placements {
            assert!(p.kind < counts.len() && p.cells != 0 && p.cells & !board == 0);
            by_first[p.first()].push(*p);
        }
        Tiling {
            outside: !board,
            counts,
            by_first,
        }
    }

    /// Every placement, for the 0/1 program.
    pub fn placements(&self) -> impl Iterator<Item = &Placement> {
        self.by_first.iter().flatten()
    }

    pub fn counts(&self) -> &[usize] {
        &self.counts
    }

    pub fn cells(&self) -> usize {
        self.by_first.len()
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

    /// The exact number of tilings. Identical pieces are interchangeable: two tilings differ
    /// when some cell is covered by a different placement. Each state (cells covered, pieces
    /// left) is counted once and remembered: the 8 x 8 frame's 4.4 million tilings pass
    /// through far fewer states.
    pub fn count(&self) -> u64 {
        let mut memo = Memo::default();
        self.count_from(self.outside, self.start(), &mut memo)
    }

    fn count_from(&self, covered: Cells, left: Left, memo: &mut Memo) -> u64 {
        if covered == Cells::MAX {
            return u64::from(left.0 == 0);
        }
        if let Some(&n) = memo.get(&(covered, left)) {
            return n;
        }
        let first = (!covered).trailing_zeros() as usize;
        let mut n = 0;
        for p in &self.by_first[first] {
            if p.cells & covered == 0 && left.has(p.kind) {
                n += self.count_from(covered | p.cells, left.take(p.kind), memo);
            }
        }
        memo.insert((covered, left), n);
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
            return if left.0 == 0 {
                visit(laid)
            } else {
                ControlFlow::Continue(())
            };
        }
        let first = (!covered).trailing_zeros() as usize;
        for p in &self.by_first[first] {
            if p.cells & covered == 0 && left.has(p.kind) {
                laid.push(*p);
                let flow = self.each_from(covered | p.cells, left.take(p.kind), laid, visit);
                laid.pop();
                flow?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// Counts by state. The keys are bit sets, well mixed already by a multiply: the standard
/// library's SipHash would take most of the counting time.
type Memo = HashMap<(Cells, Left), u64, BuildHasherDefault<Mix>>;

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

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dominoes on a 2 x n strip: the Fibonacci numbers, counted and enumerated.
    fn strip(n: usize) -> Tiling {
        let mut placements = Vec::new();
        for c in 0..n {
            // Standing: cells c and n + c.
            placements.push(Placement {
                cells: (1 << c) | (1 << (n + c)),
                kind: 0,
            });
            if c + 1 < n {
                for row in [0, n] {
                    placements.push(Placement {
                        cells: 0b11 << (row + c),
                        kind: 0,
                    });
                }
            }
        }
        Tiling::new(2 * n, vec![n], &placements)
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
        assert_eq!(Tiling::new(4, vec![2, 1], &placements).count(), 3);
        assert_eq!(Tiling::new(4, vec![0, 2], &placements).count(), 1);
        assert_eq!(Tiling::new(4, vec![4, 0], &placements).count(), 1);
        assert_eq!(Tiling::new(4, vec![2, 2], &placements).count(), 0);
        assert_eq!(Tiling::new(4, vec![1, 1], &placements).count(), 0);
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
