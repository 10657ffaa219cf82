//! What the riddle's questions and choices come to in a seating: who lives on the top floor,
//! which of the choices holds. Each is checked as clues of its own against the seating, by the
//! same checker every solution passes (`verify`). Over several seatings, [`Agreement`] keeps what
//! they all answer alike: a question may have one answer though the seating is not unique.

use crate::clue::{ClueKind, Guest, Reading, Seat};
use crate::engine::{Count, Solver};
use crate::riddle::{Claim, Question, Riddle, Seating};
use crate::solve::SolveError;
use crate::verify::verify;
use crate::vocabulary::Category;

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

/// Whoever answers a question at a place, as the answer names her: by her name, else her
/// nationality, else her place (`render`'s `who`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Who {
    Name(u8),
    Nationality(u8),
    Place(usize),
}

/// One place answering a question in one seating: where, who is there, and what the question
/// wants of her (her value of the category it asks for, or who she is).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Reply {
    seat: usize,
    who: Who,
    answer: Result<Option<u8>, Who>,
}

impl Reply {
    fn of(question: &Question, seating: &Seating, seat: usize) -> Reply {
        // Asked where she is, the place is the whole answer.
        if question.asks_place {
            let who = Who::Place(seat);
            return Reply {
                seat,
                who,
                answer: Err(who),
            };
        }
        let who = match (
            seating.get(Category::NAME, seat),
            seating.get(Category::NATIONALITY, seat),
        ) {
            (Some(name), _) => Who::Name(name),
            (None, Some(nationality)) => Who::Nationality(nationality),
            (None, None) => Who::Place(seat),
        };
        let answer = match question.wants {
            Some(category) => Ok(seating.get(category, seat)),
            None => Err(who),
        };
        Reply { seat, who, answer }
    }
}

/// One place answering a question, over every seating seen: where it is in the first seating
/// (whose words the answer is shown in), and which of its parts every seating agrees on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Held {
    /// The place (0-based) in the first seating.
    pub seat: usize,
    pub same_seat: bool,
    pub same_who: bool,
    pub same_answer: bool,
    first: Reply,
}

impl Held {
    /// The place, who is there and what is asked of her are the same in every seating.
    pub fn determined(&self) -> bool {
        self.same_seat && self.same_who && self.same_answer
    }
}

/// What the riddle's questions and choices come to over many seatings: each part of an answer
/// kept only where every seating agrees on it. "Determined" is claimed only once every seating
/// has been seen (`finish` with a count that is not capped); each seating fed in has passed
/// `verify`, as every solver's solutions do.
#[derive(Clone, Debug)]
pub struct Agreement {
    /// The seating the answers are shown in: the first one seen.
    pub first: Option<Seating>,
    /// How many seatings were seen, and whether that is all of them.
    pub count: Count,
    /// Per question: the places answering it, or `None` where seatings differ in how many do.
    pub questions: Vec<Option<Vec<Held>>>,
    /// Per choice: whether it holds in the first seating, and whether it does in every other.
    pub choices: Vec<(bool, bool)>,
    /// Whether what is determined was proven by the solver (no seating answers otherwise)
    /// rather than seen in every seating: so when the count stopped at its cap.
    pub proven: bool,
}

impl Agreement {
    pub fn new(riddle: &Riddle) -> Agreement {
        Agreement {
            first: None,
            count: Count {
                solutions: 0,
                capped: false,
            },
            questions: vec![Some(Vec::new()); riddle.questions.len()],
            choices: vec![(false, true); riddle.choices.len()],
            proven: false,
        }
    }

    /// Whether the riddle asks anything for an agreement to be about.
    pub fn asks(riddle: &Riddle) -> bool {
        !riddle.questions.is_empty() || !riddle.choices.is_empty()
    }

