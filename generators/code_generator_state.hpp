#pragma once
// What CodeGenerator keeps between runs (code_generator.cpp) and what one run's phases
// (code_generator_run.cpp) share: the generated files as the last run left them, each type's
// binding entry, and the generator's State. Private to the generator's two source files.
#include "generators/code_generator.hpp"
#include "generators/digest.hpp"
#include "generators/filter.hpp"
#include "generators/function_table.hpp"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace rusteal::generators {

namespace codegen {
namespace fs = std::filesystem;

// A record's digest: what tells its binding must be made again.
std::uint64_t hash_class(const ClassInfo& c);
std::uint64_t hash_struct(const StructInfo& s);
std::uint64_t hash_enum(const EnumInfo& e);
// What every wrapper may depend on besides its own class: the names, headers and forms of all
// types, and the library's configuration.
std::uint64_t global_key(const ReflectionModel& m, const LibraryContext& ctx);
// Runs independent emissions on a few threads (when there are enough of them to pay for the
// threads); the first failure in task order is rethrown.
void run_tasks(const std::vector<std::function<void()>>& tasks, std::size_t min_parallel = 16);

using Text = std::shared_ptr<const std::string>;

// One generated file as the last run left it.
struct OutFile {
    fs::path path;
    Text content;
    std::uint64_t digest = 0;
    std::uint64_t key = 0;  // what it was made from; 0: not made
    bool emitted = false;   // made in the current run
    bool on_disk = false;   // written or verified by this generator since it was made

    void set(fs::path p, std::string text, std::uint64_t made_from) {
        path = std::move(p);
        digest = content_digest(text);
        content = std::make_shared<std::string>(std::move(text)); // not const: take_text() may reuse it
        key = made_from;
        emitted = true;
        on_disk = false;
    }
    // The text's memory for the next version of the file, when nothing else holds the text.
    std::string take_text() {
        std::string out;
        if (content && content.use_count() == 1) out = std::move(*std::const_pointer_cast<std::string>(content));
        content.reset();
        return out;
    }
};

struct NameHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};
template <typename T>
using ByName = std::unordered_map<std::string, T, NameHash, std::equal_to<>>;

// The listing lines of what the binder left out.
std::string skipped_lines(const std::vector<Skipped>& skipped);

// What a class and a struct keep of their binding: the filters' verdict, the bound properties as
// indices into the record (the pointers are refreshed each run, so the binding survives a new
// model object), what was left out, the modules the Rust file refers to, and that file.
struct BindingEntry {
    std::uint64_t run = 0;         // the last run whose model had the type
    std::uint64_t record_hash = 0;
    std::uint64_t key = 0;         // record, type names, configuration (and a class's interfaces)
    bool rebound = false;          // bound afresh in the current run
    bool bound = false;
    std::vector<std::uint32_t> props;
    std::string skipped;           // what the binder left out, as lines of the listing
    std::size_t skipped_count = 0;
    std::set<std::string> refs;    // the other modules its Rust file refers to
    OutFile rust;

    // Takes the binder's result for `record`.
    template <typename Bound, typename Record>
    void take(std::optional<Bound>&& fresh, const std::vector<Skipped>& left_out, Bound& slot, const Record& record) {
        skipped = skipped_lines(left_out);
        skipped_count = left_out.size();
        bound = fresh.has_value();
        slot = fresh ? std::move(*fresh) : Bound{};
        props.clear();
        for (const auto* p : slot.props) props.push_back(static_cast<std::uint32_t>(p - record.props.data()));
    }
    // Points the kept binding at this run's `record`.
    template <typename Bound, typename Record>
    void refresh(Bound& slot, const Record& record, const LibraryContext& ctx) const {
        slot.info = &record;
        slot.module = ctx.module_of(record.package);
        for (std::size_t k = 0; k < props.size(); ++k) slot.props[k] = &record.props[props[k]];
    }
};

struct ClassEntry : BindingEntry {
    std::size_t index = 0; // its position in the current model
    // Where the binding's pointers point: when the record (and its arrays) are where they were
    // and no function comes from an interface, they need no refreshing.
    struct Target {
        const ClassInfo* record = nullptr;
        const PropertyInfo* props = nullptr;
        const FunctionInfo* funcs = nullptr;
        bool operator==(const Target&) const = default;
    } pointed_at;
    bool own_functions_only = true;
    bool points_at(const ClassInfo& c) const {
        return own_functions_only && pointed_at == Target{&c, c.props.data(), c.funcs.data()};
    }
    struct Func {
        std::string declared_in; // the class or interface that declares it
        std::uint32_t index;     // into declared_in's funcs
    };
    std::vector<Func> funcs; // parallel to bc.funcs
    BoundClass bc{};
    std::uint64_t rows_hash = 0; // its function-table rows
    std::size_t table_begin = 0, table_count = 0;
    OutFile wrapper;
    std::string rust_skipped; // what the Rust side left out
    std::size_t rust_skipped_count = 0;
};

struct StructEntry : BindingEntry {
    BoundStruct bs{};
    const PropertyInfo* props_at = nullptr; // where the binding's pointers point
};

struct EnumEntry {
    std::uint64_t run = 0;
    std::uint64_t record_hash = 0;
    BoundEnum be{};
    bool bound = false;
    OutFile rust;
};

} // namespace codegen

struct CodeGenerator::State {
    using OutFile = codegen::OutFile;
    template <typename T>
    using ByName = codegen::ByName<T>;
    using ClassEntry = codegen::ClassEntry;
    using StructEntry = codegen::StructEntry;
    using EnumEntry = codegen::EnumEntry;

    std::uint64_t run = 0;
    std::uint64_t global = 0;     // what every derived thing depends on (type names, configuration)
    std::uint64_t everything = 0; // all the inputs of the last successful run
    bool has_output = false;
    std::optional<LibraryContext> ctx; // the current run's; the bindings point into it
    ByName<ClassEntry> classes;
    ByName<StructEntry> structs;
    ByName<EnumEntry> enums;
    std::vector<FunctionTableEntry> table; // sorted by (module, class, function); rows point into the entries
    std::uint64_t ids_key = 0, crate_key = 0;
    std::vector<OutFile> crate_files, manual_files;
    OutFile ids_rs, ids_h, fill_cpp, module_deps, skipped_listing;
    std::vector<std::string> engine_plugins;
    GenerationReport report; // of the last successful run
    std::optional<OutputWriter> writer;
    bool digests_loaded = false;
    bool wrote_before = false; // a run of this state reached the disk

    template <typename F>
    void for_each_file(F&& f) {
        for (auto& x : crate_files) f(x);
        for (auto& x : manual_files) f(x);
        for (auto& [name, e] : classes) {
            if (e.wrapper.key) f(e.wrapper);
            if (e.rust.key) f(e.rust);
        }
        for (auto& [name, e] : structs)
            if (e.rust.key) f(e.rust);
        for (auto& [name, e] : enums)
            if (e.rust.key) f(e.rust);
        for (auto* x : {&ids_rs, &ids_h, &fill_cpp, &module_deps, &skipped_listing})
            if (x->key) f(*x);
    }
};

} // namespace rusteal::generators
