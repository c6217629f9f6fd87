#include "jobs/job_scheduler.hpp"

#include <boost/asio/post.hpp>

#include <algorithm>

namespace rusteal::jobs {

std::string_view to_string(JobState state) {
    switch (state) {
    case JobState::Queued: return "queued";
    case JobState::Running: return "running";
    case JobState::Finished: return "finished";
    }
    return "unknown";
}

struct JobScheduler::Job {
    JobId id;
    JobRequest request;
    WorkFactory make_work;
    std::unique_ptr<JobWork> work;
    std::unique_ptr<Reporter> reporter;
    std::vector<Ticket> tickets;
    JobState state = JobState::Queued;
    bool cancel_requested = false;
    bool finish_posted = false;
    std::chrono::system_clock::time_point queued_at = std::chrono::system_clock::now();
    std::optional<std::chrono::system_clock::time_point> started_at;
    std::chrono::steady_clock::time_point started_steady{};
};

class JobScheduler::Reporter final : public JobReporter {
public:
    Reporter(JobScheduler& scheduler, JobId id) : scheduler_(scheduler), id_(id), alive_(scheduler.alive_) {}

    void progress(std::optional<int> percentage, std::string_view message) override {
        auto* job = live_job();
        if (!job) return;
        JobEvent e{JobEvent::Kind::Progress, id_, job->request};
        if (percentage) e.percentage = std::clamp(*percentage, 0, 100);
        e.message = message;
        scheduler_.emit(*job, e);
    }
    void output(OutputStream stream, std::string_view line) override {
        auto* job = live_job();
        if (!job) return;
        JobEvent e{JobEvent::Kind::Output, id_, job->request};
        e.stream = stream;
        e.line = line;
        scheduler_.emit(*job, e);
    }
    void diagnostic(const JobDiagnostic& d) override {
        auto* job = live_job();
        if (!job) return;
        JobEvent e{JobEvent::Kind::Diagnostic, id_, job->request};
        e.diagnostic = &d;
        scheduler_.emit(*job, e);
    }
    void finish(JobOutcome outcome) override {
        auto* job = live_job();
        if (!job) return;
        job->finish_posted = true;
        // Deferred: the work may call finish() from inside start() or cancel().
        boost::asio::post(scheduler_.executor_, [&s = scheduler_, id = id_, alive = std::weak_ptr<bool>(alive_),
                                                 outcome = std::move(outcome)]() mutable {
            if (alive.lock()) s.finish_job(id, std::move(outcome));
        });
    }

private:
    Job* live_job() {
        if (alive_.expired()) return nullptr;
        auto* job = scheduler_.find(id_);
        return job && job->state == JobState::Running && !job->finish_posted ? job : nullptr;
    }
    JobScheduler& scheduler_;
    JobId id_;
    std::weak_ptr<bool> alive_;
};

JobScheduler::JobScheduler(boost::asio::any_io_executor executor) : executor_(std::move(executor)) {}

JobScheduler::~JobScheduler() {
    *alive_ = false;
    alive_.reset();
    jobs_.clear(); // destroys running work: a ChildProcess kills its group when destroyed
}

JobScheduler::Job* JobScheduler::find(JobId id) {
    auto it = jobs_.find(id);
    return it == jobs_.end() ? nullptr : it->second.get();
}

void JobScheduler::emit(Job& job, const JobEvent& event) {
    // Callbacks may cancel tickets or jobs; removal is always deferred, so `job` stays valid.
    std::vector<TicketCallback> callbacks;
    callbacks.reserve(job.tickets.size());
    for (const auto& t : job.tickets) callbacks.push_back(t.callback);
    for (auto& cb : callbacks)
        if (cb) cb(event);
    if (observer_) observer_->on_job_event(event);
}

JobScheduler::Submission JobScheduler::submit(JobRequest request, WorkFactory make_work, TicketCallback on_event) {
    auto& queue = queues_[request.project];
    TicketId ticket = next_ticket_++;
    if (!request.coalesce_key.empty()) {
        for (JobId qid : queue) {
            Job* q = find(qid);
            if (q && q->state == JobState::Queued && !q->cancel_requested && q->request.kind == request.kind &&
                q->request.coalesce_key == request.coalesce_key) {
                q->tickets.push_back({ticket, on_event});
                ticket_owner_[ticket] = qid;
                JobEvent e{JobEvent::Kind::Queued, qid, q->request};
                if (queue.front() != qid) e.waiting_for = queue.front();
                if (on_event) on_event(e);
                return {qid, ticket, true};
            }
        }
    }
    JobId id = next_job_++;
    auto job = std::make_unique<Job>();
    job->id = id;
    job->request = std::move(request);
    job->make_work = std::move(make_work);
    job->tickets.push_back({ticket, std::move(on_event)});
    Job& ref = *job;
    jobs_.emplace(id, std::move(job));
    ticket_owner_[ticket] = id;
    std::optional<JobId> ahead = queue.empty() ? std::nullopt : std::optional<JobId>(queue.back());
    queue.push_back(id);
    JobEvent e{JobEvent::Kind::Queued, id, ref.request};
    e.waiting_for = ahead;
    emit(ref, e);
    if (queue.size() == 1) {
        boost::asio::post(executor_, [this, project = ref.request.project, alive = std::weak_ptr<bool>(alive_)] {
            if (alive.lock()) start_next(project);
        });
    }
    return {id, ticket, false};
}

void JobScheduler::start_next(const std::string& project) {
    auto qit = queues_.find(project);
    if (qit == queues_.end() || qit->second.empty()) return;
    Job* job = find(qit->second.front());
    if (!job || job->state != JobState::Queued || job->cancel_requested) return; // finish_job restarts the queue
    job->state = JobState::Running;
    job->started_at = std::chrono::system_clock::now();
    job->started_steady = std::chrono::steady_clock::now();
    job->reporter = std::make_unique<Reporter>(*this, job->id);
    emit(*job, JobEvent{JobEvent::Kind::Started, job->id, job->request});
    try {
        job->work = job->make_work();
        job->make_work = nullptr;
        job->work->start(*job->reporter);
    } catch (const std::exception& ex) {
        JobOutcome failed;
        failed.summary = ex.what();
        job->reporter->finish(std::move(failed));
    }
}

void JobScheduler::finish_job(JobId id, JobOutcome outcome) {
    auto it = jobs_.find(id);
    if (it == jobs_.end() || it->second->state == JobState::Finished) return;
    Job& job = *it->second;
    if (job.cancel_requested) {
        outcome.cancelled = true;
        outcome.ok = false;
        if (outcome.summary.empty()) outcome.summary = "cancelled";
    }
    if (job.started_at && outcome.duration.count() == 0)
        outcome.duration = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                                job.started_steady);
    job.state = JobState::Finished;
    JobEvent e{JobEvent::Kind::Finished, id, job.request};
    e.outcome = &outcome;
    emit(job, e);

