#include "engine/vehicle_functions.hpp"

#include "engine/collision_functions.hpp"
#include "core/headless_engine.hpp"
#include "engine/hit_result.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numbers>

namespace rusteal::headless {

namespace vehicle {
namespace {

using Code = std::uint32_t;

// UChaosVehicleMovementComponent's constructor (protected, not reflected): the speeds below
// which the car counts as stopped and as going the other way, cm/s.
constexpr double kStopThreshold = 10.0, kWrongDirectionThreshold = 100.0;
// What the host cannot read from a skeleton: the distance between the axles, m.
constexpr double kWheelbase = 2.7;
// Air density, kg/m³ (Chaos's aerodynamics).
constexpr double kAirDensity = 1.225;
// EVehicleDifferential and EAxleType.
constexpr std::uint8_t kAllWheelDrive = 1, kFrontWheelDrive = 2, kRearWheelDrive = 3;
constexpr std::uint8_t kAxleUndefined = 0, kAxleFront = 1, kAxleRear = 2;

Object* live(void* o) { return E().object(UObjectHandle{o}); }

bool is_vehicle_movement(const Object* o) { return is_a(o, "ChaosWheeledVehicleMovementComponent"); }

// A field of a struct property, by name, or `fallback`.
template <class T>
T field_of(const Object* o, const char* property, const char* field, T fallback) {
    if (auto [f, at] = o->struct_field(property, field); f && f->size == sizeof(T)) std::memcpy(&fallback, at, sizeof(T));
    return fallback;
}
template <class T>
void set_field(Object* o, const char* property, const char* field, T value) {
    if (auto [f, at] = o->struct_field(property, field); f && f->size == sizeof(T)) std::memcpy(at, &value, sizeof(T));
}
// A float array field of a struct property (TransmissionSetup's gear ratios).
std::vector<float> floats_of(const Object* o, const char* property, const char* field) {
    std::vector<float> out;
    auto [f, at] = o->struct_field(property, field);
    if (!f || f->kind != Kind::Array) return out;
    for (const auto& e : std::launder(reinterpret_cast<const Container*>(at))->keys) {
        float v = 0;
        if (e.size() == sizeof v) std::memcpy(&v, e.data(), sizeof v);
        out.push_back(v);
    }
    return out;
}

struct Wheel {
    double radius = 0.32; // m
    std::uint8_t axle = kAxleUndefined;
    bool engine = false, brake = true, handbrake = false, steering = false;
    float max_steer = 50, max_brake = 1500, max_handbrake = 3000;
};

// The WheelSetups' wheel classes' default objects, as the movement makes its wheels from them.
std::vector<Wheel> wheels_of(const Object* movement) {
    std::vector<Wheel> out;
    const Property* p = movement->member("WheelSetups");
    const Struct* setup = E().find_struct("ChaosWheelSetup");
    const Class* base = E().find_class("ChaosVehicleWheel");
    if (!p || p->kind != Kind::Array || !setup) return out;
    const Property* class_field = nullptr;
    for (const auto& f : setup->properties)
        if (f->name == "WheelClass") class_field = f.get();
    const auto& array = *std::launder(reinterpret_cast<const Container*>(movement->value_ptr(*p)));
    for (const auto& e : array.keys) {
        const Class* cls = nullptr;
        if (class_field && e.size() >= class_field->offset + sizeof cls) std::memcpy(&cls, e.data() + class_field->offset, sizeof cls);
        if (!cls) cls = base;
        Wheel w;
        if (const Object* d = cls ? cls->cdo : nullptr) {
            w.radius = d->value_or<float>("WheelRadius", 32.0f) / 100.0;
            w.axle = d->value_or<std::uint8_t>("AxleType", kAxleUndefined);
            w.engine = d->value_or<bool>("bAffectedByEngine", false);
            w.brake = d->value_or<bool>("bAffectedByBrake", true);
            w.handbrake = d->value_or<bool>("bAffectedByHandbrake", false);
            w.steering = d->value_or<bool>("bAffectedBySteering", false);
            w.max_steer = d->value_or<float>("MaxSteerAngle", 50.0f);
            w.max_brake = d->value_or<float>("MaxBrakeTorque", 1500.0f);
            w.max_handbrake = d->value_or<float>("MaxHandBrakeTorque", 3000.0f);
        }
        out.push_back(w);
    }
    return out;
}

// The driven wheels: the differential's axle (Chaos overrides bAffectedByEngine for a wheel whose
// axle is set), else the wheels bAffectedByEngine.
bool driven(const Wheel& w, std::uint8_t differential) {
    if (w.axle == kAxleUndefined) return w.engine;
    if (differential == kAllWheelDrive) return true;
    if (differential == kFrontWheelDrive) return w.axle == kAxleFront;
    if (differential == kRearWheelDrive) return w.axle == kAxleRear;
    return w.engine;
}

// FVehicleInputRateConfig::InterpInputValue.
float interp_input(float dt, float current, float target, float rise, float fall) {
    const float delta = target - current;
    const bool rising = ((delta > 0.0f) == (current > 0.0f)) || (delta != 0.0f && current == 0.0f);
    const float max_delta = dt * (rising ? rise : fall);
    return current + std::clamp(delta, -max_delta, max_delta);
}

// The transmission's gears, read once a frame: ForwardGearRatios and ReverseGearRatios (the
// FVehicleTransmissionConfig defaults when empty) and FinalRatio.
struct Gears {
    std::vector<float> forward, reverse;
    double final_ratio = 3.08;

