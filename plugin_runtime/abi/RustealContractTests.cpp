// Layout assertions of the C++ mirror, the same numbers as rusteal-ffi's contract_tests.rs.
// Compiled into every build that includes the header (the host, the UE plugin, the tests), so a
// wrong layout fails the build. The names, order and signatures of the function pointers are
// compared with the Rust side by test/runtime/api_table_mirror_test.cpp.
#include "RustealApiTable.h"

#include <cstddef>

namespace {
constexpr std::size_t P = sizeof(void*);

static_assert(P == 8, "rusteal supports 64-bit targets only");
static_assert(sizeof(UObjectHandle) == 8 && sizeof(UClassHandle) == 8 && sizeof(FPropertyHandle) == 8);
static_assert(sizeof(UFunctionHandle) == 8 && sizeof(UStructHandle) == 8 && sizeof(FNameHandle) == 8);
static_assert(sizeof(FWeakObjectHandle) == 8 && offsetof(FWeakObjectHandle, object_serial_number) == 4);
static_assert(sizeof(ERustealErrorCode) == 4 && sizeof(ERustealPropType) == 4);
static_assert(sizeof(bool) == 1);

static_assert(sizeof(FRustealReifyPropExtra) == 40);
static_assert(offsetof(FRustealReifyPropExtra, object_class) == 0);
static_assert(offsetof(FRustealReifyPropExtra, ustruct) == 8);
static_assert(offsetof(FRustealReifyPropExtra, uenum) == 16);
static_assert(offsetof(FRustealReifyPropExtra, inner_type) == 24);
static_assert(offsetof(FRustealReifyPropExtra, value_type) == 28);
static_assert(offsetof(FRustealReifyPropExtra, value_class) == 32);

static_assert(sizeof(FRustealConsoleArgs) == 24);
static_assert(offsetof(FRustealConsoleArgs, args_len) == 8 && offsetof(FRustealConsoleArgs, world) == 16);

static_assert(sizeof(FRustealErrorReport) == 72);
static_assert(offsetof(FRustealErrorReport, is_script_error) == 1);
static_assert(offsetof(FRustealErrorReport, summary) == 8 && offsetof(FRustealErrorReport, summary_len) == 16);
static_assert(offsetof(FRustealErrorReport, details) == 24 && offsetof(FRustealErrorReport, details_len) == 32);
static_assert(offsetof(FRustealErrorReport, object) == 36 && offsetof(FRustealErrorReport, file) == 48);
static_assert(offsetof(FRustealErrorReport, file_len) == 56 && offsetof(FRustealErrorReport, line) == 60);
static_assert(offsetof(FRustealErrorReport, column) == 64);

static_assert(sizeof(FRustealApiTable) == 8 + 12 * P + P + 8);
static_assert(offsetof(FRustealApiTable, core) == 8);
static_assert(offsetof(FRustealApiTable, console) == 8 + 11 * P);
static_assert(offsetof(FRustealApiTable, func_table) == 8 + 12 * P);
static_assert(offsetof(FRustealApiTable, func_count) == 8 + 13 * P);
static_assert(alignof(FRustealApiTable) == 8);

static_assert(sizeof(FRustealCoreApi) == 11 * P);
static_assert(sizeof(FRustealPropertyApi) == 28 * P);
static_assert(sizeof(FRustealReflectionApi) == 20 * P);
static_assert(sizeof(FRustealContainerApi) == 25 * P);
static_assert(sizeof(FRustealDelegateApi) == 7 * P);
static_assert(sizeof(FRustealLifecycleApi) == 4 * P);
static_assert(sizeof(FRustealReifyApi) == 19 * P);
static_assert(sizeof(FRustealWorldApi) == 10 * P);
static_assert(sizeof(FRustealLoggingApi) == 2 * P);
static_assert(sizeof(FRustealWidgetApi) == 3 * P);
static_assert(sizeof(FRustealInputApi) == 2 * P);
static_assert(sizeof(FRustealConsoleApi) == 5 * P);
static_assert(sizeof(FRustealRustCallbacks) == 7 * P);

static_assert(RustealEncodeVersion(0, 2, 1) == 2001 && RustealEncodeVersion(1, 0, 0) == 1000000);
} // namespace
