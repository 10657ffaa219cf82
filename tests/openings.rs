//! How a riddle opens: the ways people name the guests before the clues, in words of our own.
//! Each opening is read as the guest list, through the built binary as a user runs it, and the
//! clue after it reads with the names it gave; openings that list values are never taken for
//! guests.

mod run;

use run::{parse, text};

/// The opening is read as the guest list `names`, and the clue after it as `clue`.
#[track_caller]
fn opens_with(opening: &str, clue: &str, names: &str, read: &str) {
    let (status, stdout, stderr) = parse(&format!("{opening}\n{clue}\n"));
    assert_eq!(status, Some(0), "{opening:?}\n{stderr}");
    assert!(
        stdout.contains(&format!("declare  name: {names}")),
        "{opening:?} is not the guest list {names:?}:\n{stdout}"
    );
    assert!(
        stdout.contains(read),
        "{clue:?} not read as {read:?}:\n{stdout}"
    );
}

#[test]
fn names_straight_after_a_counted_noun_for_people() {
    opens_with(
        "Four hikers Ann, Bo, Cy and Di sat on a log in a row.",
        "Ann sat at the far left.",
        "Ann, Bo, Cy, Di",
        "name=Ann in the far-left seat",
    );
    opens_with(
        "Three cyclists X, Y and Z finished a hill climb.",
        "X finished ahead of Y.",
        "X, Y, Z",
        "name=X somewhere left of name=Y",
    );
    opens_with(
        "Four ladies, namely Lady Ash, Lady Bell, Lady Cole and Lady Dunn, were seated in a row.",
        "Lady Bell sat at the far right.",
        "Lady Ash, Lady Bell, Lady Cole, Lady Dunn",
        "name=Lady Bell in the far-right seat",
    );
}

#[test]
fn a_count_in_digits_the_writers_party_and_names_in_lower_case() {
    opens_with(
        "4 ppl at lunch: lady ash, lady bell, lady cole and lady dunn.",
        "lady cole sat at the far left.",
        "Lady Ash, Lady Bell, Lady Cole, Lady Dunn",
        "name=Lady Cole in the far-left seat",
    );
    opens_with(
        "Four of us swam: Ann, Bo, Cy and Di.",
        "Di sat at the far left.",
        "Ann, Bo, Cy, Di",
        "name=Di in the far-left seat",
    );
    opens_with(
        "Three drivers raced on Sunday: Vick, Lou and Mo.",
        "Lou finished ahead of Mo.",
        "Vick, Lou, Mo",
        "name=Lou somewhere left of name=Mo",
    );
}

#[test]
fn names_first_then_the_row_they_sit_in() {
    opens_with(
        "Ann, Bo, Cy and Di are sitting in a row.",
        "Cy sat at the far left.",
        "Ann, Bo, Cy, Di",
        "name=Cy in the far-left seat",
    );
    opens_with(
        "Lady Ash, Lady Bell and Lady Cole stood in a line.",
        "Lady Ash stood at the far right.",
        "Lady Ash, Lady Bell, Lady Cole",
        "name=Lady Ash in the far-right seat",
    );
}

#[test]
fn a_writer_in_lower_case_ends_her_sentences_with_blank_lines() {
    opens_with(
        "3 ppl at brunch: ann, bo and cy\n",
        "cy sat at the far left.",
        "Ann, Bo, Cy",
        "name=Cy in the far-left seat",
    );
}

#[test]
fn values_after_a_noun_for_people_are_never_guests() {
    // The residents' nationalities and the friends' colors are values, not names.
    let (_, stdout, stderr) = parse(
        "There are three houses.\nThe residents are of different nationalities: Dane, Swede, Brit.\n\
         The Dane lives in the first house.\n",
    );
    assert!(
        stdout.contains("nationality: Dane, Swede, Brit"),
        "{stdout}{stderr}"
    );
    let (status, stdout, _) = parse(
        "Three friends wore different colors: red, blue and green.\nThe one in red sat at the \
         far left.\n",
    );
    assert!(
        status != Some(0) || !stdout.contains("declare  name: Red"),
        "{stdout}"
    );
}

