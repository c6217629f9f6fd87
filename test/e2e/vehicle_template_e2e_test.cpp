// The vehicle game template, as a game developer starts from it: `rusteal new --template vehicle`
// on the stand-in engine builds all five steps with the Rust free of warnings, the crate's own
// tests pass, and its classes play a scripted scene in rusteal-host (docs/templates.md). The host
// models the Chaos wheeled movement as a one-body car on a flat floor (docs/host.md,
// plugin_runtime/headless_host/engine/vehicle_functions.hpp); a Blueprint event the Rust classes call
// (the brake lights, the speed and gear display) is in its log.
#include "template_run.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

using rusteal::test::new_and_play;

namespace {

// The numbers after `key` on each line of `played` that starts with `prefix`, in order: the X of
// a `get ... Velocity -> {X=...` line, the NewSpeed of an OnSpeedUpdate log line.
std::vector<double> numbers_after(const std::string& played, const std::string& prefix, const std::string& key) {
    std::vector<double> out;
    std::istringstream lines(played);
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind(prefix, 0) != 0) continue;
        const auto at = line.find(key);
        if (at != std::string::npos) out.push_back(std::strtod(line.c_str() + at + key.size(), nullptr));
    }
    return out;
}

} // namespace

TEST_CASE("the vehicle template builds, its sports car takes its setup, drives, shifts, brakes into reverse, steers, holds "
          "its handbrake, looks around, resets, rights itself when flipped, its player controller shows speed and gear and "
          "respawns the car, and its offroad car takes its setup and drives",
          "[e2e][templates]") {
    // The player controller is given the display's class (its Blueprint's VehicleUIClass) and makes
    // it at BeginPlay; the car's Blueprint sets the input actions. The display shows what the car's
    // movement said at the frame before (the controller ticks first), in km/h.
    const std::string played = new_and_play("Drive", "vehicle", R"(set Default__VehicleAdvPlayerController VehicleUIClass VehicleAdvUI
spawn VehicleAdvPlayerController player
spawn VehicleAdvSportsCar car
expect get car VehicleMovementComponent == VehicleMovementComp
expect get car Mesh == VehicleMesh
expect physics car.VehicleMesh ~= simulating
expect get car.FrontSpringArm TargetArmLength == 0
expect get car.FrontSpringArm CameraRotationLagSpeed == 15
expect get car.FrontCamera bAutoActivate == false
expect get car.BackSpringArm TargetArmLength == 650
expect get car.BackSpringArm SocketOffset == {X=0, Y=0, Z=150}
expect get car.BackSpringArm bInheritPitch == false
expect get car.BackSpringArm CameraLagMaxDistance == 50
expect get car FlipCheckTime == 3
expect get car FlipCheckMinDot ~= -0.2
expect get car.VehicleMovementComp ChassisHeight == 144
expect get car.VehicleMovementComp DragCoefficient ~= 0.31
expect get car.VehicleMovementComp bLegacyWheelFrictionPosition == true
expect get car.VehicleMovementComp EngineSetup == {MaxTorque=750, MaxRPM=7000, EngineIdleRPM=900, EngineBrakeEffect=0.200000003, EngineRevUpMOI=5, EngineRevDownRate=600}
expect get car.VehicleMovementComp TransmissionSetup ~= ForwardGearRatios=[4, 2.75, 2, 1.5, 1.14999998, 0.899999976], ReverseGearRatios=[4.03999996], ChangeUpRPM=6000, ChangeDownRPM=2000
expect get car.VehicleMovementComp SteeringSetup ~= SteeringType=Ackermann
expect get Default__VehicleAdvSportsWheelFront AxleType == Front
expect get Default__VehicleAdvSportsWheelFront bAffectedBySteering == true
expect get Default__VehicleAdvSportsWheelFront MaxSteerAngle == 40
expect get Default__VehicleAdvSportsWheelFront WheelRadius == 39
expect get Default__VehicleAdvSportsWheelFront MaxBrakeTorque == 4500
expect get Default__VehicleAdvSportsWheelRear AxleType == Rear
expect get Default__VehicleAdvSportsWheelRear bAffectedByEngine == true
expect get Default__VehicleAdvSportsWheelRear bAffectedByHandbrake == true
expect get Default__VehicleAdvSportsWheelRear MaxSteerAngle == 0
expect get Default__VehicleAdvSportsWheelRear SkidThreshold == 100
expect get Default__VehicleAdvGameMode PlayerControllerClass == VehicleAdvPlayerController
spawn InputAction IA_Steering
spawn InputAction IA_Throttle
spawn InputAction IA_Brake
spawn InputAction IA_Handbrake
spawn InputAction IA_LookAround
spawn InputAction IA_ToggleCamera
spawn InputAction IA_Reset
set car SteeringAction IA_Steering
set car ThrottleAction IA_Throttle
set car BrakeAction IA_Brake
set car HandbrakeAction IA_Handbrake
set car LookAroundAction IA_LookAround
set car ToggleCameraAction IA_ToggleCamera
set car ResetVehicleAction IA_Reset
possess player car
expect get player VehiclePawn == car
expect get player VehicleUI == VehicleAdvUI_0
expect get player bAttachToPawn == true
input IA_Throttle Triggered 1
tick 10 0.1
get car.VehicleMovementComp Velocity
tick 50 0.1
get car.VehicleMovementComp Velocity
input IA_Throttle Completed 0
tick 10 0.1
get car.VehicleMovementComp Velocity
input IA_Brake Started 1
input IA_Brake Triggered 1
tick 10 0.1
get car.VehicleMovementComp Velocity
tick 40 0.1
get car.VehicleMovementComp Velocity
input IA_Brake Completed 0
input IA_Throttle Triggered 1
tick 40 0.1
get car.VehicleMovementComp Velocity
expect rotation car == {Pitch=0, Yaw=0, Roll=0}
input IA_Steering Triggered 1
tick 10 0.1
rotation car
input IA_Steering Completed 0
input IA_Throttle Completed 0
input IA_Handbrake Started
tick 30 0.1
get car.VehicleMovementComp Velocity
input IA_Handbrake Completed
place car 100 200 0 0 90 0
input IA_LookAround Triggered 90
expect rotation car.BackSpringArm == {Pitch=0, Yaw=90, Roll=0}
tick 1 0.1
expect rotation car.BackSpringArm ~= Yaw=80.99
input IA_ToggleCamera Triggered
input IA_Reset Triggered
expect location car == {X=100, Y=200, Z=50}
place car 100 200 0 10 90 180
tick 30 0.1
expect rotation car == {Pitch=10, Yaw=90, Roll=180}
tick 30 0.1
expect location car == {X=100, Y=200, Z=50}
expect rotation car ~= Pitch=0, Yaw=90
expect get car.VehicleMovementComp Velocity == {X=0, Y=0, Z=0}
spawn PlayerStart start
place start 1000 2000 0 0 45 0
set player VehiclePawnClass VehicleAdvSportsCar
destroy car
expect get player VehiclePawn == VehicleAdvSportsCar_0
expect location VehicleAdvSportsCar_0 == {X=1000, Y=2000, Z=0}
expect rotation VehicleAdvSportsCar_0 ~= Pitch=0, Yaw=45
spawn VehicleAdvOffroadCar truck
expect location truck.FrontSpringArm == {X=-5, Y=-30, Z=135}
expect location truck.BackSpringArm == {X=0, Y=0, Z=75}
expect rotation truck.TireFrontRight == {Pitch=0, Yaw=180, Roll=0}
expect rotation truck.TireRearLeft == {Pitch=0, Yaw=0, Roll=0}
expect response truck.TireRearRight 3 == Ignore
expect response truck.Chassis 3 == Block
expect get truck.VehicleMovementComp ChassisHeight == 160
expect get truck.VehicleMovementComp CenterOfMassOverride == {X=0, Y=0, Z=75}
expect get truck.VehicleMovementComp bEnableCenterOfMassOverride == true
expect get truck.VehicleMovementComp EngineSetup ~= MaxTorque=600, MaxRPM=5000, EngineIdleRPM=1200
expect get truck.VehicleMovementComp DifferentialSetup == {DifferentialType=AllWheelDrive, FrontRearSplit=0.5}
expect get truck.VehicleMovementComp SteeringSetup ~= SteeringType=AngleRatio
expect get truck.VehicleMovementComp TransmissionSetup ~= ForwardGearRatios=[2.8499999, 2.01999998, 1.35000002, 1]
expect get Default__VehicleAdvOffroadWheelFront WheelRadius == 50
expect get Default__VehicleAdvOffroadWheelFront bAffectedByEngine == true
expect get Default__VehicleAdvOffroadWheelFront SweepShape == Shapecast
expect get Default__VehicleAdvOffroadWheelRear SpringRate == 100
expect get Default__VehicleAdvOffroadWheelRear MaxHandBrakeTorque == 6000
set truck ThrottleAction IA_Throttle
possess player truck
input IA_Throttle Triggered 1
tick 20 0.1
get truck.VehicleMovementComp Velocity
)");
    INFO(played);
    // Throttle: the car speeds up (1 s, then 6 s), the automatic transmission from first to second;
    // let go, it slows (engine braking and drag); the brake (its lights on) stops it, then, the car
    // standing, selects reverse and backs off (brake is reverse throttle); throttle again takes
    // first gear and drives forwards; the handbrake (its lights on) stops the car.
    const std::vector<double> v = numbers_after(played, "get car.VehicleMovementComp Velocity -> ", "{X=");
    REQUIRE(v.size() == 7);
    CHECK(v[0] > 0);
    CHECK(v[1] > v[0]);
    CHECK(v[2] < v[1]);
    CHECK(v[2] > 0);
    CHECK(v[3] < v[2]);
    CHECK(v[4] < 0);
    CHECK(v[5] > 0);
    CHECK(v[6] == 0);
    CHECK_THAT(played, Catch::Contains("VehicleAdvUI.OnGearUpdate on VehicleAdvUI_0 (NewGear=2)"));
    CHECK_THAT(played, Catch::Contains("VehicleAdvUI.OnGearUpdate on VehicleAdvUI_0 (NewGear=-1)"));
    CHECK_THAT(played, Catch::Contains("VehicleAdvPawn.BrakeLights on car (bBraking=true)"));
    CHECK_THAT(played, Catch::Contains("VehicleAdvPawn.BrakeLights on car (bBraking=false)"));
    // The display's speed is the frame before's, in km/h: after the first second's speed, the next
    // value shown is that times 0.036.
    const std::vector<double> shown = numbers_after(played, "LogHost: Blueprint event VehicleAdvUI.OnSpeedUpdate", "(NewSpeed=");
    const auto first = played.find("get car.VehicleMovementComp Velocity -> ");
    std::size_t shown_before = 0;
    for (std::size_t at = played.find("VehicleAdvUI.OnSpeedUpdate"); at != std::string::npos && at < first;
         at = played.find("VehicleAdvUI.OnSpeedUpdate", at + 1))
        ++shown_before;
    REQUIRE(shown.size() > shown_before);
    CHECK(shown[shown_before] == Approx(v[0] * 0.036).epsilon(1e-6));
    // The offroad car, given the throttle action and possessed, drives off on all four wheels.
    const std::vector<double> truck = numbers_after(played, "get truck.VehicleMovementComp Velocity -> ", "{X=");
    REQUIRE(truck.size() == 1);
    CHECK(truck[0] > 0);
    // Steering right while driving forwards turns the car right (its yaw grows).
    const std::vector<double> yaw = numbers_after(played, "rotation car -> ", "Yaw=");
    REQUIRE(yaw.size() == 1);
    CHECK(yaw[0] > 10);
    CHECK_THAT(played, !Catch::Contains("Script error") && !Catch::Contains("not modelled"));
}

