// The client's project commands: new, setup, plugin new / package, upgrade, package and config
// engine, each a project method of the daemon (docs/projects.md), followed by a build when the
// command makes or moves a project.
#include "client/commands.hpp"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <sstream>

namespace rusteal::client {

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace {


// rusteal new --list / rusteal plugin new --list: the template catalogue (templates/list).
int list_templates(Context& ctx, const std::string& kind) {
    int code = kOk;
    auto conn = connect_started(ctx, code);
    if (!conn) return code;
    auto r = conn->call("templates/list", json::object{{"kind", kind}});
    if (r.status != CallResult::Status::Ok) return report_failure(ctx, r);
    const bool game = kind == "game";
    json::array features;
    if (game) { // the features `new --feature` adds come after the templates
        auto f = conn->call("templates/list", json::object{{"kind", "feature"}});
        if (f.status != CallResult::Status::Ok) return report_failure(ctx, f);
        features = f.result.at("templates").as_array();
    }
    if (ctx.mode == RenderMode::Json) {
        json::object result = r.result.as_object();
        for (auto& f : features) result["templates"].as_array().push_back(f);
        ctx.renderer.on_result(json::object{{"result", std::move(result)}});
        return kOk;
    }
    std::cout << (game ? "Project templates (rusteal new NAME --template T [--variant V]):\n"
                       : "Plugin templates (rusteal plugin new NAME --template T):\n");
    const auto pad = [](std::string text, std::size_t width) {
        text.resize(std::max(width, text.size() + 1), ' ');
        return text;
    };
    for (const auto& t : r.result.at("templates").as_array()) {
        const auto& o = t.as_object();
        std::cout << "  " << pad(std::string(o.at("name").as_string()), 16) << o.at("description").as_string().c_str();
        if (const auto* aliases = o.if_contains("aliases"); aliases && aliases->is_array() && !aliases->as_array().empty()) {
            std::string also;
            for (const auto& a : aliases->as_array()) also += (also.empty() ? "" : ", ") + std::string(a.as_string());
            std::cout << " (also: " << also << ")";
        }
        std::cout << "\n";
        for (const auto& v : o.at("variants").as_array()) {
            const auto& vo = v.as_object();
            std::cout << "      --variant " << pad(std::string(vo.at("name").as_string()), 12) << "from the engine's "
                      << vo.at("engineTemplate").as_string().c_str();
            if (vo.at("description") != o.at("description")) std::cout << ": " << vo.at("description").as_string().c_str();
            std::cout << "\n";
        }
    }
    if (!features.empty()) std::cout << "Features (rusteal new NAME --feature F, repeatable):\n";
    for (const auto& f : features) {
        const auto& o = f.as_object();
        std::cout << "  " << pad(std::string(o.at("name").as_string()), 16) << o.at("description").as_string().c_str();
        if (const auto* plugin = o.if_contains("plugin")) std::cout << " (the plugin " << plugin->as_string().c_str() << ")";
        std::cout << "\n";
    }
    std::cout << "Names match loosely: case, '-' and '_' do not matter.\n";
    return kOk;
}

} // namespace

// rusteal new NAME [--dir D] [--template T] [--variant V] [--feature F]... [--runtime-path P] [--no-build]
int cmd_new(Context& ctx, const std::vector<std::string>& args) {
    po::options_description opts;
    opts.add_options()("name", po::value<std::string>())("dir", po::value<std::string>())("template", po::value<std::string>())(
        "variant", po::value<std::string>())("runtime-path", po::value<std::string>())("no-build", po::bool_switch())(
        "cargo-config", po::value<std::vector<std::string>>())("optimizations", po::value<std::string>())("list", po::bool_switch())(
        "feature", po::value<std::vector<std::string>>());
    po::positional_options_description positional;
    positional.add("name", 1);
    po::variables_map vm;
    try {
        po::store(po::command_line_parser(args).options(opts).positional(positional).run(), vm);
    } catch (const po::error& e) {
        return usage_error(std::string("new: ") + e.what());
    }
    if (vm["list"].as<bool>()) return list_templates(ctx, "game");
    if (!vm.count("name")) return usage_error("new: give the project's name, e.g. rusteal new MyGame");
    json::object params{{"name", vm["name"].as<std::string>()},
                        {"dir", absolute_path(vm.count("dir") ? vm["dir"].as<std::string>() : ".")}};
    if (vm.count("template")) params["template"] = vm["template"].as<std::string>();
    if (vm.count("variant")) params["variant"] = vm["variant"].as<std::string>();
    if (vm.count("feature")) {
        json::array features;
        for (const auto& f : vm["feature"].as<std::vector<std::string>>()) features.emplace_back(f);
        params["features"] = std::move(features);
    }
    if (vm.count("runtime-path")) params["runtimePath"] = absolute_path(vm["runtime-path"].as<std::string>());
    if (std::string error; !put_optimizations(vm, params, error)) return usage_error("new: " + error);
    int code = kOk;
    auto created = project_command(ctx, "project/new", std::move(params), code);
    if (!created) return code;
    const std::string root(created->at("root").as_string());
    if (ctx.mode != RenderMode::Json) std::cerr << "created " << root << "\n";
    const bool build = !vm["no-build"].as<bool>();
    if (build) {
        json::object b{{"project", root}, {"all", true}, {"workDoneToken", "rusteal-cli"}};
        put_cargo_configs(vm, b);
        if (int rc = run_job(ctx, "build/run", std::move(b), false); rc != kOk) return rc;
    }
    if (ctx.mode != RenderMode::Json) {
        std::cout << "cd " << shell_quoted(root) << "\n";
        if (!build) std::cout << "rusteal build --all   # UE build, bindings, UE rebuild, cargo build, deploy\n";
        std::istringstream steps(std::string(created->at("nextStep").as_string()));
        for (std::string step; std::getline(steps, step);) std::cout << "# " << step << "\n";
    }
    return kOk;
}

// rusteal setup PROJECT
int cmd_setup(Context& ctx, const std::vector<std::string>& args) {
    if (args.size() != 1) return usage_error("setup: usage: rusteal setup PROJECT");
    int code = kOk;
    auto r = project_command(ctx, "project/setup", json::object{{"project", absolute_path(args[0])}}, code);
    return r ? kOk : code;
}

// rusteal plugin new NAME [--project D] [--template T] [--no-build]
int cmd_plugin(Context& ctx, const std::vector<std::string>& args) {
    if (!args.empty() && args.front() == "package") {
        po::options_description popts;
        popts.add_options()("name", po::value<std::string>())("project", po::value<std::string>())("output", po::value<std::string>())(
            "cargo-config", po::value<std::vector<std::string>>());
        po::positional_options_description ppos;
        ppos.add("name", 1);
        po::variables_map pvm;
        try {
            po::store(po::command_line_parser(std::vector<std::string>(args.begin() + 1, args.end())).options(popts).positional(ppos).run(), pvm);
        } catch (const po::error& e) {
            return usage_error(std::string("plugin package: ") + e.what());
        }
        if (!pvm.count("name")) return usage_error("plugin package: give the plugin's name");
        const std::string project = project_path(pvm);
        json::object b{{"project", project}, {"all", true}, {"release", true}, {"plugin", pvm["name"].as<std::string>()},
                       {"workDoneToken", "rusteal-cli"}};
        put_cargo_configs(pvm, b);
        if (int rc = run_job(ctx, "build/run", std::move(b), false); rc != kOk) return rc;
        json::object params{{"project", project}, {"name", pvm["name"].as<std::string>()}};
        if (pvm.count("output")) params["output"] = absolute_path(pvm["output"].as<std::string>());
        int code = kOk;
        return project_command(ctx, "plugin/package", std::move(params), code) ? kOk : code;
    }
    if (args.empty() || args.front() != "new")
        return usage_error("plugin: usage: rusteal plugin new NAME [--project DIR] [--template T] [--no-build] | "
                           "rusteal plugin package NAME [--project DIR] [--output DIR]");
    po::options_description opts;
    opts.add_options()("name", po::value<std::string>())("project", po::value<std::string>())("template", po::value<std::string>())(
        "no-build", po::bool_switch())("cargo-config", po::value<std::vector<std::string>>())("list", po::bool_switch());
    po::positional_options_description positional;
    positional.add("name", 1);
    po::variables_map vm;
    try {
        po::store(po::command_line_parser(std::vector<std::string>(args.begin() + 1, args.end())).options(opts).positional(positional).run(), vm);
    } catch (const po::error& e) {
        return usage_error(std::string("plugin new: ") + e.what());
    }
    if (vm["list"].as<bool>()) return list_templates(ctx, "plugin");
    if (!vm.count("name")) return usage_error("plugin new: give the plugin's name");
    const std::string project = project_path(vm);
    json::object params{{"project", project}, {"name", vm["name"].as<std::string>()}};
    if (vm.count("template")) params["template"] = vm["template"].as<std::string>();
    int code = kOk;
    auto created = project_command(ctx, "plugin/new", std::move(params), code);
    if (!created) return code;
    if (!vm["no-build"].as<bool>()) {
        json::object b{{"project", project}, {"all", true}, {"plugin", vm["name"].as<std::string>()}, {"workDoneToken", "rusteal-cli"}};
        put_cargo_configs(vm, b);
        if (int rc = run_job(ctx, "build/run", std::move(b), false); rc != kOk) return rc;
    }
    if (ctx.mode != RenderMode::Json) std::cout << "# " << created->at("nextStep").as_string().c_str() << "\n";
    return kOk;
}

// rusteal upgrade [PROJECT]: the pins and plugins moved to this version, then build --all.
int cmd_upgrade(Context& ctx, const std::vector<std::string>& args) {
    po::options_description opts;
    opts.add_options()("project", po::value<std::string>())("cargo-config", po::value<std::vector<std::string>>());
    po::variables_map vm;
    if (auto error = parse_with_project(args, opts, vm); !error.empty()) return usage_error("upgrade: " + error);
    const std::string project = project_path(vm);
    int code = kOk;
    auto r = project_command(ctx, "project/upgrade", json::object{{"project", project}}, code);
    if (!r) return code;
    if (r->at("alreadyCurrent").as_bool()) return kOk;
    json::object b{{"project", project}, {"all", true}, {"workDoneToken", "rusteal-cli"}};
    put_cargo_configs(vm, b);
    return run_job(ctx, "build/run", std::move(b), false);
}

// rusteal package [PROJECT] [--output DIR] [--shipping] [--optimizations on|off]: a release
// build --all, then UAT's BuildCookRun.
int cmd_package(Context& ctx, const std::vector<std::string>& args) {
    po::options_description opts;
    opts.add_options()("project", po::value<std::string>())("output", po::value<std::string>())("shipping", po::bool_switch())(
        "optimizations", po::value<std::string>())("cargo-config", po::value<std::vector<std::string>>());
    po::variables_map vm;
    if (auto error = parse_with_project(args, opts, vm); !error.empty()) return usage_error("package: " + error);
    const std::string project = project_path(vm);
    json::object params{{"project", project}, {"workDoneToken", "rusteal-cli"}};
    if (vm.count("output")) params["output"] = absolute_path(vm["output"].as<std::string>());
    if (vm["shipping"].as<bool>()) params["shipping"] = true;
    if (std::string error; !put_optimizations(vm, params, error)) return usage_error("package: " + error);
    json::object b{{"project", project}, {"all", true}, {"release", true}, {"workDoneToken", "rusteal-cli"}};
    put_cargo_configs(vm, b);
    if (int rc = run_job(ctx, "build/run", std::move(b), false); rc != kOk) return rc;
    return run_job(ctx, "package/run", std::move(params), true);
}

// rusteal config engine [PATH]: show or set the machine's engine (config/engine).
int cmd_config(Context& ctx, const std::vector<std::string>& args) {
    if (args.empty() || args.front() != "engine" || args.size() > 2)
        return usage_error("config: usage: rusteal config engine [PATH]");
    json::object params;
    if (args.size() == 2) params["path"] = absolute_path(args[1]);
    int code = kOk;
    auto conn = connect_started(ctx, code);
    if (!conn) return code;
    auto r = conn->call("config/engine", std::move(params));
    if (r.status != CallResult::Status::Ok) return report_failure(ctx, r);
    const auto& o = r.result.as_object();
    if (ctx.mode == RenderMode::Json) {
        ctx.renderer.on_result(json::object{{"result", r.result}});
    } else if (o.at("engine").is_null()) {
        std::cerr << "rusteal: " << o.at("problem").as_string().c_str() << "\n";
    } else {
        std::cout << "engine " << o.at("engine").as_string().c_str() << " (Unreal Engine " << o.at("version").as_string().c_str()
                  << ")\n  set in " << o.at("configFile").as_string().c_str() << "\n";
    }
    return o.at("engine").is_null() ? kJobFailed : kOk;
}

} // namespace rusteal::client
