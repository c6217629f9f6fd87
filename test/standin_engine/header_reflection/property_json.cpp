#include "property_json.hpp"

#include "unreal_flags.hpp"

#include <cctype>
#include <cstdio>
#include <optional>
#include <set>
#include <sstream>

namespace rusteal::header_reflection {

namespace json = boost::json;
using namespace flags;

namespace {

std::uint64_t specified_property_flags(const Specifiers& s) {
    const struct {
        const char* name;
        std::uint64_t set;
    } rules[] = {
        {"EditAnywhere", CPF_Edit},
        {"EditInstanceOnly", CPF_Edit | CPF_DisableEditOnTemplate},
        {"EditDefaultsOnly", CPF_Edit | CPF_DisableEditOnInstance},
        {"VisibleAnywhere", CPF_Edit | CPF_EditConst},
        {"VisibleInstanceOnly", CPF_Edit | CPF_EditConst | CPF_DisableEditOnTemplate},
        {"VisibleDefaultsOnly", CPF_Edit | CPF_EditConst | CPF_DisableEditOnInstance},
        {"BlueprintReadWrite", CPF_BlueprintVisible},
        {"BlueprintReadOnly", CPF_BlueprintVisible | CPF_BlueprintReadOnly},
        {"BlueprintGetter", CPF_BlueprintVisible},
        {"BlueprintSetter", CPF_BlueprintVisible},
        {"BlueprintAssignable", CPF_BlueprintAssignable},
        {"BlueprintCallable", CPF_BlueprintCallable},
        {"BlueprintAuthorityOnly", CPF_BlueprintAuthorityOnly},
        {"Config", CPF_Config},
        {"GlobalConfig", CPF_GlobalConfig | CPF_Config},
        {"Transient", CPF_Transient},
        {"DuplicateTransient", CPF_DuplicateTransient},
        {"NonPIEDuplicateTransient", CPF_NonPIEDuplicateTransient},
        {"NonPIETransient", CPF_NonPIEDuplicateTransient},
        {"TextExportTransient", CPF_TextExportTransient},
        {"SaveGame", CPF_SaveGame},
        {"NoClear", CPF_NoClear},
        {"EditFixedSize", CPF_EditFixedSize},
        {"Replicated", CPF_Net},
        {"ReplicatedUsing", CPF_Net | CPF_RepNotify},
        {"NotReplicated", CPF_RepSkip},
        {"Interp", CPF_Edit | CPF_BlueprintVisible | CPF_Interp},
        {"NonTransactional", CPF_NonTransactional},
        {"Export", CPF_ExportObject},
        {"Instanced", CPF_PersistentInstance | CPF_ExportObject | CPF_InstancedReference},
        {"AssetRegistrySearchable", CPF_AssetRegistrySearchable},
        {"SimpleDisplay", CPF_SimpleDisplay},
        {"AdvancedDisplay", CPF_AdvancedDisplay},
        {"SkipSerialization", CPF_SkipSerialization},
    };
    std::uint64_t f = 0;
    for (const auto& r : rules)
        if (s.has(r.name)) f |= r.set;
    if (s.has("BlueprintGetter") && !s.has("BlueprintSetter") && !s.has("BlueprintReadWrite")) f |= CPF_BlueprintReadOnly;
    if (s.meta.count("ExposeOnSpawn")) f |= CPF_ExposeOnSpawn;
    return f;
}

std::uint64_t access_flag(Access a) {
    return a == Access::public_      ? CPF_NativeAccessSpecifierPublic
           : a == Access::protected_ ? CPF_NativeAccessSpecifierProtected
                                     : CPF_NativeAccessSpecifierPrivate;
}

json::value str_or_null(const std::string& s) { return s.empty() ? json::value(nullptr) : json::value(s); }

// What an instanced object type adds, on the property itself (member, parameter) or its
// container.
void instancing(const PropertyType& t, std::uint64_t& flags, bool member) {
    if (!t.instanced) return;
    if (t.kind == "ObjectProperty") flags |= CPF_InstancedReference | (member ? CPF_ExportObject : 0);
    else if (t.kind == "StructProperty") flags |= CPF_ContainsInstancedReference;
    else flags |= CPF_ContainsInstancedReference | CPF_ExportObject;
}

json::object type_json(const PropertyType& t, const std::string& name, std::uint64_t flags, const TypeRegistry& reg,
                       const std::function<json::value(const DeclaredDelegate&)>& delegate_info) {
    json::object o;
    o["class_name"] = str_or_null(t.class_name);
    o["enum_cpp_form"] = t.enum_info ? json::value(t.enum_info->cpp_form) : json::value(nullptr);
    o["enum_cpp_name"] = str_or_null(t.enum_cpp_name);
    o["enum_name"] = str_or_null(t.enum_cpp_name);
    o["enum_underlying_type"] =
        t.enum_info && t.kind == "EnumProperty" ? json::value(t.enum_info->underlying) : json::value(nullptr);
    o["func_info"] = t.delegate && t.delegate->declared ? delegate_info(*t.delegate->declared) : json::value(nullptr);
    const auto inner = [&](const std::unique_ptr<PropertyType>& in, const std::string& n) -> json::value {
        if (!in) return nullptr;
        std::uint64_t f = in->flags;
        instancing(*in, f, true);
        return type_json(*in, n, f, reg, delegate_info);
    };
    o["inner_prop"] = inner(t.inner, name);
    o["interface_name"] = str_or_null(t.interface_name);
    o["key_prop"] = inner(t.key, name + "_Key");
    o["meta_class_name"] = str_or_null(t.meta_class_name);
    o["name"] = name;
    o["prop_flags"] = flags;
    o["struct_name"] = str_or_null(t.struct_name);
    o["type"] = t.kind;
    o["value_prop"] = inner(t.value, name);
    return o;
}

std::string fixed6(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%f", v);
    return buf;
}

std::optional<double> number_of(std::string s) {
    while (!s.empty() && (s.back() == 'f' || s.back() == 'F')) s.pop_back();
    if (s.empty()) return std::nullopt;
    try {
        std::size_t used = 0;
        const double v = std::stod(s, &used);
        if (used != s.size()) return std::nullopt;
        return v;
    } catch (...) {
        return std::nullopt;
    }
}

std::string text_literal(const std::string& s) {  // TEXT("x") or "x" -> x
    auto b = s.find('"'), e = s.rfind('"');
    if (b == std::string::npos || e == b) return s;
    return s.substr(b + 1, e - b - 1);
}

// 1 << 3, 0x10, Other | 4, -1
std::optional<long long> evaluate(const std::string& expr, const std::map<std::string, long long>& names) {
    std::size_t i = 0;
    std::function<std::optional<long long>()> term, shift, bits;
    const auto skip = [&] {
        while (i < expr.size() && std::isspace(static_cast<unsigned char>(expr[i]))) ++i;
    };
    term = [&]() -> std::optional<long long> {
        skip();
        if (i >= expr.size()) return std::nullopt;
        if (expr[i] == '(') {
            ++i;
            auto v = bits();
            skip();
            if (i < expr.size() && expr[i] == ')') ++i;
            return v;
        }
        if (expr[i] == '-') {
            ++i;
            auto v = term();
            return v ? std::optional<long long>(-*v) : std::nullopt;
        }
        if (std::isdigit(static_cast<unsigned char>(expr[i]))) {
            std::size_t used = 0;
            const long long v = std::stoll(expr.substr(i), &used, 0);
            i += used;
            while (i < expr.size() && std::isalpha(static_cast<unsigned char>(expr[i]))) ++i;  // 1u, 1ull
            return v;
        }
        std::string id;
        while (i < expr.size() && (std::isalnum(static_cast<unsigned char>(expr[i])) || expr[i] == '_' || expr[i] == ':'))
            id += expr[i++];
        if (const auto c = id.rfind("::"); c != std::string::npos) id = id.substr(c + 2);
        if (const auto it = names.find(id); it != names.end()) return it->second;
        return std::nullopt;
    };
    shift = [&]() -> std::optional<long long> {
        auto v = term();
        for (skip(); v && i + 1 < expr.size() && ((expr[i] == '<' && expr[i + 1] == '<') || expr[i] == '+'); skip()) {
            const bool is_shift = expr[i] == '<';
            i += is_shift ? 2 : 1;
            auto r = term();
            if (!r) return std::nullopt;
            v = is_shift ? (*v << *r) : (*v + *r);
        }
        return v;
    };
    bits = [&]() -> std::optional<long long> {
        auto v = shift();
        for (skip(); v && i < expr.size() && expr[i] == '|'; skip()) {
            ++i;
            auto r = shift();
            if (!r) return std::nullopt;
            *v |= *r;
        }
        return v;
    };
    auto v = bits();
    skip();
    return i == expr.size() ? v : std::nullopt;
}

// The structs declared in CoreUObject's NoExportTypes.h, whose default values UHT can parse:
// a function with one of them among its parameters gets FUNC_HasDefaults.
bool has_default_syntax(const json::object& param) {
    static const std::set<std::string> core{"Vector", "Vector2D", "Vector3f", "Vector4", "Rotator", "Quat", "Transform",
                                            "LinearColor", "Color", "Guid", "Plane", "Box", "Box2D", "IntPoint",
                                            "IntVector", "Matrix"};
    return param.at("type") == "StructProperty" && core.count(std::string(param.at("struct_name").as_string())) > 0;
}

}  // namespace

std::string unreal_default(const std::string& cpp, const std::string& kind, const std::string& struct_name) {
    if (kind == "BoolProperty") return cpp;
    if (kind == "FloatProperty" || kind == "DoubleProperty") {
        if (const auto v = number_of(cpp)) return fixed6(*v);
        return cpp;
    }
    if (kind == "ObjectProperty" || kind == "ClassProperty" || kind == "SoftObjectProperty" || kind == "SoftClassProperty" ||
        kind == "WeakObjectProperty" || kind == "InterfaceProperty")
        // A null pointer, however the header writes it (`nullptr`, `NULL`, a value-initialized `{}`),
        // is UHT's "None".
        return cpp == "nullptr" || cpp == "NULL" || cpp == "{}" ? "None" : cpp;
    if (kind == "EnumProperty" || (kind == "ByteProperty" && cpp.find("::") != std::string::npos)) {
        const auto c = cpp.rfind("::");
        return c == std::string::npos ? cpp : cpp.substr(c + 2);
    }
    if (kind == "NameProperty") {
        if (cpp == "NAME_None" || cpp == "FName()" || cpp == "FName(NAME_None)") return "None";
        return text_literal(cpp);
    }
    if (kind == "StrProperty") return cpp == "FString()" ? "" : text_literal(cpp);
    if (kind == "TextProperty") return cpp == "FText()" || cpp == "FText::GetEmpty()" ? "" : text_literal(cpp);
    if (kind == "StructProperty") {
        if (cpp.find("::Zero") != std::string::npos) return "";
        const auto open = cpp.find('(');
        if (open != std::string::npos && cpp.back() == ')') {
            const std::string args = cpp.substr(open + 1, cpp.size() - open - 2);
            if (args.empty()) return "()";
            if (struct_name == "Vector" || struct_name == "Vector2D" || struct_name == "Rotator") {
                std::string out, part;
                std::istringstream in(args);
                while (std::getline(in, part, ',')) {
                    const auto v = number_of(part);
                    if (!v) return cpp;
                    out += (out.empty() ? "" : ",") + fixed6(*v);
                }
                return out;
            }
        }
        return cpp;
    }
    if (cpp == "INDEX_NONE") return "-1";
    return cpp;
}

bool PropertyJson::keep_property(const Declared& p) const {
    if (p.editor_only || (p.name.size() > 11 && p.name.compare(p.name.size() - 11, 11, "_DEPRECATED") == 0)) return false;
    if (p.access == Access::public_) return true;
    if (public_members_only_) return false;
    return (specified_property_flags(p.specifiers) & (CPF_BlueprintVisible | CPF_BlueprintAssignable | CPF_Edit)) != 0;
}

bool PropertyJson::keep_function(const DeclaredFunction& f, const DeclaredStruct&) const {
    const Specifiers& s = f.specifiers;
    if (s.has("Server") || s.has("Client") || s.has("NetMulticast")) return false;
    if (f.access == Access::private_) return false;
    const bool callable = s.has("BlueprintCallable") || s.has("BlueprintPure") || s.has("BlueprintGetter") || s.has("BlueprintSetter");
    if (f.access == Access::protected_ && !callable) return false;
    if (s.meta.count("DeprecatedFunction")) return false;
    return true;  // every UFUNCTION is Native or a BlueprintEvent
}

namespace {

void reach_type(const PropertyType& t, const std::function<void(const std::string&)>& choose) {
    const auto cpp_of = [](const std::string& engine, char prefix) { return std::string(1, prefix) + engine; };
    if (!t.class_name.empty() && t.class_name != "Class") {
        choose(cpp_of(t.class_name, 'U'));
        choose(cpp_of(t.class_name, 'A'));
    }
    if (!t.meta_class_name.empty()) {
        choose(cpp_of(t.meta_class_name, 'U'));
        choose(cpp_of(t.meta_class_name, 'A'));
    }
    if (!t.struct_name.empty()) choose(cpp_of(t.struct_name, 'F'));
    for (const auto* in : {t.inner.get(), t.key.get(), t.value.get()})
        if (in) reach_type(*in, choose);
}

}  // namespace

void PropertyJson::reach(const Declared& p, const std::function<void(const std::string&)>& choose) {
    if (const auto t = registry_.resolve(p.type, p.is_pointer)) reach_type(*t, choose);
}

void PropertyJson::reach_function(const DeclaredFunction& f, const DeclaredStruct&,
                                  const std::function<void(const std::string&)>& choose) {
    for (const Declared& p : f.params) reach(p, choose);
    if (f.return_value) reach(*f.return_value, choose);
}

std::optional<json::object> PropertyJson::member_json(const Declared& p, const std::string& owner) {
    auto t = registry_.resolve(p.type, p.is_pointer);
    const std::string where = owner + "." + p.name + " (line " + std::to_string(p.line) + ")";
    if (!t) {
        warnings_.push_back(where + ": property left out, its type is not one the exporter writes");
        return std::nullopt;
    }
    std::uint64_t f = specified_property_flags(p.specifiers) | access_flag(p.access) | t->flags;
    if (p.editor_only) f |= CPF_EditorOnly;
    if (t->kind == "MulticastInlineDelegateProperty" || t->kind == "MulticastSparseDelegateProperty") f |= CPF_InstancedReference;
    const bool container = t->inner || t->key;
    if (container && (f & CPF_PersistentInstance)) f &= ~(CPF_PersistentInstance | CPF_InstancedReference);
    if (container && p.specifiers.has("Instanced")) f |= CPF_ContainsInstancedReference;
    instancing(*t, f, true);
    PropertyType type = std::move(*t);
    if (container && p.specifiers.has("Instanced")) {
        PropertyType* in = type.inner ? type.inner.get() : type.value.get();
        in->flags |= CPF_PersistentInstance | CPF_ExportObject | CPF_InstancedReference;
    }
    json::object o = type_json(type, p.name, f, registry_, [this](const DeclaredDelegate& d) -> json::value {
        auto j = delegate_json(d);
        return j ? json::value(std::move(*j)) : json::value(nullptr);
    });
    o["array_dim"] = p.array_dim;
    o["default"] = nullptr;
    const auto accessor = [&](const char* spec, const char* prefix) -> json::value {
        const auto v = p.specifiers.value(spec);
        if (!v) return nullptr;
        return json::value(v->empty() ? std::string(prefix) + p.name : *v);
    };
    o["getter"] = accessor("Getter", "Get");
    o["setter"] = accessor("Setter", "Set");
    return o;
}

std::optional<json::object> PropertyJson::param_json(const Declared& p, std::uint64_t extra, const Specifiers& fs,
                                                     const std::string& where) {
    const auto t = registry_.resolve(p.type, p.is_pointer);
    if (!t) {
        warnings_.push_back(where + ": parameter " + p.name + " has a type the exporter does not write; function left out");
        return std::nullopt;
    }
    std::uint64_t f = CPF_Parm | CPF_NativeAccessSpecifierPublic | extra | t->flags;
    if (!(extra & CPF_ReturnParm)) {
        if (p.is_const && !p.is_reference) f |= CPF_ConstParm;
        if (p.is_reference && !p.is_const) f |= CPF_OutParm;
        if (p.specifiers.has("ref")) f |= CPF_OutParm | CPF_ReferenceParm;
        if (p.specifiers.has("const")) f |= CPF_ConstParm;
        if (const auto adv = fs.meta.find("AdvancedDisplay"); adv != fs.meta.end()) {
            std::istringstream names(adv->second);
            for (std::string n; std::getline(names, n, ',');) {
                while (!n.empty() && n.front() == ' ') n.erase(0, 1);
                while (!n.empty() && n.back() == ' ') n.pop_back();
                if (n == p.name) f |= CPF_AdvancedDisplay;
            }
        }
    }
    if (t->instanced && t->kind == "ObjectProperty") f |= CPF_InstancedReference | ((extra & CPF_ReturnParm) ? CPF_ExportObject : 0);
    else instancing(*t, f, false);
    json::object o = type_json(*t, p.name, f, registry_, [this](const DeclaredDelegate& d) -> json::value {
        auto j = delegate_json(d);
        return j ? json::value(std::move(*j)) : json::value(nullptr);
    });
    json::value def = nullptr;
    if (const auto m = fs.meta.find("CPP_Default_" + p.name); m != fs.meta.end()) def = json::value(m->second);
    else if (!p.default_text.empty()) def = json::value(unreal_default(p.default_text, t->kind, t->struct_name));
    o["default"] = def;
    return o;
}

std::optional<json::object> PropertyJson::function_json(const DeclaredFunction& fn, const DeclaredStruct& owner) {
    const Specifiers& s = fn.specifiers;
    std::uint32_t f = 0;
    const bool implementable = s.has("BlueprintImplementableEvent"), native_event = s.has("BlueprintNativeEvent");
    if (implementable || native_event) f |= FUNC_Event | FUNC_BlueprintEvent;
    if (!implementable) f |= FUNC_Native;
    if (!fn.is_virtual && !implementable && !native_event) f |= FUNC_Final;
    if (fn.is_static) f |= FUNC_Static | FUNC_Final;
    f |= fn.access == Access::public_ ? FUNC_Public : fn.access == Access::protected_ ? FUNC_Protected : FUNC_Private;
    if (fn.has_api || owner.has_api) f |= FUNC_RequiredAPI;
    const auto pure = s.value("BlueprintPure");
    if (s.has("BlueprintCallable") || s.has("BlueprintGetter") || s.has("BlueprintSetter") || pure) f |= FUNC_BlueprintCallable;
    // UHT makes a callable const function pure unless told BlueprintPure=false.
    if ((pure && *pure != "false") || s.has("BlueprintGetter") ||
        (fn.is_const && (f & FUNC_BlueprintCallable) && !(pure && *pure == "false")))
        f |= FUNC_BlueprintPure;
    if (s.has("BlueprintAuthorityOnly")) f |= FUNC_BlueprintAuthorityOnly;
    if (s.has("BlueprintCosmetic")) f |= FUNC_BlueprintCosmetic;
    if (s.has("Exec")) f |= FUNC_Exec;
    if (fn.is_const) f |= FUNC_Const;
    if (fn.editor_only) f |= FUNC_EditorOnly;
    json::array params;
    const std::string where = engine_name(owner.name) + "." + fn.name + " (line " + std::to_string(fn.line) + ")";
    bool structs = false;
    for (const Declared& p : fn.params) {
        auto pj = param_json(p, 0, s, where);
        if (!pj) return std::nullopt;
        if ((pj->at("prop_flags").to_number<std::uint64_t>() & CPF_OutParm) != 0) f |= FUNC_HasOutParms;
        structs = structs || has_default_syntax(*pj);
        params.push_back(std::move(*pj));
    }
    if (fn.return_value) {
        auto rj = param_json(*fn.return_value, CPF_OutParm | CPF_ReturnParm, s, where);
        if (!rj) return std::nullopt;
        structs = structs || has_default_syntax(*rj);
        params.push_back(std::move(*rj));
    }
    if (structs) f |= FUNC_HasDefaults;
    return json::object{{"func_flags", f}, {"is_static", fn.is_static}, {"name", fn.name}, {"params", std::move(params)}};
}

std::optional<json::object> PropertyJson::delegate_json(const DeclaredDelegate& d) {
    std::uint32_t f = FUNC_Public | FUNC_Delegate;
    if (d.kind != DeclaredDelegate::Kind::single) f |= FUNC_MulticastDelegate;
    json::array params;
    const std::string where = d.name + " (line " + std::to_string(d.line) + ")";
    for (const Declared& p : d.params) {
        auto pj = param_json(p, 0, Specifiers{}, where);
        if (!pj) return std::nullopt;
        params.push_back(std::move(*pj));
    }
    if (d.return_value) {
        auto rj = param_json(*d.return_value, CPF_OutParm | CPF_ReturnParm, Specifiers{}, where);
        if (!rj) return std::nullopt;
        params.push_back(std::move(*rj));
    }
    return json::object{{"func_flags", f}, {"is_static", false}, {"name", engine_name(d.name)}, {"params", std::move(params)}};
}

json::object PropertyJson::class_json(const DeclaredStruct& c, bool reached) {
    const ClassInfo& info = registry_.classes.at(c.name);
    json::array interfaces, props, funcs;
    for (const std::string& b : c.bases) {
        if (b.size() < 2 || b[0] != 'I') continue;
        auto it = registry_.classes.find("U" + b.substr(1));
        if (it == registry_.classes.end()) it = registry_.classes.find(b);
        if (it != registry_.classes.end() && it->second.interface) interfaces.push_back(json::value(b));
    }
    for (const Declared& p : c.properties)
        if (keep_property(p))
            if (auto pj = member_json(p, engine_name(c.name))) props.push_back(std::move(*pj));
    if (!reached)
        for (const DeclaredFunction& f : c.functions)
            if (keep_function(f, c))
                if (auto fj = function_json(f, c)) funcs.push_back(std::move(*fj));
    json::value super = nullptr;
    if (info.interface) super = "Interface";
    else if (!c.super.empty()) super = json::value(engine_name(c.super));
    return json::object{{"class_flags", info.flags}, {"cpp_name", c.name},   {"funcs", std::move(funcs)},
                        {"header", info.include},    {"interfaces", std::move(interfaces)},
                        {"name", engine_name(c.name)}, {"package", info.package}, {"props", std::move(props)},
                        {"super", super}};
}

json::object PropertyJson::struct_json(const DeclaredStruct& s) {
    const StructInfo& info = registry_.structs.at(s.name);
    json::array props;
    for (const Declared& p : s.properties)
        if (keep_property(p))
            if (auto pj = member_json(p, engine_name(s.name))) props.push_back(std::move(*pj));
    const bool no_export = (info.flags & STRUCT_NoExport) != 0;
    return json::object{{"cpp_name", s.name},
                        {"has_static_struct", true},
                        {"header", no_export ? std::string() : info.include},
                        {"name", engine_name(s.name)},
                        {"package", info.package},
                        {"props", std::move(props)},
                        {"struct_flags", info.flags},
                        {"super", s.super.empty() ? json::value(nullptr) : json::value(engine_name(s.super))}};
}

json::value PropertyJson::enum_json(const DeclaredEnum& e, std::vector<std::string>& warnings) {
    std::map<std::string, long long> values;
    json::array pairs;
    long long next = 0;
    for (const auto& [name, expr] : e.entries) {
        long long v = next;
        if (!expr.empty()) {
            const auto r = evaluate(expr, values);
            if (!r) {
                warnings.push_back(e.name + " (line " + std::to_string(e.line) + "): entry " + name + " = " + expr +
                                   " cannot be evaluated; enum left out");
                return nullptr;
            }
            v = *r;
        }
        values[name] = v;
        next = v + 1;
        pairs.push_back(json::array{json::value(name), json::value(v)});
    }
    const EnumInfo& info = registry_.enums.at(e.name);
    return json::object{{"cpp_form", e.cpp_form}, {"cpp_name", e.name},          {"name", e.name},
                        {"package", info.package}, {"pairs", std::move(pairs)}, {"underlying_type", info.underlying}};
}

}  // namespace rusteal::header_reflection