    explicit Gears(const Object* m)
        : forward(floats_of(m, "TransmissionSetup", "ForwardGearRatios")), reverse(floats_of(m, "TransmissionSetup", "ReverseGearRatios")),
          final_ratio(field_of<float>(m, "TransmissionSetup", "FinalRatio", 3.08f)) {
        if (forward.empty()) forward = {2.85f, 2.02f, 1.35f, 1.0f};
        if (reverse.empty()) reverse = {2.86f};
    }
    std::int32_t top() const { return static_cast<std::int32_t>(forward.size()); }
    // The gear's ratio times the final ratio (negative in reverse, 0 in neutral).
    double ratio(std::int32_t gear) const {
        if (gear > 0) return forward[std::min<std::size_t>(static_cast<std::size_t>(gear - 1), forward.size() - 1)] * final_ratio;
        if (gear < 0) return -reverse[std::min<std::size_t>(static_cast<std::size_t>(-gear - 1), reverse.size() - 1)] * final_ratio;
        return 0.0;
    }
};

// UChaosVehicleMovementComponent::UpdateState and CalcThrottleBrakeInput, for a controlled car.
void update_inputs(const Object* m, Vehicles::State& s, float dt) {
    const bool reverse_as_brake = m->value_or<bool>("bReverseAsBrake", true);
    const bool throttle_as_brake = m->value_or<bool>("bThrottleAsBrake", false);
    constexpr float kKindaSmall = 1.0e-4f;
    if (reverse_as_brake) {
        if (s.raw_throttle > kKindaSmall && s.target_gear <= 0) {
            s.target_gear = s.current_gear = 1;
        } else if (s.raw_brake > kKindaSmall && s.raw_throttle <= kKindaSmall && s.target_gear >= 0 &&
                   std::abs(s.forward_speed) < kWrongDirectionThreshold) {
            s.target_gear = s.current_gear = -1;
        }
    } else if (s.automatic && s.raw_throttle > kKindaSmall && s.current_gear == 0 && s.target_gear == 0) {
        s.target_gear = s.current_gear = 1;
    }
    float throttle = s.raw_throttle, brake = s.raw_brake;
    if (reverse_as_brake) {
        if (s.raw_throttle > 0.0f) {
            if (throttle_as_brake && s.forward_speed < -kWrongDirectionThreshold) throttle = 0.0f, brake = 1.0f;
        } else if (s.raw_brake > 0.0f) {
            if (s.forward_speed > kWrongDirectionThreshold) {
                brake = 1.0f, throttle = 0.0f;
            } else if (s.target_gear < 0) {
                throttle = s.raw_brake, brake = 0.0f;
            }
        }
        throttle = std::clamp(throttle, 0.0f, 1.0f);
        brake = std::clamp(brake, 0.0f, 1.0f);
    } else {
        brake = std::abs(s.raw_brake);
        if (s.raw_brake < 1.0e-8f && s.raw_throttle < 1.0e-8f && std::abs(s.forward_speed) < kStopThreshold) brake = 1.0f;
    }
    s.throttle = interp_input(dt, s.throttle, throttle, 6.0f, 10.0f);
    s.brake = interp_input(dt, s.brake, brake, 6.0f, 10.0f);
    s.steering = interp_input(dt, s.steering, s.raw_steering, 2.5f, 5.0f);
    s.handbrake = interp_input(dt, s.handbrake, s.raw_handbrake ? 1.0f : 0.0f, 12.0f, 12.0f);
}

// The automatic transmission, or the change up / down inputs of a manual one.
void change_gears(const Object* m, const Gears& gears, Vehicles::State& s) {
    if (s.current_gear <= 0 && !(s.gear_up || s.gear_down)) return;
    const std::int32_t top = gears.top();
    std::int32_t next = s.current_gear;
    if (s.automatic) {
        if (s.engine_rpm >= field_of<float>(m, "TransmissionSetup", "ChangeUpRPM", 4500.0f) && next < top) ++next;
        else if (s.engine_rpm <= field_of<float>(m, "TransmissionSetup", "ChangeDownRPM", 2000.0f) && next > 1) --next;
    } else {
        if (s.gear_up && next < top) ++next;
        if (s.gear_down && next > -1) --next;
        s.gear_up = s.gear_down = false;
    }
    if (next != s.current_gear) {
        s.current_gear = s.target_gear = next;
        s.shift_time_left = field_of<float>(m, "TransmissionSetup", "GearChangeTime", 0.4f);
    }
}

// One frame of one car: its inputs, engine, brakes, gears, and its move along its heading.
void drive(Object* m, Object* pawn, Vehicles::State& s, float dt) {
    if (!s.automatic_read) {
        s.automatic = field_of<bool>(m, "TransmissionSetup", "bUseAutomaticGears", true);
        s.automatic_read = true;
    }
    const bool controlled = !s.requires_controller || pawn->value_or<Object*>("Controller", nullptr);
    if (controlled) update_inputs(m, s, dt);

    ActorState& at = E().actor_states().actor(pawn);
    double x[3], y[3], z[3];
    rotation_axes(at.rotation, x, y, z);
    const bool on_wheels = z[2] >= std::cos(std::numbers::pi / 4);
    const std::vector<Wheel> wheels = wheels_of(m);
    const double mass = std::max(0.01f, m->value_or<float>("Mass", 1500.0f));
    const double v = s.forward_speed / 100.0; // m/s
    double force = 0, resist = 0;             // N: along the heading, and against the motion
    double drive_radius = 0;
    int driven_count = 0;
    const auto differential = field_of<std::uint8_t>(m, "DifferentialSetup", "DifferentialType", kRearWheelDrive);
    for (const Wheel& w : wheels)
        if (driven(w, differential)) drive_radius += w.radius, ++driven_count;
    drive_radius = driven_count ? drive_radius / driven_count : 0.32;

    const Gears gears(m);
    const double ratio = gears.ratio(s.current_gear);
    const float max_rpm = field_of<float>(m, "EngineSetup", "MaxRPM", 4500.0f);
    const float idle_rpm = field_of<float>(m, "EngineSetup", "EngineIdleRPM", 1200.0f);
    const double wheel_rpm = std::abs(v) / drive_radius * 60.0 / (2.0 * std::numbers::pi);
    s.engine_rpm = static_cast<float>(std::clamp(wheel_rpm * std::abs(ratio), static_cast<double>(idle_rpm), static_cast<double>(max_rpm)));
    if (on_wheels && !wheels.empty() && !s.parked && driven_count) {
        const double torque = field_of<float>(m, "EngineSetup", "MaxTorque", 300.0f);
        const double efficiency = field_of<float>(m, "TransmissionSetup", "TransmissionEfficiency", 0.9f);
        if (s.shift_time_left > 0) {
            s.shift_time_left = std::max(0.0f, s.shift_time_left - dt);
        } else if (s.throttle > 0 && ratio != 0 && s.engine_rpm < max_rpm) {
            force += s.throttle * torque * ratio * efficiency / drive_radius;
        } else if (s.throttle <= 0 && ratio != 0) {
            resist += field_of<float>(m, "EngineSetup", "EngineBrakeEffect", 0.05f) * torque * std::abs(ratio) * efficiency / drive_radius;
        }
        for (const Wheel& w : wheels) {
            if (w.brake) resist += s.brake * w.max_brake / w.radius;
            if (w.handbrake) resist += s.handbrake * w.max_handbrake / w.radius;
        }
    }
    const double area = m->value_or<float>("ChassisWidth", 180.0f) * m->value_or<float>("ChassisHeight", 140.0f) / 1.0e4;
    resist += 0.5 * kAirDensity * m->value_or<float>("DragCoefficient", 0.3f) * area * v * v;

    double next = v + force / mass * dt;
    const double slow = resist / mass * dt;
    if (std::abs(next) <= slow) next = 0; // braking stops the car, never turns it round
    else next -= std::copysign(slow, next);
    if (s.parked) next = 0;
    s.forward_speed = next * 100.0;
    if (on_wheels) change_gears(m, gears, s);

    // The heading turns with the steering wheels, the car moves along it.
    float steer_angle = 0;
    for (const Wheel& w : wheels)
        if (w.steering) steer_angle = std::max(steer_angle, w.max_steer);
    const float steering = s.steering * std::abs(s.steering); // EInputFunctionType::SquaredFunction
    if (on_wheels && steer_angle > 0) {
        const double yaw_rate = next / kWheelbase * std::tan(steering * steer_angle * std::numbers::pi / 180.0);
        at.rotation[1] += yaw_rate * dt * 180.0 / std::numbers::pi;
        rotation_axes(at.rotation, x, y, z);
    }
    const Point velocity{x[0] * s.forward_speed, x[1] * s.forward_speed, 0.0};
    for (int i = 0; i < 2; ++i) at.location[i] += velocity[static_cast<std::size_t>(i)] * dt;
    m->write("Velocity", velocity);
    if (Object* mesh = pawn->value_or<Object*>("Mesh", nullptr); mesh && mesh->alive) collision::body_of(mesh).velocity = velocity;
}

Code set_raw(void* movement, float Vehicles::State::*input, float value) {
    Object* m = live(movement);
    if (!m) return RustealError_ObjectDestroyed;
    E().subsystem<Vehicles>().state(m).*input = std::clamp(value, -1.0f, 1.0f);
    return RustealError_Ok;
}
Code set_throttle(void* m, float v) { return set_raw(m, &Vehicles::State::raw_throttle, v); }
Code set_brake(void* m, float v) { return set_raw(m, &Vehicles::State::raw_brake, v); }
Code set_steering(void* m, float v) { return set_raw(m, &Vehicles::State::raw_steering, v); }
Code change_throttle(void* movement, float delta) {
    Object* m = live(movement);
    if (!m) return RustealError_ObjectDestroyed;
    float& t = E().subsystem<Vehicles>().state(m).raw_throttle;
    t = std::clamp(t + delta, 0.0f, 1.0f);
    return RustealError_Ok;
}
Code increase_throttle(void* m, float d) { return change_throttle(m, d); }
Code decrease_throttle(void* m, float d) { return change_throttle(m, -d); }
Code ignore_input(void* movement, float) { return live(movement) ? RustealError_Ok : RustealError_ObjectDestroyed; }

Code set_flag(void* movement, bool Vehicles::State::*flag, bool value) {
    Object* m = live(movement);
    if (!m) return RustealError_ObjectDestroyed;
    E().subsystem<Vehicles>().state(m).*flag = value;
    return RustealError_Ok;
}
Code set_handbrake(void* m, bool on) { return set_flag(m, &Vehicles::State::raw_handbrake, on); }
Code set_parked(void* m, bool on) { return set_flag(m, &Vehicles::State::parked, on); }
Code set_change_up(void* m, bool on) { return set_flag(m, &Vehicles::State::gear_up, on); }
Code set_change_down(void* m, bool on) { return set_flag(m, &Vehicles::State::gear_down, on); }
Code set_sleeping(void* movement, bool) { return live(movement) ? RustealError_Ok : RustealError_ObjectDestroyed; }
Code set_automatic(void* movement, bool automatic) {
    Object* m = live(movement);
    if (!m) return RustealError_ObjectDestroyed;
    Vehicles::State& s = E().subsystem<Vehicles>().state(m);
    s.automatic = automatic;
    s.automatic_read = true;
    return RustealError_Ok;
}
Code set_requires_controller(void* m, bool on) { return set_flag(m, &Vehicles::State::requires_controller, on); }
Code set_target_gear(void* movement, std::int32_t gear, bool) {
    Object* m = live(movement);
    if (!m) return RustealError_ObjectDestroyed;
    Vehicles::State& s = E().subsystem<Vehicles>().state(m);
    s.target_gear = s.current_gear = gear;
    return RustealError_Ok;
}
Code reset_vehicle(void* movement) {
    Object* m = live(movement);
    if (!m) return RustealError_ObjectDestroyed;
    E().subsystem<Vehicles>().state(m) = Vehicles::State{};
    return RustealError_Ok;
}

template <class T, class Read>
Code get(void* movement, T* out, Read read) {
    *out = T{};
    Object* m = live(movement);
    if (!m) return RustealError_ObjectDestroyed;
    *out = read(m, E().subsystem<Vehicles>().state(m));
    return RustealError_Ok;
}
using S = Vehicles::State;
Code forward_speed(void* m, float* out) {
    return get(m, out, [](Object*, S& s) { return static_cast<float>(s.forward_speed); });
}
Code forward_speed_mph(void* m, float* out) {
    return get(m, out, [](Object*, S& s) { return static_cast<float>(s.forward_speed * 0.0223694); }); // Chaos::CmSToMPH
}
Code current_gear(void* m, std::int32_t* out) {
    return get(m, out, [](Object*, S& s) { return s.current_gear; });
}
Code target_gear(void* m, std::int32_t* out) {
    return get(m, out, [](Object*, S& s) { return s.target_gear; });
}
Code use_auto_gears(void* m, bool* out) {
    return get(m, out, [](Object* o, S& s) { return s.automatic_read ? s.automatic : field_of<bool>(o, "TransmissionSetup", "bUseAutomaticGears", true); });
}
Code throttle_input(void* m, float* out) {
    return get(m, out, [](Object*, S& s) { return s.raw_throttle; });
}
Code brake_input(void* m, float* out) {
    return get(m, out, [](Object*, S& s) { return s.raw_brake; });
}
Code steering_input(void* m, float* out) {
    return get(m, out, [](Object*, S& s) { return s.raw_steering; });
}
Code handbrake_input(void* m, bool* out) {
    return get(m, out, [](Object*, S& s) { return s.raw_handbrake; });
}
Code is_parked(void* m, bool* out) {
    return get(m, out, [](Object*, S& s) { return s.parked; });
}
Code engine_rpm(void* m, float* out) {
    return get(m, out, [](Object*, S& s) { return s.engine_rpm; });
}
Code engine_max_rpm(void* m, float* out) {
    return get(m, out, [](Object* o, S&) { return field_of<float>(o, "EngineSetup", "MaxRPM", 4500.0f); });
}
Code num_wheels(void* m, std::int32_t* out) {
    return get(m, out, [](Object* o, S&) { return static_cast<std::int32_t>(wheels_of(o).size()); });
}
Code set_max_engine_torque(void* movement, float torque) {
    Object* m = live(movement);
    if (!m) return RustealError_ObjectDestroyed;
    set_field<float>(m, "EngineSetup", "MaxTorque", torque);
    return RustealError_Ok;
}
Code set_drag_coefficient(void* movement, float drag) {
    Object* m = live(movement);
    if (!m) return RustealError_ObjectDestroyed;
    m->write<float>("DragCoefficient", drag);
    return RustealError_Ok;
}

} // namespace

Object* movement_of(const Object* pawn) {
    Object* m = pawn ? pawn->value_or<Object*>("VehicleMovementComponent", nullptr) : nullptr;
    return m && m->alive && is_vehicle_movement(m) ? m : nullptr;
}

void set_forward_speed(Object* movement, double cm_per_second) { E().subsystem<Vehicles>().state(movement).forward_speed = cm_per_second; }

const std::vector<ModelledFunction>& functions() {
#define CVM(fn) "CHAOS_VEHICLE_MOVEMENT_COMPONENT_" fn
#define CWVM(fn) "CHAOS_WHEELED_VEHICLE_MOVEMENT_COMPONENT_" fn
    static const std::vector<ModelledFunction> table = {
        {CVM("SET_THROTTLE_INPUT"), "ChaosVehicleMovementComponent.SetThrottleInput", function_entry(&set_throttle)},
        {CVM("INCREASE_THROTTLE_INPUT"), "ChaosVehicleMovementComponent.IncreaseThrottleInput", function_entry(&increase_throttle)},
        {CVM("DECREASE_THROTTLE_INPUT"), "ChaosVehicleMovementComponent.DecreaseThrottleInput", function_entry(&decrease_throttle)},
        {CVM("SET_BRAKE_INPUT"), "ChaosVehicleMovementComponent.SetBrakeInput", function_entry(&set_brake)},
        {CVM("SET_STEERING_INPUT"), "ChaosVehicleMovementComponent.SetSteeringInput", function_entry(&set_steering)},
        // A wheeled car has no pitch, roll or yaw control (those steer aerofoils and thrusters).
        {CVM("SET_PITCH_INPUT"), "ChaosVehicleMovementComponent.SetPitchInput", function_entry(&ignore_input)},
        {CVM("SET_ROLL_INPUT"), "ChaosVehicleMovementComponent.SetRollInput", function_entry(&ignore_input)},
        {CVM("SET_YAW_INPUT"), "ChaosVehicleMovementComponent.SetYawInput", function_entry(&ignore_input)},
        {CVM("SET_HANDBRAKE_INPUT"), "ChaosVehicleMovementComponent.SetHandbrakeInput", function_entry(&set_handbrake)},
        {CVM("SET_PARKED"), "ChaosVehicleMovementComponent.SetParked", function_entry(&set_parked)},
        {CVM("SET_SLEEPING"), "ChaosVehicleMovementComponent.SetSleeping", function_entry(&set_sleeping)},
        {CVM("SET_CHANGE_UP_INPUT"), "ChaosVehicleMovementComponent.SetChangeUpInput", function_entry(&set_change_up)},
        {CVM("SET_CHANGE_DOWN_INPUT"), "ChaosVehicleMovementComponent.SetChangeDownInput", function_entry(&set_change_down)},
        {CVM("SET_TARGET_GEAR"), "ChaosVehicleMovementComponent.SetTargetGear", function_entry(&set_target_gear)},
        {CVM("SET_USE_AUTOMATIC_GEARS"), "ChaosVehicleMovementComponent.SetUseAutomaticGears", function_entry(&set_automatic)},
        {CVM("SET_REQUIRES_CONTROLLER_FOR_INPUTS"), "ChaosVehicleMovementComponent.SetRequiresControllerForInputs",
         function_entry(&set_requires_controller)},
        {CVM("GET_CURRENT_GEAR"), "ChaosVehicleMovementComponent.GetCurrentGear", function_entry(&current_gear)},
        {CVM("GET_TARGET_GEAR"), "ChaosVehicleMovementComponent.GetTargetGear", function_entry(&target_gear)},
        {CVM("GET_USE_AUTO_GEARS"), "ChaosVehicleMovementComponent.GetUseAutoGears", function_entry(&use_auto_gears)},
        {CVM("GET_FORWARD_SPEED"), "ChaosVehicleMovementComponent.GetForwardSpeed", function_entry(&forward_speed)},
        {CVM("GET_FORWARD_SPEED_MPH"), "ChaosVehicleMovementComponent.GetForwardSpeedMPH", function_entry(&forward_speed_mph)},
        {CVM("GET_THROTTLE_INPUT"), "ChaosVehicleMovementComponent.GetThrottleInput", function_entry(&throttle_input)},
        {CVM("GET_BRAKE_INPUT"), "ChaosVehicleMovementComponent.GetBrakeInput", function_entry(&brake_input)},
        {CVM("GET_HANDBRAKE_INPUT"), "ChaosVehicleMovementComponent.GetHandbrakeInput", function_entry(&handbrake_input)},
        {CVM("GET_STEERING_INPUT"), "ChaosVehicleMovementComponent.GetSteeringInput", function_entry(&steering_input)},
        {CVM("IS_PARKED"), "ChaosVehicleMovementComponent.IsParked", function_entry(&is_parked)},
        {CVM("RESET_VEHICLE"), "ChaosVehicleMovementComponent.ResetVehicle", function_entry(&reset_vehicle)},
        {CWVM("GET_ENGINE_ROTATION_SPEED"), "ChaosWheeledVehicleMovementComponent.GetEngineRotationSpeed", function_entry(&engine_rpm)},
        {CWVM("GET_ENGINE_MAX_ROTATION_SPEED"), "ChaosWheeledVehicleMovementComponent.GetEngineMaxRotationSpeed",
         function_entry(&engine_max_rpm)},
        {CWVM("GET_NUM_WHEELS"), "ChaosWheeledVehicleMovementComponent.GetNumWheels", function_entry(&num_wheels)},
        {CWVM("SET_MAX_ENGINE_TORQUE"), "ChaosWheeledVehicleMovementComponent.SetMaxEngineTorque", function_entry(&set_max_engine_torque)},
        {CWVM("SET_DRAG_COEFFICIENT"), "ChaosWheeledVehicleMovementComponent.SetDragCoefficient", function_entry(&set_drag_coefficient)},
    };
#undef CVM
#undef CWVM
    return table;
}

} // namespace vehicle

void Vehicles::tick(float delta_seconds) {
    std::vector<std::pair<Object*, Object*>> cars; // movement, pawn
    for (const auto& o : E().objects())
        if (o->alive && !o->is_cdo && o->outer && o->outer->alive && !o->outer->is_cdo && vehicle::is_vehicle_movement(o.get()))
            cars.emplace_back(o.get(), o->outer);
    for (auto [movement, pawn] : cars) vehicle::drive(movement, pawn, states_[movement], delta_seconds);
}

} // namespace rusteal::headless
