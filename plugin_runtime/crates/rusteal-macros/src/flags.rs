//! Flag bits the macros bake into generated code (values of UE's ObjectMacros.h, the same as
//! rusteal-ffi's `flags`; the macro crate cannot depend on it at expansion time cheaply, and
//! the generated code names them through `::rusteal_runtime::ffi::flags` only for readability).

pub const CPF_EDIT: u64 = 0x1;
pub const CPF_BLUEPRINT_VISIBLE: u64 = 0x4;
pub const CPF_BLUEPRINT_READ_ONLY: u64 = 0x10;
pub const CPF_PARM: u64 = 0x80;
pub const CPF_OUT_PARM: u64 = 0x100;
pub const CPF_RETURN_PARM: u64 = 0x400;
pub const CPF_TRANSIENT: u64 = 0x2000;
pub const CPF_CONFIG: u64 = 0x4000;
pub const CPF_DISABLE_EDIT_ON_INSTANCE: u64 = 0x10000;
pub const CPF_EDIT_CONST: u64 = 0x20000;
pub const CPF_SAVE_GAME: u64 = 0x0100_0000;
pub const CPF_REFERENCE_PARM: u64 = 0x0800_0000;
pub const CPF_BLUEPRINT_ASSIGNABLE: u64 = 0x1000_0000;

pub const FUNC_EXEC: u32 = 0x200;
pub const FUNC_NATIVE: u32 = 0x400;
pub const FUNC_EVENT: u32 = 0x800;
pub const FUNC_PUBLIC: u32 = 0x20000;
pub const FUNC_HAS_OUT_PARMS: u32 = 0x0040_0000;
pub const FUNC_BLUEPRINT_CALLABLE: u32 = 0x0400_0000;
pub const FUNC_BLUEPRINT_EVENT: u32 = 0x0800_0000;
pub const FUNC_BLUEPRINT_PURE: u32 = 0x1000_0000;
