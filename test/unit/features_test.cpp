// The features `rusteal new --feature` adds (daemon/scaffold/features.hpp): a plugin template's
// [feature] table and a variant's `features` as template.toml carries them, finding features
// loosely, the RustRover project feature's run configurations, and the engine template packs a
// plugin feature copies, none of which replaces a file the project has.
#include "error_of.hpp"
#include "read_file.hpp"
#include "scaffold/features.hpp"
#include "scaffold/project_commands.hpp"
#include "scaffold/template_catalog.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <boost/property_tree/ptree.hpp>
#include <boost/property_tree/xml_parser.hpp>

#include <fstream>
#include <functional>

namespace fs = std::filesystem;
using namespace rusteal::scaffold;
using rusteal::test::error_of;
using rusteal::test::read_file;

namespace {

void write_file(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
}

} // namespace

TEST_CASE("a plugin template's [feature] table and a variant's features are read as template.toml says") {
    const auto m = parse_manifest(TemplateKind::Plugin,
                                  "description = \"d\"\n[feature]\nplugin = \"Mannequin\"\nshared_packs = [\"High/Characters\"]\n", "t.toml");
    REQUIRE(m.feature);
    CHECK(m.feature->plugin == "Mannequin");
    CHECK(m.feature->shared_packs == std::vector<std::string>{"High/Characters"});
    CHECK_FALSE(parse_manifest(TemplateKind::Plugin, "description = \"d\"\n", "t.toml").feature);
    CHECK(error_of<ScaffoldError>([] { parse_manifest(TemplateKind::Plugin, "[feature]\nplugin = \"M\"\npacks = []\n", "t.toml"); }) ==
          "t.toml:3: unknown key 'feature.packs' (the keys are: plugin, shared_packs)");
    CHECK(error_of<ScaffoldError>([] { parse_manifest(TemplateKind::Plugin, "[feature]\nshared_packs = []\n", "t.toml"); }) ==
          "t.toml:1: [feature] needs plugin, the plugin's name in the project");
    for (const char* pack : {"\"../../Engine\"", "\"Characters\"", "\"High/\"", "\"High/A/B\"", "1"})
        CHECK_THAT(error_of<ScaffoldError>([&] { parse_manifest(TemplateKind::Plugin, std::string("[feature]\nplugin = \"M\"\nshared_packs = [") + pack + "]\n", "t.toml"); }),
                   Catch::StartsWith("t.toml:3: a shared pack is <Level>/<Pack> under the engine's Templates/TemplateResources"));
    CHECK(error_of<ScaffoldError>([] { parse_manifest(TemplateKind::Plugin, "feature = \"M\"\n", "t.toml"); }) ==
          "t.toml:1: 'feature' must be a table ([feature] with plugin and shared_packs)");
    const auto game = parse_manifest(TemplateKind::Game, "engine_template = \"TP_Blank\"\nfeatures = [\"rustrover\"]\n", "g.toml");
    CHECK(game.features == std::vector<std::string>{"rustrover"});
    CHECK(error_of<ScaffoldError>([] { parse_manifest(TemplateKind::Game, "engine_template = \"TP_Blank\"\nfeatures = \"rustrover\"\n", "g.toml"); }) ==
          "g.toml:2: 'features' must be an array of names");
    // A project feature is files, not a plugin: no [feature] table.
    CHECK_THAT(error_of<ScaffoldError>([] { parse_manifest(TemplateKind::ProjectFeature, "[feature]\nplugin = \"M\"\n", "p.toml"); }),
               Catch::StartsWith("p.toml:1: unknown key 'feature' (the keys are: aliases, description, next_step)"));
}

TEST_CASE("features are found loosely, each once, and an unknown one lists them") {
    CHECK(select_feature("RustRover").source.kind == TemplateKind::ProjectFeature);
    CHECK(select_feature("rust_rover").source.name == "rustrover");
    CHECK(select_feature("Run-Configurations").source.name == "rustrover"); // its alias
    const auto unknown = error_of<ScaffoldError>([] { select_feature("mannequin"); });
    CHECK_THAT(unknown, Catch::StartsWith("no feature 'mannequin'. The features:\n  rustrover") && Catch::Contains("RustRover run configurations"));
    auto game = select_template(TemplateKind::Game, "blank", "");
    CHECK(resolve_features(game, {"rustrover", "RUSTROVER", "rust-rover"}).size() == 1);
    // A variant's own features come first, and a wrong one names its template.toml.
    game.manifest.features = {"rustrover", "nothing"};
    CHECK_THAT(error_of<ScaffoldError>([&] { resolve_features(game, {}); }),
               Catch::StartsWith("templates/game/blank/base/template.toml: no feature 'nothing'. The features:"));
    CHECK(template_has_folder(select_template(TemplateKind::Game, "first-person", "horror"), "Rust/"));
    CHECK_FALSE(template_has_folder(select_template(TemplateKind::Plugin, "blank", ""), "Content/"));
}

