//! The words the reader passes over without reading them into a clue, each with why it cannot
//! change what a sentence says of the seating. Every other word of a sentence belongs to a rule;
//! a word that could change the truth ("almost", "only", "first" before a verb, a relative's
//! possessive) is read for what it means or the sentence is not understood. `tests/misreading.rs`
//! holds this list and reads a sentence with each word against the sentence without it.

/// Before a verb: when, or in what manner, she did it.
pub const BEFORE_A_VERB: &[(&str, &str)] = &[
    (
        "then",
        "when it happened in the story; the story's order is no order at the table",
    ),
    (
        "also",
        "that another guest did the same; says nothing of who",
    ),
    ("proudly", "how she did it"),
    (
        "just",
        "that it was a moment ago, or merely; what she did stands",
    ),
    ("always", "that she did it every time; she still did it"),
    ("already", "that she had done it before then; she did it"),
];

/// After a predicate: how long it lasted.
pub const AFTER_A_PREDICATE: &[(&str, &str)] = &[
    ("all evening", "how long; she did it"),
    ("all night", "how long; she did it"),
    ("that night", "when; there is one dinner"),
    ("that evening", "when; there is one dinner"),
    // That another did the same, as "also" before the verb says: nothing of who.
    ("as well", "that another did the same; says nothing of who"),
    ("too", "that another did the same; says nothing of who"),
    // A chat's tags after what it says, vouching for it: "sat on the far left tbh".
    ("tbh", "to be honest: that it is so; it is"),
    ("ngl", "not gonna lie: that it is so; it is"),
    ("lol", "that the teller laughs; it is so"),
];

/// Between commas after the subject, before her verb: that she did it as she often does.
pub const BETWEEN_COMMAS: &[(&str, &str)] = &[
    ("as was her habit", "that she often did it; she did it"),
    ("as was his habit", "that he often did it; he did it"),
    ("as usual", "that she often did it; she did it"),
    ("as always", "that she always did it; she did it"),
];

/// Set off by a comma at the start or the end of a clause, or between commas after its subject:
/// the teller's voice, which vouches for what the clause says and adds nothing to it.
pub const ASIDES: &[(&str, &str)] = &[
    ("in fact", "that it is so; it is"),
    ("indeed", "that it is so; it is"),
    ("of course", "that it could be no other way; it is so"),
    ("naturally", "that it could be no other way; it is so"),
    ("believe it or not", "that it may surprise; it is so"),
    ("as it happens", "that it is so by chance; it is so"),
    ("as it happened", "that it was so by chance; it was so"),
    ("as it turns out", "that it was found to be so; it is so"),
    ("as it turned out", "that it was found to be so; it was so"),
    ("obviously", "that it could be no other way; it is so"),
    ("clearly", "that it is plain to see; it is so"),
    ("funnily enough", "that it is odd; it is so"),
    ("oddly enough", "that it is odd; it is so"),
    ("sure enough", "that it was as expected; it was so"),
    ("of all people", "that it was she, unexpected; it was she"),
    ("as I remember", "that the teller remembers it; it was so"),
    ("as I recall", "that the teller remembers it; it was so"),
    ("I remember", "that the teller remembers it; it was so"),
    ("I recall", "that the teller remembers it; it was so"),
    // The teller's fondness or pity for the guest named: it says nothing of where she sat.
    (
        "bless her",
        "the teller's fondness for her; what she did stands",
    ),
    (
        "bless him",
        "the teller's fondness for him; what he did stands",
    ),
    (
        "bless her heart",
        "the teller's fondness for her; what she did stands",
    ),
    (
        "poor thing",
        "the teller's pity for her; what she did stands",
    ),
    (
        "poor dear",
        "the teller's pity for her; what she did stands",
    ),
    // The teller speaking to the reader: whom the clue is told to, not what it says.
    (
        "folks",
        "whom the teller speaks to; it says nothing of the seating",
    ),
    (
        "guys",
        "whom the teller speaks to; it says nothing of the seating",
    ),
    (
        "my friends",
        "whom the teller speaks to; it says nothing of the seating",
    ),
    (
        "dear reader",
        "whom the teller speaks to; it says nothing of the seating",
    ),
    ("you see", "that the teller explains; it is so"),
    ("mind you", "that the teller insists; it is so"),
    ("to be honest", "that it is so; it is"),
    ("honestly", "that it is so; it is"),
    // A habit the teller knows of: what she did that day stands.
    (
        "like every morning",
        "that she does it every morning; she did it",
    ),
    ("like every day", "that she does it every day; she did it"),
    ("like every week", "that she does it every week; she did it"),
];

