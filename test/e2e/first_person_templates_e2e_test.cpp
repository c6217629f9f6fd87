// The first-person game template and its variants, as a game developer starts from them (the
// third-person ones are in templates_e2e_test.cpp, the top-down and plugin ones in
// top_down_and_plugin_templates_e2e_test.cpp): `rusteal new --template first-person [--variant V]`
// on the stand-in engine builds all five steps with the Rust free of warnings, and the template's
// classes play a scripted scene in rusteal-host (docs/templates.md).
#include "template_run.hpp"

#include <catch2/catch.hpp>

using rusteal::test::new_and_play;

TEST_CASE("the first-person template builds, its character sees through its own eyes and jumps, its camera limits the view",
          "[e2e][templates]") {
    // The constructor's settings on the components (first-person arms, body, camera), the
    // camera manager's view limits and the player controller's camera manager class, then the
    // Jump action pressed and released as in the third-person scene.
    const std::string played = new_and_play("Eyes", "FPS", R"(spawn FirstPersonCharacter hero
expect get CollisionCylinder CapsuleRadius == 34
expect get CollisionCylinder CapsuleHalfHeight == 96
expect get CharMoveComp AirControl == 0.5
expect get CharMoveComp BrakingDecelerationFalling == 1500
expect get "First Person Mesh" bOnlyOwnerSee == true
expect get "First Person Mesh" FirstPersonPrimitiveType == FirstPerson
expect get CharacterMesh0 bOwnerNoSee == true
expect get CharacterMesh0 FirstPersonPrimitiveType == WorldSpaceRepresentation
expect get "First Person Camera" bUsePawnControlRotation == true
expect get "First Person Camera" bEnableFirstPersonFieldOfView == true
expect get "First Person Camera" bEnableFirstPersonScale == true
expect get "First Person Camera" FirstPersonFieldOfView == 70
expect get "First Person Camera" FirstPersonScale ~= 0.6000000
spawn FirstPersonCameraManager view
expect get view ViewPitchMin == -70
expect get view ViewPitchMax == 80
spawn FirstPersonPlayerController player
expect get player PlayerCameraManagerClass == FirstPersonCameraManager
spawn InputAction IA_Jump
spawn InputAction IA_Move
spawn InputAction IA_Look
spawn InputAction IA_MouseLook
set hero JumpAction IA_Jump
set hero MoveAction IA_Move
set hero LookAction IA_Look
set hero MouseLookAction IA_MouseLook
possess player hero
expect-log hero input bound
expect input IA_Jump Started == 1 binding(s) ran
expect get hero bPressedJump == true
tick 2
expect input IA_Jump Completed == 1 binding(s) ran
expect get hero bPressedJump == false
)");
    CHECK_THAT(played, Catch::Contains("spawn FirstPersonCharacter hero -> hero"));
    // Every engine call the character's defaults make is modelled (docs/host.md).
    CHECK_THAT(played, !Catch::Contains("PrimitiveComponent.Set") && !Catch::Contains("CameraComponent.Set") &&
                           !Catch::Contains("K2_SetRelativeLocationAndRotation"));
}

