//! A diagnostic as terminal text: `file:line:column`, the source line, a caret under the span,
//! what was expected there, and a hint.

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

use crate::diagnostic::{Diagnostic, Severity};
use crate::source::Source;

pub fn render_diagnostic(source: &Source, diagnostic: &Diagnostic, color: bool) -> String {
    let level = match diagnostic.severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
    };
    let renderer = if color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    let Some(span) = diagnostic.span else {
        let mut out = renderer.render(&[Group::with_title(
            level.primary_title(diagnostic.message.as_str()),
        )]);
        // A problem of no input (standard output failing) has no name to point at.
        if !source.name.is_empty() {
            out.push_str(&format!("\n --> {}", source.label()));
        }
        if let Some(help) = &diagnostic.help {
            // A help of several lines (a list of files) keeps its lines under the first.
            out.push_str(&format!(
                "\n  = help: {}",
                help.replace('\n', "\n          ")
            ));
        }
        return out;
    };
    let mut annotation = AnnotationKind::Primary.span(span.range());
    if let Some(label) = &diagnostic.label {
        annotation = annotation.label(label.as_str());
    }
    let label = source.label();
    let snippet = Snippet::source(source.text.as_str())
        .line_start(source.lines_before + 1)
        .path(label.as_str())
        .fold(true)
        .annotation(annotation);
    let mut report = vec![
        level
            .primary_title(diagnostic.message.as_str())
            .element(snippet),
    ];
    if let Some(help) = &diagnostic.help {
        report.push(Group::with_title(
            Level::HELP.secondary_title(help.as_str()),
        ));
    }
    renderer.render(&report)
}

/// One line for JSON and logs: `line:column: message`.
pub fn one_line(source: &Source, diagnostic: &Diagnostic) -> String {
    match diagnostic.span {
        Some(span) => {
            let (line, column) = source.line_column(span.start);
            format!("{line}:{column}: {}", diagnostic.message)
        }
        None => diagnostic.message.clone(),
    }
}
