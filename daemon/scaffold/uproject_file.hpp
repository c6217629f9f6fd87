#pragma once
// Reading and editing a .uproject (JSON), written back as pretty JSON in the file's own style
// (its indentation, tabs as the engine writes them or spaces; its line endings; its byte-order
// mark) with a final newline, keys in their order. Boost.JSON stays inside.
#include <filesystem>
#include <string>
#include <vector>

namespace rusteal::scaffold {

// The new project's .uproject from the engine template's: EngineAssociation set, the template's
// name in Modules[].Name replaced with the project's.
void write_new_uproject(const std::filesystem::path& template_uproject, const std::filesystem::path& dest,
                        const std::string& engine_association, const std::string& template_name,
                        const std::string& project_name);

// Adds {"Name": n, "Enabled": true} to Plugins for each name not listed yet; true when the file
// changed. ScaffoldError naming the file when it is not a JSON object.
bool enable_plugins(const std::filesystem::path& uproject, const std::vector<std::string>& names);

// The names in the .uproject's "Modules" (none for a Blueprint-only project). ScaffoldError naming
// the file when it is not a JSON object or "Modules" is not an array.
std::vector<std::string> uproject_modules(const std::filesystem::path& uproject);

// Appends {"Name": name, "Type": "Runtime", "LoadingPhase": "Default"} to "Modules" (made when
// missing, before "Plugins", where Unreal's descriptor writer puts it). ScaffoldError as above.
void add_runtime_module(const std::filesystem::path& uproject, const std::string& name);

// "VersionName" of a .uplugin, or "" when the file is missing or has none.
std::string uplugin_version(const std::filesystem::path& uplugin);

} // namespace rusteal::scaffold
