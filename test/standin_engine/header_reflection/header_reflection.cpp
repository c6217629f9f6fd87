// The header reflector's session: headers to declarations, declarations into the type
// registry, the flags UHT gives each, and the exporter's JSON (header_reflection.hpp).
#include "header_reflection.hpp"

#include "header_declarations.hpp"
#include "header_tokens.hpp"
#include "property_json.hpp"
#include "type_registry.hpp"
#include "unreal_flags.hpp"

#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <stdexcept>

namespace rusteal::header_reflection {

namespace json = boost::json;
using namespace flags;

namespace {

struct Parsed {
    HeaderInput input;
    DeclaredHeader header;
};

std::uint32_t specified_class_flags(const Specifiers& s, std::uint32_t flags) {
    const struct {
        const char* name;
        std::uint32_t set, clear;
    } rules[] = {
        {"Abstract", CLASS_Abstract, 0},
        {"Config", CLASS_Config, 0},
        {"DefaultConfig", CLASS_DefaultConfig, 0},
        {"GlobalUserConfig", CLASS_GlobalUserConfig, 0},
        {"ProjectUserConfig", CLASS_ProjectUserConfig, 0},
        {"PerObjectConfig", CLASS_PerObjectConfig, 0},
        {"ConfigDoNotCheckDefaults", CLASS_ConfigDoNotCheckDefaults, 0},
        {"Transient", CLASS_Transient, 0},
        {"NonTransient", 0, CLASS_Transient},
        {"Optional", CLASS_Optional, 0},
        {"NotPlaceable", CLASS_NotPlaceable, 0},
        {"Placeable", 0, CLASS_NotPlaceable},
        {"EditInlineNew", CLASS_EditInlineNew, 0},
        {"NotEditInlineNew", 0, CLASS_EditInlineNew},
        {"CollapseCategories", CLASS_CollapseCategories, 0},
        {"DontCollapseCategories", 0, CLASS_CollapseCategories},
        {"Const", CLASS_Const, 0},
        {"Deprecated", CLASS_Deprecated | CLASS_NotPlaceable, 0},
        {"DefaultToInstanced", CLASS_DefaultToInstanced, 0},
        {"Hidden", CLASS_Hidden, 0},
        {"HideDropDown", CLASS_HideDropDown, 0},
        {"MinimalAPI", CLASS_MinimalAPI, 0},
    };
    for (const auto& r : rules)
        if (s.has(r.name)) flags = (flags | r.set) & ~r.clear;
    return flags;
}

bool specified_blueprint_type(const Specifiers& s, bool inherited) {
    if (s.has("NotBlueprintType")) return false;
    if (s.has("BlueprintType") || s.has("Blueprintable") || s.meta.count("BlueprintSpawnableComponent")) return true;
    return inherited;
}

class Session {
public:
    Session(const std::vector<HeaderInput>& headers, const std::vector<KnownType>& known, const ReflectOptions& options)
        : options_(options) {
        for (const KnownType& k : known) add_known(k);
        for (const HeaderInput& h : headers) {
            Parsed p{h, {}};
            try {
                p.header = declarations_of(tokenize_header(read_text_file(h.file)));
            } catch (const std::runtime_error& e) {
                throw std::runtime_error(h.file.string() + ": " + e.what());
            }
            for (const auto& w : p.header.warnings) warnings_.push_back(h.include + ": " + w);
            parsed_.push_back(std::move(p));
        }
        // Declare everything first (names, forms), then compute flags parent before child.
        for (const Parsed& p : parsed_) declare(p);
        for (const Parsed& p : parsed_)
            for (const DeclaredStruct& s : p.header.structs) finish(s.name);
    }

