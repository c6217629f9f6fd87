// The Unreal plugin sources (plugin_runtime/ue) compile only inside an engine: here every one of
// them is compiled with g++ -fsyntax-only against test/standin_ue_plugin and test/standin_ue (the
// engine API they use, with UE 5's signatures), after a small UHT step writes each header's
// .generated.h. The check can fail: a call with a wrong argument is refused. The .uplugin
// descriptors carry the version.
#include "exit_status.hpp"
#include "read_file.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"
#include "ue_plugin_sources.hpp"

#include "scaffold/project_commands.hpp"

#include <boost/json.hpp>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

namespace fs = std::filesystem;
using rusteal::test::read_file;
using rusteal::test::TempDir;
using rusteal::test::write_generated_headers;

namespace {

const fs::path kSource = rusteal::test::kSourceDir;
const fs::path kUe = rusteal::test::kUePlugins;

// Debian's MinGW-w64 C++ compiler (posix threads), which scripts/setup.sh --tests installs.
constexpr const char* kMingw = "x86_64-w64-mingw32-g++-posix";

// UBT's defines for a Development editor build, or (`game`) for a Shipping game, which has no
// editor and no editor-only data; deprecation warnings are errors (-Werror), as a
// -WarningsAsErrors build of 5.8 would make them.
// `windows`: the Win64 editor build, compiled by MinGW (_WIN32: the stand-in's Windows branch,
// TCHAR wchar_t) with Microsoft's extensions, the modules' API macros exporting with __declspec.
std::string compile_command(const fs::path& source, const fs::path& generated, bool game = false, bool windows = false) {
    const std::string configuration = game ? "-DWITH_EDITOR=0 -DWITH_EDITORONLY_DATA=0 -DUE_BUILD_SHIPPING=1 "
                                           : "-DWITH_EDITOR=1 -DWITH_EDITORONLY_DATA=1 -DUE_BUILD_DEVELOPMENT=1 ";
    const std::string compiler = windows ? std::string(kMingw) + " -fms-extensions '-DRUSTEAL_API=__declspec(dllexport)' "
                                                                 "'-DRUSTEALGENERATOR_API=__declspec(dllexport)' "
                                                                 "'-DRUSTEALEDITOR_API=__declspec(dllexport)' "
                                         : std::string("g++ -DRUSTEAL_API= -DRUSTEALGENERATOR_API= -DRUSTEALEDITOR_API= ");
    std::string cmd = compiler + "-std=c++20 -fsyntax-only -Wall -Wextra -Werror " + configuration +
                      "-DRUSTEAL_PLUGIN_VERSION=" + std::to_string(RUSTEAL_RUNTIME_VERSION_CODE);
    for (const fs::path& dir :
         {rusteal::test::kStandinCore, rusteal::test::kStandinEngine, kUe / "Rusteal/Source/Rusteal/Public", kUe / "Rusteal/Source/Rusteal/Private",
          kUe / "Rusteal/Source/RustealEditor/Public",
          kUe / "RustealGenerator/Source/RustealGenerator/Public", kSource / "plugin_runtime/abi",
          kSource / "plugin_runtime/host/include", generated})
        cmd += " -I'" + dir.string() + "'";
    return cmd + " '" + source.string() + "'";
}

std::vector<fs::path> plugin_sources() {
    std::vector<fs::path> sources;
    for (const auto& e : fs::recursive_directory_iterator(kUe))
        if (e.path().extension() == ".cpp") sources.push_back(e.path());
    std::sort(sources.begin(), sources.end());
    return sources;
}

} // namespace

TEST_CASE("every source of the Unreal plugins compiles against the stand-in engine API", "[compiler]") {
    TempDir dir;
    write_generated_headers(dir.path());
    CHECK(fs::exists(dir.path() / "RustealReifiedClass.generated.h"));
    const auto sources = plugin_sources();
    REQUIRE(sources.size() >= 9); // the Rusteal runtime and editor modules and the generator anchor
    for (const auto& source : sources) {
        std::string out;
        const int rc = rusteal::test::run_logged(compile_command(source, dir.path()), dir.path() / "gcc.log", out);
        INFO(source.string() << "\n" << out);
        CHECK(rc == 0);
    }
}

