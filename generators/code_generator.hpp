#pragma once
// CodeGenerator: one library's code generation, kept alive between runs (the daemon holds one per
// library) so that a regeneration does work in proportion to what changed.
//
// Contract:
//  - generate() builds every output in memory first; only when all of it succeeded does it touch
//    the disk, so a failed generation leaves the previous output as it was;
//  - every file goes through OutputWriter (write-if-changed, atomic, nothing outside the output
//    folders); stale RustealFunc_*.cpp are removed one by one;
//  - it keeps, per class, struct and enum, the binding, the function-table rows, the modules its
//    file references and its files, and re-derives only the types whose record (or the type names,
//    or the configuration) changed since the previous run; the id files are re-emitted only when a
//    function was added, removed or renamed; nothing else is proportional to the model but a pass
//    of hashing and pointer refreshing over it;
//  - from unchanged inputs on disk, the previous output is re-issued in full (a generated file that
//    was deleted or edited is restored); from a model in memory, files carried over unchanged from
//    the previous run are not touched at all, unless the output folders went away since then (the
//    digests file is gone or replaced: a project deleted and made again at the same path), when
//    the whole output is written again;
//  - the digests of the output are persisted in <state dir>/codegen-<library>.digests, so a new
//    process recognises unchanged files without reading them;
//  - every member the filters left out is listed with its reason in
//    <state dir>/codegen-<library>.skipped.txt (report.skipped_report).
// It emits the C++ side (wrappers, RustealFuncIds.h, RustealFillFuncTable.cpp, module_deps.txt,
// the .uplugin's plugin dependencies) and the Rust bindings crate (rust_emitter.hpp); class files of
// both sides are cached by class, so a change to one class re-emits that class's files only.
#include "generators/filter.hpp"
#include "generators/load_reflection.hpp"
#include "generators/output_writer.hpp"
#include "generators/reflection_model.hpp"
#include "generators/rusteal_config.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <set>
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
    std::size_t files_reused = 0;   // carried over from the previous run without being rebuilt
    std::vector<std::filesystem::path> written;
    std::vector<std::filesystem::path> removed;
    std::size_t skipped = 0;                                // members left out of the bindings
    std::filesystem::path skipped_report;                   // each of them with its reason, one per line
    std::vector<std::pair<std::string, double>> phase_ms; // where the time went: "bind", "emit", "write", ...
};

class CodeGenerator {
public:
    explicit CodeGenerator(LibraryPaths paths);
    ~CodeGenerator();
    CodeGenerator(CodeGenerator&&) noexcept;
    CodeGenerator& operator=(CodeGenerator&&) noexcept;

    // Reads the inputs from disk (again only if one changed since the previous run; then only the
    // records whose text changed are parsed, and only those classes re-derived) and generates.
    GenerationReport generate();
    // Generates from inputs already in memory (the daemon's model, tests, benchmarks). When the
    // caller knows which class records changed since the previous run on this generator, it
    // passes their names in `changed_classes` and the others are not even hashed; without it
    // every record is compared with the previous run's. A failed run forgets what the previous
    // ones derived: the next run re-derives everything (and writes only what differs on disk).
    GenerationReport generate(const ReflectionModel& model, const RustealConfig& config,
                              const std::set<std::string>* changed_classes = nullptr);

    const LibraryPaths& paths() const { return paths_; }
    std::string library_name() const; // "game" or the plugin's name

private:
    struct State; // everything derived from the previous runs (code_generator_state.hpp)
    struct Run;   // one run's phases: hash, bind, table, emit, id files, write, verify (code_generator_run.cpp)
    GenerationReport run(const ReflectionModel& model, const RustealConfig& config,
                         const std::set<std::string>* changed_classes);
    GenerationReport guarded_run(const ReflectionModel& model, const RustealConfig& config,
                                 const std::set<std::string>* changed_classes); // run(), forgetting all on failure
    GenerationReport reissue(); // the previous run's output again, through the writer
    std::optional<std::string> uplugin_update() const; // the .uplugin with missing engine plugins added

    struct Inputs {
        std::vector<std::pair<std::uintmax_t, std::filesystem::file_time_type>> stamps; // 3 JSON files, rusteal.toml
        RustealConfig config;
    };
    LibraryPaths paths_;
    ReflectionLoader loader_; // the model of the last load from disk, and its records' digests
    std::optional<Inputs> inputs_;
    bool last_run_from_loader_ = false; // the previous successful run was made from loader_'s model
    std::unique_ptr<State> state_;
};

// The checks of the reference's verify_output for what this generator writes; an empty list
// means the output is complete. Each entry says what is wrong. `ids_header`, when given, is the
// text of RustealFuncIds.h as just written (the file is then not read back).
std::vector<std::string> verify_output(const LibraryPaths& paths, const std::vector<std::string>& enabled_rust_modules,
                                       std::size_t expected_functions, const std::string* ids_header = nullptr);

// Adds {"Name": <plugin>, "Enabled": true} to the .uplugin's Plugins for each given plugin not
// listed yet, keeping everything else; returns the new text, or nullopt when nothing was missing.
std::optional<std::string> add_uplugin_dependencies(const std::string& uplugin_json, const std::vector<std::string>& plugins,
                                                    const std::string& origin);
// The same for the .uplugin file at `uplugin`, read afresh (it is the user's file); nullopt too
// when there is no such file.
std::optional<std::string> add_uplugin_dependencies(const std::filesystem::path& uplugin, const std::vector<std::string>& plugins);

} // namespace rusteal::generators
