#include "scaffold/version_gate.hpp"
#include "scaffold/installed_plugin_files.hpp"

#include "common/file_write.hpp"
#include "scaffold/embedded_files.hpp"
#include "scaffold/uproject_file.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <toml++/toml.h>

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <sstream>

namespace rusteal::scaffold {

namespace fs = std::filesystem;

namespace {

constexpr std::array<const char*, 3> kPinned{"rusteal-runtime", "rusteal-core", "rusteal-ffi"};

// "X.Y.Z" with three decimal numbers, as a comparable triple; nullopt otherwise.
std::optional<std::array<long, 3>> parse_version(const std::string& v) {
    std::array<long, 3> out{};
    std::size_t at = 0;
    for (int i = 0; i < 3; ++i) {
        std::size_t used = 0;
        if (at >= v.size() || !std::isdigit(static_cast<unsigned char>(v[at]))) return std::nullopt;
        try {
            out[static_cast<std::size_t>(i)] = std::stol(v.substr(at), &used);
        } catch (const std::exception&) {
            return std::nullopt;
        }
        at += used;
        if (i < 2) {
            if (at >= v.size() || v[at] != '.') return std::nullopt;
            ++at;
        }
    }
    if (at != v.size()) return std::nullopt;
    return out;
}

std::string invalid(const fs::path& manifest, const std::string& why) {
    return manifest.string() + ": " + why + ". rusteal-runtime, rusteal-core and rusteal-ffi must all be pinned in "
           "[workspace.dependencies] to one exact version (rusteal-runtime = \"=X.Y.Z\") or to one checkout "
           "(rusteal-runtime = { path = \".../rusteal-runtime\" }).";
}

std::string checkout_version(const fs::path& checkout) {
    try {
        const auto ws = toml::parse_file((checkout / "Cargo.toml").string());
        if (auto v = ws["workspace"]["package"]["version"].value<std::string>()) return *v;
        const auto rt = toml::parse_file((checkout / "rusteal-runtime/Cargo.toml").string());
        if (auto v = rt["package"]["version"].value<std::string>()) return *v;
    } catch (const std::exception&) {
    }
    return {};
}

} // namespace

ProjectPins read_pins(const fs::path& root) {
    const fs::path manifest = root / "Rust/Cargo.toml";
    toml::table table;
    try {
        table = toml::parse_file(manifest.string());
    } catch (const toml::parse_error& e) {
        std::ostringstream s;
        s << "line " << e.source().begin.line << ": " << e.description();
        throw VersionGateError(invalid(manifest, s.str()));
    } catch (const std::exception&) {
        throw VersionGateError(invalid(manifest, "cannot be read"));
    }
    ProjectPins pins;
    bool by_path = false, by_version = false;
    for (const char* name : kPinned) {
        const auto dep = table["workspace"]["dependencies"][name];
        if (!dep) throw VersionGateError(invalid(manifest, std::string(name) + " is not pinned"));
        std::optional<std::string> version = dep.value<std::string>();
        if (!version) version = dep["version"].value<std::string>();
        if (auto path = dep["path"].value<std::string>()) {
            fs::path p = utf8_path(*path);
            if (p.is_relative()) p = root / "Rust" / p;
            std::error_code ec;
            const fs::path checkout = fs::weakly_canonical(p, ec).parent_path();
            if (by_path && checkout != pins.checkout) throw VersionGateError(invalid(manifest, "the three crates follow different checkouts"));
            pins.checkout = checkout;
            by_path = true;
        } else if (version) {
            if (version->empty() || version->front() != '=' || !parse_version(version->substr(1)))
                throw VersionGateError(invalid(manifest, std::string(name) + " = \"" + *version + "\" is not an exact version (\"=X.Y.Z\")"));
            if (by_version && version->substr(1) != pins.version) throw VersionGateError(invalid(manifest, "the three crates are at different versions"));
            pins.version = version->substr(1);
            by_version = true;
        } else {
            throw VersionGateError(invalid(manifest, std::string(name) + " has neither an exact version nor a path"));
        }
    }
    if (by_path && by_version) throw VersionGateError(invalid(manifest, "some crates follow a checkout and others a version"));
    if (by_path) pins.checkout_version = checkout_version(pins.checkout);
    return pins;
}

void check_project_version(const fs::path& root, GateScope scope, const std::string& version, const std::string& command) {
    const ProjectPins pins = read_pins(root);
    if (!pins.checkout.empty()) {
        if (pins.checkout_version != version)
            throw VersionGateError("the project follows the Rusteal checkout " + pins.checkout.string() + " (at " +
                                   (pins.checkout_version.empty() ? "an unknown version" : pins.checkout_version) +
                                   "), this rusteal is " + version + ": run `" + command +
                                   "` with that checkout's rusteal (build it, then `rusteal daemon stop` this one)");
    } else if (pins.version != version) {
        const auto p = parse_version(pins.version), mine = parse_version(version);
        if (p && mine && *p < *mine)
            throw VersionGateError("the project is at rusteal " + pins.version + ", this rusteal is " + version +
                                   ": run `rusteal upgrade " + root.string() + "` to move it to " + version +
                                   ", or use rusteal " + pins.version);
        throw VersionGateError("the project is at rusteal " + pins.version + ", newer than this rusteal (" + version +
                               "): install rusteal " + pins.version);
    }
    if (scope == GateScope::Pins) return;
    for (const char* plugin : {"Rusteal", "RustealGenerator"}) {
        const std::string v = uplugin_version(root / "Plugins" / utf8_path(plugin) / utf8_path(std::string(plugin) + ".uplugin"));
        if (v != version)
            throw VersionGateError("Plugins/" + std::string(plugin) + " is at " + (v.empty() ? "an unknown version" : v) +
                                   ", the project at " + version + ": run `rusteal setup " + root.string() + "`");
    }
}

namespace {

// Files under Plugins/Rusteal and Plugins/RustealGenerator that neither setup installed nor a
// build made: someone put them there, and upgrade (which removes both folders) must not lose them.
std::vector<std::string> files_added_to_our_plugins(const fs::path& root) {
    std::set<std::string> ours;
    for (const auto& f : plugin_files()) ours.insert(std::string(f.path));
    std::vector<std::string> added;
    std::error_code ec;
    for (const char* plugin : {"Rusteal", "RustealGenerator"}) {
        const fs::path dir = root / "Plugins" / plugin;
        for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
            const std::string rel = (fs::path(plugin) / it->path().lexically_relative(dir)).generic_string();
            const std::string first = it->path().lexically_relative(dir).begin()->string();
            const bool built = first == "Binaries" || first == "Intermediate" || first == "Saved" || first == "DerivedDataCache" ||
                               rel.rfind("Rusteal/Source/Rusteal/Generated/", 0) == 0 ||
                               rel == "RustealGenerator/Source/RustealExporter/RustealExporter.ubtplugin.csproj.props";
            if (it->is_directory(ec)) {
                if (built) it.disable_recursion_pending();
                continue;
            }
            if (!built && !ours.count(rel) && !is_kept_aside(it->path())) added.push_back("Plugins/" + rel);
        }
    }
    std::sort(added.begin(), added.end());
    return added;
}

// `line` is a pinned entry of [workspace.dependencies]: its comment ("  # why"), or "".
std::string trailing_comment(const std::string& line) {
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (line[i] == '"' && (i == 0 || line[i - 1] != '\\')) quoted = !quoted;
        if (line[i] == '#' && !quoted) {
            const auto start = line.find_last_not_of(" \t", i == 0 ? 0 : i - 1);
            return line.substr(start == std::string::npos ? i : start + 1);
        }
    }
    return {};
}

} // namespace

