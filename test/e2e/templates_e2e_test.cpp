// The third-person game template and its variants, as a game developer starts from them (the
// first-person ones are in first_person_templates_e2e_test.cpp, the top-down and plugin ones in
// top_down_and_plugin_templates_e2e_test.cpp): `rusteal new --template third-person [--variant V]`
// on the stand-in engine builds all five steps with the Rust free of warnings, and the template's
// classes play a scripted scene in rusteal-host (docs/templates.md).
#include "template_run.hpp"

#include <catch2/catch.hpp>

#include <sstream>

using rusteal::test::new_and_play;

TEST_CASE("the third-person template builds and its character takes its defaults, jumps and lands", "[e2e][templates]") {
    // The player controller, told to use the touch controls but given no widget class for them,
    // says so as the C++ class does. It possesses the character, which binds its input actions
    // then (as SetupPlayerInputComponent does); pressing Jump runs DoJumpStart, releasing it DoJumpEnd:
    // the character (one jump, ACharacter's constructor value) leaves the ground, and lands.
    const std::string played = new_and_play("Hero", "Third_Person", R"(set Default__ThirdPersonPlayerController bForceTouchControls true
spawn ThirdPersonPlayerController player
expect-log no input mapping contexts to add
expect-log Could not spawn mobile controls widget.
spawn ThirdPersonCharacter hero
expect get hero bUseControllerRotationYaw == false
expect get hero CharacterMovement == CharMoveComp
expect get CharMoveComp JumpZVelocity == 500
expect get CharMoveComp bOrientRotationToMovement == true
expect get CollisionCylinder CapsuleHalfHeight == 96
expect get CameraBoom TargetArmLength == 400
spawn InputAction IA_Jump
spawn InputAction IA_Move
spawn InputAction IA_Look
spawn InputAction IA_MouseLook
set hero JumpAction IA_Jump
set hero MoveAction IA_Move
set hero LookAction IA_Look
set hero MouseLookAction IA_MouseLook
possess player hero
expect get hero Controller == player
expect-log hero input bound
expect get hero bPressedJump == false
expect input IA_Jump Started == 1 binding(s) ran
expect get hero bPressedJump == true
tick 2
expect get hero.CharMoveComp MovementMode == 3
expect get hero JumpCurrentCount == 1
expect input IA_Jump Completed == 1 binding(s) ran
expect get hero bPressedJump == false
tick 16 0.125
expect location hero == {X=0, Y=0, Z=0}
expect get hero.CharMoveComp MovementMode == 1
expect get hero JumpCurrentCount == 0
)");
    CHECK_THAT(played, Catch::Contains("spawn ThirdPersonCharacter hero -> hero"));
}

