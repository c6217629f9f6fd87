// rpc_schema/rusteal.openrpc.json against the daemon: the method lists agree in both directions,
// and real responses and notifications validate against the schemas (ajv, run by node).
#include "exit_status.hpp"
#include "daemon_process.hpp"
#include "game_project.hpp"
#include "project_pins.hpp"
#include "recording_relay.hpp"

#include "core/daemon_core.hpp"
#include "server/server.hpp"

#include <boost/asio/io_context.hpp>
#include <catch2/catch.hpp>

#include <csignal>
#include <fstream>
#include <set>


#include <sys/wait.h>

using namespace rusteal::test;
namespace json = boost::json;

namespace {

json::value document() { return json::parse(read_file(RUSTEAL_OPENRPC_PATH)); }

std::set<std::string> documented(std::string_view direction, bool notifications) {
    std::set<std::string> out;
    auto doc = document();
    for (const auto& m : doc.at("methods").as_array()) {
        const auto& o = m.as_object();
        bool is_notification = o.contains("x-notification") && o.at("x-notification").as_bool();
        if (o.at("x-direction").as_string() == direction && is_notification == notifications)
            out.insert(std::string(o.at("name").as_string()));
    }
    return out;
}

// Records messages for the validator: results, errors and notifications with their method.
class Recorder {
public:
    void result(const std::string& method, const json::value& response) {
        bool is_error = response.as_object().contains("error");
        lines_.push_back(json::object{{"method", method}, {"kind", is_error ? "error" : "result"}, {"message", response}});
    }
    void notifications(RpcClient& c) {
        for (auto& n : c.notifications())
            lines_.push_back(json::object{{"method", n.at("method")}, {"kind", "params"}, {"message", n}});
        c.notifications().clear();
    }
    void sent(const json::value& message) {
        lines_.push_back(json::object{{"method", message.at("method")}, {"kind", "params"}, {"message", message}});
    }
    void protocol_error(const json::value& response) {
        lines_.push_back(json::object{{"method", nullptr}, {"kind", "error"}, {"message", response}});
    }
    void write(const std::filesystem::path& path) const {
        std::ofstream out(path);
        for (const auto& l : lines_) out << json::serialize(l) << "\n";
    }
    std::size_t size() const { return lines_.size(); }

private:
    std::vector<json::value> lines_;
};

bool is_request(const json::value& m, std::string_view method) {
    const auto* o = m.if_object();
    return o && o->contains("method") && o->at("method").is_string() && o->at("method").as_string() == method;
}
// `m` is the response to the request `request` (same id, no method).
bool answers(const json::value& m, const json::value& request) {
    const auto* o = m.if_object();
    return o && !o->contains("method") && o->contains("id") && o->at("id") == request.at("id");
}

json::value call(RpcClient& c, Recorder& rec, const std::string& method, json::value params = json::object{}) {
    auto r = c.request(method, std::move(params), std::chrono::seconds(30));
    rec.result(method, r);
    return r;
}

} // namespace

TEST_CASE("every method the server answers is documented, and every documented one is answered", "[schema]") {
    boost::asio::io_context io;
    rusteal::core::DaemonCore core(io.get_executor());
    rusteal::server::Server server(io, core, {});
    rusteal::server::register_methods(server);
    auto names = server.method_names();
    std::set<std::string> served(names.begin(), names.end());
    // The client's requests, and LSP's exit notification, are methods of the server.
    auto expected = documented("client-to-server", false);
    expected.insert("exit");
    CHECK(served == expected);
    // $/cancelRequest and window/workDoneProgress/cancel are handled by the dispatcher itself.
    CHECK(documented("client-to-server", true) ==
          std::set<std::string>{"$/cancelRequest", "exit", "window/workDoneProgress/cancel"});
}