std::vector<std::string> upgrade_pins(const fs::path& root, const std::string& version, bool& already) {
    already = false;
    const ProjectPins pins = read_pins(root);
    if (!pins.checkout.empty())
        throw VersionGateError("the project follows the Rusteal checkout " + pins.checkout.string() +
                               ": update that checkout and run its `rusteal setup " + root.string() + "`");
    const auto p = parse_version(pins.version), mine = parse_version(version);
    if (p && mine && *p > *mine)
        throw VersionGateError("the project is at rusteal " + pins.version + ", newer than this rusteal (" + version +
                               "): install rusteal " + pins.version);
    std::vector<std::string> lines;
    if (pins.version == version) {
        try {
            check_project_version(root, GateScope::PinsAndPlugins, version, "rusteal upgrade");
            already = true;
            lines.push_back(root.string() + " is already at rusteal " + version);
            return lines;
        } catch (const VersionGateError&) {
            // pins right, plugins not: reinstall them below
        }
    }
    // Refused before anything changes when the plugins to be replaced hold files of the user's.
    if (const auto added = files_added_to_our_plugins(root); !added.empty()) {
        std::string list;
        for (std::size_t i = 0; i < added.size() && i < 10; ++i) list += "\n  " + added[i];
        if (added.size() > 10) list += "\n  and " + std::to_string(added.size() - 10) + " more";
        throw VersionGateError("rusteal upgrade replaces Plugins/Rusteal and Plugins/RustealGenerator, which hold files "
                               "that are not rusteal's:" + list + "\nMove them out of those folders, then run `rusteal upgrade` again.");
    }
    std::vector<fs::path> manifests{root / "Rust/Cargo.toml"};
    std::error_code ec;
    for (fs::directory_iterator it(root / "Plugins", ec), end; !ec && it != end; it.increment(ec))
        if (fs::exists(it->path() / "Rust/Cargo.toml") && fs::exists(it->path() / "rusteal.toml"))
            manifests.push_back(it->path() / "Rust/Cargo.toml");
    for (const auto& m : manifests) {
        std::string text, error;
        if (!common::read_whole_file(m, text, error)) throw VersionGateError(error);
        std::istringstream in(text);
        std::string out, section;
        int rewritten = 0;
        for (std::string line; std::getline(in, line);) {
            const auto first = line.find_first_not_of(" \t");
            const std::string body = first == std::string::npos ? std::string() : line.substr(first);
            if (!body.empty() && body.front() == '[') section = body.substr(0, body.find(']') + 1);
            if (section == "[workspace.dependencies]")
                for (const char* name : kPinned) {
                    const std::string n(name);
                    if (body.rfind(n, 0) != 0) continue;
                    const auto rest = body.find_first_not_of(" \t", n.size());
                    if (rest == std::string::npos || body[rest] != '=') continue;
                    line = line.substr(0, first) + n + " = \"=" + version + "\"" + trailing_comment(body);
                    ++rewritten;
                }
            out += line + "\n";
        }
        if (!common::write_file_atomically(m, out, error)) throw VersionGateError(error);
        lines.push_back("pinned " + std::to_string(rewritten) + " crates to " + version + " in " + m.lexically_relative(root).string());
    }
    // The user's edits to rusteal's files are kept beside them (setup writes this version's);
    // everything else of both plugins goes, but what was kept aside before.
    // Without a record (set up by an older rusteal), a file that differs from this version's is
    // kept too: an edit cannot be told from the older version's bytes, and keeping errs safe.
    const InstalledPluginFiles record(root);
    std::map<std::string, std::string_view> embedded;
    for (const auto& f : plugin_files()) embedded[std::string(f.path)] = f.content;
    for (const char* plugin : {"Rusteal", "RustealGenerator"}) {
        const fs::path dir = root / "Plugins" / plugin;
        std::vector<fs::path> files, folders;
        for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
            (it->is_directory(ec) ? folders : files).push_back(it->path());
        for (const auto& file : files) {
            if (is_kept_aside(file)) continue;
            const std::string rel = file.lexically_relative(root / "Plugins").generic_string();
            const auto first = file.lexically_relative(dir).begin()->string();
            const bool built = first == "Binaries" || first == "Intermediate" || first == "Saved" || first == "DerivedDataCache" ||
                               rel.rfind("Rusteal/Source/Rusteal/Generated/", 0) == 0;
            std::string error;
            const auto ours = embedded.find(rel);
            if (!built && record.edited(rel, ours == embedded.end() ? std::string_view() : ours->second)) {
                const auto name = record.keep_aside(rel, error);
                if (!name) throw VersionGateError(error);
                lines.push_back("Plugins/" + rel + " was not as rusteal installed it (edited?): kept as Plugins/" + *name);
                continue;
            }
            fs::remove(file, ec);
        }
        std::sort(folders.rbegin(), folders.rend()); // deepest first
        for (const auto& folder : folders) fs::remove(folder, ec); // only empty ones go
        fs::remove(dir, ec);
        lines.push_back("removed Plugins/" + std::string(plugin) + " (setup installs this version's)");
    }
    return lines;
}

} // namespace rusteal::scaffold
