#include "generators/rusteal_config.hpp"

#include <catch2/catch.hpp>

using namespace rusteal::generators;

namespace {
std::string config_error_of(std::string_view text) {
    try {
        parse_config(text, "MyGame/rusteal.toml");
    } catch (const GeneratorError& e) {
        return e.what();
    }
    return "no error";
}
} // namespace

TEST_CASE("a project file with every section", "[config]") {
    auto cfg = parse_config(R"(
[project]
crate = "my_game"
features = ["fast"]

[codegen]
features = ["core", "engine", "input"]

[codegen.modules]
Engine = { module = "engine", feature = "engine" }
EnhancedInput = { module = "enhanced_input", feature = "enhanced-input", plugin = "EnhancedInput", classes = ["InputAction"] }

[codegen.blocklist]
classes = ["Blocked"]
structs = ["FBlocked"]
functions = ["Actor.K2_DestroyActor"]
)", "rusteal.toml");
    CHECK(cfg.kind == LibraryKind::Game);
    CHECK(cfg.crate_name == "my_game");
    CHECK(cfg.crate_features == std::vector<std::string>{"fast"});
    CHECK(cfg.feature_enabled("engine"));
    CHECK_FALSE(cfg.feature_enabled("umg"));
    REQUIRE(cfg.modules.size() == 2);
    CHECK(cfg.modules.at("Engine").module == "engine");
    CHECK(cfg.modules.at("EnhancedInput").plugin == std::optional<std::string>("EnhancedInput"));
    CHECK(cfg.modules.at("EnhancedInput").classes == std::optional<std::vector<std::string>>({"InputAction"}));
    CHECK(cfg.blocked_classes.count("Blocked"));
    CHECK(cfg.blocked_structs.count("FBlocked"));
    CHECK(cfg.blocked_functions.count({"Actor", "K2_DestroyActor"}));
}

TEST_CASE("plugin files: kind runtime by default, or editor", "[config]") {
    auto rt = parse_config("[plugin]\ncrate = \"inv\"\n[codegen]\nfeatures = [\"core\"]\n", "p.toml");
    CHECK(rt.kind == LibraryKind::RuntimePlugin);
    auto ed = parse_config("[plugin]\ncrate = \"inv\"\nkind = \"editor\"\n[codegen]\nfeatures = []\n", "p.toml");
    CHECK(ed.kind == LibraryKind::EditorPlugin);
    CHECK_THAT(config_error_of("[plugin]\ncrate = \"inv\"\nkind = \"server\"\n[codegen]\nfeatures = []\n"),
               Catch::Contains("MyGame/rusteal.toml:3:8") && Catch::Contains("\"runtime\" or \"editor\""));
}

TEST_CASE("errors give line and column, and unknown keys list the valid ones", "[config][errors]") {
    CHECK_THAT(config_error_of("[project]\ncrate = \"g\"\n[codegen]\nfeatures = [\"core\"]\nfeatrues = 1\n"),
               Catch::Contains("MyGame/rusteal.toml:5:1") && Catch::Contains("unknown key 'featrues' in [codegen]") &&
                   Catch::Contains("valid keys: features, modules, blocklist"));
    CHECK_THAT(config_error_of("[project]\ncrate = \"g\"\n[codegen]\nfeatures = [\"core\"]\n[codegen.modules]\n"
                        "Engine = { module = \"engine\", feture = \"engine\" }\n"),
               Catch::Contains(":6:") && Catch::Contains("unknown key 'feture' in [codegen.modules.Engine]") &&
                   Catch::Contains("valid keys: module, feature, plugin, classes"));
    CHECK_THAT(config_error_of("[project]\ncrate = \"g\"\n[codegen]\nfeatures = \"core\"\n"),
               Catch::Contains(":4:12") && Catch::Contains("'codegen.features' must be an array of strings"));
    CHECK_THAT(config_error_of("[project]\ncrate = = \"g\"\n"), Catch::StartsWith("MyGame/rusteal.toml:2:"));
    CHECK_THAT(config_error_of("[codegen]\nfeatures = []\n"), Catch::Contains("needs a [project] table"));
    CHECK_THAT(config_error_of("[project]\n[codegen]\nfeatures = []\n"), Catch::Contains("needs 'crate'"));
    CHECK_THAT(config_error_of("[project]\ncrate = \"g\"\n"), Catch::Contains("needs a [codegen] table"));
    CHECK_THAT(config_error_of("[project]\ncrate = \"g\"\n[codegen]\nfeatures = []\n[codegen.blocklist]\nfunctions = [\"NoDot\"]\n"),
               Catch::Contains("must be \"Class.Function\""));
    CHECK_THAT(config_error_of("[project]\ncrate = \"g\"\n[codegen]\nfeatures = []\n[codegen.modules]\nEngine = { module = \"e\" }\n"),
               Catch::Contains("needs 'feature'"));
    CHECK_THAT(config_error_of("[project]\ncrate = \"g\"\n[plugin]\ncrate = \"p\"\n[codegen]\nfeatures = []\n"),
               Catch::Contains("both [project] and [plugin]"));
}

TEST_CASE("a missing file is named", "[config][errors]") {
    CHECK_THROWS_WITH(load_config("/nonexistent/rusteal.toml"), Catch::Contains("cannot read /nonexistent/rusteal.toml"));
}
