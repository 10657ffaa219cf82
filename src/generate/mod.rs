//! Generating riddles that provably have one answer. `game` shuffles the game's five word
//! lists into its fixed skeleton; `novel` draws a hidden seating, true clues of every kind,
//! drops clues while the answer stays unique, and writes the rest as Dishonored-style prose;
//! `zebra` does the same with houses in a row, in the zebra family's words.
//! Everything is drawn from a seeded ChaCha generator, each riddle from a stream of its own, so
//! a seed gives the same riddles, byte for byte, on every machine and any number of threads.

mod declared;
mod game;
mod houses;
mod novel;
mod phrasing;
mod prose;
mod words;
mod zebra;

pub use declared::{DECLARED, Declared};
pub use words::WordLists;
pub use zebra::CATEGORIES as ZEBRA_CATEGORIES;

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use crate::clue::{ClueKind, Reading};
use crate::explain::{Difficulty, explain};
use crate::riddle::{Riddle, Seating};
use crate::vocabulary::{Category, Vocabulary};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// The game's skeleton, in its exact wording.
    Game,
    /// New clue structures, minimal and unique.
    Novel,
    /// Houses in a row, as Einstein's riddle: minimal and unique, with a closing question.
    Zebra,
}

impl Style {
    pub fn name(self) -> &'static str {
        match self {
            Style::Game => "game",
            Style::Novel => "novel",
            Style::Zebra => "zebra",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Options {
    pub style: Style,
    pub seed: u64,
    pub count: usize,
    /// Guests in a novel riddle, houses in a zebra riddle (3 to 8).
    pub guests: usize,
    /// Categories of a novel riddle besides the name; of a zebra riddle, all the known kinds it
    /// has (it names no one).
    pub categories: Vec<Category>,
    /// Categories a zebra riddle declares besides `categories` ("Each person has a unique
    /// favorite sport: ..."), from [`DECLARED`]; none in the other styles.
    pub declared: Vec<&'static Declared>,
    pub words: WordLists,
    /// The reading under which the answer is guaranteed unique.
    pub reading: Reading,
    /// Keep only riddles in this band (novel and zebra riddles only).
    pub difficulty: Option<Band>,
}

/// How hard a riddle is, by its step-by-step explanation (`riddle explain`). The bands come
/// from 300 novel riddles per guest count: the steps grow with the values to place times the
/// places they could take, so the line between medium and hard is drawn per such pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Band {
    /// No step needs a case split.
    Easy,
    /// Some step needs a case split, and there are at most [`Band::hard_above`] steps.
    Medium,
    /// Some step needs a case split, and there are more than [`Band::hard_above`] steps.
    Hard,
}

impl Band {
    pub fn name(self) -> &'static str {
        match self {
            Band::Easy => "easy",
            Band::Medium => "medium",
            Band::Hard => "hard",
        }
    }

    /// Steps beyond which a riddle that needs a case split is hard: 2 for every 5 pairs of a
    /// value and a place (50 for 5 guests in 5 categories, the name among them). With 5
    /// categories this puts a third to two fifths of the riddles that need a case split in
    /// hard at 4 to 8 guests; at 3 guests hardly any is hard.
    pub fn hard_above(guests: usize, categories: usize) -> usize {
        2 * guests * guests * categories / 5
    }

    /// The band of a riddle with `guests` guests and `categories` categories (the name among
    /// them) whose explanation is as hard as `difficulty`.
    pub fn of(difficulty: Difficulty, guests: usize, categories: usize) -> Band {
        if !difficulty.case_split {
            Band::Easy
        } else if difficulty.steps <= Band::hard_above(guests, categories) {
            Band::Medium
        } else {
            Band::Hard
        }
    }
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
    /// The closing question about one value, and the place (from 0) that answers it.
    pub question: Option<(String, usize)>,
    /// What the places are called: "seat", or "house" in a zebra riddle.
    pub place: &'static str,
}

impl Generated {
    pub fn riddle(&self) -> Riddle {
        Riddle::from_clues(self.guests, self.vocabulary.clone(), self.clues.clone(), 0)
    }

