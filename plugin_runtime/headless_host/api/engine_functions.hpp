#pragma once
// The engine-function tables of the headless host: what a library's generated bindings call
// through (`api::engine_function(id)`), filled with the host's implementations over its object
// model instead of Unreal's C++ classes.
//
// The plugin fills that table from the generated C++ (`RustealFillFuncTable()` places each
// wrapper at its id). The headless host reads the same generated `RustealFuncIds.h` (one
// `constexpr uint32_t NAME = id;` per bound function, and FUNC_COUNT) and places, at each id, its
// own implementation with the wrapper's C signature when it models the function
// (modelled_functions(): every area of the modelled engine lists its own), and otherwise a
// function that fails with "not modelled in the headless host" (the bindings add the function's
// name to the error).
//
// Contract: a library has a current table and, while a reload is under way, a staged one built
// from its ids file read again (none when the file did not change). The copy of the library that
// initialises gets the staged table (the previous copy, rolled back, the current one); `commit`
// makes the staged one current once the new copy runs, `discard` drops it. A table stays
// allocated while it is current or staged. As a world subsystem it does this for the libraries
// the engine loads: a library whose spec names an ids file (and brings no table of its own) gets a
// table staged before each load and reload, committed or discarded after, and handed to the copy
// that initialises. Single-threaded, like the engine.
#include "api/modelled_function.hpp"
#include "core/world_subsystem.hpp"

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::headless {

// How much of a library's table the host models.
struct EngineFunctionCoverage {
    std::uint32_t table_size = 0;               // FUNC_COUNT of the library's RustealFuncIds.h
    std::vector<std::string> modelled;          // "Actor.K2_GetActorLocation", in id order
};

class EngineFunctions final : public WorldSubsystem {
public:
    // The functions the host implements, as "Class.Function" (for --version and the docs).
    static std::vector<std::string> modelled_names();
    // The implementation of "Class.Function" (its generated wrapper's C signature), null when
    // the host does not model it: what a library's table holds at that function's id.
    static const void* modelled_entry(std::string_view name);

    // Reads `func_ids` and stages the library's table built from it, unless the file is the one
    // its current table was built from. False, with `error` naming the file and line, when it
    // cannot be read or is not a generated RustealFuncIds.h.
    bool stage(const std::string& library, const std::filesystem::path& func_ids, std::string& error);
    void commit(const std::string& library);
    void discard(const std::string& library);
    // The staged table, else the current one (`staged`: false for the current one only).
    const void* const* table(const std::string& library, bool staged = true) const;
    std::uint32_t count(const std::string& library, bool staged = true) const;
    const EngineFunctionCoverage* coverage(const std::string& library) const; // the current table's

    // WorldSubsystem: the tables of the libraries the engine loads.
    void library_loading(const std::string& library, const host::LibrarySpec* spec) override;
    void library_loaded(const std::string& library, const host::LoadReport& report) override;
    void before_init(host::Library& library, bool rolling_back) override;

private:
    struct Table {
        std::string source; // the ids file's text
        std::vector<const void*> entries;
        EngineFunctionCoverage coverage;
    };
    const Table* find(const std::string& library, bool staged) const;
    std::map<std::string, std::unique_ptr<Table>, std::less<>> current_, staged_;
    std::map<std::string, std::filesystem::path, std::less<>> func_ids_; // the libraries loaded with an ids file
};

} // namespace rusteal::headless
