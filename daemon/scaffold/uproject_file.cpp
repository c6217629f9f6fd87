#include "scaffold/uproject_file.hpp"

#include "common/file_write.hpp"
#include "scaffold/scaffold_error.hpp"

#include <boost/json.hpp>

namespace rusteal::scaffold {

namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

json::object read_object(const fs::path& file) {
    std::string text, error;
    if (!common::read_whole_file(file, text, error)) throw ScaffoldError(error);
    if (text.rfind("\xEF\xBB\xBF", 0) == 0) text.erase(0, 3);
    boost::system::error_code ec;
    json::value v = json::parse(text, ec);
    if (ec || !v.is_object())
        throw ScaffoldError(file.string() + " is not a JSON object" + (ec ? " (" + ec.message() + ")" : std::string()) +
                            ": fix or restore it; nothing was changed");
    return std::move(v.as_object());
}

void pretty(std::string& out, const json::value& v, int depth) {
    const std::string pad(static_cast<std::size_t>(depth) * 2, ' ');
    if (v.is_object() && !v.as_object().empty()) {
        out += "{\n";
        std::size_t n = 0;
        for (const auto& kv : v.as_object()) {
            out += pad + "  " + json::serialize(json::string(kv.key())) + ": ";
            pretty(out, kv.value(), depth + 1);
            out += ++n < v.as_object().size() ? ",\n" : "\n";
        }
        out += pad + "}";
    } else if (v.is_array() && !v.as_array().empty()) {
        out += "[\n";
        for (std::size_t i = 0; i < v.as_array().size(); ++i) {
            out += pad + "  ";
            pretty(out, v.as_array()[i], depth + 1);
            out += i + 1 < v.as_array().size() ? ",\n" : "\n";
        }
        out += pad + "]";
    } else {
        out += json::serialize(v);
    }
}

void write_object(const fs::path& file, const json::object& o) {
    std::string out;
    pretty(out, o, 0);
    out += "\n";
    std::string error;
    if (!common::write_file_atomically(file, out, error)) throw ScaffoldError(error);
}

} // namespace

void write_new_uproject(const fs::path& template_uproject, const fs::path& dest, const std::string& engine_association,
                        const std::string& template_name, const std::string& project_name) {
    json::object o = read_object(template_uproject);
    o["EngineAssociation"] = engine_association;
    if (auto* modules = o.if_contains("Modules"); modules && modules->is_array()) {
        for (auto& m : modules->as_array()) {
            if (!m.is_object()) continue;
            if (auto* name = m.as_object().if_contains("Name"); name && name->is_string() && name->as_string() == template_name)
                *name = project_name;
        }
    }
    write_object(dest, o);
}

bool enable_plugins(const fs::path& uproject, const std::vector<std::string>& names) {
    json::object o = read_object(uproject);
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
    if (changed) write_object(uproject, o);
    return changed;
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
