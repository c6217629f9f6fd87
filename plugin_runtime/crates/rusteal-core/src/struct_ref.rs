//! Engine structs seen from Rust.
//!
//! - `OwnedStruct<T>`: a buffer Rust owns, sized, initialised and destroyed through reflection
//!   (`new`), or a plain copy of bytes (`from_bytes`, never destroyed through the engine).
//! - `UStructRef<T>`: memory Unreal owns (a parameter buffer, a property), borrowed.
//! - `OutRef<T>`: an out parameter of a `#[ufunction]`, written back to the caller.

use std::cell::UnsafeCell;
use std::marker::PhantomData;

use rusteal_ffi::UStructHandle;

use crate::api::is_api_initialized;
use crate::error::{ErrorKind, RustealError, RustealResult, check_ffi};
use crate::math::NativeLayout;
use crate::property::NativeValue;

/// An engine or Rust struct known to Rust (generated for bound structs, and by `#[ustruct]`).
pub trait UeStruct: 'static {
    /// The Unreal name without prefix (`HitResult`).
    const NAME: &'static str;
    /// The type id of a `#[ustruct]` (0 for an engine struct): orders the registration of
    /// structs that nest others.
    const RUST_TYPE_ID: u64 = 0;
    fn static_struct() -> UStructHandle;
}

/// 16-byte aligned storage.
#[repr(C, align(16))]
struct Chunk([u8; 16]);

/// A struct value in a buffer Rust owns.
///
/// Its fields are written through a shared borrow too (`nav.as_ref().set_agent_radius(42.0)`, as
/// Rusteal writes them): the bytes live in `UnsafeCell`s and no reference into them is ever handed
/// out (`to_bytes` copies), so a write can never change memory a live `&[u8]` reads. The value is
/// therefore `Send` but not `Sync`.
pub struct OwnedStruct<T> {
    chunks: Vec<UnsafeCell<Chunk>>,
    len: usize,
    /// Set by `new`: the struct to destroy through reflection when dropped.
    engine_struct: Option<UStructHandle>,
    _type: PhantomData<fn() -> T>,
}

fn chunks_for(len: usize) -> Vec<UnsafeCell<Chunk>> {
    (0..len.div_ceil(16).max(1)).map(|_| UnsafeCell::new(Chunk([0; 16]))).collect()
}

