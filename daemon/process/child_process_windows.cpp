// ChildProcess on Windows: CreateProcessW into a Job Object (its whole tree, closed with the
// daemon), output through overlapped named pipes on Asio's stream handles, the exit through an
// object handle, a console CTRL_BREAK before TerminateJobObject.
#include "process/child_process.hpp"

#if defined(_WIN32)

#include "process/output_lines.hpp"

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/windows/object_handle.hpp>
#include <boost/asio/windows/stream_handle.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <cwchar>
#include <map>
#include <utility>

#include "common/windows_system.hpp"

namespace rusteal::process {
namespace asio = boost::asio;

namespace {

// What TerminateJobObject gives the processes it ends (1: what a forced exit usually reports).
constexpr UINT kTerminatedExitCode = 1;

std::wstring widen(std::string_view utf8) { return common::windows::utf16(utf8); }
std::string last_error_text(DWORD code) { return common::windows::system_message(code); }

class Handle {
public:
    Handle() = default;
    explicit Handle(HANDLE h) : h_(h == INVALID_HANDLE_VALUE ? nullptr : h) {}
    ~Handle() { reset(); }
    Handle(Handle&& o) noexcept : h_(std::exchange(o.h_, nullptr)) {}
    Handle& operator=(Handle&& o) noexcept {
        if (this != &o) {
            reset();
            h_ = std::exchange(o.h_, nullptr);
        }
        return *this;
    }
    HANDLE get() const { return h_; }
    HANDLE release() { return std::exchange(h_, nullptr); }
    void reset() {
        if (h_) ::CloseHandle(h_);
        h_ = nullptr;
    }
    explicit operator bool() const { return h_ != nullptr; }

private:
    HANDLE h_ = nullptr;
};

bool names_folder(const std::string& name) { return name.find_first_of("/\\:") != std::string::npos; }

bool is_file(const std::filesystem::path& p) {
    std::error_code ec;
    return std::filesystem::is_regular_file(p, ec);
}

// argv[0] as CreateProcess would not find it on its own: with PATHEXT's usual extensions, in the
// working directory for a relative path, in PATH otherwise.
std::filesystem::path resolve_executable(const std::string& name, const std::filesystem::path& cwd) {
    if (name.empty()) throw SpawnError("the command is empty");
    static const std::array<const wchar_t*, 5> extensions{L"", L".com", L".exe", L".bat", L".cmd"};
    auto with_extension = [](const std::filesystem::path& base) -> std::filesystem::path {
        for (const wchar_t* ext : extensions) {
            std::filesystem::path candidate = base;
            if (*ext) candidate += ext;
            else if (!base.has_extension()) continue;
            if (is_file(candidate)) return candidate;
        }
        return {};
    };
    if (names_folder(name)) {
        std::filesystem::path p = std::filesystem::path(widen(name));
        if (p.is_relative() && !cwd.empty()) p = cwd / p;
        const auto found = with_extension(p);
        if (found.empty()) throw SpawnError("cannot run '" + name + "': no such program");
        return found;
    }
    const DWORD n = ::GetEnvironmentVariableW(L"PATH", nullptr, 0);
    std::wstring path(n, L'\0');
    if (n) path.resize(::GetEnvironmentVariableW(L"PATH", path.data(), n));
    std::size_t start = 0;
    while (start <= path.size()) {
        const std::size_t end = std::min(path.find(L';', start), path.size());
        if (end > start) {
            const auto found = with_extension(std::filesystem::path(path.substr(start, end - start)) / widen(name));
            if (!found.empty()) return found;
        }
        start = end + 1;
    }
    throw SpawnError("command '" + name + "' not found in PATH; install it or give its full path");
}

// One argument as the Microsoft C runtime parses it back (backslashes double before a quote).
void append_quoted(std::wstring& line, const std::wstring& arg) {
    if (!line.empty()) line += L' ';
    if (!arg.empty() && arg.find_first_of(L" \t\n\v\"") == std::wstring::npos) {
        line += arg;
        return;
    }
    line += L'"';
    std::size_t backslashes = 0;
    for (wchar_t c : arg) {
        if (c == L'\\') {
            ++backslashes;
            continue;
        }
        line.append(c == L'"' ? backslashes * 2 + 1 : backslashes, L'\\');
        backslashes = 0;
        line += c;
    }
    line.append(backslashes * 2, L'\\');
    line += L'"';
}

std::wstring command_line(const std::filesystem::path& exe, const std::vector<std::string>& argv) {
    std::wstring line;
    const std::wstring ext = exe.extension().wstring();
    const bool script = _wcsicmp(ext.c_str(), L".bat") == 0 || _wcsicmp(ext.c_str(), L".cmd") == 0;
    append_quoted(line, exe.wstring());
    for (std::size_t i = 1; i < argv.size(); ++i) append_quoted(line, widen(argv[i]));
    // cmd /c strips the outer quotes of the rest (/s), so the script's own quoting survives.
    return script ? L"cmd.exe /d /s /c \"" + line + L"\"" : line;
}

// The daemon's environment with the spec's variables set (names compare without case, as
// Windows compares them), sorted, as CreateProcessW's Unicode block.
std::wstring environment_block(const std::vector<std::pair<std::string, std::string>>& overrides) {
    struct NoCase {
        bool operator()(const std::wstring& a, const std::wstring& b) const { return _wcsicmp(a.c_str(), b.c_str()) < 0; }
    };
    std::map<std::wstring, std::wstring, NoCase> vars;
    if (wchar_t* block = ::GetEnvironmentStringsW()) {
        for (const wchar_t* e = block; *e; e += wcslen(e) + 1) {
            const std::wstring_view kv(e);
            const auto eq = kv.find(L'=', 1); // "=C:=C:\dir" entries start with '='
            if (eq == std::wstring_view::npos) continue;
            vars[std::wstring(kv.substr(0, eq))] = std::wstring(kv.substr(eq + 1));
        }
        ::FreeEnvironmentStringsW(block);
    }
    for (const auto& [k, v] : overrides) vars[widen(k)] = widen(v);
    std::wstring out;
    for (const auto& [k, v] : vars) out += k + L"=" + v + L'\0';
    out += L'\0';
    return out;
}

// An overlapped read end for the daemon and an inheritable write end for the child.
std::pair<Handle, Handle> output_pipe() {
    static std::atomic<unsigned> counter{0};
    const std::wstring name = L"\\\\.\\pipe\\rusteal-child-" + std::to_wstring(::GetCurrentProcessId()) + L"-" +
                              std::to_wstring(counter.fetch_add(1));
    Handle read(::CreateNamedPipeW(name.c_str(), PIPE_ACCESS_INBOUND | FILE_FLAG_OVERLAPPED | FILE_FLAG_FIRST_PIPE_INSTANCE,
                                   PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT | PIPE_REJECT_REMOTE_CLIENTS, 1, 64 * 1024,
                                   64 * 1024, 0, nullptr));
    if (!read) throw SpawnError("cannot create an output pipe: " + last_error_text(::GetLastError()));
    SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    Handle write(::CreateFileW(name.c_str(), GENERIC_WRITE, 0, &inherit, OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr));
    if (!write) throw SpawnError("cannot open an output pipe: " + last_error_text(::GetLastError()));
    return {std::move(read), std::move(write)};
}

} // namespace

std::optional<std::filesystem::path> find_program(const std::string& name) {
    try {
        return resolve_executable(name, {});
    } catch (const SpawnError&) {
        return std::nullopt;
    }
}

std::string signal_name(int sig) { return "signal " + std::to_string(sig); }

struct ChildProcess::Impl {
    Impl(asio::any_io_executor ex, ChildSpec s, LineHandler l, ExitHandler e)
        : executor(ex), spec(std::move(s)), on_line(std::move(l)), on_exit(std::move(e)), out(ex), err(ex), process(ex),
          timeout_timer(ex), grace_timer(ex), drain_timer(ex) {}