TEST_CASE("the third-person platforming variant builds, its character jumps higher held, double, coyote and wall jumps and dashes",
          "[e2e][templates]") {
    // The character's class defaults (2.5 g, 350 cm/s jumps, three jumps, 0.4 s of hold). A held
    // jump keeps rising at JumpZVelocity (frames of 0.125 s: exact positions); released, it falls.
    // A press in the air with no wall ahead, past the coyote time, is a double jump (the third
    // press is ignored); landing resets the jump count and the double jump. Walking off a ledge, a
    // press at once is the coyote jump (logged as the C++ class logs it). A press facing a wall
    // (the sweep hits it) turns the character away and launches it off the wall, presses ignored
    // until the wall jump timer resets. A dash turns gravity off while its montage plays, jumps and
    // a second dash ignored, and the montage's end (or the dash montage's AnimNotify_EndDash) ends
    // it; a new dash that cuts the montage short is not ended by the interrupted end. The game mode
    // gives player 0 the start tagged Player0; the player controller replaces its destroyed
    // character with a new one of its CharacterClass (its Blueprint's input actions on the class
    // default object), which it possesses.
    const std::string played = new_and_play("Leap", "third-person --variant platforming", R"(spawn PlatformingPlayerController player
spawn PlatformingCharacter hero
expect get hero JumpMaxCount == 3
expect get hero JumpMaxHoldTime ~= 0.4
expect get hero.CharMoveComp GravityScale == 2.5
expect get hero.CharMoveComp JumpZVelocity == 350
expect get hero.CharMoveComp NavAgentProps ~= AgentRadius=42
expect get hero.CameraBoom bEnableCameraLag == true
expect get hero WallJumpBounceImpulse == 800
spawn InputAction IA_Jump
spawn InputAction IA_Move
spawn InputAction IA_Look
spawn InputAction IA_MouseLook
spawn InputAction IA_Dash
set hero JumpAction IA_Jump
set hero MoveAction IA_Move
set hero LookAction IA_Look
set hero MouseLookAction IA_MouseLook
set hero DashAction IA_Dash
possess player hero
expect-log hero input bound
# a held jump rises at JumpZVelocity for as long as it is held (0.4 s at most), under 2.5 g
input IA_Jump Started
tick 1 0.125
expect get hero.CharMoveComp MovementMode == 3
expect location hero == {X=0, Y=0, Z=24.609375}
expect get hero.CharMoveComp Velocity == {X=0, Y=0, Z=43.75}
tick 1 0.125
expect location hero == {X=0, Y=0, Z=49.21875}
input IA_Jump Completed
tick 1 0.125
expect location hero == {X=0, Y=0, Z=35.546875}
# in the air, with no wall ahead and past the coyote time: a double jump
input IA_Jump Started
expect call hero HasDoubleJumped == true
tick 1 0.125
expect get hero JumpCurrentCount == 2
expect location hero == {X=0, Y=0, Z=60.15625}
input IA_Jump Completed
tick 1 0.125
input IA_Jump Started
expect get hero bPressedJump == false
tick 16 0.125
expect location hero == {X=0, Y=0, Z=0}
expect get hero.CharMoveComp MovementMode == 1
expect get hero JumpCurrentCount == 0
expect call hero HasDoubleJumped == false
# walking off a ledge, a press within the coyote time is the ground jump (counted as the second)
walk-off hero 300
expect get hero.CharMoveComp MovementMode == 3
input IA_Jump Started
expect-log Coyote Jump
expect call hero HasDoubleJumped == false
tick 1 0.125
expect get hero JumpCurrentCount == 2
expect get hero.CharMoveComp Velocity == {X=0, Y=0, Z=43.75}
input IA_Jump Completed
tick 24 0.125
expect location hero == {X=0, Y=0, Z=-300}
expect get hero.CharMoveComp MovementMode == 1
# a jump, then a press against a wall ahead (facing -X): the character turns away from it and is
# launched off it; presses are ignored until the 0.1 s wall jump delay has passed
input IA_Jump Started
tick 1 0.125
input IA_Jump Completed
sweep 50 0 -250 -1 0 0
input IA_Jump Started
expect call hero HasWallJumped == true
expect rotation hero == {Pitch=0, Yaw=180, Roll=0}
sweep none
input IA_Jump Started
expect call hero HasDoubleJumped == false
tick 1 0.125
expect get hero.CharMoveComp Velocity == {X=-800, Y=0, Z=593.75}
expect location hero == {X=-100, Y=0, Z=-182.03125}
expect call hero HasWallJumped == false
input IA_Jump Completed
tick 40 0.125
expect location hero ~= Z=-300}
expect get hero.CharMoveComp Velocity == {X=0, Y=0, Z=0}
# a dash: no gravity and no momentum while the dash montage (0.5 s) plays; jumps and a second dash
# are ignored meanwhile; the montage's end ends the dash (on the ground, it may be used again)
spawn AnimMontage AM_Dash
set AM_Dash SequenceLength 0.5
set hero DashMontage AM_Dash
set hero.CharacterMesh0 AnimClass AnimInstance
input IA_Dash Triggered
expect get hero.CharMoveComp GravityScale == 0
input IA_Jump Started
expect get hero bPressedJump == false
tick 3 0.125
expect get hero.CharMoveComp GravityScale == 0
tick 1 0.125
expect get hero.CharMoveComp GravityScale == 2.5
input IA_Dash Triggered
expect get hero.CharMoveComp GravityScale == 0
# the dash montage's notify ends the dash before the montage does
spawn AnimNotify_EndDash EndDash
expect call EndDash Received_Notify hero.CharacterMesh0 AM_Dash == true
expect get hero.CharMoveComp GravityScale == 2.5
# a new dash cuts the first montage short: its interrupted end does not end the new dash
input IA_Dash Triggered
expect get hero.CharMoveComp GravityScale == 0
tick 1 0.125
expect get hero.CharMoveComp GravityScale == 0
tick 3 0.125
expect get hero.CharMoveComp GravityScale == 2.5
# the game mode gives the first player the start tagged Player0; the player controller, its pawn
# destroyed, spawns its CharacterClass at the first PlayerStart and possesses it
spawn PlayerStart Start
spawn PlayerStart Start0
set Start0 Tags [Player0]
spawn PlatformingGameMode gm
expect call gm ChoosePlayerStart player == Start0
set player CharacterClass PlatformingCharacter
set Default__PlatformingCharacter JumpAction IA_Jump
set Default__PlatformingCharacter MoveAction IA_Move
set Default__PlatformingCharacter LookAction IA_Look
set Default__PlatformingCharacter MouseLookAction IA_MouseLook
set Default__PlatformingCharacter DashAction IA_Dash
destroy hero
expect-log input bound
expect get PlatformingCharacter_0 Controller == player
)");
    CHECK_THAT(played, Catch::Contains("expect-log Coyote Jump -> logged"));
    CHECK_THAT(played, !Catch::Contains("not modelled") && !Catch::Contains("Script error") && !Catch::Contains("LogRusteal: Error"));
    // The warnings are the Third Person controller's (no mapping contexts in a scene) and the coyote jump's.
    std::size_t warnings = 0;
    std::istringstream lines(played);
    for (std::string line; std::getline(lines, line);) warnings += line.rfind("LogRusteal: Warning", 0) == 0;
    CHECK(warnings == 2);
}

