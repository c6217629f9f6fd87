#pragma once
// Which UE property types the bindings support and what kind of value each is
// (docs/generators.md "Supported types"). The emitters turn a TypeKind into Rust and C++
// spellings; the filters use it to decide what stays.
#include "generators/reflection_model.hpp"

#include <optional>
#include <string_view>

namespace rusteal::generators {

enum class TypeKind {
    Bool, Int8, UInt8, Int16, UInt16, Int32, UInt32, Int64, UInt64, Float, Double,
    String, Text, Name, Enum,
    Object, SoftObject, WeakObject, Class, Interface, Struct,
    Array, Map, Set,
    Delegate, MulticastDelegate,
};

// The 27 supported UE property class names.
bool is_supported_type(std::string_view ue_type);

// The kind of a supported property; nullopt when its type is unsupported. A ByteProperty with an
// enum_name is an Enum.
std::optional<TypeKind> classify(const PropertyInfo& p);

bool is_container(TypeKind k);
bool is_delegate(TypeKind k);
bool is_object_like(TypeKind k); // Object, SoftObject, WeakObject, Class, Interface

} // namespace rusteal::generators
