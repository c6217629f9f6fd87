//! `UeArray<T>`, `UeMap<K, V>`, `UeSet<T>`: Copy views of a container property of an object (an
//! owner and a property). Nothing is cached: each call crosses the boundary; `to_vec` and
//! `set_all` copy everything in one call, growing the buffer once when it is too small.
//!
//! Elements implement `ContainerElement`: plain values as their bytes, `String` as UTF-8,
//! object references as their handle, `OwnedStruct<T>` as its bytes. Bulk buffers are a `u32`
//! byte count then the element's bytes, repeated (maps: key length, key, value length, value).
//!
//! The methods are Rusteal's: `len()` and `is_empty()` return a `RustealResult` (an error when the
//! owner is gone), an element argument may be given as anything `ElementArg` takes (a name array
//! takes `&name` or, as Rusteal's games pass it, `&name.handle()`); iteration is in
//! `container_iter.rs`.

use std::marker::PhantomData;

use rusteal_ffi::{FPropertyHandle, RustealErrorCode, UObjectHandle};

use crate::error::{ErrorKind, RustealError, RustealResult, check_ffi};
use crate::fname::FName;
use crate::object_ref::{SubclassOf, UObjectRef};
use crate::property::NativeValue;
use crate::struct_ref::OwnedStruct;

/// A value that can be an element of an engine container.
pub trait ContainerElement: Sized {
    /// Appends the element's bytes.
    fn encode(&self, out: &mut Vec<u8>);
    /// The element from its bytes.
    fn decode(bytes: &[u8]) -> RustealResult<Self>;
    /// The buffer size to offer for one element (grown on `BufferTooSmall`).
    fn size_hint() -> usize;
}

macro_rules! plain_element {
    ($($t:ty),*) => {$(
        impl ContainerElement for $t {
            fn encode(&self, out: &mut Vec<u8>) {
                let mut b = [0u8; std::mem::size_of::<$t>()];
                // SAFETY: the array is exactly the value's size.
                unsafe { <$t as NativeValue>::write_native(b.as_mut_ptr(), *self) };
                out.extend_from_slice(&b);
            }
            fn decode(bytes: &[u8]) -> RustealResult<Self> {
                if bytes.len() != std::mem::size_of::<$t>() {
                    return Err(RustealError::type_mismatch(format!(
                        "a {}-byte element read as {} ({} bytes)", bytes.len(), stringify!($t), std::mem::size_of::<$t>())));
                }
                // SAFETY: the length was checked.
                Ok(unsafe { <$t as NativeValue>::read_native(bytes.as_ptr()) })
            }
            fn size_hint() -> usize { std::mem::size_of::<$t>() }
        }
    )*};
}
plain_element!(bool, i8, i16, i32, i64, u8, u16, u32, u64, f32, f64, FName);
plain_element!(crate::math::Vector, crate::math::Rotator, crate::math::Vector2D, crate::math::LinearColor);

/// Implements `ContainerElement` for an engine enum (`UeEnum`) whose container elements are `$int`s:
/// `u8` for a regular or namespaced enum (containers hold it as `TEnumAsByte`), its underlying
/// integer for an `enum class`. The bindings' enum files use it.
#[macro_export]
macro_rules! impl_enum_element {
    ($t:ty, $int:ty) => {
        impl $crate::containers::ContainerElement for $t {
            fn encode(&self, out: &mut ::std::vec::Vec<u8>) {
                let value = <$t as $crate::object_ref::UeEnum>::to_i64(*self) as $int;
                out.extend_from_slice(&value.to_le_bytes());
            }
            fn decode(bytes: &[u8]) -> $crate::RustealResult<Self> {
                let raw: [u8; ::std::mem::size_of::<$int>()] = bytes.try_into().map_err(|_| {
                    $crate::RustealError::type_mismatch(::std::format!(
                        "a {}-byte element read as {} ({} bytes)",
                        bytes.len(),
                        stringify!($t),
                        ::std::mem::size_of::<$int>()
                    ))
                })?;
                let value = <$int>::from_le_bytes(raw) as i64;
                <$t as $crate::object_ref::UeEnum>::from_i64(value).ok_or_else(|| {
                    $crate::RustealError::type_mismatch(::std::format!("{} has no variant with the value {value}", stringify!($t)))
                })
            }
            fn size_hint() -> usize {
                ::std::mem::size_of::<$int>()
            }
        }
    };
}

