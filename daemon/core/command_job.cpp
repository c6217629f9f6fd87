#include "core/command_job.hpp"

namespace rusteal::core {

CommandJob::CommandJob(boost::asio::any_io_executor executor, process::ChildSpec spec, CommandHooks hooks)
    : executor_(std::move(executor)), spec_(std::move(spec)), hooks_(std::move(hooks)) {}

CommandJob::~CommandJob() { *alive_ = false; }

void CommandJob::start(jobs::JobReporter& reporter) {
    std::weak_ptr<bool> alive = alive_;
    if (hooks_.before) {
        try {
            hooks_.before(reporter);
        } catch (const std::exception& e) {
            jobs::JobOutcome failed;
            failed.summary = e.what();
            reporter.finish(std::move(failed));
            return;
        }
    }
    auto after = hooks_.after;
    try {
        child_ = process::ChildProcess::start(
            executor_, spec_,
            [&reporter, alive](process::OutputStream stream, std::string_view line) {
                if (alive.lock()) reporter.output(stream, line);
            },
            [&reporter, alive, after](const process::ExitStatus& status) {
                if (!alive.lock()) return;
                std::string after_error;
                if (after) {
                    try {
                        after(reporter);
                    } catch (const std::exception& e) {
                        after_error = e.what();
                    }
                }
                jobs::JobOutcome outcome;
                outcome.ok = status.success();
                outcome.exit_code = status.exit_code;
                outcome.signal = status.signal;
                outcome.timed_out = status.timed_out;
                outcome.duration = status.duration;
                outcome.summary = status.describe();
                if (!after_error.empty()) {
                    outcome.ok = false;
                    outcome.summary += "; then: " + after_error;
                }
                reporter.finish(std::move(outcome));
            });
    } catch (const process::SpawnError& e) {
        if (after) {
            try {
                after(reporter);
            } catch (const std::exception&) {
                // the spawn error is the one to report
            }
        }
        jobs::JobOutcome failed;
        failed.summary = e.what();
        reporter.finish(std::move(failed));
        return;
    }
    reporter.progress(std::nullopt, "running " + spec_.argv.front() + " (pid " + std::to_string(child_->pid()) + ")");
}

void CommandJob::cancel() {
    if (child_) child_->terminate();
}

} // namespace rusteal::core
