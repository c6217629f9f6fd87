//! Names and hashes shared by the macros.

/// `move_speed` → `MoveSpeed`; with `is_bool`, `b_can_dash` → `bCanDash` (UE's bool prefix). A
/// leading `_` (an unused parameter: `_b_self_moved`) is not part of the name.
pub fn pascal_case(rust: &str, is_bool: bool) -> String {
    let trimmed = rust.trim_start_matches("r#").trim_start_matches('_');
    let mut parts = trimmed.split('_').filter(|p| !p.is_empty()).peekable();
    let mut out = String::new();
    if is_bool && trimmed.starts_with("b_") {
        out.push('b');
        parts.next();
    }
    for p in parts {
        let mut c = p.chars();
        if let Some(f) = c.next() {
            out.extend(f.to_uppercase());
            out.push_str(c.as_str());
        }
    }
    out
}

/// FNV-1a over the bytes, the same function as `rusteal_core::shape::fnv1a`.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        hash ^= *b as u64;
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// The shape of a list of declarations: sorted, joined, hashed (order does not count).
pub fn shape_of(mut declarations: Vec<String>) -> u64 {
    declarations.sort();
    fnv1a(declarations.join(";").as_bytes())
}

/// The hidden constants every declared type carries: its id (the FNV-1a of its module path and
/// name, so two types of one name in different modules differ) and its shape.
pub fn type_constants(name: &str, shape: u64) -> proc_macro2::TokenStream {
    quote::quote! {
        #[doc(hidden)]
        pub const __RUSTEAL_TYPE_ID: u64 = ::rusteal_runtime::runtime::shape::fnv1a(
            ::core::concat!(::core::module_path!(), "::", #name).as_bytes(),
        );
        #[doc(hidden)]
        pub const __RUSTEAL_SHAPE: u64 = #shape;
    }
}

/// Tokens as text without spacing differences.
pub fn compact(tokens: &proc_macro2::TokenStream) -> String {
    tokens.to_string().split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pascal_case_follows_the_engine() {
        assert_eq!(pascal_case("move_speed", false), "MoveSpeed");
        assert_eq!(pascal_case("b_can_dash", true), "bCanDash");
        assert_eq!(pascal_case("b_can_dash", false), "BCanDash");
        assert_eq!(pascal_case("health", true), "Health");
        assert_eq!(pascal_case("r#type", false), "Type");
        assert_eq!(pascal_case("hp_2x", false), "Hp2x");
        assert_eq!(pascal_case("_b_self_moved", true), "bSelfMoved");
        assert_eq!(pascal_case("_other_comp", false), "OtherComp");
    }

    #[test]
    fn shapes_ignore_order() {
        assert_eq!(shape_of(vec!["a".into(), "b".into()]), shape_of(vec!["b".into(), "a".into()]));
        assert_ne!(shape_of(vec!["a".into()]), shape_of(vec!["a".into(), "b".into()]));
        assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
    }
}
