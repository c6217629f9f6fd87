#include "generators/filter.hpp"

#include "generators/type_map.hpp"
#include "generators/ue_flags.hpp"

#include <optional>
#include <string_view>
#include <unordered_map>
#include <set>

namespace rusteal::generators {
namespace {

using Reason = std::optional<std::string>;

class Availability {
public:
    Availability(const ReflectionModel& model, const LibraryContext& ctx) : ctx_(ctx) {
        for (const auto& c : model.classes)
            if (ctx.module_of(c.package) && !ctx.blocked_classes.count(c.name)) classes_.emplace(c.name, &c);
        for (const auto& s : model.structs)
            if (ctx.module_of(s.package) && !ctx.config.blocked_structs.count(s.name)) structs_.emplace(s.name, &s);
        for (const auto& e : model.enums)
            if (ctx.module_of(e.package)) enums_.emplace(e.name, &e);
    }

    const ClassInfo* cls(const std::string& n) const { return find(classes_, n); }
    const StructInfo* strct(const std::string& n) const { return find(structs_, n); }
    bool enm(const std::string& n) const { return enums_.count(n) > 0; }

    // Why `p` (a property, a parameter or a container element) cannot be bound; nullopt if it can.
    Reason why_unusable(const PropertyInfo& p, bool element) const {
        auto kind = classify(p);
        if (!kind) return "unsupported type " + p.type;
        if (element && (is_container(*kind) || is_delegate(*kind)))
            return "container element of type " + p.type + " (nested containers and delegates are not supported)";
        switch (*kind) {
        case TypeKind::Enum:
            if (p.enum_name && !enm(*p.enum_name)) return "enum " + *p.enum_name + " is not available";
            break;
        case TypeKind::Object:
        case TypeKind::SoftObject:
        case TypeKind::WeakObject:
            if (p.class_name) return class_reason(*p.class_name);
            break;
        case TypeKind::Class:
            if (p.class_name)
                if (auto r = class_reason(*p.class_name)) return r;
            if (p.meta_class_name) return class_reason(*p.meta_class_name);
            break;
        case TypeKind::Interface:
            if (!p.interface_name) return "interface property without interface_name";
            return class_reason(*p.interface_name);
        case TypeKind::Struct: {
            if (!p.struct_name) return "struct property without struct_name";
            const auto* s = strct(*p.struct_name);
            if (!s) return "struct " + *p.struct_name + " is not available (its module is off or it is blocklisted)";
            if (!s->header_public) return "struct " + *p.struct_name + " is declared in a non-public header";
            if (element && !s->has_static_struct)
                return "container element struct " + *p.struct_name + " has no static struct";
            break;
        }
        case TypeKind::Array:
        case TypeKind::Set: {
            const auto& inner = *kind == TypeKind::Array ? p.inner_prop : p.element_prop;
            if (!inner) return p.type + " without its element type";
            if (auto r = why_unusable(*inner, true)) return r;
            break;
        }
        case TypeKind::Map:
            if (!p.key_prop || !p.value_prop) return "MapProperty without its key or value type";
            if (auto r = why_unusable(*p.key_prop, true)) return "key: " + *r;
            if (auto r = why_unusable(*p.value_prop, true)) return "value: " + *r;
            break;
        default:
            break;
        }
        return std::nullopt;
    }

private:
    template <typename Map>
    static auto find(const Map& m, const std::string& n) -> typename Map::mapped_type {
        auto it = m.find(n);
        return it == m.end() ? nullptr : it->second;
    }
    Reason class_reason(const std::string& n) const {
        const auto* c = cls(n);
        if (!c) return "class " + n + " is not available (its module is off or it is blocklisted)";
        if (!c->header_public) return "class " + n + " is declared in a non-public header";
        return std::nullopt;
    }

