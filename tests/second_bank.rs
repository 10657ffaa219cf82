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
// Now: 59 read right, none misread, the other 31 refused (`NOT_READ_YET`).
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
    "Oh, and Lady Ash, bless her, was the one sipping rum all evening.",
    "You'd have found Lady Dale somewhere to the left of the lady wearing green, if you'd looked.",
    "It was Lady Cole, of all people, who sat on the far right.",
    "Lady Ash sat beside dear Lady Bell.",
    "I do recall that Lady Bell never touched the rum.",
    "The party known as the Englishman shall reside in the red house.",
    "It is hereby stated that the owner of the zebra does not reside in the yellow house.",
    "The green house shall be located at either end of the row.",
    "The owner of the fox resides in a house adjacent to that of the Norwegian.",
    "In the first house is living the Norwegian.",
    "The man with the dog he lives next to the yellow house.",
    "The fox owner house is directly at left of the white house.",
    "Englishman lives in house number 4.",
    "Red house is not in the end.",
    "The Norwegian, he does not live next to the green house.",
    "And in house number two, it's the Japanese!",
    "The Englishman is right there, next door to the fox!",
    "The red house takes the far left spot.",
    "It's the Norwegian in the yellow house!",
    "The zebra is not in the white house, folks.",
    "The seat of Lady Bell is one greater than the seat of Lady Ash.",
    "Bell: not in blue.",
    "Gin and red: same woman.",
    "Cole, seat 3.",
    "Beer is never next to wine.",
    "Green sits left of Bell, adjacent.",
    "Blue is not at either end.",
    "Wine: the woman in white.",
    "The girl in green sat like right next to Lady Bell.",
    "The gin girl was at the very end on the left.",
    "Lady Ash got the seat right after Lady Cole's, going left to right.",
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
