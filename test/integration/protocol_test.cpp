// The protocol against a real rusteald over its real Unix socket.
#include "daemon_process.hpp"

#include <catch2/catch.hpp>

#include <csignal>
#include <fstream>
#include <map>

#include <linux/sockios.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <regex>
#include <thread>

using namespace rusteal::test;
namespace json = boost::json;

namespace {

std::string frame(std::string_view body) { return rusteal::transport::frame_message(body); }

int error_code(const json::value& response) {
    REQUIRE(response.as_object().contains("error"));
    return static_cast<int>(response.at("error").at("code").as_int64());
}

std::string error_message(const json::value& response) {
    return std::string(response.at("error").at("message").as_string());
}

// The daemon answers a status request on this connection (it is still usable).
void check_usable(RpcClient& c) {
    auto r = c.request("daemon/status");
    REQUIRE(r.as_object().contains("result"));
}

pid_t pid_from_progress(RpcClient& c) {
    for (;;) {
        auto n = c.notification("$/progress");
        auto& value = n.at("params").at("value").as_object();
        if (!value.contains("message")) continue;
        std::string msg(value.at("message").as_string());
        std::smatch m;
        if (std::regex_search(msg, m, std::regex("pid ([0-9]+)"))) return std::stoi(m[1]);
    }
}

bool gone(pid_t pid) {
    for (int i = 0; i < 300; ++i) {
        if (::kill(pid, 0) != 0) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
}

} // namespace

TEST_CASE("headers split across writes and several messages in one write", "[protocol][framing]") {
    DaemonProcess d;
    auto c = d.connect();
    std::string msg = frame(R"({"jsonrpc":"2.0","id":1,"method":"daemon/status"})");
    // Each 7-byte piece is read by the daemon before the next is sent: SIOCOUTQ counts the bytes
    // of a Unix socket that its peer has not read yet.
    int pieces_read = 0;
    for (std::size_t i = 0; i < msg.size(); i += 7) {
        c.send_raw(std::string_view(msg).substr(i, 7));
        int unread = -1;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while ((::ioctl(c.fd(), SIOCOUTQ, &unread) != 0 || unread != 0) && std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        if (unread == 0) ++pieces_read;
    }
    CHECK(pieces_read == static_cast<int>((msg.size() + 6) / 7));
    auto r = c.read();
    REQUIRE(r);
    CHECK(r->at("id") == json::value(1));

    std::string many;
    for (int i = 0; i < 50; ++i)
        many += frame(R"({"jsonrpc":"2.0","id":)" + std::to_string(100 + i) + R"(,"method":"jobs/list"})");
    c.send_raw(many);
    for (int i = 0; i < 50; ++i) {
        auto m = c.read();
        REQUIRE(m);
        CHECK(m->at("id") == json::value(100 + i)); // answered in order
        CHECK(m->at("result").at("jobs").as_array().empty());
    }
}

TEST_CASE("malformed framing closes only that connection", "[protocol][framing]") {
    DaemonProcess d({"--max-content-length", "4096"});
    auto bystander = d.connect();
    for (const std::string& bad : std::vector<std::string>{"Content-Type: x\r\n\r\n{}", "Content-Length: -1\r\n\r\n", "Content-Length: abc\r\n\r\n",
                            "Content-Length: 4097\r\n\r\n", "Content-Length: 99999999999999999999\r\n\r\n",
                            std::string(10000, 'x')}) {
        auto c = d.connect();
        c.send_raw(bad);
        CHECK(c.wait_closed());
    }
    // An oversized body is refused from its header, before any of it is sent.
    auto c = d.connect();
    c.send_raw("Content-Length: 4097\r\n\r\n");
    CHECK(c.wait_closed());
    check_usable(bystander);
    CHECK_THAT(read_file(d.log()), Catch::Contains("exceeds the limit of 4096 bytes"));
}

TEST_CASE("a client that disconnects mid-message leaves the daemon up", "[protocol][framing]") {
    DaemonProcess d;
    {
        auto c = d.connect();
        c.send_raw("Content-Length: 100\r\n\r\n{\"jsonrpc\":");
    }
    {
        auto c = d.connect();
        c.send_raw("Content-Len");
    }
    auto c = d.connect();
    check_usable(c);
    CHECK_THAT(read_file(d.log()), Catch::Contains("disconnected in the middle of a message"));
}

TEST_CASE("parse errors and invalid requests get errors and the connection stays usable", "[protocol]") {
    DaemonProcess d;
    auto c = d.connect();
    struct Case {
        std::string body;
        int code;
        const char* mentions;
        json::value id;
    };
    std::vector<Case> cases{
        {"{not json", -32700, "not valid JSON", nullptr},
        {"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\xff\"}", -32700, "not valid JSON", nullptr}, // invalid UTF-8
        {R"({"jsonrpc":"2.0","id":2})", -32600, "'method'", 2},
        {R"({"jsonrpc":"1.0","id":3,"method":"daemon/status"})", -32600, "'jsonrpc'", 3},
        {R"({"jsonrpc":"2.0","id":4,"method":7})", -32600, "'method'", 4},
        {R"({"jsonrpc":"2.0","id":5,"method":"daemon/status","params":"x"})", -32600, "'params'", 5},
        {R"({"jsonrpc":"2.0","id":true,"method":"daemon/status"})", -32600, "'id'", nullptr},
        {R"("just a string")", -32600, "JSON object", nullptr},
        {R"({"jsonrpc":"2.0","id":6,"method":"no/such"})", -32601, "'no/such' not found", 6},
        {R"({"jsonrpc":"2.0","id":7,"method":"$/cancelRequest","params":{"id":1}})", -32601, "notifications only", 7},
        {R"({"jsonrpc":"2.0","id":8,"method":"events/subscribe","params":{}})", -32602, "'project'", 8},
        {R"({"jsonrpc":"2.0","id":9,"method":"events/subscribe","params":{"project":5}})", -32602, "'project'", 9},
        {R"({"jsonrpc":"2.0","id":10,"method":"jobs/exec","params":{"project":"/tmp","command":[]}})", -32602, "'command'", 10},
        {R"({"jsonrpc":"2.0","id":11,"method":"jobs/exec","params":{"project":"/tmp","command":["x"],"timeoutMs":-1}})", -32602, "'timeoutMs'", 11},
        {R"({"jsonrpc":"2.0","id":12,"method":"jobs/exec","params":{"project":"/tmp","command":["x"],"env":{"A":1}}})", -32602, "'env.A'", 12},
        {R"({"jsonrpc":"2.0","id":13,"method":"daemon/status","params":[1]})", -32602, "by name", 13},
        {R"({"jsonrpc":"2.0","id":14,"method":"jobs/cancel","params":{"jobId":"x"}})", -32602, "'jobId'", 14},
        {R"({"jsonrpc":"2.0","id":15,"method":"jobs/cancel","params":{"jobId":999}})", 1007, "no running or queued job 999", 15},
        {R"({"jsonrpc":"2.0","id":16,"method":"events/subscribe","params":{"project":"/no/such/dir"}})", 1001, "does not exist", 16},
        {R"({"jsonrpc":"2.0","id":17,"method":"initialize","params":{"protocolVersion":99}})", 1003, "protocol 1", 17},
    };
    for (const auto& tc : cases) {
        INFO(tc.body);
        c.send_raw(frame(tc.body));
        auto r = c.read();
        REQUIRE(r);
        CHECK(error_code(*r) == tc.code);
        CHECK_THAT(error_message(*r), Catch::Contains(tc.mentions));
        CHECK(r->at("id") == tc.id);
        check_usable(c);
    }
}

TEST_CASE("invalid params name the field in error.data", "[protocol]") {
    DaemonProcess d;
    auto c = d.connect();
    auto r = c.request("jobs/exec", json::object{{"project", "/tmp"}, {"command", json::array{"ok", 3}}});
    CHECK(error_code(r) == -32602);
    CHECK(r.at("error").at("data").at("field") == json::value("command[1]"));
}

TEST_CASE("ids of every JSON type are echoed - invalid ones are refused with a null id", "[protocol]") {
    DaemonProcess d;
    auto c = d.connect();
    for (auto id : {R"("text")", R"("")", "0", "-12", "9007199254740993", "18446744073709551615", "2.5", "null"}) {
        INFO(id);
        c.send_raw(frame(std::string(R"({"jsonrpc":"2.0","method":"jobs/list","id":)") + id + "}"));
        auto r = c.read();
        REQUIRE(r);
        CHECK(json::serialize(r->at("id")) == json::serialize(json::parse(id)));
        CHECK(r->as_object().contains("result"));
    }
    for (auto id : {"false", "[1]", R"({"x":1})"}) {
        c.send_raw(frame(std::string(R"({"jsonrpc":"2.0","method":"jobs/list","id":)") + id + "}"));
        auto r = c.read();
        REQUIRE(r);
        CHECK(r->at("id").is_null());
        CHECK(error_code(*r) == -32600);
    }
}

TEST_CASE("batches: empty, only notifications, mixed", "[protocol][batch]") {
    DaemonProcess d;
    auto c = d.connect();
    c.send_raw(frame("[]"));
    auto empty = c.read();
    REQUIRE(empty);
    REQUIRE(empty->is_object()); // one error, not an array
    CHECK(error_code(*empty) == -32600);

    // Only notifications: nothing comes back; the next response is the next request's.
    c.send_raw(frame(R"([{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":42}},{"jsonrpc":"2.0","method":"$/setTrace"}])"));
    c.send_raw(frame(R"({"jsonrpc":"2.0","id":"after","method":"jobs/list"})"));
    auto after = c.read();
    REQUIRE(after);
    CHECK(after->at("id") == json::value("after"));

