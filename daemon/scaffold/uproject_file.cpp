#include "scaffold/uproject_file.hpp"

#include "common/file_write.hpp"
#include "scaffold/scaffold_error.hpp"

#include <boost/json.hpp>

namespace rusteal::scaffold {

namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

// How a descriptor is written, so that rewriting it keeps the user's style: the engine writes
// tabs (and CRLF on Windows), some editors a byte-order mark.
struct TextStyle {
    std::string indent = "\t";
    std::string newline = "\n";
    bool bom = false;
};

TextStyle style_of(const std::string& text) {
    TextStyle st;
    st.bom = text.rfind("\xEF\xBB\xBF", 0) == 0;
    if (text.find("\r\n") != std::string::npos) st.newline = "\r\n";
    // The first indented line's leading whitespace is one level.
    for (auto nl = text.find('\n'); nl != std::string::npos && nl + 1 < text.size(); nl = text.find('\n', nl + 1)) {
        const auto end = text.find_first_not_of(" \t", nl + 1);
        if (end == std::string::npos || end == nl + 1 || text[end] == '\r' || text[end] == '\n') continue;
        st.indent = text.substr(nl + 1, end - nl - 1);
        break;
    }
    return st;
}

json::object read_object(const fs::path& file, TextStyle* style = nullptr) {
    std::string text, error;
    if (!common::read_whole_file(file, text, error)) throw ScaffoldError(error);
    if (style) *style = style_of(text);
    if (text.rfind("\xEF\xBB\xBF", 0) == 0) text.erase(0, 3);
    boost::system::error_code ec;
    json::value v = json::parse(text, ec);
    if (ec || !v.is_object())
        throw ScaffoldError(file.string() + " is not a JSON object" + (ec ? " (" + ec.message() + ")" : std::string()) +
                            ": fix or restore it; nothing was changed");
    return std::move(v.as_object());
}

void pretty(std::string& out, const json::value& v, int depth, const TextStyle& st) {
    std::string pad;
    for (int i = 0; i < depth; ++i) pad += st.indent;
    const std::string inner = pad + st.indent;
    if (v.is_object() && !v.as_object().empty()) {
        out += "{" + st.newline;
        std::size_t n = 0;
        for (const auto& kv : v.as_object()) {
            out += inner + json::serialize(json::string(kv.key())) + ": ";
            pretty(out, kv.value(), depth + 1, st);
            out += (++n < v.as_object().size() ? "," : "") + st.newline;
        }
        out += pad + "}";
    } else if (v.is_array() && !v.as_array().empty()) {
        out += "[" + st.newline;
        for (std::size_t i = 0; i < v.as_array().size(); ++i) {
            out += inner;
            pretty(out, v.as_array()[i], depth + 1, st);
            out += (i + 1 < v.as_array().size() ? "," : "") + st.newline;
        }
        out += pad + "]";
    } else {
        out += json::serialize(v);
    }
}

void write_object(const fs::path& file, const json::object& o, const TextStyle& st) {
    std::string out = st.bom ? "\xEF\xBB\xBF" : "";
    pretty(out, o, 0, st);
    out += st.newline;
    std::string error;
    if (!common::write_file_atomically(file, out, error)) throw ScaffoldError(error);
}

} // namespace

void write_new_uproject(const fs::path& template_uproject, const fs::path& dest, const std::string& engine_association,
                        const std::string& template_name, const std::string& project_name) {
    TextStyle style;
    json::object o = read_object(template_uproject, &style);
    o["EngineAssociation"] = engine_association;
    if (auto* modules = o.if_contains("Modules"); modules && modules->is_array()) {
        for (auto& m : modules->as_array()) {
            if (!m.is_object()) continue;
            if (auto* name = m.as_object().if_contains("Name"); name && name->is_string() && name->as_string() == template_name)
                *name = project_name;
        }
    }
    write_object(dest, o, style);
}

bool enable_plugins(const fs::path& uproject, const std::vector<std::string>& names) {
    TextStyle style;
    json::object o = read_object(uproject, &style);
    auto& plugins = o["Plugins"];
    if (plugins.is_null()) plugins = json::array{};
    if (!plugins.is_array()) throw ScaffoldError(uproject.string() + ": \"Plugins\" is not an array; fix it and run this again");
    bool changed = false;
    for (const auto& name : names) {
        bool listed = false;
        for (const auto& p : plugins.as_array())
            if (p.is_object())
                if (const auto* n = p.as_object().if_contains("Name"); n && n->is_string() && n->as_string() == name) listed = true;
        if (listed) continue;
        plugins.as_array().push_back(json::object{{"Name", name}, {"Enabled", true}});
        changed = true;
    }
    if (changed) write_object(uproject, o, style);
    return changed;
}

namespace {

json::array& modules_of(json::object& o, const fs::path& uproject) {
    auto& modules = o["Modules"];
    if (modules.is_null()) modules = json::array{};
    if (!modules.is_array()) throw ScaffoldError(uproject.string() + ": \"Modules\" is not an array; fix it and run this again");
    return modules.as_array();
}

} // namespace

std::vector<std::string> uproject_modules(const fs::path& uproject) {
    json::object o = read_object(uproject);
    std::vector<std::string> names;
    for (const auto& m : modules_of(o, uproject))
        if (m.is_object())
            if (const auto* n = m.as_object().if_contains("Name"); n && n->is_string()) names.emplace_back(n->as_string());
    return names;
}

void add_runtime_module(const fs::path& uproject, const std::string& name) {
    TextStyle style;
    json::object o = read_object(uproject, &style);
    if (!o.contains("Modules") && o.contains("Plugins")) {
        // Where the engine's own descriptor writer puts it: before the plugins.
        json::object ordered;
        for (auto& [key, value] : o) {
            if (key == "Plugins") ordered["Modules"] = json::array{};
            ordered[key] = std::move(value);
        }
        o = std::move(ordered);
    }
    modules_of(o, uproject).push_back(json::object{{"Name", name}, {"Type", "Runtime"}, {"LoadingPhase", "Default"}});
    write_object(uproject, o, style);
}

std::string uplugin_version(const fs::path& uplugin) {
    std::error_code ec;
    if (!fs::exists(uplugin, ec)) return {};
    try {
        const json::object o = read_object(uplugin);
        if (const auto* v = o.if_contains("VersionName"); v && v->is_string()) return std::string(v->as_string());
    } catch (const ScaffoldError&) {
    }
    return {};
}

} // namespace rusteal::scaffold
