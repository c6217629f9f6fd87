// The engine's side of an actor's life that games bind to: Actor's events (BeginPlay, EndPlay,
// Tick, Destroyed, the overlap and damage events), its components' (BeginPlay, EndPlay, Tick) and
// its multicast delegates (OnActorBeginOverlap, OnActorEndOverlap, OnDestroyed, OnEndPlay,
// OnTakeAnyDamage), declared with Unreal's names, parameter names and types, and fired in
// Unreal's order when an actor is spawned, damaged or destroyed (the subsystems told at each step:
// world_subsystem.hpp; overlaps and hits are the collision domain's, overlaps.hpp).
#include "core/event_params.hpp"
#include "core/headless_engine.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <optional>

namespace rusteal::headless {

namespace {
constexpr std::uint32_t kEventFlags = kFuncEvent | kFuncBlueprintEvent;

} // namespace

struct NativeParam {
    const char* name;
    Kind kind;
    const char* object_class;        // Object parameters
    const char* enum_name = nullptr; // Enum parameters
};

Function* HeadlessEngine::add_native_function(Class* owner, std::string name, std::uint32_t flags,
                                              std::initializer_list<NativeParam> params) {
    auto f = std::make_unique<Function>();
    f->name = std::move(name);
    f->owner = owner;
    f->flags = flags;
    for (const NativeParam& d : params) {
        auto p = std::make_unique<Property>();
        p->name = d.name;
        p->kind = d.kind;
        p->flags = kCpfParm;
        p->owner = f.get();
        if (d.object_class) p->object_class = class_by_name_.at(d.object_class);
        if (d.enum_name) p->uenum = find_enum(d.enum_name);
        f->params.push_back(std::move(p));
    }
    f->parms_size = lay_out(f->params, 0, f->parms_align);
    Function* raw = f.get();
    owner->functions.push_back(std::move(f));
    return raw;
}

void HeadlessEngine::add_actor_members() {
    if (!find_enum("EEndPlayReason")) {
        auto e = std::make_unique<Enum>();
        e->name = "EEndPlayReason";
        e->package = "/Script/Engine";
        e->names = {"Destroyed", "LevelTransition", "EndPlayInEditor", "RemovedFromWorld", "Quit"};
        e->values = {0, 1, 2, 3, 4};
        enum_by_name_[e->name] = e.get();
        enums_.push_back(std::move(e));
    }
    const NativeParam reason{"EndPlayReason", Kind::Enum, nullptr, "EEndPlayReason"};
    const NativeParam delta{"DeltaSeconds", Kind::Float, nullptr};
    Class* component = class_by_name_.at("ActorComponent");
    add_native_function(component, "ReceiveBeginPlay", kEventFlags, {});
    add_native_function(component, "ReceiveEndPlay", kEventFlags, {reason});
    add_native_function(component, "ReceiveTick", kEventFlags, {delta});

    Class* actor = class_by_name_.at("Actor");
    const NativeParam other{"OtherActor", Kind::Object, "Actor"};
    add_native_function(actor, "ReceiveBeginPlay", kEventFlags, {});
    add_native_function(actor, "ReceiveEndPlay", kEventFlags, {reason});
    add_native_function(actor, "ReceiveTick", kEventFlags, {delta});
    add_native_function(actor, "ReceiveDestroyed", kEventFlags, {});
    add_native_function(actor, "ReceiveActorBeginOverlap", kEventFlags, {other});
    add_native_function(actor, "ReceiveActorEndOverlap", kEventFlags, {other});
    add_native_function(actor, "ReceiveAnyDamage", kEventFlags,
                        {{"Damage", Kind::Float, nullptr}, {"DamageType", Kind::Object, "DamageType"},
                         {"InstigatedBy", Kind::Object, "Controller"}, {"DamageCauser", Kind::Object, "Actor"}});

    // AController's "On Possess" / "On UnPossess" events: protected UFUNCTIONs, which the
    // exporter's output leaves out, so a Rust override gets their parameters from here.
    Class* controller = class_by_name_.at("Controller");
    add_native_function(controller, "ReceivePossess", kEventFlags, {{"PossessedPawn", Kind::Object, "Pawn"}});
    add_native_function(controller, "ReceiveUnPossess", kEventFlags, {{"UnpossessedPawn", Kind::Object, "Pawn"}});

    auto delegate = [&](const char* property, const char* signature, std::initializer_list<NativeParam> params) {
        auto p = std::make_unique<Property>();
        p->name = property;
        p->kind = Kind::MulticastDelegate;
        p->flags = kCpfBlueprintAssignable;
        p->owner = actor;
        p->signature = add_native_function(actor, std::string(signature) + "__DelegateSignature", kFuncDelegateSignature, params);
        actor->properties.push_back(std::move(p));
    };
    const NativeParam overlapped{"OverlappedActor", Kind::Object, "Actor"};
    delegate("OnActorBeginOverlap", "ActorBeginOverlapSignature", {overlapped, other});
    delegate("OnActorEndOverlap", "ActorEndOverlapSignature", {overlapped, other});
    delegate("OnDestroyed", "ActorDestroyedSignature", {{"DestroyedActor", Kind::Object, "Actor"}});
    delegate("OnEndPlay", "ActorEndPlaySignature", {{"Actor", Kind::Object, "Actor"}, reason});
    delegate("OnTakeAnyDamage", "TakeAnyDamageSignature",
             {{"DamagedActor", Kind::Object, "Actor"}, {"Damage", Kind::Float, nullptr},
              {"DamageType", Kind::Object, "DamageType"}, {"InstigatedBy", Kind::Object, "Controller"},
              {"DamageCauser", Kind::Object, "Actor"}});
}

bool HeadlessEngine::fire_event(Object* obj, std::string_view event, const std::function<void(EventParams&)>& fill,
                                const std::function<void(EventParams&)>& read) {
    Function* f = obj->cls->function_with_body(event);
    if (!f) return false;
    EventParams params(*f);
    fill(params);
    std::string error;
    if (!process_event(obj, f, params.data(), error)) {
        log_line(1, "LogRusteal: " + std::string(event) + ": " + error);
        return true;
    }
    if (read) read(params);
    return true;
}

void HeadlessEngine::broadcast_native(Object* obj, std::string_view delegate, const std::function<void(EventParams&)>& fill) {
    if (!obj->alive) return;
    const Property* p = obj->member(delegate);
    if (!p || p->kind != Kind::MulticastDelegate || !p->signature) return;
    EventParams params(*p->signature);
    fill(params);
    broadcast(obj, *p, params.data());
}

Outcome HeadlessEngine::take_damage(Object* target, float damage, Object* causer) {
    const Class* actor = class_by_name_.at("Actor");
    if (!target || !target->alive || target->is_cdo || !target->cls->is_child_of(actor))
        return Outcome::fail("the damaged object must be a live actor");
    if (causer && (!causer->alive || !causer->cls->is_child_of(actor))) return Outcome::fail("the causer must be a live actor");
    apply_damage(target, damage, nullptr, nullptr, causer);
    destroy_pending();
    char amount[32];
    std::snprintf(amount, sizeof amount, "%g", static_cast<double>(damage));
    return Outcome::value(target->name + " took " + amount + " damage");
}

float HeadlessEngine::apply_damage(Object* target, float damage, Class* type, Object* instigator, Object* causer) {
    // As AActor::TakeDamage with a plain damage event: nothing when the damage is zero; the
    // damage type is the class's default object (UDamageType's when none is given).
    if (damage == 0.0f) return 0.0f;
    Class* damage_type = type ? type : class_by_name_.at("DamageType");
    Object* type_object = damage_type->cdo;
    fire_event(target, "ReceiveAnyDamage", [&](EventParams& p) {
        p.real("Damage", damage).object("DamageType", type_object).object("InstigatedBy", instigator).object("DamageCauser", causer);
    });
    broadcast_native(target, "OnTakeAnyDamage", [&](EventParams& p) {
        p.object("DamagedActor", target).real("Damage", damage).object("DamageType", type_object).object("InstigatedBy", instigator)
            .object("DamageCauser", causer);
    });
    return damage;
}

Outcome HeadlessEngine::trigger_input(Object* action, std::uint8_t trigger, const double (&value)[3], int axes) {
    if (!action || !action->alive) return Outcome::fail("no such input action");
    // FInputActionValue: its FVector value, then EInputActionValueType (0 Boolean, 1..3 Axis1D..3D).
    std::uint8_t input_value[32] = {};
    std::memcpy(input_value, value, sizeof value);
    input_value[24] = static_cast<std::uint8_t>(axes);
    int ran = 0;
    const std::vector<InputBinding> bindings = input_bindings; // a handler may bind more
    for (const InputBinding& b : bindings) {
        if (b.action != action || b.trigger != trigger || !b.actor->alive || !actor_states_.actor(b.actor).input_enabled) continue;
        fire_event(b.actor, b.function, [&](EventParams& p) { p.first_struct("InputActionValue", input_value, sizeof input_value); });
        ++ran;
    }
    destroy_pending();
    return Outcome::value(std::to_string(ran) + " binding(s) ran");
}

void HeadlessEngine::route_begin_play(Object* obj) {
    // What starts before BeginPlay (PostInitializeComponents, InitializeComponent): a life span
    // and projectile movements, a pawn's default AI controller.
    each_subsystem([&](WorldSubsystem& s) { s.post_initialize_components(obj); });
    // As AActor::BeginPlay: its components begin play, then the actor.
    for (const auto& [name, component] : obj->subobjects)
        if (component->alive && component->cls->is_child_of(class_by_name_.at("ActorComponent")))
            fire_event(component, "ReceiveBeginPlay", [](EventParams&) {});
    fire_event(obj, "ReceiveBeginPlay", [](EventParams&) {});
    if (obj->alive) each_subsystem([&](WorldSubsystem& s) { s.begun_play(obj); });
}

Object* HeadlessEngine::choose_player_start(Object* game_mode, Object* controller) {
    if (Function* f = game_mode->cls->function_with_body("ChoosePlayerStart")) {
        EventParams params(*f);
        params.object("Player", controller);
        std::string error;
        Object* start = nullptr;
        if (!process_event(game_mode, f, params.data(), error)) log_line(1, "LogRusteal: ChoosePlayerStart: " + error);
        else if (const Property* r = f->return_param(); r && r->size == sizeof start)
            std::memcpy(&start, params.data() + r->offset, sizeof start);
        return start && start->alive ? start : nullptr;
    }
    // AGameModeBase::ChoosePlayerStart_Implementation: a PlayerStart (whether one is occupied is
    // not known to the host, so the first).
    const Class* player_start = find_class("PlayerStart");
    for (const auto& o : objects_)
        if (player_start && o->alive && !o->is_cdo && o->cls->is_child_of(player_start)) return o.get();
    return nullptr;
}

void HeadlessEngine::route_destroyed(Object* obj) {
    // What it overlaps is told first, as when a component unregisters (overlaps.hpp).
    each_subsystem([&](WorldSubsystem& s) { s.actor_destroying(obj); });
    // As AActor::Destroyed: the end of play (the actor's event and delegate, then its
    // components'), then ReceiveDestroyed and OnDestroyed.
    constexpr std::uint8_t kDestroyed = 0; // EEndPlayReason::Destroyed
    fire_event(obj, "ReceiveEndPlay", [&](EventParams& p) { p.byte("EndPlayReason", kDestroyed); });
    broadcast_native(obj, "OnEndPlay", [&](EventParams& p) { p.object("Actor", obj).byte("EndPlayReason", kDestroyed); });
    for (const auto& [name, component] : obj->subobjects)
        if (component->alive && component->cls->is_child_of(class_by_name_.at("ActorComponent")))
            fire_event(component, "ReceiveEndPlay", [&](EventParams& p) { p.byte("EndPlayReason", kDestroyed); });
    fire_event(obj, "ReceiveDestroyed", [](EventParams&) {});
    broadcast_native(obj, "OnDestroyed", [&](EventParams& p) { p.object("DestroyedActor", obj); });
}

} // namespace rusteal::headless
