// The project commands' file work (daemon/scaffold): the template renderer, the catalog, the
// engine template's TemplateDefs.ini, `new` on the stand-in engine, `setup` and `plugin new`,
// with what they refuse and what they never overwrite.
#include "error_of.hpp"
#include "read_file.hpp"
#include "scaffold/engine_template.hpp"
#include "scaffold/game_module.hpp"
#include "scaffold/project_commands.hpp"
#include "scaffold/template_catalog.hpp"
#include "scaffold/uproject_file.hpp"
#include "scaffold/text_template.hpp"
#include "scaffold/version_gate.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

#include <boost/json.hpp>

#include <fstream>
#include <map>
#include <regex>
#include <set>

#include <toml++/toml.h>

namespace fs = std::filesystem;
using namespace rusteal::scaffold;
using rusteal::test::error_of;
using rusteal::test::read_file;

namespace {

const fs::path kEngine = RUSTEAL_STANDIN_ENGINE;

} // namespace

TEST_CASE("the renderer fills variables and conditions and names the line of a mistake") {
    TemplateContext c{{"name", "Probe"}, {"path", ""}};
    CHECK(render_template("a {{ name }} b {{name}}", c, "t") == "a Probe b Probe");
    CHECK(render_template("{% if path %}by path{% else %}by version{% endif %}!", c, "t") == "by version!");
    CHECK(render_template("{% if name %}{% if path %}x{% else %}y{% endif %}{% endif %}", c, "t") == "y");
    CHECK(error_of<ScaffoldError>([&] { render_template("one\n{{ nope }}", c, "f.tera"); }) ==
          "f.tera:2: unknown variable 'nope' (the variables are: name, path)");
    CHECK(error_of<ScaffoldError>([&] { render_template("{{ name | upper }}", c, "f.tera"); }) ==
          "f.tera:1: '{{ name | upper }}' is not a variable name (filters are not supported)");
    CHECK(error_of<ScaffoldError>([&] { render_template("\n\n{% if name %}open", c, "f.tera"); }) ==
          "f.tera:3: '{% if %}' is never closed with '{% endif %}'");
    CHECK(error_of<ScaffoldError>([&] { render_template("{% for x in y %}", c, "f.tera"); }) ==
          "f.tera:1: '{% for x in y %}' is not supported (if, else, endif are)");
    CHECK(error_of<ScaffoldError>([&] { render_template("{{ name", c, "f.tera"); }) == "f.tera:1: '{{' is never closed");
}