    Reflection run() {
        Reflection r;
        PropertyJson out(registry_, options_.public_members_only);
        std::vector<const DeclaredStruct*> classes, structs;
        std::vector<const DeclaredEnum*> enums;
        for (const Parsed& p : parsed_) {
            for (const DeclaredStruct& s : p.header.structs)
                (s.kind == DeclaredStruct::Kind::struct_ ? structs : classes).push_back(&s);
            for (const DeclaredEnum& e : p.header.enums) enums.push_back(&e);
        }
        // Chosen as the exporter chooses; then what chosen members reach.
        std::vector<const DeclaredStruct*> chosen_classes, chosen_structs;
        std::set<std::string> chosen, reached;
        for (const DeclaredStruct* c : classes)
            if (exports_as_class(*c) && chosen.insert(c->name).second) chosen_classes.push_back(c);
        for (const DeclaredStruct* s : structs)
            if ((blueprint_type(*s) || has_exposed_members(*s)) && chosen.insert(s->name).second) chosen_structs.push_back(s);
        const std::function<void(const std::string&)> choose = [&](const std::string& cpp) {
            if (chosen.count(cpp)) return;
            if (const auto it = registry_.classes.find(cpp); it != registry_.classes.end() && it->second.declared) {
                chosen.insert(cpp);
                reached.insert(cpp);
                chosen_classes.push_back(it->second.declared);
            } else if (const auto st = registry_.structs.find(cpp); st != registry_.structs.end() && st->second.declared) {
                chosen.insert(cpp);
                chosen_structs.push_back(st->second.declared);
            }
        };
        for (std::size_t i = 0; i < chosen_classes.size(); ++i) {
            const DeclaredStruct& c = *chosen_classes[i];
            if (!c.super.empty()) choose(c.super);
            for (const auto& p : c.properties)
                if (out.keep_property(p)) out.reach(p, choose);
            if (!reached.count(c.name))
                for (const auto& f : c.functions)
                    if (out.keep_function(f, c)) out.reach_function(f, c, choose);
        }
        for (std::size_t i = 0; i < chosen_structs.size(); ++i) {
            const DeclaredStruct& s = *chosen_structs[i];
            if (!s.super.empty()) choose(s.super);
            for (const auto& p : s.properties)
                if (out.keep_property(p)) out.reach(p, choose);
        }
        json::array class_list, struct_list, enum_list;
        for (const DeclaredStruct* c : chosen_classes) class_list.push_back(out.class_json(*c, reached.count(c->name) > 0));
        for (const DeclaredStruct* s : chosen_structs) struct_list.push_back(out.struct_json(*s));
        for (const DeclaredEnum* e : enums)
            if (!e->specifiers.meta.count("NotBlueprintType"))
                if (json::value j = out.enum_json(*e, warnings_); !j.is_null()) enum_list.push_back(std::move(j));
        r.classes["classes"] = std::move(class_list);
        r.structs["structs"] = std::move(struct_list);
        r.enums["enums"] = std::move(enum_list);
        for (const auto& w : out.warnings()) warnings_.push_back(w);
        for (const auto& g : registry_.guessed)
            warnings_.push_back("type " + g + " is declared in no header read and is not known: resolved by its prefix "
                                "(add its header, or declare it known)");
        r.warnings = warnings_;
        return r;
    }

private:
    ReflectOptions options_;
    TypeRegistry registry_;
    std::vector<Parsed> parsed_;
    std::vector<std::string> warnings_;
    std::set<std::string> finished_;

    void add_known(const KnownType& k) {
        switch (k.kind) {
        case KnownType::Kind::class_:
        case KnownType::Kind::interface:
            registry_.classes[k.cpp_name] = ClassInfo{k.super, k.flags, k.kind == KnownType::Kind::interface, true,
                                                      nullptr, k.package, {}};
            finished_.insert(k.cpp_name);
            break;
        case KnownType::Kind::struct_:
            registry_.structs[k.cpp_name] = StructInfo{k.super, k.flags, nullptr, k.package, {}};
            break;
        case KnownType::Kind::enum_:
            registry_.enums[k.cpp_name] = EnumInfo{k.enum_cpp_form, k.enum_underlying, nullptr, k.package};
            break;
        case KnownType::Kind::delegate:
            registry_.delegates[k.cpp_name] = DelegateInfo{nullptr};
            break;
        }
    }

    void declare(const Parsed& p) {
        for (const DeclaredStruct& s : p.header.structs) {
            if (s.kind == DeclaredStruct::Kind::struct_) {
                registry_.structs[s.name] = StructInfo{s.super, 0, &s, p.input.module, p.input.include};
            } else {
                registry_.classes[s.name] = ClassInfo{s.super, 0, s.kind == DeclaredStruct::Kind::interface, false, &s,
                                                      p.input.module, p.input.include};
                finished_.erase(s.name);
            }
            for (const DeclaredDelegate& d : s.delegates) registry_.delegates[d.name] = DelegateInfo{&d};
        }
        for (const DeclaredEnum& e : p.header.enums) {
            // As the exporter names UHT's underlying types: none given is uint8, C++'s `int` (UHT's
            // UhtEnumUnderlyingType.Int, which 5.8's namespaced enums declare) is int32.
            std::string underlying = e.underlying.empty() ? "uint8" : e.underlying == "int" ? "int32" : e.underlying;
            registry_.enums[e.name] = EnumInfo{e.cpp_form, underlying, &e, p.input.module};
        }
        for (const DeclaredDelegate& d : p.header.delegates) registry_.delegates[d.name] = DelegateInfo{&d};
    }

