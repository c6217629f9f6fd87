#pragma once
// BuildJob: the build pipeline of a project (docs/projects.md "rusteal build: the five steps"). Steps 1-3 run once
// for the project: UBT as a child and the copy of the exporter's JSON (1), the code generation of
// every library in-process on the core's worker thread (2), UBT again to compile the generated
// wrappers (3). Steps 4-5 run per library: cargo as a child with its diagnostics reported, then
// the atomic deploy. Then a reload request goes to every editor attached to the project for each
// library deployed. A step whose inputs did not change since it last succeeded is skipped and says
// why, so a no-op build starts no child at all.
#include "jobs/job.hpp"
#include "pipeline/build_memory.hpp"
#include "pipeline/build_plan.hpp"
#include "pipeline/deploy_journal.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/thread_pool.hpp>

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace rusteal::generators {
class CodeGenerator;
struct GenerationReport;
}

namespace rusteal::core {

// One line that says what a generation did ("OK: 6 modules, 28 classes, ...; 3 files written").
std::string generation_summary(const generators::GenerationReport& report);

// How the daemon asks the editors of a project to reload a library (the server implements it
// with editor/reload); `done` gets one line per editor and whether all of them reloaded.
class EditorReloader {
public:
    struct Answer {
        bool ok = true;
        std::size_t editors = 0;
        std::vector<std::string> lines;
    };
    virtual ~EditorReloader() = default;
    virtual void reload(const std::string& project, const std::string& library, std::function<void(Answer)> done) = 0;
};

using pipeline::BuildMemory;

// What steps 1-3 need: the engine's build tool and where the project's libraries are generated.
struct EngineSteps {
    std::filesystem::path root;          // the project
    std::filesystem::path engine;        // the configured engine root
    std::vector<std::string> ubt;        // pipeline::ubt_command
    std::string platform;                // "Linux"
    std::function<std::shared_ptr<generators::CodeGenerator>(const pipeline::BuildLibrary&)> generator_for;
    boost::asio::thread_pool* workers = nullptr; // where generation runs
};

struct BuildSettings {
    pipeline::StepRange steps;
    std::optional<EngineSteps> engine;   // set when the range includes a step below 4
    bool release = false;
    std::vector<std::string> features;
    std::vector<std::string> cargo_configs;
    std::chrono::milliseconds kill_grace{3000};
    pipeline::DeployJournal* journal = nullptr; // records deploys under way; null: none
};

class BuildJob final : public jobs::JobWork {
public:
    BuildJob(boost::asio::any_io_executor executor, std::string project, std::vector<pipeline::BuildLibrary> libraries,
             BuildSettings settings, std::shared_ptr<BuildMemory> memory, EditorReloader* reloader);
    ~BuildJob() override;

    void start(jobs::JobReporter& reporter) override;
    void cancel() override;

private:
    void next();                          // runs the next step, or finishes
    void ubt();                           // steps 1 and 3
    // cargo said it waits for a file lock: names the holder when this daemon did not start it.
    void say_who_holds(const std::string& label, const std::vector<std::filesystem::path>& locks);
    void codegen(const pipeline::BuildLibrary& library); // step 2, one library
    // Runs `argv` as the current child: output lines go to `on_line`, the exit to `on_exit` (later,
    // on the loop). False when it could not start (the job has failed then).
    bool run_child(const std::string& what, std::vector<std::string> argv, const std::filesystem::path& cwd,
                   std::function<void(process::OutputStream, std::string_view)> on_line,
                   std::function<void(const process::ExitStatus&)> on_exit);
    void cargo(const pipeline::BuildLibrary& library);
    bool deploy(const pipeline::BuildLibrary& library);
    void reload_editors(std::size_t index);
    void fail(std::string summary);
    void finish(jobs::JobOutcome outcome); // records the memory in the project, then reports the end

    boost::asio::any_io_executor executor_;
    std::string project_;
    std::vector<pipeline::BuildLibrary> libraries_;
    BuildSettings settings_;
    std::shared_ptr<BuildMemory> memory_;
    EditorReloader* reloader_;
    jobs::JobReporter* reporter_ = nullptr;
    std::shared_ptr<process::ChildProcess> child_;
    std::shared_ptr<bool> alive_ = std::make_shared<bool>(true);
    std::size_t library_ = 0;
    int project_step_ = 0;                // 1-3, then 4 once the project's steps are done
    std::size_t codegen_library_ = 0;
    int step_ = 0;                        // 4-5 of libraries_[library_]
    std::vector<std::string> deployed_;   // library names, for the reload
    std::int64_t errors_ = 0, warnings_ = 0, cargo_runs_ = 0, deploys_ = 0, skipped_ = 0, ubt_runs_ = 0,
                 generations_ = 0;
    std::string first_error_;
    std::string cargo_error_;                    // cargo's own first "error:" line on stderr
    std::vector<std::string> cargo_error_tail_;  // and the lines after it (200 at most)
    bool reload_failed_ = false;
    bool cancelled_ = false;
    std::size_t editors_ = 0;
};

} // namespace rusteal::core
