#pragma once
// HeadlessEngine: the engine's core without Unreal, knowing no gameplay domain. It owns the
// object model, the built-in engine classes, names, console commands and variables, the log, the
// world's actors (their places: actor_state.hpp), time and ticking, events and delegates, the
// data tables, and the LibraryHost that loads the game's libraries as the editor does; it
// implements the reload hooks (drop, forget, reinstance, construct, before_init) over its objects
// (headless_engine.cpp: classes and objects; engine_calls.cpp: calls, console, tick, broadcasts;
// headless_libraries.cpp: libraries and hooks). Everything else (each modelled domain, the
// engine-function tables) is a WorldSubsystem (world_subsystem.hpp) the engine makes and tells
// what happens, and reaches through subsystem<T>(). The API table's entries (api_table.cpp) are
// free functions over the one HeadlessEngine of the process.
//
// Every public operation returns an Outcome instead of throwing: a bad command gets a message,
// and the host keeps running with what it had loaded. Single-threaded: the game thread calls it.
#include "core/actor_state.hpp"
#include "core/data_tables.hpp"
#include "core/object_model.hpp"
#include "core/world_subsystem.hpp"
#include "rusteal_host/library_host.hpp"

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <functional>
#include <initializer_list>
#include <set>
#include <utility>
#include <map>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <typeindex>
#include <vector>

namespace rusteal::generators {
struct ReflectionModel;
struct PropertyInfo;
struct StructInfo;
} // namespace rusteal::generators

namespace rusteal::headless {

struct NativeParam;
class EventParams;

struct Outcome {
    bool ok = true;
    std::string text; // the value read or the error
    static Outcome fail(std::string why) { return {false, std::move(why)}; }
    static Outcome value(std::string v) { return {true, std::move(v)}; }
};

struct ConsoleCommand {
    Library* library = nullptr;
    std::uint64_t callback_id = 0;
    std::string help;
};
struct ConsoleVariable {
    Library* library = nullptr;
    std::uint32_t kind = 0;
    std::string value;
    std::string help;
};

// Where and by whom an actor is spawned (FTransform as location, FRotator degrees and scale).
struct SpawnSetup {
    double location[3] = {0, 0, 0};
    double rotation[3] = {0, 0, 0};
    double scale[3] = {1, 1, 1};
    Object* owner = nullptr;
    Object* instigator = nullptr;
};

struct LogLine {
    int level = 0; // 0 display, 1 warning, 2 error
    std::string text;
};

class HeadlessEngine final : public host::LibraryHooks {
public:
    // `log_sink` receives every log line as it is written (the executable prints them). With
    // `reflection` (the engine's exported reflection), the engine's classes, structs and enums are
    // built from it too (engine_reflection.cpp).
    explicit HeadlessEngine(std::function<void(const LogLine&)> log_sink = {},
                            const generators::ReflectionModel* reflection = nullptr);
    ~HeadlessEngine() override;
    HeadlessEngine(const HeadlessEngine&) = delete;
    HeadlessEngine& operator=(const HeadlessEngine&) = delete;

    static HeadlessEngine& instance(); // the one the API table's entries use

    host::LibraryHost& libraries() { return *host_; }
    // The subsystem of type T (one of world_subsystem_types()).
    template <class T>
    T& subsystem() {
        static const std::size_t slot = subsystem_slot(typeid(T));
        return static_cast<T&>(*subsystems_[slot]);
    }
    const FRustealApiTable& base_table() const;

