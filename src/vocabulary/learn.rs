//! Learning the vocabulary from the slots words stand in. When a category ends up with more
//! distinct words than there are guests, the closest spellings are merged ("Karanca" read as
//! "Karnaca") and the user is told; what cannot be merged is an error.

use std::collections::HashMap;

use super::{Category, Vocabulary};
use crate::diagnostic::Diagnostic;
use crate::grammar::{Term, close_enough};
use crate::source::Span;

/// One occurrence of a word in a value slot, with where it stands in the original text.
pub struct Occurrence<'t> {
    pub category: Category,
    pub term: &'t Term,
    pub span: Span,
}

/// What was learned: the vocabulary (guest names first, in list order), the value every
/// spelling maps to, and what was merged on the way.
pub struct Learned {
    pub vocabulary: Vocabulary,
    pub aliases: HashMap<(Category, String), u8>,
    pub warnings: Vec<Diagnostic>,
}

/// The plural of a declared category's key, as messages count its values: "hobbies",
/// "physical activities", "sports", "boxes".
fn plural(key: &str) -> String {
    let consonant_y = key.len() > 1
        && key.ends_with('y')
        && !key[..key.len() - 1].ends_with(['a', 'e', 'i', 'o', 'u']);
    if consonant_y {
        format!("{}ies", &key[..key.len() - 1])
    } else if key.ends_with(['s', 'x', 'z']) || key.ends_with("ch") || key.ends_with("sh") {
        format!("{key}es")
    } else {
        format!("{key}s")
    }
}

pub fn learn(
    names: &[(String, Span)],
    declared: &[String],
    occurrences: &[Occurrence],
    guests: usize,
) -> Result<Learned, Vec<Diagnostic>> {
    let mut vocabulary = Vocabulary::default();
    let mut errors = Vec::new();
    // The grammar numbered them in this order, after the known kinds.
    for key in declared {
        if vocabulary.add_category(key, &plural(key)).is_err() {
            errors.push(Diagnostic::error(format!(
                "the riddle has more than {} categories; \"{key}\" is one too many",
                crate::vocabulary::Category::MAX
            )));
        }
    }
    let mut aliases = HashMap::new();
    let mut warnings = Vec::new();
    for (name, span) in names {
        if vocabulary.find(Category::NAME, name).is_some() {
            errors.push(
                Diagnostic::error(format!("\"{name}\" is on the guest list twice")).at(*span),
            );
        }
        let index = vocabulary.intern(Category::NAME, name);
        aliases.insert((Category::NAME, name.to_lowercase()), index);
    }
    for category in vocabulary.all().skip(1) {
        // Distinct spellings in order of first appearance, with their counts.
        let mut spellings: Vec<Spelling> = Vec::new();
        for o in occurrences.iter().filter(|o| o.category == category) {
            match spellings
                .iter_mut()
                .find(|s| s.text.eq_ignore_ascii_case(&o.term.text))
            {
                Some(s) => {
                    s.count += 1;
                    // "Sherbet is the drink of ..." then "the sherbet drinker": a capital that
                    // only starts a sentence is not the value's spelling.
                    if o.term.text.chars().all(|c| !c.is_uppercase()) {
                        s.text = o.term.text.clone();
                    }
                }
                None => spellings.push(Spelling {
                    text: o.term.text.clone(),
                    count: 1,
                    first: o.span,
                    merged: vec![],
                }),
            }
        }
        while spellings.len() > guests {
            let Some((keep, drop)) = closest_pair(&spellings, category) else {
                break;
            };
            let dropped = spellings.remove(drop);
            let keep = if drop < keep { keep - 1 } else { keep };
            warnings.push(
                Diagnostic::warning(format!(
                    "read \"{}\" as \"{}\": {} {} were named for {} guests",
                    dropped.text,
                    spellings[keep].text,
                    spellings.len() + 1,
                    vocabulary.plural(category),
                    guests
                ))
                .at(dropped.first)
                .correcting(),
            );
            spellings[keep].count += dropped.count;
            spellings[keep].merged.push(dropped.text);
            spellings[keep].merged.extend(dropped.merged);
        }
        if spellings.len() > guests {
            let listed: Vec<&str> = spellings.iter().map(|s| s.text.as_str()).collect();
            errors.push(
                Diagnostic::error(format!(
                    "{} {} are named for {} guests: {}",
                    spellings.len(),
                    vocabulary.plural(category),
                    guests,
                    listed.join(", ")
                ))
                .at(spellings[guests].first)
                .label(format!(
                    "one {} too many",
                    super::super::grammar::slot_name(category)
                        .trim_start_matches("a ")
                        .trim_start_matches("an ")
                ))
                .help("each guest has one value of each kind; check the spelling of these words"),
            );
            continue;
        }
        for (a, first) in spellings.iter().enumerate() {
            for second in &spellings[a + 1..] {
                if close_enough(&first.text, &second.text) {
                    warnings.push(
                        Diagnostic::warning(format!(
                            "\"{}\" and \"{}\" are read as two different {}; if they are one, spell them alike",
                            first.text,
                            second.text,
                            vocabulary.plural(category)
                        ))
                        .at(second.first),
                    );
                }
            }
        }
        for spelling in &spellings {
            let shown = well_known_spelling(category, &spelling.text).unwrap_or(&spelling.text);
            let index = vocabulary.intern(category, shown);
            aliases.insert((category, spelling.text.to_lowercase()), index);
            for other in &spelling.merged {
                aliases.insert((category, other.to_lowercase()), index);
            }
        }
    }
    if errors.is_empty() {
        Ok(Learned {
            vocabulary,
            aliases,
            warnings,
        })
    } else {
        Err(errors)
    }
}