#[test]
fn names_after_a_counted_noun_for_people_with_the_sentence_running_on() {
    // The last name before the sentence goes on, after a comma before "and", and a direction
    // no row reads: the sentence is read for its list.
    opens_with(
        "Four friends Ada, Bea, Cal, and Dov are standing in a line facing West.",
        "Cal is at the extreme right end.",
        "Ada, Bea, Cal, Dov",
        "name=Cal in the far-right seat",
    );
    opens_with(
        "Three cousins X, Y, and Z are sitting on a bench facing South.",
        "Y is to the immediate left of Z.",
        "X, Y, Z",
        "name=Y immediately left of name=Z",
    );
}

#[test]
fn the_people_who_occupy_the_houses_after_a_colon() {
    // Not values of a category "occupied": the guests, named in every clue after.
    opens_with(
        "There are 3 houses, numbered 1 to 3 from left to right.\n\
         Each house is occupied by a different person: Nadia, Omar, or Pia.",
        "Pia lives in the first house.",
        "Nadia, Omar, Pia",
        "name=Pia in the far-left seat",
    );
}

#[test]
fn words_for_whom_in_a_title_are_no_list() {
    let (status, stdout, stderr) = parse(
        "Garden Quiz (for Nan and Pip, ages 6 and 8)\n\n\
         There are 4 houses in a row. A child lives in each house: Ola, Pau, Quy and Rex.\n\
         Ola lives in the first house.\n",
    );
    assert_eq!(status, Some(0), "{stderr}");
    assert!(!stdout.contains("for Nan"), "{stdout}");
    assert!(stdout.contains("name: Ola, Pau, Quy, Rex"), "{stdout}");
}

#[test]
fn names_between_dashes_after_a_counted_noun_for_people() {
    opens_with(
        "Four pupils - Ada, Bo, Cy and Di - stand in a line for a photograph, numbered 1 to 4 from left to right.",
        "Cy stands in position 2.",
        "Ada, Bo, Cy, Di",
        "name=Cy in seat 2 from the left",
    );
}

#[test]
fn a_riddle_on_a_wiki_page_with_its_line_breaks_and_italics() {
    // MediaWiki writes "<br>" after a line and '' around italics: markup, not words.
    let (status, stdout, stderr) = parse(
        "Ada, Bea, Cal and Dov rent different floors of a tower that has four floors.<br>\n\
         ::* &nbsp; Bea does not live on the bottom floor.<br />\n''Ada lives on the top floor.''\n",
    );
    assert_eq!(status, Some(0), "{stderr}");
    assert!(stdout.contains("name: Ada, Bea, Cal, Dov"), "{stdout}");
    assert!(
        stdout.contains("not: name=Bea in the far-left seat"),
        "{stdout}"
    );
    assert!(
        stdout.contains("name=Ada in the far-right seat"),
        "{stdout}"
    );
    let (status, stdout, stderr) = parse(
        "Ada, Bea and Cal rent different floors of a house that has three floors.<br>\n\
         Cal lives on the bottom floor.\n'''Who lives on the top floor?'''<br><br>\n",
    );
    assert_eq!(status, Some(0), "{stderr}");
    assert!(stdout.contains("name=Cal in the far-left seat"), "{stdout}");
    assert!(stderr.contains("ignored an HTML line break"), "{stderr}");
    assert!(stderr.contains("ignored MediaWiki emphasis"), "{stderr}");
}

#[test]
fn a_note_explaining_itself_with_i_e_is_one_sentence() {
    // "(i.e. ...)" does not end the note: the whole note names no guest and no value, and is
    // left out; cut at "i.e." its second half would name places and stay an error.
    let (status, stdout, stderr) = parse(
        "Ann, Bo and Cy sat in a row.\n\
         When we say there is one seat between two people, we mean one is in the first seat and \
         the other in the third (i.e. there is one seat in between them that neither sits in).\n\
         Ann sat at the far left.\n",
    );
    assert_eq!(status, Some(0), "{stderr}");
    assert!(stdout.contains("name=Ann in the far-left seat"), "{stdout}");
    assert!(
        stderr.contains("ignored a sentence that names no guest and no value"),
        "{stderr}"
    );
}

