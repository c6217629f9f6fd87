//! Safe wrappers over the reify sub-table, called by the code the macros generate to create a
//! library's classes, structs and enums. Each failure names the type and member concerned.

use rusteal_ffi::{
    FPropertyHandle, RUSTEAL_COMP_ROOT, RUSTEAL_COMP_TRANSIENT, RustealPropType, RustealReifyPropExtra, UClassHandle,
    UFunctionHandle, UObjectHandle, UStructHandle,
};

use crate::error::{RustealError, RustealResult, check_ffi_ctx};
use crate::property::PropertyValue;
use crate::struct_ref::UeStruct;

fn engine() -> RustealResult<()> {
    if crate::api::is_api_initialized() {
        Ok(())
    } else {
        Err(RustealError::invalid_operation("the engine API is not initialised (registering types needs the engine)"))
    }
}

fn text(s: &str) -> (*const u8, u32) {
    (s.as_ptr(), s.len() as u32)
}

/// Creates (or, on hot reload, finds) a class and records its shape.
pub fn create_class(name: &str, parent: UClassHandle, type_id: u64, shape: u64) -> RustealResult<UClassHandle> {
    engine()?;
    if parent.is_null() {
        return Err(RustealError::invalid_operation(format!("the parent class of {name} is not known to the engine")));
    }
    let (p, l) = text(name);
    // SAFETY: the table is installed; pointer and length describe the name.
    let cls = unsafe { crate::ffi_dispatch::reify_create_class(p, l, parent, type_id) };
    if cls.is_null() {
        return Err(RustealError::invalid_operation(format!("the engine refused to create class {name}")));
    }
    // The host keeps the class or, when its shape changed on a hot reload, replaces it: the
    // returned class is the one to use.
    // SAFETY: as above.
    let cls = unsafe { crate::ffi_dispatch::reify_set_class_shape(cls, shape) };
    if cls.is_null() {
        return Err(RustealError::invalid_operation(format!("the engine refused the shape of class {name}")));
    }
    Ok(cls)
}

fn add_property_raw(
    cls: UClassHandle,
    name: &str,
    prop_type: RustealPropType,
    flags: u64,
    extra: &RustealReifyPropExtra,
    meta: &[(&str, &str)],
) -> RustealResult<FPropertyHandle> {
    engine()?;
    let (p, l) = text(name);
    // SAFETY: the table is installed; pointers live for the call.
    let prop = unsafe { crate::ffi_dispatch::reify_add_property(cls, p, l, prop_type as u32, flags, extra) };
    if prop.is_null() {
        return Err(RustealError::invalid_operation(format!("the engine refused property `{name}`")));
    }
    for (k, v) in meta {
        let ((kp, kl), (vp, vl)) = (text(k), text(v));
        // SAFETY: as above.
        let code = unsafe { crate::ffi_dispatch::reify_set_property_metadata(prop, kp, kl, vp, vl) };
        check_ffi_ctx(code, format!("setting metadata {k} of `{name}`"))?;
    }
    Ok(prop)
}

/// Adds a property of a Rust type.
pub fn add_property<V: PropertyValue>(
    cls: UClassHandle,
    name: &str,
    flags: u64,
    meta: &[(&str, &str)],
) -> RustealResult<FPropertyHandle> {
    add_property_raw(cls, name, V::PROP_TYPE, flags, &V::extra(), meta)
}

/// Adds a `TArray` property of a Rust element type.
pub fn add_array_property<V: PropertyValue>(
    cls: UClassHandle,
    name: &str,
    flags: u64,
    meta: &[(&str, &str)],
) -> RustealResult<FPropertyHandle> {
    let inner = V::extra();
    let extra = RustealReifyPropExtra { inner_type: V::PROP_TYPE as u32, ..inner };
    add_property_raw(cls, name, RustealPropType::Array, flags, &extra, meta)
}

