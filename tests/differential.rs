//! The ways of deciding a riddle must agree: the depth-first search (`search`), the 0/1
//! program (`solve`, with propagation in front; `solve_splitting`, splitting the domains before
//! microlp at other sizes; and `solve_plain`, without propagation) and the checker
//! (`verify`) share no code but the definition of what each seat and seat relation means
//! (tested on its own, and against a second writing of it in `tests/property.rs`), so any
//! disagreement is a bug in one of them. Checked on every riddle of the corpus, and on random
//! small riddles against brute force (every seating, kept when `verify` accepts it), where
//! propagation must also never remove a seat an answer uses.

use std::collections::HashSet;
use std::path::Path;

use riddle::clue::{ClueKind, Guest, Reach, Reading, Seat, SeatRelation};
use riddle::propagate::propagate;
use riddle::read::read;
use riddle::riddle::{Riddle, Seating};
use riddle::search::{Enumeration, enumerate, search};
use riddle::solve::{solve, solve_plain, solve_splitting};
use riddle::source::Source;
use riddle::verify::verify;
use riddle::vocabulary::{Category, Vocabulary};

const READINGS: [Reading; 2] = [Reading::Immediate, Reading::Somewhere];

/// Every riddle file that reads, under the corpus directories this test covers.
fn corpus() -> Vec<(String, Riddle)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut riddles = Vec::new();
    for directory in ["game", "novel", "ambiguous", "contradictory"] {
        let Ok(entries) = std::fs::read_dir(root.join(directory)) else {
            continue;
        };
        let mut paths: Vec<_> = entries.map(|entry| entry.unwrap().path()).collect();
        paths.sort();
        for path in paths {
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            let name = format!(
                "{directory}/{}",
                path.file_name().unwrap().to_string_lossy()
            );
            if let Ok(riddle) = read(&Source::new(name.clone(), text)) {
                riddles.push((name, riddle));
            }
        }
    }
    riddles
}

#[test]
fn search_and_solve_agree_on_the_corpus() {
    const LIMIT: usize = 50;
    let riddles = corpus();
    assert!(
        riddles.len() >= 60,
        "only {} corpus riddles read",
        riddles.len()
    );
    for (name, riddle) in &riddles {
        for reading in READINGS {
            let context = || format!("{name} read {reading:?}: {:#?}", clue_kinds(riddle));
            let searched = search(riddle, reading, LIMIT);
            let solved = solve(riddle, reading, LIMIT)
                .unwrap_or_else(|error| panic!("solve failed ({error}) on {}", context()));
            let plain = solve_plain(riddle, reading, LIMIT)
                .unwrap_or_else(|error| panic!("solve_plain failed ({error}) on {}", context()));
            let split = solve_splitting(riddle, reading, LIMIT, 0).unwrap_or_else(|error| {
                panic!("solve_splitting failed ({error}) on {}", context())
            });
            for seating in &searched {
                if let Err(violation) = verify(riddle, seating, reading) {
                    panic!(
                        "search found {seating:?}, breaking {violation}, in {}",
                        context()
                    );
                }
            }
            let searched_set = distinct(&searched, &context);
            let solved_set = distinct(&solved, &context);
            let plain_set = distinct(&plain, &context);
            let split_set = distinct(&split, &context);
            if searched.len() < LIMIT {
                assert_eq!(searched_set, solved_set, "{}", context());
                assert_eq!(searched_set, plain_set, "plain: {}", context());
                assert_eq!(searched_set, split_set, "split: {}", context());
            } else {
                // More than the limit: they may list different ones, but as many.
                assert_eq!(solved.len(), LIMIT, "{}", context());
                assert_eq!(plain.len(), LIMIT, "plain: {}", context());
                assert_eq!(split.len(), LIMIT, "split: {}", context());
            }
        }
    }
}

#[test]
fn the_game_riddles_have_one_answer_immediately_and_seven_somewhere() {
    for (name, riddle) in corpus() {
        if !name.starts_with("game/") {
            continue;
        }
        let counts = READINGS.map(|reading| enumerate(&riddle, reading, 1000, |_| {}));
        let whole = |count| Enumeration {
            count,
            complete: true,
        };
        assert_eq!(counts, [whole(1), whole(7)], "{name}");
    }
}