// Most Unreal teams build on Windows: every plugin source compiles there too, with the stand-in's
// Windows branch (wchar_t TCHAR, the host's LoadLibraryExW and named-pipe sides, __declspec
// exports), so nothing Linux-only or GCC-only is left in them.
TEST_CASE("every source of the Unreal plugins compiles for Win64 (MinGW, the stand-in's Windows branch)", "[compiler]") {
    TempDir dir;
    write_generated_headers(dir.path());
    auto sources = plugin_sources();
    REQUIRE(sources.size() >= 9);
    // The library host and the daemon link, which `rusteal setup` installs into the Rusteal module
    // (Source/Rusteal/Host): inside the engine they take <windows.h> through its wrapper.
    for (const auto& e : fs::directory_iterator(kSource / "plugin_runtime/host/src"))
        if (e.path().extension() == ".cpp") sources.push_back(e.path());
    for (const auto& source : sources) {
        std::string out;
        const int rc = rusteal::test::run_logged(compile_command(source, dir.path(), false, true), dir.path() / "gcc.log", out);
        INFO(source.string() << "\n" << out);
        CHECK(rc == 0);
    }
}

// A packaged game builds the runtime module only, without the editor: what is editor-only in
// Unreal (a class's ClassGeneratedBy, a Blueprint's Status) must be behind WITH_EDITORONLY_DATA.
TEST_CASE("the runtime module compiles for a packaged game, without editor-only data", "[compiler]") {
    TempDir dir;
    write_generated_headers(dir.path());
    int compiled = 0;
    for (const auto& source : plugin_sources()) {
        if (source.string().find("/Source/Rusteal/") == std::string::npos) continue; // the runtime module
        std::string out;
        const int rc = rusteal::test::run_logged(compile_command(source, dir.path(), true), dir.path() / "gcc.log", out);
        INFO(source.string() << "\n" << out);
        CHECK(rc == 0);
        ++compiled;
    }
    CHECK(compiled >= 7);
}

TEST_CASE("the plugin syntax check fails on a call with the wrong arguments", "[compiler]") {
    TempDir dir;
    write_generated_headers(dir.path());
    // SpawnActor takes the transform by pointer: passing it by value must not compile.
    const fs::path original = kUe / "Rusteal/Source/Rusteal/Private/RustealApiGameplay.cpp";
    const std::string text = read_file(original);
    const std::string call = "W->SpawnActor(ClassOf(C), &Transform, Params)";
    REQUIRE(text.find(call) != std::string::npos);
    const fs::path broken = dir.path() / "RustealApiGameplay.cpp";
    std::ofstream(broken) << rusteal::test::replace_all(text, call, "W->SpawnActor(ClassOf(C), Transform, Params)");
    std::string out;
    const int rc = rusteal::test::run_logged(compile_command(broken, dir.path()), dir.path() / "gcc.log", out);
    INFO(out);
    CHECK(rusteal::test::how_it_ended(rc) == rusteal::test::exited_with(1));
    CHECK_THAT(out, Catch::Contains("SpawnActor"));
}

// What Unreal's real headers refused and the stand-in let through: both of FNumericProperty's
// SetIntPropertyValue overloads are declared (an int64_t, `long` on Linux, is ambiguous between
// int64 and uint64), and Cast needs the complete class (a missing include is an error there).
TEST_CASE("the stand-in refuses what Unreal's headers refuse: an ambiguous overload, a cast to a class not included",
          "[compiler]") {
    TempDir dir;
    write_generated_headers(dir.path());
    struct Case {
        const char* file;
        std::string from, to, says;
    };
    const Case cases[] = {
        {"RustealApiObjects.cpp", "SetIntPropertyValue(Value, static_cast<int64>(V))", "SetIntPropertyValue(Value, V)",
         "ambiguous"},
        {"RustealApiGameplay.cpp", "#include \"Engine/GameInstance.h\"\n", "", "Cast<UGameInstance>"},
    };
    for (const auto& c : cases) {
        INFO(c.file << ": " << c.to);
        const fs::path original = kUe / "Rusteal/Source/Rusteal/Private" / c.file;
        const std::string text = read_file(original);
        REQUIRE(text.find(c.from) != std::string::npos);
        const fs::path broken = dir.path() / c.file;
        std::ofstream(broken) << rusteal::test::replace_all(text, c.from, c.to);
        std::string out;
        const int rc = rusteal::test::run_logged(compile_command(broken, dir.path()), dir.path() / "gcc.log", out);
        INFO(out);
        CHECK(rusteal::test::how_it_ended(rc) == rusteal::test::exited_with(1));
        CHECK_THAT(out, Catch::Contains(c.says));
    }
}

TEST_CASE("the plugin descriptors carry the runtime's version and their modules") {
    for (const char* plugin : {"Rusteal", "RustealGenerator"}) {
        INFO(plugin);
        const auto d = boost::json::parse(read_file(kUe / plugin / (std::string(plugin) + ".uplugin"))).as_object();
        CHECK(d.at("Version").as_int64() == RUSTEAL_RUNTIME_VERSION_CODE);
        CHECK(d.at("VersionName").as_string() == RUSTEAL_RUNTIME_VERSION);
        for (const auto& m : d.at("Modules").as_array()) {
            const std::string module(m.at("Name").as_string());
            CHECK(fs::exists(kUe / plugin / "Source" / module / (module + ".Build.cs")));
        }
    }
}

