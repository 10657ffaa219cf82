//! The zebra family's forms in every combination: each way of describing a resident as the
//! subject with each thing said of her, in a frame of houses with categories the riddle lists
//! itself. Written here in words of our own, not taken from any puzzle, so a phrasing that reads
//! in one puzzle but not beside another form is caught.

use riddle::read::read;
use riddle::render::describe_clue;
use riddle::source::Source;

/// Houses and lists, ZebraLogic's way, in which every clue below is read.
const FRAME: &str = "There are 4 houses, numbered 1 to 4 from left to right. Each house is \
occupied by a different person. Each house has a unique attribute for each of the following \
characteristics:\n\
 - Each person has a unique name: `Ivo`, `Jana`, `Kofi`, `Lena`\n\
 - The people are of nationalities: `dane`, `swede`, `brit`, `german`\n\
 - People have unique favorite book genres: `fantasy`, `mystery`, `romance`, `science fiction`\n\
 - Everyone has something unique for lunch: `stew`, `pizza`, `grilled cheese`, `spaghetti`\n\
 - Each person has a unique birthday month: `jan`, `april`, `may`, `sept`\n\
 - People own unique car models: `Tesla`, `Ford`, `BMW`, `Fiat`\n\
 - They all have a unique favorite flower: `lilies`, `roses`, `tulips`, `irises`\n\
 - Everyone has a unique favorite music genre: `hip hop`, `jazz`, `pop`, `rock`\n\
 - Everyone has a favorite cigar: `blends`, `prince`, `dunhill`, `blue master`\n\
 - Each person has a unique hobby: `painting`, `knitting`, `baking`, `hiking`\n\n\
## Clues:\n";

/// Ways of describing a resident, and the value each names (as `riddle parse` shows it).
const RESIDENTS: &[(&str, &str)] = &[
    ("Jana", "name=Jana"),
    ("the Dane", "nationality=Dane"),
    ("the person who loves fantasy books", "book genre=fantasy"),
    (
        "the person who loves eating grilled cheese",
        "lunch=grilled cheese",
    ),
    ("the pizza lover", "lunch=pizza"),
    (
        "the person whose birthday is in January",
        "birthday month=jan",
    ),
    (
        "the person whose favorite book genre is romance",
        "book genre=romance",
    ),
    ("the person who drives a Tesla", "car model=Tesla"),
    (
        "the person partial to science fiction",
        "book genre=science fiction",
    ),
    ("the one eating stew", "lunch=stew"),
    ("the person with the Ford", "car model=Ford"),
    ("the person who is a spaghetti lover", "lunch=spaghetti"),
    // A value in what holds it.
    ("the person with a plate of pizza", "lunch=pizza"),
    ("the person who loves a bowl of stew", "lunch=stew"),
    ("the person who loves a bouquet of roses", "flower=roses"),
    // What holds a value, or who has it, after it.
    ("the person who loves a roses arrangement", "flower=roses"),
    ("the person who loves the tulip bouquet", "flower=tulips"),
    ("the person who loves the pizza eater", "lunch=pizza"),
    // A value written otherwise than listed: case, hyphens, spaces.
    ("the person who loves hip-hop", "music genre=hip hop"),
    ("the person who loves Hip Hop music", "music genre=hip hop"),
    ("the person who smokes many unique blends", "smoke=Blends"),
    // A hobby by its verb.
    ("the person who paints as a hobby", "hobby=painting"),
    ("the person who bakes", "hobby=baking"),
    // Nationality by its adjective, where the list gives the noun.
    ("the British person", "nationality=Brit"),
    ("the Danish person", "nationality=Dane"),
    // ZebraLogic's "the person's" for "the person whose", as a subject.
    (
        "the person's favorite book genre is fantasy",
        "book genre=fantasy",
    ),
];

