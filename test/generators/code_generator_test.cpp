#include "fixture_dir.hpp"
#include "generators/code_generator.hpp"
#include "generators/load_reflection.hpp"
#include "game_project.hpp"
#include "read_file.hpp"
#include "temp_dir.hpp"

#include <boost/json.hpp>
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <thread>

using namespace rusteal::generators;
using rusteal::test::read_file;
namespace fs = std::filesystem;

namespace {

using rusteal::test::kFixture;

const char* kConfig = rusteal::test::kGameConfig;

// A project folder as `rusteal new` leaves it, with the exporter's output in place.
struct Project {
    rusteal::test::TempDir dir;
    LibraryPaths paths;
    Project() : paths(game_library_paths(dir.path())) {
        fs::create_directories(paths.uht_dir);
        for (auto f : {kClassesFile, kStructsFile, kEnumsFile}) fs::copy_file(kFixture / f, paths.uht_dir / f);
        std::ofstream(paths.config_file) << kConfig;
        fs::create_directories(paths.uplugin.parent_path());
        std::ofstream(paths.uplugin) << "{\n\t\"FileVersion\": 3,\n\t\"FriendlyName\": \"Rusteal\",\n\t\"Modules\": []\n}\n";
    }
    std::map<fs::path, fs::file_time_type> mtimes() const {
        std::map<fs::path, fs::file_time_type> out;
        for (const auto& root : {paths.cpp_dir, paths.bindings_dir})
            for (const auto& e : fs::recursive_directory_iterator(root))
                if (e.is_regular_file()) out[e.path()] = e.last_write_time();
        return out;
    }
};

// The files cached per record: the C++ wrapper files and the Rust files of classes, structs and enums.
std::set<std::string> names_of(const std::vector<fs::path>& paths) {
    std::set<std::string> out;
    for (const auto& p : paths) out.insert(p.filename().string());
    return out;
}

// Actor gained a function: exactly its two files and the three id files were built and written;
// every other file was carried over from the first run and kept its mtime.
void check_one_function_added(const Project& p, const GenerationReport& first, const GenerationReport& r,
                              const std::map<fs::path, fs::file_time_type>& before) {
    const std::set<std::string> changed = {"RustealFunc_engine_Actor.cpp", "actor.rs", "RustealFuncIds.h",
                                           "RustealFillFuncTable.cpp", "func_ids.rs"};
    CHECK(names_of(r.written) == changed);
    CHECK(r.files_emitted == changed.size());
    CHECK(r.files_reused + r.files_emitted == first.files_emitted);
    CHECK(r.functions == first.functions + 1);
    auto after = p.mtimes();
    for (const auto& [path, time] : before) {
        if (changed.count(path.filename().string())) continue;
        INFO(path);
        CHECK(after.at(path) == time);
    }
}

} // namespace

TEST_CASE("a full generation writes the C++ side and the id files, and verifies them", "[codegen]") {
    Project p;
    CodeGenerator gen(p.paths);
    auto r = gen.generate();
    CHECK(r.classes == 28);
    CHECK(r.functions > 300);
    CHECK(fs::exists(p.paths.cpp_dir / "RustealFunc_engine_Actor.cpp"));
    CHECK(fs::exists(p.paths.cpp_dir / "RustealFuncIds.h"));
    CHECK(fs::exists(p.paths.cpp_dir / "RustealFillFuncTable.cpp"));
    CHECK(read_file(p.paths.cpp_dir / "module_deps.txt") == "Core\nCoreUObject\nEngine\nEnhancedInput\nInputCore");
    CHECK(fs::exists(p.paths.bindings_dir / "src" / "func_ids.rs"));
    CHECK(r.written.size() == r.files_emitted + 1); // every file, and the .uplugin
    CHECK_THAT(read_file(r.skipped_report), Catch::Contains("Object.ExecuteUbergraph: not native"));
    // The engine plugin dependency joined the user's .uplugin; what was there stays.
    auto uplugin = boost::json::parse(read_file(p.paths.uplugin));
    CHECK(uplugin.at("FriendlyName") == boost::json::value("Rusteal"));
    CHECK(uplugin.at("Plugins").at(0).at("Name") == boost::json::value("EnhancedInput"));
    CHECK(uplugin.at("Plugins").at(0).at("Enabled") == boost::json::value(true));
    CHECK(fs::exists(p.paths.state_dir / "codegen-game.digests"));
    CHECK(verify_output(p.paths, {}, r.functions).empty());
}

