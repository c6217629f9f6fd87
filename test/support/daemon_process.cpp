#include "daemon_process.hpp"

#include <algorithm>
#include <csignal>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace rusteal::test {

pid_t spawn(const std::vector<std::string>& argv, const std::vector<std::string>& env_overrides,
            const std::string& stdout_file, const std::string& stderr_file) {
    std::vector<std::string> env;
    for (char** e = environ; *e; ++e) {
        std::string kv(*e);
        bool overridden = false;
        for (const auto& o : env_overrides)
            if (kv.substr(0, kv.find('=') + 1) == o.substr(0, o.find('=') + 1)) overridden = true;
        if (!overridden) env.push_back(kv);
    }
    env.insert(env.end(), env_overrides.begin(), env_overrides.end());
    std::vector<char*> cargv, cenv;
    for (const auto& a : argv) cargv.push_back(const_cast<char*>(a.c_str()));
    cargv.push_back(nullptr);
    for (const auto& e : env) cenv.push_back(const_cast<char*>(e.c_str()));
    cenv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, stdout_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&actions, 2, stderr_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    pid_t pid = -1;
    int rc = ::posix_spawnp(&pid, cargv[0], &actions, nullptr, cargv.data(), cenv.data());
    posix_spawn_file_actions_destroy(&actions);
    if (rc != 0) throw std::runtime_error("cannot spawn " + argv[0] + ": " + std::strerror(rc));
    return pid;
}

std::optional<int> wait_exit(pid_t pid, std::chrono::milliseconds timeout) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        int status = 0;
        pid_t r = ::waitpid(pid, &status, WNOHANG);
        if (r == pid) return status;
        if (r < 0) return std::nullopt;
        if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

DaemonProcess::DaemonProcess(std::vector<std::string> extra_args, bool ready, std::vector<std::string> extra_env)
    : extra_args_(std::move(extra_args)), extra_env_(std::move(extra_env)) {
    launch();
    if (ready && !wait_ready())
        throw std::runtime_error("rusteald did not come up; stderr: " + read_file(runtime_.path() / "stderr.txt") +
                                 " log: " + read_file(log()));
}

void DaemonProcess::launch() {
    std::vector<std::string> argv{executable_.string(), "--log-file", log().string()};
    if (std::find(extra_args_.begin(), extra_args_.end(), "--log-level") == extra_args_.end())
        argv.insert(argv.end(), {"--log-level", "debug"});
    argv.insert(argv.end(), extra_args_.begin(), extra_args_.end());
    std::vector<std::string> env{env_entry(), "XDG_CONFIG_HOME=" + config_home().string()};
    env.insert(env.end(), extra_env_.begin(), extra_env_.end());
    pid_ = spawn(argv, env, "/dev/null", (runtime_.path() / "stderr.txt").string());
    reaped_ = false;
}

void DaemonProcess::restart(const std::filesystem::path& executable) {
    stop();
    if (!executable.empty()) executable_ = executable;
    launch();
    if (!wait_ready())
        throw std::runtime_error("rusteald did not come up again; stderr: " + read_file(runtime_.path() / "stderr.txt"));
}

DaemonProcess::~DaemonProcess() {
    if (!reaped_ && pid_ > 0) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, nullptr, 0);
    }
}

bool DaemonProcess::wait_ready(std::chrono::milliseconds timeout) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        try {
            auto c = connect();
            return true;
        } catch (const std::exception&) {
        }
        if (!reaped_) {
            int status = 0;
            if (::waitpid(pid_, &status, WNOHANG) == pid_) {
                reaped_ = true;
                return false;
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return false;
}

std::optional<int> DaemonProcess::wait(std::chrono::milliseconds timeout) {
    if (reaped_) return 0;
    auto status = wait_exit(pid_, timeout);
    if (status) reaped_ = true;
    return status;
}

std::optional<int> DaemonProcess::stop(std::chrono::milliseconds timeout) {
    if (reaped_) return 0;
    ::kill(pid_, SIGTERM);
    auto status = wait(timeout);
    if (!status) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, nullptr, 0);
        reaped_ = true;
    }
    return status;
}

std::size_t clients_once_settled(RpcClient& c, std::size_t expected) {
    std::size_t clients = 0;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    do {
        auto status = c.request("daemon/status");
        if (!status.as_object().contains("result")) throw std::runtime_error("daemon/status failed: " + boost::json::serialize(status));
        clients = status.at("result").at("clients").as_array().size();
    } while (clients != expected && std::chrono::steady_clock::now() < deadline);
    return clients;
}

KillOnFailure::~KillOnFailure() {
    if (pid > 0 && ::kill(pid, SIGKILL) == 0) wait_exit(pid, std::chrono::seconds(5));
}

} // namespace rusteal::test
