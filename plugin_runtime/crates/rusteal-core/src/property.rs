//! Property access and native parameter memory, used by the macros' generated accessors and by
//! the generated bindings.
//!
//! - `PropertyValue`: a Rust type stored in an engine property: its reify type code and how to
//!   get and set it through the property sub-table.
//! - `NativeValue`: a plain value read from or written to engine memory (a parameter buffer)
//!   byte for byte; what `#[ufunction]` parameters and `OutRef` use.
//! - `PropertyCache`: a property handle looked up once per accessor.

use std::sync::OnceLock;

use rusteal_ffi::{
    FNameHandle, FPropertyHandle, RustealErrorCode, RustealPropType, RustealReifyPropExtra, UClassHandle, UObjectHandle,
};

use crate::error::{RustealError, RustealResult, check_ffi, check_ffi_ctx};
use crate::fname::FName;
use crate::object_ref::{SoftObjectRef, SubclassOf, UObjectRef, UeClass, UeEnum, WeakObjectRef};
use crate::struct_ref::{OwnedStruct, UeStruct};

/// A Rust type stored in an engine property.
pub trait PropertyValue: Sized {
    /// The reify type code of a property of this type.
    const PROP_TYPE: RustealPropType;
    /// The class, struct or enum the property needs (looked up at registration).
    fn extra() -> RustealReifyPropExtra {
        RustealReifyPropExtra::NONE
    }
    /// Reads the property of a valid object.
    fn get(obj: UObjectHandle, prop: FPropertyHandle) -> RustealResult<Self>;
    /// Writes the property of a valid object.
    fn set(obj: UObjectHandle, prop: FPropertyHandle, value: &Self) -> RustealResult<()>;
}

macro_rules! scalar_property {
    ($t:ty, $code:ident, $get:ident, $set:ident) => {
        impl PropertyValue for $t {
            const PROP_TYPE: RustealPropType = RustealPropType::$code;
            fn get(obj: UObjectHandle, prop: FPropertyHandle) -> RustealResult<Self> {
                let mut out = <$t>::default();
                // SAFETY: `out` is a valid destination; the engine checks obj and prop.
                check_ffi(unsafe { crate::ffi_dispatch::$get(obj, prop, &mut out) })?;
                Ok(out)
            }
            fn set(obj: UObjectHandle, prop: FPropertyHandle, value: &Self) -> RustealResult<()> {
                // SAFETY: as above.
                check_ffi(unsafe { crate::ffi_dispatch::$set(obj, prop, *value) })
            }
        }
    };
}
scalar_property!(bool, Bool, property_get_bool, property_set_bool);
scalar_property!(i32, Int32, property_get_i32, property_set_i32);
scalar_property!(i64, Int64, property_get_i64, property_set_i64);
scalar_property!(u8, UInt8, property_get_u8, property_set_u8);
scalar_property!(f32, Float, property_get_f32, property_set_f32);
scalar_property!(f64, Double, property_get_f64, property_set_f64);

/// Integer kinds the engine stores narrower or wider than the table's entries: read and written
/// through the nearest entry with a checked conversion.
macro_rules! cast_property {
    ($t:ty, $via:ty, $code:ident, $get:ident, $set:ident) => {
        impl PropertyValue for $t {
            const PROP_TYPE: RustealPropType = RustealPropType::$code;
            fn get(obj: UObjectHandle, prop: FPropertyHandle) -> RustealResult<Self> {
                let mut out = <$via>::default();
                // SAFETY: `out` is a valid destination; the engine checks obj and prop.
                check_ffi(unsafe { crate::ffi_dispatch::$get(obj, prop, &mut out) })?;
                <$t>::try_from(out).map_err(|e| {
                    RustealError::type_mismatch(format!("the property's value {out} does not fit {}", stringify!($t)))
                        .with_source(e)
                })
            }
            fn set(obj: UObjectHandle, prop: FPropertyHandle, value: &Self) -> RustealResult<()> {
                let v = <$via>::try_from(*value).map_err(|e| {
                    RustealError::type_mismatch(format!("{} does not fit the property", value)).with_source(e)
                })?;
                // SAFETY: as above.
                check_ffi(unsafe { crate::ffi_dispatch::$set(obj, prop, v) })
            }
        }
    };
}
cast_property!(i8, i32, Int32, property_get_i32, property_set_i32);
cast_property!(i16, i32, Int32, property_get_i32, property_set_i32);
cast_property!(u16, i32, Int32, property_get_i32, property_set_i32);
cast_property!(u32, i64, Int64, property_get_i64, property_set_i64);
cast_property!(u64, i64, Int64, property_get_i64, property_set_i64);