TEST_CASE("rpc.discover returns the document - documented methods are answered, others are not", "[schema]") {
    DaemonProcess d;
    auto c = d.connect();
    auto discover = c.request("rpc.discover");
    CHECK(discover.at("result") == document());
    for (const auto& name : documented("client-to-server", false)) {
        if (name == "daemon/shutdown" || name == "shutdown") continue; // each ends the session
        INFO(name);
        auto r = c.request(name, json::object{});
        if (r.as_object().contains("error")) CHECK(r.at("error").at("code") != json::value(-32601));
    }
    for (const auto& name : documented("server-to-client", true)) {
        auto r = c.request(name, json::object{});
        CHECK(r.at("error").at("code") == json::value(-32601));
    }
    for (auto name : {"daemon/stat", "rpc.discover2", "build/runs", ""}) {
        auto r = c.request(name);
        CHECK(r.at("error").at("code") == json::value(-32601));
    }
    auto r = c.request("daemon/shutdown");
    CHECK(r.as_object().contains("result"));
}

TEST_CASE("real responses and notifications validate against the OpenRPC schemas", "[schema]") {
    DaemonProcess d;
    TempDir project, work;
    Recorder rec;
    auto project_path = project.path().string();
    auto ide = d.connect();
    call(ide, rec, "initialize", json::object{{"clientName", "schema-test"}, {"protocolVersion", 1},
                                              {"capabilities", {{"window", {{"workDoneProgress", true}}}}}});
    call(ide, rec, "rpc.discover");
    call(ide, rec, "events/subscribe", json::object{{"project", project_path}});

    // A job that runs while we look at it, through a server-created progress token.
    ide.send(json::object{{"jsonrpc", "2.0"}, {"id", "slow"}, {"method", "jobs/exec"},
                          {"params", {{"project", project_path}, {"command", {"sh", "-c", "echo started; sleep 300"}}}}});
    auto create = ide.notification("window/workDoneProgress/create");
    rec.sent(create); // a server-to-client request: its params follow the same schema
    ide.send(json::object{{"jsonrpc", "2.0"}, {"id", create.at("id")}, {"result", nullptr}});
    ide.notifications().push_back(ide.notification("job/output")); // wait for it, keep it for the record
    auto cli = d.connect();
    call(cli, rec, "daemon/status");
    call(cli, rec, "jobs/list");
    call(cli, rec, "jobs/list", json::object{{"project", project_path}});
    // A second, queued job that gets coalesced and a failing one.
    cli.send(json::object{{"jsonrpc", "2.0"}, {"id", "q1"}, {"method", "jobs/exec"},
                          {"params", {{"project", project_path}, {"command", {"sh", "-c", "echo two; exit 3"}}, {"workDoneToken", "q"}}}});
    cli.send(json::object{{"jsonrpc", "2.0"}, {"id", "q2"}, {"method", "jobs/exec"},
                          {"params", {{"project", project_path}, {"command", {"sh", "-c", "echo two; exit 3"}}, {"workDoneToken", 7}}}});
    call(cli, rec, "jobs/list", json::object{{"project", project_path}});
    // Cancel the slow one as VS Code's cancel button does, through the progress token the daemon
    // created ($/cancelRequest is the CLI's, below).
    const json::value cancel_progress =
        json::object{{"jsonrpc", "2.0"}, {"method", "window/workDoneProgress/cancel"}, {"params", {{"token", create.at("params").at("token")}}}};
    ide.send(cancel_progress);
    rec.sent(cancel_progress);
    auto slow = ide.response_to("slow", std::chrono::seconds(30));
    CHECK(slow.at("error").at("code") == json::value(-32800));
    rec.result("jobs/exec", slow);
    rec.result("jobs/exec", cli.response_to("q1", std::chrono::seconds(30)));
    rec.result("jobs/exec", cli.response_to("q2", std::chrono::seconds(30)));
    // jobs/cancel on a running job, and on a missing one.
    cli.send(json::object{{"jsonrpc", "2.0"}, {"id", "c"}, {"method", "jobs/exec"},
                          {"params", {{"project", project_path}, {"command", {"sleep", "300"}}, {"timeoutMs", 60000}}}});
    ide.notification("job/started");
    auto jobs = call(cli, rec, "jobs/list");
    call(cli, rec, "jobs/cancel", json::object{{"jobId", jobs.at("result").at("jobs").at(0).at("jobId")}});
    rec.result("jobs/exec", cli.response_to("c", std::chrono::seconds(30)));
    call(cli, rec, "jobs/cancel", json::object{{"jobId", 424242}});
    // jobs/cancelStale on a project with nothing stale, and on a folder that is none.
    write_minimal_project(work.path() / "Stale");
    call(cli, rec, "jobs/cancelStale", json::object{{"project", (work.path() / "Stale").string()}});
    call(cli, rec, "jobs/cancelStale", json::object{{"project", "/no/such/folder"}});
    // Errors of every kind the schema lists for these methods.
    call(cli, rec, "events/subscribe", json::object{{"project", "/no/such/folder"}});
    call(cli, rec, "jobs/exec", json::object{{"project", project_path}});
    call(cli, rec, "initialize", json::object{{"protocolVersion", 2}});
    call(cli, rec, "events/unsubscribe", json::object{{"project", project_path}});
    cli.send_raw(rusteal::transport::frame_message("{oops"));
    rec.protocol_error(*cli.read());
    cli.send_raw(rusteal::transport::frame_message("[]"));
    rec.protocol_error(*cli.read());
    rec.result("no/such", cli.request("no/such"));
    call(ide, rec, "events/unsubscribe", json::object{{"project", project_path}});
    // Code generation: a success with metrics, and a failed generation.
    GameProject game;
    call(cli, rec, "generate/run", json::object{{"project", game.root().string()}, {"workDoneToken", "gen"}});
    std::ofstream(game.root() / "rusteal.toml") << "[project]\n";
    call(cli, rec, "generate/run", json::object{{"project", game.root().string()}});
    call(cli, rec, "generate/run", json::object{{"project", game.root().string()}, {"plugin", "Missing"}});
    // Builds: one that fails (no bindings generated), steps 1-3 without an engine, a bad step.
    TempDir unbuilt;
    std::ofstream(unbuilt.path() / "Unbuilt.uproject") << "{}";
    std::ofstream(unbuilt.path() / "rusteal.toml") << "[project]\ncrate = \"game\"\n[codegen]\nfeatures = []\n";
    rusteal::test::pin_to_this_checkout(unbuilt.path());
    call(cli, rec, "build/run", json::object{{"project", unbuilt.path().string()}, {"workDoneToken", "b"}});
    call(cli, rec, "build/run", json::object{{"project", unbuilt.path().string()}, {"all", true}});
    call(cli, rec, "build/run", json::object{{"project", unbuilt.path().string()}, {"step", 9}});
    // The machine's engine: none, a folder that is not one, the stand-in engine.
    call(cli, rec, "templates/list");
    call(cli, rec, "templates/list", json::object{{"kind", "plugin"}});
    call(cli, rec, "templates/list", json::object{{"kind", "feature"}});
    call(cli, rec, "templates/list", json::object{{"kind", "mod"}}); // refused, naming the field
    call(cli, rec, "config/engine");
    call(cli, rec, "config/engine", json::object{{"path", work.path().string()}});
    call(cli, rec, "config/engine", json::object{{"path", RUSTEAL_STANDIN_ENGINE}});
    // The project commands: a refusal, a project, its setup again, a plugin.
    call(cli, rec, "project/new", json::object{{"name", "9lives"}, {"dir", work.path().string()}});
    call(cli, rec, "project/new", json::object{{"name", "Made"}, {"dir", work.path().string()}, {"features", json::array{"RustRover"}}});
    call(cli, rec, "project/new", json::object{{"name", "Other"}, {"dir", work.path().string()}, {"features", json::array{"nothing"}}});
    call(cli, rec, "project/setup", json::object{{"project", (work.path() / "Made").string()}});
    call(cli, rec, "plugin/new", json::object{{"project", (work.path() / "Made").string()}, {"name", "Gadget"}});
    call(cli, rec, "plugin/new", json::object{{"project", (work.path() / "Made").string()}, {"name", "Made"}});
    {   // An older project: the gate refuses to build it, upgrade moves it, and again says so.
        const auto manifest = work.path() / "Made/Rust/Cargo.toml";
        std::ifstream in(manifest);
        std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        for (std::size_t at; (at = text.find("\"=" RUSTEAL_VERSION_STRING "\"")) != std::string::npos;)
            text.replace(at, std::string("\"=" RUSTEAL_VERSION_STRING "\"").size(), "\"=0.0.9\"");
        std::ofstream(manifest) << text;
    }
    call(cli, rec, "build/run", json::object{{"project", (work.path() / "Made").string()}});
    call(cli, rec, "project/upgrade", json::object{{"project", (work.path() / "Made").string()}});
    call(cli, rec, "project/upgrade", json::object{{"project", (work.path() / "Made").string()}});
    // Packaging: UAT through the stand-in; a plugin copied, then refused into its own folder.
    call(cli, rec, "package/run", json::object{{"project", (work.path() / "Made").string()}, {"output", (work.path() / "Out").string()},
                                               {"workDoneToken", "pkg"}});
    call(cli, rec, "plugin/package", json::object{{"project", (work.path() / "Made").string()}, {"name", "Gadget"},
                                                  {"output", (work.path() / "Out").string()}});
    call(cli, rec, "plugin/package", json::object{{"project", (work.path() / "Made").string()}, {"name", "Gadget"},
                                                  {"output", (work.path() / "Made/Plugins").string()}});
    // A build whose crate does not compile: cargo's diagnostic arrives structured (job/diagnostic).
    TempDir broken;
    std::ofstream(broken.path() / "Broken.uproject") << "{}";
    std::ofstream(broken.path() / "rusteal.toml") << "[project]\ncrate = \"broken\"\n[codegen]\nfeatures = []\n";
    std::filesystem::create_directories(broken.path() / "Rust/broken/src");
    std::filesystem::create_directories(broken.path() / "Rust/bindings/src");
    std::ofstream(broken.path() / "Rust/Cargo.toml") << "[workspace]\nresolver = \"3\"\nmembers = [\"broken\"]\n";
    std::ofstream(broken.path() / "Rust/broken/Cargo.toml")
        << "[package]\nname = \"broken\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n[lib]\ncrate-type = [\"cdylib\"]\n";
    std::ofstream(broken.path() / "Rust/broken/src/lib.rs") << "pub fn broken() -> i32 { \"not a number\" }\n";
    std::ofstream(broken.path() / "Rust/bindings/src/func_ids.rs") << "\n";
    rusteal::test::pin_to_this_checkout(broken.path());
    {
        auto watcher = d.connect();
        watcher.request("events/subscribe", json::object{{"project", broken.path().string()}});
        json::array offline{"net.offline=true"};
        auto r = call(cli, rec, "build/run", json::object{{"project", broken.path().string()}, {"cargoConfig", offline}});
        CHECK(r.at("result").at("ok") == false);
        auto diagnostic = watcher.notification("job/diagnostic", std::chrono::seconds(60));
        CHECK(diagnostic.at("params").at("file") == json::value((broken.path() / "Rust/broken/src/lib.rs").string()));
        CHECK(diagnostic.at("params").at("line") == 1);
        CHECK(diagnostic.at("params").at("severity") == "error");
        watcher.notifications().push_back(diagnostic);
        rec.notifications(watcher);
    }
    // A watch on it (no change happens), listed, stopped; one on a project with no Rust folder.
    std::filesystem::create_directories(unbuilt.path() / "Rust");
    call(cli, rec, "watch/start", json::object{{"project", unbuilt.path().string()}, {"settleMs", 50}});
    call(cli, rec, "watch/status");
    call(cli, rec, "daemon/status");
    auto follower = d.connect(); // as rusteal watch follows the builds: told when the watch ends
    follower.request("events/subscribe", json::object{{"project", unbuilt.path().string()}});
    {   // Its folder moved away and back: the watch waits, then resumes (watch/state).
        const std::filesystem::path away = unbuilt.path().string() + "-away";
        std::filesystem::rename(unbuilt.path(), away);
        auto waiting = follower.notification("watch/state");
        CHECK(waiting.at("params").at("waiting").is_string());
        std::filesystem::rename(away, unbuilt.path());
        auto resumed = follower.notification("watch/state");
        CHECK(resumed.at("params").at("waiting").is_null());
        follower.notifications().push_back(waiting);
        follower.notifications().push_back(resumed);
    }
    call(cli, rec, "watch/stop", json::object{{"project", unbuilt.path().string()}});
    follower.notifications().push_back(follower.notification("watch/stopped"));
    rec.notifications(follower);
    call(cli, rec, "watch/start", json::object{{"project", project_path}});
    // A real editor: rusteal-host attaches through a relay that records what it and the daemon
    // say; the daemon pushes editor/reload to it and relays its answer (the host has no library
    // built, so it answers with a failure that names the missing file).
    RecordingRelay editor_link(work.path() / "editor-relay" / "rusteald.sock", d.socket());
    const auto host_log = work.path() / "host.log";
    const pid_t host = spawn({RUSTEAL_HOST_PATH, "--project", game.root().string(), "--attach", "--daemon-socket",
                              editor_link.path().string()},
                             {}, host_log.string(), host_log.string());
    KillOnFailure host_guard{host};
    auto relayed = [&] {
        std::string text = read_file(host_log) + "\nrelayed:\n";
        for (const auto& m : editor_link.messages())
            text += (m.from_client ? "host -> daemon: " : "daemon -> host: ") + json::serialize(m.body) + "\n";
        return text;
    };
    const auto attach = editor_link.wait_for([](const RelayedMessage& m) { return m.from_client && is_request(m.body, "editor/attach"); });
    if (!attach) FAIL("rusteal-host sent no editor/attach\n" << relayed());
    const auto attached = editor_link.wait_for([&](const RelayedMessage& m) { return !m.from_client && answers(m.body, attach->body); });
    if (!attached) FAIL("the daemon did not answer editor/attach\n" << relayed());
    rec.sent(attach->body);
    rec.result("editor/attach", attached->body);
    call(cli, rec, "editors/list");
    call(cli, rec, "editors/list", json::object{{"project", game.root().string()}});
    cli.send(json::object{{"jsonrpc", "2.0"}, {"id", "reload"}, {"method", "editors/reload"},
                          {"params", {{"project", game.root().string()}}}});
    const auto push = editor_link.wait_for([](const RelayedMessage& m) { return !m.from_client && is_request(m.body, "editor/reload"); });
    if (!push) FAIL("the daemon pushed no editor/reload\n" << relayed());
    const auto answer = editor_link.wait_for([&](const RelayedMessage& m) { return m.from_client && answers(m.body, push->body); });
    if (!answer) FAIL("rusteal-host did not answer editor/reload\n" << relayed());
    rec.sent(push->body);
    rec.result("editor/reload", answer->body);
    CHECK(answer->body.at("result").at("ok") == false);
    CHECK_THAT(json::serialize(answer->body), Catch::Contains("librusteal.so"));
    rec.result("editors/reload", cli.response_to("reload", std::chrono::seconds(30)));
    ::kill(host, SIGTERM);
    const auto host_status = wait_exit(host, std::chrono::seconds(30));
    if (!host_status) FAIL("rusteal-host did not stop on SIGTERM\n" << relayed());
    host_guard.pid = 0; // reaped
    CHECK(how_it_ended(*host_status) == exited_with(0));
    call(cli, rec, "editors/reload", json::object{{"project", project_path}, {"library", "Probe"}});
    call(cli, rec, "editor/attach", json::object{{"project", game.root().string()}});
    call(cli, rec, "editor/attach", json::object{{"project", "/no/such/folder"}, {"pid", 1}});
    {   // The CLI's own $/cancelRequest: `rusteal exec` through a relay, interrupted with SIGINT.
        TempDir cli_runtime;
        RecordingRelay cli_link(cli_runtime.path() / "rusteal" / "rusteald.sock", d.socket());
        const auto cli_log = work.path() / "cli.log";
        const pid_t client = spawn({RUSTEAL_CLI_PATH, "exec", "--project", project_path, "--", "sh", "-c", "echo running; exec sleep 300"},
                                   {"XDG_RUNTIME_DIR=" + cli_runtime.path().string()}, cli_log.string(), cli_log.string());
        KillOnFailure client_guard{client};
        const auto exec = cli_link.wait_for([](const RelayedMessage& m) { return m.from_client && is_request(m.body, "jobs/exec"); });
        INFO(read_file(cli_log));
        REQUIRE(exec);
        REQUIRE(cli_link.wait_for([](const RelayedMessage& m) { return !m.from_client && is_request(m.body, "job/output"); }));
        ::kill(client, SIGINT);
        const auto cancel = cli_link.wait_for([](const RelayedMessage& m) { return m.from_client && is_request(m.body, "$/cancelRequest"); });
        REQUIRE(cancel);
        CHECK(cancel->body.at("params").at("id") == exec->body.at("id"));
        const auto cancelled = cli_link.wait_for([&](const RelayedMessage& m) { return !m.from_client && answers(m.body, exec->body); });
        REQUIRE(cancelled);
        CHECK(cancelled->body.at("error").at("code") == -32800);
        rec.sent(cancel->body);
        rec.result("jobs/exec", cancelled->body);
        const auto client_status = wait_exit(client, std::chrono::seconds(30));
        REQUIRE(client_status);
        client_guard.pid = 0; // reaped
        CHECK(how_it_ended(*client_status) == exited_with(130));
    }
    // LSP's end of a session, from a client that names itself as LSP clients do.
    auto lsp = d.connect();
    call(lsp, rec, "initialize", json::object{{"clientInfo", {{"name", "vscode-jsonrpc"}, {"version", "8.2.0"}}}});
    call(lsp, rec, "shutdown");
    const json::value exit_message = json::object{{"jsonrpc", "2.0"}, {"method", "exit"}};
    lsp.send(exit_message);
    rec.sent(exit_message);
    CHECK(lsp.wait_closed());
    rec.notifications(ide);
    rec.notifications(cli);
    call(cli, rec, "daemon/shutdown");

    auto messages = work.path() / "messages.jsonl";
    rec.write(messages);
    auto out = work.path() / "validator.txt";
    pid_t pid = spawn({"node", std::string(RUSTEAL_SOURCE_DIR) + "/test/schema/validate.mjs", RUSTEAL_OPENRPC_PATH,
                       messages.string()},
                      {}, out.string(), out.string());
    auto status = wait_exit(pid, std::chrono::seconds(60));
    REQUIRE(status);
    INFO(read_file(out));
    CHECK(how_it_ended(*status) == exited_with(0));
    CHECK(rec.size() > 40);
}

