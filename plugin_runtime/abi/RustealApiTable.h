// RustealApiTable.h: the C++ mirror of rusteal-ffi (plugin_runtime/crates/rusteal-ffi/src/),
// shared by the Unreal plugin and the headless host. Field order is the ABI: every struct here
// matches its Rust twin field by field. test/runtime/api_table_mirror_test.cpp parses both files
// and fails when the names, order, parameter names or types of the function pointers differ;
// RustealContractTests.cpp and rusteal-ffi's contract_tests.rs assert the same layouts.
//
// Strings go in as (const uint8_t*, uint32_t) UTF-8, never NUL-terminated; strings come back as
// (uint8_t* buf, uint32_t buf_len, uint32_t* out_len) with the full length in *out_len.
// Plain C++ (no engine type, no library), so the engine build and the host include it alike.
#pragma once

#include <cstddef>
#include <cstdint>

extern "C" {

// --- handles.rs -------------------------------------------------------------------------------
// Pointer handles are one pointer wide, passed by value.
struct UObjectHandle { void* ptr; };
struct UClassHandle { void* ptr; };
struct FPropertyHandle { void* ptr; };
struct UFunctionHandle { void* ptr; };
struct UStructHandle { void* ptr; };
// An FName: comparison index in the low 32 bits, number in the high 32.
struct FNameHandle { uint64_t packed; };
// The bytes of an FWeakObjectPtr; {-1, 0} when null.
struct FWeakObjectHandle { int32_t object_index; int32_t object_serial_number; };

// --- error.rs ---------------------------------------------------------------------------------
enum ERustealErrorCode : uint32_t {
    RustealError_Ok = 0,
    RustealError_ObjectDestroyed = 1,
    RustealError_InvalidCast = 2,
    RustealError_PropertyNotFound = 3,
    RustealError_FunctionNotFound = 4,
    RustealError_TypeMismatch = 5,
    RustealError_NullArgument = 6,
    RustealError_IndexOutOfRange = 7,
    RustealError_InvalidOperation = 8,
    RustealError_InternalError = 9,
    RustealError_BufferTooSmall = 10,
};

// --- reify_types.rs ---------------------------------------------------------------------------
enum ERustealPropType : uint32_t {
    RustealProp_Bool = 0,
    RustealProp_Int32 = 1,
    RustealProp_Int64 = 2,
    RustealProp_UInt8 = 3,
    RustealProp_Float = 4,
    RustealProp_Double = 5,
    RustealProp_String = 6,
    RustealProp_Name = 7,
    RustealProp_Object = 8,
    RustealProp_Class = 9,
    RustealProp_SoftObject = 10,
    RustealProp_Struct = 11,
    RustealProp_Enum = 12,
    RustealProp_Array = 13,
    RustealProp_WeakObject = 14,
    RustealProp_Map = 15,
    RustealProp_Set = 16,
    RustealProp_Text = 17,
};

// What a property's type needs beyond its kind; unused handles null, unused types UINT32_MAX. An
// enum's inner_type is its underlying number (RustealProp_Int32 or RustealProp_Int64 for an enum wider
// than a byte, as UHT makes `namespace E { enum Type : int }`); UINT32_MAX or RustealProp_UInt8 is a byte.
struct FRustealReifyPropExtra {
    UClassHandle object_class;
    UStructHandle ustruct;
    UClassHandle uenum;
    uint32_t inner_type;
    uint32_t value_type;
    UClassHandle value_class;
};

constexpr uint32_t RUSTEAL_COMP_ROOT = 1;
constexpr uint32_t RUSTEAL_COMP_TRANSIENT = 2;

constexpr uint32_t RUSTEAL_CVAR_BOOL = 0;
constexpr uint32_t RUSTEAL_CVAR_INT = 1;
constexpr uint32_t RUSTEAL_CVAR_FLOAT = 2;
constexpr uint32_t RUSTEAL_CVAR_STRING = 3;

// The arguments of a console command, passed as the params of invoke_delegate_callback.
struct FRustealConsoleArgs {
    const uint8_t* args;  // separated by '\n'
    uint32_t args_len;
    UObjectHandle world;
};

constexpr uint8_t RUSTEAL_LOG_DISPLAY = 0;
constexpr uint8_t RUSTEAL_LOG_WARNING = 1;
constexpr uint8_t RUSTEAL_LOG_ERROR = 2;

struct FRustealErrorReport {
    uint8_t level;
    bool is_script_error;
    const uint8_t* summary;
    uint32_t summary_len;
    const uint8_t* details;
    uint32_t details_len;
    FWeakObjectHandle object;
    const uint8_t* file;
    uint32_t file_len;
    uint32_t line;
    uint32_t column;
};

// --- api_table.rs -----------------------------------------------------------------------------
// Objects, names and weak pointers.
struct FRustealCoreApi {
    bool (*is_valid)(UObjectHandle obj);
    ERustealErrorCode (*get_name)(UObjectHandle obj, uint8_t* buf, uint32_t buf_len, uint32_t* out_len);
    UClassHandle (*get_class)(UObjectHandle obj);
    bool (*is_a)(UObjectHandle obj, UClassHandle target_class);
    UObjectHandle (*get_outer)(UObjectHandle obj);
    FNameHandle (*make_fname)(const uint8_t* name, uint32_t name_len);
    ERustealErrorCode (*fname_to_string)(FNameHandle handle, uint8_t* buf, uint32_t buf_len, uint32_t* out_len);
    FWeakObjectHandle (*make_weak)(UObjectHandle obj);
    UObjectHandle (*resolve_weak)(FWeakObjectHandle weak);
    bool (*is_weak_valid)(FWeakObjectHandle weak);
    // *(rusteal)* The reason of the last failure with `code` on this thread in this frame;
    // false when there is none. Cleared once read whole.
    bool (*take_error_message)(ERustealErrorCode code, uint8_t* buf, uint32_t buf_len, uint32_t* out_len);
};

// Reading and writing properties of objects. Every entry takes `(obj, prop, ...)`.
struct FRustealPropertyApi {
    ERustealErrorCode (*get_bool)(UObjectHandle obj, FPropertyHandle prop, bool* out);
    ERustealErrorCode (*set_bool)(UObjectHandle obj, FPropertyHandle prop, bool val);
    ERustealErrorCode (*get_i32)(UObjectHandle obj, FPropertyHandle prop, int32_t* out);
    ERustealErrorCode (*set_i32)(UObjectHandle obj, FPropertyHandle prop, int32_t val);
    ERustealErrorCode (*get_i64)(UObjectHandle obj, FPropertyHandle prop, int64_t* out);
    ERustealErrorCode (*set_i64)(UObjectHandle obj, FPropertyHandle prop, int64_t val);
    ERustealErrorCode (*get_u8)(UObjectHandle obj, FPropertyHandle prop, uint8_t* out);
    ERustealErrorCode (*set_u8)(UObjectHandle obj, FPropertyHandle prop, uint8_t val);
    ERustealErrorCode (*get_f32)(UObjectHandle obj, FPropertyHandle prop, float* out);
    ERustealErrorCode (*set_f32)(UObjectHandle obj, FPropertyHandle prop, float val);
    ERustealErrorCode (*get_f64)(UObjectHandle obj, FPropertyHandle prop, double* out);
    ERustealErrorCode (*set_f64)(UObjectHandle obj, FPropertyHandle prop, double val);
    ERustealErrorCode (*get_string)(UObjectHandle obj, FPropertyHandle prop, uint8_t* buf, uint32_t buf_len, uint32_t* out_len);
    ERustealErrorCode (*set_string)(UObjectHandle obj, FPropertyHandle prop, const uint8_t* buf, uint32_t len);
    ERustealErrorCode (*get_fname)(UObjectHandle obj, FPropertyHandle prop, FNameHandle* out);
    ERustealErrorCode (*set_fname)(UObjectHandle obj, FPropertyHandle prop, FNameHandle val);
    ERustealErrorCode (*get_object)(UObjectHandle obj, FPropertyHandle prop, UObjectHandle* out);
    ERustealErrorCode (*set_object)(UObjectHandle obj, FPropertyHandle prop, UObjectHandle val);
    ERustealErrorCode (*get_enum)(UObjectHandle obj, FPropertyHandle prop, int64_t* out);
    ERustealErrorCode (*set_enum)(UObjectHandle obj, FPropertyHandle prop, int64_t val);
    ERustealErrorCode (*get_struct)(UObjectHandle obj, FPropertyHandle prop, uint8_t* out_buf, uint32_t buf_size);
    ERustealErrorCode (*set_struct)(UObjectHandle obj, FPropertyHandle prop, const uint8_t* in_buf, uint32_t buf_size);
    ERustealErrorCode (*get_property_at)(UObjectHandle obj, FPropertyHandle prop, uint32_t index, uint8_t* out_buf, uint32_t buf_size);
    ERustealErrorCode (*set_property_at)(UObjectHandle obj, FPropertyHandle prop, uint32_t index, const uint8_t* in_buf, uint32_t buf_size);
    ERustealErrorCode (*get_soft_object_path)(UObjectHandle obj, FPropertyHandle prop, uint8_t* buf, uint32_t buf_len, uint32_t* out_len);
    ERustealErrorCode (*set_soft_object_path)(UObjectHandle obj, FPropertyHandle prop, const uint8_t* buf, uint32_t len);
    // A field of struct memory in the containers' element encoding (plain bytes, UTF-8 strings
    // and texts, packed names, soft references as their path, structs copied); an array as its
    // elements, each a uint32_t length then its bytes.
    ERustealErrorCode (*get_struct_field)(const uint8_t* memory, FPropertyHandle prop, uint8_t* out_buf, uint32_t buf_size, uint32_t* out_written);
    ERustealErrorCode (*set_struct_field)(uint8_t* memory, FPropertyHandle prop, const uint8_t* in_buf, uint32_t buf_size);
};

// Finding classes, properties, structs, functions; calling by reflection.
struct FRustealReflectionApi {
    UClassHandle (*find_class)(const uint8_t* name, uint32_t name_len);
    FPropertyHandle (*find_property)(UClassHandle cls, const uint8_t* name, uint32_t name_len);
    UClassHandle (*get_static_class)(const uint8_t* name, uint32_t name_len);
    uint32_t (*get_property_size)(FPropertyHandle prop);
    UStructHandle (*find_struct)(const uint8_t* name, uint32_t name_len);
    FPropertyHandle (*find_struct_property)(UStructHandle ustruct, const uint8_t* name, uint32_t name_len);
    UFunctionHandle (*find_function)(UObjectHandle obj, const uint8_t* name, uint32_t name_len);
    // A zeroed buffer of the function's `ParmsSize` bytes.
    uint8_t* (*alloc_params)(UFunctionHandle func);
    void (*free_params)(UFunctionHandle func, uint8_t* params);
    // Runs through `ProcessEvent`.
    ERustealErrorCode (*call_function)(UObjectHandle obj, UFunctionHandle func, uint8_t* params);
    FPropertyHandle (*get_function_param)(UFunctionHandle func, const uint8_t* name, uint32_t name_len);
    uint32_t (*get_property_offset)(FPropertyHandle prop);
    UFunctionHandle (*find_function_by_class)(UClassHandle cls, const uint8_t* name, uint32_t name_len);
    uint32_t (*get_element_size)(FPropertyHandle prop);
    uint32_t (*get_struct_size)(UStructHandle ustruct);
    ERustealErrorCode (*initialize_struct)(UStructHandle ustruct, uint8_t* data);
    ERustealErrorCode (*destroy_struct)(UStructHandle ustruct, uint8_t* data);
    ERustealErrorCode (*copy_struct)(UStructHandle ustruct, uint8_t* dest, const uint8_t* src);
    // The `UEnum` travels typed as a class handle.
    UClassHandle (*find_enum)(const uint8_t* name, uint32_t name_len);
    UFunctionHandle (*get_delegate_signature)(FPropertyHandle prop);
};

// `TArray`, `TMap` and `TSet` properties, element by element or in bulk. Bulk buffers: arrays
// and sets are `u32` byte count + element bytes, repeated; maps are `u32` key length, key bytes,
// `u32` value length, value bytes, repeated.
struct FRustealContainerApi {
    int32_t (*array_len)(UObjectHandle obj, FPropertyHandle prop);
    ERustealErrorCode (*array_get)(UObjectHandle obj, FPropertyHandle prop, int32_t index, uint8_t* out_buf, uint32_t buf_size, uint32_t* out_written);
    ERustealErrorCode (*array_set)(UObjectHandle obj, FPropertyHandle prop, int32_t index, const uint8_t* in_buf, uint32_t buf_size);
    ERustealErrorCode (*array_add)(UObjectHandle obj, FPropertyHandle prop, const uint8_t* in_buf, uint32_t buf_size);
    ERustealErrorCode (*array_remove)(UObjectHandle obj, FPropertyHandle prop, int32_t index);
    ERustealErrorCode (*array_clear)(UObjectHandle obj, FPropertyHandle prop);
    uint32_t (*array_element_size)(FPropertyHandle prop);
    int32_t (*map_len)(UObjectHandle obj, FPropertyHandle prop);
    // `IndexOutOfRange` when the key is absent.
    ERustealErrorCode (*map_find)(UObjectHandle obj, FPropertyHandle prop, const uint8_t* key_buf, uint32_t key_size, uint8_t* out_val_buf, uint32_t val_size, uint32_t* out_written);
    ERustealErrorCode (*map_add)(UObjectHandle obj, FPropertyHandle prop, const uint8_t* key_buf, uint32_t key_size, const uint8_t* val_buf, uint32_t val_size);
    ERustealErrorCode (*map_remove)(UObjectHandle obj, FPropertyHandle prop, const uint8_t* key_buf, uint32_t key_size);
    ERustealErrorCode (*map_clear)(UObjectHandle obj, FPropertyHandle prop);
    ERustealErrorCode (*map_get_pair)(UObjectHandle obj, FPropertyHandle prop, int32_t logical_index, uint8_t* out_key_buf, uint32_t key_buf_size, uint32_t* out_key_written, uint8_t* out_val_buf, uint32_t val_buf_size, uint32_t* out_val_written);
    int32_t (*set_len)(UObjectHandle obj, FPropertyHandle prop);
    bool (*set_contains)(UObjectHandle obj, FPropertyHandle prop, const uint8_t* elem_buf, uint32_t elem_size);
    ERustealErrorCode (*set_add)(UObjectHandle obj, FPropertyHandle prop, const uint8_t* elem_buf, uint32_t elem_size);
    ERustealErrorCode (*set_remove)(UObjectHandle obj, FPropertyHandle prop, const uint8_t* elem_buf, uint32_t elem_size);
    ERustealErrorCode (*set_clear)(UObjectHandle obj, FPropertyHandle prop);
    ERustealErrorCode (*set_get_element)(UObjectHandle obj, FPropertyHandle prop, int32_t logical_index, uint8_t* out_buf, uint32_t buf_size, uint32_t* out_written);
    // A base pointer whose `ContainerPtrToValuePtr` is an empty container.
    uint8_t* (*alloc_temp)(FPropertyHandle prop);
    void (*free_temp)(FPropertyHandle prop, uint8_t* base);
    // `BufferTooSmall` with the required size in `out_total_written` when it does not fit.
    ERustealErrorCode (*array_copy_all)(UObjectHandle obj, FPropertyHandle prop, uint8_t* out_buf, uint32_t buf_size, uint32_t* out_total_written, int32_t* out_count);
    ERustealErrorCode (*array_set_all)(UObjectHandle obj, FPropertyHandle prop, const uint8_t* in_buf, uint32_t buf_size, int32_t count);
    ERustealErrorCode (*map_copy_all)(UObjectHandle obj, FPropertyHandle prop, uint8_t* out_buf, uint32_t buf_size, uint32_t* out_total_written, int32_t* out_count);
    ERustealErrorCode (*set_copy_all)(UObjectHandle obj, FPropertyHandle prop, uint8_t* out_buf, uint32_t buf_size, uint32_t* out_total_written, int32_t* out_count);
};

// Delegates: binding Rust closures (by callback id) and UFunctions, broadcasting.
struct FRustealDelegateApi {
    ERustealErrorCode (*bind_delegate)(UObjectHandle obj, FPropertyHandle prop, uint64_t callback_id);
    ERustealErrorCode (*unbind_delegate)(UObjectHandle obj, FPropertyHandle prop);
    ERustealErrorCode (*add_multicast)(UObjectHandle obj, FPropertyHandle prop, uint64_t callback_id);
    ERustealErrorCode (*remove_multicast)(UObjectHandle obj, FPropertyHandle prop, uint64_t callback_id);
    ERustealErrorCode (*broadcast_multicast)(UObjectHandle obj, FPropertyHandle prop, uint8_t* params);
    // Strings come out as `u32` length + UTF-8, FNames packed, structs copied, the rest raw.
    ERustealErrorCode (*read_param)(FPropertyHandle prop, void* params_buf, uint32_t offset, uint8_t* out_buf, uint32_t out_buf_size, uint32_t* out_written);
    // Like `AddDynamic`/`BindDynamic`.
    ERustealErrorCode (*add_function)(UObjectHandle obj, FPropertyHandle prop, UObjectHandle target, const uint8_t* name, uint32_t name_len);
};

// Keeping objects alive for Rust.
struct FRustealLifecycleApi {
    void (*add_gc_root)(UObjectHandle obj);
    void (*remove_gc_root)(UObjectHandle obj);
    void (*register_pinned)(UObjectHandle obj);
    void (*unregister_pinned)(UObjectHandle obj);
};

// Creating the types a library declares (see reify_types.rs for the codes).
struct FRustealReifyApi {
    UClassHandle (*create_class)(const uint8_t* name, uint32_t name_len, UClassHandle parent, uint64_t rust_type_id);
    FPropertyHandle (*add_property)(UClassHandle cls, const uint8_t* name, uint32_t name_len, uint32_t prop_type, uint64_t prop_flags, const FRustealReifyPropExtra* extra);
    UFunctionHandle (*add_function)(UClassHandle cls, const uint8_t* name, uint32_t name_len, uint64_t callback_id, uint32_t func_flags);
    ERustealErrorCode (*add_function_param)(UFunctionHandle func, const uint8_t* name, uint32_t name_len, uint32_t prop_type, uint64_t param_flags, const FRustealReifyPropExtra* extra);
    ERustealErrorCode (*finalize_class)(UClassHandle cls);
    UObjectHandle (*get_cdo)(UClassHandle cls);
    // Flags: `RUSTEAL_COMP_ROOT`, `RUSTEAL_COMP_TRANSIENT`; a zero length means "none".
    ERustealErrorCode (*add_default_subobject)(UClassHandle cls, const uint8_t* name, uint32_t name_len, const uint8_t* property, uint32_t property_len, UClassHandle component_class, uint32_t flags, const uint8_t* attach_parent, uint32_t attach_len, const uint8_t* attach_socket, uint32_t socket_len);
    UObjectHandle (*find_default_subobject)(UObjectHandle owner, const uint8_t* name, uint32_t name_len);
    // Editor builds only.
    ERustealErrorCode (*set_property_metadata)(FPropertyHandle prop, const uint8_t* key, uint32_t key_len, const uint8_t* value, uint32_t value_len);
    UStructHandle (*create_struct)(const uint8_t* name, uint32_t name_len);
    ERustealErrorCode (*finalize_struct)(UStructHandle ustruct);
    UFunctionHandle (*add_delegate)(UClassHandle cls, const uint8_t* name, uint32_t name_len, uint64_t prop_flags);
    ERustealErrorCode (*add_interface)(UClassHandle cls, const uint8_t* path, uint32_t path_len);
    ERustealErrorCode (*set_class_config)(UClassHandle cls, const uint8_t* config_name, uint32_t name_len);
    // *(rusteal)* A struct's property (same codes as `add_property`).
    FPropertyHandle (*add_struct_property)(UStructHandle ustruct, const uint8_t* name, uint32_t name_len, uint32_t prop_type, uint64_t prop_flags, const FRustealReifyPropExtra* extra);
    // *(rusteal)* A `UEnum`: variant names joined by `\n`, their values in `values`.
    UClassHandle (*create_enum)(const uint8_t* name, uint32_t name_len, const uint8_t* variant_names, uint32_t variant_names_len, const int64_t* values, uint32_t value_count);
    // *(rusteal)* Records the shape the macros computed, right after create_class, and returns the
    // class the library uses from then on: the same one when new or unchanged (hot reload keeps
    // it), a new one when a changed shape made the host replace it. Null on failure.
    UClassHandle (*set_class_shape)(UClassHandle cls, uint64_t shape);
    // A #[uinterface]: a class deriving from Interface, found again on a reload (kept when shape is
    // the same, its functions retired otherwise). Functions come through add_function (callback 0).
    UClassHandle (*create_interface)(const uint8_t* name, uint32_t name_len, uint64_t shape);
    ERustealErrorCode (*finalize_interface)(UClassHandle cls);
};

// Spawning and finding actors and objects.
struct FRustealWorldApi {
    UObjectHandle (*spawn_actor)(UObjectHandle world, UClassHandle cls, const uint8_t* transform_buf, uint32_t transform_size, UObjectHandle owner);
    ERustealErrorCode (*get_all_actors_of_class)(UObjectHandle world, UClassHandle cls, uint8_t* out_buf, uint32_t buf_byte_size, uint32_t* out_count);
    UObjectHandle (*find_object)(UClassHandle cls, const uint8_t* path, uint32_t path_len);
    UObjectHandle (*load_object)(UClassHandle cls, const uint8_t* path, uint32_t path_len);
    UObjectHandle (*get_world)(UObjectHandle obj);
    UObjectHandle (*new_object)(UObjectHandle outer, UClassHandle cls);
    UObjectHandle (*spawn_actor_deferred)(UObjectHandle world, UClassHandle cls, const uint8_t* transform_buf, uint32_t transform_size, UObjectHandle owner, UObjectHandle instigator, uint8_t collision_method);
    ERustealErrorCode (*finish_spawning)(UObjectHandle actor, const uint8_t* transform_buf, uint32_t transform_size);
    uint8_t (*channel_to_object_type)(uint8_t channel);
    uint8_t* (*find_data_table_row)(UObjectHandle table, FNameHandle row_name, UStructHandle row_struct);
};

// The engine's log.
struct FRustealLoggingApi {
    // Levels: 0 Display, 1 Warning, 2 Error.
    void (*log)(uint8_t level, const uint8_t* msg, uint32_t msg_len);
    // *(rusteal)* An error with its details, object and source location.
    void (*report)(const FRustealErrorReport* report);
};

// UMG widgets.
struct FRustealWidgetApi {
    UObjectHandle (*create_widget)(UObjectHandle owning_object, UClassHandle widget_class);
    ERustealErrorCode (*set_root_widget)(UObjectHandle user_widget, UObjectHandle root_widget);
    UObjectHandle (*get_widget_tree)(UObjectHandle user_widget);
};

// Enhanced Input.
struct FRustealInputApi {
    ERustealErrorCode (*bind_action)(UObjectHandle actor, UObjectHandle action, uint8_t trigger_event, const uint8_t* function_name, uint32_t function_name_len);
    bool (*should_display_touch_interface)();
};

// Console commands and variables.
struct FRustealConsoleApi {
    ERustealErrorCode (*register_command)(const uint8_t* name, uint32_t name_len, const uint8_t* help, uint32_t help_len, uint64_t callback_id);
    // `kind`: 0 bool, 1 int, 2 float, 3 string.
    ERustealErrorCode (*register_variable)(const uint8_t* name, uint32_t name_len, const uint8_t* help, uint32_t help_len, uint32_t kind, const uint8_t* default_value, uint32_t default_len);
    ERustealErrorCode (*unregister)(const uint8_t* name, uint32_t name_len);
    ERustealErrorCode (*get_variable)(const uint8_t* name, uint32_t name_len, uint8_t* buf, uint32_t buf_len, uint32_t* out_len);
    ERustealErrorCode (*set_variable)(const uint8_t* name, uint32_t name_len, const uint8_t* value, uint32_t value_len);
};
// The table: the version, the twelve sub-tables in this order, then the library's table of
// generated engine-function wrappers.
struct FRustealApiTable {
    uint32_t version;
    const FRustealCoreApi* core;
    const FRustealPropertyApi* property;
    const FRustealReflectionApi* reflection;
    const FRustealContainerApi* container;
    const FRustealDelegateApi* delegate;
    const FRustealLifecycleApi* lifecycle;
    const FRustealReifyApi* reify;
    const FRustealWorldApi* world;
    const FRustealLoggingApi* logging;
    const FRustealWidgetApi* widget;
    const FRustealInputApi* input;
    const FRustealConsoleApi* console;
    const void* const* func_table;
    uint32_t func_count;
};

// --- callbacks.rs -----------------------------------------------------------------------------
// What rusteal_init returns: how the engine calls Rust.
struct FRustealRustCallbacks {
    void (*drop_rust_instance)(UObjectHandle handle, uint64_t type_id, uint8_t* rust_data);
    void (*invoke_rust_function)(uint64_t callback_id, UObjectHandle obj, uint8_t* params);
    void (*invoke_delegate_callback)(uint64_t callback_id, uint8_t* params);
    void (*on_shutdown)();
    void (*construct_rust_instance)(UObjectHandle obj, uint64_t type_id, bool is_cdo);
    void (*notify_pinned_destroyed)(UObjectHandle handle);
    // Every frame, on the game thread.
    void (*on_tick)(float delta_seconds);
};

// The library's exports, looked up by name.
typedef const FRustealRustCallbacks* (*FRustealInitFn)(const FRustealApiTable* table);
typedef void (*FRustealShutdownFn)();
typedef uint32_t (*FRustealVersionFn)();
typedef const FRustealRustCallbacks* (*FRustealCallbacksFn)();

} // extern "C"

// Versions: major * 1'000'000 + minor * 1'000 + patch (rusteal-ffi version.rs). Evaluated at
// compile time only; a minor or patch of 1000 or more calls a function that is not constexpr,
// which stops the compilation (no exception: the engine builds without them).
void RustealVersionPartMustBeBelow1000();
consteval uint32_t RustealEncodeVersion(uint32_t major, uint32_t minor, uint32_t patch) {
    if (minor >= 1000 || patch >= 1000) RustealVersionPartMustBeBelow1000();
    return major * 1000000u + minor * 1000u + patch;
}
