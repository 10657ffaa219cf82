//! Errors and warnings as data: a message, the byte span it is about, what was expected there
//! and a suggestion. Turning them into terminal text happens at the edge (`render`).

use crate::source::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    /// One line saying what is wrong.
    pub message: String,
    /// Where, in the original text; `None` for problems of the input as a whole.
    pub span: Option<Span>,
    /// Shown under the caret: what was expected there.
    pub label: Option<String>,
    /// A hint after the snippet, such as the nearest known word.
    pub help: Option<String>,
    /// A warning that the reader changed a letter of the text ("womman" read as "woman"):
    /// `--strict` refuses it, since the text read is then not the text written.
    pub corrects: bool,
}

impl Diagnostic {
    pub fn error(message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span: None,
            label: None,
            help: None,
            corrects: false,
        }
    }

    pub fn warning(message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(message)
        }
    }

    pub fn at(mut self, span: Span) -> Diagnostic {
        self.span = Some(span);
        self
    }

    pub fn label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = Some(label.into());
        self
    }

    /// Marks a warning as a correction of the text's letters (`corrects`).
    pub fn correcting(mut self) -> Diagnostic {
        self.corrects = true;
        self
    }

    pub fn help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }
}