#[test]
fn a_list_shorter_than_the_count_before_it_is_not_the_guest_list() {
    // Were "- Ada" dropped, the riddle would read with three guests and answer for them.
    for opening in [
        "Four pupils ~ Ada, Bo, Cy and Di ~ stand in a line.",
        "Four pupils, Bo, Cy and Di, stand in a line.",
    ] {
        let (status, stdout, stderr) = parse(&format!("{opening}\nCy stands in position 2.\n"));
        assert_ne!(status, Some(0), "{opening:?} read:\n{stdout}");
        assert!(
            !stdout.contains("declare  name: Bo, Cy, Di"),
            "{stdout}\n{stderr}"
        );
    }
}

#[test]
fn developers_named_after_a_colon_are_the_guests() {
    opens_with(
        "Devs: Ann, Bo, Cy, Di.",
        "Ann sits next to Bo.",
        "Ann, Bo, Cy, Di",
        "name=Ann next to name=Bo",
    );
    opens_with(
        "Four programmers sat at four desks: Ann, Bo, Cy and Di.",
        "Bo sat at desk 1.",
        "Ann, Bo, Cy, Di",
        "name=Bo in",
    );
}

#[test]
fn a_grid_riddle_run_together_on_one_line_reads_as_its_lines() {
    // Its lists after "- ", its heading and its numbered clues with no line between them, as a
    // puzzle copied out of a field that kept no line breaks.
    let (status, stdout, stderr) = parse(
        "There are 3 houses, numbered 1 to 3 from left to right. Each house has a unique \
         attribute for each of the following characteristics: - Each person has a unique name: \
         Oona, Pim, Quin - People have unique favorite fruits: plum, fig, lime ## Clues: 1. Pim \
         is in the first house. 2. The person who loves figs is Quin. 3. Oona is directly left \
         of the person who loves limes.\n",
    );
    assert_eq!(status, Some(0), "{stderr}");
    assert!(stdout.contains("name: Oona, Pim, Quin"), "{stdout}");
    assert!(stdout.contains("fruit"), "{stdout}");
    assert!(stdout.contains("name=Pim in the far-left seat"), "{stdout}");
    assert!(stdout.contains("name=Oona immediately left of"), "{stdout}");
    assert!(stderr.contains("run together on this line"), "{stderr}");
}

#[test]
fn the_question_after_the_question_is_comma() {
    let out = run::riddle(
        &["solve", "-"],
        "There are three houses.\nThe Dane lives in the first house.\nThe Swede keeps a \
         horse.\nThe Swede lives next to the Dane.\nThe Norwegian keeps a cat.\nThe Dane keeps \
         a dog.\nThe question is, who keeps the cat?\n"
            .as_bytes(),
    );
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("who keeps the cat?  The Norwegian (house 3)"),
        "{stdout}{}",
        text(&out.stderr)
    );
}

/// "a Japanese man" in a list of nationalities is the Japanese, whom clues name with or without
/// the noun.
#[test]
fn a_nationality_with_a_noun_for_a_person_in_a_list_is_the_nationality() {
    let (status, stdout, stderr) = parse(
        "There are four houses in a row.\n\
         The owners are an Englishman, a Spaniard, a Japanese man and a Norwegian.\n\
         The Japanese man lives in the first house.\nThe Japanese keeps a dog.\n",
    );
    assert_eq!(status, Some(0), "{stderr}");
    assert!(
        stdout.contains("nationality: Englishman, Spaniard, Japanese, Norwegian"),
        "{stdout}"
    );
    assert!(
        stdout.contains("nationality=Japanese in the far-left"),
        "{stdout}"
    );
}

/// A guest listed with her article and her seat ("the Marchioness of Alba") is called by her
/// title alone, as any titled guest is.
#[test]
fn a_guest_listed_as_the_title_of_a_place_is_called_by_the_title() {
    opens_with(
        "Four ladies sat in a row: the Marchioness of Alba, Lady Bell, Lady Cole and Lady Dunn.",
        "The Marchioness sat at the far left.",
        "The Marchioness Of Alba, Lady Bell, Lady Cole, Lady Dunn",
        "name=The Marchioness Of Alba in the far-left seat",
    );
}

/// A word the page broke at a line's end ("Mar-" above "chioness") is one word again.
#[test]
fn a_word_hyphenated_across_a_line_break_is_read_whole() {
    opens_with(
        "Four ladies sat in a row: Lady Ash, Lady Bell, Mar-\nchioness Cole and Lady Dunn.",
        "Marchioness Cole sat at the far right.",
        "Lady Ash, Lady Bell, Marchioness Cole, Lady Dunn",
        "name=Marchioness Cole in the far-right seat",
    );
}

