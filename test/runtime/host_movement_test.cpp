// rusteal-host's models of a character's jumping, falling and landing (movement_functions.hpp)
// and of montages (animation_functions.hpp), on the stand-in engine's reflection and no Rust
// library: the engine functions called as a generated wrapper calls them, frames ticked, the
// state read back from the reflected properties. Frames of 0.125 s keep the positions exact.
#include "engine/animation_functions.hpp"
#include "engine/movement_functions.hpp"
#include "standin_scene.hpp"

#include <array>
#include <string>

using namespace rusteal::headless;

namespace {

constexpr float kFrame = 0.125f;

using World = rusteal::test::StandinScene;

// The character's height.
double z(World& w, const std::string& actor) {
    double at[3], turn[3];
    w.engine.actor_states().world_transform(w.find(actor), at, turn);
    return at[2];
}

// A character that may jump `count` times, holding for `hold` s, at 420 cm/s under 1 g.
Object* jumper(World& w, int count, float hold) {
    Object* hero = w.spawn("Character", "hero");
    w.run("set hero JumpMaxCount " + std::to_string(count));
    w.run("set hero JumpMaxHoldTime " + std::to_string(hold));
    w.run("set hero.CharMoveComp GravityScale 1");
    w.run("set hero.CharMoveComp JumpZVelocity 420");
    return hero;
}

} // namespace

TEST_CASE("a character's jump is held higher, jumps again up to JumpMaxCount, and lands where it left the ground") {
    World w;
    Object* hero = jumper(w, 2, 0.25f);
    REQUIRE(movement::jump(hero) == RustealError_Ok);
    w.engine.tick(kFrame);
    // 420 - 122.5 cm/s, moved by the mean velocity.
    CHECK(w.run("get hero.CharMoveComp MovementMode") == "3");
    CHECK(z(w, "hero") == 44.84375);
    CHECK(w.run("get hero JumpCurrentCount") == "1");
    // Held: the velocity is back at 420 at the start of the frame, while within the hold time.
    w.engine.tick(kFrame);
    CHECK(z(w, "hero") == 89.6875);
    CHECK(w.run("get hero bPressedJump") == "false"); // 0.25 s held: the key counts as released
    w.engine.tick(kFrame);
    CHECK(z(w, "hero") == 119.21875);
    // The second jump of two; a third is refused.
    REQUIRE(movement::stop_jumping(hero) == RustealError_Ok);
    REQUIRE(movement::jump(hero) == RustealError_Ok);
    w.engine.tick(kFrame);
    CHECK(w.run("get hero JumpCurrentCount") == "2");
    CHECK(w.run("get hero.CharMoveComp Velocity") == "{X=0, Y=0, Z=297.5}");
    REQUIRE(movement::stop_jumping(hero) == RustealError_Ok);
    REQUIRE(movement::jump(hero) == RustealError_Ok);
    w.engine.tick(kFrame);
    CHECK(w.run("get hero JumpCurrentCount") == "2");
    CHECK(w.run("get hero.CharMoveComp Velocity") == "{X=0, Y=0, Z=175}");
    REQUIRE(movement::stop_jumping(hero) == RustealError_Ok);
    w.run("tick 40 0.125");
    CHECK(z(w, "hero") == 0);
    CHECK(w.run("get hero.CharMoveComp MovementMode") == "1");
    CHECK(w.run("get hero JumpCurrentCount") == "0");
    CHECK(w.run("get hero.CharMoveComp Velocity") == "{X=0, Y=0, Z=0}");
    bool falling = true, on_ground = false;
    Object* movement = movement::character_movement_of(hero);
    REQUIRE(movement::is_falling(movement, &falling) == RustealError_Ok);
    REQUIRE(movement::is_moving_on_ground(movement, &on_ground) == RustealError_Ok);
    CHECK(!falling);
    CHECK(on_ground);
}

