//! Riddles other people wrote, kept beside the project in `../shared/corpus-dev` and never
//! copied into `corpus/`.
#![allow(dead_code)] // Each test file uses only some of these.

use std::path::{Path, PathBuf};

/// The riddles of one folder of `../shared/corpus-dev`, sorted; `None` (said on stderr) when
/// the folder is not there.
pub fn riddles(folder: &str) -> Option<Vec<PathBuf>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/corpus-dev")
        .join(folder);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!("{} is not here: no riddle checked", dir.display());
        return None;
    };
    let mut paths: Vec<PathBuf> = entries
        .map(|e| e.expect("readable folder").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "{} has no riddle", dir.display());
    Some(paths)
}

/// A value as the answer tables and the riddles may write it: case and line breaks aside.
pub fn folded(value: &str) -> String {
    value
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}
