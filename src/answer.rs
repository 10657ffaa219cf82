//! What the riddle's questions and choices come to in a seating: who lives on the top floor,
//! which of the choices holds. Each is checked as clues of its own against the seating, by the
//! same checker every solution passes (`verify`).

use crate::clue::Reading;
use crate::riddle::{Claim, Question, Riddle, Seating};
use crate::verify::verify;

impl Claim {
    /// Whether the claim holds of `seating`, a seating of `riddle`.
    pub fn holds(&self, riddle: &Riddle, seating: &Seating, reading: Reading) -> bool {
        let claim = Riddle::from_clues(
            riddle.guests,
            riddle.vocabulary.clone(),
            self.clues.clone(),
            self.anonymous,
        );
        verify(&claim, seating, reading).is_ok()
    }
}

impl Question {
    /// The places (0-based) that answer the question in `seating`: those holding the values it
    /// asks about, or those of which what it asks holds.
    pub fn answer(&self, riddle: &Riddle, seating: &Seating, reading: Reading) -> Vec<usize> {
        if !self.asks.is_empty() {
            return self
                .asks
                .iter()
                .filter_map(|&(category, value)| seating.seat_of(category, value))
                .collect();
        }
        self.of_place
            .iter()
            .enumerate()
            .filter(|(_, claim)| claim.holds(riddle, seating, reading))
            .map(|(place, _)| place)
            .collect()
    }
}
