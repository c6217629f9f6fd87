//! The procedural macros that make Rust types Unreal types: `#[uclass]`, `#[uclass_impl]`,
//! `#[ustruct]`, `#[uenum]`, `#[uinterface]`. `#[uproperty]`, `#[component]`, `#[ufunction]`, `#[udelegate]` and
//! `#[class_defaults]` are inert attributes the outer macro reads and removes.
//!
//! Every unknown or invalid argument is a compile error on the token, naming the attribute and
//! the accepted arguments. Type ids hash the module path and the name, so two classes of the
//! same name in different modules do not collide. The generated code uses no `unsafe`: a game
//! crate compiles with `#![deny(unsafe_code)]`. It refers to `::rusteal_runtime`, the one crate
//! a game depends on.

use proc_macro::TokenStream;

mod args;
mod names;
mod types;
mod uclass;
mod uclass_impl;
mod uenum;
mod uinterface;
mod uproperty;
mod ustruct;

fn run(r: syn::Result<proc_macro2::TokenStream>) -> TokenStream {
    r.unwrap_or_else(|e| e.to_compile_error()).into()
}

/// A struct becomes a UClass: `#[uclass(parent = Actor, implements = "/Script/M.I", config = "Game")]`.
#[proc_macro_attribute]
pub fn uclass(args: TokenStream, item: TokenStream) -> TokenStream {
    let args = syn::parse_macro_input!(args as args::Args);
    let item = syn::parse_macro_input!(item as syn::ItemStruct);
    run(uclass::expand(args, item))
}

/// The functions, delegates and class defaults of a `#[uclass]`.
#[proc_macro_attribute]
pub fn uclass_impl(args: TokenStream, item: TokenStream) -> TokenStream {
    if !args.is_empty() {
        let a = proc_macro2::TokenStream::from(args);
        return syn::Error::new_spanned(a, "#[uclass_impl] takes no arguments").to_compile_error().into();
    }
    let item = syn::parse_macro_input!(item as syn::ItemImpl);
    run(uclass_impl::expand(item))
}

/// A trait becomes an interface; `#[uclass_impl] impl Trait for Class` implements it.
#[proc_macro_attribute]
pub fn uinterface(args: TokenStream, item: TokenStream) -> TokenStream {
    if !args.is_empty() {
        let a = proc_macro2::TokenStream::from(args);
        return syn::Error::new_spanned(a, "#[uinterface] takes no arguments").to_compile_error().into();
    }
    let item = syn::parse_macro_input!(item as syn::ItemTrait);
    run(uinterface::expand_trait(item))
}

/// A struct of `#[uproperty]` fields becomes a UScriptStruct.
#[proc_macro_attribute]
pub fn ustruct(args: TokenStream, item: TokenStream) -> TokenStream {
    let args = syn::parse_macro_input!(args as args::Args);
    let item = syn::parse_macro_input!(item as syn::ItemStruct);
    run(ustruct::expand(args, item))
}

/// An enum of unit variants becomes a byte-sized UEnum.
#[proc_macro_attribute]
pub fn uenum(args: TokenStream, item: TokenStream) -> TokenStream {
    let args = syn::parse_macro_input!(args as args::Args);
    let item = syn::parse_macro_input!(item as syn::ItemEnum);
    run(uenum::expand(args, item))
}
