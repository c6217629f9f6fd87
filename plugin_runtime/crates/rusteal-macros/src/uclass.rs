//! `#[uclass(parent = P, implements = "..." | [..], config = "...")]` on a struct: a UClass.
//!
//! The struct becomes `{ __obj, __data }`: the engine object's handle and a view of its Rust data
//! (the private fields, moved to `__<Name>RustData`, which must be `Default`); `x()` and `set_x()`
//! borrow the data for the access only, `x_mut()` for the rest of the view's life (`RustData`).
//! Generated: `UeClass`, `HasParent`, `Inherits<P>`, `Deref<Target = Checked<P>>`, accessors for
//! properties, components and private fields, `as_ref`, `from_obj`, `get_default`, and the
//! registration submitted to `inventory`.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::{Expr, Fields, ItemStruct, Lit, Type};

use crate::args::{Accepts, Args, parse_attr_args};
use crate::names::{compact, pascal_case, shape_of};
use crate::types::{Kind, generic_arg};
use crate::uproperty::{self, Property};

const ACCEPTS: Accepts = Accepts { attribute: "#[uclass]", flags: &[], keys: &["parent", "implements", "config"] };
const COMPONENT: Accepts = Accepts { attribute: "#[component]", flags: &["root"], keys: &["attach", "socket", "name"] };

struct Component {
    ident: syn::Ident,
    class: Type,
    subobject: String,
    property: String,
    root: bool,
    attach: Option<String>,
    socket: Option<String>,
}

fn strings(attribute: &str, key: &str, e: &Expr) -> syn::Result<Vec<String>> {
    let one = |e: &Expr| match e {
        Expr::Lit(l) => match &l.lit {
            Lit::Str(s) => Ok(s.value()),
            other => Err(syn::Error::new(other.span(), format!("{attribute} `{key}` takes class paths as strings"))),
        },
        other => Err(syn::Error::new_spanned(other, format!("{attribute} `{key}` takes class paths as strings"))),
    };
    match e {
        Expr::Array(a) => a.elems.iter().map(one).collect(),
        other => Ok(vec![one(other)?]),
    }
}

