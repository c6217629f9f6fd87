// The daemon's local endpoint (daemon/transport/local_endpoint.hpp) with real clients: the Unix
// socket on Linux, the named pipe on Windows (this file runs there too, under Wine: test/windows).
#include "temp_dir.hpp"
#include "transport/local_endpoint.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#ifdef _WIN32
#include <windows.h>
#else
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace rusteal;
namespace asio = boost::asio;
namespace fs = std::filesystem;

namespace {

long this_pid() {
#ifdef _WIN32
    return static_cast<long>(::GetCurrentProcessId());
#else
    return static_cast<long>(::getpid());
#endif
}

// An address of the platform's kind that no one uses yet.
fs::path fresh_address(const test::TempDir& dir) {
#ifdef _WIN32
    static std::atomic<int> n{0};
    (void)dir;
    return rusteal::utf8_path("\\\\.\\pipe\\rusteal-test-" + std::to_string(this_pid()) + "-" + std::to_string(++n));
#else
    return dir.path() / "rusteald.sock";
#endif
}

struct Accepted {
    boost::system::error_code ec;
    std::optional<transport::Stream> stream;
    transport::LocalPeer peer;
};

// Runs the loop until `done` holds, 10 s at most.
template <class Done>
void run_until(asio::io_context& io, Done done) {
    const auto limit = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    io.restart();
    while (!done() && std::chrono::steady_clock::now() < limit) {
        io.run_for(std::chrono::milliseconds(20));
        io.restart();
    }
}

// Accepts one peer.
Accepted accept_one(asio::io_context& io, transport::LocalAcceptor& acceptor) {
    std::optional<Accepted> got;
    acceptor.async_accept([&](boost::system::error_code ec, std::optional<transport::Stream> s, transport::LocalPeer p) {
        got = Accepted{ec, std::move(s), std::move(p)};
    });
    run_until(io, [&] { return got.has_value(); });
    REQUIRE(got);
    return std::move(*got);
}

std::string read_exactly(transport::Stream& stream, std::size_t n) {
    std::string text(n, '\0');
    asio::read(stream, asio::buffer(text.data(), n));
    return text;
}

} // namespace

TEST_CASE("the local endpoint serves this user's clients both ways, one after another", "[transport]") {
    test::TempDir dir;
    asio::io_context io;
    const fs::path address = fresh_address(dir);
    transport::LocalAcceptor acceptor(io, address);
    CHECK(acceptor.address() == address);
#ifndef _WIN32
    struct stat st {};
    REQUIRE(::stat(address.c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0600);
#endif

    for (int round = 0; round < 3; ++round) {
        std::string error;
        auto client = transport::connect_local(io, address, error);
        INFO(error);
        REQUIRE(client);
        std::optional<Accepted> got = accept_one(io, acceptor);
        REQUIRE_FALSE(got->ec);
        REQUIRE(got->stream);
        CHECK(got->peer.same_user);
        CHECK(got->peer.user == transport::current_user());
        REQUIRE(got->peer.pid);
        CHECK(*got->peer.pid == this_pid());

        const std::string hello = "Content-Length: 2\r\n\r\n{}" + std::to_string(round);
        asio::write(*client, asio::buffer(hello));
        CHECK(read_exactly(*got->stream, hello.size()) == hello);
        // A reply larger than the pipe's or socket's buffer, read while it is written.
        const std::string big(300 * 1024, static_cast<char>('a' + round));
        bool written = false;
        asio::async_write(*got->stream, asio::buffer(big), [&](boost::system::error_code ec, std::size_t n) {
            CHECK_FALSE(ec);
            CHECK(n == big.size());
            written = true;
        });
        std::string received(big.size(), '\0');
        bool read_done = false;
        asio::async_read(*client, asio::buffer(received.data(), received.size()),
                         [&](boost::system::error_code ec, std::size_t) {
                             CHECK_FALSE(ec);
                             read_done = true;
                         });
        run_until(io, [&] { return written && read_done; });
        CHECK(received == big);

        // The daemon closing its end: the client reads the end of the stream.
        got->stream->close();
        char byte = 0;
        boost::system::error_code ec;
        client->read_some(asio::buffer(&byte, 1), ec);
        CHECK(ec);
    }
}

TEST_CASE("the local endpoint cannot be made twice, and nothing listens after close", "[transport]") {
    test::TempDir dir;
    asio::io_context io;
    const fs::path address = fresh_address(dir);
    {
        transport::LocalAcceptor first(io, address);
        // Another daemon (or a squatter) cannot take the same name while this one holds it.
        try {
            transport::LocalAcceptor second(io, address);
            FAIL("a second acceptor was made on " + address.string());
        } catch (const std::runtime_error& e) {
            CHECK_THAT(e.what(), Catch::Contains(address.string()));
        }
        // The first one still serves.
        std::string error;
        auto client = transport::connect_local(io, address, error);
        REQUIRE(client);
        CHECK_FALSE(accept_one(io, first).ec);

        // A pending accept ends with operation_aborted when the acceptor closes.
        std::optional<boost::system::error_code> aborted;
        first.async_accept([&](boost::system::error_code ec, std::optional<transport::Stream> s, transport::LocalPeer) {
            CHECK_FALSE(s);
            aborted = ec;
        });
        first.close();
        run_until(io, [&] { return aborted.has_value(); });
        REQUIRE(aborted);
        CHECK(*aborted == asio::error::operation_aborted);
    }
#ifndef _WIN32
    CHECK_FALSE(fs::exists(address)); // the socket file was ours: removed
#endif
    std::string error;
    CHECK_FALSE(transport::connect_local(io, address, error));
    CHECK_FALSE(error.empty());
    // And the name is free again.
    transport::LocalAcceptor again(io, address);
    std::string error2;
    CHECK(transport::connect_local(io, address, error2));
}
