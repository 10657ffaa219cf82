//! Descriptions of a guest: one grammar of noun phrases, read alike in every slot (the subject,
//! after a seat relation, after a possessive, inside "between ... and ..."), and the near
//! misses of each form refused. Written in words of our own, at a table and in a street.

mod run;

use run::text;

/// A dinner of five guests, each title held by one of them.
const TABLE: &str = "At the dinner party were Lady Ashby, Doctor Brill, Countess Cole, Madam \
Dunn, and Baroness Eyre.
The women sat in a row. They wore red, blue, green, white and purple. They drank wine, rum, \
beer, absinthe and whiskey. They came from Alba, Brenn, Corr, Dovik and Esk.
";

/// A street of five houses, the zebra family's way.
const STREET: &str = "There are five houses in a row, numbered 1 to 5 from left to right.
Each house is painted a different color: red, green, white, yellow, and blue.
The residents are of different nationalities: Dane, Swede, Finn, Pole, and Czech.
Each resident keeps a different pet: cat, snails, owl, horse, and zebra.
Each resident drinks a different drink: tea, coffee, milk, water, and juice.
";

/// How `riddle parse` reads the sentence after `frame`: its clue lines, or its error.
fn parse(frame: &str, sentence: &str) -> Result<String, String> {
    let out = run::riddle(&["parse", "-"], format!("{frame}{sentence}\n").as_bytes());
    if out.status.code() == Some(0) {
        Ok(text(&out.stdout))
    } else {
        Err(text(&out.stderr))
    }
}

/// The sentence reads, to each of `clues` (as `parse` prints them).
#[track_caller]
fn reads_as(frame: &str, sentence: &str, clues: &[&str]) {
    let stdout = parse(frame, sentence).unwrap_or_else(|e| panic!("{sentence:?}: {e}"));
    for clue in clues {
        assert!(
            stdout.contains(clue),
            "{sentence:?} does not read as {clue:?}:\n{stdout}"
        );
    }
}

/// The sentence is not read: an error on its own line.
#[track_caller]
fn refused(frame: &str, sentence: &str) {
    match parse(frame, sentence) {
        Ok(stdout) => panic!("{sentence:?} was read:\n{stdout}"),
        Err(stderr) => {
            let line = frame.lines().count() + 1;
            assert!(stderr.contains(&format!("<stdin>:{line}:")), "{stderr}");
        }
    }
}

#[test]
fn a_title_alone_names_the_one_guest_who_holds_it() {
    reads_as(
        TABLE,
        "The Countess drank rum.",
        &["name=Countess Cole is drink=rum"],
    );
    reads_as(
        TABLE,
        "Lady Ashby sat next to the Doctor.",
        &["name=Lady Ashby next to name=Doctor Brill"],
    );
    reads_as(
        TABLE,
        "Dr. Brill sat between the Baroness and the Countess.",
        &["name=Doctor Brill"],
    );
    reads_as(
        TABLE,
        "Dr Brill wore blue.",
        &["name=Doctor Brill is color=blue"],
    );
    // "Lady" is a noun for any woman: "the Lady" refers back, and here to no one.
    refused(TABLE, "The Lady drank rum.");
    // Two countesses: which one is not guessed.
    let two = "At the dinner party were Countess Ashby, Countess Cole, and Madam Dunn.\n\
               They wore red, blue and green.\n";
    refused(two, "The Countess wore red.");
}

