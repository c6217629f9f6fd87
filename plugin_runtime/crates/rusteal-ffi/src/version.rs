//! The version both sides check. Encoded as `major * 1_000_000 + minor * 1_000 + patch`; exact
//! equality is the only compatibility rule (the table has no size or field count).

/// A version's three numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VersionParts {
    pub major: u32,
    pub minor: u32,
    pub patch: u32,
}

/// Encodes a version. In a const context a minor or patch of 1000 or more fails compilation.
pub const fn encode_version(major: u32, minor: u32, patch: u32) -> u32 {
    assert!(minor < 1000, "rusteal version: the minor number must be below 1000");
    assert!(patch < 1000, "rusteal version: the patch number must be below 1000");
    assert!(major <= 4293, "rusteal version: the major number must be at most 4293 (u32 encoding)");
    major * 1_000_000 + minor * 1_000 + patch
}

/// Decodes an encoded version.
pub const fn decode_version(encoded: u32) -> VersionParts {
    VersionParts { major: encoded / 1_000_000, minor: (encoded / 1_000) % 1_000, patch: encoded % 1_000 }
}

/// Parses `"MAJOR.MINOR.PATCH"` (exactly three decimal numbers, no suffix) and encodes it. Used
/// at compile time on `CARGO_PKG_VERSION`, so a pre-release suffix or a fourth number fails the
/// build instead of producing a version the plugin can never match.
pub const fn parse_version(text: &str) -> u32 {
    let bytes = text.as_bytes();
    let mut parts = [0u32; 3];
    let mut part = 0usize;
    let mut digits = 0usize;
    let mut i = 0usize;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'.' {
            assert!(digits > 0, "rusteal version: an empty number");
            part += 1;
            assert!(part < 3, "rusteal version: must be exactly three numbers (MAJOR.MINOR.PATCH)");
            digits = 0;
        } else {
            assert!(b.is_ascii_digit(), "rusteal version: only digits and dots (no pre-release suffix)");
            assert!(digits < 4, "rusteal version: a number has more than four digits");
            parts[part] = parts[part] * 10 + (b - b'0') as u32;
            digits += 1;
        }
        i += 1;
    }
    assert!(part == 2 && digits > 0, "rusteal version: must be exactly three numbers (MAJOR.MINOR.PATCH)");
    encode_version(parts[0], parts[1], parts[2])
}

/// This crate's version, encoded; the plugin writes its own into `RustealApiTable::version`.
pub const RUSTEAL_VERSION: u32 = parse_version(env!("CARGO_PKG_VERSION"));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_as_documented() {
        assert_eq!(encode_version(0, 2, 1), 2001);
        assert_eq!(encode_version(1, 0, 0), 1_000_000);
        assert_eq!(encode_version(0, 999, 999), 999_999);
    }

    #[test]
    fn decodes_what_it_encodes() {
        for (a, b, c) in [(0, 0, 0), (0, 2, 1), (1, 0, 0), (12, 345, 678), (4293, 999, 999)] {
            assert_eq!(decode_version(encode_version(a, b, c)), VersionParts { major: a, minor: b, patch: c });
        }
    }

    #[test]
    fn parses_three_numbers() {
        assert_eq!(parse_version("0.2.1"), 2001);
        assert_eq!(parse_version("1.0.0"), 1_000_000);
        assert_eq!(RUSTEAL_VERSION, parse_version(env!("CARGO_PKG_VERSION")));
    }

    #[test]
    #[should_panic(expected = "minor number must be below 1000")]
    fn refuses_a_minor_of_1000() {
        let minor = std::hint::black_box(1000);
        encode_version(0, minor, 0);
    }

    #[test]
    #[should_panic(expected = "patch number must be below 1000")]
    fn refuses_a_patch_of_1000() {
        let patch = std::hint::black_box(1000);
        encode_version(0, 0, patch);
    }

    #[test]
    fn refuses_suffixes_and_other_shapes() {
        for bad in ["1.0.0-beta", "1.0", "1.0.0.0", "1..0", "", "v1.0.0"] {
            let text = std::hint::black_box(bad);
            assert!(std::panic::catch_unwind(|| parse_version(text)).is_err(), "{bad} was accepted");
        }
    }
}
