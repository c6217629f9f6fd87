#pragma once
// JSON-RPC 2.0 messages: parsing one framed body into requests, notifications and responses,
// and building the replies. Knows nothing of rusteal's methods (see protocol/messages.hpp) nor
// of sockets (see transport/).
#include <boost/json.hpp>

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::protocol {

namespace json = boost::json;

// Every code the daemon can answer with; rpc_schema/rusteal.openrpc.json lists the same set.
enum class ErrorCode : int {
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    InvalidParams = -32602,
    InternalError = -32603,
    RequestCancelled = -32800, // LSP
    // rusteal's own range (outside the reserved -32768..-32000)
    NoSuchProject = 1001,
    EngineNotConfigured = 1002,
    VersionMismatch = 1003,
    Busy = 1004,
    ShuttingDown = 1005,
    SpawnFailed = 1006,
    NoSuchJob = 1007,
    Unauthorized = 1008,
    ProjectCommandFailed = 1009, // new, setup, plugin/new, upgrade: refused, nothing of the user's changed
    ProjectVersion = 1010,       // the project's runtime pins or plugins are not this daemon's version
};

struct RpcError {
    ErrorCode code;
    std::string message;
    json::value data = nullptr; // null: no "data" member
};

// Thrown by handlers and parameter readers; the server turns it into an error response.
class RpcException : public std::runtime_error {
public:
    explicit RpcException(RpcError e) : std::runtime_error(e.message), error_(std::move(e)) {}
    const RpcError& error() const { return error_; }

private:
    RpcError error_;
};

[[noreturn]] void throw_invalid_params(std::string_view field, std::string_view problem);

struct Incoming {
    enum class Kind { Request, Notification, Response, Invalid };
    Kind kind = Kind::Invalid;
    json::value id = nullptr; // Request and Response; null when an Invalid message had no usable id
    std::string method;       // Request, Notification
    json::value params = nullptr;
    json::value result = nullptr;         // Response
    std::optional<RpcError> error;        // Response with error, or why the message is Invalid
};

struct ParsedBody {
    std::optional<RpcError> parse_error; // -32700, or -32600 for an empty or too long batch
    bool is_batch = false;
    std::vector<Incoming> messages;
};

// What one body may cost. Parsing a body may allocate at most `memory_factor` times the body's
// size plus `memory_slack` bytes in all (its tree and the parser's stack, every allocation
// counted: a string is held once, objects of short strings cost two to four times; a body of many
// tiny values, such as an array of a million zeros, costs 8 to 16 times its size and is refused as
// a parse error before its tree is built); a batch holds at most
// `max_batch` messages, refused as a whole otherwise (so one body never makes more than that
// many answers). docs/daemon.md "Guarantees" states the same figures.
struct ParseLimits {
    std::size_t max_batch = 64;
    std::size_t memory_factor = 4;
    std::size_t memory_slack = 1024 * 1024;
    std::size_t budget_for(std::size_t body_bytes) const { return body_bytes * memory_factor + memory_slack; }
};

ParsedBody parse_body(std::string_view body, const ParseLimits& limits = {});

json::value make_response(const json::value& id, json::value result);
json::value make_error_response(const json::value& id, const RpcError& error);
json::value make_notification(std::string_view method, json::value params);
json::value make_request(const json::value& id, std::string_view method, json::value params);

// Typed access to a request's by-name params; every failure is a -32602 naming the field.
class Params {
public:
    explicit Params(const json::value& params);

    const json::value* find(std::string_view field) const;
    std::string required_string(std::string_view field) const;
    std::optional<std::string> optional_string(std::string_view field) const;
    std::optional<std::int64_t> optional_int(std::string_view field, std::int64_t min, std::int64_t max) const;
    std::optional<bool> optional_bool(std::string_view field) const;
    std::vector<std::string> string_array(std::string_view field, bool required, bool non_empty) const;
    // A string or integer (JSON-RPC ids, progress tokens).
    std::optional<json::value> optional_id(std::string_view field) const;

private:
    const json::object* object_ = nullptr;
};

} // namespace rusteal::protocol

namespace rusteal::protocol {
// Replaces every invalid UTF-8 sequence with U+FFFD, so bytes from a child's output can travel
// inside a JSON string.
std::string to_valid_utf8(std::string_view bytes);
} // namespace rusteal::protocol
