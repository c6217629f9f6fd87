//! `FName`: the engine's interned names, packed into 64 bits (comparison index low, number high).

use rusteal_ffi::FNameHandle;

use crate::api::is_api_initialized;
use crate::error::{ErrorKind, RustealError, RustealResult};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct FName(pub FNameHandle);

impl FName {
    /// `NAME_None`.
    pub const NONE: FName = FName(FNameHandle::none());

    /// Finds or adds the name in the engine's name table, as Rusteal's `FName::new` does: `NONE` for
    /// an empty text, and also when there is no engine to ask (`try_new` says why instead).
    pub fn new(text: &str) -> Self {
        Self::try_new(text).unwrap_or(Self::NONE)
    }

    /// `new`, with an error when the name cannot be made (no engine).
    pub fn try_new(text: &str) -> RustealResult<Self> {
        if text.is_empty() {
            return Ok(Self::NONE);
        }
        if !is_api_initialized() {
            return Err(RustealError::invalid_operation("FName::new needs the engine"));
        }
        // SAFETY: the table is installed; pointer and length describe `text`.
        Ok(Self(unsafe { crate::ffi_dispatch::core_make_fname(text.as_ptr(), text.len() as u32) }))
    }

    pub const fn from_raw(handle: FNameHandle) -> Self {
        Self(handle)
    }
    pub const fn raw(self) -> FNameHandle {
        self.0
    }
    /// The engine's handle (Rusteal's name for `raw`).
    pub const fn handle(&self) -> FNameHandle {
        self.0
    }
    pub const fn is_none(self) -> bool {
        self.0.is_none()
    }

    /// The name's text (`None` for `NAME_None`).
    pub fn text(self) -> RustealResult<String> {
        if self.is_none() {
            return Ok("None".to_string());
        }
        if !is_api_initialized() {
            return Err(RustealError::invalid_operation("FName::text needs the engine"));
        }
        let handle = self.0;
        crate::api::read_string(|buf, len, out| {
            // SAFETY: valid buffer; the table is installed.
            unsafe { crate::ffi_dispatch::core_fname_to_string(handle, buf, len, out) }.is_ok()
        })
        .ok_or_else(|| RustealError::new(ErrorKind::Internal).context("reading an FName"))
    }
}

impl From<FNameHandle> for FName {
    fn from(handle: FNameHandle) -> Self {
        Self(handle)
    }
}

/// What a bound function's optional name parameter (one whose default is `NAME_None`) takes:
/// Rusteal's `Option<FNameHandle>` (`None`, `Some(name.handle())`), or a name or handle given
/// outright. (`Some(name)` of an `FName` is not among them: `None` would then be ambiguous.)
#[diagnostic::on_unimplemented(
    message = "an optional name parameter takes `None`, `Some(handle)` of an `FNameHandle`, or the name itself",
    note = "pass the `FName` itself (`name`), or `Some(name.handle())`"
)]
pub trait OptionalName {
    /// The name, `NAME_None` when none was given.
    fn or_none(self) -> FName;
}
impl OptionalName for Option<FNameHandle> {
    fn or_none(self) -> FName {
        self.map(FName).unwrap_or(FName::NONE)
    }
}
impl OptionalName for FName {
    fn or_none(self) -> FName {
        self
    }
}
impl OptionalName for FNameHandle {
    fn or_none(self) -> FName {
        FName(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn none_needs_no_engine_and_packing_is_the_handle() {
        assert!(FName::new("").is_none());
        assert!(FName::try_new("").unwrap().is_none());
        assert_eq!(FName::NONE.text().unwrap(), "None");
        let n = FName::from_raw(FNameHandle::pack(12, 3));
        assert_eq!(n.raw().comparison_index(), 12);
        assert_eq!(n.raw().number(), 3);
        assert!(FName::try_new("Jump").is_err(), "no engine here");
        assert!(FName::new("Jump").is_none(), "no engine here: NONE");
        assert_eq!(FName::from(FName::NONE.handle()), FName::NONE);
    }

    #[test]
    fn an_optional_name_is_none_a_handle_or_the_name() {
        fn takes(n: impl OptionalName) -> FName {
            n.or_none()
        }
        let jump = FName::from_raw(FNameHandle::pack(7, 0));
        assert_eq!(takes(None), FName::NONE);
        assert_eq!(takes(Some(jump.handle())), jump);
        assert_eq!(takes(jump), jump);
        assert_eq!(takes(jump.handle()), jump);
    }
}
