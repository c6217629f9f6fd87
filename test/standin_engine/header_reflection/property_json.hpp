// The last stage of the header reflector (header_reflection.hpp): a declared class, struct,
// enum, function or property written as the RustealExporter writes it, flags included, and the
// exporter's rules for what it keeps.
#pragma once

#include "header_declarations.hpp"
#include "type_registry.hpp"

#include <boost/json.hpp>

#include <functional>
#include <string>
#include <vector>

namespace rusteal::header_reflection {

class PropertyJson {
public:
    PropertyJson(TypeRegistry& registry, bool public_members_only)
        : registry_(registry), public_members_only_(public_members_only) {}

    bool keep_property(const Declared& p) const;
    bool keep_function(const DeclaredFunction& f, const DeclaredStruct& owner) const;
    // Every class or struct a kept member's type names.
    void reach(const Declared& p, const std::function<void(const std::string&)>& choose);
    void reach_function(const DeclaredFunction& f, const DeclaredStruct& owner,
                        const std::function<void(const std::string&)>& choose);

    boost::json::object class_json(const DeclaredStruct& c, bool reached);
    boost::json::object struct_json(const DeclaredStruct& s);
    // Empty (and a warning) when an entry's value cannot be evaluated.
    boost::json::value enum_json(const DeclaredEnum& e, std::vector<std::string>& warnings);

    const std::vector<std::string>& warnings() const { return warnings_; }

private:
    TypeRegistry& registry_;
    bool public_members_only_;
    std::vector<std::string> warnings_;

    std::optional<boost::json::object> member_json(const Declared& p, const std::string& owner);
    std::optional<boost::json::object> function_json(const DeclaredFunction& f, const DeclaredStruct& owner);
    std::optional<boost::json::object> delegate_json(const DeclaredDelegate& d);
    std::optional<boost::json::object> param_json(const Declared& p, std::uint64_t extra, const Specifiers& function_specs,
                                                  const std::string& where);
};

// A C++ default argument as UHT writes it into CPP_Default_ metadata: `1.f` -> "1.000000",
// `nullptr` -> "None", `EFoo::Bar` -> "Bar", `FVector::ZeroVector` -> "".
std::string unreal_default(const std::string& cpp, const std::string& property_kind, const std::string& struct_name);

}  // namespace rusteal::header_reflection
