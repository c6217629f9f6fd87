//! `#[uinterface]` on a trait: an Unreal interface whose functions are the trait's methods
//! (Blueprint events). Rust names it `dyn Trait` (made a `UeClass`); `ScriptInterface<dyn Trait>`
//! implements the trait by calling each function by name on the object. A `#[uclass]` implements
//! it with `#[uclass_impl] impl Trait for Class`: the class lists the interface and gets a native
//! function per method (a BlueprintNativeEvent), with the trait's parameter names.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::{ImplItem, ItemImpl, ItemTrait, TraitItem};

use crate::names::{compact, pascal_case, shape_of, type_constants};
use crate::types::Kind;
use crate::uclass_impl::{
    NativeBody, Ret, add_params, call_by_name, native_function, parse_params, parse_return, read_param,
};
use rusteal_ffi::flags::func;

/// The flags of an interface's functions: events a class or a Blueprint implements, callable.
const INTERFACE_FUNCTION: u32 = func::EVENT | func::BLUEPRINT_EVENT | func::BLUEPRINT_CALLABLE | func::PUBLIC;
/// A class's implementation: a native event (a Blueprint child may override it).
const IMPLEMENTATION: u32 = func::NATIVE | func::EVENT | func::BLUEPRINT_EVENT | func::PUBLIC;

fn check_params(params: &[crate::uclass_impl::Param]) -> syn::Result<()> {
    match params.iter().find(|p| matches!(p.kind, Kind::Out(..) | Kind::StructRef(_) | Kind::StructIn(_))) {
        Some(p) => Err(syn::Error::new_spanned(
            &p.ty,
            "an interface method's parameters are scalars, objects, classes or enums",
        )),
        None => Ok(()),
    }
}

fn value_return(output: &syn::ReturnType) -> syn::Result<Option<syn::Type>> {
    match parse_return(output)? {
        Ret::Unit => Ok(None),
        Ret::Value(t) => Ok(Some(t)),
        Ret::Fallible(_) => Err(syn::Error::new_spanned(
            output,
            "an interface method returns its value (a class, a Blueprint or nobody may implement it): not a RustealResult",
        )),
    }
}

// A method of the interface (in the trait or an implementation): its parameters, its return
// type and its Unreal name; its signature joins the shape's declarations.
fn interface_method(
    sig: &syn::Signature,
    what: &str,
    declarations: &mut Vec<String>,
) -> syn::Result<(Vec<crate::uclass_impl::Param>, Option<syn::Type>, String)> {
    let params = parse_params(sig, what)?;
    check_params(&params)?;
    let ret = value_return(&sig.output)?;
    declarations.push(compact(&quote!(#sig)));
    Ok((params, ret, pascal_case(&sig.ident.to_string(), false)))
}

pub fn expand_trait(item: ItemTrait) -> syn::Result<TokenStream> {
    if !item.generics.params.is_empty() {
        return Err(syn::Error::new_spanned(&item.generics, "a #[uinterface] cannot be generic"));
    }
    if !item.supertraits.is_empty() {
        return Err(syn::Error::new_spanned(&item.supertraits, "a #[uinterface] has no supertraits"));
    }
    let name = &item.ident;
    let name_str = name.to_string();
    let rt = quote!(::rusteal_runtime::runtime);
    let ffi = quote!(::rusteal_runtime::ffi);
    let mut registrations = Vec::new();
    let mut calls = Vec::new();
    let mut signatures = Vec::new();
    let mut declarations = Vec::new();
    for it in &item.items {
        let TraitItem::Method(m) = it else {
            return Err(syn::Error::new_spanned(it, "a #[uinterface] holds methods only"));
        };
        if let Some(body) = &m.default {
            return Err(syn::Error::new_spanned(
                body,
                "a #[uinterface] method has no body: the implementing class gives it",
            ));
        }
        let (params, ret, ue) = interface_method(&m.sig, "#[uinterface] method", &mut declarations)?;
        let fn_ident = &m.sig.ident;
        let sig = &m.sig;
        let names: Vec<&String> = params.iter().map(|p| &p.ue_name).collect();
        signatures.push(quote!(#ue => ::core::option::Option::Some(&[#(#names),*]),));
        let adds = add_params(&rt, &params, ret.as_ref());
        registrations.push(quote! {{
            let __f = #rt::reify::add_function(cls, #ue, 0, #INTERFACE_FUNCTION)?;
            #adds
        }});
        let rust_path = format!("{name_str}::{fn_ident}");
        let body = call_by_name(&rt, &quote!(&*self), &ue, &params, ret.as_ref(), &rust_path);
        calls.push(quote!(#sig { #body }));
    }
    let shape = shape_of(declarations);
    let constants = type_constants(&name_str, shape);
    let missing = format!(
        "interface {name_str} was never registered with the engine: is `rusteal_runtime::entry!()` in the library?"
    );
    Ok(quote! {
        #item

        impl #rt::UeClass for dyn #name {
            const NAME: &'static str = #name_str;
            const RUST_TYPE_ID: u64 = <dyn #name>::__RUSTEAL_TYPE_ID;
            fn static_class() -> #ffi::UClassHandle {
                match #rt::reify_registry::class_of(<dyn #name>::__RUSTEAL_TYPE_ID) {
                    ::core::option::Option::Some(c) => c,
                    ::core::option::Option::None => ::core::panic!(#missing),
                }
            }
        }

        impl dyn #name {
            #constants
            /// The Unreal parameter names of a function of the interface, by its Unreal name.
            #[doc(hidden)]
            pub fn __rusteal_param_names(function: &str) -> ::core::option::Option<&'static [&'static str]> {
                match function {
                    #(#signatures)*
                    _ => ::core::option::Option::None,
                }
            }
        }

        /// Calls on an object through the interface: by name, so a class's, a Blueprint's or the
        /// interface's own function runs (the last gives the default value).
        impl #name for #rt::ScriptInterface<dyn #name> {
            #(#calls)*
        }

        const _: () = {
            fn __register() -> #rt::RustealResult<#ffi::UClassHandle> {
                let cls = #rt::reify::create_interface(#name_str, <dyn #name>::__RUSTEAL_SHAPE)?;
                #(#registrations)*
                #rt::reify::finalize_interface(cls)?;
                Ok(cls)
            }
            ::rusteal_runtime::__inventory::submit! {
                #rt::reify_registry::InterfaceRegistration {
                    type_id: <dyn #name>::__RUSTEAL_TYPE_ID,
                    name: #name_str,
                    register: __register,
                }
            }
        };
    })
}

