//! The fields of struct memory that are not plain values, as `#[ustruct]` accessors read and
//! write them: strings, soft references and arrays through the engine (`get_struct_field` /
//! `set_struct_field`, in the containers' element encoding), nested structs copied by the engine.
//! Plain fields (scalars, enums, names, object and class references) are read at their offset
//! (`OwnedStruct::read_at`) and do not come here.
//!
//! Struct memory is what an `OwnedStruct` made by the engine holds (`OwnedStruct::new`), or what
//! a `UStructRef` borrows; an `OwnedStruct` built from raw bytes holds no engine values, and its
//! non-plain fields are refused.

use std::sync::OnceLock;

use rusteal_ffi::{FPropertyHandle, RustealErrorCode};

use crate::containers::ContainerElement;
use crate::error::check_ffi_ctx;
use crate::object_ref::SoftObjectRef;
use crate::struct_ref::{OwnedStruct, UStructRef, UeStruct};
use crate::{RustealError, RustealResult};

/// A field of a struct type: its property and its offset.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    pub prop: FPropertyHandle,
    pub offset: u32,
}

/// A field found by name once per struct type (what the generated accessors keep in a static).
pub struct FieldCache {
    name: &'static str,
    field: OnceLock<Field>,
}

impl FieldCache {
    pub const fn new(name: &'static str) -> Self {
        Self { name, field: OnceLock::new() }
    }
    /// The field on struct `S`; an error names the field and the struct.
    pub fn get<S: UeStruct>(&self) -> RustealResult<Field> {
        if let Some(f) = self.field.get() {
            return Ok(*f);
        }
        if !crate::api::is_api_initialized() {
            return Err(RustealError::invalid_operation(format!(
                "the field {}.{} needs the engine",
                S::NAME,
                self.name
            )));
        }
        // SAFETY: the table is installed; pointer and length describe the name.
        let prop = unsafe {
            crate::ffi_dispatch::reflection_find_struct_property(
                S::static_struct(),
                self.name.as_ptr(),
                self.name.len() as u32,
            )
        };
        if prop.is_null() {
            return Err(RustealError::property_not_found(self.name).on(S::NAME));
        }
        // SAFETY: a valid property.
        let offset = unsafe { crate::ffi_dispatch::reflection_get_property_offset(prop) };
        Ok(*self.field.get_or_init(|| Field { prop, offset }))
    }
}

/// Struct memory a field accessor reads and writes.
pub trait StructMemory {
    /// The struct's first byte; an error when it holds no engine-made value.
    fn memory(&self) -> RustealResult<*const u8>;
    fn memory_mut(&mut self) -> RustealResult<*mut u8>;
}

impl<T> StructMemory for UStructRef<T> {
    fn memory(&self) -> RustealResult<*const u8> {
        Ok(self.as_ptr())
    }
    fn memory_mut(&mut self) -> RustealResult<*mut u8> {
        Ok(self.as_ptr())
    }
}

impl<T> StructMemory for OwnedStruct<T> {
    fn memory(&self) -> RustealResult<*const u8> {
        if !self.is_engine_value() {
            return Err(RustealError::invalid_operation(
                "this struct was built from raw bytes and holds no engine values: make it with OwnedStruct::new()",
            ));
        }
        Ok(self.as_ptr())
    }
    fn memory_mut(&mut self) -> RustealResult<*mut u8> {
        self.memory()?;
        Ok(self.as_mut_ptr())
    }
}

/// A field type read and written whole (a copy), not at a plain offset.
pub trait StructField: Sized {
    /// # Safety
    /// `memory` is a live, engine-initialised struct of the type `field` belongs to.
    unsafe fn read(memory: *const u8, field: Field) -> RustealResult<Self>;
    /// # Safety
    /// As `read`, and `memory` is writable.
    unsafe fn write(memory: *mut u8, field: Field, value: &Self) -> RustealResult<()>;
}