TEST_CASE("off a ledge a character falls to the floor below, and a first jump in the air counts as the second") {
    World w;
    Object* hero = jumper(w, 1, 0.0f);
    w.run("walk-off hero 100");
    CHECK(w.run("get hero.CharMoveComp MovementMode") == "3");
    // One jump allowed: the first press while falling is the second jump, so none happens.
    REQUIRE(movement::jump(hero) == RustealError_Ok);
    w.engine.tick(kFrame);
    CHECK(w.run("get hero JumpCurrentCount") == "1");
    CHECK(w.run("get hero.CharMoveComp Velocity") == "{X=0, Y=0, Z=-122.5}");
    w.run("tick 40 0.125");
    CHECK(z(w, "hero") == -100);
    CHECK(w.run("get hero.CharMoveComp MovementMode") == "1");
    // Not a character, or falling already: refused with why.
    w.spawn("Actor", "crate");
    CHECK(!w.script.run("walk-off crate 10").ok);
    w.run("walk-off hero 10");
    CHECK_THAT(w.script.run("walk-off hero 10").output, Catch::Contains("falling already"));
}

TEST_CASE("a launch replaces the velocity on the axes it overrides, adds on the others, and starts a fall next frame") {
    World w;
    Object* hero = jumper(w, 1, 0.0f);
    w.run("walk-off hero 1000");
    w.engine.tick(kFrame); // falling at -122.5
    const std::array<double, 3> push{100, 0, 500};
    REQUIRE(movement::launch_character(hero, reinterpret_cast<const std::uint8_t*>(push.data()), true, false) == RustealError_Ok);
    CHECK(w.run("get hero.CharMoveComp Velocity") == "{X=0, Y=0, Z=-122.5}"); // from the next update
    w.engine.tick(kFrame);
    // X overridden (100), Z added (500 - 122.5), then a frame of gravity.
    CHECK(w.run("get hero.CharMoveComp Velocity") == "{X=100, Y=0, Z=255}");
    double at[3], turn[3];
    w.engine.actor_states().world_transform(hero, at, turn);
    CHECK(at[0] == 12.5);
}

TEST_CASE("a sweep hits what the script placed, with the hit's point, normal and distance, else nothing") {
    World w;
    Object* hero = w.spawn("Character", "hero");
    const Struct* hit_struct = w.engine.find_struct("HitResult");
    REQUIRE(hit_struct);
    std::vector<std::uint8_t> hit(hit_struct->size, 0);
    const std::array<double, 3> start{0, 0, 0}, end{100, 0, 0};
    const auto* s = reinterpret_cast<const std::uint8_t*>(start.data());
    const auto* e = reinterpret_cast<const std::uint8_t*>(end.data());
    bool blocked = true;
    REQUIRE(movement::sphere_trace_single(hero, s, e, 25, 0, false, nullptr, nullptr, 0, hit.data(), true, nullptr, nullptr, 5, &blocked) ==
            RustealError_Ok);
    CHECK(!blocked);
    w.run("sweep 40 0 0 -1 0 0");
    REQUIRE(movement::sphere_trace_single(hero, s, e, 25, 0, false, nullptr, nullptr, 0, hit.data(), true, nullptr, nullptr, 5, &blocked) ==
            RustealError_Ok);
    CHECK(blocked);
    for (const auto& p : hit_struct->properties) {
        if (p->name == "ImpactNormal") {
            std::array<double, 3> n{};
            std::memcpy(n.data(), hit.data() + p->offset, sizeof n);
            CHECK(n == std::array<double, 3>{-1, 0, 0});
        }
        if (p->name == "Distance") {
            float d = 0;
            std::memcpy(&d, hit.data() + p->offset, sizeof d);
            CHECK(d == 40.0f);
        }
    }
    CHECK_FALSE(w.script.run("sweep 1 2").ok);
}

