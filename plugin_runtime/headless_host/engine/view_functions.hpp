#pragma once
// The player's screen the host models: what the player looks through, where the mouse is, and the
// HUD that draws over it. Nothing is rendered, so:
// - the screen is a viewport of 1280 × 720 pixels (the script's `viewport <width> <height>`), and
//   the mouse is where a scene puts it (`mouse <x> <y>`, `mouse none`: no mouse);
// - the view is the first player's: its pawn's first CameraComponent, at its world place, looking
//   along its rotation; orthographic (ProjectionMode Orthographic) OrthoWidth wide, else
//   perspective with its FieldOfView across the width (90° when it has none). A player without a
//   pawn or camera sees nothing: projections fail;
// - APlayerController::ProjectWorldLocationToScreen, DeprojectScreenPositionToWorld and
//   GetMousePosition read that (the mouse's position false without one), and GetInputTouchState
//   (the first finger down where the mouse is, else none; there is one pointer); AActor::WasRecentlyRendered
//   is true for an actor with a visible primitive component whose location is on screen;
// - a player gets the game mode's HUDClass when it begins play (AGameModeBase::InitializeHUDForPlayer,
//   through APlayerController::ClientSetHUD, which spawns the HUD owned by the player: its
//   PlayerOwner, the player's MyHUD); APlayerController::GetHUD is MyHUD;
// - each frame, after the moves, every player's HUD with bShowHUD (AHUD's constructor sets it)
//   draws: ReceiveDrawHUD with the viewport's size. AHUD::DrawRect, DrawText and DrawLine log what
//   they would draw (`LogHost: HUD <name> draws ...`), and, outside ReceiveDrawHUD, warn as
//   AHUD::IsCanvasValid_WarnIfNot does and draw nothing; GetOwningPlayerController is PlayerOwner,
//   GetOwningPawn its pawn; GetActorsInSelectionRectangle gives the actors of the class whose
//   bounds (their location and, around it, their largest collision shape: collision_functions.hpp)
//   project into the rectangle, partly or (bActorMustBeFullyEnclosed) wholly, in spawn order;
//   Project and Deproject are the player's projections;
// - UCameraComponent's setters of the projection (SetProjectionMode, SetOrthoWidth,
//   SetAutoPlaneShift, SetUpdateOrthoPlanes, SetAutoCalculateOrthoPlanes,
//   SetUseCameraHeightAsViewTarget) write their properties.
//
// Each function has the C signature of its generated wrapper (engine_functions.hpp says how).
#include "engine/hit_result.hpp"
#include "api/modelled_function.hpp"
#include "core/object_model.hpp"
#include "core/world_subsystem.hpp"

#include <optional>
#include <vector>

namespace rusteal::headless {

class Screen final : public WorldSubsystem {
public:
    void set_viewport(int width, int height) {
        width_ = width;
        height_ = height;
    }
    int width() const { return width_; }
    int height() const { return height_; }
    void point_mouse(std::optional<std::array<double, 2>> at) { mouse_ = at; }
    const std::optional<std::array<double, 2>>& mouse() const { return mouse_; }
    // A world point on the first player's screen (pixels; false behind the view or without one).
    bool project(const Point& world, double (&screen)[2]) const;
    // A screen point as a ray into the world (origin, unit direction); false without a view.
    bool deproject(double x, double y, Point& origin, Point& direction) const;
    // One frame's HUD drawing: every player's HUD with bShowHUD gets ReceiveDrawHUD.
    void draw_huds();
    bool drawing(const Object* hud) const { return drawing_ == hud; }
    // A player controller began play: the game mode's HUDClass, when it has one.
    void player_begins_play(Object* player);
    // WorldSubsystem: the HUDs draw each frame; a player controller that began play gets its HUD
    // (AGameModeBase::PostLogin's InitializeHUDForPlayer).
    void tick(float) override { draw_huds(); }
    void begun_play(Object* actor) override;

private:
    int width_ = 1280, height_ = 720;
    std::optional<std::array<double, 2>> mouse_;
    const Object* drawing_ = nullptr;
};

namespace view {
// APlayerController::ClientSetHUD: the previous HUD destroyed, one of the class spawned, owned by
// the player.
Object* set_hud(Object* player, Class* hud_class);
const std::vector<ModelledFunction>& functions();
} // namespace view

} // namespace rusteal::headless
