// The rusteal client as a user runs it: a real process, a real daemon it starts itself.
#include "exit_status.hpp"
#include "daemon_process.hpp"
#include "project_pins.hpp"

#include <catch2/catch.hpp>

#include <csignal>
#include <fstream>
#include <functional>
#include <thread>
#include <regex>

#include <sys/wait.h>

using namespace rusteal::test;
namespace json = boost::json;

namespace {

struct CliRun {
    int code;
    std::string out;
    std::string err;
};

// A private runtime folder for one test; stops any daemon the CLI started there.
class CliEnv {
public:
    CliEnv() = default;
    ~CliEnv() {
        auto pid_text = read_file(runtime_.path() / "rusteal" / "rusteald.lock");
        if (!pid_text.empty()) {
            run({"daemon", "stop"});
            ::kill(std::stoi(pid_text), SIGKILL); // in case stop failed; harmless otherwise
        }
    }
    CliRun run(std::vector<std::string> args, std::vector<std::string> env = {}) const {
        args.insert(args.begin(), RUSTEAL_CLI_PATH);
        return run_program(std::move(args), std::move(env));
    }
    // Any program, in this test's environment.
    // `while_running` runs once the program has started, before the test waits for it.
    CliRun run_program(std::vector<std::string> args, std::vector<std::string> env = {},
                       const std::function<void()>& while_running = {}) const {
        env.push_back("XDG_RUNTIME_DIR=" + runtime_.path().string());
        env.push_back("XDG_STATE_HOME=" + runtime_.path().string());
        env.push_back("RUSTEALD=" RUSTEALD_PATH);
        auto out = runtime_.path() / "out.txt", err = runtime_.path() / "err.txt";
        pid_t pid = spawn(args, env, out.string(), err.string());
        if (while_running) while_running();
        auto status = wait_exit(pid, std::chrono::seconds(60));
        REQUIRE(status);
        INFO("rusteal " << how_it_ended(*status));
        REQUIRE(WIFEXITED(*status));
        return {WEXITSTATUS(*status), read_file(out), read_file(err)};
    }
    std::filesystem::path socket() const { return runtime_.path() / "rusteal" / "rusteald.sock"; }

private:
    TempDir runtime_;
};

std::vector<json::value> json_lines(const std::string& text) {
    std::vector<json::value> out;
    std::size_t start = 0;
    while (start < text.size()) {
        auto nl = text.find('\n', start);
        auto line = text.substr(start, nl - start);
        if (!line.empty()) out.push_back(json::parse(line));
        if (nl == std::string::npos) break;
        start = nl + 1;
    }
    return out;
}

} // namespace

TEST_CASE("daemon status without a daemon exits 3 and says how to start one", "[cli]") {
    CliEnv env;
    auto r = env.run({"daemon", "status"});
    CHECK(r.code == 3);
    CHECK_THAT(r.err, Catch::Contains("rusteald is not running") && Catch::Contains("rusteal daemon start"));
}

TEST_CASE("daemon start, status, stop", "[cli]") {
    CliEnv env;
    auto start = env.run({"daemon", "start"});
    CHECK(start.code == 0);
    CHECK_THAT(start.out, Catch::Contains("rusteald running (pid"));
    auto status = env.run({"daemon", "status"});
    CHECK(status.code == 0);
    CHECK_THAT(status.out, Catch::Contains("rusteald " RUSTEAL_VERSION_STRING) && Catch::Contains(env.socket().string()));
    auto js = env.run({"--json", "daemon", "status"});
    CHECK(js.code == 0);
    auto lines = json_lines(js.out);
    REQUIRE(lines.size() == 1);
    CHECK(lines[0].at("result").at("pid").is_int64());
    auto again = env.run({"daemon", "start"}); // already running: fine
    CHECK(again.code == 0);
    auto stop = env.run({"daemon", "stop"});
    CHECK(stop.code == 0);
    CHECK_THAT(stop.out, Catch::Contains("rusteald stopped"));
    CHECK_FALSE(std::filesystem::exists(env.socket()));
    auto stop_again = env.run({"daemon", "stop"});
    CHECK(stop_again.code == 0);
    CHECK_THAT(stop_again.out, Catch::Contains("not running"));
}

