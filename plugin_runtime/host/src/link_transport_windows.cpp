// The Windows side of link_transport.hpp: the daemon's named pipe, opened for overlapped I/O so
// that one thread waits on an incoming read and on a wake event together. Compiles to nothing
// elsewhere (link_transport_posix.cpp).
#if defined(_WIN32)
#include "rusteal_host/link_transport.hpp"
#include "windows_api.hpp"

#include <algorithm>
#include <vector>

namespace rusteal::host {

struct LinkTransport::State {
    HANDLE pipe = INVALID_HANDLE_VALUE;
    HANDLE wake_event = nullptr;  // auto-reset: one wait() sees each wake()
    HANDLE read_event = nullptr;  // manual-reset, the pending read's
    HANDLE write_event = nullptr; // manual-reset, a write's
    OVERLAPPED read{};
    bool read_pending = false;
    bool read_done = false;       // a completed read waits for receive()
    DWORD read_bytes = 0;
    bool read_failed = false;
    std::vector<char> buffer = std::vector<char>(65536);
};

LinkTransport::LinkTransport() : state_(new State) {
    state_->wake_event = ::CreateEventW(nullptr, FALSE, FALSE, nullptr);
    state_->read_event = ::CreateEventW(nullptr, TRUE, FALSE, nullptr);
    state_->write_event = ::CreateEventW(nullptr, TRUE, FALSE, nullptr);
}

LinkTransport::~LinkTransport() {
    close();
    for (HANDLE h : {state_->wake_event, state_->read_event, state_->write_event})
        if (h) ::CloseHandle(h);
}

bool LinkTransport::connect(const std::string& address) {
    close();
    refusal_.clear();
    const std::wstring name = windows::utf16(address);
    // SECURITY_IDENTIFICATION: whoever serves the pipe may learn who the editor is, not act as it.
    HANDLE pipe = ::CreateFileW(name.c_str(), GENERIC_READ | GENERIC_WRITE, 0, nullptr, OPEN_EXISTING,
                                FILE_FLAG_OVERLAPPED | SECURITY_SQOS_PRESENT | SECURITY_IDENTIFICATION, nullptr);
    if (pipe == INVALID_HANDLE_VALUE) return false;
    // The daemon's pipe is owned by this user; one another account made is not our daemon.
    std::string owner;
    if (!windows::owned_by_this_user(pipe, owner)) {
        refusal_ = address + " belongs to " + owner + ", not to this user; nothing was sent to it";
        ::CloseHandle(pipe);
        return false;
    }
    DWORD mode = PIPE_READMODE_BYTE;
    ::SetNamedPipeHandleState(pipe, &mode, nullptr, nullptr);
    state_->pipe = pipe;
    state_->read_pending = state_->read_done = state_->read_failed = false;
    return true;
}

void LinkTransport::close() {
    if (state_->pipe == INVALID_HANDLE_VALUE) return;
    if (state_->read_pending) {
        ::CancelIoEx(state_->pipe, &state_->read);
        DWORD ignored = 0;
        ::GetOverlappedResult(state_->pipe, &state_->read, &ignored, TRUE); // the buffer is ours again
        state_->read_pending = false;
    }
    ::CloseHandle(state_->pipe);
    state_->pipe = INVALID_HANDLE_VALUE;
}

bool LinkTransport::send_all(const std::string& bytes) {
    std::size_t sent = 0;
    while (sent < bytes.size()) {
        OVERLAPPED write{};
        write.hEvent = state_->write_event;
        ::ResetEvent(state_->write_event);
        const DWORD chunk = static_cast<DWORD>(std::min<std::size_t>(bytes.size() - sent, 1u << 20));
        DWORD written = 0;
        if (!::WriteFile(state_->pipe, bytes.data() + sent, chunk, nullptr, &write) && ::GetLastError() != ERROR_IO_PENDING) return false;
        if (!::GetOverlappedResult(state_->pipe, &write, &written, TRUE) || written == 0) return false;
        sent += written;
    }
    return true;
}

LinkTransport::Ready LinkTransport::wait(std::chrono::milliseconds timeout) {
    Ready ready;
    State& s = *state_;
    if (s.pipe != INVALID_HANDLE_VALUE && !s.read_pending && !s.read_done) {
        s.read = OVERLAPPED{};
        s.read.hEvent = s.read_event;
        ::ResetEvent(s.read_event);
        if (::ReadFile(s.pipe, s.buffer.data(), static_cast<DWORD>(s.buffer.size()), nullptr, &s.read) ||
            ::GetLastError() == ERROR_IO_PENDING) {
            s.read_pending = true;
        } else {
            s.read_done = true; // a broken pipe: receive() reports the end
            s.read_failed = true;
        }
    }
    if (s.read_done) {
        ready.readable = true;
        ready.woken = ::WaitForSingleObject(s.wake_event, 0) == WAIT_OBJECT_0;
        return ready;
    }
    HANDLE handles[2] = {s.wake_event, s.read_event};
    const DWORD count = s.read_pending ? 2 : 1;
    const DWORD r = ::WaitForMultipleObjects(count, handles, FALSE, static_cast<DWORD>(timeout.count()));
    if (r == WAIT_FAILED) {
        ready.failed = true;
        return ready;
    }
    if (r == WAIT_OBJECT_0) ready.woken = true;
    if (s.read_pending && ::WaitForSingleObject(s.read_event, 0) == WAIT_OBJECT_0) {
        s.read_pending = false;
        s.read_done = true;
        s.read_failed = !::GetOverlappedResult(s.pipe, &s.read, &s.read_bytes, FALSE) || s.read_bytes == 0;
        ready.readable = true;
    }
    return ready;
}

bool LinkTransport::receive(std::string& out) {
    State& s = *state_;
    if (!s.read_done) return true; // nothing arrived yet
    s.read_done = false;
    if (s.read_failed) return false;
    out.append(s.buffer.data(), s.read_bytes);
    return true;
}

void LinkTransport::wake() {
    if (state_->wake_event) ::SetEvent(state_->wake_event);
}

std::string default_daemon_address() {
    wchar_t name[256];
    DWORD length = 256;
    const std::string user = ::GetUserNameW(name, &length) && length > 1 ? windows::utf8(std::wstring_view(name, length - 1)) : std::string("user");
    return "\\\\.\\pipe\\rusteal-" + user;
}

} // namespace rusteal::host

#endif // _WIN32
