#pragma once
// Runs the real `rusteal` client against a test's daemon (its runtime folder and machine config),
// reads the result of a `--json` run, and waits for an editor to attach.
#include "exit_status.hpp"
#include "daemon_process.hpp"
#include "shell.hpp"

#include <catch2/catch.hpp>

#include <boost/json.hpp>

#include <sys/wait.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

namespace rusteal::test {

// `rusteal <args>` (args already quoted for the shell); its exit code, its output in `out`.
inline int run_cli(const DaemonProcess& d, const std::string& args, const std::filesystem::path& log, std::string& out) {
    const std::string cmd = d.env_entry() + " XDG_CONFIG_HOME='" + d.config_home().string() + "' '" + RUSTEAL_CLI_PATH + "' " + args;
    const int status = run_logged(cmd, log, out);
    if (exit_code_of(status) < 0) FAIL_CHECK("rusteal " << args << " " << how_it_ended(status));
    return exit_code_of(status);
}

// `rusteal build --project <root>` started in the background against the test's daemon, each of
// `cargo_configs` as a --cargo-config and its output in `log`: the client's pid (the caller reaps
// it, or kills it: KillOnFailure).
inline pid_t spawn_build(const DaemonProcess& d, const std::filesystem::path& root,
                         const std::vector<std::string>& cargo_configs, const std::filesystem::path& log) {
    std::vector<std::string> argv{RUSTEAL_CLI_PATH, "build", "--project", root.string()};
    for (const auto& c : cargo_configs) argv.insert(argv.end(), {"--cargo-config", c});
    return spawn(argv, {d.env_entry(), "XDG_CONFIG_HOME=" + d.config_home().string()}, log.string(), log.string());
}

// The last `{"result": ...}` line of a `--json` run.
inline boost::json::object json_result(const std::string& out) {
    const auto at = out.rfind("{\"result\"");
    REQUIRE(at != std::string::npos);
    return boost::json::parse(out.substr(at, out.find('\n', at) - at)).at("result").as_object();
}

// Until an editor has attached to the daemon (or 20 s passed).
inline void wait_for_an_editor(const DaemonProcess& d) {
    auto c = d.connect();
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (c.request("editors/list").at("result").at("editors").as_array().empty() && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
}

} // namespace rusteal::test