#[test]
fn a_possessive_names_her_place_and_her_neighbour_on_a_side() {
    reads_as(
        TABLE,
        "The whiskey drinker's immediate neighbour on the right wore purple.",
        &["drink=whiskey immediately left of color=purple"],
    );
    reads_as(
        TABLE,
        "Countess Cole's next-door neighbour on the left came from Esk.",
        &["city=Esk immediately left of name=Countess Cole"],
    );
    reads_as(
        TABLE,
        "Lady Ashby sat at the far left, and her neighbour on the right drank beer.",
        &["name=Lady Ashby immediately left of drink=beer"],
    );
    reads_as(
        TABLE,
        "One of Madam Dunn's neighbours drank wine.",
        &["drink=wine next to name=Madam Dunn"],
    );
    // The side of another guest is no side of hers.
    refused(
        TABLE,
        "Lady Ashby's neighbour to the right of Doctor Brill drank rum.",
    );
    // A guest's representative or home is someone or something else.
    refused(TABLE, "Lady Ashby's representative drank rum.");
    reads_as(
        TABLE,
        "Alba's representative wore green.",
        &["city=Alba is color=green"],
    );
    reads_as(
        STREET,
        "The horse's stable is to the left of the cat's kennel.",
        &["pet=horse left of pet=cat"],
    );
    reads_as(
        STREET,
        "The Dane's home is not next to the snails' house.",
        &["not: nationality=Dane next to pet=snails"],
    );
    reads_as(
        STREET,
        "The Finn keeps the owl, and his neighbour on the left drinks tea.",
        &["drink=tea immediately left of nationality=Finn"],
    );
    reads_as(
        STREET,
        "One of the Pole's next-door neighbours keeps the zebra.",
        &["pet=zebra next to nationality=Pole"],
    );
}

#[test]
fn an_apposition_describes_the_same_guest() {
    reads_as(
        TABLE,
        "The Baroness, a wine drinker, sat at the far right.",
        &["name=Baroness Eyre is drink=wine"],
    );
    reads_as(
        TABLE,
        "The rum drinker, Madam Dunn, sat next to the lady from Corr.",
        &["name=Madam Dunn is drink=rum", "next to city=Corr"],
    );
    reads_as(
        TABLE,
        "Lady Ashby sat left of the woman in blue, a native of Dovik.",
        &["color=blue is city=Dovik"],
    );
    reads_as(
        STREET,
        "The Swede (the owner of the zebra) lives in the second house.",
        &["nationality=Swede is pet=zebra"],
    );
    reads_as(
        STREET,
        "The Czech, keeper of the owl, drinks milk.",
        &["nationality=Czech is pet=owl"],
    );
    // A list, not an apposition; two names are two guests; "the" at the end may be another.
    refused(
        TABLE,
        "Lady Ashby, the lady in red, and Doctor Brill drank wine.",
    );
    refused(TABLE, "Lady Ashby, Doctor Brill, drank wine.");
    refused(
        TABLE,
        "Madam Dunn sat next to Lady Ashby, the woman in red.",
    );
}

#[test]
fn heads_name_a_guest_by_what_she_holds_or_where_she_sits() {
    reads_as(
        TABLE,
        "The gal from Brenn sat left of whoever had the absinthe.",
        &["city=Brenn left of drink=absinthe"],
    );
    reads_as(
        TABLE,
        "The occupant of the middle chair drank beer.",
        &["drink=beer in the center seat"],
    );
    reads_as(
        TABLE,
        "Madam Dunn's chair was next to the chair of the woman in blue.",
        &["name=Madam Dunn next to color=blue"],
    );
    reads_as(
        TABLE,
        "The rum-drinking woman in purple sat next to the wine-drinking Lady Ashby.",
        &["drink=rum is color=purple", "name=Lady Ashby is drink=wine"],
    );
    reads_as(
        TABLE,
        "The lady in the last seat on the left wore white.",
        &["color=white in the far-left seat"],
    );
    reads_as(
        TABLE,
        "Doctor Brill sat next to the second chair from the right.",
        &["in seat 2 from the right"],
    );
    reads_as(
        STREET,
        "The cat-owning Dane lives dead centre.",
        &["pet=cat is nationality=Dane", "in the center seat"],
    );
    reads_as(
        STREET,
        "The snails are kept in the next-to-last house.",
        &["pet=snails in seat 2 from the right"],
    );
    reads_as(
        STREET,
        "The yellow house, home of the Pole, stands at one end of the street.",
        &["color=yellow is nationality=Pole", "color=yellow at an end"],
    );
    reads_as(
        STREET,
        "The house painted white is the last house.",
        &["color=white in the far-right seat"],
    );
    reads_as(
        STREET,
        "The charming red house is next to the house painted blue.",
        &["color=red next to color=blue"],
    );
    // A participle of another kind's verb, or of no value named, is not read.
    refused(TABLE, "The Alba-drinking woman wore red.");
    refused(TABLE, "The gin-drinking woman wore red.");
}

