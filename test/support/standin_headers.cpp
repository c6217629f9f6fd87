#include "standin_headers.hpp"

#include <boost/json.hpp>

#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <tuple>
#include <vector>

namespace rusteal::test {
namespace json = boost::json;
namespace fs = std::filesystem;

namespace {

constexpr std::uint64_t kOut = 0x100, kConst = 0x2, kReturn = 0x400;
constexpr std::uint32_t kNative = 0x400, kProtected = 0x80000, kEvent = 0x08000000;

json::value load(const fs::path& p) {
    std::ifstream in(p);
    std::stringstream ss;
    ss << in.rdbuf();
    return json::parse(ss.str());
}

std::string str(const json::value& v, const char* key) {
    const auto* f = v.as_object().if_contains(key);
    return f && f->is_string() ? std::string(f->as_string()) : std::string();
}

std::uint64_t num(const json::value& v, const char* key) {
    const auto* f = v.as_object().if_contains(key);
    if (!f) return 0;
    if (f->is_int64()) return static_cast<std::uint64_t>(f->as_int64());
    if (f->is_uint64()) return f->as_uint64();
    return 0;
}

// The type names the transcribed headers define: a struct or class with a body, an enum, a
// namespace (Unreal's `namespace EFoo { enum Type ... }`) or an alias (`using FVector = ...`).
std::set<std::string> transcribed_types(const std::vector<fs::path>& roots) {
    static const std::regex definition(R"((?:struct|class)\s+(?:alignas\([^)]*\)\s+)?(?:[A-Z_]+_API\s+)?(\w+)\s*(?:final\s*)?(?::[^;{]*)?\{)"
                                       R"(|enum\s+(?:class\s+)?(\w+)\s*(?::\s*\w+\s*)?\{|namespace\s+(\w+)\s*\{|using\s+(\w+)\s*=)");
    std::set<std::string> names;
    for (const auto& root : roots) {
        std::error_code ec;
        for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
            if (it->path().extension() != ".h") continue;
            std::ifstream in(it->path());
            std::stringstream text;
            text << in.rdbuf();
            const std::string body = text.str();
            for (std::sregex_iterator m(body.begin(), body.end(), definition), e; m != e; ++m)
                for (int g = 1; g <= 4; ++g)
                    if ((*m)[g].matched) names.insert((*m)[g].str());
        }
    }
    return names;
}

class Standin {
public:
    // `engine`: the engine's own types ("c:", "s:", "e:" and the name); empty when all are.
    Standin(const json::value& classes, const json::value& structs, const json::value& enums, std::set<std::string> engine)
        : engine_(std::move(engine)) {
        for (const auto& c : classes.at("classes").as_array()) classes_[str(c, "name")] = &c;
        for (const auto& s : structs.at("structs").as_array()) structs_[str(s, "name")] = &s;
        for (const auto& e : enums.at("enums").as_array()) enums_[str(e, "name")] = &e;
    }

    bool is_engine(const char* kind, const std::string& name) const { return engine_.empty() || engine_.count(kind + name) > 0; }

    std::string enum_ref(const std::string& name) const {
        auto it = enums_.find(name);
        if (it == enums_.end()) return "uint8";
        auto cpp = str(*it->second, "cpp_name");
        auto form = num(*it->second, "cpp_form");
        if (form == 2) return cpp;
        return "TEnumAsByte<" + cpp + (form == 1 ? "::Type" : "") + ">";
    }

