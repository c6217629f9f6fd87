#include "transport/frame_decoder.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace rusteal::transport {
namespace {

bool iequals(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

std::string printable(std::string_view s) {
    std::string out;
    for (char c : s.substr(0, 64)) {
        auto u = static_cast<unsigned char>(c);
        out += (u >= 0x20 && u < 0x7f) ? c : '?';
    }
    if (s.size() > 64) out += "...";
    return out;
}

} // namespace

void FrameDecoder::fail(std::string message) {
    error_ = std::move(message);
    buffer_.clear();
    buffer_.shrink_to_fit();
    consumed_ = 0;
    body_expected_.reset();
}

bool FrameDecoder::feed(std::string_view bytes) {
    if (failed()) return false;
    if (consumed_ > 0 && consumed_ * 2 >= buffer_.size()) {
        buffer_.erase(0, consumed_); // amortised: compact only when half the buffer is consumed
        consumed_ = 0;
    }
    buffer_.append(bytes);
    if (!body_expected_) {
        auto end = buffer_.find("\r\n\r\n", consumed_);
        if (end == std::string::npos) {
            if (buffer_.size() - consumed_ > kMaxHeaderBytes)
                fail("header block longer than " + std::to_string(kMaxHeaderBytes) +
                     " bytes without a blank line; each message must start with 'Content-Length: N\\r\\n\\r\\n'");
            return !failed();
        }
        if (!parse_header_block(std::string_view(buffer_).substr(consumed_, end - consumed_))) return false;
        consumed_ = end + 4;
    }
    return true;
}

bool FrameDecoder::parse_header_block(std::string_view block) {
    std::optional<std::size_t> length;
    while (!block.empty()) {
        auto eol = block.find("\r\n");
        std::string_view line = block.substr(0, eol);
        block = eol == std::string_view::npos ? std::string_view{} : block.substr(eol + 2);
        auto colon = line.find(':');
        if (colon == std::string_view::npos) {
            fail("malformed header line '" + printable(line) + "': expected 'Name: value'");
            return false;
        }
        auto name = trim(line.substr(0, colon));
        auto value = trim(line.substr(colon + 1));
        if (iequals(name, "Content-Length")) {
            std::size_t n = 0;
            auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
            if (value.empty() || ec != std::errc{} || ptr != value.data() + value.size()) {
                if (ec == std::errc::result_out_of_range)
                    fail("Content-Length " + printable(value) + " exceeds the limit of " +
                         std::to_string(max_content_length_) + " bytes");
                else
                    fail("Content-Length '" + printable(value) + "' is not a non-negative decimal integer");
                return false;
            }
            if (n > max_content_length_) {
                fail("Content-Length " + std::to_string(n) + " exceeds the limit of " +
                     std::to_string(max_content_length_) + " bytes");
                return false;
            }
            length = n;
        } else if (iequals(name, "Content-Type")) {
            // LSP allows only utf-8 (and the legacy alias utf8); refuse anything else early.
            auto charset = value.find("charset=");
            if (charset != std::string_view::npos) {
                auto cs = trim(value.substr(charset + 8));
                if (!iequals(cs, "utf-8") && !iequals(cs, "utf8")) {
                    fail("unsupported charset '" + printable(cs) + "': bodies must be UTF-8");
                    return false;
                }
            }
        }
        // Other headers are ignored, as LSP peers do.
    }
    if (!length) {
        fail("header block has no Content-Length; each message must start with 'Content-Length: N\\r\\n\\r\\n'");
        return false;
    }
    body_expected_ = *length;
    return true;
}

std::optional<std::string> FrameDecoder::next() {
    if (failed()) return std::nullopt;
    if (!body_expected_) {
        // A previous next() consumed a body; headers of the following message may be buffered.
        if (!feed({})) return std::nullopt;
        if (!body_expected_) return std::nullopt;
    }
    if (buffer_.size() - consumed_ < *body_expected_) return std::nullopt;
    std::string body = buffer_.substr(consumed_, *body_expected_);
    consumed_ += *body_expected_;
    body_expected_.reset();
    return body;
}

std::string frame_message(std::string_view body) {
    std::string out = "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n";
    out.append(body);
    return out;
}

} // namespace rusteal::transport
