//! Text clean-up: from what the user pasted to sentences the grammar can read, keeping a byte
//! map back to the original so every message points at the user's own text.

mod cleaned;
pub mod english;
mod noise;
mod sentence;

pub use cleaned::Cleaned;
pub use sentence::split_sentences;