TEST_CASE("the first-person horror variant builds, its flashlight is set and its sprint tires and recovers on a timer",
          "[e2e][templates]") {
    // The flashlight as the C++ constructor sets it, on the hero's own component (copied from the
    // class default object, over FirstPersonCharacter's defaults); the player controller, told to
    // use the touch controls (any widget class stands in for them), puts them on its player's
    // screen, and the sprint meter UI when it possesses the hero. Sprinting while moving
    // faster than walking burns the 3 s meter on the character's 1/30 s timer: still sprinting
    // after 1.5 s, recovering (slower than walking, the wish ignored) once it is empty, walking
    // again once standing still has refilled it. Destroyed, the character clears its timer.
    // The game mode makes its second local player as play begins: a player controller of its
    // class with a pawn of its class (the input actions its Blueprint would give it set on the
    // class default object) at the start tagged Player0, possessed (its UI made); then
    // the next player's start is the one tagged Player1, the next any start (none tagged
    // Player2), and with no start left none.
    const std::string played = new_and_play("Dread", "first_person --variant Horror", R"(spawn HorrorCharacter hero
expect get hero.CollisionCylinder CapsuleRadius == 34
expect get hero.SpotLight Intensity == 0.5
expect get hero.SpotLight IntensityUnits == Lumens
expect get hero.SpotLight AttenuationRadius == 1050
expect get hero.SpotLight InnerConeAngle ~= 18.7
expect get hero.SpotLight OuterConeAngle ~= 45.24
expect get hero.CharMoveComp MaxWalkSpeed == 250
spawn InputMappingContext IMC_Default
set Default__HorrorPlayerController DefaultMappingContexts [IMC_Default]
set Default__HorrorPlayerController bForceTouchControls true
set Default__HorrorPlayerController MobileControlsWidgetClass HorrorUI
spawn HorrorPlayerController player
expect get player PlayerCameraManagerClass == FirstPersonCameraManager
expect get player MobileControlsWidget == HorrorUI_0
expect-log 1 input mapping contexts added
set player HorrorUIClass HorrorUI
spawn InputAction IA_Jump
spawn InputAction IA_Move
spawn InputAction IA_Look
spawn InputAction IA_MouseLook
spawn InputAction IA_Sprint
set hero JumpAction IA_Jump
set hero MoveAction IA_Move
set hero LookAction IA_Look
set hero MouseLookAction IA_MouseLook
set hero SprintAction IA_Sprint
possess player hero
expect-log hero input bound
expect get player HorrorUI == HorrorUI_1
expect input IA_Sprint Started == 1 binding(s) ran
expect get hero.CharMoveComp MaxWalkSpeed == 600
set hero.CharMoveComp Velocity {X=600, Y=0, Z=0}
tick 45 0.03333
expect get hero.CharMoveComp MaxWalkSpeed == 600
tick 50 0.03333
expect get hero.CharMoveComp MaxWalkSpeed == 150
expect input IA_Sprint Completed == 1 binding(s) ran
expect get hero.CharMoveComp MaxWalkSpeed == 150
set hero.CharMoveComp Velocity {X=0, Y=0, Z=0}
tick 95 0.03333
expect get hero.CharMoveComp MaxWalkSpeed == 250
expect input IA_Jump Started == 1 binding(s) ran
expect get hero bPressedJump == true
destroy hero
tick 3 0.03333
set Default__HorrorPlayerController HorrorUIClass HorrorUI
set Default__HorrorGameMode NumberOfLocalPlayers 2
set Default__HorrorGameMode PlayerControllerClass HorrorPlayerController
set Default__HorrorGameMode DefaultPawnClass HorrorCharacter
set Default__HorrorCharacter JumpAction IA_Jump
set Default__HorrorCharacter MoveAction IA_Move
set Default__HorrorCharacter LookAction IA_Look
set Default__HorrorCharacter MouseLookAction IA_MouseLook
set Default__HorrorCharacter SprintAction IA_Sprint
spawn PlayerStart any_start
spawn PlayerStart start_0
set start_0 Tags [Player0]
spawn HorrorGameMode mode
expect get mode CurrentPlayerStartAssignment == 1
expect get HorrorCharacter_0 Controller == HorrorPlayerController_0
expect get HorrorPlayerController_0 HorrorUI == HorrorUI_3
set any_start Tags [Player1]
expect call mode ChoosePlayerStart None == any_start
expect call mode ChoosePlayerStart None ~= start
destroy any_start
destroy start_0
expect call mode ChoosePlayerStart None == None
)");
    CHECK_THAT(played, Catch::Contains("spawn HorrorCharacter hero -> hero"));
    // Every engine call the flashlight, the timer and the UI make is modelled, and the UI's
    // functions ran as the character's delegates called them.
    CHECK_THAT(played, !Catch::Contains("not modelled") && !Catch::Contains("Script error") && !Catch::Contains("Warning"));
}