/// Adds a component as a default subobject (`root`, attached to another, at a socket).
pub fn add_component(
    cls: UClassHandle,
    name: &str,
    property: &str,
    component_class: UClassHandle,
    root: bool,
    attach: Option<&str>,
    socket: Option<&str>,
) -> RustealResult<()> {
    engine()?;
    let flags = if root { RUSTEAL_COMP_ROOT } else { 0 } | if property.is_empty() { RUSTEAL_COMP_TRANSIENT } else { 0 };
    let ((np, nl), (pp, pl)) = (text(name), text(property));
    let (ap, al) = text(attach.unwrap_or(""));
    let (sp, sl) = text(socket.unwrap_or(""));
    // SAFETY: the table is installed; pointers live for the call.
    let code = unsafe {
        crate::ffi_dispatch::reify_add_default_subobject(cls, np, nl, pp, pl, component_class, flags, ap, al, sp, sl)
    };
    check_ffi_ctx(code, format!("adding component `{name}`"))
}

/// The default subobject of an object by name (a component accessor).
pub fn find_component(owner: UObjectHandle, name: &str) -> RustealResult<UObjectHandle> {
    engine()?;
    let (p, l) = text(name);
    // SAFETY: the table is installed.
    let h = unsafe { crate::ffi_dispatch::reify_find_default_subobject(owner, p, l) };
    if h.is_null() {
        Err(RustealError::invalid_operation(format!("no component `{name}` on the object")))
    } else {
        Ok(h)
    }
}

/// Adds an interface implemented by class path.
pub fn add_interface(cls: UClassHandle, path: &str) -> RustealResult<()> {
    engine()?;
    let (p, l) = text(path);
    // SAFETY: the table is installed.
    check_ffi_ctx(
        unsafe { crate::ffi_dispatch::reify_add_interface(cls, p, l) },
        format!("implementing interface `{path}`"),
    )
}

/// Makes the class read its defaults from a config file (`config = "Game"`).
pub fn set_class_config(cls: UClassHandle, config: &str) -> RustealResult<()> {
    engine()?;
    let (p, l) = text(config);
    // SAFETY: the table is installed.
    check_ffi_ctx(
        unsafe { crate::ffi_dispatch::reify_set_class_config(cls, p, l) },
        format!("setting config `{config}`"),
    )
}

/// Finalises a class (its default object is created).
pub fn finalize_class(cls: UClassHandle) -> RustealResult<()> {
    engine()?;
    // SAFETY: the table is installed.
    check_ffi_ctx(unsafe { crate::ffi_dispatch::reify_finalize_class(cls) }, "finalising the class")
}

/// The class default object.
pub fn class_default_object(cls: UClassHandle) -> RustealResult<UObjectHandle> {
    engine()?;
    // SAFETY: the table is installed.
    let cdo = unsafe { crate::ffi_dispatch::reify_get_cdo(cls) };
    if cdo.is_null() { Err(RustealError::invalid_operation("the class has no default object yet")) } else { Ok(cdo) }
}

/// Adds a function whose native entry calls `callback_id` (0 for an event with no Rust body).
pub fn add_function(cls: UClassHandle, name: &str, callback_id: u64, flags: u32) -> RustealResult<UFunctionHandle> {
    engine()?;
    let (p, l) = text(name);
    // SAFETY: the table is installed.
    let f = unsafe { crate::ffi_dispatch::reify_add_function(cls, p, l, callback_id, flags) };
    if f.is_null() {
        Err(RustealError::invalid_operation(format!("the engine refused function `{name}`")))
    } else {
        Ok(f)
    }
}

/// Adds a parameter of a Rust type to a function (or a delegate signature).
pub fn add_param<V: PropertyValue>(func: UFunctionHandle, name: &str, flags: u64) -> RustealResult<()> {
    add_param_raw(func, name, V::PROP_TYPE, flags, &V::extra())
}

/// Adds a struct parameter.
pub fn add_struct_param<S: UeStruct>(func: UFunctionHandle, name: &str, flags: u64) -> RustealResult<()> {
    let extra = RustealReifyPropExtra { ustruct: S::static_struct(), ..RustealReifyPropExtra::NONE };
    add_param_raw(func, name, RustealPropType::Struct, flags, &extra)
}

fn add_param_raw(
    func: UFunctionHandle,
    name: &str,
    t: RustealPropType,
    flags: u64,
    extra: &RustealReifyPropExtra,
) -> RustealResult<()> {
    engine()?;
    let (p, l) = text(name);
    // SAFETY: the table is installed; pointers live for the call.
    let code = unsafe { crate::ffi_dispatch::reify_add_function_param(func, p, l, t as u32, flags, extra) };
    check_ffi_ctx(code, format!("adding parameter `{name}`"))
}