impl PropertyValue for String {
    const PROP_TYPE: RustealPropType = RustealPropType::String;
    fn get(obj: UObjectHandle, prop: FPropertyHandle) -> RustealResult<Self> {
        let mut code = RustealErrorCode::Ok;
        let text = crate::api::read_string(|buf, len, out| {
            // SAFETY: valid buffer.
            code = unsafe { crate::ffi_dispatch::property_get_string(obj, prop, buf, len, out) };
            code.is_ok() || code == RustealErrorCode::BufferTooSmall
        });
        check_ffi(code)?;
        Ok(text.unwrap_or_default())
    }
    fn set(obj: UObjectHandle, prop: FPropertyHandle, value: &Self) -> RustealResult<()> {
        // SAFETY: pointer and length describe `value`.
        check_ffi(unsafe { crate::ffi_dispatch::property_set_string(obj, prop, value.as_ptr(), value.len() as u32) })
    }
}

impl PropertyValue for FName {
    const PROP_TYPE: RustealPropType = RustealPropType::Name;
    fn get(obj: UObjectHandle, prop: FPropertyHandle) -> RustealResult<Self> {
        let mut out = FNameHandle::none();
        // SAFETY: valid destination.
        check_ffi(unsafe { crate::ffi_dispatch::property_get_fname(obj, prop, &mut out) })?;
        Ok(FName::from_raw(out))
    }
    fn set(obj: UObjectHandle, prop: FPropertyHandle, value: &Self) -> RustealResult<()> {
        // SAFETY: plain value.
        check_ffi(unsafe { crate::ffi_dispatch::property_set_fname(obj, prop, value.raw()) })
    }
}

impl<T: UeClass> PropertyValue for UObjectRef<T> {
    const PROP_TYPE: RustealPropType = RustealPropType::Object;
    fn extra() -> RustealReifyPropExtra {
        RustealReifyPropExtra { object_class: T::static_class(), ..RustealReifyPropExtra::NONE }
    }
    fn get(obj: UObjectHandle, prop: FPropertyHandle) -> RustealResult<Self> {
        let mut out = UObjectHandle::null();
        // SAFETY: valid destination.
        check_ffi(unsafe { crate::ffi_dispatch::property_get_object(obj, prop, &mut out) })?;
        Ok(UObjectRef::from_raw(out))
    }
    fn set(obj: UObjectHandle, prop: FPropertyHandle, value: &Self) -> RustealResult<()> {
        // SAFETY: plain value; the engine checks the class.
        check_ffi(unsafe { crate::ffi_dispatch::property_set_object(obj, prop, value.raw()) })
    }
}

impl<T: UeClass> PropertyValue for SubclassOf<T> {
    const PROP_TYPE: RustealPropType = RustealPropType::Class;
    fn extra() -> RustealReifyPropExtra {
        RustealReifyPropExtra { object_class: T::static_class(), ..RustealReifyPropExtra::NONE }
    }
    fn get(obj: UObjectHandle, prop: FPropertyHandle) -> RustealResult<Self> {
        let mut out = UObjectHandle::null();
        // SAFETY: valid destination; a class is an object.
        check_ffi(unsafe { crate::ffi_dispatch::property_get_object(obj, prop, &mut out) })?;
        Ok(SubclassOf::from_raw(UClassHandle(out.0)))
    }
    fn set(obj: UObjectHandle, prop: FPropertyHandle, value: &Self) -> RustealResult<()> {
        // SAFETY: plain value.
        check_ffi(unsafe { crate::ffi_dispatch::property_set_object(obj, prop, UObjectHandle(value.raw().0)) })
    }
}