impl<T> ContainerElement for UObjectRef<T> {
    fn encode(&self, out: &mut Vec<u8>) {
        self.raw().to_addr().encode(out)
    }
    fn decode(bytes: &[u8]) -> RustealResult<Self> {
        Ok(UObjectRef::from_raw(UObjectHandle::from_addr(u64::decode(bytes)?)))
    }
    fn size_hint() -> usize {
        8
    }
}

impl<T> ContainerElement for SubclassOf<T> {
    fn encode(&self, out: &mut Vec<u8>) {
        self.raw().to_addr().encode(out)
    }
    fn decode(bytes: &[u8]) -> RustealResult<Self> {
        Ok(SubclassOf::from_raw(rusteal_ffi::UClassHandle::from_addr(u64::decode(bytes)?)))
    }
    fn size_hint() -> usize {
        8
    }
}

impl ContainerElement for String {
    fn encode(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(self.as_bytes());
    }
    fn decode(bytes: &[u8]) -> RustealResult<Self> {
        String::from_utf8(bytes.to_vec())
            .map_err(|e| RustealError::type_mismatch("a string element is not UTF-8").with_source(e))
    }
    fn size_hint() -> usize {
        256
    }
}

impl<T> ContainerElement for OwnedStruct<T> {
    fn encode(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.to_bytes());
    }
    fn decode(bytes: &[u8]) -> RustealResult<Self> {
        Ok(OwnedStruct::from_bytes(bytes))
    }
    fn size_hint() -> usize {
        256
    }
}

fn put_len(out: &mut [u8], at: usize) {
    let len = (out.len() - at - 4) as u32;
    out[at..at + 4].copy_from_slice(&len.to_ne_bytes());
}

fn encode_framed<T: ContainerElement>(value: &T, out: &mut Vec<u8>) {
    let at = out.len();
    out.extend_from_slice(&[0; 4]);
    value.encode(out);
    put_len(out, at);
}

/// The bulk form of a list of elements.
pub fn encode_bulk_list<T: ContainerElement>(items: &[T]) -> Vec<u8> {
    let mut out = Vec::with_capacity(items.len() * (4 + T::size_hint().min(64)));
    for item in items {
        encode_framed(item, &mut out);
    }
    out
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn frame(&mut self) -> RustealResult<&'a [u8]> {
        let bad = || RustealError::new(ErrorKind::Internal).context("a container buffer from the engine is truncated");
        let head = self.bytes.get(self.at..self.at + 4).ok_or_else(bad)?;
        let len = u32::from_ne_bytes(head.try_into().unwrap()) as usize;
        let body = self.bytes.get(self.at + 4..self.at + 4 + len).ok_or_else(bad)?;
        self.at += 4 + len;
        Ok(body)
    }
}

/// Elements of a bulk buffer holding `count` elements.
pub fn decode_bulk_list<T: ContainerElement>(bytes: &[u8], count: usize) -> RustealResult<Vec<T>> {
    let mut r = Reader { bytes, at: 0 };
    (0..count).map(|_| T::decode(r.frame()?)).collect()
}

/// Every element of a bulk buffer, to its end (a struct's array field, which has no count).
pub fn decode_bulk_list_to_end<T: ContainerElement>(bytes: &[u8]) -> RustealResult<Vec<T>> {
    let mut r = Reader { bytes, at: 0 };
    let mut out = Vec::new();
    while r.at < bytes.len() {
        out.push(T::decode(r.frame()?)?);
    }
    Ok(out)
}

/// The bulk form of key-value pairs.
pub fn encode_bulk_map<K: ContainerElement, V: ContainerElement>(pairs: &[(K, V)]) -> Vec<u8> {
    let mut out = Vec::new();
    for (k, v) in pairs {
        encode_framed(k, &mut out);
        encode_framed(v, &mut out);
    }
    out
}