    const LibraryContext& ctx_;
    std::unordered_map<std::string_view, const ClassInfo*> classes_;
    std::unordered_map<std::string_view, const StructInfo*> structs_;
    std::unordered_map<std::string_view, const EnumInfo*> enums_;
};

Reason property_reason(const PropertyInfo& p, const Availability& av) {
    auto kind = classify(p);
    if (!kind) return "unsupported type " + p.type;
    if (p.array_dim > 1 && (*kind == TypeKind::String || *kind == TypeKind::Name || *kind == TypeKind::Text))
        return "fixed array of " + p.type;
    bool hidden = p.prop_flags & (cpf::NativeAccessSpecifierPrivate | cpf::NativeAccessSpecifierProtected);
    if (hidden && !(p.prop_flags & (cpf::BlueprintVisible | cpf::BlueprintAssignable | cpf::Edit)))
        return "private or protected and neither BlueprintVisible, BlueprintAssignable nor Edit";
    if (is_delegate(*kind)) {
        if (!p.has_func_info) return "delegate without its signature (func_info)";
        if (p.delegate_params) {
            for (const auto& dp : *p.delegate_params) {
                auto dk = classify(dp);
                if (!dk) return "delegate parameter of unsupported type " + dp.type;
                if (is_delegate(*dk) || is_container(*dk)) return "delegate parameter of type " + dp.type;
                if (auto r = av.why_unusable(dp, false)) return "delegate parameter: " + *r;
            }
        }
        return std::nullopt;
    }
    return av.why_unusable(p, false);
}

Reason function_reason(const ClassInfo& owner, const FunctionInfo& f, const LibraryContext& ctx, const Availability& av,
                       const std::set<std::string>& sibling_names) {
    if (ctx.config.blocked_functions.count({owner.name, f.name})) return "blocklisted";
    if ((f.func_flags & func::EditorOnly) && !ctx.editor()) return "editor-only in a runtime library";
    if (!(f.func_flags & func::Native)) return "not native";
    if (f.name.rfind("K2_", 0) == 0 && sibling_names.count(f.name.substr(3)))
        return "K2_ variant of " + f.name.substr(3) + ", which is bound instead";
    for (const auto& p : f.params) {
        auto kind = classify(p);
        if (!kind) return "parameter '" + p.name + "' has unsupported type " + p.type;
        if (is_delegate(*kind)) return "parameter '" + p.name + "' is a delegate";
        if (auto r = av.why_unusable(p, false)) return "parameter '" + p.name + "': " + *r;
    }
    return std::nullopt;
}

} // namespace

std::size_t BoundModel::function_count() const {
    std::size_t n = 0;
    for (const auto& c : classes) n += c.funcs.size();
    return n;
}

struct Binder::Impl {
    Impl(const ReflectionModel& model, const LibraryContext& context) : ctx(context), av(model, context) {
        for (const auto& c : model.classes) {
            by_name.emplace(c.name, &c);
            if (c.super && *c.super == "Interface") interfaces.emplace("I" + c.name, &c);
        }
    }
    const LibraryContext& ctx;
    Availability av;
    std::unordered_map<std::string_view, const ClassInfo*> by_name;
    std::unordered_map<std::string, const ClassInfo*> interfaces; // "IFoo" -> the UInterface record

    void bind_functions(const ClassInfo& owner, const ClassInfo& declaring, const std::string& via, BoundClass& bound,
                        std::map<std::string, int>& seen, std::vector<Skipped>& skipped) const {
        std::set<std::string> names;
        for (const auto& f : declaring.funcs) names.insert(f.name);
        for (const auto& f : declaring.funcs) {
            if (auto r = function_reason(declaring, f, ctx, av, names)) {
                skipped.push_back({owner.name + "." + f.name, *r});
                continue;
            }
            // Overloads (after filtering): the first keeps its name, later ones are numbered.
            int n = seen[f.name]++;
            std::string name = n == 0 ? f.name : f.name + "_" + std::to_string(n);
            bound.funcs.push_back({&f, name, f.name, via, &declaring});
        }
    }
};

Binder::Binder(const ReflectionModel& model, const LibraryContext& ctx) : impl_(std::make_unique<Impl>(model, ctx)) {}
Binder::~Binder() = default;

const ClassInfo* Binder::class_named(const std::string& name) const {
    auto it = impl_->by_name.find(name);
    return it == impl_->by_name.end() ? nullptr : it->second;
}

std::vector<const ClassInfo*> Binder::bound_interfaces(const ClassInfo& c) const {
    std::vector<const ClassInfo*> out;
    for (const auto& iface : c.interfaces) {
        auto it = impl_->interfaces.find(iface);
        if (it != impl_->interfaces.end() && impl_->av.cls(it->second->name)) out.push_back(it->second);
    }
    return out;
}

std::optional<BoundClass> Binder::bind_class(const ClassInfo& c, std::vector<Skipped>& skipped) const {
    const auto& ctx = impl_->ctx;
    const auto* module = ctx.module_of(c.package);
    if (!module || ctx.blocked_classes.count(c.name)) return std::nullopt;
    BoundClass bound{&c, module, {}, {}};
    for (const auto& p : c.props) {
        if (auto r = property_reason(p, impl_->av)) skipped.push_back({c.name + "." + p.name, *r});
        else bound.props.push_back(&p);
    }
    if (bound.is_interface()) return bound;
    if (!c.header_public) {
        if (!c.funcs.empty()) skipped.push_back({c.name + ".*", "the class is declared in a non-public header"});
        return bound;
    }
    std::map<std::string, int> seen;
    impl_->bind_functions(c, c, "", bound, seen, skipped);
    for (const auto* iface : bound_interfaces(c)) impl_->bind_functions(c, *iface, "I" + iface->name, bound, seen, skipped);
    return bound;
}

std::optional<BoundStruct> Binder::bind_struct(const StructInfo& s, std::vector<Skipped>& skipped) const {
    const auto& ctx = impl_->ctx;
    const auto* module = ctx.module_of(s.package);
    if (!module || ctx.config.blocked_structs.count(s.name)) return std::nullopt;
    BoundStruct bound{&s, module, {}};
    for (const auto& p : s.props) {
        if (auto r = property_reason(p, impl_->av)) skipped.push_back({s.name + "." + p.name, *r});
        else bound.props.push_back(&p);
    }
    return bound;
}

BoundModel bind_model(const ReflectionModel& model, const LibraryContext& ctx) {
    Binder binder(model, ctx);
    BoundModel out;
    for (const auto& c : model.classes)
        if (auto bound = binder.bind_class(c, out.skipped)) out.classes.push_back(std::move(*bound));
    for (const auto& s : model.structs)
        if (auto bound = binder.bind_struct(s, out.skipped)) out.structs.push_back(std::move(*bound));
    for (const auto& e : model.enums)
        if (const auto* module = ctx.module_of(e.package)) out.enums.push_back({&e, module});
    return out;
}

} // namespace rusteal::generators
