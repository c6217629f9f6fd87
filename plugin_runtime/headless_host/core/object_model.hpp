#pragma once
// The headless host's object model: what the API table's entries read and write. Classes,
// structs and enums created through the reify table (or built in: the engine classes a game
// names), properties laid out as typed memory in each object, functions whose entry calls the
// library's invoke_rust_function, and objects with their memory. Nothing here calls into Rust:
// headless_engine.hpp does, through the LibraryHost.
//
// Handles are the addresses of these records. Nothing is freed while the host runs (a destroyed
// object gives its memory back but its record stays, dead), so a stale handle is detected, never
// dereferenced into reused memory.
#include "RustealApiTable.h"

#include <cstdint>
#include <cstring>
#include <array>
#include <map>
#include <optional>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace rusteal::host { class Library; }

namespace rusteal::headless {

using host::Library;

enum class Kind : std::uint32_t {
    Bool = RustealProp_Bool, Int32 = RustealProp_Int32, Int64 = RustealProp_Int64, UInt8 = RustealProp_UInt8,
    Float = RustealProp_Float, Double = RustealProp_Double, String = RustealProp_String, Name = RustealProp_Name,
    Object = RustealProp_Object, Class = RustealProp_Class, SoftObject = RustealProp_SoftObject,
    Struct = RustealProp_Struct, Enum = RustealProp_Enum, Array = RustealProp_Array,
    WeakObject = RustealProp_WeakObject, Map = RustealProp_Map, Set = RustealProp_Set, Text = RustealProp_Text,
    MulticastDelegate = 100, // #[udelegate]: not a reify type code
};
const char* kind_name(Kind k);
bool is_known_kind(std::uint32_t code);
// Kinds whose value is plain bytes (copied with memcpy, zero is their default).
bool is_plain(Kind k);

struct Class;
struct Struct;
struct Enum;
struct Function;
struct Object;

// The value of a TArray/TSet (keys only) or TMap (keys and values) property: element blobs in
// the encoding of rusteal-core's ContainerElement (plain values as their bytes, strings UTF-8).
struct Container {
    std::vector<std::vector<std::uint8_t>> keys;
    std::vector<std::vector<std::uint8_t>> values;
};

// Elements in bulk (a container's copy_all/set_all, an array field of a struct): each one a
// uint32_t length, then its bytes. put_chunk appends one; take_chunk reads the one at `at` of
// in[0..size) into `chunk` and moves `at` past it, or tells where the buffer ends inside it.
void put_chunk(std::vector<std::uint8_t>& out, const std::vector<std::uint8_t>& chunk);
enum class Chunk { Read, EndsInLength, EndsInBytes };
Chunk take_chunk(const std::uint8_t* in, std::uint32_t size, std::uint32_t& at, std::vector<std::uint8_t>& chunk);

struct DelegateBinding {
    Library* library = nullptr;   // for a Rust closure
    std::uint64_t callback_id = 0;
    Object* target = nullptr;     // for a UFunction (AddDynamic)
    std::string function;
};
struct MulticastDelegate {
    std::vector<DelegateBinding> bindings;
};

// Unreal's flag bits the host reads and sets, with Unreal's values (ObjectMacros.h, Script.h).
// EPropertyFlags:
constexpr std::uint64_t kCpfParm = 0x80, kCpfOutParm = 0x100, kCpfReturnParm = 0x400, kCpfBlueprintAssignable = 0x10000000;
// EFunctionFlags:
constexpr std::uint32_t kFuncNative = 0x400, kFuncEvent = 0x800, kFuncMulticastDelegate = 0x10000, kFuncPublic = 0x20000,
                        kFuncDelegate = 0x100000, kFuncBlueprintEvent = 0x8000000;
// A delegate's signature function, as the Unreal plugin makes it (RustealApiReify.cpp).
constexpr std::uint32_t kFuncDelegateSignature = kFuncPublic | kFuncDelegate | kFuncMulticastDelegate;
// EClassFlags:
constexpr std::uint32_t kClassInterface = 0x4000;

struct Property {
    std::string name;
    Kind kind = Kind::Int32;
    std::uint64_t flags = 0;
    std::uint32_t offset = 0;
    std::uint32_t size = 0;
    std::uint32_t align = 1;
    Class* object_class = nullptr;       // Object, Class, SoftObject, WeakObject: the class
    Struct* ustruct = nullptr;           // Struct
    Enum* uenum = nullptr;               // Enum
    Kind inner = Kind::Int32;            // Array, Set, Map: the element (key) kind
    Kind value = Kind::Int32;            // Map: the value kind
    Function* signature = nullptr;       // MulticastDelegate
    std::map<std::string, std::string> metadata;
    const void* owner = nullptr;         // the Class, Struct or Function it belongs to
};

struct Struct {
    std::string name;
    std::string package;
    std::vector<std::unique_ptr<Property>> properties;
    std::uint32_t size = 0;
    std::uint32_t align = 1;
    bool finalized = false;
    Library* library = nullptr;
};

struct Enum {
    std::string name;
    std::string package;
    std::vector<std::string> names;
    std::vector<std::int64_t> values;
};

struct Function {
    std::string name;
    Class* owner = nullptr;
    std::uint64_t callback_id = 0;        // 0: an event with no Rust body
    std::uint32_t flags = 0;
    Library* library = nullptr;
    std::vector<std::unique_ptr<Property>> params;
    std::uint32_t parms_size = 0;
    std::uint32_t parms_align = 1;
    bool retired = false;
    Property* param(std::string_view n) const;
    Property* return_param() const;
};

struct ComponentDef {
    std::string name;
    std::string property;
    Class* component_class = nullptr;
    std::uint32_t flags = 0;
    std::string attach_parent;
    std::string attach_socket;
};

// The properties an object's memory was laid out with (its class chain's, root first).
struct Layout {
    std::vector<const Property*> properties;
    std::unordered_set<const Property*> members;
    std::uint32_t size = 0;
    std::uint32_t align = 1;
};

struct Class {
    std::string name;
    std::string package;
    Class* parent = nullptr;
    bool native = true;                 // an engine class of the host; false: created through reify
    bool is_interface = false;
    Library* library = nullptr;         // the library that created it (null for native classes)
    std::uint64_t rust_type_id = 0;
    std::uint64_t shape = 0;
    std::vector<std::unique_ptr<Property>> properties;      // its own, in order
    std::vector<std::unique_ptr<Function>> functions;       // its own
    std::vector<std::unique_ptr<Property>> retired_properties;
    std::vector<std::unique_ptr<Function>> retired_functions;
    std::vector<ComponentDef> components;
    std::vector<std::string> interfaces;
    std::string config;
    std::shared_ptr<const Layout> layout;   // set when finalized
    std::shared_ptr<const Layout> parent_layout; // the parent's layout it was laid out after
    Object* cdo = nullptr;
    bool finalized = false;
    bool has_tick = false;              // an actor class with its own ReceiveTick
    // Hot reload: set by create_class on an existing name until set_class_shape decides.
    enum class Reload { None, Pending, Kept, Replaced } reload = Reload::None;
    // What the class was before a load began registering it again: restored when that load
    // fails (the previous build's registration then finds the class as it left it), retired
    // once the class is finalised.
    struct Saved {
        bool valid = false;
        bool members_taken = false; // replaced in this load: the members below are the old ones
        std::uint64_t shape = 0;
        Class* parent = nullptr;
        std::vector<std::unique_ptr<Property>> properties;
        std::vector<std::unique_ptr<Function>> functions;
        std::vector<ComponentDef> components;
        std::vector<std::string> interfaces;
    } saved;
    bool needs_reinstance = false;

