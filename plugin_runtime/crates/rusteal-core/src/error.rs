//! `RustealError`: what failed, on which object, why Unreal refused, and where in the user's
//! code. Modelled on `std::io::Error`: a struct matched by `kind()`, one pointer wide (a single
//! `Box`), `Send + Sync`, a `std::error::Error`, so it works with `?` and other error types.
//!
//! Formatting: `{}` is one line (`context: kind: message (subject): Unreal: reason`); `{:#}`
//! adds the causes and the location; `{:?}` is the full report, a `while ...` line per context.

use std::borrow::Cow;
use std::error::Error as StdError;
use std::fmt;
use std::panic::Location;

use rusteal_ffi::RustealErrorCode;

/// What kind of failure. The first eleven mirror the boundary's error codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    ObjectDestroyed,
    InvalidCast,
    PropertyNotFound,
    FunctionNotFound,
    TypeMismatch,
    NullArgument,
    IndexOutOfRange,
    InvalidOperation,
    Internal,
    BufferTooSmall,
    /// Rust code panicked (reported by the panic guard).
    Panic,
    /// Anything else: user errors, converted std errors.
    Other,
}

impl ErrorKind {
    /// The short description used in messages.
    pub const fn description(self) -> &'static str {
        match self {
            Self::ObjectDestroyed => "object destroyed",
            Self::InvalidCast => "invalid cast",
            Self::PropertyNotFound => "property not found",
            Self::FunctionNotFound => "function not found",
            Self::TypeMismatch => "type mismatch",
            Self::NullArgument => "null argument",
            Self::IndexOutOfRange => "index out of range",
            Self::InvalidOperation => "invalid operation",
            Self::Internal => "internal error",
            Self::BufferTooSmall => "buffer too small",
            Self::Panic => "panic",
            Self::Other => "error",
        }
    }

    /// The kind for a boundary code (`None` for `Ok`).
    pub const fn from_code(code: RustealErrorCode) -> Option<Self> {
        Some(match code {
            RustealErrorCode::Ok => return None,
            RustealErrorCode::ObjectDestroyed => Self::ObjectDestroyed,
            RustealErrorCode::InvalidCast => Self::InvalidCast,
            RustealErrorCode::PropertyNotFound => Self::PropertyNotFound,
            RustealErrorCode::FunctionNotFound => Self::FunctionNotFound,
            RustealErrorCode::TypeMismatch => Self::TypeMismatch,
            RustealErrorCode::NullArgument => Self::NullArgument,
            RustealErrorCode::IndexOutOfRange => Self::IndexOutOfRange,
            RustealErrorCode::InvalidOperation => Self::InvalidOperation,
            RustealErrorCode::InternalError => Self::Internal,
            RustealErrorCode::BufferTooSmall => Self::BufferTooSmall,
        })
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.description())
    }
}

struct Inner {
    kind: ErrorKind,
    message: Option<Cow<'static, str>>,
    /// Innermost first.
    contexts: Vec<Cow<'static, str>>,
    subject: Option<String>,
    subject_handle: Option<rusteal_ffi::UObjectHandle>,
    engine_reason: Option<String>,
    location: &'static Location<'static>,
    source: Option<Box<dyn StdError + Send + Sync + 'static>>,
}

/// An error of rusteal or of the game code using it. See the module documentation.
pub struct RustealError(Box<Inner>);

/// `Result<T, RustealError>`.
pub type RustealResult<T> = Result<T, RustealError>;

impl RustealError {
    /// An error of a kind, located at the caller.
    #[track_caller]
    pub fn new(kind: ErrorKind) -> Self {
        Self(Box::new(Inner {
            kind,
            message: None,
            contexts: Vec::new(),
            subject: None,
            subject_handle: None,
            engine_reason: None,
            location: Location::caller(),
            source: None,
        }))
    }

