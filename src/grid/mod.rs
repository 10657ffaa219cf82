//! `riddle grid`: the game puzzles of the seed documents, drawn as text, on the same 0/1
//! engine as the riddles: the 7th Guest's cake, the Talos Principle's sigils (and Sigils of
//! Elohim), Breath of the Wild's fans and turbines.
//!
//! The layers: `layout` (the text shared by every kind), one file per kind (`cake`, `sigils`,
//! `fans`: reading it, and its pieces or directions as options), `program` (one solution from
//! microlp), `exact_cover` and `covering` (the exact counts and every solution, with `hands`: the
//! pieces left, as a count numbers them), `drawing` (a solution as printed) and `check` (the
//! independent check of what is printed).

pub mod board;
pub mod cake;
pub mod check;
pub mod covering;
pub mod drawing;
pub mod exact_cover;
pub mod fans;
pub mod hands;
pub mod layout;
pub mod program;
pub mod render;
pub mod sigils;

use std::fmt;
use std::ops::ControlFlow;

use crate::diagnostic::Diagnostic;
use crate::source::Source;
use cake::Cake;
use check::{Flaw, check};
use covering::Covering;
use drawing::Drawing;
use exact_cover::Tiling;
use fans::{Direction, Fans};
use program::Program;
use sigils::{LETTERS, Sigils};

/// The kinds, as the first line of a puzzle names them.
pub const KINDS: [&str; 3] = ["cake", "sigils", "fans"];

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Puzzle {
    Cake(Cake),
    Sigils(Sigils),
    Fans(Fans),
}

/// The puzzle `source` draws, or every error found in it.
pub fn read(source: &Source) -> Result<Puzzle, Vec<Diagnostic>> {
    let layout = layout::layout(&source.text)?;
    match layout.kind.text.to_ascii_lowercase().as_str() {
        "cake" => Cake::parse(&layout).map(Puzzle::Cake),
        "sigils" => Sigils::parse(&layout).map(Puzzle::Sigils),
        "fans" => Fans::parse(&layout).map(Puzzle::Fans),
        other => {
            let mut error = Diagnostic::error(format!("no kind of puzzle is called `{other}`"))
                .at(layout.kind.span)
                .label("expected cake, sigils or fans");
            if let Some(near) = KINDS
                .iter()
                .find(|k| strsim::damerau_levenshtein(k, other) <= 2)
            {
                error = error.help(format!("did you mean `{near}`?"));
            }
            Err(vec![error])
        }
    }
}

impl Puzzle {
    pub fn kind(&self) -> &'static str {
        match self {
            Puzzle::Cake(_) => KINDS[0],
            Puzzle::Sigils(_) => KINDS[1],
            Puzzle::Fans(_) => KINDS[2],
        }
    }

    /// The puzzle in one line, as the command prints it above a solution.
    pub fn describe(&self) -> String {
        match self {
            Puzzle::Cake(cake) => {
                let share = cake.share();
                let icing: Vec<String> = cake::Icing::ALL
                    .iter()
                    .zip(share)
                    .filter(|&(_, n)| n > 0)
                    .map(|(i, n)| match (i, n) {
                        (cake::Icing::Plain, _) | (_, 1) => format!("{n} {}", i.name()),
                        _ => format!("{n} {}s", i.name()),
                    })
                    .collect();
                format!(
                    "cake {} wide, {} high: {} pieces of {} cells ({}), joined by their {}",
                    cake.width,
                    cake.height,
                    cake.pieces,
                    cake.icing.len() / cake.pieces,
                    icing.join(", "),
                    cake.join.name()
                )
            }
            Puzzle::Sigils(sigils) => format!(
                "sigils {} wide, {} high: {}",
                sigils.width,
                sigils.height,
                sigils.letters()
            ),
            Puzzle::Fans(fans) => {
                let many = |n: usize, what: &str| match n {
                    1 => format!("1 {what}"),
                    _ => format!("{n} {what}s"),
                };
                let turbines = fans.cells.iter().filter(|&&c| c == fans::Cell::Turbine);
                format!(
                    "fans {} wide, {} high: {}, {}",
                    fans.width,
                    fans.height,
                    many(fans.fans().len(), "fan"),
                    many(turbines.count(), "turbine")
                )
            }
        }
    }

    /// The puzzle made ready for the searches and the 0/1 program.
    pub fn compile(&self) -> Compiled<'_> {
        let search = match self {
            Puzzle::Cake(cake) => Search::Tiling {
                tiling: cake.tiling(),
                names: None,
            },
            Puzzle::Sigils(sigils) => Search::Tiling {
                tiling: sigils.tiling(),
                names: Some(&LETTERS),
            },
            Puzzle::Fans(fans) => Search::Covering {
                covering: fans.covering(),
                fans,
            },
        };
        Compiled {
            puzzle: self,
            search,
        }
    }
}

