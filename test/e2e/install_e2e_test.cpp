// An installed rusteal, as a user gets it: the Debian package (CPack) unpacked into a temporary
// root, then the installed client starts the installed daemon and makes a project
// without --runtime-path, which depends on the installed runtime crates by path (their version
// pinned) and builds offline through all five steps.
#include "cli_run.hpp"
#include "exit_status.hpp"
#include "read_file.hpp"
#include "rust_project.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <filesystem>

namespace fs = std::filesystem;
using rusteal::test::read_file;
using rusteal::test::TempDir;

TEST_CASE("the Debian package installs a rusteal that makes a project on its own crates and builds it offline", "[e2e][install]") {
    TempDir package_dir, unpacked, work, env_dir;
    std::string out;
    // The Debian package (cpack), unpacked into a temporary root as dpkg would install it.
    int rc = rusteal::test::run_logged("'" RUSTEAL_CPACK "' --config '" RUSTEAL_BUILD_DIR "/CPackConfig.cmake' -G DEB -B '" +
                                           package_dir.path().string() + "'",
                                       work.path() / "cpack.log", out);
    INFO(out);
    REQUIRE(rc == 0);
    fs::path deb;
    for (const auto& e : fs::directory_iterator(package_dir.path()))
        if (e.path().extension() == ".deb" && e.path().filename().string().rfind("rusteal_" RUSTEAL_VERSION "_", 0) == 0) deb = e.path();
    REQUIRE_FALSE(deb.empty());
    rc = rusteal::test::run_logged("dpkg-deb -x '" + deb.string() + "' '" + unpacked.path().string() + "'", work.path() / "unpack.log", out);
    REQUIRE(rc == 0);
    const fs::path prefix_dir = unpacked.path() / "usr";
    const fs::path bin = prefix_dir / "bin";
    for (const char* program : {"rusteald", "rusteal", "cargo-rusteal", "rusteal-host"}) CHECK(fs::exists(bin / program));
    const fs::path crates = prefix_dir / "share/rusteal/crates";
    REQUIRE(fs::exists(crates / "rusteal-runtime/Cargo.toml"));
    CHECK(fs::exists(prefix_dir / "share/bash-completion/completions/rusteal"));
    CHECK_THAT(read_file(prefix_dir / "lib/systemd/user/rusteald.service"), Catch::Contains("ExecStart=/usr/bin/rusteald"));
    CHECK_THAT(read_file(prefix_dir / "lib/systemd/user/rusteald.socket"), Catch::Contains("ListenStream=%t/rusteal/rusteald.sock"));

    // The installed client, in an environment of its own (its daemon starts from beside it).
    const std::string env = "XDG_RUNTIME_DIR='" + env_dir.path().string() + "' XDG_STATE_HOME='" + env_dir.path().string() +
                            "' XDG_CONFIG_HOME='" + env_dir.path().string() + "' CARGO_TARGET_DIR='" RUSTEAL_E2E_TARGET_DIR
                            "' CARGO_TERM_COLOR=never CARGO_INCREMENTAL=0 CARGO_PROFILE_DEV_DEBUG=0 ";
    const std::string client = env + "'" + (bin / "rusteal").string() + "' ";
    rc = rusteal::test::run_logged(client + "config engine '" RUSTEAL_STANDIN_ENGINE "'", work.path() / "config.log", out);
    INFO(out);
    REQUIRE(rc == 0);
    std::string cargo_config;
    for (const auto& c : rusteal::test::kOfflineCargo) cargo_config += " --cargo-config '" + c + "'";
    rc = rusteal::test::run_logged(client + "--json new Probe --dir '" + work.path().string() + "'" + cargo_config,
                                   work.path() / "new.log", out);
    INFO(out);
    CHECK(rc == 0);
    const fs::path root = work.path() / "Probe";
    const std::string manifest = read_file(root / "Rust/Cargo.toml");
    CHECK_THAT(manifest, Catch::Contains("rusteal-runtime = { path = \"" + crates.string() + "/rusteal-runtime\", version = \"=" +
                                         RUSTEAL_VERSION + "\" }"));
    CHECK(fs::exists(root / "Plugins/Rusteal/Binaries/Linux/librusteal.so"));
    rc = rusteal::test::run_logged(client + "daemon stop", work.path() / "stop.log", out);
    CHECK(rc == 0);
}