    /// An `Other` error with a message.
    #[track_caller]
    pub fn msg(message: impl Into<Cow<'static, str>>) -> Self {
        let mut e = Self::new(ErrorKind::Other);
        e.0.message = Some(message.into());
        e
    }

    /// Wraps any error; a `RustealError` stays itself.
    #[track_caller]
    pub fn other<E: StdError + Send + Sync + 'static>(error: E) -> Self {
        let boxed: Box<dyn StdError + Send + Sync> = Box::new(error);
        match boxed.downcast::<RustealError>() {
            Ok(own) => *own,
            Err(boxed) => {
                let mut e = Self::new(ErrorKind::Other);
                e.0.message = Some(boxed.to_string().into());
                e.0.source = Some(boxed);
                e
            }
        }
    }

    /// The error for a failed boundary call, with the engine's reason when it has one.
    #[track_caller]
    pub fn from_code(code: RustealErrorCode, engine_reason: Option<String>) -> Self {
        let mut e = Self::new(ErrorKind::from_code(code).unwrap_or(ErrorKind::Internal));
        e.0.engine_reason = engine_reason.filter(|r| !r.is_empty());
        e
    }

    #[track_caller]
    pub fn object_destroyed() -> Self {
        Self::new(ErrorKind::ObjectDestroyed)
    }

    #[track_caller]
    pub fn invalid_cast_to(target: &str) -> Self {
        Self::new(ErrorKind::InvalidCast).with_message(format!("not a {target}"))
    }

    #[track_caller]
    pub fn property_not_found(name: &str) -> Self {
        Self::new(ErrorKind::PropertyNotFound).with_message(format!("no property `{name}`"))
    }

    #[track_caller]
    pub fn function_not_found(name: &str) -> Self {
        Self::new(ErrorKind::FunctionNotFound).with_message(format!("no function `{name}`"))
    }

    #[track_caller]
    pub fn type_mismatch(what: impl Into<Cow<'static, str>>) -> Self {
        Self::new(ErrorKind::TypeMismatch).with_message(what)
    }

    #[track_caller]
    pub fn index_out_of_range(index: i64, len: i64) -> Self {
        Self::new(ErrorKind::IndexOutOfRange).with_message(format!("index {index} is out of range (length {len})"))
    }

    #[track_caller]
    pub fn invalid_operation(what: impl Into<Cow<'static, str>>) -> Self {
        Self::new(ErrorKind::InvalidOperation).with_message(what)
    }

    /// Sets the message.
    pub fn with_message(mut self, message: impl Into<Cow<'static, str>>) -> Self {
        self.0.message = Some(message.into());
        self
    }

    /// Changes the kind.
    pub fn with_kind(mut self, kind: ErrorKind) -> Self {
        self.0.kind = kind;
        self
    }

    /// Adds what was being done; the outermost context is printed first.
    pub fn context(mut self, context: impl Into<Cow<'static, str>>) -> Self {
        self.0.contexts.push(context.into());
        self
    }

    /// Names the object concerned (the first subject wins).
    pub fn on(mut self, subject: impl fmt::Display) -> Self {
        if self.0.subject.is_none() {
            self.0.subject = Some(subject.to_string());
        }
        self
    }

    /// The engine object concerned, for the Message Log's link (the first subject wins).
    pub fn on_handle(mut self, handle: rusteal_ffi::UObjectHandle) -> Self {
        if self.0.subject_handle.is_none() {
            self.0.subject_handle = Some(handle);
        }
        self
    }

    /// Attaches an underlying cause.
    pub fn with_source(mut self, source: impl StdError + Send + Sync + 'static) -> Self {
        self.0.source = Some(Box::new(source));
        self
    }

    /// Attaches the engine's reason.
    pub fn with_engine_reason(mut self, reason: impl Into<String>) -> Self {
        self.0.engine_reason = Some(reason.into());
        self
    }

    pub fn kind(&self) -> ErrorKind {
        self.0.kind
    }
    pub fn message(&self) -> Option<&str> {
        self.0.message.as_deref()
    }
    pub fn subject(&self) -> Option<&str> {
        self.0.subject.as_deref()
    }
    pub fn subject_handle(&self) -> Option<rusteal_ffi::UObjectHandle> {
        self.0.subject_handle
    }
    pub fn engine_reason(&self) -> Option<&str> {
        self.0.engine_reason.as_deref()
    }
    /// Where the error was made (the user's code, through `#[track_caller]`).
    pub fn location(&self) -> &'static Location<'static> {
        self.0.location
    }
    /// Contexts, innermost first.
    pub fn contexts(&self) -> impl Iterator<Item = &str> {
        self.0.contexts.iter().map(|c| c.as_ref())
    }

    /// The one-line form without contexts: `kind: message (subject): Unreal: reason`.
    fn write_core(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let inner = &self.0;
        match (&inner.message, inner.kind) {
            (Some(m), ErrorKind::Other) => f.write_str(m)?,
            (Some(m), kind) => write!(f, "{kind}: {m}")?,
            (None, kind) => f.write_str(kind.description())?,
        }
        if let Some(s) = &inner.subject {
            write!(f, " ({s})")?;
        }
        if let Some(r) = &inner.engine_reason {
            write!(f, ": Unreal: {r}")?;
        }
        Ok(())
    }

    fn write_causes(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut cause: Option<&(dyn StdError + 'static)> = self.0.source.as_deref().map(|s| s as _);
        // A wrapped std error already gave its text as the message: start below it.
        if self.0.kind == ErrorKind::Other
            && let (Some(m), Some(c)) = (&self.0.message, cause)
            && c.to_string() == m.as_ref()
        {
            cause = c.source();
        }
        while let Some(c) = cause {
            write!(f, "\n  caused by: {c}")?;
            cause = c.source();
        }
        Ok(())
    }

    /// Sends the error to the engine's log (and the Message Log) at a level.
    pub fn log(&self, level: log::Level) {
        crate::logging::report_error(self, level, false);
    }
}