TEST_CASE("the vehicle offroad variant builds, its game mode makes the extra local players, each in an offroad car at the "
          "PlayerStart tagged for it",
          "[e2e][templates]") {
    // The game mode's Blueprint child sets the pawn and player controller classes; three local
    // players: the game's own (not made in the host, which has no game start) and two that BeginPlay
    // makes, each given the start tagged Player0, Player1 (the assignment counts on), then any.
    const std::string played = new_and_play("Rally", "vehicle --variant offroad", R"(expect get Default__OffroadGameMode NumberOfLocalPlayers == 1
set Default__VehicleAdvPlayerController VehicleUIClass VehicleAdvUI
spawn PlayerStart Start
spawn PlayerStart Start0
set Start0 Tags [Player0]
place Start0 0 500 0 0 90 0
spawn PlayerStart Start1
set Start1 Tags [Player1]
place Start1 0 -500 0 0 90 0
set Default__OffroadGameMode NumberOfLocalPlayers 3
set Default__OffroadGameMode DefaultPawnClass VehicleAdvOffroadCar
set Default__OffroadGameMode PlayerControllerClass VehicleAdvPlayerController
spawn OffroadGameMode gm
expect get gm CurrentPlayerStartAssignment == 2
expect location VehicleAdvOffroadCar_0 == {X=0, Y=500, Z=0}
expect rotation VehicleAdvOffroadCar_0 ~= Yaw=90
expect location VehicleAdvOffroadCar_1 == {X=0, Y=-500, Z=0}
expect get VehicleAdvPlayerController_0 VehiclePawn == VehicleAdvOffroadCar_0
expect get VehicleAdvPlayerController_1 VehiclePawn == VehicleAdvOffroadCar_1
expect get VehicleAdvOffroadCar_1.VehicleMovementComp DifferentialSetup ~= AllWheelDrive
spawn VehicleAdvPlayerController player
expect call gm ChoosePlayerStart player ~= Start
)");
    CHECK_THAT(played, !Catch::Contains("not modelled") && !Catch::Contains("Script error") && !Catch::Contains("LogRusteal: Error"));
}

