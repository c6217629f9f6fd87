// generate/run through a real daemon: the generator is kept between requests, errors are
// results that name the place, and the work runs off the event loop.
#include "exit_status.hpp"
#include "daemon_process.hpp"
#include "game_project.hpp"

#include <catch2/catch.hpp>

#include <fstream>

#include <sys/wait.h>

using namespace rusteal::test;
namespace json = boost::json;

TEST_CASE("generate/run writes the bindings, then reuses what did not change", "[codegen][daemon]") {
    DaemonProcess d;
    GameProject project;
    auto c = d.connect();
    auto first = c.request("generate/run", json::object{{"project", project.root().string()}, {"workDoneToken", "g"}},
                           std::chrono::seconds(60));
    REQUIRE(first.as_object().contains("result"));
    const auto& r = first.at("result");
    CHECK(r.at("ok") == json::value(true));
    CHECK_THAT(std::string(r.at("summary").as_string()), Catch::StartsWith("OK: ") && Catch::Contains("28 classes"));
    CHECK(r.at("metrics").at("classes") == json::value(28));
    CHECK(r.at("metrics").at("filesWritten").as_int64() > 10);
    CHECK(std::filesystem::exists(project.generated_dir() / "RustealFunc_engine_Actor.cpp"));
    bool wrote_line = false, skipped_line = false;
    auto report = project.root() / "Intermediate" / "Rusteal" / "codegen-game.skipped.txt";
    for (const auto& n : c.notifications()) {
        if (n.at("method") != json::value("job/output")) continue;
        std::string line(n.at("params").at("line").as_string());
        wrote_line |= line.rfind("wrote ", 0) == 0;
        skipped_line |= line.find("members left out of the bindings; the reasons are in " + report.string()) !=
                        std::string::npos;
    }
    CHECK(wrote_line);
    CHECK(skipped_line);
    CHECK_THAT(read_file(report), Catch::Contains("\nObject.ExecuteUbergraph: not native\n"));

    auto second = c.request("generate/run", json::object{{"project", project.root().string()}}, std::chrono::seconds(60));
    CHECK(second.at("result").at("metrics").at("filesWritten") == json::value(0));
    CHECK(second.at("result").at("metrics").at("filesReused").as_int64() > 10);
}

TEST_CASE("a generation error is a failed result naming the file, line and column", "[codegen][daemon]") {
    DaemonProcess d;
    GameProject project;
    std::ofstream(project.root() / "rusteal.toml") << "[project]\ncrate = \"probe\"\n[codegen]\nfeaturez = []\n";
    auto c = d.connect();
    auto r = c.request("generate/run", json::object{{"project", project.root().string()}}, std::chrono::seconds(60));
    CHECK(r.at("result").at("ok") == json::value(false));
    CHECK_THAT(std::string(r.at("result").at("summary").as_string()),
               Catch::Contains("rusteal.toml:4:1") && Catch::Contains("unknown key 'featurez'"));
    CHECK_FALSE(std::filesystem::exists(project.generated_dir()));

    auto bad_plugin = c.request("generate/run", json::object{{"project", project.root().string()}, {"plugin", "Nope"}});
    CHECK(bad_plugin.at("error").at("code") == json::value(-32602));
    CHECK(bad_plugin.at("error").at("data").at("field") == json::value("plugin"));
}

TEST_CASE("the daemon answers other clients while a generation runs", "[codegen][daemon]") {
    DaemonProcess d;
    GameProject project;
    auto a = d.connect();
    a.send(json::object{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "generate/run"},
                        {"params", {{"project", project.root().string()}, {"workDoneToken", 1}}}});
    a.notification("job/output", std::chrono::seconds(60)); // it has started
    auto b = d.connect();
    CHECK(b.request("daemon/status").as_object().contains("result"));
    CHECK(a.response_to(1, std::chrono::seconds(60)).at("result").at("ok") == json::value(true));
}

TEST_CASE("rusteal generate runs it from the command line", "[codegen][cli]") {
    DaemonProcess d;
    GameProject project;
    TempDir out;
    pid_t pid = spawn({RUSTEAL_CLI_PATH, "generate", "--project", project.root().string()}, {d.env_entry()},
                      (out.path() / "o").string(), (out.path() / "e").string());
    auto status = wait_exit(pid, std::chrono::seconds(60));
    REQUIRE(status);
    CHECK(how_it_ended(*status) == exited_with(0));
    CHECK_THAT(read_file(out.path() / "e"), Catch::Contains("OK: "));
    std::ofstream(project.uht_dir() / "rusteal_enums.json") << "{\"enums\": [}";
    pid = spawn({RUSTEAL_CLI_PATH, "generate", "--project", project.root().string()}, {d.env_entry()},
                (out.path() / "o").string(), (out.path() / "e").string());
    status = wait_exit(pid, std::chrono::seconds(60));
    REQUIRE(status);
    CHECK(how_it_ended(*status) == exited_with(1));
    CHECK_THAT(read_file(out.path() / "e"), Catch::Contains("rusteal_enums.json:1:"));
}
