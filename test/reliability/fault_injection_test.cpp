// All the rude clients at once against one daemon: clients that drop their connection in the
// middle of a frame (in its header or its body, closed or reset), clients that flood requests and
// never read, and well-behaved clients alongside. Every answer a well-behaved client gets is the
// right one, none is lost, they all finish while the flooders are still held back (so they were
// not queued behind them), the flooders then get every answer in order, and every connection the
// rude clients dropped is gone from the daemon. RUSTEAL_SOAK=1 runs 50 times as many rounds.
// The well-behaved clients' latencies are printed (median, 99th percentile, most), not asserted.
#include "daemon_process.hpp"
#include "flood.hpp"

#include <catch2/catch.hpp>

#include <sys/socket.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <iostream>
#include <mutex>
#include <random>
#include <thread>

using namespace rusteal::test;
namespace json = boost::json;

namespace {

// A request cut at a random byte (in the header or the body), then the connection closed or reset.
void abort_mid_frame(const DaemonProcess& d, std::mt19937& rng) {
    static const std::string frame = rusteal::transport::frame_message(R"({"jsonrpc":"2.0","id":1,"method":"daemon/status"})");
    auto c = d.connect();
    c.send_raw(std::string_view(frame).substr(0, 1 + rng() % (frame.size() - 1)));
    if (rng() % 2) {
        linger reset{1, 0}; // close with RST instead of FIN
        ::setsockopt(c.fd(), SOL_SOCKET, SO_LINGER, &reset, sizeof reset);
    }
}

// One well-behaved request of a random kind: the answer is checked for being that request's.
bool ask_and_check(RpcClient& c, std::mt19937& rng, const std::string& id_text) {
    const json::value id = json::string(id_text);
    switch (rng() % 4) {
    case 0: {
        auto r = c.request("daemon/status", json::object{}, std::chrono::seconds(60));
        return r.as_object().contains("result") && r.at("result").at("pid").is_int64();
    }
    case 1: {
        c.send(json::object{{"jsonrpc", "2.0"}, {"id", id}, {"method", "jobs/list"}});
        auto r = c.response_to(id, std::chrono::seconds(60));
        return r.as_object().contains("result") && r.at("result").at("jobs").is_array();
    }
    case 2: {
        c.send(json::object{{"jsonrpc", "2.0"}, {"id", id}, {"method", "no/such/method"}});
        return c.response_to(id, std::chrono::seconds(60)).at("error").at("code") == json::value(-32601);
    }
    default: {
        c.send(json::array{json::object{{"jsonrpc", "2.0"}, {"id", id}, {"method", "jobs/list"}},
                           json::object{{"jsonrpc", "2.0"}, {"method", "$/cancelRequest"}, {"params", {{"id", 0}}}}});
        auto m = c.read(std::chrono::seconds(60));
        return m && m->is_array() && m->as_array().size() == 1 && m->as_array()[0].at("id") == id;
    }
    }
}

double percentile(std::vector<double>& v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

} // namespace

TEST_CASE("clients that abort mid-frame, flood or never read do not cost a well-behaved client an answer", "[reliability][faults]") {
    DaemonProcess d;
    const int scale = std::getenv("RUSTEAL_SOAK") ? 50 : 1;
    constexpr int kFlooders = 4, kAborters = 8, kWellBehaved = 8;
    const int aborts_each = 150 * scale, requests_each = 250 * scale;

    std::vector<Flooder> flooders;
    for (int f = 0; f < kFlooders; ++f) flooders.emplace_back(d.connect());
    for (auto& f : flooders) f.flood(20000);

    std::atomic<int> aborted{0}, answered{0}, wrong{0};
    std::vector<std::string> failures(kAborters + kWellBehaved);
    std::mutex latency_lock;
    std::vector<double> latencies_ms;
    std::vector<std::thread> threads;
    for (int t = 0; t < kAborters; ++t) {
        threads.emplace_back([&, t] {
            std::mt19937 rng(static_cast<unsigned>(t) * 104729u + 3u);
            try {
                for (int i = 0; i < aborts_each; ++i, ++aborted) abort_mid_frame(d, rng);
            } catch (const std::exception& e) {
                failures[static_cast<std::size_t>(t)] = e.what();
            }
        });
    }
    for (int t = 0; t < kWellBehaved; ++t) {
        threads.emplace_back([&, t] {
            std::mt19937 rng(static_cast<unsigned>(t) * 7919u + 11u);
            std::vector<double> mine;
            try {
                auto c = d.connect();
                for (int i = 0; i < requests_each; ++i) {
                    const auto asked = std::chrono::steady_clock::now();
                    if (ask_and_check(c, rng, "w" + std::to_string(t) + "-" + std::to_string(i))) ++answered;
                    else ++wrong;
                    mine.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - asked).count());
                }
            } catch (const std::exception& e) {
                failures[static_cast<std::size_t>(kAborters + t)] = e.what(); // a lost answer times out here
            }
            std::lock_guard<std::mutex> lock(latency_lock);
            latencies_ms.insert(latencies_ms.end(), mine.begin(), mine.end());
        });
    }
    for (auto& th : threads) th.join();
    for (const auto& f : failures) CHECK(f.empty());
    CHECK(wrong == 0);
    CHECK(answered == kWellBehaved * requests_each); // none lost
    CHECK(aborted == kAborters * aborts_each);

    // The flooders held back all along: their answers come now, every one, in order.
    int flood_sent = 0, flood_answered = 0;
    for (auto& f : flooders) {
        flood_sent += f.sent;
        flood_answered += f.read_all();
    }
    CHECK(flood_answered == flood_sent);

    // Every connection dropped mid-frame is gone; the flooders and this one are left.
    auto c = d.connect();
    CHECK(clients_once_settled(c, kFlooders + 1) == kFlooders + 1);
    CHECK(c.request("daemon/status").at("result").at("pid") == json::value(d.pid())); // the same daemon, up

    std::cout << "figures: " << kWellBehaved << " well-behaved clients, " << answered << " answers, all right; "
              << aborted << " connections cut mid-frame; " << kFlooders << " flooders held back with " << flood_sent
              << " requests, all answered afterwards; well-behaved latency median " << percentile(latencies_ms, 0.5)
              << " ms, p99 " << percentile(latencies_ms, 0.99) << " ms, most " << percentile(latencies_ms, 1.0) << " ms\n";
}
