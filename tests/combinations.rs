//! The forms of the grammar in every combination: each way of naming a guest as the subject
//! with each way of saying something about her, and each way of naming the other guest of a
//! seat relation. Written here in words of our own, not taken from any riddle, so a phrasing
//! that reads in one riddle but not beside another form is caught.

use riddle::clue::ClueKind;
use riddle::read::read;
use riddle::source::Source;

/// Ways of naming a guest: by name, by each value in each of its phrasings, by seat.
const GUESTS: &[&str] = &[
    "Lady Vance",
    "Vance",
    "the lady in red",
    "the woman dressed in red",
    "the guest wearing red",
    "the red-clad lady",
    "the woman in the red gown",
    "the lady in a dashing red coat",
    "the lady who wore red",
    "the traveler from Alba",
    "the visitor from Alba",
    "the native of Alba",
    "the woman who hailed from Alba",
    "the lady who grew up in Alba",
    "the gin drinker",
    "the woman drinking gin",
    "the lady who drank gin",
    "the one drinking gin",
    "the lady who sipped gin",
    "the owner of the Ring",
    "the guest who carried the Ring",
    "the woman with the Ring",
    "the Ring's owner",
    "whoever owned the Ring",
    "the second woman from the left",
    "the guest in the center seat",
    "the woman at the far right",
    "Lady Vance, who came from Alba,",
    "the lady in red, sitting at the far left,",
    "Lady Vance's neighbour",
    "Lady Vance's neighbour on the left",
    "one of Lady Vance's neighbours",
    "Lady Vance, a gin drinker,",
    "the traveler from Alba (the gin drinker)",
    "the gal from Alba",
    "the occupant of the center seat",
    "the chair of the lady in red",
    "the guest whose seat was at the far right",
    "Lady Vance, whose Ring sparkled in the firelight,",
];

/// What may be said of a guest, with no other guest in it.
const PREDICATES: &[&str] = &[
    "wore blue",
    "was dressed in blue",
    "wore a lovely blue gown",
    "had chosen a blue dress for the evening",
    "is wearing blue",
    "did not wear blue",
    "drank port",
    "sipped port",
    "nursed a glass of port",
    "drinks port",
    "never drank port",
    "was not drinking port",
    "came from Tyvia",
    "hailed from Tyvia",
    "grew up in Tyvia",
    "was from Tyvia",
    "spoke fondly of her home in Tyvia",
    "is not from Tyvia",
    "carried a Locket",
    "owned the Locket",
    "showed off a Locket",
    "kept her Locket close all night",
    "did not own the Locket",
    "sat second from the right",
    "was in the leftmost seat",
    "sat in the center seat",
    "sat in the middle of the row",
    "sat right in the middle of the row",
    "took the first seat on the left",
    "sat at the far left",
    "was not in the center seat",
    "wears blue",
    "comes from Tyvia",
    "owns the Locket",
    "treasured a Locket",
    "sits at the far left",
    "is seated in the very middle",
    "had travelled from Tyvia",
    "hadn't travelled from Tyvia",
    "doesn't drink port",
    "stuck to port",
    "was placed at the far left",
    "ended up in the center seat",
    "found herself seated at the far right",
    "claimed the chair at the far left",
    "sat farthest to the left",
    "was hemmed in on both sides",
    "had neighbours on both sides",
    "sat in an odd-numbered seat",
    "did not sit in an even-numbered chair",
    "took seat 3",
    "has chair number two",
    "occupied the second of the five chairs, counting from the right",
    "was, in fact, seated in the very middle",
    "sits at one of the extreme ends of the row",
    "was situated at the far left",
    "is located in the center seat",
    "chose port",
    "took the far left seat",
];

