//! What a game crate depends on, and nothing else: the re-exports (`runtime` = rusteal-core,
//! `ffi` = rusteal-ffi, the macros, `log`), `entry!()` (the four exports the host looks up),
//! `on_load!` (hooks run at the end of every init, hot reloads included) and the `prelude`.
//!
//! ```ignore
//! use rusteal_runtime::prelude::*;
//! rusteal_runtime::entry!();
//! ```
//!
//! The engine's own types are not here: they come from the project's generated bindings crate.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};

pub use log;
pub use rusteal_core as runtime;
pub use rusteal_ffi as ffi;
pub use rusteal_macros::{uclass, uclass_impl, uenum, uinterface, ustruct};

#[doc(hidden)]
pub use inventory as __inventory;

use rusteal_core::{api, delegate_registry, ffi_guard, logging, object_ref, reify_registry, task};
use rusteal_ffi::{RustealApiTable, RustealRustCallbacks, UObjectHandle};

pub mod prelude {
    //! The types a game uses most.
    pub use log::{debug, error, info, warn};
    pub use rusteal_core::{
        Checked, Color, DynamicCall, ErrorContext, ErrorKind, FName, HasParent, Inherits, LinearColor, OutRef,
        OwnedStruct, Pinned, Quat, Rotator, RustealError, RustealResult, ScriptInterface, SoftObjectRef, SubclassOf,
        Transform, UObjectRef, UStructRef, UeArray, UeClass, UeEnum, UeHandle, UeMap, UeSet, UeStruct, ValidHandle,
        Vector, Vector2D, Vector4, WeakObjectRef,
    };
    pub use rusteal_macros::{uclass, uclass_impl, uenum, uinterface, ustruct};
}

/// A hook of `on_load!`.
pub struct OnLoad {
    pub name: &'static str,
    pub run: fn() -> rusteal_core::RustealResult<()>,
}
inventory::collect!(OnLoad);

#[doc(hidden)]
pub trait LoadResult {
    fn into_result(self) -> rusteal_core::RustealResult<()>;
}
impl LoadResult for () {
    fn into_result(self) -> rusteal_core::RustealResult<()> {
        Ok(())
    }
}
impl LoadResult for rusteal_core::RustealResult<()> {
    fn into_result(self) -> rusteal_core::RustealResult<()> {
        self
    }
}

/// Runs a function (returning `()` or `RustealResult<()>`) at the end of every init.
#[macro_export]
macro_rules! on_load {
    ($f:path) => {
        const _: () = {
            fn __rusteal_on_load() -> $crate::runtime::RustealResult<()> {
                $crate::LoadResult::into_result($f())
            }
            $crate::__inventory::submit! {
                $crate::OnLoad { name: ::core::stringify!($f), run: __rusteal_on_load }
            }
        };
    };
}

/// The four exports the host looks up in the library: `rusteal_init`, `rusteal_shutdown`,
/// `rusteal_version`, `rusteal_callbacks`. Put it once in the game crate's `lib.rs`.
#[macro_export]
macro_rules! entry {
    () => {
        /// Called by the host with its API table; returns the callbacks, or null on failure.
        ///
        /// # Safety
        /// `table` is the host's API table, valid until `rusteal_shutdown`.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn rusteal_init(
            table: *const $crate::ffi::RustealApiTable,
        ) -> *const $crate::ffi::RustealRustCallbacks {
            // SAFETY: the host passes its API table, valid while the library is loaded.
            unsafe { $crate::init(table, ::core::env!("CARGO_MANIFEST_DIR")) }
        }
        /// Called by the host before unloading; idempotent.
        #[unsafe(no_mangle)]
        pub extern "C" fn rusteal_shutdown() {
            $crate::shutdown();
        }
        /// The version the library was built with, checked before `rusteal_init`.
        #[unsafe(no_mangle)]
        pub extern "C" fn rusteal_version() -> u32 {
            $crate::ffi::RUSTEAL_VERSION
        }
        /// The callbacks of an initialised library.
        #[unsafe(no_mangle)]
        pub extern "C" fn rusteal_callbacks() -> *const $crate::ffi::RustealRustCallbacks {
            &$crate::CALLBACKS
        }
    };
}

static INITIALIZED: AtomicBool = AtomicBool::new(false);

/// `rusteal_init`: checks the table and its version, records the game thread and the source
/// root, installs the panic hook and the logger, registers every type the macros submitted, runs
/// the `on_load!` hooks, and returns the callbacks. Null on failure (the host refuses the
/// library); the reason is logged.
///
/// # Safety
/// `table` must be the host's API table, valid until `rusteal_shutdown`.
pub unsafe fn init(table: *const RustealApiTable, source_root: &str) -> *const RustealRustCallbacks {
    let outcome = catch_unwind(AssertUnwindSafe(|| -> rusteal_core::RustealResult<()> {
        logging::set_source_root(source_root);
        // SAFETY: the caller's contract.
        unsafe { api::install(table) }?;
        ffi_guard::install_panic_hook();
        logging::install_logger();
        task::set_game_thread();
        reify_registry::register_all_from_inventory()?;
        for hook in inventory::iter::<OnLoad> {
            if let Err(e) = (hook.run)() {
                e.context(format!("running on_load hook {}", hook.name)).log(log::Level::Error);
            }
        }
        Ok(())
    }));
    match outcome {
        Ok(Ok(())) => {
            INITIALIZED.store(true, Ordering::Release);
            &CALLBACKS
        }
        Ok(Err(e)) => {
            let e = e.context("initialising the Rust library");
            if api::is_api_initialized() {
                e.log(log::Level::Error);
            } else {
                // No usable table (null, or of another version): stderr, which the host captures.
                logging::log(logging::LOG_ERROR, &format!("{e:#}"));
            }
            shutdown_all();
            std::ptr::null()
        }
        Err(_) => {
            logging::log(logging::LOG_ERROR, "the Rust library panicked while initialising");
            shutdown_all();
            std::ptr::null()
        }
    }
}

