#pragma once
// rusteal.toml: a project's ([project]) or a Rusteal plugin's ([plugin]) code generation settings
// (docs/generators.md "rusteal.toml").
//
// Errors are GeneratorError naming the file, the line and column, and the key; an unknown key
// lists the valid ones, so a typo is one glance away from its fix.
#include "generators/generator_error.hpp"

#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::generators {

inline constexpr std::string_view kConfigFile = "rusteal.toml";

enum class LibraryKind { Game, RuntimePlugin, EditorPlugin };

struct ModuleConfig {
    std::string module;  // Rust module name
    std::string feature; // cargo feature that enables it
    std::optional<std::string> plugin;       // UE plugin to add to the .uplugin when enabled
    std::optional<std::vector<std::string>> classes; // only these (and their ancestors in the package)
};

struct RustealConfig {
    LibraryKind kind = LibraryKind::Game;
    std::string crate_name;
    std::vector<std::string> crate_features;         // passed to cargo build
    std::vector<std::string> codegen_features;       // enabled code generation features
    std::map<std::string, ModuleConfig> modules;     // by UE package
    std::set<std::string> blocked_classes;
    std::set<std::string> blocked_structs;
    std::set<std::pair<std::string, std::string>> blocked_functions; // (class, function)

    bool feature_enabled(std::string_view feature) const;
};

RustealConfig load_config(const std::filesystem::path& file);
// `origin` names the text in messages.
RustealConfig parse_config(std::string_view toml_text, const std::string& origin);

} // namespace rusteal::generators
