//! The API table the engine handed `rusteal_init`, for the life of the library.

use std::sync::atomic::{AtomicPtr, Ordering};

use rusteal_ffi::{RUSTEAL_VERSION, RustealApiTable, decode_version};

use crate::error::{ErrorKind, RustealError, RustealResult};

static API: AtomicPtr<RustealApiTable> = AtomicPtr::new(std::ptr::null_mut());

/// Stores the engine's table after checking its version. A table of another version is refused
/// with a message naming both versions and `rusteal build --all`.
///
/// # Safety
/// `table` must point to a valid table whose sub-tables and function pointers stay valid until
/// the library is unloaded.
pub unsafe fn install(table: *const RustealApiTable) -> RustealResult<()> {
    if table.is_null() {
        return Err(RustealError::new(ErrorKind::NullArgument).context("rusteal_init received a null API table"));
    }
    // SAFETY: the caller guarantees a valid table.
    let version = unsafe { (*table).version };
    check_version(version)?;
    API.store(table as *mut RustealApiTable, Ordering::Release);
    Ok(())
}

/// Refuses any version but this crate's own: the table has no size or field count, so exact
/// equality is the only safe rule.
pub fn check_version(engine_version: u32) -> RustealResult<()> {
    if engine_version == RUSTEAL_VERSION {
        return Ok(());
    }
    let e = decode_version(engine_version);
    let r = decode_version(RUSTEAL_VERSION);
    Err(RustealError::msg(format!(
        "the Rusteal plugin is version {}.{}.{} but this library was built with rusteal {}.{}.{}; \
         rebuild both with `rusteal build --all`",
        e.major, e.minor, e.patch, r.major, r.minor, r.patch
    ))
    .with_kind(ErrorKind::InvalidOperation))
}

/// Forgets the table (at shutdown): later calls into the engine fail instead of using it.
pub fn uninstall() {
    API.store(std::ptr::null_mut(), Ordering::Release);
}

/// Whether `rusteal_init` installed a table (false in unit tests without the engine).
pub fn is_api_initialized() -> bool {
    !API.load(Ordering::Acquire).is_null()
}

/// The table. Panics when the library was not initialised by the engine: calling the engine
/// from a unit test or after shutdown is a bug in the caller.
pub fn api() -> &'static RustealApiTable {
    let p = API.load(Ordering::Acquire);
    assert!(!p.is_null(), "rusteal: the engine API is not initialised (called outside the engine, or after shutdown)");
    // SAFETY: `install` stored a pointer the engine keeps valid while the library is loaded.
    unsafe { &*p }
}

/// The wrapper of a generated engine function, by its id (`func_ids.rs`): an error, not a panic,
/// when the library runs without the engine or the bindings and the C++ wrappers come from
/// different codegen runs.
pub fn engine_function(id: u32) -> RustealResult<*const std::ffi::c_void> {
    if !is_api_initialized() {
        return Err(RustealError::invalid_operation(
            "engine functions need the engine (the library was not initialised by it)",
        ));
    }
    let table = api();
    if table.func_count == 0 {
        return Err(RustealError::invalid_operation(
            "the engine has no generated engine functions for this library: `rusteal build --all` generates \
             their C++ (rusteal-host reads the generated RustealFuncIds.h beside it)",
        ));
    }
    if id >= table.func_count {
        return Err(RustealError::invalid_operation(format!(
            "engine function id {id} is outside the engine's table ({} entries): the bindings and the C++ wrappers come \
             from different codegen runs; run `rusteal build --all`",
            table.func_count
        )));
    }
    // SAFETY: the engine's table holds `func_count` entries.
    let f = unsafe { *table.func_table.add(id as usize) };
    if f.is_null() {
        return Err(RustealError::invalid_operation(format!(
            "engine function id {id} has no wrapper in the engine's table"
        )));
    }
    Ok(f)
}

/// The function table of the generated engine wrappers (`func_ids.rs` indexes it).
pub fn func_table_entry(id: u32) -> *const std::ffi::c_void {
    let table = api();
    assert!(
        id < table.func_count,
        "rusteal: engine function id {id} is outside the table ({} entries): the bindings and the C++ wrappers \
         come from different codegen runs; run `rusteal build --all`",
        table.func_count
    );
    // SAFETY: the engine's table holds `func_count` entries.
    unsafe { *table.func_table.add(id as usize) }
}

/// Reads a string the engine writes in "buf3" form (buffer, its length, the full length out),
/// retrying once with the full length when the first buffer was too small.
pub(crate) fn read_string(mut call: impl FnMut(*mut u8, u32, *mut u32) -> bool) -> Option<String> {
    let mut buf = vec![0u8; 256];
    for _ in 0..2 {
        let mut len = 0u32;
        if !call(buf.as_mut_ptr(), buf.len() as u32, &mut len) {
            return None;
        }
        if (len as usize) <= buf.len() {
            buf.truncate(len as usize);
            return Some(String::from_utf8_lossy(&buf).into_owned());
        }
        buf = vec![0u8; len as usize];
    }
    None
}

/// The engine's reason for the last failure with `code` on this thread in this frame.
pub(crate) fn take_error_message(code: rusteal_ffi::RustealErrorCode) -> Option<String> {
    if !is_api_initialized() {
        return None;
    }
    // The engine keeps the message until it is read whole, so a retry with a bigger buffer sees it.
    // SAFETY: valid buffer and length; the table is installed.
    read_string(|buf, len, out| unsafe { crate::ffi_dispatch::core_take_error_message(code, buf, len, out) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_version_is_accepted_and_others_name_rusteal_build_all() {
        assert!(check_version(RUSTEAL_VERSION).is_ok());
        let err = check_version(RUSTEAL_VERSION + 1).unwrap_err();
        let text = err.to_string();
        assert!(text.contains("rusteal build --all"), "{text}");
        assert!(text.contains("this library was built with rusteal"), "{text}");
    }

    #[test]
    fn read_string_retries_once_with_the_full_length() {
        let text = "x".repeat(300);
        let mut calls = 0;
        let got = read_string(|buf, len, out| {
            calls += 1;
            let n = text.len().min(len as usize);
            // SAFETY: the buffer holds `len` bytes.
            unsafe { std::ptr::copy_nonoverlapping(text.as_ptr(), buf, n) };
            // SAFETY: `out` is valid.
            unsafe { *out = text.len() as u32 };
            true
        });
        assert_eq!(got.as_deref(), Some(text.as_str()));
        assert_eq!(calls, 2);
        assert_eq!(read_string(|_, _, _| false), None);
    }

    #[test]
    fn a_null_table_is_refused() {
        // SAFETY: null is the case under test.
        let err = unsafe { install(std::ptr::null()) }.unwrap_err();
        assert_eq!(err.kind(), ErrorKind::NullArgument);
        assert!(!is_api_initialized());
    }
}
