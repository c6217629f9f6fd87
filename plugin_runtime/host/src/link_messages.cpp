#include "rusteal_host/link_messages.hpp"

namespace rusteal::host {

json::Value library_json(const Library& library) {
    return json::Value(json::Value::Object{
        {"name", library.name()},
        {"package", library.package()},
        {"file", library.file().string()},
        {"buildId", library.build_id()},
        {"loaded", library.loaded()},
        {"reloadCount", library.reload_count()},
    });
}

json::Value attach_params(const LibraryHost& host, const AttachIdentity& who) {
    json::Value::Array libraries;
    for (const auto& l : host.libraries()) libraries.push_back(library_json(*l));
    return json::Value(json::Value::Object{
        {"project", who.project},
        {"pid", who.pid},
        {"host", who.host},
        {"engineVersion", who.engine_version},
        {"libraries", json::Value(std::move(libraries))},
    });
}

json::Value reload_json(const Library& library, const LoadReport& report) {
    json::Value::Array phases;
    for (const auto& p : report.phases)
        phases.push_back(json::Value(json::Value::Object{{"phase", p.phase}, {"milliseconds", p.milliseconds}}));
    json::Value::Object o{
        {"name", library.name()},
        {"ok", report.ok},
        {"reloadCount", report.reload_count},
        {"rolledBack", report.rolled_back},
        {"phases", json::Value(std::move(phases))},
        {"totalMilliseconds", report.total_milliseconds()},
    };
    if (!report.ok) o["error"] = report.error;
    return json::Value(std::move(o));
}

json::Value handle_reload_request(LibraryHost& host, const json::Value& params) {
    json::Value::Array libraries;
    bool ok = true;
    const json::Value& wanted = params["library"];
    if (wanted.is_string()) {
        Library* library = host.find(wanted.as_string());
        if (!library) {
            return json::Value(json::Value::Object{
                {"ok", false},
                {"error", "no library named " + wanted.as_string() + " is registered in this editor"},
                {"libraries", json::Value(json::Value::Array{})}});
        }
        const LoadReport report = host.reload(library->name());
        ok = report.ok;
        libraries.push_back(reload_json(*library, report));
    } else {
        for (const auto& l : host.libraries()) {
            const LoadReport report = host.reload(l->name());
            ok = ok && report.ok;
            libraries.push_back(reload_json(*l, report));
        }
    }
    return json::Value(json::Value::Object{{"ok", ok}, {"libraries", json::Value(std::move(libraries))}});
}

} // namespace rusteal::host