/// Reads field `cache` of struct `S` from `s` (what the generated getters call).
pub fn read<S: UeStruct, V: StructField>(s: &impl StructMemory, cache: &FieldCache) -> RustealResult<V> {
    let field = cache.get::<S>()?;
    let memory = s.memory()?;
    // SAFETY: StructMemory gives a live, engine-initialised struct of type S, whose field this is.
    unsafe { V::read(memory, field) }.map_err(|e| e.context(format!("reading {}.{}", S::NAME, cache.name)))
}

/// Writes field `cache` of struct `S` in `s` (what the generated setters call).
pub fn write<S: UeStruct, V: StructField>(
    s: &mut impl StructMemory,
    cache: &FieldCache,
    value: &V,
) -> RustealResult<()> {
    let field = cache.get::<S>()?;
    let memory = s.memory_mut()?;
    // SAFETY: as in `read`.
    unsafe { V::write(memory, field, value) }.map_err(|e| e.context(format!("writing {}.{}", S::NAME, cache.name)))
}

impl<S: UeStruct> OwnedStruct<S> {
    /// A field read whole (an array field of an engine struct, as a `Vec` copy): what the
    /// generated `<F>Ext` accessors call.
    pub fn read_field<V: StructField>(&self, cache: &FieldCache) -> RustealResult<V> {
        read::<S, V>(self, cache)
    }
    /// A field written whole through a shared borrow, as the plain fields' setters write (the
    /// bytes are in `UnsafeCell`s and the engine writes into them while no reference to them is
    /// live).
    pub fn write_field<V: StructField>(&self, cache: &FieldCache, value: &V) -> RustealResult<()> {
        let field = cache.get::<S>()?;
        self.memory()?;
        // SAFETY: an engine-made value of type S (checked above), whose field this is.
        unsafe { V::write(self.shared_mut_ptr(), field, value) }
            .map_err(|e| e.context(format!("writing {}.{}", S::NAME, cache.name)))
    }
}

impl<S: UeStruct> UStructRef<S> {
    /// As `OwnedStruct::read_field`, on the struct in place.
    pub fn read_field<V: StructField>(&self, cache: &FieldCache) -> RustealResult<V> {
        read::<S, V>(self, cache)
    }
    /// As `OwnedStruct::write_field`, on the struct in place (engine memory, written through
    /// `&self` as the plain fields are).
    pub fn write_field<V: StructField>(&self, cache: &FieldCache, value: &V) -> RustealResult<()> {
        let field = cache.get::<S>()?;
        // SAFETY: from_raw's contract: a live, initialised S, whose field this is.
        unsafe { V::write(self.as_ptr(), field, value) }.map_err(|e| e.context(format!("writing {}.{}", S::NAME, cache.name)))
    }
}

/// The field's encoded bytes, read with a buffer grown to what the engine asks.
unsafe fn encoded(memory: *const u8, field: Field) -> RustealResult<Vec<u8>> {
    let mut buf = vec![0u8; 256];
    loop {
        let mut written = 0u32;
        // SAFETY: the caller's contract; the buffer and its length match.
        let code = unsafe {
            crate::ffi_dispatch::property_get_struct_field(
                memory,
                field.prop,
                buf.as_mut_ptr(),
                buf.len() as u32,
                &mut written,
            )
        };
        if code == RustealErrorCode::BufferTooSmall && written as usize > buf.len() {
            buf = vec![0u8; written as usize];
            continue;
        }
        check_ffi_ctx(code, "reading a struct field")?;
        buf.truncate(written as usize);
        return Ok(buf);
    }
}

unsafe fn set_encoded(memory: *mut u8, field: Field, bytes: &[u8]) -> RustealResult<()> {
    // SAFETY: the caller's contract; pointer and length describe the bytes.
    let code = unsafe {
        crate::ffi_dispatch::property_set_struct_field(memory, field.prop, bytes.as_ptr(), bytes.len() as u32)
    };
    check_ffi_ctx(code, "writing a struct field")
}

fn utf8(bytes: Vec<u8>) -> RustealResult<String> {
    String::from_utf8(bytes).map_err(|e| RustealError::type_mismatch("a string field is not UTF-8").with_source(e))
}

