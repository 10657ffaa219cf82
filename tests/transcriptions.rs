//! Real transcriptions of the game's riddle, with the noise people paste (Markdown emphasis
//! around paragraphs, a guest list without its period, hard wraps, slips): each must read and
//! solve to its published answer, with a warning for each correction. They live beside the
//! project, in `../shared/corpus-dev/transcriptions`, and are not copied into `corpus/`; where
//! that folder is missing, the test says so and checks nothing.

mod corpus_dev;

use corpus_dev::{folded, riddles};
use riddle::clue::Reading;
use riddle::read::read;
use riddle::solve::solve;
use riddle::source::Source;
use riddle::vocabulary::Category;

/// The rows of a `.answer` table: each seat's values, left to right, name first.
fn published(answer: &str) -> Vec<Vec<String>> {
    answer
        .lines()
        .filter(|l| !l.starts_with('#') && l.contains('|'))
        .map(|l| l.split('|').skip(1).map(folded).collect())
        .collect()
}

#[test]
fn transcriptions_read_and_solve_to_their_published_answers() {
    let Some(paths) = riddles("transcriptions") else {
        return;
    };
    let categories = [
        Category::NAME,
        Category::COLOR,
        Category::DRINK,
        Category::CITY,
        Category::HEIRLOOM,
    ];
    // Not every transcription has noise (some were pasted clean), but most do, and each noise
    // corrected is said.
    let mut warned = 0;
    let count = paths.len();
    for path in paths {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(&path).expect("a text file");
        let riddle = read(&Source::new(&name, text)).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        warned += usize::from(!riddle.warnings.is_empty());
        let seatings = solve(&riddle, Reading::Immediate, 2).expect("solvable");
        assert_eq!(seatings.len(), 1, "{name}: exactly one answer");
        let got: Vec<Vec<String>> = (0..riddle.guests)
            .map(|seat| {
                categories
                    .iter()
                    .map(|&c| {
                        seatings[0]
                            .get(c, seat)
                            .map_or(String::new(), |v| folded(riddle.vocabulary.value(c, v)))
                    })
                    .collect()
            })
            .collect();
        let answer = std::fs::read_to_string(path.with_extension("answer")).expect(".answer");
        assert_eq!(got, published(&answer), "{name}: the published answer");
    }
    assert!(
        2 * warned > count,
        "only {warned} of {count} transcriptions had their noise corrected with a warning"
    );
}
