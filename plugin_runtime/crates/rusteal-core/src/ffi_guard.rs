//! No panic crosses into C++. `ffi_boundary` runs every callback under `catch_unwind` and reports
//! a panic as a script error ("Rust panic: ...") at the file, line and column the panic hook
//! recorded; the hook is chained to the one installed before it.

use std::cell::RefCell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

/// Where and why the last panic on this thread happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanicRecord {
    pub message: String,
    pub file: String,
    pub line: u32,
    pub column: u32,
}

thread_local! {
    static LAST_PANIC: RefCell<Option<PanicRecord>> = const { RefCell::new(None) };
}

static INSTALL: Once = Once::new();

/// Installs the recording hook once per library, before the hook that was there.
pub fn install_panic_hook() {
    INSTALL.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            let message = if let Some(s) = info.payload().downcast_ref::<&str>() {
                (*s).to_string()
            } else if let Some(s) = info.payload().downcast_ref::<String>() {
                s.clone()
            } else {
                "a panic with a non-string payload".to_string()
            };
            let (file, line, column) =
                info.location().map(|l| (l.file().to_string(), l.line(), l.column())).unwrap_or_default();
            LAST_PANIC.with(|p| *p.borrow_mut() = Some(PanicRecord { message, file, line, column }));
            previous(info);
        }));
    });
}

/// Takes the record of this thread's last panic.
pub fn take_last_panic() -> Option<PanicRecord> {
    LAST_PANIC.with(|p| p.borrow_mut().take())
}

/// Runs `f`; on a panic, reports it and returns `default`.
pub fn ffi_boundary<R>(default: R, f: impl FnOnce() -> R) -> R {
    match panic::catch_unwind(AssertUnwindSafe(f)) {
        Ok(v) => v,
        Err(payload) => {
            let record = take_last_panic().unwrap_or_else(|| PanicRecord {
                message: payload_text(&*payload),
                file: String::new(),
                line: 0,
                column: 0,
            });
            crate::logging::report_panic(&record);
            default
        }
    }
}

fn payload_text(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic with a non-string payload".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_returns_the_default_and_records_its_location() {
        install_panic_hook();
        let line = line!() + 1;
        let got = ffi_boundary(7u32, || panic!("boom {}", 42));
        assert_eq!(got, 7);
        let logged = crate::logging::take_captured();
        let entry = logged.iter().find(|l| l.contains("Rust panic: boom 42")).expect("the panic was reported");
        assert!(entry.contains(&format!("{}:{line}:", file!())), "{entry}");
        assert!(take_last_panic().is_none(), "the record was consumed by the report");
    }

    #[test]
    fn no_panic_passes_the_value_through() {
        assert_eq!(ffi_boundary(0, || 5), 5);
    }
}