/// A category of the riddle's own that says where one belongs ("a different department (...)")
/// is said with "from", as a city is: "the runner from IT", "came from Legal".
#[test]
fn one_is_from_a_value_of_the_riddles_own_category() {
    opens_with(
        "Three of us ran: Ann, Bo and Cy. Everyone was from a different department (Legal, IT and Sales).",
        "Bo sat next to the runner from IT.",
        "Ann, Bo, Cy",
        "name=Bo next to department=IT",
    );
    opens_with(
        "Three of us ran: Ann, Bo and Cy. Everyone was from a different department (Legal, IT and Sales).",
        "The woman from Legal sat at the far left.",
        "Ann, Bo, Cy",
        "department=Legal in the far-left seat",
    );
}

#[test]
fn entrants_regulars_and_those_sitting_there_are_the_guests() {
    opens_with(
        "Four dogs were judged today. The dogs were Rex, Fido, Bea and Moss.",
        "Rex was placed directly above Bea.",
        "Rex, Fido, Bea, Moss",
        "name=Rex immediately left of name=Bea",
    );
    opens_with(
        "Each morning the same four regulars get on at the first stop: Ann, Bo, Cy and Di.",
        "Bo sits directly behind Ann.",
        "Ann, Bo, Cy, Di",
        "name=Ann immediately left of name=Bo",
    );
    opens_with(
        "The bench has four places. Sitting there are Ann, Bo, Cy and Di.",
        "Cy sat at the right-hand end.",
        "Ann, Bo, Cy, Di",
        "name=Cy in the far-right seat",
    );
}

#[test]
fn one_of_them_is_this_one_that_lists_their_roles() {
    opens_with(
        "Four friends met: Ann, Bo, Cy and Di. One of them is the chair, one the treasurer, one the secretary and one the auditor.",
        "The treasurer sat at the far left.",
        "Ann, Bo, Cy, Di",
        "role=treasurer in the far-left seat",
    );
    opens_with(
        "Four friends met: Ann, Bo, Cy and Di. One was a baker, one a nurse, one a pilot and one a farmer.",
        "The pilot sat at the far left.",
        "Ann, Bo, Cy, Di",
        "job=pilot in the far-left seat",
    );
}

#[test]
fn plots_in_a_row_are_its_places() {
    let (status, stdout, stderr) = parse(
        "There are four plots in a row. Each grows something different: leeks, kale, peas and beans.\nThe person who grows kale is at the far left.\n",
    );
    assert_eq!(status, Some(0), "{stderr}");
    assert!(stdout.contains("4 guests"), "{stdout}");
}

#[test]
fn a_count_of_them_before_a_colon_names_the_guests() {
    opens_with(
        "Three of them at the bar: Ann, Bo and Cy.",
        "Cy sat at the far left.",
        "Ann, Bo, Cy",
        "name=Cy in the far-left seat",
    );
}

#[test]
fn names_first_with_more_said_before_the_row_or_a_side_of_the_table() {
    opens_with(
        "Ann, Bo, Cy and Di came in, and the four of them sat in a row on the bench.",
        "Bo sat at the far right.",
        "Ann, Bo, Cy, Di",
        "name=Bo in the far-right seat",
    );
    opens_with(
        "Lady Ash, Lady Bell and Lady Cole had sat along one side of the table.",
        "Lady Bell had sat at the far left.",
        "Lady Ash, Lady Bell, Lady Cole",
        "name=Lady Bell in the far-left seat",
    );
    opens_with(
        "Ann, Bo and Cy sat side by side.",
        "Ann sat at the far right.",
        "Ann, Bo, Cy",
        "name=Ann in the far-right seat",
    );
}

#[test]
fn the_people_who_live_in_the_houses_are_the_guests() {
    opens_with(
        "There are four houses in a row. In the houses live Ann, Bo, Cy and Di, one in each.",
        "In the first house lives Di.",
        "Ann, Bo, Cy, Di",
        "name=Di in the far-left seat",
    );
}