    struct Stream {
        OutputStream which;
        asio::windows::stream_handle* pipe;
        std::array<char, 64 * 1024> chunk{};
        OutputLines<kMaxLineBytes> lines;
        bool open = true;
    };

    asio::any_io_executor executor;
    ChildSpec spec;
    LineHandler on_line;
    ExitHandler on_exit;
    asio::windows::stream_handle out, err;
    asio::windows::object_handle process;
    Handle job;
    asio::steady_timer timeout_timer, grace_timer, drain_timer;
    Stream streams[2] = {{OutputStream::Stdout, &out, {}, {}, true}, {OutputStream::Stderr, &err, {}, {}, true}};
    std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
    DWORD pid = 0;
    bool exited = false;
    bool reported = false;
    bool tree_killed = false; // TerminateJobObject after the grace period
    ExitStatus status;

    void emit_lines(Stream& s, std::size_t n, bool at_eof) {
        auto emit = [this, &s](std::string_view line) { on_line(s.which, line); };
        if (n > 0) s.lines.append(s.chunk.data(), n, emit);
        if (at_eof) s.lines.finish(emit);
    }

    bool tree_alive() const {
        JOBOBJECT_BASIC_ACCOUNTING_INFORMATION info{};
        return job && ::QueryInformationJobObject(job.get(), JobObjectBasicAccountingInformation, &info, sizeof info, nullptr) &&
               info.ActiveProcesses > 0;
    }
    void kill_tree() {
        if (job) ::TerminateJobObject(job.get(), kTerminatedExitCode);
    }