TEST_CASE("a no-op generation writes nothing and rebuilds no wrapper", "[codegen]") {
    Project p;
    CodeGenerator gen(p.paths);
    auto first = gen.generate();
    auto before = p.mtimes();
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    auto again = gen.generate();
    CHECK(again.written.empty());
    CHECK(again.files_emitted == 0); // the inputs did not change: nothing is rebuilt
    CHECK(again.files_reused == first.files_emitted);
    CHECK(p.mtimes() == before);
    // From a model in memory, unchanged classes are not re-emitted either.
    auto model = load_reflection(p.paths.uht_dir);
    auto in_memory = gen.generate(model, load_config(p.paths.config_file));
    CHECK(in_memory.written.empty());
    CHECK(in_memory.files_emitted == 0); // the same records and configuration: the previous output, kept as it is
    CHECK(in_memory.files_reused == first.files_emitted);
    // A new process (the daemon restarted) knows the files by their digests.
    CodeGenerator fresh(p.paths);
    CHECK(fresh.generate().written.empty());
    CHECK(p.mtimes() == before);
}

TEST_CASE("adding one function rewrites its class's files and the three id files only", "[codegen][incremental]") {
    Project p;
    CodeGenerator gen(p.paths);
    auto model = load_reflection(p.paths.uht_dir);
    auto config = load_config(p.paths.config_file);
    auto first = gen.generate(model, config);
    auto before = p.mtimes();
    std::this_thread::sleep_for(std::chrono::milliseconds(20));

    auto actor = std::find_if(model.classes.begin(), model.classes.end(), [](const ClassInfo& c) { return c.name == "Actor"; });
    REQUIRE(actor != model.classes.end());
    auto copy = *std::find_if(actor->funcs.begin(), actor->funcs.end(), [](const FunctionInfo& f) { return f.name == "GetOwner"; });
    copy.name = "GetOwnerAgain";
    actor->funcs.push_back(copy);
    auto r = gen.generate(model, config);

    check_one_function_added(p, first, r, before);
    CHECK_THAT(read_file(p.paths.cpp_dir / "RustealFunc_engine_Actor.cpp"), Catch::Contains("Rusteal_Actor_GetOwnerAgain"));
    CHECK_THAT(read_file(p.paths.bindings_dir / "src" / "engine" / "actor.rs"),
               Catch::Contains("fn get_owner_again(") && Catch::Contains("crate::func_ids::ACTOR_GET_OWNER_AGAIN"));
}

TEST_CASE("a re-export that adds one function, from disk: one record parsed, its class's files and the id files written",
          "[codegen][incremental]") {
    Project p;
    // The exporter's file as one serializer writes it, so that records it did not change keep
    // their bytes when it is written again.
    auto classes = boost::json::parse(read_file(p.paths.uht_dir / kClassesFile));
    auto write_classes = [&] {
        std::ofstream(p.paths.uht_dir / kClassesFile, std::ios::trunc) << boost::json::serialize(classes);
    };
    write_classes();
    CodeGenerator gen(p.paths);
    auto first = gen.generate();
    auto before = p.mtimes();
    std::this_thread::sleep_for(std::chrono::milliseconds(20));

    for (auto& c : classes.at("classes").as_array()) {
        if (c.at("name") != "Actor") continue;
        auto& funcs = c.at("funcs").as_array();
        for (const auto& f : funcs)
            if (f.at("name") == "GetOwner") {
                auto copy = f;
                copy.as_object()["name"] = "GetOwnerAgain";
                funcs.push_back(std::move(copy));
                break;
            }
    }
    write_classes();
    auto r = gen.generate();

    check_one_function_added(p, first, r, before);
    auto after = p.mtimes();
    CHECK_THAT(read_file(p.paths.cpp_dir / "RustealFuncIds.h"), Catch::Contains("ACTOR_GET_OWNER_AGAIN"));
    // The same output as a generator that starts from nothing.
    Project q;
    std::ofstream(q.paths.uht_dir / kClassesFile, std::ios::trunc) << boost::json::serialize(classes);
    CodeGenerator(q.paths).generate();
    for (const auto& [path, time] : after) {
        INFO(path);
        CHECK(read_file(path) == read_file(q.dir.path() / path.lexically_relative(p.dir.path())));
    }
}

