//! Console commands and variables. A command's closure receives its arguments and the world it
//! ran in; a name already registered is refused by the engine. The host forgets a library's
//! commands and variables when it unloads, so a reload registers them again from its startup code.
//!
//! Two forms of command: `register_command` (Rusteal's: the command lives until the library
//! unloads, the result only says whether it was registered) and `register_scoped_command`, whose
//! handle unregisters the command when dropped.

use std::borrow::Cow;
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

/// A command registered with `register_scoped_command`; unregistered when dropped unless
/// `detach()`ed.
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

/// Registers the console command `name`: typing `name arg1 arg2` in the console (or
/// `-ExecCmds` on the command line) calls `run` with the arguments and the world it runs in (null
/// when there is none). The command lives until the library unloads; `unregister` removes it
/// sooner. Fails when the name is already a command or variable.
pub fn register_command(
    name: &str,
    help: &str,
    mut run: impl FnMut(&[&str], UObjectHandle) + Send + 'static,
) -> RustealResult<()> {
    let callback = crate::delegate_registry::register(move |params| {
        let (text, world) = command_args(params);
        let words: Vec<&str> = text.split('\n').filter(|a| !a.is_empty()).collect();
        run(&words, world);
    });
    register_with_engine(name, help, callback)
}

/// Registers a console command that lasts as long as the returned handle (see `CommandHandle`);
/// its closure gets the arguments and a typed view of the world through `CommandContext`.
pub fn register_scoped_command(
    name: &str,
    help: &str,
    mut f: impl FnMut(&CommandContext) + Send + 'static,
) -> RustealResult<CommandHandle> {
    let callback = crate::delegate_registry::register(move |params| {
        let (text, world) = command_args(params);
        f(&CommandContext { args: parse_args(&text), world })
    });
    register_with_engine(name, help, callback)?;
    Ok(CommandHandle { name: name.to_string(), callback, detached: false })
}

/// Removes a command or variable this library registered.
pub fn unregister(name: &str) -> RustealResult<()> {
    // SAFETY: pointer and length describe the name.
    let code = unsafe { crate::ffi_dispatch::console_unregister(name.as_ptr(), name.len() as u32) };
    check_ffi_ctx(code, format!("unregistering console command or variable `{name}`"))
}

/// The argument text and the world of a command's call.
fn command_args(params: *mut u8) -> (String, UObjectHandle) {
    if params.is_null() {
        return (String::new(), UObjectHandle::null());
    }
    // SAFETY: the engine passes a RustealConsoleArgs for console callbacks, valid for the call.
    let a = unsafe { &*(params as *const RustealConsoleArgs) };
    let text = if a.args.is_null() {
        String::new()
    } else {
        // SAFETY: pointer and length from the engine.
        String::from_utf8_lossy(unsafe { std::slice::from_raw_parts(a.args, a.args_len as usize) }).into_owned()
    };
    (text, a.world)
}

fn register_with_engine(name: &str, help: &str, callback: u64) -> RustealResult<()> {
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
    Ok(())
}

/// A console variable's value type.
pub trait ConsoleValue: Sized {
    const KIND: u32;
    fn to_text(&self) -> String;
    fn from_text(text: &str) -> Option<Self>;
}

impl ConsoleValue for bool {
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
impl ConsoleValue for i32 {
    const KIND: u32 = RUSTEAL_CVAR_INT;
    fn to_text(&self) -> String {
        self.to_string()
    }
    fn from_text(text: &str) -> Option<Self> {
        text.trim().parse().ok()
    }
}
impl ConsoleValue for f32 {
    const KIND: u32 = RUSTEAL_CVAR_FLOAT;
    fn to_text(&self) -> String {
        self.to_string()
    }
    fn from_text(text: &str) -> Option<Self> {
        text.trim().parse().ok()
    }
}
impl ConsoleValue for String {
    const KIND: u32 = RUSTEAL_CVAR_STRING;
    fn to_text(&self) -> String {
        self.clone()
    }
    fn from_text(text: &str) -> Option<Self> {
        Some(text.to_string())
    }
}

/// The former name of `ConsoleValue`.
pub use self::ConsoleValue as CVarValue;

/// A console variable by name, read and written as `T`: one this library registers, or any other
/// (the engine's included). `const`, so it can be a `static`:
/// `static SPEED: ConsoleVariable<f32> = ConsoleVariable::new("Game.Speed");`
pub struct ConsoleVariable<T> {
    name: Cow<'static, str>,
    _type: PhantomData<fn() -> T>,
}

impl<T: ConsoleValue> ConsoleVariable<T> {
    /// The variable `name`, registered or not.
    pub const fn new(name: &'static str) -> Self {
        Self { name: Cow::Borrowed(name), _type: PhantomData }
    }

    /// The variable `name` from a name made at run time.
    pub fn named(name: impl Into<String>) -> Self {
        Self { name: Cow::Owned(name.into()), _type: PhantomData }
    }

    /// Registers it with its default value (`name value` in the console sets it) until the
    /// library unloads. Fails when the name is already a command or variable.
    pub fn register(&self, help: &str, default: T) -> RustealResult<()> {
        let d = default.to_text();
        // SAFETY: pointers and lengths describe the strings.
        let code = unsafe {
            crate::ffi_dispatch::console_register_variable(
                self.name.as_ptr(),
                self.name.len() as u32,
                help.as_ptr(),
                help.len() as u32,
                T::KIND,
                d.as_ptr(),
                d.len() as u32,
            )
        };
        check_ffi_ctx(code, format!("registering console variable `{}`", self.name))
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
