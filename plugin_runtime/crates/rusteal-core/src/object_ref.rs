//! References to engine objects and classes.
//!
//! - `UObjectRef<T>`: a typed handle; says nothing about liveness. `checked()` proves the object
//!   valid now and gives a `Checked<T>`, the receiver of generated instance methods.
//! - `Pinned<T>`: keeps the object alive for Rust (a GC root) while any clone exists; reference
//!   counted per object, so pinning one object from several places pins it once.
//! - `SubclassOf<T>`, `WeakObjectRef<T>`, `SoftObjectRef<T>`.
//!
//! Handles are `Send + Sync`; these references are `Send` but not `Sync`: engine calls belong on
//! the game thread.

use std::cell::Cell;
use std::collections::HashMap;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, Weak};

use rusteal_ffi::{FWeakObjectHandle, UClassHandle, UObjectHandle};

use crate::api::is_api_initialized;
use crate::error::{RustealError, RustealResult};

mod indirect;
pub use indirect::{SoftObjectRef, WeakObjectRef};

/// Anything that holds an engine object handle.
pub trait UeHandle {
    fn handle(&self) -> UObjectHandle;
}

/// A handle checked valid (`Checked<T>`, `Pinned<T>`): generated instance methods take these.
pub trait ValidHandle: UeHandle {}

/// An engine class known to Rust: generated for every bound class, and by `#[uclass]`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an engine class",
    label = "not a class of the bindings or a #[uclass]",
    note = "a #[component] field is written as the component's class (`mesh: StaticMeshComponent`) or a UObjectRef to it"
)]
pub trait UeClass: 'static {
    /// The Unreal name without prefix (`Actor`).
    const NAME: &'static str;
    /// The `UClass*`.
    fn static_class() -> UClassHandle;
    /// The id of a class declared in Rust (`#[uclass]`); 0 for engine classes.
    const RUST_TYPE_ID: u64 = 0;
}

/// The parent class of a class.
pub trait HasParent: UeClass {
    type Parent: UeClass;
}

/// `Self` is `U` or derives from it: upcasts are free and checked at compile time.
pub trait Inherits<U: UeClass>: UeClass {}
impl<T: UeClass> Inherits<T> for T {}

/// An engine or Rust enum stored as a byte-sized `UEnum`.
pub trait UeEnum: Sized + Copy + 'static {
    /// The `UEnum*`, typed as a class handle as the table passes it.
    fn static_enum() -> UClassHandle;
    fn to_i64(self) -> i64;
    fn from_i64(value: i64) -> Option<Self>;
    /// The first declared variant: what an unknown value read from engine memory becomes.
    fn first_variant() -> Self;
}

type NotSync = PhantomData<Cell<()>>;

/// A typed reference to an engine object. Copy; may be null or dangling: check before use.
#[repr(transparent)]
pub struct UObjectRef<T> {
    handle: UObjectHandle,
    _type: PhantomData<fn() -> T>,
    _not_sync: NotSync,
}

impl<T> Clone for UObjectRef<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for UObjectRef<T> {}
impl<T> PartialEq for UObjectRef<T> {
    fn eq(&self, other: &Self) -> bool {
        self.handle == other.handle
    }
}
impl<T> Eq for UObjectRef<T> {}
impl<T> std::hash::Hash for UObjectRef<T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.handle.hash(state)
    }
}
impl<T> std::fmt::Debug for UObjectRef<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "UObjectRef<{}>({:#x})", std::any::type_name::<T>(), self.handle.to_addr())
    }
}
impl<T> Default for UObjectRef<T> {
    fn default() -> Self {
        Self::null()
    }
}

