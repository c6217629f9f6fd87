#include "engine/movement_functions.hpp"

#include "core/event_params.hpp"
#include "core/headless_engine.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace rusteal::headless {

namespace {

template <class T>
T value_of(const Object* o, std::string_view property, T fallback = T{}) {
    return o ? o->value_or(property, fallback) : fallback;
}

Point velocity_of(const Object* movement) { return value_of<Point>(movement, "Velocity", Point{0, 0, 0}); }

// (The class is looked up each time: each engine, one per test too, has its own classes.)
bool is_character(const Object* o, const Class* character) {
    return character && o && o->alive && !o->is_cdo && o->cls->is_child_of(character);
}

bool falling(const Object* movement) { return movement::mode_of(movement) == movement_mode::falling; }

// ACharacter::ResetJumpState.
void reset_jump_state(Object* character, const Object* movement) {
    character->write<bool>("bPressedJump", false);
    character->write<bool>("bWasJumping", false);
    character->write<float>("JumpKeyHoldTime", 0.0f);
    character->write<float>("JumpForceTimeRemaining", 0.0f);
    if (!falling(movement)) {
        character->write<std::int32_t>("JumpCurrentCount", 0);
        character->write<std::int32_t>("JumpCurrentCountPreJump", 0);
    }
}

// ACharacter::JumpIsAllowedInternal (the character never crouches here).
bool can_jump(const Object* character, const Object* movement) {
    const std::uint8_t mode = movement::mode_of(movement);
    const bool on_ground = mode == movement_mode::walking || mode == movement_mode::nav_walking || mode == movement_mode::none;
    if (!on_ground && mode != movement_mode::falling) return false;
    const auto count = value_of<std::int32_t>(character, "JumpCurrentCount");
    const auto max_count = value_of<std::int32_t>(character, "JumpMaxCount");
    const auto max_hold = value_of<float>(character, "JumpMaxHoldTime");
    if (!value_of<bool>(character, "bWasJumping") || max_hold <= 0.0f) {
        if (count == 0 && mode == movement_mode::falling) return count + 1 < max_count;
        return count < max_count;
    }
    const bool held = value_of<bool>(character, "bPressedJump") && value_of<float>(character, "JumpKeyHoldTime") < max_hold;
    return held && (count < max_count || (value_of<bool>(character, "bWasJumping") && count == max_count));
}

// ACharacter::CheckJumpInput with UCharacterMovementComponent::DoJump.
void check_jump_input(Object* character, Object* movement) {
    const auto count = value_of<std::int32_t>(character, "JumpCurrentCount");
    character->write<std::int32_t>("JumpCurrentCountPreJump", count);
    if (!value_of<bool>(character, "bPressedJump")) return;
    if (count == 0 && falling(movement)) character->write<std::int32_t>("JumpCurrentCount", count + 1);
    bool did_jump = false;
    if (can_jump(character, movement)) {
        Point v = velocity_of(movement);
        v[2] = std::max(v[2], static_cast<double>(value_of<float>(movement, "JumpZVelocity")));
        movement->write("Velocity", v);
        E().subsystem<CharacterMovement>().set_mode(character, movement, movement_mode::falling);
        did_jump = true;
    }
    if (did_jump && !value_of<bool>(character, "bWasJumping")) {
        character->write<std::int32_t>("JumpCurrentCount", value_of<std::int32_t>(character, "JumpCurrentCount") + 1);
        character->write<float>("JumpForceTimeRemaining", value_of<float>(character, "JumpMaxHoldTime"));
        E().fire_event(character, "OnJumped", [](EventParams&) {});
    }
    character->write<bool>("bWasJumping", did_jump);
}

// ACharacter::ClearJumpInput.
void clear_jump_input(Object* character, float delta_seconds) {
    if (value_of<bool>(character, "bPressedJump")) {
        const float held = value_of<float>(character, "JumpKeyHoldTime") + delta_seconds;
        character->write<float>("JumpKeyHoldTime", held);
        if (held >= value_of<float>(character, "JumpMaxHoldTime")) character->write<bool>("bPressedJump", false);
    } else {
        character->write<float>("JumpForceTimeRemaining", 0.0f);
        character->write<bool>("bWasJumping", false);
    }
}

std::uint32_t mode_is(void* movement, bool* out, std::initializer_list<std::uint8_t> modes) {
    *out = false;
    Object* o = E().object(UObjectHandle{movement});
    if (!o) return RustealError_ObjectDestroyed;
    const std::uint8_t mode = movement::mode_of(o);
    *out = std::find(modes.begin(), modes.end(), mode) != modes.end();
    return RustealError_Ok;
}

} // namespace

