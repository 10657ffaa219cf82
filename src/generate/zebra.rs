//! Zebra riddles: houses in a row whose people are known only by their values (the Dane, the
//! dog owner, the red house), a hidden grid, true clues drawn until the answer is unique, then
//! dropped one at a time while it stays unique, as `novel` does. One value is kept out of every
//! clue and asked about at the end ("Who owns the zebra?"): it is found by elimination, as in
//! Einstein's riddle. The riddle is written in the family's voice by `houses`.

use rand::RngExt;
use rand::seq::{IndexedRandom, SliceRandom};
use rand_chacha::ChaCha8Rng;

use super::{Generated, Options, houses, minimal_clues};
use crate::clue::{ClueKind, Guest, Reach, Seat, SeatRelation};
use crate::riddle::Seating;
use crate::vocabulary::{Category, Vocabulary};

/// The categories a zebra riddle may have: those the family's sentences say, in the order its
/// introduction lists them.
pub const CATEGORIES: [Category; 6] = [
    Category::COLOR,
    Category::NATIONALITY,
    Category::DRINK,
    Category::PET,
    Category::SMOKE,
    Category::JOB,
];

/// The categories whose values the closing question asks about, in order of preference, each
/// with the value asked when the word list has it: "Who owns the zebra?", "Who drinks water?".
/// A nationality is what the answer names, not what it asks. A riddle with none of these asks
/// about its first declared category ("Who likes golf?").
const ASKED: [(Category, Option<&str>); 5] = [
    (Category::PET, Some("zebra")),
    (Category::DRINK, Some("water")),
    (Category::SMOKE, None),
    (Category::JOB, None),
    (Category::COLOR, None),
];

pub fn generate(rng: &mut ChaCha8Rng, options: &Options) -> Generated {
    let grid = Grid::draw(rng, options);
    let clues = minimal_clues(rng, options, &grid.vocabulary, |rng| grid.true_clue(rng));
    grid.written(rng, options, clues)
}

/// A hidden grid with `clues` random true clues, neither unique nor minimal: what property
/// tests write and read back.
pub fn unminimised(rng: &mut ChaCha8Rng, options: &Options, clues: usize) -> Generated {
    let grid = Grid::draw(rng, options);
    let drawn = (0..clues).map(|_| grid.true_clue(rng)).collect();
    grid.written(rng, options, drawn)
}

/// The hidden answer: a value of each category in each house, and the value asked about.
struct Grid {
    vocabulary: Vocabulary,
    seating: Seating,
    categories: Vec<Category>,
    houses: usize,
    asked: Guest,
}

impl Grid {
    /// Words drawn for each category of `options`, placed at random, and one of them to ask
    /// about.
    fn draw(rng: &mut ChaCha8Rng, options: &Options) -> Grid {
        let n = options.guests;
        let mut vocabulary = Vocabulary::default();
        // The known kinds with the words of `options`, then the declared categories, added to
        // the vocabulary in the order the riddle lists them, as the reader adds them.
        let mut lists: Vec<(Category, Vec<&str>)> = options
            .categories
            .iter()
            .map(|&c| (c, options.words.of(c).iter().map(String::as_str).collect()))
            .collect();
        for declared in &options.declared {
            let category = vocabulary
                .add_category(declared.key, declared.plural)
                .expect("validated: each declared once, and four fit beside the known kinds");
            lists.push((category, declared.words.to_vec()));
        }
        let (asked, famous) = ASKED
            .into_iter()
            .find(|(c, _)| options.categories.contains(c))
            .or_else(|| {
                let first = options.categories.len();
                lists.get(first).map(|(c, _)| (*c, None))
            })
            .expect("validated: a zebra riddle has a category other than nationality");
        let mut seating = Seating::empty(vocabulary.count(), n);
        let mut asked_house = rng.random_range(0..n);
        let categories: Vec<Category> = lists.iter().map(|(c, _)| *c).collect();
        for (category, mut words) in lists {
            words.shuffle(rng);
            // The famous value asked about is among the values drawn, in the asked house.
            if category == asked
                && let Some(at) = words.iter().position(|w| Some(*w) == famous)
            {
                if at >= n {
                    words.swap(at, asked_house);
                } else {
                    asked_house = at;
                }
            }
            for (house, word) in words.into_iter().take(n).enumerate() {
                seating.cells[category.index()][house] = Some(vocabulary.intern(category, word));
            }
        }
        let value = seating
            .get(asked, asked_house)
            .expect("every category is full");
        Grid {
            vocabulary,
            seating,
            categories,
            houses: n,
            asked: Guest::Value(asked, value),
        }
    }

    fn value(&self, category: Category, house: usize) -> Guest {
        Guest::Value(
            category,
            self.seating
                .get(category, house)
                .expect("every category is full"),
        )
    }

    /// The categories whose value in `house` a clue may name: all but the one asked about.
    fn nameable(&self, house: usize) -> Vec<Category> {
        self.categories
            .iter()
            .copied()
            .filter(|&c| self.value(c, house) != self.asked)
            .collect()
    }

