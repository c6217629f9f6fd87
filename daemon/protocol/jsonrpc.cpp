#include "protocol/jsonrpc.hpp"

#include <boost/container/pmr/memory_resource.hpp>

#include <new>

namespace rusteal::protocol {
namespace {

// Hands out the global heap's memory until `budget` bytes were asked for in all, then refuses
// (BudgetExceeded): the parser gives up on a body whose tree would outgrow what it may cost. It
// counts what is allocated, not what is freed (the parser's stack grows by reallocation, so that
// counts its sizes added up): a bound that is easy to state and cannot be worn down.
class BudgetExceeded : public std::bad_alloc {};

class BudgetResource final : public boost::container::pmr::memory_resource {
public:
    explicit BudgetResource(std::size_t budget) : budget_(budget) {}

private:
    // Plain new and delete, whatever size and alignment are passed: Boost.JSON's value stack frees
    // a block with another size and alignment than it asked for, and needs no more than the
    // default new alignment (checked).
    void* do_allocate(std::size_t bytes, std::size_t align) override {
        if (align > __STDCPP_DEFAULT_NEW_ALIGNMENT__) throw std::bad_alloc();
        if (bytes > budget_ - std::min(allocated_, budget_)) throw BudgetExceeded();
        allocated_ += bytes;
        return ::operator new(bytes);
    }
    void do_deallocate(void* p, std::size_t, std::size_t) override { ::operator delete(p); }
    bool do_is_equal(const memory_resource& other) const noexcept override { return this == &other; }

