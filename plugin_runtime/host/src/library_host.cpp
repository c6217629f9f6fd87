#include "rusteal_host/library_host.hpp"

#include "dynamic_library.hpp"

#include <system_error>
#include <utility>

namespace rusteal::host {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

thread_local Library* t_current = nullptr;

double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

std::string build_id_of(const fs::path& file) {
    std::error_code ec;
    const auto size = fs::file_size(file, ec);
    if (ec) return {};
    const auto mtime = fs::last_write_time(file, ec);
    if (ec) return {};
    return std::to_string(size) + "-" + std::to_string(mtime.time_since_epoch().count());
}

std::string version_text(std::uint32_t v) {
    return std::to_string(v / 1000000) + "." + std::to_string(v / 1000 % 1000) + "." + std::to_string(v % 1000);
}

// Removes `<stem>_hot_*<ext>` beside the deployed file: copies a crashed host left behind.
void remove_stale_copies(const fs::path& deployed) {
    std::error_code ec;
    const std::string prefix = deployed.stem().string() + "_hot_";
    const std::string ext = deployed.extension().string();
    fs::directory_iterator it(deployed.parent_path(), ec), end;
    for (; !ec && it != end; it.increment(ec)) {
        const std::string n = it->path().filename().string();
        if (n.size() > prefix.size() + ext.size() && n.compare(0, prefix.size(), prefix) == 0 &&
            n.compare(n.size() - ext.size(), ext.size(), ext) == 0) {
            std::error_code rm;
            fs::remove(it->path(), rm);
        }
    }
}

} // namespace

double LoadReport::total_milliseconds() const {
    double t = 0;
    for (const auto& p : phases) t += p.milliseconds;
    return t;
}

fs::path load_copy_path(const fs::path& deployed, unsigned n) {
    // Built from the path's own parts: inside the editor, text is not known to be UTF-8.
    const std::string number = "_hot_" + std::to_string(n); // ASCII, the same in every encoding
    fs::path name = deployed.stem();
    name += fs::path::string_type(number.begin(), number.end());
    name += deployed.extension();
    return deployed.parent_path() / name;
}

Library::Library(LibrarySpec spec, const FRustealApiTable& base_table)
    : spec_(std::move(spec)), table_(base_table) {
    table_.func_table = spec_.func_table;
    table_.func_count = spec_.func_count;
}

Library::~Library() = default;

LibraryScope::LibraryScope(Library* library) : previous_(t_current) { t_current = library; }
LibraryScope::~LibraryScope() { t_current = previous_; }

Library* LibraryHost::current_library() { return t_current; }

// A copy opened and checked, not initialised yet.
struct LibraryHost::OpenedCopy {
    fs::path path;
    bool is_deployed_file = false; // neither a link nor a copy could be made
    std::unique_ptr<DynamicLibrary> handle;
    FRustealInitFn init = nullptr;
    FRustealShutdownFn shutdown = nullptr;
    FRustealCallbacksFn callbacks = nullptr;

    void discard() {
        handle.reset();
        if (!is_deployed_file && !path.empty()) {
            std::error_code ec;
            fs::remove(path, ec);
        }
        path.clear();
    }
};

LibraryHost::LibraryHost(const FRustealApiTable& base_table, LibraryHooks& hooks)
    : base_table_(base_table), hooks_(hooks) {}

LibraryHost::~LibraryHost() { unload_all(); }

Library* LibraryHost::find(std::string_view name) {
    for (auto& l : libraries_)
        if (l->name() == name) return l.get();
    return nullptr;
}

