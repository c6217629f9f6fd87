#include "core/codegen_job.hpp"

#include "core/build_job.hpp"

#include <boost/asio/post.hpp>

namespace rusteal::core {
namespace {

struct Result {
    bool ok = false;
    std::string error;
    generators::GenerationReport report;
};

} // namespace

CodegenJob::CodegenJob(boost::asio::any_io_executor loop, boost::asio::thread_pool& workers,
                       std::shared_ptr<generators::CodeGenerator> generator)
    : loop_(std::move(loop)), workers_(workers), generator_(std::move(generator)) {}

CodegenJob::~CodegenJob() { *alive_ = false; }

void CodegenJob::start(jobs::JobReporter& reporter) {
    reporter.progress(std::nullopt, "generating bindings from " + generator_->paths().uht_dir.string());
    // The generator stays alive through the shared_ptr even if the job is dropped meanwhile.
    boost::asio::post(workers_, [generator = generator_, loop = loop_, alive = alive_, &reporter] {
        auto result = std::make_shared<Result>();
        try {
            result->report = generator->generate();
            result->ok = true;
        } catch (const std::exception& e) {
            result->error = e.what();
        }
        boost::asio::post(loop, [result, alive, &reporter] {
            if (!*alive) return;
            jobs::JobOutcome outcome; // the scheduler measures its duration
            if (!result->ok) {
                for (std::size_t start = 0; start < result->error.size();) {
                    auto nl = result->error.find('\n', start);
                    reporter.output(jobs::OutputStream::Stderr, std::string_view(result->error).substr(start, nl - start));
                    start = nl == std::string::npos ? result->error.size() : nl + 1;
                }
                outcome.summary = result->error.substr(0, result->error.find('\n'));
                reporter.finish(std::move(outcome));
                return;
            }
            const auto& r = result->report;
            for (const auto& path : r.written) reporter.output(jobs::OutputStream::Stdout, "wrote " + path.string());
            for (const auto& path : r.removed) reporter.output(jobs::OutputStream::Stdout, "removed " + path.string());
            // The skipped members (thousands at engine scale) are listed in a file, not streamed.
            if (!r.skipped == 0)
                reporter.output(jobs::OutputStream::Stdout, std::to_string(r.skipped) +
                                                                " members left out of the bindings; the reasons are in " +
                                                                r.skipped_report.string());
            outcome.ok = true;
            outcome.summary = generation_summary(r);
            outcome.metrics = {{"modules", static_cast<std::int64_t>(r.modules)},
                               {"classes", static_cast<std::int64_t>(r.classes)},
                               {"structs", static_cast<std::int64_t>(r.structs)},
                               {"enums", static_cast<std::int64_t>(r.enums)},
                               {"functions", static_cast<std::int64_t>(r.functions)},
                               {"filesWritten", static_cast<std::int64_t>(r.written.size())},
                               {"filesRemoved", static_cast<std::int64_t>(r.removed.size())},
                               {"filesReused", static_cast<std::int64_t>(r.files_reused)},
                               {"membersSkipped", static_cast<std::int64_t>(r.skipped)}};
            reporter.finish(std::move(outcome));
        });
    });
}

void CodegenJob::cancel() {
    // Nothing to interrupt: the scheduler marks the outcome cancelled when the run finishes.
}

} // namespace rusteal::core
