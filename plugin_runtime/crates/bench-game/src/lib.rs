//! test/bench/host_bench's library: a #[ufunction] that calls an engine function through the
//! library's function table `n` times, the way a generated bindings crate calls one
//! (`bindings` below is written as rust_emitter writes a function: look the entry up by id,
//! call the C++ wrapper, check its code, return the out value).

#![deny(unsafe_code)]

use rusteal_runtime::prelude::*;

rusteal_runtime::entry!();

#[allow(unsafe_code)]
mod bindings {
    use rusteal_runtime::prelude::*;
    use rusteal_runtime::runtime as rusteal_core;

    pub const BENCH_ADD: u32 = 0;

    /// The engine's `int32 Add(int32 A, int32 B)` through its wrapper (id 0 in the table).
    #[inline(never)]
    pub fn add(a: i32, b: i32) -> RustealResult<i32> {
        type F = unsafe extern "C" fn(i32, i32, *mut i32) -> u32;
        let mut out: i32 = 0;
        let entry = rusteal_core::api::engine_function(BENCH_ADD)?;
        // SAFETY: the table entry is the C++ wrapper of this function, whose signature is F.
        let f: F = unsafe { ::core::mem::transmute::<*const ::core::ffi::c_void, F>(entry) };
        // SAFETY: every argument is valid for the call.
        let code = unsafe { f(a, b, &mut out) };
        rusteal_core::error::check_ffi(rusteal_runtime::ffi::RustealErrorCode::from_u32(code))?;
        Ok(out)
    }
}

/// The engine's root class.
pub struct Object;
impl UeClass for Object {
    const NAME: &'static str = "Object";
    fn static_class() -> rusteal_runtime::ffi::UClassHandle {
        static CACHE: std::sync::OnceLock<rusteal_runtime::ffi::UClassHandle> = std::sync::OnceLock::new();
        rusteal_runtime::runtime::reify::engine_class(&CACHE, "Object")
    }
}

/// Calls the engine from Rust in a loop.
#[uclass(parent = Object)]
pub struct CallBench {}

#[uclass_impl]
impl CallBench {
    /// `count` calls of the engine's Add; returns the sum (so nothing is optimised away).
    #[ufunction(BlueprintCallable)]
    fn call_engine(&self, count: i32) -> RustealResult<i64> {
        let mut sum: i64 = 0;
        for i in 0..count {
            sum += i64::from(bindings::add(i, 1)?);
        }
        Ok(sum)
    }
}
