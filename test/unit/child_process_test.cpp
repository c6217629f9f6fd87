#include "process/child_process.hpp"
#include "process_gone.hpp"
#include "temp_dir.hpp"

#include <boost/asio/io_context.hpp>
#include <catch2/catch.hpp>

#include <csignal>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>
#include <fstream>
#include <thread>

using namespace rusteal::process;
using rusteal::test::process_gone;
namespace asio = boost::asio;

namespace {

struct Run {
    std::vector<std::string> out, err;
    std::optional<ExitStatus> status;
    std::shared_ptr<ChildProcess> child;
};

// Starts the child and runs the loop until it is reported (or 20 s pass, which fails the test).
Run run(ChildSpec spec, std::function<void(Run&, asio::io_context&)> after_start = {}) {
    asio::io_context io;
    Run r;
    r.child = ChildProcess::start(
        io.get_executor(), std::move(spec),
        [&](OutputStream s, std::string_view line) { (s == OutputStream::Stdout ? r.out : r.err).emplace_back(line); },
        [&](const ExitStatus& st) { r.status = st; });
    if (after_start) after_start(r, io);
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (!r.status && std::chrono::steady_clock::now() < deadline) io.run_for(std::chrono::milliseconds(50));
    REQUIRE(r.status);
    r.child.reset(); // Asio objects must go before their io_context
    return r;
}

ChildSpec sh(const std::string& script) {
    ChildSpec s;
    s.argv = {"sh", "-c", script};
    return s;
}

} // namespace

TEST_CASE("a child inherits no descriptor but 0, 1 and 2", "[process]") {
    // Descriptors the parent holds without close-on-exec, below and above the child's pipes: a
    // socket pair (as the daemon's client connections are) and a file.
    int pair[2];
    REQUIRE(::socketpair(AF_UNIX, SOCK_STREAM, 0, pair) == 0);
    const int file = ::open("/dev/null", O_RDONLY);
    REQUIRE(file >= 0);
    auto r = run(sh("ls /proc/$$/fd"));
    ::close(pair[0]);
    ::close(pair[1]);
    auto after = run(sh("ls /proc/$$/fd")); // the pipes of the first child are not passed on either
    ::close(file);
    CHECK(r.out == std::vector<std::string>{"0", "1", "2"});
    CHECK(after.out == std::vector<std::string>{"0", "1", "2"});
    CHECK(*r.status->exit_code == 0);
}

TEST_CASE("stdout and stderr arrive line by line before the exit status", "[process]") {
    auto r = run(sh("echo one; echo two >&2; printf 'three\\r\\nfour'; exit 7"));
    CHECK(r.out == std::vector<std::string>{"one", "three", "four"});
    CHECK(r.err == std::vector<std::string>{"two"});
    REQUIRE(r.status->exit_code);
    CHECK(*r.status->exit_code == 7);
    CHECK_FALSE(r.status->signal);
    CHECK_FALSE(r.status->success());
    CHECK(r.status->describe() == "exit code 7");
}

TEST_CASE("a signal that ends the child is reported", "[process]") {
    auto r = run(sh("kill -SEGV $$"));
    CHECK_FALSE(r.status->exit_code);
    REQUIRE(r.status->signal);
    CHECK(*r.status->signal == SIGSEGV);
    CHECK(r.status->describe() == "killed by SIGSEGV");
}

TEST_CASE("working directory and environment are the spec's", "[process]") {
    rusteal::test::TempDir dir;
    auto spec = sh("pwd; echo \"$RUSTEAL_TEST_VAR\"");
    spec.cwd = dir.path();
    spec.env_set = {{"RUSTEAL_TEST_VAR", "from the spec"}};
    auto r = run(spec);
    CHECK(r.out == std::vector<std::string>{dir.path().string(), "from the spec"});
}

TEST_CASE("a command that cannot start says why", "[process]") {
    asio::io_context io;
    ChildSpec spec;
    spec.argv = {"rusteal-no-such-command"};
    CHECK_THROWS_WITH(ChildProcess::start(io.get_executor(), spec, {}, {}),
                      Catch::Contains("'rusteal-no-such-command' not found in PATH"));
    spec.argv = {"/nonexistent/tool"};
    CHECK_THROWS_WITH(ChildProcess::start(io.get_executor(), spec, {}, {}), Catch::Contains("/nonexistent/tool"));
    spec.argv = {"true"};
    spec.cwd = "/nonexistent-folder";
    CHECK_THROWS_WITH(ChildProcess::start(io.get_executor(), spec, {}, {}), Catch::Contains("does not exist"));
}

