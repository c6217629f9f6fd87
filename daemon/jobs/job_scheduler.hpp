#pragma once
// JobScheduler: per-project queues, one running job per project, coalescing and cancellation.
//
// Contract:
//  - submit() never runs work synchronously; the job starts on a later turn of the executor;
//  - a queued job with the same project, kind and non-empty coalesce key absorbs a new
//    submission: both tickets receive the same events and the same outcome;
//  - every ticket receives exactly one Finished event;
//  - cancel_ticket() detaches one requester; the job itself is cancelled only when no ticket is
//    left (a queued job is dropped at once, a running one is asked to stop and finishes later);
//  - cancel_job() and cancel_all() cancel for everyone;
//  - single-threaded: call everything on the executor's thread.
#include "jobs/job.hpp"

#include <boost/asio/any_io_executor.hpp>

#include <deque>
#include <map>
#include <memory>
#include <vector>

namespace rusteal::jobs {

class JobScheduler {
public:
    using WorkFactory = std::function<std::unique_ptr<JobWork>()>;

    explicit JobScheduler(boost::asio::any_io_executor executor);
    ~JobScheduler();
    JobScheduler(const JobScheduler&) = delete;
    JobScheduler& operator=(const JobScheduler&) = delete;

    void set_observer(JobObserver* observer) { observer_ = observer; }
    // Called each time the last job finishes (idle timers, shutdown).
    void set_idle_callback(std::function<void()> callback) { on_idle_ = std::move(callback); }

    struct Submission {
        JobId job;
        TicketId ticket;
        bool coalesced;
    };
    Submission submit(JobRequest request, WorkFactory make_work, TicketCallback on_event);

    bool cancel_ticket(TicketId ticket);
    bool cancel_job(JobId job);
    void cancel_all();

    bool idle() const { return jobs_.empty(); }
    std::vector<JobSnapshot> snapshot() const;
    std::vector<std::string> projects() const; // projects with a running or queued job

private:
    struct Ticket {
        TicketId id;
        TicketCallback callback;
    };
    struct Job;
    class Reporter;

    void start_next(const std::string& project);
    void finish_job(JobId id, JobOutcome outcome);
    void emit(Job& job, const JobEvent& event);
    Job* find(JobId id);

    boost::asio::any_io_executor executor_;
    JobObserver* observer_ = nullptr;
    std::function<void()> on_idle_;
    JobId next_job_ = 1;
    TicketId next_ticket_ = 1;
    std::map<JobId, std::unique_ptr<Job>> jobs_;
    std::map<std::string, std::deque<JobId>> queues_; // per project; front() runs when started
    std::map<TicketId, JobId> ticket_owner_;
    std::shared_ptr<bool> alive_ = std::make_shared<bool>(true);
};

} // namespace rusteal::jobs
