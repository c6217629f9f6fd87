#include "scaffold/template_catalog.hpp"

#include "scaffold/embedded_files.hpp"
#include "scaffold/scaffold_error.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <toml++/toml.h>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

namespace rusteal::scaffold {

namespace {

std::string loose(std::string_view s) {
    std::string out;
    for (char c : s)
        if (c != '-' && c != '_') out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string kind_folder(TemplateKind kind) {
    switch (kind) {
    case TemplateKind::Game: return "game/";
    case TemplateKind::Plugin: return "plugin/";
    case TemplateKind::ProjectFeature: return "project-feature/";
    }
    return "";
}

// "game/blank/base/" or "plugin/blank/"
std::string folder_of(const ProjectTemplate& t) {
    return kind_folder(t.kind) + t.name + "/" + (t.kind == TemplateKind::Game ? t.variant + "/" : std::string());
}

std::string line_of(const toml::node& n) { return std::to_string(n.source().begin.line); }

// "plugin" and "shared_packs", nothing else.
FeatureTable read_feature_table(const toml::node& node, const std::string& origin) {
    const auto* table = node.as_table();
    if (!table) throw ScaffoldError(origin + ":" + line_of(node) + ": 'feature' must be a table ([feature] with plugin and shared_packs)");
    FeatureTable f;
    for (const auto& [key, value] : *table) {
        const std::string k(key.str());
        if (k == "plugin") {
            if (!value.is_string()) throw ScaffoldError(origin + ":" + line_of(value) + ": 'feature.plugin' must be a string");
            f.plugin = *value.value<std::string>();
        } else if (k == "shared_packs") {
            const auto* array = value.as_array();
            if (!array) throw ScaffoldError(origin + ":" + line_of(value) + ": 'feature.shared_packs' must be an array of packs (\"High/Characters\")");
            for (const auto& e : *array) {
                const auto pack = e.value<std::string>();
                // <Level>/<Pack>: two plain folder names, nothing that climbs out of TemplateResources.
                const auto slash = pack ? pack->find('/') : std::string::npos;
                if (!pack || slash == std::string::npos || slash == 0 || slash + 1 == pack->size() ||
                    pack->find('/', slash + 1) != std::string::npos || pack->find("..") != std::string::npos || pack->find('\\') != std::string::npos)
                    throw ScaffoldError(origin + ":" + line_of(e) + ": a shared pack is <Level>/<Pack> under the engine's "
                                        "Templates/TemplateResources, e.g. \"High/Characters\"");
                f.shared_packs.push_back(*pack);
            }
        } else {
            throw ScaffoldError(origin + ":" + std::to_string(key.source().begin.line) + ": unknown key 'feature." + k + "' (the keys are: plugin, shared_packs)");
        }
    }
    if (f.plugin.empty()) throw ScaffoldError(origin + ":" + line_of(node) + ": [feature] needs plugin, the plugin's name in the project");
    return f;
}

} // namespace

TemplateManifest parse_manifest(TemplateKind kind, std::string_view text, const std::string& origin) {
    toml::table table;
    try {
        table = toml::parse(text, origin);
    } catch (const toml::parse_error& e) {
        std::ostringstream s;
        s << origin << ":" << e.source().begin.line << ":" << e.source().begin.column << ": " << e.description();
        throw ScaffoldError(s.str());
    }
    const std::set<std::string> keys =
        kind == TemplateKind::Game     ? std::set<std::string>{"description", "engine_template", "exclude", "default_map", "next_step",
                                                               "aliases", "extends", "features"}
        : kind == TemplateKind::Plugin ? std::set<std::string>{"description", "next_step", "aliases", "feature"}
                                       : std::set<std::string>{"description", "next_step", "aliases"};
    TemplateManifest m;
    for (const auto& [key, node] : table) {
        const std::string k(key.str());
        if (!keys.count(k)) {
            std::string valid;
            for (const auto& v : keys) valid += (valid.empty() ? "" : ", ") + v;
            throw ScaffoldError(origin + ":" + std::to_string(key.source().begin.line) + ": unknown key '" + k +
                                "' (the keys are: " + valid + ")");
        }
        auto text_of = [&](std::string& into) {
            if (!node.is_string())
                throw ScaffoldError(origin + ":" + std::to_string(node.source().begin.line) + ": '" + k + "' must be a string");
            into = *node.value<std::string>();
        };
        if (k == "description") text_of(m.description);
        else if (k == "engine_template") text_of(m.engine_template);
        else if (k == "default_map") text_of(m.default_map);
        else if (k == "next_step") text_of(m.next_step);
        else if (k == "extends") text_of(m.extends);
        else if (k == "feature") m.feature = read_feature_table(node, origin);
        else if (k == "exclude" || k == "aliases" || k == "features") {
            const char* what = k == "exclude" ? "an array of paths" : "an array of names";
            const auto* array = node.as_array();
            if (!array) throw ScaffoldError(origin + ":" + std::to_string(node.source().begin.line) + ": '" + k + "' must be " + what);
            for (const auto& e : *array) {
                if (!e.is_string())
                    throw ScaffoldError(origin + ":" + std::to_string(e.source().begin.line) + ": '" + k + "' must be " + what);
                (k == "exclude" ? m.exclude : k == "aliases" ? m.aliases : m.features).push_back(*e.value<std::string>());
            }
        }
    }
    if (kind == TemplateKind::Game && m.engine_template.empty())
        throw ScaffoldError(origin + ": a game template needs engine_template (the engine's template folder, e.g. \"TP_Blank\")");
    if (!m.default_map.empty() && m.default_map.rfind("/Game/", 0) != 0)
        throw ScaffoldError(origin + ": default_map must start with /Game/, got '" + m.default_map + "'");
    return m;
}

bool loosely_equal(std::string_view a, std::string_view b) { return loose(a) == loose(b); }

namespace {

std::string describe_all(TemplateKind kind) {
    std::string out;
    std::map<std::string, std::pair<std::string, std::vector<std::string>>> seen;
    for (const auto& t : list_templates(kind)) {
        auto& entry = seen[t.name];
        if (entry.first.empty() || t.variant == "base") {
            entry.first = t.manifest.description;
            std::string also;
            for (const auto& a : t.manifest.aliases) also += (also.empty() ? "" : ", ") + a;
            if (!also.empty()) entry.first += " (also: " + also + ")";
        }
        if (kind == TemplateKind::Game) entry.second.push_back(t.variant);
    }
    for (const auto& [name, info] : seen) {
        std::string padded = name;
        padded.resize(std::max<std::size_t>(24, name.size() + 1), ' ');
        out += "\n  " + padded + info.first;
        for (const auto& v : info.second) {
            std::string pv = v;
            pv.resize(std::max<std::size_t>(12, v.size() + 1), ' ');
            out += "\n      --variant " + pv;
        }
    }
    return out;
}

} // namespace

std::vector<ProjectTemplate> list_templates(TemplateKind kind) {
    std::vector<ProjectTemplate> out;
    const std::string prefix = kind_folder(kind);
    for (const auto& f : template_files()) {
        if (f.path.rfind(prefix, 0) != 0) continue;
        const std::string rest(f.path.substr(prefix.size()));
        // game: <name>/<variant>/template.toml; plugin: <name>/template.toml
        const auto parts = std::count(rest.begin(), rest.end(), '/');
        if (rest.size() < 14 || rest.compare(rest.size() - 14, 14, "/template.toml") != 0) continue;
        if (parts != (kind == TemplateKind::Game ? 2 : 1)) continue;
        ProjectTemplate t;
        t.kind = kind;
        t.name = rest.substr(0, rest.find('/'));
        if (kind == TemplateKind::Game) t.variant = rest.substr(t.name.size() + 1, rest.rfind('/') - t.name.size() - 1);
        t.manifest = parse_manifest(kind, f.content, "templates/" + std::string(f.path));
        out.push_back(std::move(t));
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
        return std::tie(a.name, a.variant) < std::tie(b.name, b.variant);
    });
    return out;
}

ProjectTemplate select_template(TemplateKind kind, std::string_view name, std::string_view variant) {
    const auto all = list_templates(kind);
    std::string want = loose(name);
    const std::string want_variant = loose(variant.empty() ? "base" : variant);
    for (const auto& t : all)
        for (const auto& alias : t.manifest.aliases)
            if (loose(alias) == want) want = loose(t.name);
    bool name_found = false;
    for (const auto& t : all) {
        if (loose(t.name) != want) continue;
        name_found = true;
        if (kind != TemplateKind::Game || loose(t.variant) == want_variant) return t;
    }
    const std::string what = kind == TemplateKind::Game ? "project template" : kind == TemplateKind::Plugin ? "plugin template" : "project feature";
    if (name_found)
        throw ScaffoldError("the " + what + " '" + std::string(name) + "' has no variant '" + std::string(variant) +
                            "'. The templates:" + describe_all(kind));
    throw ScaffoldError("no " + what + " '" + std::string(name) + "'. The templates:" + describe_all(kind));
}

namespace {

// The variant and those whose files it has: itself, the variant it extends, that one's, ... An
// `extends` that names no other variant of the template, or that comes round again, is refused
// naming the template.toml.
std::vector<ProjectTemplate> variant_chain(const ProjectTemplate& t) {
    std::vector<ProjectTemplate> chain{t};
    if (t.manifest.extends.empty()) return chain;
    const auto all = list_templates(t.kind);
    while (!chain.back().manifest.extends.empty()) {
        const ProjectTemplate& v = chain.back();
        const std::string origin = "templates/" + folder_of(v) + "template.toml";
        auto base = std::find_if(all.begin(), all.end(),
                                 [&](const ProjectTemplate& o) { return o.name == v.name && o.variant == v.manifest.extends; });
        if (base == all.end() || base->variant == v.variant)
            throw ScaffoldError(origin + ": extends '" + v.manifest.extends + "', which is not another variant of " + v.name);
        if (std::any_of(chain.begin(), chain.end(), [&](const ProjectTemplate& seen) { return seen.variant == base->variant; }))
            throw ScaffoldError(origin + ": its 'extends' go round in a circle");
        chain.push_back(*base);
    }
    return chain;
}

} // namespace

std::vector<RenderedFile> render_template_files(const ProjectTemplate& t, const TemplateContext& context) {
    std::vector<RenderedFile> out;
    const auto chain = variant_chain(t);
    // The furthest variant's files first; each nearer one's added, or in their place.
    for (auto v = chain.rbegin(); v != chain.rend(); ++v) {
        const std::string folder = folder_of(*v);
        for (const auto& f : template_files()) {
            if (f.path.rfind(folder, 0) != 0) continue;
            std::string rel(f.path.substr(folder.size()));
            if (rel == "template.toml") continue;
            const std::string origin = "templates/" + std::string(f.path);
            std::string path = render_template(rel, context, origin + " (its path)");
            RenderedFile r;
            if (path.size() > 5 && path.compare(path.size() - 5, 5, ".tera") == 0) {
                path.resize(path.size() - 5);
                r.content = render_template(f.content, context, origin);
            } else {
                r.content = std::string(f.content);
            }
            r.path = utf8_path(path);
            auto same = std::find_if(out.begin(), out.end(), [&](const RenderedFile& done) { return done.path == r.path; });
            if (same != out.end()) *same = std::move(r);
            else out.push_back(std::move(r));
        }
    }
    return out;
}

bool template_has_folder(const ProjectTemplate& t, std::string_view folder) {
    for (const auto& v : variant_chain(t)) {
        const std::string prefix = folder_of(v) + std::string(folder);
        for (const auto& f : template_files())
            if (f.path.rfind(prefix, 0) == 0) return true;
    }
    return false;
}

std::string render_template_file(TemplateKind kind, std::string_view name, std::string_view variant, std::string_view file,
                                 const TemplateContext& context) {
    const auto chain = variant_chain(select_template(kind, name, variant));
    // The nearest variant's file of that name.
    for (const auto& v : chain) {
        const std::string path = folder_of(v) + std::string(file);
        for (const auto& f : template_files())
            if (f.path == path) return render_template(f.content, context, "templates/" + path);
    }
    throw ScaffoldError("templates/" + folder_of(chain.front()) + std::string(file) + " is missing from this build of rusteald");
}

} // namespace rusteal::scaffold
