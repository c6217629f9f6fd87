// The platform optimizations (platform_packs/optimizations.hpp): the table in rusteal.toml, the
// block between the markers, the user's text around it never changed, the user's keys winning,
// files we created removed when nothing is left, and every template carrying the defaults.
#include "platform_packs/optimizations.hpp"
#include "read_file.hpp"
#include "scaffold/project_commands.hpp"
#include "scaffold/template_catalog.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <fstream>

namespace fs = std::filesystem;
using namespace rusteal::platforms;
using rusteal::test::read_file;

namespace {

bool same(const Optimizations& a, const Optimizations& b) {
    if (a.size() != b.size()) return false;
    for (const auto& [platform, settings] : a) {
        auto it = b.find(platform);
        if (it == b.end() || it->second.size() != settings.size()) return false;
        for (std::size_t i = 0; i < settings.size(); ++i) {
            const auto &x = settings[i], &y = it->second[i];
            if (x.file != y.file || x.section != y.section || x.key != y.key || x.value != y.value) return false;
        }
    }
    return true;
}

std::string error_of(std::string_view toml) {
    try {
        read_optimizations(toml, "rusteal.toml");
    } catch (const OptimizationsError& e) {
        return e.what();
    }
    return "(no error)";
}

} // namespace

TEST_CASE("the optimizations table is read from rusteal.toml with the reference's rules") {
    const auto& d = default_optimizations();
    REQUIRE(d.count("linux"));
    CHECK(d.at("linux").at(0).key == "r.Vulkan.CpuWaitForFence");
    CHECK(d.at("linux").at(0).value == "0");
    CHECK_FALSE(read_optimizations("[project]\ncrate = \"x\"\n", "rusteal.toml")); // none: the defaults apply
    auto none = read_optimizations("[optimizations]\n", "rusteal.toml");
    REQUIRE(none);
    CHECK(none->empty());
    auto t = read_optimizations("[optimizations.windows.Engine.\"/Script/Engine.RendererSettings\"]\n"
                                "\"r.Flag\" = true\n\"r.Name\" = \"text\"\n\"r.Scale\" = 0.5\n", "rusteal.toml");
    REQUIRE(t);
    const auto& w = t->at("windows");
    REQUIRE(w.size() == 3);
    CHECK(w[0].section == "/Script/Engine.RendererSettings");
    CHECK(w[0].value == "True");
    CHECK(w[1].value == "text");
    CHECK(w[2].value == "0.5");
    CHECK(error_of("\n[optimizations.psx.Engine.ConsoleVariables]\nx = 1\n") ==
          "rusteal.toml:2: unknown platform 'psx' in [optimizations] (the platforms are linux, windows, mac)");
    CHECK(error_of("[optimizations.linux.Engine.ConsoleVariables]\nx = [1, 2]\n") ==
          "rusteal.toml:2: the value must be a string, an integer, a float or a boolean");
}

TEST_CASE("the block is written between markers, the user's lines and keys untouched") {
    const std::vector<IniSetting> settings{{"Engine", "ConsoleVariables", "r.Vulkan.CpuWaitForFence", "0"},
                                           {"Engine", "ConsoleVariables", "r.Mine", "1"},
                                           {"Engine", "/Script/Engine.RendererSettings", "r.Other", "True"}};
    const std::string user = "; my notes\n[ConsoleVariables]\nr.Mine=7\n\n[Core.Log]\nLogRusteal=Verbose";
    const std::string with = add_block(user, settings);
    CHECK(with == user + "\n" + std::string(kBlockBegin) + "\n[ConsoleVariables]\nr.Vulkan.CpuWaitForFence=0\n"
                             "[/Script/Engine.RendererSettings]\nr.Other=True\n" + std::string(kBlockEnd) + "\n");
    bool had = false;
    CHECK(strip_block(with, &had) == user + "\n");
    CHECK(had);
    // Writing again gives the same text: nothing accumulates.
    CHECK(add_block(strip_block(with), settings) == with);
    // The user sets every key: nothing to add, the text as it was.
    CHECK(add_block("[ConsoleVariables]\n+r.Vulkan.CpuWaitForFence=1\nr.mine=2\n[/script/engine.renderersettings]\nr.Other=False\n",
                    settings) == "[ConsoleVariables]\n+r.Vulkan.CpuWaitForFence=1\nr.mine=2\n[/script/engine.renderersettings]\nr.Other=False\n");
    // User text after the block stays where it is.
    const std::string around = "[A]\nx=1\n" + std::string(kBlockBegin) + "\n[B]\ny=2\n" + std::string(kBlockEnd) + "\n[C]\nz=3\n";
    CHECK(strip_block(around) == "[A]\nx=1\n[C]\nz=3\n");
}

