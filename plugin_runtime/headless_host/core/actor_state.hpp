#pragma once
// What the world keeps per actor (and scene component) that the object model has no property for:
// its place (relative to its attach parent while attached), owner and instigator, attachment,
// and the flags the engine functions set (hidden, tick, input, a controller's pawn and view).
// Unreal keeps these in AActor's and USceneComponent's own members; the host keeps them here,
// created on first use and forgotten when the object is destroyed. Also the transform math the
// engine functions share (FRotationMatrix's axes, FTransform's composition). Single-threaded.
#include "core/object_model.hpp"

#include <array>
#include <cstdint>
#include <unordered_map>

namespace rusteal::headless {

// The axes of a rotation (pitch, yaw, roll in degrees): FRotationMatrix's rows, forward, right, up.
void rotation_axes(const double (&rot)[3], double (&x)[3], double (&y)[3], double (&z)[3]);
// A place relative to a parent's (its location and rotation) in world terms, or back (`inverse`):
// FTransform's composition, without scale.
void compose(const double (&parent_loc)[3], const double (&parent_rot)[3], const double (&loc)[3], const double (&rot)[3],
             bool inverse, double (&out_loc)[3], double (&out_rot)[3]);

// What the engine keeps per actor that the object model has no property for.
struct ActorState {
    // Relative to the attach parent while attached (the world transform composes them).
    double location[3] = {0, 0, 0};
    double rotation[3] = {0, 0, 0}; // pitch, yaw, roll in degrees, as FRotator
    double scale[3] = {1, 1, 1};
    Object* owner = nullptr;
    Object* instigator = nullptr;
    Object* attach_parent = nullptr;
    std::uint64_t attach_socket = 0; // a packed FName
    std::uint64_t collision_profile = 0; // a packed FName (a primitive component's)
    Object* possessed = nullptr;           // a controller's pawn (player_functions.cpp)
    double control_rotation[3] = {0, 0, 0}; // a controller's (player_functions.cpp)
    int mapping_contexts = 0;              // an Enhanced Input subsystem's contexts added
    std::array<bool, 3> absolute{false, false, false}; // a scene component's SetAbsolute (location, rotation, scale)
    bool hidden = false;
    bool on_screen = false;                // a user widget added to the viewport or a player's screen
    bool tick_enabled = true;
    bool input_enabled = true;             // a pawn's input (DisableInput; combat_functions.hpp)
    Object* static_mesh = nullptr;         // a static mesh component's mesh (SetStaticMesh)
    bool active = true;                    // a component's Activate / Deactivate
    float tick_interval = 0;
    // An AI controller's gameplay focus: an actor, else a point (ai_functions.hpp).
    Object* focus_actor = nullptr;
    bool has_focal_point = false;
    double focal_point[3] = {0, 0, 0};
    bool logic_running = false;            // a brain component's logic (ai_functions.hpp)
    Object* widget = nullptr;              // a widget component's user widget (component_functions.hpp)
    bool widget_made = false;              // made from its WidgetClass, or given by SetWidget
};

// Sets an actor's world location and rotation (its relative ones while attached).
void place(ActorState& s, const double (&loc)[3], const double (&rot)[3]);

// Attaches the object whose state is `s` to `parent` at `socket` with Unreal's attachment rules
// (EAttachmentRule: 0 KeepRelative keeps its relative place, 1 KeepWorld turns its world place into
// one relative to the parent, 2 SnapToTarget zeroes it), given its and the parent's world places.
void attach_with_rules(ActorState& s, Object* parent, std::uint64_t socket, const double (&world_loc)[3], const double (&world_rot)[3],
                       const double (&parent_loc)[3], const double (&parent_rot)[3], std::uint8_t location_rule,
                       std::uint8_t rotation_rule);

class ActorStates {
public:
    ActorState& actor(const Object* o) { return actors_[o]; }
    // The actor's world location and rotation (composed through its attach parents).
    void world_transform(const Object* o, double (&location)[3], double (&rotation)[3]);
    // A destroyed actor: its children are detached where they are, its state forgotten.
    void forget(const Object* o);
    // A default subobject made from its archetype's starts with the archetype's relative transform
    // (what a #[class_defaults] set on the class default object's component).
    void copy_state(const Object* from, const Object* to) {
        if (auto it = actors_.find(from); it != actors_.end()) actors_[to] = it->second;
    }
    bool ticks(const Object* o) const {
        auto it = actors_.find(o);
        return it == actors_.end() || it->second.tick_enabled;
    }

private:
    std::unordered_map<const Object*, ActorState> actors_;
};

} // namespace rusteal::headless
