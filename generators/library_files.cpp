// The files around a library's generated output: where they are (LibraryPaths), the engine
// plugins added to its .uplugin, and the checks of a finished output (code_generator.hpp declares
// them).
#include "generators/code_generator.hpp"
#include "generators/json_location.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/json.hpp>

#include <charconv>
#include <fstream>
#include <set>
#include <sstream>

namespace rusteal::generators {
namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

std::string file_text(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

void pretty(const json::value& v, std::string& out, int depth) {
    auto indent = [&](int d) { out.append(static_cast<std::size_t>(d), '\t'); };
    if (v.is_object()) {
        const auto& o = v.get_object();
        if (o.empty()) {
            out += "{}";
            return;
        }
        out += "{\n";
        std::size_t i = 0;
        for (const auto& [k, val] : o) {
            indent(depth + 1);
            out += json::serialize(json::value(k)) + ": ";
            pretty(val, out, depth + 1);
            out += ++i < o.size() ? ",\n" : "\n";
        }
        indent(depth);
        out += "}";
    } else if (v.is_array()) {
        const auto& a = v.get_array();
        if (a.empty()) {
            out += "[]";
            return;
        }
        out += "[\n";
        for (std::size_t i = 0; i < a.size(); ++i) {
            indent(depth + 1);
            pretty(a[i], out, depth + 1);
            out += i + 1 < a.size() ? ",\n" : "\n";
        }
        indent(depth);
        out += "]";
    } else {
        out += json::serialize(v);
    }
}

} // namespace

LibraryPaths game_library_paths(const fs::path& root) {
    return {"",
            root / "Intermediate" / "Rusteal" / "uht",
            root / "rusteal.toml",
            root / "Rust" / "bindings",
            root / "Plugins" / "Rusteal" / "Source" / "Rusteal" / "Generated",
            root / "Plugins" / "Rusteal" / "Rusteal.uplugin",
            root / "Intermediate" / "Rusteal"};
}

LibraryPaths plugin_library_paths(const fs::path& root, const std::string& plugin) {
    auto dir = root / "Plugins" / utf8_path(plugin);
    return {plugin,
            root / "Intermediate" / "Rusteal" / "uht",
            dir / "rusteal.toml",
            dir / "Rust" / "bindings",
            dir / "Source" / utf8_path(plugin) / "Generated",
            dir / utf8_path(plugin + ".uplugin"),
            root / "Intermediate" / "Rusteal"};
}

std::optional<std::string> add_uplugin_dependencies(const std::string& text, const std::vector<std::string>& plugins,
                                                    const std::string& origin) {
    auto doc = parse_json_document(text, origin);
    if (!doc.is_object()) throw GeneratorError(origin + ": a .uplugin must be a JSON object");
    auto& obj = doc.get_object();
    if (!obj.contains("Plugins")) obj["Plugins"] = json::array();
    if (!obj["Plugins"].is_array()) throw GeneratorError(origin + ": 'Plugins' must be an array");
    auto& list = obj["Plugins"].get_array();
    std::set<std::string> present;
    for (const auto& p : list)
        if (p.is_object())
            if (const auto* n = p.get_object().if_contains("Name"); n && n->is_string()) present.emplace(n->get_string());
    bool added = false;
    for (const auto& name : plugins) {
        if (present.count(name)) continue;
        list.push_back(json::object{{"Name", name}, {"Enabled", true}});
        present.insert(name);
        added = true;
    }
    if (!added) return std::nullopt;
    std::string out;
    pretty(doc, out, 0);
    return out + "\n";
}

std::optional<std::string> add_uplugin_dependencies(const fs::path& uplugin, const std::vector<std::string>& plugins) {
    if (!fs::exists(uplugin)) return std::nullopt;
    return add_uplugin_dependencies(file_text(uplugin), plugins, uplugin.string());
}

std::vector<std::string> verify_output(const LibraryPaths& paths, const std::vector<std::string>& enabled_rust_modules,
                                       std::size_t expected_functions, const std::string* ids_header) {
    std::vector<std::string> problems;
    auto non_empty = [&](const fs::path& p) {
        std::error_code ec;
        if (!fs::exists(p, ec)) problems.push_back(p.string() + " is missing");
        else if (fs::file_size(p, ec) == 0) problems.push_back(p.string() + " is empty");
    };
    non_empty(paths.bindings_dir / "src" / "func_ids.rs");
    non_empty(paths.bindings_dir / "src" / "lib.rs");
    for (const auto& m : enabled_rust_modules) non_empty(paths.bindings_dir / "src" / utf8_path(m) / "mod.rs");
    non_empty(paths.cpp_dir / "RustealFuncIds.h");
    non_empty(paths.cpp_dir / "RustealFillFuncTable.cpp");
    if (!problems.empty()) return problems;
    // Ids run 0..N-1 with no gap, in the header the engine compiles.
    std::string read;
    if (!ids_header) read = file_text(paths.cpp_dir / "RustealFuncIds.h");
    std::string_view text = ids_header ? std::string_view(*ids_header) : std::string_view(read);
    constexpr std::string_view kDecl = "constexpr uint32_t ";
    std::size_t expected_id = 0;
    for (auto pos = text.find(kDecl); pos != std::string_view::npos; pos = text.find(kDecl, pos + 1)) {
        auto line = text.substr(pos + kDecl.size(), text.find(';', pos) - pos - kDecl.size());
        auto eq = line.find(" = ");
        if (eq == std::string_view::npos) continue;
        auto name = line.substr(0, eq);
        auto value = line.substr(eq + 3);
        std::size_t number = 0;
        auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), number);
        const bool numeric = ec == std::errc() && end == value.data() + value.size();
        if (name == "FUNC_COUNT") {
            if (!numeric || number != expected_id)
                problems.push_back("FUNC_COUNT is " + std::string(value) + " but " + std::to_string(expected_id) + " ids precede it");
            continue;
        }
        if (!numeric || number != expected_id) {
            problems.push_back("function ids have a gap: " + std::string(name) + " is " + std::string(value) + ", expected " +
                               std::to_string(expected_id));
            break;
        }
        ++expected_id;
    }
    if (problems.empty() && expected_id != expected_functions)
        problems.push_back("RustealFuncIds.h has " + std::to_string(expected_id) + " ids for " +
                           std::to_string(expected_functions) + " functions");
    return problems;
}

} // namespace rusteal::generators
