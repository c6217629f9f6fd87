#pragma once
// DaemonCore: the daemon's state and operations, with no protocol in it. The server (server/)
// turns JSON-RPC requests into calls here; tests drive it directly.
#include "core/build_job.hpp"
#include "process/lock_holders.hpp"
#include "core/project_watch.hpp"
#include "core/project_registry.hpp"
#include "jobs/job_scheduler.hpp"
#include "scaffold/project_commands.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>

#include <map>
#include <memory>

#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace rusteal::generators {
class CodeGenerator;
struct LibraryPaths;
}

namespace rusteal::core {

struct CommandRequest {
    std::string project;                 // absolute path
    std::vector<std::string> argv;
    std::string cwd;                     // relative to the project root; empty: the root
    std::vector<std::pair<std::string, std::string>> env;
    std::optional<std::chrono::milliseconds> timeout;
};

struct GenerateRequest {
    std::string project;  // absolute path of the project root
    std::string plugin;   // empty: the game's library; otherwise the Rusteal plugin's name
};

struct BuildRequest {
    std::string project;                 // absolute path of the project root
    std::string plugin;                  // only this Rusteal plugin's library; empty: all of them
    pipeline::StepRange steps;           // see pipeline::select_steps
    bool release = false;
    std::vector<std::string> features;   // added to each library's [project] / [plugin] features
    std::vector<std::string> cargo_configs; // extra `cargo --config` entries
    std::string reason;                  // why it runs, shown in its title ("src/lib.rs changed"); not a coalescing key
};

struct PackageRequest {
    std::string project;                 // absolute path of the project root
    std::string output;                  // absolute; empty: <project>/Packaged
    bool shipping = false;               // -clientconfig=Shipping (else Development)
    bool optimizations = true;           // the platform optimizations in the package
};

class DaemonCore {
public:
    explicit DaemonCore(boost::asio::any_io_executor executor,
                        std::chrono::milliseconds kill_grace = std::chrono::milliseconds(3000));

    jobs::JobScheduler& scheduler() { return scheduler_; }
    const jobs::JobScheduler& scheduler() const { return scheduler_; }
    ProjectRegistry& projects() { return projects_; }
    std::chrono::milliseconds uptime() const;

    // Queues `request` as a job of its project; identical queued commands coalesce.
    // Throws ProjectError for a bad project or working directory.
    jobs::JobScheduler::Submission run_command(const CommandRequest& request, jobs::TicketCallback on_event);

    // Queues a regeneration of one library's bindings; the generator (and what it learnt about the
    // previous output) is kept per library for the daemon's life. Identical queued requests
    // coalesce. Throws ProjectError for a bad project or plugin name.
    jobs::JobScheduler::Submission generate(const GenerateRequest& request, jobs::TicketCallback on_event);

    // Queues the build pipeline's steps for the project's libraries. Steps 1-3 need the engine of
    // the machine config: EngineNotConfiguredError when none is set or it is not an engine.
    // Identical queued builds coalesce: ten saves make one build. Throws ProjectError for a bad
    // project, plugin or rusteal.toml.
    jobs::JobScheduler::Submission build(const BuildRequest& request, jobs::TicketCallback on_event);
    // Watches a project: each settled burst of changes queues a build (bindings first when a
    // rusteal.toml or the reflection changed). One watch per project; starting it again replaces
    // it. It lives until stop_watch or shutdown, whoever started it. Throws ProjectError.
    WatchInfo start_watch(WatchRequest request);
    bool stop_watch(const std::string& project);
    std::vector<WatchInfo> watches() const;

    // The engine of the machine config (common::machine_config_file); nullopt with `error`
    // saying what to fix.
    std::optional<std::filesystem::path> engine(std::string& error) const;
    // Sets it; returns the config file written. EngineNotConfiguredError when `engine` is not an
    // engine root or the file cannot be written (nothing changed then).
    std::filesystem::path set_engine(const std::filesystem::path& engine);
    // engine(), or EngineNotConfiguredError with its message.
    std::filesystem::path require_engine() const;

