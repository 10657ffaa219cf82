//! The text layer every kind of grid puzzle shares, before any kind is known: comment and blank
//! lines dropped, the kind's line, `key: value` fields, then the rows of the drawing, each cell
//! with its byte span so that every error can point at it.
//!
//! ```text
//! # solutions: 67          comments (`#`) and blank lines anywhere
//! cake                     the kind: cake, sigils or fans
//! pieces: 6                fields, before the rows
//! STTSTS                   rows: one character per cell, spaces between cells ignored
//! ```

use crate::diagnostic::Diagnostic;
use crate::source::Span;

/// A word or value of the text, where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word {
    pub text: String,
    pub span: Span,
}

impl Word {
    /// The characters of the word with their spans, spaces left out.
    pub fn chars(&self) -> impl Iterator<Item = (char, Span)> + '_ {
        spanned_chars(&self.text, self.span.start)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub key: Word,
    pub value: Word,
}

/// One row of the drawing: its cells, each a character with its span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub span: Span,
    pub cells: Vec<(char, Span)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub kind: Word,
    pub fields: Vec<Field>,
    pub rows: Vec<Row>,
}

fn spanned_chars(text: &str, start: usize) -> impl Iterator<Item = (char, Span)> + '_ {
    text.char_indices()
        .filter(|(_, c)| !c.is_whitespace())
        .map(move |(i, c)| (c, Span::new(start + i, start + i + c.len_utf8())))
}

/// The layout of `text`, or every error found in it.
pub fn layout(text: &str) -> Result<Layout, Vec<Diagnostic>> {
    let mut kind: Option<Word> = None;
    let mut fields = Vec::new();
    let mut rows: Vec<Row> = Vec::new();
    let mut errors = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let content = line.trim_end();
        let indent = content.len() - content.trim_start().len();
        let content = content.trim_start();
        if content.is_empty() || content.starts_with('#') {
            continue;
        }
        let at = start + indent;
        let span = Span::new(at, at + content.len());
        if kind.is_none() {
            if content.contains(':') || content.contains(char::is_whitespace) {
                errors.push(
                    Diagnostic::error("the first line that is not a comment names the puzzle")
                        .at(span)
                        .label("expected one word: cake, sigils or fans"),
                );
                return Err(errors);
            }
            kind = Some(Word {
                text: content.to_string(),
                span,
            });
            continue;
        }
        if let Some(colon) = content.find(':') {
            if let Some(first) = rows.first() {
                errors.push(
                    Diagnostic::error("a field after the rows: fields come first")
                        .at(span)
                        .label("a field")
                        .help(format!(
                            "the drawing starts at line {}: move this line above it",
                            line_of(text, first.span.start)
                        )),
                );
                continue;
            }
            let key = content[..colon].trim_end();
            let value_text = &content[colon + 1..];
            let value_at = at + colon + 1 + (value_text.len() - value_text.trim_start().len());
            let value = value_text.trim();
            if key.is_empty() {
                errors.push(
                    Diagnostic::error("a field without a name")
                        .at(Span::new(at, at + 1))
                        .label("expected a name before `:`"),
                );
                continue;
            }
            if value.is_empty() {
                errors.push(
                    Diagnostic::error(format!("the field `{key}` has no value"))
                        .at(Span::new(at + colon, at + colon + 1))
                        .label("expected a value after `:`"),
                );
                continue;
            }
            fields.push(Field {
                key: Word {
                    text: key.to_string(),
                    span: Span::new(at, at + key.len()),
                },
                value: Word {
                    text: value.to_string(),
                    span: Span::new(value_at, value_at + value.len()),
                },
            });
        } else {
            rows.push(Row {
                span,
                cells: spanned_chars(content, at).collect(),
            });
        }
    }
    let Some(kind) = kind else {
        errors.push(
            Diagnostic::error("no puzzle: only comments and blank lines").help(
                "the first line that is not a comment names the puzzle: cake, sigils or fans",
            ),
        );
        return Err(errors);
    };
    if errors.is_empty() {
        Ok(Layout { kind, fields, rows })
    } else {
        Err(errors)
    }
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset].matches('\n').count() + 1
}

