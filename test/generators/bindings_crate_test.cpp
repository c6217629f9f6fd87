// The generated bindings crate, as Rust: from the real fixture with the probe configuration
// (docs/generators.md; features core, engine, input, slate, umg, enhanced-input), every generated
// .rs file parses (rustfmt), and the crate passes `cargo check` against the runtime crates
// together with a game crate on top of it (test/rust/game_on_bindings), offline from Debian's
// crate packages. The check is shown able to fail by breaking the game crate on purpose.
#include "generated_bindings.hpp"
#include "exit_status.hpp"
#include "read_file.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace rusteal::generators;
using rusteal::test::read_file;
using rusteal::test::replace_all;
namespace fs = std::filesystem;

namespace {

using rusteal::test::GeneratedBindings;

} // namespace

TEST_CASE("every generated Rust file parses", "[rust]") {
    GeneratedBindings g;
    std::string rustfmt = "rustfmt";
    if (std::system("command -v rustfmt >/dev/null 2>&1") != 0)
        rustfmt = std::string(std::getenv("HOME") ? std::getenv("HOME") : "/root") + "/.cargo/bin/rustfmt";
    std::vector<fs::path> files;
    for (const auto& e : fs::recursive_directory_iterator(g.paths.bindings_dir))
        if (e.path().extension() == ".rs") files.push_back(e.path());
    REQUIRE(files.size() > 80);
    std::string list;
    for (const auto& f : files) list += " '" + f.string() + "'";
    std::string out;
    int rc = rusteal::test::run_logged("'" + rustfmt + "' --edition 2024 --emit stdout" + list + " >/dev/null", g.dir.path() / "rustfmt.log", out);
    INFO(out);
    CHECK(rc == 0);
}

TEST_CASE("the bindings crate and a game on top of it pass cargo check against the runtime crates", "[rust][cargo]") {
    GeneratedBindings g;
    const auto rust = g.rust_dir();
    // Rust side: the interface function is bound on the implementing class.
    CHECK_THAT(read_file(g.paths.bindings_dir / "src/enhanced_input/enhanced_input_local_player_subsystem.rs"),
               Catch::Contains("fn add_mapping_context("));
    // Multicast delegates get accessors typed by their signature; one naming a class the fixture
    // does not reflect (UDamageType) is skipped, with the reason in the report.
    const auto actor = read_file(g.paths.bindings_dir / "src/engine/actor.rs");
    CHECK_THAT(actor, Catch::Contains("fn on_actor_begin_overlap(&self) -> ::rusteal_core::MulticastDelegateRef<(::rusteal_core::UObjectRef<Actor>, "
                                      "::rusteal_core::UObjectRef<Actor>, )>") &&
                          Catch::Contains("fn on_input_touch_begin(&self) -> ::rusteal_core::MulticastDelegateRef<(ETouchIndex, ") &&
                          Catch::Contains("fn on_clicked(&self) -> ::rusteal_core::MulticastDelegateRef<(::rusteal_core::UObjectRef<Actor>, "
                                          "::rusteal_core::OwnedStruct<FKey>, )>") &&
                          !Catch::Contains("fn on_take_any_damage("));
    // A parameter whose default is a null object or class (UHT's "None") is optional, as a name
    // defaulting to NAME_None is: the reference's bindings take `Option` there.
    CHECK_THAT(actor, Catch::Contains("fn get_overlapping_actors(&self, class_filter: ::core::option::Option<::rusteal_core::SubclassOf<Actor>>)") &&
                          Catch::Contains("noise_instigator: ::core::option::Option<::rusteal_core::UObjectRef<Pawn>>"));
    const auto skipped = read_file(g.report.skipped_report);
    const auto at = skipped.find("Actor.OnTakeAnyDamage");
    REQUIRE(at != std::string::npos);
    CHECK_THAT(skipped.substr(at, skipped.find('\n', at) - at), Catch::Contains("class DamageType is not available"));
    CHECK_THAT(read_file(g.paths.bindings_dir / "Cargo.toml"), Catch::Contains("\"enhanced-input\" = [") &&
                                                              Catch::Contains("default = ["));

    const auto game = rust / "game";
    const std::string cargo = g.write_game_workspace(RUSTEAL_SOURCE_DIR "/test/rust/game_on_bindings") + " check --workspace --all-features --message-format=short";
    std::string out;
    int rc = rusteal::test::run_logged(cargo, g.dir.path() / "cargo.log", out);
    INFO(out);
    REQUIRE(rc == 0);
    // No warning of the code's. (cargo-offline patches glam in for the games that use it; this
    // game does not, and cargo says so: that line is this machine's setup, not the code's.)
    std::istringstream lines(out);
    for (std::string line; std::getline(lines, line);)
        if (line.find("warning:") != std::string::npos && line.find("patch `glam") == std::string::npos) FAIL_CHECK(line);

    // The check can fail: a game calling a function the bindings do not have.
    std::ofstream(game / "src/lib.rs", std::ios::app)
        << "\npub fn broken(actor: &Checked<Actor>) -> RustealResult<()> { actor.no_such_engine_function() }\n";
    rc = rusteal::test::run_logged(cargo, g.dir.path() / "cargo-broken.log", out);
    INFO(out);
    CHECK(rusteal::test::how_it_ended(rc) == rusteal::test::exited_with(101)); // cargo's exit code when the compiler reported an error
    CHECK_THAT(out, Catch::Contains("no method named `no_such_engine_function`"));
}

