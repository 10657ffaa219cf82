//! The riddles behind the paths given on the command line, found as a stream: standard input when
//! there are none, each file as given, and each folder searched (recursively, by `walkdir`) for
//! `*.txt` files, in any case, in name order. Files are read one at a time as the consumer asks
//! for riddles, so nothing grows with the number of riddles. What a walk holds at once is one
//! folder's names per level of the path it is in (they are sorted, which needs them all): the
//! largest folder, not the whole tree.
//!
//! Symbolic links met inside a folder are skipped unless `follow_links`; a path given on the
//! command line is read even when it is a link. Following links, a link back to a folder the
//! walk is already in is not walked again: it is named in a warning and skipped, so that each
//! riddle is checked once.

use std::path::{Path, PathBuf};

use walkdir::WalkDir;

use crate::diagnostic::Diagnostic;
use crate::read::{Loaded, riddles};
use crate::source::Source;

/// What a walk found at one step.
enum Found {
    File(PathBuf),
    /// Something that gives no riddle but must be reported as an input that could not be read
    /// (a folder without riddles, one that cannot be read).
    Unreadable(String, Diagnostic),
}

/// The riddles of `paths` in order (see the module's comment). `warn` hears of what is skipped
/// without being an error: a link that leads back into the walk.
pub fn riddles_of<'a>(
    paths: &'a [PathBuf],
    follow_links: bool,
    warn: &'a (dyn Fn(Diagnostic) + Sync),
) -> impl Iterator<Item = Loaded> + Send + 'a {
    let stdin = [PathBuf::from("-")];
    let paths: Box<dyn Iterator<Item = PathBuf> + Send> = if paths.is_empty() {
        Box::new(stdin.into_iter())
    } else {
        Box::new(paths.iter().cloned())
    };
    paths
        .flat_map(move |path| -> Box<dyn Iterator<Item = Found> + Send> {
            if path.is_dir() {
                Box::new(folder(path, follow_links, warn))
            } else {
                Box::new(std::iter::once(Found::File(path)))
            }
        })
        .flat_map(|found| -> Box<dyn Iterator<Item = Loaded> + Send> {
            match found {
                Found::File(path) => Box::new(riddles(&path)),
                Found::Unreadable(name, error) => {
                    Box::new(std::iter::once(Err((Source::new(name, ""), error))))
                }
            }
        })
}

/// Whether any of `paths` is a folder: its riddles are then several inputs, each named.
pub fn any_folder(paths: &[PathBuf]) -> bool {
    paths.iter().any(|p| p.is_dir())
}

/// The riddle files below `root`, in name order, then an error if there were none or a part of
/// it could not be read: checking the wrong folder must not pass.
fn folder(
    root: PathBuf,
    follow_links: bool,
    warn: &(dyn Fn(Diagnostic) + Sync),
) -> impl Iterator<Item = Found> + Send + '_ {
    let mut walk = WalkDir::new(&root)
        .follow_links(follow_links)
        .sort_by_file_name()
        .into_iter();
    let mut found_any = false;
    let mut root = Some(root);
    std::iter::from_fn(move || {
        loop {
            let entry = match walk.next() {
                Some(Ok(entry)) => entry,
                Some(Err(e)) => {
                    let path = e.path().unwrap_or(Path::new("?")).display().to_string();
                    if let Some(ancestor) = e.loop_ancestor() {
                        warn(
                            Diagnostic::warning(format!(
                                "skipped {path}: a link back to {}, already being searched",
                                ancestor.display()
                            ))
                            .help("each riddle is read once, however many links lead to it"),
                        );
                        continue;
                    }
                    let reason = e
                        .io_error()
                        .map_or_else(|| e.to_string(), |io| io.to_string());
                    found_any = true;
                    let error = Diagnostic::error(format!("cannot read {path}: {reason}"));
                    return Some(Found::Unreadable(path, error));
                }
                None => {
                    let root = root.take().filter(|_| !found_any)?;
                    let name = root.display().to_string();
                    let error = Diagnostic::error(format!("no riddles found in {name}"))
                        .help("folders are searched for *.txt files, and those below them");
                    return Some(Found::Unreadable(name, error));
                }
            };
            // Without `follow_links` a link's own type is seen here, neither file nor folder.
            if entry.file_type().is_file() && is_riddle_file(entry.path()) {
                found_any = true;
                return Some(Found::File(entry.into_path()));
            }
        }
    })
}

fn is_riddle_file(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("txt"))
}

/// How many riddle files [`riddles_of`] will read, counted by a walk of their own, silently:
/// for a progress bar's total.
pub fn count_files(paths: &[PathBuf], follow_links: bool) -> u64 {
    let quiet = |_| {};
    paths
        .iter()
        .map(|path| {
            if !path.is_dir() {
                return 1;
            }
            folder(path.clone(), follow_links, &quiet)
                .filter(|found| matches!(found, Found::File(_)))
                .count() as u64
        })
        .sum()
}
