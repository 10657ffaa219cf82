//! The JSON contracts of `--format json` (`riddle solve`, `parse` and `check`): one object per
//! riddle, each with `file` and `status`, the same object for an input that could not be read
//! whatever the command.

use serde::Serialize;
use serde_json::{Map, Value, json};

use super::describe::describe_clue;
use super::diagnostic::one_line;
use super::explain::DifficultyJson;
use crate::answer::Agreement;
use crate::clue::{ClueKind, Guest, Reach, Reading, Seat, SeatRelation};
use crate::diagnostic::Diagnostic;
use crate::riddle::{Riddle, Seating};
use crate::source::Source;
use crate::vocabulary::Vocabulary;

#[derive(Serialize)]
pub struct SolveJson {
    pub file: String,
    pub status: &'static str,
    pub reading: ReadingJson,
    pub solutions: Vec<Vec<Map<String, Value>>>,
    /// With more than one solution, of a riddle that asks something: how many seatings the
    /// answers below were taken over, and whether the count stopped at `--max`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counted: Option<CountJson>,
    /// The riddle's questions, answered over every seating; absent when it asks none or has
    /// no solution.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub answers: Vec<AnswerJson>,
    /// The choices of a multiple-choice question, each with whether it holds; absent when it
    /// has none or has no solution.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<ChoiceJson>,
    pub warnings: Vec<String>,
}

/// "(A) The quail is the rightmost": whether it holds in every seating (`true`), in none
/// (`false`), or in some and not others (`null`, and `determined` false).
#[derive(Serialize)]
pub struct ChoiceJson {
    pub label: String,
    pub text: String,
    pub holds: Option<bool>,
    pub determined: bool,
}

/// "Who owns the zebra?": who holds the value it asks about, and where; "What does the
/// Norwegian drink?": also the value asked for (`answer`), which is `who` for a "who" question.
/// Over several seatings, a part they do not all agree on is `null`; `determined` says that
/// none is.
#[derive(Serialize)]
pub struct AnswerJson {
    pub question: String,
    pub who: Option<String>,
    pub answer: Option<String>,
    pub seat: Option<usize>,
    pub determined: bool,
}

#[derive(Serialize)]
pub struct ReadingJson {
    pub left_of: &'static str,
}

impl SolveJson {
    /// `agreement`: the questions answered over the seatings (none for a riddle without one).
    pub fn new(
        source: &Source,
        riddle: &Riddle,
        reading: Reading,
        status: &'static str,
        seatings: &[Seating],
        agreement: Option<&Agreement>,
    ) -> SolveJson {
        let counted = agreement
            .filter(|a| a.count.solutions > 1)
            .map(|a| CountJson {
                solutions: a.count.solutions,
                capped: a.count.capped,
            });
        SolveJson {
            file: source.label(),
            status,
            reading: ReadingJson {
                left_of: reading.name(),
            },
            solutions: seatings.iter().map(|s| seats(riddle, s)).collect(),
            counted,
            answers: agreement.map_or_else(Vec::new, |a| answers(riddle, a)),
            choices: agreement.map_or_else(Vec::new, |a| choices(riddle, a)),
            warnings: riddle
                .warnings
                .iter()
                .map(|w| one_line(source, w))
                .collect(),
        }
    }
}

/// One object per place answering each question; one with every part `null` where the
/// seatings differ in how many places answer it.
fn answers(riddle: &Riddle, agreement: &Agreement) -> Vec<AnswerJson> {
    let Some(first) = &agreement.first else {
        return Vec::new();
    };
    riddle
        .questions
        .iter()
        .zip(&agreement.questions)
        .flat_map(|(question, held)| match held {
            None => vec![AnswerJson {
                question: question.text.clone(),
                who: None,
                answer: None,
                seat: None,
                determined: false,
            }],
            Some(held) => held
                .iter()
                .map(|held| AnswerJson {
                    question: question.text.clone(),
                    // Asked where, only the place is answered: who is there is not asked.
                    who: (held.same_who && !question.asks_place)
                        .then(|| super::table::who(riddle, first, held.seat)),
                    answer: (held.same_answer && !question.asks_place)
                        .then(|| super::table::what(riddle, first, question, held.seat)),
                    seat: held.same_seat.then_some(held.seat + 1),
                    determined: held.determined(),
                })
                .collect(),
        })
        .collect()
}

fn choices(riddle: &Riddle, agreement: &Agreement) -> Vec<ChoiceJson> {
    if agreement.first.is_none() {
        return Vec::new();
    }
    riddle
        .choices
        .iter()
        .zip(&agreement.choices)
        .map(|(choice, &(holds, same))| ChoiceJson {
            label: choice.label.clone(),
            text: choice.text.clone(),
            holds: same.then_some(holds),
            determined: same,
        })
        .collect()
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
                    riddle.vocabulary.key(category).into(),
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
    /// Always `read`: an input that could not be read gets an [`UnreadableJson`].
    pub status: &'static str,
    pub guests: usize,
    /// Guests no value names ("someone else"), numbered from 0 in `clue`.
    pub anonymous: u16,
    pub categories: Map<String, Value>,
    pub clues: Vec<ClueJson>,
    pub warnings: Vec<String>,
}

