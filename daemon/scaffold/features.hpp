#pragma once
// The features `rusteal new --feature` adds to a project (templates/README.md "Features"):
// gameplay packaged as a Rusteal plugin (a plugin template with a [feature] table, written by
// `plugin new`'s own code under its fixed name, with the engine template packs it needs copied
// into the project), or files a project feature adds to the project itself (the RustRover run
// configurations). Names match as loosely as templates; nothing a project already has is
// overwritten. Errors are ScaffoldError with the fix in the message.
#include "scaffold/template_catalog.hpp"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::scaffold {

struct Feature {
    ProjectTemplate source;  // TemplateKind::Plugin (with manifest.feature) or ProjectFeature
    bool is_plugin() const { return source.kind == TemplateKind::Plugin; }
};

// Every feature, plugin features first, each in name order.
std::vector<Feature> list_features();
// The feature of that name or alias (case, '-' and '_' ignored). ScaffoldError listing every
// feature when there is none.
Feature select_feature(std::string_view name);
// "\n  <name>  <description>" per feature, as `rusteal new --list` and an unknown name print them.
std::string describe_features();
// The features a project of `game` gets: the variant's own (`features = [...]`), then `asked`,
// each once. Every name is resolved, so a wrong one refuses before anything is written.
std::vector<Feature> resolve_features(const ProjectTemplate& game, const std::vector<std::string>& asked);

// Checks a plugin feature's shared packs exist in the engine (Templates/TemplateResources/<pack>).
void check_shared_packs(const Feature& feature, const std::filesystem::path& engine);
// Copies them into <root>/Content/<Pack>/ file by file, skipping files the project has.
std::vector<std::string> copy_shared_packs(const Feature& feature, const std::filesystem::path& engine,
                                           const std::filesystem::path& root);
// A project feature's files, rendered with `context` and written under `root`; a file the project
// already has is kept, and said so.
std::vector<std::string> write_project_feature(const Feature& feature, const std::filesystem::path& root,
                                               const TemplateContext& context);

} // namespace rusteal::scaffold