TEST_CASE("exec starts the daemon, streams output and exits with the command's code", "[cli]") {
    CliEnv env;
    TempDir project;
    auto ok = env.run({"exec", "--project", project.path().string(), "--", "sh", "-c", "echo out; echo err >&2"});
    CHECK(ok.code == 0);
    CHECK(ok.out == "out\n");
    CHECK_THAT(ok.err, Catch::Contains("err"));
    auto fail = env.run({"exec", "--project", project.path().string(), "--", "sh", "-c", "exit 5"});
    CHECK(fail.code == 5);
    CHECK_THAT(fail.err, Catch::Contains("exit code 5"));
    auto killed = env.run({"exec", "--project", project.path().string(), "--", "sh", "-c", "kill -KILL $$"});
    CHECK(killed.code == 128 + SIGKILL);
    auto timeout = env.run({"exec", "--project", project.path().string(), "--timeout", "0.2", "--", "sleep", "100"});
    CHECK(timeout.code == 128 + SIGTERM);
    CHECK_THAT(timeout.err, Catch::Contains("timed out"));
    auto env_var = env.run({"exec", "--project", project.path().string(), "--env", "GREETING=hi there", "--", "sh", "-c",
                            "echo \"$GREETING\""});
    CHECK(env_var.out == "hi there\n");
}

TEST_CASE("the json mode prints every notification and the result as JSON lines", "[cli]") {
    CliEnv env;
    TempDir project;
    auto r = env.run({"--json", "exec", "--project", project.path().string(), "--", "echo", "hello"});
    CHECK(r.code == 0);
    auto lines = json_lines(r.out);
    REQUIRE(lines.size() >= 3);
    bool saw_output = false, saw_begin = false;
    for (auto& l : lines) {
        if (!l.as_object().contains("method")) continue;
        if (l.at("method") == json::value("job/output")) saw_output = l.at("params").at("line") == json::value("hello");
        if (l.at("method") == json::value("$/progress") && l.at("params").at("value").at("kind") == json::value("begin"))
            saw_begin = true;
    }
    CHECK(saw_output);
    CHECK(saw_begin);
    CHECK(lines.back().at("result").at("ok") == json::value(true));
    // --json after the command works too, and errors come out as JSON.
    auto err = env.run({"exec", "--json", "--project", "/no/such/dir", "--", "true"});
    CHECK(err.code == 4);
    auto elines = json_lines(err.out);
    REQUIRE(elines.size() == 1);
    CHECK(elines[0].at("error").at("code") == json::value(1001));
}

TEST_CASE("not a TTY: progress as plain lines", "[cli]") {
    CliEnv env;
    TempDir project;
    auto r = env.run({"exec", "--project", project.path().string(), "--", "true"});
    CHECK(r.code == 0);
    CHECK_THAT(r.err, Catch::Contains("true: queued") && Catch::Contains("true: exit code 0"));
    CHECK(r.err.find("\033[") == std::string::npos); // no terminal escapes
}

