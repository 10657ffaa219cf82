//! A second bank of one-clue sentences, in voices of our own: a witness who saw where a guest
//! sat, a teller who joins two clauses with a dash. Each sentence is read in a riddle of four
//! guests and four colors, and the seatings the reader allows are compared with those a plain
//! statement of its meaning allows, counted over every seating, under both readings of "left of".

mod four_guests;

use four_guests::*;

#[test]
fn what_a_witness_saw_is_where_she_was() {
    check(vec![
        (
            "Lady Ash was seen sitting at the far left.",
            Box::new(|w| w.at("Ash") == 0),
        ),
        (
            "The lady in red was observed seated between Lady Bell and Lady Cole.",
            Box::new(|w| {
                let (r, b, c) = (w.at("red"), w.at("Bell"), w.at("Cole"));
                r.abs_diff(b) == 1 && r.abs_diff(c) == 1 && b != c
            }),
        ),
        (
            "Lady Dale could be found directly to the right of the lady in blue.",
            Box::new(|w| w.at("Dale") == w.at("blue") + 1),
        ),
        (
            "Lady Bell was spotted next to the lady in white.",
            Box::new(|w| w.at("Bell").abs_diff(w.at("white")) == 1),
        ),
    ]);
}

/// What nobody saw may still be so: a denied perception says nothing of the seats.
#[test]
fn what_was_not_seen_is_refused() {
    refused(&[
        "Lady Ash was never seen sitting next to Lady Bell.",
        "Lady Ash wasn't seen next to the lady in red.",
    ]);
}

#[test]
fn a_dash_joins_two_clauses_as_a_semicolon_does() {
    check(vec![(
        "Lady Ash sat at the far right - she wore green.",
        Box::new(|w| w.at("Ash") == 3 && w.at("green") == 3),
    )]);
}

// ---------------------------------------------------------------------------------------------
// Ninety sentences in nine voices, over two frames of three kinds each: a dinner party (names,
// colors, drinks) and a street of houses (colors, nationalities, pets). Each sentence is read
// after its frame's header, and the seatings the reader allows are compared, as sets, with those
// a plain statement of its meaning allows over every assignment, under both readings of plain
// "left of" (`Row::left_of` follows the reading).
//
// First try (written all before any was run): 37 of 90 read right, one misread ("The green
// house's left-hand neighbour is white" read as the green house being white), 52 not read.
// Now: 75 read right, none misread, the other 15 refused (`NOT_READ_YET`).
// ---------------------------------------------------------------------------------------------

use riddle::clue::Reading;
use riddle::engine::Solver;
use riddle::read::read;
use riddle::source::Source;
use riddle::vocabulary::Category;
use std::collections::HashSet;

