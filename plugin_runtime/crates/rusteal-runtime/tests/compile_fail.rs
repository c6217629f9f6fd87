//! Compile-fail tests of the macros: each `compile_fail/<case>.rs` is a small crate on top of
//! rusteal-runtime that must fail to compile with the error text of its `//~ ERROR` line, at the
//! token of its `//~ AT` line (or, for `//~ OK` cases, compile cleanly, which proves the harness
//! itself builds crates that can pass). All cases are one workspace checked by one cargo run.
//!
//! No crates.io test crate is available here (trybuild), so this is the harness: it runs the
//! same cargo that runs it, so it inherits the offline configuration of `cargo-offline`.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Prepended to every case: the engine classes a case uses, as the bindings would declare them.
const HEADER: &str = "#![allow(dead_code, unused_variables, unused_mut)]
use rusteal_runtime::prelude::*;
pub struct Actor;
impl UeClass for Actor {
    const NAME: &'static str = \"Actor\";
    fn static_class() -> rusteal_runtime::ffi::UClassHandle { rusteal_runtime::ffi::UClassHandle::null() }
}
";

struct Case {
    name: String,
    source: String,
    error: Option<String>,
    at: Option<String>,
}

fn load_cases(dir: &Path) -> Vec<Case> {
    let mut cases = Vec::new();
    for entry in fs::read_dir(dir).expect("the compile_fail folder") {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("rs") {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        let directive =
            |tag: &str| text.lines().find_map(|l| l.strip_prefix(&format!("//~ {tag} ")).map(|s| s.trim().to_string()));
        let ok = text.lines().any(|l| l.trim() == "//~ OK");
        let case = Case {
            name: path.file_stem().unwrap().to_string_lossy().into_owned(),
            source: text.clone(),
            error: directive("ERROR"),
            at: directive("AT"),
        };
        assert!(
            ok || (case.error.is_some() && case.at.is_some()),
            "{}: a case needs `//~ ERROR <text>` and `//~ AT <token>` lines, or `//~ OK`",
            path.display()
        );
        cases.push(case);
    }
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    cases
}

fn write_workspace(root: &Path, cases: &[Case]) {
    let runtime = Path::new(env!("CARGO_MANIFEST_DIR"));
    let _ = fs::remove_dir_all(root.join("cases"));
    fs::create_dir_all(root.join("cases")).unwrap();
    fs::write(root.join("Cargo.toml"), "[workspace]\nresolver = \"3\"\nmembers = [\"cases/*\"]\n").unwrap();
    for c in cases {
        let dir = root.join("cases").join(&c.name);
        fs::create_dir_all(dir.join("src")).unwrap();
        fs::write(
            dir.join("Cargo.toml"),
            format!(
                "[package]\nname = \"case-{}\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
                 [dependencies]\nrusteal-runtime = {{ path = {:?} }}\n",
                c.name.replace('_', "-"),
                runtime.display().to_string()
            ),
        )
        .unwrap();
        fs::write(dir.join("src/lib.rs"), format!("{HEADER}{}", c.source)).unwrap();
    }
}

/// `cases/<name>/src/lib.rs:LINE:COL: error: MESSAGE` lines, by case.
fn errors_by_case(output: &str) -> BTreeMap<String, Vec<(usize, usize, String)>> {
    let mut map: BTreeMap<String, Vec<(usize, usize, String)>> = BTreeMap::new();
    for line in output.lines() {
        let Some(rest) = line.strip_prefix("cases/") else { continue };
        let Some((case, rest)) = rest.split_once("/src/lib.rs:") else { continue };
        let mut parts = rest.splitn(3, ':');
        let (Some(l), Some(c), Some(msg)) = (parts.next(), parts.next(), parts.next()) else { continue };
        let Some(msg) = msg.trim_start().strip_prefix("error") else { continue };
        let msg = msg.trim_start_matches(|ch: char| ch != ':').trim_start_matches(':').trim().to_string();
        if let (Ok(l), Ok(c)) = (l.parse(), c.parse()) {
            map.entry(case.to_string()).or_default().push((l, c, msg));
        }
    }
    map
}

#[test]
fn macro_misuse_is_a_compile_error_naming_the_token() {
    let cases = load_cases(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/compile_fail"));
    assert!(cases.len() >= 20, "the cases were found");
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("compile_fail");
    write_workspace(&root, &cases);

    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let out = Command::new(cargo)
        .current_dir(&root)
        .args(["check", "--workspace", "--keep-going", "--message-format=short", "--quiet"])
        .env("CARGO_TARGET_DIR", root.join("target"))
        .env("CARGO_TERM_COLOR", "never")
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("error: failed to"), "cargo could not set up the cases:\n{stderr}");
    let errors = errors_by_case(&stderr);

    let mut failures = Vec::new();
    for c in &cases {
        let dir = c.name.as_str();
        let found = errors.get(dir).cloned().unwrap_or_default();
        let Some(expected) = &c.error else {
            if !found.is_empty() {
                failures.push(format!("{}: expected to compile, got {found:?}", c.name));
            }
            continue;
        };
        let lines: Vec<String> = format!("{HEADER}{}", c.source).lines().map(str::to_string).collect();
        let at = c.at.as_deref().unwrap();
        let hit = found.iter().find(|(l, col, msg)| {
            msg.contains(expected.as_str())
                && lines.get(l - 1).is_some_and(|text| text.chars().skip(col - 1).collect::<String>().starts_with(at))
        });
        if hit.is_none() {
            let described: Vec<String> = found
                .iter()
                .map(|(l, col, msg)| {
                    let text: String =
                        lines.get(l - 1).map(|t| t.chars().skip(col - 1).take(40).collect()).unwrap_or_default();
                    format!("    {l}:{col} at `{text}`: {msg}")
                })
                .collect();
            failures.push(format!(
                "{}: expected `{expected}` at `{at}`; got:\n{}",
                c.name,
                if described.is_empty() { "    (no error)".to_string() } else { described.join("\n") }
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} case(s) failed:\n{}\n\ncargo said:\n{stderr}",
        failures.len(),
        failures.join("\n")
    );
}
