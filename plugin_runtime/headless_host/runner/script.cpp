#include "runner/script.hpp"

#include "engine/ai_functions.hpp"
#include "engine/collision_functions.hpp"
#include "engine/hit_result.hpp"
#include "engine/animation_functions.hpp"
#include "engine/camera_functions.hpp"
#include "api/engine_functions.hpp"
#include "engine/eqs_functions.hpp"
#include "engine/movement_functions.hpp"
#include "engine/navigation_functions.hpp"
#include "engine/overlaps.hpp"
#include "engine/player_functions.hpp"
#include "engine/state_tree_functions.hpp"
#include "engine/view_functions.hpp"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>

namespace rusteal::headless {

namespace {

// A vector as the host writes an FVector (hit_result.hpp's point_text).
std::string vector_text(double x, double y, double z) { return point_text(Point{x, y, z}); }

// A rotation as the host writes an FRotator: {Pitch=0, Yaw=90, Roll=0}.
std::string rotator_text(const double (&r)[3]) {
    char buf[128];
    std::snprintf(buf, sizeof buf, "{Pitch=%.9g, Yaw=%.9g, Roll=%.9g}", r[0], r[1], r[2]);
    return buf;
}


std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

CommandResult fail(std::string why) { return {false, std::move(why), false}; }

// The words w[from], w[from+1], ... as numbers into out[0..]; false when one is not a number.
bool numbers(const std::vector<std::string>& w, std::size_t from, std::size_t count, double* out) {
    try {
        for (std::size_t i = 0; i < count; ++i) out[i] = std::stod(w[from + i]);
    } catch (...) {
        return false;
    }
    return true;
}
CommandResult from(const Outcome& o) { return {o.ok, o.text, false}; }

} // namespace

std::vector<std::string> split_words(std::string_view line) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        if (i >= line.size()) break;
        std::size_t j = i;
        if (line[i] == '"') {
            j = i + 1;
            while (j < line.size() && line[j] != '"') j += line[j] == '\\' ? 2 : 1;
            j = std::min(j + 1, line.size());
        } else if (line[i] == '{' || line[i] == '[') {
            // A struct value, `{X=600, Y=0, Z=0}`, or a list, `[a, b]`, is one word up to its
            // closing brace or bracket.
            int depth = 0;
            bool quoted = false;
            for (; j < line.size(); ++j) {
                if (line[j] == '"') quoted = !quoted;
                else if (!quoted && (line[j] == '{' || line[j] == '[')) ++depth;
                else if (!quoted && (line[j] == '}' || line[j] == ']') && --depth == 0) break;
            }
            j = std::min(j + 1, line.size());
        } else {
            while (j < line.size() && line[j] != ' ' && line[j] != '\t') ++j;
        }
        words.emplace_back(line.substr(i, j - i));
        i = j;
    }
    return words;
}

std::string describe(const host::LoadReport& r) {
    std::string s = r.ok ? "loaded copy " + std::to_string(r.reload_count) : "failed: " + r.error;
    if (r.rolled_back) s += " (the previous build runs again)";
    s += " [";
    for (std::size_t i = 0; i < r.phases.size(); ++i) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%s%s %.2f ms", i ? ", " : "", r.phases[i].phase.c_str(), r.phases[i].milliseconds);
        s += buf;
    }
    return s + "]";
}

