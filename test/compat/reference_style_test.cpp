// Game code written the reference's way, built and run as a Rusteal user's would be (README.md):
// the game in game/ against bindings generated from the real fixture, with rusteal-runtime's
// `glam` feature and glam (test/rust/glam standing in for the crate), its warnings errors; then its
// classes run in rusteal-host: the engine's vectors, rotators and quaternions made from glam's
// must land where glam says, names given as handles must be the names, containers must count.
#include "exit_status.hpp"
#include "generated_bindings.hpp"
#include "shell.hpp"

#include <catch2/catch.hpp>

#include <fstream>

TEST_CASE("game code written as Rusteal's is builds without warnings and behaves in rusteal-host", "[rust][cargo][host][compat]") {
    rusteal::test::GeneratedBindings g;
    std::string out;
    const std::string cargo = g.write_game_workspace(RUSTEAL_SOURCE_DIR "/test/compat/game");
    int rc = g.build_and_deploy(cargo, out);
    INFO(out);
    REQUIRE(rc == 0);

    // From the origin a step of 100 towards (300, 400): at (60, 80), 400 left, facing (0.6, 0.8).
    // Then a quarter turn made with DQuat::from_rotation_z: yaw 90, facing +Y.
    const std::string script = "spawn Seeker s\n"
                             "expect call s StepTowards 300 400 0 == 400\n"
                             "expect call s ForwardCode == 6008\n"
                             "expect call s StepTowards 300 400 0 == 300\n"
                             "expect get s Steps == 2\n"
                             "expect call s TurnTo 90 == 90\n"
                             "expect call s ForwardCode == 10\n"
                             // Two tags, one pushed as Rusteal's games push it (the name's handle),
                             // both found by ActorHasTag: 2 tags * 10 + 1.
                             "spawn Tagger t\n"
                             "expect call t TagTwice == 21\n"
                             "expect get t Tags ~= Rusteal\n"
                             "expect call t Shout == 1\n"
                             // Three tags counted by len()?, by `for tag in &tags`, by bulk_iter()?.
                             "spawn Counter c\n"
                             "expect call c CountTags 3 == 3331\n"
                             "expect call c CountTags 1 == 4440\n"
                             "expect call c Score 3 == 6\n"
                             "expect call c SpawnAnother == 2\n"
                             // A palette of 4 shades set by reference, then 5 by value, hue 0.5, with two steps.
                             "spawn Painter p\n"
                             "expect call p Repaint 4 == 250.5\n";
    rc = g.run_host("reference-style", script, out);
    INFO(out);
    CHECK(rc == 0);

    // Warnings are errors in the game crate: an unused import of glam's fails the build.
    std::ofstream(g.rust_dir() / "game/src/lib.rs", std::ios::app) << "\nuse glam::DVec2;\n";
    rc = rusteal::test::run_logged(cargo + " build -p game --message-format=short", g.dir.path() / "cargo-warning.log", out);
    INFO(out);
    CHECK(rusteal::test::how_it_ended(rc) == rusteal::test::exited_with(101));
    CHECK_THAT(out, Catch::Contains("unused import"));
}
