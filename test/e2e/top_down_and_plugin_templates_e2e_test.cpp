// The top-down templates and the plugin templates, as a game developer starts from them (the
// third- and first-person ones are in templates_e2e_test.cpp and first_person_templates_e2e_test.cpp): each builds all five steps with the
// Rust free of warnings, and its classes play a scripted scene in rusteal-host (docs/templates.md).
#include "template_run.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;
using rusteal::test::new_and_play;
using rusteal::test::TemplateRun;

TEST_CASE("the top-down template builds, its character walks towards the cursor while held and to a click along a path",
          "[e2e][templates]") {
    // The character and its camera as the C++ constructor sets them. The player controller shows
    // the cursor and, on BeginPlay, adds its context and binds its actions (its Blueprint's assets
    // set on the class default object; an effect system object stands in for FX_Cursor). Held,
    // the click adds movement input towards the point under the cursor each frame (the movement
    // takes it at the end of the frame); released after longer than ShortPressThreshold it does
    // nothing more. A short click sends the character there with the cursor effect at the point:
    // it walks at MaxWalkSpeed (600, UCharacterMovementComponent's constructor value, which the
    // template keeps), a new press stops it (the cursor over nothing: the last point is
    // kept), and the next click finishes the walk. A tap of the touch action does the same.
    const std::string played = new_and_play("Dale", "TopDown", R"(spawn TopDownCharacter hero
expect get hero.CollisionCylinder CapsuleRadius == 42
expect get hero.CollisionCylinder CapsuleHalfHeight == 96
expect get hero bUseControllerRotationYaw == false
expect get hero.CharMoveComp bOrientRotationToMovement == true
expect get hero.CharMoveComp RotationRate == {Pitch=0, Yaw=640, Roll=0}
expect get hero.CharMoveComp bConstrainToPlane == true
expect get hero.CharMoveComp bSnapToPlaneAtStart == true
expect get hero.CameraBoom TargetArmLength == 800
expect get hero.CameraBoom bDoCollisionTest == false
expect get hero.TopDownCamera bUsePawnControlRotation == false
expect get hero.CharMoveComp MaxWalkSpeed == 600
spawn InputMappingContext IMC_Default
spawn InputAction IA_SetDestination_Click
spawn InputAction IA_SetDestination_Touch
spawn NiagaraSystem FX_Cursor
set Default__TopDownPlayerController DefaultMappingContext IMC_Default
set Default__TopDownPlayerController SetDestinationClickAction IA_SetDestination_Click
set Default__TopDownPlayerController SetDestinationTouchAction IA_SetDestination_Touch
set Default__TopDownPlayerController FXCursor FX_Cursor
set Default__TopDownPlayerController ShortPressThreshold 0.3
spawn TopDownPlayerController player
expect-log [TopDown] input bound
expect get player bShowMouseCursor == true
expect get player DefaultMouseCursor == Default
expect get player PathFollowingComponent ~= PathFollowingComponent
possess player hero
tick 1 0.1
cursor 1000 0 0
expect input IA_SetDestination_Click Started == 1 binding(s) ran
expect input IA_SetDestination_Click Triggered == 1 binding(s) ran
expect movement-input hero == pending {X=1, Y=0, Z=0} last {X=0, Y=0, Z=0}
tick 1 0.1
expect movement-input hero == pending {X=0, Y=0, Z=0} last {X=1, Y=0, Z=0}
cursor 0 -500 0
input IA_SetDestination_Click Triggered
input IA_SetDestination_Click Triggered
input IA_SetDestination_Click Triggered
expect movement-input hero == pending {X=0, Y=-3, Z=0} last {X=1, Y=0, Z=0}
input IA_SetDestination_Click Completed
expect location hero == {X=0, Y=0, Z=0}
expect-fail location NiagaraComponent_0
cursor 300 400 0
input IA_SetDestination_Click Started
input IA_SetDestination_Click Completed
expect location NiagaraComponent_0 == {X=300, Y=400, Z=0}
tick 5 0.125
expect location hero == {X=225, Y=300, Z=0}
expect get hero.CharMoveComp Velocity == {X=360, Y=480, Z=0}
cursor none
input IA_SetDestination_Click Started
expect get hero.CharMoveComp Velocity == {X=0, Y=0, Z=0}
input IA_SetDestination_Click Completed
tick 5 0.125
expect location NiagaraComponent_1 == {X=300, Y=400, Z=0}
expect location hero == {X=300, Y=400, Z=0}
cursor -300 400 0
input IA_SetDestination_Touch Started
input IA_SetDestination_Touch Triggered
expect movement-input hero == pending {X=-1, Y=0, Z=0} last {X=0, Y=0, Z=0}
input IA_SetDestination_Touch Completed
expect location NiagaraComponent_2 == {X=-300, Y=400, Z=0}
tick 10 0.125
expect location hero == {X=-300, Y=400, Z=0}
)");
    CHECK_THAT(played, Catch::Contains("spawn TopDownCharacter hero -> hero"));
    // Every engine call the character, the controller, its clicks and the effect make is modelled.
    CHECK_THAT(played, !Catch::Contains("not modelled") && !Catch::Contains("Script error") && !Catch::Contains("Warning"));
}

