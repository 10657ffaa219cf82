//! riddle reads Dishonored-style logic riddles in plain prose, solves them exactly as a 0/1
//! integer program, and says whether the answer is unique.
//!
//! The modules follow the pipeline: `text` (clean-up and sentences), `grammar` (sentences to
//! clues), `clue` (the AST), `propagate` (each guest's possible seats, narrowed), `compile` (clues
//! to a 0/1 program over what is left open), `solve`, `verify`, `render`;
//! `serve` puts the commands' JSON and a page for players on a local web server.

pub mod answer;
pub mod check;
pub mod cli;
pub mod clue;
pub mod compile;
pub mod diagnostic;
pub mod engine;
pub mod explain;
pub mod generate;
pub mod grammar;
pub mod grid;
pub mod ordered;
pub mod phrase_file;
pub mod propagate;
pub mod read;
pub mod render;
pub mod riddle;
pub mod search;
pub mod seat_relation;
pub mod senses;
pub mod serve;
pub mod solve;
pub mod source;
pub mod text;
pub mod verify;
pub mod vocabulary;
pub mod walk;
