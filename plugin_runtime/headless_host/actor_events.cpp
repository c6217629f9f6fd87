// The engine's side of an actor's life that games bind to: Actor's events (BeginPlay, EndPlay,
// Tick, Destroyed, the overlap and damage events), its components' (BeginPlay, EndPlay, Tick) and
// its multicast delegates (OnActorBeginOverlap, OnActorEndOverlap, OnDestroyed, OnEndPlay,
// OnTakeAnyDamage), declared with Unreal's names, parameter names and types, and fired in
// Unreal's order when an actor is spawned, two actors overlap, an actor is damaged or destroyed.
#include "ai_functions.hpp"
#include "event_params.hpp"
#include "headless_engine.hpp"
#include "player_functions.hpp"

#include "collision_functions.hpp"
#include "combat_functions.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <optional>

namespace rusteal::headless {

namespace {
// Why two objects cannot overlap or hit each other (`what`: "overlap", "hit"), or nothing.
std::optional<std::string> not_two_live_actors(const Object* a, const Object* b, const Class* actor, const char* what) {
    for (const Object* o : {a, b})
        if (!o || !o->alive || o->is_cdo || !o->cls->is_child_of(actor)) return "both objects must be live actors";
    if (a == b) return std::string("an actor does not ") + what + " itself";
    return std::nullopt;
}

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

Outcome HeadlessEngine::overlap(Object* a, Object* b, bool begin) {
    if (auto why = not_two_live_actors(a, b, class_by_name_.at("Actor"), "overlap")) return Outcome::fail(*why);
    const auto key = std::less<Object*>{}(a, b) ? std::pair{a, b} : std::pair{b, a};
    const bool overlapping = overlaps_.count(key) != 0;
    if (begin == overlapping)
        return Outcome::fail(a->name + " and " + b->name + (begin ? " overlap already" : " do not overlap"));
    // The component pairs whose collision lets them overlap (collision_functions.hpp); when
    // neither actor has a primitive component they overlap as wholes. An overlap that ends ends
    // for the pairs it began with.
    bool wholes = false;
    std::vector<std::pair<Object*, Object*>> pairs;
    if (begin) {
        pairs = collision::overlapping_pairs(a, b, wholes);
        if (pairs.empty() && !wholes)
            return Outcome::value(a->name + " and " + b->name +
                                  " do not overlap: their collision is off, or their components ignore or block each other");
        overlaps_[key] = pairs;
    } else {
        pairs = std::move(overlaps_[key]);
        overlaps_.erase(key);
        for (auto& p : pairs)
            if (p.first->outer != a) std::swap(p.first, p.second);
    }
    // As UPrimitiveComponent::BeginComponentOverlap: each pair's component delegates, then each
    // actor's event and delegate.
    const char* component_delegate = begin ? "OnComponentBeginOverlap" : "OnComponentEndOverlap";
    for (const auto& [ca, cb] : pairs)
        for (auto [self, other, other_actor] : {std::tuple{ca, cb, b}, std::tuple{cb, ca, a}}) {
            if (!self->alive || !other->alive) break;
            broadcast_native(self, component_delegate, [&](EventParams& p) {
                p.object("OverlappedComponent", self).object("OtherActor", other_actor).object("OtherComp", other).int32("OtherBodyIndex", 0);
            });
        }
    const char* event = begin ? "ReceiveActorBeginOverlap" : "ReceiveActorEndOverlap";
    const char* delegate = begin ? "OnActorBeginOverlap" : "OnActorEndOverlap";
    for (auto [self, other] : {std::pair{a, b}, std::pair{b, a}}) {
        if (!self->alive || !other->alive) break;
        fire_event(self, event, [&](EventParams& p) { p.object("OtherActor", other); });
        broadcast_native(self, delegate, [&](EventParams& p) { p.object("OverlappedActor", self).object("OtherActor", other); });
    }
    destroy_pending();
    return Outcome::value(a->name + (begin ? " overlaps " : " no longer overlaps ") + b->name);
}

std::vector<Object*> HeadlessEngine::overlapping_actors(const Object* of) const {
    std::vector<Object*> out;
    auto add = [&](Object* actor) {
        if (actor->alive && std::find(out.begin(), out.end(), actor) == out.end()) out.push_back(actor);
    };
    for (const auto& [actors, pairs] : overlaps_) {
        const auto [a, b] = actors;
        if (a == of || b == of) {
            add(a == of ? b : a);
            continue;
        }
        // A pair is (a component of one actor, one of the other), in the order the overlap began.
        for (const auto& [ca, cb] : pairs)
            if (ca == of || cb == of) {
                const Object* other_component = ca == of ? cb : ca;
                add(other_component->outer == a ? a : b);
            }
    }
    return out;
}

Outcome HeadlessEngine::hit(Object* mover, Object* other) {
    if (auto why = not_two_live_actors(mover, other, class_by_name_.at("Actor"), "hit")) return Outcome::fail(*why);
    Object* mine = collision::root_primitive(mover);
    Object* theirs = collision::root_primitive(other);
    if (!mine || !theirs) return Outcome::fail("both actors need a primitive component to hit with");
    // A component that ignores the other actor while it moves goes through it (IgnoreActorWhenMoving).
    if (combat::ignores_when_moving(mine, other)) return Outcome::value(mover->name + " moves through " + other->name + " (ignored when moving)");
    // As UPrimitiveComponent::DispatchBlockingHit: the mover's NotifyHit (ReceiveHit, OnActorHit)
    // and its component's OnComponentHit, then the other's with bSelfMoved false.
    for (auto [self, comp, other_actor, other_comp, moved] :
         {std::tuple{mover, mine, other, theirs, true}, std::tuple{other, theirs, mover, mine, false}}) {
        if (!self->alive || !other_actor->alive) break;
        fire_event(self, "ReceiveHit", [&](EventParams& p) {
            p.object("MyComp", comp).object("Other", other_actor).object("OtherComp", other_comp).boolean("bSelfMoved", moved);
        });
        broadcast_native(self, "OnActorHit", [&](EventParams& p) { p.object("SelfActor", self).object("OtherActor", other_actor); });
        broadcast_native(comp, "OnComponentHit", [&](EventParams& p) {
            p.object("HitComponent", comp).object("OtherActor", other_actor).object("OtherComp", other_comp);
        });
    }
    spawned_actors_.hit(mover); // a projectile that does not bounce stops
    destroy_pending();
    return Outcome::value(mover->name + " hit " + other->name);
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
        if (b.action != action || b.trigger != trigger || !b.actor->alive || !engine_functions_.actor(b.actor).input_enabled) continue;
        fire_event(b.actor, b.function, [&](EventParams& p) { p.first_struct("InputActionValue", input_value, sizeof input_value); });
        ++ran;
    }
    destroy_pending();
    return Outcome::value(std::to_string(ran) + " binding(s) ran");
}

void HeadlessEngine::route_begin_play(Object* obj) {
    // Its life span and projectile movements start first (PostInitializeComponents, InitializeComponent).
    spawned_actors_.begin_play(obj);
    spawn_default_ai_controller(obj);
    // As AActor::BeginPlay: its components begin play, then the actor.
    for (const auto& [name, component] : obj->subobjects)
        if (component->alive && component->cls->is_child_of(class_by_name_.at("ActorComponent")))
            fire_event(component, "ReceiveBeginPlay", [](EventParams&) {});
    fire_event(obj, "ReceiveBeginPlay", [](EventParams&) {});
    // AGameModeBase::PostLogin gives a new player the game's HUD (InitializeHUDForPlayer).
    if (obj->alive && obj->cls->is_child_of(find_class("PlayerController"))) screen_.player_begins_play(obj);
}

void HeadlessEngine::spawn_default_ai_controller(Object* pawn) {
    // APawn::PostInitializeComponents: a pawn no player possesses, that AutoPossessAI lets an AI
    // possess when spawned (every actor a scene makes is spawned, none placed in a level), gets
    // one of its AIControllerClass (SpawnDefaultController), which possesses it.
    constexpr std::uint8_t kSpawned = 2, kPlacedInWorldOrSpawned = 3; // EAutoPossessAI
    const Class* pawn_class = find_class("Pawn");
    if (!pawn_class || !pawn->cls->is_child_of(pawn_class)) return;
    std::uint8_t auto_ai = 0, auto_player = 0;
    Object* controller = nullptr;
    Class* ai_class = nullptr;
    pawn->read("AutoPossessAI", auto_ai);
    pawn->read("AutoPossessPlayer", auto_player);
    pawn->read("Controller", controller);
    pawn->read("AIControllerClass", ai_class);
    if (auto_player != 0 || controller || !ai_class || (auto_ai != kSpawned && auto_ai != kPlacedInWorldOrSpawned)) return;
    SpawnSetup at;
    double turn[3];
    engine_functions_.world_transform(pawn, at.location, turn);
    at.rotation[1] = turn[1];
    at.instigator = pawn;
    Object* spawned = nullptr;
    if (!spawn_actor(ai_class, at, false, spawned).ok || !spawned || !spawned->alive || !pawn->alive) return;
    players::possess(spawned, pawn);
}

void HeadlessEngine::route_possessed(Object* pawn, Object* controller, Object* old_controller) {
    // APawn::PossessedBy: the controller changed (NotifyControllerChanged), then ReceivePossessed.
    if (old_controller != controller)
        fire_event(pawn, "ReceiveControllerChanged", [&](EventParams& p) {
            p.object("OldController", old_controller);
            p.object("NewController", controller);
        });
    if (pawn->alive) fire_event(pawn, "ReceivePossessed", [&](EventParams& p) { p.object("NewController", controller); });
    if (pawn->alive) fire_event(pawn, "ReceiveRestarted", [](EventParams&) {});
    // Then AController::Possess tells the controller (its "On Possess" event), an AI controller's
    // brain started first when it starts on possession (AAIController::OnPossess).
    if (controller->alive && pawn->alive) ai::on_possessed(controller);
    if (controller->alive && pawn->alive)
        fire_event(controller, "ReceivePossess", [&](EventParams& p) { p.object("PossessedPawn", pawn); });
    destroy_pending();
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

void HeadlessEngine::route_unpossessed(Object* pawn, Object* controller) {
    // APawn::UnPossessed: the controller changed to none, then ReceiveUnpossessed.
    fire_event(pawn, "ReceiveControllerChanged", [&](EventParams& p) {
        p.object("OldController", controller);
        p.object("NewController", nullptr);
    });
    if (pawn->alive) fire_event(pawn, "ReceiveUnpossessed", [&](EventParams& p) { p.object("OldController", controller); });
    if (controller->alive) fire_event(controller, "ReceiveUnPossess", [&](EventParams& p) { p.object("UnpossessedPawn", pawn); });
    destroy_pending();
}

void HeadlessEngine::route_destroyed(Object* obj) {
    // Its overlaps end first: the other actors are told, as when a component unregisters.
    for (auto it = overlaps_.begin(); it != overlaps_.end();) {
        const auto [x, y] = it->first;
        if (x != obj && y != obj) {
            ++it;
            continue;
        }
        Object* other = x == obj ? y : x;
        it = overlaps_.erase(it);
        if (!other->alive) continue;
        fire_event(other, "ReceiveActorEndOverlap", [&](EventParams& p) { p.object("OtherActor", obj); });
        broadcast_native(other, "OnActorEndOverlap", [&](EventParams& p) { p.object("OverlappedActor", other).object("OtherActor", obj); });
        it = overlaps_.begin(); // a handler may have ended others
    }
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