impl<T> UObjectRef<T> {
    /// A reference from a raw handle, trusting the caller about its class.
    pub const fn from_raw(handle: UObjectHandle) -> Self {
        Self { handle, _type: PhantomData, _not_sync: PhantomData }
    }
    pub const fn null() -> Self {
        Self::from_raw(UObjectHandle::null())
    }
    pub fn is_null(&self) -> bool {
        self.handle.is_null()
    }
    pub fn raw(&self) -> UObjectHandle {
        self.handle
    }
    /// `::IsValid`: not null and not pending kill. False without the engine.
    pub fn is_valid(&self) -> bool {
        !self.handle.is_null()
            && is_api_initialized()
            // SAFETY: the table is installed; the engine checks the pointer.
            && unsafe { crate::ffi_dispatch::core_is_valid(self.handle) }
    }
    /// The reference, checked valid now.
    #[track_caller]
    pub fn checked(&self) -> RustealResult<Checked<T>> {
        if self.is_valid() {
            Ok(Checked { r: *self })
        } else {
            Err(RustealError::object_destroyed().on(std::any::type_name::<T>()))
        }
    }
    /// The same object seen as an ancestor class (free, checked at compile time).
    pub fn upcast<U: UeClass>(&self) -> UObjectRef<U>
    where
        T: Inherits<U>,
    {
        UObjectRef::from_raw(self.handle)
    }
    /// `upcast` by Rusteal's name.
    pub fn upcast_to<U: UeClass>(&self) -> UObjectRef<U>
    where
        T: Inherits<U>,
    {
        self.upcast()
    }
    /// The object as `U` if it is one (`IsA`).
    #[track_caller]
    pub fn cast<U: UeClass>(&self) -> RustealResult<UObjectRef<U>> {
        let checked = self.checked()?;
        // SAFETY: checked valid just now; the table is installed.
        if unsafe { crate::ffi_dispatch::core_is_a(checked.raw(), U::static_class()) } {
            Ok(UObjectRef::from_raw(self.handle))
        } else {
            Err(RustealError::invalid_cast_to(U::NAME).on(self.name().unwrap_or_default()))
        }
    }
    /// The object's name.
    pub fn name(&self) -> RustealResult<String> {
        let c = self.checked()?;
        crate::api::read_string(|buf, len, out| {
            // SAFETY: valid buffer; valid object.
            unsafe { crate::ffi_dispatch::core_get_name(c.raw(), buf, len, out) }.is_ok()
        })
        .ok_or_else(|| RustealError::new(crate::error::ErrorKind::Internal).context("reading an object's name"))
    }
    /// The object's class.
    pub fn class(&self) -> RustealResult<UClassHandle> {
        let c = self.checked()?;
        // SAFETY: valid object.
        Ok(unsafe { crate::ffi_dispatch::core_get_class(c.raw()) })
    }
    /// `name` by Rusteal's name.
    pub fn get_name(&self) -> RustealResult<String> {
        self.name()
    }
    /// `class` by Rusteal's name.
    pub fn get_class(&self) -> RustealResult<UClassHandle> {
        self.class()
    }
    /// The object's class, typed: `T` or a class deriving from it.
    pub fn subclass(&self) -> RustealResult<SubclassOf<T>> {
        Ok(SubclassOf::from_raw(self.class()?))
    }
    /// Whether the object is a `U` (`IsA`); false for a null or destroyed object.
    pub fn is_a<U: UeClass>(&self) -> bool {
        // SAFETY: checked valid; the table is installed.
        self.checked().is_ok_and(|c| unsafe { crate::ffi_dispatch::core_is_a(c.raw(), U::static_class()) })
    }
    /// The object it lives in (its Outer), as a handle (null for a package).
    pub fn get_outer(&self) -> RustealResult<UObjectHandle> {
        let c = self.checked()?;
        // SAFETY: valid object.
        Ok(unsafe { crate::ffi_dispatch::core_get_outer(c.raw()) })
    }
    /// The object it lives in, as a `U` if it is one (a component's actor, a widget's owner).
    #[track_caller]
    pub fn outer<U: UeClass>(&self) -> RustealResult<UObjectRef<U>> {
        let outer = UObjectRef::<U>::from_raw(self.get_outer()?);
        if outer.is_null() {
            return Err(
                RustealError::object_destroyed().context(format!("{} has no outer", self.name().unwrap_or_default()))
            );
        }
        outer.cast::<U>()
    }
    /// A reference that keeps the object alive while it exists.
    pub fn pin(&self) -> RustealResult<Pinned<T>> {
        Ok(Pinned::new(self.checked()?))
    }
    /// A weak reference.
    pub fn downgrade(&self) -> WeakObjectRef<T> {
        WeakObjectRef { weak: make_weak(self.handle), _type: PhantomData, _not_sync: PhantomData }
    }
}

