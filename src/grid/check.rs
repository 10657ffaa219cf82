//! The independent check of a solution against the puzzle's rules, on the drawing that is about
//! to be printed. It shares nothing with the search and the 0/1 program but the puzzle as read:
//! it finds the pieces by their letters, tells a tetromino by turning the seven shapes itself,
//! walks a piece's cells to see that they hold together, and follows each fan's wind.

use std::collections::BTreeMap;
use std::fmt;

use super::Puzzle;
use super::cake::{Cake, Icing, Join};
use super::drawing::Drawing;
use super::fans::{Cell, Direction, Fans};
use super::sigils::{LETTERS, Sigils};

/// What is wrong with a drawing, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Flaw(pub String);

impl fmt::Display for Flaw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn flaw<T>(message: String) -> Result<T, Flaw> {
    Err(Flaw(message))
}

/// The seven tetrominoes as a player knows them; every turn of each is a legal piece.
const SHAPES: [(char, &str); 7] = [
    ('I', "XXXX"),
    ('O', "XX/XX"),
    ('T', ".X./XXX"),
    ('J', "X../XXX"),
    ('L', "..X/XXX"),
    ('S', ".XX/XX."),
    ('Z', "XX./.XX"),
];

/// Whether `drawing` solves `puzzle`, and if not, why.
pub fn check(puzzle: &Puzzle, drawing: &Drawing) -> Result<(), Flaw> {
    match puzzle {
        Puzzle::Cake(cake) => check_cake(cake, drawing),
        Puzzle::Sigils(sigils) => check_sigils(sigils, drawing),
        Puzzle::Fans(fans) => check_fans(fans, drawing),
    }
}

/// The drawing's characters, row by row, when it is `width` x `height`.
fn grid(drawing: &Drawing, width: usize, height: usize) -> Result<Vec<Vec<char>>, Flaw> {
    let grid: Vec<Vec<char>> = drawing.rows.iter().map(|r| r.chars().collect()).collect();
    if grid.len() != height || grid.iter().any(|row| row.len() != width) {
        return flaw(format!("the drawing is not {width} x {height}"));
    }
    Ok(grid)
}

/// The cells (row, column) of each piece, by its letter.
fn pieces(grid: &[Vec<char>]) -> Result<BTreeMap<char, Vec<(isize, isize)>>, Flaw> {
    let mut pieces: BTreeMap<char, Vec<(isize, isize)>> = BTreeMap::new();
    for (r, row) in grid.iter().enumerate() {
        for (c, &label) in row.iter().enumerate() {
            if !label.is_ascii_alphanumeric() {
                return flaw(format!("cell {},{} is in no piece", r + 1, c + 1));
            }
            pieces
                .entry(label)
                .or_default()
                .push((r as isize, c as isize));
        }
    }
    Ok(pieces)
}

/// Whether `cells` hold together when a cell touches those one `touches` step away.
fn connected(cells: &[(isize, isize)], touches: impl Fn(isize, isize) -> bool) -> bool {
    let mut reached = vec![false; cells.len()];
    let mut stack = vec![0];
    reached[0] = true;
    while let Some(i) = stack.pop() {
        for j in 0..cells.len() {
            if !reached[j] && touches(cells[i].0 - cells[j].0, cells[i].1 - cells[j].1) {
                reached[j] = true;
                stack.push(j);
            }
        }
    }
    reached.iter().all(|&r| r)
}

fn check_cake(cake: &Cake, drawing: &Drawing) -> Result<(), Flaw> {
    if !drawing.pieces.is_empty() {
        return flaw("a cake's pieces have no names".into());
    }
    let grid = grid(drawing, cake.width, cake.height)?;
    let pieces = pieces(&grid)?;
    if pieces.len() != cake.pieces {
        return flaw(format!("{} pieces, not {}", pieces.len(), cake.pieces));
    }
    let cells = cake.width * cake.height;
    for (label, piece) in &pieces {
        if piece.len() * cake.pieces != cells {
            return flaw(format!("piece {label} has {} cells", piece.len()));
        }
        for kind in Icing::ALL {
            let whole = cake.icing.iter().filter(|&&i| i == kind).count();
            let here = piece
                .iter()
                .filter(|&&(r, c)| cake.icing[r as usize * cake.width + c as usize] == kind)
                .count();
            if here * cake.pieces != whole {
                return flaw(format!("piece {label} has {here} {}", kind.name()));
            }
        }
        let joined = match cake.join {
            Join::Sides => connected(piece, |dr, dc| dr.abs() + dc.abs() == 1),
            Join::Corners => connected(piece, |dr, dc| dr.abs().max(dc.abs()) == 1),
        };
        if !joined {
            return flaw(format!(
                "piece {label} falls apart: its cells are not joined by their {}",
                cake.join.name()
            ));
        }
    }
    Ok(())
}

