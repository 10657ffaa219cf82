//! The command line: arguments, reading inputs, running a command over each, and the exit
//! status. Everything it prints is rendered by `render`.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use crate::check::{Checked, Options, Verdict, check_files, expand};
use crate::clue::Reading;
use crate::diagnostic::Diagnostic;
use crate::engine::Solver;
use crate::generate::{Options as GenerateOptions, Style, WordLists, generate};
use crate::read::{display_name, load, read};
use crate::render::{self, CheckJson, ParseJson, SolveJson, render_diagnostic, render_report};
use crate::riddle::Riddle;
use crate::source::Source;
use crate::vocabulary::Category;

const EXAMPLES: &str = "\
Examples:
  riddle solve corpus/game/seed-000.txt
  pbpaste | riddle solve
  riddle solve --left-of somewhere --format json riddle.txt
  riddle parse riddle.txt
  riddle check --redundant corpus/novel

Exit status:
  0  every riddle has exactly one answer
  1  bad input or I/O error (a sentence not understood, a missing file, ...)
  2  usage error
  3  some riddle has no answer: its clues contradict each other
  4  some riddle has more than one answer";

#[derive(Parser)]
#[command(name = "riddle", version, about = "Reads Dishonored-style logic riddles in plain prose and solves them exactly", after_help = EXAMPLES)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve riddles: print the seating and the answer the lock needs.
    #[command(after_help = EXAMPLES)]
    Solve {
        /// Riddle files; standard input when none or `-`.
        files: Vec<PathBuf>,
        /// How to read plain "left of": the very next seat (the game's intent) or anywhere to the left.
        #[arg(long, value_enum, default_value = "immediate")]
        left_of: LeftOf,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// Which exact solver finds the solutions; both are re-checked against the clues.
        #[arg(long, value_enum, default_value = "ilp")]
        solver: Solver,
    },
    /// Check riddles for their authors: count solutions under both readings of "left of", and
    /// explain a riddle that is not unique (two differing solutions, what they all agree on, a
    /// minimal set of contradicting clues) or, with --redundant, the clues that add nothing.
    ///
    /// Exit status 0 only when every riddle is readable and unique under the chosen reading;
    /// otherwise 1 if some riddle could not be read, else 3 if some is contradictory, else 4.
    #[command(after_help = EXAMPLES)]
    Check {
        /// Riddle files or folders (searched for *.txt); standard input when none or `-`.
        paths: Vec<PathBuf>,
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
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// Which exact solver counts; the search is much faster at counting many solutions.
        #[arg(long, value_enum, default_value = "search")]
        solver: Solver,
    },
    /// Generate riddles that provably have exactly one answer, reproducibly from a seed.
    #[command(
        after_help = "Examples:\n  riddle generate --style game --seed 7\n  riddle generate --style novel --guests 6 --categories color,city --seed 1 --count 50 --out riddles/"
    )]
    Generate {
        /// `game`: the game's skeleton with its word lists shuffled; `novel`: new clue structures,
        /// minimal (no clue can be dropped without losing uniqueness).
        #[arg(long, value_enum, default_value = "novel")]
        style: StyleArg,
        /// The same seed gives the same riddles, byte for byte.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
        count: u32,
        /// Write NAME.txt and NAME.answer per riddle into this folder instead of printing.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Guests of a novel riddle.
        #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(3..=8))]
        guests: u8,
        /// Categories of a novel riddle besides the name.
        #[arg(
            long,
            value_enum,
            value_delimiter = ',',
            default_value = "color,drink,city,heirloom"
        )]
        categories: Vec<CategoryArg>,
        /// Words to draw from: lines `category: word, word, ...`; the built-in lists otherwise.
        #[arg(long)]
        words: Option<PathBuf>,
        /// The reading of "left of" under which each answer is guaranteed unique.
        #[arg(long, value_enum, default_value = "immediate")]
        left_of: LeftOf,
    },
    /// Print the clues understood, one per line, with the words they came from.
    #[command(after_help = EXAMPLES)]
    Parse {
        /// Riddle files; standard input when none or `-`.
        files: Vec<PathBuf>,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
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
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum CategoryArg {
    Color,
    Drink,
    City,
    Heirloom,
    Pet,
}

impl CategoryArg {
    fn category(self) -> Category {
        match self {
            CategoryArg::Color => Category::Color,
            CategoryArg::Drink => Category::Drink,
            CategoryArg::City => Category::City,
            CategoryArg::Heirloom => Category::Heirloom,
            CategoryArg::Pet => Category::Pet,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Text,
    /// One JSON object per riddle per line.
    Json,
}

/// What happened to one riddle, in increasing order of precedence for the exit status.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Outcome {
    Unique,
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
        }
    }
}

