// Shared libraries with a Rusteal library's exports, for the host's tests (the Linux ones here,
// and as DLLs the Windows ones of test/windows). One source, one behaviour per build (FAKE_KIND):
//   0 well-behaved   1 another version   2 no rusteal_init
//   3 rusteal_init returns null after creating a class
#include "RustealApiTable.h"

#if defined(_WIN32)
#define FAKE_EXPORT __declspec(dllexport)
#else
#define FAKE_EXPORT __attribute__((visibility("default")))
#endif

#ifndef FAKE_KIND
#error "FAKE_KIND selects the fake library's behaviour"
#endif

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
} // namespace

extern "C" {

FAKE_EXPORT uint32_t rusteal_version() {
#if FAKE_KIND == 1
    return RustealEncodeVersion(9, 8, 7);
#else
    return RUSTEAL_HOST_VERSION;
#endif
}

#if FAKE_KIND != 2
FAKE_EXPORT const FRustealRustCallbacks* rusteal_init(const FRustealApiTable* table) {
#if FAKE_KIND == 3
    // Registers half a class, then fails: the host must not keep the half.
    const char name[] = "HalfMadeThing";
    const char parent_name[] = "Actor";
    UClassHandle parent = table->reflection->find_class(reinterpret_cast<const uint8_t*>(parent_name), 5);
    table->reify->create_class(reinterpret_cast<const uint8_t*>(name), sizeof name - 1, parent, 77);
    return nullptr;
#else
    (void)table;
    return &kCallbacks;
#endif
}
#endif

FAKE_EXPORT void rusteal_shutdown() {}
FAKE_EXPORT const FRustealRustCallbacks* rusteal_callbacks() { return &kCallbacks; }

} // extern "C"
