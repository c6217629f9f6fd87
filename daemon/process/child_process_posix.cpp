// ChildProcess on Linux: Boost.Process v2's POSIX launcher, a process group per child, signals.
#include "process/child_process.hpp"
#include "process/group_guard.hpp"

#if !defined(_WIN32)

#include "process/output_lines.hpp"

// Boost 1.81's Process v2 headers use these without including them under BOOST_PROCESS_USE_STD_FS.
#include <boost/optional.hpp>
#include <boost/type_traits.hpp>

#include <boost/asio/post.hpp>
#include <boost/asio/readable_pipe.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/process/v2/environment.hpp>
#include <boost/process/v2/posix/default_launcher.hpp>
#include <boost/process/v2/process.hpp>
#include <boost/process/v2/stdio.hpp>
#include <boost/process/v2/start_dir.hpp>

#include <array>
#include <csignal>
#include <cstring>
#include <map>

#include <fcntl.h>
#include <linux/close_range.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace rusteal::process {
namespace asio = boost::asio;
namespace bp = boost::process::v2;

namespace {

// Every descriptor above stderr closes at exec: the daemon's listening socket, its clients'
// connections and the read ends of other children's pipes must never reach a child (a child that
// kept them would hold the socket after the daemon died, or answer its clients). Boost.Process's
// own cleanup skips the descriptors below its highest whitelisted one, so this does not rely on
// it. CLOSE_RANGE_CLOEXEC (Linux 5.11) marks them all in one call and keeps the launcher's
// exec-error pipe working until exec; without it, each open descriptor is marked.
void close_inherited_descriptors_at_exec() {
#ifdef CLOSE_RANGE_CLOEXEC
    if (::close_range(3, ~0U, CLOSE_RANGE_CLOEXEC) == 0) return;
#endif
    rlimit limit{};
    const long max = ::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY
                         ? static_cast<long>(limit.rlim_cur)
                         : 65536;
    for (int fd = 3; fd < max; ++fd) {
        const int flags = ::fcntl(fd, F_GETFD);
        if (flags >= 0 && !(flags & FD_CLOEXEC)) ::fcntl(fd, F_SETFD, flags | FD_CLOEXEC);
    }
}

// Runs in the child between fork and exec: a group of its own, default signal dispositions
// (the daemon ignores SIGPIPE; a child must not inherit that), no descriptor but 0, 1 and 2.
struct ChildSetup {
    std::vector<std::string> environment; // "NAME=value"
    std::vector<const char*> environment_ptrs;

    // In the parent, before fork.
    template <typename Launcher>
    bp::error_code on_setup(Launcher& launcher, const bp::filesystem::path&, const char* const*&) {
        environment_ptrs.clear();
        for (const auto& kv : environment) environment_ptrs.push_back(kv.c_str());
        environment_ptrs.push_back(nullptr);
        launcher.env = environment_ptrs.data();
        return {};
    }

    template <typename Launcher>
    bp::error_code on_exec_setup(Launcher&, const bp::filesystem::path&, const char* const*) {
        ::setpgid(0, 0);
        ::signal(SIGPIPE, SIG_DFL);
        sigset_t none;
        sigemptyset(&none);
        ::sigprocmask(SIG_SETMASK, &none, nullptr);
        close_inherited_descriptors_at_exec();
        return {};
    }
};

std::vector<std::string> build_environment(const std::vector<std::pair<std::string, std::string>>& overrides) {
    std::map<std::string, std::string> vars;
    for (char** e = environ; e && *e; ++e) {
        std::string_view kv(*e);
        auto eq = kv.find('=');
        if (eq == std::string_view::npos) continue;
        vars[std::string(kv.substr(0, eq))] = std::string(kv.substr(eq + 1));
    }
    for (const auto& [k, v] : overrides) vars[k] = v;
    std::vector<std::string> out;
    out.reserve(vars.size());
    for (const auto& [k, v] : vars) out.push_back(k + "=" + v);
    return out;
}

std::filesystem::path resolve_executable(const std::string& name, const std::filesystem::path& cwd) {
    if (name.empty()) throw SpawnError("the command is empty");
    if (name.find('/') != std::string::npos) {
        std::filesystem::path p(name);
        if (p.is_relative() && !cwd.empty()) p = cwd / p;
        if (::access(p.c_str(), X_OK) != 0)
            throw SpawnError("cannot run '" + name + "': " + std::strerror(errno));
        return p;
    }
    auto found = bp::environment::find_executable(name);
    if (found.empty())
        throw SpawnError("command '" + name + "' not found in PATH; install it or give its full path");
    return found;
}

} // namespace

