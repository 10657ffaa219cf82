//! Checking a riddle for its author: how many solutions under each reading of "left of", and
//! why it is not unique when it is not: two solutions that differ, what every solution agrees
//! on, a minimal set of clues that contradict each other, or the clues that add nothing.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::ControlFlow;
use std::sync::Arc;

use crate::answer::Agreement;
use crate::clue::{ClueKind, Reading};
use crate::diagnostic::Diagnostic;
use crate::engine::{Count, Solver};
use crate::explain::{Difficulty, ExplainError, explain};
use crate::grammar::Teaching;
use crate::ordered::map_ordered;
use crate::read::{Loaded, ReadOptions, read_with_phrases};
use crate::riddle::{Riddle, Seating};
use crate::solve::SolveError;
use crate::source::Source;
use crate::vocabulary::Category;

#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// The reading the verdict is for.
    pub reading: Reading,
    /// Count solutions up to this many.
    pub max: usize,
    /// Also find the clues that add nothing.
    pub redundant: bool,
    pub solver: Solver,
    /// How riddles are read (`--strict`).
    pub read: ReadOptions,
    /// Also measure how hard a unique riddle is, from its step-by-step explanation: opt-in, as
    /// explaining costs more than ten times the checking it follows.
    pub difficulty: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Unique,
    Ambiguous,
    Contradictory,
}

impl Verdict {
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Unique => "unique",
            Verdict::Ambiguous => "ambiguous",
            Verdict::Contradictory => "contradictory",
        }
    }
}

/// Everything `riddle check` says about one riddle.
#[derive(Clone, Debug)]
pub struct Report {
    pub reading: Reading,
    pub verdict: Verdict,
    pub immediate: Count,
    pub somewhere: Count,
    /// Up to two solutions under the chosen reading: the first two in the order of `Seating`
    /// among those counted.
    pub examples: Vec<Seating>,
    /// Per category and seat, the values found there across all solutions; only when the
    /// enumeration was complete (otherwise "what every solution agrees on" is unknown).
    pub possible: Option<Possible>,
    /// The distinct answers the lock cares about (each guest's heirloom, or her seat when the
    /// riddle has no heirlooms), with how many solutions give each, up to the cap.
    pub answers: Vec<(Vec<Option<u8>>, usize)>,
    /// The riddle's questions and choices answered over every solution counted under the
    /// chosen reading; `None` when it asks nothing or has no solution.
    pub agreement: Option<Agreement>,
    /// Indices of a minimal set of clues that cannot all hold, when contradictory.
    pub conflict: Vec<usize>,
    /// With `Options::redundant` and a unique answer: clues whose removal alone keeps it unique,
    /// and the smallest set found that still pins the answer down.
    pub redundancy: Option<Redundancy>,
    /// With `Options::difficulty` and a unique answer: how hard its explanation is.
    pub difficulty: Option<Difficulty>,
}

/// Per category, per seat: every value some solution puts there (`None`: an unnamed one).
pub type Possible = Vec<(Category, Vec<BTreeSet<Option<u8>>>)>;

#[derive(Clone, Debug)]
pub struct Redundancy {
    pub each: Vec<usize>,
    pub smallest: Vec<usize>,
}

/// Why a riddle could not be checked. Both are bugs, reported instead of a wrong verdict.
#[derive(Debug)]
pub enum CheckError {
    Solver(SolveError),
    /// With `Options::difficulty`: the unique answer could not be explained.
    Explain(ExplainError),
}

impl From<SolveError> for CheckError {
    fn from(e: SolveError) -> CheckError {
        CheckError::Solver(e)
    }
}

/// A sentence, as `riddle check` prints it after the file's name.
impl std::fmt::Display for CheckError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let why = match self {
            CheckError::Solver(e) => return write!(f, "the solver failed: {e}"),
            CheckError::Explain(ExplainError::Solver(e)) => format!("the solver failed: {e}"),
            CheckError::Explain(ExplainError::NotUnique(n)) => {
                format!("its search found {n} solutions where the count found one")
            }
            CheckError::Explain(ExplainError::Contradicts) => {
                "the empty grid ruled the answer out".to_string()
            }
            CheckError::Explain(ExplainError::Unjustified { step, .. }) => {
                format!("step {} did not pass its check", step + 1)
            }
            CheckError::Explain(ExplainError::Stuck { step }) => {
                format!("no step {} was found before the answer", step + 1)
            }
        };
        write!(
            f,
            "internal error: the difficulty could not be measured: {why} (please report this riddle)"
        )
    }
}

impl Report {
    /// Not unique, but every question and choice the riddle asks has one answer in all of its
    /// solutions (each seen).
    pub fn determined(&self) -> bool {
        self.verdict == Verdict::Ambiguous
            && self
                .agreement
                .as_ref()
                .is_some_and(Agreement::all_determined)
    }

