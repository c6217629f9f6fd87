#include "core/daemon_core.hpp"

#include "common/path_names.hpp"
#include "common/runtime_paths.hpp"
#include "common/text.hpp"

#include "core/codegen_job.hpp"
#include "core/command_job.hpp"
#include "pipeline/engine.hpp"
#include "scaffold/version_gate.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/asio/post.hpp>

#include <filesystem>

namespace rusteal::core {

DaemonCore::DaemonCore(boost::asio::any_io_executor executor, std::chrono::milliseconds kill_grace)
    : executor_(executor), kill_grace_(kill_grace), scheduler_(executor) {
    scheduler_.set_idle_callback([this] {
        if (on_shutdown_done_) boost::asio::post(executor_, std::exchange(on_shutdown_done_, nullptr));
        if (on_idle_) on_idle_();
    });
}

std::chrono::milliseconds DaemonCore::uptime() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started_);
}

jobs::JobScheduler::Submission DaemonCore::run_command(const CommandRequest& request, jobs::TicketCallback on_event) {
    const auto& project = projects_.resolve(request.project);
    std::filesystem::path cwd = project.root;
    if (!request.cwd.empty()) {
        const std::filesystem::path rel = utf8_path(request.cwd);
        cwd = rel.is_absolute() ? rel : cwd / rel;
        if (!std::filesystem::is_directory(cwd))
            throw ProjectError("working directory '" + cwd.string() + "' does not exist");
    }
    process::ChildSpec spec;
    spec.argv = request.argv;
    spec.cwd = cwd;
    spec.env_set = request.env;
    spec.timeout = request.timeout;
    spec.kill_grace = kill_grace_;

    jobs::JobRequest job;
    job.project = project.root.string();
    job.kind = "exec";
    for (const auto& a : request.argv) job.title += (job.title.empty() ? "" : " ") + a;
    // Requests that would run the very same command coalesce while queued.
    job.coalesce_key = cwd.string();
    for (const auto& a : request.argv) job.coalesce_key += '\0' + a;
    for (const auto& [k, v] : request.env) job.coalesce_key += '\0' + k + '=' + v;
    if (request.timeout) job.coalesce_key += std::string("\0t", 2) + std::to_string(request.timeout->count());

    auto executor = executor_;
    return scheduler_.submit(
        std::move(job), [executor, spec]() { return std::make_unique<CommandJob>(executor, spec); },
        std::move(on_event));
}

jobs::JobScheduler::Submission DaemonCore::generate(const GenerateRequest& request, jobs::TicketCallback on_event) {
    const auto& project = projects_.resolve(request.project);
    const std::filesystem::path& root = project.root;
    generators::LibraryPaths paths;
    if (request.plugin.empty()) {
        paths = generators::game_library_paths(root);
    } else {
        if (!common::is_single_folder_name(request.plugin))
            throw ProjectError("plugin name '" + common::printable(request.plugin) + "' is not a folder name under Plugins/" +
                               (request.plugin.size() > common::kMaxFileNameBytes
                                    ? " (" + std::to_string(request.plugin.size()) + " bytes: a file name has at most " +
                                          std::to_string(common::kMaxFileNameBytes) + ")"
                                    : std::string()));
        paths = generators::plugin_library_paths(root, request.plugin);
        std::error_code ec;
        if (!std::filesystem::is_directory(root / "Plugins" / utf8_path(request.plugin), ec))
            throw ProjectError("no plugin '" + request.plugin + "' in " + (root / "Plugins").string());
    }
    scaffold::check_project_version(root, scaffold::GateScope::PinsAndPlugins, RUSTEAL_VERSION, "rusteal generate");
    auto generator = generator_for(project.root.string(), request.plugin, paths);
    jobs::JobRequest job;
    job.project = project.root.string();
    job.kind = "codegen";
    job.title = request.plugin.empty() ? "generate bindings" : "generate bindings for " + request.plugin;
    job.coalesce_key = request.plugin.empty() ? "game" : "plugin:" + request.plugin;
    auto loop = executor_;
    auto* workers = &workers_;
    return scheduler_.submit(
        std::move(job), [loop, workers, generator] { return std::make_unique<CodegenJob>(loop, *workers, generator); },
        std::move(on_event));
}

std::shared_ptr<generators::CodeGenerator> DaemonCore::generator_for(const std::string& root, const std::string& plugin,
                                                                     const generators::LibraryPaths& paths) {
    auto& generator = generators_[root + "\n" + plugin];
    if (!generator) generator = std::make_shared<generators::CodeGenerator>(paths);
    return generator;
}

std::optional<std::filesystem::path> DaemonCore::engine(std::string& error) const {
    return pipeline::configured_engine(common::machine_config_file(), error);
}