// The engine-function table reaches the library in rusteal-host: the game crate's Mover calls
// generated engine functions (location, rotation, forward vector, teleport, scale, owner,
// destroy), which the host places at the ids of the generated RustealFuncIds.h and runs over its
// objects; an unmodelled one fails naming itself.
TEST_CASE("a Rust class calls generated engine functions in rusteal-host", "[rust][cargo][host]") {
    GeneratedBindings g;
    REQUIRE(fs::exists(g.dir.path() / "Plugins/Rusteal/Source/Rusteal/Generated/RustealFuncIds.h"));
    std::string out;
    int rc = g.build_and_deploy(g.write_game_workspace(RUSTEAL_SOURCE_DIR "/test/rust/game_on_bindings"), out);
    INFO(out);
    REQUIRE(rc == 0);

    const std::string script = "spawn Mover m\n"
                             "spawn Actor boss\n"
                             "expect call m HasAntenna == true\n"
                             "expect get m Lives == 3\n"
                             "console Probe.Shout hello there\n"
                             "expect-log shouted: HELLO THERE\n"
                             "expect call m AntennaBelongsToMe == true\n"
                             "expect call m BeaconBegan == 1\n"
                             "expect call m SpawnBuddies 300 == 300\n"
                             "spawn Mover porter\n"
                             "expect call porter Carry boss == 110\n"
                             // Enhanced Input bindings run by the script's input command.
                             "spawn InputAction IA_Hop\n"
                             "expect call porter BindInput IA_Hop == ok\n"
                             "input IA_Hop Started\n"
                             "expect input IA_Hop Started == 1 binding(s) ran\n"
                             "expect get porter Hops == 2\n"
                             "input IA_Hop Triggered 0.5 -1\n"
                             "expect get porter Pushed == 4\n"
                             "expect-fail input IA_Hop Pressed ~= unknown trigger event\n"
                             // FInputActionValue (X 0.5, Y -1, Z 0, Axis2D) as the host writes a struct: its bytes in hex.
                             "expect call m Steer 000000000000e03f000000000000f0bf00000000000000000200000000000000 ~= 4, Value=\n"
                             "expect-fail call m Steer 00ff ~= the 32 bytes of InputActionValue in hex\n"
                             "spawn Mover other\n"
                             "expect call m CallByName other 3 == 7\n"
                             "expect call m Waypoint 4 0.5 == 40.5\n"
                             // A #[ustruct] with a string, an array, a nested struct and a soft reference.
                             "expect call m PlanRoute 4 == 17\n"
                             "expect call m RouteLabelLength == 10\n"
                             // An engine struct's array field, copied whole.
                             "expect call m MapModifiers 3 == 31\n"
                             "call m TurnAndStep 90 100\n"
                             "expect get m ReachedX == 0\n"
                             "expect get m ReachedY == 100\n"
                             "call m TurnAndStep 0 50\n"
                             "expect get m ReachedX == 50\n"
                             "expect get m ReachedY == 100\n"
                             "expect get m Steps == 2\n"
                             "call m Announce\n"
                             "expect-log mover after 2 steps\n"
                             "expect call m Grow 2.5 == 2.5\n"
                             "expect call m Nudge 25 == 75\n"
                             // After a reload the library calls the engine through the table again.
                             "reload\n"
                             "expect call m Grow 1 == 2.5\n"
                             "expect call m Follow boss == true\n"
                             "expect call m Measure ~= Actor.GetActorEyesViewPoint: invalid operation: Unreal: not modelled in the headless host\n"
                             "expect call m MeasureOrLog == true\n"
                             "expect-log Actor.GetActorEyesViewPoint: invalid operation: Unreal: not modelled in the headless host\n"
                             "expect coverage ~= Probe: 79 of 362 engine functions modelled\n"
                             // The fixture's classes, structs and enums, from the exported reflection.
                             "expect coverage ~= from the engine's reflection: 19 classes, 9 structs, 21 enums, 154 properties, 60 events\n"
                             "set m CustomTimeDilation 2\n"
                             "expect call m SlowDown 0.5 == 1\n"
                             "expect call m SlowDown 0.25 == 0.5\n"
                             "expect get m Tags ~= slowed\n"
                             // Engine delegates and events, as the reference's pickups use them.
                             "spawn Pickup gem\n"
                             "overlap m gem\n"
                             "expect get gem Pickups == 1\n"
                             "expect get gem Touches == 1\n"
                             "expect get gem CollectedBy == m\n"
                             "expect-fail overlap gem m ~= overlap already\n"
                             "end-overlap gem m\n"
                             "expect get gem Departures == 1\n"
                             "damage gem 12.5 boss\n"
                             "expect get gem DamageTaken == 12.5\n"
                             "expect get gem TypedDamage == true\n"
                             "damage gem 0\n"
                             "expect get gem DamageTaken == 12.5\n"
                             "expect call gem BindWrongShape ~= does not take the parameters of ActorBeginOverlapSignature\n"
                             "expect call gem BindMissing ~= has no function NoSuchFunction\n"
                             "overlap gem m\n"
                             "expect get gem Pickups == 2\n"
                             // Destroying the collector ends its overlap (the closure) and tells its
                             // OnDestroyed (the closure bound on another actor).
                             "expect call m Vanish == ok\n"
                             "expect-fail get m Steps ~= no object named m\n"
                             "expect-log beacon ended: Destroyed\n"
                             "expect get gem Departures == 2\n"
                             "expect get gem Losses == 1\n"
                             // A #[uinterface] implemented by a Rust class, called through ScriptInterface
                             // and by name; a class listing it without Rust methods gets the defaults.
                             "spawn Pickup gem2\n"
                             "spawn Crate box\n"
                             "spawn Mover m2\n"
                             "expect call m2 UseThing gem2 5 == 47\n"
                             "expect get gem2 CollectedBy == m2\n"
                             "expect call gem2 UseBy m2 3 == 3\n"
                             "expect call m2 UseThing box 5 == 0\n"
                             "expect call m2 UseThing boss 5 == -1\n";
    rc = g.run_host("engine", script, out);
    INFO(out);
    CHECK(rc == 0);

    // The check can fail: a wrong expectation of an engine function's result stops the script.
    rc = g.run_host("engine-wrong", script + "spawn Mover n\ncall n TurnAndStep 0 10\nexpect get n ReachedX == 0\n", out);
    INFO(out);
    CHECK(rusteal::test::how_it_ended(rc) == rusteal::test::exited_with(1));
    CHECK_THAT(out, Catch::Contains("expected") && Catch::Contains("10"));
}
