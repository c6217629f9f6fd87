//! The panic hook chains to the one installed before it (its own process: hooks are global).

use std::sync::atomic::{AtomicUsize, Ordering};

use rusteal_core::ffi_guard::{ffi_boundary, install_panic_hook, take_last_panic};

static PREVIOUS_CALLS: AtomicUsize = AtomicUsize::new(0);

#[test]
fn the_recording_hook_runs_then_the_previous_one() {
    std::panic::set_hook(Box::new(|_| {
        PREVIOUS_CALLS.fetch_add(1, Ordering::SeqCst);
    }));
    install_panic_hook();
    install_panic_hook(); // idempotent: still one hook in the chain

    let line = line!() + 1;
    let out = ffi_boundary("default", || panic!("kaboom"));
    assert_eq!(out, "default");
    assert_eq!(PREVIOUS_CALLS.load(Ordering::SeqCst), 1, "the previous hook ran exactly once");
    assert!(take_last_panic().is_none(), "ffi_boundary consumed the record");

    let _ = std::panic::catch_unwind(|| panic!("second"));
    let rec = take_last_panic().expect("recorded");
    assert_eq!(rec.message, "second");
    assert_eq!(PREVIOUS_CALLS.load(Ordering::SeqCst), 2);
    let logged = rusteal_core::logging::take_captured();
    assert!(logged.iter().any(|l| l.contains("Rust panic: kaboom") && l.contains(&format!(":{line}:"))), "{logged:?}");
}
