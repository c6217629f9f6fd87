// The library host on Windows, built by MinGW and run under Wine: DLLs loaded through the
// platform layer (dynamic_library_windows.cpp), load copies that leave the deployed DLL free to be
// replaced while its copy runs, reloads, and the refusals a bad library gets, with their reasons.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include "dynamic_library.hpp"
#include "rusteal_host/daemon_link.hpp"
#include "rusteal_host/library_host.hpp"
#include "RustealApiTable.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "windows_api.hpp" // <windows.h> as the host takes it
#include "utf8_paths/utf8_path.hpp"

#include <sddl.h> // the security descriptor of a foreign pipe

namespace fs = std::filesystem;
namespace json = rusteal::host::json;
using rusteal::host::DynamicLibrary;

namespace {

// The folder of this executable, where the test DLLs are built.
fs::path here() {
    wchar_t buffer[MAX_PATH];
    const DWORD n = ::GetModuleFileNameW(nullptr, buffer, MAX_PATH);
    return fs::path(std::wstring(buffer, n)).parent_path();
}

fs::path test_dll(const char* kind) { return here() / rusteal::utf8_path(std::string("test_library_") + kind + ".dll"); }

// Puts `source` in place of `target` as a deploy does: a new file, then one atomic replacement.
bool deploy(const fs::path& source, const fs::path& target) {
    const fs::path partial = rusteal::with_suffix(target, ".partial");
    std::error_code ec;
    fs::copy_file(source, partial, fs::copy_options::overwrite_existing, ec);
    if (ec) return false;
    return ::MoveFileExW(partial.c_str(), target.c_str(), MOVEFILE_REPLACE_EXISTING) != 0;
}

struct RecordingHooks final : rusteal::host::LibraryHooks {
    std::vector<std::string> events;
    void drop_rust_data(rusteal::host::Library&) override { events.push_back("drop"); }
    void forget(rusteal::host::Library&) override { events.push_back("forget"); }
    void reinstance(rusteal::host::Library&) override { events.push_back("reinstance"); }
    void construct_rust_data(rusteal::host::Library&) override { events.push_back("construct"); }
    void log(int level, std::string_view message) override { events.push_back("log " + std::to_string(level) + " " + std::string(message)); }
};

FRustealApiTable base_table() {
    FRustealApiTable table;
    std::memset(&table, 0, sizeof table);
    table.version = RUSTEAL_HOST_VERSION;
    return table;
}

struct WorkDir {
    fs::path path = here() / rusteal::utf8_path("work-" + std::to_string(::GetCurrentProcessId()));
    WorkDir() { fs::create_directories(path); }
    ~WorkDir() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
};

} // namespace

TEST_CASE("a DLL loads, its exports are found, and a missing file, a missing export or a non-DLL say why") {
    std::string error;
    std::unique_ptr<DynamicLibrary> good(DynamicLibrary::open(test_dll("good"), error));
    INFO(error);
    REQUIRE(good);
    using VersionFn = uint32_t (*)();
    auto version = reinterpret_cast<VersionFn>(good->symbol("rusteal_version"));
    REQUIRE(version);
    CHECK(version() == RUSTEAL_HOST_VERSION);
    CHECK(good->symbol("no_such_export") == nullptr);

    error.clear();
    CHECK_FALSE(DynamicLibrary::open(here() / "missing.dll", error));
    CHECK_THAT(error, Catch::Contains("missing.dll: error 126"));

    WorkDir work;
    std::ofstream(work.path / "text.dll") << "not a library";
    error.clear();
    CHECK_FALSE(DynamicLibrary::open(work.path / "text.dll", error));
    // Refused before the loader sees it (plugin_runtime/host/src/library_image.cpp).
    CHECK_THAT(error, Catch::Contains("text.dll: truncated or damaged: it is not a shared library"));
}

