//! Console commands and variables. A command's closure receives its arguments and the world it
//! ran in; a name already registered is refused by the engine. The host forgets a library's
//! commands when it unloads.

use std::marker::PhantomData;

use rusteal_ffi::{
    RUSTEAL_CVAR_BOOL, RUSTEAL_CVAR_FLOAT, RUSTEAL_CVAR_INT, RUSTEAL_CVAR_STRING, RustealConsoleArgs, RustealErrorCode,
    UObjectHandle,
};

use crate::error::{RustealError, RustealResult, check_ffi_ctx};
use crate::object_ref::{UObjectRef, UeClass};

/// What a command's closure receives.
pub struct CommandContext {
    args: Vec<String>,
    world: UObjectHandle,
}

impl CommandContext {
    pub fn args(&self) -> &[String] {
        &self.args
    }
    /// The world the command ran in, as a typed reference (checked valid).
    pub fn world<W: UeClass>(&self) -> RustealResult<UObjectRef<W>> {
        let r = UObjectRef::<W>::from_raw(self.world);
        r.checked()?;
        Ok(r)
    }
}

/// Splits the engine's newline-separated argument text.
pub fn parse_args(text: &str) -> Vec<String> {
    text.split('\n').filter(|a| !a.is_empty()).map(str::to_string).collect()
}

/// A registered command; unregistered when dropped unless `detach()`ed.
#[must_use = "dropping the handle unregisters the command; call .detach() to keep it"]
pub struct CommandHandle {
    name: String,
    callback: u64,
    detached: bool,
}

impl CommandHandle {
    pub fn name(&self) -> &str {
        &self.name
    }
    pub fn detach(mut self) {
        self.detached = true;
    }
}

impl Drop for CommandHandle {
    fn drop(&mut self) {
        if !self.detached {
            if crate::api::is_api_initialized() {
                // SAFETY: pointer and length describe the name.
                let _ = unsafe { crate::ffi_dispatch::console_unregister(self.name.as_ptr(), self.name.len() as u32) };
            }
            crate::delegate_registry::unregister(self.callback);
        }
    }
}

/// Registers a console command.
pub fn register_command(
    name: &str,
    help: &str,
    f: impl Fn(&CommandContext) + Send + Sync + 'static,
) -> RustealResult<CommandHandle> {
    let callback = crate::delegate_registry::register(move |params| {
        let ctx = if params.is_null() {
            CommandContext { args: Vec::new(), world: UObjectHandle::null() }
        } else {
            // SAFETY: the engine passes a RustealConsoleArgs for console callbacks.
            let a = unsafe { &*(params as *const RustealConsoleArgs) };
            let text = if a.args.is_null() {
                String::new()
            } else {
                // SAFETY: pointer and length from the engine.
                String::from_utf8_lossy(unsafe { std::slice::from_raw_parts(a.args, a.args_len as usize) }).into_owned()
            };
            CommandContext { args: parse_args(&text), world: a.world }
        };
        f(&ctx)
    });
    // SAFETY: pointers and lengths describe the strings.
    let code = unsafe {
        crate::ffi_dispatch::console_register_command(
            name.as_ptr(),
            name.len() as u32,
            help.as_ptr(),
            help.len() as u32,
            callback,
        )
    };
    if let Err(e) = check_ffi_ctx(code, format!("registering console command `{name}`")) {
        crate::delegate_registry::unregister(callback);
        return Err(e);
    }
    Ok(CommandHandle { name: name.to_string(), callback, detached: false })
}

/// A console variable's value type.
pub trait CVarValue: Sized {
    const KIND: u32;
    fn to_text(&self) -> String;
    fn from_text(text: &str) -> Option<Self>;
}

impl CVarValue for bool {
    const KIND: u32 = RUSTEAL_CVAR_BOOL;
    fn to_text(&self) -> String {
        (if *self { "1" } else { "0" }).to_string()
    }
    fn from_text(text: &str) -> Option<Self> {
        match text.trim().to_ascii_lowercase().as_str() {
            "1" | "true" | "on" | "yes" => Some(true),
            "0" | "false" | "off" | "no" | "" => Some(false),
            _ => None,
        }
    }
}
impl CVarValue for i32 {
    const KIND: u32 = RUSTEAL_CVAR_INT;
    fn to_text(&self) -> String {
        self.to_string()
    }
    fn from_text(text: &str) -> Option<Self> {
        text.trim().parse().ok()
    }
}
impl CVarValue for f32 {
    const KIND: u32 = RUSTEAL_CVAR_FLOAT;
    fn to_text(&self) -> String {
        self.to_string()
    }
    fn from_text(text: &str) -> Option<Self> {
        text.trim().parse().ok()
    }
}
impl CVarValue for String {
    const KIND: u32 = RUSTEAL_CVAR_STRING;
    fn to_text(&self) -> String {
        self.clone()
    }
    fn from_text(text: &str) -> Option<Self> {
        Some(text.to_string())
    }
}

/// A console variable, read and written as text through the engine.
pub struct ConsoleVariable<T> {
    name: String,
    _type: PhantomData<fn() -> T>,
}

impl<T: CVarValue> ConsoleVariable<T> {
    pub fn register(name: &str, help: &str, default: T) -> RustealResult<Self> {
        let d = default.to_text();
        // SAFETY: pointers and lengths describe the strings.
        let code = unsafe {
            crate::ffi_dispatch::console_register_variable(
                name.as_ptr(),
                name.len() as u32,
                help.as_ptr(),
                help.len() as u32,
                T::KIND,
                d.as_ptr(),
                d.len() as u32,
            )
        };
        check_ffi_ctx(code, format!("registering console variable `{name}`"))?;
        Ok(Self { name: name.to_string(), _type: PhantomData })
    }
    pub fn get(&self) -> RustealResult<T> {
        let mut code = RustealErrorCode::Ok;
        let text = crate::api::read_string(|buf, len, out| {
            // SAFETY: valid buffer.
            code = unsafe {
                crate::ffi_dispatch::console_get_variable(self.name.as_ptr(), self.name.len() as u32, buf, len, out)
            };
            code.is_ok() || code == RustealErrorCode::BufferTooSmall
        });
        check_ffi_ctx(code, format!("reading console variable `{}`", self.name))?;
        let text = text.unwrap_or_default();
        T::from_text(&text)
            .ok_or_else(|| RustealError::type_mismatch(format!("console variable `{}` holds `{text}`", self.name)))
    }
    pub fn set(&self, value: T) -> RustealResult<()> {
        let t = value.to_text();
        // SAFETY: pointers and lengths describe the strings.
        let code = unsafe {
            crate::ffi_dispatch::console_set_variable(
                self.name.as_ptr(),
                self.name.len() as u32,
                t.as_ptr(),
                t.len() as u32,
            )
        };
        check_ffi_ctx(code, format!("writing console variable `{}`", self.name))
    }
    pub fn name(&self) -> &str {
        &self.name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn args_split_on_newlines_and_values_parse_as_text() {
        assert_eq!(parse_args("spawn\n3\n\nfast"), ["spawn", "3", "fast"]);
        assert!(parse_args("").is_empty());
        assert_eq!(bool::from_text(" On "), Some(true));
        assert_eq!(bool::from_text("maybe"), None);
        assert_eq!(i32::from_text("-12"), Some(-12));
        assert_eq!(f32::from_text("2.5"), Some(2.5));
        assert_eq!(true.to_text(), "1");
    }
}