/// Before a colon at the start of a sentence: the teller vouching for what follows, which is
/// read as if they were not there ("One thing was certain: the green house stood at the far
/// right"). Only words that vouch: "One thing was unclear:" is not here.
pub const FRAMINGS: &[(&str, &str)] = &[
    ("one thing is certain", "that what follows is so; it is"),
    ("one thing was certain", "that what follows was so; it was"),
    ("one thing is clear", "that what follows is so; it is"),
    ("one thing was clear", "that what follows was so; it was"),
    ("one thing is for sure", "that what follows is so; it is"),
    ("one thing was for sure", "that what follows was so; it was"),
    ("this much is certain", "that what follows is so; it is"),
    ("this much was certain", "that what follows was so; it was"),
    ("this much is known", "that what follows is so; it is"),
    ("this much was known", "that what follows was so; it was"),
];

/// Before a guest's name: the teller's fondness or pity, which says nothing of who she is ("Lady
/// Ash sat beside dear Lady Bell"). Read only before a word with a capital that starts a name.
pub const BEFORE_A_NAME: &[(&str, &str)] = &[
    (
        "dear",
        "the teller's fondness for her; she is who the name says",
    ),
    (
        "dear old",
        "the teller's fondness for her; she is who the name says",
    ),
    (
        "good old",
        "the teller's fondness for her; she is who the name says",
    ),
    (
        "poor",
        "the teller's pity for her; she is who the name says",
    ),
    (
        "poor old",
        "the teller's pity for her; she is who the name says",
    ),
];

/// At the start of a sentence before "that": the teller vouching for what follows, which is
/// read as if they were not there ("I do recall that Lady Bell never touched the rum"). Only
/// words that vouch or recall: "It is said that", "I doubt that", "Someone claimed that" are
/// not here, since what they introduce may not be so.
pub const VOUCHING_THAT: &[(&str, &str)] = &[
    ("I recall", "that the teller remembers it; it was so"),
    ("I do recall", "that the teller remembers it; it was so"),
    ("I remember", "that the teller remembers it; it was so"),
    ("I do remember", "that the teller remembers it; it was so"),
    ("I know", "that the teller knows it; it is so"),
    ("we know", "that it is known; it is so"),
    ("it is known", "that it is known; it is so"),
    ("it is true", "that it is so; it is"),
    ("it is a fact", "that it is so; it is"),
    ("it is certain", "that it is so; it is"),
    ("it is hereby stated", "that the riddle states it; it is so"),
    ("it is stated", "that the riddle states it; it is so"),
    ("note", "that the reader should mark it; it is so"),
    ("please note", "that the reader should mark it; it is so"),
    (
        "remember",
        "that the reader should keep it in mind; it is so",
    ),
    (
        "keep in mind",
        "that the reader should keep it in mind; it is so",
    ),
    (
        "bear in mind",
        "that the reader should keep it in mind; it is so",
    ),
    ("we are told", "that the riddle tells it; it is so"),
    ("you are told", "that the riddle tells it; it is so"),
    ("I can tell you", "that the teller vouches for it; it is so"),
    ("I can confirm", "that the teller vouches for it; it is so"),
    ("it turns out", "that it was found to be so; it is so"),
    ("it turned out", "that it was found to be so; it was so"),
    // A report's voice: what a witness states or the record shows is a clue like any other.
    ("witness states", "that the report records it; it is so"),
    ("the witness states", "that the report records it; it is so"),
    ("witnesses state", "that the report records it; it is so"),
    ("records show", "that the report records it; it is so"),
    ("it was noted", "that the report records it; it was so"),
    ("it was observed", "that the report records it; it was so"),
    (
        "it was established",
        "that the report records it; it was so",
    ),
    (
        "it has been established",
        "that the report records it; it is so",
    ),
];

