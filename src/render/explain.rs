//! `riddle explain` and `riddle hint` in words and as JSON: each step's conclusion in plain
//! English, then the clues it uses (quoted, with where they are) and the facts it starts from.

use serde::Serialize;

use super::diagnostic::one_line;
use super::json::{ReadingJson, SpanJson, flatten};
use super::place;
use super::{render_answer, render_reading_where_it_matters, render_table};
use crate::clue::Reading;
use crate::explain::grid::Grid;
use crate::explain::{Broken, Difficulty, Explanation, Fact, Level, Origin, Step, Var, grid::each};
use crate::propagate::Seats;
use crate::riddle::Riddle;
use crate::source::{Source, Span};
use crate::vocabulary::Category;

/// How the steps speak of a riddle's values and places.
pub struct Words<'a> {
    pub source: &'a Source,
    pub riddle: &'a Riddle,
    pub grid: &'a Grid,
}

impl Words<'_> {
    /// A value as a person: "Countess Contee", "the guest in green", "the owner of the Ring".
    pub fn who(&self, var: Var) -> String {
        self.phrases(var).0
    }

    /// What a value says of a person: "is Countess Contee", "wears green", "whose sport is golf".
    fn is(&self, var: Var) -> Said {
        self.phrases(var).1
    }

    /// A value as a person, and as what is said of one. Who is in a place is a guest at a
    /// table and a person elsewhere (`place::occupant`); things in a row are named with their
    /// article ("the red book"), people by name alone.
    fn phrases(&self, var: Var) -> (String, Said) {
        let (category, value) = self.grid.vars[var];
        let vocabulary = &self.riddle.vocabulary;
        let v = vocabulary.value(category, value);
        let place = self.riddle.place;
        let one = place::occupant(place);
        let (who, is) = match category {
            Category::NAME
                if vocabulary.names_things() && v.starts_with(|c: char| c.is_lowercase()) =>
            {
                ("the", "is the")
            }
            Category::NAME => ("", "is"),
            Category::NATIONALITY | Category::JOB => ("the", "is the"),
            // A house's color is the house's, as the zebra riddles paint them; at a table, the
            // guest wears it. In a parking space or on a floor a color belongs to something the
            // riddle names (a car, a door), which the step cannot know: said by the key below.
            Category::COLOR if matches!(place, "house" | "hut") => {
                return (
                    format!("the {one} in the {v} {place}"),
                    Said::Does(format!("lives in the {v} {place}")),
                );
            }
            Category::COLOR if !matches!(place, "space" | "floor") => {
                return (
                    format!("the {one} in {v}"),
                    Said::Does(format!("wears {v}")),
                );
            }
            Category::DRINK => {
                let drinks = format!("drinks {v}");
                return (format!("the {one} who {drinks}"), Said::Does(drinks));
            }
            Category::CITY => {
                return (
                    format!("the {one} from {v}"),
                    Said::Does(format!("is from {v}")),
                );
            }
            Category::HEIRLOOM | Category::PET => ("the owner of the", "owns the"),
            Category::SMOKE => {
                let smokes = format!("smokes {v}");
                return (format!("the {one} who {smokes}"), Said::Does(smokes));
            }
            _ => {
                let whose = format!("{} is {v}", vocabulary.key(category));
                return (format!("the {one} whose {whose}"), Said::Whose(whose));
            }
        };
        let who = if who.is_empty() {
            v.to_string()
        } else {
            format!("{who} {v}")
        };
        (who, Said::Does(format!("{is} {v}")))
    }

    /// "in seat 3", "on floor 2, 4 or 5".
    fn places(&self, seats: impl IntoIterator<Item = usize>) -> String {
        place::at(self.riddle.place, seats)
    }

    /// What is known of a value: "X is in seat 3", "X is on floor 3 or 4", "X is not in seat 1".
    fn known(&self, var: Var, seats: Seats) -> String {
        let open = seats.count_ones() as usize;
        let closed = self.grid.guests - open;
        let who = self.who(var);
        if open == 1 || open <= closed {
            format!("{who} is {}", self.places(each(seats)))
        } else {
            let all = ((1u32 << self.grid.guests) - 1) as Seats;
            format!("{who} is not {}", self.places(each(all & !seats)))
        }
    }

    /// What a step concludes, each value once: placed ones where they are (those placed in one
    /// place together said as one person: "the guest in green, who drinks beer, is in seat 4"),
    /// others where they are not (leaving out the places of values the step placed: nobody else
    /// of their category sits there).
    pub fn conclusions(&self, step: &Step) -> Vec<String> {
        let mut vars: Vec<Var> = step.ruled_out.iter().map(|&(v, _)| v).collect();
        vars.dedup();
        let place_of = |var: Var| step.placed.iter().find(|&&(v, _)| v == var).map(|p| p.1);
        let mut said = Vec::new();
        vars.into_iter()
            .filter_map(|var| {
                if let Some(seat) = place_of(var) {
                    if said.contains(&seat) {
                        return None;
                    }
                    said.push(seat);
                    let who = self.who(var);
                    let together: Vec<Said> = step
                        .placed
                        .iter()
                        .filter(|&&(v, s)| s == seat && v != var)
                        .map(|&(v, _)| self.is(v))
                        .collect();
                    let is_in = format!("is {}", self.places([seat]));
                    return Some(if together.is_empty() {
                        format!("{who} {is_in}")
                    } else {
                        format!("{who}, {}, {is_in}", relative(&together))
                    });
                }
                let (mates, _) = self.grid.category_of(var);
                let seats: Vec<usize> = step
                    .ruled_out
                    .iter()
                    .filter(|&&(v, seat)| {
                        v == var
                            && !step
                                .placed
                                .iter()
                                .any(|&(p, s)| s == seat && p != var && mates.contains(&p))
                    })
                    .map(|&(_, seat)| seat)
                    .collect();
                (!seats.is_empty())
                    .then(|| format!("{} is not {}", self.who(var), self.places(seats)))
            })
            .collect()
    }

    /// The step's reasoning and conclusion, as one sentence or three.
    fn says(&self, step: &Step) -> String {
        let so = list(&self.conclusions(step));
        match (step.level, step.supposed, step.seat) {
            (Level::Rule, _, Some(seat)) => {
                let (category, _) = self.grid.vars[step.ruled_out[0].0];
                format!(
                    "No other {} is left for {} {}, so {so}.",
                    self.riddle.vocabulary.key(category),
                    self.riddle.place,
                    seat + 1
                )
            }
            (_, Some((var, seat)), _) => {
                let supposed = format!("{} is {}", self.who(var), self.places([seat]));
                let then = match (step.level, step.broken) {
                    (Level::Search, _) => {
                        "no seating satisfies the clues and facts below (trying every one shows it)"
                            .to_string()
                    }
                    (_, Some(Broken::Category(index))) => {
                        let (range, _) = &self.grid.categories[index];
                        let (category, _) = self.grid.vars[range.start];
                        format!(
                            "the clues and facts below leave the {} no different {}s to take",
                            self.riddle.vocabulary.plural(category),
                            self.riddle.place
                        )
                    }
                    (_, Some(Broken::Clue(clue))) => {
                        let clue = self.clue(clue);
                        format!(
                            "the clues and facts below leave the clue at {}:{} no way to hold",
                            clue.line, clue.column
                        )
                    }
                    (_, None) => "the clues and facts below cannot all hold".to_string(),
                };
                format!("Suppose {supposed}: then {then}, a contradiction. So {so}.")
            }
            _ => sentence(&so),
        }
    }

    /// Where a clue is and its words.
    fn clue(&self, clue: usize) -> ClueJson {
        let span = self.riddle.clues[clue].span;
        let (line, column) = self.source.line_column(span.start);
        ClueJson {
            at: format!("{}:{line}:{column}", self.source.label()),
            line,
            column,
            text: flatten(self.source.slice(span)),
            span: span.into(),
        }
    }

    /// "step 3", "steps 1, 4", "given", "given, step 2".
    fn from(&self, origins: &[Origin]) -> String {
        let given = origins.contains(&Origin::Given);
        let steps: Vec<String> = origins
            .iter()
            .filter_map(|o| match o {
                Origin::Step(n) => Some((n + 1).to_string()),
                Origin::Given => None,
            })
            .collect();
        let mut parts = Vec::new();
        if given {
            parts.push("given".to_string());
        }
        match steps.len() {
            0 => {}
            1 => parts.push(format!("step {}", steps[0])),
            _ => parts.push(format!("steps {}", steps.join(", "))),
        }
        parts.join(", ")
    }

    /// One step: its number and what it says, then its clues and facts, indented.
    pub fn step(&self, number: usize, step: &Step) -> String {
        let mut out = format!("{number}. {}\n", self.says(step));
        // Clues read from one sentence share its words: quoted once, and a clue read from
        // words inside another's ("the guest in the center seat" inside "The traveler from
        // Driscol did not sit next to the guest in the center seat") not again.
        let spans: Vec<Span> = step
            .clues
            .iter()
            .map(|&c| self.riddle.clues[c].span)
            .collect();
        let inside = |i: usize| {
            let span = spans[i];
            spans.iter().enumerate().any(|(j, other)| {
                other.start <= span.start && span.end <= other.end && (*other != span || j < i)
            })
        };
        let clues = (0..spans.len())
            .filter(|&i| !inside(i))
            .map(|i| self.clue(step.clues[i]));
        for clue in clues {
            out.push_str(&format!("   clue {}  \"{}\"\n", clue.at, clue.text));
        }
        for fact in &step.facts {
            out.push_str(&format!(
                "   from {}: {}.\n",
                self.from(&fact.origins),
                self.known(fact.var, fact.seats)
            ));
        }
        out
    }
}