fn shutdown_all() {
    task::shutdown();
    delegate_registry::clear_all();
    reify_registry::clear_all();
    api::uninstall();
}

/// `rusteal_shutdown` and the `on_shutdown` callback: waits for background tasks, drops every
/// Rust object's data and closure, forgets the table. The host calls it twice; the second call
/// does nothing.
pub fn shutdown() {
    if INITIALIZED.swap(false, Ordering::AcqRel) {
        let _ = catch_unwind(shutdown_all);
    }
}

extern "C" fn cb_drop_rust_instance(handle: UObjectHandle, type_id: u64, _rust_data: *mut u8) {
    ffi_guard::ffi_boundary((), || {
        reify_registry::drop_instance(handle, type_id);
    })
}

extern "C" fn cb_invoke_rust_function(callback_id: u64, obj: UObjectHandle, params: *mut u8) {
    ffi_guard::ffi_boundary((), || {
        // SAFETY: the host passes the parameter buffer of the function it registered under this id.
        if !unsafe { reify_registry::invoke_function(callback_id, obj, params) } {
            logging::log(logging::LOG_ERROR, &format!("rusteal: no Rust function has callback id {callback_id}"));
        }
    })
}

extern "C" fn cb_invoke_delegate_callback(callback_id: u64, params: *mut u8) {
    ffi_guard::ffi_boundary((), || {
        delegate_registry::invoke(callback_id, params);
    })
}

extern "C" fn cb_on_shutdown() {
    ffi_guard::ffi_boundary((), shutdown)
}

extern "C" fn cb_construct_rust_instance(obj: UObjectHandle, type_id: u64, _is_cdo: bool) {
    ffi_guard::ffi_boundary((), || {
        if !reify_registry::construct_instance(obj, type_id) {
            logging::log(logging::LOG_ERROR, &format!("rusteal: no Rust class has type id {type_id:#x}"));
        }
    })
}

extern "C" fn cb_notify_pinned_destroyed(handle: UObjectHandle) {
    ffi_guard::ffi_boundary((), || object_ref::notify_pinned_destroyed(handle))
}

extern "C" fn cb_on_tick(delta_seconds: f32) {
    ffi_guard::ffi_boundary((), || task::tick(delta_seconds))
}

/// The seven callbacks, each under the panic guard.
pub static CALLBACKS: RustealRustCallbacks = RustealRustCallbacks {
    drop_rust_instance: cb_drop_rust_instance,
    invoke_rust_function: cb_invoke_rust_function,
    invoke_delegate_callback: cb_invoke_delegate_callback,
    on_shutdown: cb_on_shutdown,
    construct_rust_instance: cb_construct_rust_instance,
    notify_pinned_destroyed: cb_notify_pinned_destroyed,
    on_tick: cb_on_tick,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn init_refuses_a_null_table_and_a_table_of_another_version_naming_the_fix() {
        // SAFETY: null is refused before use.
        assert!(unsafe { init(std::ptr::null(), "/src") }.is_null());
        let err = api::check_version(rusteal_ffi::RUSTEAL_VERSION + 1000).unwrap_err();
        assert!(err.to_string().contains("rusteal build --all"));
        assert!(!api::is_api_initialized());
    }

    #[test]
    fn shutdown_is_idempotent_and_callbacks_on_unknown_ids_report_instead_of_unwinding() {
        shutdown();
        shutdown();
        assert!(!api::is_api_initialized());
        logging::take_captured();
        // A callback on an unknown id logs an error naming it and returns: nothing crosses the
        // boundary (a panic in an extern "C" callback would abort this test).
        (CALLBACKS.invoke_rust_function)(987_654, UObjectHandle::null(), std::ptr::null_mut());
        (CALLBACKS.construct_rust_instance)(UObjectHandle::null(), 0xdead, false);
        let lines = logging::take_captured();
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert!(
            lines[0].contains("Error") && lines[0].contains("no Rust function has callback id 987654"),
            "{lines:?}"
        );
        assert!(lines[1].contains("Error") && lines[1].contains("no Rust class has type id 0xdead"), "{lines:?}");
        // A tick with no task, and an unknown delegate binding (one unbound meanwhile), are silent.
        (CALLBACKS.on_tick)(0.016);
        (CALLBACKS.invoke_delegate_callback)(123_456, std::ptr::null_mut());
        assert_eq!(logging::take_captured(), Vec::<String>::new());
    }
}