    // A class's or struct's flags, its parent's first.
    void finish(const std::string& cpp) {
        if (finished_.count(cpp)) return;
        finished_.insert(cpp);
        if (auto it = registry_.structs.find(cpp); it != registry_.structs.end() && it->second.declared) {
            StructInfo& info = it->second;
            const DeclaredStruct& s = *info.declared;
            std::uint32_t f = 0;
            if (!s.super.empty()) {
                finish(s.super);
                if (const auto sup = registry_.structs.find(s.super); sup != registry_.structs.end())
                    f |= sup->second.flags & STRUCT_Inherit;
            }
            f |= s.specifiers.has("NoExport") ? STRUCT_NoExport : STRUCT_Native;
            if (s.specifiers.has("Atomic")) f |= STRUCT_Atomic;
            if (s.specifiers.has("Immutable")) f |= STRUCT_Immutable | STRUCT_Atomic;
            if (holds_instanced(s)) f |= STRUCT_HasInstancedReference;
            info.flags = f;
            return;
        }
        auto it = registry_.classes.find(cpp);
        if (it == registry_.classes.end() || !it->second.declared) return;
        const DeclaredStruct& c = *it->second.declared;
        std::uint32_t f = CLASS_Native | CLASS_MatchedSerializers;
        bool blueprint = false;
        if (c.kind == DeclaredStruct::Kind::interface) {
            f |= CLASS_Interface | CLASS_Abstract;
        } else if (!c.super.empty()) {
            finish(c.super);
            if (const auto sup = registry_.classes.find(c.super); sup != registry_.classes.end()) {
                f |= sup->second.flags & CLASS_Inherit;
                blueprint = sup->second.blueprint_type;
            }
        }
        f = specified_class_flags(c.specifiers, f);
        if (c.has_api) f |= CLASS_RequiredAPI;
        ClassInfo& info = registry_.classes.at(cpp);
        info.flags = f;  // before the instancing check: a class may hold itself
        if (holds_instanced(c)) f |= CLASS_HasInstancedReference;
        info.flags = f;
        info.blueprint_type = specified_blueprint_type(c.specifiers, blueprint);
    }

    bool holds_instanced(const DeclaredStruct& s) {
        for (const Declared& p : s.properties) {
            if (p.specifiers.has("Instanced")) return true;
            for (const auto& t : p.type)
                if (t != s.name && registry_.classes.count(t)) finish(t);
            const auto type = registry_.resolve(p.type, p.is_pointer);
            if (type && (type->instanced || type->delegate)) {
                if (type->delegate && type->kind == "DelegateProperty") continue;
                return true;
            }
        }
        return false;
    }

    bool blueprint_type(const DeclaredStruct& s) const {
        if (s.kind != DeclaredStruct::Kind::struct_) return registry_.classes.at(s.name).blueprint_type;
        for (const DeclaredStruct* cur = &s; cur;) {
            if (cur->specifiers.has("NotBlueprintType") || cur->specifiers.meta.count("NotBlueprintType")) return false;
            if (cur->specifiers.has("BlueprintType")) return true;
            const auto it = registry_.structs.find(cur->super);
            cur = it == registry_.structs.end() ? nullptr : it->second.declared;
        }
        return false;
    }

    static bool has_exposed_members(const DeclaredStruct& s) {
        for (const Declared& p : s.properties)
            for (const char* spec : {"BlueprintReadWrite", "BlueprintReadOnly", "BlueprintAssignable", "Interp"})
                if (p.specifiers.has(spec)) return true;
        for (const DeclaredFunction& f : s.functions)
            for (const char* spec : {"BlueprintCallable", "BlueprintPure", "BlueprintImplementableEvent", "BlueprintNativeEvent"})
                if (f.specifiers.has(spec)) return true;
        return false;
    }

    bool exports_as_class(const DeclaredStruct& c) const {
        const ClassInfo& info = registry_.classes.at(c.name);
        if (info.flags & CLASS_Deprecated) return false;
        if (c.kind == DeclaredStruct::Kind::interface) return info.blueprint_type || has_exposed_members(c);
        if ((info.flags & (CLASS_MinimalAPI | CLASS_RequiredAPI)) == 0) return false;
        return info.blueprint_type || has_exposed_members(c);
    }
};

}  // namespace

Reflection reflect_headers(const std::vector<HeaderInput>& headers, const std::vector<KnownType>& known,
                           const ReflectOptions& options) {
    return Session(headers, known, options).run();
}

}  // namespace rusteal::header_reflection