    // The engine's C++ type of a property; "int32" stands in for what the bindings never use.
    std::string type(const json::value& p) const {
        auto t = str(p, "type");
        auto cls = [&](const std::string& n) {
            auto it = classes_.find(n);
            return it == classes_.end() ? std::string("UObject") : str(*it->second, "cpp_name");
        };
        static const std::map<std::string, std::string> scalars = {
            {"BoolProperty", "bool"},     {"Int8Property", "int8"},     {"Int16Property", "int16"},
            {"UInt16Property", "uint16"}, {"IntProperty", "int32"},     {"UInt32Property", "uint32"},
            {"Int64Property", "int64"},   {"UInt64Property", "uint64"}, {"FloatProperty", "float"},
            {"DoubleProperty", "double"}, {"StrProperty", "FString"},   {"NameProperty", "FName"},
            {"TextProperty", "FText"}};
        if (auto it = scalars.find(t); it != scalars.end()) return it->second;
        if (t == "ByteProperty") return str(p, "enum_name").empty() ? "uint8" : enum_ref(str(p, "enum_name"));
        if (t == "EnumProperty") return enum_ref(str(p, "enum_name"));
        if (t == "ObjectProperty") return cls(str(p, "class_name")) + "*";
        if (t == "SoftObjectProperty") return "TSoftObjectPtr<" + cls(str(p, "class_name")) + ">";
        if (t == "WeakObjectProperty") return "TWeakObjectPtr<" + cls(str(p, "class_name")) + ">";
        if (t == "ClassProperty") {
            auto meta = str(p, "meta_class_name");
            return meta.empty() || meta == "Object" ? "UClass*" : "TSubclassOf<" + cls(meta) + ">";
        }
        if (t == "InterfaceProperty") return "TScriptInterface<I" + str(p, "interface_name") + ">";
        if (t == "StructProperty") {
            auto it = structs_.find(str(p, "struct_name"));
            return it == structs_.end() ? "int32" : str(*it->second, "cpp_name");
        }
        if (t == "ArrayProperty") return "TArray<" + type(p.at("inner_prop")) + ">";
        if (t == "SetProperty") return "TSet<" + type(p.at("element_prop")) + ">";
        if (t == "MapProperty") return "TMap<" + type(p.at("key_prop")) + ", " + type(p.at("value_prop")) + ">";
        return "int32";
    }

    std::string param_decl(const json::value& p) const {
        auto t = type(p);
        auto flags = num(p, "prop_flags");
        auto name = str(p, "name");
        if ((flags & kOut) && (flags & kConst)) return "const " + t + "& " + name;
        if (flags & kOut) return t + "& " + name;
        static const std::set<std::string> by_ref = {"StrProperty", "TextProperty", "NameProperty", "StructProperty",
                                                     "ArrayProperty", "SetProperty", "MapProperty"};
        if (by_ref.count(str(p, "type")) && t != "int32") return "const " + t + "& " + name;
        return t + " " + name;
    }

    std::string signature(const json::value& f, const std::string& name) const {
        std::string ret = "void", params;
        for (const auto& p : f.at("params").as_array()) {
            if (num(p, "prop_flags") & kReturn) {
                ret = type(p);
                continue;
            }
            params += (params.empty() ? "" : ", ") + param_decl(p);
        }
        return ret + " " + name + "(" + params + ")";
    }

