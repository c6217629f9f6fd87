// The daemon's common layer on Windows (daemon/common/*_windows.cpp), under Wine: where the
// daemon's folders and pipe are, the private folder, atomic file replacement.
#include "common/file_write.hpp"
#include "common/runtime_paths.hpp"
#include "temp_dir.hpp"
#include "under_wine.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>

#include <windows.h>
#include <aclapi.h>

using namespace rusteal;
namespace fs = std::filesystem;

namespace {

// Sets LOCALAPPDATA for the scope.
class LocalAppData {
public:
    explicit LocalAppData(const std::wstring& value) {
        const wchar_t* old = ::_wgetenv(L"LOCALAPPDATA");
        had_ = old != nullptr;
        if (old) saved_ = old;
        ::_wputenv_s(L"LOCALAPPDATA", value.c_str());
    }
    ~LocalAppData() { ::_wputenv_s(L"LOCALAPPDATA", had_ ? saved_.c_str() : L""); }

private:
    bool had_ = false;
    std::wstring saved_;
};

std::string read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

} // namespace

TEST_CASE("windows: the daemon's folders are under LOCALAPPDATA, its socket is the user's named pipe", "[paths]") {
    {
        LocalAppData local(L"C:\\Users\\me\\AppData\\Local");
        const auto p = common::runtime_paths();
        CHECK(p.dir == fs::path(L"C:\\Users\\me\\AppData\\Local\\rusteal\\run"));
        CHECK(p.lock == p.dir / "rusteald.lock");
        CHECK(common::default_log_file() == fs::path(L"C:\\Users\\me\\AppData\\Local\\rusteal\\state\\rusteald.log"));
        wchar_t name[256];
        DWORD length = 256;
        REQUIRE(::GetUserNameW(name, &length));
        CHECK(p.socket == fs::path(L"\\\\.\\pipe\\rusteal-" + std::wstring(name, length - 1)));
    }
    {
        // The engine's root is this machine's choice: the config is in the roaming profile.
        const wchar_t* old = ::_wgetenv(L"APPDATA");
        const std::wstring saved = old ? old : L"";
        ::_wputenv_s(L"APPDATA", L"C:\\Users\\me\\AppData\\Roaming");
        CHECK(common::machine_config_file() == fs::path(L"C:\\Users\\me\\AppData\\Roaming\\rusteal\\config.toml"));
        ::_wputenv_s(L"APPDATA", saved.c_str());
    }
    LocalAppData relative(L"relative");
    CHECK(common::runtime_paths().dir == fs::temp_directory_path() / "rusteal" / "run");
}

TEST_CASE("windows: ensure_private_dir makes a folder of this user's that admits this user only", "[paths]") {
    test::TempDir tmp;
    const fs::path dir = tmp.path() / "a" / "rusteal";
    common::ensure_private_dir(dir);
    REQUIRE(fs::is_directory(dir));
    common::ensure_private_dir(dir); // an existing one of ours is fine
    std::ofstream(tmp.path() / "file") << "x";
    CHECK_THROWS_WITH(common::ensure_private_dir(tmp.path() / "file"), Catch::Contains("not a directory"));
    if (test::under_wine()) {
        WARN("under Wine: the folder's access list is not kept, so it is not checked here");
        return;
    }
    PACL dacl = nullptr;
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    REQUIRE(::GetNamedSecurityInfoW(dir.c_str(), SE_FILE_OBJECT, DACL_SECURITY_INFORMATION, nullptr, nullptr, &dacl, nullptr,
                                    &descriptor) == ERROR_SUCCESS);
    SECURITY_DESCRIPTOR_CONTROL control = 0;
    DWORD revision = 0;
    ::GetSecurityDescriptorControl(descriptor, &control, &revision);
    CHECK((control & SE_DACL_PROTECTED) != 0);
    REQUIRE(dacl);
    CHECK(dacl->AceCount == 1);
    ::LocalFree(descriptor);
}

TEST_CASE("windows: an atomic write replaces the file whole, also while a reader holds it for a moment", "[files]") {
    test::TempDir tmp;
    const fs::path file = tmp.path() / "sub" / "rusteal.toml";
    std::string error;
    REQUIRE(common::write_file_atomically(file, "first\n", error));
    CHECK(read(file) == "first\n");
    {
        // A reader (an editor, an indexer) that has the file open for 300 ms.
        HANDLE reader = ::CreateFileW(file.c_str(), GENERIC_READ, FILE_SHARE_READ, nullptr, OPEN_EXISTING, 0, nullptr);
        REQUIRE(reader != INVALID_HANDLE_VALUE);
        std::thread closer([reader] {
            ::Sleep(300);
            ::CloseHandle(reader);
        });
        const bool replaced = common::write_file_atomically(file, "second, longer\n", error);
        closer.join();
        INFO(error);
        CHECK(replaced);
    }
    CHECK(read(file) == "second, longer\n");
    CHECK_FALSE(fs::exists(rusteal::with_suffix(file, ".rusteal-tmp")));
    bool written = true;
    REQUIRE(common::write_if_changed(file, "second, longer\n", written, error));
    CHECK_FALSE(written);

    // A folder where the file should be: the error names the file.
    fs::create_directories(tmp.path() / "taken");
    CHECK_FALSE(common::write_file_atomically(tmp.path() / "taken", "x", error));
    CHECK_THAT(error, Catch::Contains("taken"));
}
