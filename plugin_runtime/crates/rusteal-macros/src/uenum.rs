//! `#[uenum]` on an enum of unit variants: a byte-sized UEnum. The enum stays Rust code, becomes
//! `#[repr(u8)]`, and implements `UeEnum` (and the property and parameter traits).

use proc_macro2::TokenStream;
use quote::quote;
use syn::{Expr, ExprLit, Fields, ItemEnum, Lit};

use crate::args::Args;

pub fn expand(args: Args, mut item: ItemEnum) -> syn::Result<TokenStream> {
    if let Some(a) = args.0.first() {
        return Err(syn::Error::new(a.name.span(), format!("#[uenum] takes no arguments (got `{}`)", a.name)));
    }
    if !item.generics.params.is_empty() {
        return Err(syn::Error::new_spanned(&item.generics, "a #[uenum] cannot be generic"));
    }
    if item.variants.is_empty() {
        return Err(syn::Error::new_spanned(&item.ident, "a #[uenum] needs at least one variant"));
    }
    for a in &item.attrs {
        if a.path.is_ident("repr") && a.tokens.to_string().replace(' ', "") != "(u8)" {
            return Err(syn::Error::new_spanned(
                a,
                "a #[uenum] is stored on one byte: remove the repr or use #[repr(u8)]",
            ));
        }
    }
    let mut variants = Vec::new();
    let mut next: i64 = 0;
    for v in &item.variants {
        if !matches!(v.fields, Fields::Unit) {
            return Err(syn::Error::new_spanned(&v.fields, "#[uenum] variants carry no data"));
        }
        let value = match &v.discriminant {
            None => next,
            Some((_, Expr::Lit(ExprLit { lit: Lit::Int(i), .. }))) => i.base10_parse::<i64>()?,
            Some((_, e)) => return Err(syn::Error::new_spanned(e, "a #[uenum] discriminant is an integer literal")),
        };
        if !(0..=254).contains(&value) {
            let span: &dyn quote::ToTokens = match &v.discriminant {
                Some((_, e)) => e,
                None => &v.ident,
            };
            return Err(syn::Error::new_spanned(
                span,
                format!("#[uenum] values are 0..=254 (Unreal adds the _MAX entry); `{}` is {value}", v.ident),
            ));
        }
        if let Some((other, _)) = variants.iter().find(|(_, val): &&(syn::Ident, i64)| *val == value) {
            return Err(syn::Error::new_spanned(
                &v.ident,
                format!("`{}` has the same value ({value}) as `{other}`", v.ident),
            ));
        }
        variants.push((v.ident.clone(), value));
        next = value + 1;
    }
    // Derives the runtime needs, unless already there.
    let derived: Vec<String> = item
        .attrs
        .iter()
        .filter(|a| a.path.is_ident("derive"))
        .flat_map(|a| {
            a.tokens
                .to_string()
                .replace(['(', ')', ' '], "")
                .split(',')
                .map(|s| s.rsplit("::").next().unwrap().to_string())
                .collect::<Vec<_>>()
        })
        .collect();
    let wanted = ["Clone", "Copy", "PartialEq", "Eq", "Debug"];
    let missing: Vec<syn::Ident> = wanted
        .iter()
        .filter(|w| !derived.iter().any(|d| d == *w))
        .map(|w| syn::Ident::new(w, proc_macro2::Span::call_site()))
        .collect();
    if !missing.is_empty() {
        item.attrs.push(syn::parse_quote!(#[derive(#(#missing),*)]));
    }
    if !item.attrs.iter().any(|a| a.path.is_ident("repr")) {
        item.attrs.push(syn::parse_quote!(#[repr(u8)]));
    }
    let name = &item.ident;
    let name_str = name.to_string();
    let rt = quote!(::rusteal_runtime::runtime);
    let ffi = quote!(::rusteal_runtime::ffi);
    let arms = variants.iter().map(|(v, val)| quote!(#val => ::core::option::Option::Some(#name::#v),));
    let entries = variants.iter().map(|(v, val)| {
        let s = v.to_string();
        quote!((#s, #val))
    });
    let first = &variants[0].0;
    let missing_msg =
        format!("enum {name_str} was never registered with the engine: is `rusteal_runtime::entry!()` in the library?");
    Ok(quote! {
        #item

        impl #name {
            #[doc(hidden)]
            pub const __RUSTEAL_TYPE_ID: u64 =
                #rt::shape::fnv1a(::core::concat!(::core::module_path!(), "::", #name_str).as_bytes());
        }

        impl #rt::UeEnum for #name {
            fn static_enum() -> #ffi::UClassHandle {
                match #rt::reify_registry::enum_of(#name::__RUSTEAL_TYPE_ID) {
                    ::core::option::Option::Some(e) => e,
                    ::core::option::Option::None => ::core::panic!(#missing_msg),
                }
            }
            fn to_i64(self) -> i64 {
                self as u8 as i64
            }
            fn from_i64(value: i64) -> ::core::option::Option<Self> {
                match value {
                    #(#arms)*
                    _ => ::core::option::Option::None,
                }
            }
            fn first_variant() -> Self {
                #name::#first
            }
        }
        #rt::impl_enum_value!(#name);

        const _: () = {
            fn __create() -> #rt::RustealResult<()> {
                let e = #rt::reify::create_enum(#name_str, &[#(#entries),*])?;
                #rt::reify_registry::record_enum(#name::__RUSTEAL_TYPE_ID, e);
                Ok(())
            }
            ::rusteal_runtime::__inventory::submit! {
                #rt::reify_registry::EnumRegistration {
                    type_id: #name::__RUSTEAL_TYPE_ID,
                    name: #name_str,
                    create: __create,
                }
            }
        };
    })
}
