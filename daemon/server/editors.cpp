#include "server/editors.hpp"

#include "common/log.hpp"

#include <boost/asio/steady_timer.hpp>

#include <cstdio>

namespace rusteal::server {
namespace {

using protocol::Params;

json::object editor_json(const Session& s) {
    const EditorAttachment& e = *s.editor;
    return json::object{{"clientId", s.id()},          {"project", e.project}, {"pid", e.pid},
                        {"host", e.host},              {"engineVersion", e.engine_version},
                        {"libraries", e.libraries}};
}

// Collects the answers of one editors/reload fan-out.
struct ReloadFanOut {
    EditorReloadOutcome outcome;
    std::size_t waiting = 0;
    std::function<void(EditorReloadOutcome)> done;
    std::shared_ptr<boost::asio::steady_timer> timer;

    void answered(std::size_t index, bool ok, json::value detail) {
        if (!done) return; // finished already (timed out): a late answer changes nothing
        auto& entry = outcome.editors[index].as_object();
        if (entry.contains("ok")) return; // answered already (timed out first)
        entry["ok"] = ok;
        if (!ok) outcome.all_ok = false;
        if (detail.is_object()) {
            for (auto& [k, v] : detail.as_object())
                if (k != "ok") entry[k] = v;
        } else if (detail.is_string()) {
            entry["error"] = detail;
        }
        if (--waiting == 0) finish();
    }
    void finish() {
        if (timer) timer->cancel();
        if (done) std::exchange(done, nullptr)(std::move(outcome));
    }
};

void method_attach(Server& server, const Call& call) {
    Params p(call.params());
    EditorAttachment a;
    a.project = resolve_project(server, p.required_string("project"));
    auto pid = p.optional_int("pid", 1, std::numeric_limits<std::int32_t>::max());
    if (!pid) protocol::throw_invalid_params("pid", "is required (the editor's process id)");
    a.pid = *pid;
    a.host = p.optional_string("host").value_or("editor");
    a.engine_version = p.optional_string("engineVersion").value_or("");
    if (auto* libs = p.find("libraries"); libs && !libs->is_null()) {
        if (!libs->is_array()) protocol::throw_invalid_params("libraries", "must be an array of objects");
        for (const auto& l : libs->as_array()) {
            if (!l.is_object() || !l.as_object().contains("name") || !l.as_object().at("name").is_string())
                protocol::throw_invalid_params("libraries", "each library needs a name (string)");
            a.libraries.push_back(l);
        }
    }
    auto session = call.session();
    const bool again = session->editor.has_value();
    session->editor = std::move(a);
    common::log_info("editor " + session->editor->host + " (pid " + std::to_string(session->editor->pid) + ") " +
                     (again ? "re-attached" : "attached") + " to " + session->editor->project);
    call.reply(json::object{{"attached", true}, {"project", session->editor->project}, {"clientId", session->id()}});
}

void method_list(Server& server, const Call& call) {
    Params p(call.params());
    std::optional<std::string> project;
    if (auto raw = p.optional_string("project")) project = resolve_project(server, *raw);
    json::array editors;
    for (const auto& [id, s] : server.sessions())
        if (s->editor && (!project || s->editor->project == *project)) editors.push_back(editor_json(*s));
    call.reply(json::object{{"editors", std::move(editors)}});
}

void method_reload(Server& server, const Call& call) {
    Params p(call.params());
    const std::string project = resolve_project(server, p.required_string("project"));
    auto library = p.optional_string("library");
    if (library && library->empty()) protocol::throw_invalid_params("library", "must not be empty");
    const auto timeout = std::chrono::milliseconds(p.optional_int("timeoutMs", 1, 600000).value_or(30000));
    reload_editors(server, project, library, timeout, [call, project](EditorReloadOutcome o) {
        call.reply(json::object{{"project", project}, {"ok", o.all_ok}, {"editors", std::move(o.editors)}});
    });
}

} // namespace

void reload_editors(Server& server, const std::string& project, const std::optional<std::string>& library,
                    std::chrono::milliseconds timeout, std::function<void(EditorReloadOutcome)> done) {
    auto fan = std::make_shared<ReloadFanOut>();
    fan->done = std::move(done);
    std::vector<std::shared_ptr<Session>> targets;
    for (const auto& [id, s] : server.sessions())
        if (s->editor && s->editor->project == project && !s->closed()) targets.push_back(s);
    if (targets.empty()) {
        fan->finish();
        return;
    }
    fan->waiting = targets.size();
    json::object params;
    if (library) params["library"] = *library;
    for (std::size_t i = 0; i < targets.size(); ++i) {
        const auto& s = targets[i];
        fan->outcome.editors.push_back(json::object{{"clientId", s->id()}, {"pid", s->editor->pid}, {"host", s->editor->host}});
    }
    fan->timer = std::make_shared<boost::asio::steady_timer>(targets.front()->get_executor(), timeout);
    fan->timer->async_wait([fan, timeout](const boost::system::error_code& ec) {
        if (ec) return;
        for (std::size_t i = 0; i < fan->outcome.editors.size(); ++i)
            fan->answered(i, false, json::string("no answer within " + std::to_string(timeout.count()) + " ms"));
    });
    for (std::size_t i = 0; i < targets.size(); ++i) {
        targets[i]->send_request("editor/reload", params, [fan, i](const json::value* result, const RpcError* error) {
            if (error) {
                fan->answered(i, false, json::string(error->message));
            } else if (!result->is_object() || !result->as_object().contains("ok") || !result->as_object().at("ok").is_bool()) {
                fan->answered(i, false, json::string("the editor's answer has no ok field"));
            } else {
                fan->answered(i, result->as_object().at("ok").as_bool(), *result);
            }
        });
    }
}

namespace {

// Builds reload the editors of their project through the same fan-out as editors/reload.
class ServerEditorReloader final : public core::EditorReloader {
public:
    explicit ServerEditorReloader(Server& server) : server_(server) {}
    void reload(const std::string& project, const std::string& library, std::function<void(Answer)> done) override {
        reload_editors(server_, project, library, std::chrono::seconds(30), [done, library](EditorReloadOutcome o) {
            Answer a;
            a.ok = o.all_ok;
            a.editors = o.editors.size();
            for (const auto& e : o.editors) {
                const auto& entry = e.as_object();
                std::string line = std::string(entry.at("host").as_string()) + " (pid " +
                                   json::serialize(entry.at("pid")) + "): ";
                if (entry.at("ok").as_bool()) {
                    line += "reloaded " + library;
                    if (const auto* libs = entry.if_contains("libraries"); libs && libs->is_array() && !libs->as_array().empty()) {
                        const auto& l = libs->as_array().front().as_object();
                        if (const auto* t = l.if_contains("totalMilliseconds"); t && t->is_number()) {
                            char ms[32];
                            std::snprintf(ms, sizeof ms, " in %.1f ms", t->to_number<double>());
                            line += ms;
                        }
                    }
                } else {
                    line += "could not reload " + library;
                    if (const auto* err = entry.if_contains("error"); err && err->is_string()) line += ": " + std::string(err->as_string());
                    if (const auto* libs = entry.if_contains("libraries"); libs && libs->is_array())
                        for (const auto& l : libs->as_array())
                            if (const auto* err = l.as_object().if_contains("error"); err && err->is_string())
                                line += ": " + std::string(err->as_string());
                }
                a.lines.push_back(std::move(line));
            }
            done(std::move(a));
        });
    }

private:
    Server& server_;
};

} // namespace

void register_editor_methods(Server& server) {
    Server* s = &server;
    server.set_editor_reloader(std::make_unique<ServerEditorReloader>(server));
    server.add_method("editor/attach", [s](const Call& c) { method_attach(*s, c); });
    server.add_method("editors/list", [s](const Call& c) { method_list(*s, c); });
    server.add_method("editors/reload", [s](const Call& c) { method_reload(*s, c); });
}

} // namespace rusteal::server
