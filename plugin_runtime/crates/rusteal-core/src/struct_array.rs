//! An array field of a `#[ustruct]` as Rusteal's games use it: `s.items().len()?`,
//! `get(i)?`, `push(&x)?`, `is_empty()?`, each a `RustealResult`, as on a `UeArray`. It borrows
//! the struct (an `OwnedStruct` or a `UStructRef`), so it cannot outlive it; each call reads the
//! field whole and a change writes it back whole, through the struct's own field accessors. Ours
//! beside it: `try_items()` gives the `Vec` copy, `set_items(v)` writes one.

use crate::containers::{ContainerElement, ElementArg};
use crate::error::{ErrorKind, RustealError, RustealResult};
use crate::struct_field::FieldCache;
use crate::struct_ref::{OwnedStruct, UStructRef};
use crate::struct_ref::UeStruct;

/// A struct's memory whose whole-field accessors a `StructArray` goes through.
pub trait StructFieldHost {
    fn read_vec<T: ContainerElement>(&self, field: &FieldCache) -> RustealResult<Vec<T>>;
    fn write_vec<T: ContainerElement>(&self, field: &FieldCache, items: Vec<T>) -> RustealResult<()>;
}

impl<S: UeStruct> StructFieldHost for OwnedStruct<S> {
    fn read_vec<T: ContainerElement>(&self, field: &FieldCache) -> RustealResult<Vec<T>> {
        self.read_field::<Vec<T>>(field)
    }
    fn write_vec<T: ContainerElement>(&self, field: &FieldCache, items: Vec<T>) -> RustealResult<()> {
        self.write_field(field, &items)
    }
}

impl<S: UeStruct> StructFieldHost for UStructRef<S> {
    fn read_vec<T: ContainerElement>(&self, field: &FieldCache) -> RustealResult<Vec<T>> {
        self.read_field::<Vec<T>>(field)
    }
    fn write_vec<T: ContainerElement>(&self, field: &FieldCache, items: Vec<T>) -> RustealResult<()> {
        self.write_field(field, &items)
    }
}

/// The array field `field` of the struct `host` borrows.
pub struct StructArray<'a, H: StructFieldHost, T> {
    host: &'a H,
    field: &'static FieldCache,
    _element: std::marker::PhantomData<fn() -> T>,
}

impl<'a, H: StructFieldHost, T: ContainerElement> StructArray<'a, H, T> {
    /// The view of `field` in `host` (what the `#[ustruct]` getters make).
    pub fn new(host: &'a H, field: &'static FieldCache) -> Self {
        Self { host, field, _element: std::marker::PhantomData }
    }
    /// Every element, copied.
    pub fn to_vec(&self) -> RustealResult<Vec<T>> {
        self.host.read_vec::<T>(self.field)
    }
    pub fn len(&self) -> RustealResult<usize> {
        Ok(self.to_vec()?.len())
    }
    pub fn is_empty(&self) -> RustealResult<bool> {
        Ok(self.to_vec()?.is_empty())
    }
    /// The element at `index`; an error past the end.
    pub fn get(&self, index: usize) -> RustealResult<T> {
        let mut all = self.to_vec()?;
        let len = all.len();
        if index >= len {
            return Err(RustealError::new(ErrorKind::IndexOutOfRange).context(format!("element {index} of {len}")));
        }
        Ok(all.swap_remove(index))
    }
    /// Appends an element.
    pub fn push<A: ElementArg<T> + ?Sized>(&self, value: &A) -> RustealResult<()> {
        let mut all = self.to_vec()?;
        all.push(decode_arg(value)?);
        self.host.write_vec(self.field, all)
    }
    /// Replaces the element at `index`; an error past the end.
    pub fn set<A: ElementArg<T> + ?Sized>(&self, index: usize, value: &A) -> RustealResult<()> {
        let mut all = self.to_vec()?;
        let len = all.len();
        let slot = all
            .get_mut(index)
            .ok_or_else(|| RustealError::new(ErrorKind::IndexOutOfRange).context(format!("element {index} of {len}")))?;
        *slot = decode_arg(value)?;
        self.host.write_vec(self.field, all)
    }
    /// Removes the element at `index`; an error past the end.
    pub fn remove(&self, index: usize) -> RustealResult<()> {
        let mut all = self.to_vec()?;
        if index >= all.len() {
            return Err(RustealError::new(ErrorKind::IndexOutOfRange).context(format!("element {index} of {}", all.len())));
        }
        all.remove(index);
        self.host.write_vec(self.field, all)
    }
    pub fn clear(&self) -> RustealResult<()> {
        self.host.write_vec::<T>(self.field, Vec::new())
    }
    /// Replaces every element.
    pub fn set_all(&self, items: Vec<T>) -> RustealResult<()> {
        self.host.write_vec(self.field, items)
    }
    /// Each element as a `RustealResult`, from one copy (an error of the copy is its one item).
    pub fn iter(&self) -> std::vec::IntoIter<RustealResult<T>> {
        let items: Vec<RustealResult<T>> = match self.to_vec() {
            Ok(all) => all.into_iter().map(Ok).collect(),
            Err(e) => vec![Err(e)],
        };
        items.into_iter()
    }
}

impl<H: StructFieldHost, T: ContainerElement> IntoIterator for &StructArray<'_, H, T> {
    type Item = RustealResult<T>;
    type IntoIter = std::vec::IntoIter<RustealResult<T>>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// An element argument as the element (its bytes decoded as one).
fn decode_arg<T: ContainerElement, A: ElementArg<T> + ?Sized>(value: &A) -> RustealResult<T> {
    let mut bytes = Vec::new();
    value.encode_element(&mut bytes);
    T::decode(&bytes)
}
