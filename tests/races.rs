//! A race read as a row of places, first at the left: who won, came in last, finished right
//! behind or two places ahead of whom, beat or was beaten by whom. In words of our own.

mod run;

use run::text;

const RACE: &str = "\
Four runners Ann, Bo, Cy and Di ran a race.
Bo won the race. Di came in last. Ann crossed the line just after Bo. Cy beat Di. Ann was \
beaten by Bo. Bo finished two places ahead of Cy.
Who finished third?
";

#[test]
fn a_race_reads_as_a_row_and_its_finish_is_unique() {
    let out = run::riddle(&["solve", "-"], RACE.as_bytes());
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stdout.contains("Answer (unique)"), "{stdout}");
    let order: Vec<usize> = ["Bo", "Ann", "Cy", "Di"]
        .iter()
        .map(|n| {
            stdout
                .find(&format!("| {n} "))
                .expect("each runner in the table")
        })
        .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{stdout}");
    assert!(stdout.contains("Cy"), "{stdout}");
}

#[test]
fn each_way_of_saying_the_finish_is_read_as_its_place() {
    for (clue, read) in [
        ("Ann won the race.", "name=Ann in the far-left seat"),
        ("Ann came in last.", "name=Ann in the far-right seat"),
        ("Ann finished dead last.", "name=Ann in the far-right seat"),
        (
            "Ann finished right behind Bo.",
            "name=Bo immediately left of name=Ann",
        ),
        (
            "Ann finished immediately ahead of Bo.",
            "name=Ann immediately left of name=Bo",
        ),
        ("Ann beat Bo.", "name=Ann somewhere left of name=Bo"),
        (
            "Ann was beaten by Bo.",
            "name=Bo somewhere left of name=Ann",
        ),
        (
            "Ann crossed the finish line after Bo.",
            "name=Bo somewhere left of name=Ann",
        ),
        (
            "Ann finished two places behind Bo.",
            "name=Bo 2 seats left of name=Ann",
        ),
        (
            "Ann took the checkered flag.",
            "name=Ann in the far-left seat",
        ),
        (
            "Ann finished ahead of everybody else.",
            "name=Ann in the far-left seat",
        ),
        (
            "Ann finished behind all the others.",
            "name=Ann in the far-right seat",
        ),
    ] {
        let riddle = format!("Four runners Ann, Bo, Cy and Di ran a race.\n{clue}\n");
        let out = run::riddle(&["parse", "-"], riddle.as_bytes());
        let stdout = text(&out.stdout);
        assert!(
            stdout.contains(read),
            "{clue:?} not read as {read:?}:\n{stdout}{}",
            text(&out.stderr)
        );
    }
}
