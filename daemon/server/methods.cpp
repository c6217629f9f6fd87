// The daemon's methods: each turns its JSON params into a typed call on DaemonCore and the
// outcome back into JSON. rpc_schema/rusteal.openrpc.json documents every one of them; the
// schema test checks that the two lists agree.
#include "server/server.hpp"

#include "common/log.hpp"
#include "common/this_process.hpp"
#include "pipeline/engine.hpp"
#include "scaffold/version_gate.hpp"
#include "rpc_schema/openrpc_document.hpp"
#include "server/editors.hpp"
#include "server/job_events.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/asio/post.hpp>

namespace rusteal::server {

std::string resolve_project(Server& server, const std::string& path) {
    try {
        return server.core().projects().resolve(path).root.string();
    } catch (const core::ProjectError& e) {
        throw protocol::RpcException(
            {protocol::ErrorCode::NoSuchProject, e.what(), json::object{{"project", path}}});
    }
}

// The same answer from every method given a folder that is not an Unreal project: -32602 on
// params.project, as build/run and watch/start give it.
std::string require_unreal_project(Server& server, const std::string& path) {
    const std::string root = resolve_project(server, path);
    std::string error;
    if (!pipeline::find_uproject(utf8_path(root), error))
        throw protocol::RpcException(
            {protocol::ErrorCode::InvalidParams, "invalid params: 'project' " + error, json::object{{"field", "project"}}});
    return root;
}

namespace {

using protocol::ErrorCode;
using protocol::Params;
using protocol::RpcException;

constexpr int kProtocolVersion = 1;

// $/progress for one request: the client's workDoneToken, or a token the server creates with
// window/workDoneProgress/create when the client said it supports that; otherwise silent.
class ProgressChannel : public std::enable_shared_from_this<ProgressChannel> {
public:
    ProgressChannel(std::shared_ptr<Session> session, std::optional<json::value> token, std::string title)
        : session_(std::move(session)), title_(std::move(title)) {
        if (token) {
            token_ = *token;
            ready_ = true;
        }
    }

    void open() {
        if (ready_ || !session_->supports_work_done_progress) return;
        static std::uint64_t counter = 0;
        json::value token = json::string("rusteald-progress-" + std::to_string(++counter));
        session_->send_request("window/workDoneProgress/create", json::object{{"token", token}},
                               [self = shared_from_this(), token](const json::value*, const RpcError* error) {
                                   if (error) return; // LSP: a token the client refused must not be used
                                   self->token_ = token;
                                   self->ready_ = true;
                                   self->listen_for_cancel();
                                   if (self->begun_) self->send_begin();
                                   if (self->ended_) self->send_end();
                               });
    }

    // What the client's window/workDoneProgress/cancel of this token does (every begin says
    // `cancellable: true`).
    void on_cancel(std::function<void()> cancel) {
        cancel_ = std::move(cancel);
        if (ready_) listen_for_cancel();
    }

    void begin(std::string message) {
        begun_ = true;
        message_ = std::move(message);
        if (ready_) send_begin();
    }
    void report(std::string message, std::optional<int> percentage) {
        message_ = std::move(message);
        if (!ready_ || !begun_ || ended_) return;
        json::object v{{"kind", "report"}, {"message", message_}};
        if (percentage) v["percentage"] = *percentage;
        send(std::move(v));
    }
    void end(std::string message) {
        if (ended_) return;
        ended_ = true;
        if (ready_) session_->unregister_progress_cancel(token_);
        message_ = std::move(message);
        if (ready_ && begun_) send_end();
    }

private:
    void send_begin() {
        send(json::object{{"kind", "begin"}, {"title", title_}, {"cancellable", true}, {"message", message_}});
    }
    void send_end() { send(json::object{{"kind", "end"}, {"message", message_}}); }
    void listen_for_cancel() {
        if (cancel_ && !ended_) session_->register_progress_cancel(token_, cancel_);
    }
    void send(json::object value) { session_->send(progress_notification(token_, std::move(value))); }

