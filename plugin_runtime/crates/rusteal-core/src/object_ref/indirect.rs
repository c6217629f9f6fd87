//! The references that do not hold an object: `WeakObjectRef<T>` (`TWeakObjectPtr`), which
//! resolves to the object while it lives, and `SoftObjectRef<T>` (`TSoftObjectPtr`), an asset path
//! loaded on demand. Re-exported by `object_ref`.

use std::marker::PhantomData;

use rusteal_ffi::FWeakObjectHandle;

use super::{Checked, NotSync, UObjectRef, UeClass};
use crate::api::is_api_initialized;
use crate::error::{RustealError, RustealResult};

/// A weak reference (`TWeakObjectPtr<T>`): resolves to the object while it lives.
pub struct WeakObjectRef<T> {
    pub(super) weak: FWeakObjectHandle,
    pub(super) _type: PhantomData<fn() -> T>,
    pub(super) _not_sync: NotSync,
}

impl<T> Clone for WeakObjectRef<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for WeakObjectRef<T> {}
impl<T> Default for WeakObjectRef<T> {
    fn default() -> Self {
        Self::from_raw(FWeakObjectHandle::null())
    }
}

impl<T> WeakObjectRef<T> {
    pub const fn from_raw(weak: FWeakObjectHandle) -> Self {
        Self { weak, _type: PhantomData, _not_sync: PhantomData }
    }
    pub fn raw(&self) -> FWeakObjectHandle {
        self.weak
    }
    /// The object, if it still lives.
    pub fn get(&self) -> Option<UObjectRef<T>> {
        if self.weak.is_null() || !is_api_initialized() {
            return None;
        }
        // SAFETY: the table is installed.
        let h = unsafe { crate::ffi_dispatch::core_resolve_weak(self.weak) };
        (!h.is_null()).then(|| UObjectRef::from_raw(h))
    }
    pub fn is_valid(&self) -> bool {
        // SAFETY: the table is installed when asked.
        !self.weak.is_null() && is_api_initialized() && unsafe { crate::ffi_dispatch::core_is_weak_valid(self.weak) }
    }
    /// The object as a `Checked` reference while it lives (Rusteal's `hit.get_component().checked()`).
    pub fn checked(&self) -> RustealResult<Checked<T>> {
        self.get()
            .ok_or_else(|| RustealError::object_destroyed().on(std::any::type_name::<T>()))?
            .checked()
    }
}

/// A soft reference (`TSoftObjectPtr<T>`): an asset path, loaded on demand.
pub struct SoftObjectRef<T> {
    path: String,
    _type: PhantomData<fn() -> T>,
}

impl<T> Clone for SoftObjectRef<T> {
    fn clone(&self) -> Self {
        Self { path: self.path.clone(), _type: PhantomData }
    }
}
impl<T> Default for SoftObjectRef<T> {
    fn default() -> Self {
        Self { path: String::new(), _type: PhantomData }
    }
}
impl<T> PartialEq for SoftObjectRef<T> {
    fn eq(&self, other: &Self) -> bool {
        self.path == other.path
    }
}
impl<T> std::fmt::Debug for SoftObjectRef<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SoftObjectRef<{}>({:?})", std::any::type_name::<T>(), self.path)
    }
}

impl<T: UeClass> SoftObjectRef<T> {
    pub fn new(path: impl Into<String>) -> Self {
        Self { path: path.into(), _type: PhantomData }
    }
    pub fn path(&self) -> &str {
        &self.path
    }
    pub fn is_null(&self) -> bool {
        self.path.is_empty()
    }
    /// Loads (or finds) the object.
    #[track_caller]
    pub fn load(&self) -> RustealResult<UObjectRef<T>> {
        if self.path.is_empty() {
            return Err(
                RustealError::new(crate::error::ErrorKind::NullArgument).context("loading an empty soft reference")
            );
        }
        // SAFETY: the table is installed (api() panics otherwise); pointer and length describe the path.
        let h = unsafe {
            crate::ffi_dispatch::world_load_object(T::static_class(), self.path.as_ptr(), self.path.len() as u32)
        };
        if h.is_null() {
            Err(RustealError::invalid_operation(format!("cannot load `{}` as {}", self.path, T::NAME)))
        } else {
            Ok(UObjectRef::from_raw(h))
        }
    }
    /// `load` by Rusteal's name (`TSoftObjectPtr::LoadSynchronous`).
    #[track_caller]
    pub fn load_synchronous(&self) -> RustealResult<UObjectRef<T>> {
        self.load()
    }
}