impl fmt::Display for RustealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.contexts.iter().rev() {
            write!(f, "{c}: ")?;
        }
        self.write_core(f)?;
        if f.alternate() {
            self.write_causes(f)?;
            let l = self.0.location;
            write!(f, "\n  at {}:{}:{}", l.file(), l.line(), l.column())?;
        }
        Ok(())
    }
}

impl fmt::Debug for RustealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_core(f)?;
        let l = self.0.location;
        write!(f, "\n  at {}:{}:{}", l.file(), l.line(), l.column())?;
        for c in &self.0.contexts {
            write!(f, "\n  while {c}")?;
        }
        self.write_causes(f)
    }
}

impl StdError for RustealError {
    fn source(&self) -> Option<&(dyn StdError + 'static)> {
        self.0.source.as_deref().map(|s| s as _)
    }
}

macro_rules! from_std {
    ($($t:ty),* $(,)?) => {$(
        impl From<$t> for RustealError {
            #[track_caller]
            fn from(e: $t) -> Self { RustealError::other(e) }
        }
    )*};
}
from_std!(
    std::io::Error,
    std::fmt::Error,
    std::str::Utf8Error,
    std::string::FromUtf8Error,
    std::num::ParseIntError,
    std::num::ParseFloatError,
    std::num::TryFromIntError,
);

/// `.context(..)` and `.with_context(|| ..)` on results and options.
pub trait ErrorContext<T> {
    #[track_caller]
    fn context(self, context: impl Into<Cow<'static, str>>) -> RustealResult<T>;
    #[track_caller]
    fn with_context<C: Into<Cow<'static, str>>>(self, f: impl FnOnce() -> C) -> RustealResult<T>;
}

impl<T, E: StdError + Send + Sync + 'static> ErrorContext<T> for Result<T, E> {
    #[track_caller]
    fn context(self, context: impl Into<Cow<'static, str>>) -> RustealResult<T> {
        match self {
            Ok(v) => Ok(v),
            Err(e) => Err(RustealError::other(e).context(context)),
        }
    }
    #[track_caller]
    fn with_context<C: Into<Cow<'static, str>>>(self, f: impl FnOnce() -> C) -> RustealResult<T> {
        match self {
            Ok(v) => Ok(v),
            Err(e) => Err(RustealError::other(e).context(f())),
        }
    }
}

