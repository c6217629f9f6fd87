//! Logging into the engine's log (`LogRusteal`), and error reports for the Message Log. Games log
//! through the `log` crate: `install_logger()` (called by `rusteal_runtime::init`) makes `error!`
//! an error, `warn!` a warning and the rest display-level lines, with Info as the default
//! maximum level. Each library has its own logger.
//!
//! Without the engine (unit tests, tools), lines go to stderr and to a small per-thread capture
//! buffer that `take_captured()` drains.

use std::sync::Mutex;

use rusteal_ffi::{FWeakObjectHandle, RUSTEAL_LOG_DISPLAY, RUSTEAL_LOG_ERROR, RUSTEAL_LOG_WARNING, RustealErrorReport};

use crate::api::is_api_initialized;
use crate::error::RustealError;
use crate::ffi_guard::PanicRecord;

pub const LOG_DISPLAY: u8 = RUSTEAL_LOG_DISPLAY;
pub const LOG_WARNING: u8 = RUSTEAL_LOG_WARNING;
pub const LOG_ERROR: u8 = RUSTEAL_LOG_ERROR;

const CAPTURE_LIMIT: usize = 1000;
thread_local! {
    static CAPTURED: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn capture(line: String) {
    eprintln!("{line}");
    CAPTURED.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() == CAPTURE_LIMIT {
            c.remove(0);
        }
        c.push(line);
    });
}

/// Drains what this thread logged while no engine was attached.
pub fn take_captured() -> Vec<String> {
    CAPTURED.with(|c| std::mem::take(&mut *c.borrow_mut()))
}

fn level_name(level: u8) -> &'static str {
    match level {
        LOG_WARNING => "Warning",
        LOG_ERROR => "Error",
        _ => "Display",
    }
}

/// Writes one line to the engine's log at a level (`LOG_DISPLAY`, `LOG_WARNING`, `LOG_ERROR`).
pub fn log(level: u8, message: &str) {
    if is_api_initialized() {
        // SAFETY: the table is installed; pointer and length describe `message`.
        unsafe { crate::ffi_dispatch::logging_log(level, message.as_ptr(), message.len() as u32) };
    } else {
        capture(format!("LogRusteal: {}: {message}", level_name(level)));
    }
}

/// The raw logging macro kept for older projects: `ulog!(LOG_WARNING, "{} left", n)`.
#[macro_export]
macro_rules! ulog {
    ($level:expr, $($arg:tt)+) => { $crate::logging::log($level, &::std::format!($($arg)+)) };
}

/// A source location for a report: absolute file, line, column.
struct SourceLocation<'a> {
    file: &'a str,
    line: u32,
    column: u32,
}

fn send_report(
    level: u8,
    script: bool,
    summary: &str,
    details: &str,
    object: FWeakObjectHandle,
    at: SourceLocation<'_>,
) {
    let SourceLocation { file, line, column } = at;
    if is_api_initialized() {
        let report = RustealErrorReport {
            level,
            is_script_error: script,
            summary: summary.as_ptr(),
            summary_len: summary.len() as u32,
            details: details.as_ptr(),
            details_len: details.len() as u32,
            object,
            file: file.as_ptr(),
            file_len: file.len() as u32,
            line,
            column,
        };
        // SAFETY: every pointer lives until the call returns.
        unsafe { crate::ffi_dispatch::logging_report(&report) };
    } else {
        let at = if file.is_empty() { String::new() } else { format!(" at {file}:{line}:{column}") };
        capture(format!("LogRusteal: {}: [Rusteal] {summary}{at}", level_name(level)));
    }
}

/// Reports an error: the one-line summary, the full report, its object and source location.
pub fn report_error(error: &RustealError, level: log::Level, script_error: bool) {
    let lvl = match level {
        log::Level::Error => LOG_ERROR,
        log::Level::Warn => LOG_WARNING,
        _ => LOG_DISPLAY,
    };
    let object = match error.subject_handle() {
        Some(h) if is_api_initialized() => crate::object_ref::make_weak(h),
        _ => FWeakObjectHandle::null(),
    };
    let loc = error.location();
    let file = source_path(loc.file());
    let at = SourceLocation { file: &file, line: loc.line(), column: loc.column() };
    send_report(lvl, script_error, &error.to_string(), &format!("{error:?}"), object, at);
}

