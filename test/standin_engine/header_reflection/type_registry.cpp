#include "type_registry.hpp"

#include "unreal_flags.hpp"

#include <cctype>

namespace rusteal::header_reflection {

using namespace flags;

std::string engine_name(const std::string& cpp_name) {
    if (cpp_name.size() >= 2 && (cpp_name[0] == 'A' || cpp_name[0] == 'U' || cpp_name[0] == 'I' || cpp_name[0] == 'F') &&
        std::isupper(static_cast<unsigned char>(cpp_name[1])))
        return cpp_name.substr(1);
    return cpp_name;
}

bool TypeRegistry::default_to_instanced(const std::string& cpp_class) const {
    const auto it = classes.find(cpp_class);
    return it != classes.end() && (it->second.flags & CLASS_DefaultToInstanced) != 0;
}

namespace {

const std::map<std::string, std::string>& simple_kinds() {
    static const std::map<std::string, std::string> kinds{
        {"bool", "BoolProperty"},     {"int8", "Int8Property"},     {"int16", "Int16Property"},
        {"int32", "IntProperty"},     {"int", "IntProperty"},       {"int64", "Int64Property"},
        {"uint8", "ByteProperty"},    {"uint16", "UInt16Property"}, {"uint32", "UInt32Property"},
        {"uint64", "UInt64Property"}, {"float", "FloatProperty"},   {"double", "DoubleProperty"},
        {"FString", "StrProperty"},   {"FName", "NameProperty"},    {"FText", "TextProperty"},
        {"FFieldPath", "FieldPathProperty"}, {"FUtf8String", "Utf8StrProperty"}, {"FAnsiString", "AnsiStrProperty"},
    };
    return kinds;
}

// The template's arguments: `TMap < K , V >` -> {K}, {V}; tokens[0] is the template's name.
std::vector<std::vector<std::string>> template_args(const std::vector<std::string>& type) {
    std::vector<std::vector<std::string>> args(1);
    int depth = 0;
    for (std::size_t i = 1; i < type.size(); ++i) {
        const std::string& t = type[i];
        if (t == "<" && depth++ == 0) continue;
        if (t == ">" && --depth == 0) break;
        if (t == "," && depth == 1) {
            args.emplace_back();
            continue;
        }
        args.back().push_back(t);
    }
    return args;
}

}  // namespace

std::optional<PropertyType> TypeRegistry::resolve(const std::vector<std::string>& raw, bool pointer) {
    std::vector<std::string> type;
    for (const auto& t : raw)
        if (t != "const" && t != "class" && t != "struct" && t != "enum" && t != "typename") type.push_back(t);
    if (type.empty()) return std::nullopt;
    bool ptr = pointer;
    if (!type.empty() && type.back() == "*") {
        ptr = true;
        type.pop_back();
    }
    PropertyType p;
    const std::string& head = type[0];
    const auto object_of = [&](const std::string& cpp, PropertyType& out) {
        out.class_name = engine_name(cpp);
        if (!classes.count(cpp)) guessed.insert(cpp);
        if (default_to_instanced(cpp)) out.instanced = true;
    };
    if (type.size() > 1 && type[1] == "<") {
        auto args = template_args(type);
        const auto arg_ptr = [](std::vector<std::string>& a) {
            const bool star = !a.empty() && a.back() == "*";
            if (star) a.pop_back();
            return star;
        };
        if (head == "TObjectPtr" || head == "TWeakObjectPtr" || head == "TLazyObjectPtr" || head == "TSoftObjectPtr") {
            arg_ptr(args[0]);
            p.kind = head == "TObjectPtr" ? "ObjectProperty" : head == "TWeakObjectPtr" ? "WeakObjectProperty"
                     : head == "TLazyObjectPtr" ? "LazyObjectProperty" : "SoftObjectProperty";
            if (args[0].size() == 1 && args[0][0] == "UClass" && head == "TObjectPtr") {
                p.kind = "ClassProperty";
                p.class_name = "Class";
                p.meta_class_name = "Object";
            } else {
                object_of(args[0].back(), p);
            }
            p.flags |= CPF_UObjectWrapper | (head == "TObjectPtr" ? CPF_TObjectPtr : 0);
            if (head != "TObjectPtr") p.instanced = false;
            return p;
        }
        if (head == "TSubclassOf" || head == "TSoftClassPtr") {
            arg_ptr(args[0]);
            p.kind = head == "TSubclassOf" ? "ClassProperty" : "SoftClassProperty";
            p.class_name = "Class";
            p.meta_class_name = engine_name(args[0].back());
            if (!classes.count(args[0].back())) guessed.insert(args[0].back());
            p.flags |= CPF_UObjectWrapper;
            return p;
        }
        if (head == "TScriptInterface") {
            arg_ptr(args[0]);
            p.kind = "InterfaceProperty";
            p.interface_name = engine_name(args[0].back());
            p.flags |= CPF_UObjectWrapper;
            return p;
        }
        if (head == "TEnumAsByte") {
            p.kind = "ByteProperty";
            p.enum_cpp_name = args[0][0];
            const auto it = enums.find(p.enum_cpp_name);
            if (it == enums.end()) {
                guessed.insert(p.enum_cpp_name);
                enums[p.enum_cpp_name] = EnumInfo{1, "uint8", nullptr, ""};
            }
            p.enum_info = &enums.at(p.enum_cpp_name);
            return p;
        }
        if (head == "TFieldPath") {
            p.kind = "FieldPathProperty";
            return p;
        }
        if (head == "TArray" || head == "TSet" || head == "TMap") {
            p.kind = head == "TArray" ? "ArrayProperty" : head == "TSet" ? "SetProperty" : "MapProperty";
            if (head == "TArray" && args.size() > 1) return std::nullopt;  // an allocator: not reflected
            const bool first_ptr = arg_ptr(args[0]);
            auto first = resolve(args[0], first_ptr);
            if (!first) return std::nullopt;
            if (head == "TMap") {
                if (args.size() < 2) return std::nullopt;
                const bool second_ptr = arg_ptr(args[1]);
                auto second = resolve(args[1], second_ptr);
                if (!second) return std::nullopt;
                p.key = std::make_unique<PropertyType>(std::move(*first));
                p.value = std::make_unique<PropertyType>(std::move(*second));
                p.instanced = p.key->instanced || p.value->instanced;
                p.flags |= (p.key->flags | p.value->flags) & (CPF_UObjectWrapper | CPF_TObjectPtr);
            } else {
                p.inner = std::make_unique<PropertyType>(std::move(*first));
                p.instanced = p.inner->instanced;
                p.flags |= p.inner->flags & (CPF_UObjectWrapper | CPF_TObjectPtr);
            }
            return p;
        }
        return std::nullopt;  // TFunction, TSharedPtr, TOptional...: not the exporter's kinds
    }
    // `EFoo::Type`
    std::string name = head;
    if (type.size() == 3 && type[1] == "::" && type[2] == "Type") type.resize(1);
    if (type.size() != 1) return std::nullopt;
    if (ptr) {
        if (name == "UClass") {
            p.kind = "ClassProperty";
            p.class_name = "Class";
            p.meta_class_name = "Object";
            return p;
        }
        const auto it = classes.find(name);
        if (it != classes.end() || ((name[0] == 'U' || name[0] == 'A') && name.size() > 1 &&
                                    std::isupper(static_cast<unsigned char>(name[1])))) {
            p.kind = "ObjectProperty";
            object_of(name, p);
            return p;
        }
        return std::nullopt;  // a pointer to a struct or an interface: not reflected
    }
    if (const auto it = simple_kinds().find(name); it != simple_kinds().end()) {
        p.kind = it->second;
        return p;
    }
    if (const auto it = enums.find(name); it != enums.end()) {
        p.kind = "EnumProperty";
        p.enum_cpp_name = name;
        p.enum_info = &it->second;
        return p;
    }
    if (const auto it = delegates.find(name); it != delegates.end()) {
        const auto kind = it->second.declared ? it->second.declared->kind : DeclaredDelegate::Kind::multicast;
        p.kind = kind == DeclaredDelegate::Kind::single      ? "DelegateProperty"
                 : kind == DeclaredDelegate::Kind::multicast ? "MulticastInlineDelegateProperty"
                                                             : "MulticastSparseDelegateProperty";
        p.delegate = &it->second;
        return p;
    }
    if (structs.count(name) || (name.size() > 1 && name[0] == 'F' && std::isupper(static_cast<unsigned char>(name[1])))) {
        if (!structs.count(name)) guessed.insert(name);
        p.kind = "StructProperty";
        p.struct_name = engine_name(name);
        if (const auto it = structs.find(name); it != structs.end() && (it->second.flags & STRUCT_HasInstancedReference))
            p.instanced = true;
        return p;
    }
    if (name.size() > 1 && name[0] == 'E' && std::isupper(static_cast<unsigned char>(name[1]))) {
        guessed.insert(name);
        enums[name] = EnumInfo{2, "uint8", nullptr, ""};
        p.kind = "EnumProperty";
        p.enum_cpp_name = name;
        p.enum_info = &enums.at(name);
        return p;
    }
    return std::nullopt;
}

}  // namespace rusteal::header_reflection
