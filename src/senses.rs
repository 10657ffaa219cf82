//! Words the riddle lists in two categories ("fish": a pet and an animal) where no word around
//! them says which: the grammar reads such a clue each way (a `ClueKind::Either`, see
//! `Senses`), which says less than the author meant but never something else. Here the clues
//! settle the word when they can. A riddle means one thing by one word throughout, so each way
//! of taking every such word is tried on the whole riddle; when exactly one of them leaves the
//! clues any solution, the riddle can only mean that, and is read so, with a warning that says
//! how and why. Otherwise it stays read each way, and its verdict says what that gives.

use crate::answer::Agreement;
use crate::clue::{Clue, ClueKind, Reading, Sense, Senses};
use crate::diagnostic::Diagnostic;
use crate::engine::Solver;
use crate::riddle::Riddle;
use crate::solve::SolveError;
use crate::verify::Verifier;
use crate::vocabulary::Category;

/// Ways of taking the words tried at most: each is one solver run.
const MAX_WAYS: usize = 64;

/// The riddle with its shared words settled where the clues settle them (`settle`), or as
/// read: what the commands check and solve.
pub fn settled(
    riddle: Riddle,
    reading: Reading,
    solver: Solver,
    strict: bool,
) -> Result<Riddle, SolveError> {
    Ok(settle(&riddle, reading, solver, strict)?.unwrap_or(riddle))
}

/// The riddle with its shared words settled, or `None` when they are not (no such word, no
/// way consistent, several ways and nothing to choose, or too many ways to try).
///
/// A way is chosen when it is the only one under which the clues have a solution. Failing that,
/// and unless `strict`, as a guess: when of the consistent ways exactly one reads each word as
/// a list other than the one the riddle's other words named where they settled the same word
/// ("has a cat" the pet, then "the cat lover" the animal): a riddle that says "the cat lover"
/// where it said "has a cat" before points at the other list. Failing that too, as a guess:
/// when exactly one of the consistent ways gives the riddle one answer (one seating, or one
/// answer to each question it asks): a riddle is written to be answered, so its author can only
/// have meant that way.
pub fn settle(
    riddle: &Riddle,
    reading: Reading,
    solver: Solver,
    strict: bool,
) -> Result<Option<Riddle>, SolveError> {
    let words = words(&riddle.senses);
    let ways = words
        .iter()
        .map(|(_, among)| among.len())
        .product::<usize>();
    if words.is_empty() || ways > MAX_WAYS {
        return Ok(None);
    }
    // Read each way at once, the riddle has one answer or none: so has every way of taking
    // the words, and there is nothing to settle (the warnings say how the words were read).
    let found = solver.seatings(riddle, reading, 2)?;
    if found.len() < 2 {
        return Ok(None);
    }
    let mut consistent = Vec::new();
    for way in 0..ways {
        let taken = taking(&words, way);
        let variant = taken_as(riddle, &words, &taken);
        // A seating found above that keeps every clue taken this way shows the way has a
        // solution, without a solver run (on a large riddle, each run is most of its time).
        let verifier = Verifier::new(&variant, reading);
        let witnessed = found.iter().any(|seating| verifier.check(seating).is_ok());
        if witnessed || solver.enumerate(&variant, reading, 1, |_| {})?.solutions > 0 {
            consistent.push((taken, variant));
        }
    }
    let guessed = consistent.len() > 1;
    let mut why = Why::Contradicts;
    if guessed {
        if strict {
            return Ok(None);
        }
        why = Why::Contrasts;
        // Each word, where the riddle settled it elsewhere, read as another list.
        let contrasts = |taken: &[Category]| {
            words.iter().zip(taken).all(|((word, among), category)| {
                let named: Vec<Category> = (riddle.settled.iter())
                    .filter(|(w, c)| w == word && among.contains(c))
                    .map(|(_, c)| *c)
                    .collect();
                !named.is_empty() && !named.contains(category)
            })
        };
        if consistent.iter().filter(|(t, _)| contrasts(t)).count() == 1 {
            consistent.retain(|(taken, _)| contrasts(taken));
        } else {
            why = Why::Answers;
            let mut answering = Vec::new();
            for way in consistent {
                if answers(&way.1, reading)? {
                    answering.push(way);
                }
            }
            consistent = answering;
        }
    }
    if consistent.len() != 1 {
        return Ok(None);
    }
    let Some((taken, mut variant)) = consistent.pop() else {
        return Ok(None);
    };
    // The warnings that said "read as any of them" are replaced by one per word saying how it
    // was read, and why.
    let settled: Vec<_> = (riddle.senses.iter())
        .flat_map(|s| s.sides.iter().flatten().map(|sense| sense.span))
        .collect();
    variant.warnings.retain(|w| {
        !(w.message.ends_with("read as any of them")
            && w.span.is_some_and(|s| settled.contains(&s)))
    });
    let list = |c: Category| riddle.vocabulary.values(c).join(", ");
    for ((word, among), category) in words.iter().zip(&taken) {
        // As the riddle lists it ("Honda"), not as compared ("honda").
        let values = riddle.vocabulary.values(*category);
        let word = (values.iter())
            .find(|v| v.to_lowercase() == *word)
            .unwrap_or(word);
        let others: Vec<String> = (among.iter())
            .filter(|c| *c != category)
            .map(|c| list(*c))
            .collect();
        let others = others.join(" or of ");
        let why = match why {
            Why::Contrasts => format!(
                ", as a guess: elsewhere the words around \"{word}\" say when it is one of {others}"
            ),
            Why::Answers => format!(
                ", as a guess: as one of {others}, the riddle has no one answer{}",
                if Agreement::asks(riddle) {
                    " to what it asks"
                } else {
                    ""
                }
            ),
            Why::Contradicts => format!(": as one of {others}, the clues contradict each other"),
        };
        let mut warning = Diagnostic::warning(format!(
            "\"{word}\" read throughout as one of {}{why}",
            list(*category)
        ));
        let span = (riddle.senses.iter())
            .flat_map(|s| s.sides.iter().flatten())
            .find(|s| s.word == *word && s.among == *among)
            .map(|s| s.span);
        if let Some(span) = span {
            warning = warning.at(span);
        }
        variant.warnings.push(warning);
    }
    if guessed {
        variant.guesses += 1;
    }
    Ok(Some(variant))
}