/// What a value says of the person it is placed with: something she does or is ("drinks
/// beer", "is the Dane"), or something of hers ("sport is golf", said after "whose").
enum Said {
    Does(String),
    Whose(String),
}

/// The relative clause after a person: "who drinks beer and owns the Ring", "whose sport is
/// golf", "who wears red and whose sport is golf".
fn relative(said: &[Said]) -> String {
    let does: Vec<String> = said
        .iter()
        .filter_map(|s| match s {
            Said::Does(does) => Some(does.clone()),
            Said::Whose(_) => None,
        })
        .collect();
    let mut clauses = Vec::new();
    if !does.is_empty() {
        clauses.push(format!("who {}", join(&does)));
    }
    clauses.extend(said.iter().filter_map(|s| match s {
        Said::Whose(whose) => Some(format!("whose {whose}")),
        Said::Does(_) => None,
    }));
    join(&clauses)
}

/// "a", "a and b", "a, b and c".
fn join(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// A step's conclusions as one list: joined as `join` does, or by semicolons when three or
/// more are and one has commas of its own ("A, who drinks tea, is in seat 1; B is in seat 2;
/// and C is in seat 3"), so that the list's commas are not taken for the person's.
fn list(parts: &[String]) -> String {
    match parts {
        [_, _, _, ..] if parts.iter().any(|p| p.contains(',')) => {
            let (last, rest) = parts.split_last().expect("three or more");
            format!("{}; and {last}", rest.join("; "))
        }
        _ => join(parts),
    }
}

/// Capitalised, with a full stop.
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}