bool LibraryHost::open_copy(Library& library, unsigned n, OpenedCopy& out, std::string& error) {
    const fs::path& deployed = library.file();
    std::error_code ec;
    if (!fs::is_regular_file(deployed, ec)) {
        error = "library " + library.name() + ": " + deployed.string() +
                " does not exist; build it with `rusteal build`";
        return false;
    }
    out.path = load_copy_path(deployed, n);
    fs::remove(out.path, ec);
    ec.clear();
#if defined(_WIN32)
    // Windows locks a loaded DLL's file under every name it has: a copy, so that the deploy may
    // replace the deployed file while this one runs.
    ec = std::make_error_code(std::errc::not_supported);
#else
    fs::create_hard_link(deployed, out.path, ec);
#endif
    if (ec) {
        ec.clear();
        fs::copy_file(deployed, out.path, fs::copy_options::overwrite_existing, ec);
        if (ec) {
            hooks_.log(1, "library " + library.name() + ": no load copy could be made (" + ec.message() +
                              "); loading " + deployed.string() + " itself, which a build cannot replace while loaded");
            out.path = deployed;
            out.is_deployed_file = true;
        }
    }
    std::string why;
    out.handle.reset(DynamicLibrary::open(out.path, why));
    if (!out.handle) {
        error = "library " + library.name() + ": cannot load " + deployed.string() + " (" + why +
                "); rebuild it with `rusteal build`";
        out.discard();
        return false;
    }
    auto version = reinterpret_cast<FRustealVersionFn>(out.handle->symbol("rusteal_version"));
    out.init = reinterpret_cast<FRustealInitFn>(out.handle->symbol("rusteal_init"));
    out.shutdown = reinterpret_cast<FRustealShutdownFn>(out.handle->symbol("rusteal_shutdown"));
    out.callbacks = reinterpret_cast<FRustealCallbacksFn>(out.handle->symbol("rusteal_callbacks"));
    const char* missing = !version ? "rusteal_version"
                          : !out.init ? "rusteal_init"
                          : !out.shutdown ? "rusteal_shutdown"
                          : !out.callbacks ? "rusteal_callbacks"
                                       : nullptr;
    if (missing) {
        error = "library " + library.name() + ": " + deployed.string() + " has no export `" + missing +
                "`: it is not a Rusteal library (the game crate needs `rusteal_runtime::entry!();` in its lib.rs)";
        out.discard();
        return false;
    }
    const std::uint32_t theirs = version();
    if (theirs != library.table().version) {
        error = "library " + library.name() + ": " + deployed.string() + " was built with rusteal " +
                version_text(theirs) + " but this host is rusteal " + version_text(library.table().version) +
                "; rebuild both with `rusteal build --all`";
        out.discard();
        return false;
    }
    return true;
}

bool LibraryHost::init_copy(Library& library, OpenedCopy& copy, std::string& error) {
    // The engine calls into the library while its init registers types (a class default
    // object's Rust data is constructed when its class is finalised), so its callbacks are
    // in place before rusteal_init runs.
    library.callbacks_ = copy.callbacks();
    library.shutdown_ = copy.shutdown;
    const FRustealRustCallbacks* cbs = nullptr;
    {
        LibraryScope scope(&library);
        cbs = copy.init(&library.table_);
    }
    if (!cbs) {
        library.callbacks_ = nullptr;
        library.shutdown_ = nullptr;
        error = "library " + library.name() + ": rusteal_init of " + library.file().string() +
                " failed (the library's log above says why)";
        // What a failed init registered is the library's to forget, as after a shutdown.
        {
            LibraryScope scope(&library);
            copy.shutdown();
        }
        hooks_.forget(library);
        return false;
    }
    library.callbacks_ = cbs;
    library.shutdown_ = copy.shutdown;
    return true;
}

void LibraryHost::shutdown_loaded(Library& library) {
    if (!library.callbacks_) return;
    {
        LibraryScope scope(&library);
        library.callbacks_->on_shutdown();
        library.shutdown_(); // calls on_shutdown again on the Rust side: idempotent there
    }
    library.callbacks_ = nullptr;
    library.shutdown_ = nullptr;
    hooks_.forget(library);
}

LoadReport LibraryHost::register_library(LibrarySpec spec) {
    LoadReport report;
    if (find(spec.name)) {
        report.error = "a library named " + spec.name + " is already registered";
        return report;
    }
    // dlopen searches the library path for a name without a slash: always give it a path.
    std::error_code ec;
    const fs::path absolute = fs::absolute(spec.file, ec);
    if (!ec) spec.file = absolute.lexically_normal();
    remove_stale_copies(spec.file);
    libraries_.push_back(std::make_unique<Library>(std::move(spec), base_table_));
    return reload(libraries_.back()->name());
}

