//! The facts a player already has, as `riddle hint --given` reads them: `VALUE=PLACE` (the
//! value is in that place) or `VALUE!=PLACE` (it is not), several separated by commas,
//! semicolons or new lines. A value is spelled as the riddle spells it, in any case, or by one
//! of its words when no other value has that word ("Contee" for "Countess Contee"), or as
//! `CATEGORY:VALUE` ("color:green") when two categories share a word. A place is its number
//! from the left, alone or after the riddle's word for places ("seat 2", "house 3").

use super::grid::{Grid, Origin, Var};
use crate::riddle::Riddle;

/// One fact given: the value, the place (0-based), and whether the value is there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Given {
    pub var: Var,
    pub seat: usize,
    pub is: bool,
}

/// The facts in `text`, or why it cannot be read.
pub fn parse(riddle: &Riddle, grid: &Grid, text: &str) -> Result<Vec<Given>, String> {
    text.split([',', ';', '\n'])
        .map(str::trim)
        .filter(|fact| !fact.is_empty())
        .map(|fact| parse_one(riddle, grid, fact))
        .collect()
}

fn parse_one(riddle: &Riddle, grid: &Grid, fact: &str) -> Result<Given, String> {
    let (value, place, is) = if let Some((value, place)) = fact.split_once("!=") {
        (value, place, false)
    } else if let Some((value, place)) = fact.split_once('=') {
        (value, place, true)
    } else {
        return Err(format!(
            "`{fact}`: expected VALUE=PLACE or VALUE!=PLACE, as in `Contee={} 1`",
            riddle.place
        ));
    };
    let var = value_named(riddle, grid, value.trim())?;
    let seat = place_named(riddle, place.trim()).ok_or_else(|| {
        format!(
            "`{fact}`: `{}` is no {} of this riddle: expected a number from 1 to {}, as in `{} 2`",
            place.trim(),
            riddle.place,
            riddle.guests,
            riddle.place
        )
    })?;
    Ok(Given { var, seat, is })
}

/// The value `words` names.
fn value_named(riddle: &Riddle, grid: &Grid, words: &str) -> Result<Var, String> {
    let vocabulary = &riddle.vocabulary;
    let (category, words) = match words.split_once(':') {
        Some((key, rest)) => match vocabulary.by_key(key.trim()) {
            Some(category) => (Some(category), rest.trim()),
            None => return Err(format!("`{key}` is no category of this riddle")),
        },
        None => (None, words),
    };
    let candidates: Vec<Var> = (0..grid.vars.len())
        .filter(|&var| category.is_none_or(|c| grid.vars[var].0 == c))
        .collect();
    let spelled = |var: Var| {
        let (category, value) = grid.vars[var];
        vocabulary.value(category, value)
    };
    let whole: Vec<Var> = candidates
        .iter()
        .copied()
        .filter(|&var| spelled(var).eq_ignore_ascii_case(words))
        .collect();
    let matches = if whole.is_empty() {
        candidates
            .iter()
            .copied()
            .filter(|&var| {
                spelled(var)
                    .split_whitespace()
                    .any(|word| word.eq_ignore_ascii_case(words))
            })
            .collect()
    } else {
        whole
    };
    let label = |var: Var| {
        let (category, _) = grid.vars[var];
        format!("{}:{}", vocabulary.key(category), spelled(var))
    };
    match matches.as_slice() {
        [one] => Ok(*one),
        [] => Err(format!("`{words}` is no value of this riddle")),
        several => Err(format!(
            "`{words}` could be {}: say which",
            several
                .iter()
                .map(|&v| label(v))
                .collect::<Vec<_>>()
                .join(" or ")
        )),
    }
}

/// The place (0-based) `words` names: `N` or `PLACE N`.
fn place_named(riddle: &Riddle, words: &str) -> Option<usize> {
    let number = match words.split_once(char::is_whitespace) {
        Some((noun, number)) if noun.eq_ignore_ascii_case(riddle.place) => number.trim(),
        Some(_) => return None,
        None => words,
    };
    let n: usize = number.parse().ok()?;
    (1..=riddle.guests).contains(&n).then(|| n - 1)
}

/// `grid` with the facts given; `None` when they contradict each other.
pub fn apply(grid: &Grid, given: &[Given]) -> Option<Grid> {
    let mut grid = grid.clone();
    for fact in given {
        let consistent = if fact.is {
            grid.fix(fact.var, fact.seat, Origin::Given)
        } else {
            grid.remove(fact.var, fact.seat, Origin::Given)
        };
        if !consistent {
            return None;
        }
    }
    Some(grid)
}
