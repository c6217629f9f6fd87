#pragma once
// The engine functions of the headless host: what a library's generated bindings call through
// its engine-function table (`api::engine_function(id)`), implemented over the host's object
// model instead of Unreal's C++ classes.
//
// The plugin fills that table from the generated C++ (`RustealFillFuncTable()` places each
// wrapper at its id). The headless host reads the same generated `RustealFuncIds.h` (one
// `constexpr uint32_t NAME = id;` per bound function, and FUNC_COUNT) and places, at each id, its
// own implementation with the wrapper's C signature when it models the function, and otherwise a
// function that fails with "not modelled in the headless host" (the bindings add the function's
// name to the error). An implementation follows the real function's semantics where the model has
// them: an actor's location, rotation and scale, attachment to another actor (children move with
// their parent), its owner and instigator, tick enabling.
//
// Contract: a library has a current table and, while a reload is under way, a staged one built
// from its ids file read again (none when the file did not change). The copy of the library that
// initialises gets the staged table (the previous copy, rolled back, the current one); `commit`
// makes the staged one current once the new copy runs, `discard` drops it. A table stays
// allocated while it is current or staged. Single-threaded, like the engine. Actor state is
// created on first use and forgotten when the object is destroyed.
#include "object_model.hpp"

#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

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

// How much of a library's table the host models.
struct EngineFunctionCoverage {
    std::uint32_t table_size = 0;               // FUNC_COUNT of the library's RustealFuncIds.h
    std::vector<std::string> modelled;          // "Actor.K2_GetActorLocation", in id order
};

class EngineFunctions {
public:
    // The functions the host implements, as "Class.Function" (for --version and the docs).
    static std::vector<std::string> modelled_names();
    // The implementation of "Class.Function" (its generated wrapper's C signature), null when
    // the host does not model it: what a library's table holds at that function's id.
    static const void* modelled_entry(std::string_view name);

    // Reads `func_ids` and stages the library's table built from it, unless the file is the one
    // its current table was built from. False, with `error` naming the file and line, when it
    // cannot be read or is not a generated RustealFuncIds.h.
    bool stage(const std::string& library, const std::filesystem::path& func_ids, std::string& error);
    void commit(const std::string& library);
    void discard(const std::string& library);
    // The staged table, else the current one (`staged`: false for the current one only).
    const void* const* table(const std::string& library, bool staged = true) const;
    std::uint32_t count(const std::string& library, bool staged = true) const;
    const EngineFunctionCoverage* coverage(const std::string& library) const; // the current table's

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
    struct Table {
        std::string source; // the ids file's text
        std::vector<const void*> entries;
        EngineFunctionCoverage coverage;
    };
    const Table* find(const std::string& library, bool staged) const;
    std::map<std::string, std::unique_ptr<Table>, std::less<>> current_, staged_;
    std::unordered_map<const Object*, ActorState> actors_;
};

} // namespace rusteal::headless
