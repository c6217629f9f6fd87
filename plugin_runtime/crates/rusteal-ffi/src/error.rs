//! The error codes that cross the boundary, as `u32`. Every API entry that can fail returns one;
//! the engine's reason for the failure is fetched separately (`RustealCoreApi::take_error_message`).

/// A result code of an API table entry or a generated wrapper. `Ok` is 0.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RustealErrorCode {
    Ok = 0,
    ObjectDestroyed = 1,
    InvalidCast = 2,
    PropertyNotFound = 3,
    FunctionNotFound = 4,
    TypeMismatch = 5,
    NullArgument = 6,
    IndexOutOfRange = 7,
    InvalidOperation = 8,
    InternalError = 9,
    BufferTooSmall = 10,
}

impl RustealErrorCode {
    /// Every code, in numeric order.
    pub const ALL: [RustealErrorCode; 11] = [
        Self::Ok,
        Self::ObjectDestroyed,
        Self::InvalidCast,
        Self::PropertyNotFound,
        Self::FunctionNotFound,
        Self::TypeMismatch,
        Self::NullArgument,
        Self::IndexOutOfRange,
        Self::InvalidOperation,
        Self::InternalError,
        Self::BufferTooSmall,
    ];

    /// The code for a raw value the engine returned; unknown values are `InternalError`, so a
    /// newer engine's code never turns into success.
    pub const fn from_u32(value: u32) -> Self {
        if value < Self::ALL.len() as u32 { Self::ALL[value as usize] } else { Self::InternalError }
    }

    /// The name as written in the C++ mirror (`ERustealErrorCode::ObjectDestroyed`).
    pub const fn name(self) -> &'static str {
        match self {
            Self::Ok => "Ok",
            Self::ObjectDestroyed => "ObjectDestroyed",
            Self::InvalidCast => "InvalidCast",
            Self::PropertyNotFound => "PropertyNotFound",
            Self::FunctionNotFound => "FunctionNotFound",
            Self::TypeMismatch => "TypeMismatch",
            Self::NullArgument => "NullArgument",
            Self::IndexOutOfRange => "IndexOutOfRange",
            Self::InvalidOperation => "InvalidOperation",
            Self::InternalError => "InternalError",
            Self::BufferTooSmall => "BufferTooSmall",
        }
    }

    /// Whether this is `Ok`.
    pub const fn is_ok(self) -> bool {
        matches!(self, Self::Ok)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_have_their_documented_values() {
        for (i, code) in RustealErrorCode::ALL.iter().enumerate() {
            assert_eq!(*code as u32, i as u32);
            assert_eq!(RustealErrorCode::from_u32(i as u32), *code);
        }
        assert_eq!(RustealErrorCode::BufferTooSmall as u32, 10);
    }

    #[test]
    fn unknown_values_are_internal_errors_never_ok() {
        assert_eq!(RustealErrorCode::from_u32(11), RustealErrorCode::InternalError);
        assert_eq!(RustealErrorCode::from_u32(u32::MAX), RustealErrorCode::InternalError);
    }
}
