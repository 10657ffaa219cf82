//! Misreadings that once gave a confident wrong answer, each as a riddle the built binary must
//! not call unique, or must read with a guess warning, or must refuse under `--strict`.

mod run;

use run::text;

fn riddle(args: &[&str], stdin: &str) -> std::process::Output {
    run::riddle(args, stdin.as_bytes())
}

/// Three guests from three cities; only Lady Strand's city is given, so two seatings remain.
const TWO_SOLUTIONS: &str = "At the dinner party were Madam Strand, Lady Bell, and Doctor Crowe.
They came from Tyvia, Dunwall and Alba.
Madam Strand had travelled from Tyvia.
Lady Bell sat at the far left.
Madam Strand sat in the center seat.
";

#[test]
fn a_verb_after_had_is_no_heirloom() {
    let out = riddle(&["solve", "-"], TWO_SOLUTIONS);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(4), "{stdout}{}", text(&out.stderr));
    assert!(!stdout.contains("travelled"), "{stdout}");
}

#[test]
fn an_unknown_verb_form_is_no_heirloom_either() {
    // "journeyed" is in no row: the sentence is read by a guess (the one city it names), with
    // a warning, or not at all, but never as an heirloom "journeyed".
    let input = TWO_SOLUTIONS.replace("had travelled from", "had journeyed from");
    let out = riddle(&["solve", "-"], &input);
    let stdout = text(&out.stdout);
    let stderr = text(&out.stderr);
    assert!(!stdout.contains("journeyed"), "{stdout}");
    assert!(stderr.contains("guessed that"), "{stderr}");
    assert_ne!(out.status.code(), Some(0), "{stdout}");
    let strict = riddle(&["solve", "--strict", "-"], &input);
    assert_eq!(strict.status.code(), Some(1), "{}", text(&strict.stdout));
    assert!(text(&strict.stderr).contains("refused: --strict"));
}

/// Words that are never values: each sentence must fail to read, never name a value.
#[test]
fn function_words_and_guests_are_never_values() {
    for sentence in [
        "Lady Bell drank nothing.",
        "Lady Bell drank neither.",
        "Lady Bell brought her grandmother.",
        "Lady Bell had Doctor Crowe.",
        "Lady Bell carried something.",
    ] {
        let input = format!(
            "At the dinner party were Madam Strand, Lady Bell, and Doctor Crowe.\n{sentence}\n"
        );
        let out = riddle(&["parse", "-"], &input);
        let stdout = text(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{sentence} was read: {stdout}{}",
            text(&out.stderr)
        );
    }
}

#[test]
fn a_question_before_the_clues_keeps_every_clue() {
    let input = "At the dinner party were Madam Strand, Lady Bell, and Doctor Crowe.
Who sat at the far right?
Lady Bell sat at the far left.
Madam Strand sat in the center seat.
";
    let out = riddle(&["solve", "-"], input);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("Doctor Crowe  seat 3"));
}

#[test]
fn a_conditional_question_is_a_clue_and_says_so() {
    let input = "At the dinner party were Madam Strand, Lady Bell, and Doctor Crowe.
Lady Bell sat next to Madam Strand.
If Lady Bell sat at the far left, who sat at the far right?
";
    let out = riddle(&["solve", "-"], input);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.contains("read the question's condition as a clue"),
        "{stderr}"
    );
    assert!(text(&out.stdout).contains("Doctor Crowe  seat 3"));
}

#[test]
fn a_guess_is_counted_in_the_verdict() {
    let input = "At the dinner party were Madam Strand, Lady Bell, and Doctor Crowe.
They came from Tyvia, Dunwall and Alba.
Madam Strand adored the sea air of Tyvia.
Lady Bell came from Alba.
Lady Bell sat at the far left.
Madam Strand sat in the center seat.
";
    let out = riddle(&["check", "-"], input);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("unique, read with 1 guess"), "{stdout}");
    let strict = riddle(&["check", "--strict", "-"], input);
    assert_eq!(strict.status.code(), Some(1), "{}", text(&strict.stdout));
}

/// A lower-case word read as an heirloom, named once and in no list, is said out loud.
#[test]
fn a_lone_lower_case_heirloom_is_named_in_a_warning() {
    let input = "At the dinner party were Madam Strand, Lady Bell, and Doctor Crowe.
Madam Strand had company.
Lady Bell sat at the far left.
";
    let out = riddle(&["parse", "-"], input);
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("\"company\" is read as an heirloom, named once and never listed"),
        "{stderr}"
    );
}

/// The guess looks at every word of the sentence, past its commas: "never" and another guest
/// after a comma each forbid it (found by reading the code beside the fuzzer's run).
#[test]
fn a_guess_sees_past_a_comma() {
    let input = "At the dinner party were Lady Winslow, Doctor Marcolla, and Countess Contee.
Lady Winslow drank Absinthe. Doctor Marcolla drank Rum. Countess Contee drank Wine.
Lady Winslow spoke of Rum, never once of Doctor Marcolla.
";
    let out = riddle(&["parse", "-"], input);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(!stderr.contains("guessed that"), "{stderr}");
}

/// "The lady in red or blue" names no one guest: it must not be read as the lady in blue.
#[test]
fn a_choice_in_a_description_is_no_one_value() {
    let input = "At the dinner party were Madam Strand, Lady Bell, and Doctor Crowe.
They wore red, blue and green.
The lady in red or blue sat at the far left.
";
    let out = riddle(&["parse", "-"], input);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
}