std::filesystem::path DaemonCore::require_engine() const {
    std::string error;
    auto engine_root = engine(error);
    if (!engine_root) throw EngineNotConfiguredError(error);
    return *engine_root;
}

std::filesystem::path DaemonCore::set_engine(const std::filesystem::path& engine) {
    std::string error;
    const auto file = common::machine_config_file();
    if (!pipeline::set_configured_engine(file, engine, error)) throw EngineNotConfiguredError(error);
    return file;
}

scaffold::NewProjectResult DaemonCore::new_project(const scaffold::NewProjectOptions& options) {
    const auto engine_root = require_engine();
    return scaffold::create_project(options, engine_root);
}

scaffold::SetupReport DaemonCore::setup(const std::string& project) {
    const auto& p = projects_.resolve(project);
    const auto engine_root = require_engine();
    if (std::filesystem::exists(p.root / "Rust/Cargo.toml"))
        scaffold::check_project_version(p.root, scaffold::GateScope::Pins, RUSTEAL_VERSION, "rusteal setup");
    return scaffold::setup_project(p.root, engine_root);
}

scaffold::NewPluginResult DaemonCore::new_plugin(scaffold::NewPluginOptions options) {
    options.root = projects_.resolve(options.root.string()).root;
    scaffold::check_project_version(options.root, scaffold::GateScope::PinsAndPlugins, RUSTEAL_VERSION, "rusteal plugin new");
    return scaffold::create_plugin(options);
}

jobs::JobScheduler::Submission DaemonCore::package(const PackageRequest& request, jobs::TicketCallback on_event) {
    namespace fs = std::filesystem;
    const auto& project = projects_.resolve(request.project);
    scaffold::check_project_version(project.root, scaffold::GateScope::PinsAndPlugins, RUSTEAL_VERSION, "rusteal package");
    const auto engine_root = require_engine();
    std::string error;
    const auto uproject = pipeline::find_uproject(project.root, error);
    if (!uproject) throw ProjectError(error);
    const auto& pack = platforms::host_platform();
    const fs::path uat = engine_root / utf8_path(pack.uat_script);
    if (!fs::is_regular_file(uat)) throw EngineNotConfiguredError("UAT not found at " + uat.string());
    const fs::path output = request.output.empty() ? project.root / "Packaged" : utf8_path(request.output);
    process::ChildSpec spec;
    spec.argv = {uat.string(), "BuildCookRun", "-project=" + uproject->string(), "-platform=" + std::string(pack.name),
                 std::string("-clientconfig=") + (request.shipping ? "Shipping" : "Development"), "-build", "-cook", "-stage",
                 "-pak", "-archive", "-archivedirectory=" + output.string(), "-nop4", "-unattended", "-utf8output"};
    spec.cwd = project.root;
    spec.kill_grace = kill_grace_;
    // The project's Config/<Platform>/ as it was, put back after UAT whatever happened.
    auto snapshot = std::make_shared<std::optional<scaffold::ConfigSnapshot>>();
    CommandHooks hooks;
    hooks.before = [root = project.root, output, on = request.optimizations, snapshot](jobs::JobReporter& reporter) {
        fs::create_directories(output);
        snapshot->emplace(root);
        for (const auto& l : scaffold::write_optimizations(root, on)) reporter.output(jobs::OutputStream::Stdout, l);
    };
    hooks.after = [snapshot](jobs::JobReporter& reporter) {
        if (!*snapshot) return;
        for (const auto& l : (*snapshot)->restore()) reporter.output(jobs::OutputStream::Stdout, l);
    };
    jobs::JobRequest job;
    job.project = project.root.string();
    job.kind = "package";
    job.title = std::string("package (") + (request.shipping ? "Shipping" : "Development") + ")";
    job.coalesce_key = output.string() + (request.shipping ? "|shipping" : "|development") + (request.optimizations ? "|opt" : "");
    auto executor = executor_;
    return scheduler_.submit(
        std::move(job),
        [executor, spec, hooks]() { return std::make_unique<CommandJob>(executor, spec, hooks); }, std::move(on_event));
}

std::vector<std::string> DaemonCore::package_plugin(const std::string& project, const std::string& name, const std::string& output) {
    const auto& p = projects_.resolve(project);
    scaffold::check_project_version(p.root, scaffold::GateScope::PinsAndPlugins, RUSTEAL_VERSION, "rusteal plugin package");
    const std::filesystem::path out = output.empty() ? p.root / "Packaged/Plugins" : utf8_path(output);
    return scaffold::package_plugin(p.root, name, out);
}

std::vector<std::string> DaemonCore::upgrade(const std::string& project, bool& already) {
    const auto& p = projects_.resolve(project);
    const auto engine_root = require_engine();
    auto lines = scaffold::upgrade_pins(p.root, RUSTEAL_VERSION, already);
    if (!already)
        for (auto& l : scaffold::setup_project(p.root, engine_root).lines) lines.push_back(std::move(l));
    return lines;
}

