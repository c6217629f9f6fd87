//! `#[uclass_impl]` on an `impl Class { .. }` block: its `#[ufunction]`s become UFunctions whose
//! native entry calls the Rust method, `#[udelegate]`s multicast delegates, `#[class_defaults]`
//! runs on the class default object. Other methods are left alone.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::{FnArg, ImplItem, ImplItemMethod, ItemImpl, Pat, ReturnType, Type};

use crate::args::{Accepts, parse_attr_args};
use crate::names::{compact, pascal_case, shape_of};
use crate::types::{Kind, param_kind};
use rusteal_ffi::flags::{cpf, func};

const UFUNCTION: Accepts = Accepts {
    attribute: "#[ufunction]",
    flags: &["BlueprintCallable", "BlueprintPure", "Override", "BlueprintImplementableEvent", "Exec"],
    keys: &["name"],
};
const UDELEGATE: Accepts = Accepts { attribute: "#[udelegate]", flags: &[], keys: &["name"] };
/// The flags of a return value parameter.
pub(crate) const RETURN_FLAGS: u64 = cpf::PARM | cpf::OUT_PARM | cpf::RETURN_PARM;
const CLASS_DEFAULTS: Accepts = Accepts { attribute: "#[class_defaults]", flags: &[], keys: &[] };

pub(crate) struct Param {
    pub(crate) ident: syn::Ident,
    pub(crate) ty: Type,
    pub(crate) kind: Kind,
    pub(crate) ue_name: String,
}

pub(crate) enum Ret {
    Unit,
    Value(Type),
    Fallible(Option<Type>),
}

pub(crate) fn parse_return(output: &ReturnType) -> syn::Result<Ret> {
    let ReturnType::Type(_, ty) = output else { return Ok(Ret::Unit) };
    if let Type::Tuple(t) = &**ty
        && t.elems.is_empty()
    {
        return Ok(Ret::Unit);
    }
    if let Type::Path(p) = &**ty {
        let seg = p.path.segments.last().unwrap();
        if seg.ident == "RustealResult" || seg.ident == "Result" {
            let inner = crate::types::generic_arg(ty).cloned().or_else(|| match &seg.arguments {
                syn::PathArguments::AngleBracketed(a) => a.args.iter().find_map(|g| match g {
                    syn::GenericArgument::Type(t) => Some(t.clone()),
                    _ => None,
                }),
                _ => None,
            });
            return match inner {
                Some(Type::Tuple(t)) if t.elems.is_empty() => Ok(Ret::Fallible(None)),
                Some(t) => {
                    check_return_kind(&t)?;
                    Ok(Ret::Fallible(Some(t)))
                }
                None => Err(syn::Error::new_spanned(ty, "write the result type in full: RustealResult<T>")),
            };
        }
    }
    check_return_kind(ty)?;
    Ok(Ret::Value((**ty).clone()))
}

fn check_return_kind(ty: &Type) -> syn::Result<()> {
    match param_kind(ty)? {
        Kind::Scalar | Kind::Object | Kind::Class | Kind::Enum => Ok(()),
        _ => Err(syn::Error::new_spanned(
            ty,
            "a #[ufunction] returns a scalar, UObjectRef<T>, SubclassOf<T> or an enum (or RustealResult of one)",
        )),
    }
}

pub(crate) fn parse_params(sig: &syn::Signature, attribute: &str) -> syn::Result<Vec<Param>> {
    if !sig.generics.params.is_empty() {
        return Err(syn::Error::new_spanned(&sig.generics, format!("a {attribute} cannot be generic")));
    }
    if let Some(a) = &sig.asyncness {
        return Err(syn::Error::new_spanned(a, format!("a {attribute} cannot be async")));
    }
    match sig.inputs.first() {
        Some(FnArg::Receiver(r)) if r.reference.is_some() => {}
        _ => {
            return Err(syn::Error::new_spanned(
                &sig.ident,
                format!("a {attribute} takes `&self` or `&mut self` first"),
            ));
        }
    }
    let mut params = Vec::new();
    for input in sig.inputs.iter().skip(1) {
        let FnArg::Typed(pt) = input else { unreachable!() };
        let Pat::Ident(pi) = &*pt.pat else {
            return Err(syn::Error::new_spanned(
                &pt.pat,
                format!("a {attribute} parameter is a plain name: `speed: f32`"),
            ));
        };
        let kind = param_kind(&pt.ty)?;
        let ue_name = pascal_case(&pi.ident.to_string(), crate::types::is_bool(&pt.ty));
        params.push(Param { ident: pi.ident.clone(), ty: (*pt.ty).clone(), kind, ue_name });
    }
    Ok(params)
}

