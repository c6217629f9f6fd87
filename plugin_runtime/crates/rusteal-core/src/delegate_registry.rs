//! Rust closures the engine calls by id: delegate bindings, console commands. A closure that is
//! re-entered while it runs (a broadcast from inside its own handler) is skipped, not run twice
//! on the same state.
//!
//! A closure needs only `Send`, not `Sync`: each one sits behind its own lock, taken for the
//! call, so it may capture a `UObjectRef` (which is `Send` but not `Sync`), as Rusteal's
//! `add(move |..| { Unit::from_obj(me) .. })` does, and may mutate what it captured (`FnMut`).
//! The lock is only ever tried: a closure already running is skipped, never waited for.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, TryLockError};

type Callback = dyn FnMut(*mut u8) + Send;

struct Entry {
    callback: Mutex<Box<Callback>>,
}

static NEXT_ID: AtomicU64 = AtomicU64::new(1);
static ENTRIES: Mutex<Option<HashMap<u64, Arc<Entry>>>> = Mutex::new(None);

/// Registers a closure; the id (never 0) is what the engine passes back.
pub fn register(callback: impl FnMut(*mut u8) + Send + 'static) -> u64 {
    let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
    let entry = Arc::new(Entry { callback: Mutex::new(Box::new(callback)) });
    ENTRIES.lock().unwrap_or_else(|p| p.into_inner()).get_or_insert_with(HashMap::new).insert(id, entry);
    id
}

/// Forgets a closure; false when the id was unknown.
pub fn unregister(id: u64) -> bool {
    ENTRIES.lock().unwrap_or_else(|p| p.into_inner()).as_mut().is_some_and(|m| m.remove(&id).is_some())
}

/// The `invoke_delegate_callback` callback. Returns whether a closure ran.
pub fn invoke(id: u64, params: *mut u8) -> bool {
    let entry = ENTRIES.lock().unwrap_or_else(|p| p.into_inner()).as_ref().and_then(|m| m.get(&id).cloned());
    let Some(entry) = entry else { return false };
    let mut callback = match entry.callback.try_lock() {
        Ok(callback) => callback,
        // A closure that panicked earlier (the FFI boundary reported it) still runs.
        Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
        Err(TryLockError::WouldBlock) => return false, // re-entered
    };
    (*callback)(params);
    true
}

/// Drops every closure (library shutdown).
pub fn clear_all() {
    ENTRIES.lock().unwrap_or_else(|p| p.into_inner()).take();
}

/// How many closures are registered.
pub fn len() -> usize {
    ENTRIES.lock().unwrap_or_else(|p| p.into_inner()).as_ref().map_or(0, |m| m.len())
}

/// A binding that unregisters its closure when dropped, unless `detach()`ed.
#[must_use = "dropping the binding unbinds the closure at once; call .detach() to keep it"]
pub struct DelegateBinding {
    id: u64,
    on_drop: Option<Box<dyn FnOnce(u64) + Send>>,
}

impl DelegateBinding {
    pub fn new(id: u64, on_drop: impl FnOnce(u64) + Send + 'static) -> Self {
        Self { id, on_drop: Some(Box::new(on_drop)) }
    }
    pub fn id(&self) -> u64 {
        self.id
    }
    /// Keeps the closure bound for the rest of the library's life.
    pub fn detach(mut self) {
        self.on_drop = None;
    }
}

impl Drop for DelegateBinding {
    fn drop(&mut self) {
        if let Some(f) = self.on_drop.take() {
            f(self.id);
            unregister(self.id);
        }
    }
}

/// The offsets of a delegate signature's parameters, by name.
pub fn delegate_offsets(
    prop: rusteal_ffi::FPropertyHandle,
    name: &str,
    params: &[&str],
) -> crate::RustealResult<Vec<u32>> {
    if !crate::api::is_api_initialized() {
        return Err(crate::RustealError::invalid_operation("delegates need the engine"));
    }
    // SAFETY: the table is installed; the engine checks the property.
    let sig = unsafe { crate::ffi_dispatch::reflection_get_delegate_signature(prop) };
    if sig.is_null() {
        return Err(crate::RustealError::type_mismatch(format!("`{name}` is not a delegate")));
    }
    crate::reify::signature_offsets(sig, name, params)
}

