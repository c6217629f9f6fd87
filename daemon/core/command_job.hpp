#pragma once
// CommandJob: a job whose work is one child process (a user's command through `rusteal exec`;
// the build pipeline runs UBT and cargo the same way). Output lines go to the reporter; the
// exit status becomes the outcome; cancel() terminates the child's process group. Optional hooks
// run just before the child starts (an exception fails the job with its message, no child) and
// after it ended however it ended (package restores the files it changed for the child there).
#include "jobs/job.hpp"
#include "process/child_process.hpp"

#include <boost/asio/any_io_executor.hpp>

#include <functional>

namespace rusteal::core {

struct CommandHooks {
    std::function<void(jobs::JobReporter&)> before;
    std::function<void(jobs::JobReporter&)> after;
};

class CommandJob final : public jobs::JobWork {
public:
    CommandJob(boost::asio::any_io_executor executor, process::ChildSpec spec, CommandHooks hooks = {});
    ~CommandJob() override;

    void start(jobs::JobReporter& reporter) override;
    void cancel() override;

private:
    boost::asio::any_io_executor executor_;
    process::ChildSpec spec_;
    CommandHooks hooks_;
    std::shared_ptr<process::ChildProcess> child_;
    std::shared_ptr<bool> alive_ = std::make_shared<bool>(true);
};

} // namespace rusteal::core