impl Layout {
    /// What messages call the puzzle: "a cake", "a sigil frame", "a fan puzzle".
    pub fn noun(&self) -> String {
        match self.kind.text.to_ascii_lowercase().as_str() {
            "sigils" => "sigil frame".to_string(),
            "fans" => "fan puzzle".to_string(),
            other => other.to_string(),
        }
    }

    /// The value of the field `key` (in any case); an error when it is given twice.
    pub fn field(&self, key: &str) -> Result<Option<&Word>, Diagnostic> {
        let mut found = self
            .fields
            .iter()
            .filter(|f| f.key.text.eq_ignore_ascii_case(key));
        let first = found.next();
        if let Some(again) = found.next() {
            return Err(
                Diagnostic::error(format!("the field `{key}` is given twice"))
                    .at(again.key.span)
                    .label("given again here"),
            );
        }
        Ok(first.map(|f| &f.value))
    }

    /// The value of the field `key`, which the puzzle needs.
    pub fn required(&self, key: &str, example: &str) -> Result<&Word, Diagnostic> {
        self.field(key)?.ok_or_else(|| {
            Diagnostic::error(format!("a {} needs the field `{key}`", self.noun()))
                .at(self.kind.span)
                .label(format!("expected a line `{example}` after this one"))
        })
    }

    /// An error for each field the kind does not know.
    pub fn unknown_fields(&self, known: &[&str]) -> Vec<Diagnostic> {
        let list = if known.is_empty() {
            "none".to_string()
        } else {
            known.join(", ")
        };
        self.fields
            .iter()
            .filter(|f| !known.iter().any(|k| f.key.text.eq_ignore_ascii_case(k)))
            .map(|f| {
                Diagnostic::error(format!("a {} has no field `{}`", self.noun(), f.key.text))
                    .at(f.key.span)
                    .label(format!("expected one of: {list}"))
            })
            .collect()
    }

    /// The drawing's width and height: rows of equal length, at least one, at most
    /// `max_cells` cells in all.
    pub fn size(&self, max_cells: usize) -> Result<(usize, usize), Diagnostic> {
        let Some(first) = self.rows.first() else {
            return Err(
                Diagnostic::error(format!("the {} is not drawn", self.noun()))
                    .at(self.kind.span)
                    .label("expected rows of cells after the fields"),
            );
        };
        let width = first.cells.len();
        for (i, row) in self.rows.iter().enumerate().skip(1) {
            if row.cells.len() != width {
                return Err(Diagnostic::error(format!(
                    "row {} has {} cells, the first row {width}",
                    i + 1,
                    row.cells.len()
                ))
                .at(row.span)
                .label(format!("expected {width} cells")));
            }
        }
        let height = self.rows.len();
        if width * height > max_cells {
            return Err(Diagnostic::error(format!(
                "{width} x {height} is {} cells, more than the {max_cells} a grid may have",
                width * height
            ))
            .at(first.span.to(self.rows[height - 1].span)));
        }
        Ok((width, height))
    }

    /// The cells in reading order.
    pub fn cells(&self) -> impl Iterator<Item = (char, Span)> + '_ {
        self.rows.iter().flat_map(|row| row.cells.iter().copied())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_fields_and_rows_are_told_apart() {
        let text = "# solutions: 1\n\nfans\n  # a note\nF.T\r\nT F T\n";
        let layout = layout(text).unwrap();
        assert_eq!(layout.kind.text, "fans");
        assert!(layout.fields.is_empty());
        assert_eq!(layout.rows.len(), 2);
        let cells: String = layout.cells().map(|(c, _)| c).collect();
        assert_eq!(cells, "F.TTFT");
        let (c, span) = layout.rows[1].cells[1];
        assert_eq!((c, &text[span.range()]), ('F', "F"));
    }

    #[test]
    fn a_field_has_its_key_and_value_spans() {
        let text = "sigils\n size :  8x6 \n";
        let layout = layout(text).unwrap();
        let field = &layout.fields[0];
        assert_eq!(&text[field.key.span.range()], "size");
        assert_eq!(&text[field.value.span.range()], "8x6");
    }

    #[test]
    fn a_field_after_the_rows_is_an_error_where_it_stands() {
        let text = "cake\nSTP\npieces: 1\n";
        let errors = layout(text).unwrap_err();
        assert_eq!(errors.len(), 1);
        assert_eq!(&text[errors[0].span.unwrap().range()], "pieces: 1");
    }
}