TEST_CASE("templates are found loosely and every one renders") {
    CHECK(select_template(TemplateKind::Game, "BLANK", "").variant == "base");
    CHECK(select_template(TemplateKind::Game, "bl-a_nk", "Base").manifest.engine_template == "TP_Blank");
    CHECK(select_template(TemplateKind::Game, "ThirdPerson", "").manifest.engine_template == "TP_ThirdPerson");
    CHECK(select_template(TemplateKind::Game, "TPS", "base").name == "third-person");  // its alias, loosely
    CHECK(select_template(TemplateKind::Game, "First_Person", "").manifest.engine_template == "TP_FirstPerson");
    CHECK(select_template(TemplateKind::Game, "fps", "").name == "first-person");
    CHECK(select_template(TemplateKind::Game, "FPS", "Horror").manifest.default_map == "/Game/Variant_Horror/Lvl_Horror");
    // The starter file a variant does not have is its base's.
    CHECK_THAT(render_template_file(TemplateKind::Game, "first-person", "horror", "rusteal.toml.tera",
                                    TemplateContext{{"project", "Probe"}, {"crate_name", "probe"}}),
               Catch::Contains("crate = \"probe\""));
    const auto unknown = error_of<ScaffoldError>([] { select_template(TemplateKind::Game, "shooter", ""); });
    CHECK_THAT(unknown, Catch::StartsWith("no project template 'shooter'. The templates:\n  blank") &&
                            Catch::Contains("third-person") && Catch::Contains("(also: tps)") &&
                            Catch::Contains("first-person") && Catch::Contains("(also: fps)") &&
                            Catch::Contains("An empty project with a HelloActor written in Rust.") &&
                            Catch::Contains("--variant base"));
    CHECK_THAT(error_of<ScaffoldError>([] { select_template(TemplateKind::Game, "blank", "horror"); }),
               Catch::StartsWith("the project template 'blank' has no variant 'horror'"));
    for (const auto& runtime : {std::string(), std::string("/opt/rusteal/crates")}) {
        for (const auto& t : list_templates(TemplateKind::Game)) {
            TemplateContext c{{"project", "Probe"}, {"crate_name", "probe"}, {"crate_ident", "probe"}, {"version", "0.1.0"}, {"runtime_path", runtime}};
            const auto files = render_template_files(t, c);
            std::vector<std::string> paths;
            for (const auto& f : files) paths.push_back(f.path.generic_string());
            std::sort(paths.begin(), paths.end());
            // Every game template has the same frame; its gameplay sources are its own.
            for (const char* frame : {".gitignore", "Rust/Cargo.toml", "Rust/probe/Cargo.toml", "Rust/probe/src/lib.rs", "rusteal.toml"})
                CHECK(std::count(paths.begin(), paths.end(), frame) == 1);
            if (t.name == "blank")
                CHECK(paths == std::vector<std::string>{".gitignore", "Rust/Cargo.toml", "Rust/probe/Cargo.toml",
                                                        "Rust/probe/src/hello.rs", "Rust/probe/src/lib.rs", "rusteal.toml"});
            if (t.name == "first-person" && t.variant == "base")
                CHECK(paths == std::vector<std::string>{".gitignore", "Rust/Cargo.toml", "Rust/probe/Cargo.toml",
                                                        "Rust/probe/src/camera_manager.rs", "Rust/probe/src/character.rs",
                                                        "Rust/probe/src/game_mode.rs", "Rust/probe/src/lib.rs",
                                                        "Rust/probe/src/player_controller.rs", "Rust/probe/src/view.rs",
                                                        "rusteal.toml"});
            // A variant that extends the base: the base's files, its own beside them, its lib.rs
            // in the base's place.
            if (t.name == "first-person" && t.variant == "horror") {
                CHECK(t.manifest.extends == "base");
                CHECK(paths == std::vector<std::string>{".gitignore", "Rust/Cargo.toml", "Rust/probe/Cargo.toml",
                                                        "Rust/probe/src/camera_manager.rs", "Rust/probe/src/character.rs",
                                                        "Rust/probe/src/game_mode.rs", "Rust/probe/src/horror/character.rs",
                                                        "Rust/probe/src/horror/game_mode.rs", "Rust/probe/src/horror/mod.rs", "Rust/probe/src/horror/player_controller.rs",
                                                        "Rust/probe/src/horror/sprint.rs", "Rust/probe/src/horror/ui.rs",
                                                        "Rust/probe/src/lib.rs", "Rust/probe/src/player_controller.rs",
                                                        "Rust/probe/src/view.rs", "rusteal.toml"});
                for (const auto& f : files)
                    if (f.path == "Rust/probe/src/lib.rs") CHECK_THAT(f.content, Catch::Contains("mod horror;"));
            }
            if (t.name == "third-person" && t.variant == "base")
                CHECK(paths == std::vector<std::string>{".gitignore", "Rust/Cargo.toml", "Rust/probe/Cargo.toml",
                                                        "Rust/probe/src/character.rs", "Rust/probe/src/game_mode.rs",
                                                        "Rust/probe/src/lib.rs", "Rust/probe/src/movement.rs",
                                                        "Rust/probe/src/player_controller.rs", "rusteal.toml"});
            if (t.name == "third-person" && t.variant == "platforming") {
                CHECK(t.manifest.extends == "base");
                CHECK(paths == std::vector<std::string>{
                                   ".gitignore", "Rust/Cargo.toml", "Rust/probe/Cargo.toml", "Rust/probe/src/character.rs",
                                   "Rust/probe/src/game_mode.rs", "Rust/probe/src/lib.rs", "Rust/probe/src/movement.rs",
                                   "Rust/probe/src/platforming/anim_notify_end_dash.rs", "Rust/probe/src/platforming/character.rs",
                                   "Rust/probe/src/platforming/game_mode.rs", "Rust/probe/src/platforming/mod.rs",
                                   "Rust/probe/src/platforming/moves.rs", "Rust/probe/src/platforming/player_controller.rs",
                                   "Rust/probe/src/player_controller.rs", "rusteal.toml"});
                for (const auto& f : files)
                    if (f.path == "Rust/probe/src/lib.rs") CHECK_THAT(f.content, Catch::Contains("mod platforming;"));
            }
            // A variant with its own rusteal.toml in the base's place: its NPCs need AI and StateTree.
            if (t.name == "third-person" && t.variant == "side-scrolling") {
                CHECK(t.manifest.extends == "base");
                std::vector<std::string> expected{".gitignore", "Rust/Cargo.toml", "Rust/probe/Cargo.toml", "Rust/probe/src/character.rs",
                                                  "Rust/probe/src/game_mode.rs", "Rust/probe/src/lib.rs", "Rust/probe/src/movement.rs",
                                                  "Rust/probe/src/player_controller.rs"};
                for (const char* m : {"ai_controller", "camera_manager", "character", "game_mode", "interactable", "jump_pad", "mod",
                                      "moving_platform", "npc", "pickup", "player_controller", "rules", "soft_platform", "state_tree", "ui"})
                    expected.push_back(std::string("Rust/probe/src/side_scrolling/") + m + ".rs");
                expected.push_back("rusteal.toml");
                std::sort(expected.begin(), expected.end());
                CHECK(paths == expected);
                for (const auto& f : files) {
                    if (f.path == "Rust/probe/src/lib.rs") CHECK_THAT(f.content, Catch::Contains("mod side_scrolling;"));
                    if (f.path == "rusteal.toml") CHECK_THAT(f.content, Catch::Contains("\"ai\", \"state-tree\""));
                }
            }
            // The twin-stick variant's NPCs are run by a StateTree too.
            if (t.name == "top-down" && t.variant == "twin-stick") {
                CHECK(t.manifest.extends == "base");
                std::vector<std::string> expected{".gitignore", "Rust/Cargo.toml", "Rust/probe/Cargo.toml", "Rust/probe/src/character.rs",
                                                  "Rust/probe/src/game_mode.rs", "Rust/probe/src/lib.rs", "Rust/probe/src/player_controller.rs",
                                                  "Rust/probe/src/pointing.rs", "Rust/probe/src/top_down_view.rs"};
                for (const char* m : {"ai_controller", "aoe_attack", "character", "game_mode", "mod", "npc", "npc_destruction", "pickup",
                                      "player_controller", "projectile", "rules", "spawner", "state_tree", "ui"})
                    expected.push_back(std::string("Rust/probe/src/twin_stick/") + m + ".rs");
                expected.push_back("rusteal.toml");
                std::sort(expected.begin(), expected.end());
                CHECK(paths == expected);
                for (const auto& f : files) {
                    if (f.path == "Rust/probe/src/lib.rs") CHECK_THAT(f.content, Catch::Contains("mod twin_stick;"));
                    if (f.path == "rusteal.toml") CHECK_THAT(f.content, Catch::Contains("\"ai\", \"state-tree\", \"niagara\""));
                }
            }
            if (t.name == "top-down" && t.variant == "base") {
                CHECK(paths == std::vector<std::string>{".gitignore", "Rust/Cargo.toml", "Rust/probe/Cargo.toml",
                                                        "Rust/probe/src/character.rs", "Rust/probe/src/game_mode.rs",
                                                        "Rust/probe/src/lib.rs", "Rust/probe/src/player_controller.rs",
                                                        "Rust/probe/src/pointing.rs", "Rust/probe/src/top_down_view.rs",
                                                        "rusteal.toml"});
                // Its click sends the character along the navigation mesh (AI) with an effect (Niagara).
                for (const auto& f : files)
                    if (f.path == "rusteal.toml") CHECK_THAT(f.content, Catch::Contains("\"ai\", \"niagara\""));
            }
            for (const auto& f : files) {
                CHECK(f.content.find("{{") == std::string::npos);
                if (f.path == "Rust/Cargo.toml")
                    CHECK_THAT(f.content, runtime.empty() ? Catch::Contains("rusteal-runtime = \"=0.1.0\"")
                                                          : Catch::Contains("rusteal-runtime = { path = \"/opt/rusteal/crates/rusteal-runtime\", "
                                                                            "version = \"=0.1.0\" }"));
            }
        }
        for (const auto& t : list_templates(TemplateKind::Plugin)) {
            TemplateContext c{{"plugin", "Gadget"}, {"crate_name", "gadget"}, {"crate_ident", "gadget"}, {"version", "0.1.0"}, {"runtime_path", runtime}};
            const auto files = render_template_files(t, c);
            CHECK(std::any_of(files.begin(), files.end(), [](const RenderedFile& f) { return f.path == "Gadget.uplugin"; }));
            CHECK(std::any_of(files.begin(), files.end(),
                              [](const RenderedFile& f) { return f.path == "Source/Gadget/Private/GadgetModule.cpp"; }));
        }
    }
}

