#pragma once
// The templates `new` and `plugin new` render (templates/README.md): finding one by name and
// variant (case, '-' and '_' ignored), reading its template.toml (unknown keys refused), and
// rendering its files with the template context.
#include "scaffold/text_template.hpp"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::scaffold {

enum class TemplateKind { Game, Plugin };

struct TemplateManifest {
    std::string description;
    std::string engine_template;      // games: the engine's template folder copied first (TP_Blank)
    std::vector<std::string> exclude; // paths of the engine template not copied (a folder: all under it)
    std::string default_map;          // "/Game/Dir/Level", or empty
    std::string next_step;            // rendered with the context, printed at the end
    std::vector<std::string> aliases; // other names it is found by (loosely, as its own), e.g. "tps"
    std::string extends;              // games: the variant of the same template whose files come first
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
// The template's files, `*.tera` rendered and renamed, `{{ var }}` in paths rendered. A variant
// that `extends` another has that one's files (and so on), its own added or in their place.
std::vector<RenderedFile> render_template_files(const ProjectTemplate& t, const TemplateContext& context);
// One file of a template (e.g. the starter rusteal.toml `setup` writes), rendered.
std::string render_template_file(TemplateKind kind, std::string_view name, std::string_view variant, std::string_view file,
                                 const TemplateContext& context);

} // namespace rusteal::scaffold