/// Pairs of a bulk map buffer holding `count` pairs.
pub fn decode_bulk_map<K: ContainerElement, V: ContainerElement>(
    bytes: &[u8],
    count: usize,
) -> RustealResult<Vec<(K, V)>> {
    let mut r = Reader { bytes, at: 0 };
    (0..count).map(|_| Ok((K::decode(r.frame()?)?, V::decode(r.frame()?)?))).collect()
}

type CopyAll = unsafe fn(UObjectHandle, FPropertyHandle, *mut u8, u32, *mut u32, *mut i32) -> RustealErrorCode;

/// Runs a `*_copy_all` entry, growing the buffer once to the size the engine asked for.
fn copy_all(obj: UObjectHandle, prop: FPropertyHandle, f: CopyAll) -> RustealResult<(Vec<u8>, usize)> {
    let mut buf = vec![0u8; 4096];
    for _ in 0..3 {
        let (mut written, mut count) = (0u32, 0i32);
        // SAFETY: valid buffer and outputs; the engine checks obj and prop.
        let code = unsafe { f(obj, prop, buf.as_mut_ptr(), buf.len() as u32, &mut written, &mut count) };
        if code == RustealErrorCode::BufferTooSmall && written as usize > buf.len() {
            buf = vec![0u8; written as usize];
            continue;
        }
        check_ffi(code)?;
        buf.truncate(written as usize);
        return Ok((buf, count.max(0) as usize));
    }
    Err(RustealError::new(ErrorKind::BufferTooSmall).context("the container kept growing while being copied"))
}

/// What a container's element argument may be given as: the element itself, or (for a container
/// of names) the engine's handle of one, as Rusteal's games pass `&tag.handle()`.
pub trait ElementArg<T> {
    /// Appends the element's bytes.
    fn encode_element(&self, out: &mut Vec<u8>);
}
impl<T: ContainerElement> ElementArg<T> for T {
    fn encode_element(&self, out: &mut Vec<u8>) {
        self.encode(out);
    }
}
impl ElementArg<FName> for rusteal_ffi::FNameHandle {
    fn encode_element(&self, out: &mut Vec<u8>) {
        FName(*self).encode(out);
    }
}

fn encoded<T, A: ElementArg<T> + ?Sized>(value: &A) -> Vec<u8> {
    let mut b = Vec::new();
    value.encode_element(&mut b);
    b
}

/// A container's length from the engine: negative when the owner or property is not there.
fn checked_len(n: i32) -> RustealResult<usize> {
    usize::try_from(n).map_err(|_| RustealError::new(ErrorKind::ObjectDestroyed).context("reading a container's length"))
}

fn get_one<T: ContainerElement>(mut call: impl FnMut(*mut u8, u32, &mut u32) -> RustealErrorCode) -> RustealResult<T> {
    let mut buf = vec![0u8; T::size_hint()];
    for _ in 0..2 {
        let mut written = 0u32;
        let code = call(buf.as_mut_ptr(), buf.len() as u32, &mut written);
        if code == RustealErrorCode::BufferTooSmall && written as usize > buf.len() {
            buf = vec![0u8; written as usize];
            continue;
        }
        check_ffi(code)?;
        return T::decode(&buf[..written as usize]);
    }
    Err(RustealError::new(ErrorKind::BufferTooSmall))
}

macro_rules! view {
    ($name:ident < $($p:ident),+ >) => {
        pub struct $name<$($p),+> {
            owner: UObjectHandle,
            prop: FPropertyHandle,
            _type: PhantomData<fn() -> ($($p,)+)>,
        }
        impl<$($p),+> Clone for $name<$($p),+> {
            fn clone(&self) -> Self { *self }
        }
        impl<$($p),+> Copy for $name<$($p),+> {}
        impl<$($p),+> $name<$($p),+> {
            /// A view of `prop` on `owner` (a valid object; generated accessors make these).
            pub fn new(owner: UObjectHandle, prop: FPropertyHandle) -> Self {
                Self { owner, prop, _type: PhantomData }
            }
            pub fn owner(&self) -> UObjectHandle { self.owner }
            pub fn property(&self) -> FPropertyHandle { self.prop }
        }
    };
}
view!(UeArray<T>);
view!(UeMap<K, V>);
view!(UeSet<T>);