    void write(const fs::path& out, const std::vector<fs::path>& transcribed, const std::vector<fs::path>& core_roots) const {
        fs::create_directories(out);
        // A struct or enum a transcribed or core header defines is Unreal's own declaration: not derived.
        std::vector<fs::path> declaring = transcribed;
        declaring.insert(declaring.end(), core_roots.begin(), core_roots.end());
        const std::set<std::string> unreal_types = transcribed_types(declaring);
        // Enums, and the structs without a header of their own (CoreMinimal's math types): the
        // engine's in StandinCoreTypes.h, the project's and its plugins' in StandinProjectTypes.h,
        // which only the headers of their types include. An engine type's header is the same text
        // in every project (the engine's compile cache answers for it).
        std::string core = "#pragma once\n// Generated stand-in.\n";
        std::string project = "#pragma once\n// Generated stand-in: the project's and its plugins' types.\n#include \"CoreMinimal.h\"\n";
        // Every class is forward-declared, as UHT headers do, so signatures may name any of them.
        for (const auto& [name, c] : classes_) {
            std::string& target = is_engine("c:", name) ? core : project;
            target += "class " + str(*c, "cpp_name") + ";\n";
            if (str(*c, "super") == "Interface") target += "class I" + name + ";\n";
        }
        for (const auto& [name, e] : enums_) {
            auto cpp = str(*e, "cpp_name");
            if (unreal_types.count(cpp)) continue;
            std::string& target = is_engine("e:", name) ? core : project;
            auto underlying = str(*e, "underlying_type");
            std::string values;
            for (const auto& pair : e->at("pairs").as_array())
                // The value names as Unreal spells them (a regular enum's are unprefixed: RTS_World).
                values += "\t" + std::string(pair.as_array()[0].as_string()) + " = " + json::serialize(pair.as_array()[1]) + ",\n";
            auto form = num(*e, "cpp_form");
            if (form == 2) target += "enum class " + cpp + " : " + underlying + " {\n" + values + "};\n";
            else if (form == 1) target += "namespace " + cpp + " { enum Type : " + underlying + " {\n" + values + "}; }\n";
            else target += "enum " + cpp + " : " + underlying + " {\n" + values + "};\n";
        }
        std::map<std::string, std::string> struct_headers;
        std::set<std::string> project_headers; // the headers of the project's types
        std::set<std::string> done;
        std::function<void(const std::string&)> emit_struct = [&](const std::string& name) {
            if (done.count(name)) return;
            done.insert(name);
            const auto& s = *structs_.at(name);
            if (unreal_types.count(str(s, "cpp_name"))) return;
            auto super = str(s, "super");
            std::string header = str(s, "header");
            if (!is_engine("s:", name) && !header.empty()) project_headers.insert(header);
            std::string& target = header.empty() ? (is_engine("s:", name) ? core : project) : struct_headers[header];
            std::string base;
            if (!super.empty() && structs_.count(super)) {
                emit_struct(super);
                auto super_header = str(*structs_.at(super), "header");
                if (!super_header.empty() && super_header != header) target += "#include \"" + super_header + "\"\n";
                base = " : public " + str(*structs_.at(super), "cpp_name");
            }
            target += "struct " + str(s, "cpp_name") + base + " { uint8 StandinBytes[16]; };\n";
        };
        for (const auto& [name, s] : structs_) emit_struct(name);
        write_file(out / "StandinCoreTypes.h", core);
        if (!engine_.empty()) write_file(out / "StandinProjectTypes.h", project);

        // Classes, grouped by header, parents first.
        std::map<std::string, std::string> class_headers;
        std::map<std::string, std::set<std::string>> includes;
        std::set<std::string> emitted;
        std::function<void(const std::string&)> emit_class = [&](const std::string& name) {
            if (emitted.count(name)) return;
            emitted.insert(name);
            const auto& c = *classes_.at(name);
            auto header = str(c, "header");
            auto super = str(c, "super");
            auto& inc = includes[header];
            if (!is_engine("c:", name)) project_headers.insert(header);
            std::string bases;
            bool is_interface = super == "Interface";
            if (is_interface) {
                inc.insert("UObject/Interface.h");
                bases = " : public UInterface";
            } else if (!super.empty() && classes_.count(super)) {
                emit_class(super);
                inc.insert(str(*classes_.at(super), "header"));
                bases = " : public " + str(*classes_.at(super), "cpp_name");
            }
            for (const auto& i : c.at("interfaces").as_array()) {
                std::string iname(i.as_string());
                auto it = classes_.find(iname.substr(1));
                if (it == classes_.end()) continue;
                emit_class(it->first);
                inc.insert(str(*it->second, "header"));
                bases += ", public " + iname;
            }
            std::string pub, prot;
            // The headers of the structs its functions use, as an engine header includes them.
            std::function<void(const json::value&)> need_structs = [&](const json::value& p) {
                if (!p.is_object()) return;
                auto sn = str(p, "struct_name");
                if (auto it = structs_.find(sn); !sn.empty() && it != structs_.end()) {
                    auto sh = str(*it->second, "header");
                    if (!sh.empty()) inc.insert(sh);
                }
                for (const char* k : {"inner_prop", "key_prop", "value_prop", "element_prop"})
                    if (const auto* inner = p.as_object().if_contains(k)) need_structs(*inner);
            };
            for (const auto& f : c.at("funcs").as_array())
                for (const auto& p : f.at("params").as_array()) need_structs(p);
            for (const auto& f : c.at("funcs").as_array()) {
                auto flags = num(f, "func_flags");
                bool is_static = f.as_object().contains("is_static") && f.at("is_static").as_bool();
                auto name_f = str(f, "name");
                std::string prefix = is_static ? "static " : is_interface ? "virtual " : "";
                std::string decl = "\t" + prefix + signature(f, name_f) + ";\n";
                if ((flags & kEvent) && (flags & kNative) && !is_interface) {
                    pub += decl;
                    prot += "\tvirtual " + signature(f, name_f + "_Implementation") + ";\n";
                } else if (flags & kProtected) {
                    prot += decl;
                } else {
                    pub += decl;
                }
            }
            std::string body = "public:\n" + pub + "protected:\n" + prot;
            auto cpp = str(c, "cpp_name");
            auto& text = class_headers[header];
            if (is_interface) {
                text += "class " + cpp + bases + " {};\n";
                text += "class I" + name + " {\n" + body + "};\n";
            } else {
                text += "class " + cpp + bases + " {\n" + body + "};\n";
            }
        };
        for (const auto& [name, c] : classes_) emit_class(name);
        std::set<std::string> all_headers;
        for (const auto& [h, t] : struct_headers) all_headers.insert(h);
        for (const auto& [h, t] : class_headers) all_headers.insert(h);
        for (const auto& header : all_headers) {
            std::error_code ec;
            bool real = false; // the real one stands in
            for (const auto& root : transcribed) real = real || fs::exists(root / header, ec);
            if (real) continue;
            std::string head = "#pragma once\n// Generated stand-in.\n#include \"CoreMinimal.h\"\n";
            if (header == "UObject/Object.h") head += "#include \"UObject/UObjectBaseUtility.h\"\n"; // IsValid, as in Unreal
            // What an engine header's signatures may name, from the headers Unreal declares them in.
            head += "#include \"Templates/SubclassOf.h\"\n#include \"UObject/ScriptInterface.h\"\n#include \"UObject/SoftObjectPtr.h\"\n";
            for (const auto& i : includes[header])
                if (i != header) head += "#include \"" + i + "\"\n";
            if (project_headers.count(header) && !engine_.empty()) head += "#include \"StandinProjectTypes.h\"\n";
            auto s_it = struct_headers.find(header);
            auto c_it = class_headers.find(header);
            write_file(out / header, head + (s_it != struct_headers.end() ? s_it->second : "") +
                                         (c_it != class_headers.end() ? c_it->second : ""));
        }
    }

private:
    static void write_file(const fs::path& p, const std::string& text) {
        fs::create_directories(p.parent_path());
        std::ofstream(p) << text;
    }

    std::map<std::string, const json::value*> classes_, structs_, enums_;
    std::set<std::string> engine_;
};

} // namespace

void write_standin_headers(const fs::path& uht_dir, const fs::path& out_dir, const std::vector<fs::path>& transcribed,
                           const std::vector<fs::path>& core, const fs::path& engine_uht_dir) {
    auto classes = load(uht_dir / "rusteal_classes.json");
    auto structs = load(uht_dir / "rusteal_structs.json");
    auto enums = load(uht_dir / "rusteal_enums.json");
    std::set<std::string> engine;
    if (!engine_uht_dir.empty()) {
        for (const auto& [file, key, kind] : {std::tuple{"rusteal_classes.json", "classes", "c:"}, std::tuple{"rusteal_structs.json", "structs", "s:"},
                                              std::tuple{"rusteal_enums.json", "enums", "e:"}})
        {
            const json::value types = load(engine_uht_dir / file);
            for (const auto& t : types.at(key).as_array()) engine.insert(kind + str(t, "name"));
        }
    }
    Standin(classes, structs, enums, std::move(engine)).write(out_dir, transcribed, core);
}

} // namespace rusteal::test
