//! Attribute arguments: `Flag`, `key = value`, comma separated. Every macro states the flags and
//! keys it accepts; anything else is a compile error on the token, listing the accepted ones.

use proc_macro2::Span;
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::{Expr, Ident, Lit, Token};

pub struct Arg {
    pub name: Ident,
    pub value: Option<Expr>,
}

impl Parse for Arg {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let name: Ident = input.call(syn::ext::IdentExt::parse_any)?;
        let value = if input.peek(Token![=]) {
            input.parse::<Token![=]>()?;
            Some(input.parse::<Expr>()?)
        } else {
            None
        };
        Ok(Self { name, value })
    }
}

pub struct Args(pub Vec<Arg>);

impl Parse for Args {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let list = Punctuated::<Arg, Token![,]>::parse_terminated(input)?;
        Ok(Self(list.into_iter().collect()))
    }
}

/// What an attribute accepts.
pub struct Accepts {
    pub attribute: &'static str,
    pub flags: &'static [&'static str],
    pub keys: &'static [&'static str],
}

impl Accepts {
    fn accepted(&self) -> String {
        let mut all: Vec<String> = self.flags.iter().map(|f| f.to_string()).collect();
        all.extend(self.keys.iter().map(|k| format!("{k} = ...")));
        all.join(", ")
    }

    /// Checks every argument: known, flags without a value, keys with one, no repeats.
    pub fn check(&self, args: &Args) -> syn::Result<()> {
        let mut seen: Vec<String> = Vec::new();
        for a in &args.0 {
            let n = a.name.to_string();
            let is_flag = self.flags.contains(&n.as_str());
            let is_key = self.keys.contains(&n.as_str());
            if !is_flag && !is_key {
                let hint = self
                    .flags
                    .iter()
                    .chain(self.keys.iter())
                    .find(|k| k.eq_ignore_ascii_case(&n))
                    .map(|k| format!(" (did you mean `{k}`?)"))
                    .unwrap_or_default();
                return Err(syn::Error::new(
                    a.name.span(),
                    format!("unknown {} argument `{n}`{hint}; accepted: {}", self.attribute, self.accepted()),
                ));
            }
            if is_flag && a.value.is_some() {
                return Err(syn::Error::new(a.name.span(), format!("{} flag `{n}` takes no value", self.attribute)));
            }
            if is_key && !is_flag && a.value.is_none() {
                return Err(syn::Error::new(
                    a.name.span(),
                    format!("{} argument `{n}` needs a value: `{n} = ...`", self.attribute),
                ));
            }
            if seen.contains(&n) {
                return Err(syn::Error::new(
                    a.name.span(),
                    format!("{} argument `{n}` is given twice", self.attribute),
                ));
            }
            seen.push(n);
        }
        Ok(())
    }
}

impl Args {
    pub fn has(&self, flag: &str) -> Option<Span> {
        self.0.iter().find(|a| a.name == flag).map(|a| a.name.span())
    }
    pub fn value(&self, key: &str) -> Option<&Expr> {
        self.0.iter().find(|a| a.name == key).and_then(|a| a.value.as_ref())
    }
    /// A string value (`name = "Door"`); an error on the value if it is not a string literal.
    pub fn string(&self, attribute: &str, key: &str) -> syn::Result<Option<String>> {
        match self.value(key) {
            None => Ok(None),
            Some(Expr::Lit(l)) => match &l.lit {
                Lit::Str(s) if !s.value().is_empty() => Ok(Some(s.value())),
                Lit::Str(s) => Err(syn::Error::new(s.span(), format!("{attribute} `{key}` must not be empty"))),
                other => {
                    Err(syn::Error::new(other.span(), format!("{attribute} `{key}` takes a string: `{key} = \"...\"`")))
                }
            },
            Some(other) => {
                Err(syn::Error::new_spanned(other, format!("{attribute} `{key}` takes a string: `{key} = \"...\"`")))
            }
        }
    }
    /// Every argument's tokens, for the shape hash.
    pub fn tokens(&self) -> Vec<String> {
        self.0
            .iter()
            .map(|a| match &a.value {
                Some(v) => format!("{}={}", a.name, quote::quote!(#v)),
                None => a.name.to_string(),
            })
            .collect()
    }
}

/// Parses the arguments of an inner attribute (`#[uproperty(...)]`); `#[uproperty]` alone is empty.
pub fn parse_attr_args(attr: &syn::Attribute) -> syn::Result<Args> {
    if attr.tokens.is_empty() {
        return Ok(Args(Vec::new()));
    }
    attr.parse_args::<Args>()
}