impl<T> UeHandle for UObjectRef<T> {
    fn handle(&self) -> UObjectHandle {
        self.handle
    }
}

/// The engine's weak pointer for a handle (null without the engine).
pub(crate) fn make_weak(handle: UObjectHandle) -> FWeakObjectHandle {
    if handle.is_null() || !is_api_initialized() {
        return FWeakObjectHandle::null();
    }
    // SAFETY: the table is installed.
    unsafe { crate::ffi_dispatch::core_make_weak(handle) }
}

/// A reference checked valid when it was made: the receiver of generated instance methods.
#[repr(transparent)]
pub struct Checked<T> {
    r: UObjectRef<T>,
}

impl<T> Clone for Checked<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Checked<T> {}
impl<T> std::fmt::Debug for Checked<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Checked<{}>({:#x})", std::any::type_name::<T>(), self.r.handle.to_addr())
    }
}
impl<T> std::ops::Deref for Checked<T> {
    type Target = UObjectRef<T>;
    fn deref(&self) -> &UObjectRef<T> {
        &self.r
    }
}
impl<T> UeHandle for Checked<T> {
    fn handle(&self) -> UObjectHandle {
        self.r.handle
    }
}
impl<T> ValidHandle for Checked<T> {}
impl<T> Checked<T> {
    /// For code that has just checked the handle itself (generated reify code).
    #[doc(hidden)]
    pub fn assume_valid(r: UObjectRef<T>) -> Self {
        Self { r }
    }
    pub fn as_ref(&self) -> UObjectRef<T> {
        self.r
    }
    /// A `Checked` view of a handle known valid (a `#[uclass]` value derefs through this).
    #[doc(hidden)]
    pub fn from_handle_ref(handle: &UObjectHandle) -> &Checked<T> {
        // SAFETY: Checked<T> and UObjectRef<T> are repr(transparent) over UObjectHandle (the other
        // fields are zero-sized), so the reference is to the same bytes with the same layout.
        unsafe { &*(handle as *const UObjectHandle as *const Checked<T>) }
    }
}

struct PinState {
    handle: UObjectHandle,
    destroyed: AtomicBool,
}

/// Pinned objects of this library: the shared state of every `Pinned` of one object.
static PINS: Mutex<Option<HashMap<u64, Weak<PinState>>>> = Mutex::new(None);

/// Keeps an engine object alive for Rust while any clone exists. The engine tells the library
/// when a pinned object is destroyed anyway (level change): `is_valid()` then answers false.
pub struct Pinned<T> {
    state: Arc<PinState>,
    _type: PhantomData<fn() -> T>,
    _not_sync: NotSync,
}

