//! The exact search behind the fans' count: each fan takes exactly one of its choices (a
//! direction, the cells its wind reaches), and every target cell (a turbine) must be reached by
//! at least one. Unlike a tiling, cells may be reached twice, so this is a covering, not an
//! exact cover: fans are decided in turn, and a branch stops as soon as the fans not yet
//! decided could not reach every target left, whatever they chose.

use std::collections::HashMap;
use std::ops::ControlFlow;

use super::exact_cover::Cells;

#[derive(Clone, Debug)]
pub struct Covering {
    /// Per group (a fan), the cells each of its choices reaches.
    choices: Vec<Vec<Cells>>,
    targets: Cells,
    /// `reach[g]`: every cell some choice of a group from `g` on reaches.
    reach: Vec<Cells>,
}

impl Covering {
    pub fn new(choices: Vec<Vec<Cells>>, targets: Cells) -> Covering {
        let mut reach = vec![0; choices.len() + 1];
        for g in (0..choices.len()).rev() {
            reach[g] = reach[g + 1] | choices[g].iter().fold(0, |all, &c| all | c);
        }
        Covering {
            choices,
            targets,
            reach,
        }
    }

    pub fn choices(&self) -> &[Vec<Cells>] {
        &self.choices
    }

    pub fn targets(&self) -> Cells {
        self.targets
    }

    /// The exact number of ways to choose, one choice per group, that reach every target.
    /// Only the targets still missing matter to the groups left, so each (group, targets
    /// missing) is counted once: fans that reach no turbine do not multiply the work by 4.
    pub fn count(&self) -> u64 {
        self.count_from(0, self.targets, &mut HashMap::new())
    }

    fn count_from(&self, g: usize, missing: Cells, memo: &mut HashMap<(usize, Cells), u64>) -> u64 {
        if missing & !self.reach[g] != 0 {
            return 0;
        }
        if g == self.choices.len() {
            return 1;
        }
        if let Some(&n) = memo.get(&(g, missing)) {
            return n;
        }
        let n = self.choices[g]
            .iter()
            .map(|&cells| self.count_from(g + 1, missing & !cells, memo))
            .sum();
        memo.insert((g, missing), n);
        n
    }

    /// Calls `visit` with each way (the index of the choice of each group) until it breaks.
    pub fn each(&self, mut visit: impl FnMut(&[usize]) -> ControlFlow<()>) {
        let mut chosen = Vec::with_capacity(self.choices.len());
        let _ = self.each_from(0, &mut chosen, &mut visit);
    }

    fn each_from(
        &self,
        reached: Cells,
        chosen: &mut Vec<usize>,
        visit: &mut impl FnMut(&[usize]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let g = chosen.len();
        if (reached | self.reach[g]) & self.targets != self.targets {
            return ControlFlow::Continue(());
        }
        if g == self.choices.len() {
            return visit(chosen);
        }
        for (i, &cells) in self.choices[g].iter().enumerate() {
            chosen.push(i);
            let flow = self.each_from(reached | cells, chosen, visit);
            chosen.pop();
            flow?;
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_every_way_that_reaches_all_targets() {
        // Two groups of two choices over cells 0..3; targets 0 and 1.
        let covering = Covering::new(vec![vec![0b001, 0b010], vec![0b010, 0b101]], 0b011);
        // (0b001, 0b010) and (0b010, 0b101) reach both; the other two miss one.
        assert_eq!(covering.count(), 2);
        let mut seen = Vec::new();
        covering.each(|chosen| {
            seen.push(chosen.to_vec());
            ControlFlow::Continue(())
        });
        assert_eq!(seen, vec![vec![0, 0], vec![1, 1]]);
        assert_eq!(Covering::new(vec![vec![0b001]], 0b011).count(), 0);
        assert_eq!(Covering::new(vec![vec![0b001, 0b011]], 0).count(), 2);
        // Thirty groups that reach nothing needed: 2^30 ways, counted without visiting each.
        assert_eq!(
            Covering::new(vec![vec![0b01, 0b10]; 30], 0).count(),
            1 << 30
        );
    }
}
