#include "core/daemon_core.hpp"
#include "jobs/job_scheduler.hpp"
#include "temp_dir.hpp"

#include <boost/asio/io_context.hpp>
#include <catch2/catch.hpp>

#include <csignal>

using namespace rusteal;
using namespace rusteal::jobs;
namespace asio = boost::asio;

namespace {

// Work the test finishes by hand.
struct ManualWork : JobWork {
    struct Control {
        JobReporter* reporter = nullptr;
        int starts = 0;
        int cancels = 0;
    };
    explicit ManualWork(std::shared_ptr<Control> c) : control(std::move(c)) {}
    void start(JobReporter& r) override {
        control->reporter = &r;
        ++control->starts;
    }
    void cancel() override {
        ++control->cancels;
        JobOutcome o;
        o.summary = "stopped";
        control->reporter->finish(o);
    }
    std::shared_ptr<Control> control;
};

struct Recorder {
    std::vector<JobEvent::Kind> kinds;
    std::optional<JobOutcome> outcome;
    std::vector<std::string> lines;
    TicketCallback callback() {
        return [this](const JobEvent& e) {
            kinds.push_back(e.kind);
            if (e.kind == JobEvent::Kind::Output) lines.emplace_back(e.line);
            if (e.kind == JobEvent::Kind::Finished) outcome = *e.outcome;
        };
    }
};

JobRequest request(std::string project, std::string key = "") {
    return JobRequest{std::move(project), "test", "a test job", std::move(key)};
}

JobScheduler::WorkFactory manual(std::shared_ptr<ManualWork::Control> c) {
    return [c] { return std::make_unique<ManualWork>(c); };
}

void settle(asio::io_context& io) {
    io.restart();
    io.poll();
}

void finish_ok(ManualWork::Control& c) {
    JobOutcome o;
    o.ok = true;
    o.summary = "done";
    c.reporter->finish(o);
}

} // namespace

TEST_CASE("one job at a time per project, projects in parallel", "[jobs]") {
    asio::io_context io;
    JobScheduler s(io.get_executor());
    auto a1 = std::make_shared<ManualWork::Control>(), a2 = std::make_shared<ManualWork::Control>(),
         b1 = std::make_shared<ManualWork::Control>();
    Recorder ra1, ra2, rb1;
    s.submit(request("/a"), manual(a1), ra1.callback());
    auto second = s.submit(request("/a"), manual(a2), ra2.callback());
    s.submit(request("/b"), manual(b1), rb1.callback());
    CHECK(a1->starts == 0); // never synchronously
    settle(io);
    CHECK(a1->starts == 1);
    CHECK(a2->starts == 0);
    CHECK(b1->starts == 1);
    CHECK_FALSE(second.coalesced);

    auto snap = s.snapshot();
    REQUIRE(snap.size() == 3);
    finish_ok(*a1);
    settle(io);
    CHECK(ra1.outcome->ok);
    CHECK(a2->starts == 1);
    finish_ok(*a2);
    finish_ok(*b1);
    settle(io);
    CHECK(s.idle());
    CHECK(ra2.kinds == std::vector<JobEvent::Kind>{JobEvent::Kind::Queued, JobEvent::Kind::Started, JobEvent::Kind::Finished});
}

TEST_CASE("identical queued requests coalesce into one run with one outcome", "[jobs]") {
    asio::io_context io;
    JobScheduler s(io.get_executor());
    auto running = std::make_shared<ManualWork::Control>(), queued = std::make_shared<ManualWork::Control>(),
         never = std::make_shared<ManualWork::Control>();
    Recorder r0, r1, r2, r3;
    s.submit(request("/p", "build"), manual(running), r0.callback());
    settle(io);
    auto first = s.submit(request("/p", "build"), manual(queued), r1.callback());
    auto second = s.submit(request("/p", "build"), manual(never), r2.callback());
    auto other = s.submit(request("/p", "other"), manual(std::make_shared<ManualWork::Control>()), r3.callback());
    CHECK_FALSE(first.coalesced);
    CHECK(second.coalesced);
    CHECK(second.job == first.job);
    CHECK(other.job != first.job);
    // The running job does not absorb new requests: its inputs may be older than theirs.
    CHECK(first.job != 1);

    finish_ok(*running);
    settle(io);
    CHECK(queued->starts == 1);
    finish_ok(*queued);
    settle(io);
    CHECK(never->starts == 0);
    REQUIRE(r1.outcome);
    REQUIRE(r2.outcome);
    CHECK(r1.outcome->ok);
    CHECK(r2.outcome->summary == r1.outcome->summary);
}

TEST_CASE("cancelling the only ticket of a queued job drops it", "[jobs]") {
    asio::io_context io;
    JobScheduler s(io.get_executor());
    auto running = std::make_shared<ManualWork::Control>(), queued = std::make_shared<ManualWork::Control>();
    Recorder r0, r1;
    s.submit(request("/p"), manual(running), r0.callback());
    settle(io);
    auto sub = s.submit(request("/p"), manual(queued), r1.callback());
    CHECK(s.cancel_ticket(sub.ticket));
    settle(io);
    REQUIRE(r1.outcome);
    CHECK(r1.outcome->cancelled);
    CHECK(r1.outcome->summary == "cancelled before it started");
    finish_ok(*running);
    settle(io);
    CHECK(queued->starts == 0);
    CHECK(s.idle());
}