/// The opening is refused, and no list of `names` is taken for the guests: the first line of
/// standard error is `first`.
#[track_caller]
fn refused(opening: &str, clue: &str, names: &str, first: &str) {
    let (status, stdout, stderr) = parse(&format!("{opening}\n{clue}\n"));
    assert_ne!(status, Some(0), "{opening:?} read:\n{stdout}");
    assert!(
        !stdout.contains(&format!("declare  name: {names}")),
        "{opening:?} read as the guests:\n{stdout}"
    );
    assert_eq!(stderr.lines().next(), Some(first), "{opening:?}:\n{stderr}");
}

#[test]
fn the_count_as_the_subject_names_the_guests_whole() {
    // Names with "the" and "of" inside are one name each; a leading "the" is an article.
    opens_with(
        "Six stood on the cliff path at dawn, in a line facing the sea. The six were Old Tom, \
         Sister Agnes, Piet the Baker, the Widow Marsh, Hal of the Mill and Brother Cai.",
        "Piet the Baker stood at the far left.",
        "Old Tom, Sister Agnes, Piet the Baker, Widow Marsh, Hal of the Mill, Brother Cai",
        "name=Piet the Baker in the far-left seat",
    );
    opens_with(
        "The three of us were Ines, Ravi and Tom.",
        "Tom sat at the far left.",
        "Ines, Ravi, Tom",
        "name=Tom in the far-left seat",
    );
}

#[test]
fn a_party_counted_then_its_names_between_dashes_after_the_story_verb() {
    opens_with(
        "Three of them crowded into the old lift - Mrs Abbot, Mr Finch and Dr Gale - on Monday.",
        "Mr Finch stood at the far left.",
        "Mrs Abbot, Mr Finch, Dr Gale",
        "name=Mr Finch in the far-left seat",
    );
    opens_with(
        "Four of us piled into the back pew at the carol service - Nell, Omar, Pat and Quin - \
         and since then we have argued about it.",
        "Quin sat at the far left.",
        "Nell, Omar, Pat, Quin",
        "name=Quin in the far-left seat",
    );
}

#[test]
fn a_scene_then_a_verb_of_sitting_then_the_guests() {
    opens_with(
        "At dinner sat Lady Ash, Lady Bell, Lady Cole and Lady Dale.",
        "Lady Cole sat at the far left.",
        "Lady Ash, Lady Bell, Lady Cole, Lady Dale",
        "name=Lady Cole in the far-left seat",
    );
    opens_with(
        "Around the campfire sat Rosa, Ivan, Kemal and Sun.",
        "Kemal sat at the far left.",
        "Rosa, Ivan, Kemal, Sun",
        "name=Kemal in the far-left seat",
    );
    opens_with(
        "At breakfast were Lord Ames, Lady Bly and Sir Colm.",
        "Lady Bly sat at the far left.",
        "Lord Ames, Lady Bly, Sir Colm",
        "name=Lady Bly in the far-left seat",
    );
}

#[test]
fn a_definition_names_the_guests() {
    opens_with(
        "For these rules, \"the Tenants\" means Mr Ray, Ms Ode and Mrs Lum (each a \"Tenant\"), \
         each of whom rents one flat.",
        "Ms Ode sat at the far left.",
        "Mr Ray, Ms Ode, Mrs Lum",
        "name=Ms Ode in the far-left seat",
    );
    // The values after "being" and "namely", in a clause after a comma.
    let (status, stdout, stderr) = parse(
        "In this note, \"the Players\" means Ann, Bo and Cy. Each Player drives one car, the cars \
         being a Kia, a Fiat and a Saab, and no two cars are of the same colour, the colours \
         being red, blue and green. Each heads a different team, namely Alpha, Beta and Gamma.\n\
         Ann drives the Kia.\n",
    );
    assert_eq!(status, Some(0), "{stderr}");
    for list in [
        "name: Ann, Bo, Cy",
        "car: Kia, Fiat, Saab",
        "color: red, blue, green",
        "Alpha, Beta, Gamma",
    ] {
        assert!(stdout.contains(list), "no {list:?}:\n{stdout}");
    }
}