// What the server refuses as invalid params, the document refuses too, so a client generated from
// it (or checking against it) learns before sending; and what the server takes, the document takes.
TEST_CASE("params the server refuses are refused by the document too", "[schema]") {
    DaemonProcess d;
    TempDir project, work;
    auto c = d.connect();
    const std::string path = project.path().string();
    std::ofstream(project.path() / "Probe.uproject") << "{}\n";
    struct Case {
        const char* method;
        json::object params;
        bool valid;
    };
    const std::vector<Case> cases = {
        {"jobs/exec", {{"project", path}, {"command", {""}}}, false},
        {"jobs/exec", {{"project", path}, {"command", {"true"}}, {"env", {{"A=B", "1"}}}}, false},
        {"jobs/exec", {{"project", path}, {"command", {"true"}}, {"env", {{"", "1"}}}}, false},
        {"build/run", {{"project", path}, {"step", 9}}, false},
        {"build/run", {{"project", path}, {"from", 0}}, false},
        {"jobs/exec", {{"project", path}, {"command", {"true", ""}}, {"env", {{"A", "1"}}}}, true},
    };
    for (const auto& k : cases) {
        INFO(k.method << " " << json::serialize(k.params));
        if (!k.valid) {
            auto r = c.request(k.method, k.params, std::chrono::seconds(30));
            REQUIRE(r.as_object().contains("error"));
            CHECK(r.at("error").at("code") == json::value(-32602));
        }
        const auto messages = work.path() / "one.jsonl";
        std::ofstream(messages, std::ios::trunc)
            << json::serialize(json::object{{"method", k.method},
                                            {"kind", "params"},
                                            {"message", {{"jsonrpc", "2.0"}, {"id", 1}, {"method", k.method}, {"params", k.params}}}})
            << "\n";
        const auto out = work.path() / "validator.txt";
        pid_t pid = spawn({"node", std::string(RUSTEAL_SOURCE_DIR) + "/test/schema/validate.mjs", RUSTEAL_OPENRPC_PATH,
                           messages.string(), "--only-these"},
                          {}, out.string(), out.string());
        auto status = wait_exit(pid, std::chrono::seconds(60));
        REQUIRE(status);
        INFO(read_file(out));
        CHECK((how_it_ended(*status) == exited_with(0)) == k.valid);
    }
}