    // --- what scripts and the daemon link do -------------------------------------------------
    // Loads a library; without a table of its own it gets the host's engine functions, placed by
    // the ids of its spec's RustealFuncIds.h (re-read on each reload).
    host::LoadReport load_library(host::LibrarySpec spec);
    host::LoadReport reload(std::string_view library);
    // Spawns an object of a class (by name or /Script path): memory from the class default
    // object, default subobjects, Rust data, then (an actor) its components' BeginPlay and its own.
    Outcome spawn(std::string_view class_name, std::string_view object_name, Object*& out);
    // The world's spawn (world_api.cpp): an actor of `cls` at a transform with its owner and
    // instigator; `deferred` waits for finish_spawning before its construction and BeginPlay.
    Outcome spawn_actor(Class* cls, const SpawnSetup& at, bool deferred, Object*& out);
    Outcome finish_spawning(Object* actor, const SpawnSetup& at);
    // The one world every live object is in.
    Object* world();
    // A new object of `cls` in `outer` (its subobjects and Rust data made, no BeginPlay).
    Object* new_object_in(Object* outer, Class* cls);
    // Destroys an object; an actor is first told, as Unreal's AActor::Destroyed does: its
    // overlaps end (the other actors' EndOverlap), then ReceiveDestroyed and OnDestroyed.
    Outcome destroy(Object* obj);
    // AActor::TakeDamage with a plain damage event: ReceiveAnyDamage, then OnTakeAnyDamage.
    Outcome take_damage(Object* target, float damage, Object* causer);
    // AActor::TakeDamage with a plain damage event of `type` (UDamageType when null), instigated by
    // a controller: ReceiveAnyDamage and OnTakeAnyDamage when the damage is not zero; the damage.
    float apply_damage(Object* target, float damage, Class* type, Object* instigator, Object* causer);
    // AGameModeBase::ChoosePlayerStart: a Rust override's answer, else the first PlayerStart; null for none.
    Object* choose_player_start(Object* game_mode, Object* controller);
    // Destroys the objects destroy_after_call set aside (after a script command or an event).
    void destroy_pending();
    // Destroys the object once the script command running now has returned (an engine function
    // called from the object's own Rust code destroys it this way).
    void destroy_after_call(Object* obj) { pending_destroy_.push_back(obj); }
    // Calls a function by name with arguments as text (in parameter order); the return value and
    // out parameters come back as text ("Ret=..., Out=...").
    Outcome call(Object* obj, std::string_view function, const std::vector<std::string>& args);
    Outcome get(Object* obj, std::string_view property);
    Outcome set(Object* obj, std::string_view property, std::string_view value);
    // A data table named `name` with rows of `row_struct` (the script's `table`), and a row of it
    // with fields given as `Field=value` (the script's `row`; data_tables.hpp).
    Outcome make_table(std::string_view name, std::string_view row_struct);
    Outcome add_table_row(Object* table, const std::string& row, const std::vector<std::string>& fields);
    Outcome console(std::string_view line);
    // One frame: every library's on_tick, then ReceiveTick on every live object that has one and
    // whose ticking is on, then each subsystem's tick in their order (world_subsystem.hpp; the
    // modelled engine's list, engine/registry.cpp, says which part moves when), then the objects
    // destroyed during the frame go.
    void tick(float delta_seconds);
    // The actors' places and what else the world keeps per actor (actor_state.hpp).
    ActorStates& actor_states() { return actor_states_; }
    // The data tables a scene makes (data_tables.hpp).
    DataTables& data_tables() { return data_tables_; }
    // The last frame's length and the seconds played, as the world's GetDeltaSeconds and GetTimeSeconds.
    float delta_seconds() const { return delta_seconds_; }
    double time_seconds() const { return time_seconds_; }

    const std::vector<LogLine>& log_lines() const { return log_; }
    // What the engine's reflection added: classes, structs and enums beyond the built-in ones,
    // properties and Blueprint events of engine classes.
    struct ReflectedCounts {
        std::size_t classes = 0, structs = 0, enums = 0, properties = 0, events = 0;
    };
    const ReflectedCounts& reflected_counts() const { return reflected_counts_; }
    void log_line(int level, std::string text);

    // --- the object model, for the API entries -------------------------------------------------
    Class* find_class(std::string_view name_or_path) const;
    Struct* find_struct(std::string_view name_or_path) const;
    Enum* find_enum(std::string_view name_or_path) const;
    Object* object(UObjectHandle h) const;      // null unless a live object
    bool is_temp_container(const void* base) const { return temp_containers_.count(base) != 0; }
    // By name (an object of the world before one inside a class default object), or by
    // `outer.name` (a component of an actor: `hero.CharMoveComp`).
    Object* find_object_by_name(std::string_view name) const;
    Object* weak_resolve(FWeakObjectHandle w) const;
    FWeakObjectHandle weak_of(const Object* o) const;
    const std::vector<std::unique_ptr<Object>>& objects() const { return objects_; }