impl<T: UeClass> PropertyValue for SoftObjectRef<T> {
    const PROP_TYPE: RustealPropType = RustealPropType::SoftObject;
    fn extra() -> RustealReifyPropExtra {
        RustealReifyPropExtra { object_class: T::static_class(), ..RustealReifyPropExtra::NONE }
    }
    fn get(obj: UObjectHandle, prop: FPropertyHandle) -> RustealResult<Self> {
        let mut code = RustealErrorCode::Ok;
        let path = crate::api::read_string(|buf, len, out| {
            // SAFETY: valid buffer.
            code = unsafe { crate::ffi_dispatch::property_get_soft_object_path(obj, prop, buf, len, out) };
            code.is_ok() || code == RustealErrorCode::BufferTooSmall
        });
        check_ffi(code)?;
        Ok(SoftObjectRef::new(path.unwrap_or_default()))
    }
    fn set(obj: UObjectHandle, prop: FPropertyHandle, value: &Self) -> RustealResult<()> {
        let p = value.path();
        // SAFETY: pointer and length describe the path.
        check_ffi(unsafe { crate::ffi_dispatch::property_set_soft_object_path(obj, prop, p.as_ptr(), p.len() as u32) })
    }
}

impl<T: UeStruct> PropertyValue for OwnedStruct<T> {
    const PROP_TYPE: RustealPropType = RustealPropType::Struct;
    fn extra() -> RustealReifyPropExtra {
        RustealReifyPropExtra { ustruct: T::static_struct(), ..RustealReifyPropExtra::NONE }
    }
    fn get(obj: UObjectHandle, prop: FPropertyHandle) -> RustealResult<Self> {
        let mut value = OwnedStruct::<T>::try_new()?;
        let len = value.len() as u32;
        // SAFETY: the buffer holds an initialised struct of the property's size.
        check_ffi(unsafe { crate::ffi_dispatch::property_get_struct(obj, prop, value.as_mut_ptr(), len) })?;
        Ok(value)
    }
    fn set(obj: UObjectHandle, prop: FPropertyHandle, value: &Self) -> RustealResult<()> {
        // SAFETY: pointer and length describe the value.
        check_ffi(unsafe { crate::ffi_dispatch::property_set_struct(obj, prop, value.as_ptr(), value.len() as u32) })
    }
}

/// Implements `PropertyValue` (read and written through the engine's enum property calls, as
/// an `i64`) and `Fallback` for an enum implementing `UeEnum` of any size: the bindings' engine
/// enums wider than a byte (`EMouseCursor`, over `int`) that a `TEnumAsByte` property holds.
#[macro_export]
macro_rules! impl_enum_property {
    ($t:ty) => {
        $crate::impl_enum_property!($t, UInt8);
    };
    // An enum stored as `$underlying` (a `RustealPropType` number: UInt8, Int32, Int64), which a
    // property of it declares (FRustealReifyPropExtra's inner_type).
    ($t:ty, $underlying:ident) => {
        impl $crate::property::PropertyValue for $t {
            const PROP_TYPE: $crate::ffi::RustealPropType = $crate::ffi::RustealPropType::Enum;
            fn extra() -> $crate::ffi::RustealReifyPropExtra {
                $crate::ffi::RustealReifyPropExtra {
                    uenum: <$t as $crate::object_ref::UeEnum>::static_enum(),
                    // A byte is what a property of an enum is without saying (UINT32_MAX).
                    inner_type: match $crate::ffi::RustealPropType::$underlying {
                        $crate::ffi::RustealPropType::UInt8 => u32::MAX,
                        wider => wider as u32,
                    },
                    ..$crate::ffi::RustealReifyPropExtra::NONE
                }
            }
            fn get(obj: $crate::ffi::UObjectHandle, prop: $crate::ffi::FPropertyHandle) -> $crate::RustealResult<Self> {
                $crate::property::enum_get::<$t>(obj, prop)
            }
            fn set(
                obj: $crate::ffi::UObjectHandle,
                prop: $crate::ffi::FPropertyHandle,
                value: &Self,
            ) -> $crate::RustealResult<()> {
                $crate::property::enum_set::<$t>(obj, prop, *value)
            }
        }
        impl $crate::fallback::Fallback for $t {
            fn fallback() -> Self {
                <$t as $crate::object_ref::UeEnum>::first_variant()
            }
        }
    };
}