void CharacterMovement::tick(float delta_seconds) {
    // Characters spawned during the movement of others move from the next frame.
    std::vector<Object*> characters;
    const Class* character_class = E().find_class("Character");
    for (const auto& o : E().objects())
        if (is_character(o.get(), character_class) && movement::character_movement_of(o.get())) characters.push_back(o.get());
    for (Object* character : characters) {
        if (!character->alive) continue;
        Object* movement = movement::character_movement_of(character);
        if (!movement || !movement->alive) continue;
        if (State& state = states_[character]; !state.started) {
            state.started = true;
            if (movement::mode_of(movement) == movement_mode::none) movement->write<std::uint8_t>("MovementMode", movement_mode::walking);
        }
        check_jump_input(character, movement);
        move(character, movement, delta_seconds);
        if (character->alive) clear_jump_input(character, delta_seconds);
    }
}

void CharacterMovement::move(Object* character, Object* movement, float delta_seconds) {
    State& state = states_[character];
    if (movement::mode_of(movement) == movement_mode::none) {
        state.pending_impulse = {};
        state.pending_launch.reset();
        return;
    }
    if (const Point impulse = std::exchange(state.pending_impulse, Point{}); impulse != Point{}) {
        // UCharacterMovementComponent::ApplyAccumulatedForces: a push up off the ground makes it fall.
        Point v = velocity_of(movement);
        for (int i = 0; i < 3; ++i) v[i] += impulse[i];
        movement->write("Velocity", v);
        const double gravity = movement::kWorldGravityZ * value_of<float>(movement, "GravityScale") * delta_seconds;
        if (!falling(movement) && impulse[2] + gravity > 1e-4) set_mode(character, movement, movement_mode::falling);
    }
    if (state.pending_launch) {
        // UCharacterMovementComponent::HandlePendingLaunch.
        movement->write("Velocity", *state.pending_launch);
        state.pending_launch.reset();
        set_mode(character, movement, movement_mode::falling);
    }
    if (!falling(movement)) return;
    // UCharacterMovementComponent::PhysFalling: the jump force runs out, gravity, the mean velocity.
    if (float force = value_of<float>(character, "JumpForceTimeRemaining"); force > 0.0f) {
        force -= std::min(force, delta_seconds);
        character->write<float>("JumpForceTimeRemaining", force);
        if (force <= 0.0f) reset_jump_state(character, movement);
    }
    const Point before = velocity_of(movement);
    Point after = before;
    after[2] += movement::kWorldGravityZ * value_of<float>(movement, "GravityScale") * delta_seconds;
    movement->write("Velocity", after);
    ActorState& s = E().actor_states().actor(character);
    for (int i = 0; i < 3; ++i) s.location[i] += 0.5 * (before[i] + after[i]) * delta_seconds;
    const double floor = state.floor_z.value_or(s.location[2]);
    if (s.location[2] <= floor && after[2] <= 0.0) {
        s.location[2] = floor;
        land(character, movement);
    }
}

// UCharacterMovementComponent::ProcessLanded: the character's Landed (OnLanded, LandedDelegate)
// with the floor's hit, then walking.
void CharacterMovement::land(Object* character, Object* movement) {
    const ActorState& s = E().actor_states().actor(character);
    const Point at{s.location[0], s.location[1], s.location[2]};
    const Struct* hit_struct = E().find_struct("HitResult");
    std::vector<std::uint8_t> hit(hit_struct ? hit_struct->size : 0, 0);
    if (hit_struct) write_hit(hit.data(), Hit{at, Point{0, 0, 1}, Hit::Trace{at, at}});
    E().fire_event(character, "OnLanded", [&](EventParams& p) { p.first_struct("HitResult", hit.data(), hit.size()); });
    E().broadcast_native(character, "LandedDelegate", [&](EventParams& p) { p.first_struct("HitResult", hit.data(), hit.size()); });
    if (!character->alive || !movement->alive) return;
    movement->write("Velocity", Point{0, 0, 0});
    set_mode(character, movement, movement_mode::walking);
}