    /// Someone in `house`, known by a value other than the one asked about.
    fn guest(&self, rng: &mut ChaCha8Rng, house: usize) -> Guest {
        let category = *self
            .nameable(house)
            .choose(rng)
            .expect("two categories or more");
        self.value(category, house)
    }

    /// A random clue that is true of the grid and names no value asked about.
    fn true_clue(&self, rng: &mut ChaCha8Rng) -> ClueKind {
        let n = self.houses;
        let s = rng.random_range(0..n);
        match rng.random_range(0..100) {
            0..25 => {
                let mut two = self.nameable(s);
                two.shuffle(rng);
                match two[..] {
                    [a, b, ..] => ClueKind::Same(self.value(a, s), self.value(b, s)),
                    // Two categories, one of them the value asked about.
                    _ => ClueKind::InSeat(self.guest(rng, s), house(rng, s, n)),
                }
            }
            25..38 => {
                let t = if s == 0 || (s + 1 < n && rng.random_bool(0.5)) {
                    s + 1
                } else {
                    s - 1
                };
                ClueKind::next_to(self.guest(rng, s), self.guest(rng, t))
            }
            38..48 => {
                let s = rng.random_range(0..n - 1);
                ClueKind::left_of(self.guest(rng, s), self.guest(rng, s + 1), Reach::Immediate)
            }
            48..53 => {
                let s = rng.random_range(0..n - 1);
                let t = rng.random_range(s + 1..n);
                ClueKind::left_of(self.guest(rng, s), self.guest(rng, t), Reach::Somewhere)
            }
            // Two houses or more apart: one apart is "next to". Said "two houses to the left
            // of" or "there is one house between".
            53..60 => {
                let s = rng.random_range(0..n - 2);
                let t = rng.random_range(s + 2..n);
                let (a, b) = (self.guest(rng, s), self.guest(rng, t));
                let relation = if rng.random_bool(0.5) {
                    SeatRelation::LeftBy((t - s) as u8)
                } else {
                    SeatRelation::Apart((t - s) as u8)
                };
                ClueKind::Seats { a, relation, b }
            }
            60..72 => ClueKind::InSeat(self.guest(rng, s), house(rng, s, n)),
            72..86 => {
                let t = (s + rng.random_range(1..n)) % n;
                let a = *self
                    .nameable(s)
                    .choose(rng)
                    .expect("two categories or more");
                let others: Vec<Category> =
                    self.nameable(t).into_iter().filter(|&c| c != a).collect();
                match others.choose(rng) {
                    Some(&b) => {
                        ClueKind::Not(Box::new(ClueKind::Same(self.value(a, s), self.value(b, t))))
                    }
                    None => ClueKind::InSeat(self.guest(rng, s), house(rng, s, n)),
                }
            }
            86..93 => {
                let t = (s + rng.random_range(1..n)) % n;
                let seat = Seat::FromLeft(t as u8 + 1);
                ClueKind::Not(Box::new(ClueKind::InSeat(self.guest(rng, s), seat)))
            }
            _ => {
                let far: Vec<usize> = (0..n).filter(|t| t.abs_diff(s) > 1).collect();
                match far.choose(rng) {
                    None => ClueKind::InSeat(self.guest(rng, s), house(rng, s, n)),
                    Some(&t) => ClueKind::Not(Box::new(ClueKind::next_to(
                        self.guest(rng, s),
                        self.guest(rng, t),
                    ))),
                }
            }
        }
    }

    /// The riddle that states `clues` about the grid, in the family's words.
    fn written(self, rng: &mut ChaCha8Rng, options: &Options, clues: Vec<ClueKind>) -> Generated {
        let house = (0..self.houses)
            .find(|&h| {
                self.categories
                    .iter()
                    .any(|&c| self.value(c, h) == self.asked)
            })
            .expect("the value asked about is in a house");
        let (text, stated, question) = houses::write(
            rng,
            &self.vocabulary,
            &self.categories,
            self.houses,
            clues,
            self.asked,
            options.reading,
        );
        Generated {
            text,
            guests: self.houses,
            vocabulary: self.vocabulary,
            seating: self.seating,
            clues: stated,
            question: Some((question, house)),
            place: "house",
        }
    }
}

/// One way the family names 0-based house `s` of `n`: houses are numbered from the left, so
/// mostly by that number.
fn house(rng: &mut ChaCha8Rng, s: usize, n: usize) -> Seat {
    if n % 2 == 1 && s == n / 2 && rng.random_bool(0.5) {
        return Seat::Center;
    }
    if (s == 0 || s + 1 == n) && rng.random_bool(0.2) {
        return Seat::End;
    }
    if s + 1 == n && rng.random_bool(0.5) {
        return Seat::FromRight(1);
    }
    if s + 2 == n && rng.random_bool(0.2) {
        return Seat::FromRight(2);
    }
    Seat::FromLeft(s as u8 + 1)
}