/// Binds a closure to a multicast delegate of an object; unbound when the binding is dropped.
pub fn bind_multicast(
    obj: rusteal_ffi::UObjectHandle,
    prop: rusteal_ffi::FPropertyHandle,
    mut f: impl FnMut(&mut crate::reify_registry::ParamBuffer) + Send + 'static,
) -> crate::RustealResult<DelegateBinding> {
    let id = register(move |params| {
        // SAFETY: the engine passes the broadcast's parameter buffer of this delegate's signature.
        let mut buffer = unsafe { crate::reify_registry::ParamBuffer::from_raw(params) };
        f(&mut buffer)
    });
    // SAFETY: the table is installed (delegate_offsets checked it for the caller); plain values.
    let code = unsafe { crate::ffi_dispatch::delegate_add_multicast(obj, prop, id) };
    if let Err(e) = crate::error::check_ffi_ctx(code, "binding a closure to a delegate") {
        unregister(id);
        return Err(e);
    }
    Ok(DelegateBinding::new(id, move |id| {
        if crate::api::is_api_initialized() {
            // SAFETY: the table is installed.
            let _ = unsafe { crate::ffi_dispatch::delegate_remove_multicast(obj, prop, id) };
        }
    }))
}

/// Binds a UFunction of another object to a multicast delegate (`AddDynamic`).
pub fn add_ufunction(
    obj: rusteal_ffi::UObjectHandle,
    prop: rusteal_ffi::FPropertyHandle,
    target: rusteal_ffi::UObjectHandle,
    function: &str,
) -> crate::RustealResult<()> {
    // SAFETY: the table is installed (the property cache found the property); valid buffers.
    let code = unsafe {
        crate::ffi_dispatch::delegate_add_function(obj, prop, target, function.as_ptr(), function.len() as u32)
    };
    crate::error::check_ffi_ctx(code, format!("binding `{function}` to a delegate"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    #[test]
    fn invoke_runs_by_id_and_skips_reentry() {
        static CALLS: AtomicUsize = AtomicUsize::new(0);
        static SELF_ID: AtomicU64 = AtomicU64::new(0);
        let id = register(|_| {
            CALLS.fetch_add(1, Ordering::SeqCst);
            // A broadcast from inside the handler reaches the same closure: skipped.
            assert!(!invoke(SELF_ID.load(Ordering::SeqCst), std::ptr::null_mut()));
        });
        SELF_ID.store(id, Ordering::SeqCst);
        assert_ne!(id, 0);
        assert!(invoke(id, std::ptr::null_mut()));
        assert!(invoke(id, std::ptr::null_mut()));
        assert_eq!(CALLS.load(Ordering::SeqCst), 2);
        assert!(unregister(id));
        assert!(!invoke(id, std::ptr::null_mut()));
        assert!(!unregister(id));
    }

    #[test]
    fn a_closure_may_hold_what_is_send_but_not_sync_and_change_it() {
        // A `Cell` is `Send` and not `Sync`, as a `UObjectRef` is; the closure counts in it.
        let seen = std::cell::Cell::new(0u32);
        let (tx, rx) = std::sync::mpsc::channel();
        let id = register(move |_| {
            seen.set(seen.get() + 1);
            tx.send(seen.get()).unwrap();
        });
        assert!(invoke(id, std::ptr::null_mut()));
        assert!(invoke(id, std::ptr::null_mut()));
        assert_eq!(rx.try_iter().collect::<Vec<_>>(), vec![1, 2], "one state across calls");
        assert!(unregister(id));
    }

    #[test]
    fn a_closure_that_panicked_runs_again() {
        static CALLS: AtomicUsize = AtomicUsize::new(0);
        let id = register(|_| {
            if CALLS.fetch_add(1, Ordering::SeqCst) == 0 {
                panic!("the first call fails");
            }
        });
        let first = std::panic::catch_unwind(|| invoke(id, std::ptr::null_mut()));
        assert!(first.is_err(), "the panic reaches the caller, which is the FFI boundary");
        assert!(invoke(id, std::ptr::null_mut()), "its lock was poisoned, not kept");
        assert_eq!(CALLS.load(Ordering::SeqCst), 2);
        assert!(unregister(id));
    }

    #[test]
    fn a_binding_unregisters_on_drop_unless_detached() {
        let id = register(|_| {});
        drop(DelegateBinding::new(id, |_| {}));
        assert!(!invoke(id, std::ptr::null_mut()));
        let kept = register(|_| {});
        DelegateBinding::new(kept, |_| {}).detach();
        assert!(invoke(kept, std::ptr::null_mut()));
        unregister(kept);
    }
}