TEST_CASE("TemplateDefs.ini is read as the engine reads it") {
    const std::string ini = "\xEF\xBB\xBF[/Script/GameProjectGeneration.TemplateProjectDefs]\n; a comment\n"
                            "FoldersToIgnore=\"Binaries\"\nFilesToIgnore=\"%TEMPLATENAME%.uproject\"\n"
                            "FolderRenames=(From=\"Source/%TEMPLATENAME%\",To=\"Source/%PROJECTNAME%\")\n"
                            "ReplacementsInFiles=(Extensions=(\"cpp\",\"h\"),From=\"%TEMPLATENAME_UPPERCASE%\",To=\"%PROJECTNAME_UPPERCASE%\",bCaseSensitive=true)\n"
                            "ReplacementsInFiles=(Extensions=(\"cpp\"),From=\"%TEMPLATENAME%\",To=\"%PROJECTNAME%\",bCaseSensitive=false)\n"
                            "SharedContentPacks=(MountName=\"Geometry\",DetailLevels=(\"Standard\",\"High\"))\n";
    const auto d = parse_template_defs(ini, "TP_Blank", "Probe", "TemplateDefs.ini");
    CHECK(d.folders_to_ignore == std::vector<std::string>{"Binaries"});
    CHECK(d.files_to_ignore == std::vector<std::string>{"TP_Blank.uproject"});
    REQUIRE(d.folder_renames.size() == 1);
    CHECK(d.folder_renames[0] == std::pair<std::string, std::string>{"Source/TP_Blank", "Source/Probe"});
    REQUIRE(d.replacements_in_files.size() == 2);
    CHECK(d.replacements_in_files[0].from == "TP_BLANK");
    CHECK(d.replacements_in_files[0].to == "PROBE");
    CHECK_FALSE(d.replacements_in_files[1].case_sensitive);
    REQUIRE(d.shared_packs.size() == 1);
    CHECK(d.shared_packs[0].second == std::vector<std::string>{"Standard", "High"});
    CHECK(replace_all("tp_blank TP_Blank", "TP_BLANK", "Probe", false) == "Probe Probe");
    CHECK(error_of<ScaffoldError>([] { parse_template_defs("FolderRenames=(To=\"x\")\n", "T", "P", "d.ini"); }) ==
          "d.ini:1: FolderRenames needs From=\"...\" and To=\"...\"");
}

TEST_CASE("names and crate names follow the reference's rules") {
    CHECK(crate_name_for("MyGame") == "my-game");
    CHECK(crate_name_for("Probe") == "probe");
    CHECK(crate_name_for("ABC2") == "a-b-c2");
    CHECK(crate_ident_for("my-game") == "my_game");
    CHECK(crate_ident_for("probe") == "probe");
    CHECK(is_valid_name("Probe", 20));
    CHECK_FALSE(is_valid_name("1Probe", 20));
    CHECK_FALSE(is_valid_name("My_Game", 20));
    CHECK_FALSE(is_valid_name("ThisNameIsMuchTooLong", 20));
    CHECK(is_valid_name("ThisNameIsMuchTooLong", 32));
    CHECK_FALSE(is_valid_name("", 32));
}