    std::size_t budget_;
    std::size_t allocated_ = 0;
};

constexpr std::size_t kMaxJsonDepth = 64;

RpcError invalid_request(std::string message) { return {ErrorCode::InvalidRequest, std::move(message)}; }

bool is_valid_id(const json::value& id) {
    return id.is_string() || id.is_int64() || id.is_uint64() || id.is_double() || id.is_null();
}

Incoming classify(const json::value& v) {
    Incoming in;
    if (!v.is_object()) {
        in.error = invalid_request("a message must be a JSON object, got " + std::string(json::to_string(v.kind())));
        return in;
    }
    const auto& o = v.get_object();
    auto* id = o.if_contains("id");
    if (id && is_valid_id(*id)) in.id = *id; // echo back whatever usable id the message had
    auto* version = o.if_contains("jsonrpc");
    if (!version || !version->is_string() || version->get_string() != "2.0") {
        in.error = invalid_request("member 'jsonrpc' must be the string \"2.0\"");
        return in;
    }
    if (id && !is_valid_id(*id)) {
        in.id = nullptr;
        in.error = invalid_request("member 'id' must be a string, a number or null, got " +
                                   std::string(json::to_string(id->kind())));
        return in;
    }
    auto* method = o.if_contains("method");
    if (!method) {
        // A response to one of our server-to-client requests.
        auto* result = o.if_contains("result");
        auto* error = o.if_contains("error");
        if (!id || (result == nullptr) == (error == nullptr)) {
            in.error = invalid_request("a message needs 'method' (request) or 'id' with exactly one of 'result' "
                                       "and 'error' (response)");
            return in;
        }
        in.kind = Incoming::Kind::Response;
        if (result) {
            in.result = *result;
        } else {
            RpcError e{ErrorCode::InternalError, "malformed error object"};
            if (error->is_object()) {
                const auto& eo = error->get_object();
                if (auto* c = eo.if_contains("code"); c && c->is_int64()) e.code = static_cast<ErrorCode>(c->get_int64());
                if (auto* m = eo.if_contains("message"); m && m->is_string()) e.message = std::string(m->get_string());
                if (auto* d = eo.if_contains("data")) e.data = *d;
            }
            in.error = std::move(e);
        }
        return in;
    }
    if (!method->is_string()) {
        in.error = invalid_request("member 'method' must be a string");
        return in;
    }
    if (auto* params = o.if_contains("params")) {
        if (!params->is_object() && !params->is_array()) {
            in.error = invalid_request("member 'params' must be an object or an array when present");
            return in;
        }
        in.params = *params;
    }
    in.method = std::string(method->get_string());
    in.kind = id ? Incoming::Kind::Request : Incoming::Kind::Notification;
    return in;
}

} // namespace

void throw_invalid_params(std::string_view field, std::string_view problem) {
    json::object data;
    data["field"] = field;
    throw RpcException({ErrorCode::InvalidParams,
                        "invalid params: '" + std::string(field) + "' " + std::string(problem), std::move(data)});
}

ParsedBody parse_body(std::string_view body, const ParseLimits& limits) {
    ParsedBody out;
    json::parse_options opts;
    opts.max_depth = kMaxJsonDepth;
    // The parser's own stack and the tree it builds both draw on the body's budget; the tree is
    // dropped (with the resource) once the messages are copied out of it.
    const std::size_t budget = limits.budget_for(body.size());
    json::storage_ptr sp = json::make_shared_resource<BudgetResource>(budget);
    std::optional<json::value> parsed; // moved out of the parser: it keeps the budgeted storage
    try {
        json::stream_parser parser(sp, opts);
        parser.reset(sp);
        boost::system::error_code ec;
        parser.write(body.data(), body.size(), ec);
        if (!ec) parser.finish(ec);
        if (ec) {
            out.parse_error = RpcError{ErrorCode::ParseError,
                                       "parse error: the body is not valid JSON (" + ec.message() + ")"};
            return out;
        }
        parsed.emplace(parser.release());
    } catch (const BudgetExceeded&) {
        out.parse_error = RpcError{ErrorCode::ParseError,
                                   "parse error: this " + std::to_string(body.size()) + "-byte body would take more than " +
                                       std::to_string(budget) + " bytes once parsed (at most " +
                                       std::to_string(limits.memory_factor) + " times its size plus " +
                                       std::to_string(limits.memory_slack) + "): send fewer, larger values"};
        return out;
    } catch (const std::bad_alloc&) {
        out.parse_error = RpcError{ErrorCode::ParseError, "parse error: out of memory while parsing this " +
                                                              std::to_string(body.size()) + "-byte body"};
        return out;
    }
    const json::value& root = *parsed;
    if (root.is_array()) {
        out.is_batch = true;
        const auto& arr = root.get_array();
        if (arr.empty()) {
            out.parse_error = invalid_request("empty batch: a batch must contain at least one message");
            return out;
        }
        if (arr.size() > limits.max_batch) {
            out.parse_error = invalid_request("a batch holds at most " + std::to_string(limits.max_batch) +
                                              " messages; this one has " + std::to_string(arr.size()) +
                                              ": send them in smaller batches (nothing of it was run)");
            return out;
        }
        out.messages.reserve(arr.size());
        for (const auto& item : arr) out.messages.push_back(classify(item));
    } else {
        out.messages.push_back(classify(root));
    }
    return out;
}

json::value make_response(const json::value& id, json::value result) {
    return json::object{{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}};
}

json::value make_error_response(const json::value& id, const RpcError& error) {
    json::object e{{"code", static_cast<int>(error.code)}, {"message", error.message}};
    if (!error.data.is_null()) e["data"] = error.data;
    return json::object{{"jsonrpc", "2.0"}, {"id", id}, {"error", std::move(e)}};
}

json::value make_notification(std::string_view method, json::value params) {
    return json::object{{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}};
}

json::value make_request(const json::value& id, std::string_view method, json::value params) {
    return json::object{{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}};
}

// ---- Params ----

Params::Params(const json::value& params) {
    if (params.is_null()) return;
    if (!params.is_object())
        throw RpcException({ErrorCode::InvalidParams, "invalid params: this method takes its params by name (an object)"});
    object_ = &params.get_object();
}

const json::value* Params::find(std::string_view field) const {
    return object_ ? object_->if_contains(field) : nullptr;
}

std::optional<std::string> Params::optional_string(std::string_view field) const {
    auto* v = find(field);
    if (!v || v->is_null()) return std::nullopt;
    if (!v->is_string()) throw_invalid_params(field, "must be a string");
    return std::string(v->get_string());
}

std::string Params::required_string(std::string_view field) const {
    auto* v = find(field);
    if (!v || v->is_null()) throw_invalid_params(field, "is required (a string)");
    auto s = optional_string(field);
    if (s->empty()) throw_invalid_params(field, "must not be empty");
    return *s;
}

std::optional<std::int64_t> Params::optional_int(std::string_view field, std::int64_t min, std::int64_t max) const {
    auto* v = find(field);
    if (!v || v->is_null()) return std::nullopt;
    std::int64_t n = 0;
    if (v->is_int64()) {
        n = v->get_int64();
    } else if (v->is_uint64() && v->get_uint64() <= static_cast<std::uint64_t>(max)) {
        n = static_cast<std::int64_t>(v->get_uint64());
    } else {
        throw_invalid_params(field, "must be an integer from " + std::to_string(min) + " to " + std::to_string(max));
    }
    if (n < min || n > max)
        throw_invalid_params(field, "must be from " + std::to_string(min) + " to " + std::to_string(max) + ", got " +
                                        std::to_string(n));
    return n;
}

std::optional<bool> Params::optional_bool(std::string_view field) const {
    auto* v = find(field);
    if (!v || v->is_null()) return std::nullopt;
    if (!v->is_bool()) throw_invalid_params(field, "must be true or false");
    return v->get_bool();
}

std::vector<std::string> Params::string_array(std::string_view field, bool required, bool non_empty) const {
    std::vector<std::string> out;
    auto* v = find(field);
    if (!v || v->is_null()) {
        if (required) throw_invalid_params(field, "is required (an array of strings)");
        return out;
    }
    if (!v->is_array()) throw_invalid_params(field, "must be an array of strings");
    for (std::size_t i = 0; i < v->get_array().size(); ++i) {
        const auto& item = v->get_array()[i];
        if (!item.is_string())
            throw_invalid_params(std::string(field) + "[" + std::to_string(i) + "]", "must be a string");
        out.emplace_back(item.get_string());
    }
    if (non_empty && out.empty()) throw_invalid_params(field, "must not be empty");
    return out;
}

std::optional<json::value> Params::optional_id(std::string_view field) const {
    auto* v = find(field);
    if (!v || v->is_null()) return std::nullopt;
    if (!v->is_string() && !v->is_int64() && !v->is_uint64())
        throw_invalid_params(field, "must be a string or an integer");
    return *v;
}

} // namespace rusteal::protocol

namespace rusteal::protocol {

std::string to_valid_utf8(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    std::size_t i = 0;
    while (i < s.size()) {
        auto c = static_cast<unsigned char>(s[i]);
        std::size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
        bool ok = len > 0 && i + len <= s.size();
        for (std::size_t k = 1; ok && k < len; ++k) ok = (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80;
        if (ok && len > 1) {
            // Reject overlong forms, surrogates and code points above U+10FFFF.
            auto b1 = static_cast<unsigned char>(s[i + 1]);
            if (len == 2) ok = c >= 0xC2;
            else if (len == 3) ok = !(c == 0xE0 && b1 < 0xA0) && !(c == 0xED && b1 >= 0xA0);
            else ok = !(c == 0xF0 && b1 < 0x90) && !(c == 0xF4 && b1 >= 0x90) && c <= 0xF4;
        }
        if (ok) {
            out.append(s.substr(i, len));
            i += len;
        } else {
            out += "\xEF\xBF\xBD";
            ++i;
        }
    }
    return out;
}

} // namespace rusteal::protocol