/// Seat relations, before the other guest.
const RELATIONS: &[&str] = &[
    "sat next to",
    "sat beside",
    "was seated beside",
    "was not seated beside",
    "sat directly to the left of",
    "sat immediately right of",
    "sat somewhere to the left of",
    "sat further right than",
    "sat just to the right of",
    "did not sit next to",
    "sits next to",
    "sat by",
    "was placed to the right of",
    "ended up next to",
    "found herself seated to the left of",
    "took a chair just to the left of",
    "sat one seat to the right of",
    "sat closer to the left end than",
    "lies two doors from",
    "sat at some point to the left of",
    "sat in a higher-numbered seat than",
    "had a lower number than",
    "sat in a chair with a higher number than",
    "came before",
    "came after",
    "did not, as it happens, sit beside",
    "sits immediate left of",
    "sits second to the left of",
    "is an immediate neighbour of",
    "sat two seats along from",
    "was situated just to the right of",
    "is located next to",
];

/// A seat or a seat relation put first, the verb and the guest after it: "At the far left sat
/// the lady in red", "Next to Lady Wren was the lady in red".
const FRONTED: &[&str] = &[
    "At the far left sat",
    "Second from the right sat",
    "In the center seat was",
    "Next to Lady Wren sat",
    "Left of Lady Wren sat",
    "Immediately to the right of Lady Wren was seated",
    "Sitting two seats to the left of Lady Wren was",
];

fn riddle(sentence: &str) -> String {
    format!(
        "At the dinner party were Lady Vance, Lady Wren, Lady Ash, Lady Bell, and Lady Cole.\n\
         {sentence}\n"
    )
}

fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The clues of one sentence, or why it did not read.
fn clues(sentence: &str) -> Result<Vec<ClueKind>, String> {
    let source = Source::new("combination", riddle(sentence));
    match read(&source) {
        Ok(riddle) => Ok(riddle
            .clues
            .into_iter()
            .map(|c| c.kind)
            .filter(|k| !matches!(k, ClueKind::Declare { .. }))
            .collect()),
        Err(errors) => Err(format!("{errors:?}")),
    }
}

fn negated(words: &str) -> bool {
    words.contains(" not ") || words.starts_with("never") || words.contains("never ")
}

/// What is wrong with how `sentence` read, if anything: it must read, to some clue, negated
/// when `said` (the words after the subject) is.
fn misread(sentence: &str, said: &str) -> Option<String> {
    match clues(sentence) {
        Ok(kinds) if kinds.is_empty() => Some(format!("{sentence}: no clue")),
        Ok(kinds) if negated(said) && !kinds.iter().any(|k| matches!(k, ClueKind::Not(_))) => {
            Some(format!("{sentence}: not negated: {kinds:?}"))
        }
        Ok(_) => None,
        Err(e) => Some(format!("{sentence}: {e}")),
    }
}

