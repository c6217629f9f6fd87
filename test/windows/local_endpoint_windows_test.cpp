// What only the named pipe has (daemon/transport/local_endpoint_windows.cpp): its security
// descriptor, a name taken before the daemon, a pipe another account owns. The behaviour both
// platforms share is test/unit/local_endpoint_test.cpp.
#include "common/windows_system.hpp"
#include "transport/local_endpoint.hpp"
#include "under_wine.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>

#include <catch2/catch.hpp>

#include <aclapi.h>
#include <sddl.h>

#include <atomic>
#include <chrono>
#include <optional>
#include <string>
#include <thread>

using namespace rusteal;
namespace win = common::windows;

namespace {

std::wstring fresh_pipe() {
    static std::atomic<int> n{0};
    return L"\\\\.\\pipe\\rusteal-test-windows-" + std::to_wstring(::GetCurrentProcessId()) + L"-" + std::to_wstring(++n);
}


struct Handle {
    HANDLE h = INVALID_HANDLE_VALUE;
    ~Handle() {
        if (h != INVALID_HANDLE_VALUE && h) ::CloseHandle(h);
    }
};

// A pipe instance made by someone else than the acceptor, with the security descriptor `sddl`.
HANDLE foreign_pipe(const std::wstring& name, const wchar_t* sddl) {
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    if (!::ConvertStringSecurityDescriptorToSecurityDescriptorW(sddl, SDDL_REVISION_1, &descriptor, nullptr))
        return INVALID_HANDLE_VALUE;
    SECURITY_ATTRIBUTES attributes{sizeof attributes, descriptor, FALSE};
    HANDLE pipe = ::CreateNamedPipeW(name.c_str(), PIPE_ACCESS_DUPLEX | FILE_FLAG_OVERLAPPED, PIPE_TYPE_BYTE, 4, 4096, 4096, 0,
                                     &attributes);
    ::LocalFree(descriptor);
    return pipe;
}

// Opens the pipe as a client would, without the checks connect_local makes.
HANDLE open_as_client(const std::wstring& name) {
    return ::CreateFileW(name.c_str(), GENERIC_READ | GENERIC_WRITE, 0, nullptr, OPEN_EXISTING, FILE_FLAG_OVERLAPPED, nullptr);
}

} // namespace

TEST_CASE("the daemon's named pipe is owned by the user and its access list admits the user only", "[transport]") {
    boost::asio::io_context io;
    const std::wstring name = fresh_pipe();
    transport::LocalAcceptor acceptor(io, name);
    // Open it as a client would, and read its security back.
    Handle client{open_as_client(name)};
    REQUIRE(client.h != INVALID_HANDLE_VALUE);
    PSID owner = nullptr;
    PACL dacl = nullptr;
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    REQUIRE(::GetSecurityInfo(client.h, SE_KERNEL_OBJECT, OWNER_SECURITY_INFORMATION | DACL_SECURITY_INFORMATION, &owner,
                              nullptr, &dacl, nullptr, &descriptor) == ERROR_SUCCESS);
    auto me = win::current_user_sid();
    REQUIRE_FALSE(me.empty());
    REQUIRE(owner);
    CHECK(::EqualSid(owner, me.data()));
    REQUIRE(dacl);
    SECURITY_DESCRIPTOR_CONTROL control = 0;
    DWORD revision = 0;
    REQUIRE(::GetSecurityDescriptorControl(descriptor, &control, &revision));
    CHECK((control & SE_DACL_PROTECTED) != 0); // nothing inherited
    REQUIRE(dacl->AceCount == 1);
    void* ace = nullptr;
    REQUIRE(::GetAce(dacl, 0, &ace));
    auto* allowed = static_cast<ACCESS_ALLOWED_ACE*>(ace);
    CHECK(allowed->Header.AceType == ACCESS_ALLOWED_ACE_TYPE);
    CHECK(::EqualSid(reinterpret_cast<PSID>(&allowed->SidStart), me.data()));
    ::LocalFree(descriptor);
}

