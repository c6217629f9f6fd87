//! Opaque handles to engine objects. Pointer handles are `#[repr(transparent)]` around a raw
//! pointer, 8 bytes on every supported target; they are plain values (Copy, Send, Sync) and say
//! nothing about whether the object is still alive.

use core::ffi::c_void;

macro_rules! pointer_handle {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[repr(transparent)]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub *mut c_void);

        impl $name {
            /// The null handle.
            pub const fn null() -> Self {
                Self(core::ptr::null_mut())
            }
            /// Whether the handle is null.
            pub fn is_null(self) -> bool {
                self.0.is_null()
            }
            /// A handle from an address (the headless host and tests; the engine passes pointers).
            pub const fn from_addr(addr: u64) -> Self {
                Self(addr as usize as *mut c_void)
            }
            /// The address the handle holds.
            pub fn to_addr(self) -> u64 {
                self.0 as usize as u64
            }
        }

        impl Default for $name {
            fn default() -> Self {
                Self::null()
            }
        }

        impl core::fmt::Debug for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(f, concat!(stringify!($name), "({:#x})"), self.to_addr())
            }
        }

        // SAFETY: a handle is an address; dereferencing it is the engine's business, on the
        // engine's thread. Moving the value between threads is harmless.
        unsafe impl Send for $name {}
        // SAFETY: as above; a shared handle cannot be used to mutate anything on the Rust side.
        unsafe impl Sync for $name {}
    };
}

pointer_handle!(
    /// A `UObject*`.
    UObjectHandle
);
pointer_handle!(
    /// A `UClass*` (also a `UEnum*` where the reflection table says so).
    UClassHandle
);
pointer_handle!(
    /// An `FProperty*`.
    FPropertyHandle
);
pointer_handle!(
    /// A `UFunction*`.
    UFunctionHandle
);
pointer_handle!(
    /// A `UScriptStruct*`.
    UStructHandle
);

/// An `FName` packed into 64 bits: the comparison index in the low half, the number in the high.
#[repr(transparent)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FNameHandle(pub u64);

impl FNameHandle {
    /// Packs a comparison index and a number.
    pub const fn pack(comparison_index: u32, number: u32) -> Self {
        Self((comparison_index as u64) | ((number as u64) << 32))
    }
    /// The comparison index (low 32 bits).
    pub const fn comparison_index(self) -> u32 {
        self.0 as u32
    }
    /// The number (high 32 bits).
    pub const fn number(self) -> u32 {
        (self.0 >> 32) as u32
    }
    /// `NAME_None`.
    pub const fn none() -> Self {
        Self(0)
    }
    /// Whether this is `NAME_None`.
    pub const fn is_none(self) -> bool {
        self.0 == 0
    }
}

/// The bytes of an `FWeakObjectPtr`: `{-1, 0}` when null.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FWeakObjectHandle {
    pub object_index: i32,
    pub object_serial_number: i32,
}

impl FWeakObjectHandle {
    /// The null weak pointer.
    pub const fn null() -> Self {
        Self { object_index: -1, object_serial_number: 0 }
    }
    /// Whether it was made from a null object.
    pub const fn is_null(self) -> bool {
        self.object_index == -1 && self.object_serial_number == 0
    }
}

impl Default for FWeakObjectHandle {
    fn default() -> Self {
        Self::null()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fname_packs_index_low_and_number_high() {
        let h = FNameHandle::pack(0x1234_5678, 7);
        assert_eq!(h.0, 0x0000_0007_1234_5678);
        assert_eq!(h.comparison_index(), 0x1234_5678);
        assert_eq!(h.number(), 7);
        assert!(FNameHandle::none().is_none());
        assert!(!h.is_none());
    }

    #[test]
    fn pointer_handles_round_trip_addresses() {
        let h = UObjectHandle::from_addr(0xdead_beef);
        assert_eq!(h.to_addr(), 0xdead_beef);
        assert!(!h.is_null());
        assert!(UObjectHandle::null().is_null());
        assert_eq!(UClassHandle::default(), UClassHandle::null());
    }

    #[test]
    fn weak_default_is_the_engine_null() {
        let w = FWeakObjectHandle::default();
        assert_eq!((w.object_index, w.object_serial_number), (-1, 0));
        assert!(w.is_null());
    }
}