fn clue_kinds(riddle: &Riddle) -> Vec<&ClueKind> {
    riddle.clues.iter().map(|clue| &clue.kind).collect()
}

fn distinct(seatings: &[Seating], context: &impl Fn() -> String) -> HashSet<Seating> {
    let set: HashSet<Seating> = seatings.iter().cloned().collect();
    assert_eq!(
        set.len(),
        seatings.len(),
        "a seating twice in {}",
        context()
    );
    set
}

/// xorshift64*: deterministic, and no crate needed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() >> 33) as usize % n
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// Ways to seat `values` distinct values in `guests` seats.
fn arrangements(guests: usize, values: usize) -> usize {
    if values > guests {
        return 0;
    }
    (guests - values + 1..=guests).product()
}

/// A random riddle of 3 to 5 guests, 1 to 3 categories, 0 to 2 anonymous guests and up to 12
/// clues, small enough to check every seating; with every seating of its values, and the set
/// of those `verify` accepts under the immediate reading.
fn random_riddle(rng: &mut Rng) -> (Riddle, Vec<Seating>, HashSet<Seating>) {
    let guests = 3 + rng.below(3);
    let categories = 1 + rng.below(3);
    let mut vocabulary = Vocabulary::default();
    // Categories a riddle declared itself, numbered after the known kinds, drawn like them.
    for (key, plural) in [("sport", "sports"), ("car", "cars")] {
        if rng.chance(50) {
            vocabulary
                .add_category(key, plural)
                .expect("room for two more");
        }
    }
    let mut pool: Vec<Category> = vocabulary.all().collect();
    let mut space = 1;
    for _ in 0..categories {
        let category = pool.remove(rng.below(pool.len()));
        let mut values = if rng.chance(60) {
            guests
        } else {
            1 + rng.below(guests)
        };
        if rng.chance(2) {
            values = guests + 1;
        }
        while values > 1 && space * arrangements(guests, values) > 1000 {
            values -= 1;
        }
        space *= arrangements(guests, values).max(1);
        for value in 0..values {
            let word = format!("{}{value}", vocabulary.key(category));
            vocabulary.intern(category, &word);
        }
    }
    let anonymous = rng.below(3) as u16;
    // Some riddles mostly about anonymous guests, so that some tie only to one another.
    let anonymous_percent = [15, 30, 60][rng.below(3)];
    let mut riddle = Riddle::from_clues(guests, vocabulary, Vec::new(), anonymous);
    let every = every_seating(&riddle);
    // Clues are added until few seatings are left, a clue that leaves none dropped unless none
    // is the aim: contradictions, unique answers and ambiguous riddles all come up. Steered by
    // brute force, never by a solver under test. `left` holds every seating `verify` accepts
    // (and maybe more): answers only shrink as clues are added, so each clue is tried on
    // those, stopping as soon as more than `target` pass.
    let accepts =
        |riddle: &Riddle, seating: &Seating| verify(riddle, seating, Reading::Immediate).is_ok();
    let mut left: Vec<usize> = (0..every.len()).collect();
    let target = [0, 1, 1, 2, 3, 5, 12, 40][rng.below(8)];
    for _ in 0..12 {
        riddle.clues.push(riddle::clue::Clue {
            span: Default::default(),
            kind: random_clue(rng, &riddle, anonymous_percent),
        });
        let mut passing = Vec::new();
        for &index in &left {
            if accepts(&riddle, &every[index]) {
                passing.push(index);
                if passing.len() > target {
                    break;
                }
            }
        }
        if passing.len() > target {
            continue;
        }
        if passing.is_empty() && target > 0 {
            riddle.clues.pop();
            continue;
        }
        left = passing;
        break;
    }
    let answers = (left.into_iter())
        .filter(|&index| accepts(&riddle, &every[index]))
        .map(|index| every[index].clone())
        .collect();
    (riddle, every, answers)
}

/// A guest named by a value, or anonymous `anonymous_percent` of the time when the riddle has
/// anonymous guests.
fn random_guest(rng: &mut Rng, riddle: &Riddle, anonymous_percent: usize) -> Guest {
    if riddle.anonymous > 0 && rng.chance(anonymous_percent) {
        return Guest::Anonymous(rng.below(riddle.anonymous as usize) as u16);
    }
    let categories: Vec<Category> = riddle.vocabulary.categories().collect();
    let category = categories[rng.below(categories.len())];
    let values = riddle.vocabulary.values(category).len();
    Guest::Value(category, rng.below(values) as u8)
}

