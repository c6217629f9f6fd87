//! `#[ustruct]` on a struct whose fields are all `#[uproperty]`: a UScriptStruct. The Rust struct
//! becomes a unit marker; fields are reached through `<Name>Ext`, implemented for `UStructRef`
//! (memory Unreal owns) and `OwnedStruct` (a buffer Rust owns), setters writing through `&self`
//! as Rusteal's do (the struct is a handle to its memory; `OwnedStruct`'s bytes are cells). Fields
//! take a class's property types; an array field (`UeArray<T>`) reads as Rusteal's view
//! (`struct_array.rs`: `len()?`, `push(&x)?`, borrowing the struct) and, in our `try_` form, as a
//! `Vec<T>` copy.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::{Fields, ItemStruct};

use crate::args::Args;
use crate::names::shape_of;
use crate::types::Kind;
use crate::uproperty;

pub fn expand(args: Args, item: ItemStruct) -> syn::Result<TokenStream> {
    if let Some(a) = args.0.first() {
        return Err(syn::Error::new(a.name.span(), format!("#[ustruct] takes no arguments (got `{}`)", a.name)));
    }
    if !item.generics.params.is_empty() {
        return Err(syn::Error::new_spanned(&item.generics, "a #[ustruct] cannot be generic"));
    }
    let name = &item.ident;
    let name_str = name.to_string();
    let Fields::Named(fields) = &item.fields else {
        return Err(syn::Error::new_spanned(&item, "a #[ustruct] is a struct with named #[uproperty] fields"));
    };
    let mut props = Vec::new();
    for f in &fields.named {
        let Some(attr) = f.attrs.iter().find(|a| a.path.is_ident("uproperty")) else {
            return Err(syn::Error::new_spanned(
                f.ident.as_ref().unwrap(),
                "every field of a #[ustruct] is a #[uproperty] (Rust-private data belongs in a #[uclass])",
            ));
        };
        props.push(uproperty::parse(f, attr, false)?);
    }
    let shape = shape_of(props.iter().map(|p| p.declaration.clone()).collect());
    let rt = quote!(::rusteal_runtime::runtime);
    let ffi = quote!(::rusteal_runtime::ffi);
    let vis = &item.vis;
    let attrs = &item.attrs;
    let ext = format_ident!("{}Ext", name);
    // Plain fields are read at their offset; strings, soft references, nested structs and arrays
    // (a `Vec` copy of a `UeArray` field) go through `struct_field`.
    let plain =
        |p: &uproperty::Property| matches!(p.kind, Kind::Scalar | Kind::Enum | Kind::Object | Kind::Class | Kind::Name);
    let value_type = |p: &uproperty::Property| -> TokenStream {
        match &p.kind {
            Kind::Array(_, inner) => quote!(::std::vec::Vec<#inner>),
            _ => {
                let t = &p.ty;
                quote!(#t)
            }
        }
    };
    // Rusteal's accessors return the value (an error is logged, the type's fallback given); the
    // `try_` forms beside them return the RustealResult.
    let sigs: Vec<TokenStream> = props
        .iter()
        .map(|p| {
            let (pi, pt) = (&p.ident, value_type(p));
            let set = format_ident!("set_{}", pi);
            let try_get = format_ident!("try_{}", pi);
            let try_set = format_ident!("try_set_{}", pi);
            // An array field reads as Rusteal's live view (`items().len()?`, `push(&x)?`), which
            // borrows the struct; `try_items()` gives ours, the `Vec` copy.
            if let Kind::Array(_, inner) = &p.kind {
                let ue = &p.ue_name;
                return quote! {
                    fn #pi(&self) -> #rt::struct_array::StructArray<'_, Self, #inner>
                    where
                        Self: ::core::marker::Sized + #rt::struct_array::StructFieldHost,
                    {
                        static FIELD: #rt::struct_field::FieldCache = #rt::struct_field::FieldCache::new(#ue);
                        #rt::struct_array::StructArray::new(self, &FIELD)
                    }
                    fn #set(&self, value: #pt) {
                        #rt::fallback::or_log(self.#try_set(value))
                    }
                    fn #try_get(&self) -> #rt::RustealResult<#pt>;
                    fn #try_set(&self, value: #pt) -> #rt::RustealResult<()>;
                };
            }
            quote! {
                fn #pi(&self) -> #pt {
                    #rt::fallback::or_log(self.#try_get())
                }
                fn #set(&self, value: #pt) {
                    #rt::fallback::or_log(self.#try_set(value))
                }
                fn #try_get(&self) -> #rt::RustealResult<#pt>;
                fn #try_set(&self, value: #pt) -> #rt::RustealResult<()>;
            }
        })
        .collect();
    let bodies: Vec<TokenStream> = props
        .iter()
        .map(|p| {
            let (pi, pt, ue) = (&p.ident, value_type(p), &p.ue_name);
            let try_get = format_ident!("try_{}", pi);
            let try_set = format_ident!("try_set_{}", pi);
            if !plain(p) {
                return quote! {
                    fn #try_get(&self) -> #rt::RustealResult<#pt> {
                        static FIELD: #rt::struct_field::FieldCache = #rt::struct_field::FieldCache::new(#ue);
                        self.read_field::<#pt>(&FIELD)
                    }
                    fn #try_set(&self, value: #pt) -> #rt::RustealResult<()> {
                        static FIELD: #rt::struct_field::FieldCache = #rt::struct_field::FieldCache::new(#ue);
                        self.write_field(&FIELD, &value)
                    }
                };
            }
            quote! {
                fn #try_get(&self) -> #rt::RustealResult<#pt> {
                    static OFFSET: ::std::sync::OnceLock<u32> = ::std::sync::OnceLock::new();
                    let off = #rt::struct_ref::field_offset(&OFFSET, <#name as #rt::UeStruct>::static_struct(), #ue)?;
                    self.read_at::<#pt>(off)
                }
                fn #try_set(&self, value: #pt) -> #rt::RustealResult<()> {
                    static OFFSET: ::std::sync::OnceLock<u32> = ::std::sync::OnceLock::new();
                    let off = #rt::struct_ref::field_offset(&OFFSET, <#name as #rt::UeStruct>::static_struct(), #ue)?;
                    self.write_at::<#pt>(off, value)
                }
            }
        })
        .collect();
    let adds = props.iter().map(|p| {
        let (pt, ue, flags) = (&p.ty, &p.ue_name, p.flags);
        match &p.kind {
            Kind::Array(_, inner) => quote!(#rt::reify::add_struct_array_property::<#inner>(s, #ue, #flags)?;),
            _ => quote!(#rt::reify::add_struct_property::<#pt>(s, #ue, #flags)?;),
        }
    });
    // Nested structs (fields and array elements) are finalised first; engine structs have id 0.
    let nested: Vec<TokenStream> = props
        .iter()
        .filter_map(|p| {
            let t = match &p.kind {
                Kind::Struct => crate::types::generic_arg(&p.ty)?,
                Kind::Array(k, inner) if **k == Kind::Struct => crate::types::generic_arg(inner)?,
                _ => return None,
            };
            Some(quote!(<#t as #rt::UeStruct>::RUST_TYPE_ID))
        })
        .collect();
    let missing = format!(
        "struct {name_str} was never registered with the engine: is `rusteal_runtime::entry!()` in the library?"
    );
    let _ = Span::call_site();
    let constants = crate::names::type_constants(&name_str, shape);
    // Every field's type as the user wrote it, named once, so their imports of those types (an
    // array field's `UeArray`) are used even where the accessors spell the types out.
    let written_types = props.iter().map(|p| {
        let t = &p.ty;
        quote!(let _ = ::core::marker::PhantomData::<#t>;)
    });
    Ok(quote! {
        #(#attrs)*
        #vis struct #name;

        impl #name {
            #constants
        }

        const _: () = {
            #[allow(dead_code)]
            fn __field_types() {
                #(#written_types)*
            }
        };

        impl #rt::UeStruct for #name {
            const NAME: &'static str = #name_str;
            const RUST_TYPE_ID: u64 = #name::__RUSTEAL_TYPE_ID;
            fn static_struct() -> #ffi::UStructHandle {
                match #rt::reify_registry::struct_of(#name::__RUSTEAL_TYPE_ID) {
                    ::core::option::Option::Some(s) => s,
                    ::core::option::Option::None => ::core::panic!(#missing),
                }
            }
        }

        /// The fields of the struct.
        #vis trait #ext {
            #(#sigs)*
        }
        impl #ext for #rt::UStructRef<#name> {
            #(#bodies)*
        }
        impl #ext for #rt::OwnedStruct<#name> {
            #(#bodies)*
        }

        const _: () = {
            fn __create() -> #rt::RustealResult<()> {
                let s = #rt::reify::create_struct(#name_str)?;
                #rt::reify_registry::record_struct(#name::__RUSTEAL_TYPE_ID, s);
                Ok(())
            }
            fn __members() -> #rt::RustealResult<()> {
                #[allow(unused_variables)]
                let s = <#name as #rt::UeStruct>::static_struct();
                #(#adds)*
                Ok(())
            }
            fn __finalize() -> #rt::RustealResult<()> {
                #rt::reify::finalize_struct(<#name as #rt::UeStruct>::static_struct())
            }
            ::rusteal_runtime::__inventory::submit! {
                #rt::reify_registry::StructRegistration {
                    type_id: #name::__RUSTEAL_TYPE_ID,
                    name: #name_str,
                    depends_on: &[#(#nested),*],
                    create: __create,
                    members: __members,
                    finalize: __finalize,
                }
            }
        };
    })
}
