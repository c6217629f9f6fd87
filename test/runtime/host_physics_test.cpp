// rusteal-host's models of bodies' masses and impulses, a character's impulse and a disabled
// movement (physics_functions.hpp, movement_functions.hpp), the multi sphere sweep and the default
// collision profiles (collision_functions.hpp), widget components and hiding (component_functions.hpp),
// montage sections (animation_functions.hpp) and physics constraints, on the stand-in engine's
// reflection and no Rust library: each engine function called through its area's table entry with
// its generated wrapper's C signature, as the function table calls it, and the state read back
// through the script and the reflected properties.
#include "api/engine_functions.hpp"
#include "engine/physics_functions.hpp"
#include "standin_scene.hpp"
#include "core/value_text.hpp"

#include <array>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

using namespace rusteal::headless;

// Named, not anonymous: the test sources are built as one unity file, beside host_movement_test.cpp's.
namespace physics_scene {

constexpr float kStep = 0.125f;
using Code = std::uint32_t;
using Scene = rusteal::test::StandinScene;

// The engine function "Class.Function" as the function table reaches it, with its wrapper's signature.
template <class F>
F* entry(const char* name) {
    const void* f = EngineFunctions::modelled_entry(name);
    INFO(name);
    REQUIRE(f);
    return reinterpret_cast<F*>(const_cast<void*>(f));
}

const std::uint8_t* bytes(const std::array<double, 3>& v) { return reinterpret_cast<const std::uint8_t*>(v.data()); }

// A caller's temporary array argument, as the generated wrapper passes one: a base and its property.
struct ArrayArg {
    Container items;
    Property prop;
    void* base() { return &items; }
    void* property() { return &prop; }
};

} // namespace physics_scene

using physics_scene::ArrayArg;
using physics_scene::bytes;
using physics_scene::Code;
using physics_scene::entry;
using physics_scene::kStep;
using physics_scene::Scene;

TEST_CASE("a simulating body takes an impulse over its mass, needs a mass for one, and ignores a zero one") {
    Scene w;
    w.spawn("Character", "hero");
    Object* mesh = w.part("hero.CharacterMesh0");
    auto* at_location = entry<Code(void*, const std::uint8_t*, const std::uint8_t*, std::uint64_t)>("PrimitiveComponent.AddImpulseAtLocation");
    auto* impulse = entry<Code(void*, const std::uint8_t*, std::uint64_t, bool)>("PrimitiveComponent.AddImpulse");
    auto* get_mass = entry<Code(void*, float*)>("PrimitiveComponent.GetMass");
    const std::array<double, 3> push{100, 0, 50}, zero{0, 0, 0};
    // Not simulating: nothing, mass or not.
    CHECK(at_location(mesh, bytes(push), bytes(zero), 0) == RustealError_Ok);
    CHECK(w.run("physics hero.CharacterMesh0") == "not simulating, velocity {X=0, Y=0, Z=0}, blend weight 0");
    w.run("physics hero.CharacterMesh0 simulate");
    // Simulating, no mass given: refused; a zero impulse needs none.
    CHECK(at_location(mesh, bytes(push), bytes(zero), 0) == RustealError_InvalidOperation);
    CHECK(impulse(mesh, bytes(push), 0, false) == RustealError_InvalidOperation);
    CHECK(at_location(mesh, bytes(zero), bytes(zero), 0) == RustealError_Ok);
    float mass = -1;
    REQUIRE(get_mass(mesh, &mass) == RustealError_Ok);
    CHECK(mass == 0.0f);
    CHECK_FALSE(w.script.run("physics hero.CharacterMesh0 mass 0").ok);
    CHECK_FALSE(w.script.run("physics hero.CharacterMesh0 mass").ok);
    CHECK(w.run("physics hero.CharacterMesh0 mass 50") == "simulating, velocity {X=0, Y=0, Z=0}, blend weight 0, mass 50 kg");
    REQUIRE(get_mass(mesh, &mass) == RustealError_Ok);
    CHECK(mass == 50.0f);
    CHECK(at_location(mesh, bytes(push), bytes(zero), 0) == RustealError_Ok);
    CHECK(impulse(mesh, bytes(push), 0, true) == RustealError_Ok); // a velocity change: the mass does not count
    CHECK(w.run("physics hero.CharacterMesh0") == "simulating, velocity {X=102, Y=0, Z=51}, blend weight 0, mass 50 kg");
    // A single bone's simulation is kept and listed; a bone that is None has no body.
    auto* bone = entry<Code(void*, std::uint64_t, bool)>("SkeletalMeshComponent.SetBodySimulatePhysics");
    CHECK(bone(mesh, w.engine.make_name("pelvis"), false) == RustealError_Ok);
    CHECK(bone(mesh, 0, true) == RustealError_Ok);
    CHECK(w.run("physics hero.CharacterMesh0") ==
          "simulating, velocity {X=102, Y=0, Z=51}, blend weight 0, mass 50 kg, bone pelvis not simulating");
}