fn random_clue(rng: &mut Rng, riddle: &Riddle, anonymous_percent: usize) -> ClueKind {
    // "Either ... or" over guests known by a value, as the reader builds it; its sides may be
    // negated or themselves a choice.
    if rng.chance(12) {
        let sides = (0..2 + rng.below(2))
            .map(|_| {
                (0..1 + rng.below(2))
                    .map(|_| {
                        loop {
                            let clue = random_clue(rng, riddle, 0);
                            // A declaration (negated or not) names nobody; the reader never
                            // chooses one.
                            let mut named = Vec::new();
                            clue.guests(&mut named);
                            if !named.is_empty() {
                                break clue;
                            }
                        }
                    })
                    .collect()
            })
            .collect();
        let either = ClueKind::Either(sides);
        return if rng.chance(30) {
            ClueKind::Not(Box::new(either))
        } else {
            either
        };
    }
    let a = random_guest(rng, riddle, anonymous_percent);
    let b = if rng.chance(5) {
        a
    } else {
        random_guest(rng, riddle, anonymous_percent)
    };
    let rank = rng.below(riddle.guests + 2) as u8;
    // Up to the whole row, which no two seats are apart.
    let distance = 1 + rng.below(riddle.guests) as u8;
    let kind = match rng.below(10) {
        0..=2 => ClueKind::Same(a, b),
        3..=7 => {
            let relation = match rng.below(5) {
                0 => SeatRelation::NextTo,
                1 | 2 => SeatRelation::LeftOf(
                    [Reach::AsRead, Reach::Immediate, Reach::Somewhere][rng.below(3)],
                ),
                3 => SeatRelation::LeftBy(distance),
                _ => SeatRelation::Apart(distance),
            };
            ClueKind::Seats { a, relation, b }
        }
        8 => ClueKind::InSeat(
            a,
            [
                Seat::FromLeft(rank),
                Seat::FromRight(rank),
                Seat::Center,
                Seat::End,
            ][rng.below(4)],
        ),
        _ if rng.chance(70) => ClueKind::InSeat(a, Seat::FromLeft(1 + rng.below(3) as u8)),
        _ => {
            let category = riddle.vocabulary.categories().next().unwrap();
            ClueKind::Declare {
                category,
                values: vec![0],
            }
        }
    };
    match rng.below(10) {
        0..=2 => ClueKind::Not(Box::new(kind)),
        3 => ClueKind::Not(Box::new(ClueKind::Not(Box::new(kind)))),
        _ => kind,
    }
}

/// Every way to put `values` distinct values into `guests` seats.
fn rows(guests: usize, values: usize) -> Vec<Vec<Option<u8>>> {
    let mut rows = vec![vec![None; guests]];
    for value in 0..values as u8 {
        let mut longer = Vec::new();
        for row in &rows {
            for seat in 0..guests {
                if row[seat].is_none() {
                    let mut row = row.clone();
                    row[seat] = Some(value);
                    longer.push(row);
                }
            }
        }
        rows = longer;
    }
    rows
}

/// Every seating of the riddle's values, well formed or not as to the clues.
fn every_seating(riddle: &Riddle) -> Vec<Seating> {
    let mut seatings = vec![Seating::empty(riddle.vocabulary.count(), riddle.guests)];
    for category in riddle.vocabulary.categories() {
        let rows = rows(riddle.guests, riddle.vocabulary.values(category).len());
        let mut longer = Vec::new();
        for seating in &seatings {
            for row in &rows {
                let mut seating = seating.clone();
                seating.cells[category.index()] = row.clone();
                longer.push(seating);
            }
        }
        seatings = longer;
    }
    seatings
}

