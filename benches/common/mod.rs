//! What the benchmarks share: the riddles they time, by benchmark id.

use std::path::{Path, PathBuf};

/// The game's seed-000 as `game-5x5`, then every riddle of `corpus/bench` under its file name
/// (`novel-8x5`: 8 guests and 5 categories, the name included). `bench/cpsat.py` finds the same
/// riddles under the same ids.
pub fn riddles() -> Vec<(String, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![(
        "game-5x5".to_string(),
        root.join("corpus/game/seed-000.txt"),
    )];
    let mut bench: Vec<_> = std::fs::read_dir(root.join("corpus/bench"))
        .expect("corpus/bench")
        .map(|entry| entry.expect("entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "txt"))
        .collect();
    bench.sort();
    files.extend(bench.into_iter().map(|path| {
        let id = path
            .file_stem()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        (id, path)
    }));
    files
}
