//! An object's Rust data as one call sees it (`RustData`), and the borrow rules that keep two
//! calls on the same object from aliasing a `&mut` of it.

use std::cell::Cell;
use std::marker::PhantomData;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use rusteal_ffi::UObjectHandle;

use super::{InstanceCell, with_registry};
use crate::error::{RustealError, RustealResult};

/// The Rust data of an object, as one call sees it. Creating the view borrows nothing, so a call
/// may look up an object a call further up the stack is using (Rusteal's `from_obj` on a unit
/// whose own method is running). Each access borrows: `read`/`write` (what the `x()` and `set_x()`
/// accessors use) for the access only; `get`/`get_mut` (`x_mut()`) for the rest of the view's
/// life, since they lend a reference out. Two accesses that would alias a `&mut` are refused with
/// a panic naming the class, which the FFI boundary reports; a zero-sized T (a class whose only
/// state is its engine properties) has nothing to alias and takes no borrow.
pub struct RustData<T: 'static> {
    cell: Arc<InstanceCell>,
    class_name: &'static str,
    /// Whether accesses borrow at all (false for a zero-sized T).
    exclusive: bool,
    /// Whether this view holds the cell's `in_use` flag until it is dropped.
    held: Cell<bool>,
    _type: PhantomData<*mut T>,
}

impl<T: 'static> RustData<T> {
    /// A reference for the rest of this view's life.
    pub fn get(&self) -> &T {
        self.hold();
        // SAFETY: the cell holds a live T (type checked when the view was made), and this view
        // holds its flag, so no other view reaches it; `&self` lends only shared references.
        unsafe { &*(self.cell.data as *const T) }
    }
    /// An exclusive reference for the rest of this view's life.
    pub fn get_mut(&mut self) -> &mut T {
        self.hold();
        // SAFETY: as above; `&mut self` keeps this view's other references out.
        unsafe { &mut *(self.cell.data as *mut T) }
    }
    /// Runs `f` on the data, borrowed for the call only.
    pub fn read<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        let _brief = self.borrow_briefly();
        // SAFETY: this view holds the flag (for the call, or for its life) and lends `&T` only.
        f(unsafe { &*(self.cell.data as *const T) })
    }
    /// Runs `f` on the data, borrowed exclusively for the call only.
    pub fn write<R>(&mut self, f: impl FnOnce(&mut T) -> R) -> R {
        let _brief = self.borrow_briefly();
        // SAFETY: as above; `&mut self` keeps this view's other references out.
        f(unsafe { &mut *(self.cell.data as *mut T) })
    }

    fn hold(&self) {
        if self.exclusive && !self.held.get() {
            self.take_flag();
            self.held.set(true);
        }
    }

    fn borrow_briefly(&self) -> Option<BriefBorrow<'_>> {
        if !self.exclusive || self.held.get() {
            return None;
        }
        self.take_flag();
        Some(BriefBorrow(&self.cell.in_use))
    }

    fn take_flag(&self) {
        if self.cell.in_use.swap(true, Ordering::AcqRel) {
            panic!(
                "{} is already in use by a call further up the stack, which holds a `_mut()` borrow of its fields \
                 (a re-entrant call on the same object); end that borrow before the call, or keep what both calls \
                 need in properties",
                self.class_name
            );
        }
    }
}

/// Gives the flag back when a brief access ends, also when it panics.
struct BriefBorrow<'a>(&'a AtomicBool);

impl Drop for BriefBorrow<'_> {
    fn drop(&mut self) {
        self.0.store(false, Ordering::Release);
    }
}

impl<T: 'static> Drop for RustData<T> {
    fn drop(&mut self) {
        if self.held.get() {
            self.cell.in_use.store(false, Ordering::Release);
        }
    }
}

/// A view of an object's Rust data of a type (see `RustData`). Errors: no data (never
/// constructed, or dropped by a reload), or another type.
pub fn rust_data<T: 'static>(obj: UObjectHandle, type_id: u64, class_name: &'static str) -> RustealResult<RustData<T>> {
    let cell = with_registry(|r| r.instances.get(&(obj.to_addr(), type_id)).cloned()).ok_or_else(|| {
        RustealError::invalid_operation(format!(
            "the object has no Rust data of {class_name} (its library was reloaded or unloaded, or it is not a {class_name})"
        ))
    })?;
    if (cell.info.data_type)() != std::any::TypeId::of::<T>() {
        return Err(RustealError::type_mismatch(format!("the Rust data of the object is not {class_name}'s")));
    }
    let exclusive = std::mem::size_of::<T>() != 0;
    Ok(RustData { cell, class_name, exclusive, held: Cell::new(false), _type: PhantomData })
}