TEST_CASE("new makes a project from the engine's template and ours, and refuses without writing") {
    rusteal::test::TempDir dir;
    NewProjectOptions o;
    o.name = "Probe";
    o.dir = dir.path();
    o.runtime_path = fs::path(RUSTEAL_SOURCE_DIR) / "plugin_runtime/crates";
    const auto r = create_project(o, kEngine);
    const fs::path root = dir.path() / "Probe";
    CHECK(r.root == root);
    CHECK(r.next_step == "open Probe.uproject, drop a HelloActor into the level, press Play");
    // The engine's template, renamed; its .uproject and TemplateDefs.ini not copied as they are.
    CHECK(fs::exists(root / "Source/ProbeEditor.Target.cs"));
    CHECK_THAT(read_file(root / "Source/Probe/ProbeScoreboard.h"),
               Catch::Contains("class PROBE_API AProbeScoreboard : public AActor") && Catch::Contains("\"ProbeScoreboard.generated.h\""));
    CHECK_FALSE(fs::exists(root / "Config/TemplateDefs.ini"));
    CHECK_FALSE(fs::exists(root / "TP_Blank.uproject"));
    const auto uproject = boost::json::parse(read_file(root / "Probe.uproject"));
    CHECK(uproject.at("EngineAssociation") == "5.8");
    CHECK(uproject.at("Modules").at(0).at("Name") == "Probe");
    CHECK(uproject.at("Plugins").as_array().size() == 2);
    CHECK_THAT(read_file(root / "Config/DefaultGame.ini"), Catch::Contains("ProjectID=") && Catch::Contains("ProjectName=Probe"));
    CHECK_THAT(read_file(root / "Config/DefaultEngine.ini"),
               Catch::Contains("+ActiveGameNameRedirects=(OldGameName=\"/Script/TP_Blank\",NewGameName=\"/Script/Probe\")") &&
                   Catch::Contains("+ActiveClassRedirects=(OldClassName=\"TP_BlankScoreboard\",NewClassName=\"ProbeScoreboard\")"));
    // Ours: the workspace pinned to the checkout, the crate, the bindings placeholder, setup's files.
    CHECK_THAT(read_file(root / "Rust/Cargo.toml"), Catch::Contains("members = [\"probe\", \"bindings\"]") &&
                                                        Catch::Contains(o.runtime_path.string() + "/rusteal-core"));
    CHECK_THAT(read_file(root / "Rust/probe/src/hello.rs"), Catch::Contains("pub struct HelloActor"));
    CHECK(fs::exists(root / "Rust/bindings/src/lib.rs"));
    CHECK_THAT(read_file(root / "rusteal.toml"), Catch::Contains("crate = \"probe\"") && Catch::Contains("Probe = { module = \"game\""));
    CHECK(fs::exists(root / "Plugins/Rusteal/Source/Rusteal/Host/abi/RustealApiTable.h"));
    CHECK_THAT(read_file(root / "Plugins/RustealGenerator/Source/RustealExporter/RustealExporter.ubtplugin.csproj.props"),
               Catch::Contains("<EngineDir>" + (kEngine / "Engine").string() + "</EngineDir>"));
    CHECK_THAT(read_file(root / "Plugins/Rusteal/Source/Rusteal/Generated/RustealFillFuncTable.cpp"),
               Catch::Contains("uint32_t RustealGetFuncCount() { return 0; }"));

    // Refused, nothing written: a name taken, an invalid name, not a checkout.
    const auto before = read_file(root / "rusteal.toml");
    CHECK(error_of<ScaffoldError>([&] { create_project(o, kEngine); }) == root.string() + " already exists.");
    CHECK(read_file(root / "rusteal.toml") == before);
    o.name = "Bad-Name";
    CHECK_THAT(error_of<ScaffoldError>([&] { create_project(o, kEngine); }), Catch::StartsWith("'Bad-Name' is not a valid project name"));
    o.name = "Other";
    o.runtime_path = dir.path();
    CHECK(error_of<ScaffoldError>([&] { create_project(o, kEngine); }) == dir.path().string() + " is not a Rusteal checkout (no rusteal-runtime/Cargo.toml).");
    CHECK_FALSE(fs::exists(dir.path() / "Other"));
    // An engine without the template: the half-made folder is removed.
    o.runtime_path.clear();
    rusteal::test::TempDir empty_engine;
    fs::create_directories(empty_engine.path() / "Engine/Build/BatchFiles");
    CHECK_THAT(error_of<ScaffoldError>([&] { create_project(o, empty_engine.path()); }), Catch::StartsWith("the engine has no template TP_Blank"));
    CHECK_FALSE(fs::exists(dir.path() / "Other"));
}

