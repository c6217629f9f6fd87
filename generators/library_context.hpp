#pragma once
// What one library (the game's, or a Rusteal plugin's) generates from: its configuration with the
// per-library additions, the enabled modules, and the final class blocklist
// (docs/generators.md "rusteal.toml").
#include "generators/reflection_model.hpp"
#include "generators/rusteal_config.hpp"

#include <map>
#include <set>
#include <string>

namespace rusteal::generators {

struct LibraryContext {
    RustealConfig config;                          // with Rusteal's own modules and blocked classes added
    std::string plugin_name;                       // empty for the game's library
    std::map<std::string, ModuleConfig> enabled;   // UE package -> module, only those whose feature is on
    std::set<std::string> blocked_classes;         // configured + left out by `classes = [...]` + Rusteal's own

    bool editor() const { return config.kind == LibraryKind::EditorPlugin; }
    // "" for the game, "<Plugin>_" for a plugin: the prefix of every C symbol.
    std::string symbol_prefix() const { return plugin_name.empty() ? "" : plugin_name + "_"; }
    // The UE module that hosts the generated C++ (dropped from module_deps.txt).
    std::string host_module() const { return plugin_name.empty() ? "Rusteal" : plugin_name; }
    const ModuleConfig* module_of(const std::string& package) const;
};

// The classes Rusteal always blocks: its own reification machinery.
inline constexpr std::string_view kRustealInternalClasses[] = {"RustealReifiedClass", "RustealReifiedFunction",
                                                               "RustealDelegateProxy"};

LibraryContext make_library_context(RustealConfig config, const ReflectionModel& model, std::string plugin_name = "");

} // namespace rusteal::generators
