#pragma once
// Copying an engine template (Templates/<Name>/ of the engine root) into a new project, following
// its Config/TemplateDefs.ini as the engine's own project browser does (docs/projects.md "rusteal new", step 4):
// ignored folders and files, folder renames, %TEMPLATENAME% / %PROJECTNAME% replacements in the
// names and text of cpp, h, ini and cs files, and the shared content packs.
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::scaffold {

struct Replacement {
    std::string from, to;  // placeholders already substituted
    bool case_sensitive = true;
};

struct TemplateDefs {
    std::vector<std::string> folders_to_ignore, files_to_ignore;
    std::vector<std::pair<std::string, std::string>> folder_renames;
    std::vector<Replacement> filename_replacements, replacements_in_files;
    std::vector<std::pair<std::string, std::vector<std::string>>> shared_packs; // mount, detail levels
};

// Parses TemplateDefs.ini text (a BOM stripped, ';' comments), substituting the placeholders of
// `template_name` and `project_name`. ScaffoldError naming `origin` and the line on a bad entry.
TemplateDefs parse_template_defs(std::string_view text, std::string_view template_name, std::string_view project_name,
                                 std::string_view origin);

struct EngineTemplateCopy {
    std::vector<std::filesystem::path> written;   // relative to the project
    std::vector<std::string> template_classes;    // header stems of Source/<Template>/ named after it (to redirect)
    std::filesystem::path template_uproject;      // <engine>/Templates/<Name>/<Name>.uproject, else its one .uproject
};

// Copies <engine>/Templates/<engine_template>/ into `root` (which must not hold any of the files
// yet), skipping the template's .uproject, what TemplateDefs.ini ignores and `exclude`.
EngineTemplateCopy copy_engine_template(const std::filesystem::path& engine, const std::string& engine_template,
                                        const std::filesystem::path& root, const std::string& project_name,
                                        const std::vector<std::string>& exclude);

// Replaces every occurrence of `from` (ASCII case ignored unless `case_sensitive`).
std::string replace_all(std::string_view text, std::string_view from, std::string_view to, bool case_sensitive);

} // namespace rusteal::scaffold
