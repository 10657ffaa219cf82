//! The pieces still to place, as the count of a tiling keeps them: a hand of pieces (so many of
//! each kind) is numbered among the hands that cover as many cells, so that the ways to reach a
//! board can be one short list per board, by hand, and laying a piece is a lookup: the number of
//! the same hand less that piece.

/// The most hands of pieces a puzzle may have, from none to all of its pieces. A frame of 128
/// cells holds 32 tetrominoes of 7 kinds, at most 5^3 * 6^4 = 162,000 hands; a cake's pieces are
/// of one kind.
pub const MAX_HANDS: u64 = 1 << 20;

/// Every hand of a puzzle's pieces, numbered by the cells they cover.
#[derive(Clone, Debug)]
pub struct Hands {
    /// `less[cells][kind][hand]`: the number of hand `hand` of `cells` cells less one piece of
    /// `kind`, among the hands of as many fewer cells; one past the last of those when the hand
    /// has no piece of `kind` (a slot the count keeps for nothing). Empty where a piece of
    /// `kind` does not fit in `cells`.
    less: Vec<Vec<Vec<u32>>>,
    /// How many hands cover each number of cells.
    of: Vec<usize>,
}

impl Hands {
    /// Every hand of at most `counts[k]` pieces of kind `k`, each of `sizes[k]` cells, that
    /// covers at most `cells` cells. The caller keeps the product of the `counts[k] + 1` at most
    /// `MAX_HANDS`, and a size for every kind it has pieces of.
    pub fn new(counts: &[usize], sizes: &[usize], cells: usize) -> Hands {
        // A hand as one number in mixed radix: digit k is its pieces of kind k.
        let mut weights = Vec::with_capacity(counts.len());
        let mut all = 1u64;
        for &n in counts {
            weights.push(all);
            all = all.saturating_mul(n as u64 + 1);
        }
        assert!(all <= MAX_HANDS, "{all} hands of pieces");
        let digit = |hand: u64, k: usize| (hand / weights[k]) % (counts[k] as u64 + 1);
        let covers = |hand: u64| -> u64 {
            (0..counts.len())
                .map(|k| digit(hand, k) * sizes[k] as u64)
                .sum()
        };
        // The hands of each number of cells in increasing order, and each one's place there.
        let mut by_cells: Vec<Vec<u64>> = vec![Vec::new(); cells + 1];
        let mut place = vec![0u32; all as usize];
        for hand in 0..all {
            if let Some(same) = by_cells.get_mut(covers(hand) as usize) {
                place[hand as usize] = same.len() as u32;
                same.push(hand);
            }
        }
        let less = (0..=cells)
            .map(|c| {
                (0..counts.len())
                    .map(|k| {
                        let Some(fewer) = c.checked_sub(sizes[k]).filter(|_| sizes[k] > 0) else {
                            return Vec::new();
                        };
                        let none = by_cells[fewer].len() as u32;
                        by_cells[c]
                            .iter()
                            .map(|&hand| match digit(hand, k) {
                                0 => none,
                                _ => place[(hand - weights[k]) as usize],
                            })
                            .collect()
                    })
                    .collect()
            })
            .collect();
        Hands {
            less,
            of: by_cells.iter().map(Vec::len).collect(),
        }
    }

    /// How many hands cover `cells` cells.
    pub fn of(&self, cells: usize) -> usize {
        self.of[cells]
    }

    /// For each hand of `cells` cells, the number of the hand left by laying a piece of `kind`
    /// (see `Hands::less`).
    pub fn less(&self, cells: usize, kind: usize) -> &[u32] {
        &self.less[cells][kind]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_hand_less_a_piece_is_a_hand_of_fewer_cells() {
        // Two monominoes and two dominoes, on 6 cells.
        let hands = Hands::new(&[2, 2], &[1, 2], 6);
        // 2 cells: two monominoes or a domino; 4 cells: two monominoes and a domino, or two
        // dominoes; every other number of cells one way.
        let of: Vec<usize> = (0..=6).map(|c| hands.of(c)).collect();
        assert_eq!(of, [1, 1, 2, 1, 2, 1, 1]);
        // The whole hand less a monomino is the one hand of 5 cells; less a domino, the first
        // of the two of 4 cells (hands are in mixed radix order, monominoes the low digit).
        assert_eq!(hands.less(6, 0), [0]);
        assert_eq!(hands.less(6, 1), [0]);
        assert_eq!(hands.less(4, 1), [0, 1]);
        // Two dominoes have no monomino to lay.
        assert_eq!(hands.less(4, 0), [0, 1]);
        // Of 2 cells, two monominoes then a domino. Less a monomino: the one hand of 1 cell, and
        // nothing (1, one past it); less a domino: nothing, and the empty hand.
        assert_eq!(hands.less(2, 0), [0, 1]);
        assert_eq!(hands.less(2, 1), [1, 0]);
        assert!(hands.less(1, 1).is_empty());
    }
}
