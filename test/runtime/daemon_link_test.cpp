// rusteal-host attached to a real rusteald: editor/attach, editors/list, editors/reload pushed
// to the host and answered with phase timings, a reload the host refuses, and the host
// attaching again after the daemon restarted under it.
#include "exit_status.hpp"
#include "daemon_process.hpp"
#include "core/headless_engine.hpp"
#include "rusteal_host/link_messages.hpp"
#include "read_file.hpp"
#include "shell.hpp"
#include "rusteal_host/daemon_link.hpp"
#include "rusteal_host/link_json.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <thread>

namespace fs = std::filesystem;
namespace json = boost::json;
using rusteal::test::DaemonProcess;
using rusteal::test::TempDir;

namespace {

// A project with the test game deployed where the editor's plugin looks for it.
struct HostProject {
    TempDir dir;
    fs::path root = dir.path() / "Probe";
    fs::path library = root / "Plugins/Rusteal/Binaries/Linux/librusteal.so";
    HostProject() {
        fs::create_directories(library.parent_path());
        std::ofstream(root / "Probe.uproject") << "{\"FileVersion\": 3}\n";
        fs::copy_file(fs::path(RUSTEAL_CARGO_TARGET_DIR) / "debug/librusteal_test_host_game.so", library);
    }
};

struct HostProcess {
    pid_t pid;
    fs::path out;
    HostProcess(const HostProject& p, const DaemonProcess& d, const fs::path& log) : out(log) {
        pid = rusteal::test::spawn({RUSTEAL_HOST_PATH, "--project", p.root.string(), "--attach", "--daemon-socket",
                                    d.socket().string(), "--fps", "200"},
                                   {}, log.string(), log.string());
    }
    ~HostProcess() {
        ::kill(pid, SIGTERM);
        rusteal::test::wait_exit(pid, std::chrono::seconds(10));
    }
};

// Polls editors/list until `count` editors are attached to the project (or 10 s passed).
json::array wait_for_editors(DaemonProcess& d, const std::string& project, std::size_t count) {
    auto c = d.connect();
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    for (;;) {
        auto r = c.request("editors/list", json::object{{"project", project}});
        auto editors = r.at("result").at("editors").as_array();
        if (editors.size() == count || std::chrono::steady_clock::now() > deadline) return editors;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
}

} // namespace

TEST_CASE("rusteal-host attaches to the daemon, reloads when asked and attaches again after a daemon restart") {
    HostProject project;
    DaemonProcess daemon;
    HostProcess host(project, daemon, project.dir.path() / "host.log");
    const std::string root = fs::canonical(project.root).string();

    auto editors = wait_for_editors(daemon, root, 1);
    INFO(rusteal::test::read_file(host.out));
    REQUIRE(editors.size() == 1);
    const auto& editor = editors[0].as_object();
    CHECK(editor.at("host") == "rusteal-host");
    CHECK(editor.at("pid") == json::value(host.pid));
    const auto& lib = editor.at("libraries").at(0).as_object();
    CHECK(lib.at("name") == "Probe");
    CHECK(lib.at("package") == "/Script/Rusteal");
    CHECK(lib.at("loaded") == true);
    CHECK(lib.at("reloadCount") == 1);

    // The daemon pushes editor/reload; the host answers with each phase's timing.
    auto client = daemon.connect();
    auto r = client.request("editors/reload", json::object{{"project", root}}, std::chrono::seconds(30));
    INFO(json::serialize(r) << "\n" << rusteal::test::read_file(host.out));
    REQUIRE(r.as_object().contains("result"));
    CHECK(r.at("result").at("ok") == true);
    const auto& answer = r.at("result").at("editors").at(0).as_object();
    CHECK(answer.at("ok") == true);
    const auto& reloaded = answer.at("libraries").at(0).as_object();
    CHECK(reloaded.at("name") == "Probe");
    CHECK(reloaded.at("reloadCount") == 2);
    std::vector<std::string> phases;
    for (const auto& p : reloaded.at("phases").as_array()) phases.emplace_back(p.at("phase").as_string());
    CHECK(phases == std::vector<std::string>{"check", "drop", "unload", "load", "reinstance", "construct"});
    CHECK(reloaded.at("totalMilliseconds").as_double() > 0);

    // The same from the command line.
    std::string out;
    const int rc = rusteal::test::run_logged(daemon.env_entry() + " '" + RUSTEAL_CLI_PATH + "' reload --project '" + root + "'",
                                             project.dir.path() / "cli.log", out);
    INFO(out);
    CHECK(rusteal::test::how_it_ended(rc) == rusteal::test::exited_with(0));
    CHECK_THAT(out, Catch::Contains("rusteal-host (pid " + std::to_string(host.pid) + "): reloaded") &&
                        Catch::Contains("Probe: copy 3 in "));

    // A broken deployed file: the host refuses it and keeps the running library.
    fs::remove(project.library);
    std::ofstream(project.library) << "not a library";
    r = client.request("editors/reload", json::object{{"project", root}, {"library", "Probe"}}, std::chrono::seconds(30));
    CHECK(r.at("result").at("ok") == false);
    const auto& refused = r.at("result").at("editors").at(0).at("libraries").at(0).as_object();
    CHECK(refused.at("ok") == false);
    CHECK_THAT(std::string(refused.at("error").as_string()), Catch::Contains("rebuild it with `rusteal build`"));
    CHECK(refused.at("reloadCount") == 3);
    // An unknown library name.
    r = client.request("editors/reload", json::object{{"project", root}, {"library", "Nope"}});
    CHECK_THAT(std::string(r.at("result").at("editors").at(0).at("error").as_string()),
               Catch::Contains("no library named Nope"));

    // The daemon restarts: the host reconnects and attaches again by itself.
    daemon.restart();
    editors = wait_for_editors(daemon, root, 1);
    INFO(rusteal::test::read_file(host.out));
    REQUIRE(editors.size() == 1);
    CHECK(editors[0].at("libraries").at(0).at("reloadCount") == 3);
    CHECK_THAT(rusteal::test::read_file(host.out), Catch::Contains("the daemon connection was lost; reconnecting"));

    // The host's process ends: the daemon forgets it.
    ::kill(host.pid, SIGTERM);
    CHECK(rusteal::test::wait_exit(host.pid, std::chrono::seconds(10)).has_value());
    CHECK(wait_for_editors(daemon, root, 0).empty());
}

TEST_CASE("the link's framing and JSON refuse malformed input with the offset") {
    using rusteal::host::json::Value;
    std::string error;
    Value v;
    CHECK(rusteal::host::json::parse(R"({"a": [1, 2.5, "x\u00e9\ud83d\ude00", true, null], "b": {}})", v, error));
    CHECK(v["a"].as_array().size() == 5);
    CHECK(v["a"].as_array()[2].as_string() == "x\xc3\xa9\xf0\x9f\x98\x80");
    CHECK(rusteal::host::json::serialize(v) == R"({"a":[1,2.5,"xé😀",true,null],"b":{}})");
    for (const char* bad : {"{", "[1,]", "{\"a\" 1}", "\"\\ud800\"", "01x", "nul", "\"a\nb\""}) {
        INFO(bad);
        CHECK_FALSE(rusteal::host::json::parse(bad, v, error));
        CHECK_THAT(error, Catch::StartsWith("offset "));
    }
    std::string deep(100, '[');
    CHECK_FALSE(rusteal::host::json::parse(deep, v, error));
    CHECK_THAT(error, Catch::Contains("nesting deeper than 64"));

    std::string buffer = rusteal::host::frame("{}") + "Content-Length: 2\r\n\r\n[";
    std::string body;
    CHECK(rusteal::host::unframe(buffer, body, error) == 1);
    CHECK(body == "{}");
    CHECK(rusteal::host::unframe(buffer, body, error) == 0); // half a message
    buffer += "]";
    CHECK(rusteal::host::unframe(buffer, body, error) == 1);
    CHECK(body == "[]");
    buffer = "Content-Type: x\r\n\r\n{}";
    CHECK(rusteal::host::unframe(buffer, body, error) == -1);
    CHECK(error == "a message without a valid Content-Length");
    buffer = "Content-Length: 99999999999\r\n\r\n";
    CHECK(rusteal::host::unframe(buffer, body, error) == -1);
}

TEST_CASE("the link carries the host's own requests and answers them on the game thread") {
    HostProject project;
    DaemonProcess daemon;
    const std::string root = fs::canonical(project.root).string();
    using rusteal::host::json::Value;
    std::vector<std::string> logs;
    rusteal::host::DaemonLink link(
        daemon.socket().string(),
        Value(Value::Object{{"project", root}, {"pid", 4242}, {"host", "test"}}),
        [](const Value&) { return Value(Value::Object{{"ok", true}, {"libraries", Value(Value::Array{})}}); },
        [&](int, const std::string& text) { logs.push_back(text); });

    // Not attached yet: refused at once, answered in the next poll.
    std::string early;
    link.call("daemon/status", Value(Value::Object{}), [&](const Value*, const std::string* error) { early = error ? *error : "ok"; });
    link.poll();
    CHECK_THAT(early, Catch::Contains("not connected to rusteald"));

    link.start();
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (!link.attached() && std::chrono::steady_clock::now() < deadline) {
        link.poll();
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    REQUIRE(link.attached());
    double pid = 0;
    std::string failed;
    bool answered = false;
    link.call("daemon/status", Value(Value::Object{}), [&](const Value* result, const std::string* error) {
        answered = true;
        if (result) pid = (*result)["pid"].as_number();
        if (error) failed = *error;
    });
    link.call("no/such", Value(Value::Object{}), [&](const Value*, const std::string* error) { failed = error ? *error : ""; });
    while ((!answered || failed.empty()) && std::chrono::steady_clock::now() < deadline) {
        link.poll();
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    CHECK(pid == static_cast<double>(daemon.pid()));
    CHECK_THAT(failed, Catch::Contains("no/such"));
    CHECK_THAT(logs.back(), Catch::Contains("attached to the daemon"));
}

TEST_CASE("the messages the host sends validate against the protocol's schema") {
    HostProject project;
    rusteal::headless::HeadlessEngine engine;
    REQUIRE(engine.load_library({"Probe", "/Script/Rusteal", project.library, nullptr, 0}).ok);
    using rusteal::host::json::Value;
    auto& host = engine.libraries();
    const auto params = rusteal::host::attach_params(host, {project.root.string(), 4242, "rusteal-host", "headless"});
    const auto reloaded = rusteal::host::handle_reload_request(host, Value(Value::Object{}));
    CHECK(reloaded["ok"].as_bool());
    const auto unknown = rusteal::host::handle_reload_request(host, Value(Value::Object{{"library", "Nope"}}));
    CHECK_FALSE(unknown["ok"].as_bool());
    fs::remove(project.library);
    std::ofstream(project.library) << "broken";
    const auto refused = rusteal::host::handle_reload_request(host, Value(Value::Object{{"library", "Probe"}}));
    CHECK_FALSE(refused["ok"].as_bool());

    TempDir dir;
    const auto lines = dir.path() / "messages.jsonl";
    {
        std::ofstream out(lines);
        out << R"({"method":"editor/attach","kind":"params","message":{"jsonrpc":"2.0","id":"attach","method":"editor/attach","params":)"
            << rusteal::host::json::serialize(params) << "}}\n";
        for (const auto* r : {&reloaded, &unknown, &refused})
            out << R"({"method":"editor/reload","kind":"result","message":{"jsonrpc":"2.0","id":"r","result":)"
                << rusteal::host::json::serialize(*r) << "}}\n";
    }
    std::string out;
    const int rc = rusteal::test::run_logged(std::string("node '") + RUSTEAL_SOURCE_DIR + "/test/schema/validate.mjs' '" +
                                                 RUSTEAL_OPENRPC_PATH + "' '" + lines.string() + "' --only-these",
                                             dir.path() / "validate.log", out);
    INFO(out << rusteal::test::read_file(lines));
    CHECK(rc == 0);
    CHECK_THAT(out, Catch::Contains("ok: 4 messages valid"));
}

TEST_CASE("an editor that answers too late is reported as failed and its late answer changes nothing") {
    HostProject project;
    DaemonProcess daemon;
    const std::string root = fs::canonical(project.root).string();
    auto editor = daemon.connect();
    editor.request("editor/attach", json::object{{"project", root}, {"pid", 4242}, {"host", "slow-editor"}});
    auto client = daemon.connect();
    client.send(json::object{{"jsonrpc", "2.0"}, {"id", "r"}, {"method", "editors/reload"},
                             {"params", {{"project", root}, {"timeoutMs", 200}}}});
    auto push = editor.notification("editor/reload");
    auto r = client.response_to("r", std::chrono::seconds(10));
    CHECK(r.at("result").at("ok") == false);
    CHECK_THAT(std::string(r.at("result").at("editors").at(0).at("error").as_string()), Catch::Contains("no answer within 200 ms"));
    // The late answer, then the daemon still serves.
    editor.send(json::object{{"jsonrpc", "2.0"}, {"id", push.at("id")}, {"result", {{"ok", true}, {"libraries", json::array{}}}}});
    CHECK(client.request("daemon/status").as_object().contains("result"));
}
