#pragma once
// The daemon link's messages built from a LibraryHost, shared by both hosts: editor/attach's
// params and the answer to editor/reload (rpc_schema/rusteal.openrpc.json: EditorLibrary,
// EditorReloadResult, LibraryReload).
#include "rusteal_host/library_host.hpp"
#include "rusteal_host/link_json.hpp"

#include <string>

namespace rusteal::host {

struct AttachIdentity {
    std::string project;        // the project root
    long pid = 0;
    std::string host;           // "rusteal-host", "UnrealEditor"
    std::string engine_version;
};

json::Value library_json(const Library& library);
json::Value attach_params(const LibraryHost& host, const AttachIdentity& who);
json::Value reload_json(const Library& library, const LoadReport& report);

// Runs an editor/reload request on the game thread: {"library": name} reloads that library,
// {} every registered one. The result is EditorReloadResult.
json::Value handle_reload_request(LibraryHost& host, const json::Value& params);

} // namespace rusteal::host
