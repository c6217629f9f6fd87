//! The callbacks a library hands back from `rusteal_init`: how the engine calls Rust. Field
//! order is the ABI (mirrored in `RustealApiTable.h`). Every Rust implementation runs under
//! `rusteal_core::ffi_guard::ffi_boundary`, so a panic never unwinds into the engine.

use crate::handles::UObjectHandle;

#[repr(C)]
#[derive(Clone, Copy)]
pub struct RustealRustCallbacks {
    pub drop_rust_instance: extern "C" fn(handle: UObjectHandle, type_id: u64, rust_data: *mut u8),
    pub invoke_rust_function: extern "C" fn(callback_id: u64, obj: UObjectHandle, params: *mut u8),
    pub invoke_delegate_callback: extern "C" fn(callback_id: u64, params: *mut u8),
    pub on_shutdown: extern "C" fn(),
    pub construct_rust_instance: extern "C" fn(obj: UObjectHandle, type_id: u64, is_cdo: bool),
    pub notify_pinned_destroyed: extern "C" fn(handle: UObjectHandle),
    /// Every frame, on the game thread.
    pub on_tick: extern "C" fn(delta_seconds: f32),
}

/// The exports the host looks up in a library, by name.
pub mod exports {
    /// `extern "C" fn(table: *const RustealApiTable) -> *const RustealRustCallbacks`; null on failure.
    pub const INIT: &str = "rusteal_init";
    /// `extern "C" fn()`; idempotent.
    pub const SHUTDOWN: &str = "rusteal_shutdown";
    /// `extern "C" fn() -> u32`, the encoded version the library was built with.
    pub const VERSION: &str = "rusteal_version";
    /// `extern "C" fn() -> *const RustealRustCallbacks`, the callbacks of a library already initialised.
    pub const CALLBACKS: &str = "rusteal_callbacks";
}
