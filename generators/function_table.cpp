#include "generators/function_table.hpp"

#include "generators/naming.hpp"

#include <algorithm>
#include <tuple>

namespace rusteal::generators {

std::vector<FunctionTableEntry> build_function_table(const BoundModel& model, const LibraryContext& ctx) {
    std::vector<FunctionTableEntry> table;
    for (const auto& c : model.classes) {
        if (c.is_interface()) continue;
        for (const auto& f : c.funcs)
            table.push_back({0, c.module->module, &c, &f, func_id_constant(c.info->name, f.name),
                             wrapper_symbol(ctx.symbol_prefix(), c.info->name, f.name)});
    }
    std::stable_sort(table.begin(), table.end(), [](const FunctionTableEntry& a, const FunctionTableEntry& b) {
        return std::tie(a.module, a.cls->info->name, a.func->name) < std::tie(b.module, b.cls->info->name, b.func->name);
    });
    for (std::size_t i = 0; i < table.size(); ++i) table[i].id = static_cast<std::uint32_t>(i);
    return table;
}

} // namespace rusteal::generators