pub fn expand(args: Args, item: ItemStruct) -> syn::Result<TokenStream> {
    ACCEPTS.check(&args)?;
    let name = &item.ident;
    let name_str = name.to_string();
    if !item.generics.params.is_empty() {
        return Err(syn::Error::new_spanned(&item.generics, "a #[uclass] cannot be generic"));
    }
    let parent: Type = match args.value("parent") {
        Some(Expr::Path(p)) => Type::Path(syn::TypePath { qself: None, path: p.path.clone() }),
        Some(other) => {
            return Err(syn::Error::new_spanned(other, "#[uclass] `parent` takes a class type: `parent = Actor`"));
        }
        None => {
            return Err(syn::Error::new(
                Span::call_site(),
                "#[uclass] needs its parent class: #[uclass(parent = Actor)] (accepted: parent, implements, config)",
            ));
        }
    };
    let implements = match args.value("implements") {
        Some(e) => strings("#[uclass]", "implements", e)?,
        None => Vec::new(),
    };
    let config = args.string("#[uclass]", "config")?;

    let Fields::Named(fields) = &item.fields else {
        return Err(syn::Error::new_spanned(
            &item,
            "a #[uclass] is a struct with named fields (or none): `struct Door { .. }`",
        ));
    };

    let mut properties: Vec<Property> = Vec::new();
    let mut components: Vec<Component> = Vec::new();
    let mut private = Vec::new();
    let mut declarations = vec![format!("uclass({})", args.tokens().join(","))];
    for field in &fields.named {
        let ours: Vec<&syn::Attribute> =
            field.attrs.iter().filter(|a| a.path.is_ident("uproperty") || a.path.is_ident("component")).collect();
        if ours.len() > 1 {
            return Err(syn::Error::new_spanned(ours[1], "a field is a #[uproperty] or a #[component], not both"));
        }
        match ours.first() {
            Some(attr) if attr.path.is_ident("uproperty") => {
                let p = uproperty::parse(field, attr, true)?;
                declarations.push(p.declaration.clone());
                properties.push(p);
            }
            Some(attr) => {
                let cargs = parse_attr_args(attr)?;
                COMPONENT.check(&cargs)?;
                let ident = field.ident.clone().unwrap();
                // Written as the component's class (`mesh: StaticMeshComponent`, as Rusteal writes
                // it) or as a reference to it (`mesh: UObjectRef<StaticMeshComponent>`).
                let class = match (&field.ty, generic_arg(&field.ty)) {
                    (Type::Path(p), Some(inner)) if p.path.segments.last().unwrap().ident == "UObjectRef" => {
                        inner.clone()
                    }
                    (Type::Path(p), None) if p.qself.is_none() => field.ty.clone(),
                    _ => {
                        return Err(syn::Error::new_spanned(
                            &field.ty,
                            "a #[component] field is written as the component's class (`mesh: StaticMeshComponent`) \
                             or as a UObjectRef to it",
                        ));
                    }
                };
                let socket = cargs.string("#[component]", "socket")?;
                let attach = cargs.string("#[component]", "attach")?;
                if let (Some(_), None) = (&socket, &attach) {
                    return Err(syn::Error::new(
                        cargs.has("socket").unwrap_or_else(Span::call_site),
                        "#[component] `socket` needs `attach = \"field\"` (the component to attach to)",
                    ));
                }
                if let (Some(root), Some(_)) = (cargs.has("root"), &attach) {
                    return Err(syn::Error::new(root, "a #[component] is the `root` or attached to another, not both"));
                }
                let property = pascal_case(&ident.to_string(), false);
                let subobject = cargs.string("#[component]", "name")?.unwrap_or_else(|| property.clone());
                let ty = &field.ty;
                declarations.push(format!(
                    "component({}) {}: {}",
                    cargs.tokens().join(","),
                    ident,
                    compact(&quote!(#ty))
                ));
                components.push(Component {
                    ident,
                    class,
                    subobject,
                    property,
                    root: cargs.has("root").is_some(),
                    attach,
                    socket,
                });
            }
            None => private.push(field.clone()),
        }
    }
    // attach names another component field, or else a component the parent class has, by its
    // property (`attach = "root_component"`: RootComponent; `"mesh"`: a Character's Mesh), which
    // the engine finds when it constructs the object.
    for c in &components {
        if let Some(a) = &c.attach
            && !components.iter().any(|o| o.ident == a.as_str())
            && (a.is_empty() || !a.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '_'))
        {
            return Err(syn::Error::new_spanned(
                &c.ident,
                format!(
                    "#[component] `attach = \"{a}\"` is not a field name: name a #[component] field of {name_str} \
                     or an inherited component's property (`root_component`)"
                ),
            ));
        }
    }
    if components.iter().filter(|c| c.root).count() > 1 {
        return Err(syn::Error::new_spanned(
            &components.iter().filter(|c| c.root).nth(1).unwrap().ident,
            "only one #[component] can be the root",
        ));
    }
    let shape = shape_of(declarations);

    let rt = quote!(::rusteal_runtime::runtime);
    let ffi = quote!(::rusteal_runtime::ffi);
    let vis = &item.vis;
    let data_name = format_ident!("__{}RustData", name);
    let struct_attrs: Vec<_> = item.attrs.iter().collect();

    // Private fields, with their attributes other than ours.
    let private_fields = private.iter().map(|f| {
        let (fv, fi, ft) = (&f.vis, &f.ident, &f.ty);
        let attrs = &f.attrs;
        quote!(#(#attrs)* #fv #fi: #ft)
    });
    let private_accessors = private.iter().map(|f| {
        let (fv, fi, ft) = (&f.vis, f.ident.as_ref().unwrap(), &f.ty);
        let set = format_ident!("set_{}", fi);
        let mutf = format_ident!("{}_mut", fi);
        quote! {
            #[allow(dead_code)]
            #fv fn #fi(&self) -> #ft where #ft: ::core::clone::Clone { self.__data.read(|d| d.#fi.clone()) }
            #[allow(dead_code)]
            #fv fn #set(&mut self, value: #ft) { self.__data.write(|d| d.#fi = value); }
            #[allow(dead_code)]
            #fv fn #mutf(&mut self) -> &mut #ft { &mut self.__data.get_mut().#fi }
        }
    });

    // Each #[uproperty] has Rusteal's accessors, which cannot fail (an error goes to the log and
    // the getter gives the type's fallback), and beside them `try_` forms returning RustealResult.
    // They are public whatever the field's visibility, as Rusteal's are: the property is the
    // engine's, which Blueprints and other classes reach anyway.
    let fv = quote!(pub);
    let property_accessors = properties.iter().map(|p| {
        let (pi, pt, ue) = (&p.ident, &p.ty, &p.ue_name);
        let set = format_ident!("set_{}", pi);
        let try_get = format_ident!("try_{}", pi);
        let try_set = format_ident!("try_set_{}", pi);
        let cache = format_ident!("__property_cache_{}", pi);
        let cache_fn = quote! {
            #[doc(hidden)]
            fn #cache() -> &'static #rt::property::PropertyCache {
                static CACHE: #rt::property::PropertyCache = #rt::property::PropertyCache::new(#ue);
                &CACHE
            }
        };
        match &p.kind {
            // The field's type as the user wrote it (`UeArray<T>`, imported or spelled out), so
            // an import of it is used, as in Rusteal's games.
            Kind::Array(..) => quote! {
                #cache_fn
                #[allow(dead_code)]
                #fv fn #pi(&self) -> #pt {
                    #rt::fallback::or_log(self.#try_get())
                }
                #[allow(dead_code)]
                #fv fn #try_get(&self) -> #rt::RustealResult<#pt> {
                    Ok(<#pt>::new(self.__obj, Self::#cache().get::<Self>()?))
                }
            },
            // A struct is set from a value or, as Rusteal's games set it, a reference to one.
            Kind::Struct => quote! {
                #cache_fn
                #[allow(dead_code)]
                #fv fn #pi(&self) -> #pt {
                    #rt::fallback::or_log(self.#try_get())
                }
                #[allow(dead_code)]
                #fv fn #set(&self, value: impl ::core::borrow::Borrow<#pt>) {
                    #rt::fallback::or_log(self.#try_set(value))
                }
                #[allow(dead_code)]
                #fv fn #try_get(&self) -> #rt::RustealResult<#pt> {
                    #rt::property::get_property::<Self, #pt>(self.__obj, Self::#cache())
                }
                #[allow(dead_code)]
                #fv fn #try_set(&self, value: impl ::core::borrow::Borrow<#pt>) -> #rt::RustealResult<()> {
                    #rt::property::set_property::<Self, #pt>(self.__obj, Self::#cache(), value.borrow())
                }
            },
            _ => quote! {
                #cache_fn
                #[allow(dead_code)]
                #fv fn #pi(&self) -> #pt {
                    #rt::fallback::or_log(self.#try_get())
                }
                #[allow(dead_code)]
                #fv fn #set(&self, value: #pt) {
                    #rt::fallback::or_log(self.#try_set(value))
                }
                #[allow(dead_code)]
                #fv fn #try_get(&self) -> #rt::RustealResult<#pt> {
                    #rt::property::get_property::<Self, #pt>(self.__obj, Self::#cache())
                }
                #[allow(dead_code)]
                #fv fn #try_set(&self, value: #pt) -> #rt::RustealResult<()> {
                    #rt::property::set_property::<Self, #pt>(self.__obj, Self::#cache(), &value)
                }
            },
        }
    });
    let component_accessors = components.iter().map(|c| {
        let (ci, cc, sub) = (&c.ident, &c.class, &c.subobject);
        quote! {
            #[allow(dead_code)]
            #fv fn #ci(&self) -> #rt::RustealResult<#rt::UObjectRef<#cc>> {
                Ok(#rt::UObjectRef::from_raw(#rt::reify::find_component(self.__obj, #sub)?))
            }
        }
    });

    let add_properties = properties.iter().map(|p| {
        let (ue, flags, pt) = (&p.ue_name, p.flags, &p.ty);
        let meta = p.meta.iter().map(|(k, v)| quote!((#k, #v)));
        match &p.kind {
            Kind::Array(_, inner) => {
                quote!(#rt::reify::add_array_property::<#inner>(cls, #ue, #flags, &[#(#meta),*])?;)
            }
            _ => quote!(#rt::reify::add_property::<#pt>(cls, #ue, #flags, &[#(#meta),*])?;),
        }
    });
    let add_components = components.iter().map(|c| {
        let (sub, prop, cc, root) = (&c.subobject, &c.property, &c.class, c.root);
        let attach = match &c.attach {
            Some(a) => {
                let target = match components.iter().find(|o| o.ident == a.as_str()) {
                    Some(own) => own.subobject.clone(),
                    None => pascal_case(a, false), // an inherited component, by its property
                };
                quote!(Some(#target))
            }
            None => quote!(None),
        };
        let socket = match &c.socket {
            Some(s) => quote!(Some(#s)),
            None => quote!(None),
        };
        quote!(#rt::reify::add_component(cls, #sub, #prop, <#cc as #rt::UeClass>::static_class(), #root, #attach, #socket)?;)
    });
    let add_interfaces = implements.iter().map(|i| quote!(#rt::reify::add_interface(cls, #i)?;));
    let set_defaults = properties.iter().filter_map(|p| {
        let d = p.default.as_ref()?;
        let (ue, pt) = (&p.ue_name, &p.ty);
        Some(quote! {{
            static CACHE: #rt::property::PropertyCache = #rt::property::PropertyCache::new(#ue);
            let value: #pt = #d;
            #rt::property::set_property::<#name, #pt>(cdo, &CACHE, &value)?;
        }})
    });
    let apply_config =
        config.as_ref().map(|c| quote!(#rt::reify::set_class_config(<#name as #rt::UeClass>::static_class(), #c)?;));
    let component_classes = components.iter().map(|c| {
        let cc = &c.class;
        quote!(<#cc as #rt::UeClass>::RUST_TYPE_ID)
    });
    let missing = format!(
        "{name_str} was never registered with the engine: is `rusteal_runtime::entry!()` in the library, and did the engine load it?"
    );

    let constants = crate::names::type_constants(&name_str, shape);
    Ok(quote! {
        #(#struct_attrs)*
        #vis struct #name {
            __obj: #ffi::UObjectHandle,
            __data: #rt::reify_registry::RustData<#data_name>,
        }

        #[doc(hidden)]
        #[derive(Default)]
        #[allow(non_camel_case_types)]
        #vis struct #data_name {
            #(#private_fields,)*
        }

        impl #name {
            #constants

            /// The engine object as its parent class, the engine's side of it (Rusteal's
            /// `as_ref`): `let me: UObjectRef<PlayerController> = self.as_ref();`.
            #[allow(dead_code)]
            pub fn as_ref(&self) -> #rt::UObjectRef<<#name as #rt::HasParent>::Parent> {
                #rt::UObjectRef::from_raw(self.__obj)
            }
            /// The engine object as this class.
            #[allow(dead_code)]
            pub fn self_ref(&self) -> #rt::UObjectRef<#name> {
                #rt::UObjectRef::from_raw(self.__obj)
            }
            /// The Rust view of an object of this class: checks it is valid, is one, and has its
            /// Rust data (it has none after its library was reloaded or unloaded).
            #[allow(dead_code)]
            pub fn from_obj<T>(obj: #rt::UObjectRef<T>) -> #rt::RustealResult<Self> {
                let __data = #rt::reify_registry::bind::<#name, #data_name>(obj.raw())?;
                Ok(Self { __obj: obj.raw(), __data })
            }
            #[doc(hidden)]
            pub fn __from_engine(obj: #ffi::UObjectHandle) -> #rt::RustealResult<Self> {
                let __data = #rt::reify_registry::rust_data::<#data_name>(obj, Self::__RUSTEAL_TYPE_ID, #name_str)?;
                Ok(Self { __obj: obj, __data })
            }
            /// The class default object.
            #[allow(dead_code)]
            pub fn get_default() -> #rt::RustealResult<Self> {
                let cdo = #rt::reify::class_default_object(<#name as #rt::UeClass>::static_class())?;
                Self::from_obj(#rt::UObjectRef::<#name>::from_raw(cdo))
            }
            #(#property_accessors)*
            #(#component_accessors)*
            #(#private_accessors)*
        }

        impl #rt::UeClass for #name {
            const NAME: &'static str = #name_str;
            const RUST_TYPE_ID: u64 = #name::__RUSTEAL_TYPE_ID;
            fn static_class() -> #ffi::UClassHandle {
                match #rt::reify_registry::class_of(Self::RUST_TYPE_ID) {
                    ::core::option::Option::Some(c) => c,
                    ::core::option::Option::None => ::core::panic!(#missing),
                }
            }
        }
        impl #rt::HasParent for #name {
            type Parent = #parent;
        }
        // Every ancestor of the parent is an ancestor of this class.
        impl<U: #rt::UeClass> #rt::Inherits<U> for #name where #parent: #rt::Inherits<U> {}
        impl #rt::UeHandle for #name {
            fn handle(&self) -> #ffi::UObjectHandle {
                self.__obj
            }
        }
        impl #rt::ValidHandle for #name {}
        impl ::core::ops::Deref for #name {
            type Target = #rt::Checked<#parent>;
            fn deref(&self) -> &#rt::Checked<#parent> {
                #rt::Checked::from_handle_ref(&self.__obj)
            }
        }

        const _: () = {
            fn __type_info() -> #rt::reify_registry::RustTypeInfo {
                #rt::reify_registry::RustTypeInfo::of::<#data_name>(#name::__RUSTEAL_TYPE_ID, #name_str)
            }
            fn __create() -> #rt::RustealResult<#ffi::UClassHandle> {
                #rt::reify::create_class(
                    #name_str,
                    <#parent as #rt::UeClass>::static_class(),
                    #name::__RUSTEAL_TYPE_ID,
                    #rt::reify_registry::class_shape(#name::__RUSTEAL_TYPE_ID),
                )
            }
            fn __members() -> #rt::RustealResult<()> {
                #[allow(unused_variables)]
                let cls = <#name as #rt::UeClass>::static_class();
                #(#add_properties)*
                #(#add_components)*
                #(#add_interfaces)*
                Ok(())
            }
            fn __finalize() -> #rt::RustealResult<()> {
                let cls = <#name as #rt::UeClass>::static_class();
                #rt::reify::finalize_class(cls)?;
                #[allow(unused_variables)]
                let cdo = #rt::reify::class_default_object(cls)?;
                #(#set_defaults)*
                Ok(())
            }
            fn __after_defaults() -> #rt::RustealResult<()> {
                #apply_config
                Ok(())
            }
            ::rusteal_runtime::__inventory::submit! {
                #rt::reify_registry::ClassRegistration {
                    type_id: #name::__RUSTEAL_TYPE_ID,
                    name: #name_str,
                    shape: #name::__RUSTEAL_SHAPE,
                    parent_id: <#parent as #rt::UeClass>::RUST_TYPE_ID,
                    depends_on: &[<#parent as #rt::UeClass>::RUST_TYPE_ID #(, #component_classes)*],
                    type_info: __type_info,
                    create: __create,
                    members: __members,
                    finalize: __finalize,
                    after_defaults: __after_defaults,
                }
            }
        };
    })
}