TEST_CASE("the top-down twin-stick variant builds, its character shoots, dashes, aims, collects and area attacks, and its NPCs "
          "score, drop, knock back and spawn in groups",
          "[e2e][templates]") {
    // The character's class defaults (1.5 g, no walking off ledges, a 75° camera); its input is
    // bound on possession, the controller kept (ReceiveControllerChanged). A shot spawns a projectile
    // 100 cm ahead that flies at 2000 cm/s and lives 2 s. A spawned NPC gets its AIControllerClass
    // (AutoPossessAI), which runs its StateTree task, outputting the player's character each tick.
    // A projectile hitting the NPC destroys both: the game mode scores it, the NPC drops its pickup (a 100% chance here) and destruction
    // proxy and is destroyed 0.1 s later, the NPC count falling back. The pickup gives an item; an
    // area attack spends it and hits the NPC inside once it starts (0.033 s); a second one within
    // the cooldown is refused. A dash launches along the last move input; stick aim turns the
    // character and fires once per auto fire delay (the first shot leaves facing the old way, as in
    // Unreal: the turn is the next tick's); mouse aim turns it towards the cursor. An NPC running
    // into the character knocks it back. The spawner finds the navigation mesh and spawns a group of
    // three NPCs a random delay apart, at random reachable points, each with its AI controller.
    const std::string played = new_and_play("Twin", "top-down --variant twin-stick", R"(set Default__TwinStickGameMode UIWidgetClass TwinStickUI
spawn TwinStickGameMode gm
spawn TwinStickPlayerController player
spawn TwinStickCharacter hero
expect get hero DashImpulse == 2500
expect get hero Items == 1
expect get hero.CharMoveComp GravityScale == 1.5
expect get hero.CharMoveComp MaxAcceleration == 1000
expect get hero.CharMoveComp bCanWalkOffLedges == false
expect get hero.CharMoveComp RotationRate == {Pitch=0, Yaw=640, Roll=0}
expect get hero.Camera FieldOfView == 75
spawn InputAction IA_Move
spawn InputAction IA_StickAim
spawn InputAction IA_MouseAim
spawn InputAction IA_Dash
spawn InputAction IA_Shoot
spawn InputAction IA_AoE
set hero MoveAction IA_Move
set hero StickAimAction IA_StickAim
set hero MouseAimAction IA_MouseAim
set hero DashAction IA_Dash
set hero ShootAction IA_Shoot
set hero AoEAction IA_AoE
set hero ProjectileClass TwinStickProjectile
set hero AoEAttackClass TwinStickAoEAttack
possess player hero
expect get hero PlayerController == player
expect input IA_Shoot Triggered == 1 binding(s) ran
expect location TwinStickProjectile_0 == {X=100, Y=0, Z=0}
tick 1 0.25
expect location TwinStickProjectile_0 == {X=600, Y=0, Z=0}
tick 8 0.25
expect-fail location TwinStickProjectile_0
set Default__TwinStickNPC AIControllerClass TwinStickAIController
spawn TwinStickNPC npc
expect get npc Controller == TwinStickAIController_0
expect get gm NPCCount == 1
expect get npc.CharMoveComp MaxWalkSpeed == 200
expect get npc.CharMoveComp bUseRVOAvoidance == true
expect get npc AutoPossessAI == PlacedInWorldOrSpawned
expect state-tree TwinStickAIController_0 StateTreeGetPlayerTask task ~= Running
tick 1 0.125
expect get task TargetPlayerCharacter == hero
set npc PickupSpawnChance 100
set npc PickupClass TwinStickPickup
set npc DestructionProxyClass TwinStickNPCDestruction
input IA_Shoot Triggered
hit TwinStickProjectile_1 npc
expect-fail location TwinStickProjectile_1
expect get npc bHit == true
expect get gm Score == 1
expect location TwinStickPickup_0 == {X=0, Y=0, Z=0}
expect location TwinStickNPCDestruction_0 == {X=0, Y=0, Z=0}
tick 1 0.125
expect-fail location npc
expect get gm NPCCount == 0
overlap hero TwinStickPickup_0
expect get hero Items == 2
expect-fail location TwinStickPickup_0
spawn TwinStickNPC npc2
input IA_AoE Triggered
expect get hero Items == 1
overlap TwinStickAoEAttack_0 npc2
tick 1 0.05
expect get npc2 bHit == true
expect get gm Score == 2
input IA_AoE Triggered
expect get hero Items == 1
input IA_Move Triggered 1 0
input IA_Dash Triggered
tick 1 0.125
expect location hero ~= X=312.5
input IA_StickAim Triggered 0 1
tick 1 0.125
expect rotation hero ~= Yaw=90
expect location TwinStickProjectile_2 == {X=662.5, Y=0, Z=0}
input IA_StickAim Triggered 0 1
expect-fail location TwinStickProjectile_3
tick 2 0.125
input IA_StickAim Triggered 0 1
expect location TwinStickProjectile_3 ~= Y=100
cursor 0 500 0
input IA_MouseAim Triggered
tick 1 0.125
expect rotation hero ~= Yaw=122
spawn TwinStickNPC npc3
hit npc3 hero
tick 1 0.125
expect location hero ~= X=625,
spawn RecastNavMesh nav
set Default__TwinStickSpawner NPCClass TwinStickNPC
spawn TwinStickSpawner spawner
expect get spawner NavData == nav
expect get spawner SpawnCount == 1
tick 14 0.1
expect get spawner SpawnCount == 3
expect get gm NPCCount == 4
expect get TwinStickNPC_0 Controller ~= TwinStickAIController_
)");
    CHECK_THAT(played, Catch::Contains("spawn TwinStickCharacter hero -> hero"));
    // Every engine call the variant's classes make in the scene is modelled.
    CHECK_THAT(played, !Catch::Contains("not modelled") && !Catch::Contains("Script error") && !Catch::Contains("Warning"));
}

