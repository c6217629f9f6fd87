// What the daemon's children get and what a cancel leaves: a child holds no descriptor of the
// daemon (its listening socket, its clients' connections, other children's pipes), and a
// cancelled job's whole process tree is gone, whatever ignores SIGTERM.
#include "daemon_process.hpp"
#include "process_gone.hpp"

#include <catch2/catch.hpp>

#include <csignal>
#include <fstream>
#include <thread>

using namespace rusteal::test;
namespace json = boost::json;

namespace {

std::vector<std::string> output_lines(RpcClient& c) {
    std::vector<std::string> lines;
    for (auto& n : c.notifications())
        if (n.at("method") == "job/output") lines.emplace_back(n.at("params").at("line").as_string());
    c.notifications().clear();
    return lines;
}

// Starts `sh -c script` as a jobs/exec request with the id "tree" and reads the `count` pids it
// prints first (its members, as the script echoes them).
std::vector<pid_t> start_tree(RpcClient& c, const std::filesystem::path& project, const std::string& script, std::size_t count) {
    c.send(json::object{{"jsonrpc", "2.0"}, {"id", "tree"}, {"method", "jobs/exec"},
                        {"params", {{"project", project.string()}, {"command", {"sh", "-c", script}}}}});
    std::vector<pid_t> members;
    while (members.size() < count) {
        auto n = c.notification("job/output", std::chrono::seconds(30));
        members.push_back(std::stoi(std::string(n.at("params").at("line").as_string())));
    }
    return members;
}

} // namespace

TEST_CASE("a job's child holds no descriptor of the daemon: only 0, 1 and 2", "[reliability][descriptors]") {
    DaemonProcess d({"--tcp-port", "0"});
    TempDir project;
    auto other = d.connect(); // a second client's connection is open meanwhile
    auto c = d.connect();
    // A job still running while the next starts: its pipes are open in the daemon too.
    c.send(json::object{{"jsonrpc", "2.0"}, {"id", "long"}, {"method", "jobs/exec"},
                        {"params", {{"project", (project.path() / "a").string()}, {"command", {"sleep", "300"}}}}});
    std::filesystem::create_directories(project.path() / "a");
    std::filesystem::create_directories(project.path() / "b");
    auto r = c.request("jobs/exec", json::object{{"project", (project.path() / "b").string()}, {"command", {"sh", "-c", "ls /proc/$$/fd"}}});
    CHECK(r.at("result").at("exitCode") == 0);
    CHECK(output_lines(c) == std::vector<std::string>{"0", "1", "2"});
}

TEST_CASE("a cancelled job's process tree is gone, members that ignore SIGTERM included", "[reliability][cancel]") {
    DaemonProcess d({"--kill-grace-ms", "300"});
    TempDir project;
    auto c = d.connect();
    // The leader exits on SIGTERM (as cargo does); a child of it and a grandchild ignore it.
    const std::string script =
        "trap 'exit 0' TERM; "
        "(trap '' TERM; sleep 600 & echo $!; (trap '' TERM; exec sleep 600) & echo $!; wait) & "
        "while :; do sleep 0.05; done";
    const auto members = start_tree(c, project.path(), script, 2);
    auto jobs = c.request("jobs/list").at("result").at("jobs").as_array();
    REQUIRE(jobs.size() == 1);
    auto cancel = c.request("jobs/cancel", json::object{{"jobId", jobs.at(0).at("jobId")}});
    CHECK(cancel.as_object().contains("result"));
    auto answer = c.response_to("tree", std::chrono::seconds(30));
    CHECK(answer.at("error").at("code") == -32800);
    // Reported cancelled only once the tree is gone (SIGKILL reached it before the answer).
    for (pid_t pid : members) {
        INFO("pid " << pid);
        for (int i = 0; i < 100 && !process_gone(pid); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
        CHECK(process_gone(pid));
    }
}

TEST_CASE("a cancel is answered once the tree is gone, not when the kill grace ends", "[reliability][cancel]") {
    // A grace far longer than the test waits: a cancel answered at all was answered because the
    // group emptied (every member dies of SIGTERM, as a cargo build's do).
    DaemonProcess d({"--kill-grace-ms", "600000"});
    TempDir project;
    auto c = d.connect();
    const std::string script = "sleep 600 & echo $!; sleep 600 & echo $!; while :; do sleep 0.05; done";
    const auto members = start_tree(c, project.path(), script, 2);
    auto jobs = c.request("jobs/list").at("result").at("jobs").as_array();
    REQUIRE(jobs.size() == 1);
    c.request("jobs/cancel", json::object{{"jobId", jobs.at(0).at("jobId")}});
    auto answer = c.response_to("tree", std::chrono::seconds(30));
    CHECK(answer.at("error").at("code") == -32800);
    for (pid_t pid : members) CHECK(process_gone(pid));
}

TEST_CASE("kill -9 of the daemon ends its jobs' process trees", "[reliability][guard]") {
    DaemonProcess d;
    TempDir project;
    auto c = d.connect();
    // The leader and two members, one of which ignores SIGTERM (SIGKILL after the guard's grace).
    const std::string script = "sleep 600 & echo $!; (trap '' TERM; exec sleep 600) & echo $!; echo $$; wait";
    const auto members = start_tree(c, project.path(), script, 3);
    ::kill(d.pid(), SIGKILL);
    d.wait(std::chrono::seconds(10));
    for (pid_t pid : members) {
        INFO("pid " << pid);
        for (int i = 0; i < 1000 && !process_gone(pid); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
        CHECK(process_gone(pid));
    }
}
