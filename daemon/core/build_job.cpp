#include "core/build_job.hpp"

#include "process/lock_holders.hpp"

#include "common/text.hpp"
#include "common/this_process.hpp"

#include "generators/code_generator.hpp"
#include "pipeline/engine.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/asio/post.hpp>

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string_view>

namespace rusteal::core {

namespace fs = std::filesystem;

namespace {

// cargo from PATH, else rustup's default place (the daemon may start without ~/.cargo/bin on PATH).
std::string cargo_program() {
    if (const char* explicit_cargo = std::getenv("RUSTEAL_CARGO"); explicit_cargo && *explicit_cargo) return explicit_cargo;
    if (const auto found = process::find_program("cargo")) return found->string();
    if (const auto home = common::this_process::home()) {
        if (const auto rustup = process::find_program((*home / ".cargo" / "bin" / "cargo").string())) return rustup->string();
    }
    return "cargo";
}

// The generator that runs: it is linked into this executable, so the executable as it was when
// the process started (a file rebuilt under a running daemon is not the code that runs) stands
// for it. A rebuilt rusteal of the same version generates each library once more; another
// version's build memory is not read at all (build_memory.hpp).
const std::string kGeneratorIdentity = [] {
    const auto self = common::this_process::executable();
    return self ? pipeline::file_fingerprint(*self) : std::string();
}();

} // namespace

// What follows cargo's own "error:" line that says why: a panic's place and message (a build
// script that panicked), else the last two lines; " | " before each.
std::string cargo_error_detail(const std::vector<std::string>& after) {
    std::vector<std::string> picked;
    for (std::size_t i = 0; i < after.size(); ++i) {
        if (after[i].find("panicked at") == std::string::npos) continue;
        picked.push_back(common::trim(after[i]));
        if (i + 1 < after.size()) picked.push_back(common::trim(after[i + 1]));
        break;
    }
    if (picked.empty())
        for (std::size_t i = after.size() > 2 ? after.size() - 2 : 0; i < after.size(); ++i) picked.push_back(common::trim(after[i]));
    std::string out;
    for (const auto& p : picked)
        if (!p.empty()) out += " | " + p;
    // A build script (or a proc macro's process) that a signal ended: cargo says "process didn't
    // exit successfully: `...` (signal: 11, SIGSEGV: invalid memory reference)".
    constexpr std::string_view kSignal = "(signal: ";
    for (const auto& line : after) {
        const auto at = line.rfind(kSignal);
        if (at == std::string::npos || line.find("didn't exit successfully") == std::string::npos) continue;
        const auto name_at = line.find(", ", at);
        const auto end = line.find(')', at);
        if (name_at == std::string::npos || end == std::string::npos || name_at > end) break;
        std::string name = line.substr(name_at + 2, end - name_at - 2); // "SIGSEGV: invalid memory reference"
        if (const auto colon = name.find(": "); colon != std::string::npos)
            name = name.substr(0, colon) + " (" + name.substr(colon + 2) + ")";
        const bool script = line.find("build-script-") != std::string::npos;
        out += std::string(" | the ") + (script ? "build script" : "process") + " was killed by " + name;
        break;
    }
    // A registry cargo could not reach (no network, a proxy, a registry down): say where the fix goes.
    constexpr std::string_view kDownload = "failed to download from `";
    for (const auto& line : after) {
        const std::string l = common::trim(line);
        if (l.rfind(kDownload, 0) != 0) continue;
        const std::string url = l.substr(kDownload.size(), l.find('`', kDownload.size()) - kDownload.size());
        out += " | cargo could not reach " + url +
               ": without network, give cargo a local registry or vendored crates as a [source] replacement in the "
               "workspace's .cargo/config.toml (Rust/.cargo/config.toml), or pass it with --cargo-config";
        break;
    }
    return out;
}

std::string generation_summary(const generators::GenerationReport& r) {
    return "OK: " + std::to_string(r.modules) + " modules, " + std::to_string(r.classes) + " classes, " +
           std::to_string(r.structs) + " structs, " + std::to_string(r.enums) + " enums, " + std::to_string(r.functions) +
           " functions; " + std::to_string(r.written.size()) + " files written";
}

namespace {

const char* step_description(int step) {
    switch (step) {
    case 1: return "UE build (UHT export to JSON)";
    case 2: return "rusteal-codegen (JSON -> Rust + C++)";
    case 3: return "UE rebuild (compile C++ wrappers)";
    case 4: return "cargo build (cdylib)";
    default: return "Copy the shared library to plugin Binaries";
    }
}

// What UBT reads for the project: the .uproject, the game's and the plugins' sources and
// descriptors. Step 1 leaves the generated C++ out (step 2 writes it); step 3 includes it.
std::string engine_fingerprint(const EngineSteps& e, bool with_generated) {
    std::vector<fs::path> roots{e.root / "Source"};
    std::error_code ec;
    for (fs::directory_iterator it(e.root, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".uproject") roots.push_back(it->path());
    for (fs::directory_iterator it(e.root / "Plugins", ec), end; !ec && it != end; it.increment(ec)) {
        roots.push_back(it->path() / "Source");
        roots.push_back(it->path() / with_suffix(it->path().filename(), ".uplugin"));
    }
    std::vector<std::string> extra = e.ubt;
    extra.push_back(e.engine.string() + "|" + pipeline::file_fingerprint(e.engine / "Engine/Build/Build.version"));
    return pipeline::tree_fingerprint(
        roots, [with_generated](const fs::path& dir) { return !with_generated && dir.filename() == "Generated"; },
        [](const fs::path&) { return true; }, extra);
}

bool reflection_present(const fs::path& root) {
    const auto dir = pipeline::reflection_dir(root);
    for (const char* f : {"rusteal_classes.json", "rusteal_structs.json", "rusteal_enums.json"})
        if (!fs::exists(dir / f)) return false;
    return true;
}

} // namespace

BuildJob::BuildJob(boost::asio::any_io_executor executor, std::string project, std::vector<pipeline::BuildLibrary> libraries,
                   BuildSettings settings, std::shared_ptr<BuildMemory> memory, EditorReloader* reloader)
    : executor_(std::move(executor)), project_(std::move(project)), libraries_(std::move(libraries)),
      settings_(std::move(settings)), memory_(std::move(memory)), reloader_(reloader) {}

BuildJob::~BuildJob() { *alive_ = false; }

void BuildJob::start(jobs::JobReporter& reporter) {
    reporter_ = &reporter;
    project_step_ = settings_.engine ? settings_.steps.first : pipeline::kRustStep;
    step_ = std::max(settings_.steps.first, pipeline::kRustStep);
    const auto& r = settings_.steps;
    std::string banner = r.first == r.last ? "Running step " + std::to_string(r.first) + " only"
                         : r.first == 1  ? "Running all 5 steps"
                         : r.first == pipeline::kRustStep ? "Running steps 4-5: the Rust libraries (--all runs every step)"
                                                          : "Running steps " + std::to_string(r.first) + "-5";
    reporter.output(jobs::OutputStream::Stdout, banner);
    std::string names;
    for (const auto& l : libraries_) names += (names.empty() ? "" : ", ") + l.label;
    reporter.output(jobs::OutputStream::Stdout, "Libraries: " + names);
    for (const auto& note : memory_->notes) reporter.output(jobs::OutputStream::Stdout, note);
    memory_->notes.clear();
    next();
}

void BuildJob::fail(std::string summary) {
    jobs::JobOutcome outcome;
    outcome.summary = std::move(summary);
    outcome.metrics = {{"errors", errors_}, {"warnings", warnings_}, {"ubtRuns", ubt_runs_}, {"generations", generations_},
                       {"cargoRuns", cargo_runs_}, {"deployed", deploys_}, {"stepsSkipped", skipped_}};
    finish(std::move(outcome));
}

void BuildJob::finish(jobs::JobOutcome outcome) {
    // What succeeded is recorded even when a later step failed: a daemon started later skips it.
    std::string error;
    if (!pipeline::save_build_memory(utf8_path(project_), *memory_, error))
        reporter_->output(jobs::OutputStream::Stderr, "warning: " + error + " (a daemon started later reruns every step)");
    reporter_->finish(std::move(outcome));
}

void BuildJob::next() {
    // A cancel that came while no child ran (during the generation, between steps) stops the
    // build here: nothing more is started or deployed.
    if (cancelled_) {
        fail("cancelled before step " + std::to_string(project_step_ < pipeline::kRustStep ? project_step_ : step_));
        return;
    }
    // Steps 1-3: once for the project.
    while (project_step_ < pipeline::kRustStep && project_step_ <= settings_.steps.last) {
        if (project_step_ == 2) {
            if (codegen_library_ < libraries_.size()) {
                codegen(libraries_[codegen_library_]);
                return;
            }
            ++project_step_;
            continue;
        }
        ubt();
        return;
    }
    // Steps 4-5: per library.
    while (library_ < libraries_.size()) {
        const auto& lib = libraries_[library_];
        if (step_ > settings_.steps.last) {
            ++library_;
            step_ = std::max(settings_.steps.first, pipeline::kRustStep);
            continue;
        }
        if (step_ == 4) {
            cargo(lib); // continues in next() when cargo is done, or skips synchronously
            return;
        }
        if (!deploy(lib)) return;
        ++step_;
    }
    reload_editors(0);
}

bool BuildJob::run_child(const std::string& what, std::vector<std::string> argv, const fs::path& cwd,
                         std::function<void(process::OutputStream, std::string_view)> on_line,
                         std::function<void(const process::ExitStatus&)> on_exit) {
    process::ChildSpec spec;
    spec.argv = std::move(argv);
    spec.cwd = cwd;
    spec.kill_grace = settings_.kill_grace;
    std::weak_ptr<bool> alive = alive_;
    BuildJob* self = this;
    try {
        child_ = process::ChildProcess::start(
            executor_, std::move(spec),
            [alive, on_line = std::move(on_line)](process::OutputStream stream, std::string_view line) {
                if (alive.lock()) on_line(stream, line);
            },
            [self, alive, on_exit = std::move(on_exit)](const process::ExitStatus& status) {
                if (!alive.lock()) return;
                // Later, not inside the child's own exit handler: what follows may start a child.
                boost::asio::post(self->executor_, [alive, on_exit, status] {
                    if (alive.lock()) on_exit(status);
                });
            });
    } catch (const process::SpawnError& e) {
        fail("cannot run " + what + ": " + e.what());
        return false;
    }
    return true;
}

void BuildJob::ubt() {
    const EngineSteps& e = *settings_.engine;
    const int step = project_step_;
    reporter_->output(jobs::OutputStream::Stdout, "Step " + std::to_string(step) + ": " + step_description(step));
    const std::string key = e.root.string() + "|" + std::to_string(step);
    const std::string fingerprint = engine_fingerprint(e, step == 3);
    if (memory_->fingerprints[key] == fingerprint && (step == 3 || reflection_present(e.root))) {
        reporter_->output(jobs::OutputStream::Stdout,
                          "step " + std::to_string(step) + " skipped: no source, plugin or engine file changed since UBT last succeeded");
        ++skipped_;
        ++project_step_;
        next();
        return;
    }
    reporter_->progress(std::nullopt, "step " + std::to_string(step) + ": UBT");
    std::string line;
    for (const auto& a : e.ubt) line += (line.empty() ? "" : " ") + a;
    reporter_->output(jobs::OutputStream::Stdout, "  $ " + (line.size() > 200 ? line.substr(0, 197) + "..." : line));
    ++ubt_runs_;
    run_child(
        "UBT", e.ubt, e.root,
        [this](process::OutputStream stream, std::string_view text) {
            // The compiler's diagnostics inside UBT's output are the build's too.
            if (auto d = pipeline::parse_compiler_line(text)) {
                (d->level == "error" ? errors_ : warnings_) += 1;
                if (d->level == "error" && first_error_.empty()) first_error_ = std::string(text);
                reporter_->diagnostic({"ubt", "", d->level, d->message, d->file, d->line, d->column, d->rendered});
            } else if (text.rfind("ERROR:", 0) == 0) {
                ++errors_;
                if (first_error_.empty()) first_error_ = std::string(text);
            }
            reporter_->output(stream, text);
        },
        [this, step, key, fingerprint](const process::ExitStatus& status) {
            if (!status.success()) {
                std::string summary = "step " + std::to_string(step) + ": UBT failed (" + status.describe() + ")";
                if (!first_error_.empty()) summary += ": " + first_error_;
                fail(std::move(summary));
                return;
            }
            if (step == 1) {
                const auto copy = pipeline::copy_reflection(settings_.engine->root, *platforms::find_platform(settings_.engine->platform));
                for (const auto& l : copy.lines) reporter_->output(jobs::OutputStream::Stdout, l);
                if (!copy.error.empty()) {
                    fail("step 1: " + copy.error);
                    return;
                }
                if (copy.copied < 3) {
                    fail("step 1: UBT did not export the reflection (" + std::to_string(copy.copied) +
                         "/3 JSON files); is the RustealGenerator plugin enabled? `rusteal setup` installs it");
                    return;
                }
            }
            memory_->fingerprints[key] = fingerprint;
            ++project_step_;
            next();
        });
}

void BuildJob::codegen(const pipeline::BuildLibrary& lib) {
    const EngineSteps& e = *settings_.engine;
    if (codegen_library_ == 0) reporter_->output(jobs::OutputStream::Stdout, std::string("Step 2: ") + step_description(2));
    const std::string key = lib.deployed.string() + "|2";
    auto generator = e.generator_for(lib);
    // Up to date when neither the inputs (the reflection, rusteal.toml, the generator) nor the
    // outputs (the bindings, the wrappers: a file deleted or edited by hand) changed since the
    // generation.
    const auto& paths = generator->paths();
    const std::vector<fs::path> inputs{pipeline::reflection_dir(e.root), paths.config_file};
    const std::vector<fs::path> outputs{paths.bindings_dir / "src", paths.bindings_dir / "Cargo.toml", paths.cpp_dir};
    auto state = [inputs, outputs] {
        auto none = [](const fs::path&) { return false; };
        auto all = [](const fs::path&) { return true; };
        return pipeline::tree_fingerprint(inputs, none, all, {kGeneratorIdentity}) + "->" + pipeline::tree_fingerprint(outputs, none, all, {});
    };
    if (memory_->fingerprints[key] == state() && fs::exists(lib.workspace / "bindings/src/func_ids.rs")) {
        reporter_->output(jobs::OutputStream::Stdout, lib.label + ": step 2 skipped: neither the reflection nor " +
                                                          paths.config_file.string() + " nor rusteal nor the generated files changed since the last generation");
        ++skipped_;
        ++codegen_library_;
        next();
        return;
    }
    reporter_->progress(std::nullopt, "step 2: generating the bindings of " + lib.label);
    // The generator adds engine plugins to the library's .uplugin, an input of step 1: when
    // nothing else changed since step 1, its record follows that edit.
    const std::string step1_key = e.root.string() + "|1";
    const bool step1_current = memory_->fingerprints[step1_key] == engine_fingerprint(e, false);
    struct Result {
        bool ok = false;
        std::string error;
        generators::GenerationReport report;
    };
    ++generations_;
    boost::asio::post(*e.workers, [generator, loop = executor_, alive = std::weak_ptr<bool>(alive_), this, key, state,
                                   label = lib.label, step1_key, step1_current] {
        auto result = std::make_shared<Result>();
        try {
            result->report = generator->generate();
            result->ok = true;
        } catch (const std::exception& ex) {
            result->error = ex.what();
        }
        boost::asio::post(loop, [result, alive, this, key, state, label, step1_key, step1_current] {
            if (!alive.lock()) return;
            if (!result->ok) {
                std::istringstream lines(result->error);
                for (std::string l; std::getline(lines, l);) reporter_->output(jobs::OutputStream::Stderr, l);
                ++errors_;
                fail("step 2: the bindings of " + label + " could not be generated: " + result->error.substr(0, result->error.find('\n')));
                return;
            }
            reporter_->output(jobs::OutputStream::Stdout, label + ": " + generation_summary(result->report));
            memory_->fingerprints[key] = state();
            if (step1_current) memory_->fingerprints[step1_key] = engine_fingerprint(*settings_.engine, false);
            ++codegen_library_;
            next();
        });
    });
}

void BuildJob::cargo(const pipeline::BuildLibrary& lib) {
    if (!fs::exists(lib.workspace / "bindings/src/func_ids.rs")) {
        fail("the " + lib.label + " library's bindings have not been generated yet: run `rusteal build --all` once.");
        return;
    }
    auto cmd = pipeline::cargo_command(lib, settings_.release, settings_.features, settings_.cargo_configs);
    const std::string key = lib.deployed.string() + "|4";
    const std::string fingerprint = pipeline::source_fingerprint(lib.workspace, cmd);
    const std::string built_key = pipeline::built_key(lib.deployed, settings_.release);
    if (memory_->fingerprints[key] == fingerprint && memory_->built.count(built_key) && fs::exists(memory_->built[built_key])) {
        reporter_->output(jobs::OutputStream::Stdout, lib.label + ": step 4 skipped: no source changed since the last build");
        ++skipped_;
        ++step_;
        boost::asio::post(executor_, [this, alive = std::weak_ptr<bool>(alive_)] {
            if (alive.lock()) next();
        });
        return;
    }
    const std::vector<std::string> fingerprinted = cmd; // as fingerprinted: "cargo", not the program's path
    // Only when cargo runs: a no-op build walks the workspace once.
    const std::string sources_before = pipeline::source_fingerprint(lib.workspace, cmd, false);
    cmd.front() = cargo_program();
    reporter_->progress(std::nullopt, "step 4: cargo build of " + lib.label);
    reporter_->output(jobs::OutputStream::Stdout, lib.label + ": " + lib.crate);
    ++cargo_runs_;
    cargo_error_.clear();
    cargo_error_tail_.clear();
    const fs::path workspace = lib.workspace;
    const auto locks = pipeline::cargo_lock_files(lib, settings_.release, memory_->built[built_key]);
    memory_->built.erase(built_key);
    run_child(
        "cargo", std::move(cmd), lib.workspace,
        [this, workspace, crate = lib.crate, label = lib.label, built_key, locks](process::OutputStream stream, std::string_view line) {
            if (stream == process::OutputStream::Stderr && line.find("Blocking waiting for file lock") != std::string_view::npos)
                say_who_holds(label, locks);
            if (stream == process::OutputStream::Stdout && !line.empty() && line.front() == '{') {
                if (auto artifact = pipeline::parse_cargo_artifact(line, crate)) {
                    memory_->built[built_key] = *artifact;
                    return;
                }
                // cargo's JSON messages: diagnostics become one line each, the rest is dropped.
                if (auto d = pipeline::parse_cargo_line(line, workspace)) {
                    (d->level == "error" ? errors_ : warnings_) += 1;
                    if (d->level == "error" && first_error_.empty()) first_error_ = pipeline::describe(*d);
                    reporter_->diagnostic({"cargo", label, d->level, d->message, d->file, d->line, d->column, d->rendered});
                    reporter_->output(jobs::OutputStream::Stderr, pipeline::describe(*d));
                }
                return;
            }
            // cargo's own errors (a build script that failed, a package it cannot resolve) are
            // plain text on stderr: keep the first "error:" line and the last lines after it.
            if (stream == process::OutputStream::Stderr && !line.empty()) {
                if (cargo_error_.empty() && line.rfind("error", 0) == 0) cargo_error_ = std::string(line);
                else if (!cargo_error_.empty() && cargo_error_tail_.size() < 200) cargo_error_tail_.emplace_back(line);
            }
            reporter_->output(stream, line);
        },
        [this, key, fingerprint, sources_before, fingerprinted](const process::ExitStatus& status) {
            const auto& lib_now = libraries_[library_];
            const auto& label = lib_now.label;
            if (!status.success()) {
                std::string summary = "cargo build of " + label + " failed (" + status.describe() + ")";
                if (!first_error_.empty()) {
                    summary += ": " + first_error_;
                } else if (!cargo_error_.empty()) {
                    summary += ": " + cargo_error_ + cargo_error_detail(cargo_error_tail_);
                }
                fail(std::move(summary));
                return;
            }
            // cargo may have written Cargo.lock: when no source changed meanwhile, the state after
            // the build is what it built.
            memory_->fingerprints[key] = pipeline::source_fingerprint(lib_now.workspace, fingerprinted, false) == sources_before
                                             ? pipeline::source_fingerprint(lib_now.workspace, fingerprinted)
                                             : fingerprint;
            ++step_;
            next();
        });
}

void BuildJob::say_who_holds(const std::string& label, const std::vector<fs::path>& locks) {
    // cargo waits on its target folder's lock: when a process this daemon did not start holds it
    // (a cargo a killed daemon left, one in a terminal), the job's title says so and how to end it.
    const auto foreign = process::foreign_lock_holders(locks);
    if (foreign.empty()) return;
    const auto& [h, lock] = foreign.front();
    const std::string text = "cargo build of " + label + " waits for " + lock.string() + ", held by pid " + std::to_string(h.pid) +
                             " (" + h.command + "), which this daemon did not start; `rusteal cancel --stale` ends it";
    reporter_->progress(std::nullopt, text);
    reporter_->output(jobs::OutputStream::Stdout, text);
}

bool BuildJob::deploy(const pipeline::BuildLibrary& lib) {
    // Where cargo said it wrote the library (CARGO_TARGET_DIR and build.target-dir included).
    const auto known = memory_->built.find(pipeline::built_key(lib.deployed, settings_.release));
    const fs::path built = known != memory_->built.end() ? known->second : pipeline::built_file(lib, settings_.release);
    const std::string key = lib.deployed.string() + "|5";
    const std::string built_id = pipeline::file_fingerprint(built);
    // The deployed file's own stamp is part of it: a file damaged, replaced or deleted outside
    // rusteal since this daemon deployed it is deployed again.
    const std::string fingerprint = built_id + "->" + lib.deployed.string();
    const std::string deployed_stamp = pipeline::file_fingerprint(lib.deployed);
    const std::string remembered = memory_->fingerprints[key];
    if (!built_id.empty() && !deployed_stamp.empty() && remembered == fingerprint + "=" + deployed_stamp) {
        reporter_->output(jobs::OutputStream::Stdout, lib.label + ": step 5 skipped: " + lib.deployed.string() +
                                                          " is this build already");
        ++skipped_;
        return true;
    }
    if (!built_id.empty() && !deployed_stamp.empty() && remembered.rfind(fingerprint + "=", 0) == 0)
        reporter_->output(jobs::OutputStream::Stdout,
                          lib.label + ": " + lib.deployed.string() +
                              " was changed since it was deployed (not by rusteal): deploying this build again");
    std::string error;
    if (settings_.journal) settings_.journal->begin(lib.deployed);
    const bool deployed = pipeline::deploy(built, lib.deployed, error);
    if (settings_.journal) settings_.journal->end(lib.deployed);
    if (!deployed) {
        fail(lib.label + ": " + error);
        return false;
    }
    memory_->fingerprints[key] = fingerprint + "=" + pipeline::file_fingerprint(lib.deployed);
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
    if (deployed_.empty() && ubt_runs_ + generations_ + cargo_runs_ == 0) {
        outcome.summary = "up to date: nothing changed since the last build";
    } else if (deployed_.empty()) {
        const auto& r = settings_.steps;
        outcome.summary = (r.first == r.last ? "step " + std::to_string(r.first) : "steps " + std::to_string(r.first) + "-" + std::to_string(r.last)) +
                          " done; nothing new to deploy";
    } else {
        outcome.summary = "deployed " + std::to_string(deployed_.size()) + " librar" + (deployed_.size() == 1 ? "y" : "ies");
        if (editors_ > 0) outcome.summary += reload_failed_ ? "; an editor could not reload it (see the output)" : "; reloaded in " + std::to_string(editors_) + " editor(s)";
    }
    outcome.metrics = {{"errors", errors_}, {"warnings", warnings_}, {"ubtRuns", ubt_runs_}, {"generations", generations_},
                       {"cargoRuns", cargo_runs_}, {"deployed", deploys_},
                       {"stepsSkipped", skipped_}, {"editorsReloaded", static_cast<std::int64_t>(reload_failed_ ? 0 : editors_)}};
    finish(std::move(outcome));
}

void BuildJob::cancel() {
    cancelled_ = true;
    if (child_) child_->terminate();
}

} // namespace rusteal::core
