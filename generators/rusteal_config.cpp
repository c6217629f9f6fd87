#include "generators/rusteal_config.hpp"

#include <toml++/toml.h>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace rusteal::generators {
namespace {

std::string where(const std::string& origin, const toml::source_region& src) {
    return origin + ":" + std::to_string(src.begin.line) + ":" + std::to_string(src.begin.column);
}

std::string join(const std::vector<std::string_view>& items) {
    std::string out;
    for (auto i : items) out += (out.empty() ? "" : ", ") + std::string(i);
    return out;
}

// Refuses keys of `table` outside `valid`, naming the valid ones.
void check_keys(const toml::table& table, const std::vector<std::string_view>& valid, const std::string& origin,
                const std::string& table_name) {
    for (const auto& [key, node] : table) {
        if (std::find(valid.begin(), valid.end(), key.str()) == valid.end())
            throw GeneratorError(where(origin, key.source()) + ": unknown key '" + std::string(key.str()) + "' in [" +
                                 table_name + "]; valid keys: " + join(valid));
    }
}

std::string string_value(const toml::node& node, const std::string& origin, const std::string& key) {
    auto v = node.value<std::string>();
    if (!node.is_string() || !v) throw GeneratorError(where(origin, node.source()) + ": '" + key + "' must be a string");
    if (v->empty()) throw GeneratorError(where(origin, node.source()) + ": '" + key + "' must not be empty");
    return *v;
}

std::vector<std::string> string_array(const toml::node& node, const std::string& origin, const std::string& key) {
    const auto* arr = node.as_array();
    if (!arr) throw GeneratorError(where(origin, node.source()) + ": '" + key + "' must be an array of strings");
    std::vector<std::string> out;
    for (const auto& item : *arr) out.push_back(string_value(item, origin, key + "[]"));
    return out;
}

const toml::table* table_at(const toml::table& parent, std::string_view key, const std::string& origin,
                            const std::string& name) {
    const auto* node = parent.get(key);
    if (!node) return nullptr;
    const auto* t = node->as_table();
    if (!t) throw GeneratorError(where(origin, node->source()) + ": '" + name + "' must be a table");
    return t;
}

} // namespace

bool RustealConfig::feature_enabled(std::string_view feature) const {
    return std::find(codegen_features.begin(), codegen_features.end(), feature) != codegen_features.end();
}

RustealConfig parse_config(std::string_view text, const std::string& origin) {
    toml::table root;
    try {
        root = toml::parse(text, origin);
    } catch (const toml::parse_error& e) {
        throw GeneratorError(where(origin, e.source()) + ": " + std::string(e.description()));
    }
    check_keys(root, {"project", "plugin", "codegen", "optimizations"}, origin, "top level"); // optimizations: platform_packs
    const auto* project = table_at(root, "project", origin, "project");
    const auto* plugin = table_at(root, "plugin", origin, "plugin");
    if (project && plugin)
        throw GeneratorError(origin + ": has both [project] and [plugin]; a game's file has [project], a plugin's [plugin]");
    if (!project && !plugin)
        throw GeneratorError(origin + ": needs a [project] table (a game) or a [plugin] table (a Rusteal plugin)");

    RustealConfig cfg;
    const auto& lib = project ? *project : *plugin;
    std::string lib_name = project ? "project" : "plugin";
    check_keys(lib, project ? std::vector<std::string_view>{"crate", "features"}
                            : std::vector<std::string_view>{"crate", "features", "kind"},
               origin, lib_name);
    const auto* crate = lib.get("crate");
    if (!crate) throw GeneratorError(where(origin, lib.source()) + ": [" + lib_name + "] needs 'crate', the name of the cdylib package");
    cfg.crate_name = string_value(*crate, origin, lib_name + ".crate");
    if (const auto* f = lib.get("features")) cfg.crate_features = string_array(*f, origin, lib_name + ".features");
    if (plugin) {
        cfg.kind = LibraryKind::RuntimePlugin;
        if (const auto* k = lib.get("kind")) {
            auto kind = string_value(*k, origin, "plugin.kind");
            if (kind == "editor") cfg.kind = LibraryKind::EditorPlugin;
            else if (kind != "runtime")
                throw GeneratorError(where(origin, k->source()) + ": plugin.kind must be \"runtime\" or \"editor\", not \"" +
                                     kind + "\"");
        }
    }

    const auto* codegen = table_at(root, "codegen", origin, "codegen");
    if (!codegen) throw GeneratorError(origin + ": needs a [codegen] table with 'features'");
    check_keys(*codegen, {"features", "modules", "blocklist"}, origin, "codegen");
    const auto* features = codegen->get("features");
    if (!features) throw GeneratorError(where(origin, codegen->source()) + ": [codegen] needs 'features', e.g. features = [\"core\", \"engine\"]");
    cfg.codegen_features = string_array(*features, origin, "codegen.features");

    if (const auto* modules = table_at(*codegen, "modules", origin, "codegen.modules")) {
        for (const auto& [package, node] : *modules) {
            std::string name = "codegen.modules." + std::string(package.str());
            const auto* m = node.as_table();
            if (!m)
                throw GeneratorError(where(origin, node.source()) + ": '" + name +
                                     "' must be a table like { module = \"engine\", feature = \"engine\" }");
            check_keys(*m, {"module", "feature", "plugin", "classes"}, origin, name);
            ModuleConfig mc;
            const auto* mod = m->get("module");
            const auto* feat = m->get("feature");
            if (!mod) throw GeneratorError(where(origin, node.source()) + ": '" + name + "' needs 'module' (the Rust module name)");
            if (!feat) throw GeneratorError(where(origin, node.source()) + ": '" + name + "' needs 'feature' (the cargo feature)");
            mc.module = string_value(*mod, origin, name + ".module");
            mc.feature = string_value(*feat, origin, name + ".feature");
            if (const auto* p = m->get("plugin")) mc.plugin = string_value(*p, origin, name + ".plugin");
            if (const auto* c = m->get("classes")) mc.classes = string_array(*c, origin, name + ".classes");
            cfg.modules.emplace(std::string(package.str()), std::move(mc));
        }
    }
    if (const auto* block = table_at(*codegen, "blocklist", origin, "codegen.blocklist")) {
        check_keys(*block, {"classes", "structs", "functions"}, origin, "codegen.blocklist");
        if (const auto* c = block->get("classes"))
            for (auto& s : string_array(*c, origin, "codegen.blocklist.classes")) cfg.blocked_classes.insert(s);
        if (const auto* s = block->get("structs"))
            for (auto& v : string_array(*s, origin, "codegen.blocklist.structs")) cfg.blocked_structs.insert(v);
        if (const auto* f = block->get("functions")) {
            for (auto& entry : string_array(*f, origin, "codegen.blocklist.functions")) {
                auto dot = entry.find('.');
                if (dot == std::string::npos || dot == 0 || dot + 1 == entry.size())
                    throw GeneratorError(where(origin, f->source()) + ": codegen.blocklist.functions entry '" + entry +
                                         "' must be \"Class.Function\"");
                cfg.blocked_functions.emplace(entry.substr(0, dot), entry.substr(dot + 1));
            }
        }
    }
    return cfg;
}

RustealConfig load_config(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw GeneratorError("cannot read " + file.string() + ": every Rust library needs a rusteal.toml");
    std::ostringstream ss;
    ss << in.rdbuf();
    return parse_config(ss.str(), file.string());
}

} // namespace rusteal::generators
