//! `riddle grid`: every puzzle of `corpus/grid` has the count its reference gives, the solutions
//! listed by the sources pass the checker, the checker refuses planted mistakes, bad input is
//! named by line and column, and the command line prints what README.md promises.

use std::collections::BTreeSet;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use riddle::grid::check::check;
use riddle::grid::drawing::Drawing;
use riddle::grid::{Puzzle, read};
use riddle::source::Source;

mod run;

use run::{riddle, text};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/grid")
}

/// Every puzzle file of `corpus/grid`, sorted, with its text.
fn puzzles() -> Vec<(String, Source)> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(corpus())
        .expect("corpus/grid")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "grid"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&p).expect("readable");
            (name.clone(), Source::new(name, text))
        })
        .collect()
}

/// The count the file's first line gives.
fn expected(source: &Source) -> u64 {
    let first = source.text.lines().next().unwrap_or_default();
    first
        .strip_prefix("# solutions: ")
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{}: first line is not `# solutions: N`", source.name))
}

fn read_puzzle(source: &Source) -> Puzzle {
    read(source).unwrap_or_else(|e| panic!("{}: {e:?}", source.name))
}

fn all_solutions(puzzle: &Puzzle) -> Vec<Drawing> {
    let mut all = Vec::new();
    puzzle
        .compile()
        .each(|drawing| {
            all.push(drawing);
            ControlFlow::Continue(())
        })
        .expect("every solution passes the check");
    all
}

#[test]
fn the_corpus_holds_the_seeds_and_every_reference_instance() {
    let names: Vec<String> = puzzles().into_iter().map(|(n, _)| n).collect();
    let count = |prefix: &str| names.iter().filter(|n| n.starts_with(prefix)).count();
    assert_eq!(count("cake"), 2, "the cake joined by sides and by corners");
    assert_eq!(count("fans"), 1);
    assert_eq!(
        count("talos-preining"),
        4,
        "Preining's seed frame, four readings"
    );
    assert_eq!(count("talos-") - 4, 38);
    assert_eq!(count("elohim-"), 96);
}