TEST_CASE("planning the files: created, rewritten, left alone, removed") {
    rusteal::test::TempDir dir;
    const auto& linux = *find_platform("Linux");
    const Optimizations table{{"linux", {{"Engine", "ConsoleVariables", "r.Vulkan.CpuWaitForFence", "0"}}},
                              {"windows", {{"Engine", "ConsoleVariables", "r.D3D12", "1"}}}};
    // No Config/Linux yet: the file is created with only the block; Windows is not this platform.
    auto plan = plan_optimizations(dir.path(), linux, table, true);
    REQUIRE(plan.size() == 1);
    CHECK(plan[0].file == dir.path() / "Config/Linux/LinuxEngine.ini");
    REQUIRE(plan[0].content);
    fs::create_directories(dir.path() / "Config/Linux");
    std::ofstream(plan[0].file) << *plan[0].content;
    CHECK(plan_optimizations(dir.path(), linux, table, true).empty()); // already so: not rewritten
    // Another .ini of the folder without a block and nothing for it: never listed.
    std::ofstream(dir.path() / "Config/Linux/LinuxGame.ini") << "[x]\ny=1";
    CHECK(plan_optimizations(dir.path(), linux, table, true).empty());
    // Off: the file we created is removed, the user's is not touched.
    plan = plan_optimizations(dir.path(), linux, table, false);
    REQUIRE(plan.size() == 1);
    CHECK(plan[0].file == dir.path() / "Config/Linux/LinuxEngine.ini");
    CHECK_FALSE(plan[0].content);
    // A file of the user's with our block: off keeps the user's text exactly.
    std::ofstream(dir.path() / "Config/Linux/LinuxEngine.ini") << "; mine\n[ConsoleVariables]\nr.X=1\n"
                                                                 << add_block("", table.at("linux"));
    plan = plan_optimizations(dir.path(), linux, table, false);
    REQUIRE(plan.size() == 1);
    CHECK(*plan[0].content == "; mine\n[ConsoleVariables]\nr.X=1\n");
    // The Windows pack writes Config/Windows/WindowsEngine.ini.
    plan = plan_optimizations(dir.path(), *find_platform("Win64"), table, true);
    REQUIRE(plan.size() == 1);
    CHECK(plan[0].file == dir.path() / "Config/Windows/WindowsEngine.ini");
}

TEST_CASE("every project template carries the default optimizations, and new writes them") {
    using namespace rusteal::scaffold;
    for (const auto& t : list_templates(TemplateKind::Game)) {
        TemplateContext c{{"project", "Probe"}, {"crate_name", "probe"}, {"version", "0.1.0"}, {"runtime_path", ""}};
        for (const auto& f : render_template_files(t, c)) {
            if (f.path != "rusteal.toml") continue;
            auto table = read_optimizations(f.content, "templates/game/" + t.name + "/" + t.variant + "/rusteal.toml.tera");
            INFO(t.name << "/" << t.variant);
            REQUIRE(table);
            CHECK(same(*table, default_optimizations()));
        }
    }
    rusteal::test::TempDir dir;
    NewProjectOptions o;
    o.name = "Probe";
    o.dir = dir.path();
    create_project(o, RUSTEAL_STANDIN_ENGINE);
    CHECK_THAT(read_file(dir.path() / "Probe/Config/Linux/LinuxEngine.ini"), Catch::Contains("r.Vulkan.CpuWaitForFence=0"));
    write_optimizations(dir.path() / "Probe", false);
    CHECK_FALSE(fs::exists(dir.path() / "Probe/Config/Linux/LinuxEngine.ini"));
    o.name = "Plain";
    o.optimizations = false;
    create_project(o, RUSTEAL_STANDIN_ENGINE);
    CHECK_FALSE(fs::exists(dir.path() / "Plain/Config/Linux"));
}
