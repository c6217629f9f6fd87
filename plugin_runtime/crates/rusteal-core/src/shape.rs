//! Shapes: a 64-bit FNV-1a hash of a type's declarations, computed by the macros at compile time
//! (attribute tokens with `ident: Type` for fields, signatures for methods; bodies, doc comments,
//! private fields and order do not count). The host compares shapes on hot reload to keep a class
//! or replace it. Type ids use the same hash over the type's full module path.

/// FNV-1a, 64 bits.
pub const fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u64;
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        i += 1;
    }
    hash
}

/// Combines shapes order-independently (a class's with its impl blocks').
pub fn combine(shapes: &[u64]) -> u64 {
    let mut sorted = shapes.to_vec();
    sorted.sort_unstable();
    let mut bytes = Vec::with_capacity(sorted.len() * 8);
    for s in sorted {
        bytes.extend_from_slice(&s.to_le_bytes());
    }
    fnv1a(&bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_matches_the_published_vectors() {
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn combine_ignores_order_but_not_content() {
        assert_eq!(combine(&[1, 2, 3]), combine(&[3, 1, 2]));
        assert_ne!(combine(&[1, 2, 3]), combine(&[1, 2, 4]));
        assert_ne!(combine(&[1]), combine(&[1, 1]));
    }
}