jobs::JobScheduler::Submission DaemonCore::build(const BuildRequest& request, jobs::TicketCallback on_event) {
    const auto& project = projects_.resolve(request.project);
    std::string error;
    auto libraries = pipeline::build_libraries(project.root, request.plugin, error);
    if (!libraries) throw ProjectError(error);
    scaffold::check_project_version(project.root, scaffold::GateScope::PinsAndPlugins, RUSTEAL_VERSION, "rusteal build");
    std::optional<EngineSteps> engine_steps;
    if (request.steps.first < pipeline::kRustStep) {
        const auto engine_root = require_engine();
        const auto uproject = pipeline::find_uproject(project.root, error);
        if (!uproject) throw ProjectError(error);
        const auto& pack = platforms::host_platform();
        auto ubt = pipeline::ubt_command(engine_root, pack, *uproject, error);
        if (!ubt) throw EngineNotConfiguredError(error + " (is " + engine_root.string() + " a complete engine?)");
        EngineSteps e;
        e.root = project.root;
        e.engine = engine_root;
        e.ubt = std::move(*ubt);
        e.platform = std::string(pack.name);
        e.workers = &workers_;
        e.generator_for = [this, root = project.root](const pipeline::BuildLibrary& lib) {
            const std::string plugin = lib.label == "game" ? std::string() : lib.name;
            return generator_for(root.string(), plugin,
                                 plugin.empty() ? generators::game_library_paths(root) : generators::plugin_library_paths(root, plugin));
        };
        engine_steps = std::move(e);
    }
    auto& memory = builds_[project.root.string()];
    if (!memory) {
        // The daemon's first build of the project: what an earlier daemon recorded, and no
        // half-copied library left by one that was killed while it deployed.
        std::string warning;
        memory = std::make_shared<BuildMemory>(pipeline::load_build_memory(project.root, warning));
        if (!warning.empty()) memory->notes.push_back("warning: " + warning);
        std::vector<std::filesystem::path> deployed;
        std::string ignored;
        const auto all = request.plugin.empty() ? libraries : pipeline::build_libraries(project.root, "", ignored);
        for (const auto& lib : all ? *all : *libraries) deployed.push_back(lib.deployed);
        for (auto& line : pipeline::remove_stale_partials(deployed)) memory->notes.push_back(std::move(line));
    }

    BuildSettings settings;
    settings.steps = request.steps;
    settings.engine = std::move(engine_steps);
    settings.release = request.release;
    settings.features = request.features;
    settings.cargo_configs = request.cargo_configs;
    settings.kill_grace = kill_grace_;
    settings.journal = deploy_journal_.get();
    jobs::JobRequest job;
    job.project = project.root.string();
    job.kind = "build";
    job.title = request.plugin.empty() ? "build" : "build " + request.plugin;
    if (!request.reason.empty()) job.title += ": " + request.reason;
    // Equal requests merge while queued: a burst of saves makes one build.
    job.coalesce_key = request.plugin + "|" + std::to_string(request.steps.first) + "-" + std::to_string(request.steps.last) +
                       (request.release ? "|release" : "|dev");
    for (const auto& f : request.features) job.coalesce_key += "|f:" + f;
    for (const auto& c : request.cargo_configs) job.coalesce_key += "|c:" + c;
    auto loop = executor_;
    auto root = project.root.string();
    auto* reloader = reloader_;
    return scheduler_.submit(
        std::move(job),
        [loop, root, libs = std::move(*libraries), settings, memory, reloader]() -> std::unique_ptr<jobs::JobWork> {
            return std::make_unique<BuildJob>(loop, root, libs, settings, memory, reloader);
        },
        std::move(on_event));
}