/// The level's name in JSON and in the difficulty line.
fn level_name(level: Level) -> &'static str {
    match level {
        Level::Rule => "rule",
        Level::Clue => "clue",
        Level::Pair => "pair",
        Level::Split => "case-split",
        Level::Search => "case-split-search",
    }
}

/// "12 steps, hardest step cost 5, no case split".
pub fn render_difficulty(difficulty: Difficulty) -> String {
    format!(
        "{} step{}, hardest step cost {}, {}",
        difficulty.steps,
        if difficulty.steps == 1 { "" } else { "s" },
        difficulty.hardest,
        if difficulty.case_split {
            "needs a case split"
        } else {
            "no case split"
        }
    )
}

/// What `riddle explain` prints for one riddle.
pub fn render_explanation(words: &Words, reading: Reading, explanation: &Explanation) -> String {
    let mut out = render_reading_where_it_matters(words.riddle, reading);
    for (n, step) in explanation.steps.iter().enumerate() {
        out.push_str(&words.step(n + 1, step));
    }
    out.push_str(&format!(
        "\nDifficulty: {}\n\n",
        render_difficulty(explanation.difficulty())
    ));
    out.push_str(&render_table(words.riddle, &explanation.answer, None));
    out.push_str("\n\nAnswer (unique):\n");
    out.push_str(&render_answer(words.riddle, &explanation.answer, reading));
    out
}

/// What `riddle hint` prints: the next step, or that there is none left.
pub fn render_hint(words: &Words, step: Option<&Step>) -> String {
    match step {
        Some(step) => format!("Next step:\n{}", words.step(1, step)),
        None => "Nothing left to deduce: every value has its place.\n".to_string(),
    }
}

#[derive(Serialize)]
pub struct ClueJson {
    /// `file:line:column`.
    pub at: String,
    pub line: usize,
    pub column: usize,
    pub text: String,
    /// Where `text` is, in bytes of the riddle's text.
    pub span: SpanJson,
}

#[derive(Serialize)]
pub struct ValueJson {
    pub category: String,
    pub value: String,
}

#[derive(Serialize)]
pub struct FactJson {
    #[serde(flatten)]
    pub value: ValueJson,
    /// The places (from 1) the value was known to be left with.
    pub places: Vec<usize>,
    /// Where that was learned: step numbers (from 1), and "given" for facts given.
    pub from: Vec<serde_json::Value>,
    pub says: String,
}