impl<T> OwnedStruct<T> {
    /// A copy of raw bytes (a math type, a buffer read from the engine). Not destroyed through
    /// the engine, so only for structs without owned memory inside (no strings, arrays).
    pub fn from_bytes(bytes: &[u8]) -> Self {
        let mut s = Self { chunks: chunks_for(bytes.len()), len: bytes.len(), engine_struct: None, _type: PhantomData };
        s.as_mut_bytes().copy_from_slice(bytes);
        s
    }
    /// A value of a type with the engine's layout (`Vector`, `Rotator`...).
    pub fn from_value<V: NativeLayout>(value: &V) -> Self {
        // SAFETY: V is plain data with the engine's layout (NativeLayout's contract).
        let bytes = unsafe { std::slice::from_raw_parts(value as *const V as *const u8, std::mem::size_of::<V>()) };
        Self::from_bytes(bytes)
    }
    /// The struct itself, borrowed: Rusteal's spelling before reading or writing fields of a
    /// struct a call returned (`hit.as_ref().get_location()`, `nav.as_ref().set_agent_radius(42.0)`:
    /// the field accessors are implemented for `&OwnedStruct` too). The accessors work on the
    /// struct directly as well (`hit.get_location()`, `nav.set_agent_radius(42.0)` on a `mut`
    /// binding); nothing outlives the borrow.
    #[allow(clippy::should_implement_trait)]
    pub fn as_ref(&self) -> &Self {
        self
    }
    /// Reads the value as a type with the engine's layout; refuses a size mismatch.
    pub fn value<V: NativeLayout>(&self) -> RustealResult<V> {
        if std::mem::size_of::<V>() != self.len {
            return Err(RustealError::type_mismatch(format!(
                "a {}-byte struct read as {} ({} bytes)",
                self.len,
                V::UE_NAME,
                std::mem::size_of::<V>()
            )));
        }
        // SAFETY: sizes match; the buffer is 16-byte aligned; V is plain data.
        Ok(unsafe { std::ptr::read(self.as_ptr() as *const V) })
    }
    /// A copy of the value's bytes (a copy: the value may be written through a shared borrow).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = vec![0; self.len];
        // SAFETY: the chunks hold at least `len` bytes; nothing writes them during the copy.
        unsafe { std::ptr::copy_nonoverlapping(self.as_ptr(), bytes.as_mut_ptr(), self.len) };
        bytes
    }
    pub fn as_mut_bytes(&mut self) -> &mut [u8] {
        // SAFETY: as above, uniquely borrowed.
        unsafe { std::slice::from_raw_parts_mut(self.chunks.as_mut_ptr() as *mut u8, self.len) }
    }
    pub fn as_ptr(&self) -> *const u8 {
        self.chunks.as_ptr() as *const u8
    }
    /// The buffer for a write through a shared borrow (the bytes are in `UnsafeCell`s).
    pub(crate) fn shared_mut_ptr(&self) -> *mut u8 {
        UnsafeCell::raw_get(self.chunks.as_ptr()) as *mut u8
    }
    pub fn as_mut_ptr(&mut self) -> *mut u8 {
        self.chunks.as_mut_ptr() as *mut u8
    }
    pub fn len(&self) -> usize {
        self.len
    }
    /// Whether the engine made this value (`new`, a copy of one), so it may hold engine-owned
    /// strings and arrays; false for one built from raw bytes.
    pub fn is_engine_value(&self) -> bool {
        self.engine_struct.is_some()
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl<T> OwnedStruct<T> {
    /// Reads a field at an offset, bounds-checked.
    pub fn read_at<V: NativeValue>(&self, offset: u32) -> RustealResult<V> {
        check_bounds(offset, std::mem::size_of::<V>(), self.len)?;
        // SAFETY: inside the buffer (checked above).
        Ok(unsafe { V::read_native(self.as_ptr().add(offset as usize)) })
    }
    /// Writes a field at an offset, bounds-checked (through a shared borrow: see the type's note).
    pub fn write_at<V: NativeValue>(&self, offset: u32, value: V) -> RustealResult<()> {
        check_bounds(offset, std::mem::size_of::<V>(), self.len)?;
        // SAFETY: inside the buffer (checked above); the bytes are in UnsafeCells and no
        // reference into them is live.
        unsafe { V::write_native(self.shared_mut_ptr().add(offset as usize), value) };
        Ok(())
    }
    /// A copy of a field of a plain struct type `F` (a math struct such as `FVector`, which owns
    /// no memory) at an offset, bounds-checked.
    pub fn read_struct_at<F: UeStruct>(&self, offset: u32) -> RustealResult<OwnedStruct<F>> {
        let size = struct_size(F::static_struct())?;
        check_bounds(offset, size, self.len)?;
        Ok(OwnedStruct::from_bytes(&self.to_bytes()[offset as usize..offset as usize + size]))
    }
    /// Writes a field of a plain struct type `F` at an offset, bounds-checked.
    pub fn write_struct_at<F: UeStruct>(&self, offset: u32, value: &OwnedStruct<F>) -> RustealResult<()> {
        let size = struct_size(F::static_struct())?;
        check_bounds(offset, size, self.len)?;
        check_bounds(0, size, value.len)?;
        let bytes = value.to_bytes();
        // SAFETY: inside the buffer (checked above), from a copy (`value` may be `self`).
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), self.shared_mut_ptr().add(offset as usize), size) };
        Ok(())
    }
}

