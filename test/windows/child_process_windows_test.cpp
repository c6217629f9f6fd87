// ChildProcess on Windows (daemon/process/child_process_windows.cpp), built by MinGW and run
// under Wine with real child processes: test_child.exe (beside this test) and cmd.exe.
#include "process/child_process.hpp"
#include "process_ends.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/asio/io_context.hpp>
#include <catch2/catch.hpp>

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include <windows.h>

using namespace rusteal::process;
namespace asio = boost::asio;
namespace fs = std::filesystem;

namespace {

struct Run {
    std::vector<std::string> out, err;
    std::optional<ExitStatus> status;
    std::shared_ptr<ChildProcess> child;
};

// Starts the child and runs the loop until it is reported (or 30 s pass, which fails the test).
Run run(ChildSpec spec, std::function<void(Run&, const std::string&)> on_stdout = {}) {
    asio::io_context io;
    Run r;
    r.child = ChildProcess::start(
        io.get_executor(), std::move(spec),
        [&](OutputStream s, std::string_view line) {
            (s == OutputStream::Stdout ? r.out : r.err).emplace_back(line);
            if (s == OutputStream::Stdout && on_stdout) on_stdout(r, std::string(line));
        },
        [&](const ExitStatus& st) { r.status = st; });
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (!r.status && std::chrono::steady_clock::now() < deadline) io.run_for(std::chrono::milliseconds(50));
    REQUIRE(r.status);
    r.child.reset(); // Asio objects must go before their io_context
    return r;
}

fs::path here() {
    wchar_t self[MAX_PATH];
    ::GetModuleFileNameW(nullptr, self, MAX_PATH);
    return fs::path(self).parent_path();
}

ChildSpec child(std::vector<std::string> args) {
    ChildSpec s;
    s.argv = {(here() / "test_child.exe").string()};
    s.argv.insert(s.argv.end(), args.begin(), args.end());
    return s;
}

} // namespace

TEST_CASE("windows: stdout and stderr arrive line by line before the exit code", "[process]") {
    auto r = run(child({"lines"}));
    CHECK(r.out == std::vector<std::string>{"one", "three", "four"});
    CHECK(r.err == std::vector<std::string>{"two"});
    REQUIRE(r.status->exit_code);
    CHECK(*r.status->exit_code == 7);
    CHECK(r.status->describe() == "exit code 7");
}

TEST_CASE("windows: a command found in PATH runs, cmd /c included", "[process]") {
    ChildSpec spec;
    spec.argv = {"cmd", "/c", "echo hello from cmd& exit 3"};
    auto r = run(spec);
    CHECK(r.out == std::vector<std::string>{"hello from cmd"});
    REQUIRE(r.status->exit_code);
    CHECK(*r.status->exit_code == 3);
}

TEST_CASE("windows: working directory and environment are the spec's; arguments keep spaces and quotes", "[process]") {
    const fs::path dir = fs::temp_directory_path() / "rusteal windows cwd";
    fs::create_directories(dir);
    auto spec = child({"where"});
    spec.cwd = dir;
    spec.env_set = {{"RUSTEAL_TEST_VAR", "grün \"quoted\""}};
    auto r = run(spec);
    REQUIRE(r.out.size() == 2);
    CHECK(fs::equivalent(rusteal::utf8_path(r.out[0]), dir));
    CHECK(r.out[1] == "grün \"quoted\"");

    ChildSpec echo;
    echo.argv = {"cmd", "/c", "echo", "a b", "c\\\"d"};
    auto e = run(echo);
    REQUIRE(e.out.size() == 1);
    CHECK(e.out[0] == "\"a b\" \"c\\\\\\\"d\"");
    fs::remove_all(dir);
}

TEST_CASE("windows: a command that cannot start says why", "[process]") {
    asio::io_context io;
    ChildSpec spec;
    spec.argv = {"rusteal-no-such-command"};
    CHECK_THROWS_WITH(ChildProcess::start(io.get_executor(), spec, {}, {}),
                      "command 'rusteal-no-such-command' not found in PATH; install it or give its full path");
    spec.argv = {"C:\\nonexistent\\tool.exe"};
    CHECK_THROWS_WITH(ChildProcess::start(io.get_executor(), spec, {}, {}), "cannot run 'C:\\nonexistent\\tool.exe': no such program");
    spec = child({"lines"});
    spec.cwd = "C:\\nonexistent-folder";
    CHECK_THROWS_WITH(ChildProcess::start(io.get_executor(), spec, {}, {}), Catch::Contains("does not exist"));
}

TEST_CASE("windows: a child inherits none of the daemon's inheritable handles", "[process]") {
    SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    std::vector<HANDLE> events;
    std::vector<std::string> args{"handles"};
    for (int i = 0; i < 4; ++i) {
        events.push_back(::CreateEventW(&inherit, TRUE, FALSE, nullptr));
        args.push_back(std::to_string(reinterpret_cast<uintptr_t>(events.back())));
    }
    auto r = run(child(args));
    for (HANDLE h : events) ::CloseHandle(h);
    CHECK(r.out.empty());
    CHECK(r.status->success());
}

TEST_CASE("windows: terminate ends the whole job, grandchildren included", "[process]") {
    unsigned long grandchild = 0;
    auto r = run(child({"tree"}), [&](Run& run, const std::string& line) {
        grandchild = std::stoul(line);
        run.child->terminate();
    });
    REQUIRE(grandchild != 0);
    CHECK(r.status->terminated);
    CHECK(r.status->describe() == "exit code 1 (stopped on request)");
    CHECK(rusteal::test::process_ends(grandchild));
}

TEST_CASE("windows: a child that ignores CTRL_BREAK is ended after the grace period", "[process]") {
    auto spec = child({"ignore-break"});
    spec.kill_grace = std::chrono::milliseconds(300);
    auto r = run(spec, [](Run& run, const std::string&) { run.child->terminate(); });
    CHECK(r.out == std::vector<std::string>{"ready"});
    CHECK(r.status->terminated);
    CHECK(r.status->exit_code);
}

TEST_CASE("windows: a timeout terminates the child and says so", "[process]") {
    auto spec = child({"sleep", "100000"});
    spec.timeout = std::chrono::milliseconds(300);
    spec.kill_grace = std::chrono::milliseconds(200);
    auto r = run(spec);
    CHECK(r.status->timed_out);
    CHECK(r.status->describe() == "exit code 1 (timed out)");
    CHECK(r.status->duration < std::chrono::seconds(20));
}

TEST_CASE("windows: a very long line arrives in pieces of the maximum size", "[process]") {
    auto r = run(child({"long"}));
    REQUIRE(r.out.size() == 4);
    CHECK(r.out[0].size() == kMaxLineBytes);
    CHECK(r.out[1].size() == kMaxLineBytes);
    CHECK(r.out[2].size() == 2500000 - 2 * kMaxLineBytes);
    CHECK(r.out[3] == "after");
}

TEST_CASE("windows: a grandchild holding the pipes open does not delay the exit report", "[process]") {
    ChildSpec spec;
    // start /b: the grandchild inherits the pipes and outlives cmd.
    spec.argv = {"cmd", "/c", "start /b " + (here() / "test_child.exe").string() + " sleep 30000 & echo started"};
    const auto t0 = std::chrono::steady_clock::now();
    auto r = run(spec);
    CHECK(r.out == std::vector<std::string>{"started"});
    CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(20));
}
