#pragma once
// The StateTree the host models: an AI controller's StateTree component running states of one
// Blueprint task each (a UStateTreeTaskBlueprintBase subclass: a Rust class), the assets Unreal's
// StateTrees are being binary here. The script's `state-tree <controller> <TaskClass> <name>`
// enters a state once the brain's logic runs (UBrainComponent::StartLogic, or the controller's
// bStartAILogicOnPossess when it possessed its pawn; ai_functions.hpp): the task is made, its
// "Context" properties bound as the StateTree AI schema binds them (an AI controller property to
// the controller, a pawn or actor property to its pawn), the inputs the script gives
// (`Property=value` words after the name, as the tree's property bindings copy them), and the state entered
// (ReceiveLatentEnterState). Each tick a task still running gets ReceiveLatentTick with the
// frame's time. FinishTask ends the task: the tree's state succeeds or fails (printed by
// `state-tree` when it finishes as its state is entered, logged when it finishes later). The script's
// `leave-state <task>` is a transition out of the task's state (ReceiveExitState), and StopLogic
// leaves every state the brain runs. With a condition class (a UStateTreeConditionBlueprintBase
// subclass), `state-tree` makes the condition with its Context bound the same way, and the
// script's `call <condition> ReceiveTestCondition` tests it, as a transition or a state's enter
// conditions would.
//
// Each function has the C signature of its generated wrapper (engine_functions.hpp says how).
#include "api/modelled_function.hpp"
#include "core/object_model.hpp"
#include "core/world_subsystem.hpp"

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace rusteal::headless {

struct Outcome;

class StateTrees final : public WorldSubsystem {
public:
    // Runs the tree on the controller's pawn; the outcome says how the task's state ended.
    // `bindings` ("Property=value") are the node's bound inputs, set before its state is entered.
    Outcome run(Object* controller, std::string_view task_class, std::string_view task_name,
                const std::vector<std::string>& bindings = {});
    // UStateTreeTaskBlueprintBase::FinishTask. A task whose state was already running when it
    // finishes says so in the log (`LogHost: StateTree task <name> finished its state:
    // Succeeded`), where the tree would go on to its transitions.
    void finish(const Object* task, bool succeeded);
    // A transition out of the task's state: its ReceiveExitState; it runs no more.
    Outcome leave(Object* task);
    // The brain's logic stopped: each state it runs is left.
    void stop(const Object* brain);
    // The running tasks' ReceiveLatentTick.
    void tick(float delta_seconds) override;
    void forget(const Object* o) override {
        finished_.erase(o);
        std::erase(running_, o);
    }

private:
    std::unordered_map<const Object*, bool> finished_;
    std::vector<Object*> running_; // entered, not finished
};

namespace state_tree {
const std::vector<ModelledFunction>& functions();
} // namespace state_tree

} // namespace rusteal::headless