impl StructField for String {
    unsafe fn read(memory: *const u8, field: Field) -> RustealResult<Self> {
        // SAFETY: the caller's contract.
        utf8(unsafe { encoded(memory, field) }?)
    }
    unsafe fn write(memory: *mut u8, field: Field, value: &Self) -> RustealResult<()> {
        // SAFETY: the caller's contract.
        unsafe { set_encoded(memory, field, value.as_bytes()) }
    }
}

impl<T: crate::object_ref::UeClass> StructField for SoftObjectRef<T> {
    unsafe fn read(memory: *const u8, field: Field) -> RustealResult<Self> {
        // SAFETY: the caller's contract.
        Ok(SoftObjectRef::new(utf8(unsafe { encoded(memory, field) }?)?))
    }
    unsafe fn write(memory: *mut u8, field: Field, value: &Self) -> RustealResult<()> {
        // SAFETY: the caller's contract.
        unsafe { set_encoded(memory, field, value.path().as_bytes()) }
    }
}

/// An array field, as a copy of its elements (the containers' bulk form).
impl<T: ContainerElement> StructField for Vec<T> {
    unsafe fn read(memory: *const u8, field: Field) -> RustealResult<Self> {
        // SAFETY: the caller's contract.
        crate::containers::decode_bulk_list_to_end(&unsafe { encoded(memory, field) }?)
    }
    unsafe fn write(memory: *mut u8, field: Field, value: &Self) -> RustealResult<()> {
        // SAFETY: the caller's contract.
        unsafe { set_encoded(memory, field, &crate::containers::encode_bulk_list(value)) }
    }
}

/// A nested struct, copied by the engine (its strings and arrays too).
impl<S: UeStruct> StructField for OwnedStruct<S> {
    unsafe fn read(memory: *const u8, field: Field) -> RustealResult<Self> {
        // SAFETY: the caller's contract: an initialised `S` at the field's offset.
        unsafe { OwnedStruct::<S>::copy_of(memory.add(field.offset as usize)) }
    }
    unsafe fn write(memory: *mut u8, field: Field, value: &Self) -> RustealResult<()> {
        let source = value.memory()?;
        // SAFETY: as in `read`; `source` is an initialised `S`.
        let code = unsafe {
            crate::ffi_dispatch::reflection_copy_struct(S::static_struct(), memory.add(field.offset as usize), source)
        };
        check_ffi_ctx(code, format!("copying into the {} field", S::NAME))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Probe;
    impl UeStruct for Probe {
        const NAME: &'static str = "Probe";
        fn static_struct() -> rusteal_ffi::UStructHandle {
            rusteal_ffi::UStructHandle::null()
        }
    }

    #[test]
    fn without_the_engine_a_field_is_an_error_naming_it() {
        static NAME: FieldCache = FieldCache::new("Name");
        let s = OwnedStruct::<Probe>::from_bytes(&[0u8; 8]);
        let err = read::<Probe, String>(&s, &NAME).expect_err("no engine");
        assert!(err.to_string().contains("Probe.Name needs the engine"), "{err}");
    }

    #[test]
    fn a_whole_field_written_through_a_shared_borrow_needs_the_engine_too() {
        static RATIOS: FieldCache = FieldCache::new("Ratios");
        let s = OwnedStruct::<Probe>::from_bytes(&[0u8; 8]);
        let err = s.write_field(&RATIOS, &vec![1.0f32, 2.0]).expect_err("no engine");
        assert!(err.to_string().contains("Probe.Ratios needs the engine"), "{err}");
        let err = s.read_field::<Vec<f32>>(&RATIOS).expect_err("no engine");
        assert!(err.to_string().contains("Probe.Ratios needs the engine"), "{err}");
    }

    #[test]
    fn a_struct_built_from_bytes_holds_no_engine_values() {
        let mut s = OwnedStruct::<Probe>::from_bytes(&[0u8; 8]);
        let err = s.memory_mut().expect_err("raw bytes");
        assert!(err.to_string().contains("OwnedStruct::new()"), "{err}");
    }
}
