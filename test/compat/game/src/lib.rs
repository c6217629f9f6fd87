//! Game code written the way Rusteal's games are written (our own code, in their style and with
//! their API): glam at the boundary (`glam_seeker.rs`), names given as the engine's handles
//! (`names.rs`), containers whose lengths and elements are `RustealResult`s (`containers.rs`),
//! struct values set through `&self` and by reference (`structs.rs`).
//! Built with warnings as errors by test/compat/reference_style_test.cpp and run in rusteal-host
//! by its script.

#![deny(warnings)]
#![deny(unsafe_code)]

rusteal_runtime::entry!();

pub mod containers;
pub mod glam_seeker;
pub mod names;
pub mod structs;
