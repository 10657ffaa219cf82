//! The page in a real browser: headless Chromium driven by chromedriver over WebDriver
//! (fantoccini). A player pastes the game's riddle and sees the lock's answer, steps through the
//! explanation and sees the grid change, switches the reading of "left of", and sees a sentence
//! not understood underlined; the page is also shown at phone width. Screenshots go to
//! `target/tmp/serve-screenshots/` to be looked at.
//!
//! Debian's `chromium` and `chromium-driver` packages provide the browser (`.ci/run` installs
//! them). Without them the test says so on standard error and passes as skipped, unless
//! `RIDDLE_REQUIRE_BROWSER` is set, as CI sets it: there a missing browser fails.

use std::io::Write;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::key::Key;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use riddle::serve::Limits;
use serde_json::{Value, json};

use super::{SEED_004, read_corpus, start};

/// A laptop's window, and a phone's (an iPhone 12's width in CSS pixels).
const DESKTOP: (u32, u32) = (1200, 900);
const PHONE: (u32, u32) = (390, 844);

/// The first of `names` found on the `PATH`, or at the path an environment variable gives.
fn find_program(variable: &str, names: &[&str]) -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(variable) {
        return Some(PathBuf::from(path));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|dir| names.iter().map(move |name| dir.join(name)))
        .find(|candidate| candidate.is_file())
}

/// chromedriver on a free port, killed when dropped.
struct Driver {
    child: Child,
    port: u16,
}

impl Driver {
    fn start(program: &Path) -> Driver {
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new(program)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("{}: {e}", program.display()));
        let started = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "chromedriver did not listen"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        Driver { child, port }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Evaluates `expression` in the page until it is truthy, and returns it.
async fn until(client: &Client, what: &str, expression: &str) -> Value {
    let started = Instant::now();
    loop {
        let value = client
            .execute(&format!("return ({expression});"), vec![])
            .await
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        let truthy = match &value {
            Value::Null => false,
            Value::Bool(b) => *b,
            Value::Number(n) => n.as_f64() != Some(0.0),
            Value::String(s) => !s.is_empty(),
            _ => true,
        };
        if truthy {
            return value;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "timed out waiting for {what}: {expression}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn text_of(client: &Client, css: &str) -> String {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .text()
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
}

async fn click(client: &Client, css: &str) {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .click()
        .await
        .unwrap_or_else(|e| panic!("click {css}: {e}"));
}

/// Cells of the grid marked `yes` or `no` (placed or crossed out).
async fn marks(client: &Client, mark: &str) -> u64 {
    client
        .execute(
            &format!("return document.querySelectorAll('#grid td[data-mark={mark}]').length;"),
            vec![],
        )
        .await
        .expect("counted")
        .as_u64()
        .expect("a count")
}

/// The window at this size, scrolled to the top of `css`, photographed.
async fn screenshot(
    client: &Client,
    folder: &Path,
    name: &str,
    (width, height): (u32, u32),
    css: &str,
) {
    client
        .set_window_size(width, height)
        .await
        .expect("resized");
    client
        .execute(
            "window.scrollTo(0, document.querySelector(arguments[0]).getBoundingClientRect().top + window.scrollY - 8);",
            vec![json!(css)],
        )
        .await
        .expect("scrolled");
    // Time to paint what scrolled into view: a screenshot taken at once can show it half drawn.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let png = client.screenshot().await.expect("a screenshot");
    let path = folder.join(name);
    std::fs::write(&path, png).expect("written");
    let _ = writeln!(std::io::stderr(), "screenshot: {}", path.display());
}

#[test]
fn a_player_solves_steps_switches_readings_and_sees_problems_in_chromium() {
    let Some(chromedriver) = find_program("CHROMEDRIVER", &["chromedriver"]) else {
        let message = "browser test SKIPPED: no chromedriver found (install Debian's chromium and \
                       chromium-driver, or set CHROMEDRIVER)";
        assert!(
            std::env::var_os("RIDDLE_REQUIRE_BROWSER").is_none(),
            "{message}; RIDDLE_REQUIRE_BROWSER is set"
        );
        // Past the test harness's capture, so that a run shows it plainly.
        let _ = writeln!(std::io::stderr(), "{message}");
        return;
    };
    let chromium = find_program("CHROME", &["chromium", "chromium-browser", "google-chrome"]);
    let addr = start(Limits::default());
    let driver = Driver::start(&chromedriver);
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("serve-screenshots");
    std::fs::create_dir_all(&folder).expect("a folder for screenshots");
    let profile = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("serve-chromium-profile-{}", std::process::id()));
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        // The flags this closed network needs: no background connections, no updates.
        let mut options = json!({ "args": [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-dev-shm-usage", format!("--user-data-dir={}", profile.display()),
            "--window-size=1280,1000",
        ]});
        if let Some(binary) = &chromium {
            options["binary"] = json!(binary);
        }
        let mut capabilities = serde_json::Map::new();
        capabilities.insert("goog:chromeOptions".into(), options);
        let client = ClientBuilder::new(HttpConnector::new())
            .capabilities(capabilities)
            .connect(&format!("http://127.0.0.1:{}", driver.port))
            .await
            .expect("a browser session");
        play(&client, addr, &folder).await;
        client.close().await.expect("the session closes");
    });
    drop(driver);
    let _ = std::fs::remove_dir_all(&profile);
}