namespace {

// The symbols `nm` lists for `file` with `options` (mangled names, first column).
std::set<std::string> symbols(const fs::path& file, const std::string& options) {
    std::string out;
    rusteal::test::run_logged("nm " + options + " --format=posix '" + file.string() + "'", file.string() + ".nm", out);
    std::set<std::string> names;
    std::istringstream lines(out);
    for (std::string line; std::getline(lines, line);)
        if (const auto space = line.find(' '); space != std::string::npos && line.find(':') != line.size() - 1)
            names.insert(line.substr(0, space));
    return names;
}

std::string demangle(const std::string& name) {
    std::string out;
    TempDir dir;
    rusteal::test::run_logged("c++filt '" + name + "'", dir.path() / "c++filt.log", out);
    return out.substr(0, out.find('\n'));
}

// Ours, not the engine's: a function, variable or class of the plugins or the host
// (`rusteal::host::DaemonLink::call(...)`, `LogRusteal`, `vtable for URustealReifiedClass`), not an
// engine template that merely has one of ours as an argument (`TArray<URustealReifiedClass*>::Num()`).
bool is_rusteal_symbol(const std::string& demangled) {
    std::string name;
    int depth = 0;
    for (char c : demangled.substr(0, demangled.find('('))) {
        if (c == '<') ++depth;
        else if (c == '>') --depth;
        else if (depth == 0) name += c;
    }
    name = name.substr(name.find_last_of(' ') == std::string::npos ? 0 : name.find_last_of(' ') + 1);
    for (const char* ours : {"rusteal::", "Rusteal", "URusteal", "FRusteal", "ARusteal", "ERusteal", "GRusteal", "LogRusteal"})
        if (name.rfind(ours, 0) == 0) return true;
    return false;
}

// What UHT's .gen.cpp files define for the plugins' headers (the stub UHT step writes only the
// .generated.h): each UCLASS's StaticClass() and the thunks of its BlueprintImplementableEvents,
// as "Class::Function".
std::set<std::string> uht_defined() {
    static const std::regex class_decl(R"(^\s*class\s+(?:\w+_API\s+)?(\w+)\s*:\s*public)");
    static const std::regex function_name(R"((\w+)\s*\()");
    std::set<std::string> out;
    for (const auto& e : fs::recursive_directory_iterator(kUe)) {
        if (e.path().extension() != ".h") continue;
        std::istringstream lines(read_file(e.path()));
        std::string line, cls;
        bool event = false;
        while (std::getline(lines, line)) {
            std::smatch m;
            if (std::regex_search(line, m, class_decl)) {
                cls = m[1];
                out.insert(cls + "::StaticClass");
            } else if (line.find("UFUNCTION(") != std::string::npos) {
                event = line.find("BlueprintImplementableEvent") != std::string::npos;
            } else if (event && std::regex_search(line, m, function_name)) {
                out.insert(cls + "::" + std::string(m[1]));
                event = false;
            }
        }
    }
    return out;
}

// Compiles `sources` into objects and links them into lib<name>.so as UBT builds a module of a
// modular editor on Linux: position-independent, hidden visibility, the module's <NAME>_API
// (and every other module's) making a declaration visible. Engine symbols stay undefined.
fs::path build_module(const fs::path& dir, const std::string& name, const std::vector<fs::path>& sources,
                      const std::vector<fs::path>& includes, std::set<std::string>& defined) {
    const fs::path objects = dir / name;
    fs::create_directories(objects);
    std::string link = "g++ -shared -o '" + (dir / ("lib" + name + ".so")).string() + "'";
    for (const auto& source : sources) {
        // No -Werror here (the syntax check has it): the stand-in's templates are declared only,
        // which a full compile reports for types of internal linkage ("used but never defined").
        std::string cmd = "g++ -std=c++20 -c -fPIC -fvisibility=hidden -fvisibility-inlines-hidden -w "
                          "-DWITH_EDITOR=1 -DWITH_EDITORONLY_DATA=1 -DUE_BUILD_DEVELOPMENT=1 '-DRUSTEAL_API=__attribute__((visibility(\"default\")))' "
                          "'-DRUSTEALEDITOR_API=__attribute__((visibility(\"default\")))' "
                          "-DRUSTEAL_PLUGIN_VERSION=" + std::to_string(RUSTEAL_RUNTIME_VERSION_CODE);
        for (const auto& i : includes) cmd += " -I'" + i.string() + "'";
        const fs::path object = objects / (source.stem().string() + ".o");
        cmd += " '" + source.string() + "' -o '" + object.string() + "'";
        std::string out;
        const int rc = rusteal::test::run_logged(cmd, objects / "gcc.log", out);
        INFO(source.string() << "\n" << out);
        REQUIRE(rc == 0);
        for (const auto& s : symbols(object, "--defined-only")) defined.insert(s);
        link += " '" + object.string() + "'";
    }
    std::string out;
    const int rc = rusteal::test::run_logged(link, objects / "link.log", out);
    INFO(out);
    REQUIRE(rc == 0);
    return dir / ("lib" + name + ".so");
}

} // namespace

