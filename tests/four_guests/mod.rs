//! The harness of the tests that read one sentence in a riddle of four guests and four colors
//! (`tests/clauses.rs`, `tests/orders.rs`): the seatings the reader allows are compared with
//! those a plain statement of the sentence's meaning allows, counted over every seating, under
//! both readings of "left of".

#![allow(dead_code)]

use riddle::clue::Reading;
use riddle::engine::Solver;
use riddle::read::read;
use riddle::riddle::Seating;
use riddle::source::Source;
use riddle::vocabulary::Category;

pub const NAMES: [&str; 4] = ["Ash", "Bell", "Cole", "Dale"];
pub const COLORS: [&str; 4] = ["red", "blue", "green", "white"];
pub const DRINKS: [&str; 4] = ["gin", "rum", "tea", "port"];

/// The second kind of value the four guests differ in: the colors they wore or, in a riddle
/// of drinks, the drinks they drank. A seating keeps either in `World::color`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Values {
    Colors,
    Drinks,
}

impl Values {
    fn line(self) -> &'static str {
        match self {
            Values::Colors => "They wore red, blue, green and white.",
            Values::Drinks => "They drank gin, rum, tea and port.",
        }
    }

    fn category(self) -> Category {
        match self {
            Values::Colors => Category::COLOR,
            Values::Drinks => Category::DRINK,
        }
    }

    fn words(self) -> [&'static str; 4] {
        match self {
            Values::Colors => COLORS,
            Values::Drinks => DRINKS,
        }
    }
}

pub fn riddle(sentence: &str) -> String {
    riddle_of(Values::Colors, sentence)
}

pub fn riddle_of(values: Values, sentence: &str) -> String {
    format!(
        "At the dinner party were Lady Ash, Lady Bell, Lady Cole, and Lady Dale.\n\
         The women sat in a row. {}\n\
         {sentence}\n",
        values.line()
    )
}

/// One seating: the seat (0 from the left) of each name and each color (or drink).
pub struct World {
    pub name: [usize; 4],
    pub color: [usize; 4],
}

impl World {
    /// The seat of a guest named by her surname or her color.
    pub fn at(&self, word: &str) -> usize {
        if let Some(n) = NAMES.iter().position(|w| *w == word) {
            return self.name[n];
        }
        let c = COLORS
            .iter()
            .position(|w| *w == word)
            .or_else(|| DRINKS.iter().position(|w| *w == word))
            .expect("a name, a color or a drink");
        self.color[c]
    }
}

pub fn permutations() -> Vec<[usize; 4]> {
    let mut out = Vec::new();
    for a in 0..4 {
        for b in 0..4 {
            for c in 0..4 {
                for d in 0..4 {
                    let p = [a, b, c, d];
                    if (0..4).all(|s| p.contains(&s)) {
                        out.push(p);
                    }
                }
            }
        }
    }
    out
}

/// The seatings the reader allows, as worlds, under `reading`.
pub fn read_worlds(sentence: &str, reading: Reading) -> Result<Vec<World>, String> {
    read_worlds_of(Values::Colors, sentence, reading)
}

/// The seatings the reader allows in a riddle of `values`, as worlds, under `reading`.
pub fn read_worlds_of(
    values: Values,
    sentence: &str,
    reading: Reading,
) -> Result<Vec<World>, String> {
    let source = Source::new("four guests", riddle_of(values, sentence));
    let riddle = read(&source).map_err(|e| format!("not read: {e:?}"))?;
    let names = riddle.vocabulary.values(Category::NAME).to_vec();
    let colors = riddle.vocabulary.values(values.category()).to_vec();
    let seatings: Vec<Seating> = Solver::Search
        .seatings(&riddle, reading, 10_000)
        .map_err(|e| format!("{e:?}"))?;
    Ok(seatings
        .iter()
        .map(|s| {
            let seat_of = |category: Category, values: &[String], word: &str| {
                let v = values
                    .iter()
                    .position(|x| x.eq_ignore_ascii_case(word) || x.ends_with(word))
                    .expect("a listed value");
                (0..4)
                    .find(|&seat| s.get(category, seat) == Some(v as u8))
                    .expect("every value seated")
            };
            World {
                name: NAMES.map(|n| seat_of(Category::NAME, &names, n)),
                color: values
                    .words()
                    .map(|c| seat_of(values.category(), &colors, c)),
            }
        })
        .collect())
}

/// Whether `sentence` reads to exactly the seatings `means` allows, under both readings of
/// plain "left of".
pub fn reads_as(sentence: &str, means: impl Fn(&World) -> bool) -> Option<String> {
    match verdict(Values::Colors, sentence, means) {
        Verdict::Exact => None,
        Verdict::NotRead(why) | Verdict::Misread(why) => Some(why),
    }
}

/// How a sentence read, against what it means.
pub enum Verdict {
    Exact,
    /// Refused, as a sentence the reader does not know must be.
    NotRead(String),
    /// Read to other seatings than it means: never allowed.
    Misread(String),
}

/// Whether `sentence`, in a riddle of `values`, reads to exactly the seatings `means` allows
/// under both readings of plain "left of", is refused, or reads to something else.
pub fn verdict(values: Values, sentence: &str, means: impl Fn(&World) -> bool) -> Verdict {
    let source = Source::new("four guests", riddle_of(values, sentence));
    if let Err(e) = read(&source) {
        return Verdict::NotRead(format!("{sentence}: not read: {e:?}"));
    }
    let all = permutations();
    let expected = all
        .iter()
        .flat_map(|name| {
            all.iter().map(|color| World {
                name: *name,
                color: *color,
            })
        })
        .filter(|w| means(w))
        .count();
    for reading in [Reading::Immediate, Reading::Somewhere] {
        let worlds = match read_worlds_of(values, sentence, reading) {
            Ok(worlds) => worlds,
            Err(e) => return Verdict::Misread(format!("{sentence}: {e}")),
        };
        if let Some(wrong) = worlds.iter().find(|w| !means(w)) {
            return Verdict::Misread(format!(
                "{sentence}: allows names {:?} {values:?} {:?}",
                wrong.name, wrong.color
            ));
        }
        if worlds.len() != expected {
            return Verdict::Misread(format!(
                "{sentence}: {} seatings read {reading:?}, {expected} meant",
                worlds.len()
            ));
        }
    }
    Verdict::Exact
}

/// A sentence, and what it means of a seating.
pub type Case<'a> = (&'a str, Box<dyn Fn(&World) -> bool>);

pub fn check(cases: Vec<Case>) {
    let failures: Vec<String> = cases
        .into_iter()
        .filter_map(|(sentence, means)| reads_as(sentence, means))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Sentences that must not read at all: no reading of them would be exact.
pub fn refused(sentences: &[&str]) {
    for sentence in sentences {
        let source = Source::new("four guests", riddle(sentence));
        assert!(read(&source).is_err(), "{sentence} was read");
    }
}