    c.send_raw(frame(R"([{"jsonrpc":"2.0","id":1,"method":"jobs/list"},)"
                     R"({"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":9}},)"
                     R"({"jsonrpc":"2.0","id":2,"method":"no/such"},)"
                     R"(17,)"
                     R"({"jsonrpc":"2.0","id":3,"method":"events/subscribe","params":{}}])"));
    auto mixed = c.read();
    REQUIRE(mixed);
    REQUIRE(mixed->is_array());
    const auto& arr = mixed->as_array();
    REQUIRE(arr.size() == 4); // three requests and the invalid member; not the notification
    std::map<std::string, json::value> by_id;
    int nulls = 0;
    for (const auto& r : arr) {
        if (r.at("id").is_null()) {
            ++nulls;
            CHECK(error_code(r) == -32600);
        } else {
            by_id[json::serialize(r.at("id"))] = r;
        }
    }
    CHECK(nulls == 1);
    CHECK(by_id.at("1").as_object().contains("result"));
    CHECK(error_code(by_id.at("2")) == -32601);
    CHECK(error_code(by_id.at("3")) == -32602);
}

TEST_CASE("a batch waits for its slowest member", "[protocol][batch]") {
    DaemonProcess d;
    TempDir project;
    auto c = d.connect();
    // The job runs until the test creates `release`; jobs/list is answered at once, while it runs.
    const auto release = project.path() / "release";
    c.send(json::array{
        json::object{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "jobs/exec"},
                     {"params", {{"project", project.path().string()},
                                 {"command", {"sh", "-c", "until [ -e '" + release.string() + "' ]; do sleep 0.01; done"}}}}},
        json::object{{"jsonrpc", "2.0"}, {"id", 2}, {"method", "jobs/list"}}});
    // Another client sees the job running: the batch's jobs/list has been answered by now, yet
    // nothing reached this client, since the batch is one answer.
    auto other = d.connect();
    bool running = false;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (!running && std::chrono::steady_clock::now() < deadline)
        running = !other.request("jobs/list").at("result").at("jobs").as_array().empty();
    REQUIRE(running);
    std::ofstream(release) << "go\n";
    std::optional<json::value> batch;
    while (!batch) {
        auto m = c.read();
        REQUIRE(m);
        if (m->is_array()) batch = m;
    }
    REQUIRE(batch->as_array().size() == 2);
    std::map<std::string, json::value> by_id;
    for (const auto& r : batch->as_array()) by_id[json::serialize(r.at("id"))] = r;
    // The exec finished after the release; the list was taken while it ran.
    CHECK(by_id.at("1").at("result").at("exitCode") == 0);
    CHECK(by_id.at("2").at("result").at("jobs").as_array().size() == 1);
}

