// The server in this process over a socket pair: paths no well-behaved method reaches from the
// outside (a handler that fails unexpectedly) and the batch/notification plumbing around it.
#include "rpc_client.hpp"

#include "core/daemon_core.hpp"
#include "server/server.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/local/connect_pair.hpp>
#include <boost/asio/local/stream_protocol.hpp>
#include <boost/asio/post.hpp>
#include <catch2/catch.hpp>

#include <thread>

using namespace rusteal;
namespace json = boost::json;

TEST_CASE("a handler that throws becomes -32603 and the session goes on", "[protocol][inprocess]") {
    boost::asio::io_context io;
    core::DaemonCore core(io.get_executor());
    server::Server srv(io, core, {});
    server::register_methods(srv);
    int calls = 0;
    srv.add_method("test/throws", [&](const server::Call&) {
        ++calls;
        throw std::runtime_error("disk on fire");
    });
    boost::asio::local::stream_protocol::socket ours(io), theirs(io);
    boost::asio::local::connect_pair(ours, theirs);
    srv.add_session(transport::Stream(transport::Stream::Socket(std::move(ours))), {"unix", 0u, 0, {}});
    int fd = theirs.release();
    std::thread loop([&] { io.run_for(std::chrono::seconds(20)); });

    auto client = test::RpcClient::adopt(fd);
    auto r = client.request("test/throws");
    CHECK(r.at("error").at("code") == json::value(-32603));
    CHECK(r.at("error").at("message") == json::value("internal error: disk on fire"));
    // The same failure inside a batch is one member's error, not the batch's.
    client.send(json::array{json::object{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "test/throws"}},
                            json::object{{"jsonrpc", "2.0"}, {"id", 2}, {"method", "jobs/list"}}});
    auto batch = client.read();
    REQUIRE(batch);
    REQUIRE(batch->is_array());
    CHECK(batch->as_array().size() == 2);
    // As a notification (no id) a request method is not run, and nothing is sent back.
    client.send(json::object{{"jsonrpc", "2.0"}, {"method", "test/throws"}});
    auto after = client.request("jobs/list");
    CHECK(after.as_object().contains("result"));
    CHECK(calls == 2);
    boost::asio::post(io, [&] { srv.shutdown("test over"); });
    loop.join();
}