void LibraryHost::set_func_table(Library& library, const void* const* table, std::uint32_t count) {
    library.spec_.func_table = table;
    library.spec_.func_count = count;
    library.table_.func_table = table;
    library.table_.func_count = count;
}

LoadReport LibraryHost::reload(std::string_view name) {
    LoadReport report;
    Library* lib = find(name);
    if (!lib) {
        report.error = "no library named " + std::string(name) + " is registered";
        return report;
    }
    Library& library = *lib;
    report.reload_count = library.reload_count_;
    auto phase = [&](const char* what, auto&& fn) {
        const auto start = Clock::now();
        fn();
        report.phases.push_back({what, ms_since(start)});
    };

    // check: nothing of the running library is touched until the new copy passed.
    OpenedCopy fresh;
    bool checked = false;
    phase("check", [&] { checked = open_copy(library, library.reload_count_ + 1, fresh, report.error); });
    if (!checked) {
        hooks_.log(2, report.error);
        return report;
    }
    const std::string fresh_build_id = build_id_of(library.file());

    const bool was_loaded = library.loaded();
    if (was_loaded) {
        phase("drop", [&] { hooks_.drop_rust_data(library); });
        phase("unload", [&] { shutdown_loaded(library); });
    }
    // The previous copy stays open until the new one initialised: it is the rollback.
    OpenedCopy previous;
    previous.path = library.load_copy_;
    previous.handle = std::move(library.handle_);
    previous.init = nullptr;

    bool loaded = false;
    phase("load", [&] {
        hooks_.before_init(library, false);
        loaded = init_copy(library, fresh, report.error);
        if (loaded) return;
        fresh.discard();
        if (!previous.handle) return;
        // Roll back: the previous copy's code registers the previous classes again.
        auto init = reinterpret_cast<FRustealInitFn>(previous.handle->symbol("rusteal_init"));
        auto shutdown = reinterpret_cast<FRustealShutdownFn>(previous.handle->symbol("rusteal_shutdown"));
        previous.init = init;
        previous.shutdown = shutdown;
        previous.callbacks = reinterpret_cast<FRustealCallbacksFn>(previous.handle->symbol("rusteal_callbacks"));
        std::string again;
        hooks_.before_init(library, true);
        if (init_copy(library, previous, again)) {
            report.rolled_back = true;
            library.handle_ = std::move(previous.handle);
            previous.path.clear(); // still in use
        } else {
            report.error += "; the previous copy failed to initialise again too: " + again;
        }
    });

    if (loaded) {
        previous.is_deployed_file = previous.path == library.file();
        previous.discard();
        library.handle_ = std::move(fresh.handle);
        library.load_copy_ = fresh.path;
        library.reload_count_ += 1;
        library.build_id_ = fresh_build_id;
    } else if (!report.rolled_back) {
        previous.is_deployed_file = previous.path == library.file();
        previous.discard();
        library.load_copy_.clear();
    }

    if (library.loaded()) {
        phase("reinstance", [&] { hooks_.reinstance(library); });
        phase("construct", [&] { hooks_.construct_rust_data(library); });
    }
    report.ok = loaded;
    report.reload_count = library.reload_count_;
    if (!report.ok) {
        hooks_.log(2, report.error + (report.rolled_back ? " (the previous build runs again)" : ""));
    }
    return report;
}

void LibraryHost::unload(Library& library) {
    if (library.loaded()) {
        hooks_.drop_rust_data(library);
        shutdown_loaded(library);
    }
    OpenedCopy copy;
    copy.path = library.load_copy_;
    copy.is_deployed_file = copy.path == library.file();
    copy.handle = std::move(library.handle_);
    copy.discard();
    library.load_copy_.clear();
}

void LibraryHost::unload_all() {
    for (auto& l : libraries_) unload(*l);
}

} // namespace rusteal::host
