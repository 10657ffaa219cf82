//! The phrase table: every way the reader knows of saying something about a guest, one row
//! each. The parser interprets the rows (`phrase_match.rs`); the keyword set (`lexicon.rs`) and
//! `grammar/README.md`'s rule index are derived from or checked against them. Adding a phrasing
//! is one row here plus its example, which a test beside the table reads.
//!
//! A pattern is words separated by spaces:
//! - `word` or `word|other`: one of these words (any case);
//! - `[words]` or `[some words|other words]`: optional words, or one of several optional runs;
//! - `<verb>` or `<verb|other>`: a verb from `VERBS`, in any tense, and negated ("did not sit",
//!   "wasn't seated", "never drank"), so every row that starts with a verb has its negations
//!   and its present tense for free;
//! - `{color}`, `{drink}`, `{city}`, `{heirloom}`, `{pet}`: a value slot of that category, whose
//!   words are learned ("{color}-clad": the value with that suffix in one word); `{pet:known}`:
//!   only a value an earlier sentence named as one of its category, for words that would
//!   otherwise read as another category ("the woman with the terrier");
//! - `{known}`: a value of any category named before; `{known:drunk}`, `{known:worn}`,
//!   `{known:own}`: one of a category that may be drunk, or worn, or of the riddle's own
//!   (`drunk`, `worn`, `own`);
//! - `{guest}`: a description of a guest; `{her}`: "her", the guest mentioned last; `{seat}`:
//!   a seat ("at the far left"); `{seat:placed}`: a seat of more than one word, never a bare
//!   rank such as "first", which may tell a time ("Lady Ash first drank wine"); `{relation}`:
//!   a seat relation row below; `{count}`: a number ("two", "3"); `{ordinal}`: "second";
//!   `{person}`, `{garment}`, `{article}`, `{place}`, `{places}`: one word of the lists below;
//! - `'s` after a slot: the possessive; `,`: a comma.

use crate::clue::{Reach, Seat};
use crate::vocabulary::Category;

use super::syntax::Relation;

/// What may be drunk: a drink, or a value of a category of the riddle's own ("kale"
/// smoothies), never a color, a city or another kind the reader knows.
pub fn drunk(category: Category) -> bool {
    category == Category::DRINK || category.kind().is_none()
}

/// Where one may be from besides a city: a value of a category of the riddle's own, which
/// its list named ("a different department (Sales, Legal, IT)": "the person from IT"), never a
/// color, a drink or another kind the reader knows.
pub fn own(category: Category) -> bool {
    category.kind().is_none()
}

/// What may be worn: a color, an heirloom (a ring, a pendant), or a value of a category of
/// the riddle's own ("boots"), never a drink, a city or another kind the reader knows.
pub fn worn(category: Category) -> bool {
    [Category::COLOR, Category::HEIRLOOM].contains(&category) || category.kind().is_none()
}

/// Verb forms, and whether a category fits them.
pub type VerbKind = (&'static [&'static str], fn(Category) -> bool);

/// Verb forms that say what kind their object is, with whether a category fits them: a guess
/// (`guess.rs`) never reads "drank Dunwall" as her city.
pub const VERB_KINDS: &[VerbKind] = &[
    (
        &[
            "drank", "drink", "drinks", "drinking", "drunk", "sipped", "sips", "sip", "sipping",
        ],
        drunk,
    ),
    (
        &[
            "wore", "wear", "wears", "wearing", "worn", "dressed", "clad", "gowned",
        ],
        worn,
    ),
];

/// The category of a list of values after a verb of drinking or wearing (`VERB_KINDS`), where
/// the verb stands for the noun ("Each drank something different: tea, ..."): the known kind of
/// its values when the verb takes it ("Each wore something different: red, ..."), else the
/// drinks for a verb of drinking, whatever they are ("kvass, cocoa, ..."). None for any other
/// word, and for a verb of wearing whose values are no color nor heirloom.
pub fn verb_kind(word: &str, values: &[&str]) -> Option<Category> {
    let (_, takes) = VERB_KINDS
        .iter()
        .find(|(forms, _)| forms.iter().any(|f| f.eq_ignore_ascii_case(word)))?;
    match known_kind(values) {
        Some(kind) => takes(kind).then_some(kind),
        None => takes(Category::DRINK).then_some(Category::DRINK),
    }
}

/// The known kind most of whose values are its well-known words ("a Dane, a Swede, ... and a
/// Finn"), where no value is another kind's.
pub fn known_kind(values: &[&str]) -> Option<Category> {
    let kinds: Vec<Category> = Category::known().filter(|c| *c != Category::NAME).collect();
    kinds.iter().copied().find(|c| {
        let ours = values.iter().filter(|v| c.is_known(v)).count();
        let others = (values.iter()).any(|v| kinds.iter().any(|k| k != c && k.is_known(v)));
        2 * ours > values.len() && !others
    })
}

/// The category `Place::Thing` names for every category of the riddle's own (no known kind):
/// the guests' names, since a name is never a thing named as the subject.
pub const OWN: Category = Category::NAME;

/// Where in a sentence a row stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// After the subject, saying what she did: "came from {city}".
    Predicate,
    /// After a guest's noun, saying which guest she is: "the lady from {city}".
    Modifier,
    /// After "the", the whole description of a guest: "the {drink} drinker".
    Head,
    /// After a value named as the subject, saying whose it was: "The Ring belonged to {guest}";
    /// `Thing(OWN)`, after a value of a category of the riddle's own.
    Thing(Category),
    /// A seat relation, inside a `{relation}` slot: "immediately left of".
    RelationPhrase,
    /// A noun for a category after a guest's possessive: "Countess Ashby's dress was blue".
    Attribute(Category),
    /// After two guests, what holds between them: "Lady Ash and Lady Bell sat two seats apart".
    Pair,
}

/// What a row says once its slots are filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Means {
    /// The guest holds the value in the row's one value slot.
    Has,
    /// The guest sits in the `{seat}`.
    Seat,
    /// The guest sits at the `{ordinal}` seat counted from the left, or from the right.
    Ordinal { from_right: bool },
    /// The guest stands in this relation to the `{guest}`.
    Related(Relation),
    /// The guest stands in the `{relation}` to the `{guest}`.
    RelationSlot,
    /// The `{guest}` stands in the `{relation}` to her, and she in its converse: "had Lady Bell
    /// sitting to the left of her" (she is right of Lady Bell).
    ConverseSlot,
    /// `{count}` seats to this side of the `{guest}` (`true`: to the left).
    SeatsAway { left: bool },
    /// `{count}` seats from the `{guest}`, on either side.
    SeatsApart,
    /// The guest sits in this seat: "the leftmost guest".
    At(Seat),
    /// Next to both `{guest}`s, who are two guests.
    Between,
    /// Anywhere between the two `{guest}`s, on whichever sides they are.
    SomewhereBetween,
    /// Anywhere right of the first `{guest}` and left of the second: "in that order".
    BetweenInOrder,
    /// The first `{guest}` on one side of her, the second on the other, so far off (`first_left`:
    /// the first on her left): "had Lady Bell to her left and Lady Cole to her right".
    Sides { reach: Reach, first_left: bool },
    /// At an end, next to the `{guest}`: her one neighbour.
    EndBeside,
    /// In this place, and in this relation to the `{guest}`: "was beaten only by" (second,
    /// just behind the one named).
    AtAnd(Seat, Relation),
    /// In the `{ordinal}` place from the first, and in this relation to the `{guest}`: "edged
    /// out Lady Bell for second" (second, Lady Bell just behind).
    OrdinalAnd(Relation),
    /// In one of the first this many places: "made the podium" (the first three).
    Within(u8),
    /// The guest is the `{guest}`.
    Same,
    /// The guest is the `{guest}`, and holds the value in the row's value slot: "is where the
    /// Dane keeps his cat".
    SameHolding,
    /// The guest is not in this seat: "was hemmed in on both sides" (not at an end).
    NotAt(Seat),
    /// Nothing about the seating: "jumped up onto the table".
    Nothing,
    /// The guest is in the place the sentence named last: "the cat was not kept there".
    There,
}

/// One way of saying a thing.
#[derive(Clone, Copy, Debug)]
pub struct Phrase {
    /// The name `riddle parse`, `grammar/README.md` and the diagnostics use.
    pub rule: &'static str,
    pub place: Place,
    pub pattern: &'static str,
    pub means: Means,
    /// A sentence that uses the row, read by the test beside the table.
    pub example: &'static str,
    /// Whether the generator may write the row in riddles at a table (`generate/phrasing.rs`);
    /// a row it may not write says why beside it.
    pub write: bool,
    /// Whether the generator may write the row in the zebra family's riddles of houses
    /// (`riddle generate --style zebra`), in the present tense.
    pub houses: bool,
    /// Whether the row is read only in a riddle of things in a row ("five vehicles: ..."):
    /// "older than" of people is about their ages, not their places.
    pub of_things: bool,
}

const fn row(
    rule: &'static str,
    place: Place,
    pattern: &'static str,
    means: Means,
    example: &'static str,
) -> Phrase {
    Phrase {
        rule,
        place,
        pattern,
        means,
        example,
        write: true,
        houses: false,
        of_things: false,
    }
}

/// A row the generator writes in riddles at a table and of houses alike.
const fn shared(
    rule: &'static str,
    place: Place,
    pattern: &'static str,
    means: Means,
    example: &'static str,
) -> Phrase {
    Phrase {
        houses: true,
        ..row(rule, place, pattern, means, example)
    }
}

/// A row of the zebra family's, which the generator writes only in riddles of houses.
const fn of_houses(
    rule: &'static str,
    place: Place,
    pattern: &'static str,
    means: Means,
    example: &'static str,
) -> Phrase {
    Phrase {
        houses: true,
        ..read_only(rule, place, pattern, means, example)
    }
}

/// A row read only in a riddle of things in a row, which the generator never writes.
const fn of_things(
    rule: &'static str,
    place: Place,
    pattern: &'static str,
    means: Means,
    example: &'static str,
) -> Phrase {
    Phrase {
        of_things: true,
        ..read_only(rule, place, pattern, means, example)
    }
}

/// A row the reader reads and the generator never writes.
const fn read_only(
    rule: &'static str,
    place: Place,
    pattern: &'static str,
    means: Means,
    example: &'static str,
) -> Phrase {
    Phrase {
        write: false,
        ..row(rule, place, pattern, means, example)
    }
}

use Means::*;
use Place::*;