TEST_CASE("new --feature rustrover adds RustRover's run configurations, and a wrong feature refuses before writing") {
    rusteal::test::TempDir dir;
    NewProjectOptions o;
    o.name = "Rover";
    o.dir = dir.path();
    o.runtime_path = fs::path(RUSTEAL_SOURCE_DIR) / "plugin_runtime/crates";
    o.features = {"nothing"};
    CHECK_THAT(error_of<ScaffoldError>([&] { create_project(o, RUSTEAL_STANDIN_ENGINE); }), Catch::StartsWith("no feature 'nothing'. The features:"));
    CHECK_FALSE(fs::exists(dir.path() / "Rover"));

    o.features = {"RustRover"};
    const auto r = create_project(o, RUSTEAL_STANDIN_ENGINE);
    CHECK_THAT(r.next_step, Catch::Contains("\nopen Rover in RustRover (the folder holding Rover.uproject)"));
    CHECK(std::find(r.lines.begin(), r.lines.end(), "added the feature rustrover: 4 files") != r.lines.end());
    const std::map<std::string, std::string> commands{{"rusteal-watch", "rusteal watch"},
                                                       {"rusteal-build", "rusteal build"},
                                                       {"rusteal-build-all", "rusteal build --all"},
                                                       {"rusteal-reload", "rusteal reload"}};
    for (const auto& [file, command] : commands) {
        INFO(file);
        boost::property_tree::ptree xml;
        boost::property_tree::read_xml((r.root / ".run" / (file + ".run.xml")).string(), xml);
        CHECK(xml.get<std::string>("component.<xmlattr>.name") == "ProjectRunConfigurationManager");
        const auto& c = xml.get_child("component.configuration");
        CHECK(c.get<std::string>("<xmlattr>.type") == "CargoCommandRunConfiguration");
        CHECK(c.get<std::string>("<xmlattr>.factoryName") == "Cargo Command");
        CHECK(c.get<std::string>("<xmlattr>.name") == command);
        std::map<std::string, std::string> options;
        for (const auto& [tag, node] : c)
            if (tag == "option") options[node.get<std::string>("<xmlattr>.name")] = node.get<std::string>("<xmlattr>.value");
        // `cargo rusteal ...` from the project's folder; no cargo build before it (the folder has no Cargo.toml).
        CHECK(options["command"] == command);
        CHECK(options["workingDirectory"] == "file://$PROJECT_DIR$");
        CHECK(c.get_child("method").size() == 1); // only <xmlattr v="2">: no before-launch task
    }

    // Added to a project that has its own: the project's file stays as it is.
    write_file(r.root / ".run/rusteal-build.run.xml", "<!-- mine -->\n");
    const auto lines = write_project_feature(select_feature("rustrover"), r.root, TemplateContext{{"project", "Rover"}});
    CHECK(lines.front() == "added the feature rustrover: 0 files");
    CHECK(std::find(lines.begin(), lines.end(), (r.root / ".run/rusteal-build.run.xml").string() + " already exists, keeping it.") != lines.end());
    CHECK(read_file(r.root / ".run/rusteal-build.run.xml") == "<!-- mine -->\n");
}

TEST_CASE("a plugin feature's engine packs are checked before writing and copied without replacing the project's files") {
    rusteal::test::TempDir engine, project;
    const fs::path pack = engine.path() / "Templates/TemplateResources/High/Characters";
    write_file(pack / "Mannequins/Meshes/SKM_Manny.uasset", "manny");
    write_file(pack / "Mannequins/Meshes/SKM_Quinn.uasset", "quinn");
    Feature f{select_template(TemplateKind::Plugin, "blank", "")};
    f.source.name = "mannequin";
    f.source.manifest.feature = FeatureTable{"Mannequin", {"High/Characters"}};
    CHECK(error_of<ScaffoldError>([&] { check_shared_packs(f, engine.path()); }) == "(no error)");
    write_file(project.path() / "Content/Characters/Mannequins/Meshes/SKM_Manny.uasset", "mine");
    const auto lines = copy_shared_packs(f, engine.path(), project.path());
    CHECK(lines == std::vector<std::string>{"copied the engine's High/Characters pack into Content/Characters: 1 files, 1 the project had kept"});
    CHECK(read_file(project.path() / "Content/Characters/Mannequins/Meshes/SKM_Manny.uasset") == "mine");
    CHECK(read_file(project.path() / "Content/Characters/Mannequins/Meshes/SKM_Quinn.uasset") == "quinn");
    f.source.manifest.feature->shared_packs = {"High/Vehicles"};
    CHECK_THAT(error_of<ScaffoldError>([&] { check_shared_packs(f, engine.path()); }),
               Catch::StartsWith("the feature mannequin needs the engine's template pack High/Vehicles, and " +
                                 (engine.path() / "Templates/TemplateResources/High/Vehicles").string() + " does not exist"));
}
