#include "generators/reflection_model.hpp"

namespace rusteal::generators {

PropertyInfo::PropertyInfo(const PropertyInfo& o)
    : name(o.name), type(o.type), prop_flags(o.prop_flags), array_dim(o.array_dim), enum_name(o.enum_name),
      enum_cpp_name(o.enum_cpp_name), enum_underlying_type(o.enum_underlying_type), enum_cpp_form(o.enum_cpp_form),
      class_name(o.class_name), meta_class_name(o.meta_class_name), struct_name(o.struct_name),
      interface_name(o.interface_name), has_func_info(o.has_func_info), delegate_params(o.delegate_params),
      inner_prop(o.inner_prop ? std::make_unique<PropertyInfo>(*o.inner_prop) : nullptr),
      key_prop(o.key_prop ? std::make_unique<PropertyInfo>(*o.key_prop) : nullptr),
      value_prop(o.value_prop ? std::make_unique<PropertyInfo>(*o.value_prop) : nullptr),
      element_prop(o.element_prop ? std::make_unique<PropertyInfo>(*o.element_prop) : nullptr), getter(o.getter),
      setter(o.setter), default_value(o.default_value) {}

PropertyInfo& PropertyInfo::operator=(const PropertyInfo& o) {
    if (this != &o) *this = PropertyInfo(o);
    return *this;
}

std::size_t ReflectionModel::function_count() const {
    std::size_t n = 0;
    for (const auto& c : classes) n += c.funcs.size();
    return n;
}

} // namespace rusteal::generators
