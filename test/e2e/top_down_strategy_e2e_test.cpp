// The top-down template's Strategy variant, as a game developer starts from it (the other top-down
// scenes are in top_down_and_plugin_templates_e2e_test.cpp): `rusteal new --template top-down
// --variant strategy` on the stand-in engine builds all five steps with the Rust free of warnings,
// the crate's own tests pass, and its classes play a scripted scene in rusteal-host
// (docs/templates.md). The host models the player's screen (a 1280 x 720 viewport, the mouse, the
// camera pawn's orthographic view, the HUD drawing each frame), the EnvQueries a scene defines and
// the AI controllers' moves (docs/host.md); a Blueprint event the Rust classes call is in its log.
#include "template_run.hpp"

#include <catch2/catch.hpp>

#include <string>

using rusteal::test::lines_starting;
using rusteal::test::new_and_play;

TEST_CASE("the top-down strategy variant builds, its player selects units with clicks, a double click, a drawn box and taps, "
          "sends them through their move queries and AI controllers to interact on arrival, and moves its camera, "
          "with the touch controls too",
          "[e2e][templates]") {
    // The camera pawn looks straight down from 1500 (yaw 0: the screen's right is +Y, its top +X,
    // 1500 units across 1280 pixels); the game mode's HUD class is the player's HUD from BeginPlay.
    // The units' AI controllers are the engine's AIController (BP_StrategyUnit names it); the two
    // move queries are defined by the scene: the closest one at the goal, the other at four places
    // around it (its run mode takes one of the best quarter: the first). The touch controls are
    // forced (bForceTouchControls), so the touch mapping context and widget are there beside the
    // mouse's bindings; a finger is where the mouse is.
    const std::string played = new_and_play("Strat", "top-down --variant strategy", R"(spawn InputMappingContext IMC_Mouse
spawn InputMappingContext IMC_Touch
spawn InputAction IA_MoveCamera
spawn InputAction IA_ZoomCamera
spawn InputAction IA_ResetCamera
spawn InputAction IA_SelectClick
spawn InputAction IA_SelectClickAdditive
spawn InputAction IA_SelectAll
spawn InputAction IA_SelectHold
spawn InputAction IA_InteractClick
spawn InputAction IA_InteractHold
spawn InputAction IA_SelectionModifier
spawn InputAction IA_TouchPrimary
spawn InputAction IA_TouchSecondary
set Default__StrategyPlayerController MouseMappingContext IMC_Mouse
set Default__StrategyPlayerController TouchMappingContext IMC_Touch
set Default__StrategyPlayerController MoveCameraAction IA_MoveCamera
set Default__StrategyPlayerController ZoomCameraAction IA_ZoomCamera
set Default__StrategyPlayerController ResetCameraAction IA_ResetCamera
set Default__StrategyPlayerController SelectClickAction IA_SelectClick
set Default__StrategyPlayerController SelectClickAdditiveAction IA_SelectClickAdditive
set Default__StrategyPlayerController SelectAllDoubleClickAction IA_SelectAll
set Default__StrategyPlayerController SelectHoldAction IA_SelectHold
set Default__StrategyPlayerController InteractClickAction IA_InteractClick
set Default__StrategyPlayerController InteractHoldAction IA_InteractHold
set Default__StrategyPlayerController SelectionModifierAction IA_SelectionModifier
set Default__StrategyPlayerController TouchPrimaryHoldAction IA_TouchPrimary
set Default__StrategyPlayerController TouchSecondaryAction IA_TouchSecondary
set Default__StrategyPlayerController bForceTouchControls true
set Default__StrategyPlayerController MobileControlsWidgetClass StrategyTouchControls
set Default__StrategyHUD UIWidgetClass StrategyUI
set Default__StrategyHUD SelectionBoxColor {R=0, G=1, B=0, A=0.25}
set Default__StrategyGameMode HUDClass StrategyHUD
spawn EnvQuery EnvQuery_MoveUnitClosest
spawn EnvQuery EnvQuery_MoveUnitAdditional
set Default__StrategyUnit InteractionQuery EnvQuery_MoveUnitClosest
set Default__StrategyUnit NoInteractionQuery EnvQuery_MoveUnitAdditional
set Default__StrategyUnit AIControllerClass AIController
expect env-query EnvQuery_MoveUnitClosest EnvQueryContext_MoveGoal == EnvQuery_MoveUnitClosest: 1 item(s) around EnvQueryContext_MoveGoal
expect env-query EnvQuery_MoveUnitAdditional EnvQueryContext_MoveGoal 0 150 0 0 -150 0 150 0 0 -150 0 0 == EnvQuery_MoveUnitAdditional: 4 item(s) around EnvQueryContext_MoveGoal
spawn StrategyGameMode gm
spawn StrategyPawn camera
place camera 0 0 1500 -90 0 0
spawn StrategyPlayerController player
expect get player MyHUD == StrategyHUD_0
expect get StrategyHUD_0 PlayerOwner == player
possess player camera
expect get camera.Camera OrthoWidth == 1500
expect get camera.Camera ProjectionMode == Orthographic
expect-log Blueprint event StrategyTouchControls.BP_SetZoomPercentage on StrategyTouchControls_0 (Percentage=0.33333334
spawn StrategyUnit u1
place u1 0 0 100
spawn StrategyUnit u2
place u2 200 0 100
spawn StrategyUnit u3
place u3 400 300 100
spawn StrategyUnit u4
place u4 1600 0 100
expect get u1 Controller == AIController_0
expect get "u1.Interaction Range" SphereRadius == 100
tick 1 0.1
expect get "camera.Floating Pawn Movement" bConstrainToPlane == true
expect get "camera.Floating Pawn Movement" PlaneConstraintOrigin == {X=0, Y=0, Z=1500}
expect get u1.CharMoveComp bOrientRotationToMovement == true
expect get u1.CharMoveComp bUseFlatBaseForFloorChecks == true
expect get u1.CharMoveComp NavMovementProperties == {FixedPathBrakingDistance=1, bUpdateNavAgentWithOwnersCollision=true, bUseAccelerationForPaths=false, bUseFixedBrakingDistanceForPaths=true, bStopMovementAbortPaths=true}
expect get u1 AutoPossessAI == PlacedInWorldOrSpawned
# a double click selects every unit on screen: u1, u2, u3 (u4 is past the view's top edge)
input IA_SelectAll Completed
expect-log Blueprint event StrategyUnit.BP_UnitSelected on u1 ()
expect-log Blueprint event StrategyUnit.BP_UnitSelected on u2 ()
expect-log Blueprint event StrategyUnit.BP_UnitSelected on u3 ()
tick 1 0.1
expect-log Blueprint event StrategyUI.BP_UpdateUnitsCount on StrategyUI_0 ()
expect-log HUD StrategyHUD_0 draws "Selected" at (615, 385) scale 1.5 (R=1,G=1,B=1,A=1)
expect-log HUD StrategyHUD_0 draws "Selected" at (615, 214.3) scale 1.5
expect-log HUD StrategyHUD_0 draws "Selected" at (871, 43.7) scale 1.5
expect call StrategyUI_0 GetSelectedUnitsCount == 3
# a click where no unit is clears the selection
cursor -3000 -3000 0
input IA_SelectClick Completed
expect-log Blueprint event StrategyUnit.BP_UnitDeselected on u1 ()
expect-log Blueprint event StrategyUnit.BP_UnitDeselected on u3 ()
tick 1 0.1
expect call StrategyUI_0 GetSelectedUnitsCount == 0
# a click selects the unit under the cursor, Shift adds another, clicking a selected one again removes it
cursor 0 0 0
input IA_SelectClick Completed
expect-log Blueprint event StrategyUnit.BP_UnitSelected on u1 ()
cursor 200 0 0
input IA_SelectClickAdditive Completed
input IA_SelectClickAdditive Completed
expect-log Blueprint event StrategyUnit.BP_UnitDeselected on u1 ()
cursor 400 300 0
input IA_SelectClickAdditive Completed
expect-log Blueprint event StrategyUnit.BP_UnitSelected on u3 ()
tick 1 0.1
expect call StrategyUI_0 GetSelectedUnitsCount == 2
# sent to a place: u3, nearest the goal, leads and interacts on arrival; u1 takes a place of the
# other query, each through its query around the goal and its AI controller's move
cursor 1400 0 0
input IA_InteractClick Completed
expect-log Blueprint event StrategyUnit.BP_StopAnimation on u1 ()
expect-log Blueprint event StrategyUnit.BP_StopAnimation on u3 ()
expect-log Blueprint event StrategyPlayerController.BP_CursorFeedback on player (Location={X=1400, Y=0, Z=0}, bPositive=true)
# the queries finish at the end of the next frame; the moves start the frame after
tick 2 0.1
expect location u3 == {X=400, Y=300, Z=100}
tick 1 0.1
expect location u3 ~= {X=457.
tick 20 0.1
expect-log Blueprint event StrategyUnit.BP_InteractionBehavior on u3 (Interactor=u4)
expect-log Blueprint event StrategyUnit.BP_InteractionBehavior on u4 (Interactor=u3)
expect rotation u4 == {Pitch=0, Yaw=175.079757, Roll=0}
expect location u3 == {X=1319.51325, Y=24.1460257, Z=100}
tick 5 0.1
expect location u1 == {X=1312.4881, Y=140.623725, Z=100}
# nothing selected: a command only shows the negative feedback
cursor -3000 -3000 0
input IA_SelectClick Completed
cursor 0 0 0
input IA_InteractClick Completed
expect-log Blueprint event StrategyPlayerController.BP_CursorFeedback on player (Location={X=0, Y=0, Z=0}, bPositive=false)
# a box drawn around u2 selects it alone
mouse 600 150
input IA_SelectHold Started
mouse 700 240
input IA_SelectHold Triggered
tick 1 0.1
expect-log HUD StrategyHUD_0 draws a rect at (600, 150) 100 x 90 (R=0,G=1,B=0,A=0.25)
expect-log Blueprint event StrategyUnit.BP_UnitSelected on u2 ()
input IA_SelectHold Completed
tick 1 0.1
expect call StrategyUI_0 GetSelectedUnitsCount == 1
# the camera: zoom within its limits and back, pan, drag
input IA_ZoomCamera Triggered 1
expect get camera.Camera OrthoWidth == 1600
input IA_ZoomCamera Triggered 20
expect get camera.Camera OrthoWidth == 2500
input IA_ResetCamera Triggered
expect get camera.Camera OrthoWidth == 1500
input IA_MoveCamera Triggered 1 0
expect movement-input camera == pending {X=1, Y=1, Z=0} last {X=0, Y=0, Z=0}
mouse 100 100
input IA_InteractHold Started
mouse 200 100
input IA_InteractHold Triggered
expect location camera == {X=-7.07106792, Y=7.07106792, Z=1500}
# the touch controls: the zoom slider, its reset, select all / none
call StrategyTouchControls_0 SetZoomPercentage 0.5
expect get camera.Camera OrthoWidth == 1750
call StrategyTouchControls_0 ResetZoom
expect get camera.Camera OrthoWidth == 1500
expect-log Blueprint event StrategyTouchControls.BP_SetZoomPercentage on StrategyTouchControls_0 (Percentage=0.33333334
call StrategyTouchControls_0 ToggleSelectAllUnits
expect-log Blueprint event StrategyUnit.BP_UnitDeselected on u2 ()
call StrategyTouchControls_0 ToggleSelectAllUnits
expect-log Blueprint event StrategyUnit.BP_UnitSelected on u2 ()
# touches: a tap on a unit toggles it in the selection; a tap elsewhere sends the selection; a held
# finger drags the camera after the hold time, and its release is no tap
place camera 0 0 1500 -90 0 0
call StrategyTouchControls_0 ToggleSelectAllUnits
mouse 640 189.333333
input IA_TouchPrimary Started 640 189.333333
input IA_TouchPrimary Completed
expect-log Blueprint event StrategyUnit.BP_UnitSelected on u2 ()
mouse 300 360
input IA_TouchPrimary Started 300 360
input IA_TouchPrimary Completed
expect-log Y=-398.4375, Z=0}, bPositive=true)
input IA_TouchPrimary Started 100 100
tick 3 0.1
input IA_TouchPrimary Triggered 200 100
expect location camera == {X=-7.07106792, Y=7.07106792, Z=1500}
input IA_TouchPrimary Completed
)");
    CHECK_THAT(played, !Catch::Contains("not modelled") && !Catch::Contains("Script error") && !Catch::Contains("LogRusteal: Error"));
    CHECK(lines_starting(played, "LogRusteal: Warning") == 0);
    CHECK(lines_starting(played, "LogEQS") == 0);
    // The leader interacted once, with the unit it found on arrival; u1, not leading, with none.
    CHECK(lines_starting(played, "LogHost: Blueprint event StrategyUnit.BP_InteractionBehavior") == 2);
    // Three commands sent: two with a selection, one without; the drag's release was no tap.
    CHECK(lines_starting(played, "LogHost: Blueprint event StrategyPlayerController.BP_CursorFeedback") == 3);
}
