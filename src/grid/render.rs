//! A grid puzzle's results for people and scripts: the drawings as text, or one JSON object per
//! file (`{"file", "kind", "solutions", "grids"}`).

use serde::Serialize;
use serde_json::{Map, Value};

use super::Puzzle;
use super::drawing::Drawing;

/// A drawing as text lines, then its pieces' tetrominoes when they have names.
pub fn render_drawing(drawing: &Drawing) -> String {
    let mut text = String::new();
    for row in &drawing.rows {
        text.push_str(row);
        text.push('\n');
    }
    if !drawing.pieces.is_empty() {
        let names: Vec<String> = drawing
            .pieces
            .iter()
            .map(|(label, name)| format!("{label}={name}"))
            .collect();
        text.push_str(&format!("pieces: {}\n", names.join(" ")));
    }
    text
}

/// The line giving the exact count.
pub fn render_count(count: u64) -> String {
    format!("solutions: {count}\n")
}

#[derive(Serialize)]
pub struct GridJson {
    pub file: String,
    pub kind: &'static str,
    /// The exact number of solutions.
    pub solutions: u64,
    /// The solutions drawn: one, every one (`--all`), or none (`--count`).
    pub grids: Vec<Value>,
}

impl GridJson {
    pub fn new(file: String, puzzle: &Puzzle, solutions: u64, drawings: &[Drawing]) -> GridJson {
        GridJson {
            file,
            kind: puzzle.kind(),
            solutions,
            grids: drawings.iter().map(drawing_json).collect(),
        }
    }
}

/// `{"rows": [...]}`, with `"pieces": {"A": "J", ...}` for sigils.
fn drawing_json(drawing: &Drawing) -> Value {
    let mut object = Map::new();
    object.insert(
        "rows".into(),
        Value::Array(drawing.rows.iter().cloned().map(Value::String).collect()),
    );
    if !drawing.pieces.is_empty() {
        let pieces = drawing
            .pieces
            .iter()
            .map(|(label, name)| (label.to_string(), Value::String(name.to_string())))
            .collect();
        object.insert("pieces".into(), Value::Object(pieces));
    }
    Value::Object(object)
}
