#include "platform_packs/optimizations.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <toml++/toml.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

namespace rusteal::platforms {

std::string_view default_optimizations_text(); // optimizations_defaults.cpp, from optimizations.toml

namespace fs = std::filesystem;

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string trim(std::string_view s) {
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string_view::npos) return {};
    return std::string(s.substr(b, s.find_last_not_of(" \t\r") - b + 1));
}

std::string value_text(const toml::node& n, const std::string& where) {
    if (auto s = n.value_exact<std::string>()) return *s;
    if (auto b = n.value_exact<bool>()) return *b ? "True" : "False";
    if (auto i = n.value_exact<std::int64_t>()) return std::to_string(*i);
    if (auto d = n.value_exact<double>()) {
        std::ostringstream o;
        o << *d;
        return o.str();
    }
    throw OptimizationsError(where + ": the value must be a string, an integer, a float or a boolean");
}

// The keys each section of an .ini text sets ("+Key=", "-Key=", ".Key=", "!Key=" count as Key).
std::map<std::string, std::set<std::string>> keys_by_section(std::string_view text) {
    std::map<std::string, std::set<std::string>> out;
    std::string section;
    std::istringstream in{std::string(text)};
    for (std::string line; std::getline(in, line);) {
        const std::string t = trim(line);
        if (t.empty() || t.front() == ';' || t.front() == '#') continue;
        if (t.front() == '[' && t.back() == ']') {
            section = lower(t.substr(1, t.size() - 2));
            continue;
        }
        const auto eq = t.find('=');
        if (eq == std::string::npos) continue;
        std::string key = trim(std::string_view(t).substr(0, eq));
        while (!key.empty() && (key.front() == '+' || key.front() == '-' || key.front() == '.' || key.front() == '!')) key.erase(0, 1);
        out[section].insert(lower(key));
    }
    return out;
}

std::optional<std::string> read_text(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace

std::optional<Optimizations> read_optimizations(std::string_view text, std::string_view origin) {
    toml::table root;
    try {
        root = toml::parse(text, origin);
    } catch (const toml::parse_error& e) {
        std::ostringstream s;
        s << origin << ":" << e.source().begin.line << ":" << e.source().begin.column << ": " << e.description();
        throw OptimizationsError(s.str());
    }
    const auto* table = root.get("optimizations");
    if (!table) return std::nullopt;
    auto where = [&](const toml::node& n) { return std::string(origin) + ":" + std::to_string(n.source().begin.line); };
    if (!table->is_table()) throw OptimizationsError(where(*table) + ": [optimizations] must be a table");
    Optimizations out;
    for (const auto& [platform, files] : *table->as_table()) {
        const std::string p(platform.str());
        if (p != "linux" && p != "windows" && p != "mac")
            throw OptimizationsError(where(files) + ": unknown platform '" + p + "' in [optimizations] (the platforms are linux, windows, mac)");
        auto& settings = out[p];
        if (!files.is_table()) throw OptimizationsError(where(files) + ": [optimizations." + p + "] must hold [optimizations." + p + ".<File>.<Section>] tables");
        for (const auto& [file, sections] : *files.as_table()) {
            if (!sections.is_table()) throw OptimizationsError(where(sections) + ": optimizations." + p + "." + std::string(file.str()) + " must hold section tables");
            for (const auto& [section, keys] : *sections.as_table()) {
                if (!keys.is_table()) throw OptimizationsError(where(keys) + ": optimizations." + p + "." + std::string(file.str()) + "." + std::string(section.str()) + " must be a table of keys");
                for (const auto& [key, value] : *keys.as_table())
                    settings.push_back({std::string(file.str()), std::string(section.str()), std::string(key.str()), value_text(value, where(value))});
            }
        }
    }
    return out;
}

const Optimizations& default_optimizations() {
    static const Optimizations defaults = *read_optimizations(default_optimizations_text(), "platform_packs/optimizations.toml");
    return defaults;
}

Optimizations project_optimizations(const fs::path& rusteal_toml) {
    const auto text = read_text(rusteal_toml);
    if (!text) return default_optimizations();
    auto table = read_optimizations(*text, rusteal_toml.string());
    return table ? *table : default_optimizations();
}

std::string strip_block(std::string_view text, bool* had_block) {
    if (had_block) *had_block = false;
    std::string out;
    bool inside = false;
    std::size_t at = 0;
    while (at < text.size()) {
        auto nl = text.find('\n', at);
        const std::size_t end = nl == std::string_view::npos ? text.size() : nl + 1;
        const std::string line = trim(text.substr(at, (nl == std::string_view::npos ? text.size() : nl) - at));
        if (!inside && line == kBlockBegin) {
            inside = true;
            if (had_block) *had_block = true;
        } else if (inside && line == kBlockEnd) {
            inside = false;
        } else if (!inside) {
            out.append(text.substr(at, end - at));
        }
        at = end;
    }
    return out;
}

std::string add_block(std::string_view user_text, const std::vector<IniSetting>& settings) {
    const auto taken = keys_by_section(user_text);
    std::vector<std::pair<std::string, std::vector<const IniSetting*>>> sections;
    for (const auto& s : settings) {
        auto t = taken.find(lower(s.section));
        if (t != taken.end() && t->second.count(lower(s.key))) continue; // the user's value wins
        auto it = std::find_if(sections.begin(), sections.end(), [&](const auto& e) { return e.first == s.section; });
        if (it == sections.end()) sections.push_back({s.section, {&s}});
        else it->second.push_back(&s);
    }
    if (sections.empty()) return std::string(user_text);
    std::string out(user_text);
    if (!out.empty() && out.back() != '\n') out += '\n';
    out += std::string(kBlockBegin) + "\n";
    for (const auto& [section, list] : sections) {
        out += "[" + section + "]\n";
        for (const auto* s : list) out += s->key + "=" + s->value + "\n";
    }
    out += std::string(kBlockEnd) + "\n";
    return out;
}

std::vector<IniChange> plan_optimizations(const fs::path& root, const PlatformPack& pack, const Optimizations& table, bool on) {
    const std::string config(pack.config_name);
    const fs::path dir = root / "Config" / utf8_path(config);
    std::map<std::string, std::vector<IniSetting>> by_file; // <Platform><File>.ini -> settings
    if (on)
        if (auto it = table.find(std::string(pack.key)); it != table.end())
            for (const auto& s : it->second) by_file[config + s.file + ".ini"].push_back(s);
    std::set<std::string> files;
    for (const auto& [name, settings] : by_file) files.insert(name);
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".ini") files.insert(it->path().filename().string());
    std::vector<IniChange> out;
    for (const auto& name : files) {
        const fs::path file = dir / utf8_path(name);
        const auto text = read_text(file);
        bool had_block = false;
        const std::string user = text ? strip_block(*text, &had_block) : std::string();
        const auto wanted = by_file.find(name);
        const std::string next = wanted == by_file.end() ? user : add_block(user, wanted->second);
        if (text && next == *text) continue;          // nothing changes: not rewritten
        if (!text && next.empty()) continue;          // nothing to write, nothing there
        if (had_block && trim(next).empty()) {
            out.push_back({file, std::nullopt});      // only our block was there
            continue;
        }
        out.push_back({file, next});
    }
    return out;
}

} // namespace rusteal::platforms