TEST_CASE("the vehicle time trial variant builds, its countdown starts the race and frees the car, its gates count the laps "
          "in order and keep the best lap time, and a destroyed car comes back ready to race",
          "[e2e][templates]") {
    // The controller's Blueprint child sets its widgets and respawn class. Three gates in a ring,
    // the finish line found by its tag; the countdown's end (the start widget's Blueprint calls
    // FinishCountdown) starts lap 1 at 3 s of game time and gives the car its input, which was held
    // since it was possessed. A gate out of order changes nothing; the finish line after the other
    // two starts lap 2, 6 s later: the best lap.
    const std::string played = new_and_play("Trial", "vehicle --variant time-trial", R"(set Default__TimeTrialPlayerController VehiclePawnClass VehicleAdvSportsCar
set Default__TimeTrialPlayerController VehicleUIClass VehicleAdvUI
set Default__TimeTrialPlayerController UIWidgetClass TimeTrialUI
set Default__TimeTrialUI StartUIClass TimeTrialStartUI
expect get Default__TimeTrialGameMode Laps == 3
expect get Default__TimeTrialTrackGate.CollisionBox BoxExtent == {X=1000, Y=1000, Z=1000}
expect get Default__TimeTrialTrackGate.CollisionBox LineThickness == 32
expect get Default__TimeTrialTrackGate.CollisionBox bHiddenInGame == false
spawn TimeTrialTrackGate finish
set finish Tags [Finish]
set finish bIsFinishLine true
spawn TimeTrialTrackGate gate1
place gate1 5000 0 0 0 0 0
spawn TimeTrialTrackGate gate2
place gate2 5000 5000 0 0 0 0
set finish NextMarker gate1
set gate1 NextMarker gate2
set gate2 NextMarker finish
spawn PlayerStart Start0
set Start0 Tags [Player0]
set Default__TimeTrialGameMode FinishTag Finish
spawn TimeTrialGameMode gm
expect get gm FinishLineMarker == finish
spawn TimeTrialPlayerController player
expect call gm ChoosePlayerStart player == Start0
expect get player UIWidget == TimeTrialUI_0
expect get player VehicleUI == VehicleAdvUI_0
spawn InputAction IA_Throttle
set Default__VehicleAdvSportsCar ThrottleAction IA_Throttle
spawn VehicleAdvSportsCar car
possess player car
expect get player VehiclePawn == car
expect input IA_Throttle Triggered 1 == 0 binding(s) ran
tick 10 0.1
expect get car.VehicleMovementComp Velocity == {X=0, Y=0, Z=0}
expect get player bRaceStarted == false
tick 20 0.1
call TimeTrialStartUI_0 FinishCountdown
expect get player bRaceStarted == true
expect get player CurrentLap == 1
expect get player TargetGate == gate1
expect get TimeTrialUI_0 CurrentLap == 1
expect get TimeTrialUI_0 BestLapTime == -1
expect get TimeTrialUI_0 LapStartTime == 3
expect input IA_Throttle Triggered 1 == 1 binding(s) ran
tick 10 0.1
get car.VehicleMovementComp Velocity
overlap car gate2
expect get player TargetGate == gate1
end-overlap car gate2
overlap car gate1
expect get player TargetGate == gate2
overlap car finish
expect get player CurrentLap == 1
overlap car gate2
expect get player TargetGate == finish
tick 50 0.1
end-overlap car finish
overlap car finish
expect get player CurrentLap == 2
expect get player TargetGate == gate1
expect get TimeTrialUI_0 CurrentLap == 2
expect call TimeTrialUI_0 GetCurrentLap == 2
expect call TimeTrialUI_0 GetBestLapTime == 6
destroy car
expect get player VehiclePawn == VehicleAdvSportsCar_0
expect location VehicleAdvSportsCar_0 == {X=0, Y=0, Z=0}
expect input IA_Throttle Triggered 1 == 1 binding(s) ran
)");
    CHECK_THAT(played, !Catch::Contains("not modelled") && !Catch::Contains("Script error") && !Catch::Contains("LogRusteal: Error") &&
                           !Catch::Contains("LogUMG: Error") && !Catch::Contains("LogPawn: Error"));
}