TEST_CASE("a library runs from its load copy: the deployed DLL is replaced while it runs, then reloaded") {
    WorkDir work;
    const fs::path deployed = work.path / "rusteal.dll";
    REQUIRE(deploy(test_dll("good"), deployed));
    RecordingHooks hooks;
    {
        rusteal::host::LibraryHost host(base_table(), hooks);
        auto report = host.register_library({"Game", "/Script/Rusteal", deployed});
        INFO(report.error);
        REQUIRE(report.ok);
        rusteal::host::Library* game = host.find("Game");
        REQUIRE(game);
        CHECK(game->loaded());
        CHECK(game->load_copy() == work.path / "rusteal_hot_1.dll");
        CHECK(fs::exists(game->load_copy()));

        // The build replaces the deployed DLL while its copy runs: Windows would refuse it if the
        // deployed file itself were loaded.
        REQUIRE(deploy(test_dll("good"), deployed));
        report = host.reload("Game");
        INFO(report.error);
        REQUIRE(report.ok);
        CHECK(report.reload_count == 2);
        CHECK(fs::exists(work.path / "rusteal_hot_2.dll"));
        CHECK_FALSE(fs::exists(work.path / "rusteal_hot_1.dll")); // unloaded, so removed
        CHECK(std::find(hooks.events.begin(), hooks.events.end(), "drop") != hooks.events.end());
        CHECK(std::find(hooks.events.begin(), hooks.events.end(), "construct") != hooks.events.end());

        // Another version is refused before the running library is touched.
        REQUIRE(deploy(test_dll("other_version"), deployed));
        report = host.reload("Game");
        CHECK_FALSE(report.ok);
        CHECK_THAT(report.error, Catch::Contains("rusteal.dll was built with rusteal 9.8.7 but this host is rusteal 0.1.0"));
        CHECK(game->loaded());
        CHECK(game->reload_count() == 2);

        // So is a DLL without rusteal_init.
        REQUIRE(deploy(test_dll("no_init"), deployed));
        report = host.reload("Game");
        CHECK_FALSE(report.ok);
        CHECK_THAT(report.error, Catch::Contains("has no export `rusteal_init`"));
        CHECK(game->loaded());
    }
    // The host unloaded the library and removed its copy.
    CHECK_FALSE(fs::exists(work.path / "rusteal_hot_2.dll"));
}

namespace {

// The daemon's side of a named pipe, played by the test on its own thread: blocking reads and
// writes of framed messages.
struct PipeDaemon {
    HANDLE pipe;
    std::string pending;

    // Owned by this user, as rusteald makes it (the default owner of an elevated user's objects is
    // the Administrators group, which the link refuses).
    explicit PipeDaemon(const std::string& name) {
        const std::wstring wide(name.begin(), name.end());
        HANDLE token = nullptr;
        ::OpenProcessToken(::GetCurrentProcess(), TOKEN_QUERY, &token);
        DWORD size = 0;
        ::GetTokenInformation(token, TokenUser, nullptr, 0, &size);
        std::string user(size, '\0');
        ::GetTokenInformation(token, TokenUser, user.data(), size, &size);
        ::CloseHandle(token);
        const std::string sid = rusteal::host::windows::sid_text(reinterpret_cast<TOKEN_USER*>(user.data())->User.Sid);
        const std::wstring sddl = L"O:" + std::wstring(sid.begin(), sid.end()) + L"D:P(A;;GA;;;" + std::wstring(sid.begin(), sid.end()) + L")";
        PSECURITY_DESCRIPTOR descriptor = nullptr;
        ::ConvertStringSecurityDescriptorToSecurityDescriptorW(sddl.c_str(), SDDL_REVISION_1, &descriptor, nullptr);
        SECURITY_ATTRIBUTES attributes{sizeof attributes, descriptor, FALSE};
        pipe = ::CreateNamedPipeW(wide.c_str(), PIPE_ACCESS_DUPLEX, PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT, 1, 65536, 65536, 0,
                                  &attributes);
        ::LocalFree(descriptor);
    }
    ~PipeDaemon() {
        if (pipe != INVALID_HANDLE_VALUE) ::CloseHandle(pipe);
    }
    bool accept() { return ::ConnectNamedPipe(pipe, nullptr) || ::GetLastError() == ERROR_PIPE_CONNECTED; }
    bool read(json::Value& message) {
        for (;;) {
            std::string body, error;
            const int r = rusteal::host::unframe(pending, body, error);
            if (r < 0) return false;
            if (r == 1) return json::parse(body, message, error);
            char chunk[4096];
            DWORD got = 0;
            if (!::ReadFile(pipe, chunk, sizeof chunk, &got, nullptr) || got == 0) return false;
            pending.append(chunk, got);
        }
    }
    bool write(const json::Value& message) {
        const std::string bytes = rusteal::host::frame(json::serialize(message));
        DWORD written = 0;
        return ::WriteFile(pipe, bytes.data(), static_cast<DWORD>(bytes.size()), &written, nullptr) && written == bytes.size();
    }
};

// Polls `link` on this (the game) thread until `done`, for at most `seconds`.
template <class F>
bool poll_until(rusteal::host::DaemonLink& link, F&& done, int seconds = 20) {
    for (int i = 0; i < seconds * 100; ++i) {
        link.poll();
        if (done()) return true;
        ::Sleep(10);
    }
    return false;
}

} // namespace