/// Why the way taken was taken.
#[derive(Clone, Copy)]
enum Why {
    /// Every other way leaves the clues without a solution.
    Contradicts,
    /// It reads each word as another list than the words around it did elsewhere (a guess).
    Contrasts,
    /// Only it gives the riddle one answer (a guess).
    Answers,
}

/// Seatings counted at most to see whether a way of taking the words gives one answer; past
/// them, what the riddle asks is proven the same in all (`Agreement::prove`).
const MAX_COUNTED: usize = 64;

/// Whether `riddle` has one answer: exactly one seating, or, where it asks questions or offers
/// choices, one answer to each in every seating.
fn answers(riddle: &Riddle, reading: Reading) -> Result<bool, SolveError> {
    if Agreement::asks(riddle) {
        return Ok(Agreement::count(riddle, reading, MAX_COUNTED)?.all_determined());
    }
    Ok(Solver::Search
        .enumerate(riddle, reading, 2, |_| {})?
        .solutions
        == 1)
}

/// The distinct words read each way, each with the categories it may be taken as: the same
/// word among other categories elsewhere ("a pet bird" settles one occurrence) is another word.
fn words(senses: &[Senses]) -> Vec<(String, Vec<Category>)> {
    let mut out: Vec<(String, Vec<Category>)> = Vec::new();
    for sense in senses.iter().flat_map(|s| s.sides.iter().flatten()) {
        if !out
            .iter()
            .any(|(w, a)| *w == sense.word && *a == sense.among)
        {
            out.push((sense.word.clone(), sense.among.clone()));
        }
    }
    out
}