TEST_CASE("a model object of its own each run, told which class changed: the output of a fresh generator",
          "[codegen][incremental]") {
    Project p;
    CodeGenerator gen(p.paths);
    const auto config = load_config(p.paths.config_file);
    auto first = std::make_unique<ReflectionModel>(load_reflection(p.paths.uht_dir));
    gen.generate(*first, config);
    // A copy lives elsewhere in memory; the first model is gone before the next run, so a binding
    // that kept a pointer into it would read freed memory (the sanitizer build catches that).
    auto second = std::make_unique<ReflectionModel>(*first);
    first.reset();
    auto actor = std::find_if(second->classes.begin(), second->classes.end(), [](const ClassInfo& c) { return c.name == "Actor"; });
    REQUIRE(actor != second->classes.end());
    auto copy = actor->funcs.front();
    copy.name = "AddedInTheCopy";
    copy.func_flags |= 0x400;
    actor->funcs.push_back(copy);
    const std::set<std::string> changed{"Actor"};
    auto r = gen.generate(*second, config, &changed);
    CHECK(r.files_emitted == 5);

    Project q;
    CodeGenerator(q.paths).generate(*second, config);
    for (const auto& [path, time] : p.mtimes()) {
        INFO(path);
        CHECK(read_file(path) == read_file(q.dir.path() / path.lexically_relative(p.dir.path())));
    }
}

TEST_CASE("with unchanged inputs a deleted output file is restored and the user's .uplugin edits stay", "[codegen]") {
    Project p;
    CodeGenerator gen(p.paths);
    gen.generate();
    std::filesystem::remove(p.paths.cpp_dir / "RustealFunc_engine_Actor.cpp");
    auto uplugin = read_file(p.paths.uplugin);
    uplugin.insert(uplugin.find("\"FriendlyName\""), "\"Description\": \"the user's words\",\n\t");
    std::ofstream(p.paths.uplugin) << uplugin;
    auto r = gen.generate();
    CHECK(names_of(r.written) == std::set<std::string>{"RustealFunc_engine_Actor.cpp"});
    CHECK(read_file(p.paths.uplugin) == uplugin);
}

TEST_CASE("turning a module off removes its files one by one and its Rust folder, and nothing else", "[codegen]") {
    Project p;
    CodeGenerator gen(p.paths);
    gen.generate();
    const auto rust_module = p.paths.bindings_dir / "src" / "enhanced_input";
    REQUIRE(fs::exists(rust_module / "mod.rs"));
    std::ofstream(p.paths.cpp_dir / "MyNotes.txt") << "mine";
    std::ofstream(p.paths.cpp_dir / "RustealHandWritten.cpp") << "// mine too";
    std::ofstream(p.paths.bindings_dir / "src" / "scratch.rs") << "// the user's own file, not generated\n";
    std::string config = kConfig;
    config.replace(config.find(", \"enhanced-input\""), std::string(", \"enhanced-input\"").size(), "");
    std::ofstream(p.paths.config_file) << config;
    auto r = gen.generate();
    REQUIRE_FALSE(r.removed.empty());
    for (const auto& removed : r.removed) {
        INFO(removed);
        bool wrapper = removed.filename().string().rfind("RustealFunc_enhanced_input_", 0) == 0;
        bool rust = removed.parent_path() == rust_module;
        CHECK((wrapper || rust));
    }
    CHECK_FALSE(fs::exists(rust_module));
    CHECK_FALSE(read_file(p.paths.bindings_dir / "src" / "lib.rs").empty());
    CHECK(read_file(p.paths.bindings_dir / "src" / "lib.rs").find("enhanced_input") == std::string::npos);
    CHECK(read_file(p.paths.bindings_dir / "src" / "scratch.rs") == "// the user's own file, not generated\n");
    CHECK(read_file(p.paths.cpp_dir / "MyNotes.txt") == "mine");
    CHECK(read_file(p.paths.cpp_dir / "RustealHandWritten.cpp") == "// mine too");
    CHECK(read_file(p.paths.cpp_dir / "module_deps.txt") == "Core\nCoreUObject\nEngine\nInputCore");
}

TEST_CASE("a failed generation leaves the previous output untouched", "[codegen]") {
    Project p;
    CodeGenerator gen(p.paths);
    gen.generate();
    auto before = p.mtimes();
    auto ids = read_file(p.paths.cpp_dir / "RustealFuncIds.h");
    std::ofstream(p.paths.uht_dir / kClassesFile) << "{\"classes\": [ {\"name\": \"Broken\", }";
    CHECK_THROWS_WITH(gen.generate(), Catch::Contains("rusteal_classes.json:1:"));
    std::ofstream(p.paths.config_file) << "[project]\ncrate = \"probe\"\n[codegen]\nfeatures = 3\n";
    fs::copy_file(kFixture / kClassesFile, p.paths.uht_dir / kClassesFile, fs::copy_options::overwrite_existing);
    CHECK_THROWS_WITH(gen.generate(), Catch::Contains("rusteal.toml:4:"));
    CHECK(p.mtimes() == before);
    CHECK(read_file(p.paths.cpp_dir / "RustealFuncIds.h") == ids);
}