/// Every row, tried in this order where several could read the same words: the first that
/// reads wins, so a longer or more specific row comes before a shorter one.
#[rustfmt::skip]
pub const PHRASES: &[Phrase] = &[
    // Seats and seat relations come before values, so "in the center seat" is never a color.
    row("seat", Predicate, "<sit|stand|be> {seat}", Seat, "Countess Contee was at the far left."),
    row("took-seat", Predicate, "<take> {seat}", Seat, "Doctor Abele took the first seat on the left."),
    // Not written yet: read since corpus/generated was last written; writing them changes
    // every generated riddle (a next step of issue 10).
    read_only("took-seat", Predicate, "<occupy> {seat}", Seat, "Lady Ash occupied the first seat."),
    read_only("took-seat", Predicate, "<have> {seat:placed}", Seat, "The sherry drinker had the last seat on the right."),
    // Not written (these, to the next comment): read since the generator last changed; they
    // say a seat or a seat relation with a verb of taking or being placed.
    read_only("took-seat", Predicate, "<claim> {seat}", Seat, "Lady Ash claimed the chair at the far left."),
    // A stall or a plot she runs or works is her place: "ran the stall nearest the church gate".
    read_only("took-seat", Predicate, "ran|runs|worked|works {seat:placed}", Seat, "Lady Ash ran the first stall on the left."),
    // A seat given her: "gets the centre seat", "was given the chair on the far left".
    read_only("took-seat", Predicate, "<get> {seat:placed}", Seat, "Lady Ash gets the centre seat."),
    read_only("took-seat", Predicate, "<be> given {seat:placed}", Seat, "Lady Ash was given the chair on the far left."),
    // A seat taken beside another guest's ("had the chair just to the right of Lady Bell's"):
    // her seat stands in the relation to the other guest's.
    read_only("took-seat-by", Predicate, "<take|claim|occupy|have> a|the {place} {relation} {guest} 's", RelationSlot, "Lady Ash had the chair just to the right of Lady Bell's."),
    read_only("took-seat-by", Predicate, "<take|claim|occupy|have> a|the {place} {relation} {guest}", RelationSlot, "Lady Ash took a chair to the left of Lady Bell."),
    read_only("placed", Predicate, "<be> placed|positioned {seat}", Seat, "Lady Ash was placed at the far left."),
    read_only("placed", Predicate, "<be> placed|positioned {relation} {guest}", RelationSlot, "Lady Ash was placed to the right of Lady Bell."),
    read_only("placed", Predicate, "<end> up {seat}", Seat, "Lady Ash ended up in the center seat."),
    // The next place along the row, said by what comes after or before. Only with a word that
    // says "next": a plain "followed by" may mean anywhere later.
    read_only("placed", Predicate, "<be> immediately|directly|just followed by {guest}", Related(Relation::LeftOf(Reach::Immediate)), "Lady Ash's seat was immediately followed by Lady Bell's."),
    read_only("placed", Predicate, "<be> immediately|directly|just preceded by {guest}", Related(Relation::RightOf(Reach::Immediate)), "Lady Bell's seat was directly preceded by Lady Ash's."),
    // Counted from a side, "after" is further from it (`numbers`): before the rows without.
    read_only("numbers", Predicate, "<come> right|immediately|directly|just after {guest} , counting|numbering|counted|reading from the left", Related(Relation::RightOf(Reach::Immediate)), "Lady Bell's seat came just after Lady Ash's, counting from the left."),
    read_only("numbers", Predicate, "<come> right|immediately|directly|just after {guest} , counting|numbering|counted|reading from the right", Related(Relation::LeftOf(Reach::Immediate)), "Lady Bell's seat came directly after Lady Ash's, counting from the right."),
    read_only("numbers", Predicate, "<come> right|immediately|directly|just before {guest} , counting|numbering|counted|reading from the left", Related(Relation::LeftOf(Reach::Immediate)), "Lady Ash's seat came right before Lady Bell's, counting from the left."),
    read_only("numbers", Predicate, "<come> right|immediately|directly|just before {guest} , counting|numbering|counted|reading from the right", Related(Relation::RightOf(Reach::Immediate)), "Lady Ash's seat came just before Lady Bell's, counting from the right."),
    read_only("placed", Predicate, "<come> right|immediately|directly|just after {guest}", Related(Relation::RightOf(Reach::Immediate)), "Lady Bell's seat came right after Lady Ash's."),
    read_only("placed", Predicate, "<come> right|immediately|directly|just before {guest}", Related(Relation::LeftOf(Reach::Immediate)), "Lady Ash's seat came just before Lady Bell's."),
    read_only("placed", Predicate, "<end> up {relation} {guest}", RelationSlot, "Lady Ash ended up to the right of Lady Bell."),
    read_only("placed", Predicate, "<find> herself|himself|themselves [placed|seated|sitting] {seat}", Seat, "Lady Ash found herself seated at the far right."),
    read_only("placed", Predicate, "<find> herself|himself|themselves [placed|seated|sitting] {relation} {guest}", RelationSlot, "Lady Ash found herself placed to the left of Lady Bell."),
    read_only("placed", Predicate, "<make> her|his|their home {seat}", Seat, "The Swede makes his home in the first house."),
    read_only("placed", Predicate, "<make> her|his|their home {relation} {guest}", RelationSlot, "The Swede makes his home to the right of the red house."),
    read_only("placed", Predicate, "<be> at home {seat}", Seat, "The fox is at home in the last house."),
    read_only("placed", Predicate, "<lie> {seat}", Seat, "The red house lies at the far left."),
    read_only("placed", Predicate, "<lie> {relation} {guest}", RelationSlot, "The red house lies to the right of the green house."),
    // Not at an end: a guest on each side. Not written: it states no seat or guest.
    read_only("both-sides", Predicate, "<be> hemmed|boxed in on both|either sides|side", NotAt(Seat::End), "Lady Ash was hemmed in on both sides."),
    read_only("both-sides", Predicate, "<have> neighbours|neighbors on both sides", NotAt(Seat::End), "Lady Ash had neighbours on both sides."),
    read_only("both-sides", Predicate, "<have> a neighbour|neighbor on each|either side", NotAt(Seat::End), "Lady Ash had a neighbor on each side."),
    read_only("both-sides", Predicate, "<sit|stand|be|live> between two guests|women|ladies|people|others|houses|neighbours|neighbors", NotAt(Seat::End), "Lady Ash sat between two women."),
    // Someone on each side: as a neighbour on each side.
    read_only("both-sides", Predicate, "<have> someone|somebody on each|either side [of her|of him|of it|of them]", NotAt(Seat::End), "Lady Ash had somebody on either side."),
    read_only("both-sides", Predicate, "<have> a guest|woman|lady|person|house on each|either side [of her|of him|of it|of them]", NotAt(Seat::End), "Lady Ash had a woman on each side of her."),
    // Nobody on one side: she is the last that way, however "on her left" is read.
    read_only("nobody-beyond", Predicate, "<have> nobody|noone on|to her|his|its|their left", At(Seat::FromLeft(1)), "Lady Ash had nobody on her left."),
    read_only("nobody-beyond", Predicate, "<have> no one on|to her|his|its|their left", At(Seat::FromLeft(1)), "Lady Ash had no one to her left."),
    read_only("nobody-beyond", Predicate, "<have> nobody|noone on|to her|his|its|their right", At(Seat::FromRight(1)), "Lady Ash had nobody to her right."),
    read_only("nobody-beyond", Predicate, "<have> no one on|to her|his|its|their right", At(Seat::FromRight(1)), "Lady Ash had no one on her right."),
    // One neighbour only: at an end, the one place with a single neighbour.
    // "Sandwiched", "flanked": next to both, as `between` says.
    read_only("between", Predicate, "<sit|stand|be|live> sandwiched between {guest} and {guest}", Between, "Lady Orsini sat sandwiched between Madam Ravel and the lady in gold."),
    read_only("between", Predicate, "<be> flanked by {guest} and {guest}", Between, "Lady Orsini was flanked by Madam Ravel and the lady in gold."),
    // One of two on each side, the second side left unsaid: "had X on one side and Y on the other".
    read_only("between", Predicate, "<have> {guest} on one side [of her|of him|of them] and {guest} on the other [side]", Between, "Lady Orsini had Madam Ravel on one side of her and the lady in gold on the other."),
    // Her two sides, a guest on each: plain "to her left" is read as `--left-of` says; "on her
    // left" is the next seat, as `on-her-side` reads it. Not written: two clues in one row.
    read_only("sides", Predicate, "<have> {guest} to her|his|its|their left and {guest} to her|his|its|their right", Sides { reach: Reach::AsRead, first_left: true }, "Lady Ash had Lady Bell to her left and the woman in gold to her right."),
    read_only("sides", Predicate, "<have> {guest} to her|his|its|their right and {guest} to her|his|its|their left", Sides { reach: Reach::AsRead, first_left: false }, "Lady Ash has the woman in gold to her right and Lady Bell to her left."),
    read_only("sides", Predicate, "<have> {guest} immediately|directly to her|his|its|their left and {guest} [immediately|directly] to her|his|its|their right", Sides { reach: Reach::Immediate, first_left: true }, "Lady Ash had Lady Bell immediately to her left and the woman in gold to her right."),
    read_only("sides", Predicate, "<have> {guest} immediately|directly to her|his|its|their right and {guest} [immediately|directly] to her|his|its|their left", Sides { reach: Reach::Immediate, first_left: false }, "Lady Ash had the woman in gold directly to her right and Lady Bell directly to her left."),
    read_only("sides", Predicate, "<have> {guest} on her|his|its|their left and {guest} on her|his|its|their right", Sides { reach: Reach::Immediate, first_left: true }, "Lady Ash had Lady Bell on her left and the woman in gold on her right."),
    read_only("sides", Predicate, "<have> {guest} on her|his|its|their right and {guest} on her|his|its|their left", Sides { reach: Reach::Immediate, first_left: false }, "Lady Ash had the woman in gold on her right and Lady Bell on her left."),
    // One neighbour only: an end seat, the other side open; "and that neighbour is {guest}"
    // names her. Not written: of houses and tables alike it says two things.
    read_only("one-neighbour", Predicate, "<have> just|only one neighbour|neighbor , and that neighbour|neighbor <be> {guest}", EndBeside, "The Swede's house has just one neighbour, and that neighbour is the Dane."),
    read_only("one-neighbour", Predicate, "<have> just|only one neighbour|neighbor , {guest}", EndBeside, "Lady Ash had only one neighbour, the woman in gold."),
    // After the rows that say who the one neighbour is: the first row that reads wins.
    read_only("one-neighbour", Predicate, "<have> only|just|exactly one neighbour|neighbor", At(Seat::End), "Lady Ash had just one neighbour."),
    read_only("one-neighbour", Predicate, "<have> a single|lone neighbour|neighbor", At(Seat::End), "Lady Ash had a single neighbor."),
    // Next door: a border between their places. Not written: of houses only.
    read_only("borders", Predicate, "<border> [on|upon] {guest}", Related(Relation::NextTo), "The red house borders on the green house."),
    // Nearer an end than another: further that way, however far. Not written (these, to the
    // next comment): the generator says "further left than". "than she did" repeats the verb.
    read_only("closer-to-end", Predicate, "<sit|stand|be|live> closer|nearer to the left end [of the table|of the row|of the street] than {guest} [did|does|do|is|was|are|were]", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Ash sat closer to the left end than Lady Bell did."),
    read_only("closer-to-end", Predicate, "<sit|stand|be|live> closer|nearer to the right end [of the table|of the row|of the street] than {guest} [did|does|do|is|was|are|were]", Related(Relation::RightOf(Reach::Somewhere)), "Lady Ash sat closer to the right end than Lady Bell."),
    read_only("closer-to-end", Predicate, "<sit|stand|be|live> closer|nearer to house 1|one than {guest} [did|does|do|is|was|are|were]", Related(Relation::LeftOf(Reach::Somewhere)), "The Swede lives closer to house 1 than the Dane does."),
    read_only("closer-to-end", Predicate, "<sit|stand|be|live> closer|nearer to the first {place} than {guest} [did|does|do|is|was|are|were]", Related(Relation::LeftOf(Reach::Somewhere)), "The Swede lives closer to the first house than the Dane."),
    // A value's guest, said by where the value is kept: "The cat is kept nearer to house 1 than
    // the Dane is" (the cat's owner lives left of the Dane, however far).
    read_only("closer-to-end", Predicate, "<be> kept|housed|found|drunk|smoked closer|nearer to the left end [of the table|of the row|of the street] than {guest} [did|does|do|is|was|are|were]", Related(Relation::LeftOf(Reach::Somewhere)), "The cat is kept closer to the left end of the row than the Dane."),
    read_only("closer-to-end", Predicate, "<be> kept|housed|found|drunk|smoked closer|nearer to the right end [of the table|of the row|of the street] than {guest} [did|does|do|is|was|are|were]", Related(Relation::RightOf(Reach::Somewhere)), "The cat is kept nearer to the right end than the Dane is."),
    read_only("closer-to-end", Predicate, "<be> kept|housed|found|drunk|smoked closer|nearer to house 1|one than {guest} [did|does|do|is|was|are|were]", Related(Relation::LeftOf(Reach::Somewhere)), "The tea is drunk nearer to house one than the Swede is."),
    read_only("closer-to-end", Predicate, "<be> kept|housed|found|drunk|smoked closer|nearer to the first {place} than {guest} [did|does|do|is|was|are|were]", Related(Relation::LeftOf(Reach::Somewhere)), "The cat is found closer to the first house than the Dane."),
    // Furthest one way of everyone: at that end.
    read_only("farthest", Predicate, "<sit|stand|be|live> farthest|furthest [to the|on the|towards the] left", At(Seat::FromLeft(1)), "Lady Ash sat farthest to the left."),
    read_only("farthest", Predicate, "<sit|stand|be|live> farthest|furthest [to the|on the|towards the] right", At(Seat::FromRight(1)), "Lady Ash sat furthest to the right."),
    // Further one way than everyone else, or than all the others: no one beyond her, so at
    // that end. "everyone else" counts every other guest, never a guest of its own.
    read_only("farthest", Predicate, "<sit|stand|be|live> further|farther [to the] left than everyone|everybody|anyone|anybody else", At(Seat::FromLeft(1)), "Lady Ash sat further left than anybody else."),
    read_only("farthest", Predicate, "<sit|stand|be|live> further|farther [to the] left than [all] the others|rest", At(Seat::FromLeft(1)), "Lady Ash sat farther to the left than all the others."),
    read_only("farthest", Predicate, "<sit|stand|be|live> further|farther [to the] right than everyone|everybody|anyone|anybody else", At(Seat::FromRight(1)), "Lady Ash sat further to the right than everyone else."),
    read_only("farthest", Predicate, "<sit|stand|be|live> further|farther [to the] right than [all] the others|rest", At(Seat::FromRight(1)), "Lady Ash sat further right than the rest."),
    // To one side of everyone else: at that end, whichever reading of "left of" is taken (read
    // as "immediately", it could hold of no one in a row of three or more). Without "else",
    // "everyone" counts her too, and nothing is read.
    read_only("farthest", Predicate, "<sit|stand|be|live> [to the] left of everyone|everybody|anyone|anybody else", At(Seat::FromLeft(1)), "Lady Ash sat to the left of everyone else."),
    read_only("farthest", Predicate, "<sit|stand|be|live> [to the] left of [all] the others|rest", At(Seat::FromLeft(1)), "Lady Ash sat to the left of all the others."),
    read_only("farthest", Predicate, "<sit|stand|be|live> [to the] right of everyone|everybody|anyone|anybody else", At(Seat::FromRight(1)), "Lady Ash sat to the right of everybody else."),
    read_only("farthest", Predicate, "<sit|stand|be|live> [to the] right of [all] the others|rest", At(Seat::FromRight(1)), "Lady Ash sat right of the rest."),
    // Floors, numbered from the bottom: the highest is the last place.
    read_only("farthest", Predicate, "<live|be|stay> higher [up] than everyone|everybody|anyone|anybody else", At(Seat::FromRight(1)), "Lady Ash lives higher up than anybody else."),
    read_only("farthest", Predicate, "<live|be|stay> higher [up] than [all] the others|rest", At(Seat::FromRight(1)), "Lady Ash lives higher than all the rest."),
    read_only("farthest", Predicate, "<live|be|stay> lower [down] than everyone|everybody|anyone|anybody else", At(Seat::FromLeft(1)), "Lady Ash lives lower down than everybody else."),
    read_only("farthest", Predicate, "<live|be|stay> lower [down] than [all] the others|rest", At(Seat::FromLeft(1)), "Lady Ash lives lower than the others."),
    read_only("farthest", Predicate, "<live> above everyone|everybody|anyone|anybody else", At(Seat::FromRight(1)), "Lady Ash lives above everyone else."),
    read_only("farthest", Predicate, "<live> below|beneath|under everyone|everybody|anyone|anybody else", At(Seat::FromLeft(1)), "Lady Ash lives below everybody else."),
    // A race: ahead of everyone else is first, behind everyone else last.
    read_only("farthest", Predicate, "<finish> ahead of everyone|everybody|anyone|anybody else", At(Seat::FromLeft(1)), "Lady Eve finished ahead of everyone else."),
    read_only("farthest", Predicate, "<finish> behind|after everyone|everybody|anyone|anybody else", At(Seat::FromRight(1)), "Lady Amy finished behind everybody else."),
    read_only("farthest", Predicate, "<finish> ahead of [all] the others|rest", At(Seat::FromLeft(1)), "Lady Eve finished ahead of the rest."),
    read_only("farthest", Predicate, "<finish> behind|after [all] the others|rest", At(Seat::FromRight(1)), "Lady Amy finished after all the others."),
    // Not written: it states three clues at once (two neighbors who differ); the generator states one a clause.
    read_only("between", Predicate, "<sit|stand|be> between {guest} and {guest}", Between, "Lady Orsini sat between Madam Ravel and the lady in gold."),
    read_only("between", Predicate, "<sit|stand|be> directly|right|exactly between {guest} and {guest}", Between, "Lady Orsini sat directly between Madam Ravel and the lady in gold."),
    // Houses lie and people live between others as guests sit: "lies right between",
    // "lives in the house directly between".
    read_only("between", Predicate, "<live|lie> [directly|right|exactly] between {guest} and {guest}", Between, "The Swede lives right between the Dane and the woman in gold."),
    read_only("between", Predicate, "<live> in the house|home directly|right|exactly|immediately between {guest} and {guest}", Between, "The Swede lives in the house directly between the Dane's house and the green house."),
    // Not written: the generator states no "either ... or", which this is.
    // "in that order": the first to the left, the second to the right (BBEH's puzzles).
    read_only("between-in-order", Predicate, "<sit|stand|be|live> somewhere|anywhere [in] between {guest} and {guest} [,] in that order", BetweenInOrder, "Lady Orsini sat somewhere in between Madam Ravel and the lady in gold in that order."),
    read_only("somewhere-between", Predicate, "<sit|stand|be|live> somewhere|anywhere [in] between {guest} and {guest}", SomewhereBetween, "Lady Orsini sat somewhere between Madam Ravel and the lady in gold."),
    read_only("somewhere-between", Predicate, "<lie> somewhere|anywhere [in] between {guest} and {guest}", SomewhereBetween, "The red house lies somewhere between the green and white houses."),
    read_only("somewhere-between", Predicate, "<sit|stand|be|live> somewhere|anywhere in the stretch|space|gap [of seats|of houses] between {guest} and {guest}", SomewhereBetween, "Lady Orsini sat anywhere in the gap between Madam Ravel and the lady in gold."),
    shared("relation", Predicate, "<sit|stand|be> {relation} {guest}", RelationSlot, "The lady in green sat left of someone in red."),
    // "who was herself to the right of ...": the pronoun stresses her and states nothing more.
    read_only("relation", Predicate, "<sit|stand|be> herself|himself|itself|themselves {relation} {guest}", RelationSlot, "Lady Bell was herself to the right of Lady Ash."),
    // Idioms of sitting side by side (issue 22): the body touching the neighbour's. Not
    // written: the generator keeps to the plain "sat next to".
    read_only("adjacency-idiom", Predicate, "<share> an|a|her|his elbow|shoulder with {guest}", Related(Relation::NextTo), "Lady Ash shared an elbow with the woman in red."),
    read_only("adjacency-idiom", Predicate, "<sit|stand|be|live> shoulder to shoulder with {guest}", Related(Relation::NextTo), "Lady Ash sat shoulder to shoulder with the woman in red."),
    read_only("adjacency-idiom", Predicate, "<sit|stand|be|live> elbow to elbow with {guest}", Related(Relation::NextTo), "Lady Ash sat elbow to elbow with the woman in red."),
    read_only("adjacency-idiom", Predicate, "<sit|stand|be|live> cheek by jowl with {guest}", Related(Relation::NextTo), "Lady Ash sat cheek by jowl with the woman in red."),
    read_only("adjacency-idiom", Predicate, "<rub> shoulders|elbows with {guest}", Related(Relation::NextTo), "Lady Ash rubbed shoulders with the woman in red."),
    // Houses side by side share a wall, or a fence between their gardens.
    read_only("adjacency-idiom", Predicate, "<share> a|an [common|party|garden] wall|fence|hedge with {guest}", Related(Relation::NextTo), "The tea drinker shares a garden fence with the Dane."),
    // The zebra family: people who live in a row of houses. Its rows are written only in
    // riddles of houses (`of_houses`); the others of this block are not written: parking
    // spaces and floors are no riddle the generator makes.
    of_houses("lives-in", Predicate, "<live> {seat}", Seat, "The Norwegian lives in the first house."),
    of_houses("lives-in", Predicate, "<live> in the {color} house", Has, "The Englishman lives in the red house."),
    // Before "was-dressed-in", which would read "is in the white" and leave "house". Not
    // written: the generator says "lives in".
    read_only("lives-in", Predicate, "<be> in|at the {color} house|home", Has, "The zebra is in the white house."),
    // The house's color said after it, in a clause of its own: "in the house that is green".
    read_only("lives-in", Predicate, "<live|reside|be> in|at the house|home that|which is|was [painted] {color}", Has, "The Dane lived in the house which was painted green."),
    // The house's color said after it: "in the house painted red", and a learner's "in the
    // house of colour red" ("en la casa de color rojo").
    read_only("lives-in", Predicate, "<live|reside|be> in|at the house|home painted|colored|coloured {color}", Has, "The Englishman lives in the house painted red."),
    read_only("lives-in", Predicate, "<live|reside|be> in|at the house|home of [the] colour|color {color}", Has, "The Englishman lives in the house of colour red."),
    // ZebraLogic's: a style of house listed as a value ("ranch", "colonial").
    read_only("style-house", Predicate, "<live|reside> in a|an {known} house|home|villa|cottage|bungalow|mansion", Has, "Each person has a unique house style: ranch, colonial. Lady Ash lives in a colonial-style house."),
    read_only("parent-of", Predicate, "<be> the mother|father|parent|mom|dad of {known}", Has, "Each person has a unique child: Bella, Fred. Lady Ash is the mother of Fred."),
    // Waiting in a queue is standing in it: "waited just behind", "queued at the front".
    read_only("queue", Predicate, "<wait|queue> [in line|in the queue|in the line] {seat}", Seat, "Lady Ash waited at the front of the queue."),
    read_only("queue", Predicate, "<wait|queue> [in line|in the queue|in the line] {relation} {guest}", RelationSlot, "Lady Amy queued just behind Lady Eve."),
    read_only("parked", Predicate, "<park> {seat}", Seat, "Lady Ash had parked in the first space."),
    read_only("parked", Predicate, "<park> {relation} {guest}", RelationSlot, "Lady Ash parked directly to the left of Lady Bell."),
    read_only("adjacent-floor", Predicate, "<live|be|stay> on a|an {place} adjacent|next to {guest} 's", Related(Relation::NextTo), "Lady Smith lives on a floor adjacent to Lady Fletcher's."),
    read_only("adjacent-floor", Predicate, "<live|be|stay> on a|an {place} adjacent|next to {guest}", Related(Relation::NextTo), "Lady Smith lives on a floor next to Lady Fletcher."),
    // A hotel's guest is where she stays: "is staying on the top floor", "stayed two floors
    // above". Not written (these, to the next comment): the generator writes no hotels.
    read_only("stays", Predicate, "<stay> {seat}", Seat, "Lady Ash is staying on the second floor."),
    read_only("stays", Predicate, "<stay> {relation} {guest}", RelationSlot, "Lady Ash is staying next to Lady Bell."),
    // A lift's passenger is on the floor she went up to, or got out at: "went all the way up to
    // the top floor", "got out one floor below". Going "to" a place is read of floors only
    // (`predicate::to_a_floor`): "went to the first house" may be a visit.
    read_only("went-to", Predicate, "<go> {seat:placed}", Seat, "Lady Ash went all the way up to the top floor."),
    read_only("went-to", Predicate, "<get> out|off {seat:placed}", Seat, "Lady Ash got out on the third floor."),
    read_only("went-to", Predicate, "<get> out|off {relation} {guest}", RelationSlot, "Lady Ash got off next to Lady Bell."),
    of_houses("lives-by", Predicate, "<live> [in the house] {relation} {guest}", RelationSlot, "The man who smokes Chesterfields lives in the house next to the man with the fox."),
    // "lives in a house to the right of the Dane's", "are kept in houses further right than":
    // any house that stands so. Not written: the generator names the house.
    read_only("lives-by", Predicate, "<live> in a house {relation} {guest}", RelationSlot, "The cat lover lives in a house somewhere to the left of the Dane's."),
    read_only("lives-by", Predicate, "<be> kept|stabled|housed|found|drunk|smoked in [a] house|houses {relation} {guest}", RelationSlot, "The cat is kept in a house further left than the Dane's."),
    read_only("lives-in", Predicate, "<have> a|the {color} house|home", Has, "The Dane has a blue house."),
    // A house of the row owned or taken is the one lived in.
    read_only("lives-in", Predicate, "<own|occupy> a|the {color} house|home", Has, "The Swede owns the yellow house."),
    of_houses("smokes", Predicate, "<smoke> {smoke}", Has, "The Japanese smokes Parliaments."),
    // ZebraLogic's "smokes many unique blends", where the cigar listed is `blends`.
    read_only("smokes", Predicate, "<smoke> many unique|different {smoke}", Has, "Everyone has a favorite cigar: blends, prince. The lady in red smokes many unique blends."),
    // A value may come in what holds it: "loves a bouquet of daffodils", "keeps a pet bird".
    // Before the row below, which would read "loves the spaghetti" and leave "eater".
    // ZebraLogic's "loves the spaghetti eater" is the one who loves spaghetti.
    read_only("likes", Predicate, "<like|love|prefer|enjoy> [the|a|an] [bouquet of|boquet of|bunch of|vase of|arrangement of|aquarium of|tank of|cage of|collection of|bowl of|plate of|pet] {known} [eater|lover]", Has, "Everyone has a favorite flower: daffodils, lilies. The lady in red loves a bouquet of daffodils."),
    of_houses("likes", Predicate, "<like|love|prefer|enjoy> [eating|drinking|reading|playing|watching|listening to|having|going on|going to|visiting] [the|a|an] {known}", Has, "The lady in red likes milk."),
    read_only("likes", Predicate, "<be> partial to [the|a|an] {known}", Has, "The lady in red is partial to milk."),
    // Not written yet: read since corpus/generated was last written; writing them changes
    // every generated riddle (a next step of issue 10).
    read_only("on-her-side", Predicate, "<sit|stand|be> [immediately|directly] on|to {guest} 's [immediate] left", Related(Relation::LeftOf(Reach::Immediate)), "Lady Ash sat on Lady Bell's left."),
    read_only("on-her-side", Predicate, "<sit|stand|be> [immediately|directly] on|to {guest} 's [immediate] right", Related(Relation::RightOf(Reach::Immediate)), "Lady Ash sat to Lady Bell's right."),
    // The other guest said by "her" (the one mentioned last): "Lady Bell wore red, and Lady
    // Ash sat immediately to her left".
    read_only("on-her-side", Predicate, "<sit|stand|be> [immediately|directly] on|to {her} [immediate] left", Related(Relation::LeftOf(Reach::Immediate)), "Lady Bell wore red, and Lady Ash sat immediately to her left."),
    read_only("on-her-side", Predicate, "<sit|stand|be> [immediately|directly] on|to {her} [immediate] right", Related(Relation::RightOf(Reach::Immediate)), "Lady Bell wore red, and Lady Ash sat directly on her right."),
    row("had-on-her-side", Predicate, "<have> {guest} on her|his|its|their [immediate] right", Related(Relation::LeftOf(Reach::Immediate)), "Lady Stirling had Baroness Crowe on her right."),
    row("had-on-her-side", Predicate, "<have> {guest} on her|his|its|their [immediate] left", Related(Relation::RightOf(Reach::Immediate)), "Lady Stirling had Baroness Crowe on her left."),
    // The other guest where she is from her, said with "her" after the relation: "had Lady Bell
    // sitting to the left of her" (she is right of Lady Bell, as far as the relation says). Where
    // the guest's description reads those words as its last, the second row takes them off it
    // (`placed_by_her`). Not written: the
    // generator says it with the other guest as the subject.
    read_only("had-relation-her", Predicate, "<have> {guest} [sitting|seated|standing|living|placed] {relation} her|him|them", ConverseSlot, "Lady Ash had whoever owned the Ring sitting to the left of her."),
    read_only("had-relation-her", Predicate, "<have> {guest}", ConverseSlot, "Lady Ash had Lady Bell sitting somewhere to the right of her."),
    // After a comma the verb may be left out: "was at the far left, next to ...".
    // Not written (these two): they need a comma and a verb before them, after another predicate.
    read_only("seat", Predicate, "{seat:placed}", Seat, "Countess Contee was at the far left, in the first seat."),
    read_only("lives-in", Predicate, "in the {color} house|home|one", Has, "The Dane lived at one end, but not in the green house."),
    read_only("relation", Predicate, "{relation} {guest}", RelationSlot, "Countess Contee was at the far left, next to the guest in blue."),
    // Colors.
    row("wore", Predicate, "<wear> {article} [jaunty] {color} [{garment}]", Has, "Countess Contee wore a jaunty white hat."),
    // Not written: another word of praise for what she wore ("a dashing white coat").
    read_only("wore", Predicate, "<wear> {article} dashing|elegant|stunning|striking|dazzling|splendid|lovely|stylish {color} [{garment}]", Has, "Countess Contee wore a dashing white coat."),
    row("wore", Predicate, "<wear> {color} [{garment}]", Has, "Madam Quince wore orange."),
    row("was-dressed-in", Predicate, "<be> dressed|clad [entirely|all|completely] in [{article}] {color} [{garment}]", Has, "The traveler from Dunwall was dressed entirely in green."),
    row("was-dressed-in", Predicate, "<be> in [{article}] {color} [{garment}]", Has, "Countess Esma was in ivory."),
    read_only("was-dressed-in", Predicate, "<be> gowned|robed|attired|garbed in [{article}] {color} [{garment}]", Has, "Countess Contee was gowned in green."),
    // Dressed as she arrived: "had come in purple". Not written: the generator says "wore".
    read_only("was-dressed-in", Predicate, "<come> [dressed|clad] in [{article}] {color} [{garment}]", Has, "Countess Esma came in ivory."),
    row("chose-dress", Predicate, "<choose> {article} {color} {garment} [for the evening]", Has, "The lady who drank gin had chosen a violet dress for the evening."),
    // Drinks.
    row("drank", Predicate, "<drink|sip|nurse|touch|enjoy> [{article}] [glass of|cup of|mug of|bottle of] {drink}", Has, "The woman with the Pocket Watch nursed a glass of port."),
    row("was-full-of", Predicate, "<be> full of {drink}", Has, "Madam Natsiou was full of wine."),
    // A drink set before her: what she drank.
    read_only("drank", Predicate, "<have> {article} glass|pint|cup|mug|bottle of {drink} [in front of her|in front of him|before her|before him|at her elbow|at his elbow]", Has, "Madam Natsiou had a pint of beer in front of her."),
    // Not written: read since the generator last changed.
    read_only("drank", Predicate, "<stick> to {drink}", Has, "Madam Natsiou stuck to wine."),
    // Only one drink, said as such: every guest drinks one, so "only gin" is gin. Not written
    // (these, to the next comment).
    read_only("drank", Predicate, "<drink|sip> only|just|solely|exclusively [{article}] {drink}", Has, "Lady Ash drank only gin."),
    read_only("drank", Predicate, "<drink|sip> nothing but [{article}] {drink}", Has, "Lady Ash sipped nothing but port."),
    // "took claret": of a drink named before, as "took the middle seat" or "took first place"
    // say nothing of a drink.
    read_only("drank", Predicate, "<take> [only|just] [{article}] {known:drunk}", Has, "Each guest had a favorite drink: port, wine. Lady Bell took only wine."),
    // "Dee was on the lemonade": what she was drinking, as "on the gin" says; only a value
    // that may be drunk, so that "on the left" stays a seat.
    read_only("drank", Predicate, "<be> on [the] {known:drunk}", Has, "Each guest had a favorite drink: port, wine. Lady Bell was on the port."),
    // Fond of a drink: what she drank.
    read_only("drank", Predicate, "<be> sweet on {drink}", Has, "Lady Ash was sweet on whiskey."),
    // Cities.
    row("came-from", Predicate, "<come|hail|travel> from {city}", Has, "Lady Marsh came from Tyvia."),
    // Not written: read since the generator last changed.
    read_only("came-from", Predicate, "<come|travel> all the way from {city}", Has, "Lady Marsh had travelled all the way from Tyvia."),
    // Up to town, down to the country: the way she came says nothing of where from.
    read_only("came-from", Predicate, "<come|travel> up|down|over from {city}", Has, "Lady Marsh came up from Tyvia."),
    row("came-from", Predicate, "<grow> up in {city}", Has, "Duchess Thorne grew up in Wrenhaven."),
    row("came-from", Predicate, "<live> in {city}", Has, "Baroness Finch lived in Dunwall."),
    row("was-from", Predicate, "<be> from {city}", Has, "Countess Thorne was from Potterstead."),
    // A show's entries and who handled them: a handler of the riddle's own list.
    read_only("has-known", Predicate, "<be> handled|shown|exhibited|ridden by {known:own}", Has, "Each dog had a different handler (Mr Doyle, Ms Achebe and Mrs Hale). Lady Ash was handled by Mr Doyle."),
    read_only("has-known", Predicate, "<handle|show|exhibit> [{article}] {known}", Has, "Each dog was a different breed (whippet, poodle and boxer). Lady Ash showed the whippet."),
    read_only("from-known", Predicate, "<be|come> from {known:own}", Has, "Everyone was from a different department (Sales, Legal and Finance). Lady Ash came from Legal."),
    row("was-from", Predicate, "<be> born in {city}", Has, "Lady Winslow was born in Karnaca."),
    read_only("was-from", Predicate, "<be> born and bred|raised in {city}", Has, "Lady Winslow was born and bred in Karnaca."),
    row("was-from", Predicate, "<be> {article} native of {city}", Has, "Dame Larkin was a native of Karnaca."),
    // Indian English: "Bharat belongs to Chennai" is where he is from; only a city listed as
    // one, so that "belonged to Lady Ash" stays whose it was.
    read_only("was-from", Predicate, "<belong> to {city:known}", Has, "They came from Dunwall and Karnaca. Lady Winslow belonged to Karnaca."),
    row("home-in", Predicate, "<speak> fondly of her home in {city}", Has, "Madam Abele spoke fondly of her home in Cullero."),
    // Not written: "they" are things shown in the sentence before.
    // Better things than finer ones, where she lived said otherwise; and the things themselves,
    // in the plural: "said rings were finer in Dunwall".
    read_only("finer-in", Predicate, "said [that] they were finer|better|nicer|prettier|lovelier|grander in {city} [, where she lived|, where she lives|, where she was from|, where she came from|, her home]", Has, "The woman next to her said they were finer in Dunwall, where she lived."),
    read_only("finer-in", Predicate, "said [that] {heirloom:plural} were finer|better|nicer|prettier|lovelier|grander in {city} [, where she lived|, where she lives|, where she was from|, where she came from|, her home]", Has, "When Lady Ash showed off her Silver Locket, the woman beside her said lockets were finer in Baleton."),
    row("story-of-youth", Predicate, "captivated|regaled|entertained them all with a story about her [wild] youth|childhood in {city}", Has, "Baroness Finch captivated them all with a story about her wild youth in Karnaca."),
    // Heirlooms.
    // A pet named before is a pet after these verbs, which otherwise name an heirloom.
    // Not written: a known pet needs a sentence before naming it as a pet.
    read_only("had-pet", Predicate, "<have|bring|own|keep|rear|raise> [{article}|her] {pet:known} [as pets|as a pet]", Has, "They all came with different pets: a cat, an owl and a dog. Lady Vance had a cat."),
    row("was-owner-of", Predicate, "<be> the owner of [{article}] {heirloom}", Has, "The lady in blue was the owner of the Ring."),
    row("showed-off", Predicate, "<show> off [{article}|her] [prized|valuable] {heirloom}", Has, "Doctor Marcolla showed off a prized Ring."),
    // Worn on her, before "had the Ring" reads alone: "had the Ring on her finger", "had the Pendant around her neck".
    read_only("pinned-on", Predicate, "<have> [{article}|her] [prized|valuable] {heirloom} on|around|round|at her|his finger|wrist|neck|lapel|hand|person", Has, "Lady Winslow had the Ring on her finger."),
    read_only("pinned-on", Predicate, "<have> [{article}|her] [prized|valuable] {heirloom} on", Has, "Lady Winslow had the Ring on."),
    row("showed-off", Predicate, "<carry|own|have|bring|treasure|possess> [{article}|her] [prized|valuable] {heirloom}", Has, "Countess Contee carried a valuable Snuff Tin."),
    // Held in her hands: hers. Not written.
    read_only("showed-off", Predicate, "<hold|clutch> [{article}|her] [prized|valuable] {heirloom}", Has, "Lady Ash clutched her prized Snuff Tin."),
    // Put on what she wears: hers. Not written.
    read_only("pinned-on", Predicate, "<pin|fasten> [{article}|her] [prized|valuable] {heirloom} [back] on", Has, "Lady Ash pinned her Silver Brooch back on."),
    read_only("pinned-on", Predicate, "<pin|fasten> on [{article}|her] [prized|valuable] {heirloom}", Has, "Lady Ash fastened on her prized Cameo."),
    // Not written: "it" is a thing shown in the sentence before.
    read_only("no-match", Predicate, "said it was no match for her {heirloom}", Has, "When Lady Vance showed off a Ring, the woman on her right said it was no match for her Diamond."),
    row("kept-close", Predicate, "<keep> her {heirloom} close [all night|all evening]", Has, "Mistress Abele kept her Opal Tiara close all night."),
    // Not written: the generator says "carried".
    read_only("went-home-with", Predicate, "<go> home with [{article}|her] {heirloom}", Has, "Lady Ash went home with the Snuff Tin."),
    read_only("went-home-with", Predicate, "<take> home [{article}|her] {heirloom}", Has, "Lady Ash took home a Snuff Tin."),
    // A family's heirloom is the one she has: "brought her grandmother's Ring".
    read_only("family-heirloom", Predicate, "<carry|own|have|bring|treasure|possess> her|his [late] grandmother|grandfather|mother|father|aunt|uncle|family 's {heirloom}", Has, "Lady Ash brought her late grandmother's Snuff Tin."),
    // Pets.
    row("came-with", Predicate, "<come> with [{article}|her] {pet}", Has, "Lady Winslow came with her parrot."),
    // Any value she brought, or that came with another ("The hot dog came with a coffee": one
    // holder of both). Not written: the generator brings pets only.
    read_only("came-with", Predicate, "<come> with [a|an|the|her|his|their] {known}", Has, "Each guest ordered a different main: beef, salmon, duck. Lady Ash came with the duck."),
    row("was-accompanied-by", Predicate, "<be> accompanied by [{article}|her] {pet}", Has, "Doctor Marcolla was accompanied by her owl."),
    // Any value the riddle listed, after a verb that names no category of its own (the zebra
    // family's). Not written: its verbs fit only some values ("eats the zebra"). Written: "is a
    // baker" (of_houses).
    read_only("has-known", Predicate, "<have|own|use|drive|keep|play|read|eat|watch|order|bring|ride|get|receive|practise|practice|collect|study|grow|attend|support|follow|choose|buy|carry> [a|an|the|her|his|their] [lovely|beautiful|pretty|fine|nice|big|small|fresh] [bouquet of|boquet of|bunch of|vase of|arrangement of|aquarium of|tank of|cage of|collection of|bowl of|plate of|pet] {known}", Has, "Everyone is into a unique sport: golf, chess, polo, judo, yoga. The lady in red plays golf."),
    // A verb that says what its object is takes a value of that kind only: "drank Dunwall" and
    // "wore wine" are not read (`DRUNK`, `WORN`).
    read_only("has-known", Predicate, "<drink|sip> [a|an|the|her|his|their] [glass of|cup of|bottle of|pint of] {known:drunk}", Has, "Everyone has a favorite smoothie: kale, mango. The lady in red drinks kale smoothies."),
    read_only("has-known", Predicate, "<wear> [a|an|the|her|his|their] [lovely|beautiful|pretty|fine|nice|new|old] {known:worn}", Has, "Each person owns unique shoes: boots, sandals. The lady in red wears boots."),
    // "paints as a hobby", "knits": the verb of a hobby listed as "painting", "knitting".
    read_only("has-known", Predicate, "{known:done} [as a hobby|as her hobby|as his hobby|as their hobby|for fun]", Has, "Each person has a unique hobby: painting, knitting. The lady in red paints as a hobby."),
    read_only("has-known", Predicate, "<go> on|to [a|an|the] {known}", Has, "Everyone takes a unique vacation: cruise, safari. The lady in red goes on a cruise."),
    // What she chose from a menu, said by asking or going for it: "asked for the chicken", "has
    // gone for the beef", "opted for tea".
    read_only("asked-for", Predicate, "<ask|go|opt> for [a|an|the] {known}", Has, "Each guest ordered a different main: beef, salmon, duck. Lady Ash asked for the duck."),
    // "went with the salmon": what she chose, or what came with it ("The orange juice went with
    // the popcorn": the one holder of both). Only a value: "went with Lady Bell" is no row.
    read_only("asked-for", Predicate, "<go> with [a|an|the] {known}", Has, "Each guest ordered a different main: beef, salmon, duck. Lady Ash went with the salmon."),
    // Not written (these two): a house's words, read since the generator last changed.
    read_only("painted", Predicate, "<be> painted {color}", Has, "The Swede's house is painted yellow."),
    read_only("has-known", Predicate, "<house> [a|an|the] {known}", Has, "Lady Ash houses a parrot."),
    // A house holds what its resident keeps. Not written: a house's word.
    read_only("has-known", Predicate, "<hold> [a|an|the] {known}", Has, "Lady Ash's house holds a parrot."),
    of_houses("is-a-known", Predicate, "<be> a|an {known} [lover|enthusiast|eater|drinker|owner|keeper|smoker|player|reader|driver]", Has, "The lady in red is a cat lover."),
    // In the top places: before "top" alone, the first place.
    read_only("finished", Predicate, "<finish|come|place> in the top two|2", Within(2), "Lady Eve finished in the top two."),
    read_only("finished", Predicate, "<finish|come|place> in the top three|3", Within(3), "Lady Eve came in the top three."),
    read_only("finished", Predicate, "<finish|come|place> in the top four|4", Within(4), "Lady Eve placed in the top four."),
    // Where she finished: the first place is first.
    // A table of standings is read from the top: its top is the first place, its bottom the
    // last, and "above" is nearer the first (floors count the other way: these come before
    // any row with a seat or a relation, which would read "at the bottom" as the ground floor).
    read_only("finished", Predicate, "<finish|come|end|place|rank> [at the|in the|on] top [of the table|of the standings|of the rankings|of the league|of the leaderboard]", At(Seat::FromLeft(1)), "Lady Eve finished top of the table."),
    read_only("finished", Predicate, "<finish|come|end|place|rank> [at the|in the|on the] bottom [of the table|of the standings|of the rankings|of the league|of the leaderboard]", At(Seat::FromRight(1)), "Lady Amy finished at the bottom of the standings."),
    read_only("finished", Predicate, "<finish|place|rank> one {place} above|higher|ahead [than|of] {guest}", Related(Relation::LeftOf(Reach::Immediate)), "Lady Eve ranked one position higher than Lady Amy."),
    read_only("finished", Predicate, "<finish|place|rank> one {place} below|lower|behind [than] {guest}", Related(Relation::RightOf(Reach::Immediate)), "Lady Amy finished one position below Lady Eve."),
    read_only("finished", Predicate, "<finish|place|rank> [exactly] {count} {places} above|higher [than] {guest}", SeatsAway { left: true }, "Lady Eve finished two positions above Lady Amy."),
    read_only("finished", Predicate, "<finish|place|rank> [exactly] {count} {places} below|lower [than] {guest}", SeatsAway { left: false }, "Lady Amy ranked three positions below Lady Eve."),
    read_only("finished", Predicate, "<finish|place|rank> immediately|directly|just|right above {guest}", Related(Relation::LeftOf(Reach::Immediate)), "Lady Eve finished directly above Lady Amy."),
    read_only("finished", Predicate, "<finish|place|rank> immediately|directly|just|right below {guest}", Related(Relation::RightOf(Reach::Immediate)), "Lady Amy finished just below Lady Eve."),
    read_only("finished", Predicate, "<place|rank> [somewhere] above|ahead [of] {guest}", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Eve ranked above Lady Amy."),
    read_only("finished", Predicate, "<finish|place|rank> [somewhere] higher than {guest}", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Eve finished higher than Lady Amy."),
    read_only("finished", Predicate, "<place|rank> [somewhere] below|behind {guest}", Related(Relation::RightOf(Reach::Somewhere)), "Lady Amy placed below Lady Eve."),
    read_only("finished", Predicate, "<finish|place|rank> [somewhere] lower than {guest}", Related(Relation::RightOf(Reach::Somewhere)), "Lady Amy finished lower than Lady Eve."),
    // A judge's placing, said of the one placed: "was placed directly above the spaniel" is
    // the place before it (the row of being placed somewhere reads no floors, which this is not).
    read_only("placed-by-judge", Predicate, "<be> placed|ranked immediately|directly|just|right above {guest}", Related(Relation::LeftOf(Reach::Immediate)), "Lady Eve was placed directly above Lady Amy."),
    read_only("placed-by-judge", Predicate, "<be> placed|ranked immediately|directly|just|right below {guest}", Related(Relation::RightOf(Reach::Immediate)), "Lady Amy was ranked just below Lady Eve."),
    read_only("placed-by-judge", Predicate, "<be> placed|ranked [somewhere] above {guest}", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Eve was placed above Lady Amy."),
    read_only("placed-by-judge", Predicate, "<be> placed|ranked [somewhere] higher than {guest}", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Eve was ranked higher than Lady Amy."),
    read_only("placed-by-judge", Predicate, "<be> placed|ranked [somewhere] below {guest}", Related(Relation::RightOf(Reach::Somewhere)), "Lady Amy was placed somewhere below Lady Eve."),
    read_only("placed-by-judge", Predicate, "<be> placed|ranked [somewhere] lower than {guest}", Related(Relation::RightOf(Reach::Somewhere)), "Lady Amy was placed lower than Lady Eve."),
    read_only("finished", Predicate, "<place|rank> {seat}", Seat, "Lady Amy placed third."),
    read_only("finished", Predicate, "<finish> {seat}", Seat, "Lady Amy finished second-to-last."),
    read_only("finished", Predicate, "<finish> above|before {guest}", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Eve finished above Lady Amy."),
    read_only("finished", Predicate, "<finish> ahead of {guest}", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Eve finished ahead of Lady Amy."),
    // The next place of a race: before the rows of any place before or after.
    read_only("finished", Predicate, "<finish|cross> [the line|the finish line|the finishing line] right|immediately|just|directly after|behind {guest}", Related(Relation::RightOf(Reach::Immediate)), "Lady Amy finished right behind Lady Eve."),
    read_only("finished", Predicate, "<finish|cross> [the line|the finish line|the finishing line] right|immediately|just|directly before {guest}", Related(Relation::LeftOf(Reach::Immediate)), "Lady Eve crossed the line just before Lady Amy."),
    read_only("finished", Predicate, "<finish|cross> [the line|the finish line|the finishing line] right|immediately|just|directly ahead of {guest}", Related(Relation::LeftOf(Reach::Immediate)), "Lady Eve finished immediately ahead of Lady Amy."),
    read_only("finished", Predicate, "<finish> below|after|behind {guest}", Related(Relation::RightOf(Reach::Somewhere)), "Lady Amy finished below Lady Eve."),
    read_only("finished", Predicate, "<cross> the [finish|finishing] line before {guest}", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Eve crossed the line before Lady Amy."),
    read_only("finished", Predicate, "<cross> the [finish|finishing] line ahead of {guest}", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Eve crossed the line ahead of Lady Amy."),
    read_only("finished", Predicate, "<cross> the [finish|finishing] line after|behind {guest}", Related(Relation::RightOf(Reach::Somewhere)), "Lady Amy crossed the finish line after Lady Eve."),
    // Who won came first, who was beaten finished behind.
    // Before "won" alone, which would read the verb and leave its object.
    read_only("finished", Predicate, "<win|secure|earn|grab> {seat:placed}", Seat, "Lady Eve won first place."),
    read_only("finished", Predicate, "<win> the tournament|competition|contest|championship|league|cup|title|trophy|event", At(Seat::FromLeft(1)), "Lady Eve won the tournament."),
    read_only("finished", Predicate, "<win> [the race|the whole thing|it]", At(Seat::FromLeft(1)), "Lady Eve won the race."),
    // The runner-up is second: the first to lose to the winner.
    read_only("finished", Predicate, "<be|finish|come> [the] runner-up", At(Seat::FromLeft(2)), "Lady Amy was the runner-up."),
    read_only("finished", Predicate, "<take> the checkered|chequered flag", At(Seat::FromLeft(1)), "Lady Eve took the chequered flag."),
    read_only("finished", Predicate, "<bring> up the rear", At(Seat::FromRight(1)), "Lady Amy brought up the rear."),
    // The podium and the top places: one of the first few, whichever.
    read_only("finished", Predicate, "<make|reach> the podium", Within(3), "Lady Eve made the podium."),
    read_only("finished", Predicate, "<finish|end> [up] on the podium", Within(3), "Lady Eve finished on the podium."),
    read_only("finished", Predicate, "<make|reach> the top two|2", Within(2), "Lady Eve made the top two."),
    read_only("finished", Predicate, "<make|reach> the top three|3", Within(3), "Lady Eve made the top three."),
    read_only("finished", Predicate, "<make|reach> the top four|4", Within(4), "Lady Eve made the top four."),
    // Beaten by one only: second, just behind the one who beat her.
    read_only("finished", Predicate, "<be> beaten only by {guest}", AtAnd(Seat::FromLeft(2), Relation::RightOf(Reach::Immediate)), "Lady Amy was beaten only by Lady Eve."),
    read_only("finished", Predicate, "<be> only beaten by {guest}", AtAnd(Seat::FromLeft(2), Relation::RightOf(Reach::Immediate)), "Lady Amy was only beaten by Lady Eve."),
    read_only("finished", Predicate, "<lose> only to {guest}", AtAnd(Seat::FromLeft(2), Relation::RightOf(Reach::Immediate)), "Lady Amy lost only to Lady Eve."),
    // A close finish for a place: she took it, the one she edged out came next.
    read_only("finished", Predicate, "<edge|pip> [out] {guest} [at the line|on the line|at the finish] for|to {ordinal} [place]", OrdinalAnd(Relation::LeftOf(Reach::Immediate)), "Lady Eve edged out Lady Amy at the line for second."),
    read_only("finished", Predicate, "<edge> out {guest} [at the line|on the line|at the finish]", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Eve edged out Lady Amy."),
    read_only("finished", Predicate, "<pip> {guest} [at the line|on the line|at the finish]", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Eve pipped Lady Amy."),
    read_only("finished", Predicate, "<be> pipped by {guest} [at the line|on the line|at the finish]", Related(Relation::RightOf(Reach::Somewhere)), "Lady Amy was pipped by Lady Eve."),
    read_only("finished", Predicate, "<be> edged out by {guest} [at the line|on the line|at the finish]", Related(Relation::RightOf(Reach::Somewhere)), "Lady Amy was edged out by Lady Eve."),
    // "came home": finished, in a race.
    read_only("finished", Predicate, "<come|get> home right|immediately|just|directly after|behind {guest}", Related(Relation::RightOf(Reach::Immediate)), "Lady Amy came home directly behind Lady Eve."),
    read_only("finished", Predicate, "<come|get> home right|immediately|just|directly before {guest}", Related(Relation::LeftOf(Reach::Immediate)), "Lady Eve came home just before Lady Amy."),
    read_only("finished", Predicate, "<come|get> home right|immediately|just|directly ahead of {guest}", Related(Relation::LeftOf(Reach::Immediate)), "Lady Eve came home right ahead of Lady Amy."),
    read_only("finished", Predicate, "<come|get> home ahead of|before {guest}", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Eve came home ahead of Lady Amy."),
    read_only("finished", Predicate, "<come|get> home after|behind {guest}", Related(Relation::RightOf(Reach::Somewhere)), "Lady Amy came home behind Lady Eve."),
    read_only("finished", Predicate, "<come|get> home {seat}", Seat, "Lady Amy came home last."),
    read_only("seats-away", Predicate, "<come|get> home {relation} {guest}", RelationSlot, "Lady Amy came home two places behind Lady Eve."),
    read_only("finished", Predicate, "<come> [in] {seat}", Seat, "Lady Amy came in last."),
    read_only("finished", Predicate, "<finish|come> [in] dead last", At(Seat::FromRight(1)), "Lady Amy finished dead last."),
    read_only("finished", Predicate, "<beat|outrun|outpace> {guest}", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Eve beat Lady Amy."),
    read_only("finished", Predicate, "<be> beaten|outrun|outpaced by {guest}", Related(Relation::RightOf(Reach::Somewhere)), "Lady Amy was beaten by Lady Eve."),
    // Any other relation, after the rows above: "finished two places behind".
    read_only("seats-away", Predicate, "<finish|cross> [the line|the finish line|the finishing line] {relation} {guest}", RelationSlot, "Lady Amy finished two places behind Lady Eve."),
    // Not written: the zebra family's. "The Volvo belongs to Dana": whoever holds it is Dana.
    read_only("belongs-to", Predicate, "<belong> to {guest}", Same, "The lady in red belonged to Lady Ash."),
    // Not written: the zebra family's. "Farah's car was not the silver one".
    read_only("is-known", Predicate, "<be> the {known} one", Has, "Lady Ash's car was the green one."),
    // Who she is.
    // "The blue house is the sailor's": the house's resident is the sailor. Whose a place is;
    // before `is-the-guest`, which would read "is the sailor" and stop there.
    read_only("is-whose", Predicate, "<be> {guest} 's", Same, "Each person has a unique job: sailor, baker. The blue house is the sailor's."),
    shared("is-the-guest", Predicate, "<be> {guest}", Same, "The lady in ochre was Captain Boyle."),
    read_only("is-the-guest", Predicate, "<turn> out to be {guest}", Same, "The lady in ochre turned out to be Captain Boyle."),
    // A report's words for who she is: "was identified as", "was revealed to be".
    read_only("is-the-guest", Predicate, "<be> identified|confirmed|revealed as {guest}", Same, "The lady in ochre was identified as Captain Boyle."),
    read_only("is-the-guest", Predicate, "<be> revealed|found|shown|confirmed to be {guest}", Same, "The lady in ochre was found to be Captain Boyle."),
    // A place, and who lives or sits in it: "The blue house is home to the Dane", "The first
    // seat was taken by Lady Ash". Not written (these two): the generator names a guest first.
    read_only("is-the-guest", Predicate, "<be> [currently|now] home to {guest}", Same, "The green house is currently home to the Dane."),
    read_only("is-the-guest", Predicate, "<be> taken|occupied|filled by {guest}", Same, "The red house was occupied by the Dane."),
    // Not written (these two): the zebra family's. "The person who is very short", "is of
    // average height", "was given the Mug".
    read_only("is-known", Predicate, "<be> {known} years|year old", Has, "Everyone has an age: 30, 35, 40. The lady in red is 35 years old."),
    read_only("is-known", Predicate, "<be> [of] {known}", Has, "Everyone has a unique height: short, average, tall. The lady in red is of average height."),
    read_only("is-known", Predicate, "<be> given|sent|served [{article}] {known}", Has, "Everyone got a gift: a Scarf, a Quilt, a Locket. The lady in red was given the Quilt."),
    // A place's number (`numbers`, `parity`), counted from 1 at the far left (a floor's from
    // the bottom): a higher number is further right, however far, and "two more than" is two
    // places to the right. After a possessive's place ("the Swede's house"), "number" starts
    // the predicate. Not written (these, to the next comment): the generator names places, not
    // their numbers.
    read_only("numbers", Predicate, "number <be> greater|higher|larger|bigger than {guest} 's but smaller|lower|less than {guest}", BetweenInOrder, "Lady Ash's seat number was higher than Lady Bell's but lower than Lady Cole's."),
    read_only("numbers", Predicate, "number <be> greater|higher|larger|bigger than {guest}", Related(Relation::RightOf(Reach::Somewhere)), "The Swede's house number is greater than the Dane's."),
    read_only("numbers", Predicate, "number <be> smaller|lower|less than {guest}", Related(Relation::LeftOf(Reach::Somewhere)), "The Swede's house number is smaller than the Dane's."),
    read_only("numbers", Predicate, "number <be> {count} more|higher|greater than {guest}", SeatsAway { left: false }, "The Swede's house number is three more than the Dane's."),
    read_only("numbers", Predicate, "number <be> {count} less|lower|smaller|fewer than {guest}", SeatsAway { left: true }, "The Swede's house number is two less than the Dane's."),
    read_only("numbers", Predicate, "<live|sit|stand|be|stay> in|on|at a|an {place} with a higher|greater|larger|bigger number than {guest} [does|did|is|was]", Related(Relation::RightOf(Reach::Somewhere)), "The Swede lives in a house with a bigger number than the Dane."),
    read_only("numbers", Predicate, "<live|sit|stand|be|stay> in|on|at a|an {place} with a lower|smaller number than {guest} [does|did|is|was]", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Ash sat in a chair with a lower number than Lady Bell's."),
    read_only("numbers", Predicate, "<live|sit|stand|be|stay> in|on|at a|an higher-numbered {place} than {guest} [does|did|is|was]", Related(Relation::RightOf(Reach::Somewhere)), "Lady Ash lives on a higher-numbered floor than Lady Bell does."),
    read_only("numbers", Predicate, "<live|sit|stand|be|stay> in|on|at a|an lower-numbered {place} than {guest} [does|did|is|was]", Related(Relation::LeftOf(Reach::Somewhere)), "The Swede lives in a lower-numbered house than the Dane."),
    read_only("numbers", Predicate, "<have|occupy|take> a|an higher|greater|larger|bigger number than {guest} [does|did|is|was]", Related(Relation::RightOf(Reach::Somewhere)), "The red house has a higher number than the green house."),
    read_only("numbers", Predicate, "<have|occupy|take> a|an lower|smaller number than {guest} [does|did|is|was]", Related(Relation::LeftOf(Reach::Somewhere)), "The red house has a smaller number than the blue house."),
    read_only("numbers", Predicate, "<have|occupy|take> a|an higher-numbered {place} than {guest} [does|did|is|was]", Related(Relation::RightOf(Reach::Somewhere)), "Lady Ash took a higher-numbered seat than Lady Bell did."),
    read_only("numbers", Predicate, "<have|occupy|take> a|an lower-numbered {place} than {guest} [does|did|is|was]", Related(Relation::LeftOf(Reach::Somewhere)), "The Swede has a lower-numbered house than the Dane."),
    // "precedes" in the order of the places: before, however far; "directly precedes": the
    // place just before.
    read_only("numbers", Predicate, "<precede> {guest}", Related(Relation::LeftOf(Reach::Somewhere)), "The Swede's house precedes the Dane's."),
    read_only("numbers", Predicate, "immediately|directly|just <precede> {guest}", Related(Relation::LeftOf(Reach::Immediate)), "The Swede's house directly precedes the Dane's."),
    // "comes before" in the order of the places: earlier, however far, as "precedes"; "comes
    // after": later. The next place is said with "right|just" (the rows of `placed` above).
    read_only("numbers", Predicate, "<come> before {guest}", Related(Relation::LeftOf(Reach::Somewhere)), "The green house comes before the Swede's."),
    read_only("numbers", Predicate, "<come> after {guest}", Related(Relation::RightOf(Reach::Somewhere)), "The Swede's house came after the tea drinker's."),
    read_only("parity", Predicate, "number <be> odd", At(Seat::Odd), "The Swede's house number is odd."),
    read_only("parity", Predicate, "number <be> even", At(Seat::Even), "Lady Ash's seat number was even."),
    read_only("parity", Predicate, "<have|carry> an odd [{place}] number", At(Seat::Odd), "The red house has an odd number."),
    read_only("parity", Predicate, "<have|carry> an even [{place}] number", At(Seat::Even), "The Swede has an even house number."),
    read_only("parity", Predicate, "<be> odd-numbered", At(Seat::Odd), "The red house is odd-numbered."),
    read_only("parity", Predicate, "<be> even-numbered", At(Seat::Even), "The red house is even-numbered."),
    // "House 4 is where the tea is drunk": the place's guest has the value. The second verb is
    // plain words: a `<verb>` there would read its own negation over the first's.
    read_only("is-where", Predicate, "<be> where [the] {known} is|are|was|were kept|smoked|drunk|eaten|played|grown|found", Has, "The Dane's house is where the tea is drunk."),
    read_only("is-where", Predicate, "<be> where the {known} lives|live|lived", Has, "The Dane's house is where the dog lives."),
    // "is where the Dane lives": the place's guest is the Dane; "is where the Dane keeps his
    // cat": the Dane, and the cat is his. The second verb is plain words, as above.
    read_only("is-where", Predicate, "<be> where {guest} lives|live|lived|resides|resided|sits|sat|stays|stayed", Same, "The green house is where Lady Ash lives."),
    read_only("is-where", Predicate, "<be> where {guest} keeps|keep|kept|raises|raised|drinks|drink|drank|smokes|smoked|grows|grew [his|her|their|the|a|an] {known}", SameHolding, "Everyone keeps a pet: a cat, a dog. The first house is where Lady Ash keeps her cat."),
    // "lives there", "did not sit there": in the place the sentence named last. Not written:
    // the generator names every place.
    read_only("there", Predicate, "<live|sit|stand|be|stay|reside> there", There, "Lady Ash took the first seat, and Lady Bell sat there."),
    // Words that state nothing about the seating.
    // Not written (these two): they state no clue.
    read_only("jumped-onto-table", Predicate, "jumped [up] onto|on the table", Nothing, "The lady from Fraeport jumped up onto the table."),
    read_only("saw-it", Predicate, "saw it", Nothing, "Someone else carried a Ring and when she saw it, the lady from Dunwall scoffed."),
    // What follows a guest's noun.
    row("in-seat", Modifier, "{seat:placed}", Seat, "The guest in the center seat drank rum."),
    row("in-seat", Modifier, "sitting|seated {seat}", Seat, "The woman in yellow, sitting at the far right, drank port."),
    // The zebra family's, written in riddles of houses.
    of_houses("in-seat", Modifier, "living|residing {seat}", Seat, "The man living in the center house drinks milk."),
    read_only("style-house", Modifier, "[living|residing] in a|an {known} house|home|villa|cottage|bungalow|mansion", Has, "Each person has a unique house style: ranch, colonial. The lady in a ranch-style home drank gin."),
    of_houses("living-in-house", Modifier, "living|residing in the {color} house", Has, "The man living in the red house drinks milk."),
    row("on-her-side", Modifier, "on {guest} 's left", Related(Relation::LeftOf(Reach::Immediate)), "The woman from Morley, on Lady Stirling's left, drank beer."),
    row("on-her-side", Modifier, "on {guest} 's right", Related(Relation::RightOf(Reach::Immediate)), "The woman on Lady Stirling's right drank beer."),
    read_only("on-her-side", Modifier, "[immediately|directly] to {guest} 's [immediate] left", Related(Relation::LeftOf(Reach::Immediate)), "The woman to Lady Stirling's left drank beer."),
    read_only("on-her-side", Modifier, "[immediately|directly] to {guest} 's [immediate] right", Related(Relation::RightOf(Reach::Immediate)), "The woman directly to Lady Stirling's right drank beer."),
    // "seated farthest left", as "sat farthest left" says.
    read_only("in-seat", Modifier, "sitting|seated|standing farthest|furthest [to the|on the|towards the] left", At(Seat::FromLeft(1)), "The woman seated farthest left drank gin."),
    read_only("in-seat", Modifier, "sitting|seated|standing farthest|furthest [to the|on the|towards the] right", At(Seat::FromRight(1)), "The guest sitting furthest to the right drank gin."),
    row("np-relation", Modifier, "[sitting|seated] {relation} {guest}", RelationSlot, "The visitor from Karnaca next to her drank rum."),
    // Before "in-color", which would read "in the white" and leave "house".
    of_houses("color-house", Modifier, "in|from the {color} house|home", Has, "The man in the red house drank gin."),
    row("in-color", Modifier, "in [{article}] [jaunty] {color} [{garment}]", Has, "The lady in green drank rum."),
    read_only("in-color", Modifier, "in {article} dashing|elegant|stunning|striking|dazzling|splendid|lovely|stylish {color} [{garment}]", Has, "The lady in a lovely green gown drank rum."),
    row("wearing-color", Modifier, "wearing [{article}] [jaunty] {color} [{garment}]", Has, "The guest wearing a blue jacket drank rum."),
    read_only("wearing-color", Modifier, "wearing {article} dashing|elegant|stunning|striking|dazzling|splendid|lovely|stylish {color} [{garment}]", Has, "The guest wearing an elegant blue jacket drank rum."),
    row("wearing-color", Modifier, "dressed|clad [entirely|all|completely] in [{article}] {color} [{garment}]", Has, "The woman dressed in white drank rum."),
    row("from-city", Modifier, "from {city}", Has, "The traveler from Dabokva drank rum."),
    // Not written: the riddle's own category, listed before ("the person from IT").
    read_only("from-known", Modifier, "from {known:own}", Has, "Everyone was from a different department (Sales, Legal and Finance). The lady from Legal drank rum."),
    read_only("from-city", Modifier, "born [and bred|and raised] in {city}", Has, "Lady Ash, born and bred in Dunwall, drank rum."),
    read_only("from-city", Modifier, "hailing|coming from {city}", Has, "The guest hailing from Dunwall drank rum."),
    row("drinking", Modifier, "drinking|sipping [{article}] {drink}", Has, "The woman drinking cider sat at the far left."),
    // Not written: a known pet needs a sentence before naming it as a pet.
    read_only("with-pet", Modifier, "with {article} {pet:known}", Has, "They all brought different pets: a terrier, a cat and an owl. The woman with the terrier drank rum."),
    row("with-heirloom", Modifier, "with {article} {heirloom}", Has, "The lady with the Silver Locket drank rum."),
    // Not written: an heirloom she wore or held, shining in the light, as stories show one off.
    read_only("with-heirloom", Modifier, ", whose {heirloom} glittered|sparkled|gleamed|shone|shimmered|glinted|glistened|twinkled|glitters|sparkles|gleams|shines|shimmers|glints|glistens|twinkles [in the candlelight|in the lamplight|in the firelight|in the light] [,]", Has, "Lady Ash, whose Silver Locket gleamed in the lamplight, drank rum."),
    // Not written (these two): any value the riddle listed, the zebra family's way.
    read_only("with-known", Modifier, "with [{article}] [bouquet of|boquet of|bunch of|vase of|arrangement of|aquarium of|tank of|cage of|collection of|bowl of|plate of|pet] {known}", Has, "The lady with the Old Gold drank rum."),
    read_only("with-known", Modifier, "in [{article}] {known}", Has, "The lady in Dunwall drank rum."),
    read_only("doing-known", Modifier, "eating|having|using|playing|reading|driving|keeping|owning|wearing|ordering|bringing|riding|doing|practising|practicing|collecting|studying|growing|drinking [{article}] {known}", Has, "The one eating the zebra drank rum."),
    read_only("likes", Modifier, "partial to [the|a|an] {known}", Has, "The person partial to milk drank rum."),
    row("accompanied-by", Modifier, "accompanied by [{article}|her] {pet}", Has, "The woman accompanied by an owl drank rum."),
    row("full-of", Modifier, ", full of {drink} [,]", Has, "The lady from Baleton, full of beer, jumped up onto the table."),
    // A description of a guest, after "the".
    row("drinker", Head, "{drink} drinker", Has, "The rum drinker sat at the far left."),
    // Not written: the value and the agent joined by a hyphen, as one word.
    read_only("drinker", Head, "{drink}-drinker", Has, "The cider-drinker sat at the far left."),
    // Not written: the agent before the value.
    read_only("drinker", Head, "drinker of [{article}] {drink}", Has, "The drinker of cider sat at the far left."),
    row("owner-of", Head, "owner of [{article}] {heirloom}", Has, "The owner of the Music Box drank rum."),
    // The heirloom for the guest who has it, as the green house stands for its resident: "The
    // Diamond, from Karnaca, sat one seat to the right of the Ring." Read where a guest may
    // stand, so never where a value slot reads it first ("brought the Ring"); only an heirloom
    // named as one before, so that no new word becomes an heirloom ("The Blend smoker").
    read_only("owner-of", Head, "{heirloom:known}", Has, "They brought a Ring and a Diamond. The Ring came from Dunwall."),
    row("owner-of", Head, "{heirloom} 's owner", Has, "The War Medal's owner sat beside the woman with the Ring."),
    // Not written: a known pet needs a sentence before naming it as a pet.
    read_only("owner-of", Head, "owner|keeper of [{article}] {pet:known}", Has, "They all brought different pets: a terrier, a cat and an owl. The keeper of the owl drank rum."),
    row("color-clad", Head, "{color}-clad {person}", Has, "The crimson-clad lady drank port."),
    // A head, not a modifier, so that "had Lady Bell on her right" keeps its "on her right".
    // Not written (these two): "her" is the guest of the sentence before.
    read_only("on-her-side", Head, "{person} on {her} [immediate] left", Related(Relation::LeftOf(Reach::Immediate)), "Lady Vance sat at the far right, and the woman on her left drank port."),
    read_only("on-her-side", Head, "{person} on {her} [immediate] right", Related(Relation::RightOf(Reach::Immediate)), "Lady Vance sat at the far left, and the woman on her right drank port."),
    // Not written (these two): the side of a guest named by her possessive.
    read_only("on-her-side", Head, "{person} on {guest} 's [immediate] left", Related(Relation::LeftOf(Reach::Immediate)), "The woman on Lady Vance's left drank port."),
    read_only("on-her-side", Head, "{person} on {guest} 's [immediate] right", Related(Relation::RightOf(Reach::Immediate)), "The guest on Lady Vance's immediate right drank port."),
    // Not written (these three): the generator names a guest by her seat with the ordinal and
    // "in the ... seat" rows, which say every seat.
    read_only("end-guest", Head, "leftmost|left-most {person}", At(Seat::FromLeft(1)), "The leftmost guest drank gin."),
    read_only("end-guest", Head, "rightmost|right-most {person}", At(Seat::FromRight(1)), "The rightmost guest drank gin."),
    read_only("end-guest", Head, "middle {person}", At(Seat::Center), "The middle guest drank gin."),
    // A race's or a show's places: the winner is first, the runner-up second.
    read_only("end-guest", Head, "winner|victor", At(Seat::FromLeft(1)), "The winner drank gin."),
    read_only("end-guest", Head, "runner-up", At(Seat::FromLeft(2)), "The runner-up drank gin."),
    read_only("end-guest", Head, "last [{person}] to finish|home", At(Seat::FromRight(1)), "The last to finish drank gin."),
    read_only("end-guest", Head, "first [{person}] to finish|home", At(Seat::FromLeft(1)), "The first to finish drank gin."),
    // Furthest one way, or last on one side: the guest at that end.
    read_only("end-guest", Head, "{person} farthest|furthest [to the|on the|towards the] left", At(Seat::FromLeft(1)), "The woman furthest to the left drank gin."),
    read_only("end-guest", Head, "{person} farthest|furthest [to the|on the|towards the] right", At(Seat::FromRight(1)), "The lady farthest on the right drank gin."),
    read_only("end-guest", Head, "last {person} on|at|from|to the left", At(Seat::FromLeft(1)), "The last woman on the left drank gin."),
    read_only("end-guest", Head, "last {person} on|at|from|to the right", At(Seat::FromRight(1)), "The last guest on the right drank gin."),
    row("native-of", Head, "native of {city}", Has, "The native of Wrenhaven sat second from the left."),
    // Not written: the generator says "native of".
    read_only("native-of", Head, "{city} native", Has, "The Wrenhaven native sat second from the left."),
    // The zebra family's rows, to the end of this block: those the generator writes in riddles
    // of houses are `of_houses`; the others are not written: their nouns and verbs fit only
    // some values ("the cat lover", "the house where Kools are smoked").
    of_houses("nationality", Head, "{nationality:known}", Has, "The Spaniard owns the dog."),
    of_houses("smoker", Head, "{smoke} smoker", Has, "The Old Gold smoker owns snails."),
    read_only("smoker", Head, "{smoke}-smoker", Has, "The Kools-smoker owns snails."),
    of_houses("pet-owner", Head, "{pet:known} owner|keeper", Has, "The dog owner drinks tea."),
    // The agent nouns are `AGENTS`, in the same order.
    read_only("likes", Head, "{known} lover|enthusiast|eater|player|reader|driver|owner|keeper|drinker|fanatic", Has, "The cat lover drinks tea."),
    of_houses("color-house", Head, "{color} house", Has, "The green house is immediately to the right of the ivory house."),
    of_houses("color-house", Head, "owner|occupant|resident of the {color} house", Has, "The owner of the yellow house smokes Dunhill."),
    // Not written: the house's color and noun as a compound before the noun for whoever lives
    // there.
    read_only("color-house", Head, "{color} house owner|occupant|resident|dweller", Has, "The blue house owner keeps a parrot."),
    // Not written: the generator names a house by its color before it.
    read_only("color-house", Head, "house|home painted|colored|coloured {color}", Has, "The house painted yellow is next to the ivory house."),
    // A learner's "the house of colour red" ("la casa de color rojo").
    read_only("color-house", Head, "house|home of [the] colour|color {color}", Has, "The house of colour red is next to the white house."),
    // Before "last house", which would read "the last house" and leave "on the left".
    read_only("place-as-guest", Head, "last {place} on|at|from the left", At(Seat::FromLeft(1)), "Lady Ash sat next to the last seat on the left."),
    of_houses("numbered-house", Head, "{ordinal} house", Ordinal { from_right: false }, "Milk is drunk in the third house."),
    of_houses("numbered-house", Head, "middle|center|centre house", At(Seat::Center), "Milk is drunk in the middle house."),
    of_houses("numbered-house", Head, "last house", At(Seat::FromRight(1)), "Milk is drunk in the last house."),
    // Not written (these): a place named for whoever is in it, as the generator names a
    // house ("the middle house") but no seat.
    read_only("place-as-guest", Head, "middle|center|centre {place}", At(Seat::Center), "Lady Ash sat next to the middle chair."),
    read_only("place-as-guest", Head, "next-to-last|second-to-last|penultimate {place}", At(Seat::FromRight(2)), "The snails are kept in the next-to-last house."),
    read_only("place-as-guest", Head, "last {place} [on the right|at the right|from the right]", At(Seat::FromRight(1)), "Lady Ash sat next to the last chair on the right."),
    read_only("place-as-guest", Head, "leftmost|left-most {place}", At(Seat::FromLeft(1)), "Rum was drunk in the leftmost chair."),
    read_only("place-as-guest", Head, "rightmost|right-most {place}", At(Seat::FromRight(1)), "Rum was drunk in the rightmost chair."),
    read_only("place-as-guest", Head, "{ordinal} {place} from the right", Ordinal { from_right: true }, "Rum was drunk in the second chair from the right."),
    read_only("place-as-guest", Head, "{ordinal} {place} [from the left]", Ordinal { from_right: false }, "Rum was drunk in the second chair."),
    read_only("house-where", Head, "house where the {pet:known} <be> kept", Has, "Kools are smoked in the house where the horse is kept."),
    read_only("house-where", Head, "{place} where [the] {known} <be> kept|smoked|drunk|eaten|played|grown|found", Has, "The Japanese lives next to the house where Kools are smoked."),
    read_only("house-where", Head, "{place} where the {known} <live>", Has, "The Japanese lives next to the house where the dog lives."),
    read_only("house-where", Head, "{place} in which the {known} <live>", Has, "The Japanese lives next to the house in which the dog lives."),
    read_only("house-where", Head, "{place} with {article} {known}", Has, "The Japanese lives next to the house with a bird."),
    read_only("house-by", Head, "house {relation} {guest}", RelationSlot, "Kools are smoked in the house next to the house where the horse is kept."),
    // "the seat directly to the right of Lady Bell's": the guest in it.
    read_only("house-by", Head, "{place} {relation} {guest} 's", RelationSlot, "The seat just to the right of Lady Bell's was taken by Lady Ash."),
    // Last of the heads: any value the riddle named, as whoever holds it ("The Volvo was in
    // space 1", "the white car", "the tarantula's owner"). Written in riddles of houses, of a
    // job ("the baker"); not written with a noun after it.
    read_only("value-as-person", Head, "{known} {person}", Has, "The white car was in the first space."),
    read_only("value-as-person", Head, "{known} {place}", Has, "The white hut was in the first space."),
    of_houses("value-as-person", Head, "{known}", Has, "The zebra lives in the last house."),
    row("ordinal-guest", Head, "{ordinal} {person} from the right", Ordinal { from_right: true }, "The second woman from the right wore yellow."),
    row("ordinal-guest", Head, "{ordinal} {person} [from the left]", Ordinal { from_right: false }, "The fourth guest drank wine."),
    // A value as the subject: whose it was.
    row("belonged-to", Thing(Category::HEIRLOOM), "<belong> to {guest}", Same, "The Silver Locket belonged to the guest from Serkonos."),
    row("belonged-to", Thing(Category::HEIRLOOM), "<be> owned|carried|brought|treasured by {guest}", Same, "The Diamond was owned by the woman from Serkonos."),
    row("belonged-to", Thing(Category::HEIRLOOM), "<be> in the hands of {guest}", Same, "The Bird Pendant was in the hands of the woman from Morley."),
    row("belonged-to", Thing(Category::HEIRLOOM), "<be> on the finger of {guest}", Same, "The Ring was on the finger of the lady from Dunwall."),
    row("belonged-to", Thing(Category::HEIRLOOM), "<be> {guest} 's", Same, "The Pocket Watch was Dame Larkin's."),
    // Who went home with a thing had it. Not written: the generator
    // says "belonged to".
    read_only("went-home-with", Thing(Category::HEIRLOOM), "<go> home with {guest}", Same, "The Snuff Tin went home with Lady Ash."),
    // Whom it was with, whose it was by "of" (as Romance languages say it), who bore it.
    read_only("belonged-to", Thing(Category::HEIRLOOM), "<be> with {guest}", Same, "The Ring was with the lady from Dunwall."),
    read_only("belonged-to", Thing(Category::HEIRLOOM), "<be> of {guest}", Same, "The Ring was of Lady Ash."),
    read_only("belonged-to", Thing(Category::HEIRLOOM), "<be> borne|possessed by {guest}", Same, "The Ring was borne by Lady Ash."),
    row("drink-of", Thing(Category::DRINK), "<be> the drink of {guest}", Same, "Port was the drink of the lady from Dunwall."),
    // Not written yet: read since corpus/generated was last written; writing them changes
    // every generated riddle (a next step of issue 10).
    read_only("drink-of", Thing(Category::DRINK), "<be> {guest} 's drink", Same, "Gin was Lady Ash's drink."),
    // "the choice of": what she chose of its kind.
    read_only("drink-of", Thing(Category::DRINK), "<be> the choice|favourite|favorite|preference of {guest}", Same, "Gin was the choice of the lady from Dunwall."),
    read_only("color-of", Thing(Category::COLOR), "<be> {guest} 's color|colour", Same, "Red was Lady Ash's color."),
    read_only("color-of", Thing(Category::COLOR), "<be> the color|colour of {guest}", Same, "Red was the colour of Lady Ash."),
    // The passive of wearing and choosing: who wore it had it.
    read_only("worn-by", Thing(Category::COLOR), "<be> worn|chosen|sported|favoured|favored by {guest}", Same, "Crimson was worn by Lady Ash."),
    read_only("worn-by", Thing(Category::HEIRLOOM), "<be> worn|sported by {guest}", Same, "The Ring was worn by Lady Ash."),
    read_only("drink-of", Thing(Category::DRINK), "<be> ordered|chosen|sipped|requested|preferred|enjoyed|nursed by {guest}", Same, "Port was ordered by the lady from Dunwall."),
    read_only("drink-of", Thing(Category::DRINK), "<be> served|brought|poured to|for {guest}", Same, "Port was poured for the lady from Dunwall."),
    read_only("drink-of", Thing(Category::DRINK), "<go> to {guest}", Same, "They drank port and gin. The port went to the lady from Dunwall."),
    // A value of a category of the riddle's own as the subject ("The scone was brought by ..."):
    // `OWN` stands for every such category, whose nouns and verbs the reader cannot know, so
    // only verbs of having, in the passive, and the possessive.
    read_only("owned-by", Thing(OWN), "<be> owned|brought|carried|kept|chosen|picked|bought|ordered|worn|eaten|made|baked|cooked|read|written|played|driven|ridden|grown|won|adopted|used|preferred|enjoyed|favoured|favored|liked|loved by {guest}", Same, "The scone was brought by Lady Ash."),
    // What is for her is hers: "The salmon is for the bride", "The gin was for Lady Ash".
    read_only("for-her", Thing(OWN), "<be> for {guest}", Same, "Each guest ordered a different main: beef, salmon, duck. The salmon was for Lady Ash."),
    read_only("for-her", Thing(Category::DRINK), "<be> for {guest}", Same, "The gin was for Lady Ash."),
    // A value as the subject of a cleft: "Water is what the Dane drinks".
    read_only("what-she-did", Thing(Category::DRINK), "<be> what {guest} <drink|sip>", Same, "Gin was what Lady Ash drank."),
    read_only("what-she-did", Thing(Category::COLOR), "<be> what {guest} <wear>", Same, "Red is what Lady Ash wore."),
    read_only("what-she-did", Thing(Category::PET), "<be> what {guest} <keep|own|have>", Same, "The horse is what the Dane keeps."),
    read_only("what-she-did", Thing(Category::SMOKE), "<be> what {guest} <smoke>", Same, "Dunhill is what the Dane smokes."),
    read_only("home-of", Thing(Category::CITY), "<be> home to {guest}", Same, "Dunwall was home to Lady Ash."),
    read_only("home-of", Thing(Category::CITY), "<be> {guest} 's home|hometown|city", Same, "Dunwall was Lady Ash's home."),
    row("drink-of", Thing(Category::DRINK), "<be> drunk by {guest}", Same, "Port was drunk by the lady from Dunwall."),
    // The zebra family's rows, to the end of this block. Written: "drunk in", of a house, in
    // riddles of houses. Not written: "in|by" is chosen by the guest, a house or a person, and
    // the verb agrees with the value ("Kools are smoked").
    of_houses("drunk-in", Thing(Category::DRINK), "<be> drunk in {guest}", Same, "Coffee is drunk in the green house."),
    read_only("smoked-in", Thing(Category::SMOKE), "<be> smoked in|by {guest}", Same, "Kools are smoked in the yellow house."),
    read_only("kept-in", Thing(Category::PET), "<be> kept in|by {guest}", Same, "The horse is kept in the blue house."),
    read_only("kept-in", Thing(Category::PET), "<be> stabled|housed|kept at|in {guest}", Same, "The horse is stabled at the blue house."),
    // A value kept, drunk or smoked at a seat said as a seat ("at one of the ends", "in house 2
    // or house 3"), where no guest's description names it.
    read_only("drunk-in", Thing(Category::DRINK), "<be> drunk {seat}", Seat, "Milk is drunk at one of the ends."),
    read_only("smoked-in", Thing(Category::SMOKE), "<be> smoked {seat}", Seat, "Kools are smoked at the far left."),
    read_only("kept-in", Thing(Category::PET), "<be> kept {seat}", Seat, "The horse is kept at the far right."),
    // "there": the place the sentence named last, said of a value's holder ("the horse was not
    // kept there").
    read_only("there", Thing(Category::PET), "<be> kept|stabled|housed|found there", There, "The green house stood at the far right, and the horse was kept there."),
    read_only("there", Thing(Category::DRINK), "<be> drunk|found there", There, "Lady Ash took the first seat, and the gin was drunk there."),
    read_only("there", Thing(Category::SMOKE), "<be> smoked|found there", There, "The red house is at the far left, and Kools are smoked there."),
    // A pet is its keeper's as an heirloom is its owner's: "the snails are the Swede's", "the
    // dog belongs to the Dane", so that "they" or "it" after a dash may say whose it is.
    read_only("belonged-to", Thing(Category::PET), "<be> {guest} 's", Same, "Each resident keeps a different pet: snails, horse. The snails live next to the red house; they are the Dane's."),
    read_only("belonged-to", Thing(Category::PET), "<be> of {guest}", Same, "The snails are of the Dane."),
    read_only("belonged-to", Thing(Category::PET), "<be> with {guest}", Same, "The horse is with the Dane."),
    read_only("belonged-to", Thing(Category::PET), "<belong> to {guest}", Same, "Each resident keeps a different pet: snails, horse. The snails were kept at the far left; they belonged to the Dane."),
    // Nouns for a category after a possessive: "Countess Ashby's dress was blue".
    row("possessive-attribute", Attribute(Category::COLOR), "dress|gown|outfit|color|colour", Has, "Countess Ashby's dress was blue."),
    row("possessive-attribute", Attribute(Category::DRINK), "drink", Has, "Countess Ashby's drink was port."),
    row("possessive-attribute", Attribute(Category::CITY), "home|hometown|city|town", Has, "Countess Ashby's home was Dunwall."),
    row("possessive-attribute", Attribute(Category::HEIRLOOM), "heirloom", Has, "Countess Ashby's heirloom was the Ring."),
    row("possessive-attribute", Attribute(Category::PET), "pet", Has, "Countess Ashby's pet was a parrot."),
    // Not written (these four): the zebra family's nouns for its kinds.
    read_only("possessive-attribute", Attribute(Category::DRINK), "beverage", Has, "The Dane's beverage is tea."),
    read_only("possessive-attribute", Attribute(Category::PET), "animal", Has, "The Dane's animal is a cat."),
    read_only("possessive-attribute", Attribute(Category::NATIONALITY), "nationality", Has, "Countess Ashby's nationality was Dane."),
    read_only("possessive-attribute", Attribute(Category::SMOKE), "cigar|cigarette", Has, "The Dane's cigar is Dunhill."),
    read_only("possessive-attribute", Attribute(Category::JOB), "job|profession|occupation|trade", Has, "The Dane's job is pilot."),
    // Seat relations.
    row("relation", RelationPhrase, "right next to", Related(Relation::NextTo), "Lady Marsh sat right next to the woman from Serkonos."),
    row("relation", RelationPhrase, "next to", Related(Relation::NextTo), "Countess Esma sat next to Doctor Boyle."),
    row("relation", RelationPhrase, "beside|alongside|by", Related(Relation::NextTo), "Countess Esma sat beside Doctor Boyle."),
    row("relation", RelationPhrase, "adjacent to", Related(Relation::NextTo), "Countess Esma sat adjacent to Doctor Boyle."),
    // Not written: the generator keeps to "right next to".
    read_only("relation", RelationPhrase, "right|directly|immediately|just beside|alongside|by", Related(Relation::NextTo), "Countess Esma sat directly beside Doctor Boyle."),
    // "next to" says the next seat already: a word that stresses it changes nothing.
    read_only("relation", RelationPhrase, "directly|immediately|just next to", Related(Relation::NextTo), "Countess Esma sat immediately next to Doctor Boyle."),
    read_only("relation", RelationPhrase, "directly|immediately adjacent to", Related(Relation::NextTo), "Countess Esma sat directly adjacent to Doctor Boyle."),
    // The zebra family's, written in riddles of houses.
    of_houses("relation", RelationPhrase, "next door to", Related(Relation::NextTo), "Countess Esma sat next door to Doctor Boyle."),
    // "next door" is the next house already: a word that stresses it changes nothing.
    of_houses("relation", RelationPhrase, "right|directly|immediately|just next door to", Related(Relation::NextTo), "Countess Esma sat right next door to Doctor Boyle."),
    row("relation", RelationPhrase, "immediately|directly|just [to the|on the|at the] left of", Related(Relation::LeftOf(Reach::Immediate)), "The woman in black sat just to the left of Doctor Boyle."),
    row("relation", RelationPhrase, "immediately|directly|just [to the|on the|at the] right of", Related(Relation::RightOf(Reach::Immediate)), "Doctor Kaldwin sat immediately to the right of Captain Esma."),
    // Not written (these three): the zebra family's.
    read_only("relation", RelationPhrase, "exactly [to the|on the] left of", Related(Relation::LeftOf(Reach::Immediate)), "The woman in black sat exactly to the left of Doctor Boyle."),
    read_only("relation", RelationPhrase, "exactly [to the|on the] right of", Related(Relation::RightOf(Reach::Immediate)), "The woman in black sat exactly to the right of Doctor Boyle."),
    // A learner's "direct" for "directly", and "from" for "of" after a side said exactly.
    read_only("relation", RelationPhrase, "direct|directly|immediately [to the|on the] left from", Related(Relation::LeftOf(Reach::Immediate)), "The woman in black sat direct left from Doctor Boyle."),
    read_only("relation", RelationPhrase, "direct|directly|immediately [to the|on the] right from", Related(Relation::RightOf(Reach::Immediate)), "The woman in black sat direct right from Doctor Boyle."),
    read_only("relation", RelationPhrase, "a neighbour|neighbor of", Related(Relation::NextTo), "The woman in black was a neighbour of Doctor Boyle."),
    // A learner's "of" after "next", as "next to" ("la casa de al lado de").
    read_only("relation", RelationPhrase, "[right|directly|immediately|just] next of", Related(Relation::NextTo), "The white house is next of the red house."),
    row("relation", RelationPhrase, "to the immediate left of", Related(Relation::LeftOf(Reach::Immediate)), "The woman in black sat to the immediate left of Doctor Boyle."),
    row("relation", RelationPhrase, "to the immediate right of", Related(Relation::RightOf(Reach::Immediate)), "The woman in black sat to the immediate right of Doctor Boyle."),
    row("relation", RelationPhrase, "somewhere|anywhere [to the|on the] left of", Related(Relation::LeftOf(Reach::Somewhere)), "Duchess Thorne sat somewhere to the left of Baroness Esma."),
    row("relation", RelationPhrase, "somewhere|anywhere [to the|on the] right of", Related(Relation::RightOf(Reach::Somewhere)), "Lady Sokolov sat somewhere to the right of the guest in violet."),
    read_only("relation", RelationPhrase, "at some point [to the|on the] left of", Related(Relation::LeftOf(Reach::Somewhere)), "Duchess Thorne sat at some point to the left of Baroness Esma."),
    read_only("relation", RelationPhrase, "at some point [to the|on the] right of", Related(Relation::RightOf(Reach::Somewhere)), "Duchess Thorne sat at some point to the right of Baroness Esma."),
    row("relation", RelationPhrase, "further|farther left than", Related(Relation::LeftOf(Reach::Somewhere)), "The lady in ochre sat further left than the lady in crimson."),
    row("relation", RelationPhrase, "further|farther right than", Related(Relation::RightOf(Reach::Somewhere)), "The lady in crimson sat further right than the lady in ochre."),
    read_only("relation", RelationPhrase, "further|farther to|towards the left than", Related(Relation::LeftOf(Reach::Somewhere)), "The lady in ochre sat further to the left than the lady in crimson."),
    read_only("relation", RelationPhrase, "further|farther to|towards the right than", Related(Relation::RightOf(Reach::Somewhere)), "The lady in crimson sat further to the right than the lady in ochre."),
    row("relation", RelationPhrase, "[to the|on the|at the] left of", Related(Relation::LeftOf(Reach::AsRead)), "The lady in red sat left of someone in blue."),
    row("relation", RelationPhrase, "[to the|on the|at the] right of", Related(Relation::RightOf(Reach::AsRead)), "The lady in red sat to the right of someone in blue."),
    // "on the right-hand side of": as plain as "right of". Not written (these two).
    read_only("relation", RelationPhrase, "on|to the left-hand side of", Related(Relation::LeftOf(Reach::AsRead)), "The lady in red sat on the left-hand side of someone in blue."),
    read_only("relation", RelationPhrase, "on|to the right-hand side of", Related(Relation::RightOf(Reach::AsRead)), "The lady in red sat on the right-hand side of someone in blue."),
    row("seats-away", RelationPhrase, "{count} {places} [to the] left of", SeatsAway { left: true }, "Madam Thorne sat two seats to the left of Countess Devere."),
    row("seats-away", RelationPhrase, "{count} {places} [to the] right of", SeatsAway { left: false }, "Madam Thorne sat two seats to the right of Countess Devere."),
    // "exactly two seats": as many as said. Not written (these two).
    read_only("seats-away", RelationPhrase, "exactly {count} {places} [to the] left of", SeatsAway { left: true }, "Madam Thorne sat exactly two seats to the left of Countess Devere."),
    read_only("seats-away", RelationPhrase, "exactly {count} {places} [to the] right of", SeatsAway { left: false }, "Madam Thorne sat exactly three places to the right of Countess Devere."),
    // A race's places: ahead is nearer the first. Not written: the generator writes no races.
    read_only("seats-away", RelationPhrase, "{count} {places} ahead of", SeatsAway { left: true }, "Lady Eve finished two places ahead of Lady Amy."),
    read_only("seats-away", RelationPhrase, "{count} {places} behind", SeatsAway { left: false }, "Lady Amy finished two places behind Lady Eve."),
    // A queue's or a bus's places, numbered from the front: "behind" is further from the front,
    // "in front of" nearer it. A plain one is read as plain "left of" is. Not written (these,
    // to the next comment): the generator writes no queues.
    read_only("queue", RelationPhrase, "immediately|directly|just|right behind", Related(Relation::RightOf(Reach::Immediate)), "Lady Amy stood directly behind Lady Eve."),
    read_only("queue", RelationPhrase, "somewhere|anywhere behind", Related(Relation::RightOf(Reach::Somewhere)), "Lady Amy stood somewhere behind Lady Eve."),
    read_only("queue", RelationPhrase, "behind", Related(Relation::RightOf(Reach::AsRead)), "Lady Amy stood behind Lady Eve."),
    read_only("queue", RelationPhrase, "immediately|directly|just|right in front of", Related(Relation::LeftOf(Reach::Immediate)), "Lady Eve stood just in front of Lady Amy."),
    read_only("queue", RelationPhrase, "somewhere|anywhere in front of", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Eve stood somewhere in front of Lady Amy."),
    read_only("queue", RelationPhrase, "in front of", Related(Relation::LeftOf(Reach::AsRead)), "Lady Eve stood in front of Lady Amy."),
    read_only("queue", RelationPhrase, "{count} {places} in front of", SeatsAway { left: true }, "Lady Eve stood two places in front of Lady Amy."),
    // Floors, numbered from the bottom: higher is further along the row. Not written (these,
    // to the next comment): the generator writes dinners at a table, not floors of a house.
    read_only("floors", RelationPhrase, "on a higher {place} than [does|do]", Related(Relation::RightOf(Reach::Somewhere)), "Lady Miller lives on a higher floor than does Lady Cooper."),
    read_only("floors", RelationPhrase, "on a lower {place} than [does|do]", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Cooper lives on a lower floor than Lady Miller."),
    read_only("floors", RelationPhrase, "higher [up] than", Related(Relation::RightOf(Reach::Somewhere)), "Lady Miller lives higher than Lady Cooper."),
    read_only("floors", RelationPhrase, "lower [down] than", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Cooper lives lower than Lady Miller."),
    read_only("floors", RelationPhrase, "[on the {place}] immediately|directly|just above", Related(Relation::RightOf(Reach::Immediate)), "Lady Miller lives directly above Lady Cooper."),
    read_only("floors", RelationPhrase, "[on the {place}] immediately|directly|just below|beneath|under", Related(Relation::LeftOf(Reach::Immediate)), "Lady Cooper lives directly below Lady Miller."),
    read_only("floors", RelationPhrase, "[somewhere] above", Related(Relation::RightOf(Reach::Somewhere)), "Lady Miller lives above Lady Cooper."),
    read_only("floors", RelationPhrase, "[somewhere] below|beneath|under", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Cooper lives below Lady Miller."),
    read_only("floors", RelationPhrase, "{count} {places} above", SeatsAway { left: false }, "Lady Miller lives two floors above Lady Cooper."),
    read_only("floors", RelationPhrase, "{count} {places} below|beneath|under", SeatsAway { left: true }, "Lady Cooper lives two floors below Lady Miller."),
    read_only("floors", RelationPhrase, "one {place} above", Related(Relation::RightOf(Reach::Immediate)), "Lady Miller lives one floor above Lady Cooper."),
    read_only("floors", RelationPhrase, "one {place} below|beneath|under", Related(Relation::LeftOf(Reach::Immediate)), "Lady Cooper lives one floor below Lady Miller."),
    // "two floors up from", "one floor down from": floors say which way, where "three places
    // down from" along a row does not (`seats-apart` below).
    read_only("floors", RelationPhrase, "[exactly] {count} floors|storeys up from", SeatsAway { left: false }, "Lady Miller lives two floors up from Lady Cooper."),
    read_only("floors", RelationPhrase, "[exactly] {count} floors|storeys down from", SeatsAway { left: true }, "Lady Cooper lives two floors down from Lady Miller."),
    read_only("floors", RelationPhrase, "one floor|storey up from", Related(Relation::RightOf(Reach::Immediate)), "Lady Miller lives one floor up from Lady Cooper."),
    read_only("floors", RelationPhrase, "one floor|storey down from", Related(Relation::LeftOf(Reach::Immediate)), "Lady Cooper lives one floor down from Lady Miller."),
    // "directly upstairs from": the floor next above; plain "upstairs from": any above.
    read_only("floors", RelationPhrase, "immediately|directly|just|right upstairs from|of", Related(Relation::RightOf(Reach::Immediate)), "Lady Miller lives directly upstairs from Lady Cooper."),
    read_only("floors", RelationPhrase, "immediately|directly|just|right downstairs from|of", Related(Relation::LeftOf(Reach::Immediate)), "Lady Cooper lives directly downstairs from Lady Miller."),
    read_only("floors", RelationPhrase, "[somewhere] upstairs from|of", Related(Relation::RightOf(Reach::Somewhere)), "Lady Miller lives upstairs from Lady Cooper."),
    read_only("floors", RelationPhrase, "[somewhere] downstairs from|of", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Cooper lives downstairs from Lady Miller."),
    // "on the floor above": the one floor next above hers; "on a floor above": any of them.
    read_only("floors", RelationPhrase, "on the {place} above", Related(Relation::RightOf(Reach::Immediate)), "Lady Miller lives on the floor above Lady Cooper."),
    read_only("floors", RelationPhrase, "on the {place} below|beneath|under", Related(Relation::LeftOf(Reach::Immediate)), "Lady Cooper is on the floor below Lady Miller."),
    read_only("floors", RelationPhrase, "on a|an {place} above", Related(Relation::RightOf(Reach::Somewhere)), "Lady Miller lives on a floor above Lady Cooper."),
    read_only("floors", RelationPhrase, "on a|an {place} below|beneath|under", Related(Relation::LeftOf(Reach::Somewhere)), "Lady Cooper lives on a floor below Lady Miller."),
    // Things in an order: the first place is the oldest, the cheapest (`RANKS`). Read only of
    // things in a row, never written (these, to the next comment).
    of_things("order", RelationPhrase, "older than", Related(Relation::LeftOf(Reach::Somewhere)), "The bus is older than the truck."),
    of_things("order", RelationPhrase, "newer|younger than", Related(Relation::RightOf(Reach::Somewhere)), "The truck is newer than the bus."),
    of_things("order", RelationPhrase, "cheaper than", Related(Relation::LeftOf(Reach::Somewhere)), "The apples are cheaper than the pears."),
    of_things("order", RelationPhrase, "less expensive than", Related(Relation::LeftOf(Reach::Somewhere)), "The apples are less expensive than the pears."),
    of_things("order", RelationPhrase, "more expensive than", Related(Relation::RightOf(Reach::Somewhere)), "The pears are more expensive than the apples."),
    of_things("order", RelationPhrase, "pricier|dearer than", Related(Relation::RightOf(Reach::Somewhere)), "The pears are pricier than the apples."),
    // After two guests, what holds between them; the first stands in the relation to the
    // second. Not written (these, to the next comment): the generator says "next to".
    read_only("pair", Pair, "<sit|stand|be|live> [exactly] {count} {places} apart", SeatsApart, "Lady Ash and Lady Bell stood two places apart."),
    read_only("pair", Pair, "<sit|stand|be|live> {count} doors apart", SeatsApart, "The Swede and the Dane lived two doors apart."),
    read_only("pair", Pair, "<sit|stand|be|live> shoulder to shoulder", Related(Relation::NextTo), "Lady Ash and Lady Bell sat shoulder to shoulder."),
    // Their places' numbers differ by so many: so many places apart, either way (`numbers`).
    read_only("numbers", Pair, "[numbers] <differ> by {count}", SeatsApart, "The Swede's house number and the Dane's differ by two."),
    // Not written: the generator draws no "k seats apart" clue yet.
    read_only("seats-apart", RelationPhrase, "[exactly] {count} {places} [away] from", SeatsApart, "Lady Ash sat exactly two places from Lady Bell."),
    // Doors of houses in a street: "two doors from", "three doors down from". Not written:
    // read since the generator last changed (these, to the end of the table).
    read_only("seats-apart", RelationPhrase, "[exactly] {count} doors [away|down] from", SeatsApart, "The Swede lives two doors from the Dane."),
    // "two seats along from", "three places down from": so many places off, along the row
    // either way.
    read_only("seats-apart", RelationPhrase, "[exactly] {count} {places} along|down|up from", SeatsApart, "Lady Ash sat two seats along from Lady Bell."),
    // One seat over is the next seat that way.
    read_only("seats-away", RelationPhrase, "one {place} [to the] left of", Related(Relation::LeftOf(Reach::Immediate)), "Madam Thorne sat one seat to the left of Countess Devere."),
    read_only("seats-away", RelationPhrase, "one {place} [to the] right of", Related(Relation::RightOf(Reach::Immediate)), "Madam Thorne sat one seat to the right of Countess Devere."),
    // In the order of the row, from the first place: "just after" is the next place on.
    read_only("relation", RelationPhrase, "immediately|directly|just|right after", Related(Relation::RightOf(Reach::Immediate)), "The red house is just after the green house."),
    read_only("relation", RelationPhrase, "immediately|directly|just|right before", Related(Relation::LeftOf(Reach::Immediate)), "The red house is just before the green house."),
    read_only("relation", RelationPhrase, "somewhere|anywhere after", Related(Relation::RightOf(Reach::Somewhere)), "The red house is somewhere after the green house."),
    read_only("relation", RelationPhrase, "somewhere|anywhere before", Related(Relation::LeftOf(Reach::Somewhere)), "The red house is somewhere before the green house."),
    // The reasoning puzzles of Indian exams: "sits immediate left of", "second to the right of"
    // (two places that way), "an immediate neighbour of".
    read_only("relation", RelationPhrase, "[at the|on the] immediate left of", Related(Relation::LeftOf(Reach::Immediate)), "The woman in black sits immediate left of Doctor Boyle."),
    read_only("relation", RelationPhrase, "[at the|on the] immediate right of", Related(Relation::RightOf(Reach::Immediate)), "The woman in black sits immediate right of Doctor Boyle."),
    read_only("seats-away", RelationPhrase, "{ordinal} to the left of", SeatsAway { left: true }, "Madam Thorne sits second to the left of Countess Devere."),
    read_only("seats-away", RelationPhrase, "{ordinal} to the right of", SeatsAway { left: false }, "Madam Thorne sits third to the right of Countess Devere."),
    read_only("relation", RelationPhrase, "an immediate neighbour|neighbor of", Related(Relation::NextTo), "The woman in black is an immediate neighbour of Doctor Boyle."),
];

/// How many of `PERSON_NOUNS` the generator writes: the first, a dinner's words. The others
/// are the zebra family's ("the runner", "the Grandma", "the car in space 3").
pub const WRITTEN_PERSON_NOUNS: usize = 17;

/// How many of `GARMENTS` the generator writes.
pub const WRITTEN_GARMENTS: usize = 5;

/// Words for a guest: "the lady", "the traveler", ...
pub const PERSON_NOUNS: &[&str] = &[
    "lady",
    "woman",
    "guest",
    "traveler",
    "traveller",
    "visitor",
    "one",
    "person",
    "girl",
    "diner",
    "noblewoman",
    "owner",
    "drinker",
    "man",
    "resident",
    "inhabitant",
    "setting",
    "grandma",
    "grandmother",
    "grandpa",
    "grandfather",
    "mom",
    "mother",
    "dad",
    "father",
    "child",
    "kid",
    "boy",
    "friend",
    "sister",
    "brother",
    "runner",
    "neighbour",
    "neighbor",
    "tenant",
    "player",
    "student",
    "husband",
    "wife",
    "car",
    "gal",
    "fellow",
    "chap",
    "gentleman",
    "individual",
    "subject",
    "occupant",
    "householder",
    "homeowner",
    "dev",
    "developer",
    "programmer",
    "coder",
    "engineer",
    "user",
    // A house's people: "the family in the white house".
    "family",
];

/// Countries, each with the word for its people as zebra puzzles list them: "the gentleman
/// from Spain" is the Spaniard where the riddle lists a Spaniard, never a city "Spain"
/// (`words::value` refuses it).
pub const COUNTRIES: &[(&str, &str)] = &[
    ("Spain", "Spaniard"),
    ("England", "Englishman"),
    ("Britain", "Brit"),
    ("Japan", "Japanese"),
    ("Norway", "Norwegian"),
    ("Ukraine", "Ukrainian"),
    ("Germany", "German"),
    ("Sweden", "Swede"),
    ("Denmark", "Dane"),
    ("Italy", "Italian"),
    ("France", "Frenchman"),
    ("Finland", "Finn"),
    ("Ireland", "Irishman"),
    ("Greece", "Greek"),
    ("Portugal", "Portuguese"),
    ("Chile", "Chilean"),
    ("China", "Chinese"),
    ("Russia", "Russian"),
    ("Canada", "Canadian"),
    ("Brazil", "Brazilian"),
    ("Mexico", "Mexican"),
    ("Poland", "Pole"),
    ("Kenya", "Kenyan"),
    ("India", "Indian"),
];

/// Clothes after a color: "a blue jacket", "that green outfit", "the ivory gown".
pub const GARMENTS: &[&str] = &[
    "hat", "jacket", "outfit", "dress", "gown", "shirt", "coat", "scarf", "sweater", "tie",
    "garment", "cardigan", "blouse", "headset",
];

/// The places of the row, as riddles name them: "the first seat", "in chair number 2", "the
/// second house". `{place}` in a pattern reads one of these. The first `TABLE_PLACES` are a
/// table's, which the generator writes; the others name the places of other rows (a line, a
/// street).
pub const PLACES: &[&str] = &[
    "seat", "chair", "place", "position", "house", "floor", "space", "hut", "desk", "bed", "plot",
    // A fete's stalls, a bar's stools, an allotment's sheds (one on each plot), a campsite's
    // pitches: "the stall nearest the church gate", "on stools 1 to 4", "Stan's shed".
    "stall", "stool", "shed", "pitch",
];

/// How many of `PLACES` (and `PLACES_PLURAL`) a table's seats are called.
pub const TABLE_PLACES: usize = 3;

/// `PLACES` in the plural, in the same order: `{places}` reads one ("two chairs to the left of").
pub const PLACES_PLURAL: &[&str] = &[
    "seats",
    "chairs",
    "places",
    "positions",
    "houses",
    "floors",
    "spaces",
    "huts",
    "desks",
    "beds",
    "plots",
    "stalls",
    "stools",
    "sheds",
    "pitches",
];

/// What the two ends of the row are called, by place: a floor's first is the bottom, any
/// other row's the far left. Headings and answers use them.
pub fn ends(place: &str) -> (&'static str, &'static str) {
    match place {
        "floor" => ("bottom", "top"),
        _ => ("far left", "far right"),
    }
}

/// Superlatives that rank things in a row, and the end they count from (`true`: the last place):
/// "the leftmost", "the oldest", "the second-cheapest", "the third-most expensive", "finished
/// last", "second-to-last". The first place is the leftmost, the oldest, the cheapest, the one
/// who finished first; the comparatives of the `order` rows agree ("older than" is to the left).
/// The last field says a superlative ranks only things in a row: "the oldest" of people is about
/// their ages, not their places.
pub const RANKS: &[(&str, bool, bool)] = &[
    ("leftmost", false, false),
    ("left most", false, false),
    ("rightmost", true, false),
    ("right most", true, false),
    ("first", false, false),
    ("last", true, false),
    ("to last", true, false),
    ("oldest", false, true),
    ("newest", true, true),
    ("youngest", true, true),
    ("cheapest", false, true),
    ("least expensive", false, true),
    ("most expensive", true, true),
];

/// Ordinal words and their numbers: "the second seat from the left".
pub const ORDINALS: &[(&str, u8)] = &[
    ("first", 1),
    ("second", 2),
    ("third", 3),
    ("fourth", 4),
    ("fifth", 5),
    ("sixth", 6),
    ("seventh", 7),
    ("eighth", 8),
    ("ninth", 9),
    ("tenth", 10),
];

/// Numbers as words, from one: "two seats to the left of".
pub const NUMBERS: &[&str] = &[
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve",
];

/// Articles before a value: "a Diamond", "the Ring".
pub const ARTICLES: &[&str] = &["a", "an", "the"];

/// Participles after "was" in British use ("was sat next to", "was stood at the end"): read as
/// "was seated", never written by the generator.
pub const BRITISH_PARTICIPLES: &[&str] = &["sat", "stood"];

/// Participles of where a place stands ("is located at the far left", "was situated next to"):
/// read as "stood", never written by the generator, whose riddles keep their words.
pub const UNWRITTEN_PARTICIPLES: &[&str] = &["located", "situated"];

/// Verbs read wherever another is, by its base (`phrase_match::SYNONYMS`): one resides,
/// dwells or sleeps where one lives. Read, never written by the generator, whose riddles keep their
/// words.
pub const SYNONYMS: &[(&str, &[&str])] =
    &[("live", &["reside", "dwell", "sleep"]), ("sit", &["perch"])];

/// A verb in its forms. `<sit>` in a pattern reads "sat", "sits", "was sitting", "was seated",
/// "did not sit", "never sat", "wasn't seated", ... (see `phrase_match::verb_forms`).
#[derive(Clone, Copy, Debug)]
pub struct Verb {
    pub base: &'static str,
    pub past: &'static str,
    pub present: &'static str,
    pub ing: &'static str,
    /// After "had": "had chosen".
    pub perfect: &'static str,
    /// Participles that read like the verb after "was": "was seated" for "sat", and the
    /// British "was sat".
    pub stative: &'static [&'static str],
    /// Whether the base form is also a value, so not a grammar word: "smoke" is a color ("the
    /// woman in smoke"). It is read after "did not" and "does not" all the same.
    pub base_is_a_value: bool,
}

const fn verb(
    base: &'static str,
    past: &'static str,
    present: &'static str,
    ing: &'static str,
    perfect: &'static str,
) -> Verb {
    Verb {
        base,
        past,
        present,
        ing,
        perfect,
        stative: &[],
        base_is_a_value: false,
    }
}

/// Nouns for whoever has a value, after it: "the root beer lover". A list item "one is a coffee
/// drinker" names the value "coffee", as the head row above reads "the coffee drinker".
pub const AGENTS: &[&str] = &[
    "lover",
    "enthusiast",
    "eater",
    "player",
    "reader",
    "driver",
    "owner",
    "keeper",
    "drinker",
    "fanatic",
];

/// Agent nouns that are values too ("a buff dress", "the Fan"): no words of the head row, so
/// they stay values where they stand; after a value, a value slot reads them as its noun ("the
/// history book buff"), and a list item drops them as it drops `AGENTS`.
pub const AGENTS_THAT_ARE_VALUES: &[&str] = &["buff", "fan"];

/// The verbs the rows use, by base form. `<be>` is not here: it takes no "did", and its forms
/// are listed in `phrase_match`.
pub const VERBS: &[Verb] = &[
    Verb {
        stative: &["seated", "sat"],
        ..verb("sit", "sat", "sits", "sitting", "sat")
    },
    // "perched at the end", "was stationed by the door": sitting, said otherwise, read
    // wherever "sit" is (`SYNONYMS`).
    Verb {
        stative: &["perched", "stationed", "ensconced", "settled"],
        ..verb("perch", "perched", "perches", "perching", "perched")
    },
    // A place is "located" or "situated" where it stands: "The red house is situated at the far
    // left".
    Verb {
        stative: &["stood", "located", "situated"],
        ..verb("stand", "stood", "stands", "standing", "stood")
    },
    verb("take", "took", "takes", "taking", "taken"),
    verb("have", "had", "has", "having", "had"),
    verb("wear", "wore", "wears", "wearing", "worn"),
    verb("choose", "chose", "chooses", "choosing", "chosen"),
    verb("drink", "drank", "drinks", "drinking", "drunk"),
    verb("sip", "sipped", "sips", "sipping", "sipped"),
    verb("nurse", "nursed", "nurses", "nursing", "nursed"),
    verb("touch", "touched", "touches", "touching", "touched"),
    verb("enjoy", "enjoyed", "enjoys", "enjoying", "enjoyed"),
    verb("come", "came", "comes", "coming", "come"),
    verb("hail", "hailed", "hails", "hailing", "hailed"),
    verb("travel", "travelled", "travels", "travelling", "travelled"),
    verb("travel", "traveled", "travels", "traveling", "traveled"),
    verb("grow", "grew", "grows", "growing", "grown"),
    verb("attend", "attended", "attends", "attending", "attended"),
    verb("live", "lived", "lives", "living", "lived"),
    verb("reside", "resided", "resides", "residing", "resided"),
    verb("speak", "spoke", "speaks", "speaking", "spoken"),
    verb("show", "showed", "shows", "showing", "shown"),
    verb("carry", "carried", "carries", "carrying", "carried"),
    verb("own", "owned", "owns", "owning", "owned"),
    verb("bring", "brought", "brings", "bringing", "brought"),
    verb(
        "treasure",
        "treasured",
        "treasures",
        "treasuring",
        "treasured",
    ),
    verb(
        "possess",
        "possessed",
        "possesses",
        "possessing",
        "possessed",
    ),
    verb("keep", "kept", "keeps", "keeping", "kept"),
    Verb {
        base_is_a_value: true,
        ..verb("smoke", "smoked", "smokes", "smoking", "smoked")
    },
    verb("like", "liked", "likes", "liking", "liked"),
    verb("love", "loved", "loves", "loving", "loved"),
    verb("prefer", "preferred", "prefers", "preferring", "preferred"),
    verb("use", "used", "uses", "using", "used"),
    verb("drive", "drove", "drives", "driving", "driven"),
    verb("play", "played", "plays", "playing", "played"),
    verb("go", "went", "goes", "going", "gone"),
    verb(
        "practise",
        "practised",
        "practises",
        "practising",
        "practised",
    ),
    verb(
        "practice",
        "practiced",
        "practices",
        "practicing",
        "practiced",
    ),
    verb(
        "collect",
        "collected",
        "collects",
        "collecting",
        "collected",
    ),
    verb("study", "studied", "studies", "studying", "studied"),
    verb("read", "read", "reads", "reading", "read"),
    verb("eat", "ate", "eats", "eating", "eaten"),
    // "watch" and "cross" are things held too ("the pocket watch", "a silver cross").
    Verb {
        base_is_a_value: true,
        ..verb("watch", "watched", "watches", "watching", "watched")
    },
    verb("rear", "reared", "rears", "rearing", "reared"),
    verb("raise", "raised", "raises", "raising", "raised"),
    verb("belong", "belonged", "belongs", "belonging", "belonged"),
    verb("occupy", "occupied", "occupies", "occupying", "occupied"),
    verb("finish", "finished", "finishes", "finishing", "finished"),
    Verb {
        base_is_a_value: true,
        ..verb("cross", "crossed", "crosses", "crossing", "crossed")
    },
    verb("win", "won", "wins", "winning", "won"),
    verb("handle", "handled", "handles", "handling", "handled"),
    verb(
        "exhibit",
        "exhibited",
        "exhibits",
        "exhibiting",
        "exhibited",
    ),
    verb("edge", "edged", "edges", "edging", "edged"),
    verb("pip", "pipped", "pips", "pipping", "pipped"),
    verb("lose", "lost", "loses", "losing", "lost"),
    verb("secure", "secured", "secures", "securing", "secured"),
    verb("earn", "earned", "earns", "earning", "earned"),
    verb("grab", "grabbed", "grabs", "grabbing", "grabbed"),
    verb("reach", "reached", "reaches", "reaching", "reached"),
    verb("beat", "beat", "beats", "beating", "beaten"),
    verb("outrun", "outran", "outruns", "outrunning", "outrun"),
    verb("outpace", "outpaced", "outpaces", "outpacing", "outpaced"),
    verb("order", "ordered", "orders", "ordering", "ordered"),
    verb("stay", "stayed", "stays", "staying", "stayed"),
    Verb {
        stative: &["parked"],
        ..verb("park", "parked", "parks", "parking", "parked")
    },
    verb("get", "got", "gets", "getting", "gotten"),
    verb("receive", "received", "receives", "receiving", "received"),
    verb("ride", "rode", "rides", "riding", "ridden"),
    verb(
        "support",
        "supported",
        "supports",
        "supporting",
        "supported",
    ),
    verb("follow", "followed", "follows", "following", "followed"),
    verb("share", "shared", "shares", "sharing", "shared"),
    // Verbs of being placed, read by the `placed`, `borders` and `took-seat` rows.
    verb("claim", "claimed", "claims", "claiming", "claimed"),
    verb("end", "ended", "ends", "ending", "ended"),
    verb("find", "found", "finds", "finding", "found"),
    verb("make", "made", "makes", "making", "made"),
    verb("lie", "lay", "lies", "lying", "lain"),
    verb("border", "bordered", "borders", "bordering", "bordered"),
    verb("stick", "stuck", "sticks", "sticking", "stuck"),
    verb("house", "housed", "houses", "housing", "housed"),
    verb("turn", "turned", "turns", "turning", "turned"),
    verb("hold", "held", "holds", "holding", "held"),
    // Verbs of the order of places, read by the `numbers` rows.
    verb("differ", "differed", "differs", "differing", "differed"),
    verb("precede", "preceded", "precedes", "preceding", "preceded"),
    // Verbs of idioms and of holding, read by the `adjacency-idiom` and `showed-off` rows.
    verb("rub", "rubbed", "rubs", "rubbing", "rubbed"),
    verb("hold", "held", "holds", "holding", "held"),
    verb("clutch", "clutched", "clutches", "clutching", "clutched"),
    verb("place", "placed", "places", "placing", "placed"),
    verb("rank", "ranked", "ranks", "ranking", "ranked"),
    // Verbs of putting on what she wears, read by the `pinned-on` rows.
    verb("pin", "pinned", "pins", "pinning", "pinned"),
    verb("fasten", "fastened", "fastens", "fastening", "fastened"),
    // Verbs of buying and of asking for what she chose, read by the `has-known` and
    // `asked-for` rows.
    verb("buy", "bought", "buys", "buying", "bought"),
    verb("ask", "asked", "asks", "asking", "asked"),
    verb("opt", "opted", "opts", "opting", "opted"),
    // Verbs of waiting in a queue, read by the `queue` rows.
    verb("wait", "waited", "waits", "waiting", "waited"),
    verb("queue", "queued", "queues", "queuing", "queued"),
    // Verbs of living somewhere, read wherever `<live>` is (`phrase_match::SYNONYMS`).
    verb("dwell", "dwelt", "dwells", "dwelling", "dwelt"),
    verb("dwell", "dwelled", "dwells", "dwelling", "dwelled"),
    // One sleeps where one lives: the bunks of a cabin, the beds of a dormitory.
    verb("sleep", "slept", "sleeps", "sleeping", "slept"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_agent_head_row_lists_the_agents() {
        let row = PHRASES
            .iter()
            .find(|p| p.place == Place::Head && p.pattern.starts_with("{known} lover"))
            .expect("the agent head row");
        assert_eq!(row.pattern, format!("{{known}} {}", AGENTS.join("|")));
    }
}
