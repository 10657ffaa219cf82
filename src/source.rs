//! The riddle text as the user gave it, and byte spans into it. Everything the tool reports
//! points into this original text, never into a cleaned-up copy.

use std::ops::Range;

/// A byte range in the original text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }

    pub fn range(self) -> Range<usize> {
        self.start..self.end
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}

/// A named text: a file's contents or standard input, or one riddle of a stream of them (riddles
/// separated by `---` lines, as `riddle generate` prints them).
#[derive(Clone, Debug)]
pub struct Source {
    /// The input it came from: a path, or `<stdin>`.
    pub name: String,
    pub text: String,
    /// Its number in its input when the input holds several riddles, from 1.
    pub part: Option<usize>,
    /// Lines of the input before `text`, so that line numbers count from the input's start and
    /// an editor opened on the file finds them.
    pub lines_before: usize,
}

impl Source {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Source {
        Source {
            name: name.into(),
            text: text.into(),
            part: None,
            lines_before: 0,
        }
    }

    /// What messages call it: the input's name, with `#N` for the Nth riddle of a stream.
    pub fn label(&self) -> String {
        match self.part {
            Some(n) => format!("{}#{n}", self.name),
            None => self.name.clone(),
        }
    }

    /// 1-based line (counted in the whole input) and column (in characters) of a byte offset.
    pub fn line_column(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let before = &self.text[..offset];
        let line = self.lines_before + before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        (line, before[line_start..].chars().count() + 1)
    }

    pub fn slice(&self, span: Span) -> &str {
        &self.text[span.range()]
    }
}