/// At the start of a sentence, set off by a comma: the teller clearing the throat or counting
/// the clues off, which says nothing of the seating ("Oh, and Lady Ash ...", "Firstly, ...").
/// Words of order that could place someone ("next") are read so only at the start and before
/// a comma, where no clue about a seat begins.
pub const INTERJECTIONS: &[(&str, &str)] = &[
    (
        "oh",
        "the teller remembering something; what follows stands",
    ),
    (
        "oh and",
        "the teller remembering something; what follows stands",
    ),
    (
        "oh yes",
        "the teller remembering something; what follows stands",
    ),
    (
        "ah",
        "the teller remembering something; what follows stands",
    ),
    (
        "ah yes",
        "the teller remembering something; what follows stands",
    ),
    ("well", "the teller pausing; what follows stands"),
    ("right", "the teller pausing; what follows stands"),
    ("okay", "the teller pausing; what follows stands"),
    ("ok", "the teller pausing; what follows stands"),
    ("alright", "the teller pausing; what follows stands"),
    (
        "anyway",
        "the teller going back to the clues; what follows stands",
    ),
    ("now then", "the teller going on; what follows stands"),
    (
        "here",
        "the teller pointing at what follows; what follows stands",
    ),
    (
        "and here",
        "the teller pointing at what follows; what follows stands",
    ),
    (
        "firstly",
        "which clue this is in the teller's count; not a place",
    ),
    (
        "secondly",
        "which clue this is in the teller's count; not a place",
    ),
    (
        "thirdly",
        "which clue this is in the teller's count; not a place",
    ),
    (
        "first of all",
        "which clue this is in the teller's count; not a place",
    ),
    (
        "to begin with",
        "which clue this is in the teller's count; not a place",
    ),
    (
        "to start with",
        "which clue this is in the teller's count; not a place",
    ),
    (
        "for starters",
        "which clue this is in the teller's count; not a place",
    ),
    (
        "next",
        "which clue this is in the teller's count; not a place",
    ),
    (
        "lastly",
        "which clue this is in the teller's count; not a place",
    ),
    (
        "last but not least",
        "which clue this is in the teller's count; not a place",
    ),
    (
        "moreover",
        "that another clue follows; it says nothing of who",
    ),
    (
        "furthermore",
        "that another clue follows; it says nothing of who",
    ),
    (
        "additionally",
        "that another clue follows; it says nothing of who",
    ),
    (
        "in addition",
        "that another clue follows; it says nothing of who",
    ),
    (
        "on top of that",
        "that another clue follows; it says nothing of who",
    ),
    (
        "besides",
        "that another clue follows; it says nothing of who",
    ),
    ("plus", "that another clue follows; it says nothing of who"),
];

/// At the start of a sentence, with or without a comma: when it happened in the story, which is
/// no order at the table ("By then Lady Dale had taken the second seat"). Only phrases that
/// name no place and no guest: "first" and "next" are `INTERJECTIONS`, read before a comma.
pub const STORY_TIMES: &[(&str, &str)] = &[
    (
        "by then",
        "when, in the story; the story's order is no order at the table",
    ),
    (
        "by that time",
        "when, in the story; the story's order is no order at the table",
    ),
    (
        "at that point",
        "when, in the story; the story's order is no order at the table",
    ),
    (
        "at that moment",
        "when, in the story; the story's order is no order at the table",
    ),
    (
        "soon after",
        "when, in the story; the story's order is no order at the table",
    ),
    (
        "shortly afterwards",
        "when, in the story; the story's order is no order at the table",
    ),
    (
        "after a while",
        "when, in the story; the story's order is no order at the table",
    ),
];

/// Set off by a comma at the start of a sentence: that the order it tells runs from the left,
/// the way the places are numbered, which is how every word of order is read already ("before",
/// "precedes", "first"). A frame from the right is not here: it turns "before" around.
pub const ORIENTATIONS: &[(&str, &str)] = &[
    ("in the numbering", "that the order is the numbers'; it is"),
    (
        "in numerical order",
        "that the order is the numbers'; it is",
    ),
    (
        "numbered from the left",
        "that the numbers start at the left; they do",
    ),
    (
        "numbered from left to right",
        "that the numbers start at the left; they do",
    ),
    (
        "counting from the left",
        "that the count starts at the left; it does",
    ),
    (
        "counting from left to right",
        "that the count starts at the left; it does",
    ),
    (
        "reading from left to right",
        "that the row is read from the left; it is",
    ),
    (
        "going from left to right",
        "that the row is walked from the left; it is",
    ),
    (
        "from left to right",
        "that the row is read from the left; it is",
    ),
];

/// The words of `BEFORE_A_VERB`, as the parser matches them.
pub const BEFORE_A_VERB_WORDS: [&str; BEFORE_A_VERB.len()] = {
    let mut out = [""; BEFORE_A_VERB.len()];
    let mut k = 0;
    while k < BEFORE_A_VERB.len() {
        out[k] = BEFORE_A_VERB[k].0;
        k += 1;
    }
    out
};