std::optional<std::filesystem::path> find_program(const std::string& name) {
    try {
        return resolve_executable(name, {});
    } catch (const SpawnError&) {
        return std::nullopt;
    }
}

std::string signal_name(int sig) {
    switch (sig) {
    case SIGTERM: return "SIGTERM";
    case SIGKILL: return "SIGKILL";
    case SIGINT: return "SIGINT";
    case SIGSEGV: return "SIGSEGV";
    case SIGABRT: return "SIGABRT";
    case SIGHUP: return "SIGHUP";
    case SIGPIPE: return "SIGPIPE";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGILL: return "SIGILL";
    default: return "signal " + std::to_string(sig);
    }
}

struct ChildProcess::Impl {
    Impl(asio::any_io_executor ex, ChildSpec s, LineHandler l, ExitHandler e)
        : executor(ex), spec(std::move(s)), on_line(std::move(l)), on_exit(std::move(e)), out(ex), err(ex),
          timeout_timer(ex), grace_timer(ex), drain_timer(ex), group_poll_timer(ex) {}

    struct Stream {
        OutputStream which;
        asio::readable_pipe* pipe;
        std::array<char, 64 * 1024> chunk{};
        OutputLines<kMaxLineBytes> lines;
        bool open = true;
    };

    asio::any_io_executor executor;
    ChildSpec spec;
    LineHandler on_line;
    ExitHandler on_exit;
    asio::readable_pipe out, err;
    std::optional<bp::process> proc;
    asio::steady_timer timeout_timer, grace_timer, drain_timer;
    // While a terminated tree's leader is gone but members remain: looks again shortly, so the
    // exit is reported as soon as the group is empty, not when the grace period ends (the last
    // members usually die of the same SIGTERM, a moment after the pipes end).
    asio::steady_timer group_poll_timer;
    bool group_poll_armed = false;
    std::weak_ptr<ChildProcess> owner;
    Stream streams[2] = {{OutputStream::Stdout, &out, {}, {}, true}, {OutputStream::Stderr, &err, {}, {}, true}};
    std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
    pid_t pid = -1;
    bool exited = false;
    bool reported = false;
    bool group_killed = false; // SIGKILL sent to the group after the grace period
    ExitStatus status;

    void emit_lines(Stream& s, std::size_t n, bool at_eof) {
        auto emit = [this, &s](std::string_view line) { on_line(s.which, line); };
        if (n > 0) s.lines.append(s.chunk.data(), n, emit);
        if (at_eof) s.lines.finish(emit);
    }

    void signal_group(int sig) {
        if (pid <= 0) return;
        // Members of the group may outlive its leader; its id stays theirs while any is alive.
        if (exited) {
            ::kill(-pid, sig);
            return;
        }
        // The child may not have reached setpgid yet: fall back to the process itself.
        if (::kill(-pid, sig) != 0) ::kill(pid, sig);
    }
    bool group_alive() const { return pid > 0 && ::kill(-pid, 0) == 0; }

    void poll_group_soon() {
        if (group_poll_armed) return;
        group_poll_armed = true;
        group_poll_timer.expires_after(std::chrono::milliseconds(10));
        group_poll_timer.async_wait([weak = owner](boost::system::error_code ec) {
            auto me = weak.lock();
            if (!me || ec) return;
            me->impl_->group_poll_armed = false;
            me->impl_->maybe_report();
        });
    }

    void maybe_report() {
        if (reported || !exited || streams[0].open || streams[1].open) return;
        // Terminated: the job is over when its whole group is, not when its leader is. Members
        // that outlived SIGTERM get SIGKILL when the grace period ends, which reports then.
        if (status.terminated && !group_killed && group_alive()) {
            poll_group_soon();
            return;
        }
        reported = true;
        unguard_group(pid);
        timeout_timer.cancel();
        grace_timer.cancel();
        drain_timer.cancel();
        group_poll_timer.cancel();
        status.duration = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started);
        auto handler = std::move(on_exit);
        on_line = nullptr;
        if (handler) handler(status);
    }
};