async fn play(client: &Client, addr: SocketAddr, folder: &Path) {
    client
        .goto(&format!("http://{addr}/"))
        .await
        .expect("the page loads");
    until(
        client,
        "the riddles to pick",
        "document.querySelectorAll('#examples option').length > 1",
    )
    .await;

    // Pasted (typed) and solved from the keyboard: Ctrl+Enter in the text box.
    let riddle = String::from_utf8(read_corpus(SEED_004)).expect("UTF-8");
    let text_box = client
        .find(Locator::Css("#riddle"))
        .await
        .expect("the text box");
    text_box.send_keys(&riddle).await.expect("typed");
    text_box
        .send_keys(&(Key::Control + &Key::Enter.to_string()))
        .await
        .expect("Ctrl+Enter");
    until(
        client,
        "the lock's answer",
        "document.querySelectorAll('#answer li').length === 5",
    )
    .await;
    assert_eq!(text_of(client, "#verdict").await, "One answer.");
    let answer = text_of(client, "#answer").await;
    for line in [
        "Lady Winslow: Ring",
        "Doctor Marcolla: Diamond",
        "Countess Contee: Bird Pendant",
        "Madam Natsiou: Snuff Tin",
        "Baroness Finch: War Medal",
    ] {
        assert!(answer.contains(line), "{line} in {answer:?}");
    }
    screenshot(client, folder, "desktop-answer.png", DESKTOP, "body").await;
    let seating = text_of(client, "#seating").await;
    assert!(seating.contains("Madam Natsiou"), "{seating}");
    // The game's riddle is unique only with "left of" read as immediately left: both shown.
    let immediate = text_of(client, "#readings .reading-immediate").await;
    assert!(
        immediate.starts_with(
            "\u{201c}left of\u{201d} read as immediately left\nOne answer.\nMadam Natsiou: Snuff Tin"
        ),
        "{immediate}"
    );
    let somewhere = text_of(client, "#readings .reading-somewhere").await;
    assert!(
        somewhere.starts_with(
            "\u{201c}left of\u{201d} read as anywhere to the left\nMore than one answer"
        ),
        "{somewhere}"
    );

    // Step by step: each step fills or crosses out cells and marks its clue in the text.
    assert_eq!(text_of(client, "#step-count").await, "Step 0 of 33");
    assert_eq!(marks(client, "yes").await + marks(client, "no").await, 0);
    click(client, "#step-next").await;
    assert_eq!(text_of(client, "#step-count").await, "Step 1 of 33");
    assert_eq!(marks(client, "yes").await, 1, "Madam Natsiou in seat 1");
    assert_eq!(
        marks(client, "no").await,
        8,
        "her other seats, others in hers"
    );
    assert_eq!(
        text_of(client, "#marked .clue").await,
        "Madam Natsiou was at the far left"
    );
    assert!(
        text_of(client, "#step-text")
            .await
            .starts_with("1. Madam Natsiou is in seat 1.")
    );
    // The keyboard alone: Enter on the focused button.
    client
        .find(Locator::Css("#step-next"))
        .await
        .expect("next")
        .send_keys(&Key::Enter.to_string())
        .await
        .expect("Enter");
    assert_eq!(text_of(client, "#step-count").await, "Step 2 of 33");
    assert_eq!(
        text_of(client, "#step-text").await,
        "2. The guest in green is not in seat 5 and the guest in red is not in seat 1.\n\
         clue, line 3: \u{201c}The lady in green sat left of someone in red\u{201d}"
    );
    assert_eq!(
        marks(client, "no").await,
        10,
        "green not in 5, red not in 1"
    );
    click(client, "#step-prev").await;
    assert_eq!(text_of(client, "#step-count").await, "Step 1 of 33");
    assert_eq!(marks(client, "no").await, 8);

    // A hint shows the next step and marks its clue, without filling the grid.
    click(client, "#step-hint").await;
    assert!(text_of(client, "#step-text").await.starts_with(
        "Hint: the next step, from the clues marked in blue\n2. The guest in green is not in \
             seat 5"
    ));
    assert_eq!(
        text_of(client, "#marked .hinted").await,
        "The lady in green sat left of someone in red"
    );
    assert_eq!(marks(client, "no").await, 8);

    for _ in 1..12 {
        click(client, "#step-next").await;
    }
    assert_eq!(text_of(client, "#step-count").await, "Step 12 of 33");
    screenshot(client, folder, "desktop-steps.png", DESKTOP, "#steps").await;
    click(client, "#step-all").await;
    assert_eq!(text_of(client, "#step-count").await, "Step 33 of 33");
    assert_eq!(marks(client, "yes").await, 25, "every value placed");
    assert_eq!(
        marks(client, "open").await,
        0,
        "no cell left open at the end"
    );

    // The other reading of "left of": seven seatings, two shown side by side, no explanation.
    click(client, "#left-of-somewhere").await;
    until(
        client,
        "the answer under the other reading",
        "document.getElementById('verdict').textContent.startsWith('More than one answer')",
    )
    .await;
    assert_eq!(
        text_of(client, "#verdict").await,
        "More than one answer: 7 seatings fit every clue."
    );
    until(
        client,
        "two seatings side by side",
        "document.querySelectorAll('#seating .side-by-side table').length === 2",
    )
    .await;
    assert!(
        until(
            client,
            "the cells that differ",
            "document.querySelectorAll('#seating td.differs').length"
        )
        .await
        .as_u64()
            > Some(0)
    );
    until(
        client,
        "no steps",
        "document.getElementById('steps').hidden",
    )
    .await;
    screenshot(client, folder, "desktop-somewhere.png", DESKTOP, "body").await;
    click(client, "#left-of-immediate").await;
    until(
        client,
        "the answer under the game's reading",
        "document.getElementById('verdict').textContent === 'One answer.'",
    )
    .await;
    until(
        client,
        "the steps again",
        "!document.getElementById('steps').hidden",
    )
    .await;

    // A sentence not understood: underlined at the word the reader stopped at.
    let unreadable =
        String::from_utf8(read_corpus("corpus/invalid/unknown-sentence.txt")).expect("UTF-8");
    text_box.clear().await.expect("cleared");
    text_box.send_keys(&unreadable).await.expect("typed");
    click(client, "#solve").await;
    until(
        client,
        "the underlined word",
        "document.querySelector('#marked .problem.error')",
    )
    .await;
    assert_eq!(text_of(client, "#marked .problem.error").await, "performed");
    let problems = text_of(client, "#problems").await;
    assert!(
        problems.starts_with("line 3, column 196 error: sentence not understood: expected a verb"),
        "{problems}"
    );
    assert!(
        text_of(client, "#verdict")
            .await
            .starts_with("The riddle could not be read")
    );
    assert!(
        text_of(client, "#answer .errors")
            .await
            .starts_with("line 3, column 196: sentence not understood: expected a verb")
    );
    screenshot(
        client,
        folder,
        "desktop-unreadable.png",
        DESKTOP,
        "#text-section",
    )
    .await;

    // A slip corrected with a warning: underlined at the word, the correction said.
    client
        .find(Locator::Css("#examples"))
        .await
        .expect("the list")
        .select_by_value("3")
        .await
        .expect("picked");
    until(
        client,
        "the warning underlined",
        "document.querySelector('#marked .problem.warning')",
    )
    .await;
    assert_eq!(text_of(client, "#marked .problem.warning").await, "womman");
    assert_eq!(
        text_of(client, "#problems").await,
        "line 5, column 434 warning: read \"womman\" as \"woman\""
    );
    assert_eq!(text_of(client, "#verdict").await, "One answer.");

    // Typographic quotes take 3 bytes in UTF-8 and one unit in the page's strings: the marks
    // still fall on the right words.
    let curly =
        String::from_utf8(read_corpus("corpus/game/game-010-curly-quotes.txt")).expect("UTF-8");
    text_box.clear().await.expect("cleared");
    text_box.send_keys(&curly).await.expect("typed");
    click(client, "#solve").await;
    until(
        client,
        "the opening quote underlined",
        "document.querySelector('#marked .problem.warning')?.textContent === '\\u201c'",
    )
    .await;
    assert_eq!(text_of(client, "#step-count").await, "Step 0 of 33");
    click(client, "#step-next").await;
    assert_eq!(
        text_of(client, "#marked .clue").await,
        "Countess Contee was at the far left"
    );

    // Clues in conflict: named, and marked in the text.
    let contradictory =
        String::from_utf8(read_corpus("corpus/contradictory/game-two-at-far-left.txt"))
            .expect("UTF-8");
    text_box.clear().await.expect("cleared");
    text_box.send_keys(&contradictory).await.expect("typed");
    click(client, "#solve").await;
    until(
        client,
        "the clues in conflict marked",
        "document.querySelectorAll('#marked .conflict').length === 2",
    )
    .await;
    assert_eq!(
        text_of(client, "#verdict").await,
        "No answer: the clues are in conflict."
    );
    let marked = client
        .execute(
            "return [...document.querySelectorAll('#marked .conflict')].map((e) => e.textContent);",
            vec![],
        )
        .await
        .expect("marked");
    assert_eq!(
        marked,
        json!([
            "Lady Winslow was at the far left",
            "Madam Natsiou was at the far left"
        ])
    );

    // At phone width: the game's riddle picked from the list, nothing wider than the screen.
    client
        .set_window_size(PHONE.0, PHONE.1)
        .await
        .expect("a phone's width");
    client
        .find(Locator::Css("#examples"))
        .await
        .expect("the list")
        .select_by_value("0")
        .await
        .expect("picked");
    until(
        client,
        "the lock's answer at phone width",
        "document.querySelectorAll('#answer li').length === 5",
    )
    .await;
    click(client, "#step-next").await;
    click(client, "#step-next").await;
    let overflow = client
        .execute(
            "return document.documentElement.scrollWidth - document.documentElement.clientWidth;",
            vec![],
        )
        .await
        .expect("measured");
    assert_eq!(overflow, json!(0), "the page is wider than a phone");
    screenshot(client, folder, "phone-answer.png", PHONE, "body").await;
    screenshot(client, folder, "phone-steps.png", PHONE, "#steps").await;
}