    std::uint64_t make_name(std::string_view text);
    std::optional<std::string> name_text(std::uint64_t packed) const;

    // reify
    Class* create_class(std::string_view name, Class* parent, std::uint64_t type_id);
    bool set_class_shape(Class* cls, std::uint64_t shape);
    Property* add_property(Class* cls, std::string_view name, std::uint32_t type, std::uint64_t flags,
                           const FRustealReifyPropExtra* extra, std::string& error);
    Function* add_function(Class* cls, std::string_view name, std::uint64_t callback_id, std::uint32_t flags);
    bool add_function_param(Function* f, std::string_view name, std::uint32_t type, std::uint64_t flags,
                            const FRustealReifyPropExtra* extra, std::string& error);
    Function* add_delegate(Class* cls, std::string_view name, std::uint64_t flags);
    // A #[uinterface]: rebuilt in place on a reload (kept when its shape is the same).
    Class* create_interface(std::string_view name, std::uint64_t shape);
    bool finalize_interface(Class* cls, std::string& error);
    bool finalize_class(Class* cls, std::string& error);
    Struct* create_struct(std::string_view name);
    Property* add_struct_property(Struct* s, std::string_view name, std::uint32_t type, std::uint64_t flags,
                                  const FRustealReifyPropExtra* extra, std::string& error);
    bool finalize_struct(Struct* s, std::string& error);
    Enum* create_enum(std::string_view name, std::vector<std::string> names, std::vector<std::int64_t> values);

    // Runs a function's body (Rust, through its library) on an object with a parameter buffer.
    bool process_event(Object* obj, Function* f, std::uint8_t* params, std::string& error);
    void broadcast(Object* obj, const Property& delegate, std::uint8_t* params);
    // Sends an object the event of that name when a body overrides it (a Rust or Blueprint one;
    // false for none), its parameters written by `fill` (event_params.hpp); and broadcasts its
    // multicast delegate property of that name (nothing when it has none).
    // `read`, when given, sees the parameters after the call (its out parameters and return value).
    bool fire_event(Object* obj, std::string_view event, const std::function<void(EventParams&)>& fill,
                    const std::function<void(EventParams&)>& read = {});
    void broadcast_native(Object* obj, std::string_view delegate, const std::function<void(EventParams&)>& fill);

    // containers passed as temporaries (alloc_temp)
    std::uint8_t* alloc_temp(const Property& p);
    void free_temp(const Property& p, std::uint8_t* base);

    // Enhanced Input bindings (input_api.cpp) and running them for an action's trigger event
    // (ETriggerEvent: 1 Triggered, 2 Started, 4 Ongoing, 8 Canceled, 16 Completed) with its value
    // (`axes` numbers: 0 a button, 1..3 an axis).
    struct InputBinding {
        Object* actor = nullptr;
        Object* action = nullptr;
        std::uint8_t trigger = 0;
        std::string function;
    };
    std::vector<InputBinding> input_bindings;
    Outcome trigger_input(Object* action, std::uint8_t trigger, const double (&value)[3], int axes);

    std::map<std::string, ConsoleCommand, std::less<>> commands;
    std::map<std::string, ConsoleVariable, std::less<>> variables;
    std::map<const Object*, std::set<const Library*>> pinned;