TEST_CASE("new on a Blueprint-only engine template writes the game module the build needs, and finds a .uproject of another name") {
    // An engine whose blank template is the stand-in's Intro one (Blueprints only, its .uproject
    // UEIntro.uproject): the project gets a module of its name, its targets and the Modules entry.
    rusteal::test::TempDir engine, dir;
    fs::create_directories(engine.path() / "Engine/Build");
    fs::create_directories(engine.path() / "Templates");
    fs::copy_file(kEngine / "Engine/Build/Build.version", engine.path() / "Engine/Build/Build.version");
    fs::copy(kEngine / "Templates/TP_UEIntro_BP", engine.path() / "Templates/TP_Blank", fs::copy_options::recursive);
    NewProjectOptions o;
    o.name = "Tour";
    o.dir = dir.path();
    o.runtime_path = fs::path(RUSTEAL_SOURCE_DIR) / "plugin_runtime/crates";
    const auto r = create_project(o, engine.path());
    const fs::path root = dir.path() / "Tour";
    CHECK(std::find(r.lines.begin(), r.lines.end(),
                    "the engine template has no C++: wrote the game module Tour (Source/Tour, its two targets, the .uproject's Modules entry)") !=
          r.lines.end());
    CHECK_FALSE(fs::exists(root / "UEIntro.uproject"));
    const auto uproject = boost::json::parse(read_file(root / "Tour.uproject"));
    CHECK(uproject.at("Modules").as_array().size() == 1);
    // Before the plugins, where Unreal writes it.
    CHECK(read_file(root / "Tour.uproject").find("\"Modules\"") < read_file(root / "Tour.uproject").find("\"Plugins\""));
    CHECK(uproject.at("Modules").at(0) == boost::json::parse(R"({"Name": "Tour", "Type": "Runtime", "LoadingPhase": "Default"})"));
    // The template's plugins kept, with their allow lists; the Rusteal plugins added after them.
    CHECK(uproject.at("Plugins").at(0).at("Name") == "ModelingToolsEditorMode");
    CHECK(uproject.at("Plugins").at(0).at("TargetAllowList").at(0) == "Editor");
    CHECK(uproject_modules(root / "Tour.uproject") == std::vector<std::string>{"Tour"});
    CHECK_THAT(read_file(root / "Source/Tour.Target.cs"),
               Catch::Contains("public class TourTarget : TargetRules") && Catch::Contains("Type = TargetType.Game;") &&
                   Catch::Contains("ExtraModuleNames.Add(\"Tour\");"));
    CHECK_THAT(read_file(root / "Source/TourEditor.Target.cs"),
               Catch::Contains("public class TourEditorTarget : TargetRules") && Catch::Contains("Type = TargetType.Editor;"));
    CHECK_THAT(read_file(root / "Source/Tour/Tour.Build.cs"), Catch::Contains("public class Tour : ModuleRules"));
    CHECK_THAT(read_file(root / "Source/Tour/Tour.cpp"),
               Catch::Contains("IMPLEMENT_PRIMARY_GAME_MODULE(FDefaultGameModuleImpl, Tour, \"Tour\");"));
    // A C++ template's project keeps the template's module and gets none of its own.
    CHECK(uproject_modules(kEngine / "Templates/TP_Blank/TP_Blank.uproject") == std::vector<std::string>{"TP_Blank"});

    // Two .uprojects and none of the template's name: which one is the template's cannot be told.
    fs::copy_file(engine.path() / "Templates/TP_Blank/UEIntro.uproject", engine.path() / "Templates/TP_Blank/Other.uproject");
    o.name = "Tour2";
    CHECK_THAT(error_of<ScaffoldError>([&] { create_project(o, engine.path()); }),
               Catch::StartsWith("the engine's template TP_Blank has more than one .uproject in "));
    CHECK_FALSE(fs::exists(dir.path() / "Tour2"));
    // A Source/ the game module would write over is refused, nothing of it overwritten.
    rusteal::test::TempDir project;
    fs::copy_file(engine.path() / "Templates/TP_Blank/UEIntro.uproject", project.path() / "P.uproject");
    fs::create_directories(project.path() / "Source/P");
    std::ofstream(project.path() / "Source/P/P.cpp") << "mine";
    CHECK(error_of<ScaffoldError>([&] { write_game_module(project.path(), project.path() / "P.uproject", "P"); }) ==
          (project.path() / "Source/P/P.cpp").string() + " already exists; the game module was not written, nothing of it overwritten");
    CHECK(read_file(project.path() / "Source/P/P.cpp") == "mine");
    CHECK(uproject_modules(project.path() / "P.uproject").empty());
}

TEST_CASE("setup keeps the user's rusteal.toml and stubs, and plugin new refuses taken names") {
    rusteal::test::TempDir dir;
    const fs::path root = dir.path() / "Game";
    fs::create_directories(root);
    std::ofstream(root / "Game.uproject") << "\xEF\xBB\xBF{\"FileVersion\": 3, \"Plugins\": [{\"Name\": \"Rusteal\", \"Enabled\": true}]}";
    std::ofstream(root / "rusteal.toml") << "# mine\n[project]\ncrate = \"mine\"\n";
    auto r = setup_project(root, kEngine);
    CHECK(read_file(root / "rusteal.toml") == "# mine\n[project]\ncrate = \"mine\"\n");
    CHECK(std::find(r.lines.begin(), r.lines.end(), (root / "rusteal.toml").string() + " already exists, keeping it.") != r.lines.end());
    // The file keeps its byte-order mark.
    CHECK(read_file(root / "Game.uproject").rfind("\xEF\xBB\xBF{", 0) == 0);
    const auto uproject = boost::json::parse(read_file(root / "Game.uproject").substr(3));
    CHECK(uproject.at("Plugins").as_array().size() == 2); // RustealGenerator added, Rusteal not twice
    // A second setup rewrites nothing and keeps generated files.
    std::ofstream(root / "Plugins/Rusteal/Source/Rusteal/Generated/RustealFuncIds.h") << "// generated\n";
    const auto time = fs::last_write_time(root / "Plugins/Rusteal/Rusteal.uplugin");
    r = setup_project(root, kEngine);
    CHECK_THAT(r.lines.at(0), Catch::Contains(" 0 files written"));
    CHECK(fs::last_write_time(root / "Plugins/Rusteal/Rusteal.uplugin") == time);
    CHECK(read_file(root / "Plugins/Rusteal/Source/Rusteal/Generated/RustealFuncIds.h") == "// generated\n");
    CHECK(error_of<ScaffoldError>([&] { setup_project(dir.path() / "nowhere", kEngine); }) == "project path does not exist: " + (dir.path() / "nowhere").string());
    // A folder that is not an Unreal project: refused, nothing written into it.
    const fs::path plain = dir.path() / "plain";
    fs::create_directories(plain);
    CHECK_THAT(error_of<ScaffoldError>([&] { setup_project(plain, kEngine); }),
               Catch::StartsWith("no .uproject found in " + plain.string() + ". rusteal setup installs the plugins"));
    CHECK(fs::is_empty(plain));

    NewPluginOptions p{root, "Gadget", "blank"};
    const auto made = create_plugin(p);
    CHECK(made.folder == root / "Plugins/Gadget");
    CHECK_THAT(read_file(root / "Plugins/Gadget/Source/Gadget/Generated/RustealFillFuncTable.cpp"),
               Catch::Contains("void Gadget_RustealFillFuncTable()"));
    CHECK_THAT(read_file(root / "Plugins/Gadget/rusteal.toml"), Catch::Contains("[plugin]\ncrate = \"gadget\""));
    CHECK(boost::json::parse(read_file(root / "Game.uproject").substr(3)).at("Plugins").as_array().size() == 3);
    for (const char* taken : {"rusteal", "RustealEditor", "GAME"}) {
        p.name = taken;
        CHECK(error_of<ScaffoldError>([&] { create_plugin(p); }) == "'" + std::string(taken) + "' is taken: the plugin's module would clash with Rusteal's or the project's.");
    }
    p.name = "Gadget";
    CHECK(error_of<ScaffoldError>([&] { create_plugin(p); }) == (root / "Plugins/Gadget").string() + " already exists.");
    p.name = "_x";
    CHECK_THAT(error_of<ScaffoldError>([&] { create_plugin(p); }), Catch::StartsWith("'_x' is not a valid plugin name"));
}

