#pragma once
// CodeGenerator: one library's code generation, kept alive between runs (the daemon holds one per
// library) so that a regeneration does work in proportion to what changed.
//
// Contract:
//  - generate() builds every output in memory first; only when all of it succeeded does it touch
//    the disk, so a failed generation leaves the previous output as it was;
//  - every file goes through OutputWriter (write-if-changed, atomic, nothing outside the output
//    folders); stale RustealFunc_*.cpp are removed one by one;
//  - per-class wrapper files are re-emitted only when their class (or the type names, or the
//    configuration) changed since the previous run; the id files are re-emitted every run and
//    rewritten only when a function was added or removed;
//  - from unchanged inputs on disk, the previous output is re-issued in full (a generated file that
//    was deleted or edited is restored); from a model in memory, files carried over unchanged from
//    the previous run are not touched at all;
//  - the digests of the output are persisted in <state dir>/codegen-<library>.digests, so a new
//    process recognises unchanged files without reading them;
//  - every member the filters left out is listed with its reason in
//    <state dir>/codegen-<library>.skipped.txt (report.skipped_report).
// It emits the C++ side (wrappers, RustealFuncIds.h, RustealFillFuncTable.cpp, module_deps.txt,
// the .uplugin's plugin dependencies) and the Rust bindings crate (rust_emitter.hpp); class files of
// both sides are cached by class, so a change to one class re-emits that class's files only.
#include "generators/filter.hpp"
#include "generators/output_writer.hpp"
#include "generators/reflection_model.hpp"
#include "generators/rusteal_config.hpp"

#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <unordered_set>
#include <string>
#include <vector>

namespace rusteal::generators {

struct LibraryPaths {
    std::string plugin_name;               // empty for the game's library
    std::filesystem::path uht_dir;         // <root>/Intermediate/Rusteal/uht
    std::filesystem::path config_file;     // rusteal.toml
    std::filesystem::path bindings_dir;    // Rust/bindings
    std::filesystem::path cpp_dir;         // .../Source/<Module>/Generated
    std::filesystem::path uplugin;         // the .uplugin that gets engine plugin dependencies
    std::filesystem::path state_dir;       // <root>/Intermediate/Rusteal
};

LibraryPaths game_library_paths(const std::filesystem::path& project_root);
LibraryPaths plugin_library_paths(const std::filesystem::path& project_root, const std::string& plugin);

struct GenerationReport {
    std::size_t modules = 0, classes = 0, structs = 0, enums = 0, functions = 0;
    std::size_t files_emitted = 0;  // built in memory this run
    std::size_t files_reused = 0;   // unchanged classes whose wrappers were not rebuilt
    std::vector<std::filesystem::path> written;
    std::vector<std::filesystem::path> removed;
    std::vector<Skipped> skipped;
    std::filesystem::path skipped_report;                   // every skipped member with its reason, one per line
    std::vector<std::pair<std::string, double>> phase_ms; // where the time went: "bind", "emit", "write", ...
};

class CodeGenerator {
public:
    explicit CodeGenerator(LibraryPaths paths);

    // Reads the inputs from disk (again only if one changed since the previous run) and generates.
    GenerationReport generate();
    // Generates from inputs already in memory (the daemon's model, tests, benchmarks). When the
    // caller knows which class records changed since the previous run on this generator, it
    // passes their names in `changed_classes` and the others are not even hashed; without it
    // every record is compared with the previous run's.
    GenerationReport generate(const ReflectionModel& model, const RustealConfig& config,
                              const std::set<std::string>* changed_classes = nullptr);

    const LibraryPaths& paths() const { return paths_; }
    std::string library_name() const; // "game" or the plugin's name

private:
    // Contents are shared, not copied: a run hands the cached text of every unchanged file to the
    // writer and keeps it for the next run without copying tens of megabytes.
    using Text = std::shared_ptr<const std::string>;
    struct CachedFile {
        std::uint64_t key;     // hash of everything the file is made from
        Text content;
        std::uint64_t digest;  // content_digest(*content)
    };
    struct PendingFile {
        std::filesystem::path path;
        Text content;
        std::optional<std::uint64_t> digest; // known for wrappers reused from the previous run
        bool verified = false; // written or checked by this generator's previous run: no I/O needed
    };
    struct LastOutput {
        std::vector<PendingFile> files;
        std::vector<std::string> engine_plugins; // for the .uplugin, which is read afresh each run
        GenerationReport report;
    };
    // reissue_all: write every file (restoring any that was deleted or edited), even those this
    // generator verified before.
    std::vector<std::filesystem::path> write_files(const std::vector<PendingFile>& files,
                                                   const std::vector<std::string>& engine_plugins, bool reissue_all,
                                                   GenerationReport& report);

    struct Inputs {
        std::vector<std::pair<std::uintmax_t, std::filesystem::file_time_type>> stamps; // 3 JSON files, rusteal.toml
        ReflectionModel model;
        RustealConfig config;
    };
    LibraryPaths paths_;
    std::optional<Inputs> inputs_;
    std::optional<LastOutput> last_output_; // what the last successful run produced, for unchanged inputs
    std::uint64_t last_inputs_key_ = 0;      // everything that run was made from
    bool digests_loaded_ = false;
    std::optional<OutputWriter> writer_;
    std::map<std::string, CachedFile> wrapper_cache_; // by file name
    struct CachedRustFile {
        CachedFile file;
        std::vector<Skipped> skipped; // what the Rust side left out of the class
        std::filesystem::path path;   // for struct and enum files
    };
    std::map<std::string, CachedRustFile> rust_class_cache_; // by class name
    std::map<std::string, CachedRustFile> rust_type_cache_;  // structs ("s:Name") and enums ("e:Name")
    // Every file the previous run of this generator produced (unset before its first run).
    std::optional<std::unordered_set<std::string>> previous_paths_;

    // A class's binding, kept as indices so that it survives a new model object.
    struct ClassState {
        std::uint64_t record_hash = 0; // the class record
        std::uint64_t key = 0;         // record, implemented interfaces, types and configuration
        bool bound = false;
        std::vector<std::uint32_t> props; // indices into the record's props
        struct Func {
            std::string declared_in; // the class or interface that declares it
            std::uint32_t index;     // into declared_in's funcs
            std::string name;        // after overload numbering
            std::string via;         // "IFoo" for interface functions
        };
        std::vector<Func> funcs;
        std::vector<Skipped> skipped;
    };
    std::map<std::string, ClassState> class_cache_; // by class name
};

// The checks of the reference's verify_output for what this generator writes; an empty list
// means the output is complete. Each entry says what is wrong.
std::vector<std::string> verify_output(const LibraryPaths& paths, const std::vector<std::string>& enabled_rust_modules,
                                       std::size_t expected_functions);

// Adds {"Name": <plugin>, "Enabled": true} to the .uplugin's Plugins for each given plugin not
// listed yet, keeping everything else; returns the new text, or nullopt when nothing was missing.
std::optional<std::string> add_uplugin_dependencies(const std::string& uplugin_json, const std::vector<std::string>& plugins,
                                                    const std::string& origin);

} // namespace rusteal::generators