impl<T> ErrorContext<T> for Option<T> {
    #[track_caller]
    fn context(self, context: impl Into<Cow<'static, str>>) -> RustealResult<T> {
        match self {
            Some(v) => Ok(v),
            None => Err(RustealError::msg(context)),
        }
    }
    #[track_caller]
    fn with_context<C: Into<Cow<'static, str>>>(self, f: impl FnOnce() -> C) -> RustealResult<T> {
        match self {
            Some(v) => Ok(v),
            None => Err(RustealError::msg(f())),
        }
    }
}

/// Returns early with an `Other` error: `bail!("no spawn point in {}", level)`.
#[macro_export]
macro_rules! bail {
    ($($arg:tt)+) => {
        return ::core::result::Result::Err($crate::error::RustealError::msg(::std::format!($($arg)+)))
    };
}

/// Returns early with an `Other` error unless the condition holds.
#[macro_export]
macro_rules! ensure {
    ($cond:expr $(,)?) => {
        if !$cond {
            return ::core::result::Result::Err($crate::error::RustealError::msg(
                ::core::concat!("condition failed: `", ::core::stringify!($cond), "`"),
            ));
        }
    };
    ($cond:expr, $($arg:tt)+) => {
        if !$cond {
            return ::core::result::Result::Err($crate::error::RustealError::msg(::std::format!($($arg)+)));
        }
    };
}

/// Turns a boundary code into a result, fetching the engine's reason (same code, same frame).
#[track_caller]
pub fn check_ffi(code: RustealErrorCode) -> RustealResult<()> {
    if code.is_ok() {
        return Ok(());
    }
    let reason = if code != RustealErrorCode::ObjectDestroyed { crate::api::take_error_message(code) } else { None };
    Err(RustealError::from_code(code, reason))
}

/// `check_ffi`, with `context` as the message for "not found" and invalid-operation codes and as
/// a context frame otherwise.
#[track_caller]
pub fn check_ffi_ctx(code: RustealErrorCode, context: impl Into<Cow<'static, str>>) -> RustealResult<()> {
    match check_ffi(code) {
        Ok(()) => Ok(()),
        Err(e) => match e.kind() {
            ErrorKind::PropertyNotFound | ErrorKind::FunctionNotFound | ErrorKind::InvalidOperation
                if e.message().is_none() =>
            {
                Err(e.with_message(context))
            }
            _ => Err(e.context(context)),
        },
    }
}