#[test]
fn every_puzzle_has_its_reference_count() {
    let mut wrong = Vec::new();
    for (name, source) in puzzles() {
        let count = read_puzzle(&source).compile().count();
        if count != expected(&source) {
            wrong.push(format!(
                "{name}: {count}, the reference {}",
                expected(&source)
            ));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn the_search_lists_as_many_solutions_as_it_counts_and_microlp_finds_one_of_them() {
    let mut tried = 0;
    for (name, source) in puzzles() {
        let expected = expected(&source);
        if expected > 500 {
            continue;
        }
        tried += 1;
        let puzzle = read_puzzle(&source);
        let all = all_solutions(&puzzle);
        assert_eq!(all.len() as u64, expected, "{name}");
        let distinct: BTreeSet<&Vec<String>> = all.iter().map(|d| &d.rows).collect();
        assert_eq!(distinct.len(), all.len(), "{name}: a solution came twice");
        let one = puzzle
            .compile()
            .solve()
            .expect("microlp")
            .expect("a solution");
        assert!(
            all.contains(&one),
            "{name}: microlp's solution is not listed"
        );
    }
    assert_eq!(tried, 113, "the puzzles of at most 500 solutions");
}

#[test]
fn the_cakes_solutions_are_the_references_67() {
    let listed = std::fs::read_to_string(corpus().join("cake.solutions")).unwrap();
    let reference: BTreeSet<Vec<String>> = listed
        .split("\n\n")
        .skip(1)
        .map(|block| block.lines().map(str::to_string).collect())
        .collect();
    assert_eq!(reference.len(), 67);
    let source = puzzles()
        .into_iter()
        .find(|(n, _)| n == "cake.grid")
        .unwrap()
        .1;
    let ours: BTreeSet<Vec<String>> = all_solutions(&read_puzzle(&source))
        .into_iter()
        .map(|d| d.rows)
        .collect();
    assert_eq!(ours, reference);
}

/// The solution a sigils file lists in its comments: `# listed solution: A=J B=Z`, then rows.
fn listed(source: &Source) -> Option<Drawing> {
    let mut lines = source.text.lines();
    let names = lines.find_map(|l| l.strip_prefix("# listed solution: "))?;
    let pieces = names
        .split_whitespace()
        .map(|p| {
            let (label, name) = p.split_once('=').unwrap();
            (label.chars().next().unwrap(), name.chars().next().unwrap())
        })
        .collect();
    let rows = lines
        .map_while(|l| l.strip_prefix("#   "))
        .map(str::to_string)
        .collect();
    Some(Drawing { rows, pieces })
}

#[test]
fn every_solution_a_source_lists_passes_the_check() {
    let mut checked = 0;
    for (name, source) in puzzles() {
        if let Some(drawing) = listed(&source) {
            checked += 1;
            let puzzle = read_puzzle(&source);
            assert_eq!(check(&puzzle, &drawing), Ok(()), "{name}");
        }
    }
    assert_eq!(checked, 38 + 96);
}

/// The drawing with the cells at `a` and `b` (row, column) swapped.
fn swapped(drawing: &Drawing, a: (usize, usize), b: (usize, usize)) -> Drawing {
    let mut grid: Vec<Vec<char>> = drawing.rows.iter().map(|r| r.chars().collect()).collect();
    let (x, y) = (grid[a.0][a.1], grid[b.0][b.1]);
    grid[a.0][a.1] = y;
    grid[b.0][b.1] = x;
    Drawing {
        rows: grid.into_iter().map(|r| r.into_iter().collect()).collect(),
        pieces: drawing.pieces.clone(),
    }
}

/// The pieces of a drawing as sets of cells, whatever their letters.
fn partition(drawing: &Drawing) -> BTreeSet<Vec<(usize, usize)>> {
    let mut by_label: std::collections::BTreeMap<char, Vec<(usize, usize)>> = Default::default();
    for (r, row) in drawing.rows.iter().enumerate() {
        for (c, label) in row.chars().enumerate() {
            by_label.entry(label).or_default().push((r, c));
        }
    }
    by_label.into_values().collect()
}

#[test]
fn a_planted_wrong_placement_is_refused_and_a_right_one_accepted() {
    // Swapping two cells of different pieces moves a cell from each piece to the other: the
    // check must accept exactly those that are solutions too (the search lists them all).
    let mut refused = 0;
    for name in [
        "cake.grid",
        "elohim-a-cyan-1.grid",
        "talos-02-toxe-world-hub-a-gate-a.grid",
    ] {
        let source = puzzles().into_iter().find(|(n, _)| n == name).unwrap().1;
        let puzzle = read_puzzle(&source);
        let all = all_solutions(&puzzle);
        let solutions: BTreeSet<_> = all.iter().map(partition).collect();
        let drawing = &all[0];
        let cells: Vec<(usize, usize)> = (0..drawing.rows.len())
            .flat_map(|r| (0..drawing.rows[0].len()).map(move |c| (r, c)))
            .collect();
        for &a in &cells {
            for &b in cells.iter().filter(|&&b| b > a) {
                let mutant = swapped(drawing, a, b);
                if mutant == *drawing {
                    continue;
                }
                let is_solution = solutions.contains(&partition(&mutant));
                // A tetromino's name follows its shape: a swap that keeps a valid tiling may
                // still leave a piece named for the shape it had.
                let accepted = check(&puzzle, &mutant).is_ok();
                assert!(!accepted || is_solution, "{name}: accepted {mutant:?}");
                if matches!(puzzle, Puzzle::Cake(_)) {
                    assert_eq!(accepted, is_solution, "{name}: {mutant:?}");
                }
                refused += usize::from(!accepted);
            }
        }
        // A piece named for its mirror image (a J called an L) is refused.
        if let Some((label, name)) = drawing.pieces.first().copied() {
            let mirror = match name {
                'J' => 'L',
                'L' => 'J',
                'S' => 'Z',
                'Z' => 'S',
                _ => 'O',
            };
            let mut misnamed = drawing.clone();
            misnamed.pieces[0] = (label, mirror);
            assert!(check(&puzzle, &misnamed).is_err(), "{name}: {misnamed:?}");
        }
    }
    assert!(refused > 500, "only {refused} mutants refused");
}

#[test]
fn the_fans_have_one_solution_and_no_other_direction_passes() {
    let source = puzzles()
        .into_iter()
        .find(|(n, _)| n == "fans.grid")
        .unwrap()
        .1;
    let puzzle = read_puzzle(&source);
    let all = all_solutions(&puzzle);
    assert_eq!(all.len(), 1);
    assert_eq!(all[0].rows, ["→TT↓T", "TT←TT", "TTT←T", "→TTT↑"]);
    let arrows = ['↑', '→', '↓', '←'];
    for (r, row) in all[0].rows.iter().enumerate() {
        for (c, shown) in row.chars().enumerate() {
            if !arrows.contains(&shown) {
                continue;
            }
            for other in arrows.iter().filter(|&&a| a != shown) {
                let mut turned = all[0].clone();
                let mut chars: Vec<char> = turned.rows[r].chars().collect();
                chars[c] = *other;
                turned.rows[r] = chars.into_iter().collect();
                assert!(check(&puzzle, &turned).is_err(), "{turned:?}");
            }
        }
    }
    // A cake's drawing joined only at corners is refused when pieces must share a side.
    let sides = puzzles()
        .into_iter()
        .find(|(n, _)| n == "cake.grid")
        .unwrap()
        .1;
    let corners = puzzles()
        .into_iter()
        .find(|(n, _)| n == "cake-corners.grid")
        .unwrap()
        .1;
    let (sides, corners) = (read_puzzle(&sides), read_puzzle(&corners));
    let mut found = false;
    corners
        .compile()
        .each(|drawing| {
            if check(&sides, &drawing).is_err() {
                found = true;
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .unwrap();
    assert!(found, "no cutting joined only at corners");
}

/// The line and column of the errors of `text`.
fn errors_at(text: &str) -> Vec<(usize, usize, String)> {
    let source = Source::new("t.grid", text);
    read(&source)
        .expect_err("an error")
        .into_iter()
        .map(|e| {
            let (line, column) = e.span.map_or((0, 0), |s| source.line_column(s.start));
            (line, column, e.message)
        })
        .collect()
}

#[test]
fn bad_input_is_named_by_line_and_column() {
    let cases: &[(&str, (usize, usize), &str)] = &[
        (
            "# solutions: 1\ncaek\n",
            (2, 1),
            "no kind of puzzle is called `caek`",
        ),
        ("cake\npieces: 2\nSTP\nSTX\n", (4, 3), "`X` is not an icing"),
        (
            "cake\npieces: 2\nSTP\nST\n",
            (4, 1),
            "row 2 has 2 cells, the first row 3",
        ),
        (
            "cake\npieces: two\nSTP\n",
            (2, 9),
            "cannot read the number of pieces `two`",
        ),
        (
            "cake\npieces: 2\nSSS\nPTT\n",
            (2, 9),
            "3 skulls cannot be shared equally",
        ),
        (
            "cake\njoin: sides\nST\n",
            (1, 1),
            "a cake needs the field `pieces`",
        ),
        (
            "cake\npieces: 1\njoin: edges\nST\n",
            (3, 7),
            "cannot read how pieces join",
        ),
        (
            "cake\npieces: 1\njoin: corners\nSSSSSSSS\n",
            (2, 9),
            "pieces of 8 cells: at most 7 cells a piece joined by their corners",
        ),
        (
            "sigils\nsize: 4x4\npieces: LLZQ\n",
            (3, 12),
            "`Q` is not a tetromino",
        ),
        (
            "sigils\nsize: 4 by 4\npieces: LLZZ\n",
            (2, 7),
            "cannot read the size",
        ),
        (
            "sigils\nsize: 4x4\npieces: LLZ\n",
            (3, 9),
            "3 pieces cover 12 cells",
        ),
        (
            "sigils\nsize: 4x4\ncolour: red\npieces: LLZZ\n",
            (3, 1),
            "a sigil frame has no field",
        ),
        (
            "sigils\nsize: 4x4\npieces: LLZZ\nXXXX\n",
            (4, 1),
            "not drawn",
        ),
        ("fans\nF.T\nTFx\n", (3, 3), "`x` is not a cell"),
        ("fans\n...\nTTT\n", (2, 1), "no fan"),
        (
            "fans\nF.T\nwind: strong\n",
            (3, 1),
            "a field after the rows",
        ),
        ("# only a comment\n", (0, 0), "no puzzle"),
        (
            "cake pieces\n",
            (1, 1),
            "the first line that is not a comment names the puzzle",
        ),
    ];
    for &(text, at, message) in cases {
        let errors = errors_at(text);
        assert!(
            errors
                .iter()
                .any(|(l, c, m)| (*l, *c) == at && m.contains(message)),
            "{text:?}: expected {message:?} at {at:?}, got {errors:?}"
        );
    }
}

#[test]
fn grid_draws_the_cake_and_counts_its_solutions() {
    let out = riddle(&["grid", "corpus/grid/cake.grid"], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(
        lines[0].starts_with("cake 6 wide, 5 high: 6 pieces of 5 cells"),
        "{stdout}"
    );
    assert_eq!(lines.len(), 7, "{stdout}");
    assert_eq!(lines[6], "solutions: 67");
    let drawing = Drawing {
        rows: lines[1..6].iter().map(|l| l.to_string()).collect(),
        pieces: Vec::new(),
    };
    let source = Source::new(
        "cake",
        std::fs::read_to_string(corpus().join("cake.grid")).unwrap(),
    );
    assert_eq!(check(&read_puzzle(&source), &drawing), Ok(()), "{stdout}");
}

#[test]
fn grid_all_prints_every_solution_and_count_only_the_number() {
    let out = riddle(&["grid", "--all", "corpus/grid/elohim-a-cyan-1.grid"], b"");
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert_eq!(stdout.matches("solution ").count(), 2, "{stdout}");
    assert!(stdout.ends_with("solutions: 2\n"), "{stdout}");
    let out = riddle(
        &[
            "grid",
            "--count",
            "corpus/grid/cake.grid",
            "corpus/grid/fans.grid",
        ],
        b"",
    );
    assert_eq!(
        text(&out.stdout),
        "== corpus/grid/cake.grid ==\n\
         cake 6 wide, 5 high: 6 pieces of 5 cells (2 skulls, 2 tombstones, 1 plain), joined by their sides\n\
         solutions: 67\n\
         \n\
         == corpus/grid/fans.grid ==\n\
         fans 5 wide, 4 high: 6 fans, 14 turbines\n\
         solutions: 1\n"
    );
}

#[test]
fn grid_json_has_one_object_per_file_with_the_exact_count() {
    let out = riddle(&["grid", "--count", "--format", "json", "corpus/grid"], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let objects: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON object per line"))
        .collect();
    let files = puzzles();
    assert_eq!(objects.len(), files.len());
    for (object, (name, source)) in objects.iter().zip(&files) {
        assert!(object["file"].as_str().unwrap().ends_with(name.as_str()));
        assert_eq!(object["solutions"], expected(source), "{name}");
        assert_eq!(object["grids"], serde_json::json!([]));
    }
    let out = riddle(
        &[
            "grid",
            "--format",
            "json",
            "corpus/grid/elohim-a-cyan-1.grid",
        ],
        b"",
    );
    let object: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(object["kind"], "sigils");
    assert_eq!(object["solutions"], 2);
    let grid = &object["grids"][0];
    assert_eq!(grid["rows"].as_array().unwrap().len(), 4);
    assert_eq!(grid["pieces"].as_object().unwrap().len(), 4);
}

#[test]
fn grid_exit_status_tells_bad_input_and_no_solution() {
    // Three squares and a bar fill 16 cells, but never a 4 x 4 frame.
    let out = riddle(&["grid"], b"sigils\nsize: 4x4\npieces: OOOI\n");
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "sigils 4 wide, 4 high: IOOO\nno solution\n"
    );
    let out = riddle(&["grid", "-"], b"cake\npieces: 2\nSTP\nSTX\n");
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("<stdin>:4:3"), "{stderr}");
    assert!(
        stderr.contains("expected S (skull), T (tombstone) or P (plain)"),
        "{stderr}"
    );
    let out = riddle(&["grid", "--format", "json", "-"], b"fans\n...\n");
    assert_eq!(out.status.code(), Some(1));
    let object: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(object["status"], "unreadable");
    assert_eq!(object["errors"][0]["line"], 2);
    // One fan facing the only turbine: one way, and no plural.
    let out = riddle(&["grid"], b"fans\nT.F\n");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "fans 3 wide, 1 high: 1 fan, 1 turbine\nT.\u{2190}\nsolutions: 1\n"
    );
    let out = riddle(&["grid", "no-such-file.grid"], b"");
    assert_eq!(out.status.code(), Some(1));
    let out = riddle(&["grid", "--count", "--all", "corpus/grid/fans.grid"], b"");
    assert_eq!(out.status.code(), Some(2));
}
