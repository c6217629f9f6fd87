#include "protocol/jsonrpc.hpp"

#include <catch2/catch.hpp>

using namespace rusteal::protocol;
namespace json = boost::json;

namespace {
Incoming single(std::string_view body) {
    auto p = parse_body(body);
    REQUIRE_FALSE(p.parse_error);
    REQUIRE(p.messages.size() == 1);
    return p.messages[0];
}
} // namespace

TEST_CASE("requests, notifications and responses are told apart", "[jsonrpc]") {
    auto r = single(R"({"jsonrpc":"2.0","id":1,"method":"daemon/status"})");
    CHECK(r.kind == Incoming::Kind::Request);
    CHECK(r.method == "daemon/status");
    CHECK(r.params.is_null());

    auto n = single(R"({"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}})");
    CHECK(n.kind == Incoming::Kind::Notification);

    auto ok = single(R"({"jsonrpc":"2.0","id":"rusteald-1","result":null})");
    CHECK(ok.kind == Incoming::Kind::Response);
    CHECK_FALSE(ok.error);

    auto err = single(R"({"jsonrpc":"2.0","id":"rusteald-2","error":{"code":-32601,"message":"nope"}})");
    CHECK(err.kind == Incoming::Kind::Response);
    REQUIRE(err.error);
    CHECK(err.error->code == ErrorCode::MethodNotFound);
}

TEST_CASE("ids: string, integer, fraction and null are requests - other types are invalid", "[jsonrpc]") {
    for (auto id : {R"("abc")", "7", "-3", "1.5", "null", "18446744073709551615"}) {
        auto m = single(std::string(R"({"jsonrpc":"2.0","method":"m","id":)") + id + "}");
        CHECK(m.kind == Incoming::Kind::Request);
        CHECK(json::serialize(m.id) == json::serialize(json::parse(id)));
    }
    for (auto id : {"true", "[1]", R"({"a":1})"}) {
        auto m = single(std::string(R"({"jsonrpc":"2.0","method":"m","id":)") + id + "}");
        CHECK(m.kind == Incoming::Kind::Invalid);
        CHECK(m.id.is_null());
        CHECK(m.error->code == ErrorCode::InvalidRequest);
        CHECK_THAT(m.error->message, Catch::Contains("'id'"));
    }
}

TEST_CASE("invalid requests name the member at fault", "[jsonrpc]") {
    struct Case {
        const char* body;
        const char* expect;
    };
    auto c = GENERATE(Case{R"({"id":1,"method":"m"})", "'jsonrpc'"}, Case{R"({"jsonrpc":"1.0","id":1,"method":"m"})", "'jsonrpc'"},
                      Case{R"({"jsonrpc":"2.0","id":1,"method":5})", "'method'"},
                      Case{R"({"jsonrpc":"2.0","id":1,"method":"m","params":3})", "'params'"},
                      Case{R"({"jsonrpc":"2.0","id":1})", "'method'"}, Case{R"(42)", "JSON object"},
                      Case{R"({"jsonrpc":"2.0","id":1,"result":1,"error":{}})", "exactly one"});
    auto m = single(c.body);
    CHECK(m.kind == Incoming::Kind::Invalid);
    CHECK(m.error->code == ErrorCode::InvalidRequest);
    CHECK_THAT(m.error->message, Catch::Contains(c.expect));
}

TEST_CASE("an invalid request keeps its id so the error can be matched", "[jsonrpc]") {
    auto m = single(R"({"jsonrpc":"2.0","id":9,"method":"m","params":"x"})");
    CHECK(m.kind == Incoming::Kind::Invalid);
    CHECK(m.id == json::value(9));
}

TEST_CASE("parse errors: bad JSON, invalid UTF-8, too deep", "[jsonrpc]") {
    CHECK(parse_body("{").parse_error->code == ErrorCode::ParseError);
    CHECK(parse_body("").parse_error->code == ErrorCode::ParseError);
    CHECK(parse_body("{\"jsonrpc\":\"2.0\",\"method\":\"\xff\xfe\"}").parse_error->code == ErrorCode::ParseError);
    CHECK(parse_body(std::string(100, '[') + std::string(100, ']')).parse_error->code == ErrorCode::ParseError);
    CHECK_THAT(parse_body("{").parse_error->message, Catch::Contains("not valid JSON"));
}

TEST_CASE("batches: empty is invalid, members are classified one by one", "[jsonrpc]") {
    auto empty = parse_body("[]");
    REQUIRE(empty.parse_error);
    CHECK(empty.parse_error->code == ErrorCode::InvalidRequest);
    auto mixed = parse_body(R"([{"jsonrpc":"2.0","id":1,"method":"a"},{"jsonrpc":"2.0","method":"b"},1])");
    REQUIRE_FALSE(mixed.parse_error);
    CHECK(mixed.is_batch);
    REQUIRE(mixed.messages.size() == 3);
    CHECK(mixed.messages[0].kind == Incoming::Kind::Request);
    CHECK(mixed.messages[1].kind == Incoming::Kind::Notification);
    CHECK(mixed.messages[2].kind == Incoming::Kind::Invalid);
}

