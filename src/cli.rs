//! The command line: arguments, reading inputs, running a command over each, and the exit
//! status. Everything it prints is rendered by `render`.

use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use crate::clue::Reading;
use crate::diagnostic::Diagnostic;
use crate::read::{read, source_from_bytes};
use crate::render::{self, ParseJson, SolveJson, render_diagnostic};
use crate::riddle::Riddle;
use crate::solve::solve;
use crate::source::Source;

const EXAMPLES: &str = "\
Examples:
  riddle solve corpus/game/seed-000.txt
  pbpaste | riddle solve
  riddle solve --left-of somewhere --format json riddle.txt
  riddle parse riddle.txt

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
    let (files, format) = match &args.command {
        Command::Solve { files, format, .. } | Command::Parse { files, format } => {
            (files.clone(), *format)
        }
    };
    let inputs = if files.is_empty() {
        vec![PathBuf::from("-")]
    } else {
        files
    };
    let many = inputs.len() > 1;
    let mut worst = Outcome::Unique;
    let mut out = String::new();
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
            Ok(source) => match &args.command {
                Command::Solve { left_of, .. } => {
                    let reading = match left_of {
                        LeftOf::Immediate => Reading::Immediate,
                        LeftOf::Somewhere => Reading::Somewhere,
                    };
                    solve_one(&source, reading, format, color, &mut out)
                }
                Command::Parse { .. } => parse_one(&source, format, color, &mut out),
            },
        };
        worst = worst.max(outcome);
    }
    let mut stdout = std::io::stdout().lock();
    // A closed pipe (`riddle solve | head`) is not an error worth a message.
    let _ = stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush());
    ExitCode::from(worst.code())
}

fn display_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

fn load(path: &Path) -> Result<Source, Diagnostic> {
    let mut bytes = Vec::new();
    let name = if path.as_os_str() == "-" {
        std::io::stdin()
            .lock()
            .take(crate::read::MAX_INPUT_BYTES as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| Diagnostic::error(format!("cannot read standard input: {e}")))?;
        "<stdin>".to_string()
    } else {
        let name = path.display().to_string();
        let file = std::fs::File::open(path)
            .map_err(|e| Diagnostic::error(format!("cannot read {name}: {}", io_reason(&e))))?;
        file.take(crate::read::MAX_INPUT_BYTES as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| Diagnostic::error(format!("cannot read {name}: {}", io_reason(&e))))?;
        name
    };
    source_from_bytes(&name, bytes)
}

fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
        std::io::ErrorKind::IsADirectory => "it is a directory".into(),
        _ => e.to_string(),
    }
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
    format: Format,
    color: bool,
    out: &mut String,
) -> Outcome {
    let riddle = match understood(source, color) {
        Ok(riddle) => riddle,
        Err(outcome) => return outcome,
    };
    let seatings = match solve(&riddle, reading, 2) {
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
        let json = SolveJson::new(source, &riddle, reading, status, &seatings);
        out.push_str(&serde_json::to_string(&json).expect("plain data serialises"));
        out.push('\n');
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
        out.push_str(
            &serde_json::to_string(&ParseJson::new(source, &riddle))
                .expect("plain data serialises"),
        );
        out.push('\n');
    } else {
        out.push_str(&render::render_clues(source, &riddle));
    }
    Outcome::Unique
}
