// A deploy onto a full disk: the message says the disk is full and that the previous library is
// still deployed, and that library is untouched. Needs a small tmpfs; skipped (with a message)
// where the machine does not let the test mount one.
#include "pipeline/build_plan.hpp"
#include "temp_dir.hpp"
#include "read_file.hpp"

#include <catch2/catch.hpp>

#include <cerrno>
#include <cstring>
#include <fstream>

#include <sys/mount.h>

namespace fs = std::filesystem;

TEST_CASE("deploying onto a full disk says so and leaves the deployed library as it was", "[reliability][disk]") {
    rusteal::test::TempDir dir;
    const fs::path small = dir.path() / "small";
    fs::create_directories(small);
    if (::mount("tmpfs", small.c_str(), "tmpfs", 0, "size=64k") != 0) {
        WARN("skipped: cannot mount a tmpfs here (" << std::strerror(errno) << ")");
        return;
    }
    struct Unmount {
        fs::path p;
        ~Unmount() { ::umount2(p.c_str(), MNT_DETACH); }
    } unmount{small};
    const fs::path deployed = small / "librusteal.so";
    std::ofstream(deployed) << "the library that works";
    const fs::path built = dir.path() / "libgame.so";
    std::ofstream(built) << std::string(1024 * 1024, 'x'); // does not fit in 64 KiB
    std::string error;
    CHECK_FALSE(rusteal::pipeline::deploy(built, deployed, error));
    CHECK_THAT(error, Catch::Contains("the disk holding " + small.string() + " is full") &&
                          Catch::Contains("the library needs 1024 KiB") &&
                          Catch::EndsWith("The previous library is still deployed, unchanged."));
    CHECK(rusteal::test::read_file(deployed) == "the library that works");
    CHECK_FALSE(fs::exists(small / "librusteal.so.partial"));
}