impl<T: ContainerElement> UeArray<T> {
    /// The number of elements; an error when the owner is gone.
    pub fn len(&self) -> RustealResult<usize> {
        // SAFETY: the engine checks obj and prop.
        checked_len(unsafe { crate::ffi_dispatch::container_array_len(self.owner, self.prop) })
    }
    pub fn is_empty(&self) -> RustealResult<bool> {
        Ok(self.len()? == 0)
    }
    pub fn get(&self, index: usize) -> RustealResult<T> {
        let (o, p) = (self.owner, self.prop);
        get_one(|buf, len, written| {
            // SAFETY: valid buffer and output.
            unsafe { crate::ffi_dispatch::container_array_get(o, p, index as i32, buf, len, written) }
        })
    }
    pub fn set<A: ElementArg<T> + ?Sized>(&self, index: usize, value: &A) -> RustealResult<()> {
        let b = encoded(value);
        // SAFETY: pointer and length describe the element.
        check_ffi(unsafe {
            crate::ffi_dispatch::container_array_set(self.owner, self.prop, index as i32, b.as_ptr(), b.len() as u32)
        })
    }
    pub fn push<A: ElementArg<T> + ?Sized>(&self, value: &A) -> RustealResult<()> {
        let b = encoded(value);
        // SAFETY: as above.
        check_ffi(unsafe {
            crate::ffi_dispatch::container_array_add(self.owner, self.prop, b.as_ptr(), b.len() as u32)
        })
    }
    pub fn remove(&self, index: usize) -> RustealResult<()> {
        // SAFETY: plain values.
        check_ffi(unsafe { crate::ffi_dispatch::container_array_remove(self.owner, self.prop, index as i32) })
    }
    pub fn clear(&self) -> RustealResult<()> {
        // SAFETY: plain values.
        check_ffi(unsafe { crate::ffi_dispatch::container_array_clear(self.owner, self.prop) })
    }
    /// Every element, in one call.
    pub fn to_vec(&self) -> RustealResult<Vec<T>> {
        let (buf, count) = copy_all(self.owner, self.prop, crate::ffi_dispatch::container_array_copy_all)?;
        decode_bulk_list(&buf, count)
    }
    /// Replaces every element, in one call.
    pub fn set_all(&self, items: &[T]) -> RustealResult<()> {
        let b = encode_bulk_list(items);
        // SAFETY: pointer and length describe the bulk buffer.
        check_ffi(unsafe {
            crate::ffi_dispatch::container_array_set_all(
                self.owner,
                self.prop,
                b.as_ptr(),
                b.len() as u32,
                items.len() as i32,
            )
        })
    }
}

impl<K: ContainerElement, V: ContainerElement> UeMap<K, V> {
    /// The number of pairs; an error when the owner is gone.
    pub fn len(&self) -> RustealResult<usize> {
        // SAFETY: the engine checks obj and prop.
        checked_len(unsafe { crate::ffi_dispatch::container_map_len(self.owner, self.prop) })
    }
    pub fn is_empty(&self) -> RustealResult<bool> {
        Ok(self.len()? == 0)
    }
    /// The value of a key, an error when it is absent (Rusteal's; ours, `get`, gives `None`).
    pub fn find(&self, key: &K) -> RustealResult<V> {
        self.get(key)?.ok_or_else(|| RustealError::new(ErrorKind::IndexOutOfRange).context("the key is not in the map"))
    }
    /// Adds or replaces a pair (Rusteal's name for `insert`).
    pub fn add(&self, key: &K, value: &V) -> RustealResult<()> {
        self.insert(key, value)
    }
    /// The value of a key, `None` when absent.
    pub fn get(&self, key: &K) -> RustealResult<Option<V>> {
        let mut k = Vec::new();
        key.encode(&mut k);
        let (o, p) = (self.owner, self.prop);
        match get_one(|buf, len, written| {
            // SAFETY: valid buffers.
            unsafe { crate::ffi_dispatch::container_map_find(o, p, k.as_ptr(), k.len() as u32, buf, len, written) }
        }) {
            Ok(v) => Ok(Some(v)),
            Err(e) if e.kind() == ErrorKind::IndexOutOfRange => Ok(None),
            Err(e) => Err(e),
        }
    }
    pub fn insert(&self, key: &K, value: &V) -> RustealResult<()> {
        let (mut k, mut v) = (Vec::new(), Vec::new());
        key.encode(&mut k);
        value.encode(&mut v);
        // SAFETY: valid buffers.
        check_ffi(unsafe {
            crate::ffi_dispatch::container_map_add(
                self.owner,
                self.prop,
                k.as_ptr(),
                k.len() as u32,
                v.as_ptr(),
                v.len() as u32,
            )
        })
    }
    pub fn remove(&self, key: &K) -> RustealResult<()> {
        let mut k = Vec::new();
        key.encode(&mut k);
        // SAFETY: valid buffer.
        check_ffi(unsafe {
            crate::ffi_dispatch::container_map_remove(self.owner, self.prop, k.as_ptr(), k.len() as u32)
        })
    }
    pub fn clear(&self) -> RustealResult<()> {
        // SAFETY: plain values.
        check_ffi(unsafe { crate::ffi_dispatch::container_map_clear(self.owner, self.prop) })
    }
    pub fn to_vec(&self) -> RustealResult<Vec<(K, V)>> {
        let (buf, count) = copy_all(self.owner, self.prop, crate::ffi_dispatch::container_map_copy_all)?;
        decode_bulk_map(&buf, count)
    }
}

