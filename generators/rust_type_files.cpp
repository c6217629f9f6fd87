// The bindings crate's per-type files: an enum's, a struct's (its marker and field accessors) and
// a class's (its marker, its `<Class>Ext` accessors and function wrappers, its static functions).
#include "generators/rust_emitter_impl.hpp"

namespace rusteal::generators {

RustTypeFile RustEmitter::enum_file(const BoundEnum& be) const {
    const auto& e = *be.info;
    std::string t = kHeader;
    const auto& name = e.name;
    const auto repr = int_of_underlying(e.underlying_type);
    const auto variants = enum_variants(e);
    t += "/// `" + e.cpp_name + "` (" + e.package + ").\n";
    const std::string lookup = "static CACHE: ::std::sync::OnceLock<" + std::string(kCore) + "::ffi::UClassHandle> = ::std::sync::OnceLock::new();\n        " +
                               kCore + "::reify::engine_enum(&CACHE, " + rust_string_literal(name) + ")";
    if (variants.empty()) {
        t += "#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]\n#[repr(transparent)]\npub struct " + name + "(pub " + repr + ");\n\n";
        t += "impl " + std::string(kCore) + "::UeEnum for " + name + " {\n";
        t += "    fn static_enum() -> " + std::string(kCore) + "::ffi::UClassHandle {\n        " + lookup + "\n    }\n";
        t += "    fn to_i64(self) -> i64 {\n        self.0 as i64\n    }\n";
        t += "    fn from_i64(value: i64) -> ::core::option::Option<Self> {\n        " + repr + "::try_from(value).ok().map(Self)\n    }\n";
        t += "    fn first_variant() -> Self {\n        Self(0)\n    }\n}\n";
    } else {
        t += "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\n#[repr(" + repr + ")]\npub enum " + name + " {\n";
        for (const auto& [n, v] : variants) t += "    " + n + " = " + std::to_string(v) + ",\n";
        t += "}\n\nimpl " + std::string(kCore) + "::UeEnum for " + name + " {\n";
        t += "    fn static_enum() -> " + std::string(kCore) + "::ffi::UClassHandle {\n        " + lookup + "\n    }\n";
        t += "    fn to_i64(self) -> i64 {\n        self as " + repr + " as i64\n    }\n";
        t += "    fn from_i64(value: i64) -> ::core::option::Option<Self> {\n        match value {\n";
        for (const auto& [n, v] : variants) t += "            " + std::to_string(v) + " => ::core::option::Option::Some(Self::" + n + "),\n";
        t += "            _ => ::core::option::Option::None,\n        }\n    }\n";
        t += "    fn first_variant() -> Self {\n        Self::" + variants.front().first + "\n    }\n}\n";
    }
    if (repr == "u8" && !variants.empty()) t += "\n" + std::string(kCore) + "::impl_enum_value!(" + name + ");\n";
    else if ((repr == "i32" || repr == "i64") && !variants.empty()) {
        // Wider than a byte (UHT's `namespace E { enum Type : int }`): its properties and
        // parameters declare the underlying number, and it travels as one in parameter buffers.
        t += "\n" + std::string(kCore) + "::impl_enum_property!(" + name + ", " + (repr == "i32" ? "Int32" : "Int64") + ");\n";
        t += std::string(kCore) + "::impl_enum_native!(" + name + ", " + repr + ");\n";
    } else if (!variants.empty()) t += "\n" + std::string(kCore) + "::impl_enum_property!(" + name + ");\n";
    // As a container's element (element_type): a byte unless it is an enum class.
    if (!variants.empty()) t += std::string(kCore) + "::impl_enum_element!(" + name + ", " + (e.cpp_form == 2 ? repr : "u8") + ");\n";
    // Rusteal's `object_type_query` beside the collision channels, when the same module binds the
    // object type queries: what a trace for objects takes (`UEngineTypes::ConvertToObjectType`).
    if (name == "ECollisionChannel" && !variants.empty())
        if (auto q = impl_->enums.find("EObjectTypeQuery"); q != impl_->enums.end() && q->second->module == be.module) {
            t += "\n/// The object type query of a collision channel (`UEngineTypes::ConvertToObjectType`); `None` for a\n"
                 "/// channel no object type query stands for (a trace channel, an unused game channel).\n";
            t += "pub fn object_type_query(channel: ECollisionChannel) -> ::core::option::Option<super::EObjectTypeQuery> {\n";
            t += "    let query = " + std::string(kCore) + "::world::channel_to_object_type(channel as " + repr + " as u8).ok()?;\n";
            // ObjectTypeQuery_MAX, the answer for a channel with no query, is no variant (enum_variants).
            t += "    <super::EObjectTypeQuery as " + std::string(kCore) + "::UeEnum>::from_i64(i64::from(query))\n}\n";
        }
    return {{"src/" + be.module->module + "/" + to_snake_case(name) + ".rs", t}, {}};
}

RustTypeFile RustEmitter::struct_file(const BoundStruct& bs) const {
    const auto& I = *impl_;
    const auto& s = *bs.info;
    RustTypeFile out;
    std::string t = kHeader;
    t += I.uses_for(bs.module->module) + "\n";
    t += "/// `" + s.cpp_name + "` (" + s.package + ")" + (s.has_static_struct ? "" : ", no static struct: copied as opaque bytes") + ".\n";
    t += "pub struct " + s.cpp_name + ";\n\n";
    t += "impl " + std::string(kCore) + "::UeStruct for " + s.cpp_name + " {\n";
    t += "    const NAME: &'static str = " + rust_string_literal(s.name) + ";\n";
    t += "    fn static_struct() -> " + std::string(kCore) + "::ffi::UStructHandle {\n";
    t += "        static CACHE: ::std::sync::OnceLock<" + std::string(kCore) + "::ffi::UStructHandle> = ::std::sync::OnceLock::new();\n";
    t += "        " + std::string(kCore) + "::reify::engine_struct(&CACHE, " + rust_string_literal(s.name) + ")\n    }\n}\n";
    // Fields of plain kinds, read in place through their offsets; arrays and strings, copied whole.
    std::string sigs, bodies;
    std::set<std::string> names;
    for (const auto* p : bs.props) {
        auto k = classify(*p);
        bool plain = k && p->array_dim == 1 &&
                     (is_primitive(*k) || *k == TypeKind::Name || *k == TypeKind::Object || *k == TypeKind::Class ||
                      *k == TypeKind::WeakObject || (*k == TypeKind::Enum && I.enum_is_bound(*p) && I.enum_int(*p) == "u8"));
        if (plain && (*k == TypeKind::Object || *k == TypeKind::Class || *k == TypeKind::WeakObject) &&
            I.class_type(*k == TypeKind::Class ? (p->meta_class_name ? p->meta_class_name : p->class_name) : p->class_name) == "()")
            plain = false;
        // A field of a math struct (no owned memory inside) is copied out and in as bytes.
        static const std::set<std::string> kPlainStructs = {"Vector", "Rotator", "Vector2D", "Vector4", "Quat",
                                                             "Transform", "LinearColor", "Color", "IntPoint", "IntVector"};
        // FVector_NetQuantize and its kin are FVectors (same layout, replicated compactly) and read as one.
        std::string field_struct;
        if (k && *k == TypeKind::Struct && p->array_dim == 1 && p->struct_name) {
            if (kPlainStructs.count(*p->struct_name)) field_struct = I.struct_type(*p);
            else if (p->struct_name->rfind("Vector_NetQuantize", 0) == 0)
                if (auto it = I.structs.find("Vector"); it != I.structs.end()) field_struct = it->second->info->cpp_name;
        }
        auto getter = rust_member_name(strip_bool_prefix(p->name));
        // A field the engine copies whole (an array of elements a container holds, a string) is
        // read as a copy and written whole, through the engine.
        std::string whole;
        if (!plain && field_struct.empty() && k && p->array_dim == 1 && (*k == TypeKind::Array || *k == TypeKind::String)) {
            whole = I.value_type(*p, *k);
            if (whole.find("<()>") != std::string::npos) whole.clear(); // an element class not bound
        }
        if ((!plain && field_struct.empty() && whole.empty()) || names.count(getter)) {
            t += "// Skipped: " + s.name + "." + p->name + " (only plain fields are read in place; copy the struct with reflection)\n";
            continue;
        }
        names.insert(getter);
        const std::string core = kCore;
        // The field's four accessors (Rusteal's forms return the value, an error logged and the
        // type's fallback given, and name the getter `get_x` too; the `try_` forms return the
        // RustealResult), setters writing through `&self` (engine memory, or an OwnedStruct's
        // cells), as Rusteal's do; `prologue` finds the field, `read` and `write` use it.
        const auto bare = getter.rfind("r#", 0) == 0 ? getter.substr(2) : getter;
        const auto setter = "set_" + bare, try_getter = "try_" + bare, try_setter = "try_set_" + bare, get_alias = "get_" + bare;
        auto accessors = [&](const std::string& rt, const std::string& param, const std::string& prologue, const std::string& read,
                             const std::string& write) {
            sigs += "    fn " + try_getter + "(&self) -> " + kResult + "<" + rt + ">;\n";
            sigs += "    fn " + try_setter + "(&self, value: " + param + ") -> " + kResult + "<()>;\n";
            sigs += "    fn " + getter + "(&self) -> " + rt + " {\n        " + core + "::fallback::or_log(self." + try_getter + "())\n    }\n";
            // Rusteal's getter of a name field gives the engine's handle (its games wrap it:
            // `FName(hit.get_bone_name())`); ours, `x()`, the FName.
            if (names.insert(get_alias).second) {
                if (k && *k == TypeKind::Name)
                    sigs += "    fn " + get_alias + "(&self) -> " + core + "::ffi::FNameHandle {\n        self." + getter + "().handle()\n    }\n";
                else
                    sigs += "    fn " + get_alias + "(&self) -> " + rt + " {\n        " + core + "::fallback::or_log(self." + try_getter + "())\n    }\n";
            }
            sigs += "    fn " + setter + "(&self, value: " + param + ") {\n        " + core + "::fallback::or_log(self." + try_setter +
                    "(value))\n    }\n";
            bodies += "    fn " + try_getter + "(&self) -> " + kResult + "<" + rt + "> {\n" + prologue + "        " + read + "\n    }\n";
            bodies += "    fn " + try_setter + "(&self, value: " + param + ") -> " + kResult + "<()> {\n" + prologue + "        " + write +
                      "\n    }\n";
        };
        if (!whole.empty()) {
            // Copied whole through the engine, found by name once.
            const bool array = *k == TypeKind::Array;
            const std::string param =
                array ? "&[" + whole.substr(std::string(kVec).size() + 1, whole.size() - std::string(kVec).size() - 2) + "]" : "&str";
            accessors(whole, param,
                      "        static FIELD: " + core + "::struct_field::FieldCache = " + core + "::struct_field::FieldCache::new(" +
                          rust_string_literal(p->name) + ");\n",
                      "self.read_field::<" + whole + ">(&FIELD)", std::string("self.write_field(&FIELD, &value.") + (array ? "to_vec" : "to_string") + "())");
            continue;
        }
        // A plain field is read and written in place as its value; a math struct field is copied
        // out as an OwnedStruct and in from a reference to one.
        const bool as_struct = !field_struct.empty();
        // A weak pointer field (FHitResult's Component) is a WeakObjectRef, read as FWeakObjectPtr's bytes.
        const std::string rt = as_struct                     ? core + "::OwnedStruct<" + field_struct + ">"
                               : *k == TypeKind::WeakObject ? core + "::WeakObjectRef<" + I.class_type(p->class_name) + ">"
                                                            : I.value_type(*p, *k);
        // A name is set from an FName or, as Rusteal's games do, its engine handle.
        const bool name = *k == TypeKind::Name;
        accessors(rt, as_struct ? "&" + rt : name ? "impl ::core::convert::Into<" + rt + ">" : rt,
                  "        static OFFSET: ::std::sync::OnceLock<u32> = ::std::sync::OnceLock::new();\n"
                  "        let off = " + core + "::struct_ref::field_offset(&OFFSET, <" + s.cpp_name + " as " + kCore +
                      "::UeStruct>::static_struct(), " + rust_string_literal(p->name) + ")?;\n",
                  "self." + (as_struct ? "read_struct_at::<" + field_struct + ">" : "read_at::<" + rt + ">") + "(off)",
                  "self." + (as_struct ? "write_struct_at::<" + field_struct + ">" : "write_at::<" + rt + ">") +
                      (name ? "(off, value.into())" : "(off, value)"));
    }
    if (!sigs.empty()) {
        t += "\n/// The fields of `" + s.cpp_name + "`, on a borrowed or an owned value.\npub trait " + s.cpp_name + "Ext {\n" + sigs + "}\n";
        // On engine memory, on an owned value, and on a shared borrow of one (Rusteal's
        // `nav.as_ref().set_agent_radius(42.0)`: OwnedStruct writes through `&self`).
        for (const auto& [borrow, holder] : {std::pair{"", "UStructRef"}, std::pair{"", "OwnedStruct"}, std::pair{"&", "OwnedStruct"}})
            t += "impl " + s.cpp_name + "Ext for " + borrow + kCore + "::" + holder + "<" + s.cpp_name + "> {\n" + bodies + "}\n";
        // FDataTableRowHandle::GetRow<T>, as Rusteal's games call it: `handle.get_row::<Row>()`.
        if (s.cpp_name == "FDataTableRowHandle" && names.count("data_table") && names.count("row_name"))
            t += "\n/// `FDataTableRowHandle::GetRow<T>()`, as Rusteal's games call it (`handle.get_row::<Row>()`): the row\n"
                 "/// the handle names, `None` without a table or without that row.\n"
                 "pub trait DataTableRowHandleRowExt {\n"
                 "    fn get_row<T: " + std::string(kCore) + "::UeStruct>(&self) -> ::core::option::Option<" + std::string(kCore) + "::UStructRef<T>>;\n"
                 "}\n"
                 "impl<H: FDataTableRowHandleExt + ?Sized> DataTableRowHandleRowExt for H {\n"
                 "    fn get_row<T: " + std::string(kCore) + "::UeStruct>(&self) -> ::core::option::Option<" + std::string(kCore) + "::UStructRef<T>> {\n"
                 "        let table = self.data_table();\n"
                 "        if table.is_null() {\n"
                 "            return ::core::option::Option::None;\n"
                 "        }\n"
                 "        " + std::string(kCore) + "::world::find_data_table_row::<T>(&table, self.row_name()).ok().flatten()\n"
                 "    }\n"
                 "}\n"
                 "\n/// Rusteal's `find_data_table_row(table, row)`: the row of `table` named `row`, `None` when the\n"
                 "/// table has none (ours, `rusteal_core::world::find_data_table_row`, also says why it failed).\n"
                 "pub fn find_data_table_row<T: " + std::string(kCore) + "::UeStruct>(table: impl " + std::string(kCore) +
                     "::UeHandle, row_name: impl ::core::convert::Into<" + std::string(kCore) + "::FName>) -> ::core::option::Option<" +
                     std::string(kCore) + "::UStructRef<T>> {\n"
                 "    " + std::string(kCore) + "::world::find_data_table_row::<T>(&table, row_name.into()).ok().flatten()\n"
                 "}\n";
    }
    out.file = {"src/" + bs.module->module + "/" + to_snake_case(s.cpp_name) + ".rs", t};
    return out;
}

// A delegate parameter's Rust type in a bound closure (a `DelegateParam`: read from the
// broadcast's buffer); empty when it has none. Byte-sized bound enums are their enum, other
// enums their integer; structs arrive as an `OwnedStruct` copy.
std::string RustEmitter::Impl::delegate_param_type(const PropertyInfo& p) const {
    auto k = classify(p);
    if (!k) return "";
    if (is_primitive(*k)) return primitive(*k);
    switch (*k) {
    case TypeKind::Enum: return enum_is_bound(p) && enum_int(p) == "u8" ? *p.enum_name : enum_int(p);
    case TypeKind::Name:
    case TypeKind::Object:
    case TypeKind::Class:
    case TypeKind::Struct: return value_type(p, *k);
    default: return "";
    }
}

// The accessor of a multicast delegate property (`on_actor_begin_overlap()`), or why there is none.
std::string RustEmitter::Impl::delegate_accessor(const ClassInfo& c, const PropertyInfo& p, const std::string& name,
                                                 std::string& why_not) const {
    if (!p.delegate_params) {
        why_not = "delegate without its signature's parameters";
        return "";
    }
    std::string param_types, names;
    for (const auto& dp : *p.delegate_params) {
        auto t = delegate_param_type(dp);
        if (t.empty()) {
            why_not = "delegate parameter " + dp.name + " of type " + dp.type + " cannot be read by a Rust closure";
            return "";
        }
        param_types += t + ", ";
        names += (names.empty() ? "" : ", ") + rust_string_literal(dp.name);
    }
    const std::string core = kCore;
    const std::string ret = core + "::MulticastDelegateRef<(" + param_types + ")>";
    return "    /// `" + c.cpp_name + "::" + p.name + "`, a multicast delegate: `add` binds a closure taking its parameters, " +
           "`add_ufunction` a function of an object by name.\n    fn " + name + "(&self) -> " + ret + " {\n" +
           "        static CACHE: " + core + "::property::PropertyCache = " + core + "::property::PropertyCache::new(" +
           rust_string_literal(p.name) + ");\n        " + core + "::MulticastDelegateRef::new::<" + c.name +
           ">(self.handle(), &CACHE, &[" + names + "])\n    }\n";
}

RustTypeFile RustEmitter::class_file(const BoundClass& bc) const {
    const auto& I = *impl_;
    const auto& c = *bc.info;
    RustTypeFile out;
    std::string t = kHeader;
    t += I.uses_for(bc.module->module) + "\n";
    const std::string core = kCore;
    t += "/// `" + c.cpp_name + "` (" + c.package + ").\npub struct " + c.name + ";\n\n";
    t += "impl " + core + "::UeClass for " + c.name + " {\n";
    t += "    const NAME: &'static str = " + rust_string_literal(c.name) + ";\n";
    t += "    fn static_class() -> " + core + "::ffi::UClassHandle {\n";
    t += "        static CACHE: ::std::sync::OnceLock<" + core + "::ffi::UClassHandle> = ::std::sync::OnceLock::new();\n";
    t += "        " + core + "::reify::engine_class(&CACHE, " + rust_string_literal(c.name) + ")\n    }\n}\n";
    if (c.super && I.classes.count(*c.super)) {
        t += "impl " + core + "::HasParent for " + c.name + " {\n    type Parent = " + *c.super + ";\n}\n";
        t += "impl<U: " + core + "::UeClass> " + core + "::Inherits<U> for " + c.name + " where " + *c.super + ": " + core +
             "::Inherits<U> {}\n";
    }
    // Properties, then functions (a function whose name an accessor took is left out).
    std::string trait_body, statics;
    std::set<std::string> taken;
    std::set<std::string> function_names;
    auto entries_it = I.entries_of.find(c.name);
    std::vector<const FunctionTableEntry*> entries;
    if (entries_it != I.entries_of.end())
        for (std::size_t k = 0; k < entries_it->second.second; ++k) entries.push_back(entries_it->second.first + k);
    for (const auto* e : entries) function_names.insert(rust_member_name(e->func->name));
    // A subclass's bound functions share a Checked<Subclass> with this class's accessors (both
    // traits apply), so a property's setter or `get_` alias a subclass function already names is
    // left out too: the engine's function wins (ULightComponentBase.Intensity and
    // ULightComponent::SetIntensity).
    static const std::set<std::string> kNone;
    const auto below_it = I.subclass_functions.find(c.name);
    const std::set<std::string>& subclass_functions = below_it == I.subclass_functions.end() ? kNone : below_it->second;
    auto skip = [&](const std::string& member, const std::string& reason) {
        trait_body += "    // Skipped: " + c.name + "." + member + " (" + reason + ")\n";
        out.skipped.push_back({c.name + "." + member, reason + " (Rust side)"});
    };
    for (const auto* p : bc.props) {
        auto [type, view] = I.property_type(*p);
        auto k = classify(*p);
        if (k && is_delegate(*k)) {
            const auto name = rust_member_name(p->name);
            std::string why_not;
            if (*k != TypeKind::MulticastDelegate) {
                skip(p->name, "single-cast delegate property");
            } else if (taken.count(name) || function_names.count(name)) {
                skip(p->name, "an accessor of that name exists (first property wins)");
            } else if (auto accessor = I.delegate_accessor(c, *p, name, why_not); !accessor.empty()) {
                taken.insert(name);
                trait_body += accessor;
            } else {
                skip(p->name, why_not);
            }
            continue;
        }
        if (type.empty()) {
            skip(p->name, "the Rust side has no accessor for this property's type");
            continue;
        }
        auto getter = rust_member_name(strip_bool_prefix(p->name));
        if (taken.count(getter)) {
            skip(p->name, "an accessor of that name exists (first property wins)");
            continue;
        }
        taken.insert(getter);
        const std::string cache = "        static CACHE: " + core + "::property::PropertyCache = " + core +
                                  "::property::PropertyCache::new(" + rust_string_literal(p->name) + ");\n";
        const std::string bare = getter.rfind("r#", 0) == 0 ? getter.substr(2) : getter;
        // Rusteal's accessors return the value (an error is logged, the type's fallback given);
        // the `try_` forms beside them return the RustealResult. A `try_` name another member
        // has leaves the accessor in its fallible form alone.
        const std::string try_getter = "try_" + bare;
        const bool pair = !taken.count(try_getter) && !function_names.count(try_getter);
        const std::string read_name = pair ? try_getter : getter;
        if (pair) {
            taken.insert(try_getter);
            trait_body += "    fn " + getter + "(&self) -> " + type + " {\n        " + core + "::fallback::or_log(self." + try_getter +
                          "())\n    }\n";
            // Rusteal names an engine property's getter `get_x` (containers keep the bare name);
            // an engine function of that name wins.
            const std::string get_alias = "get_" + bare;
            if (!view && !taken.count(get_alias) && !function_names.count(get_alias) && !subclass_functions.count(get_alias)) {
                taken.insert(get_alias);
                trait_body += "    fn " + get_alias + "(&self) -> " + type + " {\n        " + core + "::fallback::or_log(self." +
                              try_getter + "())\n    }\n";
            }
        }
        if (view) {
            trait_body += "    fn " + read_name + "(&self) -> " + kResult + "<" + type + "> {\n" + cache + "        Ok(<" + type +
                          ">::new(self.handle(), CACHE.get::<" + c.name + ">()?))\n    }\n";
            continue;
        }
        trait_body += "    fn " + read_name + "(&self) -> " + kResult + "<" + type + "> {\n" + cache + "        " + core +
                      "::property::get_property::<" + c.name + ", " + type + ">(self.handle(), &CACHE)\n    }\n";
        auto setter = "set_" + bare;
        if (p->setter || function_names.count(setter) || subclass_functions.count(setter) || taken.count(setter))
            continue; // the engine's setter wins
        taken.insert(setter);
        const std::string try_setter = "try_set_" + bare;
        const bool set_pair = !taken.count(try_setter) && !function_names.count(try_setter) && !subclass_functions.count(try_setter);
        const std::string write_name = set_pair ? try_setter : setter;
        // A struct is taken owned or borrowed (Rusteal passes `&FRotator::from_rotator(..)`).
        const bool is_struct = type.rfind(core + "::OwnedStruct<", 0) == 0;
        const std::string param = is_struct ? "impl ::std::borrow::Borrow<" + type + ">" : type;
        const std::string stored = is_struct ? "::std::borrow::Borrow::borrow(&value)" : "&value";
        if (set_pair) {
            taken.insert(try_setter);
            trait_body += "    fn " + setter + "(&self, value: " + param + ") {\n        " + core + "::fallback::or_log(self." +
                          try_setter + "(value))\n    }\n";
        }
        trait_body += "    fn " + write_name + "(&self, value: " + param + ") -> " + kResult + "<()> {\n" + cache + "        " + core +
                      "::property::set_property::<" + c.name + ", " + type + ">(self.handle(), &CACHE, " + stored + ")\n    }\n";
    }
    for (const auto* e : entries) {
        const auto& bf = *e->func;
        auto name = rust_member_name(bf.name);
        if (taken.count(name)) {
            skip(bf.name, "its name clashes with a property accessor");
            continue;
        }
        Impl::FnPlan plan;
        if (auto err = I.plan_function(bc, bf, plan)) {
            skip(bf.name, *err);
            continue;
        }
        taken.insert(name);
        // Rusteal's form returns the value (an error is logged, the fallback given); the `try_`
        // form beside it returns the RustealResult, unless another member has that name.
        const std::string try_name = "try_" + (name.rfind("r#", 0) == 0 ? name.substr(2) : name);
        const bool pair = !taken.count(try_name) && !function_names.count(try_name);
        if (pair) taken.insert(try_name);
        const std::string call_name = pair ? try_name : name;
        const std::string args = Impl::arg_names(plan.sig);
        bool is_static = bf.info->is_static || (bf.info->func_flags & func::Static);
        if (is_static) {
            const std::string doc = "    /// `" + c.cpp_name + "::" + bf.ue_name + "`.\n";
            if (pair)
                statics += doc + "    pub fn " + name + "(" + Impl::join(plan.sig, ", ") + ") -> " + Impl::value_type(plan) +
                           " {\n        " + core + "::fallback::or_log(Self::" + try_name + "(" + args + "))\n    }\n";
            statics += doc + "    pub fn " + call_name + "(" + Impl::join(plan.sig, ", ") + ") -> " + Impl::return_type(plan) +
                       " {\n" + I.function_body(*e, plan, "        ") + "    }\n";
        } else {
            std::vector<std::string> sig = {"&self"};
            sig.insert(sig.end(), plan.sig.begin(), plan.sig.end());
            const std::string doc = "    /// `" + c.cpp_name + "::" + bf.ue_name + "`" +
                                    (bf.via_interface.empty() ? "" : " (from " + bf.via_interface + ")") + ".\n";
            if (pair)
                trait_body += doc + "    fn " + name + "(" + Impl::join(sig, ", ") + ") -> " + Impl::value_type(plan) + " {\n        " +
                              core + "::fallback::or_log(self." + try_name + "(" + args + "))\n    }\n";
            trait_body += doc + "    fn " + call_name + "(" + Impl::join(sig, ", ") + ") -> " + Impl::return_type(plan) + " {\n" +
                          I.function_body(*e, plan, "        ") + "    }\n";
        }
    }
    if (!trait_body.empty()) {
        t += "\n/// The properties and functions of `" + c.cpp_name + "`, on every checked or pinned reference to a `" +
             c.name + "` or a class deriving from it.\n";
        t += "pub trait " + c.name + "Ext: " + core + "::ValidHandle {\n" + trait_body + "}\n";
        t += "impl<T: " + core + "::Inherits<" + c.name + ">> " + c.name + "Ext for " + core + "::Checked<T> {}\n";
        t += "impl<T: " + core + "::Inherits<" + c.name + ">> " + c.name + "Ext for " + core + "::Pinned<T> {}\n";
    }
    if (!statics.empty()) t += "\nimpl " + c.name + " {\n" + statics + "}\n";
    out.file = {class_file_name(bc), t};
    return out;
}

const std::vector<std::string>& manual_features() {
    static const std::vector<std::string> features = {"core", "engine", "input", "slate", "umg", "enhanced-input"};
    return features;
}

} // namespace rusteal::generators
