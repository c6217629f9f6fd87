// The daemon's project methods: the machine's engine, and what `new`, `setup`, `plugin new`,
// `upgrade` and `plugin package` do to a project's files (docs/projects.md), and the template
// catalogue they choose from. Each turns its params into a call on DaemonCore (or the scaffold's
// catalogue) and the outcome into JSON; refusals become the protocol's error codes.
#include "server/server.hpp"

#include "pipeline/engine.hpp"
#include "scaffold/features.hpp"
#include "scaffold/template_catalog.hpp"
#include "scaffold/version_gate.hpp"
#include "common/runtime_paths.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <map>

namespace rusteal::server {

namespace {

using protocol::ErrorCode;
using protocol::Params;
using protocol::RpcException;

// config/engine: the machine's engine (read, or set when params.path is given).
void method_config_engine(Server& server, const Call& call) {
    Params p(call.params());
    auto& core = server.core();
    if (auto path = p.optional_string("path")) {
        const std::filesystem::path engine = utf8_path(*path);
        if (engine.is_relative()) protocol::throw_invalid_params("path", "must be an absolute path, got '" + *path + "'");
        try {
            core.set_engine(engine);
        } catch (const core::EngineNotConfiguredError& e) {
            throw RpcException({ErrorCode::EngineNotConfigured, e.what(), json::object{{"field", "path"}}});
        }
    }
    std::string error;
    const auto engine = core.engine(error);
    json::object result{{"configFile", common::machine_config_file().string()},
                        {"engine", engine ? json::value(engine->string()) : json::value(nullptr)}};
    if (engine) result["version"] = pipeline::engine_association(*engine);
    else result["problem"] = error;
    call.reply(std::move(result));
}

json::array lines_json(const std::vector<std::string>& lines) {
    json::array out;
    for (const auto& l : lines) out.emplace_back(l);
    return out;
}

// Runs a project command; its refusals become ProjectCommandFailed, a missing engine
// EngineNotConfigured, a bad project folder NoSuchProject.
template <typename F>
void project_command(const Call& call, F&& f) {
    try {
        call.reply(f());
    } catch (const scaffold::ScaffoldError& e) {
        throw RpcException({ErrorCode::ProjectCommandFailed, e.what(), json::object{}});
    } catch (const scaffold::VersionGateError& e) {
        throw RpcException({ErrorCode::ProjectVersion, e.what(), json::object{}});
    } catch (const core::EngineNotConfiguredError& e) {
        throw RpcException({ErrorCode::EngineNotConfigured, e.what(), json::object{}});
    } catch (const core::ProjectError& e) {
        throw RpcException({ErrorCode::NoSuchProject, e.what(), json::object{}});
    }
}

void method_project_new(Server& server, const Call& call) {
    Params p(call.params());
    scaffold::NewProjectOptions o;
    o.name = p.required_string("name");
    const std::string dir = p.required_string("dir");
    o.dir = utf8_path(dir);
    if (o.dir.is_relative()) protocol::throw_invalid_params("dir", "must be an absolute path, got '" + dir + "'");
    o.template_name = p.optional_string("template").value_or("blank");
    o.variant = p.optional_string("variant").value_or("");
    if (p.find("features")) o.features = p.string_array("features", false, false);
    if (auto rp = p.optional_string("runtimePath")) {
        o.runtime_path = utf8_path(*rp);
        if (o.runtime_path.is_relative()) protocol::throw_invalid_params("runtimePath", "must be an absolute path");
    }
    o.optimizations = p.optional_bool("optimizations").value_or(true);
    project_command(call, [&] {
        auto r = server.core().new_project(o);
        return json::object{{"root", r.root.string()}, {"nextStep", r.next_step}, {"lines", lines_json(r.lines)}};
    });
}

void method_project_setup(Server& server, const Call& call) {
    Params p(call.params());
    const std::string project = p.required_string("project");
    project_command(call, [&] {
        auto r = server.core().setup(project);
        return json::object{{"root", server.core().projects().resolve(project).root.string()}, {"lines", lines_json(r.lines)}};
    });
}

void method_plugin_new(Server& server, const Call& call) {
    Params p(call.params());
    scaffold::NewPluginOptions o;
    o.root = utf8_path(require_unreal_project(server, p.required_string("project")));
    o.name = p.required_string("name");
    o.template_name = p.optional_string("template").value_or("blank");
    project_command(call, [&] {
        auto r = server.core().new_plugin(o);
        return json::object{{"folder", r.folder.string()}, {"nextStep", r.next_step}, {"lines", lines_json(r.lines)}};
    });
}

void method_project_upgrade(Server& server, const Call& call) {
    Params p(call.params());
    const std::string project = p.required_string("project");
    project_command(call, [&] {
        bool already = false;
        auto lines = server.core().upgrade(project, already);
        return json::object{{"root", server.core().projects().resolve(project).root.string()}, {"alreadyCurrent", already},
                            {"version", RUSTEAL_VERSION}, {"lines", lines_json(lines)}};
    });
}

void method_plugin_package(Server& server, const Call& call) {
    Params p(call.params());
    const std::string project = p.required_string("project");
    require_unreal_project(server, project);
    const std::string name = p.required_string("name");
    const std::string output = p.optional_string("output").value_or("");
    if (!output.empty() && utf8_path(output).is_relative()) protocol::throw_invalid_params("output", "must be an absolute path");
    project_command(call, [&] {
        return json::object{{"lines", lines_json(server.core().package_plugin(project, name, output))}};
    });
}

// templates/list: the game and plugin templates this daemon renders, each with its variants.
void method_templates_list(const Call& call) {
    Params p(call.params());
    const auto kind = p.optional_string("kind");
    if (kind && *kind != "game" && *kind != "plugin" && *kind != "feature")
        protocol::throw_invalid_params("kind", "must be \"game\", \"plugin\" or \"feature\", got '" + *kind + "'");
    json::array templates;
    for (const auto k : {scaffold::TemplateKind::Game, scaffold::TemplateKind::Plugin}) {
        const std::string kind_name = k == scaffold::TemplateKind::Game ? "game" : "plugin";
        if (kind && *kind != kind_name) continue;
        std::map<std::string, json::object> by_name; // in name order, as list_templates gives them
        for (const auto& t : scaffold::list_templates(k)) {
            auto [it, added] = by_name.try_emplace(t.name);
            if (added) {
                json::array aliases;
                for (const auto& a : t.manifest.aliases) aliases.emplace_back(a);
                it->second = json::object{{"kind", kind_name}, {"name", t.name}, {"description", t.manifest.description},
                                          {"aliases", std::move(aliases)}, {"variants", json::array{}}};
            }
            if (k == scaffold::TemplateKind::Game) {
                if (t.variant == "base") it->second["description"] = t.manifest.description;
                it->second["variants"].as_array().push_back(json::object{
                    {"name", t.variant}, {"description", t.manifest.description}, {"engineTemplate", t.manifest.engine_template}});
            }
        }
        for (auto& [name, entry] : by_name) templates.push_back(std::move(entry));
    }
    if (!kind || *kind == "feature") {
        for (const auto& f : scaffold::list_features()) {
            json::array aliases;
            for (const auto& a : f.source.manifest.aliases) aliases.emplace_back(a);
            json::object entry{{"kind", "feature"}, {"name", f.source.name}, {"description", f.source.manifest.description},
                               {"aliases", std::move(aliases)}, {"variants", json::array{}}};
            if (f.is_plugin()) entry["plugin"] = f.source.manifest.feature->plugin;
            templates.push_back(std::move(entry));
        }
    }
    call.reply(json::object{{"templates", std::move(templates)}});
}

} // namespace

void register_project_methods(Server& server) {
    Server* s = &server;
    server.add_method("config/engine", [s](const Call& c) { method_config_engine(*s, c); });
    server.add_method("templates/list", [](const Call& c) { method_templates_list(c); });
    server.add_method("project/new", [s](const Call& c) { method_project_new(*s, c); });
    server.add_method("project/setup", [s](const Call& c) { method_project_setup(*s, c); });
    server.add_method("plugin/new", [s](const Call& c) { method_plugin_new(*s, c); });
    server.add_method("project/upgrade", [s](const Call& c) { method_project_upgrade(*s, c); });
    server.add_method("plugin/package", [s](const Call& c) { method_plugin_package(*s, c); });
}

} // namespace rusteal::server
