#include "generators/function_table.hpp"

#include "generators/naming.hpp"

#include <algorithm>
#include <tuple>

namespace rusteal::generators {

std::vector<FunctionTableEntry> build_function_table(const BoundModel& model, const LibraryContext& ctx) {
    // Sort the classes by (module, class), then each class's functions by name: the same order as
    // sorting every function by (module, class, function), without comparing the triples.
    std::vector<const BoundClass*> classes;
    std::size_t count = 0;
    for (const auto& c : model.classes) {
        if (c.is_interface() || c.funcs.empty()) continue;
        classes.push_back(&c);
        count += c.funcs.size();
    }
    std::stable_sort(classes.begin(), classes.end(), [](const BoundClass* a, const BoundClass* b) {
        return std::tie(a->module->module, a->info->name) < std::tie(b->module->module, b->info->name);
    });
    std::vector<FunctionTableEntry> table;
    table.reserve(count);
    const auto prefix = ctx.symbol_prefix();
    std::vector<const BoundFunction*> funcs;
    for (const auto* c : classes) {
        funcs.clear();
        for (const auto& f : c->funcs) funcs.push_back(&f);
        std::stable_sort(funcs.begin(), funcs.end(), [](const BoundFunction* a, const BoundFunction* b) { return a->name < b->name; });
        const auto class_part = to_screaming_snake_case(c->info->name);
        for (const auto* f : funcs)
            table.push_back({static_cast<std::uint32_t>(table.size()), c->module->module, c, f,
                             class_part + "_" + to_screaming_snake_case(f->name), wrapper_symbol(prefix, c->info->name, f->name)});
    }
    return table;
}

} // namespace rusteal::generators