    // The project commands (scaffold/project_commands.hpp), done at once on the caller's thread
    // (they write tens of files). new_project and setup need the engine (EngineNotConfiguredError);
    // every refusal is a scaffold::ScaffoldError naming the fix. They build nothing: the caller
    // queues build() afterwards.
    scaffold::NewProjectResult new_project(const scaffold::NewProjectOptions& options);
    scaffold::SetupReport setup(const std::string& project);
    scaffold::NewPluginResult new_plugin(scaffold::NewPluginOptions options);
    // Queues UAT's BuildCookRun for the project (`rusteal package`, after a release build --all):
    // the project's Config/<Platform>/*.ini are kept aside, the platform optimizations written
    // (or removed), UAT runs, and the files are put back as they were. Throws
    // EngineNotConfiguredError (no engine, no UAT script), ProjectError, VersionGateError.
    jobs::JobScheduler::Submission package(const PackageRequest& request, jobs::TicketCallback on_event);
    // `plugin package`: the plugin's folder copied for distribution (scaffold::package_plugin).
    std::vector<std::string> package_plugin(const std::string& project, const std::string& name, const std::string& output);

    // Moves the project to this daemon's version (the pins, then setup); `already` when it was.
    std::vector<std::string> upgrade(const std::string& project, bool& already);
    // build, generate, start_watch, new_plugin and setup pass the version gate first
    // (scaffold/version_gate.hpp): a project of another version is a scaffold::VersionGateError.

    // Where deploys under way are recorded (pipeline/deploy_journal.hpp), so that a daemon killed
    // mid-deploy has its `.partial` removed by the next one at start-up: recovers what the file
    // lists and returns the lines to log. Without one, the next build of the project does that.
    std::vector<std::string> use_deploy_journal(const std::filesystem::path& file);

    // `rusteal cancel --stale`: the processes holding the lock of one of the project's cargo target
    // folders that this daemon did not start (a cargo a killed daemon left, one in a terminal) are
    // asked to end (SIGTERM to their group), made to after the kill grace (SIGKILL); `done` runs
    // on the loop with what was found once they are gone. Another user's process is named, not
    // signalled. Throws ProjectError for a folder that is not a project.
    struct StaleProcess {
        process::LockHolder holder;
        std::filesystem::path lock;
        bool ended = false;
        std::string why_not; // set when it was left running
    };
    void cancel_stale(const std::string& project, std::function<void(std::vector<StaleProcess>)> done);

    // Who builds push reloads to (the server's attached editors); null: nobody.
    void set_editor_reloader(EditorReloader* reloader) { reloader_ = reloader; }

    // Cancels every job and calls `done` once none is left (children killed after the grace).
    void shutdown(std::function<void()> done);
    bool shutting_down() const { return shutting_down_; }

    // Called whenever the last job finishes (the server's idle-exit timer listens).
    void set_idle_listener(std::function<void()> listener) { on_idle_ = std::move(listener); }
    // Called when a watch starts or stops waiting for its project folder (deleted, then back).
    void set_watch_listener(std::function<void(const WatchInfo&)> listener) { on_watch_state_ = std::move(listener); }

private:
    // The generator kept for one library (what it learnt of the previous output stays with it).
    std::shared_ptr<generators::CodeGenerator> generator_for(const std::string& root, const std::string& plugin,
                                                             const generators::LibraryPaths& paths);

    boost::asio::any_io_executor executor_;
    std::chrono::milliseconds kill_grace_;
    std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
    ProjectRegistry projects_;
    jobs::JobScheduler scheduler_;
    bool shutting_down_ = false;
    std::function<void()> on_shutdown_done_;
    std::function<void()> on_idle_;
    std::map<std::string, std::shared_ptr<generators::CodeGenerator>> generators_; // by project root + plugin
    std::map<std::string, std::shared_ptr<BuildMemory>> builds_; // by project root
    std::map<std::string, std::unique_ptr<ProjectWatch>> watches_; // by project root
    std::function<void(const WatchInfo&)> on_watch_state_;
    EditorReloader* reloader_ = nullptr;
    std::unique_ptr<pipeline::DeployJournal> deploy_journal_;
    boost::asio::thread_pool workers_{1}; // CPU-bound work (code generation); last, so it joins first
};

} // namespace rusteal::core
