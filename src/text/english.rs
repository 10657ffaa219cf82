//! Whether a word is an English word, from a list of about 41,000 (`english-words.txt`, SCOWL's
//! small lists). A correction is for a slip that made no word at all: "womman" may be
//! "woman", but "net" is a word, and reading it as "next" would put words in the writer's
//! mouth. The list is searched as it is, sorted by byte, with nothing built at start-up.

/// The list: comment lines (`#`) first, then one lower-case word a line, sorted by byte.
const WORDS: &str = include_str!("english-words.txt");

/// Whether `word` (any case) is an English word of the list.
pub fn is_word(word: &str) -> bool {
    if word.is_empty() || word.len() > 40 {
        return false;
    }
    let mut buffer = [0u8; 40];
    let lower = &mut buffer[..word.len()];
    lower.copy_from_slice(word.as_bytes());
    lower.make_ascii_lowercase();
    // The words start after the last comment line.
    let first = WORDS
        .match_indices('\n')
        .map(|(at, _)| at + 1)
        .find(|&at| !WORDS[at..].starts_with('#'))
        .unwrap_or(0);
    let body = &WORDS[first..];
    let bytes = body.as_bytes();
    // Binary search over byte offsets, each moved back to the start of its line.
    let (mut low, mut high) = (0, bytes.len());
    while low < high {
        let mid = (low + high) / 2;
        let start = bytes[..mid]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |k| k + 1);
        let end = bytes[start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(bytes.len(), |k| start + k);
        match bytes[start..end].cmp(lower) {
            std::cmp::Ordering::Equal => return true,
            std::cmp::Ordering::Less => low = end + 1,
            std::cmp::Ordering::Greater => high = start,
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_is_sorted_by_byte_and_lower_case() {
        let words: Vec<&str> = WORDS.lines().filter(|l| !l.starts_with('#')).collect();
        assert!(words.len() > 40_000);
        assert!(words.windows(2).all(|w| w[0] < w[1]), "sorted, no repeats");
        assert!(
            words
                .iter()
                .all(|w| w.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'))
        );
        // Every word is found, the first and last included.
        assert!(words.iter().all(|w| is_word(w)));
    }

    #[test]
    fn words_and_slips() {
        for word in [
            "net", "next", "neither", "either", "latter", "father", "Shared", "reared",
        ] {
            assert!(is_word(word), "{word}");
        }
        for slip in ["womman", "nxt", "Contee", "absinthee", "", "a-", "zzzz"] {
            assert!(!is_word(slip), "{slip}");
        }
    }
}

/// `noun` after its indefinite article: "a pet", "an animal", "another pet" for "other pet".
pub fn with_article(noun: &str) -> String {
    if let Some(rest) = noun.strip_prefix("other ") {
        return format!("another {rest}");
    }
    let vowel = noun.starts_with(['a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U']);
    format!("{} {noun}", if vowel { "an" } else { "a" })
}

#[cfg(test)]
mod article_tests {
    use super::with_article;

    #[test]
    fn a_noun_takes_its_article() {
        assert_eq!(with_article("pet"), "a pet");
        assert_eq!(with_article("animal"), "an animal");
        assert_eq!(with_article("other pet"), "another pet");
    }
}