#[derive(Serialize)]
pub struct ConclusionJson {
    #[serde(flatten)]
    pub value: ValueJson,
    pub place: usize,
    /// Whether the value is in the place (else it is not).
    pub is: bool,
}

#[derive(Serialize)]
pub struct StepJson {
    pub number: usize,
    /// `rule`, `clue`, `pair`, `case-split` or `case-split-search`.
    pub kind: &'static str,
    pub cost: usize,
    pub clues: Vec<ClueJson>,
    pub facts: Vec<FactJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub supposed: Option<ConclusionJson>,
    /// Every cell the step settles: values placed, and places ruled out for the others.
    pub concludes: Vec<ConclusionJson>,
    pub says: String,
}

impl StepJson {
    pub fn new(words: &Words, number: usize, step: &Step) -> StepJson {
        let value = |var: Var| {
            let (category, value) = words.grid.vars[var];
            let vocabulary = &words.riddle.vocabulary;
            ValueJson {
                category: vocabulary.key(category).to_string(),
                value: vocabulary.value(category, value).to_string(),
            }
        };
        let cell = |(var, seat): (Var, usize), is: bool| ConclusionJson {
            value: value(var),
            place: seat + 1,
            is,
        };
        let placed = step.placed.iter().map(|&c| cell(c, true));
        let ruled_out = step
            .ruled_out
            .iter()
            .filter(|&&(var, _)| !step.placed.iter().any(|&(p, _)| p == var))
            .map(|&c| cell(c, false));
        StepJson {
            number,
            kind: level_name(step.level),
            cost: step.cost,
            clues: step.clues.iter().map(|&c| words.clue(c)).collect(),
            facts: step
                .facts
                .iter()
                .map(|fact: &Fact| FactJson {
                    value: value(fact.var),
                    places: each(fact.seats).map(|s| s + 1).collect(),
                    from: fact
                        .origins
                        .iter()
                        .map(|o| match o {
                            Origin::Given => "given".into(),
                            Origin::Step(n) => (n + 1).into(),
                        })
                        .collect(),
                    says: sentence(&words.known(fact.var, fact.seats)),
                })
                .collect(),
            supposed: step.supposed.map(|c| cell(c, true)),
            concludes: placed.chain(ruled_out).collect(),
            says: words.says(step),
        }
    }
}

#[derive(Serialize)]
pub struct DifficultyJson {
    pub steps: usize,
    pub hardest: usize,
    pub case_split: bool,
}

impl From<Difficulty> for DifficultyJson {
    fn from(d: Difficulty) -> DifficultyJson {
        DifficultyJson {
            steps: d.steps,
            hardest: d.hardest,
            case_split: d.case_split,
        }
    }
}

/// One line of `riddle explain --format json`.
#[derive(Serialize)]
pub struct ExplainJson {
    pub file: String,
    pub status: &'static str,
    pub reading: ReadingJson,
    pub steps: Vec<StepJson>,
    pub difficulty: DifficultyJson,
    pub warnings: Vec<String>,
}

/// One line of `riddle hint --format json`: `status` is `hint`, or `solved` with no step.
#[derive(Serialize)]
pub struct HintJson {
    pub file: String,
    pub status: &'static str,
    pub reading: ReadingJson,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub step: Option<StepJson>,
    pub warnings: Vec<String>,
}

fn warnings(source: &Source, riddle: &Riddle) -> Vec<String> {
    riddle
        .warnings
        .iter()
        .map(|w| one_line(source, w))
        .collect()
}

impl ExplainJson {
    pub fn new(words: &Words, reading: Reading, explanation: &Explanation) -> ExplainJson {
        ExplainJson {
            file: words.source.label(),
            status: "unique",
            reading: ReadingJson {
                left_of: reading.name(),
            },
            steps: explanation
                .steps
                .iter()
                .enumerate()
                .map(|(n, step)| StepJson::new(words, n + 1, step))
                .collect(),
            difficulty: explanation.difficulty().into(),
            warnings: warnings(words.source, words.riddle),
        }
    }
}

impl HintJson {
    pub fn new(words: &Words, reading: Reading, step: Option<&Step>) -> HintJson {
        HintJson {
            file: words.source.label(),
            status: if step.is_some() { "hint" } else { "solved" },
            reading: ReadingJson {
                left_of: reading.name(),
            },
            step: step.map(|step| StepJson::new(words, 1, step)),
            warnings: warnings(words.source, words.riddle),
        }
    }
}