#[test]
fn a_pronoun_opening_a_sentence_names_the_one_guest_of_the_sentence_before() {
    reads_as(
        TABLE,
        "Madam Dunn drank rum. Her dress was blue.",
        &["name=Madam Dunn is color=blue"],
    );
    reads_as(
        TABLE,
        "The lady from Corr wore green. She sat at the far left.",
        &["city=Corr in the far-left seat"],
    );
    reads_as(
        STREET,
        "The Finn keeps an owl. He lives next to the Dane.",
        &["nationality=Finn next to nationality=Dane"],
    );
    // Two guests before: "she" could be either, and stays unread.
    refused(TABLE, "Madam Dunn sat next to Lady Ashby. She wore red.");
    refused(
        TABLE,
        "Madam Dunn wore blue, and Lady Ashby wore red. Her drink was rum.",
    );
    // Someone unnamed before: no one to name again.
    refused(TABLE, "Someone drank rum. She wore red.");
}

#[test]
fn a_seat_in_the_row_it_is_in() {
    reads_as(
        STREET,
        "The Pole lives in the first house on the street.",
        &["nationality=Pole in the far-left seat"],
    );
    reads_as(
        STREET,
        "The blue house is the last house on the road.",
        &["color=blue in the far-right seat"],
    );
    reads_as(
        STREET,
        "The Czech lives in the second house in the row.",
        &["nationality=Czech in seat 2 from the left"],
    );
    // Not a side: "on the left" is the row "last house on the left", never this.
    refused(STREET, "The Pole lives in the first house on the avenue.");
}

#[test]
fn an_only_neighbour_sits_beside_a_guest_at_an_end() {
    // The end is said of the possessor, whatever is said (or denied) of the neighbour.
    reads_as(
        TABLE,
        "Madam Dunn's only neighbour was Countess Cole.",
        &[
            "name=Madam Dunn at an end",
            "name=Countess Cole next to name=Madam Dunn",
        ],
    );
    reads_as(
        TABLE,
        "Madam Dunn drank beer. Her only neighbour did not drink rum.",
        &["name=Madam Dunn at an end", "not: someone#1 is drink=rum"],
    );
    reads_as(
        STREET,
        "The Finn's only neighbour keeps the owl.",
        &[
            "nationality=Finn at an end",
            "pet=owl next to nationality=Finn",
        ],
    );
    // Having one neighbour is being at an end; "one neighbour" alone may count none.
    reads_as(
        TABLE,
        "Countess Cole had just one neighbour.",
        &["name=Countess Cole at an end"],
    );
    reads_as(
        STREET,
        "The red house has only one neighbor.",
        &["color=red at an end"],
    );
    reads_as(
        TABLE,
        "Countess Cole did not have a single neighbour.",
        &["not: name=Countess Cole at an end"],
    );
    refused(TABLE, "Countess Cole had one neighbour.");
    refused(TABLE, "Countess Cole had not one neighbour.");
}

#[test]
fn a_guests_two_neighbours_hold_the_two_values_said_of_them() {
    reads_as(
        TABLE,
        "Madam Dunn's neighbours came from Alba and Esk.",
        &[
            "name=Madam Dunn next to city=Alba",
            "name=Madam Dunn next to city=Esk",
        ],
    );
    reads_as(
        STREET,
        "The Swede's neighbours drink tea and milk.",
        &[
            "nationality=Swede next to drink=tea",
            "nationality=Swede next to drink=milk",
        ],
    );
    // A denial of both, one value, or a choice of two says less than a value each.
    refused(
        TABLE,
        "Madam Dunn's neighbours did not come from Alba and Esk.",
    );
    refused(TABLE, "Madam Dunn's neighbours came from Alba.");
    refused(TABLE, "Madam Dunn's neighbours came from Alba or Esk.");
}

