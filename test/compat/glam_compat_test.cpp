// Game code written the reference's way, built and run as a Rusteal user's would be (README.md):
// the glam game (glam_game/) against bindings generated from the real fixture, with rusteal-runtime's
// `glam` feature and glam (test/rust/glam standing in for the crate), its warnings errors; then its
// class runs in rusteal-host, where the engine's vectors, rotators and quaternions it makes from
// glam's must land where glam says.
#include "exit_status.hpp"
#include "generated_bindings.hpp"
#include "shell.hpp"

#include <catch2/catch.hpp>

#include <fstream>

namespace fs = std::filesystem;

TEST_CASE("a game written with glam, as Rusteal's are, builds without warnings and moves in rusteal-host", "[rust][cargo][host][compat]") {
    rusteal::test::GeneratedBindings g;
    const fs::path project = g.dir.path();
    std::ofstream(project / "Probe.uproject") << "{ \"FileVersion\": 3, \"Plugins\": [{ \"Name\": \"Rusteal\", \"Enabled\": true }] }\n";
    std::string out;
    const std::string cargo = g.write_game_workspace(RUSTEAL_SOURCE_DIR "/test/compat/glam_game");
    int rc = rusteal::test::run_logged(cargo + " build -p game --message-format=short", project / "cargo.log", out);
    INFO(out);
    REQUIRE(rc == 0);
    const fs::path deployed = project / "Plugins/Rusteal/Binaries/Linux/librusteal.so";
    fs::create_directories(deployed.parent_path());
    fs::copy_file(fs::path(RUSTEAL_CARGO_TARGET_DIR) / "debug/libgame.so", deployed, fs::copy_options::overwrite_existing);

    // From the origin a step of 100 towards (300, 400): at (60, 80), 400 left, facing (0.6, 0.8).
    // Then a quarter turn made with DQuat::from_rotation_z: yaw 90, facing +Y.
    const fs::path script = project / "glam.rhs";
    std::ofstream(script) << "spawn Seeker s\n"
                             "expect call s StepTowards 300 400 0 == 400\n"
                             "expect call s ForwardCode == 6008\n"
                             "expect call s StepTowards 300 400 0 == 300\n"
                             "expect get s Steps == 2\n"
                             "expect call s TurnTo 90 == 90\n"
                             "expect call s ForwardCode == 10\n";
    rc = rusteal::test::run_logged("'" RUSTEAL_HOST_PATH "' --project '" + project.string() + "' --script '" + script.string() + "'",
                                   project / "host.log", out);
    INFO(out);
    CHECK(rc == 0);

    // Warnings are errors in the game crate: an unused import of glam's fails the build.
    std::ofstream(project / "Rust/game/src/lib.rs", std::ios::app) << "\nuse glam::DVec2;\n";
    rc = rusteal::test::run_logged(cargo + " build -p game --message-format=short", project / "cargo-warning.log", out);
    INFO(out);
    CHECK(rusteal::test::how_it_ended(rc) == rusteal::test::exited_with(101));
    CHECK_THAT(out, Catch::Contains("unused import"));
}
