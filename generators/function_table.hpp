#pragma once
// The function table: every bound function gets an id, in (module, class, function) order, 0..N-1.
// Ids appear only in func_ids.rs, RustealFuncIds.h and RustealFillFuncTable.cpp; everything else
// refers to the named constant.
#include "generators/filter.hpp"

#include <string>
#include <vector>

namespace rusteal::generators {

struct FunctionTableEntry {
    std::uint32_t id;
    std::string module;   // Rust module
    const BoundClass* cls;
    const BoundFunction* func;
    std::string constant; // "ACTOR_GET_OWNER"
    std::string symbol;   // "Rusteal_Actor_GetOwner" (prefixed for plugins)
};

std::vector<FunctionTableEntry> build_function_table(const BoundModel& model, const LibraryContext& ctx);

} // namespace rusteal::generators