ChildProcess::ChildProcess(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

ChildProcess::~ChildProcess() {
    // What outlived a cancel (not yet reported: the group still had members when last looked at,
    // so its id is still theirs).
    if (impl_ && impl_->exited && impl_->status.terminated && !impl_->reported) impl_->signal_group(SIGKILL);
    if (impl_ && impl_->proc && !impl_->exited) {
        impl_->signal_group(SIGKILL);
        impl_->proc->detach(); // reaped below; never block the loop in a destructor
        int st = 0;
        ::waitpid(impl_->pid, &st, 0);
    }
    if (impl_ && !impl_->reported) unguard_group(impl_->pid);
}

pid_t ChildProcess::pid() const { return impl_->pid; }
bool ChildProcess::running() const { return !impl_->exited; }

void ChildProcess::terminate() {
    auto& im = *impl_;
    if (im.reported || im.status.terminated) return;
    if (im.exited && !im.group_alive()) return;
    im.status.terminated = true;
    im.signal_group(SIGTERM);
    im.grace_timer.expires_after(im.spec.kill_grace);
    im.grace_timer.async_wait([self = shared_from_this()](boost::system::error_code ec) {
        if (ec) return;
        auto& im2 = *self->impl_;
        im2.signal_group(SIGKILL);
        im2.group_killed = true;
        im2.maybe_report();
    });
}

std::shared_ptr<ChildProcess> ChildProcess::start(asio::any_io_executor executor, ChildSpec spec, LineHandler on_line,
                                                  ExitHandler on_exit) {
    if (spec.argv.empty()) throw SpawnError("the command is empty");
    auto exe = resolve_executable(spec.argv[0], spec.cwd);
    if (!spec.cwd.empty() && !std::filesystem::is_directory(spec.cwd))
        throw SpawnError("working directory '" + spec.cwd.string() + "' does not exist");

    auto impl = std::make_unique<Impl>(executor, std::move(spec), std::move(on_line), std::move(on_exit));
    auto& im = *impl;
    std::vector<std::string> args(im.spec.argv.begin() + 1, im.spec.argv.end());
    ChildSetup setup{build_environment(im.spec.env_set), {}};
    bp::error_code ec;
    bp::filesystem::path cwd = im.spec.cwd.empty() ? std::filesystem::current_path() : im.spec.cwd;
    bp::process proc = bp::default_process_launcher()(executor, ec, exe, args, bp::process_stdio{nullptr, im.out, im.err},
                                          bp::process_start_dir{cwd}, setup);
    if (ec) throw SpawnError("cannot start '" + im.spec.argv[0] + "': " + ec.message());
    im.pid = proc.id();
    im.proc.emplace(std::move(proc));
    guard_group(im.pid); // the child's group: its id is the child's (setpgid(0, 0) at exec)

    auto self = std::make_shared<ChildProcess>(std::move(impl));
    std::weak_ptr<ChildProcess> weak = self;
    self->impl_->owner = weak;

    for (auto& stream : self->impl_->streams) {
        auto read = std::make_shared<std::function<void()>>();
        *read = [weak, s = &stream, read]() {
            auto me = weak.lock();
            if (!me) return;
            s->pipe->async_read_some(asio::buffer(s->chunk), [me, s, read](boost::system::error_code rec, std::size_t n) {
                auto& im2 = *me->impl_;
                if (n > 0 && im2.on_line) im2.emit_lines(*s, n, false);
                if (rec) {
                    if (im2.on_line) im2.emit_lines(*s, 0, true);
                    s->open = false;
                    boost::system::error_code ignore;
                    s->pipe->close(ignore);
                    *read = nullptr; // break the self-reference
                    im2.maybe_report();
                    return;
                }
                (*read)();
            });
        };
        (*read)();
    }

    if (self->impl_->spec.timeout) {
        self->impl_->timeout_timer.expires_after(*self->impl_->spec.timeout);
        self->impl_->timeout_timer.async_wait([weak](boost::system::error_code tec) {
            auto me = weak.lock();
            if (!me || tec || me->impl_->exited) return;
            me->impl_->status.timed_out = true;
            me->terminate();
        });
    }

    self->impl_->proc->async_wait([me = self](bp::error_code wec, int) {
        auto& im2 = *me->impl_;
        im2.exited = true;
        int raw = im2.proc->native_exit_code();
        if (wec) {
            im2.status.exit_code = std::nullopt;
        } else if (WIFEXITED(raw)) {
            im2.status.exit_code = WEXITSTATUS(raw);
        } else if (WIFSIGNALED(raw)) {
            im2.status.signal = WTERMSIG(raw);
        }
        // The rest of the output is read to the pipes' end. Grandchildren in the child's group may
        // keep the pipes open: then the output gets a moment and reading stops. With none left, the
        // end comes once what is in the pipes is read (on a loaded machine that may take longer
        // than the moment: cutting it short lost a last line); a process that left the group and
        // kept the pipes bounds the wait.
        im2.drain_timer.expires_after(im2.group_alive() ? kDrainWithGrandchildren : kDrainWithoutGrandchildren);
        im2.drain_timer.async_wait([me](boost::system::error_code dec) {
            if (dec) return;
            boost::system::error_code ignore;
            me->impl_->out.close(ignore);
            me->impl_->err.close(ignore);
        });
        im2.maybe_report();
    });
    return self;
}

} // namespace rusteal::process

#endif // !_WIN32
