// The third stage of the header reflector (header_reflection.hpp): every type the headers
// declare or the caller knows, by C++ name, and the resolution of a declared type
// (`TArray<TObjectPtr<AActor>>`) into the exporter's property description.
#pragma once

#include "header_declarations.hpp"
#include "header_reflection.hpp"

#include <boost/json.hpp>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rusteal::header_reflection {

// An Unreal name from a C++ one: AActor -> Actor, FHitResult -> HitResult, ENetRole stays.
std::string engine_name(const std::string& cpp_name);

struct ClassInfo {
    std::string super;           // C++ name
    std::uint32_t flags = 0;
    bool interface = false;
    bool blueprint_type = false;  // BlueprintType (or Blueprintable) here or on a parent
    const DeclaredStruct* declared = nullptr;
    std::string package, include;
};
struct StructInfo {
    std::string super;
    std::uint32_t flags = 0;
    const DeclaredStruct* declared = nullptr;
    std::string package, include;
};
struct EnumInfo {
    int cpp_form = 2;
    std::string underlying = "uint8";
    const DeclaredEnum* declared = nullptr;
    std::string package;
};
struct DelegateInfo {
    const DeclaredDelegate* declared = nullptr;
};

// One property's type, resolved.
struct PropertyType {
    std::string kind;  // IntProperty, ObjectProperty, ArrayProperty, ...
    std::string class_name, meta_class_name, struct_name, interface_name;  // engine names
    std::string enum_cpp_name;
    const EnumInfo* enum_info = nullptr;
    const DelegateInfo* delegate = nullptr;
    std::unique_ptr<PropertyType> inner, key, value;
    std::uint64_t flags = 0;  // what the type itself brings: UObjectWrapper, TObjectPtr, instancing
    bool instanced = false;   // an object of a DefaultToInstanced class, or holds one
};

class TypeRegistry {
public:
    std::map<std::string, ClassInfo> classes;
    std::map<std::string, StructInfo> structs;
    std::map<std::string, EnumInfo> enums;
    std::map<std::string, DelegateInfo> delegates;
    std::set<std::string> guessed;  // types resolved by their prefix alone

    bool default_to_instanced(const std::string& cpp_class) const;

    // nullopt for a type the exporter's properties cannot be (a raw struct pointer, a TFunction).
    std::optional<PropertyType> resolve(const std::vector<std::string>& type, bool pointer);
};

}  // namespace rusteal::header_reflection