/// Reports a caught panic as a script error.
pub fn report_panic(record: &PanicRecord) {
    let summary = format!("Rust panic: {}", record.message);
    let file = if record.file.is_empty() { String::new() } else { source_path(&record.file) };
    let at = SourceLocation { file: &file, line: record.line, column: record.column };
    send_report(LOG_ERROR, true, &summary, &summary, FWeakObjectHandle::null(), at);
}

static SOURCE_ROOT: Mutex<Option<String>> = Mutex::new(None);

/// Records the game crate's folder (`entry!()` passes `CARGO_MANIFEST_DIR`), so relative source
/// locations become absolute links the editor can open.
pub fn set_source_root(root: &str) {
    *SOURCE_ROOT.lock().unwrap_or_else(|p| p.into_inner()) = Some(root.to_string());
}

fn source_path(file: &str) -> String {
    if std::path::Path::new(file).is_absolute() {
        return file.to_string();
    }
    let root = SOURCE_ROOT.lock().unwrap_or_else(|p| p.into_inner()).clone();
    match root {
        // rustc names a workspace member's files from the workspace root ("game/src/lib.rs"),
        // a lone crate's from its own folder ("src/lib.rs"): the first folder up from the
        // crate's that holds the file is where it is.
        Some(root) => {
            let root = std::path::Path::new(&root);
            root.ancestors()
                .map(|dir| dir.join(file))
                .find(|candidate| candidate.is_file())
                .unwrap_or_else(|| root.join(file))
                .to_string_lossy()
                .into_owned()
        }
        None => file.to_string(),
    }
}

struct EngineLogger;

impl log::Log for EngineLogger {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        metadata.level() <= log::max_level()
    }
    fn log(&self, record: &log::Record<'_>) {
        if !self.enabled(record.metadata()) {
            return;
        }
        let level = match record.level() {
            log::Level::Error => LOG_ERROR,
            log::Level::Warn => LOG_WARNING,
            _ => LOG_DISPLAY,
        };
        log(level, &record.args().to_string());
    }
    fn flush(&self) {}
}

static LOGGER: EngineLogger = EngineLogger;

/// Installs the `log` crate's logger for this library (once; later calls keep the first).
pub fn install_logger() {
    if log::set_logger(&LOGGER).is_ok() {
        log::set_max_level(log::LevelFilter::Info);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_the_engine_lines_are_captured_with_their_level() {
        install_logger();
        log::warn!("three goblins left");
        crate::ulog!(LOG_ERROR, "wave {} failed", 4);
        log::debug!("not shown at the default level");
        let lines = take_captured();
        assert!(lines.contains(&"LogRusteal: Warning: three goblins left".to_string()), "{lines:?}");
        assert!(lines.contains(&"LogRusteal: Error: wave 4 failed".to_string()), "{lines:?}");
        assert!(!lines.iter().any(|l| l.contains("not shown")));
    }

    #[test]
    fn relative_sources_are_joined_to_the_recorded_root() {
        set_source_root("/home/dev/MyGame/Rust/game");
        assert_eq!(source_path("src/lib.rs"), "/home/dev/MyGame/Rust/game/src/lib.rs");
        assert_eq!(source_path("/abs/x.rs"), "/abs/x.rs");
        // A workspace member: the file is named from the workspace root, one folder up.
        let ws = std::env::temp_dir().join(format!("rusteal-source-root-{}", std::process::id()));
        std::fs::create_dir_all(ws.join("game/src")).unwrap();
        std::fs::write(ws.join("game/src/lib.rs"), "").unwrap();
        set_source_root(ws.join("game").to_str().unwrap());
        assert_eq!(source_path("game/src/lib.rs"), ws.join("game/src/lib.rs").to_string_lossy());
        assert_eq!(source_path("src/lib.rs"), ws.join("game/src/lib.rs").to_string_lossy());
        std::fs::remove_dir_all(&ws).unwrap();
    }
}