TEST_CASE("cancelling a running job kills its child and answers -32800", "[protocol][cancel]") {
    DaemonProcess d;
    TempDir project;
    auto c = d.connect();
    c.send(json::object{{"jsonrpc", "2.0"}, {"id", "long"}, {"method", "jobs/exec"},
                        {"params", {{"project", project.path().string()}, {"command", {"sleep", "300"}}, {"workDoneToken", "t"}}}});
    pid_t child = pid_from_progress(c);
    REQUIRE(::kill(child, 0) == 0);
    c.send(json::object{{"jsonrpc", "2.0"}, {"method", "$/cancelRequest"}, {"params", {{"id", "long"}}}});
    auto r = c.response_to("long");
    CHECK(error_code(r) == -32800);
    CHECK_THAT(error_message(r), Catch::Contains("SIGTERM"));
    CHECK(r.at("error").at("data").at("cancelled") == json::value(true));
    CHECK(gone(child));
    // $/progress ended too.
    bool ended = false;
    while (!ended) ended = c.notification("$/progress").at("params").at("value").at("kind") == json::value("end");
    check_usable(c);
}

TEST_CASE("jobs/cancel from another client stops the job - the requester gets -32800", "[protocol][cancel]") {
    DaemonProcess d;
    TempDir project;
    auto a = d.connect();
    auto b = d.connect();
    a.send(json::object{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "jobs/exec"},
                        {"params", {{"project", project.path().string()}, {"command", {"sleep", "300"}}, {"workDoneToken", 5}}}});
    pid_t child = pid_from_progress(a);
    auto jobs = b.request("jobs/list", json::object{{"project", project.path().string()}});
    REQUIRE(jobs.at("result").at("jobs").as_array().size() == 1);
    auto id = jobs.at("result").at("jobs").at(0).at("jobId");
    auto cancel = b.request("jobs/cancel", json::object{{"jobId", id}});
    CHECK(cancel.at("result").at("cancelling") == json::value(true));
    CHECK(error_code(a.response_to(1)) == -32800);
    CHECK(gone(child));
}

