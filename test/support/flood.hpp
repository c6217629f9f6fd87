#pragma once
// A client that floods the daemon with requests and reads none of the answers, until the daemon
// stops reading it (its socket's buffers fill), then reads every answer back.
#include "rpc_client.hpp"

#include "transport/frame_decoder.hpp"

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/socket.h>

#include <cerrno>
#include <functional>
#include <string>
#include <thread>

namespace rusteal::test {

struct Flooder {
    explicit Flooder(RpcClient c) : client(std::move(c)) {}
    RpcClient client;
    int sent = 0;        // requests sent (the last one perhaps only partly: see unsent)
    std::string unsent;  // the end of the last request, which the socket had no room for

    // Sends `daemon/status` requests with ids 0, 1, ... (or the framed messages `frame(n)` makes
    // for n = 0, 1, ...) without reading, until `most` were sent or the socket stayed full for 50
    // tries 2 ms apart (the daemon stopped reading it).
    void flood(int most, const std::function<std::string(int)>& frame = {}) {
        const int fd = client.fd();
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
        std::string pending;
        for (int idle_rounds = 0; sent < most && idle_rounds < 50;) {
            if (pending.empty())
                pending = frame ? frame(sent)
                                : transport::frame_message(R"({"jsonrpc":"2.0","id":)" + std::to_string(sent) + R"(,"method":"daemon/status"})");
            const ssize_t n = ::send(fd, pending.data(), pending.size(), MSG_NOSIGNAL);
            if (n > 0) {
                pending.erase(0, static_cast<std::size_t>(n));
                if (pending.empty()) ++sent;
                idle_rounds = 0;
            } else {
                REQUIRE(errno == EAGAIN);
                ++idle_rounds; // the daemon may still be draining its side: give it a moment
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            }
        }
        if (!pending.empty()) { // finished while its answers are read
            unsent = std::move(pending);
            ++sent;
        }
    }

    // Reads every answer: each one once, in order, a result. Returns how many.
    int read_all() {
        const int fd = client.fd();
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        // The rest of the last message goes out once the daemon reads again, which it does as its
        // answers are read here.
        std::thread finish([this] {
            if (!unsent.empty()) client.send_raw(unsent);
        });
        struct Join {
            std::thread& t;
            ~Join() { t.join(); }
        } join{finish};
        int answered = 0;
        for (int i = 0; i < sent; ++i) {
            auto m = client.read(std::chrono::seconds(30));
            REQUIRE(m);
            REQUIRE(m->at("id") == i);
            REQUIRE(m->as_object().contains("result"));
            ++answered;
        }
        return answered;
    }
};

} // namespace rusteal::test
