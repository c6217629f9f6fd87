// rusteald: the per-user rusteal daemon. Normally started by the `rusteal` client, which detaches
// it; run it in a terminal with --foreground to watch its log.
//
// Exit codes: 0 stopped normally, 1 could not start, 2 usage error, 3 another rusteald of this
// user is already running.
#include "common/file_io.hpp"
#include "common/log.hpp"
#include "common/runtime_paths.hpp"
#include "common/this_process.hpp"
#include "core/daemon_core.hpp"
#include "process/group_guard.hpp"
#include "rusteald/instance_lock.hpp"
#include "server/listeners.hpp"
#include "server/server.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/program_options.hpp>

#include <csignal>
#include <iostream>

namespace po = boost::program_options;
namespace fs = std::filesystem;
using namespace rusteal;

namespace {

constexpr int kExitOk = 0, kExitFailed = 1, kExitUsage = 2, kExitAlreadyRunning = 3;

void write_private_file(const fs::path& path, const std::string& content) {
    std::string error;
    if (!common::file_io::write_private_file(path, content, error)) throw std::runtime_error(error);
}

// The TCP listener's files: a client must not find a port nobody listens on.
void remove_tcp_files(const common::RuntimePaths& paths) {
    std::error_code ignore;
    fs::remove(paths.token, ignore);
    fs::remove(paths.tcp_port, ignore);
}

} // namespace

