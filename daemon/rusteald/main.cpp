// rusteald: the per-user rusteal daemon. Normally started by the `rusteal` client, which detaches
// it; run it in a terminal with --foreground to watch its log.
//
// Exit codes: 0 stopped normally, 1 could not start, 2 usage error, 3 another rusteald of this
// user is already running.
#include "common/log.hpp"
#include "common/runtime_paths.hpp"
#include "core/daemon_core.hpp"
#include "rusteald/instance_lock.hpp"
#include "server/listeners.hpp"
#include "server/server.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/program_options.hpp>

#include <csignal>
#include <cstring>
#include <fstream>
#include <iostream>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace po = boost::program_options;
namespace fs = std::filesystem;
using namespace rusteal;

namespace {

constexpr int kExitOk = 0, kExitFailed = 1, kExitUsage = 2, kExitAlreadyRunning = 3;

std::string random_token() {
    unsigned char bytes[32];
    int fd = ::open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    if (fd < 0 || ::read(fd, bytes, sizeof bytes) != static_cast<ssize_t>(sizeof bytes))
        throw std::runtime_error(std::string("cannot read /dev/urandom: ") + std::strerror(errno));
    ::close(fd);
    static const char* hex = "0123456789abcdef";
    std::string out;
    for (unsigned char b : bytes) {
        out += hex[b >> 4];
        out += hex[b & 15];
    }
    return out;
}

// Written with O_EXCL after removing any old file, so the file is 0600 from its first byte and
// never a symlink planted by someone else.
void write_private_file(const fs::path& path, const std::string& content) {
    ::unlink(path.c_str());
    int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) throw std::runtime_error("cannot create " + path.string() + ": " + std::strerror(errno));
    bool ok = ::write(fd, content.data(), content.size()) == static_cast<ssize_t>(content.size());
    ::close(fd);
    if (!ok) throw std::runtime_error("cannot write " + path.string());
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
    std::signal(SIGPIPE, SIG_IGN);

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
        fs::path log_file = vm.count("log-file") ? fs::path(vm["log-file"].as<std::string>()) : common::default_log_file();
        log.open(log_file, vm["log-max-bytes"].as<std::uintmax_t>(), vm["log-keep"].as<int>(), vm.count("foreground") > 0);
        common::log_info("rusteald " RUSTEAL_VERSION " starting, pid " + std::to_string(::getpid()));

        // Started by systemd's socket unit: its socket, which it keeps.
        const auto activated = server::activated_unix_socket();
        if (activated) paths.socket = activated->second;
        // We hold the lock, so a socket (or a TCP port and token) left here belongs to a daemon
        // that died; a client must not find a port nobody listens on.
        if (!activated && ::unlink(paths.socket.c_str()) == 0) common::log_info("removed a stale socket " + paths.socket.string());
        ::unlink(paths.token.c_str());
        ::unlink(paths.tcp_port.c_str());

        boost::asio::io_context io(1);
        core::DaemonCore core(io.get_executor(), std::chrono::milliseconds(vm["kill-grace-ms"].as<long>()));
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
            srv.options().tcp_token = random_token();
            tcp.emplace(io, srv, vm["tcp-port"].as<unsigned short>());
            srv.options().tcp_port = tcp->port();
            write_private_file(paths.token, srv.options().tcp_token + "\n");
            write_private_file(paths.tcp_port, std::to_string(tcp->port()) + "\n");
            common::log_info("listening on 127.0.0.1:" + std::to_string(tcp->port()) + " (token in " +
                             paths.token.string() + ")");
        }
        std::optional<server::LocalListener> local_listener_slot;
        if (activated)
            local_listener_slot.emplace(io, srv, std::make_unique<transport::LocalAcceptor>(io, paths.socket, activated->first));
        else local_listener_slot.emplace(io, srv, paths.socket);
        server::LocalListener& local_listener = *local_listener_slot;

        boost::asio::signal_set signals(io, SIGTERM, SIGINT, SIGHUP);
        signals.async_wait([&](boost::system::error_code ec, int sig) {
            if (!ec) srv.shutdown("received " + std::string(sig == SIGTERM ? "SIGTERM" : sig == SIGINT ? "SIGINT" : "SIGHUP"));
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
                ::unlink(paths.token.c_str());
                ::unlink(paths.tcp_port.c_str());
            }
        });
        srv.set_stopped_callback([&] { io.stop(); });
        local_listener.start();
        if (tcp) tcp->start();
        common::log_info("listening on " + paths.socket.string() + (activated ? " (a socket systemd passed)" : ""));
        io.run();
        common::log_info("rusteald stopped");
        return kExitOk;
    } catch (const std::exception& e) {
        common::log_error(e.what());
        std::cerr << "rusteald: " << e.what() << "\n";
        return kExitFailed;
    }
}
