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

/// A riddle of four runners, with one clue of the forms of a finish said in a race's words.
fn read_as(clue: &str) -> (String, String, Option<i32>) {
    let riddle = format!("Four runners Ann, Bo, Cy and Di ran a race.\n{clue}\n");
    let out = run::riddle(&["parse", "-"], riddle.as_bytes());
    (text(&out.stdout), text(&out.stderr), out.status.code())
}

#[test]
fn the_words_of_a_finishing_order_are_read_as_places() {
    for (clue, reads) in [
        (
            "Ann claimed first place.",
            &["name=Ann in the far-left seat"][..],
        ),
        (
            "Ann brought up the rear.",
            &["name=Ann in the far-right seat"],
        ),
        (
            "Ann was beaten only by Bo.",
            &[
                "name=Ann in seat 2 from the left",
                "name=Bo immediately left of name=Ann",
            ],
        ),
        (
            "Ann lost only to Bo.",
            &[
                "name=Ann in seat 2 from the left",
                "name=Bo immediately left of name=Ann",
            ],
        ),
        (
            "Ann edged out Bo at the line for second.",
            &[
                "name=Ann in seat 2 from the left",
                "name=Ann immediately left of name=Bo",
            ],
        ),
        (
            "Ann pipped Bo to third place.",
            &[
                "name=Ann in seat 3 from the left",
                "name=Ann immediately left of name=Bo",
            ],
        ),
        ("Ann edged out Bo.", &["name=Ann somewhere left of name=Bo"]),
        ("Ann pipped Bo.", &["name=Ann somewhere left of name=Bo"]),
        (
            "Ann was pipped by Bo.",
            &["name=Bo somewhere left of name=Ann"],
        ),
        (
            "Ann came home directly behind Bo.",
            &["name=Bo immediately left of name=Ann"],
        ),
        ("Ann came home last.", &["name=Ann in the far-right seat"]),
        (
            "Ann came home two places behind Bo.",
            &["name=Bo 2 seats left of name=Ann"],
        ),
        (
            "Ann made the podium.",
            &[
                "either (name=Ann in the far-left seat) or (name=Ann in seat 2 from the left) or (name=Ann in seat 3 from the left)",
            ],
        ),
        (
            "Ann made the top two.",
            &["either (name=Ann in the far-left seat) or (name=Ann in seat 2 from the left)"],
        ),
        (
            "Ann finished in the top three.",
            &["or (name=Ann in seat 3 from the left)"],
        ),
        (
            "Ann did not make the podium.",
            &[
                "not: name=Ann in the far-left seat",
                "not: name=Ann in seat 2 from the left",
                "not: name=Ann in seat 3 from the left",
            ],
        ),
        ("The winner was Ann.", &["name=Ann in the far-left seat"]),
        ("Ann was the winner.", &["name=Ann in the far-left seat"]),
        (
            "The runner-up was Ann.",
            &["name=Ann in seat 2 from the left"],
        ),
        (
            "The last to finish was Ann.",
            &["name=Ann in the far-right seat"],
        ),
        (
            "The winner finished right ahead of Ann.",
            &["immediately left of name=Ann"],
        ),
    ] {
        let (stdout, stderr, code) = read_as(clue);
        assert_eq!(code, Some(0), "{clue:?}: {stderr}");
        for read in reads {
            assert!(
                stdout.contains(read),
                "{clue:?} not read as {read:?}:\n{stdout}{stderr}"
            );
        }
    }
}

/// Near misses: a denial that does not say which of its two facts is denied, and words of a
/// finish that say no place.
#[test]
fn near_misses_of_the_finishing_words_are_refused() {
    for clue in [
        "Ann was not beaten only by Bo.",
        "Ann didn't edge out Bo for second.",
        "Ann was beaten only narrowly by Bo.",
        "Ann came home with Bo.",
        "Ann edged out Bo for the hat.",
    ] {
        let (stdout, stderr, code) = read_as(clue);
        assert_ne!(code, Some(0), "{clue:?} was read:\n{stdout}");
        assert!(stderr.contains("not understood"), "{clue:?}: {stderr}");
    }
}

/// The runners named between two dashes after a story's verb, and values between dashes once
/// the guests are known.
#[test]
fn a_list_between_dashes_names_the_runners_and_the_values() {
    let riddle = "\
What a race! Four of them came into the last lap together - Ann, Bo, Cy and Di - and it went \
down to the wire. They each ran for something different - a charity, a bet, a medal and a dare - \
and nobody fell.
Ann won it, and what a finish she had.
For anyone who missed it, here's how the rest went: Bo brought up the rear. Cy lost only to \
Ann. The charity runner was the winner. The bet runner came home directly behind Cy. The \
medal runner was Cy.
So, one for the listeners: who ran for a dare?
";
    let out = run::riddle(&["solve", "-"], riddle.as_bytes());
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stdout.contains("Answer (unique)"), "{stdout}");
    let names = stdout
        .lines()
        .find(|l| l.starts_with("| name"))
        .expect("a row of names");
    let order: Vec<usize> = ["Ann", "Cy", "Di", "Bo"]
        .iter()
        .map(|n| names.find(n).expect("each runner in the row"))
        .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{stdout}");
}