/// The cells of a shape, moved to start at row and column 0, in order.
fn normal(cells: &[(isize, isize)]) -> Vec<(isize, isize)> {
    let top = cells.iter().map(|&(r, _)| r).min().unwrap_or(0);
    let left = cells.iter().map(|&(_, c)| c).min().unwrap_or(0);
    let mut moved: Vec<_> = cells.iter().map(|&(r, c)| (r - top, c - left)).collect();
    moved.sort();
    moved
}

/// The tetromino `cells` are, turned any way but not mirrored.
fn tetromino(cells: &[(isize, isize)]) -> Option<char> {
    let piece = normal(cells);
    SHAPES.iter().find_map(|&(letter, drawing)| {
        let mut shape: Vec<(isize, isize)> = drawing
            .split('/')
            .enumerate()
            .flat_map(|(r, row)| {
                row.char_indices()
                    .filter(|&(_, c)| c == 'X')
                    .map(move |(c, _)| (r as isize, c as isize))
            })
            .collect();
        for _ in 0..4 {
            if normal(&shape) == piece {
                return Some(letter);
            }
            // A quarter turn clockwise.
            shape = shape.iter().map(|&(r, c)| (c, -r)).collect();
        }
        None
    })
}

fn check_sigils(sigils: &Sigils, drawing: &Drawing) -> Result<(), Flaw> {
    let grid = grid(drawing, sigils.width, sigils.height)?;
    let pieces = pieces(&grid)?;
    let mut used = String::new();
    for (label, cells) in &pieces {
        let Some(letter) = tetromino(cells) else {
            return flaw(format!(
                "piece {label} is no tetromino turned (mirrored ones are not)"
            ));
        };
        let named: Vec<char> = drawing
            .pieces
            .iter()
            .filter(|(l, _)| l == label)
            .map(|&(_, name)| name)
            .collect();
        if named != [letter] {
            return flaw(format!("piece {label} is an {letter}, named {named:?}"));
        }
        used.push(letter);
    }
    if drawing.pieces.len() != pieces.len() {
        return flaw("a piece is named that is not drawn".into());
    }
    let mut used: Vec<char> = used.chars().collect();
    used.sort_by_key(|c| LETTERS.iter().position(|l| l == c));
    let given: Vec<char> = sigils.letters().chars().collect();
    if used != given {
        return flaw(format!(
            "the pieces laid are {}, the frame's are {}",
            used.iter().collect::<String>(),
            sigils.letters()
        ));
    }
    Ok(())
}

fn check_fans(fans: &Fans, drawing: &Drawing) -> Result<(), Flaw> {
    if !drawing.pieces.is_empty() {
        return flaw("fans have no pieces".into());
    }
    let grid = grid(drawing, fans.width, fans.height)?;
    let (height, width) = (fans.height as isize, fans.width as isize);
    let mut reached = vec![vec![false; fans.width]; fans.height];
    for (r, row) in grid.iter().enumerate() {
        for (c, &shown) in row.iter().enumerate() {
            let cell = fans.cells[r * fans.width + c];
            if cell != Cell::Fan {
                if shown != cell.letter() {
                    return flaw(format!("cell {},{} is drawn `{shown}`", r + 1, c + 1));
                }
                continue;
            }
            let Some(d) = Direction::ALL.into_iter().find(|d| d.arrow() == shown) else {
                return flaw(format!("the fan at {},{} faces no way", r + 1, c + 1));
            };
            let (dr, dc) = d.step();
            let (mut wr, mut wc) = (r as isize + dr, c as isize + dc);
            while (0..height).contains(&wr) && (0..width).contains(&wc) {
                reached[wr as usize][wc as usize] = true;
                (wr, wc) = (wr + dr, wc + dc);
            }
        }
    }
    for (r, row) in reached.iter().enumerate() {
        for (c, &blown) in row.iter().enumerate() {
            if fans.cells[r * fans.width + c] == Cell::Turbine && !blown {
                return flaw(format!("the turbine at {},{} gets no wind", r + 1, c + 1));
            }
        }
    }
    Ok(())
}
