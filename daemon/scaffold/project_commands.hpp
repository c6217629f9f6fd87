#pragma once
// The project commands' work on files (docs/projects.md), with no job or
// protocol in it: `new` (the engine's template, then ours, then setup), `setup` (the UE plugins,
// the exporter's engine path, the starter rusteal.toml, the .uproject entries, the C++ stubs) and
// `plugin new`. Each checks everything it can before it writes; what it writes never replaces a
// file the user has (an existing rusteal.toml is kept), and a `new` that fails half-way removes
// the folder it created. Errors are ScaffoldError with the fix in the message.
#include "scaffold/scaffold_error.hpp"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::scaffold {

// "MyGame" -> "my-game": '-' before each uppercase letter but the first, lowercase, and '-' for
// anything not a letter or digit.
std::string crate_name_for(std::string_view name);
// The crate's name as a Rust identifier (what `use` and a console command prefix spell):
// "my-game" -> "my_game".
std::string crate_ident_for(std::string_view crate_name);
// Letters and digits, starting with a letter, at most `max` characters.
bool is_valid_name(std::string_view name, std::size_t max);

struct SetupReport {
    std::vector<std::string> lines; // what was written, kept or warned about
};

// Installs the embedded Rusteal and RustealGenerator plugins into <root>/Plugins (files whose
// bytes are unchanged are not rewritten), writes the exporter's .props with the engine, the
// starter rusteal.toml when there is none, enables both plugins in the .uproject, and writes the
// C++ stubs until the first generation replaces them.
SetupReport setup_project(const std::filesystem::path& root, const std::filesystem::path& engine);

// Writes (on) or removes (off) the project's platform optimizations for this platform
// (platform_packs/optimizations.hpp); one line per file changed.
std::vector<std::string> write_optimizations(const std::filesystem::path& root, bool on);

struct NewProjectOptions {
    std::string name;
    std::filesystem::path dir;             // the project is created as <dir>/<name>
    std::string template_name = "blank";
    std::string variant;                   // empty: base
    std::filesystem::path runtime_path;    // empty: the crates by version; else a checkout's crates folder
    bool optimizations = true;             // --optimizations on|off
    std::vector<std::string> features;     // --feature names, added after the variant's own (features.hpp)
};

struct NewProjectResult {
    std::filesystem::path root;
    std::string next_step;                 // the template's, rendered
    std::vector<std::string> lines;
};

// Creates the project (no build). `engine` must be an engine root. Its features are resolved (and a
// plugin feature's engine packs checked) before anything is written; each is added once the project
// and its Rusteal plugins are: a plugin feature as `plugin new` writes it, under its fixed name.
NewProjectResult create_project(const NewProjectOptions& options, const std::filesystem::path& engine);

struct NewPluginOptions {
    std::filesystem::path root;            // the project
    std::string name;
    std::string template_name = "blank";
};

struct NewPluginResult {
    std::filesystem::path folder;          // <root>/Plugins/<Name>
    std::string next_step;
    std::vector<std::string> lines;
};

// A plugin template that is a feature with assets (Content/) is refused under another name than its
// [feature] plugin: its Blueprints and levels refer to /<plugin>/.
NewPluginResult create_plugin(const NewPluginOptions& options);

// `plugin package` (docs/projects.md "Packaging"): copies Plugins/<Name> into <output>/<Name> without
// Intermediate/, Saved/, DerivedDataCache/, Rust/target, any obj/ folder, and the _hot_, .debug
// and .pdb files of Binaries/. A previous package there (it has <Name>.uplugin) is replaced;
// anything else there is refused.
std::vector<std::string> package_plugin(const std::filesystem::path& root, const std::string& name,
                                        const std::filesystem::path& output);

// The .ini files of Config/<Platform>/ as they are, to put back after a command that changes
// them for a while (package writes the optimizations for UAT, then restores the project).
class ConfigSnapshot {
public:
    explicit ConfigSnapshot(const std::filesystem::path& root);
    // Files changed since are written back, files created since removed; lines say what.
    std::vector<std::string> restore() const;

private:
    std::filesystem::path dir_;
    bool existed_ = false;
    std::vector<std::pair<std::filesystem::path, std::string>> files_;
};

// The C++ stubs of a library's Generated/ folder (written only when RustealFuncIds.h is absent);
// `prefix` is "" for the game, "<Plugin>_" for a plugin. True when written.
bool write_generated_stubs(const std::filesystem::path& generated_dir, const std::string& prefix);

} // namespace rusteal::scaffold
