//! Quantifiers, ends and plural descriptions: "only", "whereas", the guests at the ends, a
//! guest with someone on each side, "at least one seat between". Each sentence (in words of
//! our own) is read in a riddle of four guests and four colors, and the seatings the reader
//! allows are compared with those a plain statement of its meaning allows.

mod four_guests;

use four_guests::*;

#[test]
fn only_one_guest_holds_what_is_one_guests_anyway() {
    check(vec![
        (
            "Only Lady Dale wore white.",
            Box::new(|w| w.at("Dale") == w.at("white")),
        ),
        (
            "Lady Bell alone was dressed in blue.",
            Box::new(|w| w.at("Bell") == w.at("blue")),
        ),
        (
            "No one but the woman in green sat at the far left.",
            Box::new(|w| w.at("green") == 0),
        ),
        (
            "Only Lady Cole sat in the second seat from the right.",
            Box::new(|w| w.at("Cole") == 2),
        ),
    ]);
}

#[test]
fn whereas_and_whilst_join_two_facts() {
    check(vec![
        (
            "Lady Ash wore red, whereas Lady Bell sat at the far right.",
            Box::new(|w| w.at("Ash") == w.at("red") && w.at("Bell") == 3),
        ),
        (
            "Whereas Lady Cole sat at the far left, Lady Dale wore green.",
            Box::new(|w| w.at("Cole") == 0 && w.at("Dale") == w.at("green")),
        ),
        (
            "Lady Ash sat next to Lady Bell whilst Lady Cole wore blue.",
            Box::new(|w| w.at("Ash").abs_diff(w.at("Bell")) == 1 && w.at("Cole") == w.at("blue")),
        ),
    ]);
}

/// "Only" with what more than one guest may do, or said with "not", is not read.
#[test]
fn only_with_what_several_may_do_is_refused() {
    refused(&[
        "Only Lady Ash sat at an end.",
        "Only Lady Ash did not wear red.",
    ]);
}

/// "they're" is "they are": the thing of the clause before, said whose it is.
#[test]
fn theyre_is_they_are() {
    let riddle = "There are four houses in a row, numbered 1 to 4 from left to right.\n\
                  Each house is painted a different color: red, green, white, and blue.\n\
                  The residents are of different nationalities: Dane, Swede, Finn, and Pole.\n\
                  Each resident keeps a different pet: dog, snails, fox, and zebra.\n\
                  The snails aren't the Dane's; they're the Swede's.\n";
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_riddle"))
        .args(["parse", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(riddle.as_bytes())?;
            child.wait_with_output()
        })
        .expect("riddle runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains("nationality=Swede is pet=snails"),
        "{stdout}"
    );
}