TEST_CASE("the daemon link speaks to the daemon's named pipe: waits for it, attaches, answers a reload, reconnects") {
    using rusteal::host::DaemonLink;
    CHECK(rusteal::host::default_daemon_address().rfind("\\\\.\\pipe\\rusteal-", 0) == 0);
    const std::string name = "\\\\.\\pipe\\rusteal-test-" + std::to_string(::GetCurrentProcessId());
    std::vector<std::string> logs;
    int reloads = 0;
    DaemonLink link(
        name, json::Value(json::Value::Object{{"project", "C:\\Game"}, {"pid", 1}}),
        [&](const json::Value& params) {
            ++reloads;
            CHECK(params.is_object());
            return json::Value(json::Value::Object{{"ok", true}, {"libraries", json::Value(json::Value::Array{})}});
        },
        [&](int, const std::string& message) { logs.push_back(message); });
    link.start();
    // No daemon yet: the link says so and retries.
    REQUIRE(poll_until(link, [&] { return !logs.empty(); }));
    CHECK_THAT(logs.front(), Catch::Contains("no daemon at " + name + " yet; retrying"));

    json::Value attach, answer;
    bool answered = false;
    {
        PipeDaemon daemon(name);
        REQUIRE(daemon.pipe != INVALID_HANDLE_VALUE);
        std::thread server([&] {
            if (!daemon.accept() || !daemon.read(attach)) return;
            daemon.write(json::Value(json::Value::Object{{"jsonrpc", "2.0"}, {"id", "attach"}, {"result", json::Value(json::Value::Object{{"attached", true}})}}));
            daemon.write(json::Value(json::Value::Object{{"jsonrpc", "2.0"}, {"id", 7}, {"method", "editor/reload"}, {"params", json::Value(json::Value::Object{})}}));
            answered = daemon.read(answer);
        });
        const bool done = poll_until(link, [&] { return reloads == 1 && link.attached(); });
        server.join();
        REQUIRE(done);
        CHECK(attach["method"].as_string() == "editor/attach");
        CHECK(attach["params"]["project"].as_string() == "C:\\Game");
        REQUIRE(answered);
        CHECK(answer["id"].as_number() == 7);
        CHECK(answer["result"]["ok"].as_bool());
        CHECK(link.attach_count() == 1);
    }
    // The daemon went away: the link notices and goes back to waiting for it.
    REQUIRE(poll_until(link, [&] { return !link.attached(); }));
    REQUIRE(poll_until(link, [&] {
        return std::any_of(logs.begin(), logs.end(), [](const std::string& l) { return l.find("connection was lost") != std::string::npos; });
    }));
}

TEST_CASE("the daemon link does not attach to a pipe another account owns") {
    using rusteal::host::DaemonLink;
    const std::wstring name = L"\\\\.\\pipe\\rusteal-test-foreign-" + std::to_wstring(::GetCurrentProcessId());
    // A pipe owned by LocalSystem, as one another account made while no daemon ran.
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    REQUIRE(::ConvertStringSecurityDescriptorToSecurityDescriptorW(L"O:SYD:(A;;GA;;;WD)", SDDL_REVISION_1, &descriptor, nullptr));
    SECURITY_ATTRIBUTES attributes{sizeof attributes, descriptor, FALSE};
    HANDLE pipe = ::CreateNamedPipeW(name.c_str(), PIPE_ACCESS_DUPLEX, PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT, 4, 65536,
                                     65536, 0, &attributes);
    ::LocalFree(descriptor);
    REQUIRE(pipe != INVALID_HANDLE_VALUE);
    std::string owner;
    rusteal::host::windows::owned_by_this_user(pipe, owner);
    if (owner != "S-1-5-18") {
        ::CloseHandle(pipe);
        WARN("the pipe's owner is " << owner << ", not LocalSystem: this system keeps the creator as owner; not checked here");
        return;
    }
    std::vector<std::string> logs;
    int reloads = 0;
    {
        DaemonLink link(
            std::string(name.begin(), name.end()), json::Value(json::Value::Object{{"project", "C:\\Game"}, {"pid", 1}}),
            [&](const json::Value&) {
                ++reloads;
                return json::Value(json::Value::Object{{"ok", true}});
            },
            [&](int, const std::string& message) { logs.push_back(message); });
        link.start();
        REQUIRE(poll_until(link, [&] { return !logs.empty(); }));
        CHECK_THAT(logs.front(), Catch::Contains("not attaching"));
        CHECK_THAT(logs.front(), Catch::Contains("belongs to S-1-5-18"));
        // It keeps retrying without saying it again (the instance it left stays busy, which is
        // "no daemon yet"), and never attaches.
        poll_until(link, [] { return false; }, 1);
        INFO(logs.back());
        CHECK(std::count_if(logs.begin(), logs.end(), [](const std::string& l) { return l.find("not attaching") != std::string::npos; }) == 1);
        CHECK(std::none_of(logs.begin(), logs.end(), [](const std::string& l) { return l.find("attached to") != std::string::npos; }));
        CHECK_FALSE(link.attached());
    }
    // Nothing was written to the foreign pipe.
    DWORD available = 0;
    const BOOL peeked = ::PeekNamedPipe(pipe, nullptr, 0, nullptr, &available, nullptr);
    CHECK((!peeked || available == 0));
    CHECK(reloads == 0);
    ::CloseHandle(pipe);
}
