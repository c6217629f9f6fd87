//~ ERROR the minor number must be below 1000
//~ AT rusteal_runtime::ffi::encode_version(0, 1000, 0)
pub const V: u32 = rusteal_runtime::ffi::encode_version(0, 1000, 0);