TEST_CASE("a montage plays for its length over the rate, and ends a frame after it finishes or is stopped") {
    World w;
    Object* anim = w.spawn("AnimInstance", "anim");
    Object* dash = w.spawn("AnimMontage", "dash");
    Object* roll = w.spawn("AnimMontage", "roll");
    w.run("set dash SequenceLength 0.5");
    w.run("set roll SequenceLength 1");
    float length = 0;
    // EMontagePlayReturnType::Duration: the length over the rate.
    REQUIRE(animation::montage_play(anim, dash, 2.0f, 1, 0.0f, true, &length) == RustealError_Ok);
    CHECK(length == 0.25f);
    bool playing = false;
    REQUIRE(animation::montage_is_playing(anim, dash, &playing) == RustealError_Ok);
    CHECK(playing);
    w.engine.tick(kFrame);
    REQUIRE(animation::montage_is_playing(anim, dash, &playing) == RustealError_Ok);
    CHECK(playing);
    w.engine.tick(kFrame);
    REQUIRE(animation::montage_is_playing(anim, nullptr, &playing) == RustealError_Ok);
    CHECK(!playing);
    // A new montage stops the one playing (stopping still counts as any montage until the frame).
    REQUIRE(animation::montage_play(anim, dash, 1.0f, 0, 0.0f, true, &length) == RustealError_Ok);
    CHECK(length == 0.5f);
    REQUIRE(animation::montage_play(anim, roll, 1.0f, 0, 0.0f, true, &length) == RustealError_Ok);
    void* current = nullptr;
    REQUIRE(animation::current_active_montage(anim, &current) == RustealError_Ok);
    CHECK(current == roll);
    REQUIRE(animation::montage_is_active(anim, dash, &playing) == RustealError_Ok);
    CHECK(!playing);
    REQUIRE(animation::montage_stop(anim, 0.25f, nullptr) == RustealError_Ok);
    REQUIRE(animation::is_any_montage_playing(anim, &playing) == RustealError_Ok);
    CHECK(playing);
    w.engine.tick(kFrame);
    REQUIRE(animation::is_any_montage_playing(anim, &playing) == RustealError_Ok);
    CHECK(!playing);
    // Nothing plays without a montage, a length or a rate above zero.
    Object* empty = w.spawn("AnimMontage", "empty");
    for (auto [montage, rate] : {std::pair<Object*, float>{nullptr, 1.0f}, {empty, 1.0f}, {dash, 0.0f}}) {
        REQUIRE(animation::montage_play(anim, montage, rate, 0, 0.0f, true, &length) == RustealError_Ok);
        CHECK(length == 0.0f);
    }
}

TEST_CASE("a skeletal mesh's anim instance is made of its AnimClass when first asked for, then kept") {
    World w;
    w.spawn("Character", "hero");
    Object* mesh = w.engine.find_object_by_name("hero.CharacterMesh0");
    REQUIRE(mesh);
    void* instance = reinterpret_cast<void*>(1);
    REQUIRE(animation::get_anim_instance(mesh, &instance) == RustealError_Ok);
    CHECK(instance == nullptr); // no AnimClass
    w.run("set hero.CharacterMesh0 AnimClass AnimInstance");
    REQUIRE(animation::get_anim_instance(mesh, &instance) == RustealError_Ok);
    REQUIRE(instance);
    CHECK(static_cast<Object*>(instance)->cls == w.engine.find_class("AnimInstance"));
    void* again = nullptr;
    REQUIRE(animation::get_anim_instance(mesh, &again) == RustealError_Ok);
    CHECK(again == instance);
}

TEST_CASE("an engine character starts with its C++ constructor's values: one jump at 420 cm/s under 1 g") {
    World w;
    Object* hero = w.spawn("Character", "hero");
    CHECK(w.run("get hero JumpMaxCount") == "1");
    CHECK(w.run("get hero JumpMaxHoldTime") == "0");
    CHECK(w.run("get hero.CharMoveComp GravityScale") == "1");
    CHECK(w.run("get hero.CharMoveComp JumpZVelocity") == "420");
    CHECK(w.run("get hero.CharMoveComp MaxWalkSpeed") == "600");
    CHECK(w.run("get hero.CharMoveComp RotationRate") == "{Pitch=0, Yaw=360, Roll=0}");
    CHECK_THAT(w.run("get hero.CharMoveComp NavAgentProps"), Catch::Contains("bCanJump=true"));
    // One jump: 420 - 122.5 cm/s after a frame; a second press in the air does nothing.
    REQUIRE(movement::jump(hero) == RustealError_Ok);
    w.engine.tick(kFrame);
    CHECK(z(w, "hero") == 44.84375);
    REQUIRE(movement::stop_jumping(hero) == RustealError_Ok);
    REQUIRE(movement::jump(hero) == RustealError_Ok);
    w.engine.tick(kFrame);
    CHECK(w.run("get hero.CharMoveComp Velocity") == "{X=0, Y=0, Z=175}");
}