/// For calls that cannot fail: a debug assertion only.
#[inline]
#[track_caller]
pub fn ffi_infallible(code: RustealErrorCode) {
    debug_assert!(code.is_ok(), "rusteal: an infallible engine call returned {}", code.name());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn is_one_pointer_wide_send_and_sync() {
        assert_eq!(std::mem::size_of::<RustealError>(), std::mem::size_of::<usize>());
        assert_eq!(std::mem::size_of::<RustealResult<()>>(), std::mem::size_of::<usize>());
        fn assert_send_sync<T: Send + Sync + 'static>() {}
        assert_send_sync::<RustealError>();
    }

    #[test]
    fn one_line_display_has_context_kind_message_subject_and_reason() {
        let e = RustealError::type_mismatch("Health is not a bool")
            .on("BP_Enemy_C_1")
            .with_engine_reason("Health (FloatProperty of BP_Enemy_C) is not a BoolProperty")
            .context("reading Health")
            .context("updating the HUD");
        assert_eq!(
            e.to_string(),
            "updating the HUD: reading Health: type mismatch: Health is not a bool (BP_Enemy_C_1): Unreal: \
             Health (FloatProperty of BP_Enemy_C) is not a BoolProperty"
        );
        assert!(!e.to_string().contains('\n'));
    }

    #[test]
    fn alternate_display_adds_causes_and_the_location() {
        let line = line!() + 1;
        let e: RustealError = "x1".parse::<i32>().context("reading the wave number").unwrap_err();
        let text = format!("{e:#}");
        assert!(text.starts_with("reading the wave number: invalid digit found in string"), "{text}");
        assert!(text.contains(&format!("at {}:{line}:", file!())), "{text}");
    }

    #[test]
    fn debug_is_the_full_report_with_while_lines() {
        let io = std::io::Error::new(std::io::ErrorKind::NotFound, "save.bin missing");
        let e = RustealError::invalid_operation("cannot load the save")
            .with_source(io)
            .on("GameInstance")
            .context("loading slot 2")
            .context("starting the level");
        let text = format!("{e:?}");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "invalid operation: cannot load the save (GameInstance)");
        assert!(lines[1].starts_with(&format!("  at {}:", file!())), "{text}");
        assert_eq!(lines[2], "  while loading slot 2");
        assert_eq!(lines[3], "  while starting the level");
        assert_eq!(lines[4], "  caused by: save.bin missing");
    }

    #[test]
    fn first_subject_wins_and_other_keeps_a_rusteal_error() {
        let e = RustealError::object_destroyed().on("first").on("second");
        assert_eq!(e.subject(), Some("first"));
        let kept = RustealError::other(e);
        assert_eq!(kept.kind(), ErrorKind::ObjectDestroyed);
        assert_eq!(kept.to_string(), "object destroyed (first)");
    }

    #[test]
    fn location_is_the_callers() {
        let line = line!() + 1;
        let e = RustealError::msg("here");
        assert_eq!(e.location().line(), line);
        assert_eq!(e.location().file(), file!());
    }

    fn bails(n: i32) -> RustealResult<i32> {
        ensure!(n >= 0, "negative count {n}");
        ensure!(n != 3);
        if n > 10 {
            bail!("too many: {}", n);
        }
        Ok(n * 2)
    }

    #[test]
    fn bail_and_ensure_return_early() {
        assert_eq!(bails(2).unwrap(), 4);
        assert_eq!(bails(-1).unwrap_err().to_string(), "negative count -1");
        assert_eq!(bails(3).unwrap_err().to_string(), "condition failed: `n != 3`");
        assert_eq!(bails(11).unwrap_err().to_string(), "too many: 11");
    }

    #[test]
    fn option_context_and_question_mark_conversions() {
        let none: Option<u8> = None;
        assert_eq!(none.context("no player").unwrap_err().to_string(), "no player");
        fn parse(s: &str) -> RustealResult<u32> {
            Ok(s.parse::<u32>()?)
        }
        assert_eq!(parse("12").unwrap(), 12);
        assert_eq!(parse("x").unwrap_err().kind(), ErrorKind::Other);
    }

    #[test]
    fn codes_become_kinds_and_ok_is_no_error() {
        assert!(check_ffi(RustealErrorCode::Ok).is_ok());
        for code in RustealErrorCode::ALL.into_iter().skip(1) {
            let e = check_ffi(code).unwrap_err();
            assert_eq!(ErrorKind::from_code(code), Some(e.kind()));
            assert!(e.engine_reason().is_none(), "no engine here, so no reason");
        }
        let e = check_ffi_ctx(RustealErrorCode::PropertyNotFound, "no property `Speed` on BP_Car").unwrap_err();
        assert_eq!(e.to_string(), "property not found: no property `Speed` on BP_Car");
        let e = check_ffi_ctx(RustealErrorCode::TypeMismatch, "setting Speed").unwrap_err();
        assert_eq!(e.to_string(), "setting Speed: type mismatch");
    }
}
