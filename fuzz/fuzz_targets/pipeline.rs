//! The whole path a user's bytes take: bytes -> text -> sentences -> clues -> solutions, with
//! both exact solvers. Nothing on it may panic, a riddle read without a guess must read the
//! same under `--strict`, and whenever both solvers answer they must
//! agree on the set of seatings (and every seating the search finds must pass `verify`; the
//! 0/1 program's are verified inside `solve`).

#![no_main]

use std::collections::HashSet;

use libfuzzer_sys::fuzz_target;
use riddle::clue::Reading;
use riddle::read::{ReadOptions, read, read_with, source_from_bytes};
use riddle::search::search;
use riddle::solve::solve;
use riddle::verify::verify;

/// Two seatings are enough to tell "unique" from "more than one", as `riddle solve` does.
const LIMIT: usize = 2;

fuzz_target!(|data: &[u8]| {
    let Ok(source) = source_from_bytes("fuzz", data.to_vec()) else {
        return;
    };
    let Ok(riddle) = read(&source) else {
        return;
    };
    // No guess goes unannounced: a riddle read without a guess reads the same under --strict.
    if riddle.guesses == 0 {
        let strict = read_with(&source, ReadOptions { strict: true })
            .unwrap_or_else(|errors| panic!("read without a guess, refused strictly: {errors:?}"));
        assert_eq!(strict.clues, riddle.clues, "--strict read other clues");
    }
    let reading = Reading::Immediate;
    let searched = search(&riddle, reading, LIMIT);
    for seating in &searched {
        if let Err(violation) = verify(&riddle, seating, reading) {
            panic!("search found {seating:?}, which breaks {violation}");
        }
    }
    // A failure of the 0/1 program (a seating that does not verify, or microlp giving up) is
    // shown to the user as an internal error rather than a wrong answer, but it is a bug all the
    // same.
    let solved = solve(&riddle, reading, LIMIT)
        .unwrap_or_else(|error| panic!("solve failed: {error} on {:#?}", riddle.clues));
    let searched_set: HashSet<_> = searched.iter().collect();
    let solved_set: HashSet<_> = solved.iter().collect();
    assert_eq!(
        searched_set.len(),
        searched.len(),
        "search repeated a seating"
    );
    assert_eq!(solved_set.len(), solved.len(), "solve repeated a seating");
    if searched.len() < LIMIT || solved.len() < LIMIT {
        // At least one solver saw every seating: the sets must be equal.
        assert_eq!(
            searched_set, solved_set,
            "search and solve disagree on {:#?}",
            riddle.clues
        );
    }
});
