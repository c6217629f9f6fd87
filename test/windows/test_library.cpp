// A Rusteal library's exports as a DLL, built by MinGW for the Windows tests, one behaviour per
// build (TEST_KIND): 0 a well-behaved library whose init and shutdown are counted,
// 1 another runtime version, 2 no rusteal_init.
#include "test_version.h"

#ifndef TEST_KIND
#error "TEST_KIND selects the library's behaviour"
#endif

#define TEST_EXPORT extern "C" __declspec(dllexport)

namespace {
void drop_rust_instance(UObjectHandle, uint64_t, uint8_t*) {}
void invoke_rust_function(uint64_t, UObjectHandle, uint8_t*) {}
void invoke_delegate_callback(uint64_t, uint8_t*) {}
void on_shutdown() {}
void construct_rust_instance(UObjectHandle, uint64_t, bool) {}
void notify_pinned_destroyed(UObjectHandle) {}
void on_tick(float) {}
const FRustealRustCallbacks kCallbacks = {drop_rust_instance, invoke_rust_function, invoke_delegate_callback,
                                          on_shutdown, construct_rust_instance, notify_pinned_destroyed, on_tick};
int g_inits = 0;
} // namespace

TEST_EXPORT uint32_t rusteal_version() { return TEST_KIND == 1 ? RustealEncodeVersion(9, 8, 7) : kTestVersion; }

#if TEST_KIND != 2
TEST_EXPORT const FRustealRustCallbacks* rusteal_init(const FRustealApiTable* table) {
    if (!table || table->version != kTestVersion) return nullptr;
    ++g_inits;
    return &kCallbacks;
}
#endif

TEST_EXPORT void rusteal_shutdown() {}
TEST_EXPORT const FRustealRustCallbacks* rusteal_callbacks() { return &kCallbacks; }
// How many times this copy of the library was initialised (1 after a load).
TEST_EXPORT int test_inits() { return g_inits; }
