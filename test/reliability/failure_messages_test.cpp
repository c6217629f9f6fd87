// What a user is told when a build fails without a compiler error: cargo's own words, not only
// its exit code.
#include "daemon_process.hpp"
#include "project_pins.hpp"

#include <catch2/catch.hpp>

#include <fstream>

using namespace rusteal::test;
namespace fs = std::filesystem;
namespace json = boost::json;

namespace {
// The summary of a build of a one-crate project whose build script is `build_rs`.
std::string summary_of_build_with_script(const std::string& build_rs) {
    DaemonProcess d;
    TempDir dir;
    const fs::path root = dir.path();
    fs::create_directories(root / "Rust/game/src");
    std::ofstream(root / "Rust/Cargo.toml") << "[workspace]\nresolver = \"3\"\nmembers = [\"game\"]\n";
    write_minimal_project(root); // appends the pins to the workspace above
    fs::create_directories(root / "Rust/bindings/src");
    std::ofstream(root / "Rust/game/Cargo.toml")
        << "[package]\nname = \"game\"\nversion = \"0.1.0\"\nedition = \"2024\"\nbuild = \"build.rs\"\n\n[lib]\ncrate-type = [\"cdylib\"]\n";
    std::ofstream(root / "Rust/game/build.rs") << build_rs;
    std::ofstream(root / "Rust/game/src/lib.rs") << "pub fn f() {}\n";
    std::ofstream(root / "Rust/bindings/src/func_ids.rs") << "\n";
    auto c = d.connect();
    auto r = c.request("build/run", json::object{{"project", root.string()}, {"cargoConfig", json::array{"net.offline=true"}}},
                       std::chrono::seconds(300));
    REQUIRE(r.as_object().contains("result"));
    CHECK(r.at("result").at("ok") == false);
    return std::string(r.at("result").at("summary").as_string());
}
} // namespace

TEST_CASE("a crashing build script is summarised with cargo's error and the script's last words", "[reliability][messages]") {
    const auto summary = summary_of_build_with_script("fn main() { panic!(\"the asset folder is missing\"); }\n");
    CHECK_THAT(summary, Catch::StartsWith("cargo build of game failed (exit code 101): error: failed to run custom build command for `game"));
    CHECK_THAT(summary, Catch::Contains("the asset folder is missing"));
}

TEST_CASE("a build script killed by a signal: the summary names the signal", "[reliability][messages]") {
    SECTION("SIGSEGV") {
        const auto summary = summary_of_build_with_script(
            "fn main() { unsafe { std::ptr::null_mut::<i32>().write_volatile(1); } }\n");
        CHECK_THAT(summary, Catch::Contains("failed to run custom build command for `game") &&
                                Catch::Contains("the build script was killed by SIGSEGV (invalid memory reference)"));
    }
    SECTION("SIGABRT") {
        const auto summary = summary_of_build_with_script("fn main() { std::process::abort(); }\n");
        CHECK_THAT(summary, Catch::Contains("the build script was killed by SIGABRT"));
    }
}
