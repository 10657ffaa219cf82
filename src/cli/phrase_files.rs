//! Which phrase file teaches the reader for each riddle: the one given with `--phrases`, read
//! once before any riddle; else `riddle.toml` in the riddle file's folder, read the first time
//! a riddle of that folder is, and kept for the others; or none, with `--no-phrases` and for
//! standard input. A file is only ever read. One that does not read has its errors shown once
//! (as text: they point into it, as a riddle's do), and every riddle it was for is unreadable,
//! with an error naming it.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use crate::diagnostic::Diagnostic;
use crate::grammar::Teaching;
use crate::phrase_file::{BESIDE, read_phrase_file};
use crate::read::load;
use crate::render::diagnostic::one_line;
use crate::source::Source;

/// Where the phrases of each riddle come from.
pub struct Phrasebook {
    mode: Mode,
    /// Whether the output is JSON: then nothing is shown on standard error, and a riddle's
    /// error lists its phrase file's.
    json: bool,
    color: bool,
}

enum Mode {
    /// `--no-phrases`, or `riddle serve`, which reads nothing from disk.
    None,
    /// `--phrases FILE`: for every riddle.
    Given(Arc<Teaching>),
    /// `riddle.toml` in each riddle's folder, by folder once read.
    Beside(Mutex<HashMap<PathBuf, Found>>),
}

/// What a folder's phrase file came to.
#[derive(Clone)]
enum Found {
    Nothing,
    Taught(Arc<Teaching>),
    /// It does not read: its name, and its errors on one line each.
    Broken(String, Vec<String>),
}

impl Phrasebook {
    /// No phrase file for any riddle.
    pub fn none() -> Phrasebook {
        Phrasebook {
            mode: Mode::None,
            json: false,
            color: false,
        }
    }

    /// The phrase files of a command: `given` (`--phrases`, read now) for every riddle, none
    /// with `ignore` (`--no-phrases`), else each riddle's `riddle.toml`. A given file that does
    /// not read is the file and its errors, for the command to show before it stops.
    pub fn new(
        given: Option<&Path>,
        ignore: bool,
        json: bool,
        color: bool,
    ) -> Result<Phrasebook, (Source, Vec<Diagnostic>)> {
        let mode = match given {
            _ if ignore => Mode::None,
            Some(path) => {
                let source = load(path)
                    .map_err(|error| (Source::new(path.display().to_string(), ""), vec![error]))?;
                let teaching = read_phrase_file(&source).map_err(|errors| (source, errors))?;
                Mode::Given(Arc::new(teaching))
            }
            None => Mode::Beside(Mutex::new(HashMap::new())),
        };
        Ok(Phrasebook { mode, json, color })
    }

    /// The phrases taught for the riddle `source`; an error for it when its phrase file does
    /// not read.
    pub fn for_riddle(&self, source: &Source) -> Result<Arc<Teaching>, Diagnostic> {
        let folders = match &self.mode {
            Mode::None => return Ok(Arc::default()),
            Mode::Given(teaching) => return Ok(Arc::clone(teaching)),
            Mode::Beside(folders) => folders,
        };
        if source.name == "<stdin>" || source.name.is_empty() {
            return Ok(Arc::default());
        }
        // A file named without a folder is in the current one: its phrase file is named so too.
        let folder = Path::new(&source.name)
            .parent()
            .map_or_else(PathBuf::new, Path::to_path_buf);
        // Held while the file is read: a folder's file is read once, whichever thread asks.
        let mut folders = folders
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let found = folders
            .entry(folder.clone())
            .or_insert_with(|| self.read_beside(&folder))
            .clone();
        drop(folders);
        match found {
            Found::Nothing => Ok(Arc::default()),
            Found::Taught(teaching) => Ok(teaching),
            Found::Broken(name, errors) => {
                let help = if self.json {
                    format!(
                        "{}\nfix it, or read without it: --no-phrases",
                        errors.join("\n")
                    )
                } else {
                    "its errors are shown above; fix it, or read without it: --no-phrases".into()
                };
                Err(
                    Diagnostic::error(format!("not read: its phrase file {name} does not read"))
                        .help(help),
                )
            }
        }
    }

    /// The phrase file of `folder`, if it has one; its errors shown when it does not read.
    fn read_beside(&self, folder: &Path) -> Found {
        let path = folder.join(BESIDE);
        if !path.is_file() {
            return Found::Nothing;
        }
        let name = path.display().to_string();
        let (source, errors) = match load(&path) {
            Ok(source) => match read_phrase_file(&source) {
                Ok(teaching) => return Found::Taught(Arc::new(teaching)),
                Err(errors) => (source, errors),
            },
            Err(error) => (Source::new(name.clone(), ""), vec![error]),
        };
        if !self.json {
            super::report(&source, &errors, self.color);
        }
        let lines = errors
            .iter()
            .map(|e| match e.span {
                Some(_) => format!("{}:{}", source.label(), one_line(&source, e)),
                None => format!("{}: {}", source.label(), e.message),
            })
            .collect();
        Found::Broken(name, lines)
    }
}