TEST_CASE("on a TTY progress is a bar redrawn in place with the elapsed time", "[cli]") {
    CliEnv env;
    TempDir project;
    // script(1) gives the client a pseudo-terminal; its output file records what the user sees.
    // The job runs (in the project folder) until the test has seen the bar redrawn with the time.
    auto typescript = project.path() / "typescript";
    std::string command = std::string(RUSTEAL_CLI_PATH) + " exec --project '" + project.path().string() +
                          "' -- sh -c 'until [ -e go ]; do sleep 0.01; done; echo visible'";
    const std::regex elapsed("\r\033\\[2K\\[[^\r]*[0-9]+\\.[0-9]s");
    bool redrawn = false;
    auto r = env.run_program({"script", "-qefc", command, typescript.string()}, {}, [&] {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
        while (!(redrawn = std::regex_search(read_file(typescript), elapsed)) && std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        std::ofstream(project.path() / "go") << "\n";
    });
    CHECK(redrawn);
    CHECK(r.code == 0);
    auto screen = read_file(typescript);
    CHECK_THAT(screen, Catch::Contains("\r\033[2K[") && Catch::Contains("sh -c until [ -e go ]; do sleep 0.01; done; echo visible") &&
                           Catch::Contains("visible"));
}

TEST_CASE("usage errors exit 2", "[cli]") {
    CliEnv env;
    for (auto args : std::vector<std::vector<std::string>>{{}, {"bogus"}, {"daemon"}, {"daemon", "restart"}, {"exec"},
                                                           {"--nope"}, {"cancel", "x"}, {"exec", "--timeout", "-1", "--", "x"},
                                                           {"exec", "--env", "novalue", "--", "x"}}) {
        auto r = env.run(args);
        INFO(r.err);
        CHECK(r.code == 2);
        CHECK_THAT(r.err, Catch::Contains("rusteal:"));
    }
    auto help = env.run({"--help"});
    CHECK(help.code == 0);
    CHECK_THAT(help.out, Catch::Contains("exit codes"));
}

TEST_CASE("a daemon that cannot be started is reported with exit 3", "[cli]") {
    CliEnv env;
    auto r = env.run({"exec", "--", "true"}, {"RUSTEALD=/nonexistent/rusteald"});
    CHECK(r.code == 3);
    CHECK_THAT(r.err, Catch::Contains("/nonexistent/rusteald") && Catch::Contains("RUSTEALD"));
}

TEST_CASE("jobs and cancel", "[cli]") {
    CliEnv env;
    CHECK(env.run({"jobs"}).out == "no jobs\n");
    auto r = env.run({"cancel", "42"});
    CHECK(r.code == 4);
    CHECK_THAT(r.err, Catch::Contains("no running or queued job 42"));
}

TEST_CASE("bash completion offers commands and daemon actions", "[cli]") {
    auto script = std::string(RUSTEAL_SOURCE_DIR) + "/daemon/client/rusteal.bash-completion";
    TempDir tmp;
    auto out = tmp.path() / "o";
    auto complete = [&](const std::string& words, int cword) {
        pid_t pid = spawn({"bash", "-c",
                           "source '" + script + "'; COMP_WORDS=(" + words + "); COMP_CWORD=" + std::to_string(cword) +
                               "; _rusteal; echo \"${COMPREPLY[*]}\""},
                          {}, out.string());
        wait_exit(pid, std::chrono::seconds(10));
        return read_file(out);
    };
    CHECK(complete("rusteal da", 1) == "daemon\n");
    CHECK(complete("rusteal daemon st", 2) == "start stop status\n");
    CHECK(complete("rusteal new Game --l", 3) == "--list\n");
    CHECK(complete("rusteal plugin ", 2) == "new package\n");
    CHECK(complete("rusteal plugin new Inv --t", 4) == "--template\n");
}

TEST_CASE("new --list and plugin new --list print the template catalogue, new --list the features too", "[cli]") {
    CliEnv env;
    auto games = env.run({"new", "--list"});
    CHECK(games.code == 0);
    CHECK_THAT(games.out, Catch::StartsWith("Project templates (rusteal new NAME --template T [--variant V]):\n"
                                            "  blank           An empty project with a HelloActor written in Rust.\n"
                                            "      --variant base        from the engine's TP_Blank\n"));
    auto plugins = env.run({"plugin", "new", "--list"});
    CHECK(plugins.code == 0);
    CHECK_THAT(plugins.out, Catch::Contains("  blank           A runtime plugin (games and the editor) with a HelloComponent written in Rust.\n"));
    CHECK_THAT(plugins.out, Catch::Contains("  inventory       A gameplay plugin: items as data assets"));
    CHECK_THAT(plugins.out, Catch::Contains("  editor          An editor plugin (the editor only)"));
    CHECK_THAT(plugins.out, !Catch::Contains("--variant"));
    auto lines = json_lines(env.run({"--json", "new", "--list"}).out);
    REQUIRE(lines.size() == 1);
    const auto& templates = lines[0].at("result").at("templates").as_array();
    REQUIRE(templates.size() == 6);  // the templates in name order, then the features
    CHECK(templates[0].at("kind") == "game");
    CHECK(templates[0].at("variants").as_array()[0].at("engineTemplate") == "TP_Blank");
    CHECK(templates[1].at("name") == "first-person");
    CHECK(templates[1].at("variants").as_array()[0].at("engineTemplate") == "TP_FirstPerson");
    CHECK(templates[1].at("aliases").as_array() == json::array{"fps"});
    CHECK(templates[0].at("aliases").as_array().empty());
    CHECK(templates[2].at("name") == "third-person");
    CHECK(templates[2].at("variants").as_array()[0].at("engineTemplate") == "TP_ThirdPerson");
    CHECK(templates[3].at("name") == "top-down");
    CHECK(templates[3].at("variants").as_array()[0].at("engineTemplate") == "TP_TopDown");
    CHECK(templates[3].at("aliases").as_array() == json::array{"topdown"});
    CHECK(templates[4].at("name") == "vehicle");
    CHECK(templates[4].at("variants").as_array()[0].at("engineTemplate") == "TP_VehicleAdv");
    CHECK(templates[4].at("aliases").as_array() == json::array{"vehicleadv", "car"});
    CHECK(templates[5].at("kind") == "feature");
    CHECK(templates[5].at("name") == "rustrover");
    CHECK(templates[5].at("variants").as_array().empty());
    CHECK_THAT(games.out, Catch::Contains("Features (rusteal new NAME --feature F, repeatable):\n  rustrover       RustRover run configurations"));
    CHECK_THAT(plugins.out, !Catch::Contains("Features"));
    CHECK_THAT(games.out, Catch::Contains("  first-person    The First Person template") && Catch::Contains("in Rust. (also: fps)\n"));
    CHECK_THAT(games.out, Catch::Contains("  third-person    The Third Person template"));
    CHECK_THAT(games.out, Catch::Contains("  top-down        The Top Down template") && Catch::Contains("(also: topdown)\n"));
    CHECK_THAT(games.out, Catch::Contains("  vehicle         The Vehicle template") && Catch::Contains("(also: vehicleadv, car)\n"));
}

TEST_CASE("SIGTERM ends the client at once: it asks the daemon to cancel and does not wait for the job", "[cli]") {
    DaemonProcess d({"--kill-grace-ms", "60000"}); // the job below would take a minute to die
    TempDir project;
    const auto out = project.path() / "out.txt";
    const pid_t client = spawn({RUSTEAL_CLI_PATH, "exec", "--project", project.path().string(), "--", "sh", "-c",
                                "trap '' TERM; echo \"pid=$$\"; sleep 300"},
                               {d.env_entry()}, out.string(), out.string());
    KillOnFailure client_guard{client};
    // The job's own line (not the command echoed in the client's header, which has "$$").
    const std::regex job_pid("pid=([0-9]+)");
    std::smatch m;
    std::string text;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (!std::regex_search(text = read_file(out), m, job_pid) && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    REQUIRE(std::regex_search(text, m, job_pid));
    const pid_t job = std::stoi(m[1]);
    ::kill(client, SIGTERM);
    const auto status = wait_exit(client, std::chrono::seconds(20));
    REQUIRE(status);
    client_guard.pid = 0; // reaped
    CHECK(how_it_ended(*status) == exited_with(130));
    // The job's group (it ignores SIGTERM and the grace period is a minute): gone with the test.
    ::kill(-job, SIGKILL);
}

TEST_CASE("rusteal watch stops following when the watch is stopped", "[cli]") {
    DaemonProcess d;
    TempDir project;
    write_minimal_project(project.path());
    const auto out = project.path() / "watch.txt";
    const pid_t follower = spawn({RUSTEAL_CLI_PATH, "watch", "--project", project.path().string()}, {d.env_entry()},
                                 out.string(), out.string());
    KillOnFailure follower_guard{follower};
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (read_file(out).find("Each change builds") == std::string::npos && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    REQUIRE(read_file(out).find("Each change builds") != std::string::npos);
    auto c = d.connect();
    CHECK(c.request("watch/stop", json::object{{"project", project.path().string()}}).at("result").at("stopped") == true);
    const auto status = wait_exit(follower, std::chrono::seconds(20));
    REQUIRE(status);
    follower_guard.pid = 0; // reaped
    CHECK(how_it_ended(*status) == exited_with(0));
    CHECK_THAT(read_file(out), Catch::Contains("the watch of " + project.path().string() + " was stopped"));
}

TEST_CASE("cargo rusteal runs the client as cargo's subcommand", "[cli]") {
    CliEnv env;
    const char* path = std::getenv("PATH");
    const std::string with_client =
        "PATH=" + std::filesystem::path(RUSTEAL_CLI_PATH).parent_path().string() + ":" + (path ? path : "/usr/bin:/bin");
    auto version = env.run_program({"cargo", "rusteal", "--version"}, {with_client});
    CHECK(version.code == 0);
    CHECK_THAT(version.out, Catch::StartsWith("rusteal "));
    auto status = env.run_program({"cargo", "rusteal", "daemon", "status"}, {with_client});
    CHECK(status.code == 3); // cargo passes the client's exit code on
    CHECK_THAT(status.err, Catch::Contains("rusteald is not running"));
    auto unknown = env.run_program({"cargo", "rusteal", "frobnicate"}, {with_client});
    CHECK(unknown.code == 2);
    CHECK_THAT(unknown.err, Catch::Contains("unknown command 'frobnicate'"));
}