    /// One more seating of `riddle`.
    pub fn add(&mut self, riddle: &Riddle, seating: &Seating, reading: Reading) {
        let first = self.first.is_none();
        for (question, agreed) in riddle.questions.iter().zip(&mut self.questions) {
            let replies: Vec<Reply> = question
                .answer(riddle, seating, reading)
                .into_iter()
                .map(|seat| Reply::of(question, seating, seat))
                .collect();
            let Some(held) = agreed else { continue };
            if first {
                *held = replies
                    .into_iter()
                    .map(|reply| Held {
                        seat: reply.seat,
                        same_seat: true,
                        same_who: true,
                        same_answer: true,
                        first: reply,
                    })
                    .collect();
            } else if held.len() != replies.len() {
                *agreed = None;
            } else {
                for (held, reply) in held.iter_mut().zip(replies) {
                    held.same_seat &= held.first.seat == reply.seat;
                    held.same_who &= held.first.who == reply.who;
                    held.same_answer &= held.first.answer == reply.answer;
                }
            }
        }
        for (choice, agreed) in riddle.choices.iter().zip(&mut self.choices) {
            let holds = choice.claim.holds(riddle, seating, reading);
            if first {
                agreed.0 = holds;
            } else {
                agreed.1 &= agreed.0 == holds;
            }
        }
        if first {
            self.first = Some(seating.clone());
        }
    }

    /// After the last seating: how many there were. A count stopped at its cap determines
    /// nothing, since a seating not seen may answer otherwise.
    pub fn finish(&mut self, count: Count) {
        self.count = count;
        if count.capped {
            for held in self.questions.iter_mut().flatten().flatten() {
                held.same_seat = false;
                held.same_who = false;
                held.same_answer = false;
            }
            for choice in &mut self.choices {
                choice.1 = false;
            }
        }
    }

    /// Every question and every choice has the same answer in every seating, and the riddle
    /// asks at least one.
    pub fn all_determined(&self) -> bool {
        self.agrees()
            && (!self.count.capped || self.proven)
            && !(self.questions.is_empty() && self.choices.is_empty())
    }
}

/// Seatings a count sees before it proves the answer instead, where they all agree (`count`).
pub const COUNTED_BEFORE_PROOF: usize = 100;

impl Agreement {
    /// Every seating of `riddle` up to `max`, counted by the exact search (the solver that
    /// counts many without slowing down) and each re-checked against the clues.
    ///
    /// A riddle of many seatings (a BBEH puzzle has thousands) is counted only to
    /// [`COUNTED_BEFORE_PROOF`] where the seatings seen so far agree: its answer is then proven
    /// instead, a few searches for one seating each, where counting on to `max` would cost ten
    /// times as long. Only where the proof leaves something open is it counted to `max` after
    /// all, so what is determined is what counting to `max` finds.
    pub fn count(riddle: &Riddle, reading: Reading, max: usize) -> Result<Agreement, SolveError> {
        let first = max.min(COUNTED_BEFORE_PROOF);
        if first < max {
            let (mut agreement, count) = Agreement::counted(riddle, reading, first)?;
            if !count.capped {
                agreement.finish(count);
                return Ok(agreement);
            }
            if agreement.agrees() {
                agreement.finish(count);
                agreement.prove(riddle, reading)?;
                if agreement.all_determined() {
                    return Ok(agreement);
                }
            }
        }
        Agreement::count_to(riddle, reading, max)
    }

    /// `count` without stopping early: every seating up to `max`, proven past it.
    fn count_to(riddle: &Riddle, reading: Reading, max: usize) -> Result<Agreement, SolveError> {
        let (mut agreement, count) = Agreement::counted(riddle, reading, max)?;
        agreement.finish(count);
        if count.capped {
            agreement.prove(riddle, reading)?;
        }
        Ok(agreement)
    }

    /// Up to `max` seatings added, not yet finished.
    fn counted(
        riddle: &Riddle,
        reading: Reading,
        max: usize,
    ) -> Result<(Agreement, Count), SolveError> {
        let mut agreement = Agreement::new(riddle);
        let count = Solver::Search.enumerate(riddle, reading, max, |seating| {
            agreement.add(riddle, seating, reading)
        })?;
        Ok((agreement, count))
    }

