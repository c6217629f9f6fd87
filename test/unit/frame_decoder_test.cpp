#include "transport/frame_decoder.hpp"

#include <catch2/catch.hpp>

using rusteal::transport::FrameDecoder;
using rusteal::transport::frame_message;

TEST_CASE("a framed message round-trips", "[framing]") {
    FrameDecoder d;
    REQUIRE(d.feed(frame_message(R"({"a":1})")));
    auto body = d.next();
    REQUIRE(body);
    CHECK(*body == R"({"a":1})");
    CHECK_FALSE(d.next());
    CHECK_FALSE(d.has_partial_message());
}

TEST_CASE("headers and bodies split across reads at every byte", "[framing]") {
    std::string stream = frame_message("first") + frame_message("second, longer body") + frame_message("");
    for (std::size_t cut = 1; cut < stream.size(); ++cut) {
        FrameDecoder d;
        std::vector<std::string> got;
        REQUIRE(d.feed(std::string_view(stream).substr(0, cut)));
        while (auto b = d.next()) got.push_back(*b);
        REQUIRE(d.feed(std::string_view(stream).substr(cut)));
        while (auto b = d.next()) got.push_back(*b);
        REQUIRE(got == std::vector<std::string>{"first", "second, longer body", ""});
    }
}

TEST_CASE("one byte at a time and many messages in one read", "[framing]") {
    std::string stream;
    for (int i = 0; i < 500; ++i) stream += frame_message("message " + std::to_string(i));
    FrameDecoder bytewise;
    int n = 0;
    for (char c : stream) {
        REQUIRE(bytewise.feed(std::string_view(&c, 1)));
        while (auto b = bytewise.next()) CHECK(*b == "message " + std::to_string(n++));
    }
    CHECK(n == 500);

    FrameDecoder whole;
    REQUIRE(whole.feed(stream));
    n = 0;
    while (auto b = whole.next()) CHECK(*b == "message " + std::to_string(n++));
    CHECK(n == 500);
}

TEST_CASE("header names are case-insensitive - Content-Type utf-8 and unknown headers are accepted", "[framing]") {
    FrameDecoder d;
    REQUIRE(d.feed("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\nX-Other: 1\r\n\r\n{}"));
    auto b = d.next();
    REQUIRE(b);
    CHECK(*b == "{}");
}

TEST_CASE("framing errors are final and say what is wrong", "[framing]") {
    struct Case {
        std::string input;
        std::string expect;
    };
    auto c = GENERATE(Case{"Content-Type: x\r\n\r\n{}", "no Content-Length"},
                      Case{"Content-Length: -5\r\n\r\n", "not a non-negative decimal integer"},
                      Case{"Content-Length: 12abc\r\n\r\n", "not a non-negative decimal integer"},
                      Case{"Content-Length: \r\n\r\n", "not a non-negative decimal integer"},
                      Case{"Content-Length: 99999999999999999999999\r\n\r\n", "exceeds the limit"},
                      Case{"Content-Length: 67108865\r\n\r\n", "exceeds the limit"},
                      Case{"garbage line\r\n\r\n", "malformed header line"},
                      Case{"Content-Length: 2\r\nContent-Type: text/plain; charset=latin1\r\n\r\n{}", "unsupported charset"});
    FrameDecoder d;
    CHECK_FALSE(d.feed(c.input));
    CHECK(d.failed());
    CHECK_THAT(d.error(), Catch::Contains(c.expect));
    CHECK_FALSE(d.next());
    CHECK_FALSE(d.feed(frame_message("{}"))); // nothing after an error is trusted
}

TEST_CASE("an oversized Content-Length is refused before its body arrives", "[framing]") {
    FrameDecoder d(1024);
    CHECK_FALSE(d.feed("Content-Length: 1025\r\n\r\n"));
    CHECK_THAT(d.error(), Catch::Contains("1025") && Catch::Contains("1024"));
    FrameDecoder exact(1024);
    CHECK(exact.feed("Content-Length: 1024\r\n\r\n" + std::string(1024, 'x')));
    CHECK(exact.next()->size() == 1024);
}

TEST_CASE("a header block without an end is refused once it is too long", "[framing]") {
    FrameDecoder d;
    std::string endless(rusteal::transport::kMaxHeaderBytes + 10, 'a');
    CHECK_FALSE(d.feed(endless));
    CHECK_THAT(d.error(), Catch::Contains("header block longer than"));
}

TEST_CASE("a partial message is visible, so a mid-message disconnect can be told apart", "[framing]") {
    FrameDecoder d;
    CHECK_FALSE(d.has_partial_message());
    d.feed("Content-Length: 10\r\n\r\n{\"a\"");
    CHECK_FALSE(d.next());
    CHECK(d.has_partial_message());
}