TEST_CASE("the inventory and editor plugin templates build in one project and play their scenes", "[e2e][templates]") {
    // One blank project takes both plugins (each its own library, built after the game's), as a
    // project may; the host loads the three libraries.
    TemplateRun t;
    const fs::path root = t.new_project("Camp", "blank");
    for (const auto& [plugin, tmpl] : {std::pair{"Satchel", "Inventory"}, std::pair{"Tools", "Editor"}}) {
        t.run(std::string("--json plugin new ") + plugin + " --template " + tmpl + " --project '" + root.string() + "'",
              std::string(plugin) + ".log");
        REQUIRE(fs::exists(root / "Plugins" / plugin / "Binaries/Linux" / ("librusteal_" + std::string(plugin) + ".so")));
        t.crate_tests(TemplateRun::crate_in(root / "Plugins" / plugin / "Rust"));
    }
    // Inventory: the subsystem finds the chest's inventory (none until asked to add one, then the
    // same one); items stack up to their stack size, leave from the last stacks, and stop at the
    // weight limit the project's settings (the class default object) set. The console commands act
    // on the first player's pawn, which gets an inventory when first given something.
    // Editor: the editor calls the subsystem's Initialize when it starts and Deinitialize when it
    // closes; RustealEditorSubsystem turns them into the events the Rust class overrides, which
    // the scene sends as the editor would.
    const std::string played = t.play(root, R"(spawn SatchelItem apple
set apple MaxStack 5
set apple Weight 0.5
spawn SatchelItem anvil
set anvil Weight 40
spawn Actor chest
spawn SatchelSubsystem inventories
expect call inventories InventoryOf chest false == None
expect call inventories InventoryOf chest true == SatchelComponent_0
expect call inventories InventoryOf chest true == SatchelComponent_0
expect call SatchelComponent_0 AddItem apple 12 == 12
expect get SatchelComponent_0 Counts == [5, 5, 2]
expect call SatchelComponent_0 CountOf apple == 12
expect call SatchelComponent_0 RemoveItem apple 4 == 4
expect get SatchelComponent_0 Counts == [5, 3]
expect get SatchelComponent_0 Items == [apple, apple]
expect get Default__SatchelSettings MaxSlots == 20
set Default__SatchelSettings MaxWeight 50
expect call SatchelComponent_0 AddItem anvil 3 == 1
expect call SatchelComponent_0 AddItem anvil 1 == 0
expect call SatchelComponent_0 TotalWeight == 44
expect get SatchelComponent_0 Counts == [5, 3, 1]
spawn SatchelItem DA_Pear
set DA_Pear DisplayName "Pear"
set DA_Pear MaxStack 10
spawn PlayerController player
spawn Pawn hero
possess player hero
console satchel.give /Game/Items/DA_Pear 3
expect-log added 3 Pear: 3 now
console satchel.take /Game/Items/DA_Pear.DA_Pear
expect-log removed 1 Pear: 2 now
console satchel.list
expect-log 1 stacks, weight 0
expect-log Pear x2
spawn ToolsEditorSubsystem tools
call tools ReceiveInitialize
expect-log Hello from the editor
call tools ReceiveDeinitialize
expect-log The editor is closing
)");
    CHECK_THAT(played, Catch::Contains("library Satchel: loaded copy 1") && Catch::Contains("library Tools: loaded copy 1"));
    CHECK_THAT(played, !Catch::Contains("not modelled"));
}