TEST_CASE("a character's impulse is added at its next movement update, over its Mass unless a velocity change, "
          "and a disabled movement stays still") {
    Scene w;
    w.spawn("Character", "hero");
    Object* movement = w.part("hero.CharMoveComp");
    auto* add = entry<Code(void*, const std::uint8_t*, bool)>("CharacterMovementComponent.AddImpulse");
    w.engine.tick(kStep);
    REQUIRE(w.run("get hero.CharMoveComp MovementMode") == "1");
    w.run("set hero.CharMoveComp Mass 100");
    REQUIRE(add(movement, bytes({0, 0, 500}), true) == RustealError_Ok);
    REQUIRE(add(movement, bytes({1000, 0, 0}), false) == RustealError_Ok);
    CHECK(w.run("get hero.CharMoveComp Velocity") == "{X=0, Y=0, Z=0}");
    w.engine.tick(kStep);
    // Pushed up off the ground: falling, 500 less a frame of gravity (1 g).
    CHECK(w.run("get hero.CharMoveComp MovementMode") == "3");
    CHECK(w.run("get hero.CharMoveComp Velocity") == "{X=10, Y=0, Z=377.5}");
    // A sideways push alone leaves a walking character walking.
    w.engine.tick(2.0f);
    REQUIRE(w.run("get hero.CharMoveComp MovementMode") == "1");
    REQUIRE(add(movement, bytes({0, 300, 0}), true) == RustealError_Ok);
    w.engine.tick(kStep);
    CHECK(w.run("get hero.CharMoveComp MovementMode") == "1");
    // DisableMovement, even in the air: MOVE_None stays (it is not taken for a character not yet
    // started), and impulses are dropped.
    auto* disable = entry<Code(void*)>("CharacterMovementComponent.DisableMovement");
    w.run("walk-off hero 100");
    REQUIRE(w.run("get hero.CharMoveComp MovementMode") == "3");
    REQUIRE(disable(movement) == RustealError_Ok);
    REQUIRE(add(movement, bytes({0, 0, 500}), true) == RustealError_Ok);
    const std::string before = w.run("location hero");
    w.engine.tick(kStep);
    w.engine.tick(kStep);
    CHECK(w.run("get hero.CharMoveComp MovementMode") == "0");
    CHECK(w.run("location hero") == before);
}