/// Adds a multicast delegate property; returns its signature function (add its parameters).
pub fn add_delegate(cls: UClassHandle, name: &str, flags: u64) -> RustealResult<UFunctionHandle> {
    engine()?;
    let (p, l) = text(name);
    // SAFETY: the table is installed.
    let f = unsafe { crate::ffi_dispatch::reify_add_delegate(cls, p, l, flags) };
    if f.is_null() {
        Err(RustealError::invalid_operation(format!("the engine refused delegate `{name}`")))
    } else {
        Ok(f)
    }
}

/// The offsets of a function's parameters, by name, in the order given.
pub fn param_offsets(cls: UClassHandle, function: &str, params: &[&str]) -> RustealResult<Vec<u32>> {
    engine()?;
    let (p, l) = text(function);
    // SAFETY: the table is installed.
    let func = unsafe { crate::ffi_dispatch::reflection_find_function_by_class(cls, p, l) };
    if func.is_null() {
        return Err(RustealError::function_not_found(function));
    }
    signature_offsets(func, function, params)
}

/// The offsets of a signature function's parameters, by name.
pub fn signature_offsets(func: UFunctionHandle, function: &str, params: &[&str]) -> RustealResult<Vec<u32>> {
    params
        .iter()
        .map(|name| {
            let (p, l) = text(name);
            // SAFETY: the table is installed; a valid function.
            let prop = unsafe { crate::ffi_dispatch::reflection_get_function_param(func, p, l) };
            if prop.is_null() {
                return Err(RustealError::property_not_found(name).on(function));
            }
            // SAFETY: a valid property.
            Ok(unsafe { crate::ffi_dispatch::reflection_get_property_offset(prop) })
        })
        .collect()
}

/// Creates (or finds) a struct.
pub fn create_struct(name: &str) -> RustealResult<UStructHandle> {
    engine()?;
    let (p, l) = text(name);
    // SAFETY: the table is installed.
    let s = unsafe { crate::ffi_dispatch::reify_create_struct(p, l) };
    if s.is_null() { Err(RustealError::invalid_operation(format!("the engine refused struct {name}"))) } else { Ok(s) }
}

fn add_struct_property_raw(
    s: UStructHandle,
    name: &str,
    prop_type: RustealPropType,
    flags: u64,
    extra: &RustealReifyPropExtra,
) -> RustealResult<FPropertyHandle> {
    engine()?;
    let (p, l) = text(name);
    // SAFETY: the table is installed; pointers live for the call.
    let prop = unsafe { crate::ffi_dispatch::reify_add_struct_property(s, p, l, prop_type as u32, flags, extra) };
    if prop.is_null() {
        Err(RustealError::invalid_operation(format!("the engine refused field `{name}`")))
    } else {
        Ok(prop)
    }
}

/// Adds a field to a struct.
pub fn add_struct_property<V: PropertyValue>(
    s: UStructHandle,
    name: &str,
    flags: u64,
) -> RustealResult<FPropertyHandle> {
    add_struct_property_raw(s, name, V::PROP_TYPE, flags, &V::extra())
}

/// Creates an interface (`#[uinterface]`), or finds it on a reload: kept as it is when `shape`
/// did not change, else its functions are retired and added again.
pub fn create_interface(name: &str, shape: u64) -> RustealResult<UClassHandle> {
    engine()?;
    let (p, l) = text(name);
    // SAFETY: the table is installed; pointers live for the call.
    let cls = unsafe { crate::ffi_dispatch::reify_create_interface(p, l, shape) };
    if cls.is_null() {
        Err(RustealError::invalid_operation(format!("the engine refused interface {name}")))
    } else {
        Ok(cls)
    }
}

/// Finalises an interface once its functions are added.
pub fn finalize_interface(cls: UClassHandle) -> RustealResult<()> {
    engine()?;
    // SAFETY: the table is installed.
    check_ffi_ctx(unsafe { crate::ffi_dispatch::reify_finalize_interface(cls) }, "finalising the interface")
}

/// Adds a `TArray` field of a Rust element type to a struct.
pub fn add_struct_array_property<V: PropertyValue>(
    s: UStructHandle,
    name: &str,
    flags: u64,
) -> RustealResult<FPropertyHandle> {
    let extra = RustealReifyPropExtra { inner_type: V::PROP_TYPE as u32, ..V::extra() };
    add_struct_property_raw(s, name, RustealPropType::Array, flags, &extra)
}