fn check_bounds(offset: u32, size: usize, len: usize) -> RustealResult<()> {
    if offset as usize + size > len {
        return Err(RustealError::index_out_of_range(offset as i64, len as i64)
            .context("a struct field lies outside the struct"));
    }
    Ok(())
}

/// A struct field's offset, looked up once per accessor.
pub fn field_offset(cache: &std::sync::OnceLock<u32>, ustruct: UStructHandle, name: &str) -> RustealResult<u32> {
    if let Some(o) = cache.get() {
        return Ok(*o);
    }
    let o = crate::reify::struct_field_offset(ustruct, name)?;
    Ok(*cache.get_or_init(|| o))
}

impl<T: UeStruct> Default for OwnedStruct<T> {
    /// `new()`: a default-initialised value, made by the engine.
    fn default() -> Self {
        Self::new()
    }
}

impl<T: UeStruct> OwnedStruct<T> {
    /// A default-initialised value, made by the engine (Rusteal's form, which cannot fail: without
    /// the engine it is an empty value, with the error in the log; `try_new` returns it).
    #[track_caller]
    pub fn new() -> Self {
        crate::fallback::or_log(Self::try_new())
    }

    /// A default-initialised value, made by the engine.
    pub fn try_new() -> RustealResult<Self> {
        if !is_api_initialized() {
            return Err(RustealError::invalid_operation(format!("OwnedStruct<{}>::new needs the engine", T::NAME)));
        }
        let ustruct = T::static_struct();
        // SAFETY: the table is installed.
        let size = unsafe { crate::ffi_dispatch::reflection_get_struct_size(ustruct) } as usize;
        let mut s = Self { chunks: chunks_for(size), len: size, engine_struct: None, _type: PhantomData };
        // SAFETY: the buffer holds `size` zeroed, aligned bytes.
        check_ffi(unsafe { crate::ffi_dispatch::reflection_initialize_struct(ustruct, s.as_mut_ptr()) })?;
        s.engine_struct = Some(ustruct);
        Ok(s)
    }
}

impl<T: UeStruct> OwnedStruct<T> {
    /// A copy, made by the engine (strings and arrays too), of the `T` at `source`.
    ///
    /// # Safety
    /// `source` points to a live, initialised `T`.
    pub unsafe fn copy_of(source: *const u8) -> RustealResult<Self> {
        let mut copy = Self::try_new()?;
        // SAFETY: the caller's contract; `copy` holds an initialised `T`.
        let code =
            unsafe { crate::ffi_dispatch::reflection_copy_struct(T::static_struct(), copy.as_mut_ptr(), source) };
        crate::error::check_ffi_ctx(code, format!("copying a {}", T::NAME))?;
        Ok(copy)
    }
}

impl<T: UeStruct> UStructRef<T> {
    /// An owned copy, made by the engine (strings and arrays too), as Rusteal's games take one of
    /// a struct they borrow (`hit.to_owned()`); a failure is logged and gives an empty value.
    #[track_caller]
    #[allow(clippy::wrong_self_convention)]
    pub fn to_owned(&self) -> OwnedStruct<T> {
        crate::fallback::or_log(self.try_to_owned())
    }
    /// `to_owned`, with the error.
    pub fn try_to_owned(&self) -> RustealResult<OwnedStruct<T>> {
        // SAFETY: from_raw's contract: a live, initialised T.
        unsafe { OwnedStruct::copy_of(self.ptr) }
    }
}

impl<T: UeStruct> Clone for OwnedStruct<T> {
    fn clone(&self) -> Self {
        if self.engine_struct.is_some()
            // SAFETY: the buffer holds an initialised struct of this type.
            && let Ok(copy) = unsafe { Self::copy_of(self.as_ptr()) }
        {
            return copy;
        }
        Self::from_bytes(&self.to_bytes())
    }
}

