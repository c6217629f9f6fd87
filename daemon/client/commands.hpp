#pragma once
// The client's commands, each `rusteal <command> ...`: its arguments in, its exit code out
// (README.md "Using it"). main.cpp dispatches to them.
#include "client/cli_support.hpp"

#include <string>
#include <vector>

namespace rusteal::client {

// Project commands (client/project_commands.cpp).
int cmd_new(Context& ctx, const std::vector<std::string>& args);
int cmd_setup(Context& ctx, const std::vector<std::string>& args);
int cmd_plugin(Context& ctx, const std::vector<std::string>& args);
int cmd_upgrade(Context& ctx, const std::vector<std::string>& args);
int cmd_package(Context& ctx, const std::vector<std::string>& args);
int cmd_config(Context& ctx, const std::vector<std::string>& args);

} // namespace rusteal::client