TEST_CASE("a client that disconnects cancels its running request", "[protocol][cancel]") {
    DaemonProcess d;
    TempDir project;
    pid_t child = 0;
    {
        auto c = d.connect();
        c.send(json::object{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "jobs/exec"},
                            {"params", {{"project", project.path().string()}, {"command", {"sleep", "300"}}, {"workDoneToken", 1}}}});
        child = pid_from_progress(c);
    }
    CHECK(gone(child));
    auto c = d.connect();
    auto status = c.request("daemon/status");
    CHECK(status.at("result").at("jobs").as_array().empty());
}

TEST_CASE("progress: begin, report and end under the client's token - output as job/output", "[protocol][progress]") {
    DaemonProcess d;
    TempDir project;
    auto c = d.connect();
    auto r = c.request("jobs/exec", json::object{{"project", project.path().string()},
                                                 {"command", {"sh", "-c", "echo to-out; echo to-err >&2; exit 4"}},
                                                 {"workDoneToken", "tok"}});
    auto& result = r.at("result");
    CHECK(result.at("ok") == json::value(false));
    CHECK(result.at("exitCode") == json::value(4));
    CHECK(result.at("summary") == json::value("exit code 4"));
    CHECK(result.at("coalesced") == json::value(false));
    std::vector<std::string> kinds;
    std::vector<std::string> lines;
    for (auto& n : c.notifications()) {
        auto method = n.at("method").as_string();
        if (method == "$/progress") {
            CHECK(n.at("params").at("token") == json::value("tok"));
            kinds.emplace_back(n.at("params").at("value").at("kind").as_string());
        } else if (method == "job/output") {
            lines.push_back(std::string(n.at("params").at("stream").as_string()) + ":" +
                            std::string(n.at("params").at("line").as_string()));
        }
    }
    REQUIRE(kinds.size() >= 3);
    CHECK(kinds.front() == "begin");
    CHECK(kinds.back() == "end");
    std::sort(lines.begin(), lines.end());
    CHECK(lines == std::vector<std::string>{"stderr:to-err", "stdout:to-out"});
}