TEST_CASE("a pipe name someone took before the daemon is refused, not shared", "[transport]") {
    boost::asio::io_context io;
    const std::wstring name = fresh_pipe();
    // A squatter's instance, open to everyone.
    Handle squatter{foreign_pipe(name, L"D:(A;;GA;;;WD)")};
    REQUIRE(squatter.h != INVALID_HANDLE_VALUE);
    try {
        transport::LocalAcceptor acceptor(io, name);
        FAIL("the acceptor shared a name another process had made");
    } catch (const std::runtime_error& e) {
        CHECK_THAT(e.what(), Catch::Contains("another process already holds that name"));
        CHECK_THAT(e.what(), Catch::Contains(win::utf8(name)));
    }
}

TEST_CASE("the client says nothing to a pipe another account owns", "[transport]") {
    boost::asio::io_context io;
    const std::wstring name = fresh_pipe();
    // A pipe owned by LocalSystem, as one made by another account while no daemon ran.
    Handle other{foreign_pipe(name, L"O:SYD:(A;;GA;;;WD)")};
    if (other.h == INVALID_HANDLE_VALUE) {
        WARN("this system does not let the test make a pipe owned by another account (error " << ::GetLastError()
                                                                                              << "): not checked here");
        return;
    }
    PSID owner = nullptr;
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    REQUIRE(::GetSecurityInfo(other.h, SE_KERNEL_OBJECT, OWNER_SECURITY_INFORMATION, &owner, nullptr, nullptr, nullptr,
                              &descriptor) == ERROR_SUCCESS);
    const std::string owner_text = win::sid_text(owner);
    ::LocalFree(descriptor);
    if (owner_text != "S-1-5-18") {
        WARN("the pipe's owner is " << owner_text << ", not LocalSystem (" << (test::under_wine() ? "Wine" : "this system")
                                    << " keeps the creator as owner): not checked here");
        return;
    }
    std::string error;
    CHECK_FALSE(transport::connect_local(io, name, error));
    CHECK_THAT(error, Catch::Contains("belongs to S-1-5-18"));
    CHECK_THAT(error, Catch::Contains("nothing was sent to it"));
}

TEST_CASE("a client that leaves before it is accepted does not stop the next one", "[transport]") {
    boost::asio::io_context io;
    const std::wstring name = fresh_pipe();
    transport::LocalAcceptor acceptor(io, name);
    {
        // Opens the waiting instance and closes it before the daemon accepts.
        Handle gone{open_as_client(name)};
        REQUIRE(gone.h != INVALID_HANDLE_VALUE);
    }
    // Two accepts in turn, each with a client (another thread, as another process would be) that
    // stays and writes: both are served.
    for (int round = 0; round < 2; ++round) {
        std::optional<transport::Stream> accepted;
        boost::system::error_code accept_error = boost::asio::error::would_block;
        acceptor.async_accept([&](boost::system::error_code ec, std::optional<transport::Stream> stream, transport::LocalPeer) {
            accept_error = ec;
            accepted = std::move(stream);
        });
        const std::string hello = "round " + std::to_string(round);
        boost::asio::io_context client_io;
        std::optional<transport::Stream> client;
        std::string client_error;
        boost::system::error_code wrote;
        std::thread client_thread([&] {
            client = transport::connect_local(client_io, name, client_error);
            if (client) boost::asio::write(*client, boost::asio::buffer(hello), wrote);
        });
        io.restart();
        io.run_for(std::chrono::seconds(10));
        client_thread.join();
        INFO("round " << round << ": accept says " << accept_error.message() << ", client says " << client_error);
        REQUIRE(client);
        REQUIRE_FALSE(wrote);
        REQUIRE_FALSE(accept_error);
        REQUIRE(accepted);
        std::string got(hello.size(), '\0');
        boost::system::error_code read;
        boost::asio::read(*accepted, boost::asio::buffer(got), read);
        CHECK_FALSE(read);
        CHECK(got == hello);
    }
}