    /// Every seating added so far gives every question and choice the same answer (the first
    /// seating, at least, was added); after `finish` with a capped count, only what was proven.
    fn agrees(&self) -> bool {
        self.first.is_some()
            && (self.questions.iter()).all(|q| {
                q.as_ref()
                    .is_some_and(|held| held.iter().all(Held::determined))
            })
            && self.choices.iter().all(|c| c.1)
    }

    /// After a count stopped at its cap (a riddle of many seatings, whose question may still
    /// have one answer: "What position is the Chinese at?"): each part of the first seating's
    /// answers is proven by asking the exact search for a seating that answers otherwise; where
    /// there is none, that part is determined. Only questions about the holders of values, and
    /// choices of no anonymous guest, are proven; the rest stay undetermined.
    pub fn prove(&mut self, riddle: &Riddle, reading: Reading) -> Result<(), SolveError> {
        if self.first.is_none() {
            return Ok(());
        }
        let possible = |extra: Vec<ClueKind>| -> Result<bool, SolveError> {
            let mut clues: Vec<ClueKind> = riddle.clues.iter().map(|c| c.kind.clone()).collect();
            clues.extend(extra);
            let with = Riddle::from_clues(
                riddle.guests,
                riddle.vocabulary.clone(),
                clues,
                riddle.anonymous,
            );
            let count = Solver::Search.enumerate(&with, reading, 1, |_| {})?;
            Ok(count.solutions > 0)
        };
        let not = |kind: ClueKind| ClueKind::Not(Box::new(kind));
        for (question, agreed) in riddle.questions.iter().zip(&mut self.questions) {
            let Some(held) = agreed else { continue };
            if question.asks.is_empty() || held.len() != question.asks.len() {
                continue;
            }
            for (h, &(category, value)) in held.iter_mut().zip(&question.asks) {
                let holder = Guest::Value(category, value);
                let seat = Seat::FromLeft(h.seat as u8 + 1);
                h.same_seat = !possible(vec![not(ClueKind::InSeat(holder, seat))])?;
                let is = |other: Guest| vec![not(ClueKind::Same(holder, other))];
                h.same_who = match h.first.who {
                    Who::Name(n) => !possible(is(Guest::Value(Category::NAME, n)))?,
                    Who::Nationality(n) => !possible(is(Guest::Value(Category::NATIONALITY, n)))?,
                    Who::Place(_) => h.same_seat,
                };
                h.same_answer = match (h.first.answer, question.wants) {
                    (Ok(Some(a)), Some(wants)) => !possible(is(Guest::Value(wants, a)))?,
                    (Ok(_), _) => false,
                    (Err(_), _) => h.same_who,
                };
            }
        }
        for (choice, agreed) in riddle.choices.iter().zip(&mut self.choices) {
            if choice.claim.anonymous > 0 || choice.claim.clues.is_empty() {
                continue;
            }
            // Holding in the first seating, it holds in all when its denial has no seating;
            // not holding, when it has none itself.
            let otherwise = match choice.claim.clues.as_slice() {
                [only] if agreed.0 => vec![not(only.clone())],
                several if agreed.0 => vec![ClueKind::Either(
                    several.iter().map(|c| vec![not(c.clone())]).collect(),
                )],
                all => all.to_vec(),
            };
            agreed.1 = !possible(otherwise)?;
        }
        self.proven = true;
        Ok(())
    }

    /// The one seating of a riddle that has exactly one.
    pub fn of_one(riddle: &Riddle, seating: &Seating, reading: Reading) -> Agreement {
        let mut agreement = Agreement::new(riddle);
        agreement.add(riddle, seating, reading);
        agreement.finish(Count {
            solutions: 1,
            capped: false,
        });
        agreement
    }
}
