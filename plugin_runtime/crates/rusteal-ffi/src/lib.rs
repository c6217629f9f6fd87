//! The contract between a Rust library and the engine, and nothing else: `#[repr(C)]` types,
//! the API table the engine hands to `rusteal_init`, the callbacks the library hands back, the
//! error codes and the version both sides check.
//!
//! Every change here is made on both sides at once: `plugin_runtime/abi/RustealApiTable.h` is
//! the C++ mirror, and `test/runtime/api_table_mirror_test.cpp` fails when the names, order or
//! signatures of the function pointers of the two differ. Layouts are asserted on both sides
//! (`contract_tests.rs` here, `RustealContractTests.cpp` there).

#![cfg_attr(not(test), no_std)]

pub mod api_table;
pub mod callbacks;
mod contract_tests;
pub mod error;
pub mod flags;
pub mod handles;
pub mod reify_types;
pub mod version;

pub use api_table::*;
pub use callbacks::*;
pub use error::RustealErrorCode;
pub use handles::*;
pub use reify_types::*;
pub use version::{RUSTEAL_VERSION, VersionParts, decode_version, encode_version, parse_version};