void CharacterMovement::set_mode(Object* character, Object* movement, std::uint8_t mode) {
    const std::uint8_t previous = movement::mode_of(movement);
    if (previous == mode) return;
    movement->write<std::uint8_t>("MovementMode", mode);
    State& state = states_[character];
    if (mode == movement_mode::falling) {
        if (!state.floor_z) state.floor_z = E().actor_states().actor(character).location[2];
    } else {
        state.floor_z.reset();
    }
    if (mode == movement_mode::walking) {
        Point v = velocity_of(movement);
        v[2] = 0;
        movement->write("Velocity", v);
    }
    // ACharacter::OnMovementModeChanged.
    if (!value_of<bool>(character, "bPressedJump") || !falling(movement)) reset_jump_state(character, movement);
    const std::uint8_t previous_custom = 0, custom = value_of<std::uint8_t>(movement, "CustomMovementMode");
    E().fire_event(character, "K2_OnMovementModeChanged", [&](EventParams& p) {
        p.byte("PrevMovementMode", previous).byte("NewMovementMode", mode).byte("PrevCustomMode", previous_custom).byte("NewCustomMode", custom);
    });
    E().broadcast_native(character, "MovementModeChangedDelegate", [&](EventParams& p) {
        p.object("Character", character).byte("PrevMovementMode", previous).byte("PreviousCustomMode", previous_custom);
    });
}

bool CharacterMovement::walk_off(Object* character, double drop, std::string& why) {
    Object* movement = is_character(character, E().find_class("Character")) ? movement::character_movement_of(character) : nullptr;
    if (!movement) {
        why = (character ? character->name : std::string("nothing")) + " is not a character with a movement component";
        return false;
    }
    if (falling(movement)) {
        why = character->name + " is falling already";
        return false;
    }
    states_[character].floor_z = E().actor_states().actor(character).location[2] - drop;
    set_mode(character, movement, movement_mode::falling);
    return true;
}

