#pragma once
// The engine functions of a character's jumping, falling and landing that the host models, and
// the state they share (`CharacterMovement`, one per engine), with what a sweep through the world
// hits.
//
// Every frame each character with a CharacterMovementComponent does what Unreal's character
// movement does for it, in Unreal's order (Character.cpp, CharacterMovementComponent.cpp):
// ACharacter::CheckJumpInput (a wanted jump is done when the character may jump: the jump count
// under JumpMaxCount, or the jump key still held within JumpMaxHoldTime; the movement sets the
// vertical velocity to at least JumpZVelocity and starts falling), the movement (the pending
// impulses, from UCharacterMovementComponent::AddImpulse, are added to the velocity, and a walking
// character they push up starts falling; a pending launch
// becomes the velocity and the character falls; a falling character accelerates by the world's
// gravity, -980 cm/s² times GravityScale, and moves by the frame's mean velocity), then
// ACharacter::ClearJumpInput. A movement mode change runs ACharacter::OnMovementModeChanged (the
// jump state reset unless the jump is still held while falling, K2_OnMovementModeChanged, the
// MovementModeChangedDelegate).
//
// The host has no collision, so the floor is flat: a character lands where it left the ground (at
// the height it walked off, or `walk-off`'s drop below), and landing is Unreal's ProcessLanded:
// OnLanded and the LandedDelegate with a hit on the floor, then walking. It has no walking physics
// (acceleration, braking, air control): a landing stops the character, and in the air its
// horizontal velocity is kept. Unreal's constructor defaults are not run, so the jump capability
// flags of NavAgentProps are not checked and gravity always applies while jumping
// (bApplyGravityWhileJumping's default). A character whose movement mode is still MOVE_None at its
// first movement update walks, as its movement component's default mode; one set to MOVE_None
// later (DisableMovement) stays still.
//
// A sweep (UKismetSystemLibrary::SphereTraceSingle) hits what the script says it hits (`sweep X Y
// Z NX NY NZ`: a surface at that point facing that normal; `sweep none`), as `cursor` says what
// the mouse is over.
//
// Each function has the C signature of its generated wrapper (a struct parameter is its bytes,
// an out struct the caller's memory).
#include "api/modelled_function.hpp"
#include "engine/navigation_functions.hpp"
#include "core/object_model.hpp"
#include "core/world_subsystem.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace rusteal::headless {

// EMovementMode's values.
namespace movement_mode {
constexpr std::uint8_t none = 0, walking = 1, nav_walking = 2, falling = 3, swimming = 4, flying = 5;
}

class CharacterMovement final : public WorldSubsystem {
public:
    // One frame of every live character with a movement component.
    void tick(float delta_seconds) override;
    // The character starts falling towards a floor `drop` centimetres below it, as when it walks
    // off a ledge; false (with why) for an object that is not a character with a movement component.
    bool walk_off(Object* character, double drop, std::string& why);
    // UCharacterMovementComponent::Launch: the velocity the next movement update starts with.
    void launch(const Object* character, const Point& velocity) { states_[character].pending_launch = velocity; }
    // UCharacterMovementComponent::AddImpulse (bVelocityChange, or already divided by the mass):
    // added to the velocity at the next movement update.
    void add_impulse(const Object* character, const Point& velocity_change) {
        Point& p = states_[character].pending_impulse;
        for (int i = 0; i < 3; ++i) p[i] += velocity_change[i];
    }
    // UCharacterMovementComponent::SetMovementMode and the character's OnMovementModeChanged.
    void set_mode(Object* character, Object* movement, std::uint8_t mode);
    // What a sweep hits: a point and the surface's normal there, or nothing.
    struct Surface {
        Point point;
        Point normal;
        Object* actor = nullptr;  // an actor the surface is (its root component is what is hit)
    };
    void sweep_hits(std::optional<Surface> surface) { sweep_ = surface; }
    const std::optional<Surface>& sweep_hit() const { return sweep_; }
    void forget(const Object* o) override { states_.erase(o); }

private:
    struct State {
        std::optional<double> floor_z;        // where it lands, while falling
        std::optional<Point> pending_launch;
        Point pending_impulse{};
        bool started = false;  // its first movement update was done
    };
    void move(Object* character, Object* movement, float delta_seconds);
    void land(Object* character, Object* movement);
    std::unordered_map<const Object*, State> states_;
    std::optional<Surface> sweep_;
};

namespace movement {

// Unreal's default world gravity (UPhysicsSettings::DefaultGravityZ), cm/s².
inline constexpr double kWorldGravityZ = -980.0;

// A character's movement component (its CharacterMovement property), or null.
Object* character_movement_of(const Object* character);
// The movement mode of a movement component (MOVE_None when it has none).
std::uint8_t mode_of(const Object* movement);

// ACharacter::Jump: the jump is wanted from the next movement update.
std::uint32_t jump(void* character);
// ACharacter::StopJumping: no longer wanted; the jump state is reset (the jump count too when not falling).
std::uint32_t stop_jumping(void* character);
// ACharacter::LaunchCharacter: the launch velocity, added to the current one on the axes not
// overridden, is the character's velocity from the next movement update (falling); OnLaunched
// is sent at once.
std::uint32_t launch_character(void* character, const std::uint8_t* launch_velocity, bool xy_override, bool z_override);
// UNavMovementComponent::IsFalling, IsMovingOnGround (walking or nav walking), IsSwimming,
// IsFlying by the movement mode; IsCrouching is false (the host does not crouch).
std::uint32_t is_falling(void* movement, bool* out);
std::uint32_t is_moving_on_ground(void* movement, bool* out);
std::uint32_t is_swimming(void* movement, bool* out);
std::uint32_t is_flying(void* movement, bool* out);
std::uint32_t is_crouching(void* movement, bool* out);
// UKismetSystemLibrary::SphereTraceSingle: true with a blocking hit on the surface the script
// gave (Location and ImpactPoint there, Normal and ImpactNormal its normal, TraceStart, TraceEnd,
// Distance and Time from the sweep), else false and an empty hit.
// (The actors to ignore are an array property's container and the property; nothing is ignored,
// as the script's surface is no actor.)
std::uint32_t sphere_trace_single(void* context, const std::uint8_t* start, const std::uint8_t* end, float radius,
                                  std::uint8_t trace_channel, bool trace_complex, void* actors_to_ignore_base,
                                  void* actors_to_ignore_property, std::int32_t draw_debug_type, std::uint8_t* out_hit, bool ignore_self,
                                  const std::uint8_t* trace_color, const std::uint8_t* trace_hit_color, float draw_time, bool* out);

// These functions' table entries.
const std::vector<ModelledFunction>& functions();

} // namespace movement
} // namespace rusteal::headless
