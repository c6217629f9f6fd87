#include "server/job_events.hpp"

#include "protocol/jsonrpc.hpp"

#include "common/iso_time.hpp"

namespace rusteal::server {
namespace json = boost::json;

json::object job_outcome_json(jobs::JobId id, const jobs::JobRequest& request, const jobs::JobOutcome& outcome) {
    json::object o;
    o["jobId"] = id;
    o["project"] = request.project;
    o["ok"] = outcome.ok;
    o["cancelled"] = outcome.cancelled;
    o["summary"] = outcome.summary;
    o["exitCode"] = outcome.exit_code ? json::value(*outcome.exit_code) : json::value(nullptr);
    o["signal"] = outcome.signal ? json::value(*outcome.signal) : json::value(nullptr);
    o["timedOut"] = outcome.timed_out;
    o["durationMs"] = outcome.duration.count();
    if (!outcome.metrics.empty()) {
        json::object m;
        for (const auto& [k, v] : outcome.metrics) m[k] = v;
        o["metrics"] = std::move(m);
    }
    return o;
}

json::object job_snapshot_json(const jobs::JobSnapshot& s) {
    json::object o;
    o["jobId"] = s.id;
    o["project"] = s.request.project;
    o["kind"] = s.request.kind;
    o["title"] = s.request.title;
    o["state"] = jobs::to_string(s.state);
    o["waiters"] = s.waiters;
    o["queuedAt"] = common::iso_time(s.queued_at);
    o["startedAt"] = s.started_at ? json::value(common::iso_time(*s.started_at)) : json::value(nullptr);
    return o;
}

json::value job_event_notification(const jobs::JobEvent& e) {
    json::object p;
    p["jobId"] = e.job;
    p["project"] = e.request.project;
    switch (e.kind) {
    case jobs::JobEvent::Kind::Queued:
        p["kind"] = e.request.kind;
        p["title"] = e.request.title;
        p["waitingFor"] = e.waiting_for ? json::value(*e.waiting_for) : json::value(nullptr);
        return protocol::make_notification("job/queued", std::move(p));
    case jobs::JobEvent::Kind::Started:
        p["kind"] = e.request.kind;
        p["title"] = e.request.title;
        return protocol::make_notification("job/started", std::move(p));
    case jobs::JobEvent::Kind::Progress:
        p["message"] = e.message;
        p["percentage"] = e.percentage ? json::value(*e.percentage) : json::value(nullptr);
        return protocol::make_notification("job/progress", std::move(p));
    case jobs::JobEvent::Kind::Output:
        p["stream"] = e.stream == jobs::OutputStream::Stdout ? "stdout" : "stderr";
        p["line"] = protocol::to_valid_utf8(e.line);
        return protocol::make_notification("job/output", std::move(p));
    case jobs::JobEvent::Kind::Diagnostic: {
        const auto& d = *e.diagnostic;
        p["source"] = d.source;
        p["library"] = d.library;
        p["severity"] = d.level;
        p["message"] = protocol::to_valid_utf8(d.message);
        p["file"] = d.file.empty() ? json::value(nullptr) : json::value(protocol::to_valid_utf8(d.file));
        p["line"] = d.line;
        p["column"] = d.column;
        p["rendered"] = protocol::to_valid_utf8(d.rendered);
        return protocol::make_notification("job/diagnostic", std::move(p));
    }
    case jobs::JobEvent::Kind::Finished:
        return protocol::make_notification("job/finished", job_outcome_json(e.job, e.request, *e.outcome));
    }
    return nullptr;
}

json::value progress_notification(const json::value& token, json::object value) {
    return protocol::make_notification("$/progress", json::object{{"token", token}, {"value", std::move(value)}});
}

} // namespace rusteal::server