#[test]
fn a_city_names_its_guest_by_its_adjective_or_as_her_home() {
    reads_as(
        TABLE,
        "The Alban guest drank rum.",
        &["city=Alba is drink=rum"],
    );
    reads_as(
        TABLE,
        "Doctor Brill sat next to the Brennian lady.",
        &["name=Doctor Brill next to city=Brenn"],
    );
    reads_as(
        TABLE,
        "The Corr native drank beer.",
        &["city=Corr is drink=beer"],
    );
    // No city named makes these words.
    refused(TABLE, "The Dovikan guest drank rum.");
    refused(TABLE, "The Eskan guest drank rum.");
}

#[test]
fn nobody_at_a_place_denies_the_value_there() {
    reads_as(
        TABLE,
        "Nobody at either end drank whiskey.",
        &["not: drink=whiskey at an end"],
    );
    reads_as(
        STREET,
        "No one in the middle house keeps the zebra.",
        &["not: pet=zebra in the center seat"],
    );
    // A value, or a named guest: "nobody at either end sat next to her" would be said of both
    // ends, and stays unread.
    refused(TABLE, "Nobody at either end sat next to Lady Ashby.");
    reads_as(
        TABLE,
        "Nobody at the far left was Lady Ashby.",
        &["not: name=Lady Ashby in the far-left seat"],
    );
}

#[test]
fn desks_are_numbered_places_as_seats_are() {
    let desks = "Five friends sat at five desks in a row: Ana, Bo, Chen, Dmitri and Eve.\n";
    reads_as(
        desks,
        "Bo sat at desk 2.",
        &["name=Bo in seat 2 from the left"],
    );
    reads_as(
        desks,
        "Desk 3 drinks tea.",
        &["drink=tea in seat 3 from the left"],
    );
    reads_as(
        desks,
        "Chen is not at desk 5.",
        &["not: name=Chen in seat 5"],
    );
    refused(desks, "Chen is at desk.");
}

/// After "I remember that ... because", whoever has the thing brought up is the guest it was
/// brought up for, however she is called: "its owner", "whoever wore it", "the lady wearing it".
#[test]
fn the_owner_of_a_thing_brought_up_is_the_guest_it_names() {
    for owner in [
        "its owner",
        "its wearer",
        "whoever wore it",
        "whoever was wearing it",
        "the lady wearing it",
        "the woman who owned it",
        "the guest who was wearing it",
        "the lady in it",
    ] {
        reads_as(
            TABLE,
            &format!("I remember that purple gown because {owner} drank whiskey."),
            &["color=purple is drink=whiskey"],
        );
    }
    reads_as(
        TABLE,
        "I remember that green frock too, since its owner came from Dovik.",
        &["color=green is city=Dovik"],
    );
    // "it" is a thing: never a guest brought up by her name, nor one without a "because".
    refused(TABLE, "I remember Lady Ashby because its owner drank rum.");
    refused(TABLE, "Its owner drank rum.");
    refused(
        TABLE,
        "I remember that purple gown because its owner's friend drank rum.",
    );
}

/// "said rings were finer in Corr": the things a guest bragged about, in the plural, stand for
/// "they" and name no one's; any other plural is no such thing.
#[test]
fn things_in_the_plural_are_what_the_boast_was_about() {
    reads_as(
        TABLE,
        "When Lady Ashby bragged about her Silver Locket, the woman beside her said lockets \
         were finer in Corr, where she lived.",
        &["city=Corr next to name=Lady Ashby"],
    );
    reads_as(
        TABLE,
        "When Lady Ashby bragged about her Silver Locket, the woman beside her said that they \
         were better in Corr, where she was from.",
        &["city=Corr next to name=Lady Ashby"],
    );
    refused(
        TABLE,
        "When Lady Ashby bragged about her Silver Locket, the woman beside her said wines were \
         finer in Corr.",
    );
    refused(
        TABLE,
        "When Lady Ashby bragged about her Silver Locket, the woman beside her said friends were \
         finer in Corr.",
    );
}