/// Implements `PropertyValue` and `NativeValue` for a byte-sized enum implementing `UeEnum`
/// (the bindings' engine enums and `#[uenum]` use it).
#[macro_export]
macro_rules! impl_enum_value {
    ($t:ty) => {
        $crate::impl_enum_property!($t);
        $crate::impl_enum_native!($t, u8);
    };
}

/// Implements `NativeValue` for an enum implementing `UeEnum` stored as `$repr` (`u8`, or `i32`
/// for UHT's `namespace E { enum Type : int }`): how it travels in parameter buffers (a delegate's
/// broadcast, a `#[ufunction]`'s parameters).
#[macro_export]
macro_rules! impl_enum_native {
    ($t:ty, $repr:ty) => {
        // SAFETY: the enum travels as its `$repr` value, checked when read.
        unsafe impl $crate::property::NativeValue for $t {
            unsafe fn read_native(ptr: *const u8) -> Self {
                // SAFETY: the caller's contract.
                let raw = unsafe { (ptr as *const $repr).read_unaligned() };
                <$t as $crate::object_ref::UeEnum>::from_i64(raw as i64).unwrap_or_else(|| {
                    $crate::logging::log(
                        $crate::logging::LOG_WARNING,
                        &::std::format!("{}: unknown value {} read as the first variant", stringify!($t), raw),
                    );
                    <$t as $crate::object_ref::UeEnum>::first_variant()
                })
            }
            unsafe fn write_native(ptr: *mut u8, value: Self) {
                // SAFETY: the caller's contract.
                unsafe { (ptr as *mut $repr).write_unaligned(<$t as $crate::object_ref::UeEnum>::to_i64(value) as $repr) }
            }
        }
    };
}

#[doc(hidden)]
pub fn enum_get<E: UeEnum>(obj: UObjectHandle, prop: FPropertyHandle) -> RustealResult<E> {
    let mut out = 0i64;
    // SAFETY: valid destination.
    check_ffi(unsafe { crate::ffi_dispatch::property_get_enum(obj, prop, &mut out) })?;
    E::from_i64(out).ok_or_else(|| {
        RustealError::type_mismatch(format!("{} has no variant with the value {out}", std::any::type_name::<E>()))
    })
}

#[doc(hidden)]
pub fn enum_set<E: UeEnum>(obj: UObjectHandle, prop: FPropertyHandle, value: E) -> RustealResult<()> {
    // SAFETY: plain value.
    check_ffi(unsafe { crate::ffi_dispatch::property_set_enum(obj, prop, value.to_i64()) })
}

/// A value that lives in engine memory as its own bytes (parameter buffers, out parameters).
///
/// # Safety
/// The Rust representation must match the engine's for the property kinds it is used with.
pub unsafe trait NativeValue: Copy {
    /// # Safety
    /// `ptr` must point to readable memory holding a value of this kind (any alignment).
    unsafe fn read_native(ptr: *const u8) -> Self;
    /// # Safety
    /// `ptr` must point to writable memory for a value of this kind (any alignment).
    unsafe fn write_native(ptr: *mut u8, value: Self);
}

macro_rules! native_plain {
    ($($t:ty),*) => {$(
        // SAFETY: plain data with the engine's representation.
        unsafe impl NativeValue for $t {
            unsafe fn read_native(ptr: *const u8) -> Self {
                // SAFETY: the caller's contract.
                unsafe { (ptr as *const $t).read_unaligned() }
            }
            unsafe fn write_native(ptr: *mut u8, value: Self) {
                // SAFETY: the caller's contract.
                unsafe { (ptr as *mut $t).write_unaligned(value) }
            }
        }
    )*};
}
native_plain!(i8, i16, i32, i64, u8, u16, u32, u64, f32, f64, UObjectHandle, UClassHandle, FNameHandle, FName);
native_plain!(crate::math::Vector, crate::math::Rotator, crate::math::Vector2D, crate::math::LinearColor);