/// Way number `way` of taking the words, as one category per word (mixed radix).
fn taking(words: &[(String, Vec<Category>)], mut way: usize) -> Vec<Category> {
    words
        .iter()
        .map(|(_, among)| {
            let c = among[way % among.len()];
            way /= among.len();
            c
        })
        .collect()
}

/// The riddle with each clue read each way replaced by the side that takes the words as
/// `taken` does.
fn taken_as(riddle: &Riddle, words: &[(String, Vec<Category>)], taken: &[Category]) -> Riddle {
    let agrees = |side: &[Sense]| {
        side.iter().all(|s| {
            let at = words
                .iter()
                .position(|(w, a)| *w == s.word && *a == s.among);
            at.is_some_and(|at| taken[at] == s.category)
        })
    };
    let mut out = riddle.clone();
    out.senses.clear();
    for senses in &riddle.senses {
        let ClueKind::Either(sides) = &riddle.clues[senses.clue].kind else {
            continue;
        };
        let mut kept = (sides.iter().zip(&senses.sides))
            .filter(|(_, taken)| agrees(taken))
            .map(|(side, _)| side);
        // Exactly one side takes every word as `taken` does (every way of taking each word was
        // read); were it otherwise, the clue would stay read each way, which says less, never
        // something else.
        let (Some(side), None) = (kept.next(), kept.next()) else {
            continue;
        };
        let span = riddle.clues[senses.clue].span;
        let mut clues = side.iter().cloned();
        if let Some(first) = clues.next() {
            out.clues[senses.clue].kind = first;
        }
        out.clues.extend(clues.map(|kind| Clue { span, kind }));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::Source;

    /// "fish" is an animal and a pet; "the fish enthusiast" names neither list. As the pet, Bob's
    /// in house 2, clue 1 says he lives next to himself.
    const FISH: &str = "There are 3 houses, numbered 1 to 3 from left to right.
 - Each person has a unique name: `Ann`, `Bob`, `Cy`
 - The people keep unique animals: `fish`, `horse`, `cat`
 - Each person has a unique type of pet: `dog`, `fish`, `bird`
1. The fish enthusiast lives next to Bob.
2. The fish enthusiast does not live in house 3.
3. The cat lover lives in house 2.
4. Bob is the person with an aquarium of fish.
5. Bob lives in house 2.
6. Ann lives in house 1.
7. The person who has a dog is in the third house.
";

    /// Both ways have seatings here; only the animal has one, and clue 4 said "aquarium" where
    /// it meant the pet.
    const GUESSED: &str = "There are 3 houses, numbered 1 to 3 from left to right.
 - Each person has a unique name: `Ann`, `Bob`, `Cy`
 - The people keep unique animals: `fish`, `horse`, `cat`
 - Each person has a unique type of pet: `dog`, `fish`, `bird`
1. The fish enthusiast does not live in house 3.
2. The fish enthusiast lives next to Ann.
3. The cat lover lives in house 3.
4. Bob is the person with an aquarium of fish.
5. Bob lives in house 2.
6. Ann lives in house 1.
7. The person who has a dog is in the third house.
";

    /// Both ways have seatings and nothing else says which "fish" is meant; as the animal the
    /// pets are settled too (clue 6), as the pet the fish and the cat may swap houses 2 and 3.
    const ANSWERED: &str = "There are 3 houses, numbered 1 to 3 from left to right.
 - Each person has a unique name: `Ann`, `Bob`, `Cy`
 - The people keep unique animals: `fish`, `horse`, `cat`
 - Each person has a unique type of pet: `dog`, `fish`, `bird`
1. The fish enthusiast lives in house 2.
2. Ann lives in house 1.
3. Bob lives in house 2.
4. The horse lover lives in house 1.
5. The person who has a dog is in house 3.
6. The person who has a bird does not live in house 2.
";

    fn read(text: &str) -> Riddle {
        crate::read::read(&Source::new("t", text)).expect("reads")
    }

    fn count(riddle: &Riddle) -> usize {
        let counted = Solver::Search.enumerate(riddle, Reading::Immediate, 10, |_| {});
        counted.unwrap().solutions
    }

    fn messages(riddle: &Riddle) -> Vec<&str> {
        riddle.warnings.iter().map(|w| w.message.as_str()).collect()
    }

    #[test]
    fn the_one_consistent_way_settles_the_word() {
        let riddle = read(FISH);
        // Read each way in each clue, Ann or Cy may keep the fish.
        assert_eq!((riddle.senses.len(), count(&riddle)), (2, 2));
        let settled = settle(&riddle, Reading::Immediate, Solver::Search, true)
            .unwrap()
            .expect("settled, even when strict: no guess");
        assert_eq!(count(&settled), 1);
        assert!(settled.senses.is_empty());
        assert_eq!(settled.guesses, 0);
        let said = messages(&settled);
        assert!(
            said.contains(&"\"fish\" read throughout as one of fish, horse, cat: as one of dog, fish, bird, the clues contradict each other"),
            "{said:?}"
        );
        assert!(
            !said.iter().any(|m| m.ends_with("read as any of them")),
            "{said:?}"
        );
    }

    #[test]
    fn a_word_said_otherwise_than_where_it_was_settled_is_guessed_the_other_list() {
        let riddle = read(GUESSED);
        assert_eq!(count(&riddle), 2);
        let settled = settle(&riddle, Reading::Immediate, Solver::Search, false)
            .unwrap()
            .expect("guessed");
        assert_eq!((count(&settled), settled.guesses), (1, 1));
        assert!(messages(&settled).iter().any(|m| m.contains("as a guess")));
        // `--strict` refuses guesses: the word stays read each way.
        assert!(
            settle(&riddle, Reading::Immediate, Solver::Search, true)
                .unwrap()
                .is_none()
        );
        // Nothing settled "fish" elsewhere: nothing to tell the ways apart.
        let unsettled = GUESSED.replace("4. Bob is the person with an aquarium of fish.\n", "");
        let riddle = read(&unsettled);
        assert!(count(&riddle) > 1);
        assert!(
            settle(&riddle, Reading::Immediate, Solver::Search, false)
                .unwrap()
                .is_none()
        );
    }

    #[test]
    fn the_one_way_that_gives_one_answer_is_guessed() {
        let riddle = read(ANSWERED);
        assert!(count(&riddle) > 1);
        let settled = settle(&riddle, Reading::Immediate, Solver::Search, false)
            .unwrap()
            .expect("guessed");
        assert_eq!((count(&settled), settled.guesses), (1, 1));
        let said = messages(&settled);
        assert!(
            said.contains(&"\"fish\" read throughout as one of fish, horse, cat, as a guess: as one of dog, fish, bird, the riddle has no one answer"),
            "{said:?}"
        );
        assert!(
            settle(&riddle, Reading::Immediate, Solver::Search, true)
                .unwrap()
                .is_none()
        );
        // Asked who keeps the cat, which only the animal answers, the same way is taken; asked
        // who lives in house 1, which every seating answers alike, nothing tells them apart.
        let asked = read(&format!("{ANSWERED}Who keeps the cat?\n"));
        let settled = settle(&asked, Reading::Immediate, Solver::Search, false).unwrap();
        assert!(settled.is_some_and(|s| {
            messages(&s)
                .iter()
                .any(|m| m.ends_with("no one answer to what it asks"))
        }));
        let asked = read(&format!("{ANSWERED}Who lives in house 1?\n"));
        assert!(
            settle(&asked, Reading::Immediate, Solver::Search, false)
                .unwrap()
                .is_none()
        );
    }

    #[test]
    fn a_riddle_without_shared_words_has_nothing_to_settle() {
        let riddle = read(
            &FISH
                .replace("`fish`, `horse`", "`goat`, `horse`")
                .replace("fish enthusiast", "goat enthusiast"),
        );
        assert!(riddle.senses.is_empty());
        assert!(
            settle(&riddle, Reading::Immediate, Solver::Search, false)
                .unwrap()
                .is_none()
        );
    }
}
