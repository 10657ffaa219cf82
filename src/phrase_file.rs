//! Phrase files: TOML whose `[phrases]` table teaches the reader phrases, each in the terms of
//! one it knows (`"clinked glasses with" = "sat next to"`), read into a [`Teaching`]. Every
//! problem of the file is reported at once, each pointing at its key or value, as the riddle's
//! own errors point at its words. The file is only ever read.
//!
//! ```toml
//! [phrases]
//! "clinked glasses with" = "sat next to"
//! "was swathed in" = "wore"
//! ```

use toml::Spanned;
use toml::de::{DeString, DeTable, DeValue};

use crate::diagnostic::Diagnostic;
use crate::grammar::Teaching;
use crate::grammar::taught::Side;
use crate::read::MAX_PHRASES;
use crate::source::{Source, Span};

/// The name of the phrase file found beside a riddle.
pub const BESIDE: &str = "riddle.toml";

/// The phrases `source`, a phrase file, teaches; or every problem found in it.
pub fn read_phrase_file(source: &Source) -> Result<Teaching, Vec<Diagnostic>> {
    let mut teaching = Teaching::from_origin(source.label());
    let (document, syntax) = DeTable::parse_recoverable(&source.text);
    let mut errors: Vec<Diagnostic> = syntax
        .iter()
        .map(|e| {
            let error = Diagnostic::error(format!("not TOML as written: {}", e.message()));
            match e.span() {
                Some(span) => error.at(within(source, span)),
                None => error,
            }
        })
        .collect();
    // The table's entries by where they stand, so that problems come in the file's order.
    let mut entries: Vec<_> = document.get_ref().iter().collect();
    entries.sort_by_key(|(key, _)| key.span().start);
    for (key, value) in entries {
        if key.get_ref() != "phrases" {
            errors.push(
                Diagnostic::error(format!(
                    "`{}` is nothing a phrase file holds: it has one table, [phrases]",
                    key.get_ref()
                ))
                .at(within(source, key.span())),
            );
            continue;
        }
        let DeValue::Table(phrases) = value.get_ref() else {
            errors.push(
                Diagnostic::error("`phrases` is a table of phrases: [phrases]")
                    .at(within(source, value.span())),
            );
            continue;
        };
        if phrases.len() > MAX_PHRASES {
            errors.push(
                Diagnostic::error(format!(
                    "the phrase file teaches {} phrases; the limit is {MAX_PHRASES} phrases",
                    phrases.len()
                ))
                .at(within(source, key.span())),
            );
            continue;
        }
        let mut phrases: Vec<_> = phrases.iter().collect();
        phrases.sort_by_key(|(key, _)| key.span().start);
        for (said, known) in phrases {
            // An entry the parser had to guess at is reported as written, not taught.
            let entry = said.span().start..known.span().end;
            if (syntax.iter().filter_map(|e| e.span()))
                .any(|e| e.start < entry.end && entry.start < e.end.max(e.start + 1))
            {
                continue;
            }
            if let Err((side, message)) = teach(&mut teaching, said, known) {
                let at = match side {
                    Side::Said => said.span(),
                    Side::Known => known.span(),
                };
                errors.push(Diagnostic::error(message).at(within(source, at)));
            }
        }
    }
    // In the file's order, whatever found them.
    errors.sort_by_key(|e| e.span.map(|span| span.start));
    if errors.is_empty() {
        Ok(teaching)
    } else {
        Err(errors)
    }
}

/// Teach one entry, `"new phrase" = "known phrase"`; or say what is wrong with it, and on
/// which side.
fn teach(
    teaching: &mut Teaching,
    said: &Spanned<DeString<'_>>,
    known: &Spanned<DeValue<'_>>,
) -> Result<(), (Side, String)> {
    let DeValue::String(known) = known.get_ref() else {
        return Err((
            Side::Known,
            "the phrase it means is written in quotes: \"clinked glasses with\" = \"sat next to\""
                .to_string(),
        ));
    };
    match teaching.teach(said.get_ref(), known) {
        Ok(_) => Ok(()),
        Err(error) => Err((error.side(), error.to_string())),
    }
}

/// A span of the file's text, kept inside it and on its characters' boundaries.
fn within(source: &Source, at: std::ops::Range<usize>) -> Span {
    let text = &source.text;
    let clamp = |mut at: usize| {
        at = at.min(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        at
    };
    let (start, end) = (clamp(at.start), clamp(at.end));
    Span::new(start, end.max(start))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Teaching, Vec<(String, String)>> {
        let source = Source::new("riddle.toml", text);
        read_phrase_file(&source).map_err(|errors| {
            errors
                .iter()
                .map(|e| {
                    let at = e
                        .span
                        .map_or(String::new(), |s| source.slice(s).to_string());
                    (e.message.clone(), at)
                })
                .collect()
        })
    }

    #[test]
    fn phrases_are_taught_in_order() {
        let teaching = read(
            "[phrases]\n\"clinked glasses with\" = \"sat next to\"\n\"was swathed in\" = \"wore\"\n",
        )
        .expect("read");
        let said: Vec<&str> = teaching.phrases().iter().map(|t| t.said.as_str()).collect();
        assert_eq!(said, ["clinked glasses with", "was swathed in"]);
        assert_eq!(teaching.origin(), Some("riddle.toml"));
    }

    #[test]
    fn an_empty_file_teaches_nothing() {
        assert!(read("").expect("read").is_empty());
        assert!(read("[phrases]\n").expect("read").is_empty());
    }

    #[test]
    fn every_problem_is_reported_at_its_side() {
        let errors = read(
            "[phrases]\n\
             \"clinked glasses with\" = \"sat besides\"\n\
             \"hailed from\" = \"came from\"\n\
             \"\" = \"wore\"\n\
             \"lounged\" = 3\n",
        )
        .unwrap_err();
        let at: Vec<&str> = errors.iter().map(|(_, at)| at.as_str()).collect();
        assert_eq!(at, ["\"sat besides\"", "\"hailed from\"", "\"\"", "3"]);
        assert!(
            errors[0].0.contains("no phrase the reader knows"),
            "{errors:?}"
        );
    }

    #[test]
    fn a_syntax_error_and_a_stray_table_are_reported() {
        let errors = read("[phrase]\n\"a\" = \"b\"\n").unwrap_err();
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].1, "phrase");
        let errors = read("[phrases]\n\"clinked glasses with\" = sat next to\n").unwrap_err();
        assert!(errors[0].0.starts_with("not TOML as written"), "{errors:?}");
    }
}