/// The spelling a kind's table gives a value read as `text`: the same word in its usual case
/// ("Milk" at the start of a sentence is "milk"), or its singular ("smokes Chesterfields" names
/// the brand "Chesterfield"). Only a word the table knows is respelt.
fn well_known_spelling(category: Category, text: &str) -> Option<&'static str> {
    let kind = category.kind()?;
    let words = || kind.known.iter().chain(kind.also).copied();
    words().find(|w| w.eq_ignore_ascii_case(text)).or_else(|| {
        let singular = text.strip_suffix('s')?;
        words().find(|w| w.eq_ignore_ascii_case(singular))
    })
}

struct Spelling {
    text: String,
    count: usize,
    first: Span,
    merged: Vec<String>,
}

/// The two spellings most alike, if any are within a typing slip: (the one kept, the one
/// merged into it). The kept one is the more frequent, then the well-known, then the earlier.
fn closest_pair(spellings: &[Spelling], category: Category) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize, usize)> = None;
    for a in 0..spellings.len() {
        for b in a + 1..spellings.len() {
            let (x, y) = (&spellings[a].text, &spellings[b].text);
            if !close_enough(x, y) && !close_enough(y, x) {
                continue;
            }
            let distance = strsim::osa_distance(&x.to_lowercase(), &y.to_lowercase());
            if best.is_none_or(|(d, _, _)| distance < d) {
                best = Some((distance, a, b));
            }
        }
    }
    let (_, a, b) = best?;
    let rank = |s: &Spelling| (s.count, category.is_known(&s.text));
    Some(if rank(&spellings[b]) > rank(&spellings[a]) {
        (b, a)
    } else {
        (a, b)
    })
}

#[cfg(test)]
mod tests {
    use super::plural;

    #[test]
    fn a_declared_category_counts_its_values_in_english() {
        assert_eq!(plural("hobby"), "hobbies");
        assert_eq!(plural("physical activity"), "physical activities");
        assert_eq!(plural("day"), "days");
        assert_eq!(plural("sport"), "sports");
        assert_eq!(plural("box"), "boxes");
        assert_eq!(plural("dish"), "dishes");
    }
}