impl<T> Drop for OwnedStruct<T> {
    fn drop(&mut self) {
        // Only engine-initialised buffers may hold engine-owned memory (strings, arrays).
        if let Some(ustruct) = self.engine_struct.take()
            && is_api_initialized()
        {
            // SAFETY: the buffer holds a struct the engine initialised with this type.
            let code = unsafe { crate::ffi_dispatch::reflection_destroy_struct(ustruct, self.as_mut_ptr()) };
            crate::error::ffi_infallible(code);
        }
    }
}

impl<T> std::fmt::Debug for OwnedStruct<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "OwnedStruct<{}>({} bytes)", std::any::type_name::<T>(), self.len)
    }
}

/// Struct memory the engine owns, borrowed for the length of a call.
pub struct UStructRef<T> {
    ptr: *mut u8,
    _type: PhantomData<fn() -> T>,
}

impl<T> UStructRef<T> {
    /// # Safety
    /// `ptr` must point to a live, initialised struct of type `T` for as long as the reference is used.
    pub unsafe fn from_raw(ptr: *mut u8) -> Self {
        Self { ptr, _type: PhantomData }
    }
    pub fn as_ptr(&self) -> *mut u8 {
        self.ptr
    }
    /// Reads the value as a type with the engine's layout.
    pub fn value<V: NativeLayout>(&self) -> V {
        // SAFETY: from_raw's contract; V is plain data; unaligned read tolerates any buffer.
        unsafe { std::ptr::read_unaligned(self.ptr as *const V) }
    }
    /// Writes the value of a type with the engine's layout (through `&self`, as the engine's memory
    /// is written: Rusteal's `new_camera_location.set_x(..)` on a parameter not declared `mut`).
    pub fn set_value<V: NativeLayout>(&self, value: V) {
        // SAFETY: as above.
        unsafe { std::ptr::write_unaligned(self.ptr as *mut V, value) }
    }
    /// Reads a field at an offset the engine's reflection gave.
    pub fn read_at<V: NativeValue>(&self, offset: u32) -> RustealResult<V> {
        // SAFETY: from_raw's contract; the offset is the engine's, inside the struct.
        Ok(unsafe { V::read_native(self.ptr.add(offset as usize)) })
    }
    /// Writes a field at an offset the engine's reflection gave.
    pub fn write_at<V: NativeValue>(&self, offset: u32, value: V) -> RustealResult<()> {
        // SAFETY: as above.
        unsafe { V::write_native(self.ptr.add(offset as usize), value) };
        Ok(())
    }
    /// A copy of a field of a plain struct type `F` (a math struct) at an offset the engine's
    /// reflection gave.
    pub fn read_struct_at<F: UeStruct>(&self, offset: u32) -> RustealResult<OwnedStruct<F>> {
        let size = struct_size(F::static_struct())?;
        // SAFETY: from_raw's contract; the offset and size are the engine's, inside the struct.
        let bytes = unsafe { std::slice::from_raw_parts(self.ptr.add(offset as usize), size) };
        Ok(OwnedStruct::from_bytes(bytes))
    }
    /// Writes a field of a plain struct type `F` at an offset the engine's reflection gave.
    pub fn write_struct_at<F: UeStruct>(&self, offset: u32, value: &OwnedStruct<F>) -> RustealResult<()> {
        let size = struct_size(F::static_struct())?;
        check_bounds(0, size, value.len)?;
        // SAFETY: as above; the value holds at least `size` bytes (checked).
        unsafe { std::ptr::copy_nonoverlapping(value.as_ptr(), self.ptr.add(offset as usize), size) };
        Ok(())
    }
}

/// An out parameter of a `#[ufunction]`: what Rust writes is what the caller reads back.
pub struct OutRef<T> {
    ptr: *mut u8,
    _type: PhantomData<fn() -> T>,
}

