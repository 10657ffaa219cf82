//! The answers of `corpus/phrased` proved by an enumeration that shares no code with the
//! project (`tests/enumerate/enumerate.py`, Python's standard library only): every seating is
//! tried against a hand-written model of each riddle's clues. Where `python3` is missing, the
//! test says so and checks nothing.

use std::process::Command;

#[test]
fn every_hand_written_answer_is_the_one_seating_an_independent_enumeration_finds() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/enumerate/enumerate.py");
    let Ok(out) = Command::new("python3").arg(script).output() else {
        eprintln!("python3 is not here: the enumeration did not run");
        return;
    };
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("exactly one solution, equal to the .answer"),
        "{stdout}"
    );
}