    bool is_child_of(const Class* other) const;
    Property* own_property(std::string_view n) const;
    Function* own_function(std::string_view n) const;
    // Its function of that name, its own or the nearest ancestor's; null for none.
    Function* function(std::string_view n) const;
    // The nearest function of that name with a body (a Rust one, a callback): what runs when the
    // engine sends an object of this class that event; null for none.
    Function* function_with_body(std::string_view n) const;
};

// A primitive component's body as the host keeps it (FBodyInstance's collision settings and
// physics state; collision_functions.hpp): made from its class's profile when first asked for,
// copied with the object's other defaults from its archetype.
struct Body {
    std::uint8_t collision_enabled = 3;        // ECollisionEnabled::QueryAndPhysics
    std::uint8_t object_type = 0;              // ECollisionChannel::ECC_WorldStatic
    std::array<std::uint8_t, 64> responses{};  // ECollisionResponse per channel (ECR_Block: 2)
    bool generate_overlap_events = true;       // bGenerateOverlapEvents
    bool simulate_physics = false;
    bool notify_rigid_body_collision = false;  // bNotifyRigidBodyCollision
    std::array<double, 3> velocity{};          // the physics body's linear velocity
    std::array<double, 3> angular_velocity{};  // its angular velocity, degrees/s (kept, not applied)
    float angular_damping = 0;                 // FBodyInstance::AngularDamping
    std::vector<const Object*> move_ignore_actors; // IgnoreActorWhenMoving (combat_functions.hpp)
    float physics_blend_weight = 0;            // a skeletal mesh's SetPhysicsBlendWeight (ai_functions.hpp)
    float mass_kg = 0;                         // what a scene gave it (physics_functions.hpp)
    std::map<std::uint64_t, bool> bone_simulation; // SetBodySimulatePhysics, by bone (a packed FName)
};

// Two names as FNames compare them: the same text, case ignored.
bool same_name_text(std::string_view a, std::string_view b);

struct Object {
    Class* cls = nullptr;
    std::string name;
    Object* outer = nullptr;
    bool alive = true;
    bool is_cdo = false;
    bool destroying = false;            // destroy() is telling it (Destroyed, end of overlaps)
    std::int32_t index = 0;             // for weak pointers
    std::int32_t serial = 0;
    std::shared_ptr<const Layout> layout;
    std::unique_ptr<std::uint8_t[]> storage;
    std::uint8_t* memory = nullptr;     // 16-byte aligned inside storage
    std::map<std::string, Object*> subobjects; // default subobjects by name
    std::string attach_parent, attach_socket;
    std::set<const Library*> rust_data; // the libraries that constructed Rust data for it
    int roots = 0;                      // add_gc_root count
    std::optional<Body> body;           // a primitive component's (collision_functions.hpp)
    bool actor_collision = true;        // an actor's bActorEnableCollision

