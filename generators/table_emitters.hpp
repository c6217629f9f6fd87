#pragma once
// The three files that hold function ids (and the only ones that do), and module_deps.txt.
#include "generators/function_table.hpp"
#include "generators/library_context.hpp"

#include <string>
#include <vector>

namespace rusteal::generators {

// Each builds its file in `buffer` (emptied first): passing the previous run's text back reuses
// its memory, which at engine scale is megabytes per file.
std::string emit_func_ids_rs(const std::vector<FunctionTableEntry>& table, std::string buffer = {});
std::string emit_func_ids_h(const std::vector<FunctionTableEntry>& table, std::string buffer = {});
std::string emit_fill_func_table_cpp(const std::vector<FunctionTableEntry>& table, const LibraryContext& ctx,
                                     std::string buffer = {});
// "Core" and every enabled UE package except the host module, sorted, one per line, no trailing newline.
std::string emit_module_deps(const LibraryContext& ctx);

} // namespace rusteal::generators
