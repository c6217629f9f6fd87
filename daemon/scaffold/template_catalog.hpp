#pragma once
// The templates `new` and `plugin new` render (templates/README.md): finding one by name and
// variant (case, '-' and '_' ignored), reading its template.toml (unknown keys refused), and
// rendering its files with the template context. The features `new --feature` adds are templates
// too: a plugin template with a [feature] table, or a project feature (features.hpp).
#include "scaffold/text_template.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::scaffold {

// A project feature (templates/project-feature/<name>/) adds files to a project, not a plugin.
enum class TemplateKind { Game, Plugin, ProjectFeature };

// A plugin template's [feature] table: the template is a feature `rusteal new --feature` adds as a
// plugin of this name.
struct FeatureTable {
    std::string plugin;                    // the plugin's name in the project (its assets' mount point /<plugin>/)
    std::vector<std::string> shared_packs; // engine template packs it needs, "High/Characters"
};

struct TemplateManifest {
    std::string description;
    std::string engine_template;      // games: the engine's template folder copied first (TP_Blank)
    std::vector<std::string> exclude; // paths of the engine template not copied (a folder: all under it)
    std::string default_map;          // "/Game/Dir/Level", or empty
    std::string next_step;            // rendered with the context, printed at the end
    std::vector<std::string> aliases; // other names it is found by (loosely, as its own), e.g. "tps"
    std::string extends;              // games: the variant of the same template whose files come first
    std::vector<std::string> features;// games: the features every project of this variant gets
    std::optional<FeatureTable> feature; // plugins: present when the template is a feature
};

struct ProjectTemplate {
    TemplateKind kind;
    std::string name;
    std::string variant;              // games only
    TemplateManifest manifest;
};

struct RenderedFile {
    std::filesystem::path path;       // relative to the project (or plugin) folder
    std::string content;
};

// `name` matches a template's name or one of its aliases (any variant's), case, '-' and '_'
// ignored. Throws ScaffoldError listing every template (and its variants) when there is no such one.
ProjectTemplate select_template(TemplateKind kind, std::string_view name, std::string_view variant);
// Every template of a kind, in name order.
std::vector<ProjectTemplate> list_templates(TemplateKind kind);
// A template.toml's text as that kind's manifest; ScaffoldError naming `origin` and the line of an
// unknown key or a value of the wrong type.
TemplateManifest parse_manifest(TemplateKind kind, std::string_view text, const std::string& origin);
// Whether the template (or a variant it extends) has files under `folder` ("Content/").
bool template_has_folder(const ProjectTemplate& t, std::string_view folder);
// Names compared as the catalog compares them: case, '-' and '_' ignored.
bool loosely_equal(std::string_view a, std::string_view b);
// The template's files, `*.tera` rendered and renamed, `{{ var }}` in paths rendered. A variant
// that `extends` another has that one's files (and so on), its own added or in their place.
std::vector<RenderedFile> render_template_files(const ProjectTemplate& t, const TemplateContext& context);
// One file of a template (e.g. the starter rusteal.toml `setup` writes), rendered.
std::string render_template_file(TemplateKind kind, std::string_view name, std::string_view variant, std::string_view file,
                                 const TemplateContext& context);

} // namespace rusteal::scaffold
