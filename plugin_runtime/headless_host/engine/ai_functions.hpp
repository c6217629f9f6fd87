#pragma once
// What the host models of an AI controller's focus, a brain component's logic, AI perception and
// a few engine functions the AI side of the templates calls:
// - AAIController's gameplay focus (EAIFocusPriority::Gameplay): K2_SetFocus (an actor),
//   K2_SetFocalPoint (a point), K2_ClearFocus, GetFocusActor (null once the actor is gone) and
//   GetFocalPoint (the focus actor's location, else the point, else FAISystem::InvalidLocation,
//   FLT_MAX on each axis). Each tick a controller with a focus turns its control rotation towards
//   the focal point from its pawn's location (AAIController::UpdateControlRotation), and its pawn
//   turns to the control rotation's yaw when it uses the controller's yaw
//   (bUseControllerRotationYaw, APawn::FaceRotation);
// - UBrainComponent's logic: StartLogic, RestartLogic, StopLogic, IsRunning, IsPaused (never
//   paused here). An AI controller whose bStartAILogicOnPossess is set starts its brain (the first
//   brain component it has) when it possesses a pawn, before its "On Possess" event, as
//   AAIController::OnPossess does. StopLogic ends the states of the StateTree tasks the brain runs
//   (state_tree_functions.hpp);
// - UAIPerceptionComponent's delegates: the script's `perceive <component> <actor> <stimulus>`
//   broadcasts OnTargetPerceptionUpdated with the actor and the stimulus (an FAIStimulus as text,
//   `{Strength=1, StimulusLocation={X=.., Y=.., Z=..}, Tag=Player, bSuccessfullySensed=true}`),
//   what the perception system does for a stimulus it processed; `forget <component> <actor>`
//   broadcasts OnTargetPerceptionForgotten, as it does when an actor's stimuli all expired. The
//   host has no senses: a scene says what is perceived;
// - USkeletalMeshComponent::SetPhysicsBlendWeight: the weight kept on the component's body; 1
//   turns its physics simulation on and 0 off, as Unreal does for bodies set to simulate;
// - AActor::GetActorBounds: the box around the actor's collision shapes (a capsule's radius and
//   half height, a sphere's radius, a box's extent, each about its component's world location,
//   not rotated), and the location of any other primitive component (the host has no meshes);
//   the actor's location and a zero extent when it has none; bIncludeFromChildActors is not
//   modelled; USceneComponent::K2_GetComponentToWorld: its world transform; and
//   UNavMovementComponent::StopActiveMovement: the pawn's pending movement input dropped (the
//   host has no path following to stop; the velocity is kept, as Unreal keeps it).
//
// Each function has the C signature of its generated wrapper (engine_functions.hpp says how).
#include "api/modelled_function.hpp"
#include "core/object_model.hpp"
#include "core/world_subsystem.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace rusteal::headless {
struct Outcome;

// The AI controllers as a world subsystem: their focus turns them each tick (ai::tick), and a
// spawned pawn gets its default AI controller as APawn::PostInitializeComponents gives it one: a
// pawn whose AutoPossessAI is Spawned or PlacedInWorldOrSpawned (every actor a scene makes is
// spawned, none placed in a level), that no player possesses and that has no controller, gets one
// of its AIControllerClass (none when that is null), which possesses it (SpawnDefaultController).
class AiControllers final : public WorldSubsystem {
public:
    void tick(float delta_seconds) override;
    void post_initialize_components(Object* pawn) override;
};
} // namespace rusteal::headless

namespace rusteal::headless::ai {

// The brain component of an AI controller (its first UBrainComponent), or null.
Object* brain_of(const Object* controller);
// Whether the brain's logic runs (started and not stopped since).
bool logic_running(const Object* brain);
// The controller took a pawn: its brain starts when bStartAILogicOnPossess is set.
void on_possessed(Object* controller);
// The focus of every AI controller turns it and its pawn (see above); once a tick.
void tick();
// The script's `perceive` and `forget` (see above).
Outcome perceive(Object* component, Object* actor, std::string_view stimulus);
Outcome forget(Object* component, Object* actor);

const std::vector<ModelledFunction>& functions();

} // namespace rusteal::headless::ai
