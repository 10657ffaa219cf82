//! Generating riddles that provably have one answer. `game` shuffles the game's five word
//! lists into its fixed skeleton; `novel` draws a hidden seating, true clues of every kind,
//! drops clues while the answer stays unique, and writes the rest as Dishonored-style prose.
//! Everything is drawn from a seeded ChaCha generator, each riddle from a stream of its own, so
//! a seed gives the same riddles, byte for byte, on every machine and any number of threads.

mod game;
mod novel;
mod phrasing;
mod prose;
mod words;

pub use words::WordLists;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::clue::{ClueKind, Reading};
use crate::riddle::{Riddle, Seating};
use crate::vocabulary::{Category, Vocabulary};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// The game's skeleton, in its exact wording.
    Game,
    /// New clue structures, minimal and unique.
    Novel,
}

#[derive(Clone, Debug)]
pub struct Options {
    pub style: Style,
    pub seed: u64,
    pub count: usize,
    /// Guests in a novel riddle (3 to 8).
    pub guests: usize,
    /// Categories of a novel riddle besides the name.
    pub categories: Vec<Category>,
    pub words: WordLists,
    /// The reading under which the answer is guaranteed unique.
    pub reading: Reading,
}

/// A generated riddle: its text, the hidden seating it was made from, and the clues the text
/// states, as the parser will read them back.
#[derive(Clone, Debug)]
pub struct Generated {
    pub text: String,
    pub guests: usize,
    pub vocabulary: Vocabulary,
    pub seating: Seating,
    pub clues: Vec<ClueKind>,
}

impl Generated {
    pub fn riddle(&self) -> Riddle {
        Riddle::from_clues(self.guests, self.vocabulary.clone(), self.clues.clone(), 0)
    }

    /// The answer file: a header naming the columns, then one line per seat from the left.
    pub fn answer(&self) -> String {
        let categories: Vec<Category> = self.vocabulary.categories().collect();
        let mut out = format!(
            "# seat | {}\n",
            categories
                .iter()
                .map(|c| self.vocabulary.key(*c))
                .collect::<Vec<_>>()
                .join(" | ")
        );
        for seat in 0..self.guests {
            let cells: Vec<&str> = categories
                .iter()
                .map(|c| {
                    self.seating
                        .get(*c, seat)
                        .map_or("-", |v| self.vocabulary.value(*c, v))
                })
                .collect();
            out.push_str(&format!("{} | {}\n", seat + 1, cells.join(" | ")));
        }
        out
    }
}

/// Why riddles cannot be generated as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal(pub String);

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

pub fn generate(options: &Options) -> Result<Vec<Generated>, Refusal> {
    Ok(riddles(options)?.collect())
}

/// The same riddles as [`generate`], each made only when asked for: a caller that stops early
/// (its reader closed the pipe) does not pay for the rest.
pub fn riddles(options: &Options) -> Result<impl Iterator<Item = Generated> + '_, Refusal> {
    validate(options)?;
    Ok((0..options.count).map(move |n| nth(options, n)))
}

/// The riddle at `index` (from 0) of those [`riddles`] makes, made alone. It draws from its own
/// stream of the seed's generator, so that riddles can be made in any order, on any number of
/// threads, and still come out the same byte for byte. Stream 0 is the generator seeded
/// plainly, so the first riddle of a seed is the one it always was. Call [`validate`] first.
pub fn nth(options: &Options, index: usize) -> Generated {
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    rng.set_stream(index as u64);
    match options.style {
        Style::Game => game::generate(&mut rng),
        Style::Novel => novel::generate(&mut rng, options),
    }
}

/// One riddle from a hidden seating and `clues` random true clues, written as prose but neither
/// unique nor minimal: the hidden seating is one of its solutions.
pub fn unminimised(options: &Options, clues: usize) -> Result<Generated, Refusal> {
    validate(&Options {
        style: Style::Novel,
        ..options.clone()
    })?;
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    Ok(novel::unminimised(&mut rng, options, clues))
}

/// Refuses options no riddle can be made with.
pub fn validate(options: &Options) -> Result<(), Refusal> {
    match options.style {
        Style::Game if options.reading == Reading::Somewhere => Err(Refusal(
            "game riddles have 7 solutions when \"left of\" is read as somewhere; generate them with --left-of immediate".into(),
        )),
        Style::Game => Ok(()),
        Style::Novel => {
            if !(3..=8).contains(&options.guests) {
                return Err(Refusal(format!("--guests must be 3 to 8, not {}", options.guests)));
            }
            for category in std::iter::once(Category::NAME).chain(options.categories.iter().copied()) {
                let have = options.words.of(category).len();
                if have < options.guests {
                    return Err(Refusal(format!(
                        "{} guests need {} words of category {}, but the word list has {}",
                        options.guests,
                        options.guests,
                        category,
                        have
                    )));
                }
            }
            Ok(())
        }
    }
}