TEST_CASE("the daemon creates a progress token when the client supports it", "[protocol][progress]") {
    DaemonProcess d;
    TempDir project;
    auto c = d.connect();
    auto init = c.request("initialize", json::object{{"clientName", "ide"}, {"capabilities", {{"window", {{"workDoneProgress", true}}}}}});
    REQUIRE(init.as_object().contains("result"));
    c.send(json::object{{"jsonrpc", "2.0"}, {"id", 2}, {"method", "jobs/exec"},
                        {"params", {{"project", project.path().string()}, {"command", {"true"}}}}});
    auto create = c.notification("window/workDoneProgress/create");
    REQUIRE(create.as_object().contains("id")); // a server-to-client request
    auto token = create.at("params").at("token");
    c.send(json::object{{"jsonrpc", "2.0"}, {"id", create.at("id")}, {"result", nullptr}});
    auto r = c.response_to(2);
    CHECK(r.at("result").at("ok") == json::value(true));
    bool ended = false;
    while (!ended) {
        auto p = c.notification("$/progress");
        CHECK(p.at("params").at("token") == token);
        ended = p.at("params").at("value").at("kind") == json::value("end");
    }
}

TEST_CASE("identical queued requests coalesce: ten requests, two runs", "[protocol][jobs]") {
    DaemonProcess d;
    TempDir project;
    auto c = d.connect();
    auto counter = project.path() / "runs";
    auto release = project.path() / "release";
    // Each run waits until the test creates `release`: the first one is still running while the
    // other nine arrive, whatever the machine's speed.
    std::string script = "echo run >> '" + counter.string() + "'; while [ ! -e '" + release.string() + "' ]; do sleep 0.01; done";
    auto send = [&](int i) {
        c.send(json::object{{"jsonrpc", "2.0"}, {"id", i}, {"method", "jobs/exec"},
                            {"params", {{"project", project.path().string()}, {"command", {"sh", "-c", script}},
                                        {"workDoneToken", i}}}});
    };
    send(0);
    pid_from_progress(c); // the first one runs
    for (int i = 1; i < 10; ++i) send(i);
    // Requests on one connection are dispatched in order: once this is answered, all nine are queued.
    auto listed = c.request("jobs/list", json::object{{"project", project.path().string()}});
    CHECK(listed.at("result").at("jobs").as_array().size() == 2); // the running one and the queued one
    std::ofstream(release) << "go\n";
    int coalesced = 0;
    for (int i = 0; i < 10; ++i) {
        auto r = c.response_to(i, std::chrono::seconds(30));
        CHECK(r.at("result").at("ok") == json::value(true));
        if (r.at("result").at("coalesced").as_bool()) ++coalesced;
    }
    // The first runs; the nine sent meanwhile queue behind it as one job.
    CHECK(coalesced == 8);
    auto runs = read_file(counter);
    CHECK(std::count(runs.begin(), runs.end(), '\n') == 2);
}

TEST_CASE("events/subscribe: a client sees the jobs another client starts", "[protocol][events]") {
    DaemonProcess d;
    TempDir project;
    auto watcher = d.connect();
    auto sub = watcher.request("events/subscribe", json::object{{"project", project.path().string()}});
    CHECK(sub.at("result").at("subscribed") == json::value(true));
    auto root = sub.at("result").at("project");
    auto runner = d.connect();
    auto r = runner.request("jobs/exec", json::object{{"project", project.path().string()}, {"command", {"echo", "hello"}}});
    CHECK(r.at("result").at("ok") == json::value(true));
    auto queued = watcher.notification("job/queued");
    CHECK(queued.at("params").at("project") == root);
    watcher.notification("job/started");
    auto out = watcher.notification("job/output");
    CHECK(out.at("params").at("line") == json::value("hello"));
    auto fin = watcher.notification("job/finished");
    CHECK(fin.at("params").at("ok") == json::value(true));

    auto unsub = watcher.request("events/unsubscribe", json::object{{"project", project.path().string()}});
    CHECK(unsub.at("result").at("subscribed") == json::value(false));
    runner.request("jobs/exec", json::object{{"project", project.path().string()}, {"command", {"true"}}});
    watcher.notifications().clear();
    check_usable(watcher);
    CHECK(watcher.notifications().empty());
}

