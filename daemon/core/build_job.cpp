#include "core/build_job.hpp"

#include <boost/asio/post.hpp>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>

namespace rusteal::core {

namespace fs = std::filesystem;

namespace {

// cargo from PATH, else rustup's default place (the daemon may start without ~/.cargo/bin on PATH).
std::string cargo_program() {
    if (const char* explicit_cargo = std::getenv("RUSTEAL_CARGO"); explicit_cargo && *explicit_cargo) return explicit_cargo;
    if (const char* path = std::getenv("PATH")) {
        std::string_view p(path);
        while (!p.empty()) {
            const auto colon = p.find(':');
            const fs::path candidate = fs::path(std::string(p.substr(0, colon))) / "cargo";
            if (::access(candidate.c_str(), X_OK) == 0) return candidate.string();
            if (colon == std::string_view::npos) break;
            p.remove_prefix(colon + 1);
        }
    }
    if (const char* home = std::getenv("HOME")) {
        const fs::path rustup = fs::path(home) / ".cargo/bin/cargo";
        if (::access(rustup.c_str(), X_OK) == 0) return rustup.string();
    }
    return "cargo";
}

} // namespace

BuildJob::BuildJob(boost::asio::any_io_executor executor, std::string project, std::vector<pipeline::BuildLibrary> libraries,
                   BuildSettings settings, std::shared_ptr<BuildMemory> memory, EditorReloader* reloader)
    : executor_(std::move(executor)), project_(std::move(project)), libraries_(std::move(libraries)),
      settings_(std::move(settings)), memory_(std::move(memory)), reloader_(reloader) {}

BuildJob::~BuildJob() { *alive_ = false; }

void BuildJob::start(jobs::JobReporter& reporter) {
    reporter_ = &reporter;
    step_ = settings_.steps.first;
    std::string names;
    for (const auto& l : libraries_) names += (names.empty() ? "" : ", ") + l.label;
    reporter.output(jobs::OutputStream::Stdout, "Libraries: " + names);
    next();
}

void BuildJob::fail(std::string summary) {
    jobs::JobOutcome outcome;
    outcome.summary = std::move(summary);
    outcome.metrics = {{"errors", errors_}, {"warnings", warnings_}, {"cargoRuns", cargo_runs_}, {"deployed", deploys_},
                       {"stepsSkipped", skipped_}};
    reporter_->finish(std::move(outcome));
}

void BuildJob::next() {
    while (library_ < libraries_.size()) {
        const auto& lib = libraries_[library_];
        if (step_ > settings_.steps.last) {
            ++library_;
            step_ = settings_.steps.first;
            continue;
        }
        if (step_ == 4) {
            cargo(lib); // continues in next() when cargo is done, or skips synchronously
            return;
        }
        if (step_ == 5) {
            if (!deploy(lib)) return;
            ++step_;
            continue;
        }
        ++step_; // steps 1-3 are refused before the job is made
    }
    reload_editors(0);
}

void BuildJob::cargo(const pipeline::BuildLibrary& lib) {
    if (!fs::exists(lib.workspace / "bindings/src/func_ids.rs")) {
        fail("the " + lib.label + " library's bindings have not been generated yet: run `rusteal build --all` once.");
        return;
    }
    auto cmd = pipeline::cargo_command(lib, settings_.release, settings_.features, settings_.cargo_configs);
    const std::string key = lib.deployed.string() + "|4";
    const std::string fingerprint = pipeline::source_fingerprint(lib.workspace, cmd);
    if (memory_->fingerprints[key] == fingerprint && fs::exists(pipeline::built_file(lib, settings_.release))) {
        reporter_->output(jobs::OutputStream::Stdout, lib.label + ": step 4 skipped: no source changed since the last build");
        ++skipped_;
        ++step_;
        boost::asio::post(executor_, [this, alive = std::weak_ptr<bool>(alive_)] {
            if (alive.lock()) next();
        });
        return;
    }
    cmd.front() = cargo_program();
    reporter_->progress(std::nullopt, "step 4: cargo build of " + lib.label);
    reporter_->output(jobs::OutputStream::Stdout, lib.label + ": " + lib.crate);
    process::ChildSpec spec;
    spec.argv = cmd;
    spec.cwd = lib.workspace;
    spec.kill_grace = settings_.kill_grace;
    ++cargo_runs_;
    std::weak_ptr<bool> alive = alive_;
    BuildJob* self = this;
    const fs::path workspace = lib.workspace;
    try {
        child_ = process::ChildProcess::start(
            executor_, std::move(spec),
            [self, alive, workspace](process::OutputStream stream, std::string_view line) {
                if (!alive.lock()) return;
                if (stream == process::OutputStream::Stdout && !line.empty() && line.front() == '{') {
                    // cargo's JSON messages: diagnostics become one line each, the rest is dropped.
                    if (auto d = pipeline::parse_cargo_line(line, workspace)) {
                        (d->level == "error" ? self->errors_ : self->warnings_) += 1;
                        if (d->level == "error" && self->first_error_.empty()) self->first_error_ = pipeline::describe(*d);
                        self->reporter_->output(jobs::OutputStream::Stderr, pipeline::describe(*d));
                    }
                    return;
                }
                self->reporter_->output(stream, line);
            },
            [self, alive, key, fingerprint](const process::ExitStatus& status) {
                if (!alive.lock()) return;
                const auto& label = self->libraries_[self->library_].label;
                if (!status.success()) {
                    std::string summary = "cargo build of " + label + " failed (" + status.describe() + ")";
                    if (!self->first_error_.empty()) summary += ": " + self->first_error_;
                    self->fail(std::move(summary));
                    return;
                }
                self->memory_->fingerprints[key] = fingerprint;
                ++self->step_;
                // Later, not inside the child's own exit handler: the next step may start a child.
                boost::asio::post(self->executor_, [self, alive] {
                    if (alive.lock()) self->next();
                });
            });
    } catch (const process::SpawnError& e) {
        fail(std::string("cannot run cargo: ") + e.what());
    }
}

bool BuildJob::deploy(const pipeline::BuildLibrary& lib) {
    const fs::path built = pipeline::built_file(lib, settings_.release);
    const std::string key = lib.deployed.string() + "|5";
    const std::string built_id = pipeline::file_fingerprint(built);
    const std::string fingerprint = built_id + "->" + lib.deployed.string();
    if (!built_id.empty() && memory_->fingerprints[key] == fingerprint && fs::exists(lib.deployed)) {
        reporter_->output(jobs::OutputStream::Stdout, lib.label + ": step 5 skipped: " + lib.deployed.string() +
                                                          " is this build already");
        ++skipped_;
        return true;
    }
    std::string error;
    if (!pipeline::deploy(built, lib.deployed, error)) {
        fail(lib.label + ": " + error);
        return false;
    }
    memory_->fingerprints[key] = fingerprint;
    ++deploys_;
    deployed_.push_back(lib.name);
    reporter_->output(jobs::OutputStream::Stdout, lib.label + ": copied " + built.string());
    reporter_->output(jobs::OutputStream::Stdout, "  -> " + lib.deployed.string());
    return true;
}

void BuildJob::reload_editors(std::size_t index) {
    if (index < deployed_.size() && reloader_) {
        reporter_->progress(std::nullopt, "reloading " + deployed_[index] + " in the attached editors");
        std::weak_ptr<bool> alive = alive_;
        BuildJob* self = this;
        reloader_->reload(project_, deployed_[index], [self, alive, index](EditorReloader::Answer answer) {
            if (!alive.lock()) return;
            for (const auto& line : answer.lines) self->reporter_->output(jobs::OutputStream::Stdout, line);
            self->editors_ = std::max(self->editors_, answer.editors);
            if (!answer.ok) self->reload_failed_ = true;
            self->reload_editors(index + 1);
        });
        return;
    }
    jobs::JobOutcome outcome;
    outcome.ok = !reload_failed_;
    if (deployed_.empty()) {
        outcome.summary = "up to date: nothing changed since the last build";
    } else {
        outcome.summary = "deployed " + std::to_string(deployed_.size()) + " librar" + (deployed_.size() == 1 ? "y" : "ies");
        if (editors_ > 0) outcome.summary += reload_failed_ ? "; an editor could not reload it (see the output)" : "; reloaded in " + std::to_string(editors_) + " editor(s)";
    }
    outcome.metrics = {{"errors", errors_}, {"warnings", warnings_}, {"cargoRuns", cargo_runs_}, {"deployed", deploys_},
                       {"stepsSkipped", skipped_}, {"editorsReloaded", static_cast<std::int64_t>(reload_failed_ ? 0 : editors_)}};
    reporter_->finish(std::move(outcome));
}

void BuildJob::cancel() {
    if (child_) child_->terminate();
}

} // namespace rusteal::core
