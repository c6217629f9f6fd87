#include "engine/camera_functions.hpp"

#include "core/event_params.hpp"
#include "core/headless_engine.hpp"

#include <cstdio>
#include <cstring>

namespace rusteal::headless {

namespace {

std::uint32_t get_camera_location(void* manager, std::uint8_t* out) {
    Object* o = E().object(UObjectHandle{manager});
    if (!o) return RustealError_ObjectDestroyed;
    write_point(out, E().subsystem<CameraViews>().view_of(o).location);
    return RustealError_Ok;
}

// UCameraComponent::SetFieldOfView: the property (the view it feeds is the camera manager's).
std::uint32_t set_field_of_view(void* camera, float fov) {
    Object* o = E().object(UObjectHandle{camera});
    if (!o) return RustealError_ObjectDestroyed;
    o->write("FieldOfView", fov);
    return RustealError_Ok;
}

std::string camera_point_text(const Point& p) {
    char buf[128];
    std::snprintf(buf, sizeof buf, "{X=%g, Y=%g, Z=%g}", p[0], p[1], p[2]);
    return buf;
}

std::string rotator_text(const Point& r) {
    char buf[128];
    std::snprintf(buf, sizeof buf, "{Pitch=%g, Yaw=%g, Roll=%g}", r[0], r[1], r[2]);
    return buf;
}

} // namespace

Outcome CameraViews::update(Object* manager, Object* target) {
    const Class* camera_manager = E().find_class("PlayerCameraManager");
    if (!manager || !manager->alive || !camera_manager || !manager->cls->is_child_of(camera_manager))
        return Outcome::fail("the camera is a live player camera manager");
    if (!target || !target->alive) return Outcome::fail("the view target must be a live actor");
    View& view = views_[manager];
    bool answered = false;
    const bool overridden = E().fire_event(
        manager, "BlueprintUpdateCamera",
        [&](EventParams& p) {
            p.object("CameraTarget", target).real("NewCameraFOV", view.fov);
            if (std::uint8_t* at = p.at("NewCameraLocation")) write_point(at, view.location);
            if (std::uint8_t* at = p.at("NewCameraRotation")) write_point(at, view.rotation);
        },
        [&](EventParams& p) {
            if (std::uint8_t* ret = p.at("ReturnValue")) answered = *ret != 0;
            if (!answered) return;
            if (std::uint8_t* at = p.at("NewCameraLocation")) view.location = read_point(at);
            if (std::uint8_t* at = p.at("NewCameraRotation")) view.rotation = read_point(at);
            if (std::uint8_t* at = p.at("NewCameraFOV")) std::memcpy(&view.fov, at, sizeof view.fov);
        });
    if (!overridden) return Outcome::fail(manager->cls->name + " does not override BlueprintUpdateCamera");
    if (!answered) return Outcome::value("BlueprintUpdateCamera left the view to the engine");
    char fov[32];
    std::snprintf(fov, sizeof fov, "%g", view.fov);
    return Outcome::value("camera at " + camera_point_text(view.location) + " facing " + rotator_text(view.rotation) + ", fov " + fov);
}

namespace camera {

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"PLAYER_CAMERA_MANAGER_GET_CAMERA_LOCATION", "PlayerCameraManager.GetCameraLocation", function_entry(&get_camera_location)},
        {"CAMERA_COMPONENT_SET_FIELD_OF_VIEW", "CameraComponent.SetFieldOfView", function_entry(&set_field_of_view)},
    };
    return table;
}

} // namespace camera

} // namespace rusteal::headless
