//! The game's riddle: one fixed skeleton whose 25 slots the game fills from a shuffled seating.
//! Every slot is tied to a seat (the far-left guest is seat 1, "the guest in the center seat" is
//! seat 3, ...), so any seating gives a riddle with exactly that one answer ("left of" read as
//! immediately left).

use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::Generated;
use crate::clue::{ClueKind, Guest, Reach, Seat};
use crate::riddle::Seating;
use crate::vocabulary::{Category, Vocabulary};

const NAMES: [&str; 5] = [
    "Lady Winslow",
    "Doctor Marcolla",
    "Countess Contee",
    "Madam Natsiou",
    "Baroness Finch",
];
const COLORS: [&str; 5] = ["red", "white", "purple", "blue", "green"];
const DRINKS: [&str; 5] = ["wine", "beer", "whiskey", "rum", "absinthe"];
const CITIES: [&str; 5] = ["Dabokva", "Fraeport", "Karnaca", "Baleton", "Dunwall"];
const HEIRLOOMS: [&str; 5] = ["Snuff Tin", "Bird Pendant", "War Medal", "Ring", "Diamond"];

pub fn generate(rng: &mut ChaCha8Rng) -> Generated {
    let mut vocabulary = Vocabulary::default();
    let mut seating = Seating::empty(vocabulary.count(), 5);
    for (category, words) in [
        (Category::NAME, NAMES),
        (Category::COLOR, COLORS),
        (Category::DRINK, DRINKS),
        (Category::CITY, CITIES),
        (Category::HEIRLOOM, HEIRLOOMS),
    ] {
        let mut order: Vec<u8> = words
            .iter()
            .map(|w| vocabulary.intern(category, w))
            .collect();
        order.shuffle(rng);
        for (seat, value) in order.into_iter().enumerate() {
            seating.cells[category.index()][seat] = Some(value);
        }
    }
    // The value of `category` at 1-based `seat`, as a word and as a guest.
    let word = |category: Category, seat: usize| {
        vocabulary.value(category, seating.get(category, seat - 1).expect("full"))
    };
    let guest = |category: Category, seat: usize| {
        Guest::Value(category, seating.get(category, seat - 1).expect("full"))
    };
    let (n, c, d, t, h) = (
        Category::NAME,
        Category::COLOR,
        Category::DRINK,
        Category::CITY,
        Category::HEIRLOOM,
    );
    let mut under_table: Vec<usize> = vec![1, 2, 3, 4];
    under_table.shuffle(rng);

    let text = format!(
        "At the dinner party were Lady Winslow, Doctor Marcolla, Countess Contee, Madam Natsiou, and Baroness Finch.\n\n\
         The women sat in a row. They all wore different colors and {n3} wore a jaunty {c3} hat. {n1} was at the far left, \
         next to the guest wearing a {c2} jacket. The lady in {c4} sat left of someone in {c5}. I remember that {c4} outfit \
         because the woman spilled her {d4} all over it. The traveler from {t1} was dressed entirely in {c1}. When one of the \
         dinner guests bragged about her {h2}, the woman next to her said they were finer in {t1}, where she lived.\n\n\
         So {n5} showed off a prized {h5}, at which the lady from {t3} scoffed, saying it was no match for her {h3}. Someone \
         else carried a valuable {h1} and when she saw it, the visitor from {t2} next to her almost spilled her neighbor's \
         {d1}. {n2} raised her {d2} in toast. The lady from {t5}, full of {d5}, jumped up onto the table, falling onto the \
         guest in the center seat, spilling the poor woman's {d3}. Then {n4} captivated them all with a story about her wild \
         youth in {t4}.\n\n\
         In the morning, there were four heirlooms under the table: the {ha}, {hb}, the {hc}, and the {hd}.\n\n\
         But who owned each?\n",
        n1 = word(n, 1),
        n2 = word(n, 2),
        n3 = word(n, 3),
        n4 = word(n, 4),
        n5 = word(n, 5),
        c1 = word(c, 1),
        c2 = word(c, 2),
        c3 = word(c, 3),
        c4 = word(c, 4),
        c5 = word(c, 5),
        d1 = word(d, 1),
        d2 = word(d, 2),
        d3 = word(d, 3),
        d4 = word(d, 4),
        d5 = word(d, 5),
        t1 = word(t, 1),
        t2 = word(t, 2),
        t3 = word(t, 3),
        t4 = word(t, 4),
        t5 = word(t, 5),
        h1 = word(h, 1),
        h2 = word(h, 2),
        h3 = word(h, 3),
        h5 = word(h, 5),
        ha = word(h, under_table[0]),
        hb = word(h, under_table[1]),
        hc = word(h, under_table[2]),
        hd = word(h, under_table[3]),
    );

    let names = (0..5).map(|v| v as u8).collect();
    let heirlooms = under_table
        .iter()
        .map(|seat| seating.get(h, seat - 1).expect("full"))
        .collect();
    let clues = vec![
        ClueKind::Declare {
            category: n,
            values: names,
        },
        ClueKind::Declare {
            category: c,
            values: vec![],
        },
        ClueKind::Same(guest(n, 3), guest(c, 3)),
        ClueKind::InSeat(guest(n, 1), Seat::FromLeft(1)),
        ClueKind::next_to(guest(n, 1), guest(c, 2)),
        ClueKind::left_of(guest(c, 4), guest(c, 5), Reach::AsRead),
        ClueKind::Same(guest(c, 4), guest(d, 4)),
        ClueKind::Same(guest(t, 1), guest(c, 1)),
        ClueKind::next_to(guest(t, 1), guest(h, 2)),
        ClueKind::Same(guest(n, 5), guest(h, 5)),
        ClueKind::Same(guest(t, 3), guest(h, 3)),
        ClueKind::next_to(guest(t, 2), guest(h, 1)),
        ClueKind::next_to(guest(d, 1), guest(t, 2)),
        ClueKind::Same(guest(n, 2), guest(d, 2)),
        ClueKind::Same(guest(t, 5), guest(d, 5)),
        ClueKind::InSeat(guest(d, 3), Seat::Center),
        ClueKind::Not(Box::new(ClueKind::Same(guest(t, 5), guest(d, 3)))),
        ClueKind::Same(guest(n, 4), guest(t, 4)),
        ClueKind::Declare {
            category: h,
            values: heirlooms,
        },
    ];
    Generated {
        text,
        guests: 5,
        vocabulary,
        seating,
        clues,
        question: None,
        place: "seat",
    }
}