    // --- LibraryHooks --------------------------------------------------------------------------
    void drop_rust_data(Library& library) override;
    void forget(Library& library) override;
    void reinstance(Library& library) override;
    void construct_rust_data(Library& library) override;
    void log(int level, std::string_view message) override;
    void before_init(Library& library, bool rolling_back) override;

private:
    Class* add_native_class(std::string name, Class* parent);
    void finish_native_class(Class* cls);
    // actor_events.cpp
    Function* add_native_function(Class* owner, std::string name, std::uint32_t flags, std::initializer_list<NativeParam> params);
    void add_actor_members();
    void route_begin_play(Object* obj);
    void route_destroyed(Object* obj);
    // engine_reflection.cpp
    void adopt_classes(const generators::ReflectionModel& model);
    void adopt_members(const generators::ReflectionModel& model);
    Struct* adopt_struct(const std::string& name);
    bool reflected_property(const generators::PropertyInfo& info, Property& p);
    std::map<std::string, const generators::StructInfo*, std::less<>> reflected_structs_;
    std::set<std::string, std::less<>> adopting_, adopted_;
    std::vector<std::unique_ptr<Function>> reflected_signatures_;
    ReflectedCounts reflected_counts_;
    Object* world_ = nullptr;
    std::set<Object*> deferred_; // spawned deferred, waiting for finish_spawning
    Object* new_object(Class* cls, std::string name, Object* outer, bool is_cdo);
    void init_memory(Object* obj, const Object* from);
    void free_memory(Object* obj);
    // What a class constructor makes of a new object: its components (each constructed
    // likewise), then its Rust data.
    void construct(Object* obj);
    void create_subobjects(Object* obj);
    void construct_rust(Object* obj, const Library* only);
    void drop_rust(Object* obj, const Library* only);
    std::vector<Class*> reified_chain(const Class* cls) const; // root first
    Outcome check_spawnable(const Class* cls) const;
    // A new actor that is a pawn instigates itself (APawn::PreInitializeComponents).
    void instigate_itself_if_pawn(Object* obj);
    Property* resolve_kind(Property& p, std::uint32_t type, const FRustealReifyPropExtra* extra, std::string& error);
    std::string unique_object_name(const Class* cls);
    Library* current() const { return host::LibraryHost::current_library(); }
    std::string current_package() const;

    std::function<void(const LogLine&)> log_sink_;
    std::vector<std::unique_ptr<Class>> classes_;
    std::map<std::string, Class*, std::less<>> class_by_name_;
    std::vector<std::unique_ptr<Struct>> structs_;
    std::map<std::string, Struct*, std::less<>> struct_by_name_;
    std::vector<std::unique_ptr<Enum>> enums_;
    std::map<std::string, Enum*, std::less<>> enum_by_name_;
    std::vector<std::unique_ptr<Object>> objects_;
    std::unordered_map<const void*, Object*> live_;
    std::map<const void*, std::size_t> temp_containers_;
    std::vector<std::string> names_;
    std::unordered_map<std::string, std::uint32_t> name_index_;
    std::map<std::string, std::uint32_t> name_counters_;
    std::vector<LogLine> log_;
    static std::size_t subsystem_slot(std::type_index type); // its place in world_subsystem_types()
    template <class F>
    void each_subsystem(F&& f) {
        for (auto& s : subsystems_) f(*s);
    }

    ActorStates actor_states_;
    DataTables data_tables_;
    std::vector<std::unique_ptr<WorldSubsystem>> subsystems_;
    float delta_seconds_ = 0;
    double time_seconds_ = 0;
    std::vector<Object*> pending_destroy_;
    std::unique_ptr<host::LibraryHost> host_;
};

// The reason take_error_message gives for the failure an API or engine-function entry returns
// (api_table.cpp keeps it per thread); returns `code`.
ERustealErrorCode fail_with(ERustealErrorCode code, std::string message);

// The engine of this process, by the short name the API tables' functions use.
inline HeadlessEngine& E() { return HeadlessEngine::instance(); }

// Whether the object is of the class of that name or of a child of it (false for null, or for a
// class the engine does not have).
inline bool is_a(const Object* o, const char* class_name) {
    const Class* c = E().find_class(class_name);
    return o && c && o->cls->is_child_of(c);
}

// A wrapper's container argument (its base and property: engine_functions.hpp says how they are
// passed), as the array in place; and an object appended to such an array.
inline Container& array_argument(void* base, void* prop) {
    return *std::launder(reinterpret_cast<Container*>(static_cast<std::uint8_t*>(base) + static_cast<const Property*>(prop)->offset));
}
inline void push_object(Container& array, const Object* o) {
    std::vector<std::uint8_t> element(sizeof o);
    std::memcpy(element.data(), &o, sizeof o);
    array.keys.push_back(std::move(element));
}

} // namespace rusteal::headless