impl<T: ContainerElement> UeSet<T> {
    /// The number of elements; an error when the owner is gone.
    pub fn len(&self) -> RustealResult<usize> {
        // SAFETY: the engine checks obj and prop.
        checked_len(unsafe { crate::ffi_dispatch::container_set_len(self.owner, self.prop) })
    }
    pub fn is_empty(&self) -> RustealResult<bool> {
        Ok(self.len()? == 0)
    }
    /// Whether the set holds the element (an error when the owner is gone).
    pub fn contains<A: ElementArg<T> + ?Sized>(&self, value: &A) -> RustealResult<bool> {
        self.len()?;
        let b = encoded(value);
        // SAFETY: valid buffer.
        Ok(unsafe { crate::ffi_dispatch::container_set_contains(self.owner, self.prop, b.as_ptr(), b.len() as u32) })
    }
    /// Adds the element (Rusteal's name for `insert`).
    pub fn add<A: ElementArg<T> + ?Sized>(&self, value: &A) -> RustealResult<()> {
        self.insert(value)
    }
    pub fn insert<A: ElementArg<T> + ?Sized>(&self, value: &A) -> RustealResult<()> {
        let b = encoded(value);
        // SAFETY: valid buffer.
        check_ffi(unsafe { crate::ffi_dispatch::container_set_add(self.owner, self.prop, b.as_ptr(), b.len() as u32) })
    }
    pub fn remove<A: ElementArg<T> + ?Sized>(&self, value: &A) -> RustealResult<()> {
        let b = encoded(value);
        // SAFETY: valid buffer.
        check_ffi(unsafe {
            crate::ffi_dispatch::container_set_remove(self.owner, self.prop, b.as_ptr(), b.len() as u32)
        })
    }
    pub fn clear(&self) -> RustealResult<()> {
        // SAFETY: plain values.
        check_ffi(unsafe { crate::ffi_dispatch::container_set_clear(self.owner, self.prop) })
    }
    pub fn to_vec(&self) -> RustealResult<Vec<T>> {
        let (buf, count) = copy_all(self.owner, self.prop, crate::ffi_dispatch::container_set_copy_all)?;
        decode_bulk_list(&buf, count)
    }
}

/// A container the engine allocates for one call of a generated wrapper: the parameter's
/// property, and a base pointer whose value is an empty container of its type. Freed when dropped.
pub struct TempContainer {
    prop: FPropertyHandle,
    base: *mut u8,
}