WatchInfo DaemonCore::start_watch(WatchRequest request) {
    const std::filesystem::path root_path = projects_.resolve(request.project).root;
    request.project = root_path.string();
    const std::string root = request.project;
    std::string error;
    if (!pipeline::build_libraries(root_path, request.plugin, error)) throw ProjectError(error);
    scaffold::check_project_version(root_path, scaffold::GateScope::PinsAndPlugins, RUSTEAL_VERSION, "rusteal watch");
    // The reference's watch writes the platform optimizations once, when it starts.
    try {
        scaffold::write_optimizations(root_path, request.optimizations);
    } catch (const scaffold::ScaffoldError& e) {
        throw ProjectError(e.what());
    }
    auto on_change = [this, root](bool bindings_first, const std::string& what) {
        auto it = watches_.find(root);
        if (it == watches_.end()) return;
        const WatchRequest& r = it->second->info().request;
        if (bindings_first) {
            // rusteal.toml or the reflection: the bindings of the library (or every library) first.
            std::vector<std::string> plugins;
            if (!r.plugin.empty()) plugins.push_back(r.plugin);
            else {
                plugins.push_back("");
                std::string e;
                if (auto libs = pipeline::build_libraries(utf8_path(root), "", e))
                    for (const auto& l : *libs)
                        if (l.label != "game") plugins.push_back(l.name);
            }
            for (const auto& p : plugins) {
                try {
                    generate(GenerateRequest{root, p}, [](const jobs::JobEvent&) {});
                } catch (const std::exception&) {
                    // Reported by the build that follows (its bindings check or cargo).
                }
            }
        }
        BuildRequest build_request;
        build_request.project = root;
        build_request.plugin = r.plugin;
        build_request.cargo_configs = r.cargo_configs;
        build_request.reason = what;
        try {
            build(build_request, [this, root](const jobs::JobEvent& e) {
                if (e.kind != jobs::JobEvent::Kind::Finished) return;
                auto w = watches_.find(root);
                if (w == watches_.end()) return;
                w->second->info().last_build = e.outcome->summary;
                w->second->info().last_ok = e.outcome->ok;
            });
        } catch (const std::exception& ex) {
            it->second->info().last_build = std::string("could not start a build: ") + ex.what();
            it->second->info().last_ok = false;
        }
    };
    auto on_state = [this](const WatchInfo& info) {
        if (on_watch_state_) on_watch_state_(info);
    };
    auto watch = std::make_unique<ProjectWatch>(executor_, std::move(request), std::move(on_change), std::move(on_state));
    WatchInfo info = watch->info();
    watches_[root] = std::move(watch);
    return info;
}

bool DaemonCore::stop_watch(const std::string& project) {
    std::string root = project;
    try {
        root = ProjectRegistry::canonical_root(project).string();
    } catch (const ProjectError&) {
        // the folder may be gone; stopping must still work
    }
    return watches_.erase(root) > 0;
}

std::vector<WatchInfo> DaemonCore::watches() const {
    std::vector<WatchInfo> out;
    for (const auto& [root, w] : watches_) out.push_back(w->info());
    return out;
}

void DaemonCore::shutdown(std::function<void()> done) {
    shutting_down_ = true;
    watches_.clear();
    if (scheduler_.idle()) {
        boost::asio::post(executor_, std::move(done));
        return;
    }
    on_shutdown_done_ = std::move(done);
    scheduler_.cancel_all();
}

std::vector<std::string> DaemonCore::use_deploy_journal(const std::filesystem::path& file) {
    deploy_journal_ = std::make_unique<pipeline::DeployJournal>(file);
    return deploy_journal_->recover();
}

void DaemonCore::cancel_stale(const std::string& project, std::function<void(std::vector<StaleProcess>)> done) {
    const auto& p = projects_.resolve(project);
    std::string error;
    const auto libraries = pipeline::build_libraries(p.root, "", error);
    if (!libraries) throw ProjectError(error);
    const auto memory = builds_.find(p.root.string());
    std::vector<std::filesystem::path> locks;
    for (const auto& lib : *libraries)
        for (bool release : {false, true}) {
            std::filesystem::path last;
            if (memory != builds_.end() && memory->second) {
                const auto it = memory->second->built.find(pipeline::built_key(lib.deployed, release));
                if (it != memory->second->built.end()) last = it->second;
            }
            for (auto& lock : pipeline::cargo_lock_files(lib, release, last)) locks.push_back(std::move(lock));
        }
    std::vector<StaleProcess> found;
    for (auto& [h, lock] : process::foreign_lock_holders(locks)) {
        StaleProcess stale{h, lock, false, {}};
        if (!h.same_user) stale.why_not = "it belongs to uid " + std::to_string(h.uid) + ", not to this user";
        else stale.ended = process::end_holder(h, false);
        found.push_back(std::move(stale));
    }
    // Forced after the grace period, if any is still there; answered once all are gone.
    auto timer = std::make_shared<boost::asio::steady_timer>(executor_);
    auto deadline = std::chrono::steady_clock::now() + kill_grace_;
    auto poll = std::make_shared<std::function<void()>>();
    *poll = [timer, deadline, poll, found = std::move(found), done = std::move(done)]() mutable {
        bool alive = false;
        for (const auto& f : found)
            if (f.ended && process::holder_alive(f.holder)) alive = true;
        if (alive && std::chrono::steady_clock::now() < deadline) {
            timer->expires_after(std::chrono::milliseconds(20));
            timer->async_wait([poll](boost::system::error_code ec) {
                if (!ec) (*poll)();
            });
            return;
        }
        for (const auto& f : found)
            if (f.ended && process::holder_alive(f.holder)) process::end_holder(f.holder, true);
        auto finish = std::move(done);
        auto result = std::move(found);
        *poll = nullptr; // breaks the cycle
        finish(std::move(result));
    };
    (*poll)();
}

} // namespace rusteal::core
