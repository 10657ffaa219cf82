//! Running the built binary as users do: arguments, standard input, and what comes back.
#![allow(dead_code)] // Each test file uses only some of these.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// `riddle ARGS` from the project's root, `stdin` on its standard input, without colors.
pub fn riddle(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_riddle"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // The child may exit before reading everything (a usage error): that is not a failure here.
    let _ = child.stdin.take().expect("piped").write_all(stdin);
    child.wait_with_output().expect("the binary finishes")
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `riddle parse` of `riddle` on standard input: its status, standard output and standard
/// error.
pub fn parse(riddle: &str) -> (Option<i32>, String, String) {
    let out = self::riddle(&["parse", "-"], riddle.as_bytes());
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

/// A fresh, empty folder for one test, removed by the test at its end.
pub fn scratch(test: &str) -> std::path::PathBuf {
    let folder = std::env::temp_dir().join(format!("riddle-cli-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a scratch folder");
    folder
}

pub fn path_arg(path: &std::path::Path) -> String {
    path.to_str().expect("a UTF-8 temporary path").to_string()
}
