#pragma once
// The engine's reflection as the exporter writes it (rusteal_classes.json, rusteal_structs.json,
// rusteal_enums.json; format in docs/generators.md "The reflection format"), as plain C++ values.
// Field names follow the JSON. Flags are kept as the exporter meant them: u32 flags that arrive
// sign-extended (negative) keep their low 32 bits.
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rusteal::generators {

struct PropertyInfo {
    std::string name;
    std::string type; // a UE property class name: "IntProperty", "ArrayProperty", ...
    std::uint64_t prop_flags = 0;
    std::uint32_t array_dim = 1;
    std::optional<std::string> enum_name, enum_cpp_name, enum_underlying_type;
    std::optional<std::uint32_t> enum_cpp_form;
    std::optional<std::string> class_name, meta_class_name, struct_name, interface_name;
    bool has_func_info = false;                    // delegates: func_info present
    std::optional<std::vector<PropertyInfo>> delegate_params; // func_info.params when present
    std::unique_ptr<PropertyInfo> inner_prop, key_prop, value_prop, element_prop;
    std::optional<std::string> getter, setter, default_value;

    PropertyInfo() = default;
    PropertyInfo(const PropertyInfo& other);
    PropertyInfo& operator=(const PropertyInfo& other);
    PropertyInfo(PropertyInfo&&) noexcept = default;
    PropertyInfo& operator=(PropertyInfo&&) noexcept = default;
};

struct FunctionInfo {
    std::string name;
    std::uint32_t func_flags = 0;
    bool is_static = false;
    std::vector<PropertyInfo> params; // the return value is the param with CPF_ReturnParm
};

struct ClassInfo {
    std::string name;     // without prefix: "Actor"
    std::string cpp_name; // "AActor"
    std::string package;  // "Engine"
    std::string header;
    bool header_public = true;
    std::uint32_t class_flags = 0;
    std::optional<std::string> super;
    std::vector<std::string> interfaces;
    std::vector<PropertyInfo> props;
    std::vector<FunctionInfo> funcs;
};

struct StructInfo {
    std::string name, cpp_name, package, header;
    bool header_public = true;
    std::uint32_t struct_flags = 0;
    std::optional<std::string> super;
    bool has_static_struct = false;
    std::vector<PropertyInfo> props;
};

struct EnumInfo {
    std::string name, cpp_name, package;
    std::string underlying_type = "uint8";
    std::uint32_t cpp_form = 2; // ECppForm: 0 Regular, 1 Namespaced, 2 EnumClass (the default when missing)
    std::vector<std::pair<std::string, std::int64_t>> pairs;
};

struct ReflectionModel {
    std::vector<ClassInfo> classes;
    std::vector<StructInfo> structs;
    std::vector<EnumInfo> enums;

    std::size_t function_count() const;
};

} // namespace rusteal::generators