TEST_CASE("the third-person side-scrolling variant builds, its character jumps, drops through, is launched, pushes, collects, "
          "knocks an NPC away, and the StateTree and camera do their part",
          "[e2e][templates]") {
    // The character's class defaults (1.75 g, 750 cm/s jumps, three jumps, movement in the XZ
    // plane, the side camera 300 cm along Y). A ground jump, then past the coyote time a double
    // jump; landing resets it. A move input walks along X (with a little Y to face the way); a
    // press in the air facing a wall (the line trace hits it) turns the character away and
    // launches it off the wall (1.4 times JumpZVelocity), movement locked until the 0.3 s timer.
    // The soft platform's check box turns the capsule's soft collision off while it overlaps and
    // back on when it leaves; holding drop, a jump press over a platform (the object trace finds
    // it) drops through. The jump pad launches the character up at 1000 cm/s. Hit in the air, a
    // movable physics object is pushed along the facing. A pickup counts once: its collision goes
    // off. The NPC walks slowly; its AI controller starts its StateTree on possession, whose task
    // picks the closest player within range (then, the player fallen far away, fails). The
    // interaction's sweep for pawns hits the NPC, which is knocked away and deactivated for 3 s.
    // The camera manager places the side view, then eases towards the target within its bounds.
    const std::string played = new_and_play("Scroll", "third-person --variant side-scrolling", R"(spawn SideScrollingPlayerController player
spawn SideScrollingCharacter hero
expect get hero JumpMaxCount == 3
expect get hero.CharMoveComp GravityScale == 1.75
expect get hero.CharMoveComp JumpZVelocity == 750
expect get hero.CharMoveComp Mass == 500
expect get hero.CharMoveComp bConstrainToPlane == true
expect get hero.CharMoveComp PlaneConstraintNormal == {X=0, Y=1, Z=0}
expect location hero.Camera == {X=0, Y=300, Z=0}
spawn InputAction IA_Jump
spawn InputAction IA_Move
spawn InputAction IA_Drop
spawn InputAction IA_Interact
set hero JumpAction IA_Jump
set hero MoveAction IA_Move
set hero DropAction IA_Drop
set hero InteractAction IA_Interact
possess player hero
expect-log hero input bound
input IA_Jump Started
tick 1 0.125
expect get hero.CharMoveComp MovementMode == 3
input IA_Jump Completed
tick 4 0.125
input IA_Jump Started
expect call hero HasDoubleJumped == true
input IA_Jump Completed
tick 40 0.125
expect get hero.CharMoveComp MovementMode == 1
expect call hero HasDoubleJumped == false
input IA_Move Triggered 0 1
expect movement-input hero == pending {X=1, Y=0.1, Z=0} last {X=0, Y=0, Z=0}
input IA_Jump Started
tick 1 0.125
input IA_Jump Completed
expect location hero == {X=0, Y=0, Z=80.3515625}
sweep 50 0 80 -1 0 0
input IA_Jump Started
expect call hero HasWallJumped == true
expect rotation hero == {Pitch=0, Yaw=180, Roll=0}
input IA_Jump Completed
sweep none
tick 1 0.125
expect get hero.CharMoveComp Velocity == {X=-500, Y=0, Z=835.624982}
tick 2 0.125
expect call hero HasWallJumped == false
tick 40 0.125
expect location hero == {X=-687.5, Y=0, Z=0}
spawn SideScrollingSoftPlatform floor
expect response hero.CollisionCylinder 0 == Block
overlap hero floor
expect response hero.CollisionCylinder 0 == Ignore
end-overlap hero floor
expect response hero.CollisionCylinder 0 == Block
set hero SoftCollisionObjectType ECC_WorldStatic
input IA_Drop Triggered 1
sweep 0 0 -100 0 0 1 floor
input IA_Jump Started
expect response hero.CollisionCylinder 0 == Ignore
input IA_Jump Completed
input IA_Drop Completed
sweep none
spawn SideScrollingJumpPad pad
expect get pad.Box BoxExtent == {X=115, Y=90, Z=20}
overlap pad hero
tick 1 0.125
expect get hero.CharMoveComp Velocity == {X=0, Y=0, Z=785.625}
end-overlap pad hero
tick 40 0.125
spawn SideScrollingSoftPlatform plank
set plank.Mesh Mobility Movable
physics plank.Mesh simulate
input IA_Jump Started
tick 1 0.125
hit hero plank
expect physics plank.Mesh == simulating, velocity {X=600, Y=0, Z=0}, blend weight 0
input IA_Jump Completed
tick 40 0.125
set Default__SideScrollingGameMode UserInterfaceClass SideScrollingUI
spawn SideScrollingGameMode gm
spawn SideScrollingPickup gem
expect get gem.Collision SphereRadius == 100
overlap gem hero
expect get gm PickupsCollected == 1
end-overlap gem hero
expect overlap gem hero ~= do not overlap: their collision is off
expect get gm PickupsCollected == 1
spawn SideScrollingNPC npc
expect get npc.CharMoveComp MaxWalkSpeed == 150
spawn SideScrollingAIController ai
expect get ai bStartAILogicOnPossess == true
possess ai npc
expect state-tree ai StateTreeGetPlayerTask task == task entered its state: Succeeded
expect get task TargetPlayer == hero
expect get task bValidTarget == true
expect get task NPC == npc
sweep 100 0 0 -1 0 0 npc
input IA_Interact Triggered
expect get npc bDeactivated == true
tick 1 0.125
expect get npc.CharMoveComp Velocity == {X=-500, Y=0, Z=377.5}
tick 24 0.125
expect get npc bDeactivated == false
spawn SideScrollingCameraManager cam
expect update-camera cam hero == camera at {X=-687.5, Y=1000, Z=100} facing {Pitch=0, Yaw=-90, Roll=0}, fov 65
expect update-camera cam hero == camera at {X=-615.625, Y=1000, Z=75} facing {Pitch=0, Yaw=-90, Roll=0}, fov 65
walk-off hero 3000
tick 40 0.125
expect state-tree ai StateTreeGetPlayerTask task2 == task2 entered its state: Failed
expect get task2 bValidTarget == false
)");
    CHECK_THAT(played, !Catch::Contains("not modelled") && !Catch::Contains("Script error") && !Catch::Contains("LogRusteal: Error") &&
                           !Catch::Contains("LogRusteal: Warning"));
}
