// What only the named pipe has (daemon/transport/local_endpoint_windows.cpp): its security
// descriptor, a name taken before the daemon, a pipe another account owns. The behaviour both
// platforms share is test/unit/local_endpoint_test.cpp.
#include "common/windows_system.hpp"
#include "transport/local_endpoint.hpp"

#include <boost/asio/io_context.hpp>

#include <catch2/catch.hpp>

#include <aclapi.h>
#include <sddl.h>

#include <atomic>
#include <string>

using namespace rusteal;
namespace win = common::windows;

namespace {

std::wstring fresh_pipe() {
    static std::atomic<int> n{0};
    return L"\\\\.\\pipe\\rusteal-test-windows-" + std::to_wstring(::GetCurrentProcessId()) + L"-" + std::to_wstring(++n);
}

bool under_wine() { return ::GetProcAddress(::GetModuleHandleW(L"ntdll.dll"), "wine_get_version") != nullptr; }

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

} // namespace

TEST_CASE("the daemon's named pipe is owned by the user and its access list admits the user only", "[transport]") {
    boost::asio::io_context io;
    const std::wstring name = fresh_pipe();
    transport::LocalAcceptor acceptor(io, name);
    // Open it as a client would, and read its security back.
    Handle client{::CreateFileW(name.c_str(), GENERIC_READ | GENERIC_WRITE, 0, nullptr, OPEN_EXISTING, FILE_FLAG_OVERLAPPED,
                                nullptr)};
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
        WARN("the pipe's owner is " << owner_text << ", not LocalSystem (" << (under_wine() ? "Wine" : "this system")
                                    << " keeps the creator as owner): not checked here");
        return;
    }
    std::string error;
    CHECK_FALSE(transport::connect_local(io, name, error));
    CHECK_THAT(error, Catch::Contains("belongs to S-1-5-18"));
    CHECK_THAT(error, Catch::Contains("nothing was sent to it"));
}
