#pragma once
// The player camera managers' views the host models: each manager's point of view (location,
// rotation, field of view: the engine's 90° until set), which GetCameraLocation reads. The
// script's `update-camera <manager> <target>` is one APlayerCameraManager::UpdateViewTarget of a
// manager whose class overrides BlueprintUpdateCamera: the event gets the target and the current
// view, and its answer, when it returns true, is the new view. UCameraComponent::SetFieldOfView
// sets a camera component's FieldOfView.
//
// Each function has the C signature of its generated wrapper (engine_functions.hpp says how).
#include "engine/hit_result.hpp"
#include "api/modelled_function.hpp"
#include "core/object_model.hpp"
#include "core/world_subsystem.hpp"

#include <string>
#include <unordered_map>
#include <vector>

namespace rusteal::headless {

struct Outcome;

class CameraViews final : public WorldSubsystem {
public:
    struct View {
        Point location{};
        Point rotation{};  // pitch, yaw, roll
        float fov = 90.0f;
    };
    Outcome update(Object* manager, Object* target);
    const View& view_of(const Object* manager) { return views_[manager]; }
    void forget(const Object* o) override { views_.erase(o); }

private:
    std::unordered_map<const Object*, View> views_;
};

namespace camera {
const std::vector<ModelledFunction>& functions();
} // namespace camera

} // namespace rusteal::headless
