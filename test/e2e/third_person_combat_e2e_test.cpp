// The third-person template's Combat variant, as a game developer starts from it (the other
// third-person scenes are in templates_e2e_test.cpp): `rusteal new --template third-person
// --variant combat` on the stand-in engine builds all five steps with the Rust free of warnings,
// the crate's own tests pass, and its classes play a scripted scene in rusteal-host
// (docs/templates.md). A Blueprint event the Rust classes call is in the host's log with its
// arguments (nothing implements it in a scene), which is how the scene sees the life bar, the hit
// effects and the camera toggle.
#include "template_run.hpp"

#include <catch2/catch.hpp>

#include <string>

using rusteal::test::lines_starting;
using rusteal::test::new_and_play;

TEST_CASE("the third-person combat variant builds, its character strings combos, charges, hits boxes, a dummy and a rival, "
          "is hurt, dies in lava and respawns at its checkpoint, and its enemies spawn, attack, sense danger, fall and die",
          "[e2e][templates]") {
    // The character's class defaults (C++ constructor values); its life bar widget (the LifeBar
    // component's widget class) is told its colour and a full bar at BeginPlay. Its attack
    // montages have no sections or notifies in the host: the montage plays its length again from
    // each jump to a section, and the scene fires the notifies. A combo press starts the combo
    // montage; a press within the combo tolerance moves the string to its next section at the
    // CheckCombo notify (once per press, none past the last section); a press kept during an
    // attack starts the next one when the montage ends. The charged attack loops its charge
    // section while held and strikes on release once it has looped. The DoAttackTrace notify
    // sweeps ahead of the mesh for pawns and dynamic objects: the box takes 3 hits to break (its
    // object type then Visibility, so the sweep no longer finds it) and leaves the level 6 s later;
    // each hit pushes it by the knockback whatever its mass; the dummy sways. A rival's sweep meets
    // the hero's capsule and its mesh (both Pawn bodies, as Unreal's object sweep meets each):
    // two hits, a life bar at 0.6, a ragdoll blended in but the pelvis, and the knockback launching
    // it until it lands. A checkpoint moves the respawn; the lava kills (no movement, a ragdoll, no
    // life bar, the camera pulled back) and 3 s later the character is gone and its player
    // controller possesses a new one at the checkpoint. The game mode gives player 0 the start
    // tagged Player0. A spawner's enemy comes 5 s after play at its capsule, possessed by its AI
    // controller, whose StateTree runs (each node entered by the scene, as the tree's states would
    // be): combo and charged attacks of a random length (the host's random stream is seeded, so the
    // lengths are known), done when the montage ends; the player's attack warns the enemy, in danger
    // for the reaction window; the EnvQuery contexts give the danger's place and player 0's pawn;
    // the enemy hurts only the player's pawn; the player's hits hurt it, knock it off the ground
    // until it lands, and kill it; its spawner, out of enemies, activates the next one, and the
    // dead enemy goes 5 s later; an activation volume starts its waiting spawner once.
    const std::string played = new_and_play("Brawl", "third-person --variant combat", R"(spawn InputAction IA_Jump
spawn InputAction IA_Move
spawn InputAction IA_Look
spawn InputAction IA_MouseLook
spawn InputAction IA_ComboAttack
spawn InputAction IA_ChargedAttack
spawn InputAction IA_ToggleCamera
set Default__CombatCharacter JumpAction IA_Jump
set Default__CombatCharacter MoveAction IA_Move
set Default__CombatCharacter LookAction IA_Look
set Default__CombatCharacter MouseLookAction IA_MouseLook
set Default__CombatCharacter ComboAttackAction IA_ComboAttack
set Default__CombatCharacter ChargedAttackAction IA_ChargedAttack
set Default__CombatCharacter ToggleCameraAction IA_ToggleCamera
spawn AnimMontage AM_ComboAttack
set AM_ComboAttack SequenceLength 1
spawn AnimMontage AM_ChargedAttack
set AM_ChargedAttack SequenceLength 1.5
set Default__CombatCharacter ComboAttackMontage AM_ComboAttack
set Default__CombatCharacter ComboSectionNames [Attack1, Attack2, Attack3]
set Default__CombatCharacter ChargedAttackMontage AM_ChargedAttack
set Default__CombatCharacter ChargeLoopSection ChargeLoop
set Default__CombatCharacter ChargeAttackSection ChargeAttack
set Default__CombatCharacter PelvisBoneName pelvis
set Default__CombatCharacter LifeBarColor {R=1, G=0.5, B=0, A=1}
set Default__CombatCharacter.LifeBar WidgetClass CombatLifeBar
set Default__CombatCharacter.CharacterMesh0 AnimClass AnimInstance
set Default__CombatPlayerController CharacterClass CombatCharacter
spawn CombatPlayerController player
spawn CombatCharacter hero
expect get hero MaxHP == 5
expect get hero CurrentHP == 5
expect get hero Tags == [Player]
expect get hero.CollisionCylinder CapsuleRadius == 35
expect get hero.CollisionCylinder CapsuleHalfHeight == 90
expect get hero.CharMoveComp MaxWalkSpeed == 400
expect get hero.CameraBoom TargetArmLength == 100
expect get hero.CameraBoom bEnableCameraRotationLag == true
expect get hero.FollowCamera bUsePawnControlRotation == false
expect get hero LifeBarWidget == CombatLifeBar_0
expect-log Blueprint event CombatLifeBar.SetBarColor on CombatLifeBar_0 (Color={R=1, G=0.5, B=0, A=1})
expect-log Blueprint event CombatLifeBar.SetLifePercentage on CombatLifeBar_0 (Percent=1)
possess player hero
expect-log hero input bound
tick 16 0.125
# the combo string: a press in time moves it on at each check, once
expect input IA_ComboAttack Started == 1 binding(s) ran
expect montage hero.CharacterMesh0 == AM_ComboAttack 0/1 s, section None
tick 2 0.125
input IA_ComboAttack Started
expect montage hero.CharacterMesh0 == AM_ComboAttack 0.25/1 s, section None
spawn AnimNotify_CheckCombo CheckCombo
expect call CheckCombo Received_Notify hero.CharacterMesh0 AM_ComboAttack == true
expect montage hero.CharacterMesh0 == AM_ComboAttack 0/1 s, section Attack2
call CheckCombo Received_Notify hero.CharacterMesh0 AM_ComboAttack
expect montage hero.CharacterMesh0 == AM_ComboAttack 0/1 s, section Attack2
tick 4 0.125
input IA_ComboAttack Started
call CheckCombo Received_Notify hero.CharacterMesh0 AM_ComboAttack
expect montage hero.CharacterMesh0 == AM_ComboAttack 0/1 s, section Attack3
# a press kept during the attack starts a new combo when the montage ends; stale, it does not
tick 6 0.125
input IA_ComboAttack Started
tick 2 0.125
expect montage hero.CharacterMesh0 == AM_ComboAttack 0/1 s, section None
tick 8 0.125
expect montage hero.CharacterMesh0 == none
# the charged attack loops while held and strikes on release
input IA_ChargedAttack Started
expect montage hero.CharacterMesh0 == AM_ChargedAttack 0/1.5 s, section None
spawn AnimNotify_CheckChargedAttack CheckCharge
expect call CheckCharge Received_Notify hero.CharacterMesh0 AM_ChargedAttack == true
expect montage hero.CharacterMesh0 == AM_ChargedAttack 0/1.5 s, section ChargeLoop
tick 4 0.125
call CheckCharge Received_Notify hero.CharacterMesh0 AM_ChargedAttack
expect montage hero.CharacterMesh0 == AM_ChargedAttack 0/1.5 s, section ChargeLoop
input IA_ChargedAttack Completed
expect montage hero.CharacterMesh0 == AM_ChargedAttack 0/1.5 s, section ChargeAttack
tick 12 0.125
expect montage hero.CharacterMesh0 == none
input IA_ToggleCamera Triggered
expect-log Blueprint event CombatCharacter.BP_ToggleCamera on hero ()
# the damageable box: three hits break it, and it leaves the level 6 s later
spawn CombatDamageableBox box
place box 100 0 0
expect object-type box.Mesh == 1
expect physics box.Mesh mass 20 == simulating, velocity {X=0, Y=0, Z=0}, blend weight 0, mass 20 kg
spawn AnimNotify_DoAttackTrace Trace
set Trace AttackBoneName hand_r
expect call Trace Received_Notify hero.CharacterMesh0 AM_ComboAttack == true
expect-log Blueprint event CombatDamageableBox.OnBoxDamaged on box (DamageLocation={X=100, Y=0, Z=0}, DamageImpulse={X=250, Y=0, Z=300})
expect-log Blueprint event CombatCharacter.DealtDamage on hero (Damage=1, ImpactPoint={X=100, Y=0, Z=0})
expect physics box.Mesh == simulating, velocity {X=250, Y=0, Z=300}, blend weight 0, mass 20 kg
expect get box CurrentHP == 2
call Trace Received_Notify hero.CharacterMesh0 AM_ComboAttack
call Trace Received_Notify hero.CharacterMesh0 AM_ComboAttack
expect-log Blueprint event CombatDamageableBox.OnBoxDestroyed on box ()
expect get box CurrentHP == 0
expect object-type box.Mesh == 3
call Trace Received_Notify hero.CharacterMesh0 AM_ComboAttack
expect physics box.Mesh == simulating, velocity {X=750, Y=0, Z=900}, blend weight 0, mass 20 kg
tick 47 0.125
expect location box == {X=100, Y=0, Z=0}
tick 1 0.125
expect-fail location box
# the training dummy sways
spawn CombatDummy dummy
place dummy 100 0 0
expect physics dummy.Dummy == simulating, velocity {X=0, Y=0, Z=0}, blend weight 0
object-type dummy.Dummy 1
physics dummy.Dummy mass 50
call Trace Received_Notify hero.CharacterMesh0 AM_ComboAttack
expect-log Blueprint event CombatDummy.BP_OnDummyDamaged on dummy (Location={X=100, Y=0, Z=0}, Direction={X=0.6401844, Y=0, Z=0.76822128})
expect physics dummy.Dummy == simulating, velocity {X=5, Y=0, Z=6}, blend weight 0, mass 50 kg
destroy dummy
# a rival's hit: damage, the life bar, a partial ragdoll, a knockback until the hero lands
spawn CombatCharacter rival
place rival 100 0 0 0 180 0
call Trace Received_Notify rival.CharacterMesh0 AM_ComboAttack
expect-log Blueprint event CombatLifeBar.SetLifePercentage on CombatLifeBar_0 (Percent=0.800000012)
expect-log Blueprint event CombatCharacter.ReceivedDamage on hero (Damage=1, ImpactPoint={X=90,
expect-log Blueprint event CombatCharacter.DealtDamage on rival (Damage=1
expect-log Blueprint event CombatLifeBar.SetLifePercentage on CombatLifeBar_0 (Percent=0.600000024)
expect get hero CurrentHP == 3
expect physics hero.CharacterMesh0 == not simulating, velocity {X=0, Y=0, Z=0}, blend weight 0.5, bone pelvis not simulating
tick 1 0.125
expect get hero.CharMoveComp MovementMode == 3
expect get hero.CharMoveComp Velocity ~= {X=-500, Y=
expect get hero.CharMoveComp Velocity ~= , Z=477.5}
tick 9 0.125
expect get hero.CharMoveComp MovementMode == 1
expect location hero ~= {X=-625, Y=
expect physics hero.CharacterMesh0 == not simulating, velocity {X=0, Y=0, Z=0}, blend weight 0, bone pelvis not simulating
destroy rival
# a checkpoint, then the lava: death, and a new character at the checkpoint 3 s later
spawn CombatCheckpointVolume checkpoint
place checkpoint 500 0 0
expect get checkpoint.Box BoxExtent == {X=500, Y=500, Z=500}
place hero 500 100 0 0 90 0
overlap hero checkpoint
spawn CombatLavaFloor lava
hit hero lava
expect-log Blueprint event CombatCharacter.ReceivedDamage on hero (Damage=10000,
expect get hero CurrentHP == -9997
expect get hero.CharMoveComp MovementMode == 0
expect physics hero.CharacterMesh0 == simulating, velocity {X=0, Y=0, Z=0}, blend weight 0, bone pelvis not simulating
expect get hero.LifeBar bHiddenInGame == true
expect get hero.CameraBoom TargetArmLength == 400
tick 23 0.125
expect location hero == {X=500, Y=100, Z=0}
tick 1 0.125
expect-fail location hero
expect-log CombatCharacter_0 input bound
expect location CombatCharacter_0 == {X=500, Y=100, Z=0}
expect rotation CombatCharacter_0 ~= Yaw=90
expect get CombatCharacter_0 Controller == player
expect get CombatCharacter_0 CurrentHP == 5
# the game mode: player 0's start is the one tagged Player0
spawn PlayerStart Start
spawn PlayerStart Start0
set Start0 Tags [Player0]
spawn CombatGameMode gm
expect get gm NumberOfLocalPlayers == 1
expect call gm ChoosePlayerStart player == Start0
# the enemies: a spawner's first 5 s after play, at its capsule, run by their AI controller
set Default__CombatEnemy.LifeBar WidgetClass CombatLifeBar
set Default__CombatEnemy.CharacterMesh0 AnimClass AnimInstance
set Default__CombatEnemy ComboAttackMontage AM_ComboAttack
set Default__CombatEnemy ComboSectionNames [Attack1, Attack2, Attack3]
set Default__CombatEnemy ChargedAttackMontage AM_ChargedAttack
set Default__CombatEnemy ChargeLoopSection ChargeLoop
set Default__CombatEnemy ChargeAttackSection ChargeAttack
set Default__CombatEnemy PelvisBoneName pelvis
spawn CombatEnemySpawner spawner
set spawner EnemyClass CombatEnemy
place spawner 300 0 0 0 180 0
tick 39 0.125
expect-fail location CombatEnemy_0
tick 1 0.125
expect location CombatEnemy_0 == {X=300, Y=0, Z=90}
expect rotation CombatEnemy_0 ~= Yaw=180
expect get CombatEnemy_0 Controller == CombatAIController_0
expect get CombatEnemy_0 CurrentHP == 3
expect get CombatEnemy_0 bUseControllerRotationYaw == false
expect get CombatEnemy_0.CharMoveComp bUseControllerDesiredRotation == true
expect get CombatAIController_0 bAttachToPawn == true
# its StateTree's attacks: a combo string of a random length (2 here), done when the montage ends
expect state-tree CombatAIController_0 StateTreeComboAttackTask combo == combo entered its state: Running
expect montage CombatEnemy_0.CharacterMesh0 == AM_ComboAttack 0/1 s, section None
expect get CombatEnemy_0 TargetComboCount == 2
expect call CheckCombo Received_Notify CombatEnemy_0.CharacterMesh0 AM_ComboAttack == true
expect montage CombatEnemy_0.CharacterMesh0 == AM_ComboAttack 0/1 s, section Attack2
call CheckCombo Received_Notify CombatEnemy_0.CharacterMesh0 AM_ComboAttack
expect montage CombatEnemy_0.CharacterMesh0 == AM_ComboAttack 0/1 s, section Attack2
tick 9 0.125
expect-log StateTree task combo finished its state: Succeeded
expect montage CombatEnemy_0.CharacterMesh0 == none
# a charge of a random number of loops (4 here), then the strike
expect state-tree CombatAIController_0 StateTreeChargedAttackTask charge == charge entered its state: Running
expect get CombatEnemy_0 TargetChargeLoops == 4
call CheckCharge Received_Notify CombatEnemy_0.CharacterMesh0 AM_ChargedAttack
call CheckCharge Received_Notify CombatEnemy_0.CharacterMesh0 AM_ChargedAttack
call CheckCharge Received_Notify CombatEnemy_0.CharacterMesh0 AM_ChargedAttack
expect montage CombatEnemy_0.CharacterMesh0 == AM_ChargedAttack 0/1.5 s, section ChargeLoop
call CheckCharge Received_Notify CombatEnemy_0.CharacterMesh0 AM_ChargedAttack
expect montage CombatEnemy_0.CharacterMesh0 == AM_ChargedAttack 0/1.5 s, section ChargeAttack
tick 12 0.125
expect-log StateTree task charge finished its state: Succeeded
# the player's attack warns the enemy ahead: in danger between 0.35 and 0.75 s later
place CombatCharacter_0 0 0 0 0 0 0
input IA_ComboAttack Started
expect get CombatEnemy_0 LastDangerLocation == {X=0, Y=0, Z=0}
expect state-tree CombatAIController_0 StateTreeIsInDangerCondition danger == danger made, its context bound
expect call danger ReceiveTestCondition == false
tick 4 0.125
expect call danger ReceiveTestCondition == true
tick 3 0.125
expect call danger ReceiveTestCondition == false
spawn EnvQueryContext_Danger danger_context
expect call danger_context ProvideSingleLocation CombatEnemy_0 CombatEnemy_0 == ResultingLocation={X=0, Y=0, Z=0}
spawn EnvQueryContext_Player player_context
expect call player_context ProvideSingleActor CombatEnemy_0 CombatEnemy_0 == ResultingActor=CombatCharacter_0
# the other nodes
expect state-tree CombatAIController_0 StateTreeFaceActorTask face ActorToFaceTowards=CombatCharacter_0 == face entered its state: Running
expect leave-state face == face left its state
expect state-tree CombatAIController_0 StateTreeSetCharacterSpeedTask speed == speed entered its state: Running
expect get CombatEnemy_0.CharMoveComp MaxWalkSpeed == 600
expect state-tree CombatAIController_0 StateTreeGetPlayerInfoTask info == info entered its state: Running
tick 1 0.125
expect get info TargetPlayerCharacter == CombatCharacter_0
expect get info TargetPlayerLocation == {X=0, Y=0, Z=0}
expect get info DistanceToTarget ~= 313.2
expect state-tree CombatAIController_0 StateTreeCharacterGroundedCondition grounded == grounded made, its context bound
expect call grounded ReceiveTestCondition == true
# the enemy's sweep hurts the player's pawn (its capsule and its mesh)
place CombatCharacter_0 200 0 90
call Trace Received_Notify CombatEnemy_0.CharacterMesh0 AM_ComboAttack
expect-log Blueprint event CombatCharacter.ReceivedDamage on CombatCharacter_0 (Damage=1, ImpactPoint={X=290,
expect get CombatCharacter_0 CurrentHP == 3
# the player's hurts the enemy, whose knockback ends when it lands; a second kills it
expect state-tree CombatAIController_0 StateTreeWaitForLandingTask landing == landing entered its state: Running
call Trace Received_Notify CombatCharacter_0.CharacterMesh0 AM_ComboAttack
expect-log Blueprint event CombatEnemy.ReceivedDamage on CombatEnemy_0 (Damage=1, ImpactPoint={X=210, Y=0, Z=90}, DamageDirection={X=0.6401844, Y=0, Z=0.76822128})
expect get CombatEnemy_0 CurrentHP == 1
expect physics CombatEnemy_0.CharacterMesh0 == not simulating, velocity {X=0, Y=0, Z=0}, blend weight 0.5, bone pelvis not simulating
tick 1 0.125
expect call grounded ReceiveTestCondition == false
expect get CombatEnemy_0.CharMoveComp Velocity == {X=500, Y=0, Z=477.5}
tick 12 0.125
expect-log StateTree task landing finished its state: Succeeded
expect call grounded ReceiveTestCondition == true
set Default__CombatEnemySpawner bShouldSpawnEnemiesImmediately false
set Default__CombatEnemySpawner EnemyClass CombatEnemy
spawn CombatEnemySpawner next
place next 0 500 0
set spawner ActorsToActivateWhenDepleted [next]
place CombatCharacter_0 200 0 90
place CombatEnemy_0 300 0 90 0 180 0
call Trace Received_Notify CombatCharacter_0.CharacterMesh0 AM_ComboAttack
expect get CombatEnemy_0 CurrentHP == 0
expect get CombatEnemy_0.LifeBar bHiddenInGame == true
expect get CombatEnemy_0.CharMoveComp MovementMode == 0
expect physics CombatEnemy_0.CharacterMesh0 ~= simulating, velocity
# its spawner, out of enemies, activates the next spawner 1 s later; the dead enemy goes at 5 s
expect get spawner SpawnCount == 0
tick 7 0.125
expect-fail location CombatEnemy_1
tick 1 0.125
expect location CombatEnemy_1 == {X=0, Y=500, Z=90}
tick 31 0.125
expect location CombatEnemy_0 == {X=300, Y=0, Z=90}
tick 1 0.125
expect-fail location CombatEnemy_0
# an activation volume activates its waiting spawner once, when a player's character enters
spawn CombatEnemySpawner gated
place gated 0 -500 0
spawn CombatActivationVolume volume
set volume ActorsToActivate [gated]
overlap CombatCharacter_0 volume
expect location CombatEnemy_2 == {X=0, Y=-500, Z=90}
end-overlap CombatCharacter_0 volume
overlap CombatCharacter_0 volume
expect-fail location CombatEnemy_3
)");
    CHECK_THAT(played, !Catch::Contains("not modelled") && !Catch::Contains("Script error") && !Catch::Contains("LogRusteal: Error"));
    // Three hits on the box while it had hit points; the fourth sweep no longer found it.
    CHECK(lines_starting(played, "LogHost: Blueprint event CombatDamageableBox.OnBoxDamaged") == 3);
    CHECK(lines_starting(played, "LogHost: Blueprint event CombatDamageableBox.OnBoxDestroyed") == 1);
    // The only warning is the Third Person controller's (no mapping contexts in a scene).
    CHECK(lines_starting(played, "LogRusteal: Warning") == 1);
}
