//! `riddle generate`: riddles made on every core and printed, or written into a folder, in the
//! order of their numbers, in memory that does not grow with `--count` (see
//! [`map_ordered`]). Each riddle comes from its own stream of the seed, so the bytes do not
//! depend on the number of threads.

use std::io::{IsTerminal, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use super::progress::Progress;
use super::{Out, Outcome, Show, report};
use crate::diagnostic::Diagnostic;
use crate::generate::{Generated, Options, Refusal, WordLists, nth, validate};
use crate::ordered::map_ordered;
use crate::read::load;
use crate::source::Source;

/// Where the riddles go besides standard output: a folder, and whether files there may be
/// overwritten.
pub struct Folder<'a> {
    pub path: &'a Path,
    pub force: bool,
}

/// Makes the riddles of `options` (its word lists replaced by those of `words` when given) on
/// `threads` threads (0: one per core) and prints them, or writes them into `folder`.
pub fn generate_riddles(
    mut options: Options,
    words: Option<&Path>,
    folder: Option<Folder>,
    threads: usize,
    show: Show,
    out: &mut Out,
) -> Outcome {
    let fail = |diagnostic: Diagnostic, name: &str| {
        report(&Source::new(name, ""), &[diagnostic], show.color);
        Outcome::BadInput
    };
    if let Some(path) = words {
        match load(path).and_then(|source| WordLists::parse(&source.text, &options.words)) {
            Ok(words) => options.words = words,
            Err(diagnostic) => return fail(diagnostic, &path.display().to_string()),
        }
    }
    if let Err(refusal) = validate(&options) {
        return fail(Diagnostic::error(refusal.0), "riddle generate");
    }
    let progress = Progress::new(Some(options.count as u64));
    // Each riddle with its number, from 0, or why none came in its band.
    let made = |emit: &mut dyn FnMut(usize, Result<Generated, Refusal>) -> ControlFlow<()>| {
        map_ordered(
            threads,
            0..options.count,
            |n| {
                let riddle = nth(&options, n);
                progress.inc();
                (n, riddle)
            },
            |(n, riddle)| emit(n, riddle),
        )
    };
    let Some(folder) = folder else {
        let mut refused = None;
        made(&mut |n, riddle| {
            let riddle = match riddle {
                Ok(riddle) => riddle,
                Err(refusal) => {
                    refused = Some(refusal);
                    return ControlFlow::Break(());
                }
            };
            let gap = if n > 0 { "\n---\n\n" } else { "" };
            // A closed pipe stops the making too.
            if progress.suspend(|| out.write(&format!("{gap}{}", riddle.text))) {
                ControlFlow::Continue(())
            } else {
                ControlFlow::Break(())
            }
        });
        progress.finish();
        if let Some(refusal) = refused {
            return fail(Diagnostic::error(refusal.0), "riddle generate");
        }
        if out.closed.is_none() && progress.shown() {
            let _ = writeln!(
                std::io::stderr().lock(),
                "generated {} riddles{}",
                options.count,
                progress.elapsed(true)
            );
        }
        return Outcome::Unique;
    };
    let names = Names::new(&options);
    let written = refuse_in_the_way(folder.path, names.planned(folder.path), folder.force)
        .and_then(|()| {
            let mut failed = None;
            made(
                &mut |n, riddle| match riddle.map_err(|r| Diagnostic::error(r.0)).and_then(
                    |riddle| write_riddle(&names.stem(folder.path, n + 1), &riddle, folder.force),
                ) {
                    Ok(()) => ControlFlow::Continue(()),
                    Err(e) => {
                        failed = Some(e);
                        ControlFlow::Break(())
                    }
                },
            );
            failed.map_or(Ok(()), Err)
        });
    progress.finish();
    match written {
        Ok(()) => {
            out.write(&format!(
                "wrote {} riddles to {}{}\n",
                options.count,
                folder.path.display(),
                progress.elapsed(std::io::stdout().is_terminal())
            ));
            Outcome::Unique
        }
        Err(diagnostic) => fail(diagnostic, &folder.path.display().to_string()),
    }
}

/// Riddles per folder when there are more than this many: a folder is listed whole to be walked
/// in name order (by `riddle check`, by `ls`), so no folder is made larger than this.
const PER_FOLDER: usize = 10_000;

/// The files' names: `STYLE-SEED-NUMBER`, numbered from 1 with as many digits as the last
/// number needs (at least 4), so that name order is the order they were made in. Beyond
/// [`PER_FOLDER`] riddles they go into numbered subfolders of that many each.
struct Names {
    prefix: String,
    digits: usize,
    count: usize,
    /// Digits of a subfolder's number; none when all go into the folder itself.
    subfolder_digits: Option<usize>,
}

/// A path that will be written: a riddle's file, or a subfolder holding them.
struct Planned {
    path: PathBuf,
    is_folder: bool,
}

impl Names {
    fn new(options: &Options) -> Names {
        let style = options.style.name();
        let subfolders = options.count.div_ceil(PER_FOLDER);
        Names {
            prefix: format!("{style}-{}", options.seed),
            digits: options.count.to_string().len().max(4),
            count: options.count,
            subfolder_digits: (subfolders > 1).then(|| subfolders.to_string().len().max(3)),
        }
    }

