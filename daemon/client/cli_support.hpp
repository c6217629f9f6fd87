#pragma once
// What the client's commands share: the exit codes, the context a command renders through, and
// the steps most commands are made of: connecting to (or starting) the daemon, reporting a call
// that failed, running a job to its end, finding the project folder, reading the options several
// commands take. Each command is a function `int cmd_x(Context&, args)` answering an exit code
// (client/commands.hpp).
#include "client/daemon_connection.hpp"
#include "client/progress_renderer.hpp"

#include <boost/json.hpp>
#include <boost/program_options.hpp>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::client {

// The client's exit codes (README.md "Using it").
enum Exit { kOk = 0, kJobFailed = 1, kUsage = 2, kUnreachable = 3, kRefused = 4, kInterrupted = 130 };

inline constexpr int kProtocolVersion = 1;

struct Context {
    RenderMode mode;
    ProgressRenderer renderer;
};

// Prints `message` and the hint to --help; returns kUsage.
int usage_error(const std::string& message);
// The params of this client's `initialize`.
boost::json::object client_hello();
// Reports a call that did not succeed; returns the exit code.
int report_failure(Context& ctx, const CallResult& r);
// A connection to the daemon (started when none runs) after `initialize`; null with `exit_code`
// set after reporting why not.
std::unique_ptr<DaemonConnection> connect_started(Context& ctx, int& exit_code);
// --project, else the first folder from the current one upwards that holds a .uproject, else the
// current folder.
std::string project_path(const boost::program_options::variables_map& vm);
// A path the user typed (UTF-8), made absolute against the current folder and normalised, as text.
std::string absolute_path(std::string_view text);
// `text` as one word for a POSIX shell.
std::string shell_quoted(const std::string& text);
// The engine prompt: a command refused because no engine is configured, run from a terminal, asks
// for the engine root until the daemon accepts one. True when an engine was set.
bool ask_for_engine(Context& ctx, DaemonConnection& conn, const CallResult& r);
// Runs a job method to its end, rendering its progress and output. A failed job exits 1, or with
// the command's own code when `exit_with_command` (exec).
int run_job(Context& ctx, std::string_view method, boost::json::object params, bool exit_with_command);
// Options with the project folder also accepted as the first positional argument; the parse
// error's text, or empty.
std::string parse_with_project(const std::vector<std::string>& args, const boost::program_options::options_description& opts,
                               boost::program_options::variables_map& vm);
// --optimizations on|off (also 1/0, true/false) as the optimizations param; false with `error`.
bool put_optimizations(const boost::program_options::variables_map& vm, boost::json::object& params, std::string& error);
// --cargo-config entries as the cargoConfig param of build/run and watch/start.
void put_cargo_configs(const boost::program_options::variables_map& vm, boost::json::object& params);
// Calls a project command and prints its lines; its result, or null after reporting a failure.
std::optional<boost::json::object> project_command(Context& ctx, std::string_view method, boost::json::object params, int& code);

} // namespace rusteal::client
