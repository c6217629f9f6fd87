// The Unreal plugin's own code run, not only compiled: its reload hooks (RustealEngineHooks.cpp)
// and the reified classes' bookkeeping and delete listener (RustealReifiedClass.cpp) are built
// with test/runtime/ue_plugin_reload_driver.cpp against the runnable stand-in
// (test/standin_ue_plugin_runtime), whose TObjectIterator leaves class default objects out unless
// told otherwise, as Unreal's does. The linker keeps only what the driver reaches
// (--gc-sections), so a path that needs more of the engine than the stand-in runs fails to link.
// (-fno-sanitize=vptr: UBSan's type checks would need the typeinfo of every engine class the
// sources name. The stand-in's objects live until the driver exits, so leaks are not looked for.)
#include "shell.hpp"
#include "temp_dir.hpp"
#include "ue_plugin_sources.hpp"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using rusteal::test::kSourceDir;
using rusteal::test::kStandinCore;
using rusteal::test::kStandinEngine;
using rusteal::test::kUePlugins;

namespace {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

// Builds the driver in `dir` with the Development editor's defines, -Werror (5.8's deprecations
// included) and AddressSanitizer (a read past a text's end stops the run); the compiler's output
// on failure.
fs::path build_driver(const fs::path& dir) {
    rusteal::test::write_generated_headers(dir);
    const fs::path rusteal = kUePlugins / "Rusteal/Source/Rusteal";
    std::string cmd = "g++ -std=c++20 -O1 -fsanitize=address,undefined -fno-sanitize=vptr -fno-sanitize-recover=all -ffunction-sections -fdata-sections -Wl,--gc-sections -Wall -Wextra -Werror "
                      "-DWITH_EDITOR=1 -DWITH_EDITORONLY_DATA=1 -DUE_BUILD_DEVELOPMENT=1 -DRUSTEAL_API= "
                      "-DRUSTEAL_PLUGIN_VERSION=" + std::to_string(RUSTEAL_RUNTIME_VERSION_CODE);
    for (const fs::path& include :
         {kStandinCore, kStandinEngine, kSourceDir / "test/standin_ue_plugin_runtime", rusteal / "Public",
          rusteal / "Private", kSourceDir / "plugin_runtime/abi", kSourceDir / "plugin_runtime/host/include", dir})
        cmd += " -I'" + include.string() + "'";
    for (const fs::path& source :
         {rusteal / "Private/RustealEngineHooks.cpp", rusteal / "Private/RustealReifiedClass.cpp",
          kSourceDir / "test/standin_ue_plugin_runtime/Core.cpp", kSourceDir / "test/standin_ue_plugin_runtime/CoreUObject.cpp",
          kSourceDir / "plugin_runtime/host/src/library_host.cpp", kSourceDir / "plugin_runtime/host/src/dynamic_library_posix.cpp",
          kSourceDir / "test/runtime/ue_plugin_reload_driver.cpp"})
        cmd += " '" + source.string() + "'";
    const fs::path driver = dir / "reload_driver";
    cmd += " -o '" + driver.string() + "'";
    std::string out;
    const int rc = rusteal::test::run_logged(cmd, dir / "build.log", out);
    INFO(out);
    REQUIRE(rc == 0);
    return driver;
}

} // namespace

TEST_CASE("the plugin's reload hooks and delete listener run over the engine's objects, class default objects included") {
    rusteal::test::TempDir dir;
    const fs::path driver = build_driver(dir.path());
    std::string out;
    const int rc = rusteal::test::run_logged("ASAN_OPTIONS=detect_leaks=0 '" + driver.string() + "'", dir.path() / "run.log", out);
    INFO(out);
    REQUIRE(rc == 0);
    const std::vector<std::string> expected{
        // Every object of Game's class Lamp and of its Blueprint child gets Rust data, the class
        // default objects too (TObjectIterator(RF_NoFlags)); Actor's and Other's Fan's do not.
        "== construct Game",
        "construct Game Default__Lamp type 7 cdo",
        "construct Game Lamp_0 type 7",
        "construct Game Default__BP_Lamp_C type 7 cdo",
        "construct Game BP_Lamp_C_0 type 7",
        // Objects that have it are left alone.
        "== construct Game again",
        // The delete listener drops the data of an object the garbage collector deletes.
        "== garbage-collect Lamp_0",
        "drop Game Lamp_0 type 7",
        "notify-pinned Lamp_0",
        // Before an unload, every remaining object loses it, the class default objects included.
        "== drop Game",
        "drop Game Default__Lamp type 7",
        "drop Game Default__BP_Lamp_C type 7",
        "drop Game BP_Lamp_C_0 type 7",
        "== forget Game",
        "forget Game",
        // Replaced classes: a warning without the editor's reinstancer, else the reinstancer, once.
        "== reinstance Game, no reinstancer",
        "log LogRusteal Warning 1 class(es) of Game changed shape; only the editor can reinstance them (restart to apply)",
        "== reinstance Game, editor reinstancer",
        "reinstance Lamp -> Lamp_2",
        "== reinstance Game, nothing replaced",
        // The host's UTF-8 messages reach the log whole, by their length (the first one is not
        // NUL-terminated), at their level.
        "== log",
        "log LogRusteal Display Grüße aus der Lampe 🎮",
        "log LogRusteal Warning Spannung: 230 V ± 10 %",
        "log LogRusteal Error 無効な値",
        "== end",
    };
    CHECK(lines_of(out) == expected);
}
