//! `riddle grid`: each puzzle file in turn, read, counted by the exact search, one solution
//! found by microlp (or every one by the search), each checked before it is printed.

use std::ops::ControlFlow;
use std::path::PathBuf;

use super::{Out, Outcome, Show, report};
use crate::diagnostic::Diagnostic;
use crate::grid::drawing::Drawing;
use crate::grid::render::{GridJson, render_count, render_drawing};
use crate::grid::{Compiled, GridError, Puzzle, read};
use crate::read::load;
use crate::render::UnreadableJson;
use crate::source::Source;

/// What to print of each puzzle.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// One solution, found by microlp, and the count.
    One,
    /// The count only.
    Count,
    /// Every solution, found by the exact search, and the count.
    All,
}

/// The files to read: each path given, folders searched for `*.grid` files (sorted); standard
/// input when none. A folder with none is an error, named with the folder.
fn files(paths: &[PathBuf]) -> Vec<Result<PathBuf, (PathBuf, Diagnostic)>> {
    if paths.is_empty() {
        return vec![Ok(PathBuf::from("-"))];
    }
    let mut files = Vec::new();
    for path in paths {
        if !path.is_dir() {
            files.push(Ok(path.clone()));
            continue;
        }
        let mut found: Vec<PathBuf> = walkdir::WalkDir::new(path)
            .into_iter()
            .filter_map(Result::ok)
            .map(walkdir::DirEntry::into_path)
            .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "grid"))
            .collect();
        found.sort();
        if found.is_empty() {
            let error = Diagnostic::error(format!(
                "no puzzle in {}: a folder is searched for *.grid files",
                path.display()
            ));
            files.push(Err((path.clone(), error)));
        }
        files.extend(found.into_iter().map(Ok));
    }
    files
}

/// Runs `riddle grid` over `paths`; the worst outcome wins.
pub fn grid_all(paths: &[PathBuf], mode: Mode, show: Show, out: &mut Out) -> Outcome {
    let several = paths.len() > 1 || paths.iter().any(|p| p.is_dir());
    let mut worst = Outcome::Unique;
    for (shown, file) in files(paths).into_iter().enumerate() {
        let loaded = match file {
            Ok(path) => load(&path).map_err(|e| (path, e)),
            Err(unfound) => Err(unfound),
        };
        let source = match &loaded {
            Ok(source) => source.clone(),
            Err((path, _)) => Source::new(path.display().to_string(), ""),
        };
        if !show.json() && several {
            let gap = if shown > 0 { "\n" } else { "" };
            out.write(&format!("{gap}== {} ==\n", source.label()));
        }
        let outcome = match loaded {
            Err((_, error)) => unreadable(&source, &[error], "unreadable", show, out),
            Ok(_) => match read(&source) {
                Err(errors) => unreadable(&source, &errors, "unreadable", show, out),
                Ok(puzzle) => one(&source, &puzzle, mode, show, out),
            },
        };
        worst = worst.max(outcome);
        if out.closed.is_some() {
            break;
        }
    }
    worst
}

/// Errors about a file: on standard error as text, as its object in JSON.
fn unreadable(
    source: &Source,
    errors: &[Diagnostic],
    status: &'static str,
    show: Show,
    out: &mut Out,
) -> Outcome {
    if show.json() {
        out.json(&UnreadableJson {
            status,
            ..UnreadableJson::new(source, errors)
        });
    } else {
        report(source, errors, show.color);
    }
    Outcome::BadInput
}

/// One puzzle: counted, and drawn as `mode` asks.
fn one(source: &Source, puzzle: &Puzzle, mode: Mode, show: Show, out: &mut Out) -> Outcome {
    let compiled = puzzle.compile();
    let count = compiled.count();
    let outcome = if count == 0 {
        Outcome::NoSolution
    } else {
        Outcome::Unique
    };
    let failed = |message: String, out: &mut Out| {
        let errors = [Diagnostic::error(message)];
        unreadable(source, &errors, "error", show, out)
    };
    if !show.json() {
        out.write(&format!("{}\n", puzzle.describe()));
    }
    let drawings = match mode {
        Mode::Count => Vec::new(),
        Mode::One => match compiled.solve() {
            Err(error) => return failed(error.to_string(), out),
            Ok(found) if found.is_some() != (count > 0) => {
                let message = format!(
                    "internal error: microlp found {} solution, the exact search counts {count} \
                     (please report this puzzle)",
                    if found.is_some() { "a" } else { "no" }
                );
                return failed(message, out);
            }
            Ok(found) => found.into_iter().collect(),
        },
        Mode::All => match all(&compiled, show, out) {
            Ok(drawings) => drawings,
            Err(error) => return failed(error.to_string(), out),
        },
    };
    if show.json() {
        out.json(&GridJson::new(source.label(), puzzle, count, &drawings));
    } else {
        if let Some(drawing) = drawings.first().filter(|_| mode == Mode::One) {
            out.write(&render_drawing(drawing));
        }
        if count == 0 {
            out.write("no solution\n");
        } else {
            out.write(&render_count(count));
        }
    }
    outcome
}

/// Every solution: printed as found when the output is text (and nothing is kept), kept for the
/// JSON object otherwise.
fn all(compiled: &Compiled, show: Show, out: &mut Out) -> Result<Vec<Drawing>, GridError> {
    let mut kept = Vec::new();
    let mut n = 0;
    compiled.each(|drawing| {
        n += 1;
        if show.json() {
            kept.push(drawing);
            return ControlFlow::Continue(());
        }
        if out.write(&format!("\nsolution {n}:\n{}", render_drawing(&drawing))) {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    })?;
    if !show.json() && n > 0 {
        out.write("\n");
    }
    Ok(kept)
}