/// Where a spilled drink went says nothing of whose it was; "her" does.
#[test]
fn a_spilled_drink_is_hers_wherever_it_went() {
    for place in ["all over it", "on it", "over the table", "down her gown"] {
        reads_as(
            TABLE,
            &format!("I remember that white gown because its owner spilled her beer {place}."),
            &["color=white is drink=beer"],
        );
    }
    refused(
        TABLE,
        "I remember that white gown because its owner spilled beer on it.",
    );
}

/// A fete of four stalls in a line, its ends named by landmarks, in words of our own.
const FETE: &str =
    "Four neighbours kept the four stalls that stood in a line from the chapel gate \
down to the mill pond: Lady Ashby, Doctor Brill, Countess Cole and Madam Dunn.
They wore red, blue, green and white.
";

/// "Bill's plot", "her stall": a place of hers stands for her wherever she may stand, as
/// "hers" does.
#[test]
fn a_place_of_hers_stands_for_her() {
    reads_as(
        TABLE,
        "Lady Ashby's seat was next to Doctor Brill's.",
        &["name=Lady Ashby next to name=Doctor Brill"],
    );
    reads_as(
        TABLE,
        "Countess Cole wore red, and her chair was at the far left.",
        &["name=Countess Cole in the far-left seat"],
    );
    reads_as(
        TABLE,
        "Countess Cole wore red. Her chair was at the far left.",
        &["name=Countess Cole in the far-left seat"],
    );
    reads_as(
        TABLE,
        "Madam Dunn sat next to Countess Cole, and the rum drinker's place was at the far left.",
        &["drink=rum in the far-left seat"],
    );
    reads_as(
        FETE,
        "Madam Dunn ran the stall nearest the chapel gate.",
        &["name=Madam Dunn in the far-left seat"],
    );
    reads_as(
        FETE,
        "Doctor Brill's stall was nearest the mill pond.",
        &["name=Doctor Brill in the far-right seat"],
    );
    reads_as(
        FETE,
        "The woman in red sat next to Countess Cole's stall.",
        &["color=red next to name=Countess Cole"],
    );
}

#[test]
fn a_place_of_hers_that_may_be_another_thing_is_refused() {
    // "of" may name another place than hers.
    refused(
        TABLE,
        "Countess Cole wore red. Her seat of honour was at the far left.",
    );
    // No landmark placed, and no seat of two words or more: "ran first" may be a race.
    refused(TABLE, "Madam Dunn ran the stall nearest the chapel gate.");
    refused(TABLE, "Madam Dunn ran first.");
    // The row's places are never named before "from ... to": the walk names no place.
    refused(
        "Four neighbours walked from the chapel gate down to the mill pond: Lady Ashby, Doctor \
         Brill, Countess Cole and Madam Dunn.\nThey wore red, blue, green and white.\n",
        "Madam Dunn sat nearest the chapel gate.",
    );
    // A walk from one thing to another, after the stalls are named, says nothing of the row.
    refused(
        "Four neighbours kept the four stalls, and walked from the chapel gate down to the mill \
         pond: Lady Ashby, Doctor Brill, Countess Cole and Madam Dunn.\nThey wore red, blue, \
         green and white.\n",
        "Madam Dunn sat nearest the chapel gate.",
    );
}

/// "right behind me": the teller is no guest, and a place said from the teller is refused with
/// a message that says so.
#[test]
fn the_teller_is_no_guest() {
    for sentence in [
        "Madam Dunn sat right behind me.",
        "Madam Dunn sat in the second seat, right next to me.",
        "Lady Ashby sat next to me.",
    ] {
        refused(TABLE, sentence);
        let stderr = parse(TABLE, sentence).expect_err(sentence);
        assert!(stderr.contains("the teller, who is no guest"), "{stderr}");
    }
}