namespace movement {

Object* character_movement_of(const Object* character) {
    Object* movement = nullptr;
    if (character && character->read("CharacterMovement", movement) && movement && movement->alive) return movement;
    return nullptr;
}

std::uint8_t mode_of(const Object* movement) { return value_of<std::uint8_t>(movement, "MovementMode", movement_mode::none); }

std::uint32_t jump(void* character) {
    Object* o = E().object(UObjectHandle{character});
    if (!o) return RustealError_ObjectDestroyed;
    o->write<bool>("bPressedJump", true);
    o->write<float>("JumpKeyHoldTime", 0.0f);
    return RustealError_Ok;
}

std::uint32_t stop_jumping(void* character) {
    Object* o = E().object(UObjectHandle{character});
    if (!o) return RustealError_ObjectDestroyed;
    o->write<bool>("bPressedJump", false);
    reset_jump_state(o, character_movement_of(o));
    return RustealError_Ok;
}

std::uint32_t launch_character(void* character, const std::uint8_t* launch_velocity, bool xy_override, bool z_override) {
    Object* o = E().object(UObjectHandle{character});
    if (!o) return RustealError_ObjectDestroyed;
    Object* movement = character_movement_of(o);
    if (!movement) return RustealError_Ok;
    const Point launch = read_point(launch_velocity);
    Point velocity = launch;
    const Point current = velocity_of(movement);
    if (!xy_override) {
        velocity[0] += current[0];
        velocity[1] += current[1];
    }
    if (!z_override) velocity[2] += current[2];
    E().subsystem<CharacterMovement>().launch(o, velocity);
    E().fire_event(o, "OnLaunched", [&](EventParams& p) {
        p.first_struct("Vector", launch.data(), sizeof launch).boolean("bXYOverride", xy_override).boolean("bZOverride", z_override);
    });
    return RustealError_Ok;
}

std::uint32_t is_falling(void* movement, bool* out) { return mode_is(movement, out, {movement_mode::falling}); }
std::uint32_t is_moving_on_ground(void* movement, bool* out) {
    return mode_is(movement, out, {movement_mode::walking, movement_mode::nav_walking, movement_mode::none});
}
std::uint32_t is_swimming(void* movement, bool* out) { return mode_is(movement, out, {movement_mode::swimming}); }
std::uint32_t is_flying(void* movement, bool* out) { return mode_is(movement, out, {movement_mode::flying}); }
std::uint32_t is_crouching(void* movement, bool* out) { return mode_is(movement, out, {}); }

std::uint32_t sphere_trace_single(void* context, const std::uint8_t* start, const std::uint8_t* end, float, std::uint8_t, bool, void*,
                                  void*, std::int32_t, std::uint8_t* out_hit, bool, const std::uint8_t*, const std::uint8_t*, float,
                                  bool* out) {
    *out = false;
    if (context && !E().object(UObjectHandle{context})) return RustealError_ObjectDestroyed;
    if (const auto& surface = E().subsystem<CharacterMovement>().sweep_hit()) {
        write_hit(out_hit, Hit{surface->point, surface->normal, Hit::Trace{read_point(start), read_point(end)}});
        *out = true;
    }
    return RustealError_Ok;
}

// UMovementComponent::SetPlaneConstraintNormal: the normal made unit length (zero stays zero).
std::uint32_t set_plane_constraint_normal(void* movement, const std::uint8_t* normal) {
    Object* o = E().object(UObjectHandle{movement});
    if (!o) return RustealError_ObjectDestroyed;
    Point n = read_point(normal);
    const double length = std::hypot(n[0], n[1], n[2]);
    for (double& v : n) v = length > 1e-8 ? v / length : 0.0;
    o->write("PlaneConstraintNormal", n);
    return RustealError_Ok;
}

// UMovementComponent::SetPlaneConstraintOrigin: the plane's origin, kept as given.
std::uint32_t set_plane_constraint_origin(void* movement, const std::uint8_t* origin) {
    Object* o = E().object(UObjectHandle{movement});
    if (!o) return RustealError_ObjectDestroyed;
    o->write("PlaneConstraintOrigin", read_point(origin));
    return RustealError_Ok;
}

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"CHARACTER_JUMP", "Character.Jump", function_entry(&jump)},
        {"CHARACTER_STOP_JUMPING", "Character.StopJumping", function_entry(&stop_jumping)},
        {"CHARACTER_LAUNCH_CHARACTER", "Character.LaunchCharacter", function_entry(&launch_character)},
        {"NAV_MOVEMENT_COMPONENT_IS_FALLING", "NavMovementComponent.IsFalling", function_entry(&is_falling)},
        {"NAV_MOVEMENT_COMPONENT_IS_MOVING_ON_GROUND", "NavMovementComponent.IsMovingOnGround", function_entry(&is_moving_on_ground)},
        {"NAV_MOVEMENT_COMPONENT_IS_SWIMMING", "NavMovementComponent.IsSwimming", function_entry(&is_swimming)},
        {"NAV_MOVEMENT_COMPONENT_IS_FLYING", "NavMovementComponent.IsFlying", function_entry(&is_flying)},
        {"NAV_MOVEMENT_COMPONENT_IS_CROUCHING", "NavMovementComponent.IsCrouching", function_entry(&is_crouching)},
        {"KISMET_SYSTEM_LIBRARY_SPHERE_TRACE_SINGLE", "KismetSystemLibrary.SphereTraceSingle", function_entry(&sphere_trace_single)},
        {"MOVEMENT_COMPONENT_SET_PLANE_CONSTRAINT_NORMAL", "MovementComponent.SetPlaneConstraintNormal",
         function_entry(&set_plane_constraint_normal)},
        {"MOVEMENT_COMPONENT_SET_PLANE_CONSTRAINT_ORIGIN", "MovementComponent.SetPlaneConstraintOrigin",
         function_entry(&set_plane_constraint_origin)},
    };
    return table;
}

} // namespace movement
} // namespace rusteal::headless