    std::uint8_t* value_ptr(const Property& p) const { return memory + p.offset; }
    // Its property of that name (its class's or an ancestor's), or null; as FindFProperty with an
    // FName, names compare without case when none is spelled the same (VehicleUiClass is VehicleUIClass).
    const Property* member(std::string_view property) const {
        for (const Property* p : layout->properties)
            if (p->name == property) return p;
        for (const Property* p : layout->properties)
            if (same_name_text(p->name, property)) return p;
        return nullptr;
    }
    // That property's value as a T of its size, read or written in place; false (nothing done)
    // when it has no property of that name and size.
    template <class T>
    bool read(std::string_view property, T& out) const {
        const Property* p = member(property);
        if (!p || p->size != sizeof(T)) return false;
        std::memcpy(&out, value_ptr(*p), sizeof(T));
        return true;
    }
    // That property's value, or `fallback` when it has none of that name and size.
    template <class T>
    T value_or(std::string_view property, T fallback = T{}) const {
        read(property, fallback);
        return fallback;
    }
    // The field of that name of its struct property of that name, and the field's value in place;
    // nulls when it has no such struct property or the struct no such field.
    std::pair<const Property*, std::uint8_t*> struct_field(std::string_view property, std::string_view field) const {
        const Property* p = member(property);
        if (!p || p->kind != Kind::Struct || !p->ustruct) return {nullptr, nullptr};
        for (const auto& f : p->ustruct->properties)
            if (f->name == field) return {f.get(), value_ptr(*p) + f->offset};
        return {nullptr, nullptr};
    }
    template <class T>
    bool write(std::string_view property, const T& value) {
        const Property* p = member(property);
        if (!p || p->size != sizeof(T)) return false;
        std::memcpy(value_ptr(*p), &value, sizeof(T));
        return true;
    }
};

// Layout and the value operations of every kind; a struct value's fields are constructed,
// destroyed and copied one by one (its strings and arrays are C++ values in place).
void layout_value(Property& p);  // size and align from kind (structs: their size)
bool struct_is_plain(const Struct& s); // only plain fields, nested structs too
void construct_struct(const Struct& s, std::uint8_t* at);
void destroy_struct(const Struct& s, std::uint8_t* at);
void copy_struct(const Struct& s, std::uint8_t* dst, const std::uint8_t* src);
void construct_value(const Property& p, std::uint8_t* at);
void destroy_value(const Property& p, std::uint8_t* at);
void copy_value(const Property& p, std::uint8_t* dst, const std::uint8_t* src);
// Lays `props` out from `start` (aligned); returns the end offset and updates `align`.
std::uint32_t lay_out(std::vector<std::unique_ptr<Property>>& props, std::uint32_t start, std::uint32_t& align);
std::shared_ptr<const Layout> build_layout(const Class& cls);
std::uint32_t align_up(std::uint32_t v, std::uint32_t a);

} // namespace rusteal::headless