    for (const auto& t : job.tickets) ticket_owner_.erase(t.id);
    std::string project = job.request.project;
    auto& queue = queues_[project];
    bool was_front = !queue.empty() && queue.front() == id;
    queue.erase(std::remove(queue.begin(), queue.end(), id), queue.end());
    auto doomed = std::move(it->second); // destroyed at the end of this scope, after bookkeeping
    jobs_.erase(it);
    if (queue.empty()) {
        queues_.erase(project);
    } else if (was_front || find(queue.front())->state == JobState::Queued) {
        boost::asio::post(executor_, [this, project, alive = std::weak_ptr<bool>(alive_)] {
            if (alive.lock()) start_next(project);
        });
    }
    if (jobs_.empty() && on_idle_) on_idle_();
}

bool JobScheduler::cancel_ticket(TicketId ticket) {
    auto owner = ticket_owner_.find(ticket);
    if (owner == ticket_owner_.end()) return false;
    Job* job = find(owner->second);
    if (!job) return false;
    if (job->tickets.size() > 1) {
        auto t = std::find_if(job->tickets.begin(), job->tickets.end(), [&](const Ticket& x) { return x.id == ticket; });
        TicketCallback cb = std::move(t->callback);
        job->tickets.erase(t);
        ticket_owner_.erase(owner);
        JobOutcome detached;
        detached.cancelled = true;
        detached.summary = "cancelled (the job goes on for its other requesters)";
        JobEvent e{JobEvent::Kind::Finished, job->id, job->request};
        e.outcome = &detached;
        if (cb) cb(e);
        return true;
    }
    return cancel_job(job->id);
}

bool JobScheduler::cancel_job(JobId id) {
    Job* job = find(id);
    if (!job || job->state == JobState::Finished) return false;
    if (job->cancel_requested) return true;
    job->cancel_requested = true;
    if (job->state == JobState::Running && job->work && !job->finish_posted) {
        job->work->cancel();
    } else if (job->state == JobState::Queued) {
        JobOutcome dropped;
        dropped.cancelled = true;
        dropped.summary = "cancelled before it started";
        boost::asio::post(executor_, [this, id, dropped, alive = std::weak_ptr<bool>(alive_)]() mutable {
            if (alive.lock()) finish_job(id, std::move(dropped));
        });
    }
    return true;
}

void JobScheduler::cancel_all() {
    std::vector<JobId> ids;
    for (const auto& [id, job] : jobs_) ids.push_back(id);
    for (JobId id : ids) cancel_job(id);
}

std::vector<JobSnapshot> JobScheduler::snapshot() const {
    std::vector<JobSnapshot> out;
    for (const auto& [id, job] : jobs_)
        out.push_back({id, job->request, job->state, job->tickets.size(), job->queued_at, job->started_at});
    return out;
}

std::vector<std::string> JobScheduler::projects() const {
    std::vector<std::string> out;
    for (const auto& [project, queue] : queues_) out.push_back(project);
    return out;
}

} // namespace rusteal::jobs