fn body_is_empty(m: &ImplItemMethod) -> bool {
    m.block.stmts.is_empty()
}

/// Registration of a function's parameters on `__f` (what `add_function` gave), then of its
/// return value.
pub(crate) fn add_params(rt: &TokenStream, params: &[Param], ret: Option<&Type>) -> TokenStream {
    let adds = params.iter().map(|p| add_param(rt, &quote!(__f), p));
    let add_ret = ret.map(|t| quote!(#rt::reify::add_param::<#t>(__f, "ReturnValue", #RETURN_FLAGS)?;));
    quote!(#(#adds)* #add_ret)
}

/// Registration of one parameter.
pub(crate) fn add_param(rt: &TokenStream, func: &TokenStream, p: &Param) -> TokenStream {
    let n = &p.ue_name;
    match &p.kind {
        Kind::StructRef(s) => {
            let flags = cpf::PARM | cpf::OUT_PARM | cpf::REFERENCE_PARM;
            quote!(#rt::reify::add_struct_param::<#s>(#func, #n, #flags)?;)
        }
        Kind::StructIn(s) => {
            // What UHT makes of `const FVector& ImpactPoint`.
            let flags = cpf::PARM | cpf::OUT_PARM | cpf::REFERENCE_PARM | cpf::CONST_PARM;
            quote!(#rt::reify::add_struct_param::<#s>(#func, #n, #flags)?;)
        }
        Kind::Out(_, inner) => {
            let flags = cpf::PARM | cpf::OUT_PARM;
            quote!(#rt::reify::add_param::<#inner>(#func, #n, #flags)?;)
        }
        _ => {
            let t = &p.ty;
            let flags = cpf::PARM;
            quote!(#rt::reify::add_param::<#t>(#func, #n, #flags)?;)
        }
    }
}

/// Reads one argument from the parameter buffer.
pub(crate) fn read_param(rt: &TokenStream, p: &Param, i: usize) -> TokenStream {
    let (id, t) = (&p.ident, &p.ty);
    match &p.kind {
        Kind::StructRef(s) => quote!(let #id: #rt::UStructRef<#s> = __buf.struct_ref::<#s>(__offs[#i]);),
        Kind::Out(_, inner) => quote!(let #id: #rt::OutRef<#inner> = __buf.out_ref::<#inner>(__offs[#i]);),
        _ => quote!(let #id: #t = __buf.read::<#t>(__offs[#i]);),
    }
}

/// A method whose body calls the function `ue` by name on `target` (a Blueprint's event, an
/// interface's function), its parameters set by their Unreal names: the return value, or the
/// type's default with the error in the log.
pub(crate) fn call_by_name(
    rt: &TokenStream,
    target: &TokenStream,
    ue: &str,
    params: &[Param],
    ret: Option<&Type>,
    rust_path: &str,
) -> TokenStream {
    let sets = params.iter().filter(|p| !matches!(p.kind, Kind::Out(..) | Kind::StructRef(_))).map(|p| {
        let (n, id) = (&p.ue_name, &p.ident);
        match p.kind {
            Kind::StructIn(_) => quote! {
                let mut __call = __call;
                __call.set_struct(#n, #id)?;
            },
            _ => quote!(let __call = __call.with(#n, #id)?;),
        }
    });
    let (result_ty, get, finish) = match ret {
        Some(t) => (
            quote!(#t),
            quote!(__r.get::<#t>("ReturnValue")),
            quote! {
                match __result {
                    Ok(v) => v,
                    Err(e) => {
                        #rt::reify::log_in(#rust_path, e);
                        ::core::default::Default::default()
                    }
                }
            },
        ),
        None => (
            quote!(()),
            quote!({
                let _ = __r;
                Ok(())
            }),
            quote! {
                if let Err(e) = __result {
                    #rt::reify::log_in(#rust_path, e);
                }
            },
        ),
    };
    quote! {
        let __result = (|| -> #rt::RustealResult<#result_ty> {
            let __call = #rt::DynamicCall::new(#target, #ue)?;
            #(#sets)*
            let __r = __call.call()?;
            #get
        })();
        #finish
    }
}

/// What the native entry of a Rust function does when the engine calls it.
pub(crate) struct NativeBody<'a> {
    pub self_ty: &'a Type,
    pub ue: &'a str,
    /// The parameters' Unreal names, then `ReturnValue` when it returns one.
    pub names: &'a [String],
    /// Reads each argument from the buffer (`read_param`).
    pub reads: &'a [TokenStream],
    /// Calls the method with them and writes the return value.
    pub finish: &'a TokenStream,
    pub rust_path: &'a str,
}

/// Registers the closure the engine calls for a function (`let __id = ...;`): it finds the
/// parameters' offsets once, borrows the object's Rust data, reads the arguments and calls.
pub(crate) fn native_function(rt: &TokenStream, b: &NativeBody) -> TokenStream {
    let NativeBody { self_ty, ue, names, reads, finish, rust_path } = b;
    quote! {
        static OFFSETS: ::std::sync::OnceLock<::std::vec::Vec<u32>> = ::std::sync::OnceLock::new();
        let __id = #rt::reify_registry::register_function(|__obj, __buf| {
            let __offs = match OFFSETS.get() {
                Some(o) => o,
                None => match #rt::reify::param_offsets(<#self_ty as #rt::UeClass>::static_class(), #ue, &[#(#names),*]) {
                    Ok(o) => OFFSETS.get_or_init(|| o),
                    Err(e) => return #rt::reify::raise(#rust_path, e),
                },
            };
            #[allow(unused_mut)]
            let mut __this = match <#self_ty>::__from_engine(__obj) {
                Ok(t) => t,
                Err(e) => return #rt::reify::raise(#rust_path, e),
            };
            #(#reads)*
            #finish
        });
    }
}

pub fn expand(item: ItemImpl) -> syn::Result<TokenStream> {
    if item.trait_.is_some() {
        return crate::uinterface::expand_impl(item);
    }
    let self_ty = (*item.self_ty).clone();
    let class_name = compact(&quote!(#self_ty));
    let rt = quote!(::rusteal_runtime::runtime);
    let mut out_items = Vec::new();
    let mut registrations = Vec::new();
    let mut declarations = Vec::new();
    let mut class_defaults: Option<syn::Ident> = None;
    let mut defaults_fallible = false;

    for it in item.items {
        let ImplItem::Method(mut m) = it else {
            out_items.push(it);
            continue;
        };
        let ours: Vec<syn::Attribute> = m
            .attrs
            .iter()
            .filter(|a| {
                a.path.is_ident("ufunction") || a.path.is_ident("udelegate") || a.path.is_ident("class_defaults")
            })
            .cloned()
            .collect();
        m.attrs.retain(|a| {
            !(a.path.is_ident("ufunction") || a.path.is_ident("udelegate") || a.path.is_ident("class_defaults"))
        });
        if ours.len() > 1 {
            return Err(syn::Error::new_spanned(
                &ours[1],
                "a method takes one of #[ufunction], #[udelegate], #[class_defaults]",
            ));
        }
        let Some(attr) = ours.first() else {
            out_items.push(ImplItem::Method(m));
            continue;
        };
        let fn_ident = m.sig.ident.clone();
        let rust_path = format!("{class_name}::{fn_ident}");
        let sig = &m.sig;
        let sig_text = compact(&quote!(#sig));

        if attr.path.is_ident("class_defaults") {
            CLASS_DEFAULTS.check(&parse_attr_args(attr)?)?;
            if class_defaults.is_some() {
                return Err(syn::Error::new_spanned(&fn_ident, "one #[class_defaults] per #[uclass_impl] block"));
            }
            let params = parse_params(&m.sig, "#[class_defaults]")?;
            if !params.is_empty() {
                return Err(syn::Error::new_spanned(&m.sig.inputs, "#[class_defaults] takes only `&mut self`"));
            }
            defaults_fallible = !matches!(parse_return(&m.sig.output), Ok(Ret::Unit));
            class_defaults = Some(fn_ident.clone());
            out_items.push(ImplItem::Method(m));
            continue;
        }

        if attr.path.is_ident("udelegate") {
            let args = parse_attr_args(attr)?;
            UDELEGATE.check(&args)?;
            let params = parse_params(&m.sig, "#[udelegate]")?;
            if let Some(p) = params.iter().find(|p| matches!(p.kind, Kind::Out(..) | Kind::StructRef(_) | Kind::StructIn(_))) {
                return Err(syn::Error::new_spanned(
                    &p.ty,
                    "#[udelegate] parameters are scalars, objects, classes or enums",
                ));
            }
            if !matches!(parse_return(&m.sig.output)?, Ret::Unit) || !body_is_empty(&m) {
                return Err(syn::Error::new_spanned(
                    &m.sig.ident,
                    "a #[udelegate] is an empty method returning nothing: its body becomes the broadcast",
                ));
            }
            let ue = args.string("#[udelegate]", "name")?.unwrap_or_else(|| pascal_case(&fn_ident.to_string(), false));
            declarations.push(format!("udelegate({}) {sig_text}", args.tokens().join(",")));
            let names: Vec<&String> = params.iter().map(|p| &p.ue_name).collect();
            let idents: Vec<&syn::Ident> = params.iter().map(|p| &p.ident).collect();
            let types: Vec<&Type> = params.iter().map(|p| &p.ty).collect();
            let sets = params.iter().map(|p| {
                let (n, id) = (&p.ue_name, &p.ident);
                quote!(let __call = __call.with(#n, #id)?;)
            });
            m.block = syn::parse_quote!({
                static CACHE: #rt::property::PropertyCache = #rt::property::PropertyCache::new(#ue);
                let __result = (|| -> #rt::RustealResult<()> {
                    let __prop = CACHE.get::<#self_ty>()?;
                    let __call = #rt::DynamicCall::for_delegate(self, __prop, #ue)?;
                    #(#sets)*
                    __call.call()?;
                    Ok(())
                })();
                if let Err(e) = __result {
                    #rt::reify::log_in(#rust_path, e);
                }
            });
            let vis = m.vis.clone();
            let add = format_ident!("{}_add", fn_ident);
            let add_fn = format_ident!("{}_add_ufunction", fn_ident);
            let reads = params.iter().enumerate().map(|(i, p)| read_param(&rt, p, i));
            out_items.push(ImplItem::Method(m));
            out_items.push(syn::parse_quote! {
                /// Binds a closure to the delegate; it stays bound while the binding lives.
                #[allow(dead_code)]
                #vis fn #add(&self, mut f: impl FnMut(#(#types),*) + Send + 'static) -> #rt::RustealResult<#rt::delegate_registry::DelegateBinding> {
                    static CACHE: #rt::property::PropertyCache = #rt::property::PropertyCache::new(#ue);
                    let __prop = CACHE.get::<#self_ty>()?;
                    let __offs = #rt::delegate_registry::delegate_offsets(__prop, #ue, &[#(#names),*])?;
                    #rt::delegate_registry::bind_multicast(self.__obj, __prop, move |__buf| {
                        #(#reads)*
                        f(#(#idents),*);
                    })
                }
            });
            out_items.push(syn::parse_quote! {
                /// Binds a UFunction of another object to the delegate (`AddDynamic`).
                #[allow(dead_code)]
                #vis fn #add_fn(&self, target: &impl #rt::ValidHandle, function: &str) -> #rt::RustealResult<()> {
                    static CACHE: #rt::property::PropertyCache = #rt::property::PropertyCache::new(#ue);
                    #rt::delegate_registry::add_ufunction(self.__obj, CACHE.get::<#self_ty>()?, target.handle(), function)
                }
            });
            let adds = params.iter().map(|p| add_param(&rt, &quote!(__sig), p));
            let assignable = cpf::BLUEPRINT_ASSIGNABLE;
            registrations.push(quote! {{
                let __sig = #rt::reify::add_delegate(cls, #ue, #assignable)?;
                #(#adds)*
            }});
            continue;
        }

        // #[ufunction]
        let args = parse_attr_args(attr)?;
        UFUNCTION.check(&args)?;
        let kinds = ["BlueprintPure", "Override", "BlueprintImplementableEvent"];
        let given: Vec<_> = kinds.iter().filter_map(|k| args.has(k).map(|s| (*k, s))).collect();
        if given.len() > 1 {
            return Err(syn::Error::new(given[1].1, format!("#[ufunction] takes at most one of {}", kinds.join(", "))));
        }
        let params = parse_params(&m.sig, "#[ufunction]")?;
        let ret = parse_return(&m.sig.output)?;
        let ue = args.string("#[ufunction]", "name")?.unwrap_or_else(|| pascal_case(&fn_ident.to_string(), false));
        declarations.push(format!("ufunction({}) {sig_text}", args.tokens().join(",")));
        let kind = given.first().map(|g| g.0).unwrap_or("BlueprintCallable");
        let has_out = params.iter().any(|p| matches!(p.kind, Kind::Out(..) | Kind::StructRef(_) | Kind::StructIn(_)));
        if kind != "BlueprintImplementableEvent"
            && let Some(p) = params.iter().find(|p| matches!(p.kind, Kind::StructIn(_)))
        {
            return Err(syn::Error::new_spanned(
                &p.ty,
                "`&OwnedStruct<T>` passes a struct to a BlueprintImplementableEvent; a function the engine calls takes `UStructRef<T>`",
            ));
        }
        let mut flags = match kind {
            "BlueprintPure" => func::NATIVE | func::PUBLIC | func::BLUEPRINT_CALLABLE | func::BLUEPRINT_PURE,
            "Override" => func::NATIVE | func::EVENT | func::BLUEPRINT_EVENT | func::PUBLIC,
            "BlueprintImplementableEvent" => {
                func::EVENT | func::BLUEPRINT_EVENT | func::BLUEPRINT_CALLABLE | func::PUBLIC
            }
            _ => func::NATIVE | func::PUBLIC | func::BLUEPRINT_CALLABLE,
        };
        if args.has("Exec").is_some() {
            flags |= func::EXEC;
        }
        if has_out {
            flags |= func::HAS_OUT_PARMS;
        }
        let ret_ty = match &ret {
            Ret::Value(t) | Ret::Fallible(Some(t)) => Some(t.clone()),
            _ => None,
        };

        if kind == "BlueprintImplementableEvent" {
            if !body_is_empty(&m) {
                return Err(syn::Error::new_spanned(
                    &m.block,
                    "a BlueprintImplementableEvent's body must be empty: the Blueprint implements it, and the body becomes the call",
                ));
            }
            if matches!(ret, Ret::Fallible(_)) {
                return Err(syn::Error::new_spanned(
                    &m.sig.output,
                    "a BlueprintImplementableEvent returns a value, not a RustealResult",
                ));
            }
            let body = call_by_name(&rt, &quote!(self), &ue, &params, ret_ty.as_ref(), &rust_path);
            m.block = syn::parse_quote!({ #body });
            let adds = add_params(&rt, &params, ret_ty.as_ref());
            registrations.push(quote! {{
                let __f = #rt::reify::add_function(cls, #ue, 0, #flags)?;
                #adds
            }});
            out_items.push(ImplItem::Method(m));
            continue;
        }

        let mut names: Vec<String> = params.iter().map(|p| p.ue_name.clone()).collect();
        if ret_ty.is_some() {
            names.push("ReturnValue".to_string());
        }
        let reads = params.iter().enumerate().map(|(i, p)| read_param(&rt, p, i));
        let idents: Vec<&syn::Ident> = params.iter().map(|p| &p.ident).collect();
        let n = params.len();
        let call = quote!(__this.#fn_ident(#(#idents),*));
        let finish = match &ret {
            Ret::Unit => quote!(#call;),
            Ret::Value(_) => quote!(let __v = #call; __buf.write(__offs[#n], __v);),
            Ret::Fallible(None) => quote!(if let Err(e) = #call { #rt::reify::raise(#rust_path, e); }),
            Ret::Fallible(Some(_)) => quote! {
                match #call {
                    Ok(__v) => __buf.write(__offs[#n], __v),
                    Err(e) => #rt::reify::raise(#rust_path, e),
                }
            },
        };
        let adds = if kind == "Override" {
            TokenStream::new() // the engine copies the parent's parameters
        } else {
            add_params(&rt, &params, ret_ty.as_ref())
        };
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
        registrations.push(quote! {{
            #register
            let __f = #rt::reify::add_function(cls, #ue, __id, #flags)?;
            #adds
        }});
        out_items.push(ImplItem::Method(m));
    }

    let shape = shape_of(declarations);
    let defaults_fn = match &class_defaults {
        Some(f) => {
            let call = if defaults_fallible { quote!(__cdo.#f()?;) } else { quote!(__cdo.#f();) };
            quote! {
                fn __class_defaults() -> #rt::RustealResult<()> {
                    #[allow(unused_mut)]
                    let mut __cdo = <#self_ty>::get_default()?;
                    #call
                    Ok(())
                }
            }
        }
        None => quote!(),
    };
    let defaults_field = if class_defaults.is_some() { quote!(Some(__class_defaults)) } else { quote!(None) };
    let (impl_generics, _, where_clause) = item.generics.split_for_impl();
    let attrs = &item.attrs;
    let _ = Span::call_site();
    Ok(quote! {
        #(#attrs)*
        impl #impl_generics #self_ty #where_clause {
            #(#out_items)*
        }
        const _: () = {
            fn __register_functions() -> #rt::RustealResult<()> {
                #[allow(unused_variables)]
                let cls = <#self_ty as #rt::UeClass>::static_class();
                #(#registrations)*
                Ok(())
            }
            #defaults_fn
            ::rusteal_runtime::__inventory::submit! {
                #rt::reify_registry::ClassFunctionRegistration {
                    type_id: <#self_ty as #rt::UeClass>::RUST_TYPE_ID,
                    shape: #shape,
                    register_functions: __register_functions,
                    class_defaults: #defaults_field,
                }
            }
        };
    })
}
