//! The safe runtime of rusteal. Every unsafe call through the engine's API table is confined to
//! this crate, so the generated bindings and game code only see safe types.
//!
//! Map: `api` (the table `rusteal_init` received), `error` and `ffi_guard` (errors, panics at the
//! boundary), `object_ref` (`UObjectRef`, `Checked`, `Pinned`, `SubclassOf`, weak and soft
//! references), `struct_ref` (`OwnedStruct`, `UStructRef`, `OutRef`), `struct_field` (a struct's
//! strings, arrays and nested structs), `containers` (`UeArray`,
//! `UeMap`, `UeSet`), `fname`, `math`, `dynamic_call`, `reify_registry` (the types a library
//! declares), `delegate` (an object's multicast delegates), `interface` (`ScriptInterface`), `delegate_registry`, `task`, `console`, `logging`.
//!
//! What does not need the engine is tested here without it (`is_api_initialized()` guards the
//! paths that do); what needs it runs in `rusteal-host`.

pub mod api;
pub mod console;
pub mod container_iter;
pub mod containers;
pub mod delegate;
pub mod delegate_registry;
pub mod dynamic_call;
pub mod error;
pub mod fallback;
pub mod ffi_guard;
pub mod fname;
#[cfg(feature = "glam")]
mod glam_interop;
pub mod input;
pub mod interface;
pub mod logging;
pub mod math;
pub mod object_ref;
pub mod property;
pub mod reify;
pub mod reify_registry;
pub mod shape;
pub mod strings;
pub mod struct_array;
pub mod struct_field;
pub mod struct_ref;
pub mod task;
pub mod world;

/// Stub sub-tables (every entry "unavailable") for tests that fake a few entries of the engine.
#[cfg(feature = "test-table")]
#[doc(hidden)]
#[allow(unused_variables, clippy::too_many_arguments, clippy::missing_safety_doc)]
pub mod test_table {
    include!(concat!(env!("OUT_DIR"), "/test_table.rs"));
}

#[doc(hidden)]
pub mod ffi_dispatch {
    include!(concat!(env!("OUT_DIR"), "/ffi_dispatch.rs"));
}

pub use api::is_api_initialized;
pub use containers::{ContainerElement, ElementArg, UeArray, UeMap, UeSet};
pub use delegate::{DelegateParam, MulticastDelegateRef};
pub use delegate_registry::DelegateBinding;
pub use dynamic_call::{DynamicCall, DynamicCallResult};
pub use error::{ErrorContext, ErrorKind, RustealError, RustealResult};
pub use fname::FName;
pub use interface::ScriptInterface;
// Where Rusteal games import them: `use rusteal_runtime::runtime::{LOG_WARNING, ulog};`.
pub use console::ConsoleVariable;
pub use logging::{LOG_DISPLAY, LOG_ERROR, LOG_WARNING};
pub use math::{Color, LinearColor, Quat, Rotator, Transform, Vector, Vector2D, Vector4};
pub use object_ref::{
    Checked, HasParent, Inherits, Pinned, SoftObjectRef, SubclassOf, UObjectRef, UeClass, UeEnum, UeHandle,
    ValidHandle, WeakObjectRef,
};
pub use rusteal_ffi as ffi;
// The handles, where Rusteal games name them (`rusteal_runtime::runtime::UObjectHandle`).
pub use rusteal_ffi::{
    FNameHandle, FPropertyHandle, FWeakObjectHandle, RustealErrorCode, UClassHandle, UObjectHandle, UStructHandle,
};
pub use struct_ref::{OutRef, OwnedStruct, UStructRef, UeStruct};

#[cfg(test)]
mod tests {
    #[test]
    fn build_rs_generated_one_dispatch_function_per_table_entry() {
        // The twelve sub-tables of rusteal-ffi's api_table.rs (the mirror test counts the same).
        assert_eq!(crate::ffi_dispatch::DISPATCH_COUNT, 136);
    }
}