/// Finalises a struct (linked, sized).
pub fn finalize_struct(s: UStructHandle) -> RustealResult<()> {
    engine()?;
    // SAFETY: the table is installed.
    check_ffi_ctx(unsafe { crate::ffi_dispatch::reify_finalize_struct(s) }, "finalising the struct")
}

/// The offset of a struct's field.
pub fn struct_field_offset(s: UStructHandle, name: &str) -> RustealResult<u32> {
    engine()?;
    let (p, l) = text(name);
    // SAFETY: the table is installed.
    let prop = unsafe { crate::ffi_dispatch::reflection_find_struct_property(s, p, l) };
    if prop.is_null() {
        return Err(RustealError::property_not_found(name));
    }
    // SAFETY: a valid property.
    Ok(unsafe { crate::ffi_dispatch::reflection_get_property_offset(prop) })
}

/// Creates (or finds) an enum from its variants' names and values.
pub fn create_enum(name: &str, variants: &[(&str, i64)]) -> RustealResult<UClassHandle> {
    engine()?;
    let names = variants.iter().map(|(n, _)| *n).collect::<Vec<_>>().join("\n");
    let values: Vec<i64> = variants.iter().map(|(_, v)| *v).collect();
    let (p, l) = text(name);
    let (np, nl) = text(&names);
    // SAFETY: the table is installed; buffers live for the call.
    let e = unsafe { crate::ffi_dispatch::reify_create_enum(p, l, np, nl, values.as_ptr(), values.len() as u32) };
    if e.is_null() { Err(RustealError::invalid_operation(format!("the engine refused enum {name}"))) } else { Ok(e) }
}

/// Reports a `#[ufunction]`'s error as a script error prefixed with `Struct::function` (a
/// Blueprint runtime error when the call came from the Blueprint VM).
pub fn raise(function: &str, error: RustealError) {
    let e = error.context(function.to_string());
    crate::logging::report_error(&e, log::Level::Error, true);
}

/// Logs a failure of generated code that has no caller to return it to (an event's dynamic
/// call, `#[class_defaults]`) as a warning naming where it happened.
pub fn log_in(place: &str, error: RustealError) {
    let e = error.context(place.to_string());
    crate::logging::report_error(&e, log::Level::Warn, false);
}

/// A lookup by name done once per cache; a null answer is not cached (the type may appear later,
/// a plugin's module loading), and without the engine the answer is null.
fn cached_lookup<H: Copy + Send + Sync>(
    cache: &std::sync::OnceLock<H>,
    name: &str,
    null: H,
    is_null: fn(&H) -> bool,
    lookup: unsafe fn(*const u8, u32) -> H,
) -> H {
    if let Some(h) = cache.get() {
        return *h;
    }
    if !crate::api::is_api_initialized() {
        return null;
    }
    let (p, l) = text(name);
    // SAFETY: the table is installed; pointer and length describe the name.
    let h = unsafe { lookup(p, l) };
    if is_null(&h) { h } else { *cache.get_or_init(|| h) }
}

/// An engine class by name (`Actor`), looked up once per cache: what bound classes'
/// `static_class()` use. Null when the engine has no such class (creating a child of it then
/// fails with a message naming it).
pub fn engine_class(cache: &std::sync::OnceLock<UClassHandle>, name: &str) -> UClassHandle {
    cached_lookup(cache, name, UClassHandle::null(), |h| h.is_null(), crate::ffi_dispatch::reflection_get_static_class)
}

/// An engine struct by name (`Vector`), looked up once per cache.
pub fn engine_struct(cache: &std::sync::OnceLock<UStructHandle>, name: &str) -> UStructHandle {
    cached_lookup(cache, name, UStructHandle::null(), |h| h.is_null(), crate::ffi_dispatch::reflection_find_struct)
}

/// An engine enum by name (`ETouchIndex`), looked up once per cache.
pub fn engine_enum(cache: &std::sync::OnceLock<UClassHandle>, name: &str) -> UClassHandle {
    cached_lookup(cache, name, UClassHandle::null(), |h| h.is_null(), crate::ffi_dispatch::reflection_find_enum)
}