pub fn run() -> ExitCode {
    let args = Args::parse();
    let color = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let mut out = String::new();
    let worst = match &args.command {
        Command::Check {
            paths,
            left_of,
            max,
            redundant,
            format,
            solver,
        } => {
            let options = Options {
                reading: left_of.reading(),
                max: *max as usize,
                redundant: *redundant,
                solver: *solver,
            };
            check_all(paths, &options, *format, color, &mut out)
        }
        Command::Solve {
            files,
            format,
            left_of,
            solver,
        } => each_input(files, *format, color, &mut out, |source, out| {
            solve_one(source, left_of.reading(), *solver, *format, color, out)
        }),
        Command::Generate {
            style,
            seed,
            count,
            out: folder,
            guests,
            categories,
            words,
            left_of,
        } => {
            let style = match style {
                StyleArg::Game => Style::Game,
                StyleArg::Novel => Style::Novel,
            };
            let mut chosen: Vec<Category> = categories.iter().map(|c| c.category()).collect();
            chosen.sort();
            chosen.dedup();
            generate_riddles(
                style,
                *seed,
                *count as usize,
                folder.as_deref(),
                *guests as usize,
                chosen,
                words.as_deref(),
                left_of.reading(),
                color,
                &mut out,
            )
        }
        Command::Parse { files, format } => {
            each_input(files, *format, color, &mut out, |source, out| {
                parse_one(source, *format, color, out)
            })
        }
    };
    let mut stdout = std::io::stdout().lock();
    // A closed pipe (`riddle solve | head`) is not an error worth a message.
    let _ = stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush());
    ExitCode::from(worst.code())
}

/// Runs `one` on each input in turn (standard input when there are none), with a header per
/// file when there are several; the worst outcome wins.
fn each_input(
    files: &[PathBuf],
    format: Format,
    color: bool,
    out: &mut String,
    mut one: impl FnMut(&Source, &mut String) -> Outcome,
) -> Outcome {
    let inputs = if files.is_empty() {
        vec![PathBuf::from("-")]
    } else {
        files.to_vec()
    };
    let many = inputs.len() > 1;
    let mut worst = Outcome::Unique;
    for (n, path) in inputs.iter().enumerate() {
        if many && format == Format::Text {
            out.push_str(&format!(
                "{}== {} ==\n",
                if n > 0 { "\n" } else { "" },
                path.display()
            ));
        }
        let outcome = match load(path) {
            Err(diagnostic) => {
                report(&Source::new(display_name(path), ""), &[diagnostic], color);
                Outcome::BadInput
            }
            Ok(source) => one(&source, out),
        };
        worst = worst.max(outcome);
    }
    worst
}

fn report(source: &Source, diagnostics: &[Diagnostic], color: bool) {
    let mut stderr = std::io::stderr().lock();
    for d in diagnostics {
        let _ = writeln!(stderr, "{}\n", render_diagnostic(source, d, color));
    }
}

fn understood(source: &Source, color: bool) -> Result<Riddle, Outcome> {
    match read(source) {
        Ok(riddle) => {
            report(source, &riddle.warnings, color);
            Ok(riddle)
        }
        Err(errors) => {
            report(source, &errors, color);
            Err(Outcome::BadInput)
        }
    }
}

fn solve_one(
    source: &Source,
    reading: Reading,
    solver: Solver,
    format: Format,
    color: bool,
    out: &mut String,
) -> Outcome {
    let riddle = match understood(source, color) {
        Ok(riddle) => riddle,
        Err(outcome) => return outcome,
    };
    let seatings = match solver.seatings(&riddle, reading, 2) {
        Ok(seatings) => seatings,
        Err(e) => {
            report(
                source,
                &[Diagnostic::error(format!("the solver failed: {e}"))],
                color,
            );
            return Outcome::BadInput;
        }
    };
    let (outcome, status) = match seatings.len() {
        0 => (Outcome::NoSolution, "none"),
        1 => (Outcome::Unique, "unique"),
        _ => (Outcome::Multiple, "multiple"),
    };
    if format == Format::Json {
        push_json(
            out,
            &SolveJson::new(source, &riddle, reading, status, &seatings),
        );
        return outcome;
    }
    out.push_str(&render::render_solutions(&riddle, reading, &seatings));
    outcome
}

fn parse_one(source: &Source, format: Format, color: bool, out: &mut String) -> Outcome {
    let riddle = match understood(source, color) {
        Ok(riddle) => riddle,
        Err(outcome) => return outcome,
    };
    if format == Format::Json {
        push_json(out, &ParseJson::new(source, &riddle));
    } else {
        out.push_str(&render::render_clues(source, &riddle));
    }
    Outcome::Unique
}

