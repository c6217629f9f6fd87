#pragma once
// Small reflection records for tests that build a model by hand.
#include "generators/reflection_model.hpp"

#include <string>

namespace rusteal::test {

inline generators::ClassInfo make_class(std::string name, std::string cpp_name, std::string package) {
    generators::ClassInfo c;
    c.name = std::move(name);
    c.cpp_name = std::move(cpp_name);
    c.package = std::move(package);
    return c;
}

inline generators::FunctionInfo make_function(std::string name, std::uint32_t flags) {
    generators::FunctionInfo f;
    f.name = std::move(name);
    f.func_flags = flags;
    return f;
}

} // namespace rusteal::test