TEST_CASE("the first-person shooter variant builds, its character picks a weapon from the data table, fires, hits, dies and "
          "respawns, its game mode scores the teams, and its NPCs spawn, sense, face, aim, shoot and die",
          "[e2e][templates]") {
    // The widgets' classes, the respawn's character class, the team tags and the input actions are
    // set on the class default objects, as the Blueprint children set them. The game mode puts the
    // score widget on the first player's viewport; the controller makes the bullet counter and tags
    // the pawn it possesses. The pickup reads its row of the weapon table when play begins, and a
    // character walking in gets that weapon, in hand, its body animated by the weapon's anim class
    // (once: walking in again after the pickup respawned adds none). The trigger fires once the refire time has passed since the last shot (game time 0
    // counts as a shot): a projectile 10 cm ahead of the muzzle towards what the camera's aim
    // trace hits (the `sweep` surface at 1000 cm), flying at 3000 cm/s under gravity, and a noise
    // tagged with the holder's player tag; a second pull within the refire time does nothing. The
    // projectile goes through its instigator, damages the character it hits and makes its own
    // noise. At zero hit points a character scores a point for its team, is tagged dead and stops
    // moving; 5 s later it is destroyed (its weapon with it), and a player's controller respawns a
    // new character at its team's PlayerStart. An exploding projectile damages every pawn within
    // its radius.
    // The NPCs (the Blueprint children's classes set on the defaults again): the spawner makes one
    // at its capsule 1 s after play begins; its AI controller possesses it, tags it with the team,
    // and starts its StateTree, whose nodes the scene enters one by one with their bound inputs
    // (`state-tree`; a controller that starts no logic runs none). Perceiving the player (tagged
    // Player) makes it the target, which the EnvQuery context provides; facing it turns the NPC;
    // the line of sight condition needs the target in its cone and an unblocked trace; shooting
    // fires its weapon at once (noise by the NPC). Something tagged Player heard outside the cone
    // with no target is a place to investigate, unless a weaker sense comes; another tag is ignored.
    // 100 damage kills it: tagged dead, a ragdoll, its controller gone (stopping the tree leaves the
    // Sense Enemies state), a point for team 1; it is destroyed 5 s later, when the next NPC
    // comes; after the second, none.
    const std::string played = new_and_play("Blast", "first-person --variant shooter", R"(set Default__ShooterGameMode ShooterUIClass ShooterUI
set Default__ShooterPlayerController BulletCounterUIClass ShooterBulletCounterUI
set Default__ShooterPlayerController CharacterClass ShooterCharacter
set Default__ShooterPlayerController TeamTags [Blue, Red]
spawn InputAction IA_Jump
spawn InputAction IA_Move
spawn InputAction IA_Look
spawn InputAction IA_Fire
spawn InputAction IA_Switch
spawn ShooterPlayerController player
spawn ShooterGameMode gm
expect get gm ShooterUI == ShooterUI_0
set Default__ShooterCharacter JumpAction IA_Jump
set Default__ShooterCharacter MoveAction IA_Move
set Default__ShooterCharacter LookAction IA_Look
set Default__ShooterCharacter MouseLookAction IA_Look
set Default__ShooterCharacter FireAction IA_Fire
set Default__ShooterCharacter SwitchWeaponAction IA_Switch
spawn ShooterCharacter hero
expect get hero MaxHP == 500
expect get hero CurrentHP == 500
expect get hero.CharMoveComp RotationRate == {Pitch=0, Yaw=600, Roll=0}
possess player hero
expect get hero Tags == [Player]
expect get player BulletCounterUI == ShooterBulletCounterUI_0
set Default__ShooterWeapon ProjectileClass ShooterProjectile
set Default__ShooterWeapon ThirdPersonAnimInstanceClass AnimInstance
table DT_WeaponData WeaponTableRow
row DT_WeaponData Rifle WeaponToSpawn=ShooterWeapon
set Default__ShooterPickup WeaponType {DataTable=DT_WeaponData, RowName=Rifle}
spawn ShooterPickup pickup
expect get pickup WeaponClass == ShooterWeapon
overlap hero pickup
expect get hero CurrentWeapon == ShooterWeapon_0
expect get ShooterWeapon_0 CurrentBullets == 10
expect get hero.CharacterMesh0 AnimClass == AnimInstance
tick 4 0.25
sweep 1000 0 0 -1 0 0
input IA_Fire Started
expect-log noise by hero at {X=0, Y=0, Z=0}, loudness 1, range 300, tag Player
expect get ShooterWeapon_0 CurrentBullets == 9
expect location ShooterProjectile_0 == {X=10, Y=0, Z=0}
expect get ShooterProjectile_0 NoiseTag == Player
tick 1 0.25
expect location ShooterProjectile_0 == {X=757.5114, Y=0, Z=-61.0467643}
input IA_Fire Started
expect get ShooterWeapon_0 CurrentBullets == 9
input IA_Fire Completed
spawn ShooterCharacter target
set target TeamByte 1
hit ShooterProjectile_0 hero
hit ShooterProjectile_0 target
expect-log noise by hero at {X=757.5114, Y=0, Z=-61.0467643}, loudness 3, range 1000, tag Player
expect get target CurrentHP == 475
tick 21 0.25
expect-fail location ShooterProjectile_0
damage target 500
expect get target CurrentHP == -25
expect get target Tags == [Dead]
expect get gm TeamScores == [0, 1]
expect get target.CharMoveComp MovementMode == 0
tick 21 0.25
expect-fail location target
tick 16 0.25
end-overlap hero pickup
call pickup FinishRespawn
overlap hero pickup
expect get hero OwnedWeapons == [ShooterWeapon_0]
spawn PlayerStart blue_start
set blue_start Tags [Blue]
damage hero 500
expect get hero Tags == [Player, Dead]
input IA_Fire Started
expect get ShooterWeapon_0 CurrentBullets == 9
tick 21 0.25
expect-fail location hero
expect-fail location ShooterWeapon_0
expect get ShooterCharacter_0 Controller == player
expect get ShooterCharacter_0 Tags == [Player]
expect get ShooterCharacter_0 CurrentHP == 500
expect get gm TeamScores == [1, 1]
spawn PlayerStart any_start
set any_start Tags [Player0]
spawn PlayerStart start_1
set start_1 Tags [Player1]
expect call gm ChoosePlayerStart player == any_start
expect call gm ChoosePlayerStart player == start_1
spawn ShooterCharacter victim
spawn ShooterProjectile grenade
set grenade bExplodeOnHit true
hit grenade victim
expect get victim CurrentHP == 475
expect get ShooterCharacter_0 CurrentHP == 475
set Default__ShooterNPCSpawner NPCClass ShooterNPC
set Default__ShooterNPCSpawner InitialSpawnDelay 1
set Default__ShooterNPCSpawner SpawnCount 2
set Default__ShooterNPC AIControllerClass ShooterAIController
set Default__ShooterNPC AutoPossessAI PlacedInWorldOrSpawned
set Default__ShooterNPC WeaponClass ShooterWeapon
spawn ShooterNPCSpawner spawner
tick 3 0.25
expect-fail location ShooterNPC_0
tick 1 0.25
expect location ShooterNPC_0 == {X=0, Y=0, Z=90}
expect get ShooterNPC_0 Controller == ShooterAIController_0
expect get ShooterNPC_0 Tags == [Enemy]
expect get ShooterNPC_0 Weapon == ShooterWeapon_1
expect location ShooterWeapon_1 == {X=0, Y=0, Z=90}
expect-fail state-tree ShooterAIController_0 StateTreeSenseEnemiesTask bad SenseTag ~= a binding is Property=value, not `SenseTag`
expect-fail state-tree ShooterAIController_0 StateTreeShootAtTargetTask bad Nope=1 ~= bad.Nope
spawn ShooterAIController idle
spawn ShooterCharacter idle_pawn
possess idle idle_pawn
expect-fail state-tree idle StateTreeSenseEnemiesTask idle_sense ~= idle's StateTree logic does not run
destroy idle_pawn
destroy idle
state-tree ShooterAIController_0 StateTreeSenseEnemiesTask sense
expect get sense Controller == ShooterAIController_0
expect get sense Character == ShooterNPC_0
perceive ShooterAIController_0.AIPerception ShooterCharacter_0 {Strength=1, Tag=Player, bSuccessfullySensed=true}
expect get sense TargetActor == ShooterCharacter_0
expect get ShooterAIController_0 TargetEnemy == ShooterCharacter_0
expect call Default__EnvQueryContext_Target ProvideSingleActor ShooterAIController_0 None == ResultingActor=ShooterCharacter_0
place ShooterCharacter_0 0 1000 90
state-tree ShooterAIController_0 StateTreeFaceActorTask face ActorToFaceTowards=ShooterCharacter_0
tick 1
expect rotation ShooterNPC_0 ~= Yaw=90,
sweep none
state-tree ShooterAIController_0 StateTreeLineOfSightToTargetCondition sight Target=ShooterCharacter_0
expect call sight ReceiveTestCondition == true
sweep 1000 0 0 -1 0 0
expect call sight ReceiveTestCondition == false
set sight bMustHaveLineOfSight false
expect call sight ReceiveTestCondition == true
sweep none
set sight bMustHaveLineOfSight true
place ShooterCharacter_0 0 -1000 90
expect call sight ReceiveTestCondition == false
place ShooterCharacter_0 0 1000 90
state-tree ShooterAIController_0 StateTreeShootAtTargetTask shoot Target=ShooterCharacter_0
expect get ShooterNPC_0 IsShooting == true
expect get ShooterWeapon_1 CurrentBullets == 9
expect-log noise by ShooterNPC_0 at {X=0, Y=0, Z=90}, loudness 1, range 300
leave-state shoot
expect get ShooterNPC_0 IsShooting == false
state-tree ShooterAIController_0 StateTreeSetRandomFloatTask roll MinValue=2 MaxValue=2
expect get roll OutValue == 2
state-tree ShooterAIController_0 StateTreeFaceLocationTask look FaceLocation={X=-500,Y=0,Z=90}
tick 1
expect rotation ShooterNPC_0 ~= Yaw=180,
forget ShooterAIController_0.AIPerception ShooterCharacter_0
expect get sense TargetActor == None
expect get ShooterAIController_0 TargetEnemy == None
spawn Actor footsteps
perceive ShooterAIController_0.AIPerception footsteps {Strength=0.5, StimulusLocation={X=800, Y=0, Z=0}, Tag=Player}
expect get sense InvestigateLocation == {X=800, Y=0, Z=0}
perceive ShooterAIController_0.AIPerception footsteps {Strength=0.25, StimulusLocation={X=0, Y=-800, Z=0}, Tag=Player}
perceive ShooterAIController_0.AIPerception footsteps {Strength=1, StimulusLocation={X=0, Y=-800, Z=0}, Tag=Wind}
expect get sense InvestigateLocation == {X=800, Y=0, Z=0}
expect get sense TargetActor == None
expect-fail perceive ShooterAIController_0.AIPerception footsteps {Strenth=1} ~= AIStimulus has no field `Strenth`
damage ShooterNPC_0 100
expect get ShooterNPC_0 Tags == [Enemy, Dead]
expect physics ShooterNPC_0.CharacterMesh0 == simulating, velocity {X=0, Y=0, Z=0}, blend weight 1
expect-fail location ShooterAIController_0
expect-fail leave-state sense
expect get gm TeamScores == [1, 2]
tick 19 0.25
expect-fail location ShooterNPC_1
expect location ShooterNPC_0 == {X=0, Y=0, Z=90}
tick 1 0.25
expect location ShooterNPC_1 == {X=0, Y=0, Z=90}
expect-fail location ShooterNPC_0
expect get ShooterNPC_1 Controller == ShooterAIController_1
damage ShooterNPC_1 100
tick 24 0.25
expect-fail location ShooterNPC_2
expect get spawner SpawnCount == 0
)");
    // Every engine call the NPC side makes is modelled, and none of the variant's classes warned.
    CHECK_THAT(played, !Catch::Contains("not modelled") && !Catch::Contains("Script error") && !Catch::Contains("[Shooter]"));
}