    /// The folder riddle `n` (from 1) goes into.
    fn folder_of(&self, folder: &Path, n: usize) -> PathBuf {
        match self.subfolder_digits {
            Some(width) => folder.join(format!("{:0width$}", (n - 1) / PER_FOLDER + 1)),
            None => folder.to_path_buf(),
        }
    }

    fn stem(&self, folder: &Path, n: usize) -> PathBuf {
        let name = format!("{}-{n:0width$}", self.prefix, width = self.digits);
        self.folder_of(folder, n).join(name)
    }

    /// Everything that will be written, made one at a time: `--count` may be a million.
    fn planned<'a>(&'a self, folder: &'a Path) -> impl Iterator<Item = Planned> + 'a {
        (1..=self.count).flat_map(move |n| {
            let first_in_subfolder = self.subfolder_digits.is_some() && (n - 1) % PER_FOLDER == 0;
            let subfolder = first_in_subfolder.then(|| Planned {
                path: self.folder_of(folder, n),
                is_folder: true,
            });
            let stem = self.stem(folder, n);
            let files = ["txt", "answer"].map(|extension| Planned {
                path: stem.with_extension(extension),
                is_folder: false,
            });
            subfolder.into_iter().chain(files)
        })
    }
}

/// Paths of one kind that are in the way: how many, and the first few to show.
#[derive(Default)]
struct InTheWay {
    count: usize,
    first: Vec<PathBuf>,
}

/// Paths shown of each kind in the way: `--count` may name a million.
const SHOWN: usize = 10;

impl InTheWay {
    fn add(&mut self, path: PathBuf) {
        self.count += 1;
        if self.first.len() < SHOWN {
            self.first.push(path);
        }
    }

    /// The paths one per line, and how many more there are.
    fn listed(&self) -> String {
        let mut lines: Vec<String> = self.first.iter().map(|p| p.display().to_string()).collect();
        if self.count > SHOWN {
            lines.push(format!("... and {} more", self.count - SHOWN));
        }
        lines.join("\n")
    }
}

/// Makes `folder` if missing and looks at every file and subfolder that will be written, before
/// any is: a file that exists is refused unless `force`, and a symbolic link (or anything but a
/// regular file, or a folder where a subfolder goes) always is, so that nothing is ever
/// overwritten by surprise or written through a link. Only counts and the first few paths are
/// kept.
fn refuse_in_the_way(
    folder: &Path,
    planned: impl Iterator<Item = Planned>,
    force: bool,
) -> Result<(), Diagnostic> {
    std::fs::create_dir_all(folder).map_err(|e| cannot(folder, e))?;
    let (mut existing, mut links, mut others) = (
        InTheWay::default(),
        InTheWay::default(),
        InTheWay::default(),
    );
    for Planned { path, is_folder } in planned {
        match std::fs::symlink_metadata(&path) {
            Ok(m) if m.file_type().is_symlink() => links.add(path),
            Ok(m) if is_folder && m.is_dir() => {}
            Ok(m) if !is_folder && m.is_file() => existing.add(path),
            Ok(_) => others.add(path),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(cannot(&path, e)),
        }
    }
    if force {
        existing = InTheWay::default();
    }
    // In order of precedence: --force lifts only the last.
    let blocked = [
        (
            links,
            "would be written through a symbolic link",
            "these are links, never written through, even with --force",
        ),
        (
            others,
            "would be written over something that is not a regular file",
            "these are in the way (a folder, a device, ...)",
        ),
        (
            existing,
            "would be overwritten",
            "these exist (--force overwrites them)",
        ),
    ];
    match blocked.into_iter().find(|(paths, ..)| paths.count > 0) {
        None => Ok(()),
        Some((paths, what, help)) => {
            let files = match paths.count {
                1 => "1 file".to_string(),
                n => format!("{n} files"),
            };
            Err(
                Diagnostic::error(format!("{files} {what}; nothing was written"))
                    .help(format!("{help}:\n{}", paths.listed())),
            )
        }
    }
}

/// Writes a riddle as `STEM.txt` with its answer in `STEM.answer`. Files are created
/// anew, never opened where they stand, so that a link put in place since
/// [`refuse_in_the_way`] looked is not followed either.
fn write_riddle(stem: &Path, riddle: &Generated, force: bool) -> Result<(), Diagnostic> {
    let folder = stem.parent().expect("a file in a folder");
    // A subfolder seen missing (or a folder) before; made by the first riddle that goes in it.
    match std::fs::create_dir(folder) {
        Err(e) if e.kind() != std::io::ErrorKind::AlreadyExists => return Err(cannot(folder, e)),
        _ => {}
    }
    for (path, text) in [
        (stem.with_extension("txt"), riddle.text.clone()),
        (stem.with_extension("answer"), riddle.answer()),
    ] {
        if force {
            // A regular file, seen before: removed rather than truncated, so that whatever
            // stands there now is replaced, not written through.
            match std::fs::remove_file(&path) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                    return Err(cannot(&path, e));
                }
                _ => {}
            }
        }
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
            .and_then(|mut file| file.write_all(text.as_bytes()))
            .map_err(|e| cannot(&path, e))?;
    }
    Ok(())
}

fn cannot(path: &Path, e: std::io::Error) -> Diagnostic {
    Diagnostic::error(format!("cannot write {}: {e}", path.display()))
}
