//! How the output says where someone is and who is there, by what the riddle calls its places
//! (`Riddle::place`, one of `grammar::phrases::PLACES`): "on floor 5", "in house 3", "the guest
//! in seat 2", "the person in position 4".

use crate::grammar::phrases::{PLACES, TABLE_PLACES};

/// The preposition before a place and its number: one lives on a floor, sits at a place
/// setting, and is in a seat, a house, a position or a parking space.
pub fn preposition(place: &str) -> &'static str {
    match place {
        "floor" => "on",
        "place" => "at",
        _ => "in",
    }
}

/// "on floor 5", "in seat 2, 4 or 5": the places numbered from 1.
pub fn at(place: &str, seats: impl IntoIterator<Item = usize>) -> String {
    let numbers: Vec<String> = seats.into_iter().map(|s| (s + 1).to_string()).collect();
    let listed = match numbers.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    };
    format!("{} {place} {listed}", preposition(place))
}

/// Whoever is in one of the places: a guest at a table, a person in a house, on a floor, in a
/// queue.
pub fn occupant(place: &str) -> &'static str {
    if PLACES[..TABLE_PLACES].contains(&place) {
        "guest"
    } else {
        "person"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_place_has_its_preposition_and_occupant() {
        assert_eq!(at("floor", [4]), "on floor 5");
        assert_eq!(at("house", [0, 2]), "in house 1 or 3");
        assert_eq!(at("seat", [1, 3, 4]), "in seat 2, 4 or 5");
        assert_eq!(at("position", [2]), "in position 3");
        assert_eq!(at("place", [0]), "at place 1");
        assert_eq!(occupant("chair"), "guest");
        assert_eq!(occupant("floor"), "person");
    }
}