impl<T> Pinned<T> {
    pub fn new(object: Checked<T>) -> Self {
        let handle = object.raw();
        let mut pins = PINS.lock().unwrap_or_else(|p| p.into_inner());
        let map = pins.get_or_insert_with(HashMap::new);
        if let Some(state) = map.get(&handle.to_addr()).and_then(Weak::upgrade) {
            return Self { state, _type: PhantomData, _not_sync: PhantomData };
        }
        let state = Arc::new(PinState { handle, destroyed: AtomicBool::new(false) });
        map.insert(handle.to_addr(), Arc::downgrade(&state));
        if is_api_initialized() {
            // SAFETY: valid object; the table is installed.
            unsafe {
                crate::ffi_dispatch::lifecycle_register_pinned(handle);
                crate::ffi_dispatch::lifecycle_add_gc_root(handle);
            }
        }
        Self { state, _type: PhantomData, _not_sync: PhantomData }
    }
    /// False once the engine destroyed the object despite the pin.
    pub fn is_valid(&self) -> bool {
        !self.state.destroyed.load(Ordering::Acquire) && self.as_ref().is_valid()
    }
    pub fn as_ref(&self) -> UObjectRef<T> {
        UObjectRef::from_raw(self.state.handle)
    }
    /// How many `Pinned` share this object's pin.
    pub fn pin_count(&self) -> usize {
        Arc::strong_count(&self.state)
    }
}

impl<T> std::fmt::Debug for Pinned<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pinned<{}>({:#x})", std::any::type_name::<T>(), self.state.handle.to_addr())
    }
}

impl<T> Clone for Pinned<T> {
    fn clone(&self) -> Self {
        Self { state: self.state.clone(), _type: PhantomData, _not_sync: PhantomData }
    }
}

impl Drop for PinState {
    fn drop(&mut self) {
        let mut pins = PINS.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(map) = pins.as_mut()
            && map.get(&self.handle.to_addr()).is_some_and(|w| w.strong_count() == 0)
        {
            map.remove(&self.handle.to_addr());
        }
        if is_api_initialized() && !self.destroyed.load(Ordering::Acquire) {
            // SAFETY: the table is installed; the engine ignores objects it no longer knows.
            unsafe {
                crate::ffi_dispatch::lifecycle_remove_gc_root(self.handle);
                crate::ffi_dispatch::lifecycle_unregister_pinned(self.handle);
            }
        }
    }
}

impl<T> UeHandle for Pinned<T> {
    fn handle(&self) -> UObjectHandle {
        self.state.handle
    }
}
impl<T> ValidHandle for Pinned<T> {}

/// The `notify_pinned_destroyed` callback: marks every `Pinned` of the object invalid.
pub fn notify_pinned_destroyed(handle: UObjectHandle) {
    let pins = PINS.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(state) = pins.as_ref().and_then(|m| m.get(&handle.to_addr())).and_then(Weak::upgrade) {
        state.destroyed.store(true, Ordering::Release);
    }
}

/// A class that is `T` or derives from it (`TSubclassOf<T>`).
pub struct SubclassOf<T> {
    class: UClassHandle,
    _type: PhantomData<fn() -> T>,
    _not_sync: NotSync,
}

impl<T> Clone for SubclassOf<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for SubclassOf<T> {}
impl<T> Default for SubclassOf<T> {
    fn default() -> Self {
        Self::from_raw(UClassHandle::null())
    }
}
impl<T> std::fmt::Debug for SubclassOf<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SubclassOf<{}>({:#x})", std::any::type_name::<T>(), self.class.to_addr())
    }
}

impl<T> SubclassOf<T> {
    /// `U`'s class, checked to derive from `T` at compile time.
    pub fn of<U: Inherits<T>>() -> Self
    where
        T: UeClass,
    {
        Self::from_raw(U::static_class())
    }
    /// A class handle, trusting the caller.
    pub const fn from_raw(class: UClassHandle) -> Self {
        Self { class, _type: PhantomData, _not_sync: PhantomData }
    }
    pub fn raw(&self) -> UClassHandle {
        self.class
    }
    pub fn is_null(&self) -> bool {
        self.class.is_null()
    }
    /// No class (Rusteal's name for `default()`).
    pub const fn null() -> Self {
        Self::from_raw(UClassHandle::null())
    }
    /// `T`'s own class.
    pub fn base() -> Self
    where
        T: UeClass,
    {
        Self::from_raw(T::static_class())
    }
    /// The same class seen as a subclass of an ancestor of `T` (free, checked at compile time):
    /// what a `TSubclassOf<U>` property or parameter takes.
    pub fn upcast_to<U: UeClass>(&self) -> SubclassOf<U>
    where
        T: Inherits<U>,
    {
        SubclassOf::from_raw(self.class)
    }
}

