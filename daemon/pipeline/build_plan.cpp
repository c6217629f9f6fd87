#include "pipeline/build_plan.hpp"

#include "common/file_io.hpp"
#include "common/text.hpp"
#include "generators/rusteal_config.hpp"
#include "platform_packs/platform_pack.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <cstdlib>

#include <boost/json.hpp>

#include <cerrno>

#include <algorithm>
#include <cstdio>
#include <fstream>

namespace rusteal::pipeline {

namespace fs = std::filesystem;

std::optional<StepRange> select_steps(bool all, std::optional<int> from, std::optional<int> step, std::string& error) {
    if (all && (from || step)) {
        error = "--all runs every step: it cannot be combined with --step or --from";
        return std::nullopt;
    }
    if (step && from) {
        error = "--step and --from are mutually exclusive.";
        return std::nullopt;
    }
    if (step && (*step < 1 || *step > 5)) {
        error = "--step must be 1-5, got " + std::to_string(*step);
        return std::nullopt;
    }
    if (from && (*from < 1 || *from > 5)) {
        error = "--from must be 1-5, got " + std::to_string(*from);
        return std::nullopt;
    }
    if (step) return StepRange{*step, *step};
    if (from) return StepRange{*from, 5};
    if (all) return StepRange{1, 5};
    return StepRange{kRustStep, 5};
}

namespace {

using common::ascii_lower;

std::optional<BuildLibrary> library_from(const fs::path& config_file, std::string label, std::string name,
                                         fs::path workspace, fs::path deployed, std::string& error) {
    generators::RustealConfig config;
    try {
        config = generators::load_config(config_file);
    } catch (const std::exception& e) {
        error = e.what();
        return std::nullopt;
    }
    if (config.crate_name.empty()) {
        error = config_file.string() + ": no crate is named (add `crate = \"<name>\"` to its [project] or [plugin] table)";
        return std::nullopt;
    }
    return BuildLibrary{std::move(label), std::move(name), std::move(workspace), config.crate_name, config.crate_features,
                        std::move(deployed)};
}

} // namespace

std::optional<std::vector<BuildLibrary>> build_libraries(const fs::path& root, const std::string& plugin, std::string& error) {
    std::vector<BuildLibrary> out;
    const auto& pack = platforms::host_platform();
    std::error_code ec;
    std::string project_name;
    for (fs::directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".uproject") project_name = it->path().stem().string();
    if (project_name.empty()) {
        error = "no .uproject found in " + root.string();
        return std::nullopt;
    }
    if (plugin.empty()) {
        auto game = library_from(root / "rusteal.toml", "game", project_name, root / "Rust",
                                 root / "Plugins/Rusteal/Binaries" / utf8_path(pack.name) / utf8_path(pack.library_file("rusteal")), error);
        if (!game) return std::nullopt;
        out.push_back(std::move(*game));
    }
    std::vector<std::string> plugins;
    for (fs::directory_iterator it(root / "Plugins", ec), end; !ec && it != end; it.increment(ec)) {
        const std::string p = it->path().filename().string();
        if (p != "Rusteal" && p != "RustealGenerator" && fs::exists(it->path() / "rusteal.toml")) plugins.push_back(p);
    }
    std::sort(plugins.begin(), plugins.end());
    bool found = plugin.empty();
    for (const auto& p : plugins) {
        if (!plugin.empty() && ascii_lower(p) != ascii_lower(plugin)) continue;
        found = true;
        const fs::path dir = root / "Plugins" / utf8_path(p);
        auto lib = library_from(dir / "rusteal.toml", "plugin " + p, p, dir / "Rust",
                                dir / "Binaries" / utf8_path(pack.name) / utf8_path(pack.library_file("rusteal_" + p)), error);
        if (!lib) return std::nullopt;
        out.push_back(std::move(*lib));
    }
    if (!found) {
        std::string names;
        for (const auto& p : plugins) names += (names.empty() ? "" : ", ") + p;
        error = "no Rusteal plugin '" + plugin + "' in " + (root / "Plugins").string() + " (Rusteal plugins: " +
                (names.empty() ? "none" : names) + ").";
        return std::nullopt;
    }
    return out;
}

fs::path built_file(const BuildLibrary& library, bool release) {
    std::string crate = library.crate;
    std::replace(crate.begin(), crate.end(), '-', '_');
    return library.workspace / "target" / (release ? "release" : "debug") / utf8_path(platforms::host_platform().library_file(crate));
}

std::vector<fs::path> cargo_lock_files(const BuildLibrary& library, bool release, const fs::path& last_built) {
    const char* profile = release ? "release" : "debug";
    std::vector<fs::path> out;
    auto add = [&](const fs::path& p) {
        if (std::find(out.begin(), out.end(), p) == out.end()) out.push_back(p);
    };
    if (!last_built.empty()) add(last_built.parent_path() / ".cargo-lock");
    add(library.workspace / "target" / profile / ".cargo-lock");
    if (const char* dir = std::getenv("CARGO_TARGET_DIR"); dir && *dir) add(utf8_path(dir) / profile / ".cargo-lock");
    return out;
}

std::vector<std::string> cargo_command(const BuildLibrary& library, bool release, const std::vector<std::string>& features,
                                       const std::vector<std::string>& cargo_configs) {
    std::vector<std::string> cmd{"cargo", "build"};
    const fs::path own = library.workspace / utf8_path(library.crate) / "Cargo.toml";
    if (fs::exists(own)) {
        cmd.insert(cmd.end(), {"--manifest-path", own.string()});
    } else {
        cmd.insert(cmd.end(), {"--manifest-path", (library.workspace / "Cargo.toml").string(), "-p", library.crate});
    }
    if (release) cmd.push_back("--release");
    std::vector<std::string> all = library.features;
    all.insert(all.end(), features.begin(), features.end());
    if (!all.empty()) {
        std::string joined;
        for (const auto& f : all) joined += (joined.empty() ? "" : ",") + f;
        cmd.insert(cmd.end(), {"--features", joined});
    }
    cmd.push_back("--message-format=json-diagnostic-rendered-ansi");
    for (const auto& c : cargo_configs) cmd.insert(cmd.end(), {"--config", c});
    return cmd;
}

std::string file_fingerprint(const fs::path& file) {
    std::error_code ec;
    const auto size = fs::file_size(file, ec);
    if (ec) return {};
    const auto mtime = fs::last_write_time(file, ec);
    if (ec) return {};
    return std::to_string(size) + "-" + std::to_string(mtime.time_since_epoch().count());
}

std::string tree_fingerprint(const std::vector<fs::path>& roots, const std::function<bool(const fs::path&)>& skip_dir,
                             const std::function<bool(const fs::path&)>& include, const std::vector<std::string>& extra) {
    // FNV-1a over the sorted (path, size, mtime) of every input, then the extra entries.
    std::vector<std::string> entries;
    for (const auto& root : roots) {
        std::error_code ec;
        if (fs::is_regular_file(root, ec)) {
            entries.push_back(root.string() + "|" + file_fingerprint(root));
            continue;
        }
        fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec), end;
        for (; !ec && it != end; it.increment(ec)) {
            if (it->is_directory(ec)) {
                const std::string name = it->path().filename().string();
                if ((!name.empty() && name.front() == '.') || skip_dir(it->path())) it.disable_recursion_pending();
                continue;
            }
            if (include(it->path())) entries.push_back(it->path().string() + "|" + file_fingerprint(it->path()));
        }
    }
    std::sort(entries.begin(), entries.end());
    entries.insert(entries.end(), extra.begin(), extra.end());
    std::uint64_t h = 1469598103934665603ull;
    for (const auto& e : entries) {
        for (const unsigned char c : e) h = (h ^ c) * 1099511628211ull;
        h = (h ^ 0xff) * 1099511628211ull;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return std::string(buf) + "/" + std::to_string(entries.size());
}

std::string source_fingerprint(const fs::path& workspace, const std::vector<std::string>& command, bool with_lock) {
    return tree_fingerprint(
        {workspace}, [](const fs::path& dir) { return dir.filename() == "target"; },
        [with_lock](const fs::path& file) {
            const auto ext = file.extension();
            return ext == ".rs" || ext == ".toml" || (with_lock && file.filename() == "Cargo.lock");
        },
        command);
}

std::optional<Diagnostic> parse_cargo_line(std::string_view line, const fs::path& workspace) {
    if (line.empty() || line.front() != '{') return std::nullopt;
    boost::system::error_code ec;
    const boost::json::value v = boost::json::parse(line, ec);
    if (ec || !v.is_object()) return std::nullopt;
    const auto& o = v.as_object();
    const auto* reason = o.if_contains("reason");
    if (!reason || !reason->is_string() || reason->as_string() != "compiler-message") return std::nullopt;
    const auto* message = o.if_contains("message");
    if (!message || !message->is_object()) return std::nullopt;
    const auto& m = message->as_object();
    Diagnostic d;
    if (const auto* l = m.if_contains("level"); l && l->is_string()) d.level = std::string(l->as_string());
    if (const auto* t = m.if_contains("message"); t && t->is_string()) d.message = std::string(t->as_string());
    if (const auto* r = m.if_contains("rendered"); r && r->is_string()) d.rendered = std::string(r->as_string());
    if (d.level != "error" && d.level != "warning") return std::nullopt;
    if (const auto* spans = m.if_contains("spans"); spans && spans->is_array()) {
        for (const auto& s : spans->as_array()) {
            if (!s.is_object()) continue;
            const auto& so = s.as_object();
            const auto* primary = so.if_contains("is_primary");
            if (!primary || !primary->is_bool() || !primary->as_bool()) continue;
            if (const auto* f = so.if_contains("file_name"); f && f->is_string()) {
                const fs::path p = utf8_path(f->as_string());
                d.file = (p.is_absolute() ? p : workspace / p).lexically_normal().string();
            }
            if (const auto* ln = so.if_contains("line_start"); ln && ln->is_int64()) d.line = static_cast<int>(ln->as_int64());
            if (const auto* cn = so.if_contains("column_start"); cn && cn->is_int64()) d.column = static_cast<int>(cn->as_int64());
            break;
        }
    }
    return d;
}

std::optional<Diagnostic> parse_compiler_line(std::string_view line) {
    // <file>:<line>:<column>: <level>: <message>; the file may hold ':' only before the numbers.
    for (const std::string_view level : {": error: ", ": warning: ", ": fatal error: "}) {
        const auto at = line.find(level);
        if (at == std::string_view::npos) continue;
        const std::string_view where = line.substr(0, at);
        const auto c2 = where.rfind(':');
        if (c2 == std::string_view::npos) return std::nullopt;
        const auto c1 = where.rfind(':', c2 - 1);
        if (c1 == std::string_view::npos || c1 == 0) return std::nullopt;
        auto number = [](std::string_view s) {
            int v = 0;
            if (s.empty() || s.size() > 9) return -1;
            for (char ch : s) {
                if (ch < '0' || ch > '9') return -1;
                v = v * 10 + (ch - '0');
            }
            return v;
        };
        const int ln = number(where.substr(c1 + 1, c2 - c1 - 1)), col = number(where.substr(c2 + 1));
        if (ln <= 0 || col <= 0) return std::nullopt;
        Diagnostic d;
        d.level = level == ": warning: " ? "warning" : "error";
        d.file = std::string(where.substr(0, c1));
        d.line = ln;
        d.column = col;
        d.message = std::string(line.substr(at + level.size()));
        d.rendered = std::string(line);
        return d;
    }
    return std::nullopt;
}

std::optional<fs::path> parse_cargo_artifact(std::string_view line, const std::string& crate) {
    if (line.empty() || line.front() != '{' || line.find("compiler-artifact") == std::string_view::npos) return std::nullopt;
    boost::system::error_code ec;
    const boost::json::value v = boost::json::parse(line, ec);
    if (ec || !v.is_object()) return std::nullopt;
    const auto& o = v.as_object();
    const auto* reason = o.if_contains("reason");
    const auto* target = o.if_contains("target");
    const auto* files = o.if_contains("filenames");
    if (!reason || reason->as_string() != "compiler-artifact" || !target || !target->is_object() || !files || !files->is_array())
        return std::nullopt;
    std::string name = crate;
    std::replace(name.begin(), name.end(), '-', '_');
    const auto* target_name = target->as_object().if_contains("name");
    if (!target_name || !target_name->is_string()) return std::nullopt;
    std::string got(target_name->as_string());
    std::replace(got.begin(), got.end(), '-', '_');
    if (got != name) return std::nullopt;
    const std::string wanted = "." + std::string(platforms::host_platform().library_extension);
    for (const auto& f : files->as_array())
        if (f.is_string()) {
            fs::path file = utf8_path(f.as_string());
            if (file.extension() == utf8_path(wanted)) return file;
        }
    return std::nullopt;
}

std::string describe(const Diagnostic& d) {
    std::string where = d.file.empty() ? std::string() : d.file + ":" + std::to_string(d.line) + ":" + std::to_string(d.column) + ": ";
    return where + d.level + ": " + d.message;
}

namespace {

// Why writing the deployed copy failed, in the user's terms: a full disk says so, with the room
// left and the room needed; and whether the previous library is still there.
std::string deploy_failure(const std::string& what, std::error_code err, const fs::path& built, const fs::path& deployed) {
    std::error_code ec;
    std::string why = err.message();
    const auto space = fs::space(deployed.parent_path(), ec);
    const auto need = fs::file_size(built, ec);
    bool full = err == std::errc::no_space_on_device || (!ec && space.available < need);
#ifdef EDQUOT
    full = full || err == std::error_code(EDQUOT, std::generic_category()) || err == std::error_code(EDQUOT, std::system_category());
#endif
    if (full) {
        why = "the disk holding " + deployed.parent_path().string() + " is full (" + std::to_string(space.available / 1024) +
              " KiB free, the library needs " + std::to_string(need / 1024) + " KiB); free some space and build again";
    }
    const bool previous = fs::exists(deployed, ec);
    return what + ": " + why +
           (previous ? ". The previous library is still deployed, unchanged." : ". Nothing was deployed.");
}

} // namespace

fs::path partial_path(const fs::path& deployed) { return with_suffix(deployed, ".partial"); }

bool deploy(const fs::path& built, const fs::path& deployed, std::string& error) {
    std::error_code ec;
    if (!fs::is_regular_file(built, ec)) {
        error = "library not found at " + built.string() + "; did step 4 (cargo build) succeed?";
        return false;
    }
    fs::create_directories(deployed.parent_path(), ec);
    const fs::path partial = partial_path(deployed);
    fs::copy_file(built, partial, fs::copy_options::overwrite_existing, ec);
    if (ec) {
        std::error_code ignore;
        fs::remove(partial, ignore);
        error = deploy_failure("cannot copy " + built.string() + " to " + partial.string(), ec, built, deployed);
        return false;
    }
    common::file_io::flush_to_disk(partial, ec);
    if (ec) {
        const std::error_code sync_error = ec;
        fs::remove(partial, ec);
        error = deploy_failure("cannot flush " + partial.string() + " to disk", sync_error, built, deployed);
        return false;
    }
    // Windows: MoveFileExW(MOVEFILE_REPLACE_EXISTING), tried again while a reader holds the old file.
    common::file_io::replace(partial, deployed, ec);
    if (ec) {
        std::error_code ignore;
        fs::remove(partial, ignore);
        error = deploy_failure("cannot rename " + partial.string() + " over " + deployed.string(), ec, built, deployed);
        return false;
    }
    return true;
}

} // namespace rusteal::pipeline