impl<T: NativeValue> OutRef<T> {
    /// # Safety
    /// `ptr` must point to the parameter's storage in a live parameter buffer.
    pub unsafe fn from_raw(ptr: *mut u8) -> Self {
        Self { ptr, _type: PhantomData }
    }
    /// Writes the out value (through `&self`: Rusteal's `new_camera_fov.set(..)`).
    pub fn set(&self, value: T) {
        // SAFETY: from_raw's contract.
        unsafe { T::write_native(self.ptr, value) }
    }
    pub fn get(&self) -> T {
        // SAFETY: from_raw's contract.
        unsafe { T::read_native(self.ptr) }
    }
}

/// A value of `T` the engine initialised, for a generated wrapper to store an out struct or a
/// return value into: the wrapper assigns it as C++ does, so a struct owning memory (a string, an
/// array, `FKey`'s details) holds its own copy, and the engine destroys it when it is dropped.
pub fn out_struct<T: UeStruct>() -> RustealResult<OwnedStruct<T>> {
    OwnedStruct::try_new()
}

/// The size of an engine struct (needs the engine).
pub fn struct_size(ustruct: UStructHandle) -> RustealResult<usize> {
    if !is_api_initialized() {
        return Err(RustealError::new(ErrorKind::InvalidOperation).context("struct sizes need the engine"));
    }
    // SAFETY: the table is installed.
    Ok(unsafe { crate::ffi_dispatch::reflection_get_struct_size(ustruct) } as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::math::{Rotator, Vector};

    struct FVector;

    #[test]
    fn math_values_round_trip_through_bytes_and_sizes_are_checked() {
        let v = Vector::new(1.5, -2.0, 3.25);
        let s: OwnedStruct<FVector> = OwnedStruct::from_value(&v);
        assert_eq!(s.len(), 24);
        assert_eq!(s.as_ptr() as usize % 16, 0, "16-byte aligned");
        assert_eq!(s.value::<Vector>().unwrap(), v);
        assert_eq!(s.value::<Rotator>().unwrap(), Rotator::new(1.5, -2.0, 3.25), "same size, other meaning");
        let err = s.value::<crate::math::Quat>().unwrap_err();
        assert!(err.to_string().contains("24-byte struct read as Quat"), "{err}");
    }

    #[test]
    fn as_ref_is_the_struct_itself() {
        let s: OwnedStruct<FVector> = OwnedStruct::from_value(&Vector::new(1.0, 2.0, 3.0));
        assert!(std::ptr::eq(s.as_ref(), &s));
        assert_eq!(s.as_ref().value::<Vector>().unwrap(), Vector::new(1.0, 2.0, 3.0));
    }

    #[test]
    fn fields_are_written_through_a_shared_borrow_and_bytes_are_copies() {
        let s: OwnedStruct<FVector> = OwnedStruct::from_value(&Vector::new(1.0, 2.0, 3.0));
        let before = s.to_bytes();
        // Rusteal's `s.as_ref().set_y(..)` on an immutable binding.
        s.as_ref().write_at::<f64>(8, 20.0).unwrap();
        assert_eq!(s.value::<Vector>().unwrap(), Vector::new(1.0, 20.0, 3.0));
        let expected: Vec<u8> = [1.0f64, 2.0, 3.0].iter().flat_map(|v| v.to_ne_bytes()).collect();
        assert_eq!(before, expected, "to_bytes is a copy, unchanged by the write");
        assert!(s.write_at::<f64>(20, 0.0).is_err(), "a field past the end is refused");
        assert_eq!(s.read_at::<f64>(16).unwrap(), 3.0);
    }

    #[test]
    fn out_ref_writes_unaligned_storage() {
        let mut buf = [0u8; 9];
        // SAFETY: the buffer has room for an f64 at offset 1.
        let out = unsafe { OutRef::<f64>::from_raw(buf.as_mut_ptr().add(1)) };
        out.set(6.5);
        assert_eq!(out.get(), 6.5);
        assert_eq!(f64::from_ne_bytes(buf[1..9].try_into().unwrap()), 6.5);
    }
}
