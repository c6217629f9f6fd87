// rusteald.exe and rusteal.exe on Windows, run as a user runs them: the client starts the daemon
// detached, runs jobs with real child processes through it over the named pipe, reports its
// status and stops it; a second daemon is refused by the instance lock; the TCP listener's token
// and port files are written and removed. Built by MinGW and run under Wine, in a Wine prefix of
// its own (the pipe's name is the user's, shared by everything in one prefix). The daemon's
// folders go to a temporary LOCALAPPDATA.
#include "process/child_process.hpp"
#include "process_ends.hpp"
#include "temp_dir.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/json.hpp>
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <windows.h>

using namespace rusteal;
namespace fs = std::filesystem;

namespace {

fs::path tests_folder() {
    wchar_t self[MAX_PATH];
    ::GetModuleFileNameW(nullptr, self, MAX_PATH);
    return fs::path(self).parent_path();
}

fs::path binaries() { return (tests_folder() / RUSTEAL_BINARIES_FROM_TESTS).lexically_normal(); }

struct Run {
    int exit_code = -1;
    std::string out, err;
};

// One program to its end (stopped after 60 s), with the daemon's folders under `local_app_data`,
// the machine's config beside it (APPDATA, `<home>/AppData/Roaming`) and the client starting the
// rusteald.exe of this build. No assertion: any thread may call it.
std::optional<process::ExitStatus> execute(std::vector<std::string> argv, const fs::path& local_app_data, Run& r) {
    boost::asio::io_context io;
    process::ChildSpec spec;
    spec.argv = std::move(argv);
    spec.env_set = {{"LOCALAPPDATA", local_app_data.string()},
                    {"APPDATA", (local_app_data.parent_path() / "Roaming").string()},
                    {"RUSTEALD", (binaries() / "rusteald.exe").string()}};
    spec.timeout = std::chrono::seconds(60);
    std::optional<process::ExitStatus> status;
    auto child = process::ChildProcess::start(
        io.get_executor(), std::move(spec),
        [&](process::OutputStream s, std::string_view line) {
            (s == process::OutputStream::Stdout ? r.out : r.err).append(line).push_back('\n');
        },
        [&](const process::ExitStatus& st) { status = st; });
    while (!status) io.run_for(std::chrono::milliseconds(50));
    child.reset();
    return status;
}

Run run(std::vector<std::string> argv, const fs::path& local_app_data) {
    Run r;
    const auto status = execute(std::move(argv), local_app_data, r);
    INFO("stdout: " << r.out << "stderr: " << r.err);
    REQUIRE_FALSE(status->timed_out);
    REQUIRE(status->exit_code);
    r.exit_code = *status->exit_code;
    return r;
}

Run client(std::vector<std::string> args, const fs::path& local_app_data) {
    args.insert(args.begin(), (binaries() / "rusteal.exe").string());
    return run(std::move(args), local_app_data);
}

std::string read(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A user of the test's own: LOCALAPPDATA and a project folder in a temporary home (named
// `home_name` inside the temporary folder). Its daemon is stopped however the test ends: under
// Wine it would otherwise keep the test's output open (and CTest waiting) until its idle timeout.
struct TestUser {
    test::TempDir temp;
    fs::path home;
    fs::path local = home / "AppData" / "Local";
    fs::path project = home / "project";
    explicit TestUser(const fs::path& home_name = "home") : home(temp.path() / home_name) {
        fs::create_directories(local);
        fs::create_directories(project);
    }
    TestUser(const TestUser&) = delete;
    TestUser& operator=(const TestUser&) = delete;
    ~TestUser() {
        Run ignore;
        execute({(binaries() / "rusteal.exe").string(), "daemon", "stop"}, local, ignore);
    }
};

} // namespace

TEST_CASE("windows: rusteal.exe starts rusteald.exe, runs jobs through it over the named pipe and stops it", "[cli]") {
    TestUser user;
    const fs::path& local = user.local;
    const fs::path& project = user.project;

    CHECK(client({"daemon", "status"}, local).exit_code == 3); // none running yet: unreachable

    const Run started = client({"daemon", "start"}, local);
    REQUIRE(started.exit_code == 0);
    CHECK_THAT(started.out, Catch::Contains("rusteald running (pid ") && Catch::Contains("\\\\.\\pipe\\rusteal-"));

    const Run status = client({"--json", "daemon", "status"}, local);
    REQUIRE(status.exit_code == 0);
    const auto result = boost::json::parse(status.out).at("result").as_object();
    const auto pid = static_cast<unsigned long>(result.at("pid").as_int64());
    CHECK(result.at("clients").as_array().at(0).at("transport") == "pipe");
    const fs::path log_file = rusteal::utf8_path(result.at("logFile").as_string());
    CHECK(log_file == local / "rusteal" / "state" / "rusteald.log");
    CHECK_THAT(read(log_file), Catch::Contains("rusteald 0.1.0 starting, pid " + std::to_string(pid)));
    CHECK(read(local / "rusteal" / "run" / "rusteald.lock") == std::to_string(pid) + "\n");

    // A second daemon of the same user: the lock refuses it, naming the first.
    const Run second = run({(binaries() / "rusteald.exe").string()}, local);
    CHECK(second.exit_code == 3);
    CHECK_THAT(second.err, Catch::Contains("another rusteald is already running for this user (pid " + std::to_string(pid) + ")"));

    // Jobs with real child processes, their output streamed back, their exit code the client's.
    const Run hello = client({"exec", "--project", project.string(), "--", "cmd", "/c", "echo hello from a job"}, local);
    CHECK(hello.exit_code == 0);
    CHECK_THAT(hello.out, Catch::Contains("hello from a job"));
    const Run seven = client({"exec", "--project", project.string(), "--", "cmd", "/c", "exit 7"}, local);
    CHECK(seven.exit_code == 7);
    CHECK_THAT(seven.out + seven.err, Catch::Contains("exit code 7"));

    const Run stopped = client({"daemon", "stop"}, local);
    CHECK(stopped.exit_code == 0);
    CHECK_THAT(stopped.out, Catch::Contains("rusteald stopped (pid " + std::to_string(pid) + ")"));
    CHECK(test::process_ends(pid, std::chrono::seconds(10)));
    CHECK(client({"daemon", "status"}, local).exit_code == 3);
    CHECK_THAT(read(log_file), Catch::Contains("rusteald stopped"));
}

TEST_CASE("windows: arguments outside ASCII reach the daemon's jobs whole", "[cli]") {
    TestUser user;
    const fs::path& local = user.local;
    const fs::path& project = user.project;
    // "Jörg Земля": outside ASCII, and outside every single ANSI code page. rusteal.exe reads its
    // arguments in UTF-8 (its manifest's code page), sends them, and the daemon starts the job
    // with them in UTF-16.
    const std::string name = reinterpret_cast<const char*>(u8"J\u00f6rg \u0417\u0435\u043c\u043b\u044f");
    const Run made = client({"exec", "--project", project.string(), "--", "cmd", "/c", "mkdir", name}, local);
    INFO(made.out << made.err);
    REQUIRE(made.exit_code == 0);
    CHECK(fs::is_directory(project / fs::path(u8"J\u00f6rg \u0417\u0435\u043c\u043b\u044f")));
}

TEST_CASE("windows: rusteald.exe's TCP listener writes its token and port, and removes them when it stops", "[cli]") {
    TestUser user;
    const fs::path& local = user.local;
    const fs::path run_dir = local / "rusteal" / "run";
    // Files a daemon that died left behind: the new one replaces them.
    fs::create_directories(run_dir);
    std::ofstream(run_dir / "rusteald.token") << "stale";
    std::ofstream(run_dir / "rusteald.tcp") << "1";

    // The daemon in the foreground, as a child of this test, until `daemon stop`.
    Run foreground;
    std::optional<process::ExitStatus> ended;
    std::thread daemon([&] { ended = execute({(binaries() / "rusteald.exe").string(), "--tcp-port", "0"}, local, foreground); });
    const Run status = [&] {
        for (int attempt = 0;; ++attempt) {
            Run r = client({"--json", "daemon", "status"}, local);
            if (r.exit_code != 3 || attempt == 100) return r;
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
    }();
    REQUIRE(status.exit_code == 0);
    const auto result = boost::json::parse(status.out).at("result").as_object();
    REQUIRE(result.at("tcpPort").is_int64());
    const auto port = result.at("tcpPort").as_int64();
    CHECK(port > 0);
    CHECK(read(run_dir / "rusteald.tcp") == std::to_string(port) + "\n");
    const std::string token = read(run_dir / "rusteald.token");
    REQUIRE(token.size() == 65);
    CHECK(token.find_first_not_of("0123456789abcdef") == 64); // 32 random bytes in hex, then "\n"
    CHECK(token.back() == '\n');

    CHECK(client({"daemon", "stop"}, local).exit_code == 0);
    daemon.join();
    REQUIRE(ended);
    CHECK(ended->exit_code == 0);
    CHECK_FALSE(fs::exists(run_dir / "rusteald.token"));
    CHECK_FALSE(fs::exists(run_dir / "rusteald.tcp"));
}

TEST_CASE("windows: a user, an engine and a project in folders outside ASCII", "[cli]") {
    // The user's home, and so LOCALAPPDATA, APPDATA, the engine and the projects, under
    // "Jörg Земля": no single ANSI code page holds it, so only UTF-8 text turned into UTF-16 paths
    // (rusteal::utf8_path) finds these folders. Before that, the daemon found no such project.
    const fs::path outside_ascii(u8"J\u00f6rg \u0417\u0435\u043c\u043b\u044f");
    TestUser user(outside_ascii);
    const fs::path& local = user.local;
    const fs::path engine = user.home / u8"Unreal Engine \u00e9t\u00e9";
    fs::copy(tests_folder() / RUSTEAL_STANDIN_ENGINE_FROM_TESTS, engine, fs::copy_options::recursive);
    const fs::path projects = user.home / u8"Projekte \u00fc";
    fs::create_directories(projects);

    // A job's working folder is the project: a relative `mkdir` makes its folder there. (Not `cd`:
    // cmd.exe prints in its own code page, not UTF-8.)
    const Run job = client({"exec", "--project", user.project.string(), "--", "cmd", "/c", "mkdir", "made-here"}, local);
    INFO(job.out << job.err);
    REQUIRE(job.exit_code == 0);
    CHECK(fs::is_directory(user.project / "made-here"));

    const Run status = client({"--json", "daemon", "status"}, local);
    REQUIRE(status.exit_code == 0);
    const auto result = boost::json::parse(status.out).at("result").as_object();
    CHECK(rusteal::utf8_path(result.at("logFile").as_string()) == local / "rusteal" / "state" / "rusteald.log");
    CHECK(fs::is_regular_file(local / "rusteal" / "state" / "rusteald.log"));

    // The engine, kept in the machine's config (APPDATA) and read back from it.
    const Run configured = client({"--json", "config", "engine", engine.string()}, local);
    INFO(configured.out << configured.err);
    REQUIRE(configured.exit_code == 0);
    const auto config = boost::json::parse(configured.out).at("result").as_object();
    CHECK(rusteal::utf8_path(config.at("engine").as_string()) == engine);
    CHECK(rusteal::utf8_path(config.at("configFile").as_string()) == user.home / "AppData" / "Roaming" / "rusteal" / "config.toml");

    // A new project from the engine's template, in a folder outside ASCII (no build: no Rust here).
    const Run made = client({"new", "Game", "--dir", projects.string(), "--no-build"}, local);
    INFO(made.out << made.err);
    REQUIRE(made.exit_code == 0);
    const fs::path game = projects / "Game";
    CHECK(fs::is_regular_file(game / "Game.uproject"));
    CHECK(fs::is_regular_file(game / "Rust" / "Cargo.toml"));
    CHECK_THAT(read(game / "Config" / "DefaultEngine.ini"), Catch::Contains("NewGameName=\"/Script/Game\""));

    // A Rust plugin in it, found through the project's root as the registry keeps it.
    const Run plugin = client({"plugin", "new", "Tools", "--project", game.string(), "--no-build"}, local);
    INFO(plugin.out << plugin.err);
    REQUIRE(plugin.exit_code == 0);
    CHECK(fs::is_regular_file(game / "Plugins" / "Tools" / "Tools.uplugin"));
    CHECK(fs::is_regular_file(game / "Plugins" / "Tools" / "rusteal.toml"));
}