#[test]
fn every_guest_with_every_predicate() {
    let mut failures = Vec::new();
    for guest in GUESTS {
        for predicate in PREDICATES {
            let sentence = format!("{} {predicate}.", capitalised(guest));
            failures.extend(misread(&sentence, predicate));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_relation_with_every_guest_on_either_side() {
    let mut failures = Vec::new();
    for relation in RELATIONS {
        for guest in GUESTS {
            for sentence in [
                format!("Lady Wren {relation} {}.", guest.trim_end_matches(',')),
                format!("{} {relation} Lady Wren.", capitalised(guest)),
            ] {
                failures.extend(misread(&sentence, relation));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_fronted_place_with_every_guest_after_it() {
    let mut failures = Vec::new();
    for fronted in FRONTED {
        for guest in GUESTS.iter().filter(|g| !g.contains(',')) {
            let sentence = format!("{fronted} {guest}.");
            failures.extend(misread(&sentence, ""));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// "The lady in red was Lady Wren", "Lady Wren was the lady in red": identity either way
/// round, and its negation.
#[test]
fn every_guest_is_another_guest() {
    let mut failures = Vec::new();
    for guest in GUESTS
        .iter()
        .filter(|g| !g.contains("Vance") && !g.contains(','))
    {
        for sentence in [
            format!("{} was Lady Wren.", capitalised(guest)),
            format!("Lady Wren was {guest}."),
            format!("{} was not Lady Wren.", capitalised(guest)),
        ] {
            // Said positively in the words after the subject, whatever else is negated.
            failures.extend(misread(&sentence, ""));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A thing as the subject, with each way of naming its owner.
#[test]
fn every_thing_belongs_to_every_guest() {
    let mut failures = Vec::new();
    for guest in GUESTS.iter().filter(|g| !g.contains("Ring")) {
        let guest = guest.trim_end_matches(',');
        for sentence in [
            format!("The Locket belonged to {guest}."),
            format!("The Locket was owned by {guest}."),
            format!("The Locket was not in the hands of {guest}."),
            format!("The Locket did not belong to {guest}."),
            format!("Port was the drink of {guest}."),
            format!("Port was the choice of {guest}."),
        ] {
            // Said positively in the words after the subject, whatever else is negated.
            failures.extend(misread(&sentence, ""));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// "wore green or blue" says which colors she did not wear, when the riddle names them all;
/// when it does not, that she wore one of the two: an "either ... or", never less than it says.
#[test]
fn a_choice_of_values_denies_the_others_or_is_an_either() {
    let named = "They wore red, blue, green, white and gold.";
    for sentence in [
        "Lady Vance wore blue or green.",
        "Lady Vance wore either blue or green.",
        "The traveler from Alba drank port, and Lady Vance wore blue or green.",
    ] {
        let kinds =
            clues(&format!("{named} {sentence}")).unwrap_or_else(|e| panic!("{sentence}: {e}"));
        let denied = kinds
            .iter()
            .filter(|k| matches!(k, ClueKind::Not(_)))
            .count();
        assert_eq!(
            denied, 3,
            "{sentence}: red, white and gold are denied: {kinds:?}"
        );
    }
    let kinds = clues("Lady Vance wore blue or green.").expect("read as a choice");
    let [ClueKind::Either(sides)] = &kinds[..] else {
        panic!("one \"either ... or\": {kinds:?}");
    };
    assert!(
        sides
            .iter()
            .all(|side| matches!(side[..], [ClueKind::Same(..)])),
        "{sides:?}"
    );
}

/// Paths, counts and a guest placed from another's side, with every guest in every slot:
/// `{a}` and `{b}` are filled with each guest in turn, Lady Wren (and Lady Bell) in the others.
const PATHS: &[&str] = &[
    "Anyone looking for {a} would have found her to the right of {b}.",
    "Whoever looked for {a} would find her somewhere left of {b}.",
    "Go two seats left from {a} and you'll find {b}.",
    "Walking from {a} to {b}, you would pass Lady Bell on the way.",
    "Walking from Lady Bell to {a}, you would pass {b} on the way.",
    "Reading from left to right, you would come to {a} before {b}.",
    "From right to left, you come to {a} before {b}, and to {b} before Lady Bell.",
    "{A} had {b} sitting to the left of her.",
    "{A} had {b} two seats to the right of her.",
    "{A}, {b} and the lady in blue were three different people.",
    "Two of the women sat further right than {a}, and two further left.",
    "{A} and {b} sat with one chair between them.",
    "Exactly two women sit between {a} and {b}.",
    "Between {a} and {b} there is exactly one seat.",
    "Either {a} or {b} drank port, but not both.",
];

#[test]
fn every_path_and_count_with_every_guest_in_each_slot() {
    let mut failures = Vec::new();
    // A guest set off by commas or parentheses in a list, or before "and", is another sentence.
    let plain = GUESTS
        .iter()
        .filter(|g| !g.contains(',') && !g.contains('('));
    for guest in plain {
        for path in PATHS {
            for (a, b) in [(*guest, "Lady Wren"), ("Lady Wren", *guest)] {
                let sentence = path
                    .replace("{A}", &capitalised(a))
                    .replace("{a}", a)
                    .replace("{b}", b);
                // "somewhere between" and "either ... or" are read of guests known by a value
                // only, and say so.
                let refused_between =
                    |e: &String| e.contains("read only of guests known by a value");
                if path.contains("{b}") || a == *guest {
                    failures.extend(misread(&sentence, "").filter(|e| {
                        let known_only = path.starts_with("Walking") || path.starts_with("Either");
                        !(known_only && refused_between(e))
                    }));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
