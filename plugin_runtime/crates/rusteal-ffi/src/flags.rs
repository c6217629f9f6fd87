//! The engine's reflection flag bits the runtime and the macros write when they create types (values of UE's
//! `ObjectMacros.h` and `Script.h`).

/// `EPropertyFlags`.
pub mod cpf {
    pub const EDIT: u64 = 0x1;
    pub const CONST_PARM: u64 = 0x2;
    pub const BLUEPRINT_VISIBLE: u64 = 0x4;
    pub const EXPORT_OBJECT: u64 = 0x8;
    pub const BLUEPRINT_READ_ONLY: u64 = 0x10;
    pub const PARM: u64 = 0x80;
    pub const OUT_PARM: u64 = 0x100;
    pub const ZERO_CONSTRUCTOR: u64 = 0x200;
    pub const RETURN_PARM: u64 = 0x400;
    pub const DISABLE_EDIT_ON_TEMPLATE: u64 = 0x800;
    pub const TRANSIENT: u64 = 0x2000;
    pub const CONFIG: u64 = 0x4000;
    pub const DISABLE_EDIT_ON_INSTANCE: u64 = 0x10000;
    pub const EDIT_CONST: u64 = 0x20000;
    pub const INSTANCED_REFERENCE: u64 = 0x80000;
    pub const SAVE_GAME: u64 = 0x0100_0000;
    pub const REFERENCE_PARM: u64 = 0x0800_0000;
    pub const BLUEPRINT_ASSIGNABLE: u64 = 0x1000_0000;
    pub const NATIVE_ACCESS_SPECIFIER_PUBLIC: u64 = 0x0010_0000_0000_0000;
    pub const NATIVE_ACCESS_SPECIFIER_PROTECTED: u64 = 0x0020_0000_0000_0000;
    pub const NATIVE_ACCESS_SPECIFIER_PRIVATE: u64 = 0x0040_0000_0000_0000;
}

/// `EFunctionFlags`.
pub mod func {
    pub const FINAL: u32 = 0x1;
    pub const EXEC: u32 = 0x200;
    pub const NATIVE: u32 = 0x400;
    pub const EVENT: u32 = 0x800;
    pub const STATIC: u32 = 0x2000;
    pub const PUBLIC: u32 = 0x20000;
    pub const PROTECTED: u32 = 0x80000;
    pub const HAS_OUT_PARMS: u32 = 0x0040_0000;
    pub const BLUEPRINT_CALLABLE: u32 = 0x0400_0000;
    pub const BLUEPRINT_EVENT: u32 = 0x0800_0000;
    pub const BLUEPRINT_PURE: u32 = 0x1000_0000;
    pub const EDITOR_ONLY: u32 = 0x2000_0000;
}