TEST_CASE("Params: every failure is -32602 naming the field", "[jsonrpc]") {
    json::value v = json::parse(R"({"s":"x","n":5,"b":true,"a":["x",2],"empty":""})");
    Params p(v);
    CHECK(p.required_string("s") == "x");
    CHECK(*p.optional_int("n", 0, 10) == 5);
    CHECK(*p.optional_bool("b"));
    CHECK_FALSE(p.optional_string("missing"));
    auto expect_field = [](auto&& fn, const std::string& field) {
        try {
            fn();
            FAIL("no exception");
        } catch (const RpcException& e) {
            CHECK(e.error().code == ErrorCode::InvalidParams);
            CHECK(e.error().data.at("field").as_string() == field);
            CHECK_THAT(e.error().message, Catch::Contains("'" + field + "'"));
        }
    };
    expect_field([&] { p.required_string("missing"); }, "missing");
    expect_field([&] { p.required_string("n"); }, "n");
    expect_field([&] { p.required_string("empty"); }, "empty");
    expect_field([&] { p.optional_int("n", 6, 10); }, "n");
    expect_field([&] { p.optional_int("s", 0, 10); }, "s");
    expect_field([&] { p.optional_bool("s"); }, "s");
    expect_field([&] { p.string_array("a", true, true); }, "a[1]");
    expect_field([&] { p.string_array("nothing", true, true); }, "nothing");
    CHECK_THROWS_AS(Params(json::parse("[1,2]")), RpcException);
}

TEST_CASE("to_valid_utf8 keeps valid text and replaces every bad sequence", "[jsonrpc]") {
    CHECK(to_valid_utf8("plain ascii") == "plain ascii");
    CHECK(to_valid_utf8("h\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80") == "h\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80");
    CHECK(to_valid_utf8("a\xFF" "b") == "a\xEF\xBF\xBD" "b");
    CHECK(to_valid_utf8("\xC0\xAF") == "\xEF\xBF\xBD\xEF\xBF\xBD");         // overlong
    CHECK(to_valid_utf8("\xED\xA0\x80") == "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD"); // surrogate
    CHECK(to_valid_utf8("\xE2\x82") == "\xEF\xBF\xBD\xEF\xBF\xBD");         // truncated
    // What comes out always parses as a JSON string.
    std::string all;
    for (int i = 0; i < 256; ++i) all += static_cast<char>(i);
    auto text = json::serialize(json::value(to_valid_utf8(all)));
    CHECK_NOTHROW(json::parse(text));
}

TEST_CASE("responses and errors are built with the id given", "[jsonrpc]") {
    auto r = make_response(json::value("x"), json::object{{"ok", true}});
    CHECK(json::serialize(r) == R"({"jsonrpc":"2.0","id":"x","result":{"ok":true}})");
    auto e = make_error_response(nullptr, {ErrorCode::ParseError, "bad", nullptr});
    CHECK(json::serialize(e) == R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}})");
}

namespace {
std::string batch_of(std::size_t n) {
    std::string body = "[";
    for (std::size_t i = 0; i < n; ++i)
        body += (i ? "," : "") + std::string(R"({"jsonrpc":"2.0","id":)") + std::to_string(i) + R"(,"method":"daemon/status"})";
    return body + "]";
}
} // namespace

TEST_CASE("a batch holds at most 64 messages, a longer one is refused whole, naming the limit", "[jsonrpc][limits]") {
    auto full = parse_body(batch_of(64));
    REQUIRE_FALSE(full.parse_error);
    CHECK(full.messages.size() == 64);
    auto over = parse_body(batch_of(65));
    REQUIRE(over.parse_error);
    CHECK(over.parse_error->code == ErrorCode::InvalidRequest);
    CHECK_THAT(over.parse_error->message, Catch::Contains("at most 64 messages") && Catch::Contains("has 65"));
    CHECK(over.messages.empty());
    ParseLimits small;
    small.max_batch = 2;
    CHECK(parse_body(batch_of(3), small).parse_error);
    CHECK_FALSE(parse_body(batch_of(2), small).parse_error);
}

TEST_CASE("a body whose parsed tree would outgrow its budget is a parse error, not an allocation", "[jsonrpc][limits]") {
    // A million zeros: two bytes each in the body, a 16-byte value each once parsed.
    std::string zeros = "[0";
    for (int i = 1; i < 1'000'000; ++i) zeros += ",0";
    zeros += "]";
    auto refused = parse_body(zeros);
    REQUIRE(refused.parse_error);
    CHECK(refused.parse_error->code == ErrorCode::ParseError);
    CHECK_THAT(refused.parse_error->message, Catch::Contains("once parsed") && Catch::Contains(std::to_string(zeros.size())));
    // What the protocol's messages look like passes: a long string costs its own size.
    std::string text(8u * 1024u * 1024u, 'x');
    auto big_string = parse_body(R"({"jsonrpc":"2.0","id":1,"method":"m","params":{"text":")" + text + "\"}}");
    REQUIRE_FALSE(big_string.parse_error);
    CHECK(big_string.messages.at(0).params.at("text").as_string().size() == text.size());
    // An object of many short strings (the shape of editor/attach's libraries).
    std::string libraries = R"({"jsonrpc":"2.0","id":1,"method":"editor/attach","params":{"libraries":[)";
    for (int i = 0; i < 2000; ++i)
        libraries += (i ? "," : "") + std::string(R"({"name":"game)") + std::to_string(i) +
                     R"(","package":"/Script/Game","file":"/p/Binaries/libgame.so","loaded":true,"reloadCount":0})";
    libraries += "]}}";
    CHECK_FALSE(parse_body(libraries).parse_error);
    // The budget is the body's size times the factor plus the slack: a tighter one refuses it.
    ParseLimits tight;
    tight.memory_factor = 1;
    tight.memory_slack = 0;
    CHECK(parse_body(libraries, tight).parse_error);
}
