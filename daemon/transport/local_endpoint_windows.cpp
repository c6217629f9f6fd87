// The Windows side of local_endpoint.hpp: the per-user named pipe. Compiles to nothing elsewhere
// (local_endpoint_posix.cpp).
#if defined(_WIN32)
#include "transport/local_endpoint.hpp"

#include "common/windows_system.hpp"

#include <boost/asio/windows/overlapped_ptr.hpp>

#include <aclapi.h>
#include <sddl.h>

#include <stdexcept>

namespace rusteal::transport {
namespace asio = boost::asio;
namespace win = common::windows;

namespace {

constexpr DWORD kPipeBuffer = 64 * 1024;

struct LocalMemory {
    void* p = nullptr;
    ~LocalMemory() {
        if (p) ::LocalFree(p);
    }
};

struct OwnedHandle {
    HANDLE h = INVALID_HANDLE_VALUE;
    ~OwnedHandle() {
        if (h && h != INVALID_HANDLE_VALUE) ::CloseHandle(h);
    }
};

// The user SID of the process `pid`; empty when it cannot be opened or read.
std::vector<unsigned char> process_user_sid(DWORD pid) {
    OwnedHandle process{::OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, pid)};
    if (!process.h) return {};
    OwnedHandle token;
    if (!::OpenProcessToken(process.h, TOKEN_QUERY, &token.h)) return {};
    return win::token_user_sid(token.h);
}

} // namespace

std::string current_user() { return win::sid_text(win::current_user_sid().data()); }

struct LocalAcceptor::Impl {
    Impl(asio::io_context& io_context, std::filesystem::path address) : io(io_context), path(std::move(address)) {}
    ~Impl() {
        if (descriptor) ::LocalFree(descriptor);
    }

    // A new instance of the pipe, waiting for its client; the first one refuses a name that
    // exists already.
    HANDLE create_instance(bool first) {
        SECURITY_ATTRIBUTES attributes{sizeof attributes, descriptor, FALSE};
        const DWORD open_mode = PIPE_ACCESS_DUPLEX | FILE_FLAG_OVERLAPPED | (first ? FILE_FLAG_FIRST_PIPE_INSTANCE : 0);
        const DWORD pipe_mode = PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT | PIPE_REJECT_REMOTE_CLIENTS;
        return ::CreateNamedPipeW(path.c_str(), open_mode, pipe_mode, PIPE_UNLIMITED_INSTANCES, kPipeBuffer, kPipeBuffer, 0,
                                  &attributes);
    }

    bool renew(boost::system::error_code& error);
    void connect(const std::shared_ptr<Impl>& self, OnAccept on_accept);

    asio::io_context& io;
    std::filesystem::path path;
    std::vector<unsigned char> me;
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    // The instance a client connects to next: one exists while the acceptor is open, unless
    // Windows refused to make one (renew() then tries again at the next accept).
    std::optional<asio::windows::stream_handle> waiting;
    bool connecting = false;
    bool closed = false;
};

LocalAcceptor::LocalAcceptor(asio::io_context& io, std::filesystem::path address)
    : impl_(std::make_shared<Impl>(io, std::move(address))) {
    Impl& s = *impl_;
    const std::string name = s.path.string();
    s.me = win::current_user_sid();
    if (s.me.empty()) throw std::runtime_error("cannot create " + name + ": the process token has no user");
    // Owned by this user (not the Administrators group an elevated token would default to),
    // a protected access list granting only this user, nothing inherited.
    const std::wstring sid = win::utf16(win::sid_text(s.me.data()));
    const std::wstring sddl = L"O:" + sid + L"D:P(A;;GA;;;" + sid + L")";
    if (!::ConvertStringSecurityDescriptorToSecurityDescriptorW(sddl.c_str(), SDDL_REVISION_1, &s.descriptor, nullptr))
        throw std::runtime_error("cannot create " + name + ": its security descriptor: " + win::system_message(::GetLastError()));
    const auto taken = [&] {
        return std::runtime_error("cannot create " + name + ": another process already holds that name (a rusteald " +
                                  "started without this lock, or a program squatting it); end it, then start again");
    };
    // An instance of the name exists already (free or busy): it is someone else's. Windows also
    // refuses it through FILE_FLAG_FIRST_PIPE_INSTANCE; Wine ignores that flag, so ask first.
    if (::WaitNamedPipeW(s.path.c_str(), 1) || ::GetLastError() != ERROR_FILE_NOT_FOUND) throw taken();
    HANDLE first = s.create_instance(true);
    if (first == INVALID_HANDLE_VALUE) {
        const DWORD error = ::GetLastError();
        if (error == ERROR_ACCESS_DENIED || error == ERROR_PIPE_BUSY) throw taken();
        throw std::runtime_error("cannot create " + name + ": " + win::system_message(error));
    }
    s.waiting.emplace(io, first);
}

LocalAcceptor::~LocalAcceptor() { close(); }

const std::filesystem::path& LocalAcceptor::address() const { return impl_->path; }

namespace {

boost::system::error_code system_error(DWORD code) {
    return {static_cast<int>(code), asio::error::get_system_category()};
}

} // namespace

// A fresh instance in place of the waiting one (which a vanished client or a failed connect left
// unusable: Windows does not offer an instance again until the server disconnects it, and a
// disconnected one stays busy until its next connect). False, with the system's error, when
// Windows refuses a new instance; nothing waits then, and the next accept tries again.
bool LocalAcceptor::Impl::renew(boost::system::error_code& error) {
    HANDLE next = create_instance(false);
    if (next == INVALID_HANDLE_VALUE) {
        error = system_error(::GetLastError());
        waiting.reset();
        return false;
    }
    waiting.emplace(io, next);
    return true;
}

