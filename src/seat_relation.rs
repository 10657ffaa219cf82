//! What each relation between two guests' seats means: the one definition that `compile`,
//! `propagate`, `search` and `verify` all read. Each of them turns `SeatRelation::holds` into
//! its own form (rows of the 0/1 program, tables of allowed seats, a plain check), so a new
//! relation is one arm of `holds` and nothing more for the solvers.

use crate::clue::Reading;

/// How seat `a` relates to seat `b`, seats counted 0-based from the far left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatRelation {
    /// `|a - b| == 1`. "Countess Contee sat next to the lady in red."
    NextTo,
    /// `a < b`, and `b == a + 1` when the reach is immediate under the reading.
    /// "The lady in green sat left of someone in red."
    LeftOf(Reach),
    /// `b - a == k`, for `k >= 1`. "Madam Thorne sat two seats to the left of Countess Devere."
    /// ("two seats to the right of" is `LeftBy(2)` with the guests swapped.)
    LeftBy(u8),
    /// `|a - b| == k`, for `k >= 1`. "There is one chair between Timothy's mom and the stew
    /// eater." (`k` = 2: the seats are two apart.)
    Apart(u8),
}

/// How far to the left "left of" reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reach {
    /// Plain "left of": the reading chosen on the command line decides.
    AsRead,
    /// "immediately left of", "directly to the left of".
    Immediate,
    /// "somewhere to the left of", "further left than".
    Somewhere,
}

impl SeatRelation {
    /// Whether guests in seats `a` and `b` (0-based from the far left) stand in this relation
    /// under `reading`. A distance of 0 would be the same seat, which the reader never builds
    /// (`ClueKind::Same` says that); it is still answered literally, so every consumer agrees.
    #[inline]
    pub fn holds(self, a: usize, b: usize, reading: Reading) -> bool {
        match self {
            SeatRelation::NextTo => a.abs_diff(b) == 1,
            SeatRelation::LeftOf(reach) => a < b && (b == a + 1 || !reach.is_immediate(reading)),
            SeatRelation::LeftBy(k) => b.checked_sub(a) == Some(usize::from(k)),
            SeatRelation::Apart(k) => a.abs_diff(b) == usize::from(k),
        }
    }

    /// Whether the reading of plain "left of" can change what this relation says.
    pub fn depends_on_reading(self) -> bool {
        self == SeatRelation::LeftOf(Reach::AsRead)
    }
}

impl Reach {
    /// Whether this "left of" means the very next seat under `reading`.
    pub fn is_immediate(self, reading: Reading) -> bool {
        match self {
            Reach::Immediate => true,
            Reach::Somewhere => false,
            Reach::AsRead => reading == Reading::Immediate,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pairs `(a, b)` of a row of four seats that `relation` relates under `reading`.
    fn pairs(relation: SeatRelation, reading: Reading) -> Vec<(usize, usize)> {
        (0..4)
            .flat_map(|a| (0..4).map(move |b| (a, b)))
            .filter(|&(a, b)| relation.holds(a, b, reading))
            .collect()
    }

    #[test]
    fn next_to_left_by_and_apart_relate_the_same_pairs_under_either_reading() {
        let neighbors: &[(usize, usize)] = &[(0, 1), (1, 0), (1, 2), (2, 1), (2, 3), (3, 2)];
        let cases: [(SeatRelation, &[(usize, usize)]); 9] = [
            (SeatRelation::NextTo, neighbors),
            (SeatRelation::LeftBy(1), &[(0, 1), (1, 2), (2, 3)]),
            (SeatRelation::LeftBy(2), &[(0, 2), (1, 3)]),
            (SeatRelation::LeftBy(3), &[(0, 3)]),
            (SeatRelation::LeftBy(4), &[]),
            (SeatRelation::Apart(1), neighbors),
            (SeatRelation::Apart(2), &[(0, 2), (1, 3), (2, 0), (3, 1)]),
            (SeatRelation::Apart(3), &[(0, 3), (3, 0)]),
            (SeatRelation::Apart(200), &[]),
        ];
        for (relation, expected) in cases {
            for reading in [Reading::Immediate, Reading::Somewhere] {
                assert_eq!(
                    pairs(relation, reading),
                    expected,
                    "{relation:?} {reading:?}"
                );
            }
        }
    }

    #[test]
    fn left_of_reaches_as_far_as_said_or_read() {
        let next = [(0, 1), (1, 2), (2, 3)];
        let anywhere = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
        let cases = [
            (Reach::Immediate, Reading::Immediate, &next[..]),
            (Reach::Immediate, Reading::Somewhere, &next[..]),
            (Reach::Somewhere, Reading::Immediate, &anywhere[..]),
            (Reach::Somewhere, Reading::Somewhere, &anywhere[..]),
            (Reach::AsRead, Reading::Immediate, &next[..]),
            (Reach::AsRead, Reading::Somewhere, &anywhere[..]),
        ];
        for (reach, reading, expected) in cases {
            let relation = SeatRelation::LeftOf(reach);
            assert_eq!(pairs(relation, reading), expected, "{reach:?} {reading:?}");
        }
    }

    #[test]
    fn only_plain_left_of_depends_on_the_reading() {
        let relations = [
            SeatRelation::NextTo,
            SeatRelation::LeftOf(Reach::AsRead),
            SeatRelation::LeftOf(Reach::Immediate),
            SeatRelation::LeftOf(Reach::Somewhere),
            SeatRelation::LeftBy(1),
            SeatRelation::Apart(2),
        ];
        for relation in relations {
            let differ = pairs(relation, Reading::Immediate) != pairs(relation, Reading::Somewhere);
            assert_eq!(relation.depends_on_reading(), differ, "{relation:?}");
        }
    }
}
