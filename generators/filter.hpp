#pragma once
// The filters (docs/generators.md "What is bound"): which types, properties and functions
// of the reflection a library's bindings contain. Nothing is dropped silently: every dropped
// member is listed in `skipped` with the reason.
#include "generators/library_context.hpp"
#include "generators/reflection_model.hpp"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace rusteal::generators {

struct BoundFunction {
    const FunctionInfo* info;
    std::string name;                 // after overload numbering ("Foo_1"); the C symbol and Rust names use it
    std::string ue_name;              // the function's name in the engine
    std::string via_interface;        // "IFoo" when inherited from an implemented interface; call through a cast
    const ClassInfo* declared_in;     // the class (or interface) that declares it
};

struct BoundClass {
    const ClassInfo* info;
    const ModuleConfig* module;
    std::vector<const PropertyInfo*> props;
    std::vector<BoundFunction> funcs; // empty for interfaces: their functions are bound on implementers
    bool is_interface() const { return info->super && *info->super == "Interface"; }
};

struct BoundStruct {
    const StructInfo* info;
    const ModuleConfig* module;
    std::vector<const PropertyInfo*> props;
};

struct BoundEnum {
    const EnumInfo* info;
    const ModuleConfig* module;
};

struct Skipped {
    std::string what;   // "Actor.K2_DestroyActor" or "Actor.Tags" (property)
    std::string reason; // "not native", "parameter 'X' has unsupported type FieldPathProperty", ...
};

struct BoundModel {
    std::vector<BoundClass> classes; // in input order
    std::vector<BoundStruct> structs;
    std::vector<BoundEnum> enums;
    std::vector<Skipped> skipped;

    std::size_t function_count() const;
};

// Binds one type at a time against what is available to a library: bind_model() does it for
// every type; the generator uses it to re-bind only the classes that changed.
class Binder {
public:
    Binder(const ReflectionModel& model, const LibraryContext& ctx);
    ~Binder();
    Binder(const Binder&) = delete;
    Binder& operator=(const Binder&) = delete;

    // nullopt when the class is not part of this library (module off, or blocklisted).
    std::optional<BoundClass> bind_class(const ClassInfo& c, std::vector<Skipped>& skipped) const;
    std::optional<BoundStruct> bind_struct(const StructInfo& s, std::vector<Skipped>& skipped) const;
    // The interfaces whose functions `c` gets bound: its "IFoo" entries that are bound here.
    std::vector<const ClassInfo*> bound_interfaces(const ClassInfo& c) const;
    // A class of the model by name (bound or not).
    const ClassInfo* class_named(const std::string& name) const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

BoundModel bind_model(const ReflectionModel& model, const LibraryContext& ctx);

} // namespace rusteal::generators