TEST_CASE("the multi sphere sweep hits each querying component of the object types asked for within reach, in order, "
          "leaving out the context's actor") {
    Scene w;
    Object* hero = w.spawn("Character", "hero");
    w.spawn("Character", "near");
    w.run("place near 100 0 0");
    w.run("set near.CollisionCylinder CapsuleHalfHeight 90");
    w.spawn("Character", "far");
    w.run("place far 1000 0 0");
    auto* sweep = entry<Code(void*, const std::uint8_t*, const std::uint8_t*, float, void*, void*, bool, void*, void*, std::int32_t, void*,
                             void*, bool, const std::uint8_t*, const std::uint8_t*, float, bool*)>("KismetSystemLibrary.SphereTraceMultiForObjects");
    ArrayArg types, ignored, hits;
    types.items.keys = {{2}}; // ObjectTypeQuery3: Pawn
    bool any = false;
    const std::array<double, 3> start{0, 0, 0}, end{75, 0, 0};
    REQUIRE(sweep(hero, bytes(start), bytes(end), 75, types.base(), types.property(), false, ignored.base(), ignored.property(), 0,
                  hits.base(), hits.property(), true, nullptr, nullptr, 0, &any) == RustealError_Ok);
    CHECK(any);
    // The near character's capsule (a sphere of its half height) and mesh; the far one is out of reach.
    const Struct* hit_struct = w.engine.find_struct("HitResult");
    REQUIRE(hit_struct);
    REQUIRE(hits.items.keys.size() == 2);
    std::vector<std::string> where;
    for (const auto& blob : hits.items.keys) {
        REQUIRE(blob.size() == hit_struct->size);
        for (const auto& p : hit_struct->properties)
            if (p->name == "ImpactPoint") where.push_back(format_value(w.engine, *p, blob.data() + p->offset));
    }
    CHECK(where == std::vector<std::string>{"{X=10, Y=0, Z=0}", "{X=100, Y=0, Z=0}"});
    // Without bIgnoreSelf the hero's own components come first (nearest the start).
    REQUIRE(sweep(hero, bytes(start), bytes(end), 75, types.base(), types.property(), false, ignored.base(), ignored.property(), 0,
                  hits.base(), hits.property(), false, nullptr, nullptr, 0, &any) == RustealError_Ok);
    CHECK(hits.items.keys.size() == 4);
    // Ignored actors, and object types not asked for, are not hit.
    Object* near = w.find("near");
    ignored.items.keys = {std::vector<std::uint8_t>(sizeof near)};
    std::memcpy(ignored.items.keys[0].data(), &near, sizeof near);
    REQUIRE(sweep(hero, bytes(start), bytes(end), 75, types.base(), types.property(), false, ignored.base(), ignored.property(), 0,
                  hits.base(), hits.property(), true, nullptr, nullptr, 0, &any) == RustealError_Ok);
    CHECK_FALSE(any);
    ignored.items.keys.clear();
    types.items.keys = {{1}}; // WorldDynamic
    REQUIRE(sweep(hero, bytes(start), bytes(end), 75, types.base(), types.property(), false, ignored.base(), ignored.property(), 0,
                  hits.base(), hits.property(), true, nullptr, nullptr, 0, &any) == RustealError_Ok);
    CHECK(hits.items.keys.empty());
}

TEST_CASE("a collision profile name gives the body Unreal's default profile, and a project's own profile is only named") {
    Scene w;
    w.spawn("Character", "hero");
    Object* mesh = w.part("hero.CharacterMesh0");
    auto* set_profile = entry<Code(void*, std::uint64_t, bool)>("PrimitiveComponent.SetCollisionProfileName");
    const auto profile = [&](const char* name) { return set_profile(mesh, w.engine.make_name(name), true); };
    CHECK(w.run("object-type hero.CharacterMesh0") == "2");
    REQUIRE(profile("OverlapAllDynamic") == RustealError_Ok);
    CHECK(w.run("object-type hero.CharacterMesh0") == "1");
    CHECK(w.run("response hero.CharacterMesh0 2") == "Overlap");
    REQUIRE(profile("MyGameProfile") == RustealError_Ok);
    CHECK(w.run("object-type hero.CharacterMesh0") == "1");
    REQUIRE(profile("Ragdoll") == RustealError_Ok);
    CHECK(w.run("object-type hero.CharacterMesh0") == "5");
    CHECK(w.run("response hero.CharacterMesh0 2") == "Ignore");
    CHECK(w.run("response hero.CharacterMesh0 0") == "Block");
    CHECK(w.run("object-type hero.CharacterMesh0 7") == "7");
    CHECK_FALSE(w.script.run("object-type hero.CharacterMesh0 64").ok);
    CHECK_FALSE(w.script.run("object-type hero.CameraBoom").ok);
}

TEST_CASE("a widget component's widget is the one SetWidget gave, else none without a class, and SetHiddenInGame reaches "
          "the children when told") {
    Scene w;
    Object* bar = w.spawn("WidgetComponent", "bar");
    Object* widget = w.spawn("UserWidget", "made");
    auto* get_user_widget = entry<Code(void*, void**)>("WidgetComponent.GetUserWidgetObject");
    auto* get_widget = entry<Code(void*, void**)>("WidgetComponent.GetWidget");
    auto* set_widget = entry<Code(void*, void*)>("WidgetComponent.SetWidget");
    void* out = widget;
    REQUIRE(get_user_widget(bar, &out) == RustealError_Ok);
    CHECK(out == nullptr); // no WidgetClass
    REQUIRE(set_widget(bar, widget) == RustealError_Ok);
    REQUIRE(get_widget(bar, &out) == RustealError_Ok);
    CHECK(out == widget);
    REQUIRE(set_widget(bar, nullptr) == RustealError_Ok);
    REQUIRE(get_user_widget(bar, &out) == RustealError_Ok);
    CHECK(out == nullptr);
    // UserWidget itself is abstract: a component naming it makes none.
    Object* other = w.spawn("WidgetComponent", "other");
    w.run("set other WidgetClass UserWidget");
    REQUIRE(get_user_widget(other, &out) == RustealError_Ok);
    CHECK(out == nullptr);

    w.spawn("Character", "hero");
    auto* hide = entry<Code(void*, bool, bool)>("SceneComponent.SetHiddenInGame");
    Object* capsule = w.part("hero.CollisionCylinder");
    REQUIRE(hide(capsule, true, false) == RustealError_Ok);
    CHECK(w.run("get hero.CollisionCylinder bHiddenInGame") == "true");
    CHECK(w.run("get hero.CharacterMesh0 bHiddenInGame") == "false");
    REQUIRE(hide(capsule, true, true) == RustealError_Ok);
    CHECK(w.run("get hero.CharacterMesh0 bHiddenInGame") == "true");
}

