#include "generators/type_map.hpp"

#include <array>
#include <utility>

namespace rusteal::generators {
namespace {

constexpr std::array<std::pair<std::string_view, TypeKind>, 27> kTypes = {{
    {"BoolProperty", TypeKind::Bool},
    {"Int8Property", TypeKind::Int8},
    {"ByteProperty", TypeKind::UInt8},
    {"Int16Property", TypeKind::Int16},
    {"UInt16Property", TypeKind::UInt16},
    {"IntProperty", TypeKind::Int32},
    {"UInt32Property", TypeKind::UInt32},
    {"Int64Property", TypeKind::Int64},
    {"UInt64Property", TypeKind::UInt64},
    {"FloatProperty", TypeKind::Float},
    {"DoubleProperty", TypeKind::Double},
    {"StrProperty", TypeKind::String},
    {"NameProperty", TypeKind::Name},
    {"TextProperty", TypeKind::Text},
    {"EnumProperty", TypeKind::Enum},
    {"ObjectProperty", TypeKind::Object},
    {"ClassProperty", TypeKind::Class},
    {"StructProperty", TypeKind::Struct},
    {"ArrayProperty", TypeKind::Array},
    {"MapProperty", TypeKind::Map},
    {"SetProperty", TypeKind::Set},
    {"SoftObjectProperty", TypeKind::SoftObject},
    {"WeakObjectProperty", TypeKind::WeakObject},
    {"InterfaceProperty", TypeKind::Interface},
    {"DelegateProperty", TypeKind::Delegate},
    {"MulticastInlineDelegateProperty", TypeKind::MulticastDelegate},
    {"MulticastSparseDelegateProperty", TypeKind::MulticastDelegate},
}};

} // namespace

bool is_supported_type(std::string_view ue_type) {
    for (const auto& [name, kind] : kTypes)
        if (name == ue_type) return true;
    return false;
}

std::optional<TypeKind> classify(const PropertyInfo& p) {
    for (const auto& [name, kind] : kTypes) {
        if (name != p.type) continue;
        if (kind == TypeKind::UInt8 && p.enum_name) return TypeKind::Enum;
        return kind;
    }
    return std::nullopt;
}

bool is_container(TypeKind k) { return k == TypeKind::Array || k == TypeKind::Map || k == TypeKind::Set; }
bool is_delegate(TypeKind k) { return k == TypeKind::Delegate || k == TypeKind::MulticastDelegate; }
bool is_object_like(TypeKind k) {
    return k == TypeKind::Object || k == TypeKind::SoftObject || k == TypeKind::WeakObject || k == TypeKind::Class ||
           k == TypeKind::Interface;
}

} // namespace rusteal::generators