// SAFETY: a native bool is one byte, 0 or 1; any non-zero byte reads as true.
unsafe impl NativeValue for bool {
    unsafe fn read_native(ptr: *const u8) -> Self {
        // SAFETY: the caller's contract.
        unsafe { ptr.read() != 0 }
    }
    unsafe fn write_native(ptr: *mut u8, value: Self) {
        // SAFETY: the caller's contract.
        unsafe { ptr.write(value as u8) }
    }
}

// SAFETY: an object pointer.
unsafe impl<T> NativeValue for UObjectRef<T> {
    unsafe fn read_native(ptr: *const u8) -> Self {
        // SAFETY: the caller's contract.
        UObjectRef::from_raw(unsafe { UObjectHandle::read_native(ptr) })
    }
    unsafe fn write_native(ptr: *mut u8, value: Self) {
        // SAFETY: the caller's contract.
        unsafe { UObjectHandle::write_native(ptr, value.raw()) }
    }
}

// SAFETY: FWeakObjectPtr's layout: the object's index and serial number (two int32s).
unsafe impl<T> NativeValue for WeakObjectRef<T> {
    unsafe fn read_native(ptr: *const u8) -> Self {
        // SAFETY: the caller's contract; the handle is two i32s, read unaligned.
        let weak = unsafe { ptr.cast::<rusteal_ffi::FWeakObjectHandle>().read_unaligned() };
        WeakObjectRef::from_raw(weak)
    }
    unsafe fn write_native(ptr: *mut u8, value: Self) {
        // SAFETY: the caller's contract.
        unsafe { ptr.cast::<rusteal_ffi::FWeakObjectHandle>().write_unaligned(value.raw()) }
    }
}

// SAFETY: a class pointer.
unsafe impl<T> NativeValue for SubclassOf<T> {
    unsafe fn read_native(ptr: *const u8) -> Self {
        // SAFETY: the caller's contract.
        SubclassOf::from_raw(unsafe { UClassHandle::read_native(ptr) })
    }
    unsafe fn write_native(ptr: *mut u8, value: Self) {
        // SAFETY: the caller's contract.
        unsafe { UClassHandle::write_native(ptr, value.raw()) }
    }
}

/// Reads a value at an offset of a parameter buffer.
///
/// # Safety
/// `base + offset` must hold a value of this kind.
pub unsafe fn native_mem_read<T: NativeValue>(base: *const u8, offset: u32) -> T {
    // SAFETY: the caller's contract.
    unsafe { T::read_native(base.add(offset as usize)) }
}

/// Writes a value at an offset of a parameter buffer.
///
/// # Safety
/// `base + offset` must be the storage of a value of this kind.
pub unsafe fn native_mem_write<T: NativeValue>(base: *mut u8, offset: u32, value: T) {
    // SAFETY: the caller's contract.
    unsafe { T::write_native(base.add(offset as usize), value) }
}

/// A property handle looked up by name on a class once, then reused (one per accessor).
pub struct PropertyCache {
    name: &'static str,
    handle: OnceLock<FPropertyHandle>,
}

impl PropertyCache {
    pub const fn new(name: &'static str) -> Self {
        Self { name, handle: OnceLock::new() }
    }
    /// The property on class `C`; an error names the property and the class.
    pub fn get<C: UeClass>(&self) -> RustealResult<FPropertyHandle> {
        if let Some(h) = self.handle.get() {
            return Ok(*h);
        }
        // SAFETY: pointer and length describe the name; api() panics without the engine.
        let h = unsafe {
            crate::ffi_dispatch::reflection_find_property(C::static_class(), self.name.as_ptr(), self.name.len() as u32)
        };
        if h.is_null() {
            return Err(RustealError::property_not_found(self.name).on(C::NAME));
        }
        Ok(*self.handle.get_or_init(|| h))
    }
    pub fn name(&self) -> &'static str {
        self.name
    }
}

