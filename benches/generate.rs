//! Unique riddles generated per second, 5 guests x 5 categories, per style, one core.
//! `cargo bench --bench generate`. Novel riddles include the uniqueness checks of drawing and
//! minimising; game riddles are unique by construction.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use riddle::clue::Reading;
use riddle::generate::{Options, Style, WordLists, generate};
use riddle::vocabulary::Category;

fn throughput(c: &mut Criterion) {
    let count = 50;
    let mut group = c.benchmark_group("generate");
    group.throughput(Throughput::Elements(count as u64));
    group.sample_size(10);
    for (name, style) in [("game", Style::Game), ("novel", Style::Novel)] {
        let mut seed = 0;
        group.bench_function(
            format!("{name}, 5 guests x 5 categories, {count} riddles"),
            |b| {
                b.iter(|| {
                    seed += 1;
                    let options = Options {
                        style,
                        seed,
                        count,
                        guests: 5,
                        categories: vec![
                            Category::COLOR,
                            Category::DRINK,
                            Category::CITY,
                            Category::HEIRLOOM,
                        ],
                        words: WordLists::builtin(),
                        reading: Reading::Immediate,
                        difficulty: None,
                        declared: Vec::new(),
                    };
                    generate(&options).expect("generated").len()
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, throughput);
criterion_main!(benches);
