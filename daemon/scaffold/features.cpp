#include "scaffold/features.hpp"

#include "common/file_write.hpp"
#include "scaffold/scaffold_error.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <algorithm>

namespace rusteal::scaffold {

namespace fs = std::filesystem;

namespace {

const fs::path kTemplateResources = fs::path("Templates") / "TemplateResources";

std::string padded(const std::string& s, std::size_t width) {
    std::string out = s;
    out.resize(std::max(width, s.size() + 1), ' ');
    return out;
}

bool names(const ProjectTemplate& t, std::string_view name) {
    if (loosely_equal(t.name, name)) return true;
    return std::any_of(t.manifest.aliases.begin(), t.manifest.aliases.end(), [&](const auto& a) { return loosely_equal(a, name); });
}

} // namespace

std::vector<Feature> list_features() {
    std::vector<Feature> out;
    for (auto& t : list_templates(TemplateKind::Plugin))
        if (t.manifest.feature) out.push_back({std::move(t)});
    for (auto& t : list_templates(TemplateKind::ProjectFeature)) out.push_back({std::move(t)});
    return out;
}

std::string describe_features() {
    std::string out;
    for (const auto& f : list_features()) {
        std::string line = f.source.manifest.description;
        if (f.is_plugin()) line += " (the plugin " + f.source.manifest.feature->plugin + ")";
        out += "\n  " + padded(f.source.name, 24) + line;
    }
    return out.empty() ? "\n  (none)" : out;
}

Feature select_feature(std::string_view name) {
    for (auto& f : list_features())
        if (names(f.source, name)) return f;
    throw ScaffoldError("no feature '" + std::string(name) + "'. The features:" + describe_features());
}

std::vector<Feature> resolve_features(const ProjectTemplate& game, const std::vector<std::string>& asked) {
    std::vector<Feature> out;
    auto add = [&](const std::string& name, const std::string& from) {
        Feature f;
        try {
            f = select_feature(name);
        } catch (const ScaffoldError& e) {
            throw ScaffoldError(from + e.what());
        }
        const bool seen = std::any_of(out.begin(), out.end(), [&](const Feature& o) { return o.source.name == f.source.name; });
        if (!seen) out.push_back(std::move(f));
    };
    for (const auto& name : game.manifest.features)
        add(name, "templates/game/" + game.name + "/" + game.variant + "/template.toml: ");
    for (const auto& name : asked) add(name, "");
    return out;
}

void check_shared_packs(const Feature& feature, const fs::path& engine) {
    if (!feature.is_plugin()) return;
    std::error_code ec;
    for (const auto& pack : feature.source.manifest.feature->shared_packs) {
        const fs::path dir = engine / kTemplateResources / utf8_path(pack);
        if (!fs::is_directory(dir, ec))
            throw ScaffoldError("the feature " + feature.source.name + " needs the engine's template pack " + pack + ", and " +
                                dir.string() + " does not exist: install the engine's templates (the launcher's \"Templates "
                                "and Feature Packs\" option) or choose another engine with `rusteal config engine`.");
    }
}

std::vector<std::string> copy_shared_packs(const Feature& feature, const fs::path& engine, const fs::path& root) {
    std::vector<std::string> lines;
    if (!feature.is_plugin()) return lines;
    for (const auto& pack : feature.source.manifest.feature->shared_packs) {
        const fs::path from = engine / kTemplateResources / utf8_path(pack);
        const fs::path to = root / "Content" / from.filename();
        std::size_t copied = 0, kept = 0;
        std::error_code ec;
        for (fs::recursive_directory_iterator it(from, ec), end; !ec && it != end; it.increment(ec)) {
            if (!it->is_regular_file()) continue;
            const fs::path dest = to / it->path().lexically_relative(from);
            if (fs::exists(dest)) {
                ++kept;
                continue;
            }
            fs::create_directories(dest.parent_path(), ec);
            if (!ec) fs::copy_file(it->path(), dest, ec);
            if (ec) throw ScaffoldError("cannot copy " + it->path().string() + " to " + dest.string() + ": " + ec.message());
            ++copied;
        }
        if (ec) throw ScaffoldError("cannot read the engine's template pack " + from.string() + ": " + ec.message());
        lines.push_back("copied the engine's " + pack + " pack into Content/" + from.filename().string() + ": " +
                        std::to_string(copied) + " files" + (kept ? ", " + std::to_string(kept) + " the project had kept" : ""));
    }
    return lines;
}

std::vector<std::string> write_project_feature(const Feature& feature, const fs::path& root, const TemplateContext& context) {
    std::vector<std::string> lines;
    std::size_t written = 0;
    for (const auto& f : render_template_files(feature.source, context)) {
        const fs::path file = root / f.path;
        if (fs::exists(file)) {
            lines.push_back(file.string() + " already exists, keeping it.");
            continue;
        }
        std::string error;
        if (!common::write_file_atomically(file, f.content, error)) throw ScaffoldError(error);
        ++written;
    }
    lines.insert(lines.begin(), "added the feature " + feature.source.name + ": " + std::to_string(written) + " files");
    return lines;
}

} // namespace rusteal::scaffold