#[test]
fn search_agrees_with_brute_force_and_solve_on_random_riddles() {
    const RIDDLES: usize = 400;
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut answered = [0usize; 3];
    for _ in 0..RIDDLES {
        let (riddle, every, immediate) = random_riddle(&mut rng);
        for reading in READINGS {
            let context = || {
                format!(
                    "{} guests, {:?}, {} anonymous, read {reading:?}: {:#?}",
                    riddle.guests,
                    riddle.vocabulary,
                    riddle.anonymous,
                    clue_kinds(&riddle)
                )
            };
            let answers: HashSet<Seating> = match reading {
                Reading::Immediate => immediate.clone(),
                Reading::Somewhere => every
                    .iter()
                    .filter(|seating| verify(&riddle, seating, reading).is_ok())
                    .cloned()
                    .collect(),
            };
            answered[answers.len().min(2)] += 1;

            match propagate(&riddle, reading) {
                None => assert!(
                    answers.is_empty(),
                    "propagation found no seating, brute force {}, in {}",
                    answers.len(),
                    context()
                ),
                Some(domains) => {
                    for seating in &answers {
                        for category in riddle.vocabulary.all() {
                            for value in 0..riddle.vocabulary.values(category).len() as u8 {
                                let seat = seating.seat_of(category, value).expect("seated");
                                assert!(
                                    domains.allows(Guest::Value(category, value), seat),
                                    "propagation removed seat {seat} of {category:?} #{value}, \
                                     which {seating:?} uses, in {}",
                                    context()
                                );
                            }
                        }
                    }
                }
            }

            let mut searched = Vec::new();
            let done = enumerate(&riddle, reading, usize::MAX, |s| searched.push(s.clone()));
            assert!(
                done.complete && done.count == searched.len(),
                "{}",
                context()
            );
            let searched_set = distinct(&searched, &context);
            if searched_set != answers {
                let extra: Vec<_> = searched_set.difference(&answers).take(3).collect();
                let missing: Vec<_> = answers.difference(&searched_set).take(3).collect();
                panic!(
                    "search found {} seatings, brute force {}; search only: {extra:?}; brute \
                     force only: {missing:?}; in {}",
                    searched.len(),
                    answers.len(),
                    context()
                );
            }

            // A limit stops the same enumeration early.
            let limit = 1 + rng.below(searched.len() + 1);
            let prefix = search(&riddle, reading, limit);
            assert_eq!(
                prefix[..],
                searched[..limit.min(searched.len())],
                "{}",
                context()
            );

            // Each no-good cut slows microlp down: all of a few answers, a few of many.
            let limit = if answers.len() <= 12 {
                answers.len() + 1
            } else {
                4
            };
            for (how, solved) in [
                ("solve", solve(&riddle, reading, limit)),
                ("solve_plain", solve_plain(&riddle, reading, limit)),
                // Splitting down to single seatings, and at a few open cells.
                (
                    "split to seatings",
                    solve_splitting(&riddle, reading, limit, 0),
                ),
                (
                    "split at 6 cells",
                    solve_splitting(&riddle, reading, limit, 6),
                ),
            ] {
                let solved = solved
                    .unwrap_or_else(|error| panic!("{how} failed ({error}) on {}", context()));
                let solved_set = distinct(&solved, &context);
                if answers.len() <= 12 {
                    assert_eq!(solved_set, answers, "{how} disagrees on {}", context());
                } else {
                    assert_eq!(solved.len(), limit, "{how}: {}", context());
                    assert!(solved_set.is_subset(&answers), "{how}: {}", context());
                }
            }
        }
    }
    // The random riddles must exercise contradictions, unique answers and ambiguity alike.
    assert!(answered.iter().all(|&n| n >= RIDDLES / 10), "{answered:?}");
}

/// `check` counts a riddle once when no clue depends on the reading of plain "left of": such a
/// riddle must have the same seatings both ways, and the riddles with a plain "left of" must
/// include some whose readings differ (or the test would show nothing).
#[test]
fn riddles_without_plain_left_of_read_alike() {
    let mut alike = 0;
    let mut differ = 0;
    for (name, riddle) in &corpus() {
        let both = READINGS.map(|reading| search(riddle, reading, 1000));
        if riddle.clues.iter().any(|c| c.kind.depends_on_reading()) {
            differ += usize::from(both[0] != both[1]);
        } else {
            assert_eq!(both[0], both[1], "{name}");
            alike += 1;
        }
    }
    assert!(
        alike >= 10 && differ >= 10,
        "{alike} alike, {differ} differ"
    );
}
