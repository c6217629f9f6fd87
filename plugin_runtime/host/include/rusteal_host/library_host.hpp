#pragma once
// LibraryHost: the registry of a host's Rust libraries and their load/reload sequence, shared by
// the Unreal plugin and the headless host (docs/host.md).
//
// Contract
// - One entry per library (the game's, each Rusteal plugin's), at a stable address, with its own
//   copy of the host's API table (the base table plus that library's engine-function table).
// - A library is never loaded from its deployed file: each load makes `<stem>_hot_<N><ext>` beside
//   it (a hard link, else a copy, else the deployed file itself; on Windows always a copy, since
//   Windows locks a loaded DLL under each of its names), so a build may replace the
//   deployed file at any time. Copies a crash left behind are removed at registration; a copy is
//   removed when its library is unloaded.
// - Before anything of the running library is touched, the new copy is opened and checked: the
//   four exports (`rusteal_init`, `rusteal_shutdown`, `rusteal_version`, `rusteal_callbacks`) and
//   `rusteal_version() == table.version`. A missing or corrupt file, a missing export or another
//   version is refused with a message naming the file and the fix, and the running library keeps
//   running as it was.
// - Reload: drop the Rust data of the library's objects, unload, init the new copy, reinstance,
//   construct the Rust data again; the host's hooks do the object work. Every phase is timed.
//   When the new copy's `rusteal_init` fails (returns null), the previous copy is loaded again,
//   so the host keeps what it had.
// - Every call from the host into Rust goes through call() (or a LibraryScope): it skips an
//   unloaded library and makes the library current for the API implementations, which tag what
//   they create with current_library().
// - No exceptions, no RTTI, no library beyond the standard one: the engine builds it too. All
//   calls happen on the host's game thread; nothing here locks.
#include "RustealApiTable.h"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::host {

class DynamicLibrary;

struct PhaseTiming {
    std::string phase; // "check", "drop", "unload", "load", "reinstance", "construct"
    double milliseconds = 0;
};

// What a load, a registration or a reload did.
struct LoadReport {
    bool ok = false;
    std::string error;                // empty when ok
    std::vector<PhaseTiming> phases;
    unsigned reload_count = 0;        // N of the load copy now in use
    bool rolled_back = false;         // the new copy failed its init; the previous one runs again
    double total_milliseconds() const;
};

struct LibrarySpec {
    std::string name;             // the project's name for the game's library, else the plugin's
    std::string package;          // "/Script/Rusteal" or "/Script/<Plugin>"
    std::filesystem::path file;   // the deployed library, e.g. Plugins/Rusteal/Binaries/Linux/librusteal.so
    const void* const* func_table = nullptr; // the library's generated engine functions
    std::uint32_t func_count = 0;
    // The generated RustealFuncIds.h its bindings index (a host that builds its own table reads
    // it; empty when unknown).
    std::filesystem::path func_ids = {};
};

class Library {
public:
    Library(LibrarySpec spec, const FRustealApiTable& base_table);
    ~Library();
    Library(const Library&) = delete;
    Library& operator=(const Library&) = delete;

    const std::string& name() const { return spec_.name; }
    const std::string& package() const { return spec_.package; }
    const std::filesystem::path& file() const { return spec_.file; }
    const std::filesystem::path& load_copy() const { return load_copy_; }
    unsigned reload_count() const { return reload_count_; }
    bool loaded() const { return callbacks_ != nullptr; }
    // Null while unloaded.
    const FRustealRustCallbacks* callbacks() const { return callbacks_; }
    const FRustealApiTable& table() const { return table_; }
    // The deployed file's size and modification time when it was loaded ("<size>-<mtime ns>").
    const std::string& build_id() const { return build_id_; }

private:
    friend class LibraryHost;
    LibrarySpec spec_;
    FRustealApiTable table_;
    std::filesystem::path load_copy_;
    unsigned reload_count_ = 0;
    std::unique_ptr<DynamicLibrary> handle_;
    const FRustealRustCallbacks* callbacks_ = nullptr;
    FRustealShutdownFn shutdown_ = nullptr;
    std::string build_id_;
};