/// What is said of a resident, and how `riddle parse` words the clue, around the subject
/// `{a}` and the other resident `{b}`.
const SAID: &[(&str, &str)] = &[
    ("is in the second house", "{a} in seat 2 from the left"),
    ("is not in the first house", "not: {a} in the far-left seat"),
    (
        "is directly left of Kofi",
        "{a} immediately left of name=Kofi",
    ),
    (
        "is somewhere to the right of the Brit",
        "nationality=Brit somewhere left of {a}",
    ),
    (
        "lives next to the person who drives a Fiat",
        "{a} next to car model=Fiat",
    ),
    ("is Ivo", "{a} is name=Ivo"),
    ("is not the Swede", "not: {a} is nationality=Swede"),
    // ZebraLogic's own template: "the person's" for "the person whose".
    (
        "is the person's favorite book genre is mystery",
        "{a} is book genre=mystery",
    ),
    // Houses side by side, a house anywhere to one side, a pronoun that stresses her.
    ("shares a wall with Kofi", "{a} next to name=Kofi"),
    (
        "lives in a house somewhere to the right of the Brit's",
        "nationality=Brit somewhere left of {a}",
    ),
    (
        "is himself directly left of Kofi",
        "{a} immediately left of name=Kofi",
    ),
    // "next door" is the next house: a word that stresses it changes nothing.
    ("lives right next door to Kofi", "{a} next to name=Kofi"),
    ("lives just next door to Kofi", "{a} next to name=Kofi"),
];

fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// How `riddle parse` words the last clue of `text`, or why `text` did not read.
fn last_clue(text: String) -> Result<String, String> {
    let riddle = read(&Source::new("zebra", text)).map_err(|e| format!("not read: {e:?}"))?;
    let last = riddle.clues.last().ok_or("no clue")?;
    Ok(describe_clue(&last.kind, &riddle.vocabulary).1)
}

/// Why `sentence` (the last of `text`) was not read as `want`, or `None` when it was.
fn misread(sentence: &str, text: String, want: &str) -> Option<String> {
    match last_clue(text) {
        Ok(got) if got == want => None,
        Ok(got) => Some(format!("{sentence}\n    read as {got}\n    not {want}")),
        Err(why) => Some(format!("{sentence}\n    {why}")),
    }
}

