// libFuzzer target: the bytes a client can send, through the framing decoder (fed in chunks
// whose size the first input byte picks) and the JSON-RPC parser, then the typed parameter
// readers every method uses and the reply builders.
#include "protocol/jsonrpc.hpp"
#include "transport/frame_decoder.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

using namespace rusteal;

namespace {

void exercise(std::string_view body) {
    auto parsed = protocol::parse_body(body);
    if (parsed.parse_error) {
        (void)boost::json::serialize(protocol::make_error_response(nullptr, *parsed.parse_error));
        return;
    }
    for (const auto& m : parsed.messages) {
        if (m.kind == protocol::Incoming::Kind::Invalid) {
            (void)boost::json::serialize(protocol::make_error_response(m.id, *m.error));
            continue;
        }
        try {
            protocol::Params p(m.params);
            (void)p.optional_string("project");
            (void)p.string_array("command", false, false);
            (void)p.optional_int("timeoutMs", 1, 1'000'000);
            (void)p.optional_id("workDoneToken");
            (void)p.optional_bool("flag");
            (void)p.required_string("clientName");
        } catch (const protocol::RpcException& e) {
            (void)boost::json::serialize(protocol::make_error_response(m.id, e.error()));
        }
        (void)boost::json::serialize(protocol::make_response(m.id, m.params));
    }
    (void)protocol::to_valid_utf8(body);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    std::size_t chunk = data[0] % 97 + 1;
    std::string_view input(reinterpret_cast<const char*>(data + 1), size - 1);
    transport::FrameDecoder decoder(1 << 16);
    for (std::size_t i = 0; i < input.size(); i += chunk) {
        if (!decoder.feed(input.substr(i, chunk))) break;
        while (auto body = decoder.next()) exercise(*body);
    }
    exercise(input); // the same bytes as one body
    return 0;
}