CommandResult ScriptRunner::command(const std::vector<std::string>& w, std::string_view rest) {
    const std::string& verb = w[0];
    // An object by name; a name with spaces (a component's, "First Person Camera") is quoted.
    auto obj = [&](std::size_t i) -> Object* {
        if (i >= w.size()) return nullptr;
        std::string_view name = w[i];
        if (name.size() >= 2 && name.front() == '"' && name.back() == '"') name = name.substr(1, name.size() - 2);
        return engine_.find_object_by_name(std::string(name));
    };
    auto need = [&](std::size_t n, const char* usage) -> bool { return w.size() >= n || (void(usage), false); };
    if (verb == "spawn") {
        if (!need(2, "")) return fail("usage: spawn <Class> [<name>]");
        Object* out = nullptr;
        return from(engine_.spawn(w[1], w.size() > 2 ? std::string_view(w[2]) : std::string_view(), out));
    }
    if (verb == "call") {
        if (!need(3, "")) return fail("usage: call <object> <Function> [args...]");
        Object* o = obj(1);
        if (!o) return fail("no object named " + w[1]);
        return from(engine_.call(o, w[2], std::vector<std::string>(w.begin() + 3, w.end())));
    }
    if (verb == "get") {
        if (w.size() != 3) return fail("usage: get <object> <Property>");
        Object* o = obj(1);
        if (!o) return fail("no object named " + w[1]);
        return from(engine_.get(o, w[2]));
    }
    if (verb == "set") {
        if (w.size() != 4) return fail("usage: set <object> <Property> <value>");
        Object* o = obj(1);
        if (!o) return fail("no object named " + w[1]);
        return from(engine_.set(o, w[2], w[3]));
    }
    if (verb == "table") {
        if (w.size() != 3) return fail("usage: table <name> <RowStruct>");
        return from(engine_.make_table(w[1], w[2]));
    }
    if (verb == "row") {
        if (w.size() < 3) return fail("usage: row <table> <RowName> [<Field>=<value> ...]");
        return from(engine_.add_table_row(obj(1), w[2], std::vector<std::string>(w.begin() + 3, w.end())));
    }
    if (verb == "destroy") {
        if (w.size() != 2) return fail("usage: destroy <object>");
        return from(engine_.destroy(obj(1)));
    }
    if (verb == "overlap" || verb == "end-overlap") {
        if (w.size() != 3) return fail("usage: " + verb + " <actor> <actor>");
        for (std::size_t i : {1, 2})
            if (!obj(i)) return fail("no object named " + w[i]);
        return from(engine_.subsystem<Overlaps>().overlap(obj(1), obj(2), verb == "overlap"));
    }
    if (verb == "possess") {
        // As AController::Possess (player_functions.hpp): what a game mode does for a player.
        if (w.size() != 3) return fail("usage: possess <controller> <pawn>");
        for (std::size_t i : {1, 2})
            if (!obj(i)) return fail("no object named " + w[i]);
        const Class* controller = engine_.find_class("Controller");
        const Class* pawn = engine_.find_class("Pawn");
        if (!obj(1)->cls->is_child_of(controller)) return fail(w[1] + " is not a controller");
        if (!obj(2)->cls->is_child_of(pawn)) return fail(w[2] + " is not a pawn");
        players::possess(obj(1), obj(2));
        return {true, w[1] + " possesses " + w[2], false};
    }
    if (verb == "damage") {
        if (w.size() != 3 && w.size() != 4) return fail("usage: damage <actor> <amount> [<causer>]");
        float amount = 0;
        try {
            amount = std::stof(w[2]);
        } catch (...) {
            return fail("usage: damage <actor> <amount> [<causer>] (the amount is a number)");
        }
        if (!obj(1)) return fail("no object named " + w[1]);
        if (w.size() == 4 && !obj(3)) return fail("no object named " + w[3]);
        return from(engine_.take_damage(obj(1), amount, obj(3)));
    }
    if (verb == "input") {
        static const std::map<std::string, std::uint8_t, std::less<>> kEvents = {
            {"Triggered", 1}, {"Started", 2}, {"Ongoing", 4}, {"Canceled", 8}, {"Completed", 16}};
        if (w.size() < 3 || w.size() > 6) return fail("usage: input <action> <Started|Triggered|Ongoing|Canceled|Completed> [x [y [z]]]");
        auto ev = kEvents.find(w[2]);
        if (ev == kEvents.end()) return fail("unknown trigger event " + w[2] + " (Started, Triggered, Ongoing, Canceled, Completed)");
        double value[3] = {w.size() == 3 ? 1.0 : 0.0, 0, 0};
        if (!numbers(w, 3, w.size() - 3, value)) return fail("usage: input <action> <event> [x [y [z]]] (the value is numbers)");
        if (!obj(1)) return fail("no object named " + w[1]);
        return from(engine_.trigger_input(obj(1), ev->second, value, static_cast<int>(w.size()) - 3));
    }
    if (verb == "location") {
        // Where an actor or component is (its world place, composed through attach parents).
        if (w.size() != 2) return fail("usage: location <object>");
        if (!obj(1)) return fail("no object named " + w[1]);
        double at[3], turn[3];
        engine_.actor_states().world_transform(obj(1), at, turn);
        return {true, vector_text(at[0], at[1], at[2]), false};
    }
    if (verb == "rotation") {
        // Which way an actor or component faces (its world rotation, composed through attach parents).
        if (w.size() != 2) return fail("usage: rotation <object>");
        if (!obj(1)) return fail("no object named " + w[1]);
        double at[3], turn[3];
        engine_.actor_states().world_transform(obj(1), at, turn);
        return {true, rotator_text(turn), false};
    }
    if (verb == "place") {
        // An actor put where a level places it: its world location and, given, its rotation.
        const char* usage = "usage: place <actor> <x> <y> <z> [<pitch> <yaw> <roll>]";
        if (w.size() != 5 && w.size() != 8) return fail(usage);
        Object* a = obj(1);
        if (!a || !is_a(a, "Actor")) return fail("no actor named " + w[1]);
        double v[6] = {0, 0, 0, 0, 0, 0};
        if (!numbers(w, 2, w.size() - 2, v)) return fail(std::string(usage) + " (numbers)");
        ActorState& s = engine_.actor_states().actor(a);
        if (s.attach_parent) return fail(w[1] + " is attached to " + s.attach_parent->name + ": place that instead");
        std::copy(v, v + 3, s.location);
        if (w.size() == 8) std::copy(v + 3, v + 6, s.rotation);
        return {true, w[1] + " placed at " + vector_text(v[0], v[1], v[2]), false};
    }
    if (verb == "movement-input") {
        // A pawn's movement input: what this frame added, and what the movement last took.
        if (w.size() != 2) return fail("usage: movement-input <pawn>");
        if (!obj(1)) return fail("no object named " + w[1]);
        const Point pending = engine_.subsystem<Navigation>().pending_input(obj(1)), last = engine_.subsystem<Navigation>().last_input(obj(1));
        return {true, "pending " + vector_text(pending[0], pending[1], pending[2]) + " last " + vector_text(last[0], last[1], last[2]),
                false};
    }
    if (verb == "cursor") {
        // What the mouse cursor (and a finger) is over: the point its trace hits, or nothing.
        if (w.size() == 2 && w[1] == "none") {
            engine_.subsystem<Navigation>().point_at(std::nullopt);
            return {true, "the cursor points at nothing", false};
        }
        if (w.size() != 4) return fail("usage: cursor <x> <y> <z> | cursor none");
        Point at{};
        if (!numbers(w, 1, 3, at.data())) return fail("usage: cursor <x> <y> <z> | cursor none (the point is numbers)");
        engine_.subsystem<Navigation>().point_at(at);
        return {true, "the cursor points at " + w[1] + " " + w[2] + " " + w[3], false};
    }
    if (verb == "mouse") {
        // Where the mouse is on the screen (pixels), or no mouse (view_functions.hpp).
        if (w.size() == 2 && w[1] == "none") {
            engine_.subsystem<Screen>().point_mouse(std::nullopt);
            return {true, "no mouse", false};
        }
        double at[2];
        if (w.size() != 3 || !numbers(w, 1, 2, at)) return fail("usage: mouse <x> <y> | mouse none (pixels)");
        engine_.subsystem<Screen>().point_mouse(std::array<double, 2>{at[0], at[1]});
        return {true, "the mouse is at " + w[1] + " " + w[2], false};
    }
    if (verb == "viewport") {
        double size[2];
        if (w.size() != 3 || !numbers(w, 1, 2, size) || size[0] < 1 || size[1] < 1)
            return fail("usage: viewport <width> <height> (pixels, at least 1)");
        engine_.subsystem<Screen>().set_viewport(static_cast<int>(size[0]), static_cast<int>(size[1]));
        return {true, "the viewport is " + w[1] + " x " + w[2], false};
    }
    if (verb == "env-query") {
        // What an EnvQuery asset finds: items at offsets from its context (eqs_functions.hpp).
        const char* usage = "usage: env-query <Asset> <ContextClass> [<dx> <dy> <dz>]...";
        if (w.size() < 3 || (w.size() - 3) % 3 != 0) return fail(usage);
        std::vector<Point> offsets((w.size() - 3) / 3);
        for (std::size_t i = 0; i < offsets.size(); ++i)
            if (!numbers(w, 3 + i * 3, 3, offsets[i].data())) return fail(std::string(usage) + " (the offsets are numbers)");
        return from(engine_.subsystem<EnvQueries>().define(w[1], w[2], std::move(offsets)));
    }
    if (verb == "sweep") {
        // What a sweep through the world hits: a surface at a point, facing a normal, or nothing.
        if (w.size() == 2 && w[1] == "none") {
            engine_.subsystem<CharacterMovement>().sweep_hits(std::nullopt);
            return {true, "sweeps hit nothing", false};
        }
        const char* usage = "usage: sweep <x> <y> <z> <normal x> <normal y> <normal z> [<actor>] | sweep none";
        if (w.size() != 7 && w.size() != 8) return fail(usage);
        CharacterMovement::Surface surface{};
        if (!numbers(w, 1, 3, surface.point.data()) || !numbers(w, 4, 3, surface.normal.data()))
            return fail(std::string(usage) + " (the point and normal are numbers)");
        if (w.size() == 8 && !(surface.actor = obj(7))) return fail("no object named " + w[7]);
        engine_.subsystem<CharacterMovement>().sweep_hits(surface);
        return {true, "sweeps hit " + (surface.actor ? surface.actor->name : std::string("a surface")) + " at " + w[1] + " " + w[2] + " " + w[3], false};
    }
    if (verb == "hit") {
        // An actor runs into another: a blocking hit between their root components.
        if (w.size() != 3) return fail("usage: hit <actor> <other actor>");
        for (std::size_t i : {1, 2})
            if (!obj(i)) return fail("no object named " + w[i]);
        return from(engine_.subsystem<Overlaps>().hit(obj(1), obj(2)));
    }
    if (verb == "response") {
        // A primitive component's collision response to a channel (ECollisionChannel's number).
        if (w.size() != 3) return fail("usage: response <component> <channel>");
        Object* c = obj(1);
        const Class* primitive = engine_.find_class("PrimitiveComponent");
        if (!c || !primitive || !c->cls->is_child_of(primitive)) return fail("no primitive component named " + w[1]);
        double channel = 0;
        if (!numbers(w, 2, 1, &channel) || channel < 0 || channel > 63) return fail("usage: response <component> <channel 0-63>");
        return {true, collision::response_text(c, static_cast<int>(channel)), false};
    }
    if (verb == "object-type") {
        // A primitive component's object type (ECollisionChannel's number), set first when given:
        // what its Blueprint's collision preset makes it.
        double channel = -1;
        if (w.size() < 2 || w.size() > 3 || (w.size() == 3 && (!numbers(w, 2, 1, &channel) || channel < 0 || channel > 63)))
            return fail("usage: object-type <component> [<channel 0-63>]");
        Object* c = obj(1);
        const Class* primitive = engine_.find_class("PrimitiveComponent");
        if (!c || !primitive || !c->cls->is_child_of(primitive)) return fail("no primitive component named " + w[1]);
        Body& b = collision::body_of(c);
        if (channel >= 0) b.object_type = static_cast<std::uint8_t>(channel);
        return {true, std::to_string(b.object_type), false};
    }
    if (verb == "montage") {
        // The montages an anim instance (or a skeletal mesh's) plays: each with its position,
        // length and current section.
        if (w.size() != 2) return fail("usage: montage <anim instance or skeletal mesh component>");
        Object* o = obj(1);
        if (o && is_a(o, "SkeletalMeshComponent")) {
            Object* instance = nullptr;
            if (!o->read("AnimScriptInstance", instance) || !instance) return {true, "none", false};
            o = instance;
        }
        if (!o || !is_a(o, "AnimInstance")) return fail("no anim instance or skeletal mesh component named " + w[1]);
        return {true, engine_.subsystem<Montages>().describe(o), false};
    }
    if (verb == "physics") {
        // A primitive component's physics body: simulating or not, its velocity, blend weight and
        // mass; `simulate` turns its simulation on (the "Simulate Physics" a level or Blueprint
        // sets), `mass <kg>` gives it the mass Unreal works out from its shape and material.
        constexpr const char* usage = "usage: physics <component> [simulate] [mass <kg above 0>]";
        if (w.size() < 2) return fail(usage);
        bool simulate = false;
        double mass = 0;
        for (std::size_t i = 2; i < w.size(); ++i) {
            if (w[i] == "simulate" && !simulate) {
                simulate = true;
            } else if (w[i] == "mass" && mass == 0 && i + 1 < w.size() && numbers(w, i + 1, 1, &mass) && mass > 0) {
                ++i;
            } else {
                return fail(usage);
            }
        }
        Object* c = obj(1);
        const Class* primitive = engine_.find_class("PrimitiveComponent");
        if (!c || !primitive || !c->cls->is_child_of(primitive)) return fail("no primitive component named " + w[1]);
        Body& b = collision::body_of(c);
        if (simulate) b.simulate_physics = true;
        if (mass > 0) b.mass_kg = static_cast<float>(mass);
        char buf[200];
        int n = std::snprintf(buf, sizeof buf, "%s, velocity {X=%g, Y=%g, Z=%g}, blend weight %g",
                              b.simulate_physics ? "simulating" : "not simulating", b.velocity[0], b.velocity[1], b.velocity[2],
                              b.physics_blend_weight);
        if (b.mass_kg > 0 && n > 0 && n < static_cast<int>(sizeof buf)) std::snprintf(buf + n, sizeof buf - n, ", mass %g kg", b.mass_kg);
        std::string text = buf;
        for (const auto& [bone, simulating] : b.bone_simulation)
            text += ", bone " + engine_.name_text(bone).value_or("?") + (simulating ? " simulating" : " not simulating");
        return {true, text, false};
    }
    if (verb == "state-tree") {
        if (w.size() < 4) return fail("usage: state-tree <AI controller> <TaskClass|ConditionClass> <name> [<Property>=<value> ...]");
        return from(engine_.subsystem<StateTrees>().run(obj(1), w[2], w[3], std::vector<std::string>(w.begin() + 4, w.end())));
    }
    if (verb == "leave-state") {
        if (w.size() != 2) return fail("usage: leave-state <StateTree task>");
        return from(engine_.subsystem<StateTrees>().leave(obj(1)));
    }
    if (verb == "perceive") {
        // AI perception of an actor: the component's OnTargetPerceptionUpdated with a stimulus.
        if (w.size() != 4) return fail("usage: perceive <AI perception component> <actor> <stimulus, {Strength=1, Tag=..., ...}>");
        for (std::size_t i : {1, 2})
            if (!obj(i)) return fail("no object named " + w[i]);
        return from(ai::perceive(obj(1), obj(2), w[3]));
    }
    if (verb == "forget") {
        if (w.size() != 3) return fail("usage: forget <AI perception component> <actor>");
        for (std::size_t i : {1, 2})
            if (!obj(i)) return fail("no object named " + w[i]);
        return from(ai::forget(obj(1), obj(2)));
    }
    if (verb == "update-camera") {
        if (w.size() != 3) return fail("usage: update-camera <camera manager> <view target>");
        return from(engine_.subsystem<CameraViews>().update(obj(1), obj(2)));
    }
    if (verb == "walk-off") {
        // A character walks off a ledge: it falls towards a floor that far below.
        if (w.size() != 3) return fail("usage: walk-off <character> <drop>");
        if (!obj(1)) return fail("no object named " + w[1]);
        double drop = 0;
        if (!numbers(w, 2, 1, &drop)) return fail("usage: walk-off <character> <drop> (the drop is a number of centimetres)");
        std::string why;
        if (!engine_.subsystem<CharacterMovement>().walk_off(obj(1), drop, why)) return fail(why);
        return {true, w[1] + " walks off a ledge", false};
    }
    if (verb == "tick") {
        long frames = 1;
        double dt = 1.0 / 60.0;
        try {
            if (w.size() > 1) frames = std::stol(w[1]);
            if (w.size() > 2) dt = std::stod(w[2]);
        } catch (...) {
            return fail("usage: tick [<frames> [<seconds per frame>]]");
        }
        if (frames < 0 || dt < 0) return fail("usage: tick [<frames> [<seconds per frame>]] (not negative)");
        for (long i = 0; i < frames; ++i) engine_.tick(static_cast<float>(dt));
        return {true, "ticked " + std::to_string(frames), false};
    }
    if (verb == "console") {
        if (!need(2, "")) return fail("usage: console <command> [args...]");
        return from(engine_.console(trim(rest)));
    }
    if (verb == "reload") {
        std::vector<std::string> names;
        if (w.size() > 1) {
            names.assign(w.begin() + 1, w.end());
        } else {
            for (const auto& l : engine_.libraries().libraries()) names.push_back(l->name());
        }
        if (names.empty()) return fail("no library is registered");
        CommandResult r;
        for (const auto& n : names) {
            const auto report = engine_.reload(n);
            r.ok = r.ok && report.ok;
            r.output += (r.output.empty() ? "" : "; ") + n + ": " + describe(report);
        }
        return r;
    }
    if (verb == "load") {
        if (w.size() < 3 || w.size() > 5) return fail("usage: load <name> <file> [<package>] [<RustealFuncIds.h>]");
        host::LibrarySpec spec{w[1], "/Script/" + w[1], w[2], nullptr, 0, {}};
        for (std::size_t i = 3; i < w.size(); ++i) {
            if (w[i].size() > 2 && w[i].compare(w[i].size() - 2, 2, ".h") == 0) spec.func_ids = w[i];
            else spec.package = w[i];
        }
        const auto report = engine_.load_library(std::move(spec));
        return {report.ok, w[1] + ": " + describe(report), false};
    }
    if (verb == "coverage") {
        if (w.size() > 2) return fail("usage: coverage [<library>]");
        std::string out;
        for (const auto& lib : engine_.libraries().libraries()) {
            if (w.size() == 2 && lib->name() != w[1]) continue;
            const EngineFunctionCoverage* c = engine_.subsystem<EngineFunctions>().coverage(lib->name());
            if (!out.empty()) out += "\n";
            if (!c) {
                out += lib->name() + ": no engine-function table (no generated RustealFuncIds.h was read)";
                continue;
            }
            out += lib->name() + ": " + std::to_string(c->modelled.size()) + " of " + std::to_string(c->table_size) +
                   " engine functions modelled";
            for (const auto& n : c->modelled) out += "\n  " + n;
        }
        if (out.empty()) return fail(w.size() == 2 ? "no library named " + w[1] : "no library is loaded");
        const auto& r = engine_.reflected_counts();
        out += "\nfrom the engine's reflection: " + std::to_string(r.classes) + " classes, " + std::to_string(r.structs) +
               " structs, " + std::to_string(r.enums) + " enums, " + std::to_string(r.properties) + " properties, " +
               std::to_string(r.events) + " events";
        return {true, out, false};
    }
    if (verb == "wait-reload") {
        if (!frame_ || !reloads_) return fail("wait-reload needs --attach (the daemon link)");
        long count = 1;
        double seconds = 60;
        try {
            if (w.size() > 1) count = std::stol(w[1]);
            if (w.size() > 2) seconds = std::stod(w[2]);
        } catch (...) {
            return fail("usage: wait-reload [<count> [<seconds>]]");
        }
        const unsigned target = reloads_waited_ + static_cast<unsigned>(std::max(count, 1L));
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
        while (reloads_() < target) {
            if (std::chrono::steady_clock::now() > deadline)
                return fail("no reload request from the daemon within " + std::to_string(seconds) + " s");
            frame_();
        }
        reloads_waited_ = target;
        return {true, "reloaded " + std::to_string(target) + " time(s)", false};
    }
    if (verb == "libraries") {
        std::string out;
        for (const auto& l : engine_.libraries().libraries())
            out += (out.empty() ? "" : "; ") + l->name() + " " + (l->loaded() ? "loaded" : "unloaded") + " copy " +
                   std::to_string(l->reload_count()) + " " + l->file().string();
        return {true, out.empty() ? "none" : out, false};
    }
    return fail("unknown command `" + verb + "` (spawn, call, get, set, tick, console, reload, destroy, overlap, "
                "end-overlap, damage, input, table, row, load, libraries, coverage, wait-reload, expect, expect-fail, expect-log)");
}

