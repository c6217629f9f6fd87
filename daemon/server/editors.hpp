#pragma once
// Editors attached to the daemon: the Unreal plugin and rusteal-host connect as clients and send
// editor/attach; the daemon pushes editor/reload to them on the same connection. The methods
// here (editor/attach, editors/list, editors/reload) and the fan-out that collects every
// editor's answer; build/run (the pipeline's deploy step) will use reload_editors too.
#include "server/server.hpp"

#include <chrono>
#include <functional>
#include <optional>
#include <string>

namespace rusteal::server {

struct EditorReloadOutcome {
    json::array editors; // one entry per editor of the project: pid, host, ok, error?, libraries
    bool all_ok = true;
};

// Sends editor/reload ({library} or {}) to every editor attached to `project` and calls `done`
// once each answered, closed or timed out.
void reload_editors(Server& server, const std::string& project, const std::optional<std::string>& library,
                    std::chrono::milliseconds timeout, std::function<void(EditorReloadOutcome)> done);

void register_editor_methods(Server& server);

} // namespace rusteal::server
