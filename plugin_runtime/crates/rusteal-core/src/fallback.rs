//! What an engine call that cannot fail gives when it did: Rusteal's forms of accessors and
//! generated engine functions return the value, log the error and return the type's fallback
//! (zero, empty, null, the first variant of an enum, a view the engine refuses); the `try_` forms
//! beside them return the `RustealResult`.

use crate::containers::{UeArray, UeMap, UeSet};
use crate::error::RustealResult;
use crate::fname::FName;
use crate::math::{LinearColor, Quat, Rotator, Transform, Vector, Vector2D, Vector4};
use crate::object_ref::{SoftObjectRef, SubclassOf, UObjectRef, WeakObjectRef};
use crate::struct_ref::OwnedStruct;
use rusteal_ffi::{FNameHandle, FPropertyHandle, UObjectHandle};

/// The value a failed call gives.
pub trait Fallback {
    fn fallback() -> Self;
}

/// The value, or the fallback with the error in the engine's log.
#[track_caller]
pub fn or_log<T: Fallback>(result: RustealResult<T>) -> T {
    result.unwrap_or_else(|e| {
        e.log(log::Level::Error);
        T::fallback()
    })
}

macro_rules! by_default {
    ($($t:ty),+) => {$(
        impl Fallback for $t {
            fn fallback() -> Self {
                <$t>::default()
            }
        }
    )+};
}
by_default!((), bool, i8, i16, i32, i64, u8, u16, u32, u64, f32, f64, String, Vector, Vector2D, Vector4, Rotator, LinearColor);

impl Fallback for Quat {
    fn fallback() -> Self {
        Quat::IDENTITY
    }
}

impl Fallback for Transform {
    fn fallback() -> Self {
        Transform::IDENTITY
    }
}

impl Fallback for FName {
    fn fallback() -> Self {
        FName::from_raw(FNameHandle::none())
    }
}
impl<T> Fallback for UObjectRef<T> {
    fn fallback() -> Self {
        Self::default()
    }
}
impl<T> Fallback for SubclassOf<T> {
    fn fallback() -> Self {
        Self::default()
    }
}
impl<T> Fallback for SoftObjectRef<T> {
    fn fallback() -> Self {
        Self::default()
    }
}
impl<T> Fallback for WeakObjectRef<T> {
    fn fallback() -> Self {
        Self::default()
    }
}
impl<T> Fallback for OwnedStruct<T> {
    fn fallback() -> Self {
        // No engine struct to size it by: an empty value, which the engine refuses where used.
        OwnedStruct::from_bytes(&[])
    }
}
impl<T> Fallback for Vec<T> {
    fn fallback() -> Self {
        Vec::new()
    }
}
impl<T> Fallback for Option<T> {
    fn fallback() -> Self {
        None
    }
}
impl<T> Fallback for UeArray<T> {
    fn fallback() -> Self {
        UeArray::new(UObjectHandle::null(), FPropertyHandle::null())
    }
}
impl<K, V> Fallback for UeMap<K, V> {
    fn fallback() -> Self {
        UeMap::new(UObjectHandle::null(), FPropertyHandle::null())
    }
}
impl<T> Fallback for UeSet<T> {
    fn fallback() -> Self {
        UeSet::new(UObjectHandle::null(), FPropertyHandle::null())
    }
}

macro_rules! tuple {
    ($($p:ident),+) => {
        impl<$($p: Fallback),+> Fallback for ($($p,)+) {
            fn fallback() -> Self {
                ($($p::fallback(),)+)
            }
        }
    };
}
tuple!(A, B);
tuple!(A, B, C);
tuple!(A, B, C, D);
tuple!(A, B, C, D, E);
tuple!(A, B, C, D, E, F);
tuple!(A, B, C, D, E, F, G);
tuple!(A, B, C, D, E, F, G, H);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::RustealError;

    #[test]
    fn a_failed_call_gives_the_fallback_and_a_successful_one_its_value() {
        assert_eq!(or_log::<i32>(Ok(7)), 7);
        assert_eq!(or_log::<i32>(Err(RustealError::invalid_operation("no engine"))), 0);
        let (a, b, c): (bool, String, UObjectRef<()>) = or_log(Err(RustealError::invalid_operation("no engine")));
        assert!(!a && b.is_empty() && c.raw().is_null());
    }
}
