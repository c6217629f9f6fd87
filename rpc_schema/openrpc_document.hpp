#pragma once
// The OpenRPC document of the daemon's protocol (rpc_schema/rusteal.openrpc.json), embedded at
// build time. rpc.discover returns it; the schema test compares it with the daemon's methods.
#include <string_view>

namespace rusteal::rpc_schema {
std::string_view openrpc_document();
}