/// A header of four places and three kinds, each kind's four words as the header spells them.
struct Frame {
    header: &'static str,
    kinds: [(Category, [&'static str; 4]); 3],
}

const DINNER: Frame = Frame {
    header: "At the dinner party were Lady Ash, Lady Bell, Lady Cole, and Lady Dale.\n\
             The women sat in a row. They wore red, blue, green and white. \
             They drank wine, rum, beer and gin.\n",
    kinds: [
        (Category::NAME, ["Ash", "Bell", "Cole", "Dale"]),
        (Category::COLOR, ["red", "blue", "green", "white"]),
        (Category::DRINK, ["wine", "rum", "beer", "gin"]),
    ],
};

const HOUSES: Frame = Frame {
    header: "There are four houses in a row, numbered 1 to 4 from left to right.\n\
             The houses are red, green, white and yellow.\n\
             Their owners are an Englishman, a Spaniard, a Japanese man and a Norwegian.\n\
             Each owner keeps a different pet: a dog, snails, a fox and a zebra.\n",
    kinds: [
        (Category::COLOR, ["red", "green", "white", "yellow"]),
        (
            Category::NATIONALITY,
            ["Englishman", "Spaniard", "Japanese", "Norwegian"],
        ),
        (Category::PET, ["dog", "snails", "fox", "zebra"]),
    ],
};

/// One assignment: the place (0 from the left) of each kind's words, and the reading of plain
/// "left of" it is judged under.
struct Row<'f> {
    frame: &'f Frame,
    places: [[usize; 4]; 3],
    somewhere: bool,
}

impl Row<'_> {
    /// The place of the guest or house a word of the header names.
    fn at(&self, word: &str) -> usize {
        for (k, (_, words)) in self.frame.kinds.iter().enumerate() {
            if let Some(i) = words.iter().position(|w| *w == word) {
                return self.places[k][i];
            }
        }
        panic!("{word} is no word of the frame")
    }

    fn next(&self, a: &str, b: &str) -> bool {
        self.at(a).abs_diff(self.at(b)) == 1
    }

    fn apart(&self, a: &str, b: &str) -> usize {
        self.at(a).abs_diff(self.at(b))
    }

    /// Plain "a is left of b", as the reading has it.
    fn left_of(&self, a: &str, b: &str) -> bool {
        if self.somewhere {
            self.at(a) < self.at(b)
        } else {
            self.at(a) + 1 == self.at(b)
        }
    }
}

type Meaning = fn(&Row) -> bool;

/// The assignments of `frame` that `sentence` allows as the reader reads it.
fn read_in(
    frame: &Frame,
    sentence: &str,
    reading: Reading,
) -> Result<HashSet<[[usize; 4]; 3]>, String> {
    let source = Source::new("bank", format!("{}{sentence}\n", frame.header));
    let riddle = read(&source).map_err(|e| format!("not read: {e:?}"))?;
    let seatings = Solver::Search
        .seatings(&riddle, reading, 20_000)
        .map_err(|e| format!("{e:?}"))?;
    let mut out = HashSet::new();
    for s in &seatings {
        let mut places = [[0; 4]; 3];
        for (k, (category, words)) in frame.kinds.iter().enumerate() {
            let values = riddle.vocabulary.values(*category);
            for (i, word) in words.iter().enumerate() {
                let v = values
                    .iter()
                    .position(|x| x.eq_ignore_ascii_case(word) || x.ends_with(word))
                    .ok_or_else(|| format!("{word} not among {values:?}"))?;
                places[k][i] = s.seat_of(*category, v as u8).expect("every value placed");
            }
        }
        out.insert(places);
    }
    Ok(out)
}

/// The assignments of `frame` that `means` allows under `reading`.
fn meant_in(frame: &Frame, means: Meaning, reading: Reading) -> HashSet<[[usize; 4]; 3]> {
    let all = four_guests::permutations();
    let mut out = HashSet::new();
    for a in &all {
        for b in &all {
            for c in &all {
                let row = Row {
                    frame,
                    places: [*a, *b, *c],
                    somewhere: reading == Reading::Somewhere,
                };
                if means(&row) {
                    out.insert(row.places);
                }
            }
        }
    }
    out
}

/// The sentences of the voices below the reader does not read yet: each must be refused, never
/// read as something else. One that starts to read is checked against its meaning, and if it
/// reads right the test asks for it to leave this list.
const NOT_READ_YET: &[&str] = &[
    "You'd have found Lady Dale somewhere to the left of the lady wearing green, if you'd looked.",
    "The owner of the fox resides in a house adjacent to that of the Norwegian.",
    "The fox owner house is directly at left of the white house.",
    "Red house is not in the end.",
    "The Englishman is right there, next door to the fox!",
    "The red house takes the far left spot.",
    "The seat of Lady Bell is one greater than the seat of Lady Ash.",
    "Bell: not in blue.",
    "Gin and red: same woman.",
    "Cole, seat 3.",
    "Green sits left of Bell, adjacent.",
    "Wine: the woman in white.",
    "The girl in green sat like right next to Lady Bell.",
    "The gin girl was at the very end on the left.",
    "Lady Ash got the seat right after Lady Cole's, going left to right.",
    // The six voices of session 10.
    "At no time was Lady Cole seated adjacent to Lady Dale.",
    "The female in the red garment was seated immediately to the left of Lady Dale.",
    "Lady Dale was not in possession of the beer.",
    "If you look at the third house, that's where the zebra lives.",
    "The yellow house is the last one on our tour.",
    "The green house is at the right of the white house, one next to the other.",
    "Lady Dale sat on the far left fr",
];

/// Each sentence read in `frame` allows exactly the assignments its meaning allows, under both
/// readings of plain "left of"; one of `NOT_READ_YET` is refused instead.
fn check_in(frame: &Frame, cases: &[(&str, Meaning)]) {
    let mut failures = Vec::new();
    for (sentence, means) in cases {
        let unread = NOT_READ_YET.contains(sentence);
        let mut right = true;
        for reading in [Reading::Immediate, Reading::Somewhere] {
            match read_in(frame, sentence, reading) {
                Err(_) if unread => {
                    right = false;
                    break;
                }
                Err(e) => {
                    failures.push(format!("{sentence}: {e}"));
                    right = false;
                    break;
                }
                Ok(read) => {
                    let meant = meant_in(frame, *means, reading);
                    if read != meant {
                        failures.push(format!(
                            "{sentence}: MISREAD {reading:?}: {} read, {} meant, {} in common",
                            read.len(),
                            meant.len(),
                            read.intersection(&meant).count()
                        ));
                        right = false;
                        break;
                    }
                }
            }
        }
        if unread && right {
            failures.push(format!(
                "{sentence}: reads right now; take it off NOT_READ_YET"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Sentences of `frame` that must not read at all.
fn refused_in(frame: &Frame, sentences: &[&str]) {
    for sentence in sentences {
        let source = Source::new("bank", format!("{}{sentence}\n", frame.header));
        assert!(read(&source).is_err(), "{sentence} was read");
    }
}

/// A terse puzzle setter: clipped clauses, a colon for "is".
#[test]
fn a_terse_setter() {
    check_in(
        &DINNER,
        &[
            ("Bell: not in blue.", |w| w.at("Bell") != w.at("blue")),
            ("Rum drinker sits two seats right of Ash.", |w| {
                w.at("rum") == w.at("Ash") + 2
            }),
            ("Gin and red: same woman.", |w| w.at("gin") == w.at("red")),
            ("Cole, seat 3.", |w| w.at("Cole") == 2),
            ("Dale is on an end.", |w| matches!(w.at("Dale"), 0 | 3)),
            ("Beer is never next to wine.", |w| !w.next("beer", "wine")),
            ("Green sits left of Bell, adjacent.", |w| {
                w.at("green") + 1 == w.at("Bell")
            }),
            ("Blue is not at either end.", |w| {
                matches!(w.at("blue"), 1 | 2)
            }),
            ("Exactly one seat separates Ash and Dale.", |w| {
                w.apart("Ash", "Dale") == 2
            }),
            ("Wine: the woman in white.", |w| {
                w.at("wine") == w.at("white")
            }),
        ],
    );
}

/// A chatty storyteller: asides, hedges, "as it happened".
#[test]
fn a_chatty_storyteller() {
    check_in(
        &DINNER,
        &[
            (
                "Oh, and Lady Ash, bless her, was the one sipping rum all evening.",
                |w| w.at("Ash") == w.at("rum"),
            ),
            (
                "Funnily enough, the woman who drank the beer ended up right beside Lady Cole.",
                |w| w.next("beer", "Cole"),
            ),
            (
                "You'd have found Lady Dale somewhere to the left of the lady wearing green, if you'd looked.",
                |w| w.at("Dale") < w.at("green"),
            ),
            (
                "Lady Bell, who had chosen the gin, sat at one end of the row.",
                |w| w.at("Bell") == w.at("gin") && matches!(w.at("Bell"), 0 | 3),
            ),
            (
                "The woman in blue, I remember, was seated between Lady Ash and the gin drinker.",
                |w| w.next("blue", "Ash") && w.next("blue", "gin") && w.at("Ash") != w.at("gin"),
            ),
            ("Nobody sitting next to Lady Cole was wearing white.", |w| {
                !w.next("Cole", "white")
            }),
            (
                "As it happened, the lady in red had the second chair from the left.",
                |w| w.at("red") == 1,
            ),
            ("Lady Dale wasn't the wine drinker; she drank beer.", |w| {
                w.at("Dale") == w.at("beer")
            }),
            (
                "The rum, as it turned out, went to whoever was wearing green.",
                |w| w.at("rum") == w.at("green"),
            ),
            (
                "It was Lady Cole, of all people, who sat on the far right.",
                |w| w.at("Cole") == 3,
            ),
        ],
    );
}

/// A speaker of English as a second language: progressive for the simple present, a pronoun
/// after its subject, articles dropped.
#[test]
fn a_speaker_of_a_second_language() {
    check_in(
        &HOUSES,
        &[
            ("The Spaniard is living in the house which is green.", |w| {
                w.at("Spaniard") == w.at("green")
            }),
            ("In the first house is living the Norwegian.", |w| {
                w.at("Norwegian") == 0
            }),
            (
                "The man with the dog he lives next to the yellow house.",
                |w| w.next("dog", "yellow"),
            ),
            ("The Japanese is not having the zebra.", |w| {
                w.at("Japanese") != w.at("zebra")
            }),
            (
                "The fox owner house is directly at left of the white house.",
                |w| w.at("fox") + 1 == w.at("white"),
            ),
            ("Englishman lives in house number 4.", |w| {
                w.at("Englishman") == 3
            }),
            (
                "Between the red house and the Spaniard is exactly one house.",
                |w| w.apart("red", "Spaniard") == 2,
            ),
            ("The snails are kept in the house of the Japanese.", |w| {
                w.at("snails") == w.at("Japanese")
            }),
            ("Red house is not in the end.", |w| {
                matches!(w.at("red"), 1 | 2)
            }),
            (
                "The Norwegian, he does not live next to the green house.",
                |w| !w.next("Norwegian", "green"),
            ),
        ],
    );
}

/// A lawyer: "shall", "hereby", "the party known as", "situated".
#[test]
fn a_lawyer() {
    check_in(
        &HOUSES,
        &[
            (
                "The party known as the Englishman shall reside in the red house.",
                |w| w.at("Englishman") == w.at("red"),
            ),
            (
                "It is hereby stated that the owner of the zebra does not reside in the yellow house.",
                |w| w.at("zebra") != w.at("yellow"),
            ),
            (
                "The residence of the Spaniard is situated immediately to the right of the residence of the dog owner.",
                |w| w.at("Spaniard") == w.at("dog") + 1,
            ),
            (
                "Neither the Japanese nor the Norwegian keeps the fox.",
                |w| w.at("fox") != w.at("Japanese") && w.at("fox") != w.at("Norwegian"),
            ),
            (
                "The green house shall be located at either end of the row.",
                |w| matches!(w.at("green"), 0 | 3),
            ),
            (
                "The white house is located in the second position, counting from the left.",
                |w| w.at("white") == 1,
            ),
            (
                "Either the Englishman or the Spaniard keeps the snails, but not both.",
                |w| w.at("snails") == w.at("Englishman") || w.at("snails") == w.at("Spaniard"),
            ),
            (
                "The owner of the fox resides in a house adjacent to that of the Norwegian.",
                |w| w.next("fox", "Norwegian"),
            ),
            (
                "The yellow house is situated somewhere to the right of the red house.",
                |w| w.at("yellow") > w.at("red"),
            ),
            (
                "No resident other than the Japanese resides in house 3.",
                |w| w.at("Japanese") == 2,
            ),
        ],
    );
}

/// A teenager texting: "literally", "like", capitals for stress, "def".
#[test]
fn a_teenager_texting() {
    check_in(
        &DINNER,
        &[
            ("Lady Ash was literally in red.", |w| {
                w.at("Ash") == w.at("red")
            }),
            ("The girl in green sat like right next to Lady Bell.", |w| {
                w.next("green", "Bell")
            }),
            ("Lady Cole was NOT drinking the beer.", |w| {
                w.at("Cole") != w.at("beer")
            }),
            ("The gin girl was at the very end on the left.", |w| {
                w.at("gin") == 0
            }),
            ("Lady Dale sat two seats away from Lady Ash.", |w| {
                w.apart("Dale", "Ash") == 2
            }),
            (
                "Whoever had the wine was sitting right next to whoever wore blue.",
                |w| w.next("wine", "blue"),
            ),
            ("Lady Bell wasn't at either end.", |w| {
                matches!(w.at("Bell"), 1 | 2)
            }),
            (
                "Lady Ash got the seat right after Lady Cole's, going left to right.",
                |w| w.at("Ash") == w.at("Cole") + 1,
            ),
            ("Lady Dale was the one in white, obviously.", |w| {
                w.at("Dale") == w.at("white")
            }),
            ("The rum was Lady Bell's.", |w| w.at("rum") == w.at("Bell")),
        ],
    );
}

/// A crossword fan: "dwells", "keeper", "flanked by", "under the same roof".
#[test]
fn a_crossword_fan() {
    check_in(
        &HOUSES,
        &[
            ("The zebra's keeper dwells in the third house.", |w| {
                w.at("zebra") == 2
            }),
            ("The green house's left-hand neighbour is white.", |w| {
                w.at("white") + 1 == w.at("green")
            }),
            // Someone else placed by the house, not the house's own color.
            ("The red house's right-hand neighbour keeps the dog.", |w| {
                w.at("red") + 1 == w.at("dog")
            }),
            ("The Norwegian's house stands at an end of the row.", |w| {
                matches!(w.at("Norwegian"), 0 | 3)
            }),
            (
                "The house of the Englishman is flanked by the red house and the yellow house.",
                |w| w.next("Englishman", "red") && w.next("Englishman", "yellow"),
            ),
            ("Yellow is the colour of the Spaniard's house.", |w| {
                w.at("Spaniard") == w.at("yellow")
            }),
            ("The snail keeper lives two doors from the Spaniard.", |w| {
                w.apart("snails", "Spaniard") == 2
            }),
            (
                "The Japanese lives further left than the fox's owner.",
                |w| w.at("Japanese") < w.at("fox"),
            ),
            ("Only the Spaniard keeps a zebra.", |w| {
                w.at("Spaniard") == w.at("zebra")
            }),
            ("The white house is neither first nor last.", |w| {
                matches!(w.at("white"), 1 | 2)
            }),
            (
                "The yellow house and the fox are found under the same roof.",
                |w| w.at("yellow") == w.at("fox"),
            ),
        ],
    );
}

/// A grandmother: "dear", "was sat", "I do recall".
#[test]
fn a_grandmother() {
    check_in(
        &DINNER,
        &[
            ("Lady Cole wore her blue dress, as she always did.", |w| {
                w.at("Cole") == w.at("blue")
            }),
            ("Lady Ash sat beside dear Lady Bell.", |w| {
                w.next("Ash", "Bell")
            }),
            (
                "The lady who took the gin was sat on Lady Dale's left, right next to her.",
                |w| w.at("gin") + 1 == w.at("Dale"),
            ),
            ("I do recall that Lady Bell never touched the rum.", |w| {
                w.at("Bell") != w.at("rum")
            }),
            (
                "The lady in green sat somewhere between Lady Ash and Lady Cole.",
                |w| {
                    let (g, a, c) = (w.at("green"), w.at("Ash"), w.at("Cole"));
                    a.min(c) < g && g < a.max(c)
                },
            ),
            ("Lady Dale was sat in the first chair.", |w| {
                w.at("Dale") == 0
            }),
            (
                "The lady at the far right was the one who drank the beer.",
                |w| w.at("beer") == 3,
            ),
            ("Everyone but Lady Ash wore a colour other than red.", |w| {
                w.at("Ash") == w.at("red")
            }),
            (
                "Lady Cole and the lady in white sat with one chair between them.",
                |w| w.apart("Cole", "white") == 2,
            ),
            ("The wine was drunk by Lady Ash.", |w| {
                w.at("Ash") == w.at("wine")
            }),
        ],
    );
}

/// A sports commentator: exclamations, "folks", "takes the spot".
#[test]
fn a_sports_commentator() {
    check_in(
        &HOUSES,
        &[
            ("And in house number two, it's the Japanese!", |w| {
                w.at("Japanese") == 1
            }),
            (
                "The Englishman is right there, next door to the fox!",
                |w| w.next("Englishman", "fox"),
            ),
            ("The red house takes the far left spot.", |w| {
                w.at("red") == 0
            }),
            (
                "The Spaniard sits three houses to the right of the Norwegian.",
                |w| w.at("Spaniard") == w.at("Norwegian") + 3,
            ),
            ("Nobody next to the Englishman keeps snails.", |w| {
                !w.next("Englishman", "snails")
            }),
            (
                "The dog's owner lives directly left of the green house.",
                |w| w.at("dog") + 1 == w.at("green"),
            ),
            ("It's the Norwegian in the yellow house!", |w| {
                w.at("Norwegian") == w.at("yellow")
            }),
            ("The zebra is not in the white house, folks.", |w| {
                w.at("zebra") != w.at("white")
            }),
            ("The Japanese lives left of the Englishman.", |w| {
                w.left_of("Japanese", "Englishman")
            }),
            ("The fox and the dog are in neighbouring houses.", |w| {
                w.next("fox", "dog")
            }),
        ],
    );
}

/// A mathematics teacher: seat numbers, odd and even, "exactly".
#[test]
fn a_mathematics_teacher() {
    check_in(
        &DINNER,
        &[
            (
                "The seat of Lady Bell is one greater than the seat of Lady Ash.",
                |w| w.at("Bell") == w.at("Ash") + 1,
            ),
            ("Lady Cole sits in an odd-numbered seat.", |w| {
                matches!(w.at("Cole"), 0 | 2)
            }),
            ("Lady Dale's seat number is even.", |w| {
                matches!(w.at("Dale"), 1 | 3)
            }),
            (
                "The lady in red is to the right of the lady in blue.",
                |w| w.left_of("blue", "red"),
            ),
            (
                "Exactly two ladies sit between Lady Ash and Lady Bell.",
                |w| w.apart("Ash", "Bell") == 3,
            ),
            (
                "Lady Cole is either the lady in green or the lady who drinks wine.",
                |w| w.at("Cole") == w.at("green") || w.at("Cole") == w.at("wine"),
            ),
            ("Lady Ash does not sit next to Lady Cole.", |w| {
                !w.next("Ash", "Cole")
            }),
            ("The lady who drinks beer is the lady in red.", |w| {
                w.at("beer") == w.at("red")
            }),
            (
                "Lady Dale sits to the immediate right of the lady who drinks rum.",
                |w| w.at("Dale") == w.at("rum") + 1,
            ),
            ("The lady in white sits in the last seat.", |w| {
                w.at("white") == 3
            }),
        ],
    );
}

/// Near misses of the forms the voices above taught the reader: each says something those
/// forms do not, and must be refused rather than read as them.
#[test]
fn near_misses_of_the_new_forms_are_refused() {
    refused_in(
        &HOUSES,
        &[
            // "not both" of two things said is not one thing denied.
            "Either the Englishman or the Spaniard keeps the snails and lives in the red house, but not both.",
            // A count with no noun of places or people says nothing of how far apart.
            "Between the red house and the Spaniard there is exactly one dog.",
            // A color denied after "which is" is no color of the house.
            "The Spaniard lives in the house which is not green.",
        ],
    );
    four_guests::refused(&[
        // A hedge is no aside: the teller is not sure.
        "Lady Ash, I think, sat next to Lady Bell.",
        "Lady Ash and Lady Bell sat with one chair between Lady Cole and them.",
    ]);
}

// ---------------------------------------------------------------------------------------------
// Sixty sentences in six more voices (session 10), written all before any was run: a police
// report, a tour guide, a detective-novel fan, a Spanish speaker, a Discord moderator, a
// puzzle-book setter.
//
// First try: 39 of 60 read right, one misread ("The gentleman from Spain keeps the dog" read
// "Spain" as a city of its own, which said nothing of the Spaniard), 20 not read. Now: 53 read
// right, none misread, the other 7 refused.
// ---------------------------------------------------------------------------------------------

/// A police officer's report: "the subject", "was observed", "occupied", "at no time".
#[test]
fn a_police_report() {
    check_in(
        &DINNER,
        &[
            (
                "The subject known as Lady Ash was positioned at the far left of the row.",
                |w| w.at("Ash") == 0,
            ),
            ("Lady Bell was observed consuming gin.", |w| {
                w.at("Bell") == w.at("gin")
            }),
            (
                "At no time was Lady Cole seated adjacent to Lady Dale.",
                |w| !w.next("Cole", "Dale"),
            ),
            (
                "The female in the red garment was seated immediately to the left of Lady Dale.",
                |w| w.at("red") + 1 == w.at("Dale"),
            ),
            ("Lady Dale was not in possession of the beer.", |w| {
                w.at("Dale") != w.at("beer")
            }),
            ("Witness states that Lady Ash was wearing blue.", |w| {
                w.at("Ash") == w.at("blue")
            }),
            (
                "The rum drinker occupied the second seat from the right.",
                |w| w.at("rum") == 2,
            ),
            (
                "Lady Cole was identified as the individual wearing white.",
                |w| w.at("Cole") == w.at("white"),
            ),
            (
                "The individual drinking wine was seated at one end of the row.",
                |w| matches!(w.at("wine"), 0 | 3),
            ),
            (
                "Lady Bell and Lady Ash were seated in adjacent positions.",
                |w| w.next("Bell", "Ash"),
            ),
        ],
    );
}

/// A tour guide walking a group down the street: "here", "you'll see", "ladies and gentlemen".
#[test]
fn a_tour_guide() {
    check_in(
        &HOUSES,
        &[
            (
                "And here, in the very first house, lives the Norwegian.",
                |w| w.at("Norwegian") == 0,
            ),
            (
                "Right next door to the Norwegian stands the white house.",
                |w| w.next("Norwegian", "white"),
            ),
            ("The gentleman from Spain keeps the dog.", |w| {
                w.at("Spaniard") == w.at("dog")
            }),
            (
                "If you look at the third house, that's where the zebra lives.",
                |w| w.at("zebra") == 2,
            ),
            (
                "The red house, ladies and gentlemen, is home to the Englishman.",
                |w| w.at("red") == w.at("Englishman"),
            ),
            ("The yellow house is the last one on our tour.", |w| {
                w.at("yellow") == 3
            }),
            ("The fox is kept two doors away from the snails.", |w| {
                w.apart("fox", "snails") == 2
            }),
            ("Nobody in the green house keeps a zebra.", |w| {
                w.at("green") != w.at("zebra")
            }),
            (
                "The Japanese gentleman lives just to the right of the green house.",
                |w| w.at("Japanese") == w.at("green") + 1,
            ),
            ("The snails belong to the family in the white house.", |w| {
                w.at("snails") == w.at("white")
            }),
        ],
    );
}

/// A fan of detective novels, every clue in the past perfect.
#[test]
fn a_detective_novel_fan() {
    check_in(
        &DINNER,
        &[
            ("Lady Ash had sat at the far right.", |w| w.at("Ash") == 3),
            ("Lady Bell had drunk the beer.", |w| {
                w.at("Bell") == w.at("beer")
            }),
            (
                "The lady who had worn green had sat next to Lady Cole.",
                |w| w.next("green", "Cole"),
            ),
            ("Lady Dale had not been wearing red.", |w| {
                w.at("Dale") != w.at("red")
            }),
            ("The gin had been drunk by the lady in white.", |w| {
                w.at("gin") == w.at("white")
            }),
            (
                "Lady Cole had been seated immediately to the left of Lady Bell.",
                |w| w.at("Cole") + 1 == w.at("Bell"),
            ),
            ("Whoever had ordered the wine had sat at one end.", |w| {
                matches!(w.at("wine"), 0 | 3)
            }),
            ("Lady Ash had never once sat beside the rum drinker.", |w| {
                !w.next("Ash", "rum")
            }),
            (
                "By then Lady Dale had already taken the second seat.",
                |w| w.at("Dale") == 1,
            ),
            (
                "The lady in blue had been sitting to the right of the lady in red.",
                |w| w.left_of("red", "blue"),
            ),
        ],
    );
}

/// A Spanish speaker writing English: "is of", "at the left of", "next of", the verb first.
#[test]
fn a_spanish_speaker() {
    check_in(
        &HOUSES,
        &[
            ("The Englishman lives in the house of colour red.", |w| {
                w.at("Englishman") == w.at("red")
            }),
            ("The zebra is of the Japanese.", |w| {
                w.at("zebra") == w.at("Japanese")
            }),
            ("The Norwegian lives at the left of the green house.", |w| {
                w.left_of("Norwegian", "green")
            }),
            ("In the last house lives the Spaniard.", |w| {
                w.at("Spaniard") == 3
            }),
            (
                "The person that has the dog lives in the yellow house.",
                |w| w.at("dog") == w.at("yellow"),
            ),
            ("The fox is not in the house number 2.", |w| {
                w.at("fox") != 1
            }),
            ("The white house is next of the red house.", |w| {
                w.next("white", "red")
            }),
            (
                "The snails are not of the Englishman nor of the Spaniard.",
                |w| w.at("snails") != w.at("Englishman") && w.at("snails") != w.at("Spaniard"),
            ),
            ("The Japanese does not live in the first house.", |w| {
                w.at("Japanese") != 0
            }),
            (
                "The green house is at the right of the white house, one next to the other.",
                |w| w.at("green") == w.at("white") + 1,
            ),
        ],
    );
}

/// A Discord moderator: lower case, no full stops, "tbh", "fr", "=", capitals for stress.
#[test]
fn a_discord_moderator() {
    check_in(
        &DINNER,
        &[
            ("ash was in red", |w| w.at("Ash") == w.at("red")),
            ("bell sat next to the gin drinker tbh", |w| {
                w.next("Bell", "gin")
            }),
            ("the beer drinker was NOT on either end", |w| {
                matches!(w.at("beer"), 1 | 2)
            }),
            ("cole = wine", |w| w.at("Cole") == w.at("wine")),
            ("Lady Dale sat on the far left fr", |w| w.at("Dale") == 0),
            ("the one in blue sat directly right of lady cole", |w| {
                w.at("blue") == w.at("Cole") + 1
            }),
            ("nobody in white drank rum", |w| {
                w.at("white") != w.at("rum")
            }),
            ("lady bell and lady dale were NOT next to each other", |w| {
                !w.next("Bell", "Dale")
            }),
            ("the green one was drinking gin ngl", |w| {
                w.at("green") == w.at("gin")
            }),
            ("lady ash was 2 seats from lady bell", |w| {
                w.apart("Ash", "Bell") == 2
            }),
        ],
    );
}

/// A puzzle-book setter: numbered clues, "stands between", "one of the end houses".
#[test]
fn a_puzzle_book_setter() {
    check_in(
        &HOUSES,
        &[
            ("Clue 1: The Norwegian lives in the second house.", |w| {
                w.at("Norwegian") == 1
            }),
            (
                "The owner of the snails lives immediately to the left of the owner of the fox.",
                |w| w.at("snails") + 1 == w.at("fox"),
            ),
            ("The white house is not at either end of the street.", |w| {
                matches!(w.at("white"), 1 | 2)
            }),
            ("The Englishman does not own the dog.", |w| {
                w.at("Englishman") != w.at("dog")
            }),
            (
                "The yellow house stands between the green house and the red house.",
                |w| w.next("yellow", "green") && w.next("yellow", "red"),
            ),
            ("The zebra is kept in one of the end houses.", |w| {
                matches!(w.at("zebra"), 0 | 3)
            }),
            (
                "The Spaniard lives somewhere to the right of the Japanese.",
                |w| w.at("Spaniard") > w.at("Japanese"),
            ),
            (
                "Exactly one house lies between the dog and the zebra.",
                |w| w.apart("dog", "zebra") == 2,
            ),
            ("The house of the fox owner is green.", |w| {
                w.at("fox") == w.at("green")
            }),
            ("Neither end house is red.", |w| {
                matches!(w.at("red"), 1 | 2)
            }),
        ],
    );
}

/// Forms the six voices above taught the reader, in sentences of our own, in the slots where
/// each stands: the perfect of "be" ("had been"), "at the left of", "never once", a chat's
/// "tbh" and "ngl", "sleeps" where one lives, "the house number 2", "the family in".
#[test]
fn forms_of_the_six_voices_in_sentences_of_our_own() {
    check_in(
        &DINNER,
        &[
            ("Lady Bell had been in blue.", |w| {
                w.at("Bell") == w.at("blue")
            }),
            ("The rum had been poured for Lady Cole.", |w| {
                w.at("rum") == w.at("Cole")
            }),
            ("The beer had been drunk by the lady in green.", |w| {
                w.at("beer") == w.at("green")
            }),
            ("Lady Ash had not been at either end.", |w| {
                matches!(w.at("Ash"), 1 | 2)
            }),
            ("Lady Dale hadn't been next to Lady Ash.", |w| {
                !w.next("Dale", "Ash")
            }),
            (
                "The lady in white had never been beside the gin drinker.",
                |w| !w.next("white", "gin"),
            ),
            ("Lady Ash sat at the left of Lady Bell.", |w| {
                w.left_of("Ash", "Bell")
            }),
            ("The lady in red sat just at the right of Lady Dale.", |w| {
                w.at("red") == w.at("Dale") + 1
            }),
            ("Lady Cole never once sat next to Lady Bell.", |w| {
                !w.next("Cole", "Bell")
            }),
            ("Lady Ash had never once drunk the wine.", |w| {
                w.at("Ash") != w.at("wine")
            }),
            ("Lady Ash drank gin ngl", |w| w.at("Ash") == w.at("gin")),
            ("Lady Cole sat at the far left, in green.", |w| {
                w.at("Cole") == 0 && w.at("green") == 0
            }),
            (
                "Lady Ash had been seated in the second seat, in white.",
                |w| w.at("Ash") == 1 && w.at("white") == 1,
            ),
            ("Lady Bell sat at the far right tbh", |w| w.at("Bell") == 3),
            // A seat "of the row", "of the table": the row it is in, which says no more.
            ("Lady Dale was at the far right of the table.", |w| {
                w.at("Dale") == 3
            }),
            ("The woman called Lady Cole sat next to Lady Ash.", |w| {
                w.next("Cole", "Ash")
            }),
            ("Lady Bell, known as the lady in white, drank rum.", |w| {
                w.at("Bell") == w.at("white") && w.at("Bell") == w.at("rum")
            }),
            ("It was Lady Ash at the far left.", |w| w.at("Ash") == 0),
            ("It's the gin drinker who wore blue.", |w| {
                w.at("gin") == w.at("blue")
            }),
            // A word of when, or that another did it too, between the words of a verb.
            ("Lady Bell had already taken the first seat.", |w| {
                w.at("Bell") == 0
            }),
            ("Lady Cole was also seated beside Lady Dale.", |w| {
                w.next("Cole", "Dale")
            }),
            ("By that time Lady Ash was sitting at the far right.", |w| {
                w.at("Ash") == 3
            }),
            ("The witness states that the lady in red drank gin.", |w| {
                w.at("red") == w.at("gin")
            }),
            ("Lady Dale was revealed to be the woman in green.", |w| {
                w.at("Dale") == w.at("green")
            }),
        ],
    );
    check_in(
        &HOUSES,
        &[
            ("The dog sleeps in the red house.", |w| {
                w.at("dog") == w.at("red")
            }),
            ("The Spaniard sleeps next to the Englishman.", |w| {
                w.next("Spaniard", "Englishman")
            }),
            ("The zebra is in the house number 3.", |w| {
                w.at("zebra") == 2
            }),
            ("The Norwegian does not live in the house number 1.", |w| {
                w.at("Norwegian") != 0
            }),
            ("The fox belongs to the family in the green house.", |w| {
                w.at("fox") == w.at("green")
            }),
            ("The green house is at the left of the red house.", |w| {
                w.left_of("green", "red")
            }),
            // A country whose people the riddle lists stands for them, never a city of its own.
            ("The man from Norway lives in the red house.", |w| {
                w.at("Norwegian") == w.at("red")
            }),
            ("The lady from Japan doesn't keep the fox.", |w| {
                w.at("Japanese") != w.at("fox")
            }),
            // The place first, then the verb in the progressive, or an empty "it" or "there".
            ("In the last house is staying the Englishman.", |w| {
                w.at("Englishman") == 3
            }),
            ("In the red house, there lives the Spaniard.", |w| {
                w.at("Spaniard") == w.at("red")
            }),
            ("In house three, it's the zebra.", |w| w.at("zebra") == 2),
            // A cleft without "who": the guest's last description is what it says of her.
            ("It's the dog in the green house.", |w| {
                w.at("dog") == w.at("green")
            }),
            ("It is the Spaniard next to the Norwegian.", |w| {
                w.next("Spaniard", "Norwegian")
            }),
            // "known as", "called": who she is.
            ("The fellow known as the Spaniard keeps the fox.", |w| {
                w.at("Spaniard") == w.at("fox")
            }),
            (
                "The person called the Englishman lives next to the zebra.",
                |w| w.next("Englishman", "zebra"),
            ),
            ("The fox is next of the white house.", |w| {
                w.next("fox", "white")
            }),
            (
                "The Spaniard lives in the house of the colour green.",
                |w| w.at("Spaniard") == w.at("green"),
            ),
            ("Here, in the second house, lives the dog.", |w| {
                w.at("dog") == 1
            }),
            // A denial of two holders, said again after "nor" or "or", denies both.
            (
                "The dog is not of the Norwegian nor of the Japanese.",
                |w| w.at("dog") != w.at("Norwegian") && w.at("dog") != w.at("Japanese"),
            ),
            (
                "The zebra is not kept by the Spaniard or by the Englishman.",
                |w| w.at("zebra") != w.at("Spaniard") && w.at("zebra") != w.at("Englishman"),
            ),
        ],
    );
}

/// Near misses of the forms above: each must be refused.
#[test]
fn near_misses_of_the_six_voices_forms_are_refused() {
    refused_in(
        &DINNER,
        &[
            // A value after a comma at the end may be the subject's as well as the other
            // guest's.
            "Lady Ash sat next to Lady Bell, wearing red.",
            "Lady Ash sat next to Lady Bell, in red.",
            "Lady Ash sat beside the lady in blue, drinking gin.",
        ],
    );
}
