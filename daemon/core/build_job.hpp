#pragma once
// BuildJob: steps 4 and 5 of the build pipeline for each library of a project (cargo as a child,
// its diagnostics reported, then the atomic deploy), followed by a reload request to every editor
// attached to the project for each library it deployed. A step whose inputs did not change since
// it last succeeded is skipped and says why, so a no-op build starts no child at all.
#include "jobs/job.hpp"
#include "pipeline/build_plan.hpp"

#include <boost/asio/any_io_executor.hpp>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace rusteal::core {

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

// What the daemon remembers of a project's builds: the inputs each step last succeeded with.
struct BuildMemory {
    std::map<std::string, std::string> fingerprints; // "<deployed file>|<step>" -> fingerprint
};

struct BuildSettings {
    pipeline::StepRange steps;
    bool release = false;
    std::vector<std::string> features;
    std::vector<std::string> cargo_configs;
    std::chrono::milliseconds kill_grace{3000};
};

class BuildJob final : public jobs::JobWork {
public:
    BuildJob(boost::asio::any_io_executor executor, std::string project, std::vector<pipeline::BuildLibrary> libraries,
             BuildSettings settings, std::shared_ptr<BuildMemory> memory, EditorReloader* reloader);
    ~BuildJob() override;

    void start(jobs::JobReporter& reporter) override;
    void cancel() override;

private:
    void next();                          // runs the next step of the current library, or finishes
    void cargo(const pipeline::BuildLibrary& library);
    bool deploy(const pipeline::BuildLibrary& library);
    void reload_editors(std::size_t index);
    void fail(std::string summary);

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
    int step_ = 0;
    std::vector<std::string> deployed_;   // library names, for the reload
    std::int64_t errors_ = 0, warnings_ = 0, cargo_runs_ = 0, deploys_ = 0, skipped_ = 0;
    std::string first_error_;
    bool reload_failed_ = false;
    std::size_t editors_ = 0;
};

} // namespace rusteal::core
