#pragma once
// The Rust side of a library's bindings crate (../shared/reference/rusteal-facts.md §2.8 and
// §2.10): Cargo.toml with per-feature dependencies from the cross-module references, README.md,
// src/lib.rs, src/prelude.rs, one folder per enabled module with mod.rs and one file per type, and
// src/manual/ (the hand-written extensions of generators/manual/, copied). func_ids.rs is
// table_emitters' job.
//
// A class file declares the class's marker type (UeClass, HasParent, Inherits through the parent),
// a `<Class>Ext` trait with its property accessors and function wrappers for every `Checked<T>` and
// `Pinned<T>` whose T inherits the class, and its static functions as inherent functions. Function
// wrappers call the C++ wrapper of the same function through the engine's function table, named by
// its func_ids.rs constant: class files never contain an id. What the Rust side cannot express is
// left out with a `// Skipped: Class.Member (reason)` line and reported.
#include "generators/cpp_wrapper_emitter.hpp"
#include "generators/filter.hpp"
#include "generators/function_table.hpp"
#include "generators/library_context.hpp"

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace rusteal::generators {

struct RustTypeFile {
    GeneratedFile file;           // name relative to the bindings folder: "src/engine/actor.rs"
    std::vector<Skipped> skipped; // members the Rust side left out
};

class RustEmitter {
public:
    RustEmitter(const ReflectionModel& model, const BoundModel& bound, const LibraryContext& ctx,
                const std::vector<FunctionTableEntry>& table);
    ~RustEmitter();
    RustEmitter(const RustEmitter&) = delete;
    RustEmitter& operator=(const RustEmitter&) = delete;

    // Cargo.toml, README.md, src/lib.rs, src/prelude.rs and every src/<module>/mod.rs.
    std::vector<GeneratedFile> crate_files() const;
    RustTypeFile class_file(const BoundClass& c) const;
    RustTypeFile struct_file(const BoundStruct& s) const;
    RustTypeFile enum_file(const BoundEnum& e) const;
    // "src/<module>/<snake name>.rs"
    std::string class_file_name(const BoundClass& c) const;

    // What a module's files depend on beyond their own type: the modules it references.
    std::uint64_t module_key(const std::string& module) const;

    // The Rust modules enabled, sorted.
    std::vector<std::string> modules() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// The files of generators/manual/ (each gated by its feature) as "src/manual/<file>", embedded in
// the library at build time (manual/embed.cmake), so the daemon needs no data folder.
const std::vector<GeneratedFile>& manual_files();

// The features manual/ gates on (for the crate's check-cfg list).
const std::vector<std::string>& manual_features();

} // namespace rusteal::generators
