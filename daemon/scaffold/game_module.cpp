#include "scaffold/game_module.hpp"

#include "common/file_write.hpp"
#include "scaffold/scaffold_error.hpp"
#include "scaffold/uproject_file.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <utility>

namespace rusteal::scaffold {

namespace fs = std::filesystem;

namespace {

std::string target_rules(const std::string& name, const std::string& suffix, const std::string& type) {
    return "using UnrealBuildTool;\n\npublic class " + name + suffix + "Target : TargetRules\n{\n\tpublic " + name + suffix +
           "Target(TargetInfo Target) : base(Target)\n\t{\n\t\tType = TargetType." + type +
           ";\n\t\tDefaultBuildSettings = BuildSettingsVersion.Latest;\n\t\tIncludeOrderVersion = EngineIncludeOrderVersion.Latest;\n"
           "\t\tExtraModuleNames.Add(\"" + name + "\");\n\t}\n}\n";
}

std::string module_rules(const std::string& name) {
    return "using UnrealBuildTool;\n\npublic class " + name + " : ModuleRules\n{\n\tpublic " + name +
           "(ReadOnlyTargetRules Target) : base(Target)\n\t{\n\t\tPCHUsage = PCHUsageMode.UseExplicitOrSharedPCHs;\n"
           "\t\tPublicDependencyModuleNames.AddRange(new string[] { \"Core\", \"CoreUObject\", \"Engine\", \"InputCore\", \"EnhancedInput\" });\n"
           "\t}\n}\n";
}

} // namespace

std::vector<std::string> write_game_module(const fs::path& root, const fs::path& uproject, const std::string& name) {
    const std::vector<std::pair<std::string, std::string>> files = {
        {"Source/" + name + ".Target.cs", target_rules(name, "", "Game")},
        {"Source/" + name + "Editor.Target.cs", target_rules(name, "Editor", "Editor")},
        {"Source/" + name + "/" + name + ".Build.cs", module_rules(name)},
        {"Source/" + name + "/" + name + ".h", "#pragma once\n\n#include \"CoreMinimal.h\"\n"},
        {"Source/" + name + "/" + name + ".cpp", "#include \"" + name + ".h\"\n#include \"Modules/ModuleManager.h\"\n\n"
                                                 "IMPLEMENT_PRIMARY_GAME_MODULE(FDefaultGameModuleImpl, " + name + ", \"" + name + "\");\n"},
    };
    std::error_code ec;
    for (const auto& [rel, text] : files)
        if (fs::exists(root / utf8_path(rel), ec))
            throw ScaffoldError((root / utf8_path(rel)).string() + " already exists; the game module was not written, nothing of it overwritten");
    for (const auto& [rel, text] : files) {
        std::string error;
        if (!common::write_file_atomically(root / utf8_path(rel), text, error)) throw ScaffoldError(error);
    }
    add_runtime_module(uproject, name);
    return {"the engine template has no C++: wrote the game module " + name + " (Source/" + name + ", its two targets, the .uproject's Modules entry)"};
}

} // namespace rusteal::scaffold