#[test]
fn every_description_reads_with_every_predicate() {
    let mut failures = Vec::new();
    for (subject, a) in RESIDENTS {
        for (said, clue) in SAID {
            let sentence = format!("1. {} {said}.", capitalised(subject));
            let text = format!("{FRAME}{sentence}\n");
            let want = clue.replace("{a}", a);
            failures.extend(misread(&sentence, text, &want));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn houses_apart_and_side_by_side_read_in_every_form() {
    let cases = [
        (
            "There is one house between Jana and the Dane.",
            "name=Jana 2 seats from nationality=Dane",
        ),
        (
            "There are two houses between the pizza lover and Kofi.",
            "lunch=pizza 3 seats from name=Kofi",
        ),
        (
            "The person who drives a Tesla and the Brit are next to each other.",
            "car model=Tesla next to nationality=Brit",
        ),
        (
            "The person who loves mystery books lives at one of the ends.",
            "book genre=mystery at an end",
        ),
    ];
    for (sentence, want) in cases {
        let got = last_clue(format!("{FRAME}1. {sentence}\n"));
        assert_eq!(got, Ok(want.to_string()), "{sentence}");
    }
}

/// The seating puzzles' frame: a guest list inside a sentence, lists in parentheses.
const CHAIRS: &str = "At the fair, a prize is given to four Dads: Gus, Ned, Omar, and Ravi. Each \
Dad sits beside a table where their kid (Ada, Lila, Milo, and Theo) will put a hat (Beret, Bowler, \
Fedora, or Panama) and serve a dessert (Flan, Pudding, Sorbet, or Trifle).\n\n";

#[test]
fn chair_puzzle_forms_read() {
    let cases = [
        (
            "The person in the last chair (right-most) is eating Pudding.",
            "dessert=Pudding in the far-right seat",
        ),
        (
            "Theo's Dad is sitting next to the one eating Pudding.",
            "kid=Theo next to dessert=Pudding",
        ),
        (
            "The Beret was placed at one of the place settings at one of the ends.",
            "hat=Beret at an end",
        ),
        (
            "Milo's Dad is in the fourth chair.",
            "kid=Milo in seat 4 from the left",
        ),
        (
            "The Fedora was placed at the place setting next to Ravi's chair.",
            "hat=Fedora next to name=Ravi",
        ),
        (
            "Ada's Dad is the one eating Sorbet.",
            "kid=Ada is dessert=Sorbet",
        ),
        (
            "The one eating Trifle is sitting directly right of Lila's Dad.",
            "kid=Lila immediately left of dessert=Trifle",
        ),
        (
            "Ravi is not sitting at one of the ends.",
            "not: name=Ravi at an end",
        ),
        (
            "There are two chairs between the place setting with a Beret and Milo's Dad on the left.",
            "kid=Milo 3 seats left of hat=Beret",
        ),
    ];
    for (sentence, want) in cases {
        let got = last_clue(format!("{CHAIRS}1. {sentence}\n"));
        assert_eq!(got, Ok(want.to_string()), "{sentence}");
    }
    // A seat named again in parentheses must be the same seat.
    let text = format!("{CHAIRS}1. The person in the first chair (right-most) is eating Flan.\n");
    assert!(read(&Source::new("chairs", text)).is_err());
    // Or the same place by its number, counted from the left as numbered places are: the far
    // right of four is chair 4.
    for (sentence, want) in [
        (
            "Omar is at the extreme left end (position 1).",
            "name=Omar in the far-left seat",
        ),
        (
            "Gus sits at the far right (chair 4).",
            "name=Gus in the far-right seat",
        ),
        (
            "The one eating Flan is in the second chair from the right (seat 3).",
            "dessert=Flan in seat 2 from the right",
        ),
    ] {
        let got = last_clue(format!("{CHAIRS}1. {sentence}\n"));
        assert_eq!(got.as_deref(), Ok(want), "{sentence}");
    }
    for sentence in [
        "Omar is at the extreme left end (position 2).",
        "Gus sits at the far right (chair 1).",
        "Gus sits at one of the ends (chair 1).",
    ] {
        let text = format!("{CHAIRS}1. {sentence}\n");
        assert!(read(&Source::new("chairs", text)).is_err(), "{sentence}");
    }
}

/// A sentence that lists a category named before beside a new one: the new one is numbered
/// after those declared, not after the lists of its sentence.
#[test]
fn a_list_named_again_beside_a_new_one_keeps_the_numbering() {
    let text = "At the fair, a prize is given to four Dads: Gus, Ned, Omar, and Ravi. Each Dad has \
                a kid (Ada, Lila, Milo, and Theo). Each kid (Ada, Lila, Milo, and Theo) wears a \
                hat (Beret, Bowler, Fedora, or Panama).\n\n1. Theo's Dad has a lovely Bowler hat.\n";
    assert_eq!(
        last_clue(text.to_string()),
        Ok("kid=Theo is hat=Bowler".to_string())
    );
}

/// "Either ... or" wherever it may stand, each read as a choice of both sides, never as one
/// side alone (as "kept by either the Japanese or the Englishman" once was: the Englishman's).
#[test]
fn either_or_reads_as_both_sides_wherever_it_stands() {
    let cases = [
        (
            "Either Jana or the Dane lives in the second house.",
            "either (name=Jana in seat 2 from the left) or (nationality=Dane in seat 2 from the left)",
        ),
        (
            "The person who drives a Tesla is either Ivo or the Brit.",
            "either (car model=Tesla is name=Ivo) or (car model=Tesla is nationality=Brit)",
        ),
        (
            "Jana lives next to either Kofi or the Dane.",
            "either (name=Jana next to name=Kofi) or (name=Jana next to nationality=Dane)",
        ),
        (
            "Lena either loves fantasy books or is the one eating stew.",
            "either (name=Lena is book genre=fantasy) or (name=Lena is lunch=stew)",
        ),
        (
            "Either Jana lives in the first house or the Dane lives there.",
            "either (name=Jana in the far-left seat) or (nationality=Dane in the far-left seat)",
        ),
        (
            "Kofi is somewhere between Jana and the Brit.",
            "either (name=Jana somewhere left of name=Kofi and name=Kofi somewhere left of \
             nationality=Brit) or (nationality=Brit somewhere left of name=Kofi and name=Kofi \
             somewhere left of name=Jana)",
        ),
        (
            "Jana is neither the Dane nor the Brit.",
            "not: name=Jana is nationality=Brit",
        ),
    ];
    for (sentence, want) in cases {
        let got = last_clue(format!("{FRAME}1. {sentence}\n"));
        assert_eq!(got, Ok(want.to_string()), "{sentence}");
    }
    let einstein = "There are three houses. The residents are an Englishman, a Japanese and a \
                    Spaniard, and they keep snails, a dog and a zebra.\n\
                    1. The snails are kept by either the Japanese or the Englishman.\n";
    assert_eq!(
        last_clue(einstein.to_string()),
        Ok(
            "either (nationality=Japanese is pet=snails) or (nationality=Englishman is pet=snails)"
                .to_string()
        )
    );
}

/// Values with a number in them, read whole, and a house style by its kind of house: a frame of
/// their own, since one riddle has at most 16 categories.
#[test]
fn numbered_values_and_house_styles_read() {
    let frame = "There are 4 houses, numbered 1 to 4 from left to right.\n\
 - Each person has a unique name: `Ivo`, `Jana`, `Kofi`, `Lena`\n\
 - People ride unique bikes: `trek 7 fx`, `giant 2`, `bmx`, `cannondale`\n\
 - People have unique house styles: `victorian`, `ranch`, `colonial`, `tudor`\n\n## Clues:\n";
    for (sentence, want) in [
        (
            "1. The person who rides a Trek 7 FX is in the second house.",
            "bike=trek 7 fx in seat 2 from the left",
        ),
        (
            "1. Jana is the person who owns a Giant 2.",
            "name=Jana is bike=giant 2",
        ),
        (
            "1. The person in a ranch-style villa is Kofi.",
            "house style=ranch is name=Kofi",
        ),
        (
            "1. Lena lives in a Tudor-style cottage.",
            "name=Lena is house style=tudor",
        ),
    ] {
        assert_eq!(
            last_clue(format!("{frame}{sentence}\n")).as_deref(),
            Ok(want),
            "{sentence}"
        );
    }
    // A function word listed as a value reads in a value slot, and is never guessed at.
    let months = "There are 3 houses, numbered 1 to 3 from left to right.\n\
 - Each person has a unique name: `Ivo`, `Jana`, `Kofi`\n\
 - Each person has a unique birthday month: `may`, `jan`, `sept`\n\n## Clues:\n";
    assert_eq!(
        last_clue(format!(
            "{months}1. The person whose birthday is in May is Kofi.\n"
        ))
        .as_deref(),
        Ok("birthday month=may is name=Kofi")
    );
    assert!(last_clue(format!("{months}1. Kofi may drink tea.\n")).is_err());
    let frame = "There are 3 houses, numbered 1 to 3 from left to right.\n\
 - Each person has a unique name: `Ivo`, `Jana`, `Kofi`\n\
 - Everyone has a unique level of education: `trade school`, `bachelor`, `high school`\n\n## Clues:\n";
    for (sentence, want) in [
        (
            "1. The person who attended trade school is Kofi.",
            "education=trade school is name=Kofi",
        ),
        (
            "1. Ivo attends high school.",
            "name=Ivo is education=high school",
        ),
    ] {
        assert_eq!(
            last_clue(format!("{frame}{sentence}\n")).as_deref(),
            Ok(want),
            "{sentence}"
        );
    }
}

/// The classic frame, its values never listed: each clue names them where it stands.
const CLASSIC: &str = "There are four houses in a row.\n\
The Dane lives in the green house.\nThe Swede keeps a lizard.\nThe Norwegian drinks cocoa.\n";

/// A noun for whoever has a value, capitalised with it as a title is: "The Gauloises Smoker" is
/// whoever smokes Gauloises, never a smoke called "Gauloises Smoker" with the sentence left
/// over; and the house's color with its noun before the one who lives there.
#[test]
fn capitalised_agent_nouns_and_house_compounds_read() {
    for (sentence, want) in [
        (
            "The Gauloises Smoker lives in the green house.",
            "smoke=Gauloises is color=green",
        ),
        (
            "The Cocoa Drinker keeps a lizard.",
            "drink=cocoa is pet=lizard",
        ),
        (
            "The Lizard Owner lives next to the Dane.",
            "pet=lizard next to nationality=Dane",
        ),
        (
            "The green house owner drinks cocoa.",
            "color=green is drink=cocoa",
        ),
        (
            "The green house occupant keeps a lizard.",
            "color=green is pet=lizard",
        ),
    ] {
        assert_eq!(
            last_clue(format!("{CLASSIC}{sentence}\n")).as_deref(),
            Ok(want),
            "{sentence}"
        );
    }
}

/// A value or a place as the subject, and a value placed by "there is": read as whoever holds
/// it, or lives there.
#[test]
fn a_value_or_a_place_first_reads_as_its_holder() {
    let mut failures = Vec::new();
    for (sentence, want) in [
        (
            "There's a Tesla in the second house.",
            "car model=Tesla in seat 2 from the left",
        ),
        (
            "The second house is currently home to the Dane.",
            "nationality=Dane in seat 2 from the left",
        ),
        (
            "Resplendent in tulips, the Dane lives in the first house.",
            "nationality=Dane in the far-left seat",
        ),
        (
            "Of all the people, the Dane lives farthest to the right.",
            "nationality=Dane in the far-right seat",
        ),
        (
            "You'll find the Dane living directly left of Kofi.",
            "nationality=Dane immediately left of name=Kofi",
        ),
    ] {
        let text = format!("{FRAME}1. {sentence}\n");
        failures.extend(misread(sentence, text, want));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A choice of two values named before, each perhaps with its article, in the slot of a verb
/// that names no category of its own: "neither ... nor" denies each, "either ... or" holds one.
#[test]
fn a_choice_of_listed_values_reads_after_any_verb() {
    let cases = [
        (
            "Jana loves neither the roses nor the tulips.",
            "not: name=Jana is flower=tulips",
        ),
        // Every car listed: one of two is neither of the others.
        (
            "Kofi drives either a Ford or a Fiat.",
            "not: name=Kofi is car model=BMW",
        ),
    ];
    for (sentence, want) in cases {
        let got = last_clue(format!("{FRAME}1. {sentence}\n"));
        assert_eq!(got, Ok(want.to_string()), "{sentence}");
    }
    // Two values of different lists are no choice of one.
    for sentence in [
        "Jana loves neither the roses nor the pizza.",
        "Jana loves either the roses or the Dane.",
    ] {
        assert!(
            last_clue(format!("{FRAME}1. {sentence}\n")).is_err(),
            "{sentence} was read"
        );
    }
}

/// "They" is whoever lives in the place named after what they do, and a house is known by what
/// is in it ("the house with a lizard", "the house where they smoke Gauloises"); a value and
/// its agent noun joined by a hyphen are one description.
#[test]
fn they_live_where_the_sentence_puts_them_and_a_house_is_known_by_what_is_in_it() {
    let frame = format!("{CLASSIC}The Swede smokes Gauloises.\n");
    let mut failures = Vec::new();
    for (sentence, want) in [
        (
            "They drink cocoa in the green house.",
            "color=green is drink=cocoa",
        ),
        (
            "They don't drink cocoa in the green house.",
            "not: color=green is drink=cocoa",
        ),
        (
            "They keep a lizard in a house next to the house where they smoke Gauloises.",
            "pet=lizard next to smoke=Gauloises",
        ),
        (
            "In a house next to the house with a lizard, they drink cocoa.",
            "drink=cocoa next to pet=lizard",
        ),
        (
            "The Gauloises-smoker lives next to the house with a lizard.",
            "smoke=Gauloises next to pet=lizard",
        ),
        (
            "The cocoa-drinker lives next to the house where people keep a lizard.",
            "drink=cocoa next to pet=lizard",
        ),
        (
            "The house where they smoke Gauloises is directly left of the green house.",
            "smoke=Gauloises immediately left of color=green",
        ),
    ] {
        let text = format!("{frame}{sentence}\n");
        failures.extend(misread(sentence, text, want));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Of people with ages listed, "the youngest" and "the oldest" are who hold the least and the
/// greatest; plans in the future ("is going to eat", "will eat", "won't eat") say what one does;
/// ", in that order" may follow "somewhere between" after a comma.
#[test]
fn ages_rank_people_and_plans_say_what_they_do() {
    let frame = "There are 4 houses, numbered 1 to 4 from left to right.\n\
 - Each person has a unique name: `Ivo`, `Jana`, `Kofi`, `Lena`\n\
 - Each person has a unique age: `21`, `25`, `30`, `42`\n\
 - Everyone has something unique for lunch: `stew`, `pizza`, `grilled cheese`, `spaghetti`\n\n\
## Clues:\n";
    for (sentence, want) in [
        (
            "1. The youngest person is in the second house.",
            "age=21 in seat 2 from the left",
        ),
        ("1. The oldest person is Kofi.", "age=42 is name=Kofi"),
        ("1. Kofi is the eldest.", "name=Kofi is age=42"),
        ("1. Kofi is going to eat stew.", "name=Kofi is lunch=stew"),
        ("1. Kofi will eat pizza.", "name=Kofi is lunch=pizza"),
        (
            "1. Kofi is not going to eat stew.",
            "not: name=Kofi is lunch=stew",
        ),
        ("1. Kofi won't eat pizza.", "not: name=Kofi is lunch=pizza"),
        (
            "1. The person who will eat stew is the youngest person.",
            "lunch=stew is age=21",
        ),
        (
            "1. Jana is somewhere between Ivo and Kofi, in that order.",
            "name=Jana somewhere left of name=Kofi",
        ),
    ] {
        assert_eq!(
            last_clue(format!("{frame}{sentence}\n")).as_deref(),
            Ok(want),
            "{sentence}"
        );
    }
    // Without ages listed for everyone, "the youngest" names no one.
    let no_ages = "There are 4 houses, numbered 1 to 4 from left to right.\n\
 - Each person has a unique name: `Ivo`, `Jana`, `Kofi`, `Lena`\n\n## Clues:\n";
    let sentence = "1. The youngest person is Kofi.";
    assert!(
        last_clue(format!("{no_ages}{sentence}\n")).is_err(),
        "{sentence}"
    );
}

/// Nationalities a homework puzzle names only in its clues, never in a list: each is read as a
/// nationality from its first sentence on.
#[test]
fn nationalities_named_only_in_the_clues_read() {
    for (sentence, want) in [
        (
            "The Kenyan lives in the first house.",
            "nationality=Kenyan in the far-left seat",
        ),
        (
            "The Peruvian keeps a lizard.",
            "nationality=Peruvian is pet=lizard",
        ),
        (
            "The Czech lives next to the Dane.",
            "nationality=Czech next to nationality=Dane",
        ),
    ] {
        assert_eq!(
            last_clue(format!("{CLASSIC}{sentence}\n")).as_deref(),
            Ok(want),
            "{sentence}"
        );
    }
}
