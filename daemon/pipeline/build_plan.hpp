#pragma once
// The build pipeline's plan, with no job or protocol in it (docs/projects.md "rusteal build: the five steps"):
// which steps run, which libraries a project has and where each is built and deployed, the
// cargo command line, the fingerprint that proves a step up to date, cargo's JSON messages turned
// into diagnostics, and the atomic deploy.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::pipeline {

inline constexpr int kRustStep = 4; // a plain `rusteal build` runs steps 4-5

struct StepRange {
    int first = kRustStep;
    int last = 5;
};
// --all: 1-5; --step N: N only; --from N: N-5; none: 4-5. Nullopt with `error` (the reference's
// messages) on a conflict or a step outside 1-5.
std::optional<StepRange> select_steps(bool all, std::optional<int> from, std::optional<int> step, std::string& error);

struct BuildLibrary {
    std::string label;           // "game" or "plugin <Name>"
    std::string name;            // the editor's library name: the project's, or the plugin's
    std::filesystem::path workspace; // <root>/Rust or <root>/Plugins/<Name>/Rust
    std::string crate;           // [project].crate / [plugin].crate
    std::vector<std::string> features;
    std::filesystem::path deployed; // Plugins/Rusteal/Binaries/Linux/librusteal.so, ...
};
// The game's library (unless `plugin` names one) and every Rusteal plugin's, or only the named
// one (case-insensitive). Nullopt with `error` naming the file or the plugin and the fix.
std::optional<std::vector<BuildLibrary>> build_libraries(const std::filesystem::path& root, const std::string& plugin,
                                                         std::string& error);

// target/<debug|release>/lib<crate with '-' as '_'>.so
std::filesystem::path built_file(const BuildLibrary& library, bool release);
// cargo build --manifest-path M [-p crate] [--release] [--features a,b] --message-format=... [--config c]...
std::vector<std::string> cargo_command(const BuildLibrary& library, bool release, const std::vector<std::string>& features,
                                       const std::vector<std::string>& cargo_configs);

// FNV-1a of the sorted (path, size, mtime) of every file under `roots` that `include` accepts
// (a root may be a single file; folders `skip_dir` names and dot folders are not entered), then
// `extra` (a command line, a tool's identity). Equal fingerprints: nothing an input changed.
std::string tree_fingerprint(const std::vector<std::filesystem::path>& roots,
                             const std::function<bool(const std::filesystem::path&)>& skip_dir,
                             const std::function<bool(const std::filesystem::path&)>& include,
                             const std::vector<std::string>& extra);
// What step 4 depends on: every .rs, .toml and Cargo.lock under the workspace (target and dot
// folders skipped; the bindings count) by path, size and modification time, with the command.
// `with_lock` false leaves Cargo.lock out: what the user writes, not what cargo itself writes
// during a build (a build that only changed the lock file may record the state after it).
std::string source_fingerprint(const std::filesystem::path& workspace, const std::vector<std::string>& command,
                               bool with_lock = true);
// A file by size and modification time ("" when missing).
std::string file_fingerprint(const std::filesystem::path& file);

struct Diagnostic {
    std::string level;   // "error", "warning"
    std::string message;
    std::string file;    // absolute when cargo names one
    int line = 0;
    int column = 0;
    std::string rendered; // rustc's text (with ANSI colours)
};
// One line of `cargo build --message-format=json-diagnostic-rendered-ansi`: a diagnostic of the
// crate's own code, or nullopt (artifacts, build-script output, notes without a span).
std::optional<Diagnostic> parse_cargo_line(std::string_view line, const std::filesystem::path& workspace);
// One line of a C++ compiler's output in GCC/Clang form, "<file>:<line>:<column>: error: <text>"
// (UBT passes them through): an error or warning with its place, or nullopt.
std::optional<Diagnostic> parse_compiler_line(std::string_view line);

// One line of cargo's JSON output naming the shared library it built for `crate` (a
// compiler-artifact of a cdylib target): its path, wherever the target directory is
// (CARGO_TARGET_DIR, build.target-dir). Nullopt for every other line.
std::optional<std::filesystem::path> parse_cargo_artifact(std::string_view line, const std::string& crate);
// "src/lib.rs:12:5: error: expected `;`"
std::string describe(const Diagnostic& d);

// Where deploy copies a library before the rename: `<deployed>.partial` (an interrupted deploy
// leaves it; build_memory's remove_stale_partials cleans it up).
std::filesystem::path partial_path(const std::filesystem::path& deployed);

// Copies `built` to `partial_path(deployed)`, fsyncs it and renames it over `deployed` (a new inode;
// a reader never sees half a file, a loaded copy keeps its own). False with `error` otherwise,
// the deployed file untouched.
bool deploy(const std::filesystem::path& built, const std::filesystem::path& deployed, std::string& error);

// The lock files of the cargo target folders a build of `library` may use: beside `last_built`
// (where cargo last wrote it, when known), in the workspace's target/, and in $CARGO_TARGET_DIR;
// each `<target>/<debug|release>/.cargo-lock`, without repeats.
std::vector<std::filesystem::path> cargo_lock_files(const BuildLibrary& library, bool release,
                                                    const std::filesystem::path& last_built);

} // namespace rusteal::pipeline