TEST_CASE("editing a .uproject keeps its style: tabs and CRLF, or four spaces, and a byte-order mark") {
    rusteal::test::TempDir dir;
    const fs::path engine_style = dir.path() / "Tabs.uproject";
    std::ofstream(engine_style, std::ios::binary) << "{\r\n\t\"FileVersion\": 3,\r\n\t\"Modules\": [\r\n\t\t{\r\n\t\t\t\"Name\": \"Tabs\"\r\n\t\t}\r\n\t]\r\n}\r\n";
    CHECK(rusteal::scaffold::enable_plugins(engine_style, {"Gadget"}));
    CHECK(read_file(engine_style) ==
          "{\r\n\t\"FileVersion\": 3,\r\n\t\"Modules\": [\r\n\t\t{\r\n\t\t\t\"Name\": \"Tabs\"\r\n\t\t}\r\n\t],\r\n"
          "\t\"Plugins\": [\r\n\t\t{\r\n\t\t\t\"Name\": \"Gadget\",\r\n\t\t\t\"Enabled\": true\r\n\t\t}\r\n\t]\r\n}\r\n");
    const fs::path spaces = dir.path() / "Spaces.uproject";
    std::ofstream(spaces, std::ios::binary) << "\xEF\xBB\xBF{\n    \"FileVersion\": 3\n}\n";
    CHECK(rusteal::scaffold::enable_plugins(spaces, {"Gadget"}));
    CHECK(read_file(spaces) == "\xEF\xBB\xBF{\n    \"FileVersion\": 3,\n    \"Plugins\": [\n        {\n            \"Name\": \"Gadget\",\n"
                               "            \"Enabled\": true\n        }\n    ]\n}\n");
}