TEST_CASE("a montage jumps to a named section and plays on from it, its current section the last jumped to") {
    Scene w;
    Object* anim = w.spawn("AnimInstance", "anim");
    Object* combo = w.spawn("AnimMontage", "combo");
    Object* charge = w.spawn("AnimMontage", "charge");
    w.run("set combo SequenceLength 1");
    w.run("set charge SequenceLength 2");
    auto* play = entry<Code(void*, void*, float, std::uint8_t, float, bool, float*)>("AnimInstance.Montage_Play");
    auto* jump = entry<Code(void*, std::uint64_t, void*)>("AnimInstance.Montage_JumpToSection");
    auto* current = entry<Code(void*, void*, std::uint64_t*)>("AnimInstance.Montage_GetCurrentSection");
    float length = 0;
    CHECK(w.run("montage anim") == "none");
    REQUIRE(play(anim, combo, 1.0f, 0, 0.0f, true, &length) == RustealError_Ok);
    std::uint64_t section = 1;
    REQUIRE(current(anim, combo, &section) == RustealError_Ok);
    CHECK(section == 0);
    for (int i = 0; i < 6; ++i) w.engine.tick(kStep);
    REQUIRE(jump(anim, w.engine.make_name("Second"), combo) == RustealError_Ok);
    CHECK(w.run("montage anim") == "combo 0/1 s, section Second");
    REQUIRE(current(anim, nullptr, &section) == RustealError_Ok);
    CHECK(w.engine.name_text(section) == "Second");
    // A jump for another montage, which does not play, changes nothing; a null montage means all.
    REQUIRE(jump(anim, w.engine.make_name("Loop"), charge) == RustealError_Ok);
    CHECK(w.run("montage anim") == "combo 0/1 s, section Second");
    for (int i = 0; i < 7; ++i) w.engine.tick(kStep);
    REQUIRE(jump(anim, w.engine.make_name("Third"), nullptr) == RustealError_Ok);
    CHECK(w.run("montage anim") == "combo 0/1 s, section Third");
    for (int i = 0; i < 8; ++i) w.engine.tick(kStep);
    CHECK(w.run("montage anim") == "none");
    REQUIRE(current(anim, combo, &section) == RustealError_Ok);
    CHECK(section == 0);
    CHECK_FALSE(w.script.run("montage combo").ok);
}

TEST_CASE("a physics constraint joins two components until broken, or until one of them is destroyed") {
    Scene w;
    Object* constraint = w.spawn("PhysicsConstraintComponent", "joint");
    w.spawn("Character", "a");
    w.spawn("Character", "b");
    Object* first = w.part("a.CollisionCylinder");
    Object* second = w.part("b.CollisionCylinder");
    auto* join = entry<Code(void*, void*, std::uint64_t, void*, std::uint64_t)>("PhysicsConstraintComponent.SetConstrainedComponents");
    auto* release = entry<Code(void*)>("PhysicsConstraintComponent.BreakConstraint");
    REQUIRE(join(constraint, first, 0, second, 0) == RustealError_Ok);
    CHECK(physics::constrained(constraint) == std::pair<Object*, Object*>{first, second});
    REQUIRE(release(constraint) == RustealError_Ok);
    CHECK(physics::constrained(constraint) == std::pair<Object*, Object*>{nullptr, nullptr});
    REQUIRE(join(constraint, first, 0, second, 0) == RustealError_Ok);
    w.run("destroy b");
    CHECK(physics::constrained(constraint).first == first);
    CHECK(physics::constrained(constraint).second == nullptr);
}