TEST_CASE("verify_output names what is wrong", "[codegen]") {
    Project p;
    CodeGenerator gen(p.paths);
    auto r = gen.generate();
    auto header = read_file(p.paths.cpp_dir / "RustealFuncIds.h");
    auto at = header.find(" = 1;");
    REQUIRE(at != std::string::npos);
    header.replace(at, 5, " = 7;");
    std::ofstream(p.paths.cpp_dir / "RustealFuncIds.h") << header;
    auto problems = verify_output(p.paths, {}, r.functions);
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0], Catch::Contains("gap") && Catch::Contains("expected 1"));
    fs::remove(p.paths.bindings_dir / "src" / "func_ids.rs");
    CHECK_THAT(verify_output(p.paths, {}, r.functions).at(0), Catch::Contains("func_ids.rs is missing"));
}

TEST_CASE("uplugin dependencies are added once, keeping the file's content", "[codegen]") {
    std::string text = "{\n\t\"FileVersion\": 3,\n\t\"Plugins\": [\n\t\t{\n\t\t\t\"Name\": \"Niagara\",\n\t\t\t\"Enabled\": true\n\t\t}\n\t]\n}\n";
    CHECK_FALSE(add_uplugin_dependencies(text, {"Niagara"}, "R.uplugin"));
    auto added = add_uplugin_dependencies(text, {"Niagara", "EnhancedInput"}, "R.uplugin");
    REQUIRE(added);
    auto doc = boost::json::parse(*added);
    CHECK(doc.at("FileVersion") == boost::json::value(3));
    CHECK(doc.at("Plugins").as_array().size() == 2);
    CHECK_FALSE(add_uplugin_dependencies(*added, {"EnhancedInput"}, "R.uplugin"));
    CHECK_THROWS_WITH(add_uplugin_dependencies("{\"Plugins\": 3}", {"X"}, "R.uplugin"), Catch::Contains("'Plugins' must be an array"));
    CHECK_THROWS_WITH(add_uplugin_dependencies("{oops", {"X"}, "R.uplugin"), Catch::StartsWith("R.uplugin:1:"));
}

TEST_CASE("a project deleted and made again at the same path gets its whole output from the generator that built it",
          "[codegen][incremental]") {
    // The daemon keeps a generator per library path; the project under it can go (a failed `rusteal
    // new` removed, a checkout cloned again) and come back with the same reflection, newly stamped.
    Project p;
    CodeGenerator gen(p.paths);
    const auto first = gen.generate();
    const auto files = p.mtimes();
    auto remake = [&] {
        fs::remove_all(p.dir.path());
        Project again; // the same inputs, in a folder of its own
        fs::create_directories(p.dir.path());
        fs::copy(again.dir.path(), p.dir.path(), fs::copy_options::recursive);
    };
    remake();
    // The same records: the previous output, re-issued.
    auto r = gen.generate();
    CHECK(r.written.size() == first.written.size()); // every file, and the new project's .uplugin
    for (const auto& [path, time] : files) {
        INFO(path);
        CHECK(fs::exists(path));
    }
    CHECK(verify_output(p.paths, {}, r.functions).empty());

    // A record changed as well: the classes it did not touch are written again too.
    remake();
    auto classes = boost::json::parse(read_file(p.paths.uht_dir / kClassesFile));
    for (auto& c : classes.at("classes").as_array())
        if (c.at("name") == "Actor") {
            auto& funcs = c.at("funcs").as_array();
            funcs.erase(std::find_if(funcs.begin(), funcs.end(), [](const auto& f) { return f.at("name") == "GetOwner"; }));
        }
    std::ofstream(p.paths.uht_dir / kClassesFile, std::ios::trunc) << boost::json::serialize(classes);
    r = gen.generate();
    CHECK(fs::exists(p.paths.bindings_dir / "src/func_ids.rs"));
    CHECK(fs::exists(p.paths.cpp_dir / "RustealFunc_engine_Pawn.cpp"));
    CHECK(r.functions == first.functions - 1);
}
