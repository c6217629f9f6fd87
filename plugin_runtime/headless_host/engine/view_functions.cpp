#include "engine/view_functions.hpp"

#include "engine/collision_functions.hpp"
#include "core/event_params.hpp"
#include "engine/component_functions.hpp"
#include "engine/game_functions.hpp"
#include "engine/gameplay_functions.hpp"
#include "core/headless_engine.hpp"
#include "engine/player_functions.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numbers>
#include <string>

namespace rusteal::headless {

namespace view {
namespace {

Object* live(void* obj) { return E().object(UObjectHandle{obj}); }

// Player 0 (the player controllers in spawn order: player_functions.hpp).
Object* first_player() {
    void* player = nullptr;
    players::player_controller(nullptr, 0, &player);
    return static_cast<Object*>(player);
}

// The camera a player looks through: its pawn's first CameraComponent.
Object* player_camera(const Object* player) {
    Object* pawn = player ? players::possessed_by(player) : nullptr;
    return pawn ? gameplay::component_of(pawn, E().find_class("CameraComponent")) : nullptr;
}

struct View {
    Point at, forward, right, up;
    bool ortho = false;
    double ortho_width = 512, fov = 90;
};

std::optional<View> view_of_first_player() {
    const Object* camera = player_camera(first_player());
    if (!camera) return std::nullopt;
    View v;
    double loc[3], rot[3];
    components::world_place(camera, loc, rot);
    v.at = {loc[0], loc[1], loc[2]};
    // FRotator's axes: pitch about Y (up positive), yaw about Z, roll about X.
    const double p = rot[0] * std::numbers::pi / 180, y = rot[1] * std::numbers::pi / 180, r = rot[2] * std::numbers::pi / 180;
    const double sp = std::sin(p), cp = std::cos(p), sy = std::sin(y), cy = std::cos(y), sr = std::sin(r), cr = std::cos(r);
    v.forward = {cp * cy, cp * sy, sp};
    v.right = {sr * sp * cy - cr * sy, sr * sp * sy + cr * cy, -sr * cp};
    v.up = {-(cr * sp * cy + sr * sy), cy * sr - cr * sp * sy, cr * cp};
    v.ortho = camera->value_or<std::uint8_t>("ProjectionMode", 0) == 1;
    v.ortho_width = camera->value_or<float>("OrthoWidth", 512.0f);
    v.fov = camera->value_or<float>("FieldOfView", 90.0f);
    if (v.fov <= 0) v.fov = 90;
    return v;
}

double dot(const Point& a, const Point& b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }

// Pixels per world unit at the screen plane (orthographic), or the perspective's focal length.
double scale_of(const View& v, int width) {
    if (v.ortho) return width / std::max(1e-6, v.ortho_width);
    return (width / 2.0) / std::tan(v.fov * std::numbers::pi / 360.0);
}

void log_draw(const Object* hud, const std::string& what) {
    if (!E().subsystem<Screen>().drawing(hud)) {
        E().log_line(1, "LogHUD: Warning: Canvas Draw functions may only be called during the handling of the DrawHUD event (" +
                            hud->name + ")");
        return;
    }
    E().log_line(0, "LogHost: HUD " + hud->name + " draws " + what);
}

std::string number(double v) {
    std::string s = std::to_string(std::round(v * 10) / 10);
    s.erase(s.find_last_not_of('0') + 1);
    if (!s.empty() && s.back() == '.') s.pop_back();
    return s;
}

Object* object_property(const Object* o, const char* name) {
    Object* out = nullptr;
    o->read(name, out);
    return out && out->alive ? out : nullptr;
}

// --- the functions --------------------------------------------------------------------------

std::uint32_t get_mouse_position(void* player, float* x, float* y, bool* out) {
    *out = false;
    *x = *y = 0;
    if (!live(player)) return RustealError_ObjectDestroyed;
    if (const auto& m = E().subsystem<Screen>().mouse()) {
        *x = static_cast<float>((*m)[0]);
        *y = static_cast<float>((*m)[1]);
        *out = true;
    }
    return RustealError_Ok;
}

// APlayerController::GetInputTouchState: the first finger is down where the mouse is (a scene's
// `mouse`), none when there is no mouse; the other fingers are up.
std::uint32_t get_input_touch_state(void* player, std::uint8_t finger, float* x, float* y, bool* pressed) {
    *x = *y = 0;
    *pressed = false;
    if (!live(player)) return RustealError_ObjectDestroyed;
    if (const auto& m = E().subsystem<Screen>().mouse(); m && finger == 0) {
        *x = static_cast<float>((*m)[0]);
        *y = static_cast<float>((*m)[1]);
        *pressed = true;
    }
    return RustealError_Ok;
}

std::uint32_t project_world_location_to_screen(void* player, const std::uint8_t* world, std::uint8_t* screen, bool, bool* out) {
    if (!live(player)) return RustealError_ObjectDestroyed;
    double at[2] = {0, 0};
    *out = E().subsystem<Screen>().project(read_point(world), at);
    std::memcpy(screen, at, sizeof at);
    return RustealError_Ok;
}

std::uint32_t deproject_screen_position_to_world(void* player, float x, float y, std::uint8_t* origin, std::uint8_t* direction, bool* out) {
    if (!live(player)) return RustealError_ObjectDestroyed;
    Point o{0, 0, 0}, d{0, 0, 0};
    *out = E().subsystem<Screen>().deproject(x, y, o, d);
    write_point(origin, o);
    write_point(direction, d);
    return RustealError_Ok;
}

std::uint32_t was_recently_rendered(void* actor, float, bool* out) {
    *out = false;
    Object* a = live(actor);
    if (!a) return RustealError_ObjectDestroyed;
    if (E().actor_states().actor(a).hidden) return RustealError_Ok;
    bool visible_primitive = false;
    for (Object* c : collision::primitives_of(a)) visible_primitive = visible_primitive || !c->value_or<bool>("bHiddenInGame", false);
    if (!visible_primitive) return RustealError_Ok;
    double loc[3], rot[3], at[2];
    E().actor_states().world_transform(a, loc, rot);
    *out = E().subsystem<Screen>().project({loc[0], loc[1], loc[2]}, at) && at[0] >= 0 && at[1] >= 0 && at[0] <= E().subsystem<Screen>().width() &&
           at[1] <= E().subsystem<Screen>().height();
    return RustealError_Ok;
}

std::uint32_t get_hud(void* player, void** out) {
    Object* p = live(player);
    *out = nullptr;
    if (!p) return RustealError_ObjectDestroyed;
    *out = object_property(p, "MyHUD");
    return RustealError_Ok;
}

std::uint32_t client_set_hud(void* player, void* hud_class) {
    Object* p = live(player);
    if (!p) return RustealError_ObjectDestroyed;
    view::set_hud(p, static_cast<Class*>(hud_class));
    return RustealError_Ok;
}

std::uint32_t owning_player_controller(void* hud, void** out) {
    Object* h = live(hud);
    *out = nullptr;
    if (!h) return RustealError_ObjectDestroyed;
    *out = object_property(h, "PlayerOwner");
    return RustealError_Ok;
}

std::uint32_t owning_pawn(void* hud, void** out) {
    Object* h = live(hud);
    *out = nullptr;
    if (!h) return RustealError_ObjectDestroyed;
    if (Object* player = object_property(h, "PlayerOwner")) *out = players::possessed_by(player);
    return RustealError_Ok;
}

std::string color_text(const std::uint8_t* color) {
    float c[4];
    std::memcpy(c, color, sizeof c);
    const auto channel = [](float v) {
        std::string t = std::to_string(std::round(v * 1000) / 1000);
        t.erase(t.find_last_not_of('0') + 1);
        if (!t.empty() && t.back() == '.') t.pop_back();
        return t;
    };
    return "(R=" + channel(c[0]) + ",G=" + channel(c[1]) + ",B=" + channel(c[2]) + ",A=" + channel(c[3]) + ")";
}

std::uint32_t draw_rect(void* hud, const std::uint8_t* color, float x, float y, float w, float h) {
    Object* o = live(hud);
    if (!o) return RustealError_ObjectDestroyed;
    log_draw(o, "a rect at (" + number(x) + ", " + number(y) + ") " + number(w) + " x " + number(h) + " " + color_text(color));
    return RustealError_Ok;
}

std::uint32_t draw_text(void* hud, const char* text, std::uint32_t len, const std::uint8_t* color, float x, float y, void*, float scale, bool) {
    Object* o = live(hud);
    if (!o) return RustealError_ObjectDestroyed;
    log_draw(o, "\"" + std::string(text, len) + "\" at (" + number(x) + ", " + number(y) + ") scale " + number(scale) + " " +
                    color_text(color));
    return RustealError_Ok;
}

std::uint32_t draw_line(void* hud, float x0, float y0, float x1, float y1, const std::uint8_t* color, float) {
    Object* o = live(hud);
    if (!o) return RustealError_ObjectDestroyed;
    log_draw(o, "a line from (" + number(x0) + ", " + number(y0) + ") to (" + number(x1) + ", " + number(y1) + ") " + color_text(color));
    return RustealError_Ok;
}

std::uint32_t hud_project(void* hud, const std::uint8_t* location, bool, std::uint8_t* out) {
    if (!live(hud)) return RustealError_ObjectDestroyed;
    double at[2] = {0, 0};
    E().subsystem<Screen>().project(read_point(location), at);
    write_point(out, {at[0], at[1], 0});
    return RustealError_Ok;
}

std::uint32_t hud_deproject(void* hud, float x, float y, std::uint8_t* position, std::uint8_t* direction) {
    if (!live(hud)) return RustealError_ObjectDestroyed;
    Point o{0, 0, 0}, d{0, 0, 0};
    E().subsystem<Screen>().deproject(x, y, o, d);
    write_point(position, o);
    write_point(direction, d);
    return RustealError_Ok;
}

std::uint32_t actors_in_selection_rectangle(void* hud, void* actor_class, const std::uint8_t* first, const std::uint8_t* second,
                                            void* out_base, void* out_prop, bool, bool fully) {
    if (!live(hud)) return RustealError_ObjectDestroyed;
    Container& out = array_argument(out_base, out_prop);
    out.keys.clear();
    double a[2], b[2];
    std::memcpy(a, first, sizeof a);
    std::memcpy(b, second, sizeof b);
    const double left = std::min(a[0], b[0]), right = std::max(a[0], b[0]), top = std::min(a[1], b[1]), bottom = std::max(a[1], b[1]);
    const auto* cls = static_cast<const Class*>(actor_class);
    for (const auto& owned : E().objects()) {
        const Object* actor = owned.get();
        if (!actor->alive || actor->is_cdo || !is_a(actor, "Actor") || (cls && !actor->cls->is_child_of(cls))) continue;
        double loc[3], rot[3];
        E().actor_states().world_transform(actor, loc, rot);
        double size = 0;
        for (Object* c : collision::primitives_of(actor)) size = std::max(size, collision::shape_size(c));
        // The box around the bounds on screen: the eight corners projected.
        double lo[2] = {1e300, 1e300}, hi[2] = {-1e300, -1e300};
        bool seen = true;
        for (int corner = 0; corner < 8 && seen; ++corner) {
            const Point p{loc[0] + (corner & 1 ? size : -size), loc[1] + (corner & 2 ? size : -size), loc[2] + (corner & 4 ? size : -size)};
            double at[2];
            seen = E().subsystem<Screen>().project(p, at);
            for (int i = 0; i < 2; ++i) {
                lo[i] = std::min(lo[i], at[i]);
                hi[i] = std::max(hi[i], at[i]);
            }
        }
        if (!seen) continue;
        const bool inside = fully ? lo[0] >= left && hi[0] <= right && lo[1] >= top && hi[1] <= bottom
                                  : hi[0] >= left && lo[0] <= right && hi[1] >= top && lo[1] <= bottom;
        if (inside) push_object(out, actor);
    }
    return RustealError_Ok;
}

// UCameraComponent's one-property setters: the property written, as the engine's setter does.
template <class T>
std::uint32_t set_camera(void* camera, const char* property, T value) {
    Object* o = live(camera);
    if (!o) return RustealError_ObjectDestroyed;
    o->write<T>(property, value);
    return RustealError_Ok;
}
std::uint32_t set_projection_mode(void* c, std::int32_t mode) { return set_camera<std::uint8_t>(c, "ProjectionMode", static_cast<std::uint8_t>(mode)); }
std::uint32_t set_ortho_width(void* c, float v) { return set_camera(c, "OrthoWidth", v); }
std::uint32_t set_auto_plane_shift(void* c, float v) { return set_camera(c, "AutoPlaneShift", v); }
std::uint32_t set_update_ortho_planes(void* c, bool v) { return set_camera(c, "bUpdateOrthoPlanes", v); }
std::uint32_t set_auto_calculate_ortho_planes(void* c, bool v) { return set_camera(c, "bAutoCalculateOrthoPlanes", v); }
std::uint32_t set_use_camera_height_as_view_target(void* c, bool v) { return set_camera(c, "bUseCameraHeightAsViewTarget", v); }

} // namespace
} // namespace view

bool Screen::project(const Point& world, double (&screen)[2]) const {
    screen[0] = screen[1] = 0;
    const auto v = view::view_of_first_player();
    if (!v) return false;
    const Point d{world[0] - v->at[0], world[1] - v->at[1], world[2] - v->at[2]};
    const double depth = view::dot(d, v->forward);
    if (!v->ortho && depth <= 1e-6) return false;
    const double s = view::scale_of(*v, width_) / (v->ortho ? 1.0 : depth);
    screen[0] = width_ / 2.0 + view::dot(d, v->right) * s;
    screen[1] = height_ / 2.0 - view::dot(d, v->up) * s;
    return true;
}

bool Screen::deproject(double x, double y, Point& origin, Point& direction) const {
    const auto v = view::view_of_first_player();
    if (!v) return false;
    const double s = view::scale_of(*v, width_), dx = (x - width_ / 2.0) / s, dy = (height_ / 2.0 - y) / s;
    if (v->ortho) {
        origin = {v->at[0] + v->right[0] * dx + v->up[0] * dy, v->at[1] + v->right[1] * dx + v->up[1] * dy,
                  v->at[2] + v->right[2] * dx + v->up[2] * dy};
        direction = v->forward;
        return true;
    }
    origin = v->at;
    Point d{v->forward[0] + v->right[0] * dx + v->up[0] * dy, v->forward[1] + v->right[1] * dx + v->up[1] * dy,
            v->forward[2] + v->right[2] * dx + v->up[2] * dy};
    const double n = std::sqrt(view::dot(d, d));
    direction = {d[0] / n, d[1] / n, d[2] / n};
    return true;
}

void Screen::draw_huds() {
    std::vector<Object*> huds;
    for (const auto& o : E().objects())
        if (o->alive && !o->is_cdo && is_a(o.get(), "PlayerController"))
            if (Object* hud = view::object_property(o.get(), "MyHUD"); hud && hud->value_or<bool>("bShowHUD", false)) huds.push_back(hud);
    for (Object* hud : huds) {
        if (!hud->alive) continue;
        drawing_ = hud;
        E().fire_event(hud, "ReceiveDrawHUD", [&](EventParams& p) { p.int32("SizeX", width_).int32("SizeY", height_); });
        drawing_ = nullptr;
    }
}

void Screen::begun_play(Object* actor) {
    if (actor->cls->is_child_of(E().find_class("PlayerController"))) player_begins_play(actor);
}

void Screen::player_begins_play(Object* player) {
    void* mode = nullptr;
    game::get_game_mode(nullptr, &mode); // UGameplayStatics::GetGameMode's model
    Class* hud_class = nullptr;
    if (mode) static_cast<Object*>(mode)->read("HUDClass", hud_class);
    if (hud_class) view::set_hud(player, hud_class);
}

namespace view {

Object* set_hud(Object* player, Class* hud_class) {
    if (Object* old = view::object_property(player, "MyHUD")) E().destroy(old);
    player->write<Object*>("MyHUD", nullptr);
    if (!hud_class) return nullptr;
    SpawnSetup at;
    at.owner = player;
    Object* hud = nullptr;
    if (Outcome r = E().spawn_actor(hud_class, at, true, hud); !r.ok || !hud) {
        E().log_line(1, "LogHost: the HUD of " + player->name + " was not spawned: " + r.text);
        return nullptr;
    }
    // AHUD::PostInitializeComponents: its owner is its PlayerOwner before it begins play.
    hud->write<Object*>("PlayerOwner", player);
    player->write<Object*>("MyHUD", hud);
    E().finish_spawning(hud, at);
    return hud->alive ? hud : nullptr;
}

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"PLAYER_CONTROLLER_GET_MOUSE_POSITION", "PlayerController.GetMousePosition", function_entry(&get_mouse_position)},
        {"PLAYER_CONTROLLER_PROJECT_WORLD_LOCATION_TO_SCREEN", "PlayerController.ProjectWorldLocationToScreen",
         function_entry(&project_world_location_to_screen)},
        {"PLAYER_CONTROLLER_DEPROJECT_SCREEN_POSITION_TO_WORLD", "PlayerController.DeprojectScreenPositionToWorld",
         function_entry(&deproject_screen_position_to_world)},
        {"PLAYER_CONTROLLER_GET_HUD", "PlayerController.GetHUD", function_entry(&get_hud)},
        {"PLAYER_CONTROLLER_GET_INPUT_TOUCH_STATE", "PlayerController.GetInputTouchState", function_entry(&get_input_touch_state)},
        {"PLAYER_CONTROLLER_CLIENT_SET_HUD", "PlayerController.ClientSetHUD", function_entry(&client_set_hud)},
        {"ACTOR_WAS_RECENTLY_RENDERED", "Actor.WasRecentlyRendered", function_entry(&was_recently_rendered)},
        {"HUD_GET_OWNING_PLAYER_CONTROLLER", "HUD.GetOwningPlayerController", function_entry(&owning_player_controller)},
        {"HUD_GET_OWNING_PAWN", "HUD.GetOwningPawn", function_entry(&owning_pawn)},
        {"HUD_DRAW_RECT", "HUD.DrawRect", function_entry(&draw_rect)},
        {"HUD_DRAW_TEXT", "HUD.DrawText", function_entry(&draw_text)},
        {"HUD_DRAW_LINE", "HUD.DrawLine", function_entry(&draw_line)},
        {"HUD_PROJECT", "HUD.Project", function_entry(&hud_project)},
        {"HUD_DEPROJECT", "HUD.Deproject", function_entry(&hud_deproject)},
        {"HUD_GET_ACTORS_IN_SELECTION_RECTANGLE", "HUD.GetActorsInSelectionRectangle", function_entry(&actors_in_selection_rectangle)},
        {"CAMERA_COMPONENT_SET_PROJECTION_MODE", "CameraComponent.SetProjectionMode", function_entry(&set_projection_mode)},
        {"CAMERA_COMPONENT_SET_ORTHO_WIDTH", "CameraComponent.SetOrthoWidth", function_entry(&set_ortho_width)},
        {"CAMERA_COMPONENT_SET_AUTO_PLANE_SHIFT", "CameraComponent.SetAutoPlaneShift", function_entry(&set_auto_plane_shift)},
        {"CAMERA_COMPONENT_SET_UPDATE_ORTHO_PLANES", "CameraComponent.SetUpdateOrthoPlanes", function_entry(&set_update_ortho_planes)},
        {"CAMERA_COMPONENT_SET_AUTO_CALCULATE_ORTHO_PLANES", "CameraComponent.SetAutoCalculateOrthoPlanes",
         function_entry(&set_auto_calculate_ortho_planes)},
        {"CAMERA_COMPONENT_SET_USE_CAMERA_HEIGHT_AS_VIEW_TARGET", "CameraComponent.SetUseCameraHeightAsViewTarget",
         function_entry(&set_use_camera_height_as_view_target)},
    };
    return table;
}

} // namespace view

} // namespace rusteal::headless
