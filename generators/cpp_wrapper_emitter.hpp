#pragma once
// The C++ side of every bound function: RustealFunc_<module>_<Class>.cpp, one extern "C" wrapper
// per function, in the shape docs/generators.md "The generated files" gives (strings as pointer and
// length, structs as bytes, containers as base and property, out parameters as pointers, protected
// functions and BlueprintNativeEvents through a using-declaration and a member pointer, interface
// functions through a cast, static functions on the class). Wrappers never mention function ids.
#include "generators/filter.hpp"
#include "generators/function_table.hpp"
#include "generators/library_context.hpp"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace rusteal::generators {

struct GeneratedFile {
    std::string name;    // file name, relative to its output folder
    std::string content;
};

// The UE C++ spelling of a property's type as a function parameter or local ("AActor*",
// "TArray<FVector>", "TEnumAsByte<ETouchIndex::Type>"). Only the generator uses it: the stand-in
// headers the wrappers are compiled against (test/support/standin_headers.cpp) spell every type on
// their own, so a wrong spelling here fails that compile instead of agreeing with itself.
class CppTypeNames {
public:
    explicit CppTypeNames(const ReflectionModel& model);
    std::string value_type(const PropertyInfo& p) const;
    std::string enum_type(const std::string& enum_name) const;   // "ETouchIndex::Type", "EAttachmentRule"
    std::string enum_storage(const PropertyInfo& p) const;       // as stored: TEnumAsByte<...> for forms 0 and 1
    std::string int_type_of_enum(const PropertyInfo& p) const;   // "uint8_t"
    const ClassInfo* cls(const std::string& name) const;
    const StructInfo* strct(const std::string& name) const;
    const EnumInfo* enm(const std::string& name) const;

private:
    std::unordered_map<std::string_view, const ClassInfo*> classes_;
    std::unordered_map<std::string_view, const StructInfo*> structs_;
    std::unordered_map<std::string_view, const EnumInfo*> enums_;
};

// "RustealFunc_<module>_<Class>.cpp": the wrapper file of one (module, class).
std::string wrapper_file_name(const std::string& module, const std::string& class_name);

// The table's entries grouped by wrapper file (wrapper_file_name), in table order.
std::map<std::string, std::vector<const FunctionTableEntry*>> group_wrapper_files(const std::vector<FunctionTableEntry>& table);

// One wrapper file: the entries of one (module, class).
// It defines each wrapper (extern "C", returning a status code) and, last, the function that
// hands their addresses, in table order, to the table's filling:
// `void* const* wrapper_fill_function(symbol_prefix, file_name)(uint32_t* OutCount)`.
GeneratedFile emit_cpp_wrapper_file(const CppTypeNames& names, const std::string& file_name,
                                    const std::vector<const FunctionTableEntry*>& entries, std::string_view symbol_prefix);

// "<prefix>RustealFuncs_<module>_<Class>", defined in that wrapper file.
std::string wrapper_fill_function(std::string_view symbol_prefix, const std::string& file_name);

std::vector<GeneratedFile> emit_cpp_wrappers(const ReflectionModel& model, const std::vector<FunctionTableEntry>& table,
                                             const LibraryContext& ctx);

} // namespace rusteal::generators