// What a host does to its objects around a reload; the LibraryHost does the library work.
class LibraryHooks {
public:
    virtual ~LibraryHooks() = default;
    // Phase 1: drop_rust_instance on every object of a class the library owns.
    virtual void drop_rust_data(Library& library) = 0;
    // After the library was shut down: forget its pinned objects, console commands and bindings.
    virtual void forget(Library& library) = 0;
    // Phase 3: move the objects of the classes the new library replaced to the new classes.
    virtual void reinstance(Library& library) = 0;
    // Phase 5: construct_rust_instance on every object of the library's classes that has none.
    virtual void construct_rust_data(Library& library) = 0;
    // Messages for the host's log: 0 display, 1 warning, 2 error.
    virtual void log(int level, std::string_view message) = 0;
    // Just before a copy of the library initialises (`rolling_back`: the previous copy, again,
    // after the new one failed): a host that builds engine-function tables gives the copy its own
    // (set_func_table). Nothing of the library runs between its previous copy's shutdown and this.
    virtual void before_init(Library& library, bool rolling_back) {
        (void)library;
        (void)rolling_back;
    }
};

class LibraryHost {
public:
    // `base_table` is copied into each library's table (its func_table and func_count replaced).
    LibraryHost(const FRustealApiTable& base_table, LibraryHooks& hooks);
    ~LibraryHost(); // unloads every library, in registration order
    LibraryHost(const LibraryHost&) = delete;
    LibraryHost& operator=(const LibraryHost&) = delete;

    // Registers and loads. A name already registered is refused; a library that fails to load
    // stays registered (unloaded), so a later reload can bring it up.
    LoadReport register_library(LibrarySpec spec);
    // Reloads from the deployed file (see the contract). An unloaded library is loaded.
    LoadReport reload(std::string_view name);
    // The library's engine-function table, which the library reads at once (its API table holds
    // it): set it only while no copy of the library runs, as from LibraryHooks::before_init. The
    // table must stay valid while the library is loaded with it.
    void set_func_table(Library& library, const void* const* table, std::uint32_t count);
    // on_shutdown + rusteal_shutdown, forget, free, delete the load copy. Idempotent.
    void unload(Library& library);
    void unload_all();

    Library* find(std::string_view name);
    const std::vector<std::unique_ptr<Library>>& libraries() const { return libraries_; }

    // Calls into a library with it current; false (and nothing called) when it is not loaded.
    template <class F>
    bool call(Library& library, F&& fn);

    // The library whose code is running on this thread (null outside any call into Rust).
    static Library* current_library();

private:
    struct OpenedCopy;
    bool open_copy(Library& library, unsigned n, OpenedCopy& out, std::string& error);
    bool init_copy(Library& library, OpenedCopy& copy, std::string& error);
    void shutdown_loaded(Library& library);

    FRustealApiTable base_table_;
    LibraryHooks& hooks_;
    std::vector<std::unique_ptr<Library>> libraries_;
};

// Makes a library current for the scope (nests: the previous one comes back on exit).
class LibraryScope {
public:
    explicit LibraryScope(Library* library);
    ~LibraryScope();
    LibraryScope(const LibraryScope&) = delete;
    LibraryScope& operator=(const LibraryScope&) = delete;

private:
    Library* previous_;
};

template <class F>
bool LibraryHost::call(Library& library, F&& fn) {
    if (!library.loaded()) return false;
    LibraryScope scope(&library);
    fn(*library.callbacks());
    return true;
}

// "<stem>_hot_<n><ext>" beside the deployed file.
std::filesystem::path load_copy_path(const std::filesystem::path& deployed, unsigned n);

} // namespace rusteal::host