/// The exact search of a puzzle, with what it takes to draw its solutions.
#[derive(Clone, Debug)]
enum Search<'a> {
    Tiling {
        tiling: Tiling,
        /// The name of each kind of piece, when pieces have names (the tetrominoes).
        names: Option<&'static [char]>,
    },
    Covering {
        covering: Covering,
        fans: &'a Fans,
    },
}

/// A solution that could not be given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GridError {
    /// microlp failed for another reason than there being no solution.
    Solver(String),
    /// A solution found breaks the rules when checked again: a bug, reported instead of a
    /// wrong answer.
    Unchecked(Flaw, Drawing),
}

/// Worded to follow the file's name, as the command line prints it.
impl fmt::Display for GridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GridError::Solver(message) => write!(f, "the solver failed: microlp: {message}"),
            GridError::Unchecked(flaw, _) => write!(
                f,
                "internal error: a solution found breaks the rules when checked again ({flaw}); \
                 it is not given (please report this puzzle)"
            ),
        }
    }
}

impl std::error::Error for GridError {}

/// A puzzle made ready: its exact search built, its 0/1 program made when asked for.
pub struct Compiled<'a> {
    puzzle: &'a Puzzle,
    search: Search<'a>,
}

impl Compiled<'_> {
    /// One solution found by microlp, checked; `None` when there is none.
    pub fn solve(&self) -> Result<Option<Drawing>, GridError> {
        let program = match &self.search {
            Search::Tiling { tiling, .. } => Program::of_tiling(tiling),
            Search::Covering { covering, .. } => Program::of_covering(covering),
        };
        let Some(chosen) = program.solve().map_err(GridError::Solver)? else {
            return Ok(None);
        };
        let drawing = match &self.search {
            Search::Tiling { tiling, names } => {
                let placements: Vec<_> = tiling.placements().copied().collect();
                let laid: Vec<_> = chosen.iter().map(|&i| placements[i]).collect();
                Drawing::of_tiling(tiling.board(), &laid, *names)
            }
            Search::Covering { fans, .. } => {
                // Four options per fan, fan after fan.
                let directions: Vec<Direction> =
                    chosen.iter().map(|&i| Direction::ALL[i % 4]).collect();
                Drawing::of_fans(fans, &directions)
            }
        };
        self.checked(drawing).map(Some)
    }

    /// The exact number of solutions, by the exact search.
    pub fn count(&self) -> u64 {
        match &self.search {
            Search::Tiling { tiling, .. } => tiling.count(),
            Search::Covering { covering, .. } => covering.count(),
        }
    }

    /// Calls `visit` with each solution, checked, until it breaks; stops at the first that
    /// fails its check.
    pub fn each(&self, mut visit: impl FnMut(Drawing) -> ControlFlow<()>) -> Result<(), GridError> {
        let mut failed = None;
        let mut one = |drawing: Drawing| match self.checked(drawing) {
            Ok(drawing) => visit(drawing),
            Err(error) => {
                failed = Some(error);
                ControlFlow::Break(())
            }
        };
        match &self.search {
            Search::Tiling { tiling, names } => {
                tiling.each(|laid| one(Drawing::of_tiling(tiling.board(), laid, *names)))
            }
            Search::Covering { covering, fans } => covering.each(|chosen| {
                let directions: Vec<Direction> =
                    chosen.iter().map(|&i| Direction::ALL[i]).collect();
                one(Drawing::of_fans(fans, &directions))
            }),
        }
        failed.map_or(Ok(()), Err)
    }

    fn checked(&self, drawing: Drawing) -> Result<Drawing, GridError> {
        match check(self.puzzle, &drawing) {
            Ok(()) => Ok(drawing),
            Err(flaw) => Err(GridError::Unchecked(flaw, drawing)),
        }
    }
}
