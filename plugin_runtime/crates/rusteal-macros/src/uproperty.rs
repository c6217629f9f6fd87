//! `#[uproperty(...)]` on fields of `#[uclass]` and `#[ustruct]`: flags mapped to CPF_* as UHT
//! maps them, metadata for the editor, and the default value.

use syn::{Expr, Field, Ident, Type};

use crate::args::{Accepts, Args, parse_attr_args};
use crate::names::{compact, pascal_case};
use crate::types::{Kind, property_kind};
use rusteal_ffi::flags::cpf;

pub const ACCEPTS: Accepts = Accepts {
    attribute: "#[uproperty]",
    flags: &[
        "BlueprintReadWrite",
        "BlueprintReadOnly",
        "EditAnywhere",
        "EditDefaultsOnly",
        "VisibleAnywhere",
        "SaveGame",
        "Config",
        "Transient",
        "BindWidget",
        "BindWidgetOptional",
        "BindWidgetAnim",
        "BindWidgetAnimOptional",
    ],
    keys: &["default", "name", "category"],
};

pub struct Property {
    pub ident: Ident,
    pub ty: Type,
    pub kind: Kind,
    pub ue_name: String,
    pub flags: u64,
    pub meta: Vec<(String, String)>,
    pub default: Option<Expr>,
    /// For the shape hash.
    pub declaration: String,
}

/// Reads a field's `#[uproperty]`; `allow_default` is false on structs.
pub fn parse(field: &Field, attr: &syn::Attribute, allow_default: bool) -> syn::Result<Property> {
    let args: Args = parse_attr_args(attr)?;
    ACCEPTS.check(&args)?;
    let ident = field.ident.clone().expect("named field");
    let kind = property_kind(&field.ty)?;

    let exclusive = [["BlueprintReadWrite", "BlueprintReadOnly"], ["EditAnywhere", "EditDefaultsOnly"]];
    for pair in exclusive {
        if let (Some(_), Some(second)) = (args.has(pair[0]), args.has(pair[1])) {
            return Err(syn::Error::new(
                second,
                format!("#[uproperty] takes `{}` or `{}`, not both", pair[0], pair[1]),
            ));
        }
    }
    let edits = ["EditAnywhere", "EditDefaultsOnly", "VisibleAnywhere"];
    let given: Vec<_> = edits.iter().filter_map(|e| args.has(e).map(|s| (e, s))).collect();
    if given.len() > 1 {
        return Err(syn::Error::new(given[1].1, format!("#[uproperty] takes one of {}", edits.join(", "))));
    }

    let mut flags = 0u64;
    let mut meta = Vec::new();
    for a in &args.0 {
        match a.name.to_string().as_str() {
            "BlueprintReadWrite" => flags |= cpf::BLUEPRINT_VISIBLE,
            "BlueprintReadOnly" => flags |= cpf::BLUEPRINT_VISIBLE | cpf::BLUEPRINT_READ_ONLY,
            "EditAnywhere" => flags |= cpf::EDIT,
            "EditDefaultsOnly" => flags |= cpf::EDIT | cpf::DISABLE_EDIT_ON_INSTANCE,
            "VisibleAnywhere" => flags |= cpf::EDIT | cpf::EDIT_CONST,
            "SaveGame" => flags |= cpf::SAVE_GAME,
            "Config" => flags |= cpf::CONFIG,
            "Transient" => flags |= cpf::TRANSIENT,
            w @ ("BindWidget" | "BindWidgetOptional") => meta.push((w.to_string(), "true".to_string())),
            w @ ("BindWidgetAnim" | "BindWidgetAnimOptional") => {
                flags |= cpf::TRANSIENT;
                meta.push((w.to_string(), "true".to_string()));
            }
            _ => {}
        }
    }
    if let Some(c) = args.string("#[uproperty]", "category")? {
        meta.push(("Category".to_string(), c));
    }
    let default = args.value("default").cloned();
    if let Some(d) = &default {
        if !allow_default {
            return Err(syn::Error::new_spanned(d, "#[ustruct] fields take no `default`"));
        }
        if !matches!(kind, Kind::Scalar | Kind::Enum) {
            return Err(syn::Error::new_spanned(
                d,
                "`default = ...` is for scalars (bool, integers, floats) and enums only",
            ));
        }
    }
    let ue_name = args
        .string("#[uproperty]", "name")?
        .unwrap_or_else(|| pascal_case(&ident.to_string(), crate::types::is_bool(&field.ty)));
    let ty = &field.ty;
    let declaration = format!("uproperty({}) {}: {}", args.tokens().join(","), ident, compact(&quote::quote!(#ty)));
    Ok(Property { ident, ty: field.ty.clone(), kind, ue_name, flags, meta, default, declaration })
}
