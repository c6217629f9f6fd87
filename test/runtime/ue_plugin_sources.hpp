// What the tests that compile the Unreal plugin's sources (plugin_runtime/ue) against the stand-in
// engine API share: where the sources are, and the step UHT would take before a build.
#pragma once

#include "read_file.hpp"

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

namespace rusteal::test {

inline const std::filesystem::path kSourceDir = RUSTEAL_SOURCE_DIR;
inline const std::filesystem::path kUePlugins = kSourceDir / "plugin_runtime/ue";

// The stand-in engine's headers, one per Unreal header (test/repo checks that no include path is
// in both): the core modules' (Core, CoreUObject, and the engine headers only the plugin uses) and
// the engine and plugin modules' the generated wrappers use too. The plugin compiles against both,
// as it does against the whole engine in a real build.
inline const std::filesystem::path kStandinCore = kSourceDir / "test/standin_ue_plugin";
inline const std::filesystem::path kStandinEngine = kSourceDir / "test/standin_ue";

// What UHT's generated header gives each UCLASS: Super, ThisClass, StaticClass(), keyed by the
// line of its GENERATED_BODY() (GENERATED_BODY expands to <file id>_<line>_GENERATED_BODY).
// One <Name>.generated.h per header of plugin_runtime/ue that includes one, written to `out`.
inline void write_generated_headers(const std::filesystem::path& out) {
    static const std::regex class_decl(R"(^\s*class\s+(?:\w+_API\s+)?(\w+)\s*:\s*public\s+(\w+))");
    for (const auto& e : std::filesystem::recursive_directory_iterator(kUePlugins)) {
        if (e.path().extension() != ".h") continue;
        const std::string name = e.path().stem().string();
        const std::string text = read_file(e.path());
        if (text.find("#include \"" + name + ".generated.h\"") == std::string::npos) continue;
        const std::string id = "FID_" + name;
        std::ostringstream gen;
        gen << "#pragma once\n#undef CURRENT_FILE_ID\n#define CURRENT_FILE_ID " << id << "\n";
        std::istringstream lines(text);
        std::string line, cls, parent;
        for (int n = 1; std::getline(lines, line); ++n) {
            std::smatch m;
            if (std::regex_search(line, m, class_decl)) {
                cls = m[1];
                parent = m[2];
            }
            if (line.find("GENERATED_BODY()") != std::string::npos && !cls.empty())
                gen << "#define " << id << "_" << n << "_GENERATED_BODY public: using Super = " << parent
                    << "; using ThisClass = " << cls << "; static UClass* StaticClass(); private:\n";
        }
        std::ofstream(out / (name + ".generated.h")) << gen.str();
    }
}

} // namespace rusteal::test