impl TempContainer {
    /// The container for parameter `param` of `function` of class `cls`.
    pub fn for_param(cls: rusteal_ffi::UClassHandle, function: &str, param: &str) -> RustealResult<Self> {
        if !crate::api::is_api_initialized() {
            return Err(RustealError::invalid_operation("engine functions need the engine"));
        }
        // SAFETY: the table is installed; pointers and lengths describe the names.
        let func = unsafe {
            crate::ffi_dispatch::reflection_find_function_by_class(cls, function.as_ptr(), function.len() as u32)
        };
        if func.is_null() {
            return Err(RustealError::function_not_found(function));
        }
        // SAFETY: as above.
        let prop =
            unsafe { crate::ffi_dispatch::reflection_get_function_param(func, param.as_ptr(), param.len() as u32) };
        if prop.is_null() {
            return Err(RustealError::property_not_found(param).on(function));
        }
        // SAFETY: a valid container property.
        let base = unsafe { crate::ffi_dispatch::container_alloc_temp(prop) };
        if base.is_null() {
            return Err(RustealError::invalid_operation(format!("`{param}` of `{function}` is not a container")));
        }
        Ok(Self { prop, base })
    }
    pub fn base(&self) -> *mut std::ffi::c_void {
        self.base as *mut std::ffi::c_void
    }
    pub fn prop(&self) -> *mut std::ffi::c_void {
        self.prop.0
    }
    pub fn array<T>(&self) -> UeArray<T> {
        UeArray::new(UObjectHandle(self.base as *mut std::ffi::c_void), self.prop)
    }
    pub fn set<T>(&self) -> UeSet<T> {
        UeSet::new(UObjectHandle(self.base as *mut std::ffi::c_void), self.prop)
    }
    pub fn map<K, V>(&self) -> UeMap<K, V> {
        UeMap::new(UObjectHandle(self.base as *mut std::ffi::c_void), self.prop)
    }
}

impl Drop for TempContainer {
    fn drop(&mut self) {
        // SAFETY: allocated by alloc_temp for this property.
        unsafe { crate::ffi_dispatch::container_free_temp(self.prop, self.base) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bulk_lists_round_trip_mixed_sizes() {
        let words = vec!["".to_string(), "goblin".to_string(), "épée".to_string()];
        let buf = encode_bulk_list(&words);
        assert_eq!(&buf[0..4], &0u32.to_ne_bytes());
        assert_eq!(&buf[4..8], &6u32.to_ne_bytes());
        assert_eq!(decode_bulk_list::<String>(&buf, 3).unwrap(), words);
        assert_eq!(decode_bulk_list_to_end::<String>(&buf).unwrap(), words);
        assert!(decode_bulk_list_to_end::<String>(&buf[..buf.len() - 1]).is_err());
        let nums = [1.5f32, -2.0, 0.0];
        assert_eq!(decode_bulk_list::<f32>(&encode_bulk_list(&nums), 3).unwrap(), nums);
    }

    #[test]
    fn bulk_maps_round_trip() {
        let pairs = vec![("hp".to_string(), 100i32), ("mana".to_string(), -5)];
        let buf = encode_bulk_map(&pairs);
        assert_eq!(decode_bulk_map::<String, i32>(&buf, 2).unwrap(), pairs);
    }

    #[test]
    fn truncated_or_mistyped_buffers_are_errors_not_panics() {
        let buf = encode_bulk_list(&[7i64, 8]);
        let err = decode_bulk_list::<i64>(&buf[..buf.len() - 1], 2).unwrap_err();
        assert!(err.to_string().contains("truncated"), "{err}");
        let err = decode_bulk_list::<i32>(&buf, 2).unwrap_err();
        assert!(
            err.to_string().contains("an 8-byte element read as i32") || err.to_string().contains("8-byte"),
            "{err}"
        );
        assert!(decode_bulk_list::<i64>(&buf, 3).is_err(), "more elements claimed than present");
        assert!(decode_bulk_list::<String>(&encode_bulk_list(&[0xffu8]), 1).is_err(), "invalid UTF-8");
    }

    #[test]
    fn object_elements_are_their_handles() {
        let r: UObjectRef<()> = UObjectRef::from_raw(UObjectHandle::from_addr(0xfeed));
        let buf = encode_bulk_list(&[r]);
        assert_eq!(buf.len(), 12);
        assert_eq!(decode_bulk_list::<UObjectRef<()>>(&buf, 1).unwrap()[0].raw().to_addr(), 0xfeed);
    }
}