TEST_CASE("the version gate reads the pins and names the fix, and upgrade rewrites only the pins") {
    using rusteal::scaffold::check_project_version;
    using rusteal::scaffold::GateScope;
    using rusteal::scaffold::read_pins;
    using rusteal::scaffold::VersionGateError;
    rusteal::test::TempDir dir;
    const fs::path root = dir.path();
    fs::create_directories(root / "Rust");
    auto gate = [&](GateScope scope) -> std::string {
        try {
            check_project_version(root, scope, "0.3.0", "rusteal build");
        } catch (const VersionGateError& e) {
            return e.what();
        }
        return "ok";
    };
    auto manifest = [&](const std::string& deps) {
        std::ofstream(root / "Rust/Cargo.toml") << "[workspace]\nmembers = [\"game\"]\n\n[workspace.dependencies]\n" << deps
                                                << "other = \"1\"\n";
    };
    manifest("rusteal-runtime = \"=0.3.0\"\nrusteal-core = { version = \"=0.3.0\" }\nrusteal-ffi = \"=0.3.0\"\n");
    CHECK(read_pins(root).version == "0.3.0");
    CHECK(gate(GateScope::Pins) == "ok");
    CHECK(gate(GateScope::PinsAndPlugins) == "Plugins/Rusteal is at an unknown version, the project at 0.3.0: run `rusteal setup " +
                                                root.string() + "`");
    manifest("rusteal-runtime = \"=0.2.1\"\nrusteal-core = \"=0.2.1\"\nrusteal-ffi = \"=0.2.1\"\n");
    CHECK(gate(GateScope::Pins) == "the project is at rusteal 0.2.1, this rusteal is 0.3.0: run `rusteal upgrade " + root.string() +
                                       "` to move it to 0.3.0, or use rusteal 0.2.1");
    manifest("rusteal-runtime = \"=0.10.0\"\nrusteal-core = \"=0.10.0\"\nrusteal-ffi = \"=0.10.0\"\n");
    CHECK(gate(GateScope::Pins) == "the project is at rusteal 0.10.0, newer than this rusteal (0.3.0): install rusteal 0.10.0");
    manifest("rusteal-runtime = \"^0.3.0\"\nrusteal-core = \"=0.3.0\"\nrusteal-ffi = \"=0.3.0\"\n");
    CHECK_THAT(gate(GateScope::Pins), Catch::Contains("rusteal-runtime = \"^0.3.0\" is not an exact version") &&
                                          Catch::Contains("must all be pinned in [workspace.dependencies] to one exact version"));
    manifest("rusteal-runtime = \"=0.3.0\"\nrusteal-core = \"=0.3.0\"\n");
    CHECK_THAT(gate(GateScope::Pins), Catch::Contains("rusteal-ffi is not pinned"));
    // A checkout: its crates' version decides.
    const fs::path crates = fs::path(RUSTEAL_SOURCE_DIR) / "plugin_runtime/crates";
    manifest("rusteal-runtime = { path = \"" + (crates / "rusteal-runtime").string() + "\" }\nrusteal-core = { path = \"" +
             (crates / "rusteal-core").string() + "\" }\nrusteal-ffi = { path = \"" + (crates / "rusteal-ffi").string() + "\" }\n");
    CHECK(read_pins(root).checkout == crates);
    CHECK(read_pins(root).checkout_version == RUSTEAL_VERSION_STRING);
    CHECK_THAT(gate(GateScope::Pins), Catch::StartsWith("the project follows the Rusteal checkout " + crates.string() + " (at " +
                                                        RUSTEAL_VERSION_STRING + "), this rusteal is 0.3.0"));
    bool already = false;
    CHECK_THROWS_WITH(rusteal::scaffold::upgrade_pins(root, "0.3.0", already), Catch::StartsWith("the project follows the Rusteal checkout"));

    // upgrade: the pinned lines only, their indentation kept; the plugins removed for setup.
    const std::string workspace = "# mine\n[workspace]\nmembers = [\"game\"]\n\n[workspace.dependencies]\n"
                                 "  rusteal-runtime = \"=0.2.1\"   # the engine's\nrusteal-core = { version = \"=0.2.1\" }\n"
                                 "rusteal-ffi=\"=0.2.1\"\nrusteal-core-extras = \"1\"\n\n[dependencies]\nrusteal-core = \"keep\"\n";
    std::ofstream(root / "Rust/Cargo.toml") << workspace;
    // A file of the user's inside the plugins upgrade replaces: refused, listed, nothing changed.
    fs::create_directories(root / "Plugins/Rusteal/Source/Rusteal/Private");
    fs::create_directories(root / "Plugins/Rusteal/Binaries/Linux");
    fs::create_directories(root / "Plugins/Rusteal/Source/Rusteal/Generated");
    std::ofstream(root / "Plugins/Rusteal/Source/Rusteal/Private/MyTweak.cpp") << "// mine";
    std::ofstream(root / "Plugins/Rusteal/Binaries/Linux/librusteal.so") << "built";
    std::ofstream(root / "Plugins/Rusteal/Source/Rusteal/Generated/RustealFuncIds.h") << "// generated";
    CHECK_THROWS_WITH(rusteal::scaffold::upgrade_pins(root, "0.3.0", already),
          "rusteal upgrade replaces Plugins/Rusteal and Plugins/RustealGenerator, which hold files that are not rusteal's:\n"
          "  Plugins/Rusteal/Source/Rusteal/Private/MyTweak.cpp\n"
          "Move them out of those folders, then run `rusteal upgrade` again.");
    CHECK(read_file(root / "Rust/Cargo.toml") == workspace);
    CHECK(read_file(root / "Plugins/Rusteal/Source/Rusteal/Private/MyTweak.cpp") == "// mine");
    fs::remove(root / "Plugins/Rusteal/Source/Rusteal/Private/MyTweak.cpp");
    // Then: the pinned lines only, their indentation and comments kept; the plugins removed.
    const auto lines = rusteal::scaffold::upgrade_pins(root, "0.3.0", already);
    CHECK_FALSE(already);
    CHECK(read_file(root / "Rust/Cargo.toml") == "# mine\n[workspace]\nmembers = [\"game\"]\n\n[workspace.dependencies]\n"
                                                 "  rusteal-runtime = \"=0.3.0\"   # the engine's\nrusteal-core = \"=0.3.0\"\n"
                                                 "rusteal-ffi = \"=0.3.0\"\nrusteal-core-extras = \"1\"\n\n[dependencies]\nrusteal-core = \"keep\"\n");
    CHECK_FALSE(fs::exists(root / "Plugins/Rusteal"));
    CHECK_THAT(lines.at(0), Catch::StartsWith("pinned 3 crates to 0.3.0 in Rust/Cargo.toml"));
}