TEST_CASE("terminate stops the whole process group with SIGTERM", "[process]") {
    pid_t grandchild = 0;
    auto r = run(sh("sleep 100 & echo $!; wait"), [&](Run& run, asio::io_context& io) {
        while (run.out.empty()) io.run_one();
        grandchild = std::stoi(run.out.front());
        run.child->terminate();
    });
    REQUIRE(r.status->signal);
    CHECK(*r.status->signal == SIGTERM);
    CHECK(r.status->terminated);
    CHECK_FALSE(r.status->timed_out);
    REQUIRE(grandchild > 0);
    for (int i = 0; i < 200 && !process_gone(grandchild); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    CHECK(process_gone(grandchild));
}

TEST_CASE("a child that ignores SIGTERM gets SIGKILL after the grace period", "[process]") {
    auto spec = sh("trap '' TERM; echo ready; sleep 100");
    spec.kill_grace = std::chrono::milliseconds(200);
    auto r = run(spec, [](Run& run, asio::io_context& io) {
        while (run.out.empty()) io.run_one();
        run.child->terminate();
    });
    REQUIRE(r.status->signal);
    CHECK(*r.status->signal == SIGKILL); // SIGTERM alone could not have ended it
}

TEST_CASE("terminate ends the whole group even after its leader exited: members ignoring SIGTERM get SIGKILL", "[process]") {
    // The leader (as cargo would) exits on SIGTERM; a member of its group ignores it and holds the
    // output pipe. The child is reported only once that member is gone too.
    auto spec = sh("trap 'exit 0' TERM; (trap '' TERM; exec sleep 600) & echo $!; while :; do sleep 0.05; done");
    spec.kill_grace = std::chrono::milliseconds(300);
    pid_t member = 0;
    auto r = run(spec, [&](Run& run, asio::io_context& io) {
        while (run.out.empty()) io.run_one();
        member = std::stoi(run.out.front());
        run.child->terminate();
    });
    CHECK(r.status->terminated);
    REQUIRE(r.status->exit_code);
    CHECK(*r.status->exit_code == 0); // the leader exited by itself on SIGTERM
    REQUIRE(member > 0);
    for (int i = 0; i < 100 && !process_gone(member); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    CHECK(process_gone(member));
}

TEST_CASE("a timeout terminates the child and says so", "[process]") {
    ChildSpec spec;
    spec.argv = {"sleep", "100"};
    spec.timeout = std::chrono::milliseconds(100);
    auto r = run(spec);
    CHECK(r.status->timed_out);
    REQUIRE(r.status->signal);
    CHECK(*r.status->signal == SIGTERM);
    CHECK_THAT(r.status->describe(), Catch::Contains("timed out"));
}

TEST_CASE("a very long line arrives in pieces of the maximum size", "[process]") {
    auto r = run(sh("head -c 2500000 /dev/zero | tr '\\0' x; echo; echo after"));
    REQUIRE(r.out.size() == 4);
    CHECK(r.out[0].size() == kMaxLineBytes);
    CHECK(r.out[1].size() == kMaxLineBytes);
    CHECK(r.out[2].size() == 2500000 - 2 * kMaxLineBytes);
    CHECK(r.out[3] == "after");
}

TEST_CASE("a line of exactly the maximum length stays one line", "[process]") {
    auto r = run(sh("head -c 1048576 /dev/zero | tr '\\0' y; sleep 0.1; echo; echo next"));
    REQUIRE(r.out.size() == 2);
    CHECK(r.out[0].size() == kMaxLineBytes);
    CHECK(r.out[1] == "next");
}

TEST_CASE("a grandchild holding the pipes open does not delay the exit report forever", "[process]") {
    auto r = run(sh("sleep 30 & echo $!"));
    CHECK(r.status->exit_code == 0);
    REQUIRE(r.out.size() == 1);
    pid_t grandchild = std::stoi(r.out[0]);
    // Reported while the grandchild (and its copy of the pipes) is still alive.
    CHECK_FALSE(process_gone(grandchild));
    ::kill(grandchild, SIGKILL);
}

TEST_CASE("output still in the pipes after the child exits is read to the end when nothing of its group is left", "[process]") {
    // A process that left the group (a new session, made before the child exits) keeps the pipes
    // and writes its line 0.7 s after the child exited, past the moment the output gets while the
    // group lives: the line is read, then the pipes end with that process (a fixed moment cut it off).
    auto r = run(sh("setsid sh -c 'sleep 1; echo late' & sleep 0.3; echo early"));
    CHECK(r.status->exit_code == 0);
    CHECK(r.out == std::vector<std::string>{"early", "late"});
}

TEST_CASE("the child does not inherit the daemon's ignored SIGPIPE", "[process]") {
    // yes exits by SIGPIPE when head stops reading; with SIGPIPE ignored it would loop on EPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    auto r = run(sh("yes | head -n 1 >/dev/null; echo done"));
    std::signal(SIGPIPE, SIG_DFL);
    CHECK(r.out == std::vector<std::string>{"done"});
    CHECK(r.status->exit_code == 0);
}
