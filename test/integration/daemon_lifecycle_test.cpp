// rusteald as a process: its files and their modes, who may connect, the single-instance lock,
// stale sockets, the TCP token, idle exit and graceful shutdown.
#include "exit_status.hpp"
#include "daemon_process.hpp"

#include <catch2/catch.hpp>

#include <csignal>
#include <fstream>
#include <regex>
#include <thread>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace rusteal::test;
namespace json = boost::json;

namespace {

mode_t mode_of(const std::filesystem::path& p) {
    struct stat st {};
    REQUIRE(::lstat(p.c_str(), &st) == 0);
    return st.st_mode & 07777;
}

int run_and_wait(const std::vector<std::string>& argv, const std::vector<std::string>& env, const std::string& out,
                 const std::string& err) {
    pid_t pid = spawn(argv, env, out, err);
    auto status = wait_exit(pid, std::chrono::seconds(30));
    REQUIRE(status);
    INFO(argv[0] << " " << how_it_ended(*status));
    REQUIRE(WIFEXITED(*status));
    return WEXITSTATUS(*status);
}

bool alive(pid_t pid) { return ::kill(pid, 0) == 0; }

// Until the daemon's log holds `text` `count` times (or 10 s passed).
bool wait_for_log(const DaemonProcess& d, const std::string& text, std::size_t count = 1) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    for (;;) {
        const auto log = read_file(d.log());
        std::size_t seen = 0;
        for (auto at = log.find(text); at != std::string::npos; at = log.find(text, at + 1)) ++seen;
        if (seen >= count) return true;
        if (std::chrono::steady_clock::now() >= deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

} // namespace

TEST_CASE("the runtime folder is 0700 and the socket 0600", "[daemon][security]") {
    DaemonProcess d;
    CHECK(mode_of(d.dir()) == 0700);
    CHECK(mode_of(d.socket()) == 0600);
    CHECK(S_ISSOCK([&] { struct stat st {}; ::lstat(d.socket().c_str(), &st); return st.st_mode; }()));
}

TEST_CASE("a looser runtime folder is tightened at start", "[daemon][security]") {
    TempDir runtime;
    std::filesystem::create_directory(runtime.path() / "rusteal");
    ::chmod((runtime.path() / "rusteal").c_str(), 0777);
    pid_t pid = spawn({RUSTEALD_PATH, "--log-file", (runtime.path() / "log").string()},
                      {"XDG_RUNTIME_DIR=" + runtime.path().string()});
    for (int i = 0; i < 500 && !std::filesystem::exists(runtime.path() / "rusteal" / "rusteald.sock"); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    CHECK(mode_of(runtime.path() / "rusteal") == 0700);
    ::kill(pid, SIGTERM);
    CHECK(wait_exit(pid, std::chrono::seconds(10)));
}

TEST_CASE("a runtime folder that is a symlink or another user's: the client says why, the daemon logs it", "[daemon][security]") {
    TempDir runtime, elsewhere, out;
    const auto folder = runtime.path() / "rusteal";
    const std::vector<std::string> env{"XDG_RUNTIME_DIR=" + runtime.path().string(),
                                       "XDG_CONFIG_HOME=" + (out.path() / "config").string(),
                                       "XDG_STATE_HOME=" + (out.path() / "state").string()};
    const auto log = out.path() / "state/rusteal/rusteald.log";
    SECTION("a symbolic link") {
        std::filesystem::create_directory_symlink(elsewhere.path(), folder);
        CHECK(run_and_wait({RUSTEAL_CLI_PATH, "daemon", "status"}, env, (out.path() / "o").string(), (out.path() / "e").string()) == 3);
        CHECK_THAT(read_file(out.path() / "e"),
                   Catch::Contains("cannot reach rusteald: " + folder.string() + " is a symbolic link to " + elsewhere.path().string()));
        // A command that would start the daemon says the same, and starts none.
        CHECK(run_and_wait({RUSTEAL_CLI_PATH, "build", "--project", out.path().string()}, env, (out.path() / "o").string(),
                           (out.path() / "e").string()) == 3);
        CHECK_THAT(read_file(out.path() / "e"), Catch::Contains("is a symbolic link"));
        // The daemon started by hand refuses, and its log has the line.
        CHECK(run_and_wait({RUSTEALD_PATH}, env, (out.path() / "o").string(), (out.path() / "e").string()) == 1);
        CHECK_THAT(read_file(log), Catch::Contains("error " + folder.string() + " is a symbolic link"));
        CHECK(std::filesystem::is_empty(elsewhere.path()));
    }
    SECTION("another user's folder") {
        if (::geteuid() != 0) {
            WARN("skipped: giving a folder to another user needs root");
            return;
        }
        std::filesystem::create_directory(folder);
        REQUIRE(::chown(folder.c_str(), 65534, 65534) == 0);
        CHECK(run_and_wait({RUSTEAL_CLI_PATH, "daemon", "status"}, env, (out.path() / "o").string(), (out.path() / "e").string()) == 3);
        CHECK_THAT(read_file(out.path() / "e"), Catch::Contains(folder.string() + " belongs to uid 65534, not to this user"));
        CHECK(run_and_wait({RUSTEALD_PATH}, env, (out.path() / "o").string(), (out.path() / "e").string()) == 1);
        CHECK_THAT(read_file(log), Catch::Contains("belongs to uid 65534") && Catch::Contains("squatting"));
    }
}

TEST_CASE("a client of another uid is refused", "[daemon][security]") {
    DaemonProcess d;
    TempDir out;
    // The checkout may sit where another user cannot reach it: run a copy from a folder anyone can.
    ::chmod(out.path().c_str(), 0755);
    auto cli = out.path() / "rusteal";
    std::filesystem::copy_file(RUSTEAL_CLI_PATH, cli);
    std::vector<std::string> as_nobody{"setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", cli.string(),
                                       "daemon", "status"};
    // With the intended modes, another user cannot even reach the socket.
    ::chmod(d.runtime_root().c_str(), 0755);
    int code = run_and_wait(as_nobody, {d.env_entry()}, (out.path() / "o").string(), (out.path() / "e").string());
    CHECK(code == 3);
    // Even if the folder and socket were opened up, the daemon checks the peer's uid itself.
    ::chmod(d.dir().c_str(), 0755);
    ::chmod(d.socket().c_str(), 0666);
    code = run_and_wait(as_nobody, {d.env_entry()}, (out.path() / "o").string(), (out.path() / "e").string());
    CHECK(code == 4);
    CHECK_THAT(read_file(out.path() / "e"), Catch::Contains("refused: this rusteald belongs to uid"));
    CHECK_THAT(read_file(d.log()), Catch::Contains("refused a connection from uid 65534"));
    auto c = d.connect();
    CHECK(c.request("daemon/status").as_object().contains("result"));
}

TEST_CASE("a second daemon refuses to start and says who runs", "[daemon]") {
    DaemonProcess d;
    TempDir out;
    int code = run_and_wait({RUSTEALD_PATH, "--log-file", (out.path() / "log").string()}, {d.env_entry()},
                            (out.path() / "o").string(), (out.path() / "e").string());
    CHECK(code == 3);
    CHECK_THAT(read_file(out.path() / "e"),
               Catch::Contains("already running") && Catch::Contains("pid " + std::to_string(d.pid())));
    auto c = d.connect();
    CHECK(c.request("daemon/status").as_object().contains("result"));
}

TEST_CASE("a stale socket from a crashed daemon is recovered", "[daemon]") {
    TempDir runtime;
    std::string env = "XDG_RUNTIME_DIR=" + runtime.path().string();
    auto sock = runtime.path() / "rusteal" / "rusteald.sock";
    pid_t first = spawn({RUSTEALD_PATH, "--log-file", (runtime.path() / "log").string()}, {env});
    for (int i = 0; i < 500 && !std::filesystem::exists(sock); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    ::kill(first, SIGKILL);
    wait_exit(first, std::chrono::seconds(5));
    REQUIRE(std::filesystem::exists(sock)); // left behind
    CHECK_THROWS(RpcClient::unix_socket(sock));
    std::ofstream(runtime.path() / "rusteal" / "rusteald.tcp") << "4242\n"; // as a crashed TCP daemon leaves it
    pid_t second = spawn({RUSTEALD_PATH, "--log-file", (runtime.path() / "log").string()}, {env});
    bool up = false;
    for (int i = 0; i < 500 && !up; ++i) {
        try {
            auto c = RpcClient::unix_socket(sock);
            up = c.request("daemon/status").at("result").at("pid") == json::value(second);
        } catch (const std::exception&) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    }
    CHECK(up);
    CHECK_THAT(read_file(runtime.path() / "log"), Catch::Contains("removed a stale socket"));
    CHECK_FALSE(std::filesystem::exists(runtime.path() / "rusteal" / "rusteald.tcp"));
    ::kill(second, SIGTERM);
    CHECK(wait_exit(second, std::chrono::seconds(10)));
}

TEST_CASE("TCP on loopback requires the token from a 0600 file", "[daemon][security]") {
    DaemonProcess d({"--tcp-port", "0"});
    auto token_file = d.dir() / "rusteald.token";
    REQUIRE(std::filesystem::exists(token_file));
    CHECK(mode_of(token_file) == 0600);
    auto port = static_cast<unsigned short>(std::stoi(read_file(d.dir() / "rusteald.tcp")));
    std::string token = read_file(token_file);
    token.erase(token.find_last_not_of('\n') + 1);
    CHECK(token.size() == 64);

    {
        auto c = RpcClient::tcp_loopback(port);
        auto r = c.request("daemon/status");
        CHECK(r.at("error").at("code") == json::value(1008));
        CHECK_THAT(std::string(r.at("error").at("message").as_string()), Catch::Contains(token_file.string()));
        CHECK(c.wait_closed());
    }
    {
        auto c = RpcClient::tcp_loopback(port);
        auto r = c.request("initialize", json::object{{"token", std::string(64, '0')}});
        CHECK(r.at("error").at("code") == json::value(1008));
        CHECK(c.wait_closed());
    }
    {
        auto c = RpcClient::tcp_loopback(port);
        auto r = c.request("initialize", json::object{{"token", token}, {"clientName", "ide"}});
        REQUIRE(r.as_object().contains("result"));
        auto s = c.request("daemon/status");
        CHECK(s.at("result").at("tcpPort") == json::value(port));
    }
    d.stop();
    CHECK_FALSE(std::filesystem::exists(token_file)); // removed on shutdown
}

TEST_CASE("the daemon exits by itself when idle, and not while a client is connected", "[daemon]") {
    DaemonProcess d({"--idle-timeout", "1", "--log-level", "debug"});
    {
        auto c = d.connect();
        // The connection stops the idle timer the daemon armed when it started with no client.
        CHECK(wait_for_log(d, "idle timer stopped: a client or a job is active"));
        CHECK(c.request("daemon/status").at("result").at("idleTimeoutSeconds") == json::value(1));
        CHECK(read_file(d.log()).find("shutting down") == std::string::npos);
    }
    // The disconnection arms it again; it fires and the daemon exits.
    CHECK(wait_for_log(d, "idle: no client and no job; exiting in 1 s unless one comes", 2));
    auto status = d.wait(std::chrono::seconds(10));
    REQUIRE(status);
    CHECK(how_it_ended(*status) == exited_with(0));
    CHECK_FALSE(std::filesystem::exists(d.socket()));
    CHECK_THAT(read_file(d.log()), Catch::Contains("idle for 1 s"));
}

TEST_CASE("SIGTERM cancels running jobs, kills their children, answers and exits cleanly", "[daemon][shutdown]") {
    DaemonProcess d({"--kill-grace-ms", "300"});
    TempDir project;
    auto c = d.connect();
    c.send(json::object{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "jobs/exec"},
                        {"params", {{"project", project.path().string()},
                                    {"command", {"sh", "-c", "trap '' TERM; sleep 300 & echo $!; wait"}}}}});
    auto out = c.notification("job/output");
    pid_t grandchild = std::stoi(std::string(out.at("params").at("line").as_string()));
    REQUIRE(alive(grandchild));
    ::kill(d.pid(), SIGTERM);
    auto r = c.response_to(1);
    CHECK(r.at("error").at("code") == json::value(-32800));
    auto status = d.wait(std::chrono::seconds(15));
    REQUIRE(status);
    CHECK(how_it_ended(*status) == exited_with(0));
    bool gone = false;
    for (int i = 0; i < 300 && !gone; ++i) {
        gone = !alive(grandchild);
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    CHECK(gone);
    CHECK_FALSE(std::filesystem::exists(d.socket()));
    CHECK_THAT(read_file(d.log()), Catch::Contains("shutting down: received SIGTERM"));
}

TEST_CASE("daemon/shutdown answers first, then stops", "[daemon][shutdown]") {
    DaemonProcess d;
    auto c = d.connect();
    auto other = d.connect();
    auto r = c.request("daemon/shutdown");
    CHECK(r.at("result").at("stopping") == json::value(true));
    CHECK(c.wait_closed());
    CHECK(other.wait_closed());
    auto status = d.wait(std::chrono::seconds(10));
    REQUIRE(status);
    CHECK(how_it_ended(*status) == exited_with(0));
}

TEST_CASE("usage errors exit 2 with the reason", "[daemon]") {
    TempDir out;
    CHECK(run_and_wait({RUSTEALD_PATH, "--idle-timeout", "-5"}, {}, (out.path() / "o").string(), (out.path() / "e").string()) == 2);
    CHECK_THAT(read_file(out.path() / "e"), Catch::Contains("--idle-timeout"));
    CHECK(run_and_wait({RUSTEALD_PATH, "--bogus"}, {}, (out.path() / "o").string(), (out.path() / "e").string()) == 2);
    CHECK(run_and_wait({RUSTEALD_PATH, "--log-level", "loud"}, {}, (out.path() / "o").string(), (out.path() / "e").string()) == 2);
    CHECK_THAT(read_file(out.path() / "e"), Catch::Contains("debug, info, warn or error"));
}

TEST_CASE("started by systemd's socket unit, the daemon serves the socket it is given and leaves it", "[daemon]") {
    TempDir runtime;
    const auto dir = runtime.path() / "rusteal";
    std::filesystem::create_directories(dir);
    std::filesystem::permissions(dir, std::filesystem::perms::owner_all);
    const auto socket_path = dir / "rusteald.sock";
    // What systemd does for ListenStream=%t/rusteal/rusteald.sock: bind, listen, pass it as fd 3.
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    REQUIRE(fd >= 0);
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    std::snprintf(addr.sun_path, sizeof addr.sun_path, "%s", socket_path.c_str());
    REQUIRE(::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0);
    REQUIRE(::listen(fd, 16) == 0);
    const pid_t pid = ::fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        ::dup2(fd, 3);
        if (fd != 3) ::close(fd);
        ::setenv("LISTEN_PID", std::to_string(::getpid()).c_str(), 1);
        ::setenv("LISTEN_FDS", "1", 1);
        ::setenv("XDG_RUNTIME_DIR", runtime.path().c_str(), 1);
        ::setenv("XDG_STATE_HOME", runtime.path().c_str(), 1);
        ::execl(RUSTEALD_PATH, "rusteald", static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::close(fd);
    {
        auto c = RpcClient::unix_socket(socket_path);
        auto status = c.request("daemon/status");
        REQUIRE(status.as_object().contains("result"));
        CHECK(status.at("result").at("pid") == json::value(pid));
        CHECK(c.request("daemon/shutdown").as_object().contains("result"));
    }
    auto ended = wait_exit(pid, std::chrono::seconds(20));
    REQUIRE(ended);
    CHECK(how_it_ended(*ended) == exited_with(0));
    CHECK(std::filesystem::exists(socket_path)); // systemd's: it stays for the next start
    CHECK_THAT(read_file(runtime.path() / "rusteal" / "rusteald.log"), Catch::Contains("(a socket systemd passed)"));
}
