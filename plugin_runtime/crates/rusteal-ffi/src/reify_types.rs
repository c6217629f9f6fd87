//! The shared structs and codes of the reify, console and logging sub-tables.

use crate::handles::{FWeakObjectHandle, UClassHandle, UObjectHandle, UStructHandle};

/// The kind of a property created through `RustealReifyApi::add_property` (`prop_type`).
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RustealPropType {
    Bool = 0,
    Int32 = 1,
    Int64 = 2,
    UInt8 = 3,
    Float = 4,
    Double = 5,
    String = 6,
    Name = 7,
    Object = 8,
    Class = 9,
    SoftObject = 10,
    Struct = 11,
    Enum = 12,
    Array = 13,
    WeakObject = 14,
    Map = 15,
    Set = 16,
    Text = 17,
}

impl RustealPropType {
    /// The type for a raw code, if it is one.
    pub const fn from_u32(v: u32) -> Option<Self> {
        Some(match v {
            0 => Self::Bool,
            1 => Self::Int32,
            2 => Self::Int64,
            3 => Self::UInt8,
            4 => Self::Float,
            5 => Self::Double,
            6 => Self::String,
            7 => Self::Name,
            8 => Self::Object,
            9 => Self::Class,
            10 => Self::SoftObject,
            11 => Self::Struct,
            12 => Self::Enum,
            13 => Self::Array,
            14 => Self::WeakObject,
            15 => Self::Map,
            16 => Self::Set,
            17 => Self::Text,
            _ => return None,
        })
    }
}

/// What a property's type needs beyond its kind. Unused handles are null, unused types
/// `u32::MAX`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RustealReifyPropExtra {
    /// The class of an object, soft or weak property (or of a container's object elements); the
    /// base class of a class property.
    pub object_class: UClassHandle,
    /// The struct of a struct property (or of a container's struct elements).
    pub ustruct: UStructHandle,
    /// The `UEnum` of an enum property, typed as a class handle like `find_enum` returns it.
    pub uenum: UClassHandle,
    /// The `RustealPropType` of an array's or set's elements, or of a map's keys.
    pub inner_type: u32,
    /// The `RustealPropType` of a map's values.
    pub value_type: u32,
    /// The class of a map's object values.
    pub value_class: UClassHandle,
}

impl RustealReifyPropExtra {
    /// No extra information.
    pub const NONE: Self = Self {
        object_class: UClassHandle::null(),
        ustruct: UStructHandle::null(),
        uenum: UClassHandle::null(),
        inner_type: u32::MAX,
        value_type: u32::MAX,
        value_class: UClassHandle::null(),
    };
}

impl Default for RustealReifyPropExtra {
    fn default() -> Self {
        Self::NONE
    }
}

/// `add_default_subobject` flag: the component is the root component.
pub const RUSTEAL_COMP_ROOT: u32 = 1;
/// `add_default_subobject` flag: the component is transient.
pub const RUSTEAL_COMP_TRANSIENT: u32 = 2;

/// `register_variable` kinds.
pub const RUSTEAL_CVAR_BOOL: u32 = 0;
pub const RUSTEAL_CVAR_INT: u32 = 1;
pub const RUSTEAL_CVAR_FLOAT: u32 = 2;
pub const RUSTEAL_CVAR_STRING: u32 = 3;

/// The arguments of a console command, as its callback receives them.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct RustealConsoleArgs {
    /// The arguments, separated by `\n`, UTF-8.
    pub args: *const u8,
    pub args_len: u32,
    /// The world the command ran in (may be null).
    pub world: UObjectHandle,
}

/// Log levels of `RustealLoggingApi::log` and `RustealErrorReport::level`.
pub const RUSTEAL_LOG_DISPLAY: u8 = 0;
pub const RUSTEAL_LOG_WARNING: u8 = 1;
pub const RUSTEAL_LOG_ERROR: u8 = 2;

/// An error (or panic) reported to the engine: the one-line summary for the log line, the full
/// report, the object it concerns and the user's source location.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct RustealErrorReport {
    pub level: u8,
    /// Whether it becomes the pending script error (a Blueprint runtime error on the VM path).
    pub is_script_error: bool,
    pub summary: *const u8,
    pub summary_len: u32,
    pub details: *const u8,
    pub details_len: u32,
    pub object: FWeakObjectHandle,
    /// Absolute path of the source file; empty when unknown.
    pub file: *const u8,
    pub file_len: u32,
    pub line: u32,
    pub column: u32,
}