/// `#[uclass_impl] impl Trait for Class`: the class implements the interface.
pub fn expand_impl(item: ItemImpl) -> syn::Result<TokenStream> {
    let Some((_, trait_path, _)) = &item.trait_ else { unreachable!("called for trait impls") };
    let self_ty = (*item.self_ty).clone();
    let class_name = compact(&quote!(#self_ty));
    let trait_name = compact(&quote!(#trait_path));
    let rt = quote!(::rusteal_runtime::runtime);
    let mut registrations = Vec::new();
    let mut declarations = vec![format!("implements {trait_name}")];
    for it in &item.items {
        let ImplItem::Method(m) = it else { continue };
        if let Some(a) = m.attrs.iter().find(|a| a.path.is_ident("ufunction") || a.path.is_ident("udelegate")) {
            return Err(syn::Error::new_spanned(
                a,
                "an interface's methods are its functions already: no #[ufunction] or #[udelegate] here",
            ));
        }
        let (params, ret, ue) = interface_method(&m.sig, "interface method", &mut declarations)?;
        let fn_ident = &m.sig.ident;
        let rust_path = format!("{class_name}::{fn_ident}");
        let mut names: Vec<String> = params.iter().map(|p| p.ue_name.clone()).collect();
        let own_names = names.clone();
        if ret.is_some() {
            names.push("ReturnValue".to_string());
        }
        let reads = params.iter().enumerate().map(|(i, p)| read_param(&rt, p, i));
        let idents: Vec<&syn::Ident> = params.iter().map(|p| &p.ident).collect();
        let n = params.len();
        let call = quote!(<#self_ty as #trait_path>::#fn_ident(&mut __this, #(#idents),*));
        let finish = match &ret {
            None => quote!(#call;),
            Some(_) => quote!(let __v = #call; __buf.write(__offs[#n], __v);),
        };
        let adds = add_params(&rt, &params, ret.as_ref());
        let reads: Vec<TokenStream> = reads.collect();
        let body = NativeBody {
            self_ty: &self_ty,
            ue: &ue,
            names: &names,
            reads: &reads,
            finish: &finish,
            rust_path: &rust_path,
        };
        let register = native_function(&rt, &body);
        let mismatch = format!(
            "{class_name}::{fn_ident} names its parameters ({}) unlike the interface {trait_name}; use the trait's names",
            own_names.join(", ")
        );
        registrations.push(quote! {{
            // The class's function is found by name for the interface's: same parameter names.
            let __want: &[&str] = <dyn #trait_path>::__rusteal_param_names(#ue).unwrap_or(&[]);
            let __own: &[&str] = &[#(#own_names),*];
            if __want != __own {
                return Err(#rt::RustealError::invalid_operation(#mismatch));
            }
            #register
            let __f = #rt::reify::add_function(cls, #ue, __id, #IMPLEMENTATION)?;
            #adds
        }});
    }
    let shape = shape_of(declarations);
    let register = format_ident!("__register_interface_functions");
    Ok(quote! {
        #item
        const _: () = {
            fn #register() -> #rt::RustealResult<()> {
                #[allow(unused_variables)]
                let cls = <#self_ty as #rt::UeClass>::static_class();
                #rt::reify::add_interface(cls, <dyn #trait_path as #rt::UeClass>::NAME)?;
                #(#registrations)*
                Ok(())
            }
            ::rusteal_runtime::__inventory::submit! {
                #rt::reify_registry::ClassFunctionRegistration {
                    type_id: <#self_ty as #rt::UeClass>::RUST_TYPE_ID,
                    shape: #shape,
                    register_functions: #register,
                    class_defaults: ::core::option::Option::None,
                }
            }
        };
    })
}
