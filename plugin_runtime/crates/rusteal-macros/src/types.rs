//! What Rust types may be Unreal properties and parameters, decided from the syntax.

use syn::{GenericArgument, PathArguments, Type};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// bool, i32, i64, u8, f32, f64
    Scalar,
    Str,
    Name,
    Object,
    Class,
    Soft,
    Struct,
    /// A capitalized path without generics: an engine or Rust enum.
    Enum,
    /// `UeArray<T>`; the element's kind.
    Array(Box<Kind>, Box<Type>),
    /// `UStructRef<T>` (parameters only).
    StructRef(Box<Type>),
    /// `&OwnedStruct<T>`: a struct a Blueprint event is called with (its parameters only).
    StructIn(Box<Type>),
    /// `OutRef<T>` (parameters only); the inner kind.
    Out(Box<Kind>, Box<Type>),
}

pub const PROPERTY_TYPES: &str = "bool, i32, i64, u8, f32, f64, String, FName, UObjectRef<T>, SubclassOf<T>, \
SoftObjectRef<T>, OwnedStruct<T>, an enum (a capitalized type without generics), or UeArray<T> of scalars, objects, \
classes, FNames or OwnedStructs";

pub const PARAM_TYPES: &str = "bool, i32, i64, u8, f32, f64, UObjectRef<T>, SubclassOf<T>, UStructRef<T>, \
an enum (a capitalized type without generics), OutRef<T> of one of those, or (a BlueprintImplementableEvent's) \
&OwnedStruct<T>";

fn last_segment(ty: &Type) -> Option<&syn::PathSegment> {
    match ty {
        Type::Path(p) if p.qself.is_none() => p.path.segments.last(),
        _ => None,
    }
}

/// The single generic type argument of `Name<T>`.
pub fn generic_arg(ty: &Type) -> Option<&Type> {
    let seg = last_segment(ty)?;
    match &seg.arguments {
        PathArguments::AngleBracketed(a) if a.args.len() == 1 => match a.args.first()? {
            GenericArgument::Type(t) => Some(t),
            _ => None,
        },
        _ => None,
    }
}

fn base_kind(ty: &Type) -> Option<Kind> {
    let seg = last_segment(ty)?;
    let name = seg.ident.to_string();
    let no_generics = matches!(seg.arguments, PathArguments::None);
    let one_generic = generic_arg(ty).is_some();
    Some(match name.as_str() {
        "bool" | "i32" | "i64" | "u8" | "f32" | "f64" if no_generics => Kind::Scalar,
        "String" if no_generics => Kind::Str,
        "FName" if no_generics => Kind::Name,
        "UObjectRef" if one_generic => Kind::Object,
        "SubclassOf" if one_generic => Kind::Class,
        "SoftObjectRef" if one_generic => Kind::Soft,
        "OwnedStruct" if one_generic => Kind::Struct,
        _ if no_generics && name.starts_with(|c: char| c.is_ascii_uppercase()) => Kind::Enum,
        _ => return None,
    })
}

/// The kind of a `#[uproperty]` field's type, or an error naming the accepted types.
pub fn property_kind(ty: &Type) -> syn::Result<Kind> {
    if let Some(seg) = last_segment(ty)
        && seg.ident == "UeArray"
    {
        let inner = generic_arg(ty).ok_or_else(|| syn::Error::new_spanned(ty, "UeArray takes one element type"))?;
        return match base_kind(inner) {
            Some(k @ (Kind::Scalar | Kind::Object | Kind::Class | Kind::Name | Kind::Struct)) => {
                Ok(Kind::Array(Box::new(k), Box::new(inner.clone())))
            }
            _ => Err(syn::Error::new_spanned(
                inner,
                "a UeArray property holds scalars, UObjectRef<T>, SubclassOf<T>, FName or OwnedStruct<T>",
            )),
        };
    }
    base_kind(ty).ok_or_else(|| {
        syn::Error::new_spanned(ty, format!("this type cannot be a #[uproperty]; accepted: {PROPERTY_TYPES}"))
    })
}

/// The kind of a `#[ufunction]` parameter's type.
pub fn param_kind(ty: &Type) -> syn::Result<Kind> {
    let err = || {
        syn::Error::new_spanned(ty, format!("this type cannot be a #[ufunction] parameter; accepted: {PARAM_TYPES}"))
    };
    if let Type::Reference(r) = ty {
        return match last_segment(&r.elem) {
            Some(seg) if r.mutability.is_none() && seg.ident == "OwnedStruct" => {
                Ok(Kind::StructIn(Box::new(generic_arg(&r.elem).ok_or_else(err)?.clone())))
            }
            _ => Err(err()),
        };
    }
    let seg = last_segment(ty).ok_or_else(err)?;
    if seg.ident == "UStructRef" {
        return Ok(Kind::StructRef(Box::new(generic_arg(ty).ok_or_else(err)?.clone())));
    }
    if seg.ident == "OutRef" {
        let inner = generic_arg(ty).ok_or_else(err)?;
        return match base_kind(inner) {
            Some(k @ (Kind::Scalar | Kind::Object | Kind::Class | Kind::Enum)) => {
                Ok(Kind::Out(Box::new(k), Box::new(inner.clone())))
            }
            _ => Err(err()),
        };
    }
    match base_kind(ty) {
        Some(k @ (Kind::Scalar | Kind::Object | Kind::Class | Kind::Enum)) => Ok(k),
        _ => Err(err()),
    }
}

/// Whether the type is `bool`.
pub fn is_bool(ty: &Type) -> bool {
    last_segment(ty).is_some_and(|s| s.ident == "bool" && matches!(s.arguments, PathArguments::None))
}