fn check_all(
    paths: &[PathBuf],
    options: &Options,
    format: Format,
    color: bool,
    out: &mut String,
) -> Outcome {
    let inputs = expand(paths);
    let progress = (std::io::stderr().is_terminal() && inputs.len() > 1).then(|| {
        let bar = indicatif::ProgressBar::new(inputs.len() as u64);
        let style = indicatif::ProgressStyle::with_template(
            "{bar:40} {pos}/{len} riddles, {rate}, {eta} left",
        )
        .expect("a valid template")
        .with_key(
            "rate",
            |state: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = write!(w, "{:.0} riddles/s", state.per_sec());
            },
        );
        bar.set_style(style);
        bar
    });
    let results = check_files(&inputs, options, || {
        if let Some(bar) = &progress {
            bar.inc(1);
        }
    });
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }

    let mut tally = [0usize; 4];
    let mut worst = Outcome::Unique;
    for (n, checked) in results.iter().enumerate() {
        let (outcome, slot) = match checked {
            Checked::Unreadable(source, errors) => {
                report(source, errors, color);
                if format == Format::Json {
                    push_json(out, &CheckJson::unreadable(source, options.reading, errors));
                } else {
                    out.push_str(&format!(
                        "{}== {} ==\nunreadable: see the errors on standard error\n",
                        gap(n),
                        source.name
                    ));
                }
                (Outcome::BadInput, 3)
            }
            Checked::Failed(source, error) => {
                report(source, std::slice::from_ref(error), color);
                if format == Format::Json {
                    push_json(
                        out,
                        &CheckJson::unreadable(
                            source,
                            options.reading,
                            std::slice::from_ref(error),
                        ),
                    );
                } else {
                    out.push_str(&format!(
                        "{}== {} ==\nunreadable: the solver failed\n",
                        gap(n),
                        source.name
                    ));
                }
                (Outcome::BadInput, 3)
            }
            Checked::Done(source, riddle, report_) => {
                report(source, &riddle.warnings, color);
                if format == Format::Json {
                    push_json(out, &CheckJson::new(source, riddle, report_));
                } else {
                    out.push_str(&format!(
                        "{}== {} ==\n{}",
                        gap(n),
                        source.name,
                        render_report(source, riddle, report_)
                    ));
                }
                match report_.verdict {
                    Verdict::Unique => (Outcome::Unique, 0),
                    Verdict::Ambiguous => (Outcome::Multiple, 1),
                    Verdict::Contradictory => (Outcome::NoSolution, 2),
                }
            }
        };
        tally[slot] += 1;
        worst = worst.max(outcome);
    }
    let summary = format!(
        "{} riddle{} checked: {} unique, {} ambiguous, {} contradictory, {} unreadable\n",
        results.len(),
        if results.len() == 1 { "" } else { "s" },
        tally[0],
        tally[1],
        tally[2],
        tally[3]
    );
    // JSON lines stay pure JSON on standard output; the summary goes beside them.
    if format == Format::Json {
        let _ = std::io::stderr().lock().write_all(summary.as_bytes());
    } else {
        out.push('\n');
        out.push_str(&summary);
    }
    worst
}

fn gap(n: usize) -> &'static str {
    if n > 0 { "\n" } else { "" }
}

fn push_json(out: &mut String, value: &impl serde::Serialize) {
    out.push_str(&serde_json::to_string(value).expect("plain data serialises"));
    out.push('\n');
}

#[allow(clippy::too_many_arguments)]
fn generate_riddles(
    style: Style,
    seed: u64,
    count: usize,
    folder: Option<&std::path::Path>,
    guests: usize,
    categories: Vec<Category>,
    words: Option<&std::path::Path>,
    reading: Reading,
    color: bool,
    out: &mut String,
) -> Outcome {
    let fail = |diagnostic: Diagnostic, name: &str| {
        report(&Source::new(name, ""), &[diagnostic], color);
        Outcome::BadInput
    };
    let words = match words {
        None => WordLists::builtin(),
        Some(path) => match load(path).and_then(|source| WordLists::parse(&source.text)) {
            Ok(words) => words,
            Err(diagnostic) => return fail(diagnostic, &path.display().to_string()),
        },
    };
    let options = GenerateOptions {
        style,
        seed,
        count,
        guests,
        categories,
        words,
        reading,
    };
    let riddles = match generate(&options) {
        Ok(riddles) => riddles,
        Err(refusal) => return fail(Diagnostic::error(refusal.0), "riddle generate"),
    };
    let prefix = match style {
        Style::Game => "game",
        Style::Novel => "novel",
    };
    match folder {
        None => {
            let texts: Vec<&str> = riddles.iter().map(|r| r.text.as_str()).collect();
            out.push_str(&texts.join("\n---\n\n"));
        }
        Some(folder) => {
            let written = std::fs::create_dir_all(folder).and_then(|()| {
                for (i, riddle) in riddles.iter().enumerate() {
                    let stem = folder.join(format!("{prefix}-{seed}-{:04}", i + 1));
                    std::fs::write(stem.with_extension("txt"), &riddle.text)?;
                    std::fs::write(stem.with_extension("answer"), riddle.answer())?;
                }
                Ok(())
            });
            if let Err(e) = written {
                return fail(
                    Diagnostic::error(format!("cannot write to {}: {e}", folder.display())),
                    "riddle generate",
                );
            }
            out.push_str(&format!(
                "wrote {} riddles to {}\n",
                riddles.len(),
                folder.display()
            ));
        }
    }
    Outcome::Unique
}