    void maybe_report() {
        if (reported || !exited || streams[0].open || streams[1].open) return;
        // Terminated: the job is over when its whole tree is, not when the child is.
        if (status.terminated && !tree_killed && tree_alive()) return;
        reported = true;
        timeout_timer.cancel();
        grace_timer.cancel();
        drain_timer.cancel();
        status.duration = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started);
        auto handler = std::move(on_exit);
        on_line = nullptr;
        if (handler) handler(status);
    }
};

ChildProcess::ChildProcess(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

ChildProcess::~ChildProcess() {
    // Whatever of the tree is left ends with it (the job would end it on close anyway).
    if (impl_ && (!impl_->exited || impl_->tree_alive())) impl_->kill_tree();
}

pid_t ChildProcess::pid() const { return static_cast<pid_t>(impl_->pid); }
bool ChildProcess::running() const { return !impl_->exited; }

void ChildProcess::terminate() {
    auto& im = *impl_;
    if (im.reported || im.status.terminated) return;
    if (im.exited && !im.tree_alive()) return;
    im.status.terminated = true;
    // Reaches the child only when it shares the daemon's console; the grace period covers the rest.
    ::GenerateConsoleCtrlEvent(CTRL_BREAK_EVENT, im.pid);
    im.grace_timer.expires_after(im.spec.kill_grace);
    im.grace_timer.async_wait([self = shared_from_this()](boost::system::error_code ec) {
        if (ec) return;
        auto& im2 = *self->impl_;
        im2.kill_tree();
        im2.tree_killed = true;
        im2.maybe_report();
    });
}

std::shared_ptr<ChildProcess> ChildProcess::start(asio::any_io_executor executor, ChildSpec spec, LineHandler on_line,
                                                  ExitHandler on_exit) {
    if (spec.argv.empty()) throw SpawnError("the command is empty");
    if (!spec.cwd.empty() && !std::filesystem::is_directory(spec.cwd))
        throw SpawnError("working directory '" + spec.cwd.string() + "' does not exist");
    const auto exe = resolve_executable(spec.argv[0], spec.cwd);

    auto impl = std::make_unique<Impl>(executor, std::move(spec), std::move(on_line), std::move(on_exit));
    auto& im = *impl;
    auto [out_read, out_write] = output_pipe();
    auto [err_read, err_write] = output_pipe();
    SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    Handle null_in(::CreateFileW(L"NUL", GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, &inherit, OPEN_EXISTING, 0, nullptr));

    im.job = Handle(::CreateJobObjectW(nullptr, nullptr));
    if (!im.job) throw SpawnError("cannot create a job object: " + last_error_text(::GetLastError()));
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
    // BREAKAWAY_OK: a process that asks to leave (a daemon the command starts) may, as a new
    // session leaves the process group on Linux; everything else ends with the tree.
    limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE | JOB_OBJECT_LIMIT_BREAKAWAY_OK;
    ::SetInformationJobObject(im.job.get(), JobObjectExtendedLimitInformation, &limits, sizeof limits);

    // Only these three handles are inherited, whatever else the daemon has open.
    std::array<HANDLE, 3> inherited{null_in.get(), out_write.get(), err_write.get()};
    SIZE_T attr_size = 0;
    ::InitializeProcThreadAttributeList(nullptr, 1, 0, &attr_size);
    std::vector<unsigned char> attr_storage(attr_size);
    auto* attrs = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(attr_storage.data());
    const bool have_list = ::InitializeProcThreadAttributeList(attrs, 1, 0, &attr_size) &&
                           ::UpdateProcThreadAttribute(attrs, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, inherited.data(),
                                                       sizeof(HANDLE) * inherited.size(), nullptr, nullptr);

    STARTUPINFOEXW startup{};
    startup.StartupInfo.cb = sizeof startup;
    startup.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
    startup.StartupInfo.hStdInput = null_in.get();
    startup.StartupInfo.hStdOutput = out_write.get();
    startup.StartupInfo.hStdError = err_write.get();
    startup.lpAttributeList = have_list ? attrs : nullptr;

    std::wstring line = command_line(exe, im.spec.argv);
    std::wstring env = environment_block(im.spec.env_set);
    const std::wstring cwd = im.spec.cwd.empty() ? std::wstring() : im.spec.cwd.wstring();
    const DWORD flags = CREATE_SUSPENDED | CREATE_NEW_PROCESS_GROUP | CREATE_UNICODE_ENVIRONMENT |
                        (have_list ? EXTENDED_STARTUPINFO_PRESENT : 0);
    PROCESS_INFORMATION info{};
    const BOOL ok = ::CreateProcessW(nullptr, line.data(), nullptr, nullptr, TRUE, flags, env.data(),
                                     cwd.empty() ? nullptr : cwd.c_str(), &startup.StartupInfo, &info);
    const DWORD create_error = ::GetLastError();
    if (have_list) ::DeleteProcThreadAttributeList(attrs);
    if (!ok) throw SpawnError("cannot start '" + im.spec.argv[0] + "': " + last_error_text(create_error));
    Handle thread(info.hThread);
    Handle proc(info.hProcess);
    if (!::AssignProcessToJobObject(im.job.get(), proc.get())) {
        const DWORD error = ::GetLastError();
        ::TerminateProcess(proc.get(), kTerminatedExitCode);
        throw SpawnError("cannot put '" + im.spec.argv[0] + "' in a job object: " + last_error_text(error));
    }
    ::ResumeThread(thread.get());
    im.pid = info.dwProcessId;
    // The child holds the write ends now; ours must close, or the pipes never end.
    out_write.reset();
    err_write.reset();
    null_in.reset();
    im.out.assign(out_read.release());
    im.err.assign(err_read.release());
    im.process.assign(proc.release());

    auto self = std::make_shared<ChildProcess>(std::move(impl));
    std::weak_ptr<ChildProcess> weak = self;

    for (auto& stream : self->impl_->streams) {
        auto read = std::make_shared<std::function<void()>>();
        *read = [weak, s = &stream, read]() {
            auto me = weak.lock();
            if (!me) return;
            s->pipe->async_read_some(asio::buffer(s->chunk), [me, s, read](boost::system::error_code rec, std::size_t n) {
                auto& im2 = *me->impl_;
                if (n > 0 && im2.on_line) im2.emit_lines(*s, n, false);
                if (rec) { // ERROR_BROKEN_PIPE: every writer closed
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

    self->impl_->process.async_wait([me = self](boost::system::error_code wec) {
        auto& im2 = *me->impl_;
        im2.exited = true;
        DWORD code = 0;
        if (!wec && ::GetExitCodeProcess(im2.process.native_handle(), &code)) im2.status.exit_code = static_cast<int>(code);
        // The rest of the output is read to the pipes' end. Grandchildren in the child's job may
        // keep the pipes open: then the output gets a moment and reading stops. With none left, the
        // end comes once what is in the pipes is read (under load, or Wine, that may take longer
        // than the moment: cutting it short lost a last line); a platform that never ends the
        // pipes bounds the wait.
        im2.drain_timer.expires_after(im2.tree_alive() ? kDrainWithGrandchildren : kDrainWithoutGrandchildren);
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

#endif // _WIN32