void LocalAcceptor::Impl::connect(const std::shared_ptr<Impl>& self, OnAccept on_accept) {
    connecting = true;
    asio::windows::overlapped_ptr overlapped(io, [self, on_accept](boost::system::error_code ec, std::size_t) mutable {
        Impl& s = *self;
        s.connecting = false;
        if (s.closed) ec = asio::error::operation_aborted;
        if (ec == asio::error::operation_aborted) {
            on_accept(ec, std::nullopt, {});
            return;
        }
        if (ec) {
            boost::system::error_code renewing;
            const bool renewed = s.renew(renewing);
            // A client that opened the pipe and left before this accept is no one to serve (as a
            // Unix socket's peer gone before accept is an empty stream): wait for the next one.
            if (ec.value() == ERROR_NO_DATA && renewed) {
                s.connect(self, std::move(on_accept));
                return;
            }
            on_accept(renewed ? ec : renewing, std::nullopt, {});
            return;
        }
        // The next instance exists before this one is handed over: the name is never free.
        HANDLE next = s.create_instance(false);
        if (next == INVALID_HANDLE_VALUE) {
            const DWORD error = ::GetLastError();
            s.waiting.reset(); // closes the connected instance: its client sees the pipe break
            on_accept(system_error(error), std::nullopt, {});
            return;
        }
        asio::windows::stream_handle connected = std::move(*s.waiting);
        s.waiting.emplace(s.io, next);
        LocalPeer peer;
        ULONG pid = 0;
        if (::GetNamedPipeClientProcessId(connected.native_handle(), &pid)) {
            peer.pid = static_cast<long>(pid);
            const auto sid = process_user_sid(pid);
            if (!sid.empty()) {
                peer.user = win::sid_text(const_cast<unsigned char*>(sid.data()));
                peer.same_user = ::EqualSid(const_cast<unsigned char*>(sid.data()), s.me.data()) != FALSE;
            }
        }
        on_accept(ec, Stream(std::move(connected)), std::move(peer));
    });
    const BOOL ok = ::ConnectNamedPipe(waiting->native_handle(), overlapped.get());
    const DWORD error = ok ? ERROR_SUCCESS : ::GetLastError();
    if (error == ERROR_IO_PENDING) {
        overlapped.release();
    } else if (error == ERROR_SUCCESS || error == ERROR_PIPE_CONNECTED) {
        overlapped.complete(boost::system::error_code(), 0); // a client came between create and connect
    } else {
        overlapped.complete(system_error(error), 0);
    }
}

void LocalAcceptor::async_accept(OnAccept on_accept) {
    auto impl = impl_;
    boost::system::error_code refused;
    if (impl->closed || impl->connecting || (!impl->waiting && !impl->renew(refused))) {
        const auto ec = impl->closed ? asio::error::operation_aborted
                        : impl->connecting ? boost::system::error_code(asio::error::in_progress)
                                           : refused;
        asio::post(impl->io, [on_accept = std::move(on_accept), ec] { on_accept(ec, std::nullopt, {}); });
        return;
    }
    impl->connect(impl, std::move(on_accept));
}

void LocalAcceptor::close() {
    if (impl_->closed) return;
    impl_->closed = true;
    if (impl_->waiting) {
        boost::system::error_code ignore;
        impl_->waiting->close(ignore); // a pending connect ends with operation_aborted
    }
}

bool remove_stale_endpoint(const std::filesystem::path&) { return false; }

std::unique_ptr<LocalAcceptor> activated_acceptor(asio::io_context&) { return nullptr; }

std::optional<Stream> connect_local(asio::io_context& io, const std::filesystem::path& address, std::string& error) {
    const std::wstring name = address.wstring();
    HANDLE pipe = INVALID_HANDLE_VALUE;
    // Every instance busy (clients connecting at once): wait for one, a few seconds at most.
    for (int attempt = 0; attempt < 10; ++attempt) {
        // SECURITY_IDENTIFICATION: whoever serves the pipe may learn who we are, not act as us.
        pipe = ::CreateFileW(name.c_str(), GENERIC_READ | GENERIC_WRITE, 0, nullptr, OPEN_EXISTING,
                             FILE_FLAG_OVERLAPPED | SECURITY_SQOS_PRESENT | SECURITY_IDENTIFICATION, nullptr);
        if (pipe != INVALID_HANDLE_VALUE || ::GetLastError() != ERROR_PIPE_BUSY) break;
        ::WaitNamedPipeW(name.c_str(), 500);
    }
    if (pipe == INVALID_HANDLE_VALUE) {
        const DWORD code = ::GetLastError();
        error = code == ERROR_FILE_NOT_FOUND ? "no daemon listens on " + address.string()
                                             : "cannot open " + address.string() + ": " + win::system_message(code);
        return std::nullopt;
    }
    // A pipe made by another account (while no daemon of ours ran) is not our daemon.
    PSID owner = nullptr;
    LocalMemory descriptor;
    const DWORD got = ::GetSecurityInfo(pipe, SE_KERNEL_OBJECT, OWNER_SECURITY_INFORMATION, &owner, nullptr, nullptr, nullptr,
                                        &descriptor.p);
    const auto me = win::current_user_sid();
    if (got != ERROR_SUCCESS || !owner || me.empty() || !::EqualSid(owner, const_cast<unsigned char*>(me.data()))) {
        error = address.string() + " belongs to " + (got == ERROR_SUCCESS ? win::sid_text(owner) : "an account it does not tell") +
                ", not to this user (" + win::sid_text(const_cast<unsigned char*>(me.data())) +
                "): another account may be squatting the name; nothing was sent to it";
        ::CloseHandle(pipe);
        return std::nullopt;
    }
    return Stream(Stream::Pipe(io, pipe));
}

} // namespace rusteal::transport

#endif // _WIN32
