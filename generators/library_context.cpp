#include "generators/library_context.hpp"

#include <string_view>
#include <unordered_map>

namespace rusteal::generators {

const ModuleConfig* LibraryContext::module_of(const std::string& package) const {
    auto it = enabled.find(package);
    return it == enabled.end() ? nullptr : &it->second;
}

LibraryContext make_library_context(RustealConfig config, const ReflectionModel& model, std::string plugin_name) {
    LibraryContext ctx;
    ctx.plugin_name = std::move(plugin_name);
    // Rusteal's own package rides on the first listed feature (or core).
    std::string first = config.codegen_features.empty() ? "core" : config.codegen_features.front();
    config.modules.try_emplace("Rusteal", ModuleConfig{"rusteal", first, std::nullopt, std::nullopt});
    if (config.kind == LibraryKind::EditorPlugin)
        config.modules.try_emplace("RustealEditor", ModuleConfig{"rusteal_editor", first, std::nullopt, std::nullopt});
    for (const auto& [package, module] : config.modules)
        if (config.feature_enabled(module.feature)) ctx.enabled.emplace(package, module);

    ctx.blocked_classes = config.blocked_classes;
    for (auto internal : kRustealInternalClasses) ctx.blocked_classes.emplace(internal);

    // `classes = [...]`: the listed classes and their ancestors within the package; nothing else of it.
    std::unordered_map<std::string_view, const ClassInfo*> by_name; // made only when some module lists classes
    for (const auto& [package, module] : config.modules) {
        if (!module.classes) continue;
        if (by_name.empty())
            for (const auto& c : model.classes) by_name.emplace(c.name, &c);
        std::set<std::string> keep;
        for (const auto& listed : *module.classes) {
            for (auto it = by_name.find(listed); it != by_name.end() && it->second->package == package;) {
                keep.insert(std::string(it->first));
                if (!it->second->super) break;
                it = by_name.find(*it->second->super);
            }
        }
        for (const auto& c : model.classes)
            if (c.package == package && !keep.count(c.name)) ctx.blocked_classes.insert(c.name);
    }
    ctx.config = std::move(config);
    return ctx;
}

} // namespace rusteal::generators
