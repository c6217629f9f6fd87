//! Interfaces declared in Rust (`#[uinterface]` on a trait). The engine knows the interface as a
//! class whose functions are Blueprint events; Rust names it `dyn Trait`, which the macro makes a
//! `UeClass`. `ScriptInterface<dyn Trait>` is an object seen through the interface: the macro
//! implements the trait on it, each method a call by name on the object (the implementing
//! class's function, a Blueprint's, or the interface's own, which returns the default value).
//! `UObjectRef::implements::<dyn Trait>()` and `UObjectRef::interface::<dyn Trait>()` are the casts.

use std::marker::PhantomData;

use rusteal_ffi::{UClassHandle, UObjectHandle};

use crate::object_ref::{UObjectRef, UeClass, UeHandle};
use crate::{RustealError, RustealResult};

/// An object seen through interface `I` (Unreal's `TScriptInterface<I>`).
pub struct ScriptInterface<I: ?Sized> {
    handle: UObjectHandle,
    _interface: PhantomData<fn() -> *const I>,
}

impl<I: ?Sized> Clone for ScriptInterface<I> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<I: ?Sized> Copy for ScriptInterface<I> {}

impl<I: ?Sized> ScriptInterface<I> {
    /// The object as the interface, unchecked (`UObjectRef::interface` checks).
    pub fn from_raw(handle: UObjectHandle) -> Self {
        Self { handle, _interface: PhantomData }
    }
    pub fn raw(&self) -> UObjectHandle {
        self.handle
    }
    /// The object, as a reference of class `T` (unchecked: cast it to check).
    pub fn object<T>(&self) -> UObjectRef<T> {
        UObjectRef::from_raw(self.handle)
    }
    pub fn is_null(&self) -> bool {
        self.handle.is_null()
    }
}

impl<I: ?Sized> UeHandle for ScriptInterface<I> {
    fn handle(&self) -> UObjectHandle {
        self.handle
    }
}

impl<I: ?Sized> PartialEq for ScriptInterface<I> {
    fn eq(&self, other: &Self) -> bool {
        self.handle == other.handle
    }
}

impl<I: ?Sized> std::fmt::Debug for ScriptInterface<I> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ScriptInterface<{}>({:?})", std::any::type_name::<I>(), self.handle)
    }
}

fn implements_class(handle: UObjectHandle, interface: UClassHandle) -> bool {
    // SAFETY: the caller checked the object; the table is installed.
    unsafe { crate::ffi_dispatch::core_is_a(handle, interface) }
}

impl<T> UObjectRef<T> {
    /// Whether the object's class implements interface `I` (`ImplementsInterface`); false for a
    /// null or destroyed object.
    pub fn implements<I: ?Sized + UeClass>(&self) -> bool {
        self.checked().is_ok_and(|c| implements_class(c.raw(), I::static_class()))
    }
    /// The object seen through interface `I`, if its class implements it.
    #[track_caller]
    pub fn interface<I: ?Sized + UeClass>(&self) -> RustealResult<ScriptInterface<I>> {
        let checked = self.checked()?;
        if implements_class(checked.raw(), I::static_class()) {
            Ok(ScriptInterface::from_raw(self.raw()))
        } else {
            Err(RustealError::invalid_cast_to(I::NAME).on(self.name().unwrap_or_default()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    trait Interactable {}
    impl UeClass for dyn Interactable {
        const NAME: &'static str = "Interactable";
        fn static_class() -> UClassHandle {
            UClassHandle::null()
        }
    }

    #[test]
    fn a_null_object_implements_nothing_and_says_why() {
        let none = UObjectRef::<()>::null();
        assert!(!none.implements::<dyn Interactable>());
        assert!(none.interface::<dyn Interactable>().is_err());
        let i = ScriptInterface::<dyn Interactable>::from_raw(UObjectHandle::null());
        assert!(i.is_null());
        assert_eq!(i, i.clone());
    }
}
