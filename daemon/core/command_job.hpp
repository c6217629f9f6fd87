#pragma once
// CommandJob: a job whose work is one child process (a user's command through `rusteal exec`;
// the build pipeline runs UBT and cargo the same way). Output lines go to the reporter; the
// exit status becomes the outcome; cancel() terminates the child's process group.
#include "jobs/job.hpp"
#include "process/child_process.hpp"

#include <boost/asio/any_io_executor.hpp>

namespace rusteal::core {

class CommandJob final : public jobs::JobWork {
public:
    CommandJob(boost::asio::any_io_executor executor, process::ChildSpec spec);
    ~CommandJob() override;

    void start(jobs::JobReporter& reporter) override;
    void cancel() override;

private:
    boost::asio::any_io_executor executor_;
    process::ChildSpec spec_;
    std::shared_ptr<process::ChildProcess> child_;
    std::shared_ptr<bool> alive_ = std::make_shared<bool>(true);
};

} // namespace rusteal::core