CommandResult ScriptRunner::run(std::string_view raw) {
    const std::string_view line = trim(raw);
    if (line.empty() || line.front() == '#') return {true, {}, false};
    const auto words = split_words(line);
    const std::string& verb = words[0];
    if (verb == "expect-log") {
        const std::string want(trim(line.substr(verb.size())));
        const auto& lines = engine_.log_lines();
        for (std::size_t i = log_seen_; i < lines.size(); ++i) {
            if (lines[i].text.find(want) != std::string::npos) {
                log_seen_ = i + 1;
                return {true, "logged: " + lines[i].text, false};
            }
        }
        return {false, "no log line since the last expect-log contains `" + want + "`", true};
    }
    if (verb == "expect" || verb == "expect-fail") {
        std::string_view body = trim(line.substr(verb.size()));
        std::string want;
        enum { None, Equals, Contains } mode = None;
        for (const char* op : {" == ", " ~= "}) {
            const auto at = body.find(op);
            if (at != std::string_view::npos) {
                want = std::string(trim(body.substr(at + 4)));
                mode = op[1] == '=' ? Equals : Contains;
                body = trim(body.substr(0, at));
                break;
            }
        }
        if (verb == "expect" && mode == None) return {false, "usage: expect <command> == <text> | ~= <text>", true};
        if (body.empty()) return {false, "usage: " + verb + " <command> ...", true};
        const auto inner = split_words(body);
        const CommandResult r = command(inner, body.substr(inner[0].size()));
        const bool want_ok = verb == "expect";
        bool good = r.ok == want_ok;
        if (good && mode == Equals) good = r.output == want;
        if (good && mode == Contains) good = r.output.find(want) != std::string::npos;
        if (good) return {true, r.output, false};
        std::string why = "expected `" + std::string(body) + "` to " + (want_ok ? "succeed" : "fail");
        if (mode == Equals) why += " with `" + want + "`";
        if (mode == Contains) why += " with output containing `" + want + "`";
        why += ", got " + std::string(r.ok ? "success" : "failure") + ": " + r.output;
        return {false, why, true};
    }
    return command(words, line.substr(verb.size()));
}

bool ScriptRunner::run_file(const std::string& path, std::string& error,
                            const std::function<void(const std::string&)>& echo) {
    std::ifstream in(path);
    if (!in) {
        error = path + ": cannot be read";
        return false;
    }
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
        const CommandResult r = run(line);
        if (r.expectation_failed) {
            error = path + ":" + std::to_string(n) + ": " + r.output;
            return false;
        }
        if (!r.output.empty() && echo) echo(std::string(trim(line)) + " -> " + (r.ok ? "" : "error: ") + r.output);
    }
    return true;
}

} // namespace rusteal::headless