    std::shared_ptr<Session> session_;
    std::string title_;
    json::value token_;
    std::string message_;
    bool ready_ = false;
    bool begun_ = false;
    bool ended_ = false;
    std::function<void()> cancel_;
};

// Submits a job for `call` and answers it when the job ends: progress as $/progress under the
// request's token, output lines as job/output, the outcome as the result (or -32800 when
// cancelled); $/cancelRequest of the call detaches it from the job.
// A ProjectError from `submit` (a bad working folder, an unknown plugin) is -32602 naming
// `field`.
template <typename Submit>
void run_as_job(Server& server, const Call& call, const std::optional<json::value>& token, const std::string& title,
                std::string_view field, Submit&& submit) {
    auto progress = std::make_shared<ProgressChannel>(call.session(), token, title);
    auto session = call.session();
    auto coalesced = std::make_shared<bool>(false);
    auto on_event = [call, progress, session, coalesced](const jobs::JobEvent& e) {
        using K = jobs::JobEvent::Kind;
        switch (e.kind) {
        case K::Queued:
            progress->begin(e.waiting_for ? "queued behind job " + std::to_string(*e.waiting_for) : "queued");
            break;
        case K::Started: progress->report("started", std::nullopt); break;
        case K::Progress: progress->report(std::string(e.message), e.percentage); break;
        case K::Diagnostic:
        case K::Output:
            // A subscriber of the project gets it through the job/* fan-out already.
            if (!session->subscriptions.count(e.request.project)) session->send(job_event_notification(e));
            break;
        case K::Finished: {
            progress->end(e.outcome->summary);
            auto result = job_outcome_json(e.job, e.request, *e.outcome);
            if (e.outcome->cancelled) {
                call.fail({ErrorCode::RequestCancelled, "request cancelled: " + e.outcome->summary, std::move(result)});
            } else {
                result["coalesced"] = *coalesced;
                call.reply(std::move(result));
            }
            break;
        }
        }
    };
    jobs::JobScheduler::Submission submission{};
    try {
        submission = submit(std::move(on_event));
    } catch (const core::ProjectError& e) {
        throw RpcException({ErrorCode::InvalidParams, "invalid params: '" + std::string(field) + "' " + e.what(),
                            json::object{{"field", field}}});
    } catch (const core::EngineNotConfiguredError& e) {
        throw RpcException({ErrorCode::EngineNotConfigured, e.what(), json::object{}});
    } catch (const scaffold::VersionGateError& e) {
        throw RpcException({ErrorCode::ProjectVersion, e.what(), json::object{}});
    }
    progress->open();
    *coalesced = submission.coalesced;
    if (!call.answered() && !call.is_notification()) {
        auto& scheduler = server.core().scheduler();
        auto cancel = [&scheduler, ticket = submission.ticket] { scheduler.cancel_ticket(ticket); };
        call.session()->register_cancel(call.id(), cancel);
        progress->on_cancel(cancel);
    }
}

void method_initialize(Server& server, const Call& call) {
    Params p(call.params());
    auto& session = *call.session();
    if (!session.authenticated()) {
        auto token = p.optional_string("token");
        if (!token || !server.token_matches(*token)) {
            call.fail({ErrorCode::Unauthorized, std::string(token ? "wrong" : "missing") +
                                                    " token: TCP clients send params.token with the contents of " +
                                                    server.options().token_file});
            session.close_after_flush();
            return;
        }
        session.set_authenticated();
    }
    if (session.initialized)
        throw RpcException({ErrorCode::InvalidRequest, "this connection is initialized already: 'initialize' is sent once"});
    if (auto version = p.optional_int("protocolVersion", 0, 1'000'000); version && *version != kProtocolVersion)
        throw RpcException({ErrorCode::VersionMismatch,
                            "this daemon speaks protocol " + std::to_string(kProtocolVersion) + ", the client " +
                                std::to_string(*version) +
                                "; run 'rusteal daemon stop' so that the client's own daemon starts",
                            json::object{{"daemon", kProtocolVersion}, {"client", *version}}});
    session.client_name = p.optional_string("clientName").value_or("");
    session.client_version = p.optional_string("clientVersion").value_or("");
    // LSP's form: clientInfo { name, version }.
    if (auto* info = p.find("clientInfo"); info && !info->is_null()) {
        if (!info->is_object()) protocol::throw_invalid_params("clientInfo", "must be an object with name and version");
        const auto& o = info->get_object();
        if (auto* n = o.if_contains("name"); n && n->is_string() && session.client_name.empty())
            session.client_name = std::string(n->get_string());
        if (auto* v = o.if_contains("version"); v && v->is_string() && session.client_version.empty())
            session.client_version = std::string(v->get_string());
    }
    if (auto* caps = p.find("capabilities"); caps && !caps->is_null()) {
        if (!caps->is_object()) protocol::throw_invalid_params("capabilities", "must be an object");
        if (auto* window = caps->get_object().if_contains("window"); window && window->is_object()) {
            if (auto* wdp = window->get_object().if_contains("workDoneProgress")) {
                if (!wdp->is_bool()) protocol::throw_invalid_params("capabilities.window.workDoneProgress", "must be true or false");
                session.supports_work_done_progress = wdp->get_bool();
            }
        }
    }
    session.initialized = true;
    call.reply(json::object{
        {"serverInfo", {{"name", "rusteald"}, {"version", RUSTEAL_VERSION}}},
        {"protocolVersion", kProtocolVersion},
        {"pid", common::this_process::id()},
        {"capabilities",
         {{"batches", true}, {"cancelRequest", true}, {"workDoneProgress", true}, {"events", true}}},
    });
}

// LSP's end of a session: `shutdown` is answered (the daemon goes on serving its other
// clients; `daemon/shutdown` stops it), then `exit` closes this connection.
void method_lsp_shutdown(const Call& call) {
    call.session()->shut_down = true;
    call.reply(nullptr);
}

void method_lsp_exit(const Call& call) {
    if (!call.is_notification()) call.reply(nullptr);
    call.session()->close_after_flush();
}

void method_discover(const Call& call) {
    static const json::value document = json::parse(rpc_schema::openrpc_document());
    call.reply(document);
}

json::object watch_json(const core::WatchInfo& w);

void method_status(Server& server, const Call& call) {
    Params p(call.params()); // no params; rejects a non-object
    auto& core = server.core();
    json::array clients;
    std::map<std::string, std::size_t> subscribers;
    for (const auto& [id, s] : server.sessions()) {
        json::object c{{"id", id},
                       {"name", s->client_name},
                       {"version", s->client_version},
                       {"transport", s->peer().transport},
                       {"pid", s->peer().pid ? json::value(*s->peer().pid) : json::value(nullptr)},
                       {"inFlight", s->in_flight()}};
        json::array subs;
        for (const auto& project : s->subscriptions) {
            subs.emplace_back(project);
            ++subscribers[project];
        }
        c["subscriptions"] = std::move(subs);
        clients.push_back(std::move(c));
    }
    auto snapshot = core.scheduler().snapshot();
    json::array jobs;
    std::map<std::string, std::pair<json::value, std::size_t>> per_project; // running job id, queued count
    for (const auto& j : snapshot) {
        jobs.push_back(job_snapshot_json(j));
        auto& entry = per_project[j.request.project];
        if (j.state == jobs::JobState::Running) entry.first = j.id;
        else ++entry.second;
    }
    json::array projects;
    for (const auto& info : core.projects().list()) {
        const std::string root = info.root.string();
        auto it = per_project.find(root);
        projects.push_back(json::object{{"root", root},
                                        {"subscribers", subscribers[root]},
                                        {"runningJob", it == per_project.end() ? json::value(nullptr) : it->second.first},
                                        {"queuedJobs", it == per_project.end() ? 0 : it->second.second}});
    }
    const auto& o = server.options();
    call.reply(json::object{
        {"version", RUSTEAL_VERSION},
        {"protocolVersion", kProtocolVersion},
        {"pid", common::this_process::id()},
        {"uptimeMs", core.uptime().count()},
        {"socket", o.socket_path},
        {"tcpPort", o.tcp_port ? json::value(*o.tcp_port) : json::value(nullptr)},
        {"logFile", o.log_file},
        {"idleTimeoutSeconds", o.idle_timeout.count()},
        {"shuttingDown", server.shutting_down()},
        {"clients", std::move(clients)},
        {"projects", std::move(projects)},
        {"jobs", std::move(jobs)},
        {"watches", [&] {
             json::array watches;
             for (const auto& w : core.watches()) watches.push_back(watch_json(w));
             return watches;
         }()},
    });
}

void method_shutdown(Server& server, const Call& call) {
    Params p(call.params());
    call.reply(json::object{{"stopping", true}, {"pid", common::this_process::id()}});
    auto who = call.session()->client_name.empty() ? "client " + std::to_string(call.session()->id())
                                                   : call.session()->client_name;
    // After the reply is queued: the session flushes it before shutdown closes it.
    boost::asio::post(call.session()->get_executor(), [&server, who] { server.shutdown("requested by " + who); });
}

void method_subscribe(Server& server, const Call& call, bool subscribe) {
    Params p(call.params());
    auto raw = p.required_string("project");
    std::string root;
    if (subscribe) {
        root = resolve_project(server, raw);
        call.session()->subscriptions.insert(root);
    } else {
        try {
            root = core::ProjectRegistry::canonical_root(raw).string();
        } catch (const core::ProjectError&) {
            root = raw; // the folder may be gone; unsubscribing must still work
        }
        call.session()->subscriptions.erase(root);
    }
    call.reply(json::object{{"project", root}, {"subscribed", subscribe}});
}

void method_exec(Server& server, const Call& call) {
    Params p(call.params());
    core::CommandRequest request;
    request.project = p.required_string("project");
    request.argv = p.string_array("command", true, true);
    if (request.argv.front().empty()) protocol::throw_invalid_params("command[0]", "must not be empty");
    request.cwd = p.optional_string("cwd").value_or("");
    if (auto* env = p.find("env"); env && !env->is_null()) {
        if (!env->is_object()) protocol::throw_invalid_params("env", "must be an object of strings");
        for (const auto& [k, v] : env->get_object()) {
            if (!v.is_string()) protocol::throw_invalid_params("env." + std::string(k), "must be a string");
            if (k.empty() || std::string_view(k).find('=') != std::string_view::npos)
                protocol::throw_invalid_params("env." + std::string(k), "is not a valid variable name");
            request.env.emplace_back(std::string(k), std::string(v.get_string()));
        }
    }
    if (auto t = p.optional_int("timeoutMs", 1, 7LL * 24 * 3600 * 1000)) request.timeout = std::chrono::milliseconds(*t);
    auto token = p.optional_id("workDoneToken");
    request.project = resolve_project(server, request.project);

    std::string title;
    for (const auto& a : request.argv) title += (title.empty() ? "" : " ") + a;
    run_as_job(server, call, token, title, "cwd",
               [&](jobs::TicketCallback cb) { return server.core().run_command(request, std::move(cb)); });
}

void method_generate(Server& server, const Call& call) {
    Params p(call.params());
    core::GenerateRequest request;
    request.project = require_unreal_project(server, p.required_string("project"));
    request.plugin = p.optional_string("plugin").value_or("");
    auto token = p.optional_id("workDoneToken");
    std::string title = request.plugin.empty() ? "generate bindings" : "generate bindings for " + request.plugin;
    run_as_job(server, call, token, title, "plugin",
               [&](jobs::TicketCallback cb) { return server.core().generate(request, std::move(cb)); });
}








void method_package(Server& server, const Call& call) {
    Params p(call.params());
    core::PackageRequest request;
    request.project = resolve_project(server, p.required_string("project"));
    if (auto out = p.optional_string("output")) {
        if (utf8_path(*out).is_relative()) protocol::throw_invalid_params("output", "must be an absolute path");
        request.output = *out;
    }
    request.shipping = p.optional_bool("shipping").value_or(false);
    request.optimizations = p.optional_bool("optimizations").value_or(true);
    auto token = p.optional_id("workDoneToken");
    run_as_job(server, call, token, "package", "project",
               [&](jobs::TicketCallback cb) { return server.core().package(request, std::move(cb)); });
}


void method_build(Server& server, const Call& call) {
    Params p(call.params());
    core::BuildRequest request;
    request.project = resolve_project(server, p.required_string("project"));
    request.plugin = p.optional_string("plugin").value_or("");
    const bool all = p.optional_bool("all").value_or(false);
    std::optional<int> from, step;
    if (auto v = p.optional_int("from", std::numeric_limits<int>::min(), std::numeric_limits<int>::max())) from = static_cast<int>(*v);
    if (auto v = p.optional_int("step", std::numeric_limits<int>::min(), std::numeric_limits<int>::max())) step = static_cast<int>(*v);
    std::string error;
    auto steps = pipeline::select_steps(all, from, step, error);
    if (!steps) protocol::throw_invalid_params(step ? "step" : from ? "from" : "all", error);
    request.steps = *steps;
    request.release = p.optional_bool("release").value_or(false);
    if (p.find("features")) request.features = p.string_array("features", false, false);
    if (p.find("cargoConfig")) request.cargo_configs = p.string_array("cargoConfig", false, false);
    auto token = p.optional_id("workDoneToken");
    std::string title = request.plugin.empty() ? "build" : "build " + request.plugin;
    run_as_job(server, call, token, title, "project",
               [&](jobs::TicketCallback cb) { return server.core().build(request, std::move(cb)); });
}

json::object watch_json(const core::WatchInfo& w) {
    json::array folders;
    for (const auto& f : w.folders) folders.emplace_back(f);
    return json::object{{"project", w.request.project},
                        {"plugin", w.request.plugin.empty() ? json::value(nullptr) : json::value(w.request.plugin)},
                        {"settleMs", w.request.settle.count()},
                        {"folders", std::move(folders)},
                        {"changes", w.changes},
                        {"rescans", w.rescans},
                        {"waiting", w.waiting.empty() ? json::value(nullptr) : json::value(w.waiting)},
                        {"lastChange", w.last_change},
                        {"lastBuild", w.last_build},
                        {"lastOk", w.last_ok}};
}

void method_watch_start(Server& server, const Call& call) {
    Params p(call.params());
    core::WatchRequest request;
    request.project = resolve_project(server, p.required_string("project"));
    request.plugin = p.optional_string("plugin").value_or("");
    if (p.find("cargoConfig")) request.cargo_configs = p.string_array("cargoConfig", false, false);
    if (auto ms = p.optional_int("settleMs", 0, 60000)) request.settle = std::chrono::milliseconds(*ms);
    request.optimizations = p.optional_bool("optimizations").value_or(true);
    try {
        call.reply(json::object{{"watch", watch_json(server.core().start_watch(std::move(request)))}});
    } catch (const scaffold::VersionGateError& e) {
        throw RpcException({ErrorCode::ProjectVersion, e.what(), json::object{}});
    } catch (const core::ProjectError& e) {
        throw RpcException({ErrorCode::InvalidParams, std::string("invalid params: 'project' ") + e.what(),
                            json::object{{"field", "project"}}});
    }
}

void method_watch_stop(Server& server, const Call& call) {
    Params p(call.params());
    const std::string project = p.required_string("project");
    const bool stopped = server.core().stop_watch(project);
    call.reply(json::object{{"project", project}, {"stopped", stopped}});
    if (!stopped) return;
    // Clients following the project's builds (rusteal watch) learn that no more will come.
    std::string root = project;
    try {
        root = resolve_project(server, project);
    } catch (const protocol::RpcException&) {
        // the folder is gone: its subscribers were keyed by the path it had
    }
    server.notify_subscribers(root, protocol::make_notification("watch/stopped", json::object{{"project", root}}));
}

void method_watch_status(Server& server, const Call& call) {
    Params p(call.params());
    json::array watches;
    for (const auto& w : server.core().watches()) watches.push_back(watch_json(w));
    call.reply(json::object{{"watches", std::move(watches)}});
}

void method_jobs_list(Server& server, const Call& call) {
    Params p(call.params());
    std::optional<std::string> project;
    if (auto raw = p.optional_string("project")) project = resolve_project(server, *raw);
    json::array jobs;
    for (const auto& j : server.core().scheduler().snapshot())
        if (!project || j.request.project == *project) jobs.push_back(job_snapshot_json(j));
    call.reply(json::object{{"jobs", std::move(jobs)}});
}

void method_jobs_cancel(Server& server, const Call& call) {
    Params p(call.params());
    auto id = p.optional_int("jobId", 1, std::numeric_limits<std::int64_t>::max());
    if (!id) protocol::throw_invalid_params("jobId", "is required (a positive integer)");
    if (!server.core().scheduler().cancel_job(static_cast<jobs::JobId>(*id)))
        throw RpcException({ErrorCode::NoSuchJob,
                            "no running or queued job " + std::to_string(*id) + "; 'jobs/list' shows the current ones",
                            json::object{{"jobId", *id}}});
    call.reply(json::object{{"jobId", *id}, {"cancelling", true}});
}

void method_jobs_cancel_stale(Server& server, const Call& call) {
    Params p(call.params());
    const std::string project = resolve_project(server, p.required_string("project"));
    server.core().cancel_stale(project, [call](std::vector<core::DaemonCore::StaleProcess> found) {
        json::array processes;
        for (const auto& f : found) {
            json::object o{{"pid", f.holder.pid}, {"command", f.holder.command}, {"lockFile", f.lock.string()}, {"ended", f.ended}};
            if (!f.why_not.empty()) o["reason"] = f.why_not;
            processes.push_back(std::move(o));
        }
        call.reply(json::object{{"processes", std::move(processes)}});
    });
}

} // namespace

void register_methods(Server& server) {
    Server* s = &server;
    server.add_method("initialize", [s](const Call& c) { method_initialize(*s, c); });
    server.add_method("rpc.discover", [](const Call& c) { method_discover(c); });
    server.add_method("daemon/status", [s](const Call& c) { method_status(*s, c); });
    server.add_method("daemon/shutdown", [s](const Call& c) { method_shutdown(*s, c); });
    server.add_method("events/subscribe", [s](const Call& c) { method_subscribe(*s, c, true); });
    server.add_method("events/unsubscribe", [s](const Call& c) { method_subscribe(*s, c, false); });
    server.add_method("jobs/exec", [s](const Call& c) { method_exec(*s, c); });
    server.add_method("shutdown", [](const Call& c) { method_lsp_shutdown(c); });
    server.add_method("exit", [](const Call& c) { method_lsp_exit(c); });
    server.add_method("generate/run", [s](const Call& c) { method_generate(*s, c); });
    server.add_method("build/run", [s](const Call& c) { method_build(*s, c); });
    server.add_method("watch/start", [s](const Call& c) { method_watch_start(*s, c); });
    server.add_method("watch/stop", [s](const Call& c) { method_watch_stop(*s, c); });
    server.add_method("watch/status", [s](const Call& c) { method_watch_status(*s, c); });
    server.add_method("package/run", [s](const Call& c) { method_package(*s, c); });
    register_project_methods(server);
    server.add_method("jobs/list", [s](const Call& c) { method_jobs_list(*s, c); });
    server.add_method("jobs/cancel", [s](const Call& c) { method_jobs_cancel(*s, c); });
    server.add_method("jobs/cancelStale", [s](const Call& c) { method_jobs_cancel_stale(*s, c); });
    register_editor_methods(server);
}

} // namespace rusteal::server
