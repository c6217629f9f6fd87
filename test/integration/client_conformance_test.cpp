// What an IDE extension author meets when a stock JSON-RPC / LSP client talks to rusteald: the
// token file's contents sent as they are, LSP's clientInfo, initialize once, shutdown then exit,
// a request sent without an id, a broken frame answered before the close, and one answer for a
// folder that is not an Unreal project whichever method is asked.
#include "daemon_process.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <fstream>

using namespace rusteal::test;
namespace json = boost::json;

TEST_CASE("the token file's contents are accepted as they are, trailing newline included", "[daemon][security][client]") {
    DaemonProcess d({"--tcp-port", "0"});
    const auto token_file = d.dir() / "rusteald.token";
    const auto port = static_cast<unsigned short>(std::stoi(read_file(d.dir() / "rusteald.tcp")));
    const std::string contents = read_file(token_file);
    REQUIRE(contents.size() == 65);
    CHECK(contents.back() == '\n');
    auto c = RpcClient::tcp_loopback(port);
    auto r = c.request("initialize", json::object{{"token", contents}});
    REQUIRE(r.as_object().contains("result"));
    CHECK(c.request("daemon/status").as_object().contains("result"));
    // Another token of the same length with a newline is still refused.
    auto wrong = RpcClient::tcp_loopback(port);
    auto w = wrong.request("initialize", json::object{{"token", std::string(64, '0') + "\n"}});
    CHECK(w.at("error").at("code") == json::value(1008));
}

TEST_CASE("an LSP client is named by clientInfo, initializes once and ends with shutdown then exit", "[daemon][client]") {
    DaemonProcess d;
    auto lsp = d.connect();
    auto init = lsp.request("initialize", json::object{{"clientInfo", {{"name", "vscode-jsonrpc"}, {"version", "8.2.0"}}}});
    REQUIRE(init.as_object().contains("result"));
    auto again = lsp.request("initialize", json::object{});
    CHECK(again.at("error").at("code") == json::value(-32600));
    CHECK_THAT(std::string(again.at("error").at("message").as_string()), Catch::Contains("sent once"));
    auto observer = d.connect();
    auto status = observer.request("daemon/status");
    bool named = false;
    for (const auto& c : status.at("result").at("clients").as_array())
        named = named || (c.at("name") == json::value("vscode-jsonrpc") && c.at("version") == json::value("8.2.0"));
    CHECK(named);
    auto bye = lsp.request("shutdown");
    CHECK(bye.at("result").is_null());
    auto after = lsp.request("daemon/status");
    CHECK(after.at("error").at("code") == json::value(-32600));
    lsp.send(json::object{{"jsonrpc", "2.0"}, {"method", "exit"}});
    CHECK(lsp.wait_closed());
    // The daemon goes on serving its other clients.
    CHECK(observer.request("daemon/status").as_object().contains("result"));
}

TEST_CASE("a request sent as a notification is not run", "[daemon][client]") {
    DaemonProcess d;
    TempDir project;
    const auto marker = project.path() / "ran";
    auto c = d.connect();
    c.send(json::object{{"jsonrpc", "2.0"}, {"method", "jobs/exec"},
                        {"params", {{"project", project.path().string()}, {"command", {"touch", marker.string()}}}}});
    // Messages are dispatched in order: had the notification run, its job would be listed.
    auto listed = c.request("jobs/list");
    CHECK(listed.at("result").at("jobs").as_array().empty());
    CHECK_FALSE(std::filesystem::exists(marker));
    // The same as a request runs.
    auto r = c.request("jobs/exec", json::object{{"project", project.path().string()}, {"command", {"touch", marker.string()}}},
                       std::chrono::seconds(30));
    REQUIRE(r.as_object().contains("result"));
    CHECK(std::filesystem::exists(marker));
}

TEST_CASE("a broken frame is answered with a parse error before the connection closes", "[daemon][client]") {
    DaemonProcess d;
    auto c = d.connect();
    c.send_raw("Content-Length: 12x\r\n\r\n{}");
    auto answer = c.read();
    REQUIRE(answer);
    CHECK(answer->at("id").is_null());
    CHECK(answer->at("error").at("code") == json::value(-32700));
    CHECK_THAT(std::string(answer->at("error").at("message").as_string()), Catch::Contains("framing error"));
    CHECK(c.wait_closed());
}

TEST_CASE("a folder that is not an Unreal project gets one answer from every method", "[daemon][client]") {
    DaemonProcess d;
    TempDir folder;
    auto c = d.connect();
    const std::string path = folder.path().string();
    const std::vector<std::pair<std::string, json::object>> calls = {
        {"build/run", {{"project", path}}},
        {"watch/start", {{"project", path}}},
        {"generate/run", {{"project", path}}},
        {"plugin/new", {{"project", path}, {"name", "Gadget"}}},
        {"plugin/package", {{"project", path}, {"name", "Gadget"}}},
    };
    for (const auto& [method, params] : calls) {
        INFO(method);
        auto r = c.request(method, params, std::chrono::seconds(30));
        REQUIRE(r.as_object().contains("error"));
        CHECK(r.at("error").at("code") == json::value(-32602));
        CHECK_THAT(std::string(r.at("error").at("message").as_string()), Catch::Contains("no .uproject found in " + path));
    }
    CHECK(std::filesystem::is_empty(folder.path())); // nothing was written there
}

TEST_CASE("the cancel button of a progress (window/workDoneProgress/cancel) stops its job", "[daemon][client]") {
    DaemonProcess d;
    TempDir project;
    auto c = d.connect();
    c.send(json::object{{"jsonrpc", "2.0"}, {"id", "slow"}, {"method", "jobs/exec"},
                        {"params", {{"project", project.path().string()}, {"command", {"sh", "-c", "echo started; sleep 300"}},
                                    {"workDoneToken", "bar"}}}});
    c.notification("job/output", std::chrono::seconds(30)); // it runs
    // A token nobody reports under is ignored.
    c.send(json::object{{"jsonrpc", "2.0"}, {"method", "window/workDoneProgress/cancel"}, {"params", {{"token", "other"}}}});
    c.send(json::object{{"jsonrpc", "2.0"}, {"method", "window/workDoneProgress/cancel"}, {"params", {{"token", "bar"}}}});
    auto r = c.response_to("slow", std::chrono::seconds(30));
    CHECK(r.at("error").at("code") == json::value(-32800));
    CHECK(c.request("daemon/status").as_object().contains("result")); // the session goes on
}