    /// The answer file: a header naming the columns, then one line per place from the left,
    /// then the question's answer, if any.
    pub fn answer(&self) -> String {
        let categories: Vec<Category> = self.vocabulary.categories().collect();
        let mut out = format!(
            "# {} | {}\n",
            self.place,
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
        if let Some((question, place)) = &self.question {
            out.push_str(&format!("# question: {question} -> {}\n", place + 1));
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
    riddles(options)?.collect()
}

/// The same riddles as [`generate`], each made only when asked for: a caller that stops early
/// (its reader closed the pipe) does not pay for the rest.
pub fn riddles(
    options: &Options,
) -> Result<impl Iterator<Item = Result<Generated, Refusal>> + '_, Refusal> {
    validate(options)?;
    Ok((0..options.count).map(move |n| nth(options, n)))
}

/// Draws of a riddle that misses the band asked for before giving up: at 8 guests, where easy
/// riddles are rarest, about 1 in 9 is easy.
const DRAWS: usize = 1000;

/// The riddle at `index` (from 0) of those [`riddles`] makes, made alone. It draws from its own
/// stream of the seed's generator, so that riddles can be made in any order, on any number of
/// threads, and still come out the same byte for byte. Stream 0 is the generator seeded
/// plainly, so the first riddle of a seed is the one it always was. A riddle outside the band
/// asked for is drawn again from the same stream, which keeps that true. Call [`validate`]
/// first. An error when no riddle of the band came in [`DRAWS`] draws.
pub fn nth(options: &Options, index: usize) -> Result<Generated, Refusal> {
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    rng.set_stream(index as u64);
    for _ in 0..DRAWS {
        let riddle = match options.style {
            Style::Game => game::generate(&mut rng),
            Style::Novel => novel::generate(&mut rng, options),
            Style::Zebra => zebra::generate(&mut rng, options),
        };
        match options.difficulty {
            None => return Ok(riddle),
            Some(band) if band_of(&riddle, options.reading) == Some(band) => return Ok(riddle),
            Some(_) => {}
        }
    }
    let band = options.difficulty.map_or("", Band::name);
    Err(Refusal(format!(
        "no {band} riddle came in {DRAWS} draws for riddle {} with these options; try another \
         --difficulty, or more guests or categories",
        index + 1
    )))
}

/// The band of a generated riddle as `riddle check` will find it: from its text read back,
/// whose explanation can differ from that of the clues it was written from (the prose states
/// some clues in other words). `None` when it could not be read or explained, bugs that the
/// reader's and the explanation's own tests look for, here only a riddle not kept.
fn band_of(riddle: &Generated, reading: Reading) -> Option<Band> {
    let read = crate::read::read(&crate::source::Source::new(
        "generated",
        riddle.text.clone(),
    ))
    .ok()?;
    let explanation = explain(&read, reading, &[]).ok()?;
    Some(Band::of(
        explanation.difficulty(),
        riddle.guests,
        riddle.vocabulary.categories().count(),
    ))
}

/// One riddle from a hidden seating and `clues` random true clues, written as prose in the
/// style of `options` (a zebra riddle, or else a novel one) but neither unique nor minimal: the
/// hidden seating is one of its solutions.
pub fn unminimised(options: &Options, clues: usize) -> Result<Generated, Refusal> {
    let style = match options.style {
        Style::Zebra => Style::Zebra,
        Style::Game | Style::Novel => Style::Novel,
    };
    let options = Options {
        style,
        ..options.clone()
    };
    validate(&options)?;
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    Ok(match style {
        Style::Zebra => zebra::unminimised(&mut rng, &options, clues),
        Style::Game | Style::Novel => novel::unminimised(&mut rng, &options, clues),
    })
}

/// Refuses options no riddle can be made with.
pub fn validate(options: &Options) -> Result<(), Refusal> {
    if options.style != Style::Zebra
        && let Some(declared) = options.declared.first()
    {
        return Err(Refusal(format!(
            "only zebra riddles declare categories of their own, such as {}; {} riddles have \
             the known kinds alone",
            declared.key,
            options.style.name(),
        )));
    }
    match options.style {
        Style::Game if options.reading == Reading::Somewhere => Err(Refusal(
            "game riddles have 7 solutions when \"left of\" is read as somewhere; generate them with --left-of immediate".into(),
        )),
        Style::Game if options.difficulty.is_some() => Err(Refusal(
            "--difficulty is for novel riddles: every game riddle is the game's skeleton, 33 steps without a case split (easy)".into(),
        )),
        Style::Game => Ok(()),
        Style::Novel => {
            if !(3..=8).contains(&options.guests) {
                return Err(Refusal(format!("--guests must be 3 to 8, not {}", options.guests)));
            }
            enough_words(options, std::iter::once(Category::NAME).chain(options.categories.iter().copied()))
        }
        Style::Zebra => {
            if !(3..=8).contains(&options.guests) {
                return Err(Refusal(format!("--guests (the houses) must be 3 to 8, not {}", options.guests)));
            }
            zebra_categories(options)?;
            enough_words(options, options.categories.iter().copied())
        }
    }
}

/// Refuses the categories of a zebra riddle that it cannot have: a kind its sentences do not say,
/// a category declared twice, fewer than two.
fn zebra_categories(options: &Options) -> Result<(), Refusal> {
    let all = || {
        // As `--categories` spells them: "music-genre".
        let declared = DECLARED.iter().map(|d| d.key.replace(' ', "-"));
        format!(
            "{},{}",
            known_names(&zebra::CATEGORIES),
            declared.collect::<Vec<_>>().join(",")
        )
    };
    if let Some(other) = options
        .categories
        .iter()
        .find(|c| !zebra::CATEGORIES.contains(c))
    {
        return Err(Refusal(format!(
            "zebra riddles have no category {other}; choose from {}",
            all()
        )));
    }
    let mut declared: Vec<&str> = options.declared.iter().map(|d| d.key).collect();
    declared.sort();
    if let Some(twice) = declared.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(Refusal(format!("category {} is declared twice", twice[0])));
    }
    // Two different categories: one of them is not the nationality, which the question
    // never asks about.
    let mut distinct = options.categories.clone();
    distinct.sort();
    distinct.dedup();
    if distinct.len() + declared.len() < 2 {
        let chosen: Vec<String> = options
            .categories
            .iter()
            .map(ToString::to_string)
            .chain(declared.iter().map(ToString::to_string))
            .collect();
        let chosen = chosen.join(",");
        return Err(Refusal(format!(
            "a zebra riddle needs two categories or more (from {}), not {chosen}",
            all()
        )));
    }
    Ok(())
}

/// Known kinds by their keys, joined by commas: "color,drink".
fn known_names(categories: &[Category]) -> String {
    categories
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// Refuses word lists with fewer words of a category than there are guests.
fn enough_words(
    options: &Options,
    categories: impl Iterator<Item = Category>,
) -> Result<(), Refusal> {
    for category in categories {
        let have = options.words.of(category).len();
        if have < options.guests {
            return Err(Refusal(format!(
                "{} guests need {} words of category {}, but the word list has {}",
                options.guests, options.guests, category, have
            )));
        }
    }
    Ok(())
}

/// True clues drawn by `draw` until the answer is unique under the reading asked for, then
/// dropped one at a time, in a shuffled order, while it stays unique: a minimal set. Decided by
/// the search solver.
fn minimal_clues(
    rng: &mut ChaCha8Rng,
    options: &Options,
    vocabulary: &Vocabulary,
    mut draw: impl FnMut(&mut ChaCha8Rng) -> ClueKind,
) -> Vec<ClueKind> {
    let unique = |clues: &[ClueKind]| {
        let riddle = Riddle::from_clues(options.guests, vocabulary.clone(), clues.to_vec(), 0);
        crate::search::search(&riddle, options.reading, 2).len() == 1
    };
    let mut clues: Vec<ClueKind> = Vec::new();
    while !unique(&clues) {
        clues.push(draw(rng));
    }
    clues.shuffle(rng);
    let mut i = 0;
    while i < clues.len() {
        let removed = clues.remove(i);
        if !unique(&clues) {
            clues.insert(i, removed);
            i += 1;
        }
    }
    clues
}
