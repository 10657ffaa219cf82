//! Riddles in other voices, as new users write them the first time they paste one: a gamer
//! in lower case, a German speaker's word order, a story around the clues, verse, a phone
//! photo's broken lines (`tests/voices/`, one line each in its README). Each has exactly one
//! answer, proven by the brute force of `tests/voices/models.py`. Every riddle must read and
//! solve to its `.answer`, but those on `tests/voices/pending.txt`, which must get no verdict;
//! none may ever get a wrong one, and one that now reads right must leave the list.

mod corpus_dev;

use corpus_dev::{by_places, listed, ratchet, riddles_in};
use std::path::Path;

#[test]
fn riddles_in_other_voices_read_and_solve_to_their_answers() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/voices");
    let mut paths = riddles_in(&dir).expect("tests/voices is part of the project");
    // The pending list is the one text there that is not a riddle; every riddle has its answer.
    paths.retain(|p| !p.ends_with("pending.txt"));
    for path in &paths {
        assert!(
            path.with_extension("answer").exists(),
            "{} has no .answer beside it",
            path.display()
        );
    }
    let pending = listed(include_str!("voices/pending.txt"));
    // The list names only riddles that are there, so that it cannot go stale.
    for file in &pending {
        assert!(
            paths.iter().any(|p| p.ends_with(file)),
            "tests/voices/pending.txt names {file}, which is not in tests/voices"
        );
    }
    let problems = ratchet(&paths, "", &pending, "tests/voices/pending.txt", by_places);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
