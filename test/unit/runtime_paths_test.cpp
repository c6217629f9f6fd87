#include "common/runtime_paths.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>

#include <sys/stat.h>

using namespace rusteal;

TEST_CASE("the runtime folder follows XDG_RUNTIME_DIR, else a private /tmp folder", "[paths]") {
    const char* old = std::getenv("XDG_RUNTIME_DIR");
    std::string saved = old ? old : "";
    ::setenv("XDG_RUNTIME_DIR", "/run/user/1234", 1);
    auto p = common::runtime_paths();
    CHECK(p.dir == "/run/user/1234/rusteal");
    CHECK(p.socket == "/run/user/1234/rusteal/rusteald.sock");
    ::unsetenv("XDG_RUNTIME_DIR");
    CHECK(common::runtime_paths().dir == "/tmp/rusteal-" + std::to_string(::geteuid()));
    ::setenv("XDG_RUNTIME_DIR", "relative", 1); // the spec says ignore a relative value
    CHECK(common::runtime_paths().dir == "/tmp/rusteal-" + std::to_string(::geteuid()));
    if (old) ::setenv("XDG_RUNTIME_DIR", saved.c_str(), 1);
    else ::unsetenv("XDG_RUNTIME_DIR");
}

TEST_CASE("ensure_private_dir creates 0700 and tightens a loose mode", "[paths]") {
    test::TempDir tmp;
    auto dir = tmp.path() / "a" / "rusteal";
    common::ensure_private_dir(dir);
    struct stat st {};
    REQUIRE(::stat(dir.c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0700);
    ::chmod(dir.c_str(), 0755);
    common::ensure_private_dir(dir);
    REQUIRE(::stat(dir.c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0700);
    std::ofstream(tmp.path() / "file") << "x";
    CHECK_THROWS_WITH(common::ensure_private_dir(tmp.path() / "file"), Catch::Contains("not a directory"));
}