TEST_CASE("a subscriber that stops reading is cut off while the job and the others go on", "[protocol][events]") {
    DaemonProcess d;
    TempDir project;
    auto idle = d.connect();
    idle.request("events/subscribe", json::object{{"project", project.path().string()}});
    int small = 4096;
    ::setsockopt(idle.fd(), SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
    auto runner = d.connect();
    // 70 lines of 1 MiB: more than the 64 MiB a client may leave unread.
    auto r = runner.request("jobs/exec",
                            json::object{{"project", project.path().string()},
                                         {"command", {"sh", "-c", "head -c 73400320 /dev/zero | tr '\\0' x | fold -w 1048576"}}},
                            std::chrono::seconds(120));
    CHECK(r.at("result").at("ok") == json::value(true));
    std::size_t lines = 0;
    for (const auto& n : runner.notifications()) lines += n.at("method") == json::value("job/output");
    CHECK(lines == 70);
    CHECK(idle.wait_closed());
    CHECK_THAT(read_file(d.log()), Catch::Contains("is not reading its messages"));
    check_usable(runner);
}

TEST_CASE("child output that is not UTF-8 arrives as valid JSON", "[protocol]") {
    DaemonProcess d;
    TempDir project;
    auto c = d.connect();
    auto r = c.request("jobs/exec", json::object{{"project", project.path().string()},
                                                 {"command", {"printf", "bad \\377\\376 bytes\\n"}}});
    CHECK(r.at("result").at("ok") == json::value(true));
    auto out = c.notification("job/output");
    CHECK(out.at("params").at("line") == json::value("bad \xEF\xBF\xBD\xEF\xBF\xBD bytes"));
}

TEST_CASE("a command that cannot start is a failed result naming it", "[protocol]") {
    DaemonProcess d;
    TempDir project;
    auto c = d.connect();
    auto r = c.request("jobs/exec", json::object{{"project", project.path().string()}, {"command", {"rusteal-missing-tool"}}});
    CHECK(r.at("result").at("ok") == json::value(false));
    CHECK_THAT(std::string(r.at("result").at("summary").as_string()), Catch::Contains("'rusteal-missing-tool' not found in PATH"));
    auto bad_cwd = c.request("jobs/exec", json::object{{"project", project.path().string()}, {"command", {"true"}}, {"cwd", "nope"}});
    CHECK(error_code(bad_cwd) == -32602);
    CHECK(bad_cwd.at("error").at("data").at("field") == json::value("cwd"));
}

TEST_CASE("daemon/status reports version, pid, uptime, clients, projects and jobs", "[protocol]") {
    const auto starting = std::chrono::steady_clock::now();
    DaemonProcess d;
    TempDir project;
    auto a = d.connect();
    const auto connected = std::chrono::steady_clock::now();
    a.request("initialize", json::object{{"clientName", "status-test"}, {"clientVersion", "9"}});
    a.request("events/subscribe", json::object{{"project", project.path().string()}});
    a.send(json::object{{"jsonrpc", "2.0"}, {"id", "bg"}, {"method", "jobs/exec"},
                        {"params", {{"project", project.path().string()}, {"command", {"sleep", "300"}}}}});
    a.notification("job/started");
    auto b = d.connect();
    const auto asked = std::chrono::steady_clock::now();
    auto s = b.request("daemon/status").at("result");
    CHECK(s.at("pid") == json::value(d.pid()));
    CHECK(s.at("version") == json::value(RUSTEAL_VERSION_STRING));
    // The daemon started before the test connected, and after the test began starting it.
    const auto up = std::chrono::milliseconds(s.at("uptimeMs").as_int64());
    CHECK(up >= std::chrono::duration_cast<std::chrono::milliseconds>(asked - connected) - std::chrono::milliseconds(1));
    CHECK(up <= std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - starting) + std::chrono::milliseconds(1));
    CHECK(s.at("socket") == json::value(d.socket().string()));
    CHECK(s.at("clients").as_array().size() == 2);
    bool named = false;
    for (auto& cl : s.at("clients").as_array())
        if (cl.at("name") == json::value("status-test")) {
            named = true;
            CHECK(cl.at("subscriptions").as_array().size() == 1);
            CHECK(cl.at("inFlight") == json::value(1));
        }
    CHECK(named);
    REQUIRE(s.at("projects").as_array().size() == 1);
    CHECK(s.at("projects").at(0).at("subscribers") == json::value(1));
    REQUIRE(s.at("jobs").as_array().size() == 1);
    CHECK(s.at("jobs").at(0).at("state") == json::value("running"));
    CHECK(s.at("jobs").at(0).at("title") == json::value("sleep 300"));
}
