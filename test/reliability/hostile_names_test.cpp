// Hostile names and paths for every method that joins a name from the request to a folder:
// each is refused with an error that says why, and nothing outside the project changes.
#include "daemon_process.hpp"
#include "project_pins.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <map>

using namespace rusteal::test;
namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

// Every file under `dir` with its contents, except those under `skip`.
std::map<std::string, std::string> snapshot(const fs::path& dir, const fs::path& skip) {
    std::map<std::string, std::string> out;
    for (fs::recursive_directory_iterator it(dir), end; it != end; ++it) {
        if (it->path() == skip) {
            it.disable_recursion_pending();
            continue;
        }
        if (it->is_regular_file()) out[it->path().string()] = read_file(it->path());
        else if (it->is_directory()) out[it->path().string() + "/"] = "";
    }
    return out;
}

} // namespace

TEST_CASE("names that leave their folder are refused by every method, and nothing outside the project changes", "[reliability][paths]") {
    DaemonProcess d;
    TempDir work;
    const fs::path root = work.path() / "Game";
    write_minimal_project(root);
    // What a climbing name would reach: a folder that looks like a plugin beside the project, and
    // one that looks like a previous package two levels above the output folder.
    fs::create_directories(work.path() / "Outside");
    std::ofstream(work.path() / "Outside/Outside.uplugin") << "{}";
    std::ofstream(work.path() / "Outside/precious.txt") << "the user's";
    fs::create_directories(work.path() / "x/Outside");
    std::ofstream(work.path() / "x/Outside/Outside.uplugin") << "{}";
    std::ofstream(work.path() / "x/Outside/mine.txt") << "the user's too";
    const auto before = snapshot(work.path(), root);

    auto c = d.connect();
    REQUIRE(c.request("config/engine", json::object{{"path", RUSTEAL_STANDIN_ENGINE}}).as_object().contains("result"));
    const std::string project = root.string();
    const std::string output = (work.path() / "x/y/z").string();
    struct Case {
        std::string method;
        json::object params;
        std::string says;
    };
    const std::vector<Case> cases{
        {"plugin/package", {{"project", project}, {"name", "../../Outside"}, {"output", output}}, "is not a folder name"},
        {"plugin/package", {{"project", project}, {"name", ".."}, {"output", output}}, "is not a folder name"},
        {"plugin/package", {{"project", project}, {"name", "a/../../Outside"}, {"output", output}}, "is not a folder name"},
        {"plugin/package", {{"project", project}, {"name", std::string("Out\0side", 8)}, {"output", output}}, "'Out\\x00side' is not a folder name"},
        {"plugin/new", {{"project", project}, {"name", "../Evil"}}, "is not a valid plugin name"},
        {"plugin/new", {{"project", project}, {"name", "/tmp/Evil"}}, "is not a valid plugin name"},
        {"project/new", {{"name", "../Evil"}, {"dir", work.path().string()}}, "is not a valid project name"},
        {"project/new", {{"name", "Rusteal"}, {"dir", work.path().string()}}, "is taken"},
        {"generate/run", {{"project", project}, {"plugin", "../../Outside"}}, "is not a folder name"},
        {"generate/run", {{"project", project}, {"plugin", "..\\Outside"}}, "is not a folder name"},
        {"build/run", {{"project", project}, {"plugin", "../../Outside"}}, "no Rusteal plugin"},
        {"watch/start", {{"project", project}, {"plugin", "../../Outside"}}, "no Rusteal plugin"},
    };
    for (const auto& k : cases) {
        INFO(k.method << " " << json::serialize(k.params));
        auto r = c.request(k.method, k.params, std::chrono::seconds(60));
        REQUIRE(r.as_object().contains("error"));
        CHECK_THAT(std::string(r.at("error").at("message").as_string()), Catch::Contains(k.says));
        CHECK(snapshot(work.path(), root) == before);
    }
    CHECK(read_file(work.path() / "Outside/precious.txt") == "the user's");
    CHECK(read_file(work.path() / "x/Outside/mine.txt") == "the user's too");
}

TEST_CASE("names longer than a file name may be are refused with a reason, never an internal error", "[reliability][paths]") {
    DaemonProcess d;
    TempDir work;
    const fs::path root = work.path() / "Game";
    write_minimal_project(root);
    auto c = d.connect();
    REQUIRE(c.request("config/engine", json::object{{"path", RUSTEAL_STANDIN_ENGINE}}).as_object().contains("result"));
    const std::string project = root.string();
    const std::string name(300, 'A');
    const std::vector<std::pair<std::string, json::object>> cases = {
        {"plugin/package", {{"project", project}, {"name", name}, {"output", (work.path() / "out").string()}}},
        {"plugin/package", {{"project", project}, {"name", "Good"}, {"output", (work.path() / name).string()}}},
        {"plugin/new", {{"project", project}, {"name", name}}},
        {"project/new", {{"name", name}, {"directory", work.path().string()}}},
        {"generate/run", {{"project", project}, {"plugin", name}}},
        {"build/run", {{"project", project}, {"plugin", name}}},
        {"watch/start", {{"project", project}, {"plugin", name}}},
        {"build/run", {{"project", (root / name).string()}}},
        {"project/setup", {{"project", (root / name).string()}}},
    };
    for (const auto& [method, params] : cases) {
        INFO(method << " " << json::serialize(params).substr(0, 200));
        auto r = c.request(method, params, std::chrono::seconds(60));
        REQUIRE(r.as_object().contains("error"));
        const std::string message(r.at("error").at("message").as_string());
        INFO(message.substr(0, 400));
        CHECK(r.at("error").at("code") != -32603);
        CHECK_THAT(message, !Catch::Contains("internal error"));
    }
    CHECK_THAT(read_file(d.log()), !Catch::Contains("internal error"));
}
