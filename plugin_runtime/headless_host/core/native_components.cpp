#include "core/native_components.hpp"

#include "core/headless_engine.hpp"

#include <array>
#include <cmath>
#include <cstring>
#include <numbers>
#include <utility>
#include <vector>

namespace rusteal::headless {

namespace {

struct NativeComponent {
    const char* owner;      // the engine class whose constructor makes it
    const char* name;       // the subobject's name
    const char* property;   // the owner's object property that points at it
    const char* cls;        // its class
    const char* attach;     // the component it is attached to, or empty: the root
};

const NativeComponent kNative[] = {
    {"Character", "CollisionCylinder", "CapsuleComponent", "CapsuleComponent", ""},
    {"Character", "CharMoveComp", "CharacterMovement", "CharacterMovementComponent", ""},
    {"Character", "CharacterMesh0", "Mesh", "SkeletalMeshComponent", "CollisionCylinder"},
    // AWheeledVehiclePawn's: the mesh is the root, the movement a UChaosWheeledVehicleMovementComponent.
    {"WheeledVehiclePawn", "VehicleMesh", "Mesh", "SkeletalMeshComponent", ""},
    {"WheeledVehiclePawn", "VehicleMovementComp", "VehicleMovementComponent", "ChaosWheeledVehicleMovementComponent", ""},
};

// A constructor's value of one property: a float, an int32, a bool, or a rotator.
struct ConstructorValue {
    const char* owner;
    const char* property;
    enum class Type { Float, Int, Bool, Rotator, VectorX, VectorZ } type; // a vector: (value, 0, 0), (0, 0, value)
    double value;
};

using T = ConstructorValue::Type;

// ACharacter::ACharacter and UCharacterMovementComponent::UCharacterMovementComponent, Unreal 5.8.
const ConstructorValue kConstructorValues[] = {
    // UProjectileMovementComponent::UProjectileMovementComponent: a unit velocity along the
    // component's X, which InitialSpeed scales when it starts; gravity, simulation and sweeps on.
    {"ProjectileMovementComponent", "Velocity", T::VectorX, 1.0},
    {"ProjectileMovementComponent", "bInitialVelocityInLocalSpace", T::Bool, 1},
    {"ProjectileMovementComponent", "bSimulationEnabled", T::Bool, 1},
    {"ProjectileMovementComponent", "bSweepCollision", T::Bool, 1},
    {"ProjectileMovementComponent", "ProjectileGravityScale", T::Float, 1.0},
    {"ProjectileMovementComponent", "Bounciness", T::Float, 0.6},
    {"ProjectileMovementComponent", "Friction", T::Float, 0.2},
    {"ProjectileMovementComponent", "BounceVelocityStopSimulatingThreshold", T::Float, 5.0},
    {"ProjectileMovementComponent", "MaxSimulationTimeStep", T::Float, 0.05},
    {"ProjectileMovementComponent", "MaxSimulationIterations", T::Int, 4},
    {"ProjectileMovementComponent", "BounceAdditionalIterations", T::Int, 1},
    {"ProjectileMovementComponent", "PreviousHitTime", T::Float, 1.0},
    {"ProjectileMovementComponent", "PreviousHitNormal", T::VectorZ, 1.0},
    // APawn::APawn: the pawn turns with its controller's yaw (APawn::FaceRotation).
    {"Pawn", "bUseControllerRotationYaw", T::Bool, 1},
    // AHUD::AHUD: the HUD is drawn.
    {"HUD", "bShowHUD", T::Bool, 1},
    {"Character", "JumpMaxHoldTime", T::Float, 0.0},
    {"Character", "JumpMaxCount", T::Int, 1},
    {"CharacterMovementComponent", "bDontFallBelowJumpZVelocityDuringJump", T::Bool, 1},
    {"CharacterMovementComponent", "bApplyGravityWhileJumping", T::Bool, 1},
    {"CharacterMovementComponent", "GravityScale", T::Float, 1.0},
    {"CharacterMovementComponent", "GroundFriction", T::Float, 8.0},
    {"CharacterMovementComponent", "JumpZVelocity", T::Float, 420.0},
    {"CharacterMovementComponent", "JumpOffJumpZFactor", T::Float, 0.5},
    {"CharacterMovementComponent", "RotationRate", T::Rotator, 360.0}, // (0, 360, 0)
    {"CharacterMovementComponent", "WalkableFloorZ", T::Float, 0.71},
    {"CharacterMovementComponent", "MaxStepHeight", T::Float, 45.0},
    {"CharacterMovementComponent", "PerchRadiusThreshold", T::Float, 0.0},
    {"CharacterMovementComponent", "PerchAdditionalHeight", T::Float, 40.0},
    {"CharacterMovementComponent", "MaxFlySpeed", T::Float, 600.0},
    {"CharacterMovementComponent", "MaxWalkSpeed", T::Float, 600.0},
    {"CharacterMovementComponent", "MaxSwimSpeed", T::Float, 300.0},
    {"CharacterMovementComponent", "MaxCustomMovementSpeed", T::Float, 600.0},
    {"CharacterMovementComponent", "MaxWalkSpeedCrouched", T::Float, 300.0},
    {"CharacterMovementComponent", "AirControl", T::Float, 0.05},
    {"CharacterMovementComponent", "AirControlBoostMultiplier", T::Float, 2.0},
    {"CharacterMovementComponent", "AirControlBoostVelocityThreshold", T::Float, 25.0},
    {"CharacterMovementComponent", "FallingLateralFriction", T::Float, 0.0},
    {"CharacterMovementComponent", "MaxAcceleration", T::Float, 2048.0},
    {"CharacterMovementComponent", "BrakingFrictionFactor", T::Float, 2.0},
    {"CharacterMovementComponent", "BrakingSubStepTime", T::Float, 1.0 / 33.0},
    {"CharacterMovementComponent", "BrakingDecelerationWalking", T::Float, 2048.0},
    {"CharacterMovementComponent", "CrouchedHalfHeight", T::Float, 40.0},
    {"CharacterMovementComponent", "Buoyancy", T::Float, 1.0},
    {"CharacterMovementComponent", "bSweepWhileNavWalking", T::Bool, 1},
    // UChaosVehicleMovementComponent, UChaosWheeledVehicleMovementComponent and UChaosVehicleWheel (5.x).
    {"ChaosVehicleMovementComponent", "bReverseAsBrake", T::Bool, 1},
    {"ChaosVehicleMovementComponent", "Mass", T::Float, 1500.0},
    {"ChaosVehicleMovementComponent", "ChassisWidth", T::Float, 180.0},
    {"ChaosVehicleMovementComponent", "ChassisHeight", T::Float, 140.0},
    {"ChaosVehicleMovementComponent", "DragCoefficient", T::Float, 0.3},
    {"ChaosVehicleMovementComponent", "DownforceCoefficient", T::Float, 0.3},
    {"ChaosVehicleMovementComponent", "SleepThreshold", T::Float, 10.0},
    {"ChaosVehicleMovementComponent", "SleepSlopeLimit", T::Float, 0.866},
    {"ChaosWheeledVehicleMovementComponent", "bSuspensionEnabled", T::Bool, 1},
    {"ChaosWheeledVehicleMovementComponent", "bWheelFrictionEnabled", T::Bool, 1},
    {"ChaosWheeledVehicleMovementComponent", "bMechanicalSimEnabled", T::Bool, 1},
    {"ChaosVehicleWheel", "WheelRadius", T::Float, 32.0},
    {"ChaosVehicleWheel", "WheelWidth", T::Float, 20.0},
    {"ChaosVehicleWheel", "FrictionForceMultiplier", T::Float, 2.0},
    {"ChaosVehicleWheel", "CorneringStiffness", T::Float, 1000.0},
    {"ChaosVehicleWheel", "SideSlipModifier", T::Float, 1.0},
    {"ChaosVehicleWheel", "SlipThreshold", T::Float, 20.0},
    {"ChaosVehicleWheel", "SkidThreshold", T::Float, 20.0},
    {"ChaosVehicleWheel", "bAffectedByBrake", T::Bool, 1},
    {"ChaosVehicleWheel", "MaxSteerAngle", T::Float, 50.0},
    {"ChaosVehicleWheel", "MaxBrakeTorque", T::Float, 1500.0},
    {"ChaosVehicleWheel", "MaxHandBrakeTorque", T::Float, 3000.0},
    {"ChaosVehicleWheel", "SpringRate", T::Float, 250.0},
    {"ChaosVehicleWheel", "SpringPreload", T::Float, 50.0},
    {"ChaosVehicleWheel", "SuspensionMaxRaise", T::Float, 10.0},
    {"ChaosVehicleWheel", "SuspensionMaxDrop", T::Float, 10.0},
    {"ChaosVehicleWheel", "SuspensionDampingRatio", T::Float, 0.5},
    {"ChaosVehicleWheel", "WheelLoadRatio", T::Float, 0.5},
    {"ChaosVehicleWheel", "RollbarScaling", T::Float, 0.15},
};

// Sets a bool field of a struct property (NavAgentProps.bCanJump).
void set_struct_flag(Object& o, const char* property, const char* field) {
    if (auto [f, at] = o.struct_field(property, field); f && f->kind == Kind::Bool) *at = 1;
}

// Sets a field of a struct property to a value of its size.
template <class V>
void set_struct_value(Object& o, const char* property, const char* field, V value) {
    if (auto [f, at] = o.struct_field(property, field); f && f->size == sizeof value) std::memcpy(at, &value, sizeof value);
}

// Sets a float array field of a struct property (the transmission's gear ratios).
void set_struct_floats(Object& o, const char* property, const char* field, std::initializer_list<float> values) {
    auto [f, at] = o.struct_field(property, field);
    if (!f || f->kind != Kind::Array) return;
    auto& array = *std::launder(reinterpret_cast<Container*>(at));
    array.keys.clear();
    for (float v : values) {
        std::vector<std::uint8_t> element(sizeof v);
        std::memcpy(element.data(), &v, sizeof v);
        array.keys.push_back(std::move(element));
    }
}

} // namespace

void apply_constructor_values(Object& cdo) {
    for (const ConstructorValue& v : kConstructorValues) {
        if (cdo.cls->name != v.owner) continue;
        switch (v.type) {
        case T::Float: cdo.write<float>(v.property, static_cast<float>(v.value)); break;
        case T::Int: cdo.write<std::int32_t>(v.property, static_cast<std::int32_t>(v.value)); break;
        case T::Bool: cdo.write<bool>(v.property, v.value != 0); break;
        case T::Rotator: cdo.write(v.property, std::array<double, 3>{0, v.value, 0}); break;
        case T::VectorX: cdo.write(v.property, std::array<double, 3>{v.value, 0, 0}); break;
        case T::VectorZ: cdo.write(v.property, std::array<double, 3>{0, 0, v.value}); break;
        }
    }
    if (cdo.cls->name == "NavMovementComponent") {
        // FNavMovementProperties' initializers (5.5+): the agent follows its owner's collision, and
        // StopActiveMovement aborts the path; every movement component's default object copies it.
        for (const char* flag : {"bUpdateNavAgentWithOwnersCollision", "bStopMovementAbortPaths"})
            set_struct_flag(cdo, "NavMovementProperties", flag);
    }
    if (cdo.cls->name == "ChaosWheeledVehicleMovementComponent") {
        // The setup structs' InitDefaults (FVehicleEngineConfig, FVehicleTransmissionConfig,
        // FVehicleDifferentialConfig: rear-wheel drive, FVehicleSteeringConfig: AngleRatio).
        const std::pair<const char*, float> engine[] = {{"MaxTorque", 300.0f},       {"MaxRPM", 4500.0f},        {"EngineIdleRPM", 1200.0f},
                                                        {"EngineBrakeEffect", 0.05f}, {"EngineRevUpMOI", 5.0f}, {"EngineRevDownRate", 600.0f}};
        for (const auto& [field, value] : engine) set_struct_value(cdo, "EngineSetup", field, value);
        const std::pair<const char*, float> transmission[] = {{"FinalRatio", 3.08f},   {"ChangeUpRPM", 4500.0f},          {"ChangeDownRPM", 2000.0f},
                                                              {"GearChangeTime", 0.4f}, {"TransmissionEfficiency", 0.9f}};
        for (const auto& [field, value] : transmission) set_struct_value(cdo, "TransmissionSetup", field, value);
        for (const char* flag : {"bUseAutomaticGears", "bUseAutoReverse"}) set_struct_flag(cdo, "TransmissionSetup", flag);
        set_struct_floats(cdo, "TransmissionSetup", "ForwardGearRatios", {2.85f, 2.02f, 1.35f, 1.0f});
        set_struct_floats(cdo, "TransmissionSetup", "ReverseGearRatios", {2.86f});
        set_struct_value(cdo, "DifferentialSetup", "DifferentialType", std::uint8_t{3});
        set_struct_value(cdo, "DifferentialSetup", "FrontRearSplit", 0.5f);
        set_struct_value(cdo, "SteeringSetup", "SteeringType", std::uint8_t{1});
        set_struct_value(cdo, "SteeringSetup", "AngleRatio", 0.7f);
    }
    if (cdo.cls->name == "CharacterMovementComponent") {
        // SetWalkableFloorZ keeps the angle beside the Z; the agent can jump, walk and swim, and
        // ResetMoveState copies that to the movement state.
        cdo.write<float>("WalkableFloorAngle", static_cast<float>(std::acos(0.71) * 180.0 / std::numbers::pi));
        for (const char* property : {"NavAgentProps", "MovementState"})
            for (const char* flag : {"bCanJump", "bCanWalk", "bCanSwim"}) set_struct_flag(cdo, property, flag);
    }
}

std::vector<ComponentDef> native_components(const Class& cls, const HeadlessEngine& engine) {
    std::vector<ComponentDef> out;
    if (!cls.native) return out;
    for (const NativeComponent& n : kNative) {
        if (cls.name != n.owner) continue;
        Class* component = engine.find_class(n.cls);
        if (!component) continue;
        out.push_back(ComponentDef{n.name, n.property, component, 0, n.attach, ""});
    }
    return out;
}

} // namespace rusteal::headless
