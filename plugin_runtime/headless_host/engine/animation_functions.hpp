#pragma once
// The engine functions of animation montages that the host models, and the state they share
// (`Montages`, one per engine).
//
// Nothing is animated or drawn: a montage plays for its length (the montage's SequenceLength,
// which a scene sets, as the asset's length would be) divided by the play rate, from the start
// time given, and then ends. Montage_Play broadcasts OnMontageStarted at once, as Unreal does;
// a montage that finishes, or that Montage_Stop or a new Montage_Play (bStopAllMontages) stops,
// ends at the next frame (Unreal blends it out over a moment): OnMontageBlendingOut, then
// OnMontageEnded, with bInterrupted false when it finished and true when it was stopped. A
// montage's notifies are not fired (its Notifies are not reflected here); a scene calls an anim
// notify's Received_Notify itself. Nor are its sections (CompositeSections): Montage_JumpToSection
// makes the named section the instance's current one and plays the montage's length again from the
// jump (the section's start), so a montage that jumps plays on; Montage_GetCurrentSection is the
// section last jumped to (None before any jump, where Unreal would name the first section).
//
// A skeletal mesh component's anim instance (GetAnimInstance) is its AnimScriptInstance; when it
// has none and its AnimClass is set, one of that class is made, owned by the mesh, when first
// asked for (Unreal makes it when the component initialises its animation). SetAnimClass (Blueprints'
// "Set Anim Instance Class") to another class clears the anim instance, so the next one is of the
// new class.
//
// Each function has the C signature of its generated wrapper.
#include "api/modelled_function.hpp"
#include "core/object_model.hpp"
#include "core/world_subsystem.hpp"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace rusteal::headless {

class Montages final : public WorldSubsystem {
public:
    // Montage_Play: the length (or the duration, for EMontagePlayReturnType::Duration), 0 when
    // nothing plays (no montage, no length, a rate not above zero).
    float play(Object* anim_instance, Object* montage, float rate, std::uint8_t return_type, float start_at, bool stop_all);
    // Montage_Stop: that montage's instances (every one for null) stop.
    void stop(Object* anim_instance, const Object* montage);
    // Montage_JumpToSection: that montage's playing instances (every one for null) jump to a
    // section (a packed FName). Montage_GetCurrentSection: the current section of that montage's
    // playing instance (the first playing one for null), 0 (None) for none.
    void jump_to_section(Object* anim_instance, const Object* montage, std::uint64_t section);
    std::uint64_t current_section(const Object* anim_instance, const Object* montage) const;
    // Montage_IsActive / Montage_IsPlaying (null: any), IsAnyMontagePlaying (stopping ones too),
    // GetCurrentActiveMontage.
    bool active(const Object* anim_instance, const Object* montage) const;
    bool any(const Object* anim_instance) const;
    Object* current(const Object* anim_instance) const;
    // For the script: "AM_X 0.25/1 s, section S" per instance playing or stopping (the section
    // `None` before any jump), separated by "; ", or "none".
    std::string describe(const Object* anim_instance) const;
    // One frame: the playing montages advance; the finished and stopped ones end.
    void tick(float delta_seconds) override;
    void forget(const Object* o) override;

private:
    struct Playing {
        Object* montage = nullptr;
        float position = 0;
        float rate = 1;
        float length = 0;
        bool stopped = false;
        std::uint64_t section = 0;  // the section last jumped to (None: none yet)
    };
    std::unordered_map<Object*, std::vector<Playing>> playing_;
};

namespace animation {

std::uint32_t montage_play(void* anim_instance, void* montage, float rate, std::uint8_t return_type, float start_at, bool stop_all,
                           float* out);
std::uint32_t montage_stop(void* anim_instance, float blend_out_time, void* montage);
std::uint32_t montage_jump_to_section(void* anim_instance, std::uint64_t section, void* montage);
std::uint32_t montage_current_section(void* anim_instance, void* montage, std::uint64_t* out);
std::uint32_t montage_is_active(void* anim_instance, void* montage, bool* out);
std::uint32_t montage_is_playing(void* anim_instance, void* montage, bool* out);
std::uint32_t is_any_montage_playing(void* anim_instance, bool* out);
std::uint32_t current_active_montage(void* anim_instance, void** out);
// USkeletalMeshComponent::GetAnimInstance.
std::uint32_t get_anim_instance(void* mesh, void** out);

// These functions' table entries.
const std::vector<ModelledFunction>& functions();

} // namespace animation
} // namespace rusteal::headless