TEST_CASE("cancelling one of two tickets detaches it - the job goes on", "[jobs]") {
    asio::io_context io;
    JobScheduler s(io.get_executor());
    auto running = std::make_shared<ManualWork::Control>(), queued = std::make_shared<ManualWork::Control>();
    Recorder r0, r1, r2;
    s.submit(request("/p"), manual(running), r0.callback());
    settle(io);
    auto a = s.submit(request("/p", "k"), manual(queued), r1.callback());
    auto b = s.submit(request("/p", "k"), manual(queued), r2.callback());
    REQUIRE(b.coalesced);
    CHECK(s.cancel_ticket(a.ticket));
    REQUIRE(r1.outcome);
    CHECK(r1.outcome->cancelled);
    finish_ok(*running);
    settle(io);
    CHECK(queued->starts == 1);
    finish_ok(*queued);
    settle(io);
    REQUIRE(r2.outcome);
    CHECK(r2.outcome->ok);
    CHECK(std::count(r1.kinds.begin(), r1.kinds.end(), JobEvent::Kind::Finished) == 1);
    CHECK_FALSE(s.cancel_ticket(a.ticket)); // already gone
}

TEST_CASE("a running job is asked to stop and reports cancelled", "[jobs]") {
    asio::io_context io;
    JobScheduler s(io.get_executor());
    auto c = std::make_shared<ManualWork::Control>();
    Recorder r;
    bool idle_called = false;
    s.set_idle_callback([&] { idle_called = true; });
    auto sub = s.submit(request("/p"), manual(c), r.callback());
    settle(io);
    CHECK(s.cancel_job(sub.job));
    CHECK(c->cancels == 1);
    settle(io);
    REQUIRE(r.outcome);
    CHECK(r.outcome->cancelled);
    CHECK_FALSE(r.outcome->ok);
    CHECK(idle_called);
    CHECK_FALSE(s.cancel_job(sub.job));
}

TEST_CASE("work that throws on start fails its job with the reason", "[jobs]") {
    asio::io_context io;
    JobScheduler s(io.get_executor());
    Recorder r;
    s.submit(request("/p"), [] () -> std::unique_ptr<JobWork> { throw std::runtime_error("no engine"); }, r.callback());
    settle(io);
    REQUIRE(r.outcome);
    CHECK_FALSE(r.outcome->ok);
    CHECK(r.outcome->summary == "no engine");
}

TEST_CASE("an observer sees every job's events", "[jobs]") {
    struct Obs : JobObserver {
        std::vector<std::pair<JobId, JobEvent::Kind>> seen;
        void on_job_event(const JobEvent& e) override { seen.emplace_back(e.job, e.kind); }
    } obs;
    asio::io_context io;
    JobScheduler s(io.get_executor());
    s.set_observer(&obs);
    auto c = std::make_shared<ManualWork::Control>();
    auto sub = s.submit(request("/p"), manual(c), nullptr);
    settle(io);
    c->reporter->progress(150, "clamped");
    c->reporter->output(OutputStream::Stderr, "warning");
    finish_ok(*c);
    settle(io);
    c->reporter = nullptr;
    using K = JobEvent::Kind;
    CHECK(obs.seen == std::vector<std::pair<JobId, K>>{{sub.job, K::Queued}, {sub.job, K::Started}, {sub.job, K::Progress},
                                                       {sub.job, K::Output}, {sub.job, K::Finished}});
}

TEST_CASE("commands run as jobs through DaemonCore - cancelling kills the child", "[jobs][process]") {
    asio::io_context io;
    core::DaemonCore core(io.get_executor(), std::chrono::milliseconds(500));
    test::TempDir project;
    Recorder done, cancelled;
    core::CommandRequest ok{project.path().string(), {"sh", "-c", "echo out; pwd"}, "", {}, std::nullopt};
    core.run_command(ok, done.callback());
    core::CommandRequest slow{project.path().string(), {"sleep", "100"}, "", {}, std::nullopt};
    auto sub = core.run_command(slow, cancelled.callback());
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    bool cancel_sent = false;
    while (!cancelled.outcome && std::chrono::steady_clock::now() < deadline) {
        io.run_for(std::chrono::milliseconds(20));
        if (done.outcome && !cancel_sent &&
            std::find(cancelled.kinds.begin(), cancelled.kinds.end(), JobEvent::Kind::Progress) != cancelled.kinds.end()) {
            core.scheduler().cancel_ticket(sub.ticket);
            cancel_sent = true;
        }
    }
    REQUIRE(done.outcome);
    CHECK(done.outcome->ok);
    CHECK(done.lines == std::vector<std::string>{"out", std::filesystem::canonical(project.path()).string()});
    REQUIRE(cancelled.outcome);
    CHECK(cancelled.outcome->cancelled);
    CHECK(cancelled.outcome->signal == SIGTERM);
    CHECK(core.scheduler().idle());

    core::CommandRequest bad{"/nonexistent/project", {"true"}, "", {}, std::nullopt};
    CHECK_THROWS_AS(core.run_command(bad, nullptr), core::ProjectError);
    core::CommandRequest relative{"relative/path", {"true"}, "", {}, std::nullopt};
    CHECK_THROWS_WITH(core.run_command(relative, nullptr), Catch::Contains("relative"));
}

TEST_CASE("shutdown cancels every job and then reports done", "[jobs][process]") {
    asio::io_context io;
    core::DaemonCore core(io.get_executor(), std::chrono::milliseconds(200));
    test::TempDir project;
    Recorder a;
    core.run_command({project.path().string(), {"sh", "-c", "trap '' TERM; sleep 100"}, "", {}, std::nullopt}, a.callback());
    io.run_for(std::chrono::milliseconds(100));
    bool stopped = false;
    core.shutdown([&] { stopped = true; });
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (!stopped && std::chrono::steady_clock::now() < deadline) io.run_for(std::chrono::milliseconds(20));
    CHECK(stopped);
    REQUIRE(a.outcome);
    CHECK(a.outcome->cancelled);
    CHECK(a.outcome->signal == SIGKILL);
}
