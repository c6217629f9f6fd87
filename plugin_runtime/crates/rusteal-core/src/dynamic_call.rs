//! Calling by name what the bindings do not cover: functions defined in Blueprints, a
//! BlueprintImplementableEvent's implementation, delegates.
//!
//! `DynamicCall::new(&obj, "Function")` finds the function and allocates its parameter buffer;
//! `set` (on `&mut`, as Rusteal's) or `with` (consuming, to chain) writes parameters by name,
//! `set_struct` a struct parameter; `call()` runs it through `ProcessEvent`; the result's `get`
//! reads out parameters and the return value. The buffer is freed when dropped.

use rusteal_ffi::{FPropertyHandle, UFunctionHandle, UObjectHandle};

use crate::error::{RustealError, RustealResult, check_ffi_ctx};
use crate::object_ref::{UeHandle, ValidHandle};
use crate::property::NativeValue;
use crate::struct_ref::OwnedStruct;

pub struct DynamicCall {
    obj: UObjectHandle,
    func: UFunctionHandle,
    params: *mut u8,
    name: String,
    /// For a delegate broadcast: the delegate property.
    delegate: Option<FPropertyHandle>,
}

impl DynamicCall {
    /// A call of `function` on an object: a `UObjectRef` (checked valid now), a checked or
    /// pinned reference, or a `#[uclass]`'s `self`.
    pub fn new(obj: &impl UeHandle, function: &str) -> RustealResult<Self> {
        let h = obj.handle();
        // SAFETY: the table is installed (checked first); the engine checks the pointer.
        if h.is_null() || !crate::is_api_initialized() || !unsafe { crate::ffi_dispatch::core_is_valid(h) } {
            return Err(RustealError::object_destroyed().context(format!("calling `{function}`")));
        }
        // SAFETY: pointer and length describe the name; api() panics without the engine.
        let func =
            unsafe { crate::ffi_dispatch::reflection_find_function(h, function.as_ptr(), function.len() as u32) };
        if func.is_null() {
            return Err(RustealError::function_not_found(function));
        }
        Ok(Self::with_function(h, func, function.to_string(), None))
    }

    /// A broadcast of a multicast delegate property, with its signature's parameters.
    pub fn for_delegate(obj: &impl ValidHandle, property: FPropertyHandle, name: &str) -> RustealResult<Self> {
        // SAFETY: the engine checks the property.
        let func = unsafe { crate::ffi_dispatch::reflection_get_delegate_signature(property) };
        if func.is_null() {
            return Err(RustealError::type_mismatch(format!("`{name}` is not a delegate")));
        }
        Ok(Self::with_function(obj.handle(), func, name.to_string(), Some(property)))
    }

    fn with_function(
        obj: UObjectHandle,
        func: UFunctionHandle,
        name: String,
        delegate: Option<FPropertyHandle>,
    ) -> Self {
        // SAFETY: a valid function handle.
        let params = unsafe { crate::ffi_dispatch::reflection_alloc_params(func) };
        Self { obj, func, params, name, delegate }
    }

    /// The function's parameter of that name.
    fn param(&self, param: &str) -> RustealResult<FPropertyHandle> {
        // SAFETY: pointer and length describe the name.
        let prop = unsafe {
            crate::ffi_dispatch::reflection_get_function_param(self.func, param.as_ptr(), param.len() as u32)
        };
        if prop.is_null() {
            return Err(RustealError::property_not_found(param).on(&self.name));
        }
        Ok(prop)
    }

    fn param_offset(&self, param: &str) -> RustealResult<u32> {
        let prop = self.param(param)?;
        // SAFETY: a valid property.
        Ok(unsafe { crate::ffi_dispatch::reflection_get_property_offset(prop) })
    }

    /// Writes a parameter.
    pub fn set<V: NativeValue>(&mut self, param: &str, value: V) -> RustealResult<()> {
        let offset = self.param_offset(param)?;
        if !self.params.is_null() {
            // SAFETY: the buffer is the function's ParmsSize bytes; the offset is the engine's.
            unsafe { crate::property::native_mem_write(self.params, offset, value) };
        }
        Ok(())
    }

    /// Writes a parameter and returns the call, to chain: `DynamicCall::new(..)?.with("A", 1)?`.
    pub fn with<V: NativeValue>(mut self, param: &str, value: V) -> RustealResult<Self> {
        self.set(param, value)?;
        Ok(self)
    }

    /// Writes a struct parameter (its bytes, which must be the parameter's size).
    pub fn set_struct<T>(&mut self, param: &str, value: &OwnedStruct<T>) -> RustealResult<()> {
        let offset = self.param_offset(param)?;
        let size = self.param_size(param)?;
        if value.len() != size as usize {
            return Err(RustealError::type_mismatch(format!(
                "`{param}` of `{}` is {size} bytes, the struct given {}",
                self.name,
                value.len()
            )));
        }
        if !self.params.is_null() {
            // SAFETY: the buffer holds the parameter's `size` bytes at `offset`; the value has as many.
            unsafe { std::ptr::copy_nonoverlapping(value.as_ptr(), self.params.add(offset as usize), size as usize) };
        }
        Ok(())
    }

    fn param_size(&self, param: &str) -> RustealResult<u32> {
        let prop = self.param(param)?;
        // SAFETY: a valid property.
        Ok(unsafe { crate::ffi_dispatch::reflection_get_property_size(prop) })
    }

    /// Runs the call (or the broadcast).
    pub fn call(self) -> RustealResult<DynamicCallResult> {
        // SAFETY: valid object, function and buffer.
        let code = unsafe {
            match self.delegate {
                Some(prop) => crate::ffi_dispatch::delegate_broadcast_multicast(self.obj, prop, self.params),
                None => crate::ffi_dispatch::reflection_call_function(self.obj, self.func, self.params),
            }
        };
        check_ffi_ctx(code, format!("calling `{}`", self.name))?;
        Ok(DynamicCallResult { call: self })
    }
}

impl Drop for DynamicCall {
    fn drop(&mut self) {
        if !self.params.is_null() {
            // SAFETY: allocated by alloc_params for this function.
            unsafe { crate::ffi_dispatch::reflection_free_params(self.func, self.params) };
        }
    }
}

/// The parameters after a call: out parameters and the return value.
pub struct DynamicCallResult {
    call: DynamicCall,
}

impl DynamicCallResult {
    /// Reads an out parameter or `ReturnValue`.
    pub fn get<V: NativeValue>(&self, param: &str) -> RustealResult<V> {
        let offset = self.call.param_offset(param)?;
        if self.call.params.is_null() {
            return Err(RustealError::invalid_operation(format!("`{}` has no parameters", self.call.name)));
        }
        // SAFETY: the buffer is the function's ParmsSize bytes; the offset is the engine's.
        Ok(unsafe { crate::property::native_mem_read(self.call.params, offset) })
    }
}