    pub fn chosen(&self) -> Count {
        match self.reading {
            Reading::Immediate => self.immediate,
            Reading::Somewhere => self.somewhere,
        }
    }
}

pub fn check(riddle: &Riddle, options: &Options) -> Result<Report, CheckError> {
    let other = match options.reading {
        Reading::Immediate => Reading::Somewhere,
        Reading::Somewhere => Reading::Immediate,
    };
    let mut examples = Vec::new();
    let categories: Vec<Category> = riddle.vocabulary.categories().collect();
    let mut possible: Vec<Vec<BTreeSet<Option<u8>>>> =
        vec![vec![BTreeSet::new(); riddle.guests]; categories.len()];
    let mut answers: BTreeMap<Vec<Option<u8>>, usize> = BTreeMap::new();
    let mut agreement = Agreement::asks(riddle).then(|| Agreement::new(riddle));
    let chosen = options
        .solver
        .enumerate(riddle, options.reading, options.max, |seating| {
            // The two smallest in a fixed order, so that any exact solver shows the same two.
            if examples.len() < 2 || seating < &examples[1] {
                examples.push(seating.clone());
                examples.sort();
                examples.truncate(2);
            }
            for (c, category) in categories.iter().enumerate() {
                for (seat, cell) in possible[c].iter_mut().enumerate() {
                    cell.insert(seating.get(*category, seat));
                }
            }
            *answers.entry(lock_answer(riddle, seating)).or_default() += 1;
            if let Some(agreement) = &mut agreement {
                agreement.add(riddle, seating, options.reading);
            }
        })?;
    if let Some(agreement) = &mut agreement {
        agreement.finish(chosen);
        if chosen.capped {
            agreement.prove(riddle, options.reading)?;
        }
    }
    let agreement = agreement.filter(|_| chosen.solutions > 0);
    // Novel riddles say "immediately" or "somewhere" every time: then the other reading is the
    // same riddle, and counting it again would double the work of checking them by the
    // thousand.
    let counted_other = if riddle.clues.iter().any(|c| c.kind.depends_on_reading()) {
        options
            .solver
            .enumerate(riddle, other, options.max, |_| {})?
    } else {
        chosen
    };
    let (immediate, somewhere) = match options.reading {
        Reading::Immediate => (chosen, counted_other),
        Reading::Somewhere => (counted_other, chosen),
    };
    let verdict = match chosen.solutions {
        0 => Verdict::Contradictory,
        1 => Verdict::Unique,
        _ => Verdict::Ambiguous,
    };
    let conflict = match verdict {
        Verdict::Contradictory => minimal_conflict(riddle, options)?,
        _ => Vec::new(),
    };
    let redundancy = match (verdict, options.redundant) {
        (Verdict::Unique, true) => Some(redundancy(riddle, options)?),
        _ => None,
    };
    let difficulty = match (verdict, options.difficulty) {
        (Verdict::Unique, true) => Some(
            explain(riddle, options.reading, &[])
                .map_err(CheckError::Explain)?
                .difficulty(),
        ),
        _ => None,
    };
    let possible = (!chosen.capped && verdict == Verdict::Ambiguous)
        .then(|| categories.into_iter().zip(possible).collect());
    let mut answers: Vec<(Vec<Option<u8>>, usize)> = answers.into_iter().collect();
    answers.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    Ok(Report {
        reading: options.reading,
        verdict,
        immediate,
        somewhere,
        examples,
        possible,
        answers,
        agreement,
        conflict,
        redundancy,
        difficulty,
    })
}

/// Per guest in guest-list order: her heirloom, or her seat when there are no heirlooms.
fn lock_answer(riddle: &Riddle, seating: &Seating) -> Vec<Option<u8>> {
    let has_heirlooms = !riddle.vocabulary.values(Category::HEIRLOOM).is_empty();
    (0..riddle.vocabulary.values(Category::NAME).len())
        .map(|guest| {
            let seat = seating.seat_of(Category::NAME, guest as u8)?;
            if has_heirlooms {
                seating.get(Category::HEIRLOOM, seat)
            } else {
                Some(seat as u8)
            }
        })
        .collect()
}

/// Clues that state something (a declaration only names values).
fn stating(riddle: &Riddle) -> Vec<usize> {
    (0..riddle.clues.len())
        .filter(|i| !matches!(riddle.clues[*i].kind, ClueKind::Declare { .. }))
        .collect()
}

/// The riddle with only the stating clues in `keep` (declarations stay).
fn with_clues(riddle: &Riddle, keep: &[usize]) -> Riddle {
    let mut out = riddle.clone();
    out.clues = riddle
        .clues
        .iter()
        .enumerate()
        .filter(|(i, c)| matches!(c.kind, ClueKind::Declare { .. }) || keep.contains(i))
        .map(|(_, c)| c.clone())
        .collect();
    out
}