#[test]
fn things_counted_before_a_colon_are_the_row_and_keep_their_the() {
    for (riddle, row, read) in [
        (
            "There are three films on the list, in order: The Birds, Vertigo and The Lodger.\n\
             The Birds is at the far left.\n",
            "declare  film: The Birds, Vertigo, The Lodger",
            "film=The Birds in the far-left seat",
        ),
        (
            "We have 3 jars on the sill, side by side: Plum Jam, The Pickle and Old Honey.\n\
             The Pickle is right next to Old Honey.\n",
            "declare  jar: Plum Jam, The Pickle, Old Honey",
            "jar=The Pickle next to jar=Old Honey",
        ),
    ] {
        let (status, stdout, stderr) = parse(riddle);
        assert_eq!(status, Some(0), "{stderr}");
        assert!(
            stdout.contains(row) && stdout.contains(read),
            "{riddle:?}:\n{stdout}"
        );
    }
}

#[test]
fn a_count_and_a_list_that_disagree_are_refused_saying_so() {
    refused(
        "The five were Ann, Bo, Cy and Di.",
        "Ann sat at the far left.",
        "Ann, Bo, Cy, Di",
        "error: no riddle found: this sentence counts 5 but its list names 4, so it is not read \
         as the guest list",
    );
    refused(
        "Four of us squeezed onto the bench - Ann, Bo and Cy - and chatted.",
        "Ann sat at the far left.",
        "Ann, Bo, Cy",
        "error: no riddle found: this sentence counts 4 but its list names 3, so it is not read \
         as the guest list",
    );
    refused(
        "There are 4 books on a shelf: Red Sky, The Moon and Blue Door.",
        "Red Sky is at the far left.",
        "Red Sky",
        "error: no riddle found: this sentence counts 4 but its list names 3, so it is not read \
         as the guest list",
    );
}

#[test]
fn story_sentences_naming_others_are_no_guest_list() {
    let none = "error: no riddle found: no guest list";
    // A count with no list, people visited, a clue's scene, values.
    refused(
        "The five were tired.",
        "Ann sat at the far left.",
        "Ann",
        none,
    );
    refused(
        "Four of us visited Ann, Bo, Cy and Di.",
        "Ann sat at the far left.",
        "Ann, Bo, Cy, Di",
        none,
    );
    refused(
        "Beside Lady Ash sat Lady Bo, Lady Cy and Lady Di.",
        "Lady Bo sat at the far left.",
        "Lady Bo, Lady Cy, Lady Di",
        none,
    );
    refused(
        "At the far left sat Ann, Bo and Cy.",
        "Ann sat at the far left.",
        "Ann, Bo, Cy",
        none,
    );
    refused(
        "There are four colours on the wall: Red, Blue, Green and White.",
        "Red is at the far left.",
        "Red, Blue, Green, White",
        none,
    );
    refused(
        "In this note \"the Hues\" means red, blue and green.",
        "Red is at the far left.",
        "Red, Blue, Green",
        none,
    );
    refused(
        "Three of them ran the race and Ann, Bo and Cy cheered.",
        "Ann finished ahead of Bo.",
        "Ann, Bo, Cy",
        none,
    );
}

#[test]
fn boats_named_by_their_noun_are_the_row_and_their_skippers_a_list() {
    // "our own" and "the" are no part of a boat's name; the teller is named in brackets.
    let (status, stdout, stderr) = parse(
        "The boats were our own Heron, the Swift, the Sea Dog and the Lark. Their skippers were \
         myself (Jo Hale), Ann Bly, Cy Dunn and Di Eck.\nHeron is at the far left.\n",
    );
    assert_eq!(status, Some(0), "{stderr}");
    for read in [
        "declare  boat: Heron, Swift, Sea Dog, Lark",
        "declare  skipper: Jo Hale, Ann Bly, Cy Dunn, Di Eck",
        "boat=Heron in the far-left seat",
    ] {
        assert!(stdout.contains(read), "no {read:?}:\n{stdout}");
    }
}

#[test]
fn a_list_after_one_to_each_is_no_list_of_people() {
    // "one to a dog" says nothing of people: the towns after it are values, never the guests.
    let (status, stdout, _) = parse(
        "Their owners were Ann, Bo and Cy, one to a dog; and each dog came from a different town, \
         these being Varna, Ruse and Pleven.\nVarna is at the far left.\n",
    );
    assert!(
        status != Some(0) || !stdout.contains("declare  name: Varna"),
        "{stdout}"
    );
}
