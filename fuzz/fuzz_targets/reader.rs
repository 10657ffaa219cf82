//! The reader alone, many times faster than `pipeline` (no solver runs): bytes -> text ->
//! sentences -> clues. Nothing may panic; a riddle read without a guess must read the same under
//! `--strict`; and what is read must be well formed: every clue's span a slice of the input,
//! every value it names in the vocabulary, every anonymous guest counted, one guest per name.

#![no_main]

use libfuzzer_sys::fuzz_target;
use riddle::clue::{ClueKind, Guest};
use riddle::read::{ReadOptions, read, read_with, source_from_bytes};
use riddle::riddle::Riddle;
use riddle::vocabulary::Category;

fuzz_target!(|data: &[u8]| {
    let Ok(source) = source_from_bytes("fuzz", data.to_vec()) else {
        return;
    };
    let Ok(riddle) = read(&source) else {
        return;
    };
    if riddle.guesses == 0 {
        let strict = read_with(&source, ReadOptions { strict: true })
            .unwrap_or_else(|errors| panic!("read without a guess, refused strictly: {errors:?}"));
        assert_eq!(strict.clues, riddle.clues, "--strict read other clues");
    }
    assert_eq!(
        riddle.vocabulary.values(Category::NAME).len(),
        riddle.guests,
        "one name per guest"
    );
    for clue in &riddle.clues {
        assert!(
            clue.span.start <= clue.span.end && source.text.get(clue.span.range()).is_some(),
            "clue span {:?} is no slice of the input",
            clue.span
        );
        well_formed(&riddle, &clue.kind);
    }
});

fn well_formed(riddle: &Riddle, kind: &ClueKind) {
    let guest = |guest: &Guest| match *guest {
        Guest::Value(category, value) => assert!(
            (value as usize) < riddle.vocabulary.values(category).len(),
            "{category} value #{value} is not in the vocabulary"
        ),
        Guest::Anonymous(n) => assert!(n < riddle.anonymous, "anonymous #{n} not counted"),
    };
    match kind {
        ClueKind::Same(a, b) | ClueKind::Seats { a, b, .. } => {
            guest(a);
            guest(b);
        }
        ClueKind::InSeat(a, _) => guest(a),
        ClueKind::Not(inner) => well_formed(riddle, inner),
        ClueKind::Declare { category, values } => {
            let named = riddle.vocabulary.values(*category).len();
            assert!(
                values.iter().all(|v| (*v as usize) < named),
                "declared value not in the vocabulary"
            );
        }
    }
}