fn count(
    riddle: &Riddle,
    keep: &[usize],
    options: &Options,
    limit: usize,
) -> Result<usize, SolveError> {
    Ok(options
        .solver
        .enumerate(&with_clues(riddle, keep), options.reading, limit, |_| {})?
        .solutions)
}

/// Deletion filter: drop each clue in turn while the rest still contradict each other. What is
/// left is minimal: without any one of its clues, the others can all hold.
fn minimal_conflict(riddle: &Riddle, options: &Options) -> Result<Vec<usize>, SolveError> {
    let mut kept = stating(riddle);
    for clue in stating(riddle) {
        let without: Vec<usize> = kept.iter().copied().filter(|c| *c != clue).collect();
        if count(riddle, &without, options, 1)? == 0 {
            kept = without;
        }
    }
    Ok(kept)
}

/// Clues whose removal alone keeps the answer unique, and a small set of clues that still pins
/// the answer down: the smallest of a few greedy deletion orders (each result is irreducible).
fn redundancy(riddle: &Riddle, options: &Options) -> Result<Redundancy, SolveError> {
    let all = stating(riddle);
    let unique_without = |removed: &[usize]| -> Result<bool, SolveError> {
        let keep: Vec<usize> = all
            .iter()
            .copied()
            .filter(|c| !removed.contains(c))
            .collect();
        Ok(count(riddle, &keep, options, 2)? == 1)
    };
    let mut each = Vec::new();
    for &clue in &all {
        if unique_without(&[clue])? {
            each.push(clue);
        }
    }
    let orders: [Vec<usize>; 3] = [
        all.clone(),
        all.iter().rev().copied().collect(),
        each.iter()
            .chain(all.iter().filter(|c| !each.contains(c)))
            .copied()
            .collect(),
    ];
    let mut smallest = all.clone();
    for order in orders {
        let mut removed = Vec::new();
        for clue in order {
            removed.push(clue);
            if !unique_without(&removed)? {
                removed.pop();
            }
        }
        let kept: Vec<usize> = all
            .iter()
            .copied()
            .filter(|c| !removed.contains(c))
            .collect();
        if kept.len() < smallest.len() {
            smallest = kept;
        }
    }
    Ok(Redundancy { each, smallest })
}

/// What checking one input came to.
pub enum Checked {
    Unreadable(Source, Vec<Diagnostic>),
    Failed(Source, Diagnostic),
    Done(Source, Box<Riddle>, Box<crate::check::Report>),
}

fn check_loaded(loaded: Loaded, teaching: &Teaching, options: &Options) -> Checked {
    let source = match loaded {
        Ok(source) => source,
        Err((source, error)) => return Checked::Unreadable(source, vec![error]),
    };
    let read = read_with_phrases(&source, options.read, teaching).map(|riddle| {
        let (reading, solver, strict) = (options.reading, options.solver, options.read.strict);
        crate::senses::settled(riddle, reading, solver, strict)
    });
    match read {
        Err(errors) => Checked::Unreadable(source, errors),
        Ok(Err(e)) => Checked::Failed(source, Diagnostic::error(e.to_string())),
        Ok(Ok(riddle)) => match check(&riddle, options) {
            Ok(report) => Checked::Done(source, Box::new(riddle), Box::new(report)),
            Err(e) => Checked::Failed(source, Diagnostic::error(e.to_string())),
        },
    }
}

/// Checks riddles on `threads` threads (0: one per core), calling `done` after each (for a
/// progress bar) and giving the results to `emit` in the riddles' order as soon as they are
/// known, in bounded memory (see [`map_ordered`]). Once `emit` says to break (nobody reads the
/// output any more), no further riddle is read or started.
pub fn check_riddles(
    riddles: impl Iterator<Item = Loaded> + Send,
    options: &Options,
    threads: usize,
    done: impl Fn() + Sync,
    emit: impl FnMut(Checked) -> ControlFlow<()>,
) {
    let untaught = riddles.map(|loaded| (loaded, Arc::default()));
    check_taught(untaught, options, threads, done, emit);
}

/// `check_riddles`, each riddle read with the phrases taught for it (`riddle.toml` beside it).
pub fn check_taught(
    riddles: impl Iterator<Item = (Loaded, Arc<Teaching>)> + Send,
    options: &Options,
    threads: usize,
    done: impl Fn() + Sync,
    emit: impl FnMut(Checked) -> ControlFlow<()>,
) {
    map_ordered(
        threads,
        riddles,
        |(loaded, teaching)| {
            let checked = check_loaded(loaded, &teaching, options);
            done();
            checked
        },
        emit,
    );
}
