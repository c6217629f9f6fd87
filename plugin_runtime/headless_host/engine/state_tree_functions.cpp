#include "engine/state_tree_functions.hpp"

#include "engine/ai_functions.hpp"
#include "core/event_params.hpp"
#include "core/headless_engine.hpp"
#include "engine/player_functions.hpp"

#include <algorithm>

namespace rusteal::headless {

namespace {

std::uint32_t finish_task(void* task, bool succeeded) {
    Object* o = E().object(UObjectHandle{task});
    if (!o) return RustealError_ObjectDestroyed;
    E().subsystem<StateTrees>().finish(o, succeeded);
    return RustealError_Ok;
}

std::uint32_t set_start_logic_automatically(void* component, bool start) {
    Object* o = E().object(UObjectHandle{component});
    if (!o) return RustealError_ObjectDestroyed;
    o->write("bStartLogicAutomatically", start);
    return RustealError_Ok;
}

} // namespace

Outcome StateTrees::run(Object* controller, std::string_view task_class, std::string_view task_name,
                        const std::vector<std::string>& bindings) {
    const Class* ai_controller = E().find_class("AIController");
    if (!controller || !controller->alive || !ai_controller || !controller->cls->is_child_of(ai_controller))
        return Outcome::fail("the StateTree runs on a live AI controller");
    const Class* brain = E().find_class("StateTreeComponent");
    Object* component = nullptr;
    for (const auto& [name, c] : controller->subobjects)
        if (brain && c->alive && c->cls->is_child_of(brain)) component = c;
    if (!component) return Outcome::fail(controller->name + " has no StateTree component");
    void* possessed = nullptr;
    players::controller_pawn(controller, &possessed);
    Object* pawn = static_cast<Object*>(possessed);
    if (!pawn) return Outcome::fail(controller->name + " possesses no pawn for its StateTree to run on");
    Class* cls = E().find_class(task_class);
    const Class* task_base = E().find_class("StateTreeTaskBlueprintBase");
    const Class* condition_base = E().find_class("StateTreeConditionBlueprintBase");
    const bool condition = cls && condition_base && cls->is_child_of(condition_base);
    if (!cls || !task_base || !(cls->is_child_of(task_base) || condition) || !cls->finalized)
        return Outcome::fail(std::string(task_class) + " is no StateTree Blueprint task or condition class");
    if (!task_name.empty() && E().find_object_by_name(task_name)) return Outcome::fail("an object named " + std::string(task_name) + " exists");
    for (const std::string& binding : bindings)
        if (const auto eq = binding.find('='); eq == std::string::npos || eq == 0)
            return Outcome::fail("state-tree: a binding is Property=value, not `" + binding + "`");
    if (!condition && !ai::logic_running(component))
        return Outcome::fail(controller->name + "'s StateTree logic does not run: nothing called StartLogic on " + component->name +
                             " and the controller does not start it on possession (bStartAILogicOnPossess)");

    Object* task = E().new_object_in(component, cls);
    if (!task_name.empty()) task->name = std::string(task_name);
    // The AI schema's context: the controller and its pawn, bound to the task's Context properties by type.
    for (const Property* p : task->layout->properties) {
        const auto category = p->metadata.find("Category");
        if (p->kind != Kind::Object || !p->object_class || category == p->metadata.end() || category->second != "Context") continue;
        if (controller->cls->is_child_of(p->object_class)) task->write(p->name, controller);
        else if (pawn->cls->is_child_of(p->object_class)) task->write(p->name, pawn);
    }
    for (const std::string& binding : bindings) {
        const auto eq = binding.find('=');
        Outcome set = E().set(task, binding.substr(0, eq), binding.substr(eq + 1));
        if (!set.ok) {
            const std::string why = "state-tree: " + task->name + "." + binding.substr(0, eq) + ": " + set.text;
            E().destroy(task); // never entered: the node is dropped, its name free again
            return Outcome::fail(why);
        }
    }
    if (condition) return Outcome::value(task->name + " made, its context bound");
    finished_.erase(task);
    E().fire_event(task, "ReceiveLatentEnterState", [](EventParams&) {});
    const auto done = finished_.find(task);
    if (done == finished_.end() && task->alive) running_.push_back(task);
    const std::string state = done == finished_.end() ? "Running" : done->second ? "Succeeded" : "Failed";
    return Outcome::value(task->name + " entered its state: " + state);
}

Outcome StateTrees::leave(Object* task) {
    if (!task || !task->alive || std::find(running_.begin(), running_.end(), task) == running_.end())
        return Outcome::fail("leave-state: no StateTree task of that name runs");
    std::erase(running_, task);
    E().fire_event(task, "ReceiveExitState", [](EventParams&) {});
    return Outcome::value(task->name + " left its state");
}

void StateTrees::stop(const Object* brain) {
    const std::vector<Object*> running = running_; // an exit may stop or destroy others
    for (Object* task : running) {
        if (task->outer != brain || std::find(running_.begin(), running_.end(), task) == running_.end()) continue;
        std::erase(running_, task);
        if (task->alive) E().fire_event(task, "ReceiveExitState", [](EventParams&) {});
    }
}

void StateTrees::finish(const Object* task, bool succeeded) {
    if (finished_.count(task)) return;
    finished_[task] = succeeded;
    if (std::find(running_.begin(), running_.end(), task) != running_.end())
        E().log_line(0, "LogHost: StateTree task " + task->name + " finished its state: " + (succeeded ? "Succeeded" : "Failed"));
}

void StateTrees::tick(float delta_seconds) {
    const std::vector<Object*> running = running_; // a tick may finish or destroy tasks
    for (Object* task : running) {
        if (!task->alive || finished_.count(task)) {
            std::erase(running_, task);
            continue;
        }
        E().fire_event(task, "ReceiveLatentTick", [&](EventParams& p) { p.real("DeltaTime", delta_seconds); });
    }
    std::erase_if(running_, [&](const Object* t) { return finished_.count(t) > 0; });
}

namespace state_tree {

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"STATE_TREE_TASK_BLUEPRINT_BASE_FINISH_TASK", "StateTreeTaskBlueprintBase.FinishTask", function_entry(&finish_task)},
        {"STATE_TREE_COMPONENT_SET_START_LOGIC_AUTOMATICALLY", "StateTreeComponent.SetStartLogicAutomatically",
         function_entry(&set_start_logic_automatically)},
    };
    return table;
}

} // namespace state_tree

} // namespace rusteal::headless
