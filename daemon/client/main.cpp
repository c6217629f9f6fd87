// rusteal: the thin command-line client of rusteald. It parses arguments, finds (or starts) the
// daemon, sends one request and renders what comes back. All the work happens in the daemon.
//
// Exit codes: 0 success; 1 the job failed; 2 usage error; 3 the daemon is unreachable (not
// running for `daemon status`, or could not be started); 4 the daemon refused the request
// (an error answer); 130 interrupted by Ctrl-C. `exec` exits with its command's own code
// (128 + signal when a signal ended it).
#include "client/commands.hpp"
#include "client/daemon_launcher.hpp"
#include "common/runtime_paths.hpp"
#include "common/this_process.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/program_options.hpp>

#include <algorithm>
#include <optional>
#include <cstdio>
#include <filesystem>
#include <iostream>

namespace po = boost::program_options;
namespace fs = std::filesystem;
namespace json = boost::json;
using namespace rusteal;
using namespace rusteal::client;

namespace {

const char* kUsageText =
    "rusteal: Rust for Unreal Engine, through the rusteald daemon\n"
    "\n"
    "usage: rusteal [--json] <command> [options]\n"
    "\n"
    "commands:\n"
    "  new NAME [--dir DIR] [--template T] [--variant V] [--feature F]... [--runtime-path CRATES]\n"
    "          [--no-build] [--optimizations on|off] [--cargo-config KEY=VALUE]...\n"
    "                          create a game project on the configured engine and build it (all 5 steps)\n"
    "  new --list              the project templates, their variants and the features\n"
    "  setup PROJECT           install or update the Rusteal UE plugins in a project\n"
    "  upgrade [--project DIR] move the project to this rusteal's version (pins, plugins) and build it\n"
    "  plugin new NAME [--project DIR] [--template T] [--no-build]\n"
    "                          add a Rusteal plugin (its own Rust library) to the project and build it\n"
    "  plugin new --list       the plugin templates\n"
    "  plugin package NAME [--project DIR] [--output DIR]\n"
    "                          a release build of the plugin, copied for distribution\n"
    "  package [--project DIR] [--output DIR] [--shipping] [--optimizations on|off]\n"
    "                          a release build --all, then the engine's BuildCookRun (UAT)\n"
    "  daemon start            start this user's daemon if it is not running\n"
    "  daemon stop             stop it (running jobs are cancelled)\n"
    "  daemon status           version, pid, uptime, clients, projects and jobs\n"
    "  exec [options] -- CMD   run CMD as a job in the project's queue\n"
    "      --project DIR         project folder (default: the current folder)\n"
    "      --cwd DIR             working folder, relative to the project\n"
    "      --env NAME=VALUE      extra environment (repeatable)\n"
    "      --timeout SECONDS     stop the command after this long\n"
    "  generate [--project DIR] [--plugin NAME]\n"
    "                          regenerate a library's bindings from the exported reflection\n"
    "  build [--project DIR] [--plugin NAME] [--release] [--features A,B] [--all | --from N | --step N]\n"
    "        [--cargo-config KEY=VALUE]...\n"
    "                          build the Rust libraries (steps 4-5: cargo, deploy) and reload the editors;\n"
    "                          --all first runs UBT, the bindings' generation and UBT again (steps 1-3)\n"
    "  config engine [PATH]    show or set this machine's Unreal Engine root\n"
    "  watch [--project DIR] [--plugin NAME] [--optimizations on|off] [--cargo-config KEY=VALUE]...\n"
    "        [--stop | --status]\n"
    "                          rebuild and reload on every save (the daemon watches; Ctrl-C leaves it watching)\n"
    "  reload [--project DIR] [--library NAME]\n"
    "                          reload the Rust libraries in every editor attached to the project\n"
    "  editors [--project DIR] list the editors attached to the daemon\n"
    "  jobs [--project DIR]    list running and queued jobs\n"
    "  cancel JOB              cancel a job by id\n"
    "  cancel --stale          end what holds the project's cargo locks that this daemon did not start\n"
    "  events [--project DIR]  print a project's job events until Ctrl-C\n"
    "\n"
    "global options:\n"
    "  --json       print every notification and the result as JSON lines (for CI)\n"
    "  --version    print the version\n"
    "  -h, --help   this help\n"
    "\n"
    "exit codes: 0 success, 1 the job failed, 2 usage error, 3 daemon unreachable,\n"
    "            4 the daemon refused the request, 130 interrupted; exec: the command's own\n";






std::string format_duration(std::int64_t ms) {
    std::int64_t s = ms / 1000;
    char buf[64];
    if (s >= 3600) std::snprintf(buf, sizeof buf, "%lldh %lldm", static_cast<long long>(s / 3600), static_cast<long long>(s % 3600 / 60));
    else if (s >= 60) std::snprintf(buf, sizeof buf, "%lldm %llds", static_cast<long long>(s / 60), static_cast<long long>(s % 60));
    else std::snprintf(buf, sizeof buf, "%.1fs", static_cast<double>(ms) / 1000.0);
    return buf;
}

void print_status(const json::object& s) {
    auto num = [&](const char* k) { return json::serialize(s.at(k)); };
    std::cout << "rusteald " << s.at("version").as_string().c_str() << " (pid " << num("pid") << "), up "
              << format_duration(s.at("uptimeMs").to_number<std::int64_t>()) << "\n";
    std::cout << "  socket    " << s.at("socket").as_string().c_str() << "\n";
    std::cout << "  tcp       " << (s.at("tcpPort").is_null() ? std::string("off") : "127.0.0.1:" + num("tcpPort")) << "\n";
    std::cout << "  log       " << s.at("logFile").as_string().c_str() << "\n";
    auto idle = s.at("idleTimeoutSeconds").to_number<std::int64_t>();
    std::cout << "  idle exit " << (idle == 0 ? std::string("never") : "after " + format_duration(idle * 1000)) << "\n";
    const auto& clients = s.at("clients").as_array();
    std::cout << "  clients   " << clients.size() << "\n";
    for (const auto& c : clients) {
        const auto& o = c.as_object();
        std::string name = o.at("name").as_string().c_str();
        std::cout << "    #" << json::serialize(o.at("id")) << " " << (name.empty() ? "(unnamed)" : name) << " over "
                  << o.at("transport").as_string().c_str() << "\n";
    }
    const auto& projects = s.at("projects").as_array();
    std::cout << "  projects  " << projects.size() << "\n";
    for (const auto& p : projects) std::cout << "    " << p.as_object().at("root").as_string().c_str() << "\n";
    const auto& jobs = s.at("jobs").as_array();
    std::cout << "  jobs      " << jobs.size() << "\n";
    for (const auto& j : jobs) {
        const auto& o = j.as_object();
        std::cout << "    #" << json::serialize(o.at("jobId")) << " " << o.at("state").as_string().c_str() << "  "
                  << o.at("title").as_string().c_str() << "  (" << o.at("project").as_string().c_str() << ")\n";
    }
}

int cmd_daemon(Context& ctx, const std::vector<std::string>& args) {
    if (args.size() != 1) return usage_error("'daemon' takes one of: start, stop, status");
    const auto& action = args[0];
    auto paths = common::runtime_paths();
    if (action == "start") {
        int code = kOk;
        auto conn = connect_started(ctx, code);
        if (!conn) return code;
        auto r = conn->call("daemon/status", json::object{});
        if (r.status != CallResult::Status::Ok) return report_failure(ctx, r);
        if (ctx.mode == RenderMode::Json) ctx.renderer.on_result(json::object{{"result", r.result}});
        else std::cout << "rusteald running (pid " << json::serialize(r.result.at("pid")) << ") on " << paths.socket.string() << "\n";
        return kOk;
    }
    std::string error;
    auto conn = DaemonConnection::connect(paths.socket, error);
    if (conn) {
        auto hello = conn->call("initialize", client_hello());
        if (hello.status != CallResult::Status::Ok) return report_failure(ctx, hello);
    }
    if (action == "stop") {
        if (!conn) {
            if (ctx.mode == RenderMode::Json) ctx.renderer.on_result(json::object{{"result", {{"stopping", false}}}});
            else std::cout << "rusteald is not running\n";
            return kOk;
        }
        auto r = conn->call("daemon/shutdown", json::object{});
        if (r.status != CallResult::Status::Ok) return report_failure(ctx, r);
        bool closed = conn->wait_closed(std::chrono::seconds(15));
        if (ctx.mode == RenderMode::Json) ctx.renderer.on_result(json::object{{"result", r.result}});
        else if (closed) std::cout << "rusteald stopped (pid " << json::serialize(r.result.at("pid")) << ")\n";
        else std::cout << "rusteald (pid " << json::serialize(r.result.at("pid")) << ") is still stopping\n";
        return kOk;
    }
    if (action == "status") {
        if (!conn) {
            if (auto problem = common::private_dir_problem(paths.dir); !problem.empty())
                std::cerr << "rusteal: cannot reach rusteald: " << problem << "\n";
            else
                std::cerr << "rusteald is not running (no daemon on " << paths.socket.string()
                          << "); 'rusteal daemon start' starts it\n";
            return kUnreachable;
        }
        auto r = conn->call("daemon/status", json::object{});
        if (r.status != CallResult::Status::Ok) return report_failure(ctx, r);
        if (ctx.mode == RenderMode::Json) ctx.renderer.on_result(json::object{{"result", r.result}});
        else print_status(r.result.as_object());
        return kOk;
    }
    return usage_error("unknown 'daemon' action '" + action + "'; use start, stop or status");
}





int cmd_exec(Context& ctx, const std::vector<std::string>& args) {
    po::options_description opts;
    opts.add_options()("project", po::value<std::string>())("cwd", po::value<std::string>())(
        "env", po::value<std::vector<std::string>>())("timeout", po::value<double>())(
        "command", po::value<std::vector<std::string>>());
    po::positional_options_description pos;
    pos.add("command", -1);
    po::variables_map vm;
    try {
        po::store(po::command_line_parser(args).options(opts).positional(pos).run(), vm);
    } catch (const po::error& e) {
        return usage_error(std::string("exec: ") + e.what());
    }
    if (!vm.count("command")) return usage_error("exec: give the command after '--', e.g. rusteal exec -- cargo test");
    json::object params{{"project", project_path(vm)}, {"command", json::value_from(vm["command"].as<std::vector<std::string>>())},
                        {"workDoneToken", "rusteal-cli"}};
    if (vm.count("cwd")) params["cwd"] = vm["cwd"].as<std::string>();
    if (vm.count("timeout")) {
        double t = vm["timeout"].as<double>();
        if (t <= 0) return usage_error("exec: --timeout must be a positive number of seconds");
        params["timeoutMs"] = static_cast<std::int64_t>(t * 1000);
    }
    if (vm.count("env")) {
        json::object env;
        for (const auto& kv : vm["env"].as<std::vector<std::string>>()) {
            auto eq = kv.find('=');
            if (eq == std::string::npos || eq == 0) return usage_error("exec: --env takes NAME=VALUE, got '" + kv + "'");
            env[kv.substr(0, eq)] = kv.substr(eq + 1);
        }
        params["env"] = std::move(env);
    }
    return run_job(ctx, "jobs/exec", std::move(params), true);
}

int cmd_generate(Context& ctx, const std::vector<std::string>& args) {
    po::options_description opts;
    opts.add_options()("project", po::value<std::string>())("plugin", po::value<std::string>());
    po::variables_map vm;
    try {
        po::store(po::command_line_parser(args).options(opts).run(), vm);
    } catch (const po::error& e) {
        return usage_error(std::string("generate: ") + e.what());
    }
    json::object params{{"project", project_path(vm)}, {"workDoneToken", "rusteal-cli"}};
    if (vm.count("plugin")) params["plugin"] = vm["plugin"].as<std::string>();
    return run_job(ctx, "generate/run", std::move(params), false);
}




int cmd_build(Context& ctx, const std::vector<std::string>& args) {
    po::options_description opts;
    opts.add_options()("project", po::value<std::string>())("plugin", po::value<std::string>())("release", po::bool_switch())(
        "features", po::value<std::string>())("all", po::bool_switch())("from", po::value<int>())("step", po::value<int>())(
        "cargo-config", po::value<std::vector<std::string>>());
    po::variables_map vm;
    if (auto error = parse_with_project(args, opts, vm); !error.empty()) return usage_error("build: " + error);
    json::object params{{"project", project_path(vm)}, {"workDoneToken", "rusteal-cli"}};
    if (vm.count("plugin")) params["plugin"] = vm["plugin"].as<std::string>();
    if (vm["release"].as<bool>()) params["release"] = true;
    if (vm["all"].as<bool>()) params["all"] = true;
    if (vm.count("from")) params["from"] = vm["from"].as<int>();
    if (vm.count("step")) params["step"] = vm["step"].as<int>();
    if (vm.count("features")) {
        json::array features;
        std::string list = vm["features"].as<std::string>();
        for (std::size_t at = 0; at <= list.size();) {
            const auto comma = std::min(list.find(',', at), list.size());
            if (comma > at) features.emplace_back(list.substr(at, comma - at));
            at = comma + 1;
        }
        params["features"] = std::move(features);
    }
    put_cargo_configs(vm, params);
    return run_job(ctx, "build/run", std::move(params), false);
}

int cmd_watch(Context& ctx, const std::vector<std::string>& args) {
    po::options_description opts;
    opts.add_options()("project", po::value<std::string>())("plugin", po::value<std::string>())(
        "cargo-config", po::value<std::vector<std::string>>())("stop", po::bool_switch())("status", po::bool_switch())(
        "settle-ms", po::value<int>())("optimizations", po::value<std::string>());
    po::variables_map vm;
    if (auto error = parse_with_project(args, opts, vm); !error.empty()) return usage_error("watch: " + error);
    int code = kOk;
    auto conn = connect_started(ctx, code);
    if (!conn) return code;
    if (vm["status"].as<bool>()) {
        auto r = conn->call("watch/status", json::object{});
        if (r.status != CallResult::Status::Ok) return report_failure(ctx, r);
        if (ctx.mode == RenderMode::Json) ctx.renderer.on_result(json::object{{"result", r.result}});
        else if (r.result.at("watches").as_array().empty()) std::cout << "no project is watched\n";
        else
            for (const auto& w : r.result.at("watches").as_array())
                std::cout << w.at("project").as_string().c_str() << ": " << json::serialize(w.at("changes"))
                          << " change(s), last build: " << w.at("lastBuild").as_string().c_str() << "\n";
        return kOk;
    }
    if (vm["stop"].as<bool>()) {
        auto r = conn->call("watch/stop", json::object{{"project", project_path(vm)}});
        if (r.status != CallResult::Status::Ok) return report_failure(ctx, r);
        std::cout << (r.result.at("stopped").as_bool() ? "stopped watching " : "was not watching ") << project_path(vm) << "\n";
        return kOk;
    }
    json::object params{{"project", project_path(vm)}};
    if (vm.count("plugin")) params["plugin"] = vm["plugin"].as<std::string>();
    if (vm.count("settle-ms")) params["settleMs"] = vm["settle-ms"].as<int>();
    put_cargo_configs(vm, params);
    if (std::string error; !put_optimizations(vm, params, error)) return usage_error("watch: " + error);
    auto r = conn->call("watch/start", params);
    if (r.status != CallResult::Status::Ok) return report_failure(ctx, r);
    auto s = conn->call("events/subscribe", json::object{{"project", project_path(vm)}});
    if (s.status != CallResult::Status::Ok) return report_failure(ctx, s);
    std::cerr << "rusteal watch: watching";
    for (const auto& f : r.result.at("watch").at("folders").as_array()) std::cerr << " " << f.as_string().c_str();
    std::cerr << "\nEach change builds and deploys the libraries (rusteal build); Ctrl+C stops following, the daemon keeps "
                 "watching (`rusteal watch --stop` ends it).\n";
    auto l = conn->listen([&](const json::value& n) {
        const auto& m = n.as_object();
        const std::string method(m.at("method").as_string());
        if (ctx.mode == RenderMode::Json) {
            ctx.renderer.on_notification(n);
            if (method == "watch/stopped") conn->stop_listening();
            return;
        }
        const auto& p = m.at("params").as_object();
        if (method == "job/started") std::cout << "== " << p.at("title").as_string().c_str() << "\n";
        else if (method == "job/output") std::cout << p.at("line").as_string().c_str() << "\n";
        else if (method == "job/finished") {
            std::cout << (p.at("ok").as_bool() ? "   " : "!! ") << p.at("summary").as_string().c_str()
                      << ", waiting for changes\n";
        } else if (method == "watch/state") {
            const auto& waiting = p.at("waiting");
            std::cout << (waiting.is_string() ? std::string(waiting.as_string()) : "the project folder is back: watching again") << "\n";
        } else if (method == "watch/stopped") {
            std::cout << "the watch of " << p.at("project").as_string().c_str() << " was stopped (rusteal watch --stop)\n";
            conn->stop_listening();
        }
        std::cout.flush();
    });
    return l.status == CallResult::Status::Interrupted || l.status == CallResult::Status::Ok ? kOk : report_failure(ctx, l);
}

int cmd_jobs(Context& ctx, const std::vector<std::string>& args, bool follow_events) {
    po::options_description opts;
    opts.add_options()("project", po::value<std::string>());
    po::variables_map vm;
    try {
        po::store(po::command_line_parser(args).options(opts).run(), vm);
    } catch (const po::error& e) {
        return usage_error(std::string(follow_events ? "events: " : "jobs: ") + e.what());
    }
    int code = kOk;
    auto conn = connect_started(ctx, code);
    if (!conn) return code;
    if (follow_events) {
        auto r = conn->call("events/subscribe", json::object{{"project", project_path(vm)}});
        if (r.status != CallResult::Status::Ok) return report_failure(ctx, r);
        std::cerr << "listening to " << r.result.at("project").as_string().c_str() << " (Ctrl-C to stop)\n";
        auto l = conn->listen([&](const json::value& n) {
            if (ctx.mode == RenderMode::Json) return ctx.renderer.on_notification(n);
            const auto& m = n.as_object();
            std::cout << m.at("method").as_string().c_str() << " " << json::serialize(m.at("params")) << "\n";
            std::cout.flush();
        });
        return l.status == CallResult::Status::Interrupted ? kOk : report_failure(ctx, l);
    }
    json::object params;
    if (vm.count("project")) params["project"] = project_path(vm);
    auto r = conn->call("jobs/list", std::move(params));
    if (r.status != CallResult::Status::Ok) return report_failure(ctx, r);
    if (ctx.mode == RenderMode::Json) {
        ctx.renderer.on_result(json::object{{"result", r.result}});
        return kOk;
    }
    const auto& jobs = r.result.at("jobs").as_array();
    if (jobs.empty()) std::cout << "no jobs\n";
    for (const auto& j : jobs) {
        const auto& o = j.as_object();
        std::cout << "#" << json::serialize(o.at("jobId")) << "  " << o.at("state").as_string().c_str() << "  "
                  << o.at("title").as_string().c_str() << "  (" << o.at("project").as_string().c_str() << ")\n";
    }
    return kOk;
}

// reload: editors/reload, one line per editor and library; exit 1 when any of them failed.
// editors: editors/list.
int cmd_editors(Context& ctx, const std::vector<std::string>& args, bool reload) {
    po::options_description opts;
    opts.add_options()("project", po::value<std::string>())("library", po::value<std::string>());
    po::variables_map vm;
    try {
        po::store(po::command_line_parser(args).options(opts).run(), vm);
    } catch (const po::error& e) {
        return usage_error(std::string(reload ? "reload: " : "editors: ") + e.what());
    }
    if (!reload && vm.count("library")) return usage_error("editors: --library belongs to 'rusteal reload'");
    int code = kOk;
    auto conn = connect_started(ctx, code);
    if (!conn) return code;
    json::object params;
    if (reload || vm.count("project")) params["project"] = project_path(vm);
    if (vm.count("library")) params["library"] = vm["library"].as<std::string>();
    auto r = conn->call(reload ? "editors/reload" : "editors/list", std::move(params));
    if (r.status != CallResult::Status::Ok) return report_failure(ctx, r);
    if (ctx.mode == RenderMode::Json) ctx.renderer.on_result(json::object{{"result", r.result}});
    const auto& editors = r.result.at("editors").as_array();
    if (ctx.mode != RenderMode::Json) {
        if (editors.empty()) std::cout << "no editor is attached" << (reload ? " to this project" : "") << "\n";
        for (const auto& e : editors) {
            const auto& o = e.as_object();
            std::cout << o.at("host").as_string().c_str() << " (pid " << json::serialize(o.at("pid")) << ")";
            if (!reload) {
                std::cout << "  " << o.at("project").as_string().c_str() << "\n";
                for (const auto& l : o.at("libraries").as_array())
                    std::cout << "  " << l.at("name").as_string().c_str() << "  copy " << json::serialize(l.at("reloadCount"))
                              << "  " << l.at("file").as_string().c_str() << "\n";
                continue;
            }
            const bool ok = o.at("ok").as_bool();
            std::cout << (ok ? ": reloaded" : ": failed") << "\n";
            if (o.contains("error")) std::cout << "  " << o.at("error").as_string().c_str() << "\n";
            if (!o.contains("libraries")) continue;
            for (const auto& l : o.at("libraries").as_array()) {
                const auto& lib = l.as_object();
                char ms[32];
                std::snprintf(ms, sizeof ms, "%.1f ms", lib.at("totalMilliseconds").to_number<double>());
                std::cout << "  " << lib.at("name").as_string().c_str() << ": "
                          << (lib.at("ok").as_bool() ? "copy " + json::serialize(lib.at("reloadCount")) + " in " + ms
                                                     : std::string(lib.at("error").as_string()))
                          << (lib.at("rolledBack").as_bool() ? " (the previous build runs again)" : "") << "\n";
            }
        }
    }
    return reload && !r.result.at("ok").as_bool() ? kJobFailed : kOk;
}








// `cancel --stale [--project P]`: what holds the project's cargo locks and this daemon did not start.
int cmd_cancel_stale(Context& ctx, const std::vector<std::string>& args) {
    po::options_description opts;
    opts.add_options()("stale", po::bool_switch())("project", po::value<std::string>());
    po::variables_map vm;
    try {
        po::store(po::command_line_parser(args).options(opts).run(), vm);
    } catch (const po::error& e) {
        return usage_error(std::string("cancel --stale: ") + e.what());
    }
    int code = kOk;
    auto conn = connect_started(ctx, code);
    if (!conn) return code;
    auto r = conn->call("jobs/cancelStale", json::object{{"project", project_path(vm)}});
    if (r.status != CallResult::Status::Ok) return report_failure(ctx, r);
    if (ctx.mode == RenderMode::Json) {
        ctx.renderer.on_result(json::object{{"result", r.result}});
        return kOk;
    }
    const auto& processes = r.result.at("processes").as_array();
    if (processes.empty()) std::cout << "nothing this daemon did not start holds the project's cargo locks\n";
    for (const auto& p : processes) {
        const auto& o = p.as_object();
        std::cout << (o.at("ended").as_bool() ? "ended pid " : "left pid ") << json::serialize(o.at("pid")) << " ("
                  << o.at("command").as_string().c_str() << "), which held " << o.at("lockFile").as_string().c_str();
        if (auto* why = o.if_contains("reason")) std::cout << ": " << why->as_string().c_str();
        std::cout << "\n";
    }
    return kOk;
}

int cmd_cancel(Context& ctx, const std::vector<std::string>& args) {
    if (std::find(args.begin(), args.end(), "--stale") != args.end()) return cmd_cancel_stale(ctx, args);
    if (args.size() != 1) return usage_error("cancel takes one job id (see 'rusteal jobs'), or --stale [--project P]");
    std::int64_t id = 0;
    try {
        std::size_t used = 0;
        id = std::stoll(args[0], &used);
        if (used != args[0].size() || id <= 0) throw std::invalid_argument("");
    } catch (const std::exception&) {
        return usage_error("cancel: '" + args[0] + "' is not a job id");
    }
    int code = kOk;
    auto conn = connect_started(ctx, code);
    if (!conn) return code;
    auto r = conn->call("jobs/cancel", json::object{{"jobId", id}});
    if (r.status != CallResult::Status::Ok) return report_failure(ctx, r);
    if (ctx.mode == RenderMode::Json) ctx.renderer.on_result(json::object{{"result", r.result}});
    else std::cout << "cancelling job " << id << "\n";
    return kOk;
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    // Installed as `cargo-rusteal` too: `cargo rusteal build` runs `cargo-rusteal rusteal build`.
    if (argc > 0 && utf8_path(argv[0]).stem() == "cargo-rusteal" && !args.empty() && args.front() == "rusteal")
        args.erase(args.begin());
    bool json_mode = false;
    std::size_t i = 0;
    for (; i < args.size() && args[i].rfind("-", 0) == 0; ++i) {
        if (args[i] == "--json") json_mode = true;
        else if (args[i] == "--version") {
            std::cout << "rusteal " << RUSTEAL_VERSION << "\n";
            return kOk;
        } else if (args[i] == "-h" || args[i] == "--help") {
            std::cout << kUsageText;
            return kOk;
        } else return usage_error("unknown option '" + args[i] + "'");
    }
    if (i == args.size()) return usage_error("no command given");
    std::string command = args[i];
    std::vector<std::string> rest(args.begin() + static_cast<long>(i) + 1, args.end());
    // --json may also follow the command, but not inside exec's own command after "--".
    auto end_of_options = std::find(rest.begin(), rest.end(), std::string("--"));
    auto json_flag = std::remove(rest.begin(), end_of_options, std::string("--json"));
    if (json_flag != end_of_options) {
        json_mode = true;
        rest.erase(json_flag, end_of_options);
    }

    RenderMode mode = json_mode ? RenderMode::Json : common::this_process::is_terminal(common::this_process::StdStream::Err) ? RenderMode::Tty : RenderMode::Plain;
    Context ctx{mode, ProgressRenderer(mode, stdout, stderr)};
    try {
        if (command == "daemon") return cmd_daemon(ctx, rest);
        if (command == "exec") return cmd_exec(ctx, rest);
        if (command == "generate") return cmd_generate(ctx, rest);
        if (command == "build") return cmd_build(ctx, rest);
        if (command == "watch") return cmd_watch(ctx, rest);
        if (command == "jobs") return cmd_jobs(ctx, rest, false);
        if (command == "events") return cmd_jobs(ctx, rest, true);
        if (command == "cancel") return cmd_cancel(ctx, rest);
        if (command == "config") return cmd_config(ctx, rest);
        if (command == "new") return cmd_new(ctx, rest);
        if (command == "setup") return cmd_setup(ctx, rest);
        if (command == "upgrade") return cmd_upgrade(ctx, rest);
        if (command == "package") return cmd_package(ctx, rest);
        if (command == "plugin") return cmd_plugin(ctx, rest);
        if (command == "reload") return cmd_editors(ctx, rest, true);
        if (command == "editors") return cmd_editors(ctx, rest, false);
        if (command == "help") {
            std::cout << kUsageText;
            return kOk;
        }
    } catch (const std::exception& e) {
        std::cerr << "rusteal: unexpected answer from rusteald: " << e.what() << "\n";
        return kRefused;
    }
    return usage_error("unknown command '" + command + "'");
}
