#pragma once
// LSP base framing: "Content-Length: N\r\n" [other headers] "\r\n" then N bytes of UTF-8 JSON.
//
// FrameDecoder is an incremental, allocation-bounded parser: feed it whatever a read returned
// (a header split across reads, several messages in one read) and take complete bodies out.
// A framing error is final for the stream: the caller closes that connection, because the
// boundary of the next message can no longer be trusted.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace rusteal::transport {

inline constexpr std::size_t kDefaultMaxContentLength = 64u * 1024u * 1024u;
inline constexpr std::size_t kMaxHeaderBytes = 8u * 1024u;

class FrameDecoder {
public:
    explicit FrameDecoder(std::size_t max_content_length = kDefaultMaxContentLength)
        : max_content_length_(max_content_length) {}

    // The largest body taken from now on (a header already read keeps the limit it was read under).
    void set_max_content_length(std::size_t n) { max_content_length_ = n; }
    std::size_t max_content_length() const { return max_content_length_; }

    // Appends bytes read from the stream. Returns false once the stream is broken (see error()).
    bool feed(std::string_view bytes);

    // The next complete body, if one is buffered.
    std::optional<std::string> next();

    bool failed() const { return !error_.empty(); }
    const std::string& error() const { return error_; }

    // Bytes of an unfinished message (used to tell a clean disconnect from one mid-message).
    bool has_partial_message() const { return buffer_.size() > consumed_ || body_expected_.has_value(); }

private:
    bool parse_header_block(std::string_view block);
    void fail(std::string message);

    std::size_t max_content_length_;
    std::string buffer_;                       // bytes read; [consumed_, size) not yet parsed
    std::size_t consumed_ = 0;
    std::optional<std::size_t> body_expected_; // set once the header block is parsed
    std::string error_;
};

// The header block plus body for one outgoing message.
std::string frame_message(std::string_view body);

} // namespace rusteal::transport
