//! The JSON contracts of `riddle solve --format json` and `riddle parse --format json`.

use serde::Serialize;
use serde_json::{Map, Value};

use super::describe::describe_clue;
use super::diagnostic::one_line;
use crate::clue::Reading;
use crate::riddle::{Riddle, Seating};
use crate::source::Source;

#[derive(Serialize)]
pub struct SolveJson {
    pub file: String,
    pub status: &'static str,
    pub reading: ReadingJson,
    pub solutions: Vec<Vec<Map<String, Value>>>,
    pub warnings: Vec<String>,
}

#[derive(Serialize)]
pub struct ReadingJson {
    pub left_of: &'static str,
}

impl SolveJson {
    pub fn new(
        source: &Source,
        riddle: &Riddle,
        reading: Reading,
        status: &'static str,
        seatings: &[Seating],
    ) -> SolveJson {
        SolveJson {
            file: source.name.clone(),
            status,
            reading: ReadingJson {
                left_of: reading.name(),
            },
            solutions: seatings.iter().map(|s| seats(riddle, s)).collect(),
            warnings: riddle
                .warnings
                .iter()
                .map(|w| one_line(source, w))
                .collect(),
        }
    }
}

/// One object per seat, far left first: `{"seat": 1, "name": ..., "color": ...}`; a value
/// the riddle never names is `null`.
fn seats(riddle: &Riddle, seating: &Seating) -> Vec<Map<String, Value>> {
    (0..riddle.guests)
        .map(|seat| {
            let mut object = Map::new();
            object.insert("seat".into(), Value::from(seat + 1));
            for category in riddle.vocabulary.categories() {
                let value = seating
                    .get(category, seat)
                    .map(|v| riddle.vocabulary.value(category, v));
                object.insert(
                    category.key().into(),
                    value.map_or(Value::Null, Value::from),
                );
            }
            object
        })
        .collect()
}

#[derive(Serialize)]
pub struct ParseJson {
    pub file: String,
    pub guests: usize,
    pub categories: Map<String, Value>,
    pub clues: Vec<ClueJson>,
    pub warnings: Vec<String>,
}

#[derive(Serialize)]
pub struct ClueJson {
    pub kind: String,
    pub says: String,
    pub line: usize,
    pub column: usize,
    pub text: String,
}

impl ParseJson {
    pub fn new(source: &Source, riddle: &Riddle) -> ParseJson {
        let categories = riddle
            .vocabulary
            .categories()
            .map(|c| {
                (
                    c.key().to_string(),
                    Value::from(riddle.vocabulary.values(c).to_vec()),
                )
            })
            .collect();
        let clues = riddle
            .clues
            .iter()
            .map(|clue| {
                let (kind, says) = describe_clue(&clue.kind, &riddle.vocabulary);
                let (line, column) = source.line_column(clue.span.start);
                ClueJson {
                    kind,
                    says,
                    line,
                    column,
                    text: flatten(source.slice(clue.span)),
                }
            })
            .collect();
        ParseJson {
            file: source.name.clone(),
            guests: riddle.guests,
            categories,
            clues,
            warnings: riddle
                .warnings
                .iter()
                .map(|w| one_line(source, w))
                .collect(),
        }
    }
}

/// Source text on one line, whitespace and Markdown markers folded.
pub fn flatten(text: &str) -> String {
    crate::text::Cleaned::new(text).text
}
