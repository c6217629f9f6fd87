// The daemon's log (common/log.hpp), on Linux and (test/windows) on Windows.
#include "common/log.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <fstream>

using namespace rusteal;

TEST_CASE("the log rotates at its size limit and keeps the given number of files", "[log]") {
    test::TempDir tmp;
    auto file = tmp.path() / "d.log";
    auto& log = common::Log::instance();
    log.open(file, 200, 2, false);
    for (int i = 0; i < 20; ++i) log.write(common::LogLevel::Info, "line number " + std::to_string(i));
    CHECK(std::filesystem::exists(file));
    CHECK(std::filesystem::exists(tmp.path() / "d.log.1"));
    CHECK(std::filesystem::exists(tmp.path() / "d.log.2"));
    CHECK_FALSE(std::filesystem::exists(tmp.path() / "d.log.3"));
    CHECK(std::filesystem::file_size(file) <= 200);
    std::ifstream in(file);
    std::string last, line;
    while (std::getline(in, line)) last = line;
    CHECK_THAT(last, Catch::EndsWith("info line number 19"));
#if defined(_WIN32)
    log.open("NUL", 0, 0, false);
#else
    log.open("/dev/null", 0, 0, false);
#endif
}
