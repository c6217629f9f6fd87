#pragma once
// CodegenJob: regenerates one library's bindings with the generator the daemon keeps for it.
// The generation is CPU work (seconds at engine scale), so it runs on the core's worker thread
// and reports back on the event loop; the loop keeps serving clients meanwhile. A cancel that
// arrives while it runs is honoured when it finishes (the generator writes its files atomically,
// one by one, and is never interrupted half-way through a file).
#include "jobs/job.hpp"

#include "generators/code_generator.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/thread_pool.hpp>

#include <atomic>
#include <memory>

namespace rusteal::core {

class CodegenJob final : public jobs::JobWork {
public:
    CodegenJob(boost::asio::any_io_executor loop, boost::asio::thread_pool& workers,
               std::shared_ptr<generators::CodeGenerator> generator);
    ~CodegenJob() override;

    void start(jobs::JobReporter& reporter) override;
    void cancel() override;

private:
    boost::asio::any_io_executor loop_;
    boost::asio::thread_pool& workers_;
    std::shared_ptr<generators::CodeGenerator> generator_;
    std::shared_ptr<std::atomic<bool>> alive_ = std::make_shared<std::atomic<bool>>(true);
};

} // namespace rusteal::core