impl<T> PartialEq for SubclassOf<T> {
    fn eq(&self, other: &Self) -> bool {
        self.class == other.class
    }
}
impl<T> Eq for SubclassOf<T> {}

#[cfg(test)]
mod tests {
    use super::*;

    struct Actor;
    impl UeClass for Actor {
        const NAME: &'static str = "Actor";
        fn static_class() -> UClassHandle {
            UClassHandle::from_addr(0x100)
        }
    }
    struct Pawn;
    impl UeClass for Pawn {
        const NAME: &'static str = "Pawn";
        fn static_class() -> UClassHandle {
            UClassHandle::from_addr(0x200)
        }
    }
    impl HasParent for Pawn {
        type Parent = Actor;
    }
    impl Inherits<Actor> for Pawn {}

    #[test]
    fn references_are_one_handle_wide() {
        assert_eq!(std::mem::size_of::<UObjectRef<Actor>>(), 8);
        assert_eq!(std::mem::size_of::<Checked<Actor>>(), 8);
        assert_eq!(std::mem::size_of::<SubclassOf<Actor>>(), 8);
        assert_eq!(std::mem::size_of::<Option<Pinned<Actor>>>(), 8);
    }

    #[test]
    fn without_the_engine_nothing_is_valid_and_checked_says_so() {
        let r: UObjectRef<Pawn> = UObjectRef::from_raw(UObjectHandle::from_addr(0x1000));
        assert!(!r.is_valid());
        let err = r.checked().unwrap_err();
        assert_eq!(err.kind(), crate::ErrorKind::ObjectDestroyed);
        assert!(UObjectRef::<Pawn>::null().is_null());
        assert!(r.downgrade().get().is_none());
    }

    #[test]
    fn upcast_and_subclass_of_follow_inheritance() {
        let r: UObjectRef<Pawn> = UObjectRef::from_raw(UObjectHandle::from_addr(0x1000));
        let a: UObjectRef<Actor> = r.upcast();
        assert_eq!(a.raw(), r.raw());
        assert_eq!(SubclassOf::<Actor>::of::<Pawn>().raw(), Pawn::static_class());
        assert_eq!(SubclassOf::<Actor>::of::<Actor>().raw(), Actor::static_class());
    }

    #[test]
    fn a_subclass_of_a_class_is_its_own_class_and_upcasts_to_its_ancestors() {
        let pawn = SubclassOf::<Pawn>::base();
        assert_eq!(pawn.raw(), Pawn::static_class());
        let as_actor: SubclassOf<Actor> = pawn.upcast_to();
        assert_eq!(as_actor, SubclassOf::<Actor>::of::<Pawn>());
        assert_ne!(as_actor, SubclassOf::<Actor>::base());
        assert!(SubclassOf::<Pawn>::null().is_null());
        assert_eq!(SubclassOf::<Pawn>::null(), SubclassOf::<Pawn>::default());
    }

    #[test]
    fn pins_of_one_object_share_one_count_and_notice_destruction() {
        let h = UObjectHandle::from_addr(0xabc0);
        let first = Pinned::new(Checked::assume_valid(UObjectRef::<Actor>::from_raw(h)));
        let second = Pinned::new(Checked::assume_valid(UObjectRef::<Actor>::from_raw(h)));
        let third = first.clone();
        assert_eq!(first.pin_count(), 3);
        drop(second);
        assert_eq!(third.pin_count(), 2);
        notify_pinned_destroyed(h);
        assert!(!first.is_valid());
        drop(first);
        drop(third);
        assert!(PINS.lock().unwrap().as_ref().unwrap().get(&h.to_addr()).is_none(), "the last pin leaves the registry");
    }
}