int main(int argc, char** argv) {
    po::options_description opts("rusteald options");
    // clang-format off
    opts.add_options()
        ("help,h", "show this help")
        ("version", "print the version")
        ("foreground", "also write the log to stderr")
        ("idle-timeout", po::value<long>()->default_value(3 * 60 * 60), "exit after this many seconds with no client and no job (0: never)")
        ("tcp-port", po::value<unsigned short>(), "also listen on 127.0.0.1:PORT (0: any free port); clients need the token file")
        ("log-file", po::value<std::string>(), "log file (default: $XDG_STATE_HOME/rusteal/rusteald.log)")
        ("log-max-bytes", po::value<std::uintmax_t>()->default_value(5u * 1024 * 1024), "rotate the log at this size")
        ("log-keep", po::value<int>()->default_value(3), "rotated logs to keep")
        ("log-level", po::value<std::string>()->default_value("info"), "debug, info, warn or error")
        ("max-content-length", po::value<std::size_t>()->default_value(transport::kDefaultMaxContentLength), "largest message body accepted, in bytes")
        ("kill-grace-ms", po::value<long>()->default_value(3000), "after SIGTERM, wait this long before SIGKILL")
        ("tcp-auth-timeout-ms", po::value<long>()->default_value(10000), "close a TCP client that has not sent the token within this long")
        ("max-unauthenticated", po::value<std::size_t>()->default_value(32), "TCP clients that may wait to authenticate at once; more are refused");
    // clang-format on
    po::variables_map vm;
    try {
        po::store(po::parse_command_line(argc, argv, opts), vm);
        po::notify(vm);
        if (vm["idle-timeout"].as<long>() < 0) throw po::error("--idle-timeout must be 0 or more seconds");
        if (vm["kill-grace-ms"].as<long>() < 0) throw po::error("--kill-grace-ms must be 0 or more");
        if (vm["tcp-auth-timeout-ms"].as<long>() <= 0) throw po::error("--tcp-auth-timeout-ms must be more than 0");
        if (vm["max-unauthenticated"].as<std::size_t>() == 0) throw po::error("--max-unauthenticated must be 1 or more");
        if (vm["log-keep"].as<int>() < 0) throw po::error("--log-keep must be 0 or more");
        const auto& lvl = vm["log-level"].as<std::string>();
        if (lvl != "debug" && lvl != "info" && lvl != "warn" && lvl != "error")
            throw po::error("--log-level must be debug, info, warn or error, not '" + lvl + "'");
    } catch (const po::error& e) {
        std::cerr << "rusteald: " << e.what() << "\n" << opts;
        return kExitUsage;
    }
    if (vm.count("help")) {
        std::cout << "rusteald: the rusteal daemon (one per user). Usually started by `rusteal`.\n\n" << opts;
        return kExitOk;
    }
    if (vm.count("version")) {
        std::cout << "rusteald " << RUSTEAL_VERSION << "\n";
        return kExitOk;
    }
#ifdef SIGPIPE
    std::signal(SIGPIPE, SIG_IGN);
#endif

    auto paths = common::runtime_paths();
    auto& log = common::Log::instance();
    const auto& level = vm["log-level"].as<std::string>();
    log.set_level(level == "debug" ? common::LogLevel::Debug : level == "warn" ? common::LogLevel::Warn
                  : level == "error" ? common::LogLevel::Error : common::LogLevel::Info);
    try {
        common::ensure_private_dir(paths.dir);
        std::optional<daemon::InstanceLock::Held> held_by;
        auto lock = daemon::InstanceLock::acquire(paths.lock, held_by);
        if (held_by) {
            std::cerr << "rusteald: another rusteald is already running for this user"
                      << (held_by->owner_pid.empty() ? "" : " (pid " + held_by->owner_pid + ")") << " on "
                      << paths.socket.string() << "; stop it with 'rusteal daemon stop' first\n";
            return kExitAlreadyRunning;
        }
        fs::path log_file = vm.count("log-file") ? utf8_path(vm["log-file"].as<std::string>()) : common::default_log_file();
        log.open(log_file, vm["log-max-bytes"].as<std::uintmax_t>(), vm["log-keep"].as<int>(), vm.count("foreground") > 0);
        common::log_info("rusteald " RUSTEAL_VERSION " starting, pid " + std::to_string(common::this_process::id()));
        // Before any thread: the guardian that ends our jobs' process groups if we die without
        // ending them (kill -9, a crash), so no orphaned cargo holds the next build's lock.
        if (std::string why; !process::start_group_guard(why))
            common::log_warn(why + "; a job's processes may outlive this daemon if it is killed");

        boost::asio::io_context io(1);
        // Started by systemd's socket unit: its socket, which it keeps.
        auto activated = transport::activated_acceptor(io);
        const bool was_activated = activated != nullptr;
        if (activated) paths.socket = activated->address();
        // We hold the lock, so a socket (or a TCP port and token) left here belongs to a daemon
        // that died; a client must not find a port nobody listens on.
        if (!activated && transport::remove_stale_endpoint(paths.socket))
            common::log_info("removed a stale socket " + paths.socket.string());
        remove_tcp_files(paths);

        core::DaemonCore core(io.get_executor(), std::chrono::milliseconds(vm["kill-grace-ms"].as<long>()));
        // A deploy a killed daemon left half done: its `.partial` goes now, not at the next build.
        for (const auto& line : core.use_deploy_journal(paths.dir / "deploys-under-way"))
            common::log_info(line);
        server::ServerOptions options;
        options.max_content_length = vm["max-content-length"].as<std::size_t>();
        options.idle_timeout = std::chrono::seconds(vm["idle-timeout"].as<long>());
        options.socket_path = paths.socket.string();
        options.log_file = log_file.string();
        options.token_file = paths.token.string();
        options.tcp_auth_timeout = std::chrono::milliseconds(vm["tcp-auth-timeout-ms"].as<long>());
        options.max_unauthenticated = vm["max-unauthenticated"].as<std::size_t>();

        std::optional<server::TcpListener> tcp;
        server::Server srv(io, core, options);
        server::register_methods(srv);
        // TCP first: once the Unix socket exists clients may connect, and everything they can
        // ask about (the TCP port, the token file) must already be there.
        if (vm.count("tcp-port")) {
            srv.options().tcp_token = common::this_process::random_hex(32);
            tcp.emplace(io, srv, vm["tcp-port"].as<unsigned short>());
            srv.options().tcp_port = tcp->port();
            write_private_file(paths.token, srv.options().tcp_token + "\n");
            write_private_file(paths.tcp_port, std::to_string(tcp->port()) + "\n");
            common::log_info("listening on 127.0.0.1:" + std::to_string(tcp->port()) + " (token in " +
                             paths.token.string() + ")");
        }
        std::optional<server::LocalListener> local_listener_slot;
        if (activated) local_listener_slot.emplace(io, srv, std::move(activated));
        else local_listener_slot.emplace(io, srv, paths.socket);
        server::LocalListener& local_listener = *local_listener_slot;

        // Windows has no SIGHUP; its console's Ctrl+Break arrives as SIGBREAK.
        boost::asio::signal_set signals(io, SIGTERM, SIGINT);
#ifdef SIGHUP
        signals.add(SIGHUP);
#endif
#ifdef SIGBREAK
        signals.add(SIGBREAK);
#endif
        signals.async_wait([&](boost::system::error_code ec, int sig) {
            if (ec) return;
            const char* name = sig == SIGTERM ? "SIGTERM" : sig == SIGINT ? "SIGINT" : "a signal";
#ifdef SIGHUP
            if (sig == SIGHUP) name = "SIGHUP";
#endif
#ifdef SIGBREAK
            if (sig == SIGBREAK) name = "Ctrl+Break";
#endif
            srv.shutdown("received " + std::string(name));
        });
        boost::asio::steady_timer hard_stop(io);
        const auto kill_grace = std::chrono::milliseconds(vm["kill-grace-ms"].as<long>());
        srv.set_stop_accepting_callback([&] {
            // Children get their grace period; a client that never reads its last reply does not
            // hold the daemon up beyond it.
            hard_stop.expires_after(kill_grace + std::chrono::seconds(3));
            hard_stop.async_wait([&](boost::system::error_code ec) {
                if (!ec) {
                    common::log_warn("shutdown took too long; stopping now");
                    io.stop();
                }
            });
            local_listener.close();
            if (tcp) {
                tcp->close();
                remove_tcp_files(paths);
            }
        });
        srv.set_stopped_callback([&] { io.stop(); });
        local_listener.start();
        if (tcp) tcp->start();
        common::log_info("listening on " + paths.socket.string() + (was_activated ? " (a socket systemd passed)" : ""));
        io.run();
        common::log_info("rusteald stopped");
        return kExitOk;
    } catch (const std::exception& e) {
        // Failed before the log was opened (the runtime folder is not ours, say): the line goes
        // to the log too, where a client that started this daemon in the background points.
        if (log.file().empty()) {
            try {
                log.open(vm.count("log-file") ? utf8_path(vm["log-file"].as<std::string>()) : common::default_log_file(),
                         vm["log-max-bytes"].as<std::uintmax_t>(), vm["log-keep"].as<int>(), false);
            } catch (const std::exception&) {
            }
        }
        common::log_error(e.what());
        if (!log.file().empty()) std::cerr << "rusteald: " << e.what() << "\n";
        return kExitFailed;
    }
}
