#include "pipeline/engine.hpp"

#include "common/file_write.hpp"
#include "common/text.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/json.hpp>
#include <toml++/toml.h>

#include <algorithm>
#include <cstdlib>
#include <sstream>

namespace rusteal::pipeline {

namespace fs = std::filesystem;

namespace {

constexpr const char* kReflectionFiles[] = {"rusteal_classes.json", "rusteal_structs.json", "rusteal_enums.json"};

using common::trim;

// A TOML basic string with the characters that need it escaped.
std::string toml_string(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

std::string trim_trailing_separators(std::string p) {
    while (p.size() > 1 && (p.back() == '/' || p.back() == '\\')) p.pop_back();
    return p;
}

} // namespace

bool is_engine_root(const fs::path& path, std::string& error) {
    std::error_code ec;
    if (fs::is_directory(path / "Engine/Build/BatchFiles", ec)) return true;
    error = path.string() + " is not an Unreal Engine root (no Engine/Build/BatchFiles).";
    return false;
}

std::optional<fs::path> configured_engine(const fs::path& config_file, std::string& error) {
    const std::string set_hint = "Set [engine].path in " + config_file.string() +
                                 " to the Unreal Engine root (the folder with Engine/ and Templates/), or run "
                                 "`rusteal config engine <path>`.";
    std::error_code ec;
    if (!fs::exists(config_file, ec)) {
        error = "no engine configured. " + set_hint;
        return std::nullopt;
    }
    toml::table table;
    try {
        table = toml::parse_file(config_file.string());
    } catch (const toml::parse_error& e) {
        std::ostringstream where;
        where << config_file.string() << ":" << e.source().begin.line << ":" << e.source().begin.column << ": "
              << e.description() << ". Fix the file, or run `rusteal config engine <path>` after removing it.";
        error = where.str();
        return std::nullopt;
    }
    const auto path = table["engine"]["path"].value<std::string>();
    if (!path || trim(*path).empty()) {
        error = "no engine configured. " + set_hint;
        return std::nullopt;
    }
    const fs::path engine = utf8_path(trim_trailing_separators(trim(*path)));
    if (!is_engine_root(engine, error)) {
        error += " Fix [engine].path in " + config_file.string() + ".";
        return std::nullopt;
    }
    return engine;
}

bool set_configured_engine(const fs::path& config_file, const fs::path& engine_in, std::string& error) {
    const fs::path engine = utf8_path(trim_trailing_separators(engine_in.string()));
    if (!engine.is_absolute()) {
        error = engine.string() + " is not an absolute path: name the engine root from /.";
        return false;
    }
    if (!is_engine_root(engine, error)) return false;
    std::string text;
    std::error_code ec;
    if (fs::exists(config_file, ec) && !common::read_whole_file(config_file, text, error)) return false;
    if (!text.empty()) {
        try {
            (void)toml::parse(text, config_file.string());
        } catch (const toml::parse_error& e) {
            std::ostringstream where;
            where << config_file.string() << ":" << e.source().begin.line << ":" << e.source().begin.column << ": "
                  << e.description() << ": fix it first (nothing was changed).";
            error = where.str();
            return false;
        }
    }
    // Edit the text, not a re-serialised table: the user's comments and order stay.
    const std::string line = "path = " + toml_string(engine.string());
    std::vector<std::string> lines;
    {
        std::istringstream in(text);
        for (std::string l; std::getline(in, l);) lines.push_back(l);
    }
    bool in_engine = false, done = false;
    std::size_t header = lines.size();
    for (std::size_t i = 0; i < lines.size() && !done; ++i) {
        const std::string t = trim(lines[i]);
        if (!t.empty() && t.front() == '[') {
            if (in_engine) break;
            in_engine = t == "[engine]";
            if (in_engine) header = i;
            continue;
        }
        if (in_engine && t.rfind("path", 0) == 0 && trim(t.substr(4)).rfind('=', 0) == 0) {
            lines[i] = line;
            done = true;
        }
    }
    if (!done) {
        if (header < lines.size()) {
            lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(header) + 1, line);
        } else {
            if (!lines.empty() && !trim(lines.back()).empty()) lines.emplace_back();
            lines.emplace_back("[engine]");
            lines.push_back(line);
        }
    }
    std::string out;
    for (const auto& l : lines) out += l + "\n";
    return common::write_file_atomically(config_file, out, error);
}

std::string engine_association(const fs::path& engine) {
    std::string text, error;
    if (!common::read_whole_file(engine / "Engine/Build/Build.version", text, error)) return {};
    boost::system::error_code ec;
    const auto v = boost::json::parse(text, ec);
    if (ec || !v.is_object()) return {};
    auto field = [&](const char* name, std::int64_t fallback) {
        const auto* f = v.as_object().if_contains(name);
        return f && f->is_int64() ? f->as_int64() : fallback;
    };
    return std::to_string(field("MajorVersion", 5)) + "." + std::to_string(field("MinorVersion", 0));
}

std::optional<fs::path> find_uproject(const fs::path& root, std::string& error) {
    std::vector<fs::path> found;
    std::error_code ec;
    for (fs::directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".uproject") found.push_back(it->path());
    if (found.empty()) {
        error = "no .uproject found in " + root.string();
        return std::nullopt;
    }
    std::sort(found.begin(), found.end());
    return found.front();
}

std::optional<std::vector<std::string>> ubt_command(const fs::path& engine, const platforms::PlatformPack& pack,
                                                    const fs::path& uproject, std::string& error) {
    const fs::path script = engine / utf8_path(pack.ubt_script);
    std::error_code ec;
    if (!fs::is_regular_file(script, ec)) {
        error = "UBT script not found at " + script.string();
        return std::nullopt;
    }
    const fs::path project = fs::weakly_canonical(uproject, ec);
    return std::vector<std::string>{script.string(), uproject.stem().string() + "Editor", std::string(pack.name), "Development",
                                    "-Project=" + (ec ? uproject : project).string(), "-NoHotReload"};
}

fs::path exporter_output_dir(const fs::path& root, const platforms::PlatformPack& pack) {
    return root / "Plugins/RustealGenerator/Intermediate/Build" / utf8_path(pack.name) /
           "UnrealEditor/Inc/RustealGenerator/UHT";
}

fs::path reflection_dir(const fs::path& root) { return root / "Intermediate/Rusteal/uht"; }

ReflectionCopy copy_reflection(const fs::path& root, const platforms::PlatformPack& pack) {
    ReflectionCopy out;
    const fs::path from = exporter_output_dir(root, pack);
    const fs::path to = reflection_dir(root);
    for (const char* name : kReflectionFiles) {
        std::string content, error;
        std::error_code ec;
        if (!fs::is_regular_file(from / name, ec)) {
            out.lines.push_back(std::string("Warning: ") + name + " not found in " + from.string());
            continue;
        }
        bool written = false;
        if (!common::read_whole_file(from / name, content, error) || !common::write_if_changed(to / name, content, written, error)) {
            out.error = error;
            return out;
        }
        ++out.copied;
        out.lines.push_back(std::string("Copied ") + name + " (" + std::to_string((content.size() + 1023) / 1024) + " KB)" +
                            (written ? "" : ", unchanged"));
    }
    out.lines.push_back(std::to_string(out.copied) + "/3 JSON files copied to " + to.string());
    return out;
}

} // namespace rusteal::pipeline