TEST_CASE("plugin package copies the plugin without build leftovers and replaces only a previous package") {
    rusteal::test::TempDir dir;
    const fs::path root = dir.path() / "Game";
    fs::create_directories(root / "Plugins/Gadget/Binaries/Linux");
    fs::create_directories(root / "Plugins/Gadget/Intermediate/Build");
    fs::create_directories(root / "Plugins/Gadget/Rust/target/debug");
    fs::create_directories(root / "Plugins/Gadget/Rust/gadget/src");
    fs::create_directories(root / "Plugins/Gadget/Source/Gadget/obj");
    std::ofstream(root / "Plugins/Gadget/Gadget.uplugin") << "{}";
    std::ofstream(root / "Plugins/Gadget/Rust/gadget/src/lib.rs") << "// code";
    std::ofstream(root / "Plugins/Gadget/Binaries/Linux/librusteal_Gadget.so") << "lib";
    for (const char* leftover : {"Binaries/Linux/librusteal_Gadget_hot_2.so", "Binaries/Linux/librusteal_Gadget.so.debug",
                                 "Intermediate/Build/x.o", "Rust/target/debug/libgadget.so", "Source/Gadget/obj/y.o"})
        std::ofstream(root / "Plugins/Gadget" / leftover) << "leftover";
    const fs::path out = dir.path() / "Out";
    const auto lines = rusteal::scaffold::package_plugin(root, "Gadget", out);
    CHECK(lines.at(0) == "packaged 3 files of Gadget into " + (out / "Gadget").string());
    CHECK(fs::exists(out / "Gadget/Rust/gadget/src/lib.rs"));
    CHECK(fs::exists(out / "Gadget/Binaries/Linux/librusteal_Gadget.so"));
    CHECK_FALSE(fs::exists(out / "Gadget/Binaries/Linux/librusteal_Gadget_hot_2.so"));
    CHECK_FALSE(fs::exists(out / "Gadget/Binaries/Linux/librusteal_Gadget.so.debug"));
    CHECK_FALSE(fs::exists(out / "Gadget/Intermediate"));
    CHECK_FALSE(fs::exists(out / "Gadget/Rust/target"));
    CHECK_FALSE(fs::exists(out / "Gadget/Source/Gadget/obj"));
    // Again: the previous package is replaced. Something else in the way is refused, untouched.
    CHECK_NOTHROW(rusteal::scaffold::package_plugin(root, "Gadget", out));
    fs::remove(out / "Gadget/Gadget.uplugin");
    std::ofstream(out / "Gadget/notes.txt") << "mine";
    CHECK(error_of<ScaffoldError>([&] { rusteal::scaffold::package_plugin(root, "Gadget", out); }) ==
          (out / "Gadget").string() + " exists and is not a packaged Gadget plugin: choose another --output");
    CHECK(read_file(out / "Gadget/notes.txt") == "mine");
    CHECK_THAT(error_of<ScaffoldError>([&] { rusteal::scaffold::package_plugin(root, "Nope", out); }), Catch::StartsWith("no plugin Nope in "));
    // Into its own Plugins folder (or below it): refused, the plugin intact.
    CHECK_THAT(error_of<ScaffoldError>([&] { rusteal::scaffold::package_plugin(root, "Gadget", root / "Plugins"); }),
               Catch::StartsWith("cannot package Gadget into " + (root / "Plugins/Gadget").string() + ": that is the plugin itself"));
    CHECK_THAT(error_of<ScaffoldError>([&] { rusteal::scaffold::package_plugin(root, "Gadget", root / "Plugins/Gadget/Out"); }),
               Catch::Contains("that is the plugin itself"));
    CHECK(fs::exists(root / "Plugins/Gadget/Gadget.uplugin"));
}

namespace {

// The Rust of a template with comments, string and character literals blanked out, so that a
// word in them is not taken for code.
std::string rust_code_only(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        if (text.compare(i, 2, "//") == 0) {
            while (i < text.size() && text[i] != '\n') ++i;
        } else if (text.compare(i, 2, "/*") == 0) {
            const auto end = text.find("*/", i + 2);
            i = end == std::string::npos ? text.size() : end + 2;
        } else if (text[i] == '"') {
            for (++i; i < text.size() && text[i] != '"'; ++i)
                if (text[i] == '\\') ++i;
            ++i;
            out += "\"\"";
        } else {
            out += text[i++];
        }
    }
    return out;
}

// The entries of `[codegen.blocklist]` `key` of a rendered rusteal.toml.
std::set<std::string> blocklist(const std::string& toml_text, const std::string& key, const std::string& origin) {
    const auto table = toml::parse(toml_text, origin);
    std::set<std::string> out;
    if (const auto* array = table["codegen"]["blocklist"][key].as_array())
        for (const auto& e : *array)
            if (auto s = e.value<std::string>()) out.insert(*s);
    return out;
}

} // namespace

// As the reference keeps its templates: the code a game developer starts from has no `unsafe`
// (the runtime's safe API is enough), and every template keeps the engine functions and classes
// that do not link outside the engine blocked, as the blank game template lists them.
TEST_CASE("every template's Rust is free of unsafe, and its rusteal.toml carries the blocklist") {
    const TemplateContext game_context{{"project", "Probe"}, {"crate_name", "probe"}, {"crate_ident", "probe"}, {"version", "0.1.0"}, {"runtime_path", ""}};
    TemplateContext plugin_context = game_context;
    plugin_context["plugin"] = "Inventory";
    std::map<std::string, std::set<std::string>> reference;
    for (const auto& f : render_template_files(select_template(TemplateKind::Game, "blank", "base"), game_context))
        if (f.path == "rusteal.toml")
            for (const auto* key : {"classes", "structs", "functions"}) reference[key] = blocklist(f.content, key, "blank");
    REQUIRE(reference["classes"].size() > 5);
    REQUIRE(reference["functions"].size() > 20);

    std::size_t rust_files = 0, tomls = 0;
    for (const auto kind : {TemplateKind::Game, TemplateKind::Plugin}) {
        for (const auto& t : list_templates(kind)) {
            const std::string name = t.name + (t.variant.empty() ? "" : "/" + t.variant);
            for (const auto& f : render_template_files(t, kind == TemplateKind::Game ? game_context : plugin_context)) {
                INFO(name << ": " << f.path.generic_string());
                if (f.path.extension() == ".rs") {
                    ++rust_files;
                    CHECK_FALSE(std::regex_search(rust_code_only(f.content), std::regex(R"(\bunsafe\b)")));
                } else if (f.path.filename() == "rusteal.toml") {
                    ++tomls;
                    for (const auto& [key, entries] : reference) {
                        const auto mine = blocklist(f.content, key, name);
                        for (const auto& e : entries) {
                            INFO("[codegen.blocklist] " << key << " lacks " << e);
                            CHECK(mine.count(e) == 1);
                        }
                    }
                }
            }
        }
    }
    CHECK(rust_files >= 4);
    CHECK(tomls >= 2);
    // The check sees through comments and strings, and catches the keyword in code.
    CHECK_FALSE(std::regex_search(rust_code_only("// unsafe here\nlet s = \"unsafe\";\n"), std::regex(R"(\bunsafe\b)")));
    CHECK(std::regex_search(rust_code_only("let x = unsafe { f() };\n"), std::regex(R"(\bunsafe\b)")));
}