/// Reads a property of a valid object through a cache: what generated getters call.
pub fn get_property<C: UeClass, V: PropertyValue>(obj: UObjectHandle, cache: &PropertyCache) -> RustealResult<V> {
    let prop = cache.get::<C>()?;
    V::get(obj, prop).map_err(|e| e.context(format!("reading {}.{}", C::NAME, cache.name())))
}

/// Writes a property of a valid object through a cache: what generated setters call.
pub fn set_property<C: UeClass, V: PropertyValue>(
    obj: UObjectHandle,
    cache: &PropertyCache,
    value: &V,
) -> RustealResult<()> {
    let prop = cache.get::<C>()?;
    V::set(obj, prop, value).map_err(|e| e.context(format!("writing {}.{}", C::NAME, cache.name())))
}

#[doc(hidden)]
pub fn check(code: RustealErrorCode, context: &'static str) -> RustealResult<()> {
    check_ffi_ctx(code, context)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn native_values_round_trip_at_odd_offsets() {
        let mut buf = [0u8; 64];
        // SAFETY: every write stays inside the buffer.
        unsafe {
            native_mem_write(buf.as_mut_ptr(), 1, true);
            native_mem_write(buf.as_mut_ptr(), 3, -7i32);
            native_mem_write(buf.as_mut_ptr(), 7, 2.5f64);
            native_mem_write(buf.as_mut_ptr(), 15, UObjectHandle::from_addr(0x1234));
            native_mem_write(buf.as_mut_ptr(), 23, crate::math::Vector::new(1.0, 2.0, 3.0));
            assert!(native_mem_read::<bool>(buf.as_ptr(), 1));
            assert_eq!(native_mem_read::<i32>(buf.as_ptr(), 3), -7);
            assert_eq!(native_mem_read::<f64>(buf.as_ptr(), 7), 2.5);
            assert_eq!(native_mem_read::<UObjectHandle>(buf.as_ptr(), 15).to_addr(), 0x1234);
            assert_eq!(native_mem_read::<crate::math::Vector>(buf.as_ptr(), 23).z, 3.0);
        }
        buf[40] = 2; // a bool byte from a one-bit field write
        // SAFETY: inside the buffer.
        assert!(unsafe { native_mem_read::<bool>(buf.as_ptr(), 40) });
    }

    /// An enum wider than a byte (UHT's `namespace E { enum Type : int }`), as the bindings make one.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[repr(i32)]
    enum WideProbe {
        First = 0,
        Far = 70000,
    }
    impl crate::object_ref::UeEnum for WideProbe {
        fn static_enum() -> rusteal_ffi::UClassHandle {
            rusteal_ffi::UClassHandle::null()
        }
        fn to_i64(self) -> i64 {
            self as i32 as i64
        }
        fn from_i64(value: i64) -> Option<Self> {
            match value {
                0 => Some(Self::First),
                70000 => Some(Self::Far),
                _ => None,
            }
        }
        fn first_variant() -> Self {
            Self::First
        }
    }
    crate::impl_enum_property!(WideProbe, Int32);
    crate::impl_enum_native!(WideProbe, i32);

    #[test]
    fn a_wide_enum_travels_as_its_number_and_declares_it() {
        let mut buf = [0u8; 16];
        // SAFETY: inside the buffer.
        unsafe {
            native_mem_write(buf.as_mut_ptr(), 3, WideProbe::Far);
            assert_eq!(native_mem_read::<i32>(buf.as_ptr(), 3), 70000);
            assert_eq!(native_mem_read::<WideProbe>(buf.as_ptr(), 3), WideProbe::Far);
            // A value the enum does not have reads as its first variant (and is logged).
            native_mem_write(buf.as_mut_ptr(), 3, 5i32);
            assert_eq!(native_mem_read::<WideProbe>(buf.as_ptr(), 3), WideProbe::First);
        }
        assert_eq!(<WideProbe as PropertyValue>::extra().inner_type, rusteal_ffi::RustealPropType::Int32 as u32);
    }
}