TEST_CASE("each Unreal module links on its own and uses only what the Rusteal module exports", "[compiler]") {
    TempDir dir;
    write_generated_headers(dir.path());
    const fs::path rusteal = kUe / "Rusteal/Source/Rusteal";
    // The Rusteal module as installed: its sources, the host compiled into it (Source/Rusteal/Host),
    // and the generated folder that `rusteal setup` writes before the first `rusteal build --all`.
    const fs::path generated = dir.path() / "Rusteal/Generated";
    REQUIRE(rusteal::scaffold::write_generated_stubs(generated, ""));
    std::vector<fs::path> sources;
    for (const auto& e : fs::directory_iterator(rusteal / "Private"))
        if (e.path().extension() == ".cpp") sources.push_back(e.path());
    for (const auto& e : fs::directory_iterator(kSource / "plugin_runtime/host/src"))
        if (e.path().extension() == ".cpp") sources.push_back(e.path());
    sources.push_back(generated / "RustealFillFuncTable.cpp");
    std::sort(sources.begin(), sources.end());
    const std::vector<fs::path> includes{rusteal::test::kStandinCore, rusteal::test::kStandinEngine, rusteal / "Public", rusteal / "Private",
                                         kSource / "plugin_runtime/abi", kSource / "plugin_runtime/host/include", generated,
                                         dir.path()};
    std::set<std::string> rusteal_defined;
    const fs::path rusteal_so = build_module(dir.path(), "UnrealEditor-Rusteal", sources, includes, rusteal_defined);
    const auto exported = symbols(rusteal_so, "-D --defined-only");

    // Everything of ours the module refers to, it defines (the generated table included).
    const auto uht = uht_defined();
    for (const auto& s : symbols(rusteal_so, "-D --undefined-only")) {
        const std::string d = demangle(s);
        if (uht.count(d.substr(0, d.find('(')))) continue;
        INFO("the Rusteal module refers to " << d << " and does not define it");
        CHECK_FALSE(is_rusteal_symbol(d));
    }
    // A module that depends on Rusteal links to what Rusteal exports, nothing hidden.
    auto check_dependent = [&](const std::string& module, const std::vector<fs::path>& module_sources,
                               const std::vector<fs::path>& extra_includes, const std::string& own_prefix) {
        std::set<std::string> defined;
        auto all_includes = includes;
        all_includes.insert(all_includes.end(), extra_includes.begin(), extra_includes.end());
        const fs::path so = build_module(dir.path(), module, module_sources, all_includes, defined);
        std::size_t used = 0;
        for (const auto& s : symbols(so, "-D --undefined-only")) {
            const std::string d = demangle(s);
            if (rusteal_defined.count(s)) {
                ++used;
                INFO(module << " uses " << d << ", which the Rusteal module defines but does not export (RUSTEAL_API)");
                CHECK(exported.count(s) == 1);
            } else if (!own_prefix.empty() && d.find(own_prefix) != std::string::npos && is_rusteal_symbol(d.substr(d.find(own_prefix) + own_prefix.size()))) {
                INFO(module << " refers to its own " << d << " and does not define it");
                CHECK(false);
            }
        }
        CHECK(used > 0); // it does use the runtime module (the check is not vacuous)
    };
    check_dependent("UnrealEditor-RustealEditor",
                    {kUe / "Rusteal/Source/RustealEditor/Private/RustealEditorModule.cpp",
                     kUe / "Rusteal/Source/RustealEditor/Private/RustealEditorSubsystem.cpp"},
                    {kUe / "Rusteal/Source/RustealEditor/Public"}, "");

    // A Rusteal plugin's module, from the plugin template, with its generated table.
    const fs::path plugin = dir.path() / "Inventory";
    fs::create_directories(plugin);
    const std::string module_cpp = read_file(kSource / "templates/plugin/blank/Source/{{ plugin }}/Private/{{ plugin }}Module.cpp.tera");
    std::ofstream(plugin / "InventoryModule.cpp") << rusteal::test::replace_all(module_cpp, "{{ plugin }}", "Inventory");
    REQUIRE(rusteal::scaffold::write_generated_stubs(plugin / "Generated", "Inventory_"));
    check_dependent("UnrealEditor-Inventory", {plugin / "InventoryModule.cpp", plugin / "Generated/RustealFillFuncTable.cpp"},
                    {plugin / "Generated"}, "Inventory_");
}
