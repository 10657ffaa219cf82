//! The command line: arguments, reading inputs, running a command over each riddle, and the exit
//! status. Everything it prints is rendered by `render`; standard output is written a riddle at
//! a time, and the work stops when nobody reads it any more.

mod generate;
mod grid;
pub mod json;
mod phrase_files;
mod phrases;
mod progress;

use std::io::{IsTerminal, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use crate::answer::Agreement;
use crate::check::{Checked, Options, Verdict, check_taught};
use crate::clue::Reading;
use crate::diagnostic::Diagnostic;
use crate::engine::Solver;
use crate::explain::{self, ExplainError};
use crate::generate::{Band, Declared, Options as GenerateOptions, Style, WordLists};
use crate::read::{Loaded, ReadOptions, load, read_with_phrases};
use crate::render::explain::{ExplainJson, HintJson, Words, render_explanation, render_hint};
use crate::render::{
    self, CheckJson, ParseJson, SolveJson, UnreadableJson, place, render_diagnostic, render_report,
};
use crate::riddle::Riddle;
use crate::source::Source;
use crate::vocabulary::Category;
use crate::walk::{any_folder, count_files, riddles_of};
use generate::{Folder, generate_riddles};
use phrase_files::Phrasebook;
use progress::Progress;

/// The end of every help: where to see what was read, and what can be written.
macro_rules! see_also {
    () => {
        "Several riddles in one input are separated by lines `---`, as `riddle generate` prints \
         them. A closed standard output (`| head`) stops the work quietly, with status 0.

How a riddle was read: riddle parse FILE. The phrases understood: riddle phrases [WORD]; a
phrase file (riddle.toml beside the riddle, or --phrases FILE) teaches it more."
    };
}

const MAIN_HELP: &str = concat!(
    "\
Examples:
  riddle solve corpus/game/seed-000.txt
  pbpaste | riddle solve
  riddle generate --count 3 | riddle check
  riddle parse riddle.txt
  riddle explain corpus/game/seed-000.txt
  riddle hint --given \"Contee=seat 1\" corpus/game/seed-000.txt
  riddle serve
  riddle grid corpus/grid/cake.grid
  riddle phrases \"next to\"

Exit status:
  solve     0 every riddle has exactly one answer, 3 some has none, 4 some has several,
            5 some has several seatings but every question it asks one answer
  check     0 every riddle is unique, 3 some is contradictory, 4 some is ambiguous,
            5 some is ambiguous but every question it asks has one answer
  parse     0 every riddle was read (it does not solve: nothing about uniqueness)
  explain   0 every riddle was explained, 3 some has no answer, 4 some has several
  hint      0 a hint was given, 3 the facts given contradict the clues, 4 several answers
  generate  0 the riddles were printed or written
  serve     serves until stopped; 1 when the address cannot be listened on
  grid      0 every puzzle has a solution, 3 some has none
  phrases   0 the rows were printed, 1 no row has the word given
  all       1 bad input or I/O error, 2 usage error; the worst riddle's wins (1, 3, 4, 5, 0)

",
    see_also!()
);

const SOLVE_HELP: &str = concat!(
    "\
Examples:
  riddle solve corpus/game/seed-000.txt
  pbpaste | riddle solve
  riddle generate --count 3 | riddle solve
  riddle solve --left-of somewhere --format json riddle.txt

Exit status:
  0  every riddle has exactly one answer
  1  bad input or I/O error (a sentence not understood, a missing file, ...)
  2  usage error
  3  some riddle has no answer: its clues contradict each other (riddle check names them)
  4  some riddle has more than one answer
  5  some riddle has more than one seating, but every question it asks (and which of its
     choices holds) has the same answer in all of them, each counted (up to --max)
The worst riddle's status wins, in the order 1, 3, 4, 5, 0.

",
    see_also!()
);

const CHECK_HELP: &str = concat!(
    "\
Examples:
  riddle check --redundant corpus/novel
  riddle check --difficulty corpus/generated
  riddle generate --count 100 | riddle check
  riddle check --format json riddles/ > verdicts.jsonl

Exit status:
  0  every riddle is readable and unique under the reading chosen with --left-of
  1  some input could not be read (a sentence not understood, a missing file, a folder
     without riddles, ...)
  2  usage error
  3  some riddle is contradictory
  4  some riddle is ambiguous
  5  some riddle is ambiguous, but every question it asks has one answer in all its solutions
The worst riddle's status wins, in the order 1, 3, 4, 5, 0.

",
    see_also!()
);

const PARSE_HELP: &str = concat!(
    "\
Examples:
  riddle parse riddle.txt
  riddle parse --format json riddle.txt

Exit status:
  0  every riddle was read; parse does not solve, so a riddle read may still have no answer or
     several (riddle check says)
  1  some riddle could not be read, or an I/O error (a missing file, ...)
  2  usage error

",
    see_also!()
);

const EXPLAIN_HELP: &str = concat!(
    "\
Each step says what it concludes, then the clues it uses (quoted, with file:line:column) and the
facts from earlier steps it starts from. The easiest step comes first: a place only one value
is left for, then one clue on its own, then two clues read together, and a case split
(\"suppose ... then a contradiction\") only when nothing simpler is left. Every step is checked
before it is printed: its clues and facts alone, with the opposite of what it concludes, leave
no seating (an exhaustive search says so). The cost of a step is its clues plus its facts, plus
1 for two clues read together and 3 for a case split (6 for one only an exhaustive search
refutes).

Examples:
  riddle explain corpus/game/seed-000.txt
  riddle explain --format json riddle.txt

Exit status:
  0  every riddle was explained
  1  bad input or I/O error
  2  usage error
  3  some riddle has no answer
  4  some riddle has more than one answer
The worst riddle's status wins, in the order 1, 3, 4, 0.

",
    see_also!()
);

const HINT_HELP: &str = concat!(
    "\
Facts (--given, --given-file): VALUE=PLACE (the value is in that place) or VALUE!=PLACE (it is
not), several separated by commas, semicolons or new lines. VALUE is spelled as in the riddle,
in any case, or by one of its words when no other value has it (\"Contee\"), or as
CATEGORY:VALUE (\"color:green\"). PLACE is a number from the left, alone or after the riddle's
word for places (\"seat 2\", \"house 3\"). A value known to be in a place is in no other, and
no other value of its category is there.

Examples:
  riddle hint corpus/game/seed-000.txt
  riddle hint --given \"Contee=seat 1\" --given \"green!=seat 2\" corpus/game/seed-000.txt
  riddle hint --given-file grid.txt riddle.txt

Exit status:
  0  a hint was given, or the facts already place every value
  1  bad input, facts that cannot be read, or an I/O error
  2  usage error
  3  the facts given contradict the clues, or the riddle has no answer
  4  the riddle has more than one answer

",
    see_also!()
);

const SERVE_HELP: &str = "\
The page: paste a riddle (or pick one), see the answer and the seating, step through the
explanation on a grid, ask for a hint, see each sentence not understood underlined where the
reader stopped. The API answers what the commands print with --format json, for the riddle sent
as a text/plain body: POST /api/solve, /api/check, /api/explain (?left_of=somewhere to read
\"left of\" as anywhere to the left). Nothing is read from or written to disk for a request.

Examples:
  riddle serve
  riddle serve --addr 127.0.0.1:9000
  curl -H 'Content-Type: text/plain' --data-binary @corpus/game/seed-004.txt \\
      http://127.0.0.1:8080/api/solve

Exit status:
  1  the address cannot be listened on (in use, not this machine's)
  2  usage error

How a riddle was read: riddle parse FILE. The phrases understood: riddle phrases [WORD].";

const GENERATE_HELP: &str = concat!(
    "\
Examples:
  riddle generate --style game --seed 7
  riddle generate --style zebra --guests 6 --categories nationality,color,pet,job
  riddle generate --style zebra --guests 8 \\
      --categories color,nationality,drink,pet,smoke,job,sport,hobby
  riddle generate --guests 6 --categories color,city --count 50 --out riddles/
  riddle generate --count 3 | riddle check
  riddle generate --difficulty hard --count 10 | riddle check --difficulty

Exit status:
  0  the riddles were printed or written
  1  refused or an I/O error: a word list that cannot be read, files in --out that exist
     (without --force) or are symbolic links, no riddle of the --difficulty band in 1000
     draws, ...
  2  usage error

",
    see_also!()
);

const GRID_HELP: &str = "\
A puzzle file names its kind on its first line that is not a comment (`#`), then gives its
fields and its drawing (README.md, \"Game puzzles\"):
  cake      pieces: N, join: sides (default) or corners; rows of S skull, T tombstone, P plain
  sigils    size: WIDTHxHEIGHT, pieces: one letter per tetromino (I O T J L S Z); not drawn
  fans      rows of F fan, T turbine, . neither
Pieces are drawn as letters A, B, ... (sigils name each piece's tetromino below), fans as
arrows. Every solution printed was checked against the rules by a check of its own.

Examples:
  riddle grid corpus/grid/cake.grid
  riddle grid --count corpus/grid
  riddle grid --all corpus/grid/fans.grid
  riddle grid --count --format json corpus/grid/elohim-a-cyan-1.grid

Exit status:
  0  every puzzle has at least one solution
  1  bad input or I/O error (a cell not understood, a missing file, ...), or a solver error
  2  usage error
  3  some puzzle has no solution
The worst puzzle's status wins, in the order 1, 3, 0.
";

const PHRASES_HELP: &str = "\
Each row: its rule (as riddle parse names it), its pattern as a riddle would say it, where it
stands in a sentence and what it means, and an example the tests read with it; then what the
marks and slots of the patterns stand for. The rows are the reader's own table, printed from
it. A phrase the reader lacks can be taught in the terms of one it has, in a phrase file
(riddle.toml beside the riddle, or --phrases FILE), a TOML table:
  [phrases]
  \"clinked glasses with\" = \"sat next to\"
  \"was swathed in\" = \"wore\"

Examples:
  riddle phrases
  riddle phrases wore
  riddle phrases \"next to\"
  riddle phrases --format json sat

Exit status:
  0  the rows were printed
  1  no row has the word given
  2  usage error
";

#[derive(Parser)]
#[command(name = "riddle", version, about = "Reads Dishonored-style logic riddles in plain prose and solves them exactly", after_help = MAIN_HELP)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve riddles: print the seating and the answer the lock needs.
    #[command(after_help = SOLVE_HELP)]
    Solve {
        #[command(flatten)]
        inputs: Inputs,
        /// How to read plain "left of": the very next seat (the game's intent) or anywhere to the left.
        #[arg(long, value_enum, default_value = "immediate")]
        left_of: LeftOf,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// Which exact solver finds the solutions; both are re-checked against the clues.
        #[arg(long, value_enum, default_value = "ilp")]
        solver: Solver,
        #[command(flatten)]
        phrases: PhraseArgs,
        /// With more than one seating, count up to this many to find whether the riddle's
        /// questions have the same answer in all of them (the exact search counts them); past
        /// it, or past 100 that all agree, the answer is proven by asking for a seating that
        /// answers otherwise.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(2..=1_000_000))]
        max: u32,
        /// Refuse every guess: a sentence the grammar does not know, read by the one value it
        /// names, is an error instead of a warning.
        #[arg(long)]
        strict: bool,
    },
    /// Check riddles for their authors: count solutions under both readings of "left of", and
    /// explain a riddle that is not unique (two differing solutions, what they all agree on, a
    /// minimal set of contradicting clues) or, with --redundant, the clues that add nothing.
    #[command(after_help = CHECK_HELP)]
    Check {
        #[command(flatten)]
        inputs: Inputs,
        /// Threads checking riddles; one per core when not given. The output is the same
        /// whatever their number.
        #[arg(short = 'j', long, value_parser = clap::value_parser!(u16).range(1..=1024))]
        threads: Option<u16>,
        /// The reading the verdict is for; the other reading's count is shown beside it.
        #[arg(long, value_enum, default_value = "immediate")]
        left_of: LeftOf,
        /// Count solutions exactly up to this many, "at least N" beyond.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(2..=1_000_000))]
        max: u32,
        /// Also list the clues whose removal keeps the answer unique, and a smallest set found
        /// that still pins it down.
        #[arg(long)]
        redundant: bool,
        /// Also say how hard a unique riddle is: the steps of its explanation (riddle explain),
        /// the cost of the hardest, whether one needs a case split. Explaining takes more than
        /// ten times as long as checking, hence not by default.
        #[arg(long)]
        difficulty: bool,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// Which exact solver counts; the search is much faster at counting many solutions.
        #[arg(long, value_enum, default_value = "search")]
        solver: Solver,
        #[command(flatten)]
        phrases: PhraseArgs,
        /// Refuse every guess: a sentence the grammar does not know, read by the one value it
        /// names, is an error instead of a warning.
        #[arg(long)]
        strict: bool,
    },
    /// Generate riddles that provably have exactly one answer, reproducibly from a seed.
    #[command(after_help = GENERATE_HELP)]
    Generate {
        /// `game`: the game's skeleton with its word lists shuffled; `novel`: new clue structures,
        /// minimal (no clue can be dropped without losing uniqueness); `zebra`: houses in a row
        /// as in Einstein's riddle, minimal, ending with a question ("Who owns the zebra?").
        #[arg(long, value_enum, default_value = "novel")]
        style: StyleArg,
        /// The same seed gives the same riddles, byte for byte, whatever the number of threads.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Threads making riddles; one per core when not given.
        #[arg(short = 'j', long, value_parser = clap::value_parser!(u16).range(1..=1024))]
        threads: Option<u16>,
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
        count: u32,
        /// Write NAME.txt and NAME.answer per riddle into this folder instead of printing (in
        /// subfolders of 10,000 when there are more); files that exist are refused, all before
        /// anything is written.
        #[arg(long)]
        out: Option<PathBuf>,
        /// With --out: overwrite files that exist. A symbolic link is refused even so: nothing
        /// is ever written through one.
        #[arg(long, requires = "out")]
        force: bool,
        /// Guests of a novel riddle, houses of a zebra riddle.
        #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(3..=8))]
        guests: u8,
        /// Categories of a novel riddle besides the name (default color,drink,city,heirloom);
        /// of a zebra riddle, from nationality, color, drink, pet, smoke and job (default
        /// nationality,color,drink,pet,smoke), and sport, hobby, music-genre and food, which a
        /// zebra riddle declares with its values ("Each person has a unique favorite sport:
        /// golf, ...") and names in clues ("likes golf", "the person whose favorite sport is
        /// golf"): up to 10 categories.
        #[arg(long, value_enum, value_delimiter = ',')]
        categories: Vec<CategoryArg>,
        /// Words to draw from: lines `category: word, word, ...`; the built-in lists otherwise.
        #[arg(long)]
        words: Option<PathBuf>,
        /// The reading of "left of" under which each answer is guaranteed unique.
        #[arg(long, value_enum, default_value = "immediate")]
        left_of: LeftOf,
        /// Keep only novel or zebra riddles this hard, by their explanation (riddle check --difficulty):
        /// easy needs no case split; medium needs one and takes at most 2 steps per 5 pairs
        /// of a value and a seat (50 for 5 guests in 5 categories); hard needs one and takes
        /// more. A riddle outside the band is drawn again, so a seed still gives the same
        /// riddles.
        #[arg(long, value_enum)]
        difficulty: Option<BandArg>,
    },
    /// Explain the answer step by step, each step naming its clues and facts, each checked.
    #[command(after_help = EXPLAIN_HELP)]
    Explain {
        #[command(flatten)]
        inputs: Inputs,
        #[command(flatten)]
        how: ExplainArgs,
    },
    /// Give the single easiest next step from the facts you have (none: from the start).
    #[command(after_help = HINT_HELP)]
    Hint {
        /// Riddle file; standard input when none or `-`.
        file: Option<PathBuf>,
        /// Facts you already have, as `Contee=seat 1` or `green!=2` (see below); repeatable.
        #[arg(long)]
        given: Vec<String>,
        /// A file of facts in the same form, one or more per line.
        #[arg(long)]
        given_file: Option<PathBuf>,
        #[command(flatten)]
        how: ExplainArgs,
    },
    /// Serve a page for players, and the commands' JSON as an API, on a local web server.
    #[command(after_help = SERVE_HELP)]
    Serve {
        /// Where to listen; loopback, so that only this machine can reach it, unless told
        /// otherwise (port 0: any free port, printed).
        #[arg(long, default_value = "127.0.0.1:8080")]
        addr: std::net::SocketAddr,
    },
    /// Solve the seed documents' game puzzles drawn as text: the 7th Guest's cake, the Talos
    /// Principle's sigils, Breath of the Wild's fans; count their solutions exactly.
    #[command(after_help = GRID_HELP)]
    Grid {
        /// Puzzle files, or folders searched for *.grid files; standard input when none or `-`.
        paths: Vec<PathBuf>,
        /// Print the exact number of solutions only, without a solution.
        #[arg(long, conflicts_with = "all")]
        count: bool,
        /// Print every solution (found by the exact search), not one (found by microlp).
        #[arg(long)]
        all: bool,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// Print the clues understood, one per line, with the words they came from.
    #[command(after_help = PARSE_HELP)]
    Parse {
        #[command(flatten)]
        inputs: Inputs,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        #[command(flatten)]
        phrases: PhraseArgs,
        /// Refuse every guess: a sentence the grammar does not know, read by the one value it
        /// names, is an error instead of a warning.
        #[arg(long)]
        strict: bool,
    },
    /// List the phrases the reader knows (the rows of its phrase table), with examples: all of
    /// them, or those with WORD.
    #[command(after_help = PHRASES_HELP)]
    Phrases {
        /// Only the rows whose pattern, rule or example has this word (or these words, in
        /// turn), in any case; a verb's forms count as its own ("sits" finds "sat").
        word: Option<String>,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
}

/// Phrase files: phrases taught to the reader in the terms of phrases it knows.
#[derive(clap::Args)]
struct PhraseArgs {
    /// Teach the reader the phrases of this file for every riddle read (TOML: a [phrases]
    /// table of "new phrase" = "phrase the reader knows"; riddle phrases lists those). Without
    /// it, riddle.toml in a riddle file's folder is read when there is one.
    #[arg(long, value_name = "FILE")]
    phrases: Option<PathBuf>,
    /// Read no phrase file, not even riddle.toml beside the riddle.
    #[arg(long, conflicts_with = "phrases")]
    no_phrases: bool,
}

/// The inputs of `solve`, `check` and `parse`, and how folders among them are walked.
#[derive(clap::Args)]
struct Inputs {
    /// Riddle files or folders (searched for *.txt, in any case); standard input when none or
    /// `-`.
    paths: Vec<PathBuf>,
    /// Follow symbolic links met inside folders (skipped otherwise); a link back into the walk
    /// is never walked again.
    #[arg(short = 'L', long)]
    follow_links: bool,
}

/// What `explain` and `hint` share.
#[derive(clap::Args)]
struct ExplainArgs {
    #[arg(long, value_enum, default_value = "immediate")]
    left_of: LeftOf,
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    #[command(flatten)]
    phrases: PhraseArgs,
    /// Refuse every guess: a sentence the grammar does not know, read by the one value it
    /// names, is an error instead of a warning.
    #[arg(long)]
    strict: bool,
}

#[derive(Clone, Copy, ValueEnum)]
enum LeftOf {
    Immediate,
    Somewhere,
}

impl LeftOf {
    fn reading(self) -> Reading {
        match self {
            LeftOf::Immediate => Reading::Immediate,
            LeftOf::Somewhere => Reading::Somewhere,
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum StyleArg {
    Game,
    Novel,
    Zebra,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum BandArg {
    Easy,
    Medium,
    Hard,
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, ValueEnum)]
enum CategoryArg {
    Color,
    Drink,
    City,
    Heirloom,
    Pet,
    Nationality,
    Smoke,
    Job,
    /// Declared by a zebra riddle: "Each person has a unique favorite sport: golf, ...".
    Sport,
    /// Declared by a zebra riddle: "Everyone has a different hobby: chess, ...".
    Hobby,
    /// Declared by a zebra riddle: "People have unique favorite music genres: jazz, ...".
    MusicGenre,
    /// Declared by a zebra riddle: "Everyone has a different favorite food: pizza, ...".
    Food,
}

impl CategoryArg {
    /// The known kind, or else the category a zebra riddle declares.
    fn category(self) -> Result<Category, &'static Declared> {
        let declared = |key| Err(Declared::by_key(key).expect("a category of DECLARED"));
        match self {
            CategoryArg::Color => Ok(Category::COLOR),
            CategoryArg::Drink => Ok(Category::DRINK),
            CategoryArg::City => Ok(Category::CITY),
            CategoryArg::Heirloom => Ok(Category::HEIRLOOM),
            CategoryArg::Pet => Ok(Category::PET),
            CategoryArg::Nationality => Ok(Category::NATIONALITY),
            CategoryArg::Smoke => Ok(Category::SMOKE),
            CategoryArg::Job => Ok(Category::JOB),
            CategoryArg::Sport => declared("sport"),
            CategoryArg::Hobby => declared("hobby"),
            CategoryArg::MusicGenre => declared("music genre"),
            CategoryArg::Food => declared("food"),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Text,
    /// One JSON object per riddle per line, unreadable ones too (see README.md, "JSON").
    Json,
}

/// What happened to one riddle, in increasing order of precedence for the exit status.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Outcome {
    Unique,
    /// More than one seating, but every question asked has the same answer in all of them.
    Determined,
    Multiple,
    NoSolution,
    BadInput,
}

impl Outcome {
    fn code(self) -> u8 {
        match self {
            Outcome::Unique => 0,
            Outcome::BadInput => 1,
            Outcome::NoSolution => 3,
            Outcome::Multiple => 4,
            Outcome::Determined => 5,
        }
    }
}

pub fn run() -> ExitCode {
    let args = Args::parse();
    let color = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let mut out = Out {
        stdout: Box::new(std::io::stdout().lock()),
        closed: None,
    };
    // The phrase files of a command that reads riddles; a file given that does not read stops
    // it before any riddle is read, its errors shown as an input's are.
    let (phrases, format) = match &args.command {
        Command::Solve {
            phrases, format, ..
        }
        | Command::Check {
            phrases, format, ..
        }
        | Command::Parse {
            phrases, format, ..
        } => (Some(phrases), *format),
        Command::Explain { how, .. } | Command::Hint { how, .. } => {
            (Some(&how.phrases), how.format)
        }
        _ => (None, Format::Text),
    };
    let book = match phrases {
        Some(args) => Phrasebook::new(
            args.phrases.as_deref(),
            args.no_phrases,
            format == Format::Json,
            color,
        ),
        None => Ok(Phrasebook::none()),
    };
    let book = match book {
        Ok(book) => book,
        Err((source, errors)) => {
            if format == Format::Json {
                out.json(&UnreadableJson::new(&source, &errors));
            } else {
                report(&source, &errors, color);
            }
            return ExitCode::from(Outcome::BadInput.code());
        }
    };
    let show = |format, strict| Show {
        format,
        color,
        read: ReadOptions { strict },
        phrases: &book,
    };
    let worst = match &args.command {
        Command::Check {
            inputs,
            threads,
            left_of,
            max,
            redundant,
            difficulty,
            format,
            solver,
            strict,
            ..
        } => {
            let options = Options {
                reading: left_of.reading(),
                max: *max as usize,
                redundant: *redundant,
                solver: *solver,
                read: ReadOptions { strict: *strict },
                difficulty: *difficulty,
            };
            let threads = threads.map_or(0, usize::from);
            check_all(inputs, &options, threads, show(*format, *strict), &mut out)
        }
        Command::Grid {
            paths,
            count,
            all,
            format,
        } => {
            let mode = match (count, all) {
                (true, _) => grid::Mode::Count,
                (_, true) => grid::Mode::All,
                _ => grid::Mode::One,
            };
            grid::grid_all(paths, mode, show(*format, false), &mut out)
        }
        Command::Solve {
            inputs,
            format,
            left_of,
            solver,
            max,
            strict,
            ..
        } => each_riddle(inputs, show(*format, *strict), &mut out, |source, out| {
            solve_one(
                source,
                left_of.reading(),
                (*solver, *max as usize),
                show(*format, *strict),
                out,
            )
        }),
        Command::Generate {
            style,
            seed,
            threads,
            count,
            out: folder,
            force,
            guests,
            categories,
            words,
            left_of,
            difficulty,
        } => {
            let style = match style {
                StyleArg::Game => Style::Game,
                StyleArg::Novel => Style::Novel,
                StyleArg::Zebra => Style::Zebra,
            };
            // In one order whatever the order given, so that the same categories make the same
            // riddles: the known kinds in table order, the declared in `DECLARED`'s.
            let mut given = categories.clone();
            given.sort();
            given.dedup();
            let mut chosen: Vec<Category> = Vec::new();
            let mut declared: Vec<&'static Declared> = Vec::new();
            for arg in given {
                match arg.category() {
                    Ok(category) => chosen.push(category),
                    Err(category) => declared.push(category),
                }
            }
            if categories.is_empty() {
                chosen = match style {
                    Style::Zebra => vec![
                        Category::NATIONALITY,
                        Category::COLOR,
                        Category::DRINK,
                        Category::PET,
                        Category::SMOKE,
                    ],
                    Style::Game | Style::Novel => vec![
                        Category::COLOR,
                        Category::DRINK,
                        Category::CITY,
                        Category::HEIRLOOM,
                    ],
                };
                chosen.sort();
            }
            let options = GenerateOptions {
                style,
                seed: *seed,
                count: *count as usize,
                guests: *guests as usize,
                categories: chosen,
                declared,
                words: match style {
                    Style::Zebra => WordLists::zebra(),
                    Style::Game | Style::Novel => WordLists::builtin(),
                },
                reading: left_of.reading(),
                difficulty: difficulty.map(|band| match band {
                    BandArg::Easy => Band::Easy,
                    BandArg::Medium => Band::Medium,
                    BandArg::Hard => Band::Hard,
                }),
            };
            let folder = folder.as_deref().map(|path| Folder {
                path,
                force: *force,
            });
            generate_riddles(
                options,
                words.as_deref(),
                folder,
                threads.map_or(0, usize::from),
                show(Format::Text, false),
                &mut out,
            )
        }
        Command::Explain { inputs, how } => {
            let show = show(how.format, how.strict);
            each_riddle(inputs, show, &mut out, |source, out| {
                explain_one(source, how.left_of.reading(), show, out)
            })
        }
        Command::Hint {
            file,
            given,
            given_file,
            how,
        } => hint_all(
            file.as_deref(),
            given,
            given_file.as_deref(),
            how.left_of.reading(),
            show(how.format, how.strict),
            &mut out,
        ),
        Command::Serve { addr } => serve(*addr, show(Format::Text, false).color, &mut out),
        Command::Parse {
            inputs,
            format,
            strict,
            ..
        } => each_riddle(inputs, show(*format, *strict), &mut out, |source, out| {
            parse_one(source, show(*format, *strict), out)
        }),
        Command::Phrases { word, format } => {
            phrases::phrases(word.as_deref(), show(*format, false), &mut out)
        }
    };
    match out.closed {
        None => ExitCode::from(worst.code()),
        // The reader has what it wanted (`| head -1`): not an error, as ripgrep has it.
        Some(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Some(e) => {
            let error = Diagnostic::error(format!("cannot write to standard output: {e}"));
            report(&Source::new("", ""), &[error], color);
            ExitCode::from(Outcome::BadInput.code())
        }
    }
}

/// Standard output, written a riddle at a time: results show as they come, and a reader who
/// stops listening (`riddle check DIR | head -1`) stops the work at the next write. `riddle
/// serve` has it write into memory instead (`json`).
struct Out<'w> {
    stdout: Box<dyn Write + 'w>,
    /// Why nothing more can be written, once that happened.
    closed: Option<std::io::Error>,
}

impl Out<'_> {
    /// Writes `text`; false once standard output is closed (or failed): time to stop.
    fn write(&mut self, text: &str) -> bool {
        if self.closed.is_none() {
            let written = self
                .stdout
                .write_all(text.as_bytes())
                .and_then(|()| self.stdout.flush());
            self.closed = written.err();
        }
        self.closed.is_none()
    }

    /// One JSON object on a line of its own.
    fn json(&mut self, value: &impl serde::Serialize) -> bool {
        let mut line = serde_json::to_string(value).expect("plain data serialises");
        line.push('\n');
        self.write(&line)
    }
}

/// How results are shown: as text (diagnostics on standard error) or as JSON (everything about
/// a riddle in its object on standard output, nothing of it on standard error).
#[derive(Clone, Copy)]
struct Show<'p> {
    format: Format,
    color: bool,
    read: ReadOptions,
    /// The phrases taught for each riddle (`riddle.toml` beside it, `--phrases`).
    phrases: &'p Phrasebook,
}

impl Show<'_> {
    fn json(self) -> bool {
        self.format == Format::Json
    }

    /// A riddle's warnings, on standard error as text; in JSON they are in its object only.
    fn warnings(self, source: &Source, riddle: &Riddle) {
        if !self.json() {
            report(source, &riddle.warnings, self.color);
        }
    }

    /// An input that gave no riddle to work on: in JSON, its object (`json`) on standard output
    /// and nothing on standard error; as text, its errors on standard error, then where to learn
    /// what the reader understands when its text was there but not understood. False once
    /// standard output is closed.
    fn unreadable(
        self,
        source: &Source,
        errors: &[Diagnostic],
        json: UnreadableJson,
        out: &mut Out,
    ) -> bool {
        if self.json() {
            return out.json(&json);
        }
        report(source, errors, self.color);
        if !source.text.trim().is_empty() {
            let _ = writeln!(
                std::io::stderr().lock(),
                "{}",
                render::render_unreadable_note(source)
            );
        }
        true
    }
}

impl Inputs {
    /// Whether riddles come from more than one input, so that each is named as it is shown.
    fn several(&self) -> bool {
        self.paths.len() > 1 || any_folder(&self.paths)
    }
}

/// A warning about the inputs rather than one riddle (a link skipped), on standard error.
fn warn_about_inputs(color: bool) -> impl Fn(Diagnostic) + Sync {
    move |warning| report(&Source::new("", ""), &[warning], color)
}

/// Runs `one` on each riddle of each input in turn (standard input when there are none; an
/// input may hold a stream of riddles, a folder many files), with a header per riddle when
/// there are several, until standard output closes; the worst outcome wins.
fn each_riddle(
    inputs: &Inputs,
    show: Show,
    out: &mut Out,
    one: impl FnMut(&Source, &mut Out) -> Outcome,
) -> Outcome {
    let warn = warn_about_inputs(show.color);
    let riddles = riddles_of(&inputs.paths, inputs.follow_links, &warn);
    each_of(riddles, inputs.several(), show, out, one)
}

/// `each_riddle` over riddles however found; `several` asks for a header per riddle.
fn each_of(
    riddles: impl Iterator<Item = Loaded>,
    several: bool,
    show: Show,
    out: &mut Out,
    mut one: impl FnMut(&Source, &mut Out) -> Outcome,
) -> Outcome {
    let mut worst = Outcome::Unique;
    for (shown, loaded) in riddles.enumerate() {
        let source = match &loaded {
            Ok(source) | Err((source, _)) => source,
        };
        if !show.json() && (several || source.part.is_some()) {
            let gap = if shown > 0 { "\n" } else { "" };
            out.write(&format!("{gap}== {} ==\n", source.label()));
        }
        let outcome = match &loaded {
            Err((source, error)) => {
                let errors = std::slice::from_ref(error);
                show.unreadable(source, errors, UnreadableJson::new(source, errors), out);
                Outcome::BadInput
            }
            Ok(source) => one(source, out),
        };
        worst = worst.max(outcome);
        if out.closed.is_some() {
            return worst;
        }
    }
    worst
}

fn report(source: &Source, diagnostics: &[Diagnostic], color: bool) {
    let mut stderr = std::io::stderr().lock();
    for d in diagnostics {
        let _ = writeln!(stderr, "{}\n", render_diagnostic(source, d, color));
    }
}

/// The riddle read, its warnings shown; or its errors shown and the outcome to return. With
/// `settle`, its words listed in two categories are settled by its clues where they can be,
/// under that reading (`senses::settle`).
fn understood(
    source: &Source,
    show: Show,
    settle: Option<(Reading, Solver)>,
    out: &mut Out,
) -> Result<Riddle, Outcome> {
    let read = match show.phrases.for_riddle(source) {
        Ok(teaching) => read_with_phrases(source, show.read, &teaching),
        Err(error) => Err(vec![error]),
    };
    let read = match (read, settle) {
        (Ok(riddle), Some((reading, solver))) => {
            crate::senses::settled(riddle, reading, solver, show.read.strict)
                .map_err(|e| vec![Diagnostic::error(format!("the solver failed: {e}"))])
        }
        (read, _) => read,
    };
    match read {
        Ok(riddle) => {
            show.warnings(source, &riddle);
            Ok(riddle)
        }
        Err(errors) => {
            show.unreadable(source, &errors, UnreadableJson::new(source, &errors), out);
            Err(Outcome::BadInput)
        }
    }
}

/// `solver` finds the seatings; with more than one, of a riddle that asks something, up to `max`
/// are counted to answer its questions over all of them.
fn solve_one(
    source: &Source,
    reading: Reading,
    (solver, max): (Solver, usize),
    show: Show,
    out: &mut Out,
) -> Outcome {
    let riddle = match understood(source, show, Some((reading, solver)), out) {
        Ok(riddle) => riddle,
        Err(outcome) => return outcome,
    };
    let seatings = match solver.seatings(&riddle, reading, 2) {
        Ok(seatings) => seatings,
        Err(e) => {
            let errors = [Diagnostic::error(format!("the solver failed: {e}"))];
            show.unreadable(source, &errors, UnreadableJson::new(source, &errors), out);
            return Outcome::BadInput;
        }
    };
    let agreement = match seatings.as_slice() {
        _ if !Agreement::asks(&riddle) => None,
        [] => None,
        [only] => Some(Agreement::of_one(&riddle, only, reading)),
        _ => match Agreement::count(&riddle, reading, max) {
            Ok(agreement) => Some(agreement),
            Err(e) => {
                let errors = [Diagnostic::error(format!("the solver failed: {e}"))];
                show.unreadable(source, &errors, UnreadableJson::new(source, &errors), out);
                return Outcome::BadInput;
            }
        },
    };
    let (outcome, status) = match seatings.len() {
        0 => (Outcome::NoSolution, "none"),
        1 => (Outcome::Unique, "unique"),
        _ if agreement.as_ref().is_some_and(Agreement::all_determined) => {
            (Outcome::Determined, "multiple")
        }
        _ => (Outcome::Multiple, "multiple"),
    };
    if show.json() {
        out.json(&SolveJson::new(
            source,
            &riddle,
            reading,
            status,
            &seatings,
            agreement.as_ref(),
        ));
        return outcome;
    }
    let mut text = render::render_solutions(&riddle, reading, &seatings, agreement.as_ref());
    if outcome == Outcome::NoSolution {
        text.push_str(&render::render_conflict_note(source));
    }
    out.write(&text);
    outcome
}

fn parse_one(source: &Source, show: Show, out: &mut Out) -> Outcome {
    // As the sentences were read: a word taken each way shows so.
    let riddle = match understood(source, show, None, out) {
        Ok(riddle) => riddle,
        Err(outcome) => return outcome,
    };
    if show.json() {
        out.json(&ParseJson::new(source, &riddle));
    } else {
        out.write(&render::render_clues(source, &riddle));
    }
    Outcome::Unique
}

/// Checks every riddle of the inputs, showing each as soon as it and those before it are done.
/// Memory stays flat however many there are: the inputs are walked as a stream, results are
/// shown and dropped in a bounded window (see `check_riddles`), and only counts are kept.
fn check_all(
    inputs: &Inputs,
    options: &Options,
    threads: usize,
    show: Show,
    out: &mut Out,
) -> Outcome {
    let progress = Progress::new(None);
    if progress.shown() && any_folder(&inputs.paths) {
        // The total, for the bar's time left, counted by a walk of its own beside the work: the
        // files (a file holding a stream has more riddles; the bar then grows).
        let (paths, follow_links, progress) =
            (inputs.paths.clone(), inputs.follow_links, progress.clone());
        std::thread::spawn(move || progress.set_total(count_files(&paths, follow_links)));
    }
    let warn_plain = warn_about_inputs(show.color);
    let warn = |warning| progress.suspend(|| warn_plain(warning));
    let mut tally = [0usize; 4];
    // Of the ambiguous: those whose questions have one answer in every solution.
    let mut determined = 0;
    let mut checked = 0;
    let mut worst = Outcome::Unique;
    // Each riddle with the phrases taught for it, found on the thread taking riddles from the
    // walk; a riddle whose phrase file does not read is unreadable, as one that cannot be read.
    let riddles = riddles_of(&inputs.paths, inputs.follow_links, &warn).map(|loaded| {
        let Ok(source) = loaded else {
            return (loaded, Default::default());
        };
        match show.phrases.for_riddle(&source) {
            Ok(teaching) => (Ok(source), teaching),
            Err(error) => (Err((source, error)), Default::default()),
        }
    });
    check_taught(
        riddles,
        options,
        threads,
        || progress.inc(),
        |result| {
            let first = checked == 0;
            // The bar steps aside while the lines are written.
            let open = progress.suspend(|| show_checked(&result, first, show, out));
            checked += 1;
            let (outcome, slot) = checked_outcome(&result);
            tally[slot] += 1;
            determined += usize::from(outcome == Outcome::Determined);
            worst = worst.max(outcome);
            if open {
                ControlFlow::Continue(())
            } else {
                ControlFlow::Break(())
            }
        },
    );
    progress.finish();
    if out.closed.is_some() {
        return worst;
    }
    // The time only for a reader on a terminal: in a file or a test the line is the same every run.
    let terminal = if show.json() {
        std::io::stderr().is_terminal()
    } else {
        std::io::stdout().is_terminal()
    };
    let summary = format!(
        "{checked} riddle{} checked: {} unique, {} ambiguous{}, {} contradictory, {} unreadable{}\n",
        if checked == 1 { "" } else { "s" },
        tally[0],
        tally[1],
        match determined {
            0 => String::new(),
            n => format!(" ({n} with every question determined)"),
        },
        tally[2],
        tally[3],
        progress.elapsed(terminal),
    );
    // JSON lines stay pure JSON on standard output; the summary goes beside them.
    if show.json() {
        let _ = std::io::stderr().lock().write_all(summary.as_bytes());
    } else {
        out.write(&format!("\n{summary}"));
    }
    worst
}

/// The outcome of a riddle checked, and its column of the summary.
fn checked_outcome(result: &Checked) -> (Outcome, usize) {
    match result {
        Checked::Unreadable(..) | Checked::Failed(..) => (Outcome::BadInput, 3),
        Checked::Done(_, _, report) => match report.verdict {
            Verdict::Unique => (Outcome::Unique, 0),
            Verdict::Ambiguous if report.determined() => (Outcome::Determined, 1),
            Verdict::Ambiguous => (Outcome::Multiple, 1),
            Verdict::Contradictory => (Outcome::NoSolution, 2),
        },
    }
}

/// What `check` shows for one riddle; false once standard output is closed.
fn show_checked(result: &Checked, first: bool, show: Show, out: &mut Out) -> bool {
    let gap = if first { "" } else { "\n" };
    let (source, errors, why) = match result {
        Checked::Done(source, riddle, report) => {
            show.warnings(source, riddle);
            return if show.json() {
                out.json(&CheckJson::new(source, riddle, report))
            } else {
                out.write(&format!(
                    "{gap}== {} ==\n{}",
                    source.label(),
                    render_report(source, riddle, report)
                ))
            };
        }
        Checked::Unreadable(source, errors) => (
            source,
            errors.as_slice(),
            "see the errors on standard error",
        ),
        Checked::Failed(source, error) => {
            (source, std::slice::from_ref(error), "the solver failed")
        }
    };
    let json = UnreadableJson::new(source, errors).verdict();
    show.unreadable(source, errors, json, out)
        && (show.json()
            || out.write(&format!(
                "{gap}== {} ==\nunreadable: {why}\n",
                source.label()
            )))
}

fn explain_one(source: &Source, reading: Reading, show: Show, out: &mut Out) -> Outcome {
    let riddle = match understood(source, show, Some((reading, Solver::Search)), out) {
        Ok(riddle) => riddle,
        Err(outcome) => return outcome,
    };
    match explain::explain(&riddle, reading, &[]) {
        Ok(explanation) => {
            let grid = explain::Grid::empty(&riddle);
            let words = Words {
                source,
                riddle: &riddle,
                grid: &grid,
            };
            if show.json() {
                out.json(&ExplainJson::new(&words, reading, &explanation));
            } else {
                out.write(&render_explanation(&words, reading, &explanation));
            }
            Outcome::Unique
        }
        Err(error) => explain_failed(source, &riddle, error, show, out),
    }
}

/// The outcome of an explanation or hint that could not be given, its reason shown.
fn explain_failed(
    source: &Source,
    riddle: &Riddle,
    error: ExplainError,
    show: Show,
    out: &mut Out,
) -> Outcome {
    let grid = explain::Grid::empty(riddle);
    let who = |var: explain::Var| {
        Words {
            source,
            riddle,
            grid: &grid,
        }
        .who(var)
    };
    let (outcome, status, message) = match error {
        ExplainError::NotUnique(0) => (
            Outcome::NoSolution,
            "none",
            "no seating satisfies every clue: there is no answer to explain (riddle check names \
             the clues in conflict)"
                .to_string(),
        ),
        ExplainError::NotUnique(_) => (
            Outcome::Multiple,
            "multiple",
            "more than one seating satisfies every clue: no deduction reaches one answer \
             (riddle solve shows two)"
                .to_string(),
        ),
        ExplainError::Contradicts => (
            Outcome::NoSolution,
            "contradicts",
            "the facts given contradict the clues (or each other): no seating has them all"
                .to_string(),
        ),
        ExplainError::Unjustified { step, cell } => (
            Outcome::BadInput,
            "error",
            format!(
                "internal error: step {} concluded that {} is not {}, which its clues and facts \
                 do not prove; nothing was printed (please report this riddle)",
                step + 1,
                who(cell.0),
                place::at(riddle.place, [cell.1])
            ),
        ),
        ExplainError::Stuck { step } => (
            Outcome::BadInput,
            "error",
            format!(
                "internal error: no step {} was found before the answer (please report this \
                 riddle)",
                step + 1
            ),
        ),
        ExplainError::Solver(e) => (
            Outcome::BadInput,
            "error",
            format!("the solver failed: {e}"),
        ),
    };
    refuse(source, status, message, show, out);
    outcome
}

/// Why a riddle that was read gets no explanation or hint: on standard error as text, as its
/// object with `status` in JSON. No note on how the riddle was read, as `unreadable` adds.
fn refuse(source: &Source, status: &'static str, message: String, show: Show, out: &mut Out) {
    let errors = [Diagnostic::error(message)];
    if show.json() {
        out.json(&UnreadableJson {
            status,
            ..UnreadableJson::new(source, &errors)
        });
    } else {
        report(source, &errors, show.color);
    }
}

/// `riddle serve`: says where, then serves until the process is stopped; returns only when the
/// address cannot be listened on.
fn serve(addr: std::net::SocketAddr, color: bool, out: &mut Out) -> Outcome {
    let error = match crate::serve::Server::bind(addr, crate::serve::Limits::default()) {
        Ok(server) => {
            let at = server.local_addr().unwrap_or(addr);
            out.write(&format!(
                "riddle serve: the page is at http://{at}/ (Ctrl-C stops it)\n"
            ));
            match server.run() {
                Ok(()) => return Outcome::Unique,
                Err(e) => format!("cannot serve on {addr}: {e}"),
            }
        }
        Err(e) => format!("cannot listen on {addr}: {e}"),
    };
    report(&Source::new("", ""), &[Diagnostic::error(error)], color);
    Outcome::BadInput
}

/// `riddle hint`: the next step of the one riddle of `file`, from the facts given.
fn hint_all(
    file: Option<&Path>,
    given: &[String],
    given_file: Option<&Path>,
    reading: Reading,
    show: Show,
    out: &mut Out,
) -> Outcome {
    let mut facts = given.join("\n");
    if let Some(path) = given_file {
        match load(path) {
            Ok(loaded) => {
                facts.push('\n');
                facts.push_str(&loaded.text);
            }
            Err(diagnostic) => {
                report(
                    &Source::new(path.display().to_string(), ""),
                    &[diagnostic],
                    show.color,
                );
                return Outcome::BadInput;
            }
        }
    }
    let inputs = Inputs {
        paths: file.map(Path::to_path_buf).into_iter().collect(),
        follow_links: false,
    };
    each_riddle(&inputs, show, out, |source, out| {
        let riddle = match understood(source, show, Some((reading, Solver::Search)), out) {
            Ok(riddle) => riddle,
            Err(outcome) => return outcome,
        };
        let grid = explain::Grid::empty(&riddle);
        let given = match explain::given::parse(&riddle, &grid, &facts) {
            Ok(given) => given,
            Err(message) => {
                let message = format!("cannot read the facts given: {message}");
                refuse(source, "unreadable", message, show, out);
                return Outcome::BadInput;
            }
        };
        match explain::hint(&riddle, reading, &given) {
            Ok(step) => {
                let words = Words {
                    source,
                    riddle: &riddle,
                    grid: &grid,
                };
                if show.json() {
                    out.json(&HintJson::new(&words, reading, step.as_ref()));
                } else {
                    out.write(&render_hint(&words, step.as_ref()));
                }
                Outcome::Unique
            }
            Err(error) => explain_failed(source, &riddle, error, show, out),
        }
    })
}