#[derive(Serialize)]
pub struct ClueJson {
    pub kind: String,
    pub says: String,
    /// The clue as data, for programs that build their own model of the riddle.
    pub clue: Value,
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
                    riddle.vocabulary.key(c).to_string(),
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
                    clue: clue_data(&clue.kind, &riddle.vocabulary),
                    line,
                    column,
                    text: flatten(source.slice(clue.span)),
                }
            })
            .collect();
        ParseJson {
            file: source.label(),
            status: "read",
            guests: riddle.guests,
            anonymous: riddle.anonymous,
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

/// A clue as JSON, one key naming its kind:
/// `{"same": [A, B]}`, `{"next_to": [A, B]}`,
/// `{"left_of": {"left": A, "right": B, "reach": "as-read" | "immediate" | "somewhere"}}`,
/// `{"left_by": {"left": A, "right": B, "seats": k}}`, `{"apart": {"guests": [A, B], "seats": k}}`,
/// `{"seat": {"guest": A, "from_left": n}}` (or `"from_right": n`, `"center": true`, `"end": true`,
/// `"odd": true`, `"even": true`),
/// `{"not": CLUE}`, `{"either": [[CLUE, ...], ...]}` (every clue of some side holds), `{"declare": {"category": "color", "values": [...]}}`; a guest is
/// `{"category": "name", "value": "Lady Winslow"}` or `{"anonymous": 0}`.
fn clue_data(kind: &ClueKind, vocabulary: &Vocabulary) -> Value {
    let guest = |guest: &Guest| match *guest {
        Guest::Value(category, value) => {
            json!({"category": vocabulary.key(category), "value": vocabulary.value(category, value)})
        }
        Guest::Anonymous(n) => json!({ "anonymous": n }),
    };
    match kind {
        ClueKind::Same(a, b) => json!({"same": [guest(a), guest(b)]}),
        ClueKind::Seats { a, relation, b } => match relation {
            SeatRelation::NextTo => json!({"next_to": [guest(a), guest(b)]}),
            SeatRelation::LeftOf(reach) => {
                let reach = match reach {
                    Reach::AsRead => "as-read",
                    Reach::Immediate => "immediate",
                    Reach::Somewhere => "somewhere",
                };
                json!({"left_of": {"left": guest(a), "right": guest(b), "reach": reach}})
            }
            SeatRelation::LeftBy(k) => {
                json!({"left_by": {"left": guest(a), "right": guest(b), "seats": k}})
            }
            SeatRelation::Apart(k) => {
                json!({"apart": {"guests": [guest(a), guest(b)], "seats": k}})
            }
        },
        ClueKind::InSeat(a, seat) => {
            let mut object = json!({ "guest": guest(a) });
            let (key, n) = match *seat {
                Seat::FromLeft(n) => ("from_left", json!(n)),
                Seat::FromRight(n) => ("from_right", json!(n)),
                Seat::Center => ("center", json!(true)),
                Seat::End => ("end", json!(true)),
                Seat::Odd => ("odd", json!(true)),
                Seat::Even => ("even", json!(true)),
            };
            object[key] = n;
            json!({ "seat": object })
        }
        ClueKind::Not(inner) => json!({"not": clue_data(inner, vocabulary)}),
        ClueKind::Either(sides) => {
            let sides: Vec<Vec<Value>> = (sides.iter())
                .map(|side| {
                    side.iter()
                        .map(|clue| clue_data(clue, vocabulary))
                        .collect()
                })
                .collect();
            json!({ "either": sides })
        }
        ClueKind::Declare { category, values } => {
            let values: Vec<&str> = values
                .iter()
                .map(|v| vocabulary.value(*category, *v))
                .collect();
            json!({"declare": {"category": vocabulary.key(*category), "values": values}})
        }
    }
}

/// Source text on one line, whitespace and Markdown markers folded.
pub fn flatten(text: &str) -> String {
    crate::text::Cleaned::new(text).text
}

/// One line of `riddle check --format json`.
#[derive(Serialize)]
pub struct CheckJson {
    pub file: String,
    /// The verdict, under the key every command's objects share.
    pub status: &'static str,
    pub verdict: &'static str,
    pub reading: ReadingJson,
    pub counts: CountsJson,
    pub answers: usize,
    /// The riddle's questions answered over every solution counted, as `solve`'s `answers`;
    /// absent when it asks none or is contradictory.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub questions: Vec<AnswerJson>,
    /// Its choices, as `solve`'s `choices`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<ChoiceJson>,
    pub conflict: Vec<CitedClue>,
    pub redundant: Vec<CitedClue>,
    /// With `--redundant`: clues that can all be dropped together, the answer staying unique.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub droppable_together: Option<Vec<CitedClue>>,
    /// With `--difficulty` and a unique answer: how hard its explanation is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<DifficultyJson>,
    /// How many sentences were read by a guess (each also among the warnings).
    pub guesses: usize,
    pub warnings: Vec<String>,
}

#[derive(Serialize)]
pub struct CountsJson {
    pub immediate: Option<CountJson>,
    pub somewhere: Option<CountJson>,
}

#[derive(Serialize)]
pub struct CountJson {
    pub solutions: usize,
    pub capped: bool,
}

#[derive(Serialize)]
pub struct CitedClue {
    pub line: usize,
    pub text: String,
    pub says: String,
}

impl CheckJson {
    pub fn new(source: &Source, riddle: &Riddle, report: &crate::check::Report) -> CheckJson {
        let cite = |clues: &[usize]| -> Vec<CitedClue> {
            clues
                .iter()
                .map(|i| {
                    let clue = &riddle.clues[*i];
                    CitedClue {
                        line: source.line_column(clue.span.start).0,
                        text: flatten(source.slice(clue.span)),
                        says: describe_clue(&clue.kind, &riddle.vocabulary).1,
                    }
                })
                .collect()
        };
        let count = |c: crate::engine::Count| {
            Some(CountJson {
                solutions: c.solutions,
                capped: c.capped,
            })
        };
        let droppable_together = report.redundancy.as_ref().map(|r| {
            let dropped: Vec<usize> = (0..riddle.clues.len())
                .filter(|i| !matches!(riddle.clues[*i].kind, crate::clue::ClueKind::Declare { .. }))
                .filter(|i| !r.smallest.contains(i))
                .collect();
            cite(&dropped)
        });
        CheckJson {
            file: source.label(),
            status: report.verdict.name(),
            verdict: report.verdict.name(),
            reading: ReadingJson {
                left_of: report.reading.name(),
            },
            counts: CountsJson {
                immediate: count(report.immediate),
                somewhere: count(report.somewhere),
            },
            answers: report.answers.len(),
            questions: (report.agreement.as_ref()).map_or_else(Vec::new, |a| answers(riddle, a)),
            choices: (report.agreement.as_ref()).map_or_else(Vec::new, |a| choices(riddle, a)),
            conflict: cite(&report.conflict),
            redundant: report
                .redundancy
                .as_ref()
                .map_or_else(Vec::new, |r| cite(&r.each)),
            droppable_together,
            difficulty: report.difficulty.map(DifficultyJson::from),
            guesses: riddle.guesses,
            warnings: riddle
                .warnings
                .iter()
                .map(|w| one_line(source, w))
                .collect(),
        }
    }
}

/// The object for an input that gave nothing to work on (a missing file, a riddle not
/// understood), the same for every command: `{"file", "status": "unreadable", "errors"}`;
/// `riddle check` adds `"verdict": "unreadable"`, since its other objects carry the verdict
/// under that key too.
#[derive(Serialize)]
pub struct UnreadableJson {
    pub file: String,
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verdict: Option<&'static str>,
    pub errors: Vec<ErrorJson>,
}

/// One error: where (`line` and `column` are `null` for a problem of the input as a whole),
/// what, and when there is one, what was expected there (`label`) and a hint (`help`).
#[derive(Serialize)]
pub struct ErrorJson {
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<String>,
    /// The bytes it is about in the riddle's text, left out with `line`: what the page of
    /// `riddle serve` underlines.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub span: Option<SpanJson>,
}

/// A byte range of a riddle's text, `start` included and `end` not: its bytes `start..end` of
/// the input, counted from the first byte of the riddle (of its part, in a `---` stream).
#[derive(Serialize)]
pub struct SpanJson {
    pub start: usize,
    pub end: usize,
}

impl From<crate::source::Span> for SpanJson {
    fn from(span: crate::source::Span) -> SpanJson {
        SpanJson {
            start: span.start,
            end: span.end,
        }
    }
}

impl UnreadableJson {
    pub fn new(source: &Source, errors: &[Diagnostic]) -> UnreadableJson {
        UnreadableJson {
            file: source.label(),
            status: "unreadable",
            verdict: None,
            errors: errors
                .iter()
                .map(|e| {
                    let at = e.span.map(|span| source.line_column(span.start));
                    ErrorJson {
                        line: at.map(|(line, _)| line),
                        column: at.map(|(_, column)| column),
                        message: e.message.clone(),
                        label: e.label.clone(),
                        help: e.help.clone(),
                        span: e.span.map(SpanJson::from),
                    }
                })
                .collect(),
        }
    }

    /// As `riddle check` prints it.
    pub fn verdict(self) -> UnreadableJson {
        UnreadableJson {
            verdict: Some("unreadable"),
            ..self
        }
    }
}
